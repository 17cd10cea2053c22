/**
 * The registry (src/modes/index.ts) loads each mode's runner on demand, and only `mode: export`
 * loads the export's heavy modules: the bundle download, the tar walk, the link check and
 * its HTML scanner (with `entities`). The entry (main.ts, the failure summary) and every other mode must not, so that
 * their cold start carries none of it. Each of those modules records its first load here (it is
 * still the real module); a failed `mode: status` run in process and the other runners load
 * none, and loading the export's runner loads them all. The run's API is a bare loopback server
 * that refuses every key: the platform emulator would load tar itself (it builds bundles).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MODES } from '../src/constants.js';
import { runInProcess } from './helpers/in-process.js';

const loaded = vi.hoisted(() => new Set<string>());

vi.mock('../src/publish/download.js', async (original) => {
  loaded.add('publish/download');
  return original();
});
vi.mock('../src/publish/bundle-walk.js', async (original) => {
  loaded.add('publish/bundle-walk');
  return original();
});
vi.mock('../src/publish/link-check.js', async (original) => {
  loaded.add('publish/link-check');
  return original();
});
vi.mock('tar', async (original) => {
  loaded.add('tar');
  return original();
});
vi.mock('entities', async (original) => {
  loaded.add('entities');
  return original();
});

const HEAVY = ['publish/download', 'publish/bundle-walk', 'publish/link-check', 'tar', 'entities'];

let api: Server;
let apiUrl: string;
beforeAll(async () => {
  api = createServer((_req, res) => {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end('{"error":"Invalid API key."}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
});

describe('what each mode loads', () => {
  it('a failed `mode: status` run loads none of the export', async () => {
    const run = await runInProcess({
      inputs: {
        mode: 'status',
        'admin-key': 'mint_dsc_refused0000000000000000',
        'api-url': apiUrl,
        'status-id': 'st_35',
      },
    });
    // The runner ran, sent its request and failed on the refused key.
    expect(run.exitCode).toBe(1);
    expect(run.summary).toContain('failed with HTTP 401');
    expect([...loaded]).toEqual([]);
  });

  it('the registry loads no export module for any other mode', async () => {
    const { loadRunner } = await import('../src/modes/index.js');
    for (const mode of MODES.filter((m) => m !== 'export')) {
      await loadRunner(mode);
      expect([...loaded], mode).toEqual([]);
    }
  });

  it("the export's runner loads them all", async () => {
    const { loadRunner } = await import('../src/modes/index.js');
    await loadRunner('export');
    expect([...loaded].sort()).toEqual([...HEAVY].sort());
  });
});
