/**
 * Minimal, explicit checks of response bodies. Fields the contract requires (and the few the
 * client cannot work without) must be present with the right type, or a {@link ShapeError} names
 * the field; everything else is taken when it has the documented type and left out otherwise, so
 * a new or odd field never fails a run.
 */
import { AGENT_JOB_STATUSES } from './types.js';
import type {
  AgentJob,
  AgentJobStatus,
  AssistantConversation,
  AssistantPage,
  AssistantSource,
  BaseFeedback,
  BundleResponse,
  CodeSnippetFeedback,
  ContextualFeedback,
  FeedbackByPageReply,
  FeedbackEntry,
  FeedbackPage,
  PageFeedbackCounts,
  StartPreviewResponse,
  StaticExportJob,
  TriggerAutomationResponse,
  TriggerUpdateResponse,
  UpdateAuthor,
  UpdateCommit,
  UpdateFilesChanged,
  UpdateStatus,
  SearchTerm,
  SearchesPage,
  ViewCounts,
  ViewsPage,
} from './types.js';

/** A response body that does not have the promised shape; `field` names the culprit. */
export class ShapeError extends Error {
  /** Dotted path of the offending field, or `(body)`. */
  readonly field: string;

  constructor(field: string, problem: string) {
    super(`${field === '(body)' ? 'the body' : `field "${field}"`} ${problem}`);
    this.name = 'ShapeError';
    this.field = field;
  }
}

type Json = Record<string, unknown>;

/** Most `details` entries kept from an error body (a 400 could list hundreds). */
const MAX_DETAILS = 20;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses a JSON object body; anything else (HTML from a proxy, say) is a ShapeError. */
export function parseJsonObject(text: string): Json {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ShapeError('(body)', text.trim() === '' ? 'is empty' : 'is not JSON');
  }
  if (!isObject(value)) throw new ShapeError('(body)', 'is not a JSON object');
  return value;
}

function requireString(body: Json, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') {
    throw new ShapeError(field, value === undefined ? 'is missing' : 'is not a non-empty string');
  }
  return value;
}

function requireNumber(body: Json, field: string): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new ShapeError(field, value === undefined ? 'is missing' : 'is not a number');
  }
  return value;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : undefined;
}

/** Copies `value` into `target[key]` only when it is defined (keeps optional fields absent). */
function assign<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined) {
  if (value !== undefined) target[key] = value;
}

/** Body of trigger update: `statusId` is what the caller needs, so it is required. */
export function parseTriggerUpdate(body: Json): TriggerUpdateResponse {
  return { statusId: requireString(body, 'statusId') };
}

/** Body of the preview endpoint: `statusId` is required, `previewUrl` kept when it is a string. */
export function parseStartPreview(body: Json): StartPreviewResponse {
  return {
    statusId: requireString(body, 'statusId'),
    previewUrl: optionalString(body.previewUrl) ?? '',
  };
}

/**
 * Body of trigger automation. The contract marks no field as required, but `instanceId` and
 * `jobId` are what the caller reports (and outputs), so both are required; `schemaId` falls back
 * to the id that was asked for.
 */
export function parseTriggerAutomation(body: Json, requested: string): TriggerAutomationResponse {
  return {
    schemaId: optionalString(body.schemaId) || requested,
    instanceId: requireString(body, 'instanceId'),
    jobId: requireString(body, 'jobId'),
  };
}

/** Longest agent job id kept: it goes back into a path and into the issue's hidden line. */
const MAX_AGENT_ID = 200;
/** Longest `prLink` kept (a pull request URL is far shorter). */
const MAX_PR_LINK = 2_000;

/**
 * Body of an agent job (v2): `id` and `status` are required (an unknown status is a shape
 * problem: the caller cannot tell a finished job from a running one); `prLink` and the branch
 * (`source.ref`) are kept when they are strings of sane length, else null. What they mean is for the caller to check.
 */
export function parseAgentJob(body: Json): AgentJob {
  const id = requireString(body, 'id');
  if (id.length > MAX_AGENT_ID) throw new ShapeError('id', `is longer than ${MAX_AGENT_ID}`);
  const status = body.status;
  if (!(AGENT_JOB_STATUSES as readonly unknown[]).includes(status)) {
    throw new ShapeError('status', 'is not one of active, completed, archived, failed');
  }
  const link = body.prLink;
  const prLink =
    typeof link === 'string' && link !== '' && link.length <= MAX_PR_LINK ? link : null;
  const source = body.source;
  const ref = isObject(source) ? source.ref : undefined;
  // A branch name is at most 255 bytes on GitHub: anything longer is no branch of ours.
  const sourceRef = typeof ref === 'string' && ref !== '' && ref.length <= 255 ? ref : null;
  return { id, status: status as AgentJobStatus, prLink, sourceRef };
}

function parseAuthor(value: unknown): UpdateAuthor | null | undefined {
  if (value === null) return null;
  if (!isObject(value)) return undefined;
  const author: UpdateAuthor = {};
  assign(author, 'name', optionalString(value.name));
  assign(author, 'avatarUrl', optionalString(value.avatarUrl));
  if (typeof value.githubUserId === 'number') author.githubUserId = value.githubUserId;
  return author;
}

function parseCommit(value: unknown): UpdateCommit | undefined {
  if (!isObject(value)) return undefined;
  const commit: UpdateCommit = {};
  assign(commit, 'sha', optionalString(value.sha));
  assign(commit, 'ref', optionalString(value.ref));
  assign(commit, 'message', optionalString(value.message));
  const files = value.filesChanged;
  if (isObject(files)) {
    const filesChanged: UpdateFilesChanged = {
      added: stringList(files.added) ?? [],
      modified: stringList(files.modified) ?? [],
      removed: stringList(files.removed) ?? [],
    };
    commit.filesChanged = filesChanged;
  }
  return commit;
}

/** Body of update status: only `status` is required (the contract requires nothing). */
export function parseUpdateStatus(body: Json): UpdateStatus {
  const result: UpdateStatus = { status: requireString(body, 'status') };
  for (const key of [
    '_id',
    'projectId',
    'createdAt',
    'endedAt',
    'summary',
    'subdomain',
    'screenshot',
    'screenshotLight',
    'screenshotDark',
    'source',
  ] as const) {
    assign(result, key, optionalString(body[key]));
  }
  assign(result, 'logs', stringList(body.logs));
  assign(result, 'author', parseAuthor(body.author));
  assign(result, 'commit', parseCommit(body.commit));
  return result;
}

/** Body of the static export job endpoints; the contract's required fields are checked. */
export function parseExportJob(body: Json): StaticExportJob {
  const job: StaticExportJob = {
    jobId: requireString(body, 'jobId'),
    status: requireString(body, 'status'),
    progress: requireNumber(body, 'progress'),
    pageCount: requireNumber(body, 'pageCount'),
    createdAt: requireString(body, 'createdAt'),
    updatedAt: requireString(body, 'updatedAt'),
  };
  if (typeof body.error === 'string' || body.error === null) job.error = body.error;
  return job;
}

/**
 * Body of generate bundle. `onSecret` gets the link before anything else is checked, so it is
 * masked even when another field turns out to be wrong.
 */
export function parseBundle(body: Json, onSecret: (secret: string) => void): BundleResponse {
  const { bundleUrl } = body;
  // A link with blanks, line breaks or `##[` is no URL the action would fetch. It is refused
  // before it is masked: masking it piece by piece would let the service pick words to blank out
  // across the job's log. The error names the field only, never the value.
  if (typeof bundleUrl === 'string' && /[\s\p{Cc}]|##\[/u.test(bundleUrl)) {
    throw new ShapeError('bundleUrl', 'is not a one-line URL');
  }
  if (typeof bundleUrl === 'string' && bundleUrl !== '') onSecret(bundleUrl);
  const url = requireString(body, 'bundleUrl');
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new ShapeError('bundleUrl', 'is not an absolute URL');
  }
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new ShapeError('bundleUrl', 'is not an http(s) URL');
  }
  const sizeBytes = requireNumber(body, 'sizeBytes');
  if (sizeBytes < 0) throw new ShapeError('sizeBytes', 'is negative');
  return {
    jobId: requireString(body, 'jobId'),
    bundleUrl: url,
    sizeBytes,
    expiresAt: requireString(body, 'expiresAt'),
  };
}

/**
 * One feedback entry, parsed defensively: narrowed by `source`; an unknown source is kept as a
 * base entry; missing optional fields become null. Null only when the entry has no usable id.
 */
export function parseFeedbackEntry(raw: unknown): FeedbackEntry | null {
  if (!isObject(raw)) return null;
  const rawId = raw.id;
  const id =
    typeof rawId === 'string' && rawId !== ''
      ? rawId
      : typeof rawId === 'number' && Number.isFinite(rawId)
        ? String(rawId)
        : null;
  if (id === null) return null;
  const common = {
    id,
    path: stringOrNull(raw.path),
    comment: stringOrNull(raw.comment),
    createdAt: stringOrNull(raw.createdAt),
    status: stringOrNull(raw.status),
  };
  const source = stringOrNull(raw.source);
  if (source === 'contextual') {
    const entry: ContextualFeedback = {
      kind: 'contextual',
      ...common,
      source,
      helpful: typeof raw.helpful === 'boolean' ? raw.helpful : null,
      contact: stringOrNull(raw.contact),
    };
    return entry;
  }
  if (source === 'code_snippet') {
    const entry: CodeSnippetFeedback = {
      kind: 'code_snippet',
      ...common,
      source,
      code: stringOrNull(raw.code),
      filename: stringOrNull(raw.filename),
      lang: stringOrNull(raw.lang),
    };
    return entry;
  }
  const entry: BaseFeedback = { kind: 'base', ...common, source };
  return entry;
}

/** Body of the feedback list: `feedback`, `nextCursor` and `hasMore` are required. */
export function parseFeedbackPage(body: Json): FeedbackPage {
  const list = body.feedback;
  if (!Array.isArray(list)) {
    throw new ShapeError('feedback', list === undefined ? 'is missing' : 'is not an array');
  }
  const { nextCursor, hasMore } = body;
  if (!(typeof nextCursor === 'string' || nextCursor === null)) {
    throw new ShapeError(
      'nextCursor',
      nextCursor === undefined ? 'is missing' : 'is neither a string nor null',
    );
  }
  if (typeof hasMore !== 'boolean') {
    throw new ShapeError('hasMore', hasMore === undefined ? 'is missing' : 'is not a boolean');
  }
  const entries: FeedbackEntry[] = [];
  let skipped = 0;
  for (const raw of list) {
    const entry = parseFeedbackEntry(raw);
    if (entry) entries.push(entry);
    else skipped++;
  }
  // A page that says "more" without a cursor cannot be followed; report it as the last page.
  return { entries, nextCursor, hasMore: hasMore && nextCursor !== null, skipped };
}

/** A view count: a finite number ≥ 0, or undefined. */
function viewCount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * Body of feedback by page: `feedback` and `hasMore` are required; a row without a path or with a
 * count that is not a number ≥ 0 is dropped and counted in `skipped`.
 */
export function parseFeedbackByPage(body: Json): FeedbackByPageReply {
  const { feedback, hasMore } = body;
  if (!Array.isArray(feedback)) {
    throw new ShapeError('feedback', feedback === undefined ? 'is missing' : 'is not an array');
  }
  if (typeof hasMore !== 'boolean') {
    throw new ShapeError('hasMore', hasMore === undefined ? 'is missing' : 'is not a boolean');
  }
  const pages: PageFeedbackCounts[] = [];
  let skipped = 0;
  for (const raw of feedback) {
    const row = isObject(raw) ? pageCounts(raw) : undefined;
    if (row) pages.push(row);
    else skipped++;
  }
  return { pages, hasMore, skipped };
}

/** One row of feedback by page, or undefined when a field is missing or not a count. */
function pageCounts(raw: Json): PageFeedbackCounts | undefined {
  const path = typeof raw.path === 'string' ? raw.path : '';
  const thumbsUp = viewCount(raw.thumbsUp);
  const thumbsDown = viewCount(raw.thumbsDown);
  const code = viewCount(raw.code);
  const total = viewCount(raw.total);
  if (path.trim() === '' || thumbsUp === undefined || thumbsDown === undefined) return undefined;
  if (code === undefined || total === undefined) return undefined;
  return { path, thumbsUp, thumbsDown, code, total };
}

/**
 * Body of the page views list: `totals`, `views` and `hasMore` are required; a row without a
 * path or with a count that is not a number ≥ 0 is dropped and counted in `skipped`.
 */
export function parseViewsPage(body: Json): ViewsPage {
  const { totals, views, hasMore } = body;
  if (!isObject(totals)) {
    throw new ShapeError('totals', totals === undefined ? 'is missing' : 'is not an object');
  }
  const siteTotals: ViewCounts = { human: 0, ai: 0, total: 0 };
  for (const key of ['human', 'ai', 'total'] as const) {
    const value = viewCount(totals[key]);
    if (value === undefined) throw new ShapeError(`totals.${key}`, 'is not a number ≥ 0');
    siteTotals[key] = value;
  }
  if (!Array.isArray(views)) {
    throw new ShapeError('views', views === undefined ? 'is missing' : 'is not an array');
  }
  if (typeof hasMore !== 'boolean') {
    throw new ShapeError('hasMore', hasMore === undefined ? 'is missing' : 'is not a boolean');
  }
  const rows: ViewsPage['views'] = [];
  let skipped = 0;
  for (const raw of views) {
    const path = isObject(raw) && typeof raw.path === 'string' ? raw.path : '';
    const human = isObject(raw) ? viewCount(raw.human) : undefined;
    const ai = isObject(raw) ? viewCount(raw.ai) : undefined;
    const total = isObject(raw) ? viewCount(raw.total) : undefined;
    if (path.trim() === '' || human === undefined || ai === undefined || total === undefined) {
      skipped++;
      continue;
    }
    rows.push({ path, human, ai, total });
  }
  return { totals: siteTotals, views: rows, hasMore, skipped };
}

/** `nextCursor`, which the paged analytics lists require: a string or null. */
function requireCursor(body: Json): string | null {
  const { nextCursor } = body;
  if (!(typeof nextCursor === 'string' || nextCursor === null)) {
    throw new ShapeError(
      'nextCursor',
      nextCursor === undefined ? 'is missing' : 'is neither a string nor null',
    );
  }
  // An empty cursor cannot be sent back: it ends the list like null.
  return nextCursor === '' ? null : nextCursor;
}

/** One search term; null when it has no term or a count that is not a number ≥ 0. */
function parseSearchTerm(raw: unknown): SearchTerm | null {
  if (!isObject(raw)) return null;
  const term = typeof raw.searchQuery === 'string' ? raw.searchQuery : '';
  const hits = viewCount(raw.hits);
  const ctr = viewCount(raw.ctr);
  if (term.trim() === '' || hits === undefined || ctr === undefined) return null;
  const page = typeof raw.topClickedPage === 'string' ? raw.topClickedPage.trim() : '';
  return {
    searchQuery: term,
    hits,
    ctr,
    topClickedPage: page === '' ? null : page,
    lastSearchedAt: optionalString(raw.lastSearchedAt) ?? '',
  };
}

/**
 * Body of the search terms list: `searches`, `totalSearches` and `nextCursor` are required; a
 * row without a term or with a count that is not a number ≥ 0 is dropped and counted in `skipped`.
 */
export function parseSearchesPage(body: Json): SearchesPage {
  const { searches, totalSearches } = body;
  if (!Array.isArray(searches)) {
    throw new ShapeError('searches', searches === undefined ? 'is missing' : 'is not an array');
  }
  const total = viewCount(totalSearches);
  if (total === undefined) {
    throw new ShapeError(
      'totalSearches',
      totalSearches === undefined ? 'is missing' : 'is not a number ≥ 0',
    );
  }
  const nextCursor = requireCursor(body);
  const rows: SearchTerm[] = [];
  let skipped = 0;
  for (const raw of searches) {
    const row = parseSearchTerm(raw);
    if (row) rows.push(row);
    else skipped++;
  }
  return { searches: rows, totalSearches: total, nextCursor, skipped };
}

/** The sources of a conversation: entries with a string URL (title defaults to empty). */
function parseSources(value: unknown): AssistantSource[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((s): AssistantSource[] =>
    isObject(s) && typeof s.url === 'string' && s.url.trim() !== ''
      ? [{ title: optionalString(s.title) ?? '', url: s.url }]
      : [],
  );
}

/** One conversation; null when it is not an object or has no id. */
function parseConversation(raw: unknown): AssistantConversation | null {
  if (!isObject(raw)) return null;
  const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : null;
  if (id === null) return null;
  return {
    id,
    timestamp: optionalString(raw.timestamp) ?? '',
    query: optionalString(raw.query) ?? '',
    // The contract: `answer` when not present.
    responseType: optionalString(raw.responseType) || 'answer',
    sources: parseSources(raw.sources),
    resolutionStatus: optionalString(raw.resolutionStatus) ?? '',
    queryCategory: stringOrNull(raw.queryCategory),
    pageUrl: stringOrNull(raw.pageUrl),
  };
}

/**
 * Body of the assistant conversations list: `conversations`, `nextCursor` and `hasMore` are
 * required; a conversation without an id is dropped and counted in `skipped`.
 */
export function parseAssistantPage(body: Json): AssistantPage {
  const { conversations, hasMore } = body;
  if (!Array.isArray(conversations)) {
    throw new ShapeError(
      'conversations',
      conversations === undefined ? 'is missing' : 'is not an array',
    );
  }
  const nextCursor = requireCursor(body);
  if (typeof hasMore !== 'boolean') {
    throw new ShapeError('hasMore', hasMore === undefined ? 'is missing' : 'is not a boolean');
  }
  const rows: AssistantConversation[] = [];
  let skipped = 0;
  for (const raw of conversations) {
    const row = parseConversation(raw);
    if (row) rows.push(row);
    else skipped++;
  }
  // A page that says "more" without a cursor cannot be followed; report it as the last page.
  return { conversations: rows, nextCursor, hasMore: hasMore && nextCursor !== null, skipped };
}

/** Whether `entry` is page-level feedback. */
export function isContextualFeedback(entry: FeedbackEntry): entry is ContextualFeedback {
  return entry.kind === 'contextual';
}

/** Whether `entry` is feedback on a code block. */
export function isCodeSnippetFeedback(entry: FeedbackEntry): entry is CodeSnippetFeedback {
  return entry.kind === 'code_snippet';
}

/** Error body of any endpoint: `{ error, details: [{ message }] }`, read as far as possible. */
export function parseErrorBody(text: string): { error?: string; details: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const trimmed = text.trim();
    // Plain text is quoted; an HTML error page from a proxy is noise.
    return trimmed && !trimmed.startsWith('<') ? { error: trimmed, details: [] } : { details: [] };
  }
  if (!isObject(value)) return { details: [] };
  const details = Array.isArray(value.details)
    ? value.details
        .slice(0, MAX_DETAILS)
        .flatMap((d): string[] =>
          isObject(d) && typeof d.message === 'string'
            ? [d.message]
            : typeof d === 'string'
              ? [d]
              : [],
        )
    : [];
  const error =
    typeof value.error === 'string'
      ? value.error
      : typeof value.message === 'string'
        ? value.message
        : undefined;
  return error === undefined ? { details } : { error, details };
}
