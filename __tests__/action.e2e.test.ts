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
  it('fails on bad inputs with one message listing every problem, and sends no request', async () => {
    const run = await runAction({
      inputs: {
        'admin-key': platform.adminKey,
        'api-url': platform.url,
        mode: 'feedback',
        'project-id': platform.projectId,
        'page-size': '0',
        'date-from': '2024-13-01',
        source: 'email',
        timeout: 'soon',
      },
    });
    expect(run.code).toBe(1);
    expect(run.outputs.outcome).toBe('failure');
    const errors = run.annotations.filter((a) => a.command === 'error');
    expect(errors).toHaveLength(1);
    const message = errors[0]?.message ?? '';
    expect(message).toMatch(/4 problems/);
    for (const name of ['page-size', 'date-from', 'source', 'timeout']) {
      expect(message).toContain(`\`${name}\``);
    }
    expect(platform.requests).toHaveLength(0);
    // The key was masked before anything else was printed, and never printed itself.
    expect(run.stdout.indexOf(`::add-mask::${platform.adminKey}`)).toBe(0);
    expect(run.stdout.split(platform.adminKey).length - 1).toBe(1);
    expect(run.stderr).not.toContain(platform.adminKey);
  });

  it('names the missing required inputs', async () => {
    const run = await runAction({ inputs: { 'api-url': platform.url } });
    expect(run.code).toBe(1);
    const message = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    expect(message).toContain('`admin-key` is required');
    expect(message).toContain('`mode` is required');
    expect(run.outputs.outcome).toBe('failure');
    expect(platform.requests).toHaveLength(0);
  });

  it('smoke: the committed dist/ (what `uses:` runs) tracks an update to success', async () => {
    const run = await runAction({
      entry: COMMITTED_ENTRY,
      inputs: {
        'admin-key': platform.adminKey,
        'api-url': platform.url,
        mode: 'status',
        'project-id': platform.projectId,
        trigger: 'true',
      },
    });
    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(run.outputs.status).toBe('success');
    expect(run.stdout.indexOf(`::add-mask::${platform.adminKey}`)).toBe(0);
  });
});
