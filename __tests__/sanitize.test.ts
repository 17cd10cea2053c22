import { describe, expect, it } from 'vitest';
import {
  codeBlock,
  details,
  inlineCode,
  inlineText,
  safeUrl,
  stripControl,
  tableCell,
  truncate,
} from '../src/util/sanitize.js';

describe('sanitize', () => {
  it('leaves no raw HTML, live mention, reference or link in inline text', () => {
    const hostile =
      '<img src=x onerror=alert(1)> @everyone see #123 and [click](javascript:alert(1)) https://evil.example www.evil.example | x';
    const out = inlineText(hostile, 1000);
    expect(out).not.toMatch(/<img/);
    expect(out).not.toMatch(/@everyone/);
    expect(out).not.toMatch(/#123/);
    expect(out).not.toMatch(/\]\(/);
    expect(out).not.toMatch(/https:\/\//);
    expect(out).not.toMatch(/www\.evil/);
    expect(out).not.toMatch(/(^|[^\\])\|/);
    expect(out).toContain('&lt;img');
  });

  it('keeps HTML entities intact after markdown escaping', () => {
    expect(inlineText("it's <b> & co")).toBe("it's &lt;b&gt; &amp; co");
  });

  it('puts everything on one line and cuts long text', () => {
    const out = inlineText('a\nb\r\n\tc', 300);
    expect(out).toBe('a b c');
    expect(Array.from(inlineText('x'.repeat(500), 100))).toHaveLength(100);
    expect(truncate('héllo wörld', 5)).toBe('héll…');
  });

  it('cuts at a space near the end rather than inside a word, never past the limit', () => {
    const text = 'how to pick a region when creating a project';
    expect(truncate(text, 22)).toBe('how to pick a region…');
    expect(truncate(text, 20)).toBe('how to pick a…');
    // No space within 20 characters of the cut: the word is cut.
    expect(truncate('a '.repeat(5) + 'b'.repeat(40), 40)).toBe(`a a a a a ${'b'.repeat(29)}…`);
    // A long word with no space in reach is cut in it; a path has none.
    expect(truncate('/api-reference/projects/list-projects', 20)).toBe('/api-reference/proj…');
    for (let max = 1; max < text.length; max++) {
      const out = truncate(text, max);
      expect(Array.from(out).length, out).toBeLessThanOrEqual(max);
      expect(out.endsWith('…')).toBe(true);
      expect(out).not.toMatch(/ …$/);
    }
  });

  it('strips terminal escapes and bidi overrides', () => {
    expect(stripControl('\u001b[31mred\u001b[0m \u202eevil\u0007')).toBe('red evil');
  });

  it('fences code longer than any backtick run inside', () => {
    const block = codeBlock('a ```` b ``` c', 'ts');
    expect(block.startsWith('`````ts\n')).toBe(true);
    expect(block.endsWith('\n`````')).toBe(true);
    expect(codeBlock('x', 'bad lang!')).toBe('```\nx\n```');
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(inlineCode('`x')).toBe('`` `x ``');
  });

  it('accepts only http(s) URLs without credentials', () => {
    expect(safeUrl('https://cdn.example.com/a b(1).png')).toBe(
      'https://cdn.example.com/a%20b%281%29.png',
    );
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'https://u:p@x.io',
      'nope',
      null,
    ]) {
      expect(safeUrl(bad)).toBeUndefined();
    }
  });

  it('renders empty cells as a dash and escapes summaries', () => {
    expect(tableCell(null)).toBe('—');
    expect(details('<b>x</b>', 'body')).toContain('<summary>&lt;b&gt;x&lt;/b&gt;</summary>');
  });
});
