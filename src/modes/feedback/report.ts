/**
 * The one renderer of the feedback report, with two budgets: the job summary and the sticky PR
 * comment are the same sections written once. Both open with the PR's pages (one row each: views,
 * helpful share, votes, entries, unanswered questions), what readers said on each page with
 * identical comments grouped ("×30") and the most pressing first, what readers searched for and
 * asked, the API operations and the pages the PR removes or renames. The comment's budget keeps
 * what shows without unfolding under {@link VISIBLE_CHARS} and folds the rest into `<details>`;
 * the summary's shows them whole under {@link SUMMARY_LINE_LIMIT} lines and adds the site-wide
 * sections (site-report.ts). Pure: no I/O.
 *
 * Everything from readers, the platform and the PR's files goes through src/util/sanitize.ts.
 */
import type { PageComments } from './comment-groups.js';
import { mostReadSection, viewCells, VIEWS_READ } from './views-report.js';
import { searchGapsSection, signalsSection } from './signals-report.js';
import { removedSection, structureCounts } from '../../review/removed-report.js';
import { apiSection } from '../../review/api-report.js';
import { IN_FILE, siteSections } from './site-report.js';
import {
  groupItem,
  noFeedbackLine,
  noPagesLine,
  orderPrPages,
  reportHead,
  sideNote,
  usable,
} from './common-report.js';
import { defuseMentions, details, inlineCode, tableCell } from '../../util/sanitize.js';
import { formatCount, plural } from '../../util/format.js';
import { helpfulPercent } from '../../util/reader-figures.js';
import { andMore, foldedTable, foldList, mdTable } from '../../util/markdown.js';
import { LIMITS } from '../../guard.js';
import { hardCut, shrinkLimits, shrinkToFit } from '../../util/fit.js';
import type { FeedbackReportInput, KeptEntry, PageStats, RenderedComment } from './model.js';

/** GitHub keeps at most 1 MiB of job summary per step; stay well under it. */
export const SUMMARY_BYTE_LIMIT = 900_000;
/** Lines of the job summary: it is read on one page; the feedback file has every entry. */
export const SUMMARY_LINE_LIMIT = 200;
/**
 * Room left for what the sticky comment adds around the report (hidden marker and digest lines);
 * the rendered comment aims at the limit minus this.
 */
export const COMMENT_RESERVE = 1_024;
/** Characters of the comment's markdown outside folded `<details>` blocks it aims to stay under. */
export const VISIBLE_CHARS = 4_000;

/**
 * How much of each list a rendering shows and folds: where the comment's fitting starts, the
 * least a limit shrinks to while fitting, and where the summary's starts (the summary folds
 * nothing: shown = listed; its site-wide lists (site-report.ts) shrink to fit its lines).
 */
const START = {
  /** Changed pages in the visible table (the rest are folded). */
  visibleRows: { comment: 10, floor: 1, summary: 500 },
  /** Pages whose comments show (the rest are folded). */
  visiblePages: { comment: 4, floor: 1, summary: 500 },
  /** Comment groups shown per page. */
  visibleGroups: { comment: 3, floor: 1, summary: 100 },
  /** Characters of a comment quoted in the visible part. */
  quoteChars: { comment: 160, floor: 80, summary: 1_000 },
  /** Removed or renamed pages in the visible table. */
  visibleGone: { comment: 10, floor: 1, summary: 500 },
  /** Changed pages and removed pages listed at all. */
  maxRows: { comment: 200, floor: 10, summary: 500 },
  /** Comment groups per page in the folded blocks. */
  foldedGroups: { comment: 30, floor: 3, summary: 100 },
  /** Breaking API operations shown unfolded. */
  visibleApi: { comment: 10, floor: 1, summary: 50 },
  /** Pages ranked by negative feedback. */
  negative: { comment: 0, floor: 0, summary: 10 },
  /** Pages ranked by total feedback. */
  total: { comment: 0, floor: 0, summary: 10 },
  /** Code-snippet groups in the table. */
  snippets: { comment: 0, floor: 0, summary: 20 },
  /** Code-snippet groups shown with their code and comments. */
  snippetDetails: { comment: 0, floor: 0, summary: 3 },
  /** Recent comments. */
  recent: { comment: 0, floor: 0, summary: 10 },
  /** Lines of each code sample. */
  codeLines: { comment: 0, floor: 3, summary: 20 },
  /** Characters of each reader comment outside the PR's visible part (folded blocks, lists). */
  foldedChars: { comment: 300, floor: 80, summary: 1_000 },
} as const;

type Limits = Record<keyof typeof START, number>;

/** Where a rendering goes: its heading level, and whether it is the summary or the comment. */
interface Budget {
  readonly summary: boolean;
  /** The report's heading; its sections are one level below. */
  readonly level: '##' | '###';
}

/** One column of {@link START}. */
function column(which: 'comment' | 'floor' | 'summary'): Limits {
  return Object.fromEntries(Object.entries(START).map(([k, v]) => [k, v[which]])) as Limits;
}

const COMMENT_START = column('comment');
const FLOOR = column('floor');
const SUMMARY_START = column('summary');

/** What shrinks first to fit the comment's visible budget, in order. */
const VISIBLE_ORDER: readonly (keyof Limits)[] = [
  'quoteChars',
  'visibleGroups',
  'visiblePages',
  'visibleGone',
  'visibleApi',
  'visibleRows',
];
/** What shrinks to fit GitHub's comment limit, in order. */
const TOTAL_ORDER: readonly (keyof Limits)[] = ['foldedChars', 'foldedGroups', 'maxRows'];
/** The summary's site-wide lists, which shrink to fit its lines. */
const SITE_LISTS: readonly (keyof Limits)[] = [
  'codeLines',
  'recent',
  'snippetDetails',
  'snippets',
  'total',
  'negative',
];
/** The summary's PR lists, which shrink last and only to fit its bytes. */
const PR_LISTS: readonly (keyof Limits)[] = [
  'foldedGroups',
  'visibleGroups',
  'visiblePages',
  'maxRows',
  'visibleRows',
  'visibleGone',
];

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
 * The sticky comment: its visible part kept under {@link VISIBLE_CHARS} and the whole under
 * `maxChars` (default: GitHub's limit minus {@link COMMENT_RESERVE}) by showing and folding fewer
 * rows, groups and characters.
 */
export function renderFeedbackComment(
  input: FeedbackReportInput,
  maxChars = LIMITS.comment - COMMENT_RESERVE,
): RenderedComment {
  const footer = commentFooter(input);
  const room = maxChars - footer.length - 2;
  const budget: Budget = { summary: false, level: '###' };
  const content = shrinkToFit<keyof Limits>({
    start: COMMENT_START,
    floor: FLOOR,
    max: room,
    measure: (s) => s.length,
    render: (limits) => render(input, budget, limits),
    next: (md, _limits, movable) => {
      const over = md.length > room;
      const loud = visiblePart(md).length + footer.length > VISIBLE_CHARS;
      if (!over && !loud) return undefined;
      return (over ? TOTAL_ORDER : VISIBLE_ORDER).find(movable);
    },
  });
  return { content, footer };
}

/**
 * The job summary, kept under {@link SUMMARY_LINE_LIMIT} lines by shrinking its site-wide lists
 * (the PR's stay whole: the comment sends readers here for them), then under
 * {@link SUMMARY_BYTE_LIMIT} bytes by shrinking the rest. Lists longer than shown end with
 * "…and N more"; the JSON Lines file has every entry.
 */
export function renderFeedbackSummary(input: FeedbackReportInput): string {
  const budget: Budget = { summary: true, level: '##' };
  const pass = (start: Limits, max: number, lists: readonly (keyof Limits)[][], size: Size) =>
    shrinkLimits<keyof Limits>({
      start,
      floor: lists.length > 1 ? FLOOR : { codeLines: 3, negative: 3, total: 3, recent: 3 },
      max,
      measure: size,
      render: (limits) => render(input, budget, limits),
      next: (md, limits, movable) => {
        if (size(md) <= max) return undefined;
        const list = lists.find((l) => l.some(movable)) ?? [];
        // The list furthest from its floor, relative to where it started, halves first.
        return list.filter(movable).sort((a, b) => limits[b] / start[b] - limits[a] / start[a])[0];
      },
    });
  const lines: Size = (s) => s.split('\n').length;
  const bytes: Size = (s) => Buffer.byteLength(s);
  const short = pass(SUMMARY_START, SUMMARY_LINE_LIMIT, [[...SITE_LISTS]], lines);
  const text = pass(
    short.limits,
    SUMMARY_BYTE_LIMIT,
    [['foldedChars', 'quoteChars', ...SITE_LISTS], [...PR_LISTS]],
    bytes,
  ).text;
  return bytes(text) > SUMMARY_BYTE_LIMIT ? hardCut(text, SUMMARY_BYTE_LIMIT, bytes) : text;
}

type Size = (text: string) => number;

function render(input: FeedbackReportInput, budget: Budget, limits: Readonly<Limits>): string {
  const h = `${budget.level}#`;
  const parts = [...reportHead(input, budget.level, !budget.summary)];
  if (!budget.summary) parts.push(noFeedbackLine(input));
  if (input.pr) {
    const none = noPagesLine(input.pr, input.aggregate.prPages.length);
    if (none) parts.push(`${h} Pages this PR changes\n\n${none}`);
    else {
      parts.push(pagesSection(input, budget, limits), saidSection(input, budget, limits));
      parts.push(signalsPart(input, budget));
    }
    // After the changed pages: the operations the PR's OpenAPI files change (src/api-spec/).
    const rows = { visibleRows: limits.visibleApi, maxRows: limits.maxRows };
    parts.push(apiSection(input.api, input.views, h, rows));
    const gone = { visibleRows: limits.visibleGone, maxRows: limits.maxRows };
    parts.push(removedSection(input.redirects, input.views, h, gone));
    if (budget.summary) parts.push(structureCounts(input.redirects));
  }
  if (budget.summary) {
    parts.push(mostReadSection(input.views, input.aggregate, h));
    parts.push(searchGapsSection(input.searches, h), noFeedbackLine(input));
    const listed = new Set(input.pr ? input.aggregate.prComments.keys() : []);
    parts.push(...siteSections(input, limits, listed));
  } else {
    parts.push(privacyLine(input));
    parts.push(
      `Site-wide figures (sources, statuses, charts, the pages with the most negative feedback and with the most feedback, code snippets, recent comments) are in the ${summaryLink(input)}.`,
    );
  }
  return `${parts.filter((p) => p !== '').join('\n\n')}\n`;
}

/** "Pages this PR changes": one row per page, the first `visibleRows` shown, more folded. */
function pagesSection(input: FeedbackReportInput, budget: Budget, limits: Limits): string {
  const views = usable(input.views) ? input.views : undefined;
  const assistant = usable(input.assistant) ? input.assistant : undefined;
  const headers = ['Page', ...(views ? ['Human views', 'AI views'] : []), 'Helpful', 'Votes'];
  headers.push('Entries', ...(assistant ? ['Unanswered questions'] : []));
  const row = (p: PageStats): string[] => {
    const votes = p.positive + p.negative;
    const cells = [tableCell(p.page, 100), ...(views ? viewCells(views, p.page) : [])];
    cells.push(helpfulPercent(p.positive, p.negative) ?? '—');
    cells.push(votes > 0 ? `${formatCount(p.positive)} 👍 · ${formatCount(p.negative)} 👎` : '0');
    cells.push(formatCount(p.total));
    if (assistant) cells.push(formatCount(assistant.byPage.get(p.page)?.unanswered ?? 0));
    return cells;
  };
  const out = [`${budget.level}# Pages this PR changes`];
  out.push(
    ...foldedTable(orderPrPages(input), limits.visibleRows, limits.maxRows, {
      table: (rows) => mdTable(headers, `l${'r'.repeat(headers.length - 1)}`, rows.map(row)),
      fold: (n) => plural(n, 'more changed page', 'more changed pages'),
      beyond: (n) => andMore(n, 'pages', where(input, budget), 'page'),
    }),
  );
  // The summary says why views are missing under "Most read pages", once.
  const note = budget.summary && !views ? '' : sideNote(VIEWS_READ, input.views);
  if (note) out.push(note);
  return out.join('\n\n');
}

/** "What readers said": each page's comments grouped, the most pressing first. */
function saidSection(input: FeedbackReportInput, budget: Budget, limits: Limits): string {
  const { prComments } = input.aggregate;
  const pages = orderPrPages(input).filter((p) => prComments.has(p.page));
  if (pages.length === 0) {
    const { prEntryTotal, prPages } = input.aggregate;
    return prEntryTotal > 0
      ? `None of the ${plural(prEntryTotal, 'entry', 'entries')} on these pages has a comment; their votes are counted in the table.`
      : `None of the ${formatCount(prPages.length)} pages this PR changes has feedback in this period.`;
  }
  const out = [`${budget.level}# What readers said on these pages`];
  const blocks = pages.map((p) =>
    pageBlock(input, budget, p, prComments.get(p.page) as PageComments<KeptEntry>, limits),
  );
  out.push(...blocks.slice(0, limits.visiblePages).map((b) => b.visible));
  const rest = blocks.slice(limits.visiblePages).map((b) => b.whole);
  if (rest.length > 0) {
    out.push(
      details(`Comments on ${plural(rest.length, 'more page', 'more pages')}`, rest.join('\n\n')),
    );
  }
  return out.join('\n\n');
}

/** One page's comments: its line, its first groups, the next ones folded. */
function pageBlock(
  input: FeedbackReportInput,
  budget: Budget,
  page: PageStats,
  comments: PageComments<KeptEntry>,
  limits: Limits,
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
  const items = (list: typeof groups, chars: number): string =>
    list.map((g) => groupItem(g, input, chars)).join('\n');
  const visible = [line, items(shown, limits.quoteChars)];
  const unlisted = beyond + comments.ungrouped;
  const tail =
    unlisted > 0
      ? `\n\n${andMore(unlisted, 'distinct comments', where(input, budget), 'distinct comment')}`
      : '';
  if (folded.length > 0) {
    const title = `${plural(folded.length, 'more comment', 'more comments')} on ${page.page}`;
    visible.push(details(defuseMentions(title), items(folded, limits.foldedChars) + tail));
  } else if (tail) {
    visible.push(tail.trim());
  }
  const all = groups.slice(0, Math.max(shown.length + folded.length, 1));
  const whole = `${line}\n\n${items(all, limits.foldedChars)}${tail}`;
  return { visible: visible.join('\n\n'), whole };
}

/** The search terms and assistant questions per page: whole in the summary, folded in the comment. */
function signalsPart(input: FeedbackReportInput, budget: Budget): string {
  const pages = orderPrPages(input).map((p) => p.page);
  const section = signalsSection(input, pages, `${budget.level}#`, 50);
  if (section === '' || budget.summary) return section;
  // The section's own heading becomes the fold's summary.
  const body = section.split('\n\n').slice(1).join('\n\n');
  return details('What readers searched for and asked on these pages', body);
}

function privacyLine(input: FeedbackReportInput): string {
  const count = input.aggregate.withContact;
  if (input.includeContact || count === 0) return '';
  return `<sub>${plural(count, 'entry carries', 'entries carry')} a contact e-mail, hidden here (personal data).</sub>`;
}

/** Where the rest of a list is: the job summary (from the comment) or the JSON Lines file. */
function where(input: FeedbackReportInput, budget: Budget): string {
  return budget.summary ? IN_FILE : `in the ${summaryLink(input)}`;
}

/** "job summary", linked when the run's address is known. */
function summaryLink(input: FeedbackReportInput): string {
  return input.jobSummaryUrl ? '[job summary][summary]' : 'job summary';
}

/** The comment's run-specific footer: a reference-style link definition plus a visible line. */
function commentFooter(input: FeedbackReportInput): string {
  const url = input.jobSummaryUrl;
  const where = url ? '[job summary][summary]' : 'job summary of this run';
  const line = `<sub>Full report, with every comment group unfolded and the site-wide sections: ${where}. Raw export: the \`feedback-file\` output.</sub>`;
  return url ? `---\n${line}\n\n[summary]: ${url}` : `---\n${line}`;
}
