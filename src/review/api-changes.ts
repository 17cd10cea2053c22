/**
 * The API reference read of `mode: feedback` (`api-changes` not `off`): which OpenAPI files the
 * PR changes, each compared at the PR's base and head on the comparison's worker
 * (src/api-spec/), and which pages show each changed operation. A candidate is a changed
 * `.json`/`.yaml`/`.yml` that docs.json names as an `openapi` source, or any such file under the
 * docs folder whose top level turns out to hold `openapi`; each is read once per side, raw, up to
 * {@link MAX_SPEC_BYTES}. Pages whose frontmatter may name an operation are read only once an
 * operation changed, at most {@link MAX_FRONTMATTER_SCANS}. Never throws for GitHub's answers or
 * the files' content: a file that cannot be read or compared is a warning naming it, and the rest
 * of the report stands.
 */
import * as core from '../log.js';
import { compareSpecs } from '../api-spec/thread.js';
import {
  frontmatterOperation,
  operationPages,
  specFileOf,
  type FrontmatterOperation,
  type PageMapContext,
} from '../api-spec/pages.js';
import { MAX_SPEC_BYTES, type SpecComparison } from '../api-spec/types.js';
import { githubErrorText, type Octokit } from '../github/octokit.js';
import type { PrFile } from '../github/pr-pages.js';
import { readRawRepoFile } from '../github/raw-file.js';
import type { SiteConfig } from '../site-config/types.js';
import { withDeadline } from '../util/abort.js';
import { formatBytes, plural } from '../util/format.js';
import { logText } from '../util/text.js';
import { fileToPagePath } from '../util/page-path.js';
import { apiSource, type ConfigSourceContext } from '../modes/shared/config-sources.js';
import { loadSiteConfig, treeAt } from '../modes/shared/site-config.js';
import {
  firstHolders,
  inApiFolder,
  inDocs,
  specCandidates,
  specReport,
  type ApiChangesRead,
  type ApiOperationReport,
  type ApiSpecReport,
} from '../api-spec/changes.js';
import { linkedPages } from './model.js';

/** Most candidate files read (each at two commits). */
export const MAX_SPEC_CANDIDATES = 20;
/** Most pages whose frontmatter is read for an `openapi:` operation. */
export const MAX_FRONTMATTER_SCANS = 40;
/** Share of the time left to the step that the comparisons may take: the comment comes after. */
const COMPARE_SHARE = 0.5;

/** Where the read happens. */
export interface ApiReadAt {
  readonly docsRoot: string;
  readonly base: string;
  readonly head: string;
  /** Pages the PR removes (`.md`/`.mdx`): their frontmatter is read at the base. */
  readonly removedDocs?: readonly string[];
}

/** One side of a file, raw; undefined when absent there, a warning when unreadable. */
async function readSide(
  ctx: ConfigSourceContext & { octokit: Octokit },
  path: string,
  ref: string,
  warnings: string[],
): Promise<string | undefined | null> {
  try {
    const read = await readRawRepoFile(ctx.octokit, {
      owner: ctx.runner.owner,
      repo: ctx.runner.repo,
      path,
      ref,
      maxBytes: MAX_SPEC_BYTES,
      signal: withDeadline(ctx.signal, ctx.deadline),
    });
    if (read.kind === 'found') return read.text;
    if (read.kind === 'missing') return undefined;
    warnings.push(
      `${path} at ${ref.slice(0, 7)} is larger than ${formatBytes(MAX_SPEC_BYTES)} (${formatBytes(read.size)}); it was refused unread and not compared.`,
    );
  } catch (err) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    warnings.push(`${path} could not be read at ${ref.slice(0, 7)}: ${githubErrorText(err)}`);
  }
  return null;
}

/** Reads and compares one candidate. */
async function compareFile(
  ctx: ConfigSourceContext & { octokit: Octokit },
  file: PrFile,
  at: ApiReadAt,
  warnings: string[],
): Promise<SpecComparison | undefined> {
  const head =
    file.status === 'removed' ? undefined : await readSide(ctx, file.filename, at.head, warnings);
  const basePath = file.previous_filename ?? file.filename;
  const base =
    file.status === 'added' ? undefined : await readSide(ctx, basePath, at.base, warnings);
  if (head === null || base === null) return { kind: 'failed', reason: 'not read' };
  const left = ctx.deadline - Date.now();
  const deadline = Date.now() + Math.max(1_000, left * COMPARE_SHARE);
  return compareSpecs({ file: file.filename, base, head, deadline });
}

/** Pages at the head whose frontmatter may name an operation, read (at most the bound). */
async function scanFrontmatter(
  ctx: ConfigSourceContext & { octokit: Octokit },
  at: ApiReadAt,
): Promise<{ found: FrontmatterOperation[]; unscanned: number }> {
  let files: string[];
  try {
    const tree = await treeAt(ctx, at.head);
    files = tree.paths.filter((p) => inDocs(p, at.docsRoot) && /\.mdx?$/i.test(p));
  } catch (err) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    core.info(
      `Pages' OpenAPI frontmatter not read: the file list could not be read (${githubErrorText(err)}).`,
    );
    return { found: [], unscanned: 0 };
  }
  // Mintlify's scraper and the sites we looked at keep endpoint pages under an API folder
  // (`api/`, `api-reference/`, `reference/`, `endpoints/`): only those are read.
  files = files.filter(inApiFolder).sort();
  // The pages the PR removes are read at the base: an operation may go away with its page.
  const removed = (at.removedDocs ?? []).filter((p) => inDocs(p, at.docsRoot));
  const wanted = [
    ...removed.map((file) => ({ file, ref: at.base })),
    ...files.map((file) => ({ file, ref: at.head })),
  ];
  const found: FrontmatterOperation[] = [];
  let unscanned = Math.max(0, wanted.length - MAX_FRONTMATTER_SCANS);
  for (const { file, ref } of wanted.slice(0, MAX_FRONTMATTER_SCANS)) {
    const read = await apiSource(ctx, ref).read(file);
    const page = fileToPagePath(file, at.docsRoot);
    if (read.kind !== 'found' || page === undefined) unscanned++;
    else {
      const op = frontmatterOperation(page, read.text);
      if (op) found.push(op);
    }
  }
  return { found, unscanned };
}

/**
 * The API reference read for a PR: docs.json at the head (the one reader, each file read once;
 * returned for the redirect check to use again), then the OpenAPI files among `files` (the PR's
 * changed data files) read and compared, and each changed operation mapped to its pages. Nothing
 * is read when the PR changes no JSON or YAML file; `api` is undefined when none of them is an
 * OpenAPI document.
 */
export async function apiChangesForPr(
  ctx: ConfigSourceContext & { octokit: Octokit },
  files: readonly PrFile[] | undefined,
  at: ApiReadAt,
): Promise<{ api?: ApiChangesRead; site?: SiteConfig }> {
  if (!files || files.length === 0) return {};
  const site = await loadSiteConfig(ctx, { ref: at.head, docsRoot: at.docsRoot });
  if (!at.base) {
    core.warning(
      'The OpenAPI files this PR changes were not compared: the event names no base commit.',
    );
    return { site };
  }
  const sources = site.openapi?.sources ?? [];
  const candidates = specCandidates(files, sources, at.docsRoot);
  const warnings: string[] = [];
  if (candidates.length > MAX_SPEC_CANDIDATES) {
    warnings.push(
      `This PR changes ${candidates.length} JSON/YAML files under the docs folder; the first ${MAX_SPEC_CANDIDATES} were read for OpenAPI changes.`,
    );
  }
  const specs: ApiSpecReport[] = [];
  const compared: { file: string; ops: ApiOperationReport[] }[] = [];
  for (const file of candidates.slice(0, MAX_SPEC_CANDIDATES)) {
    const result = await compareFile(ctx, file, at, warnings);
    const made = result && specReport(file.filename, result, warnings);
    if (!made) continue;
    specs.push(made.spec);
    compared.push({ file: file.filename, ops: made.ops });
  }
  if (specs.length === 0) return { site };
  const changed = compared.some((c) => c.ops.length > 0);
  const scan = changed ? await scanFrontmatter(ctx, at) : { found: [], unscanned: 0 };
  const map: PageMapContext = {
    docsRoot: at.docsRoot,
    sources,
    entries: site.openapi?.entries ?? [],
    frontmatter: scan.found,
    firstHolder: firstHolders(compared),
  };
  const operations = compared.flatMap(({ file, ops }) =>
    ops.map((op) => ({ ...op, pages: operationPages(op, file, map) })),
  );
  for (const w of warnings) core.warning(logText(w, 500));
  const breaking = operations.filter((o) => o.breaking > 0).length;
  core.info(
    `API reference: ${plural(specs.length, 'OpenAPI file')} changed, ${plural(operations.length, 'operation')} changed, ${breaking} with a breaking change.`,
  );
  const urls = sources.filter((s) => specFileOf(s.source, at.docsRoot) === undefined);
  const unique = [...new Set(urls.map((s) => s.source))];
  return { api: { specs, operations, urls: unique, warnings, unscanned: scan.unscanned }, site };
}

/** The pages the views read should cover: the PR's, then the changed operations'. */
export function pagesForViews(
  prPages: readonly string[],
  api: ApiChangesRead | undefined,
): string[] {
  const out = new Set(prPages);
  for (const op of api?.operations ?? []) for (const p of linkedPages(op)) out.add(p);
  return [...out];
}
