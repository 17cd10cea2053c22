/**
 * One GET to the storage host, with the body read by the socket straight into memory the caller
 * lends (the download's ring, publish/download-sink.ts): no Buffer per read, no copy.
 *
 * Why not node's `http`, used before: its client makes two ArrayBuffers per 64 KiB read, the
 * socket's read buffer and its parser's copy of the body bytes (a response chunk is never a slice
 * of the read). On a 512 MiB bundle that was 1 GiB of garbage, about 40 full collections, and a
 * third copy into the ring: ~0.5 s of the main thread's 1.0 s (BENCHMARKS.md, Download, issue 37's
 * fifth and sixth parts). Here the socket reads with node's `onread` option into the free part of
 * the ring's current slot, and only the response's head goes through a buffer of its own.
 *
 * What it speaks: HTTP/1.1 over `net` or `tls` (node's default trust store and hostname check),
 * one request per connection (`Connection: close`), answers framed by `Content-Length`, `chunked`
 * or the connection's end, 1xx heads skipped. The head is at most {@link MAX_HEAD_BYTES} (node's
 * default); a malformed one is an error with code `HPE_INVALID`, which the download retries like
 * a cut connection. Only a `Content-Length` body is read in place; a chunked one is decoded
 * through a scratch buffer and copied (storage hosts send the length for an object).
 */
import * as net from 'node:net';
import * as tls from 'node:tls';
import { formatDuration } from '../util/format.js';
import { ChunkedDecoder } from './chunked.js';

/** The largest response head accepted (status line and headers), as node's default. */
export const MAX_HEAD_BYTES = 16 * 1024;
/** Where reads go when there is no lent memory to read into (head, paused, chunked, text). */
const SCRATCH_BYTES = 64 * 1024;

/** What the body is read into (the download's sink). */
export interface BodyTarget {
  /** Memory to read the next bytes into, or undefined while there is none. */
  region(): Uint8Array | undefined;
  /** `n` bytes were read into the last region; false when there is no room left. */
  commit(n: number): boolean;
  /** Takes a copy of `chunk`; false when there is no room left. */
  take(chunk: Buffer): boolean;
}

/** How the body is told to go on once the target has room again. */
export type WaitForRoom = () => Promise<void>;

/** The answer of the storage host, head read, body not yet. */
export interface StorageResponse {
  readonly statusCode: number;
  /** Header names in lower case; a repeated header's values joined with `, `. */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * Reads the body into `target`, pausing the socket while it has no room (until `wait`
   * resolves). Resolves at the end of the body, or when the connection ends early (the caller
   * counts the bytes); rejects on a socket error, a stall, or the abort.
   */
  body(target: BodyTarget, wait: WaitForRoom): Promise<void>;
  /** The first `max` bytes of the body as text (an error answer's), then closes. */
  text(max: number): Promise<string>;
  /** Closes the connection. */
  destroy(): void;
}

/** A request the storage host could not be asked, or an answer that is not HTTP. */
export class StorageHttpError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'StorageHttpError';
  }
}

/** Options of {@link storageGet}. */
export interface StorageGetOptions {
  headers: Readonly<Record<string, string>>;
  signal: AbortSignal;
  /** A socket silent this long (before or during the body) fails with code `ETIMEDOUT`. */
  stallTimeoutMs: number;
  /** Certificates trusted besides node's own (tests with a self-signed host). */
  ca?: string;
}

/** Sends one GET of `url` and resolves once the answer's head is in. */
export function storageGet(url: URL, options: StorageGetOptions): Promise<StorageResponse> {
  const request = requestText(url, options.headers);
  return new Promise<StorageResponse>((resolve, reject) => {
    if (options.signal.aborted) {
      reject(options.signal.reason as Error);
      return;
    }
    new Exchange(url, request, options, resolve, reject);
  });
}

/** The request's bytes; a header value that would break the request is refused before sending. */
function requestText(url: URL, headers: Readonly<Record<string, string>>): string {
  const lines = [
    `GET ${url.pathname}${url.search} HTTP/1.1`,
    `Host: ${url.host}`,
    'Connection: close',
  ];
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name) || /[\0\r\n]/.test(value)) {
      throw new StorageHttpError(
        `the request header ${JSON.stringify(name)} is not valid`,
        'ERR_INVALID_HEADER',
      );
    }
    lines.push(`${name}: ${value}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** The response's head, parsed. */
interface Head {
  statusCode: number;
  headers: Record<string, string>;
  /** Bytes of the head, up to and with its empty line. */
  length: number;
}

/**
 * Parses the head at the start of `bytes`: undefined while incomplete. 1xx heads are skipped by
 * the caller (it parses again after them). Throws on anything that is not an HTTP/1.x head.
 */
export function parseHead(bytes: Buffer): Head | undefined {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) {
    if (bytes.length >= MAX_HEAD_BYTES) throw invalid(`a head over ${MAX_HEAD_BYTES} bytes`);
    return undefined;
  }
  if (end + 4 > MAX_HEAD_BYTES) throw invalid(`a head over ${MAX_HEAD_BYTES} bytes`);
  const [status = '', ...fields] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const m = /^HTTP\/1\.[01] (\d{3})(?: [^\0\r\n]*)?$/.exec(status);
  if (!m) throw invalid('a status line that is not HTTP/1.x');
  const headers: Record<string, string> = {};
  for (const field of fields) {
    const colon = field.indexOf(':');
    const name = field.slice(0, colon).toLowerCase();
    // A CR, LF or NUL left inside a line is refused as llhttp refuses it: an ETag with one would
    // otherwise go back to the host in `If-Range`.
    if (colon <= 0 || !/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(name) || /[\0\r\n]/.test(field)) {
      throw invalid('a header line that is not a header');
    }
    const value = field.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return { statusCode: Number(m[1]), headers, length: end + 4 };
}

/** How the body ends. */
type Framing =
  | { kind: 'length'; remaining: number }
  | { kind: 'chunked'; decoder: ChunkedDecoder }
  | { kind: 'close' };

/** The framing the head announces (RFC 9112 §6.3: chunked wins over a length). */
export function framingOf(head: Head): Framing {
  const te = head.headers['transfer-encoding'];
  if (te !== undefined) {
    if (!/(?:^|,)\s*chunked\s*$/i.test(te))
      throw invalid(`a transfer coding other than chunked (${te})`);
    return { kind: 'chunked', decoder: new ChunkedDecoder() };
  }
  const cl = head.headers['content-length'];
  if (cl === undefined) return { kind: 'close' };
  const lengths = new Set(cl.split(',').map((v) => v.trim()));
  const [only] = lengths;
  if (lengths.size !== 1 || only === undefined || !/^\d{1,15}$/.test(only)) {
    throw invalid(`a Content-Length that is not one number (${cl})`);
  }
  return { kind: 'length', remaining: Number(only) };
}

function invalid(what: string): StorageHttpError {
  return new StorageHttpError(
    `the storage host's answer is not valid HTTP: ${what}`,
    'HPE_INVALID',
  );
}

/** A connection to the URL's host whose reads go where `onread` says. */
function connect(url: URL, ca: string | undefined, onread: net.OnReadOpts): net.Socket {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (url.protocol !== 'https:') return net.connect({ host, port: Number(url.port) || 80, onread });
  // node's tls.connect takes `onread` (it hands it to the socket) though its types do not say so.
  const options: tls.ConnectionOptions & { onread: net.OnReadOpts } = {
    host,
    port: Number(url.port) || 443,
    ...(net.isIP(host) ? {} : { servername: host }),
    ALPNProtocols: ['http/1.1'],
    ...(ca ? { ca: [...tls.rootCertificates, ca] } : {}),
    onread,
  };
  return tls.connect(options);
}

/** One connection: the request, the head, then the body into the target or as text. */
class Exchange implements StorageResponse {
  statusCode = 0;
  headers: Record<string, string> = {};
  private readonly socket: net.Socket;
  private readonly head = Buffer.allocUnsafe(MAX_HEAD_BYTES);
  private headLength = 0;
  private readonly scratch = Buffer.allocUnsafe(SCRATCH_BYTES);
  /** The last read went into the target's memory (else into the head or the scratch buffer). */
  private inPlace = false;
  private framing: Framing = { kind: 'close' };
  /** Body bytes that came with the head, before a reader was there. */
  private early: Buffer | undefined;
  private reader: Reader | undefined;
  private ended = false;
  private failure: Error | undefined;

  constructor(
    url: URL,
    request: string,
    private readonly options: StorageGetOptions,
    private readonly resolveHead: (response: StorageResponse) => void,
    private readonly rejectHead: (err: Error) => void,
  ) {
    this.socket = connect(url, options.ca, {
      buffer: () => this.nextBuffer(),
      callback: (n: number) => this.onRead(n),
    });
    this.socket.setTimeout(options.stallTimeoutMs, () => {
      const err = new Error(`no data for ${formatDuration(options.stallTimeoutMs)}`);
      this.fail(Object.assign(err, { code: 'ETIMEDOUT' }));
    });
    this.socket.on('error', (err) => this.fail(err));
    this.socket.on('end', () => this.onEnd());
    this.socket.on('close', () => this.onEnd());
    options.signal.addEventListener('abort', this.onAbort, { once: true });
    this.socket.write(request);
  }

  private readonly onAbort = (): void => this.fail(this.options.signal.reason as Error);

  body(target: BodyTarget, wait: WaitForRoom): Promise<void> {
    return this.read({ target, wait, text: undefined });
  }

  async text(max: number): Promise<string> {
    const text = { chunks: [] as Buffer[], size: 0, max };
    try {
      await this.read({ target: undefined, wait: undefined, text });
    } catch {
      // The error text is a nicety; the status is what matters.
    } finally {
      this.destroy();
    }
    return Buffer.concat(text.chunks).toString('utf8');
  }

  destroy(): void {
    this.ended = true;
    this.options.signal.removeEventListener('abort', this.onAbort);
    this.socket.destroy();
  }

  /** Starts the body: what came with the head first, then the socket again. */
  private read(reader: Omit<Reader, 'resolve' | 'reject'>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.reader = { ...reader, resolve, reject };
      if (this.failure) return this.fail(this.failure);
      const early = this.early;
      this.early = undefined;
      if (early && !this.deliver(early)) return;
      if (this.done() || this.ended) return this.finish();
      this.socket.resume();
    });
  }

  /** The memory the next read goes into. */
  private nextBuffer(): Uint8Array {
    // Until the head is in (its status is never 0), reads go to the head's buffer.
    if (this.statusCode === 0) return this.head.subarray(this.headLength);
    const region = this.framing.kind === 'chunked' ? undefined : this.reader?.target?.region();
    this.inPlace = region !== undefined;
    if (!region) return this.scratch;
    const remaining = this.framing.kind === 'length' ? this.framing.remaining : Infinity;
    return region.length > remaining ? region.subarray(0, remaining) : region;
  }

  /** A read of `n` bytes into the buffer {@link nextBuffer} gave; false pauses the socket. */
  private onRead(n: number): boolean {
    if (this.ended) return false;
    try {
      if (this.statusCode === 0) return this.onHeadBytes(n);
      if (this.inPlace) return this.afterBody(this.commit(n));
      return this.deliver(this.scratch.subarray(0, n));
    } catch (err) {
      this.fail(err as Error);
      return false;
    }
  }

  /** Head bytes: parses once complete; body bytes after it wait for a reader. */
  private onHeadBytes(n: number): boolean {
    this.headLength += n;
    let head = parseHead(this.head.subarray(0, this.headLength));
    while (head && head.statusCode < 200) {
      // An interim answer (100, 103): the real one follows.
      this.head.copy(this.head, 0, head.length, this.headLength);
      this.headLength -= head.length;
      head = parseHead(this.head.subarray(0, this.headLength));
    }
    if (!head) return true;
    this.framing = framingOf(head);
    this.statusCode = head.statusCode;
    this.headers = head.headers;
    if (head.length < this.headLength) {
      this.early = Buffer.from(this.head.subarray(head.length, this.headLength));
    }
    this.resolveHead(this);
    // Paused until body() or text() says where the bytes go.
    this.socket.pause();
    return false;
  }

  /** `n` bytes read in place: counted against the length, committed to the target. */
  private commit(n: number): boolean {
    if (this.framing.kind === 'length') this.framing.remaining -= n;
    return (this.reader?.target as BodyTarget).commit(n);
  }

  /** Bytes read into the scratch buffer (or that came with the head): decoded, then taken. */
  private deliver(bytes: Buffer): boolean {
    const framing = this.framing;
    let room = true;
    const take = (data: Buffer): void => {
      if (data.length > 0 && !this.takeCopy(data)) room = false;
    };
    if (framing.kind === 'chunked') framing.decoder.write(bytes, take);
    else if (framing.kind === 'length') {
      const n = Math.min(bytes.length, framing.remaining);
      framing.remaining -= n;
      take(bytes.subarray(0, n));
    } else take(bytes);
    return this.afterBody(room);
  }

  /** Hands a copy to the target, or keeps it as text. */
  private takeCopy(data: Buffer): boolean {
    const reader = this.reader as Reader;
    if (reader.text) {
      const text = reader.text;
      if (text.size < text.max) {
        text.chunks.push(Buffer.from(data.subarray(0, text.max - text.size)));
        text.size += Math.min(data.length, text.max - text.size);
      }
      return true;
    }
    return (reader.target as BodyTarget).take(data);
  }

  /** After bytes went to the target: ends the body, or pauses until the target has room. */
  private afterBody(room: boolean): boolean {
    if (this.done()) {
      this.finish();
      return false;
    }
    if (room) return true;
    const reader = this.reader as Reader;
    void (reader.wait as WaitForRoom)().then(
      () => {
        if (this.failure || this.reader !== reader) return;
        // The connection may have ended while the target was full: what came is all there is.
        if (this.ended) return this.finish();
        this.socket.resume();
      },
      (err: unknown) => this.fail(err as Error),
    );
    return false;
  }

  /** Whether the body is whole (or the text has what it wants). */
  private done(): boolean {
    const text = this.reader?.text;
    if (text && text.size >= text.max) return true;
    const framing = this.framing;
    if (framing.kind === 'length') return framing.remaining === 0;
    if (framing.kind === 'chunked') return framing.decoder.done;
    return false;
  }

  private onEnd(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.statusCode === 0) {
      this.fail(
        Object.assign(new Error('the connection closed before the answer came'), {
          code: 'ECONNRESET',
        }),
      );
      return;
    }
    // A body cut short resolves too: the caller counts the bytes and resumes.
    if (this.reader) this.finish();
  }

  private finish(): void {
    const reader = this.reader;
    this.reader = undefined;
    this.destroy();
    reader?.resolve();
  }

  private fail(err: Error): void {
    this.failure ??= err;
    const reader = this.reader;
    this.reader = undefined;
    this.destroy();
    // Before the head, the wait for it fails (a second rejection changes nothing).
    if (this.statusCode === 0) this.rejectHead(err);
    else reader?.reject(err);
  }
}

/** Who reads the body, and how it is told the end. */
interface Reader {
  target: BodyTarget | undefined;
  wait: WaitForRoom | undefined;
  text: { chunks: Buffer[]; size: number; max: number } | undefined;
  resolve: () => void;
  reject: (err: Error) => void;
}
