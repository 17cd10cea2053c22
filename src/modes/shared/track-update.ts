/**
 * Tracking of one docs update (or preview deployment, which the platform tracks the same way) to
 * its end, shared by `mode: status` and `mode: preview`: the adaptive poll schedule, one log line
 * per change of status, a warning for undocumented statuses, and how a timeout, a cancellation or
 * a failed request ends the tracking.
 */
import * as core from '../../log.js';
import { setOutput, summaryText } from '../../guard.js';
import { Output } from '../../constants.js';
import { TimeoutError } from '../../errors.js';
import {
  PlatformError,
  PlatformTimeoutError,
  type PlatformClient,
  type UpdateStatus,
} from '../../platform/index.js';
import { writeJobSummary } from './job-summary.js';
import { formatDuration } from '../../util/format.js';
import type { StatusEnding } from './status-summary.js';
import { redact } from '../../secrets.js';
import { pollUntil } from '../../util/poll.js';
import { logText, oneLine } from '../../util/text.js';
import type { CommonInputs, PollInput } from '../../inputs/common.js';
import type { ModeContext, ModeResult } from '../types.js';

/** Statuses after which an update never changes again. */
export const FINAL_STATUSES: ReadonlySet<string> = new Set(['success', 'failure']);
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

/** What an {@link UpdateTracker} needs from the mode. */
export interface UpdateTrackerOptions {
  /** The mode's cancellation signal. */
  readonly signal: AbortSignal;
  /** Epoch ms by which the mode must have finished. */
  readonly deadline: number;
  /** The `timeout` input, ms, for messages. */
  readonly timeoutMs: number;
  /** Minimum ms between looks, or undefined for the adaptive schedule. */
  readonly pollIntervalMs: number | undefined;
  /** Poll until the end (`true`) or look once. */
  readonly wait: boolean;
  /** Capitalized name of what is tracked in logs (`Docs update`, `Docs preview`). */
  readonly subject: string;
  /** When the mode started, epoch ms, for the `(+12 s)` of each status line. */
  readonly started: number;
}

/** The tracker of `mode: status` or `mode: preview`, from the mode's context and inputs. */
export function trackerFor(
  ctx: ModeContext<CommonInputs & PollInput & { readonly wait: boolean }>,
  subject: string,
  started: number,
): UpdateTracker {
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

/** How {@link UpdateTracker.track} ended without throwing. */
export type TrackResult =
  { done: true; value: UpdateStatus } | { done: false; last: UpdateStatus | undefined };

/** Follows one status id and remembers what it saw and how the tracking ended. */
export class UpdateTracker {
  /** The last status read, if any. */
  last: UpdateStatus | undefined;
  /** How the tracking ended; `final` until something else happens. */
  ending: StatusEnding = 'final';
  /** For `ending: 'error'`: the error's message. */
  errorMessage: string | undefined;

  private statusId = '';
  private lastLogged: string | undefined;
  private readonly warnedUnknown = new Set<string>();

  constructor(private readonly options: UpdateTrackerOptions) {}

  /** Logs a status only when it changed, and an undocumented value once. */
  observe(update: UpdateStatus): void {
    const { options } = this;
    this.last = update;
    if (update.status === this.lastLogged) return;
    this.lastLogged = update.status;
    core.info(
      `Status: ${logText(update.status, 60) || '(empty)'} (+${formatDuration(Date.now() - options.started)})`,
    );
    if (!KNOWN_STATUSES.has(update.status) && !this.warnedUnknown.has(update.status)) {
      this.warnedUnknown.add(update.status);
      core.warning(
        `${options.subject} ${logText(this.statusId, 80)} reports the status "${logText(update.status, 60)}", which the API contract does not document (queued, in_progress, success, failure). ${options.wait ? 'Still waiting for success or failure.' : ''}`.trim(),
      );
    }
  }

  /** Reads the update once (`wait: false`) or until it ends, inside one log group. */
  async track(client: PlatformClient, statusId: string): Promise<TrackResult> {
    const { options } = this;
    this.statusId = statusId;
    core.startGroup(`${options.subject} ${logText(statusId, 200)}`);
    try {
      if (!options.wait) {
        const value = await client.getUpdateStatus(statusId);
        this.observe(value);
        return { done: true, value };
      }
      const margin = Math.min(LAST_LOOK_MARGIN_MS, options.timeoutMs / 4);
      const schedule = createPollSchedule();
      return await pollUntil<UpdateStatus>({
        fetch: () => client.getUpdateStatus(statusId),
        done: (u) => FINAL_STATUSES.has(u.status),
        nextDelayMs: (u) => schedule(u),
        ...(options.pollIntervalMs !== undefined ? { minIntervalMs: options.pollIntervalMs } : {}),
        deadline: Math.max(Date.now(), options.deadline - margin),
        signal: options.signal,
        onValue: (u) => this.observe(u),
      });
    } finally {
      core.endGroup();
    }
  }

  /** The result of a `timeout` that ran out before the update ended. */
  timeoutResult(statusId: string, detail?: string): ModeResult {
    this.ending = 'timeout';
    const id = oneLine(statusId, 200);
    const seen = this.last ? `\`${oneLine(this.last.status, 60)}\`` : 'none could be read';
    return {
      outcome: 'timeout',
      message:
        `Timed out after ${formatDuration(this.options.timeoutMs)} (the \`timeout\` input) waiting ` +
        `for ${this.options.subject.toLowerCase()} ${id}; last known status: ${seen}. ${
          this.options.subject === 'Docs update'
            ? 'The update may still finish: raise'
            : 'The preview may still finish: raise'
        } \`timeout\`, or track it again later with \`status-id: ${id}\`.${detail ? ` ${detail}` : ''}`,
    };
  }

  /**
   * Settles an error thrown while starting or tracking: a cancelled or timed-out run is rethrown
   * (the mode still writes what it saw), a request that ran out of time becomes the `timeout`
   * result, and anything else is rethrown as the mode's error.
   *
   * @param statusId the tracked id; empty when the start request itself failed
   */
  settle(err: unknown, statusId: string): ModeResult {
    const { signal } = this.options;
    if (signal.aborted) {
      // A cancelled workflow: stop at once, but leave the outputs and summary of what was seen.
      this.ending = signal.reason instanceof TimeoutError ? 'timeout' : 'cancelled';
      throw err;
    }
    if (err instanceof PlatformTimeoutError) {
      this.ending = 'timeout';
      if (!statusId) throw err;
      // The client's own words say which request ran out of time, and what it was retrying.
      return this.timeoutResult(statusId, err.message);
    }
    this.ending = 'error';
    this.errorMessage = err instanceof Error ? err.message : String(err);
    throw err;
  }
}

/** Whether `err` is the platform's 404 for the tracked status id. */
export function isUnknownStatusId(err: unknown): err is PlatformError {
  return err instanceof PlatformError && err.status === 404 && err.endpoint === 'getUpdateStatus';
}

/** The outputs, from whatever was last read (none of the update's outputs when nothing was). */
export function writeOutputs(update: UpdateStatus | undefined): void {
  if (!update) return;
  setOutput(Output.Status, update.status);
  setOutput(Output.CommitSha, update.commit?.sha ?? '');
  const files = update.commit?.filesChanged;
  setOutput(
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
export async function writeSummary(markdown: string): Promise<void> {
  try {
    await writeJobSummary(summaryText(markdown));
  } catch (err) {
    core.warning(`Could not write the job summary: ${(err as Error).message}`);
  }
}
