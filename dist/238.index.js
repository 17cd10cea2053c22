export const id = 238;
export const ids = [238];
export const modules = {

/***/ 52238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runStatus: () => (/* binding */ runStatus)
/* harmony export */ });
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25625);
/* harmony import */ var _guard_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40578);
/* harmony import */ var _constants_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27242);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _shared_status_summary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(92245);
/* harmony import */ var _shared_track_update_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(74697);
/* harmony import */ var _util_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(49997);
/* harmony import */ var _platform_close_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(55079);
/* harmony import */ var _shared_platform_client_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(55977);
/**
 * `mode: status`: optionally triggers a docs update, then tracks it to its end and reports what it
 * built. The step succeeds only when the update does; a failed update fails the step with the
 * update's own summary, and a timeout or a cancelled workflow still leaves outputs and a summary
 * with the last status seen.
 */









/** Runs `mode: status`. */
const runStatus = async (ctx) => {
    const { inputs } = ctx;
    const started = Date.now();
    const client = (0,_shared_platform_client_js__WEBPACK_IMPORTED_MODULE_8__/* .createPlatformClient */ .B)(ctx);
    let statusId = inputs.statusId;
    const tracker = (0,_shared_track_update_js__WEBPACK_IMPORTED_MODULE_5__/* .trackerFor */ .mL)(ctx, 'Docs update', started);
    try {
        if (inputs.trigger) {
            const triggered = await client.triggerUpdate(inputs.projectId);
            statusId = triggered.statusId;
            _log_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Triggered a docs update of project ${inputs.projectId}: status id ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .logText */ .k)(statusId, 200)}.`);
        }
        (0,_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH)(_constants_js__WEBPACK_IMPORTED_MODULE_2__/* .Output */ .k7.StatusId, statusId);
        const update = await tracker.track(client, statusId);
        noticeOtherCommit(tracker.last, inputs.runner.sha);
        if (update.done)
            return decide(update.value, statusId);
        return tracker.timeoutResult(statusId);
    }
    catch (err) {
        if ((0,_shared_track_update_js__WEBPACK_IMPORTED_MODULE_5__/* .isUnknownStatusId */ ._v)(err) && !ctx.signal.aborted) {
            const error = new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ActionError */ .lZ(notFoundMessage(statusId, inputs.trigger), 'failure', {
                cause: err,
            });
            tracker.ending = 'error';
            tracker.errorMessage = error.message;
            throw error;
        }
        const result = tracker.settle(err, statusId);
        noticeOtherCommit(tracker.last, inputs.runner.sha);
        return result;
    }
    finally {
        const { last, ending, errorMessage } = tracker;
        (0,_shared_track_update_js__WEBPACK_IMPORTED_MODULE_5__/* .writeOutputs */ .Kn)(last);
        await (0,_shared_track_update_js__WEBPACK_IMPORTED_MODULE_5__/* .writeSummary */ .Sy)((0,_shared_status_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .renderStatusSummary */ .NY)(last, {
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
        await (0,_platform_close_js__WEBPACK_IMPORTED_MODULE_7__/* .closePlatformClient */ .d)(client, ctx.signal);
    }
};
/**
 * Turns the update's last status into the step's result. Only `wait: false` gets here with an
 * update that has not ended: the look-up itself worked, so the step does not fail.
 */
function decide(update, statusId) {
    const id = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .T)(statusId, 200);
    if (update.status === 'success') {
        _log_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Docs update ${id} succeeded${summarySuffix(update)}.`);
        return { outcome: 'success' };
    }
    if (update.status === 'failure') {
        const summary = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .logText */ .k)(update.summary, 500) || 'the platform gave no summary';
        _log_js__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(`Docs update ${id} failed: ${summary}`, { title: 'Mintlify docs update failed' });
        return {
            outcome: 'failure',
            message: `Docs update ${id} ended with status failure (its summary is in the annotation above); the job summary shows its build log and changed files.`,
        };
    }
    _log_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Docs update ${id} is ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .logText */ .k)(update.status, 60) || '(empty)'}; not waiting for it (\`wait: false\`). The \`status\` output holds this value.`);
    return { outcome: 'success' };
}
/** Says so when the update built another commit than this workflow run's. */
function noticeOtherCommit(update, workflowSha) {
    const sha = update?.commit?.sha;
    if (!sha || !workflowSha || (0,_shared_status_summary_js__WEBPACK_IMPORTED_MODULE_4__/* .sameCommit */ .Kd)(sha, workflowSha))
        return;
    _log_js__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`The docs update built commit ${(0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .logText */ .k)(sha, 40)}, not this workflow run's commit ${workflowSha} (GITHUB_SHA). A newer push may have superseded this run, or the update was triggered for another branch.`, { title: 'Docs update built a different commit' });
}
function notFoundMessage(statusId, triggered) {
    const id = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLine */ .T)(statusId, 200);
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
    const summary = (0,_util_text_js__WEBPACK_IMPORTED_MODULE_6__/* .logText */ .k)(update.summary, 300);
    return summary ? `: ${summary}` : '';
}


/***/ })

};

//# sourceMappingURL=238.index.js.map