/**
 * The SHA-256 of the download, off the main thread. Node has no asynchronous streaming hash:
 * `hash.update` on the thread that reads the socket held it for ~0.9 ms per MiB (0.46 s of a
 * 512 MiB download), during which no chunk was read and no inflate or write was dispatched. Here
 * a worker thread hashes: the download copies the socket's chunks into slots of a shared ring
 * (publish/download-sink.ts), tells this thread about each full slot in order, and the thread
 * hashes it and hands the slot back. No buffer is transferred, so none can be detached while a
 * write (the file's, the inflate's) still reads it; the thread only reads the ring, so stopping
 * it at any moment is safe.
 *
 * The worker's entry is its own bundle, `hash-worker/index.js` beside the bundle this module is
 * in (scripts/bundle.mjs builds it for dist/ and build/test-dist/, bench/run.ts for the bench
 * child), found as the link check's worker is (publish/link-thread.ts). Run from the TypeScript
 * sources (vitest's unit tests) node cannot load a `.ts` worker, so the hash runs on the caller's
 * thread there ({@link openSlotHasher}). A worker error or exit is reported once through `onFail`.
 */
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Main thread → hash worker. */
export type ToHashWorker =
  | { kind: 'start'; ring: SharedArrayBuffer; slotBytes: number }
  | { kind: 'slot'; slot: number; length: number }
  | { kind: 'finish' };

/** Hash worker → main thread. */
export type FromHashWorker = { kind: 'hashed'; slot: number } | { kind: 'digest'; hex: string };

/** Hashes the slots of a ring in the order they are given. */
export interface SlotHasher {
  /** Hashes `length` bytes of `slot`; `onHashed(slot)` follows. */
  update(slot: number, length: number): void;
  /** The hex digest of every slot given so far. */
  digest(): Promise<string>;
  /** Stops (terminates the thread). Safe to call twice. */
  destroy(): Promise<void>;
}

/** What {@link openSlotHasher} needs. */
export interface SlotHasherOptions {
  /** The ring the slots are in. */
  ring: SharedArrayBuffer;
  slotBytes: number;
  /** A slot is hashed (and may be filled again as far as the hash goes). */
  onHashed: (slot: number) => void;
  /** The thread's failure. */
  onFail: (err: Error) => void;
  /** The bundled worker entry; default `hash-worker/index.js` beside this bundle; false: inline. */
  script?: string | false;
}

/**
 * The hash: on a worker thread when running bundled (or with `script`), on the caller's thread
 * when running from the TypeScript sources or with `script: false`.
 */
export function openSlotHasher(options: SlotHasherOptions): SlotHasher {
  const here = fileURLToPath(import.meta.url);
  const { script } = options;
  if (script) return new HashThread(options, script);
  if (script === false || here.endsWith('.ts')) return new InlineHasher(options);
  return new HashThread(options, hashWorkerScript(here));
}

/** `hash-worker/index.js` beside the bundle file `here`, built from parts so ncc leaves it be. */
export function hashWorkerScript(here: string): string {
  const parts = ['hash-worker', 'index.js'];
  return join(dirname(here), ...parts);
}

/** The hash on the caller's thread (sources run without a bundle). */
class InlineHasher implements SlotHasher {
  private readonly hash = createHash('sha256');

  constructor(private readonly options: SlotHasherOptions) {}

  update(slot: number, length: number): void {
    const { ring, slotBytes } = this.options;
    this.hash.update(new Uint8Array(ring, slot * slotBytes, length));
    // Asynchronously, as the thread's answer comes.
    queueMicrotask(() => this.options.onHashed(slot));
  }

  async digest(): Promise<string> {
    return this.hash.digest('hex');
  }

  async destroy(): Promise<void> {
    // Nothing runs elsewhere.
  }
}

/** The hash on a worker thread. */
class HashThread implements SlotHasher {
  private readonly worker: Worker;
  private pending: { resolve: (hex: string) => void; reject: (err: Error) => void } | undefined;
  private failure: Error | undefined;
  private stopping: Promise<unknown> | undefined;

  constructor(
    private readonly options: SlotHasherOptions,
    script: string,
  ) {
    const worker = new Worker(script);
    this.worker = worker;
    worker.on('message', (message: FromHashWorker) => {
      if (message.kind === 'hashed') options.onHashed(message.slot);
      else this.pending?.resolve(message.hex);
    });
    worker.on('error', (err: Error) => this.fail(err));
    worker.on('exit', (code) => {
      if (!this.stopping) this.fail(new Error(`the hash thread stopped (exit code ${code})`));
    });
    this.post({ kind: 'start', ring: options.ring, slotBytes: options.slotBytes });
  }

  update(slot: number, length: number): void {
    this.post({ kind: 'slot', slot, length });
  }

  async digest(): Promise<string> {
    if (this.failure) throw this.failure;
    const digest = new Promise<string>((resolve, reject) => {
      this.pending = { resolve, reject };
    });
    this.post({ kind: 'finish' });
    try {
      return await digest;
    } finally {
      await this.destroy();
    }
  }

  async destroy(): Promise<void> {
    this.stopping ??= this.worker.terminate();
    await this.stopping;
  }

  private post(message: ToHashWorker): void {
    if (!this.failure && !this.stopping) this.worker.postMessage(message);
  }

  private fail(err: Error): void {
    if (this.failure) return;
    this.failure = err;
    this.pending?.reject(err);
    this.options.onFail(err);
  }
}
