/**
 * The job summary's site-wide sections (sources, statuses, charts, the most negative and most
 * feedback pages, code snippets, recent comments) and its closing notes (credentials removed,
 * contact e-mails, requests, the JSON Lines file). report.ts places them after the PR's sections
 * when the budget is the summary's. Pure: no I/O.
 *
 * Every string that came from readers or the platform goes through src/util/sanitize.ts; mermaid
 * labels go through src/util/markdown.ts `mermaidLabel`.
 */
import { VIEWS_READ } from './views-report.js';
import { ASSISTANT_READ, SEARCHES_READ } from './signals-report.js';
import {
  codeBlock,
  defuseMentions,
  details,
  inlineCode,
  stripControl,
  tableCell,
} from '../../util/sanitize.js';
import { formatCount, percentOf, plural } from '../../util/format.js';
import { andMore, cutLines, mdTable, mermaidBars, mermaidPie } from '../../util/markdown.js';
import { groupItem, sideRequests, single } from './common-report.js';
import type { FeedbackReportInput, PageStats, SnippetGroup } from './model.js';
import { addRemoved, describeRemoved } from '../../util/reader-text.js';

/** How much of each site-wide list a rendering shows (report.ts's limits table says what each is). */
export type SiteLimits = Readonly<Record<SiteList, number>>;
type SiteList =
  'negative' | 'total' | 'snippets' | 'snippetDetails' | 'recent' | 'codeLines' | 'foldedChars';

/** Values of the source/status lines; more distinct values than this are summed. */
const MAX_VALUE_ROWS = 20;
/** Bars in a mermaid chart. */
const MAX_BARS = 8;

/**
 * The site-wide sections, leaving out of the recent comments those on `listed` pages (the PR's
 * section quotes them), then the closing notes.
 */
export function siteSections(
  input: FeedbackReportInput,
  limits: SiteLimits,
  listed: ReadonlySet<string>,
): string[] {
  const a = input.aggregate;
  const parts: string[] = [];
  if (a.total > 0) {
    parts.push(overviewSection(input), negativeSection(input, limits), totalSection(input, limits));
    if (a.snippets.length > 0 || a.otherSnippets > 0) parts.push(snippetSection(input, limits));
    parts.push(recentSection(input, limits, listed));
  }
  parts.push(removedNote(input), privacyNote(input), exportNote(input));
  return parts;
}

/**
 * Sources (a chart, the one place they are drawn) and statuses, then the page votes: one list,
 * each line the counts and shares a table would hold.
 */
function overviewSection(input: FeedbackReportInput): string {
  const a = input.aggregate;
  const lines = [
    `- **By source:** ${valueLine(a.bySource, a.total)}`,
    `- **By status:** ${valueLine(a.byStatus, a.total)}`,
  ];
  const { yes, no, unknown } = a.helpful;
  if (yes + no + unknown > 0) {
    const votes = yes + no;
    const share = votes > 0 ? ` (${percentOf(yes, votes)} helpful)` : '';
    lines.push(
      `- **Page feedback (contextual):** ${formatCount(yes)} helpful, ${formatCount(no)} not helpful` +
        `${unknown > 0 ? `, ${formatCount(unknown)} without a vote` : ''}${share}.`,
    );
  }
  const chart = mermaidPie('Feedback by source', a.bySource.slice(0, MAX_BARS));
  return ['### Overview', chart, lines.join('\n')].join('\n\n');
}

function negativeSection(input: FeedbackReportInput, limits: SiteLimits): string {
  const list = input.aggregate.pagesByNegative;
  const heading = '### Pages with the most negative feedback';
  if (list.length === 0) return `${heading}\n\nNo page was marked not helpful.`;
  const out = [heading];
  if (limits.negative >= 3) {
    out.push(
      mermaidBars(
        'Not helpful, by page',
        'Entries',
        list.slice(0, Math.min(MAX_BARS, limits.negative)).map((p) => [p.page, p.negative]),
      ),
    );
  }
  out.push(pageTable(list, limits.negative, 'with negative feedback'));
  return out.join('\n\n');
}

function totalSection(input: FeedbackReportInput, limits: SiteLimits): string {
  const a = input.aggregate;
  const out = ['### Pages with the most feedback'];
  out.push(pageTable(a.pagesByTotal, limits.total));
  const notes: string[] = [];
  if (a.withoutPath > 0) notes.push(`${formatCount(a.withoutPath)} entries have no page`);
  if (a.otherPages > 0)
    notes.push(`${formatCount(a.otherPages)} entries are on pages not counted one by one`);
  if (notes.length > 0) out.push(`${notes.join('; ')}.`);
  return out.join('\n\n');
}

function snippetSection(input: FeedbackReportInput, limits: SiteLimits): string {
  const a = input.aggregate;
  const out = ['### Code-snippet feedback'];
  const shown = a.snippets.slice(0, limits.snippets);
  if (shown.length > 0) {
    const rows = shown.map((g) => [
      tableCell(g.filename ?? '(no file name)', 80),
      tableCell(g.lang ?? '(none)', 30),
      ...[g.count, g.withComment].map(formatCount),
      snippetPages(g),
    ]);
    const headers = ['File', 'Language', 'Entries', 'With comment', 'Pages'];
    out.push(mdTable(headers, 'llrrl', rows));
  }
  const more = a.snippets.length - shown.length;
  if (more > 0) out.push(andMore(more, 'code blocks', IN_FILE, 'code block'));
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
      body.push(
        g.recent.map((e) => groupItem(single(e), input, limits.foldedChars, true)).join('\n'),
      );
    }
    if (body.length > 0) out.push(details(defuseMentions(title), body.join('\n\n')));
  }
  return out.join('\n\n');
}

/** The newest comments, leaving out those on the pages the PR's section quotes (`listed`). */
function recentSection(
  input: FeedbackReportInput,
  limits: SiteLimits,
  listed: ReadonlySet<string>,
): string {
  const a = input.aggregate;
  const out = [listed.size > 0 ? '### Recent comments on other pages' : '### Recent comments'];
  const other = a.recent.filter((e) => e.page === null || !listed.has(e.page));
  const shown = other.slice(0, limits.recent);
  if (shown.length === 0) {
    out.push(listed.size > 0 ? 'No other entry has a comment.' : 'No entry has a comment.');
    return out.join('\n\n');
  }
  out.push(shown.map((e) => groupItem(single(e), input, limits.foldedChars, true)).join('\n'));
  let quoted = 0;
  for (const page of listed) quoted += a.prComments.get(page)?.comments ?? 0;
  const more = a.withComment - quoted - shown.length;
  if (more > 0) out.push(andMore(more, 'comments', IN_FILE, 'comment'));
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
  const { read } = input;
  const skipped =
    read.skipped > 0
      ? ` ${formatCount(read.skipped)} unreadable entries (no id) were skipped.`
      : '';
  const lines = [
    `Read in ${plural(read.requests, 'request')} of up to ${formatCount(read.pageSize)} entries (\`max-pages: ${read.maxPages}\`).${skipped}`,
  ];
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
  if (views) parts.push(sideRequests(VIEWS_READ, views));
  if (searches) parts.push(sideRequests(SEARCHES_READ, searches));
  if (assistant) parts.push(sideRequests(ASSISTANT_READ, assistant));
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

/** Where the rest of a list is in the job summary: every entry read is in the JSON Lines file. */
export const IN_FILE = 'in the JSON Lines file (`feedback-file` output)';

/** A table of pages and their counts; `tail` says what the pages beyond it are. */
function pageTable(list: readonly PageStats[], limit: number, tail = ''): string {
  const shown = list.slice(0, limit);
  const rows = shown.map((p) => [
    tableCell(p.page, 100),
    ...[p.total, p.positive, p.negative, p.comments].map(formatCount),
  ]);
  const headers = ['Page', 'Entries', 'Helpful', 'Not helpful', 'Comments'];
  const parts = shown.length > 0 ? [mdTable(headers, 'lrrrr', rows)] : [];
  const more = list.length - shown.length;
  if (more > 0) parts.push(andMore(more, 'pages', tail, 'page'));
  return parts.join('\n\n');
}

/** `value count (share)` for each value, the most frequent first; past MAX_VALUE_ROWS, summed. */
function valueLine(values: readonly (readonly [string, number])[], total: number): string {
  const share = (v: number): string => (total > 0 ? ` (${percentOf(v, total)})` : '');
  const shown = values.slice(0, MAX_VALUE_ROWS);
  const items = shown.map(([k, v]) => `${tableCell(k, 60)} ${formatCount(v)}${share(v)}`);
  const rest = values.slice(MAX_VALUE_ROWS).reduce((sum, [, v]) => sum + v, 0);
  if (rest > 0) {
    const others = plural(values.length - shown.length, 'other value');
    items.push(`${others} ${formatCount(rest)}${share(rest)}`);
  }
  return items.length > 0 ? items.join(' · ') : 'none';
}

function snippetPages(g: SnippetGroup): string {
  const shown = g.pages.slice(0, 3);
  const more = g.pages.length - shown.length + g.morePages;
  const pages = shown.map((p) => tableCell(p, 60)).join(', ');
  return more > 0 ? `${pages}, +${formatCount(more)}` : pages || '—';
}
