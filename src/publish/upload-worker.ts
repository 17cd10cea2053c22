/**
 * Entry of the Pages artifact upload's thread (publish/upload-thread.ts starts it; scripts/bundle.mjs
 * bundles it on its own as `upload-worker/index.js`): one upload with the real @actions/artifact
 * client, answered with its response or the cause chain of its error.
 */
import { DefaultArtifactClient } from '@actions/artifact';
import { parentPort, workerData } from 'node:worker_threads';
import { chainOf } from './thread-errors.js';
import type { UploadAnswer, UploadRequest } from './upload-thread.js';

const port = parentPort;
if (!port) throw new Error('upload-worker runs only as a worker thread');
const { name, files, root, options } = workerData as UploadRequest;

new DefaultArtifactClient().uploadArtifact(name, files, root, options).then(
  (response) => port.postMessage({ response } satisfies UploadAnswer),
  (err: unknown) => port.postMessage({ error: chainOf(err) } satisfies UploadAnswer),
);
