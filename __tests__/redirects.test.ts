/**
 * The pieces of the redirect check and the comment digest, each on its own: docs.json's redirect
 * syntax (site-config/redirects.ts), which pages a PR takes away
 * (github/pr-pages.ts, over the GitHub emulator's files endpoint), and how reader comments group
 * (comment-groups.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { createOctokit } from '../src/github/octokit.js';
import { listPrPages } from '../src/github/pr-pages.js';
import { readRepoFile } from '../src/github/repo-file.js';
import {
  commentKey,
  CommentGrouper,
  MAX_GROUPS_PER_PAGE,
} from '../src/modes/feedback/comment-groups.js';
import { RedirectMatcher, type Redirect } from '../src/site-config/redirects.js';

function matcher(...pairs: [string, string][]): RedirectMatcher {
  return new RedirectMatcher(
    pairs.map(([source, destination]): Redirect => ({ source, destination, permanent: true })),
  );
}

/** Where `page` is sent, or undefined when no redirect covers it. */
function where(m: RedirectMatcher, page: string): string | undefined {
  return m.match(page)?.destination;
}

describe('RedirectMatcher: the vendor’s redirect syntax', () => {
  it('matches a source exactly, whatever its trailing slash or `index`; an extension only as written', () => {
    const m = matcher(
      ['/guides/old', '/guides/new'],
      ['/a/b/', '/b'],
      ['/c/page.mdx', '/c2'],
      ['/d/index', '/d2'],
      ['/e/index.md', '/e2'],
    );
    expect(where(m, '/guides/old')).toBe('/guides/new');
    expect(where(m, '/a/b')).toBe('/b');
    expect(where(m, '/d')).toBe('/d2');
    // A source with an extension answers the URL a link wrote with it, never the page.
    expect(where(m, '/c/page')).toBeUndefined();
    expect(where(m, '/c/page.mdx')).toBe('/c2');
    expect(where(m, '/C/Page.MDX')).toBe('/c2');
    expect(where(m, '/e')).toBeUndefined();
    expect(where(m, '/e/index.md')).toBe('/e2');
    // Only whole paths: no prefix, no longer path.
    expect(where(m, '/guides/old/more')).toBeUndefined();
    expect(where(m, '/guides/ol')).toBeUndefined();
    expect(where(m, '/guides')).toBeUndefined();
  });

  it('takes `:param` as one segment, `:param*` as any number, `:param+` as one or more, `:param?` as one or none', () => {
    const m = matcher(
      ['/one/:slug', '/uno/:slug'],
      ['/any/:path*', '/todo/:path*'],
      ['/some/:path+', '/algo/:path+'],
      ['/maybe/:x?', '/quiza/:x?'],
    );
    expect(where(m, '/one/intro')).toBe('/uno/intro');
    expect(where(m, '/one/intro/deeper')).toBeUndefined();
    expect(where(m, '/one')).toBeUndefined();
    expect(where(m, '/any/a/b/c')).toBe('/todo/a/b/c');
    expect(where(m, '/any')).toBe('/todo/');
    expect(where(m, '/some/a/b')).toBe('/algo/a/b');
    expect(where(m, '/some')).toBeUndefined();
    expect(where(m, '/maybe/x1')).toBe('/quiza/x1');
    expect(where(m, '/maybe')).toBe('/quiza/');
    expect(where(m, '/maybe/x/y')).toBeUndefined();
  });

  it('takes a partial wildcard inside one segment, and reuses what it captured', () => {
    const m = matcher(
      ['/articles/concepts-*', '/collections/overview'],
      ['/old/article-*', '/new/article-*'],
    );
    expect(where(m, '/articles/concepts-getting-started')).toBe('/collections/overview');
    expect(where(m, '/articles/concepts-')).toBe('/collections/overview');
    expect(where(m, '/articles/other')).toBeUndefined();
    expect(where(m, '/articles/concepts-a/b')).toBeUndefined();
    expect(where(m, '/old/article-123')).toBe('/new/article-123');
  });

  it('applies the first matching entry, ignores case, and skips sources with a query or anchor', () => {
    const m = matcher(
      ['/x?page=1', '/never'],
      ['/x#top', '/never'],
      ['/X/:rest*', '/first/:rest*'],
      ['/x/y', '/second'],
    );
    expect(where(m, '/x/y')).toBe('/first/y');
    expect(where(m, '/x')).toBe('/first/');
    expect(m.match('/x/y')?.source).toBe('/X/:rest*');
  });

  it('covers the home page with `/`, and decodes escaped sources as the site serves them', () => {
    const m = matcher(['/', '/welcome'], ['/caf%C3%A9', '/coffee']);
    expect(where(m, '/')).toBe('/welcome');
    expect(where(m, '/café')).toBe('/coffee');
  });
});

describe('the PR’s pages, over the GitHub emulator', () => {
  let github: GitHubEmulator;
  beforeAll(async () => {
    github = await startGitHubEmulator();
  });
  afterAll(async () => {
    await github.close();
  });

  it('sorts changed files into pages changed, served at the head, and taken away', async () => {
    github.setPullFiles(5, [
      { filename: 'docs/kept.mdx', status: 'modified' },
      { filename: 'docs/added.mdx', status: 'added' },
      { filename: 'docs/gone.mdx', status: 'removed' },
      {
        filename: 'docs/moved/new.mdx',
        status: 'renamed',
        previous_filename: 'docs/moved/old.mdx',
      },
      // Same URL before and after: nothing is taken away.
      { filename: 'docs/same.mdx', status: 'renamed', previous_filename: 'docs/same.md' },
      {
        filename: 'docs/folder/index.mdx',
        status: 'renamed',
        previous_filename: 'docs/folder.mdx',
      },
      // Moved out of the docs: its URL is gone, and it has no new page.
      { filename: 'archive/out.mdx', status: 'renamed', previous_filename: 'docs/out.mdx' },
      // Removed, yet served again by another changed file.
      { filename: 'docs/again.md', status: 'removed' },
      { filename: 'docs/again/index.mdx', status: 'added' },
      { filename: 'docs/images/logo.png', status: 'removed' },
      { filename: 'docs/docs.json', status: 'modified' },
    ]);
    const octokit = createOctokit(github.token, { apiUrl: github.apiUrl });
    const pages = await listPrPages(octokit, {
      owner: 'acme',
      repo: 'docs',
      pullNumber: 5,
      docsRoot: 'docs',
    });
    expect(pages.fileCount).toBe(11);
    expect(pages.gone).toEqual([
      { page: '/gone', file: 'docs/gone.mdx' },
      { page: '/moved/old', renamedTo: '/moved/new', file: 'docs/moved/old.mdx' },
      { page: '/out', file: 'docs/out.mdx' },
    ]);
    expect(pages.live).toEqual(['/added', '/again', '/folder', '/kept', '/moved/new', '/same']);
    // Feedback is read for old and new names alike.
    expect(pages.pages).toContain('/moved/old');
    expect(pages.pages).toContain('/gone');
  });

  it('reads a repository file at a commit, and tells missing, folders and files too large apart', async () => {
    const octokit = createOctokit(github.token, { apiUrl: github.apiUrl });
    const at = { owner: 'acme', repo: 'docs', ref: 'abc' };
    github.setRepoFile('docs/docs.json', '{"name":"Ünïcode"}', 'abc');
    github.setRepoFile('big.json', 'x'.repeat(1024 * 1024 + 10));
    expect(await readRepoFile(octokit, { ...at, path: 'docs/docs.json' })).toEqual({
      kind: 'found',
      text: '{"name":"Ünïcode"}',
      size: Buffer.byteLength('{"name":"Ünïcode"}'),
    });
    expect(await readRepoFile(octokit, { ...at, ref: 'other', path: 'docs/docs.json' })).toEqual({
      kind: 'missing',
    });
    expect(await readRepoFile(octokit, { ...at, path: 'docs' })).toEqual({
      kind: 'not-a-file',
      type: 'dir',
    });
    expect(await readRepoFile(octokit, { ...at, path: 'big.json' })).toEqual({
      kind: 'too-large',
      size: 1024 * 1024 + 10,
    });
    github.inject({ route: '/contents/', status: 401 });
    await expect(readRepoFile(octokit, { ...at, path: 'docs/docs.json' })).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('comment groups', () => {
  let id = 0;
  function entry(comment: string, helpful: boolean | null, status: string | null, time = ++id) {
    return { id: `e${++id}`, time, comment, helpful, status };
  }

  it('takes comments that differ only in case, accents, punctuation, apostrophes or spacing as one', () => {
    const key = commentKey('Doesn’t work on Windows!!');
    for (const same of [
      "doesn't work on windows",
      '  DOESNT   work on Windows…',
      'Doesnt work — on windows?',
    ]) {
      expect(commentKey(same)).toBe(key);
    }
    expect(commentKey('Crème brûlée')).toBe(commentKey('creme brulee'));
    expect(commentKey('Does work on Windows')).not.toBe(key);
  });

  it('puts not-helpful groups first, then unresolved ones, then the largest; counts votes and states', () => {
    const g = new CommentGrouper();
    for (let i = 0; i < 5; i++) g.add('/p', entry('Great page', true, 'resolved'));
    for (let i = 0; i < 2; i++) g.add('/p', entry('Typo in step 2', null, 'pending'));
    g.add('/p', entry('Broken link', false, 'resolved'));
    g.add('/p', entry('broken link!', false, null, 1e9));
    const page = g.result().get('/p');
    expect(page?.comments).toBe(9);
    expect(
      page?.groups.map((x) => [x.key, x.count, x.notHelpful, x.helpful, x.unresolved]),
    ).toEqual([
      ['broken link', 2, 2, 0, 1],
      ['typo in step 2', 2, 0, 0, 2],
      ['great page', 5, 0, 5, 0],
    ]);
    // The newest wording is the one quoted.
    expect(page?.groups[0]?.newest.comment).toBe('broken link!');
  });

  it('keeps at most MAX_GROUPS_PER_PAGE groups a page and counts the rest', () => {
    const g = new CommentGrouper();
    for (let i = 0; i < MAX_GROUPS_PER_PAGE + 25; i++)
      g.add('/p', entry(`distinct ${i}`, null, null));
    g.add('/p', entry('distinct 3', false, null));
    const page = g.result().get('/p');
    expect(page?.groups).toHaveLength(MAX_GROUPS_PER_PAGE);
    expect(page?.ungrouped).toBe(25);
    expect(page?.comments).toBe(MAX_GROUPS_PER_PAGE + 26);
  });
});

describe('RedirectMatcher: untrusted patterns', () => {
  it('refuses custom groups instead of compiling them, and says why', () => {
    const m = new RedirectMatcher([
      { source: '/post/:id(\\d+)', destination: '/p/:id', permanent: true },
      { source: '/(a+)+$', destination: '/x', permanent: true },
      { source: '/ok/:id', destination: '/fine/:id', permanent: false },
    ]);
    expect(m.refused.map((r) => r.source)).toEqual(['/post/:id(\\d+)', '/(a+)+$']);
    expect(m.refused[0]?.reason).toMatch(/custom pattern groups/);
    expect(m.match('/post/12')).toBeUndefined();
    expect(m.match('/ok/12')).toEqual({
      source: '/ok/:id',
      destination: '/fine/12',
      permanent: false,
    });
  });

  it('answers a pattern built to backtrack without trying every split', () => {
    const source = `/${Array.from({ length: 30 }, (_, i) => `:p${i}*`).join('/')}/end`;
    const m = matcher([source, '/x'], ['/a-*-*-*-*-*-*-*-*-b', '/y']);
    const page = `/${Array.from({ length: 60 }, () => 'seg').join('/')}/not-the-end`;
    // 30 repeated parameters over 60 segments: ~10^17 splits for a backtracking matcher.
    expect(m.match(page)).toBeUndefined();
    expect(m.match(`/${'a-'.repeat(400)}c`)).toBeUndefined();
    expect(where(m, '/s/t/end')).toBe('/x');
  });

  it('takes the first entry in order, an exact source after a pattern included', () => {
    const m = matcher(['/docs/:slug', '/pattern/:slug'], ['/docs/intro', '/exact']);
    expect(where(m, '/docs/intro')).toBe('/pattern/intro');
    const n = matcher(['/docs/intro', '/exact'], ['/docs/:slug', '/pattern/:slug']);
    expect(where(n, '/docs/intro')).toBe('/exact');
  });
});
