/**
 * Names of the action's inputs and outputs, as declared in action.yml.
 * Every other module refers to these constants so a rename happens in one place.
 */
export const Input = {
  AdminKey: 'admin-key',
  Mode: 'mode',
  ApiUrl: 'api-url',
  ProjectId: 'project-id',
  GitHubToken: 'github-token',
  Timeout: 'timeout',
  PollInterval: 'poll-interval',
  StatusId: 'status-id',
  Trigger: 'trigger',
  Wait: 'wait',
  Domain: 'domain',
  ExportVersion: 'export-version',
  Paths: 'paths',
  Target: 'target',
  ArtifactName: 'artifact-name',
  RetentionDays: 'retention-days',
  ReleaseTag: 'release-tag',
  CheckLinks: 'check-links',
  DateFrom: 'date-from',
  DateTo: 'date-to',
  Source: 'source',
  FeedbackStatus: 'feedback-status',
  PageSize: 'page-size',
  MaxPages: 'max-pages',
  Comment: 'comment',
  CommentKey: 'comment-key',
  IncludeContact: 'include-contact',
  DocsRoot: 'docs-root',
  Branch: 'branch',
  Deployment: 'deployment',
  Environment: 'environment',
  PageViews: 'page-views',
  ReaderSignals: 'reader-signals',
  AutomationId: 'automation-id',
  Top: 'top',
  IssueTitle: 'issue-title',
  IssueLabel: 'issue-label',
  DraftFixes: 'draft-fixes',
  DraftFixesQuotes: 'draft-fixes-quotes',
  MissingRedirects: 'missing-redirects',
  ApiChanges: 'api-changes',
  Verify: 'verify',
  VerifyTimeout: 'verify-timeout',
  SiteUrl: 'site-url',
  OnStale: 'on-stale',
  Follow: 'follow',
  Repair: 'repair',
  DeploymentEnvironment: 'deployment-environment',
  FailOn: 'fail-on',
  SiteAuthentication: 'site-authentication',
} as const;

/** Output names, as declared in action.yml. */
export const Output = {
  Outcome: 'outcome',
  Status: 'status',
  StatusId: 'status-id',
  CommitSha: 'commit-sha',
  FilesChanged: 'files-changed',
  JobId: 'job-id',
  PageCount: 'page-count',
  BundleUrl: 'bundle-url',
  ExpiresAt: 'expires-at',
  BundlePath: 'bundle-path',
  BundleSha256: 'bundle-sha256',
  BundleSize: 'bundle-size',
  DeploymentValues: 'deployment-values',
  ArtifactId: 'artifact-id',
  PageUrl: 'page-url',
  ReleaseAssetUrl: 'release-asset-url',
  BrokenLinks: 'broken-links',
  Total: 'total',
  CommentId: 'comment-id',
  FeedbackFile: 'feedback-file',
  HasMore: 'has-more',
  PreviewUrl: 'preview-url',
  DeploymentId: 'deployment-id',
  InstanceId: 'instance-id',
  IssueNumber: 'issue-number',
  IssueUrl: 'issue-url',
  Drafts: 'drafts',
  MissingRedirects: 'missing-redirects',
  BreakingChanges: 'breaking-changes',
  ApiChanges: 'api-changes',
  Live: 'live',
  StalePages: 'stale-pages',
  Errors: 'errors',
  Warnings: 'warnings',
  FindingsFile: 'findings-file',
} as const;

/** An output's name, as declared in action.yml. */
export type OutputName = (typeof Output)[keyof typeof Output];

/**
 * What an output may hold; `src/guard.ts` checks every value against it and withholds (with a
 * warning) one that does not fit. `secret-…` shapes carry a credential on purpose (the presigned
 * link): they are masked, and the only outputs a registered secret may reach.
 */
export type OutputShape =
  | 'url'
  | 'secret-url'
  | 'id'
  | 'status-id'
  | 'hex'
  | 'integer'
  | 'boolean'
  | 'datetime'
  | 'json'
  | 'yaml'
  | 'secret-yaml'
  | 'path'
  | readonly [string, ...string[]];

/**
 * The shape of each output: one line per output (the compiler asks for it when an output is
 * added to {@link Output}). The README's outputs table shows them (`npm run docs`).
 */
export const OUTPUT_SHAPES: Readonly<Record<OutputName, OutputShape>> = {
  [Output.Outcome]: ['success', 'failure', 'timeout', 'skipped'],
  [Output.Status]: 'id',
  [Output.StatusId]: 'status-id',
  [Output.CommitSha]: 'hex',
  [Output.FilesChanged]: 'json',
  [Output.JobId]: 'id',
  [Output.InstanceId]: 'id',
  [Output.PageCount]: 'integer',
  [Output.BrokenLinks]: 'integer',
  [Output.BundleUrl]: 'secret-url',
  [Output.ExpiresAt]: 'datetime',
  [Output.BundlePath]: 'path',
  [Output.BundleSha256]: 'hex',
  [Output.BundleSize]: 'integer',
  [Output.DeploymentValues]: 'secret-yaml',
  [Output.ArtifactId]: 'integer',
  [Output.PageUrl]: 'url',
  [Output.ReleaseAssetUrl]: 'url',
  [Output.Total]: 'integer',
  [Output.CommentId]: 'integer',
  [Output.FeedbackFile]: 'path',
  [Output.HasMore]: 'boolean',
  [Output.PreviewUrl]: 'url',
  [Output.DeploymentId]: 'integer',
  [Output.IssueNumber]: 'integer',
  [Output.IssueUrl]: 'url',
  [Output.Drafts]: 'json',
  [Output.MissingRedirects]: 'integer',
  [Output.BreakingChanges]: 'integer',
  [Output.ApiChanges]: 'json',
  [Output.Live]: ['fresh', 'stale', 'unverified', 'off'],
  [Output.StalePages]: 'json',
  [Output.Errors]: 'integer',
  [Output.Warnings]: 'integer',
  [Output.FindingsFile]: 'path',
};

/**
 * An id this action accepts as an input (`status-id`, `project-id`, automation ids): what the
 * `status-id` output is held to as well, so a step can always pass it on to another.
 */
export const SAFE_ID = /^[A-Za-z0-9_-]{1,200}$/;

/** Longest id output (`[A-Za-z0-9._:-]`). */
export const MAX_ID_LENGTH = 128;

/** How the README's outputs table names each shape. */
export function shapeLabel(shape: OutputShape): string {
  if (typeof shape !== 'string') return shape.map((v) => `\`${v}\``).join(' / ');
  return {
    url: 'http(s) URL, no spaces, quotes, `$` or backticks',
    'secret-url': 'http(s) URL, no spaces, quotes, `$` or backticks (a credential: masked)',
    id: `id \`[A-Za-z0-9._:-]\`, 1–${MAX_ID_LENGTH}`,
    'status-id': 'id `[A-Za-z0-9_-]`, 1–200 (what the `status-id` input accepts)',
    hex: 'hex digest',
    integer: 'integer',
    boolean: '`true` / `false`',
    datetime: 'ISO 8601 time',
    json: 'JSON',
    yaml: 'YAML, no `$(`, `${` or backticks',
    'secret-yaml': 'YAML, no `$(`, `${` or backticks (holds a credential: masked)',
    path: 'file path',
  }[shape];
}

/** The action's modes. */
export const MODES = [
  'status',
  'export',
  'feedback',
  'preview',
  'automation',
  'health',
  'check',
] as const;
/** One of {@link MODES}. */
export type Mode = (typeof MODES)[number];

/**
 * Set by the loader of each mode's own action (`dist/<mode>/index.js`, behind `<mode>/action.yml`,
 * written by scripts/bundle.mjs): the mode that action runs, in place of a `mode` input.
 */
export const FIXED_MODE_ENV = 'MINTLIFY_DOCS_ACTION_MODE';

/** Where an export bundle goes. */
export const TARGETS = ['artifact', 'pages', 'release', 'none'] as const;
/** One of {@link TARGETS}. */
export type Target = (typeof TARGETS)[number];

/** What `check-links` does with broken links in an export. */
export const CHECK_LINKS = ['warn', 'error', 'off'] as const;
/** One of {@link CHECK_LINKS}. */
export type CheckLinks = (typeof CHECK_LINKS)[number];

/** What `missing-redirects` does with pages a PR removes or renames without a redirect. */
export const MISSING_REDIRECTS = ['warn', 'error', 'off'] as const;
/** One of {@link MISSING_REDIRECTS}. */
export type MissingRedirects = (typeof MISSING_REDIRECTS)[number];

/** What `api-changes` does with the OpenAPI changes of a PR (`error`: fails on a breaking one with a page). */
export const API_CHANGES = ['warn', 'error', 'off'] as const;
/** One of {@link API_CHANGES}. */
export type ApiChangesPolicy = (typeof API_CHANGES)[number];

/** `mode: status`: which pages of the live site are checked after a successful update. */
export const VERIFY = ['changed', 'all', 'off'] as const;
/** One of {@link VERIFY}. */
export type Verify = (typeof VERIFY)[number];

/** `mode: status`: what a stale page does to the step. */
export const ON_STALE = ['error', 'warn'] as const;
/** One of {@link ON_STALE}. */
export type OnStale = (typeof ON_STALE)[number];

/** `mode: status`: whose deploys `follow` follows instead of an API update. */
export const FOLLOW = ['github-app'] as const;

/** `mode: status`: one deadline for the App's deployment and the caches, when `verify-timeout` is empty. */
export const DEFAULT_VERIFY_TIMEOUT_MS = 10 * 60_000;

/** Feedback sources the published contract knows. */
export const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'] as const;
/** Feedback review statuses the published contract knows. */
export const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const;

/** Reader signals `reader-signals` can ask for (besides `none`). */
export const READER_SIGNALS = ['searches', 'assistant'] as const;
/** One of {@link READER_SIGNALS}. */
export type ReaderSignal = (typeof READER_SIGNALS)[number];

/** The step's overall result, always written to the `outcome` output. */
export type Outcome = 'success' | 'failure' | 'timeout' | 'skipped';

/** Overall time limit per mode when `timeout` is empty. */
export const DEFAULT_TIMEOUT_MS: Readonly<Record<Mode, number>> = {
  status: 20 * 60_000,
  export: 30 * 60_000,
  feedback: 10 * 60_000,
  preview: 20 * 60_000,
  // One request, with its retries and any `Retry-After` wait.
  automation: 5 * 60_000,
  // A handful of analytics reads (at most 13 requests) and three or four GitHub calls.
  health: 10 * 60_000,
  // Every page compiled on the runner's cores: a few hundred pages take well under a minute.
  check: 15 * 60_000,
};

/** GitHub environment of preview deployments when `environment` is empty. */
export const DEFAULT_PREVIEW_ENVIRONMENT = 'docs-preview';

/** The vendor's public API base. */
export const DEFAULT_API_URL = 'https://api.mintlify.com';
/** The vendor's prefix for admin keys (warned about, not enforced). */
export const ADMIN_KEY_PREFIX = 'mint_';
/** The vendor's prefix for assistant (discovery) keys, which share `mint_` but the admin API refuses. */
export const ASSISTANT_KEY_PREFIX = 'mint_dsc_';
/** Analytics endpoints allow this many requests per organization per hour. */
export const ANALYTICS_REQUESTS_PER_HOUR = 100;

/** The docs agent's documented limit: uses per project per hour (reads assumed to count). */
export const AGENT_JOB_LIMIT_PER_HOUR = 100;

/** `mode: health`: pages listed in the issue when `top` is empty. */
export const DEFAULT_HEALTH_TOP = 10;
/** `mode: health`: the issue's title when `issue-title` is empty. */
export const DEFAULT_ISSUE_TITLE = 'Docs health report';
/** `mode: health`: the label that (with our identity and marker) finds our issue. */
export const DEFAULT_ISSUE_LABEL = 'docs-health';
