/**
 * The committed bundle, spawned as a runner does: what `uses:` runs. Input errors and what main.ts
 * does around a runner are tested in process (main.test.ts).
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
