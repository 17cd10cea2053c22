/**
 * Runs parse jobs on worker threads (the bundle `check-worker/index.js` beside the main one), one
 * job at a time per thread, as many threads as the runner has cores (at most {@link MAX_THREADS}),
 * started ahead of the jobs when the caller can ({@link startParsers}).
 * A thread that dies (out of memory on a hostile page) costs only its job, which comes back as a
 * warning naming the file, and is replaced. From the TypeScript sources (vitest) node cannot start
 * a `.ts` worker: the jobs run on the caller's thread, through the same parser module.
 */
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ParseJob, ParseResult } from './model.js';

/** Most parser threads: past four, a runner's memory matters more than its cores. */
const MAX_THREADS = 4;
/**
 * Each thread's heap: a page's trees stay far below the old generation's cap; a hostile page is
 * stopped by it. The young generation is where a page's trees are born and die: at 32 MiB the
 * collector took a fifth of each thread's time on mintlify/docs; at 128 MiB the step used 17% less
 * CPU for about 200 MB more peak RSS (BENCHMARKS.md, figure `check`).
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 128 };

/** `check-worker/index.js` beside the bundle file `here`, built from parts so ncc leaves it be. */
export function checkWorkerScript(here: string): string {
  const parts = ['check-worker', 'index.js'];
  return join(dirname(here), ...parts);
}

/** Which parser threads to start. */
export interface ParserOptions {
  /** The worker script; `false` runs on this thread (from the sources, the default there). */
  readonly script?: string | false;
  /** Threads to start (default: the cores, at most {@link MAX_THREADS}). */
  readonly threads?: number;
}

/** How {@link parseAll} runs. */
export interface PoolOptions extends ParserOptions {
  readonly signal: AbortSignal;
  /** Threads started ahead of the jobs ({@link startParsers}); their options then apply. */
  readonly parsers?: ParserThreads;
}

/** One parser thread, and whether it has stopped (before any job was sent it, say). */
interface Thread {
  readonly worker: Worker;
  exited: boolean;
}

/**
 * Parser threads started before their jobs are known: each spends about a second loading the
 * vendor's parsers (its bundle) before its first page, which then overlaps the main thread's
 * work (the PR's files from git, the cache, the walk of the site). Give them to
 * {@link parseAll}; {@link stopParsers} ends those it did not use.
 */
export interface ParserThreads {
  /** The worker script; undefined: the jobs run on this thread. */
  readonly script: string | undefined;
  /** Most threads the jobs get. */
  readonly count: number;
  /** Started and not yet given a job. */
  readonly idle: Thread[];
}

/** Starts the parser threads (none from the TypeScript sources: see {@link parseAll}). */
export function startParsers(options: ParserOptions = {}): ParserThreads {
  const here = fileURLToPath(import.meta.url);
  const script =
    options.script === false || (!options.script && here.endsWith('.ts'))
      ? undefined
      : options.script || checkWorkerScript(here);
  const count = Math.max(1, options.threads ?? Math.min(availableParallelism(), MAX_THREADS));
  const idle = script ? Array.from({ length: count }, () => spawnThread(script)) : [];
  return { script, count, idle };
}

/** Ends the threads {@link parseAll} did not use. */
export function stopParsers(parsers: ParserThreads): void {
  for (const thread of parsers.idle.splice(0)) void thread.worker.terminate();
}

function spawnThread(script: string): Thread {
  const worker = new Worker(script, { resourceLimits: RESOURCE_LIMITS });
  const thread: Thread = { worker, exited: false };
  // Between jobs nothing else listens: an error event with no listener would end the action,
  // and a thread that stopped before its first job must be replaced, not waited for.
  worker.on('error', () => undefined);
  worker.once('exit', () => (thread.exited = true));
  return thread;
}

/** Parses every job; the results in the jobs' order. Rejects only when `signal` aborts. */
export async function parseAll(
  jobs: readonly ParseJob[],
  options: PoolOptions,
): Promise<ParseResult[]> {
  const parsers = options.parsers ?? startParsers(options);
  try {
    const script = parsers.script;
    if (!script) return await inThread(jobs, fileURLToPath(import.meta.url), options.signal);
    const results: ParseResult[] = new Array<ParseResult>(jobs.length);
    let next = 0;
    const lanes = Array.from({ length: Math.min(parsers.count, jobs.length) }, async () => {
      let thread: Thread | undefined;
      try {
        while (next < jobs.length) {
          options.signal.throwIfAborted();
          const index = next++;
          if (!thread || thread.exited) thread = parsers.idle.pop() ?? spawnThread(script);
          if (thread.exited) thread = spawnThread(script);
          const job = jobs[index] as ParseJob;
          const outcome = await onWorker(thread.worker, index, job, options.signal);
          results[index] = outcome.result;
          if (outcome.dead) thread = undefined;
        }
      } finally {
        void thread?.worker.terminate();
      }
    });
    await Promise.all(lanes);
    return results;
  } finally {
    stopParsers(parsers);
  }
}

/** Sends one job; a dead thread's job comes back as a warning (and `dead`, to replace it). */
function onWorker(
  worker: Worker,
  id: number,
  job: ParseJob,
  signal: AbortSignal,
): Promise<{ result: ParseResult; dead: boolean }> {
  return new Promise((resolve, reject) => {
    const done = (): void => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      signal.removeEventListener('abort', onAbort);
    };
    const onMessage = (message: { id: number; result: ParseResult }): void => {
      if (message.id !== id) return;
      done();
      resolve({ result: message.result, dead: false });
    };
    const fail = (why: string): void => {
      done();
      void worker.terminate();
      resolve({ result: unchecked(job, why), dead: true });
    };
    const onError = (err: Error & { code?: string }): void =>
      fail(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `compiling it needs more than ${RESOURCE_LIMITS.maxOldGenerationSizeMb} MiB`
          : `the parser thread failed (${err.message.slice(0, 200)})`,
      );
    const onExit = (code: number): void => fail(`the parser thread stopped (exit code ${code})`);
    const onAbort = (): void => {
      done();
      void worker.terminate();
      reject(signal.reason as Error);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    signal.addEventListener('abort', onAbort, { once: true });
    worker.postMessage({ id, job });
  });
}

/**
 * A job the parsers could not finish: an error like a parse failure (a warning only where any
 * finding of an untouched file is), never a quiet pass, since the cloud's verdict is unknown.
 */
function unchecked(job: ParseJob, why: string): ParseResult {
  return {
    problems: [
      {
        rule: job.kind === 'page' ? 'mdx-parse' : 'docs-json',
        line: 1,
        column: 1,
        title: 'This file could not be checked',
        message: `${why}; Mintlify's verdict on it is unknown.`,
      },
    ],
    imports: [],
  };
}

/** The sources' way: the parser module on this thread, loaded by a path ncc does not follow. */
async function inThread(
  jobs: readonly ParseJob[],
  here: string,
  signal: AbortSignal,
): Promise<ParseResult[]> {
  const parts = [dirname(here), 'parse.ts'];
  const parser = (await import(pathToFileURL(join(...parts)).href)) as {
    parseJob(job: ParseJob): Promise<ParseResult>;
  };
  const results: ParseResult[] = [];
  for (const job of jobs) {
    signal.throwIfAborted();
    results.push(await parser.parseJob(job));
  }
  return results;
}
