/**
 * Compares two parsed versions of one spec, operation by operation. Operations only in the head
 * are added, only in the base removed (breaking); an operation in both is compared deeply first
 * (./fingerprint.ts: `$ref`s followed, the first difference ends it) and the ones that differ go
 * to api-smart-diff together, {@link BATCH} at a time, on a document holding those operations and
 * the values their `$ref`s reach: the library's cost follows what changed rather than the spec's
 * size, and its per-call cost is paid once per batch. The deadline is checked between steps.
 */
import { apiDiff, type Diff } from 'api-smart-diff';
import { asHeadPath } from './rename.js';
import { judge } from './rules.js';
import { securityChanges } from './security.js';
import { checkDeadline } from './deadline.js';
import { RefReach, Sameness } from './fingerprint.js';
import { listOperations, type SpecOperation } from './operations.js';
import { refSegments, setAt, valueAt } from './pointer.js';
import {
  MAX_CHANGES_PER_OPERATION,
  type OperationChange,
  type OperationFacts,
  type OperationStatus,
  type SpecChange,
} from './types.js';

/** Changed operations diffed by the library in one call. */
const BATCH = 200;
const ORDER = { breaking: 0, 'non-breaking': 1, annotation: 2 } as const;

/** The operation with its path item's shared parameters, as one value. */
function whole(op: SpecOperation): Record<string, unknown> {
  return op.shared === undefined ? { op: op.node } : { op: op.node, shared: op.shared };
}

/** A document holding `ops` and every value their `$ref`s reach, at their own places. */
function miniDoc(doc: Record<string, unknown>, ops: readonly SpecOperation[]) {
  const reach = new RefReach(doc);
  const out: Record<string, unknown> = { openapi: doc.openapi, info: { title: '', version: '' } };
  const paths: Record<string, unknown> = {};
  const refs = new Set<string>();
  for (const op of ops) {
    const item = (Object.hasOwn(paths, op.path) ? paths[op.path] : {}) as Record<string, unknown>;
    setAt(item, [op.method.toLowerCase()], op.node);
    if (op.shared !== undefined) setAt(item, ['parameters'], op.shared);
    setAt(paths, [op.path], item);
    for (const ref of reach.from(whole(op))) refs.add(ref);
  }
  for (const ref of refs) {
    const segments = refSegments(ref);
    if (!segments || segments.length === 0 || segments[0] === 'paths') continue;
    const value = valueAt(doc, segments);
    if (value !== undefined) setAt(out, segments, value);
  }
  setAt(out, ['paths'], paths);
  return out;
}

/** What the page mapping needs of an operation, and nothing more (it crosses the worker). */
function factsOf(op: SpecOperation): OperationFacts {
  const { key: _k, match: _m, node: _n, shared: _s, deprecated: _d, ...facts } = op;
  return facts;
}

function change(
  op: SpecOperation,
  status: OperationStatus,
  all: readonly SpecChange[],
): OperationChange {
  const sorted = [...all].sort((a, b) => ORDER[a.class] - ORDER[b.class]);
  const count = (c: SpecChange['class']) => all.filter((x) => x.class === c).length;
  return {
    ...factsOf(op),
    status,
    changes: sorted.slice(0, MAX_CHANGES_PER_OPERATION),
    breaking: count('breaking'),
    nonBreaking: count('non-breaking'),
    annotation: count('annotation'),
  };
}

/** The library's diffs of each operation in `pairs` (paths relative to it), by head key. */
function libraryDiffs(
  docs: { readonly base: Record<string, unknown>; readonly head: Record<string, unknown> },
  pairs: readonly (readonly [SpecOperation, SpecOperation])[],
): Map<string, { diff: Diff; path: (string | number)[] }[]> {
  const out = new Map<string, { diff: Diff; path: (string | number)[] }[]>(
    pairs.map(([, after]) => [after.key, []]),
  );
  const byPath = new Map<string, string[]>();
  for (const [, after] of pairs)
    byPath.set(after.path, [...(byPath.get(after.path) ?? []), after.key]);
  const before = miniDoc(
    docs.base,
    pairs.map(([b]) => b),
  );
  const after = miniDoc(
    docs.head,
    pairs.map(([, a]) => a),
  );
  for (const diff of apiDiff(before, after)) {
    if (diff.path[0] !== 'paths' || typeof diff.path[1] !== 'string') continue;
    const [, path, second] = diff.path;
    if (second === 'parameters') {
      for (const key of byPath.get(path) ?? [])
        out.get(key)?.push({ diff, path: diff.path.slice(2) });
    } else if (typeof second === 'string') {
      out.get(`${second.toUpperCase()} ${path}`)?.push({ diff, path: diff.path.slice(3) });
    }
  }
  return out;
}

/** Our changes of one pair: the library's judged by ./rules.ts, security, renamed parameters. */
function pairChanges(
  docs: { readonly base: Record<string, unknown>; readonly head: Record<string, unknown> },
  pair: readonly [SpecOperation, SpecOperation],
  diffs: readonly { diff: Diff; path: (string | number)[] }[],
  renames: readonly SpecChange[],
): SpecChange[] {
  const [before, after] = pair;
  const sides = {
    base: { doc: docs.base, node: before.node, shared: before.shared },
    head: { doc: docs.head, node: after.node, shared: after.shared },
  };
  return [...securityChanges(sides.base, sides.head), ...judge(diffs, sides), ...renames];
}

/** The operations that differ between `base` and `head` (either undefined: file added/removed). */
export function diffOperations(
  baseDoc: Record<string, unknown> | undefined,
  headDoc: Record<string, unknown> | undefined,
  deadline: number,
): {
  operations: OperationChange[];
  counts: { base: number; head: number };
  facts: { base: OperationFacts[]; head: OperationFacts[] };
} {
  const docs = { base: baseDoc ?? {}, head: headDoc ?? {} };
  const base = listOperations(docs.base);
  const head = listOperations(docs.head);
  const sameness = new Sameness(docs.base, docs.head, deadline);
  const out: OperationChange[] = [];
  const differ: [SpecOperation, SpecOperation][] = [];
  const renames = new Map<string, SpecChange[]>();
  for (const [match, before] of base) {
    if (!head.has(match))
      out.push(change(before, 'removed', [{ class: 'breaking', what: 'operation removed' }]));
  }
  for (const [match, after] of head) {
    const found = base.get(match);
    if (!found) {
      out.push(change(after, 'added', [{ class: 'non-breaking', what: 'operation added' }]));
      continue;
    }
    const { op: before, changes } = asHeadPath(docs.base, found, after.path);
    if (changes.length > 0) renames.set(after.key, changes);
    const security = securityChanges(
      { doc: docs.base, node: before.node },
      { doc: docs.head, node: after.node },
    );
    if (!sameness.same(whole(before), whole(after)) || security.length > 0 || changes.length > 0)
      differ.push([before, after]);
  }
  for (let i = 0; i < differ.length; i += BATCH) {
    checkDeadline(deadline);
    const batch = differ.slice(i, i + BATCH);
    const found = libraryDiffs(docs, batch);
    for (const pair of batch) {
      const [before, after] = pair;
      const all = pairChanges(docs, pair, found.get(after.key) ?? [], renames.get(after.key) ?? []);
      const deprecated = after.deprecated && !before.deprecated;
      if (all.length === 0 && !deprecated) continue;
      out.push(change(after, deprecated ? 'deprecated' : 'changed', all));
    }
  }
  out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.method < b.method ? -1 : 1));
  return {
    operations: out,
    counts: { base: base.size, head: head.size },
    facts: { base: [...base.values()].map(factsOf), head: [...head.values()].map(factsOf) },
  };
}
