export const id = 97;
export const ids = [97];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qi: () => (/* binding */ createOctokit),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   fw: () => (/* binding */ githubErrorText)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61351);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86856);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25625);
/* harmony import */ var _util_abort_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(42334);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49997);
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
    deadlineGuard(deadline, limits.refuseLateAttempts !== false), _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__/* .throttling */ .A);
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
    const short = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_2__/* .logText */ .k)((0,_util_abort_js__WEBPACK_IMPORTED_MODULE_5__/* .errorText */ .kc)(err), 300);
    return status !== undefined && !short.includes(String(status))
        ? `HTTP ${status}: ${short}`
        : short;
}


/***/ }),

/***/ 7648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CQ: () => (/* binding */ buildStickyBody),
/* harmony export */   MU: () => (/* binding */ isOurs),
/* harmony export */   cu: () => (/* binding */ updateStickyCommentIfPresent),
/* harmony export */   qD: () => (/* binding */ upsertStickyComment),
/* harmony export */   sb: () => (/* binding */ readTokenIdentity)
/* harmony export */ });
/* unused harmony export commentMarker */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _guard_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40578);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25625);
/* harmony import */ var _octokit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6702);
/**
 * One PR comment per report key, kept up to date across runs: found by a hidden marker, updated
 * in place only when its content changed, and de-duplicated when two runs race to create it.
 */




/** The hidden first line that identifies the comment of one kind and `comment-key`. */
function commentMarker(key, kind = 'feedback') {
    return `<!-- mintlify-docs-action:${kind}:${key} -->`;
}
/** Digest line: lets a later run see that the content is unchanged without re-rendering it. */
const DIGEST = /^<!-- digest:([0-9a-f]{16,64}) -->$/m;
/**
 * The comment body, through the guard: marker, digest of `content`, `content`, then `footer`
 * (run-specific lines such as the job summary link, which do not count as a change). The digest
 * is of the scrubbed content, so a new token per run does not count as a change either.
 */
function buildStickyBody(key, content, footer = '', kind = 'feedback') {
    const safe = (0,_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .commentBody */ .I2)(content);
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(safe).digest('hex').slice(0, 32);
    const tail = footer ? `\n${footer}\n` : '';
    return (0,_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .commentBody */ .I2)(`${commentMarker(key, kind)}\n<!-- digest:${digest} -->\n${safe.replace(/\n+$/, '')}\n${tail}`);
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
/** Whether a comment's (or a deployment's) author is the token's own identity. */
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
    const request = signal ? { signal } : {};
    const marker = commentMarker(options.key, options.kind);
    const create = () => octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body, request });
    const identity = options.identity !== undefined ? options.identity : await readTokenIdentity(octokit, signal);
    if (!identity) {
        _log_js__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`Could not tell which account the \`github-token\` writes as (GraphQL \`viewer\` unreadable), so no existing comment on PR #${issueNumber} is edited: a new comment is created instead. Earlier report comments, if any, stay as they are.`);
        const created = await create();
        _log_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Created the PR comment ${created.data.id}.`);
        return {
            id: created.data.id,
            ...(created.data.html_url ? { url: created.data.html_url } : {}),
            action: 'created',
            deleted: [],
        };
    }
    _log_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Looking for the ${options.kind ?? 'feedback'} comment on PR #${issueNumber} written by ${identity.login}…`);
    const existing = await findMarked(octokit, options, marker, identity);
    const current = existing[0];
    if (current)
        return updateUnlessSame(octokit, options, current);
    const created = await create();
    const ownId = created.data.id;
    _log_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Created the PR comment ${ownId}.`);
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
            if ((0,_octokit_js__WEBPACK_IMPORTED_MODULE_3__/* .statusOf */ .c2)(err) !== 404)
                throw err;
        }
    }
    _log_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Another run wrote the same comment at the same time; kept the oldest (${survivor.id})${deleted.length > 0 ? ` and deleted ${deleted.length} newer one(s)` : ''}.`);
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
    _log_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Updated the PR comment ${survivor.id}.`);
    return { id: survivor.id, url: res.data.html_url, action: 'updated', deleted };
}
/**
 * Updates the report's comment only when it exists: for reports that end something (the preview
 * of a closed pull request), where a new comment would be noise. Never creates or deletes one;
 * the same rules as {@link upsertStickyComment} decide which comment is ours (when the identity
 * cannot be read, nothing is touched). With duplicates left by a race, the oldest is updated.
 * Returns undefined when there is no comment of ours.
 */
async function updateStickyCommentIfPresent(octokit, options) {
    const { issueNumber, signal } = options;
    const identity = options.identity !== undefined ? options.identity : await readTokenIdentity(octokit, signal);
    if (!identity) {
        _log_js__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`Could not tell which account the \`github-token\` writes as (GraphQL \`viewer\` unreadable), so the ${options.kind ?? 'feedback'} comment on PR #${issueNumber} is left as it is.`);
        return undefined;
    }
    const current = (await findMarked(octokit, options, commentMarker(options.key, options.kind), identity))[0];
    return current ? updateUnlessSame(octokit, options, current) : undefined;
}
/** Gives our comment `current` the new body, unless its digest says the content is the same. */
async function updateUnlessSame(octokit, options, current) {
    const { owner, repo, body, signal } = options;
    if (sameContent(current.body, body)) {
        _log_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`The PR comment ${current.id} is up to date; not touched.`);
        return { id: current.id, ...urlOf(current), action: 'unchanged', deleted: [] };
    }
    const res = await octokit.rest.issues.updateComment({
        owner,
        repo,
        comment_id: current.id,
        body,
        request: signal ? { signal } : {},
    });
    _log_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Updated the PR comment ${current.id}.`);
    return { id: current.id, url: res.data.html_url, action: 'updated', deleted: [] };
}
/**
 * Every comment of the PR written by `identity` carrying `marker` on its first line, oldest
 * first. Marked comments by anyone else are skipped (and counted in a log line).
 */
async function findMarked(octokit, options, marker, identity) {
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
        _log_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Left ${foreign} comment(s) carrying this report's marker alone: they were not written by ${identity.login}.`);
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


/***/ }),

/***/ 19856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rj: () => (/* binding */ jobSummaryUrl),
  pj: () => (/* binding */ renderFeedbackComment),
  qR: () => (/* binding */ renderFeedbackSummary)
});

// UNUSED EXPORTS: COMMENT_RESERVE, GITHUB_COMMENT_LIMIT, SUMMARY_BYTE_LIMIT, mermaidLabel

// EXTERNAL MODULE: ./src/util/sanitize.ts
var sanitize = __webpack_require__(62701);
// EXTERNAL MODULE: ./src/util/format.ts
var format = __webpack_require__(32693);
;// CONCATENATED MODULE: ./src/report/page-views.ts


/** Rows of the "Most read pages" table; a page among them counts as high-traffic. */
const MOST_READ_ROWS = 10;
/** Helpful / not-helpful votes a page needs before its rate is judged. */
const FLAG_MIN_VOTES = 3;
/** A high-traffic page is flagged when its helpful rate is below this: most votes are negative. */
const FLAG_MAX_HELPFUL_RATE = 0.5;
/** Whether the views can be shown as columns (something was read and nothing failed). */
function hasViewColumns(views) {
    return views !== undefined && views.stop !== 'failed' && views.stop !== 'skipped';
}
/** Header cells the changed-pages table gains. */
const VIEW_HEADERS = ['Human views', 'AI views', 'Share of views'];
/**
 * The views cells of one changed page: human, AI, share of the site's total. A page the full
 * list does not hold has no views in the window; one not reached by a cut read says so.
 */
function viewCells(views, page) {
    const stats = views.pages.get(page);
    if (stats)
        return [
            (0,format/* formatCount */.B4)(stats.human),
            (0,format/* formatCount */.B4)(stats.ai),
            share(stats.total, views.totals?.total ?? 0),
        ];
    if (views.stop === 'cut') {
        return [`not in the ${(0,format/* formatCount */.B4)(views.rowsRead)} most viewed pages read`, '—', '—'];
    }
    return ['no views in the window', '—', '—'];
}
/** Total views of a changed page, for ordering (0 when not read). */
function viewsOf(views, page) {
    return views?.pages.get(page)?.total ?? 0;
}
/** A note under the changed-pages table when the views are partial or missing; else empty. */
function viewsNote(views) {
    if (!views)
        return '';
    switch (views.stop) {
        case 'complete':
        case 'found':
            return '';
        case 'cut':
            return (`> [!NOTE]\n> **Page views were cut short:** ${(0,format/* plural */.LS)(views.requests, 'request')} of up to ` +
                `${(0,format/* formatCount */.B4)(views.pageSize)} pages each (${(0,format/* formatCount */.B4)(views.rowsRead)} pages read) before every changed ` +
                `page was found. The views read may use ${(0,format/* plural */.LS)(views.allowance, 'request')}: what ` +
                `\`max-pages\` leaves of the ${(0,format/* formatCount */.B4)(views.budgetLimit)} analytics requests per hour.`);
        case 'skipped':
            return (`> [!NOTE]\n> **Page views were not read:** no analytics request was left for them. ` +
                `\`max-pages\` is set aside for the feedback read first, out of the ` +
                `${(0,format/* formatCount */.B4)(views.budgetLimit)} analytics requests per hour; lower it to leave room for views.`);
        case 'failed':
            return `> [!NOTE]\n> **Page views could not be read**, so this report shows none: ${(0,sanitize/* inlineText */.ln)(views.error ?? 'unknown error', 400)}`;
    }
}
/**
 * The job summary's "Most read pages" section, with the flag line; why there are none when the
 * read failed or was skipped; empty when views were not asked for.
 */
function mostReadSection(views, aggregate, heading) {
    if (!views)
        return '';
    const out = [`${heading} Most read pages`];
    if (!hasViewColumns(views)) {
        out.push(viewsNote(views));
        return out.join('\n\n');
    }
    const top = topPages(views);
    if (top.length === 0) {
        out.push('No page has views in this period.');
        return out.join('\n\n');
    }
    const feedback = new Map();
    for (const p of aggregate.pagesByTotal)
        feedback.set(p.page, p);
    const total = views.totals?.total ?? 0;
    const rows = top.map((v) => {
        const f = feedback.get(v.page);
        return `| ${(0,sanitize/* tableCell */.xR)(v.page, 100)} | ${(0,format/* formatCount */.B4)(v.total)} | ${(0,format/* formatCount */.B4)(v.human)} | ${(0,format/* formatCount */.B4)(v.ai)} | ${share(v.total, total)} | ${helpfulRate(f)} |`;
    });
    out.push([
        '| Page | Views | Human | AI | Share of views | Helpful rate |',
        '|---|--:|--:|--:|--:|--:|',
        ...rows,
    ].join('\n'));
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
/** The requests part of the views read, for the summary's "Analytics requests" line. */
function viewsRequests(views) {
    const how = {
        complete: 'the whole list',
        found: views.wanted > 0
            ? 'stopped once every changed page was found'
            : 'one page is enough for the most read pages',
        cut: 'cut short before every changed page was found',
        skipped: 'no room left in the budget',
        failed: 'failed',
    };
    return (`${(0,format/* formatCount */.B4)(views.requests)} for page views of up to ${(0,format/* formatCount */.B4)(views.pageSize)} pages each ` +
        `(${how[views.stop]}; up to ${(0,format/* formatCount */.B4)(views.allowance)} planned)`);
}
/** The most viewed pages read, most first (ties by path). */
function topPages(views) {
    return [...views.pages.values()]
        .filter((v) => v.total > 0)
        .sort((a, b) => b.total - a.total || (a.page < b.page ? -1 : a.page > b.page ? 1 : 0))
        .slice(0, MOST_READ_ROWS);
}
function helpfulRate(f) {
    const votes = f ? f.positive + f.negative : 0;
    if (!f || votes === 0)
        return '—';
    return `${Math.round((100 * f.positive) / votes)}% of ${(0,format/* formatCount */.B4)(votes)}`;
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

// EXTERNAL MODULE: ./src/report/reader-signals.ts
var reader_signals = __webpack_require__(73696);
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
    if (input.pr) {
        parts.push(prSection(input, input.pr, target, limits));
        if (input.pr.error === undefined && a.prPages.length > 0) {
            const signals = {
                ...optional('searches', input.searches),
                ...optional('assistant', input.assistant),
            };
            const pages = a.prPages.map((p) => p.page);
            parts.push((0,reader_signals/* signalsSection */.NY)(signals, pages, h === '##' ? '###' : '####', limits.prPages));
        }
    }
    if (target === 'summary') {
        parts.push(mostReadSection(input.views, a, '###'));
        parts.push((0,reader_signals/* searchGapsSection */.Fz)(input.searches, '###'));
    }
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
    const count = complete
        ? `**${(0,format/* formatCount */.B4)(a.total)}** entries`
        : `**first ${(0,format/* formatCount */.B4)(a.total)}** entries`;
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
    const first = `first ${(0,format/* formatCount */.B4)(aggregate.total)} entries; more exist`;
    switch (read.stop) {
        case 'complete':
            return '';
        case 'max-pages':
            return (`> [!WARNING]\n> **Showing the ${first}.** The read stopped at \`max-pages: ${read.maxPages}\` ` +
                `(${(0,format/* formatCount */.B4)(read.requests)} requests of ${(0,format/* formatCount */.B4)(read.pageSize)} entries). Raise \`max-pages\` ` +
                `(the API allows 100 requests per organization per hour), narrow \`date-from\`/\`date-to\`, ` +
                `or filter by \`source\`/\`feedback-status\`.`);
        case 'budget':
            return (`> [!WARNING]\n> **Showing the ${first}.** This run used its whole analytics request budget ` +
                `(the API allows 100 requests per organization per hour). Narrow \`date-from\`/\`date-to\` ` +
                `or filter by \`source\`/\`feedback-status\`, or run the report less often.`);
        case 'stuck':
            return (`> [!WARNING]\n> **Showing the first ${(0,format/* formatCount */.B4)(aggregate.total)} entries; more may exist.** ` +
                `The service repeated a cursor, or sent a page with nothing new while saying more exist, ` +
                `so the read stopped rather than re-read the same data.`);
        case 'timeout':
            return (`> [!CAUTION]\n> **Showing the first ${(0,format/* formatCount */.B4)(aggregate.total)} entries; more may exist.** ` +
                `The \`timeout\` ran out during the read. ${input.read.error ? (0,sanitize/* inlineText */.ln)(input.read.error, 600) : ''}`);
        case 'error':
            return (`> [!CAUTION]\n> **Showing the first ${(0,format/* formatCount */.B4)(aggregate.total)} entries; more may exist.** ` +
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
        out.push(`This PR changes no docs pages (\`.md\`/\`.mdx\` files${root}; ${(0,format/* formatCount */.B4)(pr.fileCount ?? 0)} files changed).` +
            (pr.docsRoot ? '' : ' If the docs live in a subfolder, set `docs-root`.'));
        return out.join('\n\n');
    }
    const withFeedback = a.prPages.filter((p) => p.total > 0);
    const views = hasViewColumns(input.views) ? input.views : undefined;
    // Without views the summary says why under "Most read pages"; the comment says it here.
    const note = views || target === 'comment' ? viewsNote(input.views) : '';
    if (withFeedback.length === 0) {
        out.push(`None of the ${(0,format/* formatCount */.B4)(a.prPages.length)} pages this PR changes has feedback in this period.`);
        if (!views) {
            if (note)
                out.push(note);
            return out.join('\n\n');
        }
    }
    // Pages with feedback first, most negative first, then by reach; quiet pages after them.
    const ordered = [...a.prPages].sort((x, y) => y.negative - x.negative ||
        y.total - x.total ||
        viewsOf(views, y.page) - viewsOf(views, x.page) ||
        (x.page < y.page ? -1 : 1));
    out.push(pageTable(ordered, limits.prPages, 'pages changed in this PR', target, input, views));
    if (note)
        out.push(note);
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
        out.push(`Page feedback (contextual): **${(0,format/* formatCount */.B4)(yes)}** helpful, **${(0,format/* formatCount */.B4)(no)}** not helpful` +
            `${unknown > 0 ? `, ${(0,format/* formatCount */.B4)(unknown)} without a vote` : ''}${share}.`);
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
        notes.push(`${(0,format/* formatCount */.B4)(a.withoutPath)} entries have no page`);
    if (a.otherPages > 0)
        notes.push(`${(0,format/* formatCount */.B4)(a.otherPages)} entries are on pages not counted one by one`);
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
        const rows = shown.map((g) => `| ${(0,sanitize/* tableCell */.xR)(g.filename ?? '(no file name)', 80)} | ${(0,sanitize/* tableCell */.xR)(g.lang ?? '(none)', 30)} | ${(0,format/* formatCount */.B4)(g.count)} | ${(0,format/* formatCount */.B4)(g.withComment)} | ${snippetPages(g)} |`);
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
        out.push(`${(0,format/* formatCount */.B4)(a.otherSnippets)} more entries are on code blocks not counted one by one.`);
    }
    for (const g of a.snippets.slice(0, Math.min(limits.snippetDetails, limits.snippets))) {
        const title = `${(0,sanitize/* stripControl */.kU)(g.filename ?? '(no file name)').slice(0, 80)} · ${(0,sanitize/* stripControl */.kU)(g.lang ?? 'no language').slice(0, 30)} · ${(0,format/* plural */.LS)(g.count, 'entry', 'entries')}`;
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
            ? `Contact e-mails are shown (\`include-contact: true\`): ${(0,format/* formatCount */.B4)(count)} entries carry one. They are readers' personal data; the JSON Lines file keeps them too.`
            : '';
    }
    if (count === 0)
        return '';
    return target === 'summary'
        ? `${(0,format/* formatCount */.B4)(count)} entries carry a reader's contact e-mail. E-mails are personal data, so they are left out of this report and of the JSON Lines file; set \`include-contact: true\` to keep them.`
        : `<sub>${(0,format/* formatCount */.B4)(count)} entries carry a contact e-mail, hidden here (personal data).</sub>`;
}
function exportNote(input) {
    const lines = [];
    const { read } = input;
    lines.push(`Read in ${(0,format/* formatCount */.B4)(read.requests)} request${read.requests === 1 ? '' : 's'} of up to ${(0,format/* formatCount */.B4)(read.pageSize)} entries (\`max-pages: ${read.maxPages}\`).` +
        (read.skipped > 0
            ? ` ${(0,format/* formatCount */.B4)(read.skipped)} unreadable entries (no id) were skipped.`
            : ''));
    const requests = requestsLine(input);
    if (requests)
        lines.push(requests);
    if (input.feedbackFile) {
        lines.push(`Every entry read is in the JSON Lines file ${(0,sanitize/* inlineCode */.ti)(input.feedbackFile, 300)} (the \`feedback-file\` output), one entry per line${input.includeContact ? '' : ', without contact e-mails'}; upload it with \`actions/upload-artifact\` to keep it.`);
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
        parts.push(viewsRequests(views));
    if (searches)
        parts.push((0,reader_signals/* searchesRequests */.Jz)(searches));
    if (assistant)
        parts.push((0,reader_signals/* assistantRequests */.j$)(assistant));
    if (parts.length === 1)
        return '';
    const used = input.budget ?? (views ? { used: views.budgetUsed, limit: views.budgetLimit } : undefined);
    const listed = `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
    return (`Analytics requests: ${listed}` +
        (used
            ? `; ${(0,format/* formatCount */.B4)(used.used)} of the ${(0,format/* formatCount */.B4)(used.limit)} per hour used in all, retries included.`
            : '.'));
}
function optional(key, value) {
    return (value === undefined ? {} : { [key]: value });
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
        return `…and ${(0,format/* formatCount */.B4)(count)} more ${what}; the full report is in the ${where}.`;
    }
    return `…and ${(0,format/* formatCount */.B4)(count)} more ${what} in the JSON Lines file (\`feedback-file\` output).`;
}
function pageTable(list, limit, what, target, input, views) {
    const shown = list.slice(0, limit);
    const rows = shown.map((p) => {
        const cells = [(0,sanitize/* tableCell */.xR)(p.page, 100)];
        if (views)
            cells.push(...viewCells(views, p.page));
        cells.push((0,format/* formatCount */.B4)(p.total), (0,format/* formatCount */.B4)(p.positive), (0,format/* formatCount */.B4)(p.negative), (0,format/* formatCount */.B4)(p.comments));
        return `| ${cells.join(' | ')} |`;
    });
    const headers = ['Page', ...(views ? VIEW_HEADERS : []), 'Entries', 'Helpful', 'Not helpful'];
    const table = [
        `| ${headers.join(' | ')} | Comments |`,
        `|---|${'--:|'.repeat(headers.length)}`,
        ...rows,
    ].join('\n');
    const more = list.length - shown.length;
    if (more <= 0)
        return shown.length > 0 ? table : '';
    const tail = target === 'comment'
        ? andMore(more, what, target, input)
        : `…and ${(0,format/* formatCount */.B4)(more)} more ${what}.`;
    return shown.length > 0 ? `${table}\n\n${tail}` : tail;
}
function valueTable(title, values, total) {
    const shown = values.slice(0, MAX_VALUE_ROWS);
    const rows = shown.map(([k, v]) => `| ${(0,sanitize/* tableCell */.xR)(k, 60)} | ${(0,format/* formatCount */.B4)(v)} | ${pct(v, total)} |`);
    const rest = values.slice(MAX_VALUE_ROWS).reduce((s, [, v]) => s + v, 0);
    if (rest > 0)
        rows.push(`| (${(0,format/* formatCount */.B4)(values.length - shown.length)} other values) | ${(0,format/* formatCount */.B4)(rest)} | ${pct(rest, total)} |`);
    return [`| ${title} | Entries | Share |`, '|---|--:|--:|', ...rows].join('\n');
}
function snippetPages(g) {
    const shown = g.pages.slice(0, 3);
    const more = g.pages.length - shown.length + g.morePages;
    const pages = shown.map((p) => (0,sanitize/* tableCell */.xR)(p, 60)).join(', ');
    return more > 0 ? `${pages}, +${(0,format/* formatCount */.B4)(more)}` : pages || '—';
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


/***/ }),

/***/ 73696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fz: () => (/* binding */ searchGapsSection),
/* harmony export */   Jz: () => (/* binding */ searchesRequests),
/* harmony export */   LF: () => (/* binding */ GAP_ROWS),
/* harmony export */   N0: () => (/* binding */ QUOTE_CHARS),
/* harmony export */   NY: () => (/* binding */ signalsSection),
/* harmony export */   gc: () => (/* binding */ TERMS_PER_PAGE),
/* harmony export */   j$: () => (/* binding */ assistantRequests),
/* harmony export */   ym: () => (/* binding */ QUESTIONS_PER_PAGE)
/* harmony export */ });
/* unused harmony exports quoteReaderText, searchesNote, assistantNote */
/* harmony import */ var _util_personal_data_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70251);
/* harmony import */ var _util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62701);
/* harmony import */ var _util_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32693);
/**
 * Reader signals beside reader feedback: what readers searched for and what they asked the
 * assistant on the pages a PR changes, the job summary's "Searched, nothing clicked" table, and
 * the notes that say how each signal was read. Pure: data in, markdown out.
 *
 * Search terms and questions are untrusted and personal: each quote loses its e-mail addresses and
 * phone numbers (src/util/personal-data.ts), then goes through src/util/sanitize.ts, cut to
 * {@link QUOTE_CHARS} characters.
 */



/** Longest quote of reader text (a term or a question), in characters. */
const QUOTE_CHARS = 200;
/** Search terms shown per changed page. */
const TERMS_PER_PAGE = 5;
/** Unanswered questions quoted per changed page. */
const QUESTIONS_PER_PAGE = 3;
/** Rows of "Searched, nothing clicked". */
const GAP_ROWS = 10;
/** Reader text fit to quote: contact details removed, markdown neutralized, one line, cut. */
function quoteReaderText(text, max = QUOTE_CHARS) {
    return (0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineText */ .ln)((0,_util_personal_data_js__WEBPACK_IMPORTED_MODULE_2__/* .redactContactDetails */ .yT)(text), max);
}
/** Whether a signal has something to show (it was read, at least in part, and did not fail). */
function usable(signal) {
    return signal !== undefined && signal.stop !== 'failed' && signal.stop !== 'skipped';
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
            const cells = [(0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .tableCell */ .xR)(page, 100)];
            if (s)
                cells.push(termsCell(s, page));
            if (a) {
                const c = a.byPage.get(page);
                cells.push((0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(c?.conversations ?? 0), (0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(c?.unanswered ?? 0));
            }
            return `| ${cells.join(' | ')} |`;
        });
        const align = headers.map((_, i) => (i === 0 || (s && i === 1) ? '---' : '--:'));
        out.push([`| ${headers.join(' | ')} |`, `|${align.join('|')}|`, ...rows].join('\n'));
        if (pages.length > shown.length) {
            out.push(`…and ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(pages.length - shown.length)} more pages.`);
        }
        if (a) {
            const quotes = questionList(a, shown);
            if (quotes)
                out.push(quotes);
        }
    }
    const notes = [searchesNote(searches), assistantNote(assistant)].filter((x) => x !== '');
    out.push(...notes);
    return out.join('\n\n');
}
/** A page's top terms as one cell: `term (searches · click-through)`, or why there are none. */
function termsCell(s, page) {
    const terms = s.byPage.get(page) ?? [];
    if (terms.length === 0) {
        return s.stop === 'cut'
            ? `none in the ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(s.termsRead)} most searched terms read`
            : '—';
    }
    return terms
        .slice(0, TERMS_PER_PAGE)
        .map((t) => `${quoteReaderText(t.term, 60)} (${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(t.hits)} · ${pct(t.ctr)})`)
        .join(', ');
}
/** The newest unanswered questions of the shown pages, quoted. */
function questionList(a, pages) {
    const items = [];
    for (const page of pages) {
        for (const q of (a.byPage.get(page)?.questions ?? []).slice(0, QUESTIONS_PER_PAGE)) {
            items.push(`- ${(0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)(page, 100)} · ${day(q.at)}\n  > ${quoteReaderText(q.text)}`);
        }
    }
    if (items.length === 0)
        return '';
    return `**Unanswered assistant questions** (newest ${QUESTIONS_PER_PAGE} per page; e-mail addresses and phone numbers removed):\n\n${items.join('\n')}`;
}
/** A note when the search terms are partial or missing; else empty. */
function searchesNote(s) {
    if (!s)
        return '';
    switch (s.stop) {
        case 'complete':
        case 'found':
            return '';
        case 'cut':
            return (`> [!NOTE]\n> **Search terms were cut short:** ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(s.requests, 'request')} of up to ` +
                `${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(s.pageSize)} terms (the ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(s.termsRead)} most searched) before every changed page ` +
                `had its top ${TERMS_PER_PAGE}. The plan allows ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(s.allowance, 'request')} for them.`);
        case 'skipped':
            return (`> [!NOTE]\n> **Search terms were not read:** no analytics request was left for them ` +
                `(\`max-pages\` is set aside for the feedback read first).`);
        case 'failed':
            return `> [!NOTE]\n> **Search terms could not be read**, so this report shows none: ${(0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineText */ .ln)(s.error ?? 'unknown error', 400)}`;
    }
}
/** A note when the assistant conversations are partial or missing; else empty. */
function assistantNote(a) {
    if (!a)
        return '';
    switch (a.stop) {
        case 'complete':
        case 'found':
            return '';
        case 'cut':
            return (`> [!NOTE]\n> **Assistant conversations were cut short:** the counts cover the ` +
                `${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(a.conversationsRead)} conversations read (${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(a.requests, 'request')} of up to ` +
                `${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(a.pageSize)}); the rest of the window is not counted.`);
        case 'skipped':
            return (`> [!NOTE]\n> **Assistant conversations were not read:** no analytics request was left ` +
                `for them (\`max-pages\` is set aside for the feedback read first).`);
        case 'failed':
            return `> [!NOTE]\n> **Assistant conversations could not be read**, so this report shows none: ${(0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineText */ .ln)(a.error ?? 'unknown error', 400)}`;
    }
}
/**
 * The job summary's "Searched, nothing clicked": the most searched terms with a click-through
 * of 0 (content readers looked for and did not find). Empty when searches were not asked for.
 */
function searchGapsSection(s, heading) {
    if (!s)
        return '';
    const out = [`${heading} Searched, nothing clicked`];
    if (!usable(s)) {
        out.push(searchesNote(s));
        return out.join('\n\n');
    }
    const scope = `${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(s.totalSearches ?? 0)} searches in this period; ` +
        (s.stop === 'complete'
            ? `all ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(s.termsRead)} terms read.`
            : `the ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(s.termsRead)} most searched terms read.`);
    if (s.gaps.length === 0) {
        out.push(`No term read was searched without a click. ${scope}`);
        return out.join('\n\n');
    }
    const rows = s.gaps
        .slice(0, GAP_ROWS)
        .map((g) => `| ${quoteReaderText(g.term) || '—'} | ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(g.hits)} | ${day(g.lastSearchedAt)} |`);
    out.push(`Terms readers searched for without clicking any result: content they may not have found. ${scope}`);
    out.push(['| Search term | Searches | Last searched |', '|---|--:|---|', ...rows].join('\n'));
    if (s.stop === 'cut')
        out.push(searchesNote(s));
    return out.join('\n\n');
}
/** The requests part of the search read, for the summary's "Analytics requests" line. */
function searchesRequests(s) {
    return `${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(s.requests)} for search terms of up to ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(s.pageSize)} each (${HOW[s.stop]}; up to ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(s.allowance)} planned)`;
}
/** The requests part of the assistant read, for the summary's "Analytics requests" line. */
function assistantRequests(a) {
    return `${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(a.requests)} for assistant conversations of up to ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(a.pageSize)} each (${HOW[a.stop]}; up to ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(a.allowance)} planned)`;
}
const HOW = {
    complete: 'the whole list',
    found: 'stopped once the report had what it needs',
    cut: 'cut short',
    skipped: 'no room left in the budget',
    failed: 'failed',
};
/** A click-through rate as a whole percentage (`<1%` for a sliver). */
function pct(ctr) {
    const p = 100 * ctr;
    if (p > 0 && p < 1)
        return '<1%';
    return `${Math.round(p)}%`;
}
/** The day of an ISO date-time (`2026-11-24`), or the sanitized text when it is not one. */
function day(at) {
    const t = Date.parse(at);
    if (Number.isNaN(t))
        return at ? (0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineText */ .ln)(at, 30) : 'no date';
    return new Date(t).toISOString().slice(0, 10);
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
/**
 * `signal`, plus an abort when `deadline` (epoch ms) passes, with a DOMException named
 * `TimeoutError` as its reason: how requests are bounded by the step's deadline.
 */
function withDeadline(signal, deadline) {
    return AbortSignal.any([signal, AbortSignal.timeout(Math.max(1, deadline - Date.now()))]);
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
 * dot. Letters of any script count, since readers write in every language.
 */
const EMAIL = /[\p{L}\p{N}._%+'-]+\s?[@＠]\s?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}/gu;
/**
 * A phone number candidate: an optional `+` or `(`, then digits with blanks, dots, dashes, slashes
 * or parentheses between them, not glued to letters or other digits. Whether it is a phone number
 * is decided by {@link isPhoneNumber}.
 */
const PHONE_CANDIDATE = /(?<![\p{L}\p{N}+])(?:\+|\(\s?\+?)?\d[\d\s()./-]*\d(?![\p{L}\p{N}])/gu;
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


/***/ })

};

//# sourceMappingURL=97.index.js.map