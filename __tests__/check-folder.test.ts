/**
 * `checkFolder` (src/modes/check/check.ts) on real checkouts: a real published site passes with
 * 0 errors, real failures from public threads are caught at their line and column, a PR's
 * `{#id}`, unclosed `<Note>` and `<5` are errors at their lines, a page broken before the PR is
 * named as such, a 21 MiB image a page shows is flagged, and the other file rules hold. The
 * vendor's parsers run on this thread (from the sources no worker can start).
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFolder } from '../src/modes/check/check.js';
import { PARSER_VERSIONS, type Finding } from '../src/modes/check/model.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'check-real');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A temp checkout with `files` (repository path → text). */
function checkout(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'check-folder-'));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const DOCS_JSON = JSON.stringify(
  {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Test',
    colors: { primary: '#16A34A' },
    navigation: { groups: [{ group: 'Start', pages: ['index', 'quick-start', 'old'] }] },
  },
  null,
  2,
);

const at = (findings: readonly Finding[], file: string) =>
  findings
    .filter((f) => f.file === file)
    .map((f) => [f.line, f.column, f.rule, f.severity, f.before]);

describe('checkFolder', () => {
  it('a PR adding {#id}, an unclosed <Note> and <5: an error at each line; an old break is named', async () => {
    const root = checkout({
      'docs/docs.json': DOCS_JSON,
      'docs/index.mdx': '---\ntitle: Home\n---\n\n# Home\n\n```js\nconst x = {;\n```\n',
      'docs/heading.mdx':
        '---\ntitle: A\ndescription: b\n---\n\nIntro\n\n## Before you begin {#before}\n',
      'docs/note.mdx': '---\ntitle: Note\n---\n\nText\n\n<Note>\nhello\n',
      'docs/less.mdx': '---\ntitle: Less\n---\n\nLatency is <5 ms.\n',
      'docs/old.mdx': '---\ntitle: Old\n---\n\nA {broken brace\n',
    });
    const changed = new Set(['docs/heading.mdx', 'docs/note.mdx', 'docs/less.mdx']);
    const r = await checkFolder(root, { changed, pullRequest: true });
    expect(r.docsRoot).toBe('docs');
    expect(r.versions).toEqual(PARSER_VERSIONS);
    expect(at(r.findings, 'docs/heading.mdx')).toEqual([[8, 22, 'mdx-parse', 'error', false]]);
    expect(at(r.findings, 'docs/note.mdx')).toEqual([[7, 1, 'mdx-parse', 'error', false]]);
    // The compiler's own place in its message, in the file's lines like the finding's.
    expect(r.findings.find((f) => f.file === 'docs/note.mdx')?.message).toContain('(7:1-7:7)');
    expect(at(r.findings, 'docs/less.mdx')).toEqual([[5, 13, 'mdx-parse', 'error', false]]);
    // Broken before the PR: named, a warning on a PR; the code block's brace is no finding.
    expect(at(r.findings, 'docs/old.mdx')).toEqual([[5, 16, 'mdx-parse', 'warning', true]]);
    expect(at(r.findings, 'docs/index.mdx')).toEqual([]);
    // The PR's files come first (GitHub shows the first annotations only).
    expect(r.findings.at(-1)?.file).toBe('docs/old.mdx');
    const heading = r.findings.find((f) => f.file === 'docs/heading.mdx');
    expect(heading?.excerpt).toBe('## Before you begin {#before}');
    expect(heading?.hint).toContain('{#id}');
    // On a push, the same old break is an error.
    const push = await checkFolder(root, { changed, pullRequest: false });
    expect(at(push.findings, 'docs/old.mdx')).toEqual([[5, 16, 'mdx-parse', 'error', true]]);
  });

  it('bad YAML frontmatter, an unresolved snippet import and a docs.json issue, at their lines', async () => {
    const bad = JSON.parse(DOCS_JSON) as Record<string, unknown>;
    bad.theme = 'nope';
    const root = checkout({
      'docs.json': JSON.stringify(bad, null, 2),
      'index.mdx': '---\ntitle: Home: again\n---\n\n# Home\n',
      'quick-start.mdx':
        '---\ntitle: Q\n---\n\nimport Ok from "/snippets/ok.mdx";\nimport Gone from "/snippets/gone.mdx";\n\n<Ok />\n',
      'snippets/ok.mdx': 'Snippet {props.name}\n',
    });
    const r = await checkFolder(root);
    expect(r.docsRoot).toBe('');
    // The cloud's YAML reader's own position (js-yaml under front-matter): the second `: `.
    expect(at(r.findings, 'index.mdx')).toEqual([[2, 12, 'frontmatter', 'error', false]]);
    expect(at(r.findings, 'quick-start.mdx')).toEqual([[6, 1, 'snippet-import', 'error', false]]);
    const config = r.findings.filter((f) => f.file === 'docs.json');
    expect(config.length).toBeGreaterThan(0);
    expect(config[0]?.rule).toBe('docs-json');
    expect(config[0]?.line).toBe(3); // "theme": "nope"
  });

  it('a 21 MiB image a page shows is an error; one no page shows is a warning', async () => {
    const root = checkout({
      'docs/docs.json': DOCS_JSON,
      'docs/index.mdx': '---\ntitle: Home\n---\n\n# Home\n\n![Big](/images/big.png)\n',
      'docs/images/big.png': '',
      'docs/images/unused.mp4': '',
    });
    truncateSync(path.join(root, 'docs/images/big.png'), 21 * 1024 * 1024);
    truncateSync(path.join(root, 'docs/images/unused.mp4'), 20 * 1024 * 1024);
    const r = await checkFolder(root, {
      changed: new Set(['docs/images/big.png']),
      pullRequest: true,
    });
    expect(at(r.findings, 'docs/index.mdx')).toEqual([[7, 1, 'file-size', 'error', false]]);
    expect(r.findings.find((f) => f.file === 'docs/index.mdx')?.message).toContain('21.0 MiB');
    expect(at(r.findings, 'docs/images/unused.mp4')).toEqual([
      [1, 1, 'file-size', 'warning', true],
    ]);
  });

  it('files the cloud drops or never serves, and an OpenAPI URL it cannot fetch', async () => {
    const config = JSON.parse(DOCS_JSON) as Record<string, unknown>;
    config.navigation = {
      tabs: [
        { tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] },
        { tab: 'API', openapi: 'http://localhost:8080/openapi.json' },
      ],
    };
    const configText = JSON.stringify(config, null, 2);
    const urlLine = configText.split('\n').findIndex((l) => l.includes('localhost:8080')) + 1;
    const root = checkout({
      'docs/docs.json': configText,
      'docs/index.mdx': [
        '---',
        'title: Home',
        '---',
        '',
        '![Shot](/images/build/shot.png)',
        '',
        '[Spec](./spec.yml) and [terms](/terms.pdf) and [private](/private/notes.json).',
        '',
        '<img src="/logo/ok.svg" />',
        '',
      ].join('\n'),
      'docs/.mintignore': 'private/\n',
      'docs/images/build/shot.png': 'png',
      'docs/spec.yml': 'a: 1\n',
      'docs/terms.pdf': 'pdf',
      'docs/private/notes.json': '{}',
      'docs/logo/ok.svg': '<svg/>',
    });
    const r = await checkFolder(root);
    const rules = r.findings.map((f) => [f.file, f.line, f.rule, f.severity]);
    expect(rules).toEqual(
      expect.arrayContaining([
        ['docs/index.mdx', 5, 'mintignore', 'error'],
        ['docs/index.mdx', 7, 'file-type', 'error'],
        ['docs/index.mdx', 7, 'file-type', 'warning'],
        ['docs/index.mdx', 7, 'mintignore', 'error'],
        ['docs/docs.json', urlLine, 'openapi-url', 'warning'],
      ]),
    );
    expect(r.findings).toHaveLength(5);
    expect(
      r.findings.find((f) => f.rule === 'file-type' && f.severity === 'error')?.message,
    ).toContain('`.yaml`');
  });

  it('a real published site (ollama docs/, MIT) passes with 0 errors', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'check-ollama-'));
    made.push(root);
    cpSync(path.join(FIXTURES, 'site', 'ollama'), root, { recursive: true });
    // Its images, restored at their real sizes (kept out of the repository).
    const omitted = JSON.parse(readFileSync(path.join(root, 'omitted.json'), 'utf8')) as {
      path: string;
      size: number;
    }[];
    for (const image of omitted) {
      mkdirSync(path.dirname(path.join(root, image.path)), { recursive: true });
      writeFileSync(path.join(root, image.path), '');
      truncateSync(path.join(root, image.path), image.size);
    }
    const r = await checkFolder(root, { pullRequest: true });
    expect(r.docsRoot).toBe('docs');
    expect(r.compiled).toBeGreaterThanOrEqual(60);
    expect(r.findings.filter((f) => f.severity === 'error')).toEqual([]);
  }, 180_000);

  it('real failures from public threads: each caught at its line and column', async () => {
    const list = JSON.parse(readFileSync(path.join(FIXTURES, 'failures.json'), 'utf8')) as {
      failures: { id: string; path: string; docsRoot: string; line: number; column: number }[];
    };
    expect(list.failures.length).toBeGreaterThanOrEqual(5);
    for (const failure of list.failures) {
      const r = await checkFolder(path.join(FIXTURES, 'failures', failure.id), {
        docsRoot: failure.docsRoot,
      });
      const found = r.findings.filter((f) => f.file === failure.path && f.rule === 'mdx-parse');
      expect([failure.id, found.map((f) => [f.line, f.column, f.severity])]).toEqual([
        failure.id,
        [[failure.line, failure.column, 'error']],
      ]);
    }
  }, 180_000);
});
