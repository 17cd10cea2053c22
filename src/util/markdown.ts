/**
 * Markdown building blocks the reports share: tables (whole, or cut in three: shown, folded,
 * counted), "…and N more" lines, mermaid charts, code cut to a few lines. Table cells are the
 * caller's, already made safe (sanitize.ts `tableCell`); chart labels are made safe here
 * ({@link mermaidLabel}).
 */
import { plural } from './format.js';
import { details, stripControl } from './sanitize.js';

/**
 * A GitHub table: the header row, the alignment row from `align` (a letter a column: `r` right,
 * anything else left), then a row per entry of `rows`.
 */
export function mdTable(
  headers: readonly string[],
  align: string,
  rows: readonly (readonly string[])[],
): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  const rule = `|${[...align].map((a) => (a === 'r' ? '--:' : '---')).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/**
 * `…and 3 more pages in the job summary.`: what is left (`many`, or `one` for a single one),
 * and `where` it is.
 */
export function andMore(count: number, many: string, where = '', one = many): string {
  return `…and ${plural(count, `more ${one}`, `more ${many}`)}${where ? ` ${where}` : ''}.`;
}

/**
 * A label safe inside a quoted mermaid string: page-path characters only (letters, digits,
 * `/ . _ -` and spaces). Quotes, brackets, line breaks, `#`, `%`, `;`, `:` and markup go, so a
 * path cannot end the string, start a directive or inject a node.
 */
export function mermaidLabel(text: string, max = 40): string {
  const clean = stripControl(text)
    .replace(/[^\p{L}\p{N} /._-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(clean);
  const out = chars.length > max ? `…${chars.slice(chars.length - max + 1).join('')}` : clean;
  return out === '' ? '(none)' : out;
}

/** A mermaid pie chart with its figures (slices of 0 left out). */
export function mermaidPie(title: string, slices: readonly (readonly [string, number])[]): string {
  const body = slices
    .filter(([, v]) => v > 0)
    .map(([k, v]) => `    "${mermaidLabel(k)}" : ${Math.round(v)}`)
    .join('\n');
  return `\`\`\`mermaid\npie showData\n    title ${mermaidLabel(title, 60)}\n${body}\n\`\`\``;
}

/** A horizontal mermaid bar chart, its axis named `unit`. */
export function mermaidBars(
  title: string,
  unit: string,
  bars: readonly (readonly [string, number])[],
): string {
  const labels = bars.map(([k]) => `"${mermaidLabel(k, 30)}"`).join(', ');
  const values = bars.map(([, v]) => Math.round(v)).join(', ');
  const top = Math.max(1, ...bars.map(([, v]) => v));
  return [
    '```mermaid',
    'xychart-beta horizontal',
    `    title "${mermaidLabel(title, 60)}"`,
    `    x-axis [${labels}]`,
    `    y-axis "${mermaidLabel(unit, 30)}" 0 --> ${Math.ceil(top)}`,
    `    bar [${values}]`,
    '```',
  ].join('\n');
}

/** `code`'s first `maxLines` lines, and how many more there are. */
export function cutLines(code: string, maxLines: number): string {
  const lines = code.split(/\r\n?|\n/);
  if (lines.length <= maxLines) return code;
  return `${lines.slice(0, maxLines).join('\n')}\n… (${lines.length - maxLines} more lines)`;
}

/**
 * A list cut in three: the first `visible` shown, the next ones up to `max` in all folded, and
 * how many lie beyond both.
 */
export function foldList<T>(
  list: readonly T[],
  visible: number,
  max: number,
): { shown: T[]; folded: T[]; beyond: number } {
  const shown = list.slice(0, visible);
  const folded = list.slice(shown.length, Math.max(shown.length, max));
  return { shown, folded, beyond: list.length - shown.length - folded.length };
}

/**
 * A table of `list` cut in three ({@link foldList}): the rows shown, the next ones in a folded
 * table titled `fold(count)`, then the line `beyond(count)` for those left out of both.
 */
export function foldedTable<T>(
  list: readonly T[],
  visible: number,
  max: number,
  words: {
    readonly table: (rows: readonly T[]) => string;
    readonly fold: (count: number) => string;
    readonly beyond: (count: number) => string;
  },
): string[] {
  const { shown, folded, beyond } = foldList(list, visible, max);
  const out = [words.table(shown)];
  if (folded.length > 0) out.push(details(words.fold(folded.length), words.table(folded)));
  if (beyond > 0) out.push(words.beyond(beyond));
  return out;
}
