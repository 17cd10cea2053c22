/**
 * When to look at a static export job again. Pure: it only sees progress samples and the time.
 *
 * The vendor's script polls every 10 s, so on average it notices the end 5 s late and asks about
 * six times a minute however far the job is from done. Export jobs report `progress` (0–100),
 * and on the platform it rises roughly linearly, so the remaining time can be estimated and the
 * polls placed where they matter:
 * - no progress yet (queued, or progress still 0): a short first look, then a growing backoff;
 * - one progress reading (the rate is only known against the time the job was still at 0, which
 *   includes the queue, so it is too slow): wait half the estimated remaining time, at most 10 s;
 * - a rate measured between two readings of the running job, and not sharply higher than the
 *   rate before it (a job that speeds up ends before a straight line says): jump to just before
 *   the estimated end (a lead of 0.5 s plus 3 % of the estimate), so the next reading lands in the
 *   dense phase; otherwise wait half the estimated remaining time. The rate before that is only
 *   compared when it too was measured on the running job (one that leans on a 0 % reading
 *   includes the queue and always looks slower); when there is none to compare, the jump is at
 *   most 10 s;
 * - estimated end less than 3 s away: look again right after it, every 0.5–1.25 s;
 * - past the estimated end without being done (progress stuck, or at 100 % while the job
 *   finalizes): back off in proportion to how late it is, so a stuck job is not hammered.
 * Every wait is capped (30 s), so a wrong estimate costs at most that much detection delay. And
 * the n-th request is not sent before (n - 1) × 10 s unless it is aimed just past the estimated
 * end, so the action never asks more often than the vendor's loop would have by the end (replay
 * over queues of 0–10 s and jobs of 5–120 s: never more requests, worst delay 7.3 s against the
 * loop's 10 s, mean ≤ 0.4 s for jobs of 40 s and longer; bench/schedule-sweep.ts). `poll-interval` is applied on top by the poll loop, as a floor.
 */

/** One reading of the job's progress. */
export interface ProgressSample {
  /** Milliseconds since the export started (the start response is at 0). */
  atMs: number;
  /** Progress as reported, 0–100 (values outside are clamped). */
  progress: number;
}

/** Tuning of the schedule; every field has a default. */
export interface ScheduleSettings {
  /** First wait while nothing is known about the job's pace. */
  firstDelayMs: number;
  /** Growth of the wait while there is still no progress. */
  backoffFactor: number;
  /** Longest wait while there is no progress information. */
  maxBackoffMs: number;
  /** Longest wait of all, however far the estimated end is. */
  maxDelayMs: number;
  /** Below this remaining time, poll densely. */
  denseBelowMs: number;
  /** Shortest wait of the dense phase. */
  denseMinMs: number;
  /** Longest wait of the dense phase. */
  denseMaxMs: number;
  /** Aim this long after the estimated end in the dense phase, to land just past it. */
  denseOvershootMs: number;
  /** Fixed part of the lead kept before the estimated end when jumping towards it. */
  leadMs: number;
  /** Share of the remaining time added to the lead, for estimates far ahead. */
  leadFraction: number;
  /**
   * The vendor loop's period: the n-th status request is not sent before (n - 1) × this, unless it
   * is aimed just past the estimated end (the request expected to see the job done). So the action
   * never asks more often than the vendor's fixed loop would have by the time the job ends.
   */
  budgetIntervalMs: number;
}

/** Defaults used by the export mode. */
export const DEFAULT_SCHEDULE: Readonly<ScheduleSettings> = {
  firstDelayMs: 1_000,
  backoffFactor: 1.6,
  maxBackoffMs: 10_000,
  maxDelayMs: 30_000,
  denseBelowMs: 3_000,
  denseMinMs: 500,
  denseMaxMs: 1_250,
  denseOvershootMs: 250,
  leadMs: 500,
  leadFraction: 0.03,
  budgetIntervalMs: 10_000,
};

/** What the samples say about the end of the job. */
export interface Estimate {
  /** Milliseconds from `nowMs` to the estimated end; negative when the estimate has passed. */
  remainingMs: number;
  /** Progress points per millisecond. */
  ratePerMs: number;
  /**
   * True when the rate was measured between two readings of the running job (both above 0) and
   * is not much higher than the rate before them; false when it leans on the last reading at 0
   * (which includes the time spent queued) or the job is speeding up.
   */
  confident: boolean;
  /** True when the rate is measured from a reading at 0 % (so it includes time spent queued). */
  fromZero: boolean;
  /**
   * True when `confident` could not be checked against an earlier rate (the one before leans on
   * a 0 % reading, so it includes the queue and would always look slower).
   */
  unchecked: boolean;
}

/**
 * Estimates the remaining time from `samples` (in any order), or undefined when the job has shown
 * no progress yet. The rate is taken between the first reading of the current progress value and
 * the latest reading below it, so a progress value repeated by later polls does not shrink it.
 */
export function estimateRemaining(
  samples: readonly ProgressSample[],
  nowMs: number,
): Estimate | undefined {
  const sorted = [...samples]
    .filter((s) => Number.isFinite(s.atMs) && Number.isFinite(s.progress))
    .map((s) => ({ atMs: s.atMs, progress: clampProgress(s.progress) }))
    .sort((a, b) => a.atMs - b.atMs);
  const latest = sorted[sorted.length - 1];
  if (!latest || latest.progress <= 0) return undefined;
  // The first time the current value was seen: later repeats carry no new information.
  let firstOfCurrent = sorted.length - 1;
  while (firstOfCurrent > 0 && (sorted[firstOfCurrent - 1]?.progress ?? -1) >= latest.progress) {
    firstOfCurrent--;
  }
  const current = sorted[firstOfCurrent] as ProgressSample;
  const before = readingBelow(sorted, firstOfCurrent) ?? { atMs: 0, progress: 0 };
  const ratePerMs = rate(before, current);
  if (ratePerMs === undefined) return undefined;
  const endAtMs = current.atMs + (100 - current.progress) / ratePerMs;
  // Linear extrapolation is late when the job speeds up, so a jump to the estimated end needs a
  // rate measured on the running job that has not risen sharply since the reading before.
  let confident = before.progress > 0;
  let unchecked = false;
  if (confident) {
    const index = sorted.indexOf(before);
    const earlier = readingBelow(sorted, index) ?? { atMs: 0, progress: 0 };
    // A rate before that leans on a 0 % reading includes the queue, so it is always slower and
    // says nothing about a speed-up: the check only compares two rates of the running job.
    unchecked = earlier.progress <= 0;
    const previous = unchecked ? undefined : rate(earlier, before);
    confident = previous === undefined || ratePerMs <= previous * MAX_SPEED_UP;
  }
  return {
    remainingMs: endAtMs - nowMs,
    ratePerMs,
    confident,
    fromZero: before.progress <= 0,
    unchecked,
  };
}

/** A rate this much above the one before means the job speeds up: no jump to the estimated end. */
const MAX_SPEED_UP = 1.5;

/** The latest reading before `index` with less progress than the reading at `index`. */
function readingBelow(
  sorted: readonly ProgressSample[],
  index: number,
): ProgressSample | undefined {
  const at = sorted[index];
  if (!at) return undefined;
  for (let i = index - 1; i >= 0; i--) {
    const s = sorted[i] as ProgressSample;
    if (s.progress < at.progress) return s;
  }
  return undefined;
}

/** Progress points per ms from `a` to `b`, or undefined when it is not a positive rate. */
function rate(a: ProgressSample, b: ProgressSample): number | undefined {
  const spanMs = b.atMs - a.atMs;
  if (spanMs <= 0) return undefined;
  const r = (b.progress - a.progress) / spanMs;
  return r > 0 ? r : undefined;
}

/**
 * How long to wait before the next look, given every sample so far and the time now (same clock
 * as the samples). `poll-interval` is not applied here: the poll loop enforces it as a floor.
 */
export function nextPollDelay(
  samples: readonly ProgressSample[],
  nowMs: number,
  settings: Readonly<ScheduleSettings> = DEFAULT_SCHEDULE,
): number {
  const estimate = estimateRemaining(samples, nowMs);
  if (!estimate) {
    // No pace known: the number of looks without progress drives a plain backoff.
    const blind = samples.filter((s) => !(s.progress > 0)).length;
    const wait = settings.firstDelayMs * settings.backoffFactor ** Math.max(0, blind - 1);
    return Math.round(
      withinBudget(Math.min(wait, settings.maxBackoffMs), samples, nowMs, settings),
    );
  }
  const { remainingMs, confident } = estimate;
  let wait: number;
  if (remainingMs < 0) {
    // Late: the estimate was optimistic, or the job sits at 100 % while it finalizes.
    wait = clamp(-remainingMs * 0.5, settings.denseMinMs, settings.maxBackoffMs);
  } else if (remainingMs < settings.denseBelowMs) {
    wait = clamp(remainingMs + settings.denseOvershootMs, settings.denseMinMs, settings.denseMaxMs);
  } else if (confident) {
    const lead = settings.leadMs + remainingMs * settings.leadFraction;
    wait = Math.max(settings.denseMinMs, remainingMs - lead);
    // Two readings of the running job cannot tell a straight line from a speed-up: a short step.
    if (estimate.unchecked) wait = Math.min(wait, settings.maxBackoffMs);
  } else if (estimate.fromZero) {
    // The rate includes the queue, so the end is nearer than it says: a short step.
    wait = Math.min(remainingMs / 2, settings.maxBackoffMs);
  } else {
    wait = remainingMs / 2;
  }
  return Math.round(withinBudget(Math.min(wait, settings.maxDelayMs), samples, nowMs, settings));
}

/**
 * Holds `wait` back until the vendor loop would have sent as many requests as this one makes
 * (the first sample is the start response, which the loop also has to make: its first poll). A
 * wait that lands past the estimated end keeps its place when it comes earlier: that request is
 * expected to be the last one, and the loop needs one more to notice the end anyway.
 */
function withinBudget(
  wait: number,
  samples: readonly ProgressSample[],
  nowMs: number,
  settings: Readonly<ScheduleSettings>,
): number {
  const sent = Math.max(0, samples.length - 1);
  const earliest = sent * settings.budgetIntervalMs - nowMs;
  if (wait >= earliest) return wait;
  const estimate = estimateRemaining(samples, nowMs);
  if (estimate && estimate.remainingMs >= 0) {
    const pastEnd = estimate.remainingMs + settings.denseOvershootMs;
    return Math.max(wait, Math.min(earliest, pastEnd));
  }
  return earliest;
}

/** Collects samples as they come; answers {@link nextPollDelay} and {@link estimateRemaining}. */
export class PollSchedule {
  private readonly samples: ProgressSample[] = [];

  /** @param settings tuning; the defaults suit the export API */
  constructor(private readonly settings: Readonly<ScheduleSettings> = DEFAULT_SCHEDULE) {}

  /** Records a reading taken `atMs` after the start. */
  record(atMs: number, progress: number): void {
    this.samples.push({ atMs, progress });
  }

  /** The wait before the next look. */
  nextDelayMs(nowMs: number): number {
    return nextPollDelay(this.samples, nowMs, this.settings);
  }

  /** The current estimate, or undefined before any progress. */
  estimate(nowMs: number): Estimate | undefined {
    return estimateRemaining(this.samples, nowMs);
  }

  /** Readings recorded so far. */
  get count(): number {
    return this.samples.length;
  }
}

function clampProgress(p: number): number {
  return clamp(p, 0, 100);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
