/**
 * Child task of figures 2 and 3: the action's bundle download (src/publish/download.ts), alone or
 * (with `pagesTar`) writing the Pages artifact.tar in the same pass, as `target: pages` does.
 */
import { createHash } from 'node:crypto';
import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';

import { t as listTar } from 'tar';

import { DEFAULT_SCHEDULE } from '../../src/modes/export/schedule.js';
import { PlatformClient } from '../../src/platform/index.js';
import { downloadBundle, type BundleLink } from '../../src/publish/download.js';
import { helperWorkerScript } from '../../src/publish/helper-thread.js';

/**
 * The action's shortest wait between its job's start and a status read: the least time between
 * its first request and the bundle link.
 */
const SHORTEST_POLL_MS = DEFAULT_SCHEDULE.denseMinMs;

/** How often the memory is sampled during the download, ms. */
const SAMPLE_MS = 100;

/** Arguments from the parent. */
export interface DownloadArgs {
  /** Emulator base URL. */
  apiUrl: string;
  /** Admin key of the emulator. */
  adminKey: string;
  /** A completed export job. */
  jobId: string;
  /** Where to write the bundle. */
  destination: string;
  /** After the download, time each check over the file on its own (CPU seconds). */
  components?: boolean;
  /** `target: pages`: write the Pages artifact.tar here in the same pass. */
  pagesTar?: string;
  /** Check the links of this domain in the same pass (`check-links: warn`). */
  links?: string;
  /** With `links`: run the check on a thread of its own instead of the walk's thread. */
  linksOnOwnThread?: boolean;
  /** Send the bundle requests here (`http://host:port`) instead of the link's own origin. */
  linkOrigin?: string;
  /** The runner's proxy (`HTTP_PROXY`), for the bundle host. */
  proxy?: string;
}

/** What the parent gets back. */
export interface DownloadChildResult {
  /** Milliseconds of `downloadBundle` (the link is made before the clock starts). */
  ms: number;
  /** Bytes downloaded. */
  sizeBytes: number;
  /** HTTP attempts made (1 when nothing went wrong). */
  attempts: number;
  /** Ms the connection was paused because the write, the hash or the walk was behind. */
  waitedMs?: number;
  /** Files written to the Pages tar, with `pagesTar`. */
  pagesFiles?: number;
  /** With `links`: pages tokenized, internal references, distinct broken targets. */
  links?: { pages: number; references: number; broken: number };
  /** RSS peak before the download started, bytes: the process's own floor. */
  baselineRssBytes: number;
  /**
   * RSS peak of the process up to the end of the download, bytes (getrusage, the figure GNU time
   * reports at exit): without `components`, which run after it in the same process.
   */
  downloadMaxRssBytes: number;
  /** CPU seconds of the download itself (process.cpuUsage around downloadBundle, all threads). */
  cpuSeconds: number;
  /**
   * CPU seconds of the download per thread (Linux, 10 ms resolution): the main thread's, and
   * every other thread's that ran, largest first. Threads that ended during the download (the
   * hash thread, once the digest is in) are missing from `others`.
   */
  threads: { main: number; others: number[] };
  /**
   * Largest JS heap and ArrayBuffer totals seen during the download, MiB, and the largest
   * anonymous and file-backed resident memory (Linux).
   */
  memory: {
    heapUsed: number;
    heapTotal: number;
    arrayBuffers: number;
    rssAnon: number;
    rssFile: number;
  };
  /** Resident memory by kind just before the download, MiB. */
  baselineByKind?: { anon: number; file: number };
  /** The download's span on the monotonic clock, µs (to cut `--cpu-prof` profiles to it). */
  window: { fromUs: number; toUs: number };
  /**
   * With `components`: CPU seconds of reading the file, and on top of that of hashing it, of
   * gunzipping it (node's stream, as the download does), and of gunzipping it into node-tar's list
   * parser.
   */
  components?: {
    read: number;
    sha256: number;
    gunzip: number;
    gunzipTar: number;
  };
}

/** CPU seconds of each thread of this process (Linux: /proc/self/task), by thread id. */
function threadCpu(): Map<string, number> {
  const out = new Map<string, number>();
  let tasks: string[] = [];
  try {
    tasks = readdirSync('/proc/self/task');
  } catch {
    return out;
  }
  for (const tid of tasks) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(tid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return out;
}

/**
 * CPU seconds per thread spent between `before` and now: the main thread's, and the others'
 * largest first (the hash thread, libuv's pool with the file writes, V8's helpers).
 */
function threadCpuSince(before: Map<string, number>): { main: number; others: number[] } {
  const main = String(process.pid);
  const others: number[] = [];
  let mainCpu = 0;
  for (const [tid, cpu] of threadCpu()) {
    const spent = cpu - (before.get(tid) ?? 0);
    if (tid === main) mainCpu = spent;
    else if (spent > 0) others.push(spent);
  }
  return { main: mainCpu, others: others.sort((a, b) => b - a) };
}

/** The process's resident memory by kind from /proc/self/status, MiB (zeros off Linux). */
function residentByKind(): { anon: number; file: number } {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kib = (name: string): number =>
      Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { anon: kib('RssAnon') / 1024, file: kib('RssFile') / 1024 };
  } catch {
    return { anon: 0, file: 0 };
  }
}

/**
 * Samples process.memoryUsage() every 100 ms until stopped, and returns the largest values, MiB:
 * what the peak RSS is made of (the JS heap, and ArrayBuffers: Buffers, many waiting for a GC;
 * anonymous memory, and file pages: node's own binary and libraries as far as they were touched).
 */
function memorySampler(): () => DownloadChildResult['memory'] {
  const max = { heapUsed: 0, heapTotal: 0, arrayBuffers: 0, rssAnon: 0, rssFile: 0 };
  const sample = (): void => {
    const m = process.memoryUsage();
    const kinds = residentByKind();
    max.heapUsed = Math.max(max.heapUsed, m.heapUsed / 2 ** 20);
    max.heapTotal = Math.max(max.heapTotal, m.heapTotal / 2 ** 20);
    max.arrayBuffers = Math.max(max.arrayBuffers, m.arrayBuffers / 2 ** 20);
    max.rssAnon = Math.max(max.rssAnon, kinds.anon);
    max.rssFile = Math.max(max.rssFile, kinds.file);
  };
  // Each sample reads /proc twice on the measured thread: 100 ms keeps that out of the figures
  // (every 25 ms it was ~3% of the Pages pass's main-thread profile).
  const timer = setInterval(sample, SAMPLE_MS);
  return () => {
    clearInterval(timer);
    sample();
    return max;
  };
}

/** CPU seconds `work` takes. */
async function cpuOf(work: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await work();
  const d = process.cpuUsage(before);
  return (d.user + d.system) / 1e6;
}

/** Each check of the download on its own, over the finished file (in the page cache). */
async function measureComponents(file: string): Promise<DownloadChildResult['components']> {
  const chunks = (): ReturnType<typeof createReadStream> =>
    createReadStream(file, { highWaterMark: 1024 * 1024 });
  const read = await cpuOf(async () => {
    for await (const _chunk of chunks()) {
      // Only the reading.
    }
  });
  const sha256 = await cpuOf(async () => {
    const hash = createHash('sha256');
    for await (const chunk of chunks()) hash.update(chunk as Buffer);
    hash.digest();
  });
  // 1 MiB output chunks, as the download's helper thread uses (zlib's default 16 KiB costs 4× more).
  const gunzip = await cpuOf(() =>
    pipeline(
      chunks(),
      createGunzip({ chunkSize: 1024 * 1024 }),
      new Writable({
        write: (_chunk, _encoding, done) => done(),
      }),
    ),
  );
  const gunzipTar = await cpuOf(() =>
    pipeline(
      chunks(),
      createGunzip({ chunkSize: 1024 * 1024 }),
      listTar({ strict: true }) as unknown as NodeJS.WritableStream,
    ),
  );
  return {
    read,
    sha256: sha256 - read,
    gunzip: gunzip - read,
    gunzipTar: gunzipTar - read,
  };
}

/** Makes a fresh link with the platform client, then downloads and verifies the bundle. */
export async function download(args: DownloadArgs): Promise<DownloadChildResult> {
  const client = new PlatformClient({
    baseUrl: args.apiUrl,
    adminKey: args.adminKey,
    userAgent: 'mintlify-docs-action-bench',
  });
  if (args.proxy) process.env.HTTP_PROXY = args.proxy;
  const link = async (): Promise<BundleLink> => {
    const b = await client.generateBundle(args.jobId);
    const url = new URL(b.bundleUrl);
    const to = args.linkOrigin ? new URL(args.linkOrigin) : url;
    url.host = to.host;
    return { url: url.toString(), sizeBytes: b.sizeBytes, expiresAt: b.expiresAt };
  };
  try {
    // As the action does: its first request (the job's start) is at least one poll before the
    // link. The process's first request compiles undici's HTTP parser (WebAssembly), which V8's
    // optimizing tier does on a background thread with ~26 MB for ~0.1 s, once per process: made
    // right before the download, as this child did, it overlapped the download's first 0.1 s,
    // which no action run does (see BENCHMARKS.md, Download).
    await client.getExport(args.jobId);
    await new Promise((resolve) => setTimeout(resolve, SHORTEST_POLL_MS));
    const first = await link();
    const baselineRssBytes = process.resourceUsage().maxRSS * 1024;
    const baselineByKind = residentByKind();
    const cpuBefore = process.cpuUsage();
    const threadsBefore = threadCpu();
    const stopSampling = memorySampler();
    const fromUs = Number(process.hrtime.bigint() / 1000n);
    const started = performance.now();
    const result = await downloadBundle({
      link: first,
      refresh: link,
      destination: args.destination,
      walk: {
        ...(args.pagesTar ? { pagesTar: { path: args.pagesTar } } : {}),
        ...(args.links
          ? {
              links: {
                domain: args.links,
                // The helper thread's entry, beside this bundle as beside dist/index.js.
                ...(args.linksOnOwnThread
                  ? { worker: helperWorkerScript(fileURLToPath(import.meta.url)) }
                  : {}),
              },
            }
          : {}),
      },
      userAgent: 'mintlify-docs-action-bench',
      signal: AbortSignal.timeout(300_000),
    });
    const ms = performance.now() - started;
    const toUs = Number(process.hrtime.bigint() / 1000n);
    const cpu = process.cpuUsage(cpuBefore);
    const threads = threadCpuSince(threadsBefore);
    const memory = stopSampling();
    const downloadMaxRssBytes = process.resourceUsage().maxRSS * 1024;
    return {
      ms,
      sizeBytes: result.sizeBytes,
      attempts: result.attempts,
      waitedMs: result.waitedMs,
      ...(result.walk.pages ? { pagesFiles: result.walk.pages.files } : {}),
      ...(result.walk.links
        ? {
            links: {
              pages: result.walk.links.pages,
              references: result.walk.links.references,
              broken: result.walk.links.broken.length,
            },
          }
        : {}),
      baselineRssBytes,
      baselineByKind,
      downloadMaxRssBytes,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      window: { fromUs, toUs },
      threads,
      memory,
      ...(args.components ? { components: await measureComponents(args.destination) } : {}),
    };
  } finally {
    await client.close();
  }
}
