/**
 * The state every route module shares: resolved options, live state, id counters and the secrets
 * the runner-side services check.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { GitHubEmulatorOptions, GitHubState, GitHubUser, PagesOutcome } from './types.js';

/** Id GitHub gives `github-actions[bot]`. */
export const ACTIONS_BOT_ID = 41898282;

/** Extra tokens accepted by default: a personal token and a GitHub App installation token. */
export const DEFAULT_IDENTITIES: Readonly<Record<string, GitHubUser>> = {
  ghp_emulator_pat: { login: 'octo-maintainer', type: 'User' },
  ghs_emulator_app: { login: 'mintlify-docs-bot[bot]', type: 'Bot' },
};

/** Options with every default applied. */
export interface ResolvedOptions {
  /** Port requested (0 = any). */
  port: number;
  /** The number the first issue or pull request created gets. */
  firstIssueNumber: number;
  /** Repository owner. */
  owner: string;
  /** Repository name. */
  repo: string;
  /** REST token. */
  token: string;
  /** Read-only token mode. */
  forkPullRequest: boolean;
  /** Pages enabled. */
  pagesEnabled: boolean;
  /** Pages deployment final state. */
  pagesOutcome: PagesOutcome;
  /** Immutable releases switched on: a published release takes no new assets. */
  immutableReleases: boolean;
  /** Milliseconds between Pages status steps. */
  pagesStepMs: number;
  /** OIDC endpoint served. */
  oidc: boolean;
  /** Login of the token's own user. */
  botLogin: string;
  /** Deployment writes allowed. */
  deploymentsWritable: boolean;
  /** Issue writes allowed. */
  issuesWritable: boolean;
  /** Every accepted token → the account it acts as (the default token included). */
  identities: Map<string, GitHubUser>;
  /** GraphQL served. */
  graphql: boolean;
  /** Repository contents readable (the contents and git trees APIs). */
  contentsReadable: boolean;
  /** Most entries the git trees API lists before it says `truncated`. */
  treeLimit: number;
}

/** Everything route handlers need. */
export interface Context {
  /** Options with defaults. */
  options: ResolvedOptions;
  /** Live state. */
  state: GitHubState;
  /** 'http://127.0.0.1:PORT', known once the server listens. */
  baseUrl: string;
  /** Workflow run backend id embedded in ACTIONS_RUNTIME_TOKEN. */
  workflowRunBackendId: string;
  /** Workflow job run backend id embedded in ACTIONS_RUNTIME_TOKEN. */
  workflowJobRunBackendId: string;
  /** The runtime token the results service expects. */
  runtimeToken: string;
  /** The bearer token the OIDC endpoint expects. */
  idTokenRequestToken: string;
  /** Timers to clear on close (Pages progression). */
  timers: Set<NodeJS.Timeout>;
  /** Next id for a kind of object; kinds have distinct ranges so ids never look alike. */
  nextId(kind: IdKind): number;
}

/** Object kinds with their own id sequence. */
export type IdKind =
  | 'comment'
  | 'release'
  | 'asset'
  | 'cache'
  | 'artifact'
  | 'deployment'
  | 'repoDeployment'
  | 'deploymentStatus'
  | 'issue';

const ID_BASES: Record<IdKind, number> = {
  comment: 1_000_000_000,
  release: 100_000,
  asset: 200_000,
  artifact: 3_000,
  cache: 4_000,
  deployment: 5_000,
  repoDeployment: 7_000_000,
  deploymentStatus: 8_000_000,
  // Issues share a repository's number sequence with pull requests: far above the PR numbers
  // tests use, so an issue is never taken for one of them.
  issue: 9_000,
};

/** Apply defaults to user options. */
export function resolveOptions(options: GitHubEmulatorOptions = {}): ResolvedOptions {
  return {
    port: options.port ?? 0,
    firstIssueNumber: options.firstIssueNumber ?? ID_BASES.issue + 1,
    owner: options.owner ?? 'acme',
    repo: options.repo ?? 'docs',
    token: options.token ?? 'ghs_emulator_token',
    forkPullRequest: options.forkPullRequest ?? false,
    pagesEnabled: options.pagesEnabled ?? true,
    pagesOutcome: options.pagesDeployment?.outcome ?? 'succeed',
    immutableReleases: options.immutableReleases ?? false,
    pagesStepMs: options.pagesDeployment?.stepMs ?? 150,
    oidc: options.oidc ?? true,
    botLogin: options.botLogin ?? 'github-actions[bot]',
    deploymentsWritable: options.deploymentsWritable ?? true,
    issuesWritable: options.issuesWritable ?? true,
    identities: new Map([
      ...Object.entries(options.identities ?? DEFAULT_IDENTITIES),
      [
        options.token ?? 'ghs_emulator_token',
        { login: options.botLogin ?? 'github-actions[bot]', type: 'Bot', id: ACTIONS_BOT_ID },
      ],
    ]),
    graphql: options.graphql ?? true,
    contentsReadable: options.contentsReadable ?? true,
    treeLimit: options.treeLimit ?? 100_000,
  };
}

/** A fresh, empty state. */
export function emptyState(): GitHubState {
  return {
    comments: new Map(),
    releases: [],
    assets: new Map(),
    artifacts: [],
    caches: [],
    deployments: [],
    repoDeployments: [],
    pullFiles: new Map(),
    repoFiles: [],
    commitFiles: new Map(),
    idTokens: [],
    issues: [],
    pulls: [],
    labels: [],
  };
}

/** Build the shared context; `runtimeToken` is filled in by the server (it needs the JWT helper). */
export function createContext(options: ResolvedOptions): Context {
  const counters = new Map<IdKind, number>();
  const state = emptyState();
  return {
    options,
    state,
    baseUrl: '',
    workflowRunBackendId: randomUUID(),
    workflowJobRunBackendId: randomUUID(),
    runtimeToken: '',
    idTokenRequestToken: `oidc_request_${randomBytes(12).toString('hex')}`,
    timers: new Set(),
    nextId(kind) {
      const base = kind === 'issue' ? options.firstIssueNumber - 1 : ID_BASES[kind];
      let next = (counters.get(kind) ?? base) + 1;
      // Never hand out an id a test already seeded by hand.
      while (isTaken(state, kind, next)) next += 1;
      counters.set(kind, next);
      return next;
    },
  };
}

/** Whether an id of a kind is already present in the state. */
function isTaken(state: GitHubState, kind: IdKind, id: number): boolean {
  switch (kind) {
    case 'comment':
      return [...state.comments.values()].some((list) => list.some((c) => c.id === id));
    case 'release':
      return state.releases.some((r) => r.id === id);
    case 'asset':
      return state.assets.has(id) || state.releases.some((r) => r.assets.some((a) => a.id === id));
    case 'artifact':
      return state.artifacts.some((a) => a.id === id);
    case 'cache':
      return state.caches.some((c) => c.id === id);
    case 'deployment':
      return state.deployments.some((d) => d.id === id);
    case 'repoDeployment':
      return state.repoDeployments.some((d) => d.id === id);
    case 'deploymentStatus':
      return state.repoDeployments.some((d) => d.statuses.some((s) => s.id === id));
    case 'issue':
      return state.issues.some((i) => i.number === id) || state.pulls.some((p) => p.number === id);
  }
}
