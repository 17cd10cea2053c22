import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCHEDULE,
  PollSchedule,
  estimateRemaining,
  nextPollDelay,
  type ProgressSample,
} from '../src/modes/export/schedule.js';

/**
 * Replays a job against the schedule on a virtual clock: the job is queued for `queuedMs`, then
 * its progress follows `shape` (0..1 → 0..1) for `runningMs`, rounded to 0.1 % like the API.
 * Returns the poll times and how late the end was noticed.
 */
function simulate(
  queuedMs: number,
  runningMs: number,
  shape: (f: number) => number = (f) => f,
  floorMs = 0,
): { polls: number[]; detectionDelayMs: number } {
  const progressAt = (t: number): number =>
    t <= queuedMs ? 0 : Math.round(shape(Math.min(1, (t - queuedMs) / runningMs)) * 1000) / 10;
  const endAt = queuedMs + runningMs;
  const schedule = new PollSchedule();
  schedule.record(0, 0); // the start response
  const polls: number[] = [];
  let now = 0;
  for (let i = 0; i < 500; i++) {
    now += Math.max(floorMs, schedule.nextDelayMs(now));
    polls.push(now);
    if (now >= endAt) return { polls, detectionDelayMs: now - endAt };
    schedule.record(now, progressAt(now));
  }
  throw new Error('the schedule never reached the end');
}

/**
 * What the vendor's fixed 10 s loop costs on the same job: it asks at once, then every 10 s, and
 * the first request at or after the end sees the job done (bench/vendor-loop.sh).
 */
function vendorPolls(totalMs: number): number {
  return Math.ceil(totalMs / 10_000) + 1;
}

describe('ETA-aware poll schedule', () => {
  it('on a 40 s linear job, polls no more than a fixed 10 s loop and notices the end within 1.5 s', () => {
    for (const queuedMs of [0, 200, 1_000]) {
      const { polls, detectionDelayMs } = simulate(queuedMs, 40_000);
      expect(polls.length).toBeLessThanOrEqual(vendorPolls(queuedMs + 40_000));
      expect(detectionDelayMs).toBeLessThanOrEqual(1_500);
    }
  });

  it('over queues of 0–10 s and jobs of 5–120 s, never polls more than the loop nor notices later than its worst', () => {
    let worst = 0;
    for (let running = 5_000; running <= 120_000; running += 2_500) {
      let sum = 0;
      let n = 0;
      for (let queued = 0; queued <= 10_000; queued += 500) {
        const { polls, detectionDelayMs } = simulate(queued, running);
        expect(polls.length, `queue ${queued}, running ${running}`).toBeLessThanOrEqual(
          vendorPolls(queued + running),
        );
        worst = Math.max(worst, detectionDelayMs);
        sum += detectionDelayMs;
        n++;
      }
      if (running >= 40_000) expect(sum / n).toBeLessThanOrEqual(1_500);
    }
    // The loop's worst: the end just after one of its requests, noticed 10 s later.
    expect(worst).toBeLessThan(10_000);
  });

  it('is sparse far from the end and dense near it', () => {
    const { polls } = simulate(200, 40_000);
    const gaps = polls.slice(1).map((t, i) => t - (polls[i] ?? 0));
    expect(Math.max(...gaps.slice(0, 2))).toBeGreaterThanOrEqual(10_000);
    expect(gaps[gaps.length - 1]).toBeLessThanOrEqual(DEFAULT_SCHEDULE.denseMaxMs);
  });

  it('keeps the detection delay small for long, short and speeding-up jobs', () => {
    for (const [queued, running] of [
      [200, 1_500],
      [200, 10_000],
      [5_000, 40_000],
      [200, 600_000],
    ] as const) {
      expect(simulate(queued, running).detectionDelayMs).toBeLessThanOrEqual(1_500);
    }
    // Slow start, fast finish: a straight line would overshoot the end; the schedule must not.
    expect(simulate(200, 40_000, (f) => f * f).detectionDelayMs).toBeLessThanOrEqual(1_500);
    expect(simulate(200, 40_000, (f) => Math.sqrt(f)).detectionDelayMs).toBeLessThanOrEqual(1_500);
  });

  it('never waits longer than the cap, however far the end is', () => {
    const { polls } = simulate(200, 3_600_000);
    const gaps = polls.slice(1).map((t, i) => t - (polls[i] ?? 0));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(DEFAULT_SCHEDULE.maxDelayMs);
  });

  it('backs off while there is no progress information', () => {
    const samples: ProgressSample[] = [{ atMs: 0, progress: 0 }];
    const delays: number[] = [];
    let now = 0;
    for (let i = 0; i < 8; i++) {
      const d = nextPollDelay(samples, now);
      delays.push(d);
      now += d;
      samples.push({ atMs: now, progress: 0 });
    }
    expect(delays[0]).toBe(DEFAULT_SCHEDULE.firstDelayMs);
    for (let i = 1; i < delays.length; i++) {
      expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] ?? 0);
    }
    expect(Math.max(...delays)).toBe(DEFAULT_SCHEDULE.maxBackoffMs);
  });

  it('backs off in proportion to how late a job is past its estimated end', () => {
    // Stuck at 100 % (finalizing) for a while: no dense hammering.
    const samples: ProgressSample[] = [
      { atMs: 0, progress: 0 },
      { atMs: 10_000, progress: 50 },
      { atMs: 20_000, progress: 100 },
    ];
    expect(nextPollDelay(samples, 20_000)).toBe(DEFAULT_SCHEDULE.denseMinMs);
    expect(nextPollDelay(samples, 30_000)).toBe(5_000);
    expect(nextPollDelay(samples, 120_000)).toBe(DEFAULT_SCHEDULE.maxBackoffMs);
  });

  it('estimates from the first reading of the current value, ignoring repeats', () => {
    const samples: ProgressSample[] = [
      { atMs: 0, progress: 0 },
      { atMs: 10_000, progress: 20 },
      { atMs: 20_000, progress: 40 },
      { atMs: 25_000, progress: 40 },
    ];
    const e = estimateRemaining(samples, 25_000);
    expect(e?.ratePerMs).toBeCloseTo(20 / 10_000);
    // End predicted at 20 s + 60 / rate = 50 s.
    expect(e?.remainingMs).toBeCloseTo(25_000);
    expect(e?.confident).toBe(true);
  });

  it('is not confident on a rate that leans on the queue or on a sudden speed-up', () => {
    expect(
      estimateRemaining(
        [
          { atMs: 0, progress: 0 },
          { atMs: 1_000, progress: 2 },
        ],
        1_000,
      )?.confident,
    ).toBe(false);
    expect(
      estimateRemaining(
        [
          { atMs: 0, progress: 0 },
          { atMs: 5_000, progress: 2 },
          { atMs: 10_000, progress: 5 },
          { atMs: 20_000, progress: 50 },
        ],
        20_000,
      )?.confident,
    ).toBe(false);
  });

  it('has no estimate without progress, and ignores garbage values', () => {
    expect(estimateRemaining([], 0)).toBeUndefined();
    expect(estimateRemaining([{ atMs: 0, progress: 0 }], 5_000)).toBeUndefined();
    expect(
      estimateRemaining(
        [
          { atMs: 0, progress: Number.NaN },
          { atMs: 1_000, progress: 150 },
        ],
        1_000,
      )?.remainingMs,
    ).toBe(0);
  });

  it('leaves the poll-interval floor to the poll loop, which the simulation applies', () => {
    const { polls } = simulate(200, 40_000, (f) => f, 5_000);
    const gaps = polls.slice(1).map((t, i) => t - (polls[i] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(5_000);
  });
});
