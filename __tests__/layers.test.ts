/**
 * The layers of src/, imports pointing down only: the bottom layer (secrets and scrubbing, the
 * guard, text sanitizers, formatters, timing, log, constants, errors: src/*.ts and src/util/)
 * imports nothing above it; then inputs, platform/ (knows nothing of GitHub), github/ (Octokit),
 * publish/, report/ (data → markdown), modes/, and main at the top. Type-only imports are left
 * out: they vanish from the bundle and describe data, not calls. report/ is pure: at run time it
 * uses only the bottom layer (sanitizers, formatters), never a client.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/run-action.js';

const SRC = path.join(ROOT, 'src');

/** Lowest first. */
const LAYERS = ['bottom', 'inputs', 'platform', 'github', 'publish', 'report', 'modes', 'main'];

/** The layer of a file, by its path under src/ (`util/text.ts`, `modes/preview.ts`). */
function layerOf(file: string): number {
  const dir = file.includes('/') ? file.slice(0, file.indexOf('/')) : '';
  if (dir === 'util' || (dir === '' && !['inputs.ts', 'main.ts', 'index.ts'].includes(file))) {
    return 0;
  }
  if (file === 'inputs.ts') return 1;
  if (file === 'main.ts' || file === 'index.ts') return LAYERS.length - 1;
  const layer = LAYERS.indexOf(dir);
  if (layer < 0) throw new Error(`src/${file} is in no layer: add its folder to LAYERS`);
  return layer;
}

/** The src/ files `file` imports at run time (not `import type`, not `export type`). */
function runtimeImports(file: string, text: string): string[] {
  const out: string[] = [];
  const statements = text.matchAll(
    /^(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'(\.{1,2}\/[^']+)'/gm,
  );
  for (const m of statements) {
    if (m[2]) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[3] ?? ''));
    // package.json and other files outside src/ are data, not layers.
    if (!target.startsWith('../')) out.push(target.replace(/\.js$/, '.ts'));
  }
  return out;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}
const sources = files(SRC)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => path.relative(SRC, f).split(path.sep).join('/'));

describe('imports point down only', () => {
  it('reads the sources and their imports', () => {
    expect(sources.length).toBeGreaterThan(30);
    const text = readFileSync(path.join(SRC, 'modes/preview.ts'), 'utf8');
    expect(runtimeImports('modes/preview.ts', text)).toContain('github/sticky-comment.ts');
    expect(runtimeImports('modes/preview.ts', text)).not.toContain('inputs.ts');
  });

  it.each(sources)('%s', (file) => {
    const text = readFileSync(path.join(SRC, file), 'utf8');
    const own = layerOf(file);
    const up = runtimeImports(file, text).filter((target) => layerOf(target) > own);
    expect(up, `src/${file} (${LAYERS[own]}) imports from above`).toEqual([]);
  });

  it.each(sources.filter((f) => f.startsWith('report/')))(
    '%s is pure data → markdown: at run time it imports only the bottom layer and report/',
    (file) => {
      const text = readFileSync(path.join(SRC, file), 'utf8');
      const other = runtimeImports(file, text).filter(
        (t) => layerOf(t) !== 0 && !t.startsWith('report/'),
      );
      expect(other).toEqual([]);
    },
  );

  it('the bottom layer has no cycles at run time', () => {
    const bottom = sources.filter((f) => layerOf(f) === 0);
    const edges = new Map(
      bottom.map((f) => [
        f,
        runtimeImports(f, readFileSync(path.join(SRC, f), 'utf8')).filter((t) => layerOf(t) === 0),
      ]),
    );
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (f: string, trail: string[]): void => {
      if (done.has(f)) return;
      expect(visiting.has(f), `cycle: ${[...trail, f].join(' → ')}`).toBe(false);
      visiting.add(f);
      for (const t of edges.get(f) ?? []) visit(t, [...trail, f]);
      visiting.delete(f);
      done.add(f);
    };
    for (const f of bottom) visit(f, []);
  });

  it('the check itself catches an upward import', () => {
    const planted = "import { listPrPages } from '../github/pr-pages.js';\n";
    const up = runtimeImports('report/x.ts', planted).filter(
      (t) => layerOf(t) > layerOf('util/x.ts'),
    );
    expect(up).toEqual(['github/pr-pages.ts']);
    expect(
      runtimeImports('util/x.ts', "import type { Octokit } from '../github/octokit.js';"),
    ).toEqual([]);
  });
});
