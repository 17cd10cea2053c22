/**
 * Maps a pull request's changed files to the docs page paths readers leave feedback on, and
 * matches the paths feedback entries carry (which may be full URLs, or end in `/` or `.html`)
 * against them.
 */
import type { Octokit } from './octokit.js';

/** File extensions Mintlify turns into pages. */
const PAGE_EXTENSIONS = /\.mdx?$/i;

/** Upper bound of changed files read: GitHub's files endpoint itself stops at 3,000. */
const MAX_FILES = 3_000;

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
  const root = docsRoot.replace(/^\.?\/+/, '').replace(/\/+$/, '');
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
  p = p.replace(/[?#].*$/, '');
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

/** A pull request's docs pages. */
export interface PrPages {
  /** Page paths the PR changes (added, modified, renamed, removed), normalized, sorted. */
  readonly pages: readonly string[];
  /** Changed files the PR has, pages or not. */
  readonly fileCount: number;
}

/** What {@link listPrPages} needs. */
export interface ListPrPagesOptions {
  /** Repository owner. */
  readonly owner: string;
  /** Repository name. */
  readonly repo: string;
  /** Pull request number. */
  readonly pullNumber: number;
  /** Folder of the docs in the repository; empty for the root. */
  readonly docsRoot: string;
  /** Cancels the requests. */
  readonly signal?: AbortSignal;
}

/**
 * Lists every changed file of a pull request (all pages of the API) and returns the docs pages
 * among them. A renamed page counts under both its old and its new path, since feedback was left
 * on the old one; a removed page counts too, since its feedback is what reviewers should see.
 */
export async function listPrPages(octokit: Octokit, options: ListPrPagesOptions): Promise<PrPages> {
  const pages = new Set<string>();
  let fileCount = 0;
  const iterator = octokit.paginate.iterator(octokit.rest.pulls.listFiles, {
    owner: options.owner,
    repo: options.repo,
    pull_number: options.pullNumber,
    per_page: 100,
    request: options.signal ? { signal: options.signal } : {},
  });
  for await (const response of iterator) {
    for (const file of response.data) {
      fileCount++;
      for (const name of [file.filename, file.previous_filename]) {
        if (!name) continue;
        const page = fileToPagePath(name, options.docsRoot);
        if (page !== undefined) pages.add(page);
      }
    }
    if (fileCount >= MAX_FILES) break;
  }
  return { pages: [...pages].sort(), fileCount };
}
