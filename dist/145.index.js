export const id = 145;
export const ids = [145];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ createOctokit)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86856);
/**
 * The one place an Octokit client is made, pointed at this run's API (GHES or the emulator), with
 * the same resilience as platform calls: retries of server errors (@octokit/plugin-retry) and
 * waits on primary and secondary rate limits as `retry-after` asks (@octokit/plugin-throttling),
 * all within the mode's deadline.
 */



/** Rate-limit waits retried per request at most; each is also bounded by the deadline. */
const MAX_RATE_LIMIT_RETRIES = 3;
/**
 * Creates an Octokit for `token` against `runner.apiUrl`. @actions/github reads GITHUB_API_URL
 * when it loads, so the base URL is passed explicitly rather than trusted from the module.
 */
function createOctokit(token, runner, limits = {}) {
    const deadline = limits.deadline ?? Number.POSITIVE_INFINITY;
    const log = limits.log ?? (() => undefined);
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
    return _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q(token, {
        baseUrl: runner.apiUrl,
        throttle: {
            onRateLimit: (after, _options, _octokit, count) => canWait(after, count, 'rate limit reached'),
            onSecondaryRateLimit: (after, _options, _octokit, count) => canWait(after, count, 'secondary rate limit reached'),
        },
        retry: { retries: 3 },
    }, 
    // First, so its hooks are the innermost: they see each attempt (retries included) and each
    // error before the retry plugin does.
    deadlineGuard(deadline, limits.refuseLateAttempts !== false), _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_1__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_2__/* .throttling */ .A);
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
            if (options.request && (options.request.signal?.aborted || Date.now() >= deadline)) {
                options.request.retries = 0;
            }
            throw error;
        });
    };
}


/***/ }),

/***/ 31145:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runFeedback: () => (/* binding */ runFeedback)
});

// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
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
;// CONCATENATED MODULE: ./src/github/pr-pages.ts
/** File extensions Mintlify turns into pages. */
const PAGE_EXTENSIONS = /\.mdx?$/i;
/** Upper bound of changed files read: GitHub's files endpoint itself stops at 3,000. */
const MAX_FILES = 3_000;
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/github/sticky-comment.ts
/**
 * One PR comment per report key, kept up to date across runs: found by a hidden marker, updated
 * in place only when its content changed, and de-duplicated when two runs race to create it.
 */

/** The hidden first line that identifies the comment of one `comment-key`. */
function commentMarker(key) {
    return `<!-- mintlify-docs-action:feedback:${key} -->`;
}
/** Digest line: lets a later run see that the content is unchanged without re-rendering it. */
const DIGEST = /^<!-- digest:([0-9a-f]{16,64}) -->$/m;
/**
 * The comment body: marker, digest of `content`, `content`, then `footer` (run-specific lines
 * such as the job summary link, which do not count as a change).
 */
function buildStickyBody(key, content, footer = '') {
    const digest = (0,external_node_crypto_.createHash)('sha256').update(content).digest('hex').slice(0, 32);
    const tail = footer ? `\n${footer}\n` : '';
    return `${commentMarker(key)}\n<!-- digest:${digest} -->\n${content.replace(/\n+$/, '')}\n${tail}`;
}
/** The identity of each client, read once per run (one client per run). */
const identities = new WeakMap();
/**
 * The identity of the client's token, from GraphQL `viewer { login databaseId }`, which answers
 * for all three kinds of token (REST `GET /user` refuses installation tokens with 403). Read once
 * per client; `null` when it cannot be read (GraphQL off on a GHES, network trouble): callers
 * then must not edit or delete any comment.
 *
 * GraphQL names an app token's viewer `name[bot]`, as REST does; Bot actors elsewhere in GraphQL
 * lack the suffix, so comments are matched on the numeric id first and on the login only when an
 * id is missing.
 */
function readTokenIdentity(octokit, signal) {
    let pending = identities.get(octokit);
    if (!pending) {
        pending = (async () => {
            try {
                const data = await octokit.graphql('query { viewer { login databaseId } }', signal ? { request: { signal } } : {});
                const login = data.viewer?.login;
                const id = data.viewer?.databaseId;
                if (typeof login !== 'string' || login === '')
                    return null;
                return typeof id === 'number' && Number.isSafeInteger(id) ? { login, id } : { login };
            }
            catch (err) {
                if (signal?.aborted)
                    throw err;
                return null;
            }
        })();
        identities.set(octokit, pending);
    }
    return pending;
}
/** Whether a comment's author is the token's own identity. */
function isOurs(user, identity) {
    if (!user)
        return false;
    if (identity.id !== undefined && typeof user.id === 'number')
        return user.id === identity.id;
    return (user.login ?? '').toLowerCase() === identity.login.toLowerCase();
}
/**
 * Creates or updates the report's comment on a pull request.
 *
 * Only comments written by the token's own identity ({@link readTokenIdentity}) are ever found,
 * edited or deleted: a comment by anyone else is left alone whatever it contains, the marker
 * included (a PR author could plant one). Among ours, the comment is found through every page of
 * the PR's comments by its marker on the first line. When the identity cannot be read, nothing is
 * edited or deleted: a new comment is created, with a warning.
 *
 * Two runs racing can both find nothing and both create a comment. So after creating, our marked
 * comments are listed again; when more than one carries the marker, the oldest (lowest id) is kept,
 * the newer ones are deleted (ours too, if ours is newer) and the survivor gets our body.
 * Whichever run creates last sees both comments, so the race ends with one.
 */
async function upsertStickyComment(octokit, options) {
    const { owner, repo, issueNumber, body, signal } = options;
    const log = options.log ?? (() => undefined);
    const warn = options.warn ?? log;
    const request = signal ? { signal } : {};
    const marker = commentMarker(options.key);
    const identity = options.identity !== undefined ? options.identity : await readTokenIdentity(octokit, signal);
    if (!identity) {
        warn(`Could not tell which account the \`github-token\` writes as (GraphQL \`viewer\` unreadable), so no existing comment on PR #${issueNumber} is edited: a new comment is created instead. Earlier report comments, if any, stay as they are.`);
        const created = await octokit.rest.issues.createComment({
            owner,
            repo,
            issue_number: issueNumber,
            body,
            request,
        });
        log(`Created the PR comment ${created.data.id}.`);
        return {
            id: created.data.id,
            ...(created.data.html_url ? { url: created.data.html_url } : {}),
            action: 'created',
            deleted: [],
        };
    }
    log(`Looking for the feedback comment on PR #${issueNumber} written by ${identity.login}…`);
    const existing = await findMarked(octokit, options, marker, identity, log);
    const current = existing[0];
    if (current) {
        if (sameContent(current.body, body)) {
            log(`The PR comment ${current.id} is up to date; not touched.`);
            return { id: current.id, ...urlOf(current), action: 'unchanged', deleted: [] };
        }
        const res = await octokit.rest.issues.updateComment({
            owner,
            repo,
            comment_id: current.id,
            body,
            request,
        });
        log(`Updated the PR comment ${current.id}.`);
        return { id: current.id, url: res.data.html_url, action: 'updated', deleted: [] };
    }
    const created = await octokit.rest.issues.createComment({
        owner,
        repo,
        issue_number: issueNumber,
        body,
        request,
    });
    const ownId = created.data.id;
    log(`Created the PR comment ${ownId}.`);
    // Race check: another run may have created its own comment meanwhile, or already deleted ours.
    // Only our identity's comments count, so a planted one is never deleted.
    const after = await findMarked(octokit, options, marker, identity);
    const survivor = after[0] ?? {
        id: ownId,
        body,
        ...(created.data.html_url ? { url: created.data.html_url } : {}),
    };
    if (after.length <= 1 && survivor.id === ownId) {
        return { id: ownId, ...urlOf(survivor), action: 'created', deleted: [] };
    }
    const deleted = [];
    for (const duplicate of after.slice(1)) {
        try {
            await octokit.rest.issues.deleteComment({
                owner,
                repo,
                comment_id: duplicate.id,
                request,
            });
            deleted.push(duplicate.id);
        }
        catch (err) {
            // The other run may have deleted it first.
            if (statusOf(err) !== 404)
                throw err;
        }
    }
    log(`Another run wrote the same comment at the same time; kept the oldest (${survivor.id})${deleted.length > 0 ? ` and deleted ${deleted.length} newer one(s)` : ''}.`);
    if (survivor.id === ownId || sameContent(survivor.body, body)) {
        return {
            id: survivor.id,
            ...urlOf(survivor),
            action: survivor.id === ownId ? 'created' : 'unchanged',
            deleted,
        };
    }
    const res = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: survivor.id,
        body,
        request,
    });
    log(`Updated the PR comment ${survivor.id}.`);
    return { id: survivor.id, url: res.data.html_url, action: 'updated', deleted };
}
/**
 * Every comment of the PR written by `identity` carrying `marker` on its first line, oldest
 * first. Marked comments by anyone else are skipped (and counted in a log line when `log` is
 * given).
 */
async function findMarked(octokit, options, marker, identity, log) {
    const found = [];
    let foreign = 0;
    const iterator = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        owner: options.owner,
        repo: options.repo,
        issue_number: options.issueNumber,
        per_page: 100,
        request: options.signal ? { signal: options.signal } : {},
    });
    for await (const page of iterator) {
        for (const c of page.data) {
            const text = c.body ?? '';
            if (!text.startsWith(marker))
                continue;
            // The marker must be the whole first line: `…:key` must not match `…:key-2`.
            const rest = text.slice(marker.length);
            if (rest !== '' && !/^\r?\n/.test(rest))
                continue;
            if (!isOurs(c.user, identity)) {
                foreign++;
                continue;
            }
            found.push({ id: c.id, body: text, ...(c.html_url ? { url: c.html_url } : {}) });
        }
    }
    if (foreign > 0) {
        log?.(`Left ${foreign} comment(s) carrying this report's marker alone: they were not written by ${identity.login}.`);
    }
    return found.sort((a, b) => a.id - b.id);
}
/** Same digest (or, without one, the same body): the comment needs no update. */
function sameContent(existing, wanted) {
    const a = DIGEST.exec(existing)?.[1];
    const b = DIGEST.exec(wanted)?.[1];
    return a !== undefined && b !== undefined ? a === b : existing === wanted;
}
function urlOf(c) {
    return c.url ? { url: c.url } : {};
}
/** HTTP status of an Octokit error, if it has one. */
function statusOf(err) {
    const status = err?.status;
    return typeof status === 'number' ? status : undefined;
}

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

// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(91211);
;// CONCATENATED MODULE: ./src/report/feedback-report.ts

/** GitHub refuses issue comments longer than this many characters. */
const GITHUB_COMMENT_LIMIT = 65_536;
/**
 * Room left for what the sticky comment adds around the report (hidden marker and digest lines);
 * the rendered comment aims at the limit minus this.
 */
const COMMENT_RESERVE = 1_024;
/** GitHub keeps at most 1 MiB of job summary per step; stay well under it. */
const SUMMARY_BYTE_LIMIT = 900_000;
/** The job summary URL of this run: `…/actions/runs/<id>` (plus `/attempts/<n>` after a re-run). */
function jobSummaryUrl(runner) {
    if (!runner.runId || !runner.owner || !runner.repo)
        return undefined;
    const attempt = Number(runner.runAttempt);
    const base = `${runner.serverUrl}/${encodeURIComponent(runner.owner)}/${encodeURIComponent(runner.repo)}/actions/runs/${encodeURIComponent(runner.runId)}`;
    return (0,sanitize/* safeUrl */.Pl)(Number.isInteger(attempt) && attempt > 1 ? `${base}/attempts/${attempt}` : base);
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
const SUMMARY_LIMITS = {
    prPages: 500,
    prEntries: 1_000,
    negative: 50,
    total: 50,
    snippets: 50,
    snippetDetails: 20,
    recent: 30,
    commentChars: 1_000,
    codeLines: 60,
};
const COMMENT_LIMITS = {
    prPages: 50,
    prEntries: 50,
    negative: 10,
    total: 10,
    snippets: 10,
    snippetDetails: 5,
    recent: 10,
    commentChars: 500,
    codeLines: 25,
};
/** Rows of the source/status tables; more distinct values than this are summed. */
const MAX_VALUE_ROWS = 20;
/** Bars in a mermaid chart. */
const MAX_BARS = 8;
/**
 * The full report for the job summary, kept under {@link SUMMARY_BYTE_LIMIT} bytes. Lists
 * longer than shown end with "…and N more"; the JSON Lines file has every entry.
 */
function renderFeedbackSummary(input) {
    return fit(input, 'summary', SUMMARY_LIMITS, SUMMARY_BYTE_LIMIT, (s) => Buffer.byteLength(s));
}
/**
 * The sticky comment's report, kept under `maxChars` (default: GitHub's limit minus
 * {@link COMMENT_RESERVE}) by trimming lists, each ending with "…and N more" and a link to the job
 * summary, which carries the full report.
 */
function renderFeedbackComment(input, maxChars = GITHUB_COMMENT_LIMIT - COMMENT_RESERVE) {
    const footer = commentFooter(input);
    const content = fit(input, 'comment', COMMENT_LIMITS, maxChars - footer.length - 2, (s) => s.length);
    return { content, footer };
}
/** Renders with `start` limits, shrinking the lists until `measure` fits `max`. */
function fit(input, target, start, max, measure) {
    const limits = { ...start };
    // Reader text and code shrink first, then the general lists, the PR's own section last.
    const general = [
        'commentChars',
        'codeLines',
        'recent',
        'snippetDetails',
        'snippets',
        'total',
        'negative',
    ];
    const pr = ['prEntries', 'prPages'];
    const floor = { commentChars: 80, codeLines: 3 };
    let md = render(input, target, limits);
    // Bounded: every pass halves one limit, and each reaches its floor after a few halvings.
    for (let i = 0; i < 200 && measure(md) > max; i++) {
        const order = general.some((k) => limits[k] > (floor[k] ?? 0)) ? general : pr;
        const key = order
            .filter((k) => limits[k] > (floor[k] ?? 0))
            .sort((a, b) => limits[b] / start[b] - limits[a] / start[a])[0];
        if (!key)
            break;
        limits[key] = Math.max(floor[key] ?? 0, Math.floor(limits[key] / 2));
        md = render(input, target, limits);
    }
    if (measure(md) > max)
        md = hardCut(md, max, measure);
    return md;
}
/** Last resort (should never be needed): cut at a line, closing any open fence or details. */
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
function render(input, target, limits) {
    const parts = [];
    const a = input.aggregate;
    const h = target === 'comment' ? '###' : '##';
    parts.push(`${h} Reader feedback · ${(0,sanitize/* inlineCode */.ti)(input.projectId, 100)}`);
    parts.push(scopeLine(input, target));
    const truncation = truncationNote(input);
    if (truncation)
        parts.push(truncation);
    if (input.pr)
        parts.push(prSection(input, input.pr, target, limits));
    if (a.total === 0) {
        parts.push(input.read.stop === 'complete'
            ? 'No feedback in this period.'
            : 'No feedback was read before the read stopped.');
    }
    else {
        parts.push(overviewSection(input, target));
        parts.push(negativeSection(input, target, limits));
        parts.push(totalSection(input, target, limits));
        if (a.snippets.length > 0 || a.otherSnippets > 0) {
            parts.push(snippetSection(input, target, limits));
        }
        parts.push(recentSection(input, target, limits));
    }
    parts.push(privacyNote(input, target));
    if (target === 'summary')
        parts.push(exportNote(input));
    return `${parts.filter((p) => p !== '').join('\n\n')}\n`;
}
/** "N entries · from → to · filters", dates at day precision so the comment stays stable. */
function scopeLine(input, target) {
    const a = input.aggregate;
    const from = formatBound(input.dateFrom, target);
    const to = input.dateTo ? `${formatBound(input.dateTo, target)} (exclusive)` : 'now';
    const source = input.source ? `source ${(0,sanitize/* inlineCode */.ti)(input.source)}` : 'all sources';
    const statuses = input.statuses.length > 0
        ? `status ${input.statuses.map((s) => (0,sanitize/* inlineCode */.ti)(s)).join(', ')}`
        : 'all statuses';
    const complete = input.read.stop === 'complete';
    const count = complete ? `**${n(a.total)}** entries` : `**first ${n(a.total)}** entries`;
    return `${count} · ${from} → ${to} · ${source} · ${statuses}`;
}
function formatBound(value, target) {
    const t = Date.parse(value);
    if (Number.isNaN(t))
        return (0,sanitize/* inlineText */.ln)(value, 40);
    const iso = new Date(t).toISOString();
    // The default start moves with the clock; day precision keeps an unchanged report unchanged.
    if (target === 'comment' || /^\d{4}-\d{2}-\d{2}$/.test(value))
        return iso.slice(0, 10);
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
/** The plain "first N entries; more exist" note, with why and what to do. */
function truncationNote(input) {
    const { read, aggregate } = input;
    const first = `first ${n(aggregate.total)} entries; more exist`;
    switch (read.stop) {
        case 'complete':
            return '';
        case 'max-pages':
            return (`> [!WARNING]\n> **Showing the ${first}.** The read stopped at \`max-pages: ${read.maxPages}\` ` +
                `(${n(read.requests)} requests of ${n(read.pageSize)} entries). Raise \`max-pages\` ` +
                `(the API allows 100 requests per organization per hour), narrow \`date-from\`/\`date-to\`, ` +
                `or filter by \`source\`/\`feedback-status\`.`);
        case 'budget':
            return (`> [!WARNING]\n> **Showing the ${first}.** This run used its whole analytics request budget ` +
                `(the API allows 100 requests per organization per hour). Narrow \`date-from\`/\`date-to\` ` +
                `or filter by \`source\`/\`feedback-status\`, or run the report less often.`);
        case 'stuck':
            return (`> [!WARNING]\n> **Showing the first ${n(aggregate.total)} entries; more may exist.** ` +
                `The service repeated a cursor, or sent a page with nothing new while saying more exist, ` +
                `so the read stopped rather than re-read the same data.`);
        case 'timeout':
            return (`> [!CAUTION]\n> **Showing the first ${n(aggregate.total)} entries; more may exist.** ` +
                `The \`timeout\` ran out during the read. ${input.read.error ? (0,sanitize/* inlineText */.ln)(input.read.error, 600) : ''}`);
        case 'error':
            return (`> [!CAUTION]\n> **Showing the first ${n(aggregate.total)} entries; more may exist.** ` +
                `The read failed: ${(0,sanitize/* inlineText */.ln)(input.read.error ?? 'unknown error', 600)}`);
    }
}
function prSection(input, pr, target, limits) {
    const h = target === 'comment' ? '####' : '###';
    const a = input.aggregate;
    const out = [`${h} Feedback on pages changed in this PR`];
    if (pr.error !== undefined) {
        out.push(`The pull request's changed files could not be listed: ${(0,sanitize/* inlineText */.ln)(pr.error, 400)}`);
        return out.join('\n\n');
    }
    if (a.prPages.length === 0) {
        const root = pr.docsRoot ? ` under ${(0,sanitize/* inlineCode */.ti)(pr.docsRoot)}` : '';
        out.push(`This PR changes no docs pages (\`.md\`/\`.mdx\` files${root}; ${n(pr.fileCount ?? 0)} files changed).` +
            (pr.docsRoot ? '' : ' If the docs live in a subfolder, set `docs-root`.'));
        return out.join('\n\n');
    }
    const withFeedback = a.prPages.filter((p) => p.total > 0);
    if (withFeedback.length === 0) {
        out.push(`None of the ${n(a.prPages.length)} pages this PR changes has feedback in this period.`);
        return out.join('\n\n');
    }
    // Pages with feedback first, most negative first; quiet pages are listed after them.
    const ordered = [...a.prPages].sort((x, y) => y.negative - x.negative || y.total - x.total || (x.page < y.page ? -1 : 1));
    out.push(pageTable(ordered, limits.prPages, 'pages changed in this PR', target, input));
    const shown = a.prEntries.slice(0, limits.prEntries);
    if (shown.length > 0) {
        out.push(shown.map((e) => entryItem(e, input, limits.commentChars)).join('\n'));
    }
    const more = a.prEntryTotal - shown.length;
    if (more > 0)
        out.push(andMore(more, 'entries on these pages', target, input));
    return out.join('\n\n');
}
function overviewSection(input, target) {
    const h = target === 'comment' ? '####' : '###';
    const a = input.aggregate;
    const out = [`${h} Overview`];
    out.push(pie('Feedback by source', a.bySource.slice(0, MAX_BARS).map(([k, v]) => [k, v])));
    out.push(valueTable('Source', a.bySource, a.total));
    out.push(valueTable('Status', a.byStatus, a.total));
    const { yes, no, unknown } = a.helpful;
    if (yes + no + unknown > 0) {
        const votes = yes + no;
        const share = votes > 0 ? ` (${Math.round((100 * yes) / votes)}% helpful)` : '';
        out.push(`Page feedback (contextual): **${n(yes)}** helpful, **${n(no)}** not helpful` +
            `${unknown > 0 ? `, ${n(unknown)} without a vote` : ''}${share}.`);
        if (votes > 0) {
            out.push(pie('Was this page helpful?', [
                ['Helpful', yes],
                ['Not helpful', no],
            ]));
        }
    }
    return out.join('\n\n');
}
function negativeSection(input, target, limits) {
    const h = target === 'comment' ? '####' : '###';
    const list = input.aggregate.pagesByNegative;
    const out = [`${h} Pages with the most negative feedback`];
    if (list.length === 0) {
        out.push('No page was marked not helpful.');
        return out.join('\n\n');
    }
    if (limits.negative >= 3) {
        out.push(bar('Not helpful, by page', list.slice(0, Math.min(MAX_BARS, limits.negative)).map((p) => [p.page, p.negative])));
    }
    out.push(pageTable(list, limits.negative, 'pages with negative feedback', target, input));
    return out.join('\n\n');
}
function totalSection(input, target, limits) {
    const h = target === 'comment' ? '####' : '###';
    const a = input.aggregate;
    const out = [`${h} Pages with the most feedback`];
    out.push(pageTable(a.pagesByTotal, limits.total, 'pages', target, input));
    const notes = [];
    if (a.withoutPath > 0)
        notes.push(`${n(a.withoutPath)} entries have no page`);
    if (a.otherPages > 0)
        notes.push(`${n(a.otherPages)} entries are on pages not counted one by one`);
    if (notes.length > 0)
        out.push(`${notes.join('; ')}.`);
    return out.join('\n\n');
}
function snippetSection(input, target, limits) {
    const h = target === 'comment' ? '####' : '###';
    const a = input.aggregate;
    const out = [`${h} Code-snippet feedback`];
    const shown = a.snippets.slice(0, limits.snippets);
    if (shown.length > 0) {
        const rows = shown.map((g) => `| ${(0,sanitize/* tableCell */.xR)(g.filename ?? '(no file name)', 80)} | ${(0,sanitize/* tableCell */.xR)(g.lang ?? '(none)', 30)} | ${n(g.count)} | ${n(g.withComment)} | ${snippetPages(g)} |`);
        out.push([
            '| File | Language | Entries | With comment | Pages |',
            '|---|---|--:|--:|---|',
            ...rows,
        ].join('\n'));
    }
    const more = a.snippets.length - shown.length;
    if (more > 0)
        out.push(andMore(more, 'code blocks', target, input));
    if (a.otherSnippets > 0) {
        out.push(`${n(a.otherSnippets)} more entries are on code blocks not counted one by one.`);
    }
    for (const g of a.snippets.slice(0, Math.min(limits.snippetDetails, limits.snippets))) {
        const title = `${(0,sanitize/* stripControl */.kU)(g.filename ?? '(no file name)').slice(0, 80)} · ${(0,sanitize/* stripControl */.kU)(g.lang ?? 'no language').slice(0, 30)} · ${plural(g.count, 'entry', 'entries')}`;
        const body = [];
        if (g.code !== null)
            body.push((0,sanitize/* codeBlock */.DV)(cutLines(g.code, limits.codeLines), g.lang ?? ''));
        if (g.recent.length > 0) {
            body.push(g.recent.map((e) => entryItem(e, input, limits.commentChars)).join('\n'));
        }
        if (body.length > 0)
            out.push((0,sanitize/* details */.zH)((0,sanitize/* defuseMentions */.qs)(title), body.join('\n\n')));
    }
    return out.join('\n\n');
}
function recentSection(input, target, limits) {
    const h = target === 'comment' ? '####' : '###';
    const a = input.aggregate;
    const out = [`${h} Recent comments`];
    const shown = a.recent.slice(0, limits.recent);
    if (shown.length === 0) {
        out.push('No entry has a comment.');
        return out.join('\n\n');
    }
    out.push(shown.map((e) => entryItem(e, input, limits.commentChars)).join('\n'));
    const more = a.withComment - shown.length;
    if (more > 0)
        out.push(andMore(more, 'comments', target, input));
    return out.join('\n\n');
}
function privacyNote(input, target) {
    const count = input.aggregate.withContact;
    if (input.includeContact) {
        return count > 0 && target === 'summary'
            ? `Contact e-mails are shown (\`include-contact: true\`): ${n(count)} entries carry one. They are readers' personal data; the JSON Lines file keeps them too.`
            : '';
    }
    if (count === 0)
        return '';
    return target === 'summary'
        ? `${n(count)} entries carry a reader's contact e-mail. E-mails are personal data, so they are left out of this report and of the JSON Lines file; set \`include-contact: true\` to keep them.`
        : `<sub>${n(count)} entries carry a contact e-mail, hidden here (personal data).</sub>`;
}
function exportNote(input) {
    const lines = [];
    const { read } = input;
    lines.push(`Read in ${n(read.requests)} request${read.requests === 1 ? '' : 's'} of up to ${n(read.pageSize)} entries (\`max-pages: ${read.maxPages}\`).` +
        (read.skipped > 0 ? ` ${n(read.skipped)} unreadable entries (no id) were skipped.` : ''));
    if (input.feedbackFile) {
        lines.push(`Every entry read is in the JSON Lines file ${(0,sanitize/* inlineCode */.ti)(input.feedbackFile, 300)} (the \`feedback-file\` output), one entry per line${input.includeContact ? '' : ', without contact e-mails'}; upload it with \`actions/upload-artifact\` to keep it.`);
    }
    return lines.join(' ');
}
/** The comment's run-specific footer: a reference-style link definition plus a visible line. */
function commentFooter(input) {
    const url = input.jobSummaryUrl;
    const where = url ? '[job summary][summary]' : 'job summary of this run';
    const line = `<sub>Full report, with every section in full: ${where}. Raw export: the \`feedback-file\` output.</sub>`;
    return url ? `---\n${line}\n\n[summary]: ${url}` : `---\n${line}`;
}
/** "…and N more", pointing at where the rest is. */
function andMore(count, what, target, input) {
    if (target === 'comment') {
        const where = input.jobSummaryUrl ? '[job summary][summary]' : 'job summary';
        return `…and ${n(count)} more ${what}; the full report is in the ${where}.`;
    }
    return `…and ${n(count)} more ${what} in the JSON Lines file (\`feedback-file\` output).`;
}
function pageTable(list, limit, what, target, input) {
    const shown = list.slice(0, limit);
    const rows = shown.map((p) => `| ${(0,sanitize/* tableCell */.xR)(p.page, 100)} | ${n(p.total)} | ${n(p.positive)} | ${n(p.negative)} | ${n(p.comments)} |`);
    const table = [
        '| Page | Entries | Helpful | Not helpful | Comments |',
        '|---|--:|--:|--:|--:|',
        ...rows,
    ].join('\n');
    const more = list.length - shown.length;
    if (more <= 0)
        return shown.length > 0 ? table : '';
    const tail = target === 'comment' ? andMore(more, what, target, input) : `…and ${n(more)} more ${what}.`;
    return shown.length > 0 ? `${table}\n\n${tail}` : tail;
}
function valueTable(title, values, total) {
    const shown = values.slice(0, MAX_VALUE_ROWS);
    const rows = shown.map(([k, v]) => `| ${(0,sanitize/* tableCell */.xR)(k, 60)} | ${n(v)} | ${pct(v, total)} |`);
    const rest = values.slice(MAX_VALUE_ROWS).reduce((s, [, v]) => s + v, 0);
    if (rest > 0)
        rows.push(`| (${n(values.length - shown.length)} other values) | ${n(rest)} | ${pct(rest, total)} |`);
    return [`| ${title} | Entries | Share |`, '|---|--:|--:|', ...rows].join('\n');
}
function snippetPages(g) {
    const shown = g.pages.slice(0, 3);
    const more = g.pages.length - shown.length + g.morePages;
    const pages = shown.map((p) => (0,sanitize/* tableCell */.xR)(p, 60)).join(', ');
    return more > 0 ? `${pages}, +${n(more)}` : pages || '—';
}
/**
 * Rendered list items per report input, entry and comment length: trimming re-renders the report
 * several times, and sanitizing long comments is the costly part.
 */
const itemMemo = new WeakMap();
function entryItem(e, input, commentChars) {
    let perInput = itemMemo.get(input);
    if (!perInput)
        itemMemo.set(input, (perInput = new Map()));
    let perEntry = perInput.get(e);
    if (!perEntry)
        perInput.set(e, (perEntry = new Map()));
    let text = perEntry.get(commentChars);
    if (text === undefined) {
        text = renderEntryItem(e, input, commentChars);
        perEntry.set(commentChars, text);
    }
    return text;
}
/** One entry as a list item: page, date, source, vote, status, then the comment quoted. */
function renderEntryItem(e, input, commentChars) {
    const meta = [];
    meta.push(e.page ? (0,sanitize/* inlineCode */.ti)(e.page, 120) : '(no page)');
    meta.push(formatDate(e.createdAt));
    if (e.source)
        meta.push((0,sanitize/* inlineText */.ln)(e.source, 30));
    if (e.helpful === true)
        meta.push('👍 helpful');
    else if (e.helpful === false)
        meta.push('👎 not helpful');
    if (e.status)
        meta.push((0,sanitize/* inlineText */.ln)(e.status, 30));
    if (e.filename || e.lang) {
        meta.push((0,sanitize/* inlineCode */.ti)([e.filename, e.lang].filter(Boolean).join(' · '), 80));
    }
    if (input.includeContact && e.contact)
        meta.push(`contact ${(0,sanitize/* inlineCode */.ti)(e.contact, 120)}`);
    const head = `- ${meta.join(' · ')}`;
    if (e.comment === null || e.comment.trim() === '')
        return head;
    // Sanitizing only what can show keeps long comments cheap; a cut comment ends with an ellipsis
    // (inlineText adds one when it cuts; one cut earlier, here or by the aggregator, gets one too).
    const room = commentChars + 64;
    const cut = e.commentCut || e.comment.length > room;
    const raw = e.comment.length > room ? sliceUnits(e.comment, room) : e.comment;
    return `${head}\n  > ${(0,sanitize/* inlineText */.ln)(cut ? `${raw}…` : raw, commentChars)}`;
}
/** The first `max` UTF-16 units of `text`, without splitting a surrogate pair. */
function sliceUnits(text, max) {
    const code = text.charCodeAt(max - 1);
    return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}
function formatDate(createdAt) {
    if (!createdAt)
        return 'no date';
    const t = Date.parse(createdAt);
    if (Number.isNaN(t))
        return (0,sanitize/* inlineText */.ln)(createdAt, 30);
    return new Date(t).toISOString().slice(0, 10);
}
function pie(title, slices) {
    const body = slices
        .filter(([, v]) => v > 0)
        .map(([k, v]) => `    "${mermaidLabel(k)}" : ${Math.round(v)}`)
        .join('\n');
    return `\`\`\`mermaid\npie showData\n    title ${mermaidLabel(title, 60)}\n${body}\n\`\`\``;
}
function bar(title, bars) {
    const labels = bars.map(([k]) => `"${mermaidLabel(k, 30)}"`).join(', ');
    const values = bars.map(([, v]) => Math.round(v)).join(', ');
    const top = Math.max(1, ...bars.map(([, v]) => v));
    return [
        '```mermaid',
        'xychart-beta horizontal',
        `    title "${mermaidLabel(title, 60)}"`,
        `    x-axis [${labels}]`,
        `    y-axis "Entries" 0 --> ${Math.ceil(top)}`,
        `    bar [${values}]`,
        '```',
    ].join('\n');
}
function cutLines(code, maxLines) {
    const lines = code.split(/\r\n?|\n/);
    if (lines.length <= maxLines)
        return code;
    return `${lines.slice(0, maxLines).join('\n')}\n… (${lines.length - maxLines} more lines)`;
}
function pct(v, total) {
    return total > 0 ? `${Math.round((100 * v) / total)}%` : '—';
}
const NUMBER = new Intl.NumberFormat('en-US');
/** `1 entry`, `2 entries`. */
function plural(count, one, many) {
    return `${n(count)} ${count === 1 ? one : many}`;
}
/** `12,345`. */
function n(value) {
    return NUMBER.format(value);
}

// EXTERNAL MODULE: ./src/report/job-summary.ts
var job_summary = __webpack_require__(5236);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
;// CONCATENATED MODULE: ./src/modes/feedback.ts
/**
 * `mode: feedback`: reads reader feedback page by page within the request budget, writes every
 * entry to a JSON Lines file while aggregating it, writes the report to the job summary, and on
 * pull requests keeps one sticky comment led by the feedback on the pages the PR changes.
 */
















/** Events whose payload carries `pull_request.number` and whose PR gets the sticky comment. */
const PR_EVENTS = new Set(['pull_request', 'pull_request_target']);
/** Runs `mode: feedback`. */
const runFeedback = async (ctx) => {
    const { inputs } = ctx;
    const { runner } = inputs;
    const prNumber = PR_EVENTS.has(runner.eventName) ? pullNumberOf(runner.event) : undefined;
    const octokit = prNumber !== undefined && inputs.githubToken
        ? (0,github_octokit/* createOctokit */.Q)(inputs.githubToken, runner, {
            deadline: ctx.deadline,
            log: (line) => log/* info */.pq(line),
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
    // 2. Read, write and aggregate, page by page.
    const file = external_node_path_default().join(runner.runnerTemp, `mintlify-feedback-${fileKey(inputs)}.jsonl`);
    const aggregator = new FeedbackAggregator({ prPages, includeContact: inputs.includeContact });
    const read = await readFeedback(ctx, file, aggregator);
    const aggregate = aggregator.result();
    log/* setOutput */.uH(constants/* Output */.k7.Total, String(aggregate.total));
    log/* setOutput */.uH(constants/* Output */.k7.FeedbackFile, file);
    // Machine-readable twin of "first N entries; more exist": the read stopped before the end.
    log/* setOutput */.uH(constants/* Output */.k7.HasMore, String(read.stop === 'max-pages' || read.stop === 'budget' || read.stop === 'stuck'));
    if (read.failure && read.requests === 0) {
        // Nothing read: a short summary says why, and the step fails with the client's message.
        await (0,job_summary/* writeJobSummary */.j)(`## Reader feedback · ${(0,sanitize/* inlineCode */.ti)(inputs.projectId, 100)}\n\n> [!CAUTION]\n> The feedback could not be read: ${(0,sanitize/* inlineText */.ln)(read.failure.message, 2_000)}\n`);
        return read.failure;
    }
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
        ...optional('jobSummaryUrl', jobSummaryUrl(runner)),
    };
    // 3. The job summary carries the full report, whatever happens to the comment.
    await (0,job_summary/* writeJobSummary */.j)(renderFeedbackSummary(report));
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
    if (runner.eventName === 'pull_request' && isForkPr(runner.event)) {
        log/* warning */.$e(forkWarning(prNumber));
        await (0,job_summary/* writeJobSummary */.j)(`> [!NOTE]\n> No PR comment was written: PR #${prNumber} comes from a fork, so this workflow's token is read-only.\n`);
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
            signal: githubSignal(ctx),
        });
        log/* info */.pq(`PR #${prNumber} changes ${listed.fileCount} files, ${listed.pages.length} of them docs pages${listed.pages.length > 0 ? `: ${listed.pages.slice(0, 20).join(', ')}` : ''}${listed.pages.length > 20 ? ', …' : ''}.`);
        return { pr: { number: prNumber, docsRoot, fileCount: listed.fileCount }, pages: listed.pages };
    }
    catch (err) {
        if (ctx.signal.aborted)
            throw ctx.signal.reason;
        const error = githubErrorText(err);
        log/* warning */.$e(`Cannot list the files of PR #${prNumber}, so the report has no section for its pages: ${error}`);
        return { pr: { number: prNumber, docsRoot, error }, pages: [] };
    }
}
/**
 * Follows `nextCursor` while `hasMore`, up to `max-pages` pages and within the run's analytics
 * budget, writing each page to the JSON Lines file and into the aggregate before asking for the
 * next one.
 */
async function readFeedback(ctx, file, aggregator) {
    const { inputs } = ctx;
    const budget = new platform/* RequestBudget */.bK(constants/* ANALYTICS_REQUESTS_PER_HOUR */.tI);
    const client = new platform/* PlatformClient */.Ht({
        baseUrl: inputs.apiUrl,
        adminKey: inputs.adminKey,
        userAgent: ctx.userAgent,
        deadline: ctx.deadline,
        signal: ctx.signal,
        budget,
        onSecret: secrets/* addSecret */.C,
        onRetry: (info) => log/* info */.pq(`Mintlify API (${info.endpoint}): ${info.reason}; retrying in ${(info.delayMs / 1000).toFixed(1)} s (attempt ${info.attempt + 1}).`),
    });
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
    const rendered = renderFeedbackComment(report);
    // Comments are not masked by the runner: scrub before the digest, so it matches the body.
    const body = buildStickyBody(inputs.commentKey, (0,secrets/* redact */.E)(rendered.content), (0,secrets/* redact */.E)(rendered.footer));
    try {
        const result = await upsertStickyComment(octokit, {
            owner: inputs.runner.owner,
            repo: inputs.runner.repo,
            issueNumber: prNumber,
            key: inputs.commentKey,
            body,
            signal: githubSignal(ctx),
            log: (line) => log/* info */.pq(line),
            warn: (line) => log/* warning */.$e(line),
        });
        log/* setOutput */.uH(constants/* Output */.k7.CommentId, String(result.id));
        if (result.url)
            log/* info */.pq(`PR comment: ${result.url}`);
        return { outcome: 'success' };
    }
    catch (err) {
        if (ctx.signal.aborted)
            throw ctx.signal.reason;
        const status = statusOf(err);
        if (status === 401 || status === 403) {
            log/* warning */.$e(readOnlyWarning(prNumber, status, githubErrorText(err)));
            await (0,job_summary/* writeJobSummary */.j)(`> [!NOTE]\n> No PR comment was written: the token may not write comments on PR #${prNumber} (HTTP ${status}); see the step's warning.\n`);
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
            message: `Could not write the feedback comment on PR #${prNumber}: ${githubErrorText(err)} The report is in the job summary.`,
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
/** Whether the PR's head lives in another repository (its token is read-only on `pull_request`). */
function isForkPr(event) {
    const pr = event.pull_request;
    if (!pr?.head)
        return false;
    // A deleted fork leaves head.repo null.
    if (pr.head.repo === null)
        return true;
    const head = pr.head.repo?.full_name;
    const base = pr.base?.repo?.full_name;
    return typeof head === 'string' && typeof base === 'string' && head !== base;
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
/** An Octokit error's message, one line, scrubbed and short. */
function githubErrorText(err) {
    const status = statusOf(err);
    const message = err instanceof Error ? err.message : String(err);
    const one = (0,secrets/* redact */.E)(message).replace(/\s+/g, ' ').trim();
    const short = one.length > 300 ? `${one.slice(0, 297)}...` : one;
    return status !== undefined && !short.includes(String(status))
        ? `HTTP ${status}: ${short}`
        : short;
}
/** GitHub requests stop at cancellation and at the run's deadline. */
function githubSignal(ctx) {
    const left = Math.max(1, ctx.deadline - Date.now());
    return AbortSignal.any([ctx.signal, AbortSignal.timeout(left)]);
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

//# sourceMappingURL=145.index.js.map