/**
 * One bounded pass over a parsed spec before anything else looks at it: values counted and their
 * nesting measured (a spec over {@link MAX_SPEC_NODES} values, {@link MAX_SPEC_DEPTH} levels or
 * {@link MAX_SPEC_REFS} `$ref`s is refused), `__proto__` keys taken out (so no later assignment
 * can reach a prototype), and every `$ref` to another file or a URL counted for a warning: like
 * Mintlify, the comparison follows only `$ref`s inside the file. Iterative; checks the deadline.
 */
import { isObject } from './parse.js';
import { MAX_SPEC_DEPTH, MAX_SPEC_NODES, MAX_SPEC_REFS } from './types.js';
import { checkDeadline } from './deadline.js';

/** What the pass found. */
export interface Inspection {
  /** `$ref`s to another file or a URL (the first few, as written), not followed. */
  readonly external: readonly string[];
  /** All such `$ref`s. */
  readonly externalCount: number;
  /** `__proto__` keys taken out. */
  readonly dropped: number;
}

/** A spec past one of the bounds: why, in plain words. */
export class SpecBoundError extends Error {}

/** Inspects `doc` in place; throws {@link SpecBoundError} past a bound. */
export function inspectSpec(doc: unknown, deadline: number): Inspection {
  const external: string[] = [];
  let externalCount = 0;
  let dropped = 0;
  let refs = 0;
  const stack: { node: unknown; depth: number }[] = [{ node: doc, depth: 0 }];
  for (let seen = 0; stack.length > 0; seen++) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (seen > MAX_SPEC_NODES)
      throw new SpecBoundError(`it has more than ${MAX_SPEC_NODES} values`);
    if (depth > MAX_SPEC_DEPTH) {
      throw new SpecBoundError(`its values nest deeper than ${MAX_SPEC_DEPTH} levels`);
    }
    if ((seen & 0xffff) === 0) checkDeadline(deadline);
    if (Array.isArray(node)) {
      for (const item of node as unknown[]) {
        if (typeof item === 'object' && item !== null) stack.push({ node: item, depth: depth + 1 });
      }
      continue;
    }
    if (!isObject(node)) continue;
    if (Object.hasOwn(node, '__proto__')) {
      delete node['__proto__'];
      dropped++;
    }
    const ref = node.$ref;
    if (typeof ref === 'string') {
      if (++refs > MAX_SPEC_REFS)
        throw new SpecBoundError(`it has more than ${MAX_SPEC_REFS} $refs`);
      if (!ref.startsWith('#')) {
        if (externalCount++ < 3) external.push(ref.slice(0, 120));
      }
    }
    for (const key in node) {
      const value = node[key];
      if (typeof value === 'object' && value !== null)
        stack.push({ node: value, depth: depth + 1 });
    }
  }
  return { external, externalCount, dropped };
}
