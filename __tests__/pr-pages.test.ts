import { describe, expect, it } from 'vitest';
import { fileToPagePath, normalizePagePath } from '../src/util/page-path.js';

describe('fileToPagePath', () => {
  it('maps .md and .mdx files to page paths', () => {
    expect(fileToPagePath('guides/intro.mdx', '')).toBe('/guides/intro');
    expect(fileToPagePath('quickstart.md', '')).toBe('/quickstart');
    expect(fileToPagePath('api-reference/users/create.MDX', '')).toBe(
      '/api-reference/users/create',
    );
  });

  it('folds index pages into their folder', () => {
    expect(fileToPagePath('x/index.mdx', '')).toBe('/x');
    expect(fileToPagePath('guides/advanced/index.md', '')).toBe('/guides/advanced');
    expect(fileToPagePath('index.mdx', '')).toBe('/');
  });

  it('ignores files that are not pages', () => {
    expect(fileToPagePath('docs.json', '')).toBeUndefined();
    expect(fileToPagePath('images/logo.png', '')).toBeUndefined();
    expect(fileToPagePath('snippets/intro.mdx.bak', '')).toBeUndefined();
    expect(fileToPagePath('src/app.ts', '')).toBeUndefined();
  });

  it('strips the docs root and ignores files outside it', () => {
    expect(fileToPagePath('docs/guides/intro.mdx', 'docs')).toBe('/guides/intro');
    expect(fileToPagePath('docs/index.mdx', 'docs')).toBe('/');
    expect(fileToPagePath('site/docs/x/index.md', 'site/docs')).toBe('/x');
    expect(fileToPagePath('README.md', 'docs')).toBeUndefined();
    expect(fileToPagePath('docs-old/intro.mdx', 'docs')).toBeUndefined();
    expect(fileToPagePath('other/docs/intro.mdx', 'docs')).toBeUndefined();
  });

  it('tolerates slashes around the docs root', () => {
    expect(fileToPagePath('docs/guides/intro.mdx', '/docs/')).toBe('/guides/intro');
    expect(fileToPagePath('docs/guides/intro.mdx', './docs')).toBe('/guides/intro');
  });
});

describe('normalizePagePath', () => {
  it('reads the path of full URLs', () => {
    expect(normalizePagePath('https://docs.example.com/guides/intro')).toBe('/guides/intro');
    expect(normalizePagePath('https://docs.example.com/guides/intro/?utm=x#step-2')).toBe(
      '/guides/intro',
    );
    expect(normalizePagePath('https://docs.example.com/')).toBe('/');
    expect(normalizePagePath('https://docs.example.com')).toBe('/');
  });

  it('drops trailing slashes, .html and index', () => {
    expect(normalizePagePath('/guides/intro/')).toBe('/guides/intro');
    expect(normalizePagePath('/guides/intro.html')).toBe('/guides/intro');
    expect(normalizePagePath('/guides/index.html')).toBe('/guides');
    expect(normalizePagePath('/guides/index')).toBe('/guides');
    expect(normalizePagePath('guides//intro')).toBe('/guides/intro');
    expect(normalizePagePath('/')).toBe('/');
    expect(normalizePagePath('')).toBe('/');
  });

  it('decodes percent-escapes and survives bad ones', () => {
    expect(normalizePagePath('/guides/caf%C3%A9')).toBe('/guides/café');
    expect(normalizePagePath('/guides/100%')).toBe('/guides/100%');
  });

  it('makes a changed file and the feedback on its page meet', () => {
    const page = fileToPagePath('docs/guides/intro.mdx', 'docs');
    for (const fromFeedback of [
      '/guides/intro',
      'guides/intro',
      '/guides/intro/',
      '/guides/intro.html',
      'https://acme.mintlify.app/guides/intro/',
    ]) {
      expect(normalizePagePath(fromFeedback)).toBe(page);
    }
  });
});
