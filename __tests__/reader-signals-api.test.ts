/**
 * The searches and assistant contract over real loopback HTTP: the emulator's routes (seeded
 * data, cursor paging, the contract's validation: limits, opaque and ULID cursors, the
 * never-ending fault) and the platform client's `listSearches` / `listAssistant` (parsing, bad
 * rows, errors, the shared budget).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/index.js';
import {
  BudgetExhaustedError,
  PlatformClient,
  PlatformError,
  RequestBudget,
} from '../src/platform/index.js';

let emu: PlatformEmulator;

beforeAll(async () => {
  emu = await startPlatformEmulator({ analyticsLimitPerHour: 100_000, assistantCount: 1_500 });
});

afterAll(async () => {
  await emu.close();
});

async function get(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${emu.url}/v1/analytics/${emu.projectId}/${path}`, {
    headers: { authorization: `Bearer ${emu.adminKey}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function client(budget?: RequestBudget): PlatformClient {
  return new PlatformClient({
    baseUrl: emu.url,
    adminKey: emu.adminKey,
    userAgent: 'test',
    retry: { maxAttempts: 2, baseDelayMs: 1 },
    ...(budget ? { budget } : {}),
  });
}

const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

describe('emulator: GET /searches', () => {
  it('pages the seeded terms by hits with an opaque cursor, totals the hits, and ends with null', async () => {
    const seen: Record<string, unknown>[] = [];
    let cursor: string | null = null;
    let total: unknown;
    for (let i = 0; i < 5; i++) {
      const { status, body } = await get(`searches?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      seen.push(...(body.searches as Record<string, unknown>[]));
      total = body.totalSearches;
      cursor = body.nextCursor as string | null;
      if (cursor === null) break;
    }
    expect(cursor).toBeNull();
    expect(seen).toHaveLength(240);
    expect(seen).toEqual(emu.searches().searches);
    const hits = seen.map((t) => t.hits as number);
    expect(hits).toEqual([...hits].sort((a, b) => b - a));
    expect(total).toBe(hits.reduce((s, h) => s + h, 0));
    for (const t of seen) {
      expect(Object.keys(t).sort()).toEqual([
        'ctr',
        'hits',
        'lastSearchedAt',
        'searchQuery',
        'topClickedPage',
      ]);
      expect(t.topClickedPage === null).toBe(t.ctr === 0);
    }
    // The demo's pages are the top result of several known terms.
    const leadsTo = (p: string) => seen.filter((t) => t.topClickedPage === p).length;
    expect(leadsTo('/guides/intro')).toBeGreaterThanOrEqual(5);
    expect(leadsTo('/quickstart')).toBeGreaterThanOrEqual(5);
  });

  it('refuses a limit outside 1–100 and a cursor it did not issue, one detail each', async () => {
    const { status, body } = await get('searches?limit=101&cursor=bm9wZQ&dateFrom=yesterday');
    expect(status).toBe(400);
    expect(body.error).toBe('Invalid query parameters or cursor');
    expect((body.details as { message: string }[]).map((d) => d.message.split(':')[0])).toEqual([
      'dateFrom',
      'limit',
      'cursor',
    ]);
    // A cursor is bound to the window it was issued for.
    const first = await get('searches?limit=10&dateFrom=2020-01-01');
    const other = await get(`searches?limit=10&cursor=${String(first.body.nextCursor)}`);
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).toContain('different date range');
    expect((await get('searches?limit=0')).status).toBe(400);
  });

  it('hands back the start of the list, forever, with the endless fault', async () => {
    emu.inject({ endpoint: 'listSearches', kind: 'endless', times: 2 });
    const first = await get('searches?limit=100');
    const again = await get(`searches?limit=100&cursor=${String(first.body.nextCursor)}`);
    expect(again.body.searches).toEqual(first.body.searches);
    expect(again.body.nextCursor).toBe(first.body.nextCursor);
  });
});

describe('emulator: GET /assistant', () => {
  it('pages the conversations newest first with a ULID cursor', async () => {
    const first = await get('assistant?limit=1000');
    expect(first.status).toBe(200);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.nextCursor).toMatch(ULID);
    const second = await get(`assistant?limit=1000&cursor=${String(first.body.nextCursor)}`);
    expect(second.body.hasMore).toBe(false);
    expect(second.body.nextCursor).toBeNull();
    const all = [
      ...(first.body.conversations as { id: string; timestamp: string }[]),
      ...(second.body.conversations as { id: string; timestamp: string }[]),
    ];
    expect(all).toHaveLength(1_500);
    expect(all.map((c) => c.id)).toEqual(emu.assistant().map((c) => c.id));
    for (const c of all) expect(c.id).toMatch(ULID);
    const times = all.map((c) => Date.parse(c.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = emu.assistant()[0]!;
    expect(newest.resolutionStatus).toBe('unanswered');
    expect(newest.query).toContain('jane.doe@example.com');
  });

  it('refuses a limit outside 1–1000 and a cursor that is no ULID', async () => {
    const { status, body } = await get('assistant?limit=1001&cursor=not-a-ulid');
    expect(status).toBe(400);
    expect((body.details as { message: string }[]).map((d) => d.message.split(':')[0])).toEqual([
      'limit',
      'cursor',
    ]);
    expect((await get('assistant?cursor=8ZZZZZZZZZZZZZZZZZZZZZZZZZ')).status).toBe(400);
    expect((await get('assistant?limit=1')).status).toBe(200);
  });

  it('filters by the window, dateTo exclusive', async () => {
    const newest = emu.assistant()[0]!;
    const { body } = await get(
      `assistant?limit=1000&dateTo=${encodeURIComponent(newest.timestamp)}`,
    );
    const ids = (body.conversations as { id: string }[]).map((c) => c.id);
    expect(ids).not.toContain(newest.id);
    expect(ids[0]).toBe(emu.assistant()[1]!.id);
  });
});

describe('client: listSearches and listAssistant', () => {
  it('parses both lists and follows their cursors', async () => {
    const c = client();
    try {
      const page = await c.listSearches(emu.projectId, { limit: 100 });
      expect(page.searches).toHaveLength(100);
      expect(page.skipped).toBe(0);
      expect(page.totalSearches).toBe(emu.searches().totalSearches);
      const next = await c.listSearches(emu.projectId, { limit: 100, cursor: page.nextCursor! });
      expect(next.searches[0]).toEqual(emu.searches().searches[100]);
      const conv = await c.listAssistant(emu.projectId, { limit: 5 });
      expect(conv.conversations.map((x) => x.id)).toEqual(
        emu
          .assistant()
          .slice(0, 5)
          .map((x) => x.id),
      );
      expect(conv.hasMore).toBe(true);
    } finally {
      await c.close();
    }
  });

  it('drops bad rows, defaults responseType, and refuses a body without its required fields', async () => {
    emu.inject({
      endpoint: 'listSearches',
      kind: 'status',
      status: 200,
      body: {
        searches: [
          { searchQuery: 'ok', hits: 3, ctr: 0.5, topClickedPage: ' ', lastSearchedAt: 'x' },
          { searchQuery: '', hits: 3, ctr: 0 },
          { searchQuery: 'neg', hits: -1, ctr: 0 },
          'nope',
        ],
        totalSearches: 3,
        nextCursor: '',
      },
    });
    emu.inject({
      endpoint: 'listAssistant',
      kind: 'status',
      status: 200,
      body: {
        conversations: [
          {
            id: 'a',
            query: 'q',
            sources: [{ url: 'https://d/x' }, { title: 'no url' }],
            pageUrl: null,
          },
          { query: 'no id' },
        ],
        nextCursor: null,
        hasMore: true,
      },
    });
    emu.inject({ endpoint: 'listSearches', kind: 'status', status: 200, body: { searches: [] } });
    const c = client();
    try {
      const s = await c.listSearches(emu.projectId);
      expect(s.searches).toEqual([
        { searchQuery: 'ok', hits: 3, ctr: 0.5, topClickedPage: null, lastSearchedAt: 'x' },
      ]);
      expect(s.skipped).toBe(3);
      expect(s.nextCursor).toBeNull();
      const a = await c.listAssistant(emu.projectId);
      expect(a.conversations).toEqual([
        {
          id: 'a',
          timestamp: '',
          query: 'q',
          responseType: 'answer',
          sources: [{ title: '', url: 'https://d/x' }],
          resolutionStatus: '',
          queryCategory: null,
          pageUrl: null,
        },
      ]);
      expect(a.skipped).toBe(1);
      // "More" without a cursor cannot be followed: the last page.
      expect(a.hasMore).toBe(false);
      await expect(c.listSearches(emu.projectId)).rejects.toThrow(
        /field "totalSearches" is missing/,
      );
    } finally {
      await c.close();
    }
  });

  it('takes a unit of the shared budget per attempt and names the endpoint in errors', async () => {
    const budget = new RequestBudget(3);
    const c = client(budget);
    emu.inject({
      endpoint: 'listAssistant',
      kind: 'status',
      status: 400,
      body: { error: 'Invalid query parameters' },
    });
    try {
      await c.listSearches(emu.projectId);
      const err = await c.listAssistant(emu.projectId).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PlatformError);
      expect((err as PlatformError).message).toContain('list assistant conversations');
      expect((err as PlatformError).message).toContain('the limit (1-1000)');
      await c.listSearches(emu.projectId);
      await expect(c.listAssistant(emu.projectId)).rejects.toBeInstanceOf(BudgetExhaustedError);
      expect(budget.used).toBe(3);
    } finally {
      await c.close();
    }
  });
});
