/**
 * Child task of figure 3: the project's unpack of an export bundle (src/publish/unpack.ts) and its
 * GitHub Pages artifact tar (src/publish/pages-artifact.ts `packSite`), each timed on its own.
 */
import { mkdir } from 'node:fs/promises';

import { packSite } from '../../src/publish/pages-artifact.js';
import { unpackBundle } from '../../src/publish/unpack.js';

/** Arguments from the parent. */
export interface PagesArgs {
  /** The export bundle (.tar.gz). */
  bundle: string;
  /** Folder in which the site folder is made. */
  workDir: string;
  /** Path of the Pages artifact tar to write. */
  output: string;
}

/** What the parent gets back. */
export interface PagesChildResult {
  /** Milliseconds of the unpack. */
  unpackMs: number;
  /** Milliseconds of the repack into the artifact tar. */
  repackMs: number;
  /** Files unpacked. */
  files: number;
  /** Files packed. */
  packedFiles: number;
  /** Peak RSS before the unpack (modules loaded), bytes. */
  startRssBytes: number;
  /** Peak RSS once the unpack is over, before the repack, bytes. */
  unpackRssBytes: number;
  /**
   * Heap and external memory still in use right after the unpack, after a full GC (needs
   * `--expose-gc`): what the unpack retains, as opposed to garbage not yet collected.
   */
  retainedAfterUnpackBytes?: number;
}

/** Unpacks, then packs, as the pages target does (without the upload). */
export async function pages(args: PagesArgs): Promise<PagesChildResult> {
  const signal = AbortSignal.timeout(300_000);
  await mkdir(args.workDir, { recursive: true });
  const startRssBytes = process.resourceUsage().maxRSS * 1024;
  let started = performance.now();
  const site = await unpackBundle({ bundlePath: args.bundle, parentDir: args.workDir, signal });
  const unpackMs = performance.now() - started;
  const unpackRssBytes = process.resourceUsage().maxRSS * 1024;
  const gc = (globalThis as { gc?: () => void }).gc;
  let retainedAfterUnpackBytes: number | undefined;
  if (gc) {
    gc();
    const m = process.memoryUsage();
    retainedAfterUnpackBytes = m.heapUsed + m.external;
  }
  started = performance.now();
  const packed = await packSite({ siteRoot: site.dir, tarPath: args.output, signal });
  const repackMs = performance.now() - started;
  // The unpack's folder is the caller's to remove; the parent removes workDir.
  return {
    unpackMs,
    repackMs,
    files: site.files,
    packedFiles: packed.files,
    startRssBytes,
    unpackRssBytes,
    ...(retainedAfterUnpackBytes !== undefined ? { retainedAfterUnpackBytes } : {}),
  };
}
