/**
 * The built action on a self-hosted runner behind a corporate proxy: `HTTPS_PROXY` with
 * credentials, a private CA in `NODE_EXTRA_CA_CERTS`, and host names that resolve only through the
 * proxy (`*.test` never resolves: a request that went around the proxy fails with ENOTFOUND). The
 * API, the bundle host, the live site and GitHub (at a GitHub Enterprise Server API URL) each sit
 * behind an HTTPS front signed by the test CA; each front's connections must equal the proxy's
 * tunnels to it, so every host was reached through the proxy and only through it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConnectProxy, type ConnectProxy } from '../emulator/connect-proxy.js';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { runAction, type ActionRun } from './helpers/run-action.js';
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
});

afterAll(async () => {
  await Promise.all([
    proxy.close(),
    platform.close(),
    github.close(),
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
    expect(run.summary).toContain(`the runner's proxy \`${new URL(proxy.url).host}\``);
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
