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
} as const;

/** The action's modes. */
export const MODES = ['status', 'export', 'feedback', 'preview'] as const;
/** One of {@link MODES}. */
export type Mode = (typeof MODES)[number];

/** Where an export bundle goes. */
export const TARGETS = ['artifact', 'pages', 'release', 'none'] as const;
/** One of {@link TARGETS}. */
export type Target = (typeof TARGETS)[number];

/** What `check-links` does with broken links in an export. */
export const CHECK_LINKS = ['warn', 'error', 'off'] as const;
/** One of {@link CHECK_LINKS}. */
export type CheckLinks = (typeof CHECK_LINKS)[number];

/** Feedback sources the published contract knows. */
export const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'] as const;
/** Feedback review statuses the published contract knows. */
export const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const;

/** The step's overall result, always written to the `outcome` output. */
export type Outcome = 'success' | 'failure' | 'timeout' | 'skipped';

/** Overall time limit per mode when `timeout` is empty. */
export const DEFAULT_TIMEOUT_MS: Readonly<Record<Mode, number>> = {
  status: 20 * 60_000,
  export: 30 * 60_000,
  feedback: 10 * 60_000,
  preview: 20 * 60_000,
};

/** GitHub environment of preview deployments when `environment` is empty. */
export const DEFAULT_PREVIEW_ENVIRONMENT = 'docs-preview';

/** The vendor's public API base. */
export const DEFAULT_API_URL = 'https://api.mintlify.com';
/** The vendor's prefix for admin keys (warned about, not enforced). */
export const ADMIN_KEY_PREFIX = 'mint_';
/** Analytics endpoints allow this many requests per organization per hour. */
export const ANALYTICS_REQUESTS_PER_HOUR = 100;
