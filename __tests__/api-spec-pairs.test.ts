/**
 * The API review on real base/head pairs of OpenAPI files from four public repositories
 * (fixtures/api-pairs/README.md gives each pair's provenance and licence): every operation's
 * verdict (breaking or not) against the label written from reading the pair's diff
 * (fixtures/api-pairs/manifest.json), precision and recall at least 95% over the whole corpus,
 * and every disagreement one that docs/api-review-rules.md names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareSpecTexts } from '../src/api-spec/compare.js';
import { ROOT } from './helpers/run-action.js';

interface Pair {
  readonly id: string;
  readonly repo: string;
  readonly breaking: Record<string, string>;
  readonly notBreaking: readonly string[];
  /** Operations whose text changed but, by our reading, not for any client (not listed). */
  readonly noChange: readonly string[];
}

const DIR = path.join(ROOT, '__tests__/fixtures/api-pairs');
const manifest = JSON.parse(readFileSync(path.join(DIR, 'manifest.json'), 'utf8')) as {
  pairs: Pair[];
};

/** Disagreements docs/api-review-rules.md explains (`pair: METHOD /path`), none other allowed. */
const KNOWN: readonly string[] = ['trigger-10: POST /api/v1/bulk-actions (called breaking)'];

/** The operations the review lists in one pair, each with whether it is breaking. */
function verdicts(pair: Pair): Map<string, boolean> {
  const text = (side: string) => readFileSync(path.join(DIR, pair.id, `${side}.json`), 'utf8');
  const r = compareSpecTexts({
    file: `${pair.id}.json`,
    base: text('base'),
    head: text('head'),
    deadline: Date.now() + 60_000,
  });
  if (r.kind !== 'compared') throw new Error(`${pair.id}: ${JSON.stringify(r)}`);
  return new Map(r.operations.map((o) => [`${o.method} ${o.path}`, o.breaking > 0]));
}

describe('API review on real spec pairs', () => {
  const found = new Map(manifest.pairs.map((p) => [p.id, verdicts(p)]));

  it('holds at least 30 pairs from 4 repositories and 20 breaking operations', () => {
    expect(manifest.pairs.length).toBeGreaterThanOrEqual(30);
    expect(new Set(manifest.pairs.map((p) => p.repo)).size).toBeGreaterThanOrEqual(4);
    const breaking = manifest.pairs.flatMap((p) => Object.keys(p.breaking));
    expect(breaking.length).toBeGreaterThanOrEqual(20);
  });

  it('calls breaking what breaks, at ≥ 95% precision and ≥ 95% recall', () => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const wrong: string[] = [];
    for (const pair of manifest.pairs) {
      const listed = found.get(pair.id) ?? new Map<string, boolean>();
      const said = new Set([...listed].filter(([, b]) => b).map(([op]) => op));
      for (const op of said) {
        if (op in pair.breaking) tp++;
        else {
          fp++;
          wrong.push(`${pair.id}: ${op} (called breaking)`);
        }
      }
      for (const op of Object.keys(pair.breaking)) {
        if (!said.has(op)) {
          fn++;
          wrong.push(`${pair.id}: ${op} (missed)`);
        }
      }
    }
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    console.log(
      `api pairs: precision ${(precision * 100).toFixed(1)}% (${tp}/${tp + fp}), recall ${(recall * 100).toFixed(1)}% (${tp}/${tp + fn})`,
    );
    expect(wrong.filter((w) => !KNOWN.some((k) => w.startsWith(k)))).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it('every labelled operation is listed, and none whose change reaches no client', () => {
    for (const pair of manifest.pairs) {
      const listed = found.get(pair.id) ?? new Map<string, boolean>();
      for (const op of [...Object.keys(pair.breaking), ...pair.notBreaking]) {
        expect(listed.has(op), `${pair.id} ${op}`).toBe(true);
      }
      for (const op of pair.noChange) expect(listed.has(op), `${pair.id} ${op}`).toBe(false);
    }
  });
});
