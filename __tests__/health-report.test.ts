/**
 * `mode: health`'s pure parts: its inputs (every problem at once), the budget plan, the listing
 * rule (trouble beyond the site's norm) and the ranking (readers reached × trouble), the unclicked searches matched to pages, the rank changes, the
 * hidden ranks line read back from an issue anyone may edit, and the rendered report, kept in
 * step with __tests__/fixtures/health-issue.md by this test (the demo's run renders the sample in
 * docs/samples/health-issue.md from the one showcase site).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.js';
import { buildIssueBody } from '../src/github/report-issue.js';
import { readInputs } from '../src/modes/index.js';
import { historyLine, readHistory } from '../src/modes/health/history.js';
import type { ReadNote, SiteReads } from '../src/modes/health/model.js';
import { HEALTH_CAPS, planHealth } from '../src/modes/health/plan.js';
import {
  FORMULA,
  matchSearches,
  rankChanges,
  rankPages,
  scoreOf,
  poissonLower,
  siteNorm,
  wilsonLower,
  type RankedPage,
} from '../src/modes/health/ranking.js';
import { readerText } from '../src/modes/health/reader-report.js';
import {
  LISTING_RULE,
  renderHealthIssue,
  renderHealthSummary,
  type HealthReport,
} from '../src/modes/health/report.js';
import { actionDefaults } from './helpers/run-action.js';

const quiet = { setSecret: () => undefined, warning: () => undefined };

function envOf(inputs: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { GITHUB_REPOSITORY: 'acme/docs', GITHUB_EVENT_NAME: 'schedule' };
  const all = {
    ...actionDefaults(),
    'admin-key': 'mint_test_0123456789abcdef',
    mode: 'health',
    'project-id': 'proj_1',
    'github-token': 'ghs_test',
    ...inputs,
  };
  for (const [k, v] of Object.entries(all)) env[`INPUT_${k.toUpperCase()}`] = v;
  return env;
}

function problemsOf(inputs: Record<string, string>): readonly string[] {
  try {
    readInputs(envOf(inputs), quiet);
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as InputError).problems;
  }
  throw new Error('no InputError');
}

describe('mode: health inputs', () => {
  it('reads the defaults: 30 days, top 10, the title and label, a 10-minute timeout', () => {
    const inputs = readInputs(envOf({}), quiet);
    expect(inputs).toMatchObject({
      mode: 'health',
      top: 10,
      issueTitle: 'Docs health report',
      issueLabel: 'docs-health',
      dateTo: '',
      timeoutMs: 10 * 60_000,
    });
    const from = Date.parse((inputs as { dateFrom: string }).dateFrom);
    expect(Math.abs(Date.now() - 30 * 86_400_000 - from)).toBeLessThan(60_000);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({
      'project-id': '',
      'github-token': '',
      top: '51',
      'issue-title': 'x'.repeat(257),
      'issue-label': 'docs,health',
      'date-from': '2024-02-01',
      'date-to': '2024-01-01',
    });
    expect(problems).toEqual([
      expect.stringContaining('`mode: health` needs `project-id`'),
      expect.stringContaining('`mode: health` needs `github-token`'),
      expect.stringContaining('must be before `date-to`'),
      expect.stringContaining('`top` "51" must be a whole number from 1 to 50'),
      expect.stringContaining('`issue-title`'),
      expect.stringContaining('without a comma'),
    ]);
  });
});

describe('the budget plan', () => {
  it('gives each read its cap, in order, and cuts the last ones when the budget is short', () => {
    expect(planHealth(100)).toEqual(HEALTH_CAPS);
    expect(planHealth(6)).toEqual({ views: 4, votes: 1, assistant: 1, searches: 0, comments: 0 });
    expect(planHealth(0)).toEqual({ views: 0, votes: 0, assistant: 0, searches: 0, comments: 0 });
  });
});

/** Site reads from plain maps (notes do not matter to the ranking). */
function reads(
  views: Record<string, number>,
  votes: Record<string, [up: number, down: number, code?: number]>,
  asked: Record<string, number> = {},
): Pick<SiteReads, 'views' | 'votes' | 'assistant'> {
  const note = { planned: 1, used: 1, stop: 'complete', rows: 0, more: false } as const;
  return {
    views: { data: new Map(Object.entries(views)), note: { ...note, read: 'views' } },
    votes: {
      data: new Map(
        Object.entries(votes).map(([p, [up, down, code = 0]]) => [p, { up, down, code }]),
      ),
      note: { ...note, read: 'votes' },
    },
    assistant: {
      data: new Map(
        Object.entries(asked).map(([p, count]) => [p, { count, questions: [`why ${p}?`] }]),
      ),
      note: { ...note, read: 'assistant' },
    },
  };
}

describe('the listing rule: trouble beyond the site’s own norm', () => {
  it('takes the Wilson lower bound (95%) of a share', () => {
    expect(wilsonLower(84, 90)).toBeCloseTo(0.8621, 4);
    expect(wilsonLower(5, 8)).toBeCloseTo(0.3057, 4);
    expect(wilsonLower(1, 1)).toBeCloseTo(0.2065, 4);
    expect(wilsonLower(0, 10)).toBe(0);
    expect(wilsonLower(0, 0)).toBeUndefined();
  });

  it('measures the site: its not-helpful share and its questions + code reports per 1,000 views', () => {
    const norm = siteNorm(
      reads({ '/a': 3_000, '/b': 1_000 }, { '/a': [90, 10, 1], '/b': [0, 0] }, { '/c': 3 }),
    );
    expect(norm.notHelpful).toBeCloseTo(0.1);
    expect(norm.perThousand).toBeCloseTo(1);
    expect(siteNorm(reads({}, {}))).toEqual({ notHelpful: undefined, perThousand: undefined });
  });

  it('never lists a page rated 98% helpful, however many read it', () => {
    const ranked = rankPages(
      reads(
        { '/welcome': 900_000, '/poor': 40_000, '/ok': 60_000 },
        { '/welcome': [240, 4], '/poor': [10, 80], '/ok': [200, 30] },
      ),
    );
    expect(ranked.map((p) => p.page)).toEqual(['/poor']);
    const site = 114 / 564;
    expect(ranked[0]?.listedFor).toEqual({
      notHelpful: {
        lower: expect.closeTo(wilsonLower(80, 90) ?? 0, 9),
        site: expect.closeTo(site, 9),
      },
    });
  });

  it('takes the exact Poisson lower bound (95%) of a count', () => {
    expect(poissonLower(0)).toBe(0);
    expect(poissonLower(1)).toBeCloseTo(0.02532, 5);
    expect(poissonLower(3)).toBeCloseTo(0.61867, 5);
    expect(poissonLower(30)).toBeCloseTo(20.2409, 4);
    // Past 100 events, Wilson–Hilferty's approximation: within 0.1% of the exact bound.
    expect(poissonLower(101) / 82.2662).toBeCloseTo(1, 3);
  });

  it('lists a page whose questions and code reports per 1,000 views are beyond the site rate, as a lower bound when its views were not read', () => {
    const ranked = rankPages(
      reads(
        { '/busy': 100_000, '/calm': 300_000, '/quiet': 1_000 },
        { '/busy': [50, 5], '/calm': [300, 30], '/quiet': [4, 0, 3] },
        { '/busy': 30, '/calm': 2, '/unread': 4 },
      ),
    );
    // The site: 39 questions and reports per 401,000 views, 0.097 per 1,000.
    const site = (1_000 * 39) / 401_000;
    expect(ranked.map((p) => p.page)).toEqual(['/busy', '/unread', '/quiet']);
    const why = new Map(ranked.map((p) => [p.page, p.listedFor]));
    expect(why.get('/busy')).toEqual({
      perThousand: { rate: 0.3, lower: expect.closeTo(0.2024, 4), site, atLeast: false },
    });
    expect(why.get('/quiet')?.perThousand).toMatchObject({ rate: 3, atLeast: false });
    // Not in the views read: at most the 1,000 views of the least viewed page read.
    expect(why.get('/unread')?.perThousand).toMatchObject({ rate: 4, site, atLeast: true });
    // Two questions on 300,000 views, 30 of 330 votes not helpful: the site's norm.
    expect(why.has('/calm')).toBe(false);
  });

  it('lists nothing when no page stands out', () => {
    const even = reads({ '/a': 1_000, '/b': 1_000 }, { '/a': [9, 1], '/b': [9, 1] }, {});
    expect(rankPages(even)).toEqual([]);
  });

  it('states its rule in one line', () => {
    expect(LISTING_RULE).not.toContain('\n');
    expect(LISTING_RULE).toMatch(
      /95% lower bound \(Wilson\).*per 1,000 views above the site's rate$/,
    );
  });
});

describe('the ranking of listed pages: readers reached × trouble', () => {
  it('puts a page read a lot and rated poorly above a page read more and rated less poorly', () => {
    const ranked = rankPages(
      reads(
        { '/poor': 400_000, '/meh': 900_000, '/fine': 500_000 },
        { '/poor': [10, 80], '/meh': [150, 60], '/fine': [2_000, 40] },
      ),
    );
    expect(ranked.map((p) => [p.page, p.rank])).toEqual([
      ['/poor', 1],
      ['/meh', 2],
    ]);
    expect(ranked[0]?.score).toBeCloseTo(400_000 * (80 / 95));
  });

  it('does not let a single vote rate a page, and weighs a question like 1,000 unhappy views', () => {
    // One thumbs-down on a page read 900,000 times: 900,000 × 1/6, not 900,000.
    expect(scoreOf(900_000, { up: 0, down: 1, code: 0 }, 0)).toBeCloseTo(150_000);
    expect(scoreOf(0, { up: 0, down: 0, code: 2 }, 3)).toBe(5_000);
    expect(scoreOf(undefined, { up: 0, down: 9, code: 0 }, 0)).toBe(0);
  });

  it('ranks pages the views read did not reach, breaks ties by views, then by path', () => {
    const ranked = rankPages(
      reads(
        { '/b': 10, '/a': 10, '/fine': 5_000 },
        { '/fine': [9, 0], '/a': [0, 0, 1], '/b': [0, 0, 1] },
        { '/unread': 2 },
      ),
    );
    expect(ranked.map((p) => p.page)).toEqual(['/unread', '/a', '/b']);
    expect(ranked[0]?.views).toBeUndefined();
  });

  it('states its formula in one line', () => {
    expect(FORMULA).not.toContain('\n');
    expect(FORMULA).toMatch(/^score = views × \(not-helpful share \+/);
  });
});

function ranked(...pages: string[]): RankedPage[] {
  return pages.map((page, i) => ({
    page,
    rank: i + 1,
    views: 1_000,
    votes: { up: 1, down: 1, code: 0 },
    notHelpful: 1 / 7,
    unanswered: { count: 0, questions: [] },
    score: 1,
    listedFor: { notHelpful: { lower: 0.2, site: 0.1 } },
  }));
}

describe('unclicked searches and rank changes', () => {
  it('matches a term to the listed page sharing the most words, plurals folded, none when nothing is shared', () => {
    const pages = ranked('/guides/rate-limits', '/api-reference/users/create', '/guides/webhooks');
    const matched = matchSearches(pages, [
      { term: 'rate limit exceeded', hits: 9 },
      { term: 'create users api', hits: 7 },
      { term: 'webhook retry', hits: 5 },
      { term: 'pricing', hits: 4 },
      { term: 'guides api', hits: 3 },
    ]);
    expect([...matched.entries()]).toEqual([
      ['/guides/rate-limits', [{ term: 'rate limit exceeded', hits: 9 }]],
      ['/api-reference/users/create', [{ term: 'create users api', hits: 7 }]],
      ['/guides/webhooks', [{ term: 'webhook retry', hits: 5 }]],
    ]);
  });

  it('says how each page moved since the last list', () => {
    const changes = rankChanges(ranked('/a', '/b', '/c', '/d'), ['/c', '/b', '/a']);
    expect(Object.fromEntries(changes)).toEqual({
      '/a': { kind: 'up', by: 2 },
      '/b': { kind: 'same' },
      '/c': { kind: 'down', by: 2 },
      '/d': { kind: 'new' },
    });
  });
});

describe('the hidden ranks line', () => {
  it('reads back what it wrote, whatever the paths hold', () => {
    const pages = ['/a', '/b --> <script>', '/c\n## x'];
    const line = historyLine(pages);
    expect(line.match(/-->/g)).toHaveLength(1);
    expect(line).toMatch(/^<!-- mintlify-docs-action:health-ranks:[A-Za-z0-9_-]+ -->$/);
    expect(readHistory(`# Report\n\n${line}\n\nfooter`)).toEqual(pages);
  });

  it('ignores a line someone edited into something else', () => {
    const encode = (v: unknown) =>
      `<!-- mintlify-docs-action:health-ranks:${Buffer.from(JSON.stringify(v)).toString('base64url')} -->`;
    for (const bad of [
      'no line at all',
      '<!-- mintlify-docs-action:health-ranks:!!! -->',
      encode(null),
      encode({ v: 2, pages: ['/a'] }),
      encode({ v: 1, pages: [1, 2] }),
      encode({ v: 1, pages: Array.from({ length: 51 }, (_, i) => `/p${i}`) }),
      encode({ v: 1, pages: ['x'.repeat(501)] }),
    ]) {
      expect(readHistory(bad), bad).toBeUndefined();
    }
  });
});

describe('reader text', () => {
  it('loses contact details and every piece of live markdown', () => {
    const out = readerText(
      '@octocat see #12 <b>x</b> [a](https://evil.example) mail a.b@example.com, call +1 415 555 0100\n/close',
    );
    expect(out).not.toMatch(/@octocat|#12|<b>|\]\(|example\.com|555 0100|\n/);
    expect(out).toContain('[e-mail]'.replace(/([[\]-])/g, '\\$1'));
  });

  it('loses the credentials readers paste, with a placeholder that says what was removed', () => {
    const token = `ghp_${'a1B2c3D4e5'.repeat(3)}123456`;
    const out = readerText(`my token ${token} gets a 401, why?`);
    expect(out).not.toContain(token);
    expect(out).not.toContain('a1B2c3D4e5');
    expect(out).toMatch(/GitHub token removed/);
  });
});

/** How the sample's reads went: an ordinary run. */
const NOTES: ReadNote[] = [
  { read: 'views', planned: 4, used: 4, stop: 'cut', rows: 1_000, more: true },
  { read: 'votes', planned: 1, used: 1, stop: 'complete', rows: 100, more: true },
  { read: 'assistant', planned: 2, used: 1, stop: 'complete', rows: 412, more: false },
  { read: 'searches', planned: 3, used: 1, stop: 'complete', rows: 640, more: false },
  { read: 'comments', planned: 3, used: 2, stop: 'found', rows: 200, more: false },
];

/** The same run with a read that failed with markup in its error. */
const FAILED_NOTES: ReadNote[] = NOTES.map((n) =>
  n.read === 'searches'
    ? { ...n, stop: 'failed', rows: 0, error: 'HTTP 500 <b>Internal Server Error</b>' }
    : n,
);

/** One page of the sample site: views, 👍, 👎, code reports, unanswered questions. */
type SamplePage = [
  path: string,
  views: number,
  up: number,
  down: number,
  code: number,
  asked: string[],
];

/** The sample site: a few pages in trouble among ordinary ones. */
const SITE: SamplePage[] = [
  [
    '/guides/troubleshooting',
    400_000,
    6,
    84,
    0,
    ['Why does deploy fail with error 502 after the upgrade?', 'How do I clear the build cache?'],
  ],
  ['/quickstart', 900_000, 240, 4, 0, []],
  ['/api-reference/users/create', 8_100, 3, 5, 6, ['Which fields are required?']],
  ['/guides/webhooks', 61_000, 120, 14, 1, []],
  ['/guides/authentication', 150_000, 310, 22, 0, ['Can I rotate an API key without downtime?']],
  ['/api-reference/introduction', 95_000, 95, 6, 0, []],
];

/** The sample report: fixed data, so __tests__/fixtures/health-issue.md pins the issue's layout. */
function sample(changes = true): HealthReport {
  const all = rankPages({
    views: { data: new Map(SITE.map(([p, views]) => [p, views])), note: NOTES[0]! },
    votes: {
      data: new Map(SITE.map(([p, , up, down, code]) => [p, { up, down, code }])),
      note: NOTES[1]!,
    },
    assistant: {
      data: new Map(
        SITE.filter(([, , , , , q]) => q.length > 0).map(([p, , , , , q]) => [
          p,
          { count: q.length, questions: q },
        ]),
      ),
      note: NOTES[2]!,
    },
  });
  const pages = all.slice(0, 3);
  return {
    projectId: 'proj_demo',
    dateFrom: '2026-10-01',
    dateTo: '2026-10-31',
    top: 3,
    pages,
    ranked: all.length,
    pagesRead: 1_000,
    searches: new Map([
      ['/guides/troubleshooting', [{ term: 'troubleshooting 502 gateway', hits: 120 }]],
    ]),
    comments: new Map([
      [
        '/guides/troubleshooting',
        ['The 502 section still describes the old proxy.', 'Step 4 fails with permission denied.'],
      ],
      ['/api-reference/users/create', ['The code sample does not compile.']],
    ]),
    changes: changes
      ? new Map([
          ['/guides/troubleshooting', { kind: 'up', by: 2 } as const],
          ['/api-reference/users/create', { kind: 'new' } as const],
        ])
      : undefined,
    notes: NOTES,
    budget: { used: 9, limit: 100 },
    formula: FORMULA,
  };
}

describe('the rendered report', () => {
  it('matches the committed layout (__tests__/fixtures/health-issue.md)', async () => {
    // The whole body, as the issue gets it: marker, digest, report, hidden ranks, footer.
    const report = sample();
    const content = `${historyLine(report.pages.map((p) => p.page))}\n${renderHealthIssue(report)}`;
    const footer =
      '<sub>Kept current by the `mode: health` step of mintlify-docs-action; last written by [this workflow run](https://github.com/acme/docs/actions/runs/4242).</sub>';
    // A check, not a snapshot: `vitest -u` must not rewrite the committed sample to match a
    // regression. When the layout changes on purpose, edit the fixture with it.
    const committed = readFileSync(new URL('./fixtures/health-issue.md', import.meta.url), 'utf8');
    expect(buildIssueBody(report.projectId, content, footer)).toBe(committed);
  });

  it('shows the rank column only when an earlier report was read, and says what each read left out', () => {
    const first = renderHealthIssue({ ...sample(false), notes: FAILED_NOTES });
    expect(first).not.toContain('Since last report');
    expect(renderHealthIssue(sample())).toContain('| 1 | /guides/troubleshooting | 400,000 |');
    expect(renderHealthIssue(sample())).toMatch(/\| ▲ 2 \|\n/);
    expect(first).toContain('Page views: 4 of 4 planned requests, 1,000 pages');
    expect(first).toContain('less viewed pages were not read');
    expect(first).toContain('the API returns at most 100 per request');
    expect(first).toContain('Search terms: 1 of 3 planned requests; could not be read: HTTP 500');
    expect(first).not.toContain('<b>');
    expect(first).toContain('Feedback comments: 2 of 3 planned requests, 200 feedback entries');
    expect(first).toContain('Analytics requests: 9 of the 100 per hour');
  });

  it('keeps 50 pages of long quotes within GitHub’s limit: every row, the notes, no cut', () => {
    const long = (i: number, what: string) => `${what} ${i} ${'word '.repeat(80)}`;
    const pages: RankedPage[] = Array.from({ length: 50 }, (_, i) => ({
      ...ranked(`/p${i}`)[0]!,
      rank: i + 1,
      unanswered: { count: 3, questions: [1, 2, 3].map((q) => long(q, `question ${i}`)) },
    }));
    const report: HealthReport = {
      ...sample(false),
      pages,
      comments: new Map(pages.map((p, i) => [p.page, [1, 2, 3].map((c) => long(c, `said ${i}`))])),
      searches: new Map(pages.map((p) => [p.page, [{ term: 'x'.repeat(300), hits: 1 }]])),
    };
    const content = `${historyLine(pages.map((p) => p.page))}\n${renderHealthIssue(report)}`;
    const body = buildIssueBody('proj', content, 'footer');
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).not.toContain("reached GitHub's limit");
    expect(body.split('\n').filter((l) => /^\| \d+ \|/.test(l))).toHaveLength(50);
    expect(body).toMatch(/Pages \d+ to 50 are in the table only/);
    expect(body).toContain('How this report was read');
    expect(readHistory(body)).toHaveLength(50);
  });

  it('says so when no page shows trouble, and the summary links the issue or says why not', () => {
    const empty = { ...sample(false), pages: [], ranked: 0 };
    expect(renderHealthIssue(empty)).toContain(
      "No page shows trouble beyond the site's norm in this window",
    );
    expect(renderHealthIssue(empty)).toContain(
      'Feedback comments: 2 of 3 planned requests', // the notes still say how it was read
    );
    const linked = renderHealthSummary(sample(), {
      number: 7,
      url: 'https://github.com/a/b/issues/7',
    });
    expect(linked).toContain('Issue: [#7](https://github.com/a/b/issues/7)');
    expect(linked).toContain('| 1 | /guides/troubleshooting |');
    const refused = renderHealthSummary(sample(), { error: 'HTTP 403 <img src=x>' });
    expect(refused).toContain('The issue was not written: HTTP 403 &lt;img');
  });
});
