/** What `mode: check` finds and how its parts talk to each other (types and names only). */

/** The vendor's parsers the check runs, pinned in package.json (a test keeps the two equal). */
export const PARSER_VERSIONS = {
  '@mintlify/mdx': '4.0.6',
  '@mdx-js/mdx': '3.1.1',
  '@mintlify/validation': '0.1.878',
  // The frontmatter reader of @mintlify/common 1.0.1183, the cloud's (./frontmatter.ts).
  'front-matter': '4.0.2',
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
  | 'openapi-url'
  | 'auth-site';

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

/** An import a page makes, or a URL it links or shows (its specifier and where). */
export interface PageImport {
  readonly specifier: string;
  readonly line: number;
  readonly column: number;
  /**
   * A link (markdown link or definition, JSX `href`): readers open the file at its own URL. Absent:
   * an import, or a file the page shows (`src`…), which the cloud's build uploads with the page.
   */
  readonly link?: true;
}

/** What the parsers say of one file. */
export interface ParseResult {
  readonly problems: readonly RawProblem[];
  /** The page's ESM imports (pages only). */
  readonly imports: readonly PageImport[];
  /** What the page links or shows (`specifier`: the URL as written; pages only). */
  readonly refs?: readonly PageImport[];
  /** The page's frontmatter says `public: true` (only a site with authentication reads it). */
  readonly publicPage?: true;
}

// What the MDX compiler's errors mean, in plain words, by the rule id the compiler gives each
// (its structured code, never its message's wording), with the fix users apply in the threads.

/** Plain words per compiler rule id. */
const BY_RULE: Readonly<Record<string, string>> = {
  acorn:
    'In MDX a `{` starts a JavaScript expression, and what follows is not one: a heading ID such as `{#id}`, a brace in prose, or JSON outside a code block. Write `\\{` (or put the text in backticks).',
  'unexpected-character':
    'In MDX a `<` starts a component, and what follows cannot: `<5`, `<=`, an HTML comment `<!-- -->`, an address in angle brackets. Write `&lt;` or `\\<`, or put the text in backticks; write comments as `{/* … */}`.',
  'end-tag-mismatch':
    'A component is opened and never closed, or closed at another level (an indented `</Accordion>` inside a list): close each `<Tag>` with `</Tag>` at the same indentation, or write `<Tag />`.',
  'unexpected-eof':
    'The page ends inside a component or an expression: close the `<Tag>` or `{` it opens.',
  'unexpected-lazy':
    'A component inside a list or a quote continues on a line without the list’s indentation or the quote’s `>`: indent it like the lines before it.',
  'unexpected-closing-slash':
    'A closing tag such as `</details>` has no opening tag before it: remove it or add the opening tag.',
};

/** Whether `text` is one of these plain words (the action's own markdown, safe to show as is). */
export function isPlainWords(text: string): boolean {
  return text === FRONTMATTER_WORDS || Object.values(BY_RULE).includes(text);
}

/** The plain words for `ruleId`, when known. */
export function plainWords(ruleId: string | undefined): string | undefined {
  return ruleId ? BY_RULE[ruleId] : undefined;
}

/** Plain words for bad frontmatter. */
export const FRONTMATTER_WORDS =
  'The frontmatter between the `---` lines is not valid YAML: quote a value that holds `: ` or starts with `{`, `[`, `@`, `*` or a quote, and indent nested keys with spaces.';
