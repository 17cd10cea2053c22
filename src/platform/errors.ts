/**
 * Errors of the platform client, and the text hygiene they rely on.
 *
 * Every message names the endpoint by its path only (never the full URL, so no query string) and
 * says the cause and the fix in plain words. Text the platform sends back is quoted after ours,
 * shortened, and scrubbed of the admin key and anything that looks like a presigned link, because
 * these messages end up in job logs, summaries and PR comments.
 */
import { formatDuration } from '../util/format.js';
import { capitalize } from '../util/text.js';
import { scrubSecrets } from '../secrets.js';
import {
  endpointSpec,
  isAgentEndpoint,
  isExportEndpoint,
  usesBudget,
  type EndpointName,
  type IdKind,
} from './endpoints.js';
import { TIMED_OUT, type FailureCause } from '../errors.js';
import { BUDGET_SPENT, platformCause, type PlatformErrorCode } from './causes.js';

export type { PlatformErrorCode } from './causes.js';

/** Longest piece of server-provided text quoted in a message. */
const MAX_QUOTED_CHARS = 300;

/**
 * The dashboard's Automations page, where each automation's settings panel shows its id and its
 * run history lists the queued runs (the vendor's contract links both there; runs have no page
 * of their own).
 */
export const AUTOMATIONS_PAGE_URL = 'https://app.mintlify.com/products/automations';

/**
 * The three reasons the contract gives for a 400 of trigger automation, each with its fix. The
 * platform's `error` text picks one when it names it; otherwise the message lists all three.
 */
const AUTOMATION_400_CASES: readonly { match: RegExp; text: string }[] = [
  {
    match: /\b(not active|inactive|disabled|paused)\b/i,
    text:
      'the automation is not active. Turn it on with the toggle beside it on the Automations ' +
      `page (${AUTOMATIONS_PAGE_URL}), then run this step again.`,
  },
  {
    match: /schedul/i,
    text:
      'the automation has no custom schedule, and only automations that run on a custom ' +
      "schedule can be triggered from CI. Give it a custom schedule in its settings panel's " +
      `trigger section on the Automations page (${AUTOMATIONS_PAGE_URL}), or trigger another one.`,
  },
  {
    match: /malformed|invalid\b.*\bid\b|\bid\b.*\binvalid/i,
    text:
      "the automation id is malformed. Copy it again from the automation's settings panel on " +
      `the Automations page (${AUTOMATIONS_PAGE_URL}) into \`automation-id\`.`,
  },
];

/** What to check when trigger automation answers 400 without naming one of the three reasons. */
const AUTOMATION_400_HINT =
  'One of three things is wrong: ' +
  AUTOMATION_400_CASES.map((c, i) => `(${i + 1}) ${c.text}`).join(' ');

/**
 * `url` without its credentials: origin and path, with any query replaced by `?***` and the
 * fragment dropped. Safe to log even for presigned links.
 */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    // `origin` leaves out user:password@, which is a credential too.
    return `${parsed.origin}${parsed.pathname}${parsed.search ? '?***' : ''}`;
  } catch {
    const q = url.search(/[?#]/);
    const head = q === -1 ? url : url.slice(0, q);
    return scrubSecrets(q !== -1 && url[q] === '?' ? `${head}?***` : head);
  }
}

/** Scrubs, collapses whitespace and shortens server-provided text for quoting in a message. */
export function quoteServerText(text: string, secrets: Iterable<string> = []): string {
  const clean = scrubSecrets(text, secrets).replace(/\s+/g, ' ').trim();
  return clean.length > MAX_QUOTED_CHARS ? `${clean.slice(0, MAX_QUOTED_CHARS - 1)}…` : clean;
}

/** Which request an error is about. */
export interface RequestContext {
  /** Endpoint called. */
  endpoint: EndpointName;
  /** HTTP method. */
  method: string;
  /** Request path, starting with `/v1` or `/v2`, without a query string. */
  path: string;
  /** Origin of the API (`https://api.mintlify.com`), for network errors. */
  origin: string;
  /** The id in the path and what kind of id it is, for 404/409 messages. */
  id?: { kind: IdKind; value: string };
}

/** `Mintlify API "get export job" (GET /v1/static-export/jobs/se_1)`. */
export function describeRequest(ctx: RequestContext): string {
  return `Mintlify API "${endpointSpec(ctx.endpoint).title}" (${ctx.method} ${ctx.path})`;
}

/** Everything a {@link PlatformError} carries. */
export interface PlatformErrorInit extends RequestContext {
  /** Complete message (already scrubbed). */
  message: string;
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** Failure kind. */
  code: PlatformErrorCode;
  /** The body's `error` text, scrubbed and shortened. */
  serverMessage?: string;
  /** The body's `details[].message` texts, scrubbed and shortened. */
  details?: string[];
  /** Wait the platform asked for in `Retry-After`, in ms. */
  retryAfterMs?: number;
  /** HTTP attempts made before giving up. */
  attempts: number;
  /** Not retried because the platform may have acted on the request (see {@link PlatformError}). */
  maybeProcessed?: boolean;
  /** Underlying network error, kept for debugging (not enumerable, so not in JSON). */
  cause?: unknown;
}

/**
 * A request to the platform failed: an error status, no response, or a response the client could
 * not understand. The message is meant for the workflow's author as is.
 */
export class PlatformError extends Error {
  /** HTTP status; 0 when no response arrived (network failure or timeout). */
  readonly status: number;
  /** Failure kind. */
  readonly code: PlatformErrorCode;
  /** Endpoint called. */
  readonly endpoint: EndpointName;
  /** HTTP method. */
  readonly method: string;
  /** Request path (no query string). */
  readonly path: string;
  /** The body's `error` text, scrubbed and shortened; undefined when there was none. */
  readonly serverMessage: string | undefined;
  /** The body's `details[].message` texts (400 responses), scrubbed and shortened. */
  readonly details: string[];
  /** Wait the platform asked for in `Retry-After`, in ms, when it sent one. */
  readonly retryAfterMs?: number;
  /** HTTP attempts made before giving up (1 when the failure was not retried). */
  readonly attempts: number;
  /**
   * A creating POST failed in a way that may come after the platform acted on it (a 500, 502 or
   * 504, or a connection lost after sending): it was not retried, and what it creates may exist.
   */
  readonly maybeProcessed: boolean;

  constructor(init: PlatformErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'PlatformError';
    this.status = init.status;
    this.code = init.code;
    this.endpoint = init.endpoint;
    this.method = init.method;
    this.path = init.path;
    this.serverMessage = init.serverMessage;
    this.details = init.details ?? [];
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
    this.attempts = init.attempts;
    this.maybeProcessed = init.maybeProcessed === true;
  }

  /** What failed and what to do, for the failure summary. */
  get failure(): FailureCause {
    return platformCause(this);
  }
}

/**
 * The caller's deadline arrived (or a retry wait would have passed it) before the request
 * succeeded. `lastError` is the failure that was being retried, if any.
 */
export class PlatformTimeoutError extends Error {
  /** Always `timeout`, to branch on alongside {@link PlatformError.code}. */
  readonly code = 'timeout';
  /** The step's `outcome` output. */
  readonly outcome = 'timeout';
  /** What the failure summary says. */
  readonly failure = TIMED_OUT;
  /** Endpoint called. */
  readonly endpoint: EndpointName;
  /** HTTP method. */
  readonly method: string;
  /** Request path (no query string). */
  readonly path: string;
  /** The deadline, epoch ms. */
  readonly deadline: number;
  /** The failure being retried when time ran out, if any. */
  readonly lastError: PlatformError | undefined;

  constructor(ctx: RequestContext, deadline: number, why: string, lastError?: PlatformError) {
    const last = lastError ? ` Last error: ${lastError.message}` : '';
    super(`${describeRequest(ctx)} did not succeed before the time limit: ${why}.${last}`);
    this.name = 'PlatformTimeoutError';
    this.endpoint = ctx.endpoint;
    this.method = ctx.method;
    this.path = ctx.path;
    this.deadline = deadline;
    this.lastError = lastError;
  }
}

/**
 * The run's analytics request budget is spent; raised before any request is sent. The feedback
 * mode should check `budget.remaining` to avoid this.
 */
export class BudgetExhaustedError extends Error {
  /** What the failure summary says. */
  readonly failure = BUDGET_SPENT;
  /** Endpoint that was about to be called. */
  readonly endpoint: EndpointName;
  /** The budget's size. */
  readonly limit: number;
  /** The failure being retried when the budget ran out, if any. */
  readonly lastError: PlatformError | undefined;

  constructor(ctx: RequestContext, limit: number, lastError?: PlatformError) {
    const last = lastError ? ` Last error: ${lastError.message}` : '';
    super(
      isAgentEndpoint(ctx.endpoint)
        ? `${describeRequest(ctx)} was not called: this run has already made ${limit} agent ` +
            `requests, the whole hourly limit (${limit} uses per project per hour).${last}`
        : `${describeRequest(ctx)} was not called: this run has already made ${limit} analytics ` +
            `requests, its whole budget (the platform allows ${limit} per organization per hour). ` +
            `Fetch fewer pages (a larger page size or a shorter date range) or run less often.${last}`,
    );
    this.name = 'BudgetExhaustedError';
    this.endpoint = ctx.endpoint;
    this.limit = limit;
    this.lastError = lastError;
  }
}

/** An error response, as far as the client could read it. */
export interface ErrorResponse {
  /** HTTP status. */
  status: number;
  /** The body's `error`, unscrubbed. */
  error?: string;
  /** The body's `details[].message`, unscrubbed. */
  details: string[];
  /** Parsed Retry-After, in ms. */
  retryAfterMs?: number;
}

/** Why a failed request was not retried, when that matters to the reader. */
export type NotRetriedReason = 'maybe-processed';

/** What a non-idempotent POST would create twice if retried blindly. */
function createdThing(endpoint: EndpointName): string {
  if (endpoint === 'createAgentJob') return 'a second agent job';
  if (endpoint === 'startPreview') return 'a second preview deployment';
  if (endpoint === 'triggerAutomation') return 'a second automation run';
  return endpoint === 'startExport' ? 'a second export job' : 'a second docs update';
}

/** Where to look before running a maybe-processed request again. */
function checkFirst(endpoint: EndpointName): string {
  return endpoint === 'triggerAutomation'
    ? `check the automation's run history on the Automations page (${AUTOMATIONS_PAGE_URL})`
    : 'check the dashboard';
}

function attemptsNote(attempts: number): string {
  if (attempts <= 1) return '';
  const retries = attempts === 2 ? 'once' : `${attempts - 1} times`;
  return ` Gave up after ${attempts} attempts (retried ${retries}).`;
}

function idText(ctx: RequestContext, fallback: string): string {
  return ctx.id ? `${ctx.id.kind} id "${ctx.id.value}"` : fallback;
}

/** The arguments every per-status explainer receives. */
interface StatusInput {
  ctx: RequestContext;
  res: ErrorResponse;
  attempts: number;
  notRetried?: NotRetriedReason;
}

/** A status's machine-readable kind and its plain-words cause and fix. */
interface Explanation {
  code: PlatformErrorCode;
  text: string;
}

/**
 * Explains a 400: names the automation's known refusal when the platform's text matches one,
 * otherwise says the request was invalid and what to check for this endpoint.
 */
function explainBadRequest({ ctx, res }: StatusInput): Explanation {
  const details = res.details.length ? ` Details: ${res.details.join('; ')}.` : '';
  const known =
    ctx.endpoint === 'triggerAutomation'
      ? AUTOMATION_400_CASES.find((c) => c.match.test(res.error ?? ''))
      : undefined;
  if (known) {
    return { code: 'bad_request', text: `the platform refused to run it: ${known.text}` };
  }
  const spec = endpointSpec(ctx.endpoint);
  const hint = ` ${ctx.endpoint === 'triggerAutomation' ? AUTOMATION_400_HINT : (spec.badRequest ?? 'Check the values passed to this request.')}`;
  return {
    code: 'bad_request',
    text: `the platform rejected the request as invalid.${details}${hint}`,
  };
}

/** Explains a 401: the admin key itself is not accepted, so it must be replaced. */
function explainUnauthorized(): Explanation {
  return {
    code: 'unauthorized',
    text:
      'the admin key is invalid, revoked or expired. Create a new admin key in the Mintlify ' +
      'dashboard (Settings → API keys) and update the secret that holds it.',
  };
}

/**
 * Explains a 403: previews get their own message (the usual cause is the plan), the export
 * endpoints mention the Enterprise gate, and everything else lists scope, allowlist and plan.
 */
function explainForbidden({ ctx }: StatusInput): Explanation {
  if (isAgentEndpoint(ctx.endpoint)) return { code: 'forbidden', text: AGENT_FORBIDDEN };
  if (ctx.endpoint === 'startPreview') {
    return {
      code: 'forbidden',
      text:
        'preview deployments are not available on your current plan, or the admin key may not ' +
        'create them. Previews need a plan that has them: upgrade in the Mintlify dashboard ' +
        '(Settings → Billing) or remove the preview step. Otherwise check that the key has ' +
        "the write scope and that the runner's IP address is on the key's IP allowlist.",
    };
  }
  const isExport = isExportEndpoint(ctx.endpoint);
  const scope = ctx.method === 'GET' || ctx.method === 'HEAD' ? 'read' : 'write';
  const exportNote = isExport
    ? 'Static export is available on Enterprise plans only and must be enabled for your ' +
      'organization: ask Mintlify to enable it if your plan lacks it. Otherwise, '
    : '';
  return {
    code: 'forbidden',
    text:
      `the admin key is not allowed to do this. ${exportNote}` +
      `${isExport ? 'the' : 'The'} key may lack the scope this request needs (reads need ` +
      `read, everything else needs write; this ${ctx.method} needs ${scope}), the runner's IP ` +
      `address may not be on the key's IP allowlist, or your plan may not include this feature.`,
  };
}

/** The agent's 403 in one line: both causes, since the answer does not say which. */
export const AGENT_FORBIDDEN =
  "Mintlify refused the agent: the organization's plan may not include the agent, or the admin " +
  'key is read-only (starting a job needs a key with the write scope).';

/** Explains a 404 by the kind of id the endpoint takes: automation, update status, job or project. */
function explainNotFound({ ctx }: StatusInput): Explanation {
  let text: string;
  if (ctx.endpoint === 'triggerAutomation') {
    text =
      `no ${idText(ctx, 'automation with this id')} exists in this project: it was deleted, ` +
      `or it belongs to another project. Copy the id from the automation's settings panel on ` +
      `the Automations page (${AUTOMATIONS_PAGE_URL}) and check that \`project-id\` is the ` +
      `project the automation belongs to.`;
  } else if (ctx.endpoint === 'getUpdateStatus') {
    text =
      `no update has ${idText(ctx, 'this status id')}. Status ids are the statusId a trigger ` +
      `update call returns; check it was copied whole and belongs to this key's organization.`;
  } else if (ctx.endpoint === 'getAgentJob') {
    text = `no agent job has ${idText(ctx, 'this job id')} in this project: it may have been removed.`;
  } else if (isExportEndpoint(ctx.endpoint)) {
    text =
      `no static export job has ${idText(ctx, 'this job id')}. Job ids are the jobId that ` +
      `starting a static export returns; check it was copied whole and belongs to this key's ` +
      `organization.`;
  } else {
    text =
      `no project has ${idText(ctx, 'this project id')}. Copy the project id from the Mintlify ` +
      `dashboard (Settings → API keys) and check that the admin key belongs to the same ` +
      `organization.`;
  }
  return { code: 'not_found', text };
}

/** Explains a 409; only the export bundle has a known cause (the job has not completed). */
function explainConflict({ ctx }: StatusInput): Explanation {
  return {
    code: 'conflict',
    text: isExportEndpoint(ctx.endpoint)
      ? `the export ${idText(ctx, 'job')} has not completed (it is still running, or it ` +
        `failed), so no bundle can be generated. Wait until the job's status is completed ` +
        `and ask for the bundle again; a failed job needs a new export.`
      : 'the platform reported a conflict with the current state of the resource.',
  };
}

/** Which rate limit an endpoint hit and how to stay under it (endpoints have different limits). */
function rateLimitText(endpoint: EndpointName): string {
  if (isAgentEndpoint(endpoint)) {
    return (
      "the agent's rate limit was reached: 100 uses per project per hour (reads counted). No " +
      'new job is started until the hour rolls over.'
    );
  }
  if (usesBudget(endpoint)) {
    return (
      'the analytics rate limit was reached: analytics endpoints allow 100 requests per ' +
      "organization per hour, shared by everything that uses your organization's keys. Wait " +
      'for the hour to roll over, fetch fewer pages (a larger page size or a shorter date ' +
      'range) or run the report less often.'
    );
  }
  if (endpoint === 'startPreview') {
    return (
      'the preview rate limit was reached: 5 previews per minute per organization. Let one ' +
      'preview run per pull request (a `concurrency` group with `cancel-in-progress: true`) ' +
      'and try again in a minute.'
    );
  }
  if (endpoint === 'triggerUpdate') {
    return (
      'the trigger-update rate limit was reached: 10 requests per 10 seconds per ' +
      'organization. Avoid triggering updates from many jobs at once (a concurrency group ' +
      'helps) and try again in a few seconds.'
    );
  }
  return (
    'the platform is rate limiting requests. Wait a little and try again, and avoid ' +
    'running many jobs against the API at the same time.'
  );
}

/** Explains a 429: the endpoint's limit, then the wait the platform asked for and the attempts. */
function explainRateLimited({ ctx, res, attempts }: StatusInput): Explanation {
  const wait =
    res.retryAfterMs !== undefined
      ? ` The platform asked to wait ${formatDuration(res.retryAfterMs)}.`
      : '';
  return {
    code: 'rate_limited',
    text: `${rateLimitText(ctx.endpoint)}${wait}${attemptsNote(attempts)}`,
  };
}

/**
 * Explains a 5xx. A maybe-processed POST says why it was not retried and what to check, because
 * running it again blindly could create something twice.
 */
function explainServerError({ ctx, attempts, notRetried }: StatusInput): Explanation {
  const why =
    notRetried === 'maybe-processed'
      ? ` It was not retried: the platform may have acted on it anyway, and a retry could ` +
        `start ${createdThing(ctx.endpoint)}; ${checkFirst(ctx.endpoint)} before running again.`
      : `${attemptsNote(attempts)} Try again later.`;
  return {
    code: 'server_error',
    text: `the platform failed on its side; this is not a problem with your configuration.${why}`,
  };
}

/** Explains any status without an explainer of its own: 5xx, a redirect, or something unexpected. */
function explainOtherStatus(input: StatusInput): Explanation {
  const { status } = input.res;
  if (status >= 500) return explainServerError(input);
  if (status >= 300 && status < 400) {
    return {
      code: 'invalid_response',
      text: 'the API answered with a redirect. Check that the API URL points at the Mintlify API itself.',
    };
  }
  return { code: 'bad_request', text: `the platform answered with an unexpected status.` };
}

/** The statuses with a message of their own; the rest go to {@link explainOtherStatus}. */
const STATUS_EXPLAINERS: Readonly<Partial<Record<number, (input: StatusInput) => Explanation>>> = {
  400: explainBadRequest,
  401: explainUnauthorized,
  403: explainForbidden,
  404: explainNotFound,
  409: explainConflict,
  429: explainRateLimited,
};

/** Cause and fix for one HTTP status, in plain words. */
function explainStatus(
  ctx: RequestContext,
  res: ErrorResponse,
  attempts: number,
  notRetried?: NotRetriedReason,
): Explanation {
  const explain = STATUS_EXPLAINERS[res.status] ?? explainOtherStatus;
  return explain({ ctx, res, attempts, notRetried });
}

/** Builds the error for an HTTP error response. */
export function statusError(
  ctx: RequestContext,
  res: ErrorResponse,
  attempts: number,
  secrets: Iterable<string>,
  notRetried?: NotRetriedReason,
): PlatformError {
  const secretList = [...secrets];
  const safeCtx = scrubContext(ctx, secretList);
  const serverMessage =
    res.error !== undefined && res.error.trim() !== ''
      ? quoteServerText(res.error, secretList)
      : undefined;
  const details = res.details.map((d) => quoteServerText(d, secretList));
  const { code, text } = explainStatus(safeCtx, { ...res, details }, attempts, notRetried);
  const said = serverMessage ? ` The platform said: "${serverMessage}"` : '';
  return new PlatformError({
    ...safeCtx,
    message: `${describeRequest(safeCtx)} failed with HTTP ${res.status}: ${text}${said}`,
    status: res.status,
    code,
    serverMessage,
    details,
    retryAfterMs: res.retryAfterMs,
    attempts,
    maybeProcessed: notRetried === 'maybe-processed',
  });
}

/** How a request failed without a response. */
export interface NetworkFailure {
  /** Error code (`ECONNREFUSED`, `UND_ERR_SOCKET`, `TIMEOUT` for the client's own timer…). */
  code: string;
  /** Plain-words description of the failure. */
  description: string;
  /** True when the connection was never made, so the platform cannot have seen the request. */
  beforeSend: boolean;
  /** The original error. */
  cause?: unknown;
}

/** Builds the error for a request that got no (complete) response. */
export function networkError(
  ctx: RequestContext,
  failure: NetworkFailure,
  attempts: number,
  secrets: Iterable<string>,
  notRetried?: NotRetriedReason,
): PlatformError {
  const secretList = [...secrets];
  const safeCtx = scrubContext(ctx, secretList);
  const what = quoteServerText(`${failure.description} (${failure.code})`, secretList);
  let fix: string;
  if (failure.code === 'EPROXY') {
    // The proxy's refusal says what to do; no retry, and no later try, would change its answer.
    fix = ' Not retried: the proxy answers every attempt alike.';
  } else if (notRetried === 'maybe-processed') {
    fix =
      ` It was not retried: the request may have reached the platform, and a retry could start ` +
      `${createdThing(ctx.endpoint)}. ${capitalize(checkFirst(ctx.endpoint))} before running again.`;
  } else if (failure.beforeSend) {
    fix =
      `${attemptsNote(attempts)} Check that the API URL is right and that the runner can reach ` +
      `it (DNS, firewall, proxy).`;
  } else {
    fix = `${attemptsNote(attempts)} The platform or the network may be having trouble; try again later.`;
  }
  return new PlatformError({
    ...safeCtx,
    message: `${describeRequest(safeCtx)} failed: no response from ${safeCtx.origin}: ${what}.${fix}`,
    status: 0,
    code: 'network',
    attempts,
    maybeProcessed: notRetried === 'maybe-processed',
    cause: failure.cause,
  });
}

/** Builds the error for a success status whose body is not what the contract promises. */
export function invalidResponseError(
  ctx: RequestContext,
  status: number,
  problem: string,
  attempts: number,
  secrets: Iterable<string>,
): PlatformError {
  const secretList = [...secrets];
  const safeCtx = scrubContext(ctx, secretList);
  return new PlatformError({
    ...safeCtx,
    message:
      `${describeRequest(safeCtx)} returned an invalid response (HTTP ${status}): ` +
      `${quoteServerText(problem, secretList)}. Check that the API URL points at the Mintlify ` +
      `API; if it does, the platform may have changed its response format.`,
    status,
    code: 'invalid_response',
    attempts,
  });
}

/** The context with the id and path scrubbed, in case a caller passed a secret as an id. */
function scrubContext(ctx: RequestContext, secrets: string[]): RequestContext {
  return {
    ...ctx,
    path: scrubSecrets(ctx.path, secrets),
    origin: redactUrl(ctx.origin).replace(/\/$/, ''),
    ...(ctx.id ? { id: { kind: ctx.id.kind, value: quoteServerText(ctx.id.value, secrets) } } : {}),
  };
}
