/**
 * Makes one fixture of __tests__/fixtures/api-pairs/: an OpenAPI file at two commits of a public
 * repository (read with `git show` from a clone), trimmed to the operations whose text differs
 * (every `$ref` written out before comparing) and the components they reach, so each fixture
 * stays small; prints the operations it kept, for the hand-labelling. Only for licences that
 * allow modification (the README says which). Usage:
 *   npx tsx scripts/api-pair.ts <git dir> <base> <head> <file> <out dir> [METHOD /path …]
 * Extra `METHOD /path` arguments keep those operations too (an unchanged one, as a control); with
 * ONLY=1 in the environment they are the only ones kept (a pair that changes many operations the
 * same way, trimmed to a few of them).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function read(git: string, commit: string, file: string): Json {
  const text = execFileSync('git', ['--git-dir', git, 'show', `${commit}:${file}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return (file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) as Json;
}

function target(doc: Json, ref: string): unknown {
  let node: unknown = doc;
  for (const s of ref.replace(/^#\//, '').split('/')) {
    node = (node as Json | undefined)?.[s.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node;
}

/** `value` with its `$ref`s written out, a ref met again inside itself left as it is. */
function inline(doc: Json, value: unknown, open: Set<string> = new Set()): unknown {
  if (Array.isArray(value)) return value.map((v) => inline(doc, v, open));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#') && !open.has(ref)) {
    open.add(ref);
    const out = inline(doc, target(doc, ref), open);
    open.delete(ref);
    return out;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inline(doc, v, open)]));
}

function operations(doc: Json): Map<string, { path: string; method: string; text: string }> {
  const out = new Map<string, { path: string; method: string; text: string }>();
  for (const [p, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const m of METHODS) {
      if (!item[m]) continue;
      const whole = inline(doc, { op: item[m], shared: item.parameters, security: doc.security });
      out.set(`${m.toUpperCase()} ${p.replace(/\{[^{}/]*\}/g, '{}')}`, {
        path: p,
        method: m,
        text: JSON.stringify(whole),
      });
    }
  }
  return out;
}

/** `doc` with only `keep`'s operations and the components they reach. */
function trim(doc: Json, keep: Set<string>): Json {
  const paths: Record<string, Json> = {};
  for (const [p, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    const kept = Object.fromEntries(
      Object.entries(item).filter(
        ([k]) =>
          !METHODS.includes(k) || keep.has(`${k.toUpperCase()} ${p.replace(/\{[^{}/]*\}/g, '{}')}`),
      ),
    );
    if (METHODS.some((m) => kept[m])) paths[p] = kept;
  }
  const refs = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (typeof v !== 'object' || v === null) return;
    const ref = (v as Json).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/') && !refs.has(ref)) {
      refs.add(ref);
      walk(target(doc, ref));
    }
    Object.values(v).forEach(walk);
  };
  walk(paths);
  const components: Record<string, Json> = {};
  for (const ref of refs) {
    const [, , kind, name] = ref.split('/');
    if (!kind || !name) continue;
    components[kind] ??= {};
    (components[kind] as Json)[name] = target(doc, `#/components/${kind}/${name}`);
  }
  const schemes = (doc.components as Json | undefined)?.securitySchemes;
  if (schemes) components.securitySchemes = schemes as Json;
  return { ...doc, paths, components };
}

const [git, base, head, file, out, ...extra] = process.argv.slice(2);
if (!git || !base || !head || !file || !out) throw new Error('usage: see the doc comment');
const b = read(git, base, file);
const h = read(git, head, file);
const ob = operations(b);
const oh = operations(h);
const keep = new Set(extra.map((e) => e.replace(/\{[^{}/]*\}/g, '{}')));
for (const key of new Set([...ob.keys(), ...oh.keys()])) {
  if (process.env.ONLY !== '1' && ob.get(key)?.text !== oh.get(key)?.text) keep.add(key);
}
mkdirSync(out, { recursive: true });
const ext = file.endsWith('.json') ? 'json' : 'yaml';
for (const [name, doc] of [
  ['base', b],
  ['head', h],
] as const) {
  writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify(trim(doc, keep), null, 1)}\n`);
}
for (const key of [...keep].sort()) {
  const status = !ob.has(key) ? 'added' : !oh.has(key) ? 'removed' : 'changed';
  const op = oh.get(key) ?? ob.get(key);
  console.log(`${status}\t${op?.method.toUpperCase()} ${op?.path}\t(${ext})`);
}
