/**
 * `mode: automation`'s inputs: the automation id is one segment of the request path, so anything
 * that could move the request elsewhere is refused (with the reason) before any request, along
 * with every other problem at once.
 */
import { describe, expect, it } from 'vitest';
import { InputError } from '../src/errors.js';
import { automationIdProblem } from '../src/modes/automation/inputs.js';
import { readInputs } from '../src/modes/index.js';
import { actionDefaults } from './helpers/run-action.js';

const KEY = 'mint_test_0123456789abcdef';
const quiet = { setSecret: () => undefined, warning: () => undefined };

function envOf(inputs: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { GITHUB_REPOSITORY: 'acme/docs', GITHUB_EVENT_NAME: 'push' };
  const all = {
    ...actionDefaults(),
    'admin-key': KEY,
    mode: 'automation',
    'project-id': 'proj_1',
    ...inputs,
  };
  for (const [k, v] of Object.entries(all)) {
    env[`INPUT_${k.toUpperCase()}`] = v.includes('${{') ? '' : v;
  }
  return env;
}

function problemsOf(inputs: Record<string, string>): readonly string[] {
  try {
    readInputs(envOf(inputs), quiet);
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as InputError).problems;
  }
  throw new Error('no InputError');
}

describe('mode: automation inputs', () => {
  it('reads the project, the automation and the 5-minute default timeout', () => {
    const inputs = readInputs(envOf({ 'automation-id': ' 65f0c3a9e1b2d4f6a7b8c9d0 ' }), quiet);
    expect(inputs).toMatchObject({
      mode: 'automation',
      projectId: 'proj_1',
      automationId: '65f0c3a9e1b2d4f6a7b8c9d0',
      timeoutMs: 5 * 60_000,
    });
  });

  it.each([
    ['a/b', '`/`'],
    ['../update', '`/`'],
    ['..', '`..`'],
    ['a..b', '`..`'],
    ['a?b=1', '`?`'],
    ['a#b', '`#`'],
    ['a%2Fb', '`%`'],
    ['a\\b', '`\\`'],
    ['a b', 'white space'],
    ['a\tb', 'white space'],
  ])('refuses %j: %s', (id, reason) => {
    const problem = automationIdProblem(id);
    expect(problem).toContain(reason);
    const problems = problemsOf({ 'automation-id': id });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('`automation-id`');
    expect(problems[0]).toContain(reason);
  });

  it('accepts letters, digits, `-` and `_` and refuses anything else', () => {
    expect(automationIdProblem('auto_changelog-2')).toBeUndefined();
    expect(automationIdProblem('auto.changelog')).toContain('letters, digits');
    expect(automationIdProblem('ü')).toContain('letters, digits');
    expect(automationIdProblem('a'.repeat(201))).toContain('at most 200');
  });

  it('lists every problem at once: no project, no automation, inputs of another mode', () => {
    const problems = problemsOf({ 'project-id': '', 'status-id': 'st_1', trigger: 'true' });
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toContain('`mode: automation` needs `project-id`');
    expect(problems.join('\n')).toContain('`mode: automation` needs `automation-id`');
    expect(problems.join('\n')).toContain('Remove `status-id`');
    expect(problems.join('\n')).toContain('Remove `trigger`');
  });
});
