/**
 * Figure: reader text at its worst. Every text a reader typed (comments, search terms, assistant
 * questions) passes the credential scrubber and the contact-detail redaction before it is quoted,
 * and a report that shrinks to fit renders them several times. A pattern that backtracks over a
 * long run turns one 20,000-character search term into a third of a second per pass, so each shape
 * that once did is measured at n and 2n characters (linear: about 2×), and against prose.
 */
import { redactContactDetails } from '../src/util/personal-data.js';
import { scrubReaderText } from '../src/util/reader-text.js';
import { fmtRatio, median, type BenchOptions, type FigureResult, type Row } from './util.js';

/** Characters of each text: the longest search term or question the API hands back. */
const LENGTH = 20_000;
/**
 * Target: twice the text costs at most 2.5× the time on the slowest shape (linear, with room for
 * noise; a pattern that rescans a run from each character costs 4×).
 */
const MAX_DOUBLING = 2.5;

/** Texts made to make a backtracking pattern rescan a run from each of its characters. */
function shapes(n: number): Record<string, string> {
  const rep = (s: string): string => s.repeat(Math.ceil(n / s.length)).slice(0, n);
  return {
    'one letter repeated': rep('A'),
    'a run then @': `${rep('A').slice(1)}@`,
    'dotted words': rep('a.'),
    'digits and dashes, glued to a letter': `${rep('1-').slice(1)}a`,
    'word boundaries (aA1_- repeated)': rep('aA1_-'),
    'digits and blanks': `${rep('1 ').slice(1)}x`,
    'key= repeated': rep('key='),
    'Bearer repeated': rep('bearer '),
  };
}

/** Milliseconds to two decimals (a pass over prose takes about one). */
const fmtMs = (ms: number): string => `${ms.toFixed(2)} ms`;

/** Median milliseconds of scrubbing and redacting `text` (both, as the reports do). */
function timeOne(text: string, rounds: number): number {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    redactContactDetails(scrubReaderText(text).text);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(times);
}

/** Median milliseconds of every shape at `n` characters, by name. */
function timeShapes(n: number, rounds: number): Map<string, number> {
  return new Map(Object.entries(shapes(n)).map(([name, text]) => [name, timeOne(text, rounds)]));
}

const NOTES =
  'Before the two patterns were bounded (the e-mail pattern now starts only where a run of ' +
  'local-part characters starts; a credential name has at most 64 characters before its ' +
  'keyword), the slowest shape (aA1_- repeated) took 367 ms at 20,000 characters and 1.47 s at ' +
  '40,000 (4.01×: quadratic), and the feedback summary of the hostile e2e test, which renders a ' +
  'hundred such search terms several times while it shrinks to fit, took 41 s (now 1.9 s).';

/** The figure: the slowest shape at n and 2n characters, and against prose. */
export async function readerText(options: BenchOptions): Promise<FigureResult> {
  const n = options.quick ? 5_000 : LENGTH;
  const rounds = options.quick ? 3 : 9;
  const words = 'Readers ask how to rotate the key, where the webhook docs went, why a page 404s. ';
  const prose = timeOne(words.repeat(Math.ceil(n / words.length)).slice(0, n), rounds);
  const at = timeShapes(n, rounds);
  const twice = timeShapes(2 * n, rounds);
  const [worst, worstMs] = [...at].reduce((a, b) => (b[1] > a[1] ? b : a));
  const twiceMs = twice.get(worst) ?? Number.NaN;
  const doubling = twiceMs / worstMs;
  options.log(`reader-text: prose ${fmtMs(prose)}, worst ${worst} ${fmtMs(worstMs)}`);
  const size = (k: number): string => `${k.toLocaleString('en-US')} characters`;
  const rows: Row[] = [
    {
      figure: `Scrub and redact ${size(2 * n)} against ${size(n)}, slowest shape (${worst}), median`,
      action: fmtMs(twiceMs),
      alternative: fmtMs(worstMs),
      ratio: fmtRatio(doubling),
      target: `≤ ${MAX_DOUBLING}× (linear)`,
      met: doubling <= MAX_DOUBLING,
    },
    {
      figure: `The same shape against prose of ${size(n)}, median`,
      action: fmtMs(worstMs),
      alternative: fmtMs(prose),
      ratio: fmtRatio(worstMs / prose),
      target: 'context',
      met: undefined,
    },
  ];
  const shapesMeasured = [...at].map(([name, ms]) => `${name} ${fmtMs(ms)}`).join(', ');
  return {
    title: 'Reader text at its worst',
    rows,
    method:
      'Each text goes through the credential scrubber and the contact-detail redaction, as every ' +
      `quoted reader text does, ${rounds} times in this process (medians). At ${size(n)}: ` +
      `${shapesMeasured}.`,
    notes: NOTES,
  };
}
