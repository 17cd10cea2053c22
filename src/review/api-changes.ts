/**
 * The API reference read of `mode: feedback` (`api-changes` not `off`): which OpenAPI files the
 * PR changes, each compared at the PR's base and head on the comparison's worker
 * (src/api-spec/), and which pages show each changed operation. A candidate is a changed
 * `.json`/`.yaml`/`.yml` that docs.json names as an `openapi` source, or any such file under the
 * docs folder whose top level turns out to hold `openapi`; each is read once per side, raw, up to
 * {@link MAX_SPEC_BYTES}. Once an operation changed, every published page's frontmatter is read
 * for the operation it names, within {@link MAX_FRONTMATTER_BYTES} and a share of the time. Never throws for GitHub's answers or
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
  type SpecSides,
} from '../api-spec/pages.js';
import { MAX_SPEC_BYTES, type SpecComparison } from '../api-spec/types.js';
import { githubErrorText, type Octokit } from '../github/octokit.js';
import type { PrFile } from '../github/pr-pages.js';
import { readRawRepoFile } from '../github/raw-file.js';
import type { SiteConfig } from '../site-config/types.js';
import { withDeadline } from '../util/abort.js';
import { formatBytes, plural } from '../util/format.js';
import { logText } from '../util/text.js';
import { mapLimit } from '../util/map-limit.js';
import type { ConfigSourceContext } from '../modes/shared/config-sources.js';
import { loadSiteConfig, publishedAt, sourceAt } from '../modes/shared/site-config.js';
import {
  firstHolders,
  generatedMoves,
  specCandidates,
  specReport,
  type ApiChangesRead,
  type ApiOperationReport,
  type ApiSpecReport,
} from '../api-spec/changes.js';
import { linkedPages } from './model.js';

/** Most candidate files read (each at two commits). */
export const MAX_SPEC_CANDIDATES = 20;
/** Bytes of page text read for `openapi:` frontmatter at most, every page together. */
export const MAX_FRONTMATTER_BYTES = 32 * 1024 * 1024;
/** Share of the time left to the step that the frontmatter reads may take. */
const SCAN_SHARE = 0.25;
/** Pages read at once through the contents API. */
const SCAN_CONCURRENCY = 6;
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

/** Data files that are never an OpenAPI document, by name: lock files and tool configuration. */
const NOT_SPECS: ReadonlySet<string> = new Set([
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'composer.json',
  'composer.lock',
  'tsconfig.json',
  'jsconfig.json',
  '.prettierrc.json',
  '.eslintrc.json',
  'renovate.json',
  'vercel.json',
  'docs.json',
  'mint.json',
]);

/**
 * The candidates Mintlify's build reads: never a lock file, a tool's configuration or a
 * workflow; nothing `.mintignore` or the default ignores leave out, unless docs.json names it
 * (the vendor's docs do not say what the build does with an `openapi` file it ignores: docs.json
 * is followed, and a warning says so).
 */
async function buildFiles(
  ctx: ConfigSourceContext & { octokit: Octokit },
  at: ApiReadAt,
  sources: readonly { readonly source: string }[],
  candidates: readonly PrFile[],
  warnings: string[],
): Promise<PrFile[]> {
  const named = new Set(sources.flatMap((s) => specFileOf(s.source, at.docsRoot) ?? []));
  const byName = candidates.filter((f) => {
    const base = f.filename.slice(f.filename.lastIndexOf('/') + 1);
    return named.has(f.filename) || (!NOT_SPECS.has(base) && !f.filename.includes('.github/'));
  });
  if (byName.length === 0) return [];
  const { published } = await publishedAt(ctx, { ref: at.head, docsRoot: at.docsRoot });
  return byName.filter((f) => {
    if (!published.excludes(f.filename)) return true;
    if (!named.has(f.filename)) return false;
    warnings.push(
      `${f.filename} is named by docs.json's \`openapi\` but left out of the build by \`.mintignore\` or the default ignores; the vendor's docs do not say which wins, so it was compared as docs.json names it.`,
    );
    return true;
  });
}

/** One page to read for `openapi:` frontmatter, at the commit it is read at. */
interface ScanItem {
  readonly file: string;
  readonly page: string;
  readonly base: boolean;
}

/**
 * Every published page at the head (PublishedPages: snippets, default ignores and `.mintignore`
 * left out; one tree read), and the pages the PR removes, at the base: an operation may go away
 * with its page. Undefined when the file list cannot be read.
 */
async function pagesToScan(
  ctx: ConfigSourceContext & { octokit: Octokit },
  at: ApiReadAt,
  site: SiteConfig,
): Promise<ScanItem[] | undefined> {
  const { published, tree } = await publishedAt(ctx, { ref: at.head, docsRoot: at.docsRoot }, site);
  if (!tree) return undefined;
  const item = (file: string, base: boolean): ScanItem[] => {
    const page = /\.mdx?$/i.test(file) ? published.pageOf(file) : undefined;
    return page === undefined ? [] : [{ file, page, base }];
  };
  const removed = (at.removedDocs ?? []).flatMap((f) => item(f, true));
  return [...removed, ...[...tree.paths].sort().flatMap((f) => item(f, false))];
}

/**
 * The `openapi:` frontmatter of every published page, from the checkout when it is at the commit,
 * else through the contents API, a few at once. Bounded by bytes ({@link MAX_FRONTMATTER_BYTES})
 * and time ({@link SCAN_SHARE} of what is left to the step), not by a count: what is not read
 * by then is counted, and the comment says so only when something was not read.
 */
async function scanFrontmatter(
  ctx: ConfigSourceContext & { octokit: Octokit },
  at: ApiReadAt,
  site: SiteConfig,
): Promise<{ found: FrontmatterOperation[]; unscanned: number }> {
  const items = await pagesToScan(ctx, at, site);
  if (!items) {
    core.info("Pages' OpenAPI frontmatter not read: the repository's file list could not be read.");
    return { found: [], unscanned: 0 };
  }
  // Whole milliseconds: the deadline becomes a timer, and timers take integers.
  const until = Date.now() + Math.floor(Math.max(1_000, (ctx.deadline - Date.now()) * SCAN_SHARE));
  const bounded = { ...ctx, deadline: Math.min(ctx.deadline, until) };
  const head = (await sourceAt(bounded, at.head)).source;
  const base = (await sourceAt(bounded, at.base)).source;
  let bytes = 0;
  const read = await mapLimit(items, SCAN_CONCURRENCY, async (item) => {
    if (Date.now() >= until || bytes >= MAX_FRONTMATTER_BYTES) return null;
    const got = await (item.base ? base : head).read(item.file);
    if (got.kind !== 'found') return null;
    bytes += got.text.length;
    return frontmatterOperation(item.page, got.text) ?? undefined;
  });
  const found = read.flatMap((r) => (r ? [r] : []));
  const unscanned = read.filter((r) => r === null).length;
  core.info(
    `Pages' OpenAPI frontmatter: ${plural(items.length - unscanned, 'page')} read (${formatBytes(bytes)}), ${plural(found.length, 'names', 'name')} an operation${unscanned > 0 ? `; ${plural(unscanned, 'page')} not read (time or bytes ran out, or a read failed)` : ''}.`,
  );
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
  const warnings: string[] = [];
  const candidates = await buildFiles(
    ctx,
    at,
    sources,
    specCandidates(files, sources, at.docsRoot),
    warnings,
  );
  if (candidates.length > MAX_SPEC_CANDIDATES) {
    warnings.push(
      `This PR changes ${candidates.length} JSON/YAML files under the docs folder; the first ${MAX_SPEC_CANDIDATES} were read for OpenAPI changes.`,
    );
  }
  const specs: ApiSpecReport[] = [];
  const compared: { file: string; ops: ApiOperationReport[] }[] = [];
  const specOps = new Map<string, SpecSides>();
  for (const file of candidates.slice(0, MAX_SPEC_CANDIDATES)) {
    const result = await compareFile(ctx, file, at, warnings);
    const made = result && specReport(file.filename, result, warnings);
    if (!made) continue;
    specs.push(made.spec);
    compared.push({ file: file.filename, ops: made.ops });
    if (made.facts) specOps.set(file.filename, made.facts);
  }
  if (specs.length === 0) return { site };
  const changed = compared.some((c) => c.ops.length > 0);
  const scan = changed ? await scanFrontmatter(ctx, at, site) : { found: [], unscanned: 0 };
  const map: PageMapContext = {
    docsRoot: at.docsRoot,
    sources,
    entries: site.openapi?.entries ?? [],
    frontmatter: scan.found,
    firstHolder: firstHolders(compared),
    specOps,
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
  const generated = generatedMoves(specOps, sources, at.docsRoot);
  const read = { specs, operations, urls: unique, warnings, unscanned: scan.unscanned };
  return { api: { ...read, generated }, site };
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
