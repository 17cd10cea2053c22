/**
 * Which pages show an operation, by Mintlify's rules (its docs, api-playground/openapi-setup and
 * managing-page-visibility):
 *
 * - an MDX page whose frontmatter names it: `openapi: /spec.json GET /users` or
 *   `openapi: spec GET /users` (that file, by path or by name), any method case, or
 *   `openapi: GET /users` (every spec searched, the first file name in alphabetical order
 *   winning: here, the first of the specs this PR changes that hold the operation);
 * - a navigation `pages` entry naming it (`GET /users` under an `openapi`, or with its file);
 * - the page generated for it under a navigation `openapi` entry, named as Mintlify's docs
 *   (api-playground/endpoint-urls) and its published build (@mintlify/common 1.0.1183,
 *   `generateOpenApiPages`) name it: `/{directory}/{tag}/{slug}`, `directory` from
 *   `{ source, directory }` (default `api-reference`), the first tag (no tag part without
 *   one), the summary made a URL segment (`{method}-{path}` without one); `x-mint.href` in
 *   their place; everything lowercased; a URL met again in the same spec gets `-1`, `-2`…
 *   So a renamed summary or tag, or a changed `x-mint.href`, moves the page.
 *
 * `x-excluded: true` operations get no generated page; `x-hidden: true` ones get one that the
 * navigation leaves out. Specs given by URL are never read: they match no file here. Pure.
 */
import { normalizePagePath } from '../util/page-path.js';
import { operationEntry } from '../util/openapi-entry.js';
import { frontmatterOf } from '../util/frontmatter.js';
import { pathTemplate } from './operations.js';
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

/** Every operation of one spec at the base and at the head, in the spec's order. */
export interface SpecSides {
  readonly base: readonly OperationFacts[];
  readonly head: readonly OperationFacts[];
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
  /**
   * Every operation of each compared spec at the base and the head (spec file → facts), so a
   * generated page is named as the build names it among its neighbours; without it, alone.
   */
  readonly specOps?: ReadonlyMap<string, SpecSides>;
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

/**
 * A summary, tag or path as Mintlify's build turns it into a URL segment (@mintlify/common
 * 1.0.1183, `prepareStringToBeValidFilename`; its docs, api-playground/endpoint-urls): spaces
 * become `-`, each `{…}` on one line becomes `-`, one `-` is taken off each end, the characters
 * `{ } ( ) , . ' / \n` are removed, `--` becomes `-`, and the result is lowercased. Every other
 * character (`&`, `?`, `:`, letters outside ASCII) stays. Undefined for an absent or empty
 * text, as there. Linear: no pattern over the text.
 */
export function slug(text: string | undefined): string | undefined {
  if (!text) return undefined;
  let out = '';
  let close = -1;
  let newline = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] === ' ' ? '-' : (text[i] as string);
    if (ch === '{') {
      // The vendor's `\{.*?\}`: up to the next `}`, with no line break before it.
      if (close < i) close = text.indexOf('}', i);
      if (newline < i) newline = text.indexOf('\n', i);
      if (close > i && (newline === -1 || close < newline)) {
        out += '-';
        i = close;
        continue;
      }
    }
    out += ch;
  }
  if (out.startsWith('-')) out = out.slice(1);
  if (out.endsWith('-')) out = out.slice(0, -1);
  let kept = '';
  for (const ch of out) if (!"{}(),.'\n/".includes(ch)) kept += ch;
  return kept.replaceAll('--', '-').toLowerCase();
}

/** The vendor's join: one `/` between parts, none at the end, `/` for nothing. */
function join(...parts: string[]): string {
  let out = '';
  for (const ch of parts.join('/')) if (!(ch === '/' && out.endsWith('/'))) out += ch;
  if (out.endsWith('/')) out = out.slice(0, -1);
  return out === '' ? '/' : out;
}

/**
 * Where the build writes the page of `op` under `directory`, before a repeated URL gets its
 * `-1`: `{directory}/{tag}/{summary}` (no tag part without a tag; `{method}-{path}` without a
 * summary), or `x-mint.href` in their place (the vendor's `generateOpenApiPages`).
 */
function generatedBase(op: OperationFacts, directory: string): string {
  if (op.href !== undefined) {
    const href = op.href.startsWith('/') ? op.href.slice(1) : op.href;
    const cut = href.lastIndexOf('/');
    return join(cut >= 0 ? href.slice(0, cut) : '', href.slice(cut + 1));
  }
  const title = slug(op.summary) ?? `${op.method.toLowerCase()}-${slug(op.path) ?? ''}`;
  return join(directory, slug(op.tag) ?? '', title);
}

/** A written base as the page path readers see (lowercased; no extension after a last `.`). */
function asPage(written: string): string {
  const lower = written.toLowerCase();
  const cut = lower.lastIndexOf('/');
  const dot = lower.lastIndexOf('.');
  return normalizePagePath(dot > cut + 1 ? lower.slice(0, dot) : lower);
}

/**
 * The generated page of `op` alone under `directory` (Mintlify's docs, api-playground/
 * endpoint-urls; see {@link generatedPages} for a whole spec, where repeated URLs are told apart).
 */
export function generatedPath(op: OperationFacts, directory: string): string {
  return asPage(generatedBase(op, directory));
}

/** `GET /pets/{}`: the operation as the comparison matches it (method and path template). */
export function operationKey(op: Pick<OperationFacts, 'method' | 'path'>): string {
  return `${op.method} ${pathTemplate(op.path)}`;
}

/**
 * Every page a spec's operations generate under `directory`, by {@link operationKey}: in the
 * spec's order, `x-excluded` ones left out, and a URL met again given `-1`, `-2`… as the
 * vendor's build does (`generateUniqueFilenameWithoutExtension`).
 */
export function generatedPages(
  ops: readonly OperationFacts[],
  directory: string,
): Map<string, string> {
  const out = new Map<string, string>();
  const used = new Set<string>();
  for (const op of ops) {
    if (op.excluded) continue;
    const base = generatedBase(op, directory);
    let name = base;
    for (let n = 1; used.has(name); n++) name = `${base}-${n}`;
    used.add(name);
    out.set(operationKey(op), asPage(name));
  }
  return out;
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
      add({
        page: generatedPath(op, e.directory),
        via: 'navigation',
        hidden: e.hidden || op.hidden,
      });
    }
  }
  for (const s of ctx.sources) {
    if (s.generates && specFileOf(s.source, ctx.docsRoot) === specFile) {
      const path = amongNeighbours(op, ctx.specOps?.get(specFile), s.directory);
      add({ page: path, via: 'generated', hidden: s.hidden || op.hidden });
    }
  }
  return out;
}

const pageMaps = new WeakMap<readonly OperationFacts[], Map<string, Map<string, string>>>();

/** {@link generatedPages} of `ops` under `directory`, made once per list and directory. */
function pagesOnce(ops: readonly OperationFacts[], directory: string): Map<string, string> {
  let byDir = pageMaps.get(ops);
  if (!byDir) pageMaps.set(ops, (byDir = new Map()));
  let found = byDir.get(directory);
  if (!found) byDir.set(directory, (found = generatedPages(ops, directory)));
  return found;
}

/** The page of `op` among its spec's operations (the head's, else the base's), else alone. */
function amongNeighbours(op: OperationFacts, sides: SpecSides | undefined, directory: string) {
  const key = operationKey(op);
  if (sides) {
    for (const ops of [sides.head, sides.base]) {
      const found = pagesOnce(ops, directory).get(key);
      if (found !== undefined) return found;
    }
  }
  return generatedPath(op, directory);
}
