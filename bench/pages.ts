/**
 * Figure 3, the Pages run: the action's single pass from the first downloaded byte to the Pages
 * `artifact.tar` (src/publish/download.ts + bundle-walk.ts, in a child process) against
 * `curl -o` + GNU `tar xzf` + `tar cf` of the same bundle, at 10,000 and 100,000 files (the
 * memory must not grow with the number of files), plus a gzip bomb walked for Pages.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';

import { Header } from 'tar';

import { startGitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { runAction } from '../__tests__/helpers/run-action.js';
import { BundleRefusedError, walkBundleFile } from '../src/publish/bundle-walk.js';
import type { DownloadChildResult } from './child/download.js';
import { bundleLink, completedJob } from './download.js';
import {
  childResult,
  fmtMiB,
  fmtMs,
  fmtRatio,
  loadNow,
  median,
  removeTemp,
  roundsOf,
  runChild,
  settleDisk,
  tempDir,
  timed,
  type BenchOptions,
  type FigureResult,
  type Row,
} from './util.js';

/** Targets of the issues (57: the pass and the whole run; the link check's rows: 20). */
const MAX_RATIO = 1.2;
const MAX_RSS_BYTES = 150 * 2 ** 20;
const MAX_GROWTH_BYTES = 16 * 2 ** 20;
const MAX_LINK_RATIO = 1.15;
const MAX_LINK_RSS_BYTES = 16 * 2 ** 20;

/** Medians of one site size. */
interface SizeResult {
  files: number;
  bundleBytes: number;
  actionMs: number;
  gnuMs: number;
  curlMs: number;
  xzfMs: number;
  cfMs: number;
  actionRss: number | undefined;
  gnuRss: number | undefined;
  /** The action child's peak RSS before the download (worst round). */
  startRss: number;
  /** Peak RSS of the built action's whole `target: pages` run (download, walk, upload, deploy). */
  wholeRunRss: number | undefined;
  /** Wall time of that run, ms. */
  wholeRunMs: number;
  /** action / alternative of each round, in order. */
  roundRatios: number[];
  /** Wall ms of each round: the action's pass (link check on its thread), curl + tar + tar. */
  actionMsAll: number[];
  gnuMsAll: number[];
  /** The same pass without the link check: median ms, worst peak RSS. */
  noLinksMs: number;
  noLinksRss: number | undefined;
  /** What the link check found. */
  linkStats: DownloadChildResult['links'];
  /** with links / without, per round. */
  linkRatios: number[];
  /** The same pass with the link check on the walk's own thread: median ms, worst peak RSS. */
  sameThreadMs: number;
  sameThreadRss: number | undefined;
  /** walk's thread / a thread of its own, per round. */
  threadRatios: number[];
  /** Per round: the load average at its start, the action's and GNU's CPU seconds and wall ms. */
  rounds: {
    load: number;
    actionCpu: number | undefined;
    actionMainCpu: number | undefined;
    gnuCpu: number | undefined;
  }[];
}

/** Runs the figure. */
export async function pages(options: BenchOptions): Promise<FigureResult> {
  const sizes = options.sizes ?? (options.quick ? [1_000, 5_000] : [10_000, 100_000]);
  const runs = roundsOf(options, 3, 3);
  const results: SizeResult[] = [];
  for (const files of sizes) results.push(await measureSize(options, files, runs));
  const bomb = await measureBomb();
  const ratioBomb = await measureRatioBomb();

  const rows: Row[] = [];
  for (const r of results) {
    const label = `${r.files.toLocaleString('en-US')} files`;
    const ratio = r.actionMs / r.gnuMs;
    rows.push({
      figure: `Pages run ${label}: first byte → artifact.tar`,
      action: fmtMs(r.actionMs),
      alternative: `${fmtMs(r.gnuMs)} (curl -o + tar xzf + tar cf)`,
      ratio: fmtRatio(ratio),
      target: `≤ ${MAX_RATIO.toFixed(1)}×`,
      met: ratio <= MAX_RATIO,
    });
    rows.push({
      figure: `Pages run ${label}: peak RSS`,
      action: fmtMiB(r.actionRss),
      alternative: `${fmtMiB(r.gnuRss)} (GNU tar)`,
      ratio: '—',
      target: `≤ ${fmtMiB(MAX_RSS_BYTES)} (upload not included)`,
      met: r.actionRss !== undefined && r.actionRss <= MAX_RSS_BYTES,
    });
  }
  for (const r of results) {
    rows.push({
      figure: `Pages whole run ${r.files.toLocaleString('en-US')} files (built action, upload + deploy included): peak RSS`,
      action: `${fmtMiB(r.wholeRunRss)} (${fmtMs(r.wholeRunMs)})`,
      alternative: '—',
      ratio: '—',
      target: `≤ ${fmtMiB(MAX_RSS_BYTES)}`,
      met: r.wholeRunRss !== undefined && r.wholeRunRss <= MAX_RSS_BYTES,
    });
  }
  for (const r of results) {
    const label = `${r.files.toLocaleString('en-US')} files`;
    const ratio = r.actionMs / r.noLinksMs;
    rows.push({
      figure: `Link check, Pages run ${label}: time with / without`,
      action: fmtMs(r.actionMs),
      alternative: `${fmtMs(r.noLinksMs)} (check-links: off)`,
      ratio: fmtRatio(ratio),
      target: `≤ ${fmtRatio(MAX_LINK_RATIO)}`,
      met: ratio <= MAX_LINK_RATIO,
    });
    const extra =
      r.actionRss !== undefined && r.noLinksRss !== undefined
        ? r.actionRss - r.noLinksRss
        : undefined;
    rows.push({
      figure: `Link check, Pages run ${label}: peak RSS with / without`,
      action: fmtMiB(r.actionRss),
      alternative: `${fmtMiB(r.noLinksRss)} (check-links: off)`,
      ratio: extra === undefined ? '—' : `+${fmtMiB(Math.max(0, extra))}`,
      target: `≤ +${fmtMiB(MAX_LINK_RSS_BYTES)}`,
      met: extra !== undefined && extra <= MAX_LINK_RSS_BYTES,
    });
  }
  for (const r of results) {
    const label = `${r.files.toLocaleString('en-US')} files`;
    rows.push({
      figure: `Link check on the walk's thread / on a thread of its own, Pages run ${label}: time`,
      action: fmtMs(r.actionMs),
      alternative: `${fmtMs(r.sameThreadMs)} (same check on a thread of its own)`,
      ratio: fmtRatio(r.actionMs / r.sameThreadMs),
      target: 'context',
      met: undefined,
    });
    rows.push({
      figure: `Link check on the walk's thread / on a thread of its own, Pages run ${label}: peak RSS`,
      action: fmtMiB(r.actionRss),
      alternative: `${fmtMiB(r.sameThreadRss)} (same check on a thread of its own)`,
      ratio: '—',
      target: 'lower (kept only if better)',
      met:
        r.actionRss !== undefined &&
        r.sameThreadRss !== undefined &&
        r.actionRss <= r.sameThreadRss,
    });
  }
  const [small, large] = results;
  if (small?.wholeRunRss !== undefined && large?.wholeRunRss !== undefined) {
    const growth = large.wholeRunRss - small.wholeRunRss;
    rows.push({
      figure: `Pages whole run: RSS growth ${small.files.toLocaleString('en-US')} → ${large.files.toLocaleString('en-US')} files`,
      action: fmtMiB(Math.max(0, growth)),
      alternative: '—',
      ratio: '—',
      target: `≤ ${fmtMiB(MAX_GROWTH_BYTES)}`,
      met: growth <= MAX_GROWTH_BYTES,
    });
  }
  if (small && large && small.actionRss !== undefined && large.actionRss !== undefined) {
    const growth = large.actionRss - small.actionRss;
    rows.push({
      figure: `Pages run: RSS growth ${small.files.toLocaleString('en-US')} → ${large.files.toLocaleString('en-US')} files`,
      action: fmtMiB(Math.max(0, growth)),
      alternative: '—',
      ratio: '—',
      target: `≤ ${fmtMiB(MAX_GROWTH_BYTES)}`,
      met: growth <= MAX_GROWTH_BYTES,
    });
  }
  rows.push({
    figure: `Gzip bomb: ${fmtMiB(bomb.bundleBytes)} .tar.gz declaring ${fmtMiB(bomb.declaredBytes)} (cap ${fmtMiB(bomb.capBytes)})`,
    action: `refused, ${fmtMiB(bomb.writtenBytes)} written`,
    alternative: '—',
    ratio: '—',
    target: '≤ cap written',
    met: bomb.refused && bomb.writtenBytes <= bomb.capBytes,
  });
  rows.push({
    figure: `Bomb ratio: ${fmtMiB(ratioBomb.bundleBytes)} .tar.gz of ${ratioBomb.entries} zero-filled entries (${fmtMiB(ratioBomb.inflatedBytes)} declared, each under the caps)`,
    action: ratioBomb.refused
      ? `refused, ${fmtMiB(ratioBomb.writtenBytes)} written (${fmtMs(ratioBomb.ms)})`
      : 'NOT refused',
    alternative: '—',
    ratio: '—',
    target: '≤ 1024.0 MiB written',
    met: ratioBomb.refused && ratioBomb.writtenBytes <= 1024 ** 3,
  });
  const split = results
    .map(
      (r) =>
        `${r.files.toLocaleString('en-US')} files (${fmtMiB(r.bundleBytes)} .tar.gz): action ` +
        `${fmtMs(r.actionMs)} in one pass; curl -o ${fmtMs(r.curlMs)} + tar xzf ${fmtMs(
          r.xzfMs,
        )} + tar cf ${fmtMs(r.cfMs)}`,
    )
    .join('; ');
  return {
    title: 'Pages run',
    rows,
    method:
      `A generated static site (HTML pages of 0.6–3.6 KiB of seeded text in folders of 100, ` +
      `and one JavaScript or CSS asset of 1–5 KiB per ten files) is streamed once per size into a ` +
      `.tar.gz (node-tar headers, folders before their files, gzip level 1), which the platform ` +
      `emulator serves as the export bundle (\`bundle: {kind: 'file'}\`) over loopback. Then ` +
      `${runs} alternating round${runs === 1 ? '' : 's'}: the action side is the ncc-built bench ` +
      `child running \`downloadBundle\` with the Pages walk (src/publish/download.ts + ` +
      `bundle-walk.ts: socket → .tar.gz + SHA-256 + gunzip on the helper thread → tar walk → ` +
      `artifact.tar), timed inside ` +
      `the child from the first request to artifact.tar closed (the link is made before; process ` +
      `start-up excluded); the alternative is \`curl -s -o\` of a fresh link, then \`tar xzf\` ` +
      `into a fresh folder, then upload-pages-artifact's \`tar --dereference --hard-dereference ` +
      `-cf artifact.tar --exclude=.git --exclude=.github .\`, each timed from spawn to exit and ` +
      `summed. Medians of the rounds; peak RSS is GNU time's maximum resident set size (worst ` +
      `round); the artifact upload is not part of this figure. \`sync\` runs before each side, ` +
      `and each side's two large files (bundle.tar.gz, artifact.tar) are deleted once it is ` +
      `measured (GNU tar's extracted site stays): on this VM, writing into page cache never ` +
      `touched before costs several times the kernel time of writing into pages just freed. ` +
      `Split: ${split}. Ratio of each round, in order: ${results
        .map(
          (r) =>
            `${r.files.toLocaleString('en-US')} files ${r.roundRatios.map(fmtRatio).join(', ')}`,
        )
        .join('; ')}. Whole run: after the rounds, the built action (dist/index.js, through a ` +
      `one-line wrapper that reports its peak RSS at exit) runs \`target: pages\` once against ` +
      `the same platform emulator and the GitHub emulator (download and walk, artifact upload of ` +
      `artifact.tar with @actions/artifact, deployment), as a runner runs it. Link check: every page links a stylesheet, a script, its canonical URL ` +
      `on the domain, 20 pages of its section (half of them later in the archive) and the home ` +
      `page; every 50th page one missing page (${results
        .map(
          (r) =>
            `${r.files.toLocaleString('en-US')} files: ${r.linkStats?.pages ?? '?'} pages, ` +
            `${r.linkStats?.references ?? '?'} references, ${r.linkStats?.broken ?? '?'} broken; ` +
            `with / without per round ${r.linkRatios.map(fmtRatio).join(', ')}; walk's ` +
            `thread / a thread of its own per round ${r.threadRatios.map(fmtRatio).join(', ')}`,
        )
        .join('; ')}). Each round runs the child once with the check and once without ` +
      `(\`check-links: off\`) and once with it on a thread of its own (which the download's ` +
      `helper thread starts) instead of the walk's thread, in rotating order; the Pages rows ` +
      `above are the runs with it on the walk's thread, as the action runs it. ` +
      `Gzip bomb: ${bomb.method} Bomb ratio: ${ratioBomb.method}`,
    notes: results
      .map(
        (r) =>
          `${r.files.toLocaleString('en-US')} files: the action child's peak RSS was ` +
          `${fmtMiB(r.startRss)} before the download (node, the modules and the first ` +
          `request's compile of undici's parser), ${fmtMiB(
            r.actionRss,
          )} at the end. Rounds (load average at the start; CPU seconds of the action's pass, ` +
          `all threads, process.cpuUsage(), with its main thread's share, against curl + tar ` +
          `xzf + tar cf, GNU time): ${r.rounds
            .map(
              (k, i) =>
                `load ${k.load.toFixed(2)}: action ${fmtMs(r.actionMsAll[i] ?? Number.NaN)} / ` +
                `${fmtCpu(k.actionCpu)} CPU (main thread ${fmtCpu(k.actionMainCpu)}), GNU ` +
                `${fmtMs(r.gnuMsAll[i] ?? Number.NaN)} / ${fmtCpu(k.gnuCpu)} CPU`,
            )
            .join('; ')}.`,
      )
      .join(' '),
  };
}

/** `1.23 s`, or `n/a`. */
function fmtCpu(seconds: number | undefined): string {
  return seconds === undefined || !Number.isFinite(seconds) ? 'n/a' : `${seconds.toFixed(2)} s`;
}

/** A bomb: a small .tar.gz whose one file declares more than the cap, walked for Pages. */
async function measureBomb(): Promise<{
  refused: boolean;
  writtenBytes: number;
  bundleBytes: number;
  declaredBytes: number;
  capBytes: number;
  method: string;
}> {
  const dir = await tempDir('bomb');
  try {
    const capBytes = 10 * 1024 ** 3;
    const declaredBytes = 64 * 1024 ** 3;
    const header = (p: string, size: number): Buffer => {
      const block = Buffer.alloc(512);
      new Header({ path: p, type: 'File', size, mode: 0o644, mtime: MTIME }).encode(block, 0);
      return block;
    };
    const index = Buffer.from('<h1>ok</h1>');
    const parts = [
      header('index.html', index.length),
      index,
      Buffer.alloc(512 - index.length),
      header('bomb.bin', declaredBytes),
    ];
    const bundle = path.join(dir, 'bomb.tar.gz');
    // 256 MiB of zeros after the header: ~256 KiB of gzip; the header claims 64 GiB.
    async function* body(): AsyncGenerator<Buffer> {
      yield Buffer.concat(parts);
      const zeros = Buffer.alloc(2 ** 20);
      for (let i = 0; i < 256; i++) yield zeros;
    }
    await pipeline(Readable.from(body()), createGzip({ level: 9 }), createWriteStream(bundle));
    const bundleBytes = (await stat(bundle)).size;
    const err = await walkBundleFile(
      bundle,
      { pagesTar: { path: path.join(dir, 'artifact.tar') } },
      AbortSignal.timeout(60_000),
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    const refused = err instanceof BundleRefusedError;
    return {
      refused,
      writtenBytes: refused ? err.written : Number.NaN,
      bundleBytes,
      declaredBytes,
      capBytes,
      method:
        `a ${fmtMiB(bundleBytes)} .tar.gz (index.html, then a header declaring ` +
        `${fmtMiB(declaredBytes)} followed by 256 MiB of zeros) walked for Pages with the default ` +
        `10 GiB cap: ${refused ? `refused at the header with ${err.written} bytes of artifact.tar written (then deleted)` : 'NOT refused'}.`,
    };
  } finally {
    await removeTemp(dir);
  }
}

/**
 * The bomb ratio (issue 19): many honestly declared zero-filled entries, each under every cap,
 * ~1000x compressed; gzip members concatenate, so one compressed run of zeros serves them all.
 */
async function measureRatioBomb(): Promise<{
  refused: boolean;
  writtenBytes: number;
  bundleBytes: number;
  inflatedBytes: number;
  entries: number;
  ms: number;
  method: string;
}> {
  const dir = await tempDir('ratio-bomb');
  try {
    const entry = 256 * 1024 * 1024;
    const entries = 40;
    const header = (p: string, size: number): Buffer => {
      const block = Buffer.alloc(512);
      new Header({ path: p, type: 'File', size, mode: 0o644, mtime: MTIME }).encode(block, 0);
      return block;
    };
    const zeros = gzipSync(Buffer.alloc(entry), { level: 9 });
    const members: Buffer[] = [];
    for (let i = 0; i < entries; i++)
      members.push(gzipSync(header(`zeros-${i}.bin`, entry)), zeros);
    members.push(gzipSync(Buffer.alloc(1024)));
    const bundle = path.join(dir, 'bomb.tar.gz');
    await writeFile(bundle, Buffer.concat(members));
    const bundleBytes = (await stat(bundle)).size;
    const started = performance.now();
    const err = await walkBundleFile(
      bundle,
      { pagesTar: { path: path.join(dir, 'artifact.tar') } },
      AbortSignal.timeout(120_000),
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    const ms = performance.now() - started;
    const refused = err instanceof BundleRefusedError;
    return {
      refused,
      writtenBytes: refused ? err.written : Number.NaN,
      bundleBytes,
      inflatedBytes: entry * entries,
      entries,
      ms,
      method:
        `a ${fmtMiB(bundleBytes)} .tar.gz of ${entries} entries of ${fmtMiB(entry)} of zeros ` +
        `(each declared, under the 10 GiB cap together) walked for Pages: ${
          refused
            ? `refused in ${fmtMs(ms)} with ${err.written} bytes of artifact.tar written (then deleted): "${err.message}"`
            : 'NOT refused'
        }.`,
    };
  } finally {
    await removeTemp(dir);
  }
}

/**
 * The built action (dist/index.js, as a runner runs it) with `target: pages` against the platform
 * emulator and the GitHub emulator: download, walk, artifact upload and deployment, with its own
 * peak RSS reported at exit through a one-line wrapper.
 */
export async function measureWholeRun(
  options: BenchOptions,
  emu: PlatformEmulator,
  files: number,
): Promise<{ rss: number | undefined; ms: number }> {
  const github = await startGitHubEmulator({ pagesDeployment: { stepMs: 20 } });
  const wrapper = path.join(options.dist, 'rss-wrapper-pages.mjs');
  try {
    await writeFile(
      wrapper,
      `process.on('exit', () => process.stderr.write('MAXRSS ' + process.resourceUsage().maxRSS * 1024 + '\\n'));\n` +
        `await import(${JSON.stringify(path.join(options.dist, 'index.js'))});\n`,
    );
    const run = await runAction({
      entry: wrapper,
      inputs: {
        'admin-key': emu.adminKey,
        'api-url': emu.url,
        mode: 'export',
        domain: 'docs.example.com',
        target: 'pages',
        'github-token': github.token,
      },
      killAfterMs: 300_000,
      env: github.env(),
    });
    await rm(path.dirname(run.runnerTemp), { recursive: true, force: true });
    if (run.code !== 0) {
      throw new Error(
        `the pages run failed (exit ${run.code}): ${(run.stderr || run.stdout).trim().slice(-1_500)}`,
      );
    }
    options.log(
      `pages ${files.toLocaleString('en-US')}: whole built-action run ${fmtMs(run.durationMs)}`,
    );
    const rss = Number(/MAXRSS (\d+)/.exec(run.stderr)?.[1] ?? Number.NaN);
    return { rss: Number.isFinite(rss) ? rss : undefined, ms: run.durationMs };
  } finally {
    await rm(wrapper, { force: true });
    await github.close();
  }
}

/**
 * Deletes a side's two large files once it is measured (`bundle.tar.gz`, `artifact.tar`; GNU
 * tar's extracted site stays: 100,000 deletions would slow what follows). On this VM, writing
 * into page cache never touched before costs several times the kernel time of writing into pages
 * just freed, so keeping them made every round after the first slower, whichever side it was.
 */
async function removeLarge(folder: string): Promise<void> {
  await Promise.all(
    ['bundle.tar.gz', 'artifact.tar'].map((name) => rm(path.join(folder, name), { force: true })),
  );
}

/** One size: generate the bundle, serve it, then alternating rounds. */
async function measureSize(
  options: BenchOptions,
  files: number,
  runs: number,
): Promise<SizeResult> {
  const dir = await tempDir('pages');
  let emu: PlatformEmulator | undefined;
  try {
    options.log(`pages: generating a ${files.toLocaleString('en-US')}-file site`);
    const bundle = path.join(dir, 'bundle.tar.gz');
    const bundleBytes = await generateBundle(bundle, files);
    emu = await startPlatformEmulator({
      exportJob: { queuedMs: 0, runningMs: 0 },
      bundle: { kind: 'file', path: bundle },
    });
    const jobId = await completedJob(emu);
    await emu.bundleFile(jobId);

    const action: { ms: number; rss: number | undefined; start: number }[] = [];
    const rounds: SizeResult['rounds'] = [];
    /** The same pass with the link check off, alternating with the one above. */
    const noLinks: { ms: number; rss: number | undefined }[] = [];
    /** The same pass with the check on a thread of its own (the walk's is the action's). */
    const sameThread: { ms: number; rss: number | undefined }[] = [];
    let linkStats: DownloadChildResult['links'];
    const gnu: { curl: number; xzf: number; cf: number; rss: number | undefined }[] = [];
    for (let i = 0; i < runs; i++) {
      // Every round writes to folders of its own, deleted after the last round (but for each
      // side's two large files: removeLarge): the disk may be mounted with `discard`, and
      // deleting many files mid-figure would slow the next side.
      const work = path.join(dir, `work-${i}`);
      await mkdir(work, { recursive: true });
      await settleDisk();
      const load = loadavg()[0] ?? Number.NaN;
      // With the link check (as the action runs by default) and without, in alternating order.
      const pass = async (mode: 'thread' | 'same' | 'off') => {
        const links = mode !== 'off';
        const sub = path.join(work, mode);
        await mkdir(sub, { recursive: true });
        await settleDisk();
        const run = await runChild(options, 'download', {
          apiUrl: emu?.url ?? '',
          adminKey: emu?.adminKey ?? '',
          jobId,
          destination: path.join(sub, 'bundle.tar.gz'),
          pagesTar: path.join(sub, 'artifact.tar'),
          ...(links ? { links: 'docs.example.com' } : {}),
          ...(mode === 'same' ? { linksOnOwnThread: true } : {}),
        });
        const r = childResult<DownloadChildResult & { selfMaxRssBytes: number }>(run, 'pages run');
        await removeLarge(sub);
        if (r.pagesFiles !== files) {
          throw new Error(`the action packed ${String(r.pagesFiles)} of ${files} files`);
        }
        return { r, rss: run.maxRssBytes ?? r.selfMaxRssBytes, cpu: run.cpuSeconds };
      };
      const modes = ['thread', 'off', 'same'] as const;
      const order = modes.map((_, k) => modes[(k + i) % modes.length] ?? 'off');
      let r: DownloadChildResult | undefined;
      for (const mode of order) {
        const done = await pass(mode);
        if (mode === 'thread') {
          r = done.r;
          linkStats = done.r.links;
          action.push({ ms: done.r.ms, rss: done.rss, start: done.r.baselineRssBytes });
        } else if (mode === 'same') {
          sameThread.push({ ms: done.r.ms, rss: done.rss });
        } else {
          noLinks.push({ ms: done.r.ms, rss: done.rss });
        }
      }
      if (!r) throw new Error('no pass with the link check');

      const gnuDir = path.join(dir, `gnu-${i}`);
      const site = path.join(gnuDir, 'site');
      await mkdir(site, { recursive: true });
      const link = await bundleLink(emu, jobId);
      await settleDisk();
      const got = path.join(gnuDir, 'bundle.tar.gz');
      const c = await timed('curl', ['-s', '--fail', '-o', got, link]);
      if (c.code !== 0) throw new Error(`curl failed (exit ${c.code}): ${c.stderr.trim()}`);
      const x = await timed('tar', ['xzf', got, '-C', site]);
      if (x.code !== 0) throw new Error(`tar xzf failed: ${x.stderr.trim()}`);
      // upload-pages-artifact's own command.
      const t = await timed('tar', [
        '--dereference',
        '--hard-dereference',
        '--directory',
        site,
        '-cf',
        path.join(gnuDir, 'artifact.tar'),
        '--exclude=.git',
        '--exclude=.github',
        '.',
      ]);
      if (t.code !== 0) throw new Error(`tar cf failed: ${t.stderr.trim()}`);
      await removeLarge(gnuDir);
      const rssAll = [c.maxRssBytes, x.maxRssBytes, t.maxRssBytes];
      const cpus = [c.cpuSeconds, x.cpuSeconds, t.cpuSeconds];
      rounds.push({
        load,
        actionCpu: r.cpuSeconds,
        actionMainCpu: r.threads?.main,
        gnuCpu: cpus.every((v) => v !== undefined) ? cpus.reduce((a, b) => a + b, 0) : undefined,
      });
      gnu.push({
        curl: c.wallMs,
        xzf: x.wallMs,
        cf: t.wallMs,
        rss: rssAll.every((v) => v !== undefined) ? Math.max(...(rssAll as number[])) : undefined,
      });
      options.log(
        `pages ${files.toLocaleString('en-US')} round ${i + 1}/${runs} (${loadNow()}): action ${fmtMs(
          r.ms,
        )}, curl + tar ${fmtMs(c.wallMs + x.wallMs + t.wallMs)}`,
      );
    }
    const gnuRss = gnu.map((g) => g.rss).filter((v): v is number => v !== undefined);
    const rss = action.map((a) => a.rss).filter((v): v is number => v !== undefined);
    const whole = await measureWholeRun(options, emu, files);
    const plainRss = noLinks.map((a) => a.rss).filter((v): v is number => v !== undefined);
    const sameRss = sameThread.map((a) => a.rss).filter((v): v is number => v !== undefined);
    return {
      rounds,
      sameThreadMs: median(sameThread.map((a) => a.ms)),
      sameThreadRss: sameRss.length > 0 ? Math.max(...sameRss) : undefined,
      threadRatios: action.map((a, k) => a.ms / (sameThread[k]?.ms ?? Number.NaN)),
      noLinksMs: median(noLinks.map((a) => a.ms)),
      noLinksRss: plainRss.length > 0 ? Math.max(...plainRss) : undefined,
      linkStats,
      linkRatios: action.map((a, k) => a.ms / (noLinks[k]?.ms ?? Number.NaN)),
      wholeRunRss: whole.rss,
      wholeRunMs: whole.ms,
      files,
      bundleBytes,
      actionMs: median(action.map((a) => a.ms)),
      gnuMs: median(gnu.map((g) => g.curl + g.xzf + g.cf)),
      curlMs: median(gnu.map((g) => g.curl)),
      xzfMs: median(gnu.map((g) => g.xzf)),
      cfMs: median(gnu.map((g) => g.cf)),
      actionRss: rss.length > 0 ? Math.max(...rss) : undefined,
      gnuRss: gnuRss.length > 0 ? Math.max(...gnuRss) : undefined,
      startRss: Math.max(...action.map((a) => a.start)),
      actionMsAll: action.map((a) => a.ms),
      gnuMsAll: gnu.map((g) => g.curl + g.xzf + g.cf),
      roundRatios: action.map((a, i) => {
        const g = gnu[i];
        return a.ms / (g ? g.curl + g.xzf + g.cf : Number.NaN);
      }),
    };
  } finally {
    await emu?.close();
    await removeTemp(dir);
  }
}

/** Seeded pseudo-random numbers (mulberry32), so every run packs the same site. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const WORDS = (
  'the docs page deploy export static bundle host cache header route build preview branch ' +
  'commit review reader feedback search index api key scope token request response error retry ' +
  'guide reference webhook limit quota project team member setting domain version path'
).split(' ');

/** Fixed mtime of every entry, so the bundle is the same on every run. */
const MTIME = new Date('2026-01-01T00:00:00Z');

/**
 * Streams a .tar.gz of a `files`-file site straight to `bundle` (no files on disk first): folder
 * entries before their files, in sorted order, headers encoded by node-tar, gzip level 1 (level
 * 6 took 17 s for 50,000 files on two busy cores). Returns the bundle's size.
 */
export async function generateBundle(bundle: string, files: number): Promise<number> {
  const random = rng(files);
  // One 1 MiB corpus of seeded words; each file takes a slice at a random offset (as fast as it
  // gets, and still text that compresses like prose: matches rarely reach across slices).
  let corpus = '';
  while (corpus.length < 2 ** 20) corpus += `${WORDS[Math.floor(random() * WORDS.length)]} `;
  const text = (bytes: number): string => {
    const at = Math.floor(random() * (corpus.length - bytes));
    return corpus.slice(at, at + bytes);
  };
  const header = (p: string, type: 'File' | 'Directory', size: number): Buffer => {
    const block = Buffer.alloc(512);
    new Header({
      path: p,
      type,
      size,
      mode: type === 'File' ? 0o644 : 0o755,
      uid: 0,
      gid: 0,
      mtime: MTIME,
    }).encode(block, 0);
    return block;
  };
  function* entries(): Generator<Buffer> {
    const pages = files - Math.floor(files / 10);
    const assets = files - pages;
    yield header('_next/', 'Directory', 0);
    yield header('_next/static/', 'Directory', 0);
    for (let i = 0; i < assets; i++) {
      const body = Buffer.from(`/* chunk ${i} */\n${text(1_024 + Math.floor(random() * 4_096))}\n`);
      yield* file(`_next/static/chunk-${String(i).padStart(6, '0')}.${i % 2 ? 'css' : 'js'}`, body);
    }
    yield header('docs/', 'Directory', 0);
    for (let i = 0; i < pages; i++) {
      const folder = `docs/section-${String(Math.floor(i / 100)).padStart(4, '0')}/`;
      if (i % 100 === 0) yield header(folder, 'Directory', 0);
      const body = Buffer.from(
        `<!doctype html><html><head><title>Page ${i}</title>${pageLinks(i, pages, assets)}` +
          `</head><body><main><p>${text(512 + Math.floor(random() * 3_072))}</p></main>` +
          `</body></html>\n`,
      );
      yield* file(`${folder}page-${String(i).padStart(6, '0')}.html`, body);
    }
    yield Buffer.alloc(1024);
  }
  /**
   * What a docs page links to: a stylesheet and a script, its canonical URL on the domain
   * (extensionless), a sidebar of the 20 pages of its section around it (relative,
   * extensionless: half of them later in the archive), the home page, and on every 50th page a
   * link to a page that does not exist. ~25 internal references per page.
   */
  function pageLinks(i: number, pages: number, assets: number): string {
    const name = (n: number): string => `page-${String(n).padStart(6, '0')}`;
    const section = (n: number): string =>
      `section-${String(Math.floor(n / 100)).padStart(4, '0')}`;
    const chunk = (n: number): string =>
      `chunk-${String(n % Math.max(1, assets)).padStart(6, '0')}`;
    const first = Math.floor(i / 100) * 100;
    const nav: string[] = [];
    for (let n = first; n < Math.min(first + 100, pages) && nav.length < 20; n += 5) {
      nav.push(`<a href="${name(n)}">${n}</a>`);
    }
    return (
      `<link rel="stylesheet" href="/_next/static/${chunk(i * 2 + 1)}.css">` +
      `<script src="/_next/static/${chunk(i * 2)}.js"></script>` +
      `<link rel="canonical" href="https://docs.example.com/docs/${section(i)}/${name(i)}">` +
      `<nav>${nav.join('')}<a href="/docs/section-0000/page-000000.html">home</a>` +
      `${i % 50 === 0 ? `<a href="missing-${i}">gone</a>` : ''}</nav>`
    );
  }
  function* file(name: string, body: Buffer): Generator<Buffer> {
    yield header(name, 'File', body.length);
    yield body;
    const pad = (512 - (body.length % 512)) % 512;
    if (pad > 0) yield Buffer.alloc(pad);
  }
  // Batched into 1 MiB writes: one zlib round trip per small buffer would dominate.
  function* batches(): Generator<Buffer> {
    let parts: Buffer[] = [];
    let size = 0;
    for (const part of entries()) {
      parts.push(part);
      size += part.length;
      if (size >= 2 ** 20) {
        yield Buffer.concat(parts);
        parts = [];
        size = 0;
      }
    }
    if (size > 0) yield Buffer.concat(parts);
  }
  await pipeline(Readable.from(batches()), createGzip({ level: 1 }), createWriteStream(bundle));
  return (await stat(bundle)).size;
}
