export const id = 943;
export const ids = [943];
export const modules = {

/***/ 74943:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runFeedback: () => (/* binding */ runFeedback)
});

// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
// EXTERNAL MODULE: ./src/guard.ts
var guard = __webpack_require__(40578);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
;// CONCATENATED MODULE: ./src/util/page-path.ts
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
    const root = docsRoot.replace(/^\.?\/+/, '').replace(/\/+$/, '');
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
    p = p.replace(/[?#].*$/, '');
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

;// CONCATENATED MODULE: ./src/github/pr-pages.ts
/**
 * Maps a pull request's changed files to the docs page paths readers leave feedback on, and
 * matches the paths feedback entries carry (which may be full URLs, or end in `/` or `.html`)
 * against them.
 */

/** Upper bound of changed files read: GitHub's files endpoint itself stops at 3,000. */
const MAX_FILES = 3_000;
/**
 * Lists every changed file of a pull request (all pages of the API) and returns the docs pages
 * among them. A renamed page counts under both its old and its new path, since feedback was left
 * on the old one; a removed page counts too, since its feedback is what reviewers should see.
 */
async function listPrPages(octokit, options) {
    const pages = new Set();
    let fileCount = 0;
    const iterator = octokit.paginate.iterator(octokit.rest.pulls.listFiles, {
        owner: options.owner,
        repo: options.repo,
        pull_number: options.pullNumber,
        per_page: 100,
        request: options.signal ? { signal: options.signal } : {},
    });
    for await (const response of iterator) {
        for (const file of response.data) {
            fileCount++;
            for (const name of [file.filename, file.previous_filename]) {
                if (!name)
                    continue;
                const page = fileToPagePath(name, options.docsRoot);
                if (page !== undefined)
                    pages.add(page);
            }
        }
        if (fileCount >= MAX_FILES)
            break;
    }
    return { pages: [...pages].sort(), fileCount };
}

// EXTERNAL MODULE: ./src/github/sticky-comment.ts
var sticky_comment = __webpack_require__(7648);
// EXTERNAL MODULE: ./src/inputs.ts
var src_inputs = __webpack_require__(38422);
// EXTERNAL MODULE: ./src/platform/index.ts + 4 modules
var platform = __webpack_require__(67550);
;// CONCATENATED MODULE: ./src/report/feedback-aggregate.ts
/**
 * Streaming aggregation of reader feedback: entries are added one by one as pages arrive and
 * only what the report shows is kept — counters, one row per page and per code block, the most
 * recent comments in a bounded list, and the entries on the pull request's pages. Every entry
 * still goes to the JSON Lines file, so nothing the report leaves out is lost.
 */

/** Longest comment kept for the report; the report cuts further, the JSON Lines file has it all. */
const MAX_KEPT_COMMENT = 2_000;
/** Longest code block kept per code-snippet group. */
const MAX_KEPT_CODE = 2_000;
/** Distinct pages counted one by one; beyond this they are summed in `otherPages`. */
const MAX_PAGES = 5_000;
/** Distinct code blocks (file + language) counted one by one; beyond this they are summed. */
const MAX_SNIPPET_GROUPS = 500;
/** Recent comments kept per code-snippet group. */
const SNIPPET_COMMENTS_KEPT = 3;
/** Sort key of an ISO date: its epoch ms, or -Infinity when missing or unreadable. */
function timeOf(createdAt) {
    if (!createdAt)
        return -Infinity;
    const t = Date.parse(createdAt);
    return Number.isNaN(t) ? -Infinity : t;
}
/** Newest first; ties broken by id so the order is stable whatever order entries came in. */
function newerFirst(a, b) {
    if (a.time !== b.time)
        return b.time > a.time ? 1 : -1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
/**
 * A newest-first list of at most `limit` entries. Inserting is a binary search plus a splice on
 * a short array, so 10,000 entries cost next to nothing and memory stays at `limit`.
 */
class RecentList {
    limit;
    items = [];
    constructor(limit) {
        this.limit = limit;
    }
    /** Whether an entry would be kept (checked before building it, to skip the work). */
    wants(entry) {
        if (this.limit <= 0)
            return false;
        if (this.items.length < this.limit)
            return true;
        const last = this.items[this.items.length - 1];
        return last !== undefined && newerFirst(entry, last) < 0;
    }
    add(entry) {
        if (!this.wants(entry))
            return;
        let lo = 0;
        let hi = this.items.length;
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (newerFirst(this.items[mid], entry) <= 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        this.items.splice(lo, 0, entry);
        if (this.items.length > this.limit)
            this.items.pop();
    }
}
/** Adds one to `key` in `map`. */
function bump(map, key) {
    map.set(key, (map.get(key) ?? 0) + 1);
}
/** A map's entries, largest count first, ties by key. */
function ranked(map) {
    return [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}
/** Aggregates feedback entries as they stream in. */
class FeedbackAggregator {
    total = 0;
    bySource = new Map();
    byStatus = new Map();
    helpful = { yes: 0, no: 0, unknown: 0 };
    pages = new Map();
    otherPages = 0;
    withoutPath = 0;
    snippets = new Map();
    otherSnippets = 0;
    recent;
    withComment = 0;
    withContact = 0;
    prStats = new Map();
    prKept;
    prEntryTotal = 0;
    oldest = null;
    newest = null;
    /** Raw path → normalized page: paths repeat, and normalizing is the costly part of an entry. */
    pageOf = new Map();
    includeContact;
    constructor(options = {}) {
        this.recent = new RecentList(options.recentLimit ?? 30);
        this.prKept = new RecentList(options.prEntryLimit ?? 1_000);
        this.includeContact = options.includeContact ?? false;
        for (const page of options.prPages ?? []) {
            const normalized = normalizePagePath(page);
            if (!this.prStats.has(normalized)) {
                this.prStats.set(normalized, {
                    page: normalized,
                    total: 0,
                    negative: 0,
                    positive: 0,
                    comments: 0,
                });
            }
        }
    }
    /** Adds one entry. */
    add(entry) {
        this.total++;
        bump(this.bySource, entry.source ?? 'unknown');
        bump(this.byStatus, entry.status ?? 'unknown');
        const time = timeOf(entry.createdAt);
        const order = { time, id: entry.id };
        if (time !== -Infinity && entry.createdAt) {
            if (this.oldest === null || time < this.oldest.time) {
                this.oldest = { time, at: entry.createdAt };
            }
            if (this.newest === null || time > this.newest.time) {
                this.newest = { time, at: entry.createdAt };
            }
        }
        const helpful = entry.kind === 'contextual' ? entry.helpful : null;
        if (entry.kind === 'contextual') {
            if (helpful === true)
                this.helpful.yes++;
            else if (helpful === false)
                this.helpful.no++;
            else
                this.helpful.unknown++;
        }
        const hasComment = entry.comment !== null && entry.comment.trim() !== '';
        if (hasComment)
            this.withComment++;
        if (entry.kind === 'contextual' && entry.contact)
            this.withContact++;
        const page = entry.path ? this.normalize(entry.path) : null;
        if (page === null) {
            this.withoutPath++;
        }
        else {
            let stats = this.pages.get(page);
            if (!stats && this.pages.size < MAX_PAGES) {
                stats = { page, total: 0, negative: 0, positive: 0, comments: 0 };
                this.pages.set(page, stats);
            }
            if (stats)
                countInto(stats, helpful, hasComment);
            else
                this.otherPages++;
        }
        // Build the kept form only when something will keep it.
        let kept;
        const keep = () => (kept ??= this.keep(entry, page, helpful, time));
        if (hasComment && this.recent.wants(order))
            this.recent.add(keep());
        const pr = page === null ? undefined : this.prStats.get(page);
        if (pr) {
            countInto(pr, helpful, hasComment);
            this.prEntryTotal++;
            if (this.prKept.wants(order))
                this.prKept.add(keep());
        }
        if (entry.kind === 'code_snippet') {
            const key = `${entry.filename ?? ''}\u0000${entry.lang ?? ''}`;
            let group = this.snippets.get(key);
            if (!group && this.snippets.size < MAX_SNIPPET_GROUPS) {
                group = {
                    filename: entry.filename,
                    lang: entry.lang,
                    count: 0,
                    withComment: 0,
                    pages: [],
                    morePages: 0,
                    code: entry.code === null ? null : cut(entry.code, MAX_KEPT_CODE).text,
                    recent: [],
                };
                this.snippets.set(key, group);
            }
            if (!group) {
                this.otherSnippets++;
            }
            else {
                group.count++;
                if (group.code === null && entry.code !== null) {
                    group.code = cut(entry.code, MAX_KEPT_CODE).text;
                }
                if (page !== null && !group.pages.includes(page)) {
                    if (group.pages.length < 5)
                        group.pages.push(page);
                    else
                        group.morePages++;
                }
                if (hasComment) {
                    group.withComment++;
                    const list = group.recent;
                    const last = list[list.length - 1];
                    if (list.length < SNIPPET_COMMENTS_KEPT || (last && newerFirst(order, last) < 0)) {
                        list.push(keep());
                        list.sort(newerFirst);
                        if (list.length > SNIPPET_COMMENTS_KEPT)
                            list.pop();
                    }
                }
            }
        }
    }
    /** Everything the report needs, as plain data. */
    result() {
        const pages = [...this.pages.values()];
        const byNegative = pages
            .filter((p) => p.negative > 0)
            .sort((a, b) => b.negative - a.negative || b.total - a.total || cmp(a.page, b.page));
        const byTotal = [...pages].sort((a, b) => b.total - a.total || b.negative - a.negative || cmp(a.page, b.page));
        const snippets = [...this.snippets.values()].sort((a, b) => b.count - a.count ||
            cmp(a.filename ?? '', b.filename ?? '') ||
            cmp(a.lang ?? '', b.lang ?? ''));
        return {
            total: this.total,
            bySource: ranked(this.bySource),
            byStatus: ranked(this.byStatus),
            helpful: { ...this.helpful },
            pagesByNegative: byNegative,
            pagesByTotal: byTotal,
            otherPages: this.otherPages,
            withoutPath: this.withoutPath,
            snippets,
            otherSnippets: this.otherSnippets,
            recent: [...this.recent.items],
            withComment: this.withComment,
            withContact: this.withContact,
            prPages: [...this.prStats.values()],
            prEntries: [...this.prKept.items],
            prEntryTotal: this.prEntryTotal,
            oldest: this.oldest?.at ?? null,
            newest: this.newest?.at ?? null,
        };
    }
    /** Normalized page of a raw path, memoized (bounded, so odd data cannot grow it forever). */
    normalize(path) {
        let page = this.pageOf.get(path);
        if (page === undefined) {
            page = normalizePagePath(path);
            if (this.pageOf.size < MAX_PAGES * 2)
                this.pageOf.set(path, page);
        }
        return page;
    }
    /** The kept form of an entry: only displayed fields, long text cut, contact dropped unless allowed. */
    keep(entry, page, helpful, time) {
        const comment = entry.comment === null ? null : cut(entry.comment, MAX_KEPT_COMMENT);
        return {
            id: entry.id,
            path: entry.path,
            page,
            source: entry.source,
            status: entry.status,
            createdAt: entry.createdAt,
            time,
            comment: comment?.text ?? null,
            commentCut: comment?.cut ?? false,
            helpful,
            contact: this.includeContact && entry.kind === 'contextual' ? entry.contact : null,
            filename: entry.kind === 'code_snippet' ? entry.filename : null,
            lang: entry.kind === 'code_snippet' ? entry.lang : null,
        };
    }
}
function countInto(stats, helpful, hasComment) {
    stats.total++;
    if (helpful === true)
        stats.positive++;
    else if (helpful === false)
        stats.negative++;
    if (hasComment)
        stats.comments++;
}
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Cuts text to `max` UTF-16 units without splitting a surrogate pair. */
function cut(text, max) {
    if (text.length <= max)
        return { text, cut: false };
    let end = max;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end--;
    return { text: text.slice(0, end), cut: true };
}

// EXTERNAL MODULE: ./src/report/feedback-report.ts + 1 modules
var feedback_report = __webpack_require__(19856);
// EXTERNAL MODULE: ./src/report/job-summary.ts
var job_summary = __webpack_require__(5236);
// EXTERNAL MODULE: ./src/util/sanitize.ts
var sanitize = __webpack_require__(62701);
// EXTERNAL MODULE: ./src/modes/platform-client.ts
var platform_client = __webpack_require__(45573);
// EXTERNAL MODULE: ./src/util/personal-data.ts
var personal_data = __webpack_require__(70251);
// EXTERNAL MODULE: ./src/report/reader-signals.ts
var reader_signals = __webpack_require__(73696);
;// CONCATENATED MODULE: ./src/modes/cursor-read.ts
/**
 * The read loop of the cursor-paged analytics lists that follow the feedback read (search terms,
 * assistant conversations): page after page within a planned allowance and the run's budget,
 * stopping as soon as the report has what it needs. A bad reply (an error status, a cursor that
 * comes back, a page with nothing new) never fails the step: the read ends `failed` with a reason,
 * and the caller drops that signal from the report with a warning.
 */


/**
 * Follows `nextCursor` until the list ends, {@link CursorReadOptions.enough} says so, or the
 * allowance or budget is spent. Never throws for a bad reply; only cancellation propagates.
 */
async function readCursorList(ctx, options) {
    const { budget, allowance } = options;
    if (allowance <= 0)
        return { stop: 'skipped', requests: 0 };
    const client = (0,platform_client/* createPlatformClient */.B)(ctx, budget);
    let requests = 0;
    // Cursors already followed: the service handing one back again would loop to the allowance.
    const followed = new Set();
    let cursor;
    try {
        for (;;) {
            if (requests >= allowance || budget.remaining <= 0) {
                return { stop: requests === 0 ? 'skipped' : 'cut', requests };
            }
            const page = await options.fetch(client, cursor);
            requests++;
            const tally = options.absorb(page);
            const next = tally.nextCursor;
            if (options.enough())
                return { stop: next ? 'found' : 'complete', requests };
            if (!next)
                return { stop: 'complete', requests };
            if (next === cursor || followed.has(next)) {
                return failed(`page ${requests} hands back a cursor already followed`);
            }
            if (tally.fresh === 0) {
                return failed(`page ${requests} says more follow but brings ${tally.rows === 0 ? 'no rows' : 'only rows already read'}`);
            }
            if (cursor)
                followed.add(cursor);
            cursor = next;
        }
    }
    catch (err) {
        if (ctx.signal.aborted)
            throw ctx.signal.reason;
        if (err instanceof platform/* BudgetExhaustedError */.X0) {
            return { stop: requests === 0 ? 'skipped' : 'cut', requests };
        }
        if (err instanceof platform/* PlatformError */.Wk || err instanceof platform/* PlatformTimeoutError */.Zq) {
            return { stop: 'failed', requests, error: err.message };
        }
        throw err;
    }
    finally {
        await (0,platform_client/* closePlatformClient */.d)(client, ctx.signal);
    }
    function failed(why) {
        return {
            stop: 'failed',
            requests,
            error: `the list never ends: ${why}, so reading on would only repeat it.`,
        };
    }
}

;// CONCATENATED MODULE: ./src/modes/feedback-assistant.ts
/**
 * The assistant read of `mode: feedback`: the window's assistant conversations, 1,000 per request
 * within the planned allowance (at most 2), counted per changed page (started on it, or citing it
 * as a source), with the newest unanswered questions kept for quoting. Read on pull requests with
 * docs pages only: the report shows conversations per changed page and nothing else.
 */






/** Conversations per request: the contract's largest page. */
const ASSISTANT_PAGE_SIZE = 1_000;
/** Counts the conversations on each wanted page and keeps their newest unanswered questions. */
class AssistantCollector {
    /** Distinct conversations read. */
    conversations = 0;
    tallies = new Map();
    targets;
    seen = new Set();
    /** @param wanted the PR's pages (normalized again here) */
    constructor(wanted) {
        this.targets = new Set(wanted.map((p) => normalizePagePath(p)));
    }
    /** Adds one page; returns how many of its conversations were new. */
    add(page) {
        let fresh = 0;
        for (const c of page.conversations) {
            if (this.seen.has(c.id))
                continue;
            this.seen.add(c.id);
            fresh++;
            this.conversations++;
            for (const p of this.pagesOf(c))
                this.count(p, c);
        }
        return fresh;
    }
    /** The tallies, as the report takes them (questions newest first). */
    result() {
        const out = new Map();
        for (const [page, t] of this.tallies) {
            out.set(page, {
                page,
                conversations: t.conversations,
                unanswered: t.unanswered,
                questions: t.questions.map(({ text, at }) => ({ text, at })),
            });
        }
        return out;
    }
    /** The wanted pages a conversation started on or cites, each once. */
    pagesOf(c) {
        const pages = new Set();
        for (const url of [c.pageUrl, ...c.sources.map((s) => s.url)]) {
            if (!url)
                continue;
            const page = normalizePagePath(url);
            if (this.targets.has(page))
                pages.add(page);
        }
        return pages;
    }
    count(page, c) {
        let t = this.tallies.get(page);
        if (!t)
            this.tallies.set(page, (t = { page, conversations: 0, unanswered: 0, questions: [] }));
        t.conversations++;
        if (c.resolutionStatus !== 'unanswered')
            return;
        t.unanswered++;
        // Contact details go before anything is kept; the cut leaves room for the quote's own.
        const text = (0,sanitize/* truncate */.xv)((0,personal_data/* redactContactDetails */.yT)(c.query).replace(/\s+/g, ' ').trim(), reader_signals/* QUOTE_CHARS */.N0 * 2);
        const key = text.toLowerCase();
        if (text === '' || t.questions.some((q) => q.key === key))
            return;
        const time = Date.parse(c.timestamp);
        t.questions.push({ text, at: c.timestamp, key, t: Number.isNaN(time) ? 0 : time });
        t.questions.sort((a, b) => b.t - a.t);
        if (t.questions.length > reader_signals/* QUESTIONS_PER_PAGE */.ym)
            t.questions.pop();
    }
}
/** Reads the assistant conversations of the feedback's window. Never throws for a bad reply. */
async function readAssistant(ctx, options) {
    const { inputs } = ctx;
    const collector = new AssistantCollector(options.prPages);
    const read = await readCursorList(ctx, {
        budget: options.budget,
        allowance: options.allowance,
        fetch: (client, cursor) => client.listAssistant(inputs.projectId, {
            dateFrom: inputs.dateFrom,
            ...(inputs.dateTo ? { dateTo: inputs.dateTo } : {}),
            limit: ASSISTANT_PAGE_SIZE,
            ...(cursor ? { cursor } : {}),
        }),
        absorb: (page) => {
            const fresh = collector.add(page);
            log/* info */.pq(`Read assistant page: ${page.conversations.length} conversations (${collector.conversations} so far)${page.hasMore ? '' : ', the last one'}.`);
            return {
                rows: page.conversations.length,
                fresh,
                nextCursor: page.hasMore ? page.nextCursor : null,
            };
        },
        // Counts need the whole window: nothing short of the end is enough.
        enough: () => false,
    });
    const failed = read.stop === 'failed';
    if (failed) {
        log/* warning */.$e(`Assistant conversations could not be read, so the feedback report shows none: ${read.error ?? 'unknown error'}`);
    }
    else if (read.stop === 'skipped') {
        log/* warning */.$e(`Assistant conversations were not read: the analytics budget left no request for them after the feedback read.`);
    }
    else {
        log/* info */.pq(`Read ${collector.conversations} assistant conversations in ${read.requests} requests (${read.stop === 'cut' ? 'the planned number; older ones are not counted' : read.stop}).`);
    }
    return {
        stop: read.stop,
        requests: read.requests,
        pageSize: ASSISTANT_PAGE_SIZE,
        allowance: options.allowance,
        conversationsRead: failed ? 0 : collector.conversations,
        byPage: failed ? new Map() : collector.result(),
        ...(read.error !== undefined ? { error: read.error } : {}),
    };
}

;// CONCATENATED MODULE: ./src/modes/feedback-views.ts
/**
 * The page views read of `mode: feedback`: its share of the analytics budget is planned before the
 * feedback read (src/modes/feedback-plan.ts, so it can never starve it); it reads the views list
 * 250 rows at a time only until every page the PR changes has been found. A bad reply (an error status, a list that never
 * ends or makes no progress) never fails the report: a warning, and a report without views.
 */




/** Rows per views request: the contract's largest page. */
const VIEWS_PAGE_SIZE = 250;
/**
 * Most views requests in one run (5,000 page paths): beyond that a site is large enough that a
 * changed page missing from the list is better reported as "not read" than chased further.
 */
const VIEWS_MAX_PAGES = 20;
/**
 * Sums view rows into pages by the same path rules as the feedback (docs-root already stripped
 * from the PR's files; `.mdx`, `index`, trailing slashes and full URLs folded by
 * normalizePagePath) and tracks which of the wanted pages have turned up.
 */
class PageViewsCollector {
    /** Every page read, by normalized path. */
    pages = new Map();
    /** Rows read. */
    rows = 0;
    targets;
    found = new Set();
    /** Raw paths seen, to notice a reply that repeats rows instead of moving on. */
    seen = new Set();
    /** @param wanted normalized page paths to find (the PR's pages); empty to find none */
    constructor(wanted) {
        this.targets = new Set(wanted.map((p) => normalizePagePath(p)));
    }
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
        let fresh = 0;
        for (const row of rows) {
            if (this.seen.has(row.path))
                continue;
            this.seen.add(row.path);
            fresh++;
            this.rows++;
            const page = normalizePagePath(row.path);
            let stats = this.pages.get(page);
            if (!stats) {
                stats = { page, human: 0, ai: 0, total: 0 };
                this.pages.set(page, stats);
            }
            stats.human += row.human;
            stats.ai += row.ai;
            stats.total += row.total;
            if (this.targets.has(page))
                this.found.add(page);
        }
        return fresh;
    }
}
/**
 * Reads the views list page by page (`limit=250`, `offset` += 250) until every PR page is found,
 * the list ends, or the allowance or budget is spent. Outside pull requests one page is enough
 * for the most read pages. Never throws for a bad reply; only cancellation propagates.
 */
async function readPageViews(ctx, options) {
    const { inputs } = ctx;
    const { budget, allowance } = options;
    const collector = new PageViewsCollector(options.prPages);
    const base = {
        pageSize: VIEWS_PAGE_SIZE,
        allowance,
        wanted: collector.wanted,
        budgetLimit: budget.limit,
    };
    if (allowance <= 0) {
        log/* warning */.$e(`Page views were not read: \`max-pages: ${inputs.maxPages}\` keeps the whole analytics budget (${budget.limit} requests per hour) for the feedback read.`);
        return done('skipped', 0, null);
    }
    const client = (0,platform_client/* createPlatformClient */.B)(ctx, budget);
    let requests = 0;
    let totals = null;
    let stop = 'complete';
    let error;
    try {
        for (;;) {
            if (requests >= allowance || budget.remaining <= 0) {
                stop = 'cut';
                break;
            }
            const page = await client.listViews(inputs.projectId, {
                dateFrom: inputs.dateFrom,
                ...(inputs.dateTo ? { dateTo: inputs.dateTo } : {}),
                limit: VIEWS_PAGE_SIZE,
                offset: requests * VIEWS_PAGE_SIZE,
            });
            requests++;
            totals = page.totals;
            const fresh = collector.add(page.views);
            log/* info */.pq(`Read views page ${requests}: ${page.views.length} pages (${collector.rows} so far)${page.hasMore ? '' : ', the last one'}.`);
            if (collector.complete) {
                stop = page.hasMore ? 'found' : 'complete';
                break;
            }
            if (!page.hasMore)
                break;
            if (fresh === 0) {
                // hasMore, yet nothing new: following it would loop until the allowance is spent.
                stop = 'failed';
                error = `the views list made no progress: page ${requests} (offset ${(requests - 1) * VIEWS_PAGE_SIZE}) says more pages follow but brings ${page.views.length === 0 ? 'no rows' : 'only rows already read'}.`;
                break;
            }
        }
    }
    catch (err) {
        if (ctx.signal.aborted)
            throw ctx.signal.reason;
        if (err instanceof platform/* BudgetExhaustedError */.X0) {
            stop = 'cut';
        }
        else if (err instanceof platform/* PlatformError */.Wk || err instanceof platform/* PlatformTimeoutError */.Zq) {
            stop = 'failed';
            error = err.message;
        }
        else {
            throw err;
        }
    }
    finally {
        await client.close();
    }
    if (stop === 'failed') {
        log/* warning */.$e(`Page views could not be read, so the feedback report shows none: ${error ?? 'unknown error'}`);
        return done('failed', requests, null, error);
    }
    if (stop === 'cut' && requests === 0) {
        // The feedback read's retries took what the plan had left: nothing to show.
        log/* warning */.$e(`Page views were not read: the feedback read (retries included) used the analytics requests planned for them.`);
        return done('skipped', 0, null);
    }
    if (stop === 'cut') {
        log/* warning */.$e(`Page views were cut short after ${requests} request${requests === 1 ? '' : 's'} (${collector.rows} pages read): the analytics budget planned for them (${allowance} requests) ran out before every changed page was found; the report says so.`);
    }
    log/* info */.pq(`Read the views of ${collector.rows} pages in ${requests} requests (${stop === 'found' ? (collector.wanted > 0 ? 'every changed page found' : 'enough for the most read pages') : stop}).`);
    return done(stop, requests, totals);
    function done(how, made, siteTotals, message) {
        const failed = how === 'failed';
        return {
            ...base,
            stop: how,
            requests: made,
            rowsRead: failed ? 0 : collector.rows,
            totals: siteTotals,
            pages: failed ? new Map() : collector.pages,
            budgetUsed: budget.used,
            ...(message !== undefined ? { error: message } : {}),
        };
    }
}

;// CONCATENATED MODULE: ./src/modes/feedback-plan.ts
/**
 * The analytics budget plan of `mode: feedback`, made before the feedback read: `max-pages` is
 * set aside for the feedback first, and the reads that follow it (page views, search terms,
 * assistant conversations) share what is left. They take turns, one request each per round, so
 * when little is left every read still gets its first page before any gets a second.
 */

/** Most search-term requests in one run (300 terms, most searched first). */
const SEARCHES_MAX_PAGES = 3;
/** Most assistant requests in one run (2,000 conversations of the window). */
const ASSISTANT_MAX_PAGES = 2;
/**
 * Shares `budgetRemaining - maxPages` among the wanted reads, up to each one's cap
 * ({@link VIEWS_MAX_PAGES}, {@link SEARCHES_MAX_PAGES}, {@link ASSISTANT_MAX_PAGES}), one
 * request per read per round in the order views, searches, assistant.
 */
function planAnalytics(budgetRemaining, maxPages, wanted) {
    const caps = {
        views: wanted.views ? VIEWS_MAX_PAGES : 0,
        searches: wanted.searches ? SEARCHES_MAX_PAGES : 0,
        assistant: wanted.assistant ? ASSISTANT_MAX_PAGES : 0,
    };
    const plan = { views: 0, searches: 0, assistant: 0 };
    let left = Math.max(0, budgetRemaining - maxPages);
    const order = ['views', 'searches', 'assistant'];
    while (left > 0 && order.some((k) => plan[k] < caps[k])) {
        for (const k of order) {
            if (left > 0 && plan[k] < caps[k]) {
                plan[k]++;
                left--;
            }
        }
    }
    return plan;
}

;// CONCATENATED MODULE: ./src/modes/feedback-searches.ts
/**
 * The search-terms read of `mode: feedback`: the terms readers typed, most searched first, read
 * 100 at a time within the planned allowance (at most 3 requests), and only until every changed
 * page has its top terms and the job summary its "Searched, nothing clicked" rows. Terms are
 * matched to pages by their most-clicked result, with the same path rules as the feedback.
 */




/** Terms per request: the contract's largest page. */
const SEARCHES_PAGE_SIZE = 100;
/**
 * A click-through rate as a fraction 0–1. The contract says "rate" without a scale: values up
 * to 1 are taken as fractions, larger ones as percentages (capped at 100%).
 */
function ctrFraction(ctr) {
    return ctr <= 1 ? ctr : Math.min(ctr, 100) / 100;
}
/** Collects the top terms of each wanted page and the most searched terms nobody clicked. */
class SearchTermsCollector {
    /** Top terms per wanted page, most searched first. */
    byPage = new Map();
    /** Terms with a click-through of 0, most searched first. */
    gaps = [];
    /** Distinct terms read. */
    terms = 0;
    /** Search events in the window (from the last page read). */
    totalSearches = null;
    targets;
    seen = new Set();
    /** @param wanted the PR's pages (normalized again here); empty outside pull requests */
    constructor(wanted) {
        this.targets = new Set(wanted.map((p) => normalizePagePath(p)));
    }
    /** Whether every wanted page has its top terms and the gaps table is full. */
    get enough() {
        if (this.gaps.length < reader_signals/* GAP_ROWS */.LF)
            return false;
        for (const page of this.targets) {
            if ((this.byPage.get(page)?.length ?? 0) < reader_signals/* TERMS_PER_PAGE */.gc)
                return false;
        }
        return true;
    }
    /** Adds one page; returns how many of its terms were new. */
    add(page) {
        this.totalSearches = page.totalSearches;
        let fresh = 0;
        for (const row of page.searches) {
            if (this.seen.has(row.searchQuery))
                continue;
            this.seen.add(row.searchQuery);
            fresh++;
            this.terms++;
            this.take(row);
        }
        return fresh;
    }
    take(row) {
        const stats = {
            term: row.searchQuery,
            hits: row.hits,
            ctr: ctrFraction(row.ctr),
            lastSearchedAt: row.lastSearchedAt,
        };
        if (stats.ctr === 0) {
            if (this.gaps.length < reader_signals/* GAP_ROWS */.LF)
                this.gaps.push(stats);
            return;
        }
        if (row.topClickedPage === null)
            return;
        const page = normalizePagePath(row.topClickedPage);
        if (!this.targets.has(page))
            return;
        const list = this.byPage.get(page) ?? [];
        if (list.length < reader_signals/* TERMS_PER_PAGE */.gc)
            list.push(stats);
        this.byPage.set(page, list);
    }
}
/** Reads the search terms of the feedback's window. Never throws for a bad reply. */
async function readSearches(ctx, options) {
    const { inputs } = ctx;
    const collector = new SearchTermsCollector(options.prPages);
    const read = await readCursorList(ctx, {
        budget: options.budget,
        allowance: options.allowance,
        fetch: (client, cursor) => client.listSearches(inputs.projectId, {
            dateFrom: inputs.dateFrom,
            ...(inputs.dateTo ? { dateTo: inputs.dateTo } : {}),
            limit: SEARCHES_PAGE_SIZE,
            ...(cursor ? { cursor } : {}),
        }),
        absorb: (page) => {
            const fresh = collector.add(page);
            log/* info */.pq(`Read search terms page: ${page.searches.length} terms (${collector.terms} so far)${page.nextCursor ? '' : ', the last one'}.`);
            return { rows: page.searches.length, fresh, nextCursor: page.nextCursor };
        },
        enough: () => collector.enough,
    });
    const failed = read.stop === 'failed';
    warn(read.stop, read.requests, collector.terms, options.allowance, read.error);
    return {
        stop: read.stop,
        requests: read.requests,
        pageSize: SEARCHES_PAGE_SIZE,
        allowance: options.allowance,
        termsRead: failed ? 0 : collector.terms,
        totalSearches: failed ? null : collector.totalSearches,
        byPage: failed ? new Map() : collector.byPage,
        gaps: failed ? [] : collector.gaps,
        ...(read.error !== undefined ? { error: read.error } : {}),
    };
}
/** The step's word on a search read that is partial or missing. */
function warn(stop, requests, terms, allowance, error) {
    if (stop === 'failed') {
        log/* warning */.$e(`Search terms could not be read, so the feedback report shows none: ${error ?? 'unknown error'}`);
    }
    else if (stop === 'skipped') {
        log/* warning */.$e(`Search terms were not read: the analytics budget left no request for them after the feedback read${allowance > 0 ? ' (its retries used the planned ones)' : ''}.`);
    }
    else if (stop === 'cut') {
        // The plan's cap, not a fault: the report says which terms were read.
        log/* info */.pq(`Search terms: stopped after ${requests} request${requests === 1 ? '' : 's'} (${terms} most searched terms read), the planned number; the report says so.`);
    }
    else {
        log/* info */.pq(`Read ${terms} search terms in ${requests} requests (${stop}).`);
    }
}

// EXTERNAL MODULE: ./src/util/abort.ts
var abort = __webpack_require__(42334);
;// CONCATENATED MODULE: ./src/modes/feedback.ts
/**
 * `mode: feedback`: reads reader feedback page by page within the request budget, writes every
 * entry to a JSON Lines file while aggregating it, writes the report to the job summary, and on
 * pull requests keeps one sticky comment led by the feedback on the pages the PR changes.
 */
























/** Runs `mode: feedback`. */
const runFeedback = async (ctx) => {
    const { inputs } = ctx;
    const { runner } = inputs;
    const prNumber = src_inputs/* PR_EVENTS */.l.has(runner.eventName) ? pullNumberOf(runner.event) : undefined;
    const octokit = prNumber !== undefined && inputs.githubToken
        ? (0,github_octokit/* createOctokit */.Qi)(inputs.githubToken, runner, {
            deadline: ctx.deadline,
        })
        : undefined;
    // 1. The PR's pages first, so the aggregation can keep every entry on them as it streams.
    let pr;
    let prPages = [];
    if (prNumber !== undefined) {
        const listed = await readPrPages(ctx, octokit, prNumber);
        pr = listed.pr;
        prPages = listed.pages;
    }
    // The run's analytics budget, planned first: `max-pages` for the feedback, and what is left
    // shared by the reads that follow it (views, search terms, assistant conversations).
    const budget = new platform/* RequestBudget */.bK(constants/* ANALYTICS_REQUESTS_PER_HOUR */.tI);
    const wanted = {
        views: inputs.pageViews,
        searches: inputs.readerSignals.includes('searches'),
        // Conversations are shown per changed page only: without one there is nothing to read for.
        assistant: inputs.readerSignals.includes('assistant') && prPages.length > 0,
    };
    const plan = planAnalytics(budget.remaining, inputs.maxPages, wanted);
    const after = [
        wanted.views ? `${plan.views} for page views` : '',
        wanted.searches ? `${plan.searches} for search terms` : '',
        wanted.assistant ? `${plan.assistant} for assistant conversations` : '',
    ].filter(Boolean);
    if (after.length > 0) {
        log/* info */.pq(`Analytics budget (${budget.limit} requests per hour): up to ${inputs.maxPages} for feedback (max-pages), then up to ${after.join(', ')}.`);
    }
    // 2. Read, write and aggregate, page by page.
    const file = external_node_path_default().join(runner.runnerTemp, `mintlify-feedback-${fileKey(inputs)}.jsonl`);
    const aggregator = new FeedbackAggregator({ prPages, includeContact: inputs.includeContact });
    const read = await readFeedback(ctx, file, aggregator, budget);
    const aggregate = aggregator.result();
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.Total, String(aggregate.total));
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.FeedbackFile, file);
    // Machine-readable twin of "first N entries; more exist": the read stopped before the end.
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.HasMore, String(read.stop === 'max-pages' || read.stop === 'budget' || read.stop === 'stuck'));
    if (read.failure && read.requests === 0) {
        // Nothing read: a short summary says why, and the step fails with the client's message.
        await (0,job_summary/* writeJobSummary */.j)((0,guard/* summaryText */.g5)(`## Reader feedback · ${(0,sanitize/* inlineCode */.ti)(inputs.projectId, 100)}\n\n> [!CAUTION]\n> The feedback could not be read: ${(0,sanitize/* inlineText */.ln)(read.failure.message, 2_000)}\n`));
        return read.failure;
    }
    // Then the page views and the reader signals, within what the plan left (they never fail the
    // report). After a failed feedback read the step fails anyway: nothing more is asked.
    const go = !read.failure;
    const views = wanted.views && go
        ? await readPageViews(ctx, { budget, allowance: plan.views, prPages })
        : undefined;
    const searches = wanted.searches && go
        ? await readSearches(ctx, { budget, allowance: plan.searches, prPages })
        : undefined;
    const assistant = wanted.assistant && go
        ? await readAssistant(ctx, { budget, allowance: plan.assistant, prPages })
        : undefined;
    const report = {
        aggregate,
        projectId: inputs.projectId,
        dateFrom: inputs.dateFrom,
        dateTo: inputs.dateTo,
        source: inputs.source,
        statuses: inputs.statuses,
        read: {
            requests: read.requests,
            pageSize: inputs.pageSize,
            maxPages: inputs.maxPages,
            stop: read.stop,
            skipped: read.skipped,
            ...(read.failure?.message ? { error: read.failure.message } : {}),
        },
        includeContact: inputs.includeContact,
        feedbackFile: file,
        ...(pr ? { pr } : {}),
        ...optional('jobSummaryUrl', (0,feedback_report/* jobSummaryUrl */.rj)(runner)),
        ...optional('views', views),
        ...optional('searches', searches),
        ...optional('assistant', assistant),
        budget: { used: budget.used, limit: budget.limit },
    };
    // 3. The job summary carries the full report, whatever happens to the comment.
    await (0,job_summary/* writeJobSummary */.j)((0,guard/* summaryText */.g5)((0,feedback_report/* renderFeedbackSummary */.qR)(report)));
    if (read.stop === 'max-pages' || read.stop === 'budget') {
        log/* notice */.lm(`Feedback: first ${aggregate.total} entries; more exist. The read stopped at ${read.stop === 'max-pages'
            ? `max-pages (${inputs.maxPages} requests)`
            : 'the analytics request budget'}; the report says so.`);
    }
    // A failed or timed-out read fails the step; its partial report stays in the job summary only.
    if (read.failure)
        return read.failure;
    // 4. The sticky comment.
    if (prNumber === undefined) {
        log/* info */.pq(`No PR comment: the \`${runner.eventName || 'unknown'}\` event is not a pull request.`);
        return { outcome: 'success' };
    }
    if (!inputs.comment) {
        log/* info */.pq('No PR comment: `comment: false`.');
        return { outcome: 'success' };
    }
    if (!octokit) {
        log/* warning */.$e('No PR comment: `github-token` is empty. Pass `github-token: ${{ github.token }}` (the default) or another token with `pull-requests: write`.');
        return { outcome: 'success' };
    }
    if (runner.eventName === 'pull_request' && (0,src_inputs/* isForkPr */.hl)(runner)) {
        log/* warning */.$e(forkWarning(prNumber));
        await (0,job_summary/* writeJobSummary */.j)((0,guard/* summaryText */.g5)(`> [!NOTE]\n> No PR comment was written: PR #${prNumber} comes from a fork, so this workflow's token is read-only.\n`));
        return { outcome: 'success' };
    }
    return writeComment(ctx, octokit, prNumber, report);
};
/** Lists the PR's changed files and maps them to pages; a failure only loses the PR section. */
async function readPrPages(ctx, octokit, prNumber) {
    const { runner, docsRoot } = ctx.inputs;
    if (!octokit) {
        const error = '`github-token` is empty';
        log/* warning */.$e(`Cannot list the files of PR #${prNumber}: ${error}.`);
        return { pr: { number: prNumber, docsRoot, error }, pages: [] };
    }
    try {
        const listed = await listPrPages(octokit, {
            owner: runner.owner,
            repo: runner.repo,
            pullNumber: prNumber,
            docsRoot,
            signal: (0,abort/* withDeadline */.NE)(ctx.signal, ctx.deadline),
        });
        log/* info */.pq(`PR #${prNumber} changes ${listed.fileCount} files, ${listed.pages.length} of them docs pages${listed.pages.length > 0 ? `: ${listed.pages.slice(0, 20).join(', ')}` : ''}${listed.pages.length > 20 ? ', …' : ''}.`);
        return { pr: { number: prNumber, docsRoot, fileCount: listed.fileCount }, pages: listed.pages };
    }
    catch (err) {
        if (ctx.signal.aborted)
            throw ctx.signal.reason;
        const error = (0,github_octokit/* githubErrorText */.fw)(err);
        log/* warning */.$e(`Cannot list the files of PR #${prNumber}, so the report has no section for its pages: ${error}`);
        return { pr: { number: prNumber, docsRoot, error }, pages: [] };
    }
}
/**
 * Follows `nextCursor` while `hasMore`, up to `max-pages` pages and within the run's analytics
 * budget (shared with the views read that follows), writing each page to the JSON Lines file and
 * into the aggregate before asking for the next one.
 */
async function readFeedback(ctx, file, aggregator, budget) {
    const { inputs } = ctx;
    const client = (0,platform_client/* createPlatformClient */.B)(ctx, budget);
    const writer = new JsonlWriter(file, inputs.includeContact);
    const result = { requests: 0, skipped: 0, stop: 'complete' };
    let total = 0;
    // Ids already counted: an entry that arrives between two page reads can shift one onto the
    // next page again, and it must be counted (and written) once.
    const seen = new Set();
    // Cursors already followed: the service handing one back again would loop up to max-pages.
    const followed = new Set();
    let duplicates = 0;
    try {
        let cursor;
        for (;;) {
            if (result.requests >= inputs.maxPages) {
                result.stop = 'max-pages';
                break;
            }
            if (budget.remaining <= 0) {
                result.stop = 'budget';
                break;
            }
            const page = await client.listFeedback(inputs.projectId, {
                dateFrom: inputs.dateFrom,
                ...(inputs.dateTo ? { dateTo: inputs.dateTo } : {}),
                ...(inputs.source ? { source: inputs.source } : {}),
                ...(inputs.statuses.length > 0 ? { status: [...inputs.statuses] } : {}),
                limit: inputs.pageSize,
                ...(cursor ? { cursor } : {}),
            });
            result.requests++;
            result.skipped += page.skipped;
            const fresh = page.entries.filter((entry) => !seen.has(entry.id));
            for (const entry of fresh) {
                seen.add(entry.id);
                aggregator.add(entry);
            }
            await writer.write(fresh);
            total += fresh.length;
            duplicates += page.entries.length - fresh.length;
            log/* info */.pq(`Read page ${result.requests}: ${fresh.length} entries (${total} so far)${fresh.length < page.entries.length
                ? `, ${page.entries.length - fresh.length} already read on an earlier page`
                : ''}${page.hasMore ? '' : ', the last one'}.`);
            if (!page.hasMore || !page.nextCursor)
                break;
            const stuck = page.nextCursor === cursor || followed.has(page.nextCursor)
                ? 'returned a cursor it had already returned'
                : fresh.length === 0
                    ? 'returned a page with no new entries while saying more exist'
                    : undefined;
            if (stuck) {
                result.stop = 'stuck';
                log/* warning */.$e(`Feedback: the read stopped after ${result.requests} requests because the service ${stuck}; reading on would only repeat the same data up to \`max-pages\`. The report holds the ${total} distinct entries read; more may exist.`);
                break;
            }
            if (cursor)
                followed.add(cursor);
            cursor = page.nextCursor;
        }
    }
    catch (err) {
        if (ctx.signal.aborted)
            throw ctx.signal.reason;
        if (err instanceof platform/* BudgetExhaustedError */.X0) {
            // Retries used up the budget mid-page: what was read stands, like any budget stop.
            result.stop = 'budget';
        }
        else if (err instanceof platform/* PlatformTimeoutError */.Zq) {
            result.stop = 'timeout';
            result.failure = { outcome: 'timeout', message: err.message };
        }
        else if (err instanceof platform/* PlatformError */.Wk) {
            result.stop = 'error';
            result.failure = { outcome: 'failure', message: err.message };
        }
        else {
            throw err;
        }
    }
    finally {
        await client.close();
        await writer.close();
    }
    const tail = result.stop === 'complete' ? '' : `; stopped: ${result.stop}`;
    const dupes = duplicates > 0 ? ` (${duplicates} repeated entries counted once)` : '';
    log/* info */.pq(`Read ${total} feedback entries in ${result.requests} requests${dupes}${tail}.`);
    return result;
}
/** Renders, then creates or updates the sticky comment; a read-only token only warns. */
async function writeComment(ctx, octokit, prNumber, report) {
    const { inputs } = ctx;
    const rendered = (0,feedback_report/* renderFeedbackComment */.pj)(report);
    // Comments are not masked by the runner: the guard scrubs (before the digest) in buildStickyBody.
    const body = (0,sticky_comment/* buildStickyBody */.CQ)(inputs.commentKey, rendered.content, rendered.footer);
    try {
        const result = await (0,sticky_comment/* upsertStickyComment */.qD)(octokit, {
            owner: inputs.runner.owner,
            repo: inputs.runner.repo,
            issueNumber: prNumber,
            key: inputs.commentKey,
            body,
            signal: (0,abort/* withDeadline */.NE)(ctx.signal, ctx.deadline),
        });
        (0,guard/* setOutput */.uH)(constants/* Output */.k7.CommentId, String(result.id));
        if (result.url)
            log/* info */.pq(`PR comment: ${result.url}`);
        return { outcome: 'success' };
    }
    catch (err) {
        if (ctx.signal.aborted)
            throw ctx.signal.reason;
        const status = (0,github_octokit/* statusOf */.c2)(err);
        if (status === 401 || status === 403) {
            log/* warning */.$e(readOnlyWarning(prNumber, status, (0,github_octokit/* githubErrorText */.fw)(err)));
            await (0,job_summary/* writeJobSummary */.j)((0,guard/* summaryText */.g5)(`> [!NOTE]\n> No PR comment was written: the token may not write comments on PR #${prNumber} (HTTP ${status}); see the step's warning.\n`));
            return { outcome: 'success' };
        }
        if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
            return {
                outcome: 'timeout',
                message: `Timed out writing the PR comment (the \`timeout\` input); the report is in the job summary.`,
            };
        }
        return {
            outcome: 'failure',
            message: `Could not write the feedback comment on PR #${prNumber}: ${(0,github_octokit/* githubErrorText */.fw)(err)} The report is in the job summary.`,
        };
    }
}
/**
 * Writes entries as JSON Lines through a write stream, waiting for `drain` when the stream's
 * buffer is full so a large export never piles up in memory.
 */
class JsonlWriter {
    file;
    includeContact;
    stream;
    failure;
    constructor(file, includeContact) {
        this.file = file;
        this.includeContact = includeContact;
        // Owner-only: entries are readers' words, and with `include-contact` their e-mails.
        this.stream = (0,external_node_fs_.createWriteStream)(file, { flags: 'w', mode: 0o600, encoding: 'utf8' });
        this.stream.on('error', (err) => {
            this.failure ??= err;
        });
    }
    /** Appends one line per entry. */
    async write(entries) {
        this.check();
        if (entries.length === 0)
            return;
        let chunk = '';
        for (const entry of entries)
            chunk += `${JSON.stringify(this.raw(entry))}\n`;
        if (!this.stream.write(chunk)) {
            try {
                await (0,external_node_events_.once)(this.stream, 'drain');
            }
            catch (err) {
                this.failure ??= err;
            }
        }
        this.check();
    }
    /** Flushes and closes the file. */
    async close() {
        if (!this.stream.writableEnded)
            this.stream.end();
        try {
            await (0,promises_.finished)(this.stream);
        }
        catch (err) {
            this.failure ??= err;
        }
        this.check();
    }
    /** The entry as the platform sent it: without the client's `kind`, and contact only if allowed. */
    raw(entry) {
        const { kind: _kind, ...rest } = entry;
        const out = rest;
        if (!this.includeContact && 'contact' in out)
            delete out.contact;
        return out;
    }
    check() {
        if (this.failure) {
            throw new errors/* ActionError */.lZ(`Could not write the feedback file ${this.file}: ${this.failure.message}. Check that RUNNER_TEMP is writable and has free space.`, 'failure', { cause: this.failure });
        }
    }
}
/** The PR number of a pull_request / pull_request_target payload. */
function pullNumberOf(event) {
    const pr = event.pull_request;
    const n = pr?.number;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}
function forkWarning(prNumber) {
    return (`No feedback comment on PR #${prNumber}: it comes from a fork, and GitHub gives \`pull_request\` ` +
        `workflows from forks a read-only token, so the comment could not be written. The full report ` +
        `is in the job summary. To comment on fork PRs, run this step from a \`pull_request_target\` ` +
        `workflow instead, with care: that event has a write token, so never check out or run the PR's ` +
        `code in it (see the README, "Fork pull requests").`);
}
function readOnlyWarning(prNumber, status, error) {
    const why = status === 401
        ? 'the token was refused (401): check `github-token`.'
        : 'the token may not write comments here (403). A fork or Dependabot PR gets a read-only ' +
            'token; otherwise give the job `permissions: pull-requests: write`. For fork PRs, a ' +
            '`pull_request_target` workflow can comment, with care: never check out or run the ' +
            'PR\'s code in it (see the README, "Fork pull requests").';
    return `No feedback comment on PR #${prNumber}: ${why} GitHub said: ${error} The full report is in the job summary.`;
}
/** The feedback file's distinguishing part: comment key and run, so two steps do not collide. */
function fileKey(inputs) {
    const key = (inputs.commentKey || inputs.projectId).replace(/[^A-Za-z0-9._-]/g, '_');
    const run = inputs.runner.runId.replace(/[^A-Za-z0-9]/g, '') || 'local';
    return `${key}-${run}`;
}
function optional(key, value) {
    return (value === undefined ? {} : { [key]: value });
}


/***/ })

};

//# sourceMappingURL=943.index.js.map