/**
 * What lets the comparison skip what did not change: each operation's fingerprint, a hash of its
 * value with every internal `$ref` replaced by the hash of what it points to (each target hashed
 * once, a cycle named instead of followed), and the `$ref`s each one reaches. Two versions of an
 * operation with the same fingerprint are the same as far as any client can tell, so the library
 * diff (api-smart-diff, seconds per thousand operations) runs only on the operations that differ.
 * Recursion is bounded by {@link MAX_REF_CHAIN} `$ref`s followed through one another.
 */
import { createHash } from 'node:crypto';
import { checkDeadline } from './deadline.js';
import { SpecBoundError } from './inspect.js';
import { refSegments, valueAt } from './pointer.js';
import { MAX_REF_CHAIN } from './types.js';

const hash = (text: string): string => createHash('sha1').update(text).digest('base64');

/** Fingerprints of one spec's values; `$ref` targets memoized. */
export class Fingerprints {
  private readonly memo = new Map<string, string>();
  /** Each `$ref` target's own `$ref`s. */
  private readonly deps = new Map<string, Set<string>>();
  private readonly open = new Set<string>();
  private steps = 0;

  constructor(
    private readonly doc: unknown,
    private readonly deadline: number,
  ) {}

  /** The fingerprint of `value`, its direct `$ref`s added to `refs`. */
  of(value: unknown, refs: Set<string>): string {
    return hash(this.text(value, refs, 0));
  }

  /** Every `$ref` reachable from `direct`, transitively (targets that resolve only). */
  closure(direct: Iterable<string>): Set<string> {
    const out = new Set<string>();
    const todo = [...direct];
    while (todo.length > 0) {
      const ref = todo.pop() as string;
      if (out.has(ref)) continue;
      out.add(ref);
      for (const next of this.deps.get(ref) ?? []) todo.push(next);
    }
    return out;
  }

  private text(value: unknown, refs: Set<string>, chain: number): string {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
    if ((++this.steps & 0xffff) === 0) checkDeadline(this.deadline);
    if (Array.isArray(value)) {
      let out = '[';
      for (const item of value as unknown[]) out += `${this.text(item, refs, chain)},`;
      return `${out}]`;
    }
    const record = value as Record<string, unknown>;
    let out = '{';
    for (const key in record) {
      const item = record[key];
      if (key === '$ref' && typeof item === 'string' && item.startsWith('#')) {
        refs.add(item);
        out += `$ref:${this.target(item, chain + 1)},`;
      } else {
        out += `${JSON.stringify(key)}:${this.text(item, refs, chain)},`;
      }
    }
    return `${out}}`;
  }

  private target(ref: string, chain: number): string {
    const known = this.memo.get(ref);
    if (known !== undefined) return known;
    if (this.open.has(ref)) return `cycle:${JSON.stringify(ref)}`;
    if (chain > MAX_REF_CHAIN) {
      throw new SpecBoundError(`its $refs lead through more than ${MAX_REF_CHAIN} others in a row`);
    }
    const segments = refSegments(ref);
    const value = segments ? valueAt(this.doc, segments) : undefined;
    if (value === undefined) return `missing:${JSON.stringify(ref)}`;
    this.open.add(ref);
    const own = new Set<string>();
    const text = hash(this.text(value, own, chain));
    this.open.delete(ref);
    this.deps.set(ref, own);
    this.memo.set(ref, text);
    return text;
  }
}
