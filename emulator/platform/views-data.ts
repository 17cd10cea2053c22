/**
 * The seeded page-views dataset and the query engines of GET /v1/analytics/{projectId}/views
 * (offset pagination, `limit` 1–250) and GET /v1/analytics/{projectId}/feedback/by-page (counts
 * per page from the feedback dataset, `limit` 1–100, no way to page further), with the
 * contract's validation: one detail per problem, dates as ISO 8601 or YYYY-MM-DD, `dateTo`
 * exclusive.
 */
import { parseFilters, parseWindow, type FeedbackFilters } from './feedback-data.js';
import { Rng } from './random.js';
import { SHOWCASE_TAIL_PAGES } from './showcase.js';
import type {
  FeedbackByPageResponse,
  FeedbackEntry,
  PageViewsRow,
  ViewsResponse,
} from './types.js';

const DAY_MS = 86_400_000;

/**
 * Pages every dataset starts with (the feedback dataset's pages), with their relative traffic:
 * they are the most read, so a report on them shows views.
 */
const KNOWN_PAGES: readonly (readonly [string, number])[] = [
  ['/quickstart', 40],
  ['/guides/intro', 30],
  ['/api-reference/introduction', 24],
  ['/guides/getting-started', 20],
  ['/guides/authentication', 18],
  ['/api-reference/users/create', 15],
  ['/sdks/node', 12],
  ['/guides/webhooks', 10],
  ['/api-reference/users/list', 9],
  ['/sdks/python', 8],
  ['/concepts/deployments', 7],
  ['/guides/advanced/rate-limits', 6],
  ['/api-reference/projects/update', 5],
  ['/concepts/environments', 4],
  ['/changelog', 3],
];

/** Folders the long tail of generated pages lives in. */
const TAIL_FOLDERS = ['reference/endpoints', 'guides/recipes', 'integrations', 'blog'];

/** One page's views per day, oldest day last: `[human, ai][]`. */
interface PageSeries {
  readonly path: string;
  readonly days: readonly (readonly [number, number])[];
}

/** The views dataset: per page, per day, aligned to the emulator's start. */
export interface ViewsDataset {
  /** Start of the emulator; day `i` covers (start - (i + 1) days, start - i days]. */
  readonly startedAt: number;
  readonly pages: readonly PageSeries[];
}

/**
 * Builds `pageCount` pages (the known ones first, then a long tail) with human and AI views per
 * day over the `days` before `now`. Traffic falls off as a power law, so a few pages carry most
 * views and the tail has single digits or none at all in a window. The `showcase` tail has real
 * page names (as far as they go).
 */
export function generateViews(
  seed: number,
  pageCount: number,
  days: number,
  now: number,
  showcase = false,
): ViewsDataset {
  const rng = new Rng(seed, 'views');
  const pages: PageSeries[] = [];
  const dayCount = Math.max(1, Math.floor(days));
  for (let i = 0; i < pageCount; i++) {
    const known = KNOWN_PAGES[i];
    const path =
      known?.[0] ??
      (showcase ? SHOWCASE_TAIL_PAGES[i - KNOWN_PAGES.length] : undefined) ??
      `/${TAIL_FOLDERS[i % TAIL_FOLDERS.length]}/page-${String(i).padStart(4, '0')}`;
    // Daily human mean: the known pages are weighted, the tail decays with its rank.
    const mean = known ? known[1] * 25 : 400 / (1 + (i - KNOWN_PAGES.length) / 8) ** 1.1;
    const aiShare = 0.05 + rng.next() * 0.3;
    const series: [number, number][] = [];
    for (let d = 0; d < dayCount; d++) {
      const human = Math.max(0, Math.round(mean * (0.6 + rng.next() * 0.8)));
      const ai = Math.max(0, Math.round(human * aiShare * (0.5 + rng.next())));
      series.push([human, ai]);
    }
    pages.push({ path, days: series });
  }
  return { startedAt: now, pages };
}

/** A validated views query. */
export interface ViewsQuery {
  /** Inclusive lower bound, epoch ms. */
  dateFrom?: number;
  /** Exclusive upper bound, epoch ms. */
  dateTo?: number;
  /** Rows per page (default 50). */
  limit: number;
  /** Rows skipped (default 0). */
  offset: number;
}

/** Outcome of a query parser: the query, or one detail per problem. */
export type Parsed<Q> = { ok: true; query: Q } | { ok: false; details: { message: string }[] };

/** A whole number from `raw` in [min, max], or a detail naming the parameter. */
function parseInteger(
  name: string,
  raw: string | null,
  min: number,
  max: number,
  details: { message: string }[],
): number | undefined {
  if (raw === null) return undefined;
  const n = raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    const range = Number.isFinite(max) ? `from ${min} to ${max}` : `of ${min} or more`;
    details.push({ message: `${name}: expected an integer ${range}, got ${JSON.stringify(raw)}` });
    return undefined;
  }
  return n;
}

/** Validates the views query string against the contract. */
export function parseViewsQuery(params: URLSearchParams): Parsed<ViewsQuery> {
  const details: { message: string }[] = [];
  const query: ViewsQuery = { limit: 50, offset: 0, ...parseWindow(params, details) };
  const limit = parseInteger('limit', params.get('limit'), 1, 250, details);
  if (limit !== undefined) query.limit = limit;
  const offset = parseInteger('offset', params.get('offset'), 0, Number.POSITIVE_INFINITY, details);
  if (offset !== undefined) query.offset = offset;
  return details.length > 0 ? { ok: false, details } : { ok: true, query };
}

/** Whether day `d` of the dataset falls in the window (its middle, so a day counts whole). */
function dayInWindow(data: ViewsDataset, d: number, from?: number, to?: number): boolean {
  const t = data.startedAt - (d + 0.5) * DAY_MS;
  return (from === undefined || t >= from) && (to === undefined || t < to);
}

/** Every page with views in the window, most viewed first (ties by path), and the site totals. */
export function viewsInWindow(
  data: ViewsDataset,
  from?: number,
  to?: number,
): { totals: ViewsResponse['totals']; rows: PageViewsRow[] } {
  const totals = { human: 0, ai: 0, total: 0 };
  const rows: PageViewsRow[] = [];
  for (const page of data.pages) {
    let human = 0;
    let ai = 0;
    page.days.forEach(([h, a], d) => {
      if (!dayInWindow(data, d, from, to)) return;
      human += h;
      ai += a;
    });
    const total = human + ai;
    if (total === 0) continue;
    totals.human += human;
    totals.ai += ai;
    totals.total += total;
    rows.push({ path: page.path, human, ai, total });
  }
  rows.sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { totals, rows };
}

/**
 * One page of views. With `endless`, `hasMore` stays true past the last row (a misbehaving
 * server whose pages never end; past the end its pages are empty).
 */
export function pageViews(data: ViewsDataset, query: ViewsQuery, endless = false): ViewsResponse {
  const { totals, rows } = viewsInWindow(data, query.dateFrom, query.dateTo);
  const views = rows.slice(query.offset, query.offset + query.limit);
  const hasMore = endless || query.offset + views.length < rows.length;
  return { totals, views, hasMore };
}

/** A validated feedback/by-page query. */
export interface ByPageQuery extends FeedbackFilters {
  /** Pages per reply (default 10). */
  limit: number;
}

/** Validates the feedback/by-page query string against the contract. */
export function parseByPageQuery(params: URLSearchParams): Parsed<ByPageQuery> {
  const details: { message: string }[] = [];
  // The contract lists the filters before the limit; details follow that order.
  const filters = parseFilters(params, details);
  const query: ByPageQuery = { limit: 10, ...filters };
  const limitRaw = params.get('limit');
  if (limitRaw !== null) {
    // The contract types this limit as a number from 1 to 100.
    const n = limitRaw.trim() === '' ? Number.NaN : Number(limitRaw);
    if (!Number.isFinite(n) || n < 1 || n > 100) {
      details.push({
        message: `limit: expected a number from 1 to 100, got ${JSON.stringify(limitRaw)}`,
      });
    } else {
      query.limit = Math.floor(n);
    }
  }
  return details.length > 0 ? { ok: false, details } : { ok: true, query };
}

/** Feedback counts per page for the query: most feedback first (ties by path), `limit` pages. */
export function feedbackByPage(
  all: readonly FeedbackEntry[],
  query: ByPageQuery,
): FeedbackByPageResponse {
  const pages = new Map<string, FeedbackByPageResponse['feedback'][number]>();
  for (const entry of all) {
    const t = Date.parse(entry.createdAt ?? '');
    if (query.dateFrom !== undefined && !(t >= query.dateFrom)) continue;
    if (query.dateTo !== undefined && !(t < query.dateTo)) continue;
    if (query.source && entry.source !== query.source) continue;
    if (query.statuses && !query.statuses.includes(entry.status)) continue;
    let row = pages.get(entry.path);
    if (!row) {
      row = { path: entry.path, thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 };
      pages.set(entry.path, row);
    }
    row.total++;
    if (entry.source === 'contextual') {
      if (entry.helpful) row.thumbsUp++;
      else row.thumbsDown++;
    } else if (entry.source === 'code_snippet') {
      row.code++;
    }
  }
  const sorted = [...pages.values()].sort(
    (a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  );
  return { feedback: sorted.slice(0, query.limit), hasMore: sorted.length > query.limit };
}
