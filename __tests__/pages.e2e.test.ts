/**
 * `mode: export` with `target: pages` through the built action (dist/index.js), spawned as a
 * runner does, against the platform emulator (export job, bundle) and the GitHub emulator (OIDC,
 * artifact service, Pages API): a deployed site whose stored artifact holds the site, the errors
 * users hit (no OIDC token, Pages off, 403, branch rules), a failed deployment, a timeout and a
 * SIGTERM that cancel the deployment, and hostile bundles refused end to end.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, inflateRawSync } from 'node:zlib';
import { Header, t as listTar, type Parser } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startGitHubEmulator,
  startPlatformEmulator,
  type GitHubEmulator,
  type GitHubEmulatorOptions,
  type PlatformEmulator,
} from '../emulator/index.js';
import { runAction, type ActionRun } from './helpers/run-action.js';

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
  options: Partial<Parameters<typeof runAction>[0]> = {},
  emu: PlatformEmulator = platform,
): Promise<ActionRun> {
  return runAction({
    inputs: {
      'admin-key': emu.adminKey,
      'api-url': emu.url,
      mode: 'export',
      domain: 'docs.example.com',
      target: 'pages',
      'github-token': gh.token,
      ...extra,
    },
    killAfterMs: 30_000,
    ...options,
    env: { ...gh.env(), ...options.env },
  });
}

function errorOf(run: ActionRun): string {
  return run.annotations.find((a) => a.command === 'error')?.message ?? '';
}

/** No key, token, OIDC token or presigned link anywhere a human reads. */
function expectNoSecrets(run: ActionRun, gh: GitHubEmulator, emu: PlatformEmulator = platform) {
  const secrets = [emu.adminKey, gh.token, 'X-Amz-Signature', ...gh.state.idTokens];
  const lines = run.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::'));
  for (const text of [lines.join('\n'), run.stderr, run.summary]) {
    for (const secret of secrets) expect(text).not.toContain(secret);
  }
}

/** The run left no site, tar or bundle folder in RUNNER_TEMP. */
function expectNoLeftovers(run: ActionRun, allowExportDir = false): void {
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
    expect(r.code).toBe(0);
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
    expect(r.code).toBe(1);
    expect(r.outputs.outcome).toBe('failure');
    expect(errorOf(r)).toMatch(/permissions: id-token: write/);
    expect(noOidc.state.artifacts).toEqual([]);
    expect(noOidc.state.deployments).toEqual([]);
    expectNoSecrets(r, noOidc);
    expectNoLeftovers(r);
  });

  it('fails when Pages is not enabled (404), with the link to the settings', async () => {
    const r = await deploy(pagesOff);
    expect(r.code).toBe(1);
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
    expect(r.code).toBe(1);
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
    expect(r.code).toBe(1);
    const error = errorOf(r);
    expect(error).toContain('environment: github-pages');
    expect(error).toContain('`feature/x`');
    expect(error).toContain('Invalid deployment branch');
    expect(error).toContain(SETTINGS_URL);
  });

  it('fails when the deployment fails, without cancelling it', async () => {
    const r = await deploy(failing);
    expect(r.code).toBe(1);
    expect(r.outputs.outcome).toBe('failure');
    expect(errorOf(r)).toMatch(/ended with "deployment_failed"/);
    const deployment = failing.state.deployments.at(-1);
    expect(deployment?.status).toBe('deployment_failed');
    expect(failing.requests.some((q) => q.path.endsWith('/cancel'))).toBe(false);
    expectNoLeftovers(r);
  });

  it('cancels a deployment that does not finish within the timeout', async () => {
    const r = await deploy(never, { timeout: '5s' });
    expect(r.code).toBe(1);
    expect(r.outputs.outcome).toBe('timeout');
    expect(errorOf(r)).toMatch(/did not finish within the `timeout`.*it was cancelled/);
    const deployment = never.state.deployments.at(-1);
    expect(deployment?.cancelled).toBe(true);
    expect(deployment?.status).toBe('deployment_cancelled');
    expect(r.durationMs).toBeLessThan(15_000);
    expectNoLeftovers(r);
  });

  it('cancels the deployment on SIGTERM', async () => {
    const before = never.state.deployments.length;
    let sent = false;
    const r = await deploy(
      never,
      {},
      {
        onLine: (line, signal) => {
          if (!sent && line.includes('Created GitHub Pages deployment')) {
            sent = true;
            signal('SIGTERM');
          }
        },
      },
    );
    expect(sent).toBe(true);
    expect(r.code).not.toBe(0);
    expect(r.outputs.outcome).toBe('failure');
    expect(errorOf(r)).toMatch(/Cancelled by SIGTERM/);
    const deployment = never.state.deployments[before];
    expect(deployment?.cancelled).toBe(true);
    expect(deployment?.status).toBe('deployment_cancelled');
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
      headers: { authorization: `Bearer ${hostile.adminKey}`, 'content-type': 'application/json' },
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
    expect(r.code).toBe(1);
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
      expect(r.code).toBe(1);
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
      gzipSync(tarOf([{ path: 'index.html', body: Buffer.from('<h1>ok</h1>') }]).subarray(0, 1024)),
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
      expect(r.code).toBe(1);
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
      expect(r.code).toBe(1);
      expect(errorOf(r)).toContain('Refused the export bundle: entry "bomb.bin"');
      expect(errorOf(r)).toMatch(/the most GitHub Pages deploys/);
      expect(github.state.artifacts.length).toBe(artifacts);
      expectNoLeftovers(r);
    } finally {
      await done();
    }
  });
});
