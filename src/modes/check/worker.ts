/**
 * The check's parser thread: answers each {@link ParseJob} it is sent with its
 * {@link ParseResult}, tagged with the job's id, until the pool ends it. Its own bundle
 * (scripts/bundle.mjs builds `check-worker/index.js` beside the main one), so the vendor's parsers
 * never load in the action's entry chunk; started by ./pool.ts.
 */
import { parentPort } from 'node:worker_threads';
import type { ParseJob } from './model.js';
import { parseJob } from './parse.js';

parentPort?.on('message', (message: { id: number; job: ParseJob }) => {
  void parseJob(message.job).then((result) => parentPort?.postMessage({ id: message.id, result }));
});
