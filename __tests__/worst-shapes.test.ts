/**
 * Every reader of outside text against its worst shapes at its size cap: a live page (2 MiB, the
 * most src/live/fetch.ts reads) through htmlText, the prose reader and the comparison; reader
 * text (feedback, searches) through the credential scrubber (secretlint's rules and ours, whose
 * patterns are built at run time where the regexp lint cannot see them) and the contact-detail
 * redaction; server text through the guard's secret scrubbing and the markdown sanitizers. Each
 * must end within a few seconds of CPU: a guard against minutes (a pattern that backtracks),
 * not a timing figure (the bench has htmlText's growth at n and 2n).
 */
import { describe, expect, it } from 'vitest';
import { comparePage, expectationOf } from '../src/live/compare.js';
import { MAX_BODY_BYTES } from '../src/live/fetch.js';
import { htmlText } from '../src/live/html-text.js';
import { normalizeProse } from '../src/live/normalize.js';
import { readProse } from '../src/live/prose.js';
import { redact, scrubSecrets } from '../src/secrets.js';
import { hiddenByFrontmatter } from '../src/site-config/structure.js';
import { redactContactDetails } from '../src/util/personal-data.js';
import { scrubReaderText } from '../src/util/reader-text.js';
import { inlineText, tableCell } from '../src/util/sanitize.js';

/** CPU seconds one reader may take over one shape (minutes is what a runaway pattern takes). */
const CPU_LIMIT_S = 5;

/** `unit` repeated to `size` characters. */
function fill(unit: string, size: number, head = '', tail = ''): string {
  const body = unit.repeat(Math.ceil((size - head.length - tail.length) / unit.length));
  return head + body.slice(0, size - head.length - tail.length) + tail;
}

/** CPU seconds `fn` takes (user + system, so a loaded machine does not fail it). */
function cpuSeconds(fn: () => unknown): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

const PAGE = MAX_BODY_BYTES;
/** A live page's worst shapes: markup never closed, and runs each pattern could try again. */
const HTML_SHAPES: Record<string, string> = {
  'bare <': fill('<', PAGE),
  'unclosed <svg and <': fill('<svg <', PAGE),
  'unclosed <script': fill('<', PAGE, '<script>'),
  'unclosed <head, then tags': fill('<p>', PAGE, '<head>'),
  'long attribute run': fill(' a=b', PAGE, '<div', '>'),
  'unquoted attribute value': fill('x', PAGE, '<a href=', '>'),
  'open comments': fill('<!--', PAGE),
  '<h1 runs': fill('<h1', PAGE),
  '</ runs': fill('</', PAGE),
  entities: fill('&#x', PAGE),
  'blank lines': fill('\n \n', PAGE),
  '<br> runs': fill('<br/>', PAGE),
};
/** A live page served as Markdown, and one line of prose, at the same cap. */
const MARKDOWN_SHAPES: Record<string, string> = {
  '[ runs': fill('[', PAGE),
  '[x]( with no )': fill('[x](', PAGE),
  '![ runs': fill('![', PAGE),
  escapes: fill('\\', PAGE),
  fences: fill('```\n', PAGE),
  'comments never closed': fill('{/* x\n', PAGE),
  'frontmatter never closed': fill('title: x\n', PAGE, '---\n'),
  'frontmatter of [': fill('[', PAGE, '---\ntitle: ', '\n---\n'),
  headings: fill('# ', PAGE),
  'list markers': fill('- ', PAGE),
  'blanks then a letter': fill(' ', PAGE, '', 'x'),
  entities: fill('&amp', PAGE),
  'attribute-like lines': fill('a="', PAGE),
};
/** Reader text (a comment, a search) at 1 MiB: the credential rules' and secretlint's inputs. */
const READER = 1024 * 1024;
const READER_SHAPES: Record<string, string> = {
  'token characters': fill('a', READER),
  'letters and digits': fill('a1', READER),
  'dashes and digits': fill('1-', READER),
  'key= runs': fill('key=', READER),
  'key then blanks': fill('key ', READER),
  'password: runs': fill('password: ', READER),
  'Authorization runs': fill('Authorization: ', READER),
  'bearer runs': fill('bearer ', READER),
  'URL logins': fill('https://a:', READER),
  'URL params': fill('?token=', READER),
  '@ runs': fill('a@', READER),
  'private key header then blanks': fill(' ', READER, '-----BEGIN PRIVATE KEY-----'),
  'private key header, no footer': fill(
    'AAAAAAAAAAAAAAAA\n',
    READER,
    '-----BEGIN RSA PRIVATE KEY-----\n',
  ),
  'JWT heads': fill('eyJaaaaaaaaa.', READER),
  'mint_ runs': fill('mint_', READER),
  'digit groups': fill('1234 ', READER),
  dots: fill('.', READER),
  quotes: fill('"\'', READER),
  'AKIA runs': fill('AKIA', READER),
  'ghp_ runs': fill('ghp_', READER),
  'xox runs': fill('xoxb-', READER),
  'sk- runs': fill('sk-', READER),
  'postgres URLs': fill('postgres://', READER),
  'e-mail-like': fill('a.', READER, '', '@'),
  'phone-like': fill('+1 ', READER),
};
/** Server text the guard scrubs before it reaches GitHub. */
const SERVER_SHAPES: Record<string, string> = {
  '? runs': fill('?', READER),
  '?a runs': fill('?a', READER),
  'URL query runs': fill('http://a?', READER),
  'sig= runs': fill('sig=', READER),
  'X-Amz- runs': fill('X-Amz-', READER),
  'URLs without a query': fill('https://a', READER),
  'Bearer runs': fill('Bearer ', READER),
  'mint_ runs': fill('mint_', READER),
  backslashes: fill('\\', READER),
};

function expectQuick(what: string, fn: () => unknown): void {
  const seconds = cpuSeconds(fn);
  expect(seconds, `${what}: ${seconds.toFixed(2)} s of CPU`).toBeLessThan(CPU_LIMIT_S);
}

describe('worst shapes at the size cap end in seconds', () => {
  it.each(Object.entries(HTML_SHAPES))('a live HTML page: %s', (name, page) => {
    expect(page.length).toBe(PAGE);
    expectQuick(`htmlText(${name})`, () => htmlText(page));
  });

  it.each(Object.entries({ ...MARKDOWN_SHAPES, ...HTML_SHAPES }))(
    'a live Markdown page and its lines: %s',
    (name, page) => {
      const expected = expectationOf('---\ntitle: A page\n---\n\nA line of prose.\n', undefined);
      expectQuick(`comparePage(${name})`, () => comparePage(expected, page));
      expectQuick(`expectationOf(${name})`, () => expectationOf(page, `@@ -1 +1 @@\n+${page}`));
      expectQuick(`readProse(${name})`, () => readProse(page));
      expectQuick(`normalizeProse(${name})`, () => normalizeProse(page));
      expectQuick(`hiddenByFrontmatter(${name})`, () => hiddenByFrontmatter(page));
    },
  );

  it.each(Object.entries(READER_SHAPES))('reader text: %s', (name, text) => {
    expectQuick(`scrubReaderText(${name})`, () => scrubReaderText(text));
    expectQuick(`redactContactDetails(${name})`, () => redactContactDetails(text));
  });

  it.each(Object.entries({ ...SERVER_SHAPES, ...READER_SHAPES }))(
    'server text: %s',
    (name, text) => {
      const known = ['mint_0123456789abcdefABCDEF', 'a\\b\\c\\d\\e\\f\\g\\h'];
      expectQuick(`scrubSecrets(${name})`, () => scrubSecrets(text, known));
      expectQuick(`redact(${name})`, () => redact(text));
      expectQuick(`inlineText(${name})`, () => inlineText(text, 65_536));
      expectQuick(`tableCell(${name})`, () => tableCell(text, 65_536));
    },
  );
});
