/**
 * GitHub Pages routes: the site, and artifact-based deployments whose status advances on a timer
 * (deployment_queued → syncing_files → succeed / deployment_failed), the way actions/deploy-pages
 * sees it while polling.
 */
import type { Context } from './context.js';
import { asRecord, ghError, notFound } from './http.js';
import type { Reply, Route } from './http.js';
import { decodeJwtPayload } from './jwt.js';
import type { PagesDeployment, PagesDeploymentStatus } from './types.js';

const PAGES_DOCS = 'https://docs.github.com/rest/pages/pages';
/** Statuses after which a deployment never changes again. */
const TERMINAL: ReadonlySet<string> = new Set([
  'succeed',
  'deployment_failed',
  'deployment_content_failed',
  'deployment_cancelled',
  'deployment_lost',
]);

/** Build the Pages routes over the shared context. */
export function createPagesRoutes(ctx: Context): Route[] {
  const { options, state } = ctx;
  const siteUrl = `https://${options.owner.toLowerCase()}.github.io/${options.repo}/`;
  /** Timers per deployment id, so cancelling stops the progression. */
  const timersOf = new Map<number, NodeJS.Timeout[]>();

  const setStatus = (deployment: PagesDeployment, status: PagesDeploymentStatus): void => {
    deployment.status = status;
    deployment.statusHistory.push(status);
  };

  const schedule = (
    deployment: PagesDeployment,
    delayMs: number,
    next: PagesDeploymentStatus,
  ): void => {
    const timer = setTimeout(() => {
      ctx.timers.delete(timer);
      // A test may have cancelled or finished it by hand through the state in the meantime.
      if (!deployment.cancelled && !TERMINAL.has(deployment.status)) setStatus(deployment, next);
    }, delayMs);
    // Never keep a test process alive just for a deployment nobody polls any more.
    timer.unref();
    ctx.timers.add(timer);
    timersOf.set(deployment.id, [...(timersOf.get(deployment.id) ?? []), timer]);
  };

  const stopTimers = (id: number): void => {
    for (const timer of timersOf.get(id) ?? []) {
      clearTimeout(timer);
      ctx.timers.delete(timer);
    }
    timersOf.delete(id);
  };

  /** Find a deployment by numeric id or, as GitHub also accepts, by its build version. */
  const findDeployment = (key: string): PagesDeployment | undefined =>
    state.deployments.find((d) => String(d.id) === key) ??
    [...state.deployments].reverse().find((d) => d.buildVersion === key);

  const disabled = (): Reply | undefined =>
    options.pagesEnabled
      ? undefined
      : {
          status: 404,
          json: { message: 'Not Found', documentation_url: PAGES_DOCS, status: '404' },
        };

  const statusReply = (key: string | undefined): Reply => {
    const off = disabled();
    if (off) return off;
    const deployment = key === undefined ? undefined : findDeployment(key);
    if (!deployment) return notFound(`${PAGES_DOCS}#get-the-status-of-a-github-pages-deployment`);
    return { status: 200, json: { status: deployment.status } };
  };

  return [
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/pages$/,
      auth: 'rest',
      repoScoped: true,
      handle: () =>
        disabled() ?? {
          status: 200,
          json: {
            url: `${ctx.baseUrl}/repos/${options.owner}/${options.repo}/pages`,
            status: 'built',
            cname: null,
            custom_404: false,
            html_url: siteUrl,
            build_type: 'workflow',
            source: { branch: 'main', path: '/' },
            public: true,
            https_enforced: true,
          },
        },
    },
    {
      method: 'POST',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/pages\/deployments$/,
      auth: 'rest',
      repoScoped: true,
      write: {
        docs: `${PAGES_DOCS}#create-a-github-pages-deployment`,
        permission: 'pages=write',
      },
      handle: (incoming) => {
        const off = disabled();
        if (off) return off;
        const docs = `${PAGES_DOCS}#create-a-github-pages-deployment`;
        const input = asRecord(incoming.json);
        const oidcToken = input['oidc_token'];
        const buildVersion = input['pages_build_version'];
        const rawArtifactId = input['artifact_id'];
        if (typeof oidcToken !== 'string' || oidcToken === '') {
          return ghError(400, 'Invalid request.\n\n"oidc_token" wasn\'t supplied.', docs);
        }
        if (typeof buildVersion !== 'string' || buildVersion === '') {
          return ghError(400, 'Invalid request.\n\n"pages_build_version" wasn\'t supplied.', docs);
        }
        // GitHub verifies the token was issued by Actions for this repository.
        const issuedHere = state.idTokens.includes(oidcToken);
        if (!decodeJwtPayload(oidcToken) || (options.oidc && !issuedHere)) {
          return ghError(400, 'The OIDC token is invalid.', docs);
        }
        const artifactId =
          typeof rawArtifactId === 'number' || typeof rawArtifactId === 'string'
            ? Number(rawArtifactId)
            : Number.NaN;
        if (!Number.isInteger(artifactId)) {
          return ghError(400, 'Invalid request.\n\n"artifact_id" wasn\'t supplied.', docs);
        }
        const artifact = state.artifacts.find((a) => a.id === artifactId && a.finalized);
        if (!artifact) return ghError(404, 'Artifact not found.', docs);

        const deployment: PagesDeployment = {
          id: ctx.nextId('deployment'),
          artifactId,
          buildVersion,
          oidcToken,
          status: 'deployment_queued',
          cancelled: false,
          statusHistory: ['deployment_queued'],
          environment:
            typeof input['environment'] === 'string' ? input['environment'] : 'github-pages',
          preview: input['preview'] === true,
        };
        state.deployments.push(deployment);
        const step = options.pagesStepMs;
        schedule(deployment, step, 'syncing_files');
        if (options.pagesOutcome === 'succeed') schedule(deployment, 2 * step, 'succeed');
        else if (options.pagesOutcome === 'failure')
          schedule(deployment, 2 * step, 'deployment_failed');
        // 'never' parks in a non-terminal state so callers hit their own timeout.
        else schedule(deployment, 2 * step, 'deployment_in_progress');

        const base = `${ctx.baseUrl}/repos/${options.owner}/${options.repo}/pages/deployments/${deployment.id}`;
        return {
          status: 200,
          json: {
            id: deployment.id,
            status_url: `${base}/status`,
            page_url: siteUrl,
            preview_url: deployment.preview ? `${siteUrl}preview/${deployment.id}/` : '',
          },
        };
      },
    },
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/pages\/deployments\/([^/]+)$/,
      auth: 'rest',
      repoScoped: true,
      handle: (_incoming, [key]) => statusReply(key),
    },
    {
      // The status_url handed out at creation.
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/pages\/deployments\/([^/]+)\/status$/,
      auth: 'rest',
      repoScoped: true,
      handle: (_incoming, [key]) => statusReply(key),
    },
    {
      method: 'POST',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/pages\/deployments\/([^/]+)\/cancel$/,
      auth: 'rest',
      repoScoped: true,
      write: {
        docs: `${PAGES_DOCS}#cancel-a-github-pages-deployment`,
        permission: 'pages=write',
      },
      handle: (_incoming, [key]) => {
        const off = disabled();
        if (off) return off;
        const deployment = key === undefined ? undefined : findDeployment(key);
        if (!deployment) return notFound(`${PAGES_DOCS}#cancel-a-github-pages-deployment`);
        stopTimers(deployment.id);
        // Cancelling a finished deployment changes nothing, but still answers 204.
        if (!TERMINAL.has(deployment.status)) {
          deployment.cancelled = true;
          setStatus(deployment, 'deployment_cancelled');
        }
        return { status: 204 };
      },
    },
  ];
}
