/**
 * The SHA-256 and the gunzip of the download, off the main thread. Node has no asynchronous
 * streaming hash: `hash.update` on the thread that reads the socket held it for ~0.9 ms per MiB
 * (0.46 s of a 512 MiB download), during which no chunk was read and no inflate or write was
 * dispatched; and zlib's streaming gunzip on that thread made it wait for a round trip to libuv's
 * pool per 256 KiB inflated (2,048 per 512 MiB), each queued behind whatever the main thread was
 * doing. Here the download's helper thread does both (publish/helper-thread.ts, which the link
 * check shares): the download copies the socket's chunks into slots of a shared ring
 * (publish/download-sink.ts), tells the thread about each full slot in order, and the thread
 * hashes it, inflates it (publish/hash-worker.ts) and hands the slot back once both are done. No
 * slot is transferred, so none can be detached while the file write still reads it; the thread
 * only reads the ring, so stopping it at any moment is safe. The inflated bytes come back in
 * buffers of their own (moved, not copied), which the walk (publish/bundle-walk.ts) reads through
 * the {@link Inflater} this module gives it; it acknowledges them as it reads, and the thread
 * stops inflating while {@link MAX_AHEAD} are unread.
 *
 * Run from the TypeScript sources (vitest's unit tests) there is no helper thread, so the hash
 * runs on the caller's thread there and the walk inflates with a gunzip of its own
 * ({@link openSlotHasher}). A failure of the thread is reported once through `onFail`, and to the
 * walk, as an error that says which thread stopped.
 */
import { createHash } from 'node:crypto';
import { ActionError } from '../errors.js';
import type { HelperChannel, HelperThread } from './helper-thread.js';

/** Main thread → ring worker. */
export type ToHashWorker =
  | {
      kind: 'start';
      ring: SharedArrayBuffer;
      slotBytes: number;
      /** Inflate the slots too, handing out chunks of at most `chunkBytes`. */
      inflate?: { chunkBytes: number; maxAhead: number };
    }
  | { kind: 'slot'; slot: number; length: number }
  /** The walk read `chunks` more inflated chunks. */
  | { kind: 'ack'; chunks: number }
  /** No more slots: the gzip stream must end here. */
  | { kind: 'end' }
  /** Inflate no more (the walk failed or stopped); every slot is still hashed. */
  | { kind: 'stop' }
  | { kind: 'finish' };

/** Ring worker → main thread. */
export type FromHashWorker =
  | { kind: 'released'; slot: number }
  /** `length` inflated bytes at `offset` of `buffer` (moved to the walk, now its own). */
  | { kind: 'inflated'; buffer: ArrayBuffer; offset: number; length: number; consumed: number }
  | { kind: 'inflate-end' }
  | { kind: 'inflate-error'; message: string; code: string | undefined }
  | { kind: 'digest'; hex: string };

/**
 * Inflated bytes per chunk the thread hands out: each is one bomb check of the walk (deflate
 * inflates at most ~1032x, so 1 MiB out is at least ~1 KiB in), one trip to libuv's pool and one
 * message. 256 KiB cost the gunzip twice the CPU of 1 MiB (0.21 against 0.12 s per 256 MiB here:
 * the pool's wake-ups), and four times the messages.
 */
const CHUNK_BYTES = 1024 * 1024;
/**
 * Inflated chunks handed out and not yet read before the thread stops inflating (2 MiB). With 4,
 * the Pages pass at 100,000 files peaked at 138–148 MiB against 123–131 MiB with 2, at the same
 * speed, and the 512 MiB download took the same time either way (interleaved runs, load 7–9).
 */
const MAX_AHEAD = 2;
/** The walk acknowledges chunks in groups of this many (divides MAX_AHEAD). */
const ACK_EVERY = 1;

/** What the walk is told by whoever inflates for it. */
export interface InflateEvents {
  /** An inflated chunk; `consumed` compressed bytes were used up to make it and all before it. */
  data(chunk: Buffer, consumed: number): void;
  /** The gzip stream ended whole (its CRC and length were checked). */
  end(): void;
  /** The gzip stream is damaged, cut, or the thread stopped. */
  error(err: Error): void;
}

/** The walk's handle on an inflate that runs elsewhere. */
export interface Inflater {
  /** Stops handing out chunks until {@link resume}. */
  pause(): void;
  resume(): void;
  /** No more compressed bytes: the end of the stream is checked, then `end` or `error`. */
  end(): void;
  /** Inflates no more (what was fed is dropped). */
  destroy(): void;
}

/** Hashes (and, on the helper thread, inflates) the slots of a ring in the order they are given. */
export interface SlotHasher {
  /** Hashes `length` bytes of `slot`; `onReleased(slot)` follows. */
  update(slot: number, length: number): void;
  /** The hex digest of every slot given so far. */
  digest(): Promise<string>;
  /** Stops (closes its channel on the helper thread, the last one ending it). Safe twice. */
  destroy(): Promise<void>;
  /**
   * Connects the walk to the inflate on the helper thread, which the slots then feed; undefined
   * when the walk inflates on its own (no thread).
   */
  readonly inflater: ((events: InflateEvents) => Inflater) | undefined;
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
  /** Inflate the slots on the helper thread too ({@link SlotHasher.inflater}). */
  inflate?: boolean;
}

/** The hash: on the helper thread when there is one, else on the caller's thread. */
export function openSlotHasher(options: SlotHasherOptions): SlotHasher {
  return options.thread ? new RingThread(options, options.thread) : new InlineHasher(options);
}

/** The error the download reports when its helper thread stopped. */
export function helperThreadError(err: Error): ActionError {
  return new ActionError(
    `The download's helper thread (SHA-256 and gunzip) stopped: ${err.message}. Nothing was ` +
      'kept. Run the job again; if it happens again, report it with the job log.',
    'failure',
    { cause: err },
  );
}

/** The hash on the caller's thread (sources run without a bundle). */
class InlineHasher implements SlotHasher {
  private readonly hash = createHash('sha256');
  readonly inflater = undefined;

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

/** The hash and the inflate on the helper thread. */
class RingThread implements SlotHasher {
  private readonly channel: HelperChannel<ToHashWorker>;
  private pending: { resolve: (hex: string) => void; reject: (err: Error) => void } | undefined;
  private failure: Error | undefined;
  private feed: InflateFeed | undefined;

  constructor(
    private readonly options: SlotHasherOptions,
    thread: HelperThread,
  ) {
    this.channel = thread.open<ToHashWorker>(
      'hash',
      (message: FromHashWorker) => this.onMessage(message),
      (err) => this.fail(helperThreadError(err)),
    );
    this.channel.post({
      kind: 'start',
      ring: options.ring,
      slotBytes: options.slotBytes,
      ...(options.inflate ? { inflate: { chunkBytes: CHUNK_BYTES, maxAhead: MAX_AHEAD } } : {}),
    });
    this.inflater = options.inflate ? (events) => this.connect(events) : undefined;
  }

  readonly inflater: ((events: InflateEvents) => Inflater) | undefined;

  private connect(events: InflateEvents): Inflater {
    const feed = new InflateFeed(events, (message) => this.channel.post(message));
    this.feed = feed;
    // Told once the walk is set up (it is being constructed now).
    const failure = this.failure;
    if (failure) queueMicrotask(() => feed.fail(failure));
    return feed;
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
        this.feed?.onMessage(message);
    }
  }

  private fail(err: Error): void {
    if (this.failure) return;
    this.failure = err;
    this.pending?.reject(err);
    this.options.onFail(err);
    this.feed?.fail(err);
  }
}

/**
 * The walk's end of the thread's inflate: chunks are handed to the walk as they come, or queued
 * (in order, with the stream's end) while the walk holds them back; each read one is
 * acknowledged, so the thread never runs more than {@link MAX_AHEAD} chunks ahead of the walk.
 */
class InflateFeed implements Inflater {
  private paused = false;
  private stopped = false;
  private readonly queue: Extract<FromHashWorker, { kind: 'inflated' | 'inflate-end' }>[] = [];
  private unacknowledged = 0;

  constructor(
    private readonly events: InflateEvents,
    private readonly post: (message: ToHashWorker) => void,
  ) {}

  onMessage(message: Exclude<FromHashWorker, { kind: 'released' | 'digest' }>): void {
    if (this.stopped) return;
    if (message.kind === 'inflate-error') {
      this.fail(Object.assign(new Error(message.message), { code: message.code }));
      return;
    }
    this.queue.push(message);
    this.drain();
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.drain();
  }

  end(): void {
    if (!this.stopped) this.post({ kind: 'end' });
  }

  destroy(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.queue.length = 0;
    this.post({ kind: 'stop' });
  }

  /** Ends the feed with `err` (told once). */
  fail(err: Error): void {
    if (this.stopped) return;
    this.destroy();
    this.events.error(err);
  }

  /** Hands queued chunks to the walk until it holds them back (a chunk it reads may do so). */
  private drain(): void {
    while (!this.paused && !this.stopped && this.queue.length > 0) {
      const message = this.queue.shift() as (typeof this.queue)[number];
      if (message.kind === 'inflate-end') {
        this.events.end();
        continue;
      }
      this.events.data(
        Buffer.from(message.buffer, message.offset, message.length),
        message.consumed,
      );
      if (++this.unacknowledged === ACK_EVERY) {
        this.post({ kind: 'ack', chunks: ACK_EVERY });
        this.unacknowledged = 0;
      }
    }
  }
}
