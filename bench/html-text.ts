/**
 * Figure: a live page's HTML at its worst (issue 45). The live check reads up to 2 MiB of a page
 * and turns its HTML into text (src/live/html-text.ts, htmlparser2's tokenizer). The regular
 * expressions that did it before rescanned the rest of the page from each unclosed tag: 80,000
 * bare `<` took 5.5 s and a 1.4 MiB page of unclosed `<svg` and `<` some 16 minutes. Each shape
 * is measured at n and 2n (the cap): linear is about 2×.
 */
import { htmlText } from '../src/live/html-text.js';
import { fmtRatio, median, type BenchOptions, type FigureResult, type Row } from './util.js';

/** The size cap of a page (src/live/fetch.ts MAX_BODY_BYTES): the figure's 2n. */
const CAP = 2 * 1024 * 1024;
/** Target: twice the page costs at most 2.5× the time on the slowest shape. */
const MAX_DOUBLING = 2.5;

/** Pages made to make a backtracking reader rescan from each tag. */
function shapes(n: number): Record<string, string> {
  const rep = (s: string): string => s.repeat(Math.ceil(n / s.length)).slice(0, n);
  return {
    'bare <': rep('<'),
    'unclosed <svg and <': rep('<svg <'),
    'long attribute run': `<div${rep(' a=b').slice(5)}>`,
    'open comments': rep('<!--'),
    'paragraphs of prose': rep('<p>Every key may send 100 requests per minute.</p>\n'),
  };
}

const fmtMs = (ms: number): string => `${ms.toFixed(1)} ms`;

/** Median milliseconds of htmlText over `page`. */
function timeOne(page: string, rounds: number): number {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    htmlText(page);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(times);
}

/** The figure: the slowest shape at n and 2n characters. */
export async function htmlTextFigure(options: BenchOptions): Promise<FigureResult> {
  const n = options.quick ? CAP / 8 : CAP / 2;
  const rounds = options.quick ? 3 : 7;
  const time = (k: number): Map<string, number> =>
    new Map(Object.entries(shapes(k)).map(([name, page]) => [name, timeOne(page, rounds)]));
  const at = time(n);
  const twice = time(2 * n);
  const [worst, worstMs] = [...at].reduce((a, b) => (b[1] > a[1] ? b : a));
  const twiceMs = twice.get(worst) ?? Number.NaN;
  const doubling = twiceMs / worstMs;
  options.log(`html-text: worst ${worst} ${fmtMs(worstMs)} at ${n}, ${fmtMs(twiceMs)} at ${2 * n}`);
  const size = (k: number): string => `${(k / 2 ** 20).toFixed(k < 2 ** 20 ? 2 : 0)} MiB`;
  const rows: Row[] = [
    {
      figure: `htmlText of ${size(2 * n)} against ${size(n)}, slowest shape (${worst}), median`,
      action: fmtMs(twiceMs),
      alternative: fmtMs(worstMs),
      ratio: fmtRatio(doubling),
      target: `≤ ${MAX_DOUBLING}× (linear)`,
      met: doubling <= MAX_DOUBLING,
    },
  ];
  const measured = (m: Map<string, number>): string =>
    [...m].map(([name, ms]) => `${name} ${fmtMs(ms)}`).join(', ');
  return {
    title: 'A live page at its worst',
    rows,
    method:
      `htmlText over each shape, ${rounds} times in this process (medians). At ${size(n)}: ` +
      `${measured(at)}; at ${size(2 * n)}: ${measured(twice)}.`,
  };
}
