/**
 * The SHA-256, the gunzip and the walk of the download, off the main thread. Node has no
 * asynchronous streaming hash: `hash.update` on the thread that reads the socket held it for
 * ~0.9 ms per MiB (0.46 s of a 512 MiB download), during which no chunk was read and no inflate or
 * write was dispatched; zlib's streaming gunzip on that thread made it wait for a round trip to
 * libuv's pool per chunk inflated, each queued behind whatever the main thread was doing; and the
 * walk's inflated bytes cost the main isolate its collections (publish/walk-thread.ts). Here the
 * download's helper thread does all three (publish/helper-thread.ts): the download copies the
 * socket's chunks into slots of a shared ring (publish/download-sink.ts), tells the thread about
 * each full slot in order, and the thread hashes it, inflates it into the walk
 * (publish/hash-worker.ts, publish/walk-worker.ts) and hands the slot back once both are done. No
 * slot is transferred, so none can be detached while the file write still reads it; the thread
 * only reads the ring, so stopping it at any moment is safe.
 *
 * Run from the TypeScript sources (vitest's unit tests) there is no helper thread, so the hash
 * runs on the caller's thread there and the walk inflates with a gunzip of its own
 * ({@link openSlotHasher}). A failure of the thread is reported once through `onFail`, and to the
 * walk, as an error that says which thread stopped.
 */
import { createHash } from 'node:crypto';
import { ActionError } from '../errors.js';
import type { WalkHandle, WalkOptions } from './bundle-walk.js';
import type { HelperChannel, HelperThread } from './helper-thread.js';
import { RemoteWalk, walkRequest, type FromWalk, type WalkRequest } from './walk-thread.js';

/** Main thread → ring worker. */
export type ToHashWorker =
  | {
      kind: 'start';
      ring: SharedArrayBuffer;
      slotBytes: number;
      /** Inflate the slots into this walk, on the thread. */
      walk?: WalkRequest;
    }
  | { kind: 'slot'; slot: number; length: number }
  /** No more slots: the gzip stream must end here, and the walk completes. */
  | { kind: 'end' }
  /** Walk no more (the download failed or stopped); every slot is still hashed. */
  | { kind: 'stop' }
  | { kind: 'finish' };

/** Ring worker → main thread. */
export type FromHashWorker =
  { kind: 'released'; slot: number } | { kind: 'digest'; hex: string } | FromWalk;

/** Hashes (and, on the helper thread, inflates) the slots of a ring in the order they are given. */
export interface SlotHasher {
  /** Hashes `length` bytes of `slot`; `onReleased(slot)` follows. */
  update(slot: number, length: number): void;
  /** The hex digest of every slot given so far. */
  digest(): Promise<string>;
  /** Stops (closes its channel on the helper thread, the last one ending it). Safe twice. */
  destroy(): Promise<void>;
  /**
   * The walk on the helper thread, which the slots feed there; undefined when the walk runs on
   * the caller's thread (no helper thread, or no walk asked for).
   */
  readonly walk: WalkHandle | undefined;
}

/** What {@link openSlotHasher} needs. */
export interface SlotHasherOptions {
  /** The ring the slots are in. */
  ring: SharedArrayBuffer;
  slotBytes: number;
  /** The thread is done with a slot (it may be filled again as far as it goes). */
  onReleased: (slot: number) => void;
  /** The thread's failure. */
  onFail: (err: Error) => void;
  /** The helper thread to hash on; none: the hash on the caller's thread. */
  thread?: HelperThread | undefined;
  /** Walk the bundle on the helper thread too ({@link SlotHasher.walk}). */
  walk?: WalkOptions;
}

/** The hash: on the helper thread when there is one, else on the caller's thread. */
export function openSlotHasher(options: SlotHasherOptions): SlotHasher {
  return options.thread ? new RingThread(options, options.thread) : new InlineHasher(options);
}

/** The error the download reports when its helper thread stopped. */
export function helperThreadError(err: Error): ActionError {
  return new ActionError(
    "The download's helper thread (SHA-256, gunzip and the archive's checks) stopped: " +
      `${err.message}. Nothing was kept. Run the job again; if it happens again, report it ` +
      'with the job log.',
    'failure',
    { cause: err },
  );
}

/** The hash on the caller's thread (sources run without a bundle). */
class InlineHasher implements SlotHasher {
  private readonly hash = createHash('sha256');
  readonly walk = undefined;

  constructor(private readonly options: SlotHasherOptions) {}

  update(slot: number, length: number): void {
    const { ring, slotBytes } = this.options;
    this.hash.update(new Uint8Array(ring, slot * slotBytes, length));
    // Asynchronously, as the thread's answer comes.
    queueMicrotask(() => this.options.onReleased(slot));
  }

  async digest(): Promise<string> {
    return this.hash.digest('hex');
  }

  async destroy(): Promise<void> {
    // Nothing runs elsewhere.
  }
}

/** The hash, the inflate and the walk on the helper thread. */
class RingThread implements SlotHasher {
  private readonly channel: HelperChannel<ToHashWorker>;
  private pending: { resolve: (hex: string) => void; reject: (err: Error) => void } | undefined;
  private failure: Error | undefined;
  readonly walk: RemoteWalk | undefined;

  constructor(
    private readonly options: SlotHasherOptions,
    thread: HelperThread,
  ) {
    this.channel = thread.open<ToHashWorker>(
      'hash',
      (message: FromHashWorker) => this.onMessage(message),
      (err) => this.fail(helperThreadError(err)),
    );
    const walk = options.walk;
    this.channel.post({
      kind: 'start',
      ring: options.ring,
      slotBytes: options.slotBytes,
      ...(walk ? { walk: walkRequest(walk) } : {}),
    });
    this.walk = walk ? new RemoteWalk(walk, (message) => this.channel.post(message)) : undefined;
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
    this.channel.post({ kind: 'stop' });
    this.walk?.detach();
    await this.channel.close();
  }

  private onMessage(message: FromHashWorker): void {
    switch (message.kind) {
      case 'released':
        this.options.onReleased(message.slot);
        return;
      case 'digest':
        this.pending?.resolve(message.hex);
        return;
      default:
        this.walk?.onMessage(message);
    }
  }

  private fail(err: Error): void {
    if (this.failure) return;
    this.failure = err;
    this.pending?.reject(err);
    this.options.onFail(err);
    this.walk?.threadFailed(err);
  }
}
