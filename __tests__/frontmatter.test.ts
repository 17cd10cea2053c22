/**
 * The frontmatter reader (src/util/frontmatter.ts): YAML by the `yaml` package, bounded for text
 * from outside (size, aliases, no custom tags), never throwing.
 */
import { describe, expect, it } from 'vitest';
import { MAX_FRONTMATTER_CHARS, readFrontmatter } from '../src/util/frontmatter.js';

const lines = (text: string): string[] => text.split('\n');

describe('readFrontmatter', () => {
  it('reads the mapping and where the body starts', () => {
    expect(readFrontmatter(lines('---\ntitle: A\nhidden: true\n---\n# A'))).toEqual({
      data: { title: 'A', hidden: true },
      bodyStart: 4,
    });
    expect(readFrontmatter(lines('---\n---\nBody'))).toEqual({ data: {}, bodyStart: 2 });
    expect(readFrontmatter(lines('---\ntitle: A\n...\nBody'))).toMatchObject({ bodyStart: 3 });
  });

  it('no frontmatter, or one never closed: the whole text is body', () => {
    expect(readFrontmatter(lines('# A\n---\ntitle: B\n---'))).toEqual({ bodyStart: 0 });
    expect(readFrontmatter(lines('---\ntitle: A\n\nBody'))).toEqual({ bodyStart: 0 });
  });

  it('what is not a YAML mapping is a problem, not a throw', () => {
    for (const bad of ['title: "A', '- a\n- b', 'a: [1', 'a: 1\na: 2', '\ttitle: A']) {
      const read = readFrontmatter(['---', ...lines(bad), '---', 'Body']);
      expect(read.data).toBeUndefined();
      expect(read.problem).toMatch(/^the frontmatter (is not|could not)/);
      expect(read.bodyStart).toBe(bad.split('\n').length + 2);
    }
  });

  it('is bounded: size, aliases, custom tags', () => {
    const long = readFrontmatter(['---', `title: ${'a'.repeat(MAX_FRONTMATTER_CHARS)}`, '---']);
    expect(long.problem).toMatch(/longer than/);
    // A "billion laughs": each level doubles the aliases.
    const laughs = ['a0: &a0 [x, x]'];
    for (let i = 1; i < 30; i++) laughs.push(`a${i}: &a${i} [*a${i - 1}, *a${i - 1}]`);
    const bomb = readFrontmatter(['---', ...laughs, '---']);
    expect(bomb.data).toBeUndefined();
    expect(bomb.problem).toMatch(/could not be read/);
    // A tag no schema of ours knows stays text; no constructor runs.
    const tagged = readFrontmatter(['---', 'title: !!js/function "() => 1"', '---']);
    expect(tagged.data?.title).toBe('() => 1');
  });
});
