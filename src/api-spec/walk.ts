/**
 * A value of one operation at a path the diff library gives (relative to the operation), read
 * from the spec as written: internal `$ref`s followed at every step (bounded), and `parameters`
 * read as the library reads them, the operation's own first, then the path item's shared ones it
 * does not override. Undefined where the path does not lead anywhere.
 */
import { isObject } from './parse.js';
import { refSegments, valueAt } from './pointer.js';
import { MAX_REF_CHAIN } from './types.js';

/** One side of an operation: its document, its node and its path item's shared parameters. */
export interface OperationSide {
  readonly doc: Record<string, unknown>;
  readonly node: Record<string, unknown>;
  readonly shared: unknown;
}

/** `value` with its internal `$ref`s followed (at most {@link MAX_REF_CHAIN}). */
export function deref(doc: unknown, value: unknown): unknown {
  let node = value;
  for (let i = 0; i < MAX_REF_CHAIN && isObject(node) && typeof node.$ref === 'string'; i++) {
    const segments = refSegments(node.$ref);
    node = segments ? valueAt(doc, segments) : undefined;
  }
  return node;
}

/** The operation's parameters as the library lists them. */
export function parametersOf(side: OperationSide): unknown[] {
  const own = Array.isArray(side.node.parameters) ? side.node.parameters : [];
  const shared = Array.isArray(side.shared) ? side.shared : [];
  const resolved = own.map((p) => deref(side.doc, p));
  const key = (p: unknown) => (isObject(p) ? `${String(p.in)}\u0000${String(p.name)}` : '');
  const taken = new Set(resolved.map(key));
  const rest = shared.map((p) => deref(side.doc, p)).filter((p) => !taken.has(key(p)));
  return [...resolved, ...rest];
}

/** The value at `path` (relative to the operation) on `side`, or undefined. */
export function valueIn(side: OperationSide, path: readonly (string | number)[]): unknown {
  let node: unknown = side.node;
  for (const [i, segment] of path.entries()) {
    node = i === 1 && path[0] === 'parameters' ? parametersOf(side) : deref(side.doc, node);
    if (Array.isArray(node)) {
      const index = Number(segment);
      node = Number.isInteger(index) ? node[index] : undefined;
    } else if (isObject(node) && Object.hasOwn(node, String(segment))) {
      node = node[String(segment)];
    } else {
      return undefined;
    }
  }
  return deref(side.doc, node);
}
