/**
 * Checks a whole docs site in a folder as Mintlify's cloud would build it: every page and snippet
 * through the vendor's renderer stage, each page's imports resolved, docs.json through the
 * vendor's schema, and the cloud's file rules. Sends no request. {@link checkFolder} is the
 * whole check, usable without the action (the benchmark and tests call it).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PublishedPages } from '../../site-config/published.js';
import { readSiteConfig } from '../../site-config/read.js';
import { checkoutSource } from '../shared/config-sources.js';
import { fileRuleProblems, openApiProblems } from './file-rules.js';
import {
  PARSER_VERSIONS,
  type CheckReport,
  type Finding,
  type PageImport,
  type ParseJob,
  type ParseResult,
} from './model.js';
import { pageKey, type ResultCache } from './cache.js';
import { parseAll, startParsers, stopParsers, type ParserThreads } from './pool.js';
import { placeFindings, type Located } from './severity.js';
import { authProblems, authReason } from './auth.js';
import type { SiteAuthentication } from './inputs.js';
import { compiledFiles, inDocs, readIgnore, readSiteTree, type SiteTree } from './site.js';
import { importProblems } from './imports.js';

/** Pages larger than this are not compiled (the cloud serves no file over 20 MB either). */
const MAX_PAGE_BYTES = 20 * 1024 * 1024;

/** What {@link checkFolder} needs. */
export interface CheckFolderOptions {
  /** The docs folder relative to `repoRoot`; undefined: found from docs.json. */
  readonly docsRoot?: string;
  /** The files (repository paths) the PR changed; undefined: every file counts as changed. */
  readonly changed?: ReadonlySet<string>;
  /** Whether findings in unchanged files are warnings (a pull request) or errors. */
  readonly pullRequest?: boolean;
  readonly signal?: AbortSignal;
  /** The parser threads' script (`false`: this thread); see ./pool.ts. */
  readonly script?: string | false;
  readonly threads?: number;
  /** Whether the site is behind authentication (`auto`, the default: found from the checkout). */
  readonly siteAuthentication?: SiteAuthentication;
  /**
   * Parser threads the caller started early ({@link startParsers}; their `script` and `threads`
   * then apply). Without them the threads start as the check does, before it walks the site.
   */
  readonly parsers?: ParserThreads;
  /**
   * Pages' results from earlier runs (./cache.ts), by page key: pages found there are not
   * compiled again. On return it holds this run's results, and only those.
   */
  readonly cache?: ResultCache;
}

/** What a check found, and what it looked at. */
export interface FolderCheck extends CheckReport {
  /** The docs folder used (repository-relative). */
  readonly docsRoot: string;
  /** Pages and snippets compiled. */
  readonly compiled: number;
  /** Of those, how many results came from the cache (not compiled again). */
  readonly reused: number;
  /** Notes for the log (the docs folder's choice, a cut walk). */
  readonly notes: readonly string[];
}

/**
 * Checks the site in `repoRoot` (a checkout) and returns every finding, the PR's files first.
 *
 * @param repoRoot absolute path of the repository root
 */
export async function checkFolder(
  repoRoot: string,
  options: CheckFolderOptions = {},
): Promise<FolderCheck> {
  // Started first, so that each thread loads the vendor's parsers while the site is read.
  const parsers = options.parsers ?? startParsers(options);
  try {
    return await checkSite(repoRoot, { ...options, parsers });
  } finally {
    stopParsers(parsers);
  }
}

/** {@link checkFolder}'s work, with its parser threads started. */
async function checkSite(
  repoRoot: string,
  options: CheckFolderOptions & { readonly parsers: ParserThreads },
): Promise<FolderCheck> {
  const signal = options.signal ?? new AbortController().signal;
  const tree = await readSiteTree(path.resolve(repoRoot), options.docsRoot);
  // The navigation's pages stay published under the default ignored folders.
  const config = await readSiteConfig(checkoutSource(tree.repoRoot), tree.docsRoot);
  const mintignore = await readIgnore(tree);
  const published = new PublishedPages(tree.docsRoot, mintignore, config.navigation?.pages);
  const pages = compiledFiles(tree, published).filter(
    (f) => (tree.files.get(f)?.size ?? 0) <= MAX_PAGE_BYTES,
  );
  const sources = new Map<string, string>();
  for (const file of pages)
    sources.set(file, await readFile(path.join(tree.repoRoot, file), 'utf8'));
  const docsJson = inDocs(tree, 'docs.json');
  if (tree.files.has(docsJson)) {
    sources.set(docsJson, await readFile(path.join(tree.repoRoot, docsJson), 'utf8'));
  }
  const jobs: ParseJob[] = [...sources].map(([file, source]) =>
    file === docsJson
      ? { kind: 'docs-json', file, source, root: path.join(tree.repoRoot, tree.docsRoot) }
      : { kind: 'page', file, source },
  );
  const { results, reused } = await parseWithCache(jobs, options, signal);
  const located: Located[] = [];
  const refs = new Map<string, readonly PageImport[]>();
  const publicPages: string[] = [];
  results.forEach((result, i) => {
    const file = jobs[i]?.file ?? '';
    if (result.publicPage) publicPages.push(file);
    for (const problem of result.problems) located.push({ file, problem });
    for (const problem of importProblems(tree, file, result.imports))
      located.push({ file, problem });
    if (result.refs) refs.set(file, result.refs);
  });
  const fileProblems = fileRuleProblems(tree, refs, mintignore);
  located.push(...fileProblems);
  const input = options.siteAuthentication ?? 'auto';
  const auth = authReason({ input, docsJson: sources.get(docsJson), publicPages });
  if (auth) located.push(...authProblems(tree, refs, auth, fileProblems));
  const openapi = (config.openapi?.sources ?? []).map((s) => s.source);
  located.push(...openApiProblems(tree, openapi, sources.get(docsJson)));
  const findings: Finding[] = placeFindings(located, sources, options);
  return {
    versions: { ...PARSER_VERSIONS },
    findings,
    docsRoot: tree.docsRoot,
    compiled: pages.length,
    reused,
    notes: notesOf(tree),
  };
}

/** The jobs' results: from the cache where it has them, else from the parsers. */
async function parseWithCache(
  jobs: readonly ParseJob[],
  options: CheckFolderOptions,
  signal: AbortSignal,
): Promise<{ results: ParseResult[]; reused: number }> {
  const cache = options.cache;
  const keys = jobs.map((job) => (job.kind === 'page' ? pageKey(job.source) : undefined));
  const known = keys.map((key) => (key && cache ? cache.get(key) : undefined));
  const todo = jobs.filter((_, i) => known[i] === undefined);
  const fresh = await parseAll(todo, {
    signal,
    ...(options.parsers ? { parsers: options.parsers } : {}),
    ...(options.script !== undefined ? { script: options.script } : {}),
    ...(options.threads ? { threads: options.threads } : {}),
  });
  let next = 0;
  const results = known.map((hit) => hit ?? (fresh[next++] as ParseResult));
  if (cache) {
    cache.clear();
    keys.forEach((key, i) => {
      if (key) cache.set(key, results[i] as ParseResult);
    });
  }
  return { results, reused: jobs.length - todo.length };
}

function notesOf(tree: SiteTree): string[] {
  const notes: string[] = [];
  if (tree.rootWarning) notes.push(tree.rootWarning);
  if (tree.cut)
    notes.push('The checkout has more files than the check walks; some were not checked.');
  return notes;
}
