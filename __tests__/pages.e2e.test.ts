/**
 * `mode: export` with `target: pages` where only a process shows it: the built action, spawned as
 * a runner does, against the platform emulator (export job, bundle) and a GitHub emulator whose
 * Pages deployments never finish, cancelled by SIGTERM: the deployment is cancelled too. Everything
 * else `target: pages` does is tested in process (export-run.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startGitHubEmulator,
  startPlatformEmulator,
  type GitHubEmulator,
  type PlatformEmulator,
} from '../emulator/index.js';
import { runAction, type ActionRun } from './helpers/run-action.js';

/** Fast export jobs serving the emulator's small docs site. */
let platform: PlatformEmulator;
/** Deployments that never finish. */
let never: GitHubEmulator;

beforeAll(async () => {
  [platform, never] = await Promise.all([
    startPlatformEmulator({ seed: 51, exportJob: { queuedMs: 50, runningMs: 200 } }),
    startGitHubEmulator({ pagesDeployment: { stepMs: 100, outcome: 'never' } }),
  ]);
});

afterAll(async () => {
  await Promise.all([platform, never].map((e) => e.close()));
});

/** Runs an export with `target: pages` from `emu` to the GitHub emulator `gh`. */
function deploy(
  gh: GitHubEmulator,
  extra: Record<string, string> = {},
  options: Partial<Parameters<typeof runAction>[0]> = {},
  emu: PlatformEmulator = platform,
): Promise<ActionRun> {
  return runAction({
    inputs: {
      'admin-key': emu.adminKey,
      'api-url': emu.url,
      mode: 'export',
      domain: 'docs.example.com',
      target: 'pages',
      'github-token': gh.token,
      ...extra,
    },
    killAfterMs: 30_000,
    ...options,
    env: { ...gh.env(), ...options.env },
  });
}

function errorOf(run: ActionRun): string {
  return run.annotations.find((a) => a.command === 'error')?.message ?? '';
}

describe('target: pages', () => {
  it('cancels the deployment on SIGTERM', async () => {
    const before = never.state.deployments.length;
    let sent = false;
    const r = await deploy(
      never,
      {},
      {
        onLine: (line, signal) => {
          if (!sent && line.includes('Created GitHub Pages deployment')) {
            sent = true;
            signal('SIGTERM');
          }
        },
      },
    );
    expect(sent).toBe(true);
    expect(r.code).not.toBe(0);
    expect(r.outputs.outcome).toBe('failure');
    expect(errorOf(r)).toMatch(/Cancelled by SIGTERM/);
    const deployment = never.state.deployments[before];
    expect(deployment?.cancelled).toBe(true);
    expect(deployment?.status).toBe('deployment_cancelled');
  });
});
