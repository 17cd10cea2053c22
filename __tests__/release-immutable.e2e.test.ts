/**
 * `target: release` on a repository with immutable releases switched on, end to end: the built
 * action against the platform emulator and a GitHub emulator that locks published releases the
 * way GitHub does (422 "Cannot upload assets to an immutable release.").
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startGitHubEmulator,
  startPlatformEmulator,
  type GitHubEmulator,
  type PlatformEmulator,
} from '../emulator/index.js';
import { runAction, type ActionRun } from './helpers/run-action.js';

let platform: PlatformEmulator;
let github: GitHubEmulator;

beforeAll(async () => {
  [platform, github] = await Promise.all([
    startPlatformEmulator({ seed: 41, exportJob: { queuedMs: 0, runningMs: 200 } }),
    startGitHubEmulator({ immutableReleases: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([platform.close(), github.close()]);
});

function run(tag: string, extra: Record<string, string> = {}): Promise<ActionRun> {
  return runAction({
    inputs: {
      'admin-key': platform.adminKey,
      'api-url': platform.url,
      mode: 'export',
      domain: 'docs.example.com',
      'github-token': github.token,
      target: 'release',
      ...extra,
    },
    killAfterMs: 30_000,
    env: { ...github.env(), GITHUB_REF: `refs/tags/${tag}` },
  });
}

/** Makes a release through the emulator's REST API, as a person or another step would. */
async function makeRelease(tag: string, draft: boolean): Promise<void> {
  const response = await fetch(`${github.apiUrl}/repos/${github.owner}/${github.repo}/releases`, {
    method: 'POST',
    headers: { authorization: `Bearer ${github.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tag_name: tag, name: tag, draft }),
  });
  expect(response.status).toBe(201);
}

function errorOf(r: ActionRun): string {
  return r.annotations.find((a) => a.command === 'error')?.message ?? '';
}

function releaseOf(tag: string) {
  return github.state.releases.filter((r) => r.tag_name === tag);
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

describe('target: release with immutable releases on', () => {
  it('creates a draft, uploads, then publishes; a re-run with the same bundle is done', async () => {
    const tag = 'v3.0.0';
    const before = github.requests.length;
    const r = await run(tag);
    expect(r.code, r.stdout).toBe(0);
    const [release] = releaseOf(tag);
    expect(release?.draft).toBe(false);
    expect(release?.immutable).toBe(true);
    expect(release?.assets.map((a) => a.name)).toEqual(['docs.example.com.tar.gz']);
    const bundle = readFileSync(await platform.bundleFile(r.outputs['job-id'] ?? ''));
    expect(github.state.assets.get(release?.assets[0]?.id ?? -1)?.equals(bundle)).toBe(true);
    expect(r.outputs['release-asset-url']).toBe(release?.assets[0]?.browser_download_url);
    // The order that works with immutable releases: draft, asset, then publish.
    const writes = github.requests
      .slice(before)
      .filter((q) => q.method !== 'GET')
      .map((q) => `${q.method} ${q.path.replace(/\?.*$/, '').replace(/\d+/g, 'N')}`);
    expect(writes).toEqual([
      'POST /repos/acme/docs/releases',
      'POST /uploads/repos/acme/docs/releases/N/assets',
      'PATCH /repos/acme/docs/releases/N',
    ]);
    const created = github.requests.slice(before).find((q) => q.method === 'POST');
    expect((created?.body as { draft?: boolean }).draft).toBe(true);

    // A re-run: the release is locked now. The same bundle (same SHA-256 digest) is already
    // there, so the step succeeds without touching it; GitHub would refuse a replacement.
    const again = await run(tag);
    expect(again.code, again.stdout).toBe(0);
    expect(again.outputs['bundle-sha256']).toBe(sha256(bundle));
    expect(releaseOf(tag)[0]?.assets.map((a) => a.id)).toEqual(release?.assets.map((a) => a.id));
    expect(again.stdout).toMatch(/already holds docs\.example\.com\.tar\.gz/);
  });

  it('fails on a published immutable release, naming immutable releases and both fixes', async () => {
    const tag = 'v3.1.0';
    await makeRelease(tag, false);
    const before = github.requests.length;
    const r = await run(tag);
    expect(r.code).toBe(1);
    expect(r.outputs.outcome).toBe('failure');
    const error = errorOf(r);
    expect(error).toMatch(/immutable releases/);
    expect(error).toMatch(/let the action create the release from a tag push/);
    expect(error).toMatch(/run it on a draft release/);
    expect(releaseOf(tag)[0]?.assets).toEqual([]);
    // Refused before any upload was tried: the release said it is immutable.
    expect(github.requests.slice(before).some((q) => q.path.startsWith('/uploads/'))).toBe(false);
  });

  it('fills a draft it finds and leaves it a draft; a re-run replaces the asset there', async () => {
    const tag = 'v3.3.0';
    await makeRelease(tag, true);
    const r = await run(tag);
    expect(r.code, r.stdout).toBe(0);
    const [draft] = releaseOf(tag);
    expect(draft?.draft).toBe(true);
    expect(draft?.assets).toHaveLength(1);
    const firstId = draft?.assets[0]?.id;
    expect(r.stdout).toMatch(/a draft: publish it when ready/);

    const again = await run(tag);
    expect(again.code, again.stdout).toBe(0);
    const [after] = releaseOf(tag);
    expect(after?.assets).toHaveLength(1);
    expect(after?.assets[0]?.id).not.toBe(firstId);
  });
});
