/**
 * `mode: preview` on a pull request that was merged or closed: the preview ends. The platform has
 * no way to delete a preview, so nothing is sent to it; on GitHub, every deployment this action
 * created for the pull request (its payload names the `comment-key` and the PR, and the token's
 * own account created it) gets an `inactive` status, and the sticky preview comment, when there
 * is one of ours, says the pull request was merged or closed and the preview no longer updated.
 * Like the rest of the preview's GitHub side, each write is best effort: a refusal is a warning.
 */
import * as core from '../../log.js';
import { Output } from '../../constants.js';
import { deploymentDescription, deploymentUrl, setOutput, summaryText } from '../../guard.js';
import {
  findPreviewDeployments,
  setDeploymentStatus,
  type PreviewDeployment,
} from '../../github/deployments.js';
import { createOctokit, githubErrorText, statusOf, type Octokit } from '../../github/octokit.js';
import {
  buildStickyBody,
  readTokenIdentity,
  updateStickyCommentIfPresent,
  type TokenIdentity,
} from '../../github/sticky-comment.js';
import type { PreviewInputs } from './inputs.js';
import { jobSummaryUrl } from '../shared/job-summary.js';
import { writeJobSummary } from '../shared/job-summary.js';
import {
  renderPreviewEndedComment,
  renderPreviewEndedSummary,
  type PreviewEndReport,
} from './report.js';
import { safeUrl } from '../../util/sanitize.js';
import { withDeadline } from '../../util/abort.js';
import type { ModeContext, ModeResult } from '../types.js';

/** What the deployments part found and did. */
interface Deactivation {
  checked: boolean;
  deactivated: number;
  alreadyInactive: number;
  lastPreviewUrl: string;
}

/** Ends the previews of the closed pull request in `ctx.inputs.closed`. */
export async function endPreview(ctx: ModeContext<PreviewInputs>): Promise<ModeResult> {
  const { inputs } = ctx;
  const merged = inputs.closed?.merged === true;
  const pr = inputs.pullNumber !== undefined ? `PR #${inputs.pullNumber}` : 'The pull request';
  core.info(
    `${pr} was ${merged ? 'merged' : 'closed'}: ending its docs preview. Nothing is sent to the platform.`,
  );
  const signal = withDeadline(ctx.signal, ctx.deadline);
  const wanted = inputs.comment || inputs.deployment;
  const octokit =
    inputs.githubToken && wanted
      ? createOctokit(inputs.githubToken, inputs.runner, { deadline: ctx.deadline })
      : undefined;
  if (!octokit && wanted) {
    core.warning(
      'The preview comment and deployments were left as they are: `github-token` is empty. Pass `github-token: ${{ github.token }}` (the default) with `pull-requests: write` and `deployments: write`.',
    );
  }
  const identity = octokit ? await readTokenIdentity(octokit, signal) : null;
  if (octokit && !identity) {
    core.warning(
      'Could not tell which account the `github-token` writes as (GraphQL `viewer` unreadable), so no deployment or comment is touched: only those this account created may be.',
    );
  }

  const deployments: Deactivation =
    octokit && identity && inputs.deployment && inputs.pullNumber !== undefined
      ? await deactivate(ctx, octokit, identity, merged, signal)
      : { checked: false, deactivated: 0, alreadyInactive: 0, lastPreviewUrl: '' };
  const report: PreviewEndReport = {
    pullNumber: inputs.pullNumber,
    merged,
    branch: inputs.branch,
    environment: inputs.environment,
    lastPreviewUrl: deployments.lastPreviewUrl,
    deactivated: deployments.deactivated,
    alreadyInactive: deployments.alreadyInactive,
    deploymentsChecked: deployments.checked,
    comment: 'not-checked',
    ...(jobSummaryUrl(inputs.runner) ? { runUrl: jobSummaryUrl(inputs.runner) } : {}),
  };
  const comment =
    octokit && identity && inputs.comment && inputs.pullNumber !== undefined
      ? await updateComment(ctx, octokit, identity, report, signal)
      : 'not-checked';
  await writeJobSummary(summaryText(renderPreviewEndedSummary({ ...report, comment })));
  return { outcome: 'success' };
}

/** Marks every preview deployment of the PR inactive; one warning when GitHub refuses. */
async function deactivate(
  ctx: ModeContext<PreviewInputs>,
  octokit: Octokit,
  identity: TokenIdentity,
  merged: boolean,
  signal: AbortSignal,
): Promise<Deactivation> {
  const { inputs } = ctx;
  const { runner } = inputs;
  const done: Deactivation = {
    checked: false,
    deactivated: 0,
    alreadyInactive: 0,
    lastPreviewUrl: '',
  };
  let found: PreviewDeployment[];
  try {
    found = await findPreviewDeployments(octokit, {
      owner: runner.owner,
      repo: runner.repo,
      environment: inputs.environment,
      key: inputs.commentKey,
      pullNumber: inputs.pullNumber ?? 0,
      identity,
      signal,
    });
  } catch (err) {
    core.warning(`Could not list the preview deployments: ${githubErrorText(err)}.`);
    return done;
  }
  done.checked = true;
  done.lastPreviewUrl = found.find((d) => safeUrl(d.environmentUrl))?.environmentUrl ?? '';
  const logUrl = jobSummaryUrl(runner);
  for (const deployment of found) {
    if (deployment.state === 'inactive') {
      done.alreadyInactive++;
      continue;
    }
    try {
      await setDeploymentStatus(octokit, {
        owner: runner.owner,
        repo: runner.repo,
        deploymentId: deployment.id,
        state: 'inactive',
        description: deploymentDescription(
          `Pull request ${merged ? 'merged' : 'closed'}: the preview is no longer updated`,
        ),
        logUrl: deploymentUrl(logUrl),
        signal,
      });
      done.deactivated++;
      core.info(`Deployment ${deployment.id}: inactive.`);
    } catch (err) {
      core.warning(
        statusOf(err) === 403
          ? "Could not mark the preview deployments inactive (HTTP 403): the token needs `deployments: write`. Add it to the job's `permissions:`."
          : `Could not mark deployment ${deployment.id} inactive: ${githubErrorText(err)}.`,
      );
      break;
    }
  }
  core.info(
    `Preview deployments of PR #${inputs.pullNumber} in ${inputs.environment}: ${done.deactivated} marked inactive, ${done.alreadyInactive} already inactive.`,
  );
  return done;
}

/** Updates our preview comment, when there is one, to say the preview ended. */
async function updateComment(
  ctx: ModeContext<PreviewInputs>,
  octokit: Octokit,
  identity: TokenIdentity,
  report: PreviewEndReport,
  signal: AbortSignal,
): Promise<PreviewEndReport['comment']> {
  const { inputs } = ctx;
  const rendered = renderPreviewEndedComment(report);
  try {
    const result = await updateStickyCommentIfPresent(octokit, {
      owner: inputs.runner.owner,
      repo: inputs.runner.repo,
      issueNumber: inputs.pullNumber ?? 0,
      key: inputs.commentKey,
      kind: 'preview',
      body: buildStickyBody(inputs.commentKey, rendered.content, rendered.footer, 'preview'),
      identity,
      signal,
    });
    if (!result) {
      core.info(`No preview comment of ours on PR #${inputs.pullNumber}: nothing to update.`);
      return 'none';
    }
    setOutput(Output.CommentId, String(result.id));
    return result.action === 'unchanged' ? 'unchanged' : 'updated';
  } catch (err) {
    core.warning(
      statusOf(err) === 403
        ? `Could not update the preview comment on PR #${inputs.pullNumber} (HTTP 403): the token needs \`pull-requests: write\`. Add it to the job's \`permissions:\`.`
        : `Could not update the preview comment on PR #${inputs.pullNumber}: ${githubErrorText(err)}.`,
    );
    return 'not-checked';
  }
}
