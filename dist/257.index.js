export const id = 257;
export const ids = [257];
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

/***/ 71257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runPreview: () => (/* binding */ runPreview)
});

// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
// EXTERNAL MODULE: ./src/guard.ts
var guard = __webpack_require__(40578);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/github/sticky-comment.ts
var sticky_comment = __webpack_require__(7648);
;// CONCATENATED MODULE: ./src/github/deployments.ts

/** The payload field that marks a deployment as one of this action's previews. */
const PAYLOAD_FIELD = 'mintlify-docs-action';
/**
 * Creates the deployment and returns its id. It is transient (a preview goes away with its
 * branch), never production, never merges the default branch in (`auto_merge: false`) and waits
 * for no commit status (`required_contexts: []`): the preview exists whatever the checks say.
 */
async function createPreviewDeployment(octokit, options) {
    const res = await octokit.rest.repos.createDeployment({
        owner: options.owner,
        repo: options.repo,
        ref: options.sha,
        environment: options.environment,
        description: options.description,
        payload: {
            [PAYLOAD_FIELD]: {
                kind: 'preview',
                key: options.key,
                ...(options.pullNumber !== undefined ? { pullRequest: options.pullNumber } : {}),
            },
        },
        transient_environment: true,
        production_environment: false,
        auto_merge: false,
        required_contexts: [],
        request: options.signal ? { signal: options.signal } : {},
    });
    const id = res.data.id;
    if (typeof id !== 'number') {
        // 202 "Auto-merged …" cannot happen with auto_merge: false; say what came back if it does.
        const message = res.data.message;
        throw new Error(`GitHub created no deployment (HTTP ${res.status}${typeof message === 'string' ? `: ${message}` : ''}).`);
    }
    return id;
}
/** Adds a status to the deployment. */
async function setDeploymentStatus(octokit, options) {
    await octokit.rest.repos.createDeploymentStatus({
        owner: options.owner,
        repo: options.repo,
        deployment_id: options.deploymentId,
        state: options.state,
        description: options.description,
        ...(options.logUrl ? { log_url: options.logUrl } : {}),
        ...(options.environmentUrl ? { environment_url: options.environmentUrl } : {}),
        request: options.signal ? { signal: options.signal } : {},
    });
}
/**
 * Every preview deployment this action created for one pull request in `environment`, newest
 * first, with the latest status of each: created by the token's own account and marked in the
 * payload with the same `comment-key` and pull request. Reads every page of the environment.
 */
async function findPreviewDeployments(octokit, options) {
    const request = options.signal ? { signal: options.signal } : {};
    const ids = [];
    const iterator = octokit.paginate.iterator(octokit.rest.repos.listDeployments, {
        owner: options.owner,
        repo: options.repo,
        environment: options.environment,
        per_page: 100,
        request,
    });
    for await (const page of iterator) {
        for (const d of page.data) {
            if (d.environment !== options.environment || !(0,sticky_comment/* isOurs */.MU)(d.creator, options.identity))
                continue;
            const marker = payloadOf(d.payload);
            if (marker?.key === options.key && marker.pullRequest === options.pullNumber)
                ids.push(d.id);
        }
    }
    const found = [];
    for (const id of ids) {
        const res = await octokit.rest.repos.listDeploymentStatuses({
            owner: options.owner,
            repo: options.repo,
            deployment_id: id,
            // Newest first: the latest state, and the link of the success before an `inactive`.
            per_page: 10,
            request,
        });
        const environmentUrl = res.data.find((s) => s.environment_url)?.environment_url ?? '';
        found.push({ id, state: res.data[0]?.state, environmentUrl });
    }
    return found;
}
/** The action's marker in a deployment payload (an object, or JSON text), if it is there. */
function payloadOf(payload) {
    let value = payload;
    if (typeof value === 'string') {
        try {
            value = JSON.parse(value);
        }
        catch {
            return undefined;
        }
    }
    const marker = value?.[PAYLOAD_FIELD];
    if (!marker || typeof marker !== 'object')
        return undefined;
    const m = marker;
    if (m.kind !== 'preview' || typeof m.key !== 'string')
        return undefined;
    return {
        kind: 'preview',
        key: m.key,
        ...(typeof m.pullRequest === 'number' ? { pullRequest: m.pullRequest } : {}),
    };
}

// EXTERNAL MODULE: ./src/github/octokit.ts + 1 modules
var github_octokit = __webpack_require__(22917);
// EXTERNAL MODULE: ./src/github/pr-pages.ts
var pr_pages = __webpack_require__(15224);
// EXTERNAL MODULE: ./src/modes/shared/site-config.ts + 3 modules
var site_config = __webpack_require__(85084);
// EXTERNAL MODULE: ./src/site-config/published.ts
var published = __webpack_require__(90790);
// EXTERNAL MODULE: ./src/modes/shared/job-summary.ts
var job_summary = __webpack_require__(95606);
// EXTERNAL MODULE: ./src/modes/shared/pr-comment.ts
var pr_comment = __webpack_require__(28204);
// EXTERNAL MODULE: ./src/util/format.ts
var format = __webpack_require__(32693);
// EXTERNAL MODULE: ./src/util/sanitize.ts
var sanitize = __webpack_require__(62701);
// EXTERNAL MODULE: ./src/modes/shared/status-summary.ts
var status_summary = __webpack_require__(92245);
;// CONCATENATED MODULE: ./src/modes/preview/report.ts



/** Above this many changed files, the list is collapsed. */
const COMMENT_FILES_COLLAPSE_ABOVE = 10;
/** Changed files listed in the comment at most. */
const COMMENT_MAX_FILES = 100;
/** Changed pages linked in the comment at most. */
const COMMENT_MAX_PAGE_LINKS = 20;
/** Log lines shown in a failure comment (the last ones). */
const COMMENT_LOG_TAIL = 30;
/** Characters kept of one log line. */
const MAX_LOG_LINE_CHARS = 300;
/** Renders the sticky PR comment for one state of the preview. */
function renderPreviewComment(report) {
    const parts = [commentHeading(report)];
    const url = (0,sanitize/* safeUrl */.Pl)(report.previewUrl);
    const facts = factsLine(report);
    switch (report.state) {
        case 'building':
            parts.push(facts);
            parts.push(url
                ? `The preview will be at ${url} once the build finishes. This comment is updated when it does.`
                : 'This comment is updated when the build finishes.');
            break;
        case 'success':
            // The link once: the heading is the address readers click.
            if (url)
                parts.push(`### [Open the preview →](${url})`);
            if (url)
                parts.push(pageLinks(url, report.pages));
            parts.push(facts);
            pushFiles(parts, report.update);
            break;
        case 'failure': {
            const summary = (0,sanitize/* inlineText */.ln)(report.update?.summary, 500);
            parts.push(summary ? `> ${summary}` : '> The platform gave no summary.');
            parts.push(facts);
            const logs = logTail(report.update?.logs);
            if (logs)
                parts.push(logs);
            break;
        }
        case 'timeout':
            parts.push(facts);
            parts.push(`This step stopped waiting after ${(0,format/* formatDuration */.a3)(report.timeoutMs ?? 0)} (its \`timeout\`), so tracking was cancelled${report.update ? ` while the preview was ${(0,sanitize/* inlineCode */.ti)(report.update.status, 60)}` : ''}. The preview may still finish${url ? ` at ${url}` : ''}; run the workflow again to update this comment.`);
            break;
        case 'cancelled':
            parts.push(facts);
            parts.push(`The workflow run was cancelled before the preview finished${report.update ? ` (last seen ${(0,sanitize/* inlineCode */.ti)(report.update.status, 60)})` : ''}. Run the workflow again to build and link the preview.`);
            break;
        case 'error':
            parts.push(facts);
            parts.push(`> ${(0,sanitize/* inlineText */.ln)(report.errorMessage ?? 'The preview status could not be read.', 600)}`);
            break;
    }
    const run = (0,sanitize/* safeUrl */.Pl)(report.runUrl);
    return {
        content: parts.filter((p) => p !== '').join('\n\n'),
        footer: run ? `<sub>[Workflow run](${run}) · Mintlify docs preview</sub>` : '',
    };
}
/** How the summary's status part ends for a preview that stopped short; `final` otherwise. */
const ENDING = {
    timeout: 'timeout',
    cancelled: 'cancelled',
    error: 'error',
};
/** Renders the job summary: the preview link on top, then the update like `mode: status`. */
function renderPreviewSummary(report, trackedMs, workflowSha) {
    const url = (0,sanitize/* safeUrl */.Pl)(report.previewUrl);
    const top = url
        ? report.state === 'success'
            ? `**🔗 Preview: [${url}](${url})** (branch ${(0,sanitize/* inlineCode */.ti)(report.branch, 100)})`
            : `🔗 Preview (not ready): ${url} (branch ${(0,sanitize/* inlineCode */.ti)(report.branch, 100)})`
        : `Preview of branch ${(0,sanitize/* inlineCode */.ti)(report.branch, 100)}`;
    const ending = ENDING[report.state] ?? 'final';
    const status = (0,status_summary/* renderStatusSummary */.NY)(report.update, {
        serverUrl: report.serverUrl,
        owner: report.owner,
        repo: report.repo,
        workflowSha,
        statusId: report.statusId,
        trackedMs,
        ending,
        subject: 'Docs preview',
        ...(report.timeoutMs !== undefined ? { timeoutMs: report.timeoutMs } : {}),
        ...(report.errorMessage !== undefined ? { errorMessage: report.errorMessage } : {}),
    });
    return `${top}\n\n${status}`;
}
/** The job summary of a fork PR's run, which sends nothing. */
function renderForkSkippedSummary(prNumber) {
    const pr = prNumber !== undefined ? `PR #${prNumber}` : 'This pull request';
    return `## ⏭️ Docs preview skipped\n\n${pr} comes from a fork: its branch is not in this repository, so the platform cannot build it, and GitHub gives this workflow no secrets. No request was sent.\n`;
}
function commentHeading(report) {
    switch (report.state) {
        case 'building':
            return '## ⏳ Docs preview building';
        case 'success':
            return '## ✅ Docs preview ready';
        case 'failure':
            return '## ❌ Docs preview failed';
        case 'timeout':
            return '## ⏱️ Docs preview: tracking cancelled (timed out)';
        case 'cancelled':
            return '## 🛑 Docs preview cancelled';
        case 'error':
            return '## ❔ Docs preview: status unknown';
    }
}
/** `Branch `x` · Commit [`abc1234`](…) — title`. */
function factsLine(report) {
    const built = report.update?.commit?.sha ?? '';
    const sha = built || report.headSha;
    const pieces = [`**Branch** ${(0,sanitize/* inlineCode */.ti)(report.branch, 200) || '—'}`];
    if (sha)
        pieces.push(`**Commit** ${commitLink(sha, report)}`);
    const title = report.update?.commit?.message?.trim().split(/\r?\n/)[0] ?? '';
    if (title && report.state !== 'building')
        pieces.push((0,sanitize/* inlineText */.ln)(title, 120));
    return pieces.join(' · ');
}
function commitLink(sha, report) {
    const clean = sha.trim();
    if (!(0,status_summary/* isSha */.HH)(clean))
        return (0,sanitize/* inlineCode */.ti)(clean, 60);
    const short = `\`${clean.slice(0, 7).toLowerCase()}\``;
    const url = (0,sanitize/* safeUrl */.Pl)(`${report.serverUrl}/${encodeURIComponent(report.owner)}/${encodeURIComponent(report.repo)}/commit/${clean.toLowerCase()}`);
    return url ? `[${short}](${url})` : short;
}
/**
 * `page` on the preview at `base`: the page path as the site serves it, each segment escaped,
 * under the preview's own path; undefined when the result is not a safe http(s) link.
 */
function previewPageUrl(base, page) {
    const root = base.endsWith('/') ? base : `${base}/`;
    const path = page
        .split('/')
        .filter((s) => s !== '')
        .map((s) => encodeURIComponent(s))
        .join('/');
    try {
        return (0,sanitize/* safeUrl */.Pl)(new URL(path, root).href);
    }
    catch {
        return undefined;
    }
}
/** A link to each changed page on the preview, at most {@link COMMENT_MAX_PAGE_LINKS}. */
function pageLinks(base, pages) {
    if (!pages || pages.length === 0)
        return '';
    const items = [];
    for (const page of pages.slice(0, COMMENT_MAX_PAGE_LINKS)) {
        const link = previewPageUrl(base, page);
        // Link text as escaped text, not code: a file name cannot open a link or a mention in it.
        const text = (0,sanitize/* inlineText */.ln)(page, 200);
        items.push(link ? `- [${text}](${link})` : `- ${text}`);
    }
    const more = pages.length - COMMENT_MAX_PAGE_LINKS;
    if (more > 0)
        items.push(`- …and ${more} more`);
    return `**Changed pages on the preview** (${pages.length})\n\n${items.join('\n')}`;
}
function pushFiles(parts, update) {
    const files = update?.commit?.filesChanged;
    if (!files)
        return;
    const rows = [];
    for (const [kind, list] of [
        ['added', files.added],
        ['modified', files.modified],
        ['removed', files.removed],
    ]) {
        for (const file of list)
            rows.push(`- ${kind}: ${(0,sanitize/* inlineCode */.ti)(file, 200)}`);
    }
    if (rows.length === 0)
        return;
    const shown = rows.slice(0, COMMENT_MAX_FILES);
    if (rows.length > shown.length)
        shown.push(`- …and ${rows.length - shown.length} more`);
    const title = `Changed files: ${rows.length}`;
    parts.push(rows.length > COMMENT_FILES_COLLAPSE_ABOVE
        ? (0,sanitize/* details */.zH)(title, shown.join('\n'))
        : `**${title}**\n\n${shown.join('\n')}`);
}
/** The last {@link COMMENT_LOG_TAIL} lines, oldest first, in one fenced block. */
function logTail(logs) {
    if (!logs || logs.length === 0)
        return '';
    const tail = logs
        .slice(-COMMENT_LOG_TAIL)
        .map((line) => (0,sanitize/* truncate */.xv)((0,sanitize/* stripControl */.kU)(line), MAX_LOG_LINE_CHARS));
    const label = logs.length > tail.length
        ? `Build log: last ${tail.length} of ${logs.length} lines`
        : `Build log: ${logs.length} line${logs.length === 1 ? '' : 's'}`;
    return (0,sanitize/* details */.zH)(label, (0,sanitize/* codeBlock */.DV)(tail.join('\n'), 'text'), true);
}
/** The sticky comment of a preview whose pull request was merged or closed. */
function renderPreviewEndedComment(report) {
    const what = report.merged ? 'merged' : 'closed';
    const url = (0,sanitize/* safeUrl */.Pl)(report.lastPreviewUrl);
    const parts = [
        report.merged
            ? '## 🔀 Docs preview ended: pull request merged'
            : '## 🔒 Docs preview ended: pull request closed',
        `**Branch** ${(0,sanitize/* inlineCode */.ti)(report.branch, 200) || '—'}`,
        `This pull request was ${what}, so its docs preview is no longer updated${url
            ? `. The last preview was at ${url}; it may stay online until the platform removes it`
            : ''}.${report.deactivated + report.alreadyInactive > 0
            ? ` Its deployments in ${(0,sanitize/* inlineCode */.ti)(report.environment, 100)} are marked inactive.`
            : ''}`,
    ];
    const run = (0,sanitize/* safeUrl */.Pl)(report.runUrl);
    return {
        content: parts.join('\n\n'),
        footer: run ? `<sub>[Workflow run](${run}) · Mintlify docs preview</sub>` : '',
    };
}
/** The job summary of a run that ended the previews of a closed pull request. */
function renderPreviewEndedSummary(report) {
    const pr = report.pullNumber !== undefined ? `PR #${report.pullNumber}` : 'The pull request';
    const lines = [
        `## ${report.merged ? '🔀' : '🔒'} Docs preview ended`,
        `${pr} was ${report.merged ? 'merged' : 'closed'}: no request was sent to the platform (it has no way to delete a preview).`,
    ];
    if (report.deploymentsChecked) {
        const already = report.alreadyInactive > 0 ? `; ${report.alreadyInactive} already were` : '';
        lines.push(`- Deployments in ${(0,sanitize/* inlineCode */.ti)(report.environment, 100)}: ${report.deactivated} marked inactive${already}.`);
    }
    else {
        lines.push(`- Deployments in ${(0,sanitize/* inlineCode */.ti)(report.environment, 100)}: not checked.`);
    }
    const comment = {
        updated: 'updated to say the preview ended',
        unchanged: 'already said the preview ended',
        none: 'there is none of ours on this pull request',
        'not-checked': 'not checked',
    };
    lines.push(`- Preview comment: ${comment[report.comment]}.`);
    return `${lines.join('\n\n')}\n`;
}

// EXTERNAL MODULE: ./src/platform/close.ts
var platform_close = __webpack_require__(55079);
// EXTERNAL MODULE: ./src/modes/shared/platform-client.ts
var platform_client = __webpack_require__(55977);
// EXTERNAL MODULE: ./src/util/abort.ts
var abort = __webpack_require__(42334);
;// CONCATENATED MODULE: ./src/modes/preview/end.ts
/**
 * `mode: preview` on a pull request that was merged or closed: the preview ends. The platform has
 * no way to delete a preview, so nothing is sent to it; on GitHub, every deployment this action
 * created for the pull request (its payload names the `comment-key` and the PR, and the token's
 * own account created it) gets an `inactive` status, and the sticky preview comment, when there
 * is one of ours, says the pull request was merged or closed and the preview no longer updated.
 * Like the rest of the preview's GitHub side, each write is best effort: a refusal is a warning.
 */











/** Ends the previews of the closed pull request in `ctx.inputs.closed`. */
async function endPreview(ctx) {
    const { inputs } = ctx;
    const merged = inputs.closed?.merged === true;
    const pr = inputs.pullNumber !== undefined ? `PR #${inputs.pullNumber}` : 'The pull request';
    log/* info */.pq(`${pr} was ${merged ? 'merged' : 'closed'}: ending its docs preview. Nothing is sent to the platform.`);
    const signal = (0,abort/* withDeadline */.NE)(ctx.signal, ctx.deadline);
    const wanted = inputs.comment || inputs.deployment;
    const octokit = inputs.githubToken && wanted
        ? (0,github_octokit/* createOctokit */.Qi)(inputs.githubToken, inputs.runner, { deadline: ctx.deadline })
        : undefined;
    if (!octokit && wanted) {
        log/* warning */.$e('The preview comment and deployments were left as they are: `github-token` is empty. Pass `github-token: ${{ github.token }}` (the default) with `pull-requests: write` and `deployments: write`.');
    }
    const identity = octokit ? await (0,sticky_comment/* readTokenIdentity */.sb)(octokit, signal) : null;
    if (octokit && !identity) {
        log/* warning */.$e('Could not tell which account the `github-token` writes as (GraphQL `viewer` unreadable), so no deployment or comment is touched: only those this account created may be.');
    }
    const deployments = octokit && identity && inputs.deployment && inputs.pullNumber !== undefined
        ? await deactivate(ctx, octokit, identity, merged, signal)
        : { checked: false, deactivated: 0, alreadyInactive: 0, lastPreviewUrl: '' };
    const report = {
        pullNumber: inputs.pullNumber,
        merged,
        branch: inputs.branch,
        environment: inputs.environment,
        lastPreviewUrl: deployments.lastPreviewUrl,
        deactivated: deployments.deactivated,
        alreadyInactive: deployments.alreadyInactive,
        deploymentsChecked: deployments.checked,
        comment: 'not-checked',
        ...((0,job_summary/* jobSummaryUrl */.rj)(inputs.runner) ? { runUrl: (0,job_summary/* jobSummaryUrl */.rj)(inputs.runner) } : {}),
    };
    const comment = octokit && identity && inputs.comment && inputs.pullNumber !== undefined
        ? await updateComment(ctx, octokit, identity, report, signal)
        : 'not-checked';
    await (0,job_summary/* writeJobSummary */.j7)((0,guard/* summaryText */.g5)(renderPreviewEndedSummary({ ...report, comment })));
    return { outcome: 'success' };
}
/** Marks every preview deployment of the PR inactive; one warning when GitHub refuses. */
async function deactivate(ctx, octokit, identity, merged, signal) {
    const { inputs } = ctx;
    const { runner } = inputs;
    const done = {
        checked: false,
        deactivated: 0,
        alreadyInactive: 0,
        lastPreviewUrl: '',
    };
    let found;
    try {
        found = await findPreviewDeployments(octokit, {
            owner: runner.owner,
            repo: runner.repo,
            environment: inputs.environment,
            key: inputs.commentKey,
            pullNumber: inputs.pullNumber ?? 0,
            identity,
            signal,
        });
    }
    catch (err) {
        log/* warning */.$e(`Could not list the preview deployments: ${(0,github_octokit/* githubErrorText */.fw)(err)}.`);
        return done;
    }
    done.checked = true;
    done.lastPreviewUrl = found.find((d) => (0,sanitize/* safeUrl */.Pl)(d.environmentUrl))?.environmentUrl ?? '';
    const logUrl = (0,job_summary/* jobSummaryUrl */.rj)(runner);
    for (const deployment of found) {
        if (deployment.state === 'inactive') {
            done.alreadyInactive++;
            continue;
        }
        try {
            await setDeploymentStatus(octokit, {
                owner: runner.owner,
                repo: runner.repo,
                deploymentId: deployment.id,
                state: 'inactive',
                description: (0,guard/* deploymentDescription */.kj)(`Pull request ${merged ? 'merged' : 'closed'}: the preview is no longer updated`),
                logUrl: (0,guard/* deploymentUrl */.PM)(logUrl),
                signal,
            });
            done.deactivated++;
            log/* info */.pq(`Deployment ${deployment.id}: inactive.`);
        }
        catch (err) {
            log/* warning */.$e((0,github_octokit/* statusOf */.c2)(err) === 403
                ? "Could not mark the preview deployments inactive (HTTP 403): the token needs `deployments: write`. Add it to the job's `permissions:`."
                : `Could not mark deployment ${deployment.id} inactive: ${(0,github_octokit/* githubErrorText */.fw)(err)}.`);
            break;
        }
    }
    log/* info */.pq(`Preview deployments of PR #${inputs.pullNumber} in ${inputs.environment}: ${done.deactivated} marked inactive, ${done.alreadyInactive} already inactive.`);
    return done;
}
/** Updates our preview comment, when there is one, to say the preview ended. */
async function updateComment(ctx, octokit, identity, report, signal) {
    const { inputs } = ctx;
    const rendered = renderPreviewEndedComment(report);
    try {
        const result = await (0,sticky_comment/* updateStickyCommentIfPresent */.cu)(octokit, {
            owner: inputs.runner.owner,
            repo: inputs.runner.repo,
            issueNumber: inputs.pullNumber ?? 0,
            key: inputs.commentKey,
            kind: 'preview',
            body: (0,sticky_comment/* buildStickyBody */.CQ)(inputs.commentKey, rendered.content, rendered.footer, 'preview'),
            identity,
            signal,
        });
        if (!result) {
            log/* info */.pq(`No preview comment of ours on PR #${inputs.pullNumber}: nothing to update.`);
            return 'none';
        }
        (0,guard/* setOutput */.uH)(constants/* Output */.k7.CommentId, String(result.id));
        return result.action === 'unchanged' ? 'unchanged' : 'updated';
    }
    catch (err) {
        log/* warning */.$e((0,github_octokit/* statusOf */.c2)(err) === 403
            ? `Could not update the preview comment on PR #${inputs.pullNumber} (HTTP 403): the token needs \`pull-requests: write\`. Add it to the job's \`permissions:\`.`
            : `Could not update the preview comment on PR #${inputs.pullNumber}: ${(0,github_octokit/* githubErrorText */.fw)(err)}.`);
        return 'not-checked';
    }
}

// EXTERNAL MODULE: ./src/modes/shared/track-update.ts
var track_update = __webpack_require__(74697);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
;// CONCATENATED MODULE: ./src/modes/preview/run.ts
/**
 * `mode: preview`: asks the platform for a preview deployment of a branch, tracks it to its end
 * the way `mode: status` tracks an update, and shows it where people look: one sticky PR comment
 * (building, then ready or failed) and a GitHub Deployment whose "View deployment" opens the
 * preview. The comment and the deployment are extras: when GitHub refuses them the preview still
 * counts, with a warning that names the missing permission. When the pull request is merged or
 * closed, the preview ends instead (end.ts): no platform request at all.
 */


















/**
 * The last comment and deployment writes after the run ended, was cancelled or timed out: the
 * run's own signal may be spent, and the runner kills a cancelled step a few seconds later.
 */
const FINAL_WRITE_MS = 4_000;
/** Runs `mode: preview`. */
const runPreview = async (ctx) => {
    const { inputs } = ctx;
    if (inputs.fork) {
        log/* notice */.lm(`No docs preview: ${inputs.pullNumber !== undefined ? `PR #${inputs.pullNumber}` : 'this pull request'} comes from a fork. Its branch is not in this repository, so the platform cannot build it, and GitHub gives this workflow no secrets; no request was sent.`, { title: 'Docs preview skipped for a fork' });
        await (0,track_update/* writeSummary */.Sy)(renderForkSkippedSummary(inputs.pullNumber));
        return { outcome: 'skipped' };
    }
    if (inputs.closed)
        return endPreview(ctx);
    const started = Date.now();
    const client = (0,platform_client/* createPlatformClient */.B)(ctx);
    const tracker = (0,track_update/* trackerFor */.mL)(ctx, 'Docs preview', started);
    const github = new PreviewGitHub(ctx);
    // The pages to link once the preview is ready, listed before it starts (a few GitHub requests
    // within the run's deadline); a failed listing loses only the links.
    const pages = await github.changedPages((0,abort/* withDeadline */.NE)(ctx.signal, ctx.deadline));
    let statusId = '';
    let previewUrl = '';
    try {
        const preview = await client.startPreview(inputs.projectId, inputs.branch);
        statusId = preview.statusId;
        previewUrl = preview.previewUrl;
        (0,guard/* setOutput */.uH)(constants/* Output */.k7.StatusId, statusId);
        (0,guard/* setOutput */.uH)(constants/* Output */.k7.PreviewUrl, previewUrl);
        log/* info */.pq(`Started a docs preview of branch ${(0,util_text/* logText */.kc)(inputs.branch, 255)} (project ${inputs.projectId}): status id ${(0,util_text/* logText */.kc)(statusId, 200)}${previewUrl ? `, preview at ${(0,util_text/* logText */.kc)(previewUrl, 500)}` : ''}.`);
        if (!previewUrl) {
            log/* warning */.$e('The platform returned no `previewUrl` for this preview, so the comment and the deployment have no link; the `preview-url` output is empty.');
        }
        await github.show(report('building'), (0,abort/* withDeadline */.NE)(ctx.signal, ctx.deadline));
        const tracked = await tracker.track(client, statusId);
        if (!tracked.done)
            return tracker.timeoutResult(statusId);
        return decide(tracked.value, statusId, inputs.branch);
    }
    catch (err) {
        return tracker.settle(err, statusId);
    }
    finally {
        const state = stateOf(tracker);
        (0,track_update/* writeOutputs */.Kn)(tracker.last);
        if (statusId && state !== 'building') {
            await github.show(report(state), AbortSignal.timeout(FINAL_WRITE_MS));
        }
        github.writeOutputs();
        await (0,track_update/* writeSummary */.Sy)(renderPreviewSummary(report(state), Date.now() - started, inputs.headSha));
        await (0,platform_close/* closePlatformClient */.d)(client, ctx.signal);
    }
    /** The report of the preview in `state`, from what is known now. */
    function report(state) {
        const { runner } = inputs;
        const runUrl = (0,job_summary/* jobSummaryUrl */.rj)(runner);
        return {
            state,
            branch: inputs.branch,
            headSha: inputs.headSha,
            previewUrl,
            statusId,
            ...(tracker.last ? { update: tracker.last } : {}),
            serverUrl: runner.serverUrl,
            owner: runner.owner,
            repo: runner.repo,
            ...(runUrl ? { runUrl } : {}),
            timeoutMs: inputs.timeoutMs,
            ...(tracker.errorMessage !== undefined ? { errorMessage: tracker.errorMessage } : {}),
            ...(pages ? { pages } : {}),
        };
    }
};
/** Where the preview stands once tracking is over. */
function stateOf(tracker) {
    switch (tracker.ending) {
        case 'timeout':
        case 'cancelled':
        case 'error':
            return tracker.ending;
        case 'final':
            break;
    }
    const status = tracker.last?.status;
    if (status === 'success')
        return 'success';
    if (status === 'failure')
        return 'failure';
    // `wait: false`, or the start request failed: nothing changed since "building".
    return 'building';
}
/** Turns the preview's last status into the step's result, as `mode: status` does for updates. */
function decide(update, statusId, branch) {
    const id = (0,util_text/* oneLine */.TN)(statusId, 200);
    if (update.status === 'success') {
        log/* info */.pq(`Docs preview ${id} of branch ${(0,util_text/* logText */.kc)(branch, 255)} is ready.`);
        return { outcome: 'success' };
    }
    if (update.status === 'failure') {
        const summary = (0,util_text/* logText */.kc)(update.summary, 500) || 'the platform gave no summary';
        log/* error */.z3(`Docs preview ${id} of branch ${(0,util_text/* logText */.kc)(branch, 255)} failed: ${summary}`, {
            title: 'Mintlify docs preview failed',
        });
        return {
            outcome: 'failure',
            message: `Docs preview ${id} ended with status failure (its summary is in the annotation above); the job summary and the PR comment show the end of its build log.`,
        };
    }
    log/* info */.pq(`Docs preview ${id} is ${(0,util_text/* logText */.kc)(update.status, 60) || '(empty)'}; not waiting for it (\`wait: false\`). The comment and the deployment stay at "building".`);
    return { outcome: 'success' };
}
/** The deployment state and description each ending of the preview gets. */
const DEPLOYMENT = {
    building: { state: 'in_progress', text: 'Building the docs preview' },
    success: { state: 'success', text: 'Docs preview ready' },
    failure: { state: 'failure', text: 'Docs preview build failed' },
    timeout: {
        state: 'failure',
        text: 'Timed out waiting for the docs preview; it may still finish',
    },
    cancelled: { state: 'inactive', text: 'Cancelled: the workflow run was cancelled' },
    error: { state: 'error', text: 'The docs preview status could not be read' },
};
/**
 * The preview's GitHub side: the sticky comment and the deployment. Each write is best effort: a
 * refusal turns into one warning and stops further writes of that kind.
 */
class PreviewGitHub {
    ctx;
    octokit;
    commentOn;
    deploymentOn;
    commentId;
    deploymentId;
    constructor(ctx) {
        this.ctx = ctx;
        const { inputs } = ctx;
        const wantComment = (0,pr_comment/* commentWanted */.$t)(inputs.comment, inputs.runner, inputs.pullNumber);
        const wantDeployment = inputs.deployment;
        this.octokit =
            inputs.githubToken && (wantComment || wantDeployment)
                ? // Late attempts allowed: the final comment and deployment status go out after a timeout.
                    (0,github_octokit/* createOctokit */.Qi)(inputs.githubToken, inputs.runner, {
                        deadline: ctx.deadline,
                        refuseLateAttempts: false,
                    })
                : undefined;
        if (!this.octokit && (wantComment || wantDeployment)) {
            log/* warning */.$e('No PR comment and no deployment: `github-token` is empty. Pass `github-token: ${{ github.token }}` (the default) with `pull-requests: write` and `deployments: write`.');
        }
        this.commentOn = wantComment && this.octokit !== undefined;
        this.deploymentOn = wantDeployment && this.octokit !== undefined;
    }
    /**
     * The page paths the pull request adds, changes or renames to (not removed pages, not other
     * files), for links in the comment; undefined without a comment to show them in, or when the
     * files cannot be listed (one warning: the preview itself is not affected).
     */
    async changedPages(signal) {
        const { inputs } = this.ctx;
        // Links show once the preview is ready: not waiting for it (`wait: false`), none would.
        if (!this.commentOn || !this.octokit || inputs.pullNumber === undefined || !inputs.wait) {
            return undefined;
        }
        try {
            const listed = await (0,pr_pages/* listPrPages */.F)(this.octokit, {
                owner: inputs.runner.owner,
                repo: inputs.runner.repo,
                pullNumber: inputs.pullNumber,
                docsRoot: await (0,site_config/* docsRootAt */.Hm)({ octokit: this.octokit, runner: inputs.runner, signal, deadline: this.ctx.deadline }, inputs.headSha, inputs.docsRoot),
                signal,
            });
            // A snippet is no page: its link would be a 404 (docs-root relative, as the pages are).
            return listed.live.filter((page) => !(0,published/* isSnippetPath */.j5)(page));
        }
        catch (err) {
            if (this.ctx.signal.aborted)
                throw this.ctx.signal.reason;
            log/* warning */.$e(`The preview comment will not link the changed pages: the files of PR #${inputs.pullNumber} could not be listed: ${(0,github_octokit/* githubErrorText */.fw)(err)}. The preview itself is not affected.`);
            return undefined;
        }
    }
    /** Shows `report` in the comment and the deployment, both at once. */
    async show(report, signal) {
        await Promise.all([this.comment(report, signal), this.deploy(report, signal)]);
    }
    /** Sets the `comment-id` and `deployment-id` outputs. */
    writeOutputs() {
        if (this.commentId !== undefined)
            (0,guard/* setOutput */.uH)(constants/* Output */.k7.CommentId, String(this.commentId));
        if (this.deploymentId !== undefined) {
            (0,guard/* setOutput */.uH)(constants/* Output */.k7.DeploymentId, String(this.deploymentId));
        }
    }
    async comment(report, signal) {
        const { inputs } = this.ctx;
        if (!this.commentOn || !this.octokit || inputs.pullNumber === undefined)
            return;
        const written = await (0,pr_comment/* writePrComment */.tp)({
            octokit: this.octokit,
            runner: inputs.runner,
            prNumber: inputs.pullNumber,
            key: inputs.commentKey,
            kind: 'preview',
            text: renderPreviewComment(report),
            signal,
        });
        if (written.ok) {
            this.commentId = written.id;
            return;
        }
        if (written.aborted) {
            // Cut short by a cancellation or the deadline: the final write still gets its turn.
            log/* info */.pq(`The preview comment on PR #${inputs.pullNumber} was not written: ${written.error}`);
            return;
        }
        this.commentOn = false;
        log/* warning */.$e(written.refused === 403
            ? `Could not write the preview comment on PR #${inputs.pullNumber} (HTTP 403): the token needs \`pull-requests: write\`. Add it to the job's \`permissions:\`. The preview itself is not affected.`
            : `Could not write the preview comment on PR #${inputs.pullNumber}: ${written.error}. The preview itself is not affected.`);
    }
    async deploy(report, signal) {
        const { inputs } = this.ctx;
        const { runner } = inputs;
        if (!this.deploymentOn || !this.octokit)
            return;
        const target = DEPLOYMENT[report.state];
        const logUrl = (0,job_summary/* jobSummaryUrl */.rj)(runner);
        try {
            if (this.deploymentId === undefined) {
                if (report.state !== 'building')
                    return; // nothing was deployed
                this.deploymentId = await createPreviewDeployment(this.octokit, {
                    owner: runner.owner,
                    repo: runner.repo,
                    sha: inputs.headSha,
                    environment: inputs.environment,
                    description: (0,guard/* deploymentDescription */.kj)(`Docs preview of ${inputs.branch}`),
                    key: inputs.commentKey,
                    ...(inputs.pullNumber !== undefined ? { pullNumber: inputs.pullNumber } : {}),
                    signal,
                });
                log/* info */.pq(`Created deployment ${this.deploymentId} of ${inputs.headSha.slice(0, 7)} in environment ${(0,util_text/* logText */.kc)(inputs.environment, 100)}.`);
            }
            await setDeploymentStatus(this.octokit, {
                owner: runner.owner,
                repo: runner.repo,
                deploymentId: this.deploymentId,
                state: target.state,
                description: (0,guard/* deploymentDescription */.kj)(target.text),
                logUrl: (0,guard/* deploymentUrl */.PM)(logUrl),
                // Outside text: only an http(s) link may sit behind "View deployment".
                environmentUrl: report.state === 'success' ? (0,guard/* deploymentUrl */.PM)(report.previewUrl) : undefined,
                signal,
            });
            log/* info */.pq(`Deployment ${this.deploymentId}: ${target.state}.`);
        }
        catch (err) {
            if (signal.aborted) {
                log/* info */.pq(`The deployment was not updated: ${(0,github_octokit/* githubErrorText */.fw)(err)}`);
                return;
            }
            this.deploymentOn = false;
            const status = (0,github_octokit/* statusOf */.c2)(err);
            log/* warning */.$e(status === 403
                ? "Could not record the preview as a GitHub Deployment (HTTP 403): the token needs `deployments: write`. Add it to the job's `permissions:`, or set `deployment: false`. The preview itself is not affected."
                : `Could not record the preview as a GitHub Deployment: ${(0,github_octokit/* githubErrorText */.fw)(err)}. The preview itself is not affected.`);
        }
    }
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


/***/ })

};

//# sourceMappingURL=257.index.js.map