export const id = 500;
export const ids = [500];
export const modules = {

/***/ 15224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ listPrPages)
/* harmony export */ });
/* unused harmony export MAX_DATA_FILES */
/* harmony import */ var _util_page_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23585);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22917);
/**
 * Maps a pull request's changed files to the docs page paths readers leave feedback on, and
 * matches the paths feedback entries carry (which may be full URLs, or end in `/` or `.html`)
 * against them.
 */


/** Upper bound of changed files read: GitHub's files endpoint itself stops at 3,000. */
const MAX_FILES = 3_000;
/** Most changed data files kept as OpenAPI candidates. */
const MAX_DATA_FILES = 200;
/** Whether a file name ends like a JSON or YAML file. */
function isDataFile(name) {
    const lower = name.toLowerCase();
    return lower.endsWith('.json') || lower.endsWith('.yaml') || lower.endsWith('.yml');
}
/** The PR's pages, sorted into what changes, what the head serves and what it takes away. */
class PageSorter {
    docsRoot;
    pages = new Set();
    live = new Set();
    gone = new Map();
    added = new Map();
    data = [];
    removedDocs = [];
    constructor(docsRoot) {
        this.docsRoot = docsRoot;
    }
    add(file) {
        if (isDataFile(file.filename) && this.data.length < MAX_DATA_FILES) {
            const { filename, status, previous_filename } = file;
            this.data.push({ filename, status, ...(previous_filename ? { previous_filename } : {}) });
        }
        const lower = file.filename.toLowerCase();
        const isDoc = lower.endsWith('.md') || lower.endsWith('.mdx');
        if (file.status === 'removed' && isDoc && this.removedDocs.length < MAX_DATA_FILES) {
            this.removedDocs.push(file.filename);
        }
        const page = (0,_util_page_path_js__WEBPACK_IMPORTED_MODULE_1__/* .fileToPagePath */ .I)(file.filename, this.docsRoot);
        const before = file.previous_filename
            ? (0,_util_page_path_js__WEBPACK_IMPORTED_MODULE_1__/* .fileToPagePath */ .I)(file.previous_filename, this.docsRoot)
            : undefined;
        for (const p of [page, before])
            if (p !== undefined)
                this.pages.add(p);
        if (file.status === 'removed') {
            if (page !== undefined)
                this.gone.set(page, { page, file: file.filename });
            return;
        }
        if (page !== undefined)
            this.live.add(page);
        const isNew = file.status === 'added' || (file.status === 'renamed' && before !== page);
        if (page !== undefined && isNew)
            this.added.set(page, { page, file: file.filename });
        // A rename that keeps the path (`x.md` → `x.mdx`, `x.mdx` → `x/index.mdx`) moves no URL.
        if (file.status === 'renamed' && before !== undefined && before !== page) {
            const was = file.previous_filename;
            this.gone.set(before, page === undefined
                ? { page: before, file: was }
                : { page: before, renamedTo: page, file: was });
        }
    }
    result(fileCount) {
        // A path another changed file serves again (removed `x.md`, added `x/index.mdx`) stays up.
        const gone = [...this.gone.values()].filter((g) => !this.live.has(g.page));
        return {
            pages: [...this.pages].sort(),
            live: [...this.live].sort(),
            gone: gone.sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0)),
            added: [...this.added.values()].sort((a, b) => (a.page < b.page ? -1 : 1)),
            fileCount,
            dataFiles: this.data,
            removedDocs: this.removedDocs,
        };
    }
}
/**
 * Lists every changed file of a pull request (all pages of the API) and returns the docs pages
 * among them. A renamed page counts under both its old and its new path, since feedback was left
 * on the old one; a removed page counts too, since its feedback is what reviewers should see.
 */
async function listPrPages(octokit, options) {
    const sorter = new PageSorter(options.docsRoot);
    let fileCount = 0;
    const at = { ...options, number: options.pullNumber };
    for await (const file of (0,_octokit_js__WEBPACK_IMPORTED_MODULE_0__/* .pullFiles */ .B0)(octokit, at, MAX_FILES)) {
        fileCount++;
        sorter.add(file);
    }
    return sorter.result(fileCount);
}


/***/ }),

/***/ 10500:
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
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/octokit.ts + 1 modules
var github_octokit = __webpack_require__(22917);
// EXTERNAL MODULE: ./src/inputs/runner.ts
var inputs_runner = __webpack_require__(19571);
// EXTERNAL MODULE: ./src/platform/index.ts + 3 modules
var platform = __webpack_require__(86249);
// EXTERNAL MODULE: ./src/modes/shared/analytics.ts
var shared_analytics = __webpack_require__(49124);
// EXTERNAL MODULE: ./src/modes/shared/job-summary.ts
var job_summary = __webpack_require__(95606);
// EXTERNAL MODULE: ./src/util/page-path.ts
var page_path = __webpack_require__(23585);
// EXTERNAL MODULE: ./src/util/reader-text.ts + 3 modules
var reader_text = __webpack_require__(3163);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
;// CONCATENATED MODULE: ./src/modes/feedback/comment-groups.ts
/** Distinct comments kept per page. */
const MAX_GROUPS_PER_PAGE = 500;
/** Distinct comments kept over all the PR's pages. */
const MAX_GROUPS = 5_000;
/** Review states that mean someone dealt with the entry. */
const RESOLVED = new Set(['resolved', 'dismissed']);
/** The comparison key of a comment: the same for comments that read the same. */
function commentKey(text) {
    return text
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
        .replace(/['’`´]/g, '')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
}
/** Newest first; ties broken by id, so the order never depends on the order entries came in. */
function newerFirst(a, b) {
    if (a.time !== b.time)
        return b.time > a.time ? 1 : -1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
/** Not-helpful groups first, then unresolved ones, then the largest, then the newest. */
function pressing(a, b) {
    const weight = (g) => (g.notHelpful > 0 ? 2 : 0) + (g.unresolved > 0 ? 1 : 0);
    return (weight(b) - weight(a) ||
        b.count - a.count ||
        newerFirst(a.newest, b.newest) ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
/** Groups the comments of the PR's pages as entries stream in. */
class CommentGrouper {
    pages = new Map();
    total = 0;
    /** Adds one entry with a comment on PR page `page`. */
    add(page, entry) {
        let slot = this.pages.get(page);
        if (!slot)
            this.pages.set(page, (slot = { groups: new Map(), comments: 0, ungrouped: 0 }));
        slot.comments++;
        const key = commentKey(entry.comment ?? '');
        let group = slot.groups.get(key);
        if (!group) {
            if (slot.groups.size >= MAX_GROUPS_PER_PAGE || this.total >= MAX_GROUPS) {
                slot.ungrouped++;
                return;
            }
            group = { key, newest: entry, count: 0, notHelpful: 0, helpful: 0, unresolved: 0 };
            slot.groups.set(key, group);
            this.total++;
        }
        group.count++;
        if (entry.helpful === false)
            group.notHelpful++;
        else if (entry.helpful === true)
            group.helpful++;
        if (!RESOLVED.has((entry.status ?? '').toLowerCase()))
            group.unresolved++;
        if (newerFirst(entry, group.newest) < 0)
            group.newest = entry;
    }
    /** The entry each group quotes (its newest), in no order. */
    *quoted() {
        for (const slot of this.pages.values())
            for (const g of slot.groups.values())
                yield g.newest;
    }
    /**
     * Each page's groups, most pressing first, each quoting its newest entry as `quote` gives it
     * (the aggregator's scrubbed copy); pages without a comment are absent.
     */
    result(quote = (entry) => entry) {
        const out = new Map();
        for (const [page, slot] of this.pages) {
            out.set(page, {
                groups: [...slot.groups.values()]
                    .sort(pressing)
                    .map((g) => ({ ...g, newest: quote(g.newest) })),
                comments: slot.comments,
                ungrouped: slot.ungrouped,
            });
        }
        return out;
    }
}

;// CONCATENATED MODULE: ./src/modes/feedback/aggregate.ts
/**
 * Streaming aggregation of reader feedback: entries are added one by one as pages arrive and
 * only what the report shows is kept — counters, one row per page and per code block, the most
 * recent comments in bounded lists, and the comments on the pull request's pages grouped. Every
 * entry still goes to the JSON Lines file, so nothing the report leaves out is lost.
 */




/** Longest comment kept for the report; the report cuts further, the JSON Lines file has it all. */
const MAX_KEPT_COMMENT = 2_000;
/**
 * Reader text held until the report is built, then scrubbed of credentials and cut to what the
 * report keeps: that and a margin, so that a credential across the cut is found whole (a private
 * key block longer than the margin is still found by its header), and a huge text costs little.
 */
const MAX_HELD = 3_000;
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
/**
 * Keeps `list` the newest-first `limit` entries: the entry ordered as `order` goes in, built by
 * `make` only when it ranks among them (most do not: building is skipped). Inserting is a binary
 * search plus a splice on a short array, so 10,000 entries cost next to nothing.
 */
function keepNewest(list, limit, order, make) {
    const last = list[list.length - 1];
    if (limit <= 0 || (list.length >= limit && !(last && newerFirst(order, last) < 0)))
        return;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (newerFirst(list[mid], order) <= 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    list.splice(lo, 0, make());
    if (list.length > limit)
        list.pop();
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
    recent = [];
    recentLimit;
    withComment = 0;
    withContact = 0;
    prStats = new Map();
    prEntryTotal = 0;
    prGroups = new CommentGrouper();
    oldest = null;
    newest = null;
    /** Raw path → normalized page: paths repeat, and normalizing is the costly part of an entry. */
    pageOf = new Map();
    includeContact;
    scrub;
    constructor(options = {}) {
        this.recentLimit = options.recentLimit ?? 30;
        this.includeContact = options.includeContact ?? false;
        this.scrub = options.scrub ?? reader_text/* scrubReaderTexts */.xK;
        for (const page of options.prPages ?? []) {
            const normalized = (0,page_path/* normalizePagePath */.i)(page);
            if (!this.prStats.has(normalized))
                this.prStats.set(normalized, noStats(normalized));
        }
    }
    /** Adds one entry. */
    add(entry) {
        this.total++;
        bump(this.bySource, entry.source ?? 'unknown');
        bump(this.byStatus, entry.status ?? 'unknown');
        const time = timeOf(entry.createdAt);
        this.widenWindow(time, entry.createdAt);
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
        this.countPage(page, helpful, hasComment);
        // Build the kept form only when something will keep it.
        const order = { time, id: entry.id };
        let kept;
        const keep = () => (kept ??= this.keep(entry, page, helpful, time));
        if (hasComment)
            keepNewest(this.recent, this.recentLimit, order, keep);
        const pr = page === null ? undefined : this.prStats.get(page);
        if (pr) {
            countInto(pr, helpful, hasComment);
            this.prEntryTotal++;
            if (hasComment)
                this.prGroups.add(pr.page, keep());
        }
        if (entry.kind === 'code_snippet')
            this.addSnippet(entry, page, hasComment, order, keep);
    }
    /** Moves the oldest and newest dates seen to include `time`. */
    widenWindow(time, createdAt) {
        if (time === -Infinity || !createdAt)
            return;
        if (this.oldest === null || time < this.oldest.time)
            this.oldest = { time, at: createdAt };
        if (this.newest === null || time > this.newest.time)
            this.newest = { time, at: createdAt };
    }
    /** Counts an entry on its page (up to MAX_PAGES pages; the rest are counted together). */
    countPage(page, helpful, hasComment) {
        if (page === null) {
            this.withoutPath++;
            return;
        }
        let stats = this.pages.get(page);
        if (!stats && this.pages.size < MAX_PAGES)
            this.pages.set(page, (stats = noStats(page)));
        if (stats)
            countInto(stats, helpful, hasComment);
        else
            this.otherPages++;
    }
    /** Groups a code snippet by file name and language (up to MAX_SNIPPET_GROUPS groups). */
    addSnippet(entry, page, hasComment, order, keep) {
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
                code: null,
                recent: [],
            };
            this.snippets.set(key, group);
        }
        if (!group) {
            this.otherSnippets++;
            return;
        }
        group.count++;
        if (group.code === null && entry.code !== null)
            group.code = (0,util_text/* sliceUnits */.Wu)(entry.code, MAX_HELD);
        if (page !== null && !group.pages.includes(page)) {
            if (group.pages.length < 5)
                group.pages.push(page);
            else
                group.morePages++;
        }
        if (hasComment) {
            group.withComment++;
            keepNewest(group.recent, SNIPPET_COMMENTS_KEPT, order, keep);
        }
    }
    /** Everything the report needs, as plain data. */
    result() {
        const pages = [...this.pages.values()];
        const byNegative = pages
            .filter((p) => p.negative > 0)
            .sort((a, b) => b.negative - a.negative || b.total - a.total || (0,util_text/* compareText */.n6)(a.page, b.page));
        const byTotal = [...pages].sort((a, b) => b.total - a.total || b.negative - a.negative || (0,util_text/* compareText */.n6)(a.page, b.page));
        const snippets = [...this.snippets.values()].sort((a, b) => b.count - a.count ||
            (0,util_text/* compareText */.n6)(a.filename ?? '', b.filename ?? '') ||
            (0,util_text/* compareText */.n6)(a.lang ?? '', b.lang ?? ''));
        const scrubbed = this.scrubbed(snippets);
        return {
            total: this.total,
            bySource: ranked(this.bySource),
            byStatus: ranked(this.byStatus),
            helpful: { ...this.helpful },
            pagesByNegative: byNegative,
            pagesByTotal: byTotal,
            otherPages: this.otherPages,
            withoutPath: this.withoutPath,
            snippets: snippets.map(scrubbed.group),
            otherSnippets: this.otherSnippets,
            recent: this.recent.map(scrubbed.entry),
            withComment: this.withComment,
            withContact: this.withContact,
            prPages: [...this.prStats.values()],
            prEntryTotal: this.prEntryTotal,
            prComments: this.prGroups.result(scrubbed.entry),
            removed: scrubbed.removed,
            oldest: this.oldest?.at ?? null,
            newest: this.newest?.at ?? null,
        };
    }
    /** Normalized page of a raw path, memoized (bounded, so odd data cannot grow it forever). */
    normalize(path) {
        let page = this.pageOf.get(path);
        if (page === undefined) {
            page = (0,page_path/* normalizePagePath */.i)(path);
            if (this.pageOf.size < MAX_PAGES * 2)
                this.pageOf.set(path, page);
        }
        return page;
    }
    /** The kept form of an entry: only displayed fields, long text cut, contact dropped unless allowed. */
    keep(entry, page, helpful, time) {
        const { comment } = entry;
        return {
            id: entry.id,
            path: entry.path,
            page,
            source: entry.source,
            status: entry.status,
            createdAt: entry.createdAt,
            time,
            comment: comment === null ? null : (0,util_text/* sliceUnits */.Wu)(comment, MAX_HELD),
            commentCut: comment !== null && comment.length > MAX_HELD,
            helpful,
            contact: this.includeContact && entry.kind === 'contextual' ? entry.contact : null,
            filename: entry.kind === 'code_snippet' ? entry.filename : null,
            lang: entry.kind === 'code_snippet' ? entry.lang : null,
        };
    }
    /**
     * The reader text the result keeps (comments of the kept entries, each once, and the code of
     * each block) scrubbed of credentials in one call of the scrubber, then cut: how to swap each
     * kept entry and code block for its scrubbed copy, and what was removed.
     */
    scrubbed(snippets) {
        const held = new Set(this.recent);
        for (const group of snippets)
            for (const e of group.recent)
                held.add(e);
        // The digest quotes each group's newest wording: it is reader text like any other.
        for (const e of this.prGroups.quoted())
            held.add(e);
        const entries = [...held].filter((e) => e.comment !== null);
        const codes = snippets.filter((g) => g.code !== null);
        const texts = [...entries.map((e) => e.comment ?? ''), ...codes.map((g) => g.code ?? '')];
        const out = this.scrub(texts);
        const removed = {};
        for (const s of out)
            (0,reader_text/* addRemoved */.C_)(removed, s.removed);
        const entryOf = new Map();
        entries.forEach((e, i) => {
            const text = out[i]?.text ?? '';
            const commentCut = e.commentCut || text.length > MAX_KEPT_COMMENT;
            entryOf.set(e, { ...e, comment: (0,util_text/* sliceUnits */.Wu)(text, MAX_KEPT_COMMENT), commentCut });
        });
        const codeOf = new Map();
        codes.forEach((g, i) => codeOf.set(g, (0,util_text/* sliceUnits */.Wu)(out[entries.length + i]?.text ?? '', MAX_KEPT_CODE)));
        const entry = (e) => entryOf.get(e) ?? e;
        const group = (g) => ({
            ...g,
            code: codeOf.get(g) ?? g.code,
            pages: [...g.pages],
            recent: g.recent.map(entry),
        });
        return { entry, group, removed: removed };
    }
}
/** A page's counts before its first entry. */
function noStats(page) {
    return { page, total: 0, negative: 0, positive: 0, comments: 0 };
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

// EXTERNAL MODULE: ./src/util/reader-figures.ts
var reader_figures = __webpack_require__(1001);
// EXTERNAL MODULE: ./src/util/personal-data.ts
var personal_data = __webpack_require__(70251);
// EXTERNAL MODULE: ./src/util/sanitize.ts
var sanitize = __webpack_require__(62701);
// EXTERNAL MODULE: ./src/modes/shared/list-read.ts
var list_read = __webpack_require__(81903);
// EXTERNAL MODULE: ./src/modes/shared/lists.ts
var lists = __webpack_require__(15821);
;// CONCATENATED MODULE: ./src/modes/feedback/model.ts
/**
 * Most views requests in one run (5,000 page paths): beyond that a site is large enough that a
 * changed page missing from the list is better reported as "not read" than chased further.
 */
const VIEWS_MAX_PAGES = 20;
/** Most search-term requests in one run (300 terms, most searched first). */
const SEARCHES_MAX_PAGES = 3;
/** Most assistant requests in one run (2,000 conversations of the window). */
const ASSISTANT_MAX_PAGES = 2;
/** Longest quote of reader text (a term or a question), in characters. */
const QUOTE_CHARS = 200;
/** Search terms shown per changed page. */
const TERMS_PER_PAGE = 5;
/** Unanswered questions quoted per changed page. */
const QUESTIONS_PER_PAGE = 3;
/** Rows of "Searched, nothing clicked". */
const GAP_ROWS = 10;
/** Rows of the "Most read pages" table; a page among them counts as high-traffic. */
const MOST_READ_ROWS = 10;
/** Helpful / not-helpful votes a page needs before its rate is judged. */
const FLAG_MIN_VOTES = 3;
/** A high-traffic page is flagged when its helpful rate is below this: most votes are negative. */
const FLAG_MAX_HELPFUL_RATE = 0.5;
/** How the reads beside the feedback word their log lines (shared/list-read.ts). */
const SIGNAL_VOICE = {
    subject: (name) => name,
    failed: ', so the feedback report shows none',
    skipped: 'the analytics budget left no request for them after the feedback read',
};

;// CONCATENATED MODULE: ./src/modes/feedback/assistant.ts
/**
 * The assistant read of `mode: feedback`: the window's assistant conversations, 1,000 per request
 * within the planned allowance (at most 2), counted per changed page by the one rule
 * (util/reader-figures.ts: started on it, or citing it), with the newest unanswered questions kept for quoting. Read on pull requests with
 * docs pages only: the report shows conversations per changed page and nothing else.
 */








/** Counts the conversations on each wanted page and keeps their newest unanswered questions. */
class AssistantCollector extends shared_analytics/* ListCollector */.cd {
    tallies = new Map();
    /** Adds one page; returns how many of its conversations were new. */
    add(page) {
        const fresh = this.fresh(page.conversations, (c) => c.id);
        for (const c of fresh)
            for (const p of this.pagesOf(c))
                this.count(p, c);
        return fresh.length;
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
    /** Credentials removed from the questions kept, by kind. */
    removed() {
        const tally = {};
        for (const t of this.tallies.values()) {
            for (const q of t.questions)
                (0,reader_text/* addRemoved */.C_)(tally, q.removed);
        }
        return tally;
    }
    /** The wanted pages a conversation counts for (util/reader-figures.ts: the one rule). */
    pagesOf(c) {
        return [...(0,reader_figures/* conversationPages */.ir)(c)].filter((page) => this.targets.has(page));
    }
    count(page, c) {
        let t = this.tallies.get(page);
        if (!t)
            this.tallies.set(page, (t = { page, conversations: 0, unanswered: 0, questions: [] }));
        t.conversations++;
        if (c.resolutionStatus !== 'unanswered')
            return;
        t.unanswered++;
        // Credentials, then contact details, go before anything is kept; the cut leaves room for the
        // quote's own.
        const { text: scrubbed, removed } = (0,reader_text/* scrubReaderText */.gz)(c.query);
        const text = (0,sanitize/* truncate */.xv)((0,personal_data/* redactContactDetails */.yT)(scrubbed).replace(/\s+/g, ' ').trim(), QUOTE_CHARS * 2);
        const key = text.toLowerCase();
        if (text === '' || t.questions.some((q) => q.key === key))
            return;
        const time = Date.parse(c.timestamp);
        t.questions.push({ text, at: c.timestamp, key, t: Number.isNaN(time) ? 0 : time, removed });
        t.questions.sort((a, b) => b.t - a.t);
        if (t.questions.length > QUESTIONS_PER_PAGE)
            t.questions.pop();
    }
}
/** Reads the assistant conversations of the feedback's window. Never throws for a bad reply. */
async function readAssistant(analytics, options) {
    // Counts need the whole window: the collector is never `enough` short of the end.
    const { read, kept } = await (0,list_read/* readInto */.P)(analytics, {
        list: lists/* ASSISTANT_LIST */.m_,
        name: 'Assistant conversations',
        voice: SIGNAL_VOICE,
        allowance: options.allowance,
    }, AssistantCollector, options.prPages);
    return {
        ...(0,shared_analytics/* listRead */.bZ)(read),
        conversationsRead: read.rows,
        byPage: kept.result(),
        removed: kept.removed(),
    };
}

;// CONCATENATED MODULE: ./src/modes/feedback/plan.ts
/**
 * The analytics budget plan of `mode: feedback`, made before the feedback read: `max-pages` is
 * set aside for the feedback first, and the reads that follow it (page views, search terms,
 * assistant conversations) share what is left. They take turns, one request each per round, so
 * when little is left every read still gets its first page before any gets a second.
 */

/** The reads after the feedback, in the order they take turns. */
const SIGNAL_READS = ['views', 'searches', 'assistant'];
/** Most requests of each read. */
const CAPS = {
    views: VIEWS_MAX_PAGES,
    searches: SEARCHES_MAX_PAGES,
    assistant: ASSISTANT_MAX_PAGES,
};
/**
 * Shares `budgetRemaining - maxPages` among the wanted reads, up to each one's cap
 * ({@link VIEWS_MAX_PAGES}, {@link SEARCHES_MAX_PAGES}, {@link ASSISTANT_MAX_PAGES}), one
 * request per read per round in the order views, searches, assistant.
 */
function planAnalytics(budgetRemaining, maxPages, wanted) {
    const plan = { views: 0, searches: 0, assistant: 0 };
    let left = Math.max(0, budgetRemaining - maxPages);
    const open = (k) => wanted[k] && plan[k] < CAPS[k];
    while (left > 0 && SIGNAL_READS.some(open)) {
        for (const k of SIGNAL_READS) {
            if (left > 0 && open(k)) {
                plan[k]++;
                left--;
            }
        }
    }
    return plan;
}

// EXTERNAL MODULE: ./src/github/pr-pages.ts
var pr_pages = __webpack_require__(15224);
// EXTERNAL MODULE: ./src/site-config/published.ts
var published = __webpack_require__(90790);
// EXTERNAL MODULE: ./src/util/abort.ts
var abort = __webpack_require__(42334);
// EXTERNAL MODULE: ./src/modes/shared/pr-comment.ts
var pr_comment = __webpack_require__(28204);
// EXTERNAL MODULE: ./src/util/format.ts
var format = __webpack_require__(32693);
;// CONCATENATED MODULE: ./src/util/markdown.ts
/**
 * Markdown building blocks the reports share: tables (whole, or cut in three: shown, folded,
 * counted), "…and N more" lines, mermaid charts, code cut to a few lines. Table cells are the
 * caller's, already made safe (sanitize.ts `tableCell`); chart labels are made safe here
 * ({@link mermaidLabel}).
 */


/**
 * A GitHub table: the header row, the alignment row from `align` (a letter a column: `r` right,
 * anything else left), then a row per entry of `rows`.
 */
function mdTable(headers, align, rows) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    const rule = `|${[...align].map((a) => (a === 'r' ? '--:' : '---')).join('|')}|`;
    return [line(headers), rule, ...rows.map(line)].join('\n');
}
/**
 * `…and 3 more pages in the job summary.`: what is left (`many`, or `one` for a single one),
 * and `where` it is.
 */
function andMore(count, many, where = '', one = many) {
    return `…and ${(0,format/* plural */.LS)(count, `more ${one}`, `more ${many}`)}${where ? ` ${where}` : ''}.`;
}
/**
 * A label safe inside a quoted mermaid string: page-path characters only (letters, digits,
 * `/ . _ -` and spaces). Quotes, brackets, line breaks, `#`, `%`, `;`, `:` and markup go, so a
 * path cannot end the string, start a directive or inject a node.
 */
function mermaidLabel(text, max = 40) {
    const clean = (0,sanitize/* stripControl */.kU)(text)
        .replace(/[^\p{L}\p{N} /._-]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const chars = Array.from(clean);
    const out = chars.length > max ? `…${chars.slice(chars.length - max + 1).join('')}` : clean;
    return out === '' ? '(none)' : out;
}
/** A mermaid pie chart with its figures (slices of 0 left out). */
function mermaidPie(title, slices) {
    const body = slices
        .filter(([, v]) => v > 0)
        .map(([k, v]) => `    "${mermaidLabel(k)}" : ${Math.round(v)}`)
        .join('\n');
    return `\`\`\`mermaid\npie showData\n    title ${mermaidLabel(title, 60)}\n${body}\n\`\`\``;
}
/** A horizontal mermaid bar chart, its axis named `unit`. */
function mermaidBars(title, unit, bars) {
    const labels = bars.map(([k]) => `"${mermaidLabel(k, 30)}"`).join(', ');
    const values = bars.map(([, v]) => Math.round(v)).join(', ');
    const top = Math.max(1, ...bars.map(([, v]) => v));
    return [
        '```mermaid',
        'xychart-beta horizontal',
        `    title "${mermaidLabel(title, 60)}"`,
        `    x-axis [${labels}]`,
        `    y-axis "${mermaidLabel(unit, 30)}" 0 --> ${Math.ceil(top)}`,
        `    bar [${values}]`,
        '```',
    ].join('\n');
}
/** `code`'s first `maxLines` lines, and how many more there are. */
function cutLines(code, maxLines) {
    const lines = code.split(/\r\n?|\n/);
    if (lines.length <= maxLines)
        return code;
    return `${lines.slice(0, maxLines).join('\n')}\n… (${lines.length - maxLines} more lines)`;
}
/**
 * A list cut in three: the first `visible` shown, the next ones up to `max` in all folded, and
 * how many lie beyond both.
 */
function foldList(list, visible, max) {
    const shown = list.slice(0, visible);
    const folded = list.slice(shown.length, Math.max(shown.length, max));
    return { shown, folded, beyond: list.length - shown.length - folded.length };
}
/**
 * A table of `list` cut in three ({@link foldList}): the rows shown, the next ones in a folded
 * table titled `fold(count)`, then the line `beyond(count)` for those left out of both.
 */
function foldedTable(list, visible, max, words) {
    const { shown, folded, beyond } = foldList(list, visible, max);
    const out = [words.table(shown)];
    if (folded.length > 0)
        out.push((0,sanitize/* details */.zH)(words.fold(folded.length), words.table(folded)));
    if (beyond > 0)
        out.push(words.beyond(beyond));
    return out;
}

;// CONCATENATED MODULE: ./src/review/model.ts
/** Whether a read has something to show (it was made, at least in part, and did not fail). */
function usable(read) {
    return read !== undefined && read.stop !== 'failed' && read.stop !== 'skipped';
}
/** The pages of `op` that have a path. */
function linkedPages(op) {
    return op.pages.flatMap((p) => (p.page === undefined ? [] : [p.page]));
}
/** Views of an operation's pages in the window (summed), or undefined when none was read. */
function operationViews(op, views) {
    let out;
    for (const page of linkedPages(op)) {
        const v = views?.pages.get(page);
        if (!v)
            continue;
        out ??= { page, human: 0, ai: 0, total: 0 };
        out.human += v.human;
        out.ai += v.ai;
        out.total += v.total;
    }
    return out;
}
const ORDER = {
    missing: 0,
    unknown: 1,
    covered: 2,
};
/** Pages without a redirect first, then unknown, then covered; each by readers, then path. */
function orderGone(pages, views) {
    const readers = (page) => views?.pages.get(page)?.total ?? 0;
    return [...pages].sort((a, b) => ORDER[a.redirect.kind] - ORDER[b.redirect.kind] ||
        readers(b.page) - readers(a.page) ||
        (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));
}

;// CONCATENATED MODULE: ./src/modes/feedback/common-report.ts
/**
 * What the job summary and the PR comment share: the heading and scope line, the note when the
 * read stopped early, how the reads beside the feedback (views, search terms, assistant) are
 * noted, the order of the PR's pages, and comment groups as list items. Pure: data in, markdown
 * out; outside text goes through src/util/sanitize.ts.
 */




/**
 * "N entries · from → to · filters". `dayOnly` (the comment) writes dates at day precision so an
 * unchanged report stays unchanged as the default start moves with the clock.
 */
function scopeLine(input, dayOnly) {
    const a = input.aggregate;
    const from = formatBound(input.dateFrom, dayOnly);
    const to = input.dateTo ? `${formatBound(input.dateTo, dayOnly)} (exclusive)` : 'now';
    const source = input.source ? `source ${(0,sanitize/* inlineCode */.ti)(input.source)}` : 'all sources';
    const statuses = input.statuses.length > 0
        ? `status ${input.statuses.map((s) => (0,sanitize/* inlineCode */.ti)(s)).join(', ')}`
        : 'all statuses';
    const first = input.read.stop === 'complete' ? '' : 'first ';
    return `**${first}${(0,format/* formatCount */.B4)(a.total)}** entries · ${from} → ${to} · ${source} · ${statuses}`;
}
function formatBound(value, dayOnly) {
    const t = Date.parse(value);
    if (Number.isNaN(t))
        return (0,sanitize/* inlineText */.ln)(value, 40);
    const iso = new Date(t).toISOString();
    // The default start moves with the clock; day precision keeps an unchanged report unchanged.
    if (dayOnly || /^\d{4}-\d{2}-\d{2}$/.test(value))
        return iso.slice(0, 10);
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
/** What a stopped feedback read says after "Showing the first N entries…": why, and what to do. */
const STOPPED = {
    'max-pages': (read) => `The read stopped at \`max-pages: ${read.maxPages}\` ` +
        `(${(0,format/* formatCount */.B4)(read.requests)} requests of ${(0,format/* formatCount */.B4)(read.pageSize)} entries). Raise \`max-pages\` ` +
        `(the API allows 100 requests per organization per hour), narrow \`date-from\`/\`date-to\`, ` +
        `or filter by \`source\`/\`feedback-status\`.`,
    budget: () => `This run used its whole analytics request budget ` +
        `(the API allows 100 requests per organization per hour). Narrow \`date-from\`/\`date-to\` ` +
        `or filter by \`source\`/\`feedback-status\`, or run the report less often.`,
    stuck: () => `The service repeated a cursor, or sent a page with nothing new while saying more exist, ` +
        `so the read stopped rather than re-read the same data.`,
    timeout: (read) => `The \`timeout\` ran out during the read. ${read.error ? (0,sanitize/* inlineText */.ln)(read.error, 600) : ''}`,
    error: (read) => `The read failed: ${(0,sanitize/* inlineText */.ln)(read.error ?? 'unknown error', 600)}`,
};
/** The plain "first N entries; more exist" note, with why and what to do; empty when complete. */
function truncationNote(input) {
    const { read, aggregate } = input;
    if (read.stop === 'complete')
        return '';
    // A read cut by a limit knows more exist; one that failed or went round in circles does not.
    const cut = read.stop === 'max-pages' || read.stop === 'budget';
    const alert = read.stop === 'timeout' || read.stop === 'error' ? 'CAUTION' : 'WARNING';
    const first = `first ${(0,format/* formatCount */.B4)(aggregate.total)} entries; ${cut ? 'more exist' : 'more may exist'}`;
    return `> [!${alert}]\n> **Showing the ${first}.** ${STOPPED[read.stop](read)}`;
}
/** An entry's date, `YYYY-MM-DD`. */
function formatDate(createdAt) {
    if (!createdAt)
        return 'no date';
    const t = Date.parse(createdAt);
    if (Number.isNaN(t))
        return (0,sanitize/* inlineText */.ln)(createdAt, 30);
    return new Date(t).toISOString().slice(0, 10);
}
/**
 * Why a report has no section per page of the PR: its changed files could not be listed, or none
 * of them is a docs page; empty when it has pages.
 */
function noPagesLine(pr, pageCount) {
    if (pr.error !== undefined) {
        return `The pull request's changed files could not be listed: ${(0,sanitize/* inlineText */.ln)(pr.error, 400)}`;
    }
    if (pageCount > 0)
        return '';
    const root = pr.docsRoot ? ` under ${(0,sanitize/* inlineCode */.ti)(pr.docsRoot)}` : '';
    return (`This PR changes no docs pages (\`.md\`/\`.mdx\` files${root}; ${(0,format/* formatCount */.B4)(pr.fileCount ?? 0)} files changed).` +
        (pr.docsRoot ? '' : ' If the docs live in a subfolder, set `docs-root`.'));
}
/**
 * A reader's comment as one line of quoted text, cut to `max` characters; empty without one.
 * Sanitizing only what can show keeps long comments cheap; a cut comment ends with an ellipsis
 * (inlineText adds one when it cuts; one cut earlier, here or by the aggregator, gets one too).
 */
function quoteComment(e, max) {
    if (e.comment === null || e.comment.trim() === '')
        return '';
    const room = max + 64;
    const cut = e.commentCut || e.comment.length > room;
    const raw = e.comment.length > room ? (0,util_text/* sliceUnits */.Wu)(e.comment, room) : e.comment;
    return (0,sanitize/* inlineText */.ln)(cut ? `${raw}…` : raw, max);
}
/** Why a read beside the feedback was not made. */
const SKIPPED = 'no analytics request was left for them (`max-pages` is set aside for the feedback read first).';
/** How a read ended, in the "Analytics requests" line. */
const ENDED = {
    complete: 'the whole list',
    found: 'stopped once the report had what it needs',
    cut: 'cut short',
    skipped: 'no room left in the budget',
    failed: 'failed',
};
/**
 * The note under a section when `read` was cut, not made or failed; empty when it was read whole
 * or not asked for.
 */
function sideNote(side, read) {
    switch (read?.stop) {
        case 'cut':
            return `> [!NOTE]\n> **${side.what} were cut short:** ${side.cut(read)}`;
        case 'skipped':
            return `> [!NOTE]\n> **${side.what} were not read:** ${side.skipped?.(read) ?? SKIPPED}`;
        case 'failed':
            return `> [!NOTE]\n> **${side.what} could not be read**, so this report shows none: ${(0,sanitize/* inlineText */.ln)(read.error ?? 'unknown error', 400)}`;
        default:
            return '';
    }
}
/** A read's part of the "Analytics requests" line: its requests, what each fetched, how it ended. */
function sideRequests(side, read) {
    const ended = { ...ENDED, ...side.ended?.(read) }[read.stop];
    return `${(0,format/* formatCount */.B4)(read.requests)} for ${side.each(read)} (${ended}; up to ${(0,format/* formatCount */.B4)(read.allowance)} planned)`;
}
/** Whether a read has something to show: one rule for the feedback and the reviews. */

/**
 * What both renderings open with: the heading (`#` marks `level`), the scope line and the note
 * when the read stopped early.
 */
function reportHead(input, level, dayOnly) {
    const heading = `${level} Reader feedback · ${(0,sanitize/* inlineCode */.ti)(input.projectId, 100)}`;
    return [heading, scopeLine(input, dayOnly), truncationNote(input)];
}
/** The line for a report without any feedback; empty when there is some. */
function noFeedbackLine(input) {
    if (input.aggregate.total > 0)
        return '';
    return input.read.stop === 'complete'
        ? 'No feedback in this period.'
        : 'No feedback was read before the read stopped.';
}
/** The PR's pages as both renderings order them: most negative, most feedback, most read. */
function orderPrPages(input) {
    const views = usable(input.views) ? input.views.pages : undefined;
    const read = (page) => views?.get(page)?.total ?? 0;
    return [...input.aggregate.prPages].sort((x, y) => y.negative - x.negative ||
        y.total - x.total ||
        read(y.page) - read(x.page) ||
        (0,util_text/* compareText */.n6)(x.page, y.page));
}
const singles = new WeakMap();
/** A group of one: how a single entry (recent comments, code snippets) renders as an item. */
function single(e) {
    const vote = (v) => (e.helpful === v ? 1 : 0);
    return memo(singles, e, () => ({
        key: e.id,
        newest: e,
        count: 1,
        helpful: vote(true),
        notHelpful: vote(false),
        unresolved: 0,
    }));
}
/**
 * Rendered items per report input, group and comment length: fitting re-renders the report
 * several times, and sanitizing long comments is the costly part.
 */
const itemMemo = new WeakMap();
/**
 * One group (or {@link single} entry) as a list item: its page when `withPage`, how many said it,
 * their votes, whether anyone dealt with it, when, then the newest wording quoted.
 */
function groupItem(g, input, chars, withPage = false) {
    const perGroup = memo(memo(itemMemo, input, () => new WeakMap()), g, () => new Map());
    return memo(perGroup, `${chars}:${withPage}`, () => renderItem(g, input, chars, withPage));
}
/** `map`'s value for `key`, made and kept on first use. */
function memo(map, key, make) {
    let value = map.get(key);
    if (value === undefined)
        map.set(key, (value = make()));
    return value;
}
function renderItem(g, input, chars, withPage) {
    const e = g.newest;
    const one = g.count === 1;
    const meta = [];
    if (withPage)
        meta.push(e.page ? (0,sanitize/* inlineCode */.ti)(e.page, 120) : '(no page)');
    if (!one)
        meta.push(`**×${(0,format/* formatCount */.B4)(g.count)}**`);
    if (g.notHelpful > 0)
        meta.push(one ? '👎 not helpful' : `👎 ${(0,format/* formatCount */.B4)(g.notHelpful)}`);
    if (g.helpful > 0)
        meta.push(one ? '👍 helpful' : `👍 ${(0,format/* formatCount */.B4)(g.helpful)}`);
    if (one) {
        if (e.status)
            meta.push((0,sanitize/* inlineText */.ln)(e.status, 30));
    }
    else {
        meta.push(g.unresolved > 0 ? `${(0,format/* formatCount */.B4)(g.unresolved)} unresolved` : 'all resolved');
    }
    meta.push(one ? formatDate(e.createdAt) : `latest ${formatDate(e.createdAt)}`);
    if (e.source && e.source !== 'contextual')
        meta.push((0,sanitize/* inlineText */.ln)(e.source, 30));
    if (e.filename || e.lang)
        meta.push((0,sanitize/* inlineCode */.ti)([e.filename, e.lang].filter(Boolean).join(' · '), 80));
    if (input.includeContact && e.contact)
        meta.push(`contact ${(0,sanitize/* inlineCode */.ti)(e.contact, 120)}`);
    const quote = quoteComment(e, chars);
    return quote ? `- ${meta.join(' · ')}\n  > ${quote}` : `- ${meta.join(' · ')}`;
}

;// CONCATENATED MODULE: ./src/modes/feedback/views-report.ts
/**
 * Page views beside reader feedback: the views columns of the changed-pages table, the job
 * summary's "Most read pages" table with its flag line, and how the views read is named in its
 * notes. Pure: data in, markdown out. Page paths come from the platform (untrusted) and go
 * through src/util/sanitize.ts.
 */







/** The views read in its notes and in the "Analytics requests" line. */
const VIEWS_READ = {
    what: 'Page views',
    each: (v) => `page views of up to ${(0,format/* formatCount */.B4)(v.pageSize)} pages each`,
    cut: (v) => `${(0,format/* plural */.LS)(v.requests, 'request')} of up to ${(0,format/* formatCount */.B4)(v.pageSize)} pages each ` +
        `(${(0,format/* formatCount */.B4)(v.rowsRead)} pages read) before every changed page was found. The ` +
        `views read may use ${(0,format/* plural */.LS)(v.allowance, 'request')}: what \`max-pages\` leaves of the ` +
        `${(0,format/* formatCount */.B4)(v.budgetLimit)} analytics requests per hour.`,
    skipped: (v) => `no analytics request was left for them. \`max-pages\` is set aside for the feedback read ` +
        `first, out of the ${(0,format/* formatCount */.B4)(v.budgetLimit)} analytics requests per hour; lower it ` +
        `to leave room for views.`,
    ended: (v) => ({
        found: v.wanted > 0
            ? 'stopped once every changed page was found'
            : 'one page is enough for the most read pages',
        cut: 'cut short before every changed page was found',
    }),
};
/**
 * The human and AI views cells of one changed page. A page the full list does not hold has no
 * views in the window; one not reached by a cut read says so.
 */
function viewCells(views, page) {
    const stats = views.pages.get(page);
    if (stats)
        return [(0,format/* formatCount */.B4)(stats.human), (0,format/* formatCount */.B4)(stats.ai)];
    if (views.stop === 'cut')
        return [`not in the ${(0,format/* formatCount */.B4)(views.rowsRead)} most viewed pages read`, '—'];
    return ['no views in the window', '—'];
}
/**
 * The job summary's "Most read pages" section, with the flag line; why there are none when the
 * read failed or was skipped; empty when views were not asked for.
 */
function mostReadSection(views, aggregate, heading) {
    if (!views)
        return '';
    const out = [`${heading} Most read pages`];
    const top = usable(views) ? topPages(views) : [];
    if (top.length === 0) {
        out.push(usable(views) ? 'No page has views in this period.' : sideNote(VIEWS_READ, views));
        return out.join('\n\n');
    }
    const feedback = new Map();
    for (const p of aggregate.pagesByTotal)
        feedback.set(p.page, p);
    const total = views.totals?.total ?? 0;
    const rows = top.map((v) => [
        (0,sanitize/* tableCell */.xR)(v.page, 100),
        ...[v.total, v.human, v.ai].map(format/* formatCount */.B4),
        share(v.total, total),
        helpfulRate(feedback.get(v.page)),
    ]);
    const headers = ['Page', 'Views', 'Human', 'AI', 'Share of views', 'Helpful rate'];
    out.push(mdTable(headers, 'lrrrrr', rows));
    const scope = views.stop === 'complete'
        ? `Every page with views (${(0,format/* formatCount */.B4)(views.rowsRead)}) was read`
        : `Ranked among the first ${(0,format/* formatCount */.B4)(views.rowsRead)} pages the API listed (the read stopped once it had what the report needs)`;
    out.push(`${scope}; site total ${(0,format/* formatCount */.B4)(total)} views (${(0,format/* formatCount */.B4)(views.totals?.human ?? 0)} human, ${(0,format/* formatCount */.B4)(views.totals?.ai ?? 0)} AI). Helpful rate: helpful votes among the helpful / not-helpful votes read.`);
    out.push(flagLine(top, feedback));
    return out.join('\n\n');
}
/** The line naming high-traffic pages whose feedback is mostly negative. */
function flagLine(top, feedback) {
    const rule = `among the ${MOST_READ_ROWS} most read pages, at least ${FLAG_MIN_VOTES} votes and ` +
        `under ${Math.round(FLAG_MAX_HELPFUL_RATE * 100)}% helpful`;
    const flagged = top.filter((v) => isFlagged(feedback.get(v.page)));
    if (flagged.length === 0) {
        return `No high-traffic page has mostly negative feedback (${rule}).`;
    }
    const list = flagged
        .map((v) => {
        const f = feedback.get(v.page);
        return `${(0,sanitize/* inlineCode */.ti)(v.page, 100)} (${(0,format/* formatCount */.B4)(v.total)} views, ${(0,format/* formatCount */.B4)(f.negative)} of ${(0,format/* formatCount */.B4)(f.positive + f.negative)} votes not helpful)`;
    })
        .join(', ');
    return `> [!WARNING]\n> **Read a lot, rated poorly** (${rule}): ${list}.`;
}
/** Whether a page's votes make it "mostly negative". */
function isFlagged(f) {
    if (!f)
        return false;
    const votes = f.positive + f.negative;
    return votes >= FLAG_MIN_VOTES && f.positive / votes < FLAG_MAX_HELPFUL_RATE;
}
/** The most viewed pages read, most first (ties by path). */
function topPages(views) {
    return [...views.pages.values()]
        .filter((v) => v.total > 0)
        .sort((a, b) => b.total - a.total || (0,util_text/* compareText */.n6)(a.page, b.page))
        .slice(0, MOST_READ_ROWS);
}
function helpfulRate(f) {
    const percent = f && (0,reader_figures/* helpfulPercent */.oS)(f.positive, f.negative);
    if (!f || percent === undefined)
        return '—';
    return `${percent} of ${(0,format/* formatCount */.B4)(f.positive + f.negative)}`;
}
/** A share as a percentage: one decimal under 10%, `<0.1%` for a sliver. */
function share(part, whole) {
    if (!(whole > 0))
        return '—';
    const p = (100 * part) / whole;
    if (p === 0)
        return '0%';
    if (p < 0.1)
        return '<0.1%';
    return p < 10 ? `${p.toFixed(1)}%` : `${Math.round(p)}%`;
}

;// CONCATENATED MODULE: ./src/modes/feedback/signals-report.ts
/**
 * Reader signals beside reader feedback: what readers searched for and what they asked the
 * assistant on the pages a PR changes, the job summary's "Searched, nothing clicked" table, and
 * the notes that say how each signal was read. Pure: data in, markdown out.
 *
 * Search terms and questions are untrusted and personal: each quote loses its e-mail addresses and
 * phone numbers (src/util/personal-data.ts), then goes through src/util/sanitize.ts, cut to
 * {@link QUOTE_CHARS} characters.
 */






/** Reader text fit to quote: contact details removed, markdown neutralized, one line, cut. */
function quoteReaderText(text, max = QUOTE_CHARS) {
    return (0,sanitize/* inlineText */.ln)((0,personal_data/* redactContactDetails */.yT)(text), max);
}
/**
 * The PR section's "Reader signals" part: one row per changed page (in `pages` order, at most
 * `maxRows`) with its top search terms and its assistant conversations, then the newest
 * unanswered questions quoted, then a note for each signal that is partial or missing. Empty when
 * no signal was asked for.
 */
function signalsSection(signals, pages, heading, maxRows) {
    const { searches, assistant } = signals;
    if (!searches && !assistant)
        return '';
    const out = [`${heading} What readers searched for and asked on these pages`];
    const s = usable(searches) ? searches : undefined;
    const a = usable(assistant) ? assistant : undefined;
    if (s || a) {
        const shown = pages.slice(0, maxRows);
        const headers = ['Page'];
        if (s)
            headers.push('Top searches leading here (searches · click-through)');
        if (a)
            headers.push('Assistant conversations', 'Unanswered');
        const rows = shown.map((page) => {
            const cells = [(0,sanitize/* tableCell */.xR)(page, 100)];
            if (s)
                cells.push(termsCell(s, page));
            if (a) {
                const c = a.byPage.get(page);
                cells.push((0,format/* formatCount */.B4)(c?.conversations ?? 0), (0,format/* formatCount */.B4)(c?.unanswered ?? 0));
            }
            return cells;
        });
        out.push(mdTable(headers, `l${s ? 'l' : ''}${a ? 'rr' : ''}`, rows));
        if (pages.length > shown.length)
            out.push(andMore(pages.length - shown.length, 'pages', '', 'page'));
        if (a) {
            const quotes = questionList(a, shown);
            if (quotes)
                out.push(quotes);
        }
    }
    const notes = [sideNote(SEARCHES_READ, searches), sideNote(ASSISTANT_READ, assistant)];
    out.push(...notes.filter((x) => x !== ''));
    return out.join('\n\n');
}
/** A page's top terms as one cell: `term (searches · click-through)`, or why there are none. */
function termsCell(s, page) {
    const terms = s.byPage.get(page) ?? [];
    if (terms.length === 0) {
        return s.stop === 'cut'
            ? `none in the ${(0,format/* formatCount */.B4)(s.termsRead)} most searched terms read`
            : '—';
    }
    return terms
        .slice(0, TERMS_PER_PAGE)
        .map((t) => `${quoteReaderText(t.term, 60)} (${(0,format/* formatCount */.B4)(t.hits)} · ${pct(t.ctr)})`)
        .join(', ');
}
/** The newest unanswered questions of the shown pages, quoted: one line per page, newest first. */
function questionList(a, pages) {
    const items = [];
    for (const page of pages) {
        const questions = (a.byPage.get(page)?.questions ?? []).slice(0, QUESTIONS_PER_PAGE);
        if (questions.length === 0)
            continue;
        const quoted = questions.map((q) => `“${quoteReaderText(q.text)}” (${formatDate(q.at)})`);
        items.push(`- ${(0,sanitize/* inlineCode */.ti)(page, 100)}: ${quoted.join(' · ')}`);
    }
    if (items.length === 0)
        return '';
    return `**Unanswered assistant questions** (newest ${QUESTIONS_PER_PAGE} per page; e-mail addresses and phone numbers removed):\n\n${items.join('\n')}`;
}
/** The search-terms read in its notes and in the "Analytics requests" line. */
const SEARCHES_READ = {
    what: 'Search terms',
    each: (s) => `search terms of up to ${(0,format/* formatCount */.B4)(s.pageSize)} each`,
    cut: (s) => `${(0,format/* plural */.LS)(s.requests, 'request')} of up to ${(0,format/* formatCount */.B4)(s.pageSize)} terms (the ` +
        `${(0,format/* formatCount */.B4)(s.termsRead)} most searched) before every changed page had its top ` +
        `${TERMS_PER_PAGE}. The plan allows ${(0,format/* plural */.LS)(s.allowance, 'request')} for them.`,
};
/** The assistant read in its notes and in the "Analytics requests" line. */
const ASSISTANT_READ = {
    what: 'Assistant conversations',
    each: (a) => `assistant conversations of up to ${(0,format/* formatCount */.B4)(a.pageSize)} each`,
    cut: (a) => `the counts cover the ${(0,format/* formatCount */.B4)(a.conversationsRead)} conversations read ` +
        `(${(0,format/* plural */.LS)(a.requests, 'request')} of up to ${(0,format/* formatCount */.B4)(a.pageSize)}); the rest of the ` +
        `window is not counted.`,
};
/**
 * The job summary's "Searched, nothing clicked": the most searched terms with a click-through
 * of 0 (content readers looked for and did not find). Empty when searches were not asked for.
 */
function searchGapsSection(s, heading) {
    if (!s)
        return '';
    const title = `${heading} Searched, nothing clicked`;
    if (!usable(s))
        return `${title}\n\n${sideNote(SEARCHES_READ, s)}`;
    const scope = `${(0,format/* formatCount */.B4)(s.totalSearches ?? 0)} searches in this period; ` +
        (s.stop === 'complete'
            ? `all ${(0,format/* formatCount */.B4)(s.termsRead)} terms read.`
            : `the ${(0,format/* formatCount */.B4)(s.termsRead)} most searched terms read.`);
    if (s.gaps.length === 0)
        return `${title}\n\nNo term read was searched without a click. ${scope}`;
    const rows = s.gaps
        .slice(0, GAP_ROWS)
        .map((g) => [
        quoteReaderText(g.term) || '—',
        (0,format/* formatCount */.B4)(g.hits),
        formatDate(g.lastSearchedAt),
    ]);
    const out = [
        title,
        `Terms readers searched for without clicking any result: content they may not have found. ${scope}`,
    ];
    out.push(mdTable(['Search term', 'Searches', 'Last searched'], 'lrl', rows));
    if (s.stop === 'cut')
        out.push(sideNote(SEARCHES_READ, s));
    return out.join('\n\n');
}
/** A click-through rate as a whole percentage (`<1%` for a sliver). */
function pct(ctr) {
    const p = 100 * ctr;
    if (p > 0 && p < 1)
        return '<1%';
    return `${Math.round(p)}%`;
}

;// CONCATENATED MODULE: ./src/review/removed-report.ts
/**
 * "Pages this PR removes or renames": each old URL path with how many readers it had in the
 * report's window and whether docs.json still answers it with a redirect; pages without one
 * first, then by readers. Pure: data in, markdown out. Page paths come from the PR's file names
 * and docs.json (untrusted) and go through src/util/sanitize.ts.
 */




/** `12,345 (12,000 human, 345 AI)`, or why there is no figure. */
function viewsCell(views, page) {
    if (!usable(views))
        return views ? 'not read' : '—';
    const stats = views.pages.get(page);
    if (stats) {
        return `${(0,format/* formatCount */.B4)(stats.total)} (${(0,format/* formatCount */.B4)(stats.human)} human, ${(0,format/* formatCount */.B4)(stats.ai)} AI)`;
    }
    return views.stop === 'cut' ? 'not among the pages read' : 'no views in the window';
}
function changeCell(page) {
    if (page.operation !== undefined) {
        const op = (0,sanitize/* tableCell */.xR)(page.operation, 200);
        return page.renamedTo === undefined
            ? `removed (the page of \`${op}\`, an operation the PR removes)`
            : `moved → ${(0,sanitize/* tableCell */.xR)(page.renamedTo, 100)} (the page of \`${op}\`: its summary, tag or \`x-mint.href\` changed)`;
    }
    return page.renamedTo === undefined ? 'removed' : `renamed → ${(0,sanitize/* tableCell */.xR)(page.renamedTo, 100)}`;
}
function redirectCell(state) {
    switch (state.kind) {
        case 'covered':
            return `→ ${(0,sanitize/* tableCell */.xR)(state.destination, 100)} (source ${(0,sanitize/* tableCell */.xR)(state.source, 100)})`;
        case 'missing':
            return state.why === undefined
                ? '**none: readers get a 404**'
                : `**none: readers get a 404**; ${(0,sanitize/* tableCell */.xR)(state.why, 300)}`;
        case 'unknown':
            return 'unknown (docs.json not read)';
    }
}
function table(rows, views) {
    const cells = rows.map((p) => [
        (0,sanitize/* tableCell */.xR)(p.page, 100),
        changeCell(p),
        viewsCell(views, p.page),
        redirectCell(p.redirect),
    ]);
    const headers = ['Old path', 'Change', 'Views in the window', 'Redirect'];
    return mdTable(headers, 'llrl', cells);
}
/** The line above the table: what is wrong, or that nothing is. */
function leadLine(check) {
    const { config, missing } = check;
    if (config.kind === 'unknown') {
        return `> [!NOTE]\n> **Redirects could not be checked:** ${(0,sanitize/* inlineText */.ln)(config.reason, 400)} These pages are listed as "redirect unknown".`;
    }
    if (missing > 0) {
        return (`> [!WARNING]\n> **${(0,format/* plural */.LS)(missing, 'page', 'pages')} without a redirect:** bookmarks, search results and AI ` +
            `citations that point at ${missing === 1 ? 'it' : 'them'} lead readers to a 404. Add a \`redirects\` entry ` +
            `to docs.json for each (\`{ "source": "/old/path", "destination": "/new/path" }\`).`);
    }
    return 'Every page this PR removes or renames has a redirect in docs.json.';
}
/** Notes under the table: navigation still naming old paths, unreadable redirect entries. */
function notes(check) {
    const out = [];
    const inNav = check.pages.filter((p) => p.inNav).map((p) => p.page);
    if (inNav.length > 0) {
        out.push(`docs.json's navigation still names ${someOf(inNav)}, which this PR takes away: take ${them(inNav.length)} out of the navigation, or name the new path instead.`);
    }
    if (check.config.kind === 'read' && check.config.skipped > 0) {
        out.push(`${(0,format/* plural */.LS)(check.config.skipped, 'entry', 'entries')} of \`redirects\` in ${check.config.file} without a \`source\` and a \`destination\` string ${check.config.skipped === 1 ? 'was' : 'were'} skipped.`);
    }
    return out;
}
/** `it` or `them`, for `count` pages. */
function them(count) {
    return count === 1 ? 'it' : 'them';
}
/** Up to 20 paths as code, and how many more. */
function someOf(pages) {
    const list = pages.slice(0, 20).map((p) => (0,sanitize/* inlineCode */.ti)(p, 100));
    const more = pages.length - list.length;
    return `${list.join(', ')}${more > 0 ? `, and ${(0,format/* formatCount */.B4)(more)} more` : ''}`;
}
/** The one note for a site whose navigation pages are built before deploy: none listed. */
function generatedNote(g) {
    return `${(0,format/* formatCount */.B4)(g.missing)} of the ${(0,format/* plural */.LS)(g.pages, 'page')} docs.json's navigation names have no file in the repository at the PR's head: they look generated by a build step before deploy, so they are not listed. Set \`docs-root\` to the folder the build writes (with its docs.json) to check them, or \`missing-redirects: off\` to turn this check off (the redirect check with it).`;
}
/** Notes on the structure: pages added but unlisted, navigation entries without a file. */
function structureNotes(check) {
    const s = check?.structure;
    if (!s)
        return [];
    const out = [];
    const unlisted = s.unlisted ?? [];
    if (unlisted.length > 0) {
        const it = them(unlisted.length);
        out.push(`${(0,format/* plural */.LS)(unlisted.length, 'page')} this PR adds ${unlisted.length === 1 ? 'is' : 'are'} in no navigation and not hidden: ${someOf(unlisted)}. The site serves ${it}, but readers cannot find ${it} from the sidebar: add ${it} to docs.json's navigation, or set \`hidden: true\` in the frontmatter if that is on purpose.`);
    }
    if (s.unchecked > 0) {
        out.push(`${(0,format/* plural */.LS)(s.unchecked, 'added page')} outside the navigation ${s.unchecked === 1 ? 'was' : 'were'} not checked for \`hidden: true\` (frontmatter not read).`);
    }
    if (s.generated)
        out.push(generatedNote(s.generated));
    const missing = s.missing ?? [];
    if (missing.length > 0) {
        out.push(`docs.json's navigation names ${(0,format/* plural */.LS)(missing.length, 'page')} that no file serves at the PR's head: ${someOf(missing)}.`);
    }
    return out;
}
/** The structure's counts in one line, for the job summary and the step's log (the same words). */
function structureCounts(check) {
    const s = check?.structure;
    if (!s)
        return '';
    const count = (list) => list ? (0,format/* formatCount */.B4)(list.length) : 'unknown';
    const missing = s.generated
        ? `navigation pages not checked (${(0,format/* formatCount */.B4)(s.generated.missing)} of ${(0,format/* formatCount */.B4)(s.generated.pages)} without a file: generated before deploy)`
        : `${count(s.missing)} navigation ${s.missing?.length === 1 ? 'entry' : 'entries'} without a file`;
    return `Site structure: ${count(s.unlisted)} added ${s.unlisted?.length === 1 ? 'page' : 'pages'} in no navigation, ${missing}; ${(0,format/* plural */.LS)(s.filesRead, 'configuration file')} read.`;
}
/**
 * The section, or empty when the PR removes and renames no page and its structure has nothing
 * to say. At most `visibleRows` rows show;
 * the rest sit in a folded block (at most `maxRows` rows in all, then a count).
 */
function removedSection(check, views, heading, limits) {
    if (!check)
        return '';
    if (check.pages.length === 0) {
        const found = structureNotes(check);
        return found.length > 0 ? [`${heading} Site structure`, ...found].join('\n\n') : '';
    }
    const ordered = orderGone(check.pages, views);
    const out = [`${heading} Pages this PR removes or renames`, leadLine(check)];
    const words = {
        table: (rows) => table(rows, views),
        fold: (n) => `${(0,format/* plural */.LS)(n, 'more page', 'more pages')} this PR removes or renames`,
        beyond: (n) => andMore(n, 'pages', '', 'page'),
    };
    out.push(...foldedTable(ordered, Math.max(1, limits.visibleRows), limits.maxRows, words));
    out.push(...notes(check), ...structureNotes(check));
    return out.join('\n\n');
}

;// CONCATENATED MODULE: ./src/review/api-report.ts
/**
 * "API reference": the operations a PR changes in its OpenAPI files, after the changed pages.
 * Counts first; then the breaking changes, one line each (`METHOD path`, what changed, its page,
 * its readers), the most read first; then every other change grouped by file and folded; then
 * the files not compared and the warnings. Nothing when no spec changed. Pure: data in,
 * markdown out; operation paths, summaries, descriptions of changes and file names are the PR's
 * (untrusted) and go through src/util/sanitize.ts.
 */



/** Readers of an operation's pages first, then path. */
function orderOperations(ops, views) {
    const readers = (op) => operationViews(op, views)?.total ?? 0;
    return [...ops].sort((a, b) => Number(b.breaking > 0) - Number(a.breaking > 0) ||
        readers(b) - readers(a) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : a.method < b.method ? -1 : 1));
}
/** Where the operation shows: its first page, or "generated page", or "no page". */
function pageText(op) {
    const linked = linkedPages(op);
    if (linked[0] !== undefined) {
        const more = linked.length > 1 ? ` (+${linked.length - 1})` : '';
        return `${(0,sanitize/* inlineCode */.ti)(linked[0], 120)}${more}`;
    }
    if (op.pages.length > 0)
        return 'generated page';
    return op.excluded ? 'no page (`x-excluded`)' : 'no page found';
}
function readersText(op, views) {
    if (!views || linkedPages(op).length === 0)
        return '';
    const v = operationViews(op, views);
    if (!v)
        return ' · no views in the window';
    return ` · ${(0,format/* plural */.LS)(v.total, 'view')} (${(0,format/* formatCount */.B4)(v.human)} human, ${(0,format/* formatCount */.B4)(v.ai)} AI)`;
}
/** One line: `- **removed** \`DELETE /pets\` · operation removed · page · views`. */
function line(op, views, moved) {
    const first = op.changes[0];
    const what = first ? (0,sanitize/* inlineText */.ln)(first.what, 140) : op.status;
    const more = op.changes.length > 1 ? ` (+${op.changes.length - 1} more)` : '';
    const name = (0,sanitize/* inlineCode */.ti)(`${op.method} ${op.path}`, 160);
    const from = op.status === 'removed' ? undefined : moved.get(`${op.method} ${op.path}`);
    const move = from === undefined ? '' : ` (moved from ${(0,sanitize/* inlineCode */.ti)(from, 120)})`;
    return `- **${op.status}** ${name} · ${what}${more} · ${pageText(op)}${move}${readersText(op, views)}`;
}
function countsLine(api) {
    const ops = api.operations;
    const breaking = ops.filter((o) => o.breaking > 0).length;
    const by = (s) => ops.filter((o) => o.status === s).length;
    const parts = [
        `${(0,format/* plural */.LS)(ops.length, 'operation')} changed in ${(0,format/* plural */.LS)(api.specs.length, 'OpenAPI file')}`,
        `**${(0,format/* formatCount */.B4)(breaking)} breaking**`,
        `${(0,format/* formatCount */.B4)(by('added'))} added`,
        `${(0,format/* formatCount */.B4)(by('removed'))} removed`,
        `${(0,format/* formatCount */.B4)(by('deprecated'))} deprecated`,
        `${(0,format/* formatCount */.B4)(by('changed'))} changed`,
    ];
    return parts.join(' · ');
}
function filesPart(api) {
    const lines = api.specs.map((s) => s.kind === 'compared'
        ? `- ${(0,sanitize/* inlineCode */.ti)(s.file, 160)}: compared (${(0,format/* formatCount */.B4)(s.counts?.base ?? 0)} → ${(0,format/* formatCount */.B4)(s.counts?.head ?? 0)} operations)`
        : `- ${(0,sanitize/* inlineCode */.ti)(s.file, 160)}: not compared: ${(0,sanitize/* inlineText */.ln)(s.reason ?? '', 300)}`);
    for (const url of api.urls.slice(0, 5)) {
        lines.push(`- ${(0,sanitize/* inlineCode */.ti)(url, 160)}: given by URL in docs.json, not fetched`);
    }
    return lines.join('\n');
}
/** The section, or '' when no spec changed. */
function apiSection(api, views, heading, limits) {
    if (!api || api.specs.length === 0)
        return '';
    const ordered = orderOperations(api.operations, views);
    const moved = new Map(api.generated.moved.flatMap((m) => m.headOperation === undefined ? [] : [[m.headOperation, m.page]]));
    const listed = ordered.slice(0, limits.maxRows);
    const breaking = listed.filter((o) => o.breaking > 0);
    const rest = listed.filter((o) => o.breaking === 0);
    const shown = breaking.slice(0, limits.visibleRows);
    const out = [`${heading} API reference`, countsLine(api)];
    if (api.operations.length === 0)
        out.push('No operation changed (formatting, descriptions outside operations or components nothing uses).');
    if (shown.length > 0)
        out.push(shown.map((o) => line(o, views, moved)).join('\n'));
    const folded = [...breaking.slice(shown.length), ...rest];
    if (folded.length > 0) {
        const more = breaking.length - shown.length;
        const title = more > 0
            ? `${(0,format/* plural */.LS)(more, 'more breaking operation')}, ${(0,format/* plural */.LS)(rest.length, 'other change')}`
            : (0,format/* plural */.LS)(rest.length, 'non-breaking change');
        out.push((0,sanitize/* details */.zH)(title, folded.map((o) => line(o, views, moved)).join('\n')));
    }
    const beyond = ordered.length - listed.length;
    if (beyond > 0)
        out.push(`…and ${(0,format/* plural */.LS)(beyond, 'more operation')} in the job summary.`);
    const notes = [filesPart(api)];
    if (api.warnings.length > 0)
        notes.push(api.warnings
            .slice(0, 10)
            .map((w) => `- ⚠️ ${(0,sanitize/* inlineText */.ln)(w, 400)}`)
            .join('\n'));
    if (api.unscanned > 0) {
        notes.push(`${(0,format/* plural */.LS)(api.unscanned, 'page was', 'pages were')} not read for \`openapi:\` frontmatter.`);
    }
    out.push((0,sanitize/* details */.zH)('OpenAPI files and warnings', notes.join('\n\n')));
    return out.join('\n\n');
}

;// CONCATENATED MODULE: ./src/modes/feedback/site-report.ts
/**
 * The job summary's site-wide sections (sources, statuses, charts, the most negative and most
 * feedback pages, code snippets, recent comments) and its closing notes (credentials removed,
 * contact e-mails, requests, the JSON Lines file). report.ts places them after the PR's sections
 * when the budget is the summary's. Pure: no I/O.
 *
 * Every string that came from readers or the platform goes through src/util/sanitize.ts; mermaid
 * labels go through src/util/markdown.ts `mermaidLabel`.
 */







/** Values of the source/status lines; more distinct values than this are summed. */
const MAX_VALUE_ROWS = 20;
/** Bars in a mermaid chart. */
const MAX_BARS = 8;
/**
 * The site-wide sections, leaving out of the recent comments those on `listed` pages (the PR's
 * section quotes them), then the closing notes.
 */
function siteSections(input, limits, listed) {
    const a = input.aggregate;
    const parts = [];
    if (a.total > 0) {
        parts.push(overviewSection(input), negativeSection(input, limits), totalSection(input, limits));
        if (a.snippets.length > 0 || a.otherSnippets > 0)
            parts.push(snippetSection(input, limits));
        parts.push(recentSection(input, limits, listed));
    }
    parts.push(removedNote(input), privacyNote(input), exportNote(input));
    return parts;
}
/**
 * Sources (a chart, the one place they are drawn) and statuses, then the page votes: one list,
 * each line the counts and shares a table would hold.
 */
function overviewSection(input) {
    const a = input.aggregate;
    const lines = [
        `- **By source:** ${valueLine(a.bySource, a.total)}`,
        `- **By status:** ${valueLine(a.byStatus, a.total)}`,
    ];
    const { yes, no, unknown } = a.helpful;
    if (yes + no + unknown > 0) {
        const votes = yes + no;
        const share = votes > 0 ? ` (${(0,format/* percentOf */.pR)(yes, votes)} helpful)` : '';
        lines.push(`- **Page feedback (contextual):** ${(0,format/* formatCount */.B4)(yes)} helpful, ${(0,format/* formatCount */.B4)(no)} not helpful` +
            `${unknown > 0 ? `, ${(0,format/* formatCount */.B4)(unknown)} without a vote` : ''}${share}.`);
    }
    const chart = mermaidPie('Feedback by source', a.bySource.slice(0, MAX_BARS));
    return ['### Overview', chart, lines.join('\n')].join('\n\n');
}
function negativeSection(input, limits) {
    const list = input.aggregate.pagesByNegative;
    const heading = '### Pages with the most negative feedback';
    if (list.length === 0)
        return `${heading}\n\nNo page was marked not helpful.`;
    const out = [heading];
    if (limits.negative >= 3) {
        out.push(mermaidBars('Not helpful, by page', 'Entries', list.slice(0, Math.min(MAX_BARS, limits.negative)).map((p) => [p.page, p.negative])));
    }
    out.push(pageTable(list, limits.negative, 'with negative feedback'));
    return out.join('\n\n');
}
function totalSection(input, limits) {
    const a = input.aggregate;
    const out = ['### Pages with the most feedback'];
    out.push(pageTable(a.pagesByTotal, limits.total));
    const notes = [];
    if (a.withoutPath > 0)
        notes.push(`${(0,format/* formatCount */.B4)(a.withoutPath)} entries have no page`);
    if (a.otherPages > 0)
        notes.push(`${(0,format/* formatCount */.B4)(a.otherPages)} entries are on pages not counted one by one`);
    if (notes.length > 0)
        out.push(`${notes.join('; ')}.`);
    return out.join('\n\n');
}
function snippetSection(input, limits) {
    const a = input.aggregate;
    const out = ['### Code-snippet feedback'];
    const shown = a.snippets.slice(0, limits.snippets);
    if (shown.length > 0) {
        const rows = shown.map((g) => [
            (0,sanitize/* tableCell */.xR)(g.filename ?? '(no file name)', 80),
            (0,sanitize/* tableCell */.xR)(g.lang ?? '(none)', 30),
            ...[g.count, g.withComment].map(format/* formatCount */.B4),
            snippetPages(g),
        ]);
        const headers = ['File', 'Language', 'Entries', 'With comment', 'Pages'];
        out.push(mdTable(headers, 'llrrl', rows));
    }
    const more = a.snippets.length - shown.length;
    if (more > 0)
        out.push(andMore(more, 'code blocks', IN_FILE, 'code block'));
    if (a.otherSnippets > 0) {
        out.push(`${(0,format/* formatCount */.B4)(a.otherSnippets)} more entries are on code blocks not counted one by one.`);
    }
    for (const g of a.snippets.slice(0, Math.min(limits.snippetDetails, limits.snippets))) {
        const title = `${(0,sanitize/* stripControl */.kU)(g.filename ?? '(no file name)').slice(0, 80)} · ${(0,sanitize/* stripControl */.kU)(g.lang ?? 'no language').slice(0, 30)} · ${(0,format/* plural */.LS)(g.count, 'entry', 'entries')}`;
        const body = [];
        if (g.code !== null)
            body.push((0,sanitize/* codeBlock */.DV)(cutLines(g.code, limits.codeLines), g.lang ?? ''));
        if (g.recent.length > 0) {
            body.push(g.recent.map((e) => groupItem(single(e), input, limits.foldedChars, true)).join('\n'));
        }
        if (body.length > 0)
            out.push((0,sanitize/* details */.zH)((0,sanitize/* defuseMentions */.qs)(title), body.join('\n\n')));
    }
    return out.join('\n\n');
}
/** The newest comments, leaving out those on the pages the PR's section quotes (`listed`). */
function recentSection(input, limits, listed) {
    const a = input.aggregate;
    const out = [listed.size > 0 ? '### Recent comments on other pages' : '### Recent comments'];
    const other = a.recent.filter((e) => e.page === null || !listed.has(e.page));
    const shown = other.slice(0, limits.recent);
    if (shown.length === 0) {
        out.push(listed.size > 0 ? 'No other entry has a comment.' : 'No entry has a comment.');
        return out.join('\n\n');
    }
    out.push(shown.map((e) => groupItem(single(e), input, limits.foldedChars, true)).join('\n'));
    let quoted = 0;
    for (const page of listed)
        quoted += a.prComments.get(page)?.comments ?? 0;
    const more = a.withComment - quoted - shown.length;
    if (more > 0)
        out.push(andMore(more, 'comments', IN_FILE, 'comment'));
    return out.join('\n\n');
}
/**
 * How many credentials were taken out of the reader text this report quotes (comments, code,
 * search terms, questions), by kind; empty when none were.
 */
function removedNote(input) {
    const tally = {};
    (0,reader_text/* addRemoved */.C_)(tally, input.aggregate.removed);
    (0,reader_text/* addRemoved */.C_)(tally, input.searches?.removed ?? {});
    (0,reader_text/* addRemoved */.C_)(tally, input.assistant?.removed ?? {});
    const sentence = (0,reader_text/* describeRemoved */.wf)(tally);
    if (!sentence)
        return '';
    const file = input.feedbackFile
        ? ' The JSON Lines file (`feedback-file`) keeps feedback as the API returned it.'
        : '';
    return `${sentence}${file}`;
}
function privacyNote(input) {
    const count = input.aggregate.withContact;
    if (input.includeContact) {
        return count > 0
            ? `Contact e-mails are shown (\`include-contact: true\`): ${(0,format/* formatCount */.B4)(count)} entries carry one. They are readers' personal data; the JSON Lines file keeps them too.`
            : '';
    }
    if (count === 0)
        return '';
    return `${(0,format/* formatCount */.B4)(count)} entries carry a reader's contact e-mail. E-mails are personal data, so they are left out of this report and of the JSON Lines file; set \`include-contact: true\` to keep them.`;
}
function exportNote(input) {
    const { read } = input;
    const skipped = read.skipped > 0
        ? ` ${(0,format/* formatCount */.B4)(read.skipped)} unreadable entries (no id) were skipped.`
        : '';
    const lines = [
        `Read in ${(0,format/* plural */.LS)(read.requests, 'request')} of up to ${(0,format/* formatCount */.B4)(read.pageSize)} entries (\`max-pages: ${read.maxPages}\`).${skipped}`,
    ];
    const requests = requestsLine(input);
    if (requests)
        lines.push(requests);
    if (input.feedbackFile) {
        lines.push(`Every entry read is in the JSON Lines file ${(0,sanitize/* inlineCode */.ti)(input.feedbackFile, 300)} (the \`feedback-file\` output), one entry per line${input.includeContact ? '' : ', without contact e-mails'}. It is removed with the runner; it holds readers' own words (credentials and all, as the API returned them), so think before uploading it as an artifact anyone who can see the run may download.`);
    }
    return lines.join(' ');
}
/**
 * The line on the analytics requests of each read (feedback, views, search terms, assistant)
 * against the hourly budget; empty when the feedback was the only read.
 */
function requestsLine(input) {
    const { read, views, searches, assistant } = input;
    const parts = [`${(0,format/* formatCount */.B4)(read.requests)} for feedback (\`max-pages: ${read.maxPages}\`)`];
    if (views)
        parts.push(sideRequests(VIEWS_READ, views));
    if (searches)
        parts.push(sideRequests(SEARCHES_READ, searches));
    if (assistant)
        parts.push(sideRequests(ASSISTANT_READ, assistant));
    if (parts.length === 1)
        return '';
    const used = input.budget ?? (views ? { used: views.budgetUsed, limit: views.budgetLimit } : undefined);
    const listed = `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
    return (`Analytics requests: ${listed}` +
        (used
            ? `; ${(0,format/* formatCount */.B4)(used.used)} of the ${(0,format/* formatCount */.B4)(used.limit)} per hour used in all, retries included.`
            : '.'));
}
/** Where the rest of a list is in the job summary: every entry read is in the JSON Lines file. */
const IN_FILE = 'in the JSON Lines file (`feedback-file` output)';
/** A table of pages and their counts; `tail` says what the pages beyond it are. */
function pageTable(list, limit, tail = '') {
    const shown = list.slice(0, limit);
    const rows = shown.map((p) => [
        (0,sanitize/* tableCell */.xR)(p.page, 100),
        ...[p.total, p.positive, p.negative, p.comments].map(format/* formatCount */.B4),
    ]);
    const headers = ['Page', 'Entries', 'Helpful', 'Not helpful', 'Comments'];
    const parts = shown.length > 0 ? [mdTable(headers, 'lrrrr', rows)] : [];
    const more = list.length - shown.length;
    if (more > 0)
        parts.push(andMore(more, 'pages', tail, 'page'));
    return parts.join('\n\n');
}
/** `value count (share)` for each value, the most frequent first; past MAX_VALUE_ROWS, summed. */
function valueLine(values, total) {
    const share = (v) => (total > 0 ? ` (${(0,format/* percentOf */.pR)(v, total)})` : '');
    const shown = values.slice(0, MAX_VALUE_ROWS);
    const items = shown.map(([k, v]) => `${(0,sanitize/* tableCell */.xR)(k, 60)} ${(0,format/* formatCount */.B4)(v)}${share(v)}`);
    const rest = values.slice(MAX_VALUE_ROWS).reduce((sum, [, v]) => sum + v, 0);
    if (rest > 0) {
        const others = (0,format/* plural */.LS)(values.length - shown.length, 'other value');
        items.push(`${others} ${(0,format/* formatCount */.B4)(rest)}${share(rest)}`);
    }
    return items.length > 0 ? items.join(' · ') : 'none';
}
function snippetPages(g) {
    const shown = g.pages.slice(0, 3);
    const more = g.pages.length - shown.length + g.morePages;
    const pages = shown.map((p) => (0,sanitize/* tableCell */.xR)(p, 60)).join(', ');
    return more > 0 ? `${pages}, +${(0,format/* formatCount */.B4)(more)}` : pages || '—';
}

// EXTERNAL MODULE: ./src/util/fit.ts
var fit = __webpack_require__(76579);
;// CONCATENATED MODULE: ./src/modes/feedback/report.ts












/** GitHub keeps at most 1 MiB of job summary per step; stay well under it. */
const SUMMARY_BYTE_LIMIT = 900_000;
/** Lines of the job summary: it is read on one page; the feedback file has every entry. */
const SUMMARY_LINE_LIMIT = 200;
/**
 * Room left for what the sticky comment adds around the report (hidden marker and digest lines);
 * the rendered comment aims at the limit minus this.
 */
const COMMENT_RESERVE = 1_024;
/** Characters of the comment's markdown outside folded `<details>` blocks it aims to stay under. */
const VISIBLE_CHARS = 4_000;
/**
 * How much of each list a rendering shows and folds: where the comment's fitting starts, the
 * least a limit shrinks to while fitting, and where the summary's starts (the summary folds
 * nothing: shown = listed; its site-wide lists (site-report.ts) shrink to fit its lines).
 */
const START = {
    /** Changed pages in the visible table (the rest are folded). */
    visibleRows: { comment: 10, floor: 1, summary: 500 },
    /** Pages whose comments show (the rest are folded). */
    visiblePages: { comment: 4, floor: 1, summary: 500 },
    /** Comment groups shown per page. */
    visibleGroups: { comment: 3, floor: 1, summary: 100 },
    /** Characters of a comment quoted in the visible part. */
    quoteChars: { comment: 160, floor: 80, summary: 1_000 },
    /** Removed or renamed pages in the visible table. */
    visibleGone: { comment: 10, floor: 1, summary: 500 },
    /** Changed pages and removed pages listed at all. */
    maxRows: { comment: 200, floor: 10, summary: 500 },
    /** Comment groups per page in the folded blocks. */
    foldedGroups: { comment: 30, floor: 3, summary: 100 },
    /** Breaking API operations shown unfolded. */
    visibleApi: { comment: 10, floor: 1, summary: 50 },
    /** Pages ranked by negative feedback. */
    negative: { comment: 0, floor: 0, summary: 10 },
    /** Pages ranked by total feedback. */
    total: { comment: 0, floor: 0, summary: 10 },
    /** Code-snippet groups in the table. */
    snippets: { comment: 0, floor: 0, summary: 20 },
    /** Code-snippet groups shown with their code and comments. */
    snippetDetails: { comment: 0, floor: 0, summary: 3 },
    /** Recent comments. */
    recent: { comment: 0, floor: 0, summary: 10 },
    /** Lines of each code sample. */
    codeLines: { comment: 0, floor: 3, summary: 20 },
    /** Characters of each reader comment outside the PR's visible part (folded blocks, lists). */
    foldedChars: { comment: 300, floor: 80, summary: 1_000 },
};
/** One column of {@link START}. */
function column(which) {
    return Object.fromEntries(Object.entries(START).map(([k, v]) => [k, v[which]]));
}
const COMMENT_START = column('comment');
const FLOOR = column('floor');
const SUMMARY_START = column('summary');
/** What shrinks first to fit the comment's visible budget, in order. */
const VISIBLE_ORDER = [
    'quoteChars',
    'visibleGroups',
    'visiblePages',
    'visibleGone',
    'visibleApi',
    'visibleRows',
];
/** What shrinks to fit GitHub's comment limit, in order. */
const TOTAL_ORDER = ['foldedChars', 'foldedGroups', 'maxRows'];
/** The summary's site-wide lists, which shrink to fit its lines. */
const SITE_LISTS = [
    'codeLines',
    'recent',
    'snippetDetails',
    'snippets',
    'total',
    'negative',
];
/** The summary's PR lists, which shrink last and only to fit its bytes. */
const PR_LISTS = [
    'foldedGroups',
    'visibleGroups',
    'visiblePages',
    'maxRows',
    'visibleRows',
    'visibleGone',
];
/**
 * The markdown a reader sees without unfolding anything: `<details>` blocks and HTML comments
 * taken out (a block's `<summary>` line stays, it shows).
 */
function visiblePart(markdown) {
    return markdown
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/<details[^>]*>(<summary>[\s\S]*?<\/summary>)[\s\S]*?<\/details>/g, '$1');
}
/**
 * The sticky comment: its visible part kept under {@link VISIBLE_CHARS} and the whole under
 * `maxChars` (default: GitHub's limit minus {@link COMMENT_RESERVE}) by showing and folding fewer
 * rows, groups and characters.
 */
function renderFeedbackComment(input, maxChars = guard/* LIMITS */.b1.comment - COMMENT_RESERVE) {
    const footer = commentFooter(input);
    const room = maxChars - footer.length - 2;
    const budget = { summary: false, level: '###' };
    const content = (0,fit/* shrinkToFit */.w7)({
        start: COMMENT_START,
        floor: FLOOR,
        max: room,
        measure: (s) => s.length,
        render: (limits) => render(input, budget, limits),
        next: (md, _limits, movable) => {
            const over = md.length > room;
            const loud = visiblePart(md).length + footer.length > VISIBLE_CHARS;
            if (!over && !loud)
                return undefined;
            return (over ? TOTAL_ORDER : VISIBLE_ORDER).find(movable);
        },
    });
    return { content, footer };
}
/**
 * The job summary, kept under {@link SUMMARY_LINE_LIMIT} lines by shrinking its site-wide lists
 * (the PR's stay whole: the comment sends readers here for them), then under
 * {@link SUMMARY_BYTE_LIMIT} bytes by shrinking the rest. Lists longer than shown end with
 * "…and N more"; the JSON Lines file has every entry.
 */
function renderFeedbackSummary(input) {
    const budget = { summary: true, level: '##' };
    const pass = (start, max, lists, size) => (0,fit/* shrinkLimits */.OS)({
        start,
        floor: lists.length > 1 ? FLOOR : { codeLines: 3, negative: 3, total: 3, recent: 3 },
        max,
        measure: size,
        render: (limits) => render(input, budget, limits),
        next: (md, limits, movable) => {
            if (size(md) <= max)
                return undefined;
            const list = lists.find((l) => l.some(movable)) ?? [];
            // The list furthest from its floor, relative to where it started, halves first.
            return list.filter(movable).sort((a, b) => limits[b] / start[b] - limits[a] / start[a])[0];
        },
    });
    const lines = (s) => s.split('\n').length;
    const bytes = (s) => Buffer.byteLength(s);
    const short = pass(SUMMARY_START, SUMMARY_LINE_LIMIT, [[...SITE_LISTS]], lines);
    const text = pass(short.limits, SUMMARY_BYTE_LIMIT, [['foldedChars', 'quoteChars', ...SITE_LISTS], [...PR_LISTS]], bytes).text;
    return bytes(text) > SUMMARY_BYTE_LIMIT ? (0,fit/* hardCut */.C4)(text, SUMMARY_BYTE_LIMIT, bytes) : text;
}
function render(input, budget, limits) {
    const h = `${budget.level}#`;
    const parts = [...reportHead(input, budget.level, !budget.summary)];
    if (!budget.summary)
        parts.push(noFeedbackLine(input));
    if (input.pr) {
        const none = noPagesLine(input.pr, input.aggregate.prPages.length);
        if (none)
            parts.push(`${h} Pages this PR changes\n\n${none}`);
        else {
            parts.push(pagesSection(input, budget, limits), saidSection(input, budget, limits));
            parts.push(signalsPart(input, budget));
        }
        // After the changed pages: the operations the PR's OpenAPI files change (src/api-spec/).
        const rows = { visibleRows: limits.visibleApi, maxRows: limits.maxRows };
        parts.push(apiSection(input.api, input.views, h, rows));
        const gone = { visibleRows: limits.visibleGone, maxRows: limits.maxRows };
        parts.push(removedSection(input.redirects, input.views, h, gone));
        if (budget.summary)
            parts.push(structureCounts(input.redirects));
    }
    if (budget.summary) {
        parts.push(mostReadSection(input.views, input.aggregate, h));
        parts.push(searchGapsSection(input.searches, h), noFeedbackLine(input));
        const listed = new Set(input.pr ? input.aggregate.prComments.keys() : []);
        parts.push(...siteSections(input, limits, listed));
    }
    else {
        parts.push(privacyLine(input));
        parts.push(`Site-wide figures (sources, statuses, charts, the pages with the most negative feedback and with the most feedback, code snippets, recent comments) are in the ${summaryLink(input)}.`);
    }
    return `${parts.filter((p) => p !== '').join('\n\n')}\n`;
}
/** "Pages this PR changes": one row per page, the first `visibleRows` shown, more folded. */
function pagesSection(input, budget, limits) {
    const views = usable(input.views) ? input.views : undefined;
    const assistant = usable(input.assistant) ? input.assistant : undefined;
    const headers = ['Page', ...(views ? ['Human views', 'AI views'] : []), 'Helpful', 'Votes'];
    headers.push('Entries', ...(assistant ? ['Unanswered questions'] : []));
    const row = (p) => {
        const votes = p.positive + p.negative;
        const cells = [(0,sanitize/* tableCell */.xR)(p.page, 100), ...(views ? viewCells(views, p.page) : [])];
        cells.push((0,reader_figures/* helpfulPercent */.oS)(p.positive, p.negative) ?? '—');
        cells.push(votes > 0 ? `${(0,format/* formatCount */.B4)(p.positive)} 👍 · ${(0,format/* formatCount */.B4)(p.negative)} 👎` : '0');
        cells.push((0,format/* formatCount */.B4)(p.total));
        if (assistant)
            cells.push((0,format/* formatCount */.B4)(assistant.byPage.get(p.page)?.unanswered ?? 0));
        return cells;
    };
    const out = [`${budget.level}# Pages this PR changes`];
    out.push(...foldedTable(orderPrPages(input), limits.visibleRows, limits.maxRows, {
        table: (rows) => mdTable(headers, `l${'r'.repeat(headers.length - 1)}`, rows.map(row)),
        fold: (n) => (0,format/* plural */.LS)(n, 'more changed page', 'more changed pages'),
        beyond: (n) => andMore(n, 'pages', where(input, budget), 'page'),
    }));
    // The summary says why views are missing under "Most read pages", once.
    const note = budget.summary && !views ? '' : sideNote(VIEWS_READ, input.views);
    if (note)
        out.push(note);
    return out.join('\n\n');
}
/** "What readers said": each page's comments grouped, the most pressing first. */
function saidSection(input, budget, limits) {
    const { prComments } = input.aggregate;
    const pages = orderPrPages(input).filter((p) => prComments.has(p.page));
    if (pages.length === 0) {
        const { prEntryTotal, prPages } = input.aggregate;
        return prEntryTotal > 0
            ? `None of the ${(0,format/* plural */.LS)(prEntryTotal, 'entry', 'entries')} on these pages has a comment; their votes are counted in the table.`
            : `None of the ${(0,format/* formatCount */.B4)(prPages.length)} pages this PR changes has feedback in this period.`;
    }
    const out = [`${budget.level}# What readers said on these pages`];
    const blocks = pages.map((p) => pageBlock(input, budget, p, prComments.get(p.page), limits));
    out.push(...blocks.slice(0, limits.visiblePages).map((b) => b.visible));
    const rest = blocks.slice(limits.visiblePages).map((b) => b.whole);
    if (rest.length > 0) {
        out.push((0,sanitize/* details */.zH)(`Comments on ${(0,format/* plural */.LS)(rest.length, 'more page', 'more pages')}`, rest.join('\n\n')));
    }
    return out.join('\n\n');
}
/** One page's comments: its line, its first groups, the next ones folded. */
function pageBlock(input, budget, page, comments, limits) {
    const bare = page.total - page.comments;
    const line = `**${(0,sanitize/* inlineCode */.ti)(page.page, 100)}** · ${(0,format/* plural */.LS)(comments.comments, 'comment')}` +
        (comments.groups.length < comments.comments
            ? ` (${(0,format/* formatCount */.B4)(comments.groups.length + comments.ungrouped)} distinct)`
            : '') +
        (bare > 0 ? ` · ${(0,format/* plural */.LS)(bare, 'entry', 'entries')} without a comment, counted above` : '');
    const groups = comments.groups;
    const { shown, folded, beyond } = foldList(groups, limits.visibleGroups, limits.foldedGroups);
    const items = (list, chars) => list.map((g) => groupItem(g, input, chars)).join('\n');
    const visible = [line, items(shown, limits.quoteChars)];
    const unlisted = beyond + comments.ungrouped;
    const tail = unlisted > 0
        ? `\n\n${andMore(unlisted, 'distinct comments', where(input, budget), 'distinct comment')}`
        : '';
    if (folded.length > 0) {
        const title = `${(0,format/* plural */.LS)(folded.length, 'more comment', 'more comments')} on ${page.page}`;
        visible.push((0,sanitize/* details */.zH)((0,sanitize/* defuseMentions */.qs)(title), items(folded, limits.foldedChars) + tail));
    }
    else if (tail) {
        visible.push(tail.trim());
    }
    const all = groups.slice(0, Math.max(shown.length + folded.length, 1));
    const whole = `${line}\n\n${items(all, limits.foldedChars)}${tail}`;
    return { visible: visible.join('\n\n'), whole };
}
/** The search terms and assistant questions per page: whole in the summary, folded in the comment. */
function signalsPart(input, budget) {
    const pages = orderPrPages(input).map((p) => p.page);
    const section = signalsSection(input, pages, `${budget.level}#`, 50);
    if (section === '' || budget.summary)
        return section;
    // The section's own heading becomes the fold's summary.
    const body = section.split('\n\n').slice(1).join('\n\n');
    return (0,sanitize/* details */.zH)('What readers searched for and asked on these pages', body);
}
function privacyLine(input) {
    const count = input.aggregate.withContact;
    if (input.includeContact || count === 0)
        return '';
    return `<sub>${(0,format/* plural */.LS)(count, 'entry carries', 'entries carry')} a contact e-mail, hidden here (personal data).</sub>`;
}
/** Where the rest of a list is: the job summary (from the comment) or the JSON Lines file. */
function where(input, budget) {
    return budget.summary ? IN_FILE : `in the ${summaryLink(input)}`;
}
/** "job summary", linked when the run's address is known. */
function summaryLink(input) {
    return input.jobSummaryUrl ? '[job summary][summary]' : 'job summary';
}
/** The comment's run-specific footer: a reference-style link definition plus a visible line. */
function commentFooter(input) {
    const url = input.jobSummaryUrl;
    const where = url ? '[job summary][summary]' : 'job summary of this run';
    const line = `<sub>Full report, with every comment group unfolded and the site-wide sections: ${where}. Raw export: the \`feedback-file\` output.</sub>`;
    return url ? `---\n${line}\n\n[summary]: ${url}` : `---\n${line}`;
}

;// CONCATENATED MODULE: ./src/modes/feedback/pr.ts
/**
 * The pull request side of `mode: feedback`: the PR's changed pages (the report's first section)
 * and the sticky comment, with the shared PR-comment rules (modes/shared/pr-comment.ts). A comment
 * GitHub refuses only warns; any other failure to write it fails the step.
 */











/** The sticky comment, when this run is for a PR that can take one; otherwise why not. */
async function commentOnPr(ctx, octokit, prNumber, report) {
    const { inputs } = ctx;
    const { runner } = inputs;
    if (!(0,pr_comment/* commentWanted */.$t)(inputs.comment, runner, prNumber))
        return { outcome: 'success' };
    if (!octokit) {
        log/* warning */.$e('No PR comment: `github-token` is empty. Pass `github-token: ${{ github.token }}` (the default) or another token with `pull-requests: write`.');
        return { outcome: 'success' };
    }
    if (runner.eventName === 'pull_request' && (0,inputs_runner/* isForkPr */.hl)(runner)) {
        log/* warning */.$e(forkWarning(prNumber));
        await (0,pr_comment/* noteNoComment */.Bl)(`PR #${prNumber} comes from a fork, so this workflow's token is read-only.`);
        return { outcome: 'success' };
    }
    return writeComment(ctx, octokit, prNumber, report);
}
/** Lists the PR's changed files and maps them to pages; a failure only loses the PR section. */
async function readPrPages(ctx, octokit, prNumber, docsRoot) {
    const { runner } = ctx.inputs;
    if (!octokit) {
        const error = '`github-token` is empty';
        log/* warning */.$e(`Cannot list the files of PR #${prNumber}: ${error}.`);
        return { pr: { number: prNumber, docsRoot, error }, pages: [] };
    }
    try {
        const all = await (0,pr_pages/* listPrPages */.F)(octokit, {
            owner: runner.owner,
            repo: runner.repo,
            pullNumber: prNumber,
            docsRoot,
            signal: (0,abort/* withDeadline */.NE)(ctx.signal, ctx.deadline),
        });
        // A snippet (docs/snippets/…) is imported by pages, never served: not a page the PR changes.
        const listed = { ...all, pages: all.pages.filter((p) => !(0,published/* isSnippetPath */.j5)(p)) };
        log/* info */.pq(`PR #${prNumber} changes ${listed.fileCount} files, ${listed.pages.length} of them docs pages${listed.pages.length > 0 ? `: ${listed.pages.slice(0, 20).join(', ')}` : ''}${listed.pages.length > 20 ? ', …' : ''}.`);
        return { ...listed, pr: { number: prNumber, docsRoot, fileCount: listed.fileCount } };
    }
    catch (err) {
        if (ctx.signal.aborted)
            throw ctx.signal.reason;
        const error = (0,github_octokit/* githubErrorText */.fw)(err);
        log/* warning */.$e(`Cannot list the files of PR #${prNumber}, so the report has no section for its pages: ${error}`);
        return { pr: { number: prNumber, docsRoot, error }, pages: [] };
    }
}
/** Renders, then creates or updates the sticky comment; a read-only token only warns. */
async function writeComment(ctx, octokit, prNumber, report) {
    const { inputs } = ctx;
    const written = await (0,pr_comment/* writePrComment */.tp)({
        octokit,
        runner: inputs.runner,
        prNumber,
        key: inputs.commentKey,
        kind: 'feedback',
        text: renderFeedbackComment(report),
        signal: (0,abort/* withDeadline */.NE)(ctx.signal, ctx.deadline),
    });
    if (written.ok) {
        (0,guard/* setOutput */.uH)(constants/* Output */.k7.CommentId, String(written.id));
        if (written.url)
            log/* info */.pq(`PR comment: ${written.url}`);
        return { outcome: 'success' };
    }
    if (ctx.signal.aborted)
        throw ctx.signal.reason;
    if (written.refused) {
        log/* warning */.$e(readOnlyWarning(prNumber, written.refused, written.error));
        await (0,pr_comment/* noteNoComment */.Bl)(`the token may not write comments on PR #${prNumber} (HTTP ${written.refused}); see the step's warning.`);
        return { outcome: 'success' };
    }
    const result = written.timeout
        ? {
            outcome: 'timeout',
            message: `Timed out writing the PR comment (the \`timeout\` input); the report is in the job summary.`,
        }
        : {
            outcome: 'failure',
            message: `Could not write the feedback comment on PR #${prNumber}: ${written.error} The report is in the job summary.`,
        };
    // The report above does not say why the step failed: this line does.
    await (0,job_summary/* writeCaution */.TV)(result.message);
    return result;
}
function forkWarning(prNumber) {
    return (`No feedback comment on PR #${prNumber}: it comes from a fork, and GitHub gives \`pull_request\` ` +
        `workflows from forks a read-only token, so the comment could not be written. The full report ` +
        `is in the job summary. To comment on fork PRs, run this step from a \`pull_request_target\` ` +
        `workflow instead, with care: that event has a write token, so never check out or run the PR's ` +
        `code in it (see the README, "Forks and Dependabot").`);
}
function readOnlyWarning(prNumber, status, error) {
    const why = status === 401
        ? 'the token was refused (401): check `github-token`.'
        : 'the token may not write comments here (403). A fork or Dependabot PR gets a read-only ' +
            'token; otherwise give the job `permissions: pull-requests: write`. For fork PRs, a ' +
            '`pull_request_target` workflow can comment, with care: never check out or run the ' +
            'PR\'s code in it (see the README, "Forks and Dependabot").';
    return `No feedback comment on PR #${prNumber}: ${why} GitHub said: ${error} The full report is in the job summary.`;
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:stream/promises"
var promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/platform/paged-read.ts
var paged_read = __webpack_require__(54175);
;// CONCATENATED MODULE: ./src/modes/feedback/read.ts
/**
 * The feedback read of `mode: feedback`: follows the feedback list within `max-pages` and the
 * run's analytics budget, writes every new entry to the JSON Lines file and into the aggregate
 * before asking for the next page, and says how the read went in the report's words.
 */







/** Entries read so far: written and counted once each. */
class FeedbackIntake extends shared_analytics/* ListCollector */.cd {
    aggregator;
    writer;
    duplicates = 0;
    skipped = 0;
    constructor(aggregator, writer) {
        super();
        this.aggregator = aggregator;
        this.writer = writer;
    }
    /** Takes one page in: the aggregate and the JSON Lines file get each new entry. */
    async add(page, number) {
        this.skipped += page.skipped;
        // By id: an entry that arrives between two page reads can shift one onto the next page
        // again, and it must be counted (and written) once.
        const fresh = this.fresh(page.entries, (entry) => entry.id);
        for (const entry of fresh)
            this.aggregator.add(entry);
        await this.writer.write(fresh);
        const repeated = page.entries.length - fresh.length;
        this.duplicates += repeated;
        log/* info */.pq(`Read page ${number}: ${fresh.length} entries (${this.rows} so far)${repeated > 0 ? `, ${repeated} already read on an earlier page` : ''}${page.hasMore ? '' : ', the last one'}.`);
        const more = page.hasMore && Boolean(page.nextCursor);
        return { rows: page.entries.length, fresh: fresh.length, more, nextCursor: page.nextCursor };
    }
}
/**
 * Follows `nextCursor` while `hasMore`, up to `max-pages` pages and within the run's analytics
 * budget (shared with the views read that follows), writing each page to the JSON Lines file and
 * into the aggregate before asking for the next one.
 */
async function readFeedback(analytics, inputs, file, aggregator) {
    const writer = new JsonlWriter(file, inputs.includeContact);
    const intake = new FeedbackIntake(aggregator, writer);
    let read;
    try {
        read = await (0,paged_read/* readPaged */.u)({
            client: analytics.client,
            signal: analytics.signal,
            budget: analytics.budget,
            allowance: inputs.maxPages,
            paging: { kind: 'cursor' },
            fetch: (client, at) => client.listFeedback(analytics.projectId, feedbackQuery(analytics, inputs, at)),
            absorb: (page, at) => intake.add(page, at.number),
            stuck: (reason) => reason === 'repeated-cursor'
                ? 'returned a cursor it had already returned'
                : 'returned a page with no new entries while saying more exist',
        });
    }
    finally {
        await writer.close();
    }
    const result = feedbackRead(read, intake.skipped);
    if (result.stop === 'stuck') {
        log/* warning */.$e(`Feedback: the read stopped after ${result.requests} requests because the service ${read.error}; reading on would only repeat the same data up to \`max-pages\`. The report holds the ${intake.rows} distinct entries read; more may exist.`);
    }
    const tail = result.stop === 'complete' ? '' : `; stopped: ${result.stop}`;
    const dupes = intake.duplicates > 0 ? ` (${intake.duplicates} repeated entries counted once)` : '';
    log/* info */.pq(`Read ${intake.rows} feedback entries in ${result.requests} requests${dupes}${tail}.`);
    return result;
}
/** The feedback list's query for the page at `at`. */
function feedbackQuery(analytics, inputs, at) {
    return {
        ...analytics.window,
        ...(inputs.source ? { source: inputs.source } : {}),
        ...(inputs.statuses.length > 0 ? { status: [...inputs.statuses] } : {}),
        limit: inputs.pageSize,
        ...(at.cursor ? { cursor: at.cursor } : {}),
    };
}
/**
 * The paged read in the feedback report's words: the allowance is `max-pages`; a list that would
 * loop keeps what was read (`stuck`); an error or timeout fails the step.
 */
function feedbackRead(read, skipped) {
    const base = { requests: read.requests, skipped };
    switch (read.stop) {
        case 'complete':
        case 'found':
            return { ...base, stop: 'complete' };
        case 'cut':
        case 'skipped':
            // Retries that used up the budget mid-page: what was read stands, like any budget stop.
            return { ...base, stop: read.cutBy === 'allowance' ? 'max-pages' : 'budget' };
        case 'failed': {
            if (read.failure === 'timeout' || read.failure === 'error') {
                const message = read.error ?? 'unknown error';
                const outcome = read.failure === 'timeout' ? 'timeout' : 'failure';
                return { ...base, stop: read.failure, failure: { outcome, message } };
            }
            return { ...base, stop: 'stuck' };
        }
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

// EXTERNAL MODULE: ./src/util/openapi-entry.ts
var openapi_entry = __webpack_require__(87125);
// EXTERNAL MODULE: ./src/util/frontmatter.ts
var frontmatter = __webpack_require__(69962);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/api-spec/types.ts
/**
 * The API reference's changes as the modes see them: one entry per operation (`METHOD path`) a
 * pull request adds, removes, deprecates or changes in an OpenAPI file, each change classed as
 * breaking, non-breaking or an annotation. Pure types and the bounds every step of the read
 * shares. Everything in here that came from a spec (paths, summaries, tags, descriptions of
 * changes) is outside text: it reaches a log only through src/log.ts and GitHub only through
 * src/guard.ts, sanitized.
 */
/** Largest spec read, in bytes: what the contents API's raw media type is asked for at most. */
const MAX_SPEC_BYTES = 20 * 1024 * 1024;
/** Most YAML aliases expanded in one file (the `yaml` package's bound against alias bombs). */
const MAX_YAML_ALIASES = 1_000;
/** Deepest nesting of a spec's values. */
const MAX_SPEC_DEPTH = 256;
/** Most values in one spec. */
const MAX_SPEC_NODES = 4_000_000;
/** Most `$ref`s in one spec. */
const MAX_SPEC_REFS = 500_000;
/** Longest chain of `$ref`s followed through one another (a schema naming a schema naming…). */
const MAX_REF_CHAIN = 512;
/** Most operations in one spec. */
const MAX_SPEC_OPERATIONS = 50_000;
/** Changes kept per operation (all are counted). */
const MAX_CHANGES_PER_OPERATION = 20;
/** Warnings kept per spec. */
const MAX_SPEC_WARNINGS = 10;

;// CONCATENATED MODULE: ./src/api-spec/parse.ts
/**
 * Reads one version of a spec file: JSON, or YAML through the `yaml` package with its alias
 * expansion bounded (an alias bomb is refused, not expanded). Says whether the top level is an
 * OpenAPI 3.0/3.1 document, a Swagger 2.0 one or an overlay (named, not diffed), or something
 * else. Pure; never throws.
 */


/** Whether `value` is a plain JSON object. */
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The file's value: JSON for `.json` (or text that opens with `{`), YAML otherwise. */
function parseText(text, file) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    if (file.toLowerCase().endsWith('.json') || body.trimStart().startsWith('{')) {
        return JSON.parse(body);
    }
    return (0,dist/* parse */.qg)(body, {
        maxAliasCount: MAX_YAML_ALIASES,
        merge: false,
        prettyErrors: false,
        uniqueKeys: false,
    });
}
/** Parses `text` (the content of `file`, for the format and the messages). */
function parseSpec(text, file) {
    let value;
    try {
        value = parseText(text, file);
    }
    catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        return { kind: 'bad', reason: `it cannot be parsed: ${message.split('\n')[0]?.slice(0, 200)}` };
    }
    if (!isObject(value))
        return { kind: 'not-openapi' };
    if (typeof value.overlay === 'string') {
        return { kind: 'skipped', reason: 'it is an OpenAPI overlay, which is named, not diffed' };
    }
    if (typeof value.swagger === 'string') {
        return {
            kind: 'skipped',
            reason: 'it is a Swagger 2.0 file; Mintlify reads OpenAPI 3.0 and 3.1 only',
        };
    }
    const version = value.openapi;
    if (typeof version !== 'string')
        return { kind: 'not-openapi' };
    if (!version.startsWith('3.0') && !version.startsWith('3.1')) {
        return {
            kind: 'skipped',
            reason: `it is OpenAPI ${version.slice(0, 20)}; Mintlify reads OpenAPI 3.0 and 3.1 only`,
        };
    }
    return { kind: 'openapi', doc: value, version };
}

;// CONCATENATED MODULE: ./src/api-spec/deadline.ts
/**
 * The run's deadline inside the comparison: parsing and diffing check it between steps and stop
 * with {@link DeadlineError}, on the caller's thread as on the worker (where the caller also
 * terminates the thread at the deadline, whatever it is doing).
 */
/** The run's deadline passed. */
class DeadlineError extends Error {
    constructor() {
        super("the comparison stopped at the run's deadline (the `timeout` input)");
    }
}
/** Throws {@link DeadlineError} once `deadline` (epoch ms) has passed. */
function checkDeadline(deadline) {
    if (Date.now() > deadline)
        throw new DeadlineError();
}

;// CONCATENATED MODULE: ./src/api-spec/inspect.ts
/**
 * One bounded pass over a parsed spec before anything else looks at it: values counted and their
 * nesting measured (a spec over {@link MAX_SPEC_NODES} values, {@link MAX_SPEC_DEPTH} levels or
 * {@link MAX_SPEC_REFS} `$ref`s is refused), `__proto__` keys taken out (so no later assignment
 * can reach a prototype), and every `$ref` to another file or a URL counted for a warning: like
 * Mintlify, the comparison follows only `$ref`s inside the file. Iterative; checks the deadline.
 */



/** A spec past one of the bounds: why, in plain words. */
class SpecBoundError extends Error {
}
/** Inspects `doc` in place; throws {@link SpecBoundError} past a bound. */
function inspectSpec(doc, deadline) {
    const external = [];
    let externalCount = 0;
    let dropped = 0;
    let refs = 0;
    const stack = [{ node: doc, depth: 0 }];
    for (let seen = 0; stack.length > 0; seen++) {
        const { node, depth } = stack.pop();
        if (seen > MAX_SPEC_NODES)
            throw new SpecBoundError(`it has more than ${MAX_SPEC_NODES} values`);
        if (depth > MAX_SPEC_DEPTH) {
            throw new SpecBoundError(`its values nest deeper than ${MAX_SPEC_DEPTH} levels`);
        }
        if ((seen & 0xffff) === 0)
            checkDeadline(deadline);
        if (Array.isArray(node)) {
            for (const item of node) {
                if (typeof item === 'object' && item !== null)
                    stack.push({ node: item, depth: depth + 1 });
            }
            continue;
        }
        if (!isObject(node))
            continue;
        if (Object.hasOwn(node, '__proto__')) {
            delete node['__proto__'];
            dropped++;
        }
        const ref = node.$ref;
        if (typeof ref === 'string') {
            if (++refs > MAX_SPEC_REFS)
                throw new SpecBoundError(`it has more than ${MAX_SPEC_REFS} $refs`);
            if (!ref.startsWith('#')) {
                if (externalCount++ < 3)
                    external.push(ref.slice(0, 120));
            }
        }
        for (const key in node) {
            const value = node[key];
            if (typeof value === 'object' && value !== null)
                stack.push({ node: value, depth: depth + 1 });
        }
    }
    return { external, externalCount, dropped };
}

;// CONCATENATED MODULE: ./src/api-spec/pointer.ts
/**
 * `$ref`s inside a spec: JSON pointers after `#` (RFC 6901, percent-decoded as a URI fragment),
 * resolved over own properties only, so `#/constructor` or `#/__proto__` resolve to nothing.
 */

/** The segments of an internal `$ref` (`#/components/schemas/User`), or undefined. */
function refSegments(ref) {
    if (!ref.startsWith('#'))
        return undefined;
    let fragment = ref.slice(1);
    try {
        fragment = decodeURIComponent(fragment);
    }
    catch {
        // Not percent-encoded after all: read as written.
    }
    if (fragment === '')
        return [];
    if (!fragment.startsWith('/'))
        return undefined;
    return fragment
        .slice(1)
        .split('/')
        .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}
/** The value at `segments` of `doc`, through own properties only; undefined when absent. */
function valueAt(doc, segments) {
    let node = doc;
    for (const segment of segments) {
        if (Array.isArray(node)) {
            const index = Number(segment);
            if (!Number.isInteger(index) || index < 0 || index >= node.length)
                return undefined;
            node = node[index];
        }
        else if (isObject(node) && Object.hasOwn(node, segment)) {
            node = node[segment];
        }
        else {
            return undefined;
        }
    }
    return node;
}
/** Sets `value` at `segments` in `into`, making the objects on the way (own properties only). */
function setAt(into, segments, value) {
    let node = into;
    for (const [i, segment] of segments.entries()) {
        if (i === segments.length - 1) {
            Object.defineProperty(node, segment, {
                value,
                enumerable: true,
                writable: true,
                configurable: true,
            });
            return;
        }
        const next = Object.hasOwn(node, segment) ? node[segment] : undefined;
        if (isObject(next))
            node = next;
        else {
            const made = {};
            Object.defineProperty(node, segment, {
                value: made,
                enumerable: true,
                writable: true,
                configurable: true,
            });
            node = made;
        }
    }
}

;// CONCATENATED MODULE: ./src/api-spec/operations.ts
/**
 * The operations of a spec: every `METHOD path` under `paths` (a path item given by an internal
 * `$ref` followed once), with what the page mapping needs of each (summary, first tag,
 * `x-hidden`, `x-excluded`, `x-mint.href`) and whether it is deprecated. Bounded by
 * {@link MAX_SPEC_OPERATIONS}.
 */




/** The HTTP methods a path item may hold, as OpenAPI 3.0 and 3.1 name them. */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** The path item at `value`, following one internal `$ref`. */
function pathItem(doc, value) {
    if (isObject(value) && typeof value.$ref === 'string') {
        const segments = refSegments(value.$ref);
        const target = segments ? valueAt(doc, segments) : undefined;
        return isObject(target) ? target : undefined;
    }
    return isObject(value) ? value : undefined;
}
function facts(method, path, node) {
    const tags = node.tags;
    const tag = Array.isArray(tags) && typeof tags[0] === 'string' ? tags[0] : undefined;
    const mint = node['x-mint'];
    const href = isObject(mint) && typeof mint.href === 'string' ? mint.href : undefined;
    return {
        method: method.toUpperCase(),
        path,
        ...(typeof node.summary === 'string' ? { summary: node.summary } : {}),
        ...(tag !== undefined ? { tag } : {}),
        hidden: node['x-hidden'] === true,
        excluded: node['x-excluded'] === true,
        ...(href !== undefined ? { href } : {}),
    };
}
/** `/pets/{petId}` → `/pets/{}`: an operation is its method and its path template. */
function pathTemplate(path) {
    return path.replace(/\{[^{}/]*\}/g, '{}');
}
/** The names of a path's parameters, in order: `/a/{x}/b/{y}` → `['x', 'y']`. */
function pathParams(path) {
    return [...path.matchAll(/\{([^{}/]*)\}/g)].map((m) => m[1] ?? '');
}
/** The spec's operations by method and path template (`GET /users/{}`), in the order of `paths`. */
function listOperations(doc) {
    const out = new Map();
    const paths = doc.paths;
    if (!isObject(paths))
        return out;
    for (const path of Object.keys(paths)) {
        const item = pathItem(doc, paths[path]);
        if (!item)
            continue;
        for (const method of METHODS) {
            const node = item[method];
            if (!isObject(node))
                continue;
            if (out.size >= MAX_SPEC_OPERATIONS) {
                throw new SpecBoundError(`it has more than ${MAX_SPEC_OPERATIONS} operations`);
            }
            const key = `${method.toUpperCase()} ${path}`;
            const template = `${method.toUpperCase()} ${pathTemplate(path)}`;
            // Two paths of one template (a spec's mistake) stay apart, by their full key.
            const match = out.has(template) ? key : template;
            out.set(match, {
                ...facts(method, path, node),
                key,
                match,
                node,
                shared: item.parameters,
                deprecated: node.deprecated === true,
            });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/api-spec/pages.ts
/**
 * Which pages show an operation, by Mintlify's rules (its docs, api-playground/openapi-setup and
 * managing-page-visibility):
 *
 * - an MDX page whose frontmatter names it: `openapi: /spec.json GET /users` or
 *   `openapi: spec GET /users` (that file, by path or by name), any method case, or
 *   `openapi: GET /users` (every spec searched, the first file name in alphabetical order
 *   winning: here, the first of the specs this PR changes that hold the operation);
 * - a navigation `pages` entry naming it (`GET /users` under an `openapi`, or with its file);
 * - the page generated for it under a navigation `openapi` entry, named as Mintlify's docs
 *   (api-playground/endpoint-urls) and its published build (@mintlify/common 1.0.1183,
 *   `generateOpenApiPages`) name it: `/{directory}/{tag}/{slug}`, `directory` from
 *   `{ source, directory }` (default `api-reference`), the first tag (no tag part without
 *   one), the summary made a URL segment (`{method}-{path}` without one); `x-mint.href` in
 *   their place; everything lowercased; a URL met again in the same spec gets `-1`, `-2`…
 *   So a renamed summary or tag, or a changed `x-mint.href`, moves the page.
 *
 * `x-excluded: true` operations get no generated page; `x-hidden: true` ones get one that the
 * navigation leaves out. Specs given by URL are never read: they match no file here. Pure.
 */




/** The repository path a docs.json or frontmatter source names, or undefined for a URL. */
function specFileOf(source, docsRoot) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(source))
        return undefined;
    const rel = source.replace(/^(?:\.?\/)+/, '');
    return docsRoot === '' ? rel : `${docsRoot}/${rel}`;
}
/**
 * Whether `source` (a frontmatter's or a navigation entry's spec, as written) names `specFile`:
 * its path from the docs folder (with or without a leading `/`), or, as Mintlify's older docs
 * and many sites write it, the file's name without its extension (`openapi-1 GET /users` for
 * `openapi-1.json`).
 */
function namesSpec(source, specFile, docsRoot) {
    if (specFileOf(source, docsRoot) === specFile)
        return true;
    if (source.includes('/'))
        return false;
    const base = specFile.slice(specFile.lastIndexOf('/') + 1);
    const dot = base.lastIndexOf('.');
    return (dot > 0 ? base.slice(0, dot) : base) === source;
}
/**
 * A summary, tag or path as Mintlify's build turns it into a URL segment (@mintlify/common
 * 1.0.1183, `prepareStringToBeValidFilename`; its docs, api-playground/endpoint-urls): spaces
 * become `-`, each `{…}` on one line becomes `-`, one `-` is taken off each end, the characters
 * `{ } ( ) , . ' / \n` are removed, `--` becomes `-`, and the result is lowercased. Every other
 * character (`&`, `?`, `:`, letters outside ASCII) stays. Undefined for an absent or empty
 * text, as there. Linear: no pattern over the text.
 */
function slug(text) {
    if (!text)
        return undefined;
    let out = '';
    let close = -1;
    let newline = -1;
    for (let i = 0; i < text.length; i++) {
        const ch = text[i] === ' ' ? '-' : text[i];
        if (ch === '{') {
            // The vendor's `\{.*?\}`: up to the next `}`, with no line break before it.
            if (close < i)
                close = text.indexOf('}', i);
            if (newline < i)
                newline = text.indexOf('\n', i);
            if (close > i && (newline === -1 || close < newline)) {
                out += '-';
                i = close;
                continue;
            }
        }
        out += ch;
    }
    if (out.startsWith('-'))
        out = out.slice(1);
    if (out.endsWith('-'))
        out = out.slice(0, -1);
    let kept = '';
    for (const ch of out)
        if (!"{}(),.'\n/".includes(ch))
            kept += ch;
    return kept.replaceAll('--', '-').toLowerCase();
}
/** The vendor's join: one `/` between parts, none at the end, `/` for nothing. */
function join(...parts) {
    let out = '';
    for (const ch of parts.join('/'))
        if (!(ch === '/' && out.endsWith('/')))
            out += ch;
    if (out.endsWith('/'))
        out = out.slice(0, -1);
    return out === '' ? '/' : out;
}
/**
 * Where the build writes the page of `op` under `directory`, before a repeated URL gets its
 * `-1`: `{directory}/{tag}/{summary}` (no tag part without a tag; `{method}-{path}` without a
 * summary), or `x-mint.href` in their place (the vendor's `generateOpenApiPages`).
 */
function generatedBase(op, directory) {
    if (op.href !== undefined) {
        const href = op.href.startsWith('/') ? op.href.slice(1) : op.href;
        const cut = href.lastIndexOf('/');
        return join(cut >= 0 ? href.slice(0, cut) : '', href.slice(cut + 1));
    }
    const title = slug(op.summary) ?? `${op.method.toLowerCase()}-${slug(op.path) ?? ''}`;
    return join(directory, slug(op.tag) ?? '', title);
}
/** A written base as the page path readers see (lowercased; no extension after a last `.`). */
function asPage(written) {
    const lower = written.toLowerCase();
    const cut = lower.lastIndexOf('/');
    const dot = lower.lastIndexOf('.');
    return (0,page_path/* normalizePagePath */.i)(dot > cut + 1 ? lower.slice(0, dot) : lower);
}
/**
 * The generated page of `op` alone under `directory` (Mintlify's docs, api-playground/
 * endpoint-urls; see {@link generatedPages} for a whole spec, where repeated URLs are told apart).
 */
function generatedPath(op, directory) {
    return asPage(generatedBase(op, directory));
}
/** `GET /pets/{}`: the operation as the comparison matches it (method and path template). */
function operationKey(op) {
    return `${op.method} ${pathTemplate(op.path)}`;
}
/**
 * Every page a spec's operations generate under `directory`, by {@link operationKey}: in the
 * spec's order, `x-excluded` ones left out, and a URL met again given `-1`, `-2`… as the
 * vendor's build does (`generateUniqueFilenameWithoutExtension`).
 */
function generatedPages(ops, directory) {
    const out = new Map();
    const used = new Set();
    for (const op of ops) {
        if (op.excluded)
            continue;
        const base = generatedBase(op, directory);
        let name = base;
        for (let n = 1; used.has(name); n++)
            name = `${base}-${n}`;
        used.add(name);
        out.set(operationKey(op), asPage(name));
    }
    return out;
}
/**
 * The frontmatter `openapi:` of a page's text, when it has one: the top-level key only, read as
 * YAML by the one frontmatter reader (quoted, folded `>-` and commented values as Mintlify's
 * build reads them; a nested `seo:\n  openapi:` is not the page's operation).
 */
function frontmatterOpenapi(text) {
    const value = (0,frontmatter/* frontmatterOf */.C2)(text).data?.openapi;
    return typeof value === 'string' ? value : undefined;
}
/** A page's frontmatter operation, or undefined. */
function frontmatterOperation(page, text) {
    const value = frontmatterOpenapi(text);
    const named = value === undefined ? undefined : (0,openapi_entry/* operationEntry */.I)(value);
    return named ? { page: (0,page_path/* normalizePagePath */.i)(page), ...named } : undefined;
}
/** The pages of `op` in `specFile`, frontmatter pages first; none for an excluded one. */
function operationPages(op, specFile, ctx) {
    const key = `${op.method} ${op.path}`;
    const isOurs = (source) => source === undefined
        ? ctx.firstHolder.get(key) === specFile
        : namesSpec(source, specFile, ctx.docsRoot);
    const out = [];
    const seen = new Set();
    const add = (p) => {
        const id = p.page ?? `${p.via}:`;
        if (!seen.has(id))
            out.push(p);
        seen.add(id);
    };
    for (const fm of ctx.frontmatter) {
        if (fm.method === op.method && fm.path === op.path && isOurs(fm.source)) {
            add({ page: fm.page, via: 'frontmatter', hidden: false });
        }
    }
    if (op.excluded)
        return out;
    for (const e of ctx.entries) {
        if (e.method === op.method &&
            e.path === op.path &&
            e.source !== undefined &&
            isOurs(e.source)) {
            add({
                page: generatedPath(op, e.directory),
                via: 'navigation',
                hidden: e.hidden || op.hidden,
            });
        }
    }
    for (const s of ctx.sources) {
        if (s.generates && specFileOf(s.source, ctx.docsRoot) === specFile) {
            const path = amongNeighbours(op, ctx.specOps?.get(specFile), s.directory);
            add({ page: path, via: 'generated', hidden: s.hidden || op.hidden });
        }
    }
    return out;
}
const pageMaps = new WeakMap();
/** {@link generatedPages} of `ops` under `directory`, made once per list and directory. */
function pagesOnce(ops, directory) {
    let byDir = pageMaps.get(ops);
    if (!byDir)
        pageMaps.set(ops, (byDir = new Map()));
    let found = byDir.get(directory);
    if (!found)
        byDir.set(directory, (found = generatedPages(ops, directory)));
    return found;
}
/** The page of `op` among its spec's operations (the head's, else the base's), else alone. */
function amongNeighbours(op, sides, directory) {
    const key = operationKey(op);
    if (sides) {
        for (const ops of [sides.head, sides.base]) {
            const found = pagesOnce(ops, directory).get(key);
            if (found !== undefined)
                return found;
        }
    }
    return generatedPath(op, directory);
}

;// CONCATENATED MODULE: ./src/api-spec/changes.ts

/** Whether `file` lies in the docs folder (`docsRoot`, '' for the whole repository). */
const inDocs = (file, docsRoot) => docsRoot === '' || file.startsWith(`${docsRoot}/`);
/** The changed files to read: named by docs.json, or data files under the docs folder. */
function specCandidates(files, sources, docsRoot) {
    const named = new Set(sources.flatMap((s) => specFileOf(s.source, docsRoot) ?? []));
    const configs = new Set(['docs.json', 'mint.json'].map((n) => (docsRoot ? `${docsRoot}/${n}` : n)));
    return files.filter((f) => !configs.has(f.filename) &&
        (named.has(f.filename) ||
            inDocs(f.filename, docsRoot) ||
            named.has(f.previous_filename ?? '')));
}
/** `METHOD path` → the first changed spec (alphabetically) holding it: Mintlify's rule. */
function firstHolders(compared) {
    const out = new Map();
    for (const { file, ops } of [...compared].sort((a, b) => (a.file < b.file ? -1 : 1))) {
        for (const op of ops) {
            const key = `${op.method} ${op.path}`;
            if (!out.has(key))
                out.set(key, file);
        }
    }
    return out;
}
/** A comparison as the report's spec line and its operations (pages still empty); undefined when the file is not OpenAPI. */
function specReport(file, result, warnings) {
    if (result.kind === 'compared') {
        warnings.push(...result.warnings);
        const ops = result.operations.map((o) => ({ ...o, spec: file, pages: [] }));
        const spec = { file, kind: 'compared', counts: result.counts };
        return { spec, ops, facts: result.facts };
    }
    if (result.kind === 'not-openapi')
        return undefined;
    if (result.reason !== 'not read')
        warnings.push(result.reason);
    const reason = result.reason === 'not read' ? 'it could not be read (see the warnings)' : result.reason;
    return { spec: { file, kind: result.kind, reason }, ops: [] };
}
/**
 * The generated pages of the compared specs: every page a generating `openapi` source of docs.json
 * makes of each spec at the head, and those it made at the base that no operation makes at the
 * head (a summary or tag renamed, `x-mint.href` changed, an operation removed). A renamed path
 * parameter keeps its operation (method and path template) and so its page. docs.json is the
 * head's for both sides: a PR that moves a spec's `directory` is not seen here.
 */
function generatedMoves(specs, sources, docsRoot) {
    const atHead = new Set();
    const before = [];
    for (const [file, sides] of specs) {
        const written = (ops) => new Map(ops.map((o) => [operationKey(o), `${o.method} ${o.path}`]));
        const [baseOps, headOps] = [written(sides.base), written(sides.head)];
        for (const s of sources) {
            if (!s.generates || specFileOf(s.source, docsRoot) !== file)
                continue;
            const head = generatedPages(sides.head, s.directory);
            for (const page of head.values())
                atHead.add(page);
            for (const [key, page] of generatedPages(sides.base, s.directory)) {
                const after = head.get(key);
                const headOperation = headOps.get(key);
                before.push({
                    page,
                    operation: baseOps.get(key) ?? key,
                    ...(after === undefined ? {} : { renamedTo: after }),
                    ...(headOperation === undefined ? {} : { headOperation }),
                });
            }
        }
    }
    const moved = new Map();
    for (const b of before)
        if (!atHead.has(b.page) && !moved.has(b.page))
            moved.set(b.page, b);
    return { moved: [...moved.values()], atHead: [...atHead] };
}
/**
 * The PR's gone pages with the API's: a page an operation still generates at the head is never
 * gone (an MDX page replaced by a generated one, a renamed path parameter); a generated page
 * whose URL moved or whose operation went away is gone, with its new URL when it has one; a
 * navigation page of a removed operation is gone. Each page once, so `missing-redirects` counts
 * each once.
 */
function goneWithOperations(gone, api) {
    const still = new Set(api?.generated.atHead ?? []);
    const out = gone.filter((g) => !still.has(g.page));
    const known = new Set([...still, ...out.map((g) => g.page)]);
    const add = (g) => {
        if (!known.has(g.page))
            out.push(g);
        known.add(g.page);
    };
    for (const m of api?.generated.moved ?? [])
        add(m);
    for (const op of api?.operations ?? []) {
        if (op.status !== 'removed')
            continue;
        for (const p of op.pages) {
            if (p.via === 'frontmatter' || p.page === undefined)
                continue;
            add({ page: p.page, operation: `${op.method} ${op.path}` });
        }
    }
    return out.sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
// EXTERNAL MODULE: ./node_modules/api-smart-diff/dist/index.mjs
var api_smart_diff_dist = __webpack_require__(66963);
;// CONCATENATED MODULE: ./src/api-spec/walk.ts
/**
 * A value of one operation at a path the diff library gives (relative to the operation), read
 * from the spec as written: internal `$ref`s followed at every step (bounded), and `parameters`
 * read as the library reads them, the operation's own first, then the path item's shared ones it
 * does not override. Undefined where the path does not lead anywhere.
 */



/** `value` with its internal `$ref`s followed (at most {@link MAX_REF_CHAIN}). */
function deref(doc, value) {
    let node = value;
    for (let i = 0; i < MAX_REF_CHAIN && isObject(node) && typeof node.$ref === 'string'; i++) {
        const segments = refSegments(node.$ref);
        node = segments ? valueAt(doc, segments) : undefined;
    }
    return node;
}
/** The operation's parameters as the library lists them. */
function parametersOf(side) {
    const own = Array.isArray(side.node.parameters) ? side.node.parameters : [];
    const shared = Array.isArray(side.shared) ? side.shared : [];
    const resolved = own.map((p) => deref(side.doc, p));
    const key = (p) => (isObject(p) ? `${String(p.in)}\u0000${String(p.name)}` : '');
    const taken = new Set(resolved.map(key));
    const rest = shared.map((p) => deref(side.doc, p)).filter((p) => !taken.has(key(p)));
    return [...resolved, ...rest];
}
/** The value at `path` (relative to the operation) on `side`, or undefined. */
function valueIn(side, path) {
    let node = side.node;
    for (const [i, segment] of path.entries()) {
        node = i === 1 && path[0] === 'parameters' ? parametersOf(side) : deref(side.doc, node);
        if (Array.isArray(node)) {
            const index = Number(segment);
            node = Number.isInteger(index) ? node[index] : undefined;
        }
        else if (isObject(node) && Object.hasOwn(node, String(segment))) {
            node = node[String(segment)];
        }
        else {
            return undefined;
        }
    }
    return deref(side.doc, node);
}

;// CONCATENATED MODULE: ./src/api-spec/rename.ts
/**
 * An operation whose path parameters were renamed (`/pets/{id}` → `/pets/{petId}`) is the same
 * operation (as oasdiff matches endpoints): its base version is compared as if written at the
 * head's path, its path parameters under their new names, and each renaming is a docs-only
 * change (the URL a client calls is the same).
 */



/** `list` with its path parameters renamed by `names` (old → new); others as they are. */
function renamed(doc, list, names) {
    if (!Array.isArray(list))
        return list;
    return list.map((p) => {
        const r = deref(doc, p);
        if (!isObject(r) || r.in !== 'path' || typeof r.name !== 'string')
            return p;
        const to = names.get(r.name);
        return to === undefined ? p : { ...r, name: to };
    });
}
/** `op` (of the base) as if written at `path` (the head's), with the renamings as changes. */
function asHeadPath(doc, op, path) {
    if (op.path === path)
        return { op, changes: [] };
    const from = pathParams(op.path);
    const to = pathParams(path);
    const names = new Map();
    const changes = [];
    from.forEach((name, i) => {
        const next = to[i];
        if (next === undefined || next === name)
            return;
        names.set(name, next);
        changes.push({
            class: 'annotation',
            what: `docs only: path parameter \`${name}\` renamed to \`${next}\``,
        });
    });
    const node = Object.hasOwn(op.node, 'parameters')
        ? { ...op.node, parameters: renamed(doc, op.node.parameters, names) }
        : op.node;
    const shared = renamed(doc, op.shared, names);
    return { op: { ...op, path, key: `${op.method} ${path}`, node, shared }, changes };
}

;// CONCATENATED MODULE: ./src/api-spec/classify.ts
/** Longest description kept, in characters. */
const WHAT_CHARS = 160;
/** Whether `path` (inside an operation) is in a response. */
function inResponse(path) {
    return path[0] === 'responses';
}
/** Our class of `diff` (its path relative to the operation). */
function classOf(diff, path) {
    const last = path[path.length - 1];
    const parent = path[path.length - 2];
    if (diff.action === 'remove' &&
        inResponse(path) &&
        (parent === 'properties' || parent === 'headers')) {
        return 'breaking';
    }
    if (diff.action === 'replace' && last === 'type')
        return 'breaking';
    switch (diff.type) {
        case 'breaking':
            return 'breaking';
        case 'annotation':
            return 'annotation';
        default:
            return 'non-breaking';
    }
}
/** `[Added] required query parameter \`org\`` → `added required query parameter \`org\``. */
function whatOf(diff, path) {
    const text = diff.description;
    if (typeof text === 'string' && text.startsWith('[')) {
        const end = text.indexOf(']');
        if (end > 0) {
            const verb = text.slice(1, end).toLowerCase();
            return `${verb} ${text.slice(end + 1).trim()}`.slice(0, WHAT_CHARS);
        }
    }
    const verb = { add: 'added', remove: 'removed', replace: 'changed', rename: 'renamed' }[diff.action];
    return `${verb} ${placeOf(path)}`.slice(0, WHAT_CHARS);
}
/** `responses.200.headers.X-Id` → "header `X-Id` in Response 200": for what the library leaves undescribed. */
function placeOf(path) {
    const last = String(path[path.length - 1]);
    const parent = String(path[path.length - 2]);
    const kind = { properties: 'property ', headers: 'header ', content: 'media type ' }[parent] ?? '';
    const where = path[0] === 'responses' && path.length > 2
        ? ` in Response ${String(path[1])}`
        : path[0] === 'requestBody' && path.length > 1
            ? ' in Request Body'
            : '';
    if (kind)
        return `${kind}\`${last}\`${where}`;
    // Deep in a schema: the key and the property it belongs to, not the whole library path.
    const field = nearestProperty(path);
    if (field === undefined)
        return `${path.join('.')}${where}`;
    // `examples.0` is an entry of `examples`: the key is what a reader knows.
    let end = path.length - 1;
    while (end > 0 && typeof path[end] === 'number')
        end--;
    const key = `\`${String(path[end])}\``;
    const what = end < path.length - 1 ? `an entry of ${key}` : key;
    return `${what} of property \`${field}\`${where}`;
}
/** The name of the last property `path` passes through (below the key it ends on), if any. */
function nearestProperty(path) {
    for (let i = path.length - 2; i > 0; i--) {
        if (path[i - 1] === 'properties' && typeof path[i] === 'string')
            return path[i];
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/api-spec/rules.ts



/** Keys that only document: a change under one changes no request or response. */
const DOCS_KEYS = new Set([
    'description',
    'summary',
    'title',
    'example',
    'examples',
    'externalDocs',
    'x-codeSamples',
    'x-code-samples',
]);
/** Keys whose value names a field, so a docs key right under them is a field's name. */
const NAMING = new Set(['properties', 'patternProperties', 'headers', 'content', 'responses']);
/** Limits a larger value relaxes, and those a smaller value relaxes. */
const UPPER = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties']);
const LOWER = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']);
const COMBINERS = new Set(['anyOf', 'oneOf', 'allOf']);
/** Whether `path` lies under a documenting key (or an `x-` extension). */
function docsOnly(path) {
    return path.some((s, i) => {
        if (typeof s !== 'string' || (i > 0 && NAMING.has(String(path[i - 1]))))
            return false;
        return DOCS_KEYS.has(s) || s.startsWith('x-');
    });
}
const inRequest = (path) => path[0] === 'parameters' || path[0] === 'requestBody';
const json = (v) => JSON.stringify(v) ?? 'undefined';
const shown = (v) => `\`${json(v).slice(0, 40)}\``;
/** The library's words after its `[Verb]`, or the path. */
function rules_where(diff, path) {
    const text = whatOf(diff, path);
    const cut = text.search(/ (of|in) /);
    return cut >= 0 ? text.slice(cut + 1) : `at ${path.join('.')}`;
}
/** `required` only when the parameter is: the library says it of every parameter it adds. */
function paramWords(diff, path, sides) {
    const text = whatOf(diff, path);
    const index = Number(path[1]);
    const param = [parametersOf(sides.head)[index], parametersOf(sides.base)[index]].find(isObject);
    const p = isObject(diff.after) ? diff.after : isObject(diff.before) ? diff.before : param;
    if (!isObject(p) || typeof p.name !== 'string')
        return text;
    const required = p.required === true || p.in === 'path';
    return text.replace(/\brequired (\w+ parameter `)/, required ? 'required $1' : 'optional $1');
}
/** A parameter added or removed, in the spec's words. */
function paramChange(diff, path, sides) {
    const p = (isObject(diff.after) ? diff.after : diff.before);
    const required = p.required === true || p.in === 'path';
    const kind = `${required ? 'required' : 'optional'} ${String(p.in)} parameter \`${String(p.name)}\``;
    if (diff.action === 'add') {
        return { class: required ? 'breaking' : 'non-breaking', what: `added ${kind}` };
    }
    if (diff.action === 'remove')
        return { class: 'breaking', what: `removed ${kind}` };
    return { class: classOf(diff, path), what: paramWords(diff, path, sides) };
}
/** A limit changed: relaxed or tightened, for a request. */
function limitChange(diff, path) {
    const key = String(path[path.length - 1]);
    const what = `${key} ${shown(diff.before)} → ${shown(diff.after)} ${rules_where(diff, path)}`;
    if (!inRequest(path))
        return { class: 'non-breaking', what };
    const b = typeof diff.before === 'number' ? diff.before : undefined;
    const a = typeof diff.after === 'number' ? diff.after : undefined;
    const relaxed = a === undefined || (b !== undefined && (UPPER.has(key) ? a >= b : a <= b));
    return { class: relaxed ? 'non-breaking' : 'breaking', what };
}
/** One diff that no grouped rule takes. */
function rules_single(diff, path, sides) {
    if (path[0] === 'security')
        return undefined;
    if (docsOnly(path))
        return { class: 'annotation', what: `docs only: ${whatOf(diff, path)}` };
    if (path.length === 2 && path[0] === 'parameters')
        return paramChange(diff, path, sides);
    if (path[0] === 'responses' && path[path.length - 1] === 'headers' && isObject(diff.before)) {
        const names = Object.keys(diff.before).map((h) => `\`${h}\``);
        const what = `removed header${names.length > 1 ? 's' : ''} ${names.join(', ')} in Response ${String(path[1])}`;
        if (diff.action === 'remove')
            return { class: 'breaking', what };
    }
    if (diff.action === 'remove' && inRequest(path) && path[path.length - 2] === 'properties') {
        // A client that sends it is no longer understood (oasdiff: request-property-removed, WARN).
        return { class: 'breaking', what: whatOf(diff, path) };
    }
    const last = String(path[path.length - 1]);
    if ((UPPER.has(last) || LOWER.has(last)) && diff.action !== 'rename') {
        return limitChange(diff, path);
    }
    const what = path[0] === 'parameters' ? paramWords(diff, path, sides) : whatOf(diff, path);
    return { class: classOf(diff, path), what };
}
/** The enum of the schema at `at` on a side: its values, `none` when it has none. */
function enumAt(side, at) {
    const schema = valueIn(side, at);
    if (!isObject(schema))
        return undefined;
    return Array.isArray(schema.enum) ? schema.enum : 'none';
}
/** The enum changes at one schema, judged as sets. */
function enumChange(at, diffs, sides) {
    const first = diffs[0];
    const place = rules_where(first, [...at, 'enum']);
    const before = enumAt(sides.base, at);
    const after = enumAt(sides.head, at);
    const request = inRequest(at);
    if (before === undefined || after === undefined) {
        return diffs.map((d) => ({ class: classOf(d, [...at, 'enum']), what: whatOf(d, at) }));
    }
    if (after === 'none') {
        return [
            {
                class: 'non-breaking',
                what: `dropped the list of possible values ${place} (any value now)${request ? '' : ': clients may see a new value'}`,
            },
        ];
    }
    const had = new Set((before === 'none' ? [] : before).map(json));
    const has = new Set(after.map(json));
    const removed = [...had].filter((v) => !has.has(v));
    const added = before === 'none' ? [] : [...has].filter((v) => !had.has(v));
    const out = [];
    const list = (vs) => vs
        .slice(0, 5)
        .map((v) => `\`${v.slice(0, 40)}\``)
        .join(', ');
    if (before === 'none') {
        out.push({
            class: request ? 'breaking' : 'non-breaking',
            what: `now only ${list([...has])} ${place}`,
        });
    }
    if (removed.length > 0) {
        out.push({
            class: request ? 'breaking' : 'non-breaking',
            what: `removed possible value${removed.length > 1 ? 's' : ''} ${list(removed)} ${place}`,
        });
    }
    if (added.length > 0) {
        const also = request ? '' : ': clients may see a new value';
        out.push({
            class: 'non-breaking',
            what: `added possible value${added.length > 1 ? 's' : ''} ${list(added)} ${place}${also}`,
        });
    }
    return out;
}
/** An RFC 3339 date-time, its offset optional: linear, no backtracking. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})?$/;
/**
 * Whether two defaults are the same value: equal, or date-times of the same instant (one
 * written without its offset is read as UTC, as RFC 3339's `Z`: Prefect c44d2de → 4100d4e writes
 * `0001-01-01T00:00:00` as `0001-01-01T00:00:00+00:00`).
 */
function sameValue(a, b) {
    if (json(a) === json(b))
        return true;
    if (typeof a !== 'string' || typeof b !== 'string')
        return false;
    if (a.length > 40 || b.length > 40 || !DATE_TIME.test(a) || !DATE_TIME.test(b))
        return false;
    const instant = (s) => Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(s) ? s : `${s}Z`);
    const x = instant(a);
    return !Number.isNaN(x) && x === instant(b);
}
/** The default a schema gives: its own, else its first combined branch's. */
function effectiveDefault(side, at, depth = 0) {
    const schema = valueIn(side, at);
    if (!isObject(schema))
        return undefined;
    if (Object.hasOwn(schema, 'default'))
        return schema.default;
    if (depth > 8)
        return undefined;
    for (const c of COMBINERS) {
        const branches = schema[c];
        if (!Array.isArray(branches))
            continue;
        for (let i = 0; i < branches.length; i++) {
            const found = effectiveDefault(side, [...at, c, i], depth + 1);
            if (found !== undefined)
                return found;
        }
    }
    return undefined;
}
/** A default changed, judged by the effective default of the schema it belongs to. */
function defaultChange(at, diffs, sides) {
    const before = effectiveDefault(sides.base, at);
    const after = effectiveDefault(sides.head, at);
    if (sameValue(before, after))
        return [];
    const first = diffs[0];
    const what = `default ${before === undefined ? 'none' : shown(before)} → ${after === undefined ? 'none' : shown(after)} ${rules_where(first, [...at, 'default'])}`;
    // A parameter's default is what the server assumes when the client sends nothing (oasdiff:
    // request-parameter-default-value-* are errors); a body field's is documentation (info).
    const cls = at[0] === 'parameters' && inRequest(at) ? 'breaking' : 'non-breaking';
    return [{ class: cls, what }];
}
/** The schema a default or enum diff belongs to (its path, `anyOf`/`oneOf`/`allOf` steps cut). */
function ownerOf(path, key) {
    const i = path.lastIndexOf(key);
    if (i < 0 || i < path.length - 2 || (i === path.length - 2 && key === 'default'))
        return undefined;
    let at = path.slice(0, i);
    if (key === 'default') {
        while (at.length >= 2 && COMBINERS.has(String(at[at.length - 2])))
            at = at.slice(0, -2);
    }
    return docsOnly(path.slice(0, i)) ? undefined : at;
}
/** Our changes of one operation from the library's diffs (paths relative to the operation). */
function judge(diffs, sides) {
    const out = [];
    const groups = new Map();
    for (const { diff, path } of diffs) {
        const kind = ownerOf(path, 'enum') ? 'enum' : ownerOf(path, 'default') ? 'default' : undefined;
        const at = kind ? ownerOf(path, kind) : undefined;
        if (!kind || !at) {
            const one = rules_single(diff, path, sides);
            if (one)
                out.push(one);
            continue;
        }
        const id = `${kind}\u0000${at.join('\u0000')}`;
        const group = groups.get(id) ?? { kind, at, diffs: [] };
        group.diffs.push(diff);
        groups.set(id, group);
    }
    for (const g of groups.values()) {
        out.push(...(g.kind === 'enum'
            ? enumChange(g.at, g.diffs, sides)
            : defaultChange(g.at, g.diffs, sides)));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/api-spec/security.ts
/**
 * Security requirements, per operation or global, compared as a client meets them: each
 * requirement of a list is an alternative (schemes with their scopes); no list, or an empty one,
 * asks for nothing. A client that met a requirement of the base is refused at the head when no
 * head requirement asks for a subset of what it has: that change is breaking (oasdiff's
 * `api-security-added`, `api-security-scope-added`, `api-global-security-added` and
 * `api-global-security-scope-added`, all `INFO` there, are breaking here when they refuse a
 * request that worked). Any other change of the requirements is reported, not breaking.
 */

/**
 * A scheme as a client meets it: its definition (type, HTTP scheme, where its key goes), so a
 * scheme renamed in `components.securitySchemes` is the same scheme; its name when undefined.
 */
function identity(doc, name) {
    const schemes = isObject(doc.components) ? doc.components.securitySchemes : undefined;
    const s = isObject(schemes) && Object.hasOwn(schemes, name) ? schemes[name] : undefined;
    if (!isObject(s) || typeof s.type !== 'string')
        return `name:${name}`;
    const parts = [s.type, s.scheme, s.in, s.name, s.openIdConnectUrl];
    return parts.map((p) => (typeof p === 'string' ? p.toLowerCase() : '')).join('|');
}
/** The requirements in force for `node` (its own, else the document's), as alternatives. */
function requirements(doc, node, names) {
    const own = Object.hasOwn(node, 'security');
    const raw = own ? node.security : doc.security;
    if (!Array.isArray(raw) || raw.length === 0)
        return { list: [new Map()], global: !own };
    const id = (name) => {
        const found = identity(doc, name);
        names.set(found, name);
        return found;
    };
    const list = raw
        .filter(isObject)
        .map((r) => new Map(Object.entries(r).map(([name, scopes]) => [
        id(name),
        new Set(Array.isArray(scopes) ? scopes.map(String) : []),
    ])));
    return { list, global: !own };
}
/** Whether a client holding `have` meets `need`. */
function meets(have, need) {
    for (const [name, scopes] of need) {
        const held = have.get(name);
        if (!held)
            return false;
        for (const s of scopes)
            if (!held.has(s))
                return false;
    }
    return true;
}
/** What `need` asks beyond `have`, in words (schemes by their names in `names`). */
function beyond(have, need, names) {
    const out = [];
    for (const [id, scopes] of need) {
        const name = names.get(id) ?? id;
        const held = have.get(id);
        if (!held)
            out.push(`\`${name}\``);
        else
            for (const s of scopes)
                if (!held.has(s))
                    out.push(`scope \`${s}\` of \`${name}\``);
    }
    return out;
}
const key = (r) => [...r]
    .map(([n, s]) => `${n}:${[...s].sort().join(',')}`)
    .sort()
    .join(' ');
/** The security changes of one operation, its base and head nodes in their documents. */
function securityChanges(base, head) {
    const names = new Map();
    const before = requirements(base.doc, base.node, names);
    const after = requirements(head.doc, head.node, names);
    const b = new Set(before.list.map(key));
    const a = new Set(after.list.map(key));
    if (b.size === a.size && [...b].every((k) => a.has(k)))
        return [];
    const where = after.global ? ' (global `security`)' : '';
    const refused = before.list.filter((have) => !after.list.some((need) => meets(have, need)));
    if (refused.length > 0) {
        const have = refused[0];
        const need = after.list.find((r) => r.size > 0) ?? new Map();
        const asks = beyond(have, need, names);
        const what = asks.length > 0
            ? `security: now requires ${asks.join(', ')}${where}`
            : `security: a requirement met before is no longer accepted${where}`;
        return [{ class: 'breaking', what }];
    }
    const added = after.list.filter((r) => !b.has(key(r)) && r.size > 0);
    const what = added.length > 0
        ? `security: now also accepts ${added.map((r) => [...r.keys()].map((n) => `\`${names.get(n) ?? n}\``).join(' + ')).join(' or ')}${where}`
        : `security: asks for less than before${where}`;
    return [{ class: 'non-breaking', what }];
}

;// CONCATENATED MODULE: ./src/api-spec/fingerprint.ts
/**
 * What lets the comparison skip what did not change: whether an operation is the same at the
 * base and the head, by a deep comparison that follows internal `$ref`s on both sides (each pair
 * of targets compared once and remembered; a pair met again inside itself counts as the same,
 * which is what a cycle means), stopping at the first difference. Only operations that differ go
 * to the library (api-smart-diff costs milliseconds per call), with the values their `$ref`s reach
 * ({@link RefReach}), whose chains are bounded by {@link MAX_REF_CHAIN}.
 */





/** The target of an internal `$ref` in `doc`, or undefined. */
function target(doc, ref) {
    const segments = refSegments(ref);
    return segments ? valueAt(doc, segments) : undefined;
}
/** The internal `$ref` of a value, when it has one. */
function refOf(value) {
    return isObject(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#')
        ? value.$ref
        : undefined;
}
/** Deep sameness of values of two documents, `$ref`s followed. */
class Sameness {
    a;
    b;
    deadline;
    memo = new Map();
    open = new Set();
    steps = 0;
    constructor(a, b, deadline) {
        this.a = a;
        this.b = b;
        this.deadline = deadline;
    }
    /** Whether `x` (of the base) and `y` (of the head) are the same to a client. */
    same(x, y, chain = 0) {
        if (x === y && (typeof x !== 'object' || x === null))
            return true;
        if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null)
            return false;
        if ((++this.steps & 0xffff) === 0)
            checkDeadline(this.deadline);
        const rx = refOf(x);
        const ry = refOf(y);
        if (rx !== undefined || ry !== undefined) {
            if (!this.sameRefs(rx, ry, chain + 1))
                return false;
        }
        if (Array.isArray(x) || Array.isArray(y)) {
            if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length)
                return false;
            for (let i = 0; i < x.length; i++)
                if (!this.same(x[i], y[i], chain))
                    return false;
            return true;
        }
        const ox = x;
        const oy = y;
        let count = 0;
        for (const key in ox) {
            count++;
            if (key === '$ref' && rx !== undefined)
                continue;
            if (!Object.hasOwn(oy, key) || !this.same(ox[key], oy[key], chain))
                return false;
        }
        for (const _key in oy)
            count--;
        return count === 0;
    }
    /** Whether what the `$ref`s (or the value without one) stand for is the same. */
    sameRefs(rx, ry, chain) {
        if (chain > MAX_REF_CHAIN) {
            throw new SpecBoundError(`its $refs lead through more than ${MAX_REF_CHAIN} others in a row`);
        }
        if (rx === undefined || ry === undefined)
            return false;
        const key = `${rx}\u0000${ry}`;
        const known = this.memo.get(key);
        if (known !== undefined)
            return known;
        if (this.open.has(key))
            return true;
        this.open.add(key);
        const tx = target(this.a, rx);
        const ty = target(this.b, ry);
        const result = tx === undefined || ty === undefined ? tx === ty && rx === ry : this.same(tx, ty, chain);
        this.open.delete(key);
        this.memo.set(key, result);
        return result;
    }
}
/** The internal `$ref`s a value reaches in its document, transitively, chains bounded. */
class RefReach {
    doc;
    direct = new Map();
    constructor(doc) {
        this.doc = doc;
    }
    /** Every internal `$ref` reachable from `value` (targets that resolve only). */
    from(value) {
        const out = new Set();
        let level = refsIn(value);
        for (let depth = 0; level.length > 0; depth++) {
            if (depth > MAX_REF_CHAIN) {
                throw new SpecBoundError(`its $refs lead through more than ${MAX_REF_CHAIN} others in a row`);
            }
            const next = [];
            for (const ref of level) {
                if (out.has(ref))
                    continue;
                out.add(ref);
                next.push(...this.refsOf(ref));
            }
            level = next;
        }
        return out;
    }
    refsOf(ref) {
        let known = this.direct.get(ref);
        if (!known) {
            const value = target(this.doc, ref);
            known = value === undefined ? [] : refsIn(value);
            this.direct.set(ref, known);
        }
        return known;
    }
}
/** The internal `$ref`s written inside `value` (not followed). Iterative. */
function refsIn(value) {
    const out = [];
    const stack = [value];
    while (stack.length > 0) {
        const node = stack.pop();
        if (typeof node !== 'object' || node === null)
            continue;
        if (Array.isArray(node)) {
            for (const item of node)
                if (typeof item === 'object')
                    stack.push(item);
            continue;
        }
        const ref = refOf(node);
        if (ref !== undefined)
            out.push(ref);
        for (const key in node) {
            const item = node[key];
            if (typeof item === 'object' && item !== null)
                stack.push(item);
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/api-spec/diff.ts
/**
 * Compares two parsed versions of one spec, operation by operation. Operations only in the head
 * are added, only in the base removed (breaking); an operation in both is compared deeply first
 * (./fingerprint.ts: `$ref`s followed, the first difference ends it) and the ones that differ go
 * to api-smart-diff together, {@link BATCH} at a time, on a document holding those operations and
 * the values their `$ref`s reach: the library's cost follows what changed rather than the spec's
 * size, and its per-call cost is paid once per batch. The deadline is checked between steps.
 */









/** Changed operations diffed by the library in one call. */
const BATCH = 200;
const diff_ORDER = { breaking: 0, 'non-breaking': 1, annotation: 2 };
/** The operation with its path item's shared parameters, as one value. */
function whole(op) {
    return op.shared === undefined ? { op: op.node } : { op: op.node, shared: op.shared };
}
/** A document holding `ops` and every value their `$ref`s reach, at their own places. */
function miniDoc(doc, ops) {
    const reach = new RefReach(doc);
    const out = { openapi: doc.openapi, info: { title: '', version: '' } };
    const paths = {};
    const refs = new Set();
    for (const op of ops) {
        const item = (Object.hasOwn(paths, op.path) ? paths[op.path] : {});
        setAt(item, [op.method.toLowerCase()], op.node);
        if (op.shared !== undefined)
            setAt(item, ['parameters'], op.shared);
        setAt(paths, [op.path], item);
        for (const ref of reach.from(whole(op)))
            refs.add(ref);
    }
    for (const ref of refs) {
        const segments = refSegments(ref);
        if (!segments || segments.length === 0 || segments[0] === 'paths')
            continue;
        const value = valueAt(doc, segments);
        if (value !== undefined)
            setAt(out, segments, value);
    }
    setAt(out, ['paths'], paths);
    return out;
}
/** What the page mapping needs of an operation, and nothing more (it crosses the worker). */
function factsOf(op) {
    const { key: _k, match: _m, node: _n, shared: _s, deprecated: _d, ...facts } = op;
    return facts;
}
function change(op, status, all) {
    const sorted = [...all].sort((a, b) => diff_ORDER[a.class] - diff_ORDER[b.class]);
    const count = (c) => all.filter((x) => x.class === c).length;
    return {
        ...factsOf(op),
        status,
        changes: sorted.slice(0, MAX_CHANGES_PER_OPERATION),
        breaking: count('breaking'),
        nonBreaking: count('non-breaking'),
        annotation: count('annotation'),
    };
}
/** The library's diffs of each operation in `pairs` (paths relative to it), by head key. */
function libraryDiffs(docs, pairs) {
    const out = new Map(pairs.map(([, after]) => [after.key, []]));
    const byPath = new Map();
    for (const [, after] of pairs)
        byPath.set(after.path, [...(byPath.get(after.path) ?? []), after.key]);
    const before = miniDoc(docs.base, pairs.map(([b]) => b));
    const after = miniDoc(docs.head, pairs.map(([, a]) => a));
    for (const diff of (0,api_smart_diff_dist/* apiDiff */.qw)(before, after)) {
        if (diff.path[0] !== 'paths' || typeof diff.path[1] !== 'string')
            continue;
        const [, path, second] = diff.path;
        if (second === 'parameters') {
            for (const key of byPath.get(path) ?? [])
                out.get(key)?.push({ diff, path: diff.path.slice(2) });
        }
        else if (typeof second === 'string') {
            out.get(`${second.toUpperCase()} ${path}`)?.push({ diff, path: diff.path.slice(3) });
        }
    }
    return out;
}
/** Our changes of one pair: the library's judged by ./rules.ts, security, renamed parameters. */
function pairChanges(docs, pair, diffs, renames) {
    const [before, after] = pair;
    const sides = {
        base: { doc: docs.base, node: before.node, shared: before.shared },
        head: { doc: docs.head, node: after.node, shared: after.shared },
    };
    return [...securityChanges(sides.base, sides.head), ...judge(diffs, sides), ...renames];
}
/** The operations that differ between `base` and `head` (either undefined: file added/removed). */
function diffOperations(baseDoc, headDoc, deadline) {
    const docs = { base: baseDoc ?? {}, head: headDoc ?? {} };
    const base = listOperations(docs.base);
    const head = listOperations(docs.head);
    const sameness = new Sameness(docs.base, docs.head, deadline);
    const out = [];
    const differ = [];
    const renames = new Map();
    for (const [match, before] of base) {
        if (!head.has(match))
            out.push(change(before, 'removed', [{ class: 'breaking', what: 'operation removed' }]));
    }
    for (const [match, after] of head) {
        const found = base.get(match);
        if (!found) {
            out.push(change(after, 'added', [{ class: 'non-breaking', what: 'operation added' }]));
            continue;
        }
        const { op: before, changes } = asHeadPath(docs.base, found, after.path);
        if (changes.length > 0)
            renames.set(after.key, changes);
        const security = securityChanges({ doc: docs.base, node: before.node }, { doc: docs.head, node: after.node });
        if (!sameness.same(whole(before), whole(after)) || security.length > 0 || changes.length > 0)
            differ.push([before, after]);
    }
    for (let i = 0; i < differ.length; i += BATCH) {
        checkDeadline(deadline);
        const batch = differ.slice(i, i + BATCH);
        const found = libraryDiffs(docs, batch);
        for (const pair of batch) {
            const [before, after] = pair;
            const all = pairChanges(docs, pair, found.get(after.key) ?? [], renames.get(after.key) ?? []);
            const deprecated = after.deprecated && !before.deprecated;
            if (all.length === 0 && !deprecated)
                continue;
            out.push(change(after, deprecated ? 'deprecated' : 'changed', all));
        }
    }
    out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.method < b.method ? -1 : 1));
    return {
        operations: out,
        counts: { base: base.size, head: head.size },
        facts: { base: [...base.values()].map(factsOf), head: [...head.values()].map(factsOf) },
    };
}

;// CONCATENATED MODULE: ./src/api-spec/compare.ts
/**
 * The one entry of the comparison: the base and head texts of one file in, a
 * {@link SpecComparison} out. Parses both (./parse.ts), inspects them within the bounds
 * (./inspect.ts), diffs their operations (./diff.ts); any bound, parse error, library failure or
 * the deadline gives `failed` with the reason, never a throw. Runs on the worker
 * (./worker.ts) or, from the TypeScript sources, on the caller's thread (./thread.ts).
 */





function warningsOf(file, found) {
    const out = [];
    const external = found.reduce((n, f) => n + f.externalCount, 0);
    if (external > 0) {
        const names = [...new Set(found.flatMap((f) => f.external))].join(', ');
        out.push(`${file}: ${external} $ref${external === 1 ? '' : 's'} to another file or a URL (${names}) not followed, as Mintlify does not follow them; what they point to is not compared.`);
    }
    const dropped = found.reduce((n, f) => n + f.dropped, 0);
    if (dropped > 0)
        out.push(`${file}: ${dropped} \`__proto__\` key${dropped === 1 ? '' : 's'} ignored.`);
    return out.slice(0, MAX_SPEC_WARNINGS);
}
/** Why a parsed version cannot be compared, or undefined when it can (or is absent). */
function refusal(parsed, file, at) {
    if (!parsed)
        return undefined;
    if (parsed.kind === 'bad')
        return { kind: 'failed', reason: `${file} at the ${at}: ${parsed.reason}` };
    if (parsed.kind === 'skipped')
        return { kind: 'skipped', reason: `${file}: ${parsed.reason}` };
    return undefined;
}
function compareParsed(job, base, head) {
    const problem = refusal(head, job.file, 'head') ?? refusal(base, job.file, 'base');
    if (problem)
        return problem;
    const b = base?.kind === 'openapi' ? base : undefined;
    const h = head?.kind === 'openapi' ? head : undefined;
    if (!b && !h)
        return { kind: 'not-openapi' };
    const found = [b, h].flatMap((s) => (s ? [inspectSpec(s.doc, job.deadline)] : []));
    const { operations, counts, facts } = diffOperations(b?.doc, h?.doc, job.deadline);
    return {
        kind: 'compared',
        version: (h ?? b)?.version ?? '',
        operations,
        counts,
        facts,
        warnings: warningsOf(job.file, found),
    };
}
/** Compares the two versions of `job.file`; never throws. */
function compareSpecTexts(job) {
    try {
        const base = job.base === undefined ? undefined : parseSpec(job.base, job.file);
        const head = job.head === undefined ? undefined : parseSpec(job.head, job.file);
        return compareParsed(job, base, head);
    }
    catch (err) {
        if (err instanceof SpecBoundError || err instanceof DeadlineError) {
            return { kind: 'failed', reason: `${job.file}: ${err.message}; not compared.` };
        }
        if (err instanceof RangeError) {
            return {
                kind: 'failed',
                reason: `${job.file}: it nests too deeply to compare; not compared.`,
            };
        }
        const message = err instanceof Error ? err.message : String(err);
        return {
            kind: 'failed',
            reason: `${job.file}: the comparison failed (${message.slice(0, 200)}).`,
        };
    }
}

;// CONCATENATED MODULE: ./src/api-spec/thread.ts
/**
 * Runs the comparison of one spec where a hostile file cannot take the run with it: on a worker
 * thread with its own heap bounded ({@link RESOURCE_LIMITS}), terminated at the run's deadline
 * whatever it is doing; an out-of-memory end or a crash comes back as `failed`, naming the file.
 * From the TypeScript sources (vitest's unit tests) node cannot start a `.ts` worker, so the
 * comparison runs on the caller's thread there, with the same deadline checks inside.
 */




/**
 * The worker's heap: two 20 MiB specs parse to a few hundred MiB of objects at most; past that
 * the file is refused rather than the runner's memory spent (a 5 MiB spec peaks well under it:
 * BENCHMARKS.md).
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 16 };
/** `api-spec-worker/index.js` beside the bundle file `here`, built from parts so ncc leaves it be. */
function specWorkerScript(here) {
    const parts = ['api-spec-worker', 'index.js'];
    return (0,external_node_path_.join)((0,external_node_path_.dirname)(here), ...parts);
}
/**
 * Compares one spec's two versions: on a worker (`script`, or the one beside the running bundle),
 * or with `script: false` and from the sources on this thread. Never rejects.
 */
function compareSpecs(job, script) {
    const here = (0,external_node_url_.fileURLToPath)(import.meta.url);
    if (script === false || (!script && here.endsWith('.ts'))) {
        return Promise.resolve(compareSpecTexts(job));
    }
    return onWorker(job, script || specWorkerScript(here));
}
function onWorker(job, script) {
    return new Promise((resolve) => {
        const worker = new external_node_worker_threads_.Worker(script, { workerData: job, resourceLimits: RESOURCE_LIMITS });
        let done = false;
        const finish = (result) => {
            if (done)
                return;
            done = true;
            clearTimeout(timer);
            void worker.terminate();
            resolve(result);
        };
        const timer = setTimeout(() => finish({
            kind: 'failed',
            reason: `${job.file}: the comparison stopped at the run's deadline (the \`timeout\` input); not compared.`,
        }), Math.max(0, job.deadline - Date.now()));
        worker.on('message', (result) => finish(result));
        worker.on('error', (err) => finish({
            kind: 'failed',
            reason: err.code === 'ERR_WORKER_OUT_OF_MEMORY'
                ? `${job.file}: comparing it needs more than ${RESOURCE_LIMITS.maxOldGenerationSizeMb} MiB; not compared.`
                : `${job.file}: the comparison failed (${err.message.slice(0, 200)}).`,
        }));
        worker.on('exit', (code) => finish({
            kind: 'failed',
            reason: `${job.file}: the comparison thread stopped (exit code ${code}).`,
        }));
    });
}

;// CONCATENATED MODULE: ./src/github/raw-file.ts
/**
 * Reads one file of the repository at a commit through the contents API with the raw media type
 * (`application/vnd.github.raw+json`): GitHub sends the file's bytes themselves, up to 100 MB,
 * where the default JSON answer carries content only up to 1 MB. One request; the body is
 * streamed and refused unread past `maxBytes` when its length says so, or cut off as soon as it
 * passes it. For the OpenAPI files of `mode: feedback` (up to 20 MiB each).
 */

/** Reads at most `max` bytes of `body`; undefined past it (the stream cancelled). */
async function readCapped(body, max) {
    const reader = body.getReader();
    const chunks = [];
    let size = 0;
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        size += value.byteLength;
        if (size > max) {
            await reader.cancel().catch(() => undefined);
            return { size, bytes: undefined };
        }
        chunks.push(value);
    }
    return { size, bytes: Buffer.concat(chunks) };
}
/**
 * Reads `path` at `ref` raw. A 404 is `missing`; any other failure throws the Octokit error for
 * the caller to word.
 */
async function readRawRepoFile(octokit, options) {
    let response;
    try {
        response = await octokit.rest.repos.getContent({
            owner: options.owner,
            repo: options.repo,
            path: options.path,
            ref: options.ref,
            mediaType: { format: 'raw' },
            request: {
                parseSuccessResponseBody: false,
                ...(options.signal ? { signal: options.signal } : {}),
            },
        });
    }
    catch (err) {
        if ((0,github_octokit/* statusOf */.c2)(err) === 404)
            return { kind: 'missing' };
        throw err;
    }
    const body = response.data;
    const length = Number(response.headers['content-length'] ?? NaN);
    if (Number.isFinite(length) && length > options.maxBytes) {
        await body?.cancel().catch(() => undefined);
        return { kind: 'too-large', size: length };
    }
    if (!body)
        return { kind: 'found', text: '', size: 0 };
    const read = await readCapped(body, options.maxBytes);
    if (!read.bytes)
        return { kind: 'too-large', size: read.size };
    return { kind: 'found', text: read.bytes.toString('utf8'), size: read.bytes.length };
}

// EXTERNAL MODULE: ./src/util/map-limit.ts
var map_limit = __webpack_require__(9992);
// EXTERNAL MODULE: ./src/modes/shared/site-config.ts + 3 modules
var site_config = __webpack_require__(85084);
;// CONCATENATED MODULE: ./src/review/api-changes.ts
/**
 * The API reference read of `mode: feedback` (`api-changes` not `off`): which OpenAPI files the
 * PR changes, each compared at the PR's base and head on the comparison's worker
 * (src/api-spec/), and which pages show each changed operation. A candidate is a changed
 * `.json`/`.yaml`/`.yml` that docs.json names as an `openapi` source, or any such file under the
 * docs folder whose top level turns out to hold `openapi`; each is read once per side, raw, up to
 * {@link MAX_SPEC_BYTES}. Once an operation changed, every published page's frontmatter is read
 * for the operation it names, within {@link MAX_FRONTMATTER_BYTES} and a share of the time. Never throws for GitHub's answers or
 * the files' content: a file that cannot be read or compared is a warning naming it, and the rest
 * of the report stands.
 */













/** Most candidate files read (each at two commits). */
const MAX_SPEC_CANDIDATES = 20;
/** Bytes of page text read for `openapi:` frontmatter at most, every page together. */
const MAX_FRONTMATTER_BYTES = 32 * 1024 * 1024;
/** Share of the time left to the step that the frontmatter reads may take. */
const SCAN_SHARE = 0.25;
/** Pages read at once through the contents API. */
const SCAN_CONCURRENCY = 6;
/** Share of the time left to the step that the comparisons may take: the comment comes after. */
const COMPARE_SHARE = 0.5;
/** One side of a file, raw; undefined when absent there, a warning when unreadable. */
async function readSide(ctx, path, ref, warnings) {
    try {
        const read = await readRawRepoFile(ctx.octokit, {
            owner: ctx.runner.owner,
            repo: ctx.runner.repo,
            path,
            ref,
            maxBytes: MAX_SPEC_BYTES,
            signal: (0,abort/* withDeadline */.NE)(ctx.signal, ctx.deadline),
        });
        if (read.kind === 'found')
            return read.text;
        if (read.kind === 'missing')
            return undefined;
        warnings.push(`${path} at ${ref.slice(0, 7)} is larger than ${(0,format/* formatBytes */.z3)(MAX_SPEC_BYTES)} (${(0,format/* formatBytes */.z3)(read.size)}); it was refused unread and not compared.`);
    }
    catch (err) {
        if (ctx.signal.aborted)
            throw ctx.signal.reason;
        warnings.push(`${path} could not be read at ${ref.slice(0, 7)}: ${(0,github_octokit/* githubErrorText */.fw)(err)}`);
    }
    return null;
}
/** Reads and compares one candidate. */
async function compareFile(ctx, file, at, warnings) {
    const head = file.status === 'removed' ? undefined : await readSide(ctx, file.filename, at.head, warnings);
    const basePath = file.previous_filename ?? file.filename;
    const base = file.status === 'added' ? undefined : await readSide(ctx, basePath, at.base, warnings);
    if (head === null || base === null)
        return { kind: 'failed', reason: 'not read' };
    const left = ctx.deadline - Date.now();
    const deadline = Date.now() + Math.max(1_000, left * COMPARE_SHARE);
    return compareSpecs({ file: file.filename, base, head, deadline });
}
/** Data files that are never an OpenAPI document, by name: lock files and tool configuration. */
const NOT_SPECS = new Set([
    'package.json',
    'package-lock.json',
    'npm-shrinkwrap.json',
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    'composer.json',
    'composer.lock',
    'tsconfig.json',
    'jsconfig.json',
    '.prettierrc.json',
    '.eslintrc.json',
    'renovate.json',
    'vercel.json',
    'docs.json',
    'mint.json',
]);
/**
 * The candidates Mintlify's build reads: never a lock file, a tool's configuration or a
 * workflow; nothing `.mintignore` or the default ignores leave out, unless docs.json names it
 * (the vendor's docs do not say what the build does with an `openapi` file it ignores: docs.json
 * is followed, and a warning says so).
 */
async function buildFiles(ctx, at, sources, candidates, warnings) {
    const named = new Set(sources.flatMap((s) => specFileOf(s.source, at.docsRoot) ?? []));
    const byName = candidates.filter((f) => {
        const base = f.filename.slice(f.filename.lastIndexOf('/') + 1);
        return named.has(f.filename) || (!NOT_SPECS.has(base) && !f.filename.includes('.github/'));
    });
    if (byName.length === 0)
        return [];
    const { published } = await (0,site_config/* publishedAt */.of)(ctx, { ref: at.head, docsRoot: at.docsRoot });
    return byName.filter((f) => {
        if (!published.excludes(f.filename))
            return true;
        if (!named.has(f.filename))
            return false;
        warnings.push(`${f.filename} is named by docs.json's \`openapi\` but left out of the build by \`.mintignore\` or the default ignores; the vendor's docs do not say which wins, so it was compared as docs.json names it.`);
        return true;
    });
}
/**
 * Every published page at the head (PublishedPages: snippets, default ignores and `.mintignore`
 * left out; one tree read), and the pages the PR removes, at the base: an operation may go away
 * with its page. Undefined when the file list cannot be read.
 */
async function pagesToScan(ctx, at, site) {
    const { published, tree } = await (0,site_config/* publishedAt */.of)(ctx, { ref: at.head, docsRoot: at.docsRoot }, site);
    if (!tree)
        return undefined;
    const item = (file, base) => {
        const page = /\.mdx?$/i.test(file) ? published.pageOf(file) : undefined;
        return page === undefined ? [] : [{ file, page, base }];
    };
    const removed = (at.removedDocs ?? []).flatMap((f) => item(f, true));
    return [...removed, ...[...tree.paths].sort().flatMap((f) => item(f, false))];
}
/**
 * The `openapi:` frontmatter of every published page, from the checkout when it is at the commit,
 * else through the contents API, a few at once. Bounded by bytes ({@link MAX_FRONTMATTER_BYTES})
 * and time ({@link SCAN_SHARE} of what is left to the step), not by a count: what is not read
 * by then is counted, and the comment says so only when something was not read.
 */
async function scanFrontmatter(ctx, at, site) {
    const items = await pagesToScan(ctx, at, site);
    if (!items) {
        log/* info */.pq("Pages' OpenAPI frontmatter not read: the repository's file list could not be read.");
        return { found: [], unscanned: 0 };
    }
    // Whole milliseconds: the deadline becomes a timer, and timers take integers.
    const until = Date.now() + Math.floor(Math.max(1_000, (ctx.deadline - Date.now()) * SCAN_SHARE));
    const bounded = { ...ctx, deadline: Math.min(ctx.deadline, until) };
    const head = (await (0,site_config/* sourceAt */.Pf)(bounded, at.head)).source;
    const base = (await (0,site_config/* sourceAt */.Pf)(bounded, at.base)).source;
    let bytes = 0;
    const read = await (0,map_limit/* mapLimit */.s)(items, SCAN_CONCURRENCY, async (item) => {
        if (Date.now() >= until || bytes >= MAX_FRONTMATTER_BYTES)
            return null;
        const got = await (item.base ? base : head).read(item.file);
        if (got.kind !== 'found')
            return null;
        bytes += got.text.length;
        return frontmatterOperation(item.page, got.text) ?? undefined;
    });
    const found = read.flatMap((r) => (r ? [r] : []));
    const unscanned = read.filter((r) => r === null).length;
    log/* info */.pq(`Pages' OpenAPI frontmatter: ${(0,format/* plural */.LS)(items.length - unscanned, 'page')} read (${(0,format/* formatBytes */.z3)(bytes)}), ${(0,format/* plural */.LS)(found.length, 'names', 'name')} an operation${unscanned > 0 ? `; ${(0,format/* plural */.LS)(unscanned, 'page')} not read (time or bytes ran out, or a read failed)` : ''}.`);
    return { found, unscanned };
}
/**
 * The API reference read for a PR: docs.json at the head (the one reader, each file read once;
 * returned for the redirect check to use again), then the OpenAPI files among `files` (the PR's
 * changed data files) read and compared, and each changed operation mapped to its pages. Nothing
 * is read when the PR changes no JSON or YAML file; `api` is undefined when none of them is an
 * OpenAPI document.
 */
async function apiChangesForPr(ctx, files, at) {
    if (!files || files.length === 0)
        return {};
    const site = await (0,site_config/* loadSiteConfig */.Ur)(ctx, { ref: at.head, docsRoot: at.docsRoot });
    if (!at.base) {
        log/* warning */.$e('The OpenAPI files this PR changes were not compared: the event names no base commit.');
        return { site };
    }
    const sources = site.openapi?.sources ?? [];
    const warnings = [];
    const candidates = await buildFiles(ctx, at, sources, specCandidates(files, sources, at.docsRoot), warnings);
    if (candidates.length > MAX_SPEC_CANDIDATES) {
        warnings.push(`This PR changes ${candidates.length} JSON/YAML files under the docs folder; the first ${MAX_SPEC_CANDIDATES} were read for OpenAPI changes.`);
    }
    const specs = [];
    const compared = [];
    const specOps = new Map();
    for (const file of candidates.slice(0, MAX_SPEC_CANDIDATES)) {
        const result = await compareFile(ctx, file, at, warnings);
        const made = result && specReport(file.filename, result, warnings);
        if (!made)
            continue;
        specs.push(made.spec);
        compared.push({ file: file.filename, ops: made.ops });
        if (made.facts)
            specOps.set(file.filename, made.facts);
    }
    if (specs.length === 0)
        return { site };
    const changed = compared.some((c) => c.ops.length > 0);
    const scan = changed ? await scanFrontmatter(ctx, at, site) : { found: [], unscanned: 0 };
    const map = {
        docsRoot: at.docsRoot,
        sources,
        entries: site.openapi?.entries ?? [],
        frontmatter: scan.found,
        firstHolder: firstHolders(compared),
        specOps,
    };
    const operations = compared.flatMap(({ file, ops }) => ops.map((op) => ({ ...op, pages: operationPages(op, file, map) })));
    for (const w of warnings)
        log/* warning */.$e((0,util_text/* logText */.kc)(w, 500));
    const breaking = operations.filter((o) => o.breaking > 0).length;
    log/* info */.pq(`API reference: ${(0,format/* plural */.LS)(specs.length, 'OpenAPI file')} changed, ${(0,format/* plural */.LS)(operations.length, 'operation')} changed, ${breaking} with a breaking change.`);
    const urls = sources.filter((s) => specFileOf(s.source, at.docsRoot) === undefined);
    const unique = [...new Set(urls.map((s) => s.source))];
    const generated = generatedMoves(specOps, sources, at.docsRoot);
    const read = { specs, operations, urls: unique, warnings, unscanned: scan.unscanned };
    return { api: { ...read, generated }, site };
}
/** The pages the views read should cover: the PR's, then the changed operations'. */
function pagesForViews(prPages, api) {
    const out = new Set(prPages);
    for (const op of api?.operations ?? [])
        for (const p of linkedPages(op))
            out.add(p);
    return [...out];
}

;// CONCATENATED MODULE: ./src/site-config/redirect-judge.ts
/**
 * Where a redirect leads a removed page's readers, judged as the site would serve them: the
 * matching entry's destination, filled in, followed through further redirects to its end
 * (at most {@link MAX_HOPS}). A redirect covers the page only when that end is somewhere else:
 * a destination that is the removed page itself (a source that differs from its destination only
 * by case is one: the site matches redirects without regard to case), a cycle, or another page
 * the same change removes without a redirect of its own leaves readers at a loop or a 404. A
 * source written with an extension (`/gpu.mdx`) answers only that URL; when one is all that
 * names the page, the verdict says so. Pure.
 */

/** Most redirects followed from one page (the site's own limit is not documented). */
const MAX_HOPS = 10;
/** Extensions a link may have written after a page path. */
const EXTENSIONS = ['.mdx', '.md', '.html'];
/** The path part of a destination (no query, no anchor), or undefined for another site. */
function destinationPath(destination) {
    const text = destination.trim();
    if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//'))
        return undefined;
    const cut = text.search(/[?#]/);
    const path = cut < 0 ? text : text.slice(0, cut);
    return path.startsWith('/') ? path : `/${path}`;
}
/** Why no entry covers `page`, when an entry written with an extension looks like it does. */
function extensionMiss(redirects, page) {
    if (page === '/')
        return undefined;
    for (const ext of EXTENSIONS) {
        const hit = redirects.match(`${page}${ext}`);
        if (hit) {
            return `the redirect from \`${hit.source}\` answers only the URL written with \`${ext}\`, not \`${page}\``;
        }
    }
    return undefined;
}
/** Why the hop to `next` ends the chain without a page, or undefined when it goes on. */
function deadEnd(page, next, seen) {
    if (next === page)
        return 'it leads back to the page this PR removes';
    if (next.toLowerCase() === page.toLowerCase()) {
        return 'its destination differs from the removed page only by case, and redirects match without regard to case, so readers loop';
    }
    if (seen.has(next.toLowerCase()))
        return `it leads into a loop of redirects (back to \`${next}\`)`;
    return undefined;
}
/**
 * The verdict for `page` (a normalized page path) among `removed`, every page the same change
 * takes away (normalized; `page` among them).
 */
function judgeRedirect(redirects, page, removed) {
    const first = redirects.match(page);
    if (!first) {
        const why = extensionMiss(redirects, page);
        return why ? { kind: 'missing', why } : { kind: 'missing' };
    }
    const seen = new Set([page.toLowerCase()]);
    const end = (destination, why) => ({
        kind: 'void',
        source: first.source,
        destination,
        why,
    });
    let hit = first;
    for (let hop = 0; hop < MAX_HOPS; hop++) {
        const path = destinationPath(hit.destination);
        if (path === undefined)
            return { kind: 'covered', source: first.source, destination: hit.destination };
        const next = (0,page_path/* normalizePagePath */.i)(path);
        const why = deadEnd(page, next, seen);
        if (why)
            return end(hit.destination, why);
        seen.add(next.toLowerCase());
        const after = redirects.match(path);
        if (!after) {
            if (removed.has(next)) {
                return end(hit.destination, `it leads to \`${next}\`, which this PR also removes without a redirect of its own`);
            }
            return { kind: 'covered', source: first.source, destination: hit.destination };
        }
        hit = after;
    }
    return end(hit.destination, `it goes through more than ${MAX_HOPS} redirects`);
}

;// CONCATENATED MODULE: ./src/site-config/gone-pages.ts
/**
 * The pages a change takes away from the site (removed, or renamed to another path), each judged
 * against the site's `redirects` and navigation as the site would serve it: covered, missing (a
 * 404 for readers who follow an old link) or unknown when the configuration could not be read,
 * never "missing" on a guess. Pure but for its log lines.
 */



/** Each gone page against the site's redirects and navigation: unknown where they were not read. */
function judgeGone(site, gone, headSha) {
    const { redirects, navigation } = site;
    if (site.kind === 'unknown' || !redirects) {
        const reason = site.reason ??
            `the redirects of ${site.file ?? 'docs.json'} could not be read (see the warnings).`;
        log/* warning */.$e(`Cannot check redirects for the ${(0,format/* plural */.LS)(gone.length, 'page')} this PR removes or renames: ${reason} They are reported as "redirect unknown", not as missing.`);
        const pages = gone.map((g) => ({
            ...g,
            redirect: { kind: 'unknown' },
            inNav: navigation?.pages.has(g.page) ?? false,
        }));
        return { config: { kind: 'unknown', reason }, pages, missing: 0 };
    }
    const removed = new Set(gone.map((g) => g.page));
    const pages = gone.map((g) => ({
        ...g,
        redirect: redirectState(judgeRedirect(redirects, g.page, removed)),
        inNav: navigation?.pages.has(g.page) ?? false,
    }));
    const missing = pages.filter((p) => p.redirect.kind === 'missing').length;
    const file = site.file ?? 'docs.json';
    log/* info */.pq(`Redirects: ${file} at ${headSha.slice(0, 7)} has ${(0,format/* plural */.LS)(redirects.count, 'entry', 'entries')}; of the ${(0,format/* plural */.LS)(gone.length, 'page')} this PR removes or renames, ${(0,format/* formatCount */.B4)(missing)} ${missing === 1 ? 'has' : 'have'} none.`);
    return {
        config: { kind: 'read', file, redirects: redirects.count, skipped: redirects.skipped },
        pages,
        missing,
    };
}
/** A verdict as the report shows it: a redirect that leads nowhere is missing, with why. */
function redirectState(verdict) {
    if (verdict.kind === 'covered')
        return verdict;
    if (verdict.kind === 'missing')
        return verdict;
    return {
        kind: 'missing',
        why: `the redirect from \`${verdict.source}\` to \`${verdict.destination}\` does not count: ${verdict.why}`,
    };
}

;// CONCATENATED MODULE: ./src/review/redirect-check.ts
/**
 * The redirect check of a PR review (`mode: feedback` today): for every page a pull request
 * removes or renames, is its old URL still answered by a `redirects` entry of docs.json at the
 * PR's head? The site's configuration comes from the one reader (modes/shared/site-config.ts:
 * `$ref`s followed). A configuration that is missing, unreadable or whose redirects cannot be
 * read leaves every page "redirect unknown" with one warning: never "missing" on a guess. What
 * the step makes of the check is redirect-verdict.ts's.
 */




/** The check of a PR that takes no page away. */
const NOT_NEEDED = { config: { kind: 'not-needed' }, pages: [], missing: 0 };
/**
 * Checks each gone page against docs.json at the PR's head, and the structure the PR leaves
 * (pages it adds in no navigation, navigation entries without a file). Sends nothing when the
 * PR neither removes nor adds a page. Never throws for GitHub's answers; only cancellation does.
 */
async function checkRedirects(source, changes, at, known) {
    const { gone = [], added = [] } = changes;
    if (gone.length === 0 && added.length === 0)
        return NOT_NEEDED;
    // docs.json at the head, unless the API reference read has it already (each file read once).
    const site = known ?? (await (0,site_config/* loadSiteConfig */.Ur)(source, at));
    const pages = await (0,site_config/* publishedAt */.of)(source, at, site);
    // A snippet or an ignored file taken away was never a page: no reader had its URL.
    const pageGone = gone.filter((g) => !g.file || pages.published.pageOf(g.file) !== undefined);
    const check = pageGone.length > 0 ? judgeGone(site, pageGone, at.ref) : NOT_NEEDED;
    const read = await (0,site_config/* readStructure */.ws)(source, at, site, added, pages);
    // A gone page the navigation still names is reported with its redirect: not again as missing.
    const goneInNav = new Set(check.pages.filter((p) => p.inNav).map((p) => p.page));
    const structure = { ...read, missing: read.missing?.filter((p) => !goneInNav.has(p)) };
    const checked = { ...check, structure: { ...structure, filesRead: site.filesRead } };
    // The log says what the comment says, in the same words (generated or not, with its counts).
    const line = structureCounts(checked);
    if (line)
        log/* info */.pq(line);
    return checked;
}

;// CONCATENATED MODULE: ./src/review/pr-review.ts



/**
 * Share of the time left to the step that the reviews take together (the specs compared, the
 * pages' frontmatter, docs.json and the file list): the rest is kept for the analytics reads and
 * for writing the comment, so a slow review never costs the comment.
 */
const REVIEW_SHARE = 0.6;
/** Runs the reviews of a PR whose files were listed (`listed`), at its base and head. */
async function reviewPr(gh, listed, at, policy) {
    // One time budget for the whole review, in whole milliseconds (it becomes a timer).
    const now = Date.now();
    const deadline = Math.min(gh.deadline, now + Math.floor((gh.deadline - now) * REVIEW_SHARE));
    gh = { ...gh, deadline };
    const { api, site } = policy.apiChanges !== 'off'
        ? await apiChangesForPr(gh, listed.dataFiles, { ...at, removedDocs: listed.removedDocs })
        : {};
    const gone = listed.gone ? goneWithOperations(listed.gone, api) : undefined;
    const redirects = gone && policy.missingRedirects !== 'off'
        ? await checkRedirects(gh, { ...listed, gone }, { ref: at.head, docsRoot: at.docsRoot }, site)
        : undefined;
    return { api, redirects };
}

;// CONCATENATED MODULE: ./src/review/redirect-verdict.ts
/**
 * What `missing-redirects` makes of the redirect check (redirect-check.ts): the output, the
 * warning or the step's failure, and the pages named in them. Pure but for the output and the
 * warning it sets: no client.
 */






/**
 * What `missing-redirects` makes of the check: sets the `missing-redirects` output; with pages
 * missing a redirect, `warn` warns now and `error` returns the step's failure (to return once the
 * comment is written). Pages whose redirect is unknown are never counted.
 */
function judgeRedirects(policy, check, views) {
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.MissingRedirects, String(check.missing));
    if (check.missing === 0 || policy === 'off')
        return undefined;
    const one = check.missing === 1;
    const what = one
        ? 'A page this PR removes or renames has'
        : `${(0,format/* formatCount */.B4)(check.missing)} pages this PR removes or renames have`;
    const message = `${what} no redirect in docs.json, so readers who follow a link, a bookmark or a search result to ${one ? 'it' : 'them'} get a 404: ` +
        `${missingList(check, views)}. Add a \`redirects\` entry to docs.json for each`;
    if (policy === 'warn') {
        log/* warning */.$e(`${message}.`);
        return undefined;
    }
    return {
        outcome: 'failure',
        message: `${message}, or set \`missing-redirects: warn\` to be warned only.`,
    };
}
/** The pages without a redirect, for a log line or the step's error: `/a (12,345 views), …`. */
function missingList(check, views, max = 10) {
    const missing = orderGone(check.pages, views).filter((p) => p.redirect.kind === 'missing');
    const named = missing.slice(0, max).map((p) => {
        const n = views?.pages.get(p.page)?.total;
        const page = (0,util_text/* logText */.kc)(p.page, 200);
        return n === undefined ? page : `${page} (${(0,format/* plural */.LS)(n, 'view')})`;
    });
    const more = missing.length - named.length;
    return `${named.join(', ')}${more > 0 ? `, and ${(0,format/* formatCount */.B4)(more)} more` : ''}`;
}

;// CONCATENATED MODULE: ./src/review/api-verdict.ts
/**
 * What `api-changes` makes of the API reference read: sets the `breaking-changes` and
 * `api-changes` outputs; with a breaking change, `warn` warns now and `error` returns the step's
 * failure when one touches an operation that has a page (to return once the comment is written).
 */







/** Operations in the `api-changes` output at most. */
const MAX_OUTPUT_OPERATIONS = 200;
/** The `api-changes` output: one object per operation, breaking first. */
function apiChangesJson(api, views) {
    const ops = orderOperations(api.operations, views).slice(0, MAX_OUTPUT_OPERATIONS);
    return JSON.stringify(ops.map((op) => ({
        operation: `${op.method} ${op.path}`,
        spec: op.spec,
        status: op.status,
        class: op.breaking > 0 ? 'breaking' : op.nonBreaking > 0 ? 'non-breaking' : 'annotation',
        changes: op.changes.map((c) => ({ class: c.class, what: c.what })),
        page: linkedPages(op)[0] ?? null,
        views: operationViews(op, views)?.total ?? null,
    })));
}
/** Sets the outputs and judges; undefined unless `error` fails the step. */
function judgeApiChanges(policy, api, views) {
    if (policy === 'off')
        return undefined;
    const breaking = api?.operations.filter((o) => o.breaking > 0) ?? [];
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.BreakingChanges, String(breaking.length));
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.ApiChanges, api ? apiChangesJson(api, views) : '[]');
    if (breaking.length === 0)
        return undefined;
    const named = breaking
        .slice(0, 5)
        .map((o) => (0,util_text/* logText */.kc)(`${o.method} ${o.path}`, 160))
        .join(', ');
    const message = `This PR makes a breaking change to ${(0,format/* plural */.LS)(breaking.length, 'API operation')} (${named}${breaking.length > 5 ? ', …' : ''}); the comment's "API reference" section lists each with its page and readers`;
    const withPage = breaking.filter((o) => o.pages.length > 0);
    if (policy === 'warn' || withPage.length === 0) {
        log/* warning */.$e(`${message}.`);
        return undefined;
    }
    return {
        outcome: 'failure',
        message: `${message}. ${(0,format/* plural */.LS)(withPage.length, 'of them has a page', 'of them have a page')} readers use; set \`api-changes: warn\` to be warned only.`,
    };
}

;// CONCATENATED MODULE: ./src/modes/feedback/searches.ts
/**
 * The search-terms read of `mode: feedback`: the terms readers typed, most searched first, read
 * 100 at a time within the planned allowance (at most 3 requests), and only until every changed
 * page has its top terms and the job summary its "Searched, nothing clicked" rows. Terms are
 * matched to pages by their most-clicked result, with the same path rules as the feedback.
 */






/**
 * A click-through rate as a fraction 0–1. The contract says "rate" without a scale: values up
 * to 1 are taken as fractions, larger ones as percentages (capped at 100%).
 */
function ctrFraction(ctr) {
    return ctr <= 1 ? ctr : Math.min(ctr, 100) / 100;
}
/** Collects the top terms of each wanted page and the most searched terms nobody clicked. */
class SearchTermsCollector extends shared_analytics/* ListCollector */.cd {
    /** Top terms per wanted page, most searched first. */
    byPage = new Map();
    /** Terms with a click-through of 0, most searched first. */
    gaps = [];
    /** Search events in the window (from the last page read). */
    totalSearches = null;
    /** Credentials removed from the terms kept, by kind. */
    removed = {};
    /** Whether every wanted page has its top terms and the gaps table is full. */
    get enough() {
        if (this.gaps.length < GAP_ROWS)
            return false;
        for (const page of this.targets) {
            if ((this.byPage.get(page)?.length ?? 0) < TERMS_PER_PAGE)
                return false;
        }
        return true;
    }
    /** Adds one page; returns how many of its terms were new. */
    add(page) {
        this.totalSearches = page.totalSearches;
        const fresh = this.fresh(page.searches, (row) => row.searchQuery);
        for (const row of fresh)
            this.take(row);
        return fresh.length;
    }
    take(row) {
        const ctr = ctrFraction(row.ctr);
        if (ctr === 0) {
            if (this.gaps.length < GAP_ROWS)
                this.gaps.push(this.stats(row, ctr));
            return;
        }
        if (row.topClickedPage === null)
            return;
        const page = (0,page_path/* normalizePagePath */.i)(row.topClickedPage);
        if (!this.targets.has(page))
            return;
        const list = this.byPage.get(page) ?? [];
        if (list.length < TERMS_PER_PAGE)
            list.push(this.stats(row, ctr));
        this.byPage.set(page, list);
    }
    /** A term as the report keeps it: what readers typed, credentials removed. */
    stats(row, ctr) {
        const { text, removed } = (0,reader_text/* scrubReaderText */.gz)(row.searchQuery);
        (0,reader_text/* addRemoved */.C_)(this.removed, removed);
        return { term: text, hits: row.hits, ctr, lastSearchedAt: row.lastSearchedAt };
    }
}
/** Reads the search terms of the feedback's window. Never throws for a bad reply. */
async function readSearches(analytics, options) {
    const { read, kept } = await (0,list_read/* readInto */.P)(analytics, {
        list: lists/* SEARCHES_LIST */.Ey,
        name: 'Search terms',
        voice: SIGNAL_VOICE,
        allowance: options.allowance,
    }, SearchTermsCollector, options.prPages);
    const { totalSearches, byPage, gaps, removed } = kept;
    return {
        ...(0,shared_analytics/* listRead */.bZ)(read),
        termsRead: read.rows,
        totalSearches,
        byPage,
        gaps,
        removed,
    };
}

// EXTERNAL MODULE: ./src/modes/shared/page-views.ts
var page_views = __webpack_require__(27726);
;// CONCATENATED MODULE: ./src/modes/feedback/views.ts
/**
 * The page views read of `mode: feedback`: its share of the analytics budget is planned before the
 * feedback read (src/modes/feedback/plan.ts, so it can never starve it); it reads the views list
 * 250 rows at a time only until every page the PR changes has been found. A bad reply (an error status, a list that never
 * ends or makes no progress) never fails the report: a warning, and a report without views.
 */






/**
 * Reads the views list page by page (`limit=250`, `offset` += 250) until every PR page is found,
 * the list ends, or the allowance or budget is spent. Outside pull requests one page is enough
 * for the most read pages. Never throws for a bad reply; only cancellation propagates.
 */
async function readPageViews(analytics, options) {
    const { budget } = analytics;
    const { allowance } = options;
    const collector = new page_views/* PageViewsCollector */.X(options.prPages);
    let totals = null;
    const read = await (0,list_read/* readList */.L)(analytics, {
        list: lists/* VIEWS_LIST */._1,
        name: 'Page views',
        voice: SIGNAL_VOICE,
        allowance,
        absorb: (page) => {
            totals = page.totals;
            return collector.add(page.views);
        },
        enough: () => collector.complete,
        rows: () => collector.rows,
        short: `the analytics budget planned for them (${(0,format/* plural */.LS)(allowance, 'request')}) ran out before every changed page was found`,
        skipped: allowance > 0
            ? undefined
            : `\`max-pages: ${options.maxPages}\` keeps the whole analytics budget (${budget.limit} requests per hour) for the feedback read`,
        // hasMore, yet nothing new: following it would loop until the allowance is spent.
        stuck: (_reason, at, tally) => `the views list made no progress: page ${at.number} (offset ${at.offset}) says more pages follow but brings ${tally.rows === 0 ? 'no rows' : 'only rows already read'}.`,
    });
    // Nothing of a failed read is shown.
    const failed = read.stop === 'failed';
    return {
        ...(0,shared_analytics/* listRead */.bZ)(read),
        wanted: collector.wanted,
        budgetLimit: budget.limit,
        rowsRead: read.rows,
        totals: failed ? null : totals,
        pages: failed ? new Map() : collector.pages,
        budgetUsed: budget.used,
    };
}

;// CONCATENATED MODULE: ./src/modes/feedback/run.ts
/**
 * `mode: feedback`: reads reader feedback page by page within the request budget, writes every
 * entry to a JSON Lines file while aggregating it, writes the report to the job summary, and on
 * pull requests keeps one sticky comment led by the feedback on the pages the PR changes.
 */






















/** Runs `mode: feedback`. */
const runFeedback = async (ctx) => {
    const { inputs } = ctx;
    const { runner } = inputs;
    const prNumber = inputs_runner/* PR_EVENTS */.l.has(runner.eventName)
        ? (0,inputs_runner/* pullRequestOf */._n)(runner.event)?.number
        : undefined;
    const octokit = prNumber !== undefined && inputs.githubToken
        ? (0,github_octokit/* createOctokit */.Qi)(inputs.githubToken, runner, { deadline: ctx.deadline })
        : undefined;
    // 1. The PR's pages first, so the aggregation can keep every entry on them as it streams; the
    // operations its OpenAPI files change; and the redirects of the pages it removes or renames.
    const { pages: prPages = [], ...side } = await readPrSide(ctx, octokit, prNumber);
    const { budget, plan, wanted } = planBudget(inputs, prPages);
    // 2. Read, write and aggregate, page by page; then the page views and the reader signals, within
    // what the plan left (they never fail the report). One client serves every read.
    const file = external_node_path_default().join(runner.runnerTemp, `mintlify-feedback-${fileKey(inputs)}.jsonl`);
    const aggregator = new FeedbackAggregator({ prPages, includeContact: inputs.includeContact });
    const { read, ...reads } = await (0,shared_analytics/* withAnalytics */.Jh)(ctx, budget, async (analytics) => {
        const read = await readFeedback(analytics, inputs, file, aggregator);
        const aggregate = aggregator.result();
        setReadOutputs(aggregate.total, file, read);
        // After a failed feedback read the step fails anyway: nothing more is asked.
        const go = !read.failure;
        const views = wanted.views && go
            ? await readPageViews(analytics, {
                maxPages: inputs.maxPages,
                allowance: plan.views,
                prPages: pagesForViews(prPages, side.api),
            })
            : undefined;
        const searches = wanted.searches && go
            ? await readSearches(analytics, { allowance: plan.searches, prPages })
            : undefined;
        const assistant = wanted.assistant && go
            ? await readAssistant(analytics, { allowance: plan.assistant, prPages })
            : undefined;
        return { read, aggregate, views, searches, assistant };
    });
    if (read.failure && read.requests === 0) {
        // Nothing read: a short summary says why, and the step fails with the client's message.
        const title = { report: 'Reader feedback', projectId: inputs.projectId };
        await (0,job_summary/* writeCaution */.TV)(read.failure.message, title, 'The feedback could not be read: ');
        return read.failure;
    }
    const { views } = reads;
    const report = reportInput(inputs, { ...reads, ...side, read, file, budget });
    const { redirects, api } = side;
    const redirectVerdict = redirects && judgeRedirects(inputs.missingRedirects, redirects, views);
    // Both judged (each sets its outputs); the first failure fails the step, the other warns.
    const apiVerdict = side.pr ? judgeApiChanges(inputs.apiChanges, api, views) : undefined;
    if (redirectVerdict && apiVerdict)
        log/* warning */.$e(apiVerdict.message);
    const verdict = redirectVerdict || apiVerdict;
    // 3. The job summary carries the full report, whatever happens to the comment.
    await (0,job_summary/* writeJobSummary */.j7)((0,guard/* summaryText */.g5)(renderFeedbackSummary(report)));
    noticeMoreExist(inputs, read, reads.aggregate.total);
    // A failed or timed-out read fails the step; its partial report stays in the job summary only.
    if (read.failure) {
        if (verdict)
            log/* warning */.$e(verdict.message);
        return read.failure;
    }
    // 4. The sticky comment; then `missing-redirects: error` fails the step, the comment written.
    const commented = await commentOnPr(ctx, octokit, prNumber, report);
    if (!verdict)
        return commented;
    if (commented.outcome === 'success')
        return verdict;
    log/* warning */.$e(verdict.message);
    return commented;
};
/**
 * What the PR itself changes, from docs.json at its head: its pages; the operations its OpenAPI
 * files change (an operation removed with its generated page makes that page a gone one); the
 * redirects of the pages it removes or renames. Nothing outside pull requests.
 */
async function readPrSide(ctx, octokit, prNumber) {
    const { inputs } = ctx;
    const { runner } = inputs;
    if (prNumber === undefined)
        return {};
    const source = { octokit, runner, signal: ctx.signal, deadline: ctx.deadline };
    const gh = octokit && { ...source, octokit };
    // docs.json is read at the PR's head (else GITHUB_SHA), compared with its base.
    const event = (0,inputs_runner/* pullRequestOf */._n)(runner.event);
    const head = event?.headSha || runner.sha;
    const docsRoot = await (0,site_config/* docsRootAt */.Hm)(source, head, inputs.docsRoot);
    const at = { docsRoot, head, base: event?.baseSha ?? '' };
    const listed = await readPrPages(ctx, octokit, prNumber, docsRoot);
    const { api, redirects } = gh ? await reviewPr(gh, listed, at, inputs) : {};
    return { pr: listed.pr, pages: listed.pages, api, redirects };
}
/**
 * The run's analytics budget, planned first: `max-pages` for the feedback, and what is left
 * shared by the reads that follow it (views, search terms, assistant conversations).
 */
function planBudget(inputs, prPages) {
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
    return { budget, plan, wanted };
}
/** The outputs the read alone decides: `total`, `feedback-file`, `has-more`. */
function setReadOutputs(total, file, read) {
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.Total, String(total));
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.FeedbackFile, file);
    // Machine-readable twin of "first N entries; more exist": the read stopped before the end.
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.HasMore, String(read.stop === 'max-pages' || read.stop === 'budget' || read.stop === 'stuck'));
}
/** Everything the summary and the comment render. */
function reportInput(inputs, { read, file, budget, ...shown }) {
    return {
        ...shown,
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
        jobSummaryUrl: (0,job_summary/* jobSummaryUrl */.rj)(inputs.runner),
        budget: { used: budget.used, limit: budget.limit },
    };
}
/** A notice when the read stopped at a limit: more entries exist than the report shows. */
function noticeMoreExist(inputs, read, total) {
    if (read.stop !== 'max-pages' && read.stop !== 'budget')
        return;
    log/* notice */.lm(`Feedback: first ${total} entries; more exist. The read stopped at ${read.stop === 'max-pages'
        ? `max-pages (${inputs.maxPages} requests)`
        : 'the analytics request budget'}; the report says so.`);
}
/** The feedback file's distinguishing part: comment key and run, so two steps do not collide. */
function fileKey(inputs) {
    const key = (inputs.commentKey || inputs.projectId).replace(/[^A-Za-z0-9._-]/g, '_');
    const run = inputs.runner.runId.replace(/[^A-Za-z0-9]/g, '') || 'local';
    return `${key}-${run}`;
}


/***/ }),

/***/ 28204:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ commentWanted),
/* harmony export */   Bl: () => (/* binding */ noteNoComment),
/* harmony export */   tp: () => (/* binding */ writePrComment)
/* harmony export */ });
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25625);
/* harmony import */ var _guard_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40578);
/* harmony import */ var _github_octokit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22917);
/* harmony import */ var _github_sticky_comment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7648);
/* harmony import */ var _job_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(95606);
/**
 * The PR-comment rules the modes share (feedback and preview): whether this run comments at all,
 * with the line that says why not; the write itself (one sticky comment, created, or updated only
 * when its content changed: github/sticky-comment.ts); GitHub's refusal told apart from other
 * failures; and the note that sends readers to the job summary when no comment could be written.
 * What a failed write means for the step stays with each mode: feedback fails it, preview warns.
 */





/**
 * Whether this run may comment on a pull request: false, with an info line that says why, when
 * the event is no pull request (`prNumber` undefined) or the `comment` input is false.
 */
function commentWanted(comment, runner, prNumber) {
    if (prNumber === undefined) {
        _log_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`No PR comment: the \`${runner.eventName || 'unknown'}\` event is not a pull request.`);
        return false;
    }
    if (!comment)
        _log_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('No PR comment: `comment: false`.');
    return comment;
}
/**
 * Creates or updates the sticky comment. Comments are not masked by the runner: the guard scrubs
 * the text (before the digest) in buildStickyBody. Never throws for a failed write.
 */
async function writePrComment(comment) {
    const { runner, text, key, kind } = comment;
    try {
        const result = await (0,_github_sticky_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .upsertStickyComment */ .qD)(comment.octokit, {
            owner: runner.owner,
            repo: runner.repo,
            issueNumber: comment.prNumber,
            key,
            kind,
            body: (0,_github_sticky_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .buildStickyBody */ .CQ)(key, text.content, text.footer, kind),
            signal: comment.signal,
        });
        return { ok: true, id: result.id, ...(result.url ? { url: result.url } : {}) };
    }
    catch (err) {
        const status = (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .statusOf */ .c2)(err);
        return {
            ok: false,
            ...(status === 401 || status === 403 ? { refused: status } : {}),
            aborted: comment.signal.aborted,
            timeout: err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'),
            error: (0,_github_octokit_js__WEBPACK_IMPORTED_MODULE_2__/* .githubErrorText */ .fw)(err),
        };
    }
}
/** Tells the job summary's readers why no comment was written (the report is there). */
async function noteNoComment(why) {
    await (0,_job_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .writeJobSummary */ .j7)((0,_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .summaryText */ .g5)(`> [!NOTE]\n> No PR comment was written: ${why}\n`));
}


/***/ }),

/***/ 9992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ mapLimit)
/* harmony export */ });
/** A bounded pool: work over a list with at most N tasks at once. */
/** Runs `fn` over `items` with at most `limit` at once; the results in the input's order. */
async function mapLimit(items, limit, fn) {
    const out = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const i = next++;
            out[i] = await fn(items[i], i);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
    return out;
}


/***/ })

};

//# sourceMappingURL=500.index.js.map