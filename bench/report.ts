/**
 * BENCHMARKS.md, rendered from bench/results.json and nothing else: the bench stores each figure it
 * measures there (its rows, how it was measured, and when, with which command, under what load),
 * and a run of some figures (`--only=`) replaces just those. A test renders the file again from the
 * JSON, so a hand edit of BENCHMARKS.md fails CI; the history of earlier measurements is in
 * CHANGELOG.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import * as prettier from 'prettier';

import type { FigureResult, Row } from './util.js';

/** When, how and where a figure was measured. */
export interface Measured {
  /** ISO date and time of the end of the run. */
  readonly date: string;
  /** The command that measured it. */
  readonly command: string;
  /** The 1-, 5- and 15-minute load averages at the end of the run. */
  readonly load: string;
  /** The machine (cores, CPU, memory, OS) and Node. */
  readonly machine: string;
  /** Anything that tells these rows apart from the rest of the run (which rows, which load). */
  readonly note?: string;
}

/** One figure as stored: what its module returned, and when it was measured. */
export interface StoredFigure extends FigureResult {
  readonly measured: Measured;
}

/** bench/results.json: the figures by their `--only=` name. */
export type StoredResults = Record<string, StoredFigure>;

/** The figures' `--only=` names in the order bench/run.ts runs them and the report lists them. */
export const FIGURE_ORDER = [
  'cold-start',
  'polling',
  'feedback',
  'feedback-views',
  'feedback-signals',
  'download',
  'download-limited',
  'pages',
  'site-config',
  'api-spec',
  'reader-text',
  'html-text',
  'live',
  'check',
] as const;

/** The header's lines above the table (the issue's limit is 10). */
export const HEADER_LINES_MAX = 10;

const COLUMNS = ['Figure', 'Action', 'Alternative', 'Ratio', 'Target', 'Met?'] as const;

/** A row's cells, in COLUMNS' order. */
export function cells(row: Row): string[] {
  const met = row.met === undefined ? '—' : row.met ? 'yes' : 'NO';
  return [row.figure, row.action, row.alternative, row.ratio, row.target, met];
}

const mdCell = (text: string): string => text.replace(/\|/g, '\\|');

/** The latest `measured` of all figures (the header's date). */
function latest(figures: readonly StoredFigure[]): Measured | undefined {
  return [...figures].sort((a, b) => b.measured.date.localeCompare(a.measured.date))[0]?.measured;
}

/** The header: what the file is, the latest run, the machine. At most HEADER_LINES_MAX lines. */
function header(figures: readonly StoredFigure[]): string[] {
  const last = latest(figures);
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (bench/run.ts) from bench/results.json; do not edit by hand. Offline, against the embedded emulators on loopback; no figure is asserted in the test suite. Each section below says when, with which command and under what load its rows were measured; earlier measurements are in [CHANGELOG.md](CHANGELOG.md#benchmark-history).',
    '',
    `- Latest run: ${last?.date ?? '—'}, \`${last?.command ?? '—'}\`, load ${last?.load ?? '—'}`,
    `- Machine: ${last?.machine ?? '—'}`,
    '',
  ];
}

/** One figure's section under "Method". */
function section(figure: StoredFigure): string[] {
  const m = figure.measured;
  const when = `_Measured ${m.date} with \`${m.command}\`, load ${m.load}; ${m.machine}.${m.note ? ` ${m.note}` : ''}_`;
  const lines = [`### ${figure.title}`, '', when, '', figure.method, ''];
  if (figure.notes) lines.push(figure.notes, '');
  return lines;
}

/** BENCHMARKS.md from the stored figures, in `order` (figures not in it follow), unformatted. */
export function renderBenchmarks(stored: StoredResults, order: readonly string[]): string {
  const names = [
    ...order.filter((n) => n in stored),
    ...Object.keys(stored).filter((n) => !order.includes(n)),
  ];
  const figures = names.map((n) => stored[n]).filter((f): f is StoredFigure => f !== undefined);
  const lines = [
    ...header(figures),
    `| ${COLUMNS.join(' | ')} |`,
    `| ${COLUMNS.map(() => '---').join(' | ')} |`,
    ...figures.flatMap((f) => f.rows).map((row) => `| ${cells(row).map(mdCell).join(' | ')} |`),
    '',
    '## Method',
    '',
    ...figures.flatMap(section),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The same, formatted as every Markdown file of the project is (`prettier --check .` passes). */
export async function formattedBenchmarks(
  stored: StoredResults,
  order: readonly string[],
  file: string,
): Promise<string> {
  const config = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(renderBenchmarks(stored, order), { ...config, filepath: file });
}

/** bench/results.json under `root`, or an empty record when there is none yet. */
export function readStored(root: string): StoredResults {
  try {
    return JSON.parse(
      readFileSync(path.join(root, 'bench', 'results.json'), 'utf8'),
    ) as StoredResults;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
}
