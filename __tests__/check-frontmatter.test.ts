/**
 * The check's frontmatter reader (src/modes/check/frontmatter.ts): the cloud's own `front-matter`
 * 4.0.2, its body and line offset, and where it refuses YAML in the file's own lines and columns.
 */
import { describe, expect, it } from 'vitest';
import { readFrontmatter } from '../src/modes/check/frontmatter.js';

describe('readFrontmatter', () => {
  it('gives the body and the lines before it', () => {
    expect(readFrontmatter('---\ntitle: A\ndescription: B\n---\n\n# A\n')).toEqual({
      body: '# A\n',
      offset: 5, // the blank line after the block goes with it: the body starts at line 6
      publicPage: false,
    });
    expect(readFrontmatter('# No frontmatter\n')).toEqual({
      body: '# No frontmatter\n',
      offset: 0,
      publicPage: false,
    });
    // `public: true` (a page open to everyone on a site with authentication), and only `true`.
    expect(readFrontmatter('---\npublic: true\n---\nA\n')).toMatchObject({ publicPage: true });
    expect(readFrontmatter('---\npublic: "yes"\n---\nA\n')).toMatchObject({ publicPage: false });
  });

  it('accepts a double-quoted value continued at column 0 (the cloud publishes it)', () => {
    const parts = readFrontmatter('---\ntitle: "Webhook\ndeliveries"\n---\nBody\n');
    expect(parts).toEqual({ body: 'Body\n', offset: 4, publicPage: false });
  });

  it('refuses bad YAML at its line and column in the file', () => {
    expect(readFrontmatter('---\ntitle: Home: again\n---\n')).toMatchObject({
      line: 2,
      column: 12,
    });
    // Leading blank lines and spaces are trimmed before js-yaml counts: counted back here.
    expect(readFrontmatter('---\n\n  title: Home: again\n---\n')).toMatchObject({
      line: 3,
      column: 14,
    });
    const third = readFrontmatter('---\ntitle: A\nlist: [a\nnext: b\n---\n');
    expect(third).toMatchObject({ line: 4 }); // where js-yaml gives up: `next: b`
    expect((third as { reason: string }).reason).not.toContain('\n');
  });
});

describe('the parsers the check names', () => {
  it('are the versions package.json pins, exactly', async () => {
    const { PARSER_VERSIONS } = await import('../src/modes/check/model.js');
    const { readFile } = await import('node:fs/promises');
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const [name, version] of Object.entries(PARSER_VERSIONS)) {
      expect(pkg.dependencies[name], name).toBe(version);
    }
  });
});
