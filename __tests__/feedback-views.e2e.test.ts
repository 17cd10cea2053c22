/**
 * `mode: feedback` with page views, end to end: the built dist/index.js against the platform
 * emulator (views list of 600 pages, 250 per request; faults) and the GitHub emulator (PR files,
 * the sticky comment). Request counts come from the emulator's request log.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { runAction, type ActionRun } from './helpers/run-action.js';

let platform: PlatformEmulator;
let github: GitHubEmulator;

beforeAll(async () => {
  [platform, github] = await Promise.all([
    startPlatformEmulator({ analyticsLimitPerHour: 100_000 }),
    startGitHubEmulator(),
  ]);
});

afterEach(() => {
  platform.clearFaults();
});

afterAll(async () => {
  await Promise.all([platform.close(), github.close()]);
});

function prEvent(number: number) {
  return {
    name: 'pull_request',
    payload: {
      pull_request: {
        number,
        head: { repo: { full_name: 'acme/docs', fork: false } },
        base: { repo: { full_name: 'acme/docs' } },
      },
    },
  };
}

/** Runs feedback mode on PR `pr` whose changed files are `files`. */
function feedbackOnPr(
  pr: number,
  files: string[],
  extra: Record<string, string> = {},
): Promise<ActionRun> {
  github.setPullFiles(
    pr,
    files.map((filename) => ({ filename })),
  );
  return runAction({
    inputs: {
      'admin-key': platform.adminKey,
      mode: 'feedback',
      'api-url': platform.url,
      'project-id': platform.projectId,
      'github-token': github.token,
      timeout: '60s',
      ...extra,
    },
    env: github.env(),
    event: prEvent(pr),
    killAfterMs: 90_000,
  });
}

/** Requests of one endpoint the emulator logged since `from`. */
function logged(from: number, endpoint: 'listViews' | 'listFeedback') {
  return platform.requests.slice(from).filter((r) => r.endpoint === endpoint);
}

/** The sticky comment of PR `pr`. */
function comment(pr: number): string {
  const marker = `<!-- mintlify-docs-action:feedback:${platform.projectId} -->`;
  const found = (github.state.comments.get(pr) ?? []).filter((c) => c.body.startsWith(marker));
  expect(found).toHaveLength(1);
  return found[0]?.body ?? '';
}

/** The table row of `page` in markdown (the page cell is escaped like the report does). */
function row(md: string, page: string): string {
  const cell = page.replace(/([-_.])/g, '\\$1');
  return md.split('\n').find((l) => l.startsWith(`| ${cell} |`)) ?? '';
}

const n = (v: number): string => new Intl.NumberFormat('en-US').format(v);

function warnings(run: ActionRun): string {
  return run.annotations
    .filter((a) => a.command === 'warning')
    .map((a) => a.message)
    .join('\n');
}

describe('feedback mode: page views', () => {
  it('reads the views only up to the 2nd page, where the changed pages are, and shows them', async () => {
    const all = platform.views();
    expect(all.views.length).toBe(600);
    const second = [all.views[300], all.views[420]].map((v) => v!);
    const known = all.views.find((v) => v.path === '/guides/intro')!;
    const before = platform.requests.length;
    const run = await feedbackOnPr(
      61,
      [
        // The same rules as the feedback: docs-root stripped, `index.mdx` folded, `.md` too.
        `docs${second[0]!.path}/index.mdx`,
        `docs${second[1]!.path}.md`,
        'docs/guides/intro.mdx',
        'docs/images/logo.png',
      ],
      { 'docs-root': 'docs', 'reader-signals': 'none' },
    );
    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('success');

    const views = logged(before, 'listViews');
    expect(views.map((r) => [r.query.limit, r.query.offset, r.status])).toEqual([
      ['250', '0', 200],
      ['250', '250', 200],
    ]);
    // The same window as the feedback read.
    const feedback = logged(before, 'listFeedback');
    expect(views[0]?.query.dateFrom).toBe(feedback[0]?.query.dateFrom);

    const body = comment(61);
    expect(body).toContain(
      '| Page | Human views | AI views | Share of views | Entries | Helpful | Not helpful | Comments |',
    );
    for (const v of [...second, known]) {
      const line = row(body, v.path);
      expect(line).toContain(`| ${n(v.human)} | ${n(v.ai)} |`);
    }
    const share = ((100 * known.total) / all.totals.total).toFixed(1);
    expect(row(body, known.path)).toContain(`| ${share}% |`);
    expect(body).not.toContain('no views in the window');
    expect(body).not.toContain('Most read pages');

    // The job summary: the same table, the most read pages, and both request counts.
    expect(row(run.summary, second[0]!.path)).toContain(n(second[0]!.human));
    expect(run.summary).toContain('### Most read pages');
    expect(row(run.summary, '/quickstart')).toContain(n(all.views[0]!.total));
    expect(run.summary).toContain(
      `Analytics requests: ${feedback.length} for feedback (\`max-pages: 20\`) and 2 for page views`,
    );
    expect(run.summary).toContain('stopped once every changed page was found');
    expect(run.summary).toMatch(/\*\*Read a lot, rated poorly\*\*.*`\/guides\/intro`/);
    expect(warnings(run)).toBe('');
  });

  it('says "no views in the window" for a page the whole list does not hold', async () => {
    const before = platform.requests.length;
    const run = await feedbackOnPr(62, ['guides/brand-new-page.mdx', 'quickstart.mdx']);
    expect(run.code).toBe(0);
    // Not found on any page: the whole list is read, and no further.
    expect(logged(before, 'listViews').map((r) => r.query.offset)).toEqual(['0', '250', '500']);
    const body = comment(62);
    expect(row(body, '/guides/brand-new-page')).toContain('no views in the window');
    expect(row(body, '/quickstart')).toContain(n(platform.views().views[0]!.human));
    expect(run.summary).toContain('Every page with views (600) was read');
  });

  it('shares the analytics budget: max-pages first, views the pages they need, both reported', async () => {
    const target = platform.views().views[260]!;
    const shared = platform.requests.length;
    const run = await feedbackOnPr(63, [`${target.path.slice(1)}.mdx`], {
      'page-size': '50',
      'max-pages': '2',
      // The views alone share the budget here; reader-signals.e2e.test.ts adds the signals.
      'reader-signals': 'none',
    });
    expect(run.code).toBe(0);
    expect(logged(shared, 'listFeedback')).toHaveLength(2);
    expect(logged(shared, 'listViews')).toHaveLength(2);
    expect(run.summary).toContain(
      'Analytics requests: 2 for feedback (`max-pages: 2`) and 2 for page views of up to 250 pages each (stopped once every changed page was found; up to 20 planned); 4 of the 100 per hour used in all',
    );
    expect(run.summary).toContain('first 100 entries; more exist');

    // max-pages 99 leaves one request for views: the read is cut short, and says so.
    const cut = platform.requests.length;
    const tight = await feedbackOnPr(64, [`${target.path.slice(1)}.mdx`], { 'max-pages': '99' });
    expect(tight.code).toBe(0);
    expect(logged(cut, 'listFeedback').length).toBeLessThanOrEqual(99);
    expect(logged(cut, 'listViews')).toHaveLength(1);
    const body = comment(64);
    expect(row(body, target.path)).toContain('not in the 250 most viewed pages read');
    expect(body).toContain('**Page views were cut short:**');
    expect(tight.summary).toContain(' 1 for page views');
    expect(tight.summary).toContain('cut short before every changed page was found');
    expect(warnings(tight)).toContain('Page views were cut short after 1 request (250 pages read)');

    // max-pages 100 takes the whole budget: no views request at all.
    const none = platform.requests.length;
    const full = await feedbackOnPr(65, ['quickstart.mdx'], { 'max-pages': '100' });
    expect(full.code).toBe(0);
    expect(logged(none, 'listViews')).toHaveLength(0);
    expect(comment(65)).toContain('**Page views were not read:**');
    expect(comment(65)).not.toContain('Human views');
    expect(full.summary).toContain(' 0 for page views');
  });

  it('posts the report without views when the views endpoint fails (500, 400, pages that never end)', async () => {
    // 500 on every attempt: the client retries, then gives up; the report still goes out.
    platform.inject({ endpoint: 'listViews', kind: 'status', status: 500, times: 5 });
    let before = platform.requests.length;
    const failed = await feedbackOnPr(66, ['quickstart.mdx']);
    expect(failed.code).toBe(0);
    expect(failed.outputs.outcome).toBe('success');
    expect(failed.outputs.total).toBe('250');
    expect(logged(before, 'listViews').map((r) => r.status)).toEqual([500, 500, 500, 500, 500]);
    let body = comment(66);
    expect(body).not.toContain('Human views');
    expect(body).toContain('**Page views could not be read**');
    expect(body).toContain('HTTP 500');
    expect(row(body, '/quickstart')).toMatch(/^\| \/quickstart \| \d+ \| \d+ \| \d+ \| \d+ \|$/);
    expect(warnings(failed)).toMatch(/Page views could not be read.*HTTP 500/);
    expect(failed.summary).toContain('### Most read pages');
    expect(failed.summary).toContain('**Page views could not be read**');

    // A 400 (the platform refusing limit/offset) is not retried.
    platform.inject({
      endpoint: 'listViews',
      kind: 'status',
      status: 400,
      body: { error: 'Invalid query parameters', details: [{ message: 'offset: too large' }] },
    });
    before = platform.requests.length;
    const refused = await feedbackOnPr(67, ['quickstart.mdx']);
    expect(refused.code).toBe(0);
    expect(logged(before, 'listViews')).toHaveLength(1);
    body = comment(67);
    expect(body).not.toContain('Human views');
    expect(body).toContain('offset: too large');
    expect(warnings(refused)).toContain('HTTP 400');

    // Pages that never end: hasMore stays true past the last row. The read stops at the first
    // page that brings nothing new, and the report goes out without views.
    platform.inject({ endpoint: 'listViews', kind: 'endless', times: 20 });
    before = platform.requests.length;
    const endless = await feedbackOnPr(68, ['guides/not-a-viewed-page.mdx']);
    expect(endless.code).toBe(0);
    expect(logged(before, 'listViews').map((r) => r.query.offset)).toEqual([
      '0',
      '250',
      '500',
      '750',
    ]);
    body = comment(68);
    expect(body).not.toContain('Human views');
    expect(body).toContain('the views list made no progress');
    expect(warnings(endless)).toContain('made no progress');
  });

  it('neutralizes hostile paths from the views list', async () => {
    const hostile = '/guides/@everyone <img src=x onerror=alert(1)> #123 [x](javascript:alert(1))';
    platform.inject({
      endpoint: 'listViews',
      kind: 'status',
      status: 200,
      body: {
        totals: { human: 2_000_000, ai: 0, total: 2_000_000 },
        views: [
          { path: hostile, human: 1_000_000, ai: 0, total: 1_000_000 },
          { path: '/quickstart/', human: 10, ai: 5, total: 15 },
        ],
        hasMore: false,
      },
    });
    const run = await feedbackOnPr(69, ['quickstart.mdx']);
    expect(run.code).toBe(0);
    // `/quickstart/` (trailing slash) is the changed page `quickstart.mdx`.
    expect(row(comment(69), '/quickstart')).toContain('| 10 | 5 | <0.1% |');
    const section = run.summary.slice(run.summary.indexOf('### Most read pages'));
    expect(section).toContain('1,000,000');
    for (const md of [section, comment(69)]) {
      expect(md).not.toMatch(/@everyone|<img|#123|\]\(javascript:/);
    }
  });

  it('reads one page of views outside pull requests, for the most read pages', async () => {
    const before = platform.requests.length;
    const run = await runAction({
      inputs: {
        'admin-key': platform.adminKey,
        mode: 'feedback',
        'api-url': platform.url,
        'project-id': platform.projectId,
      },
    });
    expect(run.code).toBe(0);
    expect(logged(before, 'listViews').map((r) => r.query.offset)).toEqual(['0']);
    expect(run.summary).toContain('### Most read pages');
    expect(run.summary).toContain(' 1 for page views of up to 250 pages each');
    expect(run.summary).toContain('one page is enough for the most read pages');
    expect(run.summary).not.toContain('changed page');
  });

  it('reads no views with page-views: false', async () => {
    const before = platform.requests.length;
    const run = await feedbackOnPr(70, ['quickstart.mdx'], { 'page-views': 'false' });
    expect(run.code).toBe(0);
    expect(logged(before, 'listViews')).toHaveLength(0);
    expect(comment(70)).not.toMatch(/Human views|Page views/);
    expect(run.summary).not.toContain('Most read pages');
  });
});
