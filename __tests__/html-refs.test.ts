/**
 * The link check's HTML scanner (src/publish/html-refs.ts): the tags it reads, as the HTML
 * standard's tokenizer reads them, whatever the pieces a page comes in; and, on pages made of the
 * constructs real pages use, the same tags and attributes as htmlparser2's Parser (the tokenizer
 * the check used before, kept as a dev dependency for this comparison).
 */
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { buildBundle } from '../emulator/platform/bundles.js';
import { HtmlRefScanner } from '../src/publish/html-refs.js';
import { list } from 'tar';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const signal = new AbortController().signal;
const WANTED = new Set(['a', 'link', 'script', 'img', 'source', 'iframe', 'base', 'meta']);

type Seen = [string, Record<string, string>][];

/** Gives `html` to `scanner` in pieces cut at `cuts`, then ends the page. */
function feed(scanner: HtmlRefScanner, html: string, cuts: readonly number[]): void {
  let from = 0;
  for (const cut of [...cuts, html.length]) {
    scanner.write(html.slice(from, cut));
    from = cut;
  }
  scanner.end();
}

/** The wanted tags of `html`, given to the scanner in pieces cut at `cuts`. */
function scan(html: string, cuts: readonly number[] = []): Seen {
  const seen: Seen = [];
  feed(
    new HtmlRefScanner(WANTED, (name, attribs) => seen.push([name, { ...attribs }])),
    html,
    cuts,
  );
  return seen;
}

/** The attributes asked for by slot in the tests below, in their order. */
const SLOTS = ['href', 'src', 'srcset', 'http-equiv', 'content'];

type SeenSlots = [string, (string | undefined)[]][];

/** The wanted tags of `html` read with {@link SLOTS}: each tag's values in the slots' order. */
function scanSlots(html: string, cuts: readonly number[] = []): SeenSlots {
  const seen: SeenSlots = [];
  feed(
    new HtmlRefScanner(WANTED, (name, values) => seen.push([name, [...values]]), SLOTS),
    html,
    cuts,
  );
  return seen;
}

/** What {@link scanSlots} should give: the record's values of {@link SLOTS}. */
function asSlots(seen: Seen): SeenSlots {
  return seen.map(([name, attribs]) => [name, SLOTS.map((slot) => attribs[slot])]);
}

/** The wanted tags of `html` as htmlparser2's Parser reads them. */
function parse(html: string): Seen {
  const seen: Seen = [];
  const parser = new Parser(
    {
      onopentag: (name, attribs) => {
        if (WANTED.has(name)) seen.push([name, { ...attribs }]);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return seen;
}

/**
 * Constructs real pages hold, where the standard and htmlparser2 agree (they differ on raw text in
 * <iframe>, <xmp>, <noembed>, <noframes>, on <plaintext> and on `<!-->`; tested on their own).
 */
const PARTS = [
  '<a href="/docs/page">Page</a>',
  '<a HREF=/x?y=1&amp;z=2>q</a>',
  "<img src='/i.png' alt=\"a > b\" srcset='/i.png 1x, /i@2x.png 2x'>",
  '<link rel="preload" as="font" href="/_next/static/media/f.woff2" crossorigin="">',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script>self.__next_f.push([1,"<a href=\\"/in-script\\">"])</script>',
  '<style>.a::before{content:"<a href=/s>"}</style>',
  '<!-- <a href="/commented"> -->',
  '<div class="x" data-json=\'{"a":"<b>"}\'>text &amp; more < not a tag</div>',
  '<svg><path d="M0 0"/><use href="#i"/></svg>',
  '<meta http-equiv="refresh" content="0;url=/moved">',
  '<base href="/v2/">',
  '<source srcset="/a.webp" type="image/webp">',
  '<p>Some prose, with <code>&lt;a href="/code"&gt;</code> in it.</p>',
  '<title>Docs <a href="/in-title"></title>',
  '<textarea><a href="/in-textarea"></textarea>',
  '<br/><hr /><input value="</a>">',
  '<a href="/dup" href="/second" title=\'quote "inside"\'>d</a>',
  '\n\t',
];

/** A deterministic pseudo-random generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('HtmlRefScanner', () => {
  it('reads the attributes of the tags it is asked for, in any case and quoting', () => {
    expect(
      scan(
        `<A HREF="/one">x</A><img src=/two.png SRCSET='a.png 1x, b.png 2x'><p class="a>b">` +
          `<link rel=stylesheet href=/s.css/><meta http-equiv="refresh" content="0; url=/next">`,
      ),
    ).toEqual([
      ['a', { href: '/one' }],
      ['img', { src: '/two.png', srcset: 'a.png 1x, b.png 2x' }],
      ['link', { rel: 'stylesheet', href: '/s.css/' }],
      ['meta', { 'http-equiv': 'refresh', content: '0; url=/next' }],
    ]);
  });

  it('keeps the first of a repeated attribute and decodes entities as browsers do', () => {
    expect(scan('<a href="/a?x=1&amp;y=2" href="/b">')).toEqual([['a', { href: '/a?x=1&y=2' }]]);
    // In an attribute, a legacy entity without `;` followed by `=` or a letter stays as written.
    expect(scan('<a href="/a?q=1&copy=2&lt;3">')).toEqual([['a', { href: '/a?q=1&copy=2<3' }]]);
    expect(scan('<a title="&quot;x&quot;" href=&#x2F;h>')).toEqual([
      ['a', { title: '"x"', href: '/h' }],
    ]);
  });

  it('reads odd attribute syntax as the standard does', () => {
    expect(scan('<a/href="/slash"><a href=>x<a =x href="/eq"><a href = "/spaced" >')).toEqual([
      ['a', { href: '/slash' }],
      ['a', { href: '' }],
      ['a', { '=x': '', href: '/eq' }],
      ['a', { href: '/spaced' }],
    ]);
  });

  it('passes comments, raw text, RCDATA and bogus comments by their ends', () => {
    const html =
      '<!doctype html><!-- <a href="/c1"> --><!--><a href="/after-empty-comment">' +
      '<!---><a href="/after-short-comment"><script>var s = "<a href=\'/in-script\'>";' +
      '</scripty></script ><style>a[href="</a>"]{}</style><title><a href="/t"></title>' +
      '<textarea><a href="/ta"></textarea><?xml <a href="/pi"?><a href="/ok">' +
      '</a href="/end-tag"></ ><a href="/after-bogus"><iframe src="/frame"><a href="/fb"></iframe>';
    expect(scan(html).map(([name, a]) => `${name} ${a.href ?? a.src ?? ''}`)).toEqual([
      'a /after-empty-comment',
      'a /after-short-comment',
      'script ',
      'a /ok',
      'a /after-bogus',
      'iframe /frame',
    ]);
  });

  it('reads nothing after <plaintext>, and nothing of a tag cut by the end of the page', () => {
    expect(scan('<a href="/x"><plaintext><a href="/y">')).toEqual([['a', { href: '/x' }]]);
    expect(scan('<a href="/x"><a href="/cut')).toEqual([['a', { href: '/x' }]]);
    expect(scan('<a href="/x"><!-- never closed <a href="/y">')).toEqual([['a', { href: '/x' }]]);
  });

  it('reads the same whatever the pieces: cut at every place of a page', () => {
    const html =
      '<!DOCTYPE html><html><head><title>T &amp; <a></title><base href="/docs/">' +
      '<link rel="icon" href="/favicon.ico"><script src="/a.js"></script><script>if (a</b) ' +
      '{ x = "</script"; }</script><!-- c --></head><body><a href="x.html" class="k">a</a>' +
      '<img src=\'i.png\' srcset="i.png 1x,i2.png 2x"><a href=/unquoted>u</a></body></html>';
    const whole = scan(html);
    expect(whole.length).toBeGreaterThan(4);
    for (let cut = 1; cut < html.length; cut++)
      expect(scan(html, [cut]), `cut ${cut}`).toEqual(whole);
    const rand = random(7);
    for (let round = 0; round < 200; round++) {
      const cuts = Array.from({ length: 6 }, () => Math.floor(rand() * html.length)).sort(
        (a, b) => a - b,
      );
      expect(scan(html, cuts)).toEqual(whole);
    }
  });

  it('reads only the slots’ attributes when given slots, the same values as the record', () => {
    expect(
      scanSlots(
        '<A class="x" HREF="/one" href="/two">x</A><img SRC=/i.png srcset="a.png 1x">' +
          '<meta http-equiv=refresh content="0; url=/n&amp;m"><link rel=icon><base href=/b/>',
      ),
    ).toEqual([
      ['a', ['/one', undefined, undefined, undefined, undefined]],
      ['img', [undefined, '/i.png', 'a.png 1x', undefined, undefined]],
      ['meta', [undefined, undefined, undefined, 'refresh', '0; url=/n&m']],
      ['link', [undefined, undefined, undefined, undefined, undefined]],
      ['base', ['/b/', undefined, undefined, undefined, undefined]],
    ]);
    const rand = random(5);
    for (let n = 0; n < 200; n++) {
      const page = Array.from({ length: 30 }, () => PARTS[Math.floor(rand() * PARTS.length)]).join(
        '',
      );
      const cut = Math.floor(rand() * page.length);
      expect(scanSlots(page, [cut]), page).toEqual(asSlots(scan(page)));
    }
  });

  it('lowercases tag and attribute names in ASCII only, as the standard does', () => {
    // U+212A (Kelvin sign) lowercases to "k" in JavaScript, but an HTML tokenizer leaves it be.
    expect(scan('<lin\u212A href="/k"><a href="/a">')).toEqual([['a', { href: '/a' }]]);
    expect(scanSlots('<a hre\u0192="/x" HrEf="/y">')).toEqual([
      ['a', ['/y', undefined, undefined, undefined, undefined]],
    ]);
  });

  it('finds what htmlparser2 finds on the emulator sites’ pages', async () => {
    const root = mkdtempSync(join(tmpdir(), 'html-refs-'));
    try {
      const pages: string[] = [];
      for (const links of [true, false]) {
        const dir = join(root, String(links));
        const archive = await buildBundle({ kind: 'site', links }, dir, 1, 'p', signal);
        await list({
          file: archive.path,
          onReadEntry: (entry) => {
            if (!entry.path.endsWith('.html')) return void entry.resume();
            const chunks: Buffer[] = [];
            entry.on('data', (c: Buffer) => chunks.push(c));
            entry.on('end', () => pages.push(Buffer.concat(chunks).toString('utf8')));
          },
        });
      }
      expect(pages.length).toBeGreaterThan(10);
      for (const page of pages) expect(scan(page)).toEqual(parse(page));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds what htmlparser2 finds on 500 pages made of what real pages hold', () => {
    const rand = random(11);
    for (let n = 0; n < 500; n++) {
      const page = Array.from({ length: 30 }, () => PARTS[Math.floor(rand() * PARTS.length)]).join(
        '',
      );
      const cut = Math.floor(rand() * page.length);
      expect(scan(page, [cut]), page).toEqual(parse(page));
    }
  });
});
