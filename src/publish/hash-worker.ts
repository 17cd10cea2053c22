/**
 * The ring's side of the helper thread (publish/helper-worker.ts routes its messages here). For
 * each slot of the shared ring it is told about, in order, it updates the SHA-256 and, when asked
 * to inflate, hands the slot's bytes to zlib's gunzip (createGunzip: public API, libuv's pool, the
 * CRC and length checked at the end); the slot goes back once both are done with it. Inflated
 * chunks are copied into buffers of their own and moved (transferred) to the walk, at most
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
  gunzip.on('data', (chunk: Buffer) => {
    // A copy of its own: zlib may write on into the buffer behind `chunk`.
    const copy = new Uint8Array(chunk.length);
    copy.set(chunk);
    state.ahead++;
    send({ kind: 'inflated', buffer: copy.buffer, consumed: gunzip.bytesWritten }, [copy.buffer]);
    if (state.ahead >= state.maxAhead) gunzip.pause();
  });
  gunzip.on('end', () => send({ kind: 'inflate-end' }));
  gunzip.on('error', (err: NodeJS.ErrnoException) => {
    send({ kind: 'inflate-error', message: err.message, code: err.code });
    stopInflating(state, send);
  });
  return gunzip;
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
