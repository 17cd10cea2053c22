export const id = 295;
export const ids = [295];
export const modules = {

/***/ 55977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ createPlatformClient)
/* harmony export */ });
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25625);
/* harmony import */ var _platform_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86249);
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

/***/ 3117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ ENDPOINTS),
/* harmony export */   PS: () => (/* binding */ isAgentEndpoint),
/* harmony export */   SX: () => (/* binding */ isExportEndpoint),
/* harmony export */   nM: () => (/* binding */ endpointPath),
/* harmony export */   q0: () => (/* binding */ usesBudget),
/* harmony export */   th: () => (/* binding */ endpointSpec)
/* harmony export */ });
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11246);
/**
 * The one table of the admin API's endpoints: for each, its method and path, its plain-words
 * title (every message names it), whether it is an analytics read (each attempt takes a unit of
 * the run's budget), whether repeating it is harmless, what to check when it answers 400, and the
 * parser of its success body. The client, the errors and the tests read it; the emulators keep
 * their own copy of the vendor's contract.
 */

/** A date-window hint shared by the analytics lists. */
const WINDOW = 'Check the date range (YYYY-MM-DD or ISO 8601; the end date is exclusive';
/** Every endpoint the client calls. */
const ENDPOINTS = {
    triggerUpdate: {
        title: 'trigger update',
        method: 'POST',
        path: '/v1/project/update/{projectId}',
        family: 'update',
        safeToRepeat: false,
        id: 'project',
        parse: _parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseTriggerUpdate */ .Xt,
    },
    getUpdateStatus: {
        title: 'get update status',
        method: 'GET',
        path: '/v1/project/update-status/{statusId}',
        family: 'update',
        safeToRepeat: true,
        id: 'status',
        parse: _parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseUpdateStatus */ .jA,
    },
    startExport: {
        title: 'start static export',
        method: 'POST',
        path: '/v1/static-export/jobs',
        family: 'export',
        safeToRepeat: false,
        badRequest: 'Check that the domain is a bare hostname (no https://, trailing slash or path) and that every path is a published page path.',
        parse: _parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseExportJob */ .nV,
    },
    getExport: {
        title: 'get static export job',
        method: 'GET',
        path: '/v1/static-export/jobs/{jobId}',
        family: 'export',
        safeToRepeat: true,
        id: 'job',
        parse: _parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseExportJob */ .nV,
    },
    generateBundle: {
        title: 'generate export bundle',
        method: 'POST',
        path: '/v1/static-export/jobs/{jobId}/bundle',
        family: 'export',
        // Each call just makes a fresh link.
        safeToRepeat: true,
        id: 'job',
        parse: (body, ctx) => (0,_parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseBundle */ .QN)(body, ctx.onSecret),
    },
    listFeedback: {
        title: 'list feedback',
        method: 'GET',
        path: '/v1/analytics/{projectId}/feedback',
        family: 'analytics',
        safeToRepeat: true,
        id: 'project',
        badRequest: `${WINDOW} and must be after the start), the source, the statuses and the page size (1-100).`,
        parse: _parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseFeedbackPage */ .qS,
    },
    listFeedbackByPage: {
        title: 'list feedback by page',
        method: 'GET',
        path: '/v1/analytics/{projectId}/feedback/by-page',
        family: 'analytics',
        safeToRepeat: true,
        id: 'project',
        badRequest: `${WINDOW} and must be after the start) and the limit (1-100).`,
        parse: _parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseFeedbackByPage */ .xu,
    },
    startPreview: {
        title: 'start preview deployment',
        method: 'POST',
        path: '/v1/project/preview/{projectId}',
        family: 'preview',
        safeToRepeat: false,
        id: 'project',
        badRequest: 'The preview request needs the name of a branch that exists in the repository connected to the project: set `branch` to a pushed branch.',
        parse: _parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseStartPreview */ .y2,
    },
    listViews: {
        title: 'list page views',
        method: 'GET',
        path: '/v1/analytics/{projectId}/views',
        family: 'analytics',
        safeToRepeat: true,
        id: 'project',
        badRequest: `${WINDOW}), the limit (1-250) and the offset (0 or more).`,
        parse: _parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseViewsPage */ .Nw,
    },
    listSearches: {
        title: 'list search terms',
        method: 'GET',
        path: '/v1/analytics/{projectId}/searches',
        family: 'analytics',
        safeToRepeat: true,
        id: 'project',
        badRequest: `${WINDOW}) and the limit (1-100); a cursor is valid only with the query it came from.`,
        parse: _parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseSearchesPage */ .v0,
    },
    listAssistant: {
        title: 'list assistant conversations',
        method: 'GET',
        path: '/v1/analytics/{projectId}/assistant',
        family: 'analytics',
        safeToRepeat: true,
        id: 'project',
        badRequest: `${WINDOW}), the limit (1-1000) and that the cursor is a ULID from the previous page.`,
        parse: _parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseAssistantPage */ .VX,
    },
    triggerAutomation: {
        title: 'trigger automation',
        method: 'POST',
        path: '/v1/workflow/{projectId}/{automationId}/trigger',
        family: 'automation',
        safeToRepeat: false,
        id: 'automation',
        // The 400 hint lists the contract's three reasons (errors.ts, which also matches them).
        parse: (body, ctx) => (0,_parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseTriggerAutomation */ .rY)(body, ctx.id),
    },
    createAgentJob: {
        title: 'create agent job',
        method: 'POST',
        path: '/v2/agent/{projectId}/job',
        family: 'agent',
        safeToRepeat: false,
        id: 'project',
        badRequest: 'The prompt must be a non-empty string.',
        parse: _parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseAgentJob */ .WE,
    },
    getAgentJob: {
        title: 'get agent job',
        method: 'GET',
        path: '/v2/agent/{projectId}/job/{agentJobId}',
        family: 'agent',
        safeToRepeat: true,
        id: 'agentJob',
        parse: _parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parseAgentJob */ .WE,
    },
};
/** The spec of `endpoint`, as its general shape. */
function endpointSpec(endpoint) {
    return ENDPOINTS[endpoint];
}
/**
 * Whether each attempt at `endpoint` takes a unit of the client's budget: the analytics lists
 * (100 per organization per hour) and the agent (100 uses per project per hour, reads assumed
 * to count). A run gives each family a client of its own, so the two budgets never mix.
 */
function usesBudget(endpoint) {
    const { family } = endpointSpec(endpoint);
    return family === 'analytics' || family === 'agent';
}
/** Whether `endpoint` is one of the agent's (v2). */
function isAgentEndpoint(endpoint) {
    return endpointSpec(endpoint).family === 'agent';
}
/** Whether `endpoint` belongs to the static export API (an Enterprise feature). */
function isExportEndpoint(endpoint) {
    return endpointSpec(endpoint).family === 'export';
}
/**
 * The path of `endpoint` with its ids filled in, each encoded for a path segment; an empty id is a
 * programming error, caught before sending.
 */
function endpointPath(endpoint, ids) {
    return endpointSpec(endpoint).path.replace(/\{(\w+)\}/g, (_, name) => encodeId(ids[name], name));
}
/** Encodes an id for a path segment. */
function encodeId(id, name) {
    if (typeof id !== 'string' || id.trim() === '') {
        throw new TypeError(`${name} must be a non-empty string`);
    }
    // `.` and `..` survive encoding and would move the request to another path.
    if (id === '.' || id === '..')
        throw new TypeError(`${name} must not be "${id}"`);
    return encodeURIComponent(id);
}


/***/ }),

/***/ 95455:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K_: () => (/* binding */ AGENT_FORBIDDEN),
  Hp: () => (/* binding */ AUTOMATIONS_PAGE_URL),
  X0: () => (/* binding */ BudgetExhaustedError),
  Wk: () => (/* binding */ PlatformError),
  Zq: () => (/* binding */ PlatformTimeoutError),
  Le: () => (/* binding */ invalidResponseError),
  x6: () => (/* binding */ networkError),
  $C: () => (/* binding */ statusError)
});

// UNUSED EXPORTS: describeRequest, quoteServerText, redactUrl

// EXTERNAL MODULE: ./src/util/format.ts
var format = __webpack_require__(32693);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./src/secrets.ts
var src_secrets = __webpack_require__(27194);
// EXTERNAL MODULE: ./src/platform/endpoints.ts
var endpoints = __webpack_require__(3117);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/platform/causes.ts

/** The run's analytics budget ran out before a request. */
const BUDGET_SPENT = {
    what: "the run's analytics budget is spent",
    todo: [
        'Lower `max-pages`, keep `page-size` at 100, or shorten the date range (`date-from`, `date-to`).',
        '`page-views: false` and `reader-signals: none` leave the whole budget to the feedback.',
    ],
    anchor: 'the-runs-analytics-budget-is-spent',
};
/** What failed and what to do for a failed request. */
function platformCause(error) {
    const http = error.status > 0 ? ` (HTTP ${error.status})` : '';
    switch (error.code) {
        case 'unauthorized':
            return {
                what: `Mintlify refused the admin key${http}`,
                todo: [
                    'Create a new admin key in the Mintlify dashboard (Settings → API keys).',
                    'Put it in the secret the workflow passes as `admin-key` (`MINTLIFY_ADMIN_KEY` in the examples) and run again.',
                ],
                anchor: '401-the-key-is-refused',
            };
        case 'forbidden':
            return forbiddenCause(error.endpoint, http);
        case 'not_found':
            return {
                what: `Mintlify does not know an id the step passed${http}`,
                todo: [
                    'Copy `project-id` (and `status-id` or `automation-id`) again from the Mintlify dashboard, whole.',
                    'Check that the admin key belongs to the same organization as the project.',
                ],
                anchor: '404-unknown-project-update-or-export-job',
            };
        case 'rate_limited':
            return {
                what: `Mintlify's rate limit held${http}`,
                todo: [
                    'Run fewer jobs against the API at once: a `concurrency` group per workflow helps.',
                    'For `mode: feedback`, lower `max-pages`: analytics allow 100 requests per organization per hour.',
                ],
                anchor: '429-rate-limit',
            };
        default:
            return otherCause(error.code, http);
    }
}
/** A 403: the export's Enterprise gate, the preview's plan, or the key's scope and allowlist. */
function forbiddenCause(endpoint, http) {
    if ((0,endpoints/* isAgentEndpoint */.PS)(endpoint)) {
        return {
            what: `Mintlify refused the agent${http}`,
            todo: [
                "The organization's plan may not include the agent, or the admin key is read-only: starting a job needs the write scope.",
            ],
            anchor: '403-the-key-may-not-do-this',
        };
    }
    if ((0,endpoints/* isExportEndpoint */.SX)(endpoint)) {
        return {
            what: `Mintlify refused ${endpoint === 'startExport' ? 'to start ' : ''}the static export${http}`,
            todo: [
                'Static export is an Enterprise feature that Mintlify turns on per organization: ask Mintlify to enable it for yours.',
                "If it is on, use an admin key with the write scope, and check that the key's IP allowlist (if it has one) includes the runner.",
            ],
            anchor: '403-the-key-may-not-do-this',
        };
    }
    if (endpoint === 'startPreview') {
        return {
            what: `Mintlify refused the preview${http}`,
            todo: [
                'Preview deployments need a plan that has them: upgrade in the Mintlify dashboard (Settings → Billing), or remove the preview step.',
                'If your plan has them, use an admin key with the write scope whose IP allowlist (if it has one) includes the runner.',
            ],
            anchor: '403-previews-are-not-on-your-plan',
        };
    }
    return {
        what: `Mintlify refused this request to the admin key${http}`,
        todo: [
            'Writes (an update, an export, a preview, an automation) need a key with the write scope; reads work with a read-only key.',
            "Check the key's IP allowlist: the addresses of GitHub-hosted runners change.",
        ],
        anchor: '403-the-key-may-not-do-this',
    };
}
/** A 400, a 5xx, or no answer the client could read. */
function otherCause(code, http) {
    switch (code) {
        case 'bad_request':
            return {
                what: `Mintlify rejected the request as invalid${http}`,
                todo: ["The message above names what to check; the platform's own details follow it."],
                anchor: '400-the-request-was-rejected',
            };
        case 'server_error':
            return {
                what: `Mintlify failed on its side${http}`,
                todo: [
                    'Nothing to change in the workflow: run the job again later.',
                    'When the message says the request was not retried, check the dashboard first: what it asked for may have started anyway.',
                ],
                anchor: '5xx-the-platform-failed',
            };
        default:
            return {
                what: `the Mintlify API did not answer as expected${http}`,
                todo: [
                    'Leave `api-url` empty for https://api.mintlify.com (without `/v1`).',
                    'On a self-hosted runner, check that it can reach the API (DNS, firewall, proxy).',
                ],
                anchor: 'no-response-or-not-the-mintlify-api',
            };
    }
}

;// CONCATENATED MODULE: ./src/platform/errors.ts
/**
 * Errors of the platform client, and the text hygiene they rely on.
 *
 * Every message names the endpoint by its path only (never the full URL, so no query string) and
 * says the cause and the fix in plain words. Text the platform sends back is quoted after ours,
 * shortened, and scrubbed of the admin key and anything that looks like a presigned link, because
 * these messages end up in job logs, summaries and PR comments.
 */






/** Longest piece of server-provided text quoted in a message. */
const MAX_QUOTED_CHARS = 300;
/**
 * The dashboard's Automations page, where each automation's settings panel shows its id and its
 * run history lists the queued runs (the vendor's contract links both there; runs have no page
 * of their own).
 */
const AUTOMATIONS_PAGE_URL = 'https://app.mintlify.com/products/automations';
/**
 * The three reasons the contract gives for a 400 of trigger automation, each with its fix. The
 * platform's `error` text picks one when it names it; otherwise the message lists all three.
 */
const AUTOMATION_400_CASES = [
    {
        match: /\b(not active|inactive|disabled|paused)\b/i,
        text: 'the automation is not active. Turn it on with the toggle beside it on the Automations ' +
            `page (${AUTOMATIONS_PAGE_URL}), then run this step again.`,
    },
    {
        match: /schedul/i,
        text: 'the automation has no custom schedule, and only automations that run on a custom ' +
            "schedule can be triggered from CI. Give it a custom schedule in its settings panel's " +
            `trigger section on the Automations page (${AUTOMATIONS_PAGE_URL}), or trigger another one.`,
    },
    {
        match: /malformed|invalid\b.*\bid\b|\bid\b.*\binvalid/i,
        text: "the automation id is malformed. Copy it again from the automation's settings panel on " +
            `the Automations page (${AUTOMATIONS_PAGE_URL}) into \`automation-id\`.`,
    },
];
/** What to check when trigger automation answers 400 without naming one of the three reasons. */
const AUTOMATION_400_HINT = 'One of three things is wrong: ' +
    AUTOMATION_400_CASES.map((c, i) => `(${i + 1}) ${c.text}`).join(' ');
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
        return (0,src_secrets/* scrubSecrets */.Zg)(q !== -1 && url[q] === '?' ? `${head}?***` : head);
    }
}
/** Scrubs, collapses whitespace and shortens server-provided text for quoting in a message. */
function quoteServerText(text, secrets = []) {
    const clean = (0,src_secrets/* scrubSecrets */.Zg)(text, secrets).replace(/\s+/g, ' ').trim();
    return clean.length > MAX_QUOTED_CHARS ? `${clean.slice(0, MAX_QUOTED_CHARS - 1)}…` : clean;
}
/** `Mintlify API "get export job" (GET /v1/static-export/jobs/se_1)`. */
function describeRequest(ctx) {
    return `Mintlify API "${(0,endpoints/* endpointSpec */.th)(ctx.endpoint).title}" (${ctx.method} ${ctx.path})`;
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
    /**
     * A creating POST failed in a way that may come after the platform acted on it (a 500, 502 or
     * 504, or a connection lost after sending): it was not retried, and what it creates may exist.
     */
    maybeProcessed;
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
        this.maybeProcessed = init.maybeProcessed === true;
    }
    /** What failed and what to do, for the failure summary. */
    get failure() {
        return platformCause(this);
    }
}
/**
 * The caller's deadline arrived (or a retry wait would have passed it) before the request
 * succeeded. `lastError` is the failure that was being retried, if any.
 */
class PlatformTimeoutError extends Error {
    /** Always `timeout`, to branch on alongside {@link PlatformError.code}. */
    code = 'timeout';
    /** The step's `outcome` output. */
    outcome = 'timeout';
    /** What the failure summary says. */
    failure = errors/* TIMED_OUT */.VP;
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
    /** What the failure summary says. */
    failure = BUDGET_SPENT;
    /** Endpoint that was about to be called. */
    endpoint;
    /** The budget's size. */
    limit;
    /** The failure being retried when the budget ran out, if any. */
    lastError;
    constructor(ctx, limit, lastError) {
        const last = lastError ? ` Last error: ${lastError.message}` : '';
        super((0,endpoints/* isAgentEndpoint */.PS)(ctx.endpoint)
            ? `${describeRequest(ctx)} was not called: this run has already made ${limit} agent ` +
                `requests, the whole hourly limit (${limit} uses per project per hour).${last}`
            : `${describeRequest(ctx)} was not called: this run has already made ${limit} analytics ` +
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
    if (endpoint === 'createAgentJob')
        return 'a second agent job';
    if (endpoint === 'startPreview')
        return 'a second preview deployment';
    if (endpoint === 'triggerAutomation')
        return 'a second automation run';
    return endpoint === 'startExport' ? 'a second export job' : 'a second docs update';
}
/** Where to look before running a maybe-processed request again. */
function checkFirst(endpoint) {
    return endpoint === 'triggerAutomation'
        ? `check the automation's run history on the Automations page (${AUTOMATIONS_PAGE_URL})`
        : 'check the dashboard';
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
/**
 * Explains a 400: names the automation's known refusal when the platform's text matches one,
 * otherwise says the request was invalid and what to check for this endpoint.
 */
function explainBadRequest({ ctx, res }) {
    const details = res.details.length ? ` Details: ${res.details.join('; ')}.` : '';
    const known = ctx.endpoint === 'triggerAutomation'
        ? AUTOMATION_400_CASES.find((c) => c.match.test(res.error ?? ''))
        : undefined;
    if (known) {
        return { code: 'bad_request', text: `the platform refused to run it: ${known.text}` };
    }
    const spec = (0,endpoints/* endpointSpec */.th)(ctx.endpoint);
    const hint = ` ${ctx.endpoint === 'triggerAutomation' ? AUTOMATION_400_HINT : (spec.badRequest ?? 'Check the values passed to this request.')}`;
    return {
        code: 'bad_request',
        text: `the platform rejected the request as invalid.${details}${hint}`,
    };
}
/** Explains a 401: the admin key itself is not accepted, so it must be replaced. */
function explainUnauthorized() {
    return {
        code: 'unauthorized',
        text: 'the admin key is invalid, revoked or expired. Create a new admin key in the Mintlify ' +
            'dashboard (Settings → API keys) and update the secret that holds it.',
    };
}
/**
 * Explains a 403: previews get their own message (the usual cause is the plan), the export
 * endpoints mention the Enterprise gate, and everything else lists scope, allowlist and plan.
 */
function explainForbidden({ ctx }) {
    if ((0,endpoints/* isAgentEndpoint */.PS)(ctx.endpoint))
        return { code: 'forbidden', text: AGENT_FORBIDDEN };
    if (ctx.endpoint === 'startPreview') {
        return {
            code: 'forbidden',
            text: 'preview deployments are not available on your current plan, or the admin key may not ' +
                'create them. Previews need a plan that has them: upgrade in the Mintlify dashboard ' +
                '(Settings → Billing) or remove the preview step. Otherwise check that the key has ' +
                "the write scope and that the runner's IP address is on the key's IP allowlist.",
        };
    }
    const isExport = (0,endpoints/* isExportEndpoint */.SX)(ctx.endpoint);
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
/** The agent's 403 in one line: both causes, since the answer does not say which. */
const AGENT_FORBIDDEN = "Mintlify refused the agent: the organization's plan may not include the agent, or the admin " +
    'key is read-only (starting a job needs a key with the write scope).';
/** Explains a 404 by the kind of id the endpoint takes: automation, update status, job or project. */
function explainNotFound({ ctx }) {
    let text;
    if (ctx.endpoint === 'triggerAutomation') {
        text =
            `no ${idText(ctx, 'automation with this id')} exists in this project: it was deleted, ` +
                `or it belongs to another project. Copy the id from the automation's settings panel on ` +
                `the Automations page (${AUTOMATIONS_PAGE_URL}) and check that \`project-id\` is the ` +
                `project the automation belongs to.`;
    }
    else if (ctx.endpoint === 'getUpdateStatus') {
        text =
            `no update has ${idText(ctx, 'this status id')}. Status ids are the statusId a trigger ` +
                `update call returns; check it was copied whole and belongs to this key's organization.`;
    }
    else if (ctx.endpoint === 'getAgentJob') {
        text = `no agent job has ${idText(ctx, 'this job id')} in this project: it may have been removed.`;
    }
    else if ((0,endpoints/* isExportEndpoint */.SX)(ctx.endpoint)) {
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
/** Explains a 409; only the export bundle has a known cause (the job has not completed). */
function explainConflict({ ctx }) {
    return {
        code: 'conflict',
        text: (0,endpoints/* isExportEndpoint */.SX)(ctx.endpoint)
            ? `the export ${idText(ctx, 'job')} has not completed (it is still running, or it ` +
                `failed), so no bundle can be generated. Wait until the job's status is completed ` +
                `and ask for the bundle again; a failed job needs a new export.`
            : 'the platform reported a conflict with the current state of the resource.',
    };
}
/** Which rate limit an endpoint hit and how to stay under it (endpoints have different limits). */
function rateLimitText(endpoint) {
    if ((0,endpoints/* isAgentEndpoint */.PS)(endpoint)) {
        return ("the agent's rate limit was reached: 100 uses per project per hour (reads counted). No " +
            'new job is started until the hour rolls over.');
    }
    if ((0,endpoints/* usesBudget */.q0)(endpoint)) {
        return ('the analytics rate limit was reached: analytics endpoints allow 100 requests per ' +
            "organization per hour, shared by everything that uses your organization's keys. Wait " +
            'for the hour to roll over, fetch fewer pages (a larger page size or a shorter date ' +
            'range) or run the report less often.');
    }
    if (endpoint === 'startPreview') {
        return ('the preview rate limit was reached: 5 previews per minute per organization. Let one ' +
            'preview run per pull request (a `concurrency` group with `cancel-in-progress: true`) ' +
            'and try again in a minute.');
    }
    if (endpoint === 'triggerUpdate') {
        return ('the trigger-update rate limit was reached: 10 requests per 10 seconds per ' +
            'organization. Avoid triggering updates from many jobs at once (a concurrency group ' +
            'helps) and try again in a few seconds.');
    }
    return ('the platform is rate limiting requests. Wait a little and try again, and avoid ' +
        'running many jobs against the API at the same time.');
}
/** Explains a 429: the endpoint's limit, then the wait the platform asked for and the attempts. */
function explainRateLimited({ ctx, res, attempts }) {
    const wait = res.retryAfterMs !== undefined
        ? ` The platform asked to wait ${(0,format/* formatDuration */.a3)(res.retryAfterMs)}.`
        : '';
    return {
        code: 'rate_limited',
        text: `${rateLimitText(ctx.endpoint)}${wait}${attemptsNote(attempts)}`,
    };
}
/**
 * Explains a 5xx. A maybe-processed POST says why it was not retried and what to check, because
 * running it again blindly could create something twice.
 */
function explainServerError({ ctx, attempts, notRetried }) {
    const why = notRetried === 'maybe-processed'
        ? ` It was not retried: the platform may have acted on it anyway, and a retry could ` +
            `start ${createdThing(ctx.endpoint)}; ${checkFirst(ctx.endpoint)} before running again.`
        : `${attemptsNote(attempts)} Try again later.`;
    return {
        code: 'server_error',
        text: `the platform failed on its side; this is not a problem with your configuration.${why}`,
    };
}
/** Explains any status without an explainer of its own: 5xx, a redirect, or something unexpected. */
function explainOtherStatus(input) {
    const { status } = input.res;
    if (status >= 500)
        return explainServerError(input);
    if (status >= 300 && status < 400) {
        return {
            code: 'invalid_response',
            text: 'the API answered with a redirect. Check that the API URL points at the Mintlify API itself.',
        };
    }
    return { code: 'bad_request', text: `the platform answered with an unexpected status.` };
}
/** The statuses with a message of their own; the rest go to {@link explainOtherStatus}. */
const STATUS_EXPLAINERS = {
    400: explainBadRequest,
    401: explainUnauthorized,
    403: explainForbidden,
    404: explainNotFound,
    409: explainConflict,
    429: explainRateLimited,
};
/** Cause and fix for one HTTP status, in plain words. */
function explainStatus(ctx, res, attempts, notRetried) {
    const explain = STATUS_EXPLAINERS[res.status] ?? explainOtherStatus;
    return explain({ ctx, res, attempts, notRetried });
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
        maybeProcessed: notRetried === 'maybe-processed',
    });
}
/** Builds the error for a request that got no (complete) response. */
function networkError(ctx, failure, attempts, secrets, notRetried) {
    const secretList = [...secrets];
    const safeCtx = scrubContext(ctx, secretList);
    const what = quoteServerText(`${failure.description} (${failure.code})`, secretList);
    let fix;
    if (failure.code === 'EPROXY') {
        // The proxy's refusal says what to do; no retry, and no later try, would change its answer.
        fix = ' Not retried: the proxy answers every attempt alike.';
    }
    else if (notRetried === 'maybe-processed') {
        fix =
            ` It was not retried: the request may have reached the platform, and a retry could start ` +
                `${createdThing(ctx.endpoint)}. ${(0,util_text/* capitalize */.ZH)(checkFirst(ctx.endpoint))} before running again.`;
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
        maybeProcessed: notRetried === 'maybe-processed',
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
        path: (0,src_secrets/* scrubSecrets */.Zg)(ctx.path, secrets),
        origin: redactUrl(ctx.origin).replace(/\/$/, ''),
        ...(ctx.id ? { id: { kind: ctx.id.kind, value: quoteServerText(ctx.id.value, secrets) } } : {}),
    };
}


/***/ }),

/***/ 86249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Hp: () => (/* reexport */ errors/* AUTOMATIONS_PAGE_URL */.Hp),
  X0: () => (/* reexport */ errors/* BudgetExhaustedError */.X0),
  Ht: () => (/* reexport */ PlatformClient),
  Wk: () => (/* reexport */ errors/* PlatformError */.Wk),
  Zq: () => (/* reexport */ errors/* PlatformTimeoutError */.Zq),
  bK: () => (/* reexport */ RequestBudget)
});

// UNUSED EXPORTS: DEFAULT_RETRY, isCodeSnippetFeedback, isContextualFeedback, redactUrl

// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
// EXTERNAL MODULE: ./src/util/network.ts + 2 modules
var network = __webpack_require__(23535);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
// EXTERNAL MODULE: ./src/util/format.ts
var format = __webpack_require__(32693);
// EXTERNAL MODULE: ./src/platform/errors.ts + 1 modules
var errors = __webpack_require__(95455);
// EXTERNAL MODULE: ./src/platform/parse.ts + 1 modules
var parse = __webpack_require__(11246);
// EXTERNAL MODULE: ./src/platform/endpoints.ts
var endpoints = __webpack_require__(3117);
// EXTERNAL MODULE: ./src/util/timing.ts
var timing = __webpack_require__(50620);
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
    const proxy = err instanceof network/* ProxyError */.T6 ? err : undefined;
    const plain = CODE_DESCRIPTIONS[code];
    return {
        code,
        // The proxy's own answer (a refusal, silence) is in its message; else the code's words.
        description: proxy && plain && proxy.answer === 'failed'
            ? `${plain}, at or through the runner's proxy ${proxy.proxy}`
            : proxy
                ? proxy.message
                : (plain ?? fallback),
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
 * One dispatcher (keep-alive, through the runner's proxy when it has one: util/network.ts) serves
 * every request of the client; a run opens one client (modes/shared/analytics.ts for the
 * analytics reads). The paths, titles, budget use and parsers
 * of the endpoints are one table (endpoints.ts). Retries are a small loop of our own; retry.ts
 * says why undici's RetryAgent did not fit.
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
    /** The client's keep-alive pool (through the runner's proxy when it has one), closed by {@link close}. */
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
        this.dispatcher = (0,network/* dispatcherFor */.tR)(new URL(this.baseUrl), {
            connections: 16,
            ...(this.deadline !== undefined ? { deadline: this.deadline } : {}),
        });
    }
    /** Queues a deployment update of `projectId` (POST /v1/project/update/{projectId}). */
    async triggerUpdate(projectId) {
        return this.call('triggerUpdate', { ids: { projectId } });
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
        return this.call('startPreview', { ids: { projectId }, body: { branch } });
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
        return this.call('triggerAutomation', { ids: { projectId, automationId } });
    }
    /** Reads the state of an update (GET /v1/project/update-status/{statusId}). */
    async getUpdateStatus(statusId) {
        return this.call('getUpdateStatus', { ids: { statusId } });
    }
    /** Starts a static export job (POST /v1/static-export/jobs). */
    async startExport(exportRequest) {
        const body = { domain: exportRequest.domain };
        if (exportRequest.version !== undefined)
            body.version = exportRequest.version;
        if (exportRequest.paths !== undefined)
            body.paths = exportRequest.paths;
        return this.call('startExport', { body });
    }
    /** Reads a static export job (GET /v1/static-export/jobs/{jobId}). */
    async getExport(jobId) {
        return this.call('getExport', { ids: { jobId } });
    }
    /**
     * Packages a completed job and returns a presigned link (POST
     * /v1/static-export/jobs/{jobId}/bundle). The link goes to `onSecret` before this returns.
     * Retried like a GET: each call just makes a fresh link.
     */
    async generateBundle(jobId) {
        return this.call('generateBundle', { ids: { jobId } });
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
        return this.call('listFeedback', { ids: { projectId }, query: params });
    }
    /**
     * Feedback counts per page, the pages with the most feedback first (GET
     * /v1/analytics/{projectId}/feedback/by-page): one reply of at most `limit` pages, since the
     * contract offers no way to page further. Each attempt takes a unit of `budget`.
     */
    async listFeedbackByPage(projectId, query = {}) {
        return this.call('listFeedbackByPage', { ids: { projectId }, query: windowParams(query) });
    }
    /**
     * One page of page views (GET /v1/analytics/{projectId}/views): site totals and per-path counts.
     * Each attempt takes a unit of `budget`, like {@link listFeedback}.
     */
    async listViews(projectId, query = {}) {
        const params = windowParams(query);
        if (query.offset !== undefined)
            params.set('offset', String(query.offset));
        return this.call('listViews', { ids: { projectId }, query: params });
    }
    /**
     * One page of search terms, most searched first (GET /v1/analytics/{projectId}/searches).
     * Each attempt takes a unit of `budget`, like {@link listFeedback}.
     */
    async listSearches(projectId, query = {}) {
        return this.call('listSearches', { ids: { projectId }, query: windowParams(query) });
    }
    /**
     * One page of assistant conversations (GET /v1/analytics/{projectId}/assistant). Each attempt
     * takes a unit of `budget`, like {@link listFeedback}.
     */
    async listAssistant(projectId, query = {}) {
        return this.call('listAssistant', { ids: { projectId }, query: windowParams(query) });
    }
    /**
     * Starts the docs agent on `prompt` (POST /v2/agent/{projectId}/job): it works in the background
     * and opens a pull request when it edits files. Each accepted call starts one more job, so it is
     * retried only when the platform provably did not act on it. Takes a unit of `budget`.
     */
    async createAgentJob(projectId, prompt) {
        if (typeof prompt !== 'string' || prompt.trim() === '') {
            throw new TypeError('prompt must be a non-empty string');
        }
        return this.call('createAgentJob', { ids: { projectId }, body: { prompt } });
    }
    /** Reads an agent job (GET /v2/agent/{projectId}/job/{id}). Takes a unit of `budget`. */
    async getAgentJob(projectId, agentJobId) {
        return this.call('getAgentJob', { ids: { projectId, agentJobId } });
    }
    /** Closes the connection pool. Idempotent. */
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
    async call(endpoint, args) {
        const spec = callSpec(endpoint, args);
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
            ...(0,parse/* parseErrorBody */.kW)(outcome.text),
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
            const id = spec.id?.value ?? '';
            const onSecret = (secret) => this.learnSecret(secret);
            return (0,endpoints/* endpointSpec */.th)(spec.endpoint).parse((0,parse/* parseJsonObject */.dw)(text), { id, onSecret });
        }
        catch (err) {
            if (err instanceof parse/* ShapeError */.ym) {
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
            const response = await (0,undici.request)(url, {
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
                // A silent proxy is named (util/network.ts answers the cut request with its error).
                const silent = err instanceof network/* ProxyError */.T6 ? err.message : undefined;
                return {
                    kind: 'network',
                    failure: {
                        code: ATTEMPT_TIMEOUT_CODE,
                        description: silent ?? `no complete response within ${(0,format/* formatDuration */.a3)(limitMs)}`,
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
    const path = parsed.pathname.replace(/(?<!\/)\/+$/, '').replace(/\/v1$/, '');
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
/** The call of `endpoint` as the retry loop sees it: its spec, with the path's ids filled in. */
function callSpec(endpoint, args) {
    const spec = endpoints/* ENDPOINTS */.Hr[endpoint];
    const path = (0,endpoints/* endpointPath */.nM)(endpoint, args.ids ?? {});
    const idKind = 'id' in spec ? spec.id : undefined;
    const idValue = idKind ? args.ids?.[`${idKind}Id`] : undefined;
    return {
        endpoint,
        method: spec.method,
        path,
        ...(args.query ? { query: args.query } : {}),
        ...(args.body !== undefined ? { body: args.body } : {}),
        ...(idKind && idValue !== undefined ? { id: { kind: idKind, value: idValue } } : {}),
        safeToRepeat: spec.safeToRepeat,
        usesBudget: (0,endpoints/* usesBudget */.q0)(endpoint),
    };
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

/***/ 11246:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ym: () => (/* binding */ ShapeError),
  WE: () => (/* binding */ parseAgentJob),
  VX: () => (/* binding */ parseAssistantPage),
  QN: () => (/* binding */ parseBundle),
  kW: () => (/* binding */ parseErrorBody),
  nV: () => (/* binding */ parseExportJob),
  xu: () => (/* binding */ parseFeedbackByPage),
  qS: () => (/* binding */ parseFeedbackPage),
  dw: () => (/* binding */ parseJsonObject),
  v0: () => (/* binding */ parseSearchesPage),
  y2: () => (/* binding */ parseStartPreview),
  rY: () => (/* binding */ parseTriggerAutomation),
  Xt: () => (/* binding */ parseTriggerUpdate),
  jA: () => (/* binding */ parseUpdateStatus),
  Nw: () => (/* binding */ parseViewsPage)
});

// UNUSED EXPORTS: isCodeSnippetFeedback, isContextualFeedback, parseFeedbackEntry

;// CONCATENATED MODULE: ./src/platform/types.ts
/**
 * Shapes of the Mintlify admin API's requests and responses, as the client hands them out.
 *
 * They follow the vendor's published OpenAPI descriptions (trigger update / update status,
 * preview, trigger automation, static export, analytics feedback, views, searches and assistant).
 * Enumerated string fields are typed as "a known value or any other string" so a value the vendor
 * adds later passes through instead of failing the run.
 */
/** The states of an agent job (v2), as the contract lists them. */
const AGENT_JOB_STATUSES = ['active', 'completed', 'archived', 'failed'];

;// CONCATENATED MODULE: ./src/platform/parse.ts
/**
 * Minimal, explicit checks of response bodies. Fields the contract requires (and the few the
 * client cannot work without) must be present with the right type, or a {@link ShapeError} names
 * the field; everything else is taken when it has the documented type and left out otherwise, so
 * a new or odd field never fails a run.
 */

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
/** Longest agent job id kept: it goes back into a path and into the issue's hidden line. */
const MAX_AGENT_ID = 200;
/** Longest `prLink` kept (a pull request URL is far shorter). */
const MAX_PR_LINK = 2_000;
/**
 * Body of an agent job (v2): `id` and `status` are required (an unknown status is a shape
 * problem: the caller cannot tell a finished job from a running one); `prLink` and the branch
 * (`source.ref`) are kept when they are strings of sane length, else null. What they mean is for the caller to check.
 */
function parseAgentJob(body) {
    const id = requireString(body, 'id');
    if (id.length > MAX_AGENT_ID)
        throw new ShapeError('id', `is longer than ${MAX_AGENT_ID}`);
    const status = body.status;
    if (!AGENT_JOB_STATUSES.includes(status)) {
        throw new ShapeError('status', 'is not one of active, completed, archived, failed');
    }
    const link = body.prLink;
    const prLink = typeof link === 'string' && link !== '' && link.length <= MAX_PR_LINK ? link : null;
    const source = body.source;
    const ref = isObject(source) ? source.ref : undefined;
    // A branch name is at most 255 bytes on GitHub: anything longer is no branch of ours.
    const sourceRef = typeof ref === 'string' && ref !== '' && ref.length <= 255 ? ref : null;
    return { id, status: status, prLink, sourceRef };
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


/***/ }),

/***/ 50620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _o: () => (/* binding */ MAX_TIMER_MS),
/* harmony export */   ml: () => (/* binding */ backoffCeiling),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   yy: () => (/* binding */ sleep)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Waiting, the one way: `sleep`, the `Retry-After` parser and the backoff formula every retry loop
 * of the action uses (the platform client, the bundle download, the Pages status polls, export
 * conflicts). Bottom layer: imports nothing from `src/`.
 */

/** Longest delay `setTimeout` honours (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;
/**
 * The exponential backoff ceiling after the `failedAttempt`-th failure (1-based):
 * `min(maxMs, baseMs · 2^(n-1))`. Callers that want jitter draw below it (the platform client's
 * full jitter); the others wait it out as it is.
 */
function backoffCeiling(failedAttempt, baseMs, maxMs) {
    const exponent = Math.min(Math.max(failedAttempt - 1, 0), 30);
    return Math.min(maxMs, baseMs * 2 ** exponent);
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
/**
 * Waits `ms`, or rejects with `signal.reason` the moment `signal` aborts (also when it already
 * has): node:timers/promises rejects with its own AbortError, and callers tell a deadline from a
 * cancellation by the reason. The one sleep of the action.
 */
async function sleep(ms, signal) {
    try {
        // Node fires longer timers after 1 ms instead; callers bound waits by a deadline anyway.
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(Math.min(Math.max(ms, 0), MAX_TIMER_MS), undefined, { signal });
    }
    catch (err) {
        signal?.throwIfAborted();
        throw err;
    }
}


/***/ })

};

//# sourceMappingURL=295.index.js.map