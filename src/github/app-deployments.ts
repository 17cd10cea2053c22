/**
 * The deployments the vendor's GitHub App makes of a commit: GitHub Deployments created by
 * `mintlify[bot]` for that exact sha (as teams match them today), outside transient and preview
 * environments, and the state of each one's newest status. Read-only: `deployments: read`.
 */
import type { Octokit } from './octokit.js';

/** The App's account, as GitHub names it on the deployments it creates. */
export const APP_LOGIN = 'mintlify[bot]';

/** The App's deployment of a commit and its newest status. */
export interface AppDeployment {
  readonly id: number;
  readonly environment: string;
  /** The newest status's state (`success`, `failure`, `error`, `in_progress`…); undefined: none yet. */
  readonly state: string | undefined;
  /** The newest status's description: the App's words (outside text). */
  readonly description: string;
  /** Where the deployment says it is live (outside text: check before linking). */
  readonly environmentUrl: string;
}

/** What {@link findAppDeployment} needs. */
export interface FindAppDeploymentOptions {
  readonly owner: string;
  readonly repo: string;
  readonly sha: string;
  /** Only this environment, when set. */
  readonly environment?: string;
  readonly signal?: AbortSignal;
}

/** The App's newest deployment of `sha` with its newest status, or undefined when there is none. */
export async function findAppDeployment(
  octokit: Octokit,
  options: FindAppDeploymentOptions,
): Promise<AppDeployment | undefined> {
  const request = options.signal ? { signal: options.signal } : {};
  const { owner, repo } = options;
  const { data } = await octokit.rest.repos.listDeployments({
    owner,
    repo,
    sha: options.sha,
    ...(options.environment ? { environment: options.environment } : {}),
    per_page: 30,
    request,
  });
  const ours = data.find(
    (d) =>
      d.creator?.login === APP_LOGIN &&
      d.sha.toLowerCase() === options.sha.toLowerCase() &&
      d.transient_environment !== true &&
      (options.environment
        ? d.environment === options.environment
        : !/preview/i.test(d.environment)),
  );
  if (!ours) return undefined;
  const statuses = await octokit.rest.repos.listDeploymentStatuses({
    owner,
    repo,
    deployment_id: ours.id,
    per_page: 1,
    request,
  });
  const newest = statuses.data[0];
  return {
    id: ours.id,
    environment: ours.environment,
    state: newest?.state,
    description: newest?.description ?? '',
    environmentUrl: newest?.environment_url ?? '',
  };
}
