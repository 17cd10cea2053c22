/**
 * The pages a resolved navigation names, in every documented form: `pages`, `groups`, `tabs`,
 * `anchors` (the `global` ones too), `dropdowns`, `versions`, `languages`, `products`, `menu`,
 * a group's `root`, and the legacy mint.json list of groups. The walk goes through any object or
 * list, so a form added later is still seen. Strings that are not files are skipped: OpenAPI
 * operations (`"GET /users"`, `"openapi.json POST /users"`, `"webhook name"`; `"get /users"` is
 * a file path, as the vendor reads it) and links
 * (`https://…`); so are `openapi`/`asyncapi` sources and `href`s. A page under a `hidden: true`
 * group, tab, anchor, dropdown… is counted in `hidden` too. Anything unresolved inside makes the
 * whole navigation unknown: a page it might name is never reported as missing. Pure, bounded.
 */
import { normalizePagePath } from '../util/page-path.js';
import { isRecord, MAX_JSON_DEPTH } from './json-file.js';
import { describeFrame, Unresolved, type Frame } from './resolve.js';
import type { SiteNavigation } from './types.js';
import type { Warnings } from './warnings.js';

/** Most navigation values looked at. */
const MAX_NAV_NODES = 1_000_000;
/** Keys whose values name no page file. */
const NOT_PAGES = new Set(['href', 'openapi', 'asyncapi', 'icon', 'color', 'tag']);
/**
 * An OpenAPI operation or webhook entry, optionally after its spec file, as the vendor reads one:
 * `METHOD /path` with the method in capitals ("OpenAPI operation matching is case-sensitive";
 * "entries that don't match OpenAPI operations" are file paths), `webhook name` as documented.
 */
const OPERATION =
  /^(?:\S+\s+)?(?:(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE)\s+\/|webhook\s+\S)/;
/** A link (`https://…`, `mailto:…`). */
const LINK = /^[a-z][a-z0-9+.-]*:/i;

/** Whether a navigation string is a page file (not an operation, not a link, not empty). */
export function isPageEntry(entry: string): boolean {
  const text = entry.trim();
  return text !== '' && !OPERATION.test(text) && !LINK.test(text);
}

interface Item {
  readonly node: unknown;
  readonly hidden: boolean;
  readonly depth: number;
  /** Whether `node` is a `pages` list (its strings are pages). */
  readonly pageList?: boolean;
}

/** The navigation's pages, or undefined when part of it could not be resolved or walked. */
export function readNavigation(
  navigation: unknown,
  origins: WeakMap<object, Frame>,
  warnings: Warnings,
): SiteNavigation | undefined {
  const pages = new Set<string>();
  const hidden = new Set<string>();
  const add = (entry: string, isHidden: boolean): void => {
    if (!isPageEntry(entry)) return;
    const page = normalizePagePath(entry);
    pages.add(page);
    if (isHidden) hidden.add(page);
  };
  const stack: Item[] = [{ node: navigation, hidden: false, depth: 0 }];
  for (let seen = 0; stack.length > 0; seen++) {
    const { node, hidden: under, depth, pageList } = stack.pop() as Item;
    if (node instanceof Unresolved) return undefined;
    if (seen >= MAX_NAV_NODES || depth > MAX_JSON_DEPTH) {
      warnings.add(
        `The navigation has more than ${MAX_NAV_NODES} entries or levels; it was not read.`,
      );
      return undefined;
    }
    if (Array.isArray(node)) {
      for (const item of node) {
        if (typeof item === 'string') {
          if (pageList) add(item, under);
        } else stack.push({ node: item, hidden: under, depth: depth + 1 });
      }
      continue;
    }
    if (!isRecord(node)) continue;
    const isHidden = under || node.hidden === true;
    for (const [key, value] of Object.entries(node)) {
      if (NOT_PAGES.has(key)) continue;
      if (key === 'root' && typeof value === 'string') add(value, isHidden);
      else if (key === 'pages' && !Array.isArray(value) && !(value instanceof Unresolved)) {
        const frame = origins.get(node);
        warnings.add(
          `${frame ? describeFrame(frame) : 'the navigation'}: \`pages\` is not a list; it was ignored.`,
        );
      } else if (typeof value === 'object' && value !== null) {
        stack.push({ node: value, hidden: isHidden, depth: depth + 1, pageList: key === 'pages' });
      }
    }
  }
  return { pages, hidden };
}
