/**
 * `mode: export` where only a process shows it: the built action, spawned as a runner does,
 * cancelled by SIGTERM while it polls and while it downloads, against the platform emulator and the
 * GitHub emulator. Everything else the export runner does is tested in process (export-run.test.ts).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startGitHubEmulator,
  startPlatformEmulator,
  type GitHubEmulator,
  type PlatformEmulator,
} from '../emulator/index.js';
import { runAction, type ActionRun } from './helpers/run-action.js';

/** Jobs that take a minute: for cancellation. */
let slow: PlatformEmulator;
/** A 4 MiB bundle: large enough to be cancelled mid-download. */
let big: PlatformEmulator;
let github: GitHubEmulator;

beforeAll(async () => {
  [slow, big, github] = await Promise.all([
    startPlatformEmulator({ seed: 22, exportJob: { queuedMs: 50, runningMs: 60_000 } }),
    startPlatformEmulator({
      seed: 25,
      exportJob: { queuedMs: 0, runningMs: 100 },
      bundle: { kind: 'random', sizeBytes: 4 * 1024 * 1024 },
    }),
    startGitHubEmulator(),
  ]);
});
afterEach(() => {
  for (const emu of [slow, big]) emu.clearFaults();
});
afterAll(async () => {
  await Promise.all([slow, big, github].map((e) => e.close()));
});

/** Inputs of an export run against `emu`. */
function inputs(emu: PlatformEmulator, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'admin-key': emu.adminKey,
    'api-url': emu.url,
    mode: 'export',
    domain: 'docs.example.com',
    'github-token': github.token,
    ...extra,
  };
}

/** Runs the action with the GitHub emulator's runner environment. */
function run(
  emu: PlatformEmulator,
  extra: Record<string, string> = {},
  options: Partial<Parameters<typeof runAction>[0]> = {},
): Promise<ActionRun> {
  return runAction({
    inputs: inputs(emu, extra),
    killAfterMs: 30_000,
    ...options,
    env: { ...github.env(), ...options.env },
  });
}

/** Folders the action left in RUNNER_TEMP. */
function leftovers(run: ActionRun): string[] {
  return readdirSync(run.runnerTemp).filter((f) => f.startsWith('mintlify-export-'));
}

describe('mode: export', () => {
  it('stops polling at once on SIGTERM and exits non-zero', async () => {
    const r = await run(
      slow,
      {},
      {
        onLine: (line, signal) => {
          if (/^Export job se_\w+ started/.test(line)) signal('SIGTERM');
        },
      },
    );
    expect(r.code).not.toBe(0);
    expect(r.outputs.outcome).toBe('failure');
    expect(r.stdout).toMatch(/Received SIGTERM/);
    // The job summary says so: a cancelled step is a failed step with nothing to fix.
    expect(r.summary).toMatch(/^## ❌ Static export: the workflow run was cancelled$/m);
    expect(leftovers(r)).toEqual([]);
    expect(r.durationMs).toBeLessThan(10_000);
  });

  it('on SIGTERM mid-download, removes the partial bundle and exits non-zero', async () => {
    big.inject({ endpoint: 'download', kind: 'delay', ms: 20_000 });
    // Our own RUNNER_TEMP, to look into while the action runs.
    const temp = mkdtempSync(join(tmpdir(), 'export-sigterm-'));
    const parts = (): string[] =>
      readdirSync(temp)
        .filter((d) => d.startsWith('mintlify-export-'))
        .flatMap((d) => readdirSync(join(temp, d)).filter((f) => f.endsWith('.part')));
    let partSeen = false;
    const r = await run(
      big,
      { target: 'none' },
      {
        env: { RUNNER_TEMP: temp },
        onLine: (line, signal) => {
          if (!line.startsWith('Downloading the bundle')) return;
          // The .part file is open while the (delayed) response is awaited.
          setTimeout(() => {
            partSeen = parts().length > 0;
            signal('SIGTERM');
          }, 300);
        },
      },
    );
    expect(partSeen).toBe(true);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toMatch(/Received SIGTERM/);
    expect(r.summary).toMatch(/^## ❌ Static export: the workflow run was cancelled$/m);
    expect(readdirSync(temp).filter((d) => d.startsWith('mintlify-export-'))).toEqual([]);
    expect(r.outputs['bundle-path']).toBeUndefined();
    expect(r.durationMs).toBeLessThan(15_000);
    rmSync(temp, { recursive: true, force: true });
  });
});
