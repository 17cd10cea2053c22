/** Writes the job summary: one place that redacts secrets before anything reaches the file. */
import { summary } from '@actions/core';
import * as core from '../log.js';
import { redact } from '../secrets.js';

/**
 * Appends `markdown` to the job summary (GITHUB_STEP_SUMMARY), with every known secret and any
 * presigned query removed. Does nothing, with a debug line, outside a runner.
 */
export async function writeJobSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.debug('GITHUB_STEP_SUMMARY is not set: no job summary written.');
    return;
  }
  await summary.addRaw(redact(markdown), true).write();
}
