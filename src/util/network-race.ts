/**
 * A request raced against its own signal. undici 6.29 hands a request its `abort` only once its
 * connection is made: until then an abort is only noted, and the caller waits for the connection
 * (a silent proxy's CONNECT, a slow TLS handshake). Here an abort answers the caller at once; the
 * request is dropped as soon as undici gets to it.
 */
import { DecoratorHandler, type Dispatcher } from 'undici';

/** undici's signal forms: a request's `signal` may be an `AbortSignal` or an EventEmitter. */
type AnySignal = AbortSignal | { on?: unknown } | null | undefined;

/**
 * `handler`, answered with an error as soon as the request's signal (`opts.signal`) aborts.
 * `why` gives the error (the proxy is silent); else the signal's reason.
 */
export function racing(
  opts: Dispatcher.DispatchOptions,
  handler: Dispatcher.DispatchHandlers,
  why: () => Error | undefined = () => undefined,
): Dispatcher.DispatchHandlers {
  const signal = (opts as { signal?: AnySignal }).signal;
  if (!(signal instanceof AbortSignal)) return handler;
  let abort: ((err?: Error) => void) | undefined;
  let settled = false;
  const reason = (): Error => why() ?? (signal.reason as Error);
  const onAbort = (): void => {
    if (settled) return;
    if (abort) return abort(reason());
    // Not connected yet: answer now, drop the request when undici gets to it.
    settled = true;
    handler.onError?.(reason());
  };
  signal.addEventListener('abort', onAbort, { once: true });
  const done = (): void => signal.removeEventListener('abort', onAbort);
  return Object.assign(new DecoratorHandler(handler), {
    onConnect(undiciAbort: (err?: Error) => void): void {
      if (settled) return undiciAbort(signal.reason as Error);
      abort = undiciAbort;
      handler.onConnect?.(undiciAbort);
    },
    onError(err: Error): void {
      done();
      if (settled) return;
      settled = true;
      handler.onError?.(err);
    },
    onComplete(trailers: string[] | null): void {
      done();
      handler.onComplete?.(trailers);
    },
  });
}
