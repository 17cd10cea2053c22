/**
 * The seeded assistant-conversations dataset and the query engine of
 * GET /v1/analytics/{projectId}/assistant: newest first, `limit` 1–1000 (default 100), and the
 * contract's ULID cursor (the id of the last conversation served; the next page starts below it).
 * Validation gives one detail per problem.
 */
import { parseWindow } from './feedback-data.js';
import { Rng } from './random.js';
import type { AssistantConversationRow, AssistantResponse } from './types.js';
import type { Parsed } from './views-data.js';

const DAY_MS = 86_400_000;
/** Host of the docs site the conversations' page URLs and sources point at. */
const SITE = 'https://docs.example.com';

/** [page, title, unanswered share, questions readers ask there]. */
const PAGES: readonly (readonly [string, string, number, readonly string[]])[] = [
  [
    '/quickstart',
    'Quickstart',
    0.3,
    [
      'How do I get an API key?',
      'Which Node version does the quickstart need?',
      'Can I run the quickstart on Windows?',
      'Why does the dev server fail with EADDRINUSE?',
    ],
  ],
  [
    '/guides/intro',
    'Introduction',
    0.4,
    [
      'What is the difference between a project and a deployment?',
      'Is there a video walkthrough of the introduction?',
      'Does the intro example work with Python?',
    ],
  ],
  [
    '/guides/authentication',
    'Authentication',
    0.25,
    ['How do I rotate an admin key?', 'Do keys expire?', 'Can I restrict a key to an IP range?'],
  ],
  ['/guides/webhooks', 'Webhooks', 0.2, ['How are webhooks signed?', 'Are webhooks retried?']],
  ['/api-reference/users/create', 'Create a user', 0.15, ['Which fields are required?']],
  ['/sdks/node', 'Node SDK', 0.1, ['Does the SDK support ESM?', 'How do I set a timeout?']],
  ['/concepts/deployments', 'Deployments', 0.2, ['How long does a deployment take?']],
];

const CATEGORIES = ['getting-started', 'authentication', 'api', 'sdk', null] as const;

/**
 * Planted conversations, the newest of the dataset: unanswered questions with contact details and
 * a long text on the demo's pages, and one full of markup, for redaction and escaping tests.
 */
const PLANTED: readonly (readonly [string, string, 'answered' | 'unanswered'])[] = [
  [
    '/guides/intro',
    'How do I connect the intro example to our SSO? Please email me at jane.doe@example.com or call +1 (415) 555-0132.',
    'unanswered',
  ],
  [
    '/quickstart',
    'Does the quickstart work behind a corporate proxy? Reach me on 020 7946 0958',
    'unanswered',
  ],
  [
    // Away from the demo's pages, so its comment reads like a real one.
    '/guides/authentication',
    '@everyone <img src=x onerror=alert(1)> see [the docs](javascript:alert(1)) like #123',
    'unanswered',
  ],
  [
    '/quickstart',
    `Where is the list of regions? ${'I looked through every page of the quickstart and the guides and could not find which regions are supported, or whether data stays in the EU. '.repeat(3)}`,
    'unanswered',
  ],
  ['/guides/intro', 'What does the introduction cover?', 'answered'],
];

/**
 * The planted conversations of the showcase: the markup one replaced by an ordinary question, the
 * long one by a long question a reader would write (not one sentence three times).
 */
const SHOWCASE_PLANTED: typeof PLANTED = PLANTED.map((row) => {
  if (row[0] === '/guides/authentication') {
    return [
      '/guides/authentication',
      'How long does an OAuth access token stay valid?',
      'unanswered',
    ];
  }
  if (row[1].startsWith('Where is the list of regions?')) {
    return [
      row[0],
      'Where is the list of regions? I looked through the quickstart, the guides and the API ' +
        'reference and could not find which regions are supported, whether data stays in the ' +
        'EU, or how to pick a region when creating a project. Our security review needs this ' +
        'before we can sign up, so a table of regions and what each guarantees would help.',
      'unanswered',
    ];
  }
  return row;
});

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ULID: 48-bit time in ms (10 characters), then 80 bits of randomness (16 characters). */
export function ulid(time: number, rng: Rng): string {
  let t = Math.max(0, Math.floor(time));
  let head = '';
  for (let i = 0; i < 10; i++) {
    head = (CROCKFORD[t % 32] ?? '0') + head;
    t = Math.floor(t / 32);
  }
  let tail = '';
  for (let i = 0; i < 16; i++) tail += CROCKFORD[Math.floor(rng.next() * 32)] ?? '0';
  return head + tail;
}

/** Whether `text` is a ULID (Crockford base32, 26 characters, time within 48 bits). */
export function isUlid(text: string): boolean {
  return /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i.test(text);
}

/**
 * Builds `count` conversations over the `days` before `now` (the planted ones the newest),
 * sorted newest first. Most start on a page and cite it; some start nowhere and only cite it.
 * With `showcase`, the planted ones are ordinary questions (no markup).
 */
export function generateAssistant(
  seed: number,
  count: number,
  days: number,
  now: number,
  showcase = false,
): AssistantConversationRow[] {
  const rng = new Rng(seed, 'assistant');
  const spanMs = Math.max(1, days * DAY_MS);
  const rows: AssistantConversationRow[] = [];
  (showcase ? SHOWCASE_PLANTED : PLANTED).slice(0, count).forEach(([path, query, status], k) => {
    const time = now - (k + 1) * 37 * 60_000;
    rows.push(conversation(rng, time, path, query, status));
  });
  for (let i = rows.length; i < count; i++) {
    const [path, , unanswered, questions] = rng.weighted(PAGES.map((p, j) => [p, 8 - j] as const));
    const time = now - 4 * 3_600_000 - Math.floor(rng.next() * spanMs);
    const status = rng.next() < unanswered ? 'unanswered' : 'answered';
    rows.push(conversation(rng, time, path, rng.pick(questions), status));
  }
  rows.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return rows.map((row) => Object.freeze(row));
}

function conversation(
  rng: Rng,
  time: number,
  path: string,
  query: string,
  status: 'answered' | 'unanswered',
): AssistantConversationRow {
  const title = PAGES.find((p) => p[0] === path)?.[1] ?? path;
  const clarifying = status === 'answered' && rng.next() < 0.1;
  const startsOnPage = rng.next() < 0.85;
  const other = rng.pick(PAGES);
  const sources =
    status === 'unanswered'
      ? []
      : [
          { title, url: `${SITE}${path}` },
          ...(rng.next() < 0.4 ? [{ title: other[1], url: `${SITE}${other[0]}` }] : []),
        ];
  return {
    id: ulid(time, rng),
    timestamp: new Date(time).toISOString(),
    query,
    response: clarifying
      ? 'Which language are you using?'
      : status === 'answered'
        ? `See ${title}: it covers this step by step.`
        : 'I could not find this in the documentation.',
    responseType: clarifying ? 'clarifying_question' : 'answer',
    sources,
    resolutionStatus: status,
    queryCategory: rng.pick(CATEGORIES),
    // An unanswered question has no source: it is matched by the page it started on.
    pageUrl: startsOnPage || sources.length === 0 ? `${SITE}${path}` : null,
  };
}

/** A validated assistant query. */
export interface AssistantQuery {
  /** Inclusive lower bound, epoch ms. */
  dateFrom?: number;
  /** Exclusive upper bound, epoch ms. */
  dateTo?: number;
  /** Conversations per page (default 100). */
  limit: number;
  /** The ULID after which (older than which) the page starts, upper case. */
  cursor?: string;
}

/** Validates the assistant query string against the contract. */
export function parseAssistantQuery(params: URLSearchParams): Parsed<AssistantQuery> {
  const details: { message: string }[] = [];
  const query: AssistantQuery = { limit: 100, ...parseWindow(params, details) };
  const limitRaw = params.get('limit');
  if (limitRaw !== null) {
    // The contract types this limit as a number from 1 to 1000.
    const n = limitRaw.trim() === '' ? Number.NaN : Number(limitRaw);
    if (!Number.isFinite(n) || n < 1 || n > 1000) {
      details.push({
        message: `limit: expected a number from 1 to 1000, got ${JSON.stringify(limitRaw)}`,
      });
    } else {
      query.limit = Math.floor(n);
    }
  }
  const cursor = params.get('cursor');
  if (cursor !== null) {
    if (isUlid(cursor)) query.cursor = cursor.toUpperCase();
    else {
      details.push({
        message: `cursor: expected a ULID (26 characters of Crockford base32), got ${JSON.stringify(cursor.slice(0, 40))}`,
      });
    }
  }
  return details.length > 0 ? { ok: false, details } : { ok: true, query };
}

/**
 * One page of conversations, newest first. With `endless`, every page says more follow and hands
 * back a cursor newer than every conversation, so following it starts the list again.
 */
export function pageAssistant(
  all: readonly AssistantConversationRow[],
  query: AssistantQuery,
  endless = false,
): AssistantResponse {
  const matching = all.filter((c) => {
    const t = Date.parse(c.timestamp);
    if (query.dateFrom !== undefined && t < query.dateFrom) return false;
    if (query.dateTo !== undefined && t >= query.dateTo) return false;
    return query.cursor === undefined || c.id < query.cursor;
  });
  const conversations = matching.slice(0, query.limit);
  const hasMore = matching.length > conversations.length;
  if (endless) return { conversations, nextCursor: `7${'Z'.repeat(25)}`, hasMore: true };
  const last = conversations[conversations.length - 1];
  return { conversations, nextCursor: hasMore && last ? last.id : null, hasMore };
}
