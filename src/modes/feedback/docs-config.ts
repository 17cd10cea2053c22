/**
 * What the redirect check needs of the site's configuration file (docs.json, or the legacy
 * mint.json): its `redirects` and the pages its navigation names. The file comes from the
 * repository (untrusted): anything of the wrong shape is skipped and counted, never trusted, and
 * the walk through the navigation is bounded. Pure: no I/O.
 */
import { normalizePagePath } from '../../util/page-path.js';
import type { Redirect } from './redirects.js';

/** Most navigation entries looked at (a real site has a few thousand at most). */
const MAX_NAV_NODES = 200_000;
/** Deepest nesting of navigation looked into. */
const MAX_NAV_DEPTH = 64;

/** The parts of docs.json the check reads. */
export interface DocsConfig {
  /** Its `redirects`, in order. */
  readonly redirects: readonly Redirect[];
  /** Entries of `redirects` without a string `source` and `destination`, skipped. */
  readonly skipped: number;
  /** Page paths the navigation names (normalized, as the site serves them). */
  readonly navPages: ReadonlySet<string>;
}

/** Reads docs.json's text; a string saying why when it is not a JSON object. */
export function parseDocsConfig(text: string): DocsConfig | string {
  let doc: unknown;
  try {
    // A byte-order mark is legal at the start of a file and illegal for JSON.parse.
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    return `it is not valid JSON (${err instanceof Error ? err.message : String(err)})`;
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    return 'it is not a JSON object';
  }
  const record = doc as Record<string, unknown>;
  const redirects: Redirect[] = [];
  let skipped = 0;
  const list = Array.isArray(record.redirects) ? record.redirects : [];
  for (const entry of list) {
    const r = (entry ?? {}) as Record<string, unknown>;
    if (typeof r.source === 'string' && typeof r.destination === 'string') {
      redirects.push({
        source: r.source,
        destination: r.destination,
        permanent: r.permanent !== false,
      });
    } else {
      skipped++;
    }
  }
  return { redirects, skipped, navPages: navPages(record.navigation) };
}

/**
 * Every page the navigation names: the strings of any `pages` list and each group's `root`, at
 * any depth (tabs, anchors, groups, versions, languages, dropdowns, products), relative to the
 * docs folder as docs.json writes them.
 */
function navPages(navigation: unknown): Set<string> {
  const pages = new Set<string>();
  const stack: { node: unknown; depth: number }[] = [{ node: navigation, depth: 0 }];
  for (let seen = 0; stack.length > 0 && seen < MAX_NAV_NODES; seen++) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (depth > MAX_NAV_DEPTH || typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      for (const item of node) stack.push({ node: item, depth: depth + 1 });
      continue;
    }
    for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
      if (key === 'pages' && Array.isArray(value)) {
        for (const page of value) {
          if (typeof page === 'string') pages.add(normalizePagePath(page));
          else stack.push({ node: page, depth: depth + 1 });
        }
      } else if (key === 'root' && typeof value === 'string') {
        pages.add(normalizePagePath(value));
      } else if (typeof value === 'object') {
        stack.push({ node: value, depth: depth + 1 });
      }
    }
  }
  return pages;
}
