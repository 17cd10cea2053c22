/**
 * Shapes of the Mintlify admin API's requests and responses, as the client hands them out.
 *
 * They follow the vendor's published OpenAPI descriptions (trigger update / update status,
 * preview, trigger automation, static export, analytics feedback, views, searches and assistant).
 * Enumerated string fields are typed as "a known value or any other string" so a value the vendor
 * adds later passes through instead of failing the run.
 */

/** Body of POST /v1/project/update/{projectId} (202). */
export interface TriggerUpdateResponse {
  /** Id of the queued update; pass it to `getUpdateStatus`. */
  statusId: string;
}

/** Body of POST /v1/project/preview/{projectId} (202). */
export interface StartPreviewResponse {
  /** Id of the queued preview deployment; track it with `getUpdateStatus`. */
  statusId: string;
  /** Where the preview is hosted; empty when the platform did not send one. */
  previewUrl: string;
}

/** Body of POST /v1/workflow/{projectId}/{workflowSchemaId}/trigger (202). */
export interface TriggerAutomationResponse {
  /** The automation that was triggered; the requested id when the platform did not echo it. */
  schemaId: string;
  /** The queued run: it appears in the run history of the dashboard's Automations page. */
  instanceId: string;
  /** The background job processing the run. */
  jobId: string;
}

/** Status values of an update that the contract documents. */
export type UpdateStatusValue = 'queued' | 'in_progress' | 'success' | 'failure';

/** Trigger sources of an update that the contract documents. */
export type UpdateSource =
  'internal' | 'github-app-installation' | 'api' | 'github' | 'dashboard' | 'gitlab' | 'onboarding';

/** Author of the commit an update deploys. */
export interface UpdateAuthor {
  /** Display name, when sent. */
  name?: string;
  /** Avatar image URL, when sent. */
  avatarUrl?: string;
  /** GitHub user id, when sent. */
  githubUserId?: number;
}

/** Files touched by the commit an update deploys; each list is empty when not sent. */
export interface UpdateFilesChanged {
  /** New files. */
  added: string[];
  /** Modified files. */
  modified: string[];
  /** Removed files. */
  removed: string[];
}

/** Commit an update deploys. */
export interface UpdateCommit {
  /** Commit SHA, when sent. */
  sha?: string;
  /** Git ref, when sent. */
  ref?: string;
  /** Commit message, when sent. */
  message?: string;
  /** Changed files, when sent. */
  filesChanged?: UpdateFilesChanged;
}

/**
 * Body of GET /v1/project/update-status/{statusId}. The contract marks no field as required, so
 * only `status` is checked; every other field is present only when the platform sent it with the
 * documented type.
 */
export interface UpdateStatus {
  /** The status id (the contract's own field name). */
  _id?: string;
  /** Documentation project id. */
  projectId?: string;
  /** ISO date-time (UTC) the update was created. */
  createdAt?: string;
  /** ISO date-time (UTC) the update ended; absent while it runs. */
  endedAt?: string;
  /** Current state; values outside the documented enum are passed through unchanged. */
  status: UpdateStatusValue | (string & {});
  /** Human summary of the update. */
  summary?: string;
  /** Build log lines (untrusted text: escape before rendering). */
  logs?: string[];
  /** Subdomain of the docs being updated. */
  subdomain?: string;
  /** Screenshot URL of the docs. */
  screenshot?: string;
  /** Light-mode screenshot URL. */
  screenshotLight?: string;
  /** Dark-mode screenshot URL. */
  screenshotDark?: string;
  /** Author of the commit; null when the platform says there is none. */
  author?: UpdateAuthor | null;
  /** Commit the update deploys. */
  commit?: UpdateCommit;
  /** What triggered the update. */
  source?: UpdateSource | (string & {});
}

/** Body of POST /v1/static-export/jobs. */
export interface StartExportRequest {
  /** Hostname of the deployment to export (`docs.example.com`): no protocol, slash or path. */
  domain: string;
  /** Version label to export; the latest published version when omitted. */
  version?: string;
  /** Page paths to include; every published page when omitted. */
  paths?: string[];
}

/** Status values of a static export job that the contract documents. */
export type StaticExportJobStatus = 'queued' | 'running' | 'completed' | 'failed';

/** Body of the static export job endpoints (start: 202, status: 200). */
export interface StaticExportJob {
  /** Job id (`se_…`); pass it to `getExport` and `generateBundle`. */
  jobId: string;
  /** Current state; values outside the documented enum are passed through unchanged. */
  status: StaticExportJobStatus | (string & {});
  /** Completion percentage, 0–100. */
  progress: number;
  /** Pages exported so far. */
  pageCount: number;
  /** ISO date-time the job was created. */
  createdAt: string;
  /** ISO date-time the job last changed. */
  updatedAt: string;
  /** Why the job failed; null or absent unless `status` is `failed`. */
  error?: string | null;
}

/** Body of POST /v1/static-export/jobs/{jobId}/bundle (200). */
export interface BundleResponse {
  /** Job the bundle belongs to. */
  jobId: string;
  /** Presigned S3 link to the .tar.gz. A credential: it has already been passed to `onSecret`. */
  bundleUrl: string;
  /** Size of the archive in bytes. */
  sizeBytes: number;
  /** ISO date-time the link expires. */
  expiresAt: string;
}

/** Feedback sources the contract documents. */
export type FeedbackSource = 'code_snippet' | 'contextual' | 'agent' | 'thumbs_only';

/** Feedback review states the contract documents. */
export type FeedbackStatus = 'pending' | 'in_progress' | 'resolved' | 'dismissed';

/**
 * Fields every feedback entry has. The contract's list items are an `anyOf` without a
 * discriminator, so the client parses defensively: fields that are missing or of the wrong type
 * become null rather than dropping the entry.
 */
export interface FeedbackCommon {
  /**
   * Which shape the client parsed the entry as: `contextual` and `code_snippet` carry their extra
   * fields, `base` covers `agent`, `thumbs_only` and any source the contract does not list.
   * Added by the client (not sent by the platform) so TypeScript can narrow exactly.
   */
  kind: 'base' | 'contextual' | 'code_snippet';
  /** Unique feedback id (entries without one are dropped and counted in `skipped`). */
  id: string;
  /** Page path or URL the feedback is about; null when missing. */
  path: string | null;
  /** Reader's comment (untrusted text); null when none. */
  comment: string | null;
  /** ISO date-time the feedback was submitted; null when missing. */
  createdAt: string | null;
  /** Where the feedback came from, kept as sent; null when missing. */
  source: FeedbackSource | (string & {}) | null;
  /** Review state, kept as sent; null when missing. */
  status: FeedbackStatus | (string & {}) | null;
}

/** Page-level feedback (`source: contextual`). */
export interface ContextualFeedback extends FeedbackCommon {
  /** Discriminant. */
  kind: 'contextual';
  /** Discriminant as sent. */
  source: 'contextual';
  /** Whether the reader found the page helpful; null when missing. */
  helpful: boolean | null;
  /** Follow-up e-mail the reader gave (personal data: publish only when asked to); null when none. */
  contact: string | null;
}

/** Feedback on a code block (`source: code_snippet`). */
export interface CodeSnippetFeedback extends FeedbackCommon {
  /** Discriminant. */
  kind: 'code_snippet';
  /** Discriminant as sent. */
  source: 'code_snippet';
  /** The code block the feedback is about (untrusted text); null when missing. */
  code: string | null;
  /** Filename shown on the block; null when none. */
  filename: string | null;
  /** Language of the block; null when none. */
  lang: string | null;
}

/** Agent feedback, thumbs votes, and entries of a source the contract does not list. */
export interface BaseFeedback extends FeedbackCommon {
  /** Discriminant. */
  kind: 'base';
}

/** One entry of a feedback page; narrow with `kind` (or the guards in parse.ts). */
export type FeedbackEntry = ContextualFeedback | CodeSnippetFeedback | BaseFeedback;

/** Filters and paging of GET /v1/analytics/{projectId}/feedback. */
export interface FeedbackQuery {
  /** Inclusive start: `YYYY-MM-DD` or ISO 8601. */
  dateFrom?: string;
  /** Exclusive end: `YYYY-MM-DD` or ISO 8601. */
  dateTo?: string;
  /** Only this source. */
  source?: FeedbackSource | (string & {});
  /** Only these review states (sent comma-separated). */
  status?: string[];
  /** Entries per page, 1–100 (the platform's default is 50). */
  limit?: number;
  /** `nextCursor` of the previous page. */
  cursor?: string;
}

/** One page of feedback, after defensive parsing. */
export interface FeedbackPage {
  /** Entries in the order the platform sent them. */
  entries: FeedbackEntry[];
  /** Cursor of the next page; null on the last one. */
  nextCursor: string | null;
  /**
   * Whether more entries follow. Reported false when the platform says true but sends no cursor,
   * since such a page cannot be followed (and asking again would loop).
   */
  hasMore: boolean;
  /** Entries dropped because they were not objects or had no id. */
  skipped: number;
}

/**
 * Filters and size of GET /v1/analytics/{projectId}/feedback/by-page. The contract offers no
 * cursor or offset: one reply holds at most `limit` pages, the pages with the most feedback.
 */
export interface FeedbackByPageQuery {
  /** Inclusive start: `YYYY-MM-DD` or ISO 8601. */
  dateFrom?: string;
  /** Exclusive end: `YYYY-MM-DD` or ISO 8601. */
  dateTo?: string;
  /** Pages per reply, 1–100 (the platform's default is 10). */
  limit?: number;
}

/** Feedback counts of one page, as sent (the path is untrusted text). */
export interface PageFeedbackCounts {
  /** The documentation page path, as the platform sent it. */
  path: string;
  /** Positive (thumbs up) contextual feedback entries. */
  thumbsUp: number;
  /** Negative (thumbs down) contextual feedback entries. */
  thumbsDown: number;
  /** Code snippet feedback entries. */
  code: number;
  /** All feedback entries of the page. */
  total: number;
}

/** The reply of GET /v1/analytics/{projectId}/feedback/by-page, after defensive parsing. */
export interface FeedbackByPageReply {
  /** Counts per page, in the order sent. */
  pages: PageFeedbackCounts[];
  /** Whether more pages have feedback than the reply holds (the contract cannot page further). */
  hasMore: boolean;
  /** Rows dropped because they had no path or a count that is not a number ≥ 0. */
  skipped: number;
}

/** Paging and window of GET /v1/analytics/{projectId}/views. */
export interface ViewsQuery {
  /** Inclusive start: `YYYY-MM-DD` or ISO 8601. */
  dateFrom?: string;
  /** Exclusive end: `YYYY-MM-DD` or ISO 8601. */
  dateTo?: string;
  /** Rows per page, 1–250 (the platform's default is 50). */
  limit?: number;
  /** Rows to skip: `(page - 1) * limit`. */
  offset?: number;
}

/** Content view events, split by traffic type. */
export interface ViewCounts {
  /** Views from human traffic. */
  human: number;
  /** Views from AI bot traffic. */
  ai: number;
  /** All views. */
  total: number;
}

/** Views of one page path, as sent (the path is untrusted text). */
export interface PathViews extends ViewCounts {
  /** The documentation page path, as the platform sent it. */
  path: string;
}

/** One page of GET /v1/analytics/{projectId}/views, after defensive parsing. */
export interface ViewsPage {
  /** Site-wide totals for the window. */
  totals: ViewCounts;
  /** Rows of this page, in the order sent. */
  views: PathViews[];
  /** Whether more rows follow (ask again with `offset + limit`). */
  hasMore: boolean;
  /** Rows dropped because they had no path or a count that is not a number. */
  skipped: number;
}

/** Window and paging of GET /v1/analytics/{projectId}/searches. */
export interface SearchesQuery {
  /** Inclusive start: `YYYY-MM-DD` or ISO 8601. */
  dateFrom?: string;
  /** Exclusive end: `YYYY-MM-DD` or ISO 8601. */
  dateTo?: string;
  /** Terms per page, 1–100 (the platform's default is 50). */
  limit?: number;
  /** `nextCursor` of the previous page (opaque). */
  cursor?: string;
}

/** One search term of the window, as sent (the term and the page are untrusted text). */
export interface SearchTerm {
  /** What readers typed. */
  searchQuery: string;
  /** Times it was searched in the window. */
  hits: number;
  /** Click-through rate as the platform sent it (a number ≥ 0). */
  ctr: number;
  /** The most-clicked result path for this term; null when nothing was clicked. */
  topClickedPage: string | null;
  /** When it was last searched, as sent; empty when missing. */
  lastSearchedAt: string;
}

/** One page of GET /v1/analytics/{projectId}/searches, after defensive parsing. */
export interface SearchesPage {
  /** Terms of this page, most searched first. */
  searches: SearchTerm[];
  /** Search events in the window (the sum of all hits, not distinct terms). */
  totalSearches: number;
  /** Cursor of the next page; null on the last one. */
  nextCursor: string | null;
  /** Rows dropped because they had no term or a count that is not a number ≥ 0. */
  skipped: number;
}

/** Window and paging of GET /v1/analytics/{projectId}/assistant. */
export interface AssistantQuery {
  /** Inclusive start: `YYYY-MM-DD` or ISO 8601. */
  dateFrom?: string;
  /** Exclusive end: `YYYY-MM-DD` or ISO 8601. */
  dateTo?: string;
  /** Conversations per page, 1–1000 (the platform's default is 100). */
  limit?: number;
  /** `nextCursor` of the previous page (a ULID). */
  cursor?: string;
}

/** A documentation page an assistant answer cites. */
export interface AssistantSource {
  /** Page title, as sent (untrusted). */
  title: string;
  /** Page URL, as sent (untrusted). */
  url: string;
}

/** One assistant conversation turn, after defensive parsing (all text untrusted and personal). */
export interface AssistantConversation {
  /** Unique conversation id. */
  id: string;
  /** When the reader asked, as sent; empty when missing. */
  timestamp: string;
  /** The reader's question. */
  query: string;
  /** `answer` or `clarifying_question` (default `answer`), or a value the contract does not list. */
  responseType: 'answer' | 'clarifying_question' | (string & {});
  /** Pages the answer cites (entries without a URL are left out). */
  sources: AssistantSource[];
  /** `answered` or `unanswered`, or a value the contract does not list. */
  resolutionStatus: 'answered' | 'unanswered' | (string & {});
  /** Category the platform assigned, if any. */
  queryCategory: string | null;
  /** Full URL of the page the conversation started on; null when none was captured. */
  pageUrl: string | null;
}

/** One page of GET /v1/analytics/{projectId}/assistant, after defensive parsing. */
export interface AssistantPage {
  /** Conversations of this page, in the order sent. */
  conversations: AssistantConversation[];
  /** Cursor of the next page; null on the last one. */
  nextCursor: string | null;
  /** Whether more follow; false when the platform says true but sends no cursor. */
  hasMore: boolean;
  /** Conversations dropped because they were not objects or had no id. */
  skipped: number;
}

/** The states of an agent job (v2), as the contract lists them. */
export const AGENT_JOB_STATUSES = ['active', 'completed', 'archived', 'failed'] as const;
/** One of {@link AGENT_JOB_STATUSES}. */
export type AgentJobStatus = (typeof AGENT_JOB_STATUSES)[number];

/**
 * Body of POST /v2/agent/{projectId}/job (201) and GET /v2/agent/{projectId}/job/{id}: the fields
 * the health mode reads. Every one is the platform's text: untrusted.
 */
export interface AgentJob {
  /** The job's id (sent back, encoded, to read it again). */
  id: string;
  status: AgentJobStatus;
  /** The pull request the agent opened; null while active or when nothing changed. */
  prLink: string | null;
  /** The branch the agent works on (`source.ref`); null when the reply names none. */
  sourceRef: string | null;
}
