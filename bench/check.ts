/**
 * Figure `check` (issue 55): mode `check`'s whole step, the built action as a runner starts it,
 * against one Node process compiling the same site's pages one after another with
 * `@mintlify/mdx`'s `serialize` (bench/check-calibrate.ts), side by side in one run:
 * - a real site of a few hundred pages, cold, against `serialize` as it comes (≤ 0.3×, same
 *   verdicts);
 * - the vendor's own docs (mintlify/docs, about 1,100 pages), cold, against `serialize` with code
 *   blocks emptied (≤ 0.5×), its peak RSS (≤ 800 MB), and a PR of 10 changed pages after a push
 *   run saved the default branch's cache (≤ 5 s).
 *
 * The sites come from `fetch` snapshots (bench/check-sites.ts; `CHECK_MIRROR` or /work/.mirror):
 * not in the repository and not run in CI. A site whose snapshot is missing is reported as not
 * measured. Three rounds of each side, interleaved, medians reported (see {@link ROUNDS}).
 */
import { execFileSync } from 'node:child_process';
import { appendFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { startGitHubEmulator } from '../emulator/github/server.js';
import { runAction, type ActionRun } from '../__tests__/helpers/run-action.js';
import { pagesOf, runPass, type Pass } from './check-calibrate.js';
import { REAL_SITES, extractSite, snapshotOf, type RealSite } from './check-sites.js';
import {
  fmtMiB,
  fmtMs,
  fmtRatio,
  loadNow,
  median,
  removeTemp,
  tempDir,
  type BenchOptions,
  type FigureResult,
  type Row,
} from './util.js';

/** Targets of the issue. */
const MAX_RATIO_AS_IT_COMES = 0.3;
const MAX_RATIO_PLAIN = 0.5;
const MAX_WARM_MS = 5_000;
/** The steps' RUNNER_TEMP: one path for every run, as on a runner. */
const STEP_TEMP = path.join(tmpdir(), `bench-check-runner-temp-${process.pid}`);
const MAX_RSS_BYTES = 800 * 1000 * 1000;
/** Pages the warm PR changes. */
const CHANGED_PAGES = 10;
/** The site of a few hundred pages, and the vendor's own. */
// trigger.dev's docs are the issue's own reference (379 files, 45–62 s there as it comes);
// modelcontextprotocol's pages are long prose and cost little highlighting, the hard case.
const MID_SITES = ['trigger.dev', 'modelcontextprotocol'];
const VENDOR_SITE = 'mintlify-docs';

/** One run of the built action on a checkout. */
interface StepRun {
  readonly ms: number;
  readonly rss: number | undefined;
  /** Repository paths with a page finding that fails the cloud's build (mdx-parse, frontmatter). */
  readonly failing: Set<string>;
  readonly errors: number;
  readonly warnings: number;
  readonly log: string;
}

/** Runs mode `check` of the measured dist/ on `workspace`, as a runner would. */
async function runStep(
  options: BenchOptions,
  workspace: string,
  event: { name: string; payload: Record<string, unknown> },
  env: Record<string, string> = {},
): Promise<StepRun> {
  const wrapper = path.join(options.dist, 'rss-wrapper-check.mjs');
  await writeFile(
    wrapper,
    `process.on('exit', () => process.stderr.write('MAXRSS ' + process.resourceUsage().maxRSS * 1024 + '\\n'));\n` +
      `await import(${JSON.stringify(path.join(options.dist, 'index.js'))});\n`,
  );
  let run: ActionRun;
  try {
    // A runner's RUNNER_TEMP is one path on every run, and @actions/cache matches a saved cache
    // by its paths (the check's cache folder is in RUNNER_TEMP): one path here, emptied per run.
    await rm(STEP_TEMP, { recursive: true, force: true });
    await mkdir(STEP_TEMP, { recursive: true });
    run = await runAction({
      entry: wrapper,
      inputs: { mode: 'check', 'fail-on': 'never' },
      env: { ...env, GITHUB_WORKSPACE: workspace, RUNNER_TEMP: STEP_TEMP },
      event,
      killAfterMs: 900_000,
    });
  } finally {
    await rm(wrapper, { force: true });
  }
  const findingsFile = run.outputs['findings-file'];
  if (run.code !== 0 || !findingsFile) {
    throw new Error(`the check step failed (exit ${run.code}): ${run.stderr.slice(-1_500)}`);
  }
  // The findings file is in the run's RUNNER_TEMP: read it, then remove the run's folder.
  const report = JSON.parse(await readFile(findingsFile, 'utf8')) as {
    findings: { file: string; rule: string; severity: string }[];
  };
  await rm(path.dirname(run.runnerTemp), { recursive: true, force: true });
  await rm(STEP_TEMP, { recursive: true, force: true });
  const rss = Number(/MAXRSS (\d+)/.exec(run.stderr)?.[1] ?? Number.NaN);
  return {
    ms: run.durationMs,
    rss: Number.isFinite(rss) ? rss : undefined,
    failing: new Set(
      report.findings
        .filter((f) => ['mdx-parse', 'frontmatter'].includes(f.rule))
        .map((f) => f.file),
    ),
    errors: Number(run.outputs.errors ?? Number.NaN),
    warnings: Number(run.outputs.warnings ?? Number.NaN),
    log: run.stdout,
  };
}

/** The baseline's failing pages as repository paths. */
function failingOf(pass: Pass, docsRoot: string): Set<string> {
  const prefix = docsRoot === '' ? '' : `${docsRoot}/`;
  return new Set(
    Object.entries(pass.verdicts)
      .filter(([, v]) => v !== undefined)
      .map(([page]) => `${prefix}${page}`),
  );
}

/** Whether two sets hold the same paths; the difference, in words, when not. */
function sameSet(a: Set<string>, b: Set<string>): { same: boolean; words: string } {
  const onlyA = [...a].filter((x) => !b.has(x));
  const onlyB = [...b].filter((x) => !a.has(x));
  const same = onlyA.length === 0 && onlyB.length === 0;
  const words = same
    ? `the same ${a.size} failing page${a.size === 1 ? '' : 's'}`
    : `differ: only the step ${JSON.stringify(onlyA.slice(0, 5))}, only serialize ${JSON.stringify(onlyB.slice(0, 5))}`;
  return { same, words };
}

/** A site taken out of its snapshot into a temp checkout, with its page list for the baseline. */
async function checkoutOf(
  site: RealSite,
): Promise<{ dir: string; docsDir: string; list: string; pages: number } | undefined> {
  const gitDir = snapshotOf(site);
  if (gitDir === undefined) return undefined;
  const dir = await tempDir(`check-${site.name}`);
  await extractSite(site, gitDir, path.join(dir, 'repo'));
  const docsDir = path.join(dir, 'repo', site.docsRoot);
  const pages = await pagesOf(docsDir);
  const list = path.join(dir, 'pages.json');
  await writeFile(list, JSON.stringify(pages));
  return { dir, docsDir, list, pages: pages.length };
}

const notMeasured = (figure: string, why: string, target: string): Row => ({
  figure: `${figure}: not measured`,
  action: why,
  alternative: '—',
  ratio: '—',
  target,
  met: false,
});

/**
 * Rounds of each side, interleaved, the order swapped every round: this VM's speed swings by a
 * fifth from one minute to the next (the same cold step took 14.0 s and 19.7 s in two runs five
 * minutes apart, nothing else running), so one round of each proves little.
 */
const ROUNDS = 3;

/** Both sides `ROUNDS` times, interleaved; the median of each, and every run kept. */
async function sideBySide(
  baseline: () => Pass,
  step: () => Promise<StepRun>,
): Promise<{ bases: Pass[]; steps: StepRun[]; baseMs: number; stepMs: number }> {
  const bases: Pass[] = [];
  const steps: StepRun[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round % 2 === 0) bases.push(baseline());
    steps.push(await step());
    if (round % 2 === 1) bases.push(baseline());
  }
  return {
    bases,
    steps,
    baseMs: median(bases.map((b) => b.wallMs)),
    stepMs: median(steps.map((s) => s.ms)),
  };
}

/** Each run's wall time, for the notes. */
const roundsWords = (ms: readonly number[]): string => ms.map((m) => fmtMs(m)).join(', ');

/** The site of a few hundred pages, cold: the step against `serialize` as it comes. */
async function midSite(name: string, options: BenchOptions, notes: string[]): Promise<Row[]> {
  const site = REAL_SITES.find((s) => s.name === name) as RealSite;
  // The issue asks the ratio of one site of our choosing: its own reference site. The hard case
  // is measured the same way and shown as context, its ratio beside the target it would have.
  const chosen = name === MID_SITES[0];
  const target = chosen ? `≤ ${MAX_RATIO_AS_IT_COMES}×, same verdicts` : 'context';
  const co = await checkoutOf(site);
  if (!co) return [notMeasured(`check, ${site.repo}`, 'no snapshot', target)];
  try {
    options.log(`check ${site.name}: ${co.pages} pages, ${ROUNDS} rounds (${loadNow()})`);
    const runs = await sideBySide(
      () => runPass(co.docsDir, false, co.list),
      () => runStep(options, path.join(co.dir, 'repo'), { name: 'push', payload: {} }),
    );
    const [base, step] = [runs.bases[0] as Pass, runs.steps[0] as StepRun];
    const ratio = runs.stepMs / runs.baseMs;
    const verdicts = sameSet(step.failing, failingOf(base, site.docsRoot));
    notes.push(
      `${site.repo} at ${site.commit.slice(0, 12)} (${site.licence}): ${co.pages} pages; the step found ${step.errors} errors and ${step.warnings} warnings; verdicts: ${verdicts.words}. serialize CPU ${(base.cpuMs / 1000).toFixed(1)} s. Rounds: the step ${roundsWords(runs.steps.map((r) => r.ms))}; serialize ${roundsWords(runs.bases.map((b) => b.wallMs))} (medians in the table).`,
    );
    return [
      {
        figure: `check: whole step, ${site.repo} (${co.pages} pages), cold vs one process, serialize as it comes${chosen ? '' : `, the hard case (≤ ${MAX_RATIO_AS_IT_COMES}× is asked of ${MID_SITES[0]})`}`,
        action: fmtMs(runs.stepMs),
        alternative: fmtMs(runs.baseMs),
        ratio: fmtRatio(ratio),
        target,
        // Different verdicts fail the row whichever site it is.
        met: chosen ? ratio <= MAX_RATIO_AS_IT_COMES && verdicts.same : verdicts.same && undefined,
      },
    ];
  } finally {
    await removeTemp(co.dir);
  }
}

/** {@link midSite} for each of `names`, one after another. */
async function midSites(names: string[], options: BenchOptions, notes: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const name of names) rows.push(...(await midSite(name, options, notes)));
  return rows;
}

/** Runs git in `repo` as the benchmark's author. */
function git(repo: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-C', repo, '-c', 'user.name=bench', '-c', 'user.email=bench@example.test', ...args],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
}

/** Commits the checkout as the default branch's tip; returns its sha. */
function baseCommit(repo: string): string {
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  return git(repo, 'rev-parse', 'HEAD').trim();
}

/**
 * A PR changing `n` pages, checked out as actions/checkout does (HEAD: the merge commit, its first
 * parent the base); returns the changed pages.
 */
async function pullRequest(
  repo: string,
  docsDir: string,
  pages: readonly string[],
  n: number,
): Promise<string[]> {
  git(repo, 'checkout', '-q', '-b', 'pr');
  const picked = pages.filter((p) => p.endsWith('.mdx')).slice(0, n);
  for (const page of picked)
    await appendFile(path.join(docsDir, page), '\nEdited by the benchmark.\n');
  git(repo, 'commit', '-q', '-am', 'pr');
  git(repo, 'checkout', '-q', 'main');
  git(repo, 'merge', '-q', '--no-ff', '-m', 'merge', 'pr');
  return picked;
}

/** A pull_request event of the PR `pullRequest` made, against `base`. */
function prEvent(base: string): { name: string; payload: Record<string, unknown> } {
  const pr = { number: 1, base: { sha: base, ref: 'main' }, head: { ref: 'pr' } };
  return { name: 'pull_request', payload: { number: 1, pull_request: pr } };
}

/** The "Compiled N pages" line of a step's log, for the notes. */
function compiledLine(log: string): string {
  return (
    log
      .split('\n')
      .find((l) => l.startsWith('Compiled '))
      ?.trim() ?? '(no count in the log)'
  );
}

/** The vendor's docs: cold against `serialize` with code blocks emptied, RSS, then a warm PR. */
async function vendorSite(options: BenchOptions, notes: string[]): Promise<Row[]> {
  const site = REAL_SITES.find((s) => s.name === VENDOR_SITE) as RealSite;
  const co = await checkoutOf(site);
  if (!co) return [notMeasured(`check, ${site.repo}`, 'no snapshot', `≤ ${MAX_RATIO_PLAIN}×`)];
  const github = await startGitHubEmulator();
  try {
    const repo = path.join(co.dir, 'repo');
    options.log(`check ${site.name}: ${co.pages} pages, cold, ${ROUNDS} rounds (${loadNow()})`);
    const runs = await sideBySide(
      () => runPass(co.docsDir, true, co.list),
      () => runStep(options, repo, { name: 'push', payload: {} }),
    );
    const [base, first] = [runs.bases[0] as Pass, runs.steps[0] as StepRun];
    const rss = Math.max(...runs.steps.map((r) => r.rss ?? Number.NaN));
    const cold: StepRun = {
      ...first,
      ms: runs.stepMs,
      rss: Number.isFinite(rss) ? rss : undefined,
    };
    const verdicts = sameSet(cold.failing, failingOf(base, site.docsRoot));
    // @actions/cache needs ACTIONS_CACHE_URL, or ACTIONS_RESULTS_URL with ACTIONS_CACHE_SERVICE_V2.
    const env = github.env();
    const service =
      env.ACTIONS_CACHE_URL ?? (env.ACTIONS_CACHE_SERVICE_V2 ? env.ACTIONS_RESULTS_URL : undefined);
    let push: StepRun | undefined;
    let warm: StepRun | undefined;
    let changed: string[] = [];
    if (service) {
      const sha = baseCommit(repo);
      options.log(`check ${site.name}: push run saving the cache (${loadNow()})`);
      push = await runStep(options, repo, { name: 'push', payload: { after: sha } }, env);
      changed = await pullRequest(repo, co.docsDir, await pagesOf(co.docsDir), CHANGED_PAGES);
      options.log(
        `check ${site.name}: PR of ${changed.length} pages with the cache (${loadNow()})`,
      );
      warm = await runStep(options, repo, prEvent(sha), env);
    }
    notes.push(
      `${site.repo} at ${site.commit.slice(0, 12)} (${site.licence}): ${co.pages} pages; cold: ${cold.errors} errors, ${cold.warnings} warnings, verdicts against serialize with code emptied: ${verdicts.words}; serialize CPU ${(base.cpuMs / 1000).toFixed(1)} s; cold rounds: the step ${roundsWords(runs.steps.map((r) => r.ms))}, serialize ${roundsWords(runs.bases.map((b) => b.wallMs))} (medians in the table; peak RSS the highest). ${push && warm ? `Push run (cache saved) ${fmtMs(push.ms)}: ${compiledLine(push.log)}. PR of ${changed.length} changed pages: ${compiledLine(warm.log)}.` : 'No cache service in the emulators (neither ACTIONS_CACHE_URL nor ACTIONS_CACHE_SERVICE_V2): the warm PR was not run.'}`,
    );
    const ratio = cold.ms / runs.baseMs;
    return [
      {
        figure: `check: whole step, ${site.repo} (${co.pages} pages), cold vs one process, code blocks emptied`,
        action: fmtMs(cold.ms),
        alternative: fmtMs(runs.baseMs),
        ratio: fmtRatio(ratio),
        target: `≤ ${MAX_RATIO_PLAIN}×, same verdicts`,
        met: ratio <= MAX_RATIO_PLAIN && verdicts.same,
      },
      warm
        ? {
            figure: `check: ${site.repo}, PR of ${changed.length} changed pages with the default branch's cache`,
            action: fmtMs(warm.ms),
            alternative: `${fmtMs(cold.ms)} cold`,
            ratio: fmtRatio(warm.ms / cold.ms),
            target: `≤ ${MAX_WARM_MS / 1000} s`,
            met: warm.ms <= MAX_WARM_MS,
          }
        : notMeasured(
            `check: ${site.repo}, PR of ${CHANGED_PAGES} changed pages with the default branch's cache`,
            'no cache service in the emulators',
            `≤ ${MAX_WARM_MS / 1000} s`,
          ),
      {
        figure: `check: ${site.repo}, peak RSS of the cold step`,
        action: fmtMiB(cold.rss),
        alternative: '—',
        ratio: '—',
        target: '≤ 800 MB',
        met: cold.rss !== undefined && cold.rss <= MAX_RSS_BYTES,
      },
    ];
  } finally {
    await github.close();
    await removeTemp(co.dir);
  }
}

/** Figure `check`. */
export async function check(options: BenchOptions): Promise<FigureResult> {
  const notes: string[] = [];
  const rows = [
    // `--quick`: the small committed site's source instead, for a smoke run.
    ...(await midSites(options.quick ? ['ollama'] : MID_SITES, options, notes)),
    ...(options.quick ? [] : await vendorSite(options, notes)),
  ];
  return {
    title: 'Mode check: a whole real site against serialize, one page after another',
    rows,
    method:
      "Each site is taken out of its `fetch` snapshot at the commit named (bench/check-sites.ts) into a temp checkout. The alternative is one Node process compiling the same `.md`/`.mdx` files (the default ignores and `.mintignore` left out) one after another with `@mintlify/mdx` 4.0.6 `serialize` (bench/check-calibrate.ts): as it comes for the site of a few hundred pages, with code blocks emptied (lines kept) for the vendor's docs. The action is the built dist/ run as a runner starts it (`mode: check`, `fail-on: never`), wall time from spawn to exit, peak RSS from the process's own `maxRSS` (worker threads included). The warm row: the checkout committed as `main`, a `push` run against the GitHub emulator saves the cache, then a PR changing 10 pages (a merge commit, as actions/checkout makes) restores it. Verdicts: the files with an `mdx-parse` or `frontmatter` finding against the pages `serialize` fails. Three rounds of each side, interleaved (the order swapped every round), the medians in the table and every round in the notes; peak RSS is the highest of the rounds. On a 2-core VM whose speed swings by a fifth from minute to minute.",
    notes: notes.join('\n\n'),
  };
}
