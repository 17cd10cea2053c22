/**
 * The one read of an export bundle: the compressed bytes of the download are inflated by node's
 * streaming gunzip (libuv's pool; the gzip CRC and length are checked at the end), on the
 * download's helper thread (publish/hash-thread.ts: fed from the ring, as the hash is) or, where
 * there is none, here ({@link LocalGunzip}), into node-tar's header parser in strict mode (header
 * checksums, pax and GNU long names, truncated entries), as they arrive from the socket. Nothing
 * is read twice and no site folder is ever written.
 *
 * - Every target: the tar structure is walked to its end. Entry data is skipped, except the
 *   `.html` entries when links are checked ({@link WalkOptions.links}, publish/link-check.ts:
 *   every file path recorded, every page tokenized as it is inflated, on the walk's thread or on
 *   a thread of its own, publish/link-thread.ts; while that is behind, inflating waits as it does
 *   for a full Pages tar). The inflated size is held to what the headers declare (plus a small allowance
 *   per entry), so a bomb of padding or trailing zeros is refused after a few MiB of inflating.
 * - Every target, the bomb ratio: after the first {@link RATIO_FREE_BYTES} (64 MiB), the inflated
 *   bytes may not run more than {@link MAX_RATIO} (100×) ahead of the compressed bytes inflated
 *   so far. Deflate reaches at most ~1032× (runs of one byte); a bundle of many large
 *   zero-filled entries, each honestly declared and under the caps, runs at ~1000× and is refused
 *   right after the first 64 MiB (so well under the 1 GiB the issue allows; the figure is in
 *   BENCHMARKS.md), where the declared-size checks alone would let it write up to the 10 GiB cap.
 *   Real sites stay far below: gzip -9 of HTML pages 3–10×, of minified CSS/JS 3–6×, of a JSON
 *   search index 5–15×, images and fonts ~1×; the demo site and the bench's generated sites
 *   (HTML of seeded prose, level 1) inflate 4–6×. The first 64 MiB are free because the ratio of
 *   a short prefix says little (a tar's first entries may be tiny highly compressible files).
 * - `target: pages` ({@link WalkOptions.pagesTar}): each entry is judged before any byte of it is
 *   written (absolute paths, `..`, symbolic and hard links, devices, FIFOs refuse the whole
 *   bundle, naming the entry), the entry-count and total-size caps are counted from the headers
 *   as they come (so nothing beyond a cap is ever written: a bomb is refused at its header), and
 *   the free disk space is checked against the declared size before each entry is written. Each
 *   accepted entry is re-emitted into `artifact.tar` with a `./` prefix (publish/pages-tar.ts),
 *   `.git` and `.github` left out, missing parent folders added, `.nojekyll` added at the end,
 *   `index.html` and `404.html` noticed by name. A refused or failed walk deletes the tar.
 *
 * Memory is flat in the number of entries: the parser holds the piece it is given, the tar writer
 * one 1 MiB batch plus its stream's buffer, the link check's thread at most four 1 MiB batches in
 * flight, and the only set kept here is of folder paths emitted.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createGunzip, type Gunzip } from 'node:zlib';
import { t as listTar, type Parser, type ReadEntry } from 'tar';
import { ActionError, type FailureCause } from '../errors.js';
import { stripControl, truncate } from '../util/sanitize.js';
import { formatBytes } from '../util/format.js';
import { errorText, untilAborted } from '../util/abort.js';
import type { LinkCheckResult } from './link-check.js';
import type { HelperThread } from './helper-thread.js';
import { openLinkCheck, type LinkFeed } from './link-thread.js';
import { BLOCK, TarAssembler } from './pages-tar.js';

/** What the walk is told by whoever inflates for it. */
export interface InflateEvents {
  /** An inflated chunk; `consumed` compressed bytes were used up to make it and all before it. */
  data(chunk: Buffer, consumed: number): void;
  /** The gzip stream ended whole (its CRC and length were checked). */
  end(): void;
  /** The gzip stream is damaged, cut, or the thread stopped. */
  error(err: Error): void;
}

/** The walk's handle on an inflate that runs elsewhere. */
export interface Inflater {
  /** Stops handing out chunks until {@link resume}. */
  pause(): void;
  resume(): void;
  /** No more compressed bytes: the end of the stream is checked, then `end` or `error`. */
  end(): void;
  /** Inflates no more (what was fed is dropped). */
  destroy(): void;
}

/** Limits on what a bundle may hold for Pages. */
export interface BundleLimits {
  /** Refuse when the files add up to more than this many bytes (GitHub Pages: 10 GB). */
  maxBytes: number;
  /** Warn once when the files add up to more than this many bytes (1 GB). */
  warnBytes: number;
  /** Refuse when the bundle holds more entries (files and folders) than this. */
  maxEntries: number;
}

/** GitHub Pages' limits: sites up to 10 GB are deployed; above 1 GB is discouraged. */
export const DEFAULT_BUNDLE_LIMITS: Readonly<BundleLimits> = {
  maxBytes: 10 * 1024 ** 3,
  warnBytes: 1024 ** 3,
  maxEntries: 200_000,
};

/** What the walk does besides verifying. */
export interface WalkOptions {
  /** Write the Pages `artifact.tar` here while walking (`target: pages`). */
  pagesTar?: {
    /** Path of the tar (deleted when the walk fails). */
    path: string;
    /** Overrides of {@link DEFAULT_BUNDLE_LIMITS}. */
    limits?: Partial<BundleLimits>;
    /** Bytes the tar may take on disk (free space left after the bundle); default unlimited. */
    freeBytes?: number;
    /** mtime of every entry; default now (the bundle's mtimes carry no meaning for Pages). */
    mtime?: Date;
  };
  /** Receives the one warning about a large site. */
  onWarning?: (message: string) => void;
  /**
   * Check the links of the site (publish/link-check.ts): every file path is recorded and every
   * `.html` entry tokenized as it is inflated. Absent (`check-links: off`): no HTML is parsed.
   */
  links?: {
    /** The exported hostname: absolute links to it are internal. */
    domain: string;
    /**
     * Where the check runs (publish/link-thread.ts): the download's helper thread; the path of a
     * bundled helper entry, for a thread of its own (default `helper-worker/index.js` beside the
     * running bundle; tests of the sources point it at build/test-dist/); `false`, the walk's own
     * thread.
     */
    worker?: string | false | HelperThread;
  };
}

/** What the Pages tar holds. */
export interface PagesTar {
  /** Path of `artifact.tar`. */
  path: string;
  /** Regular files (`.nojekyll` not counted when it was added). */
  files: number;
  /** Folders (the root `./` included). */
  directories: number;
  /** Bytes of file content. */
  bytes: number;
  /** Size of the tar itself. */
  tarBytes: number;
  /** `index.html` at the root. */
  hasIndex: boolean;
  /** `404.html` at the root. */
  has404: boolean;
  /** `.nojekyll` was added (the bundle had none). */
  addedNoJekyll: boolean;
  /** Entries left out (`.git`, `.github`). */
  excluded: number;
}

/** What the walk found. */
export interface WalkResult {
  /** Entries in the bundle (files, folders, links). */
  entries: number;
  /** `.html` files in the bundle. */
  htmlFiles: number;
  /** Bytes of the inflated tar. */
  tarBytes: number;
  /** The Pages tar, when one was asked for. */
  pages?: PagesTar;
  /** The link check, when one was asked for. */
  links?: LinkCheckResult;
}

/** The bundle was refused; `entry` names the entry that made it so. */
export class BundleRefusedError extends ActionError {
  /** What the failure summary says. */
  override readonly failure: FailureCause = {
    what: 'the export bundle was refused',
    todo: [
      'Nothing was published, and what was written is deleted. Run the export again.',
      'If the bundle is refused again, report it to Mintlify with the job id.',
    ],
    anchor: 'the-site-is-too-large-or-not-deployable',
  };
  /** Path of the refused entry, as the archive spells it. */
  readonly entry: string;
  /** Why, in a few words (`is a symbolic link to "/etc"`). */
  readonly reason: string;
  /** What was done and what to do, the message's last sentences. */
  readonly hint: string;
  /** Bytes of `artifact.tar` written before the refusal (the file is then deleted). */
  written = 0;

  constructor(entry: string, reason: string, hint: string) {
    super(`Refused the export bundle: entry ${quotePath(entry)} ${reason}. ${hint}`);
    this.name = 'BundleRefusedError';
    this.entry = entry;
    this.reason = reason;
    this.hint = hint;
  }
}

/** What the checks read from a tar entry. */
export interface EntryLike {
  /** Path as stored in the archive (pax and GNU long names applied). */
  path: string;
  /** node-tar's type name: `File`, `Directory`, `SymbolicLink`, … */
  type: string;
  /** Link target, for links. */
  linkpath?: string | undefined;
}

const NOT_AN_EXPORT =
  'Nothing was deployed. A static export holds only plain files and folders, so this bundle is ' +
  'damaged or not what the export produced: run the export again, and if it happens again, ' +
  'report it to Mintlify with the job id.';

/** Types of a plain file in tar (`0`, the old `\0`, and `7`). */
const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);
/** Names left out at any depth, as upload-pages-artifact's `--exclude=.git --exclude=.github`. */
const EXCLUDED = new Set(['.git', '.github']);
/** Inflated bytes allowed per entry beyond its declared data (header, pax, padding). */
const OVERHEAD_PER_ENTRY = 16 * 1024;
/** Inflated bytes allowed in all beyond declared data and per-entry overhead. */
const OVERHEAD_SLACK = 1024 * 1024;
/** Inflated bytes before {@link MAX_RATIO} applies. */
const RATIO_FREE_BYTES = 64 * 1024 * 1024;
/** Most inflated bytes per compressed byte consumed, past {@link RATIO_FREE_BYTES}. */
const MAX_RATIO = 100;
/**
 * Inflated bytes per chunk zlib hands out: each chunk is one bomb check, bounded (deflate inflates
 * at most ~1032x, so 256 KiB out is at least ~250 bytes in); zlib's 16 KiB default cost twice the
 * CPU (BENCHMARKS.md, Download).
 */
const INFLATE_CHUNK_BYTES = 256 * 1024;
/** The tar's write buffer; inflating pauses while it is full. */
const OUT_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * Why an entry may not go into a site, or undefined when it is a plain file or folder with a
 * relative path that stays inside the site. Pure.
 */
export function entryProblem(entry: EntryLike): string | undefined {
  const { path, type } = entry;
  if (path.includes('\0')) return 'has a NUL character in its path';
  if (/^[\\/]/.test(path) || /^[A-Za-z]:/.test(path)) return 'is an absolute path';
  if (path.split(/[\\/]/).includes('..')) return 'climbs out of the site folder with ".."';
  if (FILE_TYPES.has(type)) {
    return relativeParts(path).length === 0 ? 'is a file without a name' : undefined;
  }
  if (type === 'Directory') return undefined;
  const target = entry.linkpath ? ` to ${quotePath(entry.linkpath)}` : '';
  switch (type) {
    case 'SymbolicLink':
      return `is a symbolic link${target}`;
    case 'Link':
      return `is a hard link${target}`;
    case 'CharacterDevice':
      return 'is a character device';
    case 'BlockDevice':
      return 'is a block device';
    case 'FIFO':
      return 'is a FIFO (named pipe)';
    default:
      return `has the tar type ${quotePath(type)}, which a static site cannot hold`;
  }
}

/**
 * A walk as the download's sink drives it: a {@link BundleWalk} on the sink's thread, or one on the
 * download's helper thread (publish/walk-thread.ts), which the ring feeds there.
 */
export interface WalkHandle {
  /** Whether {@link write} takes the compressed bytes (no helper thread inflates them). */
  readonly inflatesHere: boolean;
  /** Whether the walk has failed (the next {@link throwIfFailed} says why). */
  readonly failed: boolean;
  /** Feeds compressed bytes when {@link inflatesHere}; `done` once they are consumed. */
  write(chunk: Buffer, done?: () => void): boolean;
  /** Calls `listener` once when the walk fails (at once if it already has). */
  onFailure(listener: () => void): void;
  /** Throws when the bytes so far already show the bundle is refused or not a gzip tar. */
  throwIfFailed(received: number): void;
  /** Ends the input, waits for the end of the archive, and completes the Pages tar. */
  finish(received: number, signal: AbortSignal): Promise<WalkResult>;
  /** Stops everything and deletes the Pages tar, if any. */
  destroy(): Promise<void>;
}

/**
 * One walk of one bundle, fed with compressed bytes in order ({@link write}), finished with
 * {@link finish}. Errors are kept and reported by {@link throwIfFailed}, so the feeder stops at
 * the first chunk after a refusal.
 */
export class BundleWalk implements WalkHandle {
  private entries = 0;
  private htmlFiles = 0;
  private inflated = 0;
  private declared = 0;
  /** Path of the entry being read, to name it when the bomb ratio is crossed. */
  private current = '(start of archive)';
  private failure: Error | undefined;
  /** Where the inflated bytes come from (the helper thread's gunzip, or {@link local}). */
  private readonly inflater: Inflater;
  /** The gunzip on this thread, which {@link write} feeds; undefined when the ring feeds one. */
  private readonly local: LocalGunzip | undefined;
  /** Waits inflating is paused for (the Pages tar, the link check); it goes on at 0. */
  private holds = 0;
  private readonly parser: Parser;
  private readonly ended: Promise<void>;
  private endWalk: () => void = () => undefined;
  private readonly pages: PagesWriter | undefined;
  private readonly links: LinkFeed | undefined;
  /** Told once when the walk fails (the download's feeder stops waiting for room). */
  private readonly failureListeners: (() => void)[] = [];

  private constructor(
    options: WalkOptions,
    out: WriteStream | undefined,
    inflater: ((events: InflateEvents) => Inflater) | undefined,
  ) {
    // Inflated bytes go straight to the parser (onInflated): every entry is consumed as soon as
    // it is read, so the parser never holds more than the chunk it is given. Inflating stops
    // between output chunks while paused (hold), and a destroyed inflater inflates no more.
    const events: InflateEvents = {
      data: (chunk, consumed) => this.onInflated(chunk, consumed),
      end: () => this.parser.end(),
      error: (err) => this.fail(err),
    };
    this.local = inflater ? undefined : new LocalGunzip(events);
    this.inflater = inflater ? inflater(events) : (this.local as LocalGunzip);
    if (out && options.pagesTar) {
      this.pages = new PagesWriter(out, options.pagesTar, options.onWarning, (err) =>
        this.fail(err),
      );
    }
    if (options.links) {
      const { domain, worker } = options.links;
      this.links = openLinkCheck(domain, (err) => this.fail(err), worker);
    }
    this.parser = listTar({
      strict: true,
      // Pages consumes every entry itself (writes or skips it); otherwise data is discarded.
      noResume: this.pages !== undefined,
      onReadEntry: (entry) => this.onEntry(entry),
    });
    this.ended = new Promise<void>((resolve) => {
      this.endWalk = resolve;
    });
    this.parser.on('end', () => this.endWalk());
    this.parser.on('error', (err: Error) => this.fail(err));
  }

  /**
   * Starts a walk; with `pagesTar`, creates (truncates) the tar file. `inflater`: the helper
   * thread's inflate (publish/hash-thread.ts), which the download's ring feeds; without it the
   * walk inflates here what {@link write} gives it.
   */
  static async open(
    options: WalkOptions = {},
    inflater?: (events: InflateEvents) => Inflater,
  ): Promise<BundleWalk> {
    let out: WriteStream | undefined;
    if (options.pagesTar) {
      out = createWriteStream(options.pagesTar.path, { highWaterMark: OUT_BUFFER_BYTES });
      await once(out, 'open');
    }
    return new BundleWalk(options, out, inflater);
  }

  /** Whether {@link write} takes the compressed bytes (no helper thread inflates them). */
  get inflatesHere(): boolean {
    return this.local !== undefined;
  }

  /**
   * Feeds compressed bytes to the walk's own gunzip; false asks the caller to wait for
   * {@link drained}. `done` is called once gunzip has consumed the chunk (or the walk failed), so
   * its memory may be reused.
   */
  write(chunk: Buffer, done?: () => void): boolean {
    if (!this.local) throw new Error('the helper thread inflates this walk: it takes no writes');
    if (this.failure) {
      if (done) queueMicrotask(done);
      return true;
    }
    return this.local.write(chunk, done);
  }

  /** Whether the walk has failed (the next {@link throwIfFailed} says why). */
  get failed(): boolean {
    return this.failure !== undefined;
  }

  /** Calls `listener` once when the walk fails (at once if it already has). */
  onFailure(listener: () => void): void {
    if (this.failure) queueMicrotask(listener);
    else this.failureListeners.push(listener);
  }

  /** Resolves when the walk takes more input, or has failed (which the next check reports). */
  async drained(): Promise<void> {
    if (this.failure || !this.local) return;
    // A failure ends the walk (ended), so the wait for 'drain' failing with it changes nothing.
    await Promise.race([this.local.drained(), this.ended]);
  }

  /** Throws when the bytes so far already show the bundle is refused or not a gzip tar. */
  throwIfFailed(received: number): void {
    if (this.failure) throw explainFailure(this.failure, received, false);
  }

  /** The failure the walk recorded, as it was (before {@link explainFailure}). */
  get recordedFailure(): Error | undefined {
    return this.failure;
  }

  /** Ends the input, waits for the end of the archive, and completes the Pages tar. */
  async finish(received: number, signal: AbortSignal): Promise<WalkResult> {
    return this.complete(signal).catch((err: unknown) => {
      throw err === this.failure ? explainFailure(err as Error, received, true) : err;
    });
  }

  /**
   * {@link finish}, with the walk's failure thrown as it was recorded (the helper thread's walk
   * sends it so: the download on the main thread knows the bytes received and explains it).
   */
  async complete(signal: AbortSignal): Promise<WalkResult> {
    if (!this.failure) this.inflater.end();
    await untilAborted(this.ended, signal);
    if (this.failure) throw this.failure;
    if (this.entries === 0) {
      throw new ActionError(
        'The bundle is a valid gzip tar but holds no files. The export produced an empty site; ' +
          'check `paths` and that the domain has published pages.',
      );
    }
    const result: WalkResult = {
      entries: this.entries,
      htmlFiles: this.htmlFiles,
      tarBytes: this.inflated,
    };
    if (this.links) result.links = await untilAborted(this.links.result(), signal);
    if (this.pages) result.pages = await this.pages.finish(signal);
    return result;
  }

  /** Stops everything and deletes the Pages tar, if any. */
  async destroy(): Promise<void> {
    this.inflater.destroy();
    await this.links?.destroy();
    await this.pages?.destroy();
  }

  /**
   * Keeps the first failure and stops at once: inflating ends (what was fed is dropped), and
   * every wait on the walk is released.
   */
  private fail(err: Error): void {
    if (this.failure) return;
    this.failure = err;
    this.inflater.destroy();
    this.endWalk();
    for (const listener of this.failureListeners.splice(0)) listener();
  }

  /** An inflated chunk; `consumed`: the compressed bytes zlib had used up to make it. */
  private onInflated(chunk: Buffer, consumed: number): void {
    if (this.failure) return;
    this.inflated += chunk.length;
    // Everything past the declared data and the headers is padding or junk: a bomb of zeros
    // behind a small tar is refused here instead of being inflated to its end.
    const allowed = this.declared + (this.entries + 1) * OVERHEAD_PER_ENTRY + OVERHEAD_SLACK;
    if (this.inflated > allowed) {
      this.fail(
        new BundleRefusedError(
          '(end of archive)',
          `inflates to more than the ${formatBytes(allowed)} its ${this.entries} headers account for`,
          'Nothing was deployed. The bundle is damaged or built to exhaust the runner: run the ' +
            'export again, and if it happens again, report it to Mintlify with the job id.',
        ),
      );
      return;
    }
    // zlib's count of the compressed bytes it has consumed (not merely been given).
    if (this.inflated > RATIO_FREE_BYTES && this.inflated > MAX_RATIO * consumed) {
      this.fail(this.ratioRefusal(consumed));
      return;
    }
    this.parser.write(chunk);
    // The tar's buffer is full, or the link check's thread is behind: stop inflating until they
    // catch up (the download then waits).
    if (this.pages?.full) this.hold(this.pages.waitDrain());
    if (this.links?.full) this.hold(this.links.drained());
  }

  /** Pauses inflating until `until` settles (and every other hold is released). */
  private hold(until: Promise<void>): void {
    if (this.holds++ === 0) this.inflater.pause();
    void until.then(() => {
      if (--this.holds === 0 && !this.failure) this.inflater.resume();
    });
  }

  private onEntry(entry: ReadEntry): void {
    if (this.failure) {
      if (this.pages) entry.resume();
      return;
    }
    this.entries++;
    this.current = entry.path;
    const size = entry.size ?? 0;
    if (FILE_TYPES.has(entry.type)) {
      this.declared += size;
      const html = /\.html?$/i.test(entry.path);
      if (html) this.htmlFiles++;
      if (this.links) this.checkLinks(this.links, entry, html);
    }
    if (this.pages) this.pages.entry(entry, this.entries);
  }

  /** The refusal of a bundle that inflates more than {@link MAX_RATIO} times its gzip. */
  private ratioRefusal(consumed: number): BundleRefusedError {
    const written = this.pages?.written ?? 0;
    const where = this.pages
      ? `${formatBytes(written)} of artifact.tar had been written, and was deleted`
      : 'none of it was written to disk';
    const err = new BundleRefusedError(
      this.current,
      `brings the bundle to ${formatBytes(this.inflated)} inflated from ` +
        `${formatBytes(consumed)} of gzip, more than ${MAX_RATIO} times (real sites compress ` +
        '3–15 times)',
      `Inflating stopped there: ${where}. Nothing was deployed. The bundle is built to exhaust ` +
        'the runner or damaged: run the export again, and if it happens again, report it to ' +
        'Mintlify with the job id.',
    );
    err.written = written;
    return err;
  }

  /** Records the file and, for a page, feeds its bytes to the link check as they come. */
  private checkLinks(links: LinkFeed, entry: ReadEntry, html: boolean): void {
    links.addFile(entry.path);
    if (!html || !entry.size) return;
    links.startPage(entry.path);
    // Listeners only: the entry is resumed by node-tar (or consumed by the Pages writer).
    entry.on('data', (chunk: Buffer) => links.write(chunk));
    entry.on('end', () => links.endPage());
  }
}

/**
 * The gunzip on the walk's own thread (no helper thread: the sources run by the unit tests,
 * `worker: false`, a bundle walked from disk): zlib's streaming gunzip, its chunks handed to the
 * walk as they come.
 */
class LocalGunzip implements Inflater {
  private readonly gunzip: Gunzip;

  constructor(events: InflateEvents) {
    this.gunzip = createGunzip({ chunkSize: INFLATE_CHUNK_BYTES });
    feedWalk(this.gunzip, events);
  }

  /** Feeds compressed bytes; false: wait for {@link drained}. `done` once they are consumed. */
  write(chunk: Buffer, done?: () => void): boolean {
    return this.gunzip.write(chunk, () => done?.());
  }

  /** Resolves when the gunzip takes more input (a failure ends the walk, which the caller races). */
  async drained(): Promise<void> {
    if (this.gunzip.writableNeedDrain) await once(this.gunzip, 'drain').catch(() => undefined);
  }

  pause(): void {
    this.gunzip.pause();
  }

  resume(): void {
    this.gunzip.resume();
  }

  end(): void {
    this.gunzip.end();
  }

  destroy(): void {
    this.gunzip.destroy();
  }
}

/**
 * Hands `gunzip`'s output to the walk's `events` as it comes (with the compressed bytes zlib has
 * consumed); `afterData` is called once the walk has read each chunk.
 */
export function feedWalk(
  gunzip: Gunzip,
  events: InflateEvents,
  afterData?: (chunk: Buffer) => void,
): void {
  gunzip.on('data', (chunk: Buffer) => {
    events.data(chunk, gunzip.bytesWritten);
    afterData?.(chunk);
  });
  gunzip.on('error', (err: Error) => events.error(err));
  gunzip.on('end', () => events.end());
}

/**
 * Walks a `.tar.gz` on disk (tests, the bench): the same walk the download feeds from the socket.
 * On failure the Pages tar is deleted and the error rethrown.
 */
export async function walkBundleFile(
  path: string,
  options: WalkOptions,
  signal: AbortSignal,
): Promise<WalkResult> {
  signal.throwIfAborted();
  const walk = await BundleWalk.open(options);
  let received = 0;
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024, signal })) {
      const piece = chunk as Buffer;
      received += piece.length;
      if (!walk.write(piece)) await untilAborted(walk.drained(), signal);
      walk.throwIfFailed(received);
    }
    return await walk.finish(received, signal);
  } catch (err) {
    await walk.destroy();
    signal.throwIfAborted();
    throw err;
  }
}

/**
 * Writes accepted entries into `artifact.tar`. Every entry is judged from its header before any
 * byte of it is written; the first refusal or write error is kept and nothing more is written.
 */
class PagesWriter {
  /** The first refusal or write error (also reported to the walk, which stops). */
  private failure: Error | undefined;
  private readonly tar: TarAssembler;
  private readonly limits: BundleLimits;
  private readonly dirs = new Set<string>(['']);
  private readonly counts = {
    files: 0,
    directories: 1,
    bytes: 0,
    excluded: 0,
    hasIndex: false,
    has404: false,
    hasNoJekyll: false,
  };
  private warned = false;
  /** Declared bytes of every file so far, left-out ones included (the cap counts them all). */
  private declaredBytes = 0;
  private outError: Error | undefined;
  /** The wait for the tar's stream to drain, while one is on. */
  private drain: Promise<unknown> | undefined;

  constructor(
    private readonly out: WriteStream,
    private readonly options: NonNullable<WalkOptions['pagesTar']>,
    private readonly onWarning: ((message: string) => void) | undefined,
    private readonly onFail: (err: Error) => void,
  ) {
    this.limits = { ...DEFAULT_BUNDLE_LIMITS, ...options.limits };
    out.on('error', (err: Error) => {
      this.outError ??= err;
      this.setFailure(writeError(err));
    });
    this.tar = new TarAssembler(out, options.mtime ?? new Date());
    this.tar.header('./', 'Directory', 0, 0);
  }

  /** Bytes of `artifact.tar` handed to its stream so far. */
  get written(): number {
    return this.tar.size;
  }

  /** Whether the tar's stream asked to wait. */
  get full(): boolean {
    return this.tar.full;
  }

  /** Waits until the tar's stream drains (or fails); every waiter shares one pair of listeners. */
  async waitDrain(): Promise<void> {
    if (this.out.writableNeedDrain && !this.outError) {
      this.drain ??= once(this.out, 'drain').then(
        () => (this.drain = undefined),
        () => (this.drain = undefined),
      );
      await this.drain;
    }
    this.tar.full = false;
  }

  /** Judges `entry` and writes it (or skips it); `count` is its number in the bundle. */
  entry(entry: ReadEntry, count: number): void {
    if (this.failure) {
      entry.resume();
      return;
    }
    const refused = this.judge(entry, count);
    if (refused) {
      if (refused instanceof BundleRefusedError) refused.written = this.tar.size;
      this.setFailure(refused);
      entry.resume();
      return;
    }
    const parts = relativeParts(entry.path);
    if (parts.some((p) => EXCLUDED.has(p))) {
      this.counts.excluded++;
      entry.resume();
      return;
    }
    if (entry.type === 'Directory') {
      this.ensureDirs(parts, parts.length);
      entry.resume();
      return;
    }
    const size = entry.size ?? 0;
    const rel = parts.join('/');
    if (this.dirs.has(rel)) {
      const err = new BundleRefusedError(entry.path, 'is a file where a folder is', NOT_AN_EXPORT);
      err.written = this.tar.size;
      this.setFailure(err);
      entry.resume();
      return;
    }
    this.ensureDirs(parts, parts.length - 1);
    this.tar.header(`./${rel}`, 'File', size, 0);
    this.counts.files++;
    this.counts.bytes += size;
    if (parts.length === 1) {
      if (rel === 'index.html') this.counts.hasIndex = true;
      else if (rel === '404.html') this.counts.has404 = true;
      else if (rel === '.nojekyll') this.counts.hasNoJekyll = true;
    }
    let written = 0;
    entry.on('data', (chunk: Buffer) => {
      written += chunk.length;
      this.tar.append(chunk);
    });
    entry.on('end', () => {
      // node-tar ends a truncated entry early in strict mode only with an error; be exact anyway.
      if (written !== size) {
        this.setFailure(
          new BundleRefusedError(
            entry.path,
            `holds ${written} bytes but its header declares ${size}`,
            NOT_AN_EXPORT,
          ),
        );
        return;
      }
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (pad > 0) this.tar.reserve(pad, true);
    });
  }

  private setFailure(err: Error): void {
    if (this.failure) return;
    this.failure = err;
    this.onFail(err);
  }

  /** Adds `.nojekyll` when missing, ends the archive and closes the file. */
  async finish(signal: AbortSignal): Promise<PagesTar> {
    if (this.counts.files === 0) {
      throw new ActionError(
        'The export bundle holds no files, so there is no site to deploy. Check `paths` and ' +
          'that the domain has published pages.',
      );
    }
    const addedNoJekyll = !this.counts.hasNoJekyll;
    if (addedNoJekyll) this.tar.header('./.nojekyll', 'File', 0, 0);
    this.tar.reserve(BLOCK * 2, true);
    this.tar.flush();
    const closed = once(this.out, 'close').catch(() => undefined);
    this.out.end();
    await untilAborted(closed, signal);
    if (this.outError) throw writeError(this.outError);
    const { files, directories, bytes, excluded, hasIndex, has404 } = this.counts;
    return {
      path: this.options.path,
      files,
      directories,
      bytes,
      tarBytes: this.tar.bytes,
      hasIndex,
      has404,
      addedNoJekyll,
      excluded,
    };
  }

  /** Closes the file and deletes it. */
  async destroy(): Promise<void> {
    if (!this.out.closed) {
      const closed = once(this.out, 'close').catch(() => undefined);
      this.out.destroy();
      await closed;
    }
    await rm(this.options.path, { force: true }).catch(() => undefined);
  }

  private judge(entry: ReadEntry, count: number): Error | undefined {
    const problem = entryProblem(entry);
    if (problem) return new BundleRefusedError(entry.path, problem, NOT_AN_EXPORT);
    if (count > this.limits.maxEntries) {
      return new BundleRefusedError(
        entry.path,
        `is one entry more than the ${this.limits.maxEntries.toLocaleString('en-US')} a bundle may hold`,
        'Nothing was deployed. Export fewer pages with `paths`, or split the site.',
      );
    }
    if (!FILE_TYPES.has(entry.type)) return undefined;
    const size = entry.size ?? 0;
    const total = this.declaredBytes + size;
    if (total > this.limits.maxBytes) {
      return new BundleRefusedError(
        entry.path,
        `takes the site past ${formatBytes(this.limits.maxBytes)}, the most GitHub Pages deploys`,
        'Nothing was deployed. Export fewer pages with `paths`, or host a site this large elsewhere.',
      );
    }
    const free = this.options.freeBytes;
    // Header, data, padding, and the end of the archive, against what the disk has left.
    if (free !== undefined && this.tar.size + BLOCK * 4 + size > free) {
      return new ActionError(
        `RUNNER_TEMP is out of space: the Pages artifact would outgrow the ` +
          `${formatBytes(free)} left after the bundle (entry ${quotePath(entry.path)} declares ` +
          `${formatBytes(size)}). Nothing was deployed. Free some space, or export fewer pages ` +
          'with `paths`.',
      );
    }
    this.declaredBytes = total;
    if (!this.warned && total > this.limits.warnBytes) {
      this.warned = true;
      this.onWarning?.(
        `The site is larger than ${formatBytes(this.limits.warnBytes)}; GitHub Pages ` +
          `recommends staying below that, and refuses sites above ${formatBytes(this.limits.maxBytes)}.`,
      );
    }
    return undefined;
  }

  /** Emits the folders `parts[0..n)` that have not been emitted yet, parents first. */
  private ensureDirs(parts: readonly string[], n: number): void {
    let rel = '';
    for (let i = 0; i < n; i++) {
      rel = rel ? `${rel}/${parts[i] ?? ''}` : (parts[i] ?? '');
      if (this.dirs.has(rel)) continue;
      this.dirs.add(rel);
      this.tar.header(`./${rel}/`, 'Directory', 0, 0);
      this.counts.directories++;
    }
  }
}

/**
 * The error for a walk that failed: refusals as they are, others as a damaged bundle;
 * `complete`: every byte announced had arrived.
 */
export function explainFailure(cause: Error, received: number, complete: boolean): Error {
  if (cause instanceof ActionError) return cause;
  const code = (cause as { code?: unknown }).code;
  const what =
    code === 'Z_DATA_ERROR' && /header check/i.test(cause.message)
      ? 'it is not gzip data'
      : typeof code === 'string' && code.startsWith('Z_')
        ? `the gzip stream is damaged (${cause.message})`
        : `the tar inside is damaged (${cause.message.replace(/^TAR_[A-Z_]+: /, '')})`;
  const where = complete
    ? `All ${formatBytes(received)} arrived, so the bundle itself is damaged`
    : `Found after ${formatBytes(received)}; the download was stopped`;
  return new ActionError(
    `The bundle is not a readable gzip tar: ${what}. ${where}. Run the job again to export a ` +
      `fresh bundle; if it happens again, report it to Mintlify with the job id.`,
    'failure',
    { cause },
  );
}

/** The error for a failed write of the Pages tar, with the likely cause. */
function writeError(err: unknown): ActionError {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const hint =
    code === 'ENOSPC' || code === 'EDQUOT'
      ? 'RUNNER_TEMP is out of space: free some, or export fewer pages with `paths`.'
      : 'Check RUNNER_TEMP, then re-run the job.';
  return new ActionError(
    `Writing the Pages artifact failed: ${errorText(err)}. Nothing was deployed. ${hint}`,
    'failure',
    { cause: err },
  );
}

/** The path's parts without empty and `.` parts: `./a//b/` → `['a', 'b']`. */
function relativeParts(path: string): string[] {
  return path.split('/').filter((p) => p !== '' && p !== '.');
}

/** A path from the archive, safe to show: control characters gone, cut, quoted. */
function quotePath(path: string): string {
  return JSON.stringify(truncate(stripControl(path), 200));
}
