/**
 * The auth-site rule (src/modes/check/auth.ts) through `checkFolder` with the vendor's parsers:
 * on a site behind authentication Mintlify serves no static file at its own URL, so a page's link
 * to one is a warning at the link's line; a file a page shows is not. The site counts as behind
 * authentication when the input says so or (`auto`) when a page's frontmatter or docs.json's
 * navigation says `public: true`, which only such a site reads.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authReason } from '../src/modes/check/auth.js';
import { checkFolder } from '../src/modes/check/check.js';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A temp checkout with `files` (repository path → text). */
function checkout(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'check-auth-'));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

/** docs.json with one group, `public` or not. */
function docsJson(publicGroup: boolean): string {
  const group = {
    group: 'Start',
    ...(publicGroup ? { public: true } : {}),
    pages: ['index', 'guide'],
  };
  return JSON.stringify(
    {
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Test',
      colors: { primary: '#16A34A' },
      navigation: { groups: [group] },
    },
    null,
    2,
  );
}

const PAGES = {
  'docs/index.mdx':
    '---\ntitle: Home\n---\n\n![Logo](/images/logo.png)\n\nRead [the spec](/files/spec.json).\n\n[The schema](/files/schema.yaml)\n',
  'docs/guide.mdx':
    '---\ntitle: Guide\n---\n\n<a href="/files/spec.json">Again</a>\n\n[The manual](/files/manual.pdf)\n',
  'docs/images/logo.png': 'png',
  'docs/files/spec.json': '{}',
  'docs/files/schema.yaml': 'a: 1',
  'docs/files/manual.pdf': 'pdf',
};

const rows = (r: Awaited<ReturnType<typeof checkFolder>>) =>
  r.findings.map((f) => [f.file, f.line, f.column, f.rule, f.severity]);

describe('check: static files on a site behind authentication', () => {
  it('no sign of authentication: no such warning', async () => {
    const r = await checkFolder(checkout({ 'docs/docs.json': docsJson(false), ...PAGES }));
    expect(rows(r)).toEqual([['docs/guide.mdx', 7, 1, 'file-type', 'warning']]);
  });

  it('a page marked `public: true`: each linked file once, at its first link; shown files not', async () => {
    const r = await checkFolder(
      checkout({
        'docs/docs.json': docsJson(false),
        ...PAGES,
        'docs/index.mdx': PAGES['docs/index.mdx'].replace(
          'title: Home',
          'title: Home\npublic: true',
        ),
      }),
    );
    expect(rows(r)).toEqual([
      // spec.json: at its first link (pages in order), an `href`; the logo shown is no finding.
      ['docs/guide.mdx', 5, 1, 'auth-site', 'warning'],
      // The .pdf (Enterprise only) has its own warning: one finding for it, not two.
      ['docs/guide.mdx', 7, 1, 'file-type', 'warning'],
      // A markdown link, below the frontmatter's extra line.
      ['docs/index.mdx', 10, 1, 'auth-site', 'warning'],
    ]);
    const finding = r.findings.find((f) => f.rule === 'auth-site');
    expect(finding?.message).toContain('docs/files/spec.json');
    expect(finding?.title).toBe('A static file on a site behind authentication is not served');
    expect(finding?.message).toContain('docs/index.mdx says `public: true`');
  });

  it('docs.json navigation marked `"public": true`, and the input both ways', async () => {
    const root = checkout({ 'docs/docs.json': docsJson(true), ...PAGES });
    const auto = await checkFolder(root);
    expect(rows(auto)).toContainEqual(['docs/index.mdx', 9, 1, 'auth-site', 'warning']);
    expect(auto.findings.find((f) => f.rule === 'auth-site')?.message).toContain('(line 12)');
    const off = await checkFolder(root, { siteAuthentication: 'false' });
    expect(off.findings.filter((f) => f.rule === 'auth-site')).toEqual([]);
    const plain = checkout({ 'docs/docs.json': docsJson(false), ...PAGES });
    const on = await checkFolder(plain, { siteAuthentication: 'true' });
    expect(rows(on).filter((f) => f[3] === 'auth-site')).toEqual([
      ['docs/guide.mdx', 5, 1, 'auth-site', 'warning'],
      ['docs/index.mdx', 9, 1, 'auth-site', 'warning'],
    ]);
  });

  it('says why in words', () => {
    expect(authReason({ input: 'auto', publicPages: [] })).toBeUndefined();
    expect(authReason({ input: 'false', publicPages: ['a.mdx'] })).toBeUndefined();
    expect(authReason({ input: 'true', publicPages: [] })).toContain('`site-authentication` input');
  });
});
