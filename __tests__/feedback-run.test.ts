/**
 * The feedback runner (src/modes/feedback/run.ts) in process: `run()` of src/main.ts with a
 * runner's environment (helpers/in-process.ts) against the platform emulator (feedback pages, page
 * views, search terms, assistant conversations, faults) and the GitHub emulator (PR files, the
 * sticky comment), its summary, outputs, log and annotations captured. Request counts come from
 * the emulators' request logs. Two runs racing for one comment need processes to freeze:
 * feedback.e2e.test.ts.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import {
  startPlatformEmulator,
  type EndpointName,
  type PlatformEmulator,
} from '../emulator/platform/server.js';
import { createOctokit } from '../src/github/octokit.js';
import { buildStickyBody, upsertStickyComment } from '../src/github/sticky-comment.js';
import { runInProcess, type InProcessRun } from './helpers/in-process.js';

describe('feedback mode', () => {
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

  /** Runs the action in feedback mode (in process) against `plat` and `gh`. */
  function feedback(
    extra: Record<string, string> = {},
    options: {
      event?: { name: string; payload: Record<string, unknown> };
      plat?: PlatformEmulator;
      gh?: GitHubEmulator;
    } = {},
  ): Promise<InProcessRun> {
    const plat = options.plat ?? platform;
    const gh = options.gh ?? github;
    return runInProcess({
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

  function annotations(run: InProcessRun, command: string): string[] {
    return run.annotations.filter((a) => a.command === command).map((a) => a.message);
  }

  /** The admin key and the GitHub token appear nowhere the run wrote (their masks aside). */
  function expectNoSecrets(
    run: InProcessRun,
    comments: readonly string[] = [],
    plat = platform,
  ): void {
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
      expect(run.exitCode).toBe(0);
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
      expect(run.exitCode).toBe(0);
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
      expect(run.exitCode).toBe(0);
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
      expect(run.exitCode).toBe(0);
      expect(run.outputs.total).toBe('250');
      expect(feedbackRequests(before).map((r) => r.status)).toEqual([429, 429, 200, 200, 200]);
      expect(run.stdout.match(/Retrying listFeedback in .*failed \(HTTP 429\)/g)).toHaveLength(2);
    });

    it('gives up with a timeout when Retry-After is beyond the time limit', async () => {
      platform.inject({
        endpoint: 'listFeedback',
        kind: 'status',
        status: 429,
        retryAfter: '3600',
      });
      const run = await feedback({ timeout: '5s' });
      expect(run.exitCode).toBe(1);
      expect(run.outputs.outcome).toBe('timeout');
      expect(annotations(run, 'error').join('\n')).toMatch(/Retry-After/);
      expect(run.summary).toContain('could not be read');
      expectNoSecrets(run);
    });

    it('fails with the client message on 401 and 404', async () => {
      const expired = await runInProcess({
        inputs: {
          'admin-key': platform.expiredKey,
          mode: 'feedback',
          'api-url': platform.url,
          'project-id': platform.projectId,
        },
      });
      expect(expired.exitCode).toBe(1);
      expect(expired.outputs.outcome).toBe('failure');
      expect(annotations(expired, 'error').join('\n')).toMatch(/HTTP 401.*admin key/);
      const written = expired.stdout.replace(`::add-mask::${platform.expiredKey}`, '');
      expect(written + expired.stderr + expired.summary).not.toContain(platform.expiredKey);

      const missing = await feedback({ 'project-id': 'proj_nope' });
      expect(missing.exitCode).toBe(1);
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
      expect(run.exitCode).toBe(1);
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
      expect(first.exitCode).toBe(0);
      expect(first.outputs.outcome).toBe('success');
      const created = marked(pr);
      expect(created).toHaveLength(1);
      const comment = created[0];
      expect(first.outputs['comment-id']).toBe(String(comment?.id));
      const body = comment?.body ?? '';
      expect(body.length).toBeLessThan(COMMENT_LIMIT);
      // The comment is the PR's digest; the site-wide sections are in the job summary.
      expect(body.indexOf('#### Pages this PR changes')).toBeGreaterThan(0);
      expect(body).not.toContain('Overview');
      expect(body).toContain('/guides/intro');
      expect(body).toContain('[summary]: https://github.com/acme/docs/actions/runs/4242');
      // The summary has the same PR section first.
      expect(first.summary.indexOf('### Pages this PR changes')).toBeLessThan(
        first.summary.indexOf('Overview'),
      );
      expectNoSecrets(first, [body]);

      // Same data: found past the 35 others, and not touched.
      const ghBefore = github.requests.length;
      const second = await feedback({}, { event: prEvent(pr) });
      expect(second.exitCode).toBe(0);
      expect(second.outputs['comment-id']).toBe(String(comment?.id));
      expect(githubRequests(ghBefore, 'POST', /\/comments$/)).toHaveLength(0);
      expect(githubRequests(ghBefore, 'PATCH', /\/comments\//)).toHaveLength(0);
      expect(second.stdout).toContain('up to date; not touched');

      // Different data: the same comment is updated in place.
      const patchBefore = github.requests.length;
      const third = await feedback({ 'feedback-status': 'pending' }, { event: prEvent(pr) });
      expect(third.exitCode).toBe(0);
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
      expect(first.exitCode).toBe(0);
      const ghBefore = github.requests.length;
      const second = await feedback({ 'feedback-status': 'resolved' }, { event: prEvent(pr) });
      expect(second.exitCode).toBe(0);
      expect(
        githubRequests(ghBefore, 'GET', /\/issues\/12\/comments\?.*page=2/).length,
      ).toBeGreaterThan(0);
      expect(githubRequests(ghBefore, 'POST', /\/comments$/)).toHaveLength(0);
      expect(marked(pr)).toHaveLength(1);
      expect(second.outputs['comment-id']).toBe(first.outputs['comment-id']);
    });

    it('keeps separate comments per comment-key, and none with comment: false', async () => {
      const pr = 14;
      github.setPullFiles(pr, [{ filename: 'guides/intro.mdx' }]);
      const off = await feedback({ comment: 'false' }, { event: prEvent(pr) });
      expect(off.exitCode).toBe(0);
      expect(github.state.comments.get(pr) ?? []).toHaveLength(0);
      expect(off.summary).toContain('### Pages this PR changes');
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
      expect(run.exitCode).toBe(0);
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
        expect(denied.exitCode).toBe(0);
        expect(denied.outputs.outcome).toBe('success');
        expect(denied.outputs.total).toBe('250');
        expect(denied.outputs['comment-id']).toBeUndefined();
        const warning = annotations(denied, 'warning').join('\n');
        expect(warning).toContain('Resource not accessible by integration');
        expect(warning).toContain('pull_request_target');
        expect(warning).toContain('job summary');
        expect(denied.summary).toContain('### Pages this PR changes');
        expect(denied.summary).toContain('No PR comment was written');
        expect(fork.state.comments.get(21) ?? []).toHaveLength(0);
        expect(annotations(denied, 'error')).toHaveLength(0);

        // A fork payload on pull_request: known read-only, so no write is even tried.
        const before = fork.requests.length;
        const forked = await feedback({}, { event: prEvent(21, true), gh: fork });
        expect(forked.exitCode).toBe(0);
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
      expect(run.exitCode).toBe(0);
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
          if (line.includes('<details'))
            expect(line).toMatch(/^<details><summary>[^<]*<\/summary>$/);
        }
      }
      // The planted entries are in the summary, defused rather than dropped.
      expect(run.summary).toContain('&lt;img src=x onerror=alert\\(1\\)&gt;');
      expect(run.summary).toContain('@\u200beveryone');
      // Every entry of the PR's pages leaves the site-wide code blocks no room in 200 lines: the
      // summary points at the file (code in fences: feedback-report.test.ts).
      expect(run.summary).toMatch(/…and [\d,]+ more code blocks? in the JSON Lines file/);
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

      // With include-contact they are shown (as code, so nothing is linked or mentioned), on the
      // entries of the PR's pages, which the summary lists whole.
      const shown = await feedback(
        { 'include-contact': 'true', comment: 'false' },
        { event: prEvent(pr) },
      );
      expect(shown.exitCode).toBe(0);
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
        expect(run.exitCode).toBe(0);
        expect(run.outputs.outcome).toBe('success');
        expect(run.outputs.total).toBe('5000');
        expect(feedbackRequests(0, plat)).toHaveLength(50);
        const body = marked(41, github, plat.projectId)[0]?.body ?? '';
        expect(body.length).toBeGreaterThan(10_000);
        expect(body.length).toBeLessThan(COMMENT_LIMIT);
        expect(body).toMatch(
          /…and [\d,]+ more distinct comments in the \[job summary\]\[summary\]/,
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
});

/**
 * Page views, with emulators of their own: the views list of 600 pages, 250 per request, and its
 * faults; the sticky comment on the GitHub emulator.
 */
describe('feedback mode: page views', () => {
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
  ): Promise<InProcessRun> {
    github.setPullFiles(
      pr,
      files.map((filename) => ({ filename })),
    );
    return runInProcess({
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

  function warnings(run: InProcessRun): string {
    return run.annotations
      .filter((a) => a.command === 'warning')
      .map((a) => a.message)
      .join('\n');
  }

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
    expect(run.exitCode).toBe(0);
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
    expect(body).toContain('| Page | Human views | AI views | Helpful | Votes | Entries |');
    for (const v of [...second, known]) {
      const line = row(body, v.path);
      expect(line).toContain(`| ${n(v.human)} | ${n(v.ai)} |`);
    }
    // The job summary renders the same rows (one renderer).
    expect(row(run.summary, known.path)).toBe(row(body, known.path));
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
    expect(run.exitCode).toBe(0);
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
      // The views alone share the budget here; the reader signals' tests below add the signals.
      'reader-signals': 'none',
    });
    expect(run.exitCode).toBe(0);
    expect(logged(shared, 'listFeedback')).toHaveLength(2);
    expect(logged(shared, 'listViews')).toHaveLength(2);
    expect(run.summary).toContain(
      'Analytics requests: 2 for feedback (`max-pages: 2`) and 2 for page views of up to 250 pages each (stopped once every changed page was found; up to 20 planned); 4 of the 100 per hour used in all',
    );
    expect(run.summary).toContain('first 100 entries; more exist');

    // max-pages 99 leaves one request for views: the read is cut short, and says so.
    const cut = platform.requests.length;
    const tight = await feedbackOnPr(64, [`${target.path.slice(1)}.mdx`], { 'max-pages': '99' });
    expect(tight.exitCode).toBe(0);
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
    expect(full.exitCode).toBe(0);
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
    expect(failed.exitCode).toBe(0);
    expect(failed.outputs.outcome).toBe('success');
    expect(failed.outputs.total).toBe('250');
    expect(logged(before, 'listViews').map((r) => r.status)).toEqual([500, 500, 500, 500, 500]);
    let body = comment(66);
    expect(body).not.toContain('Human views');
    expect(body).toContain('**Page views could not be read**');
    expect(body).toContain('HTTP 500');
    // Helpful share, votes, entries, unanswered questions: no views columns.
    expect(row(body, '/quickstart')).toMatch(
      /^\| \/quickstart \| \d+% \| \d+ 👍 · \d+ 👎 \| \d+ \| \d+ \|$/,
    );
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
    expect(refused.exitCode).toBe(0);
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
    expect(endless.exitCode).toBe(0);
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
    expect(run.exitCode).toBe(0);
    // `/quickstart/` (trailing slash) is the changed page `quickstart.mdx`.
    expect(row(comment(69), '/quickstart')).toContain('| /quickstart | 10 | 5 |');
    // The summary renders the same row (one renderer).
    expect(row(run.summary, '/quickstart')).toBe(row(comment(69), '/quickstart'));
    const section = run.summary.slice(run.summary.indexOf('### Most read pages'));
    expect(section).toContain('1,000,000');
    for (const md of [section, comment(69)]) {
      expect(md).not.toMatch(/@everyone|<img|#123|\]\(javascript:/);
    }
  });

  it('reads one page of views outside pull requests, for the most read pages', async () => {
    const before = platform.requests.length;
    const run = await runInProcess({
      inputs: {
        'admin-key': platform.adminKey,
        mode: 'feedback',
        'api-url': platform.url,
        'project-id': platform.projectId,
      },
    });
    expect(run.exitCode).toBe(0);
    expect(logged(before, 'listViews').map((r) => r.query.offset)).toEqual(['0']);
    expect(run.summary).toContain('### Most read pages');
    expect(run.summary).toContain(' 1 for page views of up to 250 pages each');
    expect(run.summary).toContain('one page is enough for the most read pages');
    expect(run.summary).not.toContain('changed page');
  });

  it('reads no views with page-views: false', async () => {
    const before = platform.requests.length;
    const run = await feedbackOnPr(70, ['quickstart.mdx'], { 'page-views': 'false' });
    expect(run.exitCode).toBe(0);
    expect(logged(before, 'listViews')).toHaveLength(0);
    expect(comment(70)).not.toMatch(/Human views|Page views/);
    expect(run.summary).not.toContain('Most read pages');
  });
});

/**
 * Reader signals (search terms, assistant conversations), with emulators of their own: the
 * platform's seeded searches and conversations, and faults. Expected figures are worked out here
 * from the emulator's whole datasets.
 */
describe('feedback mode: reader signals', () => {
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
  ): Promise<InProcessRun> {
    github.setPullFiles(
      pr,
      files.map((filename) => ({ filename })),
    );
    return runInProcess({
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

  function warnings(run: InProcessRun): string {
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
  // Each with a character no digest holds: a comment's hex digest may contain "555".
  const PERSONAL = ['jane.doe', '@example.com', '(415)', '555-0132', '020 7946', '7946 0958'];

  it('shows the top search terms and the assistant conversations of each changed page, without contact details', async () => {
    const before = platform.requests.length;
    const run = await feedbackOnPr(81, DEMO_FILES);
    expect(run.exitCode).toBe(0);
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
    // Folded in the comment: its counts are in the table of changed pages.
    expect(body).toContain('<summary>What readers searched for and asked on these pages</summary>');
    for (const page of ['/guides/intro', '/quickstart']) {
      const line = row(body, page);
      const terms = expectedTerms(page);
      expect(terms).toHaveLength(5);
      expect(line).toContain(`| ${terms.join(', ')} |`);
      const c = expectedConversations(page);
      expect(c.unanswered).toBeGreaterThan(0);
      expect(line).toMatch(new RegExp(`\\| ${n(c.all)} \\| ${n(c.unanswered)} \\|$`));
      // The digest's row of the page ends with its unanswered questions.
      const digestRow = body.split('\n').find((l) => l.startsWith(`| ${page} |`)) ?? '';
      expect(digestRow).toMatch(new RegExp(` \\| ${n(c.unanswered)} \\|$`));
    }
    expect(row(body, '/guides/intro')).toContain('getting started');

    // The unanswered question with an e-mail and a phone number is quoted without them.
    expect(body).toContain('**Unanswered assistant questions**');
    expect(body).toContain(
      'How do I connect the intro example to our SSO? Please email me at \\[e\\-mail\\] or call \\[phone\\]\\.',
    );
    expect(body).toContain('Reach me on \\[phone\\]');
    // A long question is cut to 200 characters.
    const line = body.split('\n').find((l) => l.includes('Where is the list of regions?')) ?? '';
    const long = /“(Where is the list of regions\?[^”]*)”/.exec(line)?.[1] ?? '';
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThan(200 + 20);

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
    expect(run.exitCode).toBe(0);
    const body = comment(80);
    expect(body).toContain('see \\[the docs\\]\\(javascript\u200b:alert\\(1\\)\\)');
    for (const md of [body, run.summary]) {
      expect(md).not.toMatch(/<img|@everyone|\]\(javascript:|#123/);
    }
  });

  it('reads neither signal with reader-signals: none', async () => {
    const before = platform.requests.length;
    const run = await feedbackOnPr(82, DEMO_FILES, { 'reader-signals': 'none' });
    expect(run.exitCode).toBe(0);
    expect(logged(before, 'listSearches')).toHaveLength(0);
    expect(logged(before, 'listAssistant')).toHaveLength(0);
    expect(logged(before, 'listViews')).toHaveLength(1);
    expect(comment(82)).not.toMatch(/searched for|assistant/i);
    expect(run.summary).not.toMatch(/Searched, nothing clicked|search terms|assistant/i);

    // One of them: only its endpoint is asked.
    const one = platform.requests.length;
    const searchesOnly = await feedbackOnPr(83, DEMO_FILES, { 'reader-signals': 'searches' });
    expect(searchesOnly.exitCode).toBe(0);
    expect(logged(one, 'listSearches')).toHaveLength(1);
    expect(logged(one, 'listAssistant')).toHaveLength(0);
    expect(row(comment(83), '/quickstart')).not.toMatch(/\| \d+ \| \d+ \|$/);
  });

  it('reads searches alone outside pull requests, for "Searched, nothing clicked"', async () => {
    const before = platform.requests.length;
    const run = await runInProcess({
      inputs: {
        'admin-key': platform.adminKey,
        mode: 'feedback',
        'api-url': platform.url,
        'project-id': platform.projectId,
      },
    });
    expect(run.exitCode).toBe(0);
    expect(logged(before, 'listSearches')).toHaveLength(1);
    expect(logged(before, 'listAssistant')).toHaveLength(0);
    expect(run.summary).toContain('### Searched, nothing clicked');
    expect(run.summary).not.toContain('What readers searched for and asked');
  });

  it('shares the analytics budget with the feedback and the views: max-pages first, then a turn each', async () => {
    // 97 for the feedback leaves 3: one each for views, searches and assistant.
    let before = platform.requests.length;
    const tight = await feedbackOnPr(84, DEMO_FILES, { 'max-pages': '97' });
    expect(tight.exitCode).toBe(0);
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
    expect(full.exitCode).toBe(0);
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
      expect(run.exitCode).toBe(0);
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
    expect(failed.exitCode).toBe(0);
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
    expect(refused.exitCode).toBe(0);
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
    expect(endless.exitCode).toBe(0);
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

/**
 * The trust boundary of the feedback runner (from issue 11), with emulators of its own: only the
 * token's own comments are touched, the feedback read counts each entry once and stops when the
 * service's paging is stuck, GitHub's secondary rate limit and a 502 are waited out, and GitHub
 * calls stay within the deadline (the last three tests call the modules themselves).
 */
describe('the trust boundary of `mode: feedback`', () => {
  let platform: PlatformEmulator;
  let github: GitHubEmulator;

  const PAT = 'ghp_emulator_pat';
  const APP = 'ghs_emulator_app';

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

  function feedback(
    extra: Record<string, string> = {},
    options: { pr?: number; env?: Record<string, string> } = {},
  ): Promise<InProcessRun> {
    return runInProcess({
      inputs: {
        'admin-key': platform.adminKey,
        mode: 'feedback',
        'api-url': platform.url,
        'project-id': platform.projectId,
        'github-token': github.token,
        timeout: '40s',
        ...extra,
      },
      env: { ...github.env(), ...options.env },
      ...(options.pr !== undefined ? { event: prEvent(options.pr) } : {}),
    });
  }

  const marker = (key = platform.projectId): string =>
    `<!-- mintlify-docs-action:feedback:${key} -->`;
  const comments = (pr: number) => github.state.comments.get(pr) ?? [];
  const writesTo = (from: number, id: number) =>
    github.requests
      .slice(from)
      .filter((r) => r.method !== 'GET' && r.path.includes(`/issues/comments/${id}`));
  const messages = (run: InProcessRun, command: string): string =>
    run.annotations
      .filter((a) => a.command === command)
      .map((a) => a.message)
      .join('\n');

  it('never edits a comment a PR author planted with our marker, on any run', async () => {
    const pr = 51;
    github.setPullFiles(pr, [{ filename: 'guides/intro.mdx' }]);
    const plantedBody = `${marker()}\nI wrote this; please overwrite me.`;
    const planted = github.seedComment(pr, plantedBody, 'mallory');
    const before = github.requests.length;

    const first = await feedback({}, { pr });
    expect(first.exitCode).toBe(0);
    const ours = comments(pr).filter((c) => c.user.login === 'github-actions[bot]');
    expect(ours).toHaveLength(1);
    expect(first.outputs['comment-id']).toBe(String(ours[0]?.id));
    expect(first.outputs['comment-id']).not.toBe(String(planted.id));
    expect(first.stdout).toContain('written by github-actions[bot]');

    // A second run with other data updates its own comment, still not the planted one.
    const second = await feedback({ 'feedback-status': 'pending' }, { pr });
    expect(second.exitCode).toBe(0);
    expect(second.outputs['comment-id']).toBe(String(ours[0]?.id));
    expect(comments(pr).find((c) => c.id === planted.id)?.body).toBe(plantedBody);
    expect(writesTo(before, planted.id)).toHaveLength(0);
    expect(comments(pr).filter((c) => c.body.startsWith(marker()))).toHaveLength(2);
  });

  it('with a personal token, writes as that user and leaves the bot’s marked comment alone', async () => {
    const pr = 52;
    github.setPullFiles(pr, [{ filename: 'quickstart.mdx' }]);
    const botBody = `${marker()}\nan older report by the Actions bot`;
    const bot = github.seedComment(pr, botBody, 'github-actions[bot]');
    const before = github.requests.length;
    const first = await feedback({ 'github-token': PAT }, { pr });
    expect(first.exitCode).toBe(0);
    const mine = comments(pr).filter((c) => c.user.login === 'octo-maintainer');
    expect(mine).toHaveLength(1);
    expect(first.outputs['comment-id']).toBe(String(mine[0]?.id));
    expect(writesTo(before, bot.id)).toHaveLength(0);
    // The next run finds the PAT user's comment again (found, not created anew).
    const posts = github.requests.length;
    const second = await feedback({ 'github-token': PAT, 'feedback-status': 'resolved' }, { pr });
    expect(second.exitCode).toBe(0);
    expect(second.outputs['comment-id']).toBe(String(mine[0]?.id));
    expect(
      github.requests.slice(posts).filter((r) => r.method === 'POST' && /comments$/.test(r.path)),
    ).toHaveLength(0);
    expect(comments(pr).find((c) => c.id === bot.id)?.body).toBe(botBody);
  });

  it('with a GitHub App token, finds its own `name[bot]` comment across runs', async () => {
    const pr = 53;
    github.setPullFiles(pr, [{ filename: 'quickstart.mdx' }]);
    // Another app's bot planted a marked comment: a bot, but not us.
    const other = github.seedComment(pr, `${marker()}\nother app`, 'other-app[bot]');
    const first = await feedback({ 'github-token': APP }, { pr });
    expect(first.exitCode).toBe(0);
    const mine = comments(pr).filter((c) => c.user.login === 'mintlify-docs-bot[bot]');
    expect(mine).toHaveLength(1);
    const second = await feedback({ 'github-token': APP, 'feedback-status': 'pending' }, { pr });
    expect(second.outputs['comment-id']).toBe(String(mine[0]?.id));
    expect(comments(pr).filter((c) => c.user.login === 'mintlify-docs-bot[bot]')).toHaveLength(1);
    expect(comments(pr).find((c) => c.id === other.id)?.body).toBe(`${marker()}\nother app`);
  });

  it('when the identity cannot be read, creates a new comment, edits none, and warns', async () => {
    const pr = 54;
    github.setPullFiles(pr, [{ filename: 'quickstart.mdx' }]);
    const first = await feedback({}, { pr });
    const ownId = Number(first.outputs['comment-id']);
    const ownBody = comments(pr).find((c) => c.id === ownId)?.body;
    github.inject({ route: 'POST /graphql', status: 404 });
    const before = github.requests.length;
    const run = await feedback({ 'feedback-status': 'pending' }, { pr });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(messages(run, 'warning')).toMatch(/Could not tell which account.*new comment/);
    expect(writesTo(before, ownId)).toHaveLength(0);
    expect(comments(pr).find((c) => c.id === ownId)?.body).toBe(ownBody);
    expect(Number(run.outputs['comment-id'])).toBeGreaterThan(ownId);
    expect(github.requests.slice(before).filter((r) => r.method === 'DELETE')).toHaveLength(0);
  });

  it('counts an entry shifted onto the next page by an insert once', async () => {
    platform.inject({ endpoint: 'listFeedback', kind: 'insert-entry' });
    const before = platform.requests.length;
    const run = await feedback();
    expect(run.exitCode).toBe(0);
    expect(run.outputs.total).toBe('250');
    const served = platform.requests.slice(before).filter((r) => r.endpoint === 'listFeedback');
    expect(served).toHaveLength(3);
    const ids = readFileSync(run.outputs['feedback-file'] ?? '', 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => (JSON.parse(l) as { id: string }).id);
    expect(ids).toHaveLength(250);
    expect(new Set(ids).size).toBe(250);
    expect(run.summary).toContain('**250** entries');
    expect(run.stdout).toContain('1 already read on an earlier page');
  });

  it('stops with a warning when the service repeats a cursor', async () => {
    platform.inject({ endpoint: 'listFeedback', kind: 'repeat-cursor' });
    const before = platform.requests.length;
    const run = await feedback({ 'max-pages': '20' });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(
      platform.requests.slice(before).filter((r) => r.endpoint === 'listFeedback'),
    ).toHaveLength(2);
    expect(messages(run, 'warning')).toContain('returned a cursor it had already returned');
    expect(run.outputs.total).toBe('200');
    expect(run.outputs['has-more']).toBe('true');
    expect(run.summary).toContain('repeated a cursor');
  });

  it('stops with a warning when a page adds nothing new while hasMore stays true', async () => {
    const entries = platform.feedback().slice(0, 2);
    for (const cursor of ['c1', 'c2', 'c3']) {
      platform.inject({
        endpoint: 'listFeedback',
        kind: 'status',
        status: 200,
        body: { feedback: entries, nextCursor: cursor, hasMore: true },
      });
    }
    const run = await feedback({ 'max-pages': '20' });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.total).toBe('2');
    expect(messages(run, 'warning')).toContain('a page with no new entries');
    expect(run.stdout).toMatch(/in 2 requests/);
  });

  it('waits out a GitHub secondary rate limit and retries a 502', async () => {
    const pr = 56;
    github.setPullFiles(pr, [{ filename: 'quickstart.mdx' }]);
    github.inject({ route: `GET /repos/acme/docs/pulls/${pr}/files`, status: 502 });
    github.inject({
      route: `POST /repos/acme/docs/issues/${pr}/comments`,
      status: 403,
      body: {
        message:
          'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
      },
      headers: { 'retry-after': '1' },
    });
    const before = github.requests.length;
    const run = await feedback({}, { pr });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('secondary rate limit reached; retrying in 1 s');
    const posts = github.requests
      .slice(before)
      .filter((r) => r.method === 'POST' && r.path.endsWith(`/issues/${pr}/comments`));
    expect(posts.map((r) => r.status)).toEqual([403, 201]);
    const files = github.requests
      .slice(before)
      .filter((r) => r.path.startsWith(`/repos/acme/docs/pulls/${pr}/files`));
    expect(files.map((r) => r.status)).toEqual([502, 200]);
    expect(run.outputs['comment-id']).toBe(String(comments(pr)[0]?.id));
    expect(run.summary).toContain('/quickstart');
  });

  it('the race rule deletes only our own duplicates, never an older planted comment', async () => {
    const pr = 55;
    const key = 'race-planted';
    const planted = github.seedComment(pr, `${marker(key)}\nplanted first`, 'mallory');
    const write = (text: string) =>
      upsertStickyComment(createOctokit(github.token, { apiUrl: github.apiUrl }), {
        owner: 'acme',
        repo: 'docs',
        issueNumber: pr,
        key,
        body: buildStickyBody(key, text),
      });
    const [a, b] = await Promise.all([write('run A'), write('run B')]);
    const ours = comments(pr).filter((c) => c.user.login === 'github-actions[bot]');
    expect(ours).toHaveLength(1);
    expect(a.id).toBe(ours[0]?.id);
    expect(b.id).toBe(ours[0]?.id);
    expect(comments(pr).find((c) => c.id === planted.id)?.body).toBe(
      `${marker(key)}\nplanted first`,
    );
    expect([...a.deleted, ...b.deleted]).not.toContain(planted.id);
  });

  describe('GitHub calls stay within the deadline', () => {
    it('refuses an attempt due after the deadline without sending it', async () => {
      const before = github.requests.length;
      const octokit = createOctokit(
        github.token,
        { apiUrl: github.apiUrl },
        { deadline: Date.now() - 1 },
      );
      await expect(
        octokit.rest.issues.listComments({ owner: 'acme', repo: 'docs', issue_number: 1 }),
      ).rejects.toMatchObject({ name: 'TimeoutError' });
      expect(github.requests.length).toBe(before);
    });

    it('does not wait out a retry-after that ends past the deadline', async () => {
      const lines: string[] = [];
      github.inject({
        route: 'GET /repos/acme/docs/issues/57/comments',
        status: 403,
        body: { message: 'You have exceeded a secondary rate limit.' },
        headers: { 'retry-after': '3600' },
      });
      const octokit = createOctokit(
        github.token,
        { apiUrl: github.apiUrl },
        { deadline: Date.now() + 20_000, log: (l) => lines.push(l) },
      );
      await expect(
        octokit.rest.issues.listComments({ owner: 'acme', repo: 'docs', issue_number: 57 }),
      ).rejects.toMatchObject({ status: 403 });
      expect(lines.join('\n')).toContain(
        'secondary rate limit reached; not retrying (past the `timeout`)',
      );
    });
  });
});
