/**
 * Client of the Mintlify admin API: trigger update / update status, previews, automations, static
 * export, analytics (feedback, views, searches, assistant). It knows nothing of GitHub; the modes
 * wire it to inputs, logs and masking.
 *
 * One dispatcher (keep-alive, through the runner's proxy when it has one: util/network.ts) serves
 * every request of the client; a run opens one client (modes/shared/analytics.ts for the
 * analytics reads). The paths, titles, budget use and parsers
 * of the endpoints are one table (endpoints.ts). Retries are a small loop of our own; retry.ts
 * says why undici's RetryAgent did not fit.
 */
import { request, type Dispatcher } from 'undici';
import { dispatcherFor, ProxyError } from '../util/network.js';
import type { RequestBudget } from './budget.js';
import { scrubSecrets } from '../secrets.js';
import { formatDuration } from '../util/format.js';
import {
  BudgetExhaustedError,
  PlatformTimeoutError,
  invalidResponseError,
  networkError,
  statusError,
  type NotRetriedReason,
  type PlatformError,
  type RequestContext,
} from './errors.js';
import { ShapeError, parseErrorBody, parseJsonObject } from './parse.js';
import {
  ENDPOINTS,
  endpointPath,
  endpointSpec,
  usesBudget,
  type EndpointName,
  type EndpointResult,
} from './endpoints.js';
import {
  ATTEMPT_TIMEOUT_CODE,
  MAX_RETRY_AFTER_WITHOUT_DEADLINE_MS,
  NOT_PROCESSED_STATUSES,
  RETRYABLE_STATUSES,
  backoffDelay,
  classifyNetworkError,
  resolveRetry,
  type ClassifiedNetworkError,
  type RetrySettings,
} from './retry.js';
import { MAX_TIMER_MS, parseRetryAfter, sleep } from '../util/timing.js';
import type {
  AgentJob,
  AssistantPage,
  AssistantQuery,
  BundleResponse,
  FeedbackByPageQuery,
  FeedbackByPageReply,
  FeedbackPage,
  FeedbackQuery,
  StartExportRequest,
  StaticExportJob,
  StartPreviewResponse,
  TriggerAutomationResponse,
  TriggerUpdateResponse,
  UpdateStatus,
  SearchesPage,
  SearchesQuery,
  ViewsPage,
  ViewsQuery,
} from './types.js';

/** What the client tells `onRetry` before each retry wait. */
export interface RetryInfo {
  /** Endpoint being retried. */
  endpoint: EndpointName;
  /** Number of the attempt that just failed (1 for the first request). */
  attempt: number;
  /** Wait before the next attempt, ms. */
  delayMs: number;
  /** Why, in a few words (`HTTP 503`, `the connection was reset (ECONNRESET)`); scrubbed. */
  reason: string;
}

/** Options of {@link PlatformClient}. */
export interface PlatformClientOptions {
  /** API base without `/v1` and without a trailing slash (`https://api.mintlify.com`). */
  baseUrl: string;
  /** Admin API key, sent as a bearer token; never appears in any message. */
  adminKey: string;
  /** `User-Agent` of every request: `<package name>/<version>`. */
  userAgent: string;
  /** Limit of one attempt, headers and body together, ms; default 30 000. */
  requestTimeoutMs?: number;
  /**
   * Absolute epoch ms: no attempt or retry wait runs past it. An attempt cut short by it, or a
   * wait that would pass it, throws {@link PlatformTimeoutError}.
   */
  deadline?: number;
  /** Cancels in-flight requests and retry waits at once; the call rejects with `signal.reason`. */
  signal?: AbortSignal;
  /** Retry settings; default 5 attempts, 500 ms base, 20 s cap, full jitter. */
  retry?: { maxAttempts?: number; baseDelayMs?: number; maxDelayMs?: number };
  /** Called before each retry wait, so the caller can log it. */
  onRetry?: (info: RetryInfo) => void;
  /** Called with every presigned bundle link the moment it is parsed, so the caller can mask it. */
  onSecret?: (secret: string) => void;
  /** Analytics budget: each analytics attempt (any analytics list), retries included, takes one unit. */
  budget?: RequestBudget;
  /** Jitter source in [0, 1); injectable for tests. Default `Math.random`. */
  random?: () => number;
}

/** Largest response body read, so a misbehaving endpoint cannot fill the runner's memory. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** Default limit of one attempt. */
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** One endpoint call, as the retry loop sees it: the endpoint's spec (endpoints.ts) filled in. */
interface CallSpec<E extends EndpointName> {
  endpoint: E;
  method: 'GET' | 'POST';
  /** Path starting with `/v1`, ids already encoded. */
  path: string;
  query?: URLSearchParams;
  /** JSON body, if any. */
  body?: unknown;
  /** The id in the path, for 404/409 messages. */
  id?: RequestContext['id'];
  /** Whether repeating the request is harmless (see `EndpointSpec.safeToRepeat`). */
  safeToRepeat: boolean;
  /** Whether each attempt takes a unit of the analytics budget. */
  usesBudget: boolean;
}

/** What a call names besides its endpoint: the path's ids, the query, the body. */
interface CallArgs {
  ids?: Readonly<Record<string, string>>;
  query?: URLSearchParams;
  body?: unknown;
}

/** What one attempt produced. */
type AttemptOutcome =
  | { kind: 'response'; status: number; retryAfter?: string | string[]; text: string }
  | { kind: 'too-large'; status: number }
  | {
      kind: 'network';
      failure: ClassifiedNetworkError;
      cause?: unknown;
      /** Set when the client's own timer ended the attempt. */
      timedOut?: { byDeadline: boolean; limitMs: number };
    };

/** An attempt that did not succeed, as the retry loop decides on it. */
interface FailedAttempt {
  /** The error to throw if this is the last attempt. */
  error: PlatformError;
  /** Whether another attempt may follow. */
  retryable: boolean;
  /** Wait the platform asked for in `Retry-After`, ms. */
  retryAfterMs?: number;
  /** Why, in a few words, for `onRetry` (not yet scrubbed). */
  reason: string;
}

/** Thrown inside an attempt when the body passes {@link MAX_BODY_BYTES}. */
class BodyTooLargeError extends Error {}

/** Client of the Mintlify admin API. Create one per run and `close()` it at the end. */
export class PlatformClient {
  /** The client's keep-alive pool (through the runner's proxy when it has one), closed by {@link close}. */
  readonly dispatcher: Dispatcher;

  private readonly baseUrl: string;
  private readonly origin: string;
  private readonly adminKey: string;
  private readonly userAgent: string;
  private readonly requestTimeoutMs: number;
  private readonly deadline: number | undefined;
  private readonly signal: AbortSignal | undefined;
  private readonly retry: RetrySettings;
  private readonly onRetry: ((info: RetryInfo) => void) | undefined;
  private readonly onSecret: ((secret: string) => void) | undefined;
  private readonly budget: RequestBudget | undefined;
  private readonly random: () => number;
  /** Text to scrub from every message: the admin key and each bundle link seen. */
  private readonly secrets = new Set<string>();
  private closing: Promise<void> | undefined;

  constructor(options: PlatformClientOptions) {
    this.baseUrl = normalizeBaseUrl(options.baseUrl);
    this.origin = new URL(this.baseUrl).origin;
    const key = options.adminKey;
    // Checked here because undici's own header errors would be less clear; the key is not echoed.
    if (typeof key !== 'string' || key.trim() === '' || /[\s\p{Cc}]/u.test(key)) {
      throw new TypeError('adminKey must be a non-empty string without spaces or line breaks');
    }
    this.adminKey = key;
    this.secrets.add(key);
    this.userAgent = options.userAgent;
    const timeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    if (!(timeout > 0) || !Number.isFinite(timeout)) {
      throw new RangeError(`requestTimeoutMs must be a positive number, got ${timeout}`);
    }
    this.requestTimeoutMs = Math.min(timeout, MAX_TIMER_MS);
    if (options.deadline !== undefined && !Number.isFinite(options.deadline)) {
      throw new RangeError(`deadline must be epoch milliseconds, got ${options.deadline}`);
    }
    this.deadline = options.deadline;
    this.signal = options.signal;
    this.retry = resolveRetry(options.retry);
    this.onRetry = options.onRetry;
    this.onSecret = options.onSecret;
    this.budget = options.budget;
    this.random = options.random ?? Math.random;
    this.dispatcher = dispatcherFor(new URL(this.baseUrl), {
      connections: 16,
      ...(this.deadline !== undefined ? { deadline: this.deadline } : {}),
    });
  }

  /** Queues a deployment update of `projectId` (POST /v1/project/update/{projectId}). */
  async triggerUpdate(projectId: string): Promise<TriggerUpdateResponse> {
    return this.call('triggerUpdate', { ids: { projectId } });
  }

  /**
   * Creates or redeploys the preview of `branch` (POST /v1/project/preview/{projectId}). The
   * branch travels in the JSON body, never in the URL, so any name arrives as written. Retried
   * only when the platform provably did not act on it (429, 503, no connection).
   */
  async startPreview(projectId: string, branch: string): Promise<StartPreviewResponse> {
    if (typeof branch !== 'string' || branch === '') {
      throw new TypeError('branch must be a non-empty string');
    }
    return this.call('startPreview', { ids: { projectId }, body: { branch } });
  }

  /**
   * Queues a run of a scheduled automation now (POST
   * /v1/workflow/{projectId}/{workflowSchemaId}/trigger). Each accepted call queues one more run,
   * so it is retried like the other creating POSTs: only when the platform provably did not act
   * on it (429, 503, no connection). A 500, 502 or 504, or a connection lost after sending, may
   * come after the run was queued; retrying then could queue a second run, so those fail at once
   * with a message that says to check the run history first.
   */
  async triggerAutomation(
    projectId: string,
    automationId: string,
  ): Promise<TriggerAutomationResponse> {
    return this.call('triggerAutomation', { ids: { projectId, automationId } });
  }

  /** Reads the state of an update (GET /v1/project/update-status/{statusId}). */
  async getUpdateStatus(statusId: string): Promise<UpdateStatus> {
    return this.call('getUpdateStatus', { ids: { statusId } });
  }

  /** Starts a static export job (POST /v1/static-export/jobs). */
  async startExport(exportRequest: StartExportRequest): Promise<StaticExportJob> {
    const body: StartExportRequest = { domain: exportRequest.domain };
    if (exportRequest.version !== undefined) body.version = exportRequest.version;
    if (exportRequest.paths !== undefined) body.paths = exportRequest.paths;
    return this.call('startExport', { body });
  }

  /** Reads a static export job (GET /v1/static-export/jobs/{jobId}). */
  async getExport(jobId: string): Promise<StaticExportJob> {
    return this.call('getExport', { ids: { jobId } });
  }

  /**
   * Packages a completed job and returns a presigned link (POST
   * /v1/static-export/jobs/{jobId}/bundle). The link goes to `onSecret` before this returns.
   * Retried like a GET: each call just makes a fresh link.
   */
  async generateBundle(jobId: string): Promise<BundleResponse> {
    return this.call('generateBundle', { ids: { jobId } });
  }

  /**
   * One page of reader feedback (GET /v1/analytics/{projectId}/feedback). Each attempt takes a
   * unit of `budget`; when none is left it throws {@link BudgetExhaustedError} without a request.
   */
  async listFeedback(projectId: string, query: FeedbackQuery = {}): Promise<FeedbackPage> {
    const params = new URLSearchParams();
    if (query.dateFrom) params.set('dateFrom', query.dateFrom);
    if (query.dateTo) params.set('dateTo', query.dateTo);
    if (query.source) params.set('source', query.source);
    if (query.status && query.status.length > 0) params.set('status', query.status.join(','));
    if (query.limit !== undefined) params.set('limit', String(query.limit));
    if (query.cursor) params.set('cursor', query.cursor);
    return this.call('listFeedback', { ids: { projectId }, query: params });
  }

  /**
   * Feedback counts per page, the pages with the most feedback first (GET
   * /v1/analytics/{projectId}/feedback/by-page): one reply of at most `limit` pages, since the
   * contract offers no way to page further. Each attempt takes a unit of `budget`.
   */
  async listFeedbackByPage(
    projectId: string,
    query: FeedbackByPageQuery = {},
  ): Promise<FeedbackByPageReply> {
    return this.call('listFeedbackByPage', { ids: { projectId }, query: windowParams(query) });
  }

  /**
   * One page of page views (GET /v1/analytics/{projectId}/views): site totals and per-path counts.
   * Each attempt takes a unit of `budget`, like {@link listFeedback}.
   */
  async listViews(projectId: string, query: ViewsQuery = {}): Promise<ViewsPage> {
    const params = windowParams(query);
    if (query.offset !== undefined) params.set('offset', String(query.offset));
    return this.call('listViews', { ids: { projectId }, query: params });
  }

  /**
   * One page of search terms, most searched first (GET /v1/analytics/{projectId}/searches).
   * Each attempt takes a unit of `budget`, like {@link listFeedback}.
   */
  async listSearches(projectId: string, query: SearchesQuery = {}): Promise<SearchesPage> {
    return this.call('listSearches', { ids: { projectId }, query: windowParams(query) });
  }

  /**
   * One page of assistant conversations (GET /v1/analytics/{projectId}/assistant). Each attempt
   * takes a unit of `budget`, like {@link listFeedback}.
   */
  async listAssistant(projectId: string, query: AssistantQuery = {}): Promise<AssistantPage> {
    return this.call('listAssistant', { ids: { projectId }, query: windowParams(query) });
  }

  /**
   * Starts the docs agent on `prompt` (POST /v2/agent/{projectId}/job): it works in the background
   * and opens a pull request when it edits files. Each accepted call starts one more job, so it is
   * retried only when the platform provably did not act on it. Takes a unit of `budget`.
   */
  async createAgentJob(projectId: string, prompt: string): Promise<AgentJob> {
    if (typeof prompt !== 'string' || prompt.trim() === '') {
      throw new TypeError('prompt must be a non-empty string');
    }
    return this.call('createAgentJob', { ids: { projectId }, body: { prompt } });
  }

  /** Reads an agent job (GET /v2/agent/{projectId}/job/{id}). Takes a unit of `budget`. */
  async getAgentJob(projectId: string, agentJobId: string): Promise<AgentJob> {
    return this.call('getAgentJob', { ids: { projectId, agentJobId } });
  }

  /** Closes the connection pool. Idempotent. */
  close(): Promise<void> {
    this.closing ??= this.dispatcher.close();
    return this.closing;
  }

  /** Remembers a secret for scrubbing and hands it to the caller's `onSecret`. */
  private learnSecret(secret: string): void {
    this.secrets.add(secret);
    this.onSecret?.(secret);
  }

  /** The retry loop: one call of one endpoint, bounded by `maxAttempts`. */
  private async call<E extends EndpointName>(
    endpoint: E,
    args: CallArgs,
  ): Promise<EndpointResult<E>> {
    const spec = callSpec(endpoint, args);
    const ctx = this.requestContext(spec);
    const bodyText = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    let lastError: PlatformError | undefined;
    for (let attempt = 1; attempt <= this.retry.maxAttempts; attempt++) {
      this.checkBeforeAttempt(spec, ctx, attempt, lastError);
      const outcome = await this.attempt(spec, bodyText);
      if (outcome.kind === 'response' && outcome.status >= 200 && outcome.status < 300) {
        return this.parse(spec, ctx, outcome.status, outcome.text, attempt) as EndpointResult<E>;
      }
      const failed = this.judgeFailure(spec, ctx, outcome, attempt);
      if (!failed.retryable) throw failed.error;
      lastError = failed.error;
      const delayMs = this.retryDelay(ctx, attempt, failed);
      this.notifyRetry({
        endpoint: spec.endpoint,
        attempt,
        delayMs,
        reason: scrubSecrets(failed.reason, this.secrets),
      });
      await sleep(delayMs, this.signal);
    }
    // The loop returns or throws on its last attempt; this only satisfies the type checker.
    throw lastError ?? new Error('unreachable: retry loop ended without an outcome');
  }

  /** What the error messages need to know about the request: endpoint, method, path, id. */
  private requestContext(spec: CallSpec<EndpointName>): RequestContext {
    return {
      endpoint: spec.endpoint,
      method: spec.method,
      path: spec.path,
      origin: this.origin,
      ...(spec.id ? { id: spec.id } : {}),
    };
  }

  /**
   * Throws instead of sending when the run was aborted, the deadline has passed or the analytics
   * budget is spent. Takes a budget unit when the endpoint uses it, so it runs once per attempt.
   */
  private checkBeforeAttempt(
    spec: CallSpec<EndpointName>,
    ctx: RequestContext,
    attempt: number,
    lastError: PlatformError | undefined,
  ): void {
    this.signal?.throwIfAborted();
    if (this.deadline !== undefined && Date.now() >= this.deadline) {
      throw new PlatformTimeoutError(
        ctx,
        this.deadline,
        attempt === 1 ? 'the time limit had already passed' : 'no time was left to try again',
        lastError,
      );
    }
    if (spec.usesBudget && this.budget && !this.budget.tryTake()) {
      throw new BudgetExhaustedError(ctx, this.budget.limit, lastError);
    }
  }

  /**
   * Turns an attempt that did not succeed into its error and whether to retry it. A body too
   * large to read is never retried (the next answer would be just as large).
   */
  private judgeFailure(
    spec: CallSpec<EndpointName>,
    ctx: RequestContext,
    outcome: AttemptOutcome,
    attempt: number,
  ): FailedAttempt {
    if (outcome.kind === 'too-large') {
      throw invalidResponseError(
        ctx,
        outcome.status,
        `the body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MiB`,
        attempt,
        this.secrets,
      );
    }
    return outcome.kind === 'response'
      ? this.judgeErrorStatus(spec, ctx, outcome, attempt)
      : this.judgeNetworkFailure(spec, ctx, outcome, attempt);
  }

  /**
   * An error status: retryable when repeating is harmless and the status is transient, or, for a
   * creating POST, only when the status proves the platform did not act on the request.
   */
  private judgeErrorStatus(
    spec: CallSpec<EndpointName>,
    ctx: RequestContext,
    outcome: Extract<AttemptOutcome, { kind: 'response' }>,
    attempt: number,
  ): FailedAttempt {
    const retryAfterMs = parseRetryAfter(outcome.retryAfter);
    const repeatable = spec.safeToRepeat
      ? RETRYABLE_STATUSES.has(outcome.status)
      : NOT_PROCESSED_STATUSES.has(outcome.status);
    const notRetried: NotRetriedReason | undefined =
      !repeatable && RETRYABLE_STATUSES.has(outcome.status) ? 'maybe-processed' : undefined;
    const error = statusError(
      ctx,
      {
        status: outcome.status,
        ...parseErrorBody(outcome.text),
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      },
      attempt,
      this.secrets,
      notRetried,
    );
    return {
      error,
      retryable: repeatable && attempt < this.retry.maxAttempts,
      retryAfterMs,
      reason: `HTTP ${outcome.status}`,
    };
  }

  /**
   * No (complete) response: retryable when the failure is transient and either repeating is
   * harmless or the request never left. An attempt cut short by the deadline ends the call.
   */
  private judgeNetworkFailure(
    spec: CallSpec<EndpointName>,
    ctx: RequestContext,
    outcome: Extract<AttemptOutcome, { kind: 'network' }>,
    attempt: number,
  ): FailedAttempt {
    const { failure } = outcome;
    const repeatable = failure.transient && (spec.safeToRepeat || failure.beforeSend);
    const notRetried: NotRetriedReason | undefined =
      failure.transient && !repeatable ? 'maybe-processed' : undefined;
    const error = networkError(
      ctx,
      { ...failure, ...(outcome.cause !== undefined ? { cause: outcome.cause } : {}) },
      attempt,
      this.secrets,
      notRetried,
    );
    if (outcome.timedOut?.byDeadline && this.deadline !== undefined) {
      throw new PlatformTimeoutError(
        ctx,
        this.deadline,
        `no response within the ${formatDuration(outcome.timedOut.limitMs)} left`,
        error,
      );
    }
    return {
      error,
      retryable: repeatable && attempt < this.retry.maxAttempts,
      reason: `${failure.description} (${failure.code})`,
    };
  }

  /**
   * How long to wait before the next attempt: the platform's Retry-After when it sent one, else
   * the backoff. Throws when the wait would pass the deadline, or, without a deadline, when the
   * platform asks for an unreasonably long wait.
   */
  private retryDelay(ctx: RequestContext, attempt: number, failed: FailedAttempt): number {
    const { error, retryAfterMs } = failed;
    const fromServer = retryAfterMs !== undefined && retryAfterMs > 0;
    const delayMs = fromServer
      ? (retryAfterMs ?? 0)
      : backoffDelay(attempt, this.retry, this.random);
    if (this.deadline !== undefined) {
      const left = this.deadline - Date.now();
      if (delayMs >= left) {
        const asked = fromServer
          ? `the platform asked to wait ${formatDuration(delayMs)} (Retry-After)`
          : `the next retry would wait ${formatDuration(delayMs)}`;
        throw new PlatformTimeoutError(
          ctx,
          this.deadline,
          `${asked} but only ${formatDuration(Math.max(0, left))} was left`,
          error,
        );
      }
    } else if (fromServer && delayMs > MAX_RETRY_AFTER_WITHOUT_DEADLINE_MS) {
      // Without a deadline a wait this long is the caller's call, not ours.
      throw error;
    }
    return delayMs;
  }

  /** Calls `onRetry`; a failing logger must not turn a recoverable error into a fatal one. */
  private notifyRetry(info: RetryInfo): void {
    try {
      this.onRetry?.(info);
    } catch {
      // Ignored on purpose: logging is best effort.
    }
  }

  /** Parses a success body, turning shape problems into an `invalid_response` error. */
  private parse(
    spec: CallSpec<EndpointName>,
    ctx: RequestContext,
    status: number,
    text: string,
    attempt: number,
  ): unknown {
    try {
      const id = spec.id?.value ?? '';
      const onSecret = (secret: string): void => this.learnSecret(secret);
      return endpointSpec(spec.endpoint).parse(parseJsonObject(text), { id, onSecret });
    } catch (err) {
      if (err instanceof ShapeError) {
        throw invalidResponseError(ctx, status, err.message, attempt, this.secrets);
      }
      throw err;
    }
  }

  /** One HTTP attempt, headers and body, bounded by the request timeout and the deadline. */
  private async attempt(
    spec: CallSpec<EndpointName>,
    bodyText: string | undefined,
  ): Promise<AttemptOutcome> {
    const left = this.deadline === undefined ? Infinity : this.deadline - Date.now();
    const limitMs = Math.max(1, Math.min(this.requestTimeoutMs, left));
    const byDeadline = left < this.requestTimeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error('attempt timed out'));
    }, limitMs);
    const outer = this.signal;
    const onAbort = (): void => controller.abort(outer?.reason);
    outer?.addEventListener('abort', onAbort, { once: true });
    if (outer?.aborted) onAbort();

    const headers: Record<string, string> = {
      authorization: `Bearer ${this.adminKey}`,
      'user-agent': this.userAgent,
      accept: 'application/json',
    };
    if (bodyText !== undefined) headers['content-type'] = 'application/json';
    const query = spec.query?.toString();
    const url = `${this.baseUrl}${spec.path}${query ? `?${query}` : ''}`;
    let status = 0;
    try {
      const response = await request(url, {
        method: spec.method,
        headers,
        body: bodyText,
        dispatcher: this.dispatcher,
        signal: controller.signal,
        // Backstops only: the timer above is the real limit (undici's are idle timers).
        headersTimeout: limitMs + 1_000,
        bodyTimeout: limitMs + 1_000,
      });
      status = response.statusCode;
      const text = await readBody(response.body);
      const retryAfter = response.headers['retry-after'];
      return { kind: 'response', status, text, ...(retryAfter ? { retryAfter } : {}) };
    } catch (err) {
      outer?.throwIfAborted();
      if (err instanceof BodyTooLargeError) return { kind: 'too-large', status };
      if (timedOut) {
        // A silent proxy is named (util/network.ts answers the cut request with its error).
        const silent = err instanceof ProxyError ? err.message : undefined;
        return {
          kind: 'network',
          failure: {
            code: ATTEMPT_TIMEOUT_CODE,
            description: silent ?? `no complete response within ${formatDuration(limitMs)}`,
            beforeSend: false,
            transient: true,
          },
          timedOut: { byDeadline, limitMs },
        };
      }
      return { kind: 'network', failure: classifyNetworkError(err), cause: err };
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    }
  }
}

/** Reads a body as UTF-8, up to {@link MAX_BODY_BYTES}. */
async function readBody(body: Dispatcher.ResponseData['body']): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buf.length;
    if (size > MAX_BODY_BYTES) {
      body.destroy();
      throw new BodyTooLargeError();
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Validates the API base and brings it to `scheme://host[:port][/prefix]`: no trailing slash, no
 * query, and no trailing `/v1` (the client adds it per route, so a pasted `…/v1` would double it).
 */
function normalizeBaseUrl(baseUrl: string): string {
  let parsed: URL;
  try {
    parsed = new URL(baseUrl);
  } catch {
    throw new TypeError(`baseUrl is not an absolute URL: "${scrubSecrets(String(baseUrl))}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new TypeError(`baseUrl must use http or https, got "${parsed.protocol}"`);
  }
  const path = parsed.pathname.replace(/(?<!\/)\/+$/, '').replace(/\/v1$/, '');
  return `${parsed.origin}${path}`;
}

/** Query string of a cursor-paged analytics list: window, limit and cursor, each when set. */
function windowParams(query: {
  dateFrom?: string;
  dateTo?: string;
  limit?: number;
  cursor?: string;
}): URLSearchParams {
  const params = new URLSearchParams();
  if (query.dateFrom) params.set('dateFrom', query.dateFrom);
  if (query.dateTo) params.set('dateTo', query.dateTo);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.cursor) params.set('cursor', query.cursor);
  return params;
}

/** The call of `endpoint` as the retry loop sees it: its spec, with the path's ids filled in. */
function callSpec<E extends EndpointName>(endpoint: E, args: CallArgs): CallSpec<E> {
  const spec = ENDPOINTS[endpoint];
  const path = endpointPath(endpoint, args.ids ?? {});
  const idKind = 'id' in spec ? spec.id : undefined;
  const idValue = idKind ? args.ids?.[`${idKind}Id`] : undefined;
  return {
    endpoint,
    method: spec.method,
    path,
    ...(args.query ? { query: args.query } : {}),
    ...(args.body !== undefined ? { body: args.body } : {}),
    ...(idKind && idValue !== undefined ? { id: { kind: idKind, value: idValue } } : {}),
    safeToRepeat: spec.safeToRepeat,
    usesBudget: usesBudget(endpoint),
  };
}
