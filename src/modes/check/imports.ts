/**
 * A page's imports as the cloud resolves them: a path from the docs folder (`/snippets/x.mdx`) or
 * from the page's folder (`./x.mdx`); one naming no file the checkout has inside the docs folder
 * stops the deploy. Bare package names are the renderer's business, not a file, and pass.
 */
import path from 'node:path';
import type { PageImport, RawProblem } from './model.js';
import { inDocs, type SiteTree } from './site.js';

/** Extensions an import may leave out, tried in order. */
const IMPLIED = ['', '.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'];

/** The problems of `file`'s imports: each that names no file of the site. */
export function importProblems(
  tree: SiteTree,
  file: string,
  imports: readonly PageImport[],
): RawProblem[] {
  const problems: RawProblem[] = [];
  for (const item of imports) {
    const target = targetOf(tree, file, item.specifier);
    if (target === undefined) continue;
    const inside = tree.docsRoot === '' || target.startsWith(`${tree.docsRoot}/`);
    if (inside && !target.startsWith('../') && IMPLIED.some((ext) => tree.files.has(target + ext)))
      continue;
    problems.push({
      rule: 'snippet-import',
      line: item.line,
      column: item.column,
      title: 'An import names no file of the site: Mintlify will not deploy this page',
      message: inside
        ? `\`${item.specifier}\` resolves to ${target}, which is not in the repository (check the path and its case).`
        : `\`${item.specifier}\` leads outside the docs folder (${tree.docsRoot || '/'}), which the cloud does not read.`,
    });
  }
  return problems;
}

/** The repository path an import names, or undefined for a bare package name. */
function targetOf(tree: SiteTree, file: string, specifier: string): string | undefined {
  if (specifier.startsWith('/')) return path.posix.normalize(inDocs(tree, specifier.slice(1)));
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  }
  return undefined;
}
