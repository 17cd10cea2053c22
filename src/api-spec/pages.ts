/**
 * Which pages show an operation, by Mintlify's rules (its docs, api-playground/openapi-setup and
 * managing-page-visibility):
 *
 * - an MDX page whose frontmatter names it: `openapi: /spec.json GET /users` or
 *   `openapi: spec GET /users` (that file, by path or by name), any method case, or
 *   `openapi: GET /users` (every spec searched, the first file name in alphabetical order
 *   winning: here, the first of the specs this PR changes that hold the operation);
 * - a navigation `pages` entry naming it (`GET /users` under an `openapi`, or with its file);
 * - the page generated for it under a navigation `openapi` entry. Its path is
 *   `/{directory}/{tag}/{summary}`: `directory` from `{ source, directory }` (default
 *   `api-reference`), the operation's first tag and its summary each lowercased with every run
 *   of other characters than a-z and 0-9 made one `-` (Mintlify's docs: the tag is the URL's
 *   segment; the title is the summary). `x-mint.href` sets the path instead. Without a tag or
 *   a summary the path cannot be derived: the operation has a "generated page", unlinked.
 *
 * `x-excluded: true` operations get no generated page; `x-hidden: true` ones get one that the
 * navigation leaves out. Specs given by URL are never read: they match no file here. Pure.
 */
import { normalizePagePath } from '../util/page-path.js';
import { operationEntry } from '../util/openapi-entry.js';
import { frontmatterOf } from '../util/frontmatter.js';
import type { OperationFacts } from './types.js';

/** An `openapi` source of docs.json (structurally site-config's OpenApiSource). */
export interface SpecSource {
  readonly source: string;
  readonly directory: string;
  readonly hidden: boolean;
  readonly generates: boolean;
}

/** A navigation entry naming an operation (structurally site-config's OpenApiEntry). */
export interface SpecEntry {
  readonly source?: string;
  readonly directory: string;
  readonly method: string;
  readonly path: string;
  readonly hidden: boolean;
}

/** A page whose frontmatter names an operation. */
export interface FrontmatterOperation {
  /** Its page path (normalized). */
  readonly page: string;
  /** The spec file it names, as written; undefined for `openapi: METHOD path`. */
  readonly source?: string;
  readonly method: string;
  readonly path: string;
}

/** One page of an operation. */
export interface OperationPage {
  /** Its page path, or undefined for a generated page whose path cannot be derived. */
  readonly page?: string;
  readonly via: 'frontmatter' | 'navigation' | 'generated';
  /** Left out of the navigation (`x-hidden`, or under a hidden element). */
  readonly hidden: boolean;
}

/** What the mapping knows of the site. */
export interface PageMapContext {
  /** The docs folder (`''` for the repository root). */
  readonly docsRoot: string;
  readonly sources: readonly SpecSource[];
  readonly entries: readonly SpecEntry[];
  readonly frontmatter: readonly FrontmatterOperation[];
  /** `METHOD path` → the first (alphabetical) changed spec file holding it. */
  readonly firstHolder: ReadonlyMap<string, string>;
}

/** The repository path a docs.json or frontmatter source names, or undefined for a URL. */
export function specFileOf(source: string, docsRoot: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(source)) return undefined;
  const rel = source.replace(/^(?:\.?\/)+/, '');
  return docsRoot === '' ? rel : `${docsRoot}/${rel}`;
}

/**
 * Whether `source` (a frontmatter's or a navigation entry's spec, as written) names `specFile`:
 * its path from the docs folder (with or without a leading `/`), or, as Mintlify's older docs
 * and many sites write it, the file's name without its extension (`openapi-1 GET /users` for
 * `openapi-1.json`).
 */
export function namesSpec(source: string, specFile: string, docsRoot: string): boolean {
  if (specFileOf(source, docsRoot) === specFile) return true;
  if (source.includes('/')) return false;
  const base = specFile.slice(specFile.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base) === source;
}

/** `User Management` → `user-management`. Linear, no pattern over the text. */
export function slug(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const ok = (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9');
    if (ok) out += ch;
    else if (out !== '' && !out.endsWith('-')) out += '-';
  }
  return out.endsWith('-') ? out.slice(0, -1) : out;
}

/** The generated page's path under `directory`, or undefined when it cannot be derived. */
export function generatedPath(op: OperationFacts, directory: string): string | undefined {
  if (op.href !== undefined) return normalizePagePath(op.href);
  if (op.tag === undefined || op.summary === undefined) return undefined;
  const tag = slug(op.tag);
  const title = slug(op.summary);
  if (tag === '' || title === '') return undefined;
  return normalizePagePath(`${directory}/${tag}/${title}`);
}

/**
 * The frontmatter `openapi:` of a page's text, when it has one: the top-level key only, read as
 * YAML by the one frontmatter reader (quoted, folded `>-` and commented values as Mintlify's
 * build reads them; a nested `seo:\n  openapi:` is not the page's operation).
 */
export function frontmatterOpenapi(text: string): string | undefined {
  const value = frontmatterOf(text).data?.openapi;
  return typeof value === 'string' ? value : undefined;
}

/** A page's frontmatter operation, or undefined. */
export function frontmatterOperation(page: string, text: string): FrontmatterOperation | undefined {
  const value = frontmatterOpenapi(text);
  const named = value === undefined ? undefined : operationEntry(value);
  return named ? { page: normalizePagePath(page), ...named } : undefined;
}

/** The pages of `op` in `specFile`, frontmatter pages first; none for an excluded one. */
export function operationPages(
  op: OperationFacts,
  specFile: string,
  ctx: PageMapContext,
): OperationPage[] {
  const key = `${op.method} ${op.path}`;
  const isOurs = (source: string | undefined) =>
    source === undefined
      ? ctx.firstHolder.get(key) === specFile
      : namesSpec(source, specFile, ctx.docsRoot);
  const out: OperationPage[] = [];
  const seen = new Set<string>();
  const add = (p: OperationPage) => {
    const id = p.page ?? `${p.via}:`;
    if (!seen.has(id)) out.push(p);
    seen.add(id);
  };
  for (const fm of ctx.frontmatter) {
    if (fm.method === op.method && fm.path === op.path && isOurs(fm.source)) {
      add({ page: fm.page, via: 'frontmatter', hidden: false });
    }
  }
  if (op.excluded) return out;
  for (const e of ctx.entries) {
    if (
      e.method === op.method &&
      e.path === op.path &&
      e.source !== undefined &&
      isOurs(e.source)
    ) {
      add({ ...page(op, e.directory), via: 'navigation', hidden: e.hidden || op.hidden });
    }
  }
  for (const s of ctx.sources) {
    if (s.generates && specFileOf(s.source, ctx.docsRoot) === specFile) {
      add({ ...page(op, s.directory), via: 'generated', hidden: s.hidden || op.hidden });
    }
  }
  return out;
}

function page(op: OperationFacts, directory: string): { page?: string } {
  const p = generatedPath(op, directory);
  return p === undefined ? {} : { page: p };
}
