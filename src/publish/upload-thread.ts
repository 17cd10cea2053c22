/**
 * Runs the Pages artifact upload (the real @actions/artifact client, as publish/pages-artifact.ts
 * calls it) on a worker thread of its own with a small young generation, started once the
 * download's helper thread has ended and terminated when the upload ends.
 *
 * Why a thread: the library reads `artifact.tar` in 64 KiB chunks and zips it in 16 KiB ones, all
 * short-lived buffers outside the JS heap. On the main thread, whose young generation has grown to
 * its largest by then and which allocates next to no JS objects during the upload, they are
 * collected only at V8's external-memory trigger (~64 MiB): the Pages run at 100,000 files (a
 * 390 MiB tar) peaked 45 MiB above the download in the upload, its ArrayBuffers in a saw-tooth up
 * to 72 MiB, and the malloc heap they came from stayed grown after (BENCHMARKS.md, Pages whole
 * run). With a 2 MiB young generation, as the helper thread has (publish/helper-thread.ts), they
 * are collected within a few MiB.
 *
 * The entry is its own bundle, `upload-worker/index.js` beside the bundle this module is in
 * (scripts/bundle.mjs). Run from the TypeScript sources (vitest's unit tests), node cannot load a
 * `.ts` worker: {@link openUploadThread} answers undefined there and the caller uploads in-process.
 */
import type { UploadArtifactOptions, UploadArtifactResponse } from '@actions/artifact';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { errorFrom, type ErrorLink } from './thread-errors.js';

/** What the thread is asked: uploadArtifact's arguments. */
export interface UploadRequest {
  name: string;
  files: string[];
  root: string;
  options: UploadArtifactOptions;
}

/** The thread's one answer. */
export type UploadAnswer = { response: UploadArtifactResponse } | { error: ErrorLink[] };

/** The upload's heap: a 2 MiB young generation, see the module's comment. */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 256 };

/** The part of the artifact client the Pages upload uses. */
export interface PagesUploader {
  uploadArtifact(
    name: string,
    files: string[],
    root: string,
    options: UploadArtifactOptions,
  ): Promise<UploadArtifactResponse>;
}

/**
 * An uploader that runs each upload on a thread of its own, terminated when `signal` aborts (the
 * library itself cannot be stopped): `script` is the bundled entry; undefined, the one beside the
 * running bundle; running from the TypeScript sources: none.
 */
export function openUploadThread(signal: AbortSignal, script?: string): PagesUploader | undefined {
  const here = fileURLToPath(import.meta.url);
  if (!script && here.endsWith('.ts')) return undefined;
  const entry = script ?? join(dirname(here), ...['upload-worker', 'index.js']);
  return {
    uploadArtifact: (name, files, root, options) =>
      uploadOnThread(entry, { name, files, root, options }, signal),
  };
}

/** Starts the thread for `request` and settles with its answer; it ends with the upload. */
function uploadOnThread(
  script: string,
  request: UploadRequest,
  signal: AbortSignal,
): Promise<UploadArtifactResponse> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: request, resourceLimits: RESOURCE_LIMITS });
    const stop = (): void => void worker.terminate();
    signal.addEventListener('abort', stop, { once: true });
    worker.once('exit', () => signal.removeEventListener('abort', stop));
    let answered = false;
    worker.once('message', (answer: UploadAnswer) => {
      answered = true;
      if ('response' in answer) resolve(answer.response);
      else reject(errorFrom(answer.error, 'the upload failed'));
      void worker.terminate();
    });
    worker.once('error', (err) => {
      answered = true;
      reject(err);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the upload's thread exited (code ${code}) with no answer`));
    });
  });
}
