/**
 * The OpenAPI files a resolved navigation names, and the operations its `pages` list: an
 * `openapi` on any navigation element (tab, anchor, group, version, language, dropdown…) as a
 * string, a list of strings or `{ source, directory }` (`directory` defaulting to
 * `api-reference`, as Mintlify's docs say), inherited by the elements below it; and `pages`
 * entries `"GET /users"` (the nearest `openapi` above) or `"/spec.json GET /users"`
 * (util/openapi-entry.ts). Pure, bounded.
 */
import { isRecord, MAX_JSON_DEPTH } from './json-file.js';
import { Unresolved } from './resolve.js';
import { operationEntry } from '../util/openapi-entry.js';
import type { OpenApiEntry, OpenApiRefs, OpenApiSource } from './types.js';

export type { OpenApiEntry, OpenApiRefs, OpenApiSource } from './types.js';

/** Where generated pages go when `openapi` gives no `directory`. */
export const DEFAULT_OPENAPI_DIRECTORY = 'api-reference';
/** Most navigation values looked at. */
const MAX_NODES = 1_000_000;

/** `openapi`'s value as sources (the first one is what children inherit). */
export function sourcesOf(value: unknown, hidden: boolean, generates = true): OpenApiSource[] {
  const one = (v: unknown): OpenApiSource[] => {
    if (typeof v === 'string' && v.trim() !== '') {
      return [{ source: v.trim(), directory: DEFAULT_OPENAPI_DIRECTORY, hidden, generates }];
    }
    if (isRecord(v) && typeof v.source === 'string') {
      const dir =
        typeof v.directory === 'string'
          ? v.directory.replace(/^\/+/, '').replace(/(?<!\/)\/+$/, '')
          : '';
      return [
        { source: v.source.trim(), directory: dir || DEFAULT_OPENAPI_DIRECTORY, hidden, generates },
      ];
    }
    return [];
  };
  return Array.isArray(value) ? value.flatMap(one) : one(value);
}

interface Item {
  readonly node: unknown;
  readonly inherited?: OpenApiSource;
  readonly hidden: boolean;
  readonly depth: number;
  readonly pageList: boolean;
}

/**
 * The navigation's OpenAPI sources and operation entries, after docs.json's top-level `openapi`
 * (files pages may name, no generated pages); undefined when part is unresolved.
 */
export function readOpenApiRefs(navigation: unknown, top?: unknown): OpenApiRefs | undefined {
  const sources: OpenApiSource[] = top instanceof Unresolved ? [] : sourcesOf(top, false, false);
  const entries: OpenApiEntry[] = [];
  const stack: Item[] = [{ node: navigation, hidden: false, depth: 0, pageList: false }];
  for (let seen = 0; stack.length > 0; seen++) {
    const item = stack.pop() as Item;
    if (item.node instanceof Unresolved || seen >= MAX_NODES || item.depth > MAX_JSON_DEPTH) {
      return undefined;
    }
    if (Array.isArray(item.node)) {
      for (const child of item.node as unknown[]) {
        const op = typeof child === 'string' && item.pageList ? operationEntry(child) : undefined;
        if (op) {
          const source = op.source ?? item.inherited?.source;
          const directory = item.inherited?.directory ?? DEFAULT_OPENAPI_DIRECTORY;
          entries.push({ ...op, ...(source ? { source } : {}), directory, hidden: item.hidden });
        } else if (typeof child === 'object' && child !== null) {
          stack.push({ ...item, node: child, depth: item.depth + 1, pageList: false });
        }
      }
      continue;
    }
    if (!isRecord(item.node)) continue;
    const hidden = item.hidden || item.node.hidden === true;
    const own = sourcesOf(item.node.openapi, hidden);
    sources.push(...own);
    const inherited = own[0] ?? item.inherited;
    for (const [key, value] of Object.entries(item.node)) {
      if (key === 'openapi' || typeof value !== 'object' || value === null) continue;
      stack.push({
        node: value,
        inherited,
        hidden,
        depth: item.depth + 1,
        pageList: key === 'pages',
      });
    }
  }
  return { sources, entries };
}
