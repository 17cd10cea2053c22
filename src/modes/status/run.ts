/**
 * `mode: status`: optionally triggers a docs update, then tracks it to its end and reports what it
 * built; after `success`, checks that the live site serves what it built (`verify`), and with
 * `repair: true` triggers one more update when it does not. The step succeeds only when the update
 * does (and, with `on-stale: error`, when no page is stale); a failed update fails the step with
 * the update's own summary, and a timeout or a cancelled workflow still leaves outputs and a
 * summary with the last status seen. `follow: github-app` and a scheduled `verify: all` go their
 * own way (app-run.ts).
 */
import * as core from '../../log.js';
import { setOutput } from '../../guard.js';
import { Output } from '../../constants.js';
import { ActionError } from '../../errors.js';
import type { StatusInputs } from './inputs.js';
import type { UpdateStatus } from '../../platform/index.js';
import { renderStatusSummary, sameCommit } from '../shared/status-summary.js';
import {
  isUnknownStatusId,
  trackerFor,
  writeOutputs,
  writeSummary,
} from '../shared/track-update.js';
import { logText, oneLine } from '../../util/text.js';
import { closePlatformClient } from '../../platform/close.js';
import { createPlatformClient } from '../shared/platform-client.js';
import type { ModeContext, ModeResult, ModeRunner } from '../types.js';
import { createOctokit, type Octokit } from '../../github/octokit.js';
import type { PlatformClient } from '../../platform/index.js';
import { runFollow } from './app-run.js';
import { LIVE_OFF, reportLive, verifyLive, type LiveReport } from './live.js';
import { renderLiveSection, type RepairNote } from './live-report.js';
import { liveResult, LIVE_MARGIN_MS } from './live-result.js';
import { repair } from './repair.js';

/** Runs `mode: status`. */
export const runStatus: ModeRunner<StatusInputs> = async (ctx) => {
  const { inputs } = ctx;
  const octokit = inputs.githubToken
    ? createOctokit(inputs.githubToken, inputs.runner, { deadline: ctx.deadline })
    : undefined;
  if (inputs.source !== 'api') return runFollow(ctx, octokit);
  return runApiStatus(ctx, octokit);
};

/** The update's way: trigger or `status-id`, track, then the live check. */
async function runApiStatus(
  ctx: ModeContext<StatusInputs>,
  octokit: Octokit | undefined,
): Promise<ModeResult> {
  const { inputs } = ctx;
  const started = Date.now();
  const client = createPlatformClient(ctx);

  let statusId = inputs.statusId;
  const tracker = trackerFor(ctx, 'Docs update', started);
  const live: { report: LiveReport; repair?: RepairNote } = { report: LIVE_OFF };

  try {
    if (inputs.trigger) {
      const triggered = await client.triggerUpdate(inputs.projectId);
      statusId = triggered.statusId;
      core.info(
        `Triggered a docs update of project ${inputs.projectId}: status id ${logText(statusId, 200)}.`,
      );
    }
    setOutput(Output.StatusId, statusId);

    const update = await tracker.track(client, statusId);
    noticeOtherCommit(tracker.last, inputs.runner.sha);
    if (!update.done) return tracker.timeoutResult(statusId);
    const result = decide(update.value, statusId);
    if (update.value.status !== 'success' || inputs.verify === 'off' || !inputs.wait) return result;
    Object.assign(live, await checkAfterSuccess(ctx, client, octokit, update.value));
    return liveResult(result, live.report, live.repair, inputs.onStale);
  } catch (err) {
    if (isUnknownStatusId(err) && !ctx.signal.aborted) {
      const error = new ActionError(notFoundMessage(statusId, inputs.trigger), 'failure', {
        cause: err,
      });
      tracker.ending = 'error';
      tracker.errorMessage = error.message;
      throw error;
    }
    const result = tracker.settle(err, statusId);
    noticeOtherCommit(tracker.last, inputs.runner.sha);
    return result;
  } finally {
    const { last, ending, errorMessage } = tracker;
    writeOutputs(last);
    const final = live.repair?.after ?? live.report;
    if (final.live !== 'off' || last?.status === 'success') reportLive(final, inputs.onStale);
    const liveSection =
      last?.status === 'success' ? `\n${renderLiveSection(live.report, live.repair)}\n` : '';
    await writeSummary(
      renderStatusSummary(last, {
        serverUrl: inputs.runner.serverUrl,
        owner: inputs.runner.owner,
        repo: inputs.runner.repo,
        workflowSha: inputs.runner.sha,
        statusId,
        trackedMs: Date.now() - started,
        ending,
        timeoutMs: inputs.timeoutMs,
        ...(errorMessage !== undefined ? { errorMessage } : {}),
      }) + liveSection,
    );
    await closePlatformClient(client, ctx.signal);
  }
}

/** The live check after the update's success, and one repair when it finds pages stale. */
async function checkAfterSuccess(
  ctx: ModeContext<StatusInputs>,
  client: PlatformClient,
  octokit: Octokit | undefined,
  update: UpdateStatus,
): Promise<{ report: LiveReport; repair?: RepairNote }> {
  const { inputs } = ctx;
  const request = {
    sha: update.commit?.sha ?? inputs.runner.sha,
    files: update.commit?.filesChanged ?? { added: [], modified: [], removed: [] },
    ...(update.subdomain ? { subdomain: update.subdomain } : {}),
  };
  const deadline = Math.min(ctx.deadline - LIVE_MARGIN_MS, Date.now() + inputs.verifyTimeoutMs);
  const report = await verifyLive(ctx, octokit, { ...request, deadline });
  if (report.live !== 'stale' || !inputs.repair) return { report };
  return { report, repair: await repair(ctx, client, octokit, request) };
}

/**
 * Turns the update's last status into the step's result. Only `wait: false` gets here with an
 * update that has not ended: the look-up itself worked, so the step does not fail.
 */
function decide(update: UpdateStatus, statusId: string): ModeResult {
  const id = oneLine(statusId, 200);
  if (update.status === 'success') {
    core.info(`Docs update ${id} succeeded${summarySuffix(update)}.`);
    return { outcome: 'success' };
  }
  if (update.status === 'failure') {
    const summary = logText(update.summary, 500) || 'the platform gave no summary';
    core.error(`Docs update ${id} failed: ${summary}`, { title: 'Mintlify docs update failed' });
    return {
      outcome: 'failure',
      message: `Docs update ${id} ended with status failure (its summary is in the annotation above); the job summary shows its build log and changed files.`,
    };
  }
  core.info(
    `Docs update ${id} is ${logText(update.status, 60) || '(empty)'}; not waiting for it (\`wait: false\`). The \`status\` output holds this value.`,
  );
  return { outcome: 'success' };
}

/** Says so when the update built another commit than this workflow run's. */
function noticeOtherCommit(update: UpdateStatus | undefined, workflowSha: string): void {
  const sha = update?.commit?.sha;
  if (!sha || !workflowSha || sameCommit(sha, workflowSha)) return;
  core.notice(
    `The docs update built commit ${logText(sha, 40)}, not this workflow run's commit ${workflowSha} (GITHUB_SHA). A newer push may have superseded this run, or the update was triggered for another branch.`,
    { title: 'Docs update built a different commit' },
  );
}

function notFoundMessage(statusId: string, triggered: boolean): string {
  const id = oneLine(statusId, 200);
  if (triggered) {
    return (
      `The platform does not know status id "${id}" (HTTP 404), although it returned that id when ` +
      `this step triggered the update a moment ago. Run the step again; if it keeps happening, ` +
      `report it to Mintlify support.`
    );
  }
  return (
    `No docs update has status id "${id}" (HTTP 404 from GET /v1/project/update-status/${id}). ` +
    `Status ids are the \`statusId\` that \`POST /v1/project/update/{projectId}\` returns when an ` +
    `update is triggered: pass the one your trigger step received (check it was copied whole and ` +
    `that the admin key belongs to the same organization), or set \`trigger: true\` with ` +
    `\`project-id\` to start a new update and track it.`
  );
}

function summarySuffix(update: UpdateStatus): string {
  const summary = logText(update.summary, 300);
  return summary ? `: ${summary}` : '';
}
