/**
 * The built action on a self-hosted runner behind a corporate proxy: `HTTPS_PROXY` with
 * credentials, a private CA in `NODE_EXTRA_CA_CERTS`, and host names that resolve only through the
 * proxy (`*.test` never resolves: a request that went around the proxy fails with ENOTFOUND). The
 * API, the bundle host, the live site and GitHub (at a GitHub Enterprise Server API URL) each sit
 * behind an HTTPS front signed by the test CA; each front's connections must equal the proxy's
 * tunnels to it, so every host was reached through the proxy and only through it. Then what a
 * proxy does wrong: one that never answers CONNECT (the step still ends by `timeout` plus its
 * grace and says so), a 407 for each host in turn (one clear message, no retry), a bundle host
 * that redirects, the artifact upload through the proxy, and the summary's proxy line.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConnectProxy, type ConnectProxy } from '../emulator/connect-proxy.js';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { runAction, TEST_DIST, type ActionRun } from './helpers/run-action.js';
import { startTlsFront, TEST_CA_FILE, type TlsFront } from './helpers/tls-front.js';

const PROXY_USER = 'runner';
const PROXY_PASSWORD = 'pr0xy-Pa55word';
/** The commit the triggered update builds (the workflow run's). */
const SHA = '7'.repeat(40);
const HOSTS = ['api.mintlify.test', 'bundles.mintlify.test', 'docs.acme.test', 'github.acme.test'];

let fronts: Record<string, TlsFront>;
let proxy: ConnectProxy;
let platform: PlatformEmulator;
let github: GitHubEmulator;
/** The bundle host's stand-in that redirects (see {@link startRedirector}). */
let redirector: { server: Server; port: number; hits: number };

const origin = (host: string): string => `https://${host}:${fronts[host]?.port}`;

beforeAll(async () => {
  fronts = Object.fromEntries(
    await Promise.all(HOSTS.map(async (h) => [h, await startTlsFront()] as const)),
  );
  proxy = await startConnectProxy({
    hosts: Object.fromEntries(HOSTS.map((h) => [h, '127.0.0.1'])),
    credentials: `${PROXY_USER}:${PROXY_PASSWORD}`,
  });
  platform = await startPlatformEmulator({
    update: { queuedMs: 100, runningMs: 300, commitSha: SHA },
    bundleOrigin: origin('bundles.mintlify.test'),
  });
  github = await startGitHubEmulator({ publicUrl: `${origin('github.acme.test')}/api/v3` });
  const port = (url: string): number => Number(new URL(url).port);
  fronts['api.mintlify.test']?.forwardTo(port(platform.url));
  fronts['bundles.mintlify.test']?.forwardTo(port(platform.url));
  fronts['docs.acme.test']?.forwardTo(port(platform.site.url));
  fronts['github.acme.test']?.forwardTo(port(github.listenUrl));
  redirector = await startRedirector();
});

/**
 * A CDN in front of the storage: `GET /x` answers 307 to `/hop/x` on the same origin, which answers
 * 302 to `https://api.mintlify.test:PORT/x` (another origin, which serves the bundle): two hops.
 */
async function startRedirector(): Promise<{ server: Server; port: number; hits: number }> {
  const state = { server: undefined as unknown as Server, port: 0, hits: 0 };
  state.server = createServer((req, res) => {
    state.hits += 1;
    const url = req.url ?? '/';
    const location = url.startsWith('/hop/')
      ? `${origin('api.mintlify.test')}${url.slice('/hop'.length)}`
      : `/hop${url}`;
    res.writeHead(url.startsWith('/hop/') ? 302 : 307, { location, 'content-length': '0' }).end();
  });
  await new Promise<void>((done) => state.server.listen(0, '127.0.0.1', done));
  state.port = (state.server.address() as AddressInfo).port;
  return state;
}

afterAll(async () => {
  await Promise.all([
    proxy.close(),
    platform.close(),
    github.close(),
    new Promise((done) => redirector.server.close(done)),
    ...Object.values(fronts).map((f) => f.close()),
  ]);
});

/** The runner's environment behind the proxy; `extra` adds to it. */
function runnerEnv(extra: Record<string, string> = {}): Record<string, string> {
  const proxyUrl = new URL(proxy.url);
  proxyUrl.username = PROXY_USER;
  proxyUrl.password = PROXY_PASSWORD;
  return {
    ...github.env(),
    GITHUB_SERVER_URL: 'https://github.acme.test',
    HTTPS_PROXY: proxyUrl.href,
    NODE_EXTRA_CA_CERTS: TEST_CA_FILE,
    ...extra,
  };
}

/** Tunnels the proxy opened to `host` (whatever the port). */
function tunnelsTo(host: string): number {
  return proxy.connects.filter((t) => t.startsWith(`${host}:`)).length;
}

/** Neither the proxy's password nor the admin key nor the token shows anywhere the run wrote. */
function expectNothingLeaked(run: ActionRun): void {
  const basic = Buffer.from(`${PROXY_USER}:${PROXY_PASSWORD}`).toString('base64');
  const stdout = run.stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
  const written = [stdout, run.stderr, run.summary, JSON.stringify(run.outputs)].join('\n');
  for (const secret of [PROXY_PASSWORD, basic, platform.adminKey, github.token]) {
    expect(written).not.toContain(secret);
  }
  expect(run.stdout).toContain(`::add-mask::${PROXY_PASSWORD}`);
}

describe('behind a CONNECT proxy with a private CA', () => {
  it('status: triggers, follows and checks the live site, every host through the proxy', async () => {
    // The files the emulator's triggered update lists, as committed and as the site serves them.
    const sha = SHA;
    const pages = {
      'quickstart.mdx':
        '---\ntitle: Quickstart\n---\n\nInstall the CLI and run your first build.\n',
      'guides/advanced/rate-limits.mdx':
        '---\ntitle: Rate limits\n---\n\nSend at most 50 requests a second.\n',
    };
    for (const [file, text] of Object.entries(pages)) {
      github.setRepoFile(file, text, sha);
      platform.site.publish({ [`/${file.replace('.mdx', '')}`]: text });
    }
    const before = proxy.connects.length;
    const run = await runAction({
      inputs: {
        mode: 'status',
        'admin-key': platform.adminKey,
        'project-id': platform.projectId,
        'api-url': origin('api.mintlify.test'),
        trigger: 'true',
        verify: 'changed',
        'site-url': origin('docs.acme.test'),
        'github-token': github.token,
        'verify-timeout': '20s',
      },
      env: runnerEnv(),
      sha,
      killAfterMs: 60_000,
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', status: 'success', live: 'fresh' });
    expect(proxy.connects.length).toBeGreaterThan(before);
    for (const host of ['api.mintlify.test', 'docs.acme.test', 'github.acme.test']) {
      expect(tunnelsTo(host), host).toBeGreaterThan(0);
      expect(fronts[host]?.accepted(), host).toBe(tunnelsTo(host));
    }
    // The GitHub calls went to the Enterprise API path.
    expect(github.requests.some((r) => r.path.startsWith('/repos/acme/docs/'))).toBe(true);
    // The summary names the hosts reached through the proxy, and the proxy, never its password.
    const line = run.summary.split('\n').find((l) => l.includes("went through the runner's proxy"));
    const shown =
      /^Requests to (.+) went through the runner's proxy `([^`]+)` \(its proxy settings; `NO_PROXY` sends a host around it\)\.$/.exec(
        line ?? '',
      );
    expect(shown?.[2]).toBe(new URL(proxy.url).host);
    expect(
      (shown?.[1] ?? '')
        .split(/, | and /)
        .map((h) => h.replace(/`/g, ''))
        .sort(),
    ).toEqual(
      ['api.mintlify.test', 'docs.acme.test', 'github.acme.test'].map(
        (h) => new URL(origin(h)).host,
      ),
    );
    expectNothingLeaked(run);
  });

  it('export: downloads and verifies the bundle through the proxy (target: none)', async () => {
    const run = await runAction({
      inputs: {
        mode: 'export',
        'admin-key': platform.adminKey,
        'api-url': origin('api.mintlify.test'),
        domain: 'docs.acme.test',
        target: 'none',
      },
      env: runnerEnv(),
      killAfterMs: 60_000,
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(tunnelsTo('bundles.mintlify.test')).toBeGreaterThan(0);
    for (const host of HOSTS) expect(fronts[host]?.accepted(), host).toBe(tunnelsTo(host));
    expectNothingLeaked(run);
  });

  it('NO_PROXY sends a host around the proxy (here the live site, which then cannot resolve)', async () => {
    const before = tunnelsTo('docs.acme.test');
    const id = platform.createUpdate({ queuedMs: 0, runningMs: 0 });
    const run = await runAction({
      inputs: {
        mode: 'status',
        'admin-key': platform.adminKey,
        'api-url': origin('api.mintlify.test'),
        'status-id': id,
        verify: 'all',
        'site-url': origin('docs.acme.test'),
        'github-token': github.token,
        'verify-timeout': '5s',
        'on-stale': 'warn',
      },
      env: runnerEnv({ NO_PROXY: 'docs.acme.test' }),
      killAfterMs: 60_000,
    });
    expect(tunnelsTo('docs.acme.test')).toBe(before);
    expect(tunnelsTo('api.mintlify.test')).toBeGreaterThan(0);
    expect(run.summary).toContain('Live site: unverified');
    expect(run.summary).toMatch(/could not be reached \\\((ENOTFOUND|EAI_AGAIN)/);
    expectNothingLeaked(run);
  });
});

/**
 * The artifact service refuses GHES, so an upload runs as on github.com: the service's URLs
 * (ACTIONS_RESULTS_URL, the blob links) still point at github.acme.test, behind the proxy.
 */
const GITHUB_COM = { GITHUB_SERVER_URL: 'https://github.com' };

/** The run's error annotation(s). */
function errors(run: ActionRun): string[] {
  return run.stdout.split('\n').filter((l) => l.startsWith('::error'));
}

/**
 * An entry that opens a socket to `proxy` and leaves it open (as a library that forgets one
 * would), then runs the action: only the backstop in main.ts ends such a process.
 */
function entryHoldingSocketTo(proxy: string, dir: string): string {
  const entry = join(dir, 'holds-a-socket.mjs');
  const { hostname, port } = new URL(proxy);
  writeFileSync(
    entry,
    [
      `import { connect } from 'node:net';`,
      `connect(${Number(port)}, ${JSON.stringify(hostname)}).on('error', () => undefined);`,
      `await import(${JSON.stringify(join(TEST_DIST, 'index.js'))});`,
    ].join('\n'),
  );
  return entry;
}

describe('what a proxy does wrong', () => {
  it('never answers CONNECT, a socket to it left open: the step ends within `timeout` plus its grace and says so', async () => {
    const silent = await startConnectProxy({ silent: true });
    const dir = mkdtempSync(join(tmpdir(), 'proxy-silent-'));
    try {
      const started = Date.now();
      const run = await runAction({
        entry: entryHoldingSocketTo(silent.url, dir),
        inputs: {
          mode: 'status',
          'admin-key': platform.adminKey,
          'api-url': origin('api.mintlify.test'),
          'status-id': platform.createUpdate({ queuedMs: 0, runningMs: 0 }),
          timeout: '5s',
        },
        env: { ...runnerEnv(), HTTPS_PROXY: silent.url },
        killAfterMs: 60_000,
      });
      // 5 s of `timeout`, 10 s of grace, and the process's own start under a loaded machine;
      // without the backstop the open socket holds the process until it is killed (60 s).
      expect(Date.now() - started).toBeLessThan(5_000 + 10_000 + 15_000);
      expect(run.code).toBe(1);
      expect(run.signal).toBeNull();
      const silence = `the runner's proxy ${new URL(silent.url).host} did not answer the CONNECT to api.mintlify.test:${fronts['api.mintlify.test']?.port}`;
      expect(errors(run).join('\n')).toContain(silence);
      expect(['timeout', 'failure']).toContain(run.outputs.outcome);
      // The outcome and the summary are written (the status mode's own, for its time-out).
      expect(run.summary).toMatch(/timed out after 5 s|did not answer/);
      expect(run.summary).not.toContain("went through the runner's proxy");
    } finally {
      await silent.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  /** A proxy that refuses the password of `HTTPS_PROXY` for `host` only. */
  async function refusing(
    host: string,
    inputs: Record<string, string>,
    extraEnv: Record<string, string> = {},
  ): Promise<[ActionRun, ConnectProxy]> {
    const strict = await startConnectProxy({
      hosts: Object.fromEntries(HOSTS.map((h) => [h, '127.0.0.1'])),
      credentials: `${PROXY_USER}:${PROXY_PASSWORD}`,
      credentialHosts: [host],
    });
    const url = new URL(strict.url);
    url.username = PROXY_USER;
    url.password = 'wrong-Pa55word';
    const run = await runAction({
      inputs,
      env: { ...runnerEnv(extraEnv), HTTPS_PROXY: url.href },
      sha: SHA,
      killAfterMs: 60_000,
    });
    await strict.close();
    return [run, strict];
  }

  /** The one message of a 407 for `host`: no retry, no "later", no permission, no password. */
  function expectRefused(run: ActionRun, strict: ConnectProxy, host: string): void {
    const said = errors(run);
    expect(said, run.stdout).toHaveLength(1);
    expect(said[0]).toContain(
      `::error::The runner's proxy ${new URL(strict.url).host} refused the credentials in \`HTTPS_PROXY\` (HTTP 407 to CONNECT ${host}:`,
    );
    expect(said[0]).not.toMatch(/try again later|Request was cancelled|may lack|wrong-Pa55word/);
    expect(run.stdout).not.toMatch(/retrying in|Retrying/i);
    expect(strict.connects.filter((t) => t.startsWith(`${host}:`)).length).toBeLessThanOrEqual(2);
    expect(run.outputs.outcome).toBe('failure');
  }

  const apiInputs = (): Record<string, string> => ({
    'admin-key': platform.adminKey,
    'api-url': origin('api.mintlify.test'),
  });

  it('a 407 for the API: one clear message at once', async () => {
    const started = Date.now();
    const host = 'api.mintlify.test';
    const id = platform.createUpdate({ queuedMs: 0, runningMs: 0 });
    const [run, strict] = await refusing(host, { ...apiInputs(), mode: 'status', 'status-id': id });
    expectRefused(run, strict, host);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('a 407 for the bundle host', async () => {
    const host = 'bundles.mintlify.test';
    const [run, strict] = await refusing(host, {
      ...apiInputs(),
      mode: 'export',
      domain: 'docs.acme.test',
      target: 'none',
    });
    expectRefused(run, strict, host);
  });

  it('a 407 for GitHub (Octokit)', async () => {
    const host = 'github.acme.test';
    const [run, strict] = await refusing(host, {
      ...apiInputs(),
      mode: 'status',
      'project-id': platform.projectId,
      trigger: 'true',
      verify: 'changed',
      'site-url': origin('docs.acme.test'),
      'github-token': github.token,
      'verify-timeout': '10s',
    });
    expectRefused(run, strict, host);
  });

  it('a 407 for the live site', async () => {
    const host = 'docs.acme.test';
    const id = platform.createUpdate({ queuedMs: 0, runningMs: 0 });
    const [run, strict] = await refusing(host, {
      ...apiInputs(),
      mode: 'status',
      'status-id': id,
      verify: 'all',
      'site-url': origin('docs.acme.test'),
      'github-token': github.token,
      'verify-timeout': '20s',
    });
    expectRefused(run, strict, host);
  });

  it("a 407 for the artifact upload (the artifact client's own HTTP stacks)", async () => {
    const host = 'github.acme.test';
    const [run, strict] = await refusing(
      host,
      {
        ...apiInputs(),
        mode: 'export',
        domain: 'docs.acme.test',
        target: 'artifact',
      },
      GITHUB_COM,
    );
    const said = errors(run);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(
      `proxy ${new URL(strict.url).host} refused the credentials in \`HTTPS_PROXY\` (HTTP 407`,
    );
    expect(said[0]).not.toMatch(/temporary|re-run/);
    expect(run.outputs.outcome).toBe('failure');
  });
});

describe('through the proxy, the rest of the way', () => {
  it('follows a redirecting bundle host (https, two hops, each masked) and every check holds', async () => {
    const front = fronts['bundles.mintlify.test'];
    front?.forwardTo(redirector.port);
    const hits = redirector.hits;
    try {
      const run = await runAction({
        inputs: {
          mode: 'export',
          'admin-key': platform.adminKey,
          'api-url': origin('api.mintlify.test'),
          domain: 'docs.acme.test',
          target: 'none',
        },
        env: runnerEnv(),
        killAfterMs: 60_000,
      });
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(redirector.hits - hits).toBeGreaterThanOrEqual(2);
      expect(run.outputs['bundle-sha256']).toMatch(/^[0-9a-f]{64}$/);
      // Each hop's URL was masked before it was asked.
      const masked = run.stdout.split('\n').filter((l) => l.startsWith('::add-mask::https://'));
      expect(masked.some((l) => l.includes(`bundles.mintlify.test:${front?.port}/hop/`))).toBe(
        true,
      );
      expect(
        masked.some((l) => l.includes(`api.mintlify.test:${fronts['api.mintlify.test']?.port}/`)),
      ).toBe(true);
      expectNothingLeaked(run);
    } finally {
      front?.forwardTo(Number(new URL(platform.url).port));
    }
  });

  it('uploads the artifact through the proxy (its host reachable only through it)', async () => {
    const before = tunnelsTo('github.acme.test');
    const accepted = fronts['github.acme.test']?.accepted() ?? 0;
    const run = await runAction({
      inputs: {
        mode: 'export',
        'admin-key': platform.adminKey,
        'api-url': origin('api.mintlify.test'),
        domain: 'docs.acme.test',
        target: 'artifact',
        'artifact-name': 'docs-behind-proxy',
      },
      env: runnerEnv(GITHUB_COM),
      killAfterMs: 60_000,
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const stored = github.state.artifacts.find(
      (a) => a.finalized && a.name === 'docs-behind-proxy',
    );
    expect(stored?.bytes.length).toBeGreaterThan(0);
    // github.acme.test resolves only through the proxy: the upload's calls went through it.
    expect(tunnelsTo('github.acme.test')).toBeGreaterThan(before);
    expect((fronts['github.acme.test']?.accepted() ?? 0) - accepted).toBe(
      tunnelsTo('github.acme.test') - before,
    );
    expectNothingLeaked(run);
  });

  it('says nothing of proxies when no request went through one (API and GitHub on loopback)', async () => {
    const id = platform.createUpdate({ queuedMs: 0, runningMs: 0 });
    const before = proxy.connects.length;
    const run = await runAction({
      inputs: {
        mode: 'status',
        'admin-key': platform.adminKey,
        'api-url': platform.url,
        'status-id': id,
      },
      // GitHub on loopback too (the emulator answers at its own address).
      env: runnerEnv({ GITHUB_API_URL: github.listenUrl, GITHUB_SERVER_URL: github.listenUrl }),
      killAfterMs: 60_000,
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    // The live check asked the proxy for the project's default site, which it cannot reach
    // (502): asked, never tunnelled, so the summary has nothing to say about the proxy.
    expect(new Set(proxy.connects.slice(before))).toEqual(new Set(['proj-demo.mintlify.site:443']));
    expect(run.summary.length).toBeGreaterThan(0);
    // The live check names the proxy's 502; the proxy line itself is absent.
    expect(run.summary).toContain('answered HTTP 502 when asked to connect to');
    expect(run.summary).not.toContain('went through');
  });
});
