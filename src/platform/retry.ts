/**
 * Retry policy of the platform client: which failures are worth another attempt, how long to
 * wait, and how to wait so that cancellation is immediate.
 *
 * Why a small loop of our own instead of undici's RetryAgent / RetryHandler (undici 7.30):
 * its `retry` callback could carry most of the policy (full jitter, per-endpoint POST rules via
 * per-request `retryOptions` on the retry interceptor, the deadline, onRetry, the budget), but
 * - it resumes a response whose body broke off mid-way by re-sending the request with a `Range`
 *   header, and its callback cannot tell a failure before the response from one in the middle of
 *   the body. For a POST that makes a new resource that is wrong: tried against a local server, a
 *   reset in the middle of a 200 body made RetryHandler send the POST a second time before failing
 *   with "server does not support the range header";
 * - a request's `signal` spans every attempt, so the per-attempt time limit (headers and body
 *   together) cannot be expressed; undici's own headersTimeout/bodyTimeout are idle timers with a
 *   one-second resolution, not a total;
 * - once every rule lives in the callback, undici only contributes the re-dispatch, while the
 *   attempt count, the last error and the error body have to be smuggled out of it.
 * The loop in client.ts is a few dozen lines and keeps all of that explicit.
 */
import { ProxyError } from '../util/network.js';
import { backoffCeiling } from '../util/timing.js';

/** Retry settings after defaults are applied. */
export interface RetrySettings {
  /** Total HTTP attempts, the first included. */
  maxAttempts: number;
  /** Backoff base: the cap of the first wait, doubling after each failure. */
  baseDelayMs: number;
  /** Largest backoff wait. */
  maxDelayMs: number;
}

/** Defaults: 5 attempts, waits drawn from [0, 500 ms · 2^n] capped at 20 s. */
export const DEFAULT_RETRY: Readonly<RetrySettings> = {
  maxAttempts: 5,
  baseDelayMs: 500,
  maxDelayMs: 20_000,
};

/** Upper bound of `maxAttempts`, so a typo cannot make a run spin for hours. */
const MAX_ATTEMPTS_CAP = 20;

/**
 * Without a deadline, a `Retry-After` longer than this is not waited out: the error (with its
 * `retryAfterMs`) goes to the caller, which knows better whether an hour-long wait makes sense.
 */
export const MAX_RETRY_AFTER_WITHOUT_DEADLINE_MS = 5 * 60_000;

/** Applies defaults and sanity limits to the caller's retry options. */
export function resolveRetry(options?: Partial<RetrySettings>): RetrySettings {
  const pick = (value: number | undefined, fallback: number, min: number, max: number): number =>
    value === undefined || !Number.isFinite(value)
      ? fallback
      : Math.min(max, Math.max(min, Math.floor(value)));
  const maxDelayMs = pick(
    options?.maxDelayMs,
    DEFAULT_RETRY.maxDelayMs,
    0,
    MAX_RETRY_AFTER_WITHOUT_DEADLINE_MS,
  );
  return {
    maxAttempts: pick(options?.maxAttempts, DEFAULT_RETRY.maxAttempts, 1, MAX_ATTEMPTS_CAP),
    baseDelayMs: pick(options?.baseDelayMs, DEFAULT_RETRY.baseDelayMs, 0, maxDelayMs),
    maxDelayMs,
  };
}

/**
 * Full-jitter exponential backoff: a uniform draw from [0, min(max, base · 2^(n-1))) after the
 * n-th failed attempt, so many runners that fail together do not come back together.
 */
export function backoffDelay(
  failedAttempt: number,
  settings: RetrySettings,
  random: () => number,
): number {
  const ceiling = backoffCeiling(failedAttempt, settings.baseDelayMs, settings.maxDelayMs);
  // Clamp the draw: an injected random source may return 1 or something out of range.
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.floor(r * ceiling);
}

/** Statuses that mean "try again later" for requests that are safe to repeat. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

/**
 * Statuses after which a POST that creates something is still safe to repeat: the platform
 * refused it before doing anything (rate limited, or unavailable). A 500/502/504 may come after
 * the work was done, so those are not retried for such POSTs.
 */
export const NOT_PROCESSED_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/** Network errors that prove the request never left the runner (no connection was made). */
export const CONNECT_ERROR_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
]);

/** Client-side timeout of one attempt (the client's own timer, not an undici code). */
export const ATTEMPT_TIMEOUT_CODE = 'TIMEOUT';

/** Transient network errors, worth retrying for requests that are safe to repeat. */
const TRANSIENT_NETWORK_CODES: ReadonlySet<string> = new Set([
  ...CONNECT_ERROR_CODES,
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENETDOWN',
  'EHOSTDOWN',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  ATTEMPT_TIMEOUT_CODE,
]);

/** Plain words for the common codes. */
const CODE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'the connection was refused',
  ENOTFOUND: 'the host name was not found (DNS)',
  EAI_AGAIN: 'the host name could not be resolved right now (DNS)',
  UND_ERR_CONNECT_TIMEOUT: 'connecting timed out',
  ENETUNREACH: 'the network is unreachable',
  EHOSTUNREACH: 'the host is unreachable',
  ECONNRESET: 'the connection was reset',
  ECONNABORTED: 'the connection was aborted',
  EPIPE: 'the connection broke while sending',
  ETIMEDOUT: 'the connection timed out',
  UND_ERR_SOCKET: 'the connection was closed by the other side',
  UND_ERR_HEADERS_TIMEOUT: 'no response headers arrived in time',
  UND_ERR_BODY_TIMEOUT: 'the response body stalled',
  UND_ERR_CLOSED: 'the client was already closed',
  UND_ERR_DESTROYED: 'the client was already closed',
};

/** The error code of `err`, looking into `cause` and AggregateError members (happy eyeballs). */
export function errorCode(err: unknown): string | undefined {
  for (let current: unknown = err, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== 'object') return undefined;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && code !== '') return code;
    if (current instanceof AggregateError && current.errors.length > 0) {
      current = current.errors[0];
    } else {
      current = (current as { cause?: unknown }).cause;
    }
  }
  return undefined;
}

/** Classified network failure. */
export interface ClassifiedNetworkError {
  /** Error code, or `UNKNOWN`. */
  code: string;
  /** Plain-words description. */
  description: string;
  /** The connection was never made, so the platform cannot have seen the request. */
  beforeSend: boolean;
  /** Worth retrying when the request is safe to repeat. */
  transient: boolean;
}

/** Classifies an error thrown by undici's `request()` or while reading the body. */
export function classifyNetworkError(err: unknown): ClassifiedNetworkError {
  const code = errorCode(err) ?? 'UNKNOWN';
  const fallback = err instanceof Error && err.message ? err.message : 'the request failed';
  const proxy = err instanceof ProxyError ? err : undefined;
  const plain = CODE_DESCRIPTIONS[code];
  return {
    code,
    // The proxy's own answer (a refusal, silence) is in its message; else the code's words.
    description:
      proxy && plain && proxy.answer === 'failed'
        ? `${plain}, at or through the runner's proxy ${proxy.proxy}`
        : proxy
          ? proxy.message
          : (plain ?? fallback),
    beforeSend: CONNECT_ERROR_CODES.has(code),
    transient: TRANSIENT_NETWORK_CODES.has(code),
  };
}
