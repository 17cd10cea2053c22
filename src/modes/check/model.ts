/** What `mode: check` finds and how its parts talk to each other (types and names only). */

/** The vendor's parsers the check runs, pinned in package.json (a test keeps the two equal). */
export const PARSER_VERSIONS = {
  '@mintlify/mdx': '4.0.6',
  '@mdx-js/mdx': '3.1.1',
  '@mintlify/validation': '0.1.878',
} as const;

/** Which rule a finding comes from. */
export type Rule =
  | 'mdx-parse'
  | 'frontmatter'
  | 'snippet-import'
  | 'docs-json'
  | 'file-size'
  | 'file-type'
  | 'mintignore'
  | 'openapi-url';

/** One problem, at a file's line and column (1-based). */
export interface Finding {
  /** Path relative to the repository root, `/`-separated. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly severity: 'error' | 'warning';
  readonly rule: Rule;
  /** One line naming what is wrong (the annotation's title). */
  readonly title: string;
  /** The parser's message, or the rule's words (outside text: printed inert). */
  readonly message: string;
  /** Whether the file was already broken before this PR (a file the PR did not touch). */
  readonly before: boolean;
  /** The offending line, cut (outside text). */
  readonly excerpt?: string;
  /** What it means and how to fix it, in plain words. */
  readonly hint?: string;
}

/** The findings file's shape (the `findings-file` output). */
export interface CheckReport {
  readonly versions: Readonly<Record<string, string>>;
  readonly findings: readonly Finding[];
}

/** One page for the compiler. */
export interface PageJob {
  readonly kind: 'page';
  /** Repository path, for messages. */
  readonly file: string;
  readonly source: string;
}

/** docs.json for the vendor's schema. */
export interface DocsJsonJob {
  readonly kind: 'docs-json';
  readonly file: string;
  readonly source: string;
  /** The docs folder (absolute), where its `$ref`s lead. */
  readonly root: string;
}

/** A job for the parser thread. */
export type ParseJob = PageJob | DocsJsonJob;

/** A problem the parsers report, before the run decides its severity. */
export interface RawProblem {
  readonly rule: Rule;
  readonly line: number;
  readonly column: number;
  readonly title: string;
  readonly message: string;
  /** A warning whatever the file (a rule that cannot tell for sure). */
  readonly warningOnly?: boolean;
  /** What it means and how to fix it, in plain words (from the parser's rule id). */
  readonly hint?: string;
}

/** An import a page makes (its specifier and where). */
export interface PageImport {
  readonly specifier: string;
  readonly line: number;
  readonly column: number;
}

/** What the parsers say of one file. */
export interface ParseResult {
  readonly problems: readonly RawProblem[];
  /** The page's ESM imports (pages only). */
  readonly imports: readonly PageImport[];
  /** What the page links or shows (`specifier`: the URL as written; pages only). */
  readonly refs?: readonly PageImport[];
}
