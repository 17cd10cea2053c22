/**
 * Our verdict on the diff library's changes of one operation, where a reader of the docs wants
 * another than the library's (docs/api-review-rules.md names the oasdiff rule each follows or
 * departs from):
 * - docs only: descriptions, summaries, titles, examples, `x-codeSamples` and other `x-`
 *   extensions change no request or response;
 * - enums as sets: a request enum dropped entirely or given values accepts more (not breaking),
 *   one losing a value is breaking; a response enum given a value is named "clients may see a new
 *   value" (not breaking);
 * - defaults by their effective value: a default moved (an `anyOf` branch's up to its property)
 *   with the same value is no change;
 * - limits by direction: a request limit relaxed is not breaking, tightened it is;
 * - parameters named as the spec says: `required` only when it is.
 * Everything else keeps ./classify.ts's class.
 */
import type { Diff } from 'api-smart-diff';
import { classOf, whatOf } from './classify.js';
import { isObject } from './parse.js';
import type { ChangeClass, SpecChange } from './types.js';
import { parametersOf, valueIn, type OperationSide } from './walk.js';

type Path = readonly (string | number)[];

/** Keys that only document: a change under one changes no request or response. */
const DOCS_KEYS = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
  'x-codeSamples',
  'x-code-samples',
]);
/** Keys whose value names a field, so a docs key right under them is a field's name. */
const NAMING = new Set(['properties', 'patternProperties', 'headers', 'content', 'responses']);
/** Limits a larger value relaxes, and those a smaller value relaxes. */
const UPPER = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties']);
const LOWER = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']);
const COMBINERS = new Set(['anyOf', 'oneOf', 'allOf']);

/** The two sides of the operation. */
export interface Sides {
  readonly base: OperationSide;
  readonly head: OperationSide;
}

/** Whether `path` lies under a documenting key (or an `x-` extension). */
export function docsOnly(path: Path): boolean {
  return path.some((s, i) => {
    if (typeof s !== 'string' || (i > 0 && NAMING.has(String(path[i - 1])))) return false;
    return DOCS_KEYS.has(s) || s.startsWith('x-');
  });
}

const inRequest = (path: Path) => path[0] === 'parameters' || path[0] === 'requestBody';
const json = (v: unknown) => JSON.stringify(v) ?? 'undefined';
const shown = (v: unknown) => `\`${json(v).slice(0, 40)}\``;

/** The library's words after its `[Verb]`, or the path. */
function where(diff: Diff, path: Path): string {
  const text = whatOf(diff, path);
  const cut = text.search(/ (of|in) /);
  return cut >= 0 ? text.slice(cut + 1) : `at ${path.join('.')}`;
}

/** `required` only when the parameter is: the library says it of every parameter it adds. */
function paramWords(diff: Diff, path: Path, sides: Sides): string {
  const text = whatOf(diff, path);
  const index = Number(path[1]);
  const param = [parametersOf(sides.head)[index], parametersOf(sides.base)[index]].find(isObject);
  const p = isObject(diff.after) ? diff.after : isObject(diff.before) ? diff.before : param;
  if (!isObject(p) || typeof p.name !== 'string') return text;
  const required = p.required === true || p.in === 'path';
  return text.replace(/\brequired (\w+ parameter `)/, required ? 'required $1' : 'optional $1');
}

/** A parameter added or removed, in the spec's words. */
function paramChange(diff: Diff, path: Path, sides: Sides): SpecChange {
  const p = (isObject(diff.after) ? diff.after : diff.before) as Record<string, unknown>;
  const required = p.required === true || p.in === 'path';
  const kind = `${required ? 'required' : 'optional'} ${String(p.in)} parameter \`${String(p.name)}\``;
  if (diff.action === 'add') {
    return { class: required ? 'breaking' : 'non-breaking', what: `added ${kind}` };
  }
  if (diff.action === 'remove') return { class: 'breaking', what: `removed ${kind}` };
  return { class: classOf(diff, path), what: paramWords(diff, path, sides) };
}

/** A limit changed: relaxed or tightened, for a request. */
function limitChange(diff: Diff, path: Path): SpecChange {
  const key = String(path[path.length - 1]);
  const what = `${key} ${shown(diff.before)} → ${shown(diff.after)} ${where(diff, path)}`;
  if (!inRequest(path)) return { class: 'non-breaking', what };
  const b = typeof diff.before === 'number' ? diff.before : undefined;
  const a = typeof diff.after === 'number' ? diff.after : undefined;
  const relaxed = a === undefined || (b !== undefined && (UPPER.has(key) ? a >= b : a <= b));
  return { class: relaxed ? 'non-breaking' : 'breaking', what };
}

/** One diff that no grouped rule takes. */
function single(diff: Diff, path: Path, sides: Sides): SpecChange | undefined {
  if (path[0] === 'security') return undefined;
  if (docsOnly(path)) return { class: 'annotation', what: `docs only: ${whatOf(diff, path)}` };
  if (path.length === 2 && path[0] === 'parameters') return paramChange(diff, path, sides);
  if (path[0] === 'responses' && path[path.length - 1] === 'headers' && isObject(diff.before)) {
    const names = Object.keys(diff.before).map((h) => `\`${h}\``);
    const what = `removed header${names.length > 1 ? 's' : ''} ${names.join(', ')} in Response ${String(path[1])}`;
    if (diff.action === 'remove') return { class: 'breaking', what };
  }
  if (diff.action === 'remove' && inRequest(path) && path[path.length - 2] === 'properties') {
    // A client that sends it is no longer understood (oasdiff: request-property-removed, WARN).
    return { class: 'breaking', what: whatOf(diff, path) };
  }
  const last = String(path[path.length - 1]);
  if ((UPPER.has(last) || LOWER.has(last)) && diff.action !== 'rename') {
    return limitChange(diff, path);
  }
  const what = path[0] === 'parameters' ? paramWords(diff, path, sides) : whatOf(diff, path);
  return { class: classOf(diff, path), what };
}

/** The enum of the schema at `at` on a side: its values, `none` when it has none. */
function enumAt(side: OperationSide, at: Path): unknown[] | 'none' | undefined {
  const schema = valueIn(side, at);
  if (!isObject(schema)) return undefined;
  return Array.isArray(schema.enum) ? schema.enum : 'none';
}

/** The enum changes at one schema, judged as sets. */
function enumChange(at: Path, diffs: readonly Diff[], sides: Sides): SpecChange[] {
  const first = diffs[0] as Diff;
  const place = where(first, [...at, 'enum']);
  const before = enumAt(sides.base, at);
  const after = enumAt(sides.head, at);
  const request = inRequest(at);
  if (before === undefined || after === undefined) {
    return diffs.map((d) => ({ class: classOf(d, [...at, 'enum']), what: whatOf(d, at) }));
  }
  if (after === 'none') {
    return [
      {
        class: 'non-breaking',
        what: `dropped the list of possible values ${place} (any value now)${request ? '' : ': clients may see a new value'}`,
      },
    ];
  }
  const had = new Set((before === 'none' ? [] : before).map(json));
  const has = new Set(after.map(json));
  const removed = [...had].filter((v) => !has.has(v));
  const added = before === 'none' ? [] : [...has].filter((v) => !had.has(v));
  const out: SpecChange[] = [];
  const list = (vs: string[]) =>
    vs
      .slice(0, 5)
      .map((v) => `\`${v.slice(0, 40)}\``)
      .join(', ');
  if (before === 'none') {
    out.push({
      class: request ? 'breaking' : 'non-breaking',
      what: `now only ${list([...has])} ${place}`,
    });
  }
  if (removed.length > 0) {
    out.push({
      class: request ? 'breaking' : 'non-breaking',
      what: `removed possible value${removed.length > 1 ? 's' : ''} ${list(removed)} ${place}`,
    });
  }
  if (added.length > 0) {
    const also = request ? '' : ': clients may see a new value';
    out.push({
      class: 'non-breaking',
      what: `added possible value${added.length > 1 ? 's' : ''} ${list(added)} ${place}${also}`,
    });
  }
  return out;
}

/** An RFC 3339 date-time, its offset optional: linear, no backtracking. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Whether two defaults are the same value: equal, or date-times of the same instant (one
 * written without its offset is read as UTC, as RFC 3339's `Z`: Prefect c44d2de → 4100d4e writes
 * `0001-01-01T00:00:00` as `0001-01-01T00:00:00+00:00`).
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (json(a) === json(b)) return true;
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  if (a.length > 40 || b.length > 40 || !DATE_TIME.test(a) || !DATE_TIME.test(b)) return false;
  const instant = (s: string) => Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(s) ? s : `${s}Z`);
  const x = instant(a);
  return !Number.isNaN(x) && x === instant(b);
}

/** The default a schema gives: its own, else its first combined branch's. */
function effectiveDefault(side: OperationSide, at: Path, depth = 0): unknown {
  const schema = valueIn(side, at);
  if (!isObject(schema)) return undefined;
  if (Object.hasOwn(schema, 'default')) return schema.default;
  if (depth > 8) return undefined;
  for (const c of COMBINERS) {
    const branches = schema[c];
    if (!Array.isArray(branches)) continue;
    for (let i = 0; i < branches.length; i++) {
      const found = effectiveDefault(side, [...at, c, i], depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** A default changed, judged by the effective default of the schema it belongs to. */
function defaultChange(at: Path, diffs: readonly Diff[], sides: Sides): SpecChange[] {
  const before = effectiveDefault(sides.base, at);
  const after = effectiveDefault(sides.head, at);
  if (sameValue(before, after)) return [];
  const first = diffs[0] as Diff;
  const what = `default ${before === undefined ? 'none' : shown(before)} → ${after === undefined ? 'none' : shown(after)} ${where(first, [...at, 'default'])}`;
  // A parameter's default is what the server assumes when the client sends nothing (oasdiff:
  // request-parameter-default-value-* are errors); a body field's is documentation (info).
  const cls: ChangeClass = at[0] === 'parameters' && inRequest(at) ? 'breaking' : 'non-breaking';
  return [{ class: cls, what }];
}

/** The schema a default or enum diff belongs to (its path, `anyOf`/`oneOf`/`allOf` steps cut). */
function ownerOf(path: Path, key: string): Path | undefined {
  const i = path.lastIndexOf(key);
  if (i < 0 || i < path.length - 2 || (i === path.length - 2 && key === 'default'))
    return undefined;
  let at = path.slice(0, i);
  if (key === 'default') {
    while (at.length >= 2 && COMBINERS.has(String(at[at.length - 2]))) at = at.slice(0, -2);
  }
  return docsOnly(path.slice(0, i)) ? undefined : at;
}

/** Our changes of one operation from the library's diffs (paths relative to the operation). */
export function judge(diffs: readonly { diff: Diff; path: Path }[], sides: Sides): SpecChange[] {
  const out: SpecChange[] = [];
  const groups = new Map<string, { kind: 'enum' | 'default'; at: Path; diffs: Diff[] }>();
  for (const { diff, path } of diffs) {
    const kind = ownerOf(path, 'enum') ? 'enum' : ownerOf(path, 'default') ? 'default' : undefined;
    const at = kind ? ownerOf(path, kind) : undefined;
    if (!kind || !at) {
      const one = single(diff, path, sides);
      if (one) out.push(one);
      continue;
    }
    const id = `${kind}\u0000${at.join('\u0000')}`;
    const group = groups.get(id) ?? { kind, at, diffs: [] };
    group.diffs.push(diff);
    groups.set(id, group);
  }
  for (const g of groups.values()) {
    out.push(
      ...(g.kind === 'enum'
        ? enumChange(g.at, g.diffs, sides)
        : defaultChange(g.at, g.diffs, sides)),
    );
  }
  return out;
}
