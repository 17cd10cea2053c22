/**
 * The tables in code (src/inputs/table.json, src/modes/<mode>/table.json, read by the table.ts beside each) are the source of action.yml,
 * each mode's own action and the docs' tables: the root action keeps every input as published,
 * the files on disk are what `npm run docs` writes, each mode's reader takes the table's default
 * for an empty input, reads exactly the inputs its table declares, and enforces the table's limits.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { FIXED_MODE_ENV, Input, MODES, type Mode } from '../src/constants.js';
import { InputError } from '../src/errors.js';
import { readCommonInputs } from '../src/inputs/common.js';
import { codeDefault, COMMON_INPUTS } from '../src/inputs/table.js';
import { MODE_REGISTRY, MODE_TABLES, readInputs, rootInputs } from '../src/modes/index.js';
import { ROOT } from './helpers/run-action.js';

const run = promisify(execFile);

interface ActionFile {
  inputs: Record<string, { required?: boolean; default?: string }>;
  outputs: Record<string, unknown>;
  runs: { using: string; main: string; post?: string };
}
const actionAt = (dir: string): ActionFile =>
  parse(readFileSync(path.join(ROOT, dir, 'action.yml'), 'utf8')) as ActionFile;

const FROZEN = JSON.parse(
  readFileSync(path.join(ROOT, '__tests__', 'fixtures', 'action-v1-inputs.json'), 'utf8'),
) as {
  inputs: Record<string, { required: boolean; default: string | null }>;
  outputs: string[];
};

const hooks = { setSecret: () => undefined, warning: () => undefined };

/** What each mode needs besides the input probed. */
const BASE: Record<Mode, Record<string, string>> = {
  status: { 'status-id': 'abc123' },
  export: { domain: 'docs.example.com' },
  feedback: { 'project-id': 'proj_1' },
  preview: { 'project-id': 'proj_1', branch: 'feature/x' },
  automation: { 'project-id': 'proj_1', 'automation-id': 'auto_1' },
  health: { 'project-id': 'proj_1', 'github-token': 'ghs_test' },
  check: {},
};

/** A runner's environment with these inputs (and nothing of action.yml's defaults). */
function envOf(mode: Mode, inputs: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_EVENT_NAME: mode === 'health' ? 'schedule' : 'push',
    GITHUB_REF: 'refs/heads/main',
  };
  const all = { 'admin-key': 'mint_test_0123456789abcdef', ...BASE[mode], ...inputs };
  for (const [k, v] of Object.entries(all)) env[`INPUT_${k.toUpperCase()}`] = v;
  return env;
}

/** The mode's own reader, given `env` as is (no table defaults): its result or its problems. */
function readRaw(mode: Mode, given: NodeJS.ProcessEnv, seen?: Set<string>): string {
  const env: NodeJS.ProcessEnv = { ...given, INPUT_MODE: mode };
  const get = (name: string): string => {
    seen?.add(name);
    return (env[`INPUT_${name.toUpperCase()}`] ?? '').trim();
  };
  const problems: string[] = [];
  const { common } = readCommonInputs(env, get, hooks, problems);
  const result = MODE_REGISTRY[mode].readInputs(common, get, problems);
  return JSON.stringify({ result, problems });
}

describe('the root action.yml', () => {
  const action = actionAt('');

  it('keeps every input as published: name, required flag and default', () => {
    const now = Object.fromEntries(
      Object.entries(action.inputs).map(([n, s]) => [
        n,
        { required: s.required === true, default: s.default ?? null },
      ]),
    );
    expect(now).toEqual(FROZEN.inputs);
    expect(Object.keys(action.outputs).sort()).toEqual([...FROZEN.outputs].sort());
  });

  it('is written from the tables: `mode` required, then every mode’s inputs once', () => {
    expect(Object.keys(action.inputs)).toEqual(rootInputs().map((i) => i.name));
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });
});

describe("each mode's own action", () => {
  it.each(MODES)('%s/action.yml declares its table and runs its loader', (mode) => {
    const action = actionAt(mode);
    const table = MODE_TABLES[mode];
    expect(Object.keys(action.inputs)).toEqual(table.inputs.map((i) => i.name));
    expect(action.inputs).not.toHaveProperty(Input.Mode);
    for (const spec of COMMON_INPUTS) expect(action.inputs).toHaveProperty(spec.name);
    expect(Object.keys(action.outputs)).toEqual(table.outputs.map((o) => o.name));
    expect(action.runs).toEqual({ using: 'node24', main: `../dist/${mode}/index.js` });
    // Its editor shows no "`status` mode:" before each description: the action is the mode.
    const texts = [...Object.values(action.inputs), ...Object.values(action.outputs)].map((d) =>
      String((d as { description?: string }).description),
    );
    for (const text of texts)
      expect(
        MODES.some((m) => text.startsWith(`\`${m}\``)),
        text,
      ).toBe(false);
  });

  it('the bundle script writes a loader for every mode', () => {
    const script = readFileSync(path.join(ROOT, 'scripts', 'bundle.mjs'), 'utf8');
    expect(script).toContain(
      `const MODES = ${JSON.stringify(MODES).replace(/"/g, "'").replace(/,/g, ', ')};`,
    );
    expect(script).toContain(`process.env.${FIXED_MODE_ENV} =`);
  });
});

describe('npm run docs --check', () => {
  it('finds action.yml, every mode’s action.yml and the generated tables current', async () => {
    const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const result = await run(process.execPath, [tsx, 'scripts/docs.ts', '--check'], {
      cwd: ROOT,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code?: number; stderr?: string }) => ({ code: err.code, stderr: err.stderr }),
    );
    expect(result).toEqual({ code: 0, stderr: '' });
  });
});

describe("each mode's reader and its table", () => {
  afterEach(() => vi.useRealTimers());

  it.each(MODES)('%s: an empty input means what the table’s default means', (mode) => {
    // One clock for both reads: an empty `date-from` is 30 days before now.
    vi.useFakeTimers({ now: Date.parse('2026-11-28T00:00:00Z'), toFake: ['Date'] });
    for (const spec of MODE_TABLES[mode].inputs) {
      const fallback = codeDefault(spec);
      if (!fallback || spec.name in BASE[mode]) continue;
      const empty = readRaw(mode, envOf(mode, { [spec.name]: '' }));
      const given = readRaw(mode, envOf(mode, { [spec.name]: fallback }));
      expect(empty, spec.name).toEqual(given);
    }
  });

  it.each(MODES)('%s: reads every input its table declares, and only those', (mode) => {
    const seen = new Set<string>();
    // `release-tag` is read for the `release` target only.
    const variants: Record<string, string>[] = [
      {},
      ...(mode === 'export' ? [{ target: 'release' }] : []),
    ];
    for (const variant of variants) {
      readRaw(mode, envOf(mode, variant), seen);
    }
    const declared = MODE_TABLES[mode].inputs.map((i) => i.name);
    // Another mode's inputs given by mistake are refused by the registry from the table, not
    // read here (__tests__/mode-inputs.test.ts).
    expect([...seen].sort()).toEqual([...declared, Input.Mode].sort());
  });

  it.each(MODES)('%s: enforces the limits its table states', (mode) => {
    const accepts = (name: string, value: number): boolean => {
      try {
        readInputs(envOf(mode, { mode, [name]: String(value) }), hooks);
        return true;
      } catch (err) {
        if (!(err instanceof InputError)) throw err;
        return false;
      }
    };
    for (const spec of MODE_TABLES[mode].inputs) {
      if (!spec.limits) continue;
      const { min, max } = spec.limits;
      expect(
        [min - 1, min, max, max + 1].map((n) => accepts(spec.name, n)),
        spec.name,
      ).toEqual([false, true, true, false]);
    }
  });
});

describe('a fixed mode (the loader of a mode’s own action)', () => {
  it('runs that mode with no `mode` input, and refuses a `mode` that disagrees', () => {
    const env = { ...envOf('export', {}), [FIXED_MODE_ENV]: 'export' };
    const inputs = readInputs(env, hooks);
    expect(inputs.mode).toBe('export');
    // The table's defaults stand in for inputs the export action's runner passes none of.
    expect(inputs).toMatchObject({ target: 'artifact', artifactName: 'docs-export' });
    expect(readInputs({ ...env, INPUT_MODE: 'export' }, hooks).mode).toBe('export');
    expect(() => readInputs({ ...env, INPUT_MODE: 'status' }, hooks)).toThrow(
      /This is the `export` action, which takes no `mode` input: `mode: status` disagrees/,
    );
  });
});
