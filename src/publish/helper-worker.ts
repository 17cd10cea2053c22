/**
 * Entry of the download's helper thread (publish/helper-thread.ts starts it; scripts/bundle.mjs
 * bundles it on its own as `helper-worker/index.js`): the ring's (hash and gunzip) and the link
 * check's messages, each in an envelope naming its channel, go to their handler in the order they
 * came.
 */
import { parentPort } from 'node:worker_threads';
import { hashHandler } from './hash-worker.js';
import type { Channel, Envelope } from './helper-thread.js';
import { linksHandler } from './link-worker.js';

const port = parentPort;
if (!port) throw new Error('helper-worker runs only as a worker thread');

/** Posts on `channel`. */
const sender =
  (channel: Channel) =>
  (message: unknown, transfer: ArrayBuffer[] = []): void =>
    port.postMessage({ channel, message } satisfies Envelope, transfer);

const handlers: Record<Channel, (message: never) => void> = {
  hash: hashHandler(sender('hash')),
  links: linksHandler(sender('links')),
};

port.on('message', (envelope: Envelope<never>) => handlers[envelope.channel](envelope.message));
