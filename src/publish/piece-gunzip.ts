/**
 * Gunzip on the thread that calls it, a small piece of input at a time, over node's own zlib
 * binding, into slabs of memory handed out as views (no copy of the inflated bytes).
 *
 * Why not node's `createGunzip`: its inflate runs on libuv's pool, one trip there and back per
 * 256 KiB of output, and each trip waits for the main thread to take the last output before the
 * next starts, so the inflate and the tar parse never overlapped anyway; a 512 MiB download made
 * ~2,000 such trips, each waking two threads. Inflating in place costs the same zlib work without
 * the trips (BENCHMARKS.md, Download). Why not minizlib's synchronous Gunzip, which this used
 * before: node's synchronous inflate writes each call's output from the same place of a reused
 * buffer, so minizlib copies every call's output (0.17 s of a 512 MiB download's main thread) and
 * lends node's stream a no-op `close` and `Buffer.concat` around each call. Here each call
 * inflates into the free end of a slab, so what is handed out is never written again.
 *
 * The binding (`_handle.writeSync`, `_writeState`, `onerror`) is node's internal one, the same on
 * the Node 20 and 24 the runner brings (action.yml pins one; both are tested), and the one
 * node's own `zlib.gunzipSync` drives; {@link openBinding} checks it is there and says so if not.
 *
 * The input is cut into pieces of {@link PIECE_BYTES} so the output of one call is bounded (deflate
 * inflates at most ~1032x: 16.5 MiB), which lets the walk's bomb checks stop a bomb after one
 * piece. {@link pause} stops between pieces (the Pages tar or the link check is behind);
 * {@link write} says when the caller should wait ({@link drained}).
 */
import { constants, createGunzip, type Gunzip } from 'node:zlib';

/** Compressed bytes per synchronous inflate call. */
export const PIECE_BYTES = 16 * 1024;
/** Compressed bytes queued before {@link PieceGunzip.write} asks the caller to wait. */
const HIGH_WATER_BYTES = 4 * 1024 * 1024;
/** Memory the inflated bytes are written into; a new slab once one is full. */
const SLAB_BYTES = 256 * 1024;

/** zlib's failures, named as node names them (`err.code`). */
const ZLIB_ERRORS = [
  'Z_NEED_DICT',
  'Z_ERRNO',
  'Z_STREAM_ERROR',
  'Z_DATA_ERROR',
  'Z_MEM_ERROR',
  'Z_BUF_ERROR',
  'Z_VERSION_ERROR',
] as const;

/** Node's native zlib object behind a `Gunzip` stream (lib/zlib.js drives it the same way). */
interface ZlibBinding {
  writeSync(
    flush: number,
    input: Buffer,
    inOffset: number,
    inLength: number,
    output: Buffer,
    outOffset: number,
    outLength: number,
  ): void;
  /** Called synchronously from `writeSync` when zlib fails. */
  onerror: (message: string, errno: number) => void;
}

/** The fields of node's `Gunzip` that hold the binding and what it left (out, in). */
interface GunzipInternals {
  _handle?: ZlibBinding;
  _writeState?: Uint32Array;
}

/** Node's zlib binding of a fresh gunzip, or a clear error if this Node has none. */
function openBinding(): { stream: Gunzip; binding: ZlibBinding; state: Uint32Array } {
  const stream = createGunzip();
  const { _handle: binding, _writeState: state } = stream as Gunzip & GunzipInternals;
  if (typeof binding?.writeSync !== 'function' || !(state instanceof Uint32Array)) {
    stream.close();
    throw new Error(
      `This Node (${process.version}) has no synchronous zlib binding where Node 20 and 24 have ` +
        'it; run the action with the Node its action.yml names.',
    );
  }
  return { stream, binding, state };
}

/** Where the inflated bytes go. */
export interface GunzipSink {
  /**
   * Inflated bytes, in order: a view of memory that is never written again (the sink's to keep),
   * or with {@link GunzipOptions.reuse} one written again once a whole slab has been handed out
   * after it.
   */
  data(chunk: Buffer): void;
  /** The gzip stream is damaged (code `Z_DATA_ERROR`, `Z_BUF_ERROR`, …); nothing follows. */
  error(err: Error): void;
  /** The last byte was inflated and the gzip trailer (CRC, length) checked. */
  end(): void;
}

/** How a {@link PieceGunzip} hands out its memory. */
export interface GunzipOptions {
  /**
   * The sink is done with each view by the next `data` call (it copies what it keeps, as
   * node-tar's parser does with the part of a header it holds): the gunzip then inflates into two
   * slabs in turn instead of a new one each time. A 512 MiB bundle made 2,048 slabs of garbage,
   * the ArrayBuffer garbage that set off the download's full collections once the socket read in
   * place (BENCHMARKS.md, Download).
   */
  reuse?: boolean;
}

interface Queued {
  chunk: Buffer;
  offset: number;
  done: (() => void) | undefined;
}

const NO_INPUT = Buffer.alloc(0);

/** A gunzip fed with compressed chunks, inflating them as soon as it is not paused. */
export class PieceGunzip {
  /** Compressed bytes inflated so far (fed to zlib, not only queued). */
  consumed = 0;
  private readonly stream: Gunzip;
  private readonly binding: ZlibBinding;
  /** What the last call left: [output room, input bytes]. */
  private readonly state: Uint32Array;
  private slab: Buffer = Buffer.allocUnsafe(SLAB_BYTES);
  private slabUsed = 0;
  /** With `reuse`: the slab handed out before the current one, to inflate into next. */
  private spare: Buffer | undefined;
  private failure: Error | undefined;
  private readonly queue: Queued[] = [];
  private queued = 0;
  private holds = 0;
  private pumping = false;
  private ending = false;
  private stopped = false;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly sink: GunzipSink,
    private readonly options: GunzipOptions = {},
  ) {
    ({ stream: this.stream, binding: this.binding, state: this.state } = openBinding());
    // In place of node's handler, which would destroy the stream on a later tick: the failure is
    // read right after the call that made it, as node's own zlib.gunzipSync reads it.
    this.binding.onerror = (message, errno) => {
      const code = ZLIB_ERRORS.find((name) => constants[name] === errno);
      this.failure ??= Object.assign(new Error(message), { errno, code });
    };
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
      if (this.ending && !this.stopped && this.queue.length === 0) this.finish();
    } finally {
      this.pumping = false;
    }
    if (!this.needDrain) this.wake();
  }

  /** Inflates one piece of the oldest queued chunk. */
  private inflateOne(): void {
    const head = this.queue[0] as Queued;
    const end = Math.min(head.chunk.length, head.offset + PIECE_BYTES);
    const start = head.offset;
    this.consumed += end - start;
    this.queued -= end - start;
    head.offset = end;
    if (end === head.chunk.length) {
      this.queue.shift();
      if (head.done) queueMicrotask(head.done);
    }
    this.inflate(head.chunk, start, end - start, constants.Z_NO_FLUSH);
  }

  /** The input is all in: zlib checks that the stream ended whole (CRC and length). */
  private finish(): void {
    // Once only: it always ends stopped (here, or at a failure), which `pump` checks.
    this.inflate(NO_INPUT, 0, 0, constants.Z_FINISH);
    if (this.stopped) return;
    this.stop(undefined);
    this.sink.end();
  }

  /**
   * One zlib call per free stretch of slab until zlib has room left over (all input taken), each
   * call's output handed to the sink as it comes; stops at a failure or when the sink stopped us.
   */
  private inflate(input: Buffer, offset: number, length: number, flush: number): void {
    for (;;) {
      if (this.slabUsed === this.slab.length) this.nextSlab();
      const room = this.slab.length - this.slabUsed;
      this.binding.writeSync(flush, input, offset, length, this.slab, this.slabUsed, room);
      if (this.failure) return this.stop(this.failure);
      const roomLeft = this.state[0] as number;
      const inputLeft = this.state[1] as number;
      offset += length - inputLeft;
      length = inputLeft;
      if (room > roomLeft) {
        const out = this.slab.subarray(this.slabUsed, this.slabUsed + room - roomLeft);
        this.slabUsed += out.length;
        this.sink.data(out);
        if (this.stopped) return;
      }
      if (roomLeft !== 0) return;
    }
  }

  /** A fresh slab, or with `reuse` the one before the current (every view of it is done with). */
  private nextSlab(): void {
    const full = this.slab;
    this.slab = (this.options.reuse ? this.spare : undefined) ?? Buffer.allocUnsafe(SLAB_BYTES);
    if (this.options.reuse) this.spare = full;
    this.slabUsed = 0;
  }

  private stop(err: Error | undefined): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const item of this.queue.splice(0)) if (item.done) queueMicrotask(item.done);
    this.queued = 0;
    this.stream.close();
    if (err) this.sink.error(err);
    this.wake();
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}
