/**
 * The seeded search-terms dataset and the query engine of GET /v1/analytics/{projectId}/searches:
 * terms by hits (descending) over the window, with click-through, most-clicked page and last
 * search; `limit` 1–100 (default 50); opaque, tamper-evident cursors bound to the window they were
 * issued for. Validation gives one detail per problem.
 */
import { createHmac } from 'node:crypto';

import { parseWindow } from './feedback-data.js';
import { derive, Rng } from './random.js';
import { SHOWCASE_TAIL_TERMS } from './showcase.js';
import type { SearchesResponse, SearchTermRow } from './types.js';
import type { Parsed } from './views-data.js';

const DAY_MS = 86_400_000;

/**
 * [term, most-clicked page (null: nobody clicks), daily searches, click share]. The first pages
 * of the feedback and views datasets get several terms each (the demo's `/guides/intro` and
 * `/quickstart` among them), and a dozen terms lead nowhere: the content gaps.
 */
const KNOWN_TERMS: readonly (readonly [string, string | null, number, number])[] = [
  ['quickstart', '/quickstart', 34, 0.72],
  ['getting started', '/guides/intro', 30, 0.61],
  ['install', '/quickstart', 26, 0.55],
  ['authentication', '/guides/authentication', 22, 0.58],
  ['api key', '/quickstart', 20, 0.5],
  ['sso', null, 18, 0],
  ['introduction', '/guides/intro', 17, 0.46],
  ['webhooks', '/guides/webhooks', 16, 0.6],
  ['setup', '/quickstart', 14, 0.41],
  ['overview', '/guides/intro', 12, 0.35],
  ['rate limit', '/guides/advanced/rate-limits', 12, 0.52],
  ['create user', '/api-reference/users/create', 11, 0.7],
  ['saml', null, 10, 0],
  ['deploy', '/concepts/deployments', 10, 0.49],
  ['node sdk', '/sdks/node', 9, 0.63],
  ['terraform provider', null, 9, 0],
  ['first steps', '/guides/intro', 8, 0.4],
  ['python', '/sdks/python', 8, 0.57],
  ['hello world', '/quickstart', 8, 0.6],
  ['oauth', '/guides/authentication', 8, 0.38],
  ['list users', '/api-reference/users/list', 7, 0.6],
  ['delete account', null, 7, 0],
  ['what is acme', '/guides/intro', 6, 0.3],
  ['graphql', null, 6, 0],
  ['password reset for jane.doe@example.com', null, 5, 0],
  ['on-premise', null, 5, 0],
  ['environments', '/concepts/environments', 5, 0.5],
  ['audit log export', null, 5, 0],
  ['kubernetes helm chart', null, 4, 0],
  ['pricing api', null, 4, 0],
  ['call me +1 415 555 0199', null, 4, 0],
  ['ip allowlist', null, 4, 0],
  ['changelog', '/changelog', 3, 0.8],
  ['soc 2 report', null, 3, 0],
];

/**
 * Term `i` of the showcase: the known terms without the ones that carry a reader's e-mail or
 * phone number (a scrubbed term searched daily reads as test data), then its own tail.
 */
function showcaseTerm(i: number): (typeof KNOWN_TERMS)[number] | undefined {
  const known = KNOWN_TERMS.filter(([term]) => !/@|\+\d/.test(term));
  if (i < known.length) return known[i];
  const tail = SHOWCASE_TAIL_TERMS[i - known.length];
  if (!tail) return undefined;
  const rank = i - known.length;
  // Below every known term: 3 a day falling towards 1 with the rank; a gap is never clicked.
  return [tail[0], tail[1], 1 + 2 / (1 + rank / 10), tail[1] === null ? 0 : 0.45];
}

/** Words of the generated long tail. */
const TAIL_WORDS = ['config', 'error', 'limit', 'token', 'page', 'theme', 'search', 'export'];
/** Folders of the long tail's pages (as in the views dataset). */
const TAIL_FOLDERS = ['reference/endpoints', 'guides/recipes', 'integrations', 'blog'];

/** One term's searches and clicks per day, day 0 the most recent. */
interface TermSeries {
  readonly term: string;
  readonly page: string | null;
  readonly days: readonly (readonly [number, number])[];
}

/** The search dataset, aligned to the emulator's start. */
export interface SearchesDataset {
  /** Start of the emulator; day `i` covers (start - (i + 1) days, start - i days]. */
  readonly startedAt: number;
  readonly terms: readonly TermSeries[];
}

/**
 * Builds `termCount` terms (the known ones first, then a long tail of rarely searched terms, one
 * in five leading nowhere) with searches and clicks per day over the `days` before `now`.
 */
export function generateSearches(
  seed: number,
  termCount: number,
  days: number,
  now: number,
  showcase = false,
): SearchesDataset {
  const rng = new Rng(seed, 'searches');
  const dayCount = Math.max(1, Math.floor(days));
  const terms: TermSeries[] = [];
  for (let i = 0; i < termCount; i++) {
    const known = showcase ? showcaseTerm(i) : KNOWN_TERMS[i];
    const k = i - KNOWN_TERMS.length;
    const term = known
      ? known[0]
      : `${TAIL_WORDS[k % TAIL_WORDS.length]} ${TAIL_WORDS[Math.floor(k / 8) % TAIL_WORDS.length]} ${k}`;
    const page = known
      ? known[1]
      : k % 5 === 4
        ? null
        : `/${TAIL_FOLDERS[k % TAIL_FOLDERS.length]}/page-${String(k + 15).padStart(4, '0')}`;
    // Below every known term: the tail's mean falls from 2.5 a day towards 0.5 with its rank.
    const mean = known ? known[2] : 0.5 + 2 / (1 + k / 20);
    const share = known ? known[3] : page === null ? 0 : 0.2 + rng.next() * 0.5;
    const series: [number, number][] = [];
    for (let d = 0; d < dayCount; d++) {
      const hits = Math.max(0, Math.round(mean * (0.6 + rng.next() * 0.8)));
      const clicks =
        share === 0 ? 0 : Math.min(hits, Math.round(hits * share * (0.8 + rng.next() * 0.4)));
      series.push([hits, clicks]);
    }
    terms.push({ term, page, days: series });
  }
  return { startedAt: now, terms };
}

/** A validated searches query. */
export interface SearchesQuery {
  /** Inclusive lower bound, epoch ms. */
  dateFrom?: number;
  /** Exclusive upper bound, epoch ms. */
  dateTo?: number;
  /** Terms per page (default 50). */
  limit: number;
  /** Terms skipped (from the cursor). */
  offset: number;
  /** Fingerprint of the window, which cursors must carry. */
  fingerprint: string;
}

/** Validates the searches query string against the contract. */
export function parseSearchesQuery(params: URLSearchParams, secret: string): Parsed<SearchesQuery> {
  const details: { message: string }[] = [];
  const window = parseWindow(params, details);
  const query: SearchesQuery = { limit: 50, offset: 0, fingerprint: '', ...window };
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
  query.fingerprint = derive('searches', window.dateFrom ?? '', window.dateTo ?? '').slice(0, 16);
  const cursor = params.get('cursor');
  if (cursor !== null) {
    const decoded = decodeSearchCursor(cursor, secret);
    if (decoded === null) {
      details.push({ message: 'cursor: not a cursor issued by this API (malformed or tampered)' });
    } else if (decoded.f !== query.fingerprint) {
      details.push({
        message: 'cursor: issued for a different date range; repeat the original dateFrom/dateTo',
      });
    } else {
      query.offset = decoded.o;
    }
  }
  return details.length > 0 ? { ok: false, details } : { ok: true, query };
}

function checksum(o: number, f: string, secret: string): string {
  return createHmac('sha256', secret).update(`s|${o}|${f}`).digest('hex').slice(0, 16);
}

/** The opaque cursor of position `offset` in the list of the window `fingerprint`. */
export function encodeSearchCursor(offset: number, fingerprint: string, secret: string): string {
  const c = checksum(offset, fingerprint, secret);
  return Buffer.from(JSON.stringify({ o: offset, f: fingerprint, c })).toString('base64url');
}

function decodeSearchCursor(cursor: string, secret: string): { o: number; f: string } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { o, f, c } = parsed as Record<string, unknown>;
  if (typeof o !== 'number' || !Number.isInteger(o) || o < 0 || typeof f !== 'string') return null;
  return c === checksum(o, f, secret) ? { o, f } : null;
}

/** Every term searched in the window, most searched first (ties by term), and the total. */
export function searchesInWindow(
  data: SearchesDataset,
  from?: number,
  to?: number,
): { totalSearches: number; rows: SearchTermRow[] } {
  let totalSearches = 0;
  const rows: SearchTermRow[] = [];
  for (const series of data.terms) {
    let hits = 0;
    let clicks = 0;
    let last = -1;
    series.days.forEach(([h, c], d) => {
      // A day counts whole, by its middle, as in the views dataset.
      const t = data.startedAt - (d + 0.5) * DAY_MS;
      if ((from !== undefined && t < from) || (to !== undefined && t >= to)) return;
      hits += h;
      clicks += c;
      if (h > 0 && (last === -1 || d < last)) last = d;
    });
    if (hits === 0) continue;
    totalSearches += hits;
    rows.push({
      searchQuery: series.term,
      hits,
      ctr: Math.round((clicks / hits) * 10_000) / 10_000,
      topClickedPage: clicks > 0 ? series.page : null,
      lastSearchedAt: new Date(data.startedAt - (last + 0.5) * DAY_MS).toISOString(),
    });
  }
  rows.sort(
    (a, b) =>
      b.hits - a.hits ||
      (a.searchQuery < b.searchQuery ? -1 : a.searchQuery > b.searchQuery ? 1 : 0),
  );
  return { totalSearches, rows };
}

/**
 * One page of search terms. With `endless`, the page's `nextCursor` points back to the start of
 * the list, even on the last page (a service whose cursor never ends).
 */
export function pageSearches(
  data: SearchesDataset,
  query: SearchesQuery,
  secret: string,
  endless = false,
): SearchesResponse {
  const { totalSearches, rows } = searchesInWindow(data, query.dateFrom, query.dateTo);
  const searches = rows.slice(query.offset, query.offset + query.limit);
  const end = query.offset + searches.length;
  const next = endless ? 0 : end < rows.length ? end : null;
  return {
    searches,
    totalSearches,
    nextCursor: next === null ? null : encodeSearchCursor(next, query.fingerprint, secret),
  };
}
