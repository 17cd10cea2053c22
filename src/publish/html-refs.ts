/**
 * The start tags of an HTML page that can hold a link, read as a browser's tokenizer reads them
 * (the WHATWG HTML standard, §13.2.5), and nothing else: text is skipped with `indexOf('<')`,
 * other tags are stepped over (quote-aware), comments, `<script>`/`<style>` raw text and
 * `<title>`/`<textarea>` are passed by their ends. Streaming: a page comes in pieces, and a tag
 * cut by a piece's end is read again whole with the next one.
 *
 * Why not a general HTML parser: the link check reads every page of an export (225 MB of HTML at
 * 100,000 pages), and htmlparser2's Parser, which builds every tag's attributes and steps through
 * text one character at a time, took 4 s of the Pages pass's CPU for it (BENCHMARKS.md, Pages).
 * What a link check needs of a page is a handful of tags; this reads those the way a browser does
 * and is checked against htmlparser2 on the same pages in __tests__/html-refs.test.ts.
 */
import { decodeHTMLAttribute } from 'entities';

/** A start tag of interest: its name (lower case) and attributes (names lower case, first wins). */
export type TagHandler = (name: string, attribs: Readonly<Record<string, string>>) => void;

/** Elements whose content is text up to their end tag (raw text and RCDATA). */
const TEXT_ELEMENTS = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'title',
  'textarea',
]);
/** Elements whose content is text to the end of the page. */
const PLAINTEXT = 'plaintext';
/**
 * A tag cut by the end of a piece is kept to be read whole with the next; one longer than this
 * (an attribute value whose quote never closes) is read as text, as its `<` then is.
 */
const MAX_TAG = 1024 * 1024;

/** Held characters past which the next reading waits until they have doubled. */
const WAIT_BEYOND = 4096;

/** HTML's ASCII whitespace: tab, LF, FF, CR, space. */
function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}

/** Where a tag ends and what it holds, or `undefined` when the piece ends first. */
interface Tag {
  readonly name: string;
  /** Its attributes, only for a tag that was asked for. */
  readonly attribs: Record<string, string> | undefined;
  /** Index just past its `>`. */
  readonly end: number;
}

/** What the scanner is inside of between pieces. */
type Mode =
  | { kind: 'data' }
  | { kind: 'comment' }
  | { kind: 'bogus' }
  | { kind: 'text'; element: string }
  | { kind: 'plaintext' };

/** Reads the tags named in `wanted` from a page given in pieces. */
export class HtmlRefScanner {
  private mode: Mode = { kind: 'data' };
  /** The unread end of the previous pieces (a cut tag, or the possible start of an end tag). */
  private rest: string[] = [];
  private restLength = 0;
  /**
   * Characters to gather before reading again: a long cut tag is read again only once what is
   * held has doubled, so a tag cut many times costs a few readings, not one per piece.
   */
  private waitFor = 0;

  constructor(
    private readonly wanted: ReadonlySet<string>,
    private readonly onTag: TagHandler,
  ) {}

  /** Starts a new page. */
  reset(): void {
    this.mode = { kind: 'data' };
    this.rest = [];
    this.restLength = 0;
    this.waitFor = 0;
  }

  /** Reads a piece of the page. */
  write(piece: string): void {
    this.rest.push(piece);
    this.restLength += piece.length;
    if (this.restLength < this.waitFor) return;
    const text = this.rest.join('');
    const left = text.slice(this.scan(text, false));
    this.rest = left ? [left] : [];
    this.restLength = left.length;
    this.waitFor = left.length > WAIT_BEYOND ? left.length * 2 : 0;
  }

  /** Ends the page: a tag still cut is not a tag (a browser reads it as text, and so here). */
  end(): void {
    if (this.restLength > 0) this.scan(this.rest.join(''), true);
    this.reset();
  }

  /** Reads `text` from the start; returns how far it got (the rest waits for the next piece). */
  private scan(text: string, last: boolean): number {
    let i = 0;
    while (i < text.length) {
      const mode = this.mode;
      const next = this.step(text, i, last);
      // No step forward in the same mode: what is left waits for the next piece.
      if (next === undefined || (next <= i && this.mode === mode)) return i;
      i = next;
    }
    return i;
  }

  /** One step from `i` in the current mode: the next index, or undefined to wait for more. */
  private step(text: string, i: number, last: boolean): number | undefined {
    switch (this.mode.kind) {
      case 'plaintext':
        return text.length;
      case 'comment':
        return this.inComment(text, i, last);
      case 'bogus':
        return this.inBogus(text, i);
      case 'text':
        return this.inText(text, i, this.mode.element, last);
      default:
        return this.inData(text, i, last);
    }
  }

  /** Past the comment's `-->`, or to the piece's end keeping what could start it. */
  private inComment(text: string, i: number, last: boolean): number | undefined {
    const end = text.indexOf('-->', i);
    if (end >= 0) {
      this.mode = { kind: 'data' };
      return end + 3;
    }
    return last ? text.length : keepTail(text, i, 2);
  }

  /** Past a bogus comment's `>` (`<!doctype …>`, `<?xml …?>`, `</1>`), or to the piece's end. */
  private inBogus(text: string, i: number): number {
    const end = text.indexOf('>', i);
    if (end < 0) return text.length;
    this.mode = { kind: 'data' };
    return end + 1;
  }

  /** To the end tag of a raw text element (`</script` then a space, `/` or `>`). */
  private inText(text: string, i: number, element: string, last: boolean): number | undefined {
    let from = i;
    for (;;) {
      const lt = text.indexOf('</', from);
      if (lt < 0 || lt + 2 + element.length >= text.length) {
        if (last) return text.length;
        return keepTail(text, i, element.length + 2, lt < 0 ? undefined : lt);
      }
      const name = text.slice(lt + 2, lt + 2 + element.length).toLowerCase();
      const after = text.charCodeAt(lt + 2 + element.length);
      if (name === element && (isSpace(after) || after === 0x2f || after === 0x3e)) {
        this.mode = { kind: 'data' };
        return lt;
      }
      from = lt + 2;
    }
  }

  /** Text up to the next `<`, then what it starts. */
  private inData(text: string, i: number, last: boolean): number | undefined {
    const lt = text.indexOf('<', i);
    if (lt < 0) return text.length;
    if (lt + 1 >= text.length) return last ? text.length : lt;
    const c = text.charCodeAt(lt + 1);
    if (c === 0x21) return this.markup(text, lt, last);
    if (c === 0x3f) return this.bogus(lt + 2);
    if (c === 0x2f) return this.endTag(text, lt, last);
    if (!isAsciiLetter(c)) return lt + 1;
    const tag = readTag(text, lt + 1, this.wanted);
    if (!tag) return this.cut(text, lt, last);
    if (tag.attribs) this.onTag(tag.name, tag.attribs);
    if (TEXT_ELEMENTS.has(tag.name)) this.mode = { kind: 'text', element: tag.name };
    if (tag.name === PLAINTEXT) this.mode = { kind: 'plaintext' };
    return tag.end;
  }

  /** `<!`: a comment (`<!--`, with the short forms `<!-->` and `<!--->`), else a bogus one. */
  private markup(text: string, lt: number, last: boolean): number | undefined {
    const head = text.slice(lt, lt + 4);
    if (head === '<!--') {
      if (text.startsWith('>', lt + 4)) return lt + 5;
      if (text.startsWith('->', lt + 4)) return lt + 6;
      if (!last && text.length < lt + 6) return lt;
      this.mode = { kind: 'comment' };
      return lt + 4;
    }
    if (!last && '<!--'.startsWith(head)) return lt;
    return this.bogus(lt + 2);
  }

  /** `</`: an end tag (its attributes are read to find its `>`, then dropped), `</>`, or bogus. */
  private endTag(text: string, lt: number, last: boolean): number | undefined {
    if (lt + 2 >= text.length) return last ? text.length : lt;
    const c = text.charCodeAt(lt + 2);
    if (c === 0x3e) return lt + 3;
    if (!isAsciiLetter(c)) return this.bogus(lt + 2);
    const tag = readTag(text, lt + 2, undefined);
    return tag ? tag.end : this.cut(text, lt, last);
  }

  /** Enters a bogus comment whose body starts at `from`. */
  private bogus(from: number): number {
    this.mode = { kind: 'bogus' };
    return from;
  }

  /** A tag cut by the piece's end: wait at its `<` for the next piece, unless last or too long. */
  private cut(text: string, lt: number, last: boolean): number | undefined {
    return last || text.length - lt > MAX_TAG ? lt + 1 : lt;
  }
}

/**
 * Where to stop reading `text` when what is sought may start in its last `keep` characters
 * (from `from` on, or from `candidate` when one has begun there): undefined keeps it all.
 */
function keepTail(
  text: string,
  from: number,
  keep: number,
  candidate?: number,
): number | undefined {
  const stop = Math.max(from, text.length - keep, candidate ?? 0);
  return stop === from ? undefined : stop;
}

/**
 * The tag whose name starts at `start`, read to its `>`; its attributes are kept only when its
 * name is in `wanted`. Undefined when the text ends first.
 */
function readTag(
  text: string,
  start: number,
  wanted: ReadonlySet<string> | undefined,
): Tag | undefined {
  let i = start;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === 0x2f || c === 0x3e) break;
    i++;
  }
  const name = text.slice(start, i).toLowerCase();
  // Only a wanted tag's attributes are kept: every other tag is stepped over without an object.
  const attribs = wanted?.has(name) ? (Object.create(null) as Record<string, string>) : undefined;
  const end = readAttributes(text, i, attribs);
  return end === undefined ? undefined : { name, attribs, end };
}

/**
 * Reads attributes from `i` to the tag's `>` (into `into` when given; names in lower case, values
 * entity-decoded, the first of a name kept): the index past the `>`, or undefined when the text
 * ends first.
 */
function readAttributes(
  text: string,
  from: number,
  into: Record<string, string> | undefined,
): number | undefined {
  let i = from;
  const n = text.length;
  for (;;) {
    while (i < n && (isSpace(text.charCodeAt(i)) || text.charCodeAt(i) === 0x2f)) i++;
    if (i >= n) return undefined;
    if (text.charCodeAt(i) === 0x3e) return i + 1;
    // A name runs to a space, `/`, `>` or `=`; an `=` first is part of it.
    const nameStart = i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (isSpace(c) || c === 0x2f || c === 0x3e || c === 0x3d) break;
      i++;
    }
    const name = text.slice(nameStart, i);
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (i >= n) return undefined;
    let value = '';
    if (text.charCodeAt(i) === 0x3d) {
      const read = readValue(text, i + 1);
      if (!read) return undefined;
      ({ value, end: i } = read);
    }
    if (into) {
      const key = name.toLowerCase();
      if (!(key in into)) into[key] = value.includes('&') ? decodeHTMLAttribute(value) : value;
    }
  }
}

/** An attribute's value after its `=`: quoted, unquoted or empty (`=>`). */
function readValue(text: string, from: number): { value: string; end: number } | undefined {
  let i = from;
  const n = text.length;
  while (i < n && isSpace(text.charCodeAt(i))) i++;
  if (i >= n) return undefined;
  const q = text.charCodeAt(i);
  if (q === 0x22 || q === 0x27) {
    const close = text.indexOf(q === 0x22 ? '"' : "'", i + 1);
    return close < 0 ? undefined : { value: text.slice(i + 1, close), end: close + 1 };
  }
  if (q === 0x3e) return { value: '', end: i };
  const start = i;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === 0x3e) break;
    i++;
  }
  return i >= n ? undefined : { value: text.slice(start, i), end: i };
}
