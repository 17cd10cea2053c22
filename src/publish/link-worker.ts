/**
 * The link check's side of the helper thread (publish/helper-worker.ts routes its messages here).
 * It runs the whole check (publish/link-check.ts): it replays each batch's events in order,
 * tokenizing page bytes straight from the transferred buffer, hands the buffer back for reuse,
 * and posts the result when asked. An exception is posted as an `error` on the channel (the main
 * thread reports it as the link check's failure), and the check stops there; the hash, on the
 * same thread, goes on.
 */
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

/** The handler of the `links` channel; `send` posts on it (moving `transfer`'s buffers). */
export function linksHandler(
  send: (message: FromWorker, transfer?: ArrayBuffer[]) => void,
): (m: ToWorker) => void {
  let check: LinkCheck | undefined;
  let failed = false;
  const handle = (message: ToWorker): void => {
    if (message.kind === 'start') {
      check = new LinkCheck(message.domain);
      return;
    }
    if (!check) throw new Error('a batch came before the start');
    if (message.kind === 'batch') {
      replay(check, Buffer.from(message.buffer, 0, message.length));
      send({ kind: 'ack', buffer: message.buffer }, [message.buffer]);
      return;
    }
    send({ kind: 'result', result: check.result() });
  };
  return (message) => {
    if (failed) return;
    try {
      handle(message);
    } catch (err) {
      failed = true;
      send({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  };
}
