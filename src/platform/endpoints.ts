/**
 * The one table of the admin API's endpoints: for each, its method and path, its plain-words
 * title (every message names it), whether it is an analytics read (each attempt takes a unit of
 * the run's budget), whether repeating it is harmless, what to check when it answers 400, and the
 * parser of its success body. The client, the errors and the tests read it; the emulators keep
 * their own copy of the vendor's contract.
 */
import {
  parseAgentJob,
  parseAssistantPage,
  parseBundle,
  parseExportJob,
  parseFeedbackByPage,
  parseFeedbackPage,
  parseSearchesPage,
  parseStartPreview,
  parseTriggerAutomation,
  parseTriggerUpdate,
  parseUpdateStatus,
  parseViewsPage,
} from './parse.js';

/** The kinds of id a path can carry, named after its parameter (`{projectId}`). */
export type IdKind = 'project' | 'status' | 'job' | 'automation' | 'agentJob';

/** What a parser may need besides the body. */
export interface ParseContext {
  /** The id the path names last (`automationId` for trigger automation). */
  readonly id: string;
  /** Hands over a secret the body carries (a presigned link) the moment it is parsed. */
  readonly onSecret: (secret: string) => void;
}

/** What the client and the errors know of one endpoint. */
export interface EndpointSpec<T> {
  /** Plain-words name, used in every message about it. */
  readonly title: string;
  readonly method: 'GET' | 'POST';
  /** Path starting with `/v1` or `/v2`; `{name}` stands for an id, encoded when filled. */
  readonly path: string;
  /**
   * The family: analytics reads share the analytics budget, agent calls the agent's (each its own
   * hourly limit); export endpoints are an Enterprise feature.
   */
  readonly family: 'update' | 'preview' | 'automation' | 'export' | 'analytics' | 'agent';
  /**
   * Whether repeating the request is harmless. False for POSTs that create something: those are
   * retried only when the platform provably did not act on them.
   */
  readonly safeToRepeat: boolean;
  /** The id 404 and 409 messages name: the kind of the path's last `{…Id}`. */
  readonly id?: IdKind;
  /** What to check when it answers 400, for the endpoints whose inputs the user controls. */
  readonly badRequest?: string;
  /** Parses a success body; a shape problem throws `ShapeError`. */
  readonly parse: (body: Record<string, unknown>, ctx: ParseContext) => T;
}

/** A date-window hint shared by the analytics lists. */
const WINDOW = 'Check the date range (YYYY-MM-DD or ISO 8601; the end date is exclusive';

/** Every endpoint the client calls. */
export const ENDPOINTS = {
  triggerUpdate: {
    title: 'trigger update',
    method: 'POST',
    path: '/v1/project/update/{projectId}',
    family: 'update',
    safeToRepeat: false,
    id: 'project',
    parse: parseTriggerUpdate,
  },
  getUpdateStatus: {
    title: 'get update status',
    method: 'GET',
    path: '/v1/project/update-status/{statusId}',
    family: 'update',
    safeToRepeat: true,
    id: 'status',
    parse: parseUpdateStatus,
  },
  startExport: {
    title: 'start static export',
    method: 'POST',
    path: '/v1/static-export/jobs',
    family: 'export',
    safeToRepeat: false,
    badRequest:
      'Check that the domain is a bare hostname (no https://, trailing slash or path) and that every path is a published page path.',
    parse: parseExportJob,
  },
  getExport: {
    title: 'get static export job',
    method: 'GET',
    path: '/v1/static-export/jobs/{jobId}',
    family: 'export',
    safeToRepeat: true,
    id: 'job',
    parse: parseExportJob,
  },
  generateBundle: {
    title: 'generate export bundle',
    method: 'POST',
    path: '/v1/static-export/jobs/{jobId}/bundle',
    family: 'export',
    // Each call just makes a fresh link.
    safeToRepeat: true,
    id: 'job',
    parse: (body, ctx) => parseBundle(body, ctx.onSecret),
  },
  listFeedback: {
    title: 'list feedback',
    method: 'GET',
    path: '/v1/analytics/{projectId}/feedback',
    family: 'analytics',
    safeToRepeat: true,
    id: 'project',
    badRequest: `${WINDOW} and must be after the start), the source, the statuses and the page size (1-100).`,
    parse: parseFeedbackPage,
  },
  listFeedbackByPage: {
    title: 'list feedback by page',
    method: 'GET',
    path: '/v1/analytics/{projectId}/feedback/by-page',
    family: 'analytics',
    safeToRepeat: true,
    id: 'project',
    badRequest: `${WINDOW} and must be after the start) and the limit (1-100).`,
    parse: parseFeedbackByPage,
  },
  startPreview: {
    title: 'start preview deployment',
    method: 'POST',
    path: '/v1/project/preview/{projectId}',
    family: 'preview',
    safeToRepeat: false,
    id: 'project',
    badRequest:
      'The preview request needs the name of a branch that exists in the repository connected to the project: set `branch` to a pushed branch.',
    parse: parseStartPreview,
  },
  listViews: {
    title: 'list page views',
    method: 'GET',
    path: '/v1/analytics/{projectId}/views',
    family: 'analytics',
    safeToRepeat: true,
    id: 'project',
    badRequest: `${WINDOW}), the limit (1-250) and the offset (0 or more).`,
    parse: parseViewsPage,
  },
  listSearches: {
    title: 'list search terms',
    method: 'GET',
    path: '/v1/analytics/{projectId}/searches',
    family: 'analytics',
    safeToRepeat: true,
    id: 'project',
    badRequest: `${WINDOW}) and the limit (1-100); a cursor is valid only with the query it came from.`,
    parse: parseSearchesPage,
  },
  listAssistant: {
    title: 'list assistant conversations',
    method: 'GET',
    path: '/v1/analytics/{projectId}/assistant',
    family: 'analytics',
    safeToRepeat: true,
    id: 'project',
    badRequest: `${WINDOW}), the limit (1-1000) and that the cursor is a ULID from the previous page.`,
    parse: parseAssistantPage,
  },
  triggerAutomation: {
    title: 'trigger automation',
    method: 'POST',
    path: '/v1/workflow/{projectId}/{automationId}/trigger',
    family: 'automation',
    safeToRepeat: false,
    id: 'automation',
    // The 400 hint lists the contract's three reasons (errors.ts, which also matches them).
    parse: (body, ctx) => parseTriggerAutomation(body, ctx.id),
  },
  createAgentJob: {
    title: 'create agent job',
    method: 'POST',
    path: '/v2/agent/{projectId}/job',
    family: 'agent',
    safeToRepeat: false,
    id: 'project',
    badRequest: 'The prompt must be a non-empty string.',
    parse: parseAgentJob,
  },
  getAgentJob: {
    title: 'get agent job',
    method: 'GET',
    path: '/v2/agent/{projectId}/job/{agentJobId}',
    family: 'agent',
    safeToRepeat: true,
    id: 'agentJob',
    parse: parseAgentJob,
  },
} as const satisfies Record<string, EndpointSpec<unknown>>;

/** Every endpoint the client calls; used in errors, retry notices and the request log. */
export type EndpointName = keyof typeof ENDPOINTS;

/** What a successful call of `endpoint` returns. */
export type EndpointResult<E extends EndpointName> = ReturnType<(typeof ENDPOINTS)[E]['parse']>;

/** The spec of `endpoint`, as its general shape. */
export function endpointSpec(endpoint: EndpointName): EndpointSpec<unknown> {
  return ENDPOINTS[endpoint];
}

/**
 * Whether each attempt at `endpoint` takes a unit of the client's budget: the analytics lists
 * (100 per organization per hour) and the agent (100 uses per project per hour, reads assumed
 * to count). A run gives each family a client of its own, so the two budgets never mix.
 */
export function usesBudget(endpoint: EndpointName): boolean {
  const { family } = endpointSpec(endpoint);
  return family === 'analytics' || family === 'agent';
}

/** Whether `endpoint` is one of the agent's (v2). */
export function isAgentEndpoint(endpoint: EndpointName): boolean {
  return endpointSpec(endpoint).family === 'agent';
}

/** Whether `endpoint` belongs to the static export API (an Enterprise feature). */
export function isExportEndpoint(endpoint: EndpointName): boolean {
  return endpointSpec(endpoint).family === 'export';
}

/**
 * The path of `endpoint` with its ids filled in, each encoded for a path segment; an empty id is a
 * programming error, caught before sending.
 */
export function endpointPath(
  endpoint: EndpointName,
  ids: Readonly<Record<string, string>>,
): string {
  return endpointSpec(endpoint).path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeId(ids[name] as string, name),
  );
}

/** Encodes an id for a path segment. */
function encodeId(id: string, name: string): string {
  if (typeof id !== 'string' || id.trim() === '') {
    throw new TypeError(`${name} must be a non-empty string`);
  }
  // `.` and `..` survive encoding and would move the request to another path.
  if (id === '.' || id === '..') throw new TypeError(`${name} must not be "${id}"`);
  return encodeURIComponent(id);
}
