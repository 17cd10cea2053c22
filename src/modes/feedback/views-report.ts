/**
 * Page views beside reader feedback: the views columns of the changed-pages table, the job
 * summary's "Most read pages" table with its flag line, and how the views read is named in its
 * notes. Pure: data in, markdown out. Page paths come from the platform (untrusted) and go
 * through src/util/sanitize.ts.
 */
import { inlineCode, tableCell } from '../../util/sanitize.js';
import { formatCount, plural } from '../../util/format.js';
import { helpfulPercent } from '../../util/reader-figures.js';
import { mdTable } from '../../util/markdown.js';
import { compareText } from '../../util/text.js';
import { sideNote, usable, type SideRead } from './common-report.js';
import {
  FLAG_MAX_HELPFUL_RATE,
  FLAG_MIN_VOTES,
  MOST_READ_ROWS,
  type FeedbackAggregate,
  type PageStats,
  type PageViewStats,
  type ViewsRead,
} from './model.js';

/** The views read in its notes and in the "Analytics requests" line. */
export const VIEWS_READ: SideRead<ViewsRead> = {
  what: 'Page views',
  each: (v) => `page views of up to ${formatCount(v.pageSize)} pages each`,
  cut: (v) =>
    `${plural(v.requests, 'request')} of up to ${formatCount(v.pageSize)} pages each ` +
    `(${formatCount(v.rowsRead)} pages read) before every changed page was found. The ` +
    `views read may use ${plural(v.allowance, 'request')}: what \`max-pages\` leaves of the ` +
    `${formatCount(v.budgetLimit)} analytics requests per hour.`,
  skipped: (v) =>
    `no analytics request was left for them. \`max-pages\` is set aside for the feedback read ` +
    `first, out of the ${formatCount(v.budgetLimit)} analytics requests per hour; lower it ` +
    `to leave room for views.`,
  ended: (v) => ({
    found:
      v.wanted > 0
        ? 'stopped once every changed page was found'
        : 'one page is enough for the most read pages',
    cut: 'cut short before every changed page was found',
  }),
};

/**
 * The human and AI views cells of one changed page. A page the full list does not hold has no
 * views in the window; one not reached by a cut read says so.
 */
export function viewCells(views: ViewsRead, page: string): string[] {
  const stats = views.pages.get(page);
  if (stats) return [formatCount(stats.human), formatCount(stats.ai)];
  if (views.stop === 'cut')
    return [`not in the ${formatCount(views.rowsRead)} most viewed pages read`, '—'];
  return ['no views in the window', '—'];
}

/**
 * The job summary's "Most read pages" section, with the flag line; why there are none when the
 * read failed or was skipped; empty when views were not asked for.
 */
export function mostReadSection(
  views: ViewsRead | undefined,
  aggregate: FeedbackAggregate,
  heading: string,
): string {
  if (!views) return '';
  const out = [`${heading} Most read pages`];
  const top = usable(views) ? topPages(views) : [];
  if (top.length === 0) {
    out.push(usable(views) ? 'No page has views in this period.' : sideNote(VIEWS_READ, views));
    return out.join('\n\n');
  }
  const feedback = new Map<string, PageStats>();
  for (const p of aggregate.pagesByTotal) feedback.set(p.page, p);
  const total = views.totals?.total ?? 0;
  const rows = top.map((v) => [
    tableCell(v.page, 100),
    ...[v.total, v.human, v.ai].map(formatCount),
    share(v.total, total),
    helpfulRate(feedback.get(v.page)),
  ]);
  const headers = ['Page', 'Views', 'Human', 'AI', 'Share of views', 'Helpful rate'];
  out.push(mdTable(headers, 'lrrrrr', rows));
  const scope =
    views.stop === 'complete'
      ? `Every page with views (${formatCount(views.rowsRead)}) was read`
      : `Ranked among the first ${formatCount(views.rowsRead)} pages the API listed (the read stopped once it had what the report needs)`;
  out.push(
    `${scope}; site total ${formatCount(total)} views (${formatCount(views.totals?.human ?? 0)} human, ${formatCount(views.totals?.ai ?? 0)} AI). Helpful rate: helpful votes among the helpful / not-helpful votes read.`,
  );
  out.push(flagLine(top, feedback));
  return out.join('\n\n');
}

/** The line naming high-traffic pages whose feedback is mostly negative. */
function flagLine(top: readonly PageViewStats[], feedback: ReadonlyMap<string, PageStats>): string {
  const rule =
    `among the ${MOST_READ_ROWS} most read pages, at least ${FLAG_MIN_VOTES} votes and ` +
    `under ${Math.round(FLAG_MAX_HELPFUL_RATE * 100)}% helpful`;
  const flagged = top.filter((v) => isFlagged(feedback.get(v.page)));
  if (flagged.length === 0) {
    return `No high-traffic page has mostly negative feedback (${rule}).`;
  }
  const list = flagged
    .map((v) => {
      const f = feedback.get(v.page) as PageStats;
      return `${inlineCode(v.page, 100)} (${formatCount(v.total)} views, ${formatCount(f.negative)} of ${formatCount(f.positive + f.negative)} votes not helpful)`;
    })
    .join(', ');
  return `> [!WARNING]\n> **Read a lot, rated poorly** (${rule}): ${list}.`;
}

/** Whether a page's votes make it "mostly negative". */
export function isFlagged(f: PageStats | undefined): boolean {
  if (!f) return false;
  const votes = f.positive + f.negative;
  return votes >= FLAG_MIN_VOTES && f.positive / votes < FLAG_MAX_HELPFUL_RATE;
}

/** The most viewed pages read, most first (ties by path). */
function topPages(views: ViewsRead): PageViewStats[] {
  return [...views.pages.values()]
    .filter((v) => v.total > 0)
    .sort((a, b) => b.total - a.total || compareText(a.page, b.page))
    .slice(0, MOST_READ_ROWS);
}

function helpfulRate(f: PageStats | undefined): string {
  const percent = f && helpfulPercent(f.positive, f.negative);
  if (!f || percent === undefined) return '—';
  return `${percent} of ${formatCount(f.positive + f.negative)}`;
}

/** A share as a percentage: one decimal under 10%, `<0.1%` for a sliver. */
function share(part: number, whole: number): string {
  if (!(whole > 0)) return '—';
  const p = (100 * part) / whole;
  if (p === 0) return '0%';
  if (p < 0.1) return '<0.1%';
  return p < 10 ? `${p.toFixed(1)}%` : `${Math.round(p)}%`;
}
