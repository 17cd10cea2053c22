/**
 * BENCHMARKS.md is written by the bench alone: rendered again from bench/results.json, it must be
 * the committed file byte for byte (a hand edit fails here), its header fits in 10 lines, and every
 * figure the bench runs is either stored with when and how it was measured or not stored at all.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  FIGURE_ORDER,
  HEADER_LINES_MAX,
  formattedBenchmarks,
  readStored,
  renderBenchmarks,
  type StoredResults,
} from '../bench/report.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const FILE = path.join(ROOT, 'BENCHMARKS.md');

describe('BENCHMARKS.md', () => {
  const stored = readStored(ROOT);

  it('is what the bench renders from bench/results.json', async () => {
    expect(readFileSync(FILE, 'utf8')).toBe(await formattedBenchmarks(stored, FIGURE_ORDER, FILE));
  });

  it(`opens with a header of at most ${HEADER_LINES_MAX} lines before the table`, () => {
    const lines = readFileSync(FILE, 'utf8').split('\n');
    expect(lines.findIndex((l) => l.startsWith('| Figure'))).toBeLessThanOrEqual(HEADER_LINES_MAX);
  });

  it('stores only figures the bench runs, each with its date, command and load', () => {
    for (const [name, figure] of Object.entries(stored)) {
      expect(FIGURE_ORDER).toContain(name);
      expect(figure.measured.date).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(figure.measured.command).toMatch(/bench/);
      expect(figure.measured.load).not.toBe('');
    }
  });
});

describe('renderBenchmarks', () => {
  const measured = (date: string) => ({
    date,
    command: 'npm run bench',
    load: '1.00',
    machine: 'm',
  });
  const results: StoredResults = {
    polling: { title: 'Polling', rows: [], method: 'P.', measured: measured('2026-01-02T00:00Z') },
    'cold-start': {
      title: 'Cold start',
      rows: [
        {
          figure: 'a | b',
          action: '1',
          alternative: '2',
          ratio: '0.5×',
          target: '≤ 1×',
          met: true,
        },
      ],
      method: 'C.',
      measured: measured('2026-01-01T00:00Z'),
    },
  };

  it('lists figures in the bench order, the latest run in the header, pipes escaped', () => {
    const text = renderBenchmarks(results, FIGURE_ORDER);
    expect(text.indexOf('### Cold start')).toBeLessThan(text.indexOf('### Polling'));
    expect(text).toContain('- Latest run: 2026-01-02T00:00Z');
    expect(text).toContain('| a \\| b | 1 | 2 | 0.5× | ≤ 1× | yes |');
  });
});
