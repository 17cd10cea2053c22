/**
 * A live page's HTML as text (src/live/html-text.ts, htmlparser2): the text the regular
 * expressions it replaced gave on well-formed pages (kept here as the reference), and runs of text
 * sliced once however the tokenizer splits them.
 */
import { describe, expect, it } from 'vitest';
import { htmlText } from '../src/live/html-text.js';

/** The old reader, on pages short enough for it. */
function byPatterns(html: string): string {
  return html
    .replace(/<(head|script|style|noscript|svg)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<h1\b[^>]*>/gi, '\n# ')
    .replace(/<\/(p|div|h\d|li|pre|blockquote|tr|section|article|header)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/\n\s*\n+/g, '\n');
}

const PAGES = [
  `<!doctype html><html><head><title>T &amp; x</title></head><body><h1>T &amp; x</h1>\n<p>Hello &lt;b&gt; world</p>\n<p>Two</p></body></html>`,
  `<html><head><meta charset="utf-8"><script>var a = "<p>";</script><style>p{}</style></head><body><div class="x"><H1 id="a">Title</H1><p>One<br>two<br/>three<br />four</p><ul><li>a</li><li>b</li></ul><svg viewBox="0 0 1 1"><path d="M0"/></svg><pre><code>x &lt; y</code></pre><noscript>js</noscript><table><tr><td>c</td></tr></table><!-- comment --><section><article><header>h</header></article></section><blockquote>q</blockquote></div></body></html>`,
  `<p>a <a href="/x">link</a> and <em>em</em>.</p>`,
];

describe('htmlText', () => {
  it.each(PAGES.map((page, i) => [i, page]))('page %i: the text the patterns gave', (_, page) => {
    expect(htmlText(page)).toBe(byPatterns(page));
  });

  it('keeps stray < and entities as written, drops what an unclosed <svg> holds', () => {
    expect(htmlText('<p>a << b &amp; c</p>')).toBe('a << b &amp; c\n');
    expect(htmlText(`<p>kept</p><svg>${'<'.repeat(1000)}`)).toBe('kept\n');
    expect(htmlText('<'.repeat(100_000))).toBe('<'.repeat(100_000));
  });
});
