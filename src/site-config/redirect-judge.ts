/**
 * Where a redirect leads a removed page's readers, judged as the site would serve them: the
 * matching entry's destination, filled in, followed through further redirects to its end
 * (at most {@link MAX_HOPS}). A redirect covers the page only when that end is somewhere else:
 * a destination that is the removed page itself (a source that differs from its destination only
 * by case is one: the site matches redirects without regard to case), a cycle, or another page
 * the same change removes without a redirect of its own leaves readers at a loop or a 404. A
 * source written with an extension (`/gpu.mdx`) answers only that URL; when one is all that
 * names the page, the verdict says so. Pure.
 */
import { normalizePagePath } from '../util/page-path.js';
import type { SiteRedirects } from './types.js';

/** Most redirects followed from one page (the site's own limit is not documented). */
export const MAX_HOPS = 10;

/** Extensions a link may have written after a page path. */
const EXTENSIONS = ['.mdx', '.md', '.html'] as const;

/** What a page's redirect does for its readers. */
export type RedirectVerdict =
  /** Readers reach `destination` (the end of the chain), through the entry from `source`. */
  | { readonly kind: 'covered'; readonly source: string; readonly destination: string }
  /** No entry answers the page; `why` names an entry that looks like it but does not count. */
  | { readonly kind: 'missing'; readonly why?: string }
  /** An entry answers the page but leads nowhere readers can read; `why` says where. */
  | {
      readonly kind: 'void';
      readonly source: string;
      readonly destination: string;
      readonly why: string;
    };

/** The path part of a destination (no query, no anchor), or undefined for another site. */
function destinationPath(destination: string): string | undefined {
  const text = destination.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) return undefined;
  const cut = text.search(/[?#]/);
  const path = cut < 0 ? text : text.slice(0, cut);
  return path.startsWith('/') ? path : `/${path}`;
}

/** Why no entry covers `page`, when an entry written with an extension looks like it does. */
function extensionMiss(redirects: SiteRedirects, page: string): string | undefined {
  if (page === '/') return undefined;
  for (const ext of EXTENSIONS) {
    const hit = redirects.match(`${page}${ext}`);
    if (hit) {
      return `the redirect from \`${hit.source}\` answers only the URL written with \`${ext}\`, not \`${page}\``;
    }
  }
  return undefined;
}

/** Why the hop to `next` ends the chain without a page, or undefined when it goes on. */
function deadEnd(page: string, next: string, seen: ReadonlySet<string>): string | undefined {
  if (next === page) return 'it leads back to the page this PR removes';
  if (next.toLowerCase() === page.toLowerCase()) {
    return 'its destination differs from the removed page only by case, and redirects match without regard to case, so readers loop';
  }
  if (seen.has(next.toLowerCase()))
    return `it leads into a loop of redirects (back to \`${next}\`)`;
  return undefined;
}

/**
 * The verdict for `page` (a normalized page path) among `removed`, every page the same change
 * takes away (normalized; `page` among them).
 */
export function judgeRedirect(
  redirects: SiteRedirects,
  page: string,
  removed: ReadonlySet<string>,
): RedirectVerdict {
  const first = redirects.match(page);
  if (!first) {
    const why = extensionMiss(redirects, page);
    return why ? { kind: 'missing', why } : { kind: 'missing' };
  }
  const seen = new Set([page.toLowerCase()]);
  const end = (destination: string, why: string): RedirectVerdict => ({
    kind: 'void',
    source: first.source,
    destination,
    why,
  });
  let hit = first;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const path = destinationPath(hit.destination);
    if (path === undefined)
      return { kind: 'covered', source: first.source, destination: hit.destination };
    const next = normalizePagePath(path);
    const why = deadEnd(page, next, seen);
    if (why) return end(hit.destination, why);
    seen.add(next.toLowerCase());
    const after = redirects.match(path);
    if (!after) {
      if (removed.has(next)) {
        return end(
          hit.destination,
          `it leads to \`${next}\`, which this PR also removes without a redirect of its own`,
        );
      }
      return { kind: 'covered', source: first.source, destination: hit.destination };
    }
    hit = after;
  }
  return end(hit.destination, `it goes through more than ${MAX_HOPS} redirects`);
}
