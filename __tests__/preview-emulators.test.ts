/**
 * The emulators' preview surfaces, over real HTTP: the platform's preview endpoint (validation,
 * plan 403, rate limit, lifecycle) through the real client, and the GitHub emulator's Deployments.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { PlatformClient, PlatformError, type RetryInfo } from '../src/platform/index.js';

let platform: PlatformEmulator;

beforeAll(async () => {
  platform = await startPlatformEmulator({
    previewLimit: { count: 3, windowMs: 60_000 },
    preview: { queuedMs: 0, runningMs: 100 },
  });
});

afterAll(async () => {
  await platform.close();
});

function client(plat = platform, retries: RetryInfo[] = []): PlatformClient {
  return new PlatformClient({
    baseUrl: plat.url,
    adminKey: plat.adminKey,
    userAgent: 'test',
    retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 20 },
    onRetry: (info) => retries.push(info),
  });
}

async function post(path: string, body: string): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${platform.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${platform.adminKey}`, 'content-type': 'application/json' },
    body,
  });
  return { status: res.status, json: await res.json() };
}

describe('platform emulator: previews', () => {
  it('queues a preview of the branch in the body and tracks it like an update', async () => {
    const c = client();
    // Only the clock is faked: the emulator's lifecycle reads Date.now, the sockets stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const started = await c.startPreview(platform.projectId, 'docs/ü #1');
      expect(started.previewUrl).toMatch(/^https:\/\/proj-demo-docs-1\.preview\.mintlify\.app$/);
      expect(platform.previews().at(-1)).toMatchObject({
        statusId: started.statusId,
        branch: 'docs/ü #1',
      });
      expect(await c.getUpdateStatus(started.statusId)).toMatchObject({ status: 'in_progress' });
      vi.advanceTimersByTime(150);
      const status = await c.getUpdateStatus(started.statusId);
      expect(status).toMatchObject({ status: 'success', commit: { ref: 'docs/ü #1' } });
    } finally {
      vi.useRealTimers();
      await c.close();
    }
  });

  it('answers 400 without a branch and 404 for another project', async () => {
    expect(await post(`/v1/project/preview/${platform.projectId}`, '{}')).toEqual({
      status: 400,
      json: { error: 'Invalid request. The `branch` field is required.' },
    });
    expect((await post('/v1/project/preview/other', '{"branch":"x"}')).status).toBe(404);
  });

  it('limits previews per organization and window (429)', async () => {
    const plat = await startPlatformEmulator({ previewLimit: { count: 2, windowMs: 60_000 } });
    const retries: RetryInfo[] = [];
    const c = client(plat, retries);
    try {
      await c.startPreview(plat.projectId, 'a');
      await c.startPreview(plat.projectId, 'b');
      const err = await c.startPreview(plat.projectId, 'c').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PlatformError);
      expect((err as PlatformError).status).toBe(429);
      // 429 proves nothing was created, so the client retried it (and was refused again).
      expect(retries).toHaveLength(2);
      expect((err as PlatformError).message).toContain('5 previews per minute per organization');
    } finally {
      await c.close();
      await plat.close();
    }
  });

  it('answers 403 on a plan without previews; the message names the plan', async () => {
    const plat = await startPlatformEmulator({ previewsEnabled: false });
    const c = client(plat);
    try {
      const err = (await c.startPreview(plat.projectId, 'a').catch((e: unknown) => e)) as Error;
      expect(err).toBeInstanceOf(PlatformError);
      expect(err.message).toContain('Previews need a plan that has them');
      expect(plat.requests.filter((r) => r.endpoint === 'startPreview')).toHaveLength(1);
    } finally {
      await c.close();
      await plat.close();
    }
  });

  it('does not retry a 500 on the preview POST (it may have created one)', async () => {
    platform.inject({ endpoint: 'startPreview', kind: 'status', status: 500 });
    const c = client();
    const before = platform.requests.length;
    try {
      const err = (await c.startPreview(platform.projectId, 'z').catch((e: unknown) => e)) as Error;
      expect(err.message).toContain('a second preview deployment');
      expect(platform.requests.slice(before)).toHaveLength(1);
    } finally {
      await c.close();
    }
  });
});

/** A deployment, a status, or a list of either: the fields these tests read. */
type Reply = { id: number; state: string } & { id: number; state: string }[];

describe('GitHub emulator: deployments', () => {
  let gh: GitHubEmulator;
  beforeAll(async () => {
    gh = await startGitHubEmulator();
  });
  afterAll(async () => {
    await gh.close();
  });

  const call = async (method: string, path: string, body?: unknown, emu = gh) => {
    const res = await fetch(`${emu.apiUrl}${path}`, {
      method,
      headers: { authorization: `token ${emu.token}`, 'content-type': 'application/json' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, headers: res.headers, json: (await res.json()) as Reply };
  };

  it('creates deployments and statuses, lists them, and inactivates older non-transient ones on success', async () => {
    const sha = 'a'.repeat(40);
    const first = await call('POST', '/repos/acme/docs/deployments', {
      ref: sha,
      environment: 'docs-preview',
      transient_environment: true,
      auto_merge: false,
      required_contexts: [],
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      sha,
      environment: 'docs-preview',
      transient_environment: true,
    });
    const ok = await call('POST', `/repos/acme/docs/deployments/${first.json.id}/statuses`, {
      state: 'success',
      environment_url: 'https://p.example',
      log_url: 'https://github.com/acme/docs/actions/runs/1',
    });
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ state: 'success', environment_url: 'https://p.example' });

    const second = await call('POST', '/repos/acme/docs/deployments', {
      ref: sha,
      environment: 'docs-preview',
    });
    await call('POST', `/repos/acme/docs/deployments/${second.json.id}/statuses`, {
      state: 'success',
    });
    // GitHub's auto_inactive skips transient deployments (previews).
    const statuses = await call('GET', `/repos/acme/docs/deployments/${first.json.id}/statuses`);
    expect(statuses.json.map((s) => s.state)).toEqual(['success']);
    const stable = await call('POST', '/repos/acme/docs/deployments', {
      ref: sha,
      environment: 'staging',
    });
    await call('POST', `/repos/acme/docs/deployments/${stable.json.id}/statuses`, {
      state: 'success',
    });
    const newer = await call('POST', '/repos/acme/docs/deployments', {
      ref: sha,
      environment: 'staging',
    });
    await call('POST', `/repos/acme/docs/deployments/${newer.json.id}/statuses`, {
      state: 'success',
    });
    const older = await call('GET', `/repos/acme/docs/deployments/${stable.json.id}/statuses`);
    expect(older.json.map((s) => s.state)).toEqual(['inactive', 'success']);
    const list = await call('GET', '/repos/acme/docs/deployments?environment=docs-preview');
    expect(list.json.map((d) => d.id)).toEqual([second.json.id, first.json.id]);
    expect(
      (await call('POST', `/repos/acme/docs/deployments/${first.json.id}/statuses`, { state: 'x' }))
        .status,
    ).toBe(422);
  });

  it('answers 403 naming deployments=write when the token may not write them', async () => {
    const denied = await startGitHubEmulator({ deploymentsWritable: false });
    try {
      const res = await call('POST', '/repos/acme/docs/deployments', { ref: 'main' }, denied);
      expect(res.status).toBe(403);
      expect(res.headers.get('x-accepted-github-permissions')).toBe('deployments=write');
      expect(denied.state.repoDeployments).toHaveLength(0);
    } finally {
      await denied.close();
    }
  });
});
