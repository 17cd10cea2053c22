/**
 * Deploys an uploaded Pages artifact the way actions/deploy-pages does: an OIDC token from
 * `core.getIDToken()` (no audience, as deploy-pages asks for it), `POST
 * /repos/{owner}/{repo}/pages/deployments` with `{artifact_id, pages_build_version, oidc_token}`,
 * then the deployment's status until it succeeds or fails, within the step's deadline. On a
 * timeout and on cancellation (SIGINT/SIGTERM) the deployment is cancelled, so a half-made
 * deployment never lingers as "in progress".
 *
 * Status values follow GitHub's documentation and deploy-pages' handling of them:
 * - `succeed` is success;
 * - `deployment_failed`, `deployment_content_failed`, `deployment_cancelled` and
 *   `deployment_lost` are final failures;
 * - `deployment_attempt_error` (and the client-side `unknown_status` / `not_found`) are
 *   temporary: GitHub retries by itself, so polling goes on with a warning;
 * - everything else (`deployment_queued`, `deployment_in_progress`, `syncing_files`,
 *   `finished_file_sync`, `updating_pages`, `purging_cdn`, and any value added later) is progress.
 * A status request that fails is retried with a growing pause; ten failures in a row end the
 * wait (deploy-pages' `error_count` default), and the deployment is cancelled.
 *
 * Every error users hit is answered by name: no OIDC token → `permissions: id-token: write`;
 * 403 → `pages: write`; 404 → Pages not enabled or its source not "GitHub Actions" (with the link
 * to the settings); a 400 about branches or environments → run the job in the `github-pages`
 * environment and allow the branch there.
 */
import { getIDToken } from '@actions/core';
import * as core from '../log.js';
import { ActionError, TimeoutError } from '../errors.js';
import { statusOf, type Octokit } from '../github/octokit.js';
import { addSecret } from '../secrets.js';
import { pollUntil, type PollResult } from '../util/poll.js';
import { errorText, withDeadline } from '../util/abort.js';
import { oneLine } from '../util/text.js';
import { backoffCeiling } from '../util/timing.js';

/** The deployment succeeded. */
const SUCCEEDED = 'succeed';

/** Final failures, with what they mean (deploy-pages' wording, made actionable). */
export const FINAL_FAILURES: Readonly<Record<string, string>> = {
  deployment_failed:
    'GitHub Pages reported the deployment as failed. This is usually on GitHub’s side: check ' +
    'https://www.githubstatus.com and re-run the job.',
  deployment_content_failed:
    'GitHub Pages could not deploy the artifact’s content. It must hold no hard links or ' +
    'symbolic links and be smaller than 10 GB.',
  deployment_cancelled:
    'The deployment was cancelled on GitHub’s side (by hand, or by a newer deployment).',
  deployment_lost: 'GitHub Pages lost track of the deployment. Re-run the job.',
};

/** Temporary statuses: GitHub retries by itself, so polling continues. */
export const TRANSIENT_STATUSES: Readonly<Record<string, string>> = {
  deployment_attempt_error:
    'The deployment attempt failed temporarily; GitHub Pages retries it by itself.',
  unknown_status: 'GitHub Pages could not tell the deployment’s status yet.',
  not_found: 'GitHub Pages does not know the deployment yet.',
};

/** Status requests that may fail in a row before the wait ends (deploy-pages' `error_count`). */
const MAX_STATUS_ERRORS = 10;
/** Longest single request; the overall deadline can cut it shorter. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Time the cancel request gets after a timeout or a signal (main exits 5 s after a signal). */
const CANCEL_TIMEOUT_MS = 4_000;

/** Where the workflow's permissions and environment are set up; the README has the example. */
const PERMISSIONS_HINT =
  'The deploying job needs `permissions: { pages: write, id-token: write }` and ' +
  '`environment: github-pages`.';

/** The repository a deployment is for. */
export interface PagesRepo {
  /** Authenticated client for this repository's API. */
  octokit: Octokit;
  /** Repository owner. */
  owner: string;
  /** Repository name. */
  repo: string;
  /** GITHUB_SERVER_URL, for the settings link. */
  serverUrl: string;
}

/**
 * Asks the runner for an OIDC token for the Pages API and masks it. A runner gives none unless
 * the job has `permissions: id-token: write` (the request URL is then missing altogether).
 */
export async function getPagesIdToken(
  getIdToken: () => Promise<string> = () => getIDToken(),
): Promise<string> {
  let token: string;
  try {
    token = await getIdToken();
  } catch (err) {
    throw new ActionError(
      `GitHub Actions gave no OIDC token (${oneLine(errorText(err), 300)}), and GitHub Pages only ` +
        'accepts a deployment with one: the workflow needs `permissions: id-token: write` on the ' +
        `deploying job (with \`pages: write\`). ${PERMISSIONS_HINT} Tokens of pull requests ` +
        'from forks never get it.',
      'failure',
      { cause: err },
    );
  }
  addSecret(token);
  return token;
}

/** What the repository's Pages settings say. */
export interface PagesSite {
  /** The site's address (`https://acme.github.io/docs/`), when GitHub reported it. */
  htmlUrl: string | undefined;
  /** `workflow` when the source is "GitHub Actions", `legacy` for a branch. */
  buildType: string | undefined;
}

/**
 * Looks at the repository's Pages settings before anything is downloaded or uploaded, so that
 * Pages being off (404) or the token lacking `pages: write` (403) fail the step in seconds.
 * Other errors are only logged: the deployment request itself will tell.
 */
export async function checkPagesSite(target: PagesRepo, signal: AbortSignal): Promise<PagesSite> {
  const { octokit, owner, repo } = target;
  try {
    const response = await octokit.request('GET /repos/{owner}/{repo}/pages', {
      owner,
      repo,
      request: { signal: withDeadline(signal, Date.now() + REQUEST_TIMEOUT_MS) },
    });
    const data = response.data as { html_url?: unknown; build_type?: unknown };
    const buildType = typeof data.build_type === 'string' ? data.build_type : undefined;
    if (buildType && buildType !== 'workflow') {
      core.warning(
        `GitHub Pages of ${owner}/${repo} is set to deploy from a branch (build type ` +
          `"${oneLine(buildType, 300)}"); deployments made by a workflow need Settings → Pages → Source ` +
          `set to "GitHub Actions": ${settingsUrl(target)}. Deploying anyway.`,
      );
    }
    return {
      htmlUrl: typeof data.html_url === 'string' ? data.html_url : undefined,
      buildType,
    };
  } catch (err) {
    if (signal.aborted) throw signal.reason as Error;
    const status = statusOf(err);
    if (status === 401 || status === 403 || status === 404) throw explainApiError(err, target);
    core.info(
      `Could not read the Pages settings (${oneLine(apiMessage(err), 300)}); trying the deployment anyway.`,
    );
    return { htmlUrl: undefined, buildType: undefined };
  }
}

/** What {@link deployToPages} needs. */
export interface DeployOptions extends PagesRepo {
  /** The uploaded artifact's id, as the upload returned it. */
  artifactId: number;
  /** `pages_build_version`: the commit (GITHUB_SHA). */
  buildVersion: string;
  /** The OIDC token from {@link getPagesIdToken}. */
  idToken: string;
  /** GITHUB_REF, named in the message about branch rules. */
  ref: string;
  /** Cancellation (SIGINT/SIGTERM): the deployment is cancelled, then the reason rethrown. */
  signal: AbortSignal;
  /** Epoch ms by which the deployment must be done; past it, it is cancelled. */
  deadline: number;
  /** Minimum milliseconds between status polls (the `poll-interval` input). */
  pollIntervalMs: number | undefined;
}

/** A deployment that succeeded. */
export interface PagesDeployment {
  /** Deployment id (or the build version when GitHub returned no id). */
  id: string;
  /** The site's address. */
  pageUrl: string;
}

/** One look at the deployment. */
type Look = { kind: 'status'; status: string } | { kind: 'error'; error: unknown; inARow: number };

/**
 * Creates the deployment and waits for it. Throws an ActionError that says what to do for a
 * refused or failed deployment, a TimeoutError (outcome `timeout`) after cancelling one that did
 * not finish in time, or the signal's reason after cancelling on SIGINT/SIGTERM.
 */
export async function deployToPages(options: DeployOptions): Promise<PagesDeployment> {
  checkCanStart(options);
  const created = await createDeployment(options);
  const id = deploymentId(created, options.buildVersion);
  const pageUrl = pageUrlOf(created, options);
  core.info(`Created GitHub Pages deployment ${id} of artifact ${options.artifactId}.`);

  await new DeploymentWatch(options, id).untilSucceeded();
  core.info(`Deployed to GitHub Pages: ${pageUrl}`);
  return { id, pageUrl };
}

/** Throws the signal's reason, or a TimeoutError when the deadline has passed already. */
function checkCanStart({ signal, deadline }: DeployOptions): void {
  if (signal.aborted) throw signal.reason as Error;
  if (Date.now() >= deadline) {
    throw new TimeoutError(
      'The `timeout` ran out before the GitHub Pages deployment could start; nothing was ' +
        'deployed. Give the step a longer `timeout`.',
    );
  }
}

/** What the deployment request answers (every field optional: older GitHub versions differ). */
interface CreatedDeployment {
  id?: unknown;
  status_url?: unknown;
  page_url?: unknown;
}

/** Asks GitHub Pages to deploy the artifact; a refusal is explained by what to change. */
async function createDeployment(options: DeployOptions): Promise<CreatedDeployment> {
  const { octokit, owner, repo, signal, deadline } = options;
  try {
    const response = await octokit.request('POST /repos/{owner}/{repo}/pages/deployments', {
      owner,
      repo,
      artifact_id: options.artifactId,
      pages_build_version: options.buildVersion,
      oidc_token: options.idToken,
      request: {
        signal: withDeadline(signal, Math.min(deadline, Date.now() + REQUEST_TIMEOUT_MS)),
      },
    });
    return response.data as CreatedDeployment;
  } catch (err) {
    if (signal.aborted) throw signal.reason as Error;
    throw explainApiError(err, options);
  }
}

/** The site's address as GitHub reported it, else the usual `https://owner.github.io/repo/`. */
function pageUrlOf(created: CreatedDeployment, { owner, repo }: PagesRepo): string {
  return typeof created.page_url === 'string' && created.page_url
    ? created.page_url
    : `https://${owner.toLowerCase()}.github.io/${repo}/`;
}

/**
 * Polls one deployment's status until it is final, and turns every way it can end other than
 * success into the error to throw, cancelling the deployment where it may still be running.
 */
class DeploymentWatch {
  /** Status requests that failed in a row. */
  private errorsInARow = 0;
  /** The last status seen, logged only when it changes and named when time runs out. */
  private lastStatus: string | undefined;

  constructor(
    private readonly options: DeployOptions,
    private readonly id: string,
  ) {}

  /** Waits for the deployment; returns when it succeeded, throws otherwise. */
  async untilSucceeded(): Promise<void> {
    const result = await this.poll();
    const { id } = this;
    if (!result.done) {
      const cancelled = await cancelDeployment(this.options, id);
      throw new TimeoutError(
        `The GitHub Pages deployment ${id} did not finish within the \`timeout\` (last status: ` +
          `${oneLine(this.lastStatus ?? 'none', 300)}); ${cancelled ? 'it was cancelled' : 'cancelling it failed, so GitHub will end it by itself'}. ` +
          'Give the step a longer `timeout`, or check https://www.githubstatus.com.',
      );
    }
    const final = result.value;
    if (final.kind === 'error') {
      await cancelDeployment(this.options, id);
      throw new ActionError(
        `Reading the status of GitHub Pages deployment ${id} failed ${MAX_STATUS_ERRORS} times in ` +
          `a row (last: ${oneLine(apiMessage(final.error), 300)}); the deployment was cancelled. Re-run ` +
          'the job; check https://www.githubstatus.com.',
        'failure',
        { cause: final.error },
      );
    }
    if (final.status !== SUCCEEDED) {
      throw new ActionError(
        `The GitHub Pages deployment ${id} ended with "${oneLine(final.status, 300)}". ` +
          `${FINAL_FAILURES[final.status] ?? ''}`.trim(),
      );
    }
  }

  /**
   * Looks until the status is final, too many requests failed in a row, or the deadline came. On
   * SIGINT/SIGTERM the deployment is cancelled before the signal's reason is rethrown.
   */
  private async poll(): Promise<PollResult<Look>> {
    const { options } = this;
    try {
      return await pollUntil<Look>({
        fetch: () => this.look(),
        done: (l) =>
          l.kind === 'status'
            ? l.status === SUCCEEDED || l.status in FINAL_FAILURES
            : l.inARow >= MAX_STATUS_ERRORS,
        // deploy-pages polls every 5 s; start faster, since small sites deploy in seconds.
        nextDelayMs: (l, attempt) =>
          l.kind === 'error'
            ? backoffCeiling(l.inARow, 1000, 15_000)
            : Math.min(5000, 1000 * attempt),
        ...(options.pollIntervalMs !== undefined ? { minIntervalMs: options.pollIntervalMs } : {}),
        deadline: options.deadline,
        signal: options.signal,
        onValue: (l) => this.report(l),
      });
    } catch (err) {
      // Cancelled (SIGINT/SIGTERM): do not leave the deployment running, then stop.
      if (options.signal.aborted) {
        await cancelDeployment(options, this.id);
        throw options.signal.reason as Error;
      }
      throw err;
    }
  }

  /** One status request; a failed one is counted, not thrown (unless the step was cancelled). */
  private async look(): Promise<Look> {
    const { octokit, owner, repo, signal } = this.options;
    try {
      const response = await octokit.request(
        'GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}',
        {
          owner,
          repo,
          pages_deployment_id: this.id,
          request: { signal: withDeadline(signal, Date.now() + REQUEST_TIMEOUT_MS) },
        },
      );
      this.errorsInARow = 0;
      const status = (response.data as { status?: unknown }).status;
      return { kind: 'status', status: typeof status === 'string' ? status : 'unknown_status' };
    } catch (err) {
      if (signal.aborted) throw signal.reason as Error;
      this.errorsInARow++;
      return { kind: 'error', error: err, inARow: this.errorsInARow };
    }
  }

  /** Logs a failed request, and each new status (a temporary one as a warning). */
  private report(l: Look): void {
    const { id } = this;
    if (l.kind === 'error') {
      core.info(
        `Reading the status of deployment ${id} failed (${oneLine(apiMessage(l.error), 300)}); ` +
          `${l.inARow}/${MAX_STATUS_ERRORS} in a row.`,
      );
      return;
    }
    if (l.status === this.lastStatus) return;
    this.lastStatus = l.status;
    const transient = TRANSIENT_STATUSES[l.status];
    if (transient) core.warning(`Deployment ${id}: ${oneLine(l.status, 300)}. ${transient}`);
    else core.info(`Deployment ${id}: ${oneLine(l.status, 300)}.`);
  }
}

/** Cancels the deployment; true when GitHub accepted. Never throws. */
async function cancelDeployment(target: PagesRepo, id: string): Promise<boolean> {
  const { octokit, owner, repo } = target;
  try {
    // A signal of its own: the step's may be aborted already, and this request must still go.
    await octokit.request(
      'POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel',
      {
        owner,
        repo,
        pages_deployment_id: id,
        request: { signal: AbortSignal.timeout(CANCEL_TIMEOUT_MS) },
      },
    );
    core.info(`Cancelled GitHub Pages deployment ${id}.`);
    return true;
  } catch (err) {
    core.warning(
      `Cancelling GitHub Pages deployment ${id} failed: ${oneLine(apiMessage(err), 300)}.`,
    );
    return false;
  }
}

/** The id to poll: `id`, else the end of `status_url`, else the build version (as deploy-pages). */
function deploymentId(
  created: { id?: unknown; status_url?: unknown },
  buildVersion: string,
): string {
  if (typeof created.id === 'number' || (typeof created.id === 'string' && created.id)) {
    return String(created.id);
  }
  if (typeof created.status_url === 'string') {
    const parts = created.status_url.replace(/\/status\/?$/, '').split('/');
    const last = parts[parts.length - 1];
    if (last) return last;
  }
  return buildVersion;
}

/**
 * Turns a refused Pages API request into the message that says what to change. Exported for the
 * tests; 400s about branches and environments, 401, 403, 404 and 5xx each get their own answer.
 */
export function explainApiError(
  err: unknown,
  target: Pick<PagesRepo, 'owner' | 'repo' | 'serverUrl'> & { ref?: string },
): ActionError {
  const status = statusOf(err) ?? 0;
  const message = oneLine(apiMessage(err), 300);
  const said = message ? ` GitHub said: "${message}".` : '';
  let text: string;
  if (status === 400 && /branch|environment|protection/i.test(message)) {
    const branch = target.ref?.replace(/^refs\/(heads|tags)\//, '');
    text =
      `GitHub Pages refused the deployment because of the branch or environment rules (400).${said} ` +
      'Run the deploying job in the `github-pages` environment (`environment: github-pages` on ' +
      `the job) and allow ${branch ? `\`${oneLine(branch, 300)}\`` : 'this branch'} in that environment's ` +
      `deployment branch rules (Settings → Environments → github-pages), and set Settings → Pages → ` +
      `Source to "GitHub Actions": ${settingsUrl(target)}.`;
  } else if (status === 400 && /oidc|token/i.test(message)) {
    text =
      `GitHub Pages refused the deployment's OIDC token (400).${said} ${PERMISSIONS_HINT} ` +
      'The token is only valid for this repository and run.';
  } else if (status === 401) {
    text =
      `GitHub refused the \`github-token\` (401).${said} Use the default ` +
      '`${{ github.token }}`, or a token that is still valid.';
  } else if (status === 403) {
    text =
      `The \`github-token\` may not deploy GitHub Pages (403).${said} The workflow needs ` +
      '`permissions: pages: write` (and `id-token: write`) on the deploying job; tokens of pull ' +
      'requests from forks are read-only and cannot deploy.';
  } else if (status === 404) {
    text =
      `GitHub Pages is not enabled for ${target.owner}/${target.repo}, or its source is not ` +
      `"GitHub Actions" (404). Open ${settingsUrl(target)} and set Source to "GitHub Actions".`;
  } else if (status >= 500) {
    text =
      `GitHub's Pages API failed (${status}).${said} Check https://www.githubstatus.com and ` +
      're-run the job.';
  } else if (status > 0) {
    text = `GitHub Pages refused the deployment (${status}).${said}`;
  } else {
    text =
      `The GitHub Pages API could not be reached (${message || 'no answer'}). Re-run the job; ` +
      'check https://www.githubstatus.com.';
  }
  return new ActionError(text, 'failure', { cause: err });
}

function settingsUrl(target: Pick<PagesRepo, 'owner' | 'repo' | 'serverUrl'>): string {
  return `${target.serverUrl}/${target.owner}/${target.repo}/settings/pages`;
}

/** The API's own message when it sent one, else the error's. */
function apiMessage(err: unknown): string {
  const data = (err as { response?: { data?: unknown } } | undefined)?.response?.data;
  if (
    data &&
    typeof data === 'object' &&
    typeof (data as { message?: unknown }).message === 'string'
  ) {
    return (data as { message: string }).message;
  }
  return errorText(err);
}
