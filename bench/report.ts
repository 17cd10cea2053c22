/**
 * BENCHMARKS.md, rendered from bench/results.json and nothing else: the bench stores each figure it
 * measures there (its rows, how it was measured, and when, at which commit, with which command,
 * under what load), and a run of some figures (`--only=`) replaces just those. The file opens with
 * the takeaways (which targets are met and which are not, worked out from the rows), then a table
 * per figure whose every row names the date and commit of its run. A test renders the file again
 * from the JSON, so a hand edit of BENCHMARKS.md fails CI; the history of earlier measurements is
 * in CHANGELOG.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import * as prettier from 'prettier';

import type { FigureResult, Row } from './util.js';

/** When, how and where a figure was measured. */
export interface Measured {
  /** ISO date and time of the end of the run. */
  readonly date: string;
  /**
   * The commit measured (short SHA; `+ changes` when the working tree had uncommitted ones). Runs
   * before the bench recorded it carry the newest main-line commit before the run, from git.
   */
  readonly commit: string;
  /** The command that measured it. */
  readonly command: string;
  /** The 1-, 5- and 15-minute load averages at the end of the run. */
  readonly load: string;
  /** The machine (cores, CPU, memory, OS) and Node. */
  readonly machine: string;
  /** Anything that tells these rows apart from the rest of the run (which rows, which load). */
  readonly note?: string;
}

/** A row as stored: `run` when it comes from another run than the rest of its figure's. */
export interface StoredRow extends Row {
  readonly run?: { readonly date: string; readonly commit: string };
}

/** One figure as stored: what its module returned, and when it was measured. */
export interface StoredFigure extends FigureResult {
  readonly rows: StoredRow[];
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

/** The lines above the first table: title, what the file is, the takeaways, a heading. */
export const HEADER_LINES_MAX = 10;

const COLUMNS = ['Figure', 'Action', 'Alternative', 'Ratio', 'Target', 'Met?', 'Run'] as const;

/** A target that is context, not a target: no yes or NO. */
const CONTEXT = /^context$/i;
/** A target on the ratio: `≤ 1.15×`, `(≥ 0.9×)`. */
const RATIO_TARGET = /^\(?([≤≥])\s*([\d.]+)×\)?$/;

/**
 * Whether a row meets its target: as the bench judged it, or, for a row it stored without a
 * verdict although it has a target on the ratio (`(≥ 0.9×)`), by that target; undefined for
 * context rows and targets it cannot judge.
 */
export function metOf(row: Row): boolean | undefined {
  if (row.met !== undefined || CONTEXT.test(row.target.trim())) return row.met;
  const target = RATIO_TARGET.exec(row.target.trim());
  const ratio = Number.parseFloat(row.ratio);
  if (!target || !Number.isFinite(ratio)) return undefined;
  const limit = Number(target[2]);
  return target[1] === '≤' ? ratio <= limit : ratio >= limit;
}

/** The date (day) and commit of the run a row comes from. */
function runOf(row: StoredRow, figure: StoredFigure): string {
  const run = row.run ?? figure.measured;
  return `${run.date.slice(0, 10)} · ${run.commit}`;
}

/** A row's Met? cell: a missed target says NO; a context row `—`; a target never judged says so. */
export function verdict(row: Row): string {
  const met = metOf(row);
  if (met === undefined) return CONTEXT.test(row.target.trim()) ? '—' : 'not judged';
  return met ? 'yes' : 'NO';
}

/** A row's cells, in COLUMNS' order. */
function cells(row: StoredRow, figure: StoredFigure): string[] {
  const { figure: name, action, alternative, ratio, target } = row;
  return [name, action, alternative, ratio, target, verdict(row), runOf(row, figure)];
}

const mdCell = (text: string): string => text.replace(/\|/g, '\\|');

/** `a`, `a and b`, `a, b and c`. */
const inWords = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/**
 * The takeaways, worked out from the rows: how many targets are met, which figures meet all of
 * theirs, and each missed one with its value against its target.
 */
export function takeaways(figures: readonly StoredFigure[]): string {
  const judged = figures.flatMap((f) =>
    f.rows.flatMap((row) => {
      const met = metOf(row);
      return met === undefined ? [] : [{ figure: f, row, met }];
    }),
  );
  const missed = judged.filter((j) => !j.met);
  const allMet = figures.filter(
    (f) => judged.some((j) => j.figure === f) && !missed.some((j) => j.figure === f),
  );
  const dates = figures.map((f) => f.measured.date.slice(0, 10)).sort();
  const lines = [
    `**Takeaways.** ${judged.length - missed.length} of ${judged.length} targets are met; ${missed.length === 0 ? 'none is missed' : `${missed.length} are not`}.`,
    allMet.length > 0 ? ` Met in full: ${inWords(allMet.map((f) => f.title))}.` : '',
    missed.length > 0
      ? ` Not met: ${missed.map(({ row }) => `${row.figure} (${row.ratio !== '—' ? row.ratio : row.action}; target ${row.target.replace(/^\((.*)\)$/, '$1')})`).join('; ')}; each figure's notes below say why.`
      : '',
    ` The figures come from runs between ${dates[0] ?? '—'} and ${dates.at(-1) ?? '—'}, not from one run: each row names the date and commit of its own.`,
  ];
  return lines.join('');
}

/** The start: what the file is, the takeaways. At most HEADER_LINES_MAX lines with the first heading. */
function header(figures: readonly StoredFigure[]): string[] {
  return [
    '# Benchmarks',
    '',
    "Written by `npm run bench` (bench/run.ts) from bench/results.json; do not edit by hand. Offline, against the embedded emulators on loopback; no figure is asserted in the test suite. Each figure's section under Method says when, at which commit, with which command and under what load its rows were measured (a run from before the bench recorded its commit names the newest main-line commit before it, from git); earlier measurements are in [CHANGELOG.md](CHANGELOG.md#benchmark-history).",
    '',
    takeaways(figures),
    '',
  ];
}

/** One figure's table. */
function table(figure: StoredFigure): string[] {
  if (figure.rows.length === 0) return [];
  return [
    `### ${figure.title}`,
    '',
    `| ${COLUMNS.join(' | ')} |`,
    `| ${COLUMNS.map(() => '---').join(' | ')} |`,
    ...figure.rows.map((row) => `| ${cells(row, figure).map(mdCell).join(' | ')} |`),
    '',
  ];
}

/** One figure's section under "Method". */
function section(figure: StoredFigure): string[] {
  const m = figure.measured;
  const when = `_Measured ${m.date} at ${m.commit} with \`${m.command}\`, load ${m.load}; ${m.machine}.${m.note ? ` ${m.note}` : ''}_`;
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
    '## Figures',
    '',
    ...figures.flatMap(table),
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
