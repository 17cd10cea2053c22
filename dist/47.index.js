export const id = 47;
export const ids = [47];
export const modules = {

/***/ 44047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createPollSchedule: () => (/* binding */ createPollSchedule),
  runStatus: () => (/* binding */ runStatus)
});

// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/platform/index.ts + 4 modules
var platform = __webpack_require__(67550);
// EXTERNAL MODULE: ./src/report/job-summary.ts
var job_summary = __webpack_require__(5236);
// EXTERNAL MODULE: ./src/report/sanitize.ts
var sanitize = __webpack_require__(91211);
;// CONCATENATED MODULE: ./src/report/status-summary.ts

/** Files listed in the table at most; the rest are counted. */
const MAX_FILES_LISTED = 200;
/** Above this many rows, the file table is collapsed. */
const FILES_COLLAPSE_ABOVE = 20;
/** Log lines shown at most (the newest). */
const MAX_LOG_LINES = 300;
/** Characters kept of one log line. */
const MAX_LOG_LINE_CHARS = 500;
/** The statuses the published contract documents. */
const KNOWN_STATUSES = new Set([
    'queued',
    'in_progress',
    'success',
    'failure',
]);
/**
 * Renders the job summary of one status step.
 *
 * @param update the last status the step read, or undefined when none could be read
 * @param context where the step ran and how its tracking ended
 */
function renderStatusSummary(update, context) {
    const parts = [heading(update, context)];
    if (context.ending === 'error' && context.errorMessage) {
        parts.push(`> ${(0,sanitize/* inlineText */.ln)(context.errorMessage, 1000)}`);
    }
    if (!update) {
        if (context.statusId)
            parts.push(`Status id: ${(0,sanitize/* inlineCode */.ti)(context.statusId)}`);
        if (context.ending === 'cancelled') {
            parts.push('The workflow was cancelled before the update status could be read.');
        }
        return `${parts.join('\n\n')}\n`;
    }
    const summary = (0,sanitize/* inlineText */.ln)(update.summary, 500);
    if (summary)
        parts.push(`> ${summary}`);
    parts.push(factsTable(update, context));
    const sha = update.commit?.sha ?? '';
    if (sha && context.workflowSha && !sameCommit(sha, context.workflowSha)) {
        parts.push(`> [!NOTE]\n> The update built ${commitRef(sha, context)}, not this run's commit ${commitRef(context.workflowSha, context)}.`);
    }
    const files = filesSection(update);
    if (files)
        parts.push(files);
    const shots = screenshotsSection(update);
    if (shots)
        parts.push(shots);
    const logs = logsSection(update.logs);
    if (logs)
        parts.push(logs);
    return `${parts.join('\n\n')}\n`;
}
/** Whether two commit ids name the same commit (a short sha matches its full form). */
function sameCommit(a, b) {
    const x = a.trim().toLowerCase();
    const y = b.trim().toLowerCase();
    if (!isSha(x) || !isSha(y))
        return x === y;
    return x.length <= y.length ? y.startsWith(x) : x.startsWith(y);
}
/** 7 to 40 hex digits: what a commit link may be made of. */
function isSha(text) {
    return /^[0-9a-f]{7,40}$/i.test(text);
}
/** `1 h 2 min`, `3 min 4 s`, `5.2 s`, `300 ms`. */
function formatDuration(ms) {
    if (!Number.isFinite(ms) || ms < 0)
        return '—';
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    if (ms < 60_000)
        return `${(Math.round(ms / 100) / 10).toString()} s`;
    const s = Math.round(ms / 1000);
    if (s < 3600)
        return `${Math.floor(s / 60)} min ${s % 60} s`;
    return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}
function heading(update, context) {
    const status = update ? statusCode(update.status) : '';
    switch (context.ending) {
        case 'timeout': {
            const limit = context.timeoutMs ? ` after ${formatDuration(context.timeoutMs)}` : '';
            return `## ⏱️ Docs update: timed out${limit}${status ? ` while ${status}` : ''}`;
        }
        case 'cancelled':
            return `## 🛑 Docs update: tracking cancelled${status ? ` while ${status}` : ''}`;
        case 'error':
            return `## ❌ Docs update: ${update ? `status unknown (last seen ${status})` : 'could not be read'}`;
        case 'final':
            break;
    }
    if (!update)
        return '## ❔ Docs update: no status';
    switch (update.status) {
        case 'success':
            return '## ✅ Docs update succeeded';
        case 'failure':
            return '## ❌ Docs update failed';
        case 'queued':
            return '## ⏳ Docs update queued';
        case 'in_progress':
            return '## ⏳ Docs update in progress';
        default:
            return `## ❔ Docs update: ${status}`;
    }
}
/** The status as inline code, with a hint when it is outside the documented values. */
function statusCode(status) {
    const code = (0,sanitize/* inlineCode */.ti)(status, 60) || '`(empty)`';
    return KNOWN_STATUSES.has(status) ? code : `${code} (not a documented status)`;
}
function factsTable(update, context) {
    const rows = [];
    rows.push(['Status', statusCode(update.status).replace(/\|/g, '\\|')]);
    const id = update._id ?? context.statusId;
    if (id)
        rows.push(['Status id', codeCell(id)]);
    if (update.subdomain)
        rows.push(['Subdomain', (0,sanitize/* tableCell */.xR)(update.subdomain)]);
    const author = authorCell(update);
    if (author)
        rows.push(['Author', author]);
    const commit = commitCell(update, context);
    if (commit)
        rows.push(['Commit', commit]);
    if (update.createdAt)
        rows.push(['Created', timeCell(update.createdAt)]);
    if (update.endedAt)
        rows.push(['Ended', timeCell(update.endedAt)]);
    const duration = durationCell(update, context);
    if (duration)
        rows.push(['Duration', duration]);
    if (update.source)
        rows.push(['Source', (0,sanitize/* tableCell */.xR)(update.source)]);
    rows.push(['Tracked by this step', formatDuration(context.trackedMs)]);
    return ['| | |', '| --- | --- |', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}
function authorCell(update) {
    const author = update.author;
    if (!author)
        return '';
    const name = author.name ? (0,sanitize/* tableCell */.xR)(author.name, 80) : '';
    const avatar = tableUrl(author.avatarUrl);
    const img = avatar ? `<img src="${(0,sanitize/* escapeHtml */.ZD)(avatar)}" width="20" height="20" alt="">` : '';
    return [img, name].filter(Boolean).join(' ');
}
function commitCell(update, context) {
    const commit = update.commit;
    if (!commit)
        return '';
    const pieces = [];
    if (commit.sha)
        pieces.push(commitRef(commit.sha, context));
    if (commit.ref)
        pieces.push(`on ${codeCell(commit.ref)}`);
    // A commit message's first line is its title; the rest would not fit a table cell.
    const title = commit.message?.trim().split(/\r?\n/)[0] ?? '';
    if (title)
        pieces.push(`— ${(0,sanitize/* tableCell */.xR)(title, 150)}`);
    return pieces.join(' ');
}
/** A short sha, linked to the commit on this repository's server when it is a real sha. */
function commitRef(sha, context) {
    const clean = sha.trim();
    if (!isSha(clean))
        return codeCell(clean);
    const short = `\`${clean.slice(0, 7).toLowerCase()}\``;
    const url = context.owner && context.repo
        ? tableUrl(`${context.serverUrl}/${encodeURIComponent(context.owner)}/${encodeURIComponent(context.repo)}/commit/${clean.toLowerCase()}`)
        : undefined;
    return url ? `[${short}](${url})` : short;
}
function timeCell(value) {
    const t = Date.parse(value);
    if (Number.isNaN(t))
        return (0,sanitize/* tableCell */.xR)(value, 60);
    return `${new Date(t).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
function durationCell(update, context) {
    const created = update.createdAt ? Date.parse(update.createdAt) : NaN;
    if (Number.isNaN(created))
        return '';
    const ended = update.endedAt ? Date.parse(update.endedAt) : NaN;
    if (!Number.isNaN(ended))
        return formatDuration(ended - created);
    const now = context.now ?? Date.now();
    return now >= created ? `${formatDuration(now - created)} so far (not ended)` : '';
}
function filesSection(update) {
    const files = update.commit?.filesChanged;
    if (!files)
        return '';
    const groups = [
        ['added', files.added],
        ['modified', files.modified],
        ['removed', files.removed],
    ];
    const total = groups.reduce((n, [, list]) => n + list.length, 0);
    const counts = groups.map(([kind, list]) => `${list.length} ${kind}`).join(', ');
    const title = `Files changed: ${total} (${counts})`;
    if (total === 0)
        return `### ${title}`;
    const rows = [];
    for (const [kind, list] of groups) {
        for (const file of list) {
            if (rows.length >= MAX_FILES_LISTED)
                break;
            rows.push(`| ${kind} | ${codeCell(file)} |`);
        }
    }
    const more = total - rows.length;
    const table = ['| Change | File |', '| --- | --- |', ...rows].join('\n');
    const body = more > 0 ? `${table}\n\n…and ${more} more not listed.` : table;
    return total > FILES_COLLAPSE_ABOVE
        ? `### ${title}\n\n${(0,sanitize/* details */.zH)(`${total} files`, body)}`
        : `### ${title}\n\n${body}`;
}
function screenshotsSection(update) {
    const light = tableUrl(update.screenshotLight);
    const dark = tableUrl(update.screenshotDark);
    const cell = (url, alt) => `<img src="${(0,sanitize/* escapeHtml */.ZD)(url)}" width="360" alt="${alt}">`;
    if (light || dark) {
        const head = [light ? 'Light' : '', dark ? 'Dark' : ''].filter(Boolean);
        const imgs = [
            light ? cell(light, 'Light mode screenshot') : '',
            dark ? cell(dark, 'Dark mode screenshot') : '',
        ].filter(Boolean);
        return [
            '### Screenshots',
            '',
            `| ${head.join(' | ')} |`,
            `| ${head.map(() => '---').join(' | ')} |`,
            `| ${imgs.join(' | ')} |`,
        ].join('\n');
    }
    const plain = tableUrl(update.screenshot);
    return plain ? `### Screenshot\n\n${cell(plain, 'Screenshot')}` : '';
}
/** The newest lines first, so a failure's cause is at the top; cut to {@link MAX_LOG_LINES}. */
function logsSection(logs) {
    if (!logs || logs.length === 0)
        return '';
    const shown = logs
        .slice(-MAX_LOG_LINES)
        .reverse()
        .map((line) => (0,sanitize/* truncate */.xv)((0,sanitize/* stripControl */.kU)(line), MAX_LOG_LINE_CHARS));
    const hidden = logs.length - shown.length;
    if (hidden > 0)
        shown.push(`… ${hidden} older line${hidden === 1 ? '' : 's'} not shown`);
    const label = hidden > 0
        ? `Build log: newest ${shown.length - 1} of ${logs.length} lines, newest first`
        : `Build log: ${logs.length} line${logs.length === 1 ? '' : 's'}, newest first`;
    return (0,sanitize/* details */.zH)(label, (0,sanitize/* codeBlock */.DV)(shown.join('\n'), 'text'));
}
/** Inline code safe inside a table cell (GFM splits cells on `|` even inside code spans). */
function codeCell(text) {
    const code = (0,sanitize/* inlineCode */.ti)(text);
    return code === '' ? '—' : code.replace(/\|/g, '\\|');
}
/** An http(s) URL safe inside a markdown link, an HTML attribute and a table cell. */
function tableUrl(url) {
    return (0,sanitize/* safeUrl */.Pl)(url)?.replace(/\|/g, '%7C');
}

// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
// EXTERNAL MODULE: ./src/util/poll.ts
var poll = __webpack_require__(66451);
;// CONCATENATED MODULE: ./src/modes/status.ts
/**
 * `mode: status`: optionally triggers a docs update, then tracks it to its end and reports what it
 * built. The step succeeds only when the update does; a failed update fails the step with the
 * update's own summary, and a timeout or a cancelled workflow still leaves outputs and a summary
 * with the last status seen.
 */









/** Statuses after which an update never changes again. */
const FINAL_STATUSES = new Set(['success', 'failure']);
/** Statuses the published contract documents; any other is warned about once. */
const status_KNOWN_STATUSES = new Set([
    'queued',
    'in_progress',
    'success',
    'failure',
]);
/** First wait after a status is seen: a short update is often over within seconds. */
const FIRST_DELAY_MS = 1_000;
/** Each further wait with the same status grows by this factor. */
const DELAY_GROWTH = 1.5;
/** Longest wait while the update runs: a build's end should be noticed soon. */
const RUNNING_MAX_DELAY_MS = 10_000;
/** Longest wait while the update is queued: the queue moves slowly and its end matters less. */
const QUEUED_MAX_DELAY_MS = 20_000;
/**
 * The last look starts this long before the deadline (at most a quarter of the timeout), so that
 * request has time to finish within `timeout` instead of being cut off by it.
 */
const LAST_LOOK_MARGIN_MS = 1_000;
/**
 * The adaptive schedule: 1 s after a status change, then ×1.5 per look with the same status, up
 * to 10 s while running and 20 s while queued. `poll-interval` is applied on top by `pollUntil`
 * as a floor.
 */
function createPollSchedule() {
    let current;
    let sameCount = 0;
    return (update) => {
        if (update.status !== current) {
            current = update.status;
            sameCount = 0;
        }
        const cap = update.status === 'queued' ? QUEUED_MAX_DELAY_MS : RUNNING_MAX_DELAY_MS;
        const delay = Math.min(cap, FIRST_DELAY_MS * DELAY_GROWTH ** sameCount);
        sameCount += 1;
        return Math.round(delay);
    };
}
/** Runs `mode: status`. */
const runStatus = async (ctx) => {
    const { inputs } = ctx;
    const started = Date.now();
    const client = new platform/* PlatformClient */.Ht({
        baseUrl: inputs.apiUrl,
        adminKey: inputs.adminKey,
        userAgent: ctx.userAgent,
        deadline: ctx.deadline,
        signal: ctx.signal,
        onSecret: secrets/* addSecret */.C,
        onRetry: logRetry,
    });
    let statusId = inputs.statusId;
    let last;
    let ending = 'final';
    let errorMessage;
    let lastLogged;
    const warnedUnknown = new Set();
    /** Logs a status only when it changed, and an undocumented value once. */
    const observe = (update) => {
        last = update;
        if (update.status === lastLogged)
            return;
        lastLogged = update.status;
        log/* info */.pq(`Status: ${logText(update.status, 60) || '(empty)'} (+${formatDuration(Date.now() - started)})`);
        if (!status_KNOWN_STATUSES.has(update.status) && !warnedUnknown.has(update.status)) {
            warnedUnknown.add(update.status);
            log/* warning */.$e(`Docs update ${logText(statusId, 80)} reports the status "${logText(update.status, 60)}", which the API contract does not document (queued, in_progress, success, failure). ${inputs.wait ? 'Still waiting for success or failure.' : ''}`.trim());
        }
    };
    try {
        if (inputs.trigger) {
            const triggered = await client.triggerUpdate(inputs.projectId);
            statusId = triggered.statusId;
            log/* info */.pq(`Triggered a docs update of project ${inputs.projectId}: status id ${logText(statusId, 200)}.`);
        }
        log/* setOutput */.uH(constants/* Output */.k7.StatusId, (0,secrets/* redact */.E)(oneLine(statusId, 200)));
        const update = await track(ctx.signal, ctx.deadline, inputs, client, statusId, observe);
        noticeOtherCommit(last, inputs.runner.sha);
        if (update.done)
            return decide(update.value, statusId);
        ending = 'timeout';
        return timeoutResult(statusId, update.last, inputs.timeoutMs);
    }
    catch (err) {
        if (ctx.signal.aborted) {
            // A cancelled workflow: stop at once, but leave the outputs and summary of what was seen.
            ending = ctx.signal.reason instanceof errors/* TimeoutError */.MU ? 'timeout' : 'cancelled';
            throw err;
        }
        if (err instanceof platform/* PlatformTimeoutError */.Zq) {
            ending = 'timeout';
            if (!statusId)
                throw err;
            noticeOtherCommit(last, inputs.runner.sha);
            // The client's own words say which request ran out of time, and what it was retrying.
            return timeoutResult(statusId, last, inputs.timeoutMs, err.message);
        }
        ending = 'error';
        if (err instanceof platform/* PlatformError */.Wk && err.status === 404 && err.endpoint === 'getUpdateStatus') {
            const error = new errors/* ActionError */.lZ(notFoundMessage(statusId, inputs.trigger), 'failure', {
                cause: err,
            });
            errorMessage = error.message;
            throw error;
        }
        errorMessage = err instanceof Error ? err.message : String(err);
        throw err;
    }
    finally {
        writeOutputs(last);
        await writeSummary(renderStatusSummary(last, {
            serverUrl: inputs.runner.serverUrl,
            owner: inputs.runner.owner,
            repo: inputs.runner.repo,
            workflowSha: inputs.runner.sha,
            statusId,
            trackedMs: Date.now() - started,
            ending,
            timeoutMs: inputs.timeoutMs,
            ...(errorMessage !== undefined ? { errorMessage } : {}),
        }));
        if (ctx.signal.aborted) {
            // Aborted requests are already over; do not let closing the pool delay the exit.
            void client.close().catch(() => undefined);
        }
        else {
            await client
                .close()
                .catch((err) => log/* debug */.Yz(`Closing the client: ${String(err)}`));
        }
    }
};
/** Reads the update once (`wait: false`) or until it ends, inside one log group. */
async function track(signal, deadline, inputs, client, statusId, observe) {
    log/* startGroup */.Oh(`Docs update ${logText(statusId, 200)}`);
    try {
        if (!inputs.wait) {
            const value = await client.getUpdateStatus(statusId);
            observe(value);
            return { done: true, value };
        }
        const margin = Math.min(LAST_LOOK_MARGIN_MS, inputs.timeoutMs / 4);
        const schedule = createPollSchedule();
        return await (0,poll/* pollUntil */.g)({
            fetch: () => client.getUpdateStatus(statusId),
            done: (u) => FINAL_STATUSES.has(u.status),
            nextDelayMs: (u) => schedule(u),
            ...(inputs.pollIntervalMs !== undefined ? { minIntervalMs: inputs.pollIntervalMs } : {}),
            deadline: Math.max(Date.now(), deadline - margin),
            signal,
            onValue: observe,
        });
    }
    finally {
        log/* endGroup */.N4();
    }
}
/**
 * Turns the update's last status into the step's result. Only `wait: false` gets here with an
 * update that has not ended: the look-up itself worked, so the step does not fail.
 */
function decide(update, statusId) {
    const id = oneLine(statusId, 200);
    if (update.status === 'success') {
        log/* info */.pq(`Docs update ${id} succeeded${summarySuffix(update)}.`);
        return { outcome: 'success' };
    }
    if (update.status === 'failure') {
        const summary = logText(update.summary, 500) || 'the platform gave no summary';
        log/* error */.z3(`Docs update ${id} failed: ${summary}`, { title: 'Mintlify docs update failed' });
        return {
            outcome: 'failure',
            message: `Docs update ${id} ended with status failure (its summary is in the annotation above); the job summary shows its build log and changed files.`,
        };
    }
    log/* info */.pq(`Docs update ${id} is ${logText(update.status, 60) || '(empty)'}; not waiting for it (\`wait: false\`). The \`status\` output holds this value.`);
    return { outcome: 'success' };
}
/** The result of a `timeout` that ran out before the update ended. */
function timeoutResult(statusId, last, timeoutMs, detail) {
    const id = oneLine(statusId, 200);
    const seen = last ? `\`${oneLine(last.status, 60)}\`` : 'none could be read';
    return {
        outcome: 'timeout',
        message: `Timed out after ${formatDuration(timeoutMs)} (the \`timeout\` input) waiting for docs ` +
            `update ${id}; last known status: ${seen}. The update may still finish: raise \`timeout\`, ` +
            `or track it again later with \`status-id: ${id}\`.${detail ? ` ${detail}` : ''}`,
    };
}
/** Says so when the update built another commit than this workflow run's. */
function noticeOtherCommit(update, workflowSha) {
    const sha = update?.commit?.sha;
    if (!sha || !workflowSha || sameCommit(sha, workflowSha))
        return;
    log/* notice */.lm(`The docs update built commit ${logText(sha, 40)}, not this workflow run's commit ${workflowSha} (GITHUB_SHA). A newer push may have superseded this run, or the update was triggered for another branch.`, { title: 'Docs update built a different commit' });
}
/** The outputs, from whatever was last read (none of the update's outputs when nothing was). */
function writeOutputs(update) {
    if (!update)
        return;
    log/* setOutput */.uH(constants/* Output */.k7.Status, (0,secrets/* redact */.E)(oneLine(update.status, 100)));
    log/* setOutput */.uH(constants/* Output */.k7.CommitSha, (0,secrets/* redact */.E)(oneLine(update.commit?.sha ?? '', 100)));
    const files = update.commit?.filesChanged;
    log/* setOutput */.uH(constants/* Output */.k7.FilesChanged, (0,secrets/* redact */.E)(JSON.stringify({
        added: files?.added ?? [],
        modified: files?.modified ?? [],
        removed: files?.removed ?? [],
    })));
}
/** Writes the summary; a failure to write it must not hide the step's real outcome. */
async function writeSummary(markdown) {
    try {
        await (0,job_summary/* writeJobSummary */.j)(markdown);
    }
    catch (err) {
        log/* warning */.$e(`Could not write the job summary: ${err.message}`);
    }
}
function notFoundMessage(statusId, triggered) {
    const id = oneLine(statusId, 200);
    if (triggered) {
        return (`The platform does not know status id "${id}" (HTTP 404), although it returned that id when ` +
            `this step triggered the update a moment ago. Run the step again; if it keeps happening, ` +
            `report it to Mintlify support.`);
    }
    return (`No docs update has status id "${id}" (HTTP 404 from GET /v1/project/update-status/${id}). ` +
        `Status ids are the \`statusId\` that \`POST /v1/project/update/{projectId}\` returns when an ` +
        `update is triggered: pass the one your trigger step received (check it was copied whole and ` +
        `that the admin key belongs to the same organization), or set \`trigger: true\` with ` +
        `\`project-id\` to start a new update and track it.`);
}
function summarySuffix(update) {
    const summary = logText(update.summary, 300);
    return summary ? `: ${summary}` : '';
}
function logRetry(info) {
    log/* info */.pq(`Retrying ${info.endpoint} in ${formatDuration(info.delayMs)}: attempt ${info.attempt} failed (${info.reason}).`);
}
/** API text for a log line or annotation: one line, no control characters, no secrets. */
function logText(text, max) {
    return (0,secrets/* redact */.E)(oneLine(text ?? '', max));
}
function oneLine(text, max) {
    return (0,sanitize/* truncate */.xv)((0,sanitize/* stripControl */.kU)(text).replace(/\s+/g, ' ').trim(), max);
}


/***/ }),

/***/ 42334:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eu: () => (/* binding */ untilAborted),
/* harmony export */   Js: () => (/* binding */ abortReason),
/* harmony export */   Te: () => (/* binding */ throwIfAborted),
/* harmony export */   kc: () => (/* binding */ errorText)
/* harmony export */ });
/** Small helpers for cancellation and error text, shared by the modes and publishers. */
/** The reason a signal aborted with, or a standard AbortError when it gave none. */
function abortReason(signal) {
    return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}
/** Throws the signal's reason when it has aborted. */
function throwIfAborted(signal) {
    if (signal.aborted)
        throw abortReason(signal);
}
/**
 * Waits for `promise`, or rejects with the signal's reason as soon as it aborts: for library calls
 * (the artifact client, stream ends) that take no signal of their own.
 */
function untilAborted(promise, signal) {
    if (signal.aborted)
        return Promise.reject(abortReason(signal));
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(abortReason(signal));
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


/***/ }),

/***/ 66451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ pollUntil),
/* harmony export */   y: () => (/* binding */ sleep)
/* harmony export */ });
/* harmony import */ var _abort_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(42334);
/**
 * The polling loop shared by the modes: it asks, decides whether it is done, and sleeps for as
 * long as the mode's schedule says, never less than `minIntervalMs`, never past the deadline,
 * and stops at once when the signal aborts.
 */

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted) {
            reject((0,_abort_js__WEBPACK_IMPORTED_MODULE_0__/* .abortReason */ .Js)(signal));
            return;
        }
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal ? (0,_abort_js__WEBPACK_IMPORTED_MODULE_0__/* .abortReason */ .Js)(signal) : new Error('aborted'));
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, Math.max(0, ms));
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
/** Polls until `done`, the deadline (→ `{done: false}`), or an abort (→ throws the reason). */
async function pollUntil(options) {
    const now = options.now ?? Date.now;
    const started = now();
    let last;
    for (let attempt = 1;; attempt++) {
        if (options.signal.aborted)
            throw options.signal.reason;
        last = await options.fetch();
        options.onValue?.(last, attempt);
        if (options.done(last))
            return { done: true, value: last };
        const wanted = options.nextDelayMs(last, attempt, now() - started);
        const delay = Math.max(wanted, options.minIntervalMs ?? 0);
        const remaining = options.deadline - now();
        if (remaining <= 0)
            return { done: false, last };
        // One last look just at the deadline beats giving up early with stale news.
        await sleep(Math.min(delay, remaining), options.signal);
        if (now() >= options.deadline && delay > remaining) {
            last = await options.fetch();
            options.onValue?.(last, attempt + 1);
            return options.done(last) ? { done: true, value: last } : { done: false, last };
        }
    }
}


/***/ })

};

//# sourceMappingURL=47.index.js.map