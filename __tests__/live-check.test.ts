/**
 * The live check's loop (src/live/check.ts, fetch.ts) in process against the emulator's live site
 * over real loopback HTTP, on a virtual clock shared by the check and the site: cache lags and
 * backoff waits take no real time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  startLiveSite,
  type LiveSite,
  type LiveSiteOptions,
} from '../emulator/platform/live-site.js';
import { checkLive, MAX_IN_FLIGHT, type LiveTarget } from '../src/live/check.js';
import { expectationOf } from '../src/live/compare.js';
import { SiteClient } from '../src/live/fetch.js';
import { parseSiteUrl, pageUrl } from '../src/live/site-url.js';
import { verdictOf } from '../src/live/verdict.js';

const OLD = (n: number): string => `---\ntitle: Page ${n}\n---\n\nThe old sentence of page ${n}.\n`;
const NEW = (n: number): string =>
  `---\ntitle: Page ${n}\n---\n\nThe new sentence of page ${n}, with “quotes” & more.\n`;
const PATCH = (n: number): string =>
  `@@ -5 +5 @@\n-The old sentence of page ${n}.\n+The new sentence of page ${n}, with “quotes” & more.`;

let clock = 0;
const sites: LiveSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((s) => s.close()));
});

async function site(
  options: LiveSiteOptions = {},
): Promise<{ live: LiveSite; client: SiteClient }> {
  clock = Date.now();
  const live = await startLiveSite({ now: () => clock, ...options });
  sites.push(live);
  const root = parseSiteUrl(live.url).root;
  if (!root) throw new Error('no root');
  return { live, client: new SiteClient(root, 'test-agent') };
}

function changed(n: number): LiveTarget {
  return {
    pagePath: `/p${n}`,
    file: `p${n}.mdx`,
    change: 'modified',
    expectation: expectationOf(NEW(n), PATCH(n)),
  };
}

function run(client: SiteClient, targets: LiveTarget[], waitMs = 10 * 60_000) {
  return checkLive(client, targets, {
    deadline: clock + waitMs,
    signal: new AbortController().signal,
    now: () => clock,
    wait: async (ms) => {
      clock += ms;
    },
  });
}

const pages = (count: number, make: (n: number) => string): Record<string, string> =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`/p${i}`, make(i)]));

describe('checkLive', () => {
  it('fresh pages: one request each, never fetched again', async () => {
    const { live, client } = await site({ pages: pages(3, NEW) });
    const check = await run(client, [0, 1, 2].map(changed));
    expect(check.pages.map((p) => p.verdict)).toEqual(['fresh', 'fresh', 'fresh']);
    expect(verdictOf(check).live).toBe('fresh');
    expect(live.requests.map((r) => r.path).sort()).toEqual(['/p0.md', '/p1.md', '/p2.md']);
    expect(client.requests).toBe(3);
  });

  it('a late page is checked again with backoff until its cache catches up; the fresh one is not', async () => {
    const { live, client } = await site({ pages: pages(2, OLD) });
    live.publish(pages(2, NEW), { at: clock, lagMs: { '/p1': 45_000 } });
    const check = await run(client, [changed(0), changed(1)]);
    expect(check.pages.map((p) => [p.target.pagePath, p.verdict])).toEqual([
      ['/p0', 'fresh'],
      ['/p1', 'fresh'],
    ]);
    const late = check.pages[1];
    expect(late?.looks).toBeGreaterThan(2);
    expect(live.requests.filter((r) => r.path === '/p0.md')).toHaveLength(1);
    expect(client.requests).toBe(1 + (late?.looks ?? 0));
  });

  it('a page that stays stale is stale at the deadline, with what differed', async () => {
    const { live, client } = await site({ pages: pages(2, OLD) });
    live.publish(pages(2, NEW), { stale: ['/p1'] });
    const start = clock;
    const check = await run(client, [changed(0), changed(1)], 60_000);
    expect(clock - start).toBe(60_000);
    const stale = check.pages.find((p) => p.target.pagePath === '/p1');
    expect(stale).toMatchObject({ verdict: 'stale', detail: '1 of 1 expected lines missing' });
    expect(stale?.answer?.cache).toContain('age');
    expect(verdictOf(check).live).toBe('stale');
  });

  it('removed pages: 404 is fine, a redirect where docs.json says is fine, 200 is stale', async () => {
    const { live, client } = await site({
      pages: { '/gone': OLD(1), '/moved': OLD(2), '/kept': OLD(3), '/new': NEW(4) },
    });
    live.publish({ '/gone': null, '/moved': null });
    live.setRedirects({ '/moved': '/new' });
    const removed = (page: string, redirect: LiveTarget['redirect']): LiveTarget => ({
      pagePath: page,
      file: `${page.slice(1)}.mdx`,
      change: 'removed',
      redirect,
    });
    const check = await run(
      client,
      [removed('/gone', null), removed('/moved', { destination: '/new' }), removed('/kept', null)],
      10_000,
    );
    const by = Object.fromEntries(check.pages.map((p) => [p.target.pagePath, p]));
    expect(by['/gone']).toMatchObject({ verdict: 'fresh', detail: 'HTTP 404: removed' });
    expect(by['/moved']).toMatchObject({ verdict: 'fresh', detail: 'redirects to /new' });
    expect(by['/kept']).toMatchObject({ verdict: 'stale', detail: 'HTTP 200: still served' });
  });

  it('a removed page is asked after the changed ones: its 404 at <page>.md costs one request once .md is served', async () => {
    const { live, client } = await site({ pages: { ...pages(3, NEW), '/gone': OLD(9) } });
    live.publish({ '/gone': null });
    const gone: LiveTarget = {
      pagePath: '/gone',
      file: 'gone.mdx',
      change: 'removed',
      redirect: null,
    };
    // The removed page first in the list: it still waits for the others.
    const check = await run(client, [gone, ...[0, 1, 2].map(changed)]);
    expect(check.pages.map((p) => p.verdict)).toEqual(['fresh', 'fresh', 'fresh', 'fresh']);
    const asked = live.requests.map((r) => r.path);
    expect(asked.slice(0, 3).sort()).toEqual(['/p0.md', '/p1.md', '/p2.md']);
    expect(asked.slice(3)).toEqual(['/gone.md']);
    expect(client.requests).toBe(4);
  });

  it('a redirect elsewhere than docs.json says is stale', async () => {
    const { live, client } = await site({ pages: { '/moved': OLD(2), '/other': NEW(3) } });
    live.publish({ '/moved': null });
    live.setRedirects({ '/moved': '/other' });
    const check = await run(
      client,
      [
        {
          pagePath: '/moved',
          file: 'moved.mdx',
          change: 'removed',
          redirect: { destination: '/new' },
        },
      ],
      5_000,
    );
    expect(check.pages[0]).toMatchObject({
      verdict: 'stale',
      detail: 'redirects to /other; docs.json says /new',
    });
  });

  /** A removed page of the commit with docs.json's redirect (`null`: none). */
  const removed = (page: string, redirect: LiveTarget['redirect']): LiveTarget => ({
    pagePath: page,
    file: `${page.slice(1)}.mdx`,
    change: 'removed',
    redirect,
  });

  it('a removed page is judged where its redirects end: 404 or 410 there, or a loop, is stale', async () => {
    const { live, client } = await site({
      pages: { '/to-404': OLD(1), '/a': OLD(2), '/b': OLD(3), '/hop': OLD(4), '/mid': OLD(5) },
    });
    live.publish({ '/to-404': null, '/a': null, '/b': null, '/hop': null, '/mid': null });
    live.publish({ '/end': NEW(6) });
    // `/nowhere` is served by nothing; `/a` and `/b` send each other back; `/hop` takes two hops.
    live.setRedirects({
      '/to-404': '/nowhere',
      '/a': '/b',
      '/b': '/a',
      '/hop': '/mid',
      '/mid': '/end',
    });
    const check = await run(
      client,
      [
        removed('/to-404', { destination: '/nowhere' }),
        removed('/a', { destination: '/b' }),
        removed('/hop', { destination: '/end' }),
      ],
      5_000,
    );
    const by = Object.fromEntries(check.pages.map((p) => [p.target.pagePath, p]));
    expect(by['/to-404']).toMatchObject({
      verdict: 'stale',
      detail: 'redirects to /nowhere, which answers HTTP 404',
    });
    expect(by['/a']?.verdict).toBe('stale');
    expect(by['/a']?.detail).toMatch(/^redirect loop at \/[ab]$/);
    expect(by['/hop']).toMatchObject({ verdict: 'fresh', detail: 'redirects to /end' });
  });

  it('a removed page redirected to another site is fine only where docs.json names that URL', async () => {
    const { live, client } = await site({
      pages: { '/out': OLD(1), '/off': OLD(2), '/x': OLD(3) },
    });
    live.publish({ '/out': null, '/off': null, '/x': null });
    live.publish({ '/p0': NEW(0) });
    live.setRedirects({
      '/out': 'https://other.example/guide/',
      '/off': 'https://other.example/guide',
      '/x': 'https://evil.example/x',
    });
    const check = await run(
      client,
      [
        removed('/out', { destination: 'https://other.example/guide' }),
        removed('/off', { destination: 'https://other.example/elsewhere' }),
        removed('/x', null),
        changed(0),
      ],
      5_000,
    );
    // Another site's URL is never fetched, and it stops nothing: the changed page is checked.
    expect(check.siteProblem).toBeUndefined();
    const by = Object.fromEntries(check.pages.map((p) => [p.target.pagePath, p]));
    expect(by['/out']).toMatchObject({
      verdict: 'fresh',
      detail:
        'redirects to another site (https://other.example/guide/), as docs.json says (not fetched)',
    });
    expect(by['/off']).toMatchObject({
      verdict: 'stale',
      detail:
        'redirects to another site (https://other.example/guide); docs.json says https://other.example/elsewhere',
    });
    expect(by['/x']).toMatchObject({
      verdict: 'stale',
      detail: 'redirects to another site (https://evil.example/x); docs.json says no redirect',
    });
    expect(by['/p0']?.verdict).toBe('fresh');
  });

  it('asks with Accept: text/markdown where <page>.md answers 404', async () => {
    const { live, client } = await site({ pages: pages(1, NEW), behaviour: 'md-not-served' });
    const check = await run(client, [changed(0)]);
    expect(check.pages[0]?.verdict).toBe('fresh');
    expect(live.requests.map((r) => [r.path, r.accept.split(',')[0]])).toEqual([
      ['/p0.md', 'text/markdown'],
      ['/p0', 'text/markdown'],
    ]);
  });

  it.each([
    ['sign-in', 'the site asks for sign-in', 1],
    ['elsewhere', 'the site redirects to another origin (https://docs.example.com/p0.md)', 1],
  ] as const)('%s stops at once: unverified', async (behaviour, reason, rounds) => {
    const { live, client } = await site({ pages: pages(2, NEW), behaviour });
    const check = await run(client, [changed(0), changed(1)]);
    expect(verdictOf(check)).toEqual({ live: 'unverified', reason });
    expect(live.requests.filter((r) => r.path.endsWith('.md'))).toHaveLength(2 * rounds);
  });

  it.each(['rate-limited', 'challenge', 'server-error'] as const)(
    '%s throughout is unverified at the deadline',
    async (behaviour) => {
      const { client } = await site({ pages: pages(1, NEW), behaviour });
      const check = await run(client, [changed(0)], 60_000);
      expect(check.pages[0]?.verdict).toBe('unverified');
      expect(check.pages[0]?.looks).toBeGreaterThan(2);
      expect(verdictOf(check).live).toBe('unverified');
    },
  );

  it('a site nobody answers for is unverified after a few quick rounds, not after the whole wait', async () => {
    const { live, client } = await site({ pages: pages(1, NEW) });
    await live.close();
    sites.length = 0;
    const start = clock;
    const check = await run(client, [changed(0)]);
    expect(check.siteProblem?.kind).toBe('unreachable');
    expect(clock - start).toBeLessThan(5_000);
  });

  it('a page over 2 MiB is not read whole', async () => {
    const { client } = await site({ pages: pages(1, NEW), behaviour: 'huge' });
    const check = await run(client, [changed(0)]);
    expect(check.pages[0]).toMatchObject({
      verdict: 'unverified',
      detail: 'the page is larger than 2 MiB',
    });
  });

  it('page paths that climb out of the site are refused, not fetched', async () => {
    const { live, client } = await site({ pages: pages(1, NEW) });
    const hostile = [
      '/../admin',
      '//evil.example/x',
      '/a/%2e%2e/b',
      '/http:/x',
      '/a\\b',
      '/x/%2F/y',
    ];
    for (const p of hostile) expect(pageUrl(client.root, p)).toBeUndefined();
    const check = await run(
      client,
      hostile.map((pagePath) => ({ ...changed(0), pagePath })),
    );
    expect(
      check.pages.every((p) => p.verdict === 'unverified' && p.detail.startsWith('refused')),
    ).toBe(true);
    expect(live.requests).toHaveLength(0);
  });

  it(`keeps at most ${MAX_IN_FLIGHT} requests in flight, and sends no credential`, async () => {
    const { live, client } = await site({ pages: pages(40, NEW), delayMs: 20 });
    const check = await run(
      client,
      Array.from({ length: 40 }, (_, i) => changed(i)),
    );
    expect(verdictOf(check).live).toBe('fresh');
    expect(live.peakInFlight()).toBe(MAX_IN_FLIGHT);
    expect(live.requests.some((r) => r.authorization || r.cookie)).toBe(false);
  });
});

describe('parseSiteUrl', () => {
  it('takes https roots with a subpath and plain http to loopback only', () => {
    expect(parseSiteUrl('https://example.com/docs/').root?.href).toBe('https://example.com/docs');
    expect(parseSiteUrl('http://127.0.0.1:8080').root?.href).toBe('http://127.0.0.1:8080');
    expect(parseSiteUrl('http://example.com').problem).toContain('https');
    expect(parseSiteUrl('https://u:p@example.com').problem).toContain('credentials');
    expect(parseSiteUrl('ftp://example.com').problem).toContain('https');
  });
});
