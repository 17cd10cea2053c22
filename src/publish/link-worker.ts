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
  OP_PAGE,
  OP_WRITE,
  type FromWorker,
  type ToWorker,
} from './link-thread.js';

const port = parentPort;
if (!port) throw new Error('link-worker runs only as a worker thread');

let check: LinkCheck | undefined;

/** Replays one batch on the check. */
function replay(check: LinkCheck, ops: (number | string)[], bytes: Buffer): void {
  let offset = 0;
  for (let i = 0; i < ops.length; i++) {
    switch (ops[i]) {
      case OP_FILE:
        check.addFile(String(ops[++i]));
        break;
      case OP_PAGE:
        check.startPage(String(ops[++i]));
        break;
      case OP_WRITE: {
        const n = Number(ops[++i]);
        check.write(bytes.subarray(offset, offset + n));
        offset += n;
        break;
      }
      case OP_END:
        check.endPage();
        break;
      default:
        throw new Error(`unknown op ${String(ops[i])} in a batch`);
    }
  }
}

port.on('message', (message: ToWorker) => {
  if (message.kind === 'start') {
    check = new LinkCheck(message.domain);
    return;
  }
  if (!check) throw new Error('a batch came before the start');
  if (message.kind === 'batch') {
    replay(check, message.ops, Buffer.from(message.buffer, 0, message.length));
    const reply: FromWorker = { kind: 'ack', buffer: message.buffer };
    port.postMessage(reply, [message.buffer]);
    return;
  }
  const reply: FromWorker = { kind: 'result', result: check.result() };
  port.postMessage(reply);
});
