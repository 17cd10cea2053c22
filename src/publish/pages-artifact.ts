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
 * when a path is too long or not ASCII), so the archive format itself is node-tar's. Links are dereferenced as `--dereference --hard-dereference` would: a symbolic link to a file
 * is stored as that file, and hard links are simply files. (The unpacker refuses links, so a site
 * it produced holds none.)
 */
import * as core from '@actions/core';
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
} from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { Header, Pax } from 'tar';
import { ActionError } from '../errors.js';

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
/** Files are read in pieces of this size (most pages are one piece). */
const READ_BYTES = 1024 * 1024;
/** The tar's write buffer; reading waits while it is full. */
const OUT_BUFFER_BYTES = 4 * 1024 * 1024;
/** Entries packed between two turns of the event loop (signals, timers) when nothing waits. */
const YIELD_EVERY = 256;
const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);

/**
 * Writes `tarPath`: an uncompressed ustar/pax archive of `siteRoot` with entries `./`,
 * `./index.html`, `./guides/`, … (what upload-pages-artifact's GNU tar writes), leaving out
 * `.git` and `.github` at any depth. Only folders and regular files (or links to regular files)
 * are packed; anything else (a FIFO, a socket, a link to a folder) is an error.
 *
 * Reads are synchronous on purpose, like GNU tar's: the files were just written, so they are in
 * the page cache and each read is a short system call, while a thread-pool round trip per open,
 * fstat, read and close measured 2.4× slower on 50,000 files. The tar goes out through an
 * asynchronous write stream, so writing overlaps with reading; reading pauses whenever that
 * stream's buffer is full, and yields to the event loop every few hundred entries, so a signal
 * or the deadline is seen at once and memory stays bounded by the buffer plus one 1 MiB piece.
 */
export async function packSite(options: PackOptions): Promise<PackedSite> {
  const { signal, siteRoot, tarPath } = options;
  if (signal.aborted) throw signal.reason as Error;
  const mtime = options.mtime ?? new Date();
  const out = createWriteStream(tarPath, { highWaterMark: OUT_BUFFER_BYTES });
  let outError: Error | undefined;
  out.on('error', (err) => {
    outError ??= err;
  });
  const counts = { files: 0, directories: 0, bytes: 0, tarBytes: 0 };
  let full = false;
  let sinceYield = 0;

  const emit = (chunk: Buffer): void => {
    counts.tarBytes += chunk.length;
    if (!out.write(chunk)) full = true;
  };
  /** Waits while the output is full, and lets the event loop turn now and then. */
  const pace = async (): Promise<void> => {
    if (full) {
      full = false;
      sinceYield = 0;
      await once(out, 'drain', { signal });
    } else if (++sinceYield >= YIELD_EVERY) {
      sinceYield = 0;
      await yieldToLoop();
    }
    if (signal.aborted) throw signal.reason as Error;
    if (outError) throw outError;
  };
  // One Header, re-filled per entry: building one from an object per file measured as the
  // single largest cost of packing small files. encode() writes every field it owns; the block is
  // zeroed first so that the bytes it does not own are zero.
  const h = new Header();
  h.uid = 0;
  h.gid = 0;
  h.uname = '';
  h.gname = '';
  h.mtime = mtime;
  /** Writes the header into `block` at `off`, after a pax header when one is needed. */
  const header = (
    block: Buffer,
    off: number,
    path: string,
    type: 'File' | 'Directory',
    size: number,
  ): void => {
    block.fill(0, off, off + BLOCK);
    h.path = path;
    h.mode = type === 'File' ? 0o644 : 0o755;
    h.size = size;
    h.type = type;
    // encode() reports whether the path (or a number) does not fit ustar; pax carries it then.
    if (h.encode(block, off)) emit(new Pax({ path, size, mtime }).encode());
  };
  const file = async (path: string, abs: string): Promise<void> => {
    const fd = openSync(abs, 'r');
    try {
      const { size } = fstatSync(fd);
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (size <= READ_BYTES) {
        // Header, content and padding in one buffer: one allocation and one write per page.
        const entry = Buffer.allocUnsafe(BLOCK + size + pad);
        header(entry, 0, path, 'File', size);
        const got = readFullySync(fd, entry, BLOCK, size, 0);
        if (got !== size) throw new Error(`${path} changed size while it was packed`);
        entry.fill(0, BLOCK + size);
        emit(entry);
      } else {
        const block = Buffer.allocUnsafe(BLOCK);
        header(block, 0, path, 'File', size);
        emit(block);
        let position = 0;
        while (position < size) {
          await pace();
          const length = Math.min(READ_BYTES, size - position);
          // A fresh buffer each time: the write stream holds on to it until it is written.
          const piece = Buffer.allocUnsafe(length);
          const got = readFullySync(fd, piece, 0, length, position);
          if (got !== length) throw new Error(`${path} changed size while it was packed`);
          emit(piece);
          position += got;
        }
        if (pad > 0) emit(ZEROS.subarray(0, pad));
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
        const block = Buffer.allocUnsafe(BLOCK);
        header(block, 0, entry.path, 'Directory', 0);
        emit(block);
        counts.directories++;
      } else {
        await file(entry.path, entry.abs);
      }
      await pace();
    }
    emit(ZEROS);
    out.end();
    await once(out, 'close');
    if (outError) throw outError;
    return { tarPath, ...counts };
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

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Waits for `promise`, or rejects with the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err as Error);
      },
    );
  });
}
