/**
 * Reader signals beside reader feedback: what readers searched for and what they asked the
 * assistant on the pages a PR changes, the job summary's "Searched, nothing clicked" table, and
 * the notes that say how each signal was read. Pure: data in, markdown out.
 *
 * Search terms and questions are untrusted and personal: each quote loses its e-mail addresses and
 * phone numbers (src/util/personal-data.ts), then goes through src/util/sanitize.ts, cut to
 * {@link QUOTE_CHARS} characters.
 */
import { redactContactDetails } from '../../util/personal-data.js';
import { inlineCode, inlineText, tableCell } from '../../util/sanitize.js';
import { formatCount, plural } from '../../util/format.js';
import { andMore, mdTable } from '../../util/markdown.js';
import { formatDate, sideNote, usable, type SideRead } from './common-report.js';
import {
  GAP_ROWS,
  QUESTIONS_PER_PAGE,
  QUOTE_CHARS,
  TERMS_PER_PAGE,
  type AssistantRead,
  type ReaderSignals,
  type SearchesRead,
} from './model.js';

/** Reader text fit to quote: contact details removed, markdown neutralized, one line, cut. */
export function quoteReaderText(text: string, max = QUOTE_CHARS): string {
  return inlineText(redactContactDetails(text), max);
}

/**
 * The PR section's "Reader signals" part: one row per changed page (in `pages` order, at most
 * `maxRows`) with its top search terms and its assistant conversations, then the newest
 * unanswered questions quoted, then a note for each signal that is partial or missing. Empty when
 * no signal was asked for.
 */
export function signalsSection(
  signals: ReaderSignals,
  pages: readonly string[],
  heading: string,
  maxRows: number,
): string {
  const { searches, assistant } = signals;
  if (!searches && !assistant) return '';
  const out = [`${heading} What readers searched for and asked on these pages`];
  const s = usable(searches) ? searches : undefined;
  const a = usable(assistant) ? assistant : undefined;
  if (s || a) {
    const shown = pages.slice(0, maxRows);
    const headers = ['Page'];
    if (s) headers.push('Top searches leading here (searches · click-through)');
    if (a) headers.push('Assistant conversations', 'Unanswered');
    const rows = shown.map((page) => {
      const cells = [tableCell(page, 100)];
      if (s) cells.push(termsCell(s, page));
      if (a) {
        const c = a.byPage.get(page);
        cells.push(formatCount(c?.conversations ?? 0), formatCount(c?.unanswered ?? 0));
      }
      return cells;
    });
    out.push(mdTable(headers, `l${s ? 'l' : ''}${a ? 'rr' : ''}`, rows));
    if (pages.length > shown.length)
      out.push(andMore(pages.length - shown.length, 'pages', '', 'page'));
    if (a) {
      const quotes = questionList(a, shown);
      if (quotes) out.push(quotes);
    }
  }
  const notes = [sideNote(SEARCHES_READ, searches), sideNote(ASSISTANT_READ, assistant)];
  out.push(...notes.filter((x) => x !== ''));
  return out.join('\n\n');
}

/** A page's top terms as one cell: `term (searches · click-through)`, or why there are none. */
function termsCell(s: SearchesRead, page: string): string {
  const terms = s.byPage.get(page) ?? [];
  if (terms.length === 0) {
    return s.stop === 'cut'
      ? `none in the ${formatCount(s.termsRead)} most searched terms read`
      : '—';
  }
  return terms
    .slice(0, TERMS_PER_PAGE)
    .map((t) => `${quoteReaderText(t.term, 60)} (${formatCount(t.hits)} · ${pct(t.ctr)})`)
    .join(', ');
}

/** The newest unanswered questions of the shown pages, quoted: one line per page, newest first. */
function questionList(a: AssistantRead, pages: readonly string[]): string {
  const items: string[] = [];
  for (const page of pages) {
    const questions = (a.byPage.get(page)?.questions ?? []).slice(0, QUESTIONS_PER_PAGE);
    if (questions.length === 0) continue;
    const quoted = questions.map((q) => `“${quoteReaderText(q.text)}” (${formatDate(q.at)})`);
    items.push(`- ${inlineCode(page, 100)}: ${quoted.join(' · ')}`);
  }
  if (items.length === 0) return '';
  return `**Unanswered assistant questions** (newest ${QUESTIONS_PER_PAGE} per page; e-mail addresses and phone numbers removed):\n\n${items.join('\n')}`;
}

/** The search-terms read in its notes and in the "Analytics requests" line. */
export const SEARCHES_READ: SideRead<SearchesRead> = {
  what: 'Search terms',
  each: (s) => `search terms of up to ${formatCount(s.pageSize)} each`,
  cut: (s) =>
    `${plural(s.requests, 'request')} of up to ${formatCount(s.pageSize)} terms (the ` +
    `${formatCount(s.termsRead)} most searched) before every changed page had its top ` +
    `${TERMS_PER_PAGE}. The plan allows ${plural(s.allowance, 'request')} for them.`,
};

/** The assistant read in its notes and in the "Analytics requests" line. */
export const ASSISTANT_READ: SideRead<AssistantRead> = {
  what: 'Assistant conversations',
  each: (a) => `assistant conversations of up to ${formatCount(a.pageSize)} each`,
  cut: (a) =>
    `the counts cover the ${formatCount(a.conversationsRead)} conversations read ` +
    `(${plural(a.requests, 'request')} of up to ${formatCount(a.pageSize)}); the rest of the ` +
    `window is not counted.`,
};

/**
 * The job summary's "Searched, nothing clicked": the most searched terms with a click-through
 * of 0 (content readers looked for and did not find). Empty when searches were not asked for.
 */
export function searchGapsSection(s: SearchesRead | undefined, heading: string): string {
  if (!s) return '';
  const title = `${heading} Searched, nothing clicked`;
  if (!usable(s)) return `${title}\n\n${sideNote(SEARCHES_READ, s)}`;
  const scope =
    `${formatCount(s.totalSearches ?? 0)} searches in this period; ` +
    (s.stop === 'complete'
      ? `all ${formatCount(s.termsRead)} terms read.`
      : `the ${formatCount(s.termsRead)} most searched terms read.`);
  if (s.gaps.length === 0) return `${title}\n\nNo term read was searched without a click. ${scope}`;
  const rows = s.gaps
    .slice(0, GAP_ROWS)
    .map((g) => [
      quoteReaderText(g.term) || '—',
      formatCount(g.hits),
      formatDate(g.lastSearchedAt),
    ]);
  const out = [
    title,
    `Terms readers searched for without clicking any result: content they may not have found. ${scope}`,
  ];
  out.push(mdTable(['Search term', 'Searches', 'Last searched'], 'lrl', rows));
  if (s.stop === 'cut') out.push(sideNote(SEARCHES_READ, s));
  return out.join('\n\n');
}

/** A click-through rate as a whole percentage (`<1%` for a sliver). */
function pct(ctr: number): string {
  const p = 100 * ctr;
  if (p > 0 && p < 1) return '<1%';
  return `${Math.round(p)}%`;
}
