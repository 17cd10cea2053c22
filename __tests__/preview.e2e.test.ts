/**
 * `mode: preview` end to end where only a process shows it: the built action, spawned like a
 * runner would, cancelled by SIGTERM while the platform emulator builds the preview; the GitHub
 * emulator holds the PR comment and the Deployment. Everything else the preview runner does is
 * tested in process (preview-run.test.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { runAction, type ActionRun, type RunActionOptions } from './helpers/run-action.js';

/** The PR's head commit (not GITHUB_SHA, which is the merge commit on pull_request runs). */
const HEAD_SHA = 'abcdef0123456789abcdef0123456789abcdef01';
/** A branch name a URL would mangle: it must reach the API as written, in the JSON body. */
const ODD_BRANCH = 'docs/ü-#1&"q"%2F';

let platform: PlatformEmulator;
let github: GitHubEmulator;

beforeAll(async () => {
  // A limit high enough that the shared emulator never rate-limits these tests by itself.
  [platform, github] = await Promise.all([
    startPlatformEmulator({
      previewLimit: { count: 1_000, windowMs: 60_000 },
      preview: { queuedMs: 200, runningMs: 500 },
    }),
    startGitHubEmulator(),
  ]);
});

afterEach(() => {
  platform.clearFaults();
  platform.setPreviewBehaviour({ queuedMs: 200, runningMs: 500 });
});

afterAll(async () => {
  await Promise.all([platform.close(), github.close()]);
});

/** A pull_request event for PR `number` of acme/docs. */
function prEvent(number: number, options: { fork?: boolean; branch?: string } = {}) {
  return {
    name: 'pull_request',
    payload: {
      pull_request: {
        number,
        head: {
          ref: options.branch ?? ODD_BRANCH,
          sha: HEAD_SHA,
          repo: { full_name: options.fork ? 'stranger/docs' : 'acme/docs' },
        },
        base: { ref: 'main', repo: { full_name: 'acme/docs' } },
      },
    },
  };
}

/** Runs the action in preview mode. */
function preview(
  extra: Record<string, string> = {},
  options: Partial<RunActionOptions> & { plat?: PlatformEmulator; gh?: GitHubEmulator } = {},
): Promise<ActionRun> {
  const plat = options.plat ?? platform;
  const gh = options.gh ?? github;
  const { plat: _p, gh: _g, ...rest } = options;
  return runAction({
    inputs: {
      'admin-key': plat.adminKey,
      mode: 'preview',
      'api-url': plat.url,
      'project-id': plat.projectId,
      'github-token': gh.token,
      timeout: '30s',
      ...extra,
    },
    env: gh.env(),
    killAfterMs: 45_000,
    ...rest,
  });
}

/** The preview comments on a PR (by marker), and the feedback ones. */
function previewComments(pr: number, gh = github, key = platform.projectId) {
  const marker = `<!-- mintlify-docs-action:preview:${key} -->`;
  return (gh.state.comments.get(pr) ?? []).filter((c) => c.body.startsWith(marker));
}

function annotations(run: ActionRun, command: string): string[] {
  return run.annotations.filter((a) => a.command === command).map((a) => a.message);
}

function lastDeployment(gh = github) {
  const d = gh.state.repoDeployments.at(-1);
  if (!d) throw new Error('no deployment was created');
  return d;
}

/** The admin key and the GitHub token appear nowhere the run wrote (their masks aside). */
function expectNoSecrets(run: ActionRun, plat = platform, gh = github): void {
  const stdout = run.stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
  const comments = [...gh.state.comments.values()].flat().map((c) => c.body);
  const everything = [stdout, run.stderr, run.summary, JSON.stringify(run.outputs), ...comments];
  for (const text of everything) {
    expect(text).not.toContain(plat.adminKey);
    expect(text).not.toContain(gh.token);
  }
}

describe('mode: preview', () => {
  it('on SIGTERM: stops, marks the deployment inactive and says so in the comment', async () => {
    platform.setPreviewBehaviour({ queuedMs: 0, runningMs: 60_000 });
    let signalledAt = 0;
    const run = await preview(
      {},
      {
        event: prEvent(19, { branch: 'feature/cancel' }),
        killAfterMs: 20_000,
        onLine: (line, signal) => {
          if (signalledAt === 0 && line.startsWith('Status: ')) {
            signalledAt = Date.now();
            signal('SIGTERM');
          }
        },
      },
    );

    expect(signalledAt).toBeGreaterThan(0);
    expect(run.signal).toBeNull();
    expect(run.code).not.toBe(0);
    expect(annotations(run, 'error').join('\n')).toContain('Cancelled by SIGTERM');
    const body = previewComments(19)[0]?.body ?? '';
    expect(body).toContain('## 🛑 Docs preview cancelled');
    expect(body).toContain('The workflow run was cancelled before the preview finished');
    expect(lastDeployment().statuses.map((s) => s.state)).toEqual(['in_progress', 'inactive']);
    expect(run.summary).toMatch(/^## 🛑 Docs preview: tracking cancelled/m);
    expectNoSecrets(run);
  });
});
