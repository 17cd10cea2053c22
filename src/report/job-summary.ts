/** Writes the job summary: markdown the guard let through (`summaryText`), nothing else. */
import { summary } from '@actions/core';
import type { SafeText } from '../guard.js';
import * as core from '../log.js';
import { redact } from '../secrets.js';

/**
 * Appends `markdown` to the job summary (GITHUB_STEP_SUMMARY). The guard's `summaryText` has
 * scrubbed every known secret and kept it under GitHub's 1 MiB. Does nothing, with a debug line,
 * outside a runner.
 *
 * Best-effort in every mode: the summary reports work already done (outputs set, bundle
 * published), so failing to write it is a warning, never the step's failure. Never throws.
 */
export async function writeJobSummary(markdown: SafeText<'summary'>): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.debug('GITHUB_STEP_SUMMARY is not set: no job summary written.');
    return;
  }
  try {
    await summary.addRaw(markdown, true).write();
  } catch (err) {
    // Whatever was buffered must not leak into a later write.
    summary.emptyBuffer();
    core.warning(
      `Could not write the job summary (the step's result stands; its outputs are set): ${redact(
        err instanceof Error ? err.message : String(err),
      )}`,
    );
  }
}
