export const id = 27;
export const ids = [27];
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

/***/ 3106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ pickDocsRoot)
/* harmony export */ });
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9212);
/**
 * The docs folder found from a repository's file list (one git trees request): the folder of the
 * shallowest docs.json (or mint.json, where a folder has no docs.json), outside dot folders,
 * `node_modules` and test fixtures. Several at that depth, or a truncated list, give a warning
 * that lists them and names the `docs-root` input. Pure.
 */

/** Folders never taken for the docs: tooling, dependencies, tests and their fixtures. */
const SKIPPED_FOLDER = /^(?:\..*|node_modules|__tests__|__fixtures__|fixtures?|test|tests|spec)$/i;
/** Most candidates named in a warning. */
const MAX_LISTED = 10;
/** The folder of `path` when it is a configuration file outside skipped folders. */
function candidateFolder(path) {
    const parts = path.split('/');
    const name = parts.pop() ?? '';
    if (!_read_js__WEBPACK_IMPORTED_MODULE_0__/* .CONFIG_FILES */ .n0.includes(name))
        return undefined;
    if (parts.some((p) => SKIPPED_FOLDER.test(p)))
        return undefined;
    return { folder: parts.join('/'), name };
}
/**
 * Picks the docs folder from the paths of a repository's files (blobs only). With several at
 * the shallowest depth, the first in path order is taken and the warning lists them all.
 */
function pickDocsRoot(paths, truncated, input) {
    const folders = new Map();
    for (const path of paths) {
        const found = candidateFolder(path);
        // docs.json wins over mint.json in the same folder, as the site reads it.
        if (found && (folders.get(found.folder) ?? 'mint.json') === 'mint.json') {
            folders.set(found.folder, found.name);
        }
    }
    const depth = (folder) => (folder === '' ? 0 : folder.split('/').length);
    const shallowest = Math.min(...[...folders.keys()].map(depth));
    const best = [...folders.keys()].filter((f) => depth(f) === shallowest).sort();
    const cut = truncated
        ? ' The repository’s file list was truncated by GitHub, so a shallower one may exist.'
        : '';
    const [first] = best;
    if (first === undefined) {
        return {
            docsRoot: '',
            warning: `No docs.json (nor mint.json) was found in the repository${truncated ? '’s file list, which GitHub truncated' : ''}; the repository root is used. Set \`${input}\` to the folder that holds docs.json.`,
        };
    }
    const file = `${first === '' ? '' : `${first}/`}${folders.get(first) ?? 'docs.json'}`;
    if (best.length === 1 && !truncated)
        return { docsRoot: first, file };
    const listed = best.slice(0, MAX_LISTED).map((f) => `\`${f || '/'}\``);
    const more = best.length > MAX_LISTED ? `, and ${best.length - MAX_LISTED} more` : '';
    const several = best.length > 1
        ? `Several folders hold a docs configuration at the same depth (${listed.join(', ')}${more}); \`${first || '/'}\` is used.`
        : `\`${first || '/'}\` is used as the docs folder.`;
    return { docsRoot: first, file, warning: `${several}${cut} Set \`${input}\` to choose.` };
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
 *   or the legacy `_snippets/`, at the docs folder's top; deeper down, such a folder holds files
 *   other pages import ("Snippets are any files imported into another file… does not render as
 *   a standalone page"): a page only when the navigation names it;
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
/** Whether a folder below the top of `rel` (a path from the docs folder) is a snippets folder. */
function inNestedSnippets(rel) {
    const folders = rel.split('/').slice(1, -1);
    return folders.some((f) => SNIPPET_FOLDERS.has(f));
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
        // A `snippets/` folder deeper down holds files other pages import (docs/snippets/ in a site
        // whose docs.json is at the root): imported files are never served on their own, so such a
        // file is a page only when the navigation names it.
        if (inNestedSnippets(rel) && !this.named.has(page))
            return undefined;
        if (this.mintignore?.ignores(rel))
            return undefined;
        const byDefault = top === undefined ? DEFAULT_FILES.has(rel) : DEFAULT_FOLDERS.has(top);
        if (byDefault && !this.named.has(page))
            return undefined;
        return page;
    }
    /**
     * Whether the build leaves `file` (any file, not only a page) out: outside the docs folder, in
     * a default-ignored folder or file at its top, or listed in `.mintignore`.
     */
    excludes(file) {
        const path = file.replace(/^\.?\/+/, '');
        if (!path.startsWith(this.root))
            return true;
        const rel = path.slice(this.root.length);
        const slash = rel.indexOf('/');
        const top = slash < 0 ? undefined : rel.slice(0, slash);
        if (top === undefined ? DEFAULT_FILES.has(rel) : DEFAULT_FOLDERS.has(top))
            return true;
        return this.mintignore?.ignores(rel) ?? false;
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

/***/ 9212:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n0: () => (/* binding */ CONFIG_FILES),
  jx: () => (/* binding */ inDocsRoot),
  EN: () => (/* binding */ readSiteConfig)
});

// EXTERNAL MODULE: ./src/util/format.ts
var format = __webpack_require__(32693);
;// CONCATENATED MODULE: ./src/site-config/json-file.ts
/**
 * One configuration file's text as JSON, and the `$ref`s it holds. The text is untrusted: a parse
 * error is a reason, never a throw, and the search for `$ref`s is bounded in depth and size.
 * Pure.
 */
/** Deepest nesting looked into, in one file or through `$ref`s (a real site needs ~15). */
const MAX_JSON_DEPTH = 64;
/** Most values visited in one walk of a file. */
const MAX_WALK_NODES = 1_000_000;
/** Parses `text` as JSON (a leading byte-order mark allowed, as editors write it). */
function parseJsonFile(text) {
    try {
        return { kind: 'ok', value: JSON.parse(text.replace(/^\uFEFF/, '')) };
    }
    catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        return { kind: 'bad', reason: `it is not valid JSON (${why.slice(0, 200)})` };
    }
}
/** Whether `value` is a JSON object (not an array, not null). */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The string values of every `$ref` key in `value`, within the depth and size bounds. */
function refsIn(value) {
    const out = [];
    const stack = [{ node: value, depth: 0 }];
    for (let seen = 0; stack.length > 0 && seen < MAX_WALK_NODES; seen++) {
        const { node, depth } = stack.pop();
        if (depth > MAX_JSON_DEPTH || typeof node !== 'object' || node === null)
            continue;
        const children = Array.isArray(node) ? node : Object.values(node);
        if (isRecord(node) && typeof node.$ref === 'string')
            out.push(node.$ref);
        // Pushed last first, so they are taken in document order.
        for (let i = children.length - 1; i >= 0; i--) {
            const child = children[i];
            if (typeof child === 'object' && child !== null)
                stack.push({ node: child, depth: depth + 1 });
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/util/page-path.ts
var page_path = __webpack_require__(23585);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/site-config/ref-path.ts
/**
 * Where a `$ref` points: a path relative to the file that holds it, which must stay inside the
 * docs folder (the vendor: "Paths must be relative and stay within the project root") and name a
 * `.json` file ("relative file path to a `.json` file"). Anything else is refused with the reason,
 * so nothing outside the docs folder is ever read. Pure text.
 */

/** Longest `$ref` value looked at. */
const MAX_REF_LENGTH = 1_000;
/**
 * The repository path `ref` names, read from the file at `holder` (a repository path), or why it
 * is refused. `docsRoot` is the docs folder (`''` for the repository root).
 */
function refTarget(ref, holder, docsRoot) {
    if (ref.length > MAX_REF_LENGTH)
        return { refused: 'it is too long' };
    if (ref.trim() === '')
        return { refused: 'it is empty' };
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\\]/.test(ref))
        return { refused: 'it holds a backslash or control character' };
    if (/^[a-z][a-z0-9+.-]*:/i.test(ref))
        return { refused: 'it is a URL, not a relative path' };
    if (ref.startsWith('/') || ref.startsWith('~'))
        return { refused: 'it is an absolute path' };
    const joined = external_node_path_default().posix.normalize(external_node_path_default().posix.join(external_node_path_default().posix.dirname(holder), ref));
    const root = docsRoot === '' ? '' : `${docsRoot}/`;
    if (joined.startsWith('../') || joined === '..' || !joined.startsWith(root)) {
        return { refused: `it leads outside the docs folder (\`${docsRoot || '/'}\`)` };
    }
    if (!/\.json$/i.test(joined))
        return { refused: 'it does not name a `.json` file' };
    return { path: joined };
}

// EXTERNAL MODULE: ./src/site-config/types.ts
var types = __webpack_require__(28437);
;// CONCATENATED MODULE: ./src/site-config/resolve.ts
/**
 * `$ref` resolution over files already read (load-files.ts), as the vendor's settings reference
 * describes it: a `$ref` at any level, relative to the file that holds it, nested; an object's
 * sibling keys merged on top of the object it references (they win); a non-object result
 * replacing the block, siblings ignored. A cycle, a chain deeper than {@link MAX_REF_DEPTH}, a
 * refused path or an unreadable target leaves an {@link Unresolved} in its place and a warning
 * naming the file and the JSON pointer inside it; what depends on it is then "unknown". Pure and
 * bounded: {@link MAX_JSON_DEPTH} levels, {@link MAX_RESOLVED_NODES} values in all.
 */



/** Most objects and lists the resolved configuration may hold (a 5,000-page site has ~500). */
const MAX_RESOLVED_NODES = 500_000;
/** A place the configuration could not be resolved: what depends on it is unknown. */
class Unresolved {
    why;
    constructor(why) {
        this.why = why;
    }
}
/** `docs/docs.json at /navigation/languages/1` (a JSON pointer inside the file). */
function describeFrame(frame) {
    const keys = [];
    for (let f = frame; f?.key !== undefined; f = f.up) {
        keys.push(`/${String(f.key).replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
    return `${frame.file} at ${keys.reverse().join('') || '/'}`;
}
function fail(walk, message) {
    const why = `${describeFrame(walk.frame)}: ${message}`;
    walk.warnings.add(why);
    return new Unresolved(why);
}
/** The value `$ref: ref` stands for, resolved in its own file. */
function follow(walk, ref) {
    if (typeof ref !== 'string')
        return fail(walk, '`$ref` is not a string; it was ignored.');
    const shown = `\`$ref\` "${ref.slice(0, 200)}"`;
    const target = refTarget(ref, walk.frame.file, walk.docsRoot);
    if ('refused' in target)
        return fail(walk, `${shown} is refused: ${target.refused}.`);
    if (walk.chain.includes(target.path)) {
        return fail(walk, `${shown} is circular (${[...walk.chain, target.path].join(' → ')}).`);
    }
    if (walk.chain.length > types/* MAX_REF_DEPTH */.XB) {
        return fail(walk, `${shown} is more than ${types/* MAX_REF_DEPTH */.XB} \`$ref\`s deep; not followed.`);
    }
    const parsed = walk.files.get(target.path);
    if (!parsed)
        return fail(walk, `${shown} (${target.path}) was not read.`);
    if (parsed.kind === 'bad')
        return fail(walk, `${shown} (${target.path}): ${parsed.reason}.`);
    const saved = walk.frame;
    walk.chain.push(target.path);
    walk.frame = { file: target.path };
    try {
        return resolveValue(walk, parsed.value);
    }
    finally {
        walk.chain.pop();
        walk.frame = saved;
    }
}
/** `node` with its `$ref` followed and its other keys resolved on top. */
function resolveRecord(walk, node) {
    const base = '$ref' in node ? follow(walk, node.$ref) : undefined;
    if ('$ref' in node && (base instanceof Unresolved || !isRecord(base)))
        return base;
    const out = base ? { ...base } : {};
    const here = walk.frame;
    for (const [key, value] of Object.entries(node)) {
        if (key === '$ref')
            continue;
        walk.frame = { file: here.file, key, up: here };
        out[key] = resolveValue(walk, value);
    }
    walk.frame = here;
    walk.origins.set(out, (isRecord(base) ? walk.origins.get(base) : undefined) ?? here);
    return out;
}
/** `value` with every `$ref` inside it followed. */
function resolveValue(walk, value) {
    if (typeof value !== 'object' || value === null)
        return value;
    if (value instanceof Unresolved)
        return value;
    if (++walk.nodes > MAX_RESOLVED_NODES) {
        return walk.nodes === MAX_RESOLVED_NODES + 1
            ? fail(walk, `the configuration holds more than ${MAX_RESOLVED_NODES} values; the rest was not read.`)
            : new Unresolved('too many values');
    }
    if (walk.depth >= MAX_JSON_DEPTH) {
        return fail(walk, `nested more than ${MAX_JSON_DEPTH} levels deep; not read further.`);
    }
    walk.depth++;
    try {
        if (!Array.isArray(value))
            return resolveRecord(walk, value);
        const here = walk.frame;
        const out = value.map((item, i) => {
            walk.frame = { file: here.file, key: i, up: here };
            return resolveValue(walk, item);
        });
        walk.frame = here;
        walk.origins.set(out, here);
        return out;
    }
    finally {
        walk.depth--;
    }
}
/**
 * The file at `main` with every `$ref` followed; undefined when `main` itself was not parsed
 * (the caller words that: the whole configuration is then unknown).
 */
function resolveConfig(loaded, main, docsRoot, warnings) {
    const parsed = loaded.get(main);
    if (parsed?.kind !== 'ok')
        return undefined;
    const walk = {
        files: loaded,
        docsRoot,
        warnings,
        nodes: 0,
        chain: [main],
        frame: { file: main },
        depth: 0,
        origins: new WeakMap(),
    };
    return { value: resolveValue(walk, parsed.value), origins: walk.origins };
}

;// CONCATENATED MODULE: ./src/site-config/navigation.ts
/**
 * The pages a resolved navigation names, in every documented form: `pages`, `groups`, `tabs`,
 * `anchors` (the `global` ones too), `dropdowns`, `versions`, `languages`, `products`, `menu`,
 * a group's `root`, and the legacy mint.json list of groups. The walk goes through any object or
 * list, so a form added later is still seen. Strings that are not files are skipped: OpenAPI
 * operations (`"GET /users"`, `"openapi.json POST /users"`, `"webhook name"`; `"get /users"` is
 * a file path, as the vendor reads it) and links
 * (`https://…`); so are `openapi`/`asyncapi` sources and `href`s. A page under a `hidden: true`
 * group, tab, anchor, dropdown… is counted in `hidden` too. Anything unresolved inside makes the
 * whole navigation unknown: a page it might name is never reported as missing. Pure, bounded.
 */



/** Most navigation values looked at. */
const MAX_NAV_NODES = 1_000_000;
/** Keys whose values name no page file. */
const NOT_PAGES = new Set(['href', 'openapi', 'asyncapi', 'icon', 'color', 'tag']);
/**
 * An OpenAPI operation or webhook entry, optionally after its spec file, as the vendor reads one:
 * `METHOD /path` with the method in capitals ("OpenAPI operation matching is case-sensitive";
 * "entries that don't match OpenAPI operations" are file paths), `webhook name` as documented.
 */
const OPERATION = /^(?:\S+\s+)?(?:(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE)\s+\/|webhook\s+\S)/;
/** A link (`https://…`, `mailto:…`). */
const LINK = /^[a-z][a-z0-9+.-]*:/i;
/** Whether a navigation string is a page file (not an operation, not a link, not empty). */
function isPageEntry(entry) {
    const text = entry.trim();
    return text !== '' && !OPERATION.test(text) && !LINK.test(text);
}
/** The navigation's pages, or undefined when part of it could not be resolved or walked. */
function readNavigation(navigation, origins, warnings) {
    const pages = new Set();
    const hidden = new Set();
    const add = (entry, isHidden) => {
        if (!isPageEntry(entry))
            return;
        const page = (0,page_path/* normalizePagePath */.i)(entry);
        pages.add(page);
        if (isHidden)
            hidden.add(page);
    };
    const stack = [{ node: navigation, hidden: false, depth: 0 }];
    for (let seen = 0; stack.length > 0; seen++) {
        const { node, hidden: under, depth, pageList } = stack.pop();
        if (node instanceof Unresolved)
            return undefined;
        if (seen >= MAX_NAV_NODES || depth > MAX_JSON_DEPTH) {
            warnings.add(`The navigation has more than ${MAX_NAV_NODES} entries or levels; it was not read.`);
            return undefined;
        }
        if (Array.isArray(node)) {
            for (const item of node) {
                if (typeof item === 'string') {
                    if (pageList)
                        add(item, under);
                }
                else
                    stack.push({ node: item, hidden: under, depth: depth + 1 });
            }
            continue;
        }
        if (!isRecord(node))
            continue;
        const isHidden = under || node.hidden === true;
        for (const [key, value] of Object.entries(node)) {
            if (NOT_PAGES.has(key))
                continue;
            if (key === 'root' && typeof value === 'string')
                add(value, isHidden);
            else if (key === 'pages' && !Array.isArray(value) && !(value instanceof Unresolved)) {
                const frame = origins.get(node);
                warnings.add(`${frame ? describeFrame(frame) : 'the navigation'}: \`pages\` is not a list; it was ignored.`);
            }
            else if (typeof value === 'object' && value !== null) {
                stack.push({ node: value, hidden: isHidden, depth: depth + 1, pageList: key === 'pages' });
            }
        }
    }
    return { pages, hidden };
}

// EXTERNAL MODULE: ./src/util/openapi-entry.ts
var openapi_entry = __webpack_require__(87125);
;// CONCATENATED MODULE: ./src/site-config/openapi-refs.ts
/**
 * The OpenAPI files a resolved navigation names, and the operations its `pages` list: an
 * `openapi` on any navigation element (tab, anchor, group, version, language, dropdown…) as a
 * string, a list of strings or `{ source, directory }` (`directory` defaulting to
 * `api-reference`, as Mintlify's docs say), inherited by the elements below it; and `pages`
 * entries `"GET /users"` (the nearest `openapi` above) or `"/spec.json GET /users"`
 * (util/openapi-entry.ts). Pure, bounded.
 */



/** Where generated pages go when `openapi` gives no `directory`. */
const DEFAULT_OPENAPI_DIRECTORY = 'api-reference';
/** Most navigation values looked at. */
const MAX_NODES = 1_000_000;
/** `openapi`'s value as sources (the first one is what children inherit). */
function sourcesOf(value, hidden, generates = true) {
    const one = (v) => {
        if (typeof v === 'string' && v.trim() !== '') {
            return [{ source: v.trim(), directory: DEFAULT_OPENAPI_DIRECTORY, hidden, generates }];
        }
        if (isRecord(v) && typeof v.source === 'string') {
            const dir = typeof v.directory === 'string'
                ? v.directory.replace(/^\/+/, '').replace(/(?<!\/)\/+$/, '')
                : '';
            return [
                { source: v.source.trim(), directory: dir || DEFAULT_OPENAPI_DIRECTORY, hidden, generates },
            ];
        }
        return [];
    };
    return Array.isArray(value) ? value.flatMap(one) : one(value);
}
/**
 * The navigation's OpenAPI sources and operation entries, after docs.json's top-level `openapi`
 * (files pages may name, no generated pages); undefined when part is unresolved.
 */
function readOpenApiRefs(navigation, top) {
    const sources = top instanceof Unresolved ? [] : sourcesOf(top, false, false);
    const entries = [];
    const stack = [{ node: navigation, hidden: false, depth: 0, pageList: false }];
    for (let seen = 0; stack.length > 0; seen++) {
        const item = stack.pop();
        if (item.node instanceof Unresolved || seen >= MAX_NODES || item.depth > MAX_JSON_DEPTH) {
            return undefined;
        }
        if (Array.isArray(item.node)) {
            for (const child of item.node) {
                const op = typeof child === 'string' && item.pageList ? (0,openapi_entry/* operationEntry */.I)(child) : undefined;
                if (op) {
                    const source = op.source ?? item.inherited?.source;
                    const directory = item.inherited?.directory ?? DEFAULT_OPENAPI_DIRECTORY;
                    entries.push({ ...op, ...(source ? { source } : {}), directory, hidden: item.hidden });
                }
                else if (typeof child === 'object' && child !== null) {
                    stack.push({ ...item, node: child, depth: item.depth + 1, pageList: false });
                }
            }
            continue;
        }
        if (!isRecord(item.node))
            continue;
        const hidden = item.hidden || item.node.hidden === true;
        const own = sourcesOf(item.node.openapi, hidden);
        sources.push(...own);
        const inherited = own[0] ?? item.inherited;
        for (const [key, value] of Object.entries(item.node)) {
            if (key === 'openapi' || typeof value !== 'object' || value === null)
                continue;
            stack.push({
                node: value,
                inherited,
                hidden,
                depth: item.depth + 1,
                pageList: key === 'pages',
            });
        }
    }
    return { sources, entries };
}

;// CONCATENATED MODULE: ./src/site-config/redirects.ts
/** Longest `source` compiled, in characters. */
const MAX_SOURCE_LENGTH = 2_048;
/** Most segments in a source. */
const MAX_SOURCE_SEGMENTS = 64;
/** Longest path segment tried against a partial wildcard. */
const MAX_PARTIAL_SEGMENT = 1_024;
/** A parameter segment: `:name` with an optional modifier. */
const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)([*+?])?$/;
/** A parameter or a bare `*` inside a segment. */
const TOKEN = /:([A-Za-z_][A-Za-z0-9_]*)([*+?])?|\*/g;
/** Text as the site serves it: percent-escapes decoded, lower case (the router ignores case). */
function literal(text) {
    try {
        return decodeURIComponent(text).toLowerCase();
    }
    catch {
        return text.toLowerCase();
    }
}
function compileSegment(segment) {
    const whole = PARAM.exec(segment);
    if (whole) {
        const name = whole[1];
        const mod = whole[2];
        if (mod === '*')
            return { kind: 'param', name, min: 0, max: Infinity };
        if (mod === '+')
            return { kind: 'param', name, min: 1, max: Infinity };
        return { kind: 'param', name, min: mod === '?' ? 0 : 1, max: 1 };
    }
    if (segment === '*')
        return { kind: 'param', name: '*', min: 0, max: Infinity };
    if (!segment.includes(':') && !segment.includes('*'))
        return { kind: 'lit', text: literal(segment) };
    const pieces = [];
    let last = 0;
    for (const m of segment.matchAll(TOKEN)) {
        if ((m.index ?? 0) > last)
            pieces.push({ lit: literal(segment.slice(last, m.index)) });
        pieces.push({ name: m[0] === '*' ? '*' : m[1] });
        last = (m.index ?? 0) + m[0].length;
    }
    if (last < segment.length)
        pieces.push({ lit: literal(segment.slice(last)) });
    return { kind: 'partial', pieces };
}
/** A source compiled, or why it cannot match any page. */
function compileSource(source) {
    const raw = source.trim();
    if (raw === '')
        return { refused: 'it is empty' };
    if (raw.length > MAX_SOURCE_LENGTH)
        return { refused: 'it is too long' };
    if (/[()]/.test(raw)) {
        return {
            refused: 'custom pattern groups such as `(\\d+)` are not supported, so it was not applied',
        };
    }
    if (/[?#]/.test(raw.replace(/:[A-Za-z_]\w*\?/g, ''))) {
        return { refused: 'a source cannot hold a query or an anchor' };
    }
    let parts = raw.split('/').filter((s) => s !== '' && s !== '.');
    if (parts.length > MAX_SOURCE_SEGMENTS)
        return { refused: 'it has too many segments' };
    // A literal `index` last is the folder's page, as the site serves it. An extension stays: the
    // source `/gpu.mdx` answers the URL `/gpu.mdx` only, never the page `/gpu`.
    if (parts.length > 0 && parts[parts.length - 1]?.toLowerCase() === 'index') {
        parts = parts.slice(0, -1);
    }
    return { segments: parts.map(compileSegment) };
}
/** Matches `pieces` against all of `text`; greedy captures, memo of failed positions. */
function matchPieces(pieces, text, caps) {
    if (text.length > MAX_PARTIAL_SEGMENT)
        return false;
    const lower = text.toLowerCase();
    const failed = new Set();
    const go = (p, at) => {
        if (p === pieces.length)
            return at === text.length;
        const key = p * (text.length + 1) + at;
        if (failed.has(key))
            return false;
        const piece = pieces[p];
        if ('lit' in piece) {
            if (lower.startsWith(piece.lit, at) && go(p + 1, at + piece.lit.length))
                return true;
        }
        else {
            // `*` may be empty (`/articles/concepts-` matches `concepts-*`); `:name` takes at least one.
            const min = piece.name === '*' ? 0 : 1;
            for (let end = text.length; end >= at + min; end--) {
                caps.push({ name: piece.name, value: text.slice(at, end) });
                if (go(p + 1, end))
                    return true;
                caps.pop();
            }
        }
        failed.add(key);
        return false;
    };
    return go(0, 0);
}
/** Matches `segments` against all of `path` (a page's segments); captures in `caps`. */
function matchSegments(segments, path, caps) {
    const failed = new Set();
    const go = (s, at) => {
        if (s === segments.length)
            return at === path.length;
        const key = s * (path.length + 1) + at;
        if (failed.has(key))
            return false;
        const seg = segments[s];
        const mark = caps.length;
        if (seg.kind === 'lit') {
            if (at < path.length &&
                path[at].toLowerCase() === seg.text &&
                go(s + 1, at + 1)) {
                return true;
            }
        }
        else if (seg.kind === 'partial') {
            if (at < path.length &&
                matchPieces(seg.pieces, path[at], caps) &&
                go(s + 1, at + 1)) {
                return true;
            }
        }
        else {
            const most = Math.min(seg.max, path.length - at);
            for (let n = most; n >= seg.min; n--) {
                caps.push({ name: seg.name, value: path.slice(at, at + n).join('/') });
                if (go(s + 1, at + n))
                    return true;
                caps.length = mark;
            }
        }
        caps.length = mark;
        failed.add(key);
        return false;
    };
    return go(0, 0);
}
/** The destination with `:name` (any modifier) and each `*` replaced by what was captured. */
function fillDestination(destination, caps) {
    const named = new Map(caps.filter((c) => c.name !== '*').map((c) => [c.name, c.value]));
    const stars = caps.filter((c) => c.name === '*').map((c) => c.value);
    let star = 0;
    return destination
        .slice(0, MAX_SOURCE_LENGTH)
        .replace(/:([A-Za-z_][A-Za-z0-9_]*)[*+?]?/g, (m, name) => named.get(name) ?? m)
        .replace(/\*/g, (m) => (star < stars.length ? (stars[star++] ?? '') : m));
}
/**
 * Compiles a list of redirects once, then tells for each page path the first entry that covers
 * it. Entries whose source is all literal are looked up in a map; the others are tried only when
 * their first literal segment (if any) is the page's.
 */
class RedirectMatcher {
    exact = new Map();
    byFirst = new Map();
    anyFirst = [];
    /** Entries refused, with why. */
    refused = [];
    constructor(redirects) {
        redirects.forEach((redirect, index) => {
            const compiled = compileSource(redirect.source);
            if ('refused' in compiled) {
                this.refused.push({ source: redirect.source, reason: compiled.refused });
                return;
            }
            const entry = { index, redirect, segments: compiled.segments };
            const { segments } = compiled;
            if (segments.every((s) => s.kind === 'lit')) {
                const key = `/${segments.map((s) => s.text).join('/')}`;
                if (!this.exact.has(key))
                    this.exact.set(key, entry);
            }
            else if (segments[0]?.kind === 'lit') {
                const list = this.byFirst.get(segments[0].text) ?? [];
                list.push(entry);
                this.byFirst.set(segments[0].text, list);
            }
            else {
                this.anyFirst.push(entry);
            }
        });
    }
    /** The first redirect whose source matches `page` (a normalized page path), if any. */
    match(page) {
        const path = page.split('/').filter((s) => s !== '');
        const exact = this.exact.get(`/${path.join('/').toLowerCase()}`);
        const limit = exact?.index ?? Infinity;
        // Both lists are in entry order: merged, the first that matches is the site's.
        const a = this.byFirst.get(path[0]?.toLowerCase() ?? '') ?? [];
        const b = this.anyFirst;
        for (let i = 0, j = 0; i < a.length || j < b.length;) {
            const c = j >= b.length || (i < a.length && a[i].index < b[j].index)
                ? a[i++]
                : b[j++];
            if (c.index > limit)
                break;
            const caps = [];
            if (matchSegments(c.segments, path, caps)) {
                return this.found(c.redirect, fillDestination(c.redirect.destination, caps));
            }
        }
        return exact ? this.found(exact.redirect, exact.redirect.destination) : undefined;
    }
    found(redirect, destination) {
        return { source: redirect.source, destination, permanent: redirect.permanent };
    }
}

;// CONCATENATED MODULE: ./src/site-config/docs-config.ts
/**
 * What the modes read of a resolved docs.json (or mint.json): its navigation's pages and its
 * redirects. Each part is independent: a broken `redirects` leaves the navigation readable and
 * the other way round; a part that cannot be read is undefined ("unknown"), with a warning naming
 * the file and where in it. Pure.
 */





/** `redirects` as a compiled matcher, or undefined when it is not a list. */
function readRedirects(value, resolved, main, warnings) {
    if (value === undefined)
        return Object.assign(new RedirectMatcher([]), { count: 0, skipped: 0 });
    if (value instanceof Unresolved)
        return undefined;
    const at = (node) => {
        const frame = resolved.origins.get(node);
        return frame ? describeFrame(frame) : `${main} at /redirects`;
    };
    if (!Array.isArray(value)) {
        warnings.add(`${main} at /redirects: \`redirects\` is not a list; the redirects are unknown.`);
        return undefined;
    }
    const list = [];
    let skipped = 0;
    for (const entry of value) {
        if (entry instanceof Unresolved)
            return undefined;
        const r = isRecord(entry) ? entry : {};
        if (typeof r.source === 'string' && typeof r.destination === 'string') {
            list.push({ source: r.source, destination: r.destination, permanent: r.permanent !== false });
        }
        else {
            skipped++;
        }
    }
    if (skipped > 0) {
        warnings.add(`${at(value)}: ${skipped} ${skipped === 1 ? 'entry has' : 'entries have'} no \`source\` and \`destination\` string; skipped.`);
    }
    const matcher = new RedirectMatcher(list);
    for (const { source, reason } of matcher.refused) {
        warnings.add(`${at(value)}: the redirect from "${source.slice(0, 200)}" is refused: ${reason}.`);
    }
    return Object.assign(matcher, { count: value.length, skipped: skipped + matcher.refused.length });
}
/** The navigation and redirects of a resolved configuration whose top is an object. */
function readDocsConfig(resolved, main, warnings) {
    const top = resolved.value;
    if (!isRecord(top))
        return {};
    const navigation = top.navigation === undefined
        ? undefined
        : readNavigation(top.navigation, resolved.origins, warnings);
    const redirects = readRedirects(top.redirects, resolved, main, warnings);
    const openapi = navigation ? readOpenApiRefs(top.navigation, top.openapi) : undefined;
    return {
        ...(navigation ? { navigation } : {}),
        ...(redirects ? { redirects } : {}),
        ...(openapi ? { openapi } : {}),
    };
}

;// CONCATENATED MODULE: ./src/site-config/load-files.ts
/**
 * Reads the main configuration file's `$ref` targets, level by level, each once, the reads of a
 * level at the same time: a navigation split over 40 files costs 40 requests, and the time of
 * as many round trips as the `$ref` chain is deep. Bounded: at most {@link MAX_CONFIG_FILES}
 * files, {@link MAX_CONFIG_FILE_BYTES} each, {@link MAX_CONFIG_TOTAL_BYTES} in all, chains
 * {@link MAX_REF_DEPTH} deep. A target refused, too large, missing or unparsable is kept with its
 * reason for the resolution to word where it is referenced.
 */




/** Why a read file cannot be used, or its parse. */
async function readOne(source, path, budget) {
    const got = await source.read(path);
    if (got.kind === 'missing')
        return { kind: 'bad', reason: 'there is no such file' };
    if (got.kind === 'error')
        return { kind: 'bad', reason: `it could not be read: ${got.reason}` };
    const size = got.kind === 'found' ? Buffer.byteLength(got.text) : got.size;
    if (got.kind === 'too-large' || size > types/* MAX_CONFIG_FILE_BYTES */.pB) {
        return {
            kind: 'bad',
            reason: `it is larger than ${(0,format/* formatBytes */.z3)(types/* MAX_CONFIG_FILE_BYTES */.pB)}${size > 0 ? ` (${(0,format/* formatCount */.B4)(size)} bytes)` : ''}`,
        };
    }
    budget.bytes += size;
    if (budget.bytes > types/* MAX_CONFIG_TOTAL_BYTES */.xA) {
        return {
            kind: 'bad',
            reason: `the configuration's files pass ${(0,format/* formatBytes */.z3)(types/* MAX_CONFIG_TOTAL_BYTES */.xA)} in all`,
        };
    }
    return parseJsonFile(got.text);
}
/** The files the `$ref`s of `holders` name that are not known yet, in order, once each. */
function nextTargets(holders, files, docsRoot) {
    const wanted = new Set();
    for (const holder of holders) {
        const parsed = files.get(holder);
        if (parsed?.kind !== 'ok')
            continue;
        for (const ref of refsIn(parsed.value)) {
            const target = refTarget(ref, holder, docsRoot);
            if ('path' in target && !files.has(target.path))
                wanted.add(target.path);
        }
    }
    return [...wanted];
}
/**
 * Reads `main` (already read as `mainText`) and every file its `$ref`s reach. Only the source's
 * cancellation rejects.
 */
async function loadConfigFiles(source, main, docsRoot) {
    const files = new Map([[main.path, parseJsonFile(main.text)]]);
    const budget = { bytes: Buffer.byteLength(main.text) };
    let read = 1;
    let frontier = [main.path];
    for (let level = 1; frontier.length > 0 && level <= types/* MAX_REF_DEPTH */.XB; level++) {
        const targets = nextTargets(frontier, files, docsRoot);
        const allowed = targets.slice(0, Math.max(0, types/* MAX_CONFIG_FILES */.YF - read));
        for (const path of targets.slice(allowed.length)) {
            files.set(path, {
                kind: 'bad',
                reason: `the configuration names more than ${types/* MAX_CONFIG_FILES */.YF} files; it was not read`,
            });
        }
        const parsed = await Promise.all(allowed.map((path) => readOne(source, path, budget)));
        allowed.forEach((path, i) => files.set(path, parsed[i]));
        read += allowed.length;
        frontier = allowed;
    }
    return { files, read };
}

// EXTERNAL MODULE: ./src/site-config/warnings.ts
var site_config_warnings = __webpack_require__(36031);
;// CONCATENATED MODULE: ./src/site-config/read.ts
/**
 * The one configuration reader: docs.json under the docs folder (or the legacy mint.json where
 * there is none), its `$ref`s followed, its navigation and redirects read. Every mode that reads
 * the site's configuration goes through it; where the files come from is the caller's
 * {@link ConfigFileSource}. Never throws for what the files hold; only the source's cancellation
 * rejects.
 */







/** The configuration files looked for, newest format first. */
const CONFIG_FILES = ['docs.json', 'mint.json'];
/** `docs/docs.json` for `docs`, `docs.json` for the root. */
function inDocsRoot(docsRoot, name) {
    return docsRoot === '' ? name : `${docsRoot}/${name}`;
}
function unknown(docsRoot, filesRead, reason, file) {
    return { kind: 'unknown', reason, docsRoot, filesRead, warnings: [], ...(file ? { file } : {}) };
}
/** Why a main file read is unusable, or undefined when it was found. */
function mainProblem(read, path) {
    if (read.kind === 'error')
        return `${path} could not be read: ${read.reason}`;
    if (read.kind === 'too-large') {
        return `${path} is larger than ${(0,format/* formatBytes */.z3)(types/* MAX_CONFIG_FILE_BYTES */.pB)}${read.size > 0 ? ` (${(0,format/* formatCount */.B4)(read.size)} bytes)` : ''}.`;
    }
    return undefined;
}
/**
 * Reads the configuration under `docsRoot` (`''` for the repository root, no slashes at either
 * end) from `source`.
 */
async function readSiteConfig(source, docsRoot) {
    let requests = 0;
    for (const name of CONFIG_FILES) {
        const path = inDocsRoot(docsRoot, name);
        const read = await source.read(path);
        requests++;
        if (read.kind === 'missing')
            continue;
        const problem = mainProblem(read, path);
        if (problem || read.kind !== 'found')
            return unknown(docsRoot, requests, problem ?? path, path);
        const loaded = await loadConfigFiles(source, { path, text: read.text }, docsRoot);
        const filesRead = requests - 1 + loaded.read;
        const parsed = loaded.files.get(path);
        if (parsed?.kind === 'bad')
            return unknown(docsRoot, filesRead, `${path} cannot be read: ${parsed.reason}.`, path);
        const warnings = new site_config_warnings/* Warnings */.e();
        const resolved = resolveConfig(loaded.files, path, docsRoot, warnings);
        if (!resolved || !isRecord(resolved.value)) {
            return {
                ...unknown(docsRoot, filesRead, `${path} is not a JSON object.`, path),
                warnings: warnings.list(),
            };
        }
        const parts = readDocsConfig(resolved, path, warnings);
        return { kind: 'read', file: path, docsRoot, filesRead, warnings: warnings.list(), ...parts };
    }
    const where = docsRoot === '' ? 'at the repository root' : `in \`${docsRoot}\``;
    return unknown(docsRoot, requests, `there is no docs.json (nor a legacy mint.json) ${where}.`);
}


/***/ }),

/***/ 28437:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XB: () => (/* binding */ MAX_REF_DEPTH),
/* harmony export */   YF: () => (/* binding */ MAX_CONFIG_FILES),
/* harmony export */   pB: () => (/* binding */ MAX_CONFIG_FILE_BYTES),
/* harmony export */   xA: () => (/* binding */ MAX_CONFIG_TOTAL_BYTES)
/* harmony export */ });
/**
 * The site's configuration as every mode sees it: docs.json (or the legacy mint.json) with its
 * `$ref`s resolved, its navigation walked and its redirects compiled, read from an abstract file
 * source so the same reader serves a checkout, the contents API and tests. Pure types.
 */
/** Largest configuration file read, in bytes. */
const MAX_CONFIG_FILE_BYTES = 1024 * 1024;
/** Most bytes read over every file of one configuration. */
const MAX_CONFIG_TOTAL_BYTES = 4 * 1024 * 1024;
/** Most files read for one configuration (the main file included). */
const MAX_CONFIG_FILES = 64;
/** Deepest chain of `$ref`s followed (docs.json → a → b … ). */
const MAX_REF_DEPTH = 16;


/***/ }),

/***/ 36031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ Warnings)
/* harmony export */ });
/* unused harmony export MAX_WARNINGS */
/**
 * The warnings of one configuration read, capped: a hostile docs.json with 100,000 bad entries
 * gives {@link MAX_WARNINGS} of them and a count of the rest, not 100,000 lines. Pure.
 */
/** Most warnings kept word for word. */
const MAX_WARNINGS = 30;
/** Collects warnings, the same one once, at most {@link MAX_WARNINGS}. */
class Warnings {
    kept = [];
    seen = new Set();
    dropped = 0;
    /** Adds `text` unless it was added before. */
    add(text) {
        if (this.seen.has(text))
            return;
        if (this.kept.length >= MAX_WARNINGS) {
            this.dropped++;
            return;
        }
        this.seen.add(text);
        this.kept.push(text);
    }
    /** The warnings, with one line counting those left out. */
    list() {
        if (this.dropped === 0)
            return [...this.kept];
        return [...this.kept, `…and ${this.dropped} more warnings about the configuration.`];
    }
}


/***/ }),

/***/ 87125:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ operationEntry)
/* harmony export */ });
/**
 * An OpenAPI operation as docs.json's `pages` and a page's `openapi` frontmatter name it:
 * `GET /users` or `/spec.json GET /users`. Split on whitespace, never matched with a pattern that
 * could backtrack (the text is the PR's).
 */
const METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);
/** `GET /users` or `/spec.json GET /users` as an operation, else undefined. */
function operationEntry(entry) {
    const words = entry.trim().split(/\s+/);
    const [a = '', b = '', c = ''] = words;
    if (words.length === 2 && METHODS.has(a.toUpperCase()) && b.startsWith('/')) {
        return { method: a.toUpperCase(), path: b };
    }
    if (words.length === 3 && METHODS.has(b.toUpperCase()) && c.startsWith('/')) {
        return { source: a, method: b.toUpperCase(), path: c };
    }
    return undefined;
}


/***/ }),

/***/ 23585:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ fileToPagePath),
/* harmony export */   i: () => (/* binding */ normalizePagePath)
/* harmony export */ });
/**
 * Page paths: a repository file's published path, and page paths or URLs brought to one form so
 * they compare. Pure text, bottom layer: the feedback report and the PR's changed pages both use
 * it. Imports nothing from `src/`.
 */
/** File extensions Mintlify turns into pages. */
const PAGE_EXTENSIONS = /\.mdx?$/i;
/**
 * The page path a repository file is published at, or undefined when the file is not a page
 * (not `.md`/`.mdx`, or outside `docsRoot`).
 *
 * `guides/intro.mdx` → `/guides/intro`; `x/index.mdx` → `/x`; `index.mdx` → `/`. With
 * `docsRoot: docs`, `docs/guides/intro.mdx` → `/guides/intro` and `README.md` → undefined.
 *
 * @param filename path of the file in the repository, as the pull request files API lists it
 * @param docsRoot folder of the docs in the repository, without slashes at either end; empty
 *   for the root
 */
function fileToPagePath(filename, docsRoot) {
    let rel = filename.replace(/\\/g, '/').replace(/^\.?\/+/, '');
    const root = docsRoot.replace(/^\.?\/+/, '').replace(/(?<!\/)\/+$/, '');
    if (root) {
        if (!rel.startsWith(`${root}/`))
            return undefined;
        rel = rel.slice(root.length + 1);
    }
    if (!PAGE_EXTENSIONS.test(rel))
        return undefined;
    rel = rel.replace(PAGE_EXTENSIONS, '');
    return normalizePagePath(rel);
}
/**
 * Brings a page path or page URL to the form {@link fileToPagePath} produces, so the two can be
 * compared: the path of an absolute URL, no query or fragment, no `.html`/`.md`/`.mdx`, no
 * trailing slash, `index` folded into its folder, percent-escapes decoded, one leading slash.
 * `https://docs.example.com/guides/intro/` → `/guides/intro`; `guides/index.html` → `/guides`.
 */
function normalizePagePath(pathOrUrl) {
    let p = pathOrUrl.trim();
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(p)) {
        try {
            p = new URL(p).pathname;
        }
        catch {
            // Not a URL after all: treat it as a path.
        }
    }
    p = p.replace(/[?#][^]*/, ''); // From the first `?` or `#`, whatever follows.
    try {
        p = decodeURI(p);
    }
    catch {
        // A stray `%` is kept as written.
    }
    const parts = p.split('/').filter((s) => s !== '' && s !== '.');
    const last = parts[parts.length - 1];
    if (last !== undefined) {
        const bare = last.replace(/\.(html?|mdx?)$/i, '');
        if (bare.toLowerCase() === 'index')
            parts.pop();
        else
            parts[parts.length - 1] = bare;
    }
    return `/${parts.join('/')}`;
}


/***/ })

};

//# sourceMappingURL=27.index.js.map