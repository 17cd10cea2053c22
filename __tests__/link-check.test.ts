/**
 * The link check (publish/link-check.ts) as the bundle walk feeds it: the emulator's link-check
 * site walked for every target (plain walk and the Pages walk), a hand-made site for the rules one
 * at a time, the srcset and refresh parsers, and `off` proven to parse nothing (the tokenizer's
 * `write` is spied on, not assumed).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Header } from 'tar';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBundle, LINK_SITE_BROKEN } from '../emulator/platform/bundles.js';
import { walkBundleFile, type WalkOptions } from '../src/publish/bundle-walk.js';
import { HtmlRefScanner } from '../src/publish/html-refs.js';
import { LinkCheck, refreshUrl, srcsetUrls } from '../src/publish/link-check.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'link-check-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

const LINKS: WalkOptions = { links: { domain: 'docs.example.com' } };
const signal = (): AbortSignal => new AbortController().signal;

async function linkSite(): Promise<string> {
  const archive = await buildBundle({ kind: 'site', links: true }, root, 1, 'p', signal());
  return archive.path;
}

/** A .tar.gz of `files`, in this order. */
function site(files: Record<string, string>): string {
  const blocks: Buffer[] = [];
  for (const [path, text] of Object.entries(files)) {
    const body = Buffer.from(text);
    const header = new Header({ path, type: 'File', size: body.length, mode: 0o644 });
    header.encode();
    blocks.push(header.block as Buffer, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  const path = join(root, `site-${Math.random().toString(36).slice(2)}.tar.gz`);
  writeFileSync(path, gzipSync(Buffer.concat(blocks)));
  return path;
}

async function brokenOf(path: string): Promise<string[]> {
  const result = await walkBundleFile(path, LINKS, signal());
  return (result.links?.broken ?? []).map((b) => b.target);
}

describe('the link-check site', () => {
  it('finds exactly the broken targets, most-referenced first, on every target', async () => {
    const path = await linkSite();
    const plain = await walkBundleFile(path, LINKS, signal());
    const expected = [...LINK_SITE_BROKEN, '/assets/banner.png', '/guides/quickstart'];
    const broken = plain.links?.broken ?? [];
    expect(broken.map((b) => b.target).sort()).toEqual([...expected].sort());
    expect(broken[0]).toEqual({
      target: '/links/nope-root',
      references: 3,
      pages: ['/links/index.html', '/links/page.html'],
    });
    expect(broken.slice(1).every((b) => b.references === 1)).toBe(true);
    expect(plain.links?.pages).toBe(11);
    expect(plain.links?.references).toBe(87);

    // The Pages walk reads the same bytes once: the same result.
    const pages = await walkBundleFile(
      path,
      { ...LINKS, pagesTar: { path: join(root, 'artifact.tar') } },
      signal(),
    );
    expect(pages.links).toEqual(plain.links);
    expect(pages.pages?.files).toBeGreaterThan(10);
  });

  it('off: the tokenizer is never given a byte', async () => {
    const path = await linkSite();
    const write = vi.spyOn(HtmlRefScanner.prototype, 'write');
    const off = await walkBundleFile(path, {}, signal());
    expect(off.links).toBeUndefined();
    expect(off.htmlFiles).toBe(11);
    expect(write).not.toHaveBeenCalled();
    // The spy does see the check when it is on (so the zero above means something).
    await walkBundleFile(path, LINKS, signal());
    expect(write).toHaveBeenCalled();
  });
});

describe('resolution, as a static host does', () => {
  it('exact file, X.html, X/index.html; X/ only as X/index.html', async () => {
    const path = site({
      'index.html': [
        '<a href="/a.txt"></a><a href="/page"></a><a href="/dir"></a><a href="/dir/"></a>',
        '<a href="/page/"></a><a href="/a.txt.html"></a><a href="/"></a>',
      ].join(''),
      'a.txt': 'x',
      'page.html': '',
      'dir/index.html': '',
    });
    // `/page/` needs page/index.html; `/a.txt.html` is not a.txt.
    expect(await brokenOf(path)).toEqual(['/a.txt.html', '/page/']);
  });

  it('strips query and fragment, decodes percent escapes, keeps a malformed one as written', async () => {
    const path = site({
      'index.html':
        '<a href="/my%20page?x=1#y"></a><a href="/caf%C3%A9"></a><a href="/bad%zz"></a>' +
        '<a href="/100%"></a><a href="?only=query"></a><a href="#only"></a>',
      'my page.html': '',
      'café.html': '',
    });
    expect(await brokenOf(path)).toEqual(['/100%', '/bad%zz']);
  });

  it('relative to the page, forward references, `..` clamped at the root', async () => {
    const path = site({
      'a/b/page.html': '<a href="../c"></a><a href="sibling"></a><a href="../../../../top"></a>',
      'a/c.html': '',
      'a/b/sibling.html': '',
      'top.html': '',
    });
    expect(await brokenOf(path)).toEqual([]);
  });

  it('checks only internal links: relative, root-relative, absolute on the domain', async () => {
    const path = site({
      'index.html': [
        '<a href="https://docs.example.com/x"></a>',
        '<a href="HTTP://DOCS.EXAMPLE.COM:8443/y"></a>',
        '<a href="//docs.example.com/z"></a>',
        '<a href="https://docs.example.com.evil.test/no"></a>',
        '<a href="https://example.org/no"></a><a href="mailto:a@b.c"></a>',
        '<a href="tel:1"></a><a href="javascript:alert(1)"></a><a href="ftp://x/no"></a>',
        '<img src="data:image/gif;base64,R0lGODlh">',
      ].join(''),
    });
    expect(await brokenOf(path)).toEqual(['/x', '/y', '/z']);
  });

  it('resolves an absolute URL on the domain as the URL parser does, with or without a base', async () => {
    const refs = [
      // Plain paths (read without the parser), then what only the parser reads right.
      '<a href="https://docs.example.com/guides/a"></a><a href="http://docs.example.com/guides/b">',
      '<a href="https://docs.example.com/guides/c?x=1#f"></a>',
      '<a href="https://docs.example.com/guides/./d/../e"></a>',
      '<a href="https://docs.example.com/guides/%66"></a><a href="https://docs.example.com//g">',
      '<a href="https://docs.example.com"></a><a href="https://docs.example.com/guides/h.html">',
    ].join('');
    const path = site({
      'index.html': refs,
      'guides/h.html': `<base href="/elsewhere/">${refs}`,
    });
    expect((await brokenOf(path)).sort()).toEqual(
      ['/guides/a', '/guides/b', '/guides/c', '/guides/e', '/guides/f', '/g'].sort(),
    );
  });

  it('reads every tag and attribute the issue lists, and nothing else', async () => {
    const path = site({
      'index.html': [
        '<a href="/1"></a><link href="/2"><script src="/3"></script><img src="/4">',
        '<img srcset="/5 1x, /6 2x"><source src="/7"><source srcset="/8 100w">',
        '<iframe src="/9"></iframe><meta http-equiv="refresh" content="0;url=/10">',
        // Not read: other attributes, other tags, text, comments, script text.
        '<div data-href="/no1"></div><video src="/no2"></video><!-- <a href="/no3"> -->',
        '<script>document.write(\'<a href="/no4">\')</script><p>/no5</p>',
        '<meta name="refresh" content="0;url=/no6"><a name="/no7"></a>',
      ].join(''),
    });
    expect((await brokenOf(path)).sort()).toEqual(
      ['/1', '/2', '/3', '/4', '/5', '/6', '/7', '/8', '/9', '/10'].sort(),
    );
  });

  it('resolves against <base href>, and decodes entities in attributes', async () => {
    const path = site({
      'a/index.html': '<base href="/b/"><a href="c"></a><a href="/d?x=1&amp;y=2"></a>',
      'b/c.html': '',
      'd.html': '',
    });
    expect(await brokenOf(path)).toEqual([]);
  });

  it('keeps at most three pages per target and counts every reference', () => {
    const check = new LinkCheck('docs.example.com');
    for (const page of ['p1.html', 'p2.html', 'p3.html', 'p4.html']) {
      check.addFile(page);
      check.startPage(page);
      check.write(Buffer.from('<a href="/gone"></a><a href="/gone#again"></a>'));
      check.endPage();
    }
    expect(check.result().broken).toEqual([
      { target: '/gone', references: 8, pages: ['/p1.html', '/p2.html', '/p3.html'] },
    ]);
  });

  it('forgets a forward reference once the file that answers it arrives', () => {
    const check = new LinkCheck('docs.example.com');
    check.addFile('index.html');
    check.startPage('index.html');
    check.write(
      Buffer.from('<a href="/b"></a><a href="/c/"></a><a href="/c"></a><a href="/d.css">'),
    );
    check.endPage();
    expect(check.waiting).toBe(4);
    check.addFile('b.html');
    check.addFile('c/index.html');
    expect(check.waiting).toBe(1);
    expect(check.result().broken.map((b) => b.target)).toEqual(['/d.css']);
  });

  it('reads attributes across pieces, duplicates as the first, names in any case', () => {
    const check = new LinkCheck('docs.example.com');
    check.startPage('index.html');
    for (const piece of [
      '<A HREF="/x" href="/y"><IMG S',
      'RC=/z',
      '><!-- <a href=/no> -->',
      '<a hr',
      'ef="/w&#x41;">',
    ]) {
      check.write(Buffer.from(piece));
    }
    check.endPage();
    expect(
      check
        .result()
        .broken.map((b) => b.target)
        .sort(),
    ).toEqual(['/wA', '/x', '/z']);
  });

  it('tokenizes a page split anywhere, even inside a tag or a UTF-8 character', () => {
    const html = Buffer.from('<a href="/caf%C3%A9"></a><a href="/é-missing">é</a>');
    for (let cut = 1; cut < html.length; cut++) {
      const check = new LinkCheck('docs.example.com');
      check.addFile('café.html');
      check.startPage('index.html');
      check.write(html.subarray(0, cut));
      check.write(html.subarray(cut));
      check.endPage();
      expect(check.result().broken.map((b) => b.target)).toEqual(['/é-missing']);
    }
  });
});

describe('attribute parsers', () => {
  it('srcset: URLs with descriptors, commas inside URLs, empty candidates', () => {
    expect(srcsetUrls('a.png 1x, b.png 2x')).toEqual(['a.png', 'b.png']);
    expect(srcsetUrls(' a.png, b.png ,, c.png 100w')).toEqual(['a.png', 'b.png', 'c.png']);
    // As the HTML standard (and browsers) read it: a comma not followed by a space is part of
    // the URL, trailing commas are not.
    expect(srcsetUrls('a.png,b.png 1x, c.png,')).toEqual(['a.png,b.png', 'c.png']);
    expect(srcsetUrls('data:image/png;base64,AAA= 1x, d.png')).toEqual([
      'data:image/png;base64,AAA=',
      'd.png',
    ]);
    expect(srcsetUrls('e.png (max-width: 1px, 2px) 1x, f.png')).toEqual(['e.png', 'f.png']);
    expect(srcsetUrls('')).toEqual([]);
  });

  it('refresh: the URL after the delay, quoted or not, any case', () => {
    expect(refreshUrl('0; url=/next')).toBe('/next');
    expect(refreshUrl("5;URL='/q'")).toBe('/q');
    expect(refreshUrl('1, url="/d"')).toBe('/d');
    expect(refreshUrl('0; /bare')).toBe('/bare');
    expect(refreshUrl('30')).toBeUndefined();
  });
});
