/**
 * The PR reviews (src/review/pr-review.ts) on real repositories' layouts, in process against the
 * GitHub emulator: every page file of trigger.dev's and Prefect's docs at a commit, each page's
 * `openapi:` frontmatter line as the repository writes it (fixtures/pr-pages-real/README.md), and
 * a real pair of their OpenAPI file (fixtures/api-pairs/). The cases of issue 56's story: endpoint
 * pages in a folder named for no API (`docs/management/**`) naming the spec before the method,
 * a lower-case method, more pages than the old cap of 40 (all read), an imported snippet removed
 * (no page), and a repository with its docs at the root whose lock files and workflows change.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { runInProcess } from './helpers/in-process.js';
import { ROOT } from './helpers/run-action.js';

const REAL = path.join(ROOT, '__tests__/fixtures/pr-pages-real');
const PAIRS = path.join(ROOT, '__tests__/fixtures/api-pairs');
const read = (...parts: string[]) => readFileSync(path.join(...parts), 'utf8');

/** The operation a frontmatter line names (`v3-openapi GET /x`, `get /x`) as `GET /x`. */
function named(line: string): string {
  const value = line.replace(/^openapi:\s*/, '').replace(/^"|"$/g, '');
  const words = value.split(' ');
  return `${(words.at(-2) ?? '').toUpperCase()} ${words.at(-1) ?? ''}`;
}

interface Layout {
  /** Page files at the commit. */
  readonly pages: readonly string[];
  /** Page file → its `openapi:` line. */
  readonly frontmatter: Readonly<Record<string, string>>;
}

function layout(name: string): Layout {
  const pages = read(REAL, name, 'files.txt').split('\n').filter(Boolean);
  const frontmatter = JSON.parse(read(REAL, name, 'openapi-frontmatter.json')) as Record<
    string,
    string
  >;
  return { pages, frontmatter };
}

/** The page path of each operation its frontmatter names (docs folder `docs`). */
function pagesByOperation(site: Layout): Map<string, string> {
  const out = new Map<string, string>();
  for (const [file, line] of Object.entries(site.frontmatter)) {
    out.set(named(line), `/${file.replace(/^docs\//, '').replace(/\.mdx?$/, '')}`);
  }
  return out;
}

describe('PR reviews on real repositories', () => {
  let platform: PlatformEmulator;
  let github: GitHubEmulator;

  beforeAll(async () => {
    [platform, github] = await Promise.all([
      startPlatformEmulator({ analyticsLimitPerHour: 100_000 }),
      startGitHubEmulator(),
    ]);
  });

  afterAll(async () => {
    await Promise.all([platform.close(), github.close()]);
  });

  /** The repository at `ref`: every page (its frontmatter line, or a title), docs.json, a spec. */
  function serve(name: string, site: Layout, ref: string, skip: ReadonlySet<string> = new Set()) {
    for (const file of site.pages) {
      if (skip.has(file)) continue;
      const line = site.frontmatter[file];
      github.setRepoFile(file, line ? `---\n${line}\n---\n` : '---\ntitle: Page\n---\n', ref);
    }
    github.setRepoFile('docs/docs.json', read(REAL, name, 'docs', 'docs.json'), ref);
  }

  function run(pr: number, files: object[], refs: { base: string; head: string }, extra = {}) {
    github.setPullFiles(pr, files as { filename: string }[]);
    return runInProcess({
      inputs: {
        'admin-key': platform.adminKey,
        mode: 'feedback',
        'api-url': platform.url,
        'project-id': platform.projectId,
        'github-token': github.token,
        'docs-root': 'docs',
        'missing-redirects': 'error',
        // Hundreds of pages are read one request each: time enough on a loaded runner.
        timeout: '600s',
        ...extra,
      },
      env: github.env(),
      event: {
        name: 'pull_request',
        payload: {
          pull_request: {
            number: pr,
            head: { sha: refs.head, repo: { full_name: 'acme/docs', fork: false } },
            base: { sha: refs.base, repo: { full_name: 'acme/docs' } },
          },
        },
      },
    });
  }

  function comment(pr: number): string {
    const marker = `<!-- mintlify-docs-action:feedback:${platform.projectId} -->`;
    return (github.state.comments.get(pr) ?? []).find((c) => c.body.startsWith(marker))?.body ?? '';
  }

  function operations(outputs: Record<string, string>) {
    return JSON.parse(outputs['api-changes'] ?? '[]') as {
      operation: string;
      class: string;
      page: string | null;
    }[];
  }

  it('trigger.dev: pages in docs/management/ naming `v3-openapi GET /api/…` are found, all 177 published pages read (of 223 files: the rest snippets and README.md); a removed snippet is no page', async () => {
    const site = layout('trigger');
    const refs = {
      base: '0d38ea0feb095be85b4c3f4db7fa7438fa5e10aa',
      head: '7e411ac162e6bcc6c05c78e541e76557010aba94',
    };
    const snippet = 'docs/snippets/bundle-packages.mdx';
    serve('trigger', site, refs.base);
    serve('trigger', site, refs.head, new Set([snippet]));
    github.setRepoFile('docs/v3-openapi.yaml', read(PAIRS, 'trigger-02', 'base.json'), refs.base);
    github.setRepoFile('docs/v3-openapi.yaml', read(PAIRS, 'trigger-02', 'head.json'), refs.head);
    const result = await run(
      91,
      [
        { filename: 'docs/v3-openapi.yaml', status: 'modified' },
        { filename: snippet, status: 'removed' },
      ],
      refs,
    );
    expect(result.exitCode, result.stdout).toBe(0);
    const expected = pagesByOperation(site);
    const ops = operations(result.outputs);
    expect(ops.map((o) => o.operation).sort()).toEqual([
      'GET /api/v1/projects/{projectRef}/runs',
      'GET /api/v1/runs',
      'GET /api/v3/runs/{runId}',
      'POST /api/v1/runs/{runId}/reschedule',
    ]);
    for (const op of ops) expect(op.page, op.operation).toBe(expected.get(op.operation));
    expect(ops.find((o) => o.operation === 'GET /api/v1/runs')?.page).toBe('/management/runs/list');
    // Every published page read (snippets and README.md, a default ignore, are not pages): far
    // beyond the old cap of 40.
    const published = site.pages.filter(
      (f) => !f.startsWith('docs/snippets/') && f !== 'docs/README.md',
    ).length;
    expect(published).toBeGreaterThan(150);
    expect(result.stdout).toContain(`Pages' OpenAPI frontmatter: ${published} pages read`);
    const md = comment(91);
    expect(md).toContain('`/management/runs/list`');
    expect(md).not.toContain('not read for `openapi:` frontmatter');
    // The snippet the PR removes was never served: not a page it changes, nor one it removes.
    expect(result.stdout).toContain('PR #91 changes 2 files, 0 of them docs pages.');
    expect(md).not.toContain('Pages this PR removes or renames');
    expect(md).not.toContain('bundle-packages');
    expect(result.outputs['missing-redirects']).toBe('0');
  });

  it('Prefect: `openapi: get /api/…` in lower case finds its page; 791 pages read; a moved default breaks nothing', async () => {
    const site = layout('prefect');
    const refs = {
      base: '580a6425ecfe7b2418d9f2e42bb65019419d3881',
      head: '51f7523f1e3cdbd42364ac1d4eca3a693292ea79',
    };
    serve('prefect', site, refs.base);
    serve('prefect', site, refs.head);
    const spec = 'docs/v3/api-ref/rest-api/server/schema.json';
    github.setRepoFile(spec, read(PAIRS, 'prefect-01', 'base.json'), refs.base);
    github.setRepoFile(spec, read(PAIRS, 'prefect-01', 'head.json'), refs.head);
    const result = await run(92, [{ filename: spec, status: 'modified' }], refs);
    expect(result.exitCode, result.stdout).toBe(0);
    const expected = pagesByOperation(site);
    const ops = operations(result.outputs);
    expect(ops.length).toBe(9);
    for (const op of ops) {
      expect(op.page, op.operation).toBe(expected.get(op.operation));
      expect(op.page, op.operation).toMatch(/^\/v3\/api-ref\/rest-api\/server\//);
    }
    expect(
      site.frontmatter['docs/v3/api-ref/rest-api/server/deployments/read-deployment.mdx'],
    ).toBe('openapi: get /api/deployments/{id}');
    expect(result.outputs['breaking-changes']).toBe('0');
    const published = site.pages.filter((f) => !f.startsWith('docs/snippets/')).length;
    expect(result.stdout).toContain(`Pages' OpenAPI frontmatter: ${published} pages read`);
    // Docs-only edits deep in a schema are named by their key and property, not the library's path.
    const create = comment(92)
      .split('\n')
      .find((l) => l.includes('`POST /api/deployments/`'));
    expect(create).toContain(
      'docs only: removed an entry of \\`examples\\` of property \\`timezone\\` in Request Body',
    );
    expect(comment(92)).not.toContain('requestBody\\.content');
    expect(comment(92)).toContain('`/v3/api-ref/rest-api/server/deployments/read-deployment`');
  });

  it('Comfy (docs at the root): lock files, workflows and tool data are never fetched as specs', async () => {
    const refs = { base: 'a'.repeat(40), head: '9'.repeat(40) };
    const data = read(REAL, 'comfy-data-files.txt').split('\n').filter(Boolean);
    for (const ref of [refs.base, refs.head]) {
      for (const file of data) github.setRepoFile(file, '{"lockfileVersion": 3}\n', ref);
      github.setRepoFile(
        'docs.json',
        JSON.stringify({ name: 'Comfy', navigation: { pages: ['index'] } }),
        ref,
      );
      github.setRepoFile('index.mdx', '# Home\n', ref);
      github.setRepoFile('.mintignore', 'node_modules/\n.github/\ntmp/\nreadme/\n', ref);
    }
    const changed = data.filter((f) => f !== 'docs.json' && f !== '.mintignore');
    const before = github.requests.length;
    const result = await run(
      93,
      changed.map((filename) => ({ filename, status: 'modified' })),
      refs,
      { 'docs-root': '' },
    );
    expect(result.exitCode, result.stdout).toBe(0);
    const asked = github.requests
      .slice(before)
      .map((r) => decodeURIComponent(r.path.split('?')[0] ?? ''));
    for (const file of changed.filter((f) =>
      /(^|\/)(package(-lock)?\.json|pnpm-[a-z]+\.yaml)$|^\.github\//.test(f),
    )) {
      expect(
        asked.some((p) => p === `/repos/acme/docs/contents/${file}`),
        file,
      ).toBe(false);
    }
    expect(comment(93)).not.toContain('API reference');
  });
});
