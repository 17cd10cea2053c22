/** Small helpers for cancellation and error text, shared by the modes and publishers. */

/**
 * Waits for `promise`, or rejects with the signal's reason as soon as it aborts: for library calls
 * (the artifact client, stream ends) that take no signal of their own.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err as Error);
      },
    );
  });
}

/**
 * `work`, or, once `signal` aborts and `work` has not ended within `graceMs`, a rejection with the
 * signal's reason: main.ts's backstop, which answers without a mode that does not stop. The grace
 * timer is held (not unref'd): nothing else may be keeping the process alive to write the outcome.
 */
export function windDown<T>(work: Promise<T>, signal: AbortSignal, graceMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const onAbort = (): void => {
      timer = setTimeout(() => reject(signal.reason as Error), graceMs);
    };
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    });
  });
}

/** An error's message, or the thrown value as text. */
export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Each signal {@link withDeadline} made → its timeout signal, held while the signal lives. */
const timeouts = new WeakMap<AbortSignal, AbortSignal>();

/**
 * `signal`, plus an abort when `deadline` (epoch ms) passes, with a DOMException named
 * `TimeoutError` as its reason: how requests are bounded by the step's deadline. The timeout
 * signal is held by the one returned: `AbortSignal.any` holds its sources weakly, and on Node 20
 * a collected `AbortSignal.timeout` never fires (a request to a host that never answered waited
 * for ever).
 */
export function withDeadline(signal: AbortSignal, deadline: number): AbortSignal {
  const timeout = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
  const combined = AbortSignal.any([signal, timeout]);
  timeouts.set(combined, timeout);
  return combined;
}
