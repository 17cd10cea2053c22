/**
 * The files this run's change touched, from git in the checkout (no request, so no token): on a
 * pull request, the merge commit `actions/checkout` makes against its first parent (the base
 * branch's tip, present with `fetch-depth: 2`), else against the PR's base commit when the
 * checkout has it; on a push, `before..HEAD`. When git cannot tell (a shallow checkout of depth
 * 1, no git), every file counts as the PR's: findings are then all errors, never quietly
 * downgraded, and the log says how to get the split.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PR_EVENTS, pullRequestOf, type RunnerContext } from '../../inputs/runner.js';

const run = promisify(execFile);

/** What git said of the change. */
export interface ChangedFiles {
  /** Repository paths changed; undefined when unknown (every file counts as changed). */
  readonly files?: ReadonlySet<string>;
  /** How they were found, or why not (for the log). */
  readonly how: string;
}

/** Most bytes of git's answer read (a list of a few hundred thousand paths). */
const MAX_BUFFER = 64 * 1024 * 1024;

/** The files the run's change touched (see the module's comment). Never throws. */
export async function changedFiles(
  runner: RunnerContext,
  workspace: string,
  signal: AbortSignal,
): Promise<ChangedFiles> {
  const git = async (...args: string[]): Promise<string | undefined> => {
    try {
      const { stdout } = await run('git', ['-C', workspace, ...args], {
        timeout: 60_000,
        maxBuffer: MAX_BUFFER,
        signal,
      });
      return stdout;
    } catch {
      return undefined;
    }
  };
  const diff = async (from: string, how: string): Promise<ChangedFiles | undefined> => {
    const out = await git('diff', '--name-only', '--no-renames', '-z', from, 'HEAD', '--');
    if (out === undefined) return undefined;
    return { files: new Set(out.split('\0').filter(Boolean)), how };
  };
  if (PR_EVENTS.has(runner.eventName)) {
    const parents = (await git('rev-list', '--parents', '-n', '1', 'HEAD'))?.trim().split(' ');
    if (parents?.length === 3 && (await git('cat-file', '-e', 'HEAD^1^{commit}')) !== undefined) {
      const found = await diff('HEAD^1', "the merge commit against the base branch's tip");
      if (found) return found;
    }
    const base = pullRequestOf(runner.event)?.baseSha ?? '';
    if (
      /^[0-9a-f]{40}$/i.test(base) &&
      (await git('cat-file', '-e', `${base}^{commit}`)) !== undefined
    ) {
      const found = await diff(base, "the PR's base commit");
      if (found) return found;
    }
    return {
      how: "git in the checkout cannot tell which files the PR changed (give actions/checkout `fetch-depth: 2`); every finding counts as the PR's",
    };
  }
  const before = typeof runner.event.before === 'string' ? runner.event.before : '';
  if (runner.eventName === 'push' && /^[0-9a-f]{40}$/i.test(before) && !/^0+$/.test(before)) {
    const found = await diff(before, "the push's first commit's parent");
    if (found) return found;
  }
  return { how: 'the whole site is checked, every finding an error' };
}
