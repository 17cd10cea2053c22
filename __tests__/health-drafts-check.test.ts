/**
 * The checks of a draft (src/modes/health/drafts-check.ts): which links are pull requests of this
 * repository, and which changed files lie outside the page.
 */
import { describe, expect, it } from 'vitest';
import { filesOutsidePage, prTarget } from '../src/modes/health/drafts-check.js';

const REPO = { owner: 'acme', repo: 'docs', serverUrl: 'https://github.com' };

describe('prTarget', () => {
  it('knows a pull request of this repository', () => {
    expect(prTarget('https://github.com/Acme/Docs/pull/12', REPO)).toEqual({
      kind: 'here',
      number: 12,
      url: 'https://github.com/Acme/Docs/pull/12',
    });
  });
  it('takes anything else for a link elsewhere, sanitized, or none', () => {
    for (const link of [
      'https://github.com/acme/other/pull/12',
      'https://github.com.evil.example/acme/docs/pull/12',
      'https://github.com/acme/docs/pull/12/files',
      'https://github.com/acme/docs/issues/12',
      'http://github.com/acme/docs/pull/12',
      'https://gitlab.com/acme/docs/-/merge_requests/3',
    ]) {
      expect(prTarget(link, REPO).kind, link).toBe('elsewhere');
    }
    const odd = prTarget('https://example.com/a b)"<x>', REPO);
    expect(odd.kind === 'elsewhere' && odd.url).toBe('https://example.com/a%20b%29%22%3Cx%3E');
    for (const link of [
      'javascript:alert(1)',
      'https://user:pw@github.com/acme/docs/pull/1',
      '',
      null,
    ]) {
      expect(prTarget(link, REPO).kind).toBe('none');
    }
  });
});

describe('filesOutsidePage', () => {
  const page = 'docs/guides/intro.mdx';
  it('allows the page and images beside it', () => {
    expect(
      filesOutsidePage(
        [
          { filename: page },
          { filename: 'docs/guides/shot.PNG' },
          { filename: 'docs/guides/d.svg' },
        ],
        page,
      ),
    ).toEqual([]);
  });
  it('flags everything else, a rename by both names, each once', () => {
    expect(
      filesOutsidePage(
        [
          { filename: page },
          { filename: '.github/workflows/ci.yml' },
          { filename: 'docs/docs.json' },
          { filename: 'docs/guides/other.mdx' },
          { filename: 'docs/images/shot.png' },
          { filename: 'docs/guides/run.sh' },
          { filename: 'docs/guides/new.png', previousFilename: 'package.json' },
          { filename: '.github/workflows/ci.yml' },
        ],
        page,
      ),
    ).toEqual([
      '.github/workflows/ci.yml',
      'docs/docs.json',
      'docs/guides/other.mdx',
      'docs/images/shot.png',
      'docs/guides/run.sh',
      'package.json',
    ]);
  });
});
