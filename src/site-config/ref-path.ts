/**
 * Where a `$ref` points: a path relative to the file that holds it, which must stay inside the
 * docs folder (the vendor: "Paths must be relative and stay within the project root") and name a
 * `.json` file ("relative file path to a `.json` file"). Anything else is refused with the reason,
 * so nothing outside the docs folder is ever read. Pure text.
 */
import path from 'node:path';

/** Longest `$ref` value looked at. */
const MAX_REF_LENGTH = 1_000;

/**
 * The repository path `ref` names, read from the file at `holder` (a repository path), or why it
 * is refused. `docsRoot` is the docs folder (`''` for the repository root).
 */
export function refTarget(
  ref: string,
  holder: string,
  docsRoot: string,
): { readonly path: string } | { readonly refused: string } {
  if (ref.length > MAX_REF_LENGTH) return { refused: 'it is too long' };
  if (ref.trim() === '') return { refused: 'it is empty' };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(ref))
    return { refused: 'it holds a backslash or control character' };
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) return { refused: 'it is a URL, not a relative path' };
  if (ref.startsWith('/') || ref.startsWith('~')) return { refused: 'it is an absolute path' };
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(holder), ref));
  const root = docsRoot === '' ? '' : `${docsRoot}/`;
  if (joined.startsWith('../') || joined === '..' || !joined.startsWith(root)) {
    return { refused: `it leads outside the docs folder (\`${docsRoot || '/'}\`)` };
  }
  if (!/\.json$/i.test(joined)) return { refused: 'it does not name a `.json` file' };
  return { path: joined };
}
