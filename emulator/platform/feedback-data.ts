/**
 * The seeded reader-feedback dataset and the query engine of GET /v1/analytics/{projectId}/feedback:
 * validation with one detail per problem, date filters (dateTo exclusive), newest-first order and
 * opaque, tamper-evident cursors bound to the filters they were issued for.
 */
import { createHmac } from 'node:crypto';

import { derive, Rng } from './random.js';
import { SHOWCASE_COMMENTS } from './showcase.js';
import type {
  CodeSnippetFeedback,
  ContextualFeedback,
  FeedbackEntry,
  FeedbackPage,
  FeedbackSource,
  FeedbackStatus,
} from './types.js';

/** Sources, in the order the contract lists them. */
export const FEEDBACK_SOURCES: readonly FeedbackSource[] = [
  'code_snippet',
  'contextual',
  'agent',
  'thumbs_only',
];

/** Review states, in the order the contract lists them. */
export const FEEDBACK_STATUSES: readonly FeedbackStatus[] = [
  'pending',
  'in_progress',
  'resolved',
  'dismissed',
];

const DAY_MS = 86_400_000;

/** [path, relative traffic, share of unhelpful votes]: a few pages get far more negative feedback. */
const PAGES: readonly (readonly [string, number, number])[] = [
  ['/quickstart', 14, 0.2],
  ['/guides/intro', 12, 0.65],
  ['/guides/getting-started', 10, 0.3],
  ['/guides/authentication', 9, 0.7],
  ['/guides/webhooks', 6, 0.3],
  ['/guides/advanced/rate-limits', 5, 0.25],
  ['/api-reference/introduction', 6, 0.2],
  ['/api-reference/users/create', 10, 0.8],
  ['/api-reference/users/list', 5, 0.3],
  ['/api-reference/projects/update', 4, 0.4],
  ['/concepts/deployments', 4, 0.2],
  ['/concepts/environments', 3, 0.1],
  ['/sdks/node', 5, 0.3],
  ['/sdks/python', 4, 0.35],
  ['/changelog', 3, 0.1],
];

/** How much of each page's unhelpful share the showcase's readers keep. */
const SHOWCASE_NEGATIVE_SCALE = 0.5;

const NEGATIVE_COMMENTS = [
  'The example returns a 401 for me, the page does not say which key to use.',
  'Step 3 is missing: where do I find the project ID?',
  'This is out of date, the flag was renamed.',
  'Too much marketing, not enough detail.',
  'The code sample does not compile.',
  'Could not follow this at all. Please add a full example.',
  'Broken link in the second paragraph.',
  'What is the rate limit? Not mentioned anywhere.',
];

const POSITIVE_COMMENTS = [
  'Clear and short, thanks!',
  'Exactly what I needed.',
  'Great walkthrough.',
  'The diagram helped a lot.',
  'Worked first try.',
];

const AGENT_COMMENTS = [
  'The documented response omits the `updatedAt` field that the API returns.',
  'Parameter `limit` is described as optional but the example always sets it.',
  'The page links to /api-reference/users/get which returns 404.',
  'Contradicts /guides/authentication about key scopes.',
];

const SNIPPETS: readonly { code: string; filename: string | null; lang: string | null }[] = [
  {
    code: "import { Client } from '@acme/sdk';\n\nconst client = new Client({ apiKey: process.env.KEY });\n",
    filename: 'client.ts',
    lang: 'typescript',
  },
  {
    code: 'curl -X POST https://api.example.com/v1/users \\\n  -H "Authorization: Bearer $KEY"',
    filename: null,
    lang: 'bash',
  },
  { code: 'pip install acme-sdk', filename: null, lang: null },
  {
    code: 'from acme import Client\n\nclient = Client(api_key="...")\nprint(client.users.list())',
    filename: 'main.py',
    lang: 'python',
  },
  { code: '{\n  "name": "docs",\n  "theme": "mint"\n}', filename: 'docs.json', lang: 'json' },
];

const SNIPPET_COMMENTS = [
  'This throws "module not found".',
  'Missing the import for Client.',
  'Copy button copies the $ prompt too.',
  null,
  'Works, but please show the output.',
];

/** A hostile value deliberately planted in the dataset, for escaping and injection tests. */
type Planted =
  | { source: 'contextual'; comment: string | null; helpful: boolean; contact: string | null }
  | {
      source: 'code_snippet';
      comment: string | null;
      code: string;
      filename: string | null;
      lang: string | null;
    }
  | { source: 'agent'; comment: string | null };

/** Built once: a > 5,000 character comment with a few line breaks in it. */
const LONG_COMMENT = Array.from(
  { length: 60 },
  (_, i) =>
    `Paragraph ${i + 1}: I tried every variation of the configuration described here and none of them work.` +
    (i % 10 === 9 ? '\n\n' : ' '),
).join('');

const PLANTED: readonly Planted[] = [
  {
    source: 'contextual',
    comment: '@everyone this page is broken, please fix',
    helpful: false,
    contact: null,
  },
  {
    source: 'contextual',
    comment: 'Same problem as #123 and acme/docs#456, still not fixed',
    helpful: false,
    contact: null,
  },
  { source: 'contextual', comment: '<img src=x onerror=alert(1)>', helpful: false, contact: null },
  {
    source: 'contextual',
    comment: 'The fix is [here](javascript:alert(1)), click it',
    helpful: false,
    contact: 'attacker@example.com',
  },
  {
    source: 'contextual',
    comment:
      'Nice](https://evil.example/phish) [Verify your GitHub account](https://evil.example/login)',
    helpful: false,
    contact: null,
  },
  {
    source: 'code_snippet',
    comment: 'The sample breaks when the code contains ``` like this one',
    code: 'const fence = "```";\nconsole.log(`${fence}js\\nhello\\n${fence}`);',
    filename: 'fence.js',
    lang: 'javascript',
  },
  {
    source: 'code_snippet',
    comment: 'Nested fences: ```` render wrong',
    code: '````md\n```bash\nnpm i mint\n```\n````\n`````',
    filename: null,
    lang: 'markdown',
  },
  { source: 'contextual', comment: LONG_COMMENT, helpful: false, contact: 'long@example.com' },
  { source: 'contextual', comment: null, helpful: false, contact: 'reader@example.com' },
  {
    source: 'agent',
    comment: 'Table cells | break | here\n| a | b |\n|---|---|\n</details> <!-- closed -->',
  },
  {
    source: 'contextual',
    comment: 'ping @octocat ${{ secrets.GITHUB_TOKEN }} \u202eRTL\u202c 💥\r\nsecond line',
    helpful: true,
    contact: null,
  },
];

/**
 * Builds the dataset: `count` entries over the `days` before `now`, sorted newest first; the
 * hostile values planted among them unless `showcase` (readers' ordinary feedback only).
 */
export function generateFeedback(
  seed: number,
  count: number,
  days: number,
  now: number,
  showcase = false,
): FeedbackEntry[] {
  const rng = new Rng(seed, 'feedback');
  const spanMs = Math.max(1, days * DAY_MS);
  const entries: FeedbackEntry[] = [];
  const written = new Set<string>();
  for (let i = 0; i < count; i++) {
    const source = rng.weighted<FeedbackSource>([
      ['contextual', 40],
      ['code_snippet', 25],
      ['agent', 15],
      ['thumbs_only', 20],
    ]);
    const page = rng.weighted(PAGES.map((p) => [p, p[1]] as const));
    const previous = entries[entries.length - 1];
    // Every 25th entry shares its timestamp with the one before so the id tie-break is exercised.
    const createdMs =
      i % 25 === 24 && previous?.createdAt
        ? Date.parse(previous.createdAt)
        : now - 1 - Math.floor(rng.next() * spanMs);
    const base = {
      id: `fb_${derive('feedback', seed, i).slice(0, 20)}`,
      path: page[0],
      createdAt: new Date(createdMs).toISOString(),
      status: rng.weighted<FeedbackStatus>([
        ['pending', 50],
        ['in_progress', 15],
        ['resolved', 25],
        ['dismissed', 10],
      ]),
    };
    // The showcase's readers are a fair site's: most votes say helpful (85% on these pages, 61%
    // with the demo's troubleshooting page planted on top); the default dataset keeps its harsher
    // shares, which the tests read.
    const helpful = rng.next() >= page[2] * (showcase ? SHOWCASE_NEGATIVE_SCALE : 1);
    // The showcase's readers write about their page, each comment once (a later reader who
    // would repeat it only votes); the default dataset's share one pool.
    const own = showcase ? SHOWCASE_COMMENTS[page[0]] : undefined;
    const once = (comment: string | null): string | null => {
      if (!own || comment === null) return comment;
      const key = `${page[0]} ${comment}`;
      if (written.has(key)) return null;
      written.add(key);
      return comment;
    };
    if (source === 'contextual') {
      const withComment = rng.next() < 0.75;
      const pool = helpful
        ? (own?.positive ?? POSITIVE_COMMENTS)
        : (own?.negative ?? NEGATIVE_COMMENTS);
      entries.push({
        ...base,
        source,
        comment: withComment ? once(rng.pick(pool)) : null,
        helpful,
        contact: rng.next() < 0.2 ? `reader${i}@example.com` : null,
      });
    } else if (source === 'code_snippet') {
      const snippet = rng.pick(SNIPPETS);
      entries.push({
        ...base,
        source,
        comment: once(rng.pick(own?.snippet ?? SNIPPET_COMMENTS)),
        ...snippet,
      });
    } else if (source === 'agent') {
      entries.push({ ...base, source, comment: once(rng.pick(own?.agent ?? AGENT_COMMENTS)) });
    } else {
      entries.push({ ...base, source, comment: null });
    }
  }
  if (!showcase) plant(entries, seed);
  entries.sort(compareEntries);
  return entries.map((entry) => Object.freeze(inContractOrder(entry)));
}

/** Rebuilds an entry with its keys in the contract's order, so JSON output reads naturally. */
function inContractOrder(entry: FeedbackEntry): FeedbackEntry {
  const { id, path, comment, createdAt, status } = entry;
  if (entry.source === 'contextual') {
    const { source, helpful, contact } = entry;
    return { id, path, comment, createdAt, source, status, helpful, contact };
  }
  if (entry.source === 'code_snippet') {
    const { source, code, filename, lang } = entry;
    return { id, path, comment, createdAt, source, status, code, filename, lang };
  }
  return { id, path, comment, createdAt, source: entry.source, status };
}

/** Overwrites seeded positions with the hostile values, keeping id, path, date and status. */
function plant(entries: FeedbackEntry[], seed: number): void {
  const rng = new Rng(seed, 'planted');
  const order = entries.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  PLANTED.forEach((planted, k) => {
    const index = order[k];
    if (index === undefined) return; // tiny datasets hold only the first few planted values
    const current = entries[index];
    if (!current) return;
    const { id, path, createdAt, status } = current;
    const base = { id, path, createdAt, status };
    if (planted.source === 'contextual') {
      entries[index] = { ...base, ...planted } satisfies ContextualFeedback;
    } else if (planted.source === 'code_snippet') {
      entries[index] = { ...base, ...planted } satisfies CodeSnippetFeedback;
    } else {
      entries[index] = { ...base, ...planted };
    }
  });
}

/** Newest first; equal timestamps ordered by id so pages are stable. */
export function compareEntries(a: FeedbackEntry, b: FeedbackEntry): number {
  const ta = Date.parse(a.createdAt ?? '');
  const tb = Date.parse(b.createdAt ?? '');
  if (ta !== tb) return tb - ta;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A validated feedback query. */
export interface FeedbackQuery {
  /** Inclusive lower bound, epoch ms. */
  dateFrom?: number;
  /** Exclusive upper bound, epoch ms. */
  dateTo?: number;
  /** Source filter. */
  source?: FeedbackSource;
  /** Status filter (any of). */
  statuses?: FeedbackStatus[];
  /** Page size. */
  limit: number;
  /** Position after which this page starts (from the cursor). */
  after?: { t: number; id: string };
  /** Fingerprint of the filters, which cursors must carry. */
  fingerprint: string;
}

/** Outcome of {@link parseFeedbackQuery}. */
export type ParsedFeedbackQuery =
  { ok: true; query: FeedbackQuery } | { ok: false; details: { message: string }[] };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Parses YYYY-MM-DD (UTC midnight) or an ISO 8601 date-time (UTC when no offset); else null. */
export function parseContractDate(value: string): number | null {
  const dateOnly = DATE_ONLY.exec(value);
  const dateTime = dateOnly ? null : DATE_TIME.exec(value);
  const match = dateOnly ?? dateTime;
  if (!match) return null;
  const [, y, mo, d] = match;
  // Reject dates like 2024-02-30, which Date would silently roll over.
  const calendar = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (
    calendar.getUTCFullYear() !== Number(y) ||
    calendar.getUTCMonth() !== Number(mo) - 1 ||
    calendar.getUTCDate() !== Number(d)
  ) {
    return null;
  }
  if (dateOnly) return calendar.getTime();
  if (Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6] ?? 0) > 59) return null;
  const text = match[7] ? value : `${value}Z`;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Reads the report window every analytics endpoint takes (`dateFrom` inclusive, `dateTo`
 * exclusive), adding a detail per unreadable date.
 */
export function parseWindow(
  params: URLSearchParams,
  details: { message: string }[],
): { dateFrom?: number; dateTo?: number } {
  const window: { dateFrom?: number; dateTo?: number } = {};
  for (const name of ['dateFrom', 'dateTo'] as const) {
    const raw = params.get(name);
    if (raw === null) continue;
    const ms = parseContractDate(raw);
    if (ms === null) {
      details.push({
        message: `${name}: expected a date in ISO 8601 or YYYY-MM-DD format, got ${JSON.stringify(raw)}`,
      });
    } else {
      window[name] = ms;
    }
  }
  return window;
}

/** The filters the feedback endpoints share (window, source, statuses). */
export interface FeedbackFilters {
  /** Inclusive lower bound, epoch ms. */
  dateFrom?: number;
  /** Exclusive upper bound, epoch ms. */
  dateTo?: number;
  /** Source filter. */
  source?: FeedbackSource;
  /** Status filter (any of), sorted. */
  statuses?: FeedbackStatus[];
}

/**
 * Reads `dateFrom`, `dateTo`, `source` and `status` (comma-separated, repeatable), adding one
 * detail per problem; shared by the feedback list and feedback/by-page.
 */
export function parseFilters(
  params: URLSearchParams,
  details: { message: string }[],
): FeedbackFilters {
  const query: FeedbackFilters = parseWindow(params, details);

  const source = params.get('source');
  if (source !== null) {
    if ((FEEDBACK_SOURCES as readonly string[]).includes(source)) {
      query.source = source as FeedbackSource;
    } else {
      details.push({
        message: `source: expected one of ${FEEDBACK_SOURCES.join(', ')}, got ${JSON.stringify(source)}`,
      });
    }
  }

  const statusValues = params.getAll('status');
  if (statusValues.length > 0) {
    const parts = statusValues
      .join(',')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    const bad = parts.filter((s) => !(FEEDBACK_STATUSES as readonly string[]).includes(s));
    for (const value of bad) {
      details.push({
        message: `status: ${JSON.stringify(value)} is not one of ${FEEDBACK_STATUSES.join(', ')}`,
      });
    }
    if (parts.length === 0) {
      details.push({
        message: `status: expected a comma-separated list of ${FEEDBACK_STATUSES.join(', ')}`,
      });
    }
    if (bad.length === 0 && parts.length > 0) {
      query.statuses = [...new Set(parts as FeedbackStatus[])].sort();
    }
  }
  return query;
}

/** Validates the query string; collects one detail per problem instead of stopping at the first. */
export function parseFeedbackQuery(
  params: URLSearchParams,
  projectId: string,
  secret: string,
): ParsedFeedbackQuery {
  const details: { message: string }[] = [];
  const query: Omit<FeedbackQuery, 'fingerprint'> = { limit: 50 };

  Object.assign(query, parseFilters(params, details));

  const limit = params.get('limit');
  if (limit !== null) {
    const n = limit.trim() === '' ? Number.NaN : Number(limit);
    if (!Number.isInteger(n) || n < 1 || n > 100) {
      details.push({
        message: `limit: expected an integer from 1 to 100, got ${JSON.stringify(limit)}`,
      });
    } else {
      query.limit = n;
    }
  }

  const fingerprint = derive(
    'filters',
    projectId,
    query.dateFrom ?? '',
    query.dateTo ?? '',
    query.source ?? '',
    (query.statuses ?? []).join(','),
  ).slice(0, 16);

  const cursor = params.get('cursor');
  if (cursor !== null) {
    const decoded = decodeCursor(cursor, secret);
    if (!decoded) {
      details.push({ message: 'cursor: not a cursor issued by this API (malformed or tampered)' });
    } else if (decoded.f !== fingerprint) {
      details.push({
        message: 'cursor: issued for different filters; repeat the original query parameters',
      });
    } else {
      query.after = { t: decoded.t, id: decoded.id };
    }
  }

  if (details.length > 0) return { ok: false, details };
  return { ok: true, query: { ...query, fingerprint } };
}

/** Cursor payload before encoding. */
export interface CursorPayload {
  /** Format version. */
  v: 1;
  /** Timestamp of the last entry served. */
  t: number;
  /** Id of the last entry served. */
  id: string;
  /** Filter fingerprint. */
  f: string;
}

function checksum(payload: CursorPayload, secret: string): string {
  const text = `${payload.v}|${payload.t}|${payload.id}|${payload.f}`;
  return createHmac('sha256', secret).update(text).digest('hex').slice(0, 16);
}

/** The opaque, tamper-evident cursor of a position. */
export function encodeCursor(payload: CursorPayload, secret: string): string {
  return Buffer.from(JSON.stringify({ ...payload, c: checksum(payload, secret) })).toString(
    'base64url',
  );
}

function decodeCursor(cursor: string, secret: string): CursorPayload | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const p = parsed as Record<string, unknown>;
  if (p.v !== 1 || typeof p.t !== 'number' || typeof p.id !== 'string' || typeof p.f !== 'string') {
    return null;
  }
  const payload: CursorPayload = { v: 1, t: p.t, id: p.id, f: p.f };
  return p.c === checksum(payload, secret) ? payload : null;
}

/** Applies a validated query to the (newest-first) dataset. */
export function pageFeedback(
  all: readonly FeedbackEntry[],
  query: FeedbackQuery,
  secret: string,
): FeedbackPage {
  const matching = all.filter((entry) => {
    const t = Date.parse(entry.createdAt ?? '');
    if (query.dateFrom !== undefined && !(t >= query.dateFrom)) return false;
    if (query.dateTo !== undefined && !(t < query.dateTo)) return false;
    if (query.source && entry.source !== query.source) return false;
    if (query.statuses && !query.statuses.includes(entry.status)) return false;
    if (query.after) {
      const { t: at, id } = query.after;
      if (t > at || (t === at && entry.id <= id)) return false;
    }
    return true;
  });
  const feedback = matching.slice(0, query.limit);
  const hasMore = matching.length > feedback.length;
  const last = feedback[feedback.length - 1];
  const nextCursor =
    hasMore && last
      ? encodeCursor(
          { v: 1, t: Date.parse(last.createdAt ?? ''), id: last.id, f: query.fingerprint },
          secret,
        )
      : null;
  return { feedback, nextCursor, hasMore };
}
