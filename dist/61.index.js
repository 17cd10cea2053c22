export const id = 61;
export const ids = [61];
export const modules = {

/***/ 30622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ readRepoFile)
/* harmony export */ });
/* unused harmony export MAX_REPO_FILE_BYTES */
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6702);
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

/***/ 77840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ readRepoTree)
/* harmony export */ });
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
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6702);
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

/***/ 38061:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Hm: () => (/* binding */ docsRootAt),
  Ur: () => (/* binding */ loadSiteConfig),
  of: () => (/* binding */ publishedAt),
  ws: () => (/* binding */ readStructure),
  Ss: () => (/* binding */ treeAt)
});

// UNUSED EXPORTS: discoverDocsRoot

// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/octokit.ts
var octokit = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/github/repo-tree.ts
var repo_tree = __webpack_require__(77840);
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

/** Share of navigation pages without a file past which the site looks generated by a build. */
const GENERATED_SHARE = 0.25;
/** Most added pages whose frontmatter is read to tell hidden ones apart. */
const MAX_FRONTMATTER_READS = 20;
/** Whether a page's text starts with YAML frontmatter that sets `hidden: true` (or `"true"`). */
function hiddenByFrontmatter(text) {
    // Past the frontmatter's cap nothing is read anyway: the rest of the page is not split.
    const head = text.replace(/^\uFEFF/, '').slice(0, frontmatter/* MAX_FRONTMATTER_CHARS */.Q + 16);
    const { data } = (0,frontmatter/* readFrontmatter */.z)(head.split(/\r?\n/));
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
    if (pages > 0 && missing.length > pages * GENERATED_SHARE) {
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
        tree = (0,repo_tree/* readRepoTree */.Z)(ctx.octokit, {
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
 * What the site publishes at `ref`: the docs folder's `.mintignore` read (once, through the same
 * source and bounds as docs.json) when the file list names one, or when there is no file list.
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
    const published = new site_config_published/* PublishedPages */.ZD(at.docsRoot, mintignore, site.navigation?.pages);
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

/***/ 90790:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZD: () => (/* binding */ PublishedPages),
/* harmony export */   g_: () => (/* binding */ parseMintIgnore),
/* harmony export */   j5: () => (/* binding */ isSnippetPath)
/* harmony export */ });
/* unused harmony export MAX_IGNORE_LINES */
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70298);
/* harmony import */ var ignore__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(ignore__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_page_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23585);
/**
 * Which repository files the site publishes as pages, as the vendor builds it: `.mdx`/`.md`
 * under the docs folder, except
 * - files under `snippets/` (the vendor: "Any file in the `/snippets/` folder is always a snippet")
 *   or the legacy `_snippets/`, at the docs folder's top;
 * - the vendor's default ignores (mintlify.com/docs/organize/mintignore: `.git`, `.github`,
 *   `node_modules`, `build`, `tmp`… and `README.md`, `LICENSE.md`, `CHANGELOG.md`,
 *   `CONTRIBUTING.md`), taken at the docs folder's top only and never for a page the navigation
 *   names: sites publish navigation pages under nested `build/` folders;
 * - whatever the docs folder's `.mintignore` lists (gitignore syntax, through the `ignore`
 *   package): an entry whose only file is ignored there is a missing page.
 * Pure, bounded: a `.mintignore` is read in at most {@link MAX_IGNORE_LINES} lines of at most
 * {@link MAX_IGNORE_LINE} characters, and paths longer than {@link MAX_TESTED_PATH} are not
 * tested against it (published).
 */


/** The vendor's default ignored folders, at the docs folder's top. */
const DEFAULT_FOLDERS = new Set([
    '.git',
    '.github',
    '.claude',
    '.agents',
    '.idea',
    '.vscode',
    'node_modules',
    'build',
    'dist',
    'coverage',
    '.cache',
    'tmp',
    'temp',
]);
/** The vendor's default ignored files, at the docs folder's top. */
const DEFAULT_FILES = new Set([
    'README.md',
    'LICENSE.md',
    'CHANGELOG.md',
    'CONTRIBUTING.md',
]);
/** Folders whose files are snippets, never pages, at the docs folder's top. */
const SNIPPET_FOLDERS = new Set(['snippets', '_snippets']);
/** Most `.mintignore` lines read. */
const MAX_IGNORE_LINES = 1_000;
/** Longest `.mintignore` line taken. */
const MAX_IGNORE_LINE = 256;
/** Longest path tested against `.mintignore`. */
const MAX_TESTED_PATH = 1_024;
/** Whether a page path (normalized) lies in a snippets folder, so is no page at all. */
function isSnippetPath(page) {
    const top = page.split('/')[1];
    return top !== undefined && page.includes('/', 1) && SNIPPET_FOLDERS.has(top);
}
/** Compiles a `.mintignore`'s text; lines past the bounds are left out with one warning. */
function parseMintIgnore(text, file, warnings) {
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    const kept = lines
        .slice(0, MAX_IGNORE_LINES)
        .filter((l) => l.trim() !== '' && !l.startsWith('#') && l.length <= MAX_IGNORE_LINE);
    const long = lines.slice(0, MAX_IGNORE_LINES).filter((l) => l.length > MAX_IGNORE_LINE).length;
    const over = Math.max(0, lines.length - MAX_IGNORE_LINES);
    if (long + over > 0) {
        warnings.add(`${file}: ${long + over} line${long + over === 1 ? '' : 's'} longer than ${MAX_IGNORE_LINE} characters or past line ${MAX_IGNORE_LINES} ${long + over === 1 ? 'was' : 'were'} not read; the files ${long + over === 1 ? 'it lists are' : 'they list are'} counted as pages.`);
    }
    const rules = ignore__WEBPACK_IMPORTED_MODULE_0___default()().add(kept);
    return {
        patterns: kept.length,
        ignores(relPath) {
            if (relPath.length > MAX_TESTED_PATH)
                return false;
            try {
                return rules.ignores(relPath);
            }
            catch {
                // Not a relative path the package takes (it never is, from a file list): published.
                return false;
            }
        },
    };
}
/** Tells the page a repository file is published at, or that it is none. */
class PublishedPages {
    docsRoot;
    mintignore;
    named;
    root;
    /**
     * @param docsRoot the docs folder (`''` for the repository root)
     * @param mintignore the docs folder's `.mintignore`, if it has one
     * @param named the pages the navigation names (kept from the default ignores); none when
     *   unknown, so every default ignore applies
     */
    constructor(docsRoot, mintignore, named = new Set()) {
        this.docsRoot = docsRoot;
        this.mintignore = mintignore;
        this.named = named;
        this.root = docsRoot === '' ? '' : `${docsRoot}/`;
    }
    /** The page `file` (a repository path) is published at, or undefined. */
    pageOf(file) {
        const page = (0,_util_page_path_js__WEBPACK_IMPORTED_MODULE_1__/* .fileToPagePath */ .I)(file, this.docsRoot);
        if (page === undefined)
            return undefined;
        const rel = file.replace(/^\.?\/+/, '').slice(this.root.length);
        const slash = rel.indexOf('/');
        const top = slash < 0 ? undefined : rel.slice(0, slash);
        if (top !== undefined && SNIPPET_FOLDERS.has(top))
            return undefined;
        if (this.mintignore?.ignores(rel))
            return undefined;
        const byDefault = top === undefined ? DEFAULT_FILES.has(rel) : DEFAULT_FOLDERS.has(top);
        if (byDefault && !this.named.has(page))
            return undefined;
        return page;
    }
    /** Every page `files` publish. */
    pagesOf(files) {
        const out = new Set();
        for (const file of files) {
            const page = this.pageOf(file);
            if (page !== undefined)
                out.add(page);
        }
        return out;
    }
}


/***/ }),

/***/ 69962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ MAX_FRONTMATTER_CHARS),
/* harmony export */   z: () => (/* binding */ readFrontmatter)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/**
 * A Markdown page's frontmatter, read as the YAML it is by the maintained `yaml` package: plain,
 * quoted, folded (`>`, `>-`) and literal (`|`) scalars as the site's own build reads them. Bounded
 * for text from outside (a PR's file, a live page): at most {@link MAX_FRONTMATTER_CHARS}, the
 * core schema with no custom tags, few aliases. Bottom layer: the live check and the site's
 * structure check read frontmatter through it.
 */

/** Longest frontmatter read; a longer one is reported, not read. */
const MAX_FRONTMATTER_CHARS = 64 * 1024;
/** Aliases expanded at most (a "billion laughs" frontmatter stops here). */
const MAX_ALIASES = 50;
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

//# sourceMappingURL=61.index.js.map