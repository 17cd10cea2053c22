/**
 * GitHub Deployments of docs previews: one deployment per preview, in a transient environment,
 * whose statuses make GitHub show "View deployment" on the pull request and the environment page.
 */
import type { SafeText } from '../guard.js';
import type { Octokit } from './octokit.js';

/** Deployment status states this module sets. */
export type DeploymentState = 'in_progress' | 'success' | 'failure' | 'error' | 'inactive';

/** What {@link createPreviewDeployment} needs. */
export interface PreviewDeploymentOptions {
  /** Repository owner. */
  readonly owner: string;
  /** Repository name. */
  readonly repo: string;
  /** The commit deployed: the PR's head SHA, or GITHUB_SHA on push. */
  readonly sha: string;
  /** The environment, e.g. `docs-preview`. */
  readonly environment: string;
  /** A short description, through the guard (`deploymentDescription`: cut to GitHub's 140). */
  readonly description: SafeText<'deployment'>;
  /** Cancels the request. */
  readonly signal?: AbortSignal;
}

/**
 * Creates the deployment and returns its id. It is transient (a preview goes away with its
 * branch), never production, never merges the default branch in (`auto_merge: false`) and waits
 * for no commit status (`required_contexts: []`): the preview exists whatever the checks say.
 */
export async function createPreviewDeployment(
  octokit: Octokit,
  options: PreviewDeploymentOptions,
): Promise<number> {
  const res = await octokit.rest.repos.createDeployment({
    owner: options.owner,
    repo: options.repo,
    ref: options.sha,
    environment: options.environment,
    description: options.description,
    transient_environment: true,
    production_environment: false,
    auto_merge: false,
    required_contexts: [],
    request: options.signal ? { signal: options.signal } : {},
  });
  const id = (res.data as { id?: unknown }).id;
  if (typeof id !== 'number') {
    // 202 "Auto-merged …" cannot happen with auto_merge: false; say what came back if it does.
    const message = (res.data as { message?: unknown }).message;
    throw new Error(
      `GitHub created no deployment (HTTP ${res.status}${typeof message === 'string' ? `: ${message}` : ''}).`,
    );
  }
  return id;
}

/** What {@link setDeploymentStatus} needs. */
export interface DeploymentStatusOptions {
  /** Repository owner. */
  readonly owner: string;
  /** Repository name. */
  readonly repo: string;
  /** The deployment. */
  readonly deploymentId: number;
  /** The new state. */
  readonly state: DeploymentState;
  /** This run's page, shown as the deployment's log link (`deploymentUrl`). */
  readonly logUrl?: SafeText<'deployment'> | undefined;
  /** The preview's URL, behind "View deployment" (success only; `deploymentUrl`). */
  readonly environmentUrl?: SafeText<'deployment'> | undefined;
  /** A short description, through the guard (`deploymentDescription`: cut to GitHub's 140). */
  readonly description: SafeText<'deployment'>;
  /** Cancels the request. */
  readonly signal?: AbortSignal;
}

/** Adds a status to the deployment. */
export async function setDeploymentStatus(
  octokit: Octokit,
  options: DeploymentStatusOptions,
): Promise<void> {
  await octokit.rest.repos.createDeploymentStatus({
    owner: options.owner,
    repo: options.repo,
    deployment_id: options.deploymentId,
    state: options.state,
    description: options.description,
    ...(options.logUrl ? { log_url: options.logUrl } : {}),
    ...(options.environmentUrl ? { environment_url: options.environmentUrl } : {}),
    request: options.signal ? { signal: options.signal } : {},
  });
}
