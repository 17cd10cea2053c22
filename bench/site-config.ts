/**
 * Figure: the site's configuration (issue 33). A 5,000-page navigation split with `$ref` over
 * 40 files besides docs.json, read through the contents API of the GitHub emulator on loopback
 * and resolved: requests made and the CPU of the whole read (HTTP client included) and of the
 * resolution alone. Then 1,000 removed page paths matched against 2,000 redirects (exact paths,
 * `:slug*`, partial wildcards), compiling included.
 */
import { startGitHubEmulator } from '../emulator/github/server.js';
import { createOctokit } from '../src/github/octokit.js';
import { readRunner } from '../src/inputs/runner.js';
import { apiSource } from '../src/modes/shared/config-sources.js';
import { readSiteConfig } from '../src/site-config/read.js';
import { RedirectMatcher, type Redirect } from '../src/site-config/redirects.js';
import { MapSource } from '../__tests__/helpers/config-files.js';
import { fmtMs, median, type BenchOptions, type FigureResult, type Row } from './util.js';

const HEAD = 'a'.repeat(40);
const FILES = 40;
const MAX_REQUESTS = FILES + 1;
const MAX_READ_CPU_MS = 200;
const MAX_MATCH_MS = 100;

/** docs.json and its 40 navigation files, 5,000 pages in all, by repository path. */
function splitSite(pages: number): Map<string, string> {
  const files = new Map<string, string>();
  const per = Math.ceil(pages / FILES);
  const tabs = Array.from({ length: FILES }, (_, f) => ({ $ref: `./nav/tab-${f}.json` }));
  files.set('docs/docs.json', JSON.stringify({ name: 'Bench', navigation: { tabs } }));
  for (let f = 0; f < FILES; f++) {
    const groups = Array.from({ length: Math.ceil(per / 25) }, (_, g) => ({
      group: `Group ${g}`,
      pages: Array.from({ length: 25 }, (_, p) => `tab-${f}/group-${g}/page-${p}`),
    }));
    files.set(`docs/nav/tab-${f}.json`, JSON.stringify({ tab: `Tab ${f}`, groups }));
  }
  return files;
}

function cpuMs(start: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(start);
  return (u.user + u.system) / 1000;
}

async function readFigure(options: BenchOptions, rows: Row[]): Promise<void> {
  const files = splitSite(options.quick ? 1_000 : 5_000);
  const gh = await startGitHubEmulator();
  try {
    for (const [p, text] of files) gh.setRepoFile(p, text, HEAD);
    const runner = readRunner({ GITHUB_REPOSITORY: 'acme/docs', GITHUB_API_URL: gh.apiUrl }, []);
    const octokit = createOctokit(gh.token, runner);
    const ctx = {
      octokit,
      runner,
      signal: new AbortController().signal,
      deadline: Date.now() + 600_000,
    };
    const cpu: number[] = [];
    const resolveCpu: number[] = [];
    let requests = 0;
    let pages = 0;
    for (let i = 0; i < (options.quick ? 2 : 5); i++) {
      const before = gh.requests.length;
      const start = process.cpuUsage();
      const config = await readSiteConfig(apiSource(ctx, HEAD), 'docs');
      cpu.push(cpuMs(start));
      requests = gh.requests.length - before;
      pages = config.navigation?.pages.size ?? 0;
      const local = process.cpuUsage();
      await readSiteConfig(new MapSource(files), 'docs');
      resolveCpu.push(cpuMs(local));
    }
    options.log(`site-config: ${pages} pages, ${requests} requests, ${fmtMs(median(cpu))} CPU`);
    rows.push(
      {
        figure: `Requests to read a ${pages.toLocaleString('en-US')}-page navigation split over ${FILES} files`,
        action: String(requests),
        alternative: '—',
        ratio: '—',
        target: `≤ ${MAX_REQUESTS}`,
        met: requests <= MAX_REQUESTS,
      },
      {
        figure: 'CPU to read and resolve it (contents API client included), median',
        action: fmtMs(median(cpu)),
        alternative: '—',
        ratio: '—',
        target: `≤ ${MAX_READ_CPU_MS} ms`,
        met: median(cpu) <= MAX_READ_CPU_MS,
      },
      {
        figure: 'CPU to resolve it from memory (`$ref`s, navigation walk), median',
        action: fmtMs(median(resolveCpu)),
        alternative: '—',
        ratio: '—',
        target: 'context',
        met: undefined,
      },
    );
  } finally {
    await gh.close();
  }
}

/** 2,000 redirects of the shapes sites write, and 1,000 removed paths, half of them covered. */
function redirectsAndPaths(): { redirects: Redirect[]; paths: string[] } {
  const redirects: Redirect[] = [];
  for (let i = 0; i < 1_700; i++)
    redirects.push({
      source: `/old/section-${i % 50}/page-${i}`,
      destination: `/new/page-${i}`,
      permanent: true,
    });
  for (let i = 0; i < 200; i++)
    redirects.push({ source: `/v${i}/:slug*`, destination: `/latest/:slug*`, permanent: true });
  for (let i = 0; i < 100; i++)
    redirects.push({
      source: `/articles/topic-${i}-*`,
      destination: `/topics/${i}/*`,
      permanent: true,
    });
  const paths = Array.from({ length: 1_000 }, (_, i) =>
    i % 4 === 0
      ? `/old/section-${i % 50}/page-${i}`
      : i % 4 === 1
        ? `/v${i % 300}/a/b/c`
        : i % 4 === 2
          ? `/articles/topic-${i % 150}-x`
          : `/gone/${i}`,
  );
  return { redirects, paths };
}

function matchFigure(options: BenchOptions, rows: Row[]): void {
  const { redirects, paths } = redirectsAndPaths();
  const times: number[] = [];
  let covered = 0;
  for (let i = 0; i < (options.quick ? 3 : 9); i++) {
    const start = process.hrtime.bigint();
    const matcher = new RedirectMatcher(redirects);
    covered = paths.filter((p) => matcher.match(p)).length;
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  options.log(
    `site-config: ${covered} of ${paths.length} paths covered in ${fmtMs(median(times))}`,
  );
  rows.push({
    figure: `Match ${paths.length.toLocaleString('en-US')} removed paths against ${redirects.length.toLocaleString('en-US')} redirects (compiling included), median`,
    action: `${median(times).toFixed(1)} ms`,
    alternative: '—',
    ratio: '—',
    target: `≤ ${MAX_MATCH_MS} ms`,
    met: median(times) <= MAX_MATCH_MS,
  });
}

/** The figure. */
export async function siteConfig(options: BenchOptions): Promise<FigureResult> {
  const rows: Row[] = [];
  await readFigure(options, rows);
  matchFigure(options, rows);
  return {
    title: 'Site configuration: `$ref` split docs.json and redirect matching (issue 33)',
    rows,
    method:
      'A docs.json whose navigation is 40 `$ref`d files of 125 pages each, seeded in the GitHub emulator and read through the contents API on loopback by the reader the modes use (median of 5 reads; CPU of this process, HTTP client included), and the same files resolved from memory. Then 2,000 redirects (1,700 exact, 200 `/vN/:slug*`, 100 partial wildcards) compiled and asked for 1,000 page paths (median of 9, wall time).',
  };
}
