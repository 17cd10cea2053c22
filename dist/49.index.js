export const id = 49;
export const ids = [49];
export const modules = {

/***/ 90764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ sameContent),
/* harmony export */   j: () => (/* binding */ markedBody)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The body of a GitHub object the action keeps current (a sticky PR comment, the health issue):
 * a hidden marker line, a digest of the content, the content, then a run-specific footer. The
 * digest lets a later run see that nothing changed without re-rendering or diffing the body.
 */

/** Digest line: lets a later run see that the content is unchanged. */
const DIGEST = /^<!-- digest:([0-9a-f]{16,64}) -->$/m;
/**
 * Lays out `marker`, the digest of `content`, `content` and `footer` (lines that do not count as
 * a change). `content` must already be guarded: the digest is of the scrubbed text, so a new token
 * per run does not count as a change.
 */
function markedBody(marker, content, footer) {
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(content).digest('hex').slice(0, 32);
    const tail = footer ? `\n${footer}\n` : '';
    return `${marker}\n<!-- digest:${digest} -->\n${content.replace(/(?<!\n)\n+$/, '')}\n${tail}`;
}
/** Same digest (or, without one, the same body): the object needs no edit. */
function sameContent(existing, wanted) {
    const a = DIGEST.exec(existing)?.[1];
    const b = DIGEST.exec(wanted)?.[1];
    return a !== undefined && b !== undefined ? a === b : existing === wanted;
}


/***/ }),

/***/ 7648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CQ: () => (/* binding */ buildStickyBody),
/* harmony export */   MU: () => (/* binding */ isOurs),
/* harmony export */   cu: () => (/* binding */ updateStickyCommentIfPresent),
/* harmony export */   qD: () => (/* binding */ upsertStickyComment),
/* harmony export */   sb: () => (/* binding */ readTokenIdentity)
/* harmony export */ });
/* unused harmony export commentMarker */
/* harmony import */ var _guard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40578);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25625);
/* harmony import */ var _marked_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90764);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22917);
/**
 * One PR comment per report key, kept up to date across runs: found by a hidden marker, updated
 * in place only when its content changed, and de-duplicated when two runs race to create it.
 */




/** The hidden first line that identifies the comment of one kind and `comment-key`. */
function commentMarker(key, kind = 'feedback') {
    return `<!-- mintlify-docs-action:${kind}:${key} -->`;
}
/**
 * The comment body, through the guard: marker, digest of `content`, `content`, then `footer`
 * (run-specific lines such as the job summary link, which do not count as a change). The digest
 * is of the scrubbed content, so a new token per run does not count as a change either.
 */
function buildStickyBody(key, content, footer = '', kind = 'feedback') {
    return (0,_guard_js__WEBPACK_IMPORTED_MODULE_0__/* .commentBody */ .I2)((0,_marked_body_js__WEBPACK_IMPORTED_MODULE_2__/* .markedBody */ .j)(commentMarker(key, kind), (0,_guard_js__WEBPACK_IMPORTED_MODULE_0__/* .commentBody */ .I2)(content), footer));
}
/** The identity of each client, read once per run (one client per run). */
const identities = new WeakMap();
/**
 * The identity of the client's token, from GraphQL `viewer { login databaseId }`, which answers
 * for all three kinds of token (REST `GET /user` refuses installation tokens with 403). Read once
 * per client; `null` when it cannot be read (GraphQL off on a GHES, network trouble): callers
 * then must not edit or delete any comment.
 *
 * GraphQL names an app token's viewer `name[bot]`, as REST does; Bot actors elsewhere in GraphQL
 * lack the suffix, so comments are matched on the numeric id first and on the login only when an
 * id is missing.
 */
function readTokenIdentity(octokit, signal) {
    let pending = identities.get(octokit);
    if (!pending) {
        pending = (async () => {
            try {
                const data = await octokit.graphql('query { viewer { login databaseId } }', signal ? { request: { signal } } : {});
                const login = data.viewer?.login;
                const id = data.viewer?.databaseId;
                if (typeof login !== 'string' || login === '')
                    return null;
                return typeof id === 'number' && Number.isSafeInteger(id) ? { login, id } : { login };
            }
            catch (err) {
                if (signal?.aborted)
                    throw err;
                return null;
            }
        })();
        identities.set(octokit, pending);
    }
    return pending;
}
/** Whether a comment's (or a deployment's) author is the token's own identity. */
function isOurs(user, identity) {
    if (!user)
        return false;
    if (identity.id !== undefined && typeof user.id === 'number')
        return user.id === identity.id;
    return (user.login ?? '').toLowerCase() === identity.login.toLowerCase();
}
/**
 * Creates or updates the report's comment on a pull request.
 *
 * Only comments written by the token's own identity ({@link readTokenIdentity}) are ever found,
 * edited or deleted: a comment by anyone else is left alone whatever it contains, the marker
 * included (a PR author could plant one). Among ours, the comment is found through every page of
 * the PR's comments by its marker on the first line. When the identity cannot be read, nothing is
 * edited or deleted: a new comment is created, with a warning.
 *
 * Two runs racing can both find nothing and both create a comment. So after creating, our marked
 * comments are listed again; when more than one carries the marker, the oldest (lowest id) is kept,
 * the newer ones are deleted (ours too, if ours is newer) and the survivor gets our body.
 * Whichever run creates last sees both comments, so the race ends with one.
 */
async function upsertStickyComment(octokit, options) {
    const { issueNumber, signal } = options;
    const marker = commentMarker(options.key, options.kind);
    const identity = options.identity !== undefined ? options.identity : await readTokenIdentity(octokit, signal);
    if (!identity)
        return createWithoutIdentity(octokit, options);
    _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Looking for the ${options.kind ?? 'feedback'} comment on PR #${issueNumber} written by ${identity.login}…`);
    const existing = await findMarked(octokit, options, marker, identity);
    const current = existing[0];
    if (current)
        return updateUnlessSame(octokit, options, current);
    const own = await createComment(octokit, options);
    return settleRace(octokit, options, marker, identity, own);
}
/** Posts a new comment with the report's body, logs its id and returns it. */
async function createComment(octokit, options) {
    const created = await octokit.rest.issues.createComment({
        ...(0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .onRepo */ .uq)(options),
        issue_number: options.issueNumber,
        body: options.body,
    });
    _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Created the PR comment ${created.data.id}.`);
    return {
        id: created.data.id,
        body: options.body,
        ...(created.data.html_url ? { url: created.data.html_url } : {}),
    };
}
/**
 * Creates a new comment without looking for ours: without the token's identity no comment can be
 * proven ours, so none may be edited. Warns that earlier comments stay.
 */
async function createWithoutIdentity(octokit, options) {
    _log_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`Could not tell which account the \`github-token\` writes as (GraphQL \`viewer\` unreadable), so no existing comment on PR #${options.issueNumber} is edited: a new comment is created instead. Earlier report comments, if any, stay as they are.`);
    const own = await createComment(octokit, options);
    return { id: own.id, ...urlOf(own), action: 'created', deleted: [] };
}
/**
 * After creating `own`, lists our marked comments again: when another run created one meanwhile
 * (or already deleted ours), keeps the oldest, deletes the newer ones and gives the survivor our
 * body. Only our identity's comments count, so a planted one is never deleted.
 */
async function settleRace(octokit, options, marker, identity, own) {
    const after = await findMarked(octokit, options, marker, identity);
    const survivor = after[0] ?? own;
    if (after.length <= 1 && survivor.id === own.id) {
        return { id: own.id, ...urlOf(survivor), action: 'created', deleted: [] };
    }
    const deleted = await deleteDuplicates(octokit, options, after.slice(1));
    _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Another run wrote the same comment at the same time; kept the oldest (${survivor.id})${deleted.length > 0 ? ` and deleted ${deleted.length} newer one(s)` : ''}.`);
    return giveSurvivorOurBody(octokit, options, survivor, own.id, deleted);
}
/** Deletes the newer duplicates one by one; returns the ids this run actually deleted. */
async function deleteDuplicates(octokit, options, duplicates) {
    const deleted = [];
    for (const duplicate of duplicates) {
        try {
            await octokit.rest.issues.deleteComment({ ...(0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .onRepo */ .uq)(options), comment_id: duplicate.id });
            deleted.push(duplicate.id);
        }
        catch (err) {
            // The other run may have deleted it first.
            if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOf */ .c2)(err) !== 404)
                throw err;
        }
    }
    return deleted;
}
/**
 * Makes the comment that survived the race carry our body: nothing to do when it is ours or its
 * content is already the same, otherwise an update.
 */
async function giveSurvivorOurBody(octokit, options, survivor, ownId, deleted) {
    if (survivor.id === ownId || (0,_marked_body_js__WEBPACK_IMPORTED_MODULE_2__/* .sameContent */ .C)(survivor.body, options.body)) {
        return {
            id: survivor.id,
            ...urlOf(survivor),
            action: survivor.id === ownId ? 'created' : 'unchanged',
            deleted,
        };
    }
    return { ...(await writeBody(octokit, options, survivor.id)), deleted };
}
/**
 * Updates the report's comment only when it exists: for reports that end something (the preview
 * of a closed pull request), where a new comment would be noise. Never creates or deletes one;
 * the same rules as {@link upsertStickyComment} decide which comment is ours (when the identity
 * cannot be read, nothing is touched). With duplicates left by a race, the oldest is updated.
 * Returns undefined when there is no comment of ours.
 */
async function updateStickyCommentIfPresent(octokit, options) {
    const { issueNumber, signal } = options;
    const identity = options.identity !== undefined ? options.identity : await readTokenIdentity(octokit, signal);
    if (!identity) {
        _log_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`Could not tell which account the \`github-token\` writes as (GraphQL \`viewer\` unreadable), so the ${options.kind ?? 'feedback'} comment on PR #${issueNumber} is left as it is.`);
        return undefined;
    }
    const current = (await findMarked(octokit, options, commentMarker(options.key, options.kind), identity))[0];
    return current ? updateUnlessSame(octokit, options, current) : undefined;
}
/** Gives our comment `current` the new body, unless its digest says the content is the same. */
async function updateUnlessSame(octokit, options, current) {
    if ((0,_marked_body_js__WEBPACK_IMPORTED_MODULE_2__/* .sameContent */ .C)(current.body, options.body)) {
        _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`The PR comment ${current.id} is up to date; not touched.`);
        return { id: current.id, ...urlOf(current), action: 'unchanged', deleted: [] };
    }
    return { ...(await writeBody(octokit, options, current.id)), deleted: [] };
}
/** Gives comment `id` the options' body. */
async function writeBody(octokit, options, id) {
    const res = await octokit.rest.issues.updateComment({
        ...(0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .onRepo */ .uq)(options),
        comment_id: id,
        body: options.body,
    });
    _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Updated the PR comment ${id}.`);
    return { id, url: res.data.html_url, action: 'updated' };
}
/**
 * Every comment of the PR written by `identity` carrying `marker` on its first line, oldest
 * first. Marked comments by anyone else are skipped (and counted in a log line).
 */
async function findMarked(octokit, options, marker, identity) {
    const found = [];
    let foreign = 0;
    const at = { ...options, number: options.issueNumber };
    for await (const c of (0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .issueComments */ .ar)(octokit, at)) {
        const text = c.body ?? '';
        if (!text.startsWith(marker))
            continue;
        // The marker must be the whole first line: `…:key` must not match `…:key-2`.
        const rest = text.slice(marker.length);
        if (rest !== '' && !/^\r?\n/.test(rest))
            continue;
        if (!isOurs(c.user, identity)) {
            foreign++;
            continue;
        }
        found.push({ id: c.id, body: text, ...(c.html_url ? { url: c.html_url } : {}) });
    }
    if (foreign > 0) {
        _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Left ${foreign} comment(s) carrying this report's marker alone: they were not written by ${identity.login}.`);
    }
    return found.sort((a, b) => a.id - b.id);
}
function urlOf(c) {
    return c.url ? { url: c.url } : {};
}


/***/ }),

/***/ 85084:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Hm: () => (/* binding */ docsRootAt),
  Ur: () => (/* binding */ loadSiteConfig),
  of: () => (/* binding */ publishedAt),
  ws: () => (/* binding */ readStructure),
  Pf: () => (/* binding */ sourceAt),
  Ss: () => (/* binding */ treeAt)
});

// UNUSED EXPORTS: discoverDocsRoot

// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/octokit.ts + 1 modules
var octokit = __webpack_require__(22917);
;// CONCATENATED MODULE: ./src/github/repo-tree.ts
/** Lists the files at `ref` (a commit or branch). Failures throw the Octokit error. */
async function readRepoTree(octokit, options) {
    const { data } = await octokit.rest.git.getTree({
        owner: options.owner,
        repo: options.repo,
        tree_sha: options.ref,
        recursive: '1',
        request: options.signal ? { signal: options.signal } : {},
    });
    const tree = Array.isArray(data.tree) ? data.tree : [];
    const paths = tree.flatMap((e) => e.type === 'blob' && typeof e.path === 'string' ? [e.path] : []);
    return { paths, truncated: data.truncated === true };
}

// EXTERNAL MODULE: ./src/site-config/docs-root.ts
var docs_root = __webpack_require__(3106);
// EXTERNAL MODULE: ./src/site-config/published.ts
var site_config_published = __webpack_require__(90790);
// EXTERNAL MODULE: ./src/site-config/read.ts + 8 modules
var read = __webpack_require__(9212);
// EXTERNAL MODULE: ./src/util/format.ts
var format = __webpack_require__(32693);
// EXTERNAL MODULE: ./src/site-config/types.ts
var types = __webpack_require__(28437);
;// CONCATENATED MODULE: ./src/site-config/read-mintignore.ts
/**
 * The docs folder's `.mintignore`, read once through the same file source and size bound as
 * docs.json. A file that is missing is no rules; one that cannot be read, or is too large, is no
 * rules too, with a warning (its files are then counted as pages, never hidden on a guess). Only
 * the source's cancellation rejects.
 */




/** The file's name, in the docs folder. */
const MINTIGNORE = '.mintignore';
/** The `.mintignore` of `docsRoot`, or undefined when there is none or it cannot be used. */
async function readMintIgnore(source, docsRoot, warnings) {
    const path = (0,read/* inDocsRoot */.jx)(docsRoot, MINTIGNORE);
    const got = await source.read(path);
    if (got.kind === 'missing')
        return undefined;
    const unused = 'the files it lists are counted as pages';
    if (got.kind === 'error') {
        warnings.add(`${path} could not be read (${got.reason}); ${unused}.`);
        return undefined;
    }
    if (got.kind === 'too-large' || Buffer.byteLength(got.text) > types/* MAX_CONFIG_FILE_BYTES */.pB) {
        warnings.add(`${path} is larger than ${(0,format/* formatBytes */.z3)(types/* MAX_CONFIG_FILE_BYTES */.pB)}; ${unused}.`);
        return undefined;
    }
    return (0,site_config_published/* parseMintIgnore */.g_)(got.text, path, warnings);
}

// EXTERNAL MODULE: ./src/site-config/warnings.ts
var site_config_warnings = __webpack_require__(36031);
// EXTERNAL MODULE: ./src/util/frontmatter.ts
var frontmatter = __webpack_require__(69962);
;// CONCATENATED MODULE: ./src/site-config/structure.ts

/** Share of navigation pages without a file past which the site may be generated by a build. */
const GENERATED_SHARE = 0.25;
/**
 * Navigation pages without a file that a generated site has at least: a build that writes pages
 * writes many (Prefect's writes hundreds), while a small site with one or two mistyped entries
 * (`guides/ghost` in a site of two pages) is exactly what the check is for.
 */
const GENERATED_MIN_MISSING = 10;
/** Most added pages whose frontmatter is read to tell hidden ones apart. */
const MAX_FRONTMATTER_READS = 20;
/** Whether a page's text starts with YAML frontmatter that sets `hidden: true` (or `"true"`). */
function hiddenByFrontmatter(text) {
    const { data } = (0,frontmatter/* frontmatterOf */.C2)(text);
    return data?.hidden === true || data?.hidden === 'true';
}
/** Added pages the navigation does not name, in order: the ones to read the frontmatter of. */
function unnamedPages(navigation, added) {
    return added.filter((a) => !navigation.pages.has(a.page));
}
/**
 * Navigation pages no published file serves at the head, sorted; `files` are the head's
 * repository paths.
 */
function missingPages(navigation, files, published) {
    const served = published.pagesOf(files);
    return [...navigation.pages].filter((p) => !served.has(p)).sort();
}
/** The navigation entries without a file, or that the site looks generated (none listed). */
function judgeMissing(navigation, missing) {
    const pages = navigation.pages.size;
    // A count as well as a share: a share alone calls a two-page site with one typo generated.
    if (missing.length >= GENERATED_MIN_MISSING && missing.length > pages * GENERATED_SHARE) {
        return { generated: { missing: missing.length, pages } };
    }
    return { missing };
}

// EXTERNAL MODULE: ./src/util/abort.ts
var abort = __webpack_require__(42334);
// EXTERNAL MODULE: ./src/modes/shared/config-sources.ts
var config_sources = __webpack_require__(52171);
;// CONCATENATED MODULE: ./src/modes/shared/site-config.ts
/**
 * The site's configuration for any mode: the docs folder (the `docs-root` input, or found with
 * one git trees request), then docs.json through the one reader (src/site-config/), each file
 * read once from the checkout when it is at the commit, else through the contents API. Its
 * warnings go to the log here, once; what a mode makes of the result is the mode's.
 */













/** File lists already asked for, per client and commit: one git trees request each. */
const trees = new WeakMap();
/** The repository's file list at `ref`, asked once per client; failures throw. */
function treeAt(ctx, ref) {
    const known = trees.get(ctx.octokit) ?? new Map();
    trees.set(ctx.octokit, known);
    let tree = known.get(ref);
    if (!tree) {
        tree = readRepoTree(ctx.octokit, {
            owner: ctx.runner.owner,
            repo: ctx.runner.repo,
            ref,
            signal: (0,abort/* withDeadline */.NE)(ctx.signal, ctx.deadline),
        });
        // A failed read is not kept: the next caller may try again.
        tree.catch(() => known.delete(ref));
        known.set(ref, tree);
    }
    return tree;
}
/** The checkout when it is at `ref` and may be read for it, else the contents API. */
async function sourceAt(ctx, ref) {
    const workspace = await (0,config_sources/* checkoutAt */.GY)(ctx, ref);
    return workspace
        ? { source: (0,config_sources/* checkoutSource */.E9)(workspace), from: 'the checkout' }
        : { source: (0,config_sources/* apiSource */.s_)(ctx, ref), from: 'the contents API' };
}
/**
 * The docs folder at `ref`: the shallowest folder holding docs.json (or mint.json), from one
 * git trees request. Where the tree cannot be read, the repository root, with a notice.
 */
async function discoverDocsRoot(ctx, ref) {
    if (!ctx.octokit) {
        return {
            docsRoot: '',
            warning: `The docs folder was not looked for (\`github-token\` is empty); the repository root is used. Set \`${constants/* Input */.pd.DocsRoot}\` if docs.json lives in a subfolder.`,
        };
    }
    try {
        const tree = await treeAt({ ...ctx, octokit: ctx.octokit }, ref);
        const found = (0,docs_root/* pickDocsRoot */.H)(tree.paths, tree.truncated, constants/* Input */.pd.DocsRoot);
        if (found.warning)
            log/* warning */.$e(found.warning);
        else
            log/* info */.pq(`Docs folder: \`${found.docsRoot || '/'}\` (it holds ${found.file ?? 'docs.json'}).`);
        return found;
    }
    catch (err) {
        if (ctx.signal.aborted)
            throw ctx.signal.reason;
        log/* notice */.lm(`The repository's file list could not be read to find docs.json (${(0,octokit/* githubErrorText */.fw)(err)}; the job may lack \`contents: read\`); the repository root is used. Set \`${constants/* Input */.pd.DocsRoot}\` if docs.json lives in a subfolder.`);
        return { docsRoot: '' };
    }
}
/**
 * The docs folder at `ref`: the `docs-root` input, else the folder of the shallowest docs.json
 * (one git trees request, kept for docs.json's reader); the repository root without a token.
 * Every path of `mode: status` maps files to pages and pages to files with it; feedback and
 * preview look for the PR's at its head.
 */
async function docsRootAt(source, ref, given) {
    if (given !== undefined)
        return given;
    const found = await discoverDocsRoot(source, ref);
    // With a token the search logs what it found; without one, only this says why the root is used.
    if (!source.octokit && found.warning)
        log/* info */.pq(found.warning);
    return found.docsRoot;
}
/**
 * Reads the site's configuration at `at.ref`. Never throws for GitHub's answers or the files'
 * content; only cancellation rejects. Each warning is logged once.
 */
async function loadSiteConfig(ctx, at) {
    const found = at.docsRoot === undefined ? await discoverDocsRoot(ctx, at.ref) : undefined;
    const docsRoot = at.docsRoot ?? found?.docsRoot ?? '';
    const { source, from } = await sourceAt(ctx, at.ref);
    const config = await (0,read/* readSiteConfig */.EN)(source, docsRoot);
    for (const warning of config.warnings)
        log/* warning */.$e(warning);
    log/* info */.pq(`Site configuration: ${config.kind === 'read' ? `${config.file ?? ''} at ${at.ref.slice(0, 7)}` : 'unknown'}, ${config.filesRead} file${config.filesRead === 1 ? '' : 's'} read from ${from}.`);
    return found?.warning ? { ...config, warnings: [found.warning, ...config.warnings] } : config;
}
/**
 * What the site publishes at `ref`: the one rule for what a page is, for every mode and review
 * (health's drafts, the API review, the removed-page check). The docs folder's `.mintignore` is
 * read (once, through the same source and bounds as docs.json) when the file list names one, or
 * when there is no file list; without `site`, every default ignore applies.
 * Never throws for GitHub's answers; only cancellation rejects.
 */
async function publishedAt(ctx, at, site) {
    let tree;
    if (ctx.octokit) {
        try {
            tree = await treeAt({ ...ctx, octokit: ctx.octokit }, at.ref);
        }
        catch (err) {
            if (ctx.signal.aborted)
                throw ctx.signal.reason;
            log/* info */.pq(`The navigation's files were not checked: the file list could not be read (${(0,octokit/* githubErrorText */.fw)(err)}).`);
        }
    }
    const file = (0,read/* inDocsRoot */.jx)(at.docsRoot, MINTIGNORE);
    let mintignore;
    if (tree ? tree.truncated || tree.paths.includes(file) : ctx.octokit !== undefined) {
        const warnings = new site_config_warnings/* Warnings */.e();
        mintignore = await readMintIgnore((await sourceAt(ctx, at.ref)).source, at.docsRoot, warnings);
        for (const warning of warnings.list())
            log/* warning */.$e(warning);
        if (mintignore)
            log/* info */.pq(`${file}: ${(0,format/* plural */.LS)(mintignore.patterns, 'pattern')} read.`);
    }
    const published = new site_config_published/* PublishedPages */.ZD(at.docsRoot, mintignore, site?.navigation?.pages);
    return { published, ...(tree ? { tree } : {}) };
}
/**
 * The structure a pull request leaves at `ref`: pages it adds that the site publishes, no
 * navigation names and are not hidden (the frontmatter of at most {@link MAX_FRONTMATTER_READS}
 * read), and navigation entries no published file serves (from the file list of
 * {@link publishedAt}), or that the site looks generated. A part that cannot be known is
 * undefined; only cancellation rejects.
 */
async function readStructure(ctx, at, site, added, pages) {
    const { navigation } = site;
    if (!navigation)
        return { unchecked: 0 };
    const { source } = await sourceAt(ctx, at.ref);
    const publishedAdded = added.filter((a) => pages.published.pageOf(a.file) !== undefined);
    const candidates = unnamedPages(navigation, publishedAdded);
    const unlisted = [];
    let unchecked = Math.max(0, candidates.length - MAX_FRONTMATTER_READS);
    for (const page of candidates.slice(0, MAX_FRONTMATTER_READS)) {
        const read = await source.read(page.file);
        if (read.kind !== 'found')
            unchecked++;
        else if (!hiddenByFrontmatter(read.text))
            unlisted.push(page.page);
    }
    const { tree } = pages;
    const files = tree && !tree.truncated
        ? judgeMissing(navigation, missingPages(navigation, tree.paths, pages.published))
        : {};
    return { unlisted, unchecked, ...files };
}


/***/ }),

/***/ 69962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C2: () => (/* binding */ frontmatterOf),
/* harmony export */   zT: () => (/* binding */ readFrontmatter)
/* harmony export */ });
/* unused harmony export MAX_FRONTMATTER_CHARS */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/**
 * A Markdown page's frontmatter, read as the YAML it is by the maintained `yaml` package: plain,
 * quoted, folded (`>`, `>-`) and literal (`|`) scalars as the site's own build reads them. Bounded
 * for text from outside (a PR's file, a live page): at most {@link MAX_FRONTMATTER_CHARS}, the
 * core schema with no custom tags, few aliases. Bottom layer: the live check, the site's
 * structure check and the API review read frontmatter through it (the one reader).
 */

/** Longest frontmatter read; a longer one is reported, not read. */
const MAX_FRONTMATTER_CHARS = 64 * 1024;
/** Aliases expanded at most (a "billion laughs" frontmatter stops here). */
const MAX_ALIASES = 50;
/**
 * The frontmatter of a page's whole text (a BOM dropped, CRLF or LF): the one way every reader
 * of frontmatter takes it (the API review's `openapi:`, the structure check's `hidden:`, the live
 * check's title). Past the frontmatter's cap nothing is read, so the rest of a page is not split.
 */
function frontmatterOf(text) {
    const head = text.slice(text.charCodeAt(0) === 0xfeff ? 1 : 0, MAX_FRONTMATTER_CHARS + 16);
    return readFrontmatter(head.split(/\r?\n/));
}
/**
 * The frontmatter of a page split into lines (a BOM already dropped): a first line `---`, up to
 * the next line `---` or `...`. Never throws: what cannot be read is a `problem`.
 */
function readFrontmatter(lines) {
    if (lines[0]?.trim() !== '---')
        return { bodyStart: 0 };
    const end = lines.findIndex((l, i) => i > 0 && /^(?:---|\.\.\.)\s*$/.test(l));
    if (end < 0)
        return { bodyStart: 0 };
    const source = lines.slice(1, end).join('\n');
    const bodyStart = end + 1;
    if (source.length > MAX_FRONTMATTER_CHARS) {
        return {
            bodyStart,
            problem: `the frontmatter is longer than ${MAX_FRONTMATTER_CHARS} characters`,
        };
    }
    try {
        const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(source, { schema: 'core', customTags: [], prettyErrors: false });
        const error = doc.errors[0];
        if (error)
            return {
                bodyStart,
                problem: `the frontmatter is not valid YAML (${firstLine(error.message)})`,
            };
        const data = doc.toJS({ maxAliasCount: MAX_ALIASES });
        if (data === null || data === undefined)
            return { bodyStart, data: {} };
        if (typeof data !== 'object' || Array.isArray(data)) {
            return { bodyStart, problem: 'the frontmatter is not a YAML mapping' };
        }
        return { bodyStart, data: data };
    }
    catch (err) {
        // Too many aliases, or nesting deeper than the stack.
        const message = err instanceof Error ? err.message : String(err);
        return { bodyStart, problem: `the frontmatter could not be read (${firstLine(message)})` };
    }
}
/** The first line of a parser's message, at most 120 characters (it quotes the text). */
function firstLine(message) {
    return (message.split('\n')[0] ?? '').slice(0, 120);
}


/***/ })

};

//# sourceMappingURL=49.index.js.map