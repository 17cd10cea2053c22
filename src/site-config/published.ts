/**
 * Which repository files the site publishes as pages, as the vendor builds it: `.mdx`/`.md`
 * under the docs folder, except
 * - files under `snippets/` (the vendor: "Any file in the `/snippets/` folder is always a snippet")
 *   or the legacy `_snippets/`, at the docs folder's top; deeper down, such a folder holds files
 *   other pages import ("Snippets are any files imported into another file… does not render as
 *   a standalone page"): a page only when the navigation names it;
 * - the vendor's default ignores (mintlify.com/docs/organize/mintignore: `.git`, `.github`,
 *   `node_modules`, `build`, `tmp`… and `README.md`, `LICENSE.md`, `CHANGELOG.md`,
 *   `CONTRIBUTING.md`), taken at the docs folder's top only and never for a page the navigation
 *   names: sites publish navigation pages under nested `build/` folders;
 * - whatever the docs folder's `.mintignore` lists (gitignore syntax, through the `ignore`
 *   package): an entry whose only file is ignored there is a missing page.
 * Pure, bounded: a `.mintignore` is read in at most {@link MAX_IGNORE_LINES} lines of at most
 * {@link MAX_IGNORE_LINE} characters, and paths longer than {@link MAX_TESTED_PATH} are not
 * tested against it (published).
 */
import ignore, { type Ignore } from 'ignore';
import { fileToPagePath } from '../util/page-path.js';
import type { Warnings } from './warnings.js';

/** The vendor's default ignored folders, at the docs folder's top. */
const DEFAULT_FOLDERS: ReadonlySet<string> = new Set([
  '.git',
  '.github',
  '.claude',
  '.agents',
  '.idea',
  '.vscode',
  'node_modules',
  'build',
  'dist',
  'coverage',
  '.cache',
  'tmp',
  'temp',
]);
/** The vendor's default ignored files, at the docs folder's top. */
const DEFAULT_FILES: ReadonlySet<string> = new Set([
  'README.md',
  'LICENSE.md',
  'CHANGELOG.md',
  'CONTRIBUTING.md',
]);
/** Folders whose files are snippets, never pages, at the docs folder's top. */
const SNIPPET_FOLDERS: ReadonlySet<string> = new Set(['snippets', '_snippets']);

/** Most `.mintignore` lines read. */
export const MAX_IGNORE_LINES = 1_000;
/** Longest `.mintignore` line taken. */
const MAX_IGNORE_LINE = 256;
/** Longest path tested against `.mintignore`. */
const MAX_TESTED_PATH = 1_024;

/** Whether a page path (normalized) lies in a snippets folder, so is no page at all. */
export function isSnippetPath(page: string): boolean {
  const top = page.split('/')[1];
  return top !== undefined && page.includes('/', 1) && SNIPPET_FOLDERS.has(top);
}

/** Whether a folder below the top of `rel` (a path from the docs folder) is a snippets folder. */
function inNestedSnippets(rel: string): boolean {
  const folders = rel.split('/').slice(1, -1);
  return folders.some((f) => SNIPPET_FOLDERS.has(f));
}

/** The rules of one `.mintignore`, compiled. */
export interface MintIgnore {
  /** Whether the file at `relPath` (relative to the docs folder) is excluded. */
  ignores(relPath: string): boolean;
  /** Patterns taken. */
  readonly patterns: number;
}

/** Compiles a `.mintignore`'s text; lines past the bounds are left out with one warning. */
export function parseMintIgnore(text: string, file: string, warnings: Warnings): MintIgnore {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const kept = lines
    .slice(0, MAX_IGNORE_LINES)
    .filter((l) => l.trim() !== '' && !l.startsWith('#') && l.length <= MAX_IGNORE_LINE);
  const long = lines.slice(0, MAX_IGNORE_LINES).filter((l) => l.length > MAX_IGNORE_LINE).length;
  const over = Math.max(0, lines.length - MAX_IGNORE_LINES);
  if (long + over > 0) {
    warnings.add(
      `${file}: ${long + over} line${long + over === 1 ? '' : 's'} longer than ${MAX_IGNORE_LINE} characters or past line ${MAX_IGNORE_LINES} ${long + over === 1 ? 'was' : 'were'} not read; the files ${long + over === 1 ? 'it lists are' : 'they list are'} counted as pages.`,
    );
  }
  const rules: Ignore = ignore().add(kept);
  return {
    patterns: kept.length,
    ignores(relPath: string): boolean {
      if (relPath.length > MAX_TESTED_PATH) return false;
      try {
        return rules.ignores(relPath);
      } catch {
        // Not a relative path the package takes (it never is, from a file list): published.
        return false;
      }
    },
  };
}

/** Tells the page a repository file is published at, or that it is none. */
export class PublishedPages {
  private readonly root: string;

  /**
   * @param docsRoot the docs folder (`''` for the repository root)
   * @param mintignore the docs folder's `.mintignore`, if it has one
   * @param named the pages the navigation names (kept from the default ignores); none when
   *   unknown, so every default ignore applies
   */
  constructor(
    private readonly docsRoot: string,
    private readonly mintignore?: MintIgnore,
    private readonly named: ReadonlySet<string> = new Set(),
  ) {
    this.root = docsRoot === '' ? '' : `${docsRoot}/`;
  }

  /** The page `file` (a repository path) is published at, or undefined. */
  pageOf(file: string): string | undefined {
    const page = fileToPagePath(file, this.docsRoot);
    if (page === undefined) return undefined;
    const rel = file.replace(/^\.?\/+/, '').slice(this.root.length);
    const slash = rel.indexOf('/');
    const top = slash < 0 ? undefined : rel.slice(0, slash);
    if (top !== undefined && SNIPPET_FOLDERS.has(top)) return undefined;
    // A `snippets/` folder deeper down holds files other pages import (docs/snippets/ in a site
    // whose docs.json is at the root): imported files are never served on their own, so such a
    // file is a page only when the navigation names it.
    if (inNestedSnippets(rel) && !this.named.has(page)) return undefined;
    if (this.mintignore?.ignores(rel)) return undefined;
    const byDefault = top === undefined ? DEFAULT_FILES.has(rel) : DEFAULT_FOLDERS.has(top);
    if (byDefault && !this.named.has(page)) return undefined;
    return page;
  }

  /**
   * Whether the build leaves `file` (any file, not only a page) out: outside the docs folder, in
   * a default-ignored folder or file at its top, or listed in `.mintignore`.
   */
  excludes(file: string): boolean {
    const path = file.replace(/^\.?\/+/, '');
    if (!path.startsWith(this.root)) return true;
    const rel = path.slice(this.root.length);
    const slash = rel.indexOf('/');
    const top = slash < 0 ? undefined : rel.slice(0, slash);
    if (top === undefined ? DEFAULT_FILES.has(rel) : DEFAULT_FOLDERS.has(top)) return true;
    return this.mintignore?.ignores(rel) ?? false;
  }

  /** Every page `files` publish. */
  pagesOf(files: Iterable<string>): Set<string> {
    const out = new Set<string>();
    for (const file of files) {
      const page = this.pageOf(file);
      if (page !== undefined) out.add(page);
    }
    return out;
  }
}
