/**
 * scripts/move-major-tag.sh, the step .github/workflows/release.yml runs on a published release,
 * rehearsed on tags in a temporary repository with a bare "origin": the major tag follows the
 * newest vX.Y.Z release, as an annotated tag on the release's commit; a pre-release, a tag that is
 * not vX.Y.Z and a fix for an older minor version leave it where it is. The workflow is checked to
 * run this script, so the rehearsal runs the release's own code.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from './helpers/run-action.js';

const SCRIPT = path.join(ROOT, 'scripts', 'move-major-tag.sh');

/** Who the temporary repository's commits and tags are by (no global git config is read). */
const GIT_ENV = {
  PATH: process.env.PATH ?? '/usr/bin:/bin',
  HOME: '/nonexistent',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Release Rehearsal',
  GIT_AUTHOR_EMAIL: 'rehearsal@example.com',
  GIT_COMMITTER_NAME: 'Release Rehearsal',
  GIT_COMMITTER_EMAIL: 'rehearsal@example.com',
};

let dir: string;
let work: string;
let origin: string;

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' }).trim();
}

/** Runs the script in the working clone as the workflow does. */
function moveMajor(tag: string, prerelease = false): { code: number | null; stdout: string } {
  const run = spawnSync('bash', [SCRIPT, tag], {
    cwd: work,
    env: { ...GIT_ENV, PRERELEASE: String(prerelease) },
    encoding: 'utf8',
  });
  return { code: run.status, stdout: run.stdout + run.stderr };
}

/** A new commit in the working clone, tagged (annotated) and pushed as a release would be. */
function release(tag: string): string {
  git(work, 'commit', '--allow-empty', '-m', `Release ${tag}`);
  git(work, 'tag', '-a', tag, '-m', tag);
  git(work, 'push', '-q', 'origin', 'HEAD', `refs/tags/${tag}`);
  return git(work, 'rev-parse', 'HEAD');
}

/** The commit a tag of the bare origin points at, or undefined when origin has no such tag. */
function originCommit(tag: string): string | undefined {
  const out = spawnSync('git', ['rev-parse', '--verify', '--quiet', `refs/tags/${tag}^{commit}`], {
    cwd: origin,
    env: GIT_ENV,
    encoding: 'utf8',
  });
  return out.status === 0 ? out.stdout.trim() : undefined;
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'move-major-'));
  origin = path.join(dir, 'origin.git');
  work = path.join(dir, 'work');
  mkdirSync(work);
  git(dir, 'init', '-q', '--bare', origin);
  git(work, 'init', '-q', '-b', 'main');
  git(work, 'remote', 'add', 'origin', origin);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('moving the major tag on a published release', () => {
  it('release.yml runs this script with the release tag and its pre-release flag', () => {
    const workflow = parse(
      readFileSync(path.join(ROOT, '.github', 'workflows', 'release.yml'), 'utf8'),
    ) as {
      on: { release: { types: string[] } };
      jobs: Record<string, { steps: { run?: string; env?: Record<string, string> }[] }>;
    };
    expect(workflow.on.release.types).toEqual(['published']);
    const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
    const step = steps.find((s) => s.run?.includes('scripts/move-major-tag.sh'));
    expect(step?.run).toContain('bash scripts/move-major-tag.sh "$TAG"');
    expect(step?.env).toEqual({
      TAG: '${{ github.event.release.tag_name }}',
      PRERELEASE: '${{ github.event.release.prerelease }}',
    });
  });

  it('points v1 at the first release, then at each newer one, as an annotated tag on the commit', () => {
    const first = release('v1.0.0');
    const moved = moveMajor('v1.0.0');
    expect(moved.code, moved.stdout).toBe(0);
    expect(moved.stdout).toContain(`v1 now points at v1.0.0 (${first})`);
    expect(originCommit('v1')).toBe(first);
    // An annotated tag whose object is the commit itself, not the release's tag object.
    git(work, 'fetch', '-q', '--force', 'origin', 'refs/tags/v1:refs/tags/v1');
    expect(git(work, 'cat-file', '-t', 'v1')).toBe('tag');
    expect(git(work, 'cat-file', '-p', 'v1')).toContain(`object ${first}\ntype commit`);

    const second = release('v1.1.0');
    expect(moveMajor('v1.1.0').code).toBe(0);
    expect(originCommit('v1')).toBe(second);
    // Version order, not text order: v1.10.0 is newer than v1.9.0.
    release('v1.9.0');
    expect(moveMajor('v1.9.0').code).toBe(0);
    const tenth = release('v1.10.0');
    expect(moveMajor('v1.10.0').code).toBe(0);
    expect(originCommit('v1')).toBe(tenth);
  });

  it('leaves v1 alone for a fix of an older minor version, a pre-release or a tag that is not vX.Y.Z', () => {
    const before = originCommit('v1');
    release('v1.1.1');
    const older = moveMajor('v1.1.1');
    expect(older.code).toBe(0);
    expect(older.stdout).toContain('v1.10.0 is newer than v1.1.1: v1 is left where it is.');

    release('v1.11.0');
    const pre = moveMajor('v1.11.0', true);
    expect(pre.code).toBe(0);
    expect(pre.stdout).toContain('pre-release');

    release('v1.12');
    const odd = moveMajor('v1.12');
    expect(odd.code).toBe(0);
    expect(odd.stdout).toContain('not vX.Y.Z');
    expect(originCommit('v1')).toBe(before);
  });

  it('starts v2 at the first v2 release and leaves v1 where it was', () => {
    const v1 = originCommit('v1');
    const v2 = release('v2.0.0');
    expect(moveMajor('v2.0.0').code).toBe(0);
    expect(originCommit('v2')).toBe(v2);
    expect(originCommit('v1')).toBe(v1);
  });

  it('fails for a release tag the clone does not have, and moves nothing', () => {
    const run = moveMajor('v2.1.0');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('is not in this clone');
    expect(originCommit('v2.1.0')).toBeUndefined();
  });
});
