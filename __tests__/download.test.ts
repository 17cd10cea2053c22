/**
 * The bundle download (src/publish/download.ts) against the platform emulator's S3-shaped host,
 * and against the GitHub emulator's release downloads where a test needs bytes the platform
 * would never serve (a damaged gzip).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startGitHubEmulator,
  startPlatformEmulator,
  type GitHubEmulator,
  type PlatformEmulator,
} from '../emulator/index.js';
import { startConnectProxy } from '../emulator/connect-proxy.js';
import { PlatformClient } from '../src/platform/index.js';
import {
  DownloadError,
  downloadBundle,
  parseContentRange,
  type BundleLink,
  type DownloadOptions,
} from '../src/publish/download.js';
import { TimeoutError } from '../src/errors.js';
import { walkBundleFile } from '../src/publish/bundle-walk.js';
import { HelperThread } from '../src/publish/helper-thread.js';
import { LinkThread } from '../src/publish/link-thread.js';
import { TEST_DIST } from './helpers/run-action.js';

let small: PlatformEmulator;
let large: PlatformEmulator;
let github: GitHubEmulator;
let dir: string;

/** A completed job of `emu` and a way to get fresh links for it. */
async function jobOf(
  emu: PlatformEmulator,
): Promise<{ jobId: string; client: PlatformClient; link: () => Promise<BundleLink> }> {
  const client = new PlatformClient({
    baseUrl: emu.url,
    adminKey: emu.adminKey,
    userAgent: 'download-test',
  });
  const { jobId } = await client.startExport({ domain: 'docs.example.com' });
  // The emulators below run jobs for 1 ms; wait until the job reports completed.
  for (let i = 0; i < 100; i++) {
    if ((await client.getExport(jobId)).status === 'completed') break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const link = async (): Promise<BundleLink> => {
    const b = await client.generateBundle(jobId);
    return { url: b.bundleUrl, sizeBytes: b.sizeBytes, expiresAt: b.expiresAt };
  };
  return { jobId, client, link };
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function downloads(emu: PlatformEmulator): { range?: string; status: number }[] {
  return emu.requests.filter((r) => r.endpoint === 'download');
}

/** The helper thread's bundle (the hash and the link check), as dist/ has it (the test setup builds it). */
const HELPER_WORKER = join(TEST_DIST, 'helper-worker', 'index.js');
/** Where the describe block running now hashes: on the download's thread, or the helper thread. */
let worker: string | false = false;

/** Options with a fresh destination and quick retries. */
function options(link: BundleLink, extra: Partial<DownloadOptions> = {}): DownloadOptions {
  return {
    link,
    refresh: () => Promise.reject(new Error('no refresh expected')),
    destination: join(mkdtempSync(join(dir, 'dl-')), 'bundle.tar.gz'),
    signal: new AbortController().signal,
    retryDelayMs: () => 1,
    worker,
    ...extra,
  };
}

/** Nothing left in the destination's folder: no bundle, no `.part`. */
function expectNothingLeft(destination: string): void {
  const folder = join(destination, '..');
  expect(readdirSync(folder)).toEqual([]);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'download-test-'));
  [small, large, github] = await Promise.all([
    startPlatformEmulator({ seed: 11, exportJob: { queuedMs: 0, runningMs: 1 } }),
    startPlatformEmulator({
      seed: 12,
      exportJob: { queuedMs: 0, runningMs: 1 },
      bundle: { kind: 'random', sizeBytes: 3 * 1024 * 1024 },
    }),
    startGitHubEmulator(),
  ]);
});
afterEach(() => {
  small.clearFaults();
  large.clearFaults();
});
afterAll(async () => {
  await Promise.all([small.close(), large.close(), github.close()]);
  rmSync(dir, { recursive: true, force: true });
});

// Every guarantee, with the hash on the download's own thread (as the sources run) and on the
// helper thread, with the link check when the walk checks links (as dist/ runs).
describe.each([
  ['on the download thread', false],
  ['on the helper thread', HELPER_WORKER],
] as const)('bundle download, hash and file write %s', (_name, thread) => {
  beforeAll(() => {
    worker = thread;
  });

  it('streams the bundle to a file and verifies size, hash and archive', async () => {
    const { jobId, client, link } = await jobOf(small);
    const first = await link();
    const before = downloads(small).length;
    const progress: number[] = [];
    const result = await downloadBundle(
      options(first, { onProgress: (received) => progress.push(received) }),
    );
    const expected = readFileSync(await small.bundleFile(jobId));
    const got = readFileSync(result.path);
    expect(got.equals(expected)).toBe(true);
    expect(result.sizeBytes).toBe(expected.length);
    expect(result.sha256).toBe(sha256(expected));
    expect(result.entries).toBeGreaterThan(0);
    expect(result.htmlFiles).toBeGreaterThan(0);
    expect(result.attempts).toBe(1);
    expect(result.waitedMs).toBeGreaterThanOrEqual(0);
    expect(result.waitedMs).toBeLessThanOrEqual(result.durationMs + 1);
    expect(progress[progress.length - 1]).toBe(expected.length);
    expect(downloads(small).length - before).toBe(1);
    expect(existsSync(`${result.path}.part`)).toBe(false);
    await client.close();
  });

  it('checks links from the walk on the thread that hashes: one helper thread per download, gone after', async () => {
    const { client, link } = await jobOf(small);
    const before = { helpers: HelperThread.started, links: LinkThread.started };
    const result = await downloadBundle(
      options(await link(), { walk: { links: { domain: 'docs.example.com' } } }),
    );
    expect(result.walk.links?.pages).toBe(result.htmlFiles);
    // From the sources (no bundle) both run on the download's thread: no thread at all. With
    // the bundle the walk, and the link check in it, run on the helper thread.
    expect(HelperThread.started - before.helpers).toBe(thread ? 1 : 0);
    expect(LinkThread.started - before.links).toBe(0);
    expect(HelperThread.alive).toBe(0);
    expect(LinkThread.alive).toBe(0);
    await client.close();
  });

  it('resumes a cut connection with a Range request and gets the same bytes', async () => {
    const { jobId, client, link } = await jobOf(large);
    const first = await link();
    large.inject({ endpoint: 'download', kind: 'truncate', afterBytes: 1_000_000 });
    large.inject({ endpoint: 'download', kind: 'truncate', afterBytes: 500_000 });
    const before = downloads(large).length;
    const lines: string[] = [];
    const result = await downloadBundle(options(first, { log: (l) => lines.push(l) }));
    const expected = readFileSync(await large.bundleFile(jobId));
    expect(result.sha256).toBe(sha256(expected));
    expect(readFileSync(result.path).equals(expected)).toBe(true);
    expect(result.resumes).toBe(2);
    expect(result.restarts).toBe(0);
    const made = downloads(large).slice(before);
    expect(made.map((r) => r.range)).toEqual([
      undefined,
      expect.stringMatching(/^bytes=\d+-$/),
      expect.stringMatching(/^bytes=\d+-$/),
    ]);
    // Each resume starts exactly where the bytes stopped.
    const starts = made.slice(1).map((r) => Number(/^bytes=(\d+)-$/.exec(r.range ?? '')?.[1]));
    expect(starts[0]).toBeGreaterThan(0);
    expect(starts[1]).toBeGreaterThan(starts[0] ?? 0);
    expect(lines.join('\n')).toMatch(/resuming/);
    await client.close();
  });

  it('feeds a resumed download into the single pass exactly once per byte (Pages tar included)', async () => {
    const { jobId, client, link } = await jobOf(small);
    const first = await link();
    const size = first.sizeBytes;
    small.inject({ endpoint: 'download', kind: 'truncate', afterBytes: Math.floor(size / 3) });
    small.inject({ endpoint: 'download', kind: 'truncate', afterBytes: Math.floor(size / 4) });
    const mtime = new Date('2026-02-01T00:00:00Z');
    const opts = options(first);
    const tarPath = join(opts.destination, '..', 'artifact.tar');
    const result = await downloadBundle({ ...opts, walk: { pagesTar: { path: tarPath, mtime } } });
    expect(result.resumes).toBe(2);
    expect(result.restarts).toBe(0);
    const expected = readFileSync(await small.bundleFile(jobId));
    expect(result.sha256).toBe(sha256(expected));
    // The same walk over the whole file, in one go, writes the very same tar: no byte was fed
    // twice or skipped at the resume points (either would break the gzip CRC or the tar).
    const again = join(dir, 'again.tar');
    const whole = await walkBundleFile(
      result.path,
      { pagesTar: { path: again, mtime } },
      new AbortController().signal,
    );
    expect(result.walk.entries).toBe(whole.entries);
    expect(result.walk.pages?.files).toBe(whole.pages?.files);
    expect(readFileSync(tarPath).equals(readFileSync(again))).toBe(true);
    expect(result.walk.pages?.hasIndex).toBe(true);
    await client.close();
  });

  it("resumes across the ring's 1 MiB slots: every byte hashed, written and walked once", async () => {
    const { jobId, client, link } = await jobOf(large);
    const first = await link();
    const size = first.sizeBytes;
    // Cuts inside a slot and right at a slot's end (the emulator cuts after that many bytes).
    large.inject({ endpoint: 'download', kind: 'truncate', afterBytes: 1024 * 1024 + 4321 });
    large.inject({ endpoint: 'download', kind: 'truncate', afterBytes: 1024 * 1024 - 4321 });
    const result = await downloadBundle(options(first));
    expect(result.resumes).toBe(2);
    const expected = readFileSync(await large.bundleFile(jobId));
    expect(result.sizeBytes).toBe(size);
    expect(readFileSync(result.path).equals(expected)).toBe(true);
    expect(result.sha256).toBe(sha256(expected));
    await client.close();
  });

  it('checks the free space against the announced size before the first byte', async () => {
    const { client, link } = await jobOf(small);
    const first = await link();
    const before = downloads(small).length;
    const opts = options(first, { freeSpace: () => Promise.resolve(first.sizeBytes - 1) });
    await expect(downloadBundle(opts)).rejects.toThrow(/RUNNER_TEMP is out of space/);
    expect(downloads(small).length).toBe(before);
    expectNothingLeft(opts.destination);
    await client.close();
  });

  it('refuses a Pages bundle past the cap mid-download and leaves no partial file', async () => {
    const { client, link } = await jobOf(small);
    const first = await link();
    const opts = options(first);
    const tarPath = join(opts.destination, '..', 'artifact.tar');
    const err = await downloadBundle({
      ...opts,
      walk: { pagesTar: { path: tarPath, limits: { maxEntries: 2 } } },
    }).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/one entry more than the 2/);
    expectNothingLeft(opts.destination);
    await client.close();
  });

  it('replaces a link that is past its expiry before using it', async () => {
    const { jobId, client, link } = await jobOf(small);
    small.inject({ endpoint: 'generateBundle', kind: 'expired-link' });
    const expired = await link();
    expect(Date.parse(expired.expiresAt)).toBeLessThan(Date.now());
    let refreshed = 0;
    const before = downloads(small).length;
    const result = await downloadBundle(
      options(expired, {
        refresh: async () => {
          refreshed++;
          return link();
        },
      }),
    );
    expect(refreshed).toBe(1);
    expect(result.refreshes).toBe(1);
    expect(result.link.url).not.toBe(expired.url);
    expect(result.sha256).toBe(sha256(readFileSync(await small.bundleFile(jobId))));
    // The expired link was never sent to the storage host.
    expect(
      downloads(small)
        .slice(before)
        .every((r) => r.status === 200),
    ).toBe(true);
    await client.close();
  });

  it('asks for a fresh link when the storage host answers 403, then continues', async () => {
    const { jobId, client, link } = await jobOf(large);
    const first = await link();
    // Cut after 1 MB, then refuse the resume as an expired link would be refused.
    large.inject({ endpoint: 'download', kind: 'truncate', afterBytes: 1_000_000 });
    large.inject({ endpoint: 'download', kind: 'status', status: 403 });
    let refreshed = 0;
    const result = await downloadBundle(
      options(first, {
        refresh: async () => {
          refreshed++;
          return link();
        },
      }),
    );
    expect(refreshed).toBe(1);
    expect(result.resumes).toBeGreaterThanOrEqual(1);
    expect(result.sha256).toBe(sha256(readFileSync(await large.bundleFile(jobId))));
    await client.close();
  });

  it('gives up after a bounded number of fresh links', async () => {
    const { client, link } = await jobOf(small);
    const first = await link();
    small.inject({ endpoint: 'download', kind: 'status', status: 403, times: 10 });
    const opts = options(first, { refresh: link, maxRefreshes: 2 });
    const error = await downloadBundle(opts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as Error).message).toMatch(/403/);
    expect((error as Error).message).toMatch(/2 fresh links/);
    expect((error as Error).message).not.toContain('X-Amz-Signature');
    expectNothingLeft(opts.destination);
    await client.close();
  });

  it('refuses a bundle whose size differs from the announced size', async () => {
    const { client, link } = await jobOf(small);
    const real = await link();
    for (const sizeBytes of [real.sizeBytes - 10, real.sizeBytes + 10]) {
      const opts = options({ ...real, sizeBytes });
      const error = await downloadBundle(opts).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DownloadError);
      expect((error as Error).message).toMatch(/announced/);
      expectNothingLeft(opts.destination);
    }
    await client.close();
  });

  it('refuses bytes that are not gzip, without downloading the rest', async () => {
    const { client, link } = await jobOf(large);
    const real = await link();
    const body = 'Not a gzip file at all, just an error page from a proxy.';
    large.inject({ endpoint: 'download', kind: 'status', status: 200, body });
    const opts = options({ ...real, sizeBytes: Buffer.byteLength(body) });
    const error = await downloadBundle(opts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as Error).message).toMatch(/not a readable gzip tar: it is not gzip data/);
    expectNothingLeft(opts.destination);
    await client.close();
  });

  it('refuses a damaged gzip and a gzip that holds no tar', async () => {
    const { jobId, client } = await jobOf(small);
    const good = readFileSync(await small.bundleFile(jobId));
    const damaged = Buffer.from(good);
    const middle = Math.floor(damaged.length / 2);
    damaged.writeUInt8(damaged.readUInt8(middle) ^ 0xff, middle);
    const notTar = gzipSync(Buffer.from('plain text, gzipped, but no tar headers\n'.repeat(40)));
    const cases: [string, Buffer, RegExp][] = [
      ['damaged.tar.gz', damaged, /gzip stream is damaged|tar inside is damaged/],
      ['text.gz', notTar, /tar inside is damaged/],
    ];
    for (const [name, bytes, pattern] of cases) {
      const url = serveFromRelease(name, bytes);
      const opts = options({
        url,
        sizeBytes: bytes.length,
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      });
      const error = await downloadBundle(opts).catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(DownloadError);
      expect((error as Error).message, name).toMatch(pattern);
      expectNothingLeft(opts.destination);
    }
    await client.close();
  });

  it('retries server errors a bounded number of times, then fails with the last error', async () => {
    const { client, link } = await jobOf(small);
    const first = await link();
    small.inject({ endpoint: 'download', kind: 'status', status: 503, times: 2 });
    const ok = await downloadBundle(options(first));
    expect(ok.attempts).toBe(3);

    small.inject({ endpoint: 'download', kind: 'status', status: 503, times: 20 });
    const opts = options(first, { maxFailuresInARow: 3 });
    const error = await downloadBundle(opts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as Error).message).toMatch(/after 3 attempts.*HTTP 503/s);
    expectNothingLeft(opts.destination);
    await client.close();
  });

  it('fails at once when the storage host has no such object', async () => {
    const { client, link } = await jobOf(small);
    const first = await link();
    small.inject({ endpoint: 'download', kind: 'status', status: 404 });
    const opts = options(first);
    const error = await downloadBundle(opts).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/HTTP 404/);
    expectNothingLeft(opts.destination);
    await client.close();
  });

  it('removes the partial file when aborted mid-download, and rethrows the reason', async () => {
    const { client, link } = await jobOf(large);
    const first = await link();
    const controller = new AbortController();
    const reason = new Error('stopped by the test');
    let sawPart = false;
    const opts = options(first, {
      signal: controller.signal,
      onProgress: (received) => {
        if (received > 256 * 1024 && !controller.signal.aborted) {
          sawPart = existsSync(`${opts.destination}.part`);
          controller.abort(reason);
        }
      },
    });
    const error = await downloadBundle(opts).catch((e: unknown) => e);
    expect(error).toBe(reason);
    expect(sawPart).toBe(true);
    expectNothingLeft(opts.destination);
    await client.close();
  });

  it('stops at the deadline with a timeout and removes the partial file', async () => {
    const { client, link } = await jobOf(small);
    const first = await link();
    small.inject({ endpoint: 'download', kind: 'delay', ms: 3_000 });
    const opts = options(first, { deadline: Date.now() + 300 });
    const error = await downloadBundle(opts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expectNothingLeft(opts.destination);
    await client.close();
  });

  it('gives up a silent connection after the stall time and resumes: before the head and mid-body', async () => {
    const { jobId, client, link } = await jobOf(small);
    const first = await link();
    // Before the head: the emulator answers after 2 s, the stall timer is 200 ms.
    small.inject({ endpoint: 'download', kind: 'delay', ms: 2_000 });
    const lines: string[] = [];
    const result = await downloadBundle(
      options(first, { stallTimeoutMs: 200, log: (l) => lines.push(l) }),
    );
    expect(result.attempts).toBe(2);
    expect(lines.join('\n')).toMatch(/no data for 200 ms/);
    // Mid-body: a host that sends half the bundle, then nothing, then serves the range asked for.
    const bytes = readFileSync(await small.bundleFile(jobId));
    const ranges: (string | undefined)[] = [];
    const url = await stallingHost(bytes, ranges);
    const again = await downloadBundle(
      options({ ...first, url }, { stallTimeoutMs: 200, log: (l) => lines.push(l) }),
    );
    expect(again.sha256).toBe(sha256(bytes));
    expect(again.resumes).toBe(1);
    expect(ranges).toEqual([undefined, `bytes=${Math.floor(bytes.length / 2)}-`]);
    await client.close();
  });

  it('parses Content-Range strictly', () => {
    expect(parseContentRange('bytes 100-199/1000')).toEqual({ start: 100, end: 199, total: 1000 });
    expect(parseContentRange('bytes 0-9/*')).toEqual({ start: 0, end: 9, total: undefined });
    expect(parseContentRange('bytes 10-5/100')).toBeUndefined();
    expect(parseContentRange('items 0-9/10')).toBeUndefined();
    expect(parseContentRange(undefined)).toBeUndefined();
  });
});

describe("through the runner's proxy", () => {
  const names = ['HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy'];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  /** The runner's settings: every http request through `proxy`, none around it. */
  const useProxy = (proxy: string): void => {
    for (const name of names) delete process.env[name];
    process.env.HTTP_PROXY = proxy;
  };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('downloads, resumes and follows a fresh link on another host, each through the proxy', async () => {
    const { jobId, client, link } = await jobOf(large);
    const port = new URL(large.url).port;
    // Host names only the proxy resolves: the runner itself cannot reach them.
    const proxy = await startConnectProxy({
      hosts: { 'bundles-a.corp.test': '127.0.0.1', 'bundles-b.corp.test': '127.0.0.1' },
    });
    useProxy(proxy.url);
    const onHost = async (host: string): Promise<BundleLink> => {
      const l = await link();
      const url = new URL(l.url);
      url.hostname = host;
      return { ...l, url: url.toString() };
    };
    // Cut after 1 MB (resumed on the same host), then refuse the next resume as an expired link
    // is refused: the fresh link points at the other host.
    large.inject({ endpoint: 'download', kind: 'truncate', afterBytes: 1_000_000 });
    large.inject({ endpoint: 'download', kind: 'truncate', afterBytes: 1_000_000 });
    large.inject({ endpoint: 'download', kind: 'status', status: 403 });
    try {
      const result = await downloadBundle(
        options(await onHost('bundles-a.corp.test'), {
          refresh: () => onHost('bundles-b.corp.test'),
        }),
      );
      expect(result.sha256).toBe(sha256(readFileSync(await large.bundleFile(jobId))));
      expect(result.resumes).toBeGreaterThanOrEqual(2);
      expect(result.refreshes).toBe(1);
      // The first request, the resume and the refused resume on the first host, in tunnels of
      // their own (each cut connection is gone); the rest on the second.
      expect(proxy.connects).toEqual([
        `bundles-a.corp.test:${port}`,
        `bundles-a.corp.test:${port}`,
        `bundles-a.corp.test:${port}`,
        `bundles-b.corp.test:${port}`,
      ]);
    } finally {
      await proxy.close();
      await client.close();
    }
  });

  it('names the proxy when it refuses, and asks for nothing more', async () => {
    const { client, link } = await jobOf(small);
    const proxy = await startConnectProxy({ credentials: 'ci:secret' });
    useProxy(proxy.url);
    const l = await link();
    const url = new URL(l.url);
    url.hostname = 'bundles.corp.test';
    const opts = options({ ...l, url: url.toString() });
    try {
      const error = await downloadBundle(opts).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DownloadError);
      expect((error as Error).message).toContain(`the runner's proxy ${new URL(proxy.url).host}`);
      expect((error as Error).message).toMatch(/asks for credentials/);
      expect(proxy.connects).toHaveLength(1);
      expectNothingLeft(opts.destination);
    } finally {
      await proxy.close();
      await client.close();
    }
  });
});

const hosts: Server[] = [];
afterAll(async () => {
  await Promise.all(hosts.map((h) => new Promise((done) => h.close(done))));
});

/**
 * A storage host on loopback that answers the first GET with the head and half of `bytes`, then
 * stays silent (the connection open), and a Range request with the range. Records each request's
 * Range header.
 */
async function stallingHost(bytes: Buffer, ranges: (string | undefined)[]): Promise<string> {
  const server = createServer((req, res) => {
    ranges.push(req.headers.range);
    const from = Number(/^bytes=(\d+)-$/.exec(req.headers.range ?? '')?.[1] ?? 0);
    if (from === 0) {
      res.writeHead(200, { 'content-length': bytes.length, etag: '"v1"' });
      res.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
      return;
    }
    res.writeHead(206, {
      'content-length': bytes.length - from,
      'content-range': `bytes ${from}-${bytes.length - 1}/${bytes.length}`,
      etag: '"v1"',
    });
    res.end(bytes.subarray(from));
  });
  hosts.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/bundle.tar.gz`;
}

let assetCounter = 0;
/** Puts `bytes` on a release of the GitHub emulator and returns its public download URL. */
function serveFromRelease(name: string, bytes: Buffer): string {
  const id = 900_000 + ++assetCounter;
  const tag = `fixture-${id}`;
  const url = `${github.apiUrl}/${github.owner}/${github.repo}/releases/download/${tag}/${name}`;
  github.state.releases.push({
    id,
    tag_name: tag,
    name: tag,
    draft: false,
    prerelease: false,
    html_url: url,
    upload_url: url,
    assets: [
      {
        id,
        name,
        size: bytes.length,
        content_type: 'application/gzip',
        browser_download_url: url,
        state: 'uploaded',
      },
    ],
  });
  github.state.assets.set(id, bytes);
  return url;
}
