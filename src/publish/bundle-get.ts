/**
 * One GET of a bundle link on undici, through the dispatcher src/util/network.ts made for the
 * link's origin (the runner's proxy when its settings say so, else direct), redirects followed
 * (https only, at most five hops, each hop's URL masked).
 *
 * The body goes to its target chunk by chunk as undici parses it (each chunk a view of the
 * socket's read, which undici never writes again): when the target has no room, the handler
 * returns false, which pauses the connection, and undici's `resume` goes on once the target has
 * room: real backpressure, so memory stays flat whatever the network's speed. The answer's head
 * pauses it too, until the caller says where the body goes ({@link StorageResponse.body} or
 * {@link StorageResponse.text}). undici's headers and body timeouts are the stall timer: a
 * connection silent that long fails (`UND_ERR_HEADERS_TIMEOUT`, `UND_ERR_BODY_TIMEOUT`); undici
 * does not count the time the body is paused.
 */
import type { Dispatcher } from 'undici';
import { ActionError } from '../errors.js';
import { addSecret } from '../secrets.js';
import { isLoopback } from '../util/loopback.js';
import { dispatcherFor } from '../util/network.js';

/** What the body is read into (the download's sink). */
export interface BodyTarget {
  /** Takes `chunk` (it may keep the view); false when it has no room left. */
  take(chunk: Buffer): boolean;
  /** Resolves once the target has room again (or failed, which its next `take` throws). */
  whenRoom(): Promise<void>;
}

/** The storage host's answer, head read, body not yet. */
export interface StorageResponse {
  readonly statusCode: number;
  /** Header names in lower case; a repeated header's values joined with `, `. */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * Reads the body into `target`. Resolves at its end; rejects on a cut connection, a stall, the
   * abort, or what the target threw.
   */
  body(target: BodyTarget): Promise<void>;
  /** The first `max` bytes of the body as text (an error answer's), then closes. */
  text(max: number): Promise<string>;
  /** Closes the connection (nothing more is read). */
  destroy(): void;
}

/** Options of {@link storageGet}. */
export interface StorageGetOptions {
  headers: Readonly<Record<string, string>>;
  signal: AbortSignal;
  /** A connection silent this long, before the head or during the body, fails. */
  stallTimeoutMs: number;
}

/** Redirects followed at most per GET (a CDN in front of the storage, a storage's region move). */
export const MAX_REDIRECTS = 5;
/** The statuses that redirect a GET. */
const REDIRECTS: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/**
 * Sends one GET of `url` with `dispatcher` and resolves once the answer's head is in. Redirects
 * are followed ({@link MAX_REDIRECTS} at most, https only: plain http only to a loopback host, as
 * for the emulators), each hop's URL masked before it is asked and each other origin's through
 * its own dispatcher of util/network.ts (the runner's proxy decided for it); the answer that is
 * not a redirect is the caller's, whose checks (status, range, size, digest) all apply to it.
 */
export async function storageGet(
  dispatcher: Dispatcher,
  url: URL,
  options: StorageGetOptions,
): Promise<StorageResponse> {
  let current = url;
  let via = dispatcher;
  for (let hop = 0; ; hop++) {
    const response = await getOnce(via, current, options).finally(() => {
      // A hop's own dispatcher closes once its one request has ended.
      if (via !== dispatcher) void via.close().catch(() => undefined);
    });
    const location = REDIRECTS.has(response.statusCode) ? response.headers.location : undefined;
    if (location === undefined) return response;
    response.destroy();
    current = nextHop(current, location, hop);
    via = current.origin === url.origin ? dispatcher : dispatcherFor(current, { connections: 1 });
  }
}

/** Where a redirect leads, masked and checked; an ActionError (no retry helps) when refused. */
function nextHop(from: URL, location: string, hop: number): URL {
  const refused = (why: string): ActionError =>
    new ActionError(
      `The storage host ${from.host} redirected the bundle download ${why}. Report this to ` +
        `Mintlify with the job id.`,
    );
  if (hop >= MAX_REDIRECTS) throw refused(`more than ${MAX_REDIRECTS} times`);
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw refused('to an address that is not a URL');
  }
  addSecret(next.href);
  const plainLoopback = next.protocol === 'http:' && isLoopback(next.hostname);
  if (next.protocol !== 'https:' && !plainLoopback) {
    const scheme = next.protocol === 'http:' ? 'plain http' : next.protocol.replace(/:$/, '');
    throw refused(`to ${scheme} at ${next.host}; only https is followed`);
  }
  return next;
}

/** One GET of `url`, no redirect followed. */
function getOnce(
  dispatcher: Dispatcher,
  url: URL,
  options: StorageGetOptions,
): Promise<StorageResponse> {
  return new Promise<StorageResponse>((resolve, reject) => {
    options.signal.throwIfAborted();
    const exchange = new Exchange(options.signal, resolve, reject);
    // The signal rides along for util/network.ts, which answers an abort before the connection
    // is made (undici 6.29 itself waits for it).
    const request: Dispatcher.DispatchOptions & { signal: AbortSignal } = {
      origin: url.origin,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: options.headers,
      headersTimeout: options.stallTimeoutMs,
      bodyTimeout: options.stallTimeoutMs,
      signal: options.signal,
    };
    dispatcher.dispatch(request, exchange);
  });
}

/** Where the body goes once the caller said: into a target, or collected as text. */
type Reader =
  | { target: BodyTarget; resolve: () => void; reject: (err: Error) => void }
  | { text: Buffer[]; size: number; max: number; resolve: () => void };

/** undici's handler of one exchange, and the answer it makes. */
class Exchange implements Dispatcher.DispatchHandlers, StorageResponse {
  statusCode = 0;
  headers: Record<string, string> = {};
  private abort: ((err?: Error) => void) | undefined;
  private resume: (() => void) | undefined;
  private reader: Reader | undefined;
  private failure: Error | undefined;
  private done = false;

  constructor(
    private readonly signal: AbortSignal,
    private readonly resolveHead: (response: StorageResponse) => void,
    private readonly rejectHead: (err: Error) => void,
  ) {
    signal.addEventListener('abort', this.onAbort, { once: true });
  }

  private readonly onAbort = (): void => this.abort?.(this.signal.reason as Error);

  body(target: BodyTarget): Promise<void> {
    return new Promise<void>((resolve, reject) => this.read({ target, resolve, reject }));
  }

  text(max: number): Promise<string> {
    const reader = { text: [] as Buffer[], size: 0, max, resolve: (): void => undefined };
    return new Promise<void>((resolve) => this.read({ ...reader, resolve }))
      .then(() => Buffer.concat(reader.text).toString('utf8'))
      .finally(() => this.destroy());
  }

  destroy(): void {
    if (!this.done) this.abort?.(new Error('the answer was not read'));
  }

  onConnect(abort: (err?: Error) => void): void {
    this.abort = abort;
    if (this.signal.aborted) this.onAbort();
  }

  onHeaders(statusCode: number, raw: Buffer[], resume: () => void): boolean {
    this.statusCode = statusCode;
    for (let i = 0; i + 1 < raw.length; i += 2) {
      const name = String(raw[i]).toLowerCase();
      const value = String(raw[i + 1]);
      this.headers[name] = name in this.headers ? `${this.headers[name]}, ${value}` : value;
    }
    this.resume = resume;
    this.resolveHead(this);
    // Paused until body() or text() says where the bytes go.
    return false;
  }

  onData(chunk: Buffer): boolean {
    const reader = this.reader;
    if (!reader) return false;
    if (!('target' in reader)) {
      reader.text.push(chunk.subarray(0, reader.max - reader.size));
      reader.size += Math.min(chunk.length, reader.max - reader.size);
      if (reader.size >= reader.max) reader.resolve();
      return true;
    }
    try {
      if (reader.target.take(chunk)) return true;
      reader.target.whenRoom().then(this.resume, (err: unknown) => this.abort?.(err as Error));
    } catch (err) {
      this.abort?.(err as Error);
    }
    return false;
  }

  onComplete(): void {
    this.finish();
    this.reader?.resolve();
  }

  onError(err: Error): void {
    this.finish();
    this.failure ??= err;
    const reader = this.reader;
    if (this.statusCode === 0) this.rejectHead(err);
    else if (reader && 'target' in reader) reader.reject(err);
    // The text of an error answer is a nicety: what came is what there is.
    else reader?.resolve();
  }

  /** Starts the body once its reader is known. */
  private read(reader: Reader): void {
    this.reader = reader;
    if (this.failure) this.onError(this.failure);
    else if (this.done) reader.resolve();
    else this.resume?.();
  }

  private finish(): void {
    this.done = true;
    this.signal.removeEventListener('abort', this.onAbort);
  }
}
