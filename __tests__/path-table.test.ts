/** The link check's set of file paths by fingerprint (src/publish/path-table.ts). */
import { describe, expect, it } from 'vitest';
import { PathTable } from '../src/publish/path-table.js';

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
