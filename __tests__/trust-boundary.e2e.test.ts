/**
 * The trust boundary through the built action (dist/index.js) against both emulators: only the
 * token's own comments are touched, the feedback read counts each entry once and stops when the
 * service's paging is stuck, and the input and resilience holes of issue 11 are closed.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { createOctokit } from '../src/github/octokit.js';
import { buildStickyBody, upsertStickyComment } from '../src/github/sticky-comment.js';
import { runAction, type ActionRun } from './helpers/run-action.js';

let platform: PlatformEmulator;
let exporter: PlatformEmulator;
let github: GitHubEmulator;

const PAT = 'ghp_emulator_pat';
const APP = 'ghs_emulator_app';

beforeAll(async () => {
  [platform, exporter, github] = await Promise.all([
    startPlatformEmulator({ analyticsLimitPerHour: 100_000 }),
    startPlatformEmulator({ seed: 31, exportJob: { queuedMs: 0, runningMs: 100 } }),
    startGitHubEmulator(),
  ]);
});
afterEach(() => {
  platform.clearFaults();
  exporter.clearFaults();
});
afterAll(async () => {
  await Promise.all([platform.close(), exporter.close(), github.close()]);
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
): Promise<ActionRun> {
  return runAction({
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
    killAfterMs: 55_000,
  });
}

const marker = (key = platform.projectId): string =>
  `<!-- mintlify-docs-action:feedback:${key} -->`;
const comments = (pr: number) => github.state.comments.get(pr) ?? [];
const writesTo = (from: number, id: number) =>
  github.requests
    .slice(from)
    .filter((r) => r.method !== 'GET' && r.path.includes(`/issues/comments/${id}`));
const messages = (run: ActionRun, command: string): string =>
  run.annotations
    .filter((a) => a.command === command)
    .map((a) => a.message)
    .join('\n');

describe('the sticky comment is ours alone', () => {
  it('never edits a comment a PR author planted with our marker, on any run', async () => {
    const pr = 51;
    github.setPullFiles(pr, [{ filename: 'guides/intro.mdx' }]);
    const plantedBody = `${marker()}\nI wrote this; please overwrite me.`;
    const planted = github.seedComment(pr, plantedBody, 'mallory');
    const before = github.requests.length;

    const first = await feedback({}, { pr });
    expect(first.code).toBe(0);
    const ours = comments(pr).filter((c) => c.user.login === 'github-actions[bot]');
    expect(ours).toHaveLength(1);
    expect(first.outputs['comment-id']).toBe(String(ours[0]?.id));
    expect(first.outputs['comment-id']).not.toBe(String(planted.id));
    expect(first.stdout).toContain('written by github-actions[bot]');

    // A second run with other data updates its own comment, still not the planted one.
    const second = await feedback({ 'feedback-status': 'pending' }, { pr });
    expect(second.code).toBe(0);
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
    expect(first.code).toBe(0);
    const mine = comments(pr).filter((c) => c.user.login === 'octo-maintainer');
    expect(mine).toHaveLength(1);
    expect(first.outputs['comment-id']).toBe(String(mine[0]?.id));
    expect(writesTo(before, bot.id)).toHaveLength(0);
    // The next run finds the PAT user's comment again (found, not created anew).
    const posts = github.requests.length;
    const second = await feedback({ 'github-token': PAT, 'feedback-status': 'resolved' }, { pr });
    expect(second.code).toBe(0);
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
    expect(first.code).toBe(0);
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
    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(messages(run, 'warning')).toMatch(/Could not tell which account.*new comment/);
    expect(writesTo(before, ownId)).toHaveLength(0);
    expect(comments(pr).find((c) => c.id === ownId)?.body).toBe(ownBody);
    expect(Number(run.outputs['comment-id'])).toBeGreaterThan(ownId);
    expect(github.requests.slice(before).filter((r) => r.method === 'DELETE')).toHaveLength(0);
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
});

describe('feedback read integrity', () => {
  it('counts an entry shifted onto the next page by an insert once', async () => {
    platform.inject({ endpoint: 'listFeedback', kind: 'insert-entry' });
    const before = platform.requests.length;
    const run = await feedback();
    expect(run.code).toBe(0);
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
    expect(run.code).toBe(0);
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
    expect(run.code).toBe(0);
    expect(run.outputs.total).toBe('2');
    expect(messages(run, 'warning')).toContain('a page with no new entries');
    expect(run.stdout).toMatch(/in 2 requests/);
  });
});

describe('inputs and small holes', () => {
  it('refuses an admin key with white space inside, whatever its prefix, without echoing it', async () => {
    for (const key of ['abcd1234 efgh5678', `${platform.adminKey}\nsecondline9876`]) {
      const before = platform.requests.length;
      const run = await feedback({ 'admin-key': key });
      expect(run.code).toBe(1);
      const error = messages(run, 'error');
      expect(error).toContain('`admin-key`');
      expect(error).toMatch(/white space or a line break/);
      expect(error).not.toMatch(/Unexpected error/);
      const printed = run.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n');
      for (const piece of key.split(/\s+/)) expect(printed + run.summary).not.toContain(piece);
      expect(platform.requests.length).toBe(before);
    }
  });

  it('trims white space around the admin key', async () => {
    const run = await feedback({ 'admin-key': `  ${platform.adminKey} \n`, 'max-pages': '1' });
    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('success');
  });

  it('warns about http:// to a remote host before any request, even when another input fails', async () => {
    const run = await feedback({ 'api-url': 'http://api.example.com', 'page-size': '0' });
    expect(run.code).toBe(1);
    expect(messages(run, 'warning')).toMatch(
      /`api-url` uses http:\/\/ to api\.example\.com.*unencrypted/,
    );
    expect(messages(run, 'error')).toContain('`page-size`');
    // Loopback (every other test here) draws no such warning.
    const local = await feedback({ 'max-pages': '1' });
    expect(messages(local, 'warning')).not.toContain('unencrypted');
  });

  it('exports the home page for a `/` line, not the whole site', async () => {
    const before = exporter.requests.length;
    const run = await runAction({
      inputs: {
        'admin-key': exporter.adminKey,
        'api-url': exporter.url,
        mode: 'export',
        domain: 'docs.example.com',
        target: 'none',
        paths: '/\nguides/intro\nindex',
      },
      killAfterMs: 30_000,
    });
    expect(run.code).toBe(0);
    const start = exporter.requests.slice(before).find((r) => r.endpoint === 'startExport');
    expect((start?.body as { paths?: string[] }).paths).toEqual(['index', 'guides/intro']);
    const only = await runAction({
      inputs: {
        'admin-key': exporter.adminKey,
        'api-url': exporter.url,
        mode: 'export',
        domain: 'docs.example.com',
        target: 'none',
        paths: '/',
      },
      killAfterMs: 30_000,
    });
    expect(only.code).toBe(0);
    const second = exporter.requests.filter((r) => r.endpoint === 'startExport').at(-1);
    expect((second?.body as { paths?: string[] }).paths).toEqual(['index']);
  });

  it('writes the job summary best-effort in every mode', async () => {
    // A folder where the summary file should be: every write to it fails.
    const folder = mkdtempSync(path.join(tmpdir(), 'summary-dir-'));
    const env = { GITHUB_STEP_SUMMARY: folder };

    const exported = await runAction({
      inputs: {
        'admin-key': exporter.adminKey,
        'api-url': exporter.url,
        mode: 'export',
        domain: 'docs.example.com',
        target: 'none',
      },
      env,
      killAfterMs: 30_000,
    });
    expect(exported.code).toBe(0);
    expect(exported.outputs.outcome).toBe('success');
    expect(messages(exported, 'warning')).toContain('Could not write the job summary');
    expect(existsSync(exported.outputs['bundle-path'] ?? '/nonexistent')).toBe(true);
    expect(exported.outputs['bundle-sha256']).toMatch(/^[0-9a-f]{64}$/);

    const fed = await feedback({ 'max-pages': '1' }, { env });
    expect(fed.code).toBe(0);
    expect(fed.outputs.total).toBe('100');
    expect(messages(fed, 'warning')).toContain('Could not write the job summary');

    const id = platform.createUpdate({ queuedMs: 0, runningMs: 0 });
    const status = await runAction({
      inputs: {
        'admin-key': platform.adminKey,
        'api-url': platform.url,
        mode: 'status',
        'status-id': id,
      },
      env,
      killAfterMs: 30_000,
    });
    expect(status.code).toBe(0);
    expect(status.outputs.status).toBe('success');
    expect(messages(status, 'warning')).toContain('Could not write the job summary');
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
    expect(run.code).toBe(0);
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
