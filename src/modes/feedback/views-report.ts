/**
 * Page views beside reader feedback: the views columns of the changed-pages table, the job
 * summary's "Most read pages" table with its flag line, and the notes that say how the views were
 * read. Pure: data in, markdown out. Page paths come from the platform (untrusted) and go
 * through src/util/sanitize.ts.
 */
import { inlineCode, tableCell } from '../../util/sanitize.js';
import { formatCount, plural } from '../../util/format.js';
import type { ReadStop } from '../../platform/paged-read.js';
import { hasViewColumns, readNote } from './common-report.js';
import {
  FLAG_MAX_HELPFUL_RATE,
  FLAG_MIN_VOTES,
  MOST_READ_ROWS,
  type FeedbackAggregate,
  type PageStats,
  type PageViewStats,
  type ViewsRead,
} from './model.js';

/** Header cells the changed-pages table gains. */
export const VIEW_HEADERS = ['Human views', 'AI views', 'Share of views'] as const;

/**
 * The views cells of one changed page: human, AI, share of the site's total. A page the full
 * list does not hold has no views in the window; one not reached by a cut read says so.
 */
export function viewCells(views: ViewsRead, page: string): string[] {
  const stats = views.pages.get(page);
  if (stats)
    return [
      formatCount(stats.human),
      formatCount(stats.ai),
      share(stats.total, views.totals?.total ?? 0),
    ];
  if (views.stop === 'cut') {
    return [`not in the ${formatCount(views.rowsRead)} most viewed pages read`, '—', '—'];
  }
  return ['no views in the window', '—', '—'];
}

/** A note under the changed-pages table when the views are partial or missing; else empty. */
export function viewsNote(views: ViewsRead | undefined): string {
  if (!views) return '';
  return readNote(
    'Page views',
    views,
    () =>
      `${plural(views.requests, 'request')} of up to ${formatCount(views.pageSize)} pages each ` +
      `(${formatCount(views.rowsRead)} pages read) before every changed page was found. The ` +
      `views read may use ${plural(views.allowance, 'request')}: what \`max-pages\` leaves of the ` +
      `${formatCount(views.budgetLimit)} analytics requests per hour.`,
    `no analytics request was left for them. \`max-pages\` is set aside for the feedback read ` +
      `first, out of the ${formatCount(views.budgetLimit)} analytics requests per hour; lower it ` +
      `to leave room for views.`,
  );
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
  if (!hasViewColumns(views)) {
    out.push(viewsNote(views));
    return out.join('\n\n');
  }
  const top = topPages(views);
  if (top.length === 0) {
    out.push('No page has views in this period.');
    return out.join('\n\n');
  }
  const feedback = new Map<string, PageStats>();
  for (const p of aggregate.pagesByTotal) feedback.set(p.page, p);
  const total = views.totals?.total ?? 0;
  const rows = top.map((v) => {
    const f = feedback.get(v.page);
    return `| ${tableCell(v.page, 100)} | ${formatCount(v.total)} | ${formatCount(v.human)} | ${formatCount(v.ai)} | ${share(v.total, total)} | ${helpfulRate(f)} |`;
  });
  out.push(
    [
      '| Page | Views | Human | AI | Share of views | Helpful rate |',
      '|---|--:|--:|--:|--:|--:|',
      ...rows,
    ].join('\n'),
  );
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

/** The requests part of the views read, for the summary's "Analytics requests" line. */
export function viewsRequests(views: ViewsRead): string {
  const how: Record<ReadStop, string> = {
    complete: 'the whole list',
    found:
      views.wanted > 0
        ? 'stopped once every changed page was found'
        : 'one page is enough for the most read pages',
    cut: 'cut short before every changed page was found',
    skipped: 'no room left in the budget',
    failed: 'failed',
  };
  return (
    `${formatCount(views.requests)} for page views of up to ${formatCount(views.pageSize)} pages each ` +
    `(${how[views.stop]}; up to ${formatCount(views.allowance)} planned)`
  );
}

/** The most viewed pages read, most first (ties by path). */
function topPages(views: ViewsRead): PageViewStats[] {
  return [...views.pages.values()]
    .filter((v) => v.total > 0)
    .sort((a, b) => b.total - a.total || (a.page < b.page ? -1 : a.page > b.page ? 1 : 0))
    .slice(0, MOST_READ_ROWS);
}

function helpfulRate(f: PageStats | undefined): string {
  const votes = f ? f.positive + f.negative : 0;
  if (!f || votes === 0) return '—';
  return `${Math.round((100 * f.positive) / votes)}% of ${formatCount(votes)}`;
}

/** A share as a percentage: one decimal under 10%, `<0.1%` for a sliver. */
function share(part: number, whole: number): string {
  if (!(whole > 0)) return '—';
  const p = (100 * part) / whole;
  if (p === 0) return '0%';
  if (p < 0.1) return '<0.1%';
  return p < 10 ? `${p.toFixed(1)}%` : `${Math.round(p)}%`;
}
