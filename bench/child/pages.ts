/**
 * Child task of figure 3: the project's single pass over an export bundle for `target: pages`
 * (src/publish/bundle-walk.ts: gunzip → tar header walk → `artifact.tar`), timed on its own.
 * The download feeds the same walk from the socket; here it is fed from the file.
 */
import { mkdir } from 'node:fs/promises';

import { walkBundleFile } from '../../src/publish/bundle-walk.js';

/** Arguments from the parent. */
export interface PagesArgs {
  /** The export bundle (.tar.gz). */
  bundle: string;
  /** Folder for the artifact tar. */
  workDir: string;
  /** Path of the Pages artifact tar to write. */
  output: string;
}

/** What the parent gets back. */
export interface PagesChildResult {
  /** Milliseconds of the pass (bundle read → artifact.tar closed). */
  passMs: number;
  /** Files packed. */
  files: number;
  /** Peak RSS before the pass (modules loaded), bytes. */
  startRssBytes: number;
}

/** The pages pass, as the pages target does it (without the upload). */
export async function pages(args: PagesArgs): Promise<PagesChildResult> {
  const signal = AbortSignal.timeout(300_000);
  await mkdir(args.workDir, { recursive: true });
  const startRssBytes = process.resourceUsage().maxRSS * 1024;
  const started = performance.now();
  const result = await walkBundleFile(args.bundle, { pagesTar: { path: args.output } }, signal);
  return {
    passMs: performance.now() - started,
    files: result.pages?.files ?? 0,
    startRssBytes,
  };
}
