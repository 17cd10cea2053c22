/**
 * `mode: feedback` end to end: the built dist/index.js, spawned like a runner would, against the
 * platform emulator (feedback pages, faults) and the GitHub emulator (PR files, comments).
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { createOctokit } from '../src/github/octokit.js';
import { buildStickyBody, upsertStickyComment } from '../src/github/sticky-comment.js';
import type { RunnerContext } from '../src/inputs.js';
import { runAction, type ActionRun, type RunActionOptions } from './helpers/run-action.js';

/** GitHub refuses comment bodies longer than this. */
const COMMENT_LIMIT = 65_536;

let platform: PlatformEmulator;
let github: GitHubEmulator;

beforeAll(async () => {
  // 250 entries; a limit high enough that the shared emulator never rate-limits these tests.
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

/** A pull_request event for PR `number` of acme/docs, from a branch of the same repository. */
function prEvent(number: number, fork = false, name = 'pull_request') {
  return {
    name,
    payload: {
      pull_request: {
        number,
        head: { repo: { full_name: fork ? 'stranger/docs' : 'acme/docs', fork } },
        base: { repo: { full_name: 'acme/docs' } },
      },
    },
  };
}

/** Runs the action in feedback mode against `plat` and `gh`. */
function feedback(
  extra: Record<string, string> = {},
  options: {
    event?: { name: string; payload: Record<string, unknown> };
    plat?: PlatformEmulator;
    gh?: GitHubEmulator;
    onLine?: RunActionOptions['onLine'];
  } = {},
): Promise<ActionRun> {
  const plat = options.plat ?? platform;
  const gh = options.gh ?? github;
  return runAction({
    inputs: {
      'admin-key': plat.adminKey,
      mode: 'feedback',
      'api-url': plat.url,
      'project-id': plat.projectId,
      'github-token': gh.token,
      timeout: '30s',
      ...extra,
    },
    env: gh.env(),
    ...(options.event ? { event: options.event } : {}),
    ...(options.onLine ? { onLine: options.onLine } : {}),
    killAfterMs: 45_000,
  });
}

/** listFeedback requests the emulator logged since `from`. */
function feedbackRequests(from: number, plat = platform) {
  return plat.requests.slice(from).filter((r) => r.endpoint === 'listFeedback');
}

/** Marked (sticky) comments on a PR. */
function marked(pr: number, gh = github, key = platform.projectId) {
  const marker = `<!-- mintlify-docs-action:feedback:${key} -->`;
  return (gh.state.comments.get(pr) ?? []).filter((c) => c.body.startsWith(marker));
}

/** GitHub requests of one kind since `from`. */
function githubRequests(from: number, method: string, pattern: RegExp, gh = github) {
  return gh.requests.slice(from).filter((r) => r.method === method && pattern.test(r.path));
}

function annotations(run: ActionRun, command: string): string[] {
  return run.annotations.filter((a) => a.command === command).map((a) => a.message);
}

/** The admin key and the GitHub token appear nowhere the run wrote (their masks aside). */
function expectNoSecrets(run: ActionRun, comments: readonly string[] = [], plat = platform): void {
  const stdout = run.stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
  const everything = [stdout, run.stderr, run.summary, JSON.stringify(run.outputs), ...comments];
  for (const text of everything) {
    expect(text).not.toContain(plat.adminKey);
    expect(text).not.toContain(github.token);
    expect(text).not.toContain('X-Amz-Signature');
  }
}

/** One PR file per page of the emulator's dataset, so every entry is "on the PR". */
function allPageFiles(plat = platform): { filename: string }[] {
  const paths = new Set(plat.feedback().map((e) => e.path));
  return [...paths].map((p) => ({ filename: `${p.slice(1)}.mdx` }));
}

describe('feedback mode: reading', () => {
  it('reads 250 entries in exactly 3 requests, writes them all to the JSON Lines file, and comments on nothing for a push', async () => {
    const before = platform.requests.length;
    const ghBefore = github.requests.length;
    const run = await feedback();
    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(run.outputs.total).toBe('250');

    const requests = feedbackRequests(before);
    expect(requests).toHaveLength(3);
    expect(requests.map((r) => r.query.limit)).toEqual(['100', '100', '100']);
    expect(requests[0]?.query.cursor).toBeUndefined();
    expect(requests[1]?.query.cursor).toBeTruthy();
    // Without date-from the last 30 days are read.
    const from = Date.parse(requests[0]?.query.dateFrom ?? '');
    expect(Math.abs(Date.now() - 30 * 86_400_000 - from)).toBeLessThan(120_000);

    const file = run.outputs['feedback-file'] ?? '';
    expect(file.startsWith(run.runnerTemp)).toBe(true);
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(250);
    const ids = lines.map((l) => (JSON.parse(l) as { id: string }).id);
    expect(new Set(ids).size).toBe(250);
    expect(ids).toEqual(platform.feedback().map((e) => e.id));
    // Contact e-mails stay out of the file unless include-contact.
    expect(lines.some((l) => l.includes('"contact"'))).toBe(false);
    expect(lines.every((l) => !l.includes('"kind"'))).toBe(true);

    expect(run.summary).toContain('**250** entries');
    expect(run.summary).toContain('Pages with the most negative feedback');
    expect(run.summary).toContain('```mermaid');
    expect(run.summary).not.toContain('more exist');
    expect(run.outputs['has-more']).toBe('false');
    // A push is not a pull request: no comment, not a single GitHub request.
    expect(run.outputs['comment-id']).toBeUndefined();
    expect(github.requests.length).toBe(ghBefore);
    expect(run.stdout).toContain('No PR comment: the `push` event is not a pull request.');
    expectNoSecrets(run);
  });

  it('stops at max-pages and says plainly that more exist', async () => {
    const before = platform.requests.length;
    const run = await feedback({ 'page-size': '50', 'max-pages': '2' });
    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(run.outputs.total).toBe('100');
    expect(run.outputs['has-more']).toBe('true');
    expect(feedbackRequests(before)).toHaveLength(2);
    expect(run.summary).toContain('first 100 entries; more exist');
    expect(run.summary).toContain('max-pages: 2');
    expect(annotations(run, 'notice').join('\n')).toContain('first 100 entries; more exist');
    expect(
      readFileSync(run.outputs['feedback-file'] ?? '', 'utf8')
        .trimEnd()
        .split('\n'),
    ).toHaveLength(100);
  });

  it('waits out a 429 as Retry-After asks', async () => {
    platform.inject({ endpoint: 'listFeedback', kind: 'status', status: 429, retryAfter: '1' });
    const before = platform.requests.length;
    const run = await feedback();
    expect(run.code).toBe(0);
    expect(run.outputs.total).toBe('250');
    const requests = feedbackRequests(before);
    expect(requests.map((r) => r.status)).toEqual([429, 200, 200, 200]);
    // The retry came no sooner than the platform asked.
    expect((requests[1]?.at ?? 0) - (requests[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
    expect(run.stdout).toMatch(/Retrying listFeedback in 1 s: attempt 1 failed \(HTTP 429\)/);
  });

  it('backs off after a 429 without Retry-After', async () => {
    platform.inject({ endpoint: 'listFeedback', kind: 'status', status: 429 });
    platform.inject({ endpoint: 'listFeedback', kind: 'status', status: 429 });
    const before = platform.requests.length;
    const run = await feedback();
    expect(run.code).toBe(0);
    expect(run.outputs.total).toBe('250');
    expect(feedbackRequests(before).map((r) => r.status)).toEqual([429, 429, 200, 200, 200]);
    expect(run.stdout.match(/Retrying listFeedback in .*failed \(HTTP 429\)/g)).toHaveLength(2);
  });

  it('gives up with a timeout when Retry-After is beyond the time limit', async () => {
    platform.inject({ endpoint: 'listFeedback', kind: 'status', status: 429, retryAfter: '3600' });
    const run = await feedback({ timeout: '5s' });
    expect(run.code).toBe(1);
    expect(run.outputs.outcome).toBe('timeout');
    expect(annotations(run, 'error').join('\n')).toMatch(/Retry-After/);
    expect(run.summary).toContain('could not be read');
    expectNoSecrets(run);
  });

  it('fails with the client message on 401 and 404', async () => {
    const expired = await runAction({
      inputs: {
        'admin-key': platform.expiredKey,
        mode: 'feedback',
        'api-url': platform.url,
        'project-id': platform.projectId,
      },
    });
    expect(expired.code).toBe(1);
    expect(expired.outputs.outcome).toBe('failure');
    expect(annotations(expired, 'error').join('\n')).toMatch(/HTTP 401.*admin key/);
    const written = expired.stdout.replace(`::add-mask::${platform.expiredKey}`, '');
    expect(written + expired.stderr + expired.summary).not.toContain(platform.expiredKey);

    const missing = await feedback({ 'project-id': 'proj_nope' });
    expect(missing.code).toBe(1);
    expect(missing.outputs.outcome).toBe('failure');
    expect(annotations(missing, 'error').join('\n')).toMatch(/HTTP 404/);
  });

  it('refuses bad filters before any request', async () => {
    const before = platform.requests.length;
    const ghBefore = github.requests.length;
    const run = await feedback(
      {
        source: 'email',
        'feedback-status': 'pending,open',
        'page-size': '500',
        'max-pages': '0',
        'date-from': '2025-02-01',
        'date-to': '2025-01-01',
        'include-contact': 'maybe',
      },
      { event: prEvent(99) },
    );
    expect(run.code).toBe(1);
    expect(run.outputs.outcome).toBe('failure');
    const message = annotations(run, 'error').join('\n');
    for (const name of [
      'source',
      'feedback-status',
      'page-size',
      'max-pages',
      'date-from',
      'include-contact',
    ]) {
      expect(message).toContain(`\`${name}\``);
    }
    expect(platform.requests.length).toBe(before);
    expect(github.requests.length).toBe(ghBefore);
  });
});

describe('feedback mode: the sticky PR comment', () => {
  it('leads with the PR pages, then updates in place past 35 other comments, only when changed', async () => {
    const pr = 11;
    github.setPullFiles(pr, [
      { filename: 'guides/intro.mdx' },
      { filename: 'api-reference/users/create.mdx' },
      { filename: 'images/diagram.png' },
    ]);
    github.seedComments(pr, 35);

    const first = await feedback({}, { event: prEvent(pr) });
    expect(first.code).toBe(0);
    expect(first.outputs.outcome).toBe('success');
    const created = marked(pr);
    expect(created).toHaveLength(1);
    const comment = created[0];
    expect(first.outputs['comment-id']).toBe(String(comment?.id));
    const body = comment?.body ?? '';
    expect(body.length).toBeLessThan(COMMENT_LIMIT);
    const prHeading = body.indexOf('Feedback on pages changed in this PR');
    expect(prHeading).toBeGreaterThan(0);
    expect(prHeading).toBeLessThan(body.indexOf('Overview'));
    expect(body).toContain('/guides/intro');
    expect(body).toContain('[summary]: https://github.com/acme/docs/actions/runs/4242');
    // The summary has the same PR section first.
    expect(first.summary.indexOf('Feedback on pages changed in this PR')).toBeLessThan(
      first.summary.indexOf('Overview'),
    );
    expectNoSecrets(first, [body]);

    // Same data: found past the 35 others, and not touched.
    const ghBefore = github.requests.length;
    const second = await feedback({}, { event: prEvent(pr) });
    expect(second.code).toBe(0);
    expect(second.outputs['comment-id']).toBe(String(comment?.id));
    expect(githubRequests(ghBefore, 'POST', /\/comments$/)).toHaveLength(0);
    expect(githubRequests(ghBefore, 'PATCH', /\/comments\//)).toHaveLength(0);
    expect(second.stdout).toContain('up to date; not touched');

    // Different data: the same comment is updated in place.
    const patchBefore = github.requests.length;
    const third = await feedback({ 'feedback-status': 'pending' }, { event: prEvent(pr) });
    expect(third.code).toBe(0);
    expect(third.outputs['comment-id']).toBe(String(comment?.id));
    expect(githubRequests(patchBefore, 'PATCH', /\/comments\//)).toHaveLength(1);
    expect(githubRequests(patchBefore, 'POST', /\/comments$/)).toHaveLength(0);
    expect(marked(pr)).toHaveLength(1);
    expect(marked(pr)[0]?.body).toContain('status `pending`');
    expect(github.state.comments.get(pr)).toHaveLength(36);
  });

  it('finds its comment on a later page of comments', async () => {
    const pr = 12;
    github.setPullFiles(pr, [{ filename: 'quickstart.mdx' }]);
    github.seedComments(pr, 120);
    const first = await feedback({}, { event: prEvent(pr) });
    expect(first.code).toBe(0);
    const ghBefore = github.requests.length;
    const second = await feedback({ 'feedback-status': 'resolved' }, { event: prEvent(pr) });
    expect(second.code).toBe(0);
    expect(
      githubRequests(ghBefore, 'GET', /\/issues\/12\/comments\?.*page=2/).length,
    ).toBeGreaterThan(0);
    expect(githubRequests(ghBefore, 'POST', /\/comments$/)).toHaveLength(0);
    expect(marked(pr)).toHaveLength(1);
    expect(second.outputs['comment-id']).toBe(first.outputs['comment-id']);
  });

  it('ends with one comment when two runs race', async () => {
    const pr = 13;
    github.setPullFiles(pr, [{ filename: 'guides/intro.mdx' }]);
    // Line both runs up: each is frozen (SIGSTOP) as it starts looking for the comment, and both
    // are resumed together. Their first look is answered "none yet" (a stale read, as when both
    // look before either creates), so both usually create one and must then settle on one.
    github.inject({
      route: `GET /repos/acme/docs/issues/${pr}/comments`,
      status: 200,
      body: [],
      times: 2,
    });
    const frozen: ((s: NodeJS.Signals) => void)[] = [];
    let allFrozen: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => (allFrozen = resolve));
    const onLine = (line: string, signal: (s: NodeJS.Signals) => void): void => {
      if (!line.startsWith(`Looking for the feedback comment on PR #${pr}`)) return;
      signal('SIGSTOP');
      frozen.push(signal);
      if (frozen.length === 2) allFrozen();
    };
    const runs = Promise.all([
      feedback({}, { event: prEvent(pr), onLine }),
      feedback({}, { event: prEvent(pr), onLine }),
    ]);
    await Promise.race([barrier, runs]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const signal of frozen) signal('SIGCONT');
    const [a, b] = await runs;
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    const left = marked(pr);
    expect(left).toHaveLength(1);
    expect(a.outputs['comment-id']).toBe(String(left[0]?.id));
    expect(b.outputs['comment-id']).toBe(String(left[0]?.id));
  });

  it('settles two interleaved writers on the oldest comment (in process)', async () => {
    const pr = 16;
    const octokit = createOctokit(github.token, { apiUrl: github.apiUrl } as RunnerContext);
    const ghBefore = github.requests.length;
    const write = (text: string) =>
      upsertStickyComment(octokit, {
        owner: 'acme',
        repo: 'docs',
        issueNumber: pr,
        key: 'race',
        body: buildStickyBody('race', text),
      });
    // Both look before either creates: both create, then both see two and keep the oldest.
    const [first, second] = await Promise.all([write('from run A'), write('from run B')]);
    const left = marked(pr, github, 'race');
    expect(left).toHaveLength(1);
    expect(first.id).toBe(left[0]?.id);
    expect(second.id).toBe(left[0]?.id);
    const posts = githubRequests(ghBefore, 'POST', /\/issues\/16\/comments$/);
    expect(posts).toHaveLength(2);
    // Both may try to delete the newer one; the second gets a 404 and lets it be.
    const deletes = githubRequests(ghBefore, 'DELETE', /\/issues\/comments\//);
    expect(deletes.filter((r) => r.status === 204)).toHaveLength(1);
    expect([...first.deleted, ...second.deleted]).toHaveLength(1);
    expect(left[0]?.id).toBeLessThan(Math.max(...[...first.deleted, ...second.deleted]));
  });

  it('keeps separate comments per comment-key, and none with comment: false', async () => {
    const pr = 14;
    github.setPullFiles(pr, [{ filename: 'guides/intro.mdx' }]);
    const off = await feedback({ comment: 'false' }, { event: prEvent(pr) });
    expect(off.code).toBe(0);
    expect(github.state.comments.get(pr) ?? []).toHaveLength(0);
    expect(off.summary).toContain('Feedback on pages changed in this PR');
    await feedback({}, { event: prEvent(pr, false, 'pull_request_target') });
    await feedback({ 'comment-key': 'other-project' }, { event: prEvent(pr) });
    expect(marked(pr)).toHaveLength(1);
    expect(marked(pr, github, 'other-project')).toHaveLength(1);
  });

  it('maps changed files under docs-root', async () => {
    const pr = 15;
    github.setPullFiles(pr, [
      { filename: 'docs/guides/intro.mdx' },
      { filename: 'docs/quickstart/index.mdx' },
      { filename: 'README.md' },
    ]);
    const run = await feedback({ 'docs-root': 'docs' }, { event: prEvent(pr) });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('2 of them docs pages: /guides/intro, /quickstart');
    const body = marked(pr)[0]?.body ?? '';
    const section = body.slice(0, body.indexOf('Overview'));
    expect(section).toContain('/guides/intro');
    expect(section).toContain('/quickstart');
    expect(section).not.toContain('README');
  });

  it('warns and exits 0 when the token is read-only (fork PR, 403)', async () => {
    const fork = await startGitHubEmulator({ forkPullRequest: true });
    try {
      fork.setPullFiles(21, [{ filename: 'guides/intro.mdx' }]);
      // A same-repo payload, so the write is tried and GitHub answers 403.
      const denied = await feedback({}, { event: prEvent(21), gh: fork });
      expect(denied.code).toBe(0);
      expect(denied.outputs.outcome).toBe('success');
      expect(denied.outputs.total).toBe('250');
      expect(denied.outputs['comment-id']).toBeUndefined();
      const warning = annotations(denied, 'warning').join('\n');
      expect(warning).toContain('Resource not accessible by integration');
      expect(warning).toContain('pull_request_target');
      expect(warning).toContain('job summary');
      expect(denied.summary).toContain('Feedback on pages changed in this PR');
      expect(denied.summary).toContain('No PR comment was written');
      expect(fork.state.comments.get(21) ?? []).toHaveLength(0);
      expect(annotations(denied, 'error')).toHaveLength(0);

      // A fork payload on pull_request: known read-only, so no write is even tried.
      const before = fork.requests.length;
      const forked = await feedback({}, { event: prEvent(21, true), gh: fork });
      expect(forked.code).toBe(0);
      expect(forked.outputs.outcome).toBe('success');
      expect(annotations(forked, 'warning').join('\n')).toMatch(/comes from a fork.*read-only/);
      expect(githubRequests(before, 'POST', /./, fork)).toHaveLength(0);
      expect(forked.summary).toContain('**250** entries');
    } finally {
      await fork.close();
    }
  });
});

describe('feedback mode: untrusted text', () => {
  it('neutralizes hostile comments and keeps e-mails out unless include-contact', async () => {
    const pr = 31;
    // Every page is in the PR, so the summary lists every entry, the planted hostile ones too.
    github.setPullFiles(pr, allPageFiles());
    const run = await feedback({}, { event: prEvent(pr) });
    expect(run.code).toBe(0);
    const comment = marked(pr)[0]?.body ?? '';
    expect(comment.length).toBeGreaterThan(0);
    expect(run.summary).toContain('thumbs');

    for (const md of [run.summary, comment]) {
      expect(md).not.toMatch(/@everyone|@octocat/);
      expect(md).not.toMatch(/#123|docs#456/);
      expect(md).not.toMatch(/<img/i);
      expect(md).not.toMatch(/\]\(javascript:/i);
      expect(md).not.toMatch(/\]\(https:\/\/evil/);
      expect(md).not.toContain('<!-- closed -->');
      expect(md).not.toContain('\u202e');
      for (const line of md.split('\n')) {
        if (line.includes('</details>')) expect(line).toBe('</details>');
        if (line.includes('<details')) expect(line).toMatch(/^<details><summary>[^<]*<\/summary>$/);
      }
    }
    // The planted entries are in the summary, defused rather than dropped.
    expect(run.summary).toContain('&lt;img src=x onerror=alert\\(1\\)&gt;');
    expect(run.summary).toContain('@\u200beveryone');
    // Code containing fences sits in a longer fence.
    expect(run.summary).toMatch(/\n(`{4,})javascript\nconst fence = "```";[\s\S]*?\n\1\n/);
    // The 5,000-character comment is cut.
    expect(run.summary).toContain('Paragraph 1:');
    expect(run.summary).not.toContain('Paragraph 40:');
    expect(comment).not.toContain('Paragraph 20:');

    // PII: no e-mail anywhere by default, the raw file included.
    const raw = readFileSync(run.outputs['feedback-file'] ?? '', 'utf8');
    for (const text of [run.summary, comment, run.stdout, run.stderr, raw]) {
      expect(text).not.toMatch(/[A-Za-z0-9._-]+@example\.com/);
    }
    expect(run.summary).toContain("carry a reader's contact e-mail");
    expectNoSecrets(run, [comment]);

    // With include-contact they are shown (as code, so nothing is linked or mentioned).
    const shown = await feedback({ 'include-contact': 'true', comment: 'false' });
    expect(shown.code).toBe(0);
    expect(shown.summary).toMatch(/`[a-z0-9]+@example\.com`/);
    expect(readFileSync(shown.outputs['feedback-file'] ?? '', 'utf8')).toContain('@example.com');
  });

  it('keeps the comment under 65,536 characters with 5,000 long entries', async () => {
    const plat = await startPlatformEmulator({ feedbackCount: 20 });
    try {
      // The emulator's own entries are short: serve 50 pages of long ones through its fault hook.
      const long = 'This step fails for me and the page does not say why. '.repeat(60);
      const pages = Array.from({ length: 60 }, (_, i) => `/guides/topic-${i}`);
      for (let p = 0; p < 50; p++) {
        const entries = Array.from({ length: 100 }, (_, k) => {
          const i = p * 100 + k;
          const page = pages[i % pages.length];
          const createdAt = new Date(Date.now() - 60_000 * (i + 1)).toISOString();
          return i % 5 === 0
            ? {
                id: `fb_long_${i}`,
                path: page,
                comment: `${i} ${long}`,
                createdAt,
                source: 'code_snippet',
                status: 'pending',
                code: `// ${long}\n`.repeat(3),
                filename: `file-${i % 80}.ts`,
                lang: 'typescript',
              }
            : {
                id: `fb_long_${i}`,
                path: `https://docs.example.com${page}/`,
                comment: `${i} @everyone ${long}`,
                createdAt,
                source: 'contextual',
                status: 'pending',
                helpful: i % 3 === 0,
                contact: `reader${i}@example.com`,
              };
        });
        plat.inject({
          endpoint: 'listFeedback',
          kind: 'status',
          status: 200,
          body: { feedback: entries, nextCursor: p < 49 ? `c${p}` : null, hasMore: p < 49 },
        });
      }
      github.setPullFiles(
        41,
        pages.map((p) => ({ filename: `${p.slice(1)}.mdx` })),
      );
      const run = await feedback({ 'max-pages': '50' }, { plat, event: prEvent(41) });
      expect(run.code).toBe(0);
      expect(run.outputs.outcome).toBe('success');
      expect(run.outputs.total).toBe('5000');
      expect(feedbackRequests(0, plat)).toHaveLength(50);
      const body = marked(41, github, plat.projectId)[0]?.body ?? '';
      expect(body.length).toBeGreaterThan(10_000);
      expect(body.length).toBeLessThan(COMMENT_LIMIT);
      expect(body).toMatch(
        /…and [\d,]+ more entries on these pages; the full report is in the \[job summary\]\[summary\]/,
      );
      expect(body).toContain('[summary]: https://github.com/acme/docs/actions/runs/4242');
      expect(body).not.toMatch(/@everyone|@example\.com/);
      expect(Buffer.byteLength(run.summary)).toBeLessThan(1_048_576);
      expect(run.summary).toContain('**5,000** entries');
      expect(
        readFileSync(run.outputs['feedback-file'] ?? '', 'utf8')
          .trimEnd()
          .split('\n'),
      ).toHaveLength(5_000);
      expectNoSecrets(run, [body], plat);
    } finally {
      await plat.close();
    }
  });
});
