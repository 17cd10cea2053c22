/**
 * The GitHub side of `mode: health`, in the mode's words: who the token writes as, our issue
 * (found before any analytics request, so a token that cannot read issues costs no budget), and
 * the write, with a 403 that names the permission to add.
 */
import * as core from '../../log.js';
import { githubErrorText, statusOf, type Octokit } from '../../github/octokit.js';
import {
  findReportIssue,
  writeReportIssue,
  type IssueWriteResult,
  type ReportIssue,
} from '../../github/report-issue.js';
import { readTokenIdentity } from '../../github/sticky-comment.js';
import type { SafeText } from '../../safe-text.js';
import { withDeadline } from '../../util/abort.js';
import type { ModeContext, ModeResult } from '../types.js';
import type { HealthInputs } from './inputs.js';

/** A step that cannot go on, in plain words. */
export type Stop = ModeResult & { readonly message: string };

/** What the fix of a refused issue request is. */
const PERMISSION_HINT =
  'the token needs `issues: write`. Add `permissions: issues: write` to the job (and keep `github-token` at its default, `${{ github.token }}`).';

/** Our issue of this project's report (newest, open or closed), or why it cannot be looked for. */
export async function findHealthIssue(
  ctx: ModeContext<HealthInputs>,
  octokit: Octokit,
  label: SafeText<'issue'>,
): Promise<{ issue: ReportIssue | undefined } | Stop> {
  const { inputs } = ctx;
  const signal = withDeadline(ctx.signal, ctx.deadline);
  try {
    const identity = await readTokenIdentity(octokit, signal);
    if (!identity) {
      return {
        outcome: 'failure',
        message:
          'Could not tell which account the `github-token` writes as (GraphQL `viewer` unreadable), so no issue can be proven ours: none was written or edited. Check that the GitHub API is reachable and the token is valid.',
      };
    }
    core.info(`Looking for the docs-health issue labelled "${label}" opened by ${identity.login}…`);
    const issue = await findReportIssue(octokit, {
      owner: inputs.runner.owner,
      repo: inputs.runner.repo,
      key: inputs.projectId,
      label,
      identity,
      signal,
    });
    core.info(
      issue
        ? `Found the issue #${issue.number} (${issue.state}).`
        : 'No docs-health issue of ours yet: this run opens one.',
    );
    return { issue };
  } catch (err) {
    return githubStop(ctx, err, "list the repository's issues to find the docs-health issue");
  }
}

/** Creates or edits the issue; a refusal or a failure ends the step with the reason. */
export async function writeHealthIssue(
  ctx: ModeContext<HealthInputs>,
  octokit: Octokit,
  current: ReportIssue | undefined,
  write: { title: SafeText<'issue'>; label: SafeText<'issue'>; body: SafeText<'issue'> },
): Promise<IssueWriteResult | Stop> {
  const { runner } = ctx.inputs;
  try {
    return await writeReportIssue(
      octokit,
      {
        owner: runner.owner,
        repo: runner.repo,
        ...write,
        signal: withDeadline(ctx.signal, ctx.deadline),
      },
      current,
    );
  } catch (err) {
    const what = current?.state === 'open' ? `edit the issue #${current.number}` : 'open the issue';
    return githubStop(ctx, err, `${what} (the docs-health report)`);
  }
}

/** A GitHub error as the step's end: permission, time, or what GitHub said. */
function githubStop(ctx: ModeContext, err: unknown, what: string): Stop {
  if (ctx.signal.aborted) throw ctx.signal.reason;
  const status = statusOf(err);
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
    return { outcome: 'timeout', message: `Timed out trying to ${what} (the \`timeout\` input).` };
  }
  if (status === 403 || status === 401) {
    return {
      outcome: 'failure',
      message: `Could not ${what} (HTTP ${status}): ${status === 401 ? 'the token was refused: check `github-token`.' : PERMISSION_HINT} GitHub said: ${githubErrorText(err)}`,
    };
  }
  return { outcome: 'failure', message: `Could not ${what}: ${githubErrorText(err)}` };
}
