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
 * The transport is undici (publish/bundle-get.ts) through src/util/network.ts's dispatcher for
 * the link's origin (the runner's proxy when its settings say so); one per origin, as a fresh link
 * may point at another host, all closed at the end. Each chunk goes into the sink
 * (publish/download-sink.ts): a ring whose full slots are hashed, written to `<file>.part` and
 * walked at once; the connection is paused only while every slot is busy, so memory stays flat.
 * A cut connection resumes at the byte it reached with `Range: bytes=N-` and `If-Range` (checked
 * against `206` + `Content-Range`), and since the file, the hash and the walk simply
 * continue, every byte is fed exactly once; a server that ignores the range restarts at 0 with a
 * fresh file, hash and walk (and a fresh `artifact.tar`). Before the first byte the free space of
 * the folder is checked against the announced size. The `.part` file is renamed only once every
 * check passed; it and the Pages tar are deleted on any failure or abort.
 */
import { mkdir, rename, rm, statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ActionError, TimeoutError, type FailureCause } from '../errors.js';
import { scrubSecrets } from '../secrets.js';
import { formatBytes, formatDuration } from '../util/format.js';
import { capitalize } from '../util/text.js';
import { errorText, untilAborted, withDeadline } from '../util/abort.js';
import { backoffCeiling, parseRetryAfter, sleep } from '../util/timing.js';
import type { WalkOptions, WalkResult } from './bundle-walk.js';
import { Sink, type SinkErrors } from './download-sink.js';
import type { Dispatcher } from 'undici';
import { dispatcherFor, ProxyError } from '../util/network.js';
import { freeIfWhole } from '../util/free-memory.js';
import { storageGet, type BodyTarget, type StorageResponse } from './bundle-get.js';

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
  /**
   * The bundled entry of the helper thread that hashes and checks links (publish/helper-thread.ts);
   * default `helper-worker/index.js` beside the running bundle. Tests of the sources point it at
   * build/test-dist/; `false` hashes (and checks links) on the download's own thread.
   */
  worker?: string | false;
  /** Free bytes of the folder of `destination`; default from statfs (tests inject less). */
  freeSpace?: (dir: string) => Promise<number>;
  /** `User-Agent` header. */
  userAgent?: string;
  /** Stops the download at once; the partial file is removed and the reason rethrown. */
  signal: AbortSignal;
  /** Epoch ms: the download stops with a {@link TimeoutError} when it is reached. */
  deadline?: number;
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
  /**
   * Milliseconds the connection was paused because the file write, the hash or the walk was
   * behind (the rest of the time the bytes were waited for: the network, or the storage host).
   */
  waitedMs: number;
  /** Milliseconds from the first request to the verified file. */
  durationMs: number;
}

/** What the failure summary says when the bundle could not be had whole. */
export const DOWNLOAD_FAILED: FailureCause = {
  what: 'the export bundle could not be downloaded',
  todo: [
    'Run the job again: the download resumes and fetches fresh links by itself, so this means it kept failing.',
    'On a self-hosted runner, check its clock (links are time-limited), that the storage host is reachable, and the free space in RUNNER_TEMP.',
  ],
  anchor: 'the-bundle-could-not-be-downloaded',
};

/** The download failed for good; the message says why in plain words, without the link. */
export class DownloadError extends ActionError {
  override readonly failure = DOWNLOAD_FAILED;

  constructor(message: string, options?: ErrorOptions) {
    super(message, 'failure', options);
    this.name = 'DownloadError';
  }
}

/** How the sink reports a download that failed for good. */
const SINK_ERRORS: SinkErrors = {
  fail: (message, options) => new DownloadError(message, options),
};

/** Most HTTP attempts in all (resumes and refreshes included). */
const MAX_ATTEMPTS = 20;
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
  const partPath = `${options.destination}.part`;

  // One signal for everything below: the caller's abort and the deadline both end up here.
  const signal =
    options.deadline === undefined
      ? options.signal
      : withDeadline(options.signal, options.deadline);

  const started = Date.now();
  let transfer: Transfer | undefined;
  try {
    const walkOptions = await prepareDestination(options);
    transfer = await Transfer.start(options, signal, (expected) =>
      Sink.open(partPath, expected, walkOptions, SINK_ERRORS, options.worker),
    );
    await transfer.receiveAll().finally(() => transfer?.closeConnections());
    const verified = await transfer.sink.finish(signal);
    await rename(partPath, options.destination);
    return transfer.result(verified, started);
  } catch (err) {
    await transfer?.closeConnections();
    await transfer?.sink.destroy();
    await rm(partPath, { force: true }).catch(() => undefined);
    // Before the first sink opens no fresh link can have been asked for, so the first is the one.
    throw downloadFailure(err, options.signal, signal, transfer?.link ?? options.link);
  }
}

/**
 * Makes the destination's folder, removes an earlier bundle there, and refuses a size that cannot
 * be verified or does not fit in the free space. Returns the walk's options, with the Pages tar
 * limited to the space the bundle leaves.
 */
async function prepareDestination(options: DownloadOptions): Promise<WalkOptions> {
  const folder = dirname(options.destination);
  await mkdir(folder, { recursive: true });
  await rm(options.destination, { force: true });
  const { link } = options;
  checkSize(link);
  const free = await (options.freeSpace ?? freeSpace)(folder);
  if (free !== undefined && free < link.sizeBytes) {
    throw new DownloadError(
      `RUNNER_TEMP is out of space: the bundle is ${formatBytes(link.sizeBytes)} but only ` +
        `${formatBytes(free)} are free there. Nothing was downloaded; free some space, or ` +
        'export fewer pages with `paths`.',
    );
  }
  return walkOptionsWithin(options.walk, free, link.sizeBytes);
}

/**
 * The walk's options, with the Pages tar (when asked for) given no more than the space left once
 * the bundle is in: both are written to the same folder at the same time.
 */
function walkOptionsWithin(
  walk: WalkOptions | undefined,
  free: number | undefined,
  bundleBytes: number,
): WalkOptions {
  const walkOptions: WalkOptions = { ...walk };
  if (walkOptions.pagesTar && free !== undefined) {
    const left = free - bundleBytes;
    const asked = walkOptions.pagesTar.freeBytes;
    walkOptions.pagesTar = {
      ...walkOptions.pagesTar,
      freeBytes: asked === undefined ? left : Math.min(asked, left),
    };
  }
  return walkOptions;
}

/**
 * The error a failed download ends with: the caller's abort reason as it is, a
 * {@link TimeoutError} when the deadline stopped it, errors of the action and of the platform
 * client as they are, and anything else as a {@link DownloadError} with the link scrubbed out.
 */
function downloadFailure(
  err: unknown,
  callerSignal: AbortSignal,
  signal: AbortSignal,
  link: BundleLink,
): unknown {
  if (callerSignal.aborted) return callerSignal.reason as unknown;
  // The caller did not abort, so the combined signal was aborted by the deadline.
  if (signal.aborted) {
    return new TimeoutError(
      'The time limit (`timeout`) was reached while downloading the bundle; the partial ' +
        'file was removed. Raise `timeout` if large bundles need longer.',
    );
  }
  if (err instanceof ActionError || isPlatformError(err)) return err;
  return new DownloadError(
    `The bundle download failed: ${scrubSecrets(errorText(err), [link.url])}.`,
    { cause: err },
  );
}

/**
 * The download loop and the state its rounds share: the current link and sink, the counters the
 * result reports, and what earlier attempts left behind (the ETag, the failures in a row).
 */
class Transfer {
  /** The link requests go to; replaced when it expires or the storage host refuses it. */
  link: BundleLink;
  /** Counters for the result. */
  readonly stats = { attempts: 0, resumes: 0, restarts: 0, refreshes: 0, waitedMs: 0 };

  private readonly maxFailuresInARow: number;
  private readonly maxRefreshes: number;
  private readonly stallTimeoutMs: number;
  private readonly retryDelay: (failuresInARow: number) => number;
  private readonly log: (message: string) => void;

  /** Failed attempts in a row that brought no new bytes. */
  private failuresInARow = 0;
  /** Why the last retryable attempt failed, for the message when the budget runs out. */
  private lastFailure = '';
  /** The ETag of the object, sent as `If-Range` with a resume. */
  private etag: string | undefined;
  /** One dispatcher per origin the links pointed at (src/util/network.ts), closed at the end. */
  private readonly dispatchers = new Map<string, Dispatcher>();

  private constructor(
    private readonly options: DownloadOptions,
    private readonly signal: AbortSignal,
    /** Opens a fresh sink (truncating the `.part` file) for a bundle of `expected` bytes. */
    private readonly open: (expected: number) => Promise<Sink>,
    /** Where the bytes go; replaced when the download starts over. */
    public sink: Sink,
  ) {
    this.link = options.link;
    this.maxFailuresInARow = options.maxFailuresInARow ?? 5;
    this.maxRefreshes = options.maxRefreshes ?? 3;
    this.stallTimeoutMs = options.stallTimeoutMs ?? 30_000;
    this.retryDelay = options.retryDelayMs ?? defaultRetryDelay;
    this.log = options.log ?? ((): void => undefined);
  }

  /** Opens the first sink, for the size the first link announced, and returns the transfer. */
  static async start(
    options: DownloadOptions,
    signal: AbortSignal,
    open: (expected: number) => Promise<Sink>,
  ): Promise<Transfer> {
    return new Transfer(options, signal, open, await open(options.link.sizeBytes));
  }

  /** Runs attempts until every byte is in: resuming, starting over or renewing the link as told. */
  async receiveAll(): Promise<void> {
    while (this.sink.received < this.sink.expected) {
      this.signal.throwIfAborted();
      this.checkBudget();
      if (isExpired(this.link)) await this.renewLink('the link has expired');

      const from = this.sink.received;
      const outcome = await this.attemptOnce();
      if (outcome.kind === 'done') break;
      if (outcome.kind === 'restart') {
        await this.startOver(outcome.reason);
      } else if (outcome.kind === 'forbidden') {
        await this.renewLink(outcome.reason);
      } else {
        // A retryable failure: resume from where the bytes stopped.
        await this.pauseBeforeResuming(outcome, this.sink.received > from);
      }
    }
  }

  /** The result of the verified download that started at `started` (epoch ms). */
  result(verified: { sha256: string; walk: WalkResult }, started: number): DownloadResult {
    return {
      path: this.options.destination,
      sizeBytes: this.sink.expected,
      sha256: verified.sha256,
      link: this.link,
      entries: verified.walk.entries,
      htmlFiles: verified.walk.htmlFiles,
      walk: verified.walk,
      ...this.stats,
      waitedMs: Math.round(this.stats.waitedMs),
      durationMs: Date.now() - started,
    };
  }

  /** Closes every connection the links opened. */
  async closeConnections(): Promise<void> {
    const all = [...this.dispatchers.values()];
    this.dispatchers.clear();
    await Promise.all(all.map((d) => d.destroy().catch(() => undefined)));
  }

  /** The dispatcher for the current link's origin, made on first use. */
  private dispatcher(): Dispatcher {
    const url = new URL(this.link.url);
    let dispatcher = this.dispatchers.get(url.origin);
    if (!dispatcher) {
      dispatcher = dispatcherFor(url, { connections: 1 });
      this.dispatchers.set(url.origin, dispatcher);
    }
    return dispatcher;
  }

  /** Gives up once the attempts in all, or the failures in a row, are used up. */
  private checkBudget(): void {
    if (this.stats.attempts >= MAX_ATTEMPTS || this.failuresInARow >= this.maxFailuresInARow) {
      throw new DownloadError(
        `The bundle download failed after ${this.stats.attempts} attempts ` +
          `(${formatBytes(this.sink.received)} of ${formatBytes(this.sink.expected)} received). ` +
          `Last error: ${this.lastFailure}. The storage host may be having trouble; run the job again.`,
      );
    }
  }

  /** One HTTP attempt from the bytes received so far; keeps the ETag it saw. */
  private async attemptOnce(): Promise<AttemptOutcome> {
    this.stats.attempts++;
    const outcome = await attempt(this.link, this.sink, {
      dispatcher: () => this.dispatcher(),
      userAgent: this.options.userAgent,
      signal: this.signal,
      stallTimeoutMs: this.stallTimeoutMs,
      etag: this.etag,
      onProgress: this.options.onProgress,
      stats: this.stats,
    });
    this.etag = outcome.etag ?? this.etag;
    // Bytes that are already known not to be a gzip tar are not worth resuming.
    this.sink.check();
    return outcome;
  }

  /** The server sent the whole file, or a range we did not ask for: start over cleanly. */
  private async startOver(reason: string): Promise<void> {
    this.log(`${reason}; downloading again from the start.`);
    this.sink = await this.reopen();
    this.stats.restarts++;
  }

  /** Replaces an expired or refused link; a bundle of another size is downloaded from the start. */
  private async renewLink(why: string): Promise<void> {
    this.link = await this.freshLink(why);
    if (this.link.sizeBytes !== this.sink.expected) this.sink = await this.reopen();
    this.etag = undefined;
  }

  /**
   * Counts a retryable failure, says what happened, and waits before the next attempt: at once
   * when the attempt brought bytes, else after a growing pause (or the server's Retry-After).
   */
  private async pauseBeforeResuming(
    outcome: Extract<AttemptOutcome, { kind: 'retry' }>,
    gained: boolean,
  ): Promise<void> {
    this.lastFailure = outcome.reason;
    this.failuresInARow = gained ? 0 : this.failuresInARow + 1;
    if (this.sink.received > 0) this.stats.resumes++;
    const wait = gained
      ? 0
      : Math.max(
          Math.min(outcome.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS),
          this.retryDelay(this.failuresInARow),
        );
    this.log(
      `Bundle download interrupted at ${formatBytes(this.sink.received)} of ` +
        `${formatBytes(this.sink.expected)} (${outcome.reason}); ` +
        `${this.sink.received > 0 ? 'resuming' : 'retrying'}${wait > 0 ? ` in ${formatDuration(wait)}` : ''}.`,
    );
    if (wait > 0) await sleep(wait, this.signal);
  }

  /** Asks for a fresh link, within the refresh budget. */
  private async freshLink(why: string): Promise<BundleLink> {
    if (this.stats.refreshes >= this.maxRefreshes) {
      throw new DownloadError(
        `The bundle could not be downloaded: ${why}, and ${this.maxRefreshes} fresh links did not help. ` +
          `Check that the runner's clock is right (links are time-limited) and run the job again.`,
      );
    }
    this.stats.refreshes++;
    this.log(`${capitalize(why)}; asking the bundle endpoint for a fresh link.`);
    const next = await this.options.refresh();
    checkSize(next);
    if (next.url === this.link.url && isExpired(next)) {
      throw new DownloadError(
        `The bundle endpoint returned a link that has already expired (expires at ` +
          `${next.expiresAt}). Check that the runner's clock is right and run the job again.`,
      );
    }
    return next;
  }

  /** Throws away everything received and opens a fresh sink for the current link. */
  private async reopen(): Promise<Sink> {
    if (this.link.sizeBytes !== this.sink.expected) {
      this.log(
        `The fresh link's bundle is ${formatBytes(this.link.sizeBytes)} instead of ` +
          `${formatBytes(this.sink.expected)}; downloading it from the start.`,
      );
    }
    await this.sink.destroy();
    return this.open(this.link.sizeBytes);
  }
}

/** What one HTTP attempt ended with. */
type AttemptOutcome =
  | { kind: 'done'; etag?: string }
  | { kind: 'retry'; reason: string; retryAfterMs?: number; etag?: string }
  | { kind: 'restart'; reason: string; etag?: string }
  | { kind: 'forbidden'; reason: string; etag?: string };

interface AttemptOptions {
  /** The dispatcher of the link's origin. */
  dispatcher: () => Dispatcher;
  userAgent: string | undefined;
  signal: AbortSignal;
  stallTimeoutMs: number;
  etag: string | undefined;
  onProgress: DownloadOptions['onProgress'];
  /** Where the time the body was paused adds up. */
  stats: { waitedMs: number };
}

/** One GET of the link, from `sink.received` on, streamed into the sink. */
async function attempt(
  link: BundleLink,
  sink: Sink,
  opts: AttemptOptions,
): Promise<AttemptOutcome> {
  const from = sink.received;
  let body: StorageResponse;
  try {
    body = await httpGet(link.url, requestHeaders(from, opts), opts);
  } catch (err) {
    opts.signal.throwIfAborted();
    if (err instanceof ActionError) throw err;
    if (err instanceof ProxyError && err.code === 'EPROXY') {
      throw new DownloadError(`The bundle download failed: ${err.message}.`, { cause: err });
    }
    return { kind: 'retry', reason: networkText(err, link, opts.stallTimeoutMs) };
  }
  const statusCode = body.statusCode ?? 0;
  if (statusCode !== 200 && statusCode !== 206) return refusal(body, statusCode, from, link);

  const etagHeader = body.headers.etag;
  const etag = typeof etagHeader === 'string' ? etagHeader : undefined;
  const reason = restartReason(body, statusCode, from, sink.expected);
  if (reason !== undefined) {
    body.destroy();
    return { kind: 'restart', reason, etag };
  }
  checkAnnouncedSize(body, statusCode, from, sink.expected);
  return streamInto(sink, body, link, opts, etag);
}

/** The request headers of an attempt that starts at byte `from`. */
function requestHeaders(from: number, opts: AttemptOptions): Record<string, string> {
  const headers: Record<string, string> = { 'accept-encoding': 'identity' };
  if (opts.userAgent) headers['user-agent'] = opts.userAgent;
  if (from > 0) {
    headers.range = `bytes=${from}-`;
    // If the object changed since the first response, the server sends it whole (200).
    if (opts.etag) headers['if-range'] = opts.etag;
  }
  return headers;
}

/**
 * Why a 200 or 206 answer cannot continue the `from` bytes received so far (the whole file sent
 * to a resume request, or a range other than the one asked for); undefined when it can.
 */
function restartReason(
  body: StorageResponse,
  statusCode: number,
  from: number,
  expected: number,
): string | undefined {
  if (statusCode === 200 && from > 0) return 'The storage host ignored the resume request';
  if (statusCode !== 206) return undefined;
  const range = parseContentRange(body.headers['content-range']);
  if (!range || range.start !== from || (range.total !== undefined && range.total !== expected)) {
    return `The storage host answered the resume request with a different range (${String(
      body.headers['content-range'] ?? 'none',
    )})`;
  }
  return undefined;
}

/**
 * Drops the body and throws when its Content-Length does not add up to the size the bundle
 * endpoint announced: the object behind the link is another one.
 */
function checkAnnouncedSize(
  body: StorageResponse,
  statusCode: number,
  from: number,
  expected: number,
): void {
  const contentLength = Number(body.headers['content-length']);
  const announced = statusCode === 200 ? contentLength : contentLength + from;
  if (Number.isFinite(announced) && announced !== expected) {
    body.destroy();
    throw new DownloadError(
      `The storage host serves ${formatBytes(announced)} but the bundle endpoint announced ` +
        `${formatBytes(expected)}; the bundle may have been replaced. Run the job again ` +
        `to export a fresh one.`,
    );
  }
}

/** Streams a 200/206 body into the sink; a cut or short body is a retry that resumes. */
async function streamInto(
  sink: Sink,
  body: StorageResponse,
  link: BundleLink,
  opts: AttemptOptions,
  etag: string | undefined,
): Promise<AttemptOutcome> {
  try {
    await pump(sink, body, opts);
  } catch (err) {
    opts.signal.throwIfAborted();
    if (err instanceof ActionError) throw err;
    return { kind: 'retry', reason: networkText(err, link, opts.stallTimeoutMs), etag };
  }
  // A body that ended early without an error (no Content-Length) is resumed like a cut one.
  if (sink.received < sink.expected) {
    return { kind: 'retry', reason: 'the connection closed before the end of the file', etag };
  }
  return { kind: 'done', etag };
}

/**
 * Reads the body into the sink. The connection is paused only while the ring is full, and goes on
 * when it has room (the time counted in `waitedMs`). Resolves at the end of the body; rejects with
 * the connection's error (a cut, a stall), the sink's, or the abort.
 *
 * A chunk the ring took whole (it did not pause the connection) is freed when the next one comes,
 * rather than at the main isolate's next collection, where 512 MiB of them left ~35 MiB dead at a
 * time (util/free-memory.ts). Why that is safe with undici 6.29's HTTP/1.1 parser: it hands the
 * body out as views of each socket read, and once it has handed out the next chunk, its parse of
 * this one's read has ended without a pause (a pause makes it keep the rest of the read, a view of
 * it, for later: so a chunk that paused is never freed); and freeIfWhole frees only a chunk that
 * is the whole of its read, so no other part of it is still to be parsed.
 */
function pump(sink: Sink, body: StorageResponse, opts: AttemptOptions): Promise<void> {
  let spent: Buffer | undefined;
  const target: BodyTarget = {
    take: (chunk) => {
      // The chunk before this one is spent (see above); this one is, once the next comes.
      if (spent) freeIfWhole(spent);
      const room = sink.take(chunk);
      spent = room ? chunk : undefined;
      sink.check();
      opts.onProgress?.(sink.received, sink.expected);
      return room;
    },
    whenRoom: async () => {
      const pausedAt = performance.now();
      await untilAborted(sink.whenRoom(), opts.signal);
      opts.stats.waitedMs += performance.now() - pausedAt;
    },
  };
  return body.body(target);
}

/**
 * What an answer other than 200/206 means, with the storage host's own words: a refused link
 * (ask for a fresh one), a refused range (start over), a temporary error (retry), or an error no
 * retry can help (thrown).
 */
async function refusal(
  body: StorageResponse,
  statusCode: number,
  from: number,
  link: BundleLink,
): Promise<AttemptOutcome> {
  const text = await body.text(ERROR_BODY_BYTES);
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
    const retryAfterMs = parseRetryAfter(body.headers['retry-after']);
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

/** One GET through the link origin's dispatcher, resolving once the answer's head is in. */
function httpGet(
  url: string,
  headers: Record<string, string>,
  opts: AttemptOptions,
): Promise<StorageResponse> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    return Promise.reject(
      new DownloadError(
        `The bundle link uses ${target.protocol.replace(/:$/, '')}, not http(s); the action ` +
          `cannot download it. Report this to Mintlify with the job id.`,
      ),
    );
  }
  const { signal, stallTimeoutMs } = opts;
  return storageGet(opts.dispatcher(), target, { headers, signal, stallTimeoutMs });
}

/** `AccessDenied: Request has expired` from an S3 (or Azure) XML error body. */
function parseStorageError(text: string): string | undefined {
  const code = /<Code>([^<]{1,80})<\/Code>/.exec(text)?.[1];
  const message = /<Message>([^<]{1,200})/.exec(text)?.[1]?.split('\n')[0];
  if (!code && !message) return undefined;
  return [code, message].filter(Boolean).join(': ');
}

/** Plain words for a network error, without the link; a stall after `stallMs` says so. */
function networkText(err: unknown, link: BundleLink, stallMs: number): string {
  const code = findCode(err);
  const message = /^UND_ERR_(HEADERS|BODY)_TIMEOUT$/.test(code ?? '')
    ? `no data for ${formatDuration(stallMs)}`
    : err instanceof Error
      ? err.message
      : String(err);
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
