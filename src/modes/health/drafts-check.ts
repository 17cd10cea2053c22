/**
 * The checks of a draft before anyone is asked to look at it, pure: whether the agent's `prLink`
 * is a pull request of this repository (read by the URL parser, never a regular expression: it is
 * the platform's text), and which of its changed files lie outside what the prompt allowed (the
 * page's Markdown/MDX file and images in its folder). A link elsewhere is only ever shown, as a
 * sanitized URL; it decides no request and no issue.
 */
import type { DraftFile } from '../../github/draft-pull.js';
import { safeUrl } from '../../util/sanitize.js';

/** Where a `prLink` points. */
export type PrTarget =
  | { readonly kind: 'here'; readonly number: number; readonly url: string }
  | { readonly kind: 'elsewhere'; readonly url: string }
  | { readonly kind: 'none' };

/** Image files a page may show, by extension. */
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif']);

/**
 * `link` as a pull request of `owner/repo` on `serverUrl`'s host (`https://github.com/o/r/pull/7`),
 * a link elsewhere (sanitized), or none when it is no http(s) URL.
 */
export function prTarget(
  link: string | null | undefined,
  repo: { readonly owner: string; readonly repo: string; readonly serverUrl: string },
): PrTarget {
  const url = safeUrl(link);
  if (!url) return { kind: 'none' };
  const parsed = new URL(url);
  let server: URL | undefined;
  try {
    server = new URL(repo.serverUrl || 'https://github.com');
  } catch {
    server = undefined;
  }
  const parts = parsed.pathname.split('/').filter((p) => p !== '');
  const [owner, name, pull, number] = parts;
  const same =
    server !== undefined &&
    parsed.protocol === 'https:' &&
    parsed.host.toLowerCase() === server.host.toLowerCase() &&
    parts.length === 4 &&
    owner?.toLowerCase() === repo.owner.toLowerCase() &&
    name?.toLowerCase() === repo.repo.toLowerCase() &&
    pull === 'pull' &&
    /^[1-9]\d{0,9}$/.test(number ?? '');
  return same ? { kind: 'here', number: Number(number), url } : { kind: 'elsewhere', url };
}

/**
 * The changed files the prompt did not allow, in the PR's order: anything but `pageFile` and image
 * files in its folder. A rename counts by both its names.
 */
export function filesOutsidePage(files: readonly DraftFile[], pageFile: string): string[] {
  const folder = folderOf(pageFile);
  const allowed = (name: string): boolean =>
    name === pageFile || (folderOf(name) === folder && IMAGE_EXTENSIONS.has(extensionOf(name)));
  const outside: string[] = [];
  for (const file of files) {
    for (const name of [file.filename, file.previousFilename]) {
      if (name !== undefined && !allowed(name) && !outside.includes(name)) outside.push(name);
    }
  }
  return outside;
}

/** `a/b` of `a/b/c.mdx`; empty at the root. */
function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash >= 0 ? path.slice(0, slash) : '';
}

/** `png` of `a/b.PNG`; empty without one. */
function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
