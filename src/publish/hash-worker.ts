/**
 * The ring's side of the helper thread (publish/helper-worker.ts routes its messages here). For
 * each slot of the shared ring it is told about, in order, it updates the SHA-256 and, when the
 * download walks the bundle, hands the slot's bytes to zlib's gunzip (createGunzip: public API,
 * libuv's pool, the CRC and length checked at the end), whose chunks the walk reads on this
 * thread as they come (publish/walk-worker.ts); the slot goes back once both are done with it.
 * While the walk holds inflating back (the Pages tar's stream, the link check), the gunzip's
 * output waits, its input stays held, and the ring fills up (the download then waits). On
 * `finish` it posts the digest. It only reads the ring: stopping it at any time is safe.
 */
import { createHash, type Hash } from 'node:crypto';
import { createGunzip, type Gunzip } from 'node:zlib';
import type { FromHashWorker, ToHashWorker } from './hash-thread.js';
import type { WalkOnThread } from './walk-worker.js';

/**
 * Inflated bytes per chunk zlib hands the walk: each is one bomb check of the walk (deflate
 * inflates at most ~1032x, so 1 MiB out is at least ~1 KiB in) and one trip to libuv's pool.
 * 256 KiB cost the gunzip twice the CPU of 1 MiB (0.21 against 0.12 s per 256 MiB here: the
 * pool's wake-ups).
 */
const CHUNK_BYTES = 1024 * 1024;

/** What the handler keeps between messages. */
interface RingState {
  hash: Hash;
  ring: SharedArrayBuffer;
  slotBytes: number;
  /** The gunzip, while inflating; undefined once stopped (or when there is no walk). */
  gunzip: Gunzip | undefined;
  /** Slots the gunzip has not consumed yet. */
  held: Set<number>;
  /**
   * The walk the gunzip feeds, once its module is loaded: only a download's thread loads it (the
   * walk, node-tar, the Pages tar), not the link check's thread, which runs this same entry.
   */
  walk: Promise<WalkOnThread> | undefined;
}

type Send = (message: FromHashWorker) => void;

/** The handler of the `hash` channel; `send` posts on it. */
export function hashHandler(send: Send): (m: ToHashWorker) => void {
  let state: RingState | undefined;
  return (message) => {
    if (message.kind === 'start') {
      if (state) stopInflating(state, send);
      const started: RingState = {
        hash: createHash('sha256'),
        ring: message.ring,
        slotBytes: message.slotBytes,
        gunzip: undefined,
        held: new Set(),
        walk: undefined,
      };
      const request = message.walk;
      if (request) {
        // Slots go into the gunzip at once; its output waits there until the walk reads it.
        const gunzip = createGunzip({ chunkSize: CHUNK_BYTES });
        // Not gzip, found before the walk listens: kept (`errored`) for the walk to read then.
        gunzip.on('error', () => undefined);
        started.gunzip = gunzip;
        started.walk = import('./walk-worker.js').then(
          ({ WalkOnThread }) =>
            new WalkOnThread(request, gunzip, CHUNK_BYTES, send, () =>
              stopInflating(started, send),
            ),
        );
      }
      state = started;
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
  send: Send,
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
    // In the order they came: each waits for the walk's module, loaded once.
    case 'end':
      void state.walk?.then((walk) => walk.end());
      return;
    case 'stop':
      if (state.walk) void state.walk.then((walk) => walk.stop());
      else stopInflating(state, send);
      return;
    case 'finish':
      send({ kind: 'digest', hex: state.hash.digest('hex') });
  }
}

/** Stops inflating: the gunzip is destroyed and every slot it held goes back. */
function stopInflating(state: RingState, send: Send): void {
  const gunzip = state.gunzip;
  if (!gunzip) return;
  state.gunzip = undefined;
  gunzip.destroy();
  for (const slot of state.held) send({ kind: 'released', slot });
  state.held.clear();
}
