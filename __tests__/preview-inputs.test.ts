/**
 * `mode: preview`'s inputs: which branch is previewed on which event, fork detection, and every
 * problem refused at once before any request.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.js';
import { readInputs } from '../src/modes/index.js';
import { type PreviewInputs } from '../src/modes/preview/inputs.js';
import { actionDefaults } from './helpers/run-action.js';

const KEY = 'mint_test_0123456789abcdef';
const HEAD = 'abcdef0123456789abcdef0123456789abcdef01';
const RUN_SHA = '0123456789abcdef0123456789abcdef01234567';

/** The runner's env for one event: action.yml defaults, the inputs, and the event payload file. */
function envOf(
  inputs: Record<string, string>,
  event: { name: string; payload?: unknown; ref?: string; headRef?: string },
): NodeJS.ProcessEnv {
  const dir = mkdtempSync(path.join(tmpdir(), 'preview-inputs-'));
  const eventPath = path.join(dir, 'event.json');
  writeFileSync(eventPath, JSON.stringify(event.payload ?? {}));
  const env: NodeJS.ProcessEnv = {
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_SHA: RUN_SHA,
    GITHUB_REF: event.ref ?? 'refs/pull/5/merge',
    ...(event.headRef !== undefined ? { GITHUB_HEAD_REF: event.headRef } : {}),
  };
  const all = {
    ...actionDefaults(),
    'admin-key': KEY,
    mode: 'preview',
    'project-id': 'proj_1',
    ...inputs,
  };
  for (const [k, v] of Object.entries(all)) {
    env[`INPUT_${k.toUpperCase()}`] = v.includes('${{') ? '' : v;
  }
  return env;
}

const quiet = { setSecret: () => undefined, warning: () => undefined };

function read(env: NodeJS.ProcessEnv): PreviewInputs {
  const inputs = readInputs(env, quiet);
  if (inputs.mode !== 'preview') throw new Error(`mode ${inputs.mode}`);
  return inputs;
}

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    readInputs(env, quiet);
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as InputError).problems;
  }
  throw new Error('expected an InputError');
}

function pr(headRepo: string | null, ref = 'feature/x') {
  return {
    pull_request: {
      number: 5,
      head: { ref, sha: HEAD, repo: headRepo === null ? null : { full_name: headRepo } },
      base: { ref: 'main', repo: { full_name: 'acme/docs' } },
    },
  };
}

describe('mode: preview inputs', () => {
  it('previews the PR head branch and commit on pull_request, with the defaults', () => {
    const inputs = read(envOf({}, { name: 'pull_request', payload: pr('acme/docs') }));
    expect(inputs).toMatchObject({
      branch: 'feature/x',
      headSha: HEAD,
      pullNumber: 5,
      fork: false,
      wait: true,
      comment: true,
      commentKey: 'proj_1',
      deployment: true,
      environment: 'docs-preview',
      timeoutMs: 20 * 60_000,
    });
  });

  it('does the same on pull_request_target, and falls back to GITHUB_HEAD_REF', () => {
    const target = read(envOf({}, { name: 'pull_request_target', payload: pr('acme/docs') }));
    expect(target.branch).toBe('feature/x');
    const noPayload = read(envOf({}, { name: 'pull_request', headRef: 'from/env' }));
    expect(noPayload.branch).toBe('from/env');
    expect(noPayload.headSha).toBe(RUN_SHA);
  });

  it('marks a closed PR, merged or not; open PRs and pushes are not closed', () => {
    const closed = (merged: unknown) => ({
      action: 'closed',
      pull_request: { ...pr('acme/docs').pull_request, merged },
    });
    expect(read(envOf({}, { name: 'pull_request', payload: closed(true) })).closed).toEqual({
      merged: true,
    });
    expect(read(envOf({}, { name: 'pull_request', payload: closed(false) })).closed).toEqual({
      merged: false,
    });
    // Anything but `true` is not merged.
    expect(read(envOf({}, { name: 'pull_request', payload: closed('yes') })).closed).toEqual({
      merged: false,
    });
    const synchronize = { ...pr('acme/docs'), action: 'synchronize' };
    expect(read(envOf({}, { name: 'pull_request', payload: synchronize })).closed).toBeUndefined();
    const push = { action: 'closed' };
    expect(
      read(envOf({}, { name: 'push', payload: push, ref: 'refs/heads/main' })).closed,
    ).toBeUndefined();
    // A fork's closed PR stays a fork: skipped before anything else.
    const forkClosed = { ...pr('stranger/docs'), action: 'closed' };
    expect(read(envOf({}, { name: 'pull_request', payload: forkClosed }))).toMatchObject({
      fork: true,
      closed: { merged: false },
    });
  });

  it('previews the pushed branch on push, at GITHUB_SHA', () => {
    const inputs = read(envOf({}, { name: 'push', ref: 'refs/heads/release/2.0' }));
    expect(inputs).toMatchObject({
      branch: 'release/2.0',
      headSha: RUN_SHA,
      pullNumber: undefined,
    });
  });

  it('takes `branch` as given, without a refs/heads/ prefix', () => {
    const inputs = read(
      envOf({ branch: 'refs/heads/docs/ü-#1' }, { name: 'push', ref: 'refs/heads/main' }),
    );
    expect(inputs.branch).toBe('docs/ü-#1');
  });

  it('marks fork PRs (and deleted forks), which need no key', () => {
    const fork = read(envOf({ 'admin-key': '' }, { name: 'pull_request', payload: pr('x/docs') }));
    expect(fork.fork).toBe(true);
    const gone = read(envOf({}, { name: 'pull_request_target', payload: pr(null) }));
    expect(gone.fork).toBe(true);
  });

  it('lists every problem at once: project, branch, other modes’ inputs, booleans', () => {
    const problems = problemsOf(
      envOf(
        {
          'project-id': '',
          'status-id': 'st_1',
          trigger: 'true',
          deployment: 'yes',
          'comment-key': 'bad key',
        },
        { name: 'workflow_dispatch', ref: 'refs/heads/main' },
      ),
    );
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toContain('`mode: preview` needs `project-id`');
    expect(problems.join('\n')).toContain(
      '`mode: preview` needs `branch` on `workflow_dispatch` events',
    );
    expect(problems.join('\n')).toContain('`status-id` is for `mode: status`');
    expect(problems.join('\n')).toContain('`trigger: true` is for `mode: status`');
    expect(problems.join('\n')).toContain('`deployment` "yes" is not a boolean');
    expect(problems.join('\n')).toContain('`comment-key` "bad key"');
  });

  it('refuses a tag push without `branch`, naming the ref', () => {
    const problems = problemsOf(envOf({}, { name: 'push', ref: 'refs/tags/v1' }));
    expect(problems).toEqual([expect.stringContaining('(GITHUB_REF is "refs/tags/v1")')]);
  });

  it.each([
    ['with space', 'white space'],
    ['a..b', '`..`'],
    ['feat~1', '~ ^ :'],
    ['-lead', 'starts with `-`'],
    ['trail/', 'ends with `/`'],
    ['x.lock', '`.lock`'],
  ])('refuses the branch name %j', (branch, why) => {
    const problems = problemsOf(envOf({ branch }, { name: 'push', ref: 'refs/heads/main' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('is not a branch name');
    expect(problems[0]).toContain(why);
  });
});
