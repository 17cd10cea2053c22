/**
 * The polling loop shared by the modes: it asks, decides whether it is done, and sleeps for as
 * long as the mode's schedule says, never less than `minIntervalMs`, never past the deadline,
 * and stops at once when the signal aborts.
 */
import { sleep } from './timing.js';

/** What {@link pollUntil} is given. */
export interface PollOptions<T> {
  /** One look-up (a request). */
  fetch: () => Promise<T>;
  /** True when `value` is final. */
  done: (value: T) => boolean;
  /** The mode's schedule: how long to wait after this look-up (before the floor and the deadline). */
  nextDelayMs: (value: T, attempt: number, elapsedMs: number) => number;
  /** Never poll faster than this (the `poll-interval` input). */
  minIntervalMs?: number;
  /** Epoch ms after which no further look-up starts. */
  deadline: number;
  /** Cancellation. */
  signal: AbortSignal;
  /** Called with every value, e.g. to log changes. */
  onValue?: (value: T, attempt: number) => void;
  /** Clock, injectable for tests. */
  now?: () => number;
}

/** The end of a poll: the final value, or the last one seen when the deadline came first. */
export type PollResult<T> = { done: true; value: T } | { done: false; last: T | undefined };

/** Polls until `done`, the deadline (→ `{done: false}`), or an abort (→ throws the reason). */
export async function pollUntil<T>(options: PollOptions<T>): Promise<PollResult<T>> {
  const now = options.now ?? Date.now;
  const started = now();
  let last: T | undefined;
  for (let attempt = 1; ; attempt++) {
    options.signal.throwIfAborted();
    last = await options.fetch();
    options.onValue?.(last, attempt);
    if (options.done(last)) return { done: true, value: last };
    const wanted = options.nextDelayMs(last, attempt, now() - started);
    const delay = Math.max(wanted, options.minIntervalMs ?? 0);
    const remaining = options.deadline - now();
    if (remaining <= 0) return { done: false, last };
    // One last look just at the deadline beats giving up early with stale news.
    await sleep(Math.min(delay, remaining), options.signal);
    if (now() >= options.deadline && delay > remaining) {
      last = await options.fetch();
      options.onValue?.(last, attempt + 1);
      return options.done(last) ? { done: true, value: last } : { done: false, last };
    }
  }
}
