/**
 * What a PR's OpenAPI changes mean for a docs site, as plain data: which changed files may be
 * specs, the report of each comparison, which spec holds an operation first (Mintlify's rule),
 * which pages go away with removed operations and which pages the changed operations show on.
 * Pure: no I/O; the reads are src/modes/feedback/api-changes.ts's.
 */
import type { OperationPage, SpecSides, SpecSource } from './pages.js';
import { generatedPages, operationKey, specFileOf } from './pages.js';
import type { OperationChange, OperationFacts, SpecComparison } from './types.js';

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
  /** Pages whose frontmatter could not be read for `openapi:` (over the bound, or an error). */
  readonly unscanned: number;
  /** docs.json's specs given by URL: named, never fetched. */
  readonly urls: readonly string[];
  /** Warnings, each naming its file. */
  readonly warnings: readonly string[];
  /** The pages the compared specs generate: those that move or go, those at the head. */
  readonly generated: GeneratedMoves;
}

/** A generated page whose URL the PR takes away: moved (its operation's new URL) or removed. */
export interface MovedPage {
  /** Its URL at the base. */
  readonly page: string;
  /** The same operation's page at the head, when the operation is still there. */
  readonly renamedTo?: string;
  /** `GET /pets/{id}`: the operation it was generated for, as the base writes it. */
  readonly operation: string;
  /** The same operation as the head writes it, when it is still there. */
  readonly headOperation?: string;
}

/** The generated pages of the compared specs, between the base and the head. */
export interface GeneratedMoves {
  /** Pages generated at the base and by no operation at the head. */
  readonly moved: readonly MovedPage[];
  /** Every page generated at the head (no such page is gone). */
  readonly atHead: readonly string[];
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
): { spec: ApiSpecReport; ops: ApiOperationReport[]; facts?: SpecSides } | undefined {
  if (result.kind === 'compared') {
    warnings.push(...result.warnings);
    const ops = result.operations.map((o): ApiOperationReport => ({ ...o, spec: file, pages: [] }));
    const spec = { file, kind: 'compared', counts: result.counts } as ApiSpecReport;
    return { spec, ops, facts: result.facts };
  }
  if (result.kind === 'not-openapi') return undefined;
  if (result.reason !== 'not read') warnings.push(result.reason);
  const reason =
    result.reason === 'not read' ? 'it could not be read (see the warnings)' : result.reason;
  return { spec: { file, kind: result.kind, reason } as ApiSpecReport, ops: [] };
}

/**
 * The generated pages of the compared specs: every page a generating `openapi` source of docs.json
 * makes of each spec at the head, and those it made at the base that no operation makes at the
 * head (a summary or tag renamed, `x-mint.href` changed, an operation removed). A renamed path
 * parameter keeps its operation (method and path template) and so its page. docs.json is the
 * head's for both sides: a PR that moves a spec's `directory` is not seen here.
 */
export function generatedMoves(
  specs: ReadonlyMap<string, SpecSides>,
  sources: readonly SpecSource[],
  docsRoot: string,
): GeneratedMoves {
  const atHead = new Set<string>();
  const before: MovedPage[] = [];
  for (const [file, sides] of specs) {
    const written = (ops: readonly OperationFacts[]) =>
      new Map(ops.map((o) => [operationKey(o), `${o.method} ${o.path}`]));
    const [baseOps, headOps] = [written(sides.base), written(sides.head)];
    for (const s of sources) {
      if (!s.generates || specFileOf(s.source, docsRoot) !== file) continue;
      const head = generatedPages(sides.head, s.directory);
      for (const page of head.values()) atHead.add(page);
      for (const [key, page] of generatedPages(sides.base, s.directory)) {
        const after = head.get(key);
        const headOperation = headOps.get(key);
        before.push({
          page,
          operation: baseOps.get(key) ?? key,
          ...(after === undefined ? {} : { renamedTo: after }),
          ...(headOperation === undefined ? {} : { headOperation }),
        });
      }
    }
  }
  const moved = new Map<string, MovedPage>();
  for (const b of before) if (!atHead.has(b.page) && !moved.has(b.page)) moved.set(b.page, b);
  return { moved: [...moved.values()], atHead: [...atHead] };
}

/**
 * The PR's gone pages with the API's: a page an operation still generates at the head is never
 * gone (an MDX page replaced by a generated one, a renamed path parameter); a generated page
 * whose URL moved or whose operation went away is gone, with its new URL when it has one; a
 * navigation page of a removed operation is gone. Each page once, so `missing-redirects` counts
 * each once.
 */
export function goneWithOperations<G extends { readonly page: string }>(
  gone: readonly G[],
  api: ApiChangesRead | undefined,
): (G | GoneOfApi)[] {
  const still = new Set(api?.generated.atHead ?? []);
  const out: (G | GoneOfApi)[] = gone.filter((g) => !still.has(g.page));
  const known = new Set([...still, ...out.map((g) => g.page)]);
  const add = (g: GoneOfApi) => {
    if (!known.has(g.page)) out.push(g);
    known.add(g.page);
  };
  for (const m of api?.generated.moved ?? []) add(m);
  for (const op of api?.operations ?? []) {
    if (op.status !== 'removed') continue;
    for (const p of op.pages) {
      if (p.via === 'frontmatter' || p.page === undefined) continue;
      add({ page: p.page, operation: `${op.method} ${op.path}` });
    }
  }
  return out.sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));
}

/** A page the API review takes away: its URL, its new one if moved, and its operation. */
export interface GoneOfApi {
  readonly page: string;
  readonly renamedTo?: string;
  readonly operation: string;
}
