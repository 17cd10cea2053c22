/**
 * One comparison key for a line of prose, whether it comes from the committed MDX file or from the
 * Markdown the live site serves: entities decoded, Markdown escapes and emphasis marks dropped,
 * links reduced to their text, typographic quotes, dashes and ellipses made plain, list, heading
 * and quote markers dropped, white space collapsed. Lossy on purpose: two renderings of the same
 * sentence must meet; a changed sentence must not.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '-',
  mdash: '-',
  hellip: '...',
  lsquo: "'",
  rsquo: "'",
  ldquo: '"',
  rdquo: '"',
};

/** `&amp;`, `&#39;`, `&#x2019;` → their characters; unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * `[text](target)` and `![alt](src)` → `text`, `alt`: what `/!?\[([^\]]*)\]\([^)]*\)/g` replaced,
 * in one pass. That pattern tried every `[` of `[[[[…` up to the same `]` (quadratic); here a `[`
 * whose first `]` is not followed by `(…)` skips every `[` before that `]` too; after a `](` with
 * no `)` left, nothing can match.
 */
export function linkTexts(s: string): string {
  let out = '';
  let at = 0;
  for (let open = s.indexOf('[', at); open >= 0; open = s.indexOf('[', at)) {
    const close = s.indexOf(']', open + 1);
    if (close < 0) break;
    const end = s[close + 1] === '(' ? s.indexOf(')', close + 2) : -1;
    if (end < 0 && s[close + 1] === '(') break; // No `)` left: nothing further can match.
    if (end < 0) {
      out += s.slice(at, close + 1);
      at = close + 1;
      continue;
    }
    const bang = open > at && s[open - 1] === '!' ? 1 : 0;
    out += s.slice(at, open - bang) + s.slice(open + 1, close);
    at = end + 1;
  }
  return out + s.slice(at);
}

/** The comparison key of one line (see the module's comment); empty for a line of no words. */
export function normalizeProse(line: string): string {
  let s = decodeEntities(line);
  s = s
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00a0\u2007\u202f\u200b]/g, ' ');
  // Images keep their alt text, links their text: a link target may be rewritten by the site.
  s = linkTexts(s);
  s = s.replace(/^\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d{1,3}[.)]\s+)+/, '');
  // Markdown escapes: `\*` is `*`; emphasis and code marks themselves are dropped.
  s = s.replace(/\\([\\`*_{}[\]()#+\-.!|<>~"'])/g, '$1').replace(/[*_`]/g, '');
  return s.replace(/\s+/g, ' ').trim();
}
