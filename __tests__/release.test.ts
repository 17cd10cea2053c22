/**
 * publish/release.ts against the GitHub emulator with immutable releases on, for the path the
 * end-to-end tests cannot reach: a release that GitHub reports without the `immutable` flag (API
 * versions before the field) and then refuses the upload with its 422.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getOctokit } from '@actions/github';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/index.js';
import { attachToRelease } from '../src/publish/release.js';

let github: GitHubEmulator;
let dir: string;

beforeAll(async () => {
  github = await startGitHubEmulator({ immutableReleases: true });
  dir = mkdtempSync(join(tmpdir(), 'release-test-'));
});
afterAll(async () => {
  await github.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('attachToRelease', () => {
  it('turns GitHub’s 422 on an immutable release into the message with both fixes', async () => {
    const octokit = getOctokit(github.token, { baseUrl: github.apiUrl });
    await octokit.rest.repos.createRelease({ owner: 'acme', repo: 'docs', tag_name: 'v5' });
    // An API version without the field: only the upload's answer tells.
    octokit.hook.after('request', (response) => {
      const data = response.data as { immutable?: boolean } | null;
      if (data && typeof data === 'object' && 'immutable' in data) delete data.immutable;
    });
    const bundlePath = join(dir, 'b.tar.gz');
    writeFileSync(bundlePath, 'bundle');
    const err = await attachToRelease({
      octokit,
      owner: 'acme',
      repo: 'docs',
      tag: 'v5',
      sha: 'abc',
      bundlePath,
      sizeBytes: 6,
      assetName: 'b.tar.gz',
      sha256: '0'.repeat(64),
      signal: new AbortController().signal,
    }).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(
      /published and immutable \(the repository has immutable releases on\)/,
    );
    expect((err as Error).message).toMatch(/let the action create the release from a tag push/);
    expect((err as Error).message).toMatch(/run it on a draft release/);
    expect(github.state.releases.find((r) => r.tag_name === 'v5')?.assets).toEqual([]);
  });
});
