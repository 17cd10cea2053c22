/**
 * Page views in the feedback report: the views columns of the changed-pages table, "Most read
 * pages" and its flag line, the notes for cut, skipped and failed reads, sanitizing of paths; and
 * the pure parts of the views read (budget plan, path matching, no-progress detection).
 */
import { describe, expect, it } from 'vitest';
import { planAnalytics } from '../src/modes/feedback/plan.js';
import { PageViewsCollector } from '../src/modes/shared/page-views.js';
import { readInputs } from '../src/modes/index.js';
import { type FeedbackInputs } from '../src/modes/feedback/inputs.js';
import type { ContextualFeedback } from '../src/platform/index.js';
import { FeedbackAggregator } from '../src/modes/feedback/aggregate.js';
import { renderFeedbackSummary } from '../src/modes/feedback/report.js';
import {
  FLAG_MIN_VOTES,
  VIEWS_MAX_PAGES,
  type FeedbackReportInput,
  type PageViewStats,
  type ViewsRead,
} from '../src/modes/feedback/model.js';
import { renderFeedbackComment } from '../src/modes/feedback/report.js';
import { isFlagged, mostReadSection } from '../src/modes/feedback/views-report.js';

let id = 0;
function vote(path: string, helpful: boolean): ContextualFeedback {
  id++;
  return {
    kind: 'contextual',
    id: `fb_${id}`,
    path,
    comment: null,
    createdAt: new Date(Date.UTC(2025, 4, 1) - id * 60_000).toISOString(),
    source: 'contextual',
    status: 'pending',
    helpful,
    contact: null,
  };
}

/** Votes per page: [path, helpful, not helpful]. */
function aggregate(votes: [string, number, number][], prPages: string[] = []) {
  const agg = new FeedbackAggregator({ prPages });
  for (const [path, yes, no] of votes) {
    for (let i = 0; i < yes; i++) agg.add(vote(path, true));
    for (let i = 0; i < no; i++) agg.add(vote(path, false));
  }
  return agg.result();
}

function views(rows: [string, number, number][], overrides: Partial<ViewsRead> = {}): ViewsRead {
  const pages = new Map<string, PageViewStats>();
  for (const [page, human, ai] of rows) pages.set(page, { page, human, ai, total: human + ai });
  const total = rows.reduce((s, [, h, a]) => s + h + a, 0);
  return {
    stop: 'complete',
    requests: 1,
    pageSize: 250,
    allowance: 20,
    wanted: 1,
    rowsRead: rows.length,
    totals: { human: total, ai: 0, total },
    pages,
    budgetUsed: 4,
    budgetLimit: 100,
    ...overrides,
  };
}

function report(
  agg: ReturnType<typeof aggregate>,
  v: ViewsRead | undefined,
  prPages = true,
): FeedbackReportInput {
  return {
    aggregate: agg,
    projectId: 'proj',
    dateFrom: '2025-04-01',
    dateTo: '',
    source: '',
    statuses: [],
    read: { requests: 3, pageSize: 100, maxPages: 20, stop: 'complete', skipped: 0 },
    includeContact: false,
    ...(prPages ? { pr: { number: 7, docsRoot: '', fileCount: 3 } } : {}),
    ...(v ? { views: v } : {}),
  };
}

const line = (md: string, start: string): string =>
  md.split('\n').find((l) => l.startsWith(start)) ?? '';

describe('changed-pages table with views', () => {
  it('adds human and AI views beside the feedback counts, in the comment and the summary alike', () => {
    const agg = aggregate([['/a', 2, 1]], ['/a', '/b']);
    const v = views([
      ['/a', 9_000, 1_000],
      ['/c', 89_000, 1_000],
    ]);
    const { content } = renderFeedbackComment(report(agg, v));
    // The comment's digest: views, helpful share, votes and entries per changed page.
    expect(content).toContain(
      '| Page | Human views | AI views | Helpful | Votes | Entries |\n|---|--:|--:|--:|--:|--:|',
    );
    expect(line(content, '| /a |')).toBe('| /a | 9,000 | 1,000 | 67% | 2 👍 · 1 👎 | 3 |');
    // A page the complete list does not hold has no views in the window.
    expect(line(content, '| /b |')).toBe('| /b | no views in the window | — | — | 0 | 0 |');
    // The comment keeps "Most read pages" for the job summary.
    expect(content).not.toContain('Most read pages');
    // The job summary renders the same table (one renderer); the share of the site's views is
    // in its "Most read pages".
    const md = renderFeedbackSummary(report(agg, v));
    expect(md).toContain(
      '### Pages this PR changes\n\n| Page | Human views | AI views | Helpful | Votes | Entries |',
    );
    expect(line(md, '| /a |')).toBe('| /a | 9,000 | 1,000 | 67% | 2 👍 · 1 👎 | 3 |');
    expect(line(md, '| /b |')).toBe('| /b | no views in the window | — | — | 0 | 0 |');
  });

  it('shows the table, with views, when no changed page has feedback', () => {
    const agg = aggregate([['/other', 1, 0]], ['/a']);
    const md = renderFeedbackSummary(report(agg, views([['/a', 40, 2]])));
    expect(md).toContain('None of the 1 pages this PR changes has feedback in this period.');
    expect(line(md, '| /a |')).toBe('| /a | 40 | 2 | — | 0 | 0 |');
  });

  it('orders pages of equal feedback by reach', () => {
    const agg = aggregate([], ['/small', '/big']);
    const { content } = renderFeedbackComment(
      report(
        agg,
        views([
          ['/small', 5, 0],
          ['/big', 5_000, 0],
        ]),
      ),
    );
    expect(content.indexOf('| /big |')).toBeLessThan(content.indexOf('| /small |'));
  });

  it('says when the views were cut short, and which pages were not reached', () => {
    const agg = aggregate([], ['/a', '/far']);
    const v = views([['/a', 10, 0]], { stop: 'cut', requests: 1, allowance: 1, rowsRead: 250 });
    const { content } = renderFeedbackComment(report(agg, v));
    expect(line(content, '| /far |')).toContain('not in the 250 most viewed pages read');
    expect(content).toContain(
      '**Page views were cut short:** 1 request of up to 250 pages each (250 pages read)',
    );
    const md = renderFeedbackSummary(report(agg, v));
    expect(md).toContain('cut short before every changed page was found; up to 1 planned');
    expect(md).toContain('Ranked among the first 250 pages the API listed');
  });

  it('leaves the views out, with a note, when the read failed or was skipped', () => {
    const agg = aggregate([['/a', 1, 1]], ['/a']);
    const failed = views([], {
      stop: 'failed',
      requests: 0,
      totals: null,
      error: 'GET /v1/analytics/proj/views failed with HTTP 500 [x](javascript:1) @team',
    });
    const { content } = renderFeedbackComment(report(agg, failed));
    expect(content).not.toContain('Human views');
    expect(line(content, '| /a |')).toBe('| /a | 50% | 1 👍 · 1 👎 | 2 |');
    expect(content).toContain('**Page views could not be read**');
    expect(content).toContain('HTTP 500');
    expect(content).not.toMatch(/\]\(javascript:|@team/);
    const md = renderFeedbackSummary(report(agg, failed));
    expect(md).not.toContain('Human views');
    expect(md).toMatch(
      /### Most read pages\n\n> \[!NOTE\]\n> \*\*Page views could not be read\*\*/,
    );
    // Said once in the summary: under "Most read pages", not again in the PR section.
    expect(md.match(/could not be read/g)).toHaveLength(1);

    const skipped = views([], { stop: 'skipped', requests: 0, allowance: 0, totals: null });
    expect(renderFeedbackComment(report(agg, skipped)).content).toContain(
      '**Page views were not read:** no analytics request was left for them.',
    );
  });

  it('renders exactly as before without views', () => {
    const agg = aggregate([['/a', 1, 1]], ['/a']);
    const md = renderFeedbackSummary(report(agg, undefined));
    expect(line(md, '| Page |')).toBe('| Page | Helpful | Votes | Entries |');
    expect(md).not.toMatch(/Most read|Analytics requests|views/);
  });
});

describe('Most read pages', () => {
  it('lists the 10 most read pages with their helpful rate, and reports both request counts', () => {
    const rows: [string, number, number][] = Array.from({ length: 14 }, (_, i) => [
      `/p${i}`,
      1_000 * (14 - i),
      10 * i,
    ]);
    const agg = aggregate([
      ['/p0', 3, 1],
      ['/p5', 0, 0],
    ]);
    const md = renderFeedbackSummary(report(agg, views(rows), false));
    const section = md.slice(md.indexOf('### Most read pages'), md.indexOf('### Overview'));
    expect(line(section, '| Page |')).toBe(
      '| Page | Views | Human | AI | Share of views | Helpful rate |',
    );
    const tableRows = section.split('\n').filter((l) => /^\| \/p\d+ \|/.test(l));
    expect(tableRows.map((l) => l.split(' | ')[0])).toEqual(
      Array.from({ length: 10 }, (_, i) => `| /p${i}`),
    );
    expect(line(section, '| /p0 |')).toBe('| /p0 | 14,000 | 14,000 | 0 | 13% | 75% of 4 |');
    expect(line(section, '| /p5 |')).toMatch(/\| — \|$/);
    expect(section).toContain('Every page with views (14) was read');
    expect(md).toContain(
      'Analytics requests: 3 for feedback (`max-pages: 20`) and 1 for page views of up to 250 pages each (the whole list; up to 20 planned); 4 of the 100 per hour used in all',
    );
  });

  it('flags high-traffic pages whose votes are mostly negative, by a stated rule', () => {
    const rows: [string, number, number][] = [
      ['/bad', 5_000, 0], // 1 of 3 helpful: flagged
      ['/few', 4_000, 0], // 0 of 2: too few votes
      ['/even', 3_000, 0], // 2 of 4: not under half
      ...Array.from({ length: 10 }, (_, i): [string, number, number] => [`/t${i}`, 100, 0]),
      ['/tail', 1, 0], // outside the 10 most read
    ];
    const agg = aggregate([
      ['/bad', 1, 2],
      ['/few', 0, 2],
      ['/even', 2, 2],
      ['/tail', 0, 9],
    ]);
    const section = mostReadSection(views(rows), agg, '###');
    expect(section).toContain(
      '**Read a lot, rated poorly** (among the 10 most read pages, at least 3 votes and under 50% helpful): `/bad` (5,000 views, 2 of 3 votes not helpful).',
    );
    expect(section).not.toMatch(/`\/(few|even|tail)`/);

    const calm = mostReadSection(views([['/ok', 10, 0]]), aggregate([['/ok', 3, 0]]), '###');
    expect(calm).toContain('No high-traffic page has mostly negative feedback');
    expect(FLAG_MIN_VOTES).toBe(3);
    expect(isFlagged(undefined)).toBe(false);
  });

  it('neutralizes page paths from the platform', () => {
    const evil = '/x @everyone <img src=x onerror=alert(1)> [a](javascript:alert(1)) | cell #12';
    const agg = aggregate([[evil, 0, 5]]);
    // Keyed as the views read keys them: by the same normalized path as the feedback.
    const collector = new PageViewsCollector([]);
    collector.add([{ path: evil, human: 100, ai: 0, total: 100 }]);
    const v = { ...views([]), pages: collector.pages, totals: { human: 100, ai: 0, total: 100 } };
    const section = mostReadSection(v, agg, '###');
    // Outside code spans (where GitHub neither mentions nor renders HTML), nothing is live.
    expect(section.replace(/`[^`]*`/g, '')).not.toMatch(/@everyone|<img|\]\(javascript:/);
    // The pipe cannot open a new cell: every table row keeps its 6 columns.
    const rows = section.split('\n').filter((x) => x.startsWith('| /x'));
    expect(rows).toHaveLength(1);
    for (const l of rows) expect(l.split(/(?<!\\)\|/).length - 2).toBe(6);
    expect(section).toContain('Read a lot, rated poorly');
    expect(section).toContain(
      '`/x @everyone <img src=x onerror=alert(1)> [a](javascript:alert(1)) | cell`',
    );
  });
});

describe('page-views input', () => {
  const env = (value?: string): NodeJS.ProcessEnv => ({
    INPUT_MODE: 'feedback',
    'INPUT_ADMIN-KEY': 'mint_test_key',
    'INPUT_PROJECT-ID': 'proj',
    ...(value !== undefined ? { 'INPUT_PAGE-VIEWS': value } : {}),
  });
  const hooks = { setSecret: () => undefined, warning: () => undefined };

  it('is on by default, off with false, and refuses anything else with the other problems', () => {
    expect((readInputs(env(), hooks) as FeedbackInputs).pageViews).toBe(true);
    expect((readInputs(env('false'), hooks) as FeedbackInputs).pageViews).toBe(false);
    expect(() => readInputs(env('sometimes'), hooks)).toThrow(/`page-views`/);
  });
});

describe('views read: plan and matching', () => {
  it('plans views within what max-pages leaves of the budget', () => {
    const views = (remaining: number, maxPages: number): number =>
      planAnalytics(remaining, maxPages, { views: true, searches: false, assistant: false }).views;
    expect(views(100, 20)).toBe(VIEWS_MAX_PAGES);
    expect(views(100, 95)).toBe(5);
    expect(views(100, 100)).toBe(0);
    expect(views(10, 20)).toBe(0);
  });

  it('matches rows to changed pages by the feedback path rules and sums duplicates', () => {
    const c = new PageViewsCollector(['/guides/intro', '/', '/api/users']);
    expect(c.complete).toBe(false);
    c.add([
      { path: '/guides/intro/', human: 10, ai: 1, total: 11 },
      { path: 'https://docs.example.com/guides/intro', human: 5, ai: 0, total: 5 },
      { path: '/index', human: 3, ai: 0, total: 3 },
    ]);
    expect(c.pages.get('/guides/intro')).toEqual({
      page: '/guides/intro',
      human: 15,
      ai: 1,
      total: 16,
    });
    expect(c.pages.get('/')?.total).toBe(3);
    expect(c.complete).toBe(false);
    expect(c.add([{ path: '/api/users.mdx', human: 1, ai: 1, total: 2 }])).toBe(1);
    expect(c.complete).toBe(true);
    // A page of rows already read is no progress.
    expect(c.add([{ path: '/guides/intro/', human: 10, ai: 1, total: 11 }])).toBe(0);
    expect(c.rows).toBe(4);
    expect(new PageViewsCollector([]).complete).toBe(true);
  });
});
