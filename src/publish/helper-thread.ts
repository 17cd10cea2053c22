/**
 * The download's one worker thread, shared by the hash and the gunzip (publish/hash-thread.ts: both
 * fed from the download's ring) and the link check (publish/link-thread.ts). Each worker thread is an isolate of its own, ~10 MiB of RSS for node's
 * bootstrap before it does any work: with a thread each, the Pages pass at 100,000 files peaked at
 * ~152 MiB, with the hash on the main thread instead at ~141 MiB (BENCHMARKS.md), so the two share
 * one. The hash costs the link check's thread little (0.05 s per 58 MiB bundle); the slots it is
 * given wait at most behind the few link batches in flight.
 *
 * Messages travel in an {@link Envelope} naming their channel. The thread starts when the first
 * channel opens and is terminated once every open channel is closed (a channel opened after that
 * starts a fresh one). A failure of the thread (thrown, out of memory, exited) reaches every open
 * channel once; a channel's own error is the worker's to report on that channel
 * (publish/helper-worker.ts), so a failing link check does not stop the hash.
 *
 * The entry is its own bundle, `helper-worker/index.js` beside the bundle this module is in
 * (scripts/bundle.mjs builds it for dist/ and build/test-dist/, bench/run.ts for the bench child).
 * Run from the TypeScript sources (vitest's unit tests), node cannot load a `.ts` worker without
 * a loader, so both run on the caller's thread there ({@link openHelperThread}).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Who a message is for, on either side. */
export type Channel = 'hash' | 'links';

/** A message on its way, in either direction. */
export interface Envelope<M = unknown> {
  channel: Channel;
  message: M;
}

/** One side's end of a channel. */
export interface HelperChannel<M> {
  /** Sends `message` (with `transfer`'s buffers moved, not copied); dropped once failed or closed. */
  post(message: M, transfer?: ArrayBuffer[]): void;
  /** Closes this channel; the last one closed terminates the thread. Safe to call twice. */
  close(): Promise<void>;
}

interface Listener {
  onMessage: (message: unknown) => void;
  onFail: (err: Error) => void;
}

/**
 * The thread's heap: a small young generation, so the link check's short-lived strings are
 * collected often and cheaply instead of growing the heap; the old generation holds the path set
 * and the targets not found yet (~8 MiB at 100,000 files), with room for sites at the entry cap.
 * The hash allocates next to nothing. Measured (BENCHMARKS.md, Pages at 100,000 files, peak RSS):
 * no limits 202 MiB, a 4 MiB young generation alone 161, with the 256 MiB old generation 147-149,
 * a 2 MiB young generation 143-145 (1 MiB: 147, and 4% slower); the 512 MiB download of one file
 * peaks at 135-140 MiB with these against 131-133 with no limits, which the link check cannot do
 * without.
 */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 256 };

/**
 * The helper thread for a download: `script` is the bundled entry to run; undefined, the one
 * beside the running bundle; `false`, or running from the TypeScript sources: none (undefined).
 */
export function openHelperThread(script?: string | false): HelperThread | undefined {
  if (script) return new HelperThread(script);
  const here = fileURLToPath(import.meta.url);
  if (script === false || here.endsWith('.ts')) return undefined;
  return new HelperThread(helperWorkerScript(here));
}

/** `helper-worker/index.js` beside the bundle file `here`, built from parts so ncc leaves it be. */
export function helperWorkerScript(here: string): string {
  const parts = ['helper-worker', 'index.js'];
  return join(dirname(here), ...parts);
}

/** A worker thread that channels open and close; see the module's comment. */
export class HelperThread {
  private static starts = 0;
  private static running = 0;
  private worker: Worker | undefined;
  private readonly listeners = new Map<Channel, Listener>();
  /** The running worker's failure, once it failed. */
  private failure: Error | undefined;

  constructor(private readonly script: string) {}

  /** Helper threads started in this process. */
  static get started(): number {
    return HelperThread.starts;
  }

  /** Helper threads started and not yet exited, in this process. */
  static get alive(): number {
    return HelperThread.running;
  }

  /** Opens `channel`, starting the thread if none runs. */
  open<M>(
    channel: Channel,
    onMessage: (message: never) => void,
    onFail: (err: Error) => void,
  ): HelperChannel<M> {
    const worker = this.start();
    const listener: Listener = { onMessage: onMessage as (message: unknown) => void, onFail };
    this.listeners.set(channel, listener);
    // A channel opened on a thread that has already failed hears of it too.
    const failure = this.failure;
    if (failure) queueMicrotask(() => onFail(failure));
    let closing: Promise<void> | undefined;
    return {
      post: (message, transfer = []) => {
        if (!closing && !this.failure && this.worker === worker) {
          worker.postMessage({ channel, message } satisfies Envelope<M>, transfer);
        }
      },
      close: () => (closing ??= this.close(channel, listener)),
    };
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.script, { resourceLimits: RESOURCE_LIMITS });
    this.worker = worker;
    this.failure = undefined;
    HelperThread.starts++;
    HelperThread.running++;
    worker.on('message', (envelope: Envelope) => {
      if (this.worker === worker) this.listeners.get(envelope.channel)?.onMessage(envelope.message);
    });
    worker.on('error', (err: Error) => this.fail(worker, err));
    // A terminated worker is no longer `this.worker`, so its exit is not a failure.
    worker.on('exit', (code) => {
      HelperThread.running--;
      this.fail(worker, new Error(`the worker thread stopped (exit code ${code})`));
    });
    return worker;
  }

  private async close(channel: Channel, listener: Listener): Promise<void> {
    if (this.listeners.get(channel) === listener) this.listeners.delete(channel);
    const worker = this.worker;
    if (!worker || this.listeners.size > 0) return;
    this.worker = undefined;
    await worker.terminate();
  }

  private fail(worker: Worker, err: Error): void {
    if (this.worker !== worker || this.failure) return;
    this.failure = err;
    for (const listener of [...this.listeners.values()]) listener.onFail(err);
  }
}
