/**
 * The site's structure as a pull request leaves it: pages it adds that no navigation names and
 * that are not hidden on purpose (frontmatter `hidden: true`; a page in a hidden group or tab is
 * named, so not counted), which the site serves but readers cannot find; and navigation entries
 * that name a page no file serves at the head. Pure: the caller reads the files.
 */
import { MAX_FRONTMATTER_CHARS, readFrontmatter } from '../util/frontmatter.js';
import { fileToPagePath } from '../util/page-path.js';
import type { SiteNavigation } from './types.js';

/** Most added pages whose frontmatter is read to tell hidden ones apart. */
export const MAX_FRONTMATTER_READS = 20;

/** What the structure check found. */
export interface SiteStructure {
  /** Pages added, named by no navigation, not hidden; undefined when the navigation is unknown. */
  readonly unlisted?: readonly string[];
  /** Added pages left out of {@link unlisted} because their frontmatter could not be read. */
  readonly unchecked: number;
  /** Navigation pages no file serves at the head; undefined when the file list is unknown. */
  readonly missing?: readonly string[];
}

/** Whether a page's text starts with YAML frontmatter that sets `hidden: true` (or `"true"`). */
export function hiddenByFrontmatter(text: string): boolean {
  // Past the frontmatter's cap nothing is read anyway: the rest of the page is not split.
  const head = text.replace(/^\uFEFF/, '').slice(0, MAX_FRONTMATTER_CHARS + 16);
  const { data } = readFrontmatter(head.split(/\r?\n/));
  return data?.hidden === true || data?.hidden === 'true';
}

/** Added pages the navigation does not name, in order: the ones to read the frontmatter of. */
export function unnamedPages<T extends { readonly page: string }>(
  navigation: SiteNavigation,
  added: readonly T[],
): T[] {
  return added.filter((a) => !navigation.pages.has(a.page));
}

/**
 * Navigation pages no file serves at the head, sorted; `files` are the head's repository paths.
 */
export function missingPages(
  navigation: SiteNavigation,
  files: Iterable<string>,
  docsRoot: string,
): string[] {
  const served = new Set<string>();
  for (const file of files) {
    const page = fileToPagePath(file, docsRoot);
    if (page !== undefined) served.add(page);
  }
  return [...navigation.pages].filter((p) => !served.has(p)).sort();
}
