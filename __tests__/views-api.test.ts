/**
 * The page views and feedback-by-page contract over real loopback HTTP: the emulator's routes
 * (seeded data, offset paging, the contract's validation, the never-ending fault) and the
 * platform client's `listViews` and `listFeedbackByPage` (parsing, bad rows, errors, the shared
 * budget), and pages planted into every analytics dataset.
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
  emu = await startPlatformEmulator({ analyticsLimitPerHour: 100_000 });
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

interface ViewsBody {
  totals: { human: number; ai: number; total: number };
  views: { path: string; human: number; ai: number; total: number }[];
  hasMore: boolean;
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

describe('emulator: GET /views', () => {
  it('pages 600 seeded pages by offset, most viewed first, with stable totals', async () => {
    const pages: ViewsBody[] = [];
    for (const offset of [0, 250, 500]) {
      const { status, body } = await get(`views?limit=250&offset=${offset}`);
      expect(status).toBe(200);
      pages.push(body as unknown as ViewsBody);
    }
    expect(pages.map((p) => [p.views.length, p.hasMore])).toEqual([
      [250, true],
      [250, true],
      [100, false],
    ]);
    const rows = pages.flatMap((p) => p.views);
    expect(new Set(rows.map((r) => r.path)).size).toBe(600);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i - 1]!.total).toBeGreaterThanOrEqual(rows[i]!.total);
    }
    for (const r of rows) expect(r.total).toBe(r.human + r.ai);
    const sum = rows.reduce((s, r) => s + r.total, 0);
    expect(pages.every((p) => p.totals.total === sum)).toBe(true);
    expect(rows).toEqual(emu.views().views);
    // The default page size is 50, and the same seed gives the same data.
    const { body } = await get('views');
    expect((body as unknown as ViewsBody).views).toEqual(rows.slice(0, 50));
    const twin = await startPlatformEmulator();
    try {
      expect(twin.views().views).toEqual(rows);
    } finally {
      await twin.close();
    }
  });

  it('counts only the days of the window (dateTo exclusive)', async () => {
    const all = emu.views();
    const day = 86_400_000;
    const to = new Date(Date.now() - 10 * day).toISOString();
    const { body } = await get(`views?limit=250&dateTo=${encodeURIComponent(to)}`);
    const older = body as unknown as ViewsBody;
    expect(older.totals.total).toBeGreaterThan(0);
    expect(older.totals.total).toBeLessThan(all.totals.total);
    const future = await get(`views?dateFrom=${new Date(Date.now() + day).toISOString()}`);
    expect(future.body).toEqual({
      totals: { human: 0, ai: 0, total: 0 },
      views: [],
      hasMore: false,
    });
  });

  it('answers 400 with one detail per invalid parameter', async () => {
    const { status, body } = await get('views?limit=251&offset=-1&dateFrom=2025-02-30&dateTo=soon');
    expect(status).toBe(400);
    expect((body.details as { message: string }[]).map((d) => d.message.split(':')[0])).toEqual([
      'dateFrom',
      'dateTo',
      'limit',
      'offset',
    ]);
    for (const q of ['limit=0', 'limit=2.5', 'limit=', 'offset=1.5', 'offset=x']) {
      expect((await get(`views?${q}`)).status).toBe(400);
    }
    expect((await get('views?limit=1&offset=0&dateFrom=2025-01-01')).status).toBe(200);
  });

  it('never ends with the endless fault: hasMore stays true past the last row', async () => {
    emu.inject({ endpoint: 'listViews', kind: 'endless', times: 2 });
    const last = (await get('views?limit=250&offset=500')).body as unknown as ViewsBody;
    expect([last.views.length, last.hasMore]).toEqual([100, true]);
    const past = (await get('views?limit=250&offset=750')).body as unknown as ViewsBody;
    expect([past.views.length, past.hasMore]).toEqual([0, true]);
    const normal = (await get('views?limit=250&offset=750')).body as unknown as ViewsBody;
    expect(normal.hasMore).toBe(false);
  });
});

describe('emulator: GET /feedback/by-page', () => {
  it('counts thumbs, code and totals per page from the feedback dataset', async () => {
    const { status, body } = await get('feedback/by-page?limit=100');
    expect(status).toBe(200);
    const rows = body.feedback as {
      path: string;
      thumbsUp: number;
      thumbsDown: number;
      code: number;
      total: number;
    }[];
    expect(body.hasMore).toBe(false);
    const entries = emu.feedback();
    expect(rows.reduce((s, r) => s + r.total, 0)).toBe(entries.length);
    const intro = rows.find((r) => r.path === '/guides/intro')!;
    const onIntro = entries.filter((e) => e.path === '/guides/intro');
    expect(intro.total).toBe(onIntro.length);
    expect(intro.thumbsUp).toBe(
      onIntro.filter((e) => e.source === 'contextual' && e.helpful).length,
    );
    expect(intro.thumbsDown).toBe(
      onIntro.filter((e) => e.source === 'contextual' && !e.helpful).length,
    );
    expect(intro.code).toBe(onIntro.filter((e) => e.source === 'code_snippet').length);
    // Default limit 10, and hasMore when pages were left out.
    const small = await get('feedback/by-page');
    expect((small.body.feedback as unknown[]).length).toBe(10);
    expect(small.body.hasMore).toBe(true);
    const filtered = await get('feedback/by-page?source=code_snippet&limit=100');
    for (const r of filtered.body.feedback as { total: number; code: number }[]) {
      expect(r.total).toBe(r.code);
    }
  });

  it('answers 400 for a bad limit, source, status or date', async () => {
    const { status, body } = await get(
      'feedback/by-page?limit=101&source=email&status=open&dateFrom=x',
    );
    expect(status).toBe(400);
    expect((body.details as { message: string }[]).map((d) => d.message.split(':')[0])).toEqual([
      'dateFrom',
      'source',
      'status',
      'limit',
    ]);
  });
});

describe('client: listViews', () => {
  it('reads a page with limit and offset, each attempt taking a unit of the budget', async () => {
    const budget = new RequestBudget(2);
    const c = client(budget);
    try {
      const page = await c.listViews(emu.projectId, {
        limit: 250,
        offset: 250,
        dateFrom: '2020-01-01',
      });
      expect(page.views).toEqual(emu.views().views.slice(250, 500));
      expect(page.hasMore).toBe(true);
      expect(page.skipped).toBe(0);
      expect(page.totals).toEqual(emu.views().totals);
      const last = emu.requests[emu.requests.length - 1]!;
      expect(last.query).toEqual({ dateFrom: '2020-01-01', limit: '250', offset: '250' });
      await c.listViews(emu.projectId, { limit: 1 });
      await expect(c.listViews(emu.projectId, { limit: 1 })).rejects.toBeInstanceOf(
        BudgetExhaustedError,
      );
    } finally {
      await c.close();
    }
  });

  it('drops rows without a path or counts, and refuses a body without totals', async () => {
    const c = client();
    try {
      emu.inject({
        endpoint: 'listViews',
        kind: 'status',
        status: 200,
        body: {
          totals: { human: 3, ai: 1, total: 4 },
          views: [
            { path: '/a', human: 3, ai: 1, total: 4 },
            { path: '', human: 1, ai: 0, total: 1 },
            { path: '/b', human: '3', ai: 0, total: 3 },
            null,
          ],
          hasMore: false,
        },
      });
      const page = await c.listViews(emu.projectId);
      expect(page.views).toEqual([{ path: '/a', human: 3, ai: 1, total: 4 }]);
      expect(page.skipped).toBe(3);

      emu.inject({
        endpoint: 'listViews',
        kind: 'status',
        status: 200,
        body: { views: [], hasMore: false },
      });
      await expect(c.listViews(emu.projectId)).rejects.toThrow(/field "totals" is missing/);
    } finally {
      await c.close();
    }
  });

  it('explains a 400 with the limit and offset rules', async () => {
    const c = client();
    try {
      const err = await c.listViews(emu.projectId, { limit: 500 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PlatformError);
      expect((err as PlatformError).status).toBe(400);
      expect((err as PlatformError).message).toMatch(/list page views.*limit \(1-250\)/);
      expect((err as PlatformError).message).toContain('limit: expected an integer from 1 to 250');
    } finally {
      await c.close();
    }
  });
});

describe('emulator: planted pages', () => {
  it('appear in every analytics dataset with the numbers given', async () => {
    const planted = await startPlatformEmulator({
      analyticsLimitPerHour: 100_000,
      pages: [
        {
          path: '/guides/planted',
          views: 400_000,
          aiViews: 20,
          thumbsUp: 2,
          thumbsDown: 3,
          comments: ['too short', 'wrong flag'],
          unanswered: ['where is the flag?'],
          answered: 2,
          zeroClickSearches: ['planted flag'],
        },
      ],
    });
    try {
      const views = planted.views().views.find((r) => r.path === '/guides/planted');
      expect(views).toEqual({ path: '/guides/planted', human: 400_000, ai: 20, total: 400_020 });
      const mine = planted.feedback().filter((e) => e.path === '/guides/planted');
      expect(mine).toHaveLength(5);
      expect(
        mine.filter((e) => e.source === 'contextual' && !e.helpful).map((e) => e.comment),
      ).toEqual(expect.arrayContaining(['too short', 'wrong flag', null]));
      const res = await fetch(
        `${planted.url}/v1/analytics/${planted.projectId}/feedback/by-page?limit=100`,
        { headers: { authorization: `Bearer ${planted.adminKey}` } },
      );
      const body = (await res.json()) as { feedback: { path: string }[] };
      expect(body.feedback.find((r) => r.path === '/guides/planted')).toEqual({
        path: '/guides/planted',
        thumbsUp: 2,
        thumbsDown: 3,
        code: 0,
        total: 5,
      });
      const asked = planted.assistant().filter((c) => c.pageUrl?.endsWith('/guides/planted'));
      expect(asked.map((c) => c.resolutionStatus).sort()).toEqual([
        'answered',
        'answered',
        'unanswered',
      ]);
      expect(
        planted.searches().searches.find((s) => s.searchQuery === 'planted flag'),
      ).toMatchObject({ ctr: 0, topClickedPage: null });
    } finally {
      await planted.close();
    }
  });
});

describe('client: listFeedbackByPage', () => {
  it('reads the counts per page in one budgeted request, with the contract’s parameters', async () => {
    const budget = new RequestBudget(1);
    const c = client(budget);
    try {
      const reply = await c.listFeedbackByPage(emu.projectId, {
        limit: 100,
        dateFrom: '2020-01-01',
      });
      expect(reply.skipped).toBe(0);
      expect(reply.pages.length).toBeGreaterThan(5);
      expect(reply.pages[0]).toEqual({
        path: expect.any(String),
        thumbsUp: expect.any(Number),
        thumbsDown: expect.any(Number),
        code: expect.any(Number),
        total: expect.any(Number),
      });
      const last = emu.requests[emu.requests.length - 1]!;
      expect(last.path).toBe(`/v1/analytics/${emu.projectId}/feedback/by-page`);
      expect(last.query).toEqual({ dateFrom: '2020-01-01', limit: '100' });
      await expect(c.listFeedbackByPage(emu.projectId)).rejects.toBeInstanceOf(
        BudgetExhaustedError,
      );
    } finally {
      await c.close();
    }
  });

  it('drops rows without a path or counts, refuses a body without hasMore, explains a 400', async () => {
    const c = client();
    try {
      emu.inject({
        endpoint: 'feedbackByPage',
        kind: 'status',
        status: 200,
        body: {
          feedback: [
            { path: '/a', thumbsUp: 1, thumbsDown: 2, code: 0, total: 3 },
            { path: '/b', thumbsUp: '1', thumbsDown: 2, code: 0, total: 3 },
            { thumbsUp: 1, thumbsDown: 2, code: 0, total: 3 },
            7,
          ],
          hasMore: true,
        },
      });
      const reply = await c.listFeedbackByPage(emu.projectId);
      expect(reply).toEqual({
        pages: [{ path: '/a', thumbsUp: 1, thumbsDown: 2, code: 0, total: 3 }],
        hasMore: true,
        skipped: 3,
      });
      emu.inject({
        endpoint: 'feedbackByPage',
        kind: 'status',
        status: 200,
        body: { feedback: [] },
      });
      await expect(c.listFeedbackByPage(emu.projectId)).rejects.toThrow(
        /field "hasMore" is missing/,
      );
      const err = await c
        .listFeedbackByPage(emu.projectId, { limit: 500 })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PlatformError);
      expect((err as PlatformError).message).toMatch(/list feedback by page.*limit \(1-100\)/);
    } finally {
      await c.close();
    }
  });
});
