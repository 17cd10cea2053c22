/**
 * Each page's verdict kept between runs, so a PR recompiles only the pages it changed: the
 * parsers' result per page, keyed by a hash of the parser versions and the page's bytes (what
 * `serialize` reads; its imports are resolved afresh every run, outside the cache). Saved with
 * `@actions/cache` on `push` and `schedule` (the default branch's results); a PR restores the
 * newest of them. The cache only saves time: without a cache service (some GitHub Enterprise
 * Server installs), or with a file that is damaged or of another shape, every page is compiled
 * and the findings are the same. Never throws.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '../../log.js';
import { PARSER_VERSIONS, type ParseResult } from './model.js';

/** The cache's name prefix: a new parser version or result shape starts a new line of caches. */
const PREFIX = `mintlify-check-v2-${createHash('sha256').update(JSON.stringify(PARSER_VERSIONS)).digest('hex').slice(0, 16)}-`;
/** The file the cache holds. */
const FILE = 'results.json';
/** Most entries kept (a site of 20,000 pages). */
const MAX_ENTRIES = 20_000;

/** Results by page key. */
export type ResultCache = Map<string, ParseResult>;

/** A page's key: the parser versions and its bytes. */
export function pageKey(source: string): string {
  return createHash('sha256')
    .update(JSON.stringify(PARSER_VERSIONS))
    .update('\0')
    .update(source)
    .digest('hex');
}

/** Restores the newest saved results into `dir`, and reads them; empty when there are none. */
export async function restoreResults(dir: string, sha: string): Promise<ResultCache> {
  try {
    const cache = await import('@actions/cache');
    if (!cache.isFeatureAvailable()) {
      core.info('No cache service on this runner: every page is compiled.');
      return new Map();
    }
    await mkdir(dir, { recursive: true });
    const hit = await cache.restoreCache([dir], `${PREFIX}${sha}`, [PREFIX]);
    if (!hit) return new Map();
    const results = await readResults(dir);
    core.info(`Restored ${results.size} pages' results from the cache.`);
    return results;
  } catch (err) {
    core.info(`The cache could not be restored (${messageOf(err)}): every page is compiled.`);
    return new Map();
  }
}

/** Reads the results file in `dir`; anything of another shape is left out. */
export async function readResults(dir: string): Promise<ResultCache> {
  const out: ResultCache = new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(dir, FILE), 'utf8')) as unknown;
  } catch {
    return out;
  }
  if (typeof parsed !== 'object' || parsed === null) return out;
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (out.size >= MAX_ENTRIES) break;
    if (/^[0-9a-f]{64}$/.test(key) && isResult(value)) out.set(key, value);
  }
  return out;
}

/** Saves `results` as this commit's (push and schedule runs). */
export async function saveResults(dir: string, sha: string, results: ResultCache): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, FILE), JSON.stringify(Object.fromEntries(results)));
    const cache = await import('@actions/cache');
    if (!cache.isFeatureAvailable()) return;
    await cache.saveCache([dir], `${PREFIX}${sha}`);
    core.info(`Saved ${results.size} pages' results to the cache for the next runs.`);
  } catch (err) {
    core.info(`The results were not cached (${messageOf(err)}); the next run compiles every page.`);
  }
}

/** Whether `value` has a result's shape (a damaged cache holds anything). */
function isResult(value: unknown): value is ParseResult {
  const v = value as Partial<ParseResult> | null;
  if (
    typeof v !== 'object' ||
    v === null ||
    !Array.isArray(v.problems) ||
    !Array.isArray(v.imports)
  )
    return false;
  const point = (p: unknown): boolean => {
    const q = p as { line?: unknown; column?: unknown } | null;
    return (
      typeof q === 'object' && q !== null && Number.isInteger(q.line) && Number.isInteger(q.column)
    );
  };
  const problemOk = (p: unknown): boolean =>
    point(p) &&
    typeof (p as { message?: unknown }).message === 'string' &&
    typeof (p as { title?: unknown }).title === 'string' &&
    typeof (p as { rule?: unknown }).rule === 'string';
  const itemOk = (p: unknown): boolean =>
    point(p) && typeof (p as { specifier?: unknown }).specifier === 'string';
  return v.problems.every(problemOk) && v.imports.every(itemOk) && (v.refs ?? []).every(itemOk);
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message.slice(0, 200) : String(err).slice(0, 200);
}
