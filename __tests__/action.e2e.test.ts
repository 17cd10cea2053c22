/**
 * The committed bundle, spawned as a runner does: what `uses:` runs. Input errors and what main.ts
 * does around a runner are tested in process (main.test.ts); a skipped run's exit code 0 is what
 * only a process shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/index.js';
import { COMMITTED_ENTRY, runAction } from './helpers/run-action.js';

let platform: PlatformEmulator;

beforeAll(async () => {
  platform = await startPlatformEmulator({ seed: 7 });
});
afterAll(async () => {
  await platform.close();
});

describe('the bundled action, spawned as a runner does', () => {
  it('smoke: the committed dist/ (what `uses:` runs) tracks an update to success', async () => {
    const run = await runAction({
      entry: COMMITTED_ENTRY,
      inputs: {
        'admin-key': platform.adminKey,
        'api-url': platform.url,
        mode: 'status',
        'project-id': platform.projectId,
        trigger: 'true',
        verify: 'off',
      },
    });
    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(run.outputs.status).toBe('success');
    expect(run.stdout.indexOf(`::add-mask::${platform.adminKey}`)).toBe(0);
  });
});

describe('a run GitHub gave no secrets, spawned', () => {
  it("exits 0 with outcome skipped on Dependabot's pull request with an empty key", async () => {
    const before = platform.requests.length;
    const run = await runAction({
      inputs: { 'admin-key': '', 'api-url': platform.url, mode: 'feedback' },
      env: { GITHUB_ACTOR: 'dependabot[bot]' },
      event: {
        name: 'pull_request',
        payload: { pull_request: { number: 5, head: { repo: { full_name: 'acme/docs' } } } },
      },
    });
    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('skipped');
    expect(run.annotations.some((a) => a.command === 'notice')).toBe(true);
    expect(platform.requests).toHaveLength(before);
  });
});
