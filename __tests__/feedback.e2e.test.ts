/**
 * `mode: feedback` where only processes show it: two runs of the built action, spawned like a
 * runner would and frozen (SIGSTOP) on their way to the sticky comment, race for it on the GitHub
 * emulator; beside them, the same race rule between two writers in process. Everything else the
 * feedback runner does is tested in process (feedback-run.test.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { createOctokit } from '../src/github/octokit.js';
import { buildStickyBody, upsertStickyComment } from '../src/github/sticky-comment.js';
import type { RunnerContext } from '../src/inputs/runner.js';
import { runAction, type ActionRun, type RunActionOptions } from './helpers/run-action.js';

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

/** Marked (sticky) comments on a PR. */
function marked(pr: number, gh = github, key = platform.projectId) {
  const marker = `<!-- mintlify-docs-action:feedback:${key} -->`;
  return (gh.state.comments.get(pr) ?? []).filter((c) => c.body.startsWith(marker));
}

/** GitHub requests of one kind since `from`. */
function githubRequests(from: number, method: string, pattern: RegExp, gh = github) {
  return gh.requests.slice(from).filter((r) => r.method === method && pattern.test(r.path));
}

describe('feedback mode: the sticky PR comment', () => {
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
});
