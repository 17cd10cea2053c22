/**
 * The platform client against the platform emulator over loopback HTTP: every endpoint's happy
 * path, the headers it sends, every documented error status and what its message says, response
 * validation, and that no error ever carries the admin key or a presigned link.
 */
import { request } from 'undici';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startPlatformEmulator } from '../emulator/platform/server.js';
import type { PlatformEmulator, PlatformEmulatorOptions } from '../emulator/platform/server.js';
import { PlatformClient, PlatformError } from '../src/platform/index.js';
import type { PlatformClientOptions } from '../src/platform/index.js';

const USER_AGENT = 'mintlify-docs-action/0.0.0-test';

/** Every error any test caught, checked for leaked secrets by the last test. */
const caught: unknown[] = [];
/** Every key and presigned link the emulators handed out. */
const secrets = new Set<string>();

let emulators: PlatformEmulator[] = [];
let clients: PlatformClient[] = [];

async function emulator(options: PlatformEmulatorOptions = {}): Promise<PlatformEmulator> {
  const emu = await startPlatformEmulator({ seed: 7, ...options });
  emulators.push(emu);
  for (const key of [emu.adminKey, emu.readOnlyKey, emu.expiredKey]) secrets.add(key);
  return emu;
}

function client(emu: PlatformEmulator, options: Partial<PlatformClientOptions> = {}) {
  const c = new PlatformClient({
    baseUrl: emu.url,
    adminKey: emu.adminKey,
    userAgent: USER_AGENT,
    requestTimeoutMs: 5_000,
    retry: { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 20 },
    ...options,
  });
  clients.push(c);
  return c;
}

/** Awaits a promise that must reject, records the error and returns it. */
async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => err,
  );
  caught.push(error);
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

function requestsTo(emu: PlatformEmulator, endpoint: string) {
  return emu.requests.filter((r) => r.endpoint === endpoint);
}

afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all(emulators.map((e) => e.close()));
  clients = [];
  emulators = [];
});

describe('happy paths', () => {
  it('triggers an update and reads its status', async () => {
    const emu = await emulator({ update: { queuedMs: 0, runningMs: 0, outcome: 'success' } });
    const c = client(emu);
    const { statusId } = await c.triggerUpdate(emu.projectId);
    expect(statusId).toMatch(/\S/);
    const status = await c.getUpdateStatus(statusId);
    expect(status._id).toBe(statusId);
    expect(status.projectId).toBe(emu.projectId);
    expect(status.status).toBe('success');
    expect(status.commit?.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(Array.isArray(status.commit?.filesChanged?.modified)).toBe(true);
    expect(Array.isArray(status.logs)).toBe(true);
    expect(status.source).toBe('api');

    const trigger = requestsTo(emu, 'triggerUpdate')[0];
    expect(trigger?.method).toBe('POST');
    expect(trigger?.path).toBe(`/v1/project/update/${emu.projectId}`);
    expect(trigger?.status).toBe(202);
  });

  it('reads an update created elsewhere, passing an undocumented status value through', async () => {
    const emu = await emulator();
    const c = client(emu);
    const statusId = emu.createUpdate({
      queuedMs: 0,
      runningMs: 60_000,
      statusOverride: 'exploding',
    });
    const status = await c.getUpdateStatus(statusId);
    expect(status.status).toBe('exploding');
    expect(status.endedAt).toBeUndefined();
  });

  it('sends the bearer key, the User-Agent and JSON headers on every request', async () => {
    const emu = await emulator();
    const c = client(emu);
    await c.triggerUpdate(emu.projectId);
    await c.listFeedback(emu.projectId, { limit: 1 });
    await c.startExport({ domain: 'docs.example.com' });
    expect(emu.requests).toHaveLength(3);
    for (const entry of emu.requests) {
      expect(entry.authorization).toBe(`Bearer ${emu.adminKey}`);
      expect(entry.userAgent).toBe(USER_AGENT);
    }
  });

  it('accepts a base URL with a trailing slash or a pasted /v1', async () => {
    const emu = await emulator();
    await client(emu, { baseUrl: `${emu.url}/` }).triggerUpdate(emu.projectId);
    await client(emu, { baseUrl: `${emu.url}/v1/` }).triggerUpdate(emu.projectId);
    expect(requestsTo(emu, 'triggerUpdate').map((r) => r.path)).toEqual([
      `/v1/project/update/${emu.projectId}`,
      `/v1/project/update/${emu.projectId}`,
    ]);
  });

  it('runs a static export: start, poll, bundle, and downloads through the shared pool', async () => {
    const emu = await emulator({ exportJob: { queuedMs: 0, runningMs: 0, pageCount: 9 } });
    const seen: string[] = [];
    const c = client(emu, { onSecret: (s) => seen.push(s) });
    const started = await c.startExport({
      domain: 'docs.example.com',
      version: '2024-06-01',
      paths: ['index', 'guides/getting-started'],
    });
    expect(started.jobId).toMatch(/^se_/);
    expect(['queued', 'running', 'completed']).toContain(started.status);
    expect(requestsTo(emu, 'startExport')[0]?.body).toEqual({
      domain: 'docs.example.com',
      version: '2024-06-01',
      paths: ['index', 'guides/getting-started'],
    });

    const job = await c.getExport(started.jobId);
    expect(job).toMatchObject({ jobId: started.jobId, status: 'completed', progress: 100 });
    expect(job.pageCount).toBe(9);
    expect(typeof job.createdAt).toBe('string');

    const bundle = await c.generateBundle(job.jobId);
    expect(bundle.jobId).toBe(job.jobId);
    expect(bundle.sizeBytes).toBeGreaterThan(0);
    expect(bundle.bundleUrl).toContain('X-Amz-Signature=');
    expect(Date.parse(bundle.expiresAt)).toBeGreaterThan(Date.now());
    // The link was handed over for masking, exactly once, before the call returned.
    expect(seen).toEqual([bundle.bundleUrl]);
    secrets.add(bundle.bundleUrl);

    const download = await request(bundle.bundleUrl, { dispatcher: c.dispatcher });
    expect(download.statusCode).toBe(200);
    const bytes = Buffer.from(await download.body.arrayBuffer());
    expect(bytes.length).toBe(bundle.sizeBytes);
  });

  it('lists feedback with every filter, follows the cursor, and narrows entries by source', async () => {
    const emu = await emulator({ feedbackCount: 40 });
    const c = client(emu);
    const first = await c.listFeedback(emu.projectId, { limit: 15 });
    expect(first.entries).toHaveLength(15);
    expect(first.skipped).toBe(0);
    expect(first.hasMore).toBe(true);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await c.listFeedback(emu.projectId, {
      limit: 15,
      cursor: first.nextCursor ?? '',
    });
    const ids = new Set([...first.entries, ...second.entries].map((e) => e.id));
    expect(ids.size).toBe(30);

    for (const entry of [...first.entries, ...second.entries]) {
      if (entry.kind === 'contextual') {
        expect(entry.source).toBe('contextual');
        expect(entry.helpful === null || typeof entry.helpful === 'boolean').toBe(true);
      } else if (entry.kind === 'code_snippet') {
        expect(entry.source).toBe('code_snippet');
        expect(typeof entry.code).toBe('string');
      } else {
        expect(['agent', 'thumbs_only']).toContain(entry.source);
      }
    }

    const filtered = await c.listFeedback(emu.projectId, {
      dateFrom: '2000-01-01',
      dateTo: '2999-01-01',
      source: 'contextual',
      status: ['pending', 'resolved'],
      limit: 100,
    });
    expect(filtered.entries.length).toBeGreaterThan(0);
    for (const entry of filtered.entries) {
      expect(entry.kind).toBe('contextual');
      expect(['pending', 'resolved']).toContain(entry.status);
    }
    const last = requestsTo(emu, 'listFeedback').at(-1);
    expect(last?.path).toBe(`/v1/analytics/${emu.projectId}/feedback`);
    expect(last?.query).toEqual({
      dateFrom: '2000-01-01',
      dateTo: '2999-01-01',
      source: 'contextual',
      status: 'pending,resolved',
      limit: '100',
    });
  });
});

describe('documented error statuses', () => {
  it('400 on feedback lists every detail the platform gave', async () => {
    const emu = await emulator();
    const err = await failure(
      client(emu).listFeedback(emu.projectId, { limit: 500, dateFrom: 'yesterday' }),
    );
    expect(err).toMatchObject({ status: 400, code: 'bad_request', endpoint: 'listFeedback' });
    expect(err.details.length).toBeGreaterThanOrEqual(2);
    expect(err.details.some((d) => d.startsWith('limit:'))).toBe(true);
    expect(err.details.some((d) => d.startsWith('dateFrom:'))).toBe(true);
    for (const detail of err.details) expect(err.message).toContain(detail);
    expect(err.serverMessage).toBe('Invalid query parameters');
    expect(err.path).toBe(`/v1/analytics/${emu.projectId}/feedback`);
    // The path is reported without its query string.
    expect(err.message).not.toContain('limit=500');
    expect(requestsTo(emu, 'listFeedback')).toHaveLength(1);
  });

  it('400 on start export quotes the server and explains the domain format', async () => {
    const emu = await emulator();
    const err = await failure(client(emu).startExport({ domain: 'https://docs.example.com/' }));
    expect(err).toMatchObject({ status: 400, code: 'bad_request', method: 'POST' });
    expect(err.serverMessage).toContain('hostname');
    expect(err.message).toContain('bare hostname');
    expect(err.message).toContain(`"${err.serverMessage}"`);
  });

  it('401 for an unknown key says to create a new key, without echoing it', async () => {
    const emu = await emulator();
    const wrongKey = 'mint_not_a_real_key_0123456789';
    secrets.add(wrongKey);
    const err = await failure(client(emu, { adminKey: wrongKey }).getUpdateStatus('any'));
    expect(err).toMatchObject({ status: 401, code: 'unauthorized', attempts: 1 });
    expect(err.message).toContain('Settings → API keys');
    expect(err.message).toContain('expired');
  });

  it('401 for an expired key', async () => {
    const emu = await emulator();
    const err = await failure(
      client(emu, { adminKey: emu.expiredKey }).triggerUpdate(emu.projectId),
    );
    expect(err).toMatchObject({ status: 401, code: 'unauthorized', endpoint: 'triggerUpdate' });
    expect(err.serverMessage).toContain('expired');
    expect(err.message).toContain('Create a new admin key');
  });

  it('403 for a read-only key on a POST names the write scope; reads still work', async () => {
    const emu = await emulator();
    const c = client(emu, { adminKey: emu.readOnlyKey });
    const err = await failure(c.triggerUpdate(emu.projectId));
    expect(err).toMatchObject({ status: 403, code: 'forbidden', attempts: 1 });
    expect(err.message).toContain('needs write');
    expect(err.message).toContain('allowlist');
    const page = await c.listFeedback(emu.projectId, { limit: 1 });
    expect(page.entries).toHaveLength(1);
  });

  it('403 when static export is not enabled mentions the Enterprise plan', async () => {
    const emu = await emulator({ exportEnabled: false });
    const c = client(emu);
    for (const call of [
      c.startExport({ domain: 'docs.example.com' }),
      c.getExport('se_0000000000000000'),
      c.generateBundle('se_0000000000000000'),
    ]) {
      const err = await failure(call);
      expect(err).toMatchObject({ status: 403, code: 'forbidden' });
      expect(err.message).toContain('Enterprise');
      expect(err.message).toContain('Static export');
    }
  });

  it('404 names the kind of id and where it comes from', async () => {
    const emu = await emulator();
    const c = client(emu);
    const project = await failure(c.triggerUpdate('proj_nope'));
    expect(project).toMatchObject({ status: 404, code: 'not_found' });
    expect(project.message).toContain('project id "proj_nope"');
    expect(project.message).toContain('Settings → API keys');

    const feedback = await failure(c.listFeedback('proj_nope', {}));
    expect(feedback.message).toContain('project id "proj_nope"');

    const status = await failure(c.getUpdateStatus('st_missing'));
    expect(status.message).toContain('status id "st_missing"');
    expect(status.message).toContain('trigger update');

    const job = await failure(c.getExport('se_missing'));
    expect(job.message).toContain('job id "se_missing"');
    expect(job.message).toContain('static export');

    const bundle = await failure(c.generateBundle('se_missing'));
    expect(bundle).toMatchObject({ status: 404, endpoint: 'generateBundle' });
    expect(bundle.message).toContain('job id "se_missing"');
    // A 404 is an answer, not a hiccup: none of them was retried.
    expect(emu.requests).toHaveLength(5);
  });

  it('409 when the bundle is asked for before the job completed', async () => {
    const emu = await emulator({ exportJob: { queuedMs: 0, runningMs: 60_000 } });
    const c = client(emu);
    const job = await c.startExport({ domain: 'docs.example.com' });
    const err = await failure(c.generateBundle(job.jobId));
    expect(err).toMatchObject({ status: 409, code: 'conflict', attempts: 1 });
    expect(err.message).toContain(`job id "${job.jobId}"`);
    expect(err.message).toContain('completed');
    expect(err.serverMessage).toContain('has not finished');
  });

  it('429 from the analytics limit explains the hourly organization budget', async () => {
    const emu = await emulator({ analyticsLimitPerHour: 1 });
    const c = client(emu);
    await c.listFeedback(emu.projectId, { limit: 1 });
    const err = await failure(c.listFeedback(emu.projectId, { limit: 1 }));
    expect(err).toMatchObject({ status: 429, code: 'rate_limited', attempts: 3 });
    expect(err.message).toContain('100 requests per organization per hour');
    expect(err.message).toContain('retried 2 times');
    expect(requestsTo(emu, 'listFeedback')).toHaveLength(4);
  });

  it('429 from the trigger limit explains the 10-per-10-seconds rule', async () => {
    const emu = await emulator({ triggerLimit: { count: 1, windowMs: 60_000 } });
    const c = client(emu, { retry: { maxAttempts: 2, baseDelayMs: 5, maxDelayMs: 10 } });
    await c.triggerUpdate(emu.projectId);
    const err = await failure(c.triggerUpdate(emu.projectId));
    expect(err).toMatchObject({ status: 429, code: 'rate_limited', attempts: 2 });
    expect(err.message).toContain('10 requests per 10 seconds');
  });

  it('5xx says the fault is on the platform side and how often it was tried', async () => {
    const emu = await emulator();
    emu.inject({ endpoint: 'getUpdateStatus', kind: 'status', status: 502, times: 10 });
    const err = await failure(client(emu).getUpdateStatus('st_any'));
    expect(err).toMatchObject({ status: 502, code: 'server_error', attempts: 3 });
    expect(err.message).toContain('failed on its side');
    expect(err.message).toContain('retried 2 times');
    expect(err.serverMessage).toBe('Injected fault: HTTP 502');
    expect(requestsTo(emu, 'getUpdateStatus')).toHaveLength(3);
  });
});

describe('response validation', () => {
  it('a 200 that is not JSON is an invalid response naming the endpoint', async () => {
    const emu = await emulator();
    emu.inject({ endpoint: 'getExport', kind: 'status', status: 200, body: '<html>portal</html>' });
    const err = await failure(client(emu).getExport('se_1'));
    expect(err).toMatchObject({ code: 'invalid_response', status: 200, endpoint: 'getExport' });
    expect(err.message).toContain('get static export job');
    expect(err.message).toContain('not JSON');
  });

  it('a 200 without a required field names the field', async () => {
    const emu = await emulator();
    emu.inject({ endpoint: 'triggerUpdate', kind: 'status', status: 202, body: { id: 'x' } });
    emu.inject({
      endpoint: 'listFeedback',
      kind: 'status',
      status: 200,
      body: { feedback: [], hasMore: false },
    });
    const c = client(emu);
    const trigger = await failure(c.triggerUpdate(emu.projectId));
    expect(trigger.message).toContain('"statusId" is missing');
    const feedback = await failure(c.listFeedback(emu.projectId));
    expect(feedback.message).toContain('"nextCursor" is missing');
  });

  it('an invalid bundle response still hands the link to onSecret and never quotes it', async () => {
    const emu = await emulator();
    const link = 'https://bucket.s3.amazonaws.com/se_1/bundle.tar.gz?X-Amz-Signature=deadbeef42';
    secrets.add(link);
    emu.inject({
      endpoint: 'generateBundle',
      kind: 'status',
      status: 200,
      body: { jobId: 'se_1', bundleUrl: link, expiresAt: 'soon' },
    });
    const seen: string[] = [];
    const err = await failure(
      client(emu, { onSecret: (s) => seen.push(s) }).generateBundle('se_1'),
    );
    expect(seen).toEqual([link]);
    expect(err.code).toBe('invalid_response');
    expect(err.message).toContain('"sizeBytes" is missing');
  });

  it('defensive feedback parsing keeps odd entries and counts the unusable ones', async () => {
    const emu = await emulator();
    emu.inject({
      endpoint: 'listFeedback',
      kind: 'status',
      status: 200,
      body: {
        feedback: [
          { id: 'a', source: 'brand_new_source', path: '/x', status: 'pending' },
          { id: 'b', source: 'contextual' },
          { source: 'agent', comment: 'no id' },
          'garbage',
        ],
        nextCursor: null,
        hasMore: false,
      },
    });
    const page = await client(emu).listFeedback(emu.projectId);
    expect(page.skipped).toBe(2);
    expect(page.entries).toEqual([
      {
        kind: 'base',
        id: 'a',
        source: 'brand_new_source',
        path: '/x',
        comment: null,
        createdAt: null,
        status: 'pending',
      },
      {
        kind: 'contextual',
        id: 'b',
        source: 'contextual',
        path: null,
        comment: null,
        createdAt: null,
        status: null,
        helpful: null,
        contact: null,
      },
    ]);
  });
});

describe('secrets', () => {
  it('server text echoing the key or a presigned link is scrubbed from messages', async () => {
    const emu = await emulator();
    emu.inject({
      endpoint: 'getExport',
      kind: 'status',
      status: 400,
      body: {
        error: `bad key ${emu.adminKey} see https://b.s3.amazonaws.com/x?X-Amz-Signature=abc123&X-Amz-Date=1`,
        details: [{ message: `Bearer ${emu.adminKey}` }, { message: 'X-Amz-Signature=zzz' }],
      },
    });
    const err = await failure(client(emu).getExport('se_1'));
    expect(err.serverMessage).toBe('bad key *** see https://b.s3.amazonaws.com/x?***');
    expect(err.details).toEqual(['Bearer ***', 'X-Amz-Signature=***']);
  });

  it('a long server message is shortened', async () => {
    const emu = await emulator();
    emu.inject({
      endpoint: 'getExport',
      kind: 'status',
      status: 400,
      body: { error: 'x'.repeat(5000) },
    });
    const err = await failure(client(emu).getExport('se_1'));
    expect(err.serverMessage?.length).toBeLessThanOrEqual(300);
    expect(err.message.length).toBeLessThan(1200);
  });

  it('no error of this file contains an admin key or a presigned signature', () => {
    expect(caught.length).toBeGreaterThan(20);
    for (const err of caught) {
      const e = err as Error & { lastError?: Error };
      const texts = [String(err), e.message, e.stack ?? '', JSON.stringify(err)];
      if (e.lastError) texts.push(String(e.lastError), JSON.stringify(e.lastError));
      for (const text of texts) {
        expect(text).not.toContain('X-Amz-Signature=d');
        expect(text).not.toMatch(/X-Amz-Signature=(?!\*\*\*)/);
        for (const secret of secrets) expect(text).not.toContain(secret);
      }
    }
  });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all(emulators.map((e) => e.close()));
});
