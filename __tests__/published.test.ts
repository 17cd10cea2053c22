/**
 * The pages a site publishes (src/site-config/published.ts, read-mintignore.ts): snippets,
 * default ignores at the docs folder's top only, `.mintignore` in gitignore syntax with its
 * negations, read once within the reader's bounds. The real sites are in site-pages-real.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  isSnippetPath,
  MAX_IGNORE_LINES,
  parseMintIgnore,
  PublishedPages,
} from '../src/site-config/published.js';
import { readMintIgnore } from '../src/site-config/read-mintignore.js';
import { MAX_CONFIG_FILE_BYTES } from '../src/site-config/types.js';
import { Warnings } from '../src/site-config/warnings.js';
import { MapSource } from './helpers/config-files.js';

describe('PublishedPages', () => {
  it('leaves out snippets and the default ignores at the top of the docs folder only', () => {
    const p = new PublishedPages('docs');
    expect(p.pageOf('docs/guide.mdx')).toBe('/guide');
    expect(p.pageOf('docs/snippets/a.mdx')).toBeUndefined();
    expect(p.pageOf('docs/_snippets/a.mdx')).toBeUndefined();
    // Deeper down, a snippets folder holds imported files: a page only when the navigation names it.
    expect(p.pageOf('docs/guide/snippets/a.mdx')).toBeUndefined();
    const named = new PublishedPages('', undefined, new Set(['/guide/snippets/a']));
    expect(named.pageOf('guide/snippets/a.mdx')).toBe('/guide/snippets/a');
    expect(named.pageOf('docs/snippets/callout.mdx')).toBeUndefined();
    expect(named.pageOf('docs/_snippets/callout.mdx')).toBeUndefined();
    expect(named.pageOf('docs/guide.mdx')).toBe('/docs/guide');
    for (const file of [
      'README.md',
      'CONTRIBUTING.md',
      'node_modules/x/a.md',
      'tmp/a.mdx',
      '.github/a.md',
      'build/a.mdx',
    ]) {
      expect(p.pageOf(`docs/${file}`), file).toBeUndefined();
    }
    expect(p.pageOf('docs/guide/README.md')).toBe('/guide/README');
    expect(p.pageOf('docs/guide/build/a.mdx')).toBe('/guide/build/a');
    expect(p.pageOf('docs/README.mdx')).toBe('/README');
    expect(p.pageOf('README.md')).toBeUndefined();
    // Any file the build leaves out: outside the docs folder, default ignores, .mintignore.
    expect(p.excludes('docs/openapi.json')).toBe(false);
    expect(p.excludes('docs/.github/workflows/ci.yml')).toBe(true);
    expect(p.excludes('docs/node_modules/x/openapi.json')).toBe(true);
    expect(p.excludes('other/openapi.json')).toBe(true);
    expect(isSnippetPath('/snippets/a')).toBe(true);
    expect(isSnippetPath('/snippets')).toBe(false);
    expect(isSnippetPath('/guide/snippets/a')).toBe(false);
  });

  it('applies `.mintignore` patterns, negations included, even to pages the navigation names', () => {
    const rules = parseMintIgnore(
      '# drafts\ndrafts/\n*.draft.mdx\n**/internal/**\n!keep.draft.mdx\n',
      '.mintignore',
      new Warnings(),
    );
    expect(rules.patterns).toBe(4);
    const p = new PublishedPages('', rules, new Set(['/drafts/a', '/build/b']));
    expect(p.pageOf('drafts/a.mdx')).toBeUndefined();
    expect(p.pageOf('x/y.draft.mdx')).toBeUndefined();
    expect(p.pageOf('keep.draft.mdx')).toBe('/keep.draft');
    expect(p.pageOf('a/internal/b.md')).toBeUndefined();
    expect(p.pageOf('build/b.mdx')).toBe('/build/b');
  });

  it('reads lines within bounds, and says what it left out', () => {
    const warnings = new Warnings();
    const many = Array.from({ length: MAX_IGNORE_LINES + 5 }, (_, i) => `f${i}.mdx`);
    const rules = parseMintIgnore(
      [`${'a'.repeat(300)}.mdx`, ...many].join('\n'),
      'docs/.mintignore',
      warnings,
    );
    expect(rules.patterns).toBe(MAX_IGNORE_LINES - 1);
    expect(warnings.list()).toEqual([
      'docs/.mintignore: 7 lines longer than 256 characters or past line 1000 were not read; the files they list are counted as pages.',
    ]);
    expect(rules.ignores('f0.mdx')).toBe(true);
    expect(rules.ignores(`${'a/'.repeat(600)}f0.mdx`)).toBe(false);
  });
});

describe('readMintIgnore', () => {
  it('reads the docs folder’s file once; missing is no rules, unreadable or too large a warning', async () => {
    const source = new MapSource(new Map([['docs/.mintignore', 'drafts/\n']]));
    const warnings = new Warnings();
    expect((await readMintIgnore(source, 'docs', warnings))?.ignores('drafts/a.mdx')).toBe(true);
    expect(source.asked).toEqual(['docs/.mintignore']);
    expect(await readMintIgnore(source, '', warnings)).toBeUndefined();
    expect(warnings.list()).toEqual([]);
    const bad = new MapSource(
      new Map<
        string,
        string | { kind: 'error'; reason: string } | { kind: 'too-large'; size: number }
      >([
        ['a/.mintignore', { kind: 'error', reason: 'HTTP 500' }],
        ['b/.mintignore', { kind: 'too-large', size: MAX_CONFIG_FILE_BYTES + 1 }],
      ]),
    );
    expect(await readMintIgnore(bad, 'a', warnings)).toBeUndefined();
    expect(await readMintIgnore(bad, 'b', warnings)).toBeUndefined();
    expect(warnings.list()).toEqual([
      'a/.mintignore could not be read (HTTP 500); the files it lists are counted as pages.',
      'b/.mintignore is larger than 1 MiB; the files it lists are counted as pages.',
    ]);
  });
});
