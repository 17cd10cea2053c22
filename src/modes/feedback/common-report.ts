/**
 * What the job summary and the PR comment share: the scope line, the note when the read stopped
 * early, dates, and the last-resort cut. Pure: data in, markdown out; outside text goes through
 * src/util/sanitize.ts.
 */
import { inlineCode, inlineText } from '../../util/sanitize.js';
import { formatCount } from '../../util/format.js';
import type { ReadStop } from '../../platform/paged-read.js';
import type { CommentGroup } from './comment-groups.js';
import type {
  FeedbackReportInput,
  KeptEntry,
  PageStats,
  PrInfo,
  ReaderSignals,
  ViewsRead,
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
  const complete = input.read.stop === 'complete';
  const count = complete
    ? `**${formatCount(a.total)}** entries`
    : `**first ${formatCount(a.total)}** entries`;
  return `${count} · ${from} → ${to} · ${source} · ${statuses}`;
}

function formatBound(value: string, dayOnly: boolean): string {
  const t = Date.parse(value);
  if (Number.isNaN(t)) return inlineText(value, 40);
  const iso = new Date(t).toISOString();
  // The default start moves with the clock; day precision keeps an unchanged report unchanged.
  if (dayOnly || /^\d{4}-\d{2}-\d{2}$/.test(value)) return iso.slice(0, 10);
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The plain "first N entries; more exist" note, with why and what to do; empty when complete. */
export function truncationNote(input: FeedbackReportInput): string {
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

/** The first `max` UTF-16 units of `text`, without splitting a surrogate pair. */
function sliceUnits(text: string, max: number): string {
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/**
 * The note under a section when a list (`what`: "Page views") was read in part or not at all;
 * empty when it was read whole. `cut` and `skipped` say why in each case.
 */
export function readNote(
  what: string,
  read: { readonly stop: ReadStop; readonly error?: string },
  cut: () => string,
  skipped: string,
): string {
  switch (read.stop) {
    case 'complete':
    case 'found':
      return '';
    case 'cut':
      return `> [!NOTE]\n> **${what} were cut short:** ${cut()}`;
    case 'skipped':
      return `> [!NOTE]\n> **${what} were not read:** ${skipped}`;
    case 'failed':
      return `> [!NOTE]\n> **${what} could not be read**, so this report shows none: ${inlineText(read.error ?? 'unknown error', 400)}`;
  }
}

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
  const views = hasViewColumns(input.views) ? input.views : undefined;
  return [...input.aggregate.prPages].sort(
    (x, y) =>
      y.negative - x.negative ||
      y.total - x.total ||
      viewsOf(views, y.page) - viewsOf(views, x.page) ||
      (x.page < y.page ? -1 : x.page > y.page ? 1 : 0),
  );
}

/** The reader signals the report was given (search terms, assistant conversations). */
export function signalsOf(input: FeedbackReportInput): ReaderSignals {
  return {
    ...(input.searches ? { searches: input.searches } : {}),
    ...(input.assistant ? { assistant: input.assistant } : {}),
  };
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

/** Whether the views can be shown as columns (something was read and nothing failed). */
export function hasViewColumns(views: ViewsRead | undefined): views is ViewsRead {
  return views !== undefined && views.stop !== 'failed' && views.stop !== 'skipped';
}

/** Total views of a changed page, for ordering (0 when not read). */
export function viewsOf(views: ViewsRead | undefined, page: string): number {
  return views?.pages.get(page)?.total ?? 0;
}

const singles = new WeakMap<KeptEntry, CommentGroup<KeptEntry>>();

/** A group of one: how a single entry (recent comments, code snippets) renders as an item. */
export function single(e: KeptEntry): CommentGroup<KeptEntry> {
  const vote = (v: boolean): number => (e.helpful === v ? 1 : 0);
  let g = singles.get(e);
  if (!g)
    singles.set(
      e,
      (g = {
        key: e.id,
        newest: e,
        count: 1,
        helpful: vote(true),
        notHelpful: vote(false),
        unresolved: 0,
      }),
    );
  return g;
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
  let perInput = itemMemo.get(input);
  if (!perInput) itemMemo.set(input, (perInput = new WeakMap()));
  let perGroup = perInput.get(g);
  if (!perGroup) perInput.set(g, (perGroup = new Map()));
  const key = `${chars}:${withPage}`;
  let text = perGroup.get(key);
  if (text === undefined) perGroup.set(key, (text = renderItem(g, input, chars, withPage)));
  return text;
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
