/**
 * Figure 1, replay: the export mode's poll schedule (src/modes/export/schedule.ts, a pure module)
 * replayed against the emulator's job model for every queue of 0–10 s (0.25 s steps) and running
 * time of 5–120 s (0.5 s steps), next to the vendor's fixed 10 s loop. Milliseconds of CPU, no
 * network: it shows how the measured jobs generalize, and checks the targets on all of it.
 */
import { PollSchedule } from '../src/modes/export/schedule.js';
import type { Row } from './util.js';

/** Round trip of one status request in the model. */
const LATENCY_MS = 30;
/** The vendor loop's sleep. */
const VENDOR_SLEEP_MS = 10_000;
/** Upper bound of polls per simulated job. */
const MAX_POLLS = 500;
/** Mean detection delay allowed for jobs of 40 s and longer. */
const MAX_MEAN_DELAY_MS = 1_500;

/** One job: queued, then running with linear progress, as the emulator renders it. */
interface Job {
  queuedMs: number;
  runningMs: number;
}

/** What one side did on one job. */
interface Outcome {
  polls: number;
  delayMs: number;
}

/** The emulator's `progress` at `t` ms after the start (rounded to 0.1, as renderJob does). */
function progressAt(job: Job, t: number): number {
  const fraction = Math.min(1, Math.max(0, (t - job.queuedMs) / Math.max(1, job.runningMs)));
  return Math.round(fraction * 1000) / 10;
}

/** Polls and detection delay of the action's schedule (the start response is a reading at 0). */
export function actionRun(job: Job): Outcome {
  const schedule = new PollSchedule();
  schedule.record(0, 0);
  const end = job.queuedMs + job.runningMs;
  let t = 0;
  let polls = 0;
  while (polls < MAX_POLLS) {
    t += schedule.nextDelayMs(t) + LATENCY_MS;
    polls++;
    schedule.record(t, progressAt(job, t));
    if (t >= end) break;
  }
  return { polls, delayMs: t - end };
}

/** Polls and detection delay of the vendor's loop: poll at once, then every 10 s. */
export function vendorRun(job: Job): Outcome {
  const end = job.queuedMs + job.runningMs;
  let t = LATENCY_MS;
  let polls = 1;
  while (t < end && polls < MAX_POLLS) {
    t += VENDOR_SLEEP_MS + LATENCY_MS;
    polls++;
  }
  return { polls, delayMs: t - end };
}

/** The sweep's table (a few running times) and its target rows (every running time). */
export interface Sweep {
  table: string;
  rows: Row[];
}

/** Runs the whole grid; the table shows a few running times, the rows check all of them. */
export function scheduleSweep(): Sweep {
  const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    '| Running time | Action: mean / worst delay | Vendor: mean / worst delay | Action polls | Vendor polls | Action polls more |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  let cases = 0;
  let morePolls = 0;
  let worstAction = 0;
  let worstVendor = 0;
  let worstMeanLong = 0;
  let worstMeanLongAt = 0;
  for (let runningMs = 5_000; runningMs <= 120_000; runningMs += 500) {
    const action: Outcome[] = [];
    const vendor: Outcome[] = [];
    for (let queuedMs = 0; queuedMs <= 10_000; queuedMs += 250) {
      action.push(actionRun({ queuedMs, runningMs }));
      vendor.push(vendorRun({ queuedMs, runningMs }));
    }
    const mean = (xs: Outcome[]): number => xs.reduce((sum, x) => sum + x.delayMs, 0) / xs.length;
    const worst = (xs: Outcome[]): number => Math.max(...xs.map((x) => x.delayMs));
    const range = (xs: Outcome[]): string => {
      const counts = xs.map((x) => x.polls);
      return `${Math.min(...counts)}–${Math.max(...counts)}`;
    };
    const more = action.filter((a, i) => a.polls > (vendor[i]?.polls ?? Infinity)).length;
    cases += action.length;
    morePolls += more;
    worstAction = Math.max(worstAction, worst(action));
    worstVendor = Math.max(worstVendor, worst(vendor));
    if (runningMs >= 40_000 && mean(action) > worstMeanLong) {
      worstMeanLong = mean(action);
      worstMeanLongAt = runningMs;
    }
    if ([5_000, 7_000, 10_000, 20_000, 40_000, 120_000].includes(runningMs)) {
      lines.push(
        `| ${runningMs / 1000} s | ${s(mean(action))} / ${s(worst(action))} | ${s(mean(vendor))} / ${s(
          worst(vendor),
        )} | ${range(action)} | ${range(vendor)} | ${more} of ${action.length} queues |`,
      );
    }
  }
  const grid = `${cases} jobs: queue 0–10 s, running 5–120 s`;
  const rows: Row[] = [
    {
      figure: `Polling replay: jobs where the action polls more (${grid})`,
      action: String(morePolls),
      alternative: '0',
      ratio: '—',
      target: '0 (≤ vendor on every job)',
      met: morePolls === 0,
    },
    {
      figure: 'Polling replay: worst detection delay',
      action: s(worstAction),
      alternative: s(worstVendor),
      ratio: `${(worstAction / worstVendor).toFixed(2)}×`,
      target: '≤ vendor worst',
      met: worstAction <= worstVendor,
    },
    {
      figure: 'Polling replay: highest mean delay over queues, jobs ≥ 40 s',
      action: `${s(worstMeanLong)} (at ${worstMeanLongAt / 1000} s)`,
      alternative: '—',
      ratio: '—',
      target: `≤ ${s(MAX_MEAN_DELAY_MS)}`,
      met: worstMeanLong <= MAX_MEAN_DELAY_MS,
    },
  ];
  return { table: lines.join('\n'), rows };
}
