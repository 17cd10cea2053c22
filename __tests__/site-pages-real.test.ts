/**
 * What a page is, as the vendor builds the site, on nine public docs repositories
 * (__tests__/fixtures/site-pages/, each with its PROVENANCE.md): their docs.json (navigation and
 * redirects), their `.mintignore` where they have one, and the list of their page files at one
 * commit (`files.txt`; no page's content). A pull request that adds every one of those files is
 * told only of the published pages no navigation names; the navigation entries without a file
 * are the ones that really have none; a redirect counts only where it leads readers to a page.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removedSection, structureCounts, structureNotes } from '../src/review/removed-report.js';
import type { RedirectCheck } from '../src/site-config/gone-pages.js';
import { isPageEntry, readNavigation } from '../src/site-config/navigation.js';
import { PublishedPages } from '../src/site-config/published.js';
import { readSiteConfig } from '../src/site-config/read.js';
import { readMintIgnore } from '../src/site-config/read-mintignore.js';
import { judgeRedirect } from '../src/site-config/redirect-judge.js';
import {
  judgeMissing,
  missingPages,
  unnamedPages,
  type SiteStructure,
} from '../src/site-config/structure.js';
import type { SiteConfig, SiteNavigation, SiteRedirects } from '../src/site-config/types.js';
import { Warnings } from '../src/site-config/warnings.js';
import { fileToPagePath } from '../src/util/page-path.js';
import { MapSource } from './helpers/config-files.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'site-pages');

/** Each fixture's docs folder in its repository. */
const ROOTS = {
  ollama: 'docs',
  mem0: 'docs',
  'dify-docs': '',
  pipecat: '',
  polar: 'docs',
  continue: 'docs',
  modelcontextprotocol: 'docs',
  stagehand: 'packages/docs',
  statsforecast: 'docs/mintlify',
} as const;
type Name = keyof typeof ROOTS;

interface Site {
  readonly docsRoot: string;
  readonly config: SiteConfig;
  readonly navigation: SiteNavigation;
  readonly redirects: SiteRedirects;
  readonly published: PublishedPages;
  /** The repository's page files (and docs.json, `.mintignore`) at the fixture's commit. */
  readonly tree: readonly string[];
  /** Files the reader asked for. */
  readonly asked: readonly string[];
  readonly warnings: readonly string[];
}

/** A fixture read as the action reads a repository: docs.json, then `.mintignore`. */
async function site(name: Name, mintignore?: string): Promise<Site> {
  const docsRoot = ROOTS[name];
  const files = new Map<string, string>();
  for (const file of ['docs.json', '.mintignore']) {
    const repoPath = docsRoot === '' ? file : `${docsRoot}/${file}`;
    const full = path.join(FIXTURES, name, repoPath);
    if (existsSync(full)) files.set(repoPath, readFileSync(full, 'utf8'));
  }
  if (mintignore !== undefined)
    files.set(`${docsRoot ? `${docsRoot}/` : ''}.mintignore`, mintignore);
  const tree = readFileSync(path.join(FIXTURES, name, 'files.txt'), 'utf8')
    .split('\n')
    .filter((l) => l !== '');
  const source = new MapSource(files);
  const config = await readSiteConfig(source, docsRoot);
  const warnings = new Warnings();
  const rules = await readMintIgnore(source, docsRoot, warnings);
  const { navigation, redirects } = config;
  if (!navigation || !redirects) throw new Error(`${name}: the configuration was not read`);
  return {
    docsRoot,
    config,
    navigation,
    redirects,
    published: new PublishedPages(docsRoot, rules, navigation.pages),
    tree,
    asked: source.asked,
    warnings: warnings.list(),
  };
}

/** What the structure check found: the files of published pages in no navigation, and more. */
type Found = { unlisted: string[] } & Pick<SiteStructure, 'missing' | 'generated'>;

/** What the structure check says of a PR that adds every file of the fixture. */
function addEverything(s: Site): Found {
  const added = s.tree.flatMap((file) => {
    const page = fileToPagePath(file, s.docsRoot);
    return page === undefined ? [] : [{ page, file }];
  });
  const published = added.filter((a) => s.published.pageOf(a.file) !== undefined);
  const unlisted = unnamedPages(s.navigation, published).map((a) => a.file);
  const judged = judgeMissing(s.navigation, missingPages(s.navigation, s.tree, s.published));
  return { unlisted, ...judged };
}

const covered = (destination: string): object => ({ kind: 'covered', destination });

describe('redirects judged by where they lead (real sites)', () => {
  it('Ollama: `/gpu.mdx` → `/gpu` answers the URL with its extension, not the removed page', async () => {
    const s = await site('ollama');
    expect(s.tree).toContain('docs/gpu.mdx');
    expect(s.redirects.match('/gpu.mdx')?.destination).toBe('/gpu');
    const verdict = judgeRedirect(s.redirects, '/gpu', new Set(['/gpu']));
    expect(verdict.kind).toBe('missing');
    expect(verdict.kind === 'missing' && verdict.why).toContain('`/gpu.mdx`');
    // All five of the site's extension redirects: none covers its page.
    for (const page of ['/development', '/api/openai-compatibility', '/integrations/vscode']) {
      expect(judgeRedirect(s.redirects, page, new Set([page])).kind, page).toBe('missing');
    }
    // Its plain redirects still do.
    expect(judgeRedirect(s.redirects, '/openai', new Set(['/openai']))).toMatchObject(
      covered('/api/openai-compatibility'),
    );
  });

  it('mem0: `xai` → `xAI` differs only by case: removing either page is not covered', async () => {
    const s = await site('mem0');
    expect(s.tree).toContain('docs/components/llms/models/xAI.mdx');
    const removed = '/components/llms/models/xAI';
    const verdict = judgeRedirect(s.redirects, removed, new Set([removed]));
    expect(verdict).toMatchObject({
      kind: 'void',
      source: '/components/llms/models/xai',
      why: 'it leads back to the page this PR removes',
    });
    const lower = '/components/llms/models/xai';
    expect(judgeRedirect(s.redirects, lower, new Set([lower]))).toMatchObject({
      kind: 'void',
      why: expect.stringContaining('only by case') as string,
    });
    // Every such entry of the site: a loop, never coverage.
    for (const page of [
      '/components/llms/models/google_AI',
      '/components/llms/models/mistral_AI',
    ]) {
      expect(judgeRedirect(s.redirects, page, new Set([page])).kind, page).toBe('void');
    }
  });

  it('Dify: a chain is followed to its end; a destination this PR also removes covers nothing', async () => {
    const s = await site('dify-docs');
    const page = '/en/development/backend/knowledge-bases/list-knowledge-bases';
    // `/en/development/backend/:slug*` → `/api-reference/:slug*` → `/en/api-reference/guides/knowledge`.
    expect(judgeRedirect(s.redirects, page, new Set([page]))).toMatchObject({
      kind: 'covered',
      source: '/en/development/backend/:slug*',
      destination: '/en/api-reference/guides/knowledge',
    });
    const end = '/en/api-reference/guides/knowledge';
    expect(s.navigation.pages.has(end)).toBe(true);
    expect(judgeRedirect(s.redirects, page, new Set([page, end]))).toMatchObject({
      kind: 'void',
      why: `it leads to \`${end}\`, which this PR also removes without a redirect of its own`,
    });
    // The site's `#anchor` sources stay refused, each with a warning naming it.
    expect(s.config.warnings.join('\n')).toContain(
      'the redirect from "/en/use-dify/build/variables#conversation-variables" is refused: a source cannot hold a query or an anchor',
    );
  });

  it('the comment says why a redirect does not count', async () => {
    const s = await site('mem0');
    const page = '/components/llms/models/xAI';
    const verdict = judgeRedirect(s.redirects, page, new Set([page]));
    if (verdict.kind !== 'void') throw new Error('expected a redirect that covers nothing');
    const check: RedirectCheck = {
      config: { kind: 'read', file: 'docs/docs.json', redirects: s.redirects.count, skipped: 0 },
      pages: [
        {
          page,
          inNav: true,
          redirect: {
            kind: 'missing',
            why: `the redirect from \`${verdict.source}\` to \`${verdict.destination}\` does not count: ${verdict.why}`,
          },
        },
      ],
      missing: 1,
    };
    const text = removedSection(check, undefined, '###', { visibleRows: 5, maxRows: 10 });
    expect(text).toContain('**none: readers get a 404**');
    expect(text).toContain('does not count: it leads back to the page this PR removes');
    expect(text).toContain('components/llms/models/xai');
  });
});

describe('the pages the site publishes (real sites)', () => {
  it('Pipecat: snippets, README.md, CONTRIBUTING.md and .github/ are no pages', async () => {
    const s = await site('pipecat');
    for (const file of [
      'snippets/snippet-intro.mdx',
      'snippets/community-maintained.mdx',
      'README.md',
      'CONTRIBUTING.md',
      '.github/DEPLOYMENT.md',
    ]) {
      expect(s.tree, file).toContain(file);
      expect(s.published.pageOf(file), file).toBeUndefined();
    }
    expect(addEverything(s).unlisted).toEqual([
      'CLAUDE.md',
      'api-reference/server/links/server-reference.mdx',
    ]);
  });

  it('Dify: `.mintignore` read once; nested `build/` pages stay; an entry whose file it ignores is missing', async () => {
    const s = await site('dify-docs');
    expect(s.asked.filter((p) => p === '.mintignore')).toHaveLength(1);
    expect(s.warnings).toEqual([]);
    for (const file of ['.claude/skills/dify-docs-guides/SKILL.md', 'AGENTS.md', 'CLAUDE.md']) {
      expect(s.tree, file).toContain(file);
      expect(s.published.pageOf(file), file).toBeUndefined();
    }
    expect(
      s.tree.filter((f) => f.startsWith('tools/') || f.startsWith('writing-guides/')).length,
    ).toBeGreaterThan(0);
    // `build` is a default ignore at the docs folder's top only: these are the site's pages.
    const nested = [...s.navigation.pages].filter((p) => p.includes('/build/'));
    expect(nested.length).toBeGreaterThan(10);
    const result = addEverything(s);
    expect(result.missing).toEqual([]);
    expect(result.unlisted).toEqual([
      'en/cloud/use-dify/build/goto-anything.mdx',
      'en/cloud/use-dify/publish/webapp/web-app-access.mdx',
    ]);
    // The same site with one navigation folder ignored: its entries are missing pages.
    const text = readFileSync(path.join(FIXTURES, 'dify-docs', '.mintignore'), 'utf8');
    const ignored = await site('dify-docs', `${text}\n/en/api-reference/guides/\n`);
    const missing = addEverything(ignored).missing ?? [];
    expect(missing).toContain('/en/api-reference/guides/knowledge');
    expect(missing.every((p) => p.startsWith('/en/api-reference/guides/'))).toBe(true);
  });

  it('mem0 and Polar: `_snippets/` and `snippets/` are no pages; a genuine orphan and a deleted file stay', async () => {
    const mem0 = await site('mem0');
    expect(mem0.published.pageOf('docs/_snippets/get-help.mdx')).toBeUndefined();
    expect(addEverything(mem0).unlisted).not.toContain('docs/_snippets/get-help.mdx');
    const polar = await site('polar');
    expect(polar.published.pageOf('docs/snippets/usage/meters.mdx')).toBeUndefined();
    const result = addEverything(polar);
    expect(result.unlisted).toContain('docs/integrate/oat.mdx');
    expect(result.unlisted.some((f) => f.includes('/snippets/'))).toBe(false);
    // Named by the navigation, no file at that commit: reported, with nothing else.
    expect(result.missing).toEqual(['/merchant-of-record/acceptable-use']);
  });

  it('a default ignore never drops a page the navigation names', async () => {
    const s = await site('pipecat');
    const named = new PublishedPages('', undefined, new Set(['/build/setup']));
    expect(named.pageOf('build/setup.mdx')).toBe('/build/setup');
    expect(named.pageOf('build/other.mdx')).toBeUndefined();
    expect(s.published.pageOf('build/setup.mdx')).toBeUndefined();
  });
});

describe('generated sites', () => {
  it('statsforecast builds every navigation page before deploy: said once, none listed', async () => {
    const s = await site('statsforecast');
    const result = addEverything(s);
    expect(result).toEqual({ unlisted: [], generated: { missing: 67, pages: 67 } });
    const notes = structureNotes({
      config: { kind: 'not-needed' },
      pages: [],
      missing: 0,
      structure: { unchecked: 0, filesRead: 1, ...result },
    });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('generated by a build step');
    expect(notes[0]).toContain('`docs-root`');
    expect(notes[0]).toContain('`missing-redirects: off`');
    expect(notes[0]).not.toContain('/docs/');
  });

  it('a site with one entry in a hundred missing lists it (Polar)', async () => {
    const result = addEverything(await site('polar'));
    expect(result.generated).toBeUndefined();
  });
});

describe('operation entries as the vendor reads them (real sites)', () => {
  it('`METHOD /path` entries, with or without a spec file, are operations; lower case is a path', async () => {
    for (const name of ['ollama', 'polar', 'stagehand', 'dify-docs'] as const) {
      const s = await site(name);
      const doc = JSON.parse(
        readFileSync(path.join(FIXTURES, name, s.docsRoot, 'docs.json'), 'utf8'),
      ) as { navigation: unknown };
      const entries =
        JSON.stringify(doc.navigation).match(/"[^"]*\b(?:GET|POST|PUT|PATCH|DELETE) \/[^"]*"/g) ??
        [];
      expect(entries.length, name).toBeGreaterThan(0);
      for (const entry of entries.map((e) => JSON.parse(e) as string)) {
        expect(isPageEntry(entry), entry).toBe(false);
        const [method = '', ...rest] = entry.split(' ').slice(-2);
        const lowered = [...entry.split(' ').slice(0, -2), method.toLowerCase(), ...rest].join(' ');
        expect(isPageEntry(lowered), lowered).toBe(true);
      }
      expect(
        [...s.navigation.pages].some((p) => / \//.test(p)),
        name,
      ).toBe(false);
    }
    const nav = readNavigation(
      {
        pages: [
          'intro',
          'GET /users',
          'openapi.json POST /users',
          'get /users',
          'webhook orderUpdated',
        ],
      },
      new WeakMap(),
      new Warnings(),
    );
    expect([...(nav?.pages ?? [])]).toEqual(['/intro', '/get /users']);
  });
});

describe('each real site: the comment reports only what is wrong there', () => {
  const expected: Record<Name, { unlisted: number; missing: readonly string[] | 'generated' }> = {
    ollama: { unlisted: 6, missing: [] },
    mem0: { unlisted: 14, missing: [] },
    'dify-docs': { unlisted: 2, missing: [] },
    pipecat: { unlisted: 2, missing: [] },
    polar: { unlisted: 7, missing: ['/merchant-of-record/acceptable-use'] },
    continue: { unlisted: 54, missing: [] },
    modelcontextprotocol: { unlisted: 1, missing: [] },
    stagehand: { unlisted: 5, missing: [] },
    statsforecast: { unlisted: 0, missing: 'generated' },
  };
  for (const name of Object.keys(ROOTS) as Name[]) {
    it(name, async () => {
      const s = await site(name);
      const result = addEverything(s);
      const want = expected[name];
      expect(result.unlisted, 'unlisted').toHaveLength(want.unlisted);
      // No snippet, no default ignore and nothing `.mintignore` lists is ever an orphan.
      for (const file of result.unlisted) {
        expect(s.published.pageOf(file), file).toBeDefined();
        expect(file, file).not.toMatch(/(^|\/)(_?snippets|\.github|\.claude)\//);
      }
      if (want.missing === 'generated') expect(result.generated).toBeDefined();
      else expect(result.missing).toEqual(want.missing);
      // Every navigation page is a path, never an operation.
      for (const page of s.navigation.pages) expect(page, page).not.toMatch(/^\/(GET|POST) /);
    });
  }
});

describe('a site is called generated on a count as well as a share', () => {
  const nav = (pages: string[]): SiteNavigation => ({ pages: new Set(pages), hidden: new Set() });
  const check = (structure: Pick<SiteStructure, 'missing' | 'generated'>): RedirectCheck => ({
    config: { kind: 'not-needed' },
    pages: [],
    missing: 0,
    structure: { unlisted: [], unchecked: 0, filesRead: 1, ...structure },
  });

  it('a two-page site with one mistyped entry is not generated: the entry is listed, log and comment alike', () => {
    const navigation = nav(['/quickstart', '/guides/ghost']);
    const published = new PublishedPages('');
    const judged = judgeMissing(
      navigation,
      missingPages(navigation, ['quickstart.mdx', 'guides/host.mdx'], published),
    );
    expect(judged).toEqual({ missing: ['/guides/ghost'] });
    expect(structureCounts(check(judged))).toBe(
      'Site structure: 0 added pages in no navigation, 1 navigation entry without a file; 1 configuration file read.',
    );
    expect(structureNotes(check(judged)).join('\n')).toContain('`/guides/ghost`');
  });

  it('a site whose build writes most of its pages is generated: none listed, said once', () => {
    const pages = Array.from({ length: 40 }, (_, i) => `/sdk/module-${i}`);
    const navigation = nav(['/intro', ...pages]);
    const judged = judgeMissing(
      navigation,
      missingPages(navigation, ['intro.mdx'], new PublishedPages('')),
    );
    expect(judged).toEqual({ generated: { missing: 40, pages: 41 } });
    expect(structureCounts(check(judged))).toContain(
      '40 of 41 without a file: generated before deploy',
    );
  });
});
