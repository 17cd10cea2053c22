/**
 * Public and shared types of the GitHub-side emulator: its options, the handle returned by
 * `startGitHubEmulator`, and the live state tests inspect and seed.
 */

/** How a simulated GitHub Pages deployment ends. */
export type PagesOutcome = 'succeed' | 'failure' | 'never';

/** Options accepted by `startGitHubEmulator`. */
export interface GitHubEmulatorOptions {
  /** Port to listen on (127.0.0.1 only); 0, the default, picks a free port. */
  port?: number;
  /**
   * The API URL the action is told (`GITHUB_API_URL`), when it is not the emulator's own address:
   * a GitHub Enterprise Server's `https://HOST/api/v3` in front of it (a TLS front, a proxy). Links
   * the emulator hands out start with it, and its path is taken off every request's.
   */
  publicUrl?: string;
  /**
   * The number the first issue or pull request created through the API gets (default 9001, far
   * above the PR numbers tests use); a demo sets what a repository of its age would hand out.
   */
  firstIssueNumber?: number;
  /** Repository owner the REST routes answer for (default 'acme'). */
  owner?: string;
  /** Repository name the REST routes answer for (default 'docs'). */
  repo?: string;
  /** The token the action must send (default 'ghs_emulator_token'); others get 401 Bad credentials. */
  token?: string;
  /** Simulate a fork pull request: the token is read-only, so every REST write answers 403. */
  forkPullRequest?: boolean;
  /** Whether GitHub Pages is enabled for the repository (default true); false → Pages routes 404. */
  pagesEnabled?: boolean;
  /** How created Pages deployments progress. */
  pagesDeployment?: {
    /** Final state: 'succeed' (default), 'failure' (deployment_failed) or 'never' (stays in progress). */
    outcome?: PagesOutcome;
    /** Milliseconds between status steps (default 150). */
    stepMs?: number;
  };
  /**
   * The repository setting "immutable releases" (default false): publishing a release locks it,
   * so uploads to it answer 422 "Cannot upload assets to an immutable release." and its assets
   * cannot be deleted; drafts take assets as usual until they are published.
   */
  immutableReleases?: boolean;
  /** Serve the OIDC token endpoint and advertise it in env() (default true). */
  oidc?: boolean;
  /** Login of the token's own user, used as author of created comments (default 'github-actions[bot]'). */
  botLogin?: string;
  /**
   * More tokens the REST and GraphQL routes accept, each acting as its own account: comments it
   * creates are authored by that account, and GraphQL `viewer` answers it. Default: a personal
   * token (`ghp_emulator_pat`, user `octo-maintainer`) and a GitHub App token
   * (`ghs_emulator_app`, bot `mintlify-docs-bot[bot]`). The default `token` is always `botLogin`.
   */
  identities?: Record<string, GitHubUser>;
  /** Serve GraphQL at POST /graphql (default true); false answers 404 there, as with no GraphQL. */
  graphql?: boolean;
  /**
   * Whether the token may read the repository's contents (default true); false answers the git
   * trees API 403 with `x-accepted-github-permissions: contents=read`, like a job without it.
   */
  contentsReadable?: boolean;
  /** Entries the git trees API lists before it cuts the list and says `truncated` (100,000). */
  treeLimit?: number;
  /**
   * Whether the token may write Deployments (default true); false answers every deployment write
   * 403 with `x-accepted-github-permissions: deployments=write`, like a job without that permission.
   */
  deploymentsWritable?: boolean;
  /**
   * Whether the token may write issues (default true); false answers every issue write (create,
   * update, labels) 403 with `x-accepted-github-permissions: issues=write`, like a job without
   * that permission.
   */
  issuesWritable?: boolean;
}

/** A status of a repository deployment. */
export interface RepoDeploymentStatus {
  /** Status id. */
  id: number;
  /** `in_progress`, `success`, `failure`, `error`, `inactive`, `queued` or `pending`. */
  state: string;
  /** Description sent. */
  description: string;
  /** `log_url` sent (empty when none). */
  logUrl: string;
  /** `environment_url` sent (empty when none). */
  environmentUrl: string;
  /** Creation time, ISO 8601. */
  createdAt: string;
  /** Epoch ms from which it is listed (a seeded App deploy's later statuses); always when unset. */
  visibleAt?: number;
}

/** A repository deployment (POST /repos/{o}/{r}/deployments), not a Pages deployment. */
export interface RepoDeployment {
  /** Deployment id. */
  id: number;
  /** The commit: `ref` when it is a full SHA. */
  sha: string;
  /** The ref sent. */
  ref: string;
  /** Environment name. */
  environment: string;
  /** Description sent, or null. */
  description: string | null;
  /** Payload sent. */
  payload: unknown;
  /** `transient_environment` sent. */
  transientEnvironment: boolean;
  /** `production_environment` sent (or GitHub's default). */
  productionEnvironment: boolean;
  /** `auto_merge` as sent (true when not sent, GitHub's default). */
  autoMerge: boolean;
  /** `required_contexts` sent; undefined when not sent (GitHub then requires every context). */
  requiredContexts: string[] | undefined;
  /** Creation time, ISO 8601. */
  createdAt: string;
  /** Statuses, oldest first. */
  statuses: RepoDeploymentStatus[];
  /** Who created it (a seeded App deploy: `mintlify[bot]`); the token's account when unset. */
  creator?: string;
  /** Epoch ms from which it is listed; always when unset. */
  visibleAt?: number;
}

/** One status of a seeded App deployment, appearing `afterMs` after the seeding. */
export interface AppDeploySeedStatus {
  state: string;
  description?: string;
  afterMs?: number;
  environmentUrl?: string;
}

/** A deployment as the vendor's GitHub App (or another app) creates it, for `seedDeployment`. */
export interface AppDeploySeed {
  /** The deployed commit (40 hex). */
  sha: string;
  /** Environment (default `Production`). */
  environment?: string;
  /** Creator login (default `mintlify[bot]`). */
  creator?: string;
  /** Transient (a preview) or not (default false). */
  transient?: boolean;
  /** When the deployment appears, ms after the seeding (default 0). */
  afterMs?: number;
  /** Its statuses, each appearing at its own time. */
  statuses?: AppDeploySeedStatus[];
}

/** A changed file of a commit or comparison, as the commits and compare APIs list them. */
export interface CommitFile {
  filename: string;
  /** `added`, `modified`, `removed`, `renamed` (default `modified`). */
  status?: string;
  /** The unified diff's hunks (GitHub's `patch`). */
  patch?: string;
  previous_filename?: string;
}

/** A GitHub user as embedded in comments and assets. */
export interface GitHubUser {
  /** Login name, e.g. 'github-actions[bot]'. */
  login: string;
  /** 'Bot' for the token's own user, 'User' for people. */
  type: 'Bot' | 'User' | 'Organization';
  /** Numeric user id; derived from the login when omitted. */
  id?: number;
}

/** An issue or pull request comment as stored by the emulator. */
export interface Comment {
  /** Comment id, increasing in creation order. */
  id: number;
  /** Markdown body. */
  body: string;
  /** Author. */
  user: GitHubUser;
  /** ISO 8601 timestamp with second precision, like GitHub's. */
  created_at: string;
  /** ISO 8601 timestamp of the last edit. */
  updated_at: string;
  /** Web URL of the comment. */
  html_url: string;
}

/** An issue (not a pull request) as stored by the emulator. */
export interface Issue {
  /** Issue number, in the repository's sequence. */
  number: number;
  /** Database id. */
  id: number;
  /** Title. */
  title: string;
  /** Markdown body, or null. */
  body: string | null;
  /** Who opened it. */
  user: GitHubUser;
  /** Label names. */
  labels: string[];
  /** `open` or `closed`. */
  state: 'open' | 'closed';
  /** Why it was closed (`completed`, `not_planned`) or `reopened`; null while never closed. */
  state_reason: string | null;
  /** ISO 8601, second precision. */
  created_at: string;
  /** ISO 8601 of the last change. */
  updated_at: string;
  /** ISO 8601 of the close, while closed. */
  closed_at: string | null;
  /** Who closed it, while closed. */
  closed_by: GitHubUser | null;
  /** Web URL. */
  html_url: string;
}

/** A release asset. */
export interface Asset {
  /** Asset id. */
  id: number;
  /** File name, unique within the release. */
  name: string;
  /** Optional display label. */
  label?: string | null;
  /** Size in bytes. */
  size: number;
  /** Content type sent at upload. */
  content_type: string;
  /** Public download URL, served by the emulator with the stored bytes. */
  browser_download_url: string;
  /** Always 'uploaded' once the upload finished. */
  state: 'uploaded' | 'open';
  /** `sha256:<hex>` of the bytes, as GitHub reports for assets. */
  digest?: string;
  /** Creation time, ISO 8601. */
  created_at?: string;
}

/** A release. */
export interface Release {
  /** Release id. */
  id: number;
  /** Git tag the release is attached to. */
  tag_name: string;
  /** Display name. */
  name: string | null;
  /** Markdown description. */
  body?: string | null;
  /** Draft releases are invisible to the get-by-tag endpoint, as on GitHub. */
  draft: boolean;
  /** Pre-release flag. */
  prerelease: boolean;
  /** Web URL of the release. */
  html_url: string;
  /** Upload URL in GitHub's URI-template form, pointing at this emulator. */
  upload_url: string;
  /** Attached assets. */
  assets: Asset[];
  /** Published while immutable releases were on: locked for good. */
  immutable?: boolean;
  /** Commitish the tag is created from. */
  target_commitish?: string;
  /** Creation time, ISO 8601. */
  created_at?: string;
}

/** An artifact stored by the results service. */
export interface StoredArtifact {
  /** Artifact (database) id, as returned by FinalizeArtifact. */
  id: number;
  /** Artifact name, unique among finalized artifacts of the run. */
  name: string;
  /** Size in bytes of the uploaded blob. */
  size: number;
  /** The uploaded blob exactly as received (a zip unless uploaded with skipArchive). */
  bytes: Buffer;
  /** Retention requested by the client, in whole days (absent when the default applies). */
  retentionDays?: number;
  /** Whether FinalizeArtifact succeeded; only finalized artifacts are listed. */
  finalized: boolean;
  /** Creation time. */
  createdAt: Date;
  /** MIME type declared at CreateArtifact (application/zip for archives). */
  contentType?: string;
  /** 'sha256:<hex>' digest reported by the client at FinalizeArtifact. */
  digest?: string;
}

/** One entry of the Actions cache (the results service's CacheService), finished or not. */
export interface StoredCacheEntry {
  /** Entry id, as FinalizeCacheEntryUpload returns it. */
  id: number;
  /** The key the entry was saved under. */
  key: string;
  /** The client's version hash (paths, compression): a restore matches it exactly. */
  version: string;
  /** The archive exactly as uploaded; tests may damage it. */
  bytes: Buffer;
  /** Whether FinalizeCacheEntryUpload succeeded; only finalized entries are restored. */
  finalized: boolean;
  /** Creation time: of several prefix matches, the newest is restored. */
  createdAt: Date;
}

/** A GitHub Pages deployment status value (GitHub's documented values plus 'deployment_queued'). */
export type PagesDeploymentStatus =
  | 'deployment_queued'
  | 'deployment_in_progress'
  | 'syncing_files'
  | 'finished_file_sync'
  | 'updating_pages'
  | 'purging_cdn'
  | 'succeed'
  | 'deployment_failed'
  | 'deployment_content_failed'
  | 'deployment_attempt_error'
  | 'deployment_cancelled'
  | 'deployment_lost';

/** A GitHub Pages deployment. */
export interface PagesDeployment {
  /** Deployment id. */
  id: number;
  /** Artifact the deployment was created from. */
  artifactId: number;
  /** `pages_build_version` sent by the client (usually the commit SHA). */
  buildVersion: string;
  /** OIDC token sent by the client. */
  oidcToken: string;
  /** Current status; advances on a timer. */
  status: PagesDeploymentStatus;
  /** Whether the deployment was cancelled through the API. */
  cancelled: boolean;
  /** Every status the deployment has been in, oldest first. */
  statusHistory: string[];
  /** Target environment (default 'github-pages'). */
  environment?: string;
  /** Whether a preview deployment was requested. */
  preview?: boolean;
}

/** A file of a pull request, as listed by GET /repos/{o}/{r}/pulls/{n}/files. */
export interface PullFile {
  /** Path of the file. */
  filename: string;
  /** 'added', 'removed', 'modified', 'renamed', 'copied', 'changed' or 'unchanged' (default 'modified'). */
  status?: string;
  /** Added lines (default 1). */
  additions?: number;
  /** Deleted lines (default 0). */
  deletions?: number;
  /** Old path, for renamed files. */
  previous_filename?: string;
}

/** A pull request (opened with `openPullRequest`), as GET /repos/{o}/{r}/pulls/{n} serves it. */
export interface PullRequest {
  number: number;
  html_url: string;
  title: string;
  /** Its branch. */
  head: string;
  headSha: string;
  /** Who opened it. */
  author: string;
  state: 'open' | 'closed';
  merged: boolean;
  merged_at: string | null;
  closed_at: string | null;
  created_at: string;
}

/** A file of the repository, as the contents API serves it. */
export interface RepoFile {
  /** Path in the repository, without a leading slash. */
  path: string;
  /** The file's bytes (a string is taken as UTF-8). */
  content: string | Buffer;
  /** The one ref (branch, tag or commit SHA) it exists at; undefined: at every ref. */
  ref?: string;
}

/** The emulator's live state; tests may read and mutate it directly. */
export interface GitHubState {
  /** Issue (or pull request) number → its comments in creation order. */
  comments: Map<number, Comment[]>;
  /** Releases, oldest first. */
  releases: Release[];
  /** Asset id → uploaded bytes. */
  assets: Map<number, Buffer>;
  /** Artifacts of the current workflow run, finalized or not. */
  artifacts: StoredArtifact[];
  /** Actions cache entries of the repository, oldest first. */
  caches: StoredCacheEntry[];
  /** Pages deployments, oldest first. */
  deployments: PagesDeployment[];
  /** Repository deployments (Deployments API), oldest first. */
  repoDeployments: RepoDeployment[];
  /** Pull request number → changed files (set with `setPullFiles`); unknown pulls answer 404. */
  pullFiles: Map<number, PullFile[]>;
  /** Files the contents API serves (set with `setRepoFile`); the newest seeding of a path wins. */
  repoFiles: RepoFile[];
  /** `sha` or `base...head` → its changed files (set with `setCommitFiles`). */
  commitFiles: Map<string, CommitFile[]>;
  /** Every OIDC token the token endpoint issued, oldest first. */
  idTokens: string[];
  /** Issues (not pull requests), in creation order. */
  issues: Issue[];
  /** Pull requests opened with `openPullRequest`, in creation order (numbers shared with issues). */
  pulls: PullRequest[];
  /** Label names of the repository (created by issue writes). */
  labels: string[];
}

/** A request the emulator answered. */
export interface RecordedRequest {
  /** HTTP method. */
  method: string;
  /** Path including the query string. */
  path: string;
  /** Status code answered. */
  status: number;
  /** Epoch milliseconds when the request arrived. */
  at: number;
  /** Parsed JSON request body, when there was one. */
  body?: unknown;
}

/** A fault to answer instead of the real handler. */
export interface GitHubFault {
  /**
   * Which requests it hits: a RegExp or substring tested against both the path (without query)
   * and `"METHOD /path"`.
   */
  route: RegExp | string;
  /** Status code to answer. */
  status: number;
  /** How many matching requests it hits (default 1). */
  times?: number;
  /** JSON body to answer (default: a GitHub- or Twirp-style error body). */
  body?: unknown;
  /** Response headers to add, e.g. `retry-after` of a secondary rate limit. */
  headers?: Record<string, string>;
}

/** A running emulator. */
export interface GitHubEmulator {
  /**
   * 'http://127.0.0.1:PORT' — use as GITHUB_API_URL (REST routes at the root, like api.github.com);
   * the `publicUrl` option instead when one was given.
   */
  apiUrl: string;
  /** 'http://127.0.0.1:PORT': where the emulator listens, whatever `publicUrl` says. */
  listenUrl: string;
  /** The token REST calls must carry (acting as `botLogin`, `github-actions[bot]` by default). */
  token: string;
  /** Every accepted token and the account it acts as, the default token included. */
  identities: Readonly<Record<string, GitHubUser>>;
  /** Repository owner. */
  owner: string;
  /** Repository name. */
  repo: string;
  /**
   * Env vars a runner would set for these services, to merge into a spawned action's env:
   * GITHUB_API_URL, GITHUB_REPOSITORY, ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL,
   * ACTIONS_CACHE_SERVICE_V2 (as github.com's runners set it: @actions/cache then uses the results
   * service's CacheService) and, when OIDC is
   * on, ACTIONS_ID_TOKEN_REQUEST_URL and ACTIONS_ID_TOKEN_REQUEST_TOKEN. GITHUB_SERVER_URL is left
   * out on purpose: the artifact client treats any non-github.com server as GHES and refuses.
   */
  env(): Record<string, string>;
  /** Live state, inspectable and seedable. */
  state: GitHubState;
  /** Every answered request, in completion order. */
  requests: RecordedRequest[];
  /** Answer matching requests with an error instead of handling them. */
  inject(fault: GitHubFault): void;
  /** Add `count` ordinary comments by another user to an issue or pull request. */
  seedComments(issueNumber: number, count: number, author?: string): void;
  /**
   * Add one comment with `body` by `author` (a login; `[bot]` logins are bots), for example a
   * comment by a PR author carrying the action's marker. Returns the stored comment.
   */
  seedComment(issueNumber: number, body: string, author: string): Comment;
  /**
   * Add an issue as if `author` (a login; default the token's own account) had opened it, and
   * closed it with `state: closed`. Returns the stored issue.
   */
  seedIssue(seed: {
    title: string;
    body?: string;
    labels?: string[];
    author?: string;
    state?: 'open' | 'closed';
  }): Issue;
  /** Set the files a pull request reports as changed. */
  setPullFiles(pullNumber: number, files: PullFile[]): void;
  /** Open a pull request with `files` as someone else would (the vendor's agent). */
  openPullRequest(seed: {
    title: string;
    head: string;
    files: PullFile[];
    author?: string;
  }): PullRequest;
  /** Close a pull request opened with `openPullRequest`, merged or not. */
  closePullRequest(number: number, merged: boolean): void;
  /**
   * Put a file in the repository for GET /repos/{o}/{r}/contents/{path}: at `ref` only, or at
   * every ref when `ref` is undefined. Returns nothing; `state.repoFiles` holds it.
   */
  setRepoFile(path: string, content: string | Buffer, ref?: string): void;
  /** Take a path out of the repository (every ref), so the contents API answers 404 for it. */
  removeRepoFile(path: string): void;
  /**
   * Seed a deployment made by an app (the vendor's GitHub App by default: `mintlify[bot]`), whose
   * statuses appear over time. Returns its id.
   */
  seedDeployment(seed: AppDeploySeed): number;
  /**
   * The files GET /repos/{o}/{r}/commits/{sha} lists (no `base`), or GET .../compare/{base}...{head}.
   */
  setCommitFiles(head: string, files: CommitFile[], base?: string): void;
  /** Stop the server, its open connections and its timers. */
  close(): Promise<void>;
}
