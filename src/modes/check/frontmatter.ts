/**
 * A page's frontmatter, read as the vendor's cloud reads it: `@mintlify/common` (1.0.1183, the
 * last version whose dependencies are all published) parses it with `front-matter` 4.0.2 (pinned
 * the same here), which loads the YAML with its own `js-yaml` 3.x in safe mode. `serialize`'s own
 * reader (`vfile-matter` on the `yaml` package) is stricter: it refuses a double-quoted value
 * continued at column 0, which the cloud publishes (polarsource/polar's pages), so `serialize` is
 * handed the body this reader leaves. Runs on the parser thread.
 */
import frontMatterModule from 'front-matter';

/**
 * The package is CommonJS whose `module.exports` is the reader itself, while its types declare it
 * as a default export: from an ES module the default import is the function (as the vendor reads it).
 */
const frontMatter = frontMatterModule as unknown as (source: string) => {
  attributes: unknown;
  body: string;
  bodyBegin: number;
};

/** The page split as the vendor's reader splits it. */
export interface PageParts {
  /** The page after the frontmatter block (the whole page when it has none). */
  readonly body: string;
  /** How many lines of the file come before the body's first line. */
  readonly offset: number;
  /** `public: true`: a page open to everyone on a site with authentication. */
  readonly publicPage: boolean;
}

/** Where the YAML reader stopped, in the file's own lines and columns (1-based). */
export interface FrontmatterError {
  readonly line: number;
  readonly column: number;
  /** The reader's reason, without its code frame (which quotes the page). */
  readonly reason: string;
}

/** The page's body and line offset, or where its frontmatter's YAML is refused. */
export function readFrontmatter(source: string): PageParts | FrontmatterError {
  try {
    const parts = frontMatter(source);
    const attributes = parts.attributes as { public?: unknown } | null;
    const publicPage = typeof attributes === 'object' && attributes?.public === true;
    return { body: parts.body, offset: parts.bodyBegin - 1, publicPage };
  } catch (err) {
    const e = err as {
      reason?: string;
      message?: string;
      mark?: { line?: number; column?: number };
    };
    const start = yamlStart(source);
    const line = e.mark?.line ?? 0;
    const column = (e.mark?.column ?? 0) + 1;
    return {
      line: start.line + line,
      column: line === 0 ? start.column + column - 1 : column,
      reason: e.reason ?? (e.message ?? String(err)).split('\n')[0] ?? String(err),
    };
  }
}

/**
 * Where the YAML text `front-matter` hands its loader begins (its first line is the opening
 * `---`; the text after it is trimmed of leading white space): js-yaml counts from there.
 * A plain scan, no pattern.
 */
function yamlStart(source: string): { line: number; column: number } {
  let index = source.indexOf('\n');
  if (index < 0) return { line: 1, column: 1 };
  let line = 2;
  let column = 1;
  for (index += 1; index < source.length; index++) {
    const char = source[index] ?? '';
    if (char.trim() !== '') break;
    if (char === '\n') {
      line++;
      column = 1;
    } else if (char !== '\r') {
      column++;
    }
  }
  return { line, column };
}
