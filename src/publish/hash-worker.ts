/**
 * The hash's side of the helper thread (publish/helper-worker.ts routes its messages here). For
 * each slot of the shared ring it is told about, in order, it updates the SHA-256 and hands the
 * slot back; on `finish` it posts the digest. It only reads the ring: stopping it at any time is
 * safe.
 */
import { createHash } from 'node:crypto';
import type { FromHashWorker, ToHashWorker } from './hash-thread.js';

/** The handler of the `hash` channel; `send` posts on it. */
export function hashHandler(send: (message: FromHashWorker) => void): (m: ToHashWorker) => void {
  const hash = createHash('sha256');
  let ring: SharedArrayBuffer | undefined;
  let slotBytes = 0;
  return (message) => {
    if (message.kind === 'start') {
      ({ ring, slotBytes } = message);
      return;
    }
    if (!ring) throw new Error('a slot came before the start');
    if (message.kind === 'slot') {
      hash.update(new Uint8Array(ring, message.slot * slotBytes, message.length));
      send({ kind: 'hashed', slot: message.slot });
      return;
    }
    send({ kind: 'digest', hex: hash.digest('hex') });
  };
}
