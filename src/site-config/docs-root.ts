/**
 * The docs folder found from a repository's file list (one git trees request): the folder of the
 * shallowest docs.json (or mint.json, where a folder has no docs.json), outside dot folders,
 * `node_modules` and test fixtures. Several at that depth, or a truncated list, give a warning
 * that lists them and names the `docs-root` input. Pure.
 */
import { CONFIG_FILES } from './read.js';

/** Folders never taken for the docs: tooling, dependencies, tests and their fixtures. */
const SKIPPED_FOLDER = /^(?:\..*|node_modules|__tests__|__fixtures__|fixtures?|test|tests|spec)$/i;
/** Most candidates named in a warning. */
const MAX_LISTED = 10;

/** The docs folder found, and a warning when the choice is not certain. */
export interface DocsRootFound {
  /** Folder holding the configuration (`''` = the repository root). */
  readonly docsRoot: string;
  /** Repository path of the configuration file found, if any. */
  readonly file?: string;
  /** Why the choice may be wrong: several candidates, a truncated tree, none found. */
  readonly warning?: string;
}

/** The folder of `path` when it is a configuration file outside skipped folders. */
function candidateFolder(path: string): { folder: string; name: string } | undefined {
  const parts = path.split('/');
  const name = parts.pop() ?? '';
  if (!(CONFIG_FILES as readonly string[]).includes(name)) return undefined;
  if (parts.some((p) => SKIPPED_FOLDER.test(p))) return undefined;
  return { folder: parts.join('/'), name };
}

/**
 * Picks the docs folder from the paths of a repository's files (blobs only). With several at
 * the shallowest depth, the first in path order is taken and the warning lists them all.
 */
export function pickDocsRoot(
  paths: Iterable<string>,
  truncated: boolean,
  input: string,
): DocsRootFound {
  const folders = new Map<string, string>();
  for (const path of paths) {
    const found = candidateFolder(path);
    // docs.json wins over mint.json in the same folder, as the site reads it.
    if (found && (folders.get(found.folder) ?? 'mint.json') === 'mint.json') {
      folders.set(found.folder, found.name);
    }
  }
  const depth = (folder: string): number => (folder === '' ? 0 : folder.split('/').length);
  const shallowest = Math.min(...[...folders.keys()].map(depth));
  const best = [...folders.keys()].filter((f) => depth(f) === shallowest).sort();
  const cut = truncated
    ? ' The repository’s file list was truncated by GitHub, so a shallower one may exist.'
    : '';
  const [first] = best;
  if (first === undefined) {
    return {
      docsRoot: '',
      warning: `No docs.json (nor mint.json) was found in the repository${truncated ? '’s file list, which GitHub truncated' : ''}; the repository root is used. Set \`${input}\` to the folder that holds docs.json.`,
    };
  }
  const file = `${first === '' ? '' : `${first}/`}${folders.get(first) ?? 'docs.json'}`;
  if (best.length === 1 && !truncated) return { docsRoot: first, file };
  const listed = best.slice(0, MAX_LISTED).map((f) => `\`${f || '/'}\``);
  const more = best.length > MAX_LISTED ? `, and ${best.length - MAX_LISTED} more` : '';
  const several =
    best.length > 1
      ? `Several folders hold a docs configuration at the same depth (${listed.join(', ')}${more}); \`${first || '/'}\` is used.`
      : `\`${first || '/'}\` is used as the docs folder.`;
  return { docsRoot: first, file, warning: `${several}${cut} Set \`${input}\` to choose.` };
}
