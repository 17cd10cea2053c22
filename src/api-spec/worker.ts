/**
 * The comparison's worker thread: takes one {@link CompareJob} as its `workerData`, posts the
 * {@link SpecComparison} back and ends. Its own bundle (scripts/bundle.mjs builds
 * `api-spec-worker/index.js` beside the main one), started by ./thread.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { compareSpecTexts, type CompareJob } from './compare.js';

parentPort?.postMessage(compareSpecTexts(workerData as CompareJob));
