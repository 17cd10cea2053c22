/**
 * `mode: status`: optionally triggers a docs update, then tracks it to its end and reports what it
 * built. The step succeeds only when the update does; a failed update fails the step with the
 * update's own summary, and a timeout or a cancelled workflow still leaves outputs and a summary
 * with the last status seen.
 */
import * as core from '../log.js';
import { Output } from '../constants.js';
import { ActionError, TimeoutError } from '../errors.js';
import type { StatusInputs } from '../inputs.js';
import {
  PlatformClient,
  PlatformError,
  PlatformTimeoutError,
  type RetryInfo,
  type UpdateStatus,
} from '../platform/index.js';
import { writeJobSummary } from '../report/job-summary.js';
import { stripControl, truncate } from '../report/sanitize.js';
import {
  formatDuration,
  renderStatusSummary,
  sameCommit,
  type StatusEnding,
} from '../report/status-summary.js';
import { addSecret, redact } from '../secrets.js';
import { pollUntil } from '../util/poll.js';
import type { ModeResult, ModeRunner } from './types.js';

/** Statuses after which an update never changes again. */
const FINAL_STATUSES: ReadonlySet<string> = new Set(['success', 'failure']);
/** Statuses the published contract documents; any other is warned about once. */
const KNOWN_STATUSES: ReadonlySet<string> = new Set([
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
export function createPollSchedule(): (update: UpdateStatus) => number {
  let current: string | undefined;
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
export const runStatus: ModeRunner<StatusInputs> = async (ctx) => {
  const { inputs } = ctx;
  const started = Date.now();
  const client = new PlatformClient({
    baseUrl: inputs.apiUrl,
    adminKey: inputs.adminKey,
    userAgent: ctx.userAgent,
    deadline: ctx.deadline,
    signal: ctx.signal,
    onSecret: addSecret,
    onRetry: logRetry,
  });

  let statusId = inputs.statusId;
  let last: UpdateStatus | undefined;
  let ending: StatusEnding = 'final';
  let errorMessage: string | undefined;
  let lastLogged: string | undefined;
  const warnedUnknown = new Set<string>();

  /** Logs a status only when it changed, and an undocumented value once. */
  const observe = (update: UpdateStatus): void => {
    last = update;
    if (update.status === lastLogged) return;
    lastLogged = update.status;
    core.info(
      `Status: ${logText(update.status, 60) || '(empty)'} (+${formatDuration(Date.now() - started)})`,
    );
    if (!KNOWN_STATUSES.has(update.status) && !warnedUnknown.has(update.status)) {
      warnedUnknown.add(update.status);
      core.warning(
        `Docs update ${logText(statusId, 80)} reports the status "${logText(update.status, 60)}", which the API contract does not document (queued, in_progress, success, failure). ${inputs.wait ? 'Still waiting for success or failure.' : ''}`.trim(),
      );
    }
  };

  try {
    if (inputs.trigger) {
      const triggered = await client.triggerUpdate(inputs.projectId);
      statusId = triggered.statusId;
      core.info(
        `Triggered a docs update of project ${inputs.projectId}: status id ${logText(statusId, 200)}.`,
      );
    }
    core.setOutput(Output.StatusId, redact(oneLine(statusId, 200)));

    const update = await track(ctx.signal, ctx.deadline, inputs, client, statusId, observe);
    noticeOtherCommit(last, inputs.runner.sha);
    if (update.done) return decide(update.value, statusId);

    ending = 'timeout';
    return timeoutResult(statusId, update.last, inputs.timeoutMs);
  } catch (err) {
    if (ctx.signal.aborted) {
      // A cancelled workflow: stop at once, but leave the outputs and summary of what was seen.
      ending = ctx.signal.reason instanceof TimeoutError ? 'timeout' : 'cancelled';
      throw err;
    }
    if (err instanceof PlatformTimeoutError) {
      ending = 'timeout';
      if (!statusId) throw err;
      noticeOtherCommit(last, inputs.runner.sha);
      // The client's own words say which request ran out of time, and what it was retrying.
      return timeoutResult(statusId, last, inputs.timeoutMs, err.message);
    }
    ending = 'error';
    if (err instanceof PlatformError && err.status === 404 && err.endpoint === 'getUpdateStatus') {
      const error = new ActionError(notFoundMessage(statusId, inputs.trigger), 'failure', {
        cause: err,
      });
      errorMessage = error.message;
      throw error;
    }
    errorMessage = err instanceof Error ? err.message : String(err);
    throw err;
  } finally {
    writeOutputs(last);
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
      }),
    );
    if (ctx.signal.aborted) {
      // Aborted requests are already over; do not let closing the pool delay the exit.
      void client.close().catch(() => undefined);
    } else {
      await client
        .close()
        .catch((err: unknown) => core.debug(`Closing the client: ${String(err)}`));
    }
  }
};

/** Reads the update once (`wait: false`) or until it ends, inside one log group. */
async function track(
  signal: AbortSignal,
  deadline: number,
  inputs: StatusInputs,
  client: PlatformClient,
  statusId: string,
  observe: (update: UpdateStatus) => void,
): Promise<{ done: true; value: UpdateStatus } | { done: false; last: UpdateStatus | undefined }> {
  core.startGroup(`Docs update ${logText(statusId, 200)}`);
  try {
    if (!inputs.wait) {
      const value = await client.getUpdateStatus(statusId);
      observe(value);
      return { done: true, value };
    }
    const margin = Math.min(LAST_LOOK_MARGIN_MS, inputs.timeoutMs / 4);
    const schedule = createPollSchedule();
    return await pollUntil<UpdateStatus>({
      fetch: () => client.getUpdateStatus(statusId),
      done: (u) => FINAL_STATUSES.has(u.status),
      nextDelayMs: (u) => schedule(u),
      ...(inputs.pollIntervalMs !== undefined ? { minIntervalMs: inputs.pollIntervalMs } : {}),
      deadline: Math.max(Date.now(), deadline - margin),
      signal,
      onValue: observe,
    });
  } finally {
    core.endGroup();
  }
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

/** The result of a `timeout` that ran out before the update ended. */
function timeoutResult(
  statusId: string,
  last: UpdateStatus | undefined,
  timeoutMs: number,
  detail?: string,
): ModeResult {
  const id = oneLine(statusId, 200);
  const seen = last ? `\`${oneLine(last.status, 60)}\`` : 'none could be read';
  return {
    outcome: 'timeout',
    message:
      `Timed out after ${formatDuration(timeoutMs)} (the \`timeout\` input) waiting for docs ` +
      `update ${id}; last known status: ${seen}. The update may still finish: raise \`timeout\`, ` +
      `or track it again later with \`status-id: ${id}\`.${detail ? ` ${detail}` : ''}`,
  };
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

/** The outputs, from whatever was last read (none of the update's outputs when nothing was). */
function writeOutputs(update: UpdateStatus | undefined): void {
  if (!update) return;
  core.setOutput(Output.Status, redact(oneLine(update.status, 100)));
  core.setOutput(Output.CommitSha, redact(oneLine(update.commit?.sha ?? '', 100)));
  const files = update.commit?.filesChanged;
  core.setOutput(
    Output.FilesChanged,
    redact(
      JSON.stringify({
        added: files?.added ?? [],
        modified: files?.modified ?? [],
        removed: files?.removed ?? [],
      }),
    ),
  );
}

/** Writes the summary; a failure to write it must not hide the step's real outcome. */
async function writeSummary(markdown: string): Promise<void> {
  try {
    await writeJobSummary(markdown);
  } catch (err) {
    core.warning(`Could not write the job summary: ${(err as Error).message}`);
  }
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

function logRetry(info: RetryInfo): void {
  core.info(
    `Retrying ${info.endpoint} in ${formatDuration(info.delayMs)}: attempt ${info.attempt} failed (${info.reason}).`,
  );
}

/** API text for a log line or annotation: one line, no control characters, no secrets. */
function logText(text: string | undefined, max: number): string {
  return redact(oneLine(text ?? '', max));
}

function oneLine(text: string, max: number): string {
  return truncate(stripControl(text).replace(/\s+/g, ' ').trim(), max);
}
