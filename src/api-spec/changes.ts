/**
 * What a PR's OpenAPI changes mean for a docs site, as plain data: which changed files may be
 * specs, the report of each comparison, which spec holds an operation first (Mintlify's rule),
 * which pages go away with removed operations and which pages the changed operations show on.
 * Pure: no I/O; the reads are src/modes/feedback/api-changes.ts's.
 */
import type { OperationPage, SpecSource } from './pages.js';
import { specFileOf } from './pages.js';
import type { OperationChange, SpecComparison } from './types.js';

/** A changed file of a PR, as GitHub lists it (the fields used here). */
export interface ChangedFile {
  readonly filename: string;
  readonly previous_filename?: string;
}

/** One operation a PR changes, with the pages that show it. */
export interface ApiOperationReport extends OperationChange {
  /** The spec file (repository path). */
  readonly spec: string;
  /** Its pages, frontmatter pages first; empty when it has none. */
  readonly pages: readonly OperationPage[];
}

/** One OpenAPI file the PR changes. */
export interface ApiSpecReport {
  /** Repository path. */
  readonly file: string;
  /** `compared`; `skipped` (an overlay, Swagger 2.0, too large…) or `failed`: see `reason`. */
  readonly kind: 'compared' | 'skipped' | 'failed';
  readonly reason?: string;
  /** Operations at the base and the head, when compared. */
  readonly counts?: { readonly base: number; readonly head: number };
}

/** What the API reference read found. */
export interface ApiChangesRead {
  /** Every OpenAPI file the PR changes, in path order. */
  readonly specs: readonly ApiSpecReport[];
  /** Every operation changed, breaking ones first, then by readers. */
  readonly operations: readonly ApiOperationReport[];
  /** docs.json's specs given by URL: named, never fetched. */
  readonly urls: readonly string[];
  /** Warnings, each naming its file. */
  readonly warnings: readonly string[];
  /** Pages whose frontmatter could not be read for `openapi:` (over the bound, or an error). */
  readonly unscanned: number;
}

/** Whether `file` lies in the docs folder (`docsRoot`, '' for the whole repository). */
export const inDocs = (file: string, docsRoot: string): boolean =>
  docsRoot === '' || file.startsWith(`${docsRoot}/`);

/** The changed files to read: named by docs.json, or data files under the docs folder. */
export function specCandidates<F extends ChangedFile>(
  files: readonly F[],
  sources: readonly SpecSource[],
  docsRoot: string,
): F[] {
  const named = new Set(sources.flatMap((s) => specFileOf(s.source, docsRoot) ?? []));
  const configs = new Set(
    ['docs.json', 'mint.json'].map((n) => (docsRoot ? `${docsRoot}/${n}` : n)),
  );
  return files.filter(
    (f) =>
      !configs.has(f.filename) &&
      (named.has(f.filename) ||
        inDocs(f.filename, docsRoot) ||
        named.has(f.previous_filename ?? '')),
  );
}

/** `METHOD path` → the first changed spec (alphabetically) holding it: Mintlify's rule. */
export function firstHolders(
  compared: readonly { file: string; ops: readonly ApiOperationReport[] }[],
): Map<string, string> {
  const out = new Map<string, string>();
  for (const { file, ops } of [...compared].sort((a, b) => (a.file < b.file ? -1 : 1))) {
    for (const op of ops) {
      const key = `${op.method} ${op.path}`;
      if (!out.has(key)) out.set(key, file);
    }
  }
  return out;
}

/** A comparison as the report's spec line and its operations (pages still empty); undefined when the file is not OpenAPI. */
export function specReport(
  file: string,
  result: SpecComparison,
  warnings: string[],
): { spec: ApiSpecReport; ops: ApiOperationReport[] } | undefined {
  if (result.kind === 'compared') {
    warnings.push(...result.warnings);
    const ops = result.operations.map((o): ApiOperationReport => ({ ...o, spec: file, pages: [] }));
    return { spec: { file, kind: 'compared', counts: result.counts } as ApiSpecReport, ops };
  }
  if (result.kind === 'not-openapi') return undefined;
  if (result.reason !== 'not read') warnings.push(result.reason);
  const reason =
    result.reason === 'not read' ? 'it could not be read (see the warnings)' : result.reason;
  return { spec: { file, kind: result.kind, reason } as ApiSpecReport, ops: [] };
}

/**
 * Pages that go away with the operations the PR removes: a generated or navigation page with a
 * derived path, not already among the PR's gone pages (a removed MDX page is one already), so
 * `missing-redirects` counts each once.
 */
export function goneWithOperations(
  gone: readonly { readonly page: string }[],
  api: ApiChangesRead | undefined,
): { page: string }[] {
  const out = [...gone];
  const known = new Set(gone.map((g) => g.page));
  for (const op of api?.operations ?? []) {
    if (op.status !== 'removed') continue;
    for (const p of op.pages) {
      if (p.via === 'frontmatter' || p.page === undefined || known.has(p.page)) continue;
      known.add(p.page);
      out.push({ page: p.page });
    }
  }
  return out.sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));
}
