/**
 * src/util/network.ts: the runner's proxy decided per URL as @actions/http-client decides it,
 * requests really tunnelled through a CONNECT proxy on loopback (host names that resolve only
 * through it), the proxy's password masked, a refusing or absent proxy named in the error, and
 * the source rule that no other file of src/ opens a connection.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { HttpClient } from '@actions/http-client';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { startConnectProxy, type ConnectProxy } from '../emulator/connect-proxy.js';
import { PlatformClient, PlatformError } from '../src/platform/index.js';
import { holdsSecret } from '../src/secrets.js';
import { createOctokit } from '../src/github/octokit.js';
import { SiteClient } from '../src/live/fetch.js';
import { parseSiteUrl, type SiteRoot } from '../src/live/site-url.js';
import {
  bypassesProxy,
  dispatcherFor,
  onProxyRefusal,
  proxyRoutes,
  proxyFor,
  ProxyError,
  proxyRefusalFor,
  proxyStatusIn,
  setNetworkDeadline,
} from '../src/util/network.js';
import { ROOT } from './helpers/run-action.js';

const PROXY_VARS = [
  'HTTPS_PROXY',
  'https_proxy',
  'HTTP_PROXY',
  'http_proxy',
  'NO_PROXY',
  'no_proxy',
];
const saved = Object.fromEntries(PROXY_VARS.map((name) => [name, process.env[name]]));
let proxies: ConnectProxy[] = [];
let servers: Server[] = [];

afterEach(async () => {
  setNetworkDeadline(Number.POSITIVE_INFINITY);
  onProxyRefusal(undefined);
  for (const name of PROXY_VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await Promise.all(proxies.map((p) => p.close()));
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  proxies = [];
  servers = [];
});

function setProxyEnv(vars: Record<string, string>): void {
  for (const name of PROXY_VARS) delete process.env[name];
  Object.assign(process.env, vars);
}

/** A plain HTTP server on loopback answering `hello from <Host>`. */
async function origin(): Promise<number> {
  const server = createServer((req, res) => res.end(`hello from ${req.headers.host}`));
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

async function proxy(options: Parameters<typeof startConnectProxy>[0]): Promise<ConnectProxy> {
  const p = await startConnectProxy(options);
  proxies.push(p);
  return p;
}

describe('the proxy decision (as @actions/http-client makes it)', () => {
  it('takes HTTPS_PROXY for https, HTTP_PROXY for http, lower case first', () => {
    setProxyEnv({
      HTTPS_PROXY: 'http://upper.corp:3128',
      https_proxy: 'http://lower.corp:3128',
      HTTP_PROXY: 'http://plain.corp:8080',
    });
    expect(proxyFor(new URL('https://api.mintlify.com/v1'))?.host).toBe('lower.corp:3128');
    expect(proxyFor(new URL('http://site.example/'))?.host).toBe('plain.corp:8080');
  });

  it('sends NO_PROXY hosts, suffixes, ports, * and loopback around the proxy', () => {
    setProxyEnv({
      HTTPS_PROXY: 'http://proxy.corp:3128',
      NO_PROXY: 'internal.corp, .s3.example,blob.example:8443',
    });
    expect(bypassesProxy(new URL('https://internal.corp/x'))).toBe(true);
    expect(bypassesProxy(new URL('https://docs.internal.corp/x'))).toBe(true);
    expect(bypassesProxy(new URL('https://bucket.s3.example/x'))).toBe(true);
    expect(bypassesProxy(new URL('https://blob.example:8443/x'))).toBe(true);
    expect(bypassesProxy(new URL('https://blob.example/x'))).toBe(false);
    expect(bypassesProxy(new URL('https://api.mintlify.com/x'))).toBe(false);
    expect(bypassesProxy(new URL('http://127.0.0.1:4010/x'))).toBe(true);
    expect(proxyFor(new URL('http://localhost:4010/x'))).toBeUndefined();
    setProxyEnv({ HTTPS_PROXY: 'http://proxy.corp:3128', no_proxy: '*' });
    expect(proxyFor(new URL('https://api.mintlify.com/x'))).toBeUndefined();
  });

  it('masks the proxy password, plain, URL-encoded and as the Basic header, the moment it is read', () => {
    setProxyEnv({ HTTPS_PROXY: 'http://builder:s3cr%2Ft-pw@proxy.corp:3128' });
    const url = proxyFor(new URL('https://api.mintlify.com/'));
    expect(url?.password).toBe('s3cr/t-pw');
    expect(holdsSecret('password s3cr/t-pw')).toBe(true);
    expect(holdsSecret('in a URL: s3cr%2Ft-pw')).toBe(true);
    const basic = Buffer.from('builder:s3cr/t-pw').toString('base64');
    expect(holdsSecret(`Proxy-Authorization: Basic ${basic}`)).toBe(true);
  });
});

describe('requests through a real CONNECT proxy', () => {
  it('reaches a host name that resolves only through the proxy, with its credentials', async () => {
    const port = await origin();
    const p = await proxy({ hosts: { 'api.corp.test': '127.0.0.1' }, credentials: 'ci:pa55word' });
    setProxyEnv({ HTTP_PROXY: p.url.replace('http://', 'http://ci:pa55word@') });
    const url = new URL(`http://api.corp.test:${port}/ping`);
    const dispatcher = dispatcherFor(url);
    try {
      const res = await request(url, { dispatcher });
      expect(await res.body.text()).toBe(`hello from api.corp.test:${port}`);
    } finally {
      await dispatcher.close();
    }
    expect(p.connects).toEqual([`api.corp.test:${port}`]);
    expect(proxyRoutes()).toContainEqual({
      proxy: new URL(p.url).host,
      hosts: [`api.corp.test:${port}`],
    });
  });

  it('reaches a URL without a port: the proxy lands host:80 on the port its table gives', async () => {
    const port = await origin();
    const p = await proxy({
      hosts: { 'docs.corp.test': '127.0.0.1' },
      ports: { 'docs.corp.test:80': port },
    });
    setProxyEnv({ HTTP_PROXY: p.url });
    const url = new URL('http://docs.corp.test/ping');
    const dispatcher = dispatcherFor(url);
    try {
      const res = await request(url, { dispatcher });
      expect(await res.body.text()).toBe('hello from docs.corp.test');
    } finally {
      await dispatcher.close();
    }
    expect(p.connects).toEqual(['docs.corp.test:80']);
  });

  it('goes around the proxy for a NO_PROXY host', async () => {
    const port = await origin();
    const p = await proxy({});
    setProxyEnv({ HTTP_PROXY: 'http://proxy.invalid:1', NO_PROXY: 'api.corp.test' });
    // Without the proxy the name cannot resolve: the direct route is proven by the DNS error.
    const url = new URL(`http://api.corp.test:${port}/`);
    const dispatcher = dispatcherFor(url);
    const err = await request(url, { dispatcher }).then(
      () => undefined,
      (e: unknown) => e as { code?: string },
    );
    await dispatcher.close();
    expect(err?.code).toMatch(/ENOTFOUND|EAI_AGAIN/);
    expect(err).not.toBeInstanceOf(ProxyError);
    expect(p.connects).toEqual([]);
  });

  it('names the proxy when it asks for credentials, without retrying', async () => {
    const p = await proxy({ hosts: { 'api.corp.test': '127.0.0.1' }, credentials: 'ci:right' });
    setProxyEnv({ HTTPS_PROXY: p.url });
    const client = new PlatformClient({
      baseUrl: 'https://api.corp.test:9/',
      adminKey: 'mint_testkey_0123456789',
      userAgent: 'test',
      retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 2 },
    });
    const err = await client.triggerUpdate('proj').then(
      () => undefined,
      (e: unknown) => e,
    );
    await client.close();
    expect(err).toBeInstanceOf(PlatformError);
    const message = (err as Error).message;
    expect(message).toContain(`the runner's proxy ${new URL(p.url).host} asks for credentials`);
    expect(p.connects).toEqual(['api.corp.test:9']);
  });

  it('names the proxy when it cannot be reached', async () => {
    setProxyEnv({ HTTPS_PROXY: 'http://127.0.0.1:9' });
    const client = new PlatformClient({
      baseUrl: 'https://api.corp.test/',
      adminKey: 'mint_testkey_0123456789',
      userAgent: 'test',
      retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 2 },
    });
    const err = await client.triggerUpdate('proj').then(
      () => undefined,
      (e: unknown) => e as PlatformError,
    );
    await client.close();
    expect(err?.message).toContain(
      "the connection was refused, at or through the runner's proxy 127.0.0.1:9",
    );
    expect(err?.attempts).toBe(2);
  });
});

/** What `promise` rejected with (undefined if it resolved), and how long it took, ms. */
async function failure(promise: Promise<unknown>): Promise<{ err: unknown; ms: number }> {
  const started = Date.now();
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return { err, ms: Date.now() - started };
}

describe('a proxy that takes the CONNECT and never answers', () => {
  it("ends a request at its signal, naming the proxy's silence", async () => {
    const p = await proxy({ silent: true });
    setProxyEnv({ HTTP_PROXY: p.url });
    const url = new URL('http://api.corp.test:8080/ping');
    const dispatcher = dispatcherFor(url);
    const { err, ms } = await failure(
      request(url, { dispatcher, signal: AbortSignal.timeout(300) }),
    );
    await dispatcher.destroy();
    expect(ms).toBeLessThan(5_000);
    expect(err).toBeInstanceOf(ProxyError);
    expect((err as ProxyError).answer).toBe('no-answer');
    expect((err as Error).message).toMatch(
      new RegExp(
        `the runner's proxy ${new URL(p.url).host} did not answer the CONNECT to api\\.corp\\.test:8080 within 1 s`,
      ),
    );
    expect(p.connects).toEqual(['api.corp.test:8080']);
  });

  it("ends a request without a signal by the run's deadline", async () => {
    const p = await proxy({ silent: true });
    setProxyEnv({ HTTP_PROXY: p.url });
    setNetworkDeadline(Date.now() + 500);
    const url = new URL('http://api.corp.test:8080/ping');
    const dispatcher = dispatcherFor(url);
    const { err, ms } = await failure(request(url, { dispatcher }));
    await dispatcher.destroy();
    expect(ms).toBeLessThan(5_000);
    expect((err as ProxyError).answer).toBe('no-answer');
    expect((err as ProxyError).code).toBe('UND_ERR_CONNECT_TIMEOUT');
  });
});

describe("a proxy's 407 and 403, on every path", () => {
  const PLATFORM = {
    adminKey: 'mint_testkey_0123456789',
    userAgent: 'test',
    retry: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 2 },
  };

  it('refused credentials: said so, not retried, told to the run once', async () => {
    const p = await proxy({ hosts: { 'api.corp.test': '127.0.0.1' }, credentials: 'ci:right' });
    setProxyEnv({ HTTPS_PROXY: p.url.replace('http://', 'http://ci:wrong@') });
    const refusals: ProxyError[] = [];
    onProxyRefusal((e) => refusals.push(e));
    const client = new PlatformClient({ ...PLATFORM, baseUrl: 'https://api.corp.test:9/' });
    const { err } = await failure(client.triggerUpdate('proj'));
    await client.close();
    const message = (err as Error).message;
    expect(message).toContain(
      `the runner's proxy ${new URL(p.url).host} refused the credentials in \`HTTPS_PROXY\``,
    );
    expect(message).toContain('Not retried');
    expect(message).not.toMatch(/try again later|wrong\b|ci:/);
    expect(p.connects).toEqual(['api.corp.test:9']);
    expect(refusals.map((r) => r.answer)).toEqual(['refused-credentials']);
    expect(proxyRoutes().some((r) => r.hosts.includes('api.corp.test:9'))).toBe(false);
  });

  it("a host the proxy's policy refuses (403): said so, not retried", async () => {
    const p = await proxy({
      hosts: { 'bundles.corp.test': '127.0.0.1' },
      forbid: ['bundles.corp.test'],
    });
    setProxyEnv({ HTTPS_PROXY: p.url });
    const client = new PlatformClient({ ...PLATFORM, baseUrl: 'https://bundles.corp.test/' });
    const { err } = await failure(client.getExport('job'));
    await client.close();
    expect((err as Error).message).toContain(
      `the runner's proxy ${new URL(p.url).host} refused to connect to bundles.corp.test:443 (HTTP 403`,
    );
    expect(p.connects).toEqual(['bundles.corp.test:443']);
  });

  it("GitHub calls through Octokit: one request, the proxy's words, no retry, no HTTP 500", async () => {
    const p = await proxy({ hosts: { 'github.corp.test': '127.0.0.1' }, credentials: 'ci:right' });
    setProxyEnv({ HTTPS_PROXY: p.url });
    const octokit = createOctokit(
      'ghs_token',
      { apiUrl: 'https://github.corp.test/api/v3' },
      {
        deadline: Date.now() + 30_000,
        log: () => undefined,
      },
    );
    const { err, ms } = await failure(octokit.rest.repos.get({ owner: 'acme', repo: 'docs' }));
    expect(ms).toBeLessThan(5_000);
    expect(err).toBeInstanceOf(ProxyError);
    expect((err as Error).message).toContain(
      `the runner's proxy ${new URL(p.url).host} asks for credentials (HTTP 407 to CONNECT github.corp.test:443): put them in \`HTTPS_PROXY\``,
    );
    expect((err as Error).message).not.toMatch(/cancelled|500/);
    expect(p.connects).toEqual(['github.corp.test:443']);
  });

  it("the live site: unreachable, in the proxy's words", async () => {
    const p = await proxy({ hosts: { 'docs.corp.test': '127.0.0.1' }, credentials: 'ci:right' });
    setProxyEnv({ HTTPS_PROXY: p.url });
    const site = new SiteClient(parseSiteUrl('https://docs.corp.test').root as SiteRoot, 'test');
    const answer = await site.get('https://docs.corp.test/quickstart', {
      signal: new AbortController().signal,
      deadline: Date.now() + 10_000,
    });
    await site.close();
    expect(answer.kind).toBe('unreachable');
    expect(answer.error).toContain('asks for credentials (HTTP 407 to CONNECT docs.corp.test:443)');
    expect(p.connects).toEqual(['docs.corp.test:443']);
  });

  it("asks the proxy itself when a library's error hides its answer", async () => {
    const p = await proxy({ hosts: { 'results.corp.test': '127.0.0.1' }, credentials: 'ci:right' });
    setProxyEnv({ HTTPS_PROXY: p.url });
    const refusal = await proxyRefusalFor(new URL('https://results.corp.test/twirp/'));
    expect(refusal?.answer).toBe('asks-credentials');
    setProxyEnv({});
    expect(await proxyRefusalFor(new URL('https://results.corp.test/'))).toBeUndefined();
    expect(p.connects).toEqual(['results.corp.test:443']);
  });

  it("@actions/http-client's tunnel words for a 407 (the artifact client's calls) are recognised", async () => {
    // Pins the text of the pinned @actions/http-client: the only trace its tunnel leaves.
    const p = await proxy({ hosts: { 'results.corp.test': '127.0.0.1' }, credentials: 'ci:right' });
    setProxyEnv({ HTTPS_PROXY: p.url });
    const { err } = await failure(new HttpClient('test').get('https://results.corp.test/twirp'));
    expect((err as Error).message).toMatch(
      /tunneling socket could not be established, statusCode=407/,
    );
    expect(proxyStatusIn(err)).toBe(407);
    expect(proxyStatusIn(new Error('connect ECONNREFUSED'))).toBeUndefined();
  });
});

describe('one module opens every connection', () => {
  const files = (readdirSync(path.join(ROOT, 'src'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.split(path.sep).join('/'));
  const text = (f: string): string => readFileSync(path.join(ROOT, 'src', f), 'utf8');

  it('no file but util/network.ts makes an Agent, a Pool, a Client, a socket or a TLS connection', () => {
    const opens =
      /new (?:undici\.)?(?:Agent|Pool|Client|ProxyAgent|EnvHttpProxyAgent|RetryAgent|BalancedPool)\(|\b(?:net|tls)\.connect\(|\bhttps?\.(?:request|get)\(|\bfrom 'node:(?:net|tls|http|https)'|\bsetGlobalDispatcher\(/;
    // node:net's address helpers (BlockList, isIP) open nothing: an import of those alone is fine.
    const addressOnly =
      /^import \{ (?:BlockList|isIPv4|isIPv6|isIP)(?:, (?:BlockList|isIPv4|isIPv6|isIP))* \} from 'node:net';$/gm;
    const offenders = files.filter(
      (f) => f !== 'util/network.ts' && opens.test(text(f).replace(addressOnly, '')),
    );
    expect(offenders).toEqual([]);
  });
});
