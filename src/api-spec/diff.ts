/**
 * Compares two parsed versions of one spec, operation by operation. Operations only in the head
 * are added, only in the base removed (breaking); an operation in both is compared by
 * fingerprint first (./fingerprint.ts) and, where they differ, by api-smart-diff on a document
 * holding that operation and the values its `$ref`s reach, so the library's cost follows what
 * changed rather than the spec's size. The deadline is checked between operations.
 */
import { apiDiff, type Diff } from 'api-smart-diff';
import { specChange } from './classify.js';
import { checkDeadline } from './deadline.js';
import { Fingerprints } from './fingerprint.js';
import { listOperations, type SpecOperation } from './operations.js';
import { refSegments, setAt, valueAt } from './pointer.js';
import {
  MAX_CHANGES_PER_OPERATION,
  type OperationChange,
  type OperationStatus,
  type SpecChange,
} from './types.js';

/** One side of the comparison. */
interface Side {
  readonly doc: Record<string, unknown>;
  readonly operations: Map<string, SpecOperation>;
  readonly prints: Fingerprints;
}

const ORDER = { breaking: 0, 'non-breaking': 1, annotation: 2 } as const;

function side(doc: Record<string, unknown> | undefined, deadline: number): Side {
  const d = doc ?? {};
  return { doc: d, operations: listOperations(d), prints: new Fingerprints(d, deadline) };
}

/** The operation with its path item's shared parameters, as one value. */
function whole(op: SpecOperation): Record<string, unknown> {
  return op.shared === undefined ? { op: op.node } : { op: op.node, shared: op.shared };
}

/** A document holding `op` and every value its `$ref`s reach, at their own places. */
function miniDoc(s: Side, op: SpecOperation, refs: Set<string>): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  setAt(item, [op.method.toLowerCase()], op.node);
  if (op.shared !== undefined) setAt(item, ['parameters'], op.shared);
  const doc: Record<string, unknown> = { openapi: s.doc.openapi, info: { title: '', version: '' } };
  for (const ref of s.prints.closure(refs)) {
    const segments = refSegments(ref);
    if (!segments || segments.length === 0 || segments[0] === 'paths') continue;
    const value = valueAt(s.doc, segments);
    if (value !== undefined) setAt(doc, segments, value);
  }
  setAt(doc, ['paths'], {});
  setAt(doc.paths as Record<string, unknown>, [op.path], item);
  return doc;
}

function change(
  op: SpecOperation,
  status: OperationStatus,
  all: readonly SpecChange[],
): OperationChange {
  const sorted = [...all].sort((a, b) => ORDER[a.class] - ORDER[b.class]);
  const count = (c: SpecChange['class']) => all.filter((x) => x.class === c).length;
  const { key: _k, node: _n, shared: _s, deprecated: _d, ...facts } = op;
  return {
    ...facts,
    status,
    changes: sorted.slice(0, MAX_CHANGES_PER_OPERATION),
    breaking: count('breaking'),
    nonBreaking: count('non-breaking'),
    annotation: count('annotation'),
  };
}

/** The library's changes inside `op` (a path item's shared parameters included). */
function libraryChanges(base: Side, head: Side, before: SpecOperation, after: SpecOperation) {
  const refsA = new Set<string>();
  const refsB = new Set<string>();
  const same = base.prints.of(whole(before), refsA) === head.prints.of(whole(after), refsB);
  if (same) return [];
  const diffs: Diff[] = apiDiff(miniDoc(base, before, refsA), miniDoc(head, after, refsB));
  const method = after.method.toLowerCase();
  const out: SpecChange[] = [];
  for (const d of diffs) {
    if (d.path[0] !== 'paths' || d.path[1] !== after.path) continue;
    const rest = d.path.slice(2);
    if (rest[0] === method) out.push(specChange(d, rest.slice(1)));
    else if (rest[0] === 'parameters') out.push(specChange(d, rest));
  }
  return out;
}

/** The operations that differ between `base` and `head` (either undefined: file added/removed). */
export function diffOperations(
  baseDoc: Record<string, unknown> | undefined,
  headDoc: Record<string, unknown> | undefined,
  deadline: number,
): { operations: OperationChange[]; counts: { base: number; head: number } } {
  const base = side(baseDoc, deadline);
  const head = side(headDoc, deadline);
  const out: OperationChange[] = [];
  for (const [key, before] of base.operations) {
    if (!head.operations.has(key)) {
      out.push(change(before, 'removed', [{ class: 'breaking', what: 'operation removed' }]));
    }
  }
  for (const [key, after] of head.operations) {
    checkDeadline(deadline);
    const before = base.operations.get(key);
    if (!before) {
      out.push(change(after, 'added', [{ class: 'non-breaking', what: 'operation added' }]));
      continue;
    }
    const changes = libraryChanges(base, head, before, after);
    const deprecated = after.deprecated && !before.deprecated;
    if (changes.length === 0 && !deprecated) continue;
    out.push(change(after, deprecated ? 'deprecated' : 'changed', changes));
  }
  out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.method < b.method ? -1 : 1));
  return { operations: out, counts: { base: base.operations.size, head: head.operations.size } };
}
