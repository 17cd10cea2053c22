/**
 * The export runner (src/modes/export/run.ts) in process: `run()` of src/main.ts with a runner's
 * environment (helpers/in-process.ts) against the platform emulator (export jobs, bundles, the
 * storage host's faults) and the GitHub emulator (artifact service, releases, OIDC, Pages API),
 * its summary, outputs, log and annotations captured. Cancelling by SIGTERM (polling, mid-download,
 * a Pages deployment) needs a process: export.e2e.test.ts and pages.e2e.test.ts; the link check on
 * its worker thread: link-check.e2e.test.ts.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, inflateRawSync } from 'node:zlib';
import { Header, t as listTar, type Parser } from 'tar';
import { parse } from 'yaml';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startGitHubEmulator,
  startPlatformEmulator,
  type GitHubEmulator,
  type GitHubEmulatorOptions,
  type PlatformEmulator,
} from '../emulator/index.js';
import { LINK_SITE_BROKEN } from '../emulator/platform/bundles.js';
import { runInProcess, type InProcessOptions, type InProcessRun } from './helpers/in-process.js';

/**
 * The targets artifact, release and none, with platform emulators whose jobs are fast, slow,
 * failing, refused (an organization without static export) or large, and the GitHub emulator
 * (artifact service, releases).
 */
describe('mode: export', () => {
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
      startPlatformEmulator({
        seed: 21,
        exportJob: { queuedMs: 50, runningMs: 400, pageCount: 57 },
      }),
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
  function inputs(
    emu: PlatformEmulator,
    extra: Record<string, string> = {},
  ): Record<string, string> {
    return {
      'admin-key': emu.adminKey,
      'api-url': emu.url,
      mode: 'export',
      domain: 'docs.example.com',
      'github-token': github.token,
      ...extra,
    };
  }

  /** Runs the action (in process) with the GitHub emulator's runner environment. */
  function run(
    emu: PlatformEmulator,
    extra: Record<string, string> = {},
    options: Partial<InProcessOptions> = {},
  ): Promise<InProcessRun> {
    return runInProcess({
      inputs: inputs(emu, extra),
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
  function expectNoSecrets(run: InProcessRun, emu: PlatformEmulator): void {
    const secrets = [emu.adminKey, github.token, 'X-Amz-Signature', 'X-Amz-Security-Token'];
    const link = run.outputs['bundle-url'];
    if (link) secrets.push(link, link.slice(link.indexOf('?') + 1));
    const lines = run.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::'));
    for (const text of [lines.join('\n'), run.stderr, run.summary]) {
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  }

  function errorOf(run: InProcessRun): string {
    return run.annotations.find((a) => a.command === 'error')?.message ?? '';
  }

  /** Folders the action left in RUNNER_TEMP. */
  function leftovers(run: InProcessRun): string[] {
    return readdirSync(run.runnerTemp).filter((f) => f.startsWith('mintlify-export-'));
  }

  /** The bytes the emulator serves for the job of this run. */
  async function bundleOf(emu: PlatformEmulator, r: InProcessRun): Promise<Buffer> {
    return readFileSync(await emu.bundleFile(r.outputs['job-id'] ?? ''));
  }

  it('target artifact: uploads the .tar.gz itself, sets every output, and summarizes', async () => {
    const before = fast.requests.length;
    const r = await run(fast, { domain: 'https://Docs.Example.com/', 'retention-days': '7' });
    expect(r.exitCode, r.stdout).toBe(0);
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
    expect(first.exitCode, first.stdout).toBe(0);
    const second = await run(fast, { 'artifact-name': name }, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(second.exitCode, second.stdout).toBe(0);
    const stored = github.state.artifacts.filter((a) => a.finalized && a.name === name);
    expect(stored).toHaveLength(1);
    expect(String(stored[0]?.id)).toBe(second.outputs['artifact-id']);
    expect(stored[0]?.bytes.equals(await bundleOf(fast, second))).toBe(true);
    expect(second.stdout).toMatch(/deleted the artifact "docs-rerun" of an earlier attempt/);

    // When the old artifact cannot be deleted, this attempt's bundle gets its own name.
    github.inject({ route: 'DeleteArtifact', status: 403 });
    const third = await run(fast, { 'artifact-name': name }, { env: { GITHUB_RUN_ATTEMPT: '3' } });
    expect(third.exitCode, third.stdout).toBe(0);
    const renamed = github.state.artifacts.find(
      (a) => a.finalized && a.name === `${name}-attempt-3`,
    );
    expect(String(renamed?.id)).toBe(third.outputs['artifact-id']);
    expect(
      third.annotations.some((a) => a.command === 'warning' && /attempt-3/.test(a.message)),
    ).toBe(true);

    // The same name twice in one attempt is another job's artifact: refused, not deleted.
    const clash = await run(fast, { 'artifact-name': name });
    expect(clash.exitCode).toBe(1);
    expect(errorOf(clash)).toMatch(/already exists in this workflow run.*artifact-name/s);
    expect(github.state.artifacts.filter((a) => a.finalized && a.name === name)).toHaveLength(1);
    expect(leftovers(clash)).toEqual([]);
    expect(clash.outputs['bundle-path']).toBeUndefined();
  });

  it('target release: creates the release of the tag, attaches the bundle, replaces it on re-runs', async () => {
    const tag = 'v1.2.0';
    const first = await run(fast, { target: 'release' }, { ref: `refs/tags/${tag}` });
    expect(first.exitCode, first.stdout).toBe(0);
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
    expect(again.exitCode, again.stdout).toBe(0);
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
    expect(r.exitCode).toBe(1);
    expect(errorOf(r)).toMatch(/release-tag/);
    expect(fast.requests.length).toBe(before);
  });

  it('target none: downloads and verifies only', async () => {
    const artifacts = github.state.artifacts.length;
    const r = await run(fast, { target: 'none', 'export-version': 'v2' });
    expect(r.exitCode, r.stdout).toBe(0);
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
    expect(r.exitCode).toBe(1);
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
    expect(r.exitCode).toBe(1);
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
    expect(r.exitCode, r.stdout).toBe(0);
    expect(requestsOf(fast, 'generateBundle', before).map((q) => q.status)).toEqual([
      409, 409, 200,
    ]);
    expect(r.stdout).toMatch(/bundle is not ready yet \(HTTP 409\)/);
  });

  it('regenerates an expired link and downloads with the fresh one', async () => {
    const before = fast.requests.length;
    fast.inject({ endpoint: 'generateBundle', kind: 'expired-link' });
    const r = await run(fast, { target: 'none' });
    expect(r.exitCode, r.stdout).toBe(0);
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
    expect(r.exitCode, r.stdout).toBe(0);
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
    expect(r.exitCode, r.stdout).toBe(0);
    const statuses = requestsOf(fast, 'getExport', before).map((q) => q.status);
    expect(statuses.slice(0, 3)).toEqual([503, 503, 0]);
    expect(statuses[statuses.length - 1]).toBe(200);
    expectNoSecrets(r, fast);
  });

  it('refuses a domain that is not a hostname, before any request', async () => {
    const before = fast.requests.length;
    const r = await run(fast, { domain: 'https://docs.example.com/guides' });
    expect(r.exitCode).toBe(1);
    expect(errorOf(r)).toMatch(/`domain`.*is not a hostname/);
    expect(fast.requests.length).toBe(before);
  });

  it('explains a 403 from an organization without static export', async () => {
    const r = await run(disabled);
    expect(r.exitCode).toBe(1);
    expect(r.outputs.outcome).toBe('failure');
    expect(errorOf(r)).toMatch(/Enterprise/);
    expect(errorOf(r)).toMatch(/write/);
    expectNoSecrets(r, disabled);
  });
});

/**
 * `check-links` on every target, against a platform emulator serving its link-check site (`bundle:
 * {kind: 'site', links: true}`: every rule of the check, each once good and once broken) and the
 * GitHub emulator (artifacts, releases, Pages). `warn` publishes and lists; `error` publishes
 * nothing; `off` parses no HTML. In process the check runs on the caller's thread; on its worker
 * thread, from the bundle: link-check.e2e.test.ts.
 */
describe('check-links', () => {
  /** The default site's own two broken links, from its home page. */
  const DEFAULT_BROKEN = ['/assets/banner.png', '/guides/quickstart'];
  /** Every broken target of the link-check site: 15. */
  const BROKEN = [...LINK_SITE_BROKEN, ...DEFAULT_BROKEN];

  let links: PlatformEmulator;
  /** A bundle without HTML: nothing can be broken. */
  let noHtml: PlatformEmulator;
  let github: GitHubEmulator;

  beforeAll(async () => {
    [links, noHtml, github] = await Promise.all([
      startPlatformEmulator({
        seed: 61,
        exportJob: { queuedMs: 0, runningMs: 100 },
        bundle: { kind: 'site', links: true },
      }),
      startPlatformEmulator({
        seed: 62,
        exportJob: { queuedMs: 0, runningMs: 100 },
        bundle: { kind: 'random', sizeBytes: 64 * 1024 },
      }),
      startGitHubEmulator({ pagesDeployment: { stepMs: 100 } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([links, noHtml, github].map((e) => e.close()));
  });

  function run(
    extra: Record<string, string>,
    options: Partial<InProcessOptions> = {},
    emu: PlatformEmulator = links,
  ): Promise<InProcessRun> {
    return runInProcess({
      inputs: {
        'admin-key': emu.adminKey,
        'api-url': emu.url,
        mode: 'export',
        domain: 'docs.example.com',
        'github-token': github.token,
        ...extra,
      },
      ...options,
      env: { ...github.env(), ...options.env },
    });
  }

  function messages(r: InProcessRun, command: 'warning' | 'error'): string[] {
    return r.annotations.filter((a) => a.command === command).map((a) => a.message);
  }

  /** Targets in the summary's broken-links table, in order. */
  function tableTargets(summary: string): string[] {
    return summary
      .split('\n')
      .filter((l) => /^\| `[^`]+` \| \d+ \|/.test(l))
      .map((l) => /^\| `([^`]+)`/.exec(l)?.[1] ?? '');
  }

  /** The run failed on the link check with nothing published and nothing left behind. */
  function expectBlocked(r: InProcessRun): void {
    expect(r.exitCode).toBe(1);
    expect(r.outputs.outcome).toBe('failure');
    expect(messages(r, 'error').join('\n')).toMatch(
      /The export has broken links: 15 targets \(17 links to them\): nothing was published/,
    );
    expect(r.outputs['broken-links']).toBe('15');
    expect(r.outputs['bundle-path']).toBeUndefined();
    expect(r.outputs['bundle-url']).toBeUndefined();
    expect(r.summary).toMatch(/not published, broken links/);
    expect(r.summary).toMatch(/With `check-links: error`, nothing was published/);
    expect([...tableTargets(r.summary)].sort()).toEqual([...BROKEN].sort());
    expect(readdirSync(r.runnerTemp).filter((f) => f.startsWith('mintlify-export-'))).toEqual([]);
  }

  describe('check-links: warn (the default)', () => {
    it('target artifact: publishes, counts, warns ten times and lists every broken target', async () => {
      const before = github.state.artifacts.length;
      const r = await run({ target: 'artifact' });
      expect(r.exitCode, r.stdout).toBe(0);
      expect(github.state.artifacts.filter((a) => a.finalized).length).toBe(before + 1);
      expect(r.outputs['broken-links']).toBe('15');
      expect(r.stdout).toMatch(
        /Link check: 87 internal links in 11 HTML pages \([\d.]+ KiB of HTML tokenized\), 15 broken targets\./,
      );

      // One warning per target, most-referenced first, at most ten, then one for the rest.
      const warnings = messages(r, 'warning').filter((m) => /broken link/i.test(m));
      expect(warnings).toHaveLength(11);
      expect(warnings[0]).toBe(
        'Broken link: /links/nope-root is not in the bundle; linked from /links/index.html, ' +
          '/links/page.html (3 links in all).',
      );
      expect(warnings[10]).toBe('…and 5 more broken link targets (listed in the job summary).');

      // The table: every broken target, most-referenced first, and nothing else.
      const targets = tableTargets(r.summary);
      expect(targets[0]).toBe('/links/nope-root');
      expect([...targets].sort()).toEqual([...BROKEN].sort());
      expect(r.summary).toContain('#### Broken links: 15');
      expect(r.summary).toContain('| `/links/old-page` | 1 | `/links/café.html` |');
      expect(r.summary).toContain('| `/links/base-missing` | 1 | `/links/sub/index.html` |');
      // Not checked: other hosts and schemes; never reported.
      for (const skipped of ['example.org', 'mailto', 'tel:', 'javascript', 'data:']) {
        expect(r.summary).not.toContain(skipped);
      }
    });

    it('target none, release and pages: the same check on each', async () => {
      const none = await run({ target: 'none' });
      expect(none.exitCode, none.stdout).toBe(0);
      expect(none.outputs['broken-links']).toBe('15');
      expect(tableTargets(none.summary)).toHaveLength(15);

      const release = await run({ target: 'release' }, { ref: 'refs/tags/v-links-warn' });
      expect(release.exitCode, release.stdout).toBe(0);
      expect(release.outputs['broken-links']).toBe('15');
      const made = github.state.releases.find((x) => x.tag_name === 'v-links-warn');
      expect(made?.assets).toHaveLength(1);

      const deployments = github.state.deployments.length;
      const pages = await run({ target: 'pages' });
      expect(pages.exitCode, pages.stdout).toBe(0);
      expect(pages.outputs['broken-links']).toBe('15');
      expect(github.state.deployments.length).toBe(deployments + 1);
      expect(tableTargets(pages.summary)).toHaveLength(15);
    });

    it('a bundle without broken links: 0, and the summary says none is broken', async () => {
      const r = await run({ target: 'none' }, {}, noHtml);
      expect(r.exitCode, r.stdout).toBe(0);
      expect(r.outputs['broken-links']).toBe('0');
      expect(r.summary).toMatch(/0 internal links in 0 HTML pages .*: none is broken/);
      expect(messages(r, 'warning').filter((m) => /broken link/i.test(m))).toEqual([]);
    });
  });

  describe('check-links: error', () => {
    it('target artifact: no artifact is uploaded', async () => {
      const before = github.state.artifacts.length;
      const r = await run({ target: 'artifact', 'check-links': 'error' });
      expectBlocked(r);
      expect(github.state.artifacts.length).toBe(before);
    });

    it('target release: no release and no asset', async () => {
      const r = await run(
        { target: 'release', 'check-links': 'error' },
        { ref: 'refs/tags/v-links-error' },
      );
      expectBlocked(r);
      expect(github.state.releases.find((x) => x.tag_name === 'v-links-error')).toBeUndefined();
    });

    it('target pages: no artifact, no deployment', async () => {
      const artifacts = github.state.artifacts.length;
      const deployments = github.state.deployments.length;
      const r = await run({ target: 'pages', 'check-links': 'error' });
      expectBlocked(r);
      expect(github.state.artifacts.length).toBe(artifacts);
      expect(github.state.deployments.length).toBe(deployments);
      expect(readdirSync(r.runnerTemp).filter((f) => f.startsWith('pages-'))).toEqual([]);
    });

    it('passes when nothing is broken', async () => {
      const r = await run({ target: 'none', 'check-links': 'error' }, {}, noHtml);
      expect(r.exitCode, r.stdout).toBe(0);
      expect(r.outputs['broken-links']).toBe('0');
    });
  });

  describe('check-links: off', () => {
    it('parses no HTML: no count, no output, no warning, no table', async () => {
      const r = await run({
        target: 'artifact',
        'artifact-name': 'docs-off',
        'check-links': 'off',
      });
      expect(r.exitCode, r.stdout).toBe(0);
      expect(r.stdout).toContain('Link check off (`check-links: off`): no HTML was parsed.');
      expect(r.stdout).not.toMatch(/Link check: \d/);
      expect(r.outputs['broken-links']).toBeUndefined();
      expect(messages(r, 'warning').filter((m) => /broken link/i.test(m))).toEqual([]);
      expect(r.summary).not.toMatch(/Broken links|internal links/);
    });

    it('refuses a value it does not know, before any request', async () => {
      const before = links.requests.length;
      const r = await run({ 'check-links': 'strict' });
      expect(r.exitCode).toBe(1);
      expect(messages(r, 'error').join('\n')).toMatch(
        /`check-links` "strict" is not one of `warn`, `error`, `off`/,
      );
      expect(links.requests.length).toBe(before);
    });
  });
});

/**
 * `target: pages` against the platform emulator (export job, bundle) and GitHub emulators (OIDC,
 * artifact service, Pages API): a deployed site whose stored artifact holds the site, the errors
 * users hit (no OIDC token, Pages off, 403, branch rules), a failed deployment, a timeout that
 * cancels the deployment, and hostile bundles refused end to end.
 */
describe('target: pages (GitHub Pages)', () => {
  /** GITHUB_SHA of every run (run-action's default). */
  const RUN_SHA = '0123456789abcdef0123456789abcdef01234567';
  const PAGE_URL = 'https://acme.github.io/docs/';
  const SETTINGS_URL = 'https://github.com/acme/docs/settings/pages';

  /** Fast export jobs serving the emulator's small docs site. */
  let platform: PlatformEmulator;
  /** Serves hand-made bundles (its bundle file is replaced per test). */
  let hostile: PlatformEmulator;
  /** GitHub with Pages on, deployments that succeed. */
  let github: GitHubEmulator;
  /** No OIDC token endpoint (the job lacks `id-token: write`). */
  let noOidc: GitHubEmulator;
  /** Pages not enabled. */
  let pagesOff: GitHubEmulator;
  /** Deployments that end in `deployment_failed`. */
  let failing: GitHubEmulator;
  /** Deployments that never finish. */
  let never: GitHubEmulator;

  beforeAll(async () => {
    const gh = (options: GitHubEmulatorOptions) =>
      startGitHubEmulator({
        pagesDeployment: { stepMs: 100, ...options.pagesDeployment },
        ...options,
      });
    [platform, hostile, github, noOidc, pagesOff, failing, never] = await Promise.all([
      startPlatformEmulator({ seed: 51, exportJob: { queuedMs: 50, runningMs: 200 } }),
      startPlatformEmulator({ seed: 52, exportJob: { queuedMs: 0, runningMs: 50 } }),
      gh({}),
      gh({ oidc: false }),
      gh({ pagesEnabled: false }),
      gh({ pagesDeployment: { outcome: 'failure' } }),
      gh({ pagesDeployment: { outcome: 'never' } }),
    ]);
  });

  afterAll(async () => {
    await Promise.all(
      [platform, hostile, github, noOidc, pagesOff, failing, never].map((e) => e.close()),
    );
  });

  /** Runs an export with `target: pages` from `emu` to the GitHub emulator `gh`. */
  function deploy(
    gh: GitHubEmulator,
    extra: Record<string, string> = {},
    options: Partial<InProcessOptions> = {},
    emu: PlatformEmulator = platform,
  ): Promise<InProcessRun> {
    return runInProcess({
      inputs: {
        'admin-key': emu.adminKey,
        'api-url': emu.url,
        mode: 'export',
        domain: 'docs.example.com',
        target: 'pages',
        'github-token': gh.token,
        ...extra,
      },
      ...options,
      env: { ...gh.env(), ...options.env },
    });
  }

  function errorOf(run: InProcessRun): string {
    return run.annotations.find((a) => a.command === 'error')?.message ?? '';
  }

  /** No key, token, OIDC token or presigned link anywhere a human reads. */
  function expectNoSecrets(
    run: InProcessRun,
    gh: GitHubEmulator,
    emu: PlatformEmulator = platform,
  ) {
    const secrets = [emu.adminKey, gh.token, 'X-Amz-Signature', ...gh.state.idTokens];
    const lines = run.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::'));
    for (const text of [lines.join('\n'), run.stderr, run.summary]) {
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  }

  /** The run left no site, tar or bundle folder in RUNNER_TEMP. */
  function expectNoLeftovers(run: InProcessRun, allowExportDir = false): void {
    const left = readdirSync(run.runnerTemp).filter(
      (f) => f.startsWith('pages-') || (!allowExportDir && f.startsWith('mintlify-export-')),
    );
    expect(left).toEqual([]);
  }

  /** Entries of a zip, read through its central directory (stored or deflated). */
  function readZip(zip: Buffer): Map<string, Buffer> {
    const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    expect(eocd).toBeGreaterThanOrEqual(0);
    const count = zip.readUInt16LE(eocd + 10);
    let at = zip.readUInt32LE(eocd + 16);
    const entries = new Map<string, Buffer>();
    for (let i = 0; i < count; i++) {
      expect(zip.readUInt32LE(at)).toBe(0x02014b50);
      const method = zip.readUInt16LE(at + 10);
      const compressedSize = zip.readUInt32LE(at + 20);
      const nameLength = zip.readUInt16LE(at + 28);
      const extraLength = zip.readUInt16LE(at + 30);
      const commentLength = zip.readUInt16LE(at + 32);
      const local = zip.readUInt32LE(at + 42);
      const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + compressedSize);
      entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  }

  /** Files of a tar (plain or gzipped), by path, with their types. */
  async function tarEntries(tar: Buffer): Promise<Map<string, { type: string; body: string }>> {
    const found = new Map<string, { type: string; body: string }>();
    const parser: Parser = listTar({
      strict: true,
      noResume: true,
      onReadEntry: (entry) => {
        const chunks: Buffer[] = [];
        entry.on('data', (c: Buffer) => chunks.push(c));
        entry.on('end', () =>
          found.set(entry.path, { type: entry.type, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      parser.on('end', () => resolve());
      parser.on('error', reject);
      parser.end(tar);
    });
    return found;
  }

  describe('target: pages', () => {
    it('deploys the site: artifact github-pages (zip → artifact.tar of the site), deployment by id', async () => {
      const artifactsBefore = github.state.artifacts.length;
      const r = await deploy(github);
      expect(errorOf(r)).toBe('');
      expect(r.exitCode).toBe(0);
      expect(r.outputs.outcome).toBe('success');
      expect(r.outputs['page-url']).toBe(PAGE_URL);

      const artifact = github.state.artifacts[artifactsBefore];
      expect(artifact?.name).toBe('github-pages');
      expect(artifact?.finalized).toBe(true);
      expect(artifact?.retentionDays).toBe(1);
      expect(r.outputs['artifact-id']).toBe(String(artifact?.id));

      // What deploy-pages expects: the artifact is a zip holding artifact.tar, an uncompressed tar
      // of the site root with ./-prefixed entries, plus .nojekyll.
      const zip = readZip(artifact?.bytes ?? Buffer.alloc(0));
      expect([...zip.keys()]).toEqual(['artifact.tar']);
      const site = await tarEntries(zip.get('artifact.tar') ?? Buffer.alloc(0));
      const exported = await tarEntries(
        readFileSync(await platform.bundleFile(r.outputs['job-id'] ?? '')),
      );
      for (const [path, entry] of exported) {
        if (entry.type !== 'File') continue;
        expect(site.get(`./${path.replace(/^\.\//, '')}`)?.body, path).toBe(entry.body);
      }
      expect(site.get('./')?.type).toBe('Directory');
      expect(site.get('./index.html')?.type).toBe('File');
      expect(site.get('./404.html')?.type).toBe('File');
      expect(site.get('./.nojekyll')).toEqual({ type: 'File', body: '' });
      expect([...site.keys()].every((p) => p.startsWith('./'))).toBe(true);

      const deployment = github.state.deployments.at(-1);
      expect(deployment?.artifactId).toBe(artifact?.id);
      expect(deployment?.buildVersion).toBe(RUN_SHA);
      expect(github.state.idTokens).toContain(deployment?.oidcToken);
      expect(deployment?.status).toBe('succeed');
      expect(deployment?.cancelled).toBe(false);
      // Deployed by the id the upload returned: the artifact was never looked up by name.
      expect(github.requests.some((q) => /ListArtifacts/.test(q.path))).toBe(false);

      expect(r.summary).toContain('GitHub Pages');
      expect(r.summary).toContain(PAGE_URL);
      expectNoSecrets(r, github);
      expectNoLeftovers(r, true);
    });

    it('fails without an OIDC token, naming id-token: write, before unpacking or uploading', async () => {
      const r = await deploy(noOidc);
      expect(r.exitCode).toBe(1);
      expect(r.outputs.outcome).toBe('failure');
      expect(errorOf(r)).toMatch(/permissions: id-token: write/);
      expect(noOidc.state.artifacts).toEqual([]);
      expect(noOidc.state.deployments).toEqual([]);
      expectNoSecrets(r, noOidc);
      expectNoLeftovers(r);
    });

    it('fails when Pages is not enabled (404), with the link to the settings', async () => {
      const r = await deploy(pagesOff);
      expect(r.exitCode).toBe(1);
      expect(r.outputs.outcome).toBe('failure');
      expect(errorOf(r)).toMatch(/GitHub Pages is not enabled for acme\/docs/);
      expect(errorOf(r)).toContain(SETTINGS_URL);
      expect(errorOf(r)).toMatch(/"GitHub Actions"/);
      expect(pagesOff.state.artifacts).toEqual([]);
      expectNoLeftovers(r);
    });

    it('answers a 403 with pages: write', async () => {
      github.inject({
        route: 'POST /repos/acme/docs/pages/deployments',
        status: 403,
        body: { message: 'Resource not accessible by integration', status: '403' },
      });
      const r = await deploy(github);
      expect(r.exitCode).toBe(1);
      expect(errorOf(r)).toMatch(/permissions: pages: write/);
      expect(errorOf(r)).toContain('Resource not accessible by integration');
      expectNoLeftovers(r);
    });

    it('answers a 400 about branches with the github-pages environment', async () => {
      github.inject({
        route: 'POST /repos/acme/docs/pages/deployments',
        status: 400,
        body: {
          message:
            'Invalid deployment branch and no branch protection rules set in the environment. ' +
            'Deployments are only allowed from gh-pages',
        },
      });
      const r = await deploy(github, {}, { ref: 'refs/heads/feature/x' });
      expect(r.exitCode).toBe(1);
      const error = errorOf(r);
      expect(error).toContain('environment: github-pages');
      expect(error).toContain('`feature/x`');
      expect(error).toContain('Invalid deployment branch');
      expect(error).toContain(SETTINGS_URL);
    });

    it('fails when the deployment fails, without cancelling it', async () => {
      const r = await deploy(failing);
      expect(r.exitCode).toBe(1);
      expect(r.outputs.outcome).toBe('failure');
      expect(errorOf(r)).toMatch(/ended with "deployment_failed"/);
      const deployment = failing.state.deployments.at(-1);
      expect(deployment?.status).toBe('deployment_failed');
      expect(failing.requests.some((q) => q.path.endsWith('/cancel'))).toBe(false);
      expectNoLeftovers(r);
    });

    it('cancels a deployment that does not finish within the timeout', async () => {
      const r = await deploy(never, { timeout: '5s' });
      expect(r.exitCode).toBe(1);
      expect(r.outputs.outcome).toBe('timeout');
      expect(errorOf(r)).toMatch(/did not finish within the `timeout`.*it was cancelled/);
      const deployment = never.state.deployments.at(-1);
      expect(deployment?.cancelled).toBe(true);
      expect(deployment?.status).toBe('deployment_cancelled');
      expect(r.durationMs).toBeLessThan(15_000);
      expectNoLeftovers(r);
    });
  });

  describe('target: pages refuses hostile bundles end to end', () => {
    /**
     * Makes the hostile emulator serve `entries` as its bundle: the emulator serves one archive
     * file for every job and announces its size once, so the hand-made .tar.gz replaces that
     * file, padded with zeros after the gzip stream (gunzip ignores them) to the announced size.
     */
    async function serve(
      entries: { path: string; type?: string; body?: string; linkpath?: string }[],
    ) {
      const response = await fetch(`${hostile.url}/v1/static-export/jobs`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${hostile.adminKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ domain: 'docs.example.com' }),
      });
      const { jobId } = (await response.json()) as { jobId: string };
      const file = await hostile.bundleFile(jobId);
      const blocks: Buffer[] = [];
      for (const e of entries) {
        const body = Buffer.from(e.body ?? '');
        const type = e.type ?? 'File';
        const header = new Header({
          path: e.path,
          type: type as 'File',
          size: type === 'File' ? body.length : 0,
          mode: 0o644,
          mtime: new Date('2026-01-01T00:00:00Z'),
          ...(e.linkpath ? { linkpath: e.linkpath } : {}),
        });
        header.encode();
        blocks.push(header.block as Buffer);
        if (type === 'File' && body.length > 0) {
          blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
        }
      }
      blocks.push(Buffer.alloc(1024));
      const gz = gzipSync(Buffer.concat(blocks));
      const size = statSync(file).size;
      expect(gz.length).toBeLessThan(size);
      writeFileSync(file, Buffer.concat([gz, Buffer.alloc(size - gz.length)]));
    }

    async function expectRefused(entry: string, reason: RegExp): Promise<void> {
      const artifacts = github.state.artifacts.length;
      const deployments = github.state.deployments.length;
      const r = await deploy(github, {}, {}, hostile);
      expect(r.exitCode).toBe(1);
      expect(r.outputs.outcome).toBe('failure');
      const error = errorOf(r);
      expect(error).toContain(`Refused the export bundle: entry ${JSON.stringify(entry)}`);
      expect(error).toMatch(reason);
      // Nothing deployed, nothing uploaded, nothing left in RUNNER_TEMP or next to it.
      expect(github.state.artifacts.length).toBe(artifacts);
      expect(github.state.deployments.length).toBe(deployments);
      expectNoLeftovers(r);
      expect(readdirSync(`${r.runnerTemp}/..`).sort()).toEqual(
        ['event.json', 'output.txt', 'runner-temp', 'state.txt', 'summary.md', 'workspace'].sort(),
      );
      expectNoSecrets(r, github, hostile);
    }

    it('refuses ../evil', async () => {
      await serve([
        { path: 'index.html', body: '<h1>ok</h1>' },
        { path: '../evil', body: 'pwned' },
      ]);
      await expectRefused('../evil', /climbs out of the site folder/);
    });

    it('refuses an absolute path', async () => {
      await serve([
        { path: 'index.html', body: '<h1>ok</h1>' },
        { path: '/tmp/pages-e2e-evil.html', body: 'pwned' },
      ]);
      await expectRefused('/tmp/pages-e2e-evil.html', /absolute path/);
      expect(() => statSync('/tmp/pages-e2e-evil.html')).toThrow();
    });

    it('refuses a symbolic link out', async () => {
      await serve([
        { path: 'index.html', body: '<h1>ok</h1>' },
        { path: 'out', type: 'SymbolicLink', linkpath: '../../..' },
        { path: 'out/evil.html', body: 'pwned' },
      ]);
      await expectRefused('out', /symbolic link to "\.\.\/\.\.\/\.\."/);
    });

    /** A platform emulator serving `bundle` (a file made here) for every job. */
    async function serving(
      bundle: Buffer,
    ): Promise<{ emu: PlatformEmulator; done: () => Promise<void> }> {
      const dir = mkdtempSync(join(tmpdir(), 'pages-e2e-bundle-'));
      const path = join(dir, 'bundle.tar.gz');
      writeFileSync(path, bundle);
      const emu = await startPlatformEmulator({
        seed: 77,
        exportJob: { queuedMs: 0, runningMs: 50 },
        bundle: { kind: 'file', path },
      });
      return {
        emu,
        done: async () => {
          await emu.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }

    function tarOf(
      entries: { path: string; type?: string; body?: Buffer; linkpath?: string; size?: number }[],
    ): Buffer {
      const blocks: Buffer[] = [];
      for (const e of entries) {
        const body = e.body ?? Buffer.alloc(0);
        const type = e.type ?? 'File';
        const header = new Header({
          path: e.path,
          type: type as 'File',
          size: e.size ?? (type === 'File' ? body.length : 0),
          mode: 0o644,
          mtime: new Date('2026-01-01T00:00:00Z'),
          ...(e.linkpath ? { linkpath: e.linkpath } : {}),
        });
        header.encode();
        blocks.push(header.block as Buffer);
        if (type === 'File' && body.length > 0) {
          blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
        }
      }
      blocks.push(Buffer.alloc(1024));
      return Buffer.concat(blocks);
    }

    it('refuses a hard link (bundle served as a file, not overwritten in place)', async () => {
      const { emu, done } = await serving(
        gzipSync(
          tarOf([
            { path: 'index.html', body: Buffer.from('<h1>ok</h1>') },
            { path: 'copy.html', type: 'Link', linkpath: 'index.html' },
          ]),
        ),
      );
      try {
        const artifacts = github.state.artifacts.length;
        const r = await deploy(github, {}, {}, emu);
        expect(r.exitCode).toBe(1);
        expect(errorOf(r)).toContain('Refused the export bundle: entry "copy.html"');
        expect(errorOf(r)).toMatch(/hard link to "index\.html"/);
        expect(github.state.artifacts.length).toBe(artifacts);
        expectNoLeftovers(r);
      } finally {
        await done();
      }
    });

    it('refuses a bomb of many zero-filled entries, each under the caps, with ≤ 1 GiB written', async () => {
      // 40 entries declaring 256 MiB each (10 GiB in all, at the cap): ~10 MiB of gzip, since
      // gzip members concatenate and one compressed run of zeros is reused for every entry.
      const entry = 256 * 1024 * 1024;
      const zeros = gzipSync(Buffer.alloc(entry), { level: 9 });
      const members = [
        gzipSync(
          tarOf([{ path: 'index.html', body: Buffer.from('<h1>ok</h1>') }]).subarray(0, 1024),
        ),
      ];
      for (let i = 0; i < 40; i++) {
        members.push(
          gzipSync(tarOf([{ path: `zeros-${i}.bin`, size: entry }]).subarray(0, 512)),
          zeros,
        );
      }
      members.push(gzipSync(Buffer.alloc(1024)));
      const bomb = Buffer.concat(members);
      expect(bomb.length).toBeLessThan(12 * 1024 * 1024);
      const { emu, done } = await serving(bomb);
      try {
        const artifacts = github.state.artifacts.length;
        const r = await deploy(github, {}, {}, emu);
        expect(r.exitCode).toBe(1);
        const error = errorOf(r);
        expect(error).toContain('Refused the export bundle: entry "zeros-0.bin"');
        expect(error).toMatch(/more than 100 times/);
        const written =
          /Inflating stopped there: ([\d.]+) MiB of artifact\.tar had been written/.exec(error);
        expect(written).not.toBeNull();
        expect(Number(written?.[1]) * 1024 * 1024).toBeLessThanOrEqual(1024 ** 3);
        expect(github.state.artifacts.length).toBe(artifacts);
        expectNoLeftovers(r);
      } finally {
        await done();
      }
    });

    it('refuses a gzip bomb: a small bundle declaring more than the 10 GB cap', async () => {
      // 64 MiB of zeros behind a header that declares 11 GiB: ~64 KiB of gzip.
      const raw = tarOf([
        { path: 'index.html', body: Buffer.from('<h1>ok</h1>') },
        { path: 'bomb.bin', size: 11 * 1024 ** 3 },
      ]);
      const bomb = gzipSync(
        Buffer.concat([raw.subarray(0, raw.length - 1024), Buffer.alloc(64 * 1024 * 1024)]),
      );
      expect(bomb.length).toBeLessThan(256 * 1024);
      const { emu, done } = await serving(bomb);
      try {
        const artifacts = github.state.artifacts.length;
        const r = await deploy(github, {}, {}, emu);
        expect(r.exitCode).toBe(1);
        expect(errorOf(r)).toContain('Refused the export bundle: entry "bomb.bin"');
        expect(errorOf(r)).toMatch(/the most GitHub Pages deploys/);
        expect(github.state.artifacts.length).toBe(artifacts);
        expectNoLeftovers(r);
      } finally {
        await done();
      }
    });
  });
});

/**
 * `target: release` on a repository with immutable releases switched on: a GitHub emulator that
 * locks published releases the way GitHub does (422 "Cannot upload assets to an immutable
 * release.").
 */
describe('target: release with immutable releases on', () => {
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

  function run(tag: string, extra: Record<string, string> = {}): Promise<InProcessRun> {
    return runInProcess({
      inputs: {
        'admin-key': platform.adminKey,
        'api-url': platform.url,
        mode: 'export',
        domain: 'docs.example.com',
        'github-token': github.token,
        target: 'release',
        ...extra,
      },
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

  function errorOf(r: InProcessRun): string {
    return r.annotations.find((a) => a.command === 'error')?.message ?? '';
  }

  function releaseOf(tag: string) {
    return github.state.releases.filter((r) => r.tag_name === tag);
  }

  function sha256(bytes: Buffer): string {
    return createHash('sha256').update(bytes).digest('hex');
  }

  it('creates a draft, uploads, then publishes; a re-run with the same bundle is done', async () => {
    const tag = 'v3.0.0';
    const before = github.requests.length;
    const r = await run(tag);
    expect(r.exitCode, r.stdout).toBe(0);
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
    expect(again.exitCode, again.stdout).toBe(0);
    expect(again.outputs['bundle-sha256']).toBe(sha256(bundle));
    expect(releaseOf(tag)[0]?.assets.map((a) => a.id)).toEqual(release?.assets.map((a) => a.id));
    expect(again.stdout).toMatch(/already holds docs\.example\.com\.tar\.gz/);
  });

  it('fails on a published immutable release, naming immutable releases and both fixes', async () => {
    const tag = 'v3.1.0';
    await makeRelease(tag, false);
    const before = github.requests.length;
    const r = await run(tag);
    expect(r.exitCode).toBe(1);
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
    expect(r.exitCode, r.stdout).toBe(0);
    const [draft] = releaseOf(tag);
    expect(draft?.draft).toBe(true);
    expect(draft?.assets).toHaveLength(1);
    const firstId = draft?.assets[0]?.id;
    expect(r.stdout).toMatch(/a draft: publish it when ready/);

    const again = await run(tag);
    expect(again.exitCode, again.stdout).toBe(0);
    const [after] = releaseOf(tag);
    expect(after?.assets).toHaveLength(1);
    expect(after?.assets[0]?.id).not.toBe(firstId);
  });
});

/**
 * The guard (src/guard.ts) on the export runner's outputs: a platform whose job id (and so the
 * presigned link it builds) holds `$(…)`.
 */
describe('the guard on `mode: export` outputs', () => {
  let platform: PlatformEmulator;

  beforeAll(async () => {
    platform = await startPlatformEmulator({
      seed: 19,
      exportJob: { queuedMs: 0, runningMs: 100 },
    });
  });
  afterEach(() => {
    platform.setHostile(undefined);
  });
  afterAll(async () => {
    await platform.close();
  });

  const warnings = (run: InProcessRun): string[] =>
    run.annotations.filter((a) => a.command === 'warning').map((a) => a.message);

  /** Warnings about output `name` being withheld. */
  const withheld = (run: InProcessRun, name: string): string[] =>
    warnings(run).filter((w) => w.includes(`\`${name}\` output is left unset`));

  it('withholds an export job id holding `$(…)` from `job-id`', async () => {
    platform.setHostile('$(id)');
    const run = await runInProcess({
      inputs: {
        'admin-key': platform.adminKey,
        'api-url': platform.url,
        'project-id': platform.projectId,
        timeout: '30s',
        mode: 'export',
        domain: 'docs.example.com',
        target: 'none',
      },
    });

    expect(run.outputs.outcome, run.stdout.slice(-2000)).toBe('success');
    expect(run.outputs['job-id']).toBeUndefined();
    expect(withheld(run, 'job-id')).toHaveLength(1);
    // The link the platform built holds the id too: `bundle-url` and `deployment-values` go.
    expect(withheld(run, 'bundle-url')).toHaveLength(1);
    expect(withheld(run, 'deployment-values')).toHaveLength(1);
    expect(run.outputs['bundle-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(run.outputs)).not.toContain('$(id)');
  });
});

/** `paths`: which pages an export asks for. */
describe('`paths`', () => {
  let exporter: PlatformEmulator;

  beforeAll(async () => {
    exporter = await startPlatformEmulator({
      seed: 31,
      exportJob: { queuedMs: 0, runningMs: 100 },
    });
  });
  afterAll(async () => {
    await exporter.close();
  });

  it('exports the home page for a `/` line, not the whole site', async () => {
    const before = exporter.requests.length;
    const run = await runInProcess({
      inputs: {
        'admin-key': exporter.adminKey,
        'api-url': exporter.url,
        mode: 'export',
        domain: 'docs.example.com',
        target: 'none',
        paths: '/\nguides/intro\nindex',
      },
    });
    expect(run.exitCode).toBe(0);
    const start = exporter.requests.slice(before).find((r) => r.endpoint === 'startExport');
    expect((start?.body as { paths?: string[] }).paths).toEqual(['index', 'guides/intro']);
    const only = await runInProcess({
      inputs: {
        'admin-key': exporter.adminKey,
        'api-url': exporter.url,
        mode: 'export',
        domain: 'docs.example.com',
        target: 'none',
        paths: '/',
      },
    });
    expect(only.exitCode).toBe(0);
    const second = exporter.requests.filter((r) => r.endpoint === 'startExport').at(-1);
    expect((second?.body as { paths?: string[] }).paths).toEqual(['index']);
  });
});
