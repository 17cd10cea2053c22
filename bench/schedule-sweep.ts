/**
 * Context for figure 1: the export mode's poll schedule (src/modes/export-schedule.ts, a pure
 * module) replayed against the emulator's job model over many queue lengths, next to the vendor's
 * fixed 10 s loop. Milliseconds of CPU, no network: it shows how the one measured job generalizes.
 */
import { PollSchedule } from '../src/modes/export-schedule.js';

/** Round trip of one status request in the model. */
const LATENCY_MS = 30;
/** The vendor loop's sleep. */
const VENDOR_SLEEP_MS = 10_000;
/** Upper bound of polls per simulated job. */
const MAX_POLLS = 500;

/** One job: queued, then running with linear progress, as the emulator renders it. */
interface Job {
  queuedMs: number;
  runningMs: number;
}

/** The emulator's `progress` at `t` ms after the start (rounded to 0.1, as renderJob does). */
function progressAt(job: Job, t: number): number {
  const fraction = Math.min(1, Math.max(0, (t - job.queuedMs) / Math.max(1, job.runningMs)));
  return Math.round(fraction * 1000) / 10;
}

/** Polls and detection delay of the action's schedule (the start response is a reading at 0). */
function actionRun(job: Job): { polls: number; delayMs: number } {
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

/** Polls and detection delay of the vendor's loop: poll, then sleep 10 s. */
function vendorRun(job: Job): { polls: number; delayMs: number } {
  const end = job.queuedMs + job.runningMs;
  let t = LATENCY_MS;
  let polls = 1;
  while (t < end && polls < MAX_POLLS) {
    t += VENDOR_SLEEP_MS + LATENCY_MS;
    polls++;
  }
  return { polls, delayMs: t - end };
}

/** A Markdown table: per job length, the spread over queues of 0–10 s in 0.25 s steps. */
export function scheduleSweep(): string {
  const lines = [
    '| Running time | Action: mean / worst delay | Vendor: mean / worst delay | Action polls | Vendor polls | Action polls more |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const runningMs of [5_000, 10_000, 40_000, 120_000]) {
    const action: { polls: number; delayMs: number }[] = [];
    const vendor: { polls: number; delayMs: number }[] = [];
    for (let queuedMs = 0; queuedMs <= 10_000; queuedMs += 250) {
      action.push(actionRun({ queuedMs, runningMs }));
      vendor.push(vendorRun({ queuedMs, runningMs }));
    }
    const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
    const mean = (xs: { delayMs: number }[]): number =>
      xs.reduce((sum, x) => sum + x.delayMs, 0) / xs.length;
    const worst = (xs: { delayMs: number }[]): number => Math.max(...xs.map((x) => x.delayMs));
    const range = (xs: { polls: number }[]): string => {
      const counts = xs.map((x) => x.polls);
      return `${Math.min(...counts)}–${Math.max(...counts)}`;
    };
    const more = action.filter((a, i) => a.polls > (vendor[i]?.polls ?? Infinity)).length;
    lines.push(
      `| ${runningMs / 1000} s | ${s(mean(action))} / ${s(worst(action))} | ${s(mean(vendor))} / ${s(
        worst(vendor),
      )} | ${range(action)} | ${range(vendor)} | ${more} of ${action.length} queues |`,
    );
  }
  return lines.join('\n');
}
