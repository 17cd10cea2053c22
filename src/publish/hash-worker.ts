/**
 * The ring's side of the helper thread (publish/helper-worker.ts routes its messages here). For
 * each slot of the shared ring it is told about, in order, it updates the SHA-256 and, when asked
 * to inflate, hands the slot's bytes to zlib's gunzip (createGunzip: public API, libuv's pool, the
 * CRC and length checked at the end); the slot goes back once both are done with it. zlib's
 * output buffers are moved (transferred) to the walk as they fill ({@link OutputMover}), at most
 * `maxAhead` of them not yet acknowledged: past that the gunzip pauses, its input stays held, and
 * the ring fills up (the download then waits). On `finish` it posts the digest. It only reads the
 * ring: stopping it at any time is safe.
 */
import { createHash, type Hash } from 'node:crypto';
import { createGunzip, type Gunzip } from 'node:zlib';
import type { FromHashWorker, ToHashWorker } from './hash-thread.js';

/** What the handler keeps between messages. */
interface RingState {
  hash: Hash;
  ring: SharedArrayBuffer;
  slotBytes: number;
  /** The gunzip, while inflating; undefined once stopped (or when not asked to inflate). */
  gunzip: Gunzip | undefined;
  /** Slots the gunzip has not consumed yet. */
  held: Set<number>;
  /** Inflated chunks sent and not acknowledged. */
  ahead: number;
  maxAhead: number;
}

/** The handler of the `hash` channel; `send` posts on it (moving `transfer`'s buffers). */
export function hashHandler(
  send: (message: FromHashWorker, transfer?: ArrayBuffer[]) => void,
): (m: ToHashWorker) => void {
  let state: RingState | undefined;
  return (message) => {
    if (message.kind === 'start') {
      if (state) stopInflating(state, send);
      state = {
        hash: createHash('sha256'),
        ring: message.ring,
        slotBytes: message.slotBytes,
        gunzip: undefined,
        held: new Set(),
        ahead: 0,
        maxAhead: message.inflate?.maxAhead ?? 0,
      };
      if (message.inflate) state.gunzip = openGunzip(state, message.inflate.chunkBytes, send);
      return;
    }
    if (!state) throw new Error('a message came before the start');
    onMessage(state, message, send);
  };
}

/** One message after the start. */
function onMessage(
  state: RingState,
  message: Exclude<ToHashWorker, { kind: 'start' }>,
  send: (message: FromHashWorker, transfer?: ArrayBuffer[]) => void,
): void {
  switch (message.kind) {
    case 'slot': {
      const { slot, length } = message;
      const bytes = Buffer.from(state.ring, slot * state.slotBytes, length);
      state.hash.update(bytes);
      const gunzip = state.gunzip;
      if (!gunzip) {
        send({ kind: 'released', slot });
        return;
      }
      state.held.add(slot);
      gunzip.write(bytes, () => {
        // A slot released by a stop is not released twice.
        if (state.held.delete(slot)) send({ kind: 'released', slot });
      });
      return;
    }
    case 'ack':
      state.ahead -= message.chunks;
      if (state.gunzip?.isPaused() && state.ahead < state.maxAhead) state.gunzip.resume();
      return;
    case 'end':
      state.gunzip?.end();
      return;
    case 'stop':
      stopInflating(state, send);
      return;
    case 'finish':
      send({ kind: 'digest', hex: state.hash.digest('hex') });
  }
}

/** The gunzip of a download, its chunks posted to the walk. */
function openGunzip(
  state: RingState,
  chunkBytes: number,
  send: (message: FromHashWorker, transfer?: ArrayBuffer[]) => void,
): Gunzip {
  const gunzip = createGunzip({ chunkSize: chunkBytes });
  const post = (out: Out, move: boolean): void => {
    state.ahead++;
    const consumed = gunzip.bytesWritten;
    if (move) {
      send({ kind: 'inflated', ...out, consumed }, [out.buffer]);
    } else {
      const copy = new Uint8Array(out.buffer, out.offset, out.length).slice();
      send({ kind: 'inflated', buffer: copy.buffer, offset: 0, length: copy.length, consumed }, [
        copy.buffer,
      ]);
    }
    if (state.ahead >= state.maxAhead) gunzip.pause();
  };
  const mover = new OutputMover(chunkBytes, post);
  gunzip.on('data', (chunk: Buffer) => mover.data(chunk));
  gunzip.on('end', () => {
    mover.end();
    send({ kind: 'inflate-end' });
  });
  gunzip.on('error', (err: NodeJS.ErrnoException) => {
    send({ kind: 'inflate-error', message: err.message, code: err.code });
    stopInflating(state, send);
  });
  return gunzip;
}

/** A run of inflated bytes in one buffer. */
export interface Out {
  buffer: ArrayBuffer;
  offset: number;
  length: number;
}

/**
 * Moves zlib's own output buffers to the walk instead of copying them. zlib's gunzip writes into
 * an output buffer of `chunkSize` bytes, hands out each run it wrote as a view of it, and takes a
 * fresh buffer once one is full. Copies (and zlib's buffers behind them) left on this thread are
 * freed only by its garbage collector, which, with next to no JavaScript running here, came only
 * when V8's external-memory trigger did: 41–50 MiB of dead buffers on the thread, +45 MiB of peak
 * RSS for a 512 MiB download (BENCHMARKS.md). So the views of one buffer are gathered; a full
 * buffer is moved whole once zlib has been seen writing into another one (so it is never taken
 * from under zlib, whatever zlib's version does), and the end of the stream moves what is left.
 * Anything else (a view that does not continue the gathered run, a buffer of another size) is
 * copied, as before.
 */
export class OutputMover {
  /** The run being gathered, in the buffer zlib writes into now. */
  private open: Out | undefined;
  /** A full buffer, moved as soon as zlib writes into another one. */
  private full: Out | undefined;

  constructor(
    private readonly chunkBytes: number,
    private readonly post: (out: Out, move: boolean) => void,
  ) {}

  data(chunk: Buffer): void {
    const buffer = chunk.buffer as ArrayBuffer;
    if (this.full) {
      // zlib writing into the full buffer again would be a zlib that reuses it: copy it then.
      this.post(this.full, this.full.buffer !== buffer);
      this.full = undefined;
    }
    const open = this.open;
    if (open && (open.buffer !== buffer || open.offset + open.length !== chunk.byteOffset)) {
      this.post(open, false);
      this.open = undefined;
    }
    const run = (this.open ??= { buffer, offset: chunk.byteOffset, length: 0 });
    run.length += chunk.length;
    if (run.offset + run.length === buffer.byteLength && buffer.byteLength === this.chunkBytes) {
      this.full = run;
      this.open = undefined;
    }
  }

  /** The stream ended: zlib writes no more, so the full buffer moves, the open run is copied. */
  end(): void {
    if (this.full) this.post(this.full, true);
    if (this.open) this.post(this.open, false);
    this.full = undefined;
    this.open = undefined;
  }
}

/** Stops inflating: the gunzip is destroyed and every slot it held goes back. */
function stopInflating(
  state: RingState,
  send: (message: FromHashWorker, transfer?: ArrayBuffer[]) => void,
): void {
  const gunzip = state.gunzip;
  if (!gunzip) return;
  state.gunzip = undefined;
  gunzip.destroy();
  for (const slot of state.held) send({ kind: 'released', slot });
  state.held.clear();
}
