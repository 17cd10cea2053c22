/**
 * The API reference section of `mode: feedback` (src/review/api-changes.ts and
 * api-report.ts), in process against the GitHub emulator (the PR's files, the repository at the
 * PR's base and head read through the contents API's raw media type) and the platform emulator
 * (page views): real OpenAPI files of the vendor's docs at two commits each
 * (fixtures/openapi/mintlify-docs/PROVENANCE.md), laid out as that repository lays them out (an
 * MDX page per operation naming it in its frontmatter), plus a navigation `openapi` source whose
 * pages are generated.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { runInProcess, type InProcessRun } from './helpers/in-process.js';
import { ROOT } from './helpers/run-action.js';

const FIXTURES = path.join(ROOT, '__tests__/fixtures/openapi/mintlify-docs');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const BASE = 'b'.repeat(40);
const HEAD = 'c'.repeat(40);

describe('feedback mode: the API reference a PR changes', () => {
  let platform: PlatformEmulator;
  let github: GitHubEmulator;

  beforeAll(async () => {
    [platform, github] = await Promise.all([
      startPlatformEmulator({ analyticsLimitPerHour: 100_000 }),
      startGitHubEmulator(),
    ]);
    const docsJson = JSON.stringify({
      name: 'Acme',
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['index', 'api/admin/deslop'] },
          // Mintlify generates a page per operation here: /api-reference/{tag}/{summary}.
          { tab: 'Analytics API', openapi: { source: '/analytics.openapi.json' } },
        ],
      },
      redirects: [],
    });
    for (const ref of [BASE, HEAD]) {
      github.setRepoFile('docs/docs.json', docsJson, ref);
      github.setRepoFile('docs/index.mdx', '# Home\n', ref);
    }
    github.setRepoFile('docs/admin-openapi.json', fixture('admin-openapi.base.json'), BASE);
    github.setRepoFile('docs/admin-openapi.json', fixture('admin-openapi.head.json'), HEAD);
    github.setRepoFile('docs/analytics.openapi.json', fixture('analytics.openapi.base.json'), BASE);
    github.setRepoFile('docs/analytics.openapi.json', fixture('analytics.openapi.head.json'), HEAD);
    github.setRepoFile(
      'docs/api/admin/deslop.mdx',
      '---\ntitle: "Deslop"\nopenapi: /admin-openapi.json POST /v1/deslop/{projectId}\n---\n',
      BASE,
    );
    github.setRepoFile(
      'docs/api/agent/get-agent-job.mdx',
      '---\nopenapi: /admin-openapi.json GET /v1/agent/{projectId}/job/{id}\n---\n',
      HEAD,
    );
  });

  afterAll(async () => {
    await Promise.all([platform.close(), github.close()]);
  });

  function run(
    pr: number,
    files: { filename: string; status?: string }[],
    extra = {},
    head = HEAD,
  ) {
    github.setPullFiles(pr, files);
    return runInProcess({
      inputs: {
        'admin-key': platform.adminKey,
        mode: 'feedback',
        'api-url': platform.url,
        'project-id': platform.projectId,
        'github-token': github.token,
        'docs-root': 'docs',
        timeout: '60s',
        ...extra,
      },
      env: github.env(),
      event: {
        name: 'pull_request',
        payload: {
          pull_request: {
            number: pr,
            head: { sha: head, repo: { full_name: 'acme/docs', fork: false } },
            base: { sha: BASE, repo: { full_name: 'acme/docs' } },
          },
        },
      },
    });
  }

  function comment(pr: number): string {
    const marker = `<!-- mintlify-docs-action:feedback:${platform.projectId} -->`;
    return (github.state.comments.get(pr) ?? []).find((c) => c.body.startsWith(marker))?.body ?? '';
  }

  const prFiles = [
    { filename: 'docs/admin-openapi.json', status: 'modified' },
    { filename: 'docs/analytics.openapi.json', status: 'modified' },
    { filename: 'docs/api/admin/deslop.mdx', status: 'removed' },
  ];

  it('lists the breaking change first with its page, the additive ones folded, and counts', async () => {
    const before = github.requests.length;
    const result: InProcessRun = await run(71, prFiles);
    expect(result.exitCode, result.stdout).toBe(0);
    const md = comment(71);
    const section = md.slice(md.indexOf('#### API reference'));
    expect(section).toContain('#### API reference');
    expect(section).toMatch(/3 operations changed in 2 OpenAPI files · \*\*1 breaking\*\*/);
    const breaking = section.split('\n').find((l) => l.includes('POST /v1/deslop/{projectId}'));
    expect(breaking).toMatch(/\*\*removed\*\*.*operation removed.*`\/api\/admin\/deslop`/);
    // The added operation's page is generated under the navigation's `openapi`: tag and summary.
    expect(section).toContain('`/api-reference/analytics/get-an-assistant-conversation-thread`');
    expect(section).toMatch(/<summary>2 non-breaking changes<\/summary>/);
    // The removed MDX page is one removed page, counted once.
    expect(result.outputs['missing-redirects']).toBe('1');
    expect(result.outputs['breaking-changes']).toBe('1');
    const json = JSON.parse(result.outputs['api-changes'] ?? '[]') as {
      operation: string;
      class: string;
      page: string | null;
    }[];
    expect(json[0]).toMatchObject({
      operation: 'POST /v1/deslop/{projectId}',
      class: 'breaking',
      page: '/api/admin/deslop',
    });
    expect(json).toHaveLength(3);
    // Each spec read once per side, raw.
    const reads = github.requests.slice(before).filter((r) => r.path.includes('openapi.json'));
    expect(reads.map((r) => decodeURIComponent(r.path.split('?')[0] ?? '')).sort()).toEqual([
      '/repos/acme/docs/contents/docs/admin-openapi.json',
      '/repos/acme/docs/contents/docs/admin-openapi.json',
      '/repos/acme/docs/contents/docs/analytics.openapi.json',
      '/repos/acme/docs/contents/docs/analytics.openapi.json',
    ]);
    expect(
      result.annotations.some(
        (a) => a.command === 'warning' && a.message.includes('breaking change to 1 API operation'),
      ),
    ).toBe(true);
  });

  it('`api-changes: error` fails the step after commenting; `off` adds no section', async () => {
    const failed = await run(72, prFiles, { 'api-changes': 'error', 'missing-redirects': 'off' });
    expect(failed.exitCode).toBe(1);
    expect(comment(72)).toContain('#### API reference');
    const off = await run(73, prFiles, { 'api-changes': 'off' });
    expect(off.exitCode).toBe(0);
    expect(comment(73)).not.toContain('API reference');
    expect(off.outputs['breaking-changes']).toBeUndefined();
  });

  it('no section when no spec changed; a hostile spec is a warning and the rest still posts', async () => {
    const none = await run(74, [{ filename: 'docs/index.mdx', status: 'modified' }]);
    expect(none.exitCode).toBe(0);
    expect(comment(74)).not.toContain('API reference');
    let bomb = 'openapi: 3.0.0\na: &a ["x","x","x","x","x","x","x","x","x","x"]\n';
    let prev = 'a';
    for (let i = 0; i < 9; i++) {
      bomb += `b${i}: &b${i} [${Array(10).fill(`*${prev}`).join(',')}]\n`;
      prev = `b${i}`;
    }
    github.setRepoFile('docs/bomb.yaml', bomb, HEAD);
    const hostile = await run(75, [
      { filename: 'docs/bomb.yaml', status: 'added' },
      { filename: 'docs/index.mdx', status: 'modified' },
    ]);
    expect(hostile.exitCode).toBe(0);
    const md = comment(75);
    expect(md).toContain('Pages this PR changes');
    expect(md).toContain('docs/bomb.yaml');
    expect(
      hostile.annotations.some((a) =>
        a.message.includes('docs/bomb.yaml at the head: it cannot be parsed'),
      ),
    ).toBe(true);
  });

  it("finds an operation's page wherever its frontmatter names it: any folder, any method case, a spec named first; every page read, snippets never", async () => {
    const head = 'd'.repeat(40);
    github.setRepoFile(
      'docs/docs.json',
      JSON.stringify({ name: 'Acme', navigation: { pages: ['index'] } }),
      head,
    );
    github.setRepoFile('docs/index.mdx', '# Home\n', head);
    github.setRepoFile('docs/analytics.openapi.json', fixture('analytics.openapi.head.json'), head);
    // More pages than the old cap of 40, none in a folder named like an API reference.
    for (let i = 0; i < 60; i++) {
      github.setRepoFile(`docs/guides/guide-${i}.mdx`, `---\ntitle: Guide ${i}\n---\n`, head);
    }
    github.setRepoFile(
      'docs/management/threads/get.mdx',
      '---\ntitle: Thread\nopenapi: "analytics.openapi get /v1/analytics/{projectId}/assistant/threads/{threadId}" # one thread\n---\n',
      head,
    );
    // A snippet naming the same operation is imported, never served: no page.
    github.setRepoFile(
      'docs/snippets/thread.mdx',
      '---\nopenapi: GET /v1/analytics/{projectId}/assistant/threads/{threadId}\n---\n',
      head,
    );
    const result = await run(
      76,
      [{ filename: 'docs/analytics.openapi.json', status: 'modified' }],
      {},
      head,
    );
    expect(result.exitCode, result.stdout).toBe(0);
    const json = JSON.parse(result.outputs['api-changes'] ?? '[]') as {
      operation: string;
      page: string | null;
    }[];
    const thread = json.find((o) => o.operation.endsWith('/assistant/threads/{threadId}'));
    expect(thread?.page).toBe('/management/threads/get');
    const md = comment(76);
    expect(md).toContain('`/management/threads/get`');
    expect(md).not.toContain('/snippets/thread');
    // Every page was read: the comment says nothing of pages not read.
    expect(md).not.toContain('not read for `openapi:` frontmatter');
    expect(result.stdout).toMatch(/Pages' OpenAPI frontmatter: 62 pages read/);
  });

  it('compares only what the build reads: no lock file, no workflow, nothing .mintignore leaves out', async () => {
    const head = 'e'.repeat(40);
    github.setRepoFile(
      'docs/docs.json',
      JSON.stringify({ name: 'Acme', navigation: { pages: ['index'] } }),
      head,
    );
    github.setRepoFile('docs/index.mdx', '# Home\n', head);
    github.setRepoFile('docs/.mintignore', 'copies/\n', head);
    github.setRepoFile('docs/analytics.openapi.json', fixture('analytics.openapi.head.json'), head);
    // A JSON copy of the spec that .mintignore leaves out, a lock file and a workflow.
    github.setRepoFile('docs/copies/analytics.json', fixture('analytics.openapi.head.json'), head);
    github.setRepoFile('docs/copies/analytics.json', fixture('analytics.openapi.base.json'), BASE);
    github.setRepoFile('docs/package-lock.json', '{"lockfileVersion":3}', head);
    github.setRepoFile('docs/.github/workflows/ci.yml', 'on: push\n', head);
    const before = github.requests.length;
    const result = await run(
      77,
      [
        { filename: 'docs/analytics.openapi.json', status: 'modified' },
        { filename: 'docs/copies/analytics.json', status: 'modified' },
        { filename: 'docs/package-lock.json', status: 'modified' },
        { filename: 'docs/.github/workflows/ci.yml', status: 'modified' },
      ],
      {},
      head,
    );
    expect(result.exitCode, result.stdout).toBe(0);
    const asked = github.requests
      .slice(before)
      .map((r) => decodeURIComponent(r.path.split('?')[0] ?? ''));
    for (const file of ['copies/analytics.json', 'package-lock.json', '.github/workflows/ci.yml']) {
      expect(
        asked.some((p) => p.endsWith(`/contents/docs/${file}`)),
        file,
      ).toBe(false);
    }
    // Each operation once: the ignored copy is not compared beside the spec.
    const json = JSON.parse(result.outputs['api-changes'] ?? '[]') as { spec: string }[];
    expect(json.length).toBeGreaterThan(0);
    expect(json.every((o) => o.spec === 'docs/analytics.openapi.json')).toBe(true);
  });

  it('a generated page whose summary changes is moved and needs its redirect; a renamed path parameter moves nothing (Comfy-Org/docs #1163)', async () => {
    const comfy = (name: string) =>
      readFileSync(path.join(ROOT, '__tests__/fixtures/openapi/comfy-cloud', name), 'utf8');
    const site = (redirects: unknown[]) =>
      JSON.stringify({
        name: 'Comfy',
        navigation: {
          tabs: [
            { tab: 'Docs', pages: ['index'] },
            {
              tab: 'Cloud API Reference',
              openapi: { source: 'openapi-cloud.yaml', directory: 'api-reference/cloud' },
            },
          ],
        },
        redirects,
      });
    const [noRedirect, redirected] = ['1'.repeat(40), '2'.repeat(40)];
    for (const [ref, text, redirects] of [
      [BASE, 'openapi-cloud.base.yaml', []],
      [noRedirect, 'openapi-cloud.head.yaml', []],
      [
        redirected,
        'openapi-cloud.head.yaml',
        [
          {
            source: '/api-reference/cloud/workflow/get-information-about-current-prompt-execution',
            destination:
              '/api-reference/cloud/workflow/get-information-about-current-prompt-executions',
          },
        ],
      ],
    ] as const) {
      github.setRepoFile('comfy/docs.json', site([...redirects]), ref);
      github.setRepoFile('comfy/index.mdx', '# Home\n', ref);
      github.setRepoFile('comfy/openapi-cloud.yaml', comfy(text), ref);
    }
    const files = [{ filename: 'comfy/openapi-cloud.yaml', status: 'modified' }];
    const strict = { 'docs-root': 'comfy', 'missing-redirects': 'error' };
    const failed = await run(78, files, strict, noRedirect);
    expect(failed.exitCode, failed.stdout).toBe(1);
    expect(failed.outputs['missing-redirects']).toBe('1');
    const md = comment(78);
    // The API line says where its page went; the removed-pages table asks for the redirect.
    expect(md).toContain(
      '`/api-reference/cloud/workflow/get-information-about-current-prompt-executions` (moved from `/api-reference/cloud/workflow/get-information-about-current-prompt-execution`)',
    );
    const cell = (p: string) => p.replaceAll('-', '\\-');
    const row = md
      .split('\n')
      .find((l) =>
        l.startsWith(
          `| ${cell('/api-reference/cloud/workflow/get-information-about-current-prompt-execution')} |`,
        ),
      );
    expect(row).toContain(
      `moved → ${cell('/api-reference/cloud/workflow/get-information-about-current-prompt-executions')} (the page of \`GET /api/prompt\`: its summary, tag or \`x-mint.href\` changed)`,
    );
    expect(row).toContain('**none: readers get a 404**');
    // The same PR with the redirect it lacked passes.
    const passed = await run(79, files, strict, redirected);
    expect(passed.exitCode, passed.stdout).toBe(0);
    expect(passed.outputs['missing-redirects']).toBe('0');

    // The issue's case: `/pets/{id}` → `/pets/{petId}`, with the summaries kept.
    const pets = (param: string) =>
      `openapi: 3.0.3\ninfo: { title: Pets, version: '1' }\npaths:\n  /pets/{${param}}:\n` +
      `    parameters: [{ name: ${param}, in: path, required: true, schema: { type: string } }]\n` +
      `    get: { tags: [pets], summary: Get a pet, responses: { '200': { description: OK } } }\n` +
      `    delete: { tags: [pets], summary: Delete a pet, responses: { '204': { description: Gone } } }\n`;
    const renamed = '3'.repeat(40);
    github.setRepoFile('comfy/openapi-cloud.yaml', pets('id'), redirected);
    github.setRepoFile('comfy/docs.json', site([]), renamed);
    github.setRepoFile('comfy/index.mdx', '# Home\n', renamed);
    github.setRepoFile('comfy/openapi-cloud.yaml', pets('petId'), renamed);
    const runPets = () => {
      github.setPullFiles(80, files);
      return runInProcess({
        inputs: {
          'admin-key': platform.adminKey,
          mode: 'feedback',
          'api-url': platform.url,
          'project-id': platform.projectId,
          'github-token': github.token,
          'docs-root': 'comfy',
          'missing-redirects': 'error',
          timeout: '60s',
        },
        env: github.env(),
        event: {
          name: 'pull_request',
          payload: {
            pull_request: {
              number: 80,
              head: { sha: renamed, repo: { full_name: 'acme/docs', fork: false } },
              base: { sha: redirected, repo: { full_name: 'acme/docs' } },
            },
          },
        },
      });
    };
    const kept = await runPets();
    expect(kept.exitCode, kept.stdout).toBe(0);
    const petsMd = comment(80);
    expect(petsMd).not.toContain('Pages this PR removes or renames');
    expect(petsMd).toContain('`/api-reference/cloud/pets/get-a-pet`');
    expect(petsMd).not.toMatch(/operation removed/);
  });
});
