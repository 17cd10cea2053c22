export const id = 777;
export const ids = [777];
export const modules = {

/***/ 27777:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAutomation: () => (/* binding */ runAutomation)
});

// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(25625);
// EXTERNAL MODULE: ./src/constants.ts
var constants = __webpack_require__(27242);
// EXTERNAL MODULE: ./src/guard.ts
var guard = __webpack_require__(40578);
// EXTERNAL MODULE: ./src/platform/index.ts + 3 modules
var platform = __webpack_require__(86249);
// EXTERNAL MODULE: ./src/util/sanitize.ts
var sanitize = __webpack_require__(62701);
;// CONCATENATED MODULE: ./src/modes/automation/report.ts
/**
 * The job summary of `mode: automation`: what was queued and where to see the run, or why nothing
 * was. A pure function of what the step knows; no I/O. The ids come from the platform and the
 * error text may quote it, so every such string goes through the sanitizer.
 */

/** Renders the job summary. */
function renderAutomationSummary(report) {
    const page = (0,sanitize/* safeUrl */.Pl)(report.runsPageUrl) ?? '';
    const automation = (0,sanitize/* inlineCode */.ti)(report.automationId, 200) || '—';
    const project = (0,sanitize/* inlineCode */.ti)(report.projectId, 200) || '—';
    const parts = [heading(report.ending)];
    if (report.ending === 'queued' && report.run) {
        const { instanceId, jobId, schemaId } = report.run;
        parts.push(`Automation ${(0,sanitize/* inlineCode */.ti)(schemaId, 200) || automation} of project ${project} was triggered: run ${(0,sanitize/* inlineCode */.ti)(instanceId, 200)} is queued. Like a scheduled run, it picks up the changes since the last completed run.`);
        parts.push([
            '| | |',
            '| --- | --- |',
            `| Automation | ${(0,sanitize/* inlineCode */.ti)(schemaId, 200) || automation} |`,
            `| Run (instance) | ${(0,sanitize/* inlineCode */.ti)(instanceId, 200)} |`,
            `| Job | ${(0,sanitize/* inlineCode */.ti)(jobId, 200)} |`,
            `| Project | ${project} |`,
        ].join('\n'));
        parts.push(`**See the run:** open the automation on the [Automations page](${page}) of the Mintlify dashboard; run ${(0,sanitize/* inlineCode */.ti)(instanceId, 200)} is in its run history, with its status and the changes it made.`);
        return `${parts.join('\n\n')}\n`;
    }
    const error = (0,sanitize/* inlineText */.ln)(report.errorMessage ?? 'No answer from the platform.', 1_500);
    parts.push(`> ${error}`);
    parts.push(`**Automation** ${automation} · **Project** ${project}`);
    if (report.ending === 'refused') {
        parts.push('Nothing was queued.');
    }
    else if (report.ending === 'unknown') {
        parts.push(`A run **may have been queued** anyway: look at the automation's run history on the [Automations page](${page}) before running this step again, or it may run twice.`);
    }
    else {
        parts.push(`The workflow run was cancelled before the platform answered; whether a run was queued is not known. Look at the automation's run history on the [Automations page](${page}).`);
    }
    return `${parts.join('\n\n')}\n`;
}
function heading(ending) {
    switch (ending) {
        case 'queued':
            return '## ✅ Automation run queued';
        case 'refused':
            return '## ❌ Automation not triggered';
        case 'unknown':
            return '## ❔ Automation trigger failed: a run may have been queued';
        case 'cancelled':
            return '## 🛑 Automation trigger cancelled';
    }
}

// EXTERNAL MODULE: ./src/modes/shared/job-summary.ts
var job_summary = __webpack_require__(95606);
// EXTERNAL MODULE: ./src/secrets.ts
var secrets = __webpack_require__(27194);
// EXTERNAL MODULE: ./src/util/text.ts
var util_text = __webpack_require__(49997);
// EXTERNAL MODULE: ./src/platform/close.ts
var platform_close = __webpack_require__(55079);
// EXTERNAL MODULE: ./src/modes/shared/platform-client.ts
var platform_client = __webpack_require__(55977);
;// CONCATENATED MODULE: ./src/modes/automation/run.ts
/**
 * `mode: automation`: runs a scheduled automation now (POST
 * /v1/workflow/{projectId}/{workflowSchemaId}/trigger), e.g. after every successful update on a
 * push to the default branch. One request: the platform queues the run and answers its ids; the
 * platform offers no way to follow a run, so the step ends there and the job summary says where
 * to see it.
 *
 * The request is never repeated after a failure that may come after the run was queued (a 500,
 * 502 or 504, or a connection lost after sending): a second trigger would queue a second run.
 * The platform client retries it only when the platform provably did nothing (429, 503, no
 * connection), and this mode then says "a run may have been queued" instead of "nothing happened".
 */










/** Runs `mode: automation`. */
const runAutomation = async (ctx) => {
    const { inputs } = ctx;
    const client = (0,platform_client/* createPlatformClient */.B)(ctx);
    let run;
    let ending = 'refused';
    let errorMessage;
    try {
        run = await client.triggerAutomation(inputs.projectId, inputs.automationId);
        ending = 'queued';
        // Ids from the API: the guard withholds one that is not an id (a line break, `$(…)`).
        (0,guard/* setOutput */.uH)(constants/* Output */.k7.InstanceId, run.instanceId);
        (0,guard/* setOutput */.uH)(constants/* Output */.k7.JobId, run.jobId);
        log/* info */.pq(`Queued run ${(0,util_text/* logText */.kc)(run.instanceId, 200)} of automation ${(0,util_text/* logText */.kc)(run.schemaId, 200)} (project ${inputs.projectId}, job ${(0,util_text/* logText */.kc)(run.jobId, 200)}). See it in the automation's run history: ${platform/* AUTOMATIONS_PAGE_URL */.Hp}`);
        return { outcome: 'success' };
    }
    catch (err) {
        ending = endingOf(err, ctx.signal);
        errorMessage = err instanceof Error ? err.message : String(err);
        throw err;
    }
    finally {
        await (0,job_summary/* writeJobSummary */.j7)((0,guard/* summaryText */.g5)(renderAutomationSummary({
            ending,
            projectId: inputs.projectId,
            automationId: inputs.automationId,
            runsPageUrl: platform/* AUTOMATIONS_PAGE_URL */.Hp,
            ...(run ? { run } : {}),
            ...(errorMessage !== undefined ? { errorMessage: (0,secrets/* redact */.E$)(errorMessage) } : {}),
        })));
        await (0,platform_close/* closePlatformClient */.d)(client, ctx.signal);
    }
};
/** Whether a failed trigger surely queued nothing, may have queued a run, or was cancelled. */
function endingOf(err, signal) {
    if (signal.aborted && !(err instanceof platform/* PlatformTimeoutError */.Zq))
        return 'cancelled';
    if (err instanceof platform/* PlatformError */.Wk)
        return err.maybeProcessed ? 'unknown' : 'refused';
    // A time limit may cut an attempt short after the request was sent.
    if (err instanceof platform/* PlatformTimeoutError */.Zq)
        return 'unknown';
    return 'refused';
}


/***/ })

};

//# sourceMappingURL=777.index.js.map