/**
 * Each mode's own action declares exactly the inputs its mode reads: the set is recorded from the
 * code's reads (src/inputs/common.ts and the mode's `inputs.ts`, run through a getter that notes
 * every name asked for), not taken from a list, and compared with the mode's table and its
 * generated `<mode>/action.yml`. The mode's own descriptions speak of that mode only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Input, MODES, type Mode } from '../src/constants.js';
import { readCommonInputs } from '../src/inputs/common.js';
import type { Getter } from '../src/inputs/parse.js';
import { codeDefault } from '../src/inputs/table.js';
import { MODE_REGISTRY, MODE_TABLES, readInputs } from '../src/modes/index.js';
import { statusNeedsAdminKey } from '../src/modes/status/inputs.js';
import { InputError } from '../src/errors.js';
import { ROOT } from './helpers/run-action.js';

const KEY = 'mint_test_0123456789abcdef';
const quiet = { setSecret: () => undefined, warning: () => undefined };
const RUNNER_ENV: NodeJS.ProcessEnv = {
  GITHUB_REPOSITORY: 'acme/docs',
  GITHUB_EVENT_NAME: 'push',
  GITHUB_REF: 'refs/heads/main',
  GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
};

/**
 * Values that send a reader down its other branches (a read made only on one branch is still a
 * read): each mode is read once with its defaults and once with each of these on top.
 */
const BRANCHES: Record<string, Record<string, string>[]> = {
  status: [
    { trigger: 'true', repair: 'true', 'docs-root': 'docs', 'verify-timeout': '5m' },
    { follow: 'github-app', 'site-url': 'https://docs.example.com' },
  ],
  export: [{ target: 'release', 'release-tag': 'v1', 'retention-days': '5' }],
  feedback: [{ 'docs-root': 'docs' }],
  preview: [{ 'docs-root': 'docs', branch: 'main' }],
  automation: [{ 'automation-id': 'auto_1' }],
  health: [{ 'draft-fixes': '1' }],
};

/** Every input name `mode`'s reading asks for, over its defaults and {@link BRANCHES}. */
function reads(mode: Mode): Set<string> {
  const asked = new Set<string>();
  for (const given of [{}, ...(BRANCHES[mode] ?? [])]) {
    const values: Record<string, string> = { 'admin-key': KEY, 'project-id': 'proj_1', ...given };
    const specs = new Map(MODE_TABLES[mode].inputs.map((s) => [s.name as string, s]));
    const get: Getter = (name) => {
      asked.add(name);
      if (name === Input.Mode) return mode;
      const spec = specs.get(name);
      return values[name] ?? (spec ? codeDefault(spec) : '');
    };
    // What src/modes/index.ts readInputs does, in its order.
    const problems: string[] = [];
    const keyNeeded = mode !== 'status' || statusNeedsAdminKey(get);
    const { common } = readCommonInputs(RUNNER_ENV, get, quiet, problems, keyNeeded);
    MODE_REGISTRY[mode].readInputs(common, get, problems);
  }
  asked.delete(Input.Mode);
  return asked;
}

type Declared = Record<string, { description: string }>;

/** What `<mode>/action.yml` declares. */
function declared(mode: Mode): { inputs: Declared; outputs: Declared } {
  const file = path.join(ROOT, mode, 'action.yml');
  return parse(readFileSync(file, 'utf8')) as { inputs: Declared; outputs: Declared };
}

describe("each mode's action declares exactly what its mode reads", () => {
  for (const mode of MODES) {
    it(`${mode}: its table and ${mode}/action.yml hold the inputs its code reads`, () => {
      const read = [...reads(mode)].sort();
      expect(MODE_TABLES[mode].inputs.map((s) => s.name).sort()).toEqual(read);
      expect(Object.keys(declared(mode).inputs).sort()).toEqual(read);
    });

    it(`${mode}: its own descriptions name no other mode`, () => {
      const others = MODES.filter((m) => m !== mode);
      const { inputs, outputs } = declared(mode);
      for (const [name, spec] of [...Object.entries(inputs), ...Object.entries(outputs)]) {
        for (const other of others) {
          expect(spec.description, `${mode}/action.yml ${name}`).not.toMatch(
            new RegExp(`\`(mode: )?${other}\`|\\b${other} \\d+m\\b|\\(or ${other}\\)`),
          );
        }
      }
    });
  }

  it('the shared inputs are read by the modes that use them only', () => {
    // What the issue found declared but never read: the reads say so now.
    expect(reads('export').has(Input.ProjectId)).toBe(false);
    expect(reads('automation').has(Input.GitHubToken)).toBe(false);
    for (const mode of ['feedback', 'automation', 'health'] as const) {
      expect(reads(mode).has(Input.PollInterval)).toBe(false);
    }
  });

  it('through the root action, warns of an input only other modes read, and refuses `status-id`', () => {
    const env: NodeJS.ProcessEnv = {
      ...RUNNER_ENV,
      'INPUT_ADMIN-KEY': KEY,
      INPUT_MODE: 'export',
      INPUT_DOMAIN: 'docs.example.com',
      'INPUT_PROJECT-ID': 'proj_1',
      // Its own, and one it shares with others: accepted.
      'INPUT_POLL-INTERVAL': '5s',
      // At the root action's default: what the runner passes when the workflow gives nothing.
      INPUT_TRIGGER: 'false',
      INPUT_WAIT: 'true',
    };
    const warnings: string[] = [];
    const hooks = { setSecret: () => undefined, warning: (m: string) => warnings.push(m) };
    expect(readInputs(env, hooks).mode).toBe('export');
    expect(warnings).toEqual([
      '`project-id` is for `mode: status`, `mode: feedback`, `mode: preview`, `mode: automation` and `mode: health`; `mode: export` does not read it, so it does nothing here. Remove `project-id`.',
    ]);
    let problems: readonly string[] = [];
    try {
      readInputs({ ...env, 'INPUT_STATUS-ID': 'st_1' }, quiet);
    } catch (err) {
      expect(err).toBeInstanceOf(InputError);
      problems = (err as InputError).problems;
    }
    expect(problems).toEqual([
      '`status-id` is for `mode: status`; `mode: export` does not read it. Remove `status-id`.',
    ]);
  });
});
