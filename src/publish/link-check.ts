/**
 * The link check of an export bundle, fed by the bundle walk's single pass (publish/bundle-walk.ts):
 * every file path of the bundle, and the bytes of every `.html` entry as they are inflated. No
 * second read, no site folder, no network.
 *
 * The page is read by publish/html-refs.ts, which reads the few tags that hold a link as the HTML
 * standard's tokenizer does (comments, raw text and attribute quoting included) and steps over
 * the rest; it took this pass from 4 s to under 1 s of CPU at 100,000 pages, where htmlparser2's
 * Parser, used before, built every tag and stepped through text one character at a time. One
 * scanner is reused for every page (`reset()`): entries of a tar come one after the other.
 * The bundled action runs this class on the download's helper thread (publish/link-thread.ts,
 * publish/link-worker.ts), fed the same events in the same order; from the sources (unit tests)
 * it runs on the walk's thread.
 *
 * References read: `a[href]`, `link[href]`, `script[src]`, `img[src]`/`[srcset]`,
 * `source[src]`/`[srcset]`, `iframe[src]`, `meta[http-equiv=refresh]` (its `url=`), resolved
 * against `<base href>` when the page has one, else the page's own path. Internal means relative,
 * root-relative or absolute on the exported `domain` (any port, http or https); other hosts and
 * `mailto:`, `tel:`, `javascript:`, `data:`, … are not checked. A target is resolved as a static
 * host does: query and fragment stripped, percent-decoded, then the exact file, `X.html`, and
 * `X/index.html` (only `X/index.html` for `X/`).
 *
 * Memory: file paths are held as 64-bit fingerprints in one typed array (publish/path-table.ts,
 * 8 bytes a file); a reference is checked at once against the files seen so
 * far, and only targets not found yet are kept, once each, with a count and at most
 * {@link PAGES_PER_TARGET} referring pages; a file that arrives later settles the targets it
 * answers (so a waiting target needs no lookup when it is referred to again). Targets still
 * unknown at the end of the archive are the broken ones.
 */
import { StringDecoder } from 'node:string_decoder';
import { HtmlRefScanner } from './html-refs.js';
import { PathTable, RecentPaths } from './path-table.js';

/** Pages kept per broken target, for the summary. */
export const PAGES_PER_TARGET = 3;

/** A target no file of the bundle answers. */
export interface BrokenLink {
  /** Root-relative, decoded, without query or fragment: `/guides/missing`. */
  target: string;
  /** References to it in all (every attribute counted). */
  references: number;
  /** Up to {@link PAGES_PER_TARGET} pages that refer to it, root-relative (`/guides/a.html`). */
  pages: string[];
}

/** What the link check found. */
export interface LinkCheckResult {
  /** HTML pages tokenized. */
  pages: number;
  /** Bytes of HTML given to the tokenizer. */
  htmlBytes: number;
  /** Internal references read (every occurrence). */
  references: number;
  /** Distinct broken targets, most-referenced first (then by target). */
  broken: BrokenLink[];
}

/**
 * The attributes the check reads, in the scanner's slots (publish/html-refs.ts makes strings of
 * these only: a page's `class`, `rel` or `id` values are stepped over).
 */
const SLOTS = ['href', 'src', 'srcset', 'http-equiv', 'content'] as const;
const HREF = 0;
const SRC = 1;
const SRCSET = 2;
const HTTP_EQUIV = 3;
const CONTENT = 4;

/** Tags and the slot of theirs that holds one URL. */
const URL_ATTRIBUTES: ReadonlyMap<string, number> = new Map([
  ['a', HREF],
  ['link', HREF],
  ['script', SRC],
  ['img', SRC],
  ['source', SRC],
  ['iframe', SRC],
]);
/** The characters of a plain path: unreserved, sub-delims, `@` and `/` (RFC 3986). */
const PATH_CHARS = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~!$&'()*+,;=@/-") {
  PATH_CHARS[c.charCodeAt(0)] = 1;
}

/**
 * Whether `value` from `from` on is a path the URL parser would leave as it is: not empty, not
 * `//` (a host), only {@link PATH_CHARS} (no scheme, query, fragment, escape or backslash), no
 * `.` or `..` segment. One pass over the characters: it runs for every reference of every page.
 */
function isPlainPath(value: string, from: number): boolean {
  const n = value.length;
  if (n <= from || (value.charCodeAt(from) === 0x2f && value.charCodeAt(from + 1) === 0x2f)) {
    return false;
  }
  let segment = from;
  let dots = 0;
  for (let i = from; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c >= 128 || PATH_CHARS[c] === 0) return false;
    if (c === 0x2f) {
      if (dots > 0 && dots <= 2 && dots === i - segment) return false;
      segment = i + 1;
      dots = 0;
    } else if (c === 0x2e) dots++;
  }
  return !(dots > 0 && dots <= 2 && dots === n - segment);
}

/** Slots of the cache of targets found lately (a power of two; 8 bytes each). */
const RECENT_TARGETS = 8192;

/** The tags the check reads: those holding a URL, `<base>` and `<meta>` (a refresh). */
const TAGS: ReadonlySet<string> = new Set([...URL_ATTRIBUTES.keys(), 'base', 'meta']);

/** Tags whose `srcset` holds URLs. */
const SRCSET_TAGS = new Set(['img', 'source']);

interface Pending {
  references: number;
  pages: string[];
}

/**
 * Collects the bundle's files and the references of its pages; {@link result} resolves what is
 * left once the archive has ended.
 */
export class LinkCheck {
  /** Every file's relative path, by fingerprint. */
  private readonly files = new PathTable();
  /** Targets found lately ({@link RECENT_TARGETS} slots), answered without the variants' lookups. */
  private readonly recent = new RecentPaths(RECENT_TARGETS);
  /** Targets not found among the files seen so far. */
  private readonly pending = new Map<string, Pending>();
  private readonly parser: HtmlRefScanner;
  private readonly decoder = new StringDecoder('utf8');
  private readonly origin: string;
  private readonly plainOrigin: string;
  private page = '';
  /** The page's folder with a trailing `/` (`''` at the root), for the fast path. */
  private folder = '';
  /** The page's own URL, or its `<base href>`; made when first needed (most pages never do). */
  private baseUrl: URL | undefined;
  /** The page has a `<base href>`: every reference takes the URL parser. */
  private based = false;
  private pages = 0;
  private htmlBytes = 0;
  private references = 0;

  /** `domain` is the exported hostname; references to it are internal. */
  constructor(private readonly domain: string) {
    this.origin = `https://${domain}`;
    this.plainOrigin = `http://${domain}`;
    this.parser = new HtmlRefScanner(TAGS, (name, values) => this.onTag(name, values), SLOTS);
  }

  /** Targets not answered by any file so far (what the check holds while walking). */
  get waiting(): number {
    return this.pending.size;
  }

  /** Records a file of the bundle (path as the archive spells it). */
  addFile(path: string): void {
    const rel = relativePath(path);
    this.files.add(rel);
    if (this.pending.size > 0) this.settle(rel);
  }

  /** Starts tokenizing the page at `path` (which {@link addFile} has recorded). */
  startPage(path: string): void {
    this.page = relativePath(path);
    this.folder = this.page.slice(0, this.page.lastIndexOf('/') + 1);
    this.based = false;
    this.baseUrl = undefined;
    this.pages++;
    this.parser.reset();
  }

  /** Feeds a piece of the current page. */
  write(chunk: Buffer): void {
    this.htmlBytes += chunk.length;
    this.parser.write(this.decoder.write(chunk));
  }

  /** Ends the current page. */
  endPage(): void {
    this.parser.write(this.decoder.end());
    this.parser.end();
  }

  /** The broken targets, once every file has been recorded. */
  result(): LinkCheckResult {
    const broken: BrokenLink[] = [];
    for (const [target, ref] of this.pending) {
      if (this.resolves(target)) continue;
      broken.push({ target: `/${target}`, references: ref.references, pages: ref.pages });
    }
    broken.sort((a, b) => b.references - a.references || (a.target < b.target ? -1 : 1));
    return {
      pages: this.pages,
      htmlBytes: this.htmlBytes,
      references: this.references,
      broken,
    };
  }

  /** A tag the scanner read: its URL attributes are references (`<base>` sets their base). */
  private onTag(name: string, values: readonly (string | undefined)[]): void {
    const slot = URL_ATTRIBUTES.get(name);
    if (slot !== undefined) {
      const url = values[slot];
      if (url !== undefined) this.reference(url);
      const srcset = values[SRCSET];
      if (srcset !== undefined && SRCSET_TAGS.has(name)) {
        for (const each of srcsetUrls(srcset)) this.reference(each);
      }
    } else if (name === 'base') {
      const href = values[HREF];
      if (href !== undefined) {
        const base = this.base();
        this.baseUrl = parseUrl(href, base) ?? base;
        this.based = true;
      }
    } else if (name === 'meta' && values[HTTP_EQUIV]?.trim().toLowerCase() === 'refresh') {
      const url = refreshUrl(values[CONTENT] ?? '');
      if (url !== undefined) this.reference(url);
    }
  }

  /** Resolves one attribute value; keeps the target when no file answers it yet. */
  private reference(raw: string): void {
    // Browsers strip leading and trailing ASCII whitespace, and tabs and newlines anywhere.
    const value = raw.trim();
    const from = this.plainFrom(value);
    if (from >= 0) this.internal(value, from === 0 ? this.folder : '', from);
    else {
      const target = this.parsedTarget(value);
      if (target !== undefined) this.internal(target, '', 0);
    }
  }

  /**
   * Counts an internal reference to `prefix` + `path` from `from` on (on the fast paths the page's
   * folder + the value, or the value after its `/`). A target found lately is known by the
   * fingerprint of those parts, so no string is made for it.
   */
  private internal(path: string, prefix: string, from: number): void {
    this.references++;
    if (!this.recent.has(path, prefix, from)) this.lookUp(prefix + path.slice(from));
  }

  /** A target not found lately: waiting already, answered by a file, or kept as waiting. */
  private lookUp(target: string): void {
    // A waiting target is known to be unanswered so far (a file that answers it takes it out of
    // `pending` as it arrives: settle()), so no lookup is needed: a forward link of a sidebar,
    // repeated on every page before its target's file, costs one map lookup.
    const seen = this.pending.get(target);
    if (seen) {
      seen.references++;
      if (seen.pages.length < PAGES_PER_TARGET) {
        const page = `/${this.page}`;
        if (!seen.pages.includes(page)) seen.pages.push(page);
      }
      return;
    }
    if (this.resolves(target)) {
      // A site's sidebar repeats the same targets page after page.
      this.recent.add(target);
      return;
    }
    this.pending.set(target, { references: 1, pages: [`/${this.page}`] });
  }

  /**
   * Fast paths, most references of a site: for a plain path (nothing to decode, strip or
   * normalize; {@link isPlainPath}) that the URL parser would resolve by joining, where its
   * target starts: 0 for a relative one (joined to the page's folder), 1 for a root-relative one,
   * past the `/` after the domain for an absolute URL on the domain (its base does not matter).
   * -1 when it needs the URL parser.
   */
  private plainFrom(value: string): number {
    if (!this.based && isPlainPath(value, 0)) return value.charCodeAt(0) === 0x2f ? 1 : 0;
    const at = this.pathOnDomain(value);
    return at >= 0 && isPlainPath(value, at) ? at + 1 : -1;
  }

  /** Where `/rest` starts in `https://<domain>/rest` or `http://<domain>/rest`, else -1. */
  private pathOnDomain(value: string): number {
    const https = value.startsWith(this.origin);
    if (!https && !value.startsWith(this.plainOrigin)) return -1;
    const at = https ? this.origin.length : this.plainOrigin.length;
    return value.charCodeAt(at) === 0x2f ? at : -1;
  }

  /** The URL references of the current page resolve against. */
  private base(): URL {
    return (this.baseUrl ??= new URL(`/${encodePath(this.page)}`, this.origin));
  }

  /** The decoded path (no leading `/`) of an internal reference, by the URL parser; else undefined. */
  private parsedTarget(value: string): string | undefined {
    const url = parseUrl(value, this.base());
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
    if (url.hostname !== this.domain) return undefined;
    return decodePath(url.pathname).replace(/^\/+/, '');
  }

  /**
   * Forgets the waiting targets the file `rel` answers (itself, `X` for `X.html`, `X` and `X/`
   * for `X/index.html`), so only the targets still unanswered are kept while walking: a page's
   * forward links to pages later in the archive do not pile up.
   */
  private settle(rel: string): void {
    this.pending.delete(rel);
    if (!rel.endsWith('.html')) return;
    this.pending.delete(rel.slice(0, -'.html'.length));
    if (rel === 'index.html' || rel.endsWith('/index.html')) {
      const folder = rel.slice(0, -'index.html'.length);
      this.pending.delete(folder);
      if (folder) this.pending.delete(folder.slice(0, -1));
    }
  }

  /** Whether a static host answers `target` with a file of the bundle. */
  private resolves(target: string): boolean {
    const files = this.files;
    if (target === '' || target.endsWith('/')) return files.has(`${target}index.html`);
    return files.has(target) || files.has(`${target}.html`) || files.has(`${target}/index.html`);
  }
}

/** An empty or `.` segment: what {@link relativePath} removes. */
const LOOSE_SEGMENT = /(?:^|\/)\.?(?:\/|$)/;

/** `./a//b/c.html` → `a/b/c.html`. */
function relativePath(path: string): string {
  // Most archives spell their paths plainly: nothing to split.
  if (!LOOSE_SEGMENT.test(path)) return path;
  return path
    .split('/')
    .filter((p) => p !== '' && p !== '.')
    .join('/');
}

/** A page path as a URL path (each part percent-encoded). */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function parseUrl(value: string, base: URL): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/** Percent-decodes a URL path as a static host does; a malformed escape is left as written. */
function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path.replace(/%[0-9A-Fa-f]{2}/g, (m) => {
      const byte = Number.parseInt(m.slice(1), 16);
      return byte < 0x80 ? String.fromCharCode(byte) : m;
    });
  }
}

/**
 * The URLs of a `srcset`: candidates separated by commas, each a URL and optional descriptors
 * (`a.png 1x, b.png 2x`). A URL may itself hold commas (`data:`), so the split follows the HTML
 * standard: a URL runs to the next whitespace, trailing commas end it.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let i = 0;
  const n = srcset.length;
  while (i < n) {
    while (i < n && /[\s,]/.test(srcset.charAt(i))) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && !/\s/.test(srcset.charAt(i))) i++;
    let url = srcset.slice(start, i);
    if (url.endsWith(',')) {
      url = url.replace(/(?<!,),+$/, '');
    } else {
      // Descriptors up to the next comma outside parentheses.
      let depth = 0;
      while (i < n) {
        const c = srcset.charAt(i);
        if (c === '(') depth++;
        else if (c === ')') depth = Math.max(0, depth - 1);
        else if (c === ',' && depth === 0) break;
        i++;
      }
    }
    if (url) urls.push(url);
  }
  return urls;
}

/** The URL of a refresh `content` (`5; url='/next'`), or undefined when it has none. */
export function refreshUrl(content: string): string | undefined {
  // The delay and `url=` (a prefix: a trailing `(.*)$` made the blanks' quantifiers trade).
  const m = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?/i.exec(content);
  let url = content.slice(m?.[0].length ?? 0).trim();
  if (!url) return undefined;
  const quote = url.charAt(0);
  if (quote === '"' || quote === "'") {
    const end = url.indexOf(quote, 1);
    url = end < 0 ? url.slice(1) : url.slice(1, end);
  }
  return url || undefined;
}
