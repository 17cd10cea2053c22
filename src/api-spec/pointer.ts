/**
 * `$ref`s inside a spec: JSON pointers after `#` (RFC 6901, percent-decoded as a URI fragment),
 * resolved over own properties only, so `#/constructor` or `#/__proto__` resolve to nothing.
 */
import { isObject } from './parse.js';

/** The segments of an internal `$ref` (`#/components/schemas/User`), or undefined. */
export function refSegments(ref: string): string[] | undefined {
  if (!ref.startsWith('#')) return undefined;
  let fragment = ref.slice(1);
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // Not percent-encoded after all: read as written.
  }
  if (fragment === '') return [];
  if (!fragment.startsWith('/')) return undefined;
  return fragment
    .slice(1)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The value at `segments` of `doc`, through own properties only; undefined when absent. */
export function valueAt(doc: unknown, segments: readonly string[]): unknown {
  let node = doc;
  for (const segment of segments) {
    if (Array.isArray(node)) {
      const index = Number(segment);
      if (!Number.isInteger(index) || index < 0 || index >= node.length) return undefined;
      node = node[index] as unknown;
    } else if (isObject(node) && Object.hasOwn(node, segment)) {
      node = node[segment];
    } else {
      return undefined;
    }
  }
  return node;
}

/** Sets `value` at `segments` in `into`, making the objects on the way (own properties only). */
export function setAt(into: Record<string, unknown>, segments: readonly string[], value: unknown) {
  let node = into;
  for (const [i, segment] of segments.entries()) {
    if (i === segments.length - 1) {
      Object.defineProperty(node, segment, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return;
    }
    const next = Object.hasOwn(node, segment) ? node[segment] : undefined;
    if (isObject(next)) node = next;
    else {
      const made: Record<string, unknown> = {};
      Object.defineProperty(node, segment, {
        value: made,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      node = made;
    }
  }
}
