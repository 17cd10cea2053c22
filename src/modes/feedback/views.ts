/**
 * The page views read of `mode: feedback`: its share of the analytics budget is planned before the
 * feedback read (src/modes/feedback/plan.ts, so it can never starve it); it reads the views list
 * 250 rows at a time only until every page the PR changes has been found. A bad reply (an error status, a list that never
 * ends or makes no progress) never fails the report: a warning, and a report without views.
 */
import { normalizePagePath } from '../../util/page-path.js';
import { plural } from '../../util/format.js';
import type { PathViews, ViewsPage } from '../../platform/index.js';
import { ListCollector, listRead, type Analytics } from '../shared/analytics.js';
import { readList } from '../shared/list-read.js';
import { VIEWS_LIST } from '../shared/lists.js';
import { SIGNAL_VOICE, type PageViewStats, type SignalReadPlan, type ViewsRead } from './model.js';

/**
 * Sums view rows into pages by the same path rules as the feedback (docs-root already stripped
 * from the PR's files; `.mdx`, `index`, trailing slashes and full URLs folded by
 * normalizePagePath) and tracks which of the wanted pages have turned up.
 */
export class PageViewsCollector extends ListCollector {
  /** Every page read, by normalized path. */
  readonly pages = new Map<string, PageViewStats>();
  private readonly found = new Set<string>();

  /** Distinct pages to find. */
  get wanted(): number {
    return this.targets.size;
  }

  /** Whether every wanted page has been found (true at once when none is wanted). */
  get complete(): boolean {
    return this.found.size >= this.targets.size;
  }

  /** Adds one page of rows; returns how many of them were new (not seen on an earlier page). */
  add(rows: readonly PathViews[]): number {
    // By raw path: a reply that repeats rows instead of moving on adds nothing twice.
    const fresh = this.fresh(rows, (row) => row.path);
    for (const row of fresh) {
      const page = normalizePagePath(row.path);
      const stats = this.pages.get(page) ?? { page, human: 0, ai: 0, total: 0 };
      this.pages.set(page, stats);
      stats.human += row.human;
      stats.ai += row.ai;
      stats.total += row.total;
      if (this.targets.has(page)) this.found.add(page);
    }
    return fresh.length;
  }
}

/** What {@link readPageViews} needs besides the mode's context. */
export interface PageViewsReadOptions extends SignalReadPlan {
  /** `max-pages`, which the warning of a read left no request names. */
  readonly maxPages: number;
}

/**
 * Reads the views list page by page (`limit=250`, `offset` += 250) until every PR page is found,
 * the list ends, or the allowance or budget is spent. Outside pull requests one page is enough
 * for the most read pages. Never throws for a bad reply; only cancellation propagates.
 */
export async function readPageViews(
  analytics: Analytics,
  options: PageViewsReadOptions,
): Promise<ViewsRead> {
  const { budget } = analytics;
  const { allowance } = options;
  const collector = new PageViewsCollector(options.prPages);
  let totals: ViewsRead['totals'] = null;
  const read = await readList<ViewsPage>(analytics, {
    list: VIEWS_LIST,
    name: 'Page views',
    voice: SIGNAL_VOICE,
    allowance,
    absorb: (page) => {
      totals = page.totals;
      return collector.add(page.views);
    },
    enough: () => collector.complete,
    rows: () => collector.rows,
    short: `the analytics budget planned for them (${plural(allowance, 'request')}) ran out before every changed page was found`,
    skipped:
      allowance > 0
        ? undefined
        : `\`max-pages: ${options.maxPages}\` keeps the whole analytics budget (${budget.limit} requests per hour) for the feedback read`,
    // hasMore, yet nothing new: following it would loop until the allowance is spent.
    stuck: (_reason, at, tally) =>
      `the views list made no progress: page ${at.number} (offset ${at.offset}) says more pages follow but brings ${tally.rows === 0 ? 'no rows' : 'only rows already read'}.`,
  });
  // Nothing of a failed read is shown.
  const failed = read.stop === 'failed';
  return {
    ...listRead(read),
    wanted: collector.wanted,
    budgetLimit: budget.limit,
    rowsRead: read.rows,
    totals: failed ? null : totals,
    pages: failed ? new Map() : collector.pages,
    budgetUsed: budget.used,
  };
}
