export const id = 794;
export const ids = [794];
export const modules = {

/***/ 49124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jh: () => (/* binding */ withAnalytics),
/* harmony export */   bZ: () => (/* binding */ listRead),
/* harmony export */   cd: () => (/* binding */ ListCollector)
/* harmony export */ });
/* harmony import */ var _platform_close_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55079);
/* harmony import */ var _inputs_window_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93901);
/* harmony import */ var _util_page_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23585);
/* harmony import */ var _platform_client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55977);




/** Opens the run's analytics client, hands it to `use`, and closes it on every path. */
async function withAnalytics(ctx, budget, use) {
    const client = (0,_platform_client_js__WEBPACK_IMPORTED_MODULE_2__/* .createPlatformClient */ .B)(ctx, budget);
    try {
        return await use({
            client,
            budget,
            signal: ctx.signal,
            projectId: ctx.inputs.projectId,
            window: (0,_inputs_window_js__WEBPACK_IMPORTED_MODULE_1__/* .windowQuery */ .vQ)(ctx.inputs),
        });
    }
    finally {
        await (0,_platform_close_js__WEBPACK_IMPORTED_MODULE_0__/* .closePlatformClient */ .d)(client, ctx.signal);
    }
}
/**
 * What a collector of one list keeps besides its data: the pages it looks for (normalized by the
 * path rules every report uses) and the keys of the rows taken, so that a reply repeating rows
 * instead of moving on adds nothing twice.
 */
class ListCollector {
    /** The wanted pages, normalized. */
    targets;
    seen = new Set();
    /** @param wanted the pages to look for (normalized again here); none by default */
    constructor(wanted = []) {
        this.targets = new Set(wanted.map((p) => (0,_util_page_path_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizePagePath */ .i)(p)));
    }
    /** Distinct rows taken. */
    get rows() {
        return this.seen.size;
    }
    /** The items whose `key` was not taken before, each once; takes them. */
    fresh(items, key) {
        const fresh = [];
        for (const item of items) {
            const k = key(item);
            if (this.seen.has(k))
                continue;
            this.seen.add(k);
            fresh.push(item);
        }
        return fresh;
    }
}
/** How a list read went, in the words every read's result shares (nothing else of `read`). */
function listRead(read) {
    const { stop, requests, pageSize, allowance, error } = read;
    return { stop, requests, pageSize, allowance, ...(error !== undefined ? { error } : {}) };
}


/***/ }),

/***/ 81903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ readList),
/* harmony export */   P: () => (/* binding */ readInto)
/* harmony export */ });
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25625);
/* harmony import */ var _platform_paged_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54175);
/* harmony import */ var _util_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32693);
/**
 * One read of an analytics list beside the feedback itself, as every mode makes it (`feedback`'s
 * page views, search terms and assistant conversations; `health`'s site reads): the paged reader
 * (platform/paged-read.ts) with the run's client and budget within the read's planned allowance, a
 * log line a page, one line on how the read went in the mode's words ({@link ReadVoice}), and how
 * many rows it kept (none of a failed read). A bad reply never throws; only cancellation
 * propagates.
 */



/** The {@link PageQuery} of the page at `cursor` (undefined for the first). */
function pageQuery(analytics, limit, cursor) {
    return { ...analytics.window, limit, ...(cursor ? { cursor } : {}) };
}
/**
 * Follows the list until it ends, `enough` says so, or the allowance or budget is spent, and says
 * how it went. Only cancellation propagates.
 */
async function readList(analytics, options) {
    const { list } = options;
    const [one, many] = list.unit;
    const subject = options.voice.subject(options.name);
    // Whether the last page said more rows exist than the list lets a read reach.
    let beyond = false;
    const result = await (0,_platform_paged_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readPaged */ .u)({
        client: analytics.client,
        signal: analytics.signal,
        budget: analytics.budget,
        allowance: options.allowance,
        paging: list.paging === 'offset' ? { kind: 'offset', size: list.pageSize } : { kind: 'cursor' },
        fetch: (client, at) => list.fetch(client, analytics.projectId, pageQuery(analytics, list.pageSize, at.cursor), at),
        absorb: (page, at) => {
            beyond = list.beyond?.(page) ?? false;
            const tally = {
                rows: list.items(page).length,
                fresh: options.absorb(page),
                ...list.next(page),
            };
            _log_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${subject}: page ${at.number}, ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(tally.rows, one, many)} (${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(options.rows())} so far)${tally.more ? '' : ', the last one'}.`);
            return tally;
        },
        enough: options.enough ?? (() => false),
        stuck: options.stuck ?? neverEnds,
    });
    const failed = result.stop === 'failed';
    const outcome = {
        stop: result.stop,
        requests: result.requests,
        pageSize: list.pageSize,
        allowance: options.allowance,
        rows: failed ? 0 : options.rows(),
        more: !failed && (list.beyond ? beyond : result.stop === 'cut'),
        ...(result.error !== undefined ? { error: result.error } : {}),
        ...(result.failure === 'timeout' ? { timedOut: true } : {}),
    };
    logOutcome(outcome, subject, options, list.unit);
    return outcome;
}
/**
 * Reads a list into a `Collector` made for the `wanted` pages, and returns the collector the report
 * shows: an empty one when the read failed, since nothing of a failed read is shown.
 */
async function readInto(analytics, options, Collector, wanted) {
    const collector = new Collector(wanted);
    const read = await readList(analytics, {
        ...options,
        absorb: (page) => collector.add(page),
        rows: () => collector.rows,
        enough: () => collector.enough ?? false,
    });
    return { read, kept: read.stop === 'failed' ? new Collector([]) : collector };
}
/** One wording for a list that would loop. */
const neverEnds = (reason, at, tally) => `the list never ends: page ${at.number} ${reason === 'repeated-cursor'
    ? 'hands back a cursor already followed'
    : `says more follow but brings ${tally.rows === 0 ? 'no rows' : 'only rows already read'}`}, so reading on would only repeat it.`;
/** The step's one line on a read: a warning when the report misses some of it. */
function logOutcome(o, subject, options, unit) {
    const rows = (0,_util_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(o.rows, ...unit);
    const requests = (0,_util_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(o.requests, 'request');
    if (o.stop === 'failed') {
        _log_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${subject} could not be read${options.voice.failed}: ${o.error ?? 'unknown error'}`);
    }
    else if (o.stop === 'skipped') {
        // With an allowance, retries (this read's or an earlier one's) spent the budget first.
        const retries = o.allowance > 0 ? ` (retries used the ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(o.allowance, 'request')} planned)` : '';
        _log_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${subject} were not read: ${options.skipped ?? options.voice.skipped}${retries}.`);
    }
    else if (o.stop === 'cut' && options.short !== undefined) {
        _log_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${subject} were cut short after ${requests} (${rows} read): ${options.short}; the report says so.`);
    }
    else {
        const tail = o.more ? '; more exist, the report says so' : '';
        _log_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${subject}: read ${rows} in ${requests}${tail}.`);
    }
}


/***/ }),

/***/ 15821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ey: () => (/* binding */ SEARCHES_LIST),
/* harmony export */   _1: () => (/* binding */ VIEWS_LIST),
/* harmony export */   m_: () => (/* binding */ ASSISTANT_LIST)
/* harmony export */ });
/** Page views per path, most viewed first. */
const VIEWS_LIST = {
    pageSize: 250,
    paging: 'offset',
    unit: ['page', 'pages'],
    fetch: (client, project, query, at) => client.listViews(project, { ...query, offset: at.offset }),
    items: (page) => page.views,
    next: (page) => ({ more: page.hasMore }),
};
/** Search terms, most searched first. */
const SEARCHES_LIST = {
    pageSize: 100,
    unit: ['term', 'terms'],
    fetch: (client, project, query) => client.listSearches(project, query),
    items: (page) => page.searches,
    next: (page) => ({ more: page.nextCursor !== null, nextCursor: page.nextCursor }),
};
/** Assistant conversations, newest first. */
const ASSISTANT_LIST = {
    pageSize: 1_000,
    unit: ['conversation', 'conversations'],
    fetch: (client, project, query) => client.listAssistant(project, query),
    items: (page) => page.conversations,
    next: (page) => ({ more: page.hasMore, nextCursor: page.nextCursor }),
};


/***/ }),

/***/ 27726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ PageViewsCollector)
/* harmony export */ });
/* harmony import */ var _util_page_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23585);
/* harmony import */ var _analytics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49124);


/** Sums view rows into pages and tracks which of the wanted pages have turned up. */
class PageViewsCollector extends _analytics_js__WEBPACK_IMPORTED_MODULE_0__/* .ListCollector */ .cd {
    /** Every page read, by normalized path. */
    pages = new Map();
    found = new Set();
    /** Distinct pages to find. */
    get wanted() {
        return this.targets.size;
    }
    /** Whether every wanted page has been found (true at once when none is wanted). */
    get complete() {
        return this.found.size >= this.targets.size;
    }
    /** Adds one page of rows; returns how many of them were new (not seen on an earlier page). */
    add(rows) {
        // By raw path: a reply that repeats rows instead of moving on adds nothing twice.
        const fresh = this.fresh(rows, (row) => row.path);
        for (const row of fresh)
            this.take(row);
        return fresh.length;
    }
    /** Adds one row known to be new. */
    take(row) {
        const page = (0,_util_page_path_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizePagePath */ .i)(row.path);
        const stats = this.pages.get(page) ?? { page, human: 0, ai: 0, total: 0 };
        this.pages.set(page, stats);
        stats.human += row.human;
        stats.ai += row.ai;
        stats.total += row.total;
        if (this.targets.has(page))
            this.found.add(page);
    }
}


/***/ }),

/***/ 54175:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ readPaged)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95455);
/**
 * The one read loop of every paged analytics list (feedback, views, search terms, assistant
 * conversations): page after page within an allowance and the run's shared budget, until the list
 * ends, the caller has what it needs, or the service stops making progress. Offset and cursor
 * paging are two small strategies of the same loop. A bad reply never throws: the read ends
 * `failed` with a reason in the caller's words; only cancellation propagates.
 */

/**
 * Reads pages until the list ends, {@link PagedReadOptions.enough} says so, the allowance or budget
 * is spent, or a reply is bad. Never throws for a bad reply; only cancellation propagates.
 */
async function readPaged(options) {
    if (options.allowance <= 0)
        return { stop: 'skipped', requests: 0, cutBy: 'allowance' };
    const { client } = options;
    const state = { requests: 0, at: { number: 1, offset: 0, cursor: undefined } };
    try {
        return await loop(client, options, state);
    }
    catch (err) {
        return settleError(err, options.signal, state.requests);
    }
}
async function loop(client, options, state) {
    // Cursors already followed: the service handing one back again would loop to the allowance.
    const followed = new Set();
    for (;;) {
        const limit = limitReached(options, state.requests);
        if (limit)
            return cut(limit, state.requests);
        const { at } = state;
        const page = await options.fetch(client, at);
        state.requests++;
        const tally = await options.absorb(page, at);
        const next = nextAt(options.paging, at, tally, followed);
        if (options.enough?.())
            return { stop: next ? 'found' : 'complete', requests: state.requests };
        if (!next)
            return { stop: 'complete', requests: state.requests };
        if (next === 'repeated-cursor' || tally.fresh === 0) {
            const reason = next === 'repeated-cursor' ? next : 'no-progress';
            const error = options.stuck(reason, at, tally);
            return { stop: 'failed', requests: state.requests, failure: reason, error };
        }
        state.at = next;
    }
}
/** Which limit stops the next request, if any. */
function limitReached(options, requests) {
    if (requests >= options.allowance)
        return 'allowance';
    if (options.budget.remaining <= 0)
        return 'budget';
    return undefined;
}
function cut(by, requests) {
    return { stop: requests === 0 ? 'skipped' : 'cut', requests, cutBy: by };
}
/**
 * Where the page after `at` starts: undefined at the end of the list, `repeated-cursor` when the
 * service hands back a cursor already followed.
 */
function nextAt(paging, at, tally, followed) {
    if (paging.kind === 'offset') {
        if (!tally.more)
            return undefined;
        return { number: at.number + 1, offset: at.offset + paging.size, cursor: undefined };
    }
    const cursor = tally.nextCursor;
    if (!tally.more || !cursor)
        return undefined;
    if (cursor === at.cursor || followed.has(cursor))
        return 'repeated-cursor';
    if (at.cursor)
        followed.add(at.cursor);
    return { number: at.number + 1, offset: at.offset + tally.rows, cursor };
}
/** A thrown error as a read result; cancellation and bugs propagate. */
function settleError(err, signal, requests) {
    if (signal.aborted)
        throw signal.reason;
    if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BudgetExhaustedError */ .X0)
        return cut('budget', requests);
    if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformTimeoutError */ .Zq) {
        return { stop: 'failed', requests, failure: 'timeout', error: err.message };
    }
    if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformError */ .Wk) {
        return { stop: 'failed', requests, failure: 'error', error: err.message };
    }
    throw err;
}


/***/ }),

/***/ 76579:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C4: () => (/* binding */ hardCut),
/* harmony export */   OS: () => (/* binding */ shrinkLimits),
/* harmony export */   dD: () => (/* binding */ sectionsThatFit),
/* harmony export */   w7: () => (/* binding */ shrinkToFit)
/* harmony export */ });
/**
 * Text that must fit under a limit (GitHub's, src/guard.ts `LIMITS`, less room for what a sink
 * adds): the one way renderers fit. A report renders with numeric limits (rows shown, characters
 * quoted...) and shrinks them until it fits ({@link shrinkToFit}); a list of sections keeps the
 * ones that fit ({@link sectionsThatFit}); a cut at a line is the last resort ({@link hardCut}).
 */
/** Renders, halving one limit at a time (`next`) and rendering again, until it fits `max`. */
function shrinkToFit(options) {
    const { text } = shrinkLimits(options);
    return options.measure(text) > options.max ? hardCut(text, options.max, options.measure) : text;
}
/**
 * {@link shrinkToFit} without the last-resort cut: the text and the limits it was rendered with
 * (a renderer that fits twice, lines then bytes, starts the second pass where the first ended).
 */
function shrinkLimits(options) {
    const { start, render, next } = options;
    const floor = options.floor ?? {};
    const limits = { ...start };
    const least = (key) => floor[key] ?? 0;
    const movable = (key) => limits[key] > least(key);
    let text = render(limits);
    // Bounded: every pass halves one limit, and each reaches its floor after a few halvings.
    for (let i = 0; i < 200; i++) {
        const key = next(text, limits, movable);
        if (key === undefined || !movable(key))
            break;
        limits[key] = Math.max(least(key), Math.floor(limits[key] / 2));
        text = render(limits);
    }
    return { text, limits };
}
/**
 * How many of `sections` (in order) fit in `room` characters, each with the two characters of the
 * blank line that joins it to the one before.
 */
function sectionsThatFit(sections, room) {
    let left = room;
    let count = 0;
    for (const section of sections) {
        if (section.length + 2 > left)
            break;
        left -= section.length + 2;
        count++;
    }
    return count;
}
/**
 * Last resort of a renderer that shrinks its lists to fit (it should never be needed): cuts at a
 * line to fit `measure` under `max`, closing any open fence or `<details>`, and says so.
 */
function hardCut(md, max, measure) {
    const note = '\n\n…the report was cut to fit; see the job summary for all of it.\n';
    let lines = md.split('\n');
    while (lines.length > 0 && measure(lines.join('\n')) > max - 200) {
        lines = lines.slice(0, Math.max(0, Math.floor(lines.length * 0.9) - 1));
    }
    let fence;
    let open = 0;
    for (const line of lines) {
        const m = /^(`{3,})/.exec(line);
        if (m?.[1]) {
            if (fence === undefined)
                fence = m[1];
            else if (line.trim() === fence)
                fence = undefined;
        }
        else if (fence === undefined) {
            if (line.startsWith('<details'))
                open++;
            if (line.startsWith('</details>'))
                open = Math.max(0, open - 1);
        }
    }
    const close = `${fence ? `\n${fence}` : ''}${'\n</details>'.repeat(open)}`;
    return `${lines.join('\n')}${close}${note}`;
}


/***/ }),

/***/ 70251:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   yT: () => (/* binding */ redactContactDetails)
/* harmony export */ });
/* unused harmony exports EMAIL_PLACEHOLDER, PHONE_PLACEHOLDER */
/**
 * Removes contact details from text readers typed (search terms, assistant questions) before it is
 * quoted anywhere: e-mail addresses and phone numbers. Pure and self-contained (no imports), so it
 * can move to the bottom layer with the other text helpers.
 *
 * Run it before markdown sanitizing: the sanitizer escapes `.` and `-`, which would hide an
 * address from these patterns.
 */
/** What an e-mail address becomes. */
const EMAIL_PLACEHOLDER = '[e-mail]';
/** What a phone number becomes. */
const PHONE_PLACEHOLDER = '[phone]';
/**
 * An e-mail address: a local part, `@` (or its full-width form), and a domain with at least one
 * dot. Letters of any script count, since readers write in every language. The match starts only
 * where a run of local-part characters starts: tried from every character of a long run, it would
 * scan the rest of the run each time (quadratic; 20,000 letters took 0.2 s per call).
 */
const EMAIL = /(?<![\p{L}\p{N}._%+'-])[\p{L}\p{N}._%+'-]+\s?[@＠]\s?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}/gu;
/**
 * A phone number candidate: an optional `+` or `(`, then digits with blanks, dots, dashes, slashes
 * or parentheses between them, not glued to letters or other digits, nor to a word by a dash, dot
 * or slash (the last group of a UUID, `…-a456-426614174000`, is no phone number). Whether it is a
 * phone number is decided by {@link isPhoneNumber}.
 */
const PHONE_CANDIDATE = /(?<![\p{L}\p{N}+]|[\p{L}\p{N}][-./])(?:\+|\(\s?\+?)?\d[\d\s()./-]*\d(?![\p{L}\p{N}])/gu;
/** Digits a phone number has, national or international (E.164 allows at most 15). */
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;
/**
 * Whether a candidate is a phone number rather than a date, a time, a version or a plain count:
 * 7 to 15 digits, and not shaped like `2024-01-31`, `1.2.3.4` or `10.0.1`.
 */
function isPhoneNumber(candidate) {
    const digits = candidate.replace(/\D/g, '').length;
    if (digits < MIN_PHONE_DIGITS || digits > MAX_PHONE_DIGITS)
        return false;
    const trimmed = candidate.trim();
    // ISO dates (with or without a time glued on by a blank) are not phone numbers.
    if (/^\d{4}-\d{2}-\d{2}(?:\s+\d{1,2})?$/.test(trimmed))
        return false;
    // Version numbers and IPv4 addresses: dots only, short groups.
    if (/^\d{1,3}(?:\.\d{1,3}){2,3}$/.test(trimmed))
        return false;
    return true;
}
/**
 * `text` with every e-mail address replaced by {@link EMAIL_PLACEHOLDER} and every phone number
 * by {@link PHONE_PLACEHOLDER}. Errs on the side of privacy: a 7-to-15-digit number that is not a
 * date or a version is taken for a phone number.
 */
function redactContactDetails(text) {
    return text
        .replace(EMAIL, EMAIL_PLACEHOLDER)
        .replace(PHONE_CANDIDATE, (match) => (isPhoneNumber(match) ? PHONE_PLACEHOLDER : match));
}


/***/ }),

/***/ 1001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ir: () => (/* binding */ conversationPages),
/* harmony export */   oS: () => (/* binding */ helpfulPercent)
/* harmony export */ });
/* unused harmony exports VIEW_LABEL, viewsOf, helpfulShare */
/* harmony import */ var _page_path_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23585);
/**
 * What each reader figure of a page means, once, for every mode that shows one (feedback's PR
 * comment and summary, health's issue, the PR reviews), so the same page in the same window
 * gives the same numbers everywhere:
 *
 * - **Unanswered questions**: assistant conversations marked unanswered that started on the page
 *   or cite it as a source, each conversation once per page ({@link conversationPages}).
 * - **Views**: human views unless a figure says otherwise; AI views (agents and crawlers) and all
 *   views are always labelled as such ({@link VIEW_LABEL}).
 * - **Helpful share**: helpful votes among the helpful and not-helpful votes read; no share
 *   without a vote ({@link helpfulShare}).
 *
 * Bottom layer: pure, structural types only.
 */

/** The pages a conversation counts for: the one it started on and every one it cites, once each. */
function conversationPages(c) {
    const pages = new Set();
    for (const url of [c.pageUrl, ...c.sources.map((s) => s.url)]) {
        if (url)
            pages.add((0,_page_path_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizePagePath */ .i)(url));
    }
    return pages;
}
/** How each kind of views is named wherever a figure shows it. */
const VIEW_LABEL = {
    human: 'human views',
    ai: 'AI views',
    all: 'views (human and AI)',
};
/** A page's views of one kind. */
function viewsOf(counts, kind) {
    return kind === 'human' ? counts.human : kind === 'ai' ? counts.ai : counts.total;
}
/** Helpful votes among the helpful and not-helpful votes, 0 to 1; undefined without a vote. */
function helpfulShare(helpful, notHelpful) {
    const votes = helpful + notHelpful;
    return votes > 0 ? helpful / votes : undefined;
}
/** The helpful share as every report writes it (`75%`), or undefined without a vote. */
function helpfulPercent(helpful, notHelpful) {
    const share = helpfulShare(helpful, notHelpful);
    return share === undefined ? undefined : `${Math.round(100 * share)}%`;
}


/***/ }),

/***/ 3163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C_: () => (/* binding */ addRemoved),
  wf: () => (/* binding */ describeRemoved),
  gz: () => (/* binding */ scrubReaderText),
  xK: () => (/* binding */ scrubReaderTexts)
});

// UNUSED EXPORTS: countRemoved, placeholder

;// CONCATENATED MODULE: ./src/util/card-number.ts
/**
 * Payment card numbers in reader text: 13 to 19 digits, written whole or in groups split by
 * single spaces or dashes, that pass the Luhn check. Bottom layer, no imports.
 *
 * A reader's text is full of numbers that are no card (order and ticket numbers, timestamps, dates,
 * phone numbers, ids), so a number counts only when all of these hold: its groups are of 3 digits
 * or more (dates and times have groups of 2), it starts with 2 to 6 (the first digit of every
 * major card network; 1, 7, 8, 9 and 0 are airlines, telecoms, health and national schemes), and
 * its digits pass the Luhn check, which 9 numbers in 10 fail.
 */
/** Fewest and most digits of a card number (ISO/IEC 7812). */
const MIN_DIGITS = 13;
const MAX_DIGITS = 19;
/** Shortest group of digits a written card number has (Amex is 4-6-5, most cards 4-4-4-4). */
const MIN_GROUP = 3;
/**
 * A run of digit groups split by one space or dash, not glued to letters or other digits. Runs of
 * fewer than 13 digits are passed over; which parts of a longer one are card numbers is decided by
 * {@link cardSpans}.
 */
const DIGIT_RUN = /(?<![\p{L}\p{N}_])\d+(?:[ -]\d+)*(?![\p{L}\p{N}_])/gu;
/** Whether `digits` (digits only) pass the Luhn check. */
function passesLuhn(digits) {
    let sum = 0;
    let double = false;
    for (let i = digits.length - 1; i >= 0; i--) {
        let d = digits.charCodeAt(i) - 48;
        if (double) {
            d *= 2;
            if (d > 9)
                d -= 9;
        }
        sum += d;
        double = !double;
    }
    return sum % 10 === 0;
}
/**
 * The longest card number of whole groups that starts with group `first` (its last group's
 * index), or -1.
 */
function longestCardFrom(groups, first) {
    let last = -1;
    let digits = '';
    for (let j = first; j < groups.length; j++) {
        const group = groups[j];
        if (group.digits.length < MIN_GROUP)
            break;
        digits += group.digits;
        if (digits.length > MAX_DIGITS)
            break;
        if (digits.length >= MIN_DIGITS && /^[2-6]/.test(digits) && passesLuhn(digits))
            last = j;
    }
    return last;
}
/**
 * The card numbers in a run of digit groups, from the left, each the longest that starts there.
 * Trying every start finds a card between other numbers, as in `order 12 4111 1111 1111 1111 26`.
 */
function cardSpans(groups) {
    const spans = [];
    for (let i = 0; i < groups.length; i++) {
        const last = longestCardFrom(groups, i);
        if (last < 0)
            continue;
        spans.push({ start: groups[i].start, end: groups[last].end });
        i = last;
    }
    return spans;
}
/** Every card number in `text`, in order. */
function findCardNumbers(text) {
    const found = [];
    for (const run of text.matchAll(DIGIT_RUN)) {
        const value = run[0];
        if (value.replace(/\D/g, '').length < MIN_DIGITS)
            continue;
        const groups = [];
        for (const part of value.matchAll(/\d+/g)) {
            const start = run.index + part.index;
            groups.push({ start, end: start + part[0].length, digits: part[0] });
        }
        found.push(...cardSpans(groups));
    }
    return found;
}

;// CONCATENATED MODULE: ./src/util/credential-rules.ts
/**
 * The credential shapes secretlint's recommended preset does not look for in free text, found in
 * reader text: JWTs, the platform's own keys (`mint_`, `mint_dsc_`), Google API keys, private key
 * blocks (a header alone too: a pasted key is often cut), a credential-looking value after a word
 * like `key`, `token`, `secret`, `password` or `Authorization:`, credentials in URLs (`user:pass@`,
 * `?token=`, `sig=`), and card numbers that pass the Luhn check. Bottom layer.
 *
 * Each rule gives spans of the text with what they hold; `util/reader-text.ts` merges them with
 * secretlint's and replaces them.
 */

/** Shapes that are credentials by themselves, whatever surrounds them. */
const SHAPES = [
    // A JWT: a base64url JSON header and payload (both start with `{"`, which is `eyJ`), a signature.
    [/(?<![\w-])eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]*/g, 'JWT'],
    // The platform's admin keys begin with `mint_`, its assistant keys with `mint_dsc_`.
    [/(?<![\w-])mint_(?:dsc_)?(?=[\w-]{0,200}[A-Z0-9])[\w-]{12,}/g, 'Mintlify key'],
    [/(?<![\w-])AIza[\w-]{35}(?![\w-])/g, 'Google API key'],
    // A private key's header, up to its footer or, when the paste was cut, to its last line.
    [
        /-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----(?:[\s\S]{0,20000}?-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----|(?:\s*[A-Za-z0-9+/=\\]{16,})*)/g,
        'private key',
    ],
];
/** Characters of a token or password value (no blank, quote, bracket or list punctuation). */
const VALUE = String.raw `[^\s"'\x60<>,;()[\]{}]`;
/**
 * A word naming a credential (`key`, `api_key`, `apiKey`, `X-API-Key`, `token`, `secret`,
 * `password`…), what introduces its value (`:`, `=`, `=>`, `is`, `was`, or a blank), and the
 * value. Whether the value looks like a credential is for {@link looksLikeCredential}. A URL's
 * parameters (`?token=…`) are {@link URL_SECRET}'s. The name's prefix is bounded: tried from every
 * word boundary of a long run (`1-1-1-…`), an unbounded one scanned the rest of the run each time
 * (quadratic; 20,000 characters took 0.15 s per call).
 */
const KEYWORD_VALUE = new RegExp(String.raw `(?<![?&;#])\b[a-z0-9_-]{0,64}?(key|token|secret|password|passwd|pwd)s?\b["']?(?:\s*(?:[:=]|=>)\s*|\s+(?:is|was)\s+|\s+)["'\x60]?(${VALUE}{6,})`, 'gid');
/**
 * The scheme and value of an `Authorization:` header (group 1, the value alone group 2), or a bare
 * `Bearer` token (group 3, the value alone group 4). The scheme goes with the value: the guard
 * (`src/secrets.ts`) masks whatever follows `Bearer`, and would take a placeholder's first word
 * for a token.
 */
const AUTHORIZATION = new RegExp(String.raw `\b(?:(?:proxy-)?authorization["']?\s*[:=]\s*["']?((?:(?:bearer|basic|token|digest|bot|apikey|negotiate)\s+)?(${VALUE}{8,}))|(bearer\s+(${VALUE}{8,})))`, 'gid');
/** The user and password of a URL (`https://user:pass@host`). */
const URL_LOGIN = /\b[a-z][a-z0-9+.-]{1,20}:\/\/([^\s:@/?#]{1,256}:[^\s@/?#]{1,256})@(?=[^\s@/?#])/dgi;
/**
 * A URL parameter that carries a credential, name and value (the value at least 8 characters).
 * The name goes with the value: the guard masks a whole query that still says `token=` or `sig=`.
 */
const URL_SECRET = /[?&;#]((?:(?:access|id|refresh|auth|api|private|client|session)[_-]?)?(?:token|key|apikey|secret|sig|signature|password|passwd|pwd|credential|x-amz-signature|x-amz-credential|x-amz-security-token)s?=[^&#\s"'<>]{8,})/dgi;
/** Which character classes a value mixes: lower case, upper case, digits, others. */
function classes(value) {
    return (Number(/[a-z]/.test(value)) +
        Number(/[A-Z]/.test(value)) +
        Number(/\d/.test(value)) +
        Number(/[^A-Za-z0-9]/.test(value)));
}
/**
 * Whether the value after a credential word looks like one rather than a word, a number or a
 * placeholder: `hunter2`, `abc123def456ghi`, but not `expired`, `YOUR_API_KEY`, `12345678` or
 * `supercalifragilistic`. A password is held to less: readers type short ones.
 */
function looksLikeCredential(value, password) {
    const mix = classes(value);
    if (password)
        return mix >= 2 || value.length >= 12;
    if (/^\d+$/.test(value) || /^[A-Z_]+$/.test(value))
        return false;
    // Code that names where a key comes from rather than the key: `process.env.API_KEY`,
    // `config.apiKey`, `$API_KEY`, `${API_KEY}` (a dotted chain of identifiers without digits).
    if (/^(?:[A-Za-z_$][A-Za-z_$]*)(?:\.[A-Za-z_$][A-Za-z_$]*)+$/.test(value))
        return false;
    if (/^\$\{?[A-Za-z_][A-Za-z0-9_]*\}?$/.test(value))
        return false;
    return (value.length >= 12 && mix >= 2) || (value.length >= 8 && mix >= 3);
}
/** Spans of the shapes that are credentials by themselves. */
function shapes(text) {
    const found = [];
    for (const [pattern, label] of SHAPES) {
        for (const m of text.matchAll(pattern)) {
            found.push({ start: m.index, end: m.index + m[0].length, label });
        }
    }
    return found;
}
/** The span of capture group `group` of a match made with the `d` flag. */
function groupSpan(m, group, label) {
    const at = m.indices?.[group];
    return at ? { start: at[0], end: at[1], label, generic: true } : undefined;
}
/**
 * Spans found by their context: in a header, after a credential word, in a URL. When two name
 * the same span, the first named wins (`Authorization: token …` is a header's credential).
 */
function inContext(text) {
    const found = [];
    for (const m of text.matchAll(AUTHORIZATION)) {
        // After `Authorization:` any value is a credential; a bare `Bearer` may start a sentence.
        const header = m[1] !== undefined;
        if (looksLikeCredential((header ? m[2] : m[4]) ?? '', header)) {
            found.push(groupSpan(m, header ? 1 : 3, 'Authorization credential'));
        }
    }
    for (const m of text.matchAll(KEYWORD_VALUE)) {
        const password = /^(?:password|passwd|pwd)$/i.test(m[1] ?? '');
        const value = (m[2] ?? '').replace(/(?<![.!?:])[.!?:]+$/, '');
        if (!looksLikeCredential(value, password))
            continue;
        const span = groupSpan(m, 2, password ? 'password' : 'secret');
        if (span)
            found.push({ ...span, end: span.start + value.length });
    }
    for (const m of text.matchAll(URL_LOGIN))
        found.push(groupSpan(m, 1, 'URL password'));
    for (const m of text.matchAll(URL_SECRET))
        found.push(groupSpan(m, 1, 'URL token'));
    return found.filter((f) => f !== undefined);
}
/** Every credential the rules of this file find in `text`, in no particular order. */
function findOwnCredentials(text) {
    const cards = findCardNumbers(text).map((s) => ({ ...s, label: 'card number' }));
    return [...shapes(text), ...inContext(text), ...cards];
}

// EXTERNAL MODULE: ./src/util/format.ts
var format = __webpack_require__(32693);
// EXTERNAL MODULE: ./node_modules/@secretlint/secretlint-rule-preset-recommend/module/index.js
var secretlint_rule_preset_recommend_module = __webpack_require__(31577);
;// CONCATENATED MODULE: ./src/util/secretlint-rules.ts
/**
 * secretlint's recommended preset (`@secretlint/secretlint-rule-preset-recommend`, pinned in
 * package.json) run over reader text: AWS, GitHub, GitLab, npm, Slack, Stripe, SendGrid, OpenAI,
 * Anthropic, private keys, basic auth and database URLs, and the rest of its ~25 rules. Bottom
 * layer.
 *
 * The rules are driven here through their own interface (a rule's `create(context)` returns a
 * `file(source)` handler that reports ranges), not through `@secretlint/core`: the core's
 * `lintSource` is asynchronous, sets every rule up again for each text, and its profiler (on
 * unless switched off through one more package) keeps every performance mark it makes, about
 * 12 KB a text, never freed. That suits a few files, not thousands of short texts. Called this
 * way the rules are synchronous, built once, and run once over all of a report's texts.
 * BENCHMARKS.md and CHANGELOG.md have the figures.
 */

const PREFIX = '@secretlint/secretlint-rule-';
/**
 * Left out: `filter-comments` honours `secretlint-disable` comments, and a reader must not be able
 * to switch the scrubbing off by typing one.
 */
const SKIPPED = new Set([`${PREFIX}filter-comments`]);
/** Options of a rule: AWS key ids are looked for too (the preset looks only for secret keys). */
const OPTIONS = { [`${PREFIX}aws`]: { enableIDScanRule: true } };
/** The placeholder's words for each rule (by id without the prefix) or message id. */
const LABELS = {
    AWSAccessKeyID: 'AWS access key ID',
    AWSAccountID: 'AWS account ID',
    aws: 'AWS secret key',
    gcp: 'Google Cloud key',
    privatekey: 'private key',
    npm: 'npm token',
    basicauth: 'URL password',
    IncomingWebhook: 'Slack webhook',
    slack: 'Slack token',
    sendgrid: 'SendGrid key',
    shopify: 'Shopify token',
    stripe: 'Stripe key',
    github: 'GitHub token',
    gitlab: 'GitLab token',
    grafana: 'Grafana token',
    openai: 'OpenAI key',
    anthropic: 'Anthropic key',
    groq: 'Groq key',
    huggingface: 'Hugging Face token',
    linear: 'Linear key',
    notion: 'Notion token',
    '1password': '1Password token',
    'database-connection-string': 'database connection string',
    'hashicorp-vault': 'Vault token',
    vercel: 'Vercel token',
    databricks: 'Databricks token',
    docker: 'Docker token',
    figma: 'Figma token',
    cloudflare: 'Cloudflare token',
    tailscale: 'Tailscale key',
};
/** The placeholder's words for a report of rule `ruleId`. */
function labelOf(ruleId, messageId) {
    return LABELS[messageId] ?? LABELS[ruleId.replace(PREFIX, '')] ?? 'credential';
}
/**
 * The span to remove for a report: its range, widened to cover the secret it names in its data.
 * Some rules report the start of the whole match with the length of the secret alone (the AWS
 * secret key after `aws_secret_access_key=`); the secret itself is where the data says.
 */
function spanOf(text, report) {
    let [start, end] = report.range;
    for (const value of Object.values(report.message.data ?? {})) {
        if (typeof value !== 'string' || value.length < 8)
            continue;
        const at = text.indexOf(value, Math.max(0, start - value.length));
        if (at >= 0 && at <= end) {
            start = Math.min(start, at);
            end = Math.max(end, at + value.length);
        }
    }
    return { start: Math.max(0, start), end: Math.min(text.length, end) };
}
/** The reports of the text being scanned, with the rule that made each. */
let reports = [];
/** Each rule's file handler, built on first use. */
let handlers;
/** The preset's rules, each created once with a context that collects its reports. */
function ruleHandlers() {
    if (handlers)
        return handlers;
    handlers = [];
    for (const rule of secretlint_rule_preset_recommend_module/* rules */.a) {
        const ruleId = rule.meta.id;
        if (SKIPPED.has(ruleId))
            continue;
        const context = {
            sharedOptions: {},
            createTranslator: () => (messageId, data) => ({ messageId, ...(data ? { data } : {}) }),
            report: (report) => reports.push({ ruleId, report }),
            ignore: () => undefined,
        };
        const { file } = rule.create(context, OPTIONS[ruleId] ?? {});
        if (file)
            handlers.push({ ruleId, file });
    }
    return handlers;
}
/** Every credential secretlint's recommended rules find in `text`, in no particular order. */
function findWithSecretlint(text) {
    const source = { content: text, ext: '', contentType: 'text' };
    reports = [];
    for (const { ruleId, file } of ruleHandlers()) {
        const result = file(source);
        // Every text rule of the preset is synchronous; one that is not would be skipped in silence.
        if (result instanceof Promise) {
            result.catch(() => undefined);
            throw new Error(`The secretlint rule ${ruleId} is asynchronous; reader text is scanned synchronously.`);
        }
    }
    const found = reports.map(({ ruleId, report }) => ({
        ...spanOf(text, report),
        label: labelOf(ruleId, report.message.messageId),
    }));
    reports = [];
    return found;
}
/**
 * What stands between two texts scanned together: no rule's pattern runs across a line break, a
 * NUL and a line break (their runs stop at blanks, line breaks or the NUL).
 */
const SEPARATOR = '\n\u0000\n';
/**
 * {@link findWithSecretlint} for many texts at once (the findings of each, with its offsets): the
 * texts are scanned as one, so each rule runs once rather than once a text. A finding that would
 * run across two texts is cut to each.
 */
function findWithSecretlintEach(texts) {
    const found = texts.map(() => []);
    if (texts.length === 0)
        return found;
    const starts = [];
    let at = 0;
    for (const text of texts) {
        starts.push(at);
        at += text.length + SEPARATOR.length;
    }
    for (const f of findWithSecretlint(texts.join(SEPARATOR))) {
        texts.forEach((text, i) => {
            const start = Math.max(f.start, starts[i]) - starts[i];
            const end = Math.min(f.end - starts[i], text.length);
            if (end > start)
                found[i]?.push({ ...f, start, end });
        });
    }
    return found;
}

;// CONCATENATED MODULE: ./src/util/reader-text.ts
/**
 * The one credential scrubber for reader text (feedback comments and code, search terms, assistant
 * questions): readers paste keys, tokens and card numbers into what they type, and a report quotes
 * it in places anyone may read (a PR comment on a public repository). Bottom layer.
 *
 * Apply {@link scrubReaderText} where reader text enters a report's data, before it is cut or
 * sanitized, so every sink (comment, job summary, issue, warning) gets the same text; the raw
 * export (`feedback-file`) keeps the text as the API returned it. Contact details are another
 * matter (`util/personal-data.ts`); where both go, credentials go first, so that a card number is
 * not taken for a phone number, nor a URL's `user:pass@host` for an e-mail address.
 *
 * Detection: secretlint's recommended preset (`util/secretlint-rules.ts`) and the shapes it does
 * not cover (`util/credential-rules.ts`: JWTs, the platform's keys, private key headers, values
 * after `key`/`token`/`password`/`Authorization:`, URL credentials, card numbers).
 */



/** What nothing removed looks like (shared: most texts hold no credential). */
const NOTHING = Object.freeze({});
/**
 * What every shape secretlint's rules look for has: a run of 12 or more token characters with
 * something else than letters in it (`ghp_…`, `sk-ant-…`, `AKIA…7`, `1234-5678-9012`, a URL), or
 * of 24 letters. Text without one skips those rules (most of what readers write), which cost
 * several times as much as the rest. Tried from the start of a run only (the lookbehinds): from
 * every letter of a long run of letters, the scan for a digit was quadratic.
 */
const LONG_TOKEN = /(?<![\w+/=.:@%~-])(?=[\w+/=.:@%~-]{12})[\w+/=.:@%~-]*[\d_+/=.:@%~-]|(?<![A-Za-z])[A-Za-z]{24}/;
/**
 * What the rules of `credential-rules.ts` need beside a long token: a word that introduces a
 * credential (`key`, `token`, `secret`, `password`, `pwd`, `Authorization`, `Bearer`), a private
 * key header, or 13 digits (a card number written in groups).
 */
const CONTEXT = /key|token|secret|passw|pwd|authoriz|bearer|-----BEGIN|(?:\d\D{0,2}){13}/i;
/** The placeholder a credential of kind `label` becomes: `[card number removed]`. */
function placeholder(label) {
    return `[${label} removed]`;
}
/**
 * Overlapping findings as one span each, in text order. The span is named after the finding that
 * knows best what it is: one found by its own shape (a GitHub token) over one found by its context
 * (the value after `token=`), then the earliest.
 */
function mergeSpans(found) {
    const sorted = [...found]
        .filter((f) => f.end > f.start)
        .sort((a, b) => a.start - b.start || b.end - a.end);
    const merged = [];
    for (const f of sorted) {
        const last = merged[merged.length - 1];
        if (!last || f.start >= last.end) {
            merged.push(f);
            continue;
        }
        const named = last.generic && !f.generic ? f : last;
        merged[merged.length - 1] = {
            start: last.start,
            end: Math.max(last.end, f.end),
            label: named.label,
            ...(named.generic ? { generic: true } : {}),
        };
    }
    return merged;
}
/** `text` with `spans` (in order, not overlapping) replaced by their placeholders. */
function replaceSpans(text, spans) {
    if (spans.length === 0)
        return { text, removed: NOTHING };
    const removed = {};
    let out = '';
    let at = 0;
    for (const span of spans) {
        out += text.slice(at, span.start) + placeholder(span.label);
        removed[span.label] = (removed[span.label] ?? 0) + 1;
        at = span.end;
    }
    return { text: out + text.slice(at), removed };
}
/**
 * `text` with every credential it holds replaced by a placeholder naming its kind
 * (`[GitHub token removed]`, `[card number removed]`), and what was removed. Ordinary prose, words,
 * commit SHAs, versions, dates, UUIDs, shell commands and numbers that fail the Luhn check are kept
 * as they are. Synchronous and pure. For many texts, {@link scrubReaderTexts} is cheaper.
 */
function scrubReaderText(text) {
    return scrubReaderTexts([text])[0];
}
/**
 * {@link scrubReaderText} of each of `texts`, in order. secretlint's rules scan all the texts that
 * need them at once: a few milliseconds for a report's thousand texts, where one by one they cost
 * three times as much.
 */
function scrubReaderTexts(texts) {
    const long = texts.map((t) => t.length >= 8 && LONG_TOKEN.test(t));
    const scanned = findWithSecretlintEach(texts.filter((_, i) => long[i]));
    let next = 0;
    return texts.map((text, i) => {
        const secretlint = long[i] ? (scanned[next++] ?? []) : [];
        if (!long[i] && (text.length < 8 || !CONTEXT.test(text)))
            return { text, removed: NOTHING };
        return replaceSpans(text, mergeSpans([...secretlint, ...findOwnCredentials(text)]));
    });
}
/** Adds `removed` to `tally` (a running count of a report's removals). */
function addRemoved(tally, removed) {
    for (const [label, count] of Object.entries(removed))
        tally[label] = (tally[label] ?? 0) + count;
}
/** How many credentials `removed` counts in all. */
function countRemoved(removed) {
    return Object.values(removed).reduce((sum, n) => sum + n, 0);
}
/**
 * One sentence for a report: `3 credentials removed from reader text: 2 GitHub tokens and 1 card
 * number.`, most frequent kind first; empty when nothing was removed.
 */
function describeRemoved(removed) {
    const total = countRemoved(removed);
    if (total === 0)
        return '';
    const kinds = Object.entries(removed)
        .filter(([, n]) => n > 0)
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .map(([label, n]) => (0,format/* plural */.LS)(n, label));
    const list = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}` : kinds[0];
    return `${total === 1 ? '1 credential' : `${(0,format/* formatCount */.B4)(total)} credentials`} removed from reader text: ${list}.`;
}


/***/ })

};

//# sourceMappingURL=794.index.js.map