/**
 * Downloads an export bundle from its presigned link to a file, and proves it is whole: the byte
 * count the API announced, a SHA-256 computed on the fly, and a full walk of the gzip tar in the
 * same pass (publish/bundle-walk.ts), which for `target: pages` also writes `artifact.tar`.
 *
 * Why not `@actions/tool-cache`'s `downloadTool` (4.0; no longer a dependency, since nothing used
 * it): it does the plain part (stream to a file, delete it on failure) but
 * - it has no Range resume: a connection cut at 90 % of a large bundle starts again from 0;
 * - it cannot hash or verify while streaming, so checking would read the file a second time;
 * - it retries on its own (3 attempts, 10–20 s apart) with no AbortSignal, so SIGTERM or the
 *   deadline cannot stop it, and it cannot fetch a fresh link when the old one expires (S3's 403
 *   is not retried at all; with an expired link a retry could not help anyway);
 * - it logs the URL with `core.debug`, which is masked but is still a credential on its way out.
 *
 * The transport is node's own `http`/`https`, not undici (which the platform client uses). Both
 * were measured in this same pipeline on a 512 MiB bundle from the emulator: about the same
 * speed, but peak RSS 135 MB with undici against 108 MB with node:http, and the issue allows
 * 128 MiB. undici reads its socket with `socket.read()`, which concatenates everything buffered
 * into one new Buffer and copies it into the WebAssembly parser's memory, which grows to the
 * largest such read and never shrinks; node's C++ parser hands the socket's chunks through.
 * Reusing the client's pool would not save a connection anyway: the presigned link points at the
 * storage host, not the API.
 * Everything transport-specific sits in {@link httpGet}.
 *
 * The bytes go through one loop: each chunk is hashed, written to `<file>.part` and fed to the
 * bundle walk (gunzip → tar header walk, node's zlib on the thread pool, so inflating overlaps
 * with the network and the hash). Memory stays flat: only backpressure waits, never the whole
 * bundle. A cut connection resumes at the byte it reached with `Range: bytes=N-` and `If-Range`
 * (checked against `206` + `Content-Range`), and since the file, the hash and the walk simply
 * continue, every byte is fed exactly once; a server that ignores the range restarts at 0 with a
 * fresh file, hash and walk (and a fresh `artifact.tar`). Before the first byte the free space of
 * the folder is checked against the announced size. The `.part` file is renamed only once every
 * check passed; it and the Pages tar are deleted on any failure or abort.
 */
import { createHash, type Hash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, statfs } from 'node:fs/promises';
import * as http from 'node:http';
import * as https from 'node:https';
import { dirname } from 'node:path';
import { ActionError, TimeoutError } from '../errors.js';
import { scrubSecrets } from '../secrets.js';
import { formatBytes, formatDuration } from '../util/format.js';
import { sleep } from '../util/timing.js';
import { errorText, untilAborted, withDeadline } from '../util/abort.js';
import { backoffCeiling, parseRetryAfter } from '../util/timing.js';
import {
  BundleRefusedError,
  BundleWalk,
  type WalkOptions,
  type WalkResult,
} from './bundle-walk.js';

/** A presigned bundle link as the bundle endpoint returns it. */
export interface BundleLink {
  /** The presigned URL (a credential: never log it). */
  url: string;
  /** Size of the archive in bytes, as the API announced it. */
  sizeBytes: number;
  /** ISO date-time the link expires. */
  expiresAt: string;
}

/** Options of {@link downloadBundle}. */
export interface DownloadOptions {
  /** The link to start with. */
  link: BundleLink;
  /** Makes a fresh link (the bundle endpoint), for when the current one expired. */
  refresh: () => Promise<BundleLink>;
  /** Path of the verified bundle; `<destination>.part` is used while downloading. */
  destination: string;
  /** What the walk does besides verifying (`target: pages`: write `artifact.tar`). */
  walk?: WalkOptions;
  /** Free bytes of the folder of `destination`; default from statfs (tests inject less). */
  freeSpace?: (dir: string) => Promise<number>;
  /** `User-Agent` header. */
  userAgent?: string;
  /** Stops the download at once; the partial file is removed and the reason rethrown. */
  signal: AbortSignal;
  /** Epoch ms: the download stops with a {@link TimeoutError} when it is reached. */
  deadline?: number;
  /** Most HTTP attempts in all (resumes and refreshes included); default 20. */
  maxAttempts?: number;
  /** Most failed attempts in a row that brought no new bytes; default 5. */
  maxFailuresInARow?: number;
  /** Most fresh links asked for; default 3. */
  maxRefreshes?: number;
  /** A connection silent this long is given up and resumed; default 30 s. */
  stallTimeoutMs?: number;
  /** Wait before retry `n` (1-based) of a failed attempt that brought no bytes; default backoff. */
  retryDelayMs?: (failuresInARow: number) => number;
  /** Called after each chunk with the bytes received so far and the expected total. */
  onProgress?: (receivedBytes: number, totalBytes: number) => void;
  /** One line per notable event (resume, restart, new link); never contains the link. */
  log?: (message: string) => void;
}

/** A verified bundle. */
export interface DownloadResult {
  /** Path of the bundle (`destination`). */
  path: string;
  /** Size in bytes (equal to the announced size). */
  sizeBytes: number;
  /** SHA-256 of the file, hex. */
  sha256: string;
  /** The link that finished the download (the last refreshed one). */
  link: BundleLink;
  /** Entries in the tar (files, folders, links). */
  entries: number;
  /** `.html` files in the tar. */
  htmlFiles: number;
  /** What the walk found (and the Pages tar it wrote, when asked). */
  walk: WalkResult;
  /** HTTP attempts made. */
  attempts: number;
  /** Times the download continued with a Range request. */
  resumes: number;
  /** Times it started again from byte 0 after having received some bytes. */
  restarts: number;
  /** Fresh links asked for. */
  refreshes: number;
  /** Milliseconds from the first request to the verified file. */
  durationMs: number;
}

/** The download failed for good; the message says why in plain words, without the link. */
export class DownloadError extends ActionError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, 'failure', options);
    this.name = 'DownloadError';
  }
}

/** Chunks are written with this buffer, so one slow disk write does not stall the socket. */
const FILE_HIGH_WATER_MARK = 4 * 1024 * 1024;
/** A link this close to its expiry is replaced before the next request. */
const EXPIRY_MARGIN_MS = 5_000;
/** Longest Retry-After honoured between attempts. */
const MAX_RETRY_AFTER_MS = 10_000;
/** Most bytes of an error response read for its message. */
const ERROR_BODY_BYTES = 4096;

/**
 * Downloads and verifies the bundle. Throws a {@link DownloadError} when it cannot be had whole,
 * a {@link TimeoutError} at the deadline, or the signal's reason on abort; the partial file is
 * removed in every one of those cases.
 */
export async function downloadBundle(options: DownloadOptions): Promise<DownloadResult> {
  const maxAttempts = options.maxAttempts ?? 20;
  const maxFailuresInARow = options.maxFailuresInARow ?? 5;
  const maxRefreshes = options.maxRefreshes ?? 3;
  const stallTimeoutMs = options.stallTimeoutMs ?? 30_000;
  const retryDelay = options.retryDelayMs ?? defaultRetryDelay;
  const log = options.log ?? ((): void => undefined);
  const partPath = `${options.destination}.part`;

  // One signal for everything below: the caller's abort and the deadline both end up here.
  const signal =
    options.deadline === undefined
      ? options.signal
      : withDeadline(options.signal, options.deadline);

  let link = options.link;
  let sink: Sink | undefined;
  const started = Date.now();
  const stats = { attempts: 0, resumes: 0, restarts: 0, refreshes: 0 };
  try {
    await mkdir(dirname(options.destination), { recursive: true });
    await rm(options.destination, { force: true });
    checkSize(link);
    const free = await (options.freeSpace ?? freeSpace)(dirname(options.destination));
    if (free !== undefined && free < link.sizeBytes) {
      throw new DownloadError(
        `RUNNER_TEMP is out of space: the bundle is ${formatBytes(link.sizeBytes)} but only ` +
          `${formatBytes(free)} are free there. Nothing was downloaded; free some space, or ` +
          'export fewer pages with `paths`.',
      );
    }
    const walkOptions: WalkOptions = { ...options.walk };
    if (walkOptions.pagesTar && free !== undefined) {
      const left = free - link.sizeBytes;
      const asked = walkOptions.pagesTar.freeBytes;
      walkOptions.pagesTar = {
        ...walkOptions.pagesTar,
        freeBytes: asked === undefined ? left : Math.min(asked, left),
      };
    }
    const open = (expected: number): Promise<Sink> => Sink.open(partPath, expected, walkOptions);
    sink = await open(link.sizeBytes);
    let failuresInARow = 0;
    let lastFailure = '';
    let etag: string | undefined;

    while (sink.received < sink.expected) {
      signal.throwIfAborted();
      if (stats.attempts >= maxAttempts || failuresInARow >= maxFailuresInARow) {
        throw new DownloadError(
          `The bundle download failed after ${stats.attempts} attempts ` +
            `(${formatBytes(sink.received)} of ${formatBytes(sink.expected)} received). ` +
            `Last error: ${lastFailure}. The storage host may be having trouble; run the job again.`,
        );
      }
      if (isExpired(link)) {
        link = await freshLink('the link has expired', link, stats, maxRefreshes, options, log);
        if (link.sizeBytes !== sink.expected) sink = await restart(sink, open, link, log);
        etag = undefined;
      }

      stats.attempts++;
      const from = sink.received;
      const outcome = await attempt(link, sink, {
        userAgent: options.userAgent,
        signal,
        stallTimeoutMs,
        etag,
        onProgress: options.onProgress,
      });
      etag = outcome.etag ?? etag;
      // Bytes that are already known not to be a gzip tar are not worth resuming.
      sink.check();
      const gained = sink.received > from;
      if (outcome.kind === 'done') break;
      if (outcome.kind === 'restart') {
        // The server sent the whole file, or a range we did not ask for: start over cleanly.
        log(`${outcome.reason}; downloading again from the start.`);
        sink = await restart(sink, open, link, log);
        stats.restarts++;
        continue;
      }
      if (outcome.kind === 'forbidden') {
        link = await freshLink(outcome.reason, link, stats, maxRefreshes, options, log);
        if (link.sizeBytes !== sink.expected) sink = await restart(sink, open, link, log);
        etag = undefined;
        continue;
      }
      // A retryable failure: resume from where the bytes stopped.
      lastFailure = outcome.reason;
      failuresInARow = gained ? 0 : failuresInARow + 1;
      if (sink.received > 0) stats.resumes++;
      const wait = gained
        ? 0
        : Math.max(
            Math.min(outcome.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS),
            retryDelay(failuresInARow),
          );
      log(
        `Bundle download interrupted at ${formatBytes(sink.received)} of ` +
          `${formatBytes(sink.expected)} (${outcome.reason}); ` +
          `${sink.received > 0 ? 'resuming' : 'retrying'}${wait > 0 ? ` in ${formatDuration(wait)}` : ''}.`,
      );
      if (wait > 0) await sleep(wait, signal);
    }

    const verified = await sink.finish(signal);
    await rename(partPath, options.destination);
    return {
      path: options.destination,
      sizeBytes: sink.expected,
      sha256: verified.sha256,
      link,
      entries: verified.walk.entries,
      htmlFiles: verified.walk.htmlFiles,
      walk: verified.walk,
      ...stats,
      durationMs: Date.now() - started,
    };
  } catch (err) {
    await sink?.destroy();
    await rm(partPath, { force: true }).catch(() => undefined);
    options.signal.throwIfAborted();
    if (signal.aborted) {
      throw new TimeoutError(
        'The time limit (`timeout`) was reached while downloading the bundle; the partial ' +
          'file was removed. Raise `timeout` if large bundles need longer.',
      );
    }
    if (err instanceof ActionError || isPlatformError(err)) throw err;
    throw new DownloadError(
      `The bundle download failed: ${scrubSecrets(errorText(err), [link.url])}.`,
      { cause: err },
    );
  }
}

/** What one HTTP attempt ended with. */
type AttemptOutcome =
  | { kind: 'done'; etag?: string }
  | { kind: 'retry'; reason: string; retryAfterMs?: number; etag?: string }
  | { kind: 'restart'; reason: string; etag?: string }
  | { kind: 'forbidden'; reason: string; etag?: string };

interface AttemptOptions {
  userAgent: string | undefined;
  signal: AbortSignal;
  stallTimeoutMs: number;
  etag: string | undefined;
  onProgress: DownloadOptions['onProgress'];
}

/** One GET of the link, from `sink.received` on, streamed into the sink. */
async function attempt(
  link: BundleLink,
  sink: Sink,
  opts: AttemptOptions,
): Promise<AttemptOutcome> {
  const from = sink.received;
  const headers: Record<string, string> = { 'accept-encoding': 'identity' };
  if (opts.userAgent) headers['user-agent'] = opts.userAgent;
  if (from > 0) {
    headers.range = `bytes=${from}-`;
    // If the object changed since the first response, the server sends it whole (200).
    if (opts.etag) headers['if-range'] = opts.etag;
  }
  let body: http.IncomingMessage;
  try {
    body = await httpGet(link.url, headers, opts.signal, opts.stallTimeoutMs);
  } catch (err) {
    opts.signal.throwIfAborted();
    if (err instanceof ActionError) throw err;
    return { kind: 'retry', reason: networkText(err, link) };
  }
  const response = body;
  const statusCode = body.statusCode ?? 0;
  const etagHeader = response.headers.etag;
  const etag = typeof etagHeader === 'string' ? etagHeader : undefined;
  const contentLength = Number(response.headers['content-length']);

  if (statusCode === 200 || statusCode === 206) {
    if (statusCode === 200 && from > 0) {
      body.destroy();
      return { kind: 'restart', reason: 'The storage host ignored the resume request', etag };
    }
    if (statusCode === 206) {
      const range = parseContentRange(response.headers['content-range']);
      if (
        !range ||
        range.start !== from ||
        (range.total !== undefined && range.total !== sink.expected)
      ) {
        body.destroy();
        return {
          kind: 'restart',
          reason: `The storage host answered the resume request with a different range (${String(
            response.headers['content-range'] ?? 'none',
          )})`,
          etag,
        };
      }
    }
    const announced = statusCode === 200 ? contentLength : contentLength + from;
    if (Number.isFinite(announced) && announced !== sink.expected) {
      body.destroy();
      throw new DownloadError(
        `The storage host serves ${formatBytes(announced)} but the bundle endpoint announced ` +
          `${formatBytes(sink.expected)}; the bundle may have been replaced. Run the job again ` +
          `to export a fresh one.`,
      );
    }
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        await sink.write(chunk, opts.signal);
        opts.onProgress?.(sink.received, sink.expected);
      }
    } catch (err) {
      opts.signal.throwIfAborted();
      if (err instanceof ActionError) throw err;
      return { kind: 'retry', reason: networkText(err, link), etag };
    }
    // A body that ended early without an error (no Content-Length) is resumed like a cut one.
    if (sink.received < sink.expected) {
      return { kind: 'retry', reason: 'the connection closed before the end of the file', etag };
    }
    return { kind: 'done', etag };
  }

  const text = await readSome(body);
  const s3 = parseStorageError(text);
  const said = s3 ? ` (${scrubSecrets(s3, [link.url])})` : '';
  if (statusCode === 403) {
    return { kind: 'forbidden', reason: `the storage host refused the link with HTTP 403${said}` };
  }
  if (statusCode === 416 && from > 0) {
    return {
      kind: 'restart',
      reason: `The storage host refused the resume range (HTTP 416${said})`,
    };
  }
  if (statusCode === 408 || statusCode === 429 || statusCode >= 500) {
    const retryAfterMs = parseRetryAfter(response.headers['retry-after']);
    return {
      kind: 'retry',
      reason: `HTTP ${statusCode}${said}`,
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    };
  }
  if (statusCode === 404 || statusCode === 410) {
    throw new DownloadError(
      `The storage host has no bundle at this link (HTTP ${statusCode}${said}). The bundle may ` +
        `have been removed; run the job again to export a fresh one.`,
    );
  }
  throw new DownloadError(
    `The storage host answered the bundle download with HTTP ${statusCode}${said}, which the ` +
      `action does not know how to handle.`,
  );
}

/** Asks for a fresh link, within the refresh budget. */
async function freshLink(
  why: string,
  current: BundleLink,
  stats: { refreshes: number },
  maxRefreshes: number,
  options: DownloadOptions,
  log: (message: string) => void,
): Promise<BundleLink> {
  if (stats.refreshes >= maxRefreshes) {
    throw new DownloadError(
      `The bundle could not be downloaded: ${why}, and ${maxRefreshes} fresh links did not help. ` +
        `Check that the runner's clock is right (links are time-limited) and run the job again.`,
    );
  }
  stats.refreshes++;
  log(`${capitalize(why)}; asking the bundle endpoint for a fresh link.`);
  const next = await options.refresh();
  checkSize(next);
  if (next.url === current.url && isExpired(next)) {
    throw new DownloadError(
      `The bundle endpoint returned a link that has already expired (expires at ` +
        `${next.expiresAt}). Check that the runner's clock is right and run the job again.`,
    );
  }
  return next;
}

/** Throws away everything received and opens a fresh sink for `link`. */
async function restart(
  sink: Sink,
  open: (expected: number) => Promise<Sink>,
  link: BundleLink,
  log: (m: string) => void,
): Promise<Sink> {
  if (link.sizeBytes !== sink.expected) {
    log(
      `The fresh link's bundle is ${formatBytes(link.sizeBytes)} instead of ` +
        `${formatBytes(sink.expected)}; downloading it from the start.`,
    );
  }
  await sink.destroy();
  return open(link.sizeBytes);
}

/**
 * Where the bytes go: the `.part` file, the hash and the bundle walk, fed in lockstep. The file,
 * the hash and the walk always hold exactly `received` bytes, which is what makes a resume with
 * `Range` seamless.
 */
class Sink {
  /** Bytes written so far. */
  received = 0;
  private readonly hash: Hash = createHash('sha256');

  /** A write error of the file (disk full…), kept until the next write reports it. */
  private fileError: Error | undefined;

  private constructor(
    private readonly file: WriteStream,
    /** Bytes expected in all. */
    readonly expected: number,
    private readonly verifier: BundleWalk,
  ) {
    // Without a listener an fs error would crash the process instead of failing the download.
    file.on('error', (err: Error) => {
      this.fileError ??= err;
    });
  }

  /** Opens (truncates) the `.part` file. */
  static async open(path: string, expected: number, walk: WalkOptions): Promise<Sink> {
    const file = createWriteStream(path, { flags: 'w', highWaterMark: FILE_HIGH_WATER_MARK });
    await once(file, 'open');
    try {
      return new Sink(file, expected, await BundleWalk.open(walk));
    } catch (err) {
      file.destroy();
      throw err;
    }
  }

  /** Takes one chunk; waits only when the file or the reader asks for backpressure. */
  async write(chunk: Buffer, signal: AbortSignal): Promise<void> {
    if (this.received + chunk.length > this.expected) {
      throw new DownloadError(
        `The storage host sent more than the ${formatBytes(this.expected)} the bundle endpoint ` +
          `announced; the bundle may have been replaced. Run the job again to export a fresh one.`,
      );
    }
    this.check();
    this.received += chunk.length;
    this.hash.update(chunk);
    const fileOk = this.file.write(chunk);
    const readerOk = this.verifier.write(chunk);
    // Both waits are attached in this same tick: awaiting one before attaching the other would
    // miss a 'drain' that fires in between, and the download would stall for good.
    const waits: Promise<unknown>[] = [];
    if (!fileOk && this.file.writableNeedDrain) {
      // `once` rejects on an 'error' too; the listener above has kept it for the check below.
      waits.push(once(this.file, 'drain', { signal }).catch(() => undefined));
    }
    if (!readerOk) waits.push(this.verifier.drained());
    if (waits.length > 0) await Promise.all(waits);
    signal.throwIfAborted();
    this.check();
  }

  /** Throws a failed file write or a failed archive check as a final error. */
  check(): void {
    if (this.fileError) {
      throw new DownloadError(
        `Writing the bundle to ${this.file.path.toString()} failed: ${this.fileError.message}. ` +
          `Check the free space in RUNNER_TEMP.`,
        { cause: this.fileError },
      );
    }
    try {
      this.verifier.throwIfFailed(this.received);
    } catch (err) {
      throw asDownloadError(err);
    }
  }

  /** Flushes the file, checks the archive to its end, and returns the digest. */
  async finish(signal: AbortSignal): Promise<{ sha256: string; walk: WalkResult }> {
    const closed = once(this.file, 'close').catch(() => undefined);
    this.file.end();
    await untilAborted(closed, signal);
    this.check();
    const walk = await this.verifier.finish(this.received, signal).catch((err: unknown) => {
      throw asDownloadError(err);
    });
    return { sha256: this.hash.digest('hex'), walk };
  }

  /** Stops everything, closes the file (the caller deletes it) and deletes the Pages tar. */
  async destroy(): Promise<void> {
    await this.verifier.destroy();
    if (!this.file.closed) {
      const closed = once(this.file, 'close').catch(() => undefined);
      this.file.destroy();
      await closed;
    }
  }
}

/** A damaged bundle is a download failure; a refused one stays a refusal (it names the entry). */
function asDownloadError(err: unknown): unknown {
  if (!(err instanceof ActionError) || err instanceof BundleRefusedError) return err;
  if (err instanceof DownloadError) return err;
  return new DownloadError(err.message, { cause: err.cause ?? err });
}

/** Refuses sizes the checks cannot work with. */
function checkSize(link: BundleLink): void {
  if (!Number.isSafeInteger(link.sizeBytes) || link.sizeBytes <= 0) {
    throw new DownloadError(
      `The bundle endpoint announced a bundle of ${String(link.sizeBytes)} bytes, so it cannot be ` +
        `verified. Run the job again; if it persists, report it to Mintlify with the job id.`,
    );
  }
}

/** Free bytes for an unprivileged user in `dir`, or undefined where statfs cannot tell. */
async function freeSpace(dir: string): Promise<number | undefined> {
  try {
    const info = await statfs(dir);
    return info.bavail * info.bsize;
  } catch {
    return undefined;
  }
}

function isExpired(link: BundleLink): boolean {
  const at = Date.parse(link.expiresAt);
  return Number.isFinite(at) && Date.now() >= at - EXPIRY_MARGIN_MS;
}

/** `bytes 100-199/1000` → {start, end, total}; total undefined for `*`. */
export function parseContentRange(
  value: string | string[] | undefined,
): { start: number; end: number; total: number | undefined } | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  const m = raw ? /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(raw.trim()) : null;
  if (!m) return undefined;
  const start = Number(m[1]);
  const end = Number(m[2]);
  if (end < start) return undefined;
  return { start, end, total: m[3] === '*' ? undefined : Number(m[3]) };
}

/**
 * One GET, resolving with the response once its headers are in. A socket silent for
 * `stallTimeoutMs` (before or during the body) is destroyed with an ETIMEDOUT error, which the
 * body's iterator then throws.
 */
function httpGet(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  stallTimeoutMs: number,
): Promise<http.IncomingMessage> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    return Promise.reject(
      new DownloadError(
        `The bundle link uses ${target.protocol.replace(/:$/, '')}, not http(s); the action ` +
          `cannot download it. Report this to Mintlify with the job id.`,
      ),
    );
  }
  const get = target.protocol === 'https:' ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const req = get(target, { headers, signal, timeout: stallTimeoutMs }, resolve);
    req.on('timeout', () => {
      const err = new Error(
        `no data for ${formatDuration(stallTimeoutMs)}`,
      ) as NodeJS.ErrnoException;
      err.code = 'ETIMEDOUT';
      req.destroy(err);
    });
    // After the response, errors reach the body's iterator; this only settles the wait above.
    req.on('error', reject);
  });
}

/** Reads at most a few KiB of an error body and drops the rest. */
async function readSome(body: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= ERROR_BODY_BYTES) break;
    }
  } catch {
    // The error text is a nicety; the status is what matters.
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, ERROR_BODY_BYTES).toString('utf8');
}

/** `AccessDenied: Request has expired` from an S3 (or Azure) XML error body. */
function parseStorageError(text: string): string | undefined {
  const code = /<Code>([^<]{1,80})<\/Code>/.exec(text)?.[1];
  const message = /<Message>([^<]{1,200})/.exec(text)?.[1]?.split('\n')[0];
  if (!code && !message) return undefined;
  return [code, message].filter(Boolean).join(': ');
}

/** Plain words for a network error, without the link. */
function networkText(err: unknown, link: BundleLink): string {
  const code = findCode(err);
  const message = err instanceof Error ? err.message : String(err);
  return scrubSecrets(code && !message.includes(code) ? `${message} (${code})` : message, [
    link.url,
  ]);
}

function findCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function isPlatformError(err: unknown): boolean {
  return err instanceof Error && err.name.startsWith('Platform');
}

function defaultRetryDelay(failuresInARow: number): number {
  return backoffCeiling(failuresInARow, 250, 5_000);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
