/**
 * Runs the built action the way a GitHub runner does: inputs as INPUT_*
 * variables with action.yml's defaults filled in, the GITHUB_OUTPUT / GITHUB_STEP_SUMMARY /
 * GITHUB_STATE / GITHUB_EVENT_PATH files, STATE_* for a post entry, RUNNER_TEMP, and the
 * emulators' environment. Returns the exit code,
 * the outputs parsed from GITHUB_OUTPUT, the job summary, and the annotations from stdout.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The repository's root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Where the test run's own bundle of `src/` goes (helpers/build-action.ts, vitest's global setup):
 * the e2e tests run the code as it is now. The committed dist/ has a smoke test of its own.
 */
export const TEST_DIST = path.join(ROOT, 'build', 'test-dist');

/** The committed bundle, as `uses:` runs it. */
export const COMMITTED_ENTRY = path.join(ROOT, 'dist', 'index.js');

/** What a test asks of one run. */
export interface RunActionOptions {
  /** Inputs by their action.yml names (`admin-key`, `mode`, …); unset ones get action.yml's default. */
  inputs: Record<string, string>;
  /** Extra environment (e.g. `github.env()` of the GitHub emulator). */
  env?: Record<string, string>;
  /** The event that triggered the workflow; default `push` with an empty payload. */
  event?: { name: string; payload: Record<string, unknown> };
  /** GITHUB_SHA; default a fixed 40-hex sha. */
  sha?: string;
  /** GITHUB_REF; default `refs/heads/main`. */
  ref?: string;
  /** Kill the run after this long (the test fails on a hang rather than waiting forever). Default 60 s. */
  killAfterMs?: number;
  /** Called for each stdout line; may send a signal to the child (e.g. SIGTERM to test cancellation). */
  onLine?: (line: string, signal: (s: NodeJS.Signals) => void) => void;
  /** Entry script; default the test run's bundle of `src/` ({@link TEST_DIST}). */
  entry?: string;
  /** Directory (from the root) of the action.yml whose input defaults apply; default the root's. */
  action?: string;
  /** The state a post entry gets, as the runner passes it: STATE_<name> variables. */
  state?: Record<string, string>;
}

/** A workflow command the action printed (`::error::…`, `::warning file=…::…`). */
export interface Annotation {
  /** `error`, `warning`, `notice`, `debug`, `group`, … */
  command: string;
  /** The decoded message. */
  message: string;
}

/** What one run produced. */
export interface ActionRun {
  /** Exit code (null when killed by a signal). */
  code: number | null;
  /** Signal that ended the process, if any. */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** Outputs written to GITHUB_OUTPUT. */
  outputs: Record<string, string>;
  /** State saved through GITHUB_STATE (for a post entry). */
  state: Record<string, string>;
  /** The job summary written to GITHUB_STEP_SUMMARY. */
  summary: string;
  /** Workflow commands found in stdout. */
  annotations: Annotation[];
  /** RUNNER_TEMP of this run. */
  runnerTemp: string;
  /** Milliseconds from spawn to exit. */
  durationMs: number;
}

const defaults = new Map<string, Record<string, string>>();

/** action.yml's input defaults (of the action in directory `action`), as the runner fills them in. */
export function actionDefaults(action = ''): Record<string, string> {
  let found = defaults.get(action);
  if (!found) {
    const doc = parse(readFileSync(path.join(ROOT, action, 'action.yml'), 'utf8')) as {
      inputs: Record<string, { default?: string }>;
    };
    found = {};
    for (const [name, spec] of Object.entries(doc.inputs)) {
      found[name] = spec.default ?? '';
    }
    defaults.set(action, found);
  }
  return found;
}

/** Runs the built action once and collects what it wrote. */
export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'action-run-'));
  const runnerTemp = path.join(dir, 'runner-temp');
  const workspace = path.join(dir, 'workspace');
  mkdirSync(runnerTemp);
  mkdirSync(workspace);
  const outputFile = path.join(dir, 'output.txt');
  const summaryFile = path.join(dir, 'summary.md');
  const stateFile = path.join(dir, 'state.txt');
  const eventFile = path.join(dir, 'event.json');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  writeFileSync(stateFile, '');
  const event = options.event ?? { name: 'push', payload: {} };
  writeFileSync(eventFile, JSON.stringify(event.payload));

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? dir,
    // The test run's temp root (helpers/temp-root.ts), so what the action puts there is removed too.
    ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    RUNNER_TEMP: runnerTemp,
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_STATE: stateFile,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_SHA: options.sha ?? '0123456789abcdef0123456789abcdef01234567',
    GITHUB_REF: options.ref ?? 'refs/heads/main',
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_JOB: 'docs',
    ...options.env,
  };
  for (const [name, value] of Object.entries(options.state ?? {})) env[`STATE_${name}`] = value;
  for (const [name, value] of Object.entries({
    ...actionDefaults(options.action),
    ...options.inputs,
  })) {
    // The runner evaluates `${{ github.token }}`; outside it there is no token unless a test gives one.
    const v = value.includes('${{') ? '' : value;
    env[`INPUT_${name.toUpperCase()}`] = v;
  }

  const started = performance.now();
  const child = spawn(process.execPath, [options.entry ?? path.join(TEST_DIST, 'index.js')], {
    env,
    cwd: workspace,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let pending = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    stdout += chunk;
    if (!options.onLine) return;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) options.onLine(line, (s) => child.kill(s));
  });
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk;
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 60_000);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => {
    child.on('close', (c, s) => resolve([c, s]));
  });
  clearTimeout(killer);

  return {
    code,
    signal,
    stdout,
    stderr,
    outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
    state: parseOutputFile(readFileSync(stateFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
    annotations: parseAnnotations(stdout),
    runnerTemp,
    durationMs: performance.now() - started,
  };
}

/** Parses GITHUB_OUTPUT's (or GITHUB_STATE's) `name<<delimiter` blocks (and `name=value` lines). */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name = '', delimiter] = heredoc;
      const value: string[] = [];
      for (i += 1; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i] ?? '');
      out[name] = value.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      out[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return out;
}

/** Parses `::command props::message` workflow commands out of stdout. */
export function parseAnnotations(stdout: string): Annotation[] {
  const found: Annotation[] = [];
  for (const line of stdout.split('\n')) {
    const m = /^::([a-z-]+)(?: [^:]*)?::(.*)$/.exec(line);
    if (!m) continue;
    found.push({
      command: m[1] ?? '',
      message: (m[2] ?? '').replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'),
    });
  }
  return found;
}
