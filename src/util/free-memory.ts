/**
 * Frees a spent buffer's memory now instead of at the isolate's next garbage collection. A large
 * buffer's memory lives outside V8's heap; on a thread that allocates few JavaScript objects, V8
 * collects dead ones only at its external-memory trigger (~64 MiB of them), and the memory they
 * came from stays resident after: tens of MiB of a download's peak (BENCHMARKS.md, Download).
 *
 * Freeing is a transfer to a closed port: the HTML structured-clone rules (which Node follows)
 * detach what is transferred even when the port is closed, and the message, dropped, frees the
 * memory at once. `ArrayBuffer.prototype.transfer` would say it better, but Node 20 does not have
 * it. A detached buffer reads as empty through every view of it, so only the caller can know it is
 * spent: see each caller's reasons.
 */
import { MessageChannel, type MessagePort } from 'node:worker_threads';

/** A port whose other end is gone: what is transferred to it is dropped. */
let drain: MessagePort | undefined;

/** Frees `buffer`'s memory now; every view of it reads as empty from here on. */
export function freeBuffer(buffer: ArrayBuffer): void {
  if (!drain) {
    const { port1 } = new MessageChannel();
    port1.close();
    drain = port1;
  }
  drain.postMessage(null, [buffer]);
}

/**
 * Frees the memory of `view` when it is the whole of its buffer (a view of part of one may share
 * it with data someone else still reads); whether it was freed.
 */
export function freeIfWhole(view: Uint8Array): boolean {
  const buffer = view.buffer;
  if (!(buffer instanceof ArrayBuffer)) return false;
  if (view.byteOffset !== 0 || view.byteLength !== buffer.byteLength || buffer.byteLength === 0) {
    return false;
  }
  freeBuffer(buffer);
  return true;
}
