/**
 * Entry of the link check's worker thread (publish/link-thread.ts starts it; scripts/bundle.mjs
 * bundles it on its own as `link-worker/index.js`). It runs the whole check
 * (publish/link-check.ts): it replays each batch's events in order, tokenizing page bytes straight
 * from the transferred buffer, hands the buffer back for reuse, and posts the result when asked.
 * An exception here ends the thread, and the main thread reports it as the link check's failure.
 */
import { parentPort } from 'node:worker_threads';
import { LinkCheck } from './link-check.js';
import {
  OP_END,
  OP_FILE,
  OP_HEADER,
  OP_PAGE,
  OP_WRITE,
  type FromWorker,
  type ToWorker,
} from './link-thread.js';

const port = parentPort;
if (!port) throw new Error('link-worker runs only as a worker thread');

let check: LinkCheck | undefined;

/** Replays one batch's events on the check (the encoding is link-thread.ts's). */
function replay(check: LinkCheck, bytes: Buffer): void {
  let i = 0;
  while (i < bytes.length) {
    const op = bytes[i++];
    if (op === OP_END) {
      check.endPage();
      continue;
    }
    const n = bytes.readUInt32LE(i);
    i += OP_HEADER - 1;
    if (op === OP_FILE) check.addFile(bytes.toString('utf8', i, i + n));
    else if (op === OP_PAGE) check.startPage(bytes.toString('utf8', i, i + n));
    else if (op === OP_WRITE) check.write(bytes.subarray(i, i + n));
    else throw new Error(`unknown op ${String(op)} in a batch`);
    i += n;
  }
}

port.on('message', (message: ToWorker) => {
  if (message.kind === 'start') {
    check = new LinkCheck(message.domain);
    return;
  }
  if (!check) throw new Error('a batch came before the start');
  if (message.kind === 'batch') {
    replay(check, Buffer.from(message.buffer, 0, message.length));
    const reply: FromWorker = { kind: 'ack', buffer: message.buffer };
    port.postMessage(reply, [message.buffer]);
    return;
  }
  const reply: FromWorker = { kind: 'result', result: check.result() };
  port.postMessage(reply);
});
