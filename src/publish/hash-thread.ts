/**
 * The SHA-256 of the download, off the main thread. Node has no asynchronous streaming hash:
 * `hash.update` on the thread that reads the socket held it for ~0.9 ms per MiB (0.46 s of a
 * 512 MiB download), during which no chunk was read and no inflate or write was dispatched. Here
 * the download's helper thread hashes (publish/helper-thread.ts, which the link check shares): the
 * download copies the socket's chunks into slots of a shared ring (publish/download-sink.ts),
 * tells the thread about each full slot in order, and the thread hashes it and hands the slot
 * back. No buffer is transferred, so none can be detached while a write (the file's, the
 * inflate's) still reads it; the thread only reads the ring, so stopping it at any moment is safe.
 *
 * Run from the TypeScript sources (vitest's unit tests) there is no helper thread, so the hash
 * runs on the caller's thread there ({@link openSlotHasher}). A failure of the thread is reported
 * once through `onFail`.
 */
import { createHash } from 'node:crypto';
import type { HelperChannel, HelperThread } from './helper-thread.js';

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
  /** Stops (closes its channel on the helper thread, the last one ending it). Safe twice. */
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
  /** The helper thread to hash on; none: on the caller's thread. */
  thread?: HelperThread | undefined;
}

/** The hash: on the helper thread when there is one, else on the caller's thread. */
export function openSlotHasher(options: SlotHasherOptions): SlotHasher {
  return options.thread ? new HashThread(options, options.thread) : new InlineHasher(options);
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

/** The hash on the helper thread. */
class HashThread implements SlotHasher {
  private readonly channel: HelperChannel<ToHashWorker>;
  private pending: { resolve: (hex: string) => void; reject: (err: Error) => void } | undefined;
  private failure: Error | undefined;

  constructor(
    private readonly options: SlotHasherOptions,
    thread: HelperThread,
  ) {
    this.channel = thread.open<ToHashWorker>(
      'hash',
      (message: FromHashWorker) => {
        if (message.kind === 'hashed') options.onHashed(message.slot);
        else this.pending?.resolve(message.hex);
      },
      (err) => this.fail(err),
    );
    this.channel.post({ kind: 'start', ring: options.ring, slotBytes: options.slotBytes });
  }

  update(slot: number, length: number): void {
    this.channel.post({ kind: 'slot', slot, length });
  }

  async digest(): Promise<string> {
    if (this.failure) throw this.failure;
    const digest = new Promise<string>((resolve, reject) => {
      this.pending = { resolve, reject };
    });
    this.channel.post({ kind: 'finish' });
    return digest;
  }

  async destroy(): Promise<void> {
    await this.channel.close();
  }

  private fail(err: Error): void {
    if (this.failure) return;
    this.failure = err;
    this.pending?.reject(err);
    this.options.onFail(err);
  }
}
