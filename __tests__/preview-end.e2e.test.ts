/**
 * `mode: preview` on a closed pull request, end to end: the built action against the platform
 * emulator (which must get no request at all) and the GitHub emulator (the PR's deployments and
 * comments). Two previews of one PR, one of another PR, then the first PR closes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { runAction, type ActionRun } from './helpers/run-action.js';

const HEAD_SHA = 'abcdef0123456789abcdef0123456789abcdef01';

let platform: PlatformEmulator;
let github: GitHubEmulator;

beforeAll(async () => {
  [platform, github] = await Promise.all([
    startPlatformEmulator({
      previewLimit: { count: 1_000, windowMs: 60_000 },
      preview: { queuedMs: 100, runningMs: 200 },
    }),
    startGitHubEmulator(),
  ]);
});

afterAll(async () => {
  await Promise.all([platform.close(), github.close()]);
});

/** A pull_request event of acme/docs; `closed` adds the action and `merged`. */
function prEvent(number: number, closed?: { merged: boolean }, fork = false) {
  return {
    name: 'pull_request',
    payload: {
      ...(closed ? { action: 'closed' } : { action: 'synchronize' }),
      pull_request: {
        number,
        ...(closed ? { state: 'closed', merged: closed.merged } : { state: 'open', merged: false }),
        head: {
          ref: `feature/pr-${number}`,
          sha: HEAD_SHA,
          repo: { full_name: fork ? 'stranger/docs' : 'acme/docs' },
        },
        base: { ref: 'main', repo: { full_name: 'acme/docs' } },
      },
    },
  };
}

function preview(event: ReturnType<typeof prEvent>): Promise<ActionRun> {
  return runAction({
    inputs: {
      'admin-key': platform.adminKey,
      mode: 'preview',
      'api-url': platform.url,
      'project-id': platform.projectId,
      'github-token': github.token,
      timeout: '30s',
    },
    env: github.env(),
    event,
    killAfterMs: 45_000,
  });
}

const MARKER = (): string => `<!-- mintlify-docs-action:preview:${platform.projectId} -->`;

/** Deployments whose payload names `pr`, oldest first. */
function deploymentsOf(pr: number) {
  return github.state.repoDeployments.filter(
    (d) =>
      (d.payload as Record<string, { pullRequest?: number }>)['mintlify-docs-action']
        ?.pullRequest === pr,
  );
}

function commentsOf(pr: number) {
  return github.state.comments.get(pr) ?? [];
}

describe('mode: preview on a closed pull request', () => {
  it('marks both previews of the PR inactive and says closed, with no platform request', async () => {
    // Someone else's comments, one of them carrying our marker: never to be touched.
    const planted = github.state.comments.get(41) ?? [];
    github.seedComment(41, `${MARKER()}\nplanted by a stranger`, 'mallory');
    github.seedComment(41, 'Looks good to me @octo', 'octo-reviewer');
    for (const pr of [41, 41, 42]) {
      const run = await preview(prEvent(pr));
      expect(run.code, run.stdout + run.stderr).toBe(0);
    }
    const mine = deploymentsOf(41);
    expect(mine).toHaveLength(2);
    // Transient: the second success did not inactivate the first (GitHub's auto_inactive).
    expect(mine.map((d) => d.statuses.at(-1)?.state)).toEqual(['success', 'success']);
    const others = commentsOf(41).filter((c) => c.user.login !== 'github-actions[bot]');
    const othersBefore = others.map((c) => ({ id: c.id, body: c.body, at: c.updated_at }));
    expect(othersBefore).toHaveLength(2 + planted.length);

    const platformBefore = platform.requests.length;
    const ghBefore = github.requests.length;
    const run = await preview(prEvent(41, { merged: false }));

    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(platform.requests.length).toBe(platformBefore);
    // Both deployments of PR 41 inactive; PR 42's is left as it was.
    expect(mine.map((d) => d.statuses.at(-1)?.state)).toEqual(['inactive', 'inactive']);
    expect(mine[0]?.statuses.at(-1)?.description).toBe(
      'Pull request closed: the preview is no longer updated',
    );
    expect(deploymentsOf(42).map((d) => d.statuses.at(-1)?.state)).toEqual(['success']);

    // Our comment says closed, keeps the last link; nobody else's comment was touched.
    const ours = commentsOf(41).filter((c) => c.user.login === 'github-actions[bot]');
    expect(ours).toHaveLength(1);
    expect(run.outputs['comment-id']).toBe(String(ours[0]?.id));
    const body = ours[0]?.body ?? '';
    expect(body.startsWith(MARKER())).toBe(true);
    expect(body).toContain('## 🔒 Docs preview ended: pull request closed');
    expect(body).toContain(
      'This pull request was closed, so its docs preview is no longer updated',
    );
    expect(body).toContain(
      platform.previews().find((p) => p.branch === 'feature/pr-41')?.previewUrl ?? '?',
    );
    expect(
      commentsOf(41)
        .filter((c) => c.user.login !== 'github-actions[bot]')
        .map((c) => ({ id: c.id, body: c.body, at: c.updated_at })),
    ).toEqual(othersBefore);
    const writes = github.requests
      .slice(ghBefore)
      .filter((r) => r.method !== 'GET' && !r.path.endsWith('/graphql'));
    const otherIds = othersBefore.map((c) => c.id);
    for (const w of writes) {
      expect(otherIds.some((id) => w.path.endsWith(`/comments/${id}`))).toBe(false);
    }
    // Exactly: two inactive statuses and one comment edit.
    expect(writes.map((w) => w.method).sort()).toEqual(['PATCH', 'POST', 'POST']);
    expect(commentsOf(42).some((c) => c.body.includes('Docs preview ended'))).toBe(false);

    expect(run.summary).toMatch(/^## 🔒 Docs preview ended/m);
    expect(run.summary).toContain('2 marked inactive');
    expect(run.summary).toContain('Preview comment: updated to say the preview ended.');

    // A re-run of the closed event changes nothing.
    const ghAgain = github.requests.length;
    const again = await preview(prEvent(41, { merged: false }));
    expect(again.code).toBe(0);
    expect(platform.requests.length).toBe(platformBefore);
    expect(
      github.requests
        .slice(ghAgain)
        .filter((r) => r.method !== 'GET' && !r.path.endsWith('/graphql')),
    ).toEqual([]);
    expect(again.summary).toContain('0 marked inactive; 2 already were');
  });

  it('says merged when the PR was merged', async () => {
    const before = platform.requests.length;
    const run = await preview(prEvent(42, { merged: true }));

    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(platform.requests.length).toBe(before);
    expect(deploymentsOf(42).map((d) => d.statuses.at(-1)?.state)).toEqual(['inactive']);
    const body = commentsOf(42).find((c) => c.body.startsWith(MARKER()))?.body ?? '';
    expect(body).toContain('## 🔀 Docs preview ended: pull request merged');
  });

  it('still skips a closed PR from a fork, touching nothing', async () => {
    const [plat, gh] = [platform.requests.length, github.requests.length];
    const run = await preview(prEvent(43, { merged: false }, true));

    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('skipped');
    expect(platform.requests.length).toBe(plat);
    expect(github.requests.length).toBe(gh);
  });
});
