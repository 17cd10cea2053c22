/**
 * The pull request side of `mode: feedback`: the PR's changed pages (the report's first section)
 * and the sticky comment, with the shared PR-comment rules (modes/shared/pr-comment.ts). A comment
 * GitHub refuses only warns; any other failure to write it fails the step.
 */
import * as core from '../../log.js';
import { setOutput } from '../../guard.js';
import { Output } from '../../constants.js';
import { githubErrorText, type Octokit } from '../../github/octokit.js';
import { listPrPages, type PrPages } from '../../github/pr-pages.js';
import { isSnippetPath } from '../../site-config/published.js';
import { isForkPr } from '../../inputs/runner.js';
import { withDeadline } from '../../util/abort.js';
import { writeCaution } from '../shared/job-summary.js';
import { commentWanted, noteNoComment, writePrComment } from '../shared/pr-comment.js';
import type { ModeContext, ModeResult } from '../types.js';
import { renderFeedbackComment } from './report.js';
import type { FeedbackInputs } from './inputs.js';
import type { FeedbackReportInput, PrInfo } from './model.js';

/** The sticky comment, when this run is for a PR that can take one; otherwise why not. */
export async function commentOnPr(
  ctx: ModeContext<FeedbackInputs>,
  octokit: Octokit | undefined,
  prNumber: number | undefined,
  report: FeedbackReportInput,
): Promise<ModeResult> {
  const { inputs } = ctx;
  const { runner } = inputs;
  if (!commentWanted(inputs.comment, runner, prNumber)) return { outcome: 'success' };
  if (!octokit) {
    core.warning(
      'No PR comment: `github-token` is empty. Pass `github-token: ${{ github.token }}` (the default) or another token with `pull-requests: write`.',
    );
    return { outcome: 'success' };
  }
  if (runner.eventName === 'pull_request' && isForkPr(runner)) {
    core.warning(forkWarning(prNumber));
    await noteNoComment(
      `PR #${prNumber} comes from a fork, so this workflow's token is read-only.`,
    );
    return { outcome: 'success' };
  }
  return writeComment(ctx, octokit, prNumber, report);
}

/** Lists the PR's changed files and maps them to pages; a failure only loses the PR section. */
export async function readPrPages(
  ctx: ModeContext<FeedbackInputs>,
  octokit: Octokit | undefined,
  prNumber: number,
  docsRoot: string,
): Promise<Partial<PrPages> & { pr: PrInfo; pages: readonly string[] }> {
  const { runner } = ctx.inputs;
  if (!octokit) {
    const error = '`github-token` is empty';
    core.warning(`Cannot list the files of PR #${prNumber}: ${error}.`);
    return { pr: { number: prNumber, docsRoot, error }, pages: [] };
  }
  try {
    const all = await listPrPages(octokit, {
      owner: runner.owner,
      repo: runner.repo,
      pullNumber: prNumber,
      docsRoot,
      signal: withDeadline(ctx.signal, ctx.deadline),
    });
    // A snippet (docs/snippets/…) is imported by pages, never served: not a page the PR changes.
    const listed = { ...all, pages: all.pages.filter((p) => !isSnippetPath(p)) };
    core.info(
      `PR #${prNumber} changes ${listed.fileCount} files, ${listed.pages.length} of them docs pages${
        listed.pages.length > 0 ? `: ${listed.pages.slice(0, 20).join(', ')}` : ''
      }${listed.pages.length > 20 ? ', …' : ''}.`,
    );
    return { ...listed, pr: { number: prNumber, docsRoot, fileCount: listed.fileCount } };
  } catch (err) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    const error = githubErrorText(err);
    core.warning(
      `Cannot list the files of PR #${prNumber}, so the report has no section for its pages: ${error}`,
    );
    return { pr: { number: prNumber, docsRoot, error }, pages: [] };
  }
}

/** Renders, then creates or updates the sticky comment; a read-only token only warns. */
async function writeComment(
  ctx: ModeContext<FeedbackInputs>,
  octokit: Octokit,
  prNumber: number,
  report: FeedbackReportInput,
): Promise<ModeResult> {
  const { inputs } = ctx;
  const written = await writePrComment({
    octokit,
    runner: inputs.runner,
    prNumber,
    key: inputs.commentKey,
    kind: 'feedback',
    text: renderFeedbackComment(report),
    signal: withDeadline(ctx.signal, ctx.deadline),
  });
  if (written.ok) {
    setOutput(Output.CommentId, String(written.id));
    if (written.url) core.info(`PR comment: ${written.url}`);
    return { outcome: 'success' };
  }
  if (ctx.signal.aborted) throw ctx.signal.reason;
  if (written.refused) {
    core.warning(readOnlyWarning(prNumber, written.refused, written.error));
    await noteNoComment(
      `the token may not write comments on PR #${prNumber} (HTTP ${written.refused}); see the step's warning.`,
    );
    return { outcome: 'success' };
  }
  const result: ModeResult & { message: string } = written.timeout
    ? {
        outcome: 'timeout',
        message: `Timed out writing the PR comment (the \`timeout\` input); the report is in the job summary.`,
      }
    : {
        outcome: 'failure',
        message: `Could not write the feedback comment on PR #${prNumber}: ${written.error} The report is in the job summary.`,
      };
  // The report above does not say why the step failed: this line does.
  await writeCaution(result.message);
  return result;
}

function forkWarning(prNumber: number): string {
  return (
    `No feedback comment on PR #${prNumber}: it comes from a fork, and GitHub gives \`pull_request\` ` +
    `workflows from forks a read-only token, so the comment could not be written. The full report ` +
    `is in the job summary. To comment on fork PRs, run this step from a \`pull_request_target\` ` +
    `workflow instead, with care: that event has a write token, so never check out or run the PR's ` +
    `code in it (see the README, "Forks and Dependabot").`
  );
}

function readOnlyWarning(prNumber: number, status: number, error: string): string {
  const why =
    status === 401
      ? 'the token was refused (401): check `github-token`.'
      : 'the token may not write comments here (403). A fork or Dependabot PR gets a read-only ' +
        'token; otherwise give the job `permissions: pull-requests: write`. For fork PRs, a ' +
        '`pull_request_target` workflow can comment, with care: never check out or run the ' +
        'PR\'s code in it (see the README, "Forks and Dependabot").';
  return `No feedback comment on PR #${prNumber}: ${why} GitHub said: ${error} The full report is in the job summary.`;
}
