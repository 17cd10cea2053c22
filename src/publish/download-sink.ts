/**
 * Where the downloaded bytes go: the `.part` file, the SHA-256 and the bundle walk, fed in
 * lockstep, with the main thread doing as little per chunk as it can.
 *
 * Each chunk of the body is copied into a 1 MiB slot of a shared ring ({@link SLOTS} slots, 4 MiB
 * in all; {@link Sink.take}); a full slot goes, as one piece, to the helper thread
 * (publish/hash-thread.ts, publish/helper-thread.ts, which the link check shares), which hashes
 * and inflates it, and to the file (one positioned write on libuv's thread pool, one at a time); the walk
 * (publish/bundle-walk.ts) reads the inflated bytes the thread sends back. A slot is filled again
 * only once both have let it go: the thread's answer (hashed, and every byte of it inflated) and
 * the write's callback. So the hash, the file write and the inflate are in flight at once, and the
 * feeder waits only when every slot is busy: real backpressure (the disk, the thread or the walk is
 * behind), never one write per chunk. Without a helper thread (the sources run by the unit tests,
 * `worker: false`) the hash runs here and the walk inflates a slot itself: three holders. The
 * file, the hash and the walk always take exactly the `received` bytes in order, which keeps a
 * resume with `Range` seamless (the partly filled slot simply continues).
 */
import { open, type FileHandle } from 'node:fs/promises';
import { ActionError } from '../errors.js';
import { formatBytes } from '../util/format.js';
import { untilAborted } from '../util/abort.js';
import {
  BundleRefusedError,
  BundleWalk,
  type WalkHandle,
  type WalkOptions,
  type WalkResult,
} from './bundle-walk.js';
import { helperThreadError, openSlotHasher, type SlotHasher } from './hash-thread.js';
import { openHelperThread, type HelperThread } from './helper-thread.js';

/** Bytes per slot: one hash message and one file write each (2 and 4 MiB measured slower). */
const SLOT_BYTES = 1024 * 1024;
/** Slots in the ring: what may be in flight between the socket and the disk. */
const SLOTS = 4;

/** The sink's view of the errors it reports (the download's error class, passed in). */
export type SinkErrors = {
  /** Builds the error for a download that failed for good, with `message`. */
  fail: (message: string, options?: ErrorOptions) => Error;
};

/**
 * The `.part` file, the hash and the walk of one attempt sequence (a restart opens a new sink).
 * {@link take} never waits: it returns false when the ring is full, and {@link whenRoom} says
 * when to go on.
 */
export class Sink {
  /** Bytes taken so far (copied into the ring, or waiting for a slot). */
  received = 0;
  private readonly ring = new SharedArrayBuffer(SLOTS * SLOT_BYTES);
  private readonly bytes = new Uint8Array(this.ring);
  /** Holders of each slot (the thread or the hash, the file write, the walk); free at 0. */
  private readonly holders = new Uint8Array(SLOTS);
  private readonly free: number[] = [];
  /** The slot being filled, and how much of it is. */
  private slot: number | undefined = 0;
  private filled = 0;
  /** File position of the next slot to be written. */
  private position = 0;
  /** Chunks taken while no slot was free, copied in as slots come back. */
  private waiting: Buffer[] = [];
  private wakers: (() => void)[] = [];
  private fileError: Error | undefined;
  /** The helper thread's failure (or the hash's). */
  private hashError: Error | undefined;
  private readonly hasher: SlotHasher;
  /** The walk, once opened: on the helper thread (the hasher's), or on this one. */
  private verifier!: WalkHandle;
  /** File writes not finished yet: the file is closed only once they are. */
  private readonly writes = new Set<Promise<unknown>>();
  /** The last file write handed out: each next one starts once it ended (see dispatch). */
  private lastWrite: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly file: FileHandle,
    private readonly path: string,
    /** Bytes expected in all. */
    readonly expected: number,
    private readonly errors: SinkErrors,
    thread: HelperThread | undefined,
    walk: WalkOptions,
  ) {
    for (let i = SLOTS - 1; i > 0; i--) this.free.push(i);
    this.hasher = openSlotHasher({
      ring: this.ring,
      slotBytes: SLOT_BYTES,
      onReleased: (slot) => this.release(slot),
      onFail: (err) => {
        this.hashError ??= err;
        this.wake();
      },
      thread,
      walk,
    });
  }

  /**
   * Opens (truncates) the `.part` file and starts the helper thread (`script`: its entry, see
   * publish/helper-thread.ts), which hashes, inflates and walks (its link check included); without
   * one, the walk runs here.
   */
  static async open(
    path: string,
    expected: number,
    walk: WalkOptions,
    errors: SinkErrors,
    script?: string | false,
  ): Promise<Sink> {
    const file = await open(path, 'w');
    let sink: Sink | undefined;
    try {
      sink = new Sink(file, path, expected, errors, openHelperThread(script), walk);
      sink.verifier = sink.hasher.walk ?? (await BundleWalk.open(walk));
      sink.verifier.onFailure(() => sink?.wake());
      return sink;
    } catch (err) {
      await sink?.hasher.destroy();
      await file.close();
      throw err;
    }
  }

  /**
   * Takes one chunk; false when the ring is full. True: it was copied whole (the caller may reuse
   * it); false: a view of it may wait for a slot.
   */
  take(chunk: Buffer): boolean {
    this.count(chunk.length);
    if (this.waiting.length > 0) {
      this.waiting.push(chunk);
      return false;
    }
    return this.copyIn(chunk);
  }

  /** Counts `n` more bytes received, refusing more than the bundle endpoint announced. */
  private count(n: number): void {
    if (this.received + n > this.expected) {
      throw this.errors.fail(
        `The storage host sent more than the ${formatBytes(this.expected)} the bundle endpoint ` +
          `announced; the bundle may have been replaced. Run the job again to export a fresh one.`,
      );
    }
    this.received += n;
  }

  /** Resolves when {@link take} has room again, or something failed (which check reports). */
  whenRoom(): Promise<void> {
    if (this.hasRoom()) return Promise.resolve();
    return new Promise((resolve) => this.wakers.push(resolve));
  }

  /** Throws a failed file write or a failed archive check as a final error. */
  check(): void {
    if (this.hashError) {
      const err =
        this.hashError instanceof ActionError ? this.hashError : helperThreadError(this.hashError);
      throw this.errors.fail(err.message, { cause: err.cause ?? err });
    }
    if (this.fileError) {
      throw this.errors.fail(
        `Writing the bundle to ${this.path} failed: ${this.fileError.message}. ` +
          `Check the free space in RUNNER_TEMP.`,
        { cause: this.fileError },
      );
    }
    try {
      this.verifier.throwIfFailed(this.received);
    } catch (err) {
      throw this.asDownloadError(err);
    }
  }

  /** Writes the last slot, closes the file, checks the archive to its end, returns the digest. */
  async finish(signal: AbortSignal): Promise<{ sha256: string; walk: WalkResult }> {
    while (this.waiting.length > 0 && !this.fileError && !this.hashError && !this.verifier.failed) {
      await untilAborted(this.whenRoom(), signal);
    }
    this.check();
    if (this.slot !== undefined && this.filled > 0) this.dispatch();
    const sha256 = await untilAborted(this.hasher.digest(), signal).catch((err: unknown) => {
      signal.throwIfAborted();
      this.hashError ??= err as Error;
      return '';
    });
    await untilAborted(this.flushed(), signal);
    await this.file.close();
    this.check();
    const walk = await this.verifier.finish(this.received, signal).catch((err: unknown) => {
      throw this.asDownloadError(err);
    });
    // Only now: the link check, which may open its channel at the walk's end, shares the thread
    // that the hash's channel keeps alive.
    await this.hasher.destroy();
    return { sha256, walk };
  }

  /** Stops everything and closes the file (the caller deletes it); deletes the Pages tar. */
  async destroy(): Promise<void> {
    this.wake();
    await this.verifier.destroy();
    await this.hasher.destroy();
    // No write may land after the close (the descriptor's number could be another file's by then).
    await this.flushed();
    await this.file.close().catch(() => undefined);
  }

  /** Resolves once every file write handed out so far has finished (or failed). */
  private async flushed(): Promise<void> {
    while (this.writes.size > 0) await Promise.allSettled([...this.writes]);
  }

  /** A damaged bundle is a download failure; a refused one stays a refusal (it names the entry). */
  private asDownloadError(err: unknown): unknown {
    if (!(err instanceof ActionError) || err instanceof BundleRefusedError) return err;
    if (err.name === 'DownloadError') return err;
    return this.errors.fail(err.message, { cause: err.cause ?? err });
  }

  private hasRoom(): boolean {
    return (
      (this.waiting.length === 0 && this.slot !== undefined) ||
      this.fileError !== undefined ||
      this.hashError !== undefined ||
      this.verifier.failed
    );
  }

  /** Copies `chunk` into the ring; the rest waits when the ring fills up. False when it did. */
  private copyIn(chunk: Buffer): boolean {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.slot === undefined) {
        this.waiting.push(chunk.subarray(offset));
        return false;
      }
      const n = Math.min(chunk.length - offset, SLOT_BYTES - this.filled);
      this.bytes.set(chunk.subarray(offset, offset + n), this.slot * SLOT_BYTES + this.filled);
      this.filled += n;
      offset += n;
      if (this.filled === SLOT_BYTES) this.dispatch();
    }
    return this.slot !== undefined;
  }

  /** Hands the current slot to the hash, the file and the walk, and moves to a free one. */
  private dispatch(): void {
    const slot = this.slot as number;
    const length = this.filled;
    const inflatesHere = this.verifier.inflatesHere;
    this.holders[slot] = inflatesHere ? 3 : 2;
    this.hasher.update(slot, length);
    const view = Buffer.from(this.ring, slot * SLOT_BYTES, length);
    const position = this.position;
    // One write at a time, in order: the kernel serializes buffered writes to one file anyway
    // (ext4 takes the inode's lock), and pool threads waiting for it spin on that lock (~0.06 s
    // of CPU per 512 MiB in perf's profile here), while one write per slot keeps up.
    const written: Promise<unknown> = this.lastWrite
      .then(() => (this.fileError ? undefined : this.file.write(view, 0, length, position)))
      .catch((err: unknown) => {
        this.fileError ??= err as Error;
        this.wake();
      })
      .finally(() => {
        this.writes.delete(written);
        this.release(slot);
      });
    this.writes.add(written);
    this.lastWrite = written;
    if (inflatesHere) this.verifier.write(view, () => this.release(slot));
    this.position += length;
    this.filled = 0;
    this.slot = this.free.pop();
  }

  /** One holder let go of `slot`; a free slot takes what waited, then wakes the feeder. */
  private release(slot: number): void {
    const left = (this.holders[slot] ?? 1) - 1;
    this.holders[slot] = left;
    if (left > 0) return;
    this.free.push(slot);
    if (this.slot === undefined) this.slot = this.free.pop();
    const waiting = this.waiting;
    this.waiting = [];
    for (const chunk of waiting) {
      if (this.slot === undefined) this.waiting.push(chunk);
      else this.copyIn(chunk);
    }
    if (this.hasRoom()) this.wake();
  }

  private wake(): void {
    const wakers = this.wakers;
    this.wakers = [];
    for (const wake of wakers) wake();
  }
}
