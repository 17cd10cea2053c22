/**
 * The checkout as the check sees it: every file under the repository root (not `.git` nor
 * `node_modules`, links not followed), the docs folder (the `docs-root` input, or the folder of
 * the shallowest docs.json, as every mode finds it), and which of its files the site compiles: the
 * pages it publishes (src/site-config/published.ts) and the snippets they import.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pickDocsRoot } from '../../site-config/docs-root.js';
import type { PublishedPages } from '../../site-config/published.js';
import { parseMintIgnore, type MintIgnore } from '../../site-config/published.js';
import { Warnings } from '../../site-config/warnings.js';

/** Most files walked: past it the walk stops and says so. */
export const MAX_FILES = 100_000;
/** Folders never walked: git's own and installed packages (the cloud ignores both). */
const SKIPPED = new Set(['.git', 'node_modules']);

/** One file of the checkout. */
export interface SiteFile {
  /** Path relative to the repository root, `/`-separated. */
  readonly path: string;
  /** Bytes. */
  readonly size: number;
}

/** The checkout's files and the docs folder. */
export interface SiteTree {
  /** Absolute path of the repository root. */
  readonly repoRoot: string;
  /** The docs folder, relative to the repository root (`''` = the root). */
  readonly docsRoot: string;
  /** Every file walked, by repository path. */
  readonly files: ReadonlyMap<string, SiteFile>;
  /** Whether the walk stopped at {@link MAX_FILES}. */
  readonly cut: boolean;
  /** Why the docs folder chosen may be wrong, when it may. */
  readonly rootWarning?: string;
}

/** Walks `repoRoot` and finds the docs folder (`docsRoot` given: that one). */
export async function readSiteTree(repoRoot: string, docsRoot?: string): Promise<SiteTree> {
  const files = new Map<string, SiteFile>();
  const entries = await readdir(repoRoot, { recursive: true, withFileTypes: true });
  let cut = false;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const rel = path.relative(repoRoot, path.join(entry.parentPath, entry.name));
    const parts = rel.split(path.sep);
    if (parts.some((p) => SKIPPED.has(p))) continue;
    if (files.size >= MAX_FILES) {
      cut = true;
      break;
    }
    files.set(parts.join('/'), { path: parts.join('/'), size: 0 });
  }
  await fillSizes(repoRoot, files);
  if (docsRoot !== undefined) return { repoRoot, docsRoot, files, cut };
  const found = pickDocsRoot(files.keys(), cut, 'docs-root');
  return {
    repoRoot,
    docsRoot: found.docsRoot,
    files,
    cut,
    ...(found.warning ? { rootWarning: found.warning } : {}),
  };
}

async function fillSizes(root: string, files: Map<string, SiteFile>): Promise<void> {
  const list = [...files.values()];
  for (let i = 0; i < list.length; i += 64) {
    await Promise.all(
      list.slice(i, i + 64).map(async (f) => {
        const s = await stat(path.join(root, f.path)).catch(() => undefined);
        files.set(f.path, { path: f.path, size: s?.size ?? 0 });
      }),
    );
  }
}

/** The repository path of `rel` (relative to the docs folder). */
export function inDocs(tree: SiteTree, rel: string): string {
  return tree.docsRoot === '' ? rel : `${tree.docsRoot}/${rel}`;
}

/** The docs folder's `.mintignore`, compiled, when it has one. */
export async function readIgnore(
  tree: SiteTree,
  warnings: Warnings = new Warnings(),
): Promise<MintIgnore | undefined> {
  const file = inDocs(tree, '.mintignore');
  if (!tree.files.has(file)) return undefined;
  const text = await readFile(path.join(tree.repoRoot, file), 'utf8');
  return parseMintIgnore(text, file, warnings);
}

/** Whether `file` is a page or snippet the cloud compiles (`.mdx`, `.md` in the docs folder). */
export function compiledFiles(tree: SiteTree, published: PublishedPages): string[] {
  const prefix = tree.docsRoot === '' ? '' : `${tree.docsRoot}/`;
  const out: string[] = [];
  for (const file of tree.files.keys()) {
    if (!file.startsWith(prefix) || !/\.mdx?$/i.test(file)) continue;
    const top = file.slice(prefix.length).split('/')[0];
    const snippet = top === 'snippets' || top === '_snippets';
    if (snippet || published.pageOf(file) !== undefined) out.push(file);
  }
  return out.sort();
}
