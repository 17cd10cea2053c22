/**
 * The configuration reader on real docs repositories' configuration files (copied with their
 * provenance into __tests__/fixtures/site-configs/): the vendor's own site, split with `$ref`; a
 * site in a subfolder with languages, versions, tabs and global anchors; one in a subfolder
 * navigated by dropdowns. Expectations come from the files themselves, read naively here.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickDocsRoot } from '../src/site-config/docs-root.js';
import { readSiteConfig } from '../src/site-config/read.js';
import { MapSource } from './helpers/config-files.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'site-configs');

/** Every file of a fixture repository, by repository path. */
function repoFiles(name: string): Map<string, string> {
  const root = path.join(FIXTURES, name);
  const out = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out.set(path.relative(root, full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
    }
  };
  walk(root);
  return out;
}

const json = (text: string | undefined): unknown => JSON.parse(text ?? 'null');

describe('real configurations', () => {
  it('the vendor’s own site: `$ref`d redirects and languages, read once each', async () => {
    const files = repoFiles('mintlify-docs');
    const source = new MapSource(files);
    const config = await readSiteConfig(source, '');
    expect(config.kind).toBe('read');
    expect(config.warnings).toEqual([]);
    expect(config.filesRead).toBe(5);
    expect([...source.asked].sort()).toEqual(
      ['docs.json', 'es.json', 'fr.json', 'redirects.json', 'zh.json'].sort(),
    );
    const redirects = json(files.get('redirects.json')) as {
      source: string;
      destination: string;
    }[];
    expect(config.redirects?.count).toBe(redirects.length);
    // The case: pages removed that do have a redirect, in the `$ref`d file.
    for (const r of redirects.slice(0, 40)) {
      expect(config.redirects?.match(r.source)?.destination, r.source).toBeDefined();
    }
    expect(config.redirects?.match('/editor/drafts')?.destination).toBe(
      '/editor/branching-and-publishing',
    );
    const pages = config.navigation?.pages ?? new Set();
    // Pages from each language file (`$ref`), and a group `root` (`cli/index` → `/cli`).
    for (const page of [
      '/quickstart',
      '/es/quickstart',
      '/fr/quickstart',
      '/zh/quickstart',
      '/cli',
    ]) {
      expect(pages.has(page), page).toBe(true);
    }
    // The hidden "Help center" tab: named, and hidden.
    expect(config.navigation?.hidden.has('/help-center/static-file-not-served')).toBe(true);
    expect(config.navigation?.hidden.has('/quickstart')).toBe(false);
    expect(pages.size).toBeGreaterThan(400);
  });

  it('a site in a subfolder with languages, versions, tabs and global anchors', async () => {
    const files = repoFiles('crewai');
    const found = pickDocsRoot(
      [...files.keys(), 'README.md', 'lib/crewai/tests/fixtures/docs.json'],
      false,
      'docs-root',
    );
    expect(found).toEqual({ docsRoot: 'docs', file: 'docs/docs.json' });
    const config = await readSiteConfig(new MapSource(files), found.docsRoot);
    expect(config.kind).toBe('read');
    expect(config.file).toBe('docs/docs.json');
    const doc = json(files.get('docs/docs.json')) as {
      navigation: { languages: { language: string; versions: { tabs: unknown[] }[] }[] };
      redirects: { source: string; destination: string }[];
    };
    // Every language's versions are walked: a page of each language is named.
    for (const { language } of doc.navigation.languages) {
      expect(
        [...(config.navigation?.pages ?? [])].some((p) => p.startsWith(`/${language}/`)),
        language,
      ).toBe(true);
    }
    // Global anchors are links, not pages.
    expect(config.navigation?.pages.has('/https:/crewai.com')).toBe(false);
    expect(config.redirects?.count).toBe(doc.redirects.length);
    expect(config.redirects?.match('/concepts/agents')?.destination).toBe('/en/concepts/agents');
  });

  it('a site in a subfolder navigated by dropdowns, with `:slug*` redirects', async () => {
    const files = repoFiles('trigger-dev');
    const config = await readSiteConfig(new MapSource(files), 'docs');
    expect(config.kind).toBe('read');
    expect(config.warnings).toEqual([]);
    expect(config.navigation?.pages.has('/tasks/overview')).toBe(true);
    expect(config.navigation?.pages.has('/management/runs/list')).toBe(true);
    expect(config.redirects?.match('/v3/tasks/overview')?.destination).toBe('/tasks/overview');
    expect(config.redirects?.match('/examples/dall-e3')?.destination).toBe(
      '/guides/examples/dall-e3',
    );
  });
});
