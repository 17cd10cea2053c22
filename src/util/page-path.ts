/**
 * Page paths: a repository file's published path, and page paths or URLs brought to one form so
 * they compare. Pure text, bottom layer: the feedback report and the PR's changed pages both use
 * it. Imports nothing from `src/`.
 */

/** File extensions Mintlify turns into pages. */
const PAGE_EXTENSIONS = /\.mdx?$/i;

/**
 * The page path a repository file is published at, or undefined when the file is not a page
 * (not `.md`/`.mdx`, or outside `docsRoot`).
 *
 * `guides/intro.mdx` → `/guides/intro`; `x/index.mdx` → `/x`; `index.mdx` → `/`. With
 * `docsRoot: docs`, `docs/guides/intro.mdx` → `/guides/intro` and `README.md` → undefined.
 *
 * @param filename path of the file in the repository, as the pull request files API lists it
 * @param docsRoot folder of the docs in the repository, without slashes at either end; empty
 *   for the root
 */
export function fileToPagePath(filename: string, docsRoot: string): string | undefined {
  let rel = filename.replace(/\\/g, '/').replace(/^\.?\/+/, '');
  const root = docsRoot.replace(/^\.?\/+/, '').replace(/(?<!\/)\/+$/, '');
  if (root) {
    if (!rel.startsWith(`${root}/`)) return undefined;
    rel = rel.slice(root.length + 1);
  }
  if (!PAGE_EXTENSIONS.test(rel)) return undefined;
  rel = rel.replace(PAGE_EXTENSIONS, '');
  return normalizePagePath(rel);
}

/**
 * Brings a page path or page URL to the form {@link fileToPagePath} produces, so the two can be
 * compared: the path of an absolute URL, no query or fragment, no `.html`/`.md`/`.mdx`, no
 * trailing slash, `index` folded into its folder, percent-escapes decoded, one leading slash.
 * `https://docs.example.com/guides/intro/` → `/guides/intro`; `guides/index.html` → `/guides`.
 */
export function normalizePagePath(pathOrUrl: string): string {
  let p = pathOrUrl.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(p)) {
    try {
      p = new URL(p).pathname;
    } catch {
      // Not a URL after all: treat it as a path.
    }
  }
  p = p.replace(/[?#][^]*/, ''); // From the first `?` or `#`, whatever follows.
  try {
    p = decodeURI(p);
  } catch {
    // A stray `%` is kept as written.
  }
  const parts = p.split('/').filter((s) => s !== '' && s !== '.');
  const last = parts[parts.length - 1];
  if (last !== undefined) {
    const bare = last.replace(/\.(html?|mdx?)$/i, '');
    if (bare.toLowerCase() === 'index') parts.pop();
    else parts[parts.length - 1] = bare;
  }
  return `/${parts.join('/')}`;
}
