/**
 * `mode: export` through the built action (dist/index.js), spawned as a runner does, against the
 * platform emulator and the GitHub emulator (artifact service, releases).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startGitHubEmulator,
  startPlatformEmulator,
  type GitHubEmulator,
  type PlatformEmulator,
} from '../emulator/index.js';
import { runAction, type ActionRun } from './helpers/run-action.js';

/** Fast jobs: a short queue, then progress over 0.4 s. */
let fast: PlatformEmulator;
/** Jobs that take a minute: for timeouts and cancellation. */
let slow: PlatformEmulator;
/** Jobs that fail. */
let failing: PlatformEmulator;
/** An organization without static export. */
let disabled: PlatformEmulator;
/** A 4 MiB bundle: large enough to be cancelled mid-download. */
let big: PlatformEmulator;
let github: GitHubEmulator;

beforeAll(async () => {
  [fast, slow, failing, disabled, big, github] = await Promise.all([
    startPlatformEmulator({ seed: 21, exportJob: { queuedMs: 50, runningMs: 400, pageCount: 57 } }),
    startPlatformEmulator({ seed: 22, exportJob: { queuedMs: 50, runningMs: 60_000 } }),
    startPlatformEmulator({
      seed: 23,
      exportJob: {
        queuedMs: 50,
        runningMs: 300,
        outcome: 'failed',
        error: 'Page /guides/broken could not be rendered: @octocat <b>boom</b>',
      },
    }),
    startPlatformEmulator({ seed: 24, exportEnabled: false }),
    startPlatformEmulator({
      seed: 25,
      exportJob: { queuedMs: 0, runningMs: 100 },
      bundle: { kind: 'random', sizeBytes: 4 * 1024 * 1024 },
    }),
    startGitHubEmulator(),
  ]);
});
afterEach(() => {
  for (const emu of [fast, slow, failing, disabled, big]) emu.clearFaults();
});
afterAll(async () => {
  await Promise.all([fast, slow, failing, disabled, big, github].map((e) => e.close()));
});

/** Inputs of an export run against `emu`. */
function inputs(emu: PlatformEmulator, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'admin-key': emu.adminKey,
    'api-url': emu.url,
    mode: 'export',
    domain: 'docs.example.com',
    'github-token': github.token,
    ...extra,
  };
}

/** Runs the action with the GitHub emulator's runner environment. */
function run(
  emu: PlatformEmulator,
  extra: Record<string, string> = {},
  options: Partial<Parameters<typeof runAction>[0]> = {},
): Promise<ActionRun> {
  return runAction({
    inputs: inputs(emu, extra),
    killAfterMs: 30_000,
    ...options,
    env: { ...github.env(), ...options.env },
  });
}

/** Requests of one endpoint made after `from` (an index into the request log). */
function requestsOf(emu: PlatformEmulator, endpoint: string, from = 0) {
  return emu.requests.slice(from).filter((r) => r.endpoint === endpoint);
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** No admin key, token or presigned link anywhere a human reads, except the masking commands. */
function expectNoSecrets(run: ActionRun, emu: PlatformEmulator): void {
  const secrets = [emu.adminKey, github.token, 'X-Amz-Signature', 'X-Amz-Security-Token'];
  const link = run.outputs['bundle-url'];
  if (link) secrets.push(link, link.slice(link.indexOf('?') + 1));
  const lines = run.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::'));
  for (const text of [lines.join('\n'), run.stderr, run.summary]) {
    for (const secret of secrets) expect(text).not.toContain(secret);
  }
}

function errorOf(run: ActionRun): string {
  return run.annotations.find((a) => a.command === 'error')?.message ?? '';
}

/** Folders the action left in RUNNER_TEMP. */
function leftovers(run: ActionRun): string[] {
  return readdirSync(run.runnerTemp).filter((f) => f.startsWith('mintlify-export-'));
}

/** The bytes the emulator serves for the job of this run. */
async function bundleOf(emu: PlatformEmulator, r: ActionRun): Promise<Buffer> {
  return readFileSync(await emu.bundleFile(r.outputs['job-id'] ?? ''));
}

describe('mode: export', () => {
  it('target artifact: uploads the .tar.gz itself, sets every output, and summarizes', async () => {
    const before = fast.requests.length;
    const r = await run(fast, { domain: 'https://Docs.Example.com/', 'retention-days': '7' });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs.outcome).toBe('success');
    expect(r.outputs['job-id']).toMatch(/^se_/);
    expect(r.outputs['page-count']).toBe('57');

    // The domain was normalized before the request.
    expect(requestsOf(fast, 'startExport', before)[0]?.body).toEqual({
      domain: 'docs.example.com',
    });

    const bundle = await bundleOf(fast, r);
    expect(r.outputs['bundle-sha256']).toBe(sha256(bundle));
    expect(r.outputs['bundle-size']).toBe(String(bundle.length));
    const path = r.outputs['bundle-path'] ?? '';
    expect(path.startsWith(r.runnerTemp)).toBe(true);
    expect(readFileSync(path).equals(bundle)).toBe(true);
    expect(existsSync(`${path}.part`)).toBe(false);

    // The link is an output (masked in logs), with its expiry, and inside deployment-values.
    const link = r.outputs['bundle-url'] ?? '';
    expect(link).toContain('X-Amz-Signature=');
    expect(r.stdout).toContain(`::add-mask::${link.replace(/%/g, '%25')}`);
    expect(Date.parse(r.outputs['expires-at'] ?? '')).toBeGreaterThan(Date.now());
    const values = parse(r.outputs['deployment-values'] ?? '') as Record<string, unknown>;
    expect(values).toEqual({ staticExport: { enabled: true, bundleUrl: link, version: 'latest' } });

    // The stored artifact is the bundle byte for byte: not zipped a second time.
    const artifact = github.state.artifacts.find(
      (a) => a.finalized && String(a.id) === r.outputs['artifact-id'],
    );
    expect(artifact?.name).toBe('docs-export');
    expect(artifact?.bytes.equals(bundle)).toBe(true);
    expect(artifact?.retentionDays).toBe(7);

    // Summary: the facts, a values.yaml with a placeholder, the rewrite note; never the link.
    expect(r.summary).toContain('se_');
    expect(r.summary).toContain(sha256(bundle));
    expect(r.summary).toContain('bundleUrl: "<BUNDLE_URL>"');
    expect(r.summary).toMatch(/artifacts\/\d+/);
    expect(r.summary).toMatch(/rewrite rule/);
    expect(r.summary).toContain('57');
    expectNoSecrets(r, fast);

    // Polling: the start response is the first look; progress is logged, not every poll.
    const polls = requestsOf(fast, 'getExport', before).length;
    expect(polls).toBeGreaterThanOrEqual(1);
    expect(polls).toBeLessThanOrEqual(4);
    const progressLines = r.stdout.split('\n').filter((l) => /^\d+(\.\d)?% · \d+ pages/.test(l));
    expect(progressLines.length).toBeGreaterThanOrEqual(1);
    expect(progressLines.length).toBeLessThanOrEqual(polls + 1);
  });

  it('target artifact on a re-run: replaces the earlier attempt’s artifact under the same name', async () => {
    const name = 'docs-rerun';
    const first = await run(fast, { 'artifact-name': name, target: 'artifact' });
    expect(first.code, first.stdout).toBe(0);
    const second = await run(fast, { 'artifact-name': name }, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(second.code, second.stdout).toBe(0);
    const stored = github.state.artifacts.filter((a) => a.finalized && a.name === name);
    expect(stored).toHaveLength(1);
    expect(String(stored[0]?.id)).toBe(second.outputs['artifact-id']);
    expect(stored[0]?.bytes.equals(await bundleOf(fast, second))).toBe(true);
    expect(second.stdout).toMatch(/deleted the artifact "docs-rerun" of an earlier attempt/);

    // When the old artifact cannot be deleted, this attempt's bundle gets its own name.
    github.inject({ route: 'DeleteArtifact', status: 403 });
    const third = await run(fast, { 'artifact-name': name }, { env: { GITHUB_RUN_ATTEMPT: '3' } });
    expect(third.code, third.stdout).toBe(0);
    const renamed = github.state.artifacts.find(
      (a) => a.finalized && a.name === `${name}-attempt-3`,
    );
    expect(String(renamed?.id)).toBe(third.outputs['artifact-id']);
    expect(
      third.annotations.some((a) => a.command === 'warning' && /attempt-3/.test(a.message)),
    ).toBe(true);

    // The same name twice in one attempt is another job's artifact: refused, not deleted.
    const clash = await run(fast, { 'artifact-name': name });
    expect(clash.code).toBe(1);
    expect(errorOf(clash)).toMatch(/already exists in this workflow run.*artifact-name/s);
    expect(github.state.artifacts.filter((a) => a.finalized && a.name === name)).toHaveLength(1);
    expect(leftovers(clash)).toEqual([]);
    expect(clash.outputs['bundle-path']).toBeUndefined();
  });

  it('target release: creates the release of the tag, attaches the bundle, replaces it on re-runs', async () => {
    const tag = 'v1.2.0';
    const first = await run(fast, { target: 'release' }, { ref: `refs/tags/${tag}` });
    expect(first.code, first.stdout).toBe(0);
    const release = github.state.releases.find((r) => r.tag_name === tag);
    expect(release).toBeDefined();
    expect(release?.assets.map((a) => a.name)).toEqual(['docs.example.com.tar.gz']);
    const asset = release?.assets[0];
    expect(github.state.assets.get(asset?.id ?? -1)?.equals(await bundleOf(fast, first))).toBe(
      true,
    );
    expect(first.outputs['release-asset-url']).toBe(asset?.browser_download_url);
    expect(first.summary).toContain(tag);

    const again = await run(fast, { target: 'release', 'release-tag': tag });
    expect(again.code, again.stdout).toBe(0);
    const after = github.state.releases.filter((r) => r.tag_name === tag);
    expect(after).toHaveLength(1);
    expect(after[0]?.assets).toHaveLength(1);
    expect(after[0]?.assets[0]?.id).not.toBe(asset?.id);
    expect(
      github.state.assets.get(after[0]?.assets[0]?.id ?? -1)?.equals(await bundleOf(fast, again)),
    ).toBe(true);
    expectNoSecrets(again, fast);
  });

  it('target release without a tag is an input error, before any request', async () => {
    const before = fast.requests.length;
    const r = await run(fast, { target: 'release' }, { ref: 'refs/heads/main' });
    expect(r.code).toBe(1);
    expect(errorOf(r)).toMatch(/release-tag/);
    expect(fast.requests.length).toBe(before);
  });

  it('target none: downloads and verifies only', async () => {
    const artifacts = github.state.artifacts.length;
    const r = await run(fast, { target: 'none', 'export-version': 'v2' });
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs['bundle-path']).toMatch(/docs\.example\.com-v2\.tar\.gz$/);
    expect(readFileSync(r.outputs['bundle-path'] ?? '').equals(await bundleOf(fast, r))).toBe(true);
    expect(r.outputs['artifact-id']).toBeUndefined();
    expect(github.state.artifacts.length).toBe(artifacts);
    expect(parse(r.outputs['deployment-values'] ?? '')).toMatchObject({
      staticExport: { version: 'v2' },
    });
    expectNoSecrets(r, fast);
  });

  it('a failed job fails the step with the job’s error, escaped in the summary', async () => {
    const r = await run(failing);
    expect(r.code).toBe(1);
    expect(r.outputs.outcome).toBe('failure');
    expect(errorOf(r)).toContain('Page /guides/broken could not be rendered');
    expect(r.outputs['job-id']).toMatch(/^se_/);
    expect(r.outputs['bundle-url']).toBeUndefined();
    expect(r.summary).toMatch(/failed/);
    expect(r.summary).not.toContain('<b>');
    expect(r.summary).not.toMatch(/@octocat/);
    expect(requestsOf(failing, 'generateBundle')).toHaveLength(0);
    expectNoSecrets(r, failing);
  });

  it('times out with outcome timeout and the last progress seen', async () => {
    // 5 s: long enough for a loaded machine to start and reach the platform, far from the 30 s job.
    const r = await run(slow, { timeout: '5s' });
    expect(r.code).toBe(1);
    expect(r.outputs.outcome).toBe('timeout');
    expect(errorOf(r)).toMatch(/did not finish within the time limit.*last (queued|running) at/s);
    expect(r.summary).toMatch(/timed out/);
    expect(leftovers(r)).toEqual([]);
    expect(r.durationMs).toBeLessThan(20_000);
  });

  it('keeps looking when the bundle endpoint answers 409 after completion', async () => {
    const before = fast.requests.length;
    fast.inject({ endpoint: 'generateBundle', kind: 'status', status: 409, times: 2 });
    const r = await run(fast, { target: 'none' });
    expect(r.code, r.stdout).toBe(0);
    expect(requestsOf(fast, 'generateBundle', before).map((q) => q.status)).toEqual([
      409, 409, 200,
    ]);
    expect(r.stdout).toMatch(/bundle is not ready yet \(HTTP 409\)/);
  });

  it('regenerates an expired link and downloads with the fresh one', async () => {
    const before = fast.requests.length;
    fast.inject({ endpoint: 'generateBundle', kind: 'expired-link' });
    const r = await run(fast, { target: 'none' });
    expect(r.code, r.stdout).toBe(0);
    expect(requestsOf(fast, 'generateBundle', before)).toHaveLength(2);
    expect(requestsOf(fast, 'download', before).map((q) => q.status)).toEqual([200]);
    expect(r.outputs['bundle-sha256']).toBe(sha256(await bundleOf(fast, r)));
    // The output holds the link that worked, not the expired one.
    expect(r.outputs['bundle-url']).toContain(
      requestsOf(fast, 'download', before)[0]?.query['X-Amz-Signature'],
    );
    expectNoSecrets(r, fast);
  });

  it('resumes a truncated download with a Range request', async () => {
    const before = fast.requests.length;
    fast.inject({ endpoint: 'download', kind: 'truncate', afterBytes: 1_000 });
    const r = await run(fast, { target: 'none' });
    expect(r.code, r.stdout).toBe(0);
    const downloads = requestsOf(fast, 'download', before);
    expect(downloads.map((q) => q.range)).toEqual([undefined, 'bytes=1000-']);
    expect(r.outputs['bundle-sha256']).toBe(sha256(await bundleOf(fast, r)));
    expectNoSecrets(r, fast);
  });

  it('rides out 503s and connection resets while polling', async () => {
    const before = fast.requests.length;
    fast.inject({ endpoint: 'getExport', kind: 'status', status: 503, times: 2, retryAfter: '0' });
    fast.inject({ endpoint: 'getExport', kind: 'reset' });
    const r = await run(fast, { target: 'none' });
    expect(r.code, r.stdout).toBe(0);
    const statuses = requestsOf(fast, 'getExport', before).map((q) => q.status);
    expect(statuses.slice(0, 3)).toEqual([503, 503, 0]);
    expect(statuses[statuses.length - 1]).toBe(200);
    expectNoSecrets(r, fast);
  });

  it('refuses a domain that is not a hostname, before any request', async () => {
    const before = fast.requests.length;
    const r = await run(fast, { domain: 'https://docs.example.com/guides' });
    expect(r.code).toBe(1);
    expect(errorOf(r)).toMatch(/`domain`.*is not a hostname/);
    expect(fast.requests.length).toBe(before);
  });

  it('explains a 403 from an organization without static export', async () => {
    const r = await run(disabled);
    expect(r.code).toBe(1);
    expect(r.outputs.outcome).toBe('failure');
    expect(errorOf(r)).toMatch(/Enterprise/);
    expect(errorOf(r)).toMatch(/write/);
    expectNoSecrets(r, disabled);
  });

  it('stops polling at once on SIGTERM and exits non-zero', async () => {
    const r = await run(
      slow,
      {},
      {
        onLine: (line, signal) => {
          if (/^Export job se_\w+ started/.test(line)) signal('SIGTERM');
        },
      },
    );
    expect(r.code).not.toBe(0);
    expect(r.outputs.outcome).toBe('failure');
    expect(r.stdout).toMatch(/Received SIGTERM/);
    expect(leftovers(r)).toEqual([]);
    expect(r.durationMs).toBeLessThan(10_000);
  });

  it('on SIGTERM mid-download, removes the partial bundle and exits non-zero', async () => {
    big.inject({ endpoint: 'download', kind: 'delay', ms: 20_000 });
    // Our own RUNNER_TEMP, to look into while the action runs.
    const temp = mkdtempSync(join(tmpdir(), 'export-sigterm-'));
    const parts = (): string[] =>
      readdirSync(temp)
        .filter((d) => d.startsWith('mintlify-export-'))
        .flatMap((d) => readdirSync(join(temp, d)).filter((f) => f.endsWith('.part')));
    let partSeen = false;
    const r = await run(
      big,
      { target: 'none' },
      {
        env: { RUNNER_TEMP: temp },
        onLine: (line, signal) => {
          if (!line.startsWith('Downloading the bundle')) return;
          // The .part file is open while the (delayed) response is awaited.
          setTimeout(() => {
            partSeen = parts().length > 0;
            signal('SIGTERM');
          }, 300);
        },
      },
    );
    expect(partSeen).toBe(true);
    expect(r.code).not.toBe(0);
    expect(r.stdout).toMatch(/Received SIGTERM/);
    expect(readdirSync(temp).filter((d) => d.startsWith('mintlify-export-'))).toEqual([]);
    expect(r.outputs['bundle-path']).toBeUndefined();
    expect(r.durationMs).toBeLessThan(15_000);
    rmSync(temp, { recursive: true, force: true });
  });
});
