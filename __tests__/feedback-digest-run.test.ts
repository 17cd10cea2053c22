/**
 * The feedback runner's PR comment as a digest, and its check of the pages a PR removes or
 * renames, in process (helpers/in-process.ts) against the platform emulator (feedback and views
 * served through its fault hook where a test needs exact data) and the GitHub emulator (PR files
 * with `removed`/`renamed` status, docs.json through the contents API, the sticky comment).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import type { PullFile } from '../emulator/github/types.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInProcess, type InProcessRun } from './helpers/in-process.js';

/** The PR's head commit, where docs.json is read. */
const HEAD_SHA = 'feedc0de0123456789abcdef0123456789abcdef';
const n = (v: number): string => new Intl.NumberFormat('en-US').format(v);

let platform: PlatformEmulator;
let github: GitHubEmulator;

beforeAll(async () => {
  [platform, github] = await Promise.all([
    startPlatformEmulator({ analyticsLimitPerHour: 100_000 }),
    startGitHubEmulator(),
  ]);
});

afterEach(() => {
  platform.clearFaults();
});

afterAll(async () => {
  await Promise.all([platform.close(), github.close()]);
});

function prEvent(number: number, head = HEAD_SHA) {
  return {
    name: 'pull_request',
    payload: {
      pull_request: {
        number,
        head: { sha: head, repo: { full_name: 'acme/docs', fork: false } },
        base: { repo: { full_name: 'acme/docs' } },
      },
    },
  };
}

/** Runs feedback mode on PR `pr` whose changed files are `files`, its head at `head`. */
function feedbackOnPr(
  pr: number,
  files: PullFile[],
  extra: Record<string, string> = {},
  head = HEAD_SHA,
): Promise<InProcessRun> {
  github.setPullFiles(pr, files);
  return runInProcess({
    inputs: {
      'admin-key': platform.adminKey,
      mode: 'feedback',
      'api-url': platform.url,
      'project-id': platform.projectId,
      'github-token': github.token,
      timeout: '60s',
      ...extra,
    },
    env: github.env(),
    event: prEvent(pr, head),
  });
}

/** Our sticky comments on PR `pr`. */
function comments(pr: number) {
  const marker = `<!-- mintlify-docs-action:feedback:${platform.projectId} -->`;
  return (github.state.comments.get(pr) ?? []).filter((c) => c.body.startsWith(marker));
}

/** What shows without unfolding: HTML comments and `<details>` bodies out, summaries kept. */
function visible(md: string): string {
  return md
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<details>(<summary>.*?<\/summary>)[\s\S]*?<\/details>/g, '$1');
}

function annotations(run: InProcessRun, command: string): string {
  return run.annotations
    .filter((a) => a.command === command)
    .map((a) => a.message)
    .join('\n');
}

/** Serves `entries` as the feedback list, 100 per page, through the emulator's fault hook. */
function serveFeedback(entries: Record<string, unknown>[]): void {
  for (let p = 0; p * 100 < entries.length; p++) {
    const more = (p + 1) * 100 < entries.length;
    platform.inject({
      endpoint: 'listFeedback',
      kind: 'status',
      status: 200,
      body: {
        feedback: entries.slice(p * 100, (p + 1) * 100),
        nextCursor: more ? `cursor-${p + 1}` : null,
        hasMore: more,
      },
    });
  }
}

/** Serves one complete page of views: `[path, human, ai]` rows. */
function serveViews(rows: [string, number, number][]): void {
  const views = rows.map(([path, human, ai]) => ({ path, human, ai, total: human + ai }));
  const total = views.reduce((s, v) => s + v.total, 0);
  platform.inject({
    endpoint: 'listViews',
    kind: 'status',
    status: 200,
    body: { totals: { human: total, ai: 0, total }, views, hasMore: false },
  });
}

describe('the PR comment is a digest', () => {
  /** 400 entries: 200 on two changed pages (30 identical complaints, 20 bare votes), 200 elsewhere. */
  function dataset(): Record<string, unknown>[] {
    const out: Record<string, unknown>[] = [];
    let i = 0;
    const at = (): string => new Date(Date.now() - 60_000 * (i + 1)).toISOString();
    const add = (
      path: string,
      helpful: boolean | null,
      comment: string | null,
      status = 'pending',
    ) =>
      out.push({
        id: `fb_digest_${i}`,
        path,
        comment,
        createdAt: at(),
        source: 'contextual',
        status,
        helpful,
        contact: null,
        i: i++,
      });
    // The same complaint, written as thirty readers would: case, punctuation and spacing vary.
    const complaint = [
      'The install step fails on Windows.',
      'the install step fails on windows',
      'The install step fails on Windows!!',
      '  The install  step fails on Windows…',
    ];
    for (let k = 0; k < 30; k++) add('/guides/intro', false, complaint[k % 4] ?? '');
    for (let k = 0; k < 20; k++) add('https://docs.example.com/guides/intro/', k % 3 === 0, null);
    for (let k = 0; k < 100; k++)
      add(
        '/guides/intro',
        k % 2 === 0,
        `Intro remark number ${k}: the page could say more about step ${k}.`,
        k % 5 === 0 ? 'resolved' : 'pending',
      );
    for (let k = 0; k < 40; k++)
      add('/quickstart', k % 4 !== 0, `Quickstart note ${k}: worked after a retry.`);
    for (let k = 0; k < 10; k++) add('/quickstart', true, null);
    for (let k = 0; k < 200; k++)
      add(`/elsewhere/page-${k % 20}`, k % 2 === 0, `Site-wide remark ${k}.`);
    return out.map(({ i: _i, ...entry }) => entry);
  }

  it('shows a PR changing two pages with 400 entries in under 4,000 characters, identical complaints once with their count', async () => {
    serveFeedback(dataset());
    const run = await feedbackOnPr(101, [
      { filename: 'guides/intro.mdx' },
      { filename: 'quickstart.mdx' },
    ]);
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.total).toBe('400');
    const found = comments(101);
    expect(found).toHaveLength(1);
    const body = found[0]?.body ?? '';
    expect(body.length).toBeLessThan(65_536);

    const shown = visible(body);
    expect(shown.length).toBeLessThanOrEqual(4_000);
    // One row per changed page: votes and entries counted, bare votes included.
    const intro = shown.split('\n').find((l) => l.startsWith('| /guides/intro |')) ?? '';
    expect(intro).toMatch(/\| 38% \| 57 👍 · 93 👎 \| 150 \|/);
    // The complaint is listed once, with its count, in the visible part, first on its page.
    expect(body.match(/install\\? +step fails on windows/gi)).toHaveLength(1);
    const item = shown.indexOf('- **×30** · 👎 30 · 30 unresolved');
    expect(item).toBeGreaterThan(shown.indexOf('**`/guides/intro`**'));
    expect(shown.slice(item)).toMatch(/^.*\n {2}> The install step fails on Windows\\\./);
    // The bare votes are counted on the page's line, never listed one by one: every item quotes.
    expect(shown).toContain(
      '**`/guides/intro`** · 130 comments (101 distinct) · 20 entries without a comment, counted above',
    );
    const lines = body.split('\n');
    lines.forEach((line, k) => {
      if (line.startsWith('- ') && !line.startsWith('- `'))
        expect(lines[k + 1]).toMatch(/^ {2}> \S/);
    });
    // Nothing site-wide in the comment: no chart, no site-wide table, no other page.
    for (const text of [body, shown]) {
      expect(text).not.toContain('```mermaid');
      expect(text).not.toContain('Pages with the most negative feedback');
      expect(text).not.toContain('/elsewhere/');
    }
    // The rest is one click away, and the comment says where the full report is.
    expect(body).toMatch(/<details><summary>\d+ more comments on \/guides\/intro<\/summary>/);
    expect(shown).toContain('are in the [job summary][summary]');
    expect(body).toContain('[summary]: https://github.com/acme/docs/actions/runs/4242');

    // The job summary groups what readers said the same way, unfolded, and adds the charts and
    // the site-wide tables.
    expect(run.summary).toMatch(
      /- \*\*×\d+\*\* [^\n]*\n {2}> [^\n]*install\\? +step fails on windows/i,
    );
    expect(run.summary).toContain('```mermaid');
    expect(run.summary).toContain('/elsewhere/page-');
  });
});

describe('pages a PR removes or renames', () => {
  const FILES: PullFile[] = [
    { filename: 'docs/quickstart.mdx', status: 'modified' },
    { filename: 'docs/guides/old.mdx', status: 'removed' },
    {
      filename: 'docs/guides/new.mdx',
      status: 'renamed',
      previous_filename: 'docs/guides/renamed.mdx',
    },
    { filename: 'docs/beta/legacy/index.mdx', status: 'removed' },
    { filename: 'docs/images/old.png', status: 'removed' },
  ];
  const DOCS_JSON = JSON.stringify({
    name: 'Acme',
    navigation: {
      tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['quickstart', 'guides/old'] }] }],
    },
    redirects: [
      { source: '/guides/renamed/', destination: '/guides/new' },
      { source: '/beta/:slug*', destination: '/v2/:slug*' },
    ],
  });
  const VIEWS: [string, number, number][] = [
    ['/quickstart', 90_000, 1_000],
    ['/guides/old', 12_000, 345],
    ['/guides/renamed', 4_000, 10],
    ['/beta/legacy', 700, 3],
  ];

  function section(body: string): string {
    return body.slice(body.indexOf('Pages this PR removes or renames'));
  }

  it('names only the page without a redirect, with its views; `error` fails the step after updating the one comment', async () => {
    github.setRepoFile('docs/docs.json', DOCS_JSON, HEAD_SHA);
    serveViews(VIEWS);
    const warned = await feedbackOnPr(111, FILES, { 'docs-root': 'docs' });
    expect(warned.exitCode, warned.stdout).toBe(0);
    expect(warned.outputs['missing-redirects']).toBe('1');
    // docs.json is read once, at the PR's head, under docs-root; then the frontmatter of the page
    // the rename adds outside the navigation (absent here: not counted as unlisted).
    const reads = github.requests.filter((r) => r.path.includes('/contents/'));
    expect(reads.map((r) => [r.path, r.status])).toEqual([
      [`/repos/acme/docs/contents/docs%2Fdocs.json?ref=${HEAD_SHA}`, 200],
      [`/repos/acme/docs/contents/docs%2Fguides%2Fnew.mdx?ref=${HEAD_SHA}`, 404],
    ]);
    const warning = annotations(warned, 'warning');
    expect(warning).toContain('/guides/old (12,345 views)');
    expect(warning).not.toMatch(/\/guides\/renamed|\/beta\/legacy/);

    const body = comments(111)[0]?.body ?? '';
    const removed = section(body);
    const rows = removed.split('\n').filter((l) => l.startsWith('| /'));
    // Without a redirect first, then by readers.
    expect(rows).toEqual([
      `| /guides/old | removed | ${n(12_345)} (${n(12_000)} human, 345 AI) | **none: readers get a 404** |`,
      `| /guides/renamed | renamed → /guides/new | ${n(4_010)} (${n(4_000)} human, 10 AI) | → /guides/new (source /guides/renamed/) |`,
      `| /beta/legacy | removed | 703 (700 human, 3 AI) | → /v2/legacy (source /beta/:slug\\*) |`,
    ]);
    expect(removed).toContain('**1 page without a redirect:**');
    expect(removed).toContain("docs.json's navigation still names `/guides/old`");
    expect(visible(body).length).toBeLessThanOrEqual(4_000);
    expect(section(warned.summary)).toContain('| /guides/old | removed |');
    expect(comments(111)).toHaveLength(1);
    const id = comments(111)[0]?.id;

    // `error`: the comment is written (updated in place), then the step fails naming the page.
    github.setRepoFile('docs/docs.json', DOCS_JSON, HEAD_SHA);
    serveViews(VIEWS);
    const before = github.requests.length;
    const failed = await feedbackOnPr(111, FILES, {
      'docs-root': 'docs',
      'missing-redirects': 'error',
      'feedback-status': 'pending',
    });
    expect(failed.exitCode).toBe(1);
    expect(failed.outputs.outcome).toBe('failure');
    expect(failed.outputs['missing-redirects']).toBe('1');
    const error = annotations(failed, 'error');
    expect(error).toContain('A page this PR removes or renames has no redirect in docs.json');
    expect(error).toContain('/guides/old (12,345 views)');
    expect(error).toContain('`missing-redirects: warn`');
    const writes = github.requests
      .slice(before)
      .filter((r) => /\/comments/.test(r.path) && r.method !== 'GET');
    expect(writes.map((r) => r.method)).toEqual(['PATCH']);
    expect(comments(111)).toHaveLength(1);
    expect(comments(111)[0]?.id).toBe(id);
    expect(comments(111)[0]?.body).toContain('status `pending`');
    expect(failed.outputs['comment-id']).toBe(String(id));
  });

  it('says "redirect unknown", never "missing", when docs.json is absent, too large or not JSON', async () => {
    github.removeRepoFile('docs/docs.json');
    serveViews(VIEWS);
    const absent = await feedbackOnPr(112, FILES, {
      'docs-root': 'docs',
      'missing-redirects': 'error',
    });
    expect(absent.exitCode, absent.stdout).toBe(0);
    expect(absent.outputs['missing-redirects']).toBe('0');
    // docs.json first, then the legacy mint.json: both 404.
    const reads = github.requests.filter(
      (r) => r.path.includes('/contents/docs%2F') && r.path.includes('mint.json'),
    );
    expect(reads.at(-1)?.status).toBe(404);
    const warning = annotations(absent, 'warning');
    expect(warning).toContain(
      'Cannot check redirects for the 3 pages this PR removes or renames: there is no docs.json (nor a legacy mint.json)',
    );
    expect(warning).toContain('not as missing');
    const body = comments(112)[0]?.body ?? '';
    expect(section(body)).toContain('**Redirects could not be checked:**');
    expect(section(body)).toContain(
      '| /guides/old | removed | 12,345 (12,000 human, 345 AI) | unknown (docs.json not read) |',
    );
    expect(body).not.toContain('readers get a 404');

    for (const [content, why] of [
      ['{"redirects": [', 'is not valid JSON'],
      [`{"pad": "${'x'.repeat(1024 * 1024)}"}`, 'larger than 1 MiB'],
    ] as const) {
      github.setRepoFile('docs/docs.json', content, HEAD_SHA);
      const run = await feedbackOnPr(113, FILES, {
        'docs-root': 'docs',
        'missing-redirects': 'error',
      });
      expect(run.exitCode).toBe(0);
      expect(run.outputs['missing-redirects']).toBe('0');
      expect(annotations(run, 'warning')).toContain(why);
      expect(comments(113).at(-1)?.body).not.toContain('readers get a 404');
    }
    github.removeRepoFile('docs/docs.json');
  });

  it('reads the legacy mint.json when there is no docs.json, and nothing with `off`', async () => {
    github.setRepoFile(
      'mint.json',
      JSON.stringify({
        navigation: [{ group: 'Start', pages: ['guides/renamed'] }],
        redirects: [{ source: '/guides/old', destination: '/guides/replacement' }],
      }),
    );
    const files: PullFile[] = [
      { filename: 'guides/old.md', status: 'removed' },
      { filename: 'guides/new.mdx', status: 'renamed', previous_filename: 'guides/renamed.mdx' },
      // Same URL before and after: nothing moves.
      { filename: 'guides/same.mdx', status: 'renamed', previous_filename: 'guides/same.md' },
    ];
    const legacy = await feedbackOnPr(114, files);
    expect(legacy.exitCode).toBe(0);
    expect(legacy.outputs['missing-redirects']).toBe('1');
    const body = comments(114)[0]?.body ?? '';
    expect(section(body)).toMatch(
      /\| \/guides\/renamed \| renamed → \/guides\/new \| .* \| \*\*none: readers get a 404\*\* \|/,
    );
    expect(section(body)).toMatch(
      /\| \/guides\/old \| removed \| .* \| → \/guides\/replacement \(source \/guides\/old\) \|/,
    );
    expect(section(body)).not.toContain('/guides/same');
    expect(section(body)).toContain("docs.json's navigation still names `/guides/renamed`");
    github.removeRepoFile('mint.json');

    const before = github.requests.length;
    const off = await feedbackOnPr(115, files, { 'missing-redirects': 'off' });
    expect(off.exitCode).toBe(0);
    expect(off.outputs['missing-redirects']).toBeUndefined();
    expect(github.requests.slice(before).filter((r) => r.path.includes('/contents/'))).toHaveLength(
      0,
    );
    expect(comments(115)[0]?.body).not.toContain('Pages this PR removes or renames');
  });

  it('refuses a bad `missing-redirects` before any request', async () => {
    const [plat, gh] = [platform.requests.length, github.requests.length];
    const run = await feedbackOnPr(116, FILES, { 'missing-redirects': 'sometimes' });
    expect(run.exitCode).toBe(1);
    expect(annotations(run, 'error')).toContain(
      '`missing-redirects` "sometimes" is not one of `warn`, `error`, `off`.',
    );
    expect(platform.requests.length).toBe(plat);
    expect(github.requests.length).toBe(gh);
  });

  it('the vendor’s own docs.json, split with `$ref`: found without `docs-root`, its redirects seen, the structure checked', async () => {
    // The case: the redirects live in redirects.json (`"redirects": {"$ref": …}`), each
    // language's navigation in its own file. Two removed pages have redirects there.
    const fixture = path.join(import.meta.dirname, 'fixtures', 'site-configs', 'mintlify-docs');
    const head = 'c0ffee0123456789abcdef0123456789abcdef01';
    for (const name of ['docs.json', 'redirects.json', 'fr.json', 'es.json', 'zh.json']) {
      github.setRepoFile(name, readFileSync(path.join(fixture, name), 'utf8'), head);
    }
    github.setRepoFile('quickstart.mdx', '---\ntitle: Quickstart\n---\n', head);
    github.setRepoFile('guides/orphan.mdx', '---\ntitle: Nobody links me\n---\n', head);
    github.setRepoFile('guides/secret.mdx', '---\ntitle: On purpose\nhidden: true\n---\n', head);
    github.setRepoFile('tests/fixtures/docs.json', '{}', head);
    github.setPullFiles(117, [
      { filename: 'editor/drafts.mdx', status: 'removed' },
      { filename: 'agent/integrations.mdx', status: 'removed' },
      { filename: 'guides/orphan.mdx', status: 'added' },
      { filename: 'guides/secret.mdx', status: 'added' },
    ]);
    const before = github.requests.length;
    const run = await runInProcess({
      inputs: {
        'admin-key': platform.adminKey,
        mode: 'feedback',
        'api-url': platform.url,
        'project-id': platform.projectId,
        'github-token': github.token,
        'missing-redirects': 'error',
        timeout: '60s',
      },
      env: github.env(),
      event: {
        ...prEvent(117),
        payload: {
          pull_request: {
            ...prEvent(117).payload.pull_request,
            head: { sha: head, repo: { full_name: 'acme/docs', fork: false } },
          },
        },
      },
    });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs['missing-redirects']).toBe('0');
    const asked = github.requests.slice(before).map((r) => r.path.replace(`?ref=${head}`, ''));
    // One file list (docs-root and the structure), each configuration file once, one frontmatter
    // read per added page outside the navigation.
    expect(asked.filter((p) => p.includes('/git/trees/'))).toHaveLength(1);
    expect(asked.filter((p) => p.includes('/contents/')).sort()).toEqual(
      [
        'docs.json',
        'redirects.json',
        'fr.json',
        'es.json',
        'zh.json',
        'guides%2Forphan.mdx',
        'guides%2Fsecret.mdx',
      ]
        .map((f) => `/repos/acme/docs/contents/${f}`)
        .sort(),
    );
    const body = comments(117).at(-1)?.body ?? '';
    expect(body).toContain('| /editor/drafts | removed |');
    expect(body).toContain('→ /editor/branching\\-and\\-publishing (source /editor/drafts)');
    expect(body).toContain('→ /automations/integrations (source /agent/integrations)');
    expect(body).toContain(
      '1 page this PR adds is in no navigation and not hidden: `/guides/orphan`.',
    );
    expect(body).not.toContain('/guides/secret`');
    // This test repository holds one of the navigation's 400+ pages: it looks generated, said
    // once, none listed.
    expect(body).toMatch(/[\d,]+ of the [\d,]+ pages docs\.json's navigation names have no file/);
    expect(body).not.toContain('that no file serves');
    expect(run.summary).toMatch(
      /Site structure: 1 added page in no navigation, navigation pages not checked \([\d,]+ of [\d,]+ without a file: generated before deploy\); 5 configuration files read\./,
    );
  });

  /** Seeds a real site's fixture (site-pages/): its docs.json, `.mintignore` and page files. */
  function seedSite(name: string, docsRoot: string, head: string): void {
    const dir = path.join(import.meta.dirname, 'fixtures', 'site-pages', name);
    const files = readFileSync(path.join(dir, 'files.txt'), 'utf8').split('\n');
    for (const file of files.filter((f) => f !== '')) {
      const local = path.join(dir, file);
      const own = file.endsWith('docs.json') || file.endsWith('.mintignore');
      github.setRepoFile(file, own ? readFileSync(local, 'utf8') : '---\ntitle: Page\n---\n', head);
    }
    expect(docsRoot === '' || files.some((f) => f.startsWith(`${docsRoot}/`))).toBe(true);
  }

  it('mem0 and Dify: a case-only redirect covers nothing, snippets and ignored files are no pages, `.mintignore` read once', async () => {
    const head = 'bead0123456789abcdef0123456789abcdef0123';
    seedSite('mem0', 'docs', head);
    const mem0 = await feedbackOnPr(
      118,
      [
        { filename: 'docs/components/llms/models/xAI.mdx', status: 'removed' },
        { filename: 'docs/_snippets/new-note.mdx', status: 'added' },
        { filename: 'docs/_snippets/get-help.mdx', status: 'removed' },
        { filename: 'docs/.github/pull_request_template.md', status: 'added' },
      ],
      { 'docs-root': 'docs' },
      head,
    );
    expect(mem0.exitCode, mem0.stdout).toBe(0);
    expect(mem0.outputs['missing-redirects']).toBe('1');
    const body = comments(118).at(-1)?.body ?? '';
    expect(body).toContain('| /components/llms/models/xAI | removed |');
    expect(body).toContain('does not count: it leads back to the page this PR removes');
    // A snippet taken away was no page: no row, no redirect asked of it.
    expect(section(body)).not.toContain('get\\-help');
    expect(body).not.toContain('in no navigation');
    expect(body).not.toContain('no file serves');

    const dify = 'd1f70123456789abcdef0123456789abcdef0123';
    seedSite('dify-docs', '', dify);
    github.setRepoFile('en/use-dify/getting-started/brand-new.mdx', '---\ntitle: New\n---\n', dify);
    const before = github.requests.length;
    const second = await feedbackOnPr(
      119,
      [
        { filename: '.claude/skills/new-skill/SKILL.md', status: 'added' },
        { filename: 'tools/notes.md', status: 'added' },
        { filename: 'en/use-dify/getting-started/brand-new.mdx', status: 'added' },
      ],
      { 'docs-root': '' },
      dify,
    );
    expect(second.exitCode, second.stdout).toBe(0);
    const asked = github.requests.slice(before).map((r) => r.path.replace(`?ref=${dify}`, ''));
    expect(asked.filter((p) => p.endsWith('/contents/.mintignore'))).toHaveLength(1);
    const text = comments(119).at(-1)?.body ?? '';
    expect(text).toContain(
      '1 page this PR adds is in no navigation and not hidden: `/en/use-dify/getting-started/brand-new`.',
    );
    // Files `.mintignore` lists are no pages: the structure names none of them.
    const structure = text.slice(text.indexOf('#### Site structure'));
    expect(structure).toContain('brand-new');
    expect(structure).not.toContain('SKILL');
    expect(structure).not.toContain('notes');
  });
});
