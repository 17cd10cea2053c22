/** The link check's set of file paths by fingerprint (src/publish/path-table.ts). */
import { describe, expect, it } from 'vitest';
import { PathTable, RecentPaths } from '../src/publish/path-table.js';

describe('PathTable', () => {
  it('answers the paths added, once each, and no other', () => {
    const table = new PathTable();
    for (const p of ['index.html', 'guides/a.html', 'guides/a.html', 'ünïcode/页.html', '']) {
      table.add(p);
    }
    expect(table.size).toBe(4);
    expect(table.has('guides/a.html')).toBe(true);
    expect(table.has('ünïcode/页.html')).toBe(true);
    expect(table.has('')).toBe(true);
    expect(table.has('guides/a')).toBe(false);
    expect(table.has('Guides/a.html')).toBe(false);
    expect(table.has('guides/a.html ')).toBe(false);
  });

  it('keeps every path through its growth, and takes none of 200,000 others for one', () => {
    const table = new PathTable();
    const path = (i: number): string => `docs/section-${Math.floor(i / 100)}/page-${i}.html`;
    for (let i = 0; i < 200_000; i++) table.add(path(i));
    expect(table.size).toBe(200_000);
    let found = 0;
    let wrong = 0;
    for (let i = 0; i < 200_000; i++) {
      if (table.has(path(i))) found++;
      // Neighbours of real paths: one character apart, the shapes a broken link has.
      if (table.has(path(i + 200_000)) || table.has(path(i).replace('.html', '.htm'))) wrong++;
    }
    expect(found).toBe(200_000);
    expect(wrong).toBe(0);
  });
});

describe('RecentPaths', () => {
  it('answers a path added until a path with the same slot replaces it', () => {
    const recent = new RecentPaths(8);
    expect(recent.has('guides/a.html')).toBe(false);
    recent.add('guides/a.html');
    expect(recent.has('guides/a.html')).toBe(true);
    expect(recent.has('guides/a')).toBe(false);
    // Eight slots: among 64 other paths some take the slot of the first, and it is forgotten.
    for (let i = 0; i < 64; i++) recent.add(`guides/page-${i}.html`);
    expect(recent.has('guides/a.html')).toBe(false);
    expect(recent.has('guides/page-63.html')).toBe(true);
  });

  it('never answers a path it was not given, however full', () => {
    const recent = new RecentPaths(4096);
    const path = (i: number): string => `docs/section-${Math.floor(i / 100)}/page-${i}`;
    for (let i = 0; i < 100_000; i++) recent.add(path(i));
    let kept = 0;
    let wrong = 0;
    for (let i = 0; i < 100_000; i++) {
      if (recent.has(path(i))) kept++;
      if (recent.has(path(i + 100_000)) || recent.has(`${path(i)}.html`)) wrong++;
    }
    // At most one path a slot, and the latest ones mostly kept.
    expect(kept).toBeLessThanOrEqual(4096);
    expect(kept).toBeGreaterThan(2048);
    expect(wrong).toBe(0);
  });

  it('answers a path given in parts as it answers the joined path', () => {
    const recent = new RecentPaths(64);
    recent.add('docs/guides/a');
    recent.add('b.html');
    expect(recent.has('a', 'docs/guides/')).toBe(true);
    expect(recent.has('/docs/guides/a', '', 1)).toBe(true);
    expect(recent.has('https://docs.example.com/docs/guides/a', '', 25)).toBe(true);
    expect(recent.has('b.html', '', 0)).toBe(true);
    expect(recent.has('/b.html', '', 1)).toBe(true);
    // The same characters split elsewhere are the same path; others are not.
    expect(recent.has('guides/a', 'docs/')).toBe(true);
    expect(recent.has('a', 'docs/guides')).toBe(false);
    expect(recent.has('/docs/guides/a', '', 0)).toBe(false);
  });
});
