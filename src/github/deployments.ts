/**
 * GitHub Deployments of docs previews: one deployment per preview, in a transient environment,
 * whose statuses make GitHub show "View deployment" on the pull request and the environment page.
 * Each carries a payload naming the action, the `comment-key` and the pull request, so that when
 * the pull request closes its previews (and only those, and only ours) can be found and ended.
 */
import type { SafeText } from '../safe-text.js';
import type { Octokit } from './octokit.js';
import { isOurs, type TokenIdentity } from './sticky-comment.js';

/** The payload field that marks a deployment as one of this action's previews. */
const PAYLOAD_FIELD = 'mintlify-docs-action';

/** What the payload of a preview deployment says. */
interface PreviewPayload {
  readonly kind: 'preview';
  /** The `comment-key` (the project id by default): several projects may preview one PR. */
  readonly key: string;
  /** The pull request, when the preview is of one. */
  readonly pullRequest?: number;
}

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
  /** The `comment-key`, recorded in the payload. */
  readonly key: string;
  /** The pull request previewed, recorded in the payload; undefined outside pull requests. */
  readonly pullNumber?: number;
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
    payload: {
      [PAYLOAD_FIELD]: {
        kind: 'preview',
        key: options.key,
        ...(options.pullNumber !== undefined ? { pullRequest: options.pullNumber } : {}),
      } satisfies PreviewPayload,
    },
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

/** What {@link findPreviewDeployments} needs. */
export interface FindPreviewDeploymentsOptions {
  /** Repository owner. */
  readonly owner: string;
  /** Repository name. */
  readonly repo: string;
  /** The environment the previews were recorded in. */
  readonly environment: string;
  /** The `comment-key` the previews were created with. */
  readonly key: string;
  /** The pull request whose previews are wanted. */
  readonly pullNumber: number;
  /** The token's own account: deployments anyone else created are never returned. */
  readonly identity: TokenIdentity;
  /** Cancels the requests. */
  readonly signal?: AbortSignal;
}

/** A preview deployment and its latest status. */
export interface PreviewDeployment {
  /** Deployment id. */
  readonly id: number;
  /** State of its latest status; undefined when it has none. */
  readonly state: string | undefined;
  /** The newest `environment_url` among its latest statuses (outside text: check before linking). */
  readonly environmentUrl: string;
}

/**
 * Every preview deployment this action created for one pull request in `environment`, newest
 * first, with the latest status of each: created by the token's own account and marked in the
 * payload with the same `comment-key` and pull request. Reads every page of the environment.
 */
export async function findPreviewDeployments(
  octokit: Octokit,
  options: FindPreviewDeploymentsOptions,
): Promise<PreviewDeployment[]> {
  const request = options.signal ? { signal: options.signal } : {};
  const ids: number[] = [];
  const iterator = octokit.paginate.iterator(octokit.rest.repos.listDeployments, {
    owner: options.owner,
    repo: options.repo,
    environment: options.environment,
    per_page: 100,
    request,
  });
  for await (const page of iterator) {
    for (const d of page.data) {
      if (d.environment !== options.environment || !isOurs(d.creator, options.identity)) continue;
      const marker = payloadOf(d.payload);
      if (marker?.key === options.key && marker.pullRequest === options.pullNumber) ids.push(d.id);
    }
  }
  const found: PreviewDeployment[] = [];
  for (const id of ids) {
    const res = await octokit.rest.repos.listDeploymentStatuses({
      owner: options.owner,
      repo: options.repo,
      deployment_id: id,
      // Newest first: the latest state, and the link of the success before an `inactive`.
      per_page: 10,
      request,
    });
    const environmentUrl = res.data.find((s) => s.environment_url)?.environment_url ?? '';
    found.push({ id, state: res.data[0]?.state, environmentUrl });
  }
  return found;
}

/** The action's marker in a deployment payload (an object, or JSON text), if it is there. */
function payloadOf(payload: unknown): PreviewPayload | undefined {
  let value = payload;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  const marker = (value as Record<string, unknown> | null | undefined)?.[PAYLOAD_FIELD];
  if (!marker || typeof marker !== 'object') return undefined;
  const m = marker as Record<string, unknown>;
  if (m.kind !== 'preview' || typeof m.key !== 'string') return undefined;
  return {
    kind: 'preview',
    key: m.key,
    ...(typeof m.pullRequest === 'number' ? { pullRequest: m.pullRequest } : {}),
  };
}
