/**
 * Gunzip on the thread that calls it, a small piece of input at a time (minizlib's synchronous
 * Gunzip, the one node-tar uses, over node's own zlib binding).
 *
 * Why not node's `createGunzip`: its inflate runs on libuv's pool, one trip there and back per
 * 256 KiB of output, and each trip waits for the main thread to take the last output before the
 * next starts, so the inflate and the tar parse never overlapped anyway; a 512 MiB download made
 * ~2,000 such trips, each waking two threads. Inflating in place costs the same zlib work without
 * the trips (BENCHMARKS.md, Download: 0.90x the time of the commit before). A worker thread of its
 * own for the whole walk was measured too: no faster on two cores, and 20-40 MiB more memory.
 *
 * The input is cut into pieces of {@link PIECE_BYTES} so the output of one call is bounded (deflate
 * inflates at most ~1032x: 16.5 MiB), which lets the walk's bomb checks stop a bomb after one
 * piece. {@link pause} stops between pieces (the Pages tar or the link check is behind);
 * {@link write} says when the caller should wait ({@link drained}).
 */
import type { ZlibOptions } from 'node:zlib';
import { Gunzip } from 'minizlib';

/** Compressed bytes per synchronous inflate call. */
export const PIECE_BYTES = 16 * 1024;
/** Compressed bytes queued before {@link PieceGunzip.write} asks the caller to wait. */
const HIGH_WATER_BYTES = 4 * 1024 * 1024;
/** Output buffer of each inflate call (the output of one call comes in buffers of this size). */
const OUT_BYTES = 256 * 1024;

/** Where the inflated bytes go. */
export interface GunzipSink {
  /** Inflated bytes, in order (the buffer is the sink's to keep). */
  data(chunk: Buffer): void;
  /** The gzip stream is damaged (code `Z_DATA_ERROR`, `Z_BUF_ERROR`, …); nothing follows. */
  error(err: Error): void;
  /** The last byte was inflated and the gzip trailer (CRC, length) checked. */
  end(): void;
}

interface Queued {
  chunk: Buffer;
  offset: number;
  done: (() => void) | undefined;
}

/** A gunzip fed with compressed chunks, inflating them as soon as it is not paused. */
export class PieceGunzip {
  /** Compressed bytes inflated so far (fed to zlib, not only queued). */
  consumed = 0;
  // minizlib hands its options on to node's zlib class; its typings list only its own.
  private readonly zlib = new Gunzip({ chunkSize: OUT_BYTES } as ZlibOptions &
    ConstructorParameters<typeof Gunzip>[0]);
  private readonly queue: Queued[] = [];
  private queued = 0;
  private holds = 0;
  private pumping = false;
  private ending = false;
  private stopped = false;
  private waiters: (() => void)[] = [];

  constructor(private readonly sink: GunzipSink) {
    this.zlib.on('data', (chunk: Buffer) => {
      if (!this.stopped) sink.data(chunk);
    });
    this.zlib.on('error', (err: unknown) => this.stop(err as Error));
    this.zlib.on('end', () => {
      // minizlib leaves its native handle open at the end; nothing more will be inflated.
      this.zlib.close();
      if (!this.stopped) sink.end();
    });
  }

  /**
   * Queues `chunk` (not copied: it must stay as it is until `done`) and inflates what it can.
   * `done` is called, asynchronously, once every byte of it went through zlib or was dropped.
   * False: the queue is full, wait for {@link drained}.
   */
  write(chunk: Buffer, done?: () => void): boolean {
    if (this.stopped || this.ending) {
      if (done) queueMicrotask(done);
      return true;
    }
    this.queue.push({ chunk, offset: 0, done });
    this.queued += chunk.length;
    this.pump();
    return !this.needDrain;
  }

  /** Whether the queue is over its high-water mark. */
  get needDrain(): boolean {
    return !this.stopped && this.queued > HIGH_WATER_BYTES;
  }

  /** Resolves once the queue is under its high-water mark, or the gunzip stopped. */
  drained(): Promise<void> {
    if (!this.needDrain) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Stops inflating after the current piece, until as many {@link resume} calls. */
  pause(): void {
    this.holds++;
  }

  /** Undoes one {@link pause}; the last one goes on inflating. */
  resume(): void {
    if (this.holds > 0 && --this.holds === 0) this.pump();
  }

  /** No more input: inflates what is queued, then checks the trailer (`end` or `error`). */
  end(): void {
    this.ending = true;
    this.pump();
  }

  /** Drops what is queued and stops for good (the walk failed); no callback but `done`s follow. */
  destroy(): void {
    this.stop(undefined);
  }

  /** Inflates queued pieces while not paused; never re-entered (a sink may write back). */
  private pump(): void {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.holds === 0 && !this.stopped && this.queue.length > 0) this.inflateOne();
      if (this.ending && !this.stopped && this.queue.length === 0 && !this.zlib.ended) {
        this.zlib.end();
      }
    } finally {
      this.pumping = false;
    }
    if (!this.needDrain) this.wake();
  }

  /** Inflates one piece of the oldest queued chunk. */
  private inflateOne(): void {
    const head = this.queue[0] as Queued;
    const end = Math.min(head.chunk.length, head.offset + PIECE_BYTES);
    const piece = head.chunk.subarray(head.offset, end);
    this.consumed += piece.length;
    this.queued -= piece.length;
    head.offset = end;
    if (end === head.chunk.length) {
      this.queue.shift();
      if (head.done) queueMicrotask(head.done);
    }
    this.zlib.write(piece);
  }

  private stop(err: Error | undefined): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const item of this.queue.splice(0)) if (item.done) queueMicrotask(item.done);
    this.queued = 0;
    if (!this.zlib.sawError) this.zlib.close();
    if (err) this.sink.error(err);
    this.wake();
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}
