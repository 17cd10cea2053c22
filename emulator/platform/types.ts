/**
 * Public types of the platform emulator. The shapes of API payloads follow the vendor's published
 * OpenAPI descriptions (trigger update / update status, static export, analytics feedback).
 */
import type { AgentBehaviour, AgentJobRecord } from './agent.js';
import type { LiveSite, LiveSiteOptions, PublishOptions } from './live-site.js';

/** Endpoint a request was routed to; `unknown` covers every route the contract does not define. */
export type EndpointName =
  | 'triggerUpdate'
  | 'getUpdateStatus'
  | 'startExport'
  | 'getExport'
  | 'generateBundle'
  | 'download'
  | 'listFeedback'
  | 'startPreview'
  | 'listViews'
  | 'feedbackByPage'
  | 'listSearches'
  | 'listAssistant'
  | 'triggerAutomation'
  | 'createAgentJob'
  | 'getAgentJob'
  | 'unknown';

/** How an update record moves through its lifecycle. */
export interface UpdateBehaviour {
  /** Milliseconds the update stays `queued`; default 300. */
  queuedMs?: number;
  /** Milliseconds the update stays `in_progress` after the queue; default 700. */
  runningMs?: number;
  /** Final status once both phases are over; default `success`. */
  outcome?: 'success' | 'failure';
  /**
   * Raw status value reported instead of `in_progress` while the update runs (for example
   * `exploding`), so clients can be tested against values outside the documented enum.
   */
  statusOverride?: string;
  /**
   * Commit a triggered update builds; default a sha derived from the seed. A demo sets the commit
   * its workflow run is for, as a real trigger builds the branch's head.
   */
  commitSha?: string;
}

/**
 * One automation of the project, as trigger automation sees it: `active` runs on a custom
 * schedule (triggerable), `inactive` is switched off (400), `not-scheduled` is on but runs on
 * another trigger than a custom schedule (400). Any other id answers 404.
 */
export interface AutomationSeed {
  /** The automation's id (its `workflowSchemaId`). */
  id: string;
  /** Its state. */
  state: 'active' | 'inactive' | 'not-scheduled';
}

/** A run queued through trigger automation. */
export interface AutomationRun {
  /** The automation triggered. */
  schemaId: string;
  /** The queued run. */
  instanceId: string;
  /** The background job processing it. */
  jobId: string;
  /** Date.now() when it was queued. */
  at: number;
}

/** How preview deployments behave: their lifecycle, plus what the platform says about them. */
export interface PreviewBehaviour extends UpdateBehaviour {
  /** Commit the preview builds; default a derived sha. */
  commitSha?: string;
  /** The files its commit changes, relative to the docs root; default the update's defaults. */
  filesChanged?: Partial<FilesChanged>;
  /** Its commit's message; default `docs: preview <branch>`. */
  commitMessage?: string;
  /** Build log lines; default the update's default log. */
  logs?: string[];
  /** Summary of the ended build; default the update's default summary. */
  summary?: string;
  /** The `previewUrl` the start answers with; default `https://<subdomain>-<branch>.preview…`. */
  previewUrl?: string;
  /**
   * A platform that echoes the request back: the summary and the build log of each preview end
   * with the `Authorization` header the start request carried (the admin key).
   */
  echoAuthorization?: boolean;
}

/** How a static export job moves through its lifecycle. */
export interface ExportJobBehaviour {
  /** Milliseconds the job stays `queued`; default 200. */
  queuedMs?: number;
  /** Milliseconds the job stays `running`; default 1500. */
  runningMs?: number;
  /** Final status; default `completed`. */
  outcome?: 'completed' | 'failed';
  /**
   * With the emulator's `readStepMs`: how far each read of a job moves it instead, so a job of a
   * minute is read done in a few polls (the demo's export, whose client waits the polls' virtual
   * length).
   */
  readStepMs?: number;
  /**
   * Final page count of a completed job; default 42, or with the `showcase` dataset's site bundle
   * as many as its `.html` files (the action compares the two).
   */
  pageCount?: number;
  /** Error message of a failed job; a default message is used when omitted. */
  error?: string;
}

/** What the bundle download serves. */
export type BundleSpec =
  /** A real .tar.gz of a small generated docs site (a few KiB). */
  | {
      kind: 'site';
      /**
       * More pages, at `guides/<name>.html` for each name: entry names chosen by whoever built
       * the bundle (for tests of hostile names: line breaks, `::` and `##[` inside).
       */
      extraNames?: string[];
      /**
       * Add the link-check pages (`links/…`): every kind of reference the action reads (each
       * tag and attribute, relative, root-relative, absolute on the domain, query and
       * fragment, percent-encoded, `X.html`, `X/index.html`, `<base>`, refresh), each once
       * good and once broken, plus links that are not checked (other hosts, `mailto:`, …).
       * {@link LINK_SITE_BROKEN} lists the broken targets. The default site has two broken
       * links of its own (`/guides/quickstart` and `/assets/banner.png`, from the home page).
       */
      links?: boolean;
      /**
       * The site's pages, as canonical paths (`/guides/intro`), each an `.html` file with the
       * whole navigation, plus the home page; default five guides. With the `showcase` dataset
       * the default is the dataset's own pages, so an export holds the site the other modes read.
       */
      pages?: readonly string[];
      /** The origin of canonical and sitemap URLs; default `https://docs.example.com`. */
      origin?: string;
    }
  /** A .tar.gz holding one incompressible file, about `sizeBytes` long once gzipped. */
  | { kind: 'random'; sizeBytes: number }
  /**
   * A file the caller made (a hostile bundle, a generated large site), served as it is; it is
   * read when the first bundle is asked for and never written to or removed by the emulator.
   */
  | { kind: 'file'; path: string };

/**
 * A page planted into every analytics dataset on top of the generated ones (views, feedback,
 * feedback by page, assistant conversations, search terms), so a site-wide report can be checked
 * against pages whose numbers a test chose. Addition to the agreed API.
 */
export interface PlantedPage {
  /** Page path, e.g. `/guides/troubleshooting`. */
  path: string;
  /** Human views over the dataset's days. */
  views: number;
  /** AI bot views over the dataset's days; default 0. */
  aiViews?: number;
  /** Helpful contextual votes; default 0. */
  thumbsUp?: number;
  /** Unhelpful contextual votes; default 0. */
  thumbsDown?: number;
  /** Comments of the unhelpful votes, newest first (one per vote, as far as they go). */
  comments?: string[];
  /** Questions the assistant could not answer, asked on the page, newest first. */
  unanswered?: string[];
  /** Conversations the assistant answered on the page; default 0. */
  answered?: number;
  /** Terms searched every day whose results nobody clicked. */
  zeroClickSearches?: string[];
}

/** Options of {@link startPlatformEmulator}; every field is optional. */
export interface PlatformEmulatorOptions {
  /** Port to listen on (127.0.0.1 only); default 0, an ephemeral port. */
  port?: number;
  /** The live site's pages, redirects and behaviour (it always runs, on a port of its own). */
  site?: LiveSiteOptions;
  /** Seed of every generated value and id; default 1. */
  seed?: number;
  /** The one known project; every other project id answers 404. Default `proj_demo`. */
  projectId?: string;
  /**
   * The project's docs subdomain (updates' `subdomain`, preview URLs); default the project id
   * made a DNS label (`proj-demo`).
   */
  subdomain?: string;
  /** Key with the write scope; default `mint_emulator_` + 24 characters derived from the seed. */
  adminKey?: string;
  /** Key with the read scope only (POST answers 403); default `mint_readonly_…`. */
  readOnlyKey?: string;
  /** Key that has expired (401 everywhere); default `mint_expired_…`. */
  expiredKey?: string;
  /** Whether the organization has static export; false makes every static-export route 403. */
  exportEnabled?: boolean;
  /** Number of feedback entries, mixing all four sources; default 250. */
  feedbackCount?: number;
  /** Feedback `createdAt` values spread over this many days before start-up; default 20. */
  feedbackDays?: number;
  /** Pages with views (the feedback dataset's pages first, then a long tail); default 600. */
  viewsPageCount?: number;
  /** Views spread over this many days before start-up; default `feedbackDays`. */
  viewsDays?: number;
  /** Search terms (the known ones first, then a long tail); default 240. */
  searchTermCount?: number;
  /** Assistant conversations (the planted ones the newest); default 400. */
  assistantCount?: number;
  /** Searches and conversations spread over this many days before start-up; default `feedbackDays`. */
  signalDays?: number;
  /** Pages planted into every analytics dataset (see {@link PlantedPage}); default none. */
  pages?: PlantedPage[];
  /** Analytics requests allowed per organization per rolling hour; default 100. */
  analyticsLimitPerHour?: number;
  /** Trigger-update rate limit per organization; default 10 per 10 000 ms. */
  triggerLimit?: { count: number; windowMs: number };
  /** Lifecycle of updates created by the trigger endpoint, and what their commit holds. */
  update?: TriggeredUpdate;
  /** Whether the organization's plan has preview deployments; false makes the preview route 403. */
  previewsEnabled?: boolean;
  /** Preview rate limit per organization; default 5 per 60 000 ms (the vendor's limit). */
  previewLimit?: { count: number; windowMs: number };
  /** Lifecycle of preview deployments (tracked like updates); change it with `setPreviewBehaviour`. */
  preview?: PreviewBehaviour;
  /** Lifecycle of export jobs. */
  exportJob?: ExportJobBehaviour;
  /**
   * The project's automations; default one of each state: `auto_changelog` (active),
   * `auto_paused` (inactive) and `auto_on_push` (not custom-scheduled). Addition to the agreed API.
   */
  automations?: AutomationSeed[];
  /** What bundle downloads serve; default `{ kind: 'site' }`. */
  bundle?: BundleSpec;
  /**
   * Origin of the presigned bundle links (a storage host's, with a TLS front or a proxy before the
   * emulator); default the emulator's own. The emulator serves the bundles whatever the Host.
   */
  bundleOrigin?: string;
  /** Lifetime of presigned bundle links; default 10 minutes. */
  bundleTtlMs?: number;
  /** Reserved; the emulator does not skew its clock. */
  clockSkewMs?: number;
  /**
   * Hostile text put into every API field the action prints, for workflow-command injection
   * tests: the update's summary, logs, commit (sha, ref, message, files) and author; the status id
   * a trigger returns; the export job id, a failed job's error and the bundle's `expiresAt`; the
   * `error` of every JSON error body; the S3 XML error `Code` and `Message`; and each feedback
   * entry's comment, path, code, filename and language; each search term and most-clicked page;
   * each assistant question and page URL. Changeable later with `setHostile`.
   */
  hostile?: string;
  /**
   * Texts put at the start of the reader text of analytics pages, in turn: the `i`-th row of each
   * page served gets text `i % length` before its feedback comment (and code-snippet code), its
   * search term, or its assistant question. Paths and page URLs stay as they are. Changeable later
   * with `setReaderTexts`. Default none.
   */
  readerTexts?: readonly string[];
  /**
   * Which data the emulator makes up. `default` (the tests' data) plants hostile and edge-case
   * values among the ordinary ones: markup, mentions and phishing links in feedback and questions,
   * raw HTML in build logs, and screenshots and avatars served from the emulator itself.
   * `showcase` (what `npm run demo` renders into docs/samples/) is a believable site: readers'
   * ordinary feedback and questions, a plain build log, and no images (a loopback address would
   * render broken wherever the samples are read).
   */
  dataset?: 'default' | 'showcase';
  /**
   * Counts an update's, a preview's and an export job's progress in reads instead of time: each
   * read of its status moves it this many ms on from its creation (its queued and running
   * phases), so a client sees the same states in the same order however fast the machine is
   * (the demo's samples). Unset: the wall clock.
   */
  readStepMs?: number;
  /**
   * Called once per request when its response is over (or the socket is gone). Addition to the
   * agreed API so the CLI can print a live request log.
   */
  onRequest?: (entry: RequestLogEntry) => void;
}

/** What an update the trigger endpoint creates builds: by default, generated values. */
export interface TriggeredUpdate extends UpdateBehaviour {
  /** Its commit's files. */
  filesChanged?: Partial<FilesChanged>;
  /** Its commit's message. */
  commitMessage?: string;
}

/** Extra fields accepted by {@link PlatformEmulator.createUpdate}. */
export interface UpdateSeed extends UpdateBehaviour {
  /** Commit SHA (40 hex); derived from the seed when omitted. */
  commitSha?: string;
  /** Files of the commit; missing lists default to generated ones. */
  filesChanged?: Partial<FilesChanged>;
  /** Complete log of the update (shown in halves while it runs, whole once it ends). */
  logs?: string[];
  /** Summary reported once the update has ended. */
  summary?: string;
  /** Trigger source; default `github` (the update happened elsewhere). Addition to the agreed API. */
  source?: UpdateSource;
  /** Commit message; default a generated one. Addition to the agreed API. */
  commitMessage?: string;
  /** Commit ref; default `main`. Addition to the agreed API. */
  ref?: string;
  /** The update's `subdomain` instead of the project's (e.g. outside text that is no DNS label). */
  subdomain?: string;
  /** What a success publishes to the live site, at the update's end. */
  publish?: UpdatePublish;
}

/** Pages a successful update publishes to the live site (page path → MDX source; null removes). */
export interface UpdatePublish extends PublishOptions {
  pages: Record<string, string | null>;
}

/** Trigger sources the contract enumerates. */
export type UpdateSource =
  'internal' | 'github-app-installation' | 'api' | 'github' | 'dashboard' | 'gitlab' | 'onboarding';

/** Files touched by the commit of an update. */
export interface FilesChanged {
  /** New files. */
  added: string[];
  /** Modified files. */
  modified: string[];
  /** Removed files. */
  removed: string[];
}

/** Body of GET /v1/project/update-status/{statusId}. */
export interface UpdateStatusRecord {
  /** The status id. */
  _id: string;
  /** Project the update belongs to. */
  projectId: string;
  /** ISO date-time of creation. */
  createdAt: string;
  /** ISO date-time the update ended; present only once it has. */
  endedAt?: string;
  /** `queued`, `in_progress`, `success`, `failure`, or the configured override. */
  status: string;
  /** Human summary. */
  summary: string;
  /** Build log lines (some hostile, for escaping tests). */
  logs: string[];
  /** Subdomain of the docs. */
  subdomain: string;
  /** Screenshot URL served by the emulator (none in the `showcase` dataset). */
  screenshot?: string;
  /** Light-mode screenshot URL served by the emulator. */
  screenshotLight?: string;
  /** Dark-mode screenshot URL served by the emulator. */
  screenshotDark?: string;
  /** Author of the commit. */
  author: { name: string; avatarUrl: string; githubUserId: number } | null;
  /** Commit deployed by the update. */
  commit: { sha: string; ref: string; message: string; filesChanged: FilesChanged };
  /** What triggered the update. */
  source: UpdateSource;
}

/** Status values of a static export job. */
export type ExportJobStatus = 'queued' | 'running' | 'completed' | 'failed';

/** Body of the static export job endpoints. */
export interface StaticExportJob {
  /** `se_` + 16 hex characters. */
  jobId: string;
  /** Current state. */
  status: ExportJobStatus;
  /** Completion percentage, 0–100. */
  progress: number;
  /** Pages exported so far. */
  pageCount: number;
  /** ISO date-time of creation. */
  createdAt: string;
  /** ISO date-time of the last state change. */
  updatedAt: string;
  /** Error message; present only when `status` is `failed`. */
  error?: string;
}

/** Body of POST /v1/static-export/jobs/{jobId}/bundle. */
export interface BundleResponse {
  /** Job the bundle belongs to. */
  jobId: string;
  /** Presigned, S3-shaped link served by the emulator. */
  bundleUrl: string;
  /** Size of the .tar.gz in bytes. */
  sizeBytes: number;
  /** ISO date-time the link expires. */
  expiresAt: string;
}

/** Feedback sources the contract enumerates. */
export type FeedbackSource = 'code_snippet' | 'contextual' | 'agent' | 'thumbs_only';

/** Feedback review states the contract enumerates. */
export type FeedbackStatus = 'pending' | 'in_progress' | 'resolved' | 'dismissed';

/** Fields every feedback entry has. */
export interface FeedbackBase {
  /** Unique id. */
  id: string;
  /** Page path, e.g. `/guides/intro`. */
  path: string;
  /** Reader's comment; null when none was left. */
  comment: string | null;
  /** ISO date-time; nullable in the contract, always set by the emulator. */
  createdAt: string | null;
  /** Where the feedback came from. */
  source: FeedbackSource;
  /** Review state. */
  status: FeedbackStatus;
}

/** Page-level feedback. */
export interface ContextualFeedback extends FeedbackBase {
  /** Discriminant. */
  source: 'contextual';
  /** Whether the reader found the page helpful. */
  helpful: boolean;
  /** Follow-up e-mail address, if given. */
  contact: string | null;
}

/** Feedback on a code block. */
export interface CodeSnippetFeedback extends FeedbackBase {
  /** Discriminant. */
  source: 'code_snippet';
  /** The code block the feedback is about. */
  code: string;
  /** Filename shown on the block, if any. */
  filename: string | null;
  /** Language of the block, if any. */
  lang: string | null;
}

/** Agent feedback and thumbs votes carry the base fields only. */
export interface BasicFeedback extends FeedbackBase {
  /** Discriminant. */
  source: 'agent' | 'thumbs_only';
}

/** One entry of the feedback list, per the contract's anyOf. */
export type FeedbackEntry = ContextualFeedback | CodeSnippetFeedback | BasicFeedback;

/** Body of GET /v1/analytics/{projectId}/feedback. */
export interface FeedbackPage {
  /** Entries of this page, newest first. */
  feedback: FeedbackEntry[];
  /** Opaque cursor of the next page; null on the last page. */
  nextCursor: string | null;
  /** Whether more entries follow. */
  hasMore: boolean;
}

/** Views of one page path in a window. */
export interface PageViewsRow {
  /** Page path, e.g. `/guides/intro`. */
  path: string;
  /** Views from human traffic. */
  human: number;
  /** Views from AI bot traffic. */
  ai: number;
  /** All views. */
  total: number;
}

/** Body of GET /v1/analytics/{projectId}/views. */
export interface ViewsResponse {
  /** Site-wide totals of the window. */
  totals: { human: number; ai: number; total: number };
  /** Rows of this page, most viewed first. */
  views: PageViewsRow[];
  /** Whether more rows follow (ask again with offset + limit). */
  hasMore: boolean;
}

/** One search term of a window. */
export interface SearchTermRow {
  /** The term. */
  searchQuery: string;
  /** Times it was searched. */
  hits: number;
  /** Click-through rate, 0–1 (four decimals). */
  ctr: number;
  /** The most-clicked result path; null when nothing was clicked. */
  topClickedPage: string | null;
  /** ISO date-time of the last search in the window. */
  lastSearchedAt: string;
}

/** Body of GET /v1/analytics/{projectId}/searches. */
export interface SearchesResponse {
  /** Terms of this page, most searched first. */
  searches: SearchTermRow[];
  /** Search events in the window (sum of all hits). */
  totalSearches: number;
  /** Opaque cursor of the next page; null on the last page. */
  nextCursor: string | null;
}

/** One assistant conversation turn. */
export interface AssistantConversationRow {
  /** ULID. */
  id: string;
  /** ISO date-time of the question. */
  timestamp: string;
  /** The reader's question. */
  query: string;
  /** The assistant's answer (or its clarifying question). */
  response: string;
  /** `answer` or `clarifying_question`. */
  responseType: 'answer' | 'clarifying_question';
  /** Pages the answer cites. */
  sources: { title: string; url: string }[];
  /** `answered` or `unanswered`. */
  resolutionStatus: 'answered' | 'unanswered';
  /** Category, if any. */
  queryCategory: string | null;
  /** Full URL of the page the conversation started on, if captured. */
  pageUrl: string | null;
}

/** Body of GET /v1/analytics/{projectId}/assistant. */
export interface AssistantResponse {
  /** Conversations of this page, newest first. */
  conversations: AssistantConversationRow[];
  /** ULID cursor of the next page; null on the last page. */
  nextCursor: string | null;
  /** Whether more conversations follow. */
  hasMore: boolean;
}

/** Body of GET /v1/analytics/{projectId}/feedback/by-page. */
export interface FeedbackByPageResponse {
  /** Counts per page, most feedback first. */
  feedback: { path: string; thumbsUp: number; thumbsDown: number; code: number; total: number }[];
  /** Whether more pages exist beyond `limit` (the contract offers no way to ask for them). */
  hasMore: boolean;
}

/** One request the emulator received. */
export interface RequestLogEntry {
  /** HTTP method. */
  method: string;
  /** Path without the query string. */
  path: string;
  /** Query parameters (the last value wins for repeated names). */
  query: Record<string, string>;
  /** Endpoint the request was routed to. */
  endpoint: EndpointName;
  /**
   * Status actually sent. 0 means no status line went out (a `reset` fault, or the client went
   * away first). A truncated download logs the status its headers announced.
   */
  status: number;
  /** Date.now() when the request arrived. */
  at: number;
  /** The raw Authorization header, unredacted, so tests can check what was sent. */
  authorization?: string;
  /** The User-Agent header. */
  userAgent?: string;
  /** Parsed JSON body, or the raw text when it is not JSON; absent when there was none. */
  body?: unknown;
  /** The Range header. */
  range?: string;
}

/** A misbehaviour to apply to upcoming requests of one endpoint. */
export type Fault =
  | {
      endpoint: EndpointName;
      kind: 'status';
      /** Status to answer with. */
      status: number;
      /** Number of requests affected; default 1. */
      times?: number;
      /** Retry-After header value (seconds or an HTTP date). */
      retryAfter?: string;
      /** Body; objects are sent as JSON, strings as-is. Default `{ error }`. */
      body?: unknown;
    }
  | {
      endpoint: EndpointName;
      kind: 'reset';
      /** Number of requests affected; default 1. */
      times?: number;
    }
  | {
      endpoint: EndpointName;
      kind: 'delay';
      /** Milliseconds to wait before answering normally. */
      ms: number;
      /** Number of requests affected; default 1. */
      times?: number;
    }
  | {
      endpoint: 'download';
      kind: 'truncate';
      /** Body bytes sent before the connection is cut. */
      afterBytes: number;
      /** Number of downloads affected; default 1. */
      times?: number;
    }
  | {
      /**
       * Pages that never end. Views: `hasMore` stays true past the last row (empty past the
       * end). Searches: `nextCursor` points back to the start of the list. Assistant: `hasMore`
       * stays true with a cursor newer than every conversation (the list starts again).
       */
      endpoint: 'listViews' | 'listSearches' | 'listAssistant';
      kind: 'endless';
      /** Number of requests affected; default 1. */
      times?: number;
    }
  | {
      endpoint: 'generateBundle';
      kind: 'expired-link';
      /** Number of links affected; default 1. */
      times?: number;
    }
  | {
      /**
       * The next feedback page read with a cursor answers that same cursor as its `nextCursor`
       * (with `hasMore: true`), as a service whose paging is stuck does.
       */
      endpoint: 'listFeedback';
      kind: 'repeat-cursor';
      /** Number of pages affected; default 1. */
      times?: number;
    }
  | {
      /**
       * An entry is inserted between two page reads of a service that pages by offset: the next
       * page read with a cursor starts again with the previous page's last entry (the rest of the
       * page shifts by one; nothing is lost). The inserted entry is newer than the read, so only
       * this shift is seen.
       */
      endpoint: 'listFeedback';
      kind: 'insert-entry';
      /** Number of pages affected; default 1. */
      times?: number;
    };

/** A preview deployment the emulator created. */
export interface PreviewRecord {
  /** Status id returned (tracked with the update-status endpoint). */
  statusId: string;
  /** The branch as received in the JSON body. */
  branch: string;
  /** The preview URL returned. */
  previewUrl: string;
  /** The commit the preview builds. */
  commitSha: string;
}

/** A running emulator. */
export interface PlatformEmulator {
  /** `http://127.0.0.1:PORT`, the API base without `/v1`. */
  url: string;
  /** The live site successful updates publish to (its `url` is what `site-url` takes). */
  site: LiveSite;
  /** What updates triggered through the API publish when they succeed (a repair's). */
  setTriggerPublish(publish: UpdatePublish | undefined): void;
  /** Key with the write scope. */
  adminKey: string;
  /** Key with the read scope only. */
  readOnlyKey: string;
  /** Expired key. */
  expiredKey: string;
  /** The known project. */
  projectId: string;
  /** An active, custom-scheduled automation of the project: triggering it queues a run. */
  automationId: string;
  /** Every run queued through trigger automation, oldest first. */
  automationRuns(): readonly AutomationRun[];
  /** Every request in arrival order, bundle downloads included. */
  requests: RequestLogEntry[];
  /** Queue a fault; faults of one endpoint are consumed in order. */
  inject(fault: Fault): void;
  /** Drop every queued fault. */
  clearFaults(): void;
  /** Create an update record as if triggered elsewhere; returns its status id. */
  createUpdate(options?: UpdateSeed): string;
  /** Every preview created, oldest first. */
  previews(): readonly PreviewRecord[];
  /** Lifecycle (and commit) of previews created from now on. */
  setPreviewBehaviour(behaviour: PreviewBehaviour): void;
  /** Path of the .tar.gz a bundle download of this job serves (throws for unknown jobs). */
  bundleFile(jobId: string): Promise<string>;
  /** The whole feedback dataset, newest first. */
  feedback(): readonly FeedbackEntry[];
  /** Views of every day of the dataset (any window covering it): rows most viewed first. */
  views(): ViewsResponse;
  /** Search terms of every day of the dataset, most searched first, with the total. */
  searches(): { totalSearches: number; searches: SearchTermRow[] };
  /** The whole assistant dataset, newest first. */
  assistant(): readonly AssistantConversationRow[];
  /** Sets (or, with undefined, clears) the hostile text of {@link PlatformEmulatorOptions.hostile}. */
  setHostile(text: string | undefined): void;
  /** Sets the texts of {@link PlatformEmulatorOptions.readerTexts} (empty: none). */
  setReaderTexts(texts: readonly string[]): void;
  /** How the docs agent's jobs (v2) behave from now on (agent.ts). */
  setAgent(behaviour: AgentBehaviour): void;
  /** The agent jobs started so far, oldest first, with their prompts. */
  agentJobs(): readonly AgentJobRecord[];
  /** Close the server, open sockets and temp files. */
  close(): Promise<void>;
}
