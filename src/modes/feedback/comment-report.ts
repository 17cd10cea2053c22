/**
 * The sticky PR comment: a digest a reviewer reads in half a minute. First one row per page the
 * PR changes (views, helpful share, votes, entries, unanswered questions), then what readers said
 * on each page with identical comments grouped ("×30") and the most pressing first, then the pages
 * the PR removes or renames and their redirects. What shows without unfolding anything stays under
 * {@link VISIBLE_CHARS}; the rest of each list is one click away in a folded `<details>` block,
 * and the site-wide sections (sources, statuses, charts, most negative and most feedback pages,
 * code snippets, recent comments) are in the job summary, which the comment links. Pure: no I/O.
 *
 * Everything from readers, the platform and the PR's files goes through src/util/sanitize.ts.
 */
import type { CommentGroup, PageComments } from './comment-groups.js';
import { viewCells, viewsNote } from './views-report.js';
import { signalsSection, usable } from './signals-report.js';
import { removedSection } from './removed-report.js';
import { apiSection } from './api-report.js';
import {
  foldList,
  formatDate,
  hasViewColumns,
  noFeedbackLine,
  noPagesLine,
  orderPrPages,
  quoteComment,
  reportHead,
  signalsOf,
} from './common-report.js';
import { defuseMentions, details, inlineCode, inlineText, tableCell } from '../../util/sanitize.js';
import { formatCount, plural } from '../../util/format.js';
import { LIMITS } from '../../guard.js';
import { shrinkToFit } from '../../util/fit.js';
import type { FeedbackReportInput, KeptEntry, PageStats, RenderedComment } from './model.js';

/**
 * Room left for what the sticky comment adds around the report (hidden marker and digest lines);
 * the rendered comment aims at the limit minus this.
 */
export const COMMENT_RESERVE = 1_024;
/** Characters of markdown outside folded `<details>` blocks the digest aims to stay under. */
export const VISIBLE_CHARS = 4_000;

/** How much of each list a rendering shows, and how much it folds away. */
interface DigestLimits {
  /** Changed pages in the visible table (the rest are folded). */
  visibleRows: number;
  /** Pages whose comments show (the rest are folded). */
  visiblePages: number;
  /** Comment groups shown per page. */
  visibleGroups: number;
  /** Characters of a comment quoted in the visible part. */
  quoteChars: number;
  /** Removed or renamed pages in the visible table. */
  visibleGone: number;
  /** Changed pages and removed pages listed at all. */
  maxRows: number;
  /** Comment groups per page in the folded blocks. */
  foldedGroups: number;
  /** Breaking API operations shown unfolded. */
  visibleApi: number;
  /** Characters of a comment quoted in a folded block. */
  foldedChars: number;
}

const START: DigestLimits = {
  visibleRows: 10,
  visiblePages: 4,
  visibleGroups: 3,
  quoteChars: 160,
  visibleGone: 10,
  maxRows: 200,
  foldedGroups: 30,
  visibleApi: 10,
  foldedChars: 300,
};

/** The least each limit goes down to while fitting. */
const FLOOR: DigestLimits = {
  visibleRows: 1,
  visiblePages: 1,
  visibleGroups: 1,
  quoteChars: 80,
  visibleGone: 1,
  maxRows: 10,
  foldedGroups: 3,
  visibleApi: 1,
  foldedChars: 80,
};

/** What shrinks first to fit the visible budget, in order. */
const VISIBLE_ORDER: readonly (keyof DigestLimits)[] = [
  'quoteChars',
  'visibleGroups',
  'visiblePages',
  'visibleGone',
  'visibleApi',
  'visibleRows',
];
/** What shrinks to fit GitHub's comment limit, in order. */
const TOTAL_ORDER: readonly (keyof DigestLimits)[] = ['foldedChars', 'foldedGroups', 'maxRows'];

/**
 * The markdown a reader sees without unfolding anything: `<details>` blocks and HTML comments
 * taken out (a block's `<summary>` line stays, it shows).
 */
function visiblePart(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<details[^>]*>(<summary>[\s\S]*?<\/summary>)[\s\S]*?<\/details>/g, '$1');
}

/**
 * The sticky comment: the digest, its visible part kept under {@link VISIBLE_CHARS} and the
 * whole under `maxChars` (default: GitHub's limit minus {@link COMMENT_RESERVE}) by showing and
 * folding fewer rows, groups and characters.
 */
export function renderFeedbackComment(
  input: FeedbackReportInput,
  maxChars = LIMITS.comment - COMMENT_RESERVE,
): RenderedComment {
  const footer = commentFooter(input);
  const room = maxChars - footer.length - 2;
  const content = shrinkToFit<keyof DigestLimits>({
    start: START,
    floor: FLOOR,
    max: room,
    measure: (s) => s.length,
    render: (limits) => render(input, limits),
    next: (md, _limits, movable) => {
      const over = md.length > room;
      const loud = visiblePart(md).length + footer.length > VISIBLE_CHARS;
      if (!over && !loud) return undefined;
      return (over ? TOTAL_ORDER : VISIBLE_ORDER).find(movable);
    },
  });
  return { content, footer };
}

function render(input: FeedbackReportInput, limits: Readonly<DigestLimits>): string {
  const parts = [...reportHead(input, '###', true), noFeedbackLine(input)];
  if (input.pr) {
    const none = noPagesLine(input.pr, input.aggregate.prPages.length);
    if (none) parts.push(`#### Pages this PR changes\n\n${none}`);
    else parts.push(pagesSection(input, limits), saidSection(input, limits), signalsFold(input));
    // After the changed pages: the operations the PR's OpenAPI files change (src/api-spec/).
    parts.push(
      apiSection(input.api, input.views, '####', {
        visibleRows: limits.visibleApi,
        maxRows: limits.maxRows,
      }),
    );
    parts.push(
      removedSection(input.redirects, input.views, '####', {
        visibleRows: limits.visibleGone,
        maxRows: limits.maxRows,
      }),
    );
  }
  parts.push(privacyLine(input));
  parts.push(
    `Site-wide figures (sources, statuses, charts, the pages with the most negative feedback and with the most feedback, code snippets, recent comments) are in the ${summaryLink(input)}.`,
  );
  return `${parts.filter((p) => p !== '').join('\n\n')}\n`;
}

/** "Pages this PR changes": one row per page, the first `visibleRows` shown, more folded. */
function pagesSection(input: FeedbackReportInput, limits: DigestLimits): string {
  const views = hasViewColumns(input.views) ? input.views : undefined;
  const assistant = usable(input.assistant) ? input.assistant : undefined;
  const headers = ['Page', ...(views ? ['Human views', 'AI views'] : []), 'Helpful', 'Votes'];
  headers.push('Entries', ...(assistant ? ['Unanswered questions'] : []));
  const head = [`| ${headers.join(' | ')} |`, `|---|${'--:|'.repeat(headers.length - 1)}`];
  const row = (p: PageStats): string => {
    const votes = p.positive + p.negative;
    const cells = [tableCell(p.page, 100), ...(views ? viewCells(views, p.page).slice(0, 2) : [])];
    cells.push(votes > 0 ? `${Math.round((100 * p.positive) / votes)}%` : '—');
    cells.push(votes > 0 ? `${formatCount(p.positive)} 👍 · ${formatCount(p.negative)} 👎` : '0');
    cells.push(formatCount(p.total));
    if (assistant) cells.push(formatCount(assistant.byPage.get(p.page)?.unanswered ?? 0));
    return `| ${cells.join(' | ')} |`;
  };
  const { shown, folded, beyond } = foldList(
    orderPrPages(input),
    limits.visibleRows,
    limits.maxRows,
  );
  const out = ['#### Pages this PR changes', [...head, ...shown.map(row)].join('\n')];
  if (folded.length > 0) {
    out.push(
      details(
        `${plural(folded.length, 'more changed page', 'more changed pages')}`,
        [...head, ...folded.map(row)].join('\n'),
      ),
    );
  }
  if (beyond > 0)
    out.push(`…and ${plural(beyond, 'more page', 'more pages')} in the ${summaryLink(input)}.`);
  const note = viewsNote(input.views);
  if (note) out.push(note);
  return out.join('\n\n');
}

/** "What readers said": each page's comments grouped, the most pressing first. */
function saidSection(input: FeedbackReportInput, limits: DigestLimits): string {
  const { prComments } = input.aggregate;
  const pages = orderPrPages(input).filter((p) => prComments.has(p.page));
  if (pages.length === 0) {
    const { prEntryTotal, prPages } = input.aggregate;
    return prEntryTotal > 0
      ? `None of the ${plural(prEntryTotal, 'entry', 'entries')} on these pages has a comment; their votes are counted in the table.`
      : `None of the ${formatCount(prPages.length)} pages this PR changes has feedback in this period.`;
  }
  const out = ['#### What readers said on these pages'];
  const blocks = pages.map((p) =>
    pageBlock(input, p, prComments.get(p.page) as PageComments<KeptEntry>, limits),
  );
  out.push(...blocks.slice(0, limits.visiblePages).map((b) => b.visible));
  const rest = pages.slice(limits.visiblePages);
  if (rest.length > 0) {
    const body = blocks
      .slice(limits.visiblePages)
      .map((b) => b.whole)
      .join('\n\n');
    out.push(details(`Comments on ${plural(rest.length, 'more page', 'more pages')}`, body));
  }
  return out.join('\n\n');
}

/** One page's comments: its line, its first groups, the next ones folded. */
function pageBlock(
  input: FeedbackReportInput,
  page: PageStats,
  comments: PageComments<KeptEntry>,
  limits: DigestLimits,
): { visible: string; whole: string } {
  const bare = page.total - page.comments;
  const line =
    `**${inlineCode(page.page, 100)}** · ${plural(comments.comments, 'comment')}` +
    (comments.groups.length < comments.comments
      ? ` (${formatCount(comments.groups.length + comments.ungrouped)} distinct)`
      : '') +
    (bare > 0 ? ` · ${plural(bare, 'entry', 'entries')} without a comment, counted above` : '');
  const groups = comments.groups;
  const { shown, folded, beyond } = foldList(groups, limits.visibleGroups, limits.foldedGroups);
  const visible = [line, shown.map((g) => groupItem(g, input, limits.quoteChars)).join('\n')];
  const unlisted = beyond + comments.ungrouped;
  const tail =
    unlisted > 0
      ? `\n\n…and ${plural(unlisted, 'more distinct comment', 'more distinct comments')} in the ${summaryLink(input)}.`
      : '';
  if (folded.length > 0) {
    const body = folded.map((g) => groupItem(g, input, limits.foldedChars)).join('\n');
    visible.push(
      details(
        defuseMentions(`${plural(folded.length, 'more comment', 'more comments')} on ${page.page}`),
        body + tail,
      ),
    );
  } else if (tail) {
    visible.push(tail.trim());
  }
  const all = groups.slice(0, Math.max(shown.length + folded.length, 1));
  const whole =
    [line, all.map((g) => groupItem(g, input, limits.foldedChars)).join('\n')].join('\n\n') + tail;
  return { visible: visible.join('\n\n'), whole };
}

/**
 * One group as a list item: how many said it, their votes, whether anyone dealt with it, when,
 * then the newest wording quoted.
 */
function groupItem(g: CommentGroup<KeptEntry>, input: FeedbackReportInput, chars: number): string {
  const e = g.newest;
  const one = g.count === 1;
  const meta: string[] = [];
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
  return `- ${meta.join(' · ')}\n  > ${quoteComment(e, chars)}`;
}

/** The search terms and assistant questions per page, folded (their counts are in the table). */
function signalsFold(input: FeedbackReportInput): string {
  const pages = orderPrPages(input).map((p) => p.page);
  const section = signalsSection(signalsOf(input), pages, '####', 50);
  if (section === '') return '';
  // The section's own heading becomes the fold's summary.
  const body = section.split('\n\n').slice(1).join('\n\n');
  return details('What readers searched for and asked on these pages', body);
}

function privacyLine(input: FeedbackReportInput): string {
  const count = input.aggregate.withContact;
  if (input.includeContact || count === 0) return '';
  return `<sub>${plural(count, 'entry carries', 'entries carry')} a contact e-mail, hidden here (personal data).</sub>`;
}

/** "job summary", linked when the run's address is known. */
function summaryLink(input: FeedbackReportInput): string {
  return input.jobSummaryUrl ? '[job summary][summary]' : 'job summary';
}

/** The comment's run-specific footer: a reference-style link definition plus a visible line. */
function commentFooter(input: FeedbackReportInput): string {
  const url = input.jobSummaryUrl;
  const where = url ? '[job summary][summary]' : 'job summary of this run';
  const line = `<sub>Full report, with every entry and the site-wide sections: ${where}. Raw export: the \`feedback-file\` output.</sub>`;
  return url ? `---\n${line}\n\n[summary]: ${url}` : `---\n${line}`;
}
