/**
 * `npm run bench`: measures the action against what users would otherwise run, on loopback
 * emulators, and stores the figures in bench/results.json, from which it writes BENCHMARKS.md
 * (bench/report.ts). `npm run bench -- --quick` is a smoke run with small sizes (its report goes to
 * bench/.out/ instead). `--only=polling,download` runs some figures and replaces only theirs;
 * `--render` writes BENCHMARKS.md again from bench/results.json without measuring; `--bundle` runs `npm run bundle` first (otherwise dist/ is measured as it is, as CI has
 * it, with a warning when it is older than src/). `--rounds=N`, `--sizes=a,b`, `--cpu-prof` and
 * `--compare=<bench child>` are for measuring while developing (see devOptions).
 *
 * Offline and bounded: every figure uses the platform emulator on 127.0.0.1, every loop has a
 * fixed count, and every temp file is removed, also on failure and on Ctrl-C.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { coldStart } from './cold-start.js';
import { download } from './download.js';
import { downloadLimited } from './download-limited.js';
import { feedback, feedbackSignals, feedbackViews } from './feedback.js';
import { htmlTextFigure } from './html-text.js';
import { live } from './live.js';
import { pages } from './pages.js';
import { polling } from './polling.js';
import { readerText } from './reader-text.js';
import { siteConfig } from './site-config.js';
import { apiSpec } from './api-spec.js';
import { check } from './check.js';
import {
  FIGURE_ORDER,
  verdict,
  formattedBenchmarks,
  readStored,
  type Measured,
  type StoredResults,
} from './report.js';
import {
  ROOT,
  cleanupTemp,
  fmtMs,
  tempDir,
  type BenchOptions,
  type FigureResult,
  type Row,
} from './util.js';

/** The figures, in the order they run (FIGURE_ORDER): the cheap and load-sensitive ones first. */
const FIGURES: Record<
  (typeof FIGURE_ORDER)[number],
  (options: BenchOptions) => Promise<FigureResult>
> = {
  'cold-start': coldStart,
  polling,
  feedback,
  'feedback-views': feedbackViews,
  'feedback-signals': feedbackSignals,
  download,
  'download-limited': downloadLimited,
  pages,
  'site-config': siteConfig,
  'api-spec': apiSpec,
  'reader-text': readerText,
  'html-text': htmlTextFigure,
  live,
  check,
};

/** Where the ncc-built bench child goes (ignored by git, prettier and eslint). */
const CHILD_DIR = path.join(ROOT, 'bench', '.out', 'child');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--render')) {
    // BENCHMARKS.md again from bench/results.json, nothing measured (after a change of the report).
    const file = path.join(ROOT, 'BENCHMARKS.md');
    await writeFile(file, await formattedBenchmarks(readStored(ROOT), FIGURE_ORDER, file));
    return;
  }
  const quick = args.includes('--quick');
  const bundle = args.includes('--bundle');
  const only = args
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',')
    .filter(Boolean);
  const unknown = only?.filter((name) => !(name in FIGURES)) ?? [];
  if (unknown.length > 0) {
    throw new Error(
      `unknown figure(s) ${unknown.join(', ')}; one of ${Object.keys(FIGURES).join(', ')}`,
    );
  }
  const log = (line: string): void => console.log(`[${elapsed()}] ${line}`);
  const started = performance.now();
  const elapsed = (): string =>
    `${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s`;

  build(bundle, log);
  // After our own bundle, dist/ is fresh by definition; otherwise another one may be under way.
  if (!bundle) await settledDist(log);
  if (!existsSync(path.join(ROOT, 'dist', 'index.js'))) {
    throw new Error('dist/index.js is missing: run `npm run bundle` (or pass --bundle).');
  }
  // A snapshot, so a rebuild of dist/ during the run cannot change what is measured.
  const dist = await tempDir('dist');
  await cp(path.join(ROOT, 'dist'), dist, { recursive: true });
  const options: BenchOptions = {
    quick,
    child: path.join(CHILD_DIR, 'index.js'),
    dist,
    log,
    ...devOptions(args),
  };

  const results: { name: string; result: FigureResult }[] = [];
  for (const name of FIGURE_ORDER) {
    const figure = FIGURES[name];
    if (only && !only.includes(name)) continue;
    const figureStarted = performance.now();
    try {
      results.push({ name, result: await figure(options) });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log(`${name} failed: ${message}`);
      results.push({
        name,
        result: {
          title: name,
          rows: [
            {
              figure: `${name}: not measured`,
              action: 'error',
              alternative: '—',
              ratio: '—',
              target: '—',
              met: false,
            },
          ],
          method: `Not measured in this run: ${message}`,
        },
      });
    }
    log(`${name} done in ${fmtMs(performance.now() - figureStarted)}`);
  }
  const wallMs = performance.now() - started;

  const rows = results.flatMap((r) => r.result.rows);
  console.log(`\n${textTable(rows)}\n`);
  const missed = rows.filter((r) => r.met === false).length;
  const met = rows.filter((r) => r.met === true).length;
  console.log(`${met} targets met, ${missed} missed; bench wall time ${fmtMs(wallMs)}.`);

  const file = await writeReport(results, { quick, command: commandLine(args) });
  console.log(`Written to ${path.relative(ROOT, file)}.`);
}

/**
 * Stores this run's figures in bench/results.json (each replacing its earlier measurement) and
 * renders BENCHMARKS.md from all of them; a `--quick` run goes to bench/.out/ alone, its small
 * sizes not being the figures of the issues.
 */
async function writeReport(
  results: readonly { name: string; result: FigureResult }[],
  run: { quick: boolean; command: string },
): Promise<string> {
  const measured: Measured = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit: measuredCommit(),
    command: run.command,
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', '),
    machine: machine(),
  };
  const out = run.quick ? path.join(ROOT, 'bench', '.out') : ROOT;
  const stored: StoredResults = run.quick ? {} : readStored(ROOT);
  for (const { name, result } of results) stored[name] = { ...result, measured };
  const json = path.join(out, 'bench', 'results.json');
  const file = path.join(out, 'BENCHMARKS.md');
  await mkdir(path.dirname(json), { recursive: true });
  await writeFile(json, `${JSON.stringify(stored, null, 2)}\n`);
  await writeFile(file, await formattedBenchmarks(stored, FIGURE_ORDER, file));
  return file;
}

/** The commit measured: HEAD's short SHA, `+ changes` when tracked files differ from it. */
function measuredCommit(): string {
  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  const changed = git('status', '--porcelain', '--untracked-files=no') !== '';
  return `${git('rev-parse', '--short=7', 'HEAD')}${changed ? ' + changes' : ''}`;
}

/** The command as typed, for the report. */
function commandLine(args: readonly string[]): string {
  return `npm run bench${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`;
}

/** The machine, for the report: cores, CPU, memory, OS, Node. */
function machine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
}

/**
 * The options for measuring while developing: `--rounds=N`, `--sizes=a,b` (MiB for the
 * download, files for Pages), `--cpu-prof` and `--compare=<another bench child's index.js>`.
 */
function devOptions(args: readonly string[]): Partial<BenchOptions> {
  const value = (name: string): string | undefined =>
    args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const rounds = value('rounds');
  const sizes = value('sizes');
  const compare = value('compare');
  return {
    ...(rounds ? { rounds: Number(rounds) } : {}),
    ...(sizes ? { sizes: sizes.split(',').map(Number) } : {}),
    ...(args.includes('--cpu-prof') ? { cpuProf: true } : {}),
    ...(compare ? { compare: path.resolve(compare) } : {}),
  };
}

/**
 * Waits (up to 3 minutes) while dist/ is being rebuilt: missing or written in the last 10 s, as
 * when `npm run bundle` runs elsewhere in this working tree.
 */
async function settledDist(log: (line: string) => void): Promise<void> {
  const index = path.join(ROOT, 'dist', 'index.js');
  for (let i = 0; i < 36; i++) {
    if (existsSync(index) && Date.now() - statSync(index).mtimeMs > 10_000) return;
    if (i === 0) log('dist/ is being rebuilt; waiting for it to settle');
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/**
 * Runs `npm run bundle` when asked (it empties dist/ first, so it is not done behind the back of
 * others working in the same tree), and builds the bench child with ncc when it is older than its
 * sources (each build takes 20–60 s on two cores).
 */
function build(bundle: boolean, log: (line: string) => void): void {
  const sources = newest([path.join(ROOT, 'src'), path.join(ROOT, 'package-lock.json')]);
  const dist = path.join(ROOT, 'dist', 'index.js');
  if (bundle) {
    log('building dist/ (npm run bundle)');
    execFileSync('npm', ['run', 'bundle', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  } else if (existsSync(dist) && statSync(dist).mtimeMs < sources) {
    log('warning: dist/ is older than src/; pass --bundle to measure the current sources');
  }
  const child = path.join(CHILD_DIR, 'index.js');
  const childSources = Math.max(sources, newest([path.join(ROOT, 'bench', 'child')]));
  if (!existsSync(child) || statSync(child).mtimeMs < childSources) {
    log('building the bench child (ncc)');
    // ncc does not empty its output folder: chunks of older builds would pile up.
    rmSync(CHILD_DIR, { recursive: true, force: true });
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js'),
        'build',
        path.join(ROOT, 'bench', 'child', 'index.ts'),
        '--out',
        CHILD_DIR,
        '--quiet',
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
    // The helper thread (the hash's and the link check's), beside the child as beside dist/index.js.
    for (const worker of ['helper-worker']) {
      execFileSync(
        process.execPath,
        [
          path.join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js'),
          'build',
          path.join(ROOT, 'src', 'publish', `${worker}.ts`),
          '--out',
          path.join(CHILD_DIR, worker),
          '--quiet',
        ],
        { cwd: ROOT, stdio: 'inherit' },
      );
    }
  }
}

/** The newest modification time of the files under `paths`, ms. */
function newest(paths: readonly string[]): number {
  let latest = 0;
  const visit = (p: string, depth: number): void => {
    if (!existsSync(p) || depth > 20) return;
    const info = statSync(p);
    if (info.isDirectory()) {
      for (const name of readdirSync(p)) visit(path.join(p, name), depth + 1);
    } else {
      latest = Math.max(latest, info.mtimeMs);
    }
  };
  for (const p of paths) visit(p, 0);
  return latest;
}

const HEADER = ['Figure', 'Action', 'Alternative', 'Ratio', 'Target', 'Met?'] as const;

/** A plain-text table for the terminal. */
function textTable(rows: readonly Row[]): string {
  const all = [
    [...HEADER],
    ...rows.map((r) => [r.figure, r.action, r.alternative, r.ratio, r.target, verdict(r)]),
  ];
  const widths = HEADER.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]): string => r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  return [
    line(all[0] ?? []),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...all.slice(1).map(line),
  ].join('\n');
}

let interrupted = false;
const onSignal = (signal: NodeJS.Signals): void => {
  if (interrupted) return;
  interrupted = true;
  console.error(`\n${signal}: removing temp files.`);
  void cleanupTemp().finally(() => process.exit(130));
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

main()
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  })
  .finally(() => cleanupTemp());
