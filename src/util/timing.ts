/**
 * Waiting, the one way: `sleep`, the `Retry-After` parser and the backoff formula every retry loop
 * of the action uses (the platform client, the bundle download, the Pages status polls, export
 * conflicts). Bottom layer: imports nothing from `src/`.
 */
import { setTimeout as delay } from 'node:timers/promises';

/** Longest delay `setTimeout` honours (about 24.8 days). */
export const MAX_TIMER_MS = 2_147_483_647;

/**
 * The exponential backoff ceiling after the `failedAttempt`-th failure (1-based):
 * `min(maxMs, baseMs · 2^(n-1))`. Callers that want jitter draw below it (the platform client's
 * full jitter); the others wait it out as it is.
 */
export function backoffCeiling(failedAttempt: number, baseMs: number, maxMs: number): number {
  const exponent = Math.min(Math.max(failedAttempt - 1, 0), 30);
  return Math.min(maxMs, baseMs * 2 ** exponent);
}

/**
 * Parses `Retry-After` (delta-seconds or an HTTP date) into milliseconds from `now`; a date in
 * the past gives 0. Undefined when absent or unreadable.
 */
export function parseRetryAfter(
  value: string | string[] | undefined,
  now: number = Date.now(),
): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined) return undefined;
  const text = raw.trim();
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // HTTP dates always name a month; without this, Date.parse would read `-5` as a year.
  if (!/[a-z]{3}/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/**
 * Waits `ms`, or rejects with `signal.reason` the moment `signal` aborts (also when it already
 * has): node:timers/promises rejects with its own AbortError, and callers tell a deadline from a
 * cancellation by the reason. The one sleep of the action.
 */
export async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    // Node fires longer timers after 1 ms instead; callers bound waits by a deadline anyway.
    await delay(Math.min(Math.max(ms, 0), MAX_TIMER_MS), undefined, { signal });
  } catch (err) {
    signal?.throwIfAborted();
    throw err;
  }
}
