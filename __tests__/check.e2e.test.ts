/**
 * `mode: check` as a runner runs it: the built action spawned on a fork's pull request without
 * any secret (no admin key, no token) over a real git checkout (the merge commit
 * `actions/checkout` makes), through the `check` action's own loader. The whole site is checked:
 * the PR's `{#id}`, unclosed `<Note>` and `<5` are error annotations at their lines, the page
 * broken before the PR is a warning that says so, and the outputs and findings file agree.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator } from '../emulator/github/server.js';
import { forkPullRequest, makeCheckRepo } from './helpers/check-repo.js';
import { runAction, TEST_DIST } from './helpers/run-action.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** `::error file=…,line=…,col=…,title=…::` lines of the log: [command, file, line, column]. */
function annotations(stdout: string): [string, string, number, number][] {
  const out: [string, string, number, number][] = [];
  for (const line of stdout.split('\n')) {
    // Properties escape `:` and `,` (%3A, %2C): neither is left inside one.
    const head = /^::(error|warning) ([^:]*)::/.exec(line);
    if (!head) continue;
    const props = new Map(
      (head[2] ?? '')
        .split(',')
        .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]),
    );
    out.push([
      head[1] ?? '',
      props.get('file') ?? '',
      Number(props.get('line')),
      Number(props.get('col')),
    ]);
  }
  return out;
}

/** What the fork's PR gets, cache or not: the PR's 3 errors and the page broken before it. */
const PR_ANNOTATIONS: [string, string, number, number][] = [
  ['error', 'docs/guides/errors-and-retries.mdx', 7, 20],
  ['error', 'docs/guides/intro.mdx', 7, 1],
  ['error', 'docs/quickstart.mdx', 12, 22],
  ['warning', 'docs/api-reference/errors.mdx', 7, 20],
];

describe('mode check, end to end', () => {
  it('a fork’s PR without secrets: the whole site checked, each PR error at its line', async () => {
    const workspace = mkdtempSync(path.join(tmpdir(), 'check-e2e-'));
    dirs.push(workspace);
    const commits = makeCheckRepo(workspace);
    const run = await runAction({
      inputs: { 'admin-key': '', 'github-token': '' },
      action: 'check',
      entry: path.join(TEST_DIST, 'check', 'index.js'),
      env: { GITHUB_WORKSPACE: workspace, GITHUB_HEAD_REF: 'feature' },
      event: { name: 'pull_request', payload: forkPullRequest(commits) },
      sha: commits.head,
      ref: 'refs/pull/12/merge',
      killAfterMs: 240_000,
    });
    expect(run.stderr).toBe('');
    expect(annotations(run.stdout)).toEqual(PR_ANNOTATIONS);
    expect(run.stdout).toContain('fails before this change: its next edit will stop deploys');
    expect(run.outputs).toMatchObject({ outcome: 'failure', errors: '3', warnings: '1' });
    expect(run.code).toBe(1);
    const file = JSON.parse(readFileSync(run.outputs['findings-file'] ?? '', 'utf8')) as {
      versions: Record<string, string>;
      findings: { file: string; before: boolean; severity: string; rule: string }[];
    };
    expect(file.versions['@mintlify/mdx']).toBe('4.0.6');
    expect(file.findings.map((f) => [f.file, f.before, f.severity, f.rule])).toEqual([
      ['docs/guides/errors-and-retries.mdx', false, 'error', 'mdx-parse'],
      ['docs/guides/intro.mdx', false, 'error', 'mdx-parse'],
      ['docs/quickstart.mdx', false, 'error', 'mdx-parse'],
      ['docs/api-reference/errors.mdx', true, 'warning', 'mdx-parse'],
    ]);
    expect(run.summary).toContain('Broken before this PR');
    expect(run.summary).toContain('`@mintlify/mdx` `4.0.6`');
  }, 300_000);

  it('`fail-on: never` reports the same findings and succeeds', async () => {
    const workspace = mkdtempSync(path.join(tmpdir(), 'check-e2e-'));
    dirs.push(workspace);
    const commits = makeCheckRepo(workspace);
    const run = await runAction({
      inputs: { mode: 'check', 'fail-on': 'never' },
      env: { GITHUB_WORKSPACE: workspace },
      event: { name: 'push', payload: { before: commits.base, after: commits.head } },
      sha: commits.head,
      killAfterMs: 240_000,
    });
    expect(run.outputs).toMatchObject({ outcome: 'success', errors: '4', warnings: '0' });
    expect(run.code).toBe(0);
  }, 300_000);

  it('a copy of the action outside the repository (as a runner has it) checks a real site', async () => {
    // No node_modules above the copy: every parser the check runs must be in the bundle.
    const copy = mkdtempSync(path.join(tmpdir(), 'check-copy-'));
    dirs.push(copy);
    cpSync(TEST_DIST, copy, { recursive: true });
    const workspace = mkdtempSync(path.join(tmpdir(), 'check-e2e-'));
    dirs.push(workspace);
    const site = path.join(import.meta.dirname, 'fixtures', 'check-real', 'site', 'ollama');
    cpSync(site, workspace, { recursive: true });
    const omitted = JSON.parse(readFileSync(path.join(site, 'omitted.json'), 'utf8')) as {
      path: string;
      size: number;
    }[];
    for (const image of omitted) {
      mkdirSync(path.dirname(path.join(workspace, image.path)), { recursive: true });
      writeFileSync(path.join(workspace, image.path), '');
      truncateSync(path.join(workspace, image.path), image.size);
    }
    const run = await runAction({
      inputs: {},
      action: 'check',
      entry: path.join(copy, 'check', 'index.js'),
      env: { GITHUB_WORKSPACE: workspace },
      event: { name: 'push', payload: {} },
      killAfterMs: 240_000,
    });
    expect(run.stdout).not.toContain('could not be checked');
    expect(run.outputs).toMatchObject({ outcome: 'success', errors: '0', warnings: '0' });
    expect(run.code).toBe(0);
  }, 300_000);

  it('the cache: a push saves, a PR restores and compiles only its changed pages; a damaged cache changes nothing', async () => {
    const github = await startGitHubEmulator();
    try {
      // A runner's RUNNER_TEMP is the same path on every run (/home/runner/work/_temp), and
      // @actions/cache matches a saved cache by its paths: one path here too, emptied each run.
      const runnerTemp = mkdtempSync(path.join(tmpdir(), 'check-e2e-temp-'));
      dirs.push(runnerTemp);
      const fresh = (): string => {
        rmSync(runnerTemp, { recursive: true, force: true });
        mkdirSync(runnerTemp);
        return runnerTemp;
      };
      const env = github.env();
      // The default branch: the checkout at the base commit, a push run saves its results.
      const main = mkdtempSync(path.join(tmpdir(), 'check-e2e-'));
      dirs.push(main);
      const commits = makeCheckRepo(main);
      execFileSync('git', ['checkout', '-q', '--detach', commits.base], { cwd: main });
      const push = await runAction({
        inputs: { mode: 'check', 'fail-on': 'never' },
        env: { ...env, GITHUB_WORKSPACE: main, RUNNER_TEMP: fresh() },
        event: { name: 'push', payload: { after: commits.base } },
        sha: commits.base,
        killAfterMs: 240_000,
      });
      expect(push.stdout).toContain("Saved 4 pages' results to the cache");
      expect(github.state.caches.map((c) => c.finalized)).toEqual([true]);

      // A fork's PR, later: restores the default branch's results, compiles the 3 pages it changed.
      const pr = async (): Promise<Awaited<ReturnType<typeof runAction>>> => {
        const workspace = mkdtempSync(path.join(tmpdir(), 'check-e2e-'));
        dirs.push(workspace);
        const pull = makeCheckRepo(workspace);
        return runAction({
          inputs: { 'admin-key': '', 'github-token': '' },
          action: 'check',
          entry: path.join(TEST_DIST, 'check', 'index.js'),
          env: {
            ...env,
            GITHUB_WORKSPACE: workspace,
            GITHUB_HEAD_REF: 'feature',
            RUNNER_TEMP: fresh(),
          },
          event: { name: 'pull_request', payload: forkPullRequest(pull) },
          sha: pull.head,
          ref: 'refs/pull/12/merge',
          killAfterMs: 240_000,
        });
      };
      const warm = await pr();
      expect(warm.stdout).toContain("Restored 4 pages' results from the cache.");
      expect(warm.stdout).toContain('Compiled 4 pages and snippets (1 of them from the cache)');
      expect(annotations(warm.stdout)).toEqual(PR_ANNOTATIONS);
      expect(warm.outputs).toMatchObject({ errors: '3', warnings: '1' });
      // A PR's own results are never saved.
      expect(github.state.caches).toHaveLength(1);

      // The stored archive damaged: the restore fails, every page is compiled, same findings.
      const entry = github.state.caches[0];
      if (entry) entry.bytes = entry.bytes.subarray(0, Math.floor(entry.bytes.length / 2));
      const damaged = await pr();
      expect(damaged.stdout).toContain('Compiled 4 pages and snippets (0 of them from the cache)');
      expect(annotations(damaged.stdout)).toEqual(PR_ANNOTATIONS);
      expect(damaged.outputs).toMatchObject({ errors: '3', warnings: '1' });
    } finally {
      await github.close();
    }
  }, 600_000);
});
