/**
 * The layers of src/, every import pointing down only, `import type` included (a type import is
 * still a dependency a reader has to follow, and it can close a circle):
 *
 *   bottom      src/*.ts and src/util/ (secrets, guard, log, text, format, timing…)
 *   inputs      src/inputs/ (what every mode reads)
 *   platform    src/platform/ (the API client; knows nothing of GitHub), and at its level
 *               src/site-config/ (the one docs.json reader: pure, over an abstract file source)
 *               and src/api-spec/ (the OpenAPI comparison: pure, its own worker thread)
 *   live        src/live/ (the live site: untrusted, fetched by a room of its own, no credential)
 *   github      src/github/ (Octokit calls)
 *   publish     src/publish/ (download, verification, link check, targets)
 *   shared      src/modes/shared/ and src/modes/types.ts (what several modes use)
 *   review      src/review/ (the PR reviews: the API review, the removed-page and structure
 *               review; feedback calls them, preview and check can). Its pure parts (judges,
 *               reports, model) sit below its GitHub reads: at run time they import only the
 *               bottom layer, site-config/, api-spec/ and each other
 *   mode        src/modes/<mode>/ (one folder per mode; a mode never imports another)
 *   registry    src/modes/index.ts
 *   main        src/main.ts, src/index.ts
 *
 * Reports (a mode's `report.ts`, `*-report.ts`, `summary.ts`, `*-summary.ts`) are pure: at run
 * time they use only the bottom layer and other reports, never a client.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/run-action.js';

const SRC = path.join(ROOT, 'src');

/** Lowest first. */
const LAYERS = [
  'bottom',
  'inputs',
  'platform',
  'live',
  'github',
  'publish',
  'shared',
  'review',
  'mode',
  'registry',
  'main',
] as const;

/** The layer of a file, by its path under src/ (`util/text.ts`, `modes/preview/run.ts`). */
function layerOf(file: string): number {
  const parts = file.split('/');
  if (parts.length === 1) {
    return file === 'main.ts' || file === 'index.ts' ? LAYERS.indexOf('main') : 0;
  }
  const [dir] = parts;
  if (dir === 'util') return 0;
  if (dir === 'site-config' || dir === 'api-spec') return LAYERS.indexOf('platform');
  if (dir === 'review') return LAYERS.indexOf('review');
  if (dir === 'modes') {
    if (parts.length === 2) {
      return file === 'modes/index.ts' ? LAYERS.indexOf('registry') : LAYERS.indexOf('shared');
    }
    return parts[1] === 'shared' ? LAYERS.indexOf('shared') : LAYERS.indexOf('mode');
  }
  const layer = LAYERS.indexOf(dir as (typeof LAYERS)[number]);
  if (layer < 1) throw new Error(`src/${file} is in no layer: add its folder to LAYERS`);
  return layer;
}

/** The mode folder of a file (`modes/feedback/run.ts` → `feedback`), or undefined. */
function modeOf(file: string): string | undefined {
  const parts = file.split('/');
  return parts[0] === 'modes' && parts.length > 2 && parts[1] !== 'shared' ? parts[1] : undefined;
}

/** The src/ files `file` imports; `typesToo` counts `import type` and `export type … from`. */
function importsOf(file: string, text: string, typesToo: boolean): string[] {
  const out: string[] = [];
  const statements = text.matchAll(
    /^(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'(\.{1,2}\/[^']+)'/gm,
  );
  const dynamic = [...text.matchAll(/import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)].map((m) => m[1]);
  const specs = [...statements].filter((m) => typesToo || !m[2]).map((m) => m[3]);
  for (const spec of [...specs, ...dynamic]) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec ?? ''));
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
const textOf = (file: string): string => readFileSync(path.join(SRC, file), 'utf8');
const isReport = (file: string): boolean =>
  (file.startsWith('modes/') || file.startsWith('review/')) &&
  file !== 'modes/shared/job-summary.ts' &&
  /(^|-)(report|summary)\.ts$/.test(path.posix.basename(file));
/** A mode's model: its data types and the limits its reads and reports share (pure data). */
const isModel = (file: string): boolean =>
  (file.startsWith('modes/') || file.startsWith('review/')) &&
  path.posix.basename(file) === 'model.ts';
/** The review's reads: the only files of src/review/ that reach GitHub or the checkout. */
const REVIEW_READS = new Set([
  'review/api-changes.ts',
  'review/redirect-check.ts',
  'review/pr-review.ts',
]);

describe('imports point down only, type imports included', () => {
  it('reads the sources and their imports', () => {
    expect(sources.length).toBeGreaterThan(30);
    const text = textOf('modes/shared/pr-comment.ts');
    expect(importsOf('modes/shared/pr-comment.ts', text, true)).toContain(
      'github/sticky-comment.ts',
    );
    expect(sources.filter(isReport).length).toBeGreaterThan(5);
  });

  it.each(sources.filter(isModel))('%s is pure data: at run time it imports nothing', (file) => {
    expect(importsOf(file, textOf(file), false)).toEqual([]);
  });

  it.each(sources)('%s', (file) => {
    const own = layerOf(file);
    const imports = importsOf(file, textOf(file), true);
    const up = imports.filter((target) => layerOf(target) > own);
    expect(up, `src/${file} (${LAYERS[own]}) imports from above`).toEqual([]);
    const mode = modeOf(file);
    const sideways = mode
      ? imports.filter((t) => modeOf(t) !== undefined && modeOf(t) !== mode)
      : [];
    expect(sideways, `src/${file} imports another mode's folder`).toEqual([]);
  });

  it.each(sources.filter(isReport))(
    '%s is pure data → markdown: at run time it imports only the bottom layer, reports and models',
    (file) => {
      const other = importsOf(file, textOf(file), false).filter(
        (t) => layerOf(t) !== 0 && !isReport(t) && !isModel(t),
      );
      expect(other).toEqual([]);
    },
  );

  it('site-config/ imports only the bottom layer and itself: it knows no client, no input', () => {
    const config = sources.filter((f) => f.startsWith('site-config/'));
    expect(config.length).toBeGreaterThan(3);
    for (const file of config) {
      const other = importsOf(file, textOf(file), true).filter(
        (t) => layerOf(t) !== 0 && !t.startsWith('site-config/'),
      );
      expect(other, `src/${file}`).toEqual([]);
    }
  });

  it('api-spec/ imports only the bottom layer and itself: specs are compared with no client', () => {
    const spec = sources.filter((f) => f.startsWith('api-spec/'));
    expect(spec.length).toBeGreaterThan(3);
    for (const file of spec) {
      const other = importsOf(file, textOf(file), true).filter(
        (t) => layerOf(t) !== 0 && !t.startsWith('api-spec/'),
      );
      expect(other, `src/${file}`).toEqual([]);
    }
  });

  it.each(sources.filter((f) => f.startsWith('review/') && !REVIEW_READS.has(f)))(
    "%s (a review's pure part) imports at run time only the bottom layer, site-config/, api-spec/ and the review's other pure parts",
    (file) => {
      const other = importsOf(file, textOf(file), false).filter(
        (t) =>
          layerOf(t) !== 0 &&
          !t.startsWith('site-config/') &&
          !t.startsWith('api-spec/') &&
          !(t.startsWith('review/') && !REVIEW_READS.has(t)),
      );
      expect(other).toEqual([]);
    },
  );

  it('review/ is below every mode and above what its reads use', () => {
    expect(layerOf('review/api-changes.ts')).toBeGreaterThan(
      layerOf('modes/shared/site-config.ts'),
    );
    expect(layerOf('review/api-report.ts')).toBeLessThan(layerOf('modes/feedback/run.ts'));
    expect(sources.filter((f) => REVIEW_READS.has(f))).toHaveLength(REVIEW_READS.size);
  });

  it.each(sources.filter((f) => f.startsWith('live/')))(
    "%s (the live site's room) imports only the bottom layer and itself: no client holding a key",
    (file) => {
      const other = importsOf(file, textOf(file), true).filter(
        (t) => layerOf(t) !== 0 && !t.startsWith('live/'),
      );
      expect(other).toEqual([]);
    },
  );

  it('the import graph has no cycle, type imports included', () => {
    const edges = new Map(sources.map((f) => [f, importsOf(f, textOf(f), true)]));
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
    for (const f of sources) visit(f, []);
  });

  it('the check itself catches an upward import, a type import and a sideways one', () => {
    const planted = "import { listPrPages } from '../../github/pr-pages.js';\n";
    const up = importsOf('modes/x/report.ts', planted, true);
    expect(up).toEqual(['github/pr-pages.ts']);
    const typed = "import type { SafeText } from './guard.js';";
    expect(importsOf('log.ts', typed, true)).toEqual(['guard.ts']);
    expect(importsOf('log.ts', typed, false)).toEqual([]);
    expect(layerOf('modes/shared/x.ts')).toBeLessThan(layerOf('modes/feedback/run.ts'));
    expect(modeOf('modes/preview/run.ts')).not.toBe(modeOf('modes/feedback/report.ts'));
  });
});
