export const id = 797;
export const ids = [797];
export const modules = {

/***/ 92245:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HH: () => (/* binding */ isSha),
/* harmony export */   Kd: () => (/* binding */ sameCommit),
/* harmony export */   NY: () => (/* binding */ renderStatusSummary)
/* harmony export */ });
/* unused harmony exports MAX_FILES_LISTED, FILES_COLLAPSE_ABOVE, MAX_LOG_LINES */
/* harmony import */ var _util_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32693);
/* harmony import */ var _util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62701);


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
        parts.push(`> ${(0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineText */ .ln)(context.errorMessage, 1000)}`);
    }
    if (!update) {
        if (context.statusId)
            parts.push(`Status id: ${(0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)(context.statusId)}`);
        if (context.ending === 'cancelled') {
            parts.push('The workflow was cancelled before the update status could be read.');
        }
        return `${parts.join('\n\n')}\n`;
    }
    const summary = (0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineText */ .ln)(update.summary, 500);
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
function heading(update, context) {
    return headingText(update, context).replace('Docs update', context.subject ?? 'Docs update');
}
function headingText(update, context) {
    const status = update ? statusCode(update.status) : '';
    switch (context.ending) {
        case 'timeout': {
            const limit = context.timeoutMs ? ` after ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(context.timeoutMs)}` : '';
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
    const code = (0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)(status, 60) || '`(empty)`';
    return KNOWN_STATUSES.has(status) ? code : `${code} (not a documented status)`;
}
function factsTable(update, context) {
    const rows = [];
    rows.push(['Status', statusCode(update.status).replace(/\|/g, '\\|')]);
    const id = update._id ?? context.statusId;
    if (id)
        rows.push(['Status id', codeCell(id)]);
    if (update.subdomain)
        rows.push(['Subdomain', (0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .tableCell */ .xR)(update.subdomain)]);
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
        rows.push(['Source', (0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .tableCell */ .xR)(update.source)]);
    rows.push(['Tracked by this step', (0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(context.trackedMs)]);
    return ['| | |', '| --- | --- |', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}
function authorCell(update) {
    const author = update.author;
    if (!author)
        return '';
    const name = author.name ? (0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .tableCell */ .xR)(author.name, 80) : '';
    const avatar = tableUrl(author.avatarUrl);
    const img = avatar ? `<img src="${(0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(avatar)}" width="20" height="20" alt="">` : '';
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
        pieces.push(`— ${(0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .tableCell */ .xR)(title, 150)}`);
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
        return (0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .tableCell */ .xR)(value, 60);
    return `${new Date(t).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
function durationCell(update, context) {
    const created = update.createdAt ? Date.parse(update.createdAt) : NaN;
    if (Number.isNaN(created))
        return '';
    const ended = update.endedAt ? Date.parse(update.endedAt) : NaN;
    if (!Number.isNaN(ended))
        return (0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(ended - created);
    const now = context.now ?? Date.now();
    return now >= created ? `${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(now - created)} so far (not ended)` : '';
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
        ? `### ${title}\n\n${(0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .details */ .zH)(`${total} files`, body)}`
        : `### ${title}\n\n${body}`;
}
function screenshotsSection(update) {
    const light = tableUrl(update.screenshotLight);
    const dark = tableUrl(update.screenshotDark);
    const cell = (url, alt) => `<img src="${(0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(url)}" width="360" alt="${alt}">`;
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
        .map((line) => (0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)((0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .stripControl */ .kU)(line), MAX_LOG_LINE_CHARS));
    const hidden = logs.length - shown.length;
    if (hidden > 0)
        shown.push(`… ${hidden} older line${hidden === 1 ? '' : 's'} not shown`);
    const label = hidden > 0
        ? `Build log: newest ${shown.length - 1} of ${logs.length} lines, newest first`
        : `Build log: ${logs.length} line${logs.length === 1 ? '' : 's'}, newest first`;
    return (0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .details */ .zH)(label, (0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .codeBlock */ .DV)(shown.join('\n'), 'text'));
}
/** Inline code safe inside a table cell (GFM splits cells on `|` even inside code spans). */
function codeCell(text) {
    const code = (0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .inlineCode */ .ti)(text);
    return code === '' ? '—' : code.replace(/\|/g, '\\|');
}
/** An http(s) URL safe inside a markdown link, an HTML attribute and a table cell. */
function tableUrl(url) {
    return (0,_util_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .safeUrl */ .Pl)(url)?.replace(/\|/g, '%7C');
}


/***/ }),

/***/ 74697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kn: () => (/* binding */ writeOutputs),
/* harmony export */   Sy: () => (/* binding */ writeSummary),
/* harmony export */   _v: () => (/* binding */ isUnknownStatusId),
/* harmony export */   mL: () => (/* binding */ trackerFor)
/* harmony export */ });
/* unused harmony exports FINAL_STATUSES, createPollSchedule, UpdateTracker */
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25625);
/* harmony import */ var _guard_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40578);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27242);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _platform_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86249);
/* harmony import */ var _job_summary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95606);
/* harmony import */ var _util_format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(32693);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(27194);
/* harmony import */ var _util_poll_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(66451);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(49997);
/**
 * Tracking of one docs update (or preview deployment, which the platform tracks the same way) to
 * its end, shared by `mode: status` and `mode: preview`: the adaptive poll schedule, one log line
 * per change of status, a warning for undocumented statuses, and how a timeout, a cancellation or
 * a failed request ends the tracking.
 */










/** Statuses after which an update never changes again. */
const FINAL_STATUSES = new Set(['success', 'failure']);
/** Statuses the published contract documents; any other is warned about once. */
const KNOWN_STATUSES = new Set([
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
/** The tracker of `mode: status` or `mode: preview`, from the mode's context and inputs. */
function trackerFor(ctx, subject, started) {
    const { inputs } = ctx;
    return new UpdateTracker({
        signal: ctx.signal,
        deadline: ctx.deadline,
        timeoutMs: inputs.timeoutMs,
        pollIntervalMs: inputs.pollIntervalMs,
        wait: inputs.wait,
        subject,
        started,
    });
}
/** Follows one status id and remembers what it saw and how the tracking ended. */
class UpdateTracker {
    options;
    /** The last status read, if any. */
    last;
    /** How the tracking ended; `final` until something else happens. */
    ending = 'final';
    /** For `ending: 'error'`: the error's message. */
    errorMessage;
    statusId = '';
    lastLogged;
    warnedUnknown = new Set();
    constructor(options) {
        this.options = options;
    }
    /** Logs a status only when it changed, and an undocumented value once. */
    observe(update) {
        const { options } = this;
        this.last = update;
        if (update.status === this.lastLogged)
            return;
        this.lastLogged = update.status;
        _log_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Status: ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc)(update.status, 60) || '(empty)'} (+${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatDuration */ .a3)(Date.now() - options.started)})`);
        if (!KNOWN_STATUSES.has(update.status) && !this.warnedUnknown.has(update.status)) {
            this.warnedUnknown.add(update.status);
            _log_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${options.subject} ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc)(this.statusId, 80)} reports the status "${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc)(update.status, 60)}", which the API contract does not document (queued, in_progress, success, failure). ${options.wait ? 'Still waiting for success or failure.' : ''}`.trim());
        }
    }
    /** Reads the update once (`wait: false`) or until it ends, inside one log group. */
    async track(client, statusId) {
        const { options } = this;
        this.statusId = statusId;
        _log_js__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh(`${options.subject} ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_9__/* .logText */ .kc)(statusId, 200)}`);
        try {
            if (!options.wait) {
                const value = await client.getUpdateStatus(statusId);
                this.observe(value);
                return { done: true, value };
            }
            const margin = Math.min(LAST_LOOK_MARGIN_MS, options.timeoutMs / 4);
            const schedule = createPollSchedule();
            return await (0,_util_poll_js__WEBPACK_IMPORTED_MODULE_8__/* .pollUntil */ .g)({
                fetch: () => client.getUpdateStatus(statusId),
                done: (u) => FINAL_STATUSES.has(u.status),
                nextDelayMs: (u) => schedule(u),
                ...(options.pollIntervalMs !== undefined ? { minIntervalMs: options.pollIntervalMs } : {}),
                deadline: Math.max(Date.now(), options.deadline - margin),
                signal: options.signal,
                onValue: (u) => this.observe(u),
            });
        }
        finally {
            _log_js__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4();
        }
    }
    /** The result of a `timeout` that ran out before the update ended. */
    timeoutResult(statusId, detail) {
        this.ending = 'timeout';
        const id = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_9__/* .oneLine */ .TN)(statusId, 200);
        const seen = this.last ? `\`${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_9__/* .oneLine */ .TN)(this.last.status, 60)}\`` : 'none could be read';
        return {
            outcome: 'timeout',
            message: `Timed out after ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatDuration */ .a3)(this.options.timeoutMs)} (the \`timeout\` input) waiting ` +
                `for ${this.options.subject.toLowerCase()} ${id}; last known status: ${seen}. ${this.options.subject === 'Docs update'
                    ? 'The update may still finish: raise'
                    : 'The preview may still finish: raise'} \`timeout\`, or track it again later with \`status-id: ${id}\`.${detail ? ` ${detail}` : ''}`,
        };
    }
    /**
     * Settles an error thrown while starting or tracking: a cancelled or timed-out run is rethrown
     * (the mode still writes what it saw), a request that ran out of time becomes the `timeout`
     * result, and anything else is rethrown as the mode's error.
     *
     * @param statusId the tracked id; empty when the start request itself failed
     */
    settle(err, statusId) {
        const { signal } = this.options;
        if (signal.aborted) {
            // A cancelled workflow: stop at once, but leave the outputs and summary of what was seen.
            this.ending = signal.reason instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .TimeoutError */ .MU ? 'timeout' : 'cancelled';
            throw err;
        }
        if (err instanceof _platform_index_js__WEBPACK_IMPORTED_MODULE_4__/* .PlatformTimeoutError */ .Zq) {
            this.ending = 'timeout';
            if (!statusId)
                throw err;
            // The client's own words say which request ran out of time, and what it was retrying.
            return this.timeoutResult(statusId, err.message);
        }
        this.ending = 'error';
        this.errorMessage = err instanceof Error ? err.message : String(err);
        throw err;
    }
}
/** Whether `err` is the platform's 404 for the tracked status id. */
function isUnknownStatusId(err) {
    return err instanceof _platform_index_js__WEBPACK_IMPORTED_MODULE_4__/* .PlatformError */ .Wk && err.status === 404 && err.endpoint === 'getUpdateStatus';
}
/** The outputs, from whatever was last read (none of the update's outputs when nothing was). */
function writeOutputs(update) {
    if (!update)
        return;
    (0,_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH)(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Output */ .k7.Status, update.status);
    (0,_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH)(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Output */ .k7.CommitSha, update.commit?.sha ?? '');
    const files = update.commit?.filesChanged;
    (0,_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH)(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Output */ .k7.FilesChanged, (0,_secrets_js__WEBPACK_IMPORTED_MODULE_7__/* .redact */ .E$)(JSON.stringify({
        added: files?.added ?? [],
        modified: files?.modified ?? [],
        removed: files?.removed ?? [],
    })));
}
/** Writes the summary; a failure to write it must not hide the step's real outcome. */
async function writeSummary(markdown) {
    try {
        await (0,_job_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .writeJobSummary */ .j7)((0,_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .summaryText */ .g5)(markdown));
    }
    catch (err) {
        _log_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not write the job summary: ${err.message}`);
    }
}


/***/ }),

/***/ 66451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ pollUntil)
/* harmony export */ });
/* harmony import */ var _timing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50620);
/**
 * The polling loop shared by the modes: it asks, decides whether it is done, and sleeps for as
 * long as the mode's schedule says, never less than `minIntervalMs`, never past the deadline,
 * and stops at once when the signal aborts.
 */

/** Polls until `done`, the deadline (→ `{done: false}`), or an abort (→ throws the reason). */
async function pollUntil(options) {
    const now = options.now ?? Date.now;
    const started = now();
    let last;
    for (let attempt = 1;; attempt++) {
        options.signal.throwIfAborted();
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
        await (0,_timing_js__WEBPACK_IMPORTED_MODULE_0__/* .sleep */ .yy)(Math.min(delay, remaining), options.signal);
        if (now() >= options.deadline && delay > remaining) {
            last = await options.fetch();
            options.onValue?.(last, attempt + 1);
            return options.done(last) ? { done: true, value: last } : { done: false, last };
        }
    }
}


/***/ })

};

//# sourceMappingURL=797.index.js.map