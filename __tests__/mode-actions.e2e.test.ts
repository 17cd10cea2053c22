/**
 * Each mode's own action (`<mode>/action.yml`), spawned as a runner runs it: the loader
 * `dist/<mode>/index.js` (scripts/bundle.mjs) with only that action's inputs and their defaults;
 * no `mode` input, and none of the other modes' inputs (`wait`, `verify`, `target`…) at all.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/index.js';
import { TEST_DIST, actionDefaults, runAction } from './helpers/run-action.js';

let platform: PlatformEmulator;

beforeAll(async () => {
  platform = await startPlatformEmulator({ seed: 11 });
});
afterAll(async () => {
  await platform.close();
});

/** The loader of `mode`'s own action, in the test run's bundle. */
const loader = (mode: string): string => path.join(TEST_DIST, mode, 'index.js');

describe("each mode's own action, spawned as a runner does", () => {
  it('the status action triggers and tracks an update with no `mode` input', async () => {
    expect(actionDefaults('status')).not.toHaveProperty('mode');
    expect(actionDefaults('status')).not.toHaveProperty('target');
    const run = await runAction({
      entry: loader('status'),
      action: 'status',
      inputs: {
        'admin-key': platform.adminKey,
        'api-url': platform.url,
        'project-id': platform.projectId,
        trigger: 'true',
        verify: 'off',
      },
    });
    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(run.outputs.status).toBe('success');
  });

  it('the automation action runs without `wait` or `trigger`, which it does not declare', async () => {
    expect(actionDefaults('automation')).not.toHaveProperty('wait');
    const run = await runAction({
      entry: loader('automation'),
      action: 'automation',
      inputs: {
        'admin-key': platform.adminKey,
        'api-url': platform.url,
        'project-id': platform.projectId,
        'automation-id': platform.automationId,
      },
    });
    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(run.outputs['instance-id']).toBeTruthy();
  });

  it('refuses a `mode` input that names another mode, before any request', async () => {
    const before = platform.requests.length;
    const run = await runAction({
      entry: loader('status'),
      action: 'status',
      inputs: {
        'admin-key': platform.adminKey,
        'api-url': platform.url,
        'project-id': platform.projectId,
        trigger: 'true',
        mode: 'export',
      },
    });
    expect(run.code).toBe(1);
    expect(run.outputs.outcome).toBe('failure');
    const errors = run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
    expect(errors.join('\n')).toContain('This is the `status` action');
    expect(platform.requests).toHaveLength(before);
  });

  it('has a loader for every mode, and no second copy of the bundle', () => {
    for (const mode of ['status', 'export', 'feedback', 'preview', 'automation', 'health']) {
      expect(existsSync(loader(mode)), mode).toBe(true);
      expect(existsSync(path.join(TEST_DIST, mode, 'index.js.map')), mode).toBe(false);
    }
  });
});
