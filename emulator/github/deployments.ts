/**
 * Repository Deployments and their statuses (`/repos/{o}/{r}/deployments…`), as a docs preview
 * records itself: create, list (filtered by environment, sha, ref), get, add a status, list
 * statuses. A success status with `auto_inactive` (the default) marks the environment's older
 * non-transient deployments inactive, as GitHub documents: transient ones (previews) stay as they
 * are until someone marks them inactive.
 */
import type { Context } from './context.js';
import { asRecord, ghError, isoSeconds, notFound, paginate } from './http.js';
import type { Incoming, Reply, Route } from './http.js';
import type { RepoDeployment, RepoDeploymentStatus } from './types.js';

const DOCS = 'https://docs.github.com/rest/deployments/deployments';
const STATUS_DOCS = 'https://docs.github.com/rest/deployments/statuses';
/** States GitHub accepts for a deployment status. */
const STATES: ReadonlySet<string> = new Set([
  'error',
  'failure',
  'inactive',
  'in_progress',
  'queued',
  'pending',
  'success',
]);

/** Build the Deployments routes over the shared context. */
export function createDeploymentRoutes(ctx: Context): Route[] {
  const { options, state } = ctx;
  const repoApi = (): string => `${ctx.baseUrl}/repos/${options.owner}/${options.repo}`;
  const creator = { login: options.botLogin, id: 41898282, type: 'Bot' };

  /** GitHub's answer when the token lacks `deployments: write` (the 403 fault option). */
  const forbidden = (docs: string): Reply | undefined =>
    options.deploymentsWritable
      ? undefined
      : {
          ...ghError(403, 'Resource not accessible by integration', docs),
          headers: { 'x-accepted-github-permissions': 'deployments=write' },
        };

  /** A seeded app's deployment names its own creator; the rest are the token's. */
  const creatorOf = (d: RepoDeployment) =>
    d.creator ? { login: d.creator, id: 2_000_000 + d.id, type: 'Bot' } : creator;
  const visible = <T extends { visibleAt?: number }>(x: T): boolean =>
    x.visibleAt === undefined || Date.now() >= x.visibleAt;

  const serialize = (d: RepoDeployment): Record<string, unknown> => ({
    url: `${repoApi()}/deployments/${d.id}`,
    id: d.id,
    node_id: `DE_kwDO${Buffer.from(String(d.id)).toString('base64url')}`,
    sha: d.sha,
    ref: d.ref,
    task: 'deploy',
    payload: d.payload,
    original_environment: d.environment,
    environment: d.environment,
    description: d.description,
    creator: creatorOf(d),
    created_at: d.createdAt,
    updated_at: d.statuses.at(-1)?.createdAt ?? d.createdAt,
    statuses_url: `${repoApi()}/deployments/${d.id}/statuses`,
    repository_url: repoApi(),
    transient_environment: d.transientEnvironment,
    production_environment: d.productionEnvironment,
  });

  const serializeStatus = (
    d: RepoDeployment,
    s: RepoDeploymentStatus,
  ): Record<string, unknown> => ({
    url: `${repoApi()}/deployments/${d.id}/statuses/${s.id}`,
    id: s.id,
    node_id: `DES_kwDO${Buffer.from(String(s.id)).toString('base64url')}`,
    state: s.state,
    creator: creatorOf(d),
    description: s.description,
    environment: d.environment,
    target_url: s.logUrl,
    log_url: s.logUrl,
    environment_url: s.environmentUrl,
    created_at: s.createdAt,
    updated_at: s.createdAt,
    deployment_url: `${repoApi()}/deployments/${d.id}`,
    repository_url: repoApi(),
  });

  const find = (id: string | undefined): RepoDeployment | undefined =>
    state.repoDeployments.find((d) => String(d.id) === id);

  const addStatus = (
    d: RepoDeployment,
    fields: Omit<RepoDeploymentStatus, 'id' | 'createdAt'>,
  ): RepoDeploymentStatus => {
    const status: RepoDeploymentStatus = {
      id: ctx.nextId('deploymentStatus'),
      createdAt: isoSeconds(new Date()),
      ...fields,
    };
    d.statuses.push(status);
    return status;
  };

  const create = (incoming: Incoming): Reply => {
    const docs = `${DOCS}#create-a-deployment`;
    const denied = forbidden(docs);
    if (denied) return denied;
    const input = asRecord(incoming.json);
    const ref = input['ref'];
    if (typeof ref !== 'string' || ref === '') {
      return ghError(422, 'Invalid request.\n\n"ref" wasn\'t supplied.', docs);
    }
    const contexts = input['required_contexts'];
    if (contexts !== undefined && !Array.isArray(contexts)) {
      return ghError(422, 'Invalid request.\n\n"required_contexts" must be an array.', docs);
    }
    const environment =
      typeof input['environment'] === 'string' ? input['environment'] : 'production';
    const deployment: RepoDeployment = {
      id: ctx.nextId('repoDeployment'),
      sha: /^[0-9a-f]{40}$/i.test(ref) ? ref.toLowerCase() : '0'.repeat(40),
      ref,
      environment,
      description: typeof input['description'] === 'string' ? input['description'] : null,
      payload: input['payload'] ?? {},
      transientEnvironment: input['transient_environment'] === true,
      productionEnvironment:
        typeof input['production_environment'] === 'boolean'
          ? input['production_environment']
          : environment === 'production',
      autoMerge: input['auto_merge'] !== false,
      requiredContexts: Array.isArray(contexts) ? contexts.map(String) : undefined,
      createdAt: isoSeconds(new Date()),
      statuses: [],
    };
    state.repoDeployments.push(deployment);
    return { status: 201, json: serialize(deployment) };
  };

  const createStatus = (incoming: Incoming, id: string | undefined): Reply => {
    const docs = `${STATUS_DOCS}#create-a-deployment-status`;
    const denied = forbidden(docs);
    if (denied) return denied;
    const deployment = find(id);
    if (!deployment) return notFound(docs);
    const input = asRecord(incoming.json);
    const value = input['state'];
    if (typeof value !== 'string' || !STATES.has(value)) {
      return ghError(422, 'Validation Failed', docs, {
        errors: [{ resource: 'DeploymentStatus', code: 'invalid', field: 'state' }],
      });
    }
    const text = (name: string): string | null =>
      typeof input[name] === 'string' ? (input[name] as string) : null;
    const status = addStatus(deployment, {
      state: value,
      description: text('description') ?? '',
      logUrl: text('log_url') ?? text('target_url') ?? '',
      environmentUrl: text('environment_url') ?? '',
    });
    if (value === 'success' && input['auto_inactive'] !== false) {
      for (const other of state.repoDeployments) {
        const last = other.statuses.at(-1)?.state;
        if (
          other !== deployment &&
          !other.transientEnvironment &&
          other.environment === deployment.environment &&
          last !== undefined &&
          last !== 'inactive'
        ) {
          addStatus(other, {
            state: 'inactive',
            description: 'Superseded by a newer deployment',
            logUrl: '',
            environmentUrl: '',
          });
        }
      }
    }
    return { status: 201, json: serializeStatus(deployment, status) };
  };

  return [
    {
      method: 'POST',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/deployments$/,
      auth: 'rest',
      repoScoped: true,
      write: { docs: `${DOCS}#create-a-deployment`, permission: 'deployments=write' },
      handle: (incoming) => create(incoming),
    },
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/deployments$/,
      auth: 'rest',
      repoScoped: true,
      handle: (incoming) => {
        const q = incoming.url.searchParams;
        const list = [...state.repoDeployments]
          .reverse()
          .filter(
            (d) =>
              visible(d) &&
              (!q.get('environment') || d.environment === q.get('environment')) &&
              (!q.get('sha') || d.sha === q.get('sha')) &&
              (!q.get('ref') || d.ref === q.get('ref')),
          )
          .map(serialize);
        return paginate(list, incoming, ctx.baseUrl);
      },
    },
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/deployments\/(\d+)$/,
      auth: 'rest',
      repoScoped: true,
      handle: (_incoming, [id]) => {
        const deployment = find(id);
        return deployment
          ? { status: 200, json: serialize(deployment) }
          : notFound(`${DOCS}#get-a-deployment`);
      },
    },
    {
      method: 'POST',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/deployments\/(\d+)\/statuses$/,
      auth: 'rest',
      repoScoped: true,
      write: { docs: `${STATUS_DOCS}#create-a-deployment-status`, permission: 'deployments=write' },
      handle: (incoming, [id]) => createStatus(incoming, id),
    },
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/deployments\/(\d+)\/statuses$/,
      auth: 'rest',
      repoScoped: true,
      handle: (incoming, [id]) => {
        const deployment = find(id);
        if (!deployment) return notFound(`${STATUS_DOCS}#list-deployment-statuses`);
        const list = [...deployment.statuses]
          .filter(visible)
          .reverse()
          .map((s) => serializeStatus(deployment, s));
        return paginate(list, incoming, ctx.baseUrl);
      },
    },
  ];
}
