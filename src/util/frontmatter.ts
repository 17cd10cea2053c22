/**
 * A Markdown page's frontmatter, read as the YAML it is by the maintained `yaml` package: plain,
 * quoted, folded (`>`, `>-`) and literal (`|`) scalars as the site's own build reads them. Bounded
 * for text from outside (a PR's file, a live page): at most {@link MAX_FRONTMATTER_CHARS}, the
 * core schema with no custom tags, few aliases. Bottom layer: the live check, the site's
 * structure check and the API review read frontmatter through it (the one reader).
 */
import { parseDocument } from 'yaml';

/** Longest frontmatter read; a longer one is reported, not read. */
export const MAX_FRONTMATTER_CHARS = 64 * 1024;
/** Aliases expanded at most (a "billion laughs" frontmatter stops here). */
const MAX_ALIASES = 50;

/** A page's frontmatter. */
export interface Frontmatter {
  /** The top-level mapping; undefined without frontmatter or when it could not be read. */
  readonly data?: Readonly<Record<string, unknown>>;
  /** The line the body starts at (0 without frontmatter). */
  readonly bodyStart: number;
  /** Why a frontmatter that is there could not be read (not YAML, not a mapping, too long). */
  readonly problem?: string;
}

/**
 * The frontmatter of a page's whole text (a BOM dropped, CRLF or LF): the one way every reader
 * of frontmatter takes it (the API review's `openapi:`, the structure check's `hidden:`, the live
 * check's title). Past the frontmatter's cap nothing is read, so the rest of a page is not split.
 */
export function frontmatterOf(text: string): Frontmatter {
  const head = text.slice(text.charCodeAt(0) === 0xfeff ? 1 : 0, MAX_FRONTMATTER_CHARS + 16);
  return readFrontmatter(head.split(/\r?\n/));
}

/**
 * The frontmatter of a page split into lines (a BOM already dropped): a first line `---`, up to
 * the next line `---` or `...`. Never throws: what cannot be read is a `problem`.
 */
export function readFrontmatter(lines: readonly string[]): Frontmatter {
  if (lines[0]?.trim() !== '---') return { bodyStart: 0 };
  const end = lines.findIndex((l, i) => i > 0 && /^(?:---|\.\.\.)\s*$/.test(l));
  if (end < 0) return { bodyStart: 0 };
  const source = lines.slice(1, end).join('\n');
  const bodyStart = end + 1;
  if (source.length > MAX_FRONTMATTER_CHARS) {
    return {
      bodyStart,
      problem: `the frontmatter is longer than ${MAX_FRONTMATTER_CHARS} characters`,
    };
  }
  try {
    const doc = parseDocument(source, { schema: 'core', customTags: [], prettyErrors: false });
    const error = doc.errors[0];
    if (error)
      return {
        bodyStart,
        problem: `the frontmatter is not valid YAML (${firstLine(error.message)})`,
      };
    const data: unknown = doc.toJS({ maxAliasCount: MAX_ALIASES });
    if (data === null || data === undefined) return { bodyStart, data: {} };
    if (typeof data !== 'object' || Array.isArray(data)) {
      return { bodyStart, problem: 'the frontmatter is not a YAML mapping' };
    }
    return { bodyStart, data: data as Record<string, unknown> };
  } catch (err) {
    // Too many aliases, or nesting deeper than the stack.
    const message = err instanceof Error ? err.message : String(err);
    return { bodyStart, problem: `the frontmatter could not be read (${firstLine(message)})` };
  }
}

/** The first line of a parser's message, at most 120 characters (it quotes the text). */
function firstLine(message: string): string {
  return (message.split('\n')[0] ?? '').slice(0, 120);
}
