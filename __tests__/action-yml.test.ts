/**
 * action.yml says what the input parser enforces: each limit is found by probing the parser
 * (src/modes/index.ts `readInputs`, the code every run goes through), never copied from it, and
 * the input's description must state it. A limit changed in src/ without its description, or a
 * description that promises another range, fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readInputs } from '../src/modes/index.js';
import { ROOT, actionDefaults } from './helpers/run-action.js';

const ACTION = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { description?: string }>;
};

/** The description of an input, white space folded. */
function described(input: string): string {
  return (ACTION.inputs[input]?.description ?? '').replace(/\s+/g, ' ');
}

/** What each probe needs besides the input probed. */
const BASE: Record<string, Record<string, string>> = {
  feedback: { 'project-id': 'proj_1' },
  health: { 'project-id': 'proj_1', 'github-token': 'ghs_test' },
  export: { domain: 'docs.example.com' },
  preview: { 'project-id': 'proj_1', branch: 'feature/x' },
  status: { 'status-id': 'abc123' },
};

/** Whether the parser takes `value` for `input` in `mode`. */
function accepts(mode: string, input: string, value: string): boolean {
  const env: NodeJS.ProcessEnv = {
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_EVENT_NAME: mode === 'health' ? 'schedule' : 'push',
    GITHUB_REF: 'refs/heads/main',
  };
  const inputs = {
    ...actionDefaults(),
    'admin-key': 'mint_test_0123456789abcdef',
    mode,
    ...BASE[mode],
    [input]: value,
  };
  for (const [k, v] of Object.entries(inputs)) {
    env[`INPUT_${k.toUpperCase()}`] = v.includes('${{') ? '' : v;
  }
  try {
    readInputs(env, { setSecret: () => undefined, warning: () => undefined });
    return true;
  } catch {
    return false;
  }
}

/** The largest n in [from, to] for which `ok(n)` holds, `ok` holding from `from` up to it. */
function largest(from: number, to: number, ok: (n: number) => boolean): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The whole numbers the parser takes for `input`: [smallest, largest]. */
function rangeOf(mode: string, input: string): [number, number] {
  const low = [0, 1, 2].find((n) => accepts(mode, input, String(n)));
  if (low === undefined) throw new Error(`${input} takes none of 0, 1, 2`);
  const high = largest(low, 10_000, (n) => accepts(mode, input, String(n)));
  expect(accepts(mode, input, String(low - 1))).toBe(false);
  expect(accepts(mode, input, String(high + 1))).toBe(false);
  return [low, high];
}

describe("action.yml's descriptions state the limits the parser enforces", () => {
  it.each([
    ['feedback', 'page-size'],
    ['feedback', 'max-pages'],
    ['health', 'top'],
    ['export', 'retention-days'],
  ])('%s mode: `%s` says its range', (mode, input) => {
    const [low, high] = rangeOf(mode, input);
    expect(described(input)).toMatch(new RegExp(`\\(${low}[-–]${high}\\)`));
  });

  it('`timeout` says its longest duration', () => {
    const hours = largest(1, 48, (h) => accepts('status', 'timeout', `${h}h`));
    expect(accepts('status', 'timeout', `${hours * 3_600 + 1}`)).toBe(false);
    expect(described('timeout')).toContain(`at most \`${hours}h\``);
  });

  it('`issue-label` says its length and that it takes no comma', () => {
    const longest = largest(1, 1_000, (n) => accepts('health', 'issue-label', 'a'.repeat(n)));
    expect(accepts('health', 'issue-label', 'docs,health')).toBe(false);
    expect(described('issue-label')).toContain(`at most ${longest} characters`);
    expect(described('issue-label')).toMatch(/without a comma/);
  });

  it('`issue-title` says its length', () => {
    const longest = largest(1, 2_000, (n) => accepts('health', 'issue-title', 'a'.repeat(n)));
    expect(described('issue-title')).toContain(`at most ${longest} characters`);
  });

  it('`comment-key` says which characters it takes, and how many', () => {
    const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
    const others = printable.filter((c) => !/[A-Za-z0-9]/.test(c));
    const taken = others.filter((c) => accepts('feedback', 'comment-key', `key${c}1`));
    for (const c of ['a', 'Z', '0', '9']) expect(accepts('feedback', 'comment-key', c)).toBe(true);
    const longest = largest(1, 1_000, (n) => accepts('feedback', 'comment-key', 'k'.repeat(n)));
    const text = described('comment-key');
    expect(text).toContain('letters, digits');
    // Each other character it takes is named in backticks, and no other one is.
    const named = [...text.matchAll(/`(.)`/g)].map((m) => m[1]);
    expect(new Set(named)).toEqual(new Set(taken));
    expect(text).toContain(`at most ${longest} characters`);
  });
});
