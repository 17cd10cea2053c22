/**
 * `mode: preview`: asks the platform for a preview deployment of a branch, tracks it to its end
 * the way `mode: status` tracks an update, and shows it where people look: one sticky PR comment
 * (building, then ready or failed) and a GitHub Deployment whose "View deployment" opens the
 * preview. The comment and the deployment are extras: when GitHub refuses them the preview still
 * counts, with a warning that names the missing permission. When the pull request is merged or
 * closed, the preview ends instead (end.ts): no platform request at all.
 */
import * as core from '../../log.js';
import { deploymentDescription, deploymentUrl, setOutput } from '../../guard.js';
import { Output } from '../../constants.js';
import {
  createPreviewDeployment,
  setDeploymentStatus,
  type DeploymentState,
} from '../../github/deployments.js';
import { createOctokit, type Octokit } from '../../github/octokit.js';
import { listPrPages } from '../../github/pr-pages.js';
import { docsRootAt } from '../shared/site-config.js';
import { isSnippetPath } from '../../site-config/published.js';
import { githubErrorText, statusOf } from '../../github/octokit.js';
import type { PreviewInputs } from './inputs.js';
import type { UpdateStatus } from '../../platform/index.js';
import { jobSummaryUrl } from '../shared/job-summary.js';
import { commentWanted, writePrComment } from '../shared/pr-comment.js';
import {
  renderForkSkippedSummary,
  renderPreviewComment,
  renderPreviewSummary,
  type PreviewReport,
  type PreviewState,
} from './report.js';
import { closePlatformClient } from '../../platform/close.js';
import { createPlatformClient } from '../shared/platform-client.js';
import { endPreview } from './end.js';
import {
  trackerFor,
  writeOutputs,
  writeSummary,
  type UpdateTracker,
} from '../shared/track-update.js';
import { logText, oneLine } from '../../util/text.js';
import { withDeadline } from '../../util/abort.js';
import type { ModeContext, ModeResult, ModeRunner } from '../types.js';

/**
 * The last comment and deployment writes after the run ended, was cancelled or timed out: the
 * run's own signal may be spent, and the runner kills a cancelled step a few seconds later.
 */
const FINAL_WRITE_MS = 4_000;

/** Runs `mode: preview`. */
export const runPreview: ModeRunner<PreviewInputs> = async (ctx) => {
  const { inputs } = ctx;
  if (inputs.fork) {
    core.notice(
      `No docs preview: ${inputs.pullNumber !== undefined ? `PR #${inputs.pullNumber}` : 'this pull request'} comes from a fork. Its branch is not in this repository, so the platform cannot build it, and GitHub gives this workflow no secrets; no request was sent.`,
      { title: 'Docs preview skipped for a fork' },
    );
    await writeSummary(renderForkSkippedSummary(inputs.pullNumber));
    return { outcome: 'skipped' };
  }
  if (inputs.closed) return endPreview(ctx);

  const started = Date.now();
  const client = createPlatformClient(ctx);
  const tracker = trackerFor(ctx, 'Docs preview', started);
  const github = new PreviewGitHub(ctx);
  // The pages to link once the preview is ready, listed before it starts (a few GitHub requests
  // within the run's deadline); a failed listing loses only the links.
  const pages = await github.changedPages(withDeadline(ctx.signal, ctx.deadline));
  let statusId = '';
  let previewUrl = '';

  try {
    const preview = await client.startPreview(inputs.projectId, inputs.branch);
    statusId = preview.statusId;
    previewUrl = preview.previewUrl;
    setOutput(Output.StatusId, statusId);
    setOutput(Output.PreviewUrl, previewUrl);
    core.info(
      `Started a docs preview of branch ${logText(inputs.branch, 255)} (project ${inputs.projectId}): status id ${logText(statusId, 200)}${
        previewUrl ? `, preview at ${logText(previewUrl, 500)}` : ''
      }.`,
    );
    if (!previewUrl) {
      core.warning(
        'The platform returned no `previewUrl` for this preview, so the comment and the deployment have no link; the `preview-url` output is empty.',
      );
    }
    await github.show(report('building'), withDeadline(ctx.signal, ctx.deadline));

    const tracked = await tracker.track(client, statusId);
    if (!tracked.done) return tracker.timeoutResult(statusId);
    return decide(tracked.value, statusId, inputs.branch);
  } catch (err) {
    return tracker.settle(err, statusId);
  } finally {
    const state = stateOf(tracker);
    writeOutputs(tracker.last);
    if (statusId && state !== 'building') {
      await github.show(report(state), AbortSignal.timeout(FINAL_WRITE_MS));
    }
    github.writeOutputs();
    await writeSummary(renderPreviewSummary(report(state), Date.now() - started, inputs.headSha));
    await closePlatformClient(client, ctx.signal);
  }

  /** The report of the preview in `state`, from what is known now. */
  function report(state: PreviewState): PreviewReport {
    const { runner } = inputs;
    const runUrl = jobSummaryUrl(runner);
    return {
      state,
      branch: inputs.branch,
      headSha: inputs.headSha,
      previewUrl,
      statusId,
      ...(tracker.last ? { update: tracker.last } : {}),
      serverUrl: runner.serverUrl,
      owner: runner.owner,
      repo: runner.repo,
      ...(runUrl ? { runUrl } : {}),
      timeoutMs: inputs.timeoutMs,
      ...(tracker.errorMessage !== undefined ? { errorMessage: tracker.errorMessage } : {}),
      ...(pages ? { pages } : {}),
    };
  }
};

/** Where the preview stands once tracking is over. */
function stateOf(tracker: UpdateTracker): PreviewState {
  switch (tracker.ending) {
    case 'timeout':
    case 'cancelled':
    case 'error':
      return tracker.ending;
    case 'final':
      break;
  }
  const status = tracker.last?.status;
  if (status === 'success') return 'success';
  if (status === 'failure') return 'failure';
  // `wait: false`, or the start request failed: nothing changed since "building".
  return 'building';
}

/** Turns the preview's last status into the step's result, as `mode: status` does for updates. */
function decide(update: UpdateStatus, statusId: string, branch: string): ModeResult {
  const id = oneLine(statusId, 200);
  if (update.status === 'success') {
    core.info(`Docs preview ${id} of branch ${logText(branch, 255)} is ready.`);
    return { outcome: 'success' };
  }
  if (update.status === 'failure') {
    const summary = logText(update.summary, 500) || 'the platform gave no summary';
    core.error(`Docs preview ${id} of branch ${logText(branch, 255)} failed: ${summary}`, {
      title: 'Mintlify docs preview failed',
    });
    return {
      outcome: 'failure',
      message: `Docs preview ${id} ended with status failure (its summary is in the annotation above); the job summary and the PR comment show the end of its build log.`,
    };
  }
  core.info(
    `Docs preview ${id} is ${logText(update.status, 60) || '(empty)'}; not waiting for it (\`wait: false\`). The comment and the deployment stay at "building".`,
  );
  return { outcome: 'success' };
}

/** The deployment state and description each ending of the preview gets. */
const DEPLOYMENT: Readonly<Record<PreviewState, { state: DeploymentState; text: string }>> = {
  building: { state: 'in_progress', text: 'Building the docs preview' },
  success: { state: 'success', text: 'Docs preview ready' },
  failure: { state: 'failure', text: 'Docs preview build failed' },
  timeout: {
    state: 'failure',
    text: 'Timed out waiting for the docs preview; it may still finish',
  },
  cancelled: { state: 'inactive', text: 'Cancelled: the workflow run was cancelled' },
  error: { state: 'error', text: 'The docs preview status could not be read' },
};

/**
 * The preview's GitHub side: the sticky comment and the deployment. Each write is best effort: a
 * refusal turns into one warning and stops further writes of that kind.
 */
class PreviewGitHub {
  private readonly octokit: Octokit | undefined;
  private commentOn: boolean;
  private deploymentOn: boolean;
  private commentId: number | undefined;
  private deploymentId: number | undefined;

  constructor(private readonly ctx: ModeContext<PreviewInputs>) {
    const { inputs } = ctx;
    const wantComment = commentWanted(inputs.comment, inputs.runner, inputs.pullNumber);
    const wantDeployment = inputs.deployment;
    this.octokit =
      inputs.githubToken && (wantComment || wantDeployment)
        ? // Late attempts allowed: the final comment and deployment status go out after a timeout.
          createOctokit(inputs.githubToken, inputs.runner, {
            deadline: ctx.deadline,
            refuseLateAttempts: false,
          })
        : undefined;
    if (!this.octokit && (wantComment || wantDeployment)) {
      core.warning(
        'No PR comment and no deployment: `github-token` is empty. Pass `github-token: ${{ github.token }}` (the default) with `pull-requests: write` and `deployments: write`.',
      );
    }
    this.commentOn = wantComment && this.octokit !== undefined;
    this.deploymentOn = wantDeployment && this.octokit !== undefined;
  }

  /**
   * The page paths the pull request adds, changes or renames to (not removed pages, not other
   * files), for links in the comment; undefined without a comment to show them in, or when the
   * files cannot be listed (one warning: the preview itself is not affected).
   */
  async changedPages(signal: AbortSignal): Promise<readonly string[] | undefined> {
    const { inputs } = this.ctx;
    // Links show once the preview is ready: not waiting for it (`wait: false`), none would.
    if (!this.commentOn || !this.octokit || inputs.pullNumber === undefined || !inputs.wait) {
      return undefined;
    }
    try {
      const listed = await listPrPages(this.octokit, {
        owner: inputs.runner.owner,
        repo: inputs.runner.repo,
        pullNumber: inputs.pullNumber,
        docsRoot: await docsRootAt(
          { octokit: this.octokit, runner: inputs.runner, signal, deadline: this.ctx.deadline },
          inputs.headSha,
          inputs.docsRoot,
        ),
        signal,
      });
      // A snippet is no page: its link would be a 404 (docs-root relative, as the pages are).
      return listed.live.filter((page) => !isSnippetPath(page));
    } catch (err) {
      if (this.ctx.signal.aborted) throw this.ctx.signal.reason;
      core.warning(
        `The preview comment will not link the changed pages: the files of PR #${inputs.pullNumber} could not be listed: ${githubErrorText(err)}. The preview itself is not affected.`,
      );
      return undefined;
    }
  }

  /** Shows `report` in the comment and the deployment, both at once. */
  async show(report: PreviewReport, signal: AbortSignal): Promise<void> {
    await Promise.all([this.comment(report, signal), this.deploy(report, signal)]);
  }

  /** Sets the `comment-id` and `deployment-id` outputs. */
  writeOutputs(): void {
    if (this.commentId !== undefined) setOutput(Output.CommentId, String(this.commentId));
    if (this.deploymentId !== undefined) {
      setOutput(Output.DeploymentId, String(this.deploymentId));
    }
  }

  private async comment(report: PreviewReport, signal: AbortSignal): Promise<void> {
    const { inputs } = this.ctx;
    if (!this.commentOn || !this.octokit || inputs.pullNumber === undefined) return;
    const written = await writePrComment({
      octokit: this.octokit,
      runner: inputs.runner,
      prNumber: inputs.pullNumber,
      key: inputs.commentKey,
      kind: 'preview',
      text: renderPreviewComment(report),
      signal,
    });
    if (written.ok) {
      this.commentId = written.id;
      return;
    }
    if (written.aborted) {
      // Cut short by a cancellation or the deadline: the final write still gets its turn.
      core.info(
        `The preview comment on PR #${inputs.pullNumber} was not written: ${written.error}`,
      );
      return;
    }
    this.commentOn = false;
    core.warning(
      written.refused === 403
        ? `Could not write the preview comment on PR #${inputs.pullNumber} (HTTP 403): the token needs \`pull-requests: write\`. Add it to the job's \`permissions:\`. The preview itself is not affected.`
        : `Could not write the preview comment on PR #${inputs.pullNumber}: ${written.error}. The preview itself is not affected.`,
    );
  }

  private async deploy(report: PreviewReport, signal: AbortSignal): Promise<void> {
    const { inputs } = this.ctx;
    const { runner } = inputs;
    if (!this.deploymentOn || !this.octokit) return;
    const target = DEPLOYMENT[report.state];
    const logUrl = jobSummaryUrl(runner);
    try {
      if (this.deploymentId === undefined) {
        if (report.state !== 'building') return; // nothing was deployed
        this.deploymentId = await createPreviewDeployment(this.octokit, {
          owner: runner.owner,
          repo: runner.repo,
          sha: inputs.headSha,
          environment: inputs.environment,
          description: deploymentDescription(`Docs preview of ${inputs.branch}`),
          key: inputs.commentKey,
          ...(inputs.pullNumber !== undefined ? { pullNumber: inputs.pullNumber } : {}),
          signal,
        });
        core.info(
          `Created deployment ${this.deploymentId} of ${inputs.headSha.slice(0, 7)} in environment ${logText(inputs.environment, 100)}.`,
        );
      }
      await setDeploymentStatus(this.octokit, {
        owner: runner.owner,
        repo: runner.repo,
        deploymentId: this.deploymentId,
        state: target.state,
        description: deploymentDescription(target.text),
        logUrl: deploymentUrl(logUrl),
        // Outside text: only an http(s) link may sit behind "View deployment".
        environmentUrl: report.state === 'success' ? deploymentUrl(report.previewUrl) : undefined,
        signal,
      });
      core.info(`Deployment ${this.deploymentId}: ${target.state}.`);
    } catch (err) {
      if (signal.aborted) {
        core.info(`The deployment was not updated: ${githubErrorText(err)}`);
        return;
      }
      this.deploymentOn = false;
      const status = statusOf(err);
      core.warning(
        status === 403
          ? "Could not record the preview as a GitHub Deployment (HTTP 403): the token needs `deployments: write`. Add it to the job's `permissions:`, or set `deployment: false`. The preview itself is not affected."
          : `Could not record the preview as a GitHub Deployment: ${githubErrorText(err)}. The preview itself is not affected.`,
      );
    }
  }
}
