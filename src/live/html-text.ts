/**
 * What a live page served as HTML says, as text lines for the comparison (src/live/prose.ts):
 * read by htmlparser2's tokenizer, never by regular expressions, so a page of any shape is read in
 * one pass.
 */
import { Parser } from 'htmlparser2';

/** Elements whose content is not text a reader sees. */
const HIDDEN = new Set(['head', 'script', 'style', 'noscript', 'svg']);
/** Elements whose (written) end tag ends a line. */
const BLOCK_ENDS = new Set(
  'p div h1 h2 h3 h4 h5 h6 li pre blockquote tr section article header'.split(' '),
);

/**
 * HTML as text lines: head, scripts, styles and SVG dropped, block ends and `<br>` as line
 * breaks, `<h1>` as `# `; entities left as written (the comparison decodes them). Read by
 * htmlparser2's tokenizer, in one pass whatever the page holds (regular expressions took minutes
 * over unclosed tags).
 */
export function htmlText(html: string): string {
  const out: string[] = [];
  // Runs of text that follow each other in the page are kept as one range and sliced once: two
  // million one-character texts (`<<<…`) kept apart cost several times the parse.
  let from = -1;
  let to = -1;
  const flush = (): void => {
    if (from >= 0) out.push(html.slice(from, to));
    from = -1;
  };
  const parser = new Parser(
    {
      onopentagname(name) {
        if (HIDDEN.has(name)) hidden += 1;
        else if (hidden === 0 && name === 'h1') mark('\n# ');
        else if (hidden === 0 && name === 'br') mark('\n');
      },
      onclosetag(name, implied) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (hidden === 0 && !implied && BLOCK_ENDS.has(name)) mark('\n');
      },
      ontext(text) {
        if (hidden > 0) return;
        // The text is the page's own characters (entities left as written), up to `endIndex`.
        const end = parser.endIndex + 1;
        if (from >= 0 && end - text.length !== to) flush();
        if (from < 0) from = end - text.length;
        to = end;
      },
    },
    { decodeEntities: false },
  );
  let hidden = 0;
  const mark = (text: string): void => {
    flush();
    out.push(text);
  };
  parser.end(html);
  flush();
  return out.join('').replace(/\n\s*\n+/g, '\n');
}
