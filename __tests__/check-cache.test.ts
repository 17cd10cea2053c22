/**
 * The check's results cache (src/modes/check/cache.ts): a run with the cache of an earlier one
 * finds the same findings and compiles only the pages that changed; a damaged cache file, one of
 * another shape, or no cache service at all change nothing but the time taken.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageKey, readResults, restoreResults, saveResults } from '../src/modes/check/cache.js';
import { checkFolder } from '../src/modes/check/check.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'check-cache-'));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const SITE = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'T',
    colors: { primary: '#000000' },
    navigation: { groups: [{ group: 'A', pages: ['a', 'b'] }] },
  }),
  'a.mdx': '---\ntitle: A\n---\n\nFine.\n',
  'b.mdx': '---\ntitle: B\n---\n\n## Heading {#id}\n',
};

describe('the results cache', () => {
  it('a second run from the cache: the same findings, only the changed page compiled', async () => {
    const root = folder(SITE);
    const cache = new Map();
    const first = await checkFolder(root, { cache });
    expect(cache.size).toBe(2);
    // A result only the cache could give: proves the second run read it for the unchanged page.
    const marked = { ...cache.get(pageKey(SITE['a.mdx'])), refs: [] };
    cache.set(pageKey(SITE['a.mdx']), marked);
    const second = await checkFolder(root, { cache });
    expect(second.findings).toEqual(first.findings);
    expect(cache.get(pageKey(SITE['a.mdx']))).toBe(marked);
    writeFileSync(path.join(root, 'b.mdx'), '---\ntitle: B\n---\n\n## Heading\n');
    const third = await checkFolder(root, { cache });
    expect(third.findings).toEqual([]);
    expect(cache.size).toBe(2);
  }, 120_000);

  it('a damaged or foreign cache file gives no entry; the findings stay the same', async () => {
    const dir = folder({});
    expect((await readResults(dir)).size).toBe(0);
    writeFileSync(path.join(dir, 'results.json'), '{"not json');
    expect((await readResults(dir)).size).toBe(0);
    const key = pageKey(SITE['b.mdx']);
    writeFileSync(
      path.join(dir, 'results.json'),
      JSON.stringify({
        [key]: { problems: 'none', imports: [] },
        nothex: { problems: [], imports: [] },
      }),
    );
    const cache = await readResults(dir);
    expect(cache.size).toBe(0);
    const r = await checkFolder(folder(SITE), { cache });
    expect(r.findings.map((f) => [f.file, f.rule])).toEqual([['b.mdx', 'mdx-parse']]);
  }, 120_000);

  it('without a cache service: nothing restored, the file still written and read back', async () => {
    const saved = { ...process.env };
    delete process.env.ACTIONS_CACHE_URL;
    delete process.env.ACTIONS_RESULTS_URL;
    try {
      const dir = folder({});
      expect((await restoreResults(dir, 'a'.repeat(40))).size).toBe(0);
      const results = new Map([[pageKey('x'), { problems: [], imports: [] }]]);
      await saveResults(dir, 'a'.repeat(40), results);
      expect(await readResults(dir)).toEqual(results);
    } finally {
      process.env = saved;
    }
  });
});
