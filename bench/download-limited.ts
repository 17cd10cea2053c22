/**
 * Figure 2b, the download where the network is the limit, as on a runner pulling a bundle from
 * S3: the bundle host limited to 100 MiB/s, direct (a TCP relay with the limit in front of the
 * emulator) and through a local CONNECT proxy with the same limit, on host names only the proxy
 * resolves (emulator/connect-proxy.ts). The action (the bench child's `downloadBundle`, the
 * runner's proxy in `HTTP_PROXY`) against curl fetching a fresh link the same way (`curl -p -x`
 * through the proxy).
 */
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';

import { startConnectProxy, startRelay } from '../emulator/connect-proxy.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
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

/** The storage host's rate: what a runner pulling from S3 sees. */
const RATE = 100 * 2 ** 20;
/** The target: the action at most this many times curl's time, both ways. */
const MAX_VS_CURL = 1.1;
/** The host name the proxy alone resolves. */
const PROXIED_HOST = 'bundles.bench.test';

/** One way to the bundle host: where links point, and the proxy on the way, if any. */
interface Way {
  name: string;
  origin: string;
  proxy: string | undefined;
  action: number[];
  curl: number[];
  rss: number[];
}

/** Runs the figure. */
export async function downloadLimited(options: BenchOptions): Promise<FigureResult> {
  const size = (options.quick ? 32 : 128) * 2 ** 20;
  const runs = roundsOf(options, 3, 3);
  options.log(`download-limited: generating a ${fmtMiB(size)} bundle`);
  const emu = await startPlatformEmulator({
    exportJob: { queuedMs: 0, runningMs: 0 },
    bundle: { kind: 'random', sizeBytes: size },
  });
  const port = new URL(emu.url).port;
  const relay = await startRelay(Number(port), RATE);
  const proxy = await startConnectProxy({
    hosts: { [PROXIED_HOST]: '127.0.0.1' },
    bytesPerSecond: RATE,
  });
  const dir = await tempDir('download-limited');
  const ways: Way[] = [
    {
      name: 'direct',
      origin: `http://${relay.host}`,
      proxy: undefined,
      action: [],
      curl: [],
      rss: [],
    },
    {
      name: 'through a CONNECT proxy',
      origin: `http://${PROXIED_HOST}:${port}`,
      proxy: proxy.url,
      action: [],
      curl: [],
      rss: [],
    },
  ];
  const loads: number[] = [];
  try {
    const jobId = await completedJob(emu);
    for (let round = 0; round < runs; round++) {
      loads.push(loadavg()[0] ?? Number.NaN);
      for (const way of ways) await measureRound({ options, emu, jobId, dir, round }, way);
    }
  } finally {
    await removeTemp(dir);
    await Promise.all([relay.close(), proxy.close()]);
    await emu.close();
  }
  return {
    title: 'Download at 100 MiB/s',
    rows: ways.map((way) => wayRow(way, size)),
    method: method(size, runs),
    notes: ways
      .map(
        (w) =>
          `${w.name}: action ${w.action.map(fmtMs).join(', ')}; curl ${w.curl.map(fmtMs).join(', ')}; ` +
          `the action's peak RSS at most ${fmtMiB(Math.max(...w.rss))}`,
      )
      .concat(`load average at each round's start: ${loads.map((l) => l.toFixed(2)).join(', ')}`)
      .join('. '),
  };
}

interface RoundContext {
  options: BenchOptions;
  emu: PlatformEmulator;
  jobId: string;
  dir: string;
  round: number;
}

/** One round of one way: the action and curl, their order alternating from round to round. */
async function measureRound(ctx: RoundContext, way: Way): Promise<void> {
  const sides = ctx.round % 2 === 0 ? [actionSide, curlSide] : [curlSide, actionSide];
  for (const side of sides) {
    await settleDisk();
    await side(ctx, way);
  }
  ctx.options.log(
    `download-limited ${way.name} round ${ctx.round + 1} (${loadNow()}): action ` +
      `${fmtMs(way.action[ctx.round] ?? Number.NaN)}, curl ${fmtMs(way.curl[ctx.round] ?? Number.NaN)}`,
  );
}

async function actionSide(ctx: RoundContext, way: Way): Promise<void> {
  const destination = path.join(ctx.dir, `action-${ctx.round}.tar.gz`);
  const run = await runChild(ctx.options, 'download', {
    apiUrl: ctx.emu.url,
    adminKey: ctx.emu.adminKey,
    jobId: ctx.jobId,
    destination,
    links: 'docs.example.com',
    linkOrigin: way.origin,
    ...(way.proxy ? { proxy: way.proxy } : {}),
  });
  const result = childResult<DownloadChildResult>(run, `the action's download ${way.name}`);
  await rm(destination, { force: true });
  way.action.push(result.ms);
  way.rss.push(result.downloadMaxRssBytes);
}

async function curlSide(ctx: RoundContext, way: Way): Promise<void> {
  const url = new URL(await bundleLink(ctx.emu, ctx.jobId));
  url.host = new URL(way.origin).host;
  const got = path.join(ctx.dir, `curl-${ctx.round}.tar.gz`);
  const proxy = way.proxy ? ['-p', '-x', way.proxy] : [];
  const c = await timed('curl', [
    '-s',
    '--fail',
    ...proxy,
    '-o',
    got,
    '-w',
    '%{time_total}',
    url.toString(),
  ]);
  if (c.code !== 0) throw new Error(`curl ${way.name} failed (exit ${c.code}): ${c.stderr.trim()}`);
  await rm(got, { force: true });
  way.curl.push(Number(c.stdout.trim()) * 1000);
}

function wayRow(way: Way, size: number): Row {
  const action = median(way.action);
  const curl = median(way.curl);
  const ratio = action / curl;
  return {
    figure: `Download ${fmtMiB(size).replace('.0 ', ' ')} at 100 MiB/s, ${way.name}: time`,
    action: fmtMs(action),
    alternative: `${fmtMs(curl)} (curl -s -o${way.proxy ? ' -p -x' : ''})`,
    ratio: fmtRatio(ratio),
    target: `≤ ${MAX_VS_CURL}×`,
    met: ratio <= MAX_VS_CURL,
  };
}

function method(size: number, runs: number): string {
  return (
    `The platform emulator serves a gzip tar of one incompressible file of ${fmtMiB(size)}; ` +
    `every byte of it passes a limiter of 100 MiB/s (emulator/connect-proxy.ts, the same code ` +
    `both ways): direct, a TCP relay in front of the emulator; through the proxy, a local CONNECT ` +
    `proxy that alone resolves the link's host name (\`${PROXIED_HOST}\`). The action side is the ` +
    `bench child's \`downloadBundle\` (SHA-256, gunzip and tar walk, link check on) with ` +
    `\`HTTP_PROXY\` set for the proxied way; curl fetches a fresh link the same way (\`-p -x\` ` +
    `through the proxy), timed by its own \`time_total\`. ${runs} rounds, the order of the two ` +
    `sides alternating; medians.`
  );
}
