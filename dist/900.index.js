export const id = 900;
export const ids = [900];
export const modules = {

/***/ 54471:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X0: () => (/* reexport */ BudgetExhaustedError),
  Ht: () => (/* reexport */ PlatformClient),
  Wk: () => (/* reexport */ PlatformError),
  Zq: () => (/* reexport */ PlatformTimeoutError),
  bK: () => (/* reexport */ RequestBudget),
  Zg: () => (/* reexport */ scrubSecrets)
});

// UNUSED EXPORTS: DEFAULT_RETRY, isCodeSnippetFeedback, isContextualFeedback, parseRetryAfter, redactUrl

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
;// CONCATENATED MODULE: ./src/platform/errors.ts
/** Longest piece of server-provided text quoted in a message. */
const MAX_QUOTED_CHARS = 300;
/** Plain-words name of each endpoint, used in messages. */
const ENDPOINT_TITLES = {
    triggerUpdate: 'trigger update',
    getUpdateStatus: 'get update status',
    startExport: 'start static export',
    getExport: 'get static export job',
    generateBundle: 'generate export bundle',
    listFeedback: 'list feedback',
};
/** Endpoints of the static export API (an Enterprise feature). */
const EXPORT_ENDPOINTS = new Set([
    'startExport',
    'getExport',
    'generateBundle',
]);
// Secrets that can show up in text the client did not write itself.
/** The query of any absolute URL. */
const URL_QUERY = /(\bhttps?:\/\/[^\s"'<>?#]*)\?[^\s"'<>#]*/gi;
/** A query (of a relative link, say) that carries a signature. */
const SIGNED_QUERY = /\?[^\s"'<>#]*(?:sig|X-Amz-)[^\s"'<>#]*/gi;
/** Single presigning parameters outside any URL. */
const SIGNED_PARAM = /\b(X-Amz-[A-Za-z-]+|Signature|sig)=[^&\s"'<>]*/gi;
/** Mintlify admin keys begin with `mint_`. */
const ADMIN_KEY = /\bmint_[A-Za-z0-9_-]{4,}/g;
/** An Authorization header value echoed back. */
const BEARER = /\b(Bearer)\s+[^\s"',;]+/gi;
/**
 * Replaces each of `secrets` and anything shaped like a credential (admin keys, bearer tokens,
 * presigned-link queries, `X-Amz-…`/`Signature=` parameters) in `text` with `***`.
 */
function scrubSecrets(text, secrets = []) {
    let out = text;
    // Longest first, so a secret that contains another is replaced whole.
    const known = [...secrets].filter((s) => s.length >= 4).sort((a, b) => b.length - a.length);
    for (const secret of known)
        out = out.split(secret).join('***');
    return out
        .replace(URL_QUERY, '$1?***')
        .replace(SIGNED_QUERY, '?***')
        .replace(SIGNED_PARAM, '$1=***')
        .replace(ADMIN_KEY, 'mint_***')
        .replace(BEARER, '$1 ***');
}
/**
 * `url` without its credentials: origin and path, with any query replaced by `?***` and the
 * fragment dropped. Safe to log even for presigned links.
 */
function redactUrl(url) {
    try {
        const parsed = new URL(url);
        // `origin` leaves out user:password@, which is a credential too.
        return `${parsed.origin}${parsed.pathname}${parsed.search ? '?***' : ''}`;
    }
    catch {
        const q = url.search(/[?#]/);
        const head = q === -1 ? url : url.slice(0, q);
        return scrubSecrets(q !== -1 && url[q] === '?' ? `${head}?***` : head);
    }
}
/** Scrubs, collapses whitespace and shortens server-provided text for quoting in a message. */
function quoteServerText(text, secrets = []) {
    const clean = scrubSecrets(text, secrets).replace(/\s+/g, ' ').trim();
    return clean.length > MAX_QUOTED_CHARS ? `${clean.slice(0, MAX_QUOTED_CHARS - 1)}…` : clean;
}
/** `Mintlify API "get export job" (GET /v1/static-export/jobs/se_1)`. */
function describeRequest(ctx) {
    return `Mintlify API "${ENDPOINT_TITLES[ctx.endpoint]}" (${ctx.method} ${ctx.path})`;
}
/**
 * A request to the platform failed: an error status, no response, or a response the client could
 * not understand. The message is meant for the workflow's author as is.
 */
class PlatformError extends Error {
    /** HTTP status; 0 when no response arrived (network failure or timeout). */
    status;
    /** Failure kind. */
    code;
    /** Endpoint called. */
    endpoint;
    /** HTTP method. */
    method;
    /** Request path (no query string). */
    path;
    /** The body's `error` text, scrubbed and shortened; undefined when there was none. */
    serverMessage;
    /** The body's `details[].message` texts (400 responses), scrubbed and shortened. */
    details;
    /** Wait the platform asked for in `Retry-After`, in ms, when it sent one. */
    retryAfterMs;
    /** HTTP attempts made before giving up (1 when the failure was not retried). */
    attempts;
    constructor(init) {
        super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
        this.name = 'PlatformError';
        this.status = init.status;
        this.code = init.code;
        this.endpoint = init.endpoint;
        this.method = init.method;
        this.path = init.path;
        this.serverMessage = init.serverMessage;
        this.details = init.details ?? [];
        if (init.retryAfterMs !== undefined)
            this.retryAfterMs = init.retryAfterMs;
        this.attempts = init.attempts;
    }
}
/**
 * The caller's deadline arrived (or a retry wait would have passed it) before the request
 * succeeded. `lastError` is the failure that was being retried, if any.
 */
class PlatformTimeoutError extends Error {
    /** Always `timeout`, to branch on alongside {@link PlatformError.code}. */
    code = 'timeout';
    /** Endpoint called. */
    endpoint;
    /** HTTP method. */
    method;
    /** Request path (no query string). */
    path;
    /** The deadline, epoch ms. */
    deadline;
    /** The failure being retried when time ran out, if any. */
    lastError;
    constructor(ctx, deadline, why, lastError) {
        const last = lastError ? ` Last error: ${lastError.message}` : '';
        super(`${describeRequest(ctx)} did not succeed before the time limit: ${why}.${last}`);
        this.name = 'PlatformTimeoutError';
        this.endpoint = ctx.endpoint;
        this.method = ctx.method;
        this.path = ctx.path;
        this.deadline = deadline;
        this.lastError = lastError;
    }
}
/**
 * The run's analytics request budget is spent; raised before any request is sent. The feedback
 * mode should check `budget.remaining` to avoid this.
 */
class BudgetExhaustedError extends Error {
    /** Endpoint that was about to be called. */
    endpoint;
    /** The budget's size. */
    limit;
    /** The failure being retried when the budget ran out, if any. */
    lastError;
    constructor(ctx, limit, lastError) {
        const last = lastError ? ` Last error: ${lastError.message}` : '';
        super(`${describeRequest(ctx)} was not called: this run has already made ${limit} analytics ` +
            `requests, its whole budget (the platform allows ${limit} per organization per hour). ` +
            `Fetch fewer pages (a larger page size or a shorter date range) or run less often.${last}`);
        this.name = 'BudgetExhaustedError';
        this.endpoint = ctx.endpoint;
        this.limit = limit;
        this.lastError = lastError;
    }
}
/** What a non-idempotent POST would create twice if retried blindly. */
function createdThing(endpoint) {
    return endpoint === 'startExport' ? 'a second export job' : 'a second docs update';
}
function formatSeconds(ms) {
    return ms >= 10_000 ? `${Math.round(ms / 1000)} s` : `${(ms / 1000).toFixed(1)} s`;
}
function attemptsNote(attempts) {
    if (attempts <= 1)
        return '';
    const retries = attempts === 2 ? 'once' : `${attempts - 1} times`;
    return ` Gave up after ${attempts} attempts (retried ${retries}).`;
}
function idText(ctx, fallback) {
    return ctx.id ? `${ctx.id.kind} id "${ctx.id.value}"` : fallback;
}
/** Cause and fix for one HTTP status, in plain words. */
function explainStatus(ctx, res, attempts, notRetried) {
    const { status } = res;
    const isExport = EXPORT_ENDPOINTS.has(ctx.endpoint);
    switch (status) {
        case 400: {
            const details = res.details.length ? ` Details: ${res.details.join('; ')}.` : '';
            const hint = ctx.endpoint === 'startExport'
                ? ' Check that the domain is a bare hostname (no https://, trailing slash or path) and that every path is a published page path.'
                : ctx.endpoint === 'listFeedback'
                    ? ' Check the date range (YYYY-MM-DD or ISO 8601; the end date is exclusive and must be after the start), the source, the statuses and the page size (1-100).'
                    : ' Check the values passed to this request.';
            return {
                code: 'bad_request',
                text: `the platform rejected the request as invalid.${details}${hint}`,
            };
        }
        case 401:
            return {
                code: 'unauthorized',
                text: 'the admin key is invalid, revoked or expired. Create a new admin key in the Mintlify ' +
                    'dashboard (Settings → API keys) and update the secret that holds it.',
            };
        case 403: {
            const scope = ctx.method === 'GET' || ctx.method === 'HEAD' ? 'read' : 'write';
            const exportNote = isExport
                ? 'Static export is available on Enterprise plans only and must be enabled for your ' +
                    'organization: ask Mintlify to enable it if your plan lacks it. Otherwise, '
                : '';
            return {
                code: 'forbidden',
                text: `the admin key is not allowed to do this. ${exportNote}` +
                    `${isExport ? 'the' : 'The'} key may lack the scope this request needs (reads need ` +
                    `read, everything else needs write; this ${ctx.method} needs ${scope}), the runner's IP ` +
                    `address may not be on the key's IP allowlist, or your plan may not include this feature.`,
            };
        }
        case 404: {
            let text;
            if (ctx.endpoint === 'getUpdateStatus') {
                text =
                    `no update has ${idText(ctx, 'this status id')}. Status ids are the statusId a trigger ` +
                        `update call returns; check it was copied whole and belongs to this key's organization.`;
            }
            else if (isExport) {
                text =
                    `no static export job has ${idText(ctx, 'this job id')}. Job ids are the jobId that ` +
                        `starting a static export returns; check it was copied whole and belongs to this key's ` +
                        `organization.`;
            }
            else {
                text =
                    `no project has ${idText(ctx, 'this project id')}. Copy the project id from the Mintlify ` +
                        `dashboard (Settings → API keys) and check that the admin key belongs to the same ` +
                        `organization.`;
            }
            return { code: 'not_found', text };
        }
        case 409:
            return {
                code: 'conflict',
                text: isExport
                    ? `the export ${idText(ctx, 'job')} has not completed (it is still running, or it ` +
                        `failed), so no bundle can be generated. Wait until the job's status is completed ` +
                        `and ask for the bundle again; a failed job needs a new export.`
                    : 'the platform reported a conflict with the current state of the resource.',
            };
        case 429: {
            let text;
            if (ctx.endpoint === 'listFeedback') {
                text =
                    'the analytics rate limit was reached: analytics endpoints allow 100 requests per ' +
                        "organization per hour, shared by everything that uses your organization's keys. Wait " +
                        'for the hour to roll over, fetch fewer pages (a larger page size or a shorter date ' +
                        'range) or run the report less often.';
            }
            else if (ctx.endpoint === 'triggerUpdate') {
                text =
                    'the trigger-update rate limit was reached: 10 requests per 10 seconds per ' +
                        'organization. Avoid triggering updates from many jobs at once (a concurrency group ' +
                        'helps) and try again in a few seconds.';
            }
            else {
                text =
                    'the platform is rate limiting requests. Wait a little and try again, and avoid ' +
                        'running many jobs against the API at the same time.';
            }
            const wait = res.retryAfterMs !== undefined
                ? ` The platform asked to wait ${formatSeconds(res.retryAfterMs)}.`
                : '';
            return { code: 'rate_limited', text: `${text}${wait}${attemptsNote(attempts)}` };
        }
        default:
            break;
    }
    if (status >= 500) {
        const why = notRetried === 'maybe-processed'
            ? ` It was not retried: the platform may have acted on it anyway, and a retry could ` +
                `start ${createdThing(ctx.endpoint)}; check the dashboard before running again.`
            : `${attemptsNote(attempts)} Try again later.`;
        return {
            code: 'server_error',
            text: `the platform failed on its side; this is not a problem with your configuration.${why}`,
        };
    }
    if (status >= 300 && status < 400) {
        return {
            code: 'invalid_response',
            text: 'the API answered with a redirect. Check that the API URL points at the Mintlify API itself.',
        };
    }
    return { code: 'bad_request', text: `the platform answered with an unexpected status.` };
}
/** Builds the error for an HTTP error response. */
function statusError(ctx, res, attempts, secrets, notRetried) {
    const secretList = [...secrets];
    const safeCtx = scrubContext(ctx, secretList);
    const serverMessage = res.error !== undefined && res.error.trim() !== ''
        ? quoteServerText(res.error, secretList)
        : undefined;
    const details = res.details.map((d) => quoteServerText(d, secretList));
    const { code, text } = explainStatus(safeCtx, { ...res, details }, attempts, notRetried);
    const said = serverMessage ? ` The platform said: "${serverMessage}"` : '';
    return new PlatformError({
        ...safeCtx,
        message: `${describeRequest(safeCtx)} failed with HTTP ${res.status}: ${text}${said}`,
        status: res.status,
        code,
        serverMessage,
        details,
        retryAfterMs: res.retryAfterMs,
        attempts,
    });
}
/** Builds the error for a request that got no (complete) response. */
function networkError(ctx, failure, attempts, secrets, notRetried) {
    const secretList = [...secrets];
    const safeCtx = scrubContext(ctx, secretList);
    const what = quoteServerText(`${failure.description} (${failure.code})`, secretList);
    let fix;
    if (notRetried === 'maybe-processed') {
        fix =
            ` It was not retried: the request may have reached the platform, and a retry could start ` +
                `${createdThing(ctx.endpoint)}. Check the dashboard before running again.`;
    }
    else if (failure.beforeSend) {
        fix =
            `${attemptsNote(attempts)} Check that the API URL is right and that the runner can reach ` +
                `it (DNS, firewall, proxy).`;
    }
    else {
        fix = `${attemptsNote(attempts)} The platform or the network may be having trouble; try again later.`;
    }
    return new PlatformError({
        ...safeCtx,
        message: `${describeRequest(safeCtx)} failed: no response from ${safeCtx.origin}: ${what}.${fix}`,
        status: 0,
        code: 'network',
        attempts,
        cause: failure.cause,
    });
}
/** Builds the error for a success status whose body is not what the contract promises. */
function invalidResponseError(ctx, status, problem, attempts, secrets) {
    const secretList = [...secrets];
    const safeCtx = scrubContext(ctx, secretList);
    return new PlatformError({
        ...safeCtx,
        message: `${describeRequest(safeCtx)} returned an invalid response (HTTP ${status}): ` +
            `${quoteServerText(problem, secretList)}. Check that the API URL points at the Mintlify ` +
            `API; if it does, the platform may have changed its response format.`,
        status,
        code: 'invalid_response',
        attempts,
    });
}
/** The context with the id and path scrubbed, in case a caller passed a secret as an id. */
function scrubContext(ctx, secrets) {
    return {
        ...ctx,
        path: scrubSecrets(ctx.path, secrets),
        origin: redactUrl(ctx.origin).replace(/\/$/, ''),
        ...(ctx.id ? { id: { kind: ctx.id.kind, value: quoteServerText(ctx.id.value, secrets) } } : {}),
    };
}

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
/** Longest delay `setTimeout` honours (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;
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
    const exponent = Math.min(Math.max(failedAttempt - 1, 0), 30);
    const ceiling = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** exponent);
    // Clamp the draw: an injected random source may return 1 or something out of range.
    const r = Math.min(Math.max(random(), 0), 1);
    return Math.floor(r * ceiling);
}
/**
 * Parses `Retry-After` (delta-seconds or an HTTP date) into milliseconds from `now`; a date in
 * the past gives 0. Undefined when absent or unreadable.
 */
function parseRetryAfter(value, now = Date.now()) {
    const raw = Array.isArray(value) ? value[0] : value;
    if (raw === undefined)
        return undefined;
    const text = raw.trim();
    if (text === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(text))
        return Math.round(Number(text) * 1000);
    // HTTP dates always name a month; without this, Date.parse would read `-5` as a year.
    if (!/[a-z]{3}/i.test(text))
        return undefined;
    const at = Date.parse(text);
    if (Number.isNaN(at))
        return undefined;
    return Math.max(0, at - now);
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
/**
 * Waits `ms`, or rejects with `signal.reason` the moment `signal` aborts (also when it already
 * has). Never leaves a timer or listener behind.
 */
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted) {
            reject(abortReason(signal));
            return;
        }
        const onAbort = () => {
            clearTimeout(timer);
            reject(abortReason(signal));
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, 
        // Node fires longer timers after 1 ms instead; callers bound waits by a deadline anyway.
        Math.min(Math.max(ms, 0), MAX_TIMER_MS));
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
/** What to throw when `signal` aborted: its reason, or a standard AbortError. */
function abortReason(signal) {
    return signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

;// CONCATENATED MODULE: ./src/platform/client.ts
/**
 * Client of the Mintlify admin API: trigger update / update status, static export, analytics
 * feedback. It knows nothing of GitHub; the modes wire it to inputs, logs and masking.
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
        this.requestTimeoutMs = Math.min(timeout, MAX_TIMER_MS);
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
        const ctx = {
            endpoint: spec.endpoint,
            method: spec.method,
            path: spec.path,
            origin: this.origin,
            ...(spec.id ? { id: spec.id } : {}),
        };
        const bodyText = spec.body === undefined ? undefined : JSON.stringify(spec.body);
        let lastError;
        for (let attempt = 1; attempt <= this.retry.maxAttempts; attempt++) {
            if (this.signal?.aborted)
                throw abortReason(this.signal);
            if (this.deadline !== undefined && Date.now() >= this.deadline) {
                throw new PlatformTimeoutError(ctx, this.deadline, attempt === 1 ? 'the time limit had already passed' : 'no time was left to try again', lastError);
            }
            if (spec.usesBudget && this.budget && !this.budget.tryTake()) {
                throw new BudgetExhaustedError(ctx, this.budget.limit, lastError);
            }
            const outcome = await this.attempt(spec, bodyText);
            let error;
            let retryable;
            let retryAfterMs;
            let reason;
            if (outcome.kind === 'too-large') {
                throw invalidResponseError(ctx, outcome.status, `the body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MiB`, attempt, this.secrets);
            }
            else if (outcome.kind === 'response') {
                if (outcome.status >= 200 && outcome.status < 300) {
                    return this.parse(spec, ctx, outcome.status, outcome.text, attempt);
                }
                retryAfterMs = parseRetryAfter(outcome.retryAfter);
                const repeatable = spec.safeToRepeat
                    ? RETRYABLE_STATUSES.has(outcome.status)
                    : NOT_PROCESSED_STATUSES.has(outcome.status);
                retryable = repeatable && attempt < this.retry.maxAttempts;
                const notRetried = !repeatable && RETRYABLE_STATUSES.has(outcome.status) ? 'maybe-processed' : undefined;
                error = statusError(ctx, {
                    status: outcome.status,
                    ...parseErrorBody(outcome.text),
                    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
                }, attempt, this.secrets, notRetried);
                reason = `HTTP ${outcome.status}`;
            }
            else {
                const { failure } = outcome;
                const repeatable = failure.transient && (spec.safeToRepeat || failure.beforeSend);
                retryable = repeatable && attempt < this.retry.maxAttempts;
                const notRetried = failure.transient && !repeatable ? 'maybe-processed' : undefined;
                error = networkError(ctx, { ...failure, ...(outcome.cause !== undefined ? { cause: outcome.cause } : {}) }, attempt, this.secrets, notRetried);
                if (outcome.timedOut?.byDeadline && this.deadline !== undefined) {
                    throw new PlatformTimeoutError(ctx, this.deadline, `no response within the ${formatMs(outcome.timedOut.limitMs)} left`, error);
                }
                reason = `${failure.description} (${failure.code})`;
            }
            if (!retryable)
                throw error;
            lastError = error;
            const fromServer = retryAfterMs !== undefined && retryAfterMs > 0;
            const delayMs = fromServer
                ? (retryAfterMs ?? 0)
                : backoffDelay(attempt, this.retry, this.random);
            if (this.deadline !== undefined) {
                const left = this.deadline - Date.now();
                if (delayMs >= left) {
                    const asked = fromServer
                        ? `the platform asked to wait ${formatMs(delayMs)} (Retry-After)`
                        : `the next retry would wait ${formatMs(delayMs)}`;
                    throw new PlatformTimeoutError(ctx, this.deadline, `${asked} but only ${formatMs(Math.max(0, left))} was left`, error);
                }
            }
            else if (fromServer && delayMs > MAX_RETRY_AFTER_WITHOUT_DEADLINE_MS) {
                // Without a deadline a wait this long is the caller's call, not ours.
                throw error;
            }
            this.notifyRetry({
                endpoint: spec.endpoint,
                attempt,
                delayMs,
                reason: scrubSecrets(reason, this.secrets),
            });
            await sleep(delayMs, this.signal);
        }
        // The loop returns or throws on its last attempt; this only satisfies the type checker.
        throw lastError ?? new Error('unreachable: retry loop ended without an outcome');
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
                throw invalidResponseError(ctx, status, err.message, attempt, this.secrets);
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
            if (outer?.aborted)
                throw abortReason(outer);
            if (err instanceof BodyTooLargeError)
                return { kind: 'too-large', status };
            if (timedOut) {
                return {
                    kind: 'network',
                    failure: {
                        code: ATTEMPT_TIMEOUT_CODE,
                        description: `no complete response within ${formatMs(limitMs)}`,
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
        throw new TypeError(`baseUrl is not an absolute URL: "${scrubSecrets(String(baseUrl))}"`);
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
        throw new TypeError(`baseUrl must use http or https, got "${parsed.protocol}"`);
    }
    const path = parsed.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
    return `${parsed.origin}${path}`;
}
/** Encodes an id for a path segment; empty ids are a programming error, caught before sending. */
function encodeId(id, name) {
    if (typeof id !== 'string' || id.trim() === '') {
        throw new TypeError(`${name} must be a non-empty string`);
    }
    return encodeURIComponent(id);
}
/** `250 ms`, `1.5 s`, `30 s`. */
function formatMs(ms) {
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    return ms >= 10_000 ? `${Math.round(ms / 1000)} s` : `${(ms / 1000).toFixed(1)} s`;
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







/***/ }),

/***/ 5236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ writeJobSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27194);
/** Writes the job summary: one place that redacts secrets before anything reaches the file. */


/**
 * Appends `markdown` to the job summary (GITHUB_STEP_SUMMARY), with every known secret and any
 * presigned query removed. Does nothing, with a debug line, outside a runner.
 *
 * Best-effort in every mode: the summary reports work already done (outputs set, bundle
 * published), so failing to write it is a warning, never the step's failure. Never throws.
 */
async function writeJobSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz('GITHUB_STEP_SUMMARY is not set: no job summary written.');
        return;
    }
    try {
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw((0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E)(markdown), true).write();
    }
    catch (err) {
        // Whatever was buffered must not leak into a later write.
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.emptyBuffer();
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not write the job summary (the step's result stands; its outputs are set): ${(0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .redact */ .E)(err instanceof Error ? err.message : String(err))}`);
    }
}


/***/ }),

/***/ 91211:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   kU: () => (/* binding */ stripControl),
/* harmony export */   ln: () => (/* binding */ inlineText),
/* harmony export */   qs: () => (/* binding */ defuseMentions),
/* harmony export */   ti: () => (/* binding */ inlineCode),
/* harmony export */   xR: () => (/* binding */ tableCell),
/* harmony export */   xv: () => (/* binding */ truncate),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
/**
 * Neutralizes untrusted text (feedback comments, build logs, commit messages, file names) before it
 * reaches markdown that GitHub renders in a job summary or a PR comment. Pure functions, no I/O.
 *
 * What "neutralized" means here: no raw HTML, no live @mention or #reference (they would notify
 * people or link issues from text a stranger wrote), no link or image the text did not earn
 * (`javascript:`/`data:` never), no markdown structure (tables, headings, fences) broken by it,
 * and no terminal escape sequences.
 */
const ZWSP = '\u200b';
/* eslint-disable no-control-regex -- matching control characters is the point here */
/** Strips ANSI escape sequences and C0/C1 control characters other than tab and newline. */
function stripControl(text) {
    return (text
        .replace(/\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(\u0007|\u001b\\)?|\u001b[@-Z\\-_]/g, '')
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '')
        // Bidirectional overrides can make text read differently from what it is.
        .replace(/[\u202a-\u202e\u2066-\u2069]/g, ''));
}
/* eslint-enable no-control-regex */
/** Escapes `&`, `<`, `>` and quotes for use inside HTML (e.g. `<summary>`, attributes). */
function escapeHtml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}
/** Escapes `&`, `<`, `>`: enough for text outside attributes, and leaves quotes readable. */
function escapeText(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/** Breaks @mentions and #123 / GH-123 / owner/repo#1 references so GitHub does not link or notify. */
function defuseMentions(text) {
    return text
        .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`)
        .replace(/#(?=\d)/g, `#${ZWSP}`)
        .replace(/\bGH-(?=\d)/gi, (m) => `${m.slice(0, 2)}${ZWSP}-`);
}
/**
 * Makes untrusted text safe as inline markdown: one line, HTML and markdown syntax escaped,
 * mentions and references defused, cut to `max` characters (default 300).
 */
function inlineText(text, max = 300) {
    if (text === null || text === undefined)
        return '';
    const one = stripControl(String(text)).replace(/\s+/g, ' ').trim();
    const cut = truncate(one, max)
        // GFM autolinks bare URLs and www. names; break them so text cannot make a link.
        .replace(/\b(https?|ftp|javascript|data|vbscript|file|mailto):/gi, `$1${ZWSP}:`)
        .replace(/\bwww\./gi, `www${ZWSP}.`);
    // Markdown punctuation that could start structure, emphasis, links or images is escaped first;
    // HTML escaping comes after so its entities (`&lt;`, `&#39;`) are not broken by backslashes.
    const escaped = escapeText(cut.replace(/([\\`*_{}[\]()#+\-.!|~])/g, '\\$1'));
    return defuseMentions(escaped);
}
/** Like {@link inlineText}, for a table cell (pipes are already escaped; empty becomes a dash). */
function tableCell(text, max = 120) {
    const cell = inlineText(text, max);
    return cell === '' ? '—' : cell;
}
/**
 * Shows untrusted text verbatim as a fenced code block whose fence is longer than any backtick
 * run inside it, so the text cannot close the block early. Mentions do not fire inside code.
 */
function codeBlock(text, language = '') {
    const body = stripControl(text).replace(/\r\n?/g, '\n');
    const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    const lang = /^[A-Za-z0-9_+#.-]{1,30}$/.test(language) ? language : '';
    return `${fence}${lang}\n${body}\n${fence}`;
}
/** Shows a short untrusted string as inline code (one line), safe whatever backticks it holds. */
function inlineCode(text, max = 200) {
    const one = truncate(stripControl(text).replace(/\s+/g, ' ').trim(), max);
    if (one === '')
        return '';
    const longest = Math.max(0, ...[...one.matchAll(/`+/g)].map((m) => m[0].length));
    const ticks = '`'.repeat(longest + 1);
    // A space pads content that starts or ends with a backtick, as CommonMark requires.
    const pad = one.startsWith('`') || one.endsWith('`') ? ' ' : '';
    return `${ticks}${pad}${one}${pad}${ticks}`;
}
/**
 * Returns `url` when it is an absolute http(s) URL without credentials, percent-encoding the
 * characters that could end a markdown link target; undefined otherwise (javascript:, data:, …).
 */
function safeUrl(url) {
    if (!url)
        return undefined;
    let parsed;
    try {
        parsed = new URL(url.trim());
    }
    catch {
        return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return undefined;
    if (parsed.username || parsed.password)
        return undefined;
    return parsed.href.replace(/[()<> "'`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** Cuts `text` to at most `max` characters (code points), ending with `…` when cut. */
function truncate(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}
/** A collapsed `<details>` block; `summary` is untrusted-safe (escaped), `body` is markdown. */
function details(summary, body, open = false) {
    return `<details${open ? ' open' : ''}><summary>${escapeHtml(stripControl(summary))}</summary>\n\n${body}\n\n</details>`;
}


/***/ })

};

//# sourceMappingURL=900.index.js.map