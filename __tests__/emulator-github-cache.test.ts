/**
 * The GitHub emulator's Actions cache (emulator/github/cache.ts) through the real `@actions/cache`
 * client (v2: the results service's CacheService and the blob store): a save, an exact restore, a
 * restore by key prefix that takes the newest entry, a miss, and a damaged archive that restores
 * nothing usable without failing the caller.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as cache from '@actions/cache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';

let github: GitHubEmulator;
const saved: Record<string, string | undefined> = {};
const root = mkdtempSync(path.join(tmpdir(), 'gh-cache-'));
const dir = path.join(root, 'results');

beforeAll(async () => {
  github = await startGitHubEmulator();
  for (const [name, value] of Object.entries({ ...github.env(), RUNNER_TEMP: root })) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
});

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await github.close();
  rmSync(root, { recursive: true, force: true });
});

/** Writes `text` as the cached folder's one file. */
function fill(text: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'results.json'), text);
}

describe('GitHub emulator: Actions cache (service v2)', () => {
  it('saves and restores by key and by prefix (newest first), and misses', async () => {
    expect(cache.isFeatureAvailable()).toBe(true);
    fill('one');
    expect(await cache.saveCache([dir], 'check-v1-aaa')).toBeGreaterThan(0);
    fill('two');
    expect(await cache.saveCache([dir], 'check-v1-bbb')).toBeGreaterThan(0);
    expect(github.state.caches.map((c) => [c.key, c.finalized])).toEqual([
      ['check-v1-aaa', true],
      ['check-v1-bbb', true],
    ]);

    fill('');
    expect(await cache.restoreCache([dir], 'check-v1-aaa')).toBe('check-v1-aaa');
    expect(readFileSync(path.join(dir, 'results.json'), 'utf8')).toBe('one');
    fill('');
    expect(await cache.restoreCache([dir], 'check-v1-ccc', ['check-v1-'])).toBe('check-v1-bbb');
    expect(readFileSync(path.join(dir, 'results.json'), 'utf8')).toBe('two');
    expect(await cache.restoreCache([dir], 'other-key', ['other-'])).toBeUndefined();
    // The same key twice: the second save is refused, the caller goes on.
    expect(await cache.saveCache([dir], 'check-v1-aaa')).toBe(-1);
  });

  it('a damaged archive restores nothing and does not throw', async () => {
    fill('three');
    await cache.saveCache([dir], 'check-v1-damaged');
    const entry = github.state.caches.find((c) => c.key === 'check-v1-damaged');
    expect(entry?.finalized).toBe(true);
    if (entry) entry.bytes = Buffer.from('not an archive');
    rmSync(dir, { recursive: true, force: true });
    // The client warns and reports a miss: the caller goes on without the folder.
    await expect(cache.restoreCache([dir], 'check-v1-damaged')).resolves.toBeUndefined();
    expect(() => readFileSync(path.join(dir, 'results.json'))).toThrow();
  });
});
