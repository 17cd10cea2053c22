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
 * and is checked against htmlparser2 on the same pages in __tests__/html-refs.test.ts. With slots
 * (the link check's five attributes) no string is made of any other name or value, and reading a
 * tag makes no object: a record per tag and a string per attribute were a third of its CPU.
 */
import { decodeHTMLAttribute } from 'entities';

/** A start tag of interest: its name (lower case) and attributes (names lower case, first wins). */
export type TagHandler = (name: string, attribs: Readonly<Record<string, string>>) => void;

/**
 * A start tag of interest read with slots: its name (lower case) and the values of the slots'
 * attributes in their order, undefined where the tag has none (first wins). The array is the
 * scanner's own, refilled for the next tag: read it during the call.
 */
export type SlotHandler = (name: string, values: readonly (string | undefined)[]) => void;

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

/** What the scanner is inside of between pieces. */
type Mode =
  | { kind: 'data' }
  | { kind: 'comment' }
  | { kind: 'bogus' }
  | { kind: 'text'; element: string }
  | { kind: 'plaintext' };

/**
 * Reads the tags named in `wanted` from a page given in pieces: every attribute of theirs into a
 * record, or with `slots` only the attributes named there, into an array in that order (the
 * others are stepped over without a string made for them, and no object is made per tag).
 */
export class HtmlRefScanner {
  private mode: Mode = { kind: 'data' };
  private readonly reader: TagReader;
  private readonly emit: (name: string) => void;
  /** The unread end of the previous pieces (a cut tag, or the possible start of an end tag). */
  private rest: string[] = [];
  private restLength = 0;
  /**
   * Characters to gather before reading again: a long cut tag is read again only once what is
   * held has doubled, so a tag cut many times costs a few readings, not one per piece.
   */
  private waitFor = 0;

  constructor(wanted: ReadonlySet<string>, onTag: TagHandler);
  constructor(wanted: ReadonlySet<string>, onTag: SlotHandler, slots: readonly string[]);
  constructor(
    wanted: ReadonlySet<string>,
    onTag: TagHandler | SlotHandler,
    slots?: readonly string[],
  ) {
    const reader = new TagReader(wanted, slots);
    this.reader = reader;
    this.emit = slots
      ? (name) => (onTag as SlotHandler)(name, reader.values)
      : (name) => (onTag as TagHandler)(name, reader.attribs);
  }

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
    const reader = this.reader;
    const end = reader.startTag(text, lt + 1);
    if (end < 0) return this.cut(text, lt, last);
    const name = reader.name;
    if (name === undefined) return end;
    if (reader.wantedTag) this.emit(name);
    if (TEXT_ELEMENTS.has(name)) this.mode = { kind: 'text', element: name };
    if (name === PLAINTEXT) this.mode = { kind: 'plaintext' };
    return end;
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
    const end = this.reader.endTag(text, lt + 2);
    return end < 0 ? this.cut(text, lt, last) : end;
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

/** Lower-case names, found in a text without making a string of it. */
class NameSet {
  /** Indexes into `names`, by name length. */
  private readonly byLength: number[][] = [];

  constructor(readonly names: readonly string[]) {
    names.forEach((name, index) => (this.byLength[name.length] ??= []).push(index));
  }

  /**
   * The index of the name that `text` spells from `start` to `end`, its ASCII letters in either
   * case (HTML lowercases tag and attribute names in ASCII only), or -1.
   */
  find(text: string, start: number, end: number): number {
    const candidates = this.byLength[end - start];
    if (!candidates) return -1;
    next: for (const index of candidates) {
      const name = this.names[index] as string;
      for (let k = 0; k < name.length; k++) {
        const c = text.charCodeAt(start + k);
        if ((c >= 0x41 && c <= 0x5a ? c | 0x20 : c) !== name.charCodeAt(k)) continue next;
      }
      return index;
    }
    return -1;
  }
}

/**
 * Reads one tag to its `>`. Only what was asked for becomes a string: the name when it is wanted
 * or changes what follows (raw text, plaintext), and the attributes of a wanted tag (all of them
 * into a record, or the slots' into their places). Results are left in its fields, so stepping
 * over a tag allocates nothing.
 */
class TagReader {
  /** The tag's name when it is one the scanner acts on, else undefined. */
  name: string | undefined;
  /** The tag is wanted: its attributes were read. */
  wantedTag = false;
  /** Of each name of `names`: whether it is wanted. */
  private readonly wantedAt: readonly boolean[];
  /** Without slots: the wanted tag's attributes. */
  attribs: Record<string, string> = Object.create(null) as Record<string, string>;
  /** With slots: the wanted tag's values of the slots' attributes, reused for every tag. */
  readonly values: (string | undefined)[];
  private readonly names: NameSet;
  private readonly slots: NameSet | undefined;
  private valueStart = 0;
  private valueEnd = 0;

  constructor(wanted: ReadonlySet<string>, slots: readonly string[] | undefined) {
    this.names = new NameSet([...new Set([...wanted, ...TEXT_ELEMENTS, PLAINTEXT])]);
    this.wantedAt = this.names.names.map((name) => wanted.has(name));
    this.slots = slots ? new NameSet(slots) : undefined;
    this.values = slots ? slots.map(() => undefined) : [];
  }

  /** The start tag whose name starts at `start`: the index past its `>`, or -1 if cut. */
  startTag(text: string, start: number): number {
    const nameEnd = tagNameEnd(text, start);
    const found = this.names.find(text, start, nameEnd);
    this.name = found < 0 ? undefined : this.names.names[found];
    this.wantedTag = found >= 0 && this.wantedAt[found] === true;
    if (!this.wantedTag) return this.attributes(text, nameEnd, false);
    if (this.slots) {
      // A loop, not fill(): five stores are cheaper than the builtin's call, once per wanted tag.
      for (let k = 0; k < this.values.length; k++) this.values[k] = undefined;
    } else {
      this.attribs = Object.create(null) as Record<string, string>;
    }
    return this.attributes(text, nameEnd, true);
  }

  /**
   * The end tag whose name starts at `start`, its attributes only passed: the index past its `>`,
   * or -1 if cut. `name` and `wantedTag` stay {@link startTag}'s.
   */
  endTag(text: string, start: number): number {
    return this.attributes(text, tagNameEnd(text, start), false);
  }

  /**
   * Reads attributes from `i` to the tag's `>` (kept when `keep`; names in lower case, values
   * entity-decoded, the first of a name kept): the index past the `>`, or -1 when the text ends
   * first.
   */
  private attributes(text: string, from: number, keep: boolean): number {
    let i = from;
    const n = text.length;
    for (;;) {
      while (i < n && (isSpace(text.charCodeAt(i)) || text.charCodeAt(i) === 0x2f)) i++;
      if (i >= n) return -1;
      if (text.charCodeAt(i) === 0x3e) return i + 1;
      // A name runs to a space, `/`, `>` or `=`; an `=` first is part of it.
      const nameStart = i++;
      while (i < n) {
        const c = text.charCodeAt(i);
        if (isSpace(c) || c === 0x2f || c === 0x3e || c === 0x3d) break;
        i++;
      }
      const nameEnd = i;
      while (i < n && isSpace(text.charCodeAt(i))) i++;
      if (i >= n) return -1;
      this.valueStart = this.valueEnd = i;
      if (text.charCodeAt(i) === 0x3d) {
        i = this.value(text, i + 1);
        if (i < 0) return -1;
      }
      if (keep) this.keepAttribute(text, nameStart, nameEnd);
    }
  }

  /** Keeps the attribute just read (its value at valueStart..valueEnd) unless one came first. */
  private keepAttribute(text: string, nameStart: number, nameEnd: number): void {
    if (this.slots) {
      const slot = this.slots.find(text, nameStart, nameEnd);
      if (slot >= 0 && this.values[slot] === undefined) this.values[slot] = this.valueText(text);
      return;
    }
    const key = text.slice(nameStart, nameEnd).toLowerCase();
    if (this.attribs[key] === undefined) this.attribs[key] = this.valueText(text);
  }

  /** The value just read, entity-decoded. */
  private valueText(text: string): string {
    const value = text.slice(this.valueStart, this.valueEnd);
    return value.includes('&') ? decodeHTMLAttribute(value) : value;
  }

  /**
   * An attribute's value after its `=` (quoted, unquoted or empty: `=>`), left in
   * valueStart..valueEnd: the index past it, or -1 when the text ends first.
   */
  private value(text: string, from: number): number {
    let i = from;
    const n = text.length;
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (i >= n) return -1;
    const q = text.charCodeAt(i);
    if (q === 0x22 || q === 0x27) {
      const close = text.indexOf(q === 0x22 ? '"' : "'", i + 1);
      if (close < 0) return -1;
      this.valueStart = i + 1;
      this.valueEnd = close;
      return close + 1;
    }
    this.valueStart = i;
    if (q === 0x3e) {
      this.valueEnd = i;
      return i;
    }
    while (i < n) {
      const c = text.charCodeAt(i);
      if (isSpace(c) || c === 0x3e) break;
      i++;
    }
    this.valueEnd = i;
    return i >= n ? -1 : i;
  }
}

/** Where a tag name that starts at `start` ends: a space, `/`, `>` or the text's end. */
function tagNameEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === 0x2f || c === 0x3e) break;
    i++;
  }
  return i;
}
