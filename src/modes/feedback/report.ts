/**
 * Renders the feedback report as markdown: the full version for the job summary and a shorter
 * one, kept under GitHub's comment size limit, for the sticky PR comment. Pure: no I/O.
 *
 * Every string that came from readers or the platform (comments, paths, code, file names,
 * sources, statuses, e-mails) goes through src/util/sanitize.ts; mermaid labels go through
 * {@link mermaidLabel}. Contact e-mails appear only with `includeContact`.
 */
import type { FeedbackAggregate, KeptEntry, PageStats, SnippetGroup } from './aggregate.js';
import {
  VIEW_HEADERS,
  hasViewColumns,
  mostReadSection,
  viewsRequests,
  viewCells,
  viewsNote,
  viewsOf,
  type PageViewsResult,
} from './views-report.js';
import {
  assistantRequests,
  searchGapsSection,
  searchesRequests,
  signalsSection,
  type AssistantSignal,
  type SearchSignal,
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

/** GitHub refuses issue comments longer than this many characters. */
export const GITHUB_COMMENT_LIMIT = 65_536;
/**
 * Room left for what the sticky comment adds around the report (hidden marker and digest lines);
 * the rendered comment aims at the limit minus this.
 */
export const COMMENT_RESERVE = 1_024;
/** GitHub keeps at most 1 MiB of job summary per step; stay well under it. */
export const SUMMARY_BYTE_LIMIT = 900_000;

/**
 * Why the feedback read stopped, in the report's words (from the paged read's stop: `max-pages`
 * and `budget` are its `cut`, `stuck`/`error`/`timeout` its `failed`).
 */
export type FeedbackStop = 'complete' | 'max-pages' | 'budget' | 'error' | 'timeout' | 'stuck';

/** How the feedback was read. */
export interface ReadInfo {
  /** `listFeedback` calls that returned a page. */
  readonly requests: number;
  /** Entries per request asked for. */
  readonly pageSize: number;
  /** The `max-pages` input. */
  readonly maxPages: number;
  /** Why the read stopped; anything but `complete` means more entries exist (or may). */
  readonly stop: FeedbackStop;
  /** Entries the client dropped as unreadable (no id). */
  readonly skipped: number;
  /** For `error`/`timeout`: what went wrong (already scrubbed of secrets). */
  readonly error?: string;
}

/** The pull request the report is for. */
export interface PrInfo {
  /** Pull request number. */
  readonly number: number;
  /** Changed files of the PR; undefined when they could not be listed. */
  readonly fileCount?: number;
  /** Why the changed files could not be listed, if they could not. */
  readonly error?: string;
  /** The `docs-root` input. */
  readonly docsRoot: string;
}

/** Everything a report shows. */
export interface FeedbackReportInput {
  /** The aggregate of every entry read. */
  readonly aggregate: FeedbackAggregate;
  /** Mintlify project id. */
  readonly projectId: string;
  /** Inclusive start as sent. */
  readonly dateFrom: string;
  /** Exclusive end as sent, or empty for now. */
  readonly dateTo: string;
  /** Source filter, or empty. */
  readonly source: string;
  /** Status filter; empty for all. */
  readonly statuses: readonly string[];
  /** How the read went. */
  readonly read: ReadInfo;
  /** Whether contact e-mails may be shown. */
  readonly includeContact: boolean;
  /** Path of the JSON Lines export, when written. */
  readonly feedbackFile?: string;
  /** The pull request, on pull request events. */
  readonly pr?: PrInfo;
  /** Link to this run's job summary (the full report), when known. */
  readonly jobSummaryUrl?: string;
  /** Page views of the window (`page-views: true`), when they were asked for. */
  readonly views?: PageViewsResult;
  /** Search terms of the window (`reader-signals` with `searches`), when they were asked for. */
  readonly searches?: SearchSignal;
  /** Assistant conversations of the window, when they were asked for and read (PRs with pages). */
  readonly assistant?: AssistantSignal;
  /** The run's analytics requests in all (retries included) against the hourly limit. */
  readonly budget?: { readonly used: number; readonly limit: number };
}

/** A rendered comment: `content` is stable between runs with the same data; `footer` is not. */
export interface RenderedComment {
  /** The report. Compare it (or its digest) to decide whether the comment needs an update. */
  readonly content: string;
  /** Run-specific lines (the job summary link), appended after `content`. */
  readonly footer: string;
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

const SUMMARY_LIMITS: Limits = {
  prPages: 500,
  prEntries: 1_000,
  negative: 50,
  total: 50,
  snippets: 50,
  snippetDetails: 20,
  recent: 30,
  commentChars: 1_000,
  codeLines: 60,
};

const COMMENT_LIMITS: Limits = {
  prPages: 50,
  prEntries: 50,
  negative: 10,
  total: 10,
  snippets: 10,
  snippetDetails: 5,
  recent: 10,
  commentChars: 500,
  codeLines: 25,
};

/** Rows of the source/status tables; more distinct values than this are summed. */
const MAX_VALUE_ROWS = 20;
/** Bars in a mermaid chart. */
const MAX_BARS = 8;

type Target = 'summary' | 'comment';

/**
 * The full report for the job summary, kept under {@link SUMMARY_BYTE_LIMIT} bytes. Lists
 * longer than shown end with "…and N more"; the JSON Lines file has every entry.
 */
export function renderFeedbackSummary(input: FeedbackReportInput): string {
  return fit(input, 'summary', SUMMARY_LIMITS, SUMMARY_BYTE_LIMIT, (s) => Buffer.byteLength(s));
}

/**
 * The sticky comment's report, kept under `maxChars` (default: GitHub's limit minus
 * {@link COMMENT_RESERVE}) by trimming lists, each ending with "…and N more" and a link to the job
 * summary, which carries the full report.
 */
export function renderFeedbackComment(
  input: FeedbackReportInput,
  maxChars = GITHUB_COMMENT_LIMIT - COMMENT_RESERVE,
): RenderedComment {
  const footer = commentFooter(input);
  const content = fit(
    input,
    'comment',
    COMMENT_LIMITS,
    maxChars - footer.length - 2,
    (s) => s.length,
  );
  return { content, footer };
}

/** Renders with `start` limits, shrinking the lists until `measure` fits `max`. */
function fit(
  input: FeedbackReportInput,
  target: Target,
  start: Limits,
  max: number,
  measure: (s: string) => number,
): string {
  const limits: Limits = { ...start };
  // Reader text and code shrink first, then the general lists, the PR's own section last.
  const general: (keyof Limits)[] = [
    'commentChars',
    'codeLines',
    'recent',
    'snippetDetails',
    'snippets',
    'total',
    'negative',
  ];
  const pr: (keyof Limits)[] = ['prEntries', 'prPages'];
  const floor: Partial<Record<keyof Limits, number>> = { commentChars: 80, codeLines: 3 };
  let md = render(input, target, limits);
  // Bounded: every pass halves one limit, and each reaches its floor after a few halvings.
  for (let i = 0; i < 200 && measure(md) > max; i++) {
    const order = general.some((k) => limits[k] > (floor[k] ?? 0)) ? general : pr;
    const key = order
      .filter((k) => limits[k] > (floor[k] ?? 0))
      .sort((a, b) => limits[b] / start[b] - limits[a] / start[a])[0];
    if (!key) break;
    limits[key] = Math.max(floor[key] ?? 0, Math.floor(limits[key] / 2));
    md = render(input, target, limits);
  }
  if (measure(md) > max) md = hardCut(md, max, measure);
  return md;
}

/** Last resort (should never be needed): cut at a line, closing any open fence or details. */
function hardCut(md: string, max: number, measure: (s: string) => number): string {
  const note = '\n\n…the report was cut to fit; see the job summary for all of it.\n';
  let lines = md.split('\n');
  while (lines.length > 0 && measure(lines.join('\n')) > max - 200) {
    lines = lines.slice(0, Math.max(0, Math.floor(lines.length * 0.9) - 1));
  }
  let fence: string | undefined;
  let open = 0;
  for (const line of lines) {
    const m = /^(`{3,})/.exec(line);
    if (m?.[1]) {
      if (fence === undefined) fence = m[1];
      else if (line.trim() === fence) fence = undefined;
    } else if (fence === undefined) {
      if (line.startsWith('<details')) open++;
      if (line.startsWith('</details>')) open = Math.max(0, open - 1);
    }
  }
  const close = `${fence ? `\n${fence}` : ''}${'\n</details>'.repeat(open)}`;
  return `${lines.join('\n')}${close}${note}`;
}

function render(input: FeedbackReportInput, target: Target, limits: Limits): string {
  const parts: string[] = [];
  const a = input.aggregate;
  const h = target === 'comment' ? '###' : '##';
  parts.push(`${h} Reader feedback · ${inlineCode(input.projectId, 100)}`);
  parts.push(scopeLine(input, target));
  const truncation = truncationNote(input);
  if (truncation) parts.push(truncation);

  if (input.pr) {
    parts.push(prSection(input, input.pr, target, limits));
    if (input.pr.error === undefined && a.prPages.length > 0) {
      const signals = {
        ...optional('searches', input.searches),
        ...optional('assistant', input.assistant),
      };
      const pages = a.prPages.map((p) => p.page);
      parts.push(signalsSection(signals, pages, h === '##' ? '###' : '####', limits.prPages));
    }
  }
  if (target === 'summary') {
    parts.push(mostReadSection(input.views, a, '###'));
    parts.push(searchGapsSection(input.searches, '###'));
  }

  if (a.total === 0) {
    parts.push(
      input.read.stop === 'complete'
        ? 'No feedback in this period.'
        : 'No feedback was read before the read stopped.',
    );
  } else {
    parts.push(overviewSection(input, target));
    parts.push(negativeSection(input, target, limits));
    parts.push(totalSection(input, target, limits));
    if (a.snippets.length > 0 || a.otherSnippets > 0) {
      parts.push(snippetSection(input, target, limits));
    }
    parts.push(recentSection(input, target, limits));
  }
  parts.push(privacyNote(input, target));
  if (target === 'summary') parts.push(exportNote(input));
  return `${parts.filter((p) => p !== '').join('\n\n')}\n`;
}

/** "N entries · from → to · filters", dates at day precision so the comment stays stable. */
function scopeLine(input: FeedbackReportInput, target: Target): string {
  const a = input.aggregate;
  const from = formatBound(input.dateFrom, target);
  const to = input.dateTo ? `${formatBound(input.dateTo, target)} (exclusive)` : 'now';
  const source = input.source ? `source ${inlineCode(input.source)}` : 'all sources';
  const statuses =
    input.statuses.length > 0
      ? `status ${input.statuses.map((s) => inlineCode(s)).join(', ')}`
      : 'all statuses';
  const complete = input.read.stop === 'complete';
  const count = complete
    ? `**${formatCount(a.total)}** entries`
    : `**first ${formatCount(a.total)}** entries`;
  return `${count} · ${from} → ${to} · ${source} · ${statuses}`;
}

function formatBound(value: string, target: Target): string {
  const t = Date.parse(value);
  if (Number.isNaN(t)) return inlineText(value, 40);
  const iso = new Date(t).toISOString();
  // The default start moves with the clock; day precision keeps an unchanged report unchanged.
  if (target === 'comment' || /^\d{4}-\d{2}-\d{2}$/.test(value)) return iso.slice(0, 10);
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The plain "first N entries; more exist" note, with why and what to do. */
function truncationNote(input: FeedbackReportInput): string {
  const { read, aggregate } = input;
  const first = `first ${formatCount(aggregate.total)} entries; more exist`;
  switch (read.stop) {
    case 'complete':
      return '';
    case 'max-pages':
      return (
        `> [!WARNING]\n> **Showing the ${first}.** The read stopped at \`max-pages: ${read.maxPages}\` ` +
        `(${formatCount(read.requests)} requests of ${formatCount(read.pageSize)} entries). Raise \`max-pages\` ` +
        `(the API allows 100 requests per organization per hour), narrow \`date-from\`/\`date-to\`, ` +
        `or filter by \`source\`/\`feedback-status\`.`
      );
    case 'budget':
      return (
        `> [!WARNING]\n> **Showing the ${first}.** This run used its whole analytics request budget ` +
        `(the API allows 100 requests per organization per hour). Narrow \`date-from\`/\`date-to\` ` +
        `or filter by \`source\`/\`feedback-status\`, or run the report less often.`
      );
    case 'stuck':
      return (
        `> [!WARNING]\n> **Showing the first ${formatCount(aggregate.total)} entries; more may exist.** ` +
        `The service repeated a cursor, or sent a page with nothing new while saying more exist, ` +
        `so the read stopped rather than re-read the same data.`
      );
    case 'timeout':
      return (
        `> [!CAUTION]\n> **Showing the first ${formatCount(aggregate.total)} entries; more may exist.** ` +
        `The \`timeout\` ran out during the read. ${input.read.error ? inlineText(input.read.error, 600) : ''}`
      );
    case 'error':
      return (
        `> [!CAUTION]\n> **Showing the first ${formatCount(aggregate.total)} entries; more may exist.** ` +
        `The read failed: ${inlineText(input.read.error ?? 'unknown error', 600)}`
      );
  }
}

function prSection(input: FeedbackReportInput, pr: PrInfo, target: Target, limits: Limits): string {
  const h = target === 'comment' ? '####' : '###';
  const a = input.aggregate;
  const out: string[] = [`${h} Feedback on pages changed in this PR`];
  if (pr.error !== undefined) {
    out.push(`The pull request's changed files could not be listed: ${inlineText(pr.error, 400)}`);
    return out.join('\n\n');
  }
  if (a.prPages.length === 0) {
    const root = pr.docsRoot ? ` under ${inlineCode(pr.docsRoot)}` : '';
    out.push(
      `This PR changes no docs pages (\`.md\`/\`.mdx\` files${root}; ${formatCount(pr.fileCount ?? 0)} files changed).` +
        (pr.docsRoot ? '' : ' If the docs live in a subfolder, set `docs-root`.'),
    );
    return out.join('\n\n');
  }
  const withFeedback = a.prPages.filter((p) => p.total > 0);
  const views = hasViewColumns(input.views) ? input.views : undefined;
  // Without views the summary says why under "Most read pages"; the comment says it here.
  const note = views || target === 'comment' ? viewsNote(input.views) : '';
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
  const ordered = [...a.prPages].sort(
    (x, y) =>
      y.negative - x.negative ||
      y.total - x.total ||
      viewsOf(views, y.page) - viewsOf(views, x.page) ||
      (x.page < y.page ? -1 : 1),
  );
  out.push(pageTable(ordered, limits.prPages, 'pages changed in this PR', target, input, views));
  if (note) out.push(note);
  const shown = a.prEntries.slice(0, limits.prEntries);
  if (shown.length > 0) {
    out.push(shown.map((e) => entryItem(e, input, limits.commentChars)).join('\n'));
  }
  const more = a.prEntryTotal - shown.length;
  if (more > 0) out.push(andMore(more, 'entries on these pages', target, input));
  return out.join('\n\n');
}

function overviewSection(input: FeedbackReportInput, target: Target): string {
  const h = target === 'comment' ? '####' : '###';
  const a = input.aggregate;
  const out: string[] = [`${h} Overview`];
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

function negativeSection(input: FeedbackReportInput, target: Target, limits: Limits): string {
  const h = target === 'comment' ? '####' : '###';
  const list = input.aggregate.pagesByNegative;
  const out = [`${h} Pages with the most negative feedback`];
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
  out.push(pageTable(list, limits.negative, 'pages with negative feedback', target, input));
  return out.join('\n\n');
}

function totalSection(input: FeedbackReportInput, target: Target, limits: Limits): string {
  const h = target === 'comment' ? '####' : '###';
  const a = input.aggregate;
  const out = [`${h} Pages with the most feedback`];
  out.push(pageTable(a.pagesByTotal, limits.total, 'pages', target, input));
  const notes: string[] = [];
  if (a.withoutPath > 0) notes.push(`${formatCount(a.withoutPath)} entries have no page`);
  if (a.otherPages > 0)
    notes.push(`${formatCount(a.otherPages)} entries are on pages not counted one by one`);
  if (notes.length > 0) out.push(`${notes.join('; ')}.`);
  return out.join('\n\n');
}

function snippetSection(input: FeedbackReportInput, target: Target, limits: Limits): string {
  const h = target === 'comment' ? '####' : '###';
  const a = input.aggregate;
  const out = [`${h} Code-snippet feedback`];
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
  if (more > 0) out.push(andMore(more, 'code blocks', target, input));
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

function recentSection(input: FeedbackReportInput, target: Target, limits: Limits): string {
  const h = target === 'comment' ? '####' : '###';
  const a = input.aggregate;
  const out = [`${h} Recent comments`];
  const shown = a.recent.slice(0, limits.recent);
  if (shown.length === 0) {
    out.push('No entry has a comment.');
    return out.join('\n\n');
  }
  out.push(shown.map((e) => entryItem(e, input, limits.commentChars)).join('\n'));
  const more = a.withComment - shown.length;
  if (more > 0) out.push(andMore(more, 'comments', target, input));
  return out.join('\n\n');
}

function privacyNote(input: FeedbackReportInput, target: Target): string {
  const count = input.aggregate.withContact;
  if (input.includeContact) {
    return count > 0 && target === 'summary'
      ? `Contact e-mails are shown (\`include-contact: true\`): ${formatCount(count)} entries carry one. They are readers' personal data; the JSON Lines file keeps them too.`
      : '';
  }
  if (count === 0) return '';
  return target === 'summary'
    ? `${formatCount(count)} entries carry a reader's contact e-mail. E-mails are personal data, so they are left out of this report and of the JSON Lines file; set \`include-contact: true\` to keep them.`
    : `<sub>${formatCount(count)} entries carry a contact e-mail, hidden here (personal data).</sub>`;
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
      `Every entry read is in the JSON Lines file ${inlineCode(input.feedbackFile, 300)} (the \`feedback-file\` output), one entry per line${input.includeContact ? '' : ', without contact e-mails'}; upload it with \`actions/upload-artifact\` to keep it.`,
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

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/** The comment's run-specific footer: a reference-style link definition plus a visible line. */
function commentFooter(input: FeedbackReportInput): string {
  const url = input.jobSummaryUrl;
  const where = url ? '[job summary][summary]' : 'job summary of this run';
  const line = `<sub>Full report, with every section in full: ${where}. Raw export: the \`feedback-file\` output.</sub>`;
  return url ? `---\n${line}\n\n[summary]: ${url}` : `---\n${line}`;
}

/** "…and N more", pointing at where the rest is. */
function andMore(count: number, what: string, target: Target, input: FeedbackReportInput): string {
  if (target === 'comment') {
    const where = input.jobSummaryUrl ? '[job summary][summary]' : 'job summary';
    return `…and ${formatCount(count)} more ${what}; the full report is in the ${where}.`;
  }
  return `…and ${formatCount(count)} more ${what} in the JSON Lines file (\`feedback-file\` output).`;
}

function pageTable(
  list: readonly PageStats[],
  limit: number,
  what: string,
  target: Target,
  input: FeedbackReportInput,
  views?: PageViewsResult,
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
  const tail =
    target === 'comment'
      ? andMore(more, what, target, input)
      : `…and ${formatCount(more)} more ${what}.`;
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
  if (e.comment === null || e.comment.trim() === '') return head;
  // Sanitizing only what can show keeps long comments cheap; a cut comment ends with an ellipsis
  // (inlineText adds one when it cuts; one cut earlier, here or by the aggregator, gets one too).
  const room = commentChars + 64;
  const cut = e.commentCut || e.comment.length > room;
  const raw = e.comment.length > room ? sliceUnits(e.comment, room) : e.comment;
  return `${head}\n  > ${inlineText(cut ? `${raw}…` : raw, commentChars)}`;
}

/** The first `max` UTF-16 units of `text`, without splitting a surrogate pair. */
function sliceUnits(text: string, max: number): string {
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

function formatDate(createdAt: string | null): string {
  if (!createdAt) return 'no date';
  const t = Date.parse(createdAt);
  if (Number.isNaN(t)) return inlineText(createdAt, 30);
  return new Date(t).toISOString().slice(0, 10);
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
