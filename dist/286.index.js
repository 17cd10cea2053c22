export const id = 286;
export const ids = [286];
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

/***/ 12286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCheck: () => (/* binding */ runCheck)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/guard.ts
var guard = __webpack_require__(40578);
// EXTERNAL MODULE: ./src/inputs/runner.ts
var inputs_runner = __webpack_require__(19571);
// EXTERNAL MODULE: ./src/util/format.ts
var format = __webpack_require__(32693);
// EXTERNAL MODULE: ./src/modes/shared/job-summary.ts
var job_summary = __webpack_require__(95606);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/modes/check/model.ts
/** What `mode: check` finds and how its parts talk to each other (types and names only). */
/** The vendor's parsers the check runs, pinned in package.json (a test keeps the two equal). */
const PARSER_VERSIONS = {
    '@mintlify/mdx': '4.0.6',
    '@mdx-js/mdx': '3.1.1',
    '@mintlify/validation': '0.1.878',
    // The frontmatter reader of @mintlify/common 1.0.1183, the cloud's (./frontmatter.ts).
    'front-matter': '4.0.2',
};
// What the MDX compiler's errors mean, in plain words, by the rule id the compiler gives each
// (its structured code, never its message's wording), with the fix users apply in the threads.
/** Plain words per compiler rule id. */
const BY_RULE = {
    acorn: 'In MDX a `{` starts a JavaScript expression, and what follows is not one: a heading ID such as `{#id}`, a brace in prose, or JSON outside a code block. Write `\\{` (or put the text in backticks).',
    'unexpected-character': 'In MDX a `<` starts a component, and what follows cannot: `<5`, `<=`, an HTML comment `<!-- -->`, an address in angle brackets. Write `&lt;` or `\\<`, or put the text in backticks; write comments as `{/* … */}`.',
    'end-tag-mismatch': 'A component is opened and never closed, or closed at another level (an indented `</Accordion>` inside a list): close each `<Tag>` with `</Tag>` at the same indentation, or write `<Tag />`.',
    'unexpected-eof': 'The page ends inside a component or an expression: close the `<Tag>` or `{` it opens.',
    'unexpected-lazy': 'A component inside a list or a quote continues on a line without the list’s indentation or the quote’s `>`: indent it like the lines before it.',
    'unexpected-closing-slash': 'A closing tag such as `</details>` has no opening tag before it: remove it or add the opening tag.',
};
/** Whether `text` is one of these plain words (the action's own markdown, safe to show as is). */
function isPlainWords(text) {
    return text === FRONTMATTER_WORDS || Object.values(BY_RULE).includes(text);
}
/** The plain words for `ruleId`, when known. */
function plainWords(ruleId) {
    return ruleId ? BY_RULE[ruleId] : undefined;
}
/** Plain words for bad frontmatter. */
const FRONTMATTER_WORDS = 'The frontmatter between the `---` lines is not valid YAML: quote a value that holds `: ` or starts with `{`, `[`, `@`, `*` or a quote, and indent nested keys with spaces.';

;// CONCATENATED MODULE: ./src/modes/check/cache.ts
/**
 * Each page's verdict kept between runs, so a PR recompiles only the pages it changed: the
 * parsers' result per page, keyed by a hash of the parser versions and the page's bytes (what
 * `serialize` reads; its imports are resolved afresh every run, outside the cache). Saved with
 * `@actions/cache` on `push` and `schedule` (the default branch's results); a PR restores the
 * newest of them. The cache only saves time: without a cache service (some GitHub Enterprise
 * Server installs), or with a file that is damaged or of another shape, every page is compiled
 * and the findings are the same. Never throws.
 */





/** The cache's name prefix: a new parser version or result shape starts a new line of caches. */
const PREFIX = `mintlify-check-v2-${(0,external_node_crypto_.createHash)('sha256').update(JSON.stringify(PARSER_VERSIONS)).digest('hex').slice(0, 16)}-`;
/** The file the cache holds. */
const FILE = 'results.json';
/** Most entries kept (a site of 20,000 pages). */
const MAX_ENTRIES = 20_000;
/** A page's key: the parser versions and its bytes. */
function pageKey(source) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(JSON.stringify(PARSER_VERSIONS))
        .update('\0')
        .update(source)
        .digest('hex');
}
/** Restores the newest saved results into `dir`, and reads them; empty when there are none. */
async function restoreResults(dir, sha) {
    try {
        const cache = await Promise.all(/* import() */[__webpack_require__.e(30), __webpack_require__.e(692)]).then(__webpack_require__.bind(__webpack_require__, 45692));
        if (!cache.isFeatureAvailable()) {
            log/* info */.pq('No cache service on this runner: every page is compiled.');
            return new Map();
        }
        await (0,promises_.mkdir)(dir, { recursive: true });
        const hit = await cache.restoreCache([dir], `${PREFIX}${sha}`, [PREFIX]);
        if (!hit)
            return new Map();
        const results = await readResults(dir);
        log/* info */.pq(`Restored ${results.size} pages' results from the cache.`);
        return results;
    }
    catch (err) {
        log/* info */.pq(`The cache could not be restored (${messageOf(err)}): every page is compiled.`);
        return new Map();
    }
}
/** Reads the results file in `dir`; anything of another shape is left out. */
async function readResults(dir) {
    const out = new Map();
    let parsed;
    try {
        parsed = JSON.parse(await (0,promises_.readFile)(external_node_path_default().join(dir, FILE), 'utf8'));
    }
    catch {
        return out;
    }
    if (typeof parsed !== 'object' || parsed === null)
        return out;
    for (const [key, value] of Object.entries(parsed)) {
        if (out.size >= MAX_ENTRIES)
            break;
        if (/^[0-9a-f]{64}$/.test(key) && isResult(value))
            out.set(key, value);
    }
    return out;
}
/** Saves `results` as this commit's (push and schedule runs). */
async function saveResults(dir, sha, results) {
    try {
        await (0,promises_.mkdir)(dir, { recursive: true });
        await (0,promises_.writeFile)(external_node_path_default().join(dir, FILE), JSON.stringify(Object.fromEntries(results)));
        const cache = await Promise.all(/* import() */[__webpack_require__.e(30), __webpack_require__.e(692)]).then(__webpack_require__.bind(__webpack_require__, 45692));
        if (!cache.isFeatureAvailable())
            return;
        await cache.saveCache([dir], `${PREFIX}${sha}`);
        log/* info */.pq(`Saved ${results.size} pages' results to the cache for the next runs.`);
    }
    catch (err) {
        log/* info */.pq(`The results were not cached (${messageOf(err)}); the next run compiles every page.`);
    }
}
/** Whether `value` has a result's shape (a damaged cache holds anything). */
function isResult(value) {
    const v = value;
    if (typeof v !== 'object' ||
        v === null ||
        !Array.isArray(v.problems) ||
        !Array.isArray(v.imports))
        return false;
    const point = (p) => {
        const q = p;
        return (typeof q === 'object' && q !== null && Number.isInteger(q.line) && Number.isInteger(q.column));
    };
    const problemOk = (p) => point(p) &&
        typeof p.message === 'string' &&
        typeof p.title === 'string' &&
        typeof p.rule === 'string';
    const itemOk = (p) => point(p) && typeof p.specifier === 'string';
    return v.problems.every(problemOk) && v.imports.every(itemOk) && (v.refs ?? []).every(itemOk);
}
function messageOf(err) {
    return err instanceof Error ? err.message.slice(0, 200) : String(err).slice(0, 200);
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/modes/check/changed.ts
/**
 * The files this run's change touched, from git in the checkout (no request, so no token): on a
 * pull request, the merge commit `actions/checkout` makes against its first parent (the base
 * branch's tip, present with `fetch-depth: 2`), else against the PR's base commit when the
 * checkout has it; on a push, `before..HEAD`. When git cannot tell (a shallow checkout of depth
 * 1, no git), every file counts as the PR's: findings are then all errors, never quietly
 * downgraded, and the log says how to get the split.
 */



const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** Most bytes of git's answer read (a list of a few hundred thousand paths). */
const MAX_BUFFER = 64 * 1024 * 1024;
/** The files the run's change touched (see the module's comment). Never throws. */
async function changedFiles(runner, workspace, signal) {
    const git = async (...args) => {
        try {
            const { stdout } = await run('git', ['-C', workspace, ...args], {
                timeout: 60_000,
                maxBuffer: MAX_BUFFER,
                signal,
            });
            return stdout;
        }
        catch {
            return undefined;
        }
    };
    const diff = async (from, how) => {
        const out = await git('diff', '--name-only', '--no-renames', '-z', from, 'HEAD', '--');
        if (out === undefined)
            return undefined;
        return { files: new Set(out.split('\0').filter(Boolean)), how };
    };
    if (inputs_runner/* PR_EVENTS */.l.has(runner.eventName)) {
        const parents = (await git('rev-list', '--parents', '-n', '1', 'HEAD'))?.trim().split(' ');
        if (parents?.length === 3 && (await git('cat-file', '-e', 'HEAD^1^{commit}')) !== undefined) {
            const found = await diff('HEAD^1', "the merge commit against the base branch's tip");
            if (found)
                return found;
        }
        const base = (0,inputs_runner/* pullRequestOf */._n)(runner.event)?.baseSha ?? '';
        if (/^[0-9a-f]{40}$/i.test(base) &&
            (await git('cat-file', '-e', `${base}^{commit}`)) !== undefined) {
            const found = await diff(base, "the PR's base commit");
            if (found)
                return found;
        }
        return {
            how: "git in the checkout cannot tell which files the PR changed (give actions/checkout `fetch-depth: 2`); every finding counts as the PR's",
        };
    }
    const before = typeof runner.event.before === 'string' ? runner.event.before : '';
    if (runner.eventName === 'push' && /^[0-9a-f]{40}$/i.test(before) && !/^0+$/.test(before)) {
        const found = await diff(before, "the push's first commit's parent");
        if (found)
            return found;
    }
    return { how: 'the whole site is checked, every finding an error' };
}

// EXTERNAL MODULE: ./src/site-config/published.ts
var site_config_published = __webpack_require__(90790);
// EXTERNAL MODULE: ./src/site-config/read.ts + 8 modules
var read = __webpack_require__(9212);
// EXTERNAL MODULE: ./src/modes/shared/config-sources.ts
var config_sources = __webpack_require__(52171);
// EXTERNAL MODULE: ./src/modes/check/file-rules.ts
var file_rules = __webpack_require__(42383);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
;// CONCATENATED MODULE: ./src/modes/check/pool.ts
/**
 * Runs parse jobs on worker threads (the bundle `check-worker/index.js` beside the main one), one
 * job at a time per thread, as many threads as the runner has cores (at most {@link MAX_THREADS}).
 * A thread that dies (out of memory on a hostile page) costs only its job, which comes back as a
 * warning naming the file, and is replaced. From the TypeScript sources (vitest) node cannot start
 * a `.ts` worker: the jobs run on the caller's thread, through the same parser module.
 */




/** Most parser threads: past four, a runner's memory matters more than its cores. */
const MAX_THREADS = 4;
/** Each thread's heap: a page's trees stay far below it; a hostile page is stopped by it. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 32 };
/** `check-worker/index.js` beside the bundle file `here`, built from parts so ncc leaves it be. */
function checkWorkerScript(here) {
    const parts = ['check-worker', 'index.js'];
    return (0,external_node_path_.join)((0,external_node_path_.dirname)(here), ...parts);
}
/** Parses every job; the results in the jobs' order. Rejects only when `signal` aborts. */
async function parseAll(jobs, options) {
    const here = (0,external_node_url_.fileURLToPath)(import.meta.url);
    const script = options.script === false || (!options.script && here.endsWith('.ts'))
        ? undefined
        : options.script || checkWorkerScript(here);
    if (!script)
        return inThread(jobs, here, options.signal);
    const threads = Math.max(1, Math.min(options.threads ?? Math.min((0,external_node_os_.availableParallelism)(), MAX_THREADS), jobs.length));
    const results = new Array(jobs.length);
    let next = 0;
    const lanes = Array.from({ length: threads }, async () => {
        let worker;
        try {
            while (next < jobs.length) {
                options.signal.throwIfAborted();
                const index = next++;
                worker ??= new external_node_worker_threads_.Worker(script, { resourceLimits: RESOURCE_LIMITS });
                const outcome = await onWorker(worker, index, jobs[index], options.signal);
                results[index] = outcome.result;
                if (outcome.dead)
                    worker = undefined;
            }
        }
        finally {
            void worker?.terminate();
        }
    });
    await Promise.all(lanes);
    return results;
}
/** Sends one job; a dead thread's job comes back as a warning (and `dead`, to replace it). */
function onWorker(worker, id, job, signal) {
    return new Promise((resolve, reject) => {
        const done = () => {
            worker.off('message', onMessage);
            worker.off('error', onError);
            worker.off('exit', onExit);
            signal.removeEventListener('abort', onAbort);
        };
        const onMessage = (message) => {
            if (message.id !== id)
                return;
            done();
            resolve({ result: message.result, dead: false });
        };
        const fail = (why) => {
            done();
            void worker.terminate();
            resolve({ result: unchecked(job, why), dead: true });
        };
        const onError = (err) => fail(err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `compiling it needs more than ${RESOURCE_LIMITS.maxOldGenerationSizeMb} MiB`
            : `the parser thread failed (${err.message.slice(0, 200)})`);
        const onExit = (code) => fail(`the parser thread stopped (exit code ${code})`);
        const onAbort = () => {
            done();
            void worker.terminate();
            reject(signal.reason);
        };
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.on('exit', onExit);
        signal.addEventListener('abort', onAbort, { once: true });
        worker.postMessage({ id, job });
    });
}
/**
 * A job the parsers could not finish: an error like a parse failure (a warning only where any
 * finding of an untouched file is), never a quiet pass, since the cloud's verdict is unknown.
 */
function unchecked(job, why) {
    return {
        problems: [
            {
                rule: job.kind === 'page' ? 'mdx-parse' : 'docs-json',
                line: 1,
                column: 1,
                title: 'This file could not be checked',
                message: `${why}; Mintlify's verdict on it is unknown.`,
            },
        ],
        imports: [],
    };
}
/** The sources' way: the parser module on this thread, loaded by a path ncc does not follow. */
async function inThread(jobs, here, signal) {
    const parts = [(0,external_node_path_.dirname)(here), 'parse.ts'];
    const parser = (await __webpack_require__(42253)((0,external_node_url_.pathToFileURL)((0,external_node_path_.join)(...parts)).href));
    const results = [];
    for (const job of jobs) {
        signal.throwIfAborted();
        results.push(await parser.parseJob(job));
    }
    return results;
}

;// CONCATENATED MODULE: ./src/modes/check/severity.ts
/** Longest excerpt of the offending line. */
const MAX_EXCERPT = 160;
/** The findings, ordered for the annotations. */
function placeFindings(located, sources, placement) {
    const findings = located.map(({ file, related, problem }) => {
        const changed = placement.changed;
        const before = changed !== undefined && !changed.has(file) && !(related && changed.has(related));
        const severity = problem.warningOnly || (before && placement.pullRequest) ? 'warning' : 'error';
        const excerpt = lineOf(sources.get(file), problem.line);
        return {
            file,
            line: Math.max(1, problem.line),
            column: Math.max(1, problem.column),
            severity,
            rule: problem.rule,
            title: problem.title,
            message: problem.message,
            before,
            ...(excerpt ? { excerpt } : {}),
            ...(problem.hint ? { hint: problem.hint } : {}),
        };
    });
    const rank = (f) => (f.before ? 2 : 0) + (f.severity === 'error' ? 0 : 1);
    return findings.sort((a, b) => rank(a) - rank(b) ||
        (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
        a.line - b.line ||
        a.column - b.column);
}
/** Line `line` (1-based) of `text`, trimmed and cut, or undefined. */
function lineOf(text, line) {
    if (text === undefined)
        return undefined;
    const found = text.split('\n')[line - 1]?.trim();
    if (!found)
        return undefined;
    return found.length > MAX_EXCERPT ? `${found.slice(0, MAX_EXCERPT - 1)}…` : found;
}

// EXTERNAL MODULE: ./src/modes/check/auth.ts
var check_auth = __webpack_require__(48293);
// EXTERNAL MODULE: ./src/modes/check/site.ts
var site = __webpack_require__(10196);
;// CONCATENATED MODULE: ./src/modes/check/imports.ts
/**
 * A page's imports as the cloud resolves them: a path from the docs folder (`/snippets/x.mdx`) or
 * from the page's folder (`./x.mdx`); one naming no file the checkout has inside the docs folder
 * stops the deploy. Bare package names are the renderer's business, not a file, and pass.
 */


/** Extensions an import may leave out, tried in order. */
const IMPLIED = ['', '.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'];
/** The problems of `file`'s imports: each that names no file of the site. */
function importProblems(tree, file, imports) {
    const problems = [];
    for (const item of imports) {
        const target = targetOf(tree, file, item.specifier);
        if (target === undefined)
            continue;
        const inside = tree.docsRoot === '' || target.startsWith(`${tree.docsRoot}/`);
        if (inside && !target.startsWith('../') && IMPLIED.some((ext) => tree.files.has(target + ext)))
            continue;
        problems.push({
            rule: 'snippet-import',
            line: item.line,
            column: item.column,
            title: 'An import names no file of the site: Mintlify will not deploy this page',
            message: inside
                ? `\`${item.specifier}\` resolves to ${target}, which is not in the repository (check the path and its case).`
                : `\`${item.specifier}\` leads outside the docs folder (${tree.docsRoot || '/'}), which the cloud does not read.`,
        });
    }
    return problems;
}
/** The repository path an import names, or undefined for a bare package name. */
function targetOf(tree, file, specifier) {
    if (specifier.startsWith('/'))
        return external_node_path_default().posix.normalize((0,site/* inDocs */.Nw)(tree, specifier.slice(1)));
    if (specifier.startsWith('./') || specifier.startsWith('../')) {
        return external_node_path_default().posix.normalize(external_node_path_default().posix.join(external_node_path_default().posix.dirname(file), specifier));
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/modes/check/check.ts
/**
 * Checks a whole docs site in a folder as Mintlify's cloud would build it: every page and snippet
 * through the vendor's renderer stage, each page's imports resolved, docs.json through the
 * vendor's schema, and the cloud's file rules. Sends no request. {@link checkFolder} is the
 * whole check, usable without the action (the benchmark and tests call it).
 */













/** Pages larger than this are not compiled (the cloud serves no file over 20 MB either). */
const MAX_PAGE_BYTES = 20 * 1024 * 1024;
/**
 * Checks the site in `repoRoot` (a checkout) and returns every finding, the PR's files first.
 *
 * @param repoRoot absolute path of the repository root
 */
async function checkFolder(repoRoot, options = {}) {
    const signal = options.signal ?? new AbortController().signal;
    const tree = await (0,site/* readSiteTree */.wi)(external_node_path_default().resolve(repoRoot), options.docsRoot);
    // The navigation's pages stay published under the default ignored folders.
    const config = await (0,read/* readSiteConfig */.EN)((0,config_sources/* checkoutSource */.E9)(tree.repoRoot), tree.docsRoot);
    const mintignore = await (0,site/* readIgnore */.RT)(tree);
    const published = new site_config_published/* PublishedPages */.ZD(tree.docsRoot, mintignore, config.navigation?.pages);
    const pages = (0,site/* compiledFiles */.HZ)(tree, published).filter((f) => (tree.files.get(f)?.size ?? 0) <= MAX_PAGE_BYTES);
    const sources = new Map();
    for (const file of pages)
        sources.set(file, await (0,promises_.readFile)(external_node_path_default().join(tree.repoRoot, file), 'utf8'));
    const docsJson = (0,site/* inDocs */.Nw)(tree, 'docs.json');
    if (tree.files.has(docsJson)) {
        sources.set(docsJson, await (0,promises_.readFile)(external_node_path_default().join(tree.repoRoot, docsJson), 'utf8'));
    }
    const jobs = [...sources].map(([file, source]) => file === docsJson
        ? { kind: 'docs-json', file, source, root: external_node_path_default().join(tree.repoRoot, tree.docsRoot) }
        : { kind: 'page', file, source });
    const { results, reused } = await parseWithCache(jobs, options, signal);
    const located = [];
    const refs = new Map();
    const publicPages = [];
    results.forEach((result, i) => {
        const file = jobs[i]?.file ?? '';
        if (result.publicPage)
            publicPages.push(file);
        for (const problem of result.problems)
            located.push({ file, problem });
        for (const problem of importProblems(tree, file, result.imports))
            located.push({ file, problem });
        if (result.refs)
            refs.set(file, result.refs);
    });
    const fileProblems = (0,file_rules/* fileRuleProblems */.Z6)(tree, refs, mintignore);
    located.push(...fileProblems);
    const input = options.siteAuthentication ?? 'auto';
    const auth = (0,check_auth/* authReason */.jS)({ input, docsJson: sources.get(docsJson), publicPages });
    if (auth)
        located.push(...(0,check_auth/* authProblems */.hH)(tree, refs, auth, fileProblems));
    const openapi = (config.openapi?.sources ?? []).map((s) => s.source);
    located.push(...(0,file_rules/* openApiProblems */.H8)(tree, openapi, sources.get(docsJson)));
    const findings = placeFindings(located, sources, options);
    return {
        versions: { ...PARSER_VERSIONS },
        findings,
        docsRoot: tree.docsRoot,
        compiled: pages.length,
        reused,
        notes: notesOf(tree),
    };
}
/** The jobs' results: from the cache where it has them, else from the parsers. */
async function parseWithCache(jobs, options, signal) {
    const cache = options.cache;
    const keys = jobs.map((job) => (job.kind === 'page' ? pageKey(job.source) : undefined));
    const known = keys.map((key) => (key && cache ? cache.get(key) : undefined));
    const todo = jobs.filter((_, i) => known[i] === undefined);
    const fresh = await parseAll(todo, {
        signal,
        ...(options.script !== undefined ? { script: options.script } : {}),
        ...(options.threads ? { threads: options.threads } : {}),
    });
    let next = 0;
    const results = known.map((hit) => hit ?? fresh[next++]);
    if (cache) {
        cache.clear();
        keys.forEach((key, i) => {
            if (key)
                cache.set(key, results[i]);
        });
    }
    return { results, reused: jobs.length - todo.length };
}
function notesOf(tree) {
    const notes = [];
    if (tree.rootWarning)
        notes.push(tree.rootWarning);
    if (tree.cut)
        notes.push('The checkout has more files than the check walks; some were not checked.');
    return notes;
}

// EXTERNAL MODULE: ./src/util/sanitize.ts
var sanitize = __webpack_require__(62701);
;// CONCATENATED MODULE: ./src/modes/check/report.ts
/**
 * The job summary of `mode: check`: the verdict (will Mintlify deploy this?), every finding
 * grouped by file (the PR's files first, then the files broken before it), each with its line, the
 * parser's message, what it means in plain words and the offending line, and the parser versions
 * used. Pure: data in, markdown out. File names, messages and lines come from the repository and
 * the parsers (outside text): every one goes through the sanitizer, and the guard sizes the whole.
 */



/** Findings listed word for word; the rest are counted (the findings file has them all). */
const MAX_LISTED = 300;
/** Renders the job summary. */
function renderCheckSummary(s) {
    const errors = s.findings.filter((f) => f.severity === 'error').length;
    const warnings = s.findings.length - errors;
    const parts = [heading(errors, warnings, s.pullRequest), overview(s, errors, warnings)];
    const mine = s.findings.filter((f) => !f.before);
    const before = s.findings.filter((f) => f.before);
    let room = MAX_LISTED;
    if (mine.length > 0) {
        const title = s.pullRequest ? 'In this PR’s files' : 'Findings';
        parts.push(`### ${title}\n\n${byFile(mine, room)}`);
        room = Math.max(0, room - mine.length);
    }
    if (before.length > 0) {
        parts.push(`### Broken before this ${s.pullRequest ? 'PR' : 'change'}\n\nThese files fail already: the cloud re-parses a file only when a deploy changes it, so each one's next edit will stop deploys.\n\n${byFile(before, room)}`);
    }
    const listed = Math.min(s.findings.length, MAX_LISTED);
    if (s.findings.length > listed) {
        parts.push(`…and ${(0,format/* plural */.LS)(s.findings.length - listed, 'more finding')} (the \`findings-file\` output lists them all).`);
    }
    parts.push(versions(s.versions));
    return `${parts.join('\n\n')}\n`;
}
function heading(errors, warnings, pullRequest) {
    if (errors > 0) {
        return `## ❌ Docs check: Mintlify will not publish ${pullRequest ? 'this PR' : 'this commit'} as it is`;
    }
    if (warnings > 0)
        return '## ⚠️ Docs check: every page compiles; some files need a look';
    return '## ✅ Docs check: Mintlify can publish every page';
}
function overview(s, errors, warnings) {
    const folder = s.docsRoot === '' ? 'the repository root' : (0,sanitize/* inlineCode */.ti)(s.docsRoot);
    return [
        `${(0,format/* plural */.LS)(s.compiled, 'page')} and snippets in ${folder} compiled with Mintlify's own parsers, docs.json checked against its schema, and the cloud's file rules applied: **${(0,format/* plural */.LS)(errors, 'error')}, ${(0,format/* plural */.LS)(warnings, 'warning')}**.`,
        `Which files are this change's: ${(0,sanitize/* inlineText */.ln)(s.changedHow, 300)}.`,
    ].join('\n\n');
}
/** The findings grouped by file, at most `room` of them. */
function byFile(findings, room) {
    const groups = new Map();
    for (const f of findings.slice(0, room)) {
        const list = groups.get(f.file) ?? [];
        list.push(f);
        groups.set(f.file, list);
    }
    const out = [];
    for (const [file, list] of groups) {
        out.push(`#### ${(0,sanitize/* inlineCode */.ti)(file, 300)}\n\n${list.map(item).join('\n')}`);
    }
    return out.join('\n\n');
}
/** Rules whose message is the vendor's parser's own words. */
const PARSED = new Set(['mdx-parse', 'frontmatter', 'docs-json']);
function item(f) {
    const mark = f.severity === 'error' ? '❌' : '⚠️';
    const lines = [
        // The title and the plain words are the action's own, but may come back from the cache:
        // sanitized like outside text all the same.
        `- ${mark} **Line ${f.line}, column ${f.column}** — ${(0,sanitize/* inlineText */.ln)(f.title, 200)} (${(0,sanitize/* inlineCode */.ti)(f.rule, 40)})`,
        `  - ${PARSED.has(f.rule) ? 'The parser says: ' : ''}${(0,sanitize/* inlineText */.ln)(f.message, 400)}`,
    ];
    if (f.hint) {
        // The action's own markdown when it is (a cached result could hold anything else).
        lines.push(`  - What it means: ${isPlainWords(f.hint) ? f.hint : (0,sanitize/* inlineText */.ln)(f.hint, 500)}`);
    }
    if (f.excerpt)
        lines.push(`  - The line: ${(0,sanitize/* inlineCode */.ti)(f.excerpt, 200)}`);
    return lines.join('\n');
}
function versions(v) {
    const list = Object.entries(v).map(([name, version]) => `${(0,sanitize/* inlineCode */.ti)(name)} ${(0,sanitize/* inlineCode */.ti)(version)}`);
    return `<sub>Checked with ${list.join(', ')}; no request was sent.</sub>`;
}

;// CONCATENATED MODULE: ./src/modes/check/run.ts
/**
 * `mode: check`: will Mintlify's cloud publish this? The whole site in the checkout, every run:
 * the PR's files told apart by git (./changed.ts), every page compiled by the vendor's parsers
 * on worker threads and the cloud's file rules applied (./check.ts), findings annotated at their
 * lines (the PR's first), listed in the job summary and written to the findings file. No key,
 * no token, no request: a fork's or Dependabot's PR runs it in full.
 */












/** Events whose results are cached for later runs. */
const SAVING_EVENTS = new Set(['push', 'schedule']);
/** Annotations sent; GitHub shows 10 errors and 10 warnings per step and 50 per job. */
const MAX_ANNOTATIONS = 50;
/** Runs `mode: check`. */
const runCheck = async (ctx) => {
    const { inputs } = ctx;
    const workspace = inputs.runner.workspace;
    const pullRequest = inputs_runner/* PR_EVENTS */.l.has(inputs.runner.eventName);
    const changed = await changedFiles(inputs.runner, workspace, ctx.signal);
    log/* info */.pq(`This change's files: ${changed.how}.`);
    const cacheDir = external_node_path_default().join(inputs.runner.runnerTemp, 'mintlify-check-cache');
    const cache = await restoreResults(cacheDir, inputs.runner.sha);
    const started = Date.now();
    const result = await checkFolder(workspace, {
        cache,
        ...(inputs.docsRoot !== undefined ? { docsRoot: inputs.docsRoot } : {}),
        siteAuthentication: inputs.siteAuthentication,
        ...(changed.files ? { changed: changed.files } : {}),
        pullRequest,
        signal: ctx.signal,
    });
    for (const note of result.notes)
        log/* warning */.$e(note);
    log/* info */.pq(`Compiled ${(0,format/* plural */.LS)(result.compiled, 'page')} and snippets (${result.reused} of them from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    // The default branch's results, for the PRs that follow (a PR's own are never saved).
    if (SAVING_EVENTS.has(inputs.runner.eventName)) {
        await saveResults(cacheDir, inputs.runner.sha, cache);
    }
    annotate(result.findings);
    const file = external_node_path_default().join(inputs.runner.runnerTemp, `mintlify-check-${process.pid}.json`);
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    await (0,promises_.writeFile)(file, `${JSON.stringify({ versions: result.versions, findings: result.findings }, null, 2)}\n`);
    const errors = result.findings.filter((f) => f.severity === 'error').length;
    const warnings = result.findings.length - errors;
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.Errors, errors);
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.Warnings, warnings);
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.FindingsFile, file);
    await (0,job_summary/* writeJobSummary */.j7)((0,guard/* summaryText */.g5)(renderCheckSummary({
        findings: result.findings,
        versions: result.versions,
        docsRoot: result.docsRoot,
        compiled: result.compiled,
        changedHow: changed.how,
        pullRequest,
    })));
    return verdict(inputs.failOn, errors, warnings);
};
/** One annotation per finding at its line, the first {@link MAX_ANNOTATIONS}; the rest logged. */
function annotate(findings) {
    findings.forEach((f, i) => {
        const before = f.before ? ' (fails before this change: its next edit will stop deploys)' : '';
        const text = [`${f.message}${before}`, f.hint].filter(Boolean).join(' — ');
        if (i >= MAX_ANNOTATIONS) {
            log/* info */.pq(`${f.file}:${f.line}:${f.column}: ${f.severity}: ${f.title}: ${text}`);
            return;
        }
        const at = { file: f.file, startLine: f.line, startColumn: f.column, title: f.title };
        if (f.severity === 'error')
            log/* error */.z3(text, at);
        else
            log/* warning */.$e(text, at);
    });
}
/** The step's outcome by `fail-on`. */
function verdict(failOn, errors, warnings) {
    const failing = failOn === 'never' ? 0 : failOn === 'warning' ? errors + warnings : errors;
    if (failing === 0)
        return { outcome: 'success' };
    const what = failOn === 'warning'
        ? `${(0,format/* plural */.LS)(errors, 'error')} and ${(0,format/* plural */.LS)(warnings, 'warning')}`
        : (0,format/* plural */.LS)(errors, 'error');
    return {
        outcome: 'failure',
        message: `The docs check found ${what} (fail-on: ${failOn}): see the annotations and the job summary.`,
    };
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

/***/ 42253:
/***/ ((module) => {

function webpackEmptyAsyncContext(req) {
	// Here Promise.resolve().then() is used instead of new Promise() to prevent
	// uncaught exception popping up in devtools
	return Promise.resolve().then(() => {
		var e = new Error("Cannot find module '" + req + "'");
		e.code = 'MODULE_NOT_FOUND';
		throw e;
	});
}
webpackEmptyAsyncContext.keys = () => ([]);
webpackEmptyAsyncContext.resolve = webpackEmptyAsyncContext;
webpackEmptyAsyncContext.id = 42253;
module.exports = webpackEmptyAsyncContext;

/***/ })

};

//# sourceMappingURL=286.index.js.map