// Contract tests of the platform emulator over real loopback HTTP: auth, lifecycles, export bundles,
// presigned links, feedback pagination and validation, rate limits and every fault kind.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { list } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startPlatformEmulator } from '../emulator/index.js';
import type {
  BundleResponse,
  FeedbackEntry,
  FeedbackPage,
  PlatformEmulator,
  PlatformEmulatorOptions,
  StaticExportJob,
  UpdateStatusRecord,
} from '../emulator/index.js';

const started: PlatformEmulator[] = [];

/** Starts an emulator that is closed after the file's tests. */
async function start(options: PlatformEmulatorOptions = {}): Promise<PlatformEmulator> {
  const emulator = await startPlatformEmulator(options);
  started.push(emulator);
  return emulator;
}

afterAll(async () => {
  await Promise.all(started.map((e) => e.close()));
});

interface CallOptions {
  method?: string;
  key?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the emulator's API with the admin key unless told otherwise. */
function call(emu: PlatformEmulator, path: string, options: CallOptions = {}): Promise<Response> {
  const key = options.key === undefined ? emu.adminKey : options.key;
  const headers: Record<string, string> = { ...options.headers };
  if (key !== null) headers.authorization = `Bearer ${key}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${emu.url}${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `done` holds; bounded, and returns every value seen. */
async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  maxAttempts = 200,
): Promise<T[]> {
  const seen: T[] = [];
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const value = await read();
    seen.push(value);
    if (done(value)) return seen;
    await sleep(15);
  }
  throw new Error(`condition not reached after ${maxAttempts} polls`);
}

async function startJob(emu: PlatformEmulator): Promise<StaticExportJob> {
  const response = await call(emu, '/v1/static-export/jobs', {
    method: 'POST',
    body: { domain: 'docs.example.com' },
  });
  expect(response.status).toBe(202);
  return json<StaticExportJob>(response);
}

async function waitForJob(emu: PlatformEmulator, jobId: string): Promise<StaticExportJob[]> {
  return pollUntil(
    async () => json<StaticExportJob>(await call(emu, `/v1/static-export/jobs/${jobId}`)),
    (job) => job.status === 'completed' || job.status === 'failed',
  );
}

async function bundleFor(emu: PlatformEmulator, jobId: string): Promise<BundleResponse> {
  const response = await call(emu, `/v1/static-export/jobs/${jobId}/bundle`, { method: 'POST' });
  expect(response.status).toBe(200);
  return json<BundleResponse>(response);
}

/** Lists the entries of a .tar.gz held in memory. */
async function tarEntries(bytes: Buffer): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'emulator-test-'));
  try {
    const file = join(dir, 'bundle.tar.gz');
    await writeFile(file, bytes);
    const names: string[] = [];
    await list({ file, onReadEntry: (entry) => void names.push(entry.path) });
    return names;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('platform emulator', () => {
  let emu: PlatformEmulator;

  beforeAll(async () => {
    emu = await start({
      update: { queuedMs: 40, runningMs: 80 },
      exportJob: { queuedMs: 40, runningMs: 200 },
      analyticsLimitPerHour: Infinity,
    });
  });

  describe('trigger automation', () => {
    const trigger = (project: string, id: string, key?: string | null) =>
      call(emu, `/v1/workflow/${project}/${id}/trigger`, {
        method: 'POST',
        ...(key !== undefined ? { key } : {}),
      });

    it('queues deterministic runs of the active automation', async () => {
      const res = await trigger(emu.projectId, emu.automationId);
      expect(res.status).toBe(202);
      const body = await json<Record<string, string>>(res);
      expect(body).toEqual({
        schemaId: emu.automationId,
        instanceId: expect.stringMatching(/^[0-9a-f]{24}$/),
        jobId: expect.stringMatching(/^job_[0-9a-f]{16}$/),
      });
      expect(emu.automationRuns().at(-1)).toMatchObject(body);
      const twin = await start({ seed: 1 });
      const again = await json<Record<string, string>>(
        await fetch(`${twin.url}/v1/workflow/${twin.projectId}/${twin.automationId}/trigger`, {
          method: 'POST',
          headers: { authorization: `Bearer ${twin.adminKey}` },
        }),
      );
      // The same seed gives the same ids.
      expect(again).toEqual({
        schemaId: emu.automationId,
        instanceId: emu.automationRuns()[0]?.instanceId,
        jobId: emu.automationRuns()[0]?.jobId,
      });
    });

    it('answers the contract’s 400 and 404 cases, and 403 to a read-only key', async () => {
      const cases: [string, string, number, string][] = [
        [emu.projectId, 'auto_paused', 400, 'not active'],
        [emu.projectId, 'auto_on_push', 400, 'custom schedule'],
        [emu.projectId, 'auto%20x', 400, 'malformed'],
        [emu.projectId, 'auto_missing', 404, 'not found'],
        ['proj_other', emu.automationId, 404, 'not found'],
      ];
      const runs = emu.automationRuns().length;
      for (const [project, id, status, text] of cases) {
        const res = await trigger(project, id);
        expect(res.status, `${project}/${id}`).toBe(status);
        expect((await json<{ error: string }>(res)).error).toContain(text);
      }
      expect((await trigger(emu.projectId, emu.automationId, emu.readOnlyKey)).status).toBe(403);
      expect(emu.automationRuns()).toHaveLength(runs);
    });
  });

  describe('auth and routing', () => {
    it('derives mint_ keys deterministically from the seed', async () => {
      expect(emu.adminKey).toMatch(/^mint_emulator_[0-9a-f]{24}$/);
      expect(emu.readOnlyKey).toMatch(/^mint_readonly_/);
      expect(emu.expiredKey).toMatch(/^mint_expired_/);
      expect(emu.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const other = await start({ seed: 2, feedbackCount: 5 });
      const same = await start({ seed: 1, feedbackCount: 250 });
      expect(other.adminKey).not.toBe(emu.adminKey);
      expect(same.adminKey).toBe(emu.adminKey);
      expect(same.feedback().map((f) => f.id)).toEqual(emu.feedback().map((f) => f.id));
    });

    it('answers 401 for missing, unknown and expired keys', async () => {
      const missing = await call(emu, '/v1/project/update-status/x', { key: null });
      expect(missing.status).toBe(401);
      expect((await json<{ error: string }>(missing)).error).toBeTruthy();

      const unknown = await call(emu, '/v1/project/update-status/x', { key: 'mint_nope' });
      expect(unknown.status).toBe(401);

      const expired = await call(emu, `/v1/analytics/${emu.projectId}/feedback`, {
        key: emu.expiredKey,
      });
      expect(expired.status).toBe(401);
      expect((await json<{ error: string }>(expired)).error).toMatch(/expired/i);
    });

    it('answers 403 when a read-only key POSTs, and lets it read', async () => {
      const post = await call(emu, `/v1/project/update/${emu.projectId}`, {
        method: 'POST',
        key: emu.readOnlyKey,
      });
      expect(post.status).toBe(403);
      expect((await json<{ error: string }>(post)).error).toMatch(/scope/i);

      const read = await call(emu, `/v1/analytics/${emu.projectId}/feedback?limit=1`, {
        key: emu.readOnlyKey,
      });
      expect(read.status).toBe(200);
    });

    it('answers 404 for unknown projects, ids and routes', async () => {
      const cases: [string, string][] = [
        ['POST', '/v1/project/update/proj_other'],
        ['GET', '/v1/analytics/proj_other/feedback'],
        ['GET', '/v1/project/update-status/000000000000000000000000'],
        ['GET', '/v1/static-export/jobs/se_0000000000000000'],
        ['POST', '/v1/static-export/jobs/se_0000000000000000/bundle'],
        ['GET', '/v1/nope'],
        ['GET', '/elsewhere'],
      ];
      for (const [method, path] of cases) {
        const response = await call(emu, path, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect((await json<{ error: string }>(response)).error).toBeTruthy();
      }
    });

    it('logs every request with the raw authorization header, user agent, body and range', async () => {
      const before = emu.requests.length;
      await call(emu, '/v1/static-export/jobs', {
        method: 'POST',
        body: { domain: 'docs.example.com', paths: ['index'] },
        headers: { 'user-agent': 'emulator-test/1.0', range: 'bytes=0-1' },
      });
      const entry = emu.requests[before];
      expect(entry).toMatchObject({
        method: 'POST',
        path: '/v1/static-export/jobs',
        endpoint: 'startExport',
        status: 202,
        authorization: `Bearer ${emu.adminKey}`,
        userAgent: 'emulator-test/1.0',
        body: { domain: 'docs.example.com', paths: ['index'] },
        range: 'bytes=0-1',
      });
      expect(entry?.at).toBeGreaterThan(0);
    });
  });

  describe('updates', () => {
    it('moves a triggered update from queued through in_progress to success', async () => {
      const response = await call(emu, `/v1/project/update/${emu.projectId}`, { method: 'POST' });
      expect(response.status).toBe(202);
      const { statusId } = await json<{ statusId: string }>(response);
      expect(statusId).toMatch(/^[0-9a-f]{24}$/);

      const seen = await pollUntil(
        async () =>
          json<UpdateStatusRecord>(await call(emu, `/v1/project/update-status/${statusId}`)),
        (record) => record.status === 'success' || record.status === 'failure',
      );
      const order = ['queued', 'in_progress', 'success'];
      const indexes = seen.map((r) => order.indexOf(r.status));
      expect(indexes.every((i) => i >= 0)).toBe(true);
      expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
      expect(seen.some((r) => r.endedAt !== undefined && r.status !== 'success')).toBe(false);

      const final = seen[seen.length - 1] as UpdateStatusRecord;
      expect(final).toMatchObject({
        _id: statusId,
        projectId: emu.projectId,
        status: 'success',
        summary: 'Deployment succeeded',
        source: 'api',
      });
      expect(final.endedAt).toBeDefined();
      expect(final.commit.sha).toMatch(/^[0-9a-f]{40}$/);
      expect(final.commit.filesChanged.modified.length).toBeGreaterThan(0);
      expect(final.author?.githubUserId).toBeTypeOf('number');
      const logs = final.logs.join('\n');
      expect(logs).toContain('```');
      expect(logs).toContain('<script>');
      expect(logs).toContain('|');

      const screenshot = await fetch(final.screenshotLight ?? '');
      expect(screenshot.status).toBe(200);
      expect(screenshot.headers.get('content-type')).toBe('image/png');
    });

    it('reports each phase while it lasts', async () => {
      // Phases lasting a minute make the checks independent of how busy the machine is.
      // …and a triggered update builds the commit it is told to (a demo's run's commit).
      const sha = 'c0ffee'.padEnd(40, '0');
      const queued = await start({
        update: { queuedMs: 60_000, commitSha: sha },
        feedbackCount: 1,
      });
      const trigger = await call(queued, `/v1/project/update/${queued.projectId}`, {
        method: 'POST',
      });
      const { statusId } = await json<{ statusId: string }>(trigger);
      const record = await json<UpdateStatusRecord>(
        await call(queued, `/v1/project/update-status/${statusId}`),
      );
      expect(record).toMatchObject({ status: 'queued', logs: [], source: 'api' });
      expect(record.commit.sha).toBe(sha);
      expect(record.endedAt).toBeUndefined();

      const running = emu.createUpdate({ queuedMs: 0, runningMs: 60_000 });
      const inProgress = await json<UpdateStatusRecord>(
        await call(emu, `/v1/project/update-status/${running}`),
      );
      expect(inProgress.status).toBe('in_progress');
      expect(inProgress.logs.length).toBeGreaterThan(0);
      expect(inProgress.endedAt).toBeUndefined();
    });

    it('counts the phases in reads with readStepMs, not in time (the demo)', async () => {
      const counted = await start({ readStepMs: 700, feedbackCount: 1 });
      const id = counted.createUpdate({ queuedMs: 500, runningMs: 1_500 });
      const read = async (): Promise<UpdateStatusRecord> =>
        json<UpdateStatusRecord>(await call(counted, `/v1/project/update-status/${id}`));
      const first = await read();
      // However long a read takes: only the number of reads moves the update on.
      await new Promise((done) => setTimeout(done, 2_100));
      const rest = [await read(), await read(), await read()];
      expect([first, ...rest].map((r) => r.status)).toEqual([
        'in_progress',
        'in_progress',
        'success',
        'success',
      ]);
      // Its times are its own: created, then ended queued + running later.
      expect(Date.parse(rest[2]?.endedAt ?? '') - Date.parse(first.createdAt)).toBe(2_000);
    });

    it('reports failures, seeded records and unknown status values', async () => {
      const failing = emu.createUpdate({
        outcome: 'failure',
        queuedMs: 0,
        runningMs: 30,
        commitSha: 'a'.repeat(40),
        summary: 'Build failed: missing page',
        logs: ['one', 'two'],
      });
      const seen = await pollUntil(
        async () =>
          json<UpdateStatusRecord>(await call(emu, `/v1/project/update-status/${failing}`)),
        (record) => record.status === 'failure',
      );
      const final = seen[seen.length - 1] as UpdateStatusRecord;
      expect(final).toMatchObject({
        status: 'failure',
        summary: 'Build failed: missing page',
        logs: ['one', 'two'],
        source: 'github',
      });
      expect(final.commit.sha).toBe('a'.repeat(40));
      expect(final.endedAt).toBeDefined();

      const odd = emu.createUpdate({ queuedMs: 0, runningMs: 60_000, statusOverride: 'exploding' });
      const record = await json<UpdateStatusRecord>(
        await call(emu, `/v1/project/update-status/${odd}`),
      );
      expect(record.status).toBe('exploding');
      expect(record.endedAt).toBeUndefined();
    });

    it('rate-limits triggers per organization without a Retry-After header', async () => {
      const limited = await start({
        triggerLimit: { count: 3, windowMs: 60_000 },
        feedbackCount: 1,
      });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await call(limited, `/v1/project/update/${limited.projectId}`, {
          method: 'POST',
        });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get('retry-after')).toBeNull();
          expect((await json<{ error: string }>(response)).error).toMatch(/rate limit/i);
        }
      }
      expect(statuses).toEqual([202, 202, 202, 429]);
    });
  });

  describe('static export', () => {
    it('validates the start request against the contract', async () => {
      const bad: unknown[] = [
        {},
        { domain: 'https://docs.example.com' },
        { domain: 'docs.example.com/docs' },
        { domain: 'docs.example.com/' },
        { domain: 'docs.example.com:8443' },
        { domain: 'docs.example.com', paths: 'index' },
        { domain: 'docs.example.com', paths: [1] },
      ];
      for (const body of bad) {
        const response = await call(emu, '/v1/static-export/jobs', { method: 'POST', body });
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect((await json<{ error: string }>(response)).error).toMatch(/domain|paths/);
      }
    });

    it('refuses the bundle with 409 while a job is queued or running', async () => {
      // Phases lasting a minute make the checks independent of how busy the machine is.
      const queued = await start({ exportJob: { queuedMs: 60_000 }, feedbackCount: 1 });
      const running = await start({
        exportJob: { queuedMs: 0, runningMs: 60_000 },
        feedbackCount: 1,
      });
      for (const [emulator, status] of [
        [queued, 'queued'],
        [running, 'running'],
      ] as const) {
        const job = await startJob(emulator);
        const current = await json<StaticExportJob>(
          await call(emulator, `/v1/static-export/jobs/${job.jobId}`),
        );
        expect(current.status).toBe(status);
        expect(current.progress).toBeGreaterThanOrEqual(0);
        expect(current.progress).toBeLessThan(100);
        expect(current.error).toBeUndefined();
        const early = await call(emulator, `/v1/static-export/jobs/${job.jobId}/bundle`, {
          method: 'POST',
        });
        expect(early.status).toBe(409);
        expect((await json<{ error: string }>(early)).error).toMatch(/not finished/);
      }
    });

    it('runs a job to completion and then hands out fresh bundle links', async () => {
      const job = await startJob(emu);
      expect(job).toMatchObject({ status: 'queued', progress: 0, pageCount: 0 });
      expect(job.jobId).toMatch(/^se_[0-9a-f]{16}$/);
      expect(job.error).toBeUndefined();

      const seen = await waitForJob(emu, job.jobId);
      for (let i = 1; i < seen.length; i++) {
        const [prev, next] = [seen[i - 1] as StaticExportJob, seen[i] as StaticExportJob];
        expect(next.progress).toBeGreaterThanOrEqual(prev.progress);
        expect(next.pageCount).toBeGreaterThanOrEqual(prev.pageCount);
        expect(Number.isInteger(next.pageCount)).toBe(true);
      }
      expect(seen[seen.length - 1]).toMatchObject({
        status: 'completed',
        progress: 100,
        pageCount: 42,
      });

      const first = await bundleFor(emu, job.jobId);
      const second = await bundleFor(emu, job.jobId);
      expect(first.jobId).toBe(job.jobId);
      expect(first.bundleUrl.startsWith(`${emu.url}/bundles/${job.jobId}/bundle.tar.gz?`)).toBe(
        true,
      );
      expect(first.bundleUrl).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
      expect(second.bundleUrl).not.toBe(first.bundleUrl);
      expect(Date.parse(first.expiresAt)).toBeGreaterThan(Date.now());
    });

    it('serves the bundle bytes: a real docs-site tar.gz, with ranges and HEAD', async () => {
      const job = await startJob(emu);
      await waitForJob(emu, job.jobId);
      const bundle = await bundleFor(emu, job.jobId);
      const expected = await readFile(await emu.bundleFile(job.jobId));
      expect(bundle.sizeBytes).toBe(expected.length);

      const download = await fetch(bundle.bundleUrl);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/gzip');
      expect(download.headers.get('accept-ranges')).toBe('bytes');
      expect(download.headers.get('content-length')).toBe(String(expected.length));
      expect(download.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
      const bytes = Buffer.from(await download.arrayBuffer());
      expect(bytes.equals(expected)).toBe(true);

      const names = await tarEntries(bytes);
      for (const name of [
        'index.html',
        '404.html',
        'guides/getting-started.html',
        'guides/advanced/webhooks.html',
        'assets/style.css',
        'assets/logo.svg',
        'sitemap.xml',
      ]) {
        expect(names).toContain(name);
      }

      const tail = await fetch(bundle.bundleUrl, { headers: { range: 'bytes=10-' } });
      expect(tail.status).toBe(206);
      expect(tail.headers.get('content-range')).toBe(
        `bytes 10-${expected.length - 1}/${expected.length}`,
      );
      expect(Buffer.from(await tail.arrayBuffer()).equals(expected.subarray(10))).toBe(true);

      const slice = await fetch(bundle.bundleUrl, { headers: { range: 'bytes=0-99' } });
      expect(slice.status).toBe(206);
      expect(Buffer.from(await slice.arrayBuffer()).equals(expected.subarray(0, 100))).toBe(true);

      const beyond = await fetch(bundle.bundleUrl, { headers: { range: 'bytes=99999999-' } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${expected.length}`);
      await beyond.arrayBuffer();

      const head = await fetch(bundle.bundleUrl, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(expected.length));
      expect(emu.requests.filter((r) => r.endpoint === 'download').at(-1)?.method).toBe('HEAD');
    });

    it('exports the showcase site itself: its pages, its host, a job moved on by its own step', async () => {
      const showcase = await start({
        dataset: 'showcase',
        viewsPageCount: 20,
        pages: [{ path: '/guides/troubleshooting', views: 100 }],
        readStepMs: 100,
        exportJob: { queuedMs: 0, runningMs: 3_000, readStepMs: 1_000 },
        bundle: { kind: 'site', origin: 'https://docs.acme.test' },
      });
      const job = await startJob(showcase);
      // Each read moves this job on by its own step (1 s of 3 s), not the emulator's 100 ms.
      const seen = await waitForJob(showcase, job.jobId);
      expect(seen.map((j) => j.progress)).toEqual([33.3, 66.7, 100]);
      const bundle = await bundleFor(showcase, job.jobId);
      const bytes = Buffer.from(await (await fetch(bundle.bundleUrl)).arrayBuffer());
      const html = (await tarEntries(bytes)).filter((n) => n.endsWith('.html')).sort();
      // The 20 pages the views read lists, the planted one, the home page and the 404 page.
      expect(html).toHaveLength(23);
      for (const page of ['index', '404', 'quickstart', 'guides/troubleshooting']) {
        expect(html).toContain(`${page}.html`);
      }
      expect(html.some((n) => /page-\d{4}/.test(n))).toBe(false);
      // The job reports as many pages as the bundle holds `.html` files.
      expect(seen.at(-1)?.pageCount).toBe(html.length);
      // Its build log counts the same site (the 404 page is not built from a source file): the
      // default commit's two pages built (one added, one edited; docs.json is no page), the rest
      // from the cache.
      const update = await call(showcase, '/v1/project/update/' + showcase.projectId, {
        method: 'POST',
      });
      const { statusId } = await json<{ statusId: string }>(update);
      const read = async () =>
        json<{ logs: string[] }>(await call(showcase, `/v1/project/update-status/${statusId}`));
      const logs = (await pollUntil(read, (u) => u.logs.some((l) => l.includes('Building')))).at(
        -1,
      )?.logs;
      expect(logs).toContain('[info] Building 2 changed pages, 20 unchanged from cache');
      // Scripts give it a site's size; canonical URLs name the site's own host.
      expect(bundle.sizeBytes).toBeGreaterThan(300_000);
      const dir = await mkdtemp(join(tmpdir(), 'emulator-test-'));
      try {
        await writeFile(join(dir, 'b.tar.gz'), bytes);
        let home = '';
        await list({
          file: join(dir, 'b.tar.gz'),
          onReadEntry: (entry) => {
            if (entry.path !== 'index.html') return entry.resume();
            entry.on('data', (chunk: Buffer) => (home += chunk.toString()));
          },
        });
        expect(home).toContain('<link rel="canonical" href="https://docs.acme.test/">');
        expect(home).toContain('<a href="/guides/troubleshooting.html">Troubleshooting</a>');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('refuses tampered and expired links with S3-style XML', async () => {
      const job = await startJob(emu);
      await waitForJob(emu, job.jobId);
      const { bundleUrl } = await bundleFor(emu, job.jobId);

      const tampered = bundleUrl.replace(
        /X-Amz-Signature=([0-9a-f])/,
        (_, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`,
      );
      const bad = await fetch(tampered);
      expect(bad.status).toBe(403);
      expect(await bad.text()).toContain('<Code>SignatureDoesNotMatch</Code>');

      // Like S3, a presigned link plus an Authorization header is refused (and would leak the key).
      const withBearer = await fetch(bundleUrl, {
        headers: { authorization: `Bearer ${emu.adminKey}` },
      });
      expect(withBearer.status).toBe(400);
      expect(await withBearer.text()).toContain('<Code>InvalidArgument</Code>');

      const otherJob = bundleUrl.replace(job.jobId, 'se_ffffffffffffffff');
      expect((await fetch(otherJob)).status).toBe(403);

      emu.inject({ endpoint: 'generateBundle', kind: 'expired-link' });
      const expiredLink = await bundleFor(emu, job.jobId);
      expect(Date.parse(expiredLink.expiresAt)).toBeLessThan(Date.now());
      const expired = await fetch(expiredLink.bundleUrl);
      expect(expired.status).toBe(403);
      const text = await expired.text();
      expect(text).toContain('<Code>AccessDenied</Code>');
      expect(text).toContain('<Message>Request has expired</Message>');

      // The fault was used up: the next link works.
      const fresh = await bundleFor(emu, job.jobId);
      const ok = await fetch(fresh.bundleUrl);
      expect(ok.status).toBe(200);
      await ok.arrayBuffer();
    });

    it('reports failed jobs, and 409 for their bundle', async () => {
      const failing = await start({
        exportJob: { queuedMs: 0, runningMs: 40, outcome: 'failed', error: 'Renderer crashed' },
        feedbackCount: 1,
      });
      const job = await startJob(failing);
      const seen = await waitForJob(failing, job.jobId);
      const final = seen[seen.length - 1] as StaticExportJob;
      expect(final.status).toBe('failed');
      expect(final.error).toBe('Renderer crashed');
      expect(final.progress).toBeLessThan(100);
      const bundle = await call(failing, `/v1/static-export/jobs/${job.jobId}/bundle`, {
        method: 'POST',
      });
      expect(bundle.status).toBe(409);
      expect((await json<{ error: string }>(bundle)).error).toMatch(/failed/);
    });

    it('answers 403 on every static-export route when export is not enabled', async () => {
      const disabled = await start({ exportEnabled: false, feedbackCount: 1 });
      const routes: [string, string][] = [
        ['POST', '/v1/static-export/jobs'],
        ['GET', '/v1/static-export/jobs/se_0000000000000000'],
        ['POST', '/v1/static-export/jobs/se_0000000000000000/bundle'],
      ];
      for (const [method, path] of routes) {
        const response = await call(disabled, path, {
          method,
          body: method === 'POST' ? { domain: 'docs.example.com' } : undefined,
        });
        expect(response.status).toBe(403);
        expect((await json<{ error: string }>(response)).error).toMatch(
          /Static export is not enabled for this organization/,
        );
      }
    });

    it('streams a large random bundle from a temp file deleted on close', async () => {
      const sizeBytes = 300_000;
      const big = await startPlatformEmulator({
        bundle: { kind: 'random', sizeBytes },
        exportJob: { queuedMs: 0, runningMs: 0 },
        feedbackCount: 1,
      });
      let file = '';
      try {
        const job = await startJob(big);
        const bundle = await bundleFor(big, job.jobId);
        expect(Math.abs(bundle.sizeBytes - sizeBytes)).toBeLessThan(sizeBytes * 0.01);
        file = await big.bundleFile(job.jobId);
        const bytes = Buffer.from(await (await fetch(bundle.bundleUrl)).arrayBuffer());
        expect(bytes.equals(await readFile(file))).toBe(true);
        expect(await tarEntries(bytes)).toHaveLength(1);
      } finally {
        await big.close();
      }
      expect(file).not.toBe('');
      expect(existsSync(file)).toBe(false);
    });
  });

  describe('feedback', () => {
    const feedbackPath = (emulator: PlatformEmulator, query: string): string =>
      `/v1/analytics/${emulator.projectId}/feedback${query ? `?${query}` : ''}`;

    async function allPages(
      query: string,
    ): Promise<{ pages: FeedbackPage[]; all: FeedbackEntry[] }> {
      const pages: FeedbackPage[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 20; i++) {
        const q = new URLSearchParams(query);
        if (cursor) q.set('cursor', cursor);
        const response = await call(emu, feedbackPath(emu, q.toString()));
        expect(response.status).toBe(200);
        const page = await json<FeedbackPage>(response);
        pages.push(page);
        cursor = page.nextCursor;
        if (!page.hasMore) break;
      }
      return { pages, all: pages.flatMap((p) => p.feedback) };
    }

    it('paginates 250 entries at limit 100 into three stable, newest-first pages', async () => {
      const { pages, all } = await allPages('limit=100');
      expect(pages.map((p) => p.feedback.length)).toEqual([100, 100, 50]);
      expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
      expect(pages[2]?.nextCursor).toBeNull();
      expect(new Set(all.map((f) => f.id)).size).toBe(250);
      expect(all.map((f) => f.id)).toEqual(emu.feedback().map((f) => f.id));
      for (let i = 1; i < all.length; i++) {
        const [a, b] = [all[i - 1] as FeedbackEntry, all[i] as FeedbackEntry];
        const ta = Date.parse(a.createdAt ?? '');
        const tb = Date.parse(b.createdAt ?? '');
        expect(ta > tb || (ta === tb && a.id < b.id)).toBe(true);
      }
      const defaultPage = await json<FeedbackPage>(await call(emu, feedbackPath(emu, '')));
      expect(defaultPage.feedback).toHaveLength(50);
    });

    it('mixes all sources with the contract shapes and plants hostile content', () => {
      const data = emu.feedback();
      const sources = new Set(data.map((f) => f.source));
      expect([...sources].sort()).toEqual(['agent', 'code_snippet', 'contextual', 'thumbs_only']);
      expect(new Set(data.map((f) => f.path)).size).toBeGreaterThanOrEqual(12);
      const comments = data.map((f) => f.comment ?? '');
      const has = (needle: string): boolean => comments.some((c) => c.includes(needle));
      expect(has('@everyone')).toBe(true);
      expect(has('#123')).toBe(true);
      expect(has('<img src=x onerror=alert(1)>')).toBe(true);
      expect(has('javascript:alert(1)')).toBe(true);
      expect(has('](https://evil.example/')).toBe(true);
      expect(comments.some((c) => c.length > 5000)).toBe(true);
      expect(data.some((f) => f.comment === null)).toBe(true);
      const codes = data.flatMap((f) => (f.source === 'code_snippet' ? [f.code] : []));
      expect(codes.some((c) => c.includes('```') && !c.includes('````'))).toBe(true);
      expect(codes.some((c) => c.includes('````'))).toBe(true);
      expect(data.some((f) => f.source === 'contextual' && f.contact?.includes('@'))).toBe(true);
    });

    it('filters by source, status list and an exclusive dateTo', async () => {
      const data = emu.feedback();
      const { all: snippets } = await allPages('source=code_snippet&limit=100');
      expect(snippets.length).toBe(data.filter((f) => f.source === 'code_snippet').length);
      for (const entry of snippets) {
        expect(Object.keys(entry).sort()).toEqual([
          'code',
          'comment',
          'createdAt',
          'filename',
          'id',
          'lang',
          'path',
          'source',
          'status',
        ]);
      }
      const { all: contextual } = await allPages('source=contextual&limit=100');
      expect(contextual.every((f) => 'helpful' in f && 'contact' in f)).toBe(true);
      const { all: agents } = await allPages('source=agent&limit=100');
      expect(agents.every((f) => !('helpful' in f) && !('code' in f))).toBe(true);

      const { all: closed } = await allPages('status=resolved,dismissed&limit=100');
      expect(closed.length).toBe(
        data.filter((f) => f.status === 'resolved' || f.status === 'dismissed').length,
      );
      expect(closed.every((f) => f.status === 'resolved' || f.status === 'dismissed')).toBe(true);

      const pivot = data[120] as FeedbackEntry;
      const pivotTime = pivot.createdAt ?? '';
      const { all: before } = await allPages(`dateTo=${encodeURIComponent(pivotTime)}&limit=100`);
      expect(before.map((f) => f.id)).not.toContain(pivot.id);
      expect(before.length).toBe(
        data.filter((f) => Date.parse(f.createdAt ?? '') < Date.parse(pivotTime)).length,
      );
      const { all: after } = await allPages(`dateFrom=${encodeURIComponent(pivotTime)}&limit=100`);
      expect(after.map((f) => f.id)).toContain(pivot.id);
      expect(before.length + after.length).toBe(data.length);

      const day = pivotTime.slice(0, 10);
      const { all: untilDay } = await allPages(`dateTo=${day}&limit=100`);
      expect(untilDay.every((f) => (f.createdAt ?? '') < `${day}T00:00:00.000Z`)).toBe(true);
    });

    it('answers 400 with one detail per invalid parameter', async () => {
      const response = await call(
        emu,
        feedbackPath(
          emu,
          'dateFrom=yesterday&dateTo=2024-02-30&source=email&status=pending,bogus&limit=500&cursor=garbage',
        ),
      );
      expect(response.status).toBe(400);
      const body = await json<{ error: string; details: { message: string }[] }>(response);
      expect(body.error).toBe('Invalid query parameters');
      expect(body.details).toHaveLength(6);
      for (const detail of body.details) expect(detail.message).toBeTypeOf('string');

      for (const query of ['limit=abc', 'limit=0', 'limit=101', 'limit=2.5', 'status=open']) {
        const bad = await call(emu, feedbackPath(emu, query));
        expect(bad.status, query).toBe(400);
        expect((await json<{ details: unknown[] }>(bad)).details).toHaveLength(1);
      }

      const first = await json<FeedbackPage>(
        await call(emu, feedbackPath(emu, 'source=agent&limit=5')),
      );
      const foreign = await call(
        emu,
        feedbackPath(emu, `source=contextual&limit=5&cursor=${first.nextCursor ?? ''}`),
      );
      expect(foreign.status).toBe(400);
      const reused = await call(
        emu,
        feedbackPath(emu, `source=agent&limit=7&cursor=${first.nextCursor ?? ''}`),
      );
      expect(reused.status).toBe(200);
    });

    it('rate-limits analytics per organization per hour without Retry-After', async () => {
      const limited = await start({ analyticsLimitPerHour: 3, feedbackCount: 10 });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await call(limited, feedbackPath(limited, i === 1 ? 'limit=0' : ''));
        statuses.push(response.status);
        if (response.status === 429) expect(response.headers.get('retry-after')).toBeNull();
        await response.arrayBuffer();
      }
      expect(statuses).toEqual([200, 400, 200, 429, 429]);
    });
  });

  describe('faults', () => {
    it('answers injected statuses in order, with Retry-After when asked', async () => {
      const fault = await start({ feedbackCount: 5, analyticsLimitPerHour: Infinity });
      const path = feedback(fault);
      fault.inject({ endpoint: 'listFeedback', kind: 'status', status: 503, times: 3 });
      fault.inject({ endpoint: 'listFeedback', kind: 'status', status: 429, retryAfter: '7' });
      const httpDate = new Date(Date.now() + 60_000).toUTCString();
      fault.inject({
        endpoint: 'listFeedback',
        kind: 'status',
        status: 429,
        retryAfter: httpDate,
        body: { error: 'slow down' },
      });
      const seen: [number, string | null][] = [];
      for (let i = 0; i < 6; i++) {
        const response = await call(fault, path);
        seen.push([response.status, response.headers.get('retry-after')]);
        await response.arrayBuffer();
      }
      expect(seen).toEqual([
        [503, null],
        [503, null],
        [503, null],
        [429, '7'],
        [429, httpDate],
        [200, null],
      ]);
      expect(fault.requests.map((r) => r.status)).toEqual([503, 503, 503, 429, 429, 200]);
    });

    it('resets the socket, logging status 0', async () => {
      const fault = await start({ feedbackCount: 5 });
      fault.inject({ endpoint: 'getUpdateStatus', kind: 'reset' });
      const id = fault.createUpdate();
      await expect(call(fault, `/v1/project/update-status/${id}`)).rejects.toThrow();
      const ok = await call(fault, `/v1/project/update-status/${id}`);
      expect(ok.status).toBe(200);
      expect(fault.requests.map((r) => [r.endpoint, r.status])).toEqual([
        ['getUpdateStatus', 0],
        ['getUpdateStatus', 200],
      ]);
    });

    it('delays a reply, then answers normally', async () => {
      const fault = await start({ feedbackCount: 5 });
      fault.inject({ endpoint: 'listFeedback', kind: 'delay', ms: 150 });
      const began = Date.now();
      const response = await call(fault, feedback(fault));
      expect(response.status).toBe(200);
      // Lower bound only: the delay must have happened; no assertion on how fast anything is.
      expect(Date.now() - began).toBeGreaterThanOrEqual(140);
      expect((await json<FeedbackPage>(response)).feedback).toHaveLength(5);
    });

    it('truncates a download after N bytes while announcing the full length', async () => {
      const fault = await start({ exportJob: { queuedMs: 0, runningMs: 0 }, feedbackCount: 1 });
      const job = await startJob(fault);
      const bundle = await bundleFor(fault, job.jobId);
      fault.inject({ endpoint: 'download', kind: 'truncate', afterBytes: 100 });
      // HEAD has no body to cut, so it leaves the fault for the next GET.
      const head = await fetch(bundle.bundleUrl, { method: 'HEAD' });
      expect(head.status).toBe(200);
      const cut = await fetch(bundle.bundleUrl);
      expect(cut.status).toBe(200);
      expect(cut.headers.get('content-length')).toBe(String(bundle.sizeBytes));
      await expect(cut.arrayBuffer()).rejects.toThrow();
      const whole = await fetch(bundle.bundleUrl);
      expect((await whole.arrayBuffer()).byteLength).toBe(bundle.sizeBytes);
      const downloads = fault.requests.filter((r) => r.endpoint === 'download');
      expect(downloads.map((r) => r.status)).toEqual([200, 200, 200]);
    });

    it('keeps faults of one endpoint in order and clears them on request', async () => {
      const fault = await start({ exportJob: { queuedMs: 0, runningMs: 0 }, feedbackCount: 1 });
      const job = await startJob(fault);
      fault.inject({ endpoint: 'generateBundle', kind: 'expired-link' });
      fault.inject({ endpoint: 'generateBundle', kind: 'status', status: 502 });
      const first = await bundleFor(fault, job.jobId);
      expect((await fetch(first.bundleUrl)).status).toBe(403);
      const second = await call(fault, `/v1/static-export/jobs/${job.jobId}/bundle`, {
        method: 'POST',
      });
      expect(second.status).toBe(502);

      fault.inject({ endpoint: 'triggerUpdate', kind: 'status', status: 500, times: 5 });
      fault.clearFaults();
      const trigger = await call(fault, `/v1/project/update/${fault.projectId}`, {
        method: 'POST',
      });
      expect(trigger.status).toBe(202);
    });
  });
});

/** Feedback path of an emulator's project. */
function feedback(emulator: PlatformEmulator): string {
  return `/v1/analytics/${emulator.projectId}/feedback`;
}
