/**
 * The GitHub-side emulator against the real clients the action uses: @actions/artifact's
 * DefaultArtifactClient, Octokit from @actions/github, and @actions/core's getIDToken.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DefaultArtifactClient } from '@actions/artifact';
import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { startGitHubEmulator } from '../emulator/github/server.js';
import type { GitHubEmulator, GitHubEmulatorOptions } from '../emulator/github/server.js';

type Octokit = ReturnType<typeof getOctokit>;

/** Env vars the runner-side clients read; saved and restored around each test. */
const RUNNER_ENV = [
  'GITHUB_API_URL',
  'GITHUB_REPOSITORY',
  'GITHUB_SERVER_URL',
  'GITHUB_WORKSPACE',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_ID_TOKEN_REQUEST_URL',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
];

let emulators: GitHubEmulator[] = [];
let savedEnv: Record<string, string | undefined> = {};
let workDir = '';

beforeEach(() => {
  savedEnv = Object.fromEntries(RUNNER_ENV.map((key) => [key, process.env[key]]));
  workDir = mkdtempSync(join(tmpdir(), 'gh-emulator-'));
});

afterEach(async () => {
  vi.restoreAllMocks();
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await Promise.all(emulators.map((e) => e.close()));
  emulators = [];
  rmSync(workDir, { recursive: true, force: true });
});

/** Start an emulator that is closed after the test. */
async function start(options?: GitHubEmulatorOptions): Promise<GitHubEmulator> {
  const emulator = await startGitHubEmulator(options);
  emulators.push(emulator);
  return emulator;
}

/** Point the runner-side clients at the emulator, as a runner would (GITHUB_SERVER_URL unset). */
function useRunnerEnv(emulator: GitHubEmulator): void {
  delete process.env['GITHUB_SERVER_URL'];
  Object.assign(process.env, emulator.env());
}

/** The toolkit writes `::debug::` and log lines straight to stdout; keep test output readable. */
function silenceToolkit(): void {
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
}

function octokitFor(emulator: GitHubEmulator, token = emulator.token): Octokit {
  return getOctokit(token, { baseUrl: emulator.apiUrl });
}

/** The HTTP status of an Octokit call, whether it resolved or rejected. */
async function statusOf(promise: Promise<{ status: number }>): Promise<number> {
  try {
    return (await promise).status;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

/** Entries of a zip archive (stored or deflated), read through its central directory. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const dataStart =
      localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('artifact results service with the real @actions/artifact client', () => {
  it('stores a zipped upload and serves it back to downloadArtifact', async () => {
    const emulator = await start();
    useRunnerEnv(emulator);
    silenceToolkit();
    const content = 'hello from the docs export\n'.repeat(200);
    writeFileSync(join(workDir, 'bundle.txt'), content);

    const client = new DefaultArtifactClient();
    const uploaded = await client.uploadArtifact(
      'docs-bundle',
      [join(workDir, 'bundle.txt')],
      workDir,
      {
        retentionDays: 1,
      },
    );

    const [stored] = emulator.state.artifacts;
    expect(stored).toMatchObject({
      id: uploaded.id,
      name: 'docs-bundle',
      finalized: true,
      retentionDays: 1,
      contentType: 'application/zip',
    });
    expect(stored?.size).toBe(uploaded.size);
    expect(stored?.bytes.length).toBe(uploaded.size);
    expect(stored?.digest).toBe(`sha256:${uploaded.digest}`);
    // The blob is a zip whose single entry is the file, path relative to the root directory.
    const entries = readZip(stored?.bytes ?? Buffer.alloc(0));
    expect([...entries.keys()]).toEqual(['bundle.txt']);
    expect(entries.get('bundle.txt')?.toString('utf8')).toBe(content);
    // The Azure SDK staged blocks, then committed the block list.
    const blobPuts = emulator.requests.filter((r) => r.method === 'PUT').map((r) => r.path);
    expect(blobPuts.some((p) => p.includes('comp=block&'))).toBe(true);
    expect(blobPuts.some((p) => p.includes('comp=blocklist'))).toBe(true);

    // ListArtifacts (by name) and GetSignedArtifactURL + blob GET, through the client.
    const { artifact } = await client.getArtifact('docs-bundle');
    expect(artifact).toMatchObject({ id: uploaded.id, name: 'docs-bundle', size: uploaded.size });
    const out = join(workDir, 'download');
    const downloaded = await client.downloadArtifact(uploaded.id ?? 0, {
      path: out,
      expectedHash: `sha256:${uploaded.digest}`,
    });
    expect(downloaded.digestMismatch).toBe(false);
    expect(readFileSync(join(out, 'bundle.txt'), 'utf8')).toBe(content);
  });

  it('stores a skipArchive upload byte for byte, named after the file', async () => {
    const emulator = await start();
    useRunnerEnv(emulator);
    silenceToolkit();
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256));
    writeFileSync(join(workDir, 'report.json'), bytes);

    const client = new DefaultArtifactClient();
    const uploaded = await client.uploadArtifact(
      'ignored-name',
      [join(workDir, 'report.json')],
      workDir,
      {
        retentionDays: 1,
        skipArchive: true,
      },
    );

    const stored = emulator.state.artifacts.find((a) => a.id === uploaded.id);
    // skipArchive replaces the artifact name with the file's base name.
    expect(stored).toMatchObject({
      name: 'report.json',
      finalized: true,
      contentType: 'application/json',
    });
    expect(stored?.bytes.equals(bytes)).toBe(true);

    const out = join(workDir, 'raw');
    await client.downloadArtifact(uploaded.id ?? 0, { path: out });
    expect(readFileSync(join(out, 'report.json')).equals(bytes)).toBe(true);
  });

  it('rejects a second artifact of the same name in the run, as the service does', async () => {
    const emulator = await start();
    useRunnerEnv(emulator);
    silenceToolkit();
    writeFileSync(join(workDir, 'a.txt'), 'a');
    const client = new DefaultArtifactClient();
    await client.uploadArtifact('site', [join(workDir, 'a.txt')], workDir);
    await expect(client.uploadArtifact('site', [join(workDir, 'a.txt')], workDir)).rejects.toThrow(
      /\(409\) Conflict: an artifact with this name already exists on the workflow run/,
    );
    // After deleting it, the name is free again.
    await client.deleteArtifact('site');
    await client.uploadArtifact('site', [join(workDir, 'a.txt')], workDir);
    expect(emulator.state.artifacts.filter((a) => a.name === 'site')).toHaveLength(1);
  });

  it('refuses a wrong runtime token and a wrong blob signature', async () => {
    const emulator = await start();
    const twirp = `${emulator.apiUrl}/twirp/github.actions.results.api.v1.ArtifactService/ListArtifacts`;
    const res = await fetch(twirp, {
      method: 'POST',
      headers: { authorization: 'Bearer nope', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unauthenticated' });

    emulator.state.artifacts.push({
      id: 42,
      name: 'seeded',
      size: 3,
      bytes: Buffer.from('abc'),
      finalized: true,
      createdAt: new Date(),
    });
    const blob = await fetch(`${emulator.apiUrl}/_blob/results/42/seeded.zip?sig=forged`);
    expect(blob.status).toBe(403);
    expect(blob.headers.get('x-ms-error-code')).toBe('AuthenticationFailed');
  });
});

describe('REST API through Octokit', () => {
  it('lists artifacts and redirects their download to the blob store', async () => {
    const emulator = await start();
    emulator.state.artifacts.push({
      id: 9,
      name: 'bundle',
      size: 5,
      bytes: Buffer.from('bytes'),
      finalized: true,
      createdAt: new Date(),
    });
    const octokit = octokitFor(emulator);
    const repo = { owner: 'acme', repo: 'docs' };
    const listed = await octokit.rest.actions.listWorkflowRunArtifacts({ ...repo, run_id: 1 });
    expect(listed.data.total_count).toBe(1);
    expect(listed.data.artifacts[0]).toMatchObject({ id: 9, name: 'bundle', size_in_bytes: 5 });
    const redirect = await fetch(`${emulator.apiUrl}/repos/acme/docs/actions/artifacts/9/zip`, {
      headers: { authorization: `token ${emulator.token}` },
      redirect: 'manual',
    });
    expect(redirect.status).toBe(302);
    const blob = await fetch(redirect.headers.get('location') ?? '');
    expect(Buffer.from(await blob.arrayBuffer()).toString()).toBe('bytes');
  });

  it('paginates 150 comments with Link headers that octokit.paginate follows', async () => {
    const emulator = await start();
    emulator.seedComments(7, 150, 'reader');
    const octokit = octokitFor(emulator);
    const params = { owner: 'acme', repo: 'docs', issue_number: 7 };

    const all = await octokit.paginate(octokit.rest.issues.listComments, {
      ...params,
      per_page: 100,
    });
    expect(all).toHaveLength(150);
    expect(new Set(all.map((c) => c.id)).size).toBe(150);
    expect(all.every((c) => c.user?.login === 'reader' && c.user.type === 'User')).toBe(true);
    // Ascending creation order, as GitHub lists them.
    const times = all.map((c) => Date.parse(c.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const first = await octokit.rest.issues.listComments(params);
    expect(first.data).toHaveLength(30);
    const link = first.headers.link ?? '';
    expect(link).toContain(
      `<${emulator.apiUrl}/repos/acme/docs/issues/7/comments?page=2>; rel="next"`,
    );
    expect(link).toContain('page=5>; rel="last"');
    const middle = await octokit.rest.issues.listComments({ ...params, page: 3 });
    expect(middle.headers.link).toMatch(
      /page=2>; rel="prev".*page=4>; rel="next".*rel="last".*page=1>; rel="first"/,
    );
    const capped = await octokit.rest.issues.listComments({ ...params, per_page: 500 });
    expect(capped.data).toHaveLength(100);
    const single = await octokit.rest.issues.listComments({ ...params, issue_number: 8 });
    expect(single.data).toEqual([]);
    expect(single.headers.link).toBeUndefined();
  });

  it('creates, reads, updates and deletes a comment as the bot', async () => {
    const emulator = await start();
    emulator.seedComments(3, 2);
    const octokit = octokitFor(emulator);
    const repo = { owner: 'acme', repo: 'docs' };

    const created = await octokit.rest.issues.createComment({
      ...repo,
      issue_number: 3,
      body: 'preview ready',
    });
    expect(created.status).toBe(201);
    expect(created.data.user).toMatchObject({ login: 'github-actions[bot]', type: 'Bot' });
    expect(created.data.html_url).toBe(
      `https://github.com/acme/docs/issues/3#issuecomment-${created.data.id}`,
    );
    const seeded = emulator.state.comments.get(3) ?? [];
    expect(created.data.id).toBeGreaterThan(seeded[1]?.id ?? Infinity);
    expect(Date.parse(created.data.created_at)).toBeGreaterThan(
      Date.parse(seeded[1]?.created_at ?? ''),
    );

    const updated = await octokit.rest.issues.updateComment({
      ...repo,
      comment_id: created.data.id,
      body: 'v2',
    });
    expect(updated.status).toBe(200);
    expect(updated.data.body).toBe('v2');
    expect(
      (await octokit.rest.issues.getComment({ ...repo, comment_id: created.data.id })).data.body,
    ).toBe('v2');

    const deleted = await octokit.rest.issues.deleteComment({
      ...repo,
      comment_id: created.data.id,
    });
    expect(deleted.status).toBe(204);
    expect(
      await statusOf(octokit.rest.issues.getComment({ ...repo, comment_id: created.data.id })),
    ).toBe(404);
    expect(emulator.state.comments.get(3)).toHaveLength(2);

    // No body → 422; an oversized body → 422 like GitHub's 65536-character limit.
    expect(await statusOf(octokit.request('POST /repos/acme/docs/issues/3/comments', {}))).toBe(
      422,
    );
    expect(
      await statusOf(
        octokit.rest.issues.createComment({ ...repo, issue_number: 3, body: 'x'.repeat(70_000) }),
      ),
    ).toBe(422);
  });

  it('answers 401 Bad credentials, 404 for other repositories and 403 for GET /user', async () => {
    const emulator = await start();
    const bad = octokitFor(emulator, 'ghs_wrong');
    await expect(
      bad.rest.issues.listComments({ owner: 'acme', repo: 'docs', issue_number: 1 }),
    ).rejects.toMatchObject({
      status: 401,
      message: expect.stringContaining('Bad credentials'),
    });
    const res = await fetch(`${emulator.apiUrl}/repos/acme/docs/issues/1/comments`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Bad credentials' });

    const octokit = octokitFor(emulator);
    // `Bearer` works as well as `token`.
    const bearer = await fetch(`${emulator.apiUrl}/repos/acme/docs/issues/1/comments`, {
      headers: { authorization: `Bearer ${emulator.token}` },
    });
    expect(bearer.status).toBe(200);
    expect(
      await statusOf(
        octokit.rest.issues.listComments({ owner: 'acme', repo: 'other', issue_number: 1 }),
      ),
    ).toBe(404);
    await expect(octokit.rest.users.getAuthenticated()).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('Resource not accessible by integration'),
    });
  });

  it('refuses writes with 403 in fork pull request mode but still reads', async () => {
    const emulator = await start({ forkPullRequest: true });
    emulator.seedComments(5, 1);
    const octokit = octokitFor(emulator);
    const repo = { owner: 'acme', repo: 'docs' };
    expect(
      (await octokit.rest.issues.listComments({ ...repo, issue_number: 5 })).data,
    ).toHaveLength(1);

    const error = (await octokit.rest.issues
      .createComment({ ...repo, issue_number: 5, body: 'hi' })
      .catch((e: unknown) => e)) as { status: number; response: { data: Record<string, unknown> } };
    expect(error.status).toBe(403);
    expect(error.response.data).toMatchObject({
      message: 'Resource not accessible by integration',
      documentation_url: expect.stringContaining('docs.github.com'),
    });
    const id = emulator.state.comments.get(5)?.[0]?.id ?? 0;
    expect(
      await statusOf(octokit.rest.issues.updateComment({ ...repo, comment_id: id, body: 'x' })),
    ).toBe(403);
    expect(await statusOf(octokit.rest.issues.deleteComment({ ...repo, comment_id: id }))).toBe(
      403,
    );
    expect(emulator.state.comments.get(5)).toHaveLength(1);
  });

  it('paginates pull request files', async () => {
    const emulator = await start();
    emulator.setPullFiles(
      12,
      Array.from({ length: 250 }, (_, i) => ({
        filename: `docs/page-${i}.mdx`,
        status: i % 2 ? 'added' : 'modified',
      })),
    );
    const octokit = octokitFor(emulator);
    const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
      owner: 'acme',
      repo: 'docs',
      pull_number: 12,
      per_page: 100,
    });
    expect(files).toHaveLength(250);
    expect(files[1]).toMatchObject({
      filename: 'docs/page-1.mdx',
      status: 'added',
      additions: 1,
      deletions: 0,
      changes: 1,
    });
    expect(files[0]?.sha).toMatch(/^[0-9a-f]{40}$/);
    const last = await octokit.rest.pulls.listFiles({
      owner: 'acme',
      repo: 'docs',
      pull_number: 12,
      per_page: 100,
      page: 3,
    });
    expect(last.data).toHaveLength(50);
    expect(
      await statusOf(
        octokit.rest.pulls.listFiles({ owner: 'acme', repo: 'docs', pull_number: 99 }),
      ),
    ).toBe(404);
  });

  it('lists removed and renamed pull request files with previous_filename', async () => {
    const emulator = await start();
    emulator.setPullFiles(13, [
      { filename: 'docs/old.mdx', status: 'removed' },
      { filename: 'docs/new.mdx', status: 'renamed', previous_filename: 'docs/before.mdx' },
    ]);
    const octokit = octokitFor(emulator);
    const { data } = await octokit.rest.pulls.listFiles({
      owner: 'acme',
      repo: 'docs',
      pull_number: 13,
    });
    expect(data[0]).toMatchObject({ filename: 'docs/old.mdx', status: 'removed', additions: 0 });
    expect(data[0]).not.toHaveProperty('previous_filename');
    expect(data[1]).toMatchObject({ status: 'renamed', previous_filename: 'docs/before.mdx' });
  });

  it('serves repository contents at a ref: base64 files, folders, 404, no content over 1 MB', async () => {
    const emulator = await start();
    const octokit = octokitFor(emulator);
    const repo = { owner: 'acme', repo: 'docs' };
    const json = JSON.stringify({ name: 'Docs', redirects: [{ source: '/a', destination: '/b' }] });
    emulator.setRepoFile('docs/docs.json', json, 'abc123');
    emulator.setRepoFile('docs/big.json', 'x'.repeat(1024 * 1024 + 1));
    emulator.setRepoFile('docs/guides/intro.mdx', '# Intro');

    const file = await octokit.rest.repos.getContent({
      ...repo,
      path: 'docs/docs.json',
      ref: 'abc123',
    });
    const data = file.data as {
      type: string;
      encoding: string;
      content: string;
      size: number;
      sha: string;
    };
    expect(data).toMatchObject({ type: 'file', encoding: 'base64', size: json.length });
    expect(Buffer.from(data.content, 'base64').toString('utf8')).toBe(json);
    expect(data.content.split('\n').every((line) => line.length <= 60)).toBe(true);
    // Git's blob id, as GitHub reports it.
    expect(data.sha).toBe(createHash('sha1').update(`blob ${json.length}\0${json}`).digest('hex'));

    // Seeded at one ref only: another ref does not have it.
    expect(
      await statusOf(
        octokit.rest.repos.getContent({ ...repo, path: 'docs/docs.json', ref: 'main' }),
      ),
    ).toBe(404);
    expect(await statusOf(octokit.rest.repos.getContent({ ...repo, path: 'mint.json' }))).toBe(404);

    const big = await octokit.rest.repos.getContent({ ...repo, path: 'docs/big.json', ref: 'any' });
    expect(big.data).toMatchObject({
      type: 'file',
      encoding: 'none',
      content: '',
      size: 1024 * 1024 + 1,
    });

    const folder = await octokit.rest.repos.getContent({ ...repo, path: 'docs' });
    expect(Array.isArray(folder.data)).toBe(true);
    expect((folder.data as { name: string; type: string }[]).map((e) => [e.name, e.type])).toEqual([
      ['big.json', 'file'],
      ['guides', 'dir'],
    ]);

    emulator.removeRepoFile('docs/guides/intro.mdx');
    expect(await statusOf(octokit.rest.repos.getContent({ ...repo, path: 'docs/guides' }))).toBe(
      404,
    );
  });

  it('immutable releases: drafts take assets, publishing locks them with GitHub’s 422', async () => {
    const emulator = await start({ immutableReleases: true });
    const octokit = octokitFor(emulator);
    const repo = { owner: 'acme', repo: 'docs' };
    const draft = await octokit.rest.repos.createRelease({ ...repo, tag_name: 'v9', draft: true });
    const upload = (url: string, name: string) =>
      octokit.request({
        method: 'POST',
        url,
        name,
        data: Buffer.from(name),
        headers: { 'content-type': 'application/gzip', 'content-length': name.length },
      });
    const asset = await upload(draft.data.upload_url, 'a.tar.gz');
    expect(asset.status).toBe(201);
    expect((asset.data as { digest?: string }).digest).toBe(
      `sha256:${createHash('sha256').update('a.tar.gz').digest('hex')}`,
    );
    const published = await octokit.rest.repos.updateRelease({
      ...repo,
      release_id: draft.data.id,
      draft: false,
    });
    expect((published.data as { immutable?: boolean }).immutable).toBe(true);
    const refused = (await upload(draft.data.upload_url, 'b.tar.gz').catch((e: unknown) => e)) as {
      status: number;
      response: { data: { message: string } };
    };
    expect(refused.status).toBe(422);
    expect(refused.response.data.message).toBe('Cannot upload assets to an immutable release.');
    expect(
      await statusOf(
        octokit.rest.repos.deleteReleaseAsset({
          ...repo,
          asset_id: (asset.data as { id: number }).id,
        }),
      ),
    ).toBe(422);
    // Published at creation: locked at once.
    const direct = await octokit.rest.repos.createRelease({ ...repo, tag_name: 'v10' });
    expect((direct.data as { immutable?: boolean }).immutable).toBe(true);
    expect(await statusOf(upload(direct.data.upload_url, 'c.tar.gz'))).toBe(422);
  });

  it('creates a release, uploads an asset through upload_url and replaces it', async () => {
    const emulator = await start();
    const octokit = octokitFor(emulator);
    const repo = { owner: 'acme', repo: 'docs' };
    expect(await statusOf(octokit.rest.repos.getReleaseByTag({ ...repo, tag: 'docs-v1' }))).toBe(
      404,
    );

    const created = await octokit.rest.repos.createRelease({
      ...repo,
      tag_name: 'docs-v1',
      name: 'Docs v1',
    });
    expect(created.status).toBe(201);
    expect(created.data.upload_url).toBe(
      `${emulator.apiUrl}/uploads/repos/acme/docs/releases/${created.data.id}/assets{?name,label}`,
    );
    const duplicate = (await octokit.rest.repos
      .createRelease({ ...repo, tag_name: 'docs-v1' })
      .catch((e: unknown) => e)) as { status: number; response: { data: { errors: unknown[] } } };
    expect(duplicate.status).toBe(422);
    expect(duplicate.response.data.errors).toEqual([
      { resource: 'Release', code: 'already_exists', field: 'tag_name' },
    ]);
    expect((await octokit.rest.repos.getReleaseByTag({ ...repo, tag: 'docs-v1' })).data.id).toBe(
      created.data.id,
    );

    const upload = (data: Buffer) =>
      octokit.request({
        method: 'POST',
        url: created.data.upload_url,
        name: 'site.tar.gz',
        label: 'Static site',
        data,
        headers: { 'content-type': 'application/gzip', 'content-length': data.length },
      });
    const first = await upload(Buffer.from('first bundle'));
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({
      name: 'site.tar.gz',
      size: 12,
      content_type: 'application/gzip',
      state: 'uploaded',
    });
    const clash = (await upload(Buffer.from('again')).catch((e: unknown) => e)) as {
      status: number;
      response: { data: { errors: unknown[] } };
    };
    expect(clash.status).toBe(422);
    expect(clash.response.data.errors).toEqual([
      { resource: 'ReleaseAsset', code: 'already_exists', field: 'name' },
    ]);

    // Replace: delete the old asset, upload the new bytes.
    const assets = await octokit.rest.repos.listReleaseAssets({
      ...repo,
      release_id: created.data.id,
    });
    expect(assets.data.map((a) => a.name)).toEqual(['site.tar.gz']);
    const oldId = assets.data[0]?.id ?? 0;
    expect((await octokit.rest.repos.deleteReleaseAsset({ ...repo, asset_id: oldId })).status).toBe(
      204,
    );
    expect(emulator.state.assets.has(oldId)).toBe(false);
    const second = await upload(Buffer.from('second bundle'));
    expect(emulator.state.assets.get(second.data.id)?.toString()).toBe('second bundle');
    const download = await fetch(second.data.browser_download_url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe('second bundle');
    expect(emulator.state.releases[0]?.assets.map((a) => a.id)).toEqual([second.data.id]);
  });

  it('injects faults on a route a given number of times and records requests', async () => {
    const emulator = await start();
    const octokit = octokitFor(emulator);
    emulator.inject({ route: /\/issues\/\d+\/comments$/, status: 500 });
    emulator.inject({
      route: 'POST /repos/acme/docs/releases',
      status: 502,
      times: 2,
      body: { message: 'bad gateway' },
    });
    const repo = { owner: 'acme', repo: 'docs' };
    expect(await statusOf(octokit.rest.issues.listComments({ ...repo, issue_number: 1 }))).toBe(
      500,
    );
    expect(await statusOf(octokit.rest.issues.listComments({ ...repo, issue_number: 1 }))).toBe(
      200,
    );
    expect(await statusOf(octokit.rest.repos.createRelease({ ...repo, tag_name: 'a' }))).toBe(502);
    expect(await statusOf(octokit.rest.repos.createRelease({ ...repo, tag_name: 'a' }))).toBe(502);
    expect(await statusOf(octokit.rest.repos.createRelease({ ...repo, tag_name: 'a' }))).toBe(201);
    expect(emulator.requests.map((r) => r.status)).toEqual([500, 200, 502, 502, 201]);
    expect(emulator.requests[4]).toMatchObject({
      method: 'POST',
      path: '/repos/acme/docs/releases',
      body: { tag_name: 'a' },
    });
  });
});

describe('Pages deployments and OIDC', () => {
  /** A finalized artifact to deploy, seeded directly into the state. */
  function seedArtifact(emulator: GitHubEmulator): number {
    emulator.state.artifacts.push({
      id: 77,
      name: 'github-pages',
      size: 4,
      bytes: Buffer.from('site'),
      finalized: true,
      createdAt: new Date(),
    });
    return 77;
  }

  it('issues OIDC tokens to @actions/core getIDToken', async () => {
    const emulator = await start();
    useRunnerEnv(emulator);
    silenceToolkit();
    const token = await core.getIDToken('https://example.test');
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(payload).toMatchObject({ aud: 'https://example.test', repository: 'acme/docs' });
    expect(emulator.state.idTokens).toEqual([token]);

    process.env['ACTIONS_ID_TOKEN_REQUEST_TOKEN'] = 'wrong';
    await expect(core.getIDToken()).rejects.toThrow(/Failed to get ID Token/);

    const off = await start({ oidc: false });
    expect(off.env()).not.toHaveProperty('ACTIONS_ID_TOKEN_REQUEST_URL');
    expect(Object.keys(emulator.env()).sort()).toEqual([
      'ACTIONS_CACHE_SERVICE_V2',
      'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_URL',
      'ACTIONS_RESULTS_URL',
      'ACTIONS_RUNTIME_TOKEN',
      'GITHUB_API_URL',
      'GITHUB_REPOSITORY',
    ]);
  });

  it('progresses a deployment from queued to succeed and serves the site', async () => {
    const emulator = await start({ pagesDeployment: { stepMs: 20 } });
    useRunnerEnv(emulator);
    silenceToolkit();
    const artifactId = seedArtifact(emulator);
    const octokit = octokitFor(emulator);
    const repo = { owner: 'acme', repo: 'docs' };
    expect((await octokit.rest.repos.getPages(repo)).data.html_url).toBe(
      'https://acme.github.io/docs/',
    );

    const oidcToken = await core.getIDToken();
    const created = await octokit.rest.repos.createPagesDeployment({
      ...repo,
      artifact_id: artifactId,
      pages_build_version: 'abc123',
      oidc_token: oidcToken,
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ page_url: 'https://acme.github.io/docs/' });
    expect(created.data.status_url).toContain(`/pages/deployments/${created.data.id}`);

    const seen: string[] = [];
    // Bounded polling: generous enough for a loaded CI machine, never infinite.
    for (let i = 0; i < 500; i += 1) {
      const { data } = await octokit.rest.repos.getPagesDeployment({
        ...repo,
        pages_deployment_id: created.data.id,
      });
      if (seen.at(-1) !== data.status) seen.push(String(data.status));
      if (data.status === 'succeed') break;
      await sleep(10);
    }
    expect(seen.at(-1)).toBe('succeed');
    expect(emulator.state.deployments[0]).toMatchObject({
      artifactId,
      buildVersion: 'abc123',
      oidcToken,
      cancelled: false,
      statusHistory: ['deployment_queued', 'syncing_files', 'succeed'],
    });
    // The deployment can also be looked up by its build version.
    const byVersion = await octokit.request('GET /repos/{owner}/{repo}/pages/deployments/{id}', {
      ...repo,
      id: 'abc123',
    });
    expect(byVersion.data).toEqual({ status: 'succeed' });
  });

  it('reports failure, cancels a stuck deployment and validates input', async () => {
    const failing = await start({ pagesDeployment: { outcome: 'failure', stepMs: 5 } });
    useRunnerEnv(failing);
    silenceToolkit();
    const repo = { owner: 'acme', repo: 'docs' };
    let octokit = octokitFor(failing);
    const failed = await octokit.rest.repos.createPagesDeployment({
      ...repo,
      artifact_id: seedArtifact(failing),
      pages_build_version: 'v1',
      oidc_token: await core.getIDToken(),
    });
    for (let i = 0; i < 500 && failing.state.deployments[0]?.status !== 'deployment_failed'; i += 1)
      await sleep(5);
    const status = await octokit.rest.repos.getPagesDeployment({
      ...repo,
      pages_deployment_id: failed.data.id,
    });
    expect(status.data.status).toBe('deployment_failed');

    const stuck = await start({ pagesDeployment: { outcome: 'never', stepMs: 5 } });
    useRunnerEnv(stuck);
    octokit = octokitFor(stuck);
    const artifactId = seedArtifact(stuck);
    const oidcToken = await core.getIDToken();
    const created = await octokit.rest.repos.createPagesDeployment({
      ...repo,
      artifact_id: artifactId,
      pages_build_version: 'v2',
      oidc_token: oidcToken,
    });
    for (
      let i = 0;
      i < 500 && stuck.state.deployments[0]?.status !== 'deployment_in_progress';
      i += 1
    )
      await sleep(5);
    expect(stuck.state.deployments[0]?.status).toBe('deployment_in_progress');
    const cancel = await octokit.rest.repos.cancelPagesDeployment({
      ...repo,
      pages_deployment_id: created.data.id,
    });
    expect(cancel.status).toBe(204);
    expect(stuck.state.deployments[0]).toMatchObject({
      status: 'deployment_cancelled',
      cancelled: true,
    });
    expect(
      (
        await octokit.rest.repos.getPagesDeployment({
          ...repo,
          pages_deployment_id: created.data.id,
        })
      ).data.status,
    ).toBe('deployment_cancelled');

    const create = (body: {
      artifact_id: number;
      pages_build_version: string;
      oidc_token: string;
    }) =>
      statusOf(
        octokit.request('POST /repos/{owner}/{repo}/pages/deployments', { ...repo, ...body }),
      );
    expect(
      await create({ artifact_id: artifactId, pages_build_version: 'v3', oidc_token: '' }),
    ).toBe(400);
    expect(
      await create({
        artifact_id: artifactId,
        pages_build_version: 'v3',
        oidc_token: 'not.a.token',
      }),
    ).toBe(400);
    expect(
      await create({ artifact_id: 999, pages_build_version: 'v3', oidc_token: oidcToken }),
    ).toBe(404);

    const disabled = await start({ pagesEnabled: false });
    const off = octokitFor(disabled);
    const error = (await off
      .request('POST /repos/{owner}/{repo}/pages/deployments', {
        ...repo,
        artifact_id: 1,
        pages_build_version: 'v1',
        oidc_token: oidcToken,
      })
      .catch((e: unknown) => e)) as { status: number; response: { data: { message: string } } };
    expect(error.status).toBe(404);
    expect(error.response.data.message).toBe('Not Found');
    expect(await statusOf(off.rest.repos.getPages(repo))).toBe(404);
  });
});

describe('issues through Octokit', () => {
  const repo = { owner: 'acme', repo: 'docs' };

  it('creates, lists by label, state and creator, updates, closes and labels issues', async () => {
    const emulator = await start();
    const bot = octokitFor(emulator);
    const person = octokitFor(emulator, 'ghp_emulator_pat');
    const theirs = emulator.seedIssue({
      title: 'Docs health report',
      labels: ['docs-health'],
      author: 'octo-maintainer',
    });
    const created = await bot.rest.issues.create({
      ...repo,
      title: 'Docs health report',
      body: 'report',
      labels: ['docs-health'],
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      title: 'Docs health report',
      state: 'open',
      user: { login: 'github-actions[bot]', id: 41898282 },
      labels: [{ name: 'docs-health' }],
      html_url: `https://github.com/acme/docs/issues/${created.data.number}`,
    });
    expect(emulator.state.labels).toEqual(['docs-health']);
    await bot.rest.issues.create({ ...repo, title: 'unrelated' });

    const list = async (q: Record<string, string>) =>
      (await bot.rest.issues.listForRepo({ ...repo, ...q })).data.map((i) => i.number);
    // Newest first; the label narrows; the creator narrows; closed ones only with state.
    expect(await list({ labels: 'docs-health' })).toEqual([created.data.number, theirs.number]);
    expect(await list({ labels: 'docs-health', creator: 'github-actions[bot]' })).toEqual([
      created.data.number,
    ]);
    await person.rest.issues.update({
      ...repo,
      issue_number: created.data.number,
      state: 'closed',
    });
    expect(emulator.state.issues.find((i) => i.number === created.data.number)).toMatchObject({
      state: 'closed',
      state_reason: 'completed',
      closed_by: { login: 'octo-maintainer' },
    });
    expect(await list({ labels: 'docs-health' })).toEqual([theirs.number]);
    expect(await list({ labels: 'docs-health', state: 'all', direction: 'asc' })).toEqual([
      theirs.number,
      created.data.number,
    ]);

    const edited = await bot.rest.issues.update({
      ...repo,
      issue_number: theirs.number,
      title: 'renamed',
      body: 'new',
    });
    expect(edited.data).toMatchObject({ title: 'renamed', body: 'new', state: 'open' });
    const labels = await bot.rest.issues.addLabels({
      ...repo,
      issue_number: theirs.number,
      labels: ['triage'],
    });
    expect(labels.data.map((l) => l.name)).toEqual(['docs-health', 'triage']);
    expect((await bot.rest.issues.get({ ...repo, issue_number: theirs.number })).data.title).toBe(
      'renamed',
    );
    expect(await statusOf(bot.rest.issues.get({ ...repo, issue_number: 1 }))).toBe(404);
  });

  it('refuses a missing title and a body over 65,536 characters with 422', async () => {
    const emulator = await start();
    const octokit = octokitFor(emulator);
    expect(await statusOf(octokit.rest.issues.create({ ...repo, title: '' }))).toBe(422);
    expect(
      await statusOf(octokit.rest.issues.create({ ...repo, title: 't', body: 'x'.repeat(65_537) })),
    ).toBe(422);
    expect(emulator.state.issues).toEqual([]);
  });

  it('answers every issue write 403 with the permission to add when issues are not writable', async () => {
    const emulator = await start({ issuesWritable: false });
    const seeded = emulator.seedIssue({ title: 'x' });
    const octokit = octokitFor(emulator);
    const error = (await octokit.rest.issues
      .create({ ...repo, title: 'y' })
      .catch((e: unknown) => e)) as {
      status: number;
      response: { headers: Record<string, string> };
    };
    expect(error.status).toBe(403);
    expect(error.response.headers['x-accepted-github-permissions']).toBe('issues=write');
    for (const write of [
      octokit.rest.issues.update({ ...repo, issue_number: seeded.number, body: 'z' }),
      octokit.rest.issues.addLabels({ ...repo, issue_number: seeded.number, labels: ['a'] }),
    ]) {
      expect(await statusOf(write)).toBe(403);
    }
    // Reading still works.
    expect((await octokit.rest.issues.listForRepo({ ...repo })).data).toHaveLength(1);
    expect(seeded.body).toBeNull();
  });
});
