/**
 * Unpacks a verified export bundle (`.tar.gz`) into a fresh folder under RUNNER_TEMP, refusing
 * the whole bundle at the first entry that is not a plain file or folder inside that folder.
 *
 * A static export holds nothing but files and folders, so the rules are strict, and every one is
 * a refusal of the whole bundle that names the entry (node-tar on its own would strip `/` and
 * skip `..` with a warning, and still unpack the rest):
 * - the path is absolute (`/x`, `C:\x`, `\\host\x`) or climbs with `..` (either separator);
 * - the entry is a symbolic link, a hard link, a character or block device, a FIFO, or any other
 *   tar type (only File, OldFile, ContiguousFile and Directory pass);
 * - the declared sizes add up to more than `maxBytes` (GitHub Pages' own limit, 10 GB), with a
 *   warning past `warnBytes` (1 GB, the size Pages recommends);
 * - there are more than `maxEntries` entries.
 *
 * How it is read and written, and why not `tar.x`:
 * - Parsing is node-tar's (`t`, the list parser, in strict mode: header checksums, pax and GNU
 *   long names, truncation). Decompression is node's own gunzip on the thread pool, so inflating
 *   the next piece overlaps with writing the files of the current one.
 * - Each entry is checked before any byte of it is written, in one streaming pass: a separate
 *   listing pass first would inflate the whole bundle once more, and `tar.x` measured 2–4×
 *   slower than `tar xzf` on a 50,000-file site (it goes through lstat, reservations and a
 *   thread-pool round trip per step of every file).
 * - Since links of any kind are refused, what is left to write is plain files under checked
 *   relative paths, in a folder this module just made (mode 0700, owned by the runner's user).
 *   They are written one after the other with synchronous calls, as GNU tar does: files are
 *   created in a handful of folders, and concurrent creates in one folder contend for that
 *   folder's lock (measured slower, with more kernel time, than one at a time), while each
 *   synchronous call is one short system call with no thread-pool round trip. Files are opened
 *   with `O_NOFOLLOW` as a second guard, modes are normalized (0644 files, 0755 folders) and no
 *   owner is changed. The event loop turns between pieces of 128 KiB, so a signal or the
 *   deadline is seen within milliseconds.
 * - Memory is flat in the number of files: nothing is buffered beyond the piece being parsed;
 *   only counters and a bounded cache of folders already made are kept.
 * - A refused, damaged or cancelled bundle leaves nothing behind: the open file is closed and the
 *   whole folder is removed before the error is thrown.
 */
import {
  closeSync,
  constants as fsConstants,
  createReadStream,
  mkdirSync,
  openSync,
  writeSync,
} from 'node:fs';
import { mkdtemp, open as openFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { t as listTar, type ReadEntry } from 'tar';
import { ActionError } from '../errors.js';
import { stripControl, truncate } from '../report/sanitize.js';
import { errorText } from '../util/abort.js';

/** Limits on what a bundle may unpack to. */
export interface UnpackLimits {
  /** Refuse when the files add up to more than this many bytes (GitHub Pages: 10 GB). */
  maxBytes: number;
  /** Warn once when the files add up to more than this many bytes (1 GB). */
  warnBytes: number;
  /** Refuse when the bundle holds more entries (files and folders) than this. */
  maxEntries: number;
}

/** GitHub Pages' limits: sites up to 10 GB are deployed; above 1 GB is discouraged. */
export const DEFAULT_UNPACK_LIMITS: Readonly<UnpackLimits> = {
  maxBytes: 10 * 1024 ** 3,
  warnBytes: 1024 ** 3,
  maxEntries: 200_000,
};

/** What {@link unpackBundle} needs. */
export interface UnpackOptions {
  /** The verified `.tar.gz` (a plain `.tar` works too). */
  bundlePath: string;
  /** Folder in which a fresh `pages-site-*` folder is made (RUNNER_TEMP or a folder in it). */
  parentDir: string;
  /** Stops at once; the folder is removed and the signal's reason rethrown. */
  signal: AbortSignal;
  /** Overrides of {@link DEFAULT_UNPACK_LIMITS} (tests use small ones). */
  limits?: Partial<UnpackLimits>;
  /** Receives the one warning about a large site. */
  onWarning?: (message: string) => void;
}

/** An unpacked site. */
export interface UnpackedSite {
  /**
   * The fresh folder everything was written to, which is the site's root (the bundle's paths are
   * the site's URLs); the caller removes it when done.
   */
  dir: string;
  /** Regular files written. */
  files: number;
  /** Folder entries in the bundle. */
  directories: number;
  /** Bytes of all files. */
  bytes: number;
}

/** The bundle was refused; `entry` names the entry that made it so. */
export class BundleRefusedError extends ActionError {
  /** Path of the refused entry, as the archive spells it. */
  readonly entry: string;
  /** Why, in a few words (`is a symbolic link to "/etc"`). */
  readonly reason: string;

  constructor(entry: string, reason: string, hint: string) {
    super(`Refused the export bundle: entry ${quotePath(entry)} ${reason}. ${hint}`);
    this.name = 'BundleRefusedError';
    this.entry = entry;
    this.reason = reason;
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
  'Nothing was unpacked or deployed. A static export holds only plain files and folders, so ' +
  'this bundle is damaged or not what the export produced: run the export again, and if it ' +
  'happens again, report it to Mintlify with the job id.';

/** Types of a plain file in tar (`0`, the old `\0`, and `7`). */
const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

/**
 * Why an entry may not be unpacked, or undefined when it is a plain file or folder with a
 * relative path that stays inside the folder. Pure; also usable while a bundle downloads.
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
 * Unpacks the bundle into a fresh folder under `parentDir`. Throws a {@link BundleRefusedError}
 * (naming the entry) for a bundle that breaks a rule, an ActionError for a damaged archive or a
 * failed write, or the signal's reason; in every case the folder is gone before it throws.
 */
export async function unpackBundle(options: UnpackOptions): Promise<UnpackedSite> {
  const limits: UnpackLimits = { ...DEFAULT_UNPACK_LIMITS, ...options.limits };
  const { signal } = options;
  if (signal.aborted) throw signal.reason as Error;
  const dir = await mkdtemp(join(options.parentDir, 'pages-site-'));
  const writer = new SiteWriter(dir);
  const counts = { entries: 0, files: 0, directories: 0, bytes: 0, warned: false };
  let refused: BundleRefusedError | undefined;

  const onEntry = (entry: ReadEntry): void => {
    if (refused || writer.failure) {
      entry.resume();
      return;
    }
    refused = check(entry);
    if (refused) {
      entry.resume();
      return;
    }
    const parts = relativeParts(entry.path);
    if (entry.type === 'Directory') {
      counts.directories++;
      if (parts.length > 0) writer.directory(parts.join('/'));
      entry.resume();
      return;
    }
    counts.files++;
    const rel = parts.join('/');
    if (!writer.open(rel)) {
      entry.resume();
      return;
    }
    entry.on('data', (chunk: Buffer) => writer.write(rel, chunk));
    entry.on('end', () => writer.close(rel));
  };

  const check = (entry: ReadEntry): BundleRefusedError | undefined => {
    const problem = entryProblem(entry);
    if (problem) return new BundleRefusedError(entry.path, problem, NOT_AN_EXPORT);
    counts.entries++;
    if (counts.entries > limits.maxEntries) {
      return new BundleRefusedError(
        entry.path,
        `is one entry more than the ${limits.maxEntries.toLocaleString('en-US')} a bundle may hold`,
        'Nothing was deployed. Export fewer pages with `paths`, or split the site.',
      );
    }
    if (FILE_TYPES.has(entry.type)) {
      counts.bytes += entry.size ?? 0;
      if (counts.bytes > limits.maxBytes) {
        return new BundleRefusedError(
          entry.path,
          `takes the site past ${describeBytes(limits.maxBytes)}, the most GitHub Pages deploys`,
          'Nothing was deployed. Export fewer pages with `paths`, or host a site this large elsewhere.',
        );
      }
      if (!counts.warned && counts.bytes > limits.warnBytes) {
        counts.warned = true;
        options.onWarning?.(
          `The site unpacks to more than ${describeBytes(limits.warnBytes)}; GitHub Pages ` +
            `recommends staying below that, and refuses sites above ${describeBytes(limits.maxBytes)}.`,
        );
      }
    }
    return undefined;
  };

  // Strict: a bad header checksum or a truncated entry is an error, not a warning to skip past.
  // noResume: file entries are consumed by the writer; every other entry is resumed above.
  const parser = listTar({ strict: true, noResume: true, onReadEntry: onEntry });
  let parseError: Error | undefined;
  const parsed = new Promise<void>((resolve) => {
    parser.on('end', () => resolve());
    parser.on('error', (err: Error) => {
      parseError ??= err;
      resolve();
    });
  });

  // Why feeding stopped: pipeline() may report only "aborted" after a transform is destroyed.
  let stoppedBy: ActionError | undefined;
  const stopWith = (err: ActionError | undefined): void => {
    if (!err) return;
    stoppedBy ??= err;
    throw err;
  };

  try {
    const gzipped = await isGzip(options.bundlePath);
    const feed = async (source: AsyncIterable<Buffer>): Promise<void> => {
      for await (const chunk of source) {
        // Every entry is consumed as it arrives (written or resumed), so the parser never holds
        // chunks back and its write() result needs no wait: when write() returns, the files of
        // this piece are on disk.
        parser.write(chunk);
        stopWith(refused ?? (parseError && damaged(parseError)) ?? writer.failure);
      }
      parser.end();
      await parsed;
      stopWith(refused ?? (parseError && damaged(parseError)));
    };
    const source = createReadStream(options.bundlePath, { highWaterMark: 1024 * 1024 });
    if (gzipped) {
      // 128 KiB of tar per step: a few milliseconds of writes between turns of the event loop.
      await pipeline(source, createGunzip({ chunkSize: 128 * 1024 }), feed, { signal });
    } else {
      await pipeline(source, feed, { signal });
    }
    if (writer.failure) throw writer.failure;
    if (counts.files === 0) {
      throw new ActionError(
        'The export bundle holds no files, so there is no site to deploy. Check `paths` and that ' +
          'the domain has published pages.',
      );
    }
    return {
      dir,
      files: counts.files,
      directories: counts.directories,
      bytes: counts.bytes,
    };
  } catch (err) {
    writer.abandon();
    await rm(dir, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
    if (signal.aborted) throw signal.reason as Error;
    if (stoppedBy) throw stoppedBy;
    if (err instanceof ActionError) throw err;
    throw new ActionError(
      `Unpacking the export bundle failed: ${errorText(err)}. Nothing was deployed. Check the ` +
        'free space in RUNNER_TEMP, then re-run the job.',
      'failure',
      { cause: err },
    );
  }
}

/** The path's parts without empty and `.` parts: `./a//b/` → `['a', 'b']`. */
function relativeParts(path: string): string[] {
  return path.split('/').filter((p) => p !== '' && p !== '.');
}

/** Whether the file starts with gzip's magic bytes. */
async function isGzip(path: string): Promise<boolean> {
  const handle = await openFile(path, 'r');
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

function damaged(err: Error): ActionError {
  const text = err.message.replace(/^TAR_[A-Z_]+: /, '');
  return new ActionError(
    `The export bundle is not a readable tar archive (${text}). Nothing was unpacked or deployed; ` +
      'run the export again, and if it happens again, report it to Mintlify with the job id.',
    'failure',
    { cause: err },
  );
}

/** `O_NOFOLLOW` where the platform has it (not on Windows). */
const WRITE_FLAGS =
  fsConstants.O_WRONLY | fsConstants.O_CREAT | fsConstants.O_TRUNC | (fsConstants.O_NOFOLLOW ?? 0);
/** Folders remembered as made; past this the cache starts over (mkdir is idempotent anyway). */
const MADE_DIRS_CAP = 4096;

/**
 * Writes checked relative paths under `root`, one file at a time (entries arrive in order, so
 * a later entry of the same path simply overwrites an earlier one, as tar does). The first
 * failure is kept and everything after it is skipped.
 */
class SiteWriter {
  /** The first write error. */
  failure: ActionError | undefined;
  private fd: number | undefined;
  private readonly madeDirs = new Set<string>();

  constructor(private readonly root: string) {}

  /** Makes the folder `rel` (a checked relative path with `/`). */
  directory(rel: string): void {
    if (this.failure) return;
    try {
      this.makeDir(join(this.root, rel));
    } catch (err) {
      this.failure = writeError(rel, err);
    }
  }

  /** Creates (or truncates) the file `rel`; false when it failed or an earlier write had. */
  open(rel: string): boolean {
    if (this.failure) return false;
    try {
      const path = join(this.root, rel);
      this.makeDir(dirname(path));
      this.fd = openSync(path, WRITE_FLAGS, 0o644);
      return true;
    } catch (err) {
      this.failure = writeError(rel, err);
      return false;
    }
  }

  /** Appends a chunk to the open file. */
  write(rel: string, chunk: Buffer): void {
    if (this.fd === undefined || this.failure) return;
    try {
      let done = 0;
      while (done < chunk.length) done += writeSync(this.fd, chunk, done, chunk.length - done);
    } catch (err) {
      this.failure = writeError(rel, err);
      this.abandon();
    }
  }

  /** Closes the open file. */
  close(rel: string): void {
    if (this.fd === undefined) return;
    const fd = this.fd;
    this.fd = undefined;
    try {
      closeSync(fd);
    } catch (err) {
      this.failure ??= writeError(rel, err);
    }
  }

  /** Closes the open file, if any, without reporting (the folder is about to be removed). */
  abandon(): void {
    if (this.fd === undefined) return;
    try {
      closeSync(this.fd);
    } catch {
      // Removing the folder is what matters.
    }
    this.fd = undefined;
  }

  private makeDir(path: string): void {
    if (path === this.root || this.madeDirs.has(path)) return;
    mkdirSync(path, { recursive: true, mode: 0o755 });
    if (this.madeDirs.size >= MADE_DIRS_CAP) this.madeDirs.clear();
    this.madeDirs.add(path);
  }
}

/** The error for a failed write, with the likely cause. */
function writeError(rel: string, err: unknown): ActionError {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  let hint = 'Check RUNNER_TEMP, then re-run the job.';
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    hint = 'RUNNER_TEMP is out of space: free some, or export fewer pages with `paths`.';
  } else if (code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR') {
    hint =
      'The bundle holds a file and a folder of the same name, which no site can have: run the ' +
      'export again, and if it happens again, report it to Mintlify with the job id.';
  } else if (code === 'EMFILE' || code === 'ENFILE') {
    hint = "The runner's limit of open files was reached; re-run the job.";
  }
  return new ActionError(
    `Writing ${quotePath(rel)} from the export bundle failed: ${errorText(err)}. Nothing was ` +
      `deployed. ${hint}`,
    'failure',
    { cause: err },
  );
}

/** A path from the archive, safe to show: control characters gone, cut, quoted. */
function quotePath(path: string): string {
  return JSON.stringify(truncate(stripControl(path), 200));
}

/** `10 GiB`, `512 MiB`, `100 KiB`, `12 B`. */
export function describeBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}
