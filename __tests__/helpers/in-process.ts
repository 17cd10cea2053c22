/**
 * Runs the action in the test's own process, the way actions/typescript-action tests main.ts:
 * `run()` of src/main.ts imported fresh (a new module graph of src/ per run, so nothing of an
 * earlier run, the secret registry included, carries over) and awaited, with the environment a
 * runner gives a step, option for option as helpers/run-action.ts builds it: inputs as INPUT_*
 * with action.yml's defaults, the GITHUB_OUTPUT / GITHUB_STEP_SUMMARY / GITHUB_STATE /
 * GITHUB_EVENT_PATH files in a fresh temp folder, RUNNER_TEMP, GITHUB_*. stdout and stderr are
 * captured, not printed. Afterwards the environment, the working directory, `process.exitCode`
 * and the streams are as they were (a run that leaves a SIGINT/SIGTERM handler behind throws);
 * the temp folder is removed when the test ends.
 *
 * node_modules load once per test file, not once per run: what of them keeps state across runs
 * is reset here. @actions/core's `summary` keeps the path of its first write (`_filePath`) and
 * may hold an unwritten buffer; @octokit/plugin-throttling queues every Octokit of a process in
 * module-level Bottleneck groups (writes 1 s apart, comments 3 s apart), which a spawned run gets
 * fresh.
 *
 * The link check runs on the caller's thread here: from the TypeScript sources,
 * publish/link-thread.ts has no bundled worker to start. Its worker thread, the exit code, signals
 * and the committed bundle are what the spawned tests (run-action.ts) are kept for.
 */
import * as core from '@actions/core';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished, vi } from 'vitest';
import {
  actionDefaults,
  parseAnnotations,
  parseOutputFile,
  type Annotation,
  type RunActionOptions,
} from './run-action.js';

/** What a test asks of one in-process run: run-action's options that make sense without a process. */
export type InProcessOptions = Pick<RunActionOptions, 'inputs' | 'env' | 'event' | 'sha' | 'ref'>;

/** What one in-process run produced. */
export interface InProcessRun {
  /** `process.exitCode` as `run()` left it (`core.setFailed` sets 1); 0 when it set none. */
  exitCode: number;
  /** Everything written to process.stdout during the run. */
  stdout: string;
  /** Everything written to process.stderr during the run. */
  stderr: string;
  /** Outputs written to GITHUB_OUTPUT. */
  outputs: Record<string, string>;
  /** The job summary written to GITHUB_STEP_SUMMARY. */
  summary: string;
  /** Workflow commands found in stdout. */
  annotations: Annotation[];
  /** RUNNER_TEMP of this run (removed when the test ends). */
  runnerTemp: string;
  /** Milliseconds `run()` took. */
  durationMs: number;
}

/** Variables a runner sets for a step: none of the test process's own may leak into a run. */
const RUNNER_VARIABLE = /^(INPUT_|STATE_|GITHUB_|RUNNER_|ACTIONS_)/;
/** A spawned run gets PATH, HOME and TMPDIR only: no proxy of the test's environment either. */
const PROXY_VARIABLE = /^(https?_proxy|all_proxy|no_proxy)$/i;

/** What this helper uses of a Bottleneck limiter group (bottleneck/light.js ships no types). */
interface LimiterGroup {
  key(key?: string): unknown;
  keys(): string[];
  deleteKey(key?: string): Promise<boolean>;
}

/**
 * @octokit/plugin-throttling queues every Octokit of a process in module-level Bottleneck groups
 * (writes 1 s apart, comments 3 s apart), which a spawned run gets fresh. The groups are reached
 * through their prototype: every group that hands out a limiter is remembered, and its limiters
 * are dropped after each run, so a run starts with empty queues as a new process would.
 */
const limiterGroups = new Set<LimiterGroup>();
{
  // The same file plugin-throttling imports (`bottleneck/light.js`, one copy in node_modules).
  const { Group } = createRequire(import.meta.url)('bottleneck/light.js') as {
    Group: { prototype: LimiterGroup };
  };
  const key = Group.prototype.key;
  Group.prototype.key = function (this: LimiterGroup, name?: string) {
    limiterGroups.add(this);
    return key.call(this, name);
  };
}

/** Drops every throttling queue the run made. */
async function resetLimiters(): Promise<void> {
  for (const group of limiterGroups) {
    await Promise.all(group.keys().map((name) => group.deleteKey(name)));
  }
}

/** The summary singleton keeps the path of its first write, and may hold an unwritten buffer. */
function resetSummary(): void {
  (core.summary as unknown as { _filePath?: string })._filePath = undefined;
  core.summary.emptyBuffer();
}

/** A stream `write` that appends to `sink` instead of printing (and calls a callback given). */
function capture(sink: (text: string) => void) {
  return (chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
    sink(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    if (done) queueMicrotask(done);
    return true;
  };
}

/** Runs src/main.ts's `run()` once in this process and collects what it wrote. */
export async function runInProcess(options: InProcessOptions): Promise<InProcessRun> {
  // The same layout as run-action.ts (a test looks at the folder around RUNNER_TEMP).
  const dir = mkdtempSync(path.join(tmpdir(), 'action-run-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true, maxRetries: 3 }));
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
  for (const [name, value] of Object.entries({ ...actionDefaults(), ...options.inputs })) {
    // The runner evaluates `${{ github.token }}`; outside it there is no token unless a test gives one.
    env[`INPUT_${name.toUpperCase()}`] = value.includes('${{') ? '' : value;
  }

  const savedEnv = { ...process.env };
  const savedCwd = process.cwd();
  const savedExitCode = process.exitCode;
  const signalListeners = ['SIGINT', 'SIGTERM'].map((s) => process.listenerCount(s));
  for (const name of Object.keys(process.env)) {
    if (RUNNER_VARIABLE.test(name) || PROXY_VARIABLE.test(name) || name === 'CI') {
      delete process.env[name];
    }
  }
  Object.assign(process.env, env);
  process.chdir(workspace);
  process.exitCode = undefined;
  resetSummary();

  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture((t) => (stdout += t)));
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture((t) => (stderr += t)));
  const started = performance.now();
  let exitCode: number;
  let durationMs: number;
  try {
    // A fresh graph of src/ per run, as a new process would load it.
    vi.resetModules();
    const { run } = await import('../../src/main.js');
    await run();
  } finally {
    durationMs = performance.now() - started;
    exitCode = Number(process.exitCode ?? 0);
    out.mockRestore();
    err.mockRestore();
    resetSummary();
    process.exitCode = savedExitCode;
    process.chdir(savedCwd);
    for (const name of Object.keys(process.env)) {
      if (!(name in savedEnv)) delete process.env[name];
    }
    Object.assign(process.env, savedEnv);
    await resetLimiters();
  }
  // run() adds its SIGINT/SIGTERM handlers and must take them away again.
  const left = ['SIGINT', 'SIGTERM'].map((s) => process.listenerCount(s));
  if (left.some((n, i) => n !== signalListeners[i])) {
    throw new Error(`run() left signal handlers behind: ${signalListeners} before, ${left} after`);
  }

  return {
    exitCode,
    stdout,
    stderr,
    outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
    annotations: parseAnnotations(stdout),
    runnerTemp,
    durationMs,
  };
}
