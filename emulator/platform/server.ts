/**
 * The Mintlify platform emulator: a real HTTP server on 127.0.0.1 that implements the vendor's
 * published contract (trigger update, update status, preview, trigger automation, static export,
 * analytics), plus an S3-shaped bundle host, with deterministic data and injectable faults.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  amzDate,
  buildBundle,
  siteHtmlCount,
  parseAmzDate,
  s3Error,
  serveArchive,
  signaturesMatch,
  signLink,
} from './bundles.js';
import type { BundleArchive, PresignedParams } from './bundles.js';
import { createAgent } from './agent.js';
import { FaultQueue } from './faults.js';
import { startLiveSite } from './live-site.js';
import type { PreFault } from './faults.js';
import {
  encodeCursor,
  generateFeedback,
  pageFeedback,
  parseFeedbackQuery,
} from './feedback-data.js';
import type { FeedbackQuery } from './feedback-data.js';
import {
  DEFAULT_EXPORT_ERROR,
  defaultLogs,
  defaultSummary,
  exportStatus,
  ids,
  renderJob,
  renderUpdate,
} from './lifecycle.js';
import type { ExportJobState, RenderContext, UpdateState } from './lifecycle.js';
import { derive } from './random.js';
import { plantAssistant, plantFeedback, plantSearches, plantViews } from './site-data.js';
import { generateAssistant, pageAssistant, parseAssistantQuery } from './assistant-data.js';
import { readerTextAssistant, readerTextFeedback, readerTextSearches } from './reader-texts.js';
import {
  generateSearches,
  pageSearches,
  parseSearchesQuery,
  searchesInWindow,
  type SearchesDataset,
} from './searches-data.js';
import {
  feedbackByPage,
  generateViews,
  pageViews,
  parseByPageQuery,
  parseViewsQuery,
  viewsInWindow,
  type ViewsDataset,
} from './views-data.js';
import type {
  AssistantConversationRow,
  AssistantResponse,
  AutomationRun,
  AutomationSeed,
  BundleResponse,
  BundleSpec,
  EndpointName,
  Fault,
  FeedbackEntry,
  FeedbackPage,
  FilesChanged,
  PlatformEmulator,
  PlatformEmulatorOptions,
  PreviewBehaviour,
  PreviewRecord,
  RequestLogEntry,
  SearchesResponse,
  UpdatePublish,
  UpdateSeed,
  UpdateSource,
  ViewsResponse,
  UpdateStatusRecord,
} from './types.js';

export type * from './types.js';

/** A 1×1 transparent PNG, served for screenshots and avatars. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Largest request body accepted; the contract's bodies are tiny. */
const MAX_BODY_BYTES = 1 << 20;

/** Message of the documented 403 for plans without previews. */
const PREVIEWS_DISABLED = 'Preview deployments are not available on your current plan.';

/** Message of the documented 403 for organizations without static export. */
const EXPORT_DISABLED =
  'Static export is not enabled for this organization. Contact sales to enable it on an Enterprise plan.';

/** The automations of a project unless the options say otherwise: one of each state. */
const DEFAULT_AUTOMATIONS: readonly AutomationSeed[] = [
  { id: 'auto_changelog', state: 'active' },
  { id: 'auto_paused', state: 'inactive' },
  { id: 'auto_on_push', state: 'not-scheduled' },
];

/** A route match: the endpoint plus its path parameters. */
interface Route {
  endpoint: EndpointName;
  params: Record<string, string>;
}

/** Maps method + path to an endpoint; HEAD is routed like GET. */
function matchRoute(method: string, path: string): Route {
  const get = method === 'GET' || method === 'HEAD';
  const post = method === 'POST';
  const segments = path.split('/').slice(1).map(safeDecode);
  const [a, b, c, d, e] = segments;
  const n = segments.length;
  if (a === 'v2' && b === 'agent' && c && d === 'job') {
    if (post && n === 4) return { endpoint: 'createAgentJob', params: { projectId: c } };
    if (get && n === 5 && e) return { endpoint: 'getAgentJob', params: { projectId: c, jobId: e } };
  }
  if (a === 'v1') {
    if (post && n === 4 && b === 'project' && c === 'update' && d) {
      return { endpoint: 'triggerUpdate', params: { projectId: d } };
    }
    if (get && n === 4 && b === 'project' && c === 'update-status' && d) {
      return { endpoint: 'getUpdateStatus', params: { statusId: d } };
    }
    if (b === 'static-export' && c === 'jobs') {
      if (post && n === 3) return { endpoint: 'startExport', params: {} };
      if (get && n === 4 && d) return { endpoint: 'getExport', params: { jobId: d } };
      if (post && n === 5 && d && e === 'bundle') {
        return { endpoint: 'generateBundle', params: { jobId: d } };
      }
    }
    if (post && n === 4 && b === 'project' && c === 'preview' && d) {
      return { endpoint: 'startPreview', params: { projectId: d } };
    }
    if (get && n === 4 && b === 'analytics' && c && d === 'feedback') {
      return { endpoint: 'listFeedback', params: { projectId: c } };
    }
    if (get && n === 4 && b === 'analytics' && c && d === 'views') {
      return { endpoint: 'listViews', params: { projectId: c } };
    }
    if (get && n === 4 && b === 'analytics' && c && d === 'searches') {
      return { endpoint: 'listSearches', params: { projectId: c } };
    }
    if (get && n === 4 && b === 'analytics' && c && d === 'assistant') {
      return { endpoint: 'listAssistant', params: { projectId: c } };
    }
    if (post && n === 5 && b === 'workflow' && c && d && e === 'trigger') {
      return { endpoint: 'triggerAutomation', params: { projectId: c, automationId: d } };
    }
    if (get && n === 5 && b === 'analytics' && c && d === 'feedback' && e === 'by-page') {
      return { endpoint: 'feedbackByPage', params: { projectId: c } };
    }
  }
  if (get && a === 'bundles' && n === 3 && b && c === 'bundle.tar.gz') {
    return { endpoint: 'download', params: { jobId: b } };
  }
  return { endpoint: 'unknown', params: {} };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A bare hostname: dot-separated labels, no scheme, port, slash or path. */
const HOSTNAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** Starts the emulator and resolves once it is listening. */
export async function startPlatformEmulator(
  options: PlatformEmulatorOptions = {},
): Promise<PlatformEmulator> {
  const seed = options.seed ?? 1;
  const projectId = options.projectId ?? 'proj_demo';
  const adminKey = options.adminKey ?? `mint_emulator_${derive('admin-key', seed).slice(0, 24)}`;
  const readOnlyKey =
    options.readOnlyKey ?? `mint_readonly_${derive('read-key', seed).slice(0, 24)}`;
  const expiredKey =
    options.expiredKey ?? `mint_expired_${derive('expired-key', seed).slice(0, 24)}`;
  const exportEnabled = options.exportEnabled ?? true;
  const analyticsLimit = options.analyticsLimitPerHour ?? 100;
  const triggerLimit = options.triggerLimit ?? { count: 10, windowMs: 10_000 };
  const previewsEnabled = options.previewsEnabled ?? true;
  const previewLimit = options.previewLimit ?? { count: 5, windowMs: 60_000 };
  let previewBehaviour: PreviewBehaviour = {
    ...options.preview,
  };
  const previewRecords: PreviewRecord[] = [];
  const automations = options.automations ?? DEFAULT_AUTOMATIONS;
  const automationRuns: AutomationRun[] = [];
  const previewHits: number[] = [];
  const updateDefaults = options.update ?? {};
  const jobDefaults = options.exportJob ?? {};
  const bundleTtlMs = options.bundleTtlMs ?? 10 * 60_000;
  const subdomain = options.subdomain ?? projectId.replace(/[^a-z0-9-]/gi, '-').toLowerCase();
  // Secret of presigned links and cursors: derived, so links are reproducible for one seed.
  const secret = derive('emulator-secret', seed);
  const agent = createAgent(seed, projectId);

  const startedAt = Date.now();
  const showcase = options.dataset === 'showcase';
  const planted = options.pages ?? [];
  const feedbackDays = options.feedbackDays ?? 20;
  const dataset: readonly FeedbackEntry[] = Object.freeze(
    plantFeedback(
      generateFeedback(seed, options.feedbackCount ?? 250, feedbackDays, startedAt, showcase),
      planted,
      seed,
      feedbackDays,
      startedAt,
    ),
  );
  let viewsData: ViewsDataset | undefined;
  const viewsDays = options.viewsDays ?? feedbackDays;
  // Built on first use: most runs never ask for views.
  const views = (): ViewsDataset =>
    (viewsData ??= plantViews(
      generateViews(seed, options.viewsPageCount ?? 600, viewsDays, startedAt, showcase),
      planted,
      viewsDays,
    ));
  const signalDays = options.signalDays ?? feedbackDays;
  let searchesData: SearchesDataset | undefined;
  let assistantData: readonly AssistantConversationRow[] | undefined;
  // Built on first use, like the views.
  const searchTerms = (): SearchesDataset =>
    (searchesData ??= plantSearches(
      generateSearches(seed, options.searchTermCount ?? 240, signalDays, startedAt, showcase),
      planted,
      signalDays,
    ));
  const conversations = (): readonly AssistantConversationRow[] =>
    (assistantData ??= Object.freeze(
      plantAssistant(
        generateAssistant(seed, options.assistantCount ?? 400, signalDays, startedAt, showcase),
        planted,
        seed,
        signalDays,
        startedAt,
      ),
    ));
  /** The showcase site's pages: the home page and those the views read lists. */
  const sitePaths = (): string[] => ['/', ...views().pages.map((p) => p.path)];
  let datasetBundle: BundleSpec | undefined;
  /** What exports serve; with `showcase`, built on first use like the views it is made of. */
  const bundleSpec = (): BundleSpec =>
    (datasetBundle ??= siteOfDataset(options.bundle ?? { kind: 'site' }, showcase, sitePaths));
  const tempDir = await mkdtemp(join(tmpdir(), 'mint-platform-emulator-'));
  const faults = new FaultQueue();
  const requests: RequestLogEntry[] = [];
  const site = await startLiveSite(options.site);
  let triggerPublish: UpdatePublish | undefined;
  const updates = new Map<string, UpdateState>();
  const jobs = new Map<string, ExportJobState>();
  const counters = { update: 0, job: 0, link: 0, request: 0 };
  const triggerHits: number[] = [];
  const analyticsHits: number[] = [];
  const abort = new AbortController();
  const sleepers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  let bundlePromise: Promise<BundleArchive> | undefined;
  let hostile = options.hostile;
  let readerTexts: readonly string[] = options.readerTexts ?? [];
  let url = '';

  const getBundle = (): Promise<BundleArchive> =>
    (bundlePromise ??= buildBundle(bundleSpec(), tempDir, seed, projectId, abort.signal));
  if (options.bundle?.kind === 'random') {
    // Large bundles take a while to write; start now so the first bundle request does not wait as
    // long. Failures surface to whoever awaits getBundle().
    getBundle().catch(() => undefined);
  }

  /** Waits `ms`, but returns early when the emulator closes so no timer outlives it. */
  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const sleeper = {
        timer: setTimeout(() => {
          sleepers.delete(sleeper);
          resolve();
        }, ms),
        resolve,
      };
      sleepers.add(sleeper);
    });

  /**
   * The instant a record is at when it is read: the wall clock's, or with `readStepMs` one step
   * later per read (the read counted), so progress does not depend on how fast the client polls.
   */
  const readAt = (state: { createdAt: number; reads?: number }): number => {
    if (options.readStepMs === undefined) return Date.now();
    state.reads = (state.reads ?? 0) + 1;
    return seenAt(state);
  };
  /** The instant a record was last read at (the wall clock's without `readStepMs`). */
  const seenAt = (state: { createdAt: number; reads?: number; readStepMs?: number }): number =>
    options.readStepMs === undefined
      ? Date.now()
      : state.createdAt + (state.reads ?? 0) * (state.readStepMs ?? options.readStepMs);

  const renderContext = (): RenderContext => ({ url, projectId, subdomain, images: !showcase });

  function createUpdateRecord(seedOptions: UpdateSeed, source: UpdateSource): string {
    const n = counters.update++;
    const id = ids.update(seed, n);
    const outcome = seedOptions.outcome ?? updateDefaults.outcome ?? 'success';
    const sha = seedOptions.commitSha ?? ids.commit(seed, n);
    const statusOverride = seedOptions.statusOverride ?? updateDefaults.statusOverride;
    const files: FilesChanged = {
      added: seedOptions.filesChanged?.added ?? ['guides/advanced/rate-limits.mdx'],
      modified: seedOptions.filesChanged?.modified ?? ['quickstart.mdx', 'docs.json'],
      removed: seedOptions.filesChanged?.removed ?? [],
    };
    updates.set(id, {
      id,
      createdAt: Date.now(),
      queuedMs: seedOptions.queuedMs ?? updateDefaults.queuedMs ?? 300,
      runningMs: seedOptions.runningMs ?? updateDefaults.runningMs ?? 700,
      outcome,
      ...(statusOverride !== undefined ? { statusOverride } : {}),
      sha,
      ref: seedOptions.ref ?? 'main',
      message:
        seedOptions.commitMessage ?? `docs: update quickstart and API reference (#${100 + n})`,
      filesChanged: files,
      logs: seedOptions.logs
        ? [...seedOptions.logs]
        : defaultLogs(
            sha,
            outcome,
            showcase ? { sitePages: sitePaths().length, files } : undefined,
          ),
      summary: seedOptions.summary ?? defaultSummary(outcome),
      source: seedOptions.source ?? source,
      ...(seedOptions.subdomain !== undefined ? { subdomain: seedOptions.subdomain } : {}),
    });
    const state = updates.get(id);
    if (state && outcome === 'success' && seedOptions.publish) {
      const { pages, ...publishOptions } = seedOptions.publish;
      site.publish(pages, {
        ...publishOptions,
        // Counted in reads, the build may be seen done at any time: its pages are live at once.
        at:
          options.readStepMs === undefined
            ? state.createdAt + state.queuedMs + state.runningMs
            : state.createdAt,
      });
    }
    return id;
  }

  /** Per-request helpers bound to the response and its log entry. */
  function responder(res: ServerResponse, entry: RequestLogEntry) {
    const record = (status: number): void => {
      entry.status = status;
    };
    const json = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      record(status);
      const text = JSON.stringify(status >= 400 ? hostileError(body) : body);
      res.writeHead(status, {
        ...headers,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(text),
      });
      res.end(text);
    };
    const xml = (status: number, raw: string, headers: Record<string, string> = {}): void => {
      record(status);
      // XML escapes only &, < and >: CR, LF and the rest reach the client as they are.
      const esc = (t: string): string =>
        t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      const body =
        hostile === undefined
          ? raw
          : raw
              .replace(/<Code>[^<]*<\/Code>/, `<Code>${esc(hostile)}</Code>`)
              .replace(/<Message>[^<]*<\/Message>/, `<Message>${esc(hostile)}</Message>`);
      res.writeHead(status, {
        ...headers,
        'Content-Type': 'application/xml',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(body);
    };
    return { record, json, xml };
  }

  /** A JSON error body with the hostile text appended to its `error`. */
  function hostileError(body: unknown): unknown {
    if (hostile === undefined || typeof body !== 'object' || body === null) return body;
    const b = body as Record<string, unknown>;
    return typeof b.error === 'string' ? { ...b, error: `${b.error} ${hostile}` } : body;
  }

  /** An update record with the hostile text in every field the action shows. */
  function hostileUpdate(record: UpdateStatusRecord): UpdateStatusRecord {
    if (hostile === undefined) return record;
    const h = hostile;
    return {
      ...record,
      summary: `${record.summary} ${h}`,
      logs: [...record.logs, h, `[info] ${h}`],
      author: record.author ? { ...record.author, name: h } : record.author,
      commit: {
        sha: h,
        ref: h,
        message: h,
        filesChanged: {
          added: [...record.commit.filesChanged.added, h],
          modified: [...record.commit.filesChanged.modified, `docs/${h}.mdx`],
          removed: [h],
        },
      },
    };
  }

  /** A feedback page with the hostile text in every entry's free-text fields. */
  function hostileFeedback(page: FeedbackPage): FeedbackPage {
    if (hostile === undefined) return page;
    const h = hostile;
    const feedback = page.feedback.map((e): FeedbackEntry => {
      const base = { ...e, comment: `${e.comment ?? ''} ${h}`, path: `/guides/${h}` };
      return e.source === 'code_snippet'
        ? { ...base, source: 'code_snippet', code: `${e.code}\n${h}`, filename: h, lang: h }
        : (base as FeedbackEntry);
    });
    return { ...page, feedback };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const at = Date.now();
    const method = req.method ?? 'GET';
    const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = matchRoute(method, parsed.pathname);
    const entry: RequestLogEntry = {
      method,
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      endpoint: route.endpoint,
      status: 0,
      at,
      ...(req.headers.authorization !== undefined
        ? { authorization: req.headers.authorization }
        : {}),
      ...(req.headers['user-agent'] !== undefined ? { userAgent: req.headers['user-agent'] } : {}),
      ...(req.headers.range !== undefined ? { range: req.headers.range } : {}),
    };
    requests.push(entry);
    res.on('close', () => options.onRequest?.(entry));
    const out = responder(res, entry);

    try {
      const raw = await readBody(req);
      if (raw === null) {
        out.json(413, { error: `Request body larger than ${MAX_BODY_BYTES} bytes.` });
        return;
      }
      if (raw !== undefined) entry.body = parseJson(raw) ?? raw;

      const fault = faults.takePre(route.endpoint);
      if (fault) {
        const handled = await applyPreFault(fault, req, res, route.endpoint, out);
        if (handled) return;
      }
      await dispatch(req, res, route, parsed, entry, out);
    } catch (error) {
      if (!res.headersSent) {
        out.json(500, { error: `Internal emulator error: ${(error as Error).message}` });
      } else {
        res.destroy();
      }
    }
  }

  /** Applies a status/reset/delay fault; true when the response has been dealt with. */
  async function applyPreFault(
    fault: PreFault,
    req: IncomingMessage,
    res: ServerResponse,
    endpoint: EndpointName,
    out: ReturnType<typeof responder>,
  ): Promise<boolean> {
    if (fault.kind === 'reset') {
      req.socket.destroy();
      return true;
    }
    if (fault.kind === 'delay') {
      await sleep(fault.ms);
      return res.destroyed;
    }
    const headers: Record<string, string> =
      fault.retryAfter !== undefined ? { 'Retry-After': fault.retryAfter } : {};
    if (typeof fault.body === 'string') {
      out.record(fault.status);
      res.writeHead(fault.status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(fault.body);
    } else if (fault.body !== undefined) {
      out.json(fault.status, fault.body, headers);
    } else if (endpoint === 'download') {
      out.xml(
        fault.status,
        s3Error('ServiceUnavailable', `Injected fault: ${fault.status}`, req.url ?? '', 'fault'),
        headers,
      );
    } else {
      out.json(fault.status, { error: `Injected fault: HTTP ${fault.status}` }, headers);
    }
    return true;
  }

  async function dispatch(
    req: IncomingMessage,
    res: ServerResponse,
    route: Route,
    parsed: URL,
    entry: RequestLogEntry,
    out: ReturnType<typeof responder>,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    const path = parsed.pathname;

    if (route.endpoint === 'download') {
      await handleDownload(req, res, route.params.jobId ?? '', parsed, out);
      return;
    }
    if (
      (method === 'GET' || method === 'HEAD') &&
      /^\/(?:screenshots|avatars)\/[\w.-]+\.png$/.test(path)
    ) {
      out.record(200);
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': TINY_PNG.length });
      res.end(TINY_PNG);
      return;
    }
    if (path !== '/v1' && !path.startsWith('/v1/') && !path.startsWith('/v2/agent/')) {
      out.json(404, { error: `Not found: ${method} ${path}` });
      return;
    }

    // Authentication: the bearer must be one of the known keys; the scope must fit the method.
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    const key = match?.[1];
    if (!key) {
      out.json(
        401,
        { error: 'Missing or malformed Authorization header; expected "Bearer <admin API key>".' },
        { 'WWW-Authenticate': 'Bearer' },
      );
      return;
    }
    if (key === expiredKey) {
      out.json(
        401,
        { error: 'This API key has expired. Create a new admin API key in the dashboard.' },
        { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
      );
      return;
    }
    if (key !== adminKey && key !== readOnlyKey) {
      out.json(
        401,
        { error: 'Invalid API key. Admin API keys start with mint_.' },
        { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
      );
      return;
    }
    if (key === readOnlyKey && method !== 'GET' && method !== 'HEAD') {
      out.json(403, {
        error: `This API key has the read scope only; ${method} requests need the write scope.`,
      });
      return;
    }

    // Analytics share one per-organization hourly budget, unknown sub-routes included.
    if (path.startsWith('/v1/analytics/') && Number.isFinite(analyticsLimit)) {
      const now = Date.now();
      prune(analyticsHits, now - 3_600_000);
      if (analyticsHits.length >= analyticsLimit) {
        out.json(429, {
          error: `Rate limit exceeded: analytics endpoints allow ${analyticsLimit} requests per organization per hour.`,
        });
        return;
      }
      analyticsHits.push(now);
    }

    const staticExport =
      route.endpoint === 'startExport' ||
      route.endpoint === 'getExport' ||
      route.endpoint === 'generateBundle';
    if (staticExport && !exportEnabled) {
      out.json(403, { error: EXPORT_DISABLED });
      return;
    }

    switch (route.endpoint) {
      case 'createAgentJob':
      case 'getAgentJob': {
        const reply =
          route.endpoint === 'createAgentJob'
            ? agent.create(route.params.projectId ?? '', entry.body)
            : agent.get(route.params.projectId ?? '', route.params.jobId ?? '');
        out.json(reply.status, reply.json);
        return;
      }
      case 'triggerUpdate':
        return triggerUpdate(route.params.projectId ?? '', out);
      case 'getUpdateStatus': {
        const state = updates.get(route.params.statusId ?? '');
        if (!state) {
          out.json(404, { error: `No update found with status ID ${route.params.statusId}.` });
          return;
        }
        out.json(200, hostileUpdate(renderUpdate(state, readAt(state), renderContext())));
        return;
      }
      case 'startExport':
        return startExport(entry.body, out);
      case 'startPreview':
        return startPreview(route.params.projectId ?? '', entry.body, out, entry.authorization);
      case 'triggerAutomation':
        return triggerAutomation(
          route.params.projectId ?? '',
          route.params.automationId ?? '',
          out,
        );
      case 'getExport': {
        const job = jobs.get(route.params.jobId ?? '');
        if (!job) {
          out.json(404, { error: `No static export job found with ID ${route.params.jobId}.` });
          return;
        }
        out.json(200, renderJob(job, readAt(job)));
        return;
      }
      case 'generateBundle':
        return generateBundle(route.params.jobId ?? '', out);
      case 'listFeedback': {
        if (route.params.projectId !== projectId) {
          out.json(404, { error: `Project ${route.params.projectId} not found.` });
          return;
        }
        const parsedQuery = parseFeedbackQuery(parsed.searchParams, projectId, secret);
        if (!parsedQuery.ok) {
          out.json(400, { error: 'Invalid query parameters', details: parsedQuery.details });
          return;
        }
        const page = readerTextFeedback(feedbackPage(parsedQuery.query), readerTexts);
        out.json(200, hostileFeedback(page));
        return;
      }
      case 'listViews':
      case 'feedbackByPage': {
        if (route.params.projectId !== projectId) {
          out.json(404, { error: `Project ${route.params.projectId} not found.` });
          return;
        }
        if (route.endpoint === 'feedbackByPage') {
          const q = parseByPageQuery(parsed.searchParams);
          if (!q.ok) out.json(400, { error: 'Invalid query parameters', details: q.details });
          else out.json(200, feedbackByPage(dataset, q.query));
          return;
        }
        const q = parseViewsQuery(parsed.searchParams);
        if (!q.ok) {
          out.json(400, { error: 'Invalid query parameters', details: q.details });
          return;
        }
        const endless = faults.take('listViews', 'endless') !== undefined;
        out.json(200, pageViews(views(), q.query, endless));
        return;
      }
      case 'listSearches':
      case 'listAssistant': {
        if (route.params.projectId !== projectId) {
          out.json(404, { error: `Project ${route.params.projectId} not found.` });
          return;
        }
        const endless = faults.take(route.endpoint, 'endless') !== undefined;
        if (route.endpoint === 'listSearches') {
          const q = parseSearchesQuery(parsed.searchParams, secret);
          if (!q.ok) {
            out.json(400, { error: 'Invalid query parameters or cursor', details: q.details });
          } else {
            const page = pageSearches(searchTerms(), q.query, secret, endless);
            out.json(200, hostileSearches(readerTextSearches(page, readerTexts)));
          }
          return;
        }
        const q = parseAssistantQuery(parsed.searchParams);
        if (!q.ok) out.json(400, { error: 'Invalid query parameters', details: q.details });
        else {
          const page = pageAssistant(conversations(), q.query, endless);
          out.json(200, hostileAssistant(readerTextAssistant(page, readerTexts)));
        }
        return;
      }
      default:
        out.json(404, { error: `Not found: ${method} ${path}` });
    }
  }

  /** A search page with the hostile text in each term and most-clicked page. */
  function hostileSearches(page: SearchesResponse): SearchesResponse {
    if (hostile === undefined) return page;
    const h = hostile;
    const searches = page.searches.map((row) => ({
      ...row,
      searchQuery: `${row.searchQuery} ${h}`,
      topClickedPage: row.topClickedPage === null ? null : `${row.topClickedPage}/${h}`,
    }));
    return { ...page, searches };
  }

  /** An assistant page with the hostile text in each question and page URL. */
  function hostileAssistant(page: AssistantResponse): AssistantResponse {
    if (hostile === undefined) return page;
    const h = hostile;
    const list = page.conversations.map((c) => ({
      ...c,
      query: `${c.query} ${h}`,
      pageUrl: c.pageUrl === null ? null : `${c.pageUrl}/${h}`,
    }));
    return { ...page, conversations: list };
  }

  /** One feedback page, with the paging faults (repeated cursor, shift by an insert) applied. */
  function feedbackPage(query: FeedbackQuery): FeedbackPage {
    const after = query.after;
    if (!after) return pageFeedback(dataset, query, secret);
    if (faults.take('listFeedback', 'insert-entry')) {
      // Offset paging after an insert at the top: the previous page's last entry comes again.
      const again = dataset.find((e) => e.id === after.id);
      const rest = pageFeedback(dataset, { ...query, limit: Math.max(1, query.limit - 1) }, secret);
      return { ...rest, feedback: again ? [again, ...rest.feedback] : rest.feedback };
    }
    const page = pageFeedback(dataset, query, secret);
    if (faults.take('listFeedback', 'repeat-cursor')) {
      const same = encodeCursor({ v: 1, t: after.t, id: after.id, f: query.fingerprint }, secret);
      return { ...page, nextCursor: same, hasMore: true };
    }
    return page;
  }

  function triggerUpdate(requestedProject: string, out: ReturnType<typeof responder>): void {
    if (requestedProject !== projectId) {
      out.json(404, { error: `Project ${requestedProject} not found.` });
      return;
    }
    const now = Date.now();
    prune(triggerHits, now - triggerLimit.windowMs);
    if (triggerHits.length >= triggerLimit.count) {
      out.json(429, {
        error: `Rate limit exceeded: trigger update allows ${triggerLimit.count} requests per ${triggerLimit.windowMs / 1000} seconds per organization.`,
      });
      return;
    }
    triggerHits.push(now);
    const { commitSha: triggered, filesChanged, commitMessage } = updateDefaults;
    const id = createUpdateRecord(
      {
        ...(triggerPublish ? { publish: triggerPublish } : {}),
        ...(triggered !== undefined ? { commitSha: triggered } : {}),
        ...(filesChanged !== undefined ? { filesChanged } : {}),
        ...(commitMessage !== undefined ? { commitMessage } : {}),
      },
      'api',
    );
    if (hostile === undefined) {
      out.json(202, { statusId: id });
      return;
    }
    // A status id chosen by the service: the client sends it back (encoded) to poll.
    const hostileId = `${id}${hostile}`;
    const state = updates.get(id);
    if (state) updates.set(hostileId, { ...state, id: hostileId });
    out.json(202, { statusId: hostileId });
  }

  /** Trigger automation, with the contract's 400 and 404 cases. */
  function triggerAutomation(
    requestedProject: string,
    automationId: string,
    out: ReturnType<typeof responder>,
  ): void {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(automationId)) {
      out.json(400, { error: 'Invalid request. The automation ID is malformed.' });
      return;
    }
    const automation =
      requestedProject === projectId ? automations.find((a) => a.id === automationId) : undefined;
    if (!automation) {
      out.json(404, { error: 'Automation not found.' });
      return;
    }
    if (automation.state === 'inactive') {
      out.json(400, { error: 'Invalid request. The automation is not active.' });
      return;
    }
    if (automation.state === 'not-scheduled') {
      out.json(400, {
        error: 'Invalid request. The automation is not configured with a custom schedule.',
      });
      return;
    }
    const n = automationRuns.length;
    const run: AutomationRun = {
      schemaId: automation.id,
      instanceId: ids.automationRun(seed, n),
      jobId: ids.automationJob(seed, n),
      at: Date.now(),
    };
    automationRuns.push(run);
    out.json(202, { schemaId: run.schemaId, instanceId: run.instanceId, jobId: run.jobId });
  }

  function startPreview(
    requestedProject: string,
    body: unknown,
    out: ReturnType<typeof responder>,
    authorization?: string,
  ): void {
    if (requestedProject !== projectId) {
      out.json(404, { error: `Project ${requestedProject} not found.` });
      return;
    }
    const branch = (body as { branch?: unknown } | null)?.branch;
    if (typeof body !== 'object' || body === null || typeof branch !== 'string' || branch === '') {
      out.json(400, { error: 'Invalid request. The `branch` field is required.' });
      return;
    }
    if (!previewsEnabled) {
      out.json(403, { error: PREVIEWS_DISABLED });
      return;
    }
    const now = Date.now();
    prune(previewHits, now - previewLimit.windowMs);
    if (previewHits.length >= previewLimit.count) {
      out.json(429, {
        error: `Rate limit exceeded: previews allow ${previewLimit.count} requests per ${previewLimit.windowMs / 1000} seconds per organization.`,
      });
      return;
    }
    previewHits.push(now);
    const {
      commitSha,
      logs,
      summary,
      echoAuthorization,
      previewUrl: url,
      commitMessage,
      ...lifecycle
    } = previewBehaviour;
    const echo = echoAuthorization && authorization ? ` (request: ${authorization})` : '';
    const statusId = createUpdateRecord(
      {
        ...lifecycle,
        ...(commitSha !== undefined ? { commitSha } : {}),
        ...(logs !== undefined || echo
          ? {
              logs: [
                ...(logs ?? ['[info] Building the preview']),
                // The echo of the request, for tests of what a platform sends back.
                ...(echo ? [`[debug]${echo}`] : []),
              ],
            }
          : {}),
        ...(summary !== undefined || echo
          ? { summary: `${summary ?? 'Build failed'}${echo}` }
          : {}),
        ref: branch,
        commitMessage: commitMessage ?? `docs: preview ${branch}`,
        outcome: lifecycle.outcome ?? 'success',
        queuedMs: lifecycle.queuedMs ?? 300,
        runningMs: lifecycle.runningMs ?? 700,
      },
      'api',
    );
    const slug =
      branch
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|(?<!-)-+$/g, '')
        .slice(0, 40) || 'branch';
    const previewUrl = url ?? `https://${subdomain}-${slug}.preview.mintlify.app`;
    previewRecords.push({
      statusId,
      branch,
      previewUrl,
      commitSha: updates.get(statusId)?.sha ?? '',
    });
    out.json(202, { statusId, previewUrl });
  }

  function startExport(body: unknown, out: ReturnType<typeof responder>): void {
    const problems = validateExportRequest(body);
    if (problems) {
      out.json(400, { error: problems });
      return;
    }
    const request = body as { domain: string; version?: string; paths?: string[] };
    const jobId = `${ids.exportJob(seed, counters.job++)}${hostile ?? ''}`;
    const spec = bundleSpec();
    const state: ExportJobState = {
      jobId,
      createdAt: Date.now(),
      queuedMs: jobDefaults.queuedMs ?? 200,
      runningMs: jobDefaults.runningMs ?? 1500,
      outcome: jobDefaults.outcome ?? 'completed',
      ...(jobDefaults.readStepMs !== undefined ? { readStepMs: jobDefaults.readStepMs } : {}),
      pageCount:
        jobDefaults.pageCount ?? (showcase && spec.kind === 'site' ? siteHtmlCount(spec) : 42),
      error: `${jobDefaults.error ?? DEFAULT_EXPORT_ERROR}${hostile === undefined ? '' : ` ${hostile}`}`,
      domain: request.domain,
      ...(request.version !== undefined ? { version: request.version } : {}),
      ...(request.paths !== undefined ? { paths: [...request.paths] } : {}),
    };
    jobs.set(jobId, state);
    out.json(202, renderJob(state, state.createdAt));
  }

  async function generateBundle(jobId: string, out: ReturnType<typeof responder>): Promise<void> {
    const job = jobs.get(jobId);
    if (!job) {
      out.json(404, { error: `No static export job found with ID ${jobId}.` });
      return;
    }
    const status = exportStatus(job, seenAt(job));
    if (status === 'failed') {
      out.json(409, {
        error: `Static export job ${jobId} failed (${job.error}); no bundle can be generated. Start a new job.`,
      });
      return;
    }
    if (status !== 'completed') {
      out.json(409, {
        error: `Static export job ${jobId} has not finished yet (status: ${status}); generate the bundle once it is completed.`,
      });
      return;
    }
    const archive = await getBundle();
    const expired = faults.take('generateBundle', 'expired-link') !== undefined;
    const expiresSeconds = Math.max(1, Math.ceil(bundleTtlMs / 1000));
    // An "already expired" link was signed long enough ago that its lifetime is over.
    const signedAt = Date.now() - (expired ? (expiresSeconds + 3600) * 1000 : 0);
    const params: PresignedParams = {
      amzDate: amzDate(signedAt),
      expires: expiresSeconds,
      token: derive('link', seed, counters.link++).slice(0, 32),
    };
    const objectPath = `/bundles/${jobId}/bundle.tar.gz`;
    const query = new URLSearchParams({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': `EMULATOR/${params.amzDate.slice(0, 8)}/us-east-1/s3/aws4_request`,
      'X-Amz-Date': params.amzDate,
      'X-Amz-Expires': String(params.expires),
      'X-Amz-Security-Token': params.token,
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Signature': signLink(secret, objectPath, params),
    });
    const body: BundleResponse = {
      jobId,
      bundleUrl: `${options.bundleOrigin ?? url}${objectPath}?${query.toString()}`,
      sizeBytes: archive.size,
      expiresAt:
        hostile ?? new Date(parseAmzDate(params.amzDate) + params.expires * 1000).toISOString(),
    };
    out.json(200, body);
  }

  async function handleDownload(
    req: IncomingMessage,
    res: ServerResponse,
    jobId: string,
    parsed: URL,
    out: ReturnType<typeof responder>,
  ): Promise<void> {
    const q = parsed.searchParams;
    const requestId = derive('request', seed, counters.request++).slice(0, 16).toUpperCase();
    const amzHeaders = { 'x-amz-request-id': requestId };
    const signature = q.get('X-Amz-Signature');
    const date = q.get('X-Amz-Date');
    const expiresText = q.get('X-Amz-Expires');
    const token = q.get('X-Amz-Security-Token') ?? '';
    if (req.headers.authorization !== undefined && (signature || q.has('X-Amz-Algorithm'))) {
      // Real S3 refuses a second auth mechanism; this also catches clients that would leak the
      // platform's bearer key to the bucket host.
      out.xml(
        400,
        s3Error(
          'InvalidArgument',
          'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
          parsed.pathname,
          requestId,
        ),
        amzHeaders,
      );
      return;
    }
    if (!signature || !date || !expiresText) {
      out.xml(
        403,
        s3Error('AccessDenied', 'Access Denied', parsed.pathname, requestId),
        amzHeaders,
      );
      return;
    }
    const expires = Number(expiresText);
    const params: PresignedParams = { amzDate: date, expires, token };
    if (!signaturesMatch(signLink(secret, parsed.pathname, params), signature)) {
      out.xml(
        403,
        s3Error(
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
          parsed.pathname,
          requestId,
        ),
        amzHeaders,
      );
      return;
    }
    const signedAt = parseAmzDate(date);
    if (!(Date.now() < signedAt + expires * 1000)) {
      out.xml(
        403,
        s3Error('AccessDenied', 'Request has expired', parsed.pathname, requestId),
        amzHeaders,
      );
      return;
    }
    if (!jobs.has(jobId)) {
      out.xml(
        404,
        s3Error('NoSuchKey', 'The specified key does not exist.', parsed.pathname, requestId),
        amzHeaders,
      );
      return;
    }
    const archive = await getBundle();
    const truncate = req.method === 'GET' ? faults.take('download', 'truncate') : undefined;
    await serveArchive(req, res, archive, out.record, amzHeaders, truncate?.afterBytes);
  }

  const server = createServer((req, res) => {
    void handle(req, res);
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    // The live site already listens: close it (and the temp folder) so a failed start exits.
    await site.close();
    await rm(tempDir, { recursive: true, force: true });
    throw error;
  }
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      abort.abort();
      for (const sleeper of sleepers) {
        clearTimeout(sleeper.timer);
        sleeper.resolve();
      }
      sleepers.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      await closed;
      await site.close();
      // Let an interrupted bundle build settle before its directory goes away.
      await bundlePromise?.catch(() => undefined);
      await rm(tempDir, { recursive: true, force: true });
    })());

  return {
    url,
    site,
    setTriggerPublish(publish): void {
      triggerPublish = publish;
    },
    adminKey,
    readOnlyKey,
    expiredKey,
    projectId,
    automationId: automations.find((a) => a.state === 'active')?.id ?? '',
    automationRuns(): readonly AutomationRun[] {
      return automationRuns;
    },
    requests,
    inject(fault: Fault): void {
      faults.inject(fault);
    },
    clearFaults(): void {
      faults.clear();
    },
    createUpdate(seedOptions: UpdateSeed = {}): string {
      return createUpdateRecord(seedOptions, 'github');
    },
    previews(): readonly PreviewRecord[] {
      return previewRecords;
    },
    setPreviewBehaviour(behaviour): void {
      previewBehaviour = { ...behaviour };
    },
    async bundleFile(jobId: string): Promise<string> {
      if (!jobs.has(jobId)) throw new Error(`Unknown static export job: ${jobId}`);
      return (await getBundle()).path;
    },
    feedback(): readonly FeedbackEntry[] {
      return dataset;
    },
    views(): ViewsResponse {
      const { totals, rows } = viewsInWindow(views());
      return { totals, views: rows, hasMore: false };
    },
    searches() {
      const { totalSearches, rows } = searchesInWindow(searchTerms());
      return { totalSearches, searches: rows };
    },
    assistant(): readonly AssistantConversationRow[] {
      return conversations();
    },
    setHostile(text: string | undefined): void {
      hostile = text;
    },
    setReaderTexts(texts: readonly string[]): void {
      readerTexts = [...texts];
    },
    setAgent(behaviour) {
      agent.set(behaviour);
    },
    agentJobs() {
      return agent.jobs();
    },
    close,
  };
}

/**
 * The bundle a `showcase` emulator exports: its `site` bundle holds the dataset's own pages (those
 * the views read lists), so an export is of the site every other mode reads.
 */
function siteOfDataset(spec: BundleSpec, showcase: boolean, sitePaths: () => string[]): BundleSpec {
  if (!showcase || spec.kind !== 'site' || spec.pages) return spec;
  return { ...spec, pages: sitePaths() };
}

/** Drops timestamps older than `cutoff` from the front of a sorted list. */
function prune(hits: number[], cutoff: number): void {
  while (hits.length > 0 && (hits[0] ?? 0) <= cutoff) hits.shift();
}

/** Reads a request body as UTF-8 text: undefined when empty, null when over the size limit. */
async function readBody(req: IncomingMessage): Promise<string | undefined | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    // Keep draining so the client sees the 413 rather than a broken pipe.
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  if (size > MAX_BODY_BYTES) return null;
  return size === 0 ? undefined : Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Returns an error message citing the contract, or undefined when the body is valid. */
function validateExportRequest(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return 'Invalid request body: expected a JSON object with `domain` (and optional `version`, `paths`).';
  }
  const b = body as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof b.domain !== 'string' || b.domain === '') {
    problems.push('`domain` is required and must be a string.');
  } else if (!HOSTNAME.test(b.domain)) {
    problems.push(
      `\`domain\` must be the hostname only (for example docs.example.com or acme.mintlify.app); ` +
        `do not include the protocol, a port, a trailing slash, or a path prefix such as /docs. Got ${JSON.stringify(b.domain)}.`,
    );
  }
  if (b.version !== undefined && typeof b.version !== 'string') {
    problems.push('`version` must be a string.');
  }
  if (
    b.paths !== undefined &&
    (!Array.isArray(b.paths) || !b.paths.every((p): p is string => typeof p === 'string'))
  ) {
    problems.push('`paths` must be an array of page path strings.');
  }
  return problems.length > 0 ? `Invalid request body: ${problems.join(' ')}` : undefined;
}
