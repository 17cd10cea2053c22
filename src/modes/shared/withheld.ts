/**
 * Runs GitHub starts without the repository's secrets (a fork's `pull_request`, a Dependabot pull
 * request or push) reach the action with an empty `admin-key`. Every mode needs the key, so such
 * a run is skipped: outcome `skipped`, a notice and a job summary that say why and how to run the
 * step there, exit code 0, and no request sent. Which runs these are: src/inputs/runner.ts.
 */
import * as core from '../../log.js';
import { summaryText } from '../../guard.js';
import { pullRequestOf, type RunnerContext, type SecretsWithheld } from '../../inputs/runner.js';
import type { Mode } from '../../constants.js';
import { troubleshootingUrl } from './failure.js';
import { writeJobSummary } from './job-summary.js';

/** The troubleshooting entry that says how to run the step on these runs. */
const ANCHOR = 'skipped-github-gave-this-run-no-secrets';

/** Why the run has no key, and how to give the step one there. */
export function withheldText(
  reason: SecretsWithheld,
  prNumber: number | undefined,
): { why: string; how: string } {
  const pr = prNumber !== undefined ? `pull request #${prNumber}` : 'this pull request';
  if (reason === 'fork') {
    return {
      why: `${pr} comes from a fork, and GitHub gives a fork's \`pull_request\` runs no secrets, so \`admin-key\` is empty.`,
      how: "To run the step for a fork's pull requests, run it from a workflow a maintainer starts after reading the pull request, for example on `pull_request_target` gated on a label, in a job that never checks out or runs the pull request's code.",
    };
  }
  return {
    why: 'Dependabot started this run, and GitHub gives its runs only Dependabot secrets, so `admin-key` is empty.',
    how: 'To run the step for Dependabot, add the key as a Dependabot secret of the same name (Settings → Secrets and variables → Dependabot).',
  };
}

/**
 * Skips the step of a run GitHub gave no secrets: a notice and a job summary, nothing sent.
 *
 * @returns the outcome, `skipped`
 */
export async function skipWithoutSecrets(
  mode: Mode,
  reason: SecretsWithheld,
  runner: RunnerContext,
): Promise<'skipped'> {
  const { why, how } = withheldText(reason, pullRequestOf(runner.event)?.number);
  core.notice(`\`mode: ${mode}\` skipped: ${why} No request was sent. ${how}`, {
    title: `Docs ${mode} skipped: no secrets`,
  });
  const docs = troubleshootingUrl(process.env, ANCHOR);
  const more = docs ? `\n\nMore: [troubleshooting](${docs}).` : '';
  await writeJobSummary(
    summaryText(
      `## ⏭️ \`mode: ${mode}\` skipped\n\n${why} No request was sent.\n\n${how}${more}\n`,
    ),
  );
  return 'skipped';
}
