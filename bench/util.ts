/**
 * Shared helpers of the benchmark: timed child processes with their peak memory, temp folders that
 * are always removed, medians and number formatting.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** GNU time, which reports a child's peak RSS; absent on some machines. */
const GNU_TIME = '/usr/bin/time';

/** Options shared by every figure. */
export interface BenchOptions {
  /** Small sizes and fewer repetitions, for a smoke run while developing. */
  readonly quick: boolean;
  /** Path of the bench child program (built with ncc into bench/.out). */
  readonly child: string;
  /** Snapshot of dist/ taken at the start: the built action that is measured. */
  readonly dist: string;
  /** Prints a progress line. */
  readonly log: (line: string) => void;
  /** `--rounds=N`: interleaved rounds per size instead of the figure's default (at least 3). */
  readonly rounds?: number;
  /** `--sizes=a,b`: the sizes to measure (MiB for the download, files for Pages). */
  readonly sizes?: number[];
  /** `--cpu-prof`: the action child runs with node's `--cpu-prof`; summaries go to the notes. */
  readonly cpuProf?: boolean;
  /**
   * `--compare=path`: another build of the bench child (say, of the commit before a change), run
   * as a third side in the same interleaved rounds, so before and after share the machine's load.
   */
  readonly compare?: string;
}

/** The rounds of a figure: `--rounds` when given, else `quick` or `full`; never fewer than 3. */
export function roundsOf(options: BenchOptions, quick: number, full: number): number {
  return Math.max(3, options.rounds ?? (options.quick ? quick : full));
}

/** The machine's 1-minute load average now, as text (`load 2.31`), for the log and the notes. */
export function loadNow(): string {
  return `load ${(loadavg()[0] ?? 0).toFixed(2)}`;
}

/** Median and range of `values` formatted with `fmt`: `1.20 s (1.10–1.90 s)`. */
export function fmtSpread(values: readonly number[], fmt: (v: number) => string): string {
  if (values.length === 0) return 'n/a';
  return `${fmt(median(values))} (${fmt(Math.min(...values))}–${fmt(Math.max(...values))})`;
}

/** One row of the results table. */
export interface Row {
  /** What is measured. */
  readonly figure: string;
  /** The action's value, formatted. */
  readonly action: string;
  /** The alternative's value (or the reference), formatted. */
  readonly alternative: string;
  /** action / alternative, formatted; `—` when there is no ratio. */
  readonly ratio: string;
  /** The target, in words. */
  readonly target: string;
  /** Whether the target is met; undefined for rows that are context only. */
  readonly met: boolean | undefined;
}

/** What one figure module returns. */
export interface FigureResult {
  /** Heading of the figure. */
  readonly title: string;
  /** Table rows. */
  readonly rows: Row[];
  /** One paragraph: how it was measured. */
  readonly method: string;
  /** Extra findings (why a target is missed, what would fix it), Markdown. */
  readonly notes?: string;
}

/** What a timed child process did. */
export interface TimedRun {
  /** Exit code; null when killed. */
  code: number | null;
  stdout: string;
  stderr: string;
  /** Wall time from spawn to exit, ms. */
  wallMs: number;
  /** Peak resident set size of the child, bytes (undefined without GNU time). */
  maxRssBytes: number | undefined;
  /** User + system CPU seconds of the child (undefined without GNU time). */
  cpuSeconds: number | undefined;
}

/** Options of {@link timed}. */
export interface TimedOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Kill the child after this long; default 10 minutes (the whole bench's budget). */
  killAfterMs?: number;
  /** Measure with GNU time (peak RSS, CPU); default true when it is installed. */
  measure?: boolean;
}

/** Runs a command to its end, with its wall time and, through GNU time, its peak RSS and CPU. */
export async function timed(
  command: string,
  args: readonly string[],
  options: TimedOptions = {},
): Promise<TimedRun> {
  const measure = (options.measure ?? true) && existsSync(GNU_TIME);
  let statsDir: string | undefined;
  let file = command;
  let argv = [...args];
  if (measure) {
    statsDir = await mkdtemp(path.join(tmpdir(), 'bench-time-'));
    file = GNU_TIME;
    argv = ['-f', '%M %U %S', '-o', path.join(statsDir, 'stats'), command, ...args];
  }
  try {
    const started = performance.now();
    const child = spawn(file, argv, {
      env: options.env ?? process.env,
      cwd: options.cwd ?? ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 600_000);
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (c) => resolve(c));
    });
    const wallMs = performance.now() - started;
    clearTimeout(killer);
    let maxRssBytes: number | undefined;
    let cpuSeconds: number | undefined;
    if (statsDir) {
      // GNU time writes "Command exited with non-zero status N" first when the child fails.
      const text = await readFile(path.join(statsDir, 'stats'), 'utf8').catch(() => '');
      const last = text.trim().split('\n').pop() ?? '';
      const [rss, user, sys] = last.split(' ').map(Number);
      if (Number.isFinite(rss)) maxRssBytes = (rss ?? 0) * 1024;
      if (Number.isFinite(user) && Number.isFinite(sys)) cpuSeconds = (user ?? 0) + (sys ?? 0);
    }
    return { code, stdout, stderr, wallMs, maxRssBytes, cpuSeconds };
  } finally {
    if (statsDir) await rm(statsDir, { recursive: true, force: true });
  }
}

/** The JSON a bench child printed on its `RESULT ` line. */
export function childResult<T>(run: TimedRun, what: string): T {
  const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '));
  if (run.code !== 0 || !line) {
    throw new Error(
      `${what} failed (exit ${run.code}): ${(run.stderr || run.stdout).trim().slice(-2_000)}`,
    );
  }
  return JSON.parse(line.slice('RESULT '.length)) as T;
}

/**
 * Runs the ncc-built bench child with `task` and its arguments (passed as JSON in the env);
 * `child` overrides the child program (the `--compare` build), `profileDir` runs it with
 * `--cpu-prof` writing there.
 */
export function runChild(
  options: BenchOptions,
  task: string,
  args: unknown,
  nodeArgs: readonly string[] = [],
  child = options.child,
  profileDir?: string,
): Promise<TimedRun> {
  const prof = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  return timed(process.execPath, [...prof, ...nodeArgs, child, task], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', BENCH_ARGS: JSON.stringify(args) },
    killAfterMs: 300_000,
  });
}

/** Temp folders created by the bench; {@link cleanupTemp} removes whatever is left. */
const temps = new Set<string>();

/** A fresh temp folder, removed by {@link cleanupTemp} if the figure does not remove it first. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `bench-${prefix}-`));
  temps.add(dir);
  return dir;
}

/** Removes one temp folder now. */
export async function removeTemp(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  temps.delete(dir);
}

/** Removes every temp folder still registered. */
export async function cleanupTemp(): Promise<void> {
  await Promise.all([...temps].map((d) => removeTemp(d)));
}

/**
 * Flushes dirty pages to disk, so the writeback of one round's files does not slow the next
 * side's round (each round writes and deletes hundreds of MiB).
 */
export async function settleDisk(): Promise<void> {
  await timed('sync', [], { measure: false, killAfterMs: 120_000 });
}

/** The median (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** `1.23 s`, `456 ms`. */
export function fmtMs(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  return Math.abs(ms) >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/** `12.3 MiB`. */
export function fmtMiB(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes)) return 'n/a';
  return `${(bytes / 2 ** 20).toFixed(1)} MiB`;
}

/** `45 KiB` below a MiB, `1.1 MiB` above. */
export function fmtSize(bytes: number): string {
  return bytes < 2 ** 20 ? `${Math.round(bytes / 1024)} KiB` : fmtMiB(bytes);
}

/** `1.23×`. */
export function fmtRatio(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a';
}

/** `123 MiB/s`. */
export function fmtRate(bytesPerSecond: number): string {
  return Number.isFinite(bytesPerSecond) ? `${(bytesPerSecond / 2 ** 20).toFixed(0)} MiB/s` : 'n/a';
}
