/**
 * An operation whose path parameters were renamed (`/pets/{id}` → `/pets/{petId}`) is the same
 * operation (as oasdiff matches endpoints): its base version is compared as if written at the
 * head's path, its path parameters under their new names, and each renaming is a docs-only
 * change (the URL a client calls is the same).
 */
import { isObject } from './parse.js';
import { pathParams, type SpecOperation } from './operations.js';
import type { SpecChange } from './types.js';
import { deref } from './walk.js';

/** `list` with its path parameters renamed by `names` (old → new); others as they are. */
function renamed(doc: unknown, list: unknown, names: ReadonlyMap<string, string>): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((p) => {
    const r = deref(doc, p);
    if (!isObject(r) || r.in !== 'path' || typeof r.name !== 'string') return p;
    const to = names.get(r.name);
    return to === undefined ? p : { ...r, name: to };
  });
}

/** `op` (of the base) as if written at `path` (the head's), with the renamings as changes. */
export function asHeadPath(
  doc: Record<string, unknown>,
  op: SpecOperation,
  path: string,
): { op: SpecOperation; changes: SpecChange[] } {
  if (op.path === path) return { op, changes: [] };
  const from = pathParams(op.path);
  const to = pathParams(path);
  const names = new Map<string, string>();
  const changes: SpecChange[] = [];
  from.forEach((name, i) => {
    const next = to[i];
    if (next === undefined || next === name) return;
    names.set(name, next);
    changes.push({
      class: 'annotation',
      what: `docs only: path parameter \`${name}\` renamed to \`${next}\``,
    });
  });
  const node = Object.hasOwn(op.node, 'parameters')
    ? { ...op.node, parameters: renamed(doc, op.node.parameters, names) }
    : op.node;
  const shared = renamed(doc, op.shared, names);
  return { op: { ...op, path, key: `${op.method} ${path}`, node, shared }, changes };
}
