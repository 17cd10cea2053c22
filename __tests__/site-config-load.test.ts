/**
 * Where the configuration comes from (modes/shared/site-config.ts, config-sources.ts): the docs
 * folder found from one git trees request (the GitHub emulator's trees API), the checkout when
 * it is at the commit and the event is not a pull request, else the contents API; the pure pick
 * of the docs folder (site-config/docs-root.ts) and the structure helpers (site-config/structure.ts).
 */
import { PublishedPages } from '../src/site-config/published.js';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { createOctokit } from '../src/github/octokit.js';
import { readRunner } from '../src/inputs/runner.js';
import { discoverDocsRoot, loadSiteConfig } from '../src/modes/shared/site-config.js';
import { pickDocsRoot } from '../src/site-config/docs-root.js';
import { hiddenByFrontmatter, missingPages } from '../src/site-config/structure.js';

const HEAD = '0123456789abcdef0123456789abcdef01234567';

describe('pickDocsRoot', () => {
  it('takes the shallowest docs.json, skipping dot folders, node_modules and test fixtures', () => {
    const paths = [
      '.github/docs.json',
      'node_modules/x/docs.json',
      '__tests__/fixtures/docs.json',
      'packages/a/test/docs.json',
      'site/docs/docs.json',
      'site/mint.json',
      'README.md',
    ];
    expect(pickDocsRoot(paths, false, 'docs-root')).toEqual({
      docsRoot: 'site',
      file: 'site/mint.json',
    });
    expect(pickDocsRoot(['docs.json', 'docs/docs.json'], false, 'docs-root')).toEqual({
      docsRoot: '',
      file: 'docs.json',
    });
  });

  it('warns, listing them and naming the input, when several tie or the list was cut', () => {
    const tie = pickDocsRoot(['b/docs.json', 'a/mint.json', 'a/docs.json'], false, 'docs-root');
    expect(tie).toEqual({
      docsRoot: 'a',
      file: 'a/docs.json',
      warning:
        'Several folders hold a docs configuration at the same depth (`a`, `b`); `a` is used. Set `docs-root` to choose.',
    });
    expect(pickDocsRoot(['docs/docs.json'], true, 'docs-root').warning).toContain('truncated');
    expect(pickDocsRoot(['README.md'], false, 'docs-root')).toMatchObject({ docsRoot: '' });
    expect(pickDocsRoot(['README.md'], false, 'docs-root').warning).toContain('Set `docs-root`');
  });
});

describe('structure helpers', () => {
  it('reads `hidden: true` from the frontmatter only', () => {
    expect(hiddenByFrontmatter('---\ntitle: A\nhidden: true\n---\n# A')).toBe(true);
    expect(hiddenByFrontmatter('\uFEFF---\r\nhidden: "true" # on purpose\r\n---\r\n')).toBe(true);
    expect(hiddenByFrontmatter('---\ntitle: A\nhidden: false\n---\n')).toBe(false);
    expect(hiddenByFrontmatter('# A\n\n---\nhidden: true\n---\n')).toBe(false);
    expect(hiddenByFrontmatter('---\nmeta:\n  hidden: true\n---\n')).toBe(false);
  });

  it('names the navigation pages no file serves, `index` and `.md` included', () => {
    const navigation = { pages: new Set(['/', '/a', '/b', '/c']), hidden: new Set<string>() };
    expect(
      missingPages(
        navigation,
        ['docs/index.mdx', 'docs/a.md', 'b.mdx', 'docs/c/index.mdx'],
        new PublishedPages('docs'),
      ),
    ).toEqual(['/b']);
  });
});

describe('loadSiteConfig over the GitHub emulator and a checkout', () => {
  let github: GitHubEmulator;
  let work: string;
  const saved = process.env.GITHUB_WORKSPACE;
  beforeAll(async () => {
    github = await startGitHubEmulator();
    work = mkdtempSync(path.join(tmpdir(), 'site-config-'));
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.GITHUB_WORKSPACE;
    else process.env.GITHUB_WORKSPACE = saved;
  });
  afterAll(async () => {
    await github.close();
    rmSync(work, { recursive: true, force: true });
  });

  const context = (event: string, token = github.token) => {
    const runner = readRunner(
      { GITHUB_REPOSITORY: 'acme/docs', GITHUB_API_URL: github.apiUrl, GITHUB_EVENT_NAME: event },
      [],
    );
    return {
      octokit: createOctokit(token, runner),
      runner,
      signal: new AbortController().signal,
      deadline: Date.now() + 60_000,
    };
  };

  it('finds the docs folder with one trees request and reads docs.json and its `$ref`s through the contents API', async () => {
    github.setRepoFile(
      'site/docs.json',
      JSON.stringify({ navigation: { $ref: 'nav.json' } }),
      HEAD,
    );
    github.setRepoFile('site/nav.json', JSON.stringify({ pages: ['intro'] }), HEAD);
    github.setRepoFile('site/intro.mdx', '# Intro', HEAD);
    const before = github.requests.length;
    const config = await loadSiteConfig(context('pull_request'), { ref: HEAD });
    expect(config).toMatchObject({
      kind: 'read',
      file: 'site/docs.json',
      docsRoot: 'site',
      filesRead: 2,
    });
    expect([...(config.navigation?.pages ?? [])]).toEqual(['/intro']);
    expect(github.requests.slice(before).map((r) => r.path.split('?')[0])).toEqual([
      `/repos/acme/docs/git/trees/${HEAD}`,
      '/repos/acme/docs/contents/site%2Fdocs.json',
      '/repos/acme/docs/contents/site%2Fnav.json',
    ]);
  });

  it('uses the root, with a notice, when the file list is refused (no `contents: read`)', async () => {
    const denied = await startGitHubEmulator({ contentsReadable: false });
    try {
      const runner = readRunner(
        { GITHUB_REPOSITORY: 'acme/docs', GITHUB_API_URL: denied.apiUrl },
        [],
      );
      const ctx = {
        octokit: createOctokit(denied.token, runner),
        runner,
        signal: new AbortController().signal,
        deadline: Date.now() + 60_000,
      };
      expect(await discoverDocsRoot(ctx, HEAD)).toEqual({ docsRoot: '' });
      expect(denied.requests.map((r) => r.status)).toEqual([403]);
    } finally {
      await denied.close();
    }
  });

  it('reads the checkout when HEAD is the commit on a push, never a link leading outside it', async () => {
    const repo = path.join(work, 'repo');
    mkdirSync(path.join(repo, 'docs'), { recursive: true });
    writeFileSync(
      path.join(work, 'outside.json'),
      JSON.stringify([{ source: '/x', destination: '/y' }]),
    );
    symlinkSync(path.join(work, 'outside.json'), path.join(repo, 'docs', 'redirects.json'));
    writeFileSync(
      path.join(repo, 'docs', 'docs.json'),
      JSON.stringify({ navigation: { pages: ['a'] }, redirects: { $ref: 'redirects.json' } }),
    );
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
        encoding: 'utf8',
      }).trim();
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'docs');
    const sha = git('rev-parse', 'HEAD');
    process.env.GITHUB_WORKSPACE = repo;
    const before = github.requests.length;
    const config = await loadSiteConfig(context('push'), { ref: sha, docsRoot: 'docs' });
    expect(github.requests.length).toBe(before);
    expect([...(config.navigation?.pages ?? [])]).toEqual(['/a']);
    expect(config.redirects).toBeUndefined();
    expect(config.warnings).toEqual([
      'docs/docs.json at /redirects: `$ref` "redirects.json" (docs/redirects.json): it could not be read: it is a link that leads outside the repository.',
    ]);
    // On a pull request the checkout is the merge ref: the contents API is asked instead.
    const pr = await loadSiteConfig(context('pull_request'), { ref: sha, docsRoot: 'docs' });
    expect(pr.kind).toBe('unknown');
    expect(github.requests.length).toBeGreaterThan(before);
  });
});
