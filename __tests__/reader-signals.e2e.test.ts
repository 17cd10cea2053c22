/**
 * `mode: feedback` with reader signals (search terms, assistant conversations), end to end: the
 * built action against the platform emulator (its seeded searches and conversations, faults) and
 * the GitHub emulator (PR files, the sticky comment). Request counts come from the emulator's
 * request log; expected figures are worked out here from the emulator's whole datasets.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import {
  startPlatformEmulator,
  type EndpointName,
  type PlatformEmulator,
} from '../emulator/platform/server.js';
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

/** The demo's PR: two pages under `docs/`, and a file that is no page. */
const DEMO_FILES = ['docs/guides/intro.mdx', 'docs/quickstart.mdx', 'README.md'];

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

/** Runs feedback mode on PR `pr` whose changed files are `files`, against `emu`. */
function feedbackOnPr(
  pr: number,
  files: string[],
  extra: Record<string, string> = {},
  emu: PlatformEmulator = platform,
): Promise<ActionRun> {
  github.setPullFiles(
    pr,
    files.map((filename) => ({ filename })),
  );
  return runAction({
    inputs: {
      'admin-key': emu.adminKey,
      mode: 'feedback',
      'api-url': emu.url,
      'project-id': emu.projectId,
      'github-token': github.token,
      'docs-root': 'docs',
      timeout: '60s',
      ...extra,
    },
    env: github.env(),
    event: prEvent(pr),
    killAfterMs: 90_000,
  });
}

/** Requests of one endpoint `emu` logged since `from`. */
function logged(from: number, endpoint: EndpointName, emu: PlatformEmulator = platform) {
  return emu.requests.slice(from).filter((r) => r.endpoint === endpoint);
}

/** The sticky comment of PR `pr`. */
function comment(pr: number, emu: PlatformEmulator = platform): string {
  const marker = `<!-- mintlify-docs-action:feedback:${emu.projectId} -->`;
  const found = (github.state.comments.get(pr) ?? []).filter((c) => c.body.startsWith(marker));
  expect(found).toHaveLength(1);
  return found[0]?.body ?? '';
}

/** The signals table's row of `page`. */
function row(md: string, page: string): string {
  const section = md.slice(md.indexOf('What readers searched for and asked on these pages'));
  return section.split('\n').find((l) => l.startsWith(`| ${page} |`)) ?? '';
}

function warnings(run: ActionRun): string {
  return run.annotations
    .filter((a) => a.command === 'warning')
    .map((a) => a.message)
    .join('\n');
}

const n = (v: number): string => new Intl.NumberFormat('en-US').format(v);

/** The top 5 terms whose most-clicked page is `page`, as the report shows them. */
function expectedTerms(page: string): string[] {
  return platform
    .searches()
    .searches.filter((t) => t.topClickedPage === page && t.ctr > 0)
    .slice(0, 5)
    .map((t) => `${t.searchQuery} (${n(t.hits)} · ${Math.round(t.ctr * 100)}%)`);
}

/** Conversations started on `page` or citing it, and how many of them went unanswered. */
function expectedConversations(page: string): { all: number; unanswered: number } {
  const url = `https://docs.example.com${page}`;
  const on = platform
    .assistant()
    .filter((c) => c.pageUrl === url || c.sources.some((s) => s.url === url));
  return {
    all: on.length,
    unanswered: on.filter((c) => c.resolutionStatus === 'unanswered').length,
  };
}

/** Personal data planted in the emulator's search terms and questions. */
const PERSONAL = ['jane.doe', '@example.com', '555', '7946', '0958'];

describe('feedback mode: reader signals', () => {
  it('shows the top search terms and the assistant conversations of each changed page, without contact details', async () => {
    const before = platform.requests.length;
    const run = await feedbackOnPr(81, DEMO_FILES);
    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('success');

    // One page of each: the first 100 terms hold every page's top 5 and 10 unclicked terms; the
    // 400 conversations fit in one page of 1,000. Both in the feedback read's window.
    const searches = logged(before, 'listSearches');
    const assistant = logged(before, 'listAssistant');
    expect(searches.map((r) => [r.query.limit, r.query.cursor, r.status])).toEqual([
      ['100', undefined, 200],
    ]);
    expect(assistant.map((r) => [r.query.limit, r.status])).toEqual([['1000', 200]]);
    const feedback = logged(before, 'listFeedback');
    expect(searches[0]?.query.dateFrom).toBe(feedback[0]?.query.dateFrom);
    expect(assistant[0]?.query.dateFrom).toBe(feedback[0]?.query.dateFrom);

    const body = comment(81);
    expect(body).toContain('#### What readers searched for and asked on these pages');
    for (const page of ['/guides/intro', '/quickstart']) {
      const line = row(body, page);
      const terms = expectedTerms(page);
      expect(terms).toHaveLength(5);
      expect(line).toContain(`| ${terms.join(', ')} |`);
      const c = expectedConversations(page);
      expect(c.unanswered).toBeGreaterThan(0);
      expect(line).toMatch(new RegExp(`\\| ${n(c.all)} \\| ${n(c.unanswered)} \\|$`));
    }
    expect(row(body, '/guides/intro')).toContain('getting started');

    // The unanswered question with an e-mail and a phone number is quoted without them.
    expect(body).toContain('**Unanswered assistant questions**');
    expect(body).toContain(
      'How do I connect the intro example to our SSO? Please email me at \\[e\\-mail\\] or call \\[phone\\]\\.',
    );
    expect(body).toContain('Reach me on \\[phone\\]');
    // A long question is cut to 200 characters.
    const long = body.split('\n').find((l) => l.includes('Where is the list of regions?')) ?? '';
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThan(4 + 200 + 20);

    // The job summary: the same section, and "Searched, nothing clicked" with its terms.
    expect(run.summary).toContain('### What readers searched for and asked on these pages');
    expect(run.summary).toContain('### Searched, nothing clicked');
    const gaps = run.summary.slice(run.summary.indexOf('### Searched, nothing clicked'));
    const sso = platform.searches().searches.find((t) => t.searchQuery === 'sso');
    expect(gaps).toContain(`| sso | ${n(sso?.hits ?? -1)} |`);
    expect(gaps).toContain('| password reset for \\[e\\-mail\\] |');
    expect(gaps).not.toContain('| quickstart |');
    expect(run.summary).toContain(
      `and 1 for assistant conversations of up to 1,000 each (the whole list; up to 2 planned)`,
    );
    expect(run.summary).toContain(
      '1 for search terms of up to 100 each (stopped once the report had what it needs; up to 3 planned)',
    );
    for (const md of [body, run.summary]) {
      for (const personal of PERSONAL) expect(md).not.toContain(personal);
    }
    // Reader text never reaches the log.
    for (const personal of PERSONAL) expect(run.stdout).not.toContain(personal);
    expect(warnings(run)).toBe('');
  });

  it('quotes a question full of markup as text', async () => {
    const run = await feedbackOnPr(80, ['docs/guides/authentication.mdx']);
    expect(run.code).toBe(0);
    const body = comment(80);
    expect(body).toContain('see \\[the docs\\]\\(javascript\u200b:alert\\(1\\)\\)');
    for (const md of [body, run.summary]) {
      expect(md).not.toMatch(/<img|@everyone|\]\(javascript:|#123/);
    }
  });

  it('reads neither signal with reader-signals: none', async () => {
    const before = platform.requests.length;
    const run = await feedbackOnPr(82, DEMO_FILES, { 'reader-signals': 'none' });
    expect(run.code).toBe(0);
    expect(logged(before, 'listSearches')).toHaveLength(0);
    expect(logged(before, 'listAssistant')).toHaveLength(0);
    expect(logged(before, 'listViews')).toHaveLength(1);
    expect(comment(82)).not.toMatch(/searched for|assistant/i);
    expect(run.summary).not.toMatch(/Searched, nothing clicked|search terms|assistant/i);

    // One of them: only its endpoint is asked.
    const one = platform.requests.length;
    const searchesOnly = await feedbackOnPr(83, DEMO_FILES, { 'reader-signals': 'searches' });
    expect(searchesOnly.code).toBe(0);
    expect(logged(one, 'listSearches')).toHaveLength(1);
    expect(logged(one, 'listAssistant')).toHaveLength(0);
    expect(row(comment(83), '/quickstart')).not.toMatch(/\| \d+ \| \d+ \|$/);
  });

  it('reads searches alone outside pull requests, for "Searched, nothing clicked"', async () => {
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
    expect(logged(before, 'listSearches')).toHaveLength(1);
    expect(logged(before, 'listAssistant')).toHaveLength(0);
    expect(run.summary).toContain('### Searched, nothing clicked');
    expect(run.summary).not.toContain('What readers searched for and asked');
  });

  it('shares the analytics budget with the feedback and the views: max-pages first, then a turn each', async () => {
    // 97 for the feedback leaves 3: one each for views, searches and assistant.
    let before = platform.requests.length;
    const tight = await feedbackOnPr(84, DEMO_FILES, { 'max-pages': '97' });
    expect(tight.code).toBe(0);
    const feedback = logged(before, 'listFeedback').length;
    expect(logged(before, 'listViews')).toHaveLength(1);
    expect(logged(before, 'listSearches')).toHaveLength(1);
    expect(logged(before, 'listAssistant')).toHaveLength(1);
    expect(tight.summary).toContain(
      `Analytics requests: ${feedback} for feedback (\`max-pages: 97\`), 1 for page views`,
    );
    expect(tight.summary).toContain(`; ${feedback + 3} of the 100 per hour used in all`);

    // 99 leaves 1: the views take it, and the report says the signals were not read.
    before = platform.requests.length;
    const full = await feedbackOnPr(85, DEMO_FILES, { 'max-pages': '99' });
    expect(full.code).toBe(0);
    expect(logged(before, 'listViews')).toHaveLength(1);
    expect(logged(before, 'listSearches')).toHaveLength(0);
    expect(logged(before, 'listAssistant')).toHaveLength(0);
    const body = comment(85);
    expect(body).toContain('**Search terms were not read:**');
    expect(body).toContain('**Assistant conversations were not read:**');
    expect(full.summary).toContain('0 for search terms of up to 100 each (no room left');
    expect(warnings(full)).toContain('Search terms were not read');
  });

  it('stops at 3 pages of terms and 2 of conversations when the lists go on, and says so', async () => {
    const big = await startPlatformEmulator({
      analyticsLimitPerHour: 100_000,
      searchTermCount: 600,
      assistantCount: 2_500,
    });
    try {
      const before = big.requests.length;
      // A page no term leads to: every planned page of terms is read looking for it.
      const run = await feedbackOnPr(86, ['docs/guides/brand-new.mdx'], {}, big);
      expect(run.code).toBe(0);
      const searches = logged(before, 'listSearches', big);
      expect(searches).toHaveLength(3);
      // Each page follows the cursor of the one before.
      expect(searches[0]?.query.cursor).toBeUndefined();
      expect(searches[1]?.query.cursor).toBeTruthy();
      expect(searches[2]?.query.cursor).not.toBe(searches[1]?.query.cursor);
      const assistant = logged(before, 'listAssistant', big);
      expect(assistant).toHaveLength(2);
      expect(assistant[1]?.query.cursor).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
      const body = comment(86, big);
      expect(row(body, '/guides/brand\\-new')).toContain(
        'none in the 300 most searched terms read',
      );
      expect(body).toContain('**Search terms were cut short:**');
      expect(body).toContain(
        '**Assistant conversations were cut short:** the counts cover the 2,000',
      );
      expect(run.summary).toContain(
        '3 for search terms of up to 100 each (cut short; up to 3 planned)',
      );
    } finally {
      await big.close();
    }
  });

  it('posts the report without a signal whose endpoint fails (500, 400, a cursor that never ends)', async () => {
    // 500 on every attempt of the searches: retried, then dropped with a warning.
    platform.inject({ endpoint: 'listSearches', kind: 'status', status: 500, times: 5 });
    let before = platform.requests.length;
    const failed = await feedbackOnPr(87, DEMO_FILES);
    expect(failed.code).toBe(0);
    expect(failed.outputs.outcome).toBe('success');
    expect(logged(before, 'listSearches').map((r) => r.status)).toEqual([500, 500, 500, 500, 500]);
    let body = comment(87);
    expect(body).toContain('**Search terms could not be read**');
    expect(body).toContain('HTTP 500');
    expect(body).not.toContain('Top searches leading here');
    // The other signal stands.
    expect(body).toContain('Assistant conversations');
    expect(row(body, '/quickstart')).toMatch(/\| \d+ \| \d+ \|$/);
    expect(warnings(failed)).toMatch(/Search terms could not be read.*HTTP 500/);
    expect(failed.summary).toContain('### Searched, nothing clicked');
    expect(failed.summary).toContain('**Search terms could not be read**');

    // A 400 from the assistant is not retried.
    platform.inject({
      endpoint: 'listAssistant',
      kind: 'status',
      status: 400,
      body: { error: 'Invalid query parameters', details: [{ message: 'cursor: not a ULID' }] },
    });
    before = platform.requests.length;
    const refused = await feedbackOnPr(88, DEMO_FILES);
    expect(refused.code).toBe(0);
    expect(logged(before, 'listAssistant')).toHaveLength(1);
    body = comment(88);
    expect(body).toContain('**Assistant conversations could not be read**');
    expect(body).toContain('cursor: not a ULID');
    expect(body).not.toContain('Unanswered assistant questions');
    expect(row(body, '/quickstart')).toContain(expectedTerms('/quickstart')[0]);
    expect(warnings(refused)).toMatch(/Assistant conversations could not be read.*HTTP 400/);

    // Cursors that never end: the second page of each starts the list again. Both are dropped.
    platform.inject({ endpoint: 'listSearches', kind: 'endless', times: 5 });
    platform.inject({ endpoint: 'listAssistant', kind: 'endless', times: 5 });
    before = platform.requests.length;
    const endless = await feedbackOnPr(89, ['docs/guides/not-searched.mdx', ...DEMO_FILES]);
    expect(endless.code).toBe(0);
    expect(logged(before, 'listSearches')).toHaveLength(2);
    expect(logged(before, 'listAssistant')).toHaveLength(2);
    body = comment(89);
    expect(body).toContain('**Search terms could not be read**');
    expect(body).toContain('**Assistant conversations could not be read**');
    expect(body).toContain('the list never ends');
    expect(body).not.toContain('Top searches leading here');
    expect(warnings(endless)).toMatch(/Search terms could not be read.*never ends/);
  });
});
