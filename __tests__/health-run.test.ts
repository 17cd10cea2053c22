/**
 * The health runner (src/modes/health/run.ts) in process: `run()` of src/main.ts with a runner's
 * environment (helpers/in-process.ts) against the platform emulator, with planted pages whose
 * numbers the tests chose, and the GitHub emulator's issues API. What the emulators logged tells
 * which requests went out; the issue is read back from the GitHub emulator's state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator, type Issue } from '../emulator/github/server.js';
import {
  startPlatformEmulator,
  type PlantedPage,
  type PlatformEmulator,
} from '../emulator/platform/server.js';
import { contractProblems, loadAnalyticsSpec } from './helpers/analytics-spec.js';
import { runInProcess, type InProcessRun } from './helpers/in-process.js';

/** Read 400,000 times, mostly thumbs-down, with questions the assistant could not answer. */
const TROUBLED: PlantedPage = {
  path: '/guides/troubleshooting',
  views: 400_000,
  thumbsUp: 6,
  thumbsDown: 84,
  comments: [
    'The 502 section still describes the old proxy.',
    'Nothing here about the timeout after upgrading.',
    'The 502 section still describes the old proxy.',
    'Step 4 fails with permission denied.',
  ],
  unanswered: [
    'Why does deploy fail with error 502 after the upgrade?',
    'How do I clear the build cache?',
    'Is there a fix for the timeout on large sites?',
    'What does exit code 137 mean?',
  ],
  zeroClickSearches: ['troubleshooting 502 gateway'],
};

/** Read 900,000 times, praised. */
const PRAISED: PlantedPage = {
  path: '/guides/welcome',
  views: 900_000,
  thumbsUp: 240,
  thumbsDown: 4,
};

const LABEL = 'docs-health';
const TITLE = 'Docs health report';

let platform: PlatformEmulator;

beforeAll(async () => {
  platform = await startPlatformEmulator({
    seed: 5,
    analyticsLimitPerHour: 100_000,
    pages: [TROUBLED, PRAISED],
  });
});

afterAll(async () => {
  await platform.close();
});

/** A fresh GitHub emulator per test: each test starts from a repository without our issue. */
async function githubFor(options: Parameters<typeof startGitHubEmulator>[0] = {}) {
  const gh = await startGitHubEmulator(options);
  return gh;
}

/** Runs the action in health mode (in process) against `platform` and `gh`. */
function health(gh: GitHubEmulator, extra: Record<string, string> = {}): Promise<InProcessRun> {
  return runInProcess({
    inputs: {
      'admin-key': platform.adminKey,
      mode: 'health',
      'api-url': platform.url,
      'project-id': platform.projectId,
      'github-token': gh.token,
      timeout: '30s',
      ...extra,
    },
    env: gh.env(),
    event: { name: 'schedule', payload: { schedule: '0 6 * * 1' } },
  });
}

/** Issues carrying our label. */
function labelled(gh: GitHubEmulator): Issue[] {
  return gh.state.issues.filter((i) => i.labels.includes(LABEL));
}

/** GitHub requests of one kind. */
function githubRequests(gh: GitHubEmulator, method: string, pattern: RegExp) {
  return gh.requests.filter((r) => r.method === method && pattern.test(r.path.split('?')[0] ?? ''));
}

function errors(run: InProcessRun): string[] {
  return run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
}

/** The table row of `page` in a report, and its position among the rows. */
function rowOf(body: string, page: string): number {
  const rows = body.split('\n').filter((l) => /^\| \d+ \|/.test(l));
  // Table cells escape markdown punctuation: `-` becomes `\-`.
  return rows.findIndex((r) => r.includes(`| ${page.replace(/-/g, '\\-')} |`));
}

describe('health mode: the issue', () => {
  let gh: GitHubEmulator;
  beforeAll(async () => {
    gh = await githubFor();
  });
  afterAll(async () => {
    await gh.close();
  });

  it('opens one labelled issue ranking the page read 400,000 times and rated poorly above the one read 900,000 times and praised', async () => {
    const before = platform.requests.length;
    const run = await health(gh);
    expect(errors(run)).toEqual([]);
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('success');

    const issues = labelled(gh);
    expect(issues).toHaveLength(1);
    const issue = issues[0] as Issue;
    expect(issue.user.login).toBe('github-actions[bot]');
    expect(issue.title).toBe(TITLE);
    expect(issue.state).toBe('open');
    expect(run.outputs['issue-number']).toBe(String(issue.number));
    expect(run.outputs['issue-url']).toBe(issue.html_url);

    const body = issue.body ?? '';
    expect(body.split('\n')[0]).toBe(
      `<!-- mintlify-docs-action:health-issue:${platform.projectId} -->`,
    );
    const troubled = rowOf(body, TROUBLED.path);
    const praised = rowOf(body, PRAISED.path);
    expect(troubled).toBe(0);
    expect(praised === -1 || praised > troubled).toBe(true);
    expect(body).toContain('400,000');
    // The formula in one line, and an unanswered question quoted (sanitized).
    expect(body).toMatch(/score = views × \(not-helpful share/);
    expect(body).toContain('Why does deploy fail with error 502 after the upgrade?');
    expect(body).toContain('Step 4 fails with permission denied');
    // The same comment twice is quoted once.
    expect(body.split('The 502 section still describes the old proxy').length - 1).toBe(1);
    // The unclicked search whose words match the page is shown beside it.
    expect(body).toContain('troubleshooting 502 gateway');

    // The summary: the same table, a link to the issue, how it was read.
    expect(run.summary).toContain(`[#${issue.number}](${issue.html_url})`);
    expect(rowOf(run.summary, TROUBLED.path)).toBe(0);
    expect(run.summary).toContain('How this report was read');

    // Every analytics request answered, within the plan (at most 13).
    const analytics = platform.requests.slice(before);
    expect(analytics.length).toBeGreaterThanOrEqual(4);
    expect(analytics.length).toBeLessThanOrEqual(13);
    expect(analytics.every((r) => r.status === 200)).toBe(true);
    expect(new Set(analytics.map((r) => r.endpoint))).toEqual(
      new Set(['listViews', 'feedbackByPage', 'listAssistant', 'listSearches', 'listFeedback']),
    );
    expect(body).toMatch(new RegExp(`Analytics requests: ${analytics.length} of the 100 per hour`));
  });

  it('a second run edits that same issue and creates none; a run with nothing new leaves it alone', async () => {
    const number = labelled(gh)[0]?.number;
    const posts = githubRequests(gh, 'POST', /\/issues$/).length;
    const second = await health(gh);
    expect(second.outputs.outcome).toBe('success');
    expect(second.outputs['issue-number']).toBe(String(number));
    expect(labelled(gh)).toHaveLength(1);
    expect(githubRequests(gh, 'POST', /\/issues$/)).toHaveLength(posts);
    expect(githubRequests(gh, 'PATCH', new RegExp(`/issues/${number}$`))).toHaveLength(1);
    // It read the first report back: every page kept its rank.
    const body = labelled(gh)[0]?.body ?? '';
    expect(body).toContain('Since last report');
    expect(body.split('\n').find((l) => l.startsWith('| 1 |'))).toMatch(/\| = \|$/);

    const third = await health(gh);
    expect(third.outputs.outcome).toBe('success');
    expect(third.outputs['issue-number']).toBe(String(number));
    expect(githubRequests(gh, 'PATCH', new RegExp(`/issues/${number}$`))).toHaveLength(1);
    expect(third.stdout).toContain(`The issue #${number} is up to date; not touched.`);
  });

  it('opens a new issue after a person closed ours, and still compares with the closed one', async () => {
    const old = labelled(gh)[0] as Issue;
    const res = await fetch(`${gh.apiUrl}/repos/acme/docs/issues/${old.number}`, {
      method: 'PATCH',
      headers: { authorization: 'token ghp_emulator_pat', 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'closed' }),
    });
    expect(res.status).toBe(200);
    expect(old.closed_by?.login).toBe('octo-maintainer');

    const run = await health(gh);
    expect(run.outputs.outcome).toBe('success');
    const issues = labelled(gh);
    expect(issues).toHaveLength(2);
    const fresh = issues.find((i) => i.number !== old.number) as Issue;
    expect(fresh.state).toBe('open');
    expect(old.state).toBe('closed');
    expect(run.outputs['issue-number']).toBe(String(fresh.number));
    expect(fresh.body).toContain('Since last report');
  });
});

describe('health mode: other people’s issues', () => {
  it('never touches a person’s issue with the same title, label and even our marker', async () => {
    const gh = await githubFor();
    try {
      const theirs = gh.seedIssue({
        title: TITLE,
        labels: [LABEL],
        author: 'octo-maintainer',
        body: `<!-- mintlify-docs-action:health-issue:${platform.projectId} -->\nMy own notes.`,
      });
      const run = await health(gh);
      expect(run.outputs.outcome).toBe('success');
      expect(theirs.body).toBe(
        `<!-- mintlify-docs-action:health-issue:${platform.projectId} -->\nMy own notes.`,
      );
      expect(theirs.title).toBe(TITLE);
      expect(githubRequests(gh, 'PATCH', new RegExp(`/issues/${theirs.number}$`))).toEqual([]);
      const ours = labelled(gh).filter((i) => i.number !== theirs.number);
      expect(ours).toHaveLength(1);
      expect(ours[0]?.user.login).toBe('github-actions[bot]');
      expect(run.stdout).toContain('Left 1 issue(s) carrying this report');
    } finally {
      await gh.close();
    }
  });
});

describe('health mode: refusals', () => {
  it('refuses a missing project-id before any request', async () => {
    const gh = await githubFor();
    try {
      const before = platform.requests.length;
      const run = await health(gh, { 'project-id': '', top: '0', 'issue-label': 'a,b' });
      expect(run.exitCode).toBe(1);
      expect(run.outputs.outcome).toBe('failure');
      const [error = ''] = errors(run);
      expect(error).toContain('`mode: health` needs `project-id`');
      // Every problem at once.
      expect(error).toContain('`top` "0" must be a whole number from 1 to 50');
      expect(error).toContain('`issue-label` "a,b" must be one label name');
      expect(platform.requests.length).toBe(before);
      expect(gh.requests).toEqual([]);
    } finally {
      await gh.close();
    }
  });

  it('says to add `permissions: issues: write` when GitHub answers 403, and keeps the report in the summary', async () => {
    const gh = await githubFor({ issuesWritable: false });
    try {
      const run = await health(gh);
      expect(run.exitCode).toBe(1);
      expect(run.outputs.outcome).toBe('failure');
      const [error = ''] = errors(run);
      expect(error).toContain('Could not open the issue (the docs-health report) (HTTP 403)');
      expect(error).toContain('Add `permissions: issues: write` to the job');
      expect(gh.state.issues).toEqual([]);
      expect(run.outputs['issue-number']).toBeUndefined();
      expect(run.summary).toContain('The issue was not written');
      expect(rowOf(run.summary, TROUBLED.path)).toBe(0);
    } finally {
      await gh.close();
    }
  });

  it('writes nothing when it cannot tell which account the token is', async () => {
    const gh = await githubFor({ graphql: false });
    try {
      const before = platform.requests.length;
      const run = await health(gh);
      expect(run.outputs.outcome).toBe('failure');
      expect(errors(run)[0]).toContain('so no issue can be proven ours');
      expect(gh.state.issues).toEqual([]);
      // Found out before any analytics request was spent.
      expect(platform.requests.length).toBe(before);
    } finally {
      await gh.close();
    }
  });

  it('fails without touching the issue when the views cannot be read', async () => {
    const gh = await githubFor();
    try {
      platform.inject({ endpoint: 'listViews', kind: 'status', status: 400 });
      const run = await health(gh);
      expect(run.outputs.outcome).toBe('failure');
      expect(errors(run)[0]).toContain(
        'The page views could not be read, so no page can be ranked and the issue was left as it was',
      );
      expect(gh.state.issues).toEqual([]);
    } finally {
      platform.clearFaults();
      await gh.close();
    }
  });
});

describe('health mode: hostile reader text', () => {
  const HOSTILE = [
    '@everyone look #123 <img src=x onerror=alert(1)> [click](javascript:alert(1))',
    'line one\n/close\n/label bug\n## heading\n| a | b |',
    '``` fence </details> <!-- x --> mail me: jane.doe@example.com or +1 415 555 0199',
  ];
  let hostilePlatform: PlatformEmulator;
  beforeAll(async () => {
    hostilePlatform = await startPlatformEmulator({
      seed: 6,
      analyticsLimitPerHour: 100_000,
      pages: [
        {
          path: '/guides/hostile',
          views: 500_000,
          thumbsDown: 50,
          comments: HOSTILE,
          unanswered: HOSTILE,
          zeroClickSearches: HOSTILE.map((h) => `hostile ${h}`),
        },
      ],
    });
  });
  afterAll(async () => {
    await hostilePlatform.close();
  });

  it('is inert in the issue: no markup, mention, reference, link, command or contact', async () => {
    const gh = await githubFor();
    try {
      const run = await runInProcess({
        inputs: {
          'admin-key': hostilePlatform.adminKey,
          mode: 'health',
          'api-url': hostilePlatform.url,
          'project-id': hostilePlatform.projectId,
          'github-token': gh.token,
          timeout: '30s',
        },
        env: gh.env(),
      });
      expect(run.outputs.outcome).toBe('success');
      const body = labelled(gh)[0]?.body ?? '';
      // The text arrived (quoted), and none of it is live.
      expect(body).toContain('look');
      for (const text of [body, run.summary]) {
        expect(text).not.toMatch(/<img|<\/details> <!--|\]\(javascript:/i);
        expect(text).not.toMatch(/@everyone|#123\b/);
        expect(text).not.toMatch(/^\/(close|label)/m);
        expect(text).not.toMatch(/^## heading/m);
        expect(text).not.toContain('jane.doe@example.com');
        expect(text).not.toContain('555 0199');
        expect(text).not.toContain(hostilePlatform.adminKey);
        expect(text).not.toContain(gh.token);
      }
      // Every `<details>` we opened is closed by us, and only once each.
      expect(body.split('<details>').length).toBe(body.split('</details>').length);
    } finally {
      await gh.close();
    }
  });
});

const spec = loadAnalyticsSpec();

describe.skipIf(!spec)('health mode: the published analytics contract', () => {
  it('sends only requests the contract declares, with values its schemas accept', async () => {
    const gh = await githubFor();
    try {
      const before = platform.requests.length;
      const run = await health(gh, { 'date-from': '2020-01-01', 'date-to': '2099-01-01' });
      expect(run.outputs.outcome).toBe('success');
      const sent = platform.requests.slice(before);
      expect(sent.length).toBeGreaterThan(4);
      for (const request of sent) {
        expect(contractProblems(spec!, request), JSON.stringify(request.query)).toEqual([]);
      }
      // The check itself catches a request the contract does not allow.
      expect(
        contractProblems(spec!, {
          method: 'GET',
          path: '/v1/analytics/p/feedback/by-page',
          query: { limit: '101', cursor: 'x' },
        }),
      ).toHaveLength(2);
    } finally {
      await gh.close();
    }
  });
});
