/**
 * `mode: status` end to end where only a process shows it: the built action, spawned like a runner
 * would, against the platform emulator, cancelled by SIGTERM. Everything else the status runner
 * does is tested in process (status-run.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
