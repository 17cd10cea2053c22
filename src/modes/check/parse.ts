/** One job for the vendor's parsers, whichever it is (the parser thread's one entry point). */
import { compilePage } from './compile.js';
import { checkDocsJson } from './docs-json.js';
import type { ParseJob, ParseResult } from './model.js';

/** Runs `job` through the parser it needs. Never throws. */
export function parseJob(job: ParseJob): Promise<ParseResult> {
  return job.kind === 'page' ? compilePage(job) : checkDocsJson(job);
}
