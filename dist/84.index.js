export const id = 84;
export const ids = [84];
export const modules = {

/***/ 22917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qi: () => (/* binding */ createOctokit),
  fw: () => (/* binding */ githubErrorText),
  ar: () => (/* binding */ issueComments),
  uq: () => (/* binding */ onRepo),
  B0: () => (/* binding */ pullFiles),
  c2: () => (/* binding */ statusOf)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(86856);
// EXTERNAL MODULE: ./src/log.ts
var src_log = __webpack_require__(25625);
// EXTERNAL MODULE: ./src/util/abort.ts
var abort = __webpack_require__(42334);
// EXTERNAL MODULE: ./src/util/network.ts + 2 modules
var network = __webpack_require__(23535);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
// EXTERNAL MODULE: ./src/util/proxy-error.ts
var proxy_error = __webpack_require__(25159);
;// CONCATENATED MODULE: ./src/util/network-fetch.ts
/**
 * `fetch` (undici's) through util/network.ts: for Octokit's `request.fetch`, so GitHub calls take
 * the runner's proxy, its deadlines and its messages as every other request does, instead of
 * @actions/http-client's own `ProxyAgent` (whose CONNECT no signal bounds).
 */



/**
 * A `fetch` whose requests go through {@link dispatcherFor}'s dispatcher of their origin (made on
 * first use, kept for the run: idle sockets do not hold the process). A request refused or left
 * unanswered by the proxy rejects with the {@link ProxyError} that says so, not undici's
 * `fetch failed`.
 */
function networkFetch(options = {}) {
    const dispatchers = new Map();
    const dispatcher = (url) => {
        let found = dispatchers.get(url.origin);
        if (!found) {
            found = (0,network/* dispatcherFor */.tR)(url, options.deadline === undefined ? {} : options);
            dispatchers.set(url.origin, found);
        }
        return found;
    };
    return async (url, init = {}) => {
        const target = new URL(url);
        try {
            const response = await (0,undici.fetch)(target, {
                ...init,
                dispatcher: dispatcher(target),
            });
            return response;
        }
        catch (err) {
            throw proxyCause(err) ?? err;
        }
    };
}
/** The {@link ProxyError} behind undici's `TypeError: fetch failed`, if that is what it was. */
function proxyCause(err) {
    const cause = err?.cause;
    return cause instanceof proxy_error/* ProxyError */.T6 ? cause : undefined;
}

// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
;// CONCATENATED MODULE: ./src/github/octokit.ts
/**
 * The one place an Octokit client is made, pointed at this run's API (GHES or the emulator), with
 * the same resilience as platform calls: retries of server errors (@octokit/plugin-retry) and
 * waits on primary and secondary rate limits as `retry-after` asks (@octokit/plugin-throttling),
 * all within the mode's deadline. Its requests go through util/network.ts (Octokit's
 * `request.fetch`): the runner's proxy, connections bounded by the deadline, and a proxy's refusal
 * or silence in plain words, never retried.
 */








/** Rate-limit waits retried per request at most; each is also bounded by the deadline. */
const MAX_RATE_LIMIT_RETRIES = 3;
/**
 * Creates an Octokit for `token` against `runner.apiUrl`. @actions/github reads GITHUB_API_URL
 * when it loads, so the base URL is passed explicitly rather than trusted from the module.
 */
function createOctokit(token, runner, limits = {}) {
    const deadline = limits.deadline ?? Number.POSITIVE_INFINITY;
    const log = limits.log ?? ((line) => src_log/* info */.pq(line));
    /** Whether waiting `seconds` and trying again still ends before the deadline. */
    const canWait = (seconds, retryCount, what) => {
        const fits = Date.now() + seconds * 1000 < deadline;
        if (retryCount < MAX_RATE_LIMIT_RETRIES && fits) {
            log(`GitHub API: ${what}; retrying in ${seconds} s.`);
            return true;
        }
        log(`GitHub API: ${what}; not retrying (${fits ? 'retried enough' : 'past the `timeout`'}).`);
        return false;
    };
    return github/* getOctokit */.Q(token, {
        baseUrl: runner.apiUrl,
        throttle: {
            onRateLimit: (after, _options, _octokit, count) => canWait(after, count, 'rate limit reached'),
            onSecondaryRateLimit: (after, _options, _octokit, count) => canWait(after, count, 'secondary rate limit reached'),
        },
        retry: { retries: 3 },
        // Through our network module, not @actions/http-client's own ProxyAgent. A late request
        // (refuseLateAttempts false) still has the run's deadline, which main.ts sets with grace.
        request: {
            fetch: networkFetch(limits.refuseLateAttempts === false ? {} : { deadline }),
        },
    }, 
    // First, so its hooks are the innermost: they see each attempt (retries included) and each
    // error before the retry plugin does.
    deadlineGuard(deadline, limits.refuseLateAttempts !== false), dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
}
/**
 * A plugin that stops retries of a cancelled or late request (@octokit/request reports an abort
 * as HTTP 500, which the retry plugin would otherwise retry three times, waiting 14 s in all),
 * and, with `refuseLate`, refuses any attempt once the deadline has passed.
 */
function deadlineGuard(deadline, refuseLate) {
    return (octokit) => {
        octokit.hook.before('request', () => {
            if (!refuseLate || Date.now() < deadline)
                return;
            // `request.retries: 0` tells the retry plugin not to try again.
            throw Object.assign(new Error('Timed out: the `timeout` ran out before this GitHub request.'), { name: 'TimeoutError', request: { request: { retries: 0 } } });
        });
        octokit.hook.error('request', (error, options) => {
            const proxy = finalProxyError(error);
            // The proxy's own words, not Octokit's HTTP 500, and `retries: 0` for the retry plugin.
            if (proxy)
                throw Object.assign(proxy, { request: { request: { retries: 0 } } });
            if (options.request && (options.request.signal?.aborted || Date.now() >= deadline)) {
                options.request.retries = 0;
            }
            throw error;
        });
    };
}
/**
 * The proxy's refusal (407, 403) or silence behind an Octokit error (in its `cause`): no retry can
 * help either, and its message says what to do.
 */
function finalProxyError(error) {
    const cause = error?.cause;
    const proxy = error instanceof network/* ProxyError */.T6 ? error : cause instanceof network/* ProxyError */.T6 ? cause : undefined;
    return proxy && (proxy.refused || proxy.answer === 'no-answer') ? proxy : undefined;
}
/** The HTTP status of an Octokit error, if it has one (network errors have none). */
function statusOf(err) {
    const status = err?.status;
    return typeof status === 'number' ? status : undefined;
}
/** An Octokit error in one line, with its HTTP status and without secrets. */
function githubErrorText(err) {
    const status = statusOf(err);
    const short = (0,util_text/* logText */.kc)((0,abort/* errorText */.kc)(err), 300);
    return status !== undefined && !short.includes(String(status))
        ? `HTTP ${status}: ${short}`
        : short;
}
/** The owner, repository and abort signal every request on a repository takes. */
function onRepo(at) {
    return { owner: at.owner, repo: at.repo, request: at.signal ? { signal: at.signal } : {} };
}
/** The files a pull request changes, as GitHub lists them (100 a request), stopping after `max`. */
async function* pullFiles(octokit, at, max) {
    const params = { ...onRepo(at), pull_number: at.number, per_page: 100 };
    let count = 0;
    for await (const page of octokit.paginate.iterator(octokit.rest.pulls.listFiles, params)) {
        for (const file of page.data) {
            yield file;
            if (++count >= max)
                return;
        }
    }
}
/** The comments of an issue or pull request, oldest first, as GitHub lists them (100 a request). */
async function* issueComments(octokit, at) {
    const params = { ...onRepo(at), issue_number: at.number, per_page: 100 };
    for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, params)) {
        yield* page.data;
    }
}


/***/ }),

/***/ 30622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ readRepoFile)
/* harmony export */ });
/* unused harmony export MAX_REPO_FILE_BYTES */
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22917);
/**
 * Reads one text file of the repository at a commit through the contents API
 * (GET /repos/{owner}/{repo}/contents/{path}?ref=): one request, no checkout. The API returns a
 * file's content inline up to 1 MB; a larger file comes back without it and is reported as too
 * large rather than fetched some other way.
 */

/** Largest file read, in bytes: what the contents API returns inline. */
const MAX_REPO_FILE_BYTES = 1024 * 1024;
/**
 * Reads `path` at `ref`. A 404 is `missing`; any other failure (401, 403, 5xx after retries, a
 * timeout) throws the Octokit error for the caller to word.
 */
async function readRepoFile(octokit, options) {
    let data;
    try {
        ({ data } = await octokit.rest.repos.getContent({
            owner: options.owner,
            repo: options.repo,
            path: options.path,
            ref: options.ref,
            request: options.signal ? { signal: options.signal } : {},
        }));
    }
    catch (err) {
        if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(err) === 404)
            return { kind: 'missing' };
        throw err;
    }
    if (Array.isArray(data))
        return { kind: 'not-a-file', type: 'dir' };
    const file = (data ?? {});
    if (file.type !== 'file')
        return { kind: 'not-a-file', type: String(file.type ?? 'unknown') };
    const size = typeof file.size === 'number' ? file.size : 0;
    if (size > MAX_REPO_FILE_BYTES ||
        file.encoding !== 'base64' ||
        typeof file.content !== 'string') {
        return { kind: 'too-large', size };
    }
    const bytes = Buffer.from(file.content, 'base64');
    if (bytes.length > MAX_REPO_FILE_BYTES)
        return { kind: 'too-large', size: bytes.length };
    return { kind: 'found', text: bytes.toString('utf8'), size: bytes.length };
}


/***/ }),

/***/ 52171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ checkoutSource),
/* harmony export */   GY: () => (/* binding */ checkoutAt),
/* harmony export */   s_: () => (/* binding */ apiSource)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(22917);
/* harmony import */ var _github_repo_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(30622);
/* harmony import */ var _inputs_runner_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(19571);
/* harmony import */ var _site_config_types_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(28437);
/* harmony import */ var _util_abort_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42334);
/**
 * Where the configuration reader's files come from: the checkout in GITHUB_WORKSPACE, when its
 * HEAD is the commit to check (never on pull request events, whose checkout is the merge ref),
 * else the contents API at that commit. Both read a path once and answer in the reader's terms
 * (found, missing, too large, an error in plain words); only cancellation rejects.
 */









const run = (0,node_util__WEBPACK_IMPORTED_MODULE_3__.promisify)(node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile);
/** The workspace's folder when its checkout is at `ref` and may be read for it, else undefined. */
async function checkoutAt(ctx, ref) {
    const workspace = process.env.GITHUB_WORKSPACE;
    if (!workspace || _inputs_runner_js__WEBPACK_IMPORTED_MODULE_6__/* .PR_EVENTS */ .l.has(ctx.runner.eventName) || !/^[0-9a-f]{40}$/i.test(ref))
        return undefined;
    try {
        const { stdout } = await run('git', ['-C', workspace, 'rev-parse', 'HEAD'], {
            timeout: 10_000,
            signal: ctx.signal,
        });
        return stdout.trim().toLowerCase() === ref.toLowerCase()
            ? await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.realpath(workspace)
            : undefined;
    }
    catch {
        if (ctx.signal.aborted)
            throw ctx.signal.reason;
        // No git, no repository, an unsafe directory: the contents API reads it instead.
        return undefined;
    }
}
/** Reads files of the checkout at `root`; a path that leads outside it (a symlink) is refused. */
function checkoutSource(root) {
    return {
        async read(repoPath) {
            const full = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(root, repoPath);
            try {
                const real = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.realpath(full);
                if (!real.startsWith(`${root}${(node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)}`)) {
                    return { kind: 'error', reason: 'it is a link that leads outside the repository' };
                }
                const stat = await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.stat(real);
                if (!stat.isFile())
                    return { kind: 'error', reason: 'it is not a file' };
                if (stat.size > _site_config_types_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_CONFIG_FILE_BYTES */ .pB)
                    return { kind: 'too-large', size: stat.size };
                return { kind: 'found', text: await node_fs__WEBPACK_IMPORTED_MODULE_1__.promises.readFile(real, 'utf8') };
            }
            catch (err) {
                const code = err.code;
                if (code === 'ENOENT' || code === 'ENOTDIR')
                    return { kind: 'missing' };
                return { kind: 'error', reason: code ?? String(err) };
            }
        },
    };
}
/** Reads files through the contents API at `ref`, one request each. */
function apiSource(ctx, ref) {
    return {
        async read(repoPath) {
            if (!ctx.octokit)
                return { kind: 'error', reason: '`github-token` is empty' };
            try {
                const found = await (0,_github_repo_file_js__WEBPACK_IMPORTED_MODULE_5__/* .readRepoFile */ .O)(ctx.octokit, {
                    owner: ctx.runner.owner,
                    repo: ctx.runner.repo,
                    path: repoPath,
                    ref,
                    signal: (0,_util_abort_js__WEBPACK_IMPORTED_MODULE_7__/* .withDeadline */ .NE)(ctx.signal, ctx.deadline),
                });
                if (found.kind === 'not-a-file')
                    return { kind: 'error', reason: `it is not a file (${found.type.slice(0, 40)})` };
                if (found.kind === 'too-large')
                    return { kind: 'too-large', size: found.size };
                return found.kind === 'found' ? { kind: 'found', text: found.text } : found;
            }
            catch (err) {
                if (ctx.signal.aborted)
                    throw ctx.signal.reason;
                return { kind: 'error', reason: (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_4__/* .githubErrorText */ .fw)(err) };
            }
        },
    };
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

//# sourceMappingURL=84.index.js.map