/**
 * Runs the comparison of one spec where a hostile file cannot take the run with it: on a worker
 * thread with its own heap bounded ({@link RESOURCE_LIMITS}), terminated at the run's deadline
 * whatever it is doing; an out-of-memory end or a crash comes back as `failed`, naming the file.
 * From the TypeScript sources (vitest's unit tests) node cannot start a `.ts` worker, so the
 * comparison runs on the caller's thread there, with the same deadline checks inside.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { compareSpecTexts, type CompareJob } from './compare.js';
import type { SpecComparison } from './types.js';

/**
 * The worker's heap: two 20 MiB specs parse to a few hundred MiB of objects at most; past that
 * the file is refused rather than the runner's memory spent (a 5 MiB spec peaks well under it:
 * BENCHMARKS.md).
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 16 };

/** `api-spec-worker/index.js` beside the bundle file `here`, built from parts so ncc leaves it be. */
export function specWorkerScript(here: string): string {
  const parts = ['api-spec-worker', 'index.js'];
  return join(dirname(here), ...parts);
}

/**
 * Compares one spec's two versions: on a worker (`script`, or the one beside the running bundle),
 * or with `script: false` and from the sources on this thread. Never rejects.
 */
export function compareSpecs(job: CompareJob, script?: string | false): Promise<SpecComparison> {
  const here = fileURLToPath(import.meta.url);
  if (script === false || (!script && here.endsWith('.ts'))) {
    return Promise.resolve(compareSpecTexts(job));
  }
  return onWorker(job, script || specWorkerScript(here));
}

function onWorker(job: CompareJob, script: string): Promise<SpecComparison> {
  return new Promise((resolve) => {
    const worker = new Worker(script, { workerData: job, resourceLimits: RESOURCE_LIMITS });
    let done = false;
    const finish = (result: SpecComparison) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(
      () =>
        finish({
          kind: 'failed',
          reason: `${job.file}: the comparison stopped at the run's deadline (the \`timeout\` input); not compared.`,
        }),
      Math.max(0, job.deadline - Date.now()),
    );
    worker.on('message', (result: SpecComparison) => finish(result));
    worker.on('error', (err: Error & { code?: string }) =>
      finish({
        kind: 'failed',
        reason:
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `${job.file}: comparing it needs more than ${RESOURCE_LIMITS.maxOldGenerationSizeMb} MiB; not compared.`
            : `${job.file}: the comparison failed (${err.message.slice(0, 200)}).`,
      }),
    );
    worker.on('exit', (code) =>
      finish({
        kind: 'failed',
        reason: `${job.file}: the comparison thread stopped (exit code ${code}).`,
      }),
    );
  });
}
