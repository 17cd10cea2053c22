/**
 * Renders the full feedback report as markdown for the job summary: the PR's pages with every
 * entry on them, the pages the PR removes or renames, the most read pages, and the site-wide
 * sections (sources, statuses, most negative and most feedback pages, code snippets, recent
 * comments). The PR comment is the short digest of comment-report.ts. Pure: no I/O.
 *
 * Every string that came from readers or the platform (comments, paths, code, file names,
 * sources, statuses, e-mails) goes through src/util/sanitize.ts; mermaid labels go through
 * {@link mermaidLabel}. Contact e-mails appear only with `includeContact`.
 */
import {
  VIEW_HEADERS,
  mostReadSection,
  viewsRequests,
  viewCells,
  viewsNote,
} from './views-report.js';
import {
  assistantRequests,
  searchGapsSection,
  searchesRequests,
  signalsSection,
} from './signals-report.js';
import {
  codeBlock,
  defuseMentions,
  details,
  inlineCode,
  inlineText,
  stripControl,
  tableCell,
} from '../../util/sanitize.js';
import { formatCount, plural } from '../../util/format.js';
import {
  formatDate,
  hasViewColumns,
  noFeedbackLine,
  noPagesLine,
  orderPrPages,
  quoteComment,
  reportHead,
  signalsOf,
} from './common-report.js';
import { removedSection, structureCounts } from './removed-report.js';
import { apiSection } from './api-report.js';
import type {
  FeedbackReportInput,
  KeptEntry,
  PageStats,
  PrInfo,
  SnippetGroup,
  ViewsRead,
} from './model.js';
import { addRemoved, describeRemoved } from '../../util/reader-text.js';
import { hardCut, shrinkLimits } from '../../util/fit.js';

/** GitHub keeps at most 1 MiB of job summary per step; stay well under it. */
export const SUMMARY_BYTE_LIMIT = 900_000;
/** Lines of the job summary: it is read on one page; the feedback file has every entry. */
export const SUMMARY_LINE_LIMIT = 200;

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

/** How much of each list a rendering shows. */
interface Limits {
  /** PR pages in the PR table. */
  prPages: number;
  /** Entries on PR pages. */
  prEntries: number;
  /** Pages ranked by negative feedback. */
  negative: number;
  /** Pages ranked by total feedback. */
  total: number;
  /** Code-snippet groups in the table. */
  snippets: number;
  /** Code-snippet groups shown with their code and comments. */
  snippetDetails: number;
  /** Recent comments. */
  recent: number;
  /** Characters of each reader comment. */
  commentChars: number;
  /** Lines of each code sample. */
  codeLines: number;
}

// The site-wide lists shrink further to fit SUMMARY_LINE_LIMIT; the feedback file has them all.
const SUMMARY_LIMITS: Limits = {
  prPages: 500,
  prEntries: 1_000,
  negative: 10,
  total: 10,
  snippets: 20,
  snippetDetails: 3,
  recent: 10,
  commentChars: 1_000,
  codeLines: 20,
};

/** Rows of the source/status tables; more distinct values than this are summed. */
const MAX_VALUE_ROWS = 20;
/** Bars in a mermaid chart. */
const MAX_BARS = 8;

/**
 * The full report for the job summary, kept under {@link SUMMARY_BYTE_LIMIT} bytes. Lists
 * longer than shown end with "…and N more"; the JSON Lines file has every entry.
 */
export function renderFeedbackSummary(input: FeedbackReportInput): string {
  // Lists shrink to fit the lines first; a site whose report still runs long is cut to the bytes.
  // The PR's own lists stay whole: the comment sends readers here for the rest of them.
  const lines = (s: string): number => s.split('\n').length;
  const short = shrinkLists(input, SUMMARY_LIMITS, SUMMARY_LINE_LIMIT, lines, false);
  return fit(input, short.limits, SUMMARY_BYTE_LIMIT, (s) => Buffer.byteLength(s));
}

/** Renders with `start` limits, shrinking the lists until `measure` fits `max`. */
function fit(
  input: FeedbackReportInput,
  start: Limits,
  max: number,
  measure: (s: string) => number,
): string {
  const { text } = shrinkLists(input, start, max, measure);
  return measure(text) > max ? hardCut(text, max, measure) : text;
}

/** The site-wide lists, which shrink to fit the summary's lines. */
const SITE_LISTS: readonly (keyof Limits)[] = [
  'codeLines',
  'recent',
  'snippetDetails',
  'snippets',
  'total',
  'negative',
];

/**
 * Renders with `start` limits, halving one list at a time until `measure` fits `max` or every
 * list is at its floor (the PR's lists last, and only with `prToo`); returns the rendering and
 * the limits it used. Without `prToo` only {@link SITE_LISTS} shrink.
 */
function shrinkLists(
  input: FeedbackReportInput,
  start: Limits,
  max: number,
  measure: (s: string) => number,
  prToo = true,
): { text: string; limits: Limits } {
  // Reader text and code shrink first, then the general lists, the PR's own section last.
  const general: readonly (keyof Limits)[] = prToo ? ['commentChars', ...SITE_LISTS] : SITE_LISTS;
  const pr: readonly (keyof Limits)[] = prToo ? ['prEntries', 'prPages'] : [];
  // A line budget keeps a glimpse of the site beside the PR: the top 3 pages and comments.
  const floor: Partial<Limits> = prToo
    ? { commentChars: 80, codeLines: 3 }
    : { codeLines: 3, negative: 3, total: 3, recent: 3 };
  return shrinkLimits<keyof Limits>({
    start,
    floor,
    max,
    measure,
    render: (limits) => render(input, limits),
    next: (md, limits, movable) =>
      measure(md) > max
        ? (general.some(movable) ? general : pr)
            .filter(movable)
            .sort((a, b) => limits[b] / start[b] - limits[a] / start[a])[0]
        : undefined,
  });
}

function render(input: FeedbackReportInput, limits: Readonly<Limits>): string {
  const parts = reportHead(input, '##', false);
  const a = input.aggregate;
  if (input.pr) {
    parts.push(prSection(input, input.pr, limits));
    if (input.pr.error === undefined && a.prPages.length > 0) {
      const pages = a.prPages.map((p) => p.page);
      parts.push(signalsSection(signalsOf(input), pages, '###', limits.prPages));
    }
    parts.push(apiSection(input.api, input.views, '###', { visibleRows: 50, maxRows: 1_000 }));
    parts.push(
      removedSection(input.redirects, input.views, '###', {
        visibleRows: limits.prPages,
        maxRows: limits.prPages,
      }),
      structureCounts(input.redirects),
    );
  }
  parts.push(mostReadSection(input.views, a, '###'));
  parts.push(searchGapsSection(input.searches, '###'));

  parts.push(noFeedbackLine(input));
  if (a.total > 0) {
    parts.push(overviewSection(input));
    parts.push(negativeSection(input, limits));
    parts.push(totalSection(input, limits));
    if (a.snippets.length > 0 || a.otherSnippets > 0) {
      parts.push(snippetSection(input, limits));
    }
    parts.push(recentSection(input, limits, prShown(input, limits)));
  }
  parts.push(removedNote(input));
  parts.push(privacyNote(input));
  parts.push(exportNote(input));
  return `${parts.filter((p) => p !== '').join('\n\n')}\n`;
}

function prSection(input: FeedbackReportInput, pr: PrInfo, limits: Limits): string {
  const a = input.aggregate;
  const out: string[] = ['### Feedback on pages changed in this PR'];
  const none = noPagesLine(pr, a.prPages.length);
  if (none) {
    out.push(none);
    return out.join('\n\n');
  }
  const withFeedback = a.prPages.filter((p) => p.total > 0);
  const views = hasViewColumns(input.views) ? input.views : undefined;
  // Without views, "Most read pages" says why.
  const note = views ? viewsNote(input.views) : '';
  if (withFeedback.length === 0) {
    out.push(
      `None of the ${formatCount(a.prPages.length)} pages this PR changes has feedback in this period.`,
    );
    if (!views) {
      if (note) out.push(note);
      return out.join('\n\n');
    }
  }
  // Pages with feedback first, most negative first, then by reach; quiet pages after them.
  out.push(pageTable(orderPrPages(input), limits.prPages, 'pages changed in this PR', views));
  if (note) out.push(note);
  const shown = a.prEntries.slice(0, limits.prEntries);
  if (shown.length > 0) {
    out.push(shown.map((e) => entryItem(e, input, limits.commentChars)).join('\n'));
  }
  const more = a.prEntryTotal - shown.length;
  if (more > 0) out.push(andMore(more, 'entries on these pages'));
  return out.join('\n\n');
}

function overviewSection(input: FeedbackReportInput): string {
  const a = input.aggregate;
  const out: string[] = ['### Overview'];
  out.push(
    pie(
      'Feedback by source',
      a.bySource.slice(0, MAX_BARS).map(([k, v]) => [k, v]),
    ),
  );
  out.push(valueTable('Source', a.bySource, a.total));
  out.push(valueTable('Status', a.byStatus, a.total));
  const { yes, no, unknown } = a.helpful;
  if (yes + no + unknown > 0) {
    const votes = yes + no;
    const share = votes > 0 ? ` (${Math.round((100 * yes) / votes)}% helpful)` : '';
    out.push(
      `Page feedback (contextual): **${formatCount(yes)}** helpful, **${formatCount(no)}** not helpful` +
        `${unknown > 0 ? `, ${formatCount(unknown)} without a vote` : ''}${share}.`,
    );
    if (votes > 0) {
      out.push(
        pie('Was this page helpful?', [
          ['Helpful', yes],
          ['Not helpful', no],
        ]),
      );
    }
  }
  return out.join('\n\n');
}

function negativeSection(input: FeedbackReportInput, limits: Limits): string {
  const list = input.aggregate.pagesByNegative;
  const out = ['### Pages with the most negative feedback'];
  if (list.length === 0) {
    out.push('No page was marked not helpful.');
    return out.join('\n\n');
  }
  if (limits.negative >= 3) {
    out.push(
      bar(
        'Not helpful, by page',
        list.slice(0, Math.min(MAX_BARS, limits.negative)).map((p) => [p.page, p.negative]),
      ),
    );
  }
  out.push(pageTable(list, limits.negative, 'pages with negative feedback'));
  return out.join('\n\n');
}

function totalSection(input: FeedbackReportInput, limits: Limits): string {
  const a = input.aggregate;
  const out = ['### Pages with the most feedback'];
  out.push(pageTable(a.pagesByTotal, limits.total, 'pages'));
  const notes: string[] = [];
  if (a.withoutPath > 0) notes.push(`${formatCount(a.withoutPath)} entries have no page`);
  if (a.otherPages > 0)
    notes.push(`${formatCount(a.otherPages)} entries are on pages not counted one by one`);
  if (notes.length > 0) out.push(`${notes.join('; ')}.`);
  return out.join('\n\n');
}

function snippetSection(input: FeedbackReportInput, limits: Limits): string {
  const a = input.aggregate;
  const out = ['### Code-snippet feedback'];
  const shown = a.snippets.slice(0, limits.snippets);
  if (shown.length > 0) {
    const rows = shown.map(
      (g) =>
        `| ${tableCell(g.filename ?? '(no file name)', 80)} | ${tableCell(g.lang ?? '(none)', 30)} | ${formatCount(g.count)} | ${formatCount(g.withComment)} | ${snippetPages(g)} |`,
    );
    out.push(
      [
        '| File | Language | Entries | With comment | Pages |',
        '|---|---|--:|--:|---|',
        ...rows,
      ].join('\n'),
    );
  }
  const more = a.snippets.length - shown.length;
  if (more > 0) out.push(andMore(more, 'code blocks'));
  if (a.otherSnippets > 0) {
    out.push(
      `${formatCount(a.otherSnippets)} more entries are on code blocks not counted one by one.`,
    );
  }
  for (const g of a.snippets.slice(0, Math.min(limits.snippetDetails, limits.snippets))) {
    const title = `${stripControl(g.filename ?? '(no file name)').slice(0, 80)} · ${stripControl(g.lang ?? 'no language').slice(0, 30)} · ${plural(g.count, 'entry', 'entries')}`;
    const body: string[] = [];
    if (g.code !== null) body.push(codeBlock(cutLines(g.code, limits.codeLines), g.lang ?? ''));
    if (g.recent.length > 0) {
      body.push(g.recent.map((e) => entryItem(e, input, limits.commentChars)).join('\n'));
    }
    if (body.length > 0) out.push(details(defuseMentions(title), body.join('\n\n')));
  }
  return out.join('\n\n');
}

/** The ids of the commented entries the PR's section lists (none without a PR). */
function prShown(input: FeedbackReportInput, limits: Limits): ReadonlySet<string> {
  if (!input.pr) return new Set();
  const shown = input.aggregate.prEntries.slice(0, limits.prEntries);
  return new Set(shown.filter((e) => e.comment !== null).map((e) => e.id));
}

/** The newest comments, leaving out the entries the PR's section already lists (`listed`). */
function recentSection(
  input: FeedbackReportInput,
  limits: Limits,
  listed: ReadonlySet<string>,
): string {
  const a = input.aggregate;
  const out = [listed.size > 0 ? '### Recent comments on other pages' : '### Recent comments'];
  const shown = a.recent.filter((e) => !listed.has(e.id)).slice(0, limits.recent);
  if (shown.length === 0) {
    out.push(listed.size > 0 ? 'No other entry has a comment.' : 'No entry has a comment.');
    return out.join('\n\n');
  }
  out.push(shown.map((e) => entryItem(e, input, limits.commentChars)).join('\n'));
  const more = a.withComment - listed.size - shown.length;
  if (more > 0) out.push(andMore(more, 'comments'));
  return out.join('\n\n');
}

/**
 * How many credentials were taken out of the reader text this report quotes (comments, code,
 * search terms, questions), by kind; empty when none were.
 */
function removedNote(input: FeedbackReportInput): string {
  const tally: Record<string, number> = {};
  addRemoved(tally, input.aggregate.removed);
  addRemoved(tally, input.searches?.removed ?? {});
  addRemoved(tally, input.assistant?.removed ?? {});
  const sentence = describeRemoved(tally);
  if (!sentence) return '';
  const file = input.feedbackFile
    ? ' The JSON Lines file (`feedback-file`) keeps feedback as the API returned it.'
    : '';
  return `${sentence}${file}`;
}

function privacyNote(input: FeedbackReportInput): string {
  const count = input.aggregate.withContact;
  if (input.includeContact) {
    return count > 0
      ? `Contact e-mails are shown (\`include-contact: true\`): ${formatCount(count)} entries carry one. They are readers' personal data; the JSON Lines file keeps them too.`
      : '';
  }
  if (count === 0) return '';
  return `${formatCount(count)} entries carry a reader's contact e-mail. E-mails are personal data, so they are left out of this report and of the JSON Lines file; set \`include-contact: true\` to keep them.`;
}

function exportNote(input: FeedbackReportInput): string {
  const lines: string[] = [];
  const { read } = input;
  lines.push(
    `Read in ${formatCount(read.requests)} request${read.requests === 1 ? '' : 's'} of up to ${formatCount(read.pageSize)} entries (\`max-pages: ${read.maxPages}\`).` +
      (read.skipped > 0
        ? ` ${formatCount(read.skipped)} unreadable entries (no id) were skipped.`
        : ''),
  );
  const requests = requestsLine(input);
  if (requests) lines.push(requests);
  if (input.feedbackFile) {
    lines.push(
      `Every entry read is in the JSON Lines file ${inlineCode(input.feedbackFile, 300)} (the \`feedback-file\` output), one entry per line${input.includeContact ? '' : ', without contact e-mails'}. It is removed with the runner; it holds readers' own words (credentials and all, as the API returned them), so think before uploading it as an artifact anyone who can see the run may download.`,
    );
  }
  return lines.join(' ');
}

/**
 * The line on the analytics requests of each read (feedback, views, search terms, assistant)
 * against the hourly budget; empty when the feedback was the only read.
 */
function requestsLine(input: FeedbackReportInput): string {
  const { read, views, searches, assistant } = input;
  const parts = [`${formatCount(read.requests)} for feedback (\`max-pages: ${read.maxPages}\`)`];
  if (views) parts.push(viewsRequests(views));
  if (searches) parts.push(searchesRequests(searches));
  if (assistant) parts.push(assistantRequests(assistant));
  if (parts.length === 1) return '';
  const used =
    input.budget ?? (views ? { used: views.budgetUsed, limit: views.budgetLimit } : undefined);
  const listed = `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return (
    `Analytics requests: ${listed}` +
    (used
      ? `; ${formatCount(used.used)} of the ${formatCount(used.limit)} per hour used in all, retries included.`
      : '.')
  );
}

/** "…and N more", pointing at where the rest is. */
function andMore(count: number, what: string): string {
  return `…and ${formatCount(count)} more ${what} in the JSON Lines file (\`feedback-file\` output).`;
}

function pageTable(
  list: readonly PageStats[],
  limit: number,
  what: string,
  views?: ViewsRead,
): string {
  const shown = list.slice(0, limit);
  const rows = shown.map((p) => {
    const cells = [tableCell(p.page, 100)];
    if (views) cells.push(...viewCells(views, p.page));
    cells.push(
      formatCount(p.total),
      formatCount(p.positive),
      formatCount(p.negative),
      formatCount(p.comments),
    );
    return `| ${cells.join(' | ')} |`;
  });
  const headers = ['Page', ...(views ? VIEW_HEADERS : []), 'Entries', 'Helpful', 'Not helpful'];
  const table = [
    `| ${headers.join(' | ')} | Comments |`,
    `|---|${'--:|'.repeat(headers.length)}`,
    ...rows,
  ].join('\n');
  const more = list.length - shown.length;
  if (more <= 0) return shown.length > 0 ? table : '';
  const tail = `…and ${formatCount(more)} more ${what}.`;
  return shown.length > 0 ? `${table}\n\n${tail}` : tail;
}

function valueTable(
  title: string,
  values: readonly (readonly [string, number])[],
  total: number,
): string {
  const shown = values.slice(0, MAX_VALUE_ROWS);
  const rows = shown.map(
    ([k, v]) => `| ${tableCell(k, 60)} | ${formatCount(v)} | ${pct(v, total)} |`,
  );
  const rest = values.slice(MAX_VALUE_ROWS).reduce((s, [, v]) => s + v, 0);
  if (rest > 0)
    rows.push(
      `| (${formatCount(values.length - shown.length)} other values) | ${formatCount(rest)} | ${pct(rest, total)} |`,
    );
  return [`| ${title} | Entries | Share |`, '|---|--:|--:|', ...rows].join('\n');
}

function snippetPages(g: SnippetGroup): string {
  const shown = g.pages.slice(0, 3);
  const more = g.pages.length - shown.length + g.morePages;
  const pages = shown.map((p) => tableCell(p, 60)).join(', ');
  return more > 0 ? `${pages}, +${formatCount(more)}` : pages || '—';
}

/**
 * Rendered list items per report input, entry and comment length: trimming re-renders the report
 * several times, and sanitizing long comments is the costly part.
 */
const itemMemo = new WeakMap<FeedbackReportInput, Map<KeptEntry, Map<number, string>>>();

function entryItem(e: KeptEntry, input: FeedbackReportInput, commentChars: number): string {
  let perInput = itemMemo.get(input);
  if (!perInput) itemMemo.set(input, (perInput = new Map()));
  let perEntry = perInput.get(e);
  if (!perEntry) perInput.set(e, (perEntry = new Map()));
  let text = perEntry.get(commentChars);
  if (text === undefined) {
    text = renderEntryItem(e, input, commentChars);
    perEntry.set(commentChars, text);
  }
  return text;
}

/** One entry as a list item: page, date, source, vote, status, then the comment quoted. */
function renderEntryItem(e: KeptEntry, input: FeedbackReportInput, commentChars: number): string {
  const meta: string[] = [];
  meta.push(e.page ? inlineCode(e.page, 120) : '(no page)');
  meta.push(formatDate(e.createdAt));
  if (e.source) meta.push(inlineText(e.source, 30));
  if (e.helpful === true) meta.push('👍 helpful');
  else if (e.helpful === false) meta.push('👎 not helpful');
  if (e.status) meta.push(inlineText(e.status, 30));
  if (e.filename || e.lang) {
    meta.push(inlineCode([e.filename, e.lang].filter(Boolean).join(' · '), 80));
  }
  if (input.includeContact && e.contact) meta.push(`contact ${inlineCode(e.contact, 120)}`);
  const head = `- ${meta.join(' · ')}`;
  const quote = quoteComment(e, commentChars);
  return quote ? `${head}\n  > ${quote}` : head;
}

function pie(title: string, slices: readonly (readonly [string, number])[]): string {
  const body = slices
    .filter(([, v]) => v > 0)
    .map(([k, v]) => `    "${mermaidLabel(k)}" : ${Math.round(v)}`)
    .join('\n');
  return `\`\`\`mermaid\npie showData\n    title ${mermaidLabel(title, 60)}\n${body}\n\`\`\``;
}

function bar(title: string, bars: readonly (readonly [string, number])[]): string {
  const labels = bars.map(([k]) => `"${mermaidLabel(k, 30)}"`).join(', ');
  const values = bars.map(([, v]) => Math.round(v)).join(', ');
  const top = Math.max(1, ...bars.map(([, v]) => v));
  return [
    '```mermaid',
    'xychart-beta horizontal',
    `    title "${mermaidLabel(title, 60)}"`,
    `    x-axis [${labels}]`,
    `    y-axis "Entries" 0 --> ${Math.ceil(top)}`,
    `    bar [${values}]`,
    '```',
  ].join('\n');
}

function cutLines(code: string, maxLines: number): string {
  const lines = code.split(/\r\n?|\n/);
  if (lines.length <= maxLines) return code;
  return `${lines.slice(0, maxLines).join('\n')}\n… (${lines.length - maxLines} more lines)`;
}

function pct(v: number, total: number): string {
  return total > 0 ? `${Math.round((100 * v) / total)}%` : '—';
}
