/**
 * What the job summary and the PR comment share: the heading and scope line, the note when the
 * read stopped early, how the reads beside the feedback (views, search terms, assistant) are
 * noted, the order of the PR's pages, and comment groups as list items. Pure: data in, markdown
 * out; outside text goes through src/util/sanitize.ts.
 */
import { inlineCode, inlineText } from '../../util/sanitize.js';
import { formatCount } from '../../util/format.js';
import { compareText, sliceUnits } from '../../util/text.js';
import type { ReadStop } from '../../platform/paged-read.js';
import { usable } from '../../review/model.js';
import type { ListRead } from '../shared/analytics.js';
import type { CommentGroup } from './comment-groups.js';
import type {
  FeedbackReportInput,
  FeedbackStop,
  KeptEntry,
  PageStats,
  PrInfo,
  ReadInfo,
} from './model.js';

/**
 * "N entries · from → to · filters". `dayOnly` (the comment) writes dates at day precision so an
 * unchanged report stays unchanged as the default start moves with the clock.
 */
export function scopeLine(input: FeedbackReportInput, dayOnly: boolean): string {
  const a = input.aggregate;
  const from = formatBound(input.dateFrom, dayOnly);
  const to = input.dateTo ? `${formatBound(input.dateTo, dayOnly)} (exclusive)` : 'now';
  const source = input.source ? `source ${inlineCode(input.source)}` : 'all sources';
  const statuses =
    input.statuses.length > 0
      ? `status ${input.statuses.map((s) => inlineCode(s)).join(', ')}`
      : 'all statuses';
  const first = input.read.stop === 'complete' ? '' : 'first ';
  return `**${first}${formatCount(a.total)}** entries · ${from} → ${to} · ${source} · ${statuses}`;
}

function formatBound(value: string, dayOnly: boolean): string {
  const t = Date.parse(value);
  if (Number.isNaN(t)) return inlineText(value, 40);
  const iso = new Date(t).toISOString();
  // The default start moves with the clock; day precision keeps an unchanged report unchanged.
  if (dayOnly || /^\d{4}-\d{2}-\d{2}$/.test(value)) return iso.slice(0, 10);
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** What a stopped feedback read says after "Showing the first N entries…": why, and what to do. */
const STOPPED: Readonly<Record<Exclude<FeedbackStop, 'complete'>, (read: ReadInfo) => string>> = {
  'max-pages': (read) =>
    `The read stopped at \`max-pages: ${read.maxPages}\` ` +
    `(${formatCount(read.requests)} requests of ${formatCount(read.pageSize)} entries). Raise \`max-pages\` ` +
    `(the API allows 100 requests per organization per hour), narrow \`date-from\`/\`date-to\`, ` +
    `or filter by \`source\`/\`feedback-status\`.`,
  budget: () =>
    `This run used its whole analytics request budget ` +
    `(the API allows 100 requests per organization per hour). Narrow \`date-from\`/\`date-to\` ` +
    `or filter by \`source\`/\`feedback-status\`, or run the report less often.`,
  stuck: () =>
    `The service repeated a cursor, or sent a page with nothing new while saying more exist, ` +
    `so the read stopped rather than re-read the same data.`,
  timeout: (read) =>
    `The \`timeout\` ran out during the read. ${read.error ? inlineText(read.error, 600) : ''}`,
  error: (read) => `The read failed: ${inlineText(read.error ?? 'unknown error', 600)}`,
};

/** The plain "first N entries; more exist" note, with why and what to do; empty when complete. */
export function truncationNote(input: FeedbackReportInput): string {
  const { read, aggregate } = input;
  if (read.stop === 'complete') return '';
  // A read cut by a limit knows more exist; one that failed or went round in circles does not.
  const cut = read.stop === 'max-pages' || read.stop === 'budget';
  const alert = read.stop === 'timeout' || read.stop === 'error' ? 'CAUTION' : 'WARNING';
  const first = `first ${formatCount(aggregate.total)} entries; ${cut ? 'more exist' : 'more may exist'}`;
  return `> [!${alert}]\n> **Showing the ${first}.** ${STOPPED[read.stop](read)}`;
}

/** An entry's date, `YYYY-MM-DD`. */
export function formatDate(createdAt: string | null): string {
  if (!createdAt) return 'no date';
  const t = Date.parse(createdAt);
  if (Number.isNaN(t)) return inlineText(createdAt, 30);
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * Why a report has no section per page of the PR: its changed files could not be listed, or none
 * of them is a docs page; empty when it has pages.
 */
export function noPagesLine(pr: PrInfo, pageCount: number): string {
  if (pr.error !== undefined) {
    return `The pull request's changed files could not be listed: ${inlineText(pr.error, 400)}`;
  }
  if (pageCount > 0) return '';
  const root = pr.docsRoot ? ` under ${inlineCode(pr.docsRoot)}` : '';
  return (
    `This PR changes no docs pages (\`.md\`/\`.mdx\` files${root}; ${formatCount(pr.fileCount ?? 0)} files changed).` +
    (pr.docsRoot ? '' : ' If the docs live in a subfolder, set `docs-root`.')
  );
}

/**
 * A reader's comment as one line of quoted text, cut to `max` characters; empty without one.
 * Sanitizing only what can show keeps long comments cheap; a cut comment ends with an ellipsis
 * (inlineText adds one when it cuts; one cut earlier, here or by the aggregator, gets one too).
 */
export function quoteComment(
  e: { readonly comment: string | null; readonly commentCut: boolean },
  max: number,
): string {
  if (e.comment === null || e.comment.trim() === '') return '';
  const room = max + 64;
  const cut = e.commentCut || e.comment.length > room;
  const raw = e.comment.length > room ? sliceUnits(e.comment, room) : e.comment;
  return inlineText(cut ? `${raw}…` : raw, max);
}

/**
 * How a read beside the feedback (page views, search terms, assistant conversations) is named in
 * the note under its section and in the job summary's "Analytics requests" line.
 */
export interface SideRead<R extends ListRead> {
  /** The note's subject: "Page views were cut short". */
  readonly what: string;
  /** What each request fetched: "page views of up to 500 pages each". */
  readonly each: (read: R) => string;
  /** What a cut read covers, after "were cut short:". */
  readonly cut: (read: R) => string;
  /** Why the read was not made, after "were not read:", where it differs from {@link SKIPPED}. */
  readonly skipped?: (read: R) => string;
  /** How the read ended, where this read's words differ from {@link ENDED}. */
  readonly ended?: (read: R) => Partial<Record<ReadStop, string>>;
}

/** Why a read beside the feedback was not made. */
const SKIPPED =
  'no analytics request was left for them (`max-pages` is set aside for the feedback read first).';

/** How a read ended, in the "Analytics requests" line. */
const ENDED: Readonly<Record<ReadStop, string>> = {
  complete: 'the whole list',
  found: 'stopped once the report had what it needs',
  cut: 'cut short',
  skipped: 'no room left in the budget',
  failed: 'failed',
};

/**
 * The note under a section when `read` was cut, not made or failed; empty when it was read whole
 * or not asked for.
 */
export function sideNote<R extends ListRead>(side: SideRead<R>, read: R | undefined): string {
  switch (read?.stop) {
    case 'cut':
      return `> [!NOTE]\n> **${side.what} were cut short:** ${side.cut(read)}`;
    case 'skipped':
      return `> [!NOTE]\n> **${side.what} were not read:** ${side.skipped?.(read) ?? SKIPPED}`;
    case 'failed':
      return `> [!NOTE]\n> **${side.what} could not be read**, so this report shows none: ${inlineText(read.error ?? 'unknown error', 400)}`;
    default:
      return '';
  }
}

/** A read's part of the "Analytics requests" line: its requests, what each fetched, how it ended. */
export function sideRequests<R extends ListRead>(side: SideRead<R>, read: R): string {
  const ended = { ...ENDED, ...side.ended?.(read) }[read.stop];
  return `${formatCount(read.requests)} for ${side.each(read)} (${ended}; up to ${formatCount(read.allowance)} planned)`;
}

/** Whether a read has something to show: one rule for the feedback and the reviews. */
export { usable };

/**
 * What both renderings open with: the heading (`#` marks `level`), the scope line and the note
 * when the read stopped early.
 */
export function reportHead(input: FeedbackReportInput, level: string, dayOnly: boolean): string[] {
  const heading = `${level} Reader feedback · ${inlineCode(input.projectId, 100)}`;
  return [heading, scopeLine(input, dayOnly), truncationNote(input)];
}

/** The line for a report without any feedback; empty when there is some. */
export function noFeedbackLine(input: FeedbackReportInput): string {
  if (input.aggregate.total > 0) return '';
  return input.read.stop === 'complete'
    ? 'No feedback in this period.'
    : 'No feedback was read before the read stopped.';
}

/** The PR's pages as both renderings order them: most negative, most feedback, most read. */
export function orderPrPages(input: FeedbackReportInput): PageStats[] {
  const views = usable(input.views) ? input.views.pages : undefined;
  const read = (page: string): number => views?.get(page)?.total ?? 0;
  return [...input.aggregate.prPages].sort(
    (x, y) =>
      y.negative - x.negative ||
      y.total - x.total ||
      read(y.page) - read(x.page) ||
      compareText(x.page, y.page),
  );
}

const singles = new WeakMap<KeptEntry, CommentGroup<KeptEntry>>();

/** A group of one: how a single entry (recent comments, code snippets) renders as an item. */
export function single(e: KeptEntry): CommentGroup<KeptEntry> {
  const vote = (v: boolean): number => (e.helpful === v ? 1 : 0);
  return memo(singles, e, () => ({
    key: e.id,
    newest: e,
    count: 1,
    helpful: vote(true),
    notHelpful: vote(false),
    unresolved: 0,
  }));
}

/**
 * Rendered items per report input, group and comment length: fitting re-renders the report
 * several times, and sanitizing long comments is the costly part.
 */
const itemMemo = new WeakMap<FeedbackReportInput, WeakMap<object, Map<string, string>>>();

/**
 * One group (or {@link single} entry) as a list item: its page when `withPage`, how many said it,
 * their votes, whether anyone dealt with it, when, then the newest wording quoted.
 */
export function groupItem(
  g: CommentGroup<KeptEntry>,
  input: FeedbackReportInput,
  chars: number,
  withPage = false,
): string {
  const perGroup = memo(
    memo(itemMemo, input, () => new WeakMap()),
    g,
    () => new Map(),
  );
  return memo(perGroup, `${chars}:${withPage}`, () => renderItem(g, input, chars, withPage));
}

/** `map`'s value for `key`, made and kept on first use. */
function memo<K, V>(
  map: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  make: () => V,
): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

function renderItem(
  g: CommentGroup<KeptEntry>,
  input: FeedbackReportInput,
  chars: number,
  withPage: boolean,
): string {
  const e = g.newest;
  const one = g.count === 1;
  const meta: string[] = [];
  if (withPage) meta.push(e.page ? inlineCode(e.page, 120) : '(no page)');
  if (!one) meta.push(`**×${formatCount(g.count)}**`);
  if (g.notHelpful > 0) meta.push(one ? '👎 not helpful' : `👎 ${formatCount(g.notHelpful)}`);
  if (g.helpful > 0) meta.push(one ? '👍 helpful' : `👍 ${formatCount(g.helpful)}`);
  if (one) {
    if (e.status) meta.push(inlineText(e.status, 30));
  } else {
    meta.push(g.unresolved > 0 ? `${formatCount(g.unresolved)} unresolved` : 'all resolved');
  }
  meta.push(one ? formatDate(e.createdAt) : `latest ${formatDate(e.createdAt)}`);
  if (e.source && e.source !== 'contextual') meta.push(inlineText(e.source, 30));
  if (e.filename || e.lang)
    meta.push(inlineCode([e.filename, e.lang].filter(Boolean).join(' · '), 80));
  if (input.includeContact && e.contact) meta.push(`contact ${inlineCode(e.contact, 120)}`);
  const quote = quoteComment(e, chars);
  return quote ? `- ${meta.join(' · ')}\n  > ${quote}` : `- ${meta.join(' · ')}`;
}
