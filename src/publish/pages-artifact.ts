/**
 * Turns an unpacked site into what GitHub Pages deploys, the way actions/upload-pages-artifact
 * does it: checks of the site's root, an uncompressed `artifact.tar` of the root with `./`-prefixed
 * entries and without `.git` and `.github` (upload-pages-artifact runs
 * `tar --dereference --hard-dereference --directory <site> -cf artifact.tar --exclude=.git
 * --exclude=.github .`), uploaded with @actions/artifact as the artifact `github-pages`, kept one
 * day. The upload zips the tar, as upload-artifact does; that zip holding `artifact.tar` is what
 * the Pages deployment API reads (so no `skipArchive`, which would also rename the artifact).
 *
 * The tar is written here rather than with `tar.c`: node-tar keeps a stat and a directory
 * listing of every path it saw (memory grows with the file count) and measured 4–6× slower than
 * GNU tar on a 50,000-file site. This writer walks the tree with streamed listings, writes the
 * entries in walk order, and encodes each header with node-tar's own `Header` (plus a pax header
 * when a path is too long or not ASCII), so the archive format itself is node-tar's. Links are
 * dereferenced as `--dereference --hard-dereference` would: a symbolic link to a file is stored
 * as that file, and hard links are simply files. (The unpacker refuses links, so a site it
 * produced holds none.)
 */
import * as core from '../log.js';
import { DefaultArtifactClient } from '@actions/artifact';
import {
  closeSync,
  createWriteStream,
  fstatSync,
  lstatSync,
  openSync,
  opendirSync,
  readSync,
  statSync,
  type Dir,
  type Dirent,
  type Stats,
  type WriteStream,
} from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { Header, Pax } from 'tar';
import { ActionError } from '../errors.js';
import { errorText, untilAborted } from '../util/abort.js';

/** Name deploy-pages looks for; the deployment itself is made by id. */
export const PAGES_ARTIFACT_NAME = 'github-pages';

/** What {@link checkSite} found. */
export interface SiteCheck {
  /** `index.html` exists at the root (the home page). */
  hasIndex: boolean;
  /** `404.html` exists at the root (GitHub Pages' custom not-found page). */
  has404: boolean;
  /** `.nojekyll` was added. */
  addedNoJekyll: boolean;
}

/**
 * Checks the site's root: warns when `index.html` or `404.html` is missing, and adds an empty
 * `.nojekyll` so that no Jekyll processing can touch files like `_next/…` (artifact deployments
 * are served as they are, but the marker costs nothing and protects a site later moved to a
 * branch-based Pages source). No URL rewriting is needed: exported pages are `.html` files and
 * GitHub Pages serves `/guides/x` from `guides/x.html`.
 */
export async function checkSite(
  siteRoot: string,
  warn: (message: string) => void = (m) => core.warning(m),
): Promise<SiteCheck> {
  const isFile = async (name: string): Promise<boolean> =>
    stat(join(siteRoot, name)).then(
      (s) => s.isFile(),
      () => false,
    );
  const [hasIndex, has404] = await Promise.all([isFile('index.html'), isFile('404.html')]);
  if (!hasIndex) {
    warn(
      'The export has no index.html at its root, so the site address itself will answer 404. ' +
        'If `paths` limits the export, include the home page.',
    );
  }
  if (!has404) {
    warn(
      'The export has no 404.html at its root, so unknown addresses will show GitHub Pages’ ' +
        'generic “404 File not found” page instead of the docs’ own.',
    );
  }
  let addedNoJekyll = false;
  try {
    await writeFile(join(siteRoot, '.nojekyll'), '', { flag: 'wx' });
    addedNoJekyll = true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return { hasIndex, has404, addedNoJekyll };
}

/** What {@link packSite} needs. */
export interface PackOptions {
  /** The site's root folder. */
  siteRoot: string;
  /** Where to write the tar (removed again if packing fails). */
  tarPath: string;
  /** Stops at once; the partial tar is removed and the signal's reason rethrown. */
  signal: AbortSignal;
  /** mtime of every entry; default now (the site's own mtimes carry no meaning here). */
  mtime?: Date;
}

/** A packed site. */
export interface PackedSite {
  /** Path of the tar. */
  tarPath: string;
  /** Regular files in it. */
  files: number;
  /** Folders in it (the root `./` included). */
  directories: number;
  /** Bytes of file content. */
  bytes: number;
  /** Size of the tar itself. */
  tarBytes: number;
}

/** Names left out at any depth, as `--exclude=.git --exclude=.github` does. */
const EXCLUDED = new Set(['.git', '.github']);
/** Size of the buffers the tar is assembled in (GNU tar uses 10 KiB records; larger is cheaper). */
const BATCH_BYTES = 1024 * 1024;
/** The tar's write buffer; reading waits while it is full. */
const OUT_BUFFER_BYTES = 4 * 1024 * 1024;
/** Entries packed between two turns of the event loop (signals, timers) when nothing waits. */
const YIELD_EVERY = 256;
const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);
/** Largest size a ustar header holds in its 11 octal digits. */
const MAX_USTAR_SIZE = 0o77777777777;

/**
 * Writes `tarPath`: an uncompressed ustar/pax archive of `siteRoot` with entries `./`,
 * `./index.html`, `./guides/`, … (what upload-pages-artifact's GNU tar writes), leaving out
 * `.git` and `.github` at any depth. Only folders and regular files (or links to regular files)
 * are packed; anything else (a FIFO, a socket, a link to a folder) is an error.
 *
 * Done the way GNU tar does it, because per-file overhead is what decides the time on a site of
 * many small pages:
 * - reads are synchronous: the files were just written and are in the page cache, so each read
 *   is a short system call, while a thread-pool round trip per open, fstat, read and close
 *   measured 2.4× slower on 50,000 files;
 * - entries are assembled in 1 MiB buffers (a file's content is read straight into the buffer,
 *   after its header), so there is no allocation per file and one write per MiB;
 * - the header of a path that fits ustar (ASCII, at most 100 bytes) is filled into a prepared
 *   template; other paths and sizes go through node-tar's `Header` and `Pax`, which measured
 *   slow enough to be the largest single cost if used for every file.
 * The tar goes out through an asynchronous write stream, so writing overlaps with reading; reading
 * pauses whenever the stream's buffer is full and yields to the event loop every few hundred
 * entries, so a signal or the deadline is seen at once and memory stays bounded.
 */
export async function packSite(options: PackOptions): Promise<PackedSite> {
  const { signal, siteRoot, tarPath } = options;
  if (signal.aborted) throw signal.reason as Error;
  const out = createWriteStream(tarPath, { highWaterMark: OUT_BUFFER_BYTES });
  let outError: Error | undefined;
  out.on('error', (err) => {
    outError ??= err;
  });
  const tar = new TarAssembler(out, options.mtime ?? new Date());
  const counts = { files: 0, directories: 0, bytes: 0 };
  let sinceYield = 0;

  /** Waits while the output is full, and lets the event loop turn now and then. */
  const pace = async (): Promise<void> => {
    if (tar.full) {
      tar.full = false;
      sinceYield = 0;
      await once(out, 'drain', { signal });
    } else if (++sinceYield >= YIELD_EVERY) {
      sinceYield = 0;
      await yieldToLoop();
    }
    if (signal.aborted) throw signal.reason as Error;
    if (outError) throw outError;
  };
  const file = async (path: string, abs: string): Promise<void> => {
    const fd = openSync(abs, 'r');
    try {
      const { size } = fstatSync(fd);
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (size + pad <= BATCH_BYTES / 2) {
        // Most pages: the content goes straight into the batch, right after its header.
        const at = tar.header(path, 'File', size, size + pad);
        if (readFullySync(fd, tar.batch, at, size, 0) !== size) throw changed(path);
        tar.batch.fill(0, at + size, at + size + pad);
      } else {
        tar.header(path, 'File', size, 0);
        tar.flush();
        for (let position = 0; position < size;) {
          await pace();
          const length = Math.min(BATCH_BYTES, size - position);
          // A fresh buffer each time: the write stream holds on to it until it is written.
          const piece = Buffer.allocUnsafe(length);
          if (readFullySync(fd, piece, 0, length, position) !== length) throw changed(path);
          tar.write(piece);
          position += length;
        }
        if (pad > 0) tar.reserve(pad, true);
      }
      counts.files++;
      counts.bytes += size;
    } finally {
      closeSync(fd);
    }
  };

  try {
    for (const entry of walk(siteRoot)) {
      if (entry.kind === 'dir') {
        tar.header(entry.path, 'Directory', 0, 0);
        counts.directories++;
      } else {
        await file(entry.path, entry.abs);
      }
      await pace();
    }
    tar.reserve(ZEROS.length, true);
    tar.flush();
    out.end();
    await once(out, 'close');
    if (outError) throw outError;
    return { tarPath, ...counts, tarBytes: tar.bytes };
  } catch (err) {
    out.destroy();
    await rm(tarPath, { force: true }).catch(() => undefined);
    if (signal.aborted) throw signal.reason as Error;
    if (err instanceof ActionError) throw err;
    throw new ActionError(
      `Packing the site for GitHub Pages failed: ${errorText(err)}. Check the free space in ` +
        'RUNNER_TEMP, then re-run the job.',
      'failure',
      { cause: err },
    );
  }
}

/**
 * Assembles tar entries in 1 MiB batches and hands full batches to the write stream. Headers of
 * ASCII paths up to 100 bytes are filled into a prepared ustar template; anything else is
 * encoded by node-tar (`Header`, plus a `Pax` header for long or non-ASCII paths).
 */
class TarAssembler {
  /** The batch being filled. */
  batch = Buffer.allocUnsafe(BATCH_BYTES);
  /** Whether the write stream asked to wait (reset by the caller once it has waited). */
  full = false;
  /** Bytes handed to the stream so far. */
  bytes = 0;
  private used = 0;
  private readonly templates: Record<'File' | 'Directory', Buffer>;
  private readonly templateSums: Record<'File' | 'Directory', number>;
  private readonly fallback = new Header();

  constructor(
    private readonly out: WriteStream,
    private readonly mtime: Date,
  ) {
    const make = (type: 'File' | 'Directory'): Buffer => {
      const block = Buffer.alloc(BLOCK);
      block.write(`${octal(type === 'File' ? 0o644 : 0o755, 7)}\0`, 100, 'ascii'); // mode
      block.write(`${octal(0, 7)}\0`, 108, 'ascii'); // uid
      block.write(`${octal(0, 7)}\0`, 116, 'ascii'); // gid
      block.write(`${octal(Math.floor(mtime.getTime() / 1000), 11)}\0`, 136, 'ascii'); // mtime
      block.write(type === 'File' ? '0' : '5', 156, 'ascii'); // type flag
      block.write('ustar\u000000', 257, 'ascii'); // magic "ustar\0", version "00"
      return block;
    };
    this.templates = { File: make('File'), Directory: make('Directory') };
    // Sum of the fixed bytes, with the checksum field counted as eight spaces.
    const sum = (b: Buffer): number => b.reduce((a, x) => a + x, 0) + 8 * 0x20;
    this.templateSums = {
      File: sum(this.templates.File),
      Directory: sum(this.templates.Directory),
    };
    this.fallback.uid = 0;
    this.fallback.gid = 0;
    this.fallback.uname = '';
    this.fallback.gname = '';
    this.fallback.mtime = mtime;
  }

  /**
   * Writes the header of `path` (with a pax header before it when needed) and reserves `body`
   * more bytes after it; returns where the body goes in {@link batch}.
   */
  header(path: string, type: 'File' | 'Directory', size: number, body: number): number {
    if (path.length <= 100 && size <= MAX_USTAR_SIZE && isPlainAscii(path)) {
      const at = this.reserve(BLOCK + body);
      const block = this.batch;
      this.templates[type].copy(block, at);
      block.write(path, at, 'ascii');
      let sum = this.templateSums[type];
      for (let i = 0; i < path.length; i++) sum += path.charCodeAt(i);
      const sizeField = `${octal(size, 11)}\0`;
      block.write(sizeField, at + 124, 'ascii');
      for (let i = 0; i < 11; i++) sum += sizeField.charCodeAt(i);
      block.write(`${octal(sum, 6)}\0 `, at + 148, 'ascii');
      return at + BLOCK;
    }
    const h = this.fallback;
    h.path = path;
    h.mode = type === 'File' ? 0o644 : 0o755;
    h.size = size;
    h.type = type;
    const block = Buffer.alloc(BLOCK);
    // encode() reports whether the path (or the size) does not fit ustar; pax carries it then.
    if (h.encode(block, 0)) this.write(new Pax({ path, size, mtime: this.mtime }).encode());
    const at = this.reserve(BLOCK + body);
    block.copy(this.batch, at);
    return at + BLOCK;
  }

  /** Reserves `n` bytes in the batch (zeroed when asked), flushing first when they do not fit. */
  reserve(n: number, zero = false): number {
    if (this.used + n > this.batch.length) this.flush();
    if (n > this.batch.length) this.batch = Buffer.allocUnsafe(n);
    const at = this.used;
    this.used += n;
    if (zero) this.batch.fill(0, at, at + n);
    return at;
  }

  /** Appends a buffer as it is (after what the batch holds). */
  write(chunk: Buffer): void {
    this.flush();
    this.send(chunk);
  }

  /** Hands the filled part of the batch to the stream and starts a fresh one. */
  flush(): void {
    if (this.used === 0) return;
    this.send(this.batch.subarray(0, this.used));
    // The stream keeps the old batch until it is written; never refill it.
    this.batch = Buffer.allocUnsafe(BATCH_BYTES);
    this.used = 0;
  }

  private send(chunk: Buffer): void {
    this.bytes += chunk.length;
    if (!this.out.write(chunk)) this.full = true;
  }
}

/** Printable ASCII only (what the ustar name field holds as is). */
function isPlainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) return false;
  }
  return true;
}

/** `n` in octal, zero-padded to `digits`. */
function octal(n: number, digits: number): string {
  return n.toString(8).padStart(digits, '0');
}

function changed(path: string): Error {
  return new Error(`${path} changed size while it was packed`);
}

/** A walked entry: its archive path and, for files, where it is. */
type Walked = { kind: 'dir'; path: string } | { kind: 'file'; path: string; abs: string };

/**
 * The tree in depth-first pre-order: `./`, then each folder's entries as the file system lists
 * them, a folder's contents right after the folder. Each listing is streamed (`opendir`), and the
 * stack holds one open listing per level, so a folder of 50,000 files is never held as a list.
 */
function* walk(root: string): Generator<Walked> {
  yield { kind: 'dir', path: './' };
  const stack: { dir: Dir; abs: string; path: string }[] = [
    { dir: opendirSync(root, { bufferSize: 256 }), abs: root, path: './' },
  ];
  try {
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as (typeof stack)[number];
      const dirent = top.dir.readSync();
      if (dirent === null) {
        stack.pop()?.dir.closeSync();
        continue;
      }
      if (EXCLUDED.has(dirent.name)) continue;
      const abs = join(top.abs, dirent.name);
      const path = `${top.path}${dirent.name}`;
      // Some file systems do not report the type in the listing; ask for it then.
      const type: Dirent | Stats = hasType(dirent) ? dirent : lstatSync(abs);
      let kind: 'dir' | 'file' | undefined;
      if (type.isDirectory()) kind = 'dir';
      else if (type.isFile()) kind = 'file';
      else if (type.isSymbolicLink()) {
        // --dereference: a link to a file is packed as the file. A link to a folder could loop.
        if (statSync(abs, { throwIfNoEntry: false })?.isFile()) kind = 'file';
      }
      if (kind === undefined) {
        throw new ActionError(
          `The site holds ${JSON.stringify(path)}, which is neither a folder nor a file (a ` +
            'socket, a device or a link to a folder); GitHub Pages cannot serve it.',
        );
      }
      if (kind === 'file') {
        yield { kind, path, abs };
      } else {
        yield { kind, path: `${path}/` };
        stack.push({ dir: opendirSync(abs, { bufferSize: 256 }), abs, path: `${path}/` });
      }
    }
  } finally {
    // An early exit (an error, an abort) leaves listings open.
    for (const { dir } of stack.splice(0)) {
      try {
        dir.closeSync();
      } catch {
        // Already closed.
      }
    }
  }
}

/** Whether the listing told the entry's type. */
function hasType(d: Dirent): boolean {
  return (
    d.isFile() ||
    d.isDirectory() ||
    d.isSymbolicLink() ||
    d.isFIFO() ||
    d.isSocket() ||
    d.isBlockDevice() ||
    d.isCharacterDevice()
  );
}

/** Reads until `length` bytes or the end of the file, into `buffer` at `offset`. */
function readFullySync(
  fd: number,
  buffer: Buffer,
  offset: number,
  length: number,
  position: number,
): number {
  let done = 0;
  while (done < length) {
    const n = readSync(fd, buffer, offset + done, length - done, position + done);
    if (n === 0) break;
    done += n;
  }
  return done;
}

/** One turn of the event loop. */
function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** What {@link uploadPagesArtifact} needs. */
export interface PagesUploadOptions {
  /** The packed `artifact.tar`. */
  tarPath: string;
  /** GITHUB_RUN_ATTEMPT as a number, for the fallback name on a clash. */
  runAttempt: number;
  /** Cancels the wait (the library itself cannot be stopped). */
  signal: AbortSignal;
  /** The client, injectable for tests. */
  client?: Pick<DefaultArtifactClient, 'uploadArtifact'>;
}

/** The uploaded Pages artifact. */
export interface UploadedPagesArtifact {
  /** Artifact id, as the upload returned it: the deployment is made with this id. */
  id: number;
  /** Name it was stored under. */
  name: string;
  /** Bytes stored (the zip). */
  size: number;
}

/**
 * Uploads `artifact.tar` as the artifact `github-pages`, kept one day. Nothing ever looks the
 * artifact up by name (the deployment takes the id the upload returns), so when that name is
 * taken in this run (a re-run, or a second deploy in one run) the artifact is stored as
 * `github-pages-attempt-<n>-<time>` instead of touching the earlier one.
 */
export async function uploadPagesArtifact(
  options: PagesUploadOptions,
): Promise<UploadedPagesArtifact> {
  const client = options.client ?? new DefaultArtifactClient();
  const upload = async (name: string): Promise<UploadedPagesArtifact> => {
    const response = await untilAborted(
      client.uploadArtifact(name, [options.tarPath], dirname(options.tarPath), {
        retentionDays: 1,
      }),
      options.signal,
    );
    if (response.id === undefined) {
      throw new ActionError(
        `The artifact service accepted "${name}" but returned no artifact id, so there is ` +
          'nothing to deploy. Re-run the job; if it persists, check https://www.githubstatus.com.',
      );
    }
    return { id: response.id, name, size: response.size ?? 0 };
  };
  try {
    return await upload(PAGES_ARTIFACT_NAME);
  } catch (err) {
    if (options.signal.aborted || !/\(409\)|already exists/i.test(errorText(err))) {
      throw wrapUploadError(err, PAGES_ARTIFACT_NAME);
    }
  }
  const fallback = `${PAGES_ARTIFACT_NAME}-attempt-${options.runAttempt}-${Date.now().toString(36)}`;
  core.info(
    `An artifact named "${PAGES_ARTIFACT_NAME}" already exists in this run; uploading the site ` +
      `as "${fallback}" (the deployment uses the artifact id, not the name).`,
  );
  try {
    return await upload(fallback);
  } catch (err) {
    throw wrapUploadError(err, fallback);
  }
}

function wrapUploadError(err: unknown, name: string): unknown {
  if (err instanceof ActionError) return err;
  const text = errorText(err);
  let hint = 'Errors of the artifact service are often temporary: re-run the job.';
  if (/ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL/.test(text)) {
    hint =
      'Artifacts, and so Pages deployments, only work inside a GitHub Actions job; elsewhere use ' +
      '`target: none`.';
  } else if (/GHES|not supported/i.test(text)) {
    hint =
      'This GitHub Enterprise Server does not support the artifact API that Pages deployments ' +
      'need; use `target: artifact` and deploy with the actions GHES supports.';
  }
  return new ActionError(
    `Uploading the site as the artifact "${name}" failed: ${text}. ${hint}`,
    'failure',
    { cause: err },
  );
}
