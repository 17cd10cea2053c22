/**
 * src/main.ts in process (helpers/in-process.ts): what `run()` does before and around a mode's
 * runner. Bad inputs end in outcome `failure` with one error annotation that lists every problem,
 * before any request; the admin key is masked first and checked for white space; an unencrypted
 * `api-url` is warned about; the job summary is best-effort in every mode; a run GitHub gave no
 * secrets (a fork's pull request, Dependabot) is skipped with a notice. Exit codes of the real
 * process, the bundle and signals: action.e2e.test.ts and the other spawned tests.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { MODES, type Mode } from '../src/constants.js';
import { runInProcess, type InProcessRun } from './helpers/in-process.js';

const messages = (run: InProcessRun, command: string): string =>
  run.annotations
    .filter((a) => a.command === command)
    .map((a) => a.message)
    .join('\n');

describe('input errors', () => {
  /** A platform no test here may send a request to. */
  let platform: PlatformEmulator;

  beforeAll(async () => {
    platform = await startPlatformEmulator({ seed: 7 });
  });
  afterAll(async () => {
    await platform.close();
  });

  it('fails on bad inputs with one message listing every problem, and sends no request', async () => {
    const run = await runInProcess({
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
    expect(run.exitCode).toBe(1);
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
    const run = await runInProcess({ inputs: { 'api-url': platform.url } });
    expect(run.exitCode).toBe(1);
    const message = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    expect(message).toContain('`admin-key` is required');
    expect(message).toContain('`mode` is required');
    expect(run.outputs.outcome).toBe('failure');
    expect(platform.requests).toHaveLength(0);
  });
});

describe('the admin key and the API URL', () => {
  let platform: PlatformEmulator;
  let github: GitHubEmulator;

  beforeAll(async () => {
    [platform, github] = await Promise.all([
      startPlatformEmulator({ analyticsLimitPerHour: 100_000 }),
      startGitHubEmulator(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([platform.close(), github.close()]);
  });

  function feedback(extra: Record<string, string> = {}): Promise<InProcessRun> {
    return runInProcess({
      inputs: {
        'admin-key': platform.adminKey,
        mode: 'feedback',
        'api-url': platform.url,
        'project-id': platform.projectId,
        'github-token': github.token,
        timeout: '40s',
        ...extra,
      },
      env: github.env(),
    });
  }

  it('refuses an admin key with white space inside, whatever its prefix, without echoing it', async () => {
    for (const key of ['abcd1234 efgh5678', `${platform.adminKey}\nsecondline9876`]) {
      const before = platform.requests.length;
      const run = await feedback({ 'admin-key': key });
      expect(run.exitCode).toBe(1);
      const error = messages(run, 'error');
      expect(error).toContain('`admin-key`');
      expect(error).toMatch(/white space or a line break/);
      expect(error).not.toMatch(/Unexpected error/);
      const printed = run.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n');
      for (const piece of key.split(/\s+/)) expect(printed + run.summary).not.toContain(piece);
      expect(platform.requests.length).toBe(before);
    }
  });

  it('trims white space around the admin key', async () => {
    const run = await feedback({ 'admin-key': `  ${platform.adminKey} \n`, 'max-pages': '1' });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('success');
  });

  it('warns about http:// to a remote host before any request, even when another input fails', async () => {
    const run = await feedback({ 'api-url': 'http://api.example.com', 'page-size': '0' });
    expect(run.exitCode).toBe(1);
    expect(messages(run, 'warning')).toMatch(
      /`api-url` uses http:\/\/ to api\.example\.com.*unencrypted/,
    );
    expect(messages(run, 'error')).toContain('`page-size`');
    // Loopback (every other test here) draws no such warning.
    const local = await feedback({ 'max-pages': '1' });
    expect(messages(local, 'warning')).not.toContain('unencrypted');
  });
});

describe('every mode', () => {
  let platform: PlatformEmulator;
  let exporter: PlatformEmulator;
  let github: GitHubEmulator;

  beforeAll(async () => {
    [platform, exporter, github] = await Promise.all([
      startPlatformEmulator({ analyticsLimitPerHour: 100_000 }),
      startPlatformEmulator({ seed: 31, exportJob: { queuedMs: 0, runningMs: 100 } }),
      startGitHubEmulator(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([platform.close(), exporter.close(), github.close()]);
  });

  it('writes the job summary best-effort in every mode', async () => {
    // A folder where the summary file should be: every write to it fails.
    const folder = mkdtempSync(path.join(tmpdir(), 'summary-dir-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const env = { GITHUB_STEP_SUMMARY: folder };

    const exported = await runInProcess({
      inputs: {
        'admin-key': exporter.adminKey,
        'api-url': exporter.url,
        mode: 'export',
        domain: 'docs.example.com',
        target: 'none',
      },
      env,
    });
    expect(exported.exitCode).toBe(0);
    expect(exported.outputs.outcome).toBe('success');
    expect(messages(exported, 'warning')).toContain('Could not write the job summary');
    expect(existsSync(exported.outputs['bundle-path'] ?? '/nonexistent')).toBe(true);
    expect(exported.outputs['bundle-sha256']).toMatch(/^[0-9a-f]{64}$/);

    const fed = await runInProcess({
      inputs: {
        'admin-key': platform.adminKey,
        mode: 'feedback',
        'api-url': platform.url,
        'project-id': platform.projectId,
        'github-token': github.token,
        timeout: '40s',
        'max-pages': '1',
      },
      env: { ...github.env(), ...env },
    });
    expect(fed.exitCode).toBe(0);
    expect(fed.outputs.total).toBe('100');
    expect(messages(fed, 'warning')).toContain('Could not write the job summary');

    const id = platform.createUpdate({ queuedMs: 0, runningMs: 0 });
    const status = await runInProcess({
      inputs: {
        'admin-key': platform.adminKey,
        'api-url': platform.url,
        mode: 'status',
        'status-id': id,
      },
      env,
    });
    expect(status.exitCode).toBe(0);
    expect(status.outputs.status).toBe('success');
    expect(messages(status, 'warning')).toContain('Could not write the job summary');
  });
});

describe('runs GitHub gives no secrets', () => {
  /** Every request a test here may not send goes to one of these. */
  let platform: PlatformEmulator;
  let github: GitHubEmulator;

  beforeAll(async () => {
    [platform, github] = await Promise.all([startPlatformEmulator(), startGitHubEmulator()]);
  });
  afterAll(async () => {
    await Promise.all([platform.close(), github.close()]);
  });

  const forkPr = {
    name: 'pull_request',
    payload: { pull_request: { number: 12, head: { repo: { full_name: 'stranger/docs' } } } },
  };
  const dependabotPr = {
    name: 'pull_request',
    payload: { pull_request: { number: 13, head: { repo: { full_name: 'acme/docs' } } } },
  };

  /** A run of `mode` with an empty key: what else the mode needs is not even read for the skip. */
  function withoutKey(
    mode: Mode,
    event: { name: string; payload: Record<string, unknown> },
    actor = 'octocat',
  ): Promise<InProcessRun> {
    return runInProcess({
      inputs: {
        'admin-key': '',
        mode,
        'api-url': platform.url,
        'project-id': platform.projectId,
        'github-token': github.token,
      },
      env: { ...github.env(), GITHUB_ACTOR: actor },
      event,
    });
  }

  const nothingSent = (): void => {
    expect(platform.requests).toHaveLength(0);
    expect(github.requests).toHaveLength(0);
  };

  it("skips every mode on a fork's pull_request, with a notice that says how to run it", async () => {
    // `mode: preview` skips a fork by itself, key or not (preview-run.test.ts); `mode: check`
    // needs no secret and runs in full on a fork's PR (check.e2e.test.ts).
    for (const mode of MODES.filter((m) => m !== 'preview' && m !== 'check')) {
      const run = await withoutKey(mode, forkPr);
      expect(run.exitCode, mode).toBe(0);
      expect(run.outputs.outcome, mode).toBe('skipped');
      expect(messages(run, 'error'), mode).toBe('');
      const notice = messages(run, 'notice');
      expect(notice).toContain(`\`mode: ${mode}\` skipped`);
      expect(notice).toMatch(/pull request #12 comes from a fork.*no secrets/);
      expect(notice).toMatch(/pull_request_target` gated on a label/);
      expect(run.summary).toContain(`## ⏭️ \`mode: ${mode}\` skipped`);
    }
    nothingSent();
  });

  it("skips every mode on Dependabot's pull requests and pushes, pointing at Dependabot secrets", async () => {
    // `mode: check` needs no secret: Dependabot's runs get it in full (check.e2e.test.ts).
    for (const mode of MODES.filter((m) => m !== 'check')) {
      for (const event of [dependabotPr, { name: 'push', payload: {} }]) {
        const run = await withoutKey(mode, event, 'dependabot[bot]');
        expect(run.exitCode, `${mode} on ${event.name}`).toBe(0);
        expect(run.outputs.outcome).toBe('skipped');
        expect(messages(run, 'notice')).toMatch(/Dependabot started this run.*Dependabot secret/);
      }
    }
    nothingSent();
  });

  it('fails an empty key anywhere else, pull_request_target included', async () => {
    for (const [event, actor] of [
      [{ ...forkPr, name: 'pull_request_target' }, 'octocat'],
      [dependabotPr, 'octocat'],
      [{ name: 'push', payload: {} }, 'octocat'],
    ] as const) {
      const run = await withoutKey('feedback', event, actor);
      expect(run.exitCode, event.name).toBe(1);
      expect(run.outputs.outcome).toBe('failure');
      expect(messages(run, 'error')).toContain('`admin-key` is required');
      expect(messages(run, 'notice')).toBe('');
    }
    nothingSent();
  });

  it('runs as usual when Dependabot secrets give the key', async () => {
    const id = platform.createUpdate({ queuedMs: 0, runningMs: 0 });
    const run = await runInProcess({
      inputs: {
        'admin-key': platform.adminKey,
        'api-url': platform.url,
        mode: 'status',
        'status-id': id,
      },
      env: { GITHUB_ACTOR: 'dependabot[bot]' },
      event: { name: 'push', payload: {} },
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(run.outputs.status).toBe('success');
    expect(messages(run, 'notice')).not.toContain('skipped');
  });
});
