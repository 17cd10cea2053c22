export const id = 186;
export const ids = [186];
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

/***/ 62186:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bundleFileName: () => (/* binding */ bundleFileName),
  runExport: () => (/* binding */ runExport)
});

// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
// EXTERNAL MODULE: ./src/guard.ts
var guard = __webpack_require__(40578);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/platform/index.ts + 3 modules
var platform = __webpack_require__(86249);
// EXTERNAL MODULE: ./src/util/format.ts
var format = __webpack_require__(32693);
// EXTERNAL MODULE: ./src/util/timing.ts
var timing = __webpack_require__(50620);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./src/util/abort.ts
var abort = __webpack_require__(42334);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/index.min.js
var index_min = __webpack_require__(98697);
// EXTERNAL MODULE: ./src/util/sanitize.ts
var sanitize = __webpack_require__(62701);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
;// CONCATENATED MODULE: ./src/publish/helper-thread.ts
/**
 * The download's one worker thread, shared by the hash and the gunzip (publish/hash-thread.ts: both
 * fed from the download's ring) and the link check (publish/link-thread.ts). Each worker thread is an isolate of its own, ~10 MiB of RSS for node's
 * bootstrap before it does any work: with a thread each, the Pages pass at 100,000 files peaked at
 * ~152 MiB, with the hash on the main thread instead at ~141 MiB (BENCHMARKS.md), so the two share
 * one. The hash costs the link check's thread little (0.05 s per 58 MiB bundle); the slots it is
 * given wait at most behind the few link batches in flight.
 *
 * Messages travel in an {@link Envelope} naming their channel. The thread starts when the first
 * channel opens and is terminated once every open channel is closed (a channel opened after that
 * starts a fresh one). A failure of the thread (thrown, out of memory, exited) reaches every open
 * channel once; a channel's own error is the worker's to report on that channel
 * (publish/helper-worker.ts), so a failing link check does not stop the hash.
 *
 * The entry is its own bundle, `helper-worker/index.js` beside the bundle this module is in
 * (scripts/bundle.mjs builds it for dist/ and build/test-dist/, bench/run.ts for the bench child).
 * Run from the TypeScript sources (vitest's unit tests), node cannot load a `.ts` worker without
 * a loader, so both run on the caller's thread there ({@link openHelperThread}).
 */



/**
 * The thread's heap: a small young generation, so the link check's short-lived strings are
 * collected often and cheaply instead of growing the heap; the old generation holds the path set
 * and the targets not found yet (~8 MiB at 100,000 files), with room for sites at the entry cap.
 * The hash allocates next to nothing. Measured (BENCHMARKS.md, Pages at 100,000 files, peak RSS):
 * no limits 202 MiB, a 4 MiB young generation alone 161, with the 256 MiB old generation 147-149,
 * a 2 MiB young generation 143-145 (1 MiB: 147, and 4% slower); the 512 MiB download of one file
 * peaks at 135-140 MiB with these against 131-133 with no limits, which the link check cannot do
 * without.
 */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 256 };
/**
 * The helper thread for a download: `script` is the bundled entry to run; undefined, the one
 * beside the running bundle; `false`, or running from the TypeScript sources: none (undefined).
 */
function openHelperThread(script) {
    if (script)
        return new HelperThread(script);
    const here = (0,external_node_url_.fileURLToPath)(import.meta.url);
    if (script === false || here.endsWith('.ts'))
        return undefined;
    return new HelperThread(helperWorkerScript(here));
}
/** `helper-worker/index.js` beside the bundle file `here`, built from parts so ncc leaves it be. */
function helperWorkerScript(here) {
    const parts = ['helper-worker', 'index.js'];
    return (0,external_node_path_.join)((0,external_node_path_.dirname)(here), ...parts);
}
/** A worker thread that channels open and close; see the module's comment. */
class HelperThread {
    script;
    static starts = 0;
    static running = 0;
    worker;
    listeners = new Map();
    /** The running worker's failure, once it failed. */
    failure;
    constructor(script) {
        this.script = script;
    }
    /** Helper threads started in this process. */
    static get started() {
        return HelperThread.starts;
    }
    /** Helper threads started and not yet exited, in this process. */
    static get alive() {
        return HelperThread.running;
    }
    /** Opens `channel`, starting the thread if none runs. */
    open(channel, onMessage, onFail) {
        const worker = this.start();
        const listener = { onMessage: onMessage, onFail };
        this.listeners.set(channel, listener);
        // A channel opened on a thread that has already failed hears of it too.
        const failure = this.failure;
        if (failure)
            queueMicrotask(() => onFail(failure));
        let closing;
        return {
            post: (message, transfer = []) => {
                if (!closing && !this.failure && this.worker === worker) {
                    worker.postMessage({ channel, message }, transfer);
                }
            },
            close: () => (closing ??= this.close(channel, listener)),
        };
    }
    start() {
        if (this.worker)
            return this.worker;
        const worker = new external_node_worker_threads_.Worker(this.script, { resourceLimits: RESOURCE_LIMITS });
        this.worker = worker;
        this.failure = undefined;
        HelperThread.starts++;
        HelperThread.running++;
        worker.on('message', (envelope) => {
            if (this.worker === worker)
                this.listeners.get(envelope.channel)?.onMessage(envelope.message);
        });
        worker.on('error', (err) => this.fail(worker, err));
        // A terminated worker is no longer `this.worker`, so its exit is not a failure.
        worker.on('exit', (code) => {
            HelperThread.running--;
            this.fail(worker, new Error(`the worker thread stopped (exit code ${code})`));
        });
        return worker;
    }
    async close(channel, listener) {
        if (this.listeners.get(channel) === listener)
            this.listeners.delete(channel);
        const worker = this.worker;
        if (!worker || this.listeners.size > 0)
            return;
        this.worker = undefined;
        await worker.terminate();
    }
    fail(worker, err) {
        if (this.worker !== worker || this.failure)
            return;
        this.failure = err;
        for (const listener of [...this.listeners.values()])
            listener.onFail(err);
    }
}

// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(46193);
// EXTERNAL MODULE: ./node_modules/entities/dist/decode.js + 2 modules
var decode = __webpack_require__(57031);
;// CONCATENATED MODULE: ./src/publish/html-refs.ts
/**
 * The start tags of an HTML page that can hold a link, read as a browser's tokenizer reads them
 * (the WHATWG HTML standard, §13.2.5), and nothing else: text is skipped with `indexOf('<')`,
 * other tags are stepped over (quote-aware), comments, `<script>`/`<style>` raw text and
 * `<title>`/`<textarea>` are passed by their ends. Streaming: a page comes in pieces, and a tag
 * cut by a piece's end is read again whole with the next one.
 *
 * Why not a general HTML parser: the link check reads every page of an export (225 MB of HTML at
 * 100,000 pages), and htmlparser2's Parser, which builds every tag's attributes and steps through
 * text one character at a time, took 4 s of the Pages pass's CPU for it (BENCHMARKS.md, Pages).
 * What a link check needs of a page is a handful of tags; this reads those the way a browser does
 * and is checked against htmlparser2 on the same pages in __tests__/html-refs.test.ts. With slots
 * (the link check's five attributes) no string is made of any other name or value, and reading a
 * tag makes no object: a record per tag and a string per attribute were a third of its CPU.
 */

/** Elements whose content is text up to their end tag (raw text and RCDATA). */
const TEXT_ELEMENTS = new Set([
    'script',
    'style',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'title',
    'textarea',
]);
/** Elements whose content is text to the end of the page. */
const PLAINTEXT = 'plaintext';
/**
 * A tag cut by the end of a piece is kept to be read whole with the next; one longer than this
 * (an attribute value whose quote never closes) is read as text, as its `<` then is.
 */
const MAX_TAG = 1024 * 1024;
/** Held characters past which the next reading waits until they have doubled. */
const WAIT_BEYOND = 4096;
/** HTML's ASCII whitespace: tab, LF, FF, CR, space. */
function isSpace(c) {
    return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}
function isAsciiLetter(c) {
    return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}
/**
 * Reads the tags named in `wanted` from a page given in pieces: every attribute of theirs into a
 * record, or with `slots` only the attributes named there, into an array in that order (the
 * others are stepped over without a string made for them, and no object is made per tag).
 */
class HtmlRefScanner {
    mode = { kind: 'data' };
    reader;
    emit;
    /** The unread end of the previous pieces (a cut tag, or the possible start of an end tag). */
    rest = [];
    restLength = 0;
    /**
     * Characters to gather before reading again: a long cut tag is read again only once what is
     * held has doubled, so a tag cut many times costs a few readings, not one per piece.
     */
    waitFor = 0;
    constructor(wanted, onTag, slots) {
        const reader = new TagReader(wanted, slots);
        this.reader = reader;
        this.emit = slots
            ? (name) => onTag(name, reader.values)
            : (name) => onTag(name, reader.attribs);
    }
    /** Starts a new page. */
    reset() {
        this.mode = { kind: 'data' };
        this.rest = [];
        this.restLength = 0;
        this.waitFor = 0;
    }
    /** Reads a piece of the page. */
    write(piece) {
        this.rest.push(piece);
        this.restLength += piece.length;
        if (this.restLength < this.waitFor)
            return;
        const text = this.rest.join('');
        const left = text.slice(this.scan(text, false));
        this.rest = left ? [left] : [];
        this.restLength = left.length;
        this.waitFor = left.length > WAIT_BEYOND ? left.length * 2 : 0;
    }
    /** Ends the page: a tag still cut is not a tag (a browser reads it as text, and so here). */
    end() {
        if (this.restLength > 0)
            this.scan(this.rest.join(''), true);
        this.reset();
    }
    /** Reads `text` from the start; returns how far it got (the rest waits for the next piece). */
    scan(text, last) {
        let i = 0;
        while (i < text.length) {
            const mode = this.mode;
            const next = this.step(text, i, last);
            // No step forward in the same mode: what is left waits for the next piece.
            if (next === undefined || (next <= i && this.mode === mode))
                return i;
            i = next;
        }
        return i;
    }
    /** One step from `i` in the current mode: the next index, or undefined to wait for more. */
    step(text, i, last) {
        switch (this.mode.kind) {
            case 'plaintext':
                return text.length;
            case 'comment':
                return this.inComment(text, i, last);
            case 'bogus':
                return this.inBogus(text, i);
            case 'text':
                return this.inText(text, i, this.mode.element, last);
            default:
                return this.inData(text, i, last);
        }
    }
    /** Past the comment's `-->`, or to the piece's end keeping what could start it. */
    inComment(text, i, last) {
        const end = text.indexOf('-->', i);
        if (end >= 0) {
            this.mode = { kind: 'data' };
            return end + 3;
        }
        return last ? text.length : keepTail(text, i, 2);
    }
    /** Past a bogus comment's `>` (`<!doctype …>`, `<?xml …?>`, `</1>`), or to the piece's end. */
    inBogus(text, i) {
        const end = text.indexOf('>', i);
        if (end < 0)
            return text.length;
        this.mode = { kind: 'data' };
        return end + 1;
    }
    /** To the end tag of a raw text element (`</script` then a space, `/` or `>`). */
    inText(text, i, element, last) {
        let from = i;
        for (;;) {
            const lt = text.indexOf('</', from);
            if (lt < 0 || lt + 2 + element.length >= text.length) {
                if (last)
                    return text.length;
                return keepTail(text, i, element.length + 2, lt < 0 ? undefined : lt);
            }
            const name = text.slice(lt + 2, lt + 2 + element.length).toLowerCase();
            const after = text.charCodeAt(lt + 2 + element.length);
            if (name === element && (isSpace(after) || after === 0x2f || after === 0x3e)) {
                this.mode = { kind: 'data' };
                return lt;
            }
            from = lt + 2;
        }
    }
    /** Text up to the next `<`, then what it starts. */
    inData(text, i, last) {
        const lt = text.indexOf('<', i);
        if (lt < 0)
            return text.length;
        if (lt + 1 >= text.length)
            return last ? text.length : lt;
        const c = text.charCodeAt(lt + 1);
        if (c === 0x21)
            return this.markup(text, lt, last);
        if (c === 0x3f)
            return this.bogus(lt + 2);
        if (c === 0x2f)
            return this.endTag(text, lt, last);
        if (!isAsciiLetter(c))
            return lt + 1;
        const reader = this.reader;
        const end = reader.startTag(text, lt + 1);
        if (end < 0)
            return this.cut(text, lt, last);
        const name = reader.name;
        if (name === undefined)
            return end;
        if (reader.wantedTag)
            this.emit(name);
        if (TEXT_ELEMENTS.has(name))
            this.mode = { kind: 'text', element: name };
        if (name === PLAINTEXT)
            this.mode = { kind: 'plaintext' };
        return end;
    }
    /** `<!`: a comment (`<!--`, with the short forms `<!-->` and `<!--->`), else a bogus one. */
    markup(text, lt, last) {
        const head = text.slice(lt, lt + 4);
        if (head === '<!--') {
            if (text.startsWith('>', lt + 4))
                return lt + 5;
            if (text.startsWith('->', lt + 4))
                return lt + 6;
            if (!last && text.length < lt + 6)
                return lt;
            this.mode = { kind: 'comment' };
            return lt + 4;
        }
        if (!last && '<!--'.startsWith(head))
            return lt;
        return this.bogus(lt + 2);
    }
    /** `</`: an end tag (its attributes are read to find its `>`, then dropped), `</>`, or bogus. */
    endTag(text, lt, last) {
        if (lt + 2 >= text.length)
            return last ? text.length : lt;
        const c = text.charCodeAt(lt + 2);
        if (c === 0x3e)
            return lt + 3;
        if (!isAsciiLetter(c))
            return this.bogus(lt + 2);
        const end = this.reader.endTag(text, lt + 2);
        return end < 0 ? this.cut(text, lt, last) : end;
    }
    /** Enters a bogus comment whose body starts at `from`. */
    bogus(from) {
        this.mode = { kind: 'bogus' };
        return from;
    }
    /** A tag cut by the piece's end: wait at its `<` for the next piece, unless last or too long. */
    cut(text, lt, last) {
        return last || text.length - lt > MAX_TAG ? lt + 1 : lt;
    }
}
/**
 * Where to stop reading `text` when what is sought may start in its last `keep` characters
 * (from `from` on, or from `candidate` when one has begun there): undefined keeps it all.
 */
function keepTail(text, from, keep, candidate) {
    const stop = Math.max(from, text.length - keep, candidate ?? 0);
    return stop === from ? undefined : stop;
}
/** Lower-case names, found in a text without making a string of it. */
class NameSet {
    names;
    /** Indexes into `names`, by name length. */
    byLength = [];
    constructor(names) {
        this.names = names;
        names.forEach((name, index) => (this.byLength[name.length] ??= []).push(index));
    }
    /**
     * The index of the name that `text` spells from `start` to `end`, its ASCII letters in either
     * case (HTML lowercases tag and attribute names in ASCII only), or -1.
     */
    find(text, start, end) {
        const candidates = this.byLength[end - start];
        if (!candidates)
            return -1;
        next: for (const index of candidates) {
            const name = this.names[index];
            for (let k = 0; k < name.length; k++) {
                const c = text.charCodeAt(start + k);
                if ((c >= 0x41 && c <= 0x5a ? c | 0x20 : c) !== name.charCodeAt(k))
                    continue next;
            }
            return index;
        }
        return -1;
    }
}
/**
 * Reads one tag to its `>`. Only what was asked for becomes a string: the name when it is wanted
 * or changes what follows (raw text, plaintext), and the attributes of a wanted tag (all of them
 * into a record, or the slots' into their places). Results are left in its fields, so stepping
 * over a tag allocates nothing.
 */
class TagReader {
    /** The tag's name when it is one the scanner acts on, else undefined. */
    name;
    /** The tag is wanted: its attributes were read. */
    wantedTag = false;
    /** Of each name of `names`: whether it is wanted. */
    wantedAt;
    /** Without slots: the wanted tag's attributes. */
    attribs = Object.create(null);
    /** With slots: the wanted tag's values of the slots' attributes, reused for every tag. */
    values;
    names;
    slots;
    valueStart = 0;
    valueEnd = 0;
    constructor(wanted, slots) {
        this.names = new NameSet([...new Set([...wanted, ...TEXT_ELEMENTS, PLAINTEXT])]);
        this.wantedAt = this.names.names.map((name) => wanted.has(name));
        this.slots = slots ? new NameSet(slots) : undefined;
        this.values = slots ? slots.map(() => undefined) : [];
    }
    /** The start tag whose name starts at `start`: the index past its `>`, or -1 if cut. */
    startTag(text, start) {
        const nameEnd = tagNameEnd(text, start);
        const found = this.names.find(text, start, nameEnd);
        this.name = found < 0 ? undefined : this.names.names[found];
        this.wantedTag = found >= 0 && this.wantedAt[found] === true;
        if (!this.wantedTag)
            return this.attributes(text, nameEnd, false);
        if (this.slots) {
            // A loop, not fill(): five stores are cheaper than the builtin's call, once per wanted tag.
            for (let k = 0; k < this.values.length; k++)
                this.values[k] = undefined;
        }
        else {
            this.attribs = Object.create(null);
        }
        return this.attributes(text, nameEnd, true);
    }
    /**
     * The end tag whose name starts at `start`, its attributes only passed: the index past its `>`,
     * or -1 if cut. `name` and `wantedTag` stay {@link startTag}'s.
     */
    endTag(text, start) {
        return this.attributes(text, tagNameEnd(text, start), false);
    }
    /**
     * Reads attributes from `i` to the tag's `>` (kept when `keep`; names in lower case, values
     * entity-decoded, the first of a name kept): the index past the `>`, or -1 when the text ends
     * first.
     */
    attributes(text, from, keep) {
        let i = from;
        const n = text.length;
        for (;;) {
            while (i < n && (isSpace(text.charCodeAt(i)) || text.charCodeAt(i) === 0x2f))
                i++;
            if (i >= n)
                return -1;
            if (text.charCodeAt(i) === 0x3e)
                return i + 1;
            // A name runs to a space, `/`, `>` or `=`; an `=` first is part of it.
            const nameStart = i++;
            while (i < n) {
                const c = text.charCodeAt(i);
                if (isSpace(c) || c === 0x2f || c === 0x3e || c === 0x3d)
                    break;
                i++;
            }
            const nameEnd = i;
            while (i < n && isSpace(text.charCodeAt(i)))
                i++;
            if (i >= n)
                return -1;
            this.valueStart = this.valueEnd = i;
            if (text.charCodeAt(i) === 0x3d) {
                i = this.value(text, i + 1);
                if (i < 0)
                    return -1;
            }
            if (keep)
                this.keepAttribute(text, nameStart, nameEnd);
        }
    }
    /** Keeps the attribute just read (its value at valueStart..valueEnd) unless one came first. */
    keepAttribute(text, nameStart, nameEnd) {
        if (this.slots) {
            const slot = this.slots.find(text, nameStart, nameEnd);
            if (slot >= 0 && this.values[slot] === undefined)
                this.values[slot] = this.valueText(text);
            return;
        }
        const key = text.slice(nameStart, nameEnd).toLowerCase();
        if (this.attribs[key] === undefined)
            this.attribs[key] = this.valueText(text);
    }
    /** The value just read, entity-decoded. */
    valueText(text) {
        const value = text.slice(this.valueStart, this.valueEnd);
        return value.includes('&') ? (0,decode/* decodeHTMLAttribute */.Im)(value) : value;
    }
    /**
     * An attribute's value after its `=` (quoted, unquoted or empty: `=>`), left in
     * valueStart..valueEnd: the index past it, or -1 when the text ends first.
     */
    value(text, from) {
        let i = from;
        const n = text.length;
        while (i < n && isSpace(text.charCodeAt(i)))
            i++;
        if (i >= n)
            return -1;
        const q = text.charCodeAt(i);
        if (q === 0x22 || q === 0x27) {
            const close = text.indexOf(q === 0x22 ? '"' : "'", i + 1);
            if (close < 0)
                return -1;
            this.valueStart = i + 1;
            this.valueEnd = close;
            return close + 1;
        }
        this.valueStart = i;
        if (q === 0x3e) {
            this.valueEnd = i;
            return i;
        }
        while (i < n) {
            const c = text.charCodeAt(i);
            if (isSpace(c) || c === 0x3e)
                break;
            i++;
        }
        this.valueEnd = i;
        return i >= n ? -1 : i;
    }
}
/** Where a tag name that starts at `start` ends: a space, `/`, `>` or the text's end. */
function tagNameEnd(text, start) {
    let i = start;
    while (i < text.length) {
        const c = text.charCodeAt(i);
        if (isSpace(c) || c === 0x2f || c === 0x3e)
            break;
        i++;
    }
    return i;
}

;// CONCATENATED MODULE: ./src/publish/path-table.ts
/**
 * The set of a bundle's file paths the link check answers references from, kept as 64-bit
 * fingerprints in one typed array (open addressing, linear probing) instead of a `Set` of
 * strings: 8 bytes a path at most twice over, where a string and its set entry cost ~80 bytes
 * and the heap grew with them (BENCHMARKS.md, Pages: the link check's share of the growth from
 * 10,000 to 100,000 files). Two independent 32-bit hashes of the path make its fingerprint; two
 * different paths share one with a chance of about one in 2^64 per pair, so among 100,000 files a
 * broken reference is taken for a file about once in 10^14 lookups.
 */
/** Slots to start with (a power of two). */
const INITIAL_SLOTS = 1024;
/** The last fingerprint computed (two words, kept here so that hashing allocates nothing). */
let fa = 0;
let fb = 0;
/**
 * Sets {@link fa} and {@link fb} to the fingerprint of `prefix` + `path` from `from` on (made
 * from the parts, so the joined string need not exist): FNV-1a over its UTF-16 code units, and a
 * second hash with other constants and a final mix (odd, so a used slot is never zero).
 */
function fingerprint(path, prefix = '', from = 0) {
    let a = 0x811c9dc5;
    let b = 0x9747b28c;
    const split = prefix.length;
    const shift = from - split;
    const end = path.length - shift;
    for (let k = 0; k < end; k++) {
        const c = k < split ? prefix.charCodeAt(k) : path.charCodeAt(k + shift);
        a = Math.imul(a ^ c, 0x01000193);
        b = Math.imul(b ^ c, 0x5bd1e995);
        b ^= b >>> 15;
    }
    b = Math.imul(b ^ (b >>> 13), 0xc2b2ae35);
    fa = a >>> 0;
    fb = ((b ^ (b >>> 16)) | 1) >>> 0;
}
/** A set of paths by fingerprint: add and has, nothing else. */
class PathTable {
    /** Two words a slot: [a, b]; b is never 0 in a used slot. */
    slots = new Uint32Array(INITIAL_SLOTS * 2);
    count = 0;
    /** Paths added (each once). */
    get size() {
        return this.count;
    }
    /** Adds `path` (a second add of the same path changes nothing). */
    add(path) {
        fingerprint(path);
        if (this.insert(this.slots, fa, fb))
            this.count++;
        if (this.count * 2 > this.slots.length / 2)
            this.grow();
    }
    /** Whether `path` was added. */
    has(path) {
        fingerprint(path);
        const a = fa;
        const b = fb;
        const slots = this.slots;
        const mask = slots.length / 2 - 1;
        for (let i = a & mask;; i = (i + 1) & mask) {
            const sb = slots[2 * i + 1];
            if (sb === 0)
                return false;
            if (sb === b && slots[2 * i] === a)
                return true;
        }
    }
    /** Puts [a, b] into `slots` unless there; true when it was added. */
    insert(slots, a, b) {
        const mask = slots.length / 2 - 1;
        for (let i = a & mask;; i = (i + 1) & mask) {
            const sb = slots[2 * i + 1];
            if (sb === 0) {
                slots[2 * i] = a;
                slots[2 * i + 1] = b;
                return true;
            }
            if (sb === b && slots[2 * i] === a)
                return false;
        }
    }
    /** Doubles the slots, keeping the load at most one half. */
    grow() {
        const old = this.slots;
        const slots = new Uint32Array(old.length * 2);
        for (let i = 0; i < old.length; i += 2) {
            const b = old[i + 1] ?? 0;
            if (b !== 0)
                this.insert(slots, old[i] ?? 0, b);
        }
        this.slots = slots;
    }
}
/**
 * Paths found lately, by fingerprint, in a fixed number of slots (a path takes the slot its
 * fingerprint names, replacing whatever was there): the link check's cache of targets that
 * resolved, so a sidebar repeated page after page costs one hash a reference. It holds no string,
 * so nothing it forgets is left on the heap for a full collection to find (a `Set` of strings,
 * cleared when full, was most of the link thread's old-generation garbage).
 */
class RecentPaths {
    slots;
    mask;
    /** `size` slots, a power of two. */
    constructor(size) {
        this.slots = new Uint32Array(size * 2);
        this.mask = size - 1;
    }
    /**
     * Whether `prefix` + `path` from `from` on (the joined path, which need not be made) was added
     * and its slot not taken since.
     */
    has(path, prefix = '', from = 0) {
        fingerprint(path, prefix, from);
        const i = (fa & this.mask) * 2;
        return this.slots[i + 1] === fb && this.slots[i] === fa;
    }
    /** Puts `path` in its slot. */
    add(path) {
        fingerprint(path);
        const i = (fa & this.mask) * 2;
        this.slots[i] = fa;
        this.slots[i + 1] = fb;
    }
}

;// CONCATENATED MODULE: ./src/publish/link-check.ts
/**
 * The link check of an export bundle, fed by the bundle walk's single pass (publish/bundle-walk.ts):
 * every file path of the bundle, and the bytes of every `.html` entry as they are inflated. No
 * second read, no site folder, no network.
 *
 * The page is read by publish/html-refs.ts, which reads the few tags that hold a link as the HTML
 * standard's tokenizer does (comments, raw text and attribute quoting included) and steps over
 * the rest; it took this pass from 4 s to under 1 s of CPU at 100,000 pages, where htmlparser2's
 * Parser, used before, built every tag and stepped through text one character at a time. One
 * scanner is reused for every page (`reset()`): entries of a tar come one after the other.
 * The bundled action runs this class on the download's helper thread (publish/link-thread.ts,
 * publish/link-worker.ts), fed the same events in the same order; from the sources (unit tests)
 * it runs on the walk's thread.
 *
 * References read: `a[href]`, `link[href]`, `script[src]`, `img[src]`/`[srcset]`,
 * `source[src]`/`[srcset]`, `iframe[src]`, `meta[http-equiv=refresh]` (its `url=`), resolved
 * against `<base href>` when the page has one, else the page's own path. Internal means relative,
 * root-relative or absolute on the exported `domain` (any port, http or https); other hosts and
 * `mailto:`, `tel:`, `javascript:`, `data:`, … are not checked. A target is resolved as a static
 * host does: query and fragment stripped, percent-decoded, then the exact file, `X.html`, and
 * `X/index.html` (only `X/index.html` for `X/`).
 *
 * Memory: file paths are held as 64-bit fingerprints in one typed array (publish/path-table.ts,
 * 8 bytes a file); a reference is checked at once against the files seen so
 * far, and only targets not found yet are kept, once each, with a count and at most
 * {@link PAGES_PER_TARGET} referring pages; a file that arrives later settles the targets it
 * answers (so a waiting target needs no lookup when it is referred to again). Targets still
 * unknown at the end of the archive are the broken ones.
 */



/** Pages kept per broken target, for the summary. */
const PAGES_PER_TARGET = 3;
/**
 * The attributes the check reads, in the scanner's slots (publish/html-refs.ts makes strings of
 * these only: a page's `class`, `rel` or `id` values are stepped over).
 */
const SLOTS = ['href', 'src', 'srcset', 'http-equiv', 'content'];
const HREF = 0;
const SRC = 1;
const SRCSET = 2;
const HTTP_EQUIV = 3;
const CONTENT = 4;
/** Tags and the slot of theirs that holds one URL. */
const URL_ATTRIBUTES = new Map([
    ['a', HREF],
    ['link', HREF],
    ['script', SRC],
    ['img', SRC],
    ['source', SRC],
    ['iframe', SRC],
]);
/** The characters of a plain path: unreserved, sub-delims, `@` and `/` (RFC 3986). */
const PATH_CHARS = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~!$&'()*+,;=@/-") {
    PATH_CHARS[c.charCodeAt(0)] = 1;
}
/**
 * Whether `value` from `from` on is a path the URL parser would leave as it is: not empty, not
 * `//` (a host), only {@link PATH_CHARS} (no scheme, query, fragment, escape or backslash), no
 * `.` or `..` segment. One pass over the characters: it runs for every reference of every page.
 */
function isPlainPath(value, from) {
    const n = value.length;
    if (n <= from || (value.charCodeAt(from) === 0x2f && value.charCodeAt(from + 1) === 0x2f)) {
        return false;
    }
    let segment = from;
    let dots = 0;
    for (let i = from; i < n; i++) {
        const c = value.charCodeAt(i);
        if (c >= 128 || PATH_CHARS[c] === 0)
            return false;
        if (c === 0x2f) {
            if (dots > 0 && dots <= 2 && dots === i - segment)
                return false;
            segment = i + 1;
            dots = 0;
        }
        else if (c === 0x2e)
            dots++;
    }
    return !(dots > 0 && dots <= 2 && dots === n - segment);
}
/** Slots of the cache of targets found lately (a power of two; 8 bytes each). */
const RECENT_TARGETS = 8192;
/** The tags the check reads: those holding a URL, `<base>` and `<meta>` (a refresh). */
const TAGS = new Set([...URL_ATTRIBUTES.keys(), 'base', 'meta']);
/** Tags whose `srcset` holds URLs. */
const SRCSET_TAGS = new Set(['img', 'source']);
/**
 * Collects the bundle's files and the references of its pages; {@link result} resolves what is
 * left once the archive has ended.
 */
class LinkCheck {
    domain;
    /** Every file's relative path, by fingerprint. */
    files = new PathTable();
    /** Targets found lately ({@link RECENT_TARGETS} slots), answered without the variants' lookups. */
    recent = new RecentPaths(RECENT_TARGETS);
    /** Targets not found among the files seen so far. */
    pending = new Map();
    parser;
    decoder = new external_node_string_decoder_.StringDecoder('utf8');
    origin;
    plainOrigin;
    page = '';
    /** The page's folder with a trailing `/` (`''` at the root), for the fast path. */
    folder = '';
    /** The page's own URL, or its `<base href>`; made when first needed (most pages never do). */
    baseUrl;
    /** The page has a `<base href>`: every reference takes the URL parser. */
    based = false;
    pages = 0;
    htmlBytes = 0;
    references = 0;
    /** `domain` is the exported hostname; references to it are internal. */
    constructor(domain) {
        this.domain = domain;
        this.origin = `https://${domain}`;
        this.plainOrigin = `http://${domain}`;
        this.parser = new HtmlRefScanner(TAGS, (name, values) => this.onTag(name, values), SLOTS);
    }
    /** Targets not answered by any file so far (what the check holds while walking). */
    get waiting() {
        return this.pending.size;
    }
    /** Records a file of the bundle (path as the archive spells it). */
    addFile(path) {
        const rel = relativePath(path);
        this.files.add(rel);
        if (this.pending.size > 0)
            this.settle(rel);
    }
    /** Starts tokenizing the page at `path` (which {@link addFile} has recorded). */
    startPage(path) {
        this.page = relativePath(path);
        this.folder = this.page.slice(0, this.page.lastIndexOf('/') + 1);
        this.based = false;
        this.baseUrl = undefined;
        this.pages++;
        this.parser.reset();
    }
    /** Feeds a piece of the current page. */
    write(chunk) {
        this.htmlBytes += chunk.length;
        this.parser.write(this.decoder.write(chunk));
    }
    /** Ends the current page. */
    endPage() {
        this.parser.write(this.decoder.end());
        this.parser.end();
    }
    /** The broken targets, once every file has been recorded. */
    result() {
        const broken = [];
        for (const [target, ref] of this.pending) {
            if (this.resolves(target))
                continue;
            broken.push({ target: `/${target}`, references: ref.references, pages: ref.pages });
        }
        broken.sort((a, b) => b.references - a.references || (a.target < b.target ? -1 : 1));
        return {
            pages: this.pages,
            htmlBytes: this.htmlBytes,
            references: this.references,
            broken,
        };
    }
    /** A tag the scanner read: its URL attributes are references (`<base>` sets their base). */
    onTag(name, values) {
        const slot = URL_ATTRIBUTES.get(name);
        if (slot !== undefined) {
            const url = values[slot];
            if (url !== undefined)
                this.reference(url);
            const srcset = values[SRCSET];
            if (srcset !== undefined && SRCSET_TAGS.has(name)) {
                for (const each of srcsetUrls(srcset))
                    this.reference(each);
            }
        }
        else if (name === 'base') {
            const href = values[HREF];
            if (href !== undefined) {
                const base = this.base();
                this.baseUrl = parseUrl(href, base) ?? base;
                this.based = true;
            }
        }
        else if (name === 'meta' && values[HTTP_EQUIV]?.trim().toLowerCase() === 'refresh') {
            const url = refreshUrl(values[CONTENT] ?? '');
            if (url !== undefined)
                this.reference(url);
        }
    }
    /** Resolves one attribute value; keeps the target when no file answers it yet. */
    reference(raw) {
        // Browsers strip leading and trailing ASCII whitespace, and tabs and newlines anywhere.
        const value = raw.trim();
        const from = this.plainFrom(value);
        if (from >= 0)
            this.internal(value, from === 0 ? this.folder : '', from);
        else {
            const target = this.parsedTarget(value);
            if (target !== undefined)
                this.internal(target, '', 0);
        }
    }
    /**
     * Counts an internal reference to `prefix` + `path` from `from` on (on the fast paths the page's
     * folder + the value, or the value after its `/`). A target found lately is known by the
     * fingerprint of those parts, so no string is made for it.
     */
    internal(path, prefix, from) {
        this.references++;
        if (!this.recent.has(path, prefix, from))
            this.lookUp(prefix + path.slice(from));
    }
    /** A target not found lately: waiting already, answered by a file, or kept as waiting. */
    lookUp(target) {
        // A waiting target is known to be unanswered so far (a file that answers it takes it out of
        // `pending` as it arrives: settle()), so no lookup is needed: a forward link of a sidebar,
        // repeated on every page before its target's file, costs one map lookup.
        const seen = this.pending.get(target);
        if (seen) {
            seen.references++;
            if (seen.pages.length < PAGES_PER_TARGET) {
                const page = `/${this.page}`;
                if (!seen.pages.includes(page))
                    seen.pages.push(page);
            }
            return;
        }
        if (this.resolves(target)) {
            // A site's sidebar repeats the same targets page after page.
            this.recent.add(target);
            return;
        }
        this.pending.set(target, { references: 1, pages: [`/${this.page}`] });
    }
    /**
     * Fast paths, most references of a site: for a plain path (nothing to decode, strip or
     * normalize; {@link isPlainPath}) that the URL parser would resolve by joining, where its
     * target starts: 0 for a relative one (joined to the page's folder), 1 for a root-relative one,
     * past the `/` after the domain for an absolute URL on the domain (its base does not matter).
     * -1 when it needs the URL parser.
     */
    plainFrom(value) {
        if (!this.based && isPlainPath(value, 0))
            return value.charCodeAt(0) === 0x2f ? 1 : 0;
        const at = this.pathOnDomain(value);
        return at >= 0 && isPlainPath(value, at) ? at + 1 : -1;
    }
    /** Where `/rest` starts in `https://<domain>/rest` or `http://<domain>/rest`, else -1. */
    pathOnDomain(value) {
        const https = value.startsWith(this.origin);
        if (!https && !value.startsWith(this.plainOrigin))
            return -1;
        const at = https ? this.origin.length : this.plainOrigin.length;
        return value.charCodeAt(at) === 0x2f ? at : -1;
    }
    /** The URL references of the current page resolve against. */
    base() {
        return (this.baseUrl ??= new URL(`/${encodePath(this.page)}`, this.origin));
    }
    /** The decoded path (no leading `/`) of an internal reference, by the URL parser; else undefined. */
    parsedTarget(value) {
        const url = parseUrl(value, this.base());
        if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
            return undefined;
        if (url.hostname !== this.domain)
            return undefined;
        return decodePath(url.pathname).replace(/^\/+/, '');
    }
    /**
     * Forgets the waiting targets the file `rel` answers (itself, `X` for `X.html`, `X` and `X/`
     * for `X/index.html`), so only the targets still unanswered are kept while walking: a page's
     * forward links to pages later in the archive do not pile up.
     */
    settle(rel) {
        this.pending.delete(rel);
        if (!rel.endsWith('.html'))
            return;
        this.pending.delete(rel.slice(0, -'.html'.length));
        if (rel === 'index.html' || rel.endsWith('/index.html')) {
            const folder = rel.slice(0, -'index.html'.length);
            this.pending.delete(folder);
            if (folder)
                this.pending.delete(folder.slice(0, -1));
        }
    }
    /** Whether a static host answers `target` with a file of the bundle. */
    resolves(target) {
        const files = this.files;
        if (target === '' || target.endsWith('/'))
            return files.has(`${target}index.html`);
        return files.has(target) || files.has(`${target}.html`) || files.has(`${target}/index.html`);
    }
}
/** An empty or `.` segment: what {@link relativePath} removes. */
const LOOSE_SEGMENT = /(?:^|\/)\.?(?:\/|$)/;
/** `./a//b/c.html` → `a/b/c.html`. */
function relativePath(path) {
    // Most archives spell their paths plainly: nothing to split.
    if (!LOOSE_SEGMENT.test(path))
        return path;
    return path
        .split('/')
        .filter((p) => p !== '' && p !== '.')
        .join('/');
}
/** A page path as a URL path (each part percent-encoded). */
function encodePath(path) {
    return path.split('/').map(encodeURIComponent).join('/');
}
function parseUrl(value, base) {
    try {
        return new URL(value, base);
    }
    catch {
        return undefined;
    }
}
/** Percent-decodes a URL path as a static host does; a malformed escape is left as written. */
function decodePath(path) {
    try {
        return decodeURIComponent(path);
    }
    catch {
        return path.replace(/%[0-9A-Fa-f]{2}/g, (m) => {
            const byte = Number.parseInt(m.slice(1), 16);
            return byte < 0x80 ? String.fromCharCode(byte) : m;
        });
    }
}
/**
 * The URLs of a `srcset`: candidates separated by commas, each a URL and optional descriptors
 * (`a.png 1x, b.png 2x`). A URL may itself hold commas (`data:`), so the split follows the HTML
 * standard: a URL runs to the next whitespace, trailing commas end it.
 */
function srcsetUrls(srcset) {
    const urls = [];
    let i = 0;
    const n = srcset.length;
    while (i < n) {
        while (i < n && /[\s,]/.test(srcset.charAt(i)))
            i++;
        if (i >= n)
            break;
        const start = i;
        while (i < n && !/\s/.test(srcset.charAt(i)))
            i++;
        let url = srcset.slice(start, i);
        if (url.endsWith(',')) {
            url = url.replace(/(?<!,),+$/, '');
        }
        else {
            // Descriptors up to the next comma outside parentheses.
            let depth = 0;
            while (i < n) {
                const c = srcset.charAt(i);
                if (c === '(')
                    depth++;
                else if (c === ')')
                    depth = Math.max(0, depth - 1);
                else if (c === ',' && depth === 0)
                    break;
                i++;
            }
        }
        if (url)
            urls.push(url);
    }
    return urls;
}
/** The URL of a refresh `content` (`5; url='/next'`), or undefined when it has none. */
function refreshUrl(content) {
    // The delay and `url=` (a prefix: a trailing `(.*)$` made the blanks' quantifiers trade).
    const m = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?/i.exec(content);
    let url = content.slice(m?.[0].length ?? 0).trim();
    if (!url)
        return undefined;
    const quote = url.charAt(0);
    if (quote === '"' || quote === "'") {
        const end = url.indexOf(quote, 1);
        url = end < 0 ? url.slice(1) : url.slice(1, end);
    }
    return url || undefined;
}

;// CONCATENATED MODULE: ./src/publish/link-thread.ts
/**
 * Runs the link check (publish/link-check.ts) on the download's helper thread
 * (publish/helper-thread.ts, which the hash shares), so that tokenizing the site's HTML does not
 * share a thread with gunzip and the tar walk. Measured in the Pages bench
 * (BENCHMARKS.md): on one thread the check made the 100,000-file pass 2.6–2.8× slower and added
 * ~58 MiB of peak RSS, although it holds only ~8 MiB after a GC: the rest was the main heap growing
 * under the tokenizer's allocation rate. On the helper thread, with its small young generation,
 * that garbage is collected where it is made.
 *
 * The worker does it all (paths, tokenizing, resolution) and returns the broken list at the end:
 * the main thread only encodes the events (a file, a page starts, its bytes, it ends), paths and
 * page bytes alike, into a batch buffer that is transferred, not cloned, to the worker, which
 * sends it back to be reused once read. No path string waits on the walk's heap for its batch to
 * go (as an array of events did: +16 MiB of the walk's heap at 100,000 files). Keeping the path set on the main thread would have
 * meant a message per reference in the other direction, for nothing: the result does not depend
 * on when a path arrives (a target is broken when no file of the whole bundle answers it).
 *
 * Backpressure: at most {@link MAX_BATCHES} batches are in flight; past that {@link full} is set
 * and the walk pauses inflating until the worker hands a batch back ({@link drained}), so memory
 * stays bounded when the worker falls behind. A worker error (thrown, out of memory, exited) is
 * reported once through `onFail` as an {@link ActionError} that names it; the channel is
 * closed on the walk's end, failure or abort ({@link destroy}). It opens at the first page (or
 * once a batch of paths is full), so a bundle without HTML costs the thread nothing, and
 * `check-links: off` never gets here. Run from the TypeScript sources (vitest's unit tests) there
 * is no helper thread, so the same check runs in-process there ({@link openLinkCheck}).
 */




/**
 * Opcodes of a batch, each one byte: a file and a page start (then the path's UTF-8 length, u32
 * little-endian, and its bytes), page bytes (then their length and the bytes), a page's end.
 */
const OP_FILE = 0;
const OP_PAGE = 1;
const OP_WRITE = 2;
const OP_END = 3;
/** Bytes of a batch: its events and the pages' bytes, encoded one after the other. */
const BATCH_BYTES = 1024 * 1024;
/** An event's opcode and length. */
const OP_HEADER = 5;
/** Batches in flight before the walk is asked to wait. */
const MAX_BATCHES = 4;
/**
 * The link check for `domain`: on `worker` when it is a helper thread (the download's), on a
 * helper thread of its own for a bundled entry's path (or, undefined, the one beside the running
 * bundle), on the caller's thread for `false` or when running from the TypeScript sources (the
 * bench compares both). `onFail` receives the first error of the thread.
 */
function openLinkCheck(domain, onFail, worker) {
    const thread = worker instanceof HelperThread ? worker : openHelperThread(worker);
    return thread ? new LinkThread(domain, thread, onFail) : new InProcessLinkCheck(domain);
}
/** The link check on the walk's own thread (sources run without a bundle). */
class InProcessLinkCheck {
    check;
    full = false;
    constructor(domain) {
        this.check = new LinkCheck(domain);
    }
    addFile(path) {
        this.check.addFile(path);
    }
    startPage(path) {
        this.check.startPage(path);
    }
    write(chunk) {
        this.check.write(chunk);
    }
    endPage() {
        this.check.endPage();
    }
    async drained() {
        // Never full.
    }
    async result() {
        return this.check.result();
    }
    async destroy() {
        // Nothing to stop.
    }
}
/** The link check on the helper thread, fed in transferred batches. */
class LinkThread {
    domain;
    thread;
    onFail;
    static running = 0;
    static starts = 0;
    channel;
    /** The batch being filled (a view of a transferable buffer), and its bytes used. */
    batch;
    length = 0;
    /** Buffers the worker handed back, for the next batches. */
    spare = [];
    inFlight = 0;
    /** A page has been started (the thread is needed). */
    pages = false;
    failure;
    /** Settles what {@link result} awaits. */
    finished;
    waiters = [];
    /** The result has arrived. */
    done = false;
    /** {@link destroy} was called: nothing more is sent or expected. */
    stopped = false;
    /** The channel's closing, once asked for. */
    stopping;
    constructor(domain, thread, onFail) {
        this.domain = domain;
        this.thread = thread;
        this.onFail = onFail;
    }
    /**
     * Opens the check's channel on the thread, at the first page (or once a batch of paths is
     * full): a bundle without HTML, as large single-file downloads are, costs the thread nothing.
     */
    start() {
        if (this.channel)
            return this.channel;
        const channel = this.thread.open('links', (message) => this.onMessage(message), (err) => this.fail(err));
        this.channel = channel;
        LinkThread.running++;
        LinkThread.starts++;
        channel.post({ kind: 'start', domain: this.domain });
        return channel;
    }
    /** Link checks started on a helper thread in this process. */
    static get started() {
        return LinkThread.starts;
    }
    /** Link checks on a helper thread not yet closed, in this process. */
    static get alive() {
        return LinkThread.running;
    }
    get full() {
        return this.inFlight >= MAX_BATCHES && !this.failure;
    }
    addFile(path) {
        this.putPath(OP_FILE, path);
    }
    startPage(path) {
        this.pages = true;
        this.putPath(OP_PAGE, path);
    }
    write(chunk) {
        let offset = 0;
        while (offset < chunk.length) {
            const batch = this.room(OP_HEADER + 1);
            const n = Math.min(chunk.length - offset, BATCH_BYTES - this.length - OP_HEADER);
            batch[this.length] = OP_WRITE;
            batch.writeUInt32LE(n, this.length + 1);
            chunk.copy(batch, this.length + OP_HEADER, offset, offset + n);
            this.length += OP_HEADER + n;
            offset += n;
        }
    }
    endPage() {
        const batch = this.room(1);
        batch[this.length++] = OP_END;
    }
    /**
     * Encodes a path event into the batch: no string is held on this thread until the batch goes,
     * so the walk's heap does not fill with the paths of the batches in flight.
     */
    putPath(op, path) {
        const size = Buffer.byteLength(path);
        // Tar paths are far shorter; one that is not cannot be checked, so the check says so.
        if (OP_HEADER + size > BATCH_BYTES) {
            this.fail(new Error(`a path of ${size} bytes in the bundle`));
            return;
        }
        const batch = this.room(OP_HEADER + size);
        batch[this.length] = op;
        batch.writeUInt32LE(size, this.length + 1);
        batch.write(path, this.length + OP_HEADER, 'utf8');
        this.length += OP_HEADER + size;
    }
    /** The batch to write `need` bytes into: sends the current one first when they do not fit. */
    room(need) {
        if (this.batch && this.length + need > BATCH_BYTES)
            this.flush();
        return (this.batch ??= Buffer.from(this.spare.pop() ?? new ArrayBuffer(BATCH_BYTES)));
    }
    async drained() {
        if (!this.full)
            return;
        await new Promise((resolve) => this.waiters.push(resolve));
    }
    async result() {
        // No page, so no reference: nothing can be broken, and no thread was needed.
        if (!this.pages && !this.channel)
            return { pages: 0, htmlBytes: 0, references: 0, broken: [] };
        this.flush();
        if (this.failure)
            throw this.failure;
        const result = new Promise((resolve, reject) => {
            this.finished = { resolve, reject };
        });
        this.post({ kind: 'finish' });
        try {
            return await result;
        }
        finally {
            await this.destroy();
        }
    }
    async destroy() {
        if (!this.stopping) {
            this.stopped = true;
            this.release();
            const channel = this.channel;
            this.stopping = channel
                ? channel.close().finally(() => LinkThread.running--)
                : Promise.resolve();
        }
        await this.stopping;
    }
    /** Sends what has been gathered, if anything. */
    flush() {
        if (!this.batch || this.length === 0 || this.failure || this.stopped)
            return;
        try {
            this.start();
        }
        catch (err) {
            this.fail(err);
            return;
        }
        const buffer = this.batch.buffer;
        this.post({ kind: 'batch', buffer, length: this.length }, [buffer]);
        this.inFlight++;
        this.batch = undefined;
        this.length = 0;
    }
    post(message, transfer = []) {
        this.channel?.post(message, transfer);
    }
    onMessage(message) {
        if (message.kind === 'error') {
            this.fail(new Error(message.message));
            return;
        }
        if (message.kind === 'ack') {
            this.inFlight--;
            if (message.buffer.byteLength === BATCH_BYTES)
                this.spare.push(message.buffer);
            if (!this.full)
                this.release();
            return;
        }
        this.done = true;
        this.finished?.resolve(message.result);
    }
    /** Wakes whoever waits for room or for the result. */
    release() {
        const waiters = this.waiters;
        this.waiters = [];
        for (const wake of waiters)
            wake();
    }
    fail(err) {
        if (this.failure || this.done || this.stopped)
            return;
        this.failure = new errors/* ActionError */.lZ(`The link check failed: ${(0,abort/* errorText */.kc)(err)}. Nothing was published. Set \`check-links: off\` ` +
            'to publish without checking links, and report this with the job log.', 'failure', { cause: err });
        this.release();
        this.finished?.reject(this.failure);
        void this.destroy();
        this.onFail(this.failure);
    }
}

;// CONCATENATED MODULE: ./src/publish/pages-tar.ts

/** Size of the buffers the tar is assembled in. */
const pages_tar_BATCH_BYTES = 1024 * 1024;
/** One tar block. */
const BLOCK = 512;
/** Largest size a ustar header holds in its 11 octal digits. */
const MAX_USTAR_SIZE = 0o77777777777;
/**
 * Assembles tar entries in 1 MiB batches and hands full batches to the write stream. Headers of
 * ASCII paths up to 100 bytes are filled into a prepared ustar template; anything else is
 * encoded by node-tar (`Header`, plus a `Pax` header for long or non-ASCII paths).
 */
class TarAssembler {
    out;
    mtime;
    /** The batch being filled. */
    batch = Buffer.allocUnsafe(pages_tar_BATCH_BYTES);
    /** Whether the write stream asked to wait (reset by the caller once it has waited). */
    full = false;
    /** Bytes handed to the stream so far. */
    bytes = 0;
    used = 0;
    /** Batches the stream has written and given back, for reuse. */
    spare = [];
    templates;
    templateSums;
    fallback = new index_min/* Header */.Y9();
    constructor(out, mtime) {
        this.out = out;
        this.mtime = mtime;
        const make = (type) => {
            const block = Buffer.alloc(BLOCK);
            block.write(`${octal(type === 'File' ? 0o644 : 0o755, 7)}\0`, 100, 'ascii'); // mode
            block.write(`${octal(0, 7)}\0`, 108, 'ascii'); // uid
            block.write(`${octal(0, 7)}\0`, 116, 'ascii'); // gid
            block.write(`${octal(Math.floor(mtime.getTime() / 1000), 11)}\0`, 136, 'ascii'); // mtime
            block.write(type === 'File' ? '0' : '5', 156, 'ascii'); // type flag
            block.write('ustar\u000000', 257, 'ascii'); // magic "ustar\0", version "00"
            return block;
        };
        this.templates = { File: make('File'), Directory: make('Directory') };
        // Sum of the fixed bytes, with the checksum field counted as eight spaces.
        const sum = (b) => b.reduce((a, x) => a + x, 0) + 8 * 0x20;
        this.templateSums = {
            File: sum(this.templates.File),
            Directory: sum(this.templates.Directory),
        };
        this.fallback.uid = 0;
        this.fallback.gid = 0;
        this.fallback.uname = '';
        this.fallback.gname = '';
        this.fallback.mtime = mtime;
    }
    /**
     * Writes the header of `path` (with a pax header before it when needed) and reserves `body`
     * more bytes after it; returns where the body goes in {@link batch}.
     */
    header(path, type, size, body) {
        if (path.length <= 100 && size <= MAX_USTAR_SIZE && isPlainAscii(path)) {
            const at = this.reserve(BLOCK + body);
            const block = this.batch;
            this.templates[type].copy(block, at);
            block.write(path, at, 'ascii');
            let sum = this.templateSums[type];
            for (let i = 0; i < path.length; i++)
                sum += path.charCodeAt(i);
            const sizeField = `${octal(size, 11)}\0`;
            block.write(sizeField, at + 124, 'ascii');
            for (let i = 0; i < 11; i++)
                sum += sizeField.charCodeAt(i);
            block.write(`${octal(sum, 6)}\0 `, at + 148, 'ascii');
            return at + BLOCK;
        }
        const h = this.fallback;
        h.path = path;
        h.mode = type === 'File' ? 0o644 : 0o755;
        h.size = size;
        h.type = type;
        const block = Buffer.alloc(BLOCK);
        // encode() reports whether the path (or the size) does not fit ustar; pax carries it then.
        if (h.encode(block, 0))
            this.write(new index_min/* Pax */.un({ path, size, mtime: this.mtime }).encode());
        const at = this.reserve(BLOCK + body);
        block.copy(this.batch, at);
        return at + BLOCK;
    }
    /** Reserves `n` bytes in the batch (zeroed when asked), flushing first when they do not fit. */
    reserve(n, zero = false) {
        if (this.used + n > this.batch.length)
            this.flush();
        if (n > this.batch.length)
            this.batch = Buffer.allocUnsafe(n);
        const at = this.used;
        this.used += n;
        if (zero)
            this.batch.fill(0, at, at + n);
        return at;
    }
    /** Copies `chunk` into the batch (streamed file content), flushing full batches. */
    append(chunk) {
        let offset = 0;
        while (offset < chunk.length) {
            if (this.used === this.batch.length)
                this.flush();
            const n = Math.min(chunk.length - offset, this.batch.length - this.used);
            chunk.copy(this.batch, this.used, offset, offset + n);
            this.used += n;
            offset += n;
        }
    }
    /** Bytes written or waiting in the batch: the tar's size so far. */
    get size() {
        return this.bytes + this.used;
    }
    /** Appends a buffer as it is (after what the batch holds). */
    write(chunk) {
        this.flush();
        this.send(chunk);
    }
    /**
     * Hands the filled part of the batch to the stream and goes on in another: the stream keeps the
     * old one until it is written, and gives it back then. Reused, not allocated per MiB: batches
     * that wait for the disk long enough to outlive two scavenges are freed only by a full GC, and
     * at 100,000 files they piled up to tens of MiB of the pass's peak (BENCHMARKS.md, Pages).
     */
    flush() {
        if (this.used === 0)
            return;
        const sent = this.batch;
        this.send(sent.subarray(0, this.used), () => {
            if (sent.length === pages_tar_BATCH_BYTES)
                this.spare.push(sent);
        });
        this.batch = this.spare.pop() ?? Buffer.allocUnsafe(pages_tar_BATCH_BYTES);
        this.used = 0;
    }
    send(chunk, written) {
        this.bytes += chunk.length;
        if (!this.out.write(chunk, written))
            this.full = true;
    }
}
/** Printable ASCII only (what the ustar name field holds as is). */
function isPlainAscii(text) {
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c < 0x20 || c > 0x7e)
            return false;
    }
    return true;
}
/** `n` in octal, zero-padded to `digits`. */
function octal(n, digits) {
    return n.toString(8).padStart(digits, '0');
}

;// CONCATENATED MODULE: ./src/publish/bundle-walk.ts
/**
 * The one read of an export bundle: the compressed bytes of the download are inflated by node's
 * streaming gunzip (libuv's pool; the gzip CRC and length are checked at the end), on the
 * download's helper thread (publish/hash-thread.ts: fed from the ring, as the hash is) or, where
 * there is none, here ({@link LocalGunzip}), into node-tar's header parser in strict mode (header
 * checksums, pax and GNU long names, truncated entries), as they arrive from the socket. Nothing
 * is read twice and no site folder is ever written.
 *
 * - Every target: the tar structure is walked to its end. Entry data is skipped, except the
 *   `.html` entries when links are checked ({@link WalkOptions.links}, publish/link-check.ts:
 *   every file path recorded, every page tokenized as it is inflated, on the walk's thread or on
 *   a thread of its own, publish/link-thread.ts; while that is behind, inflating waits as it does
 *   for a full Pages tar). The inflated size is held to what the headers declare (plus a small allowance
 *   per entry), so a bomb of padding or trailing zeros is refused after a few MiB of inflating.
 * - Every target, the bomb ratio: after the first {@link RATIO_FREE_BYTES} (64 MiB), the inflated
 *   bytes may not run more than {@link MAX_RATIO} (100×) ahead of the compressed bytes inflated
 *   so far. Deflate reaches at most ~1032× (runs of one byte); a bundle of many large
 *   zero-filled entries, each honestly declared and under the caps, runs at ~1000× and is refused
 *   right after the first 64 MiB (so well under the 1 GiB the issue allows; the figure is in
 *   BENCHMARKS.md), where the declared-size checks alone would let it write up to the 10 GiB cap.
 *   Real sites stay far below: gzip -9 of HTML pages 3–10×, of minified CSS/JS 3–6×, of a JSON
 *   search index 5–15×, images and fonts ~1×; the demo site and the bench's generated sites
 *   (HTML of seeded prose, level 1) inflate 4–6×. The first 64 MiB are free because the ratio of
 *   a short prefix says little (a tar's first entries may be tiny highly compressible files).
 * - `target: pages` ({@link WalkOptions.pagesTar}): each entry is judged before any byte of it is
 *   written (absolute paths, `..`, symbolic and hard links, devices, FIFOs refuse the whole
 *   bundle, naming the entry), the entry-count and total-size caps are counted from the headers
 *   as they come (so nothing beyond a cap is ever written: a bomb is refused at its header), and
 *   the free disk space is checked against the declared size before each entry is written. Each
 *   accepted entry is re-emitted into `artifact.tar` with a `./` prefix (publish/pages-tar.ts),
 *   `.git` and `.github` left out, missing parent folders added, `.nojekyll` added at the end,
 *   `index.html` and `404.html` noticed by name. A refused or failed walk deletes the tar.
 *
 * Memory is flat in the number of entries: the parser holds the piece it is given, the tar writer
 * one 1 MiB batch plus its stream's buffer, the link check's thread at most four 1 MiB batches in
 * flight, and the only set kept here is of folder paths emitted.
 */











/** GitHub Pages' limits: sites up to 10 GB are deployed; above 1 GB is discouraged. */
const DEFAULT_BUNDLE_LIMITS = {
    maxBytes: 10 * 1024 ** 3,
    warnBytes: 1024 ** 3,
    maxEntries: 200_000,
};
/** The bundle was refused; `entry` names the entry that made it so. */
class bundle_walk_BundleRefusedError extends errors/* ActionError */.lZ {
    /** What the failure summary says. */
    failure = {
        what: 'the export bundle was refused',
        todo: [
            'Nothing was published, and what was written is deleted. Run the export again.',
            'If the bundle is refused again, report it to Mintlify with the job id.',
        ],
        anchor: 'the-site-is-too-large-or-not-deployable',
    };
    /** Path of the refused entry, as the archive spells it. */
    entry;
    /** Why, in a few words (`is a symbolic link to "/etc"`). */
    reason;
    /** What was done and what to do, the message's last sentences. */
    hint;
    /** Bytes of `artifact.tar` written before the refusal (the file is then deleted). */
    written = 0;
    constructor(entry, reason, hint) {
        super(`Refused the export bundle: entry ${quotePath(entry)} ${reason}. ${hint}`);
        this.name = 'BundleRefusedError';
        this.entry = entry;
        this.reason = reason;
        this.hint = hint;
    }
}
const NOT_AN_EXPORT = 'Nothing was deployed. A static export holds only plain files and folders, so this bundle is ' +
    'damaged or not what the export produced: run the export again, and if it happens again, ' +
    'report it to Mintlify with the job id.';
/** Types of a plain file in tar (`0`, the old `\0`, and `7`). */
const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);
/** Names left out at any depth, as upload-pages-artifact's `--exclude=.git --exclude=.github`. */
const EXCLUDED = new Set(['.git', '.github']);
/** Inflated bytes allowed per entry beyond its declared data (header, pax, padding). */
const OVERHEAD_PER_ENTRY = 16 * 1024;
/** Inflated bytes allowed in all beyond declared data and per-entry overhead. */
const OVERHEAD_SLACK = 1024 * 1024;
/** Inflated bytes before {@link MAX_RATIO} applies. */
const RATIO_FREE_BYTES = 64 * 1024 * 1024;
/** Most inflated bytes per compressed byte consumed, past {@link RATIO_FREE_BYTES}. */
const MAX_RATIO = 100;
/**
 * Inflated bytes per chunk zlib hands out: each chunk is one bomb check, bounded (deflate inflates
 * at most ~1032x, so 256 KiB out is at least ~250 bytes in); zlib's 16 KiB default cost twice the
 * CPU (BENCHMARKS.md, Download).
 */
const INFLATE_CHUNK_BYTES = 256 * 1024;
/** The tar's write buffer; inflating pauses while it is full. */
const OUT_BUFFER_BYTES = 4 * 1024 * 1024;
/**
 * Why an entry may not go into a site, or undefined when it is a plain file or folder with a
 * relative path that stays inside the site. Pure.
 */
function entryProblem(entry) {
    const { path, type } = entry;
    if (path.includes('\0'))
        return 'has a NUL character in its path';
    if (/^[\\/]/.test(path) || /^[A-Za-z]:/.test(path))
        return 'is an absolute path';
    if (path.split(/[\\/]/).includes('..'))
        return 'climbs out of the site folder with ".."';
    if (FILE_TYPES.has(type)) {
        return relativeParts(path).length === 0 ? 'is a file without a name' : undefined;
    }
    if (type === 'Directory')
        return undefined;
    const target = entry.linkpath ? ` to ${quotePath(entry.linkpath)}` : '';
    switch (type) {
        case 'SymbolicLink':
            return `is a symbolic link${target}`;
        case 'Link':
            return `is a hard link${target}`;
        case 'CharacterDevice':
            return 'is a character device';
        case 'BlockDevice':
            return 'is a block device';
        case 'FIFO':
            return 'is a FIFO (named pipe)';
        default:
            return `has the tar type ${quotePath(type)}, which a static site cannot hold`;
    }
}
/**
 * One walk of one bundle, fed with compressed bytes in order ({@link write}), finished with
 * {@link finish}. Errors are kept and reported by {@link throwIfFailed}, so the feeder stops at
 * the first chunk after a refusal.
 */
class BundleWalk {
    entries = 0;
    htmlFiles = 0;
    inflated = 0;
    declared = 0;
    /** Path of the entry being read, to name it when the bomb ratio is crossed. */
    current = '(start of archive)';
    failure;
    /** Where the inflated bytes come from (the helper thread's gunzip, or {@link local}). */
    inflater;
    /** The gunzip on this thread, which {@link write} feeds; undefined when the ring feeds one. */
    local;
    /** Waits inflating is paused for (the Pages tar, the link check); it goes on at 0. */
    holds = 0;
    parser;
    ended;
    endWalk = () => undefined;
    pages;
    links;
    /** Told once when the walk fails (the download's feeder stops waiting for room). */
    failureListeners = [];
    constructor(options, out, inflater) {
        // Inflated bytes go straight to the parser (onInflated): every entry is consumed as soon as
        // it is read, so the parser never holds more than the chunk it is given. Inflating stops
        // between output chunks while paused (hold), and a destroyed inflater inflates no more.
        const events = {
            data: (chunk, consumed) => this.onInflated(chunk, consumed),
            end: () => this.parser.end(),
            error: (err) => this.fail(err),
        };
        this.local = inflater ? undefined : new LocalGunzip(events);
        this.inflater = inflater ? inflater(events) : this.local;
        if (out && options.pagesTar) {
            this.pages = new PagesWriter(out, options.pagesTar, options.onWarning, (err) => this.fail(err));
        }
        if (options.links) {
            const { domain, worker } = options.links;
            this.links = openLinkCheck(domain, (err) => this.fail(err), worker);
        }
        this.parser = (0,index_min.t)({
            strict: true,
            // Pages consumes every entry itself (writes or skips it); otherwise data is discarded.
            noResume: this.pages !== undefined,
            onReadEntry: (entry) => this.onEntry(entry),
        });
        this.ended = new Promise((resolve) => {
            this.endWalk = resolve;
        });
        this.parser.on('end', () => this.endWalk());
        this.parser.on('error', (err) => this.fail(err));
    }
    /**
     * Starts a walk; with `pagesTar`, creates (truncates) the tar file. `inflater`: the helper
     * thread's inflate (publish/hash-thread.ts), which the download's ring feeds; without it the
     * walk inflates here what {@link write} gives it.
     */
    static async open(options = {}, inflater) {
        let out;
        if (options.pagesTar) {
            out = (0,external_node_fs_.createWriteStream)(options.pagesTar.path, { highWaterMark: OUT_BUFFER_BYTES });
            await (0,external_node_events_.once)(out, 'open');
        }
        return new BundleWalk(options, out, inflater);
    }
    /** Whether {@link write} takes the compressed bytes (no helper thread inflates them). */
    get inflatesHere() {
        return this.local !== undefined;
    }
    /**
     * Feeds compressed bytes to the walk's own gunzip; false asks the caller to wait for
     * {@link drained}. `done` is called once gunzip has consumed the chunk (or the walk failed), so
     * its memory may be reused.
     */
    write(chunk, done) {
        if (!this.local)
            throw new Error('the helper thread inflates this walk: it takes no writes');
        if (this.failure) {
            if (done)
                queueMicrotask(done);
            return true;
        }
        return this.local.write(chunk, done);
    }
    /** Whether the walk has failed (the next {@link throwIfFailed} says why). */
    get failed() {
        return this.failure !== undefined;
    }
    /** Calls `listener` once when the walk fails (at once if it already has). */
    onFailure(listener) {
        if (this.failure)
            queueMicrotask(listener);
        else
            this.failureListeners.push(listener);
    }
    /** Resolves when the walk takes more input, or has failed (which the next check reports). */
    async drained() {
        if (this.failure || !this.local)
            return;
        // A failure ends the walk (ended), so the wait for 'drain' failing with it changes nothing.
        await Promise.race([this.local.drained(), this.ended]);
    }
    /** Throws when the bytes so far already show the bundle is refused or not a gzip tar. */
    throwIfFailed(received) {
        if (this.failure)
            throw explainFailure(this.failure, received, false);
    }
    /** The failure the walk recorded, as it was (before {@link explainFailure}). */
    get recordedFailure() {
        return this.failure;
    }
    /** Ends the input, waits for the end of the archive, and completes the Pages tar. */
    async finish(received, signal) {
        return this.complete(signal).catch((err) => {
            throw err === this.failure ? explainFailure(err, received, true) : err;
        });
    }
    /**
     * {@link finish}, with the walk's failure thrown as it was recorded (the helper thread's walk
     * sends it so: the download on the main thread knows the bytes received and explains it).
     */
    async complete(signal) {
        if (!this.failure)
            this.inflater.end();
        await (0,abort/* untilAborted */.Eu)(this.ended, signal);
        if (this.failure)
            throw this.failure;
        if (this.entries === 0) {
            throw new errors/* ActionError */.lZ('The bundle is a valid gzip tar but holds no files. The export produced an empty site; ' +
                'check `paths` and that the domain has published pages.');
        }
        const result = {
            entries: this.entries,
            htmlFiles: this.htmlFiles,
            tarBytes: this.inflated,
        };
        if (this.links)
            result.links = await (0,abort/* untilAborted */.Eu)(this.links.result(), signal);
        if (this.pages)
            result.pages = await this.pages.finish(signal);
        return result;
    }
    /** Stops everything and deletes the Pages tar, if any. */
    async destroy() {
        this.inflater.destroy();
        await this.links?.destroy();
        await this.pages?.destroy();
    }
    /**
     * Keeps the first failure and stops at once: inflating ends (what was fed is dropped), and
     * every wait on the walk is released.
     */
    fail(err) {
        if (this.failure)
            return;
        this.failure = err;
        this.inflater.destroy();
        this.endWalk();
        for (const listener of this.failureListeners.splice(0))
            listener();
    }
    /** An inflated chunk; `consumed`: the compressed bytes zlib had used up to make it. */
    onInflated(chunk, consumed) {
        if (this.failure)
            return;
        this.inflated += chunk.length;
        // Everything past the declared data and the headers is padding or junk: a bomb of zeros
        // behind a small tar is refused here instead of being inflated to its end.
        const allowed = this.declared + (this.entries + 1) * OVERHEAD_PER_ENTRY + OVERHEAD_SLACK;
        if (this.inflated > allowed) {
            this.fail(new bundle_walk_BundleRefusedError('(end of archive)', `inflates to more than the ${(0,format/* formatBytes */.z3)(allowed)} its ${this.entries} headers account for`, 'Nothing was deployed. The bundle is damaged or built to exhaust the runner: run the ' +
                'export again, and if it happens again, report it to Mintlify with the job id.'));
            return;
        }
        // zlib's count of the compressed bytes it has consumed (not merely been given).
        if (this.inflated > RATIO_FREE_BYTES && this.inflated > MAX_RATIO * consumed) {
            this.fail(this.ratioRefusal(consumed));
            return;
        }
        this.parser.write(chunk);
        // The tar's buffer is full, or the link check's thread is behind: stop inflating until they
        // catch up (the download then waits).
        if (this.pages?.full)
            this.hold(this.pages.waitDrain());
        if (this.links?.full)
            this.hold(this.links.drained());
    }
    /** Pauses inflating until `until` settles (and every other hold is released). */
    hold(until) {
        if (this.holds++ === 0)
            this.inflater.pause();
        void until.then(() => {
            if (--this.holds === 0 && !this.failure)
                this.inflater.resume();
        });
    }
    onEntry(entry) {
        if (this.failure) {
            if (this.pages)
                entry.resume();
            return;
        }
        this.entries++;
        this.current = entry.path;
        const size = entry.size ?? 0;
        if (FILE_TYPES.has(entry.type)) {
            this.declared += size;
            const html = /\.html?$/i.test(entry.path);
            if (html)
                this.htmlFiles++;
            if (this.links)
                this.checkLinks(this.links, entry, html);
        }
        if (this.pages)
            this.pages.entry(entry, this.entries);
    }
    /** The refusal of a bundle that inflates more than {@link MAX_RATIO} times its gzip. */
    ratioRefusal(consumed) {
        const written = this.pages?.written ?? 0;
        const where = this.pages
            ? `${(0,format/* formatBytes */.z3)(written)} of artifact.tar had been written, and was deleted`
            : 'none of it was written to disk';
        const err = new bundle_walk_BundleRefusedError(this.current, `brings the bundle to ${(0,format/* formatBytes */.z3)(this.inflated)} inflated from ` +
            `${(0,format/* formatBytes */.z3)(consumed)} of gzip, more than ${MAX_RATIO} times (real sites compress ` +
            '3–15 times)', `Inflating stopped there: ${where}. Nothing was deployed. The bundle is built to exhaust ` +
            'the runner or damaged: run the export again, and if it happens again, report it to ' +
            'Mintlify with the job id.');
        err.written = written;
        return err;
    }
    /** Records the file and, for a page, feeds its bytes to the link check as they come. */
    checkLinks(links, entry, html) {
        links.addFile(entry.path);
        if (!html || !entry.size)
            return;
        links.startPage(entry.path);
        // Listeners only: the entry is resumed by node-tar (or consumed by the Pages writer).
        entry.on('data', (chunk) => links.write(chunk));
        entry.on('end', () => links.endPage());
    }
}
/**
 * The gunzip on the walk's own thread (no helper thread: the sources run by the unit tests,
 * `worker: false`, a bundle walked from disk): zlib's streaming gunzip, its chunks handed to the
 * walk as they come.
 */
class LocalGunzip {
    gunzip;
    constructor(events) {
        this.gunzip = (0,external_node_zlib_.createGunzip)({ chunkSize: INFLATE_CHUNK_BYTES });
        feedWalk(this.gunzip, events);
    }
    /** Feeds compressed bytes; false: wait for {@link drained}. `done` once they are consumed. */
    write(chunk, done) {
        return this.gunzip.write(chunk, () => done?.());
    }
    /** Resolves when the gunzip takes more input (a failure ends the walk, which the caller races). */
    async drained() {
        if (this.gunzip.writableNeedDrain)
            await (0,external_node_events_.once)(this.gunzip, 'drain').catch(() => undefined);
    }
    pause() {
        this.gunzip.pause();
    }
    resume() {
        this.gunzip.resume();
    }
    end() {
        this.gunzip.end();
    }
    destroy() {
        this.gunzip.destroy();
    }
}
/**
 * Hands `gunzip`'s output to the walk's `events` as it comes (with the compressed bytes zlib has
 * consumed); `afterData` is called once the walk has read each chunk.
 */
function feedWalk(gunzip, events, afterData) {
    gunzip.on('data', (chunk) => {
        events.data(chunk, gunzip.bytesWritten);
        afterData?.(chunk);
    });
    gunzip.on('error', (err) => events.error(err));
    gunzip.on('end', () => events.end());
}
/**
 * Walks a `.tar.gz` on disk (tests, the bench): the same walk the download feeds from the socket.
 * On failure the Pages tar is deleted and the error rethrown.
 */
async function walkBundleFile(path, options, signal) {
    signal.throwIfAborted();
    const walk = await BundleWalk.open(options);
    let received = 0;
    try {
        for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024, signal })) {
            const piece = chunk;
            received += piece.length;
            if (!walk.write(piece))
                await untilAborted(walk.drained(), signal);
            walk.throwIfFailed(received);
        }
        return await walk.finish(received, signal);
    }
    catch (err) {
        await walk.destroy();
        signal.throwIfAborted();
        throw err;
    }
}
/**
 * Writes accepted entries into `artifact.tar`. Every entry is judged from its header before any
 * byte of it is written; the first refusal or write error is kept and nothing more is written.
 */
class PagesWriter {
    out;
    options;
    onWarning;
    onFail;
    /** The first refusal or write error (also reported to the walk, which stops). */
    failure;
    tar;
    limits;
    dirs = new Set(['']);
    counts = {
        files: 0,
        directories: 1,
        bytes: 0,
        excluded: 0,
        hasIndex: false,
        has404: false,
        hasNoJekyll: false,
    };
    warned = false;
    /** Declared bytes of every file so far, left-out ones included (the cap counts them all). */
    declaredBytes = 0;
    outError;
    /** The wait for the tar's stream to drain, while one is on. */
    drain;
    constructor(out, options, onWarning, onFail) {
        this.out = out;
        this.options = options;
        this.onWarning = onWarning;
        this.onFail = onFail;
        this.limits = { ...DEFAULT_BUNDLE_LIMITS, ...options.limits };
        out.on('error', (err) => {
            this.outError ??= err;
            this.setFailure(writeError(err));
        });
        this.tar = new TarAssembler(out, options.mtime ?? new Date());
        this.tar.header('./', 'Directory', 0, 0);
    }
    /** Bytes of `artifact.tar` handed to its stream so far. */
    get written() {
        return this.tar.size;
    }
    /** Whether the tar's stream asked to wait. */
    get full() {
        return this.tar.full;
    }
    /** Waits until the tar's stream drains (or fails); every waiter shares one pair of listeners. */
    async waitDrain() {
        if (this.out.writableNeedDrain && !this.outError) {
            this.drain ??= (0,external_node_events_.once)(this.out, 'drain').then(() => (this.drain = undefined), () => (this.drain = undefined));
            await this.drain;
        }
        this.tar.full = false;
    }
    /** Judges `entry` and writes it (or skips it); `count` is its number in the bundle. */
    entry(entry, count) {
        if (this.failure) {
            entry.resume();
            return;
        }
        const refused = this.judge(entry, count);
        if (refused) {
            if (refused instanceof bundle_walk_BundleRefusedError)
                refused.written = this.tar.size;
            this.setFailure(refused);
            entry.resume();
            return;
        }
        const parts = relativeParts(entry.path);
        if (parts.some((p) => EXCLUDED.has(p))) {
            this.counts.excluded++;
            entry.resume();
            return;
        }
        if (entry.type === 'Directory') {
            this.ensureDirs(parts, parts.length);
            entry.resume();
            return;
        }
        const size = entry.size ?? 0;
        const rel = parts.join('/');
        if (this.dirs.has(rel)) {
            const err = new bundle_walk_BundleRefusedError(entry.path, 'is a file where a folder is', NOT_AN_EXPORT);
            err.written = this.tar.size;
            this.setFailure(err);
            entry.resume();
            return;
        }
        this.ensureDirs(parts, parts.length - 1);
        this.tar.header(`./${rel}`, 'File', size, 0);
        this.counts.files++;
        this.counts.bytes += size;
        if (parts.length === 1) {
            if (rel === 'index.html')
                this.counts.hasIndex = true;
            else if (rel === '404.html')
                this.counts.has404 = true;
            else if (rel === '.nojekyll')
                this.counts.hasNoJekyll = true;
        }
        let written = 0;
        entry.on('data', (chunk) => {
            written += chunk.length;
            this.tar.append(chunk);
        });
        entry.on('end', () => {
            // node-tar ends a truncated entry early in strict mode only with an error; be exact anyway.
            if (written !== size) {
                this.setFailure(new bundle_walk_BundleRefusedError(entry.path, `holds ${written} bytes but its header declares ${size}`, NOT_AN_EXPORT));
                return;
            }
            const pad = (BLOCK - (size % BLOCK)) % BLOCK;
            if (pad > 0)
                this.tar.reserve(pad, true);
        });
    }
    setFailure(err) {
        if (this.failure)
            return;
        this.failure = err;
        this.onFail(err);
    }
    /** Adds `.nojekyll` when missing, ends the archive and closes the file. */
    async finish(signal) {
        if (this.counts.files === 0) {
            throw new errors/* ActionError */.lZ('The export bundle holds no files, so there is no site to deploy. Check `paths` and ' +
                'that the domain has published pages.');
        }
        const addedNoJekyll = !this.counts.hasNoJekyll;
        if (addedNoJekyll)
            this.tar.header('./.nojekyll', 'File', 0, 0);
        this.tar.reserve(BLOCK * 2, true);
        this.tar.flush();
        const closed = (0,external_node_events_.once)(this.out, 'close').catch(() => undefined);
        this.out.end();
        await (0,abort/* untilAborted */.Eu)(closed, signal);
        if (this.outError)
            throw writeError(this.outError);
        const { files, directories, bytes, excluded, hasIndex, has404 } = this.counts;
        return {
            path: this.options.path,
            files,
            directories,
            bytes,
            tarBytes: this.tar.bytes,
            hasIndex,
            has404,
            addedNoJekyll,
            excluded,
        };
    }
    /** Closes the file and deletes it. */
    async destroy() {
        if (!this.out.closed) {
            const closed = (0,external_node_events_.once)(this.out, 'close').catch(() => undefined);
            this.out.destroy();
            await closed;
        }
        await (0,promises_.rm)(this.options.path, { force: true }).catch(() => undefined);
    }
    judge(entry, count) {
        const problem = entryProblem(entry);
        if (problem)
            return new bundle_walk_BundleRefusedError(entry.path, problem, NOT_AN_EXPORT);
        if (count > this.limits.maxEntries) {
            return new bundle_walk_BundleRefusedError(entry.path, `is one entry more than the ${this.limits.maxEntries.toLocaleString('en-US')} a bundle may hold`, 'Nothing was deployed. Export fewer pages with `paths`, or split the site.');
        }
        if (!FILE_TYPES.has(entry.type))
            return undefined;
        const size = entry.size ?? 0;
        const total = this.declaredBytes + size;
        if (total > this.limits.maxBytes) {
            return new bundle_walk_BundleRefusedError(entry.path, `takes the site past ${(0,format/* formatBytes */.z3)(this.limits.maxBytes)}, the most GitHub Pages deploys`, 'Nothing was deployed. Export fewer pages with `paths`, or host a site this large elsewhere.');
        }
        const free = this.options.freeBytes;
        // Header, data, padding, and the end of the archive, against what the disk has left.
        if (free !== undefined && this.tar.size + BLOCK * 4 + size > free) {
            return new errors/* ActionError */.lZ(`RUNNER_TEMP is out of space: the Pages artifact would outgrow the ` +
                `${(0,format/* formatBytes */.z3)(free)} left after the bundle (entry ${quotePath(entry.path)} declares ` +
                `${(0,format/* formatBytes */.z3)(size)}). Nothing was deployed. Free some space, or export fewer pages ` +
                'with `paths`.');
        }
        this.declaredBytes = total;
        if (!this.warned && total > this.limits.warnBytes) {
            this.warned = true;
            this.onWarning?.(`The site is larger than ${(0,format/* formatBytes */.z3)(this.limits.warnBytes)}; GitHub Pages ` +
                `recommends staying below that, and refuses sites above ${(0,format/* formatBytes */.z3)(this.limits.maxBytes)}.`);
        }
        return undefined;
    }
    /** Emits the folders `parts[0..n)` that have not been emitted yet, parents first. */
    ensureDirs(parts, n) {
        let rel = '';
        for (let i = 0; i < n; i++) {
            rel = rel ? `${rel}/${parts[i] ?? ''}` : (parts[i] ?? '');
            if (this.dirs.has(rel))
                continue;
            this.dirs.add(rel);
            this.tar.header(`./${rel}/`, 'Directory', 0, 0);
            this.counts.directories++;
        }
    }
}
/**
 * The error for a walk that failed: refusals as they are, others as a damaged bundle;
 * `complete`: every byte announced had arrived.
 */
function explainFailure(cause, received, complete) {
    if (cause instanceof errors/* ActionError */.lZ)
        return cause;
    const code = cause.code;
    const what = code === 'Z_DATA_ERROR' && /header check/i.test(cause.message)
        ? 'it is not gzip data'
        : typeof code === 'string' && code.startsWith('Z_')
            ? `the gzip stream is damaged (${cause.message})`
            : `the tar inside is damaged (${cause.message.replace(/^TAR_[A-Z_]+: /, '')})`;
    const where = complete
        ? `All ${(0,format/* formatBytes */.z3)(received)} arrived, so the bundle itself is damaged`
        : `Found after ${(0,format/* formatBytes */.z3)(received)}; the download was stopped`;
    return new errors/* ActionError */.lZ(`The bundle is not a readable gzip tar: ${what}. ${where}. Run the job again to export a ` +
        `fresh bundle; if it happens again, report it to Mintlify with the job id.`, 'failure', { cause });
}
/** The error for a failed write of the Pages tar, with the likely cause. */
function writeError(err) {
    const code = err?.code;
    const hint = code === 'ENOSPC' || code === 'EDQUOT'
        ? 'RUNNER_TEMP is out of space: free some, or export fewer pages with `paths`.'
        : 'Check RUNNER_TEMP, then re-run the job.';
    return new errors/* ActionError */.lZ(`Writing the Pages artifact failed: ${(0,abort/* errorText */.kc)(err)}. Nothing was deployed. ${hint}`, 'failure', { cause: err });
}
/** The path's parts without empty and `.` parts: `./a//b/` → `['a', 'b']`. */
function relativeParts(path) {
    return path.split('/').filter((p) => p !== '' && p !== '.');
}
/** A path from the archive, safe to show: control characters gone, cut, quoted. */
function quotePath(path) {
    return JSON.stringify((0,sanitize/* truncate */.xv)((0,sanitize/* stripControl */.kU)(path), 200));
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/publish/thread-errors.ts
/**
 * Errors across a worker thread's boundary. A thrown error reaches the other side only as what
 * structured clone keeps of it (no subclass, no `code` or `statusCode`, no cause chain on Node
 * 20), while the messages and hints on this side read exactly those: the proxy's status
 * (publish/artifact.ts), zlib's and node-tar's codes (publish/bundle-walk.ts). So a thread sends
 * the chain as plain links ({@link chainOf}) and this side rebuilds it ({@link errorFrom}).
 */
/** Links kept of a chain: the readers look at the first few. */
const MAX_LINKS = 6;
/** The cause chain of `err`, each link's name, text, code and status. */
function thread_errors_chainOf(err) {
    const chain = [];
    for (let current = err; current && chain.length < MAX_LINKS;) {
        const { name, message, code, statusCode, status, cause } = current;
        chain.push({
            name: typeof name === 'string' ? name : 'Error',
            message: typeof message === 'string' ? message : String(current),
            ...(typeof code === 'string' ? { code } : {}),
            ...(typeof statusCode === 'number' ? { statusCode } : {}),
            ...(typeof status === 'number' ? { status } : {}),
        });
        current = cause;
    }
    return chain;
}
/** The error a chain describes, rebuilt with the same names, texts, codes, statuses and causes. */
function errorFrom(chain, fallback = 'the thread failed') {
    let built;
    for (const link of [...chain].reverse()) {
        const err = new Error(link.message, built ? { cause: built } : undefined);
        err.name = link.name;
        const { code, statusCode, status } = link;
        if (code !== undefined)
            Object.assign(err, { code });
        if (statusCode !== undefined)
            Object.assign(err, { statusCode });
        if (status !== undefined)
            Object.assign(err, { status });
        built = err;
    }
    return built ?? new Error(fallback);
}

;// CONCATENATED MODULE: ./src/publish/walk-thread.ts
/**
 * The bundle walk on the download's helper thread, seen from the download: the walk itself
 * (publish/bundle-walk.ts) runs there, fed by the gunzip the ring feeds (publish/hash-worker.ts,
 * publish/walk-worker.ts), and only its warnings, its failure and its result come back here.
 *
 * Why there: the walk reads every inflated byte. On the main thread, those bytes came over as
 * 1 MiB buffers moved from the thread, 512 of them for a 512 MiB download: a gigabyte of
 * short-lived buffers with the socket's own, which started 30–40 full garbage collections of the
 * main isolate per download (~0.5 s of its time), and left 16–34 MiB of dead buffers on a main
 * thread that then sat idle through the Pages upload, where nothing collected them
 * (BENCHMARKS.md, Download and Pages whole run). On the thread they die young, in its 2 MiB young
 * generation, and the thread's end frees whatever is left. The link check tokenizes the pages on
 * the same thread, in the walk. A thread of its own, which the helper thread would start and
 * feed (publish/link-thread.ts), made the Pages pass at 100,000 files 1.5 times faster, but cost
 * 17–21 MiB more at its peak, past the link check's budget of 16 MiB; at 10,000 files it was no
 * faster (BENCHMARKS.md, Pages). It is still there for a caller that names its entry.
 *
 * The walk's failure comes back as recorded, and is explained here ({@link explainFailure}), where
 * the bytes received are known, exactly as the walk on the main thread explains it.
 */





/**
 * The walk's options as the thread is told them. The link check runs on the walk's thread unless
 * the options name a bundled entry for a thread of its own (see the module's comment).
 */
function walkRequest(options) {
    const { onWarning, links, ...rest } = options;
    const worker = links?.worker;
    return {
        ...rest,
        ...(links
            ? { links: { domain: links.domain, worker: typeof worker === 'string' ? worker : false } }
            : {}),
        warnings: onWarning !== undefined,
    };
}
/** `err` in a form that crosses the thread whole. */
function walkError(err) {
    const error = { chain: chainOf(err) };
    if (err instanceof ActionError)
        error.outcome = err.outcome;
    if (err instanceof BundleRefusedError) {
        const { entry, reason, hint, written } = err;
        error.refused = { entry, reason, hint, written };
    }
    return error;
}
/** The error {@link walkError} describes, of its class, with its texts and causes. */
function errorOfWalk(error) {
    const { chain, outcome, refused } = error;
    if (refused) {
        const err = new bundle_walk_BundleRefusedError(refused.entry, refused.reason, refused.hint);
        err.written = refused.written;
        return err;
    }
    const [first, ...causes] = chain;
    if (!first || outcome === undefined)
        return errorFrom(chain, 'the walk failed');
    const cause = causes.length > 0 ? { cause: errorFrom(causes) } : undefined;
    return new errors/* ActionError */.lZ(first.message, outcome, cause);
}
/**
 * The download's handle on the walk on the helper thread. The ring feeds that walk directly, so
 * {@link write} takes nothing; `post` sends on the ring's channel.
 */
class RemoteWalk {
    options;
    post;
    inflatesHere = false;
    failure;
    result;
    listeners = [];
    settled;
    settle = () => undefined;
    stopping;
    stopped = () => undefined;
    threadGone = false;
    constructor(options, post) {
        this.options = options;
        this.post = post;
        this.settled = new Promise((resolve) => {
            this.settle = resolve;
        });
    }
    get failed() {
        return this.failure !== undefined;
    }
    write() {
        throw new Error('the helper thread inflates this walk: it takes no writes');
    }
    onFailure(listener) {
        if (this.failure)
            queueMicrotask(listener);
        else
            this.listeners.push(listener);
    }
    throwIfFailed(received) {
        if (this.failure)
            throw this.explained(received, false);
    }
    async finish(received, signal) {
        if (!this.failure)
            this.post({ kind: 'end' });
        await (0,abort/* untilAborted */.Eu)(this.settled, signal);
        if (this.failure)
            throw this.explained(received, true);
        return this.result;
    }
    /** Stops the walk there and waits until its Pages tar is deleted (here too, should it die). */
    async destroy() {
        this.stopping ??= this.stop();
        await this.stopping;
    }
    /** A message of the walk's from the thread. */
    onMessage(message) {
        switch (message.kind) {
            case 'walk-warning':
                this.options.onWarning?.(message.message);
                return;
            case 'walk-failed':
                this.fail(errorOfWalk(message.error), message.recorded);
                return;
            case 'walk-done':
                this.result ??= message.result;
                this.settle();
                return;
            case 'walk-stopped':
                this.stopped();
        }
    }
    /** The ring's channel closed: nothing more will come from the thread, nor reach it. */
    detach() {
        this.threadGone = true;
        this.stopped();
    }
    /** The thread failed (its error says so): nothing more will come from it. */
    threadFailed(err) {
        this.threadGone = true;
        this.fail(err, false);
        this.stopped();
    }
    async stop() {
        if (!this.threadGone) {
            const answered = new Promise((resolve) => {
                this.stopped = resolve;
            });
            this.post({ kind: 'stop' });
            await answered;
        }
        const tar = this.options.pagesTar?.path;
        if (tar)
            await (0,promises_.rm)(tar, { force: true }).catch(() => undefined);
    }
    fail(err, recorded) {
        if (this.failure)
            return;
        this.failure = { err, recorded };
        this.settle();
        for (const listener of this.listeners.splice(0))
            listener();
    }
    explained(received, complete) {
        const { err, recorded } = this.failure;
        return recorded ? explainFailure(err, received, complete) : err;
    }
}

;// CONCATENATED MODULE: ./src/publish/hash-thread.ts
/**
 * The SHA-256, the gunzip and the walk of the download, off the main thread. Node has no
 * asynchronous streaming hash: `hash.update` on the thread that reads the socket held it for
 * ~0.9 ms per MiB (0.46 s of a 512 MiB download), during which no chunk was read and no inflate or
 * write was dispatched; zlib's streaming gunzip on that thread made it wait for a round trip to
 * libuv's pool per chunk inflated, each queued behind whatever the main thread was doing; and the
 * walk's inflated bytes cost the main isolate its collections (publish/walk-thread.ts). Here the
 * download's helper thread does all three (publish/helper-thread.ts): the download copies the
 * socket's chunks into slots of a shared ring (publish/download-sink.ts), tells the thread about
 * each full slot in order, and the thread hashes it, inflates it into the walk
 * (publish/hash-worker.ts, publish/walk-worker.ts) and hands the slot back once both are done. No
 * slot is transferred, so none can be detached while the file write still reads it; the thread
 * only reads the ring, so stopping it at any moment is safe.
 *
 * Run from the TypeScript sources (vitest's unit tests) there is no helper thread, so the hash
 * runs on the caller's thread there and the walk inflates with a gunzip of its own
 * ({@link openSlotHasher}). A failure of the thread is reported once through `onFail`, and to the
 * walk, as an error that says which thread stopped.
 */



/** The hash: on the helper thread when there is one, else on the caller's thread. */
function openSlotHasher(options) {
    return options.thread ? new RingThread(options, options.thread) : new InlineHasher(options);
}
/** The error the download reports when its helper thread stopped. */
function helperThreadError(err) {
    return new errors/* ActionError */.lZ("The download's helper thread (SHA-256, gunzip and the archive's checks) stopped: " +
        `${err.message}. Nothing was kept. Run the job again; if it happens again, report it ` +
        'with the job log.', 'failure', { cause: err });
}
/** The hash on the caller's thread (sources run without a bundle). */
class InlineHasher {
    options;
    hash = (0,external_node_crypto_.createHash)('sha256');
    walk = undefined;
    constructor(options) {
        this.options = options;
    }
    update(slot, length) {
        const { ring, slotBytes } = this.options;
        this.hash.update(new Uint8Array(ring, slot * slotBytes, length));
        // Asynchronously, as the thread's answer comes.
        queueMicrotask(() => this.options.onReleased(slot));
    }
    async digest() {
        return this.hash.digest('hex');
    }
    async destroy() {
        // Nothing runs elsewhere.
    }
}
/** The hash, the inflate and the walk on the helper thread. */
class RingThread {
    options;
    channel;
    pending;
    failure;
    walk;
    constructor(options, thread) {
        this.options = options;
        this.channel = thread.open('hash', (message) => this.onMessage(message), (err) => this.fail(helperThreadError(err)));
        const walk = options.walk;
        this.channel.post({
            kind: 'start',
            ring: options.ring,
            slotBytes: options.slotBytes,
            ...(walk ? { walk: walkRequest(walk) } : {}),
        });
        this.walk = walk ? new RemoteWalk(walk, (message) => this.channel.post(message)) : undefined;
    }
    update(slot, length) {
        this.channel.post({ kind: 'slot', slot, length });
    }
    async digest() {
        if (this.failure)
            throw this.failure;
        const digest = new Promise((resolve, reject) => {
            this.pending = { resolve, reject };
        });
        this.channel.post({ kind: 'finish' });
        return digest;
    }
    async destroy() {
        this.channel.post({ kind: 'stop' });
        this.walk?.detach();
        await this.channel.close();
    }
    onMessage(message) {
        switch (message.kind) {
            case 'released':
                this.options.onReleased(message.slot);
                return;
            case 'digest':
                this.pending?.resolve(message.hex);
                return;
            default:
                this.walk?.onMessage(message);
        }
    }
    fail(err) {
        if (this.failure)
            return;
        this.failure = err;
        this.pending?.reject(err);
        this.options.onFail(err);
        this.walk?.threadFailed(err);
    }
}

;// CONCATENATED MODULE: ./src/publish/download-sink.ts
/**
 * Where the downloaded bytes go: the `.part` file, the SHA-256 and the bundle walk, fed in
 * lockstep, with the main thread doing as little per chunk as it can.
 *
 * Each chunk of the body is copied into a 1 MiB slot of a shared ring ({@link SLOTS} slots, 4 MiB
 * in all; {@link Sink.take}); a full slot goes, as one piece, to the helper thread
 * (publish/hash-thread.ts, publish/helper-thread.ts, which the link check shares), which hashes
 * and inflates it, and to the file (one positioned write on libuv's thread pool, one at a time); the walk
 * (publish/bundle-walk.ts) reads the inflated bytes the thread sends back. A slot is filled again
 * only once both have let it go: the thread's answer (hashed, and every byte of it inflated) and
 * the write's callback. So the hash, the file write and the inflate are in flight at once, and the
 * feeder waits only when every slot is busy: real backpressure (the disk, the thread or the walk is
 * behind), never one write per chunk. Without a helper thread (the sources run by the unit tests,
 * `worker: false`) the hash runs here and the walk inflates a slot itself: three holders. The
 * file, the hash and the walk always take exactly the `received` bytes in order, which keeps a
 * resume with `Range` seamless (the partly filled slot simply continues).
 */







/** Bytes per slot: one hash message and one file write each (2 and 4 MiB measured slower). */
const SLOT_BYTES = 1024 * 1024;
/** Slots in the ring: what may be in flight between the socket and the disk. */
const download_sink_SLOTS = 4;
/**
 * The `.part` file, the hash and the walk of one attempt sequence (a restart opens a new sink).
 * {@link take} never waits: it returns false when the ring is full, and {@link whenRoom} says
 * when to go on.
 */
class Sink {
    file;
    path;
    expected;
    errors;
    /** Bytes taken so far (copied into the ring, or waiting for a slot). */
    received = 0;
    ring = new SharedArrayBuffer(download_sink_SLOTS * SLOT_BYTES);
    bytes = new Uint8Array(this.ring);
    /** Holders of each slot (the thread or the hash, the file write, the walk); free at 0. */
    holders = new Uint8Array(download_sink_SLOTS);
    free = [];
    /** The slot being filled, and how much of it is. */
    slot = 0;
    filled = 0;
    /** File position of the next slot to be written. */
    position = 0;
    /** Chunks taken while no slot was free, copied in as slots come back. */
    waiting = [];
    wakers = [];
    fileError;
    /** The helper thread's failure (or the hash's). */
    hashError;
    hasher;
    /** The walk, once opened: on the helper thread (the hasher's), or on this one. */
    verifier;
    /** File writes not finished yet: the file is closed only once they are. */
    writes = new Set();
    /** The last file write handed out: each next one starts once it ended (see dispatch). */
    lastWrite = Promise.resolve();
    constructor(file, path, 
    /** Bytes expected in all. */
    expected, errors, thread, walk) {
        this.file = file;
        this.path = path;
        this.expected = expected;
        this.errors = errors;
        for (let i = download_sink_SLOTS - 1; i > 0; i--)
            this.free.push(i);
        this.hasher = openSlotHasher({
            ring: this.ring,
            slotBytes: SLOT_BYTES,
            onReleased: (slot) => this.release(slot),
            onFail: (err) => {
                this.hashError ??= err;
                this.wake();
            },
            thread,
            walk,
        });
    }
    /**
     * Opens (truncates) the `.part` file and starts the helper thread (`script`: its entry, see
     * publish/helper-thread.ts), which hashes, inflates and walks (its link check included); without
     * one, the walk runs here.
     */
    static async open(path, expected, walk, errors, script) {
        const file = await (0,promises_.open)(path, 'w');
        let sink;
        try {
            sink = new Sink(file, path, expected, errors, openHelperThread(script), walk);
            sink.verifier = sink.hasher.walk ?? (await BundleWalk.open(walk));
            sink.verifier.onFailure(() => sink?.wake());
            return sink;
        }
        catch (err) {
            await sink?.hasher.destroy();
            await file.close();
            throw err;
        }
    }
    /**
     * Takes one chunk; false when the ring is full. True: it was copied whole (the caller may reuse
     * it); false: a view of it may wait for a slot.
     */
    take(chunk) {
        this.count(chunk.length);
        if (this.waiting.length > 0) {
            this.waiting.push(chunk);
            return false;
        }
        return this.copyIn(chunk);
    }
    /** Counts `n` more bytes received, refusing more than the bundle endpoint announced. */
    count(n) {
        if (this.received + n > this.expected) {
            throw this.errors.fail(`The storage host sent more than the ${(0,format/* formatBytes */.z3)(this.expected)} the bundle endpoint ` +
                `announced; the bundle may have been replaced. Run the job again to export a fresh one.`);
        }
        this.received += n;
    }
    /** Resolves when {@link take} has room again, or something failed (which check reports). */
    whenRoom() {
        if (this.hasRoom())
            return Promise.resolve();
        return new Promise((resolve) => this.wakers.push(resolve));
    }
    /** Throws a failed file write or a failed archive check as a final error. */
    check() {
        if (this.hashError) {
            const err = this.hashError instanceof errors/* ActionError */.lZ ? this.hashError : helperThreadError(this.hashError);
            throw this.errors.fail(err.message, { cause: err.cause ?? err });
        }
        if (this.fileError) {
            throw this.errors.fail(`Writing the bundle to ${this.path} failed: ${this.fileError.message}. ` +
                `Check the free space in RUNNER_TEMP.`, { cause: this.fileError });
        }
        try {
            this.verifier.throwIfFailed(this.received);
        }
        catch (err) {
            throw this.asDownloadError(err);
        }
    }
    /** Writes the last slot, closes the file, checks the archive to its end, returns the digest. */
    async finish(signal) {
        while (this.waiting.length > 0 && !this.fileError && !this.hashError && !this.verifier.failed) {
            await (0,abort/* untilAborted */.Eu)(this.whenRoom(), signal);
        }
        this.check();
        if (this.slot !== undefined && this.filled > 0)
            this.dispatch();
        const sha256 = await (0,abort/* untilAborted */.Eu)(this.hasher.digest(), signal).catch((err) => {
            signal.throwIfAborted();
            this.hashError ??= err;
            return '';
        });
        await (0,abort/* untilAborted */.Eu)(this.flushed(), signal);
        await this.file.close();
        this.check();
        const walk = await this.verifier.finish(this.received, signal).catch((err) => {
            throw this.asDownloadError(err);
        });
        // Only now: the link check, which may open its channel at the walk's end, shares the thread
        // that the hash's channel keeps alive.
        await this.hasher.destroy();
        return { sha256, walk };
    }
    /** Stops everything and closes the file (the caller deletes it); deletes the Pages tar. */
    async destroy() {
        this.wake();
        await this.verifier.destroy();
        await this.hasher.destroy();
        // No write may land after the close (the descriptor's number could be another file's by then).
        await this.flushed();
        await this.file.close().catch(() => undefined);
    }
    /** Resolves once every file write handed out so far has finished (or failed). */
    async flushed() {
        while (this.writes.size > 0)
            await Promise.allSettled([...this.writes]);
    }
    /** A damaged bundle is a download failure; a refused one stays a refusal (it names the entry). */
    asDownloadError(err) {
        if (!(err instanceof errors/* ActionError */.lZ) || err instanceof bundle_walk_BundleRefusedError)
            return err;
        if (err.name === 'DownloadError')
            return err;
        return this.errors.fail(err.message, { cause: err.cause ?? err });
    }
    hasRoom() {
        return ((this.waiting.length === 0 && this.slot !== undefined) ||
            this.fileError !== undefined ||
            this.hashError !== undefined ||
            this.verifier.failed);
    }
    /** Copies `chunk` into the ring; the rest waits when the ring fills up. False when it did. */
    copyIn(chunk) {
        let offset = 0;
        while (offset < chunk.length) {
            if (this.slot === undefined) {
                this.waiting.push(chunk.subarray(offset));
                return false;
            }
            const n = Math.min(chunk.length - offset, SLOT_BYTES - this.filled);
            this.bytes.set(chunk.subarray(offset, offset + n), this.slot * SLOT_BYTES + this.filled);
            this.filled += n;
            offset += n;
            if (this.filled === SLOT_BYTES)
                this.dispatch();
        }
        return this.slot !== undefined;
    }
    /** Hands the current slot to the hash, the file and the walk, and moves to a free one. */
    dispatch() {
        const slot = this.slot;
        const length = this.filled;
        const inflatesHere = this.verifier.inflatesHere;
        this.holders[slot] = inflatesHere ? 3 : 2;
        this.hasher.update(slot, length);
        const view = Buffer.from(this.ring, slot * SLOT_BYTES, length);
        const position = this.position;
        // One write at a time, in order: the kernel serializes buffered writes to one file anyway
        // (ext4 takes the inode's lock), and pool threads waiting for it spin on that lock (~0.06 s
        // of CPU per 512 MiB in perf's profile here), while one write per slot keeps up.
        const written = this.lastWrite
            .then(() => (this.fileError ? undefined : this.file.write(view, 0, length, position)))
            .catch((err) => {
            this.fileError ??= err;
            this.wake();
        })
            .finally(() => {
            this.writes.delete(written);
            this.release(slot);
        });
        this.writes.add(written);
        this.lastWrite = written;
        if (inflatesHere)
            this.verifier.write(view, () => this.release(slot));
        this.position += length;
        this.filled = 0;
        this.slot = this.free.pop();
    }
    /** One holder let go of `slot`; a free slot takes what waited, then wakes the feeder. */
    release(slot) {
        const left = (this.holders[slot] ?? 1) - 1;
        this.holders[slot] = left;
        if (left > 0)
            return;
        this.free.push(slot);
        if (this.slot === undefined)
            this.slot = this.free.pop();
        const waiting = this.waiting;
        this.waiting = [];
        for (const chunk of waiting) {
            if (this.slot === undefined)
                this.waiting.push(chunk);
            else
                this.copyIn(chunk);
        }
        if (this.hasRoom())
            this.wake();
    }
    wake() {
        const wakers = this.wakers;
        this.wakers = [];
        for (const wake of wakers)
            wake();
    }
}

// EXTERNAL MODULE: ./src/util/network.ts + 2 modules
var network = __webpack_require__(23535);
;// CONCATENATED MODULE: ./src/util/free-memory.ts
/**
 * Frees a spent buffer's memory now instead of at the isolate's next garbage collection. A large
 * buffer's memory lives outside V8's heap; on a thread that allocates few JavaScript objects, V8
 * collects dead ones only at its external-memory trigger (~64 MiB of them), and the memory they
 * came from stays resident after: tens of MiB of a download's peak (BENCHMARKS.md, Download).
 *
 * Freeing is a transfer to a closed port: the HTML structured-clone rules (which Node follows)
 * detach what is transferred even when the port is closed, and the message, dropped, frees the
 * memory at once. `ArrayBuffer.prototype.transfer` would say it better, but Node 20 does not have
 * it. A detached buffer reads as empty through every view of it, so only the caller can know it is
 * spent: see each caller's reasons.
 */

/** A port whose other end is gone: what is transferred to it is dropped. */
let drain;
/** Frees `buffer`'s memory now; every view of it reads as empty from here on. */
function freeBuffer(buffer) {
    if (!drain) {
        const { port1 } = new external_node_worker_threads_.MessageChannel();
        port1.close();
        drain = port1;
    }
    drain.postMessage(null, [buffer]);
}
/**
 * Frees the memory of `view` when it is the whole of its buffer (a view of part of one may share
 * it with data someone else still reads); whether it was freed.
 */
function freeIfWhole(view) {
    const buffer = view.buffer;
    if (!(buffer instanceof ArrayBuffer))
        return false;
    if (view.byteOffset !== 0 || view.byteLength !== buffer.byteLength || buffer.byteLength === 0) {
        return false;
    }
    freeBuffer(buffer);
    return true;
}

// EXTERNAL MODULE: ./src/util/loopback.ts
var loopback = __webpack_require__(26815);
;// CONCATENATED MODULE: ./src/publish/bundle-get.ts




/** Redirects followed at most per GET (a CDN in front of the storage, a storage's region move). */
const MAX_REDIRECTS = 5;
/** The statuses that redirect a GET. */
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/**
 * Sends one GET of `url` with `dispatcher` and resolves once the answer's head is in. Redirects
 * are followed ({@link MAX_REDIRECTS} at most, https only: plain http only to a loopback host, as
 * for the emulators), each hop's URL masked before it is asked and each other origin's through
 * its own dispatcher of util/network.ts (the runner's proxy decided for it); the answer that is
 * not a redirect is the caller's, whose checks (status, range, size, digest) all apply to it.
 */
async function storageGet(dispatcher, url, options) {
    let current = url;
    let via = dispatcher;
    for (let hop = 0;; hop++) {
        const response = await getOnce(via, current, options).finally(() => {
            // A hop's own dispatcher closes once its one request has ended.
            if (via !== dispatcher)
                void via.close().catch(() => undefined);
        });
        const location = REDIRECTS.has(response.statusCode) ? response.headers.location : undefined;
        if (location === undefined)
            return response;
        response.destroy();
        current = nextHop(current, location, hop);
        via = current.origin === url.origin ? dispatcher : (0,network/* dispatcherFor */.tR)(current, { connections: 1 });
    }
}
/** Where a redirect leads, masked and checked; an ActionError (no retry helps) when refused. */
function nextHop(from, location, hop) {
    const refused = (why) => new errors/* ActionError */.lZ(`The storage host ${from.host} redirected the bundle download ${why}. Report this to ` +
        `Mintlify with the job id.`);
    if (hop >= MAX_REDIRECTS)
        throw refused(`more than ${MAX_REDIRECTS} times`);
    let next;
    try {
        next = new URL(location, from);
    }
    catch {
        throw refused('to an address that is not a URL');
    }
    (0,secrets/* addSecret */.Ck)(next.href);
    const plainLoopback = next.protocol === 'http:' && (0,loopback/* isLoopback */.U)(next.hostname);
    if (next.protocol !== 'https:' && !plainLoopback) {
        const scheme = next.protocol === 'http:' ? 'plain http' : next.protocol.replace(/:$/, '');
        throw refused(`to ${scheme} at ${next.host}; only https is followed`);
    }
    return next;
}
/** One GET of `url`, no redirect followed. */
function getOnce(dispatcher, url, options) {
    return new Promise((resolve, reject) => {
        options.signal.throwIfAborted();
        const exchange = new Exchange(options.signal, resolve, reject);
        // The signal rides along for util/network.ts, which answers an abort before the connection
        // is made (undici 6.29 itself waits for it).
        const request = {
            origin: url.origin,
            path: `${url.pathname}${url.search}`,
            method: 'GET',
            headers: options.headers,
            headersTimeout: options.stallTimeoutMs,
            bodyTimeout: options.stallTimeoutMs,
            signal: options.signal,
        };
        dispatcher.dispatch(request, exchange);
    });
}
/** undici's handler of one exchange, and the answer it makes. */
class Exchange {
    signal;
    resolveHead;
    rejectHead;
    statusCode = 0;
    headers = {};
    abort;
    resume;
    reader;
    failure;
    done = false;
    constructor(signal, resolveHead, rejectHead) {
        this.signal = signal;
        this.resolveHead = resolveHead;
        this.rejectHead = rejectHead;
        signal.addEventListener('abort', this.onAbort, { once: true });
    }
    onAbort = () => this.abort?.(this.signal.reason);
    body(target) {
        return new Promise((resolve, reject) => this.read({ target, resolve, reject }));
    }
    text(max) {
        const reader = { text: [], size: 0, max, resolve: () => undefined };
        return new Promise((resolve) => this.read({ ...reader, resolve }))
            .then(() => Buffer.concat(reader.text).toString('utf8'))
            .finally(() => this.destroy());
    }
    destroy() {
        if (!this.done)
            this.abort?.(new Error('the answer was not read'));
    }
    onConnect(abort) {
        this.abort = abort;
        if (this.signal.aborted)
            this.onAbort();
    }
    onHeaders(statusCode, raw, resume) {
        this.statusCode = statusCode;
        for (let i = 0; i + 1 < raw.length; i += 2) {
            const name = String(raw[i]).toLowerCase();
            const value = String(raw[i + 1]);
            this.headers[name] = name in this.headers ? `${this.headers[name]}, ${value}` : value;
        }
        this.resume = resume;
        this.resolveHead(this);
        // Paused until body() or text() says where the bytes go.
        return false;
    }
    onData(chunk) {
        const reader = this.reader;
        if (!reader)
            return false;
        if (!('target' in reader)) {
            reader.text.push(chunk.subarray(0, reader.max - reader.size));
            reader.size += Math.min(chunk.length, reader.max - reader.size);
            if (reader.size >= reader.max)
                reader.resolve();
            return true;
        }
        try {
            if (reader.target.take(chunk))
                return true;
            reader.target.whenRoom().then(this.resume, (err) => this.abort?.(err));
        }
        catch (err) {
            this.abort?.(err);
        }
        return false;
    }
    onComplete() {
        this.finish();
        this.reader?.resolve();
    }
    onError(err) {
        this.finish();
        this.failure ??= err;
        const reader = this.reader;
        if (this.statusCode === 0)
            this.rejectHead(err);
        else if (reader && 'target' in reader)
            reader.reject(err);
        // The text of an error answer is a nicety: what came is what there is.
        else
            reader?.resolve();
    }
    /** Starts the body once its reader is known. */
    read(reader) {
        this.reader = reader;
        if (this.failure)
            this.onError(this.failure);
        else if (this.done)
            reader.resolve();
        else
            this.resume?.();
    }
    finish() {
        this.done = true;
        this.signal.removeEventListener('abort', this.onAbort);
    }
}

;// CONCATENATED MODULE: ./src/publish/download.ts
/**
 * Downloads an export bundle from its presigned link to a file, and proves it is whole: the byte
 * count the API announced, a SHA-256 computed on the fly, and a full walk of the gzip tar in the
 * same pass (publish/bundle-walk.ts), which for `target: pages` also writes `artifact.tar`.
 *
 * Why not `@actions/tool-cache`'s `downloadTool` (4.0; no longer a dependency, since nothing used
 * it): it does the plain part (stream to a file, delete it on failure) but
 * - it has no Range resume: a connection cut at 90 % of a large bundle starts again from 0;
 * - it cannot hash or verify while streaming, so checking would read the file a second time;
 * - it retries on its own (3 attempts, 10–20 s apart) with no AbortSignal, so SIGTERM or the
 *   deadline cannot stop it, and it cannot fetch a fresh link when the old one expires (S3's 403
 *   is not retried at all; with an expired link a retry could not help anyway);
 * - it logs the URL with `core.debug`, which is masked but is still a credential on its way out.
 *
 * The transport is undici (publish/bundle-get.ts) through src/util/network.ts's dispatcher for
 * the link's origin (the runner's proxy when its settings say so); one per origin, as a fresh link
 * may point at another host, all closed at the end. Each chunk goes into the sink
 * (publish/download-sink.ts): a ring whose full slots are hashed, written to `<file>.part` and
 * walked at once; the connection is paused only while every slot is busy, so memory stays flat.
 * A cut connection resumes at the byte it reached with `Range: bytes=N-` and `If-Range` (checked
 * against `206` + `Content-Range`), and since the file, the hash and the walk simply
 * continue, every byte is fed exactly once; a server that ignores the range restarts at 0 with a
 * fresh file, hash and walk (and a fresh `artifact.tar`). Before the first byte the free space of
 * the folder is checked against the announced size. The `.part` file is renamed only once every
 * check passed; it and the Pages tar are deleted on any failure or abort.
 */












/** What the failure summary says when the bundle could not be had whole. */
const DOWNLOAD_FAILED = {
    what: 'the export bundle could not be downloaded',
    todo: [
        'Run the job again: the download resumes and fetches fresh links by itself, so this means it kept failing.',
        'On a self-hosted runner, check its clock (links are time-limited), that the storage host is reachable, and the free space in RUNNER_TEMP.',
    ],
    anchor: 'the-bundle-could-not-be-downloaded',
};
/** The download failed for good; the message says why in plain words, without the link. */
class DownloadError extends errors/* ActionError */.lZ {
    failure = DOWNLOAD_FAILED;
    constructor(message, options) {
        super(message, 'failure', options);
        this.name = 'DownloadError';
    }
}
/** How the sink reports a download that failed for good. */
const SINK_ERRORS = {
    fail: (message, options) => new DownloadError(message, options),
};
/** Most HTTP attempts in all (resumes and refreshes included). */
const MAX_ATTEMPTS = 20;
/** A link this close to its expiry is replaced before the next request. */
const EXPIRY_MARGIN_MS = 5_000;
/** Longest Retry-After honoured between attempts. */
const MAX_RETRY_AFTER_MS = 10_000;
/** Most bytes of an error response read for its message. */
const ERROR_BODY_BYTES = 4096;
/**
 * Downloads and verifies the bundle. Throws a {@link DownloadError} when it cannot be had whole,
 * a {@link TimeoutError} at the deadline, or the signal's reason on abort; the partial file is
 * removed in every one of those cases.
 */
async function downloadBundle(options) {
    const partPath = `${options.destination}.part`;
    // One signal for everything below: the caller's abort and the deadline both end up here.
    const signal = options.deadline === undefined
        ? options.signal
        : (0,abort/* withDeadline */.NE)(options.signal, options.deadline);
    const started = Date.now();
    let transfer;
    try {
        const walkOptions = await prepareDestination(options);
        transfer = await Transfer.start(options, signal, (expected) => Sink.open(partPath, expected, walkOptions, SINK_ERRORS, options.worker));
        await transfer.receiveAll().finally(() => transfer?.closeConnections());
        const verified = await transfer.sink.finish(signal);
        await (0,promises_.rename)(partPath, options.destination);
        return transfer.result(verified, started);
    }
    catch (err) {
        await transfer?.closeConnections();
        await transfer?.sink.destroy();
        await (0,promises_.rm)(partPath, { force: true }).catch(() => undefined);
        // Before the first sink opens no fresh link can have been asked for, so the first is the one.
        throw downloadFailure(err, options.signal, signal, transfer?.link ?? options.link);
    }
}
/**
 * Makes the destination's folder, removes an earlier bundle there, and refuses a size that cannot
 * be verified or does not fit in the free space. Returns the walk's options, with the Pages tar
 * limited to the space the bundle leaves.
 */
async function prepareDestination(options) {
    const folder = (0,external_node_path_.dirname)(options.destination);
    await (0,promises_.mkdir)(folder, { recursive: true });
    await (0,promises_.rm)(options.destination, { force: true });
    const { link } = options;
    checkSize(link);
    const free = await (options.freeSpace ?? freeSpace)(folder);
    if (free !== undefined && free < link.sizeBytes) {
        throw new DownloadError(`RUNNER_TEMP is out of space: the bundle is ${(0,format/* formatBytes */.z3)(link.sizeBytes)} but only ` +
            `${(0,format/* formatBytes */.z3)(free)} are free there. Nothing was downloaded; free some space, or ` +
            'export fewer pages with `paths`.');
    }
    return walkOptionsWithin(options.walk, free, link.sizeBytes);
}
/**
 * The walk's options, with the Pages tar (when asked for) given no more than the space left once
 * the bundle is in: both are written to the same folder at the same time.
 */
function walkOptionsWithin(walk, free, bundleBytes) {
    const walkOptions = { ...walk };
    if (walkOptions.pagesTar && free !== undefined) {
        const left = free - bundleBytes;
        const asked = walkOptions.pagesTar.freeBytes;
        walkOptions.pagesTar = {
            ...walkOptions.pagesTar,
            freeBytes: asked === undefined ? left : Math.min(asked, left),
        };
    }
    return walkOptions;
}
/**
 * The error a failed download ends with: the caller's abort reason as it is, a
 * {@link TimeoutError} when the deadline stopped it, errors of the action and of the platform
 * client as they are, and anything else as a {@link DownloadError} with the link scrubbed out.
 */
function downloadFailure(err, callerSignal, signal, link) {
    if (callerSignal.aborted)
        return callerSignal.reason;
    // The caller did not abort, so the combined signal was aborted by the deadline.
    if (signal.aborted) {
        return new errors/* TimeoutError */.MU('The time limit (`timeout`) was reached while downloading the bundle; the partial ' +
            'file was removed. Raise `timeout` if large bundles need longer.');
    }
    if (err instanceof errors/* ActionError */.lZ || isPlatformError(err))
        return err;
    return new DownloadError(`The bundle download failed: ${(0,secrets/* scrubSecrets */.Zg)((0,abort/* errorText */.kc)(err), [link.url])}.`, { cause: err });
}
/**
 * The download loop and the state its rounds share: the current link and sink, the counters the
 * result reports, and what earlier attempts left behind (the ETag, the failures in a row).
 */
class Transfer {
    options;
    signal;
    open;
    sink;
    /** The link requests go to; replaced when it expires or the storage host refuses it. */
    link;
    /** Counters for the result. */
    stats = { attempts: 0, resumes: 0, restarts: 0, refreshes: 0, waitedMs: 0 };
    maxFailuresInARow;
    maxRefreshes;
    stallTimeoutMs;
    retryDelay;
    log;
    /** Failed attempts in a row that brought no new bytes. */
    failuresInARow = 0;
    /** Why the last retryable attempt failed, for the message when the budget runs out. */
    lastFailure = '';
    /** The ETag of the object, sent as `If-Range` with a resume. */
    etag;
    /** One dispatcher per origin the links pointed at (src/util/network.ts), closed at the end. */
    dispatchers = new Map();
    constructor(options, signal, 
    /** Opens a fresh sink (truncating the `.part` file) for a bundle of `expected` bytes. */
    open, 
    /** Where the bytes go; replaced when the download starts over. */
    sink) {
        this.options = options;
        this.signal = signal;
        this.open = open;
        this.sink = sink;
        this.link = options.link;
        this.maxFailuresInARow = options.maxFailuresInARow ?? 5;
        this.maxRefreshes = options.maxRefreshes ?? 3;
        this.stallTimeoutMs = options.stallTimeoutMs ?? 30_000;
        this.retryDelay = options.retryDelayMs ?? defaultRetryDelay;
        this.log = options.log ?? (() => undefined);
    }
    /** Opens the first sink, for the size the first link announced, and returns the transfer. */
    static async start(options, signal, open) {
        return new Transfer(options, signal, open, await open(options.link.sizeBytes));
    }
    /** Runs attempts until every byte is in: resuming, starting over or renewing the link as told. */
    async receiveAll() {
        while (this.sink.received < this.sink.expected) {
            this.signal.throwIfAborted();
            this.checkBudget();
            if (isExpired(this.link))
                await this.renewLink('the link has expired');
            const from = this.sink.received;
            const outcome = await this.attemptOnce();
            if (outcome.kind === 'done')
                break;
            if (outcome.kind === 'restart') {
                await this.startOver(outcome.reason);
            }
            else if (outcome.kind === 'forbidden') {
                await this.renewLink(outcome.reason);
            }
            else {
                // A retryable failure: resume from where the bytes stopped.
                await this.pauseBeforeResuming(outcome, this.sink.received > from);
            }
        }
    }
    /** The result of the verified download that started at `started` (epoch ms). */
    result(verified, started) {
        return {
            path: this.options.destination,
            sizeBytes: this.sink.expected,
            sha256: verified.sha256,
            link: this.link,
            entries: verified.walk.entries,
            htmlFiles: verified.walk.htmlFiles,
            walk: verified.walk,
            ...this.stats,
            waitedMs: Math.round(this.stats.waitedMs),
            durationMs: Date.now() - started,
        };
    }
    /** Closes every connection the links opened. */
    async closeConnections() {
        const all = [...this.dispatchers.values()];
        this.dispatchers.clear();
        await Promise.all(all.map((d) => d.destroy().catch(() => undefined)));
    }
    /** The dispatcher for the current link's origin, made on first use. */
    dispatcher() {
        const url = new URL(this.link.url);
        let dispatcher = this.dispatchers.get(url.origin);
        if (!dispatcher) {
            dispatcher = (0,network/* dispatcherFor */.tR)(url, { connections: 1 });
            this.dispatchers.set(url.origin, dispatcher);
        }
        return dispatcher;
    }
    /** Gives up once the attempts in all, or the failures in a row, are used up. */
    checkBudget() {
        if (this.stats.attempts >= MAX_ATTEMPTS || this.failuresInARow >= this.maxFailuresInARow) {
            throw new DownloadError(`The bundle download failed after ${this.stats.attempts} attempts ` +
                `(${(0,format/* formatBytes */.z3)(this.sink.received)} of ${(0,format/* formatBytes */.z3)(this.sink.expected)} received). ` +
                `Last error: ${this.lastFailure}. The storage host may be having trouble; run the job again.`);
        }
    }
    /** One HTTP attempt from the bytes received so far; keeps the ETag it saw. */
    async attemptOnce() {
        this.stats.attempts++;
        const outcome = await attempt(this.link, this.sink, {
            dispatcher: () => this.dispatcher(),
            userAgent: this.options.userAgent,
            signal: this.signal,
            stallTimeoutMs: this.stallTimeoutMs,
            etag: this.etag,
            onProgress: this.options.onProgress,
            stats: this.stats,
        });
        this.etag = outcome.etag ?? this.etag;
        // Bytes that are already known not to be a gzip tar are not worth resuming.
        this.sink.check();
        return outcome;
    }
    /** The server sent the whole file, or a range we did not ask for: start over cleanly. */
    async startOver(reason) {
        this.log(`${reason}; downloading again from the start.`);
        this.sink = await this.reopen();
        this.stats.restarts++;
    }
    /** Replaces an expired or refused link; a bundle of another size is downloaded from the start. */
    async renewLink(why) {
        this.link = await this.freshLink(why);
        if (this.link.sizeBytes !== this.sink.expected)
            this.sink = await this.reopen();
        this.etag = undefined;
    }
    /**
     * Counts a retryable failure, says what happened, and waits before the next attempt: at once
     * when the attempt brought bytes, else after a growing pause (or the server's Retry-After).
     */
    async pauseBeforeResuming(outcome, gained) {
        this.lastFailure = outcome.reason;
        this.failuresInARow = gained ? 0 : this.failuresInARow + 1;
        if (this.sink.received > 0)
            this.stats.resumes++;
        const wait = gained
            ? 0
            : Math.max(Math.min(outcome.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS), this.retryDelay(this.failuresInARow));
        this.log(`Bundle download interrupted at ${(0,format/* formatBytes */.z3)(this.sink.received)} of ` +
            `${(0,format/* formatBytes */.z3)(this.sink.expected)} (${outcome.reason}); ` +
            `${this.sink.received > 0 ? 'resuming' : 'retrying'}${wait > 0 ? ` in ${(0,format/* formatDuration */.a3)(wait)}` : ''}.`);
        if (wait > 0)
            await (0,timing/* sleep */.yy)(wait, this.signal);
    }
    /** Asks for a fresh link, within the refresh budget. */
    async freshLink(why) {
        if (this.stats.refreshes >= this.maxRefreshes) {
            throw new DownloadError(`The bundle could not be downloaded: ${why}, and ${this.maxRefreshes} fresh links did not help. ` +
                `Check that the runner's clock is right (links are time-limited) and run the job again.`);
        }
        this.stats.refreshes++;
        this.log(`${(0,util_text/* capitalize */.ZH)(why)}; asking the bundle endpoint for a fresh link.`);
        const next = await this.options.refresh();
        checkSize(next);
        if (next.url === this.link.url && isExpired(next)) {
            throw new DownloadError(`The bundle endpoint returned a link that has already expired (expires at ` +
                `${next.expiresAt}). Check that the runner's clock is right and run the job again.`);
        }
        return next;
    }
    /** Throws away everything received and opens a fresh sink for the current link. */
    async reopen() {
        if (this.link.sizeBytes !== this.sink.expected) {
            this.log(`The fresh link's bundle is ${(0,format/* formatBytes */.z3)(this.link.sizeBytes)} instead of ` +
                `${(0,format/* formatBytes */.z3)(this.sink.expected)}; downloading it from the start.`);
        }
        await this.sink.destroy();
        return this.open(this.link.sizeBytes);
    }
}
/** One GET of the link, from `sink.received` on, streamed into the sink. */
async function attempt(link, sink, opts) {
    const from = sink.received;
    let body;
    try {
        body = await httpGet(link.url, requestHeaders(from, opts), opts);
    }
    catch (err) {
        opts.signal.throwIfAborted();
        if (err instanceof errors/* ActionError */.lZ)
            throw err;
        if (err instanceof network/* ProxyError */.T6 && err.code === 'EPROXY') {
            throw new DownloadError(`The bundle download failed: ${err.message}.`, { cause: err });
        }
        return { kind: 'retry', reason: networkText(err, link, opts.stallTimeoutMs) };
    }
    const statusCode = body.statusCode ?? 0;
    if (statusCode !== 200 && statusCode !== 206)
        return refusal(body, statusCode, from, link);
    const etagHeader = body.headers.etag;
    const etag = typeof etagHeader === 'string' ? etagHeader : undefined;
    const reason = restartReason(body, statusCode, from, sink.expected);
    if (reason !== undefined) {
        body.destroy();
        return { kind: 'restart', reason, etag };
    }
    checkAnnouncedSize(body, statusCode, from, sink.expected);
    return streamInto(sink, body, link, opts, etag);
}
/** The request headers of an attempt that starts at byte `from`. */
function requestHeaders(from, opts) {
    const headers = { 'accept-encoding': 'identity' };
    if (opts.userAgent)
        headers['user-agent'] = opts.userAgent;
    if (from > 0) {
        headers.range = `bytes=${from}-`;
        // If the object changed since the first response, the server sends it whole (200).
        if (opts.etag)
            headers['if-range'] = opts.etag;
    }
    return headers;
}
/**
 * Why a 200 or 206 answer cannot continue the `from` bytes received so far (the whole file sent
 * to a resume request, or a range other than the one asked for); undefined when it can.
 */
function restartReason(body, statusCode, from, expected) {
    if (statusCode === 200 && from > 0)
        return 'The storage host ignored the resume request';
    if (statusCode !== 206)
        return undefined;
    const range = parseContentRange(body.headers['content-range']);
    if (!range || range.start !== from || (range.total !== undefined && range.total !== expected)) {
        return `The storage host answered the resume request with a different range (${String(body.headers['content-range'] ?? 'none')})`;
    }
    return undefined;
}
/**
 * Drops the body and throws when its Content-Length does not add up to the size the bundle
 * endpoint announced: the object behind the link is another one.
 */
function checkAnnouncedSize(body, statusCode, from, expected) {
    const contentLength = Number(body.headers['content-length']);
    const announced = statusCode === 200 ? contentLength : contentLength + from;
    if (Number.isFinite(announced) && announced !== expected) {
        body.destroy();
        throw new DownloadError(`The storage host serves ${(0,format/* formatBytes */.z3)(announced)} but the bundle endpoint announced ` +
            `${(0,format/* formatBytes */.z3)(expected)}; the bundle may have been replaced. Run the job again ` +
            `to export a fresh one.`);
    }
}
/** Streams a 200/206 body into the sink; a cut or short body is a retry that resumes. */
async function streamInto(sink, body, link, opts, etag) {
    try {
        await pump(sink, body, opts);
    }
    catch (err) {
        opts.signal.throwIfAborted();
        if (err instanceof errors/* ActionError */.lZ)
            throw err;
        return { kind: 'retry', reason: networkText(err, link, opts.stallTimeoutMs), etag };
    }
    // A body that ended early without an error (no Content-Length) is resumed like a cut one.
    if (sink.received < sink.expected) {
        return { kind: 'retry', reason: 'the connection closed before the end of the file', etag };
    }
    return { kind: 'done', etag };
}
/**
 * Reads the body into the sink. The connection is paused only while the ring is full, and goes on
 * when it has room (the time counted in `waitedMs`). Resolves at the end of the body; rejects with
 * the connection's error (a cut, a stall), the sink's, or the abort.
 *
 * A chunk the ring took whole (it did not pause the connection) is freed when the next one comes,
 * rather than at the main isolate's next collection, where 512 MiB of them left ~35 MiB dead at a
 * time (util/free-memory.ts). Why that is safe with undici 6.29's HTTP/1.1 parser: it hands the
 * body out as views of each socket read, and once it has handed out the next chunk, its parse of
 * this one's read has ended without a pause (a pause makes it keep the rest of the read, a view of
 * it, for later: so a chunk that paused is never freed); and freeIfWhole frees only a chunk that
 * is the whole of its read, so no other part of it is still to be parsed.
 */
function pump(sink, body, opts) {
    let spent;
    const target = {
        take: (chunk) => {
            // The chunk before this one is spent (see above); this one is, once the next comes.
            if (spent)
                freeIfWhole(spent);
            const room = sink.take(chunk);
            spent = room ? chunk : undefined;
            sink.check();
            opts.onProgress?.(sink.received, sink.expected);
            return room;
        },
        whenRoom: async () => {
            const pausedAt = performance.now();
            await (0,abort/* untilAborted */.Eu)(sink.whenRoom(), opts.signal);
            opts.stats.waitedMs += performance.now() - pausedAt;
        },
    };
    return body.body(target);
}
/**
 * What an answer other than 200/206 means, with the storage host's own words: a refused link
 * (ask for a fresh one), a refused range (start over), a temporary error (retry), or an error no
 * retry can help (thrown).
 */
async function refusal(body, statusCode, from, link) {
    const text = await body.text(ERROR_BODY_BYTES);
    const s3 = parseStorageError(text);
    const said = s3 ? ` (${(0,secrets/* scrubSecrets */.Zg)(s3, [link.url])})` : '';
    if (statusCode === 403) {
        return { kind: 'forbidden', reason: `the storage host refused the link with HTTP 403${said}` };
    }
    if (statusCode === 416 && from > 0) {
        return {
            kind: 'restart',
            reason: `The storage host refused the resume range (HTTP 416${said})`,
        };
    }
    if (statusCode === 408 || statusCode === 429 || statusCode >= 500) {
        const retryAfterMs = (0,timing/* parseRetryAfter */.mu)(body.headers['retry-after']);
        return {
            kind: 'retry',
            reason: `HTTP ${statusCode}${said}`,
            ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
        };
    }
    if (statusCode === 404 || statusCode === 410) {
        throw new DownloadError(`The storage host has no bundle at this link (HTTP ${statusCode}${said}). The bundle may ` +
            `have been removed; run the job again to export a fresh one.`);
    }
    throw new DownloadError(`The storage host answered the bundle download with HTTP ${statusCode}${said}, which the ` +
        `action does not know how to handle.`);
}
/** Refuses sizes the checks cannot work with. */
function checkSize(link) {
    if (!Number.isSafeInteger(link.sizeBytes) || link.sizeBytes <= 0) {
        throw new DownloadError(`The bundle endpoint announced a bundle of ${String(link.sizeBytes)} bytes, so it cannot be ` +
            `verified. Run the job again; if it persists, report it to Mintlify with the job id.`);
    }
}
/** Free bytes for an unprivileged user in `dir`, or undefined where statfs cannot tell. */
async function freeSpace(dir) {
    try {
        const info = await (0,promises_.statfs)(dir);
        return info.bavail * info.bsize;
    }
    catch {
        return undefined;
    }
}
function isExpired(link) {
    const at = Date.parse(link.expiresAt);
    return Number.isFinite(at) && Date.now() >= at - EXPIRY_MARGIN_MS;
}
/** `bytes 100-199/1000` → {start, end, total}; total undefined for `*`. */
function parseContentRange(value) {
    const raw = Array.isArray(value) ? value[0] : value;
    const m = raw ? /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(raw.trim()) : null;
    if (!m)
        return undefined;
    const start = Number(m[1]);
    const end = Number(m[2]);
    if (end < start)
        return undefined;
    return { start, end, total: m[3] === '*' ? undefined : Number(m[3]) };
}
/** One GET through the link origin's dispatcher, resolving once the answer's head is in. */
function httpGet(url, headers, opts) {
    const target = new URL(url);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') {
        return Promise.reject(new DownloadError(`The bundle link uses ${target.protocol.replace(/:$/, '')}, not http(s); the action ` +
            `cannot download it. Report this to Mintlify with the job id.`));
    }
    const { signal, stallTimeoutMs } = opts;
    return storageGet(opts.dispatcher(), target, { headers, signal, stallTimeoutMs });
}
/** `AccessDenied: Request has expired` from an S3 (or Azure) XML error body. */
function parseStorageError(text) {
    const code = /<Code>([^<]{1,80})<\/Code>/.exec(text)?.[1];
    const message = /<Message>([^<]{1,200})/.exec(text)?.[1]?.split('\n')[0];
    if (!code && !message)
        return undefined;
    return [code, message].filter(Boolean).join(': ');
}
/** Plain words for a network error, without the link; a stall after `stallMs` says so. */
function networkText(err, link, stallMs) {
    const code = findCode(err);
    const message = /^UND_ERR_(HEADERS|BODY)_TIMEOUT$/.test(code ?? '')
        ? `no data for ${(0,format/* formatDuration */.a3)(stallMs)}`
        : err instanceof Error
            ? err.message
            : String(err);
    return (0,secrets/* scrubSecrets */.Zg)(code && !message.includes(code) ? `${message} (${code})` : message, [
        link.url,
    ]);
}
function findCode(err) {
    for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
        const { code } = e;
        if (typeof code === 'string')
            return code;
        e = e.cause;
    }
    return undefined;
}
function isPlatformError(err) {
    return err instanceof Error && err.name.startsWith('Platform');
}
function defaultRetryDelay(failuresInARow) {
    return (0,timing/* backoffCeiling */.ml)(failuresInARow, 250, 5_000);
}

;// CONCATENATED MODULE: ./src/publish/artifact.ts
/**
 * Uploads the verified bundle as a workflow artifact, byte for byte.
 *
 * @actions/artifact 6.2.1 can upload one file without zipping it (`skipArchive`), so the artifact
 * is the `.tar.gz` itself: no second compression pass, and what a later job downloads is the very
 * file whose SHA-256 this step reported. With `skipArchive` the library names the artifact after
 * the file, so the bundle is hard-linked (copied where links are impossible) under the requested
 * name first.
 *
 * Name clashes. The artifact service refuses a second artifact of the same name in one workflow
 * run, and a re-run ("Re-run jobs") is the same run: the artifact of attempt 1 is still there, so
 * a plain re-run would fail with "(409) Conflict: an artifact with this name already exists". On a
 * re-run (run attempt > 1) that conflict is resolved by deleting the earlier attempt's artifact
 * and uploading again under the same name, as `actions/upload-artifact` does with
 * `overwrite: true`: later jobs and workflows that download it by name keep working, and the
 * artifact matches the bundle this attempt verified. Renaming to `<name>-attempt-<n>` was the
 * other option; it keeps the old bytes but breaks every consumer that looks the artifact up by
 * name, so it is only the fallback when the delete is refused. On a first attempt the same
 * conflict means another step or job of this run already uploaded that name (a matrix without a
 * distinct `artifact-name`, or the action used twice); deleting their artifact would be wrong, so
 * the step fails and says which input to change.
 */







/** Uploads the bundle unzipped as `name`, resolving a re-run's name clash as described above. */
async function uploadBundleArtifact(options) {
    const client = options.client ?? (await newArtifactClient());
    const upload = async (name) => {
        const file = await namedCopy(options.bundlePath, options.workDir, name);
        try {
            const response = await (0,abort/* untilAborted */.Eu)(client.uploadArtifact(name, [file], options.workDir, {
                skipArchive: true,
                ...(options.retentionDays !== undefined ? { retentionDays: options.retentionDays } : {}),
            }), options.signal);
            if (response.id === undefined) {
                throw new errors/* ActionError */.lZ(`The artifact service accepted "${name}" but returned no artifact id. Try again; if it ` +
                    `persists, check https://www.githubstatus.com.`);
            }
            return { id: response.id, size: response.size ?? 0 };
        }
        finally {
            await (0,promises_.rm)(file, { force: true }).catch(() => undefined);
        }
    };
    try {
        const done = await upload(options.name);
        return { ...done, name: options.name, replaced: undefined };
    }
    catch (err) {
        if (options.signal.aborted)
            throw wrap(err, options.name);
        if (!isNameConflict(err))
            throw await withProxyAnswer(err, options.name);
    }
    if (options.runAttempt <= 1) {
        throw new errors/* ActionError */.lZ(`An artifact named "${options.name}" already exists in this workflow run, uploaded by ` +
            `another step or job of this same attempt. Give each export its own \`artifact-name\` ` +
            `(in a matrix, e.g. \`artifact-name: docs-export-\${{ matrix.domain }}\`).`);
    }
    try {
        await (0,abort/* untilAborted */.Eu)(client.deleteArtifact(options.name), options.signal);
        log/* info */.pq(`Re-run (attempt ${options.runAttempt}): deleted the artifact "${options.name}" of an ` +
            `earlier attempt, so this attempt's bundle takes its name.`);
        const done = await upload(options.name);
        return { ...done, name: options.name, replaced: 'deleted' };
    }
    catch (err) {
        if (options.signal.aborted)
            throw err;
        const fallback = attemptName(options.name, options.runAttempt);
        log/* warning */.$e(`Could not replace the artifact "${options.name}" of an earlier attempt (${(0,abort/* errorText */.kc)(err)}); ` +
            `uploading this attempt's bundle as "${fallback}" instead.`);
        try {
            const done = await upload(fallback);
            return { ...done, name: fallback, replaced: 'renamed' };
        }
        catch (second) {
            throw wrap(second, fallback);
        }
    }
}
/** `docs-export` → `docs-export-attempt-2`; `site.tar.gz` → `site-attempt-2.tar.gz`. */
function attemptName(name, runAttempt) {
    const m = /^(.*?)((?:\.tar)?\.(?:gz|tgz|zip))$/i.exec(name);
    return m && m[1] ? `${m[1]}-attempt-${runAttempt}${m[2]}` : `${name}-attempt-${runAttempt}`;
}
/** The service's answer to a second artifact of one name in one run. */
function isNameConflict(err) {
    const text = (0,abort/* errorText */.kc)(err);
    return /\(409\)|already exists/i.test(text);
}
/** `<workDir>/artifact/<name>`, a hard link to the bundle (or a copy across devices). */
async function namedCopy(bundlePath, workDir, name) {
    const dir = (0,external_node_path_.join)(workDir, 'artifact');
    await (0,promises_.mkdir)(dir, { recursive: true });
    const file = (0,external_node_path_.join)(dir, name);
    await (0,promises_.rm)(file, { force: true });
    try {
        await (0,promises_.link)(bundlePath, file);
    }
    catch {
        await (0,promises_.copyFile)(bundlePath, file);
    }
    return file;
}
/**
 * The real artifact client, its library loaded only now: @actions/artifact with the Azure SDK and
 * archiver is ~19 MiB of heap once loaded, which a run that uploads nothing (or uploads on a thread
 * of its own: publish/upload-thread.ts) does not carry through its download.
 */
async function newArtifactClient() {
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(30), __webpack_require__.e(518)]).then(__webpack_require__.bind(__webpack_require__, 56518));
    return new DefaultArtifactClient();
}
/**
 * Turns the artifact library's errors into one message that says what to do: `Uploading
 * <subject> as the artifact "<name>" failed: …`. The one upload-error wrapper of the publishers.
 */
function uploadError(err, subject, name, hints) {
    if (err instanceof errors/* ActionError */.lZ)
        return err;
    const text = (0,abort/* errorText */.kc)(err);
    const refused = proxyRefusalText(err);
    if (refused) {
        return new errors/* ActionError */.lZ(`Uploading ${subject} as the artifact "${name}" failed: ${refused}`, 'failure', { cause: err });
    }
    let hint = 'Errors of the artifact service are often temporary: re-run the job.';
    if (/ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL/.test(text))
        hint = hints.outsideActions;
    else if (/GHES|not supported/i.test(text))
        hint = hints.ghes;
    return new errors/* ActionError */.lZ(`Uploading ${subject} as the artifact "${name}" failed: ${text}. ${hint}`, 'failure', { cause: err });
}
/**
 * A proxy's 407 or 403 to the artifact client's requests, in words that say what to do (no retry
 * helps; never "temporary"). The library's calls go through @actions/http-client's tunnel and the
 * Azure SDK's https-proxy-agent, neither through util/network.ts: recognised by the status they
 * report (util/proxy-error.ts, whose test pins http-client's words).
 */
function proxyRefusalText(err) {
    const status = (0,network/* proxyStatusIn */._f)(err);
    if (status === undefined)
        return undefined;
    const proxy = (0,network/* proxyFor */.iJ)(new URL('https://results-receiver.actions.githubusercontent.com/'));
    const named = proxy ? `the runner's proxy ${proxy.host}` : "the runner's proxy";
    if (status === 403) {
        return (`${named} refused to connect to the artifact service (HTTP 403, its policy). Ask its ` +
            `administrators to allow the artifact storage hosts (results-receiver.actions.githubusercontent.com ` +
            `and *.blob.core.windows.net), or use \`target: none\`.`);
    }
    return proxy?.username || proxy?.password
        ? `${named} refused the credentials in \`HTTPS_PROXY\` (HTTP 407). Check the user name and ` +
            `password in that URL (http://user:password@host:port, special characters percent-encoded).`
        : `${named} asks for credentials (HTTP 407). Put them in \`HTTPS_PROXY\` ` +
            `(http://user:password@host:port).`;
}
/**
 * The upload's error, or the proxy's refusal when that is what it hides: the library's calls
 * report a 407 at the CONNECT as a reset connection, so the proxy is asked once more through
 * util/network.ts (whose refusal also ends the run with the proxy's words).
 */
async function withProxyAnswer(err, name) {
    const results = process.env.ACTIONS_RESULTS_URL;
    if ((0,network/* proxyStatusIn */._f)(err) !== undefined || !results || !URL.canParse(results))
        return wrap(err, name);
    const refusal = await (0,network/* proxyRefusalFor */.Ux)(new URL(results));
    if (!refusal)
        return wrap(err, name);
    return new errors/* ActionError */.lZ(`Uploading the bundle as the artifact "${name}" failed: ${refusal.message}.`, 'failure', { cause: err });
}
/** The hints of `target: artifact`. */
const BUNDLE_HINTS = {
    outsideActions: 'Artifacts can only be uploaded inside a GitHub Actions job; elsewhere use `target: none` ' +
        'and take the bundle from the `bundle-path` output.',
    ghes: 'This GitHub Enterprise Server does not support this artifact API; use `target: release` ' +
        'or `target: none`.',
};
function wrap(err, name) {
    return uploadError(err, 'the bundle', name, BUNDLE_HINTS);
}
/** `target: artifact`: the `.tar.gz` as is, as a workflow artifact. */
const artifactPublisher = {
    async publish({ inputs, bundle, workDir, signal }) {
        const runAttempt = Number.parseInt(inputs.runner.runAttempt, 10);
        const uploaded = await uploadBundleArtifact({
            bundlePath: bundle.path,
            name: inputs.artifactName,
            retentionDays: inputs.retentionDays,
            runAttempt: Number.isFinite(runAttempt) && runAttempt > 0 ? runAttempt : 1,
            workDir,
            signal,
        });
        const { serverUrl, owner, repo, runId } = inputs.runner;
        log/* info */.pq(`Uploaded the bundle as the artifact "${uploaded.name}" (id ${uploaded.id}, not zipped).`);
        return {
            outputs: { [constants/* Output */.k7.ArtifactId]: String(uploaded.id) },
            destination: {
                title: `artifact ${uploaded.name}`,
                ...(runId && owner && repo
                    ? { url: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}/artifacts/${uploaded.id}` }
                    : {}),
                note: `The artifact is the .tar.gz itself (not zipped): actions/download-artifact with ` +
                    `name "${uploaded.name}" gives the file, unpack it with tar -xzf.` +
                    (uploaded.replaced === 'deleted'
                        ? ' It replaced the artifact of an earlier attempt of this run.'
                        : uploaded.replaced === 'renamed'
                            ? ` The artifact "${inputs.artifactName}" of an earlier attempt could not be replaced.`
                            : ''),
            },
        };
    },
};

// EXTERNAL MODULE: ./src/github/octokit.ts + 1 modules
var github_octokit = __webpack_require__(22917);
;// CONCATENATED MODULE: ./src/publish/upload-thread.ts




/** The upload's heap: a 2 MiB young generation, see the module's comment. */
const upload_thread_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 256 };
/**
 * An uploader that runs each upload on a thread of its own, terminated when `signal` aborts (the
 * library itself cannot be stopped): `script` is the bundled entry; undefined, the one beside the
 * running bundle; running from the TypeScript sources: none.
 */
function openUploadThread(signal, script) {
    const here = (0,external_node_url_.fileURLToPath)(import.meta.url);
    if (!script && here.endsWith('.ts'))
        return undefined;
    const entry = script ?? (0,external_node_path_.join)((0,external_node_path_.dirname)(here), ...['upload-worker', 'index.js']);
    return {
        uploadArtifact: (name, files, root, options) => uploadOnThread(entry, { name, files, root, options }, signal),
    };
}
/** Starts the thread for `request` and settles with its answer; it ends with the upload. */
function uploadOnThread(script, request, signal) {
    return new Promise((resolve, reject) => {
        const worker = new external_node_worker_threads_.Worker(script, { workerData: request, resourceLimits: upload_thread_RESOURCE_LIMITS });
        const stop = () => void worker.terminate();
        signal.addEventListener('abort', stop, { once: true });
        worker.once('exit', () => signal.removeEventListener('abort', stop));
        let answered = false;
        worker.once('message', (answer) => {
            answered = true;
            if ('response' in answer)
                resolve(answer.response);
            else
                reject(errorFrom(answer.error, 'the upload failed'));
            void worker.terminate();
        });
        worker.once('error', (err) => {
            answered = true;
            reject(err);
        });
        worker.once('exit', (code) => {
            if (!answered)
                reject(new Error(`the upload's thread exited (code ${code}) with no answer`));
        });
    });
}

;// CONCATENATED MODULE: ./src/publish/pages-artifact.ts
/**
 * Uploads the Pages `artifact.tar` (written by the download's single pass, publish/bundle-walk.ts)
 * the way actions/upload-pages-artifact does: with @actions/artifact as the artifact
 * `github-pages`, kept one day. The upload zips the tar, as upload-artifact does; that zip holding
 * `artifact.tar` is what the Pages deployment API reads (so no `skipArchive`, which would also
 * rename the artifact).
 */






/** Name deploy-pages looks for; the deployment itself is made by id. */
const PAGES_ARTIFACT_NAME = 'github-pages';
/**
 * Uploads `artifact.tar` as the artifact `github-pages`, kept one day. Nothing ever looks the
 * artifact up by name (the deployment takes the id the upload returns), so when that name is
 * taken in this run (a re-run, or a second deploy in one run) the artifact is stored as
 * `github-pages-attempt-<n>-<time>` instead of touching the earlier one.
 */
async function uploadPagesArtifact(options) {
    boundUploadMemory(process.env);
    const client = options.client ?? openUploadThread(options.signal) ?? (await newArtifactClient());
    const upload = async (name) => {
        const response = await (0,abort/* untilAborted */.Eu)(client.uploadArtifact(name, [options.tarPath], (0,external_node_path_.dirname)(options.tarPath), {
            retentionDays: 1,
        }), options.signal);
        if (response.id === undefined) {
            throw new errors/* ActionError */.lZ(`The artifact service accepted "${name}" but returned no artifact id, so there is ` +
                'nothing to deploy. Re-run the job; if it persists, check https://www.githubstatus.com.');
        }
        return { id: response.id, name, size: response.size ?? 0 };
    };
    try {
        return await upload(PAGES_ARTIFACT_NAME);
    }
    catch (err) {
        if (options.signal.aborted || !/\(409\)|already exists/i.test((0,abort/* errorText */.kc)(err))) {
            throw wrapUploadError(err, PAGES_ARTIFACT_NAME);
        }
    }
    const fallback = `${PAGES_ARTIFACT_NAME}-attempt-${options.runAttempt}-${Date.now().toString(36)}`;
    log/* info */.pq(`An artifact named "${PAGES_ARTIFACT_NAME}" already exists in this run; uploading the site ` +
        `as "${fallback}" (the deployment uses the artifact id, not the name).`);
    try {
        return await upload(fallback);
    }
    catch (err) {
        throw wrapUploadError(err, fallback);
    }
}
/**
 * Blocks of the upload in flight. @actions/artifact 6 stages the zip in 8 MiB blocks, as many as
 * its concurrency (5 by default), on top of ~24 MiB of its streams' buffers: the whole Pages run
 * peaked 40–60 MiB above the download's pass in the upload (BENCHMARKS.md, Pages whole run). Two
 * keep one block uploading while the next fills.
 */
const PAGES_UPLOAD_CONCURRENCY = 2;
/**
 * Sets `ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY`, the library's own setting for this (its
 * getConcurrency reads it at each upload), to {@link PAGES_UPLOAD_CONCURRENCY} for this process,
 * unless the runner set it (theirs wins).
 */
function boundUploadMemory(env) {
    if (!env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY) {
        env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY = String(PAGES_UPLOAD_CONCURRENCY);
    }
}
/** The hints of `target: pages`. */
const SITE_HINTS = {
    outsideActions: 'Artifacts, and so Pages deployments, only work inside a GitHub Actions job; elsewhere use ' +
        '`target: none`.',
    ghes: 'This GitHub Enterprise Server does not support the artifact API that Pages deployments ' +
        'need; use `target: artifact` and deploy with the actions GHES supports.',
};
function wrapUploadError(err, name) {
    return uploadError(err, 'the site', name, SITE_HINTS);
}

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/util/poll.ts
var poll = __webpack_require__(66451);
;// CONCATENATED MODULE: ./src/publish/pages-deploy.ts
/**
 * Deploys an uploaded Pages artifact the way actions/deploy-pages does: an OIDC token from
 * `core.getIDToken()` (no audience, as deploy-pages asks for it), `POST
 * /repos/{owner}/{repo}/pages/deployments` with `{artifact_id, pages_build_version, oidc_token}`,
 * then the deployment's status until it succeeds or fails, within the step's deadline. On a
 * timeout and on cancellation (SIGINT/SIGTERM) the deployment is cancelled, so a half-made
 * deployment never lingers as "in progress".
 *
 * Status values follow GitHub's documentation and deploy-pages' handling of them:
 * - `succeed` is success;
 * - `deployment_failed`, `deployment_content_failed`, `deployment_cancelled` and
 *   `deployment_lost` are final failures;
 * - `deployment_attempt_error` (and the client-side `unknown_status` / `not_found`) are
 *   temporary: GitHub retries by itself, so polling goes on with a warning;
 * - everything else (`deployment_queued`, `deployment_in_progress`, `syncing_files`,
 *   `finished_file_sync`, `updating_pages`, `purging_cdn`, and any value added later) is progress.
 * A status request that fails is retried with a growing pause; ten failures in a row end the
 * wait (deploy-pages' `error_count` default), and the deployment is cancelled.
 *
 * Every error users hit is answered by name: no OIDC token → `permissions: id-token: write`;
 * 403 → `pages: write`; 404 → Pages not enabled or its source not "GitHub Actions" (with the link
 * to the settings); a 400 about branches or environments → run the job in the `github-pages`
 * environment and allow the branch there.
 */









/** The deployment succeeded. */
const SUCCEEDED = 'succeed';
/** Final failures, with what they mean (deploy-pages' wording, made actionable). */
const FINAL_FAILURES = {
    deployment_failed: 'GitHub Pages reported the deployment as failed. This is usually on GitHub’s side: check ' +
        'https://www.githubstatus.com and re-run the job.',
    deployment_content_failed: 'GitHub Pages could not deploy the artifact’s content. It must hold no hard links or ' +
        'symbolic links and be smaller than 10 GB.',
    deployment_cancelled: 'The deployment was cancelled on GitHub’s side (by hand, or by a newer deployment).',
    deployment_lost: 'GitHub Pages lost track of the deployment. Re-run the job.',
};
/** Temporary statuses: GitHub retries by itself, so polling continues. */
const TRANSIENT_STATUSES = {
    deployment_attempt_error: 'The deployment attempt failed temporarily; GitHub Pages retries it by itself.',
    unknown_status: 'GitHub Pages could not tell the deployment’s status yet.',
    not_found: 'GitHub Pages does not know the deployment yet.',
};
/** Status requests that may fail in a row before the wait ends (deploy-pages' `error_count`). */
const MAX_STATUS_ERRORS = 10;
/** Longest single request; the overall deadline can cut it shorter. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Time the cancel request gets after a timeout or a signal (main exits 5 s after a signal). */
const CANCEL_TIMEOUT_MS = 4_000;
/** Where the workflow's permissions and environment are set up; the README has the example. */
const PERMISSIONS_HINT = 'The deploying job needs `permissions: { pages: write, id-token: write }` and ' +
    '`environment: github-pages`.';
/**
 * Asks the runner for an OIDC token for the Pages API and masks it. A runner gives none unless
 * the job has `permissions: id-token: write` (the request URL is then missing altogether).
 */
async function getPagesIdToken(getIdToken = () => (0,core/* getIDToken */.V9)()) {
    let token;
    try {
        token = await getIdToken();
    }
    catch (err) {
        throw new errors/* ActionError */.lZ(`GitHub Actions gave no OIDC token (${(0,util_text/* oneLine */.TN)((0,abort/* errorText */.kc)(err), 300)}), and GitHub Pages only ` +
            'accepts a deployment with one: the workflow needs `permissions: id-token: write` on the ' +
            `deploying job (with \`pages: write\`). ${PERMISSIONS_HINT} Tokens of pull requests ` +
            'from forks never get it.', 'failure', { cause: err });
    }
    (0,secrets/* addSecret */.Ck)(token);
    return token;
}
/**
 * Looks at the repository's Pages settings before anything is downloaded or uploaded, so that
 * Pages being off (404) or the token lacking `pages: write` (403) fail the step in seconds.
 * Other errors are only logged: the deployment request itself will tell.
 */
async function checkPagesSite(target, signal) {
    const { octokit, owner, repo } = target;
    try {
        const response = await octokit.request('GET /repos/{owner}/{repo}/pages', {
            owner,
            repo,
            request: { signal: (0,abort/* withDeadline */.NE)(signal, Date.now() + REQUEST_TIMEOUT_MS) },
        });
        const data = response.data;
        const buildType = typeof data.build_type === 'string' ? data.build_type : undefined;
        if (buildType && buildType !== 'workflow') {
            log/* warning */.$e(`GitHub Pages of ${owner}/${repo} is set to deploy from a branch (build type ` +
                `"${(0,util_text/* oneLine */.TN)(buildType, 300)}"); deployments made by a workflow need Settings → Pages → Source ` +
                `set to "GitHub Actions": ${settingsUrl(target)}. Deploying anyway.`);
        }
        return {
            htmlUrl: typeof data.html_url === 'string' ? data.html_url : undefined,
            buildType,
        };
    }
    catch (err) {
        if (signal.aborted)
            throw signal.reason;
        const status = (0,github_octokit/* statusOf */.c2)(err);
        if (status === 401 || status === 403 || status === 404)
            throw explainApiError(err, target);
        log/* info */.pq(`Could not read the Pages settings (${(0,util_text/* oneLine */.TN)(apiMessage(err), 300)}); trying the deployment anyway.`);
        return { htmlUrl: undefined, buildType: undefined };
    }
}
/**
 * Creates the deployment and waits for it. Throws an ActionError that says what to do for a
 * refused or failed deployment, a TimeoutError (outcome `timeout`) after cancelling one that did
 * not finish in time, or the signal's reason after cancelling on SIGINT/SIGTERM.
 */
async function deployToPages(options) {
    checkCanStart(options);
    const created = await createDeployment(options);
    const id = deploymentId(created, options.buildVersion);
    const pageUrl = pageUrlOf(created, options);
    log/* info */.pq(`Created GitHub Pages deployment ${id} of artifact ${options.artifactId}.`);
    await new DeploymentWatch(options, id).untilSucceeded();
    log/* info */.pq(`Deployed to GitHub Pages: ${pageUrl}`);
    return { id, pageUrl };
}
/** Throws the signal's reason, or a TimeoutError when the deadline has passed already. */
function checkCanStart({ signal, deadline }) {
    if (signal.aborted)
        throw signal.reason;
    if (Date.now() >= deadline) {
        throw new errors/* TimeoutError */.MU('The `timeout` ran out before the GitHub Pages deployment could start; nothing was ' +
            'deployed. Give the step a longer `timeout`.');
    }
}
/** Asks GitHub Pages to deploy the artifact; a refusal is explained by what to change. */
async function createDeployment(options) {
    const { octokit, owner, repo, signal, deadline } = options;
    try {
        const response = await octokit.request('POST /repos/{owner}/{repo}/pages/deployments', {
            owner,
            repo,
            artifact_id: options.artifactId,
            pages_build_version: options.buildVersion,
            oidc_token: options.idToken,
            request: {
                signal: (0,abort/* withDeadline */.NE)(signal, Math.min(deadline, Date.now() + REQUEST_TIMEOUT_MS)),
            },
        });
        return response.data;
    }
    catch (err) {
        if (signal.aborted)
            throw signal.reason;
        throw explainApiError(err, options);
    }
}
/** The site's address as GitHub reported it, else the usual `https://owner.github.io/repo/`. */
function pageUrlOf(created, { owner, repo }) {
    return typeof created.page_url === 'string' && created.page_url
        ? created.page_url
        : `https://${owner.toLowerCase()}.github.io/${repo}/`;
}
/**
 * Polls one deployment's status until it is final, and turns every way it can end other than
 * success into the error to throw, cancelling the deployment where it may still be running.
 */
class DeploymentWatch {
    options;
    id;
    /** Status requests that failed in a row. */
    errorsInARow = 0;
    /** The last status seen, logged only when it changes and named when time runs out. */
    lastStatus;
    constructor(options, id) {
        this.options = options;
        this.id = id;
    }
    /** Waits for the deployment; returns when it succeeded, throws otherwise. */
    async untilSucceeded() {
        const result = await this.poll();
        const { id } = this;
        if (!result.done) {
            const cancelled = await cancelDeployment(this.options, id);
            throw new errors/* TimeoutError */.MU(`The GitHub Pages deployment ${id} did not finish within the \`timeout\` (last status: ` +
                `${(0,util_text/* oneLine */.TN)(this.lastStatus ?? 'none', 300)}); ${cancelled ? 'it was cancelled' : 'cancelling it failed, so GitHub will end it by itself'}. ` +
                'Give the step a longer `timeout`, or check https://www.githubstatus.com.');
        }
        const final = result.value;
        if (final.kind === 'error') {
            await cancelDeployment(this.options, id);
            throw new errors/* ActionError */.lZ(`Reading the status of GitHub Pages deployment ${id} failed ${MAX_STATUS_ERRORS} times in ` +
                `a row (last: ${(0,util_text/* oneLine */.TN)(apiMessage(final.error), 300)}); the deployment was cancelled. Re-run ` +
                'the job; check https://www.githubstatus.com.', 'failure', { cause: final.error });
        }
        if (final.status !== SUCCEEDED) {
            throw new errors/* ActionError */.lZ(`The GitHub Pages deployment ${id} ended with "${(0,util_text/* oneLine */.TN)(final.status, 300)}". ` +
                `${FINAL_FAILURES[final.status] ?? ''}`.trim());
        }
    }
    /**
     * Looks until the status is final, too many requests failed in a row, or the deadline came. On
     * SIGINT/SIGTERM the deployment is cancelled before the signal's reason is rethrown.
     */
    async poll() {
        const { options } = this;
        try {
            return await (0,poll/* pollUntil */.g)({
                fetch: () => this.look(),
                done: (l) => l.kind === 'status'
                    ? l.status === SUCCEEDED || l.status in FINAL_FAILURES
                    : l.inARow >= MAX_STATUS_ERRORS,
                // deploy-pages polls every 5 s; start faster, since small sites deploy in seconds.
                nextDelayMs: (l, attempt) => l.kind === 'error'
                    ? (0,timing/* backoffCeiling */.ml)(l.inARow, 1000, 15_000)
                    : Math.min(5000, 1000 * attempt),
                ...(options.pollIntervalMs !== undefined ? { minIntervalMs: options.pollIntervalMs } : {}),
                deadline: options.deadline,
                signal: options.signal,
                onValue: (l) => this.report(l),
            });
        }
        catch (err) {
            // Cancelled (SIGINT/SIGTERM): do not leave the deployment running, then stop.
            if (options.signal.aborted) {
                await cancelDeployment(options, this.id);
                throw options.signal.reason;
            }
            throw err;
        }
    }
    /** One status request; a failed one is counted, not thrown (unless the step was cancelled). */
    async look() {
        const { octokit, owner, repo, signal } = this.options;
        try {
            const response = await octokit.request('GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}', {
                owner,
                repo,
                pages_deployment_id: this.id,
                request: { signal: (0,abort/* withDeadline */.NE)(signal, Date.now() + REQUEST_TIMEOUT_MS) },
            });
            this.errorsInARow = 0;
            const status = response.data.status;
            return { kind: 'status', status: typeof status === 'string' ? status : 'unknown_status' };
        }
        catch (err) {
            if (signal.aborted)
                throw signal.reason;
            this.errorsInARow++;
            return { kind: 'error', error: err, inARow: this.errorsInARow };
        }
    }
    /** Logs a failed request, and each new status (a temporary one as a warning). */
    report(l) {
        const { id } = this;
        if (l.kind === 'error') {
            log/* info */.pq(`Reading the status of deployment ${id} failed (${(0,util_text/* oneLine */.TN)(apiMessage(l.error), 300)}); ` +
                `${l.inARow}/${MAX_STATUS_ERRORS} in a row.`);
            return;
        }
        if (l.status === this.lastStatus)
            return;
        this.lastStatus = l.status;
        const transient = TRANSIENT_STATUSES[l.status];
        if (transient)
            log/* warning */.$e(`Deployment ${id}: ${(0,util_text/* oneLine */.TN)(l.status, 300)}. ${transient}`);
        else
            log/* info */.pq(`Deployment ${id}: ${(0,util_text/* oneLine */.TN)(l.status, 300)}.`);
    }
}
/** Cancels the deployment; true when GitHub accepted. Never throws. */
async function cancelDeployment(target, id) {
    const { octokit, owner, repo } = target;
    try {
        // A signal of its own: the step's may be aborted already, and this request must still go.
        await octokit.request('POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel', {
            owner,
            repo,
            pages_deployment_id: id,
            request: { signal: AbortSignal.timeout(CANCEL_TIMEOUT_MS) },
        });
        log/* info */.pq(`Cancelled GitHub Pages deployment ${id}.`);
        return true;
    }
    catch (err) {
        log/* warning */.$e(`Cancelling GitHub Pages deployment ${id} failed: ${(0,util_text/* oneLine */.TN)(apiMessage(err), 300)}.`);
        return false;
    }
}
/** The id to poll: `id`, else the end of `status_url`, else the build version (as deploy-pages). */
function deploymentId(created, buildVersion) {
    if (typeof created.id === 'number' || (typeof created.id === 'string' && created.id)) {
        return String(created.id);
    }
    if (typeof created.status_url === 'string') {
        const parts = created.status_url.replace(/\/status\/?$/, '').split('/');
        const last = parts[parts.length - 1];
        if (last)
            return last;
    }
    return buildVersion;
}
/**
 * Turns a refused Pages API request into the message that says what to change. Exported for the
 * tests; 400s about branches and environments, 401, 403, 404 and 5xx each get their own answer.
 */
function explainApiError(err, target) {
    const status = (0,github_octokit/* statusOf */.c2)(err) ?? 0;
    const message = (0,util_text/* oneLine */.TN)(apiMessage(err), 300);
    const said = message ? ` GitHub said: "${message}".` : '';
    let text;
    if (status === 400 && /branch|environment|protection/i.test(message)) {
        const branch = target.ref?.replace(/^refs\/(heads|tags)\//, '');
        text =
            `GitHub Pages refused the deployment because of the branch or environment rules (400).${said} ` +
                'Run the deploying job in the `github-pages` environment (`environment: github-pages` on ' +
                `the job) and allow ${branch ? `\`${(0,util_text/* oneLine */.TN)(branch, 300)}\`` : 'this branch'} in that environment's ` +
                `deployment branch rules (Settings → Environments → github-pages), and set Settings → Pages → ` +
                `Source to "GitHub Actions": ${settingsUrl(target)}.`;
    }
    else if (status === 400 && /oidc|token/i.test(message)) {
        text =
            `GitHub Pages refused the deployment's OIDC token (400).${said} ${PERMISSIONS_HINT} ` +
                'The token is only valid for this repository and run.';
    }
    else if (status === 401) {
        text =
            `GitHub refused the \`github-token\` (401).${said} Use the default ` +
                '`${{ github.token }}`, or a token that is still valid.';
    }
    else if (status === 403) {
        text =
            `The \`github-token\` may not deploy GitHub Pages (403).${said} The workflow needs ` +
                '`permissions: pages: write` (and `id-token: write`) on the deploying job; tokens of pull ' +
                'requests from forks are read-only and cannot deploy.';
    }
    else if (status === 404) {
        text =
            `GitHub Pages is not enabled for ${target.owner}/${target.repo}, or its source is not ` +
                `"GitHub Actions" (404). Open ${settingsUrl(target)} and set Source to "GitHub Actions".`;
    }
    else if (status >= 500) {
        text =
            `GitHub's Pages API failed (${status}).${said} Check https://www.githubstatus.com and ` +
                're-run the job.';
    }
    else if (status > 0) {
        text = `GitHub Pages refused the deployment (${status}).${said}`;
    }
    else {
        text =
            `The GitHub Pages API could not be reached (${message || 'no answer'}). Re-run the job; ` +
                'check https://www.githubstatus.com.';
    }
    return new errors/* ActionError */.lZ(text, 'failure', { cause: err });
}
function settingsUrl(target) {
    return `${target.serverUrl}/${target.owner}/${target.repo}/settings/pages`;
}
/** The API's own message when it sent one, else the error's. */
function apiMessage(err) {
    const data = err?.response?.data;
    if (data &&
        typeof data === 'object' &&
        typeof data.message === 'string') {
        return data.message;
    }
    return (0,abort/* errorText */.kc)(err);
}

;// CONCATENATED MODULE: ./src/publish/pages.ts
/**
 * `target: pages`: the bundle becomes a live GitHub Pages site in the same step, doing what
 * upload-pages-artifact and deploy-pages do as two more steps:
 *
 * 1. fail fast, before any work: no `github-token`, no OIDC token (`id-token: write`), Pages off
 *    or not writable (404/403 on the Pages settings);
 * 2. the download's single pass (publish/bundle-walk.ts) judges every entry and writes
 *    `artifact.tar` as the bytes arrive: no site folder, no second read of the bundle;
 * 3. warn without `index.html` / `404.html` at the root, upload the tar as the artifact
 *    `github-pages` (publish/pages-artifact.ts), then remove it;
 * 4. deploy the artifact by the id the upload returned, never by name, and wait for it
 *    (publish/pages-deploy.ts), cancelling it on timeout and on SIGINT/SIGTERM.
 */










/** Checks that need no request; run before the export starts. */
function assertPagesInputs(githubToken, runner) {
    if (!githubToken) {
        throw new errors/* ActionError */.lZ('`target: pages` needs `github-token` (the default `${{ github.token }}` works when the job ' +
            'has `permissions: { pages: write, id-token: write }`).');
    }
    if (!runner.owner || !runner.repo || !runner.sha) {
        throw new errors/* ActionError */.lZ('`target: pages` needs GITHUB_REPOSITORY and GITHUB_SHA, which only a GitHub Actions ' +
            'runner sets.');
    }
}
/** Warnings about the site's root, from what the walk noticed. */
function warnAboutSite(tar, warn) {
    if (!tar.hasIndex) {
        warn('The export has no index.html at its root, so the site address itself will answer 404. ' +
            'If `paths` limits the export, include the home page.');
    }
    if (!tar.has404) {
        warn('The export has no 404.html at its root, so unknown addresses will show GitHub Pages’ ' +
            'generic “404 File not found” page instead of the docs’ own.');
    }
}
function pagesRepo(githubToken, runner, deadline) {
    return {
        // Late attempts allowed: a deployment that ran out of time is cancelled after the deadline.
        octokit: (0,github_octokit/* createOctokit */.Qi)(githubToken, runner, {
            ...(deadline !== undefined ? { deadline } : {}),
            refuseLateAttempts: false,
        }),
        owner: runner.owner,
        repo: runner.repo,
        serverUrl: runner.serverUrl,
    };
}
/** The `pages` target for the export mode's publisher table. */
const pagesPublisher = {
    preflight(inputs) {
        assertPagesInputs(inputs.githubToken, inputs.runner);
    },
    async prepare({ inputs, workDir, signal }) {
        // Fail fast: both answers are known in a second, downloading a large site takes longer.
        await getPagesIdToken();
        await checkPagesSite(pagesRepo(inputs.githubToken, inputs.runner), signal);
        // The upload takes the tar's folder as its root: the tar is alone in it.
        const folder = (0,external_node_path_.join)(workDir, 'pages-artifact');
        await (0,promises_.mkdir)(folder, { recursive: true });
        return {
            pagesTar: { path: (0,external_node_path_.join)(folder, 'artifact.tar') },
            onWarning: (m) => log/* warning */.$e(m),
        };
    },
    async publish({ inputs, bundle, signal, deadline }) {
        const tar = bundle.walk.pages;
        if (!tar)
            throw new Error('target pages: the download wrote no artifact.tar');
        const { runner } = inputs;
        const target = pagesRepo(inputs.githubToken, runner, deadline);
        let uploaded;
        try {
            log/* info */.pq(`Wrote artifact.tar while downloading: ${tar.files} files (${(0,format/* formatBytes */.z3)(tar.bytes)})` +
                `${tar.excluded > 0 ? `, ${tar.excluded} entries of .git/.github left out` : ''}` +
                `${tar.addedNoJekyll ? ', .nojekyll added' : ''}.`);
            warnAboutSite(tar, (m) => log/* warning */.$e(m));
            throwIfLate(deadline);
            const runAttempt = Number.parseInt(runner.runAttempt, 10);
            uploaded = await uploadPagesArtifact({
                tarPath: tar.path,
                runAttempt: Number.isFinite(runAttempt) && runAttempt > 0 ? runAttempt : 1,
                signal,
            });
            log/* info */.pq(`Uploaded the site as the artifact "${uploaded.name}" (id ${uploaded.id}).`);
        }
        finally {
            await (0,promises_.rm)((0,external_node_path_.dirname)(tar.path), { recursive: true, force: true }).catch(() => undefined);
        }
        // A fresh token: the first one may be minutes old after a large site.
        const idToken = await getPagesIdToken();
        const deployed = await deployToPages({
            ...target,
            artifactId: uploaded.id,
            buildVersion: runner.sha,
            idToken,
            ref: runner.ref,
            signal,
            deadline,
            pollIntervalMs: inputs.pollIntervalMs,
        });
        const pageUrl = deployed.pageUrl || (await checkPagesSite(target, signal).catch(() => undefined))?.htmlUrl;
        return {
            outputs: {
                [constants/* Output */.k7.ArtifactId]: String(uploaded.id),
                [constants/* Output */.k7.PageUrl]: pageUrl ?? '',
            },
            destination: {
                title: 'GitHub Pages',
                ...(pageUrl ? { url: pageUrl } : {}),
                note: `${tar.files} files (${(0,format/* formatBytes */.z3)(tar.bytes)}) deployed from the artifact ` +
                    `"${uploaded.name}" (id ${uploaded.id}), deployment ${deployed.id}.`,
            },
        };
    },
};
function throwIfLate(deadline) {
    if (Date.now() >= deadline) {
        throw new errors/* TimeoutError */.MU('The `timeout` ran out while the site was being prepared for GitHub Pages; nothing was ' +
            'deployed. Give the step a longer `timeout`.');
    }
}

;// CONCATENATED MODULE: ./src/publish/release.ts
/**
 * Attaches the verified bundle to the GitHub release of a tag: the release is created when there
 * is none (as a draft, published once the asset is in, so immutable releases work), and an asset
 * of the same name (from an earlier run or attempt) is replaced where GitHub allows it, so a
 * re-run ends with exactly one bundle per release.
 *
 * The upload streams the file (never read into memory) to the release's own `upload_url`, which is
 * right on github.com, on GHES and on the emulator alike.
 */







/**
 * Finds the release of `tag` (published, or a draft) or creates it as a draft, attaches the
 * bundle, and publishes a release it created only once the asset is in: with immutable releases
 * on, a published release takes no new assets, so create → upload → publish is the one order
 * that works either way. A draft it finds is filled and left a draft (its owner publishes it).
 * An earlier asset of the same name is replaced where GitHub allows it (drafts, and published
 * releases that are not immutable); on an immutable release the same bytes already attached
 * (same SHA-256 digest) count as done, anything else fails with what to change.
 */
async function attachToRelease(options) {
    const attachment = new ReleaseAttachment(options);
    try {
        return await attachment.attach();
    }
    catch (err) {
        await attachment.removeUnfinishedDraft();
        if (options.signal.aborted)
            throw options.signal.reason;
        throw explain(err, options);
    }
}
/**
 * The steps of one {@link attachToRelease}, and the draft it created, which a failure must
 * remove until it is published.
 */
class ReleaseAttachment {
    options;
    /** A draft release this run created and has not published yet. */
    created;
    /** Request options shared by every call: they carry the cancellation. */
    request;
    constructor(options) {
        this.options = options;
        this.request = { signal: options.signal };
    }
    /**
     * Finds or creates the release, replaces an earlier asset, uploads the bundle, and publishes
     * the release when this run created it.
     */
    async attach() {
        const release = await this.findOrCreateRelease();
        const same = release.assets?.filter((a) => a.name === this.options.assetName) ?? [];
        if (release.immutable && !release.draft)
            return this.alreadyAttached(release, same);
        const replacedAsset = await this.deleteAssets(same);
        const assetUrl = await this.upload(release);
        if (this.created) {
            const releaseUrl = await this.publish(this.created);
            return { assetUrl, releaseUrl, createdRelease: true, replacedAsset, draft: false };
        }
        return {
            assetUrl,
            releaseUrl: release.html_url,
            createdRelease: false,
            replacedAsset,
            draft: release.draft,
        };
    }
    /** Removes the draft this run created, if it is still unpublished; never throws. */
    async removeUnfinishedDraft() {
        // A draft this run made and could not finish is removed: a re-run starts clean.
        if (this.created) {
            const { octokit, owner, repo } = this.options;
            await octokit.rest.repos
                .deleteRelease({ owner, repo, release_id: this.created.id })
                .catch(() => undefined);
        }
    }
    /** The release of the tag, or a new draft of it when there is none. */
    async findOrCreateRelease() {
        const found = await findRelease(this.options);
        if (found)
            return found;
        const { octokit, owner, repo, tag } = this.options;
        const response = await octokit.rest.repos.createRelease({
            owner,
            repo,
            tag_name: tag,
            name: (0,guard/* releaseName */["do"])(tag),
            draft: true,
            // Only used when the tag does not exist yet; an existing tag keeps its commit.
            ...(this.options.sha ? { target_commitish: this.options.sha } : {}),
            request: this.request,
        });
        this.created = response.data;
        log/* info */.pq(`Created the release ${tag} as a draft; it is published once the bundle is in.`);
        return this.created;
    }
    /**
     * A published immutable release takes no new assets: the same bytes already attached (same
     * SHA-256 digest) count as done, anything else is refused with what to change.
     */
    alreadyAttached(release, same) {
        const { tag, assetName } = this.options;
        const digest = `sha256:${this.options.sha256}`;
        const attached = same.find((a) => a.digest === digest);
        if (!attached)
            throw immutableError(this.options, same.length > 0);
        log/* info */.pq(`The immutable release ${tag} already holds ${assetName} with this bundle's ` +
            'SHA-256; nothing to replace.');
        return {
            assetUrl: attached.browser_download_url,
            releaseUrl: release.html_url,
            createdRelease: false,
            replacedAsset: false,
            draft: false,
        };
    }
    /** Deletes the earlier assets of the same name; true when there was one. */
    async deleteAssets(same) {
        const { octokit, owner, repo, tag } = this.options;
        let replacedAsset = false;
        for (const asset of same) {
            await octokit.rest.repos.deleteReleaseAsset({
                owner,
                repo,
                asset_id: asset.id,
                request: this.request,
            });
            replacedAsset = true;
            log/* info */.pq(`Deleted the earlier asset ${this.options.assetName} of the release ${tag}.`);
        }
        return replacedAsset;
    }
    /** Streams the bundle to the release's upload URL; returns the asset's download URL. */
    async upload(release) {
        const { options } = this;
        let uploaded;
        try {
            uploaded = await options.octokit.request({
                method: 'POST',
                url: release.upload_url,
                name: (0,guard/* releaseName */["do"])(options.assetName),
                data: (0,external_node_fs_.createReadStream)(options.bundlePath),
                headers: {
                    'content-type': 'application/gzip',
                    'content-length': options.sizeBytes,
                },
                request: this.request,
            });
        }
        catch (err) {
            if (release_status(err) === 422 && /immutable/i.test((0,abort/* errorText */.kc)(err))) {
                throw immutableError(options, false);
            }
            throw err;
        }
        const assetUrl = uploaded.data.browser_download_url;
        if (typeof assetUrl !== 'string') {
            throw new errors/* ActionError */.lZ(`GitHub accepted the asset ${options.assetName} but returned no download URL.`);
        }
        return assetUrl;
    }
    /** Publishes the draft this run created, now that the asset is in; returns its web page. */
    async publish(created) {
        const { octokit, owner, repo, tag } = this.options;
        const published = await octokit.rest.repos.updateRelease({
            owner,
            repo,
            release_id: created.id,
            draft: false,
            request: this.request,
        });
        // Published: a later failure must no longer delete it.
        this.created = undefined;
        log/* info */.pq(`Published the release ${tag}.`);
        return published.data.html_url;
    }
}
/**
 * The release of `tag`: the published one (get by tag), else a draft of that tag from the list
 * (drafts are only listed, never found by tag); undefined when there is neither.
 */
async function findRelease(options) {
    const { octokit, owner, repo, tag, signal } = options;
    try {
        const found = await octokit.rest.repos.getReleaseByTag({
            owner,
            repo,
            tag,
            request: { signal },
        });
        return found.data;
    }
    catch (err) {
        if (release_status(err) !== 404)
            throw err;
    }
    const releases = await octokit.paginate(octokit.rest.repos.listReleases, {
        owner,
        repo,
        per_page: 100,
        request: { signal },
    });
    return releases.find((r) => r.draft && r.tag_name === tag);
}
/** The refusal of an immutable release, with both ways out. */
function immutableError(options, hasOther) {
    return new errors/* ActionError */.lZ(`The release ${options.tag} is published and immutable (the repository has immutable ` +
        `releases on), so GitHub takes no new assets on it` +
        `${hasOther ? ` and keeps its earlier ${options.assetName}, which differs from this bundle` : ''}. ` +
        'Either let the action create the release from a tag push (`on: push: tags`, with no ' +
        'release for the tag yet: it creates a draft, attaches the bundle, then publishes it), or ' +
        'run it on a draft release and publish that afterwards.');
}
/** One message that says what failed and what to change. */
function explain(err, options) {
    if (err instanceof errors/* ActionError */.lZ)
        return err;
    const code = release_status(err);
    const text = err instanceof Error ? err.message : String(err);
    let hint = 'Re-run the job; if it fails again, check https://www.githubstatus.com.';
    if (code === 401) {
        hint = 'The `github-token` is missing or invalid.';
    }
    else if (code === 403 || code === 404) {
        hint =
            'The `github-token` needs `contents: write` (add `permissions: contents: write` to the ' +
                "job). Workflows of pull requests from forks get a read-only token and can't publish.";
    }
    else if (code === 422) {
        hint = `GitHub refused the release or asset for the tag "${options.tag}"; check that the tag name is valid.`;
    }
    return new errors/* ActionError */.lZ(`Attaching the bundle to the release ${options.tag} failed${code ? ` (HTTP ${code})` : ''}: ${text}. ${hint}`, 'failure', { cause: err });
}
function release_status(err) {
    const value = err?.status;
    return typeof value === 'number' ? value : undefined;
}
/** `target: release`: attached to the release of `release-tag`. */
const releasePublisher = {
    preflight(inputs) {
        if (!inputs.githubToken) {
            throw new errors/* ActionError */.lZ('`target: release` needs `github-token` (the default `${{ github.token }}` works when the ' +
                'job has `permissions: contents: write`).');
        }
    },
    async publish({ inputs, bundle, signal, deadline }) {
        const { owner, repo, sha } = inputs.runner;
        const asset = await attachToRelease({
            octokit: (0,github_octokit/* createOctokit */.Qi)(inputs.githubToken, inputs.runner, {
                deadline,
            }),
            owner,
            repo,
            tag: inputs.releaseTag,
            sha,
            bundlePath: bundle.path,
            sizeBytes: bundle.sizeBytes,
            assetName: bundle.fileName,
            sha256: bundle.sha256,
            signal,
        });
        log/* info */.pq(`Attached ${bundle.fileName} to the release ${inputs.releaseTag}` +
            `${asset.createdRelease ? ' (created and published)' : ''}` +
            `${asset.draft ? ' (a draft: publish it when ready)' : ''}` +
            `${asset.replacedAsset ? ', replacing the earlier asset' : ''}.`);
        return {
            outputs: { [constants/* Output */.k7.ReleaseAssetUrl]: asset.assetUrl },
            destination: {
                title: `release ${inputs.releaseTag}, asset ${bundle.fileName}`,
                url: asset.releaseUrl,
                note: `Download URL: ${asset.assetUrl}`,
            },
        };
    },
};

;// CONCATENATED MODULE: ./src/publish/index.ts



/** `target: none`: downloaded and verified only. */
const nonePublisher = {
    publish({ bundle }) {
        return Promise.resolve({
            outputs: {},
            destination: {
                title: 'kept on the runner only (target: none)',
                note: `Path: ${bundle.path} (the bundle-path output)`,
            },
        });
    },
};
/** The publisher of each target. */
const PUBLISHERS = {
    artifact: artifactPublisher,
    release: releasePublisher,
    none: nonePublisher,
    pages: pagesPublisher,
};

;// CONCATENATED MODULE: ./src/modes/export/link-summary.ts


/** Broken targets listed in the summary table. */
const SUMMARY_ROWS = 100;
/** The "Links" section of the export summary. */
function renderLinkSection(result, options) {
    const checked = `${(0,format/* plural */.LS)(result.references, 'internal link')} in ${(0,format/* plural */.LS)(result.pages, 'HTML page')} ` +
        'checked against the files of the bundle, resolved as a static host does';
    if (result.broken.length === 0)
        return ['#### Links', '', `${checked}: none is broken.`].join('\n');
    const shown = result.broken.slice(0, SUMMARY_ROWS);
    const rows = shown.map((b) => {
        const more = b.references > b.pages.length ? ` (${(0,format/* plural */.LS)(b.references, 'link')} in all)` : '';
        return `| ${cell(b.target)} | ${b.references} | ${b.pages.map(cell).join('<br>')}${more} |`;
    });
    const rest = result.broken.length - shown.length;
    const consequence = options.mode === 'error'
        ? 'With `check-links: error`, nothing was published.'
        : 'They were published as they are (`check-links: warn`); set `check-links: error` to ' +
            'stop publishing instead.';
    return [
        `#### Broken links: ${result.broken.length}`,
        '',
        `${checked}: ${(0,format/* plural */.LS)(result.broken.length, 'target')} ` +
            `${result.broken.length === 1 ? 'is' : 'are'} not in the bundle, so ${result.broken.length === 1 ? 'it answers' : 'they answer'} 404 wherever the export is hosted. ${consequence}`,
        '',
        '| Target | Links | Linked from |',
        '|---|---:|---|',
        ...rows,
        ...(rest > 0 ? ['', `…and ${(0,format/* plural */.LS)(rest, 'more broken target')}, most-referenced first.`] : []),
    ].join('\n');
}
function cell(text) {
    return (0,sanitize/* inlineCode */.ti)(text, 200).replace(/\|/g, '\\|');
}
/** The job summary when `check-links: error` stopped publishing. */
function renderLinkFailureSummary(domain, jobId, result) {
    return [
        `### Static export of ${(0,sanitize/* inlineText */.ln)(domain, 253)}: not published, broken links`,
        '',
        `Export job ${(0,sanitize/* inlineCode */.ti)(jobId)} finished and its bundle was downloaded and verified, but ` +
            `it holds broken links and \`check-links\` is \`error\`.`,
        '',
        renderLinkSection(result, { mode: 'error' }),
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/modes/export/summary.ts



/** The placeholder shown instead of the link. */
const BUNDLE_URL_PLACEHOLDER = '<BUNDLE_URL>';
/**
 * The `staticExport` values a self-hosted deployment expects. JSON strings are valid YAML
 * double-quoted scalars, so a link full of `&`, `%` and `=` needs no further escaping.
 */
function deploymentValuesYaml(bundleUrl, version) {
    return [
        'staticExport:',
        '  enabled: true',
        `  bundleUrl: ${JSON.stringify(bundleUrl)}`,
        `  version: ${JSON.stringify(version || 'latest')}`,
    ].join('\n');
}
/** The job summary of a verified, published bundle. */
function renderExportSummary(data) {
    const destUrl = (0,sanitize/* safeUrl */.Pl)(data.destination.url)?.replace(/\|/g, '%7C');
    const destTitle = (0,sanitize/* inlineText */.ln)(data.destination.title, 200);
    const destination = destUrl ? `[${destTitle}](${destUrl})` : destTitle;
    const note = data.destination.note ? `<br>${(0,sanitize/* inlineText */.ln)(data.destination.note, 300)}` : '';
    const pages = data.htmlFiles > 0 && data.htmlFiles !== data.pageCount
        ? `${data.pageCount} exported by the platform · ${data.htmlFiles} \`.html\` files in the bundle`
        : String(data.pageCount);
    const rows = [
        ['Domain', cellCode(data.domain)],
        ['Version', data.version ? cellCode(data.version) : 'latest published'],
        ['Job', cellCode(data.jobId)],
        ['Pages', pages],
        [
            'Duration',
            `${(0,format/* formatDuration */.a3)(data.exportMs)} export · ${(0,format/* formatDuration */.a3)(data.downloadMs)} download and verification`,
        ],
        ['Size', `${(0,format/* formatBytes */.z3)(data.sizeBytes)} (${data.sizeBytes.toLocaleString('en-US')} bytes)`],
        ['SHA-256', cellCode(data.sha256)],
        ['Link expires', `${(0,sanitize/* tableCell */.xR)(data.expiresAt)} (the link is in the \`bundle-url\` output)`],
        ['Bundle', `${destination}${note}`],
    ];
    const table = ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
    const values = deploymentValuesYaml(BUNDLE_URL_PLACEHOLDER, data.version);
    return [
        `### Static export of ${(0,sanitize/* inlineText */.ln)(data.domain, 253)}`,
        '',
        table,
        '',
        ...(data.links ? [renderLinkSection(data.links, { mode: 'warn' }), ''] : []),
        '#### values.yaml for a self-hosted deployment',
        '',
        (0,sanitize/* codeBlock */.DV)(values, 'yaml'),
        '',
        `Replace \`${BUNDLE_URL_PLACEHOLDER}\` with the step's \`bundle-url\` output (the ` +
            '`deployment-values` output holds the whole block with the link filled in). The link is a ' +
            `credential and stops working at ${(0,sanitize/* tableCell */.xR)(data.expiresAt)}; pull the bundle before then.`,
        '',
        REWRITE_NOTE,
        '',
    ].join('\n');
}
/** The job summary when the export failed or ran out of time. */
function renderExportFailureSummary(data) {
    const rows = [['Domain', cellCode(data.domain)]];
    if (data.jobId)
        rows.push(['Job', cellCode(data.jobId)]);
    if (data.status !== undefined) {
        const progress = data.progress !== undefined ? ` at ${formatPercent(data.progress)}` : '';
        rows.push(['Last status', `${(0,sanitize/* tableCell */.xR)(data.status, 40)}${progress}`]);
    }
    if (data.pageCount !== undefined)
        rows.push(['Pages so far', String(data.pageCount)]);
    const title = data.outcome === 'timeout' ? 'timed out' : 'failed';
    return [
        `### Static export of ${(0,sanitize/* inlineText */.ln)(data.domain, 253)} ${title}`,
        '',
        '| | |',
        '|---|---|',
        ...rows.map(([k, v]) => `| ${k} | ${v} |`),
        '',
        (0,sanitize/* inlineText */.ln)(data.reason, 1000),
        '',
    ].join('\n');
}
/** How exported URLs differ from the live site, and which hosts need a rule for it. */
const REWRITE_NOTE = [
    '> [!NOTE]',
    '> Exported pages are `.html` files, so their URLs end in `.html` (`/guides/intro.html`) while ' +
        'the live docs serve `/guides/intro`. GitHub Pages, Netlify and Cloudflare Pages serve ' +
        '`/guides/intro` from `guides/intro.html` by themselves. Other hosts need a rewrite rule, or ' +
        'existing links end in 404: nginx `try_files $uri $uri.html $uri/ =404;`, Caddy ' +
        '`try_files {path} {path}.html`, Apache `Options +MultiViews` (or a `RewriteRule` adding ' +
        '`.html`), Vercel `"cleanUrls": true`. The CloudFront set-up of Mintlify\'s self-hosted ' +
        'deployment handles it; a CloudFront of your own needs a viewer-request function that ' +
        'appends `.html`.',
].join('\n');
/** Inline code inside a table cell: a `|` would end the cell even between backticks. */
function cellCode(text) {
    return (0,sanitize/* inlineCode */.ti)(text).replace(/\|/g, '\\|');
}
/** `42%`, `99.5%`. */
function formatPercent(progress) {
    const p = Math.min(100, Math.max(0, progress));
    return `${Number.isInteger(p) ? p : p.toFixed(1)}%`;
}

// EXTERNAL MODULE: ./src/modes/shared/job-summary.ts
var job_summary = __webpack_require__(95606);
;// CONCATENATED MODULE: ./src/modes/export/links.ts
/**
 * `check-links` in `mode: export`: what the bundle walk's link check found becomes the
 * `broken-links` output, one log line, one warning per broken target (at most
 * {@link WARNINGS}, then one for the rest), and with `check-links: error` the step's failure,
 * before the publisher runs. The summary table is rendered by link-summary.ts.
 */






/** Broken targets given a warning of their own; the rest are counted in one more. */
const WARNINGS = 10;
/** The walk options that turn the link check on (none for `check-links: off`). */
function linkWalkOptions(inputs) {
    return inputs.checkLinks === 'off' ? {} : { links: { domain: inputs.domain } };
}
/**
 * Reports the link check of a verified bundle; returns its result for the summary, or
 * undefined when it was off. Throws a {@link LinkCheckError} with `check-links: error` and
 * broken links: nothing has been published yet, and nothing will be.
 */
function reportLinks(walk, inputs) {
    const result = walk.links;
    if (inputs.checkLinks === 'off' || !result) {
        log/* info */.pq('Link check off (`check-links: off`): no HTML was parsed.');
        return undefined;
    }
    const broken = result.broken.length;
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.BrokenLinks, String(broken));
    log/* info */.pq(`Link check: ${(0,format/* plural */.LS)(result.references, 'internal link')} in ` +
        `${(0,format/* plural */.LS)(result.pages, 'HTML page')} (${(0,format/* formatBytes */.z3)(result.htmlBytes)} of HTML tokenized), ` +
        `${broken === 0 ? 'none broken' : `${(0,format/* plural */.LS)(broken, 'broken target')}`}.`);
    for (const line of linkWarnings(result))
        log/* warning */.$e(line);
    if (broken > 0 && inputs.checkLinks === 'error')
        throw new LinkCheckError(result);
    return result;
}
/** `check-links: error` found broken links: the step fails before anything is published. */
class LinkCheckError extends errors/* ActionError */.lZ {
    result;
    constructor(result) {
        const n = result.broken.length;
        super(`The export has broken links: ${(0,format/* plural */.LS)(n, 'target')} (${(0,format/* plural */.LS)(result.broken.reduce((a, b) => a + b.references, 0), 'link')} to ${n === 1 ? 'it' : 'them'}): nothing was published (\`check-links: error\`). ` +
            'The job summary lists each target and the pages linking to it; fix them in the docs, or ' +
            'set `check-links: warn` to publish anyway.');
        this.result = result;
        this.name = 'LinkCheckError';
    }
}
/** One warning per broken target (at most {@link WARNINGS}), then one for the rest. */
function linkWarnings(result) {
    const lines = result.broken.slice(0, WARNINGS).map((b) => {
        const from = b.pages.map((p) => (0,util_text/* oneLine */.TN)(p, 200)).join(', ');
        const more = b.references > b.pages.length ? ` (${(0,format/* plural */.LS)(b.references, 'link')} in all)` : '';
        return `Broken link: ${(0,util_text/* oneLine */.TN)(b.target, 300)} is not in the bundle; linked from ${from}${more}.`;
    });
    const rest = result.broken.length - WARNINGS;
    if (rest > 0) {
        lines.push(`…and ${(0,format/* plural */.LS)(rest, 'more broken link target')} (listed in the job summary).`);
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/modes/export/schedule.ts
/**
 * When to look at a static export job again. Pure: it only sees progress samples and the time.
 *
 * The vendor's script polls every 10 s, so on average it notices the end 5 s late and asks about
 * six times a minute however far the job is from done. Export jobs report `progress` (0–100),
 * and on the platform it rises roughly linearly, so the remaining time can be estimated and the
 * polls placed where they matter:
 * - no progress yet (queued, or progress still 0): a short first look, then a growing backoff;
 * - one progress reading (the rate is only known against the time the job was still at 0, which
 *   includes the queue, so it is too slow): wait half the estimated remaining time, at most 10 s;
 * - a rate measured between two readings of the running job, and not sharply higher than the
 *   rate before it (a job that speeds up ends before a straight line says): jump to just before
 *   the estimated end (a lead of 0.5 s plus 3 % of the estimate), so the next reading lands in the
 *   dense phase; otherwise wait half the estimated remaining time. The rate before that is only
 *   compared when it too was measured on the running job (one that leans on a 0 % reading
 *   includes the queue and always looks slower); when there is none to compare, the jump is at
 *   most 10 s;
 * - estimated end less than 3 s away: look again right after it, every 0.5–1.25 s;
 * - past the estimated end without being done (progress stuck, or at 100 % while the job
 *   finalizes): back off in proportion to how late it is, so a stuck job is not hammered.
 * Every wait is capped (30 s), so a wrong estimate costs at most that much detection delay. And
 * the n-th request is not sent before (n - 1) × 10 s unless it is aimed just past the estimated
 * end, so the action never asks more often than the vendor's loop would have by the end (replay
 * over queues of 0–10 s and jobs of 5–120 s: never more requests, worst delay 7.3 s against the
 * loop's 10 s, mean ≤ 0.4 s for jobs of 40 s and longer; bench/schedule-sweep.ts). `poll-interval` is applied on top by the poll loop, as a floor.
 */
/** Defaults used by the export mode. */
const DEFAULT_SCHEDULE = {
    firstDelayMs: 1_000,
    backoffFactor: 1.6,
    maxBackoffMs: 10_000,
    maxDelayMs: 30_000,
    denseBelowMs: 3_000,
    denseMinMs: 500,
    denseMaxMs: 1_250,
    denseOvershootMs: 250,
    leadMs: 500,
    leadFraction: 0.03,
    budgetIntervalMs: 10_000,
};
/**
 * Estimates the remaining time from `samples` (in any order), or undefined when the job has shown
 * no progress yet. The rate is taken between the first reading of the current progress value and
 * the latest reading below it, so a progress value repeated by later polls does not shrink it.
 */
function estimateRemaining(samples, nowMs) {
    const sorted = [...samples]
        .filter((s) => Number.isFinite(s.atMs) && Number.isFinite(s.progress))
        .map((s) => ({ atMs: s.atMs, progress: clampProgress(s.progress) }))
        .sort((a, b) => a.atMs - b.atMs);
    const latest = sorted[sorted.length - 1];
    if (!latest || latest.progress <= 0)
        return undefined;
    // The first time the current value was seen: later repeats carry no new information.
    let firstOfCurrent = sorted.length - 1;
    while (firstOfCurrent > 0 && (sorted[firstOfCurrent - 1]?.progress ?? -1) >= latest.progress) {
        firstOfCurrent--;
    }
    const current = sorted[firstOfCurrent];
    const before = readingBelow(sorted, firstOfCurrent) ?? { atMs: 0, progress: 0 };
    const ratePerMs = rate(before, current);
    if (ratePerMs === undefined)
        return undefined;
    const endAtMs = current.atMs + (100 - current.progress) / ratePerMs;
    // Linear extrapolation is late when the job speeds up, so a jump to the estimated end needs a
    // rate measured on the running job that has not risen sharply since the reading before.
    let confident = before.progress > 0;
    let unchecked = false;
    if (confident) {
        const index = sorted.indexOf(before);
        const earlier = readingBelow(sorted, index) ?? { atMs: 0, progress: 0 };
        // A rate before that leans on a 0 % reading includes the queue, so it is always slower and
        // says nothing about a speed-up: the check only compares two rates of the running job.
        unchecked = earlier.progress <= 0;
        const previous = unchecked ? undefined : rate(earlier, before);
        confident = previous === undefined || ratePerMs <= previous * MAX_SPEED_UP;
    }
    return {
        remainingMs: endAtMs - nowMs,
        ratePerMs,
        confident,
        fromZero: before.progress <= 0,
        unchecked,
    };
}
/** A rate this much above the one before means the job speeds up: no jump to the estimated end. */
const MAX_SPEED_UP = 1.5;
/** The latest reading before `index` with less progress than the reading at `index`. */
function readingBelow(sorted, index) {
    const at = sorted[index];
    if (!at)
        return undefined;
    for (let i = index - 1; i >= 0; i--) {
        const s = sorted[i];
        if (s.progress < at.progress)
            return s;
    }
    return undefined;
}
/** Progress points per ms from `a` to `b`, or undefined when it is not a positive rate. */
function rate(a, b) {
    const spanMs = b.atMs - a.atMs;
    if (spanMs <= 0)
        return undefined;
    const r = (b.progress - a.progress) / spanMs;
    return r > 0 ? r : undefined;
}
/**
 * How long to wait before the next look, given every sample so far and the time now (same clock
 * as the samples). `poll-interval` is not applied here: the poll loop enforces it as a floor.
 */
function nextPollDelay(samples, nowMs, settings = DEFAULT_SCHEDULE) {
    const estimate = estimateRemaining(samples, nowMs);
    if (!estimate) {
        // No pace known: the number of looks without progress drives a plain backoff.
        const blind = samples.filter((s) => !(s.progress > 0)).length;
        const wait = settings.firstDelayMs * settings.backoffFactor ** Math.max(0, blind - 1);
        return Math.round(withinBudget(Math.min(wait, settings.maxBackoffMs), samples, nowMs, settings));
    }
    const { remainingMs, confident } = estimate;
    let wait;
    if (remainingMs < 0) {
        // Late: the estimate was optimistic, or the job sits at 100 % while it finalizes.
        wait = clamp(-remainingMs * 0.5, settings.denseMinMs, settings.maxBackoffMs);
    }
    else if (remainingMs < settings.denseBelowMs) {
        wait = clamp(remainingMs + settings.denseOvershootMs, settings.denseMinMs, settings.denseMaxMs);
    }
    else if (confident) {
        const lead = settings.leadMs + remainingMs * settings.leadFraction;
        wait = Math.max(settings.denseMinMs, remainingMs - lead);
        // Two readings of the running job cannot tell a straight line from a speed-up: a short step.
        if (estimate.unchecked)
            wait = Math.min(wait, settings.maxBackoffMs);
    }
    else if (estimate.fromZero) {
        // The rate includes the queue, so the end is nearer than it says: a short step.
        wait = Math.min(remainingMs / 2, settings.maxBackoffMs);
    }
    else {
        wait = remainingMs / 2;
    }
    return Math.round(withinBudget(Math.min(wait, settings.maxDelayMs), samples, nowMs, settings));
}
/**
 * Holds `wait` back until the vendor loop would have sent as many requests as this one makes
 * (the first sample is the start response, which the loop also has to make: its first poll). A
 * wait that lands past the estimated end keeps its place when it comes earlier: that request is
 * expected to be the last one, and the loop needs one more to notice the end anyway.
 */
function withinBudget(wait, samples, nowMs, settings) {
    const sent = Math.max(0, samples.length - 1);
    const earliest = sent * settings.budgetIntervalMs - nowMs;
    if (wait >= earliest)
        return wait;
    const estimate = estimateRemaining(samples, nowMs);
    if (estimate && estimate.remainingMs >= 0) {
        const pastEnd = estimate.remainingMs + settings.denseOvershootMs;
        return Math.max(wait, Math.min(earliest, pastEnd));
    }
    return earliest;
}
/** Collects samples as they come; answers {@link nextPollDelay} and {@link estimateRemaining}. */
class PollSchedule {
    settings;
    samples = [];
    /** @param settings tuning; the defaults suit the export API */
    constructor(settings = DEFAULT_SCHEDULE) {
        this.settings = settings;
    }
    /** Records a reading taken `atMs` after the start. */
    record(atMs, progress) {
        this.samples.push({ atMs, progress });
    }
    /** The wait before the next look. */
    nextDelayMs(nowMs) {
        return nextPollDelay(this.samples, nowMs, this.settings);
    }
    /** The current estimate, or undefined before any progress. */
    estimate(nowMs) {
        return estimateRemaining(this.samples, nowMs);
    }
    /** Readings recorded so far. */
    get count() {
        return this.samples.length;
    }
}
function clampProgress(p) {
    return clamp(p, 0, 100);
}
function clamp(value, min, max) {
    return Math.min(max, Math.max(min, value));
}

// EXTERNAL MODULE: ./src/platform/close.ts
var platform_close = __webpack_require__(55079);
// EXTERNAL MODULE: ./src/modes/shared/platform-client.ts
var platform_client = __webpack_require__(55977);
;// CONCATENATED MODULE: ./src/modes/export/causes.ts

/** What failed and what to do when `stage` fails for `target`. */
function stageCause(stage, target) {
    return stage === 'download' ? DOWNLOAD_FAILED : publishCause(target);
}
/** Where each target's publishing can fail, and the fix. */
function publishCause(target) {
    switch (target) {
        case 'pages':
            return {
                what: 'the site could not be deployed to GitHub Pages',
                todo: [
                    'Set Settings → Pages → Build and deployment → Source to GitHub Actions.',
                    'Give the job `pages: write` and `id-token: write`, and run it in the `github-pages` environment.',
                ],
                anchor: 'github-pages',
            };
        case 'release':
            return {
                what: 'the bundle could not be attached to the release',
                todo: [
                    'Give the job `permissions: contents: write`.',
                    'With immutable releases on, let the action create the release from a tag push, or start from a draft.',
                ],
                anchor: 'publishing',
            };
        default:
            return {
                what: 'the bundle could not be uploaded as an artifact',
                todo: [
                    'Give each export of a run its own `artifact-name`.',
                    'Outside GitHub Actions, or on a GitHub Enterprise Server without artifacts, use `target: none` or `target: release`.',
                ],
                anchor: 'publishing',
            };
    }
}

;// CONCATENATED MODULE: ./src/modes/export/run.ts
/**
 * `mode: export`: start a static export job, follow it with ETA-aware polls, get the bundle link,
 * download and verify the bundle, and hand it to the chosen target (artifact, release, or none).
 *
 * What the vendor's curl script leaves to luck, done on purpose:
 * - polls are placed by the job's own progress (export-schedule.ts), and the progress is logged
 *   one line per 10 % step or 15 s, not once per poll;
 * - a 409 from the bundle endpoint after `completed` means the bundle is not packaged yet: the
 *   job is looked at again after a short backoff, until the deadline;
 * - the link is masked the moment the client parses it, never logged, and shown in the summary
 *   only as a placeholder;
 * - the download is resumed, re-linked when it expires, hashed and read to the end of the tar
 *   before anything is reported (publish/download.ts);
 * - on failure, timeout or cancellation the work folder under RUNNER_TEMP is removed, and the
 *   bundle outputs are only written once the bundle is published: a partial bundle is never
 *   reported as done.
 *
 * Targets are a table (publish/index.ts); `pages` has the download's single pass write
 * `artifact.tar` as the bytes arrive, then deploys it (publish/pages.ts).
 */






















/** Job statuses the contract documents; anything else is logged once and polled through. */
const KNOWN_STATUSES = new Set(['queued', 'running', 'completed', 'failed']);
/** Failed status reads in a row (each already retried by the client) before giving up. */
const MAX_MISSED_POLLS = 3;
/** Runs `mode: export`. */
const runExport = async (ctx) => {
    const { inputs, signal } = ctx;
    const publisher = PUBLISHERS[inputs.target];
    publisher.preflight?.(inputs);
    const client = (0,platform_client/* createPlatformClient */.B)(ctx);
    let workDir;
    let succeeded = false;
    // Where a failure happened, for the failure summary: a publisher's error is an ActionError
    // like any other, and only the run knows it came from publishing.
    const at = {};
    try {
        const startedAt = Date.now();
        const started = await startJob(client, inputs);
        const waited = await waitForBundle(client, started, ctx, startedAt);
        if (waited.kind !== 'ready')
            return reportNotReady(inputs, started.jobId, waited);
        (0,guard/* setOutput */.uH)(constants/* Output */.k7.PageCount, String(waited.job.pageCount));
        const exportMs = waited.completedAt - startedAt;
        workDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(inputs.runner.runnerTemp, 'mintlify-export-'));
        await deliverBundle(client, ctx, publisher, {
            jobId: started.jobId,
            waited,
            workDir,
            exportMs,
            at,
        });
        succeeded = true;
        return { outcome: 'success' };
    }
    catch (err) {
        // main.ts writes the failure summary (and prefers a cancellation or timeout to this error).
        throw at.stage ? new errors/* StageError */.Zu(err, stageCause(at.stage, inputs.target)) : err;
    }
    finally {
        // A failed, timed-out or cancelled run leaves nothing behind that could pass for a bundle.
        if (!succeeded && workDir) {
            await (0,promises_.rm)(workDir, { recursive: true, force: true }).catch(() => undefined);
        }
        await (0,platform_close/* closePlatformClient */.d)(client, signal);
    }
};
/** Starts the export job, logging what is exported, and sets the `job-id` output at once. */
async function startJob(client, inputs) {
    log/* info */.pq(`Starting a static export of ${inputs.domain}` +
        `${inputs.exportVersion ? ` (version ${inputs.exportVersion})` : ''}` +
        `${inputs.paths.length ? ` for ${inputs.paths.length} paths` : ''}.`);
    const started = await client.startExport({
        domain: inputs.domain,
        ...(inputs.exportVersion ? { version: inputs.exportVersion } : {}),
        ...(inputs.paths.length ? { paths: [...inputs.paths] } : {}),
    });
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.JobId, started.jobId);
    log/* info */.pq(`Export job ${started.jobId} started (${(0,util_text/* oneLine */.TN)(started.status, 100)}).`);
    return started;
}
/** Ends a run whose job failed or ran out of time: page count (when known) and failure summary. */
async function reportNotReady(inputs, jobId, waited) {
    const job = waited.job;
    const outcome = waited.kind === 'failed' ? 'failure' : 'timeout';
    if (job)
        (0,guard/* setOutput */.uH)(constants/* Output */.k7.PageCount, String(job.pageCount));
    await (0,job_summary/* writeJobSummary */.j7)((0,guard/* summaryText */.g5)(renderExportFailureSummary({
        domain: inputs.domain,
        jobId,
        outcome,
        status: job?.status,
        progress: job?.progress,
        pageCount: job?.pageCount,
        reason: waited.message,
    })));
    return { outcome, message: waited.message };
}
/**
 * Downloads and verifies the bundle, checks its links, publishes it to the target, then reports
 * it. Anything that throws leaves the bundle unreported.
 */
async function deliverBundle(client, ctx, publisher, { jobId, waited, workDir, exportMs, at }) {
    const { inputs, signal, deadline } = ctx;
    const fileName = bundleFileName(inputs.domain, inputs.exportVersion);
    const walk = {
        ...(await publisher.prepare?.({ inputs, workDir, signal })),
        ...linkWalkOptions(inputs),
    };
    at.stage = 'download';
    const downloaded = await download(client, jobId, waited.bundle, (0,external_node_path_.join)(workDir, fileName), walk, ctx);
    delete at.stage;
    const links = await checkLinks(downloaded, inputs, jobId);
    const verified = {
        path: downloaded.path,
        fileName,
        sizeBytes: downloaded.sizeBytes,
        sha256: downloaded.sha256,
        jobId,
        walk: downloaded.walk,
    };
    at.stage = 'publish';
    const published = await publisher.publish({
        inputs,
        bundle: verified,
        workDir,
        signal,
        deadline,
    });
    delete at.stage;
    setBundleOutputs(inputs, downloaded.link, verified, published);
    await (0,job_summary/* writeJobSummary */.j7)((0,guard/* summaryText */.g5)(renderExportSummary({
        domain: inputs.domain,
        version: inputs.exportVersion,
        jobId,
        pageCount: waited.job.pageCount,
        htmlFiles: downloaded.htmlFiles,
        exportMs,
        downloadMs: downloaded.durationMs,
        sizeBytes: verified.sizeBytes,
        sha256: verified.sha256,
        expiresAt: downloaded.link.expiresAt,
        destination: published.destination,
        ...(links ? { links } : {}),
    })));
}
/**
 * Reports the link check of the downloaded bundle. With `check-links: error` and broken links it
 * throws, after a summary that lists what to fix, so nothing is published.
 */
async function checkLinks(downloaded, inputs, jobId) {
    try {
        return reportLinks(downloaded.walk, inputs);
    }
    catch (err) {
        if (err instanceof LinkCheckError) {
            await (0,job_summary/* writeJobSummary */.j7)((0,guard/* summaryText */.g5)(renderLinkFailureSummary(inputs.domain, jobId, err.result)));
        }
        throw err;
    }
}
/**
 * Sets the bundle outputs and the publisher's own. Called only once everything is checked and
 * published, so a partial bundle is never reported. The link is masked already: the client hands
 * every link it parses to addSecret (onSecret).
 */
function setBundleOutputs(inputs, link, verified, published) {
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.BundleUrl, link.url);
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.ExpiresAt, link.expiresAt);
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.BundlePath, verified.path);
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.BundleSha256, verified.sha256);
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.BundleSize, String(verified.sizeBytes));
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.DeploymentValues, deploymentValuesYaml(link.url, inputs.exportVersion));
    for (const [name, value] of Object.entries(published.outputs)) {
        if (value !== undefined)
            (0,guard/* setOutput */.uH)(name, value);
    }
}
/**
 * Polls the job until it ends, then asks for the bundle; a 409 (not packaged yet) sends it back
 * to polling after a short backoff. The start response counts as the first look, so no status
 * request is spent right after starting.
 */
async function waitForBundle(client, first, ctx, startedAt) {
    const jobId = first.jobId;
    const watch = new JobWatch(client, first, startedAt);
    // Evaluated when it happens, so the message names the last status seen by then.
    const timeout = () => timedOut(jobId, ctx.inputs.timeoutMs, watch.last);
    let conflicts = 0;
    for (;;) {
        const job = await pollUntilEnded(watch, ctx);
        if (!job)
            return timeout();
        if (job.status === 'failed')
            return jobFailed(jobId, job);
        const completedAt = Date.now();
        try {
            const bundle = await client.generateBundle(jobId);
            log/* info */.pq(`Bundle ready: ${(0,format/* formatBytes */.z3)(bundle.sizeBytes)}, link valid until ${bundle.expiresAt}.`);
            return { kind: 'ready', job, bundle, completedAt };
        }
        catch (err) {
            if (err instanceof platform/* PlatformTimeoutError */.Zq)
                return timeout();
            if (!(err instanceof platform/* PlatformError */.Wk && err.code === 'conflict'))
                throw err;
            conflicts++;
            if (!(await waitAfterConflict(conflicts, ctx)))
                return timeout();
        }
    }
}
/**
 * Polls until the job is completed or failed, as read by a fresh status request. Returns
 * undefined when the deadline comes first.
 */
async function pollUntilEnded(watch, ctx) {
    const { inputs, signal, deadline } = ctx;
    let result;
    try {
        result = await (0,poll/* pollUntil */.g)({
            fetch: () => watch.fetch(),
            done: (job) => watch.isDone(job),
            nextDelayMs: () => watch.nextDelayMs(),
            ...(inputs.pollIntervalMs !== undefined ? { minIntervalMs: inputs.pollIntervalMs } : {}),
            deadline,
            signal,
            onValue: (job) => watch.record(job),
        });
    }
    catch (err) {
        if (err instanceof platform/* PlatformTimeoutError */.Zq)
            return undefined;
        throw err;
    }
    return result.done ? result.value : undefined;
}
/**
 * Sleeps before looking at a completed job whose bundle is not packaged yet (HTTP 409), with a
 * backoff. Returns false, without sleeping, when the wait would reach the deadline.
 */
async function waitAfterConflict(conflicts, ctx) {
    const wait = (0,timing/* backoffCeiling */.ml)(conflicts, 500, 5_000);
    if (Date.now() + wait >= ctx.deadline)
        return false;
    log/* info */.pq(`The job is completed but its bundle is not ready yet (HTTP 409); looking again in ` +
        `${(0,format/* formatDuration */.a3)(wait)}.`);
    await (0,timing/* sleep */.yy)(wait, ctx.signal);
    return true;
}
/** The end of a wait that ran out of time, naming the job's last known state. */
function timedOut(jobId, timeoutMs, last) {
    return {
        kind: 'timeout',
        job: last,
        message: `The static export job ${jobId} did not finish within the time limit ` +
            `(\`timeout\`: ${(0,format/* formatDuration */.a3)(timeoutMs)}); it was last ${describeJob(last)}. ` +
            'The job may still finish on the platform; raise `timeout` for large sites.',
    };
}
/** The end of a wait for a job the platform reports failed, with its reason when it gave one. */
function jobFailed(jobId, job) {
    const why = job.error ? (0,util_text/* oneLine */.TN)(job.error, 1000) : 'the platform gave no reason';
    return {
        kind: 'failed',
        job,
        message: `The static export job ${jobId} failed after ${formatPercent(job.progress)} ` +
            `(${job.pageCount} pages): ${why}`,
    };
}
/**
 * What following one job needs to remember between polls: the start response still to be used,
 * the last status read, whether the latest value is fresh, missed reads in a row, and the
 * schedule and progress log fed by each fresh status.
 */
class JobWatch {
    /** The last status read (the start response until a poll succeeds). */
    last;
    schedule = new PollSchedule();
    progress = new ProgressLog();
    /** Undocumented statuses already logged, so each is logged once. */
    unknown = new Set();
    /** The start response, used as the first poll's value. */
    pending;
    /** False when the value just returned is a stand-in for a status read that failed. */
    fresh = true;
    missed = 0;
    client;
    /** The id the start response gave; every status read asks for it. */
    jobId;
    startedAt;
    constructor(client, first, startedAt) {
        this.client = client;
        this.jobId = first.jobId;
        this.startedAt = startedAt;
        this.pending = first;
        this.last = first;
    }
    /**
     * The job's status: the start response first, then a status request. A request that still
     * fails after the client's retries returns the last status (not fresh), up to
     * {@link MAX_MISSED_POLLS} times in a row.
     */
    async fetch() {
        if (this.pending) {
            const job = this.pending;
            this.pending = undefined;
            this.fresh = true;
            return job;
        }
        try {
            const job = await this.client.getExport(this.jobId);
            this.missed = 0;
            this.fresh = true;
            return job;
        }
        catch (err) {
            // The client has already retried; a poll that still fails is skipped a few times.
            if (!isTransient(err) || ++this.missed >= MAX_MISSED_POLLS)
                throw err;
            log/* info */.pq(`Could not read the job's status (${err.message}); polling on.`);
            this.fresh = false;
            return this.last;
        }
    }
    /** Whether the job has ended; a stand-in for a missed read never counts. */
    isDone(job) {
        return this.fresh && (job.status === 'completed' || job.status === 'failed');
    }
    /** Wait before the next poll, placed by the job's progress so far. */
    nextDelayMs() {
        return this.schedule.nextDelayMs(Date.now() - this.startedAt);
    }
    /** Takes in a fresh status: schedule sample, one note per unknown status, progress line. */
    record(job) {
        if (!this.fresh)
            return;
        this.last = job;
        const at = Date.now() - this.startedAt;
        this.schedule.record(at, job.progress);
        if (!KNOWN_STATUSES.has(job.status) && !this.unknown.has(job.status)) {
            this.unknown.add(job.status);
            log/* info */.pq(`The job reports the status "${(0,util_text/* oneLine */.TN)(job.status, 100)}", which this action does not ` +
                'know; it keeps polling until the job is completed or failed.');
        }
        this.progress.update(job, this.schedule.estimate(at), at);
    }
}
/** Downloads and verifies the bundle, with progress lines and fresh links on expiry. */
async function download(client, jobId, bundle, destination, walk, ctx) {
    const toLink = (b) => ({
        url: b.bundleUrl,
        sizeBytes: b.sizeBytes,
        expiresAt: b.expiresAt,
    });
    const started = Date.now();
    let lastStep = -1;
    let lastLineAt = started;
    log/* info */.pq(`Downloading the bundle (${(0,format/* formatBytes */.z3)(bundle.sizeBytes)}).`);
    const result = await downloadBundle({
        link: toLink(bundle),
        refresh: async () => toLink(await client.generateBundle(jobId)),
        destination,
        walk,
        userAgent: ctx.userAgent,
        signal: ctx.signal,
        deadline: ctx.deadline,
        log: (line) => log/* info */.pq(line),
        onProgress: (received, total) => {
            const now = Date.now();
            const step = Math.floor((received / total) * 10);
            // Small bundles arrive in a blink: only a download that takes a while gets progress lines.
            if (received < total &&
                ((step > lastStep && now - started >= 1_000) || now - lastLineAt >= 15_000)) {
                lastStep = step;
                lastLineAt = now;
                const rate = received / Math.max(1, now - started);
                log/* info */.pq(`Downloaded ${Math.floor((received / total) * 100)}% · ${(0,format/* formatBytes */.z3)(received)} of ` +
                    `${(0,format/* formatBytes */.z3)(total)} · ~${formatEta((total - received) / rate)} left`);
            }
        },
    });
    log/* info */.pq(`Downloaded and verified ${(0,format/* formatBytes */.z3)(result.sizeBytes)} in ` +
        `${(0,format/* formatDuration */.a3)(result.durationMs)}: SHA-256 ${result.sha256}, a gzip tar of ` +
        `${result.entries} entries (${result.htmlFiles} .html files)` +
        `${result.attempts > 1 ? `, ${result.attempts} requests` : ''}` +
        `${result.refreshes > 0 ? `, ${result.refreshes} fresh links` : ''}.`);
    return result;
}
/**
 * Progress lines while polling: one per 10 % step or every 15 s, whichever comes first, plus one
 * when the status changes — never one per poll.
 */
class ProgressLog {
    lastStep = -1;
    lastAt = -Infinity;
    lastStatus;
    update(job, estimate, atMs) {
        const step = Math.floor(Math.min(100, Math.max(0, job.progress)) / 10);
        const changed = job.status !== this.lastStatus;
        if (!changed && step <= this.lastStep && atMs - this.lastAt < 15_000)
            return;
        this.lastStep = Math.max(this.lastStep, step);
        this.lastAt = atMs;
        this.lastStatus = job.status;
        const parts = [formatPercent(job.progress), `${job.pageCount} pages`];
        if (job.status === 'completed') {
            parts.push(`completed in ${(0,format/* formatDuration */.a3)(atMs)}`);
        }
        else if (job.status === 'failed') {
            parts.push('failed');
        }
        else if (job.status === 'queued' || !(job.progress > 0)) {
            parts.push((0,util_text/* oneLine */.TN)(job.status, 100));
        }
        else if (estimate) {
            parts.push(estimate.remainingMs > 0 ? `~${formatEta(estimate.remainingMs)} left` : 'finishing');
        }
        log/* info */.pq(parts.join(' · '));
    }
}
/** `~25 s`, `~3 min`. */
function formatEta(ms) {
    if (!Number.isFinite(ms))
        return '?';
    if (ms < 60_000)
        return `${Math.max(1, Math.round(ms / 1000))} s`;
    return `${Math.round(ms / 60_000)} min`;
}
/** `running at 42% (118 pages)`. */
function describeJob(job) {
    return `${(0,util_text/* oneLine */.TN)(job.status, 100)} at ${formatPercent(job.progress)} (${job.pageCount} pages)`;
}
/** `docs.example.com.tar.gz`, `docs.example.com-v2.tar.gz`: the bundle's file and asset name. */
function bundleFileName(domain, version) {
    const safeVersion = version
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/^[-.]+|(?<![-.])[-.]+$/g, '');
    return `${domain}${safeVersion ? `-${safeVersion}` : ''}.tar.gz`;
}
/** Failures worth another poll: the platform or the network having a moment. */
function isTransient(err) {
    return (err instanceof platform/* PlatformError */.Wk &&
        (err.code === 'server_error' || err.code === 'network' || err.code === 'rate_limited'));
}


/***/ }),

/***/ 66451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ pollUntil)
/* harmony export */ });
/* harmony import */ var _timing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50620);
/**
 * The polling loop shared by the modes: it asks, decides whether it is done, and sleeps for as
 * long as the mode's schedule says, never less than `minIntervalMs`, never past the deadline,
 * and stops at once when the signal aborts.
 */

/** Polls until `done`, the deadline (→ `{done: false}`), or an abort (→ throws the reason). */
async function pollUntil(options) {
    const now = options.now ?? Date.now;
    const started = now();
    let last;
    for (let attempt = 1;; attempt++) {
        options.signal.throwIfAborted();
        last = await options.fetch();
        options.onValue?.(last, attempt);
        if (options.done(last))
            return { done: true, value: last };
        const wanted = options.nextDelayMs(last, attempt, now() - started);
        const delay = Math.max(wanted, options.minIntervalMs ?? 0);
        const remaining = options.deadline - now();
        if (remaining <= 0)
            return { done: false, last };
        // One last look just at the deadline beats giving up early with stale news.
        await (0,_timing_js__WEBPACK_IMPORTED_MODULE_0__/* .sleep */ .yy)(Math.min(delay, remaining), options.signal);
        if (now() >= options.deadline && delay > remaining) {
            last = await options.fetch();
            options.onValue?.(last, attempt + 1);
            return options.done(last) ? { done: true, value: last } : { done: false, last };
        }
    }
}


/***/ })

};

//# sourceMappingURL=186.index.js.map