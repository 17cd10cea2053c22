/**
 * `check-links` through the built action, spawned as a runner does: the check runs on the
 * download's helper thread, `helper-worker/index.js` beside the bundle (publish/link-thread.ts), as
 * `uses:` runs it, against the platform emulator serving its link-check site (`bundle: {kind:
 * 'site', links: true}`: every rule of the check, each once good and once broken). The run finds
 * every broken target, publishes nothing, and exits 1. Every rule on every target is tested in
 * process (export-run.test.ts), where the check runs on the caller's thread.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startGitHubEmulator,
  startPlatformEmulator,
  type GitHubEmulator,
  type PlatformEmulator,
} from '../emulator/index.js';
import { LINK_SITE_BROKEN } from '../emulator/platform/bundles.js';
import { runAction, type ActionRun } from './helpers/run-action.js';

/** The default site's own two broken links, from its home page. */
const DEFAULT_BROKEN = ['/assets/banner.png', '/guides/quickstart'];
/** Every broken target of the link-check site: 15. */
const BROKEN = [...LINK_SITE_BROKEN, ...DEFAULT_BROKEN];

let links: PlatformEmulator;
let github: GitHubEmulator;

beforeAll(async () => {
  [links, github] = await Promise.all([
    startPlatformEmulator({
      seed: 61,
      exportJob: { queuedMs: 0, runningMs: 100 },
      bundle: { kind: 'site', links: true },
    }),
    startGitHubEmulator({ pagesDeployment: { stepMs: 100 } }),
  ]);
});
afterAll(async () => {
  await Promise.all([links, github].map((e) => e.close()));
});

function run(
  extra: Record<string, string>,
  options: Partial<Parameters<typeof runAction>[0]> = {},
): Promise<ActionRun> {
  return runAction({
    inputs: {
      'admin-key': links.adminKey,
      'api-url': links.url,
      mode: 'export',
      domain: 'docs.example.com',
      'github-token': github.token,
      ...extra,
    },
    killAfterMs: 30_000,
    ...options,
    env: { ...github.env(), ...options.env },
  });
}

function messages(r: ActionRun, command: 'warning' | 'error'): string[] {
  return r.annotations.filter((a) => a.command === command).map((a) => a.message);
}

/** Targets in the summary's broken-links table, in order. */
function tableTargets(summary: string): string[] {
  return summary
    .split('\n')
    .filter((l) => /^\| `[^`]+` \| \d+ \|/.test(l))
    .map((l) => /^\| `([^`]+)`/.exec(l)?.[1] ?? '');
}

/** The run failed on the link check with nothing published and nothing left behind. */
function expectBlocked(r: ActionRun): void {
  expect(r.code).toBe(1);
  expect(r.outputs.outcome).toBe('failure');
  expect(messages(r, 'error').join('\n')).toMatch(
    /The export has broken links: 15 targets \(17 links to them\): nothing was published/,
  );
  expect(r.outputs['broken-links']).toBe('15');
  expect(r.outputs['bundle-path']).toBeUndefined();
  expect(r.outputs['bundle-url']).toBeUndefined();
  expect(r.summary).toMatch(/not published, broken links/);
  expect(r.summary).toMatch(/With `check-links: error`, nothing was published/);
  expect([...tableTargets(r.summary)].sort()).toEqual([...BROKEN].sort());
  expect(readdirSync(r.runnerTemp).filter((f) => f.startsWith('mintlify-export-'))).toEqual([]);
}

describe('check-links: error', () => {
  it('target none: the bundle is not kept', async () => {
    expectBlocked(await run({ target: 'none', 'check-links': 'error' }));
  });
});
