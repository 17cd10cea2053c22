/**
 * Security requirements, per operation or global, compared as a client meets them: each
 * requirement of a list is an alternative (schemes with their scopes); no list, or an empty one,
 * asks for nothing. A client that met a requirement of the base is refused at the head when no
 * head requirement asks for a subset of what it has: that change is breaking (oasdiff's
 * `api-security-added`, `api-security-scope-added`, `api-global-security-added` and
 * `api-global-security-scope-added`, all `INFO` there, are breaking here when they refuse a
 * request that worked). Any other change of the requirements is reported, not breaking.
 */
import { isObject } from './parse.js';
import type { SpecChange } from './types.js';

/** One alternative: scheme name → its scopes. */
type Requirement = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * A scheme as a client meets it: its definition (type, HTTP scheme, where its key goes), so a
 * scheme renamed in `components.securitySchemes` is the same scheme; its name when undefined.
 */
function identity(doc: Record<string, unknown>, name: string): string {
  const schemes = isObject(doc.components) ? doc.components.securitySchemes : undefined;
  const s = isObject(schemes) && Object.hasOwn(schemes, name) ? schemes[name] : undefined;
  if (!isObject(s) || typeof s.type !== 'string') return `name:${name}`;
  const parts = [s.type, s.scheme, s.in, s.name, s.openIdConnectUrl];
  return parts.map((p) => (typeof p === 'string' ? p.toLowerCase() : '')).join('|');
}

/** The requirements in force for `node` (its own, else the document's), as alternatives. */
function requirements(
  doc: Record<string, unknown>,
  node: Record<string, unknown>,
  names: Map<string, string>,
): { list: Requirement[]; global: boolean } {
  const own = Object.hasOwn(node, 'security');
  const raw = own ? node.security : doc.security;
  if (!Array.isArray(raw) || raw.length === 0) return { list: [new Map()], global: !own };
  const id = (name: string) => {
    const found = identity(doc, name);
    names.set(found, name);
    return found;
  };
  const list = raw
    .filter(isObject)
    .map(
      (r): Requirement =>
        new Map(
          Object.entries(r).map(([name, scopes]) => [
            id(name),
            new Set(Array.isArray(scopes) ? scopes.map(String) : []),
          ]),
        ),
    );
  return { list, global: !own };
}

/** Whether a client holding `have` meets `need`. */
function meets(have: Requirement, need: Requirement): boolean {
  for (const [name, scopes] of need) {
    const held = have.get(name);
    if (!held) return false;
    for (const s of scopes) if (!held.has(s)) return false;
  }
  return true;
}

/** What `need` asks beyond `have`, in words (schemes by their names in `names`). */
function beyond(have: Requirement, need: Requirement, names: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [id, scopes] of need) {
    const name = names.get(id) ?? id;
    const held = have.get(id);
    if (!held) out.push(`\`${name}\``);
    else for (const s of scopes) if (!held.has(s)) out.push(`scope \`${s}\` of \`${name}\``);
  }
  return out;
}

const key = (r: Requirement) =>
  [...r]
    .map(([n, s]) => `${n}:${[...s].sort().join(',')}`)
    .sort()
    .join(' ');

/** The security changes of one operation, its base and head nodes in their documents. */
export function securityChanges(
  base: { doc: Record<string, unknown>; node: Record<string, unknown> },
  head: { doc: Record<string, unknown>; node: Record<string, unknown> },
): SpecChange[] {
  const names = new Map<string, string>();
  const before = requirements(base.doc, base.node, names);
  const after = requirements(head.doc, head.node, names);
  const b = new Set(before.list.map(key));
  const a = new Set(after.list.map(key));
  if (b.size === a.size && [...b].every((k) => a.has(k))) return [];
  const where = after.global ? ' (global `security`)' : '';
  const refused = before.list.filter((have) => !after.list.some((need) => meets(have, need)));
  if (refused.length > 0) {
    const have = refused[0] as Requirement;
    const need = after.list.find((r) => r.size > 0) ?? new Map();
    const asks = beyond(have, need, names);
    const what =
      asks.length > 0
        ? `security: now requires ${asks.join(', ')}${where}`
        : `security: a requirement met before is no longer accepted${where}`;
    return [{ class: 'breaking', what }];
  }
  const added = after.list.filter((r) => !b.has(key(r)) && r.size > 0);
  const what =
    added.length > 0
      ? `security: now also accepts ${added.map((r) => [...r.keys()].map((n) => `\`${names.get(n) ?? n}\``).join(' + ')).join(' or ')}${where}`
      : `security: asks for less than before${where}`;
  return [{ class: 'non-breaking', what }];
}
