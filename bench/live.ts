/**
 * Figure: the live check of `mode: status` (issue 34), the built action spawned against the
 * platform emulator's live site and the GitHub emulator. (1) An update that changed 100 pages,
 * all fresh: the committed files read through the contents API (counted apart), one request to
 * the site per page. (2) The same with 10 pages late in the cache: the fresh ones are not asked
 * again. (3) A scheduled `verify: all` over a 2,000-page navigation read from a git checkout,
 * the site answering each request after 20 ms (a CDN's latency), at most 8 in flight. Beside it,
 * what a user would run instead: a curl loop over the same pages (fetching only, no comparison).
 * Peak RSS from the action process itself (`process.resourceUsage()`, written at exit).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startLiveSite, type LiveSite } from '../emulator/platform/live-site.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { runAction, type ActionRun } from '../__tests__/helpers/run-action.js';
import {
  fmtMiB,
  fmtMs,
  fmtRatio,
  removeTemp,
  tempDir,
  timed,
  type BenchOptions,
  type FigureResult,
  type Row,
} from './util.js';

const MAX_CHANGED_MS = 3_000;
const MAX_ALL_MS = 20_000;
const MAX_RSS_BYTES = 150 * 2 ** 20;
const IN_FLIGHT = 8;
const SITE_DELAY_MS = 20;

const page = (name: string, version: string): string =>
  `---\ntitle: ${name}\n---\n\nThe ${version} text of ${name}.\n\nA second paragraph of ${name}.\n`;

/** What one spawned run of the action measured. */
interface Measured {
  run: ActionRun;
  wallMs: number;
  rssBytes: number | undefined;
  /** Requests the site answered during the run, by path. */
  asked: Map<string, number>;
}

/** Spawns the built action with a preload that writes its peak RSS at exit. */
async function spawnAction(
  options: BenchOptions,
  site: LiveSite,
  run: Parameters<typeof runAction>[0],
): Promise<Measured> {
  const dir = await tempDir('live-rss');
  try {
    const preload = path.join(dir, 'rss.mjs');
    const out = path.join(dir, 'rss.txt');
    writeFileSync(
      preload,
      `import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => writeFileSync(${JSON.stringify(out)}, String(process.resourceUsage().maxRSS * 1024)));\n`,
    );
    const before = site.requests.length;
    const started = performance.now();
    const result = await runAction({
      ...run,
      entry: path.join(options.dist, 'index.js'),
      env: { ...run.env, NODE_OPTIONS: `--import=${JSON.stringify(preload)}` },
      killAfterMs: 120_000,
    });
    const wallMs = performance.now() - started;
    const asked = new Map<string, number>();
    for (const r of site.requests.slice(before)) asked.set(r.path, (asked.get(r.path) ?? 0) + 1);
    let rssBytes: number | undefined;
    try {
      rssBytes = Number(readFileSync(out, 'utf8'));
    } catch {
      rssBytes = undefined;
    }
    await removeTemp(path.dirname(result.runnerTemp));
    return { run: result, wallMs, rssBytes, asked };
  } finally {
    await removeTemp(dir);
  }
}

/** An update of `sha` that changed `count` pages, seeded on both emulators. */
function seedUpdate(
  emu: PlatformEmulator,
  gh: GitHubEmulator,
  sha: string,
  count: number,
  late: readonly string[],
): string {
  const names = Array.from({ length: count }, (_, i) => `${sha.slice(0, 4)}-page-${i}`);
  const pages: Record<string, string> = {};
  emu.site.publish(Object.fromEntries(names.map((n) => [`/${n}`, page(n, 'old')])));
  for (const name of names) {
    gh.setRepoFile(`${name}.mdx`, page(name, 'new'), sha);
    pages[`/${name}`] = page(name, 'new');
  }
  gh.setCommitFiles(
    sha,
    names.map((n) => ({
      filename: `${n}.mdx`,
      patch: `@@ -5 +5 @@\n-The old text of ${n}.\n+The new text of ${n}.`,
    })),
  );
  return emu.createUpdate({
    commitSha: sha,
    queuedMs: 0,
    runningMs: 0,
    filesChanged: { added: [], modified: names.map((n) => `${n}.mdx`), removed: [] },
    publish: { pages, lagMs: Object.fromEntries(late.map((p) => [p, 2_500])) },
  });
}

/** `Checked … in N s: R requests to the site, A contents API reads` of the summary. */
function checkFacts(run: ActionRun): { requests: number; apiReads: number } {
  const m = /([\d,]+) requests? to the site(?:, ([\d,]+) contents API reads?)?/.exec(run.summary);
  const count = (text: string | undefined): number => Number((text ?? '0').replace(/,/g, ''));
  return { requests: count(m?.[1] ?? 'NaN'), apiReads: count(m?.[2]) };
}

function expectLive(m: Measured, live: string): void {
  if (m.run.outputs.live !== live) {
    throw new Error(
      `the live check said ${m.run.outputs.live ?? 'nothing'} (exit ${m.run.code}): ${(m.run.stderr || m.run.stdout).slice(-1_500)}`,
    );
  }
}

async function changedFigure(options: BenchOptions, rows: Row[]): Promise<string> {
  const emu = await startPlatformEmulator();
  const gh = await startGitHubEmulator();
  try {
    const inputs = (id: string) => ({
      mode: 'status',
      'status-id': id,
      'admin-key': emu.adminKey,
      'api-url': emu.url,
      'github-token': gh.token,
      'site-url': emu.site.url,
      'verify-timeout': '30s',
    });
    const fresh = await spawnAction(options, emu.site, {
      inputs: inputs(seedUpdate(emu, gh, 'a'.repeat(40), 100, [])),
      env: gh.env(),
    });
    expectLive(fresh, 'fresh');
    const facts = checkFacts(fresh.run);
    const asked = [...fresh.asked.values()].reduce((a, b) => a + b, 0);
    const late = Array.from({ length: 10 }, (_, i) => `/bbbb-page-${i * 10}`);
    const lateRun = await spawnAction(options, emu.site, {
      inputs: inputs(seedUpdate(emu, gh, 'b'.repeat(40), 100, late)),
      env: gh.env(),
    });
    expectLive(lateRun, 'fresh');
    const lateAsked = [...lateRun.asked.values()].reduce((a, b) => a + b, 0);
    const onTimeAgain = [...lateRun.asked].filter(
      ([p, n]) => n > 1 && !late.includes(p.replace(/\.md$/, '')),
    ).length;
    const rechecks = late.reduce((sum, p) => sum + (lateRun.asked.get(`${p}.md`) ?? 1) - 1, 0);
    rows.push(
      {
        figure: 'live check: 100 changed pages, all fresh (whole step, spawned)',
        action: fmtMs(fresh.wallMs),
        alternative: '—',
        ratio: '—',
        target: `≤ ${fmtMs(MAX_CHANGED_MS)}`,
        met: fresh.wallMs <= MAX_CHANGED_MS,
      },
      {
        figure: 'requests to the site (100 fresh pages)',
        action: `${asked} (${facts.apiReads} contents API reads apart)`,
        alternative: '100 pages',
        ratio: '—',
        target: '≤ pages',
        met: asked <= 100 && facts.requests === asked,
      },
      {
        figure: 'requests to the site (100 pages, 10 late by 2.5 s)',
        action: `${lateAsked}: 100 + ${rechecks} re-checks; on-time pages asked again: ${onTimeAgain}`,
        alternative: '—',
        ratio: '—',
        target: '≤ pages + re-checks of stale ones',
        met: lateAsked <= 100 + rechecks && onTimeAgain === 0,
      },
      {
        figure: 'peak RSS of the action (100 changed pages)',
        action: fmtMiB(fresh.rssBytes),
        alternative: '—',
        ratio: '—',
        target: `≤ ${fmtMiB(MAX_RSS_BYTES)}`,
        met: fresh.rssBytes !== undefined && fresh.rssBytes <= MAX_RSS_BYTES,
      },
    );
    return `100 fresh pages: the live check itself ${/Checked `[^`]*` in ([^:]+):/.exec(fresh.run.summary)?.[1] ?? '?'}; the 10 late pages: the whole step ${fmtMs(lateRun.wallMs)}.`;
  } finally {
    await Promise.all([emu.close(), gh.close()]);
  }
}

/** A git checkout whose docs/docs.json names `count` pages, each committed. */
async function checkout(count: number): Promise<{ repo: string; sha: string; paths: string[] }> {
  const repo = await tempDir('live-checkout');
  mkdirSync(path.join(repo, 'docs'));
  const names = Array.from({ length: count }, (_, i) => `guides/page-${i}`);
  mkdirSync(path.join(repo, 'docs', 'guides'));
  for (const name of names)
    writeFileSync(path.join(repo, 'docs', `${name}.mdx`), page(name, 'new'));
  const groups = Array.from({ length: count / 50 }, (_, g) => ({
    group: `Group ${g}`,
    pages: names.slice(g * 50, g * 50 + 50),
  }));
  writeFileSync(path.join(repo, 'docs', 'docs.json'), JSON.stringify({ navigation: { groups } }));
  const git = (...args: string[]): string =>
    execFileSync('git', ['-C', repo, '-c', 'user.name=b', '-c', 'user.email=b@b', ...args], {
      encoding: 'utf8',
    }).trim();
  git('init', '-q');
  git('add', '.');
  git('commit', '-qm', 'docs');
  return { repo, sha: git('rev-parse', 'HEAD'), paths: names.map((n) => `/${n}`) };
}

async function allFigure(options: BenchOptions, rows: Row[]): Promise<string> {
  const count = options.quick ? 200 : 2_000;
  const site = await startLiveSite({ delayMs: SITE_DELAY_MS });
  const { repo, sha, paths } = await checkout(count);
  try {
    site.publish(Object.fromEntries(paths.map((p) => [p, page(p.slice(1), 'new')])));
    const action = await spawnAction(options, site, {
      inputs: {
        mode: 'status',
        verify: 'all',
        'docs-root': 'docs',
        'site-url': site.url,
        timeout: '5m',
        'verify-timeout': '2m',
      },
      event: { name: 'schedule', payload: { schedule: '0 6 * * *' } },
      sha,
      env: { GITHUB_WORKSPACE: repo },
    });
    expectLive(action, 'fresh');
    const list = path.join(repo, 'pages.txt');
    writeFileSync(list, `${paths.join('\n')}\n`);
    const curl = await timed(
      'bash',
      [
        '-c',
        'while read -r p; do curl -s -o /dev/null -w "%{http_code}\\n" "$SITE$p.md"; done < "$LIST"',
      ],
      { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', SITE: site.url, LIST: list } },
    );
    const ok = curl.stdout.split('\n').filter((l) => l === '200').length;
    if (ok !== count) throw new Error(`the curl loop got ${ok} of ${count} pages`);
    rows.push(
      {
        figure: `verify: all, ${count} pages, site answering in ${SITE_DELAY_MS} ms (whole step)`,
        action: fmtMs(action.wallMs),
        alternative: `${fmtMs(curl.wallMs)} (curl loop, fetch only)`,
        ratio: fmtRatio(action.wallMs / curl.wallMs),
        target: `≤ ${fmtMs(MAX_ALL_MS)}`,
        met: action.wallMs <= MAX_ALL_MS,
      },
      {
        figure: 'requests in flight at most (verify: all)',
        action: String(site.peakInFlight()),
        alternative: '1 (curl loop)',
        ratio: '—',
        target: `≤ ${IN_FLIGHT}`,
        met: site.peakInFlight() <= IN_FLIGHT,
      },
      {
        figure: `peak RSS of the action (verify: all, ${count} pages)`,
        action: fmtMiB(action.rssBytes),
        alternative: '—',
        ratio: '—',
        target: `≤ ${fmtMiB(MAX_RSS_BYTES)}`,
        met: action.rssBytes !== undefined && action.rssBytes <= MAX_RSS_BYTES,
      },
    );
    const { requests } = checkFacts(action.run);
    const answered = [...action.asked.values()].reduce((a, b) => a + b, 0);
    return `verify: all: ${answered} requests answered by the site (${requests} counted by the action) for ${count} pages.`;
  } finally {
    await site.close();
    await removeTemp(repo);
  }
}

/** The live check figure. */
export async function live(options: BenchOptions): Promise<FigureResult> {
  const rows: Row[] = [];
  options.log('live: 100 changed pages');
  const changed = await changedFigure(options, rows);
  options.log('live: verify: all');
  const all = await allFigure(options, rows);
  return {
    title: 'Live check',
    rows,
    method:
      'The built action (`mode: status`) spawned as a runner would, against the platform emulator (an update that changed 100 pages, its live site) and the GitHub emulator (the committed files through the contents API, the diff), then `verify: all` on `schedule` over a 2,000-page navigation read from a git checkout, the site answering each request after 20 ms. Wall time of the whole step (Node start, the update looked up, docs.json, the pages); peak RSS written by the action process at exit. The alternative is a bash loop of `curl` over the same `<page>.md` URLs, one at a time, which fetches and compares nothing.',
    notes: `${changed} ${all}`,
  };
}
