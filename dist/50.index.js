export const id = 50;
export const ids = [50];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qi: () => (/* binding */ createOctokit),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   fw: () => (/* binding */ githubErrorText)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(86856);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25625);
/* harmony import */ var _util_abort_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42334);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49997);
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
    const log = limits.log ?? ((line) => _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(line));
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
    deadlineGuard(deadline, limits.refuseLateAttempts !== false), _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_4__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_5__/* .throttling */ .A);
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
/** The HTTP status of an Octokit error, if it has one (network errors have none). */
function statusOf(err) {
    const status = err?.status;
    return typeof status === 'number' ? status : undefined;
}
/** An Octokit error in one line, with its HTTP status and without secrets. */
function githubErrorText(err) {
    const status = statusOf(err);
    const short = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_3__/* .logText */ .k)((0,_util_abort_js__WEBPACK_IMPORTED_MODULE_2__/* .errorText */ .kc)(err), 300);
    return status !== undefined && !short.includes(String(status))
        ? `HTTP ${status}: ${short}`
        : short;
}


/***/ }),

/***/ 70050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runHealth: () => (/* binding */ runHealth)
});

// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
// EXTERNAL MODULE: ./src/guard.ts
var guard = __webpack_require__(40578);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/octokit.ts
var github_octokit = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/github/marked-body.ts
var marked_body = __webpack_require__(90764);
// EXTERNAL MODULE: ./src/github/sticky-comment.ts
var sticky_comment = __webpack_require__(7648);
;// CONCATENATED MODULE: ./src/github/report-issue.ts
/**
 * One issue per report key, kept current across runs (the docs-health report): found by the
 * token's own identity, a hidden marker on the body's first line and the report's label; created
 * the first time, edited only when its content changed, and opened anew when ours was closed. An
 * issue anyone else opened is never edited, whatever its title, label or body holds.
 */




/** The hidden first line that identifies the issue of one kind and key. */
function issueMarker(key, kind = 'health') {
    return `<!-- mintlify-docs-action:${kind}-issue:${key} -->`;
}
/**
 * The issue body, through the guard: marker, digest of `content`, `content`, then `footer`
 * (run-specific lines that do not count as a change). The digest is of the scrubbed content.
 */
function buildIssueBody(key, content, footer = '', kind = 'health') {
    return (0,guard/* issueBody */.y6)((0,marked_body/* markedBody */.j)(issueMarker(key, kind), (0,guard/* issueBody */.y6)(content), footer));
}
/** Most issues with the label looked through: a weekly report closed every week takes decades. */
const MAX_LISTED = 1_000;
/**
 * Our newest issue of the report, open or closed, or undefined. Lists the repository's issues
 * with the label, newest first, and takes the first one written by `identity` whose body starts
 * with the marker line; pull requests and everyone else's issues are skipped (and counted).
 */
async function findReportIssue(octokit, options) {
    const marker = issueMarker(options.key, options.kind);
    let foreign = 0;
    let listed = 0;
    const iterator = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
        owner: options.owner,
        repo: options.repo,
        labels: options.label,
        state: 'all',
        sort: 'created',
        direction: 'desc',
        per_page: 100,
        request: options.signal ? { signal: options.signal } : {},
    });
    try {
        for await (const page of iterator) {
            for (const issue of page.data) {
                listed++;
                if (issue.pull_request)
                    continue;
                const body = issue.body ?? '';
                if (!hasMarker(body, marker))
                    continue;
                if (!(0,sticky_comment/* isOurs */.MU)(issue.user, options.identity)) {
                    foreign++;
                    continue;
                }
                return {
                    number: issue.number,
                    url: issue.html_url,
                    state: issue.state === 'closed' ? 'closed' : 'open',
                    title: issue.title,
                    body,
                };
            }
            if (listed >= MAX_LISTED)
                break;
        }
        return undefined;
    }
    finally {
        if (foreign > 0) {
            log/* info */.pq(`Left ${foreign} issue(s) carrying this report's marker alone: they were not opened by ${options.identity.login}.`);
        }
    }
}
/** The marker must be the whole first line: `…:key` must not match `…:key-2`. */
function hasMarker(body, marker) {
    if (!body.startsWith(marker))
        return false;
    const rest = body.slice(marker.length);
    return rest === '' || /^\r?\n/.test(rest);
}
/**
 * Edits `current` (our open issue) when its content or title changed, or creates a new issue
 * when there is none open: the first run, or after someone closed ours.
 */
async function writeReportIssue(octokit, options, current) {
    const { owner, repo, title, body, signal } = options;
    const request = signal ? { signal } : {};
    if (current?.state === 'open') {
        if ((0,marked_body/* sameContent */.C)(current.body, body) && current.title === title) {
            log/* info */.pq(`The issue #${current.number} is up to date; not touched.`);
            return { number: current.number, url: current.url, action: 'unchanged' };
        }
        const res = await octokit.rest.issues.update({
            owner,
            repo,
            issue_number: current.number,
            title,
            body,
            request,
        });
        log/* info */.pq(`Updated the issue #${current.number}.`);
        return { number: res.data.number, url: res.data.html_url, action: 'updated' };
    }
    const res = await octokit.rest.issues.create({
        owner,
        repo,
        title,
        body,
        labels: [options.label],
        request,
    });
    const labelled = res.data.labels.some((l) => (typeof l === 'string' ? l : l.name)?.toLowerCase() === options.label.toLowerCase());
    if (!labelled) {
        log/* warning */.$e(`The new issue #${res.data.number} did not get the label "${options.label}" (GitHub drops labels a token may not set): the next run will not find it and will open another. Create the label in the repository, or give the token \`issues: write\`.`);
    }
    log/* info */.pq(`Created the issue #${res.data.number}${current ? ` (#${current.number} was closed)` : ''}.`);
    return { number: res.data.number, url: res.data.html_url, action: 'created' };
}

// EXTERNAL MODULE: ./src/platform/index.ts + 3 modules
var platform = __webpack_require__(86249);
// EXTERNAL MODULE: ./src/util/sanitize.ts
var sanitize = __webpack_require__(62701);
// EXTERNAL MODULE: ./src/modes/shared/analytics.ts
var shared_analytics = __webpack_require__(49124);
// EXTERNAL MODULE: ./src/modes/shared/job-summary.ts
var job_summary = __webpack_require__(95606);
// EXTERNAL MODULE: ./src/util/page-path.ts
var page_path = __webpack_require__(23585);
;// CONCATENATED MODULE: ./src/modes/health/model.ts
/** The reads of a health report, in the order they are planned and made (plan.ts). */
const HEALTH_READS = ['views', 'votes', 'assistant', 'searches', 'comments'];
/** Unanswered questions, comments and search terms quoted per page. */
const QUESTIONS_SHOWN = 3;
/** Not-helpful comments quoted per page. */
const COMMENTS_SHOWN = 3;
/** Zero-click search terms shown per page. */
const TERMS_SHOWN = 3;
/** Reader text as a key: two quotes that read alike are one. */
function readerKey(text) {
    return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

// EXTERNAL MODULE: ./src/util/format.ts
var format = __webpack_require__(32693);
;// CONCATENATED MODULE: ./src/modes/health/notes-report.ts
/**
 * "How this report was read" of the docs-health report: what each analytics read used of its
 * plan and what it left out, then the run's share of the hourly budget. Pure: data in, markdown
 * out.
 */


/** How each read is named in the log and the report. */
const READ_NAMES = {
    views: 'page views',
    votes: 'feedback by page',
    assistant: 'assistant conversations',
    searches: 'search terms',
    comments: 'feedback comments',
};
/** "How this report was read": one line per read, then the budget. */
function readNotes(notes, budget) {
    const lines = notes.map((n) => `- ${capital(READ_NAMES[n.read])}: ${noteText(n)}`);
    if (!notes.some((n) => n.read === 'comments')) {
        lines.push('- Feedback comments: not read, no listed page has a not-helpful vote or a code-snippet report.');
    }
    lines.push(`- Analytics requests: ${(0,format/* formatCount */.B4)(budget.used)} of the ${(0,format/* formatCount */.B4)(budget.limit)} per hour the organization shares (this run's own, retries included).`);
    return `<details><summary>How this report was read</summary>\n\n${lines.join('\n')}\n\n</details>`;
}
/** What one read used and what was cut, in words. */
function noteText(n) {
    const used = `${n.used} of ${(0,format/* plural */.LS)(n.planned, 'planned request')}`;
    if (n.stop === 'failed')
        return `${used}; could not be read: ${(0,sanitize/* inlineText */.ln)(n.error, 300)}`;
    if (n.stop === 'skipped')
        return 'not read: the analytics budget left no request for it.';
    const rows = `${(0,format/* formatCount */.B4)(n.rows)} ${ROW_WORDS[n.read]}`;
    if (n.stop === 'found')
        return `${used}, ${rows}: enough for every listed page.`;
    if (!n.more)
        return `${used}, ${rows}: all there were.`;
    return `${used}, ${rows}; ${CUT_WORDS[n.read]}`;
}
/** What a row of each read is. */
const ROW_WORDS = {
    views: 'pages, most viewed first',
    votes: 'pages, most feedback first',
    assistant: 'conversations, newest first',
    searches: 'terms, most searched first',
    comments: 'feedback entries, newest first',
};
/** What a cut read left out. */
const CUT_WORDS = {
    views: 'less viewed pages were not read: their votes rank without views.',
    votes: 'more pages have feedback, and the API returns at most 100 per request with no way to page.',
    assistant: 'older conversations are not counted.',
    searches: 'less searched terms were not read.',
    comments: 'older feedback was not read, so a page may show fewer comments than it has.',
};
function capital(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./src/modes/health/site-read.ts
/**
 * One read of the site's analytics for `mode: health`: the shared list reader within the read's
 * planned allowance and the run's budget, one log line on how it went, and the note the report
 * shows. A bad reply never throws here; the runner decides what a failed read means.
 */




/** Reads one list and says how it went. Only cancellation propagates. */
async function readSite(analytics, options) {
    const result = await (0,shared_analytics/* readSignalList */.bT)(analytics, {
        allowance: options.allowance,
        ...(options.paging ? { paging: options.paging } : {}),
        fetch: options.fetch,
        absorb: options.absorb,
        enough: options.enough ?? (() => false),
    });
    const failed = result.stop === 'failed';
    const note = {
        read: options.read,
        planned: options.allowance,
        used: result.requests,
        stop: result.stop,
        rows: failed ? 0 : options.rows(),
        more: !failed && (options.more?.() ?? result.stop === 'cut'),
        ...(result.error !== undefined ? { error: result.error } : {}),
        ...(result.failure === 'timeout' ? { timedOut: true } : {}),
    };
    logNote(note, options.unit);
    return note;
}
/** The step's one line on a read. */
function logNote(note, [one, many]) {
    const name = READ_NAMES[note.read];
    const requests = (0,format/* plural */.LS)(note.used, 'request');
    if (note.stop === 'failed') {
        log/* warning */.$e(`Health report: the ${name} could not be read: ${note.error ?? 'unknown error'}`);
    }
    else if (note.stop === 'skipped') {
        log/* warning */.$e(`Health report: the ${name} were not read: the analytics budget left no request for them.`);
    }
    else {
        const tail = note.more ? '; more exist, the report says so' : '';
        log/* info */.pq(`Health report: read ${(0,format/* plural */.LS)(note.rows, one, many)} of ${name} in ${requests}${tail}.`);
    }
}

;// CONCATENATED MODULE: ./src/modes/health/assistant.ts




/** Unanswered questions per page, as they arrive (newest first). */
class UnansweredCollector {
    pages = new Map();
    seen = new Set();
    get conversations() {
        return this.seen.size;
    }
    /** Takes a page in; returns how many conversations were new. */
    add(page) {
        let fresh = 0;
        for (const c of page.conversations) {
            if (this.seen.has(c.id))
                continue;
            this.seen.add(c.id);
            fresh++;
            if (c.resolutionStatus === 'unanswered')
                for (const p of pagesOf(c))
                    this.count(p, c.query);
        }
        return fresh;
    }
    count(page, query) {
        let t = this.pages.get(page);
        if (!t)
            this.pages.set(page, (t = { count: 0, questions: [], keys: new Set() }));
        t.count++;
        const text = query.replace(/\s+/g, ' ').trim();
        const key = readerKey(text);
        if (text === '' || t.keys.has(key) || t.questions.length >= QUESTIONS_SHOWN)
            return;
        t.keys.add(key);
        t.questions.push(text);
    }
}
/** The page a conversation started on, or else the pages it cites. */
function pagesOf(c) {
    const urls = c.pageUrl ? [c.pageUrl] : c.sources.map((s) => s.url);
    return new Set(urls.filter(Boolean).map((u) => (0,page_path/* normalizePagePath */.i)(u)));
}
/** Reads the unanswered questions per page. Never throws for a bad reply. */
async function readSiteAssistant(analytics, allowance) {
    const collector = new UnansweredCollector();
    const note = await readSite(analytics, {
        read: 'assistant',
        allowance,
        fetch: (client, cursor) => client.listAssistant(analytics.projectId, {
            ...analytics.window,
            limit: shared_analytics/* PAGE_SIZES */.tn.assistant,
            ...(cursor ? { cursor } : {}),
        }),
        absorb: (page) => ({
            rows: page.conversations.length,
            fresh: collector.add(page),
            more: page.hasMore,
            nextCursor: page.nextCursor,
        }),
        rows: () => collector.conversations,
        unit: ['conversation', 'conversations'],
    });
    const data = new Map();
    if (note.stop !== 'failed') {
        for (const [page, t] of collector.pages) {
            data.set(page, { count: t.count, questions: t.questions });
        }
    }
    return { data, note };
}

;// CONCATENATED MODULE: ./src/modes/health/comments.ts




/** Whether an entry says the page (or its code) did not help, with words. */
function complaint(entry) {
    const text = entry.comment?.replace(/\s+/g, ' ').trim();
    if (!text || entry.path === null)
        return undefined;
    if (entry.kind === 'contextual')
        return entry.helpful === false ? text : undefined;
    // Code-snippet reports and agent feedback are complaints by nature; thumbs carry no words.
    return entry.source === 'code_snippet' || entry.source === 'agent' ? text : undefined;
}
/** Reads the newest complaints on `pages`. Never throws for a bad reply. */
async function readSiteComments(analytics, allowance, pages) {
    const wanted = new Set(pages);
    const found = new Map();
    const seen = new Set();
    const note = await readSite(analytics, {
        read: 'comments',
        allowance,
        fetch: (client, cursor) => client.listFeedback(analytics.projectId, {
            ...analytics.window,
            limit: shared_analytics/* PAGE_SIZES */.tn.feedback,
            ...(cursor ? { cursor } : {}),
        }),
        absorb: (page) => {
            const fresh = page.entries.filter((e) => !seen.has(e.id));
            for (const entry of fresh) {
                seen.add(entry.id);
                const text = complaint(entry);
                const path = entry.path === null ? '' : (0,page_path/* normalizePagePath */.i)(entry.path);
                if (text === undefined || !wanted.has(path))
                    continue;
                const kept = found.get(path) ?? { texts: [], keys: new Set() };
                found.set(path, kept);
                if (kept.texts.length >= COMMENTS_SHOWN || kept.keys.has(readerKey(text)))
                    continue;
                kept.keys.add(readerKey(text));
                kept.texts.push(text);
            }
            return {
                rows: page.entries.length,
                fresh: fresh.length,
                more: page.hasMore,
                nextCursor: page.nextCursor,
            };
        },
        enough: () => pages.every((p) => (found.get(p)?.texts.length ?? 0) >= COMMENTS_SHOWN),
        rows: () => seen.size,
        unit: ['entry', 'entries'],
    });
    const data = new Map();
    if (note.stop !== 'failed')
        for (const [page, kept] of found)
            data.set(page, kept.texts);
    return { data, note };
}

// EXTERNAL MODULE: ./src/modes/health/inputs.ts
var inputs = __webpack_require__(10570);
;// CONCATENATED MODULE: ./src/modes/health/history.ts
/**
 * The report's memory: the listed pages in rank order, kept in the issue itself as one hidden
 * line, so the next report can say how each page moved. The pages are the platform's text, so
 * the line carries them base64url-encoded (nothing in it can end the HTML comment). Anyone who
 * may edit the issue may edit the line too: what is read back is checked, used only to compare
 * with the new ranking, and never shown.
 */

const PREFIX = '<!-- mintlify-docs-action:health-ranks:';
const LINE = /^<!-- mintlify-docs-action:health-ranks:([A-Za-z0-9_-]{1,60000}) -->$/m;
/** Longest page path kept. */
const MAX_PATH = 500;
/** The hidden line for `pages` (in rank order). */
function historyLine(pages) {
    const data = Buffer.from(JSON.stringify({ v: 1, pages })).toString('base64url');
    return `${PREFIX}${data} -->`;
}
/** The pages of an earlier report, in rank order; undefined when the body has no readable line. */
function readHistory(body) {
    const data = LINE.exec(body)?.[1];
    if (!data)
        return undefined;
    let parsed;
    try {
        parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
    }
    catch {
        return undefined;
    }
    if (typeof parsed !== 'object' || parsed === null)
        return undefined;
    const { v, pages } = parsed;
    if (v !== 1 || !Array.isArray(pages))
        return undefined;
    if (pages.length > inputs/* MAX_HEALTH_TOP */.e)
        return undefined;
    const ok = pages.every((p) => typeof p === 'string' && p.length > 0 && p.length <= MAX_PATH);
    return ok ? pages : undefined;
}

// EXTERNAL MODULE: ./src/util/abort.ts
var abort = __webpack_require__(42334);
;// CONCATENATED MODULE: ./src/modes/health/issue.ts
/**
 * The GitHub side of `mode: health`, in the mode's words: who the token writes as, our issue
 * (found before any analytics request, so a token that cannot read issues costs no budget), and
 * the write, with a 403 that names the permission to add.
 */





/** What the fix of a refused issue request is. */
const PERMISSION_HINT = 'the token needs `issues: write`. Add `permissions: issues: write` to the job (and keep `github-token` at its default, `${{ github.token }}`).';
/** Our issue of this project's report (newest, open or closed), or why it cannot be looked for. */
async function findHealthIssue(ctx, octokit, label) {
    const { inputs } = ctx;
    const signal = (0,abort/* withDeadline */.NE)(ctx.signal, ctx.deadline);
    try {
        const identity = await (0,sticky_comment/* readTokenIdentity */.sb)(octokit, signal);
        if (!identity) {
            return {
                outcome: 'failure',
                message: 'Could not tell which account the `github-token` writes as (GraphQL `viewer` unreadable), so no issue can be proven ours: none was written or edited. Check that the GitHub API is reachable and the token is valid.',
            };
        }
        log/* info */.pq(`Looking for the docs-health issue labelled "${label}" opened by ${identity.login}…`);
        const issue = await findReportIssue(octokit, {
            owner: inputs.runner.owner,
            repo: inputs.runner.repo,
            key: inputs.projectId,
            label,
            identity,
            signal,
        });
        log/* info */.pq(issue
            ? `Found the issue #${issue.number} (${issue.state}).`
            : 'No docs-health issue of ours yet: this run opens one.');
        return { issue };
    }
    catch (err) {
        return githubStop(ctx, err, "list the repository's issues to find the docs-health issue");
    }
}
/** Creates or edits the issue; a refusal or a failure ends the step with the reason. */
async function writeHealthIssue(ctx, octokit, current, write) {
    const { runner } = ctx.inputs;
    try {
        return await writeReportIssue(octokit, {
            owner: runner.owner,
            repo: runner.repo,
            ...write,
            signal: (0,abort/* withDeadline */.NE)(ctx.signal, ctx.deadline),
        }, current);
    }
    catch (err) {
        const what = current?.state === 'open' ? `edit the issue #${current.number}` : 'open the issue';
        return githubStop(ctx, err, `${what} (the docs-health report)`);
    }
}
/** A GitHub error as the step's end: permission, time, or what GitHub said. */
function githubStop(ctx, err, what) {
    if (ctx.signal.aborted)
        throw ctx.signal.reason;
    const status = (0,github_octokit/* statusOf */.c2)(err);
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
        return { outcome: 'timeout', message: `Timed out trying to ${what} (the \`timeout\` input).` };
    }
    if (status === 403 || status === 401) {
        return {
            outcome: 'failure',
            message: `Could not ${what} (HTTP ${status}): ${status === 401 ? 'the token was refused: check `github-token`.' : PERMISSION_HINT} GitHub said: ${(0,github_octokit/* githubErrorText */.fw)(err)}`,
        };
    }
    return { outcome: 'failure', message: `Could not ${what}: ${(0,github_octokit/* githubErrorText */.fw)(err)}` };
}

;// CONCATENATED MODULE: ./src/modes/health/plan.ts
/**
 * The analytics budget plan of `mode: health`, made before any read. The platform allows 100
 * analytics requests per organization per hour, shared with every other workflow (the PR feedback
 * reports among them), so the weekly report takes a small, fixed share: each read has a cap, and
 * the reads are served in the order the ranking needs them (views and votes first: without them
 * nothing ranks). What a read did not get is said in the report.
 */


/**
 * Most requests each read may make: views 4 × 250 (the 1,000 most read pages: a page further
 * down is read too little to lead the list); votes 1 (feedback by page has no paging: one reply
 * of the 100 pages with the most feedback); assistant 2 × 1,000 conversations; searches 3 × 100
 * terms (most searched first); comments 3 × 100 feedback entries (newest first), only when a
 * listed page has a not-helpful vote.
 */
const HEALTH_CAPS = {
    views: 4,
    votes: 1,
    assistant: 2,
    searches: 3,
    comments: 3,
};
/**
 * Gives each read its cap, in {@link HEALTH_READS} order, while `budgetRemaining` lasts: a read
 * later in the order gets what is left, down to nothing.
 */
function planHealth(budgetRemaining) {
    let left = Math.max(0, budgetRemaining);
    const plan = {
        views: 0,
        votes: 0,
        assistant: 0,
        searches: 0,
        comments: 0,
    };
    for (const read of HEALTH_READS) {
        plan[read] = Math.min(HEALTH_CAPS[read], left);
        left -= plan[read];
    }
    return plan;
}
/** The plan in one log line. */
function describePlan(plan, limit) {
    const parts = HEALTH_READS.map((read) => `${plan[read]} for ${READ_NAMES[read]}`);
    return `Analytics budget (${limit} requests per hour, shared by the organization): up to ${parts.join(', ')}.`;
}

;// CONCATENATED MODULE: ./src/modes/health/ranking.ts

/**
 * Votes added to every page's count before the share is taken, so a page with one thumbs-down
 * does not read as 100% not helpful.
 */
const VOTE_PRIOR = 5;
/** Views per unit of "per 1,000 views". */
const PER_VIEWS = 1_000;
/** The formula, as the report states it (one line). */
const FORMULA = `score = views × (not-helpful share + (unanswered questions + code-snippet reports) per ` +
    `1,000 views), where not-helpful share = 👎 ÷ (👍 + 👎 + ${VOTE_PRIOR})`;
/** z of a two-sided 95 % interval. */
const Z95 = 1.96;
const NO_VOTES = { up: 0, down: 0, code: 0 };
const NO_QUESTIONS = { count: 0, questions: [] };
/** The score of one page (see {@link FORMULA}); `views` undefined counts as 0. */
function scoreOf(views, votes, unanswered) {
    const share = votes.down / (votes.up + votes.down + VOTE_PRIOR);
    // views × (share + (unanswered + code) per 1,000 views), written so that 0 views is defined.
    return (views ?? 0) * share + PER_VIEWS * (unanswered + votes.code);
}
/**
 * The lower bound of the Wilson score interval (95 %) of `k` events in `n` trials: the smallest
 * share the votes are still consistent with. Undefined when `n` is 0.
 */
function wilsonLower(k, n) {
    if (n <= 0)
        return undefined;
    const p = k / n;
    const z2 = Z95 * Z95;
    const centre = p + z2 / (2 * n);
    const spread = Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
    return Math.max(0, (centre - spread) / (1 + z2 / n));
}
/** Above this many events, the Poisson bound comes from Wilson–Hilferty's approximation. */
const EXACT_POISSON = 100;
/**
 * The lower bound of the exact (Garwood) 95 % interval of a Poisson mean from `k` events: the
 * smallest mean under which `k` or more events still happen 2.5 % of the time. 0 when `k` is 0.
 */
function poissonLower(k) {
    if (k <= 0)
        return 0;
    if (k > EXACT_POISSON) {
        return k * (1 - 1 / (9 * k) - Z95 / (3 * Math.sqrt(k))) ** 3;
    }
    // P(X < k | mean) falls as the mean grows: bisect for where it is 97.5 %.
    const below = (mean) => {
        let term = Math.exp(-mean);
        let sum = term;
        for (let i = 1; i < k; i++) {
            term *= mean / i;
            sum += term;
        }
        return sum;
    };
    let lo = 0;
    let hi = k;
    for (let i = 0; i < 60; i++) {
        const mid = (lo + hi) / 2;
        if (below(mid) > 0.975)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}
/** The site's not-helpful share and its rate of unanswered questions + code reports. */
function siteNorm(reads) {
    let up = 0;
    let down = 0;
    let code = 0;
    for (const v of reads.votes.data.values()) {
        up += v.up;
        down += v.down;
        code += v.code;
    }
    let asked = 0;
    for (const q of reads.assistant.data.values())
        asked += q.count;
    let views = 0;
    for (const n of reads.views.data.values())
        views += n;
    return {
        notHelpful: up + down > 0 ? down / (up + down) : undefined,
        perThousand: views > 0 ? (PER_VIEWS * (asked + code)) / views : undefined,
    };
}
/** What of a page is beyond the site's norm (nothing: an empty object). */
function listedFor(norm, votes, troubles, views) {
    const out = {};
    const lower = wilsonLower(votes.down, votes.up + votes.down);
    if (lower !== undefined && norm.notHelpful !== undefined && lower > norm.notHelpful) {
        out.notHelpful = { lower, site: norm.notHelpful };
    }
    // A page the views read did not reach has at most the views of the least viewed page read.
    const seen = views.count ?? views.fewest;
    if (troubles > 0 && norm.perThousand !== undefined && seen !== undefined) {
        const per = PER_VIEWS / Math.max(seen, 1);
        const lower = poissonLower(troubles) * per;
        if (lower > norm.perThousand) {
            const atLeast = views.count === undefined;
            out.perThousand = { rate: troubles * per, lower, site: norm.perThousand, atLeast };
        }
    }
    return out;
}
/**
 * The pages with trouble beyond the site's norm, worst first: by score, then by views, then by
 * path. Pages come from all three reads (a page can have votes but fall outside the views read).
 */
function rankPages(reads) {
    const views = reads.views.data;
    const votes = reads.votes.data;
    const asked = reads.assistant.data;
    const norm = siteNorm(reads);
    let fewest;
    for (const n of views.values())
        fewest = Math.min(n, fewest ?? n);
    const pages = new Set([...votes.keys(), ...asked.keys()]);
    const scored = [...pages].map((page) => {
        const v = votes.get(page) ?? NO_VOTES;
        const q = asked.get(page) ?? NO_QUESTIONS;
        const count = views.get(page);
        return {
            page,
            views: count,
            votes: v,
            notHelpful: v.down / (v.up + v.down + VOTE_PRIOR),
            unanswered: q,
            score: scoreOf(count, v, q.count),
            listedFor: listedFor(norm, v, q.count + v.code, { count, fewest }),
        };
    });
    return scored
        .filter((p) => p.listedFor.notHelpful !== undefined || p.listedFor.perThousand !== undefined)
        .sort((a, b) => b.score - a.score ||
        (b.views ?? 0) - (a.views ?? 0) ||
        (a.page < b.page ? -1 : a.page > b.page ? 1 : 0))
        .map((p, i) => ({ ...p, rank: i + 1 }));
}
/** Words too common in page paths and searches to tie one to the other. */
const GENERIC = new Set('the and for how what with from into api docs doc page guide guides reference introduction index overview get use using'.split(' '));
/** The words of a path or a term that can tie them: 3+ letters, lower case, plural folded. */
function words(text) {
    const out = new Set();
    for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
        const word = raw.length > 3 && raw.endsWith('s') ? raw.slice(0, -1) : raw;
        if (word.length >= 3 && !GENERIC.has(word))
            out.add(word);
    }
    return out;
}
/**
 * Zero-click terms that probably belong to a listed page: a term goes to the listed page whose
 * path shares the most words with it (the higher-ranked page on a tie), and to none when no
 * word is shared. At most {@link TERMS_SHOWN} per page, most searched first. A guess, so the
 * report shows the terms and the score leaves them out.
 */
function matchSearches(pages, terms) {
    const pageWords = pages.map((p) => ({ page: p.page, words: words(p.page) }));
    const out = new Map();
    for (const term of terms) {
        const mine = words(term.term);
        let best;
        for (const p of pageWords) {
            const shared = [...mine].filter((w) => p.words.has(w)).length;
            if (shared > 0 && shared > (best?.shared ?? 0))
                best = { page: p.page, shared };
        }
        if (!best)
            continue;
        const list = out.get(best.page) ?? [];
        if (list.length < TERMS_SHOWN)
            list.push(term);
        out.set(best.page, list);
    }
    return out;
}
/** Each listed page's move since the `previous` list (pages in rank order). */
function rankChanges(pages, previous) {
    const before = new Map(previous.map((page, i) => [page, i + 1]));
    const out = new Map();
    for (const p of pages) {
        const was = before.get(p.page);
        if (was === undefined)
            out.set(p.page, { kind: 'new' });
        else if (was === p.rank)
            out.set(p.page, { kind: 'same' });
        else
            out.set(p.page, { kind: was > p.rank ? 'up' : 'down', by: Math.abs(was - p.rank) });
    }
    return out;
}

// EXTERNAL MODULE: ./src/util/fit.ts
var fit = __webpack_require__(76579);
// EXTERNAL MODULE: ./src/util/personal-data.ts
var personal_data = __webpack_require__(70251);
// EXTERNAL MODULE: ./src/util/reader-text.ts + 3 modules
var reader_text = __webpack_require__(3163);
;// CONCATENATED MODULE: ./src/modes/health/reader-report.ts
/**
 * The one door through which reader text (feedback comments, assistant questions, search terms)
 * reaches the health report. Everything a reader typed is untrusted and personal: it loses the
 * credentials readers paste (src/util/reader-text.ts), its contact details
 * (src/util/personal-data.ts) and is neutralized for markdown (no HTML, no
 * link, no mention or reference, one line: src/util/sanitize.ts) here, and nowhere else, so one
 * function decides what a stranger's words may become in our issue.
 */



/** Longest quote of reader text, in characters. */
const QUOTE_CHARS = 200;
/**
 * Reader text fit to quote inline: pasted credentials and contact details removed (before the cut,
 * so no half of a key survives it), markdown neutralized, cut to `max`.
 */
function readerText(text, max = QUOTE_CHARS) {
    return (0,sanitize/* inlineText */.ln)((0,personal_data/* redactContactDetails */.yT)((0,reader_text/* scrubReaderText */.gz)(text).text), max);
}

;// CONCATENATED MODULE: ./src/modes/health/report.ts
/**
 * The docs-health report: the issue body (the pages to fix next, worst first, each with what
 * readers said and asked) and the job summary (the same table, a link to the issue, how it was
 * read). Pure: data in, markdown out.
 *
 * Page paths come from the platform and go through src/util/sanitize.ts; everything a reader
 * typed goes through `readerText` (reader-report.ts) and nothing else. No line starts with outside
 * text, so none can become a heading, a list, a quote or a slash command.
 */






/**
 * The rule that lists a page (ranking.ts `rankPages` applies it), as the report, action.yml and
 * docs/health.md state it: trouble beyond the site's own norm.
 */
const LISTING_RULE = "a page is listed only for trouble beyond the site's own norm: the 95% lower bound (Wilson) of " +
    "its not-helpful share above the site's not-helpful share, or the 95% lower bound (Poisson) of " +
    "its unanswered questions + code-snippet reports per 1,000 views above the site's rate";
/**
 * The issue body's content (the part that decides whether the issue changed), without the
 * hidden ranks line the runner adds (history.ts).
 */
function renderHealthIssue(report) {
    const head = [
        '## Docs health: the pages to fix next',
        intro(report),
        `<sub>${capitalized(LISTING_RULE)}. Listed pages are ranked by ${(0,sanitize/* inlineCode */.ti)(report.formula, 400)}. Zero-click search terms are matched to pages by their words: shown, not scored.</sub>`,
        report.pages.length > 0 ? table(report) : emptyLine(),
    ];
    const notes = readNotes(report.notes, report.budget);
    // Page sections as long as they fit: the table lists every page whatever happens, and the
    // notes close the body, so the guard never has to cut it mid-way.
    const all = report.pages.map((page) => pageSection(report, page));
    const shown = (0,fit/* sectionsThatFit */.dD)(all, SECTIONS_BUDGET - head.join('\n\n').length - notes.length);
    const sections = all.slice(0, shown);
    const cut = report.pages[shown];
    if (cut) {
        sections.push(`Pages ${cut.rank} to ${report.pages.length} are in the table only: their details would take the issue past GitHub's limit of ${(0,format/* formatCount */.B4)(guard/* LIMITS */.b1.issueBody)} characters.`);
    }
    return `${[...head, ...sections, notes].join('\n\n')}\n`;
}
/**
 * Characters the issue's report may take: GitHub's limit less room for the marker, the digest,
 * the hidden ranks line (up to 50 paths) and the footer.
 */
const SECTIONS_BUDGET = guard/* LIMITS */.b1.issueBody - 5_536;
/** The job summary: the same table, the issue's link (or why there is none), how it was read. */
function renderHealthSummary(report, issue) {
    const link = 'error' in issue
        ? `> [!WARNING]\n> The issue was not written: ${(0,sanitize/* inlineText */.ln)(issue.error, 600)}`
        : `Issue: [#${issue.number}](${issue.url}) (kept current by this workflow).`;
    const parts = [
        `## Docs health · ${(0,sanitize/* inlineCode */.ti)(report.projectId, 100)}`,
        link,
        intro(report),
        report.pages.length > 0 ? table(report) : emptyLine(),
        `<sub>${capitalized(LISTING_RULE)}. Listed pages are ranked by ${(0,sanitize/* inlineCode */.ti)(report.formula, 400)}.</sub>`,
        readNotes(report.notes, report.budget),
    ];
    return `${parts.join('\n\n')}\n`;
}
/** Project, window and how many pages are listed. */
function intro(report) {
    const window = `${day(report.dateFrom)} → ${report.dateTo ? day(report.dateTo) : 'now'}`;
    const listed = report.ranked > report.pages.length
        ? `the ${report.pages.length} worst of ${(0,format/* plural */.LS)(report.ranked, 'page')} with trouble beyond the site's norm`
        : (0,format/* plural */.LS)(report.pages.length, 'page') + " with trouble beyond the site's norm";
    return `Project ${(0,sanitize/* inlineCode */.ti)(report.projectId, 100)} · readers of ${window} · ${listed}, out of ${(0,format/* plural */.LS)(report.pagesRead, 'page')} with views read.`;
}
/** `2024-05-01` of an ISO date or date-time. */
function day(date) {
    return (0,sanitize/* inlineCode */.ti)(/^\d{4}-\d{2}-\d{2}/.exec(date)?.[0] ?? date, 40);
}
function emptyLine() {
    return "No page shows trouble beyond the site's norm in this window: no page's not-helpful votes, unanswered questions or code-snippet reports stand out from the rest of the site.";
}
/** `Why text` with a capital first letter. */
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/** The ranking table; the last column only when an earlier report was read back. */
function table(report) {
    const moves = report.changes;
    const head = [
        '#',
        'Page',
        'Views',
        'Helpful',
        'Unanswered',
        'Code reports',
        'Score',
        'Listed for',
    ];
    if (moves)
        head.push('Since last report');
    const rows = report.pages.map((p) => {
        const cells = [
            String(p.rank),
            (0,sanitize/* tableCell */.xR)(p.page, 120),
            p.views === undefined ? '—' : (0,format/* formatCount */.B4)(p.views),
            helpful(p),
            (0,format/* formatCount */.B4)(p.unanswered.count),
            (0,format/* formatCount */.B4)(p.votes.code),
            (0,format/* formatCount */.B4)(Math.round(p.score)),
            listedShort(p.listedFor),
        ];
        if (moves)
            cells.push(move(moves.get(p.page)));
        return `| ${cells.join(' | ')} |`;
    });
    const align = head.map((_, i) => (i === 0 || (i >= 2 && i !== 3 && i < 7) ? '---:' : '---'));
    return [`| ${head.join(' | ')} |`, `| ${align.join(' | ')} |`, ...rows].join('\n');
}
/** `10% of 100 votes`, or `no votes`. */
function helpful(p) {
    const votes = p.votes.up + p.votes.down;
    if (votes === 0)
        return 'no votes';
    return `${Math.round((100 * p.votes.up) / votes)}% of ${(0,format/* plural */.LS)(votes, 'vote')}`;
}
/** A share as a percentage: one decimal under 10%. */
function percent(share) {
    const value = 100 * share;
    return `${value < 10 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value))}%`;
}
/** A rate per 1,000 views: two significant digits under 10 (`0.0064`, `2.4`), whole above. */
function rate(value) {
    return value < 10 ? String(Number(value.toPrecision(2))) : (0,format/* formatCount */.B4)(Math.round(value));
}
/** The table's "Listed for" cell: `👎 ≥ 31% (site 12%); ❓ ≥ 0.35 per 1k views (site 0.0064)`. */
function listedShort(why) {
    const parts = [];
    if (why.notHelpful) {
        parts.push(`👎 ≥ ${percent(why.notHelpful.lower)} (site ${percent(why.notHelpful.site)})`);
    }
    if (why.perThousand) {
        const { lower, site } = why.perThousand;
        parts.push(`❓ ≥ ${rate(lower)} per 1k views (site ${rate(site)})`);
    }
    return parts.join('; ');
}
/** The page section's line that says why the page is listed. */
function listedLine(why) {
    const parts = [];
    if (why.notHelpful) {
        parts.push(`at least ${percent(why.notHelpful.lower)} of its votes say not helpful (95% lower bound), above the site's ${percent(why.notHelpful.site)}`);
    }
    if (why.perThousand) {
        const { rate: r, lower, site, atLeast } = why.perThousand;
        const counted = atLeast
            ? `at least ${rate(r)} (its views were not read: fewer than any page read)`
            : rate(r);
        parts.push(`its unanswered questions and code-snippet reports come to ${counted} per 1,000 views, at least ${rate(lower)} (95% lower bound), above the site's ${rate(site)}`);
    }
    return `Listed because ${parts.join('; and ')}.`;
}
/** `▲ 2`, `▼ 1`, `=`, `new`. */
function move(change) {
    if (!change || change.kind === 'new')
        return 'new';
    if (change.kind === 'same')
        return '=';
    return `${change.kind === 'up' ? '▲' : '▼'} ${change.by}`;
}
/** One listed page: its numbers, then what readers asked, said and searched. */
function pageSection(report, p) {
    const moved = report.changes ? ` (${move(report.changes.get(p.page))})` : '';
    const numbers = [
        p.views === undefined ? 'views not read' : (0,format/* plural */.LS)(p.views, 'view'),
        `helpful: ${helpful(p)} (${(0,format/* formatCount */.B4)(p.votes.up)} 👍, ${(0,format/* formatCount */.B4)(p.votes.down)} 👎)`,
        (0,format/* plural */.LS)(p.votes.code, 'code-snippet report'),
        (0,format/* plural */.LS)(p.unanswered.count, 'unanswered question'),
        `score ${(0,format/* formatCount */.B4)(Math.round(p.score))}`,
    ].join(' · ');
    const lines = [
        `### ${p.rank}. ${(0,sanitize/* inlineText */.ln)(p.page, 160)}${moved}`,
        '',
        numbers,
        '',
        listedLine(p.listedFor),
        '',
    ];
    const asked = p.unanswered.questions.map((q) => `“${readerText(q)}”`);
    if (asked.length > 0)
        lines.push(`- Asked the assistant, unanswered: ${asked.join(' · ')}`);
    const said = (report.comments.get(p.page) ?? []).map((c) => `“${readerText(c)}”`);
    if (said.length > 0)
        lines.push(`- Said when it did not help: ${said.join(' · ')}`);
    const searched = (report.searches.get(p.page) ?? []).map((t) => `“${readerText(t.term, 80)}” (${(0,format/* plural */.LS)(t.hits, 'search', 'searches')})`);
    if (searched.length > 0) {
        lines.push(`- Searched, nothing clicked (probably this page): ${searched.join(' · ')}`);
    }
    return lines.join('\n').trimEnd();
}

;// CONCATENATED MODULE: ./src/modes/health/searches.ts



/** Reads the terms searched without a click. Never throws for a bad reply. */
async function readSiteSearches(analytics, allowance) {
    const terms = [];
    const seen = new Set();
    const note = await readSite(analytics, {
        read: 'searches',
        allowance,
        fetch: (client, cursor) => client.listSearches(analytics.projectId, {
            ...analytics.window,
            limit: shared_analytics/* PAGE_SIZES */.tn.searches,
            ...(cursor ? { cursor } : {}),
        }),
        absorb: (page) => {
            let fresh = 0;
            for (const row of page.searches) {
                const key = readerKey(row.searchQuery);
                if (seen.has(key))
                    continue;
                seen.add(key);
                fresh++;
                if (row.ctr === 0 && row.hits > 0)
                    terms.push({ term: row.searchQuery, hits: row.hits });
            }
            return {
                rows: page.searches.length,
                fresh,
                more: page.nextCursor !== null,
                nextCursor: page.nextCursor,
            };
        },
        rows: () => seen.size,
        unit: ['term', 'terms'],
    });
    return { data: note.stop === 'failed' ? [] : terms, note };
}

;// CONCATENATED MODULE: ./src/modes/health/views.ts
/**
 * The page views read of `mode: health`: the views list, most viewed first, 250 rows a request
 * within the plan, summed per page by the path rules every report uses. Human views only: the
 * report ranks by readers reached, and AI bot traffic reaches none.
 */



/** Reads human views per page. Never throws for a bad reply. */
async function readSiteViews(analytics, allowance) {
    const views = new Map();
    // Raw paths seen: a reply that repeats rows instead of moving on adds nothing twice.
    const seen = new Set();
    const note = await readSite(analytics, {
        read: 'views',
        allowance,
        paging: { kind: 'offset', size: shared_analytics/* PAGE_SIZES */.tn.views },
        fetch: (client, _cursor, at) => client.listViews(analytics.projectId, {
            ...analytics.window,
            limit: shared_analytics/* PAGE_SIZES */.tn.views,
            offset: at.offset,
        }),
        absorb: (page) => {
            let fresh = 0;
            for (const row of page.views) {
                if (seen.has(row.path))
                    continue;
                seen.add(row.path);
                fresh++;
                const path = (0,page_path/* normalizePagePath */.i)(row.path);
                views.set(path, (views.get(path) ?? 0) + row.human);
            }
            return { rows: page.views.length, fresh, more: page.hasMore };
        },
        rows: () => seen.size,
        unit: ['page', 'pages'],
    });
    return { data: views, note };
}

;// CONCATENATED MODULE: ./src/modes/health/votes.ts
/**
 * The votes read of `mode: health`: feedback by page, one request (the contract offers no way to
 * page it) for the 100 pages with the most feedback: helpful and not-helpful votes and
 * code-snippet reports per page.
 */



/** Reads the votes per page. Never throws for a bad reply. */
async function readSiteVotes(analytics, allowance) {
    const votes = new Map();
    let rows = 0;
    let more = false;
    const note = await readSite(analytics, {
        read: 'votes',
        allowance,
        fetch: (client) => client.listFeedbackByPage(analytics.projectId, {
            ...analytics.window,
            limit: shared_analytics/* PAGE_SIZES */.tn.feedbackByPage,
        }),
        absorb: (reply) => {
            more = reply.hasMore;
            rows = reply.pages.length;
            for (const row of reply.pages) {
                const path = (0,page_path/* normalizePagePath */.i)(row.path);
                const had = votes.get(path) ?? { up: 0, down: 0, code: 0 };
                votes.set(path, {
                    up: had.up + row.thumbsUp,
                    down: had.down + row.thumbsDown,
                    code: had.code + row.code,
                });
            }
            // One reply is all there is: nothing to follow.
            return { rows: reply.pages.length, fresh: reply.pages.length, more: false };
        },
        rows: () => rows,
        unit: ['page', 'pages'],
        more: () => more,
    });
    return { data: votes, note };
}

;// CONCATENATED MODULE: ./src/modes/health/run.ts
/**
 * `mode: health`: a standing list of the docs pages to fix next. Finds our issue first, reads the
 * site's analytics within a small planned share of the hourly budget (views, votes, unanswered
 * questions, unclicked searches, then the comments of the listed pages), ranks the pages by
 * readers reached × trouble, and keeps one issue current with the result; the job summary shows
 * the same table and links the issue.
 */




















/** Runs `mode: health`. */
const runHealth = async (ctx) => {
    const { inputs } = ctx;
    const octokit = (0,github_octokit/* createOctokit */.Qi)(inputs.githubToken, inputs.runner, { deadline: ctx.deadline });
    const title = (0,guard/* issueTitle */.al)(inputs.issueTitle);
    const label = (0,guard/* issueLabel */.cC)(inputs.issueLabel);
    // 1. Our issue first: a token that may not read issues stops the run before any analytics.
    const found = await findHealthIssue(ctx, octokit, label);
    if ('outcome' in found)
        return stopWith(inputs, found);
    // 2. The site's reads, within the plan; without views or votes nothing ranks.
    const budget = new platform/* RequestBudget */.bK(constants/* ANALYTICS_REQUESTS_PER_HOUR */.tI);
    const plan = planHealth(budget.remaining);
    log/* info */.pq(describePlan(plan, budget.limit));
    const report = await (0,shared_analytics/* withAnalytics */.Jh)(ctx, budget, async (analytics) => {
        const reads = await readSiteSignals(analytics, plan);
        const missing = [reads.views.note, reads.votes.note].find((n) => n.stop === 'failed');
        if (missing) {
            const why = `The ${READ_NAMES[missing.read]} could not be read, so no page can be ranked and the issue was left as it was: ${missing.error ?? 'unknown error'}`;
            return { outcome: missing.timedOut ? 'timeout' : 'failure', message: why };
        }
        // 3. Rank, then the words of the listed pages.
        return buildReport(ctx, analytics, { plan, reads, previous: found.issue });
    });
    if ('outcome' in report)
        return stopWith(inputs, report);
    // 4. The issue, then the summary that links it.
    const footer = runFooter(inputs);
    // The hidden ranks line is content (the same ranking twice is no change), and comes first.
    const content = `${historyLine(report.pages.map((p) => p.page))}\n${renderHealthIssue(report)}`;
    const body = buildIssueBody(inputs.projectId, content, footer);
    const written = await writeHealthIssue(ctx, octokit, found.issue, { title, label, body });
    if ('outcome' in written) {
        await (0,job_summary/* writeJobSummary */.j7)((0,guard/* summaryText */.g5)(renderHealthSummary(report, { error: written.message })));
        return written;
    }
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.IssueNumber, String(written.number));
    (0,guard/* setOutput */.uH)(constants/* Output */.k7.IssueUrl, written.url);
    log/* info */.pq(`Docs health issue #${written.number} (${written.action}): ${written.url}`);
    await (0,job_summary/* writeJobSummary */.j7)((0,guard/* summaryText */.g5)(renderHealthSummary(report, written)));
    return { outcome: 'success' };
};
/** Views, votes, unanswered questions and unclicked searches, one read after the other. */
async function readSiteSignals(analytics, plan) {
    const views = await readSiteViews(analytics, plan.views);
    const votes = await readSiteVotes(analytics, plan.votes);
    const assistant = await readSiteAssistant(analytics, plan.assistant);
    const searches = await readSiteSearches(analytics, plan.searches);
    return { views, votes, assistant, searches };
}
/** Ranks the pages, reads the comments of the listed ones, and puts the report together. */
async function buildReport(ctx, analytics, { plan, reads, previous }) {
    const { inputs } = ctx;
    const { budget } = analytics;
    const ranked = rankPages(reads);
    const pages = ranked.slice(0, inputs.top);
    const notes = [
        reads.views.note,
        reads.votes.note,
        reads.assistant.note,
        reads.searches.note,
    ];
    // Comments are read only for listed pages that readers found wanting: the list has no page
    // filter, so each request is spent on the newest entries of the whole site.
    const complained = pages.filter((p) => p.votes.down > 0 || p.votes.code > 0).map((p) => p.page);
    const comments = complained.length > 0
        ? await readSiteComments(analytics, plan.comments, complained)
        : undefined;
    if (comments)
        notes.push(comments.note);
    const history = previous ? readHistory(previous.body) : undefined;
    return {
        projectId: inputs.projectId,
        dateFrom: inputs.dateFrom,
        dateTo: inputs.dateTo,
        top: inputs.top,
        pages,
        ranked: ranked.length,
        pagesRead: reads.views.data.size,
        searches: matchSearches(pages, reads.searches.data),
        comments: comments?.data ?? new Map(),
        changes: history ? rankChanges(pages, history) : undefined,
        notes,
        budget: { used: budget.used, limit: budget.limit },
        formula: FORMULA,
    };
}
/** The run-specific line under the report (not part of what decides an edit). */
function runFooter(inputs) {
    const url = (0,job_summary/* jobSummaryUrl */.rj)(inputs.runner);
    const run = url ? `[this workflow run](${url})` : 'a workflow run';
    return `<sub>Kept current by the \`mode: health\` step of mintlify-docs-action; last written by ${run}.</sub>`;
}
/** Ends the step before the issue: a short summary says why. */
async function stopWith(inputs, stop) {
    await (0,job_summary/* writeJobSummary */.j7)((0,guard/* summaryText */.g5)(`## Docs health · ${(0,sanitize/* inlineCode */.ti)(inputs.projectId, 100)}\n\n> [!CAUTION]\n> ${(0,sanitize/* inlineText */.ln)(stop.message, 2_000)}\n`));
    return stop;
}


/***/ }),

/***/ 42334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eu: () => (/* binding */ untilAborted),
/* harmony export */   NE: () => (/* binding */ withDeadline),
/* harmony export */   kc: () => (/* binding */ errorText)
/* harmony export */ });
/** Small helpers for cancellation and error text, shared by the modes and publishers. */
/**
 * Waits for `promise`, or rejects with the signal's reason as soon as it aborts: for library calls
 * (the artifact client, stream ends) that take no signal of their own.
 */
function untilAborted(promise, signal) {
    if (signal.aborted)
        return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then((value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
        }, (err) => {
            signal.removeEventListener('abort', onAbort);
            reject(err);
        });
    });
}
/** An error's message, or the thrown value as text. */
function errorText(err) {
    return err instanceof Error ? err.message : String(err);
}
/** Each signal {@link withDeadline} made → its timeout signal, held while the signal lives. */
const timeouts = new WeakMap();
/**
 * `signal`, plus an abort when `deadline` (epoch ms) passes, with a DOMException named
 * `TimeoutError` as its reason: how requests are bounded by the step's deadline. The timeout
 * signal is held by the one returned: `AbortSignal.any` holds its sources weakly, and on Node 20
 * a collected `AbortSignal.timeout` never fires (a request to a host that never answered waited
 * for ever).
 */
function withDeadline(signal, deadline) {
    const timeout = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
    const combined = AbortSignal.any([signal, timeout]);
    timeouts.set(combined, timeout);
    return combined;
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

//# sourceMappingURL=50.index.js.map