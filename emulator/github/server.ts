/**
 * GitHub-side emulator: one HTTP server on 127.0.0.1 that answers what a GitHub Action run talks
 * to — the REST API (comments, issues, pull files, releases, Pages), the OIDC token endpoint and the
 * Actions artifact results service with its blob store — so the action can be tested offline.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { createArtifactRoutes, twirpError } from './artifacts.js';
import { createCacheRoutes } from './cache.js';
import { createCommitRoutes } from './commits.js';
import { createContentsRoutes } from './contents.js';
import { createTreeRoutes } from './trees.js';
import { createDeploymentRoutes } from './deployments.js';
import { createContext, resolveOptions } from './context.js';
import { ghError, notFound } from './http.js';
import type { Incoming, Reply, Route } from './http.js';
import { makeRuntimeToken } from './jwt.js';
import { createOidcRoutes, OIDC_PATH } from './oidc.js';
import { createGraphqlRoutes } from './graphql.js';
import { createIssueRoutes } from './issues.js';
import { createPagesRoutes } from './pages.js';
import { createPullRoutes } from './pulls.js';
import { createRestApi, tokenOf } from './rest.js';
import type {
  GitHubFault,
  GitHubEmulator,
  GitHubEmulatorOptions,
  RecordedRequest,
} from './types.js';

export type {
  AppDeploySeed,
  CommitFile,
  Asset,
  Comment,
  GitHubFault,
  GitHubEmulator,
  GitHubEmulatorOptions,
  GitHubState,
  GitHubUser,
  Issue,
  PagesDeployment,
  PagesDeploymentStatus,
  PagesOutcome,
  PullFile,
  PullRequest,
  RecordedRequest,
  RepoFile,
  Release,
  RepoDeployment,
  RepoDeploymentStatus,
  StoredArtifact,
} from './types.js';

/** An armed fault with its remaining hits. */
interface ArmedFault {
  /** The fault as injected. */
  fault: GitHubFault;
  /** Matching requests it still answers. */
  remaining: number;
}

/** Paths served to runner-side clients, which never carry the REST token. */
const NON_REST_PREFIXES = ['/twirp/', '/_blob/', '/_services/'];

/** Start the emulator; resolves once it listens on 127.0.0.1. */
export async function startGitHubEmulator(
  options: GitHubEmulatorOptions = {},
): Promise<GitHubEmulator> {
  const resolved = resolveOptions(options);
  const ctx = createContext(resolved);
  // A GHES-style API URL (`https://HOST/api/v3`): its path is taken off each request's.
  const prefix = options.publicUrl ? new URL(options.publicUrl).pathname : '/';
  const withoutPrefix = (path: string): string =>
    prefix !== '/' && path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
  ctx.runtimeToken = makeRuntimeToken(ctx.workflowRunBackendId, ctx.workflowJobRunBackendId);
  const rest = createRestApi(ctx);
  const issues = createIssueRoutes(ctx);
  const pulls = createPullRoutes(ctx);
  const routes: Route[] = [
    ...rest.routes,
    ...issues.routes,
    ...pulls.routes,
    ...createContentsRoutes(ctx),
    ...createTreeRoutes(ctx),
    ...createCommitRoutes(ctx),
    ...createPagesRoutes(ctx),
    ...createDeploymentRoutes(ctx),
    ...createArtifactRoutes(ctx),
    ...createCacheRoutes(ctx),
    ...createOidcRoutes(ctx),
    ...createGraphqlRoutes(ctx),
  ];
  const requests: RecordedRequest[] = [];
  const faults: ArmedFault[] = [];

  const dispatch = async (incoming: Incoming): Promise<Reply> => {
    const path = incoming.url.pathname;
    const armed = faults.find(
      (f) => f.remaining > 0 && faultMatches(f.fault.route, incoming.method, path),
    );
    if (armed) {
      armed.remaining -= 1;
      return {
        status: armed.fault.status,
        json: armed.fault.body ?? defaultFaultBody(path, armed.fault.status),
        ...(armed.fault.headers ? { headers: armed.fault.headers } : {}),
      };
    }

    const matching = routes
      .map((route) => ({ route, match: route.pattern.exec(path) }))
      .filter((m): m is { route: Route; match: RegExpExecArray } => m.match !== null);
    const hit = matching.find((m) => m.route.method === incoming.method);
    const restPath = !NON_REST_PREFIXES.some((prefix) => path.startsWith(prefix));
    // Like api.github.com, a bad token is rejected before anything reveals whether a route exists.
    if ((hit ? hit.route.auth === 'rest' : restPath) && !hasToken(incoming, resolved.identities)) {
      return ghError(401, 'Bad credentials');
    }
    if (!hit) {
      return path.startsWith('/twirp/')
        ? twirpError('bad_route', `no handler for path "${path}"`)
        : notFound();
    }

    const captures = hit.match.slice(1).map((c) => decodeURIComponent(c ?? ''));
    let params = captures;
    if (hit.route.repoScoped) {
      const [owner = '', repo = '', ...rest] = captures;
      if (
        owner.toLowerCase() !== resolved.owner.toLowerCase() ||
        repo.toLowerCase() !== resolved.repo.toLowerCase()
      ) {
        return notFound();
      }
      params = rest;
    }
    if (hit.route.write && resolved.forkPullRequest) {
      const denied = ghError(403, 'Resource not accessible by integration', hit.route.write.docs);
      return {
        ...denied,
        headers: { 'x-accepted-github-permissions': hit.route.write.permission },
      };
    }
    return hit.route.handle(incoming, params);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const at = Date.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(withoutPrefix(req.url ?? '/'), ctx.baseUrl);
    let reply: Reply;
    let json: unknown;
    try {
      const body = await readBody(req);
      json = parseJson(body, req.headers['content-type']);
      reply = await dispatch({ method, url, headers: req.headers, body, json });
    } catch (error) {
      reply = ghError(
        500,
        `GitHub emulator error: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    send(res, method, reply);
    const record: RecordedRequest = {
      method,
      path: url.pathname + url.search,
      status: reply.status,
      at,
    };
    if (json !== undefined) record.body = json;
    requests.push(record);
  };

  const server = createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(resolved.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  ctx.baseUrl = options.publicUrl ?? `http://127.0.0.1:${port}`;

  return {
    apiUrl: ctx.baseUrl,
    listenUrl: `http://127.0.0.1:${port}`,
    token: resolved.token,
    identities: Object.fromEntries(resolved.identities),
    owner: resolved.owner,
    repo: resolved.repo,
    state: ctx.state,
    requests,
    env() {
      const env: Record<string, string> = {
        GITHUB_API_URL: ctx.baseUrl,
        GITHUB_REPOSITORY: `${resolved.owner}/${resolved.repo}`,
        ACTIONS_RUNTIME_TOKEN: ctx.runtimeToken,
        ACTIONS_RESULTS_URL: `${ctx.baseUrl}/`,
        ACTIONS_CACHE_SERVICE_V2: 'True',
      };
      if (resolved.oidc) {
        env['ACTIONS_ID_TOKEN_REQUEST_URL'] = `${ctx.baseUrl}${OIDC_PATH}?api-version=2.0`;
        env['ACTIONS_ID_TOKEN_REQUEST_TOKEN'] = ctx.idTokenRequestToken;
      }
      return env;
    },
    inject(fault) {
      faults.push({ fault, remaining: fault.times ?? 1 });
    },
    seedComment(issueNumber, body, author) {
      return rest.seedComment(issueNumber, body, author);
    },
    seedComments(issueNumber, count, author) {
      rest.seedComments(issueNumber, count, author);
    },
    setPullFiles(pullNumber, files) {
      rest.setPullFiles(pullNumber, files);
    },
    openPullRequest(seed) {
      return pulls.openPullRequest(seed);
    },
    closePullRequest(number, merged) {
      pulls.closePullRequest(number, merged);
    },
    seedIssue(seed) {
      return issues.seedIssue(seed);
    },
    setRepoFile(path, content, ref) {
      ctx.state.repoFiles.push({
        path: path.replace(/^\/+/, ''),
        content,
        ...(ref ? { ref } : {}),
      });
    },
    removeRepoFile(path) {
      const clean = path.replace(/^\/+/, '');
      ctx.state.repoFiles = ctx.state.repoFiles.filter((f) => f.path !== clean);
    },
    seedDeployment(seed) {
      const now = Date.now();
      const id = ctx.nextId('repoDeployment');
      const environment = seed.environment ?? 'Production';
      ctx.state.repoDeployments.push({
        id,
        sha: seed.sha.toLowerCase(),
        ref: seed.sha.toLowerCase(),
        environment,
        description: null,
        payload: {},
        transientEnvironment: seed.transient ?? false,
        productionEnvironment: !(seed.transient ?? false),
        autoMerge: false,
        requiredContexts: [],
        createdAt: new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        statuses: (seed.statuses ?? []).map((s) => ({
          id: ctx.nextId('deploymentStatus'),
          state: s.state,
          description: s.description ?? '',
          logUrl: '',
          environmentUrl: s.environmentUrl ?? '',
          createdAt: new Date(now + (s.afterMs ?? 0)).toISOString().replace(/\.\d{3}Z$/, 'Z'),
          visibleAt: now + (s.afterMs ?? 0),
        })),
        creator: seed.creator ?? 'mintlify[bot]',
        visibleAt: now + (seed.afterMs ?? 0),
      });
      return id;
    },
    setCommitFiles(head, files, base) {
      const key = (base ? `${base}...${head}` : head).toLowerCase();
      ctx.state.commitFiles.set(key, files);
    },
    async close() {
      for (const timer of ctx.timers) clearTimeout(timer);
      ctx.timers.clear();
      // Keep-alive sockets from fetch/undici would otherwise hold close() open.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}

/** Whether a fault's route selects a request: tested against the path and "METHOD /path". */
function faultMatches(route: RegExp | string, method: string, path: string): boolean {
  const targets = [path, `${method} ${path}`];
  if (typeof route === 'string') return targets.some((t) => t.includes(route));
  return targets.some((t) => {
    // Global or sticky regexps keep state between test() calls; reset it so matching is stable.
    route.lastIndex = 0;
    return route.test(t);
  });
}

/** The body an injected fault answers when the test gave none, in the style of the route's service. */
function defaultFaultBody(path: string, status: number): unknown {
  if (path.startsWith('/twirp/')) return twirpError('internal', `injected fault (${status})`).json;
  return {
    message: `Injected fault (${status})`,
    documentation_url: 'https://docs.github.com/rest',
    status: String(status),
  };
}

/** Whether the request carries a known REST token as `token X` or `Bearer X`. */
function hasToken(incoming: Incoming, identities: ReadonlyMap<string, unknown>): boolean {
  const token = tokenOf(incoming);
  return token !== undefined && identities.has(token);
}

/** The whole request body. */
async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The body parsed as JSON when it is declared as JSON and parses; otherwise undefined. */
function parseJson(body: Buffer, contentType: string | undefined): unknown {
  if (body.length === 0 || !(contentType ?? '').toLowerCase().includes('json')) return undefined;
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** Write a reply; JSON bodies get GitHub's content type, 204 and HEAD get no body. */
function send(res: ServerResponse, method: string, reply: Reply): void {
  const headers: Record<string, string> = {
    'x-github-request-id': randomBytes(8).toString('hex').toUpperCase(),
    ...reply.headers,
  };
  let body: Buffer | undefined;
  if (reply.raw !== undefined) {
    body = Buffer.isBuffer(reply.raw) ? reply.raw : Buffer.from(reply.raw);
  } else if (reply.json !== undefined && reply.status !== 204) {
    body = Buffer.from(JSON.stringify(reply.json));
    headers['content-type'] ??= 'application/json; charset=utf-8';
  }
  // RFC 9110 forbids Content-Length on 204; everything else declares its length.
  if (reply.status === 204) body = undefined;
  else headers['content-length'] ??= String(body?.length ?? 0);
  res.writeHead(reply.status, headers);
  res.end(method === 'HEAD' ? undefined : body);
}
