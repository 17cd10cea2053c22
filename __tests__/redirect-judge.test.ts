/**
 * Where a removed page's redirect leads (src/site-config/redirect-judge.ts): to its end through
 * further redirects, bounded; off-site and anchored destinations; cycles; pages the same change
 * removes. The real sites' cases are in site-pages-real.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { judgeRedirect, MAX_HOPS } from '../src/site-config/redirect-judge.js';
import { RedirectMatcher } from '../src/site-config/redirects.js';

function redirects(
  ...pairs: [string, string][]
): RedirectMatcher & { count: number; skipped: number } {
  const m = new RedirectMatcher(
    pairs.map(([source, destination]) => ({ source, destination, permanent: true })),
  );
  return Object.assign(m, { count: pairs.length, skipped: 0 });
}
const gone = (...pages: string[]): Set<string> => new Set(pages);

describe('judgeRedirect', () => {
  it('covers a page whose redirect leads to a page, another site, or an anchor of a page', () => {
    const r = redirects(['/a', '/b#part'], ['/x', 'https://example.com/x'], ['/q', '/r?tab=1']);
    expect(judgeRedirect(r, '/a', gone('/a'))).toEqual({
      kind: 'covered',
      source: '/a',
      destination: '/b#part',
    });
    expect(judgeRedirect(r, '/x', gone('/x'))).toMatchObject({
      kind: 'covered',
      destination: 'https://example.com/x',
    });
    expect(judgeRedirect(r, '/q', gone('/q'))).toMatchObject({
      kind: 'covered',
      destination: '/r?tab=1',
    });
    expect(judgeRedirect(r, '/none', gone('/none'))).toEqual({ kind: 'missing' });
  });

  it('follows a chain to its end and says where a cycle or a removed page stops it', () => {
    const r = redirects(
      ['/v1/:slug*', '/v2/:slug*'],
      ['/v2/:slug*', '/v3/:slug*'],
      ['/p', '/q'],
      ['/q', '/p'],
    );
    expect(judgeRedirect(r, '/v1/a/b', gone('/v1/a/b'))).toMatchObject({
      kind: 'covered',
      source: '/v1/:slug*',
      destination: '/v3/a/b',
    });
    expect(judgeRedirect(r, '/v1/a', gone('/v1/a', '/v3/a'))).toMatchObject({
      kind: 'void',
      why: expect.stringContaining('`/v3/a`, which this PR also removes') as string,
    });
    // A removed destination that has a redirect of its own is followed.
    expect(judgeRedirect(r, '/v1/a', gone('/v1/a', '/v2/a'))).toMatchObject({
      kind: 'covered',
      destination: '/v3/a',
    });
    expect(judgeRedirect(r, '/p', gone('/p'))).toMatchObject({
      kind: 'void',
      why: 'it leads back to the page this PR removes',
    });
    const ring = redirects(['/s', '/t'], ['/t', '/u'], ['/u', '/t']);
    expect(judgeRedirect(ring, '/s', gone('/s'))).toMatchObject({
      kind: 'void',
      why: expect.stringContaining('loop of redirects') as string,
    });
  });

  it(`stops after ${MAX_HOPS} redirects`, () => {
    const long = Array.from({ length: MAX_HOPS + 2 }, (_, i): [string, string] => [
      `/h${i}`,
      `/h${i + 1}`,
    ]);
    expect(judgeRedirect(redirects(...long), '/h0', gone('/h0'))).toMatchObject({
      kind: 'void',
      why: expect.stringContaining(`more than ${MAX_HOPS}`) as string,
    });
    const short = long.slice(0, MAX_HOPS);
    expect(judgeRedirect(redirects(...short), '/h0', gone('/h0'))).toMatchObject({
      kind: 'covered',
      destination: `/h${MAX_HOPS}`,
    });
  });

  it('names the extension redirect that looks like coverage, and takes case as the site does', () => {
    const r = redirects(['/guide.html', '/guide'], ['/Old', '/new']);
    expect(judgeRedirect(r, '/guide', gone('/guide'))).toEqual({
      kind: 'missing',
      why: 'the redirect from `/guide.html` answers only the URL written with `.html`, not `/guide`',
    });
    expect(judgeRedirect(r, '/old', gone('/old'))).toMatchObject({
      kind: 'covered',
      destination: '/new',
    });
  });
});
