/**
 * Every failed step writes a job summary that says why and what to do, and sets `outcome`: the
 * runners in process (helpers/in-process.ts) against the platform and GitHub emulators, for the
 * failures no mode reported before (bad inputs, a refused key, an export that could not start,
 * download or publish) and for a 401 in every mode. The renderer's escaping and the
 * troubleshooting link are checked on their own at the end.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startGitHubEmulator,
  startPlatformEmulator,
  type GitHubEmulator,
  type PlatformEmulator,
} from '../emulator/index.js';
import { MODES, type Mode } from '../src/constants.js';
import { renderFailureSummary } from '../src/modes/shared/failure-summary.js';
import { troubleshootingUrl } from '../src/modes/shared/failure.js';
import { runInProcess, type InProcessRun } from './helpers/in-process.js';

/** What a runner sets for a step that runs this action from its repository. */
const ACTION_ENV = {
  GITHUB_ACTION_REPOSITORY: 'acme/mintlify-docs-action',
  GITHUB_ACTION_REF: 'v1',
};
const DOCS = 'https://github.com/acme/mintlify-docs-action/blob/v1/docs/troubleshooting.md';

function errorOf(run: InProcessRun): string {
  return run.annotations.find((a) => a.command === 'error')?.message ?? '';
}

/** The admin key appears nowhere a human reads but in the masking command. */
function expectNoKey(run: InProcessRun, key: string): void {
  const lines = run.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::'));
  for (const text of [lines.join('\n'), run.stderr, run.summary]) expect(text).not.toContain(key);
}

describe('failure summaries', () => {
  let platform: PlatformEmulator;
  let noExport: PlatformEmulator;
  let github: GitHubEmulator;

  beforeAll(async () => {
    [platform, noExport, github] = await Promise.all([
      startPlatformEmulator({
        seed: 41,
        update: { queuedMs: 0, runningMs: 50 },
        exportJob: { queuedMs: 0, runningMs: 100 },
      }),
      startPlatformEmulator({ seed: 42, exportEnabled: false }),
      startGitHubEmulator(),
    ]);
  });
  afterEach(() => platform.clearFaults());
  afterAll(async () => {
    await Promise.all([platform.close(), noExport.close(), github.close()]);
  });

  function run(
    emu: PlatformEmulator,
    inputs: Record<string, string>,
    env: Record<string, string> = {},
  ): Promise<InProcessRun> {
    return runInProcess({
      inputs: {
        'admin-key': emu.adminKey,
        'api-url': emu.url,
        'github-token': github.token,
        ...inputs,
      },
      env: { ...github.env(), ...ACTION_ENV, ...env },
    });
  }

  it('bad inputs: every problem listed, nothing sent, outcome failure', async () => {
    const before = platform.requests.length;
    const r = await run(platform, {
      mode: 'feedback',
      'project-id': platform.projectId,
      'page-size': '0',
      'date-from': '2024-13-01',
      source: 'email',
      timeout: 'soon',
    });
    expect(r.exitCode).toBe(1);
    expect(r.outputs.outcome).toBe('failure');
    expect(r.summary).toMatch(/^## ❌ Reader feedback: 4 inputs need fixing$/m);
    expect(r.summary).toContain('Nothing was sent to Mintlify');
    // One list item per problem, each naming its input as code.
    for (const name of ['page-size', 'date-from', 'source', 'timeout']) {
      expect(r.summary).toMatch(new RegExp(`^- .*\`${name}\``, 'm'));
    }
    expect(r.summary).toContain(`[Troubleshooting](${DOCS}#invalid-inputs)`);
    expect(r.summary).toContain('Outcome: `failure`');
    expect(platform.requests.length).toBe(before);
    expectNoKey(r, platform.adminKey);
  });

  it('no mode and no key: a summary without a mode, that says where secrets go missing', async () => {
    const r = await runInProcess({ inputs: { 'api-url': platform.url }, env: ACTION_ENV });
    expect(r.outputs.outcome).toBe('failure');
    expect(r.summary).toMatch(/^## ❌ Mintlify Docs Ops: 2 inputs need fixing$/m);
    expect(r.summary).toMatch(/`admin-key`.* is required/);
    expect(r.summary).toContain('the secret did not reach the step');
  });

  it('the Enterprise 403 of an export start: what failed, the gate, what to do, the link', async () => {
    const r = await run(noExport, { mode: 'export', domain: 'docs.example.com' });
    expect(r.exitCode).toBe(1);
    expect(r.outputs.outcome).toBe('failure');
    expect(r.summary).toMatch(
      /^## ❌ Static export: Mintlify refused to start the static export \(HTTP 403\)$/m,
    );
    expect(r.summary).toMatch(/^> \[!CAUTION\]\n> .*start static export.*HTTP 403/m);
    expect(r.summary).toContain('ask Mintlify to enable it');
    expect(r.summary).toContain(`(${DOCS}#403-the-key-may-not-do-this)`);
    expectNoKey(r, noExport.adminKey);
  });

  /** The inputs each mode needs besides the key. */
  const MODE_INPUTS: Record<Mode, Record<string, string>> = {
    status: { 'project-id': 'proj_demo', trigger: 'true' },
    export: { domain: 'docs.example.com' },
    feedback: { 'project-id': 'proj_demo' },
    preview: { 'project-id': 'proj_demo', branch: 'docs/new' },
    automation: { 'project-id': 'proj_demo', 'automation-id': 'auto_changelog' },
    health: { 'project-id': 'proj_demo' },
    check: {},
  };

  // `check` sends no request to the API: no key of its can be refused.
  it.each(MODES.filter((m) => m !== 'check').map((m) => [m]))(
    '%s with an expired key (401): the summary says the key was refused',
    async (mode) => {
      const r = await run(platform, {
        mode,
        'admin-key': platform.expiredKey,
        ...MODE_INPUTS[mode],
      });
      expect(r.exitCode).toBe(1);
      expect(r.outputs.outcome).toBe('failure');
      expect(errorOf(r)).toContain('the admin key is invalid, revoked or expired');
      // The mode's own summary or the failure summary: either way it says why.
      expect(r.summary).toMatch(/the admin key is invalid, revoked or expired/);
      expectNoKey(r, platform.expiredKey);
    },
  );

  it('a download that keeps failing: the export summary says the download failed', async () => {
    platform.inject({ endpoint: 'download', kind: 'status', status: 403, times: 100 });
    const r = await run(platform, { mode: 'export', domain: 'docs.example.com', target: 'none' });
    expect(r.exitCode).toBe(1);
    expect(r.outputs.outcome).toBe('failure');
    expect(r.summary).toMatch(/^## ❌ Static export: the export bundle could not be downloaded$/m);
    expect(r.summary).toContain(`(${DOCS}#the-bundle-could-not-be-downloaded)`);
    expect(r.summary).not.toContain('X-Amz-Signature');
  });

  it('a release GitHub refuses: the summary says publishing failed and names the permission', async () => {
    github.inject({ route: /releases/, status: 403, times: 20 });
    const r = await run(platform, {
      mode: 'export',
      domain: 'docs.example.com',
      target: 'release',
      'release-tag': 'v9.9.9',
    });
    expect(r.exitCode).toBe(1);
    expect(r.outputs.outcome).toBe('failure');
    expect(r.summary).toMatch(
      /^## ❌ Static export: the bundle could not be attached to the release$/m,
    );
    expect(r.summary).toContain('`permissions: contents: write`');
    expectNoKey(r, github.token);
  });

  it('a mode that reported its own failure gets no second summary', async () => {
    const r = await run(platform, {
      mode: 'automation',
      'project-id': platform.projectId,
      'automation-id': 'auto_paused',
    });
    expect(r.outputs.outcome).toBe('failure');
    expect(r.summary).toMatch(/^## ❌ Automation not triggered/m);
    expect(r.summary).not.toContain('**What to do**');
  });
});

describe('renderFailureSummary', () => {
  it('keeps our code spans and escapes everything else of the message', () => {
    const md = renderFailureSummary({
      mode: 'status',
      outcome: 'failure',
      what: 'Mintlify failed on its side (HTTP 500)',
      message:
        'Mintlify API "trigger update" failed with HTTP 500: run `status` again. The platform said: "<img src=x onerror=alert(1)> @octocat [x](javascript:alert(1)) #12"',
      todo: ['Run the job again later.'],
    });
    expect(md).toContain('`status`');
    expect(md).not.toContain('<img');
    expect(md).not.toMatch(/@octocat/);
    expect(md).not.toContain('](javascript:');
    expect(md).not.toMatch(/#12/);
    expect(md).toContain('Outcome: `failure`');
    expect(md).not.toContain('Troubleshooting');
  });

  it('marks a timeout as such', () => {
    const md = renderFailureSummary({
      outcome: 'timeout',
      what: 'the step ran out of time',
      message: 'Timed out after 1 s (the `timeout` input).',
      todo: [],
    });
    expect(md).toMatch(/^## ⏱️ Mintlify Docs Ops: the step ran out of time$/m);
    expect(md).toContain('Outcome: `timeout`');
  });
});

describe('troubleshootingUrl', () => {
  it('links the action’s own version, and nothing for a local action or odd values', () => {
    expect(troubleshootingUrl(ACTION_ENV, 'timed-out')).toBe(`${DOCS}#timed-out`);
    expect(troubleshootingUrl({})).toBeUndefined();
    expect(troubleshootingUrl({ ...ACTION_ENV, GITHUB_ACTION_REF: '../../x' })).toBeUndefined();
    expect(
      troubleshootingUrl({ ...ACTION_ENV, GITHUB_ACTION_REPOSITORY: 'a/b)[x](javascript:1' }),
    ).toBeUndefined();
  });
});
