/**
 * The bundle walk on the download's helper thread (publish/walk-thread.ts says why it runs here):
 * the one {@link BundleWalk} of a download, fed by the thread's gunzip as it inflates
 * (publish/hash-worker.ts opens it), its link check on this thread too. Its warnings, its
 * failure (as recorded) and its result go back on the ring's channel; a `stop` destroys it, which
 * deletes its Pages tar, and is answered once that is done.
 */
import type { Gunzip } from 'node:zlib';
import { freeBuffer } from '../util/free-memory.js';
import { BundleWalk, feedWalk, type InflateEvents, type Inflater } from './bundle-walk.js';
import { walkError, type FromWalk, type WalkRequest } from './walk-thread.js';

/** The walk's side of the thread; `stopInflating` destroys the gunzip and hands its slots back. */
export class WalkOnThread {
  private readonly opening: Promise<BundleWalk | undefined>;
  private walk: BundleWalk | undefined;
  private reported = false;
  private stopped = false;
  private endAsked = false;
  /** The result was sent. */
  private completed = false;

  constructor(
    request: WalkRequest,
    gunzip: Gunzip,
    chunkBytes: number,
    private readonly send: (message: FromWalk) => void,
    private readonly stopInflating: () => void,
  ) {
    const { links, warnings, ...rest } = request;
    this.opening = BundleWalk.open(
      {
        ...rest,
        // On a thread of its own (started from this one) while the walk reads on, or here.
        ...(links ? { links } : {}),
        ...(warnings ? { onWarning: (message) => send({ kind: 'walk-warning', message }) } : {}),
      },
      (events) => gunzipInflater(gunzip, events, stopInflating, chunkBytes),
    ).then(
      (walk) => this.opened(walk),
      (err: unknown) => {
        this.stopInflating();
        this.report(err, false);
        return undefined;
      },
    );
  }

  /** No more compressed bytes: the walk completes and its result (or failure) is sent. */
  end(): void {
    this.endAsked = true;
    const walk = this.walk;
    if (!walk || this.stopped) return;
    walk.complete(new AbortController().signal).then(
      (result) => {
        if (this.reported || this.stopped) return;
        this.completed = true;
        this.send({ kind: 'walk-done', result });
      },
      (err: unknown) => this.report(err, err === walk.recordedFailure),
    );
  }

  /**
   * Stops the walk (once open), deletes its Pages tar, and says so. A completed walk is left as
   * it is: its tar is the download's result now (the download deletes it if it fails later).
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.stopInflating();
    const walk = await this.opening;
    if (!this.completed) await walk?.destroy();
    this.send({ kind: 'walk-stopped' });
  }

  private opened(walk: BundleWalk): BundleWalk {
    this.walk = walk;
    if (this.stopped) return walk;
    // A refusal or a damaged stream is told at once: the download stops at its next chunk.
    walk.onFailure(() => this.report(walk.recordedFailure, true));
    if (this.endAsked) this.end();
    return walk;
  }

  /** Sends the walk's first failure. */
  private report(err: unknown, recorded: boolean): void {
    if (this.reported || this.stopped) return;
    this.reported = true;
    this.send({ kind: 'walk-failed', error: walkError(err), recorded });
  }
}

/**
 * The walk's handle on the thread's gunzip, whose chunks it reads as they come; each output buffer
 * of zlib's is freed as soon as the walk is done with it ({@link SpentBuffers}).
 */
function gunzipInflater(
  gunzip: Gunzip,
  events: InflateEvents,
  stopInflating: () => void,
  chunkBytes: number,
): Inflater {
  const spent = new SpentBuffers(chunkBytes);
  feedWalk(gunzip, events, (chunk) => spent.read(chunk));
  // It may have failed before the walk was there to hear it.
  const early = gunzip.errored;
  if (early) queueMicrotask(() => events.error(early));
  return {
    pause: () => gunzip.pause(),
    resume: () => gunzip.resume(),
    end: () => gunzip.end(),
    destroy: stopInflating,
  };
}

/**
 * Frees zlib's output buffers as soon as the walk is done with them, instead of at this isolate's
 * next garbage collection. zlib's gunzip writes into a buffer of `chunkBytes`, hands out each run
 * it wrote as a view of it, and takes a fresh buffer once one is full; a spent buffer is garbage,
 * but this thread allocates next to no JavaScript objects, so V8 collected them only at its
 * external-memory trigger (~64 MiB of them): +25 MiB of peak RSS on a 512 MiB download
 * (BENCHMARKS.md, Download). So a full buffer is detached once the walk has read a chunk of a
 * later buffer: zlib never writes into a full buffer again (it took another), and the walk keeps
 * no view of it by then: node-tar's parser copies the part of a block it holds back into the next
 * chunk it reads (`Buffer.concat`), the entries flow as they are written (the Pages tar and the
 * link check copy what they keep). A buffer of another size, or a run that does not end a
 * buffer, is left to the collector.
 */
export class SpentBuffers {
  /** A full buffer, freed once the walk has read a chunk of another one. */
  private full: ArrayBuffer | undefined;

  constructor(private readonly chunkBytes: number) {}

  /** The walk has read `chunk` (a view of zlib's buffer). */
  read(chunk: Buffer): void {
    const buffer = chunk.buffer as ArrayBuffer;
    if (this.full && this.full !== buffer) {
      freeBuffer(this.full);
      this.full = undefined;
    }
    const endsBuffer = chunk.byteOffset + chunk.length === buffer.byteLength;
    if (endsBuffer && buffer.byteLength === this.chunkBytes) this.full = buffer;
  }
}
