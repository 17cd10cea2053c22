export const id = 295;
export const ids = [295];
export const modules = {

/***/ 55977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ createPlatformClient)
/* harmony export */ });
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25625);
/* harmony import */ var _platform_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67550);
/* harmony import */ var _util_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32693);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27194);
/**
 * The platform client every mode uses: the run's deadline and cancellation, secrets masked the
 * moment they are known, and each retry logged in one wording.
 */




/** A client for this run; with a `budget`, every attempt takes a unit of it. `close()` it after. */
function createPlatformClient(ctx, budget) {
    return new _platform_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PlatformClient */ .Ht({
        baseUrl: ctx.inputs.apiUrl,
        adminKey: ctx.inputs.adminKey,
        userAgent: ctx.userAgent,
        deadline: ctx.deadline,
        signal: ctx.signal,
        ...(budget ? { budget } : {}),
        onSecret: _secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .addSecret */ .Ck,
        onRetry: logRetry,
    });
}
/** Logs a retry of the platform client. */
function logRetry(info) {
    _log_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Retrying ${info.endpoint} in ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(info.delayMs)}: attempt ${info.attempt} failed (${info.reason}).`);
}


/***/ }),

/***/ 55079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ closePlatformClient)
/* harmony export */ });
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25625);
/** The one way a platform client is closed, whoever opened it. */

/** Closes the client's pool; never throws, and after an abort does not make the exit wait. */
async function closePlatformClient(client, signal) {
    if (signal.aborted) {
        // Aborted requests are already over; do not let closing the pool delay the exit.
        void client.close().catch(() => undefined);
        return;
    }
    await client.close().catch((err) => _log_js__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Closing the client: ${String(err)}`));
}


/***/ }),

/***/ 67550:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Hp: () => (/* reexport */ errors/* AUTOMATIONS_PAGE_URL */.Hp),
  Ht: () => (/* reexport */ PlatformClient),
  Wk: () => (/* reexport */ errors/* PlatformError */.Wk),
  Zq: () => (/* reexport */ errors/* PlatformTimeoutError */.Zq),
  bK: () => (/* reexport */ RequestBudget)
});

// UNUSED EXPORTS: BudgetExhaustedError, DEFAULT_RETRY, isCodeSnippetFeedback, isContextualFeedback, redactUrl

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
// EXTERNAL MODULE: ./src/util/format.ts
var format = __webpack_require__(32693);
// EXTERNAL MODULE: ./src/platform/errors.ts
var errors = __webpack_require__(46316);
;// CONCATENATED MODULE: ./src/platform/parse.ts
/** A response body that does not have the promised shape; `field` names the culprit. */
class ShapeError extends Error {
    /** Dotted path of the offending field, or `(body)`. */
    field;
    constructor(field, problem) {
        super(`${field === '(body)' ? 'the body' : `field "${field}"`} ${problem}`);
        this.name = 'ShapeError';
        this.field = field;
    }
}
/** Most `details` entries kept from an error body (a 400 could list hundreds). */
const MAX_DETAILS = 20;
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Parses a JSON object body; anything else (HTML from a proxy, say) is a ShapeError. */
function parseJsonObject(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new ShapeError('(body)', text.trim() === '' ? 'is empty' : 'is not JSON');
    }
    if (!isObject(value))
        throw new ShapeError('(body)', 'is not a JSON object');
    return value;
}
function requireString(body, field) {
    const value = body[field];
    if (typeof value !== 'string' || value === '') {
        throw new ShapeError(field, value === undefined ? 'is missing' : 'is not a non-empty string');
    }
    return value;
}
function requireNumber(body, field) {
    const value = body[field];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new ShapeError(field, value === undefined ? 'is missing' : 'is not a number');
    }
    return value;
}
function optionalString(value) {
    return typeof value === 'string' ? value : undefined;
}
function stringOrNull(value) {
    return typeof value === 'string' ? value : null;
}
function stringList(value) {
    return Array.isArray(value)
        ? value.filter((item) => typeof item === 'string')
        : undefined;
}
/** Copies `value` into `target[key]` only when it is defined (keeps optional fields absent). */
function parse_assign(target, key, value) {
    if (value !== undefined)
        target[key] = value;
}
/** Body of trigger update: `statusId` is what the caller needs, so it is required. */
function parseTriggerUpdate(body) {
    return { statusId: requireString(body, 'statusId') };
}
/** Body of the preview endpoint: `statusId` is required, `previewUrl` kept when it is a string. */
function parseStartPreview(body) {
    return {
        statusId: requireString(body, 'statusId'),
        previewUrl: optionalString(body.previewUrl) ?? '',
    };
}
/**
 * Body of trigger automation. The contract marks no field as required, but `instanceId` and
 * `jobId` are what the caller reports (and outputs), so both are required; `schemaId` falls back
 * to the id that was asked for.
 */
function parseTriggerAutomation(body, requested) {
    return {
        schemaId: optionalString(body.schemaId) || requested,
        instanceId: requireString(body, 'instanceId'),
        jobId: requireString(body, 'jobId'),
    };
}
function parseAuthor(value) {
    if (value === null)
        return null;
    if (!isObject(value))
        return undefined;
    const author = {};
    parse_assign(author, 'name', optionalString(value.name));
    parse_assign(author, 'avatarUrl', optionalString(value.avatarUrl));
    if (typeof value.githubUserId === 'number')
        author.githubUserId = value.githubUserId;
    return author;
}
function parseCommit(value) {
    if (!isObject(value))
        return undefined;
    const commit = {};
    parse_assign(commit, 'sha', optionalString(value.sha));
    parse_assign(commit, 'ref', optionalString(value.ref));
    parse_assign(commit, 'message', optionalString(value.message));
    const files = value.filesChanged;
    if (isObject(files)) {
        const filesChanged = {
            added: stringList(files.added) ?? [],
            modified: stringList(files.modified) ?? [],
            removed: stringList(files.removed) ?? [],
        };
        commit.filesChanged = filesChanged;
    }
    return commit;
}
/** Body of update status: only `status` is required (the contract requires nothing). */
function parseUpdateStatus(body) {
    const result = { status: requireString(body, 'status') };
    for (const key of [
        '_id',
        'projectId',
        'createdAt',
        'endedAt',
        'summary',
        'subdomain',
        'screenshot',
        'screenshotLight',
        'screenshotDark',
        'source',
    ]) {
        parse_assign(result, key, optionalString(body[key]));
    }
    parse_assign(result, 'logs', stringList(body.logs));
    parse_assign(result, 'author', parseAuthor(body.author));
    parse_assign(result, 'commit', parseCommit(body.commit));
    return result;
}
/** Body of the static export job endpoints; the contract's required fields are checked. */
function parseExportJob(body) {
    const job = {
        jobId: requireString(body, 'jobId'),
        status: requireString(body, 'status'),
        progress: requireNumber(body, 'progress'),
        pageCount: requireNumber(body, 'pageCount'),
        createdAt: requireString(body, 'createdAt'),
        updatedAt: requireString(body, 'updatedAt'),
    };
    if (typeof body.error === 'string' || body.error === null)
        job.error = body.error;
    return job;
}
/**
 * Body of generate bundle. `onSecret` gets the link before anything else is checked, so it is
 * masked even when another field turns out to be wrong.
 */
function parseBundle(body, onSecret) {
    const { bundleUrl } = body;
    // A link with blanks, line breaks or `##[` is no URL the action would fetch. It is refused
    // before it is masked: masking it piece by piece would let the service pick words to blank out
    // across the job's log. The error names the field only, never the value.
    if (typeof bundleUrl === 'string' && /[\s\p{Cc}]|##\[/u.test(bundleUrl)) {
        throw new ShapeError('bundleUrl', 'is not a one-line URL');
    }
    if (typeof bundleUrl === 'string' && bundleUrl !== '')
        onSecret(bundleUrl);
    const url = requireString(body, 'bundleUrl');
    let protocol;
    try {
        protocol = new URL(url).protocol;
    }
    catch {
        throw new ShapeError('bundleUrl', 'is not an absolute URL');
    }
    if (protocol !== 'https:' && protocol !== 'http:') {
        throw new ShapeError('bundleUrl', 'is not an http(s) URL');
    }
    const sizeBytes = requireNumber(body, 'sizeBytes');
    if (sizeBytes < 0)
        throw new ShapeError('sizeBytes', 'is negative');
    return {
        jobId: requireString(body, 'jobId'),
        bundleUrl: url,
        sizeBytes,
        expiresAt: requireString(body, 'expiresAt'),
    };
}
/**
 * One feedback entry, parsed defensively: narrowed by `source`; an unknown source is kept as a
 * base entry; missing optional fields become null. Null only when the entry has no usable id.
 */
function parseFeedbackEntry(raw) {
    if (!isObject(raw))
        return null;
    const rawId = raw.id;
    const id = typeof rawId === 'string' && rawId !== ''
        ? rawId
        : typeof rawId === 'number' && Number.isFinite(rawId)
            ? String(rawId)
            : null;
    if (id === null)
        return null;
    const common = {
        id,
        path: stringOrNull(raw.path),
        comment: stringOrNull(raw.comment),
        createdAt: stringOrNull(raw.createdAt),
        status: stringOrNull(raw.status),
    };
    const source = stringOrNull(raw.source);
    if (source === 'contextual') {
        const entry = {
            kind: 'contextual',
            ...common,
            source,
            helpful: typeof raw.helpful === 'boolean' ? raw.helpful : null,
            contact: stringOrNull(raw.contact),
        };
        return entry;
    }
    if (source === 'code_snippet') {
        const entry = {
            kind: 'code_snippet',
            ...common,
            source,
            code: stringOrNull(raw.code),
            filename: stringOrNull(raw.filename),
            lang: stringOrNull(raw.lang),
        };
        return entry;
    }
    const entry = { kind: 'base', ...common, source };
    return entry;
}
/** Body of the feedback list: `feedback`, `nextCursor` and `hasMore` are required. */
function parseFeedbackPage(body) {
    const list = body.feedback;
    if (!Array.isArray(list)) {
        throw new ShapeError('feedback', list === undefined ? 'is missing' : 'is not an array');
    }
    const { nextCursor, hasMore } = body;
    if (!(typeof nextCursor === 'string' || nextCursor === null)) {
        throw new ShapeError('nextCursor', nextCursor === undefined ? 'is missing' : 'is neither a string nor null');
    }
    if (typeof hasMore !== 'boolean') {
        throw new ShapeError('hasMore', hasMore === undefined ? 'is missing' : 'is not a boolean');
    }
    const entries = [];
    let skipped = 0;
    for (const raw of list) {
        const entry = parseFeedbackEntry(raw);
        if (entry)
            entries.push(entry);
        else
            skipped++;
    }
    // A page that says "more" without a cursor cannot be followed; report it as the last page.
    return { entries, nextCursor, hasMore: hasMore && nextCursor !== null, skipped };
}
/** A view count: a finite number ≥ 0, or undefined. */
function viewCount(value) {
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}
/**
 * Body of feedback by page: `feedback` and `hasMore` are required; a row without a path or with a
 * count that is not a number ≥ 0 is dropped and counted in `skipped`.
 */
function parseFeedbackByPage(body) {
    const { feedback, hasMore } = body;
    if (!Array.isArray(feedback)) {
        throw new ShapeError('feedback', feedback === undefined ? 'is missing' : 'is not an array');
    }
    if (typeof hasMore !== 'boolean') {
        throw new ShapeError('hasMore', hasMore === undefined ? 'is missing' : 'is not a boolean');
    }
    const pages = [];
    let skipped = 0;
    for (const raw of feedback) {
        const row = isObject(raw) ? pageCounts(raw) : undefined;
        if (row)
            pages.push(row);
        else
            skipped++;
    }
    return { pages, hasMore, skipped };
}
/** One row of feedback by page, or undefined when a field is missing or not a count. */
function pageCounts(raw) {
    const path = typeof raw.path === 'string' ? raw.path : '';
    const thumbsUp = viewCount(raw.thumbsUp);
    const thumbsDown = viewCount(raw.thumbsDown);
    const code = viewCount(raw.code);
    const total = viewCount(raw.total);
    if (path.trim() === '' || thumbsUp === undefined || thumbsDown === undefined)
        return undefined;
    if (code === undefined || total === undefined)
        return undefined;
    return { path, thumbsUp, thumbsDown, code, total };
}
/**
 * Body of the page views list: `totals`, `views` and `hasMore` are required; a row without a
 * path or with a count that is not a number ≥ 0 is dropped and counted in `skipped`.
 */
function parseViewsPage(body) {
    const { totals, views, hasMore } = body;
    if (!isObject(totals)) {
        throw new ShapeError('totals', totals === undefined ? 'is missing' : 'is not an object');
    }
    const siteTotals = { human: 0, ai: 0, total: 0 };
    for (const key of ['human', 'ai', 'total']) {
        const value = viewCount(totals[key]);
        if (value === undefined)
            throw new ShapeError(`totals.${key}`, 'is not a number ≥ 0');
        siteTotals[key] = value;
    }
    if (!Array.isArray(views)) {
        throw new ShapeError('views', views === undefined ? 'is missing' : 'is not an array');
    }
    if (typeof hasMore !== 'boolean') {
        throw new ShapeError('hasMore', hasMore === undefined ? 'is missing' : 'is not a boolean');
    }
    const rows = [];
    let skipped = 0;
    for (const raw of views) {
        const path = isObject(raw) && typeof raw.path === 'string' ? raw.path : '';
        const human = isObject(raw) ? viewCount(raw.human) : undefined;
        const ai = isObject(raw) ? viewCount(raw.ai) : undefined;
        const total = isObject(raw) ? viewCount(raw.total) : undefined;
        if (path.trim() === '' || human === undefined || ai === undefined || total === undefined) {
            skipped++;
            continue;
        }
        rows.push({ path, human, ai, total });
    }
    return { totals: siteTotals, views: rows, hasMore, skipped };
}
/** `nextCursor`, which the paged analytics lists require: a string or null. */
function requireCursor(body) {
    const { nextCursor } = body;
    if (!(typeof nextCursor === 'string' || nextCursor === null)) {
        throw new ShapeError('nextCursor', nextCursor === undefined ? 'is missing' : 'is neither a string nor null');
    }
    // An empty cursor cannot be sent back: it ends the list like null.
    return nextCursor === '' ? null : nextCursor;
}
/** One search term; null when it has no term or a count that is not a number ≥ 0. */
function parseSearchTerm(raw) {
    if (!isObject(raw))
        return null;
    const term = typeof raw.searchQuery === 'string' ? raw.searchQuery : '';
    const hits = viewCount(raw.hits);
    const ctr = viewCount(raw.ctr);
    if (term.trim() === '' || hits === undefined || ctr === undefined)
        return null;
    const page = typeof raw.topClickedPage === 'string' ? raw.topClickedPage.trim() : '';
    return {
        searchQuery: term,
        hits,
        ctr,
        topClickedPage: page === '' ? null : page,
        lastSearchedAt: optionalString(raw.lastSearchedAt) ?? '',
    };
}
/**
 * Body of the search terms list: `searches`, `totalSearches` and `nextCursor` are required; a
 * row without a term or with a count that is not a number ≥ 0 is dropped and counted in `skipped`.
 */
function parseSearchesPage(body) {
    const { searches, totalSearches } = body;
    if (!Array.isArray(searches)) {
        throw new ShapeError('searches', searches === undefined ? 'is missing' : 'is not an array');
    }
    const total = viewCount(totalSearches);
    if (total === undefined) {
        throw new ShapeError('totalSearches', totalSearches === undefined ? 'is missing' : 'is not a number ≥ 0');
    }
    const nextCursor = requireCursor(body);
    const rows = [];
    let skipped = 0;
    for (const raw of searches) {
        const row = parseSearchTerm(raw);
        if (row)
            rows.push(row);
        else
            skipped++;
    }
    return { searches: rows, totalSearches: total, nextCursor, skipped };
}
/** The sources of a conversation: entries with a string URL (title defaults to empty). */
function parseSources(value) {
    if (!Array.isArray(value))
        return [];
    return value.flatMap((s) => isObject(s) && typeof s.url === 'string' && s.url.trim() !== ''
        ? [{ title: optionalString(s.title) ?? '', url: s.url }]
        : []);
}
/** One conversation; null when it is not an object or has no id. */
function parseConversation(raw) {
    if (!isObject(raw))
        return null;
    const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : null;
    if (id === null)
        return null;
    return {
        id,
        timestamp: optionalString(raw.timestamp) ?? '',
        query: optionalString(raw.query) ?? '',
        // The contract: `answer` when not present.
        responseType: optionalString(raw.responseType) || 'answer',
        sources: parseSources(raw.sources),
        resolutionStatus: optionalString(raw.resolutionStatus) ?? '',
        queryCategory: stringOrNull(raw.queryCategory),
        pageUrl: stringOrNull(raw.pageUrl),
    };
}
/**
 * Body of the assistant conversations list: `conversations`, `nextCursor` and `hasMore` are
 * required; a conversation without an id is dropped and counted in `skipped`.
 */
function parseAssistantPage(body) {
    const { conversations, hasMore } = body;
    if (!Array.isArray(conversations)) {
        throw new ShapeError('conversations', conversations === undefined ? 'is missing' : 'is not an array');
    }
    const nextCursor = requireCursor(body);
    if (typeof hasMore !== 'boolean') {
        throw new ShapeError('hasMore', hasMore === undefined ? 'is missing' : 'is not a boolean');
    }
    const rows = [];
    let skipped = 0;
    for (const raw of conversations) {
        const row = parseConversation(raw);
        if (row)
            rows.push(row);
        else
            skipped++;
    }
    // A page that says "more" without a cursor cannot be followed; report it as the last page.
    return { conversations: rows, nextCursor, hasMore: hasMore && nextCursor !== null, skipped };
}
/** Whether `entry` is page-level feedback. */
function isContextualFeedback(entry) {
    return entry.kind === 'contextual';
}
/** Whether `entry` is feedback on a code block. */
function isCodeSnippetFeedback(entry) {
    return entry.kind === 'code_snippet';
}
/** Error body of any endpoint: `{ error, details: [{ message }] }`, read as far as possible. */
function parseErrorBody(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        const trimmed = text.trim();
        // Plain text is quoted; an HTML error page from a proxy is noise.
        return trimmed && !trimmed.startsWith('<') ? { error: trimmed, details: [] } : { details: [] };
    }
    if (!isObject(value))
        return { details: [] };
    const details = Array.isArray(value.details)
        ? value.details
            .slice(0, MAX_DETAILS)
            .flatMap((d) => isObject(d) && typeof d.message === 'string'
            ? [d.message]
            : typeof d === 'string'
                ? [d]
                : [])
        : [];
    const error = typeof value.error === 'string'
        ? value.error
        : typeof value.message === 'string'
            ? value.message
            : undefined;
    return error === undefined ? { details } : { error, details };
}

// EXTERNAL MODULE: ./src/util/timing.ts + 1 modules
var timing = __webpack_require__(21581);
;// CONCATENATED MODULE: ./src/platform/retry.ts
/**
 * Retry policy of the platform client: which failures are worth another attempt, how long to
 * wait, and how to wait so that cancellation is immediate.
 *
 * Why a small loop of our own instead of undici's RetryAgent / RetryHandler (undici 7.30):
 * its `retry` callback could carry most of the policy (full jitter, per-endpoint POST rules via
 * per-request `retryOptions` on the retry interceptor, the deadline, onRetry, the budget), but
 * - it resumes a response whose body broke off mid-way by re-sending the request with a `Range`
 *   header, and its callback cannot tell a failure before the response from one in the middle of
 *   the body. For a POST that makes a new resource that is wrong: tried against a local server, a
 *   reset in the middle of a 200 body made RetryHandler send the POST a second time before failing
 *   with "server does not support the range header";
 * - a request's `signal` spans every attempt, so the per-attempt time limit (headers and body
 *   together) cannot be expressed; undici's own headersTimeout/bodyTimeout are idle timers with a
 *   one-second resolution, not a total;
 * - once every rule lives in the callback, undici only contributes the re-dispatch, while the
 *   attempt count, the last error and the error body have to be smuggled out of it.
 * The loop in client.ts is a few dozen lines and keeps all of that explicit.
 */

/** Defaults: 5 attempts, waits drawn from [0, 500 ms · 2^n] capped at 20 s. */
const DEFAULT_RETRY = {
    maxAttempts: 5,
    baseDelayMs: 500,
    maxDelayMs: 20_000,
};
/** Upper bound of `maxAttempts`, so a typo cannot make a run spin for hours. */
const MAX_ATTEMPTS_CAP = 20;
/**
 * Without a deadline, a `Retry-After` longer than this is not waited out: the error (with its
 * `retryAfterMs`) goes to the caller, which knows better whether an hour-long wait makes sense.
 */
const MAX_RETRY_AFTER_WITHOUT_DEADLINE_MS = 5 * 60_000;
/** Applies defaults and sanity limits to the caller's retry options. */
function resolveRetry(options) {
    const pick = (value, fallback, min, max) => value === undefined || !Number.isFinite(value)
        ? fallback
        : Math.min(max, Math.max(min, Math.floor(value)));
    const maxDelayMs = pick(options?.maxDelayMs, DEFAULT_RETRY.maxDelayMs, 0, MAX_RETRY_AFTER_WITHOUT_DEADLINE_MS);
    return {
        maxAttempts: pick(options?.maxAttempts, DEFAULT_RETRY.maxAttempts, 1, MAX_ATTEMPTS_CAP),
        baseDelayMs: pick(options?.baseDelayMs, DEFAULT_RETRY.baseDelayMs, 0, maxDelayMs),
        maxDelayMs,
    };
}
/**
 * Full-jitter exponential backoff: a uniform draw from [0, min(max, base · 2^(n-1))) after the
 * n-th failed attempt, so many runners that fail together do not come back together.
 */
function backoffDelay(failedAttempt, settings, random) {
    const ceiling = (0,timing/* backoffCeiling */.ml)(failedAttempt, settings.baseDelayMs, settings.maxDelayMs);
    // Clamp the draw: an injected random source may return 1 or something out of range.
    const r = Math.min(Math.max(random(), 0), 1);
    return Math.floor(r * ceiling);
}
/** Statuses that mean "try again later" for requests that are safe to repeat. */
const RETRYABLE_STATUSES = new Set([429, 500, 502, 503, 504]);
/**
 * Statuses after which a POST that creates something is still safe to repeat: the platform
 * refused it before doing anything (rate limited, or unavailable). A 500/502/504 may come after
 * the work was done, so those are not retried for such POSTs.
 */
const NOT_PROCESSED_STATUSES = new Set([429, 503]);
/** Network errors that prove the request never left the runner (no connection was made). */
const CONNECT_ERROR_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'UND_ERR_CONNECT_TIMEOUT',
    'ENETUNREACH',
    'EHOSTUNREACH',
]);
/** Client-side timeout of one attempt (the client's own timer, not an undici code). */
const ATTEMPT_TIMEOUT_CODE = 'TIMEOUT';
/** Transient network errors, worth retrying for requests that are safe to repeat. */
const TRANSIENT_NETWORK_CODES = new Set([
    ...CONNECT_ERROR_CODES,
    'ECONNRESET',
    'ECONNABORTED',
    'EPIPE',
    'ETIMEDOUT',
    'ENETDOWN',
    'EHOSTDOWN',
    'UND_ERR_SOCKET',
    'UND_ERR_HEADERS_TIMEOUT',
    'UND_ERR_BODY_TIMEOUT',
    ATTEMPT_TIMEOUT_CODE,
]);
/** Plain words for the common codes. */
const CODE_DESCRIPTIONS = {
    ECONNREFUSED: 'the connection was refused',
    ENOTFOUND: 'the host name was not found (DNS)',
    EAI_AGAIN: 'the host name could not be resolved right now (DNS)',
    UND_ERR_CONNECT_TIMEOUT: 'connecting timed out',
    ENETUNREACH: 'the network is unreachable',
    EHOSTUNREACH: 'the host is unreachable',
    ECONNRESET: 'the connection was reset',
    ECONNABORTED: 'the connection was aborted',
    EPIPE: 'the connection broke while sending',
    ETIMEDOUT: 'the connection timed out',
    UND_ERR_SOCKET: 'the connection was closed by the other side',
    UND_ERR_HEADERS_TIMEOUT: 'no response headers arrived in time',
    UND_ERR_BODY_TIMEOUT: 'the response body stalled',
    UND_ERR_CLOSED: 'the client was already closed',
    UND_ERR_DESTROYED: 'the client was already closed',
};
/** The error code of `err`, looking into `cause` and AggregateError members (happy eyeballs). */
function errorCode(err) {
    for (let current = err, depth = 0; current && depth < 4; depth++) {
        if (typeof current !== 'object')
            return undefined;
        const { code } = current;
        if (typeof code === 'string' && code !== '')
            return code;
        if (current instanceof AggregateError && current.errors.length > 0) {
            current = current.errors[0];
        }
        else {
            current = current.cause;
        }
    }
    return undefined;
}
/** Classifies an error thrown by undici's `request()` or while reading the body. */
function classifyNetworkError(err) {
    const code = errorCode(err) ?? 'UNKNOWN';
    const fallback = err instanceof Error && err.message ? err.message : 'the request failed';
    return {
        code,
        description: CODE_DESCRIPTIONS[code] ?? fallback,
        beforeSend: CONNECT_ERROR_CODES.has(code),
        transient: TRANSIENT_NETWORK_CODES.has(code),
    };
}

;// CONCATENATED MODULE: ./src/platform/client.ts
/**
 * Client of the Mintlify admin API: trigger update / update status, previews, automations, static
 * export, analytics (feedback, views, searches, assistant). It knows nothing of GitHub; the modes
 * wire it to inputs, logs and masking.
 *
 * One undici Agent (keep-alive) serves every request, and is exposed so the bundle download can
 * reuse it. Retries are a small loop of our own; retry.ts says why undici's RetryAgent did not fit.
 */







/** Largest response body read, so a misbehaving endpoint cannot fill the runner's memory. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;
/** Default limit of one attempt. */
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Thrown inside an attempt when the body passes {@link MAX_BODY_BYTES}. */
class BodyTooLargeError extends Error {
}
/** Client of the Mintlify admin API. Create one per run and `close()` it at the end. */
class PlatformClient {
    /** The shared undici Agent (keep-alive pool); the export download reuses it. */
    dispatcher;
    baseUrl;
    origin;
    adminKey;
    userAgent;
    requestTimeoutMs;
    deadline;
    signal;
    retry;
    onRetry;
    onSecret;
    budget;
    random;
    /** Text to scrub from every message: the admin key and each bundle link seen. */
    secrets = new Set();
    closing;
    constructor(options) {
        this.baseUrl = normalizeBaseUrl(options.baseUrl);
        this.origin = new URL(this.baseUrl).origin;
        const key = options.adminKey;
        // Checked here because undici's own header errors would be less clear; the key is not echoed.
        if (typeof key !== 'string' || key.trim() === '' || /[\s\p{Cc}]/u.test(key)) {
            throw new TypeError('adminKey must be a non-empty string without spaces or line breaks');
        }
        this.adminKey = key;
        this.secrets.add(key);
        this.userAgent = options.userAgent;
        const timeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
        if (!(timeout > 0) || !Number.isFinite(timeout)) {
            throw new RangeError(`requestTimeoutMs must be a positive number, got ${timeout}`);
        }
        this.requestTimeoutMs = Math.min(timeout, timing/* MAX_TIMER_MS */._o);
        if (options.deadline !== undefined && !Number.isFinite(options.deadline)) {
            throw new RangeError(`deadline must be epoch milliseconds, got ${options.deadline}`);
        }
        this.deadline = options.deadline;
        this.signal = options.signal;
        this.retry = resolveRetry(options.retry);
        this.onRetry = options.onRetry;
        this.onSecret = options.onSecret;
        this.budget = options.budget;
        this.random = options.random ?? Math.random;
        this.dispatcher = new undici/* Agent */.g6({
            keepAliveTimeout: 10_000,
            connections: 16,
            connect: { timeout: 10_000 },
        });
    }
    /** Queues a deployment update of `projectId` (POST /v1/project/update/{projectId}). */
    async triggerUpdate(projectId) {
        return this.call({
            endpoint: 'triggerUpdate',
            method: 'POST',
            path: `/v1/project/update/${encodeId(projectId, 'projectId')}`,
            id: { kind: 'project', value: projectId },
            safeToRepeat: false,
            usesBudget: false,
            parse: parseTriggerUpdate,
        });
    }
    /**
     * Creates or redeploys the preview of `branch` (POST /v1/project/preview/{projectId}). The
     * branch travels in the JSON body, never in the URL, so any name arrives as written. Retried
     * only when the platform provably did not act on it (429, 503, no connection).
     */
    async startPreview(projectId, branch) {
        if (typeof branch !== 'string' || branch === '') {
            throw new TypeError('branch must be a non-empty string');
        }
        return this.call({
            endpoint: 'startPreview',
            method: 'POST',
            path: `/v1/project/preview/${encodeId(projectId, 'projectId')}`,
            body: { branch },
            id: { kind: 'project', value: projectId },
            safeToRepeat: false,
            usesBudget: false,
            parse: parseStartPreview,
        });
    }
    /**
     * Queues a run of a scheduled automation now (POST
     * /v1/workflow/{projectId}/{workflowSchemaId}/trigger). Each accepted call queues one more run,
     * so it is retried like the other creating POSTs: only when the platform provably did not act
     * on it (429, 503, no connection). A 500, 502 or 504, or a connection lost after sending, may
     * come after the run was queued; retrying then could queue a second run, so those fail at once
     * with a message that says to check the run history first.
     */
    async triggerAutomation(projectId, automationId) {
        const project = encodeId(projectId, 'projectId');
        return this.call({
            endpoint: 'triggerAutomation',
            method: 'POST',
            path: `/v1/workflow/${project}/${encodeId(automationId, 'automationId')}/trigger`,
            id: { kind: 'automation', value: automationId },
            safeToRepeat: false,
            usesBudget: false,
            parse: (body) => parseTriggerAutomation(body, automationId),
        });
    }
    /** Reads the state of an update (GET /v1/project/update-status/{statusId}). */
    async getUpdateStatus(statusId) {
        return this.call({
            endpoint: 'getUpdateStatus',
            method: 'GET',
            path: `/v1/project/update-status/${encodeId(statusId, 'statusId')}`,
            id: { kind: 'status', value: statusId },
            safeToRepeat: true,
            usesBudget: false,
            parse: parseUpdateStatus,
        });
    }
    /** Starts a static export job (POST /v1/static-export/jobs). */
    async startExport(exportRequest) {
        const body = { domain: exportRequest.domain };
        if (exportRequest.version !== undefined)
            body.version = exportRequest.version;
        if (exportRequest.paths !== undefined)
            body.paths = exportRequest.paths;
        return this.call({
            endpoint: 'startExport',
            method: 'POST',
            path: '/v1/static-export/jobs',
            body,
            safeToRepeat: false,
            usesBudget: false,
            parse: parseExportJob,
        });
    }
    /** Reads a static export job (GET /v1/static-export/jobs/{jobId}). */
    async getExport(jobId) {
        return this.call({
            endpoint: 'getExport',
            method: 'GET',
            path: `/v1/static-export/jobs/${encodeId(jobId, 'jobId')}`,
            id: { kind: 'job', value: jobId },
            safeToRepeat: true,
            usesBudget: false,
            parse: parseExportJob,
        });
    }
    /**
     * Packages a completed job and returns a presigned link (POST
     * /v1/static-export/jobs/{jobId}/bundle). The link goes to `onSecret` before this returns.
     * Retried like a GET: each call just makes a fresh link.
     */
    async generateBundle(jobId) {
        return this.call({
            endpoint: 'generateBundle',
            method: 'POST',
            path: `/v1/static-export/jobs/${encodeId(jobId, 'jobId')}/bundle`,
            id: { kind: 'job', value: jobId },
            safeToRepeat: true,
            usesBudget: false,
            parse: (body) => parseBundle(body, (secret) => this.learnSecret(secret)),
        });
    }
    /**
     * One page of reader feedback (GET /v1/analytics/{projectId}/feedback). Each attempt takes a
     * unit of `budget`; when none is left it throws {@link BudgetExhaustedError} without a request.
     */
    async listFeedback(projectId, query = {}) {
        const params = new URLSearchParams();
        if (query.dateFrom)
            params.set('dateFrom', query.dateFrom);
        if (query.dateTo)
            params.set('dateTo', query.dateTo);
        if (query.source)
            params.set('source', query.source);
        if (query.status && query.status.length > 0)
            params.set('status', query.status.join(','));
        if (query.limit !== undefined)
            params.set('limit', String(query.limit));
        if (query.cursor)
            params.set('cursor', query.cursor);
        return this.call({
            endpoint: 'listFeedback',
            method: 'GET',
            path: `/v1/analytics/${encodeId(projectId, 'projectId')}/feedback`,
            query: params,
            id: { kind: 'project', value: projectId },
            safeToRepeat: true,
            usesBudget: true,
            parse: parseFeedbackPage,
        });
    }
    /**
     * Feedback counts per page, the pages with the most feedback first (GET
     * /v1/analytics/{projectId}/feedback/by-page): one reply of at most `limit` pages, since the
     * contract offers no way to page further. Each attempt takes a unit of `budget`.
     */
    async listFeedbackByPage(projectId, query = {}) {
        return this.call({
            endpoint: 'listFeedbackByPage',
            method: 'GET',
            path: `/v1/analytics/${encodeId(projectId, 'projectId')}/feedback/by-page`,
            query: windowParams(query),
            id: { kind: 'project', value: projectId },
            safeToRepeat: true,
            usesBudget: true,
            parse: parseFeedbackByPage,
        });
    }
    /**
     * One page of page views (GET /v1/analytics/{projectId}/views): site totals and per-path counts.
     * Each attempt takes a unit of `budget`, like {@link listFeedback}.
     */
    async listViews(projectId, query = {}) {
        const params = new URLSearchParams();
        if (query.dateFrom)
            params.set('dateFrom', query.dateFrom);
        if (query.dateTo)
            params.set('dateTo', query.dateTo);
        if (query.limit !== undefined)
            params.set('limit', String(query.limit));
        if (query.offset !== undefined)
            params.set('offset', String(query.offset));
        return this.call({
            endpoint: 'listViews',
            method: 'GET',
            path: `/v1/analytics/${encodeId(projectId, 'projectId')}/views`,
            query: params,
            id: { kind: 'project', value: projectId },
            safeToRepeat: true,
            usesBudget: true,
            parse: parseViewsPage,
        });
    }
    /**
     * One page of search terms, most searched first (GET /v1/analytics/{projectId}/searches).
     * Each attempt takes a unit of `budget`, like {@link listFeedback}.
     */
    async listSearches(projectId, query = {}) {
        return this.call({
            endpoint: 'listSearches',
            method: 'GET',
            path: `/v1/analytics/${encodeId(projectId, 'projectId')}/searches`,
            query: windowParams(query),
            id: { kind: 'project', value: projectId },
            safeToRepeat: true,
            usesBudget: true,
            parse: parseSearchesPage,
        });
    }
    /**
     * One page of assistant conversations (GET /v1/analytics/{projectId}/assistant). Each attempt
     * takes a unit of `budget`, like {@link listFeedback}.
     */
    async listAssistant(projectId, query = {}) {
        return this.call({
            endpoint: 'listAssistant',
            method: 'GET',
            path: `/v1/analytics/${encodeId(projectId, 'projectId')}/assistant`,
            query: windowParams(query),
            id: { kind: 'project', value: projectId },
            safeToRepeat: true,
            usesBudget: true,
            parse: parseAssistantPage,
        });
    }
    /** Closes the connection pool (after the bundle download, which shares it). Idempotent. */
    close() {
        this.closing ??= this.dispatcher.close();
        return this.closing;
    }
    /** Remembers a secret for scrubbing and hands it to the caller's `onSecret`. */
    learnSecret(secret) {
        this.secrets.add(secret);
        this.onSecret?.(secret);
    }
    /** The retry loop: one call of one endpoint, bounded by `maxAttempts`. */
    async call(spec) {
        const ctx = this.requestContext(spec);
        const bodyText = spec.body === undefined ? undefined : JSON.stringify(spec.body);
        let lastError;
        for (let attempt = 1; attempt <= this.retry.maxAttempts; attempt++) {
            this.checkBeforeAttempt(spec, ctx, attempt, lastError);
            const outcome = await this.attempt(spec, bodyText);
            if (outcome.kind === 'response' && outcome.status >= 200 && outcome.status < 300) {
                return this.parse(spec, ctx, outcome.status, outcome.text, attempt);
            }
            const failed = this.judgeFailure(spec, ctx, outcome, attempt);
            if (!failed.retryable)
                throw failed.error;
            lastError = failed.error;
            const delayMs = this.retryDelay(ctx, attempt, failed);
            this.notifyRetry({
                endpoint: spec.endpoint,
                attempt,
                delayMs,
                reason: (0,secrets/* scrubSecrets */.Zg)(failed.reason, this.secrets),
            });
            await (0,timing/* sleep */.yy)(delayMs, this.signal);
        }
        // The loop returns or throws on its last attempt; this only satisfies the type checker.
        throw lastError ?? new Error('unreachable: retry loop ended without an outcome');
    }
    /** What the error messages need to know about the request: endpoint, method, path, id. */
    requestContext(spec) {
        return {
            endpoint: spec.endpoint,
            method: spec.method,
            path: spec.path,
            origin: this.origin,
            ...(spec.id ? { id: spec.id } : {}),
        };
    }
    /**
     * Throws instead of sending when the run was aborted, the deadline has passed or the analytics
     * budget is spent. Takes a budget unit when the endpoint uses it, so it runs once per attempt.
     */
    checkBeforeAttempt(spec, ctx, attempt, lastError) {
        this.signal?.throwIfAborted();
        if (this.deadline !== undefined && Date.now() >= this.deadline) {
            throw new errors/* PlatformTimeoutError */.Zq(ctx, this.deadline, attempt === 1 ? 'the time limit had already passed' : 'no time was left to try again', lastError);
        }
        if (spec.usesBudget && this.budget && !this.budget.tryTake()) {
            throw new errors/* BudgetExhaustedError */.X0(ctx, this.budget.limit, lastError);
        }
    }
    /**
     * Turns an attempt that did not succeed into its error and whether to retry it. A body too
     * large to read is never retried (the next answer would be just as large).
     */
    judgeFailure(spec, ctx, outcome, attempt) {
        if (outcome.kind === 'too-large') {
            throw (0,errors/* invalidResponseError */.Le)(ctx, outcome.status, `the body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MiB`, attempt, this.secrets);
        }
        return outcome.kind === 'response'
            ? this.judgeErrorStatus(spec, ctx, outcome, attempt)
            : this.judgeNetworkFailure(spec, ctx, outcome, attempt);
    }
    /**
     * An error status: retryable when repeating is harmless and the status is transient, or, for a
     * creating POST, only when the status proves the platform did not act on the request.
     */
    judgeErrorStatus(spec, ctx, outcome, attempt) {
        const retryAfterMs = (0,timing/* parseRetryAfter */.mu)(outcome.retryAfter);
        const repeatable = spec.safeToRepeat
            ? RETRYABLE_STATUSES.has(outcome.status)
            : NOT_PROCESSED_STATUSES.has(outcome.status);
        const notRetried = !repeatable && RETRYABLE_STATUSES.has(outcome.status) ? 'maybe-processed' : undefined;
        const error = (0,errors/* statusError */.$C)(ctx, {
            status: outcome.status,
            ...parseErrorBody(outcome.text),
            ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
        }, attempt, this.secrets, notRetried);
        return {
            error,
            retryable: repeatable && attempt < this.retry.maxAttempts,
            retryAfterMs,
            reason: `HTTP ${outcome.status}`,
        };
    }
    /**
     * No (complete) response: retryable when the failure is transient and either repeating is
     * harmless or the request never left. An attempt cut short by the deadline ends the call.
     */
    judgeNetworkFailure(spec, ctx, outcome, attempt) {
        const { failure } = outcome;
        const repeatable = failure.transient && (spec.safeToRepeat || failure.beforeSend);
        const notRetried = failure.transient && !repeatable ? 'maybe-processed' : undefined;
        const error = (0,errors/* networkError */.x6)(ctx, { ...failure, ...(outcome.cause !== undefined ? { cause: outcome.cause } : {}) }, attempt, this.secrets, notRetried);
        if (outcome.timedOut?.byDeadline && this.deadline !== undefined) {
            throw new errors/* PlatformTimeoutError */.Zq(ctx, this.deadline, `no response within the ${(0,format/* formatDuration */.a3)(outcome.timedOut.limitMs)} left`, error);
        }
        return {
            error,
            retryable: repeatable && attempt < this.retry.maxAttempts,
            reason: `${failure.description} (${failure.code})`,
        };
    }
    /**
     * How long to wait before the next attempt: the platform's Retry-After when it sent one, else
     * the backoff. Throws when the wait would pass the deadline, or, without a deadline, when the
     * platform asks for an unreasonably long wait.
     */
    retryDelay(ctx, attempt, failed) {
        const { error, retryAfterMs } = failed;
        const fromServer = retryAfterMs !== undefined && retryAfterMs > 0;
        const delayMs = fromServer
            ? (retryAfterMs ?? 0)
            : backoffDelay(attempt, this.retry, this.random);
        if (this.deadline !== undefined) {
            const left = this.deadline - Date.now();
            if (delayMs >= left) {
                const asked = fromServer
                    ? `the platform asked to wait ${(0,format/* formatDuration */.a3)(delayMs)} (Retry-After)`
                    : `the next retry would wait ${(0,format/* formatDuration */.a3)(delayMs)}`;
                throw new errors/* PlatformTimeoutError */.Zq(ctx, this.deadline, `${asked} but only ${(0,format/* formatDuration */.a3)(Math.max(0, left))} was left`, error);
            }
        }
        else if (fromServer && delayMs > MAX_RETRY_AFTER_WITHOUT_DEADLINE_MS) {
            // Without a deadline a wait this long is the caller's call, not ours.
            throw error;
        }
        return delayMs;
    }
    /** Calls `onRetry`; a failing logger must not turn a recoverable error into a fatal one. */
    notifyRetry(info) {
        try {
            this.onRetry?.(info);
        }
        catch {
            // Ignored on purpose: logging is best effort.
        }
    }
    /** Parses a success body, turning shape problems into an `invalid_response` error. */
    parse(spec, ctx, status, text, attempt) {
        try {
            return spec.parse(parseJsonObject(text));
        }
        catch (err) {
            if (err instanceof ShapeError) {
                throw (0,errors/* invalidResponseError */.Le)(ctx, status, err.message, attempt, this.secrets);
            }
            throw err;
        }
    }
    /** One HTTP attempt, headers and body, bounded by the request timeout and the deadline. */
    async attempt(spec, bodyText) {
        const left = this.deadline === undefined ? Infinity : this.deadline - Date.now();
        const limitMs = Math.max(1, Math.min(this.requestTimeoutMs, left));
        const byDeadline = left < this.requestTimeoutMs;
        const controller = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            controller.abort(new Error('attempt timed out'));
        }, limitMs);
        const outer = this.signal;
        const onAbort = () => controller.abort(outer?.reason);
        outer?.addEventListener('abort', onAbort, { once: true });
        if (outer?.aborted)
            onAbort();
        const headers = {
            authorization: `Bearer ${this.adminKey}`,
            'user-agent': this.userAgent,
            accept: 'application/json',
        };
        if (bodyText !== undefined)
            headers['content-type'] = 'application/json';
        const query = spec.query?.toString();
        const url = `${this.baseUrl}${spec.path}${query ? `?${query}` : ''}`;
        let status = 0;
        try {
            const response = await (0,undici/* request */.Em)(url, {
                method: spec.method,
                headers,
                body: bodyText,
                dispatcher: this.dispatcher,
                signal: controller.signal,
                // Backstops only: the timer above is the real limit (undici's are idle timers).
                headersTimeout: limitMs + 1_000,
                bodyTimeout: limitMs + 1_000,
            });
            status = response.statusCode;
            const text = await readBody(response.body);
            const retryAfter = response.headers['retry-after'];
            return { kind: 'response', status, text, ...(retryAfter ? { retryAfter } : {}) };
        }
        catch (err) {
            outer?.throwIfAborted();
            if (err instanceof BodyTooLargeError)
                return { kind: 'too-large', status };
            if (timedOut) {
                return {
                    kind: 'network',
                    failure: {
                        code: ATTEMPT_TIMEOUT_CODE,
                        description: `no complete response within ${(0,format/* formatDuration */.a3)(limitMs)}`,
                        beforeSend: false,
                        transient: true,
                    },
                    timedOut: { byDeadline, limitMs },
                };
            }
            return { kind: 'network', failure: classifyNetworkError(err), cause: err };
        }
        finally {
            clearTimeout(timer);
            outer?.removeEventListener('abort', onAbort);
        }
    }
}
/** Reads a body as UTF-8, up to {@link MAX_BODY_BYTES}. */
async function readBody(body) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        size += buf.length;
        if (size > MAX_BODY_BYTES) {
            body.destroy();
            throw new BodyTooLargeError();
        }
        chunks.push(buf);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/**
 * Validates the API base and brings it to `scheme://host[:port][/prefix]`: no trailing slash, no
 * query, and no trailing `/v1` (the client adds it per route, so a pasted `…/v1` would double it).
 */
function normalizeBaseUrl(baseUrl) {
    let parsed;
    try {
        parsed = new URL(baseUrl);
    }
    catch {
        throw new TypeError(`baseUrl is not an absolute URL: "${(0,secrets/* scrubSecrets */.Zg)(String(baseUrl))}"`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
        throw new TypeError(`baseUrl must use http or https, got "${parsed.protocol}"`);
    }
    const path = parsed.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
    return `${parsed.origin}${path}`;
}
/** Query string of a cursor-paged analytics list: window, limit and cursor, each when set. */
function windowParams(query) {
    const params = new URLSearchParams();
    if (query.dateFrom)
        params.set('dateFrom', query.dateFrom);
    if (query.dateTo)
        params.set('dateTo', query.dateTo);
    if (query.limit !== undefined)
        params.set('limit', String(query.limit));
    if (query.cursor)
        params.set('cursor', query.cursor);
    return params;
}
/** Encodes an id for a path segment; empty ids are a programming error, caught before sending. */
function encodeId(id, name) {
    if (typeof id !== 'string' || id.trim() === '') {
        throw new TypeError(`${name} must be a non-empty string`);
    }
    // `.` and `..` survive encoding and would move the request to another path.
    if (id === '.' || id === '..')
        throw new TypeError(`${name} must not be "${id}"`);
    return encodeURIComponent(id);
}

;// CONCATENATED MODULE: ./src/platform/budget.ts
/**
 * A count of the analytics requests this run has made, so the feedback mode can stop before the
 * platform's hourly limit instead of running into it.
 */
/**
 * Requests this run may still make within a rolling window (by default 100 per hour, the
 * platform's analytics limit per organization). Each HTTP attempt takes one unit, retries
 * included.
 *
 * It only counts this run's own requests: the organization may have spent part of its hourly
 * allowance elsewhere (other runs, other tools), so a 429 can still happen and still ends in a
 * `PlatformError` with status 429.
 */
class RequestBudget {
    /** Requests allowed per window. */
    limit;
    /** Length of the rolling window, ms. */
    windowMs;
    /** Clock; injectable for tests. */
    now;
    /** Times of the requests still inside the window, oldest first (never more than `limit`). */
    taken = [];
    /**
     * @param limit Requests allowed per window (default 100).
     * @param windowMs Length of the rolling window in ms (default one hour).
     * @param now Clock, for tests (default `Date.now`).
     */
    constructor(limit = 100, windowMs = 3_600_000, now = Date.now) {
        if (!Number.isInteger(limit) || limit < 0) {
            throw new RangeError(`RequestBudget limit must be a whole number ≥ 0, got ${limit}`);
        }
        if (!(windowMs > 0)) {
            throw new RangeError(`RequestBudget windowMs must be > 0, got ${windowMs}`);
        }
        this.limit = limit;
        this.windowMs = windowMs;
        this.now = now;
    }
    /** Requests made within the current window. */
    get used() {
        this.expire();
        return this.taken.length;
    }
    /** Requests still allowed within the current window. */
    get remaining() {
        return this.limit - this.used;
    }
    /** Takes one unit if any is left; false (and nothing taken) when the budget is spent. */
    tryTake() {
        this.expire();
        if (this.taken.length >= this.limit)
            return false;
        this.taken.push(this.now());
        return true;
    }
    /** Forgets requests older than the window. */
    expire() {
        const cutoff = this.now() - this.windowMs;
        while (this.taken.length > 0 && (this.taken[0] ?? Infinity) <= cutoff)
            this.taken.shift();
    }
}

;// CONCATENATED MODULE: ./src/platform/index.ts
/**
 * The Mintlify admin API client: everything the modes need from `src/platform`.
 */







/***/ })

};

//# sourceMappingURL=295.index.js.map