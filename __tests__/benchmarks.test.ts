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
    commit: 'abc1234',
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

  it('lists figures in the bench order, each row with its run, pipes escaped', () => {
    const text = renderBenchmarks(results, FIGURE_ORDER);
    expect(text.indexOf('### Cold start')).toBeLessThan(text.indexOf('### Polling'));
    expect(text).toContain('| a \\| b | 1 | 2 | 0.5× | ≤ 1× | yes | 2026-01-01 · abc1234 |');
    expect(text).toContain('runs between 2026-01-01 and 2026-01-02, not from one run');
  });

  it('opens with the takeaways: what is met and what is not, worked out from the rows', () => {
    const row = (figure: string, ratio: string, target: string, met: boolean | undefined) => ({
      figure,
      action: '1',
      alternative: '2',
      ratio,
      target,
      met,
    });
    const text = renderBenchmarks(
      {
        download: {
          title: 'Download',
          rows: [
            row('fast', '0.5×', '≤ 1×', true),
            row('slow', '3.11×', '≤ 2.5×', false),
            // Stored without a verdict, with a target on the ratio: judged by it.
            {
              ...row('old size', '0.46×', '(≥ 0.9×)', undefined),
              run: { date: '2025-12-30T00:00Z', commit: 'def5678' },
            },
            row('context only', '—', 'context', undefined),
          ],
          method: 'D.',
          measured: measured('2026-01-01T00:00Z'),
        },
      },
      FIGURE_ORDER,
    );
    const lines = text.split('\n');
    expect(lines.findIndex((l) => l.startsWith('**Takeaways.**'))).toBeLessThan(
      lines.findIndex((l) => l.startsWith('| Figure')),
    );
    expect(text).toContain('**Takeaways.** 1 of 3 targets are met; 2 are not.');
    expect(text).toContain('slow (3.11×; target ≤ 2.5×)');
    expect(text).toContain('old size (0.46×; target ≥ 0.9×)');
    expect(text).toContain('| old size | 1 | 2 | 0.46× | (≥ 0.9×) | NO | 2025-12-30 · def5678 |');
    expect(text).toContain('| context only | 1 | 2 | — | context | — | 2026-01-01 · abc1234 |');
  });
});

describe('BENCHMARKS.md rows', () => {
  it('say NO for every missed target, never "—", and name the date and commit of their run', () => {
    // The figures' tables, the ones with a Run column (a figure's notes may hold tables of their
    // own): every stored row is in one.
    let inFigures = false;
    const rows: string[][] = [];
    for (const line of readFileSync(FILE, 'utf8').split('\n')) {
      if (!line.startsWith('|')) inFigures = false;
      else if (line.startsWith('| Figure ')) inFigures = /\| Run +\|$/.test(line);
      else if (inFigures && !line.startsWith('| ---')) {
        rows.push(line.split(/(?<!\\)\|/).map((c) => c.trim()));
      }
    }
    expect(rows.length).toBe(Object.values(readStored(ROOT)).flatMap((f) => f.rows).length);
    for (const cells of rows) {
      const [target, met, run] = cells.slice(-4, -1);
      expect(run, cells[1]).toMatch(/^\d{4}-\d{2}-\d{2} · [0-9a-f]{7}/);
      if (!/^context$/i.test(target ?? '')) expect(['yes', 'NO'], cells[1]).toContain(met);
    }
  });
});
