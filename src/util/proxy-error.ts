/**
 * What the runner's proxy answered, in words that name it (its `host:port`, never credentials)
 * and say what to do. Recognised from the CONNECT's status where our code sees it (tunnel.ts), by
 * error codes elsewhere, and by message text only for @actions/http-client's tunnel, which the
 * artifact client's calls use and which leaves nothing else ({@link TUNNEL_TEXT}).
 */

/** What the proxy did. */
export type ProxyAnswer =
  /** 407 to a request that carried credentials. */
  | 'refused-credentials'
  /** 407 to a request without credentials. */
  | 'asks-credentials'
  /** 403: the proxy's policy. */
  | 'forbidden'
  /** Another status than 200 (a 502 when the host is unreachable from the proxy). */
  | 'status'
  /** No answer to the CONNECT in time. */
  | 'no-answer'
  /** Failed at or through the proxy without an answer of its own (refused, reset, DNS…). */
  | 'failed';

/** A request that failed at or through the runner's proxy: its message names the proxy. */
export class ProxyError extends Error {
  constructor(
    message: string,
    /** The cause's code, kept so that callers retry what they would retry without a proxy. */
    readonly code: string,
    /** The proxy's `host:port`. */
    readonly proxy: string,
    options?: ErrorOptions & { answer?: ProxyAnswer },
  ) {
    super(message, options);
    this.name = 'ProxyError';
    this.answer = options?.answer ?? 'failed';
  }

  /** What the proxy did. */
  readonly answer: ProxyAnswer;

  /** A refusal no retry can help (407, 403): the run cannot go on through this proxy. */
  get refused(): boolean {
    return (
      this.answer === 'refused-credentials' ||
      this.answer === 'asks-credentials' ||
      this.answer === 'forbidden'
    );
  }
}

/** How a proxy is named in a message, and which variable set it. */
export interface ProxyNames {
  /** `host:port`. */
  readonly proxy: string;
  /** `HTTPS_PROXY` or `HTTP_PROXY`. */
  readonly variable: string;
  /** Whether the proxy URL carried credentials. */
  readonly credentials: boolean;
}

/** The error of a CONNECT to `target` (`host:port`) that the proxy answered with `status`. */
export function refusalError(names: ProxyNames, status: number, target: string): ProxyError {
  const via = `the runner's proxy ${names.proxy}`;
  const host = target.replace(/:\d+$/, '');
  if (status === 407 && names.credentials) {
    return new ProxyError(
      `${via} refused the credentials in \`${names.variable}\` (HTTP 407 to CONNECT ${target}): ` +
        `check the user name and password in that URL (http://user:password@host:port, special ` +
        `characters percent-encoded)`,
      'EPROXY',
      names.proxy,
      { answer: 'refused-credentials' },
    );
  }
  if (status === 407) {
    return new ProxyError(
      `${via} asks for credentials (HTTP 407 to CONNECT ${target}): put them in ` +
        `\`${names.variable}\` (http://user:password@host:port)`,
      'EPROXY',
      names.proxy,
      { answer: 'asks-credentials' },
    );
  }
  if (status === 403) {
    return new ProxyError(
      `${via} refused to connect to ${target} (HTTP 403, its policy): ask its administrators to ` +
        `allow ${host}, or list ${host} in \`NO_PROXY\` if the runner can reach it directly`,
      'EPROXY',
      names.proxy,
      { answer: 'forbidden' },
    );
  }
  // A 502 or 503 is the proxy saying the host is unreachable from it: as a refused connection.
  return new ProxyError(
    `${via} answered HTTP ${status} when asked to connect to ${target}`,
    'ECONNREFUSED',
    names.proxy,
    { answer: 'status' },
  );
}

/** The error of a CONNECT to `target` the proxy did not answer within `ms`. */
export function noAnswerError(proxy: string, target: string, ms: number): ProxyError {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return new ProxyError(
    `the runner's proxy ${proxy} did not answer the CONNECT to ${target} within ${seconds} s ` +
      `(it accepted the connection and said nothing)`,
    'UND_ERR_CONNECT_TIMEOUT',
    proxy,
    { answer: 'no-answer' },
  );
}

/** The error of a proxied request, in words that name the proxy. Aborts pass unchanged. */
export function proxyError(err: Error, proxy: string, target: URL): Error {
  if (err instanceof ProxyError) return err;
  if (err.name === 'AbortError') return err;
  const code = (err as { code?: unknown }).code;
  const name = typeof code === 'string' ? code : 'UNKNOWN';
  return new ProxyError(
    `${err.message}, through the runner's proxy ${proxy} (to ${target.host})`,
    name,
    proxy,
    { cause: err },
  );
}

/**
 * @actions/http-client's words (through the `tunnel` package) for a proxy that answered CONNECT
 * with another status than 200: the only trace of it the artifact client's calls leave.
 */
export const TUNNEL_TEXT = /tunneling socket could not be established, statusCode=(\d{3})/;

/**
 * The proxy's refusing status behind `err`, if any: a {@link ProxyError} in its causes, an HTTP
 * 407 (only a proxy sends one), or @actions/http-client's tunnel words ({@link TUNNEL_TEXT}).
 */
export function proxyStatusIn(err: unknown): number | undefined {
  for (let current = err, depth = 0; current && depth < 6; depth++) {
    if (current instanceof ProxyError && current.refused) {
      return current.answer === 'forbidden' ? 403 : 407;
    }
    const { statusCode, status, message, cause } = current as {
      statusCode?: unknown;
      status?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (statusCode === 407 || status === 407) return 407;
    const text = typeof message === 'string' ? TUNNEL_TEXT.exec(message) : null;
    if (text?.[1] === '407' || text?.[1] === '403') return Number(text[1]);
    current = cause;
  }
  return undefined;
}

/** Who hears of a refusal: main.ts ends the run with it (one message, no retries anywhere). */
let refusalListener: ((err: ProxyError) => void) | undefined;

/** Calls `listener` with the first refusal (407, 403) of any request of this run. */
export function onProxyRefusal(listener: ((err: ProxyError) => void) | undefined): void {
  refusalListener = listener;
}

/** Tells the listener of a refusal; other errors pass silently. */
export function reportRefusal(err: ProxyError): void {
  if (err.refused) refusalListener?.(err);
}
