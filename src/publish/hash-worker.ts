/**
 * Entry of the download's hash thread (publish/hash-thread.ts starts it; scripts/bundle.mjs
 * bundles it on its own as `hash-worker/index.js`, as it does the link check's worker). For each
 * slot of the shared ring it is told about, in order, it updates the SHA-256 and hands the slot
 * back; on `finish` it posts the digest. It only reads the ring: stopping it at any time is safe.
 */
import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import type { FromHashWorker, ToHashWorker } from './hash-thread.js';

const port = parentPort;
if (!port) throw new Error('hash-worker runs only as a worker thread');

const hash = createHash('sha256');
let ring: SharedArrayBuffer | undefined;
let slotBytes = 0;

port.on('message', (message: ToHashWorker) => {
  if (message.kind === 'start') {
    ({ ring, slotBytes } = message);
    return;
  }
  if (!ring) throw new Error('a slot came before the start');
  if (message.kind === 'slot') {
    hash.update(new Uint8Array(ring, message.slot * slotBytes, message.length));
    const done: FromHashWorker = { kind: 'hashed', slot: message.slot };
    port.postMessage(done);
    return;
  }
  const reply: FromHashWorker = { kind: 'digest', hex: hash.digest('hex') };
  port.postMessage(reply);
});
