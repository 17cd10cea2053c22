/**
 * Retry behaviour of the platform client against the platform emulator: which failures are
 * retried for which endpoint (proven by the emulator's request log), Retry-After, backoff with
 * jitter, the per-request timeout, the deadline, cancellation and the analytics budget.
 */
import { createServer } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startPlatformEmulator } from '../emulator/platform/server.js';
import type { PlatformEmulator, PlatformEmulatorOptions } from '../emulator/platform/server.js';
import {
  BudgetExhaustedError,
  PlatformClient,
  PlatformError,
  PlatformTimeoutError,
  RequestBudget,
} from '../src/platform/index.js';
import type { PlatformClientOptions, RetryInfo } from '../src/platform/index.js';

const USER_AGENT = 'mintlify-docs-action/0.0.0-test';

/** Every error any test caught, checked for leaked secrets by the last test. */
const caught: unknown[] = [];
/** Every key the emulators handed out. */
const secrets = new Set<string>();

let emulators: PlatformEmulator[] = [];
let clients: PlatformClient[] = [];

async function emulator(options: PlatformEmulatorOptions = {}): Promise<PlatformEmulator> {
  const emu = await startPlatformEmulator({ seed: 11, ...options });
  emulators.push(emu);
  for (const key of [emu.adminKey, emu.readOnlyKey, emu.expiredKey]) secrets.add(key);
  return emu;
}

/** A client with tiny backoff; `retries` collects every onRetry notice. */
function client(
  emu: PlatformEmulator | { url: string; adminKey: string },
  options: Partial<PlatformClientOptions> = {},
): { c: PlatformClient; retries: RetryInfo[] } {
  const retries: RetryInfo[] = [];
  const c = new PlatformClient({
    baseUrl: emu.url,
    adminKey: emu.adminKey,
    userAgent: USER_AGENT,
    requestTimeoutMs: 5_000,
    retry: { maxAttempts: 4, baseDelayMs: 5, maxDelayMs: 20 },
    onRetry: (info) => retries.push(info),
    ...options,
  });
  clients.push(c);
  return { c, retries };
}

/** Awaits a promise that must reject, records the error and returns it. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => err,
  );
  caught.push(error);
  return error;
}

function requestsTo(emu: PlatformEmulator, endpoint: string) {
  return emu.requests.filter((r) => r.endpoint === endpoint);
}

/** A loopback port nothing listens on (a server is opened there, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all(emulators.map((e) => e.close()));
  clients = [];
  emulators = [];
});

describe('retries of requests that are safe to repeat', () => {
  it('retries 503 until it succeeds and reports each retry', async () => {
    const emu = await emulator();
    const { c, retries } = client(emu);
    const statusId = emu.createUpdate();
    emu.inject({ endpoint: 'getUpdateStatus', kind: 'status', status: 503, times: 3 });
    const status = await c.getUpdateStatus(statusId);
    expect(status._id).toBe(statusId);
    expect(requestsTo(emu, 'getUpdateStatus').map((r) => r.status)).toEqual([503, 503, 503, 200]);
    expect(retries.map((r) => [r.endpoint, r.attempt, r.reason])).toEqual([
      ['getUpdateStatus', 1, 'HTTP 503'],
      ['getUpdateStatus', 2, 'HTTP 503'],
      ['getUpdateStatus', 3, 'HTTP 503'],
    ]);
  });

  it('retries 500 and 504 on a GET', async () => {
    const emu = await emulator();
    const { c } = client(emu);
    const statusId = emu.createUpdate();
    emu.inject({ endpoint: 'getUpdateStatus', kind: 'status', status: 500 });
    emu.inject({ endpoint: 'getUpdateStatus', kind: 'status', status: 504 });
    await c.getUpdateStatus(statusId);
    expect(requestsTo(emu, 'getUpdateStatus')).toHaveLength(3);
  });

  it('retries a socket reset', async () => {
    const emu = await emulator();
    const { c, retries } = client(emu);
    const statusId = emu.createUpdate();
    emu.inject({ endpoint: 'getUpdateStatus', kind: 'reset', times: 2 });
    const status = await c.getUpdateStatus(statusId);
    expect(status._id).toBe(statusId);
    expect(requestsTo(emu, 'getUpdateStatus').map((r) => r.status)).toEqual([0, 0, 200]);
    expect(retries).toHaveLength(2);
    for (const r of retries) expect(r.reason).toMatch(/UND_ERR_SOCKET|ECONNRESET/);
  });

  it('retries generate bundle after a reset: it only makes a fresh link', async () => {
    const emu = await emulator({ exportJob: { queuedMs: 0, runningMs: 0 } });
    const { c } = client(emu);
    const job = await c.startExport({ domain: 'docs.example.com' });
    emu.inject({ endpoint: 'generateBundle', kind: 'reset' });
    const bundle = await c.generateBundle(job.jobId);
    expect(bundle.jobId).toBe(job.jobId);
    expect(requestsTo(emu, 'generateBundle').map((r) => r.status)).toEqual([0, 200]);
  });

  it('gives up after maxAttempts with the last error', async () => {
    const emu = await emulator();
    const { c, retries } = client(emu, { retry: { maxAttempts: 2, baseDelayMs: 5 } });
    emu.inject({ endpoint: 'getExport', kind: 'reset', times: 5 });
    const err = await failure(c.getExport('se_1'));
    expect(err).toBeInstanceOf(PlatformError);
    expect(err).toMatchObject({ status: 0, code: 'network', attempts: 2 });
    expect((err as Error).message).toContain('retried once');
    expect(retries).toHaveLength(1);
    expect(requestsTo(emu, 'getExport')).toHaveLength(2);
  });
});

describe('Retry-After and backoff', () => {
  it('waits the seconds a 429 Retry-After asks for', async () => {
    const emu = await emulator();
    const { c, retries } = client(emu);
    emu.inject({ endpoint: 'listFeedback', kind: 'status', status: 429, retryAfter: '1' });
    const page = await c.listFeedback(emu.projectId, { limit: 1 });
    expect(page.entries).toHaveLength(1);
    expect(retries.map((r) => r.delayMs)).toEqual([1000]);
    const [first, second] = requestsTo(emu, 'listFeedback');
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('waits until the HTTP date a 429 Retry-After names', async () => {
    const emu = await emulator();
    const { c, retries } = client(emu);
    const retryAt = new Date(Date.now() + 2_000).toUTCString();
    emu.inject({ endpoint: 'getExport', kind: 'status', status: 429, retryAfter: retryAt });
    emu.inject({ endpoint: 'getExport', kind: 'status', status: 404 });
    const err = await failure(c.getExport('se_1'));
    expect(err).toMatchObject({ status: 404 });
    expect(retries).toHaveLength(1);
    // HTTP dates have whole seconds, so the wait is up to two seconds; longer than any backoff.
    expect(retries[0]?.delayMs).toBeGreaterThan(20);
    expect(retries[0]?.delayMs).toBeLessThanOrEqual(2_000);
  });

  it('without Retry-After, backs off exponentially with full jitter', async () => {
    const emu = await emulator();
    const { c, retries } = client(emu, {
      retry: { maxAttempts: 5, baseDelayMs: 8, maxDelayMs: 20 },
      random: () => 0.5,
    });
    emu.inject({ endpoint: 'listFeedback', kind: 'status', status: 429, times: 4 });
    await c.listFeedback(emu.projectId, { limit: 1 });
    // Half of min(20, 8 · 2^(n-1)) after the n-th failure.
    expect(retries.map((r) => r.delayMs)).toEqual([4, 8, 10, 10]);
    expect(retries.map((r) => r.reason)).toEqual(['HTTP 429', 'HTTP 429', 'HTTP 429', 'HTTP 429']);
  });

  it('does not sit out a Retry-After of many minutes when there is no deadline', async () => {
    const emu = await emulator();
    const { c, retries } = client(emu);
    emu.inject({ endpoint: 'listFeedback', kind: 'status', status: 429, retryAfter: '3600' });
    const err = await failure(c.listFeedback(emu.projectId));
    expect(err).toMatchObject({ status: 429, code: 'rate_limited', retryAfterMs: 3_600_000 });
    expect((err as Error).message).toContain('asked to wait 1 h');
    expect(retries).toHaveLength(0);
  });
});

describe('POSTs that create something', () => {
  it('trigger update is not retried after a reset (exactly one request)', async () => {
    const emu = await emulator();
    const { c, retries } = client(emu);
    emu.inject({ endpoint: 'triggerUpdate', kind: 'reset' });
    const err = await failure(c.triggerUpdate(emu.projectId));
    expect(err).toMatchObject({ status: 0, code: 'network', attempts: 1 });
    expect((err as Error).message).toContain('not retried');
    expect((err as Error).message).toContain('second docs update');
    expect(requestsTo(emu, 'triggerUpdate')).toHaveLength(1);
    expect(retries).toHaveLength(0);
  });

  it('trigger update is retried on 503 and 429: the platform did nothing', async () => {
    const emu = await emulator({ update: { queuedMs: 0, runningMs: 0 } });
    const { c } = client(emu);
    emu.inject({ endpoint: 'triggerUpdate', kind: 'status', status: 503 });
    emu.inject({ endpoint: 'triggerUpdate', kind: 'status', status: 429 });
    const { statusId } = await c.triggerUpdate(emu.projectId);
    expect(requestsTo(emu, 'triggerUpdate').map((r) => r.status)).toEqual([503, 429, 202]);
    expect((await c.getUpdateStatus(statusId)).status).toBe('success');
  });

  it('trigger update is not retried on 500, which may come after the work was done', async () => {
    const emu = await emulator();
    const { c } = client(emu);
    emu.inject({ endpoint: 'triggerUpdate', kind: 'status', status: 500 });
    const err = await failure(c.triggerUpdate(emu.projectId));
    expect(err).toMatchObject({ status: 500, code: 'server_error', attempts: 1 });
    expect((err as Error).message).toContain('not retried');
    expect(requestsTo(emu, 'triggerUpdate')).toHaveLength(1);
  });

  it('start export is retried on 503 but not after a reset', async () => {
    const emu = await emulator();
    const { c } = client(emu);
    emu.inject({ endpoint: 'startExport', kind: 'status', status: 503, times: 2 });
    const job = await c.startExport({ domain: 'docs.example.com' });
    expect(job.jobId).toMatch(/^se_/);
    expect(requestsTo(emu, 'startExport')).toHaveLength(3);

    emu.inject({ endpoint: 'startExport', kind: 'reset' });
    const err = await failure(c.startExport({ domain: 'docs.example.com' }));
    expect((err as Error).message).toContain('second export job');
    expect(requestsTo(emu, 'startExport')).toHaveLength(4);
  });

  it('trigger automation: 502 and a reset are not retried, 429 and 503 are', async () => {
    const emu = await emulator();
    const { c, retries } = client(emu);
    for (const fault of [{ kind: 'status', status: 502 }, { kind: 'reset' }] as const) {
      emu.inject({ endpoint: 'triggerAutomation', ...fault });
      const err = await failure(c.triggerAutomation(emu.projectId, emu.automationId));
      expect(err).toMatchObject({ attempts: 1, maybeProcessed: true });
      expect((err as Error).message).toContain('a second automation run');
      expect((err as Error).message).toContain('https://app.mintlify.com/products/automations');
    }
    expect(requestsTo(emu, 'triggerAutomation')).toHaveLength(2);
    expect(emu.automationRuns()).toHaveLength(0);
    expect(retries).toHaveLength(0);

    emu.inject({ endpoint: 'triggerAutomation', kind: 'status', status: 429 });
    emu.inject({ endpoint: 'triggerAutomation', kind: 'status', status: 503 });
    const run = await c.triggerAutomation(emu.projectId, emu.automationId);
    expect(requestsTo(emu, 'triggerAutomation').map((r) => r.status)).toEqual([
      502, 0, 429, 503, 202,
    ]);
    expect(emu.automationRuns()).toEqual([expect.objectContaining(run)]);

    emu.inject({ endpoint: 'triggerAutomation', kind: 'status', status: 503, times: 10 });
    const busy = await failure(c.triggerAutomation(emu.projectId, emu.automationId));
    expect(busy).toMatchObject({ status: 503, attempts: 4, maybeProcessed: false });
  });

  it('a POST is retried when the connection was refused: it never left the runner', async () => {
    const port = await closedPort();
    const adminKey = 'mint_unused_key_0000';
    secrets.add(adminKey);
    const { c, retries } = client({ url: `http://127.0.0.1:${port}`, adminKey });
    const err = await failure(c.triggerUpdate('proj_demo'));
    expect(err).toMatchObject({ status: 0, code: 'network', attempts: 4 });
    expect((err as Error).message).toContain('ECONNREFUSED');
    expect(retries).toHaveLength(3);
    for (const r of retries) expect(r.reason).toContain('ECONNREFUSED');
  });
});

describe('time limits', () => {
  it('a slow response hits the per-request timeout and a GET is tried again', async () => {
    const emu = await emulator();
    const { c, retries } = client(emu, { requestTimeoutMs: 250 });
    const statusId = emu.createUpdate();
    emu.inject({ endpoint: 'getUpdateStatus', kind: 'delay', ms: 3_000 });
    const status = await c.getUpdateStatus(statusId);
    expect(status._id).toBe(statusId);
    expect(retries).toHaveLength(1);
    expect(retries[0]?.reason).toContain('no complete response within 250 ms');
    expect(requestsTo(emu, 'getUpdateStatus')).toHaveLength(2);
  });

  it('a timed-out trigger is not retried: it may have reached the platform', async () => {
    const emu = await emulator();
    const { c } = client(emu, { requestTimeoutMs: 250 });
    emu.inject({ endpoint: 'triggerUpdate', kind: 'delay', ms: 3_000 });
    const err = await failure(c.triggerUpdate(emu.projectId));
    expect(err).toMatchObject({ status: 0, code: 'network', attempts: 1 });
    expect((err as Error).message).toContain('no complete response within 250 ms');
    expect(requestsTo(emu, 'triggerUpdate')).toHaveLength(1);
  });

  it('a Retry-After that would pass the deadline fails at once with PlatformTimeoutError', async () => {
    const emu = await emulator();
    const deadline = Date.now() + 10_000;
    const { c, retries } = client(emu, { deadline });
    emu.inject({ endpoint: 'getExport', kind: 'status', status: 429, retryAfter: '30' });
    const err = await failure(c.getExport('se_1'));
    // Thrown instead of waiting: well before the deadline itself.
    expect(Date.now()).toBeLessThan(deadline);
    expect(err).toBeInstanceOf(PlatformTimeoutError);
    const timeout = err as PlatformTimeoutError;
    expect(timeout.code).toBe('timeout');
    expect(timeout.deadline).toBe(deadline);
    expect(timeout.message).toContain('Retry-After');
    expect(timeout.lastError).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(timeout.message).toContain(timeout.lastError?.message ?? '?');
    expect(requestsTo(emu, 'getExport')).toHaveLength(1);
    expect(retries).toHaveLength(0);
  });

  it('the deadline cuts a request in flight', async () => {
    const emu = await emulator();
    const deadline = Date.now() + 300;
    const { c } = client(emu, { deadline, requestTimeoutMs: 30_000 });
    emu.inject({ endpoint: 'getExport', kind: 'delay', ms: 5_000 });
    const err = await failure(c.getExport('se_1'));
    expect(err).toBeInstanceOf(PlatformTimeoutError);
    expect((err as Error).message).toContain('no response within');
    expect(requestsTo(emu, 'getExport')).toHaveLength(1);
  });

  it('a deadline already past sends nothing', async () => {
    const emu = await emulator();
    const { c } = client(emu, { deadline: Date.now() - 1 });
    const err = await failure(c.getExport('se_1'));
    expect(err).toBeInstanceOf(PlatformTimeoutError);
    expect((err as Error).message).toContain('already passed');
    expect(emu.requests).toHaveLength(0);
  });
});

describe('cancellation', () => {
  it('aborting during a retry wait rejects at once with the signal reason', async () => {
    const emu = await emulator();
    const controller = new AbortController();
    const reason = new Error('cancelled by the test');
    const { c } = client(emu, {
      signal: controller.signal,
      // Abort shortly after the client starts its 30 s wait.
      onRetry: () => setTimeout(() => controller.abort(reason), 20),
    });
    emu.inject({ endpoint: 'getExport', kind: 'status', status: 503, retryAfter: '30' });
    const started = Date.now();
    const err = await failure(c.getExport('se_1'));
    expect(err).toBe(reason);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(requestsTo(emu, 'getExport')).toHaveLength(1);
  });

  it('aborting a request in flight rejects with an AbortError', async () => {
    const emu = await emulator();
    const controller = new AbortController();
    const { c } = client(emu, { signal: controller.signal });
    emu.inject({ endpoint: 'getExport', kind: 'delay', ms: 5_000 });
    setTimeout(() => controller.abort(), 100);
    const err = await failure(c.getExport('se_1'));
    expect(err).toBeInstanceOf(DOMException);
    expect((err as DOMException).name).toBe('AbortError');
    expect(requestsTo(emu, 'getExport')).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const emu = await emulator();
    const reason = new Error('stop');
    const { c } = client(emu, { signal: AbortSignal.abort(reason) });
    expect(await failure(c.triggerUpdate(emu.projectId))).toBe(reason);
    expect(emu.requests).toHaveLength(0);
  });
});

describe('analytics budget', () => {
  it('counts each feedback request and refuses to send past the limit', async () => {
    const emu = await emulator();
    const budget = new RequestBudget(3);
    const { c } = client(emu, { budget });
    expect(budget.remaining).toBe(3);
    for (let i = 0; i < 3; i++) await c.listFeedback(emu.projectId, { limit: 1 });
    expect(budget.used).toBe(3);
    expect(budget.remaining).toBe(0);
    const err = await failure(c.listFeedback(emu.projectId, { limit: 1 }));
    expect(err).toBeInstanceOf(BudgetExhaustedError);
    expect((err as BudgetExhaustedError).limit).toBe(3);
    expect(requestsTo(emu, 'listFeedback')).toHaveLength(3);
    // Other endpoints do not touch it.
    await c.triggerUpdate(emu.projectId);
    expect(budget.used).toBe(3);
  });

  it('counts retries too, and stops a retry when the budget runs out', async () => {
    const emu = await emulator();
    const budget = new RequestBudget(3);
    const { c } = client(emu, { budget });
    emu.inject({ endpoint: 'listFeedback', kind: 'status', status: 503 });
    await c.listFeedback(emu.projectId, { limit: 1 });
    expect(budget.used).toBe(2);

    emu.inject({ endpoint: 'listFeedback', kind: 'status', status: 503, times: 5 });
    const err = await failure(c.listFeedback(emu.projectId, { limit: 1 }));
    expect(err).toBeInstanceOf(BudgetExhaustedError);
    expect((err as BudgetExhaustedError).lastError).toMatchObject({ status: 503 });
    expect(requestsTo(emu, 'listFeedback')).toHaveLength(3);
  });
});

describe('secrets', () => {
  it('no error of this file contains an admin key or a presigned signature', () => {
    expect(caught.length).toBeGreaterThan(15);
    for (const err of caught) {
      const e = err as Error & { lastError?: Error };
      const texts = [String(err), e.message, e.stack ?? '', JSON.stringify(err)];
      if (e.lastError) texts.push(String(e.lastError), JSON.stringify(e.lastError));
      for (const text of texts) {
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
