/**
 * `mode: status` end to end where only a process shows it: the built action, spawned like a runner
 * would, against the platform emulator: cancelled by SIGTERM, and failing on a stale live page
 * (the exit code; neither credential sent to the site). Everything else the status runner does is
 * tested in process (status-run.test.ts, status-live-run.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { runAction, type ActionRun } from './helpers/run-action.js';

let emu: PlatformEmulator;

beforeAll(async () => {
  emu = await startPlatformEmulator({ update: { queuedMs: 200, runningMs: 600 } });
});

afterAll(async () => {
  await emu.close();
});

function inputs(extra: Record<string, string>): Record<string, string> {
  return { 'admin-key': emu.adminKey, mode: 'status', 'api-url': emu.url, verify: 'off', ...extra };
}

/** The key and presigned signatures appear nowhere the run wrote. */
function expectNoSecrets(run: ActionRun): void {
  // `::add-mask::` is how the runner learns to mask the key: the one place it must appear.
  const stdout = run.stdout
    .split('\n')
    .filter((l) => l !== `::add-mask::${emu.adminKey}`)
    .join('\n');
  const everything = [stdout, run.stderr, run.summary, JSON.stringify(run.outputs)].join('\n');
  expect(everything).not.toContain(emu.adminKey);
  expect(everything).not.toContain('X-Amz-Signature');
}

function annotations(run: ActionRun, command: string): string[] {
  return run.annotations.filter((a) => a.command === command).map((a) => a.message);
}

describe('mode: status', () => {
  it('stops at once on SIGTERM and leaves what it knew', async () => {
    const id = emu.createUpdate({ queuedMs: 0, runningMs: 60_000 });
    let signalledAt = 0;
    const run = await runAction({
      inputs: inputs({ 'status-id': id }),
      killAfterMs: 20_000,
      onLine: (line, signal) => {
        if (signalledAt === 0 && line.startsWith('Status: ')) {
          signalledAt = Date.now();
          signal('SIGTERM');
        }
      },
    });
    const exitedAfter = Date.now() - signalledAt;

    expect(signalledAt).toBeGreaterThan(0);
    expect(run.signal).toBeNull();
    expect(run.code).not.toBe(0);
    // It left on its own, before main's forced exit (5 s after the signal) would have.
    expect(exitedAfter).toBeLessThan(5_000);
    expect(run.outputs).toMatchObject({
      outcome: 'failure',
      status: 'in_progress',
      'status-id': id,
    });
    expect(annotations(run, 'error').join('\n')).toContain('Cancelled by SIGTERM');
    expect(run.summary).toMatch(/^## 🛑 Docs update: tracking cancelled while `in_progress`/m);
    // No look-up after the signal.
    expect(run.stdout.slice(run.stdout.indexOf('Received SIGTERM'))).not.toContain('Status: ');
    expectNoSecrets(run);
  });
});

describe('mode: status, the live check', () => {
  let github: GitHubEmulator;
  beforeAll(async () => {
    github = await startGitHubEmulator();
  });
  afterAll(async () => {
    await github.close();
  });

  it('a stale page fails the process with exit code 1, an annotation on its file and the outputs', async () => {
    const sha = '5'.repeat(40);
    const old = '---\ntitle: Limits\n---\n\nSend 10 requests a second.\n';
    const now = '---\ntitle: Limits\n---\n\nSend 50 requests a second.\n';
    github.setRepoFile('limits.mdx', now, sha);
    github.setCommitFiles(sha, [
      {
        filename: 'limits.mdx',
        patch: '@@ -5 +5 @@\n-Send 10 requests a second.\n+Send 50 requests a second.',
      },
    ]);
    emu.site.publish({ '/limits': old });
    const id = emu.createUpdate({
      commitSha: sha,
      filesChanged: { added: [], modified: ['limits.mdx'], removed: [] },
      publish: { pages: { '/limits': now }, stale: ['/limits'] },
    });
    const run = await runAction({
      inputs: inputs({
        'status-id': id,
        verify: 'changed',
        'site-url': emu.site.url,
        'github-token': github.token,
        'verify-timeout': '3s',
      }),
      env: github.env(),
      killAfterMs: 60_000,
    });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'failure',
      status: 'success',
      live: 'stale',
      'stale-pages': '["/limits"]',
    });
    expect(run.stdout).toMatch(
      /^::error title=Stale page on the live site,file=limits\.mdx::The live site still serves an old version of \/limits/m,
    );
    expect(run.summary).toContain('Live site: stale');
    // Neither the admin key nor the GitHub token reached the site.
    const asked = emu.site.requests.filter((r) => r.path.startsWith('/limits'));
    expect(asked.length).toBeGreaterThan(1);
    expect(asked.every((r) => r.authorization === undefined && r.cookie === undefined)).toBe(true);
    expectNoSecrets(run);
  });
});
