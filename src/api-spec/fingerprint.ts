/**
 * What lets the comparison skip what did not change: whether an operation is the same at the
 * base and the head, by a deep comparison that follows internal `$ref`s on both sides (each pair
 * of targets compared once and remembered; a pair met again inside itself counts as the same,
 * which is what a cycle means), stopping at the first difference. Only operations that differ go
 * to the library (api-smart-diff costs milliseconds per call), with the values their `$ref`s reach
 * ({@link RefReach}), whose chains are bounded by {@link MAX_REF_CHAIN}.
 */
import { checkDeadline } from './deadline.js';
import { SpecBoundError } from './inspect.js';
import { isObject } from './parse.js';
import { refSegments, valueAt } from './pointer.js';
import { MAX_REF_CHAIN } from './types.js';

/** The target of an internal `$ref` in `doc`, or undefined. */
function target(doc: unknown, ref: string): unknown {
  const segments = refSegments(ref);
  return segments ? valueAt(doc, segments) : undefined;
}

/** The internal `$ref` of a value, when it has one. */
function refOf(value: unknown): string | undefined {
  return isObject(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#')
    ? value.$ref
    : undefined;
}

/** Deep sameness of values of two documents, `$ref`s followed. */
export class Sameness {
  private readonly memo = new Map<string, boolean>();
  private readonly open = new Set<string>();
  private steps = 0;

  constructor(
    private readonly a: unknown,
    private readonly b: unknown,
    private readonly deadline: number,
  ) {}

  /** Whether `x` (of the base) and `y` (of the head) are the same to a client. */
  same(x: unknown, y: unknown, chain = 0): boolean {
    if (x === y && (typeof x !== 'object' || x === null)) return true;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
    if ((++this.steps & 0xffff) === 0) checkDeadline(this.deadline);
    const rx = refOf(x);
    const ry = refOf(y);
    if (rx !== undefined || ry !== undefined) {
      if (!this.sameRefs(rx, ry, chain + 1)) return false;
    }
    if (Array.isArray(x) || Array.isArray(y)) {
      if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) if (!this.same(x[i], y[i], chain)) return false;
      return true;
    }
    const ox = x as Record<string, unknown>;
    const oy = y as Record<string, unknown>;
    let count = 0;
    for (const key in ox) {
      count++;
      if (key === '$ref' && rx !== undefined) continue;
      if (!Object.hasOwn(oy, key) || !this.same(ox[key], oy[key], chain)) return false;
    }
    for (const _key in oy) count--;
    return count === 0;
  }

  /** Whether what the `$ref`s (or the value without one) stand for is the same. */
  private sameRefs(rx: string | undefined, ry: string | undefined, chain: number) {
    if (chain > MAX_REF_CHAIN) {
      throw new SpecBoundError(`its $refs lead through more than ${MAX_REF_CHAIN} others in a row`);
    }
    if (rx === undefined || ry === undefined) return false;
    const key = `${rx}\u0000${ry}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    if (this.open.has(key)) return true;
    this.open.add(key);
    const tx = target(this.a, rx);
    const ty = target(this.b, ry);
    const result =
      tx === undefined || ty === undefined ? tx === ty && rx === ry : this.same(tx, ty, chain);
    this.open.delete(key);
    this.memo.set(key, result);
    return result;
  }
}

/** The internal `$ref`s a value reaches in its document, transitively, chains bounded. */
export class RefReach {
  private readonly direct = new Map<string, string[]>();

  constructor(private readonly doc: unknown) {}

  /** Every internal `$ref` reachable from `value` (targets that resolve only). */
  from(value: unknown): Set<string> {
    const out = new Set<string>();
    let level = refsIn(value);
    for (let depth = 0; level.length > 0; depth++) {
      if (depth > MAX_REF_CHAIN) {
        throw new SpecBoundError(
          `its $refs lead through more than ${MAX_REF_CHAIN} others in a row`,
        );
      }
      const next: string[] = [];
      for (const ref of level) {
        if (out.has(ref)) continue;
        out.add(ref);
        next.push(...this.refsOf(ref));
      }
      level = next;
    }
    return out;
  }

  private refsOf(ref: string): string[] {
    let known = this.direct.get(ref);
    if (!known) {
      const value = target(this.doc, ref);
      known = value === undefined ? [] : refsIn(value);
      this.direct.set(ref, known);
    }
    return known;
  }
}

/** The internal `$ref`s written inside `value` (not followed). Iterative. */
function refsIn(value: unknown): string[] {
  const out: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      for (const item of node as unknown[]) if (typeof item === 'object') stack.push(item);
      continue;
    }
    const ref = refOf(node);
    if (ref !== undefined) out.push(ref);
    for (const key in node as Record<string, unknown>) {
      const item = (node as Record<string, unknown>)[key];
      if (typeof item === 'object' && item !== null) stack.push(item);
    }
  }
  return out;
}
