/**
 * Figure 2, download: the action's bundle download (src/publish/download.ts: stream to disk with
 * an on-the-fly SHA-256 and a full gunzip + tar read) against `curl -s -o` of a fresh link to the
 * same incompressible bundle. Throughput ratio and the action's peak RSS, at two sizes to show the
 * memory does not grow with the bundle.
 */
import { rm, stat } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';

import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import type { DownloadChildResult } from './child/download.js';
import { formatSummary, summarizeDir } from './profile.js';
import {
  childResult,
  fmtMiB,
  fmtMs,
  fmtRate,
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

/**
 * Issue 57 (gunzip on the helper thread; public Node APIs only): time against `curl -o`, and
 * against curl + sha256sum + tar tzf one after another; the peak RSS. The throughput target is
 * the time's, inverted.
 */
const MAX_TIME_VS_CURL = 2.0;
const MIN_THROUGHPUT_RATIO = 1 / MAX_TIME_VS_CURL;
const MAX_TIME_VS_SEQUENTIAL = 0.4;
const MAX_RSS_BYTES = 150 * 2 ** 20;
/** Peak RSS differences up to this are noise (GC timing), not growth. */
const FLAT_BYTES = 10 * 2 ** 20;

/** One run of one side of a round. */
interface Sample {
  /** Wall ms (the action: inside the child, from the first request to the verified file). */
  ms: number;
  /** CPU seconds, all threads (the action: its download only; curl: the whole process). */
  cpu: number | undefined;
  /** Peak RSS, bytes (GNU time). */
  rss: number | undefined;
  /** The action: CPU seconds of its main thread alone (Linux), of the download only. */
  mainCpu?: number;
  /** The action: CPU seconds of its other threads still alive at the end, largest first. */
  otherCpu?: number[];
  /**
   * The action: ms its connection was paused because the write, the hash or the walk was behind
   * (the rest of the idle time it waited for bytes from the server).
   */
  waitedMs?: number;
  /** The action: the largest JS heap and ArrayBuffer totals during the download, MiB. */
  memory?: DownloadChildResult['memory'];
  /** Resident memory by kind before the download, MiB. */
  baselineByKind?: DownloadChildResult['baselineByKind'];
  /**
   * CPU seconds the bench's own process spent while this side ran: the emulator serving the
   * bytes (it shares the machine's cores with the side it serves).
   */
  serverCpu?: number;
}

/** CPU seconds of this process since `before` (a process.cpuUsage() reading). */
function cpuSince(before: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(before);
  return (d.user + d.system) / 1e6;
}

/** Medians of one size. */
interface SizeResult {
  sizeBytes: number;
  /** Bytes of the .tar.gz served (a little more than `sizeBytes`: tar and gzip framing). */
  bundleBytes: number;
  actionRate: number;
  curlRate: number;
  actionRss: number | undefined;
  curlRss: number | undefined;
  baselineRss: number;
  runs: number;
  /** Every round's samples, in order. */
  action: Sample[];
  curl: Sample[];
  /** The `--compare` child's samples, when one was given. */
  compare: Sample[];
  /** The 1-minute load average at the start of each round. */
  loads: number[];
  /** `--cpu-prof`: the summaries of the action child's threads (last round), one line each. */
  profile: string[];
  /** Same for the `--compare` child. */
  compareProfile: string[];
  /** CPU seconds of each check alone, over the file (last round). */
  components: DownloadChildResult['components'];
  /** action / curl throughput of each round, in order. */
  roundRatios: number[];
  /** Median wall ms: the action's download, curl -o, then sha256sum and tar tzf of its file. */
  actionMs: number;
  curlMs: number;
  shaMs: number;
  tzfMs: number;
}

/** Runs the figure. */
export async function download(options: BenchOptions): Promise<FigureResult> {
  const sizes =
    options.sizes?.map((mib) => mib * 2 ** 20) ??
    (options.quick ? [8 * 2 ** 20, 32 * 2 ** 20] : [128 * 2 ** 20, 512 * 2 ** 20]);
  const runs = roundsOf(options, 3, 3);
  const results: SizeResult[] = [];
  for (const size of sizes) results.push(await measureSize(options, size, runs));
  const rows = results.flatMap((r) => sizeRows(r, r.sizeBytes === Math.max(...sizes), options));
  return {
    title: 'Download',
    rows,
    method: downloadMethod(sizes, runs, results[0]),
    notes: downloadNotes(results),
  };
}

/** The table rows of one size; the issue sets its targets on the largest. */
function sizeRows(r: SizeResult, targeted: boolean, options: BenchOptions): Row[] {
  const label = fmtMiB(r.sizeBytes).replace('.0 ', ' ');
  const ratio = r.actionRate / r.curlRate;
  const rows: Row[] = [
    {
      figure: `Download ${label}: throughput`,
      action: fmtRate(r.actionRate),
      alternative: `${fmtRate(r.curlRate)} (curl -s -o)`,
      ratio: fmtRatio(ratio),
      target: targeted
        ? `≥ ${MIN_THROUGHPUT_RATIO.toFixed(1)}×`
        : `(≥ ${MIN_THROUGHPUT_RATIO.toFixed(1)}×)`,
      met: targeted ? ratio >= MIN_THROUGHPUT_RATIO : undefined,
    },
    {
      figure: `Download ${label}: time, link check on`,
      action: fmtMs(r.actionMs),
      alternative: `${fmtMs(r.curlMs)} (curl -s -o)`,
      ratio: fmtRatio(r.actionMs / r.curlMs),
      target: targeted
        ? `≤ ${MAX_TIME_VS_CURL.toFixed(1)}×`
        : `(≤ ${MAX_TIME_VS_CURL.toFixed(1)}×)`,
      met: targeted ? r.actionMs / r.curlMs <= MAX_TIME_VS_CURL : undefined,
    },
  ];
  const sequential = r.curlMs + r.shaMs + r.tzfMs;
  rows.push({
    figure: `Download ${label}: time against the same checks one after another`,
    action: fmtMs(r.actionMs),
    alternative: `${fmtMs(sequential)} (curl -o + sha256sum + tar tzf)`,
    ratio: fmtRatio(r.actionMs / sequential),
    target: targeted
      ? `≤ ${MAX_TIME_VS_SEQUENTIAL.toFixed(1)}×`
      : `(≤ ${MAX_TIME_VS_SEQUENTIAL.toFixed(1)}×)`,
    met: targeted ? r.actionMs / sequential <= MAX_TIME_VS_SEQUENTIAL : undefined,
  });
  rows.push({
    figure: `Download ${label}: CPU time (all threads)`,
    action: fmtSeconds(median(defined(r.action.map((a) => a.cpu)))),
    alternative: `${fmtSeconds(median(defined(r.curl.map((c) => c.cpu))))} (curl -s -o)`,
    ratio: '—',
    target: 'context',
    met: undefined,
  });
  rows.push(...floorRows(r, label));
  rows.push({
    figure: `Download ${label}: peak RSS`,
    action: fmtMiB(r.actionRss),
    alternative: `${fmtMiB(r.curlRss)} (curl)`,
    ratio: '—',
    target: `≤ ${fmtMiB(MAX_RSS_BYTES)}`,
    met: r.actionRss !== undefined && r.actionRss <= MAX_RSS_BYTES,
  });
  if (options.compare && r.compare.length > 0) {
    const before = median(r.compare.map((c) => c.ms));
    rows.push({
      figure: `Download ${label}: time against the --compare build, same rounds`,
      action: fmtMs(r.actionMs),
      alternative: `${fmtMs(before)} (--compare)`,
      ratio: fmtRatio(r.actionMs / before),
      target: 'context',
      met: undefined,
    });
  }
  return rows;
}

/**
 * How busy the machine's cores were during each side's pass, and the machine's floor: the least
 * wall time the work any verifying download must do could take on these cores (curl's receive and
 * write, a SHA-256 and a gunzip of the bytes, and the emulator serving them), were it spread
 * over every core with no wait. Context rows: they say whether what is left is CPU or waiting.
 */
function floorRows(r: SizeResult, label: string): Row[] {
  const cores = availableParallelism();
  const busy = (s: Sample): number =>
    s.cpu === undefined || s.serverCpu === undefined
      ? Number.NaN
      : (s.cpu + s.serverCpu) / (cores * (s.ms / 1000));
  const pct = (v: number): string => (Number.isFinite(v) ? `${Math.round(v * 100)} %` : 'n/a');
  const rows: Row[] = [
    {
      figure: `Download ${label}: the ${cores} cores' use during the pass (with the emulator's)`,
      action: pct(median(r.action.map(busy))),
      alternative: `${pct(median(r.curl.map(busy)))} (curl -s -o)`,
      ratio: '—',
      target: 'context',
      met: undefined,
    },
  ];
  const c = r.components;
  const curlCpu = median(defined(r.curl.map((k) => k.cpu)));
  const served = median(defined(r.curl.map((k) => k.serverCpu)));
  if (!c || !Number.isFinite(curlCpu) || !Number.isFinite(served)) return rows;
  const floorMs = ((curlCpu + c.sha256 + c.gunzip + served) / cores) * 1000;
  rows.push({
    figure: `Download ${label}: time against the machine's floor`,
    action: fmtMs(r.actionMs),
    alternative:
      `${fmtMs(floorMs)} (curl's CPU + SHA-256 + gunzip + the emulator's, over ${cores} ` +
      `cores; ${fmtRatio(floorMs / r.curlMs)} curl)`,
    ratio: fmtRatio(r.actionMs / floorMs),
    target: 'context',
    met: undefined,
  });
  return rows;
}

/** The method paragraph. */
function downloadMethod(sizes: number[], runs: number, small: SizeResult | undefined): string {
  return (
    `The platform emulator serves a gzip tar of one incompressible (AES-CTR) file of ` +
    `${sizes.map((s) => fmtMiB(s)).join(' and ')} from disk over loopback. For each size, ` +
    `${runs} interleaved rounds, the order of the sides rotating from round to round: the ` +
    `action side is a child process (the bench child, bundled with ncc like dist/, on plain ` +
    `node) that, as the action does, reads the job's status with the platform client, waits the ` +
    `action's shortest poll (500 ms), asks the bundle endpoint for a link and runs ` +
    `\`downloadBundle\` to a file (SHA-256 and gunzip on its helper thread, fed from the ring, ` +
    `and a full tar read of what the thread inflates, while it streams; the ` +
    `link is made before the clock starts); the alternative is \`curl -s -o\` of a freshly ` +
    `generated link to the same file, timed by curl's own \`time_total\`. Throughput = bytes / ` +
    `time; medians of the rounds. CPU time: the action's is process.cpuUsage() (every thread of ` +
    `the process) around the download, with its main thread's share from /proc/self/task; ` +
    `curl's is GNU time's user + system; the emulator's is the bench process's own ` +
    `process.cpuUsage() while each side runs (it serves the bytes on the same cores). The ` +
    `machine's floor is curl's CPU, SHA-256 and gunzip each alone over the file, ` +
    `and the ` +
    `emulator's CPU for curl, spread over every core with no wait. The machine's load ` +
    `average is printed with each round, as the figures swing with it on a shared machine. Peak ` +
    `RSS is the maximum resident set size of each process as GNU time reports it (the action ` +
    `child's up to the end of the download, from getrusage, since its last round then times each ` +
    `check alone; its peak before the download, the first request's compile of undici's ` +
    `WebAssembly HTTP parser included, was ${fmtMiB(small?.baselineRss)}). The emulator runs in the bench's ` +
    `own process and serves both sides the same way; each side's file is deleted as soon as ` +
    `it is measured and \`sync\` runs before each side (writing into page cache never touched ` +
    `before costs this VM about 5 times the kernel time of writing into pages just freed).`
  );
}

/** The resident memory by kind, before and during the download, when the child could read it. */
function residentNote(s: Sample): string {
  const m = s.memory;
  const b = s.baselineByKind;
  if (!m?.rssAnon || !b) return '';
  return (
    ` Resident memory (/proc/self/status): anonymous ${b.anon.toFixed(1)} MiB before the ` +
    `download, at most ${m.rssAnon.toFixed(1)} MiB during it; file pages (node's binary and ` +
    `libraries, as far as they were touched) ${b.file.toFixed(1)} MiB before, at most ` +
    `${m.rssFile.toFixed(1)} MiB.`
  );
}

/** The notes: memory, CPU, each round with its load, the profiles. */
function downloadNotes(results: SizeResult[]): string {
  const [small, large] = results;
  const growth =
    small?.actionRss !== undefined && large?.actionRss !== undefined
      ? large.actionRss - small.actionRss
      : Number.NaN;
  return [
    `${Math.abs(growth) <= FLAT_BYTES ? 'Memory is flat in the bundle size' : 'Memory grows with the bundle'}: the action's peak RSS differs by ${fmtMiB(growth)} ` +
      `between ${fmtMiB(small?.sizeBytes)} and ${fmtMiB(large?.sizeBytes)}; ` +
      `the process peaked at ${fmtMiB(large?.baselineRss)} before the first byte (node, the ` +
      `loaded modules, and the compile of undici's parser at the first request, freed after).`,
    ...results.map(sizeNote),
  ].join(' ');
}

/** One size's note: the split, each check alone, and every round with its load. */
function sizeNote(r: SizeResult): string {
  const c = r.components;
  const parts = c
    ? ` Each check alone over the finished file: reading it ${c.read.toFixed(2)} s, ` +
      `SHA-256 +${c.sha256.toFixed(2)} s, gunzip +${c.gunzip.toFixed(2)} s (node's stream, as ` +
      `the download inflates), gunzip into ` +
      `node-tar's list parser +${c.gunzipTar.toFixed(2)} s.`
    : '';
  const rounds = r.action
    .map((a, i) => {
      const k = r.curl[i];
      const before = r.compare[i];
      return (
        `${loadText(r.loads[i])}: action ${sampleText(a)}, curl ` +
        `${fmtMs(k?.ms ?? Number.NaN)} / ${fmtSeconds(k?.cpu)} CPU` +
        (k?.serverCpu === undefined ? '' : ` (the emulator ${fmtSeconds(k.serverCpu)})`) +
        (before ? `, --compare ${sampleText(before)}` : '')
      );
    })
    .join('; ');
  const profile =
    r.profile.length > 0
      ? ` CPU profile of the action child (\`--cpu-prof\`, last round, the download only): ${r.profile.join('; ')}.` +
        (r.compareProfile.length > 0 ? ` The --compare child: ${r.compareProfile.join('; ')}.` : '')
      : '';
  const last = r.action[r.action.length - 1];
  const split =
    last?.mainCpu !== undefined && last.cpu !== undefined
      ? ` The action's CPU by thread (last round): main ${fmtSeconds(last.mainCpu)}, the other ` +
        `threads still alive at the end (libuv's pool: file writes; V8's helpers) ` +
        `${(last.otherCpu ?? [])
          .filter((c) => c >= 0.02)
          .map((c) => c.toFixed(2))
          .join(', ')} s, ` +
        `threads that ended (the hash thread) ` +
        `${fmtSeconds(last.cpu - last.mainCpu - (last.otherCpu ?? []).reduce((a, b) => a + b, 0))}.`
      : '';
  const memory = last?.memory
    ? ` Memory during the download (last round, sampled every 100 ms): JS heap at most ` +
      `${last.memory.heapUsed.toFixed(1)} MiB used of ${last.memory.heapTotal.toFixed(1)} MiB, ` +
      `ArrayBuffers (Buffers, most of them chunks waiting for a GC) at most ` +
      `${last.memory.arrayBuffers.toFixed(1)} MiB.${residentNote(last)}`
    : '';
  return (
    `${fmtMiB(r.sizeBytes)}: wall time: action ${fmtMs(r.actionMs)}, curl -o ${fmtMs(r.curlMs)} ` +
    `(its own time_total), sha256sum ${fmtMs(r.shaMs)}, tar tzf ${fmtMs(r.tzfMs)}.${parts} Rounds ` +
    `(wall / CPU): ${rounds}.${split}${memory}${profile}`
  );
}

/** `2.31 s / 1.20 s CPU (main thread 0.52 s, connection paused 12 ms)`. */
function sampleText(s: Sample): string {
  const paused = s.waitedMs === undefined ? '' : `, connection paused ${fmtMs(s.waitedMs)}`;
  const main = s.mainCpu === undefined ? '' : ` (main thread ${fmtSeconds(s.mainCpu)}${paused})`;
  const served = s.serverCpu === undefined ? '' : `, the emulator ${fmtSeconds(s.serverCpu)}`;
  return `${fmtMs(s.ms)} / ${fmtSeconds(s.cpu)} CPU${main}${served}`;
}

/** `load 2.31` or `load n/a`. */
function loadText(load: number | undefined): string {
  return load === undefined ? 'load n/a' : `load ${load.toFixed(2)}`;
}

/** `1.23 s`; `n/a` when unknown. */
function fmtSeconds(seconds: number | undefined): string {
  return seconds === undefined || !Number.isFinite(seconds) ? 'n/a' : `${seconds.toFixed(2)} s`;
}

function defined(values: (number | undefined)[]): number[] {
  return values.filter((v): v is number => v !== undefined);
}

/** What one round of one size needs. */
interface RoundContext {
  options: BenchOptions;
  emu: PlatformEmulator;
  jobId: string;
  dir: string;
  round: number;
  /** Take the component timings and (with `--cpu-prof`) the profile in this round. */
  last: boolean;
}

/** One size: fresh emulator, one completed job, interleaved rounds of every side. */
async function measureSize(
  options: BenchOptions,
  sizeBytes: number,
  runs: number,
): Promise<SizeResult> {
  options.log(`download: generating a ${fmtMiB(sizeBytes)} bundle`);
  const emu = await startPlatformEmulator({
    exportJob: { queuedMs: 0, runningMs: 0 },
    bundle: { kind: 'random', sizeBytes },
  });
  const dir = await tempDir('download');
  try {
    const jobId = await completedJob(emu);
    const result = emptyResult(sizeBytes, runs);
    result.bundleBytes = (await stat(await emu.bundleFile(jobId))).size;
    const times: { sha: number; tzf: number }[] = [];
    for (let round = 0; round < runs; round++) {
      const ctx: RoundContext = { options, emu, jobId, dir, round, last: round === runs - 1 };
      result.loads.push(loadavg()[0] ?? Number.NaN);
      const sides = ['action', 'curl', ...(options.compare ? ['compare'] : [])];
      // The order rotates, so no side always runs right after another's writeback.
      for (let k = 0; k < sides.length; k++) {
        const side = sides[(k + round) % sides.length];
        if (side === 'curl') times.push(await curlSide(ctx, result));
        else await actionSide(ctx, result, side === 'compare');
      }
      options.log(
        `download ${fmtMiB(sizeBytes)} round ${round + 1}/${runs} (${loadNow()}): action ` +
          `${fmtMs(result.action[round]?.ms ?? Number.NaN)} (peak ${fmtMiB(result.action[round]?.rss ?? Number.NaN)}), curl ` +
          `${fmtMs(result.curl[round]?.ms ?? Number.NaN)}` +
          (options.compare ? `, --compare ${fmtMs(result.compare[round]?.ms ?? Number.NaN)}` : ''),
      );
    }
    return finishResult(result, times);
  } finally {
    await removeTemp(dir);
    await emu.close();
  }
}

function emptyResult(sizeBytes: number, runs: number): SizeResult {
  return {
    sizeBytes,
    bundleBytes: Number.NaN,
    runs,
    actionRate: Number.NaN,
    curlRate: Number.NaN,
    actionRss: undefined,
    curlRss: undefined,
    baselineRss: Number.NaN,
    action: [],
    curl: [],
    compare: [],
    loads: [],
    profile: [],
    compareProfile: [],
    components: undefined,
    roundRatios: [],
    actionMs: Number.NaN,
    curlMs: Number.NaN,
    shaMs: Number.NaN,
    tzfMs: Number.NaN,
  };
}

/** Fills in the medians once every round is in. */
function finishResult(r: SizeResult, times: { sha: number; tzf: number }[]): SizeResult {
  const rate = (s: Sample): number => r.bundleBytes / (s.ms / 1000);
  const rss = defined(r.action.map((a) => a.rss));
  const curlRss = defined(r.curl.map((a) => a.rss));
  return {
    ...r,
    actionRate: median(r.action.map(rate)),
    curlRate: median(r.curl.map(rate)),
    // The worst round, not the median: the target is a ceiling.
    actionRss: rss.length > 0 ? Math.max(...rss) : undefined,
    curlRss: curlRss.length > 0 ? Math.max(...curlRss) : undefined,
    roundRatios: r.action.map(
      (a, i) => rate(a) / rate(r.curl[i] ?? { ms: Number.NaN, cpu: 0, rss: 0 }),
    ),
    actionMs: median(r.action.map((a) => a.ms)),
    curlMs: median(r.curl.map((c) => c.ms)),
    shaMs: median(times.map((t) => t.sha)),
    tzfMs: median(times.map((t) => t.tzf)),
  };
}

/** Runs the action child (or the `--compare` child) once and records its sample. */
async function actionSide(ctx: RoundContext, r: SizeResult, compare: boolean): Promise<void> {
  const { options, emu, jobId, dir, round, last } = ctx;
  const name = compare ? 'compare' : 'action';
  // Deleted once measured: on this VM, writing into page cache never touched before costs 5x the
  // kernel time of writing into pages just freed (curl's CPU for 512 MiB: 0.27 s against 1.3 s),
  // so files kept from earlier rounds made whichever side came next the slower one.
  const target = path.join(dir, `${name}-${round}.tar.gz`);
  const profileDir = options.cpuProf && last ? path.join(dir, `profile-${name}`) : undefined;
  await settleDisk();
  const served = process.cpuUsage();
  const run = await runChild(
    options,
    'download',
    {
      apiUrl: emu.url,
      adminKey: emu.adminKey,
      jobId,
      destination: target,
      components: last && !compare,
      // As the action runs it (`check-links: warn`); the bundle holds no HTML to tokenize.
      links: 'docs.example.com',
    },
    [],
    compare ? options.compare : options.child,
    profileDir,
  );
  const serverCpu = cpuSince(served);
  const result = childResult<DownloadChildResult & { selfMaxRssBytes: number }>(
    run,
    `the ${name} download`,
  );
  await rm(target, { force: true });
  const sample: Sample = {
    ms: result.ms,
    cpu: result.cpuSeconds,
    // The download's own peak: the last round then times each check alone in the same process.
    rss: result.downloadMaxRssBytes ?? run.maxRssBytes ?? result.selfMaxRssBytes,
    ...(result.threads ? { mainCpu: result.threads.main, otherCpu: result.threads.others } : {}),
    ...(result.memory ? { memory: result.memory } : {}),
    ...(result.baselineByKind ? { baselineByKind: result.baselineByKind } : {}),
    ...(result.waitedMs === undefined ? {} : { waitedMs: result.waitedMs }),
    serverCpu,
  };
  if (profileDir) {
    const lines = (await summarizeDir(profileDir, result.window)).map((t) => formatSummary(t));
    if (compare) r.compareProfile = lines;
    else r.profile = lines;
  }
  if (compare) {
    r.compare.push(sample);
    return;
  }
  r.action.push(sample);
  r.baselineRss = Number.isFinite(r.baselineRss)
    ? Math.min(r.baselineRss, result.baselineRssBytes)
    : result.baselineRssBytes;
  r.components = result.components ?? r.components;
}

/** Runs curl once, then sha256sum and tar tzf over its file; returns those two times. */
async function curlSide(ctx: RoundContext, r: SizeResult): Promise<{ sha: number; tzf: number }> {
  const { emu, jobId, dir, round } = ctx;
  const link = await bundleLink(emu, jobId);
  const got = path.join(dir, `curl-${round}.tar.gz`);
  await settleDisk();
  const served = process.cpuUsage();
  const c = await timed('curl', [
    '-s',
    '--fail',
    '-o',
    got,
    '-w',
    '%{time_total} %{size_download}',
    link,
  ]);
  if (c.code !== 0) throw new Error(`curl failed (exit ${c.code}): ${c.stderr.trim()}`);
  const [seconds, bytes] = c.stdout.trim().split(' ').map(Number);
  if (bytes !== r.bundleBytes) throw new Error(`curl got ${bytes} bytes, not ${r.bundleBytes}`);
  r.curl.push({
    ms: (seconds ?? Number.NaN) * 1000,
    cpu: c.cpuSeconds,
    rss: c.maxRssBytes,
    serverCpu: cpuSince(served),
  });
  // The same guarantees the action gives, one after another over curl's file.
  const sha = await timed('sha256sum', [got]);
  const tzf = await timed('tar', ['tzf', got]);
  if (sha.code !== 0 || tzf.code !== 0) throw new Error('sha256sum or tar tzf failed');
  await rm(got, { force: true });
  return { sha: sha.wallMs, tzf: tzf.wallMs };
}

/** Starts an export job that is complete at once and returns its id. */
export async function completedJob(emu: PlatformEmulator): Promise<string> {
  const res = await fetch(`${emu.url}/v1/static-export/jobs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${emu.adminKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ domain: 'docs.example.com' }),
  });
  const job = (await res.json()) as { jobId?: string };
  if (!job.jobId) throw new Error(`the emulator did not start a job (HTTP ${res.status})`);
  return job.jobId;
}

/** A fresh presigned link to the job's bundle. */
export async function bundleLink(emu: PlatformEmulator, jobId: string): Promise<string> {
  const res = await fetch(`${emu.url}/v1/static-export/jobs/${jobId}/bundle`, {
    method: 'POST',
    headers: { authorization: `Bearer ${emu.adminKey}` },
  });
  const body = (await res.json()) as { bundleUrl?: string };
  if (!body.bundleUrl) throw new Error(`the emulator made no link (HTTP ${res.status})`);
  return body.bundleUrl;
}
