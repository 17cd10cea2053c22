/**
 * `$ref` resolution over files already read (load-files.ts), as the vendor's settings reference
 * describes it: a `$ref` at any level, relative to the file that holds it, nested; an object's
 * sibling keys merged on top of the object it references (they win); a non-object result
 * replacing the block, siblings ignored. A cycle, a chain deeper than {@link MAX_REF_DEPTH}, a
 * refused path or an unreadable target leaves an {@link Unresolved} in its place and a warning
 * naming the file and the JSON pointer inside it; what depends on it is then "unknown". Pure and
 * bounded: {@link MAX_JSON_DEPTH} levels, {@link MAX_RESOLVED_NODES} values in all.
 */
import { isRecord, MAX_JSON_DEPTH, type ParsedFile } from './json-file.js';
import { refTarget } from './ref-path.js';
import { MAX_REF_DEPTH } from './types.js';
import type { Warnings } from './warnings.js';

/** Most objects and lists the resolved configuration may hold (a 5,000-page site has ~500). */
export const MAX_RESOLVED_NODES = 500_000;

/** A place the configuration could not be resolved: what depends on it is unknown. */
export class Unresolved {
  constructor(readonly why: string) {}
}

/** The state of one resolution. */
interface Walk {
  readonly files: ReadonlyMap<string, ParsedFile>;
  readonly docsRoot: string;
  readonly warnings: Warnings;
  nodes: number;
  /** Files being resolved, outermost first: a target already in it is a cycle. */
  readonly chain: string[];
  /** Where the value at hand sits: its key, and the frame of what holds it. */
  frame: Frame;
  depth: number;
  /** Where each object and array of the result came from. */
  readonly origins: WeakMap<object, Frame>;
}

/** A place in a file: a key (or index) under its parent, or a file's top. */
export interface Frame {
  readonly file: string;
  readonly key?: string | number;
  readonly up?: Frame;
}

/** `docs/docs.json at /navigation/languages/1` (a JSON pointer inside the file). */
export function describeFrame(frame: Frame): string {
  const keys: string[] = [];
  for (let f: Frame | undefined = frame; f?.key !== undefined; f = f.up) {
    keys.push(`/${String(f.key).replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
  return `${frame.file} at ${keys.reverse().join('') || '/'}`;
}

function fail(walk: Walk, message: string): Unresolved {
  const why = `${describeFrame(walk.frame)}: ${message}`;
  walk.warnings.add(why);
  return new Unresolved(why);
}

/** The value `$ref: ref` stands for, resolved in its own file. */
function follow(walk: Walk, ref: unknown): unknown {
  if (typeof ref !== 'string') return fail(walk, '`$ref` is not a string; it was ignored.');
  const shown = `\`$ref\` "${ref.slice(0, 200)}"`;
  const target = refTarget(ref, walk.frame.file, walk.docsRoot);
  if ('refused' in target) return fail(walk, `${shown} is refused: ${target.refused}.`);
  if (walk.chain.includes(target.path)) {
    return fail(walk, `${shown} is circular (${[...walk.chain, target.path].join(' → ')}).`);
  }
  if (walk.chain.length > MAX_REF_DEPTH) {
    return fail(walk, `${shown} is more than ${MAX_REF_DEPTH} \`$ref\`s deep; not followed.`);
  }
  const parsed = walk.files.get(target.path);
  if (!parsed) return fail(walk, `${shown} (${target.path}) was not read.`);
  if (parsed.kind === 'bad') return fail(walk, `${shown} (${target.path}): ${parsed.reason}.`);
  const saved = walk.frame;
  walk.chain.push(target.path);
  walk.frame = { file: target.path };
  try {
    return resolveValue(walk, parsed.value);
  } finally {
    walk.chain.pop();
    walk.frame = saved;
  }
}

/** `node` with its `$ref` followed and its other keys resolved on top. */
function resolveRecord(walk: Walk, node: Record<string, unknown>): unknown {
  const base = '$ref' in node ? follow(walk, node.$ref) : undefined;
  if ('$ref' in node && (base instanceof Unresolved || !isRecord(base))) return base;
  const out: Record<string, unknown> = base ? { ...(base as Record<string, unknown>) } : {};
  const here = walk.frame;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref') continue;
    walk.frame = { file: here.file, key, up: here };
    out[key] = resolveValue(walk, value);
  }
  walk.frame = here;
  walk.origins.set(out, (isRecord(base) ? walk.origins.get(base) : undefined) ?? here);
  return out;
}

/** `value` with every `$ref` inside it followed. */
function resolveValue(walk: Walk, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Unresolved) return value;
  if (++walk.nodes > MAX_RESOLVED_NODES) {
    return walk.nodes === MAX_RESOLVED_NODES + 1
      ? fail(
          walk,
          `the configuration holds more than ${MAX_RESOLVED_NODES} values; the rest was not read.`,
        )
      : new Unresolved('too many values');
  }
  if (walk.depth >= MAX_JSON_DEPTH) {
    return fail(walk, `nested more than ${MAX_JSON_DEPTH} levels deep; not read further.`);
  }
  walk.depth++;
  try {
    if (!Array.isArray(value)) return resolveRecord(walk, value as Record<string, unknown>);
    const here = walk.frame;
    const out = value.map((item: unknown, i) => {
      walk.frame = { file: here.file, key: i, up: here };
      return resolveValue(walk, item);
    });
    walk.frame = here;
    walk.origins.set(out, here);
    return out;
  } finally {
    walk.depth--;
  }
}

/** A configuration resolved: its value, and where each object and array in it came from. */
export interface Resolved {
  readonly value: unknown;
  readonly origins: WeakMap<object, Frame>;
}

/**
 * The file at `main` with every `$ref` followed; undefined when `main` itself was not parsed
 * (the caller words that: the whole configuration is then unknown).
 */
export function resolveConfig(
  loaded: ReadonlyMap<string, ParsedFile>,
  main: string,
  docsRoot: string,
  warnings: Warnings,
): Resolved | undefined {
  const parsed = loaded.get(main);
  if (parsed?.kind !== 'ok') return undefined;
  const walk: Walk = {
    files: loaded,
    docsRoot,
    warnings,
    nodes: 0,
    chain: [main],
    frame: { file: main },
    depth: 0,
    origins: new WeakMap(),
  };
  return { value: resolveValue(walk, parsed.value), origins: walk.origins };
}
