/**
 * The one configuration reader (src/site-config/read.ts) over an in-memory file source: each
 * documented `$ref` rule as its own case, the navigation forms, and a hostile docs.json.
 */
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../src/site-config/read.js';
import type { ConfigFileRead } from '../src/site-config/types.js';
import { MapSource, sourceOf } from './helpers/config-files.js';

describe('readSiteConfig: `$ref` as the settings reference describes it', () => {
  it('replaces a `$ref` block with the referenced file, at any level, relative to its holder', async () => {
    const source = sourceOf({
      'docs/docs.json': {
        navigation: { $ref: './config/navigation.json' },
        redirects: { $ref: 'redirects.json' },
      },
      'docs/config/navigation.json': {
        groups: [{ group: 'A', pages: ['a', { $ref: './more.json' }] }],
      },
      // Nested: relative to config/navigation.json, not to docs.json.
      'docs/config/more.json': { group: 'B', pages: ['b/c'] },
      'docs/redirects.json': [{ source: '/old', destination: '/a' }],
    });
    const config = await readSiteConfig(source, 'docs');
    expect(config.kind).toBe('read');
    expect(config.file).toBe('docs/docs.json');
    expect(config.filesRead).toBe(4);
    expect(config.warnings).toEqual([]);
    expect([...(config.navigation?.pages ?? [])].sort()).toEqual(['/a', '/b/c']);
    expect(config.redirects?.match('/old')).toEqual({
      source: '/old',
      destination: '/a',
      permanent: true,
    });
  });

  it('merges an object’s sibling keys on top of what it references; a non-object ignores them', async () => {
    const source = sourceOf({
      'docs.json': {
        navigation: { $ref: 'nav.json', groups: [{ group: 'Mine', pages: ['mine'] }] },
        redirects: { $ref: 'redirects.json', ignored: true },
      },
      'nav.json': { groups: [{ group: 'Theirs', pages: ['theirs'] }], global: { anchors: [] } },
      'redirects.json': [{ source: '/x', destination: '/y' }],
    });
    const config = await readSiteConfig(source, '');
    expect([...(config.navigation?.pages ?? [])]).toEqual(['/mine']);
    expect(config.redirects?.count).toBe(1);
  });

  it('reads each file once, however often it is referenced', async () => {
    const source = sourceOf({
      'docs.json': { navigation: { tabs: [{ $ref: 't.json' }, { $ref: './t.json' }] } },
      't.json': { tab: 'T', pages: ['t'] },
    });
    const config = await readSiteConfig(source, '');
    expect(source.asked).toEqual(['docs.json', 't.json']);
    expect(config.filesRead).toBe(2);
  });

  it('refuses cycles, paths outside the docs folder, URLs and absolute paths, with the place named', async () => {
    const source = sourceOf({
      'docs/docs.json': {
        navigation: { tabs: [{ $ref: 'a.json' }] },
        redirects: [{ source: '/a', destination: '/b' }],
        x: [
          { $ref: '../../../etc/passwd' },
          { $ref: '/etc/passwd' },
          { $ref: 'https://example.com/x.json' },
        ],
      },
      'docs/a.json': { $ref: './b.json' },
      'docs/b.json': { $ref: 'a.json' },
      'etc/passwd': 'root:x:0:0',
    });
    const config = await readSiteConfig(source, 'docs');
    expect(source.asked).toEqual(['docs/docs.json', 'docs/a.json', 'docs/b.json']);
    expect(config.warnings).toEqual([
      'docs/b.json at /: `$ref` "a.json" is circular (docs/docs.json → docs/a.json → docs/b.json → docs/a.json).',
      'docs/docs.json at /x/0: `$ref` "../../../etc/passwd" is refused: it leads outside the docs folder (`docs`).',
      'docs/docs.json at /x/1: `$ref` "/etc/passwd" is refused: it is an absolute path.',
      'docs/docs.json at /x/2: `$ref` "https://example.com/x.json" is refused: it is a URL, not a relative path.',
    ]);
    // The navigation depends on the cycle: unknown, never "missing". The redirects do not.
    expect(config.navigation).toBeUndefined();
    expect(config.redirects?.match('/a')?.destination).toBe('/b');
  });

  it('names a missing or broken target and where it is referenced; only what depends on it is unknown', async () => {
    const source = new MapSource(
      new Map([
        [
          'docs.json',
          JSON.stringify({ navigation: { pages: ['a'] }, redirects: { $ref: 'r.json' } }),
        ],
        ['r.json', '[{"source": '],
      ]),
    );
    const config = await readSiteConfig(source, '');
    expect(config.kind).toBe('read');
    expect(config.redirects).toBeUndefined();
    expect([...(config.navigation?.pages ?? [])]).toEqual(['/a']);
    expect(config.warnings[0]).toMatch(
      /^docs\.json at \/redirects: `\$ref` "r\.json" \(r\.json\): it is not valid JSON/,
    );
  });
});

describe('readSiteConfig: a hostile docs.json gets warnings, never a crash, a hang or a read outside', () => {
  it('10,000 levels of nesting: not walked to the bottom; the navigation is unknown', async () => {
    const deep = `${'{"pages":['.repeat(10_000)}"x"${']}'.repeat(10_000)}`;
    const config = await readSiteConfig(sourceOf({ 'docs.json': `{"navigation":${deep}}` }), '');
    expect(config.kind).toBe('read');
    expect(config.navigation).toBeUndefined();
    expect(config.warnings.join('\n')).toMatch(
      /docs\.json at \/navigation(\/pages\/0)+\/pages: nested more than 64 levels/,
    );
  });

  it('a file announced at 1 GiB is not read; what it holds is unknown', async () => {
    const source = new MapSource(
      new Map<string, string | ConfigFileRead>([
        [
          'docs.json',
          JSON.stringify({ navigation: { pages: ['a'] }, redirects: { $ref: 'big.json' } }),
        ],
        ['big.json', { kind: 'too-large', size: 2 ** 30 }],
      ]),
    );
    const config = await readSiteConfig(source, '');
    expect(config.redirects).toBeUndefined();
    expect(config.warnings).toEqual([
      'docs.json at /redirects: `$ref` "big.json" (big.json): it is larger than 1 MiB (1,073,741,824 bytes).',
    ]);
  });

  it('100,000 navigation entries are read', async () => {
    const pages = Array.from({ length: 100_000 }, (_, i) => `p/${i}`);
    const config = await readSiteConfig(sourceOf({ 'docs.json': { navigation: { pages } } }), '');
    expect(config.navigation?.pages.size).toBe(100_000);
  });

  it('more than 64 files: the rest is not read and what needs it is unknown', async () => {
    const files: Record<string, unknown> = {
      'docs.json': {
        navigation: { tabs: Array.from({ length: 70 }, (_, i) => ({ $ref: `t${i}.json` })) },
      },
    };
    for (let i = 0; i < 70; i++) files[`t${i}.json`] = { tab: `T${i}`, pages: [`t${i}`] };
    const source = sourceOf(files);
    const config = await readSiteConfig(source, '');
    expect(source.asked).toHaveLength(64);
    expect(config.navigation).toBeUndefined();
    expect(config.warnings[0]).toBe(
      'docs.json at /navigation/tabs/63: `$ref` "t63.json" (t63.json): the configuration names more than 64 files; it was not read.',
    );
  });

  it('a `$ref` fan-out that would expand past half a million values is cut with a warning', async () => {
    const fan = (to: string): unknown[] => Array.from({ length: 100 }, () => ({ $ref: to }));
    const config = await readSiteConfig(
      sourceOf({
        'docs.json': { navigation: { tabs: fan('a.json') } },
        'a.json': { groups: fan('b.json') },
        'b.json': { pages: fan('c.json') },
        'c.json': { group: 'x', pages: ['x'] },
      }),
      '',
    );
    expect(config.navigation).toBeUndefined();
    expect(config.warnings.some((w) => w.includes('more than 500000 values'))).toBe(true);
  });
});
