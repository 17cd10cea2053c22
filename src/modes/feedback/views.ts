/**
 * The page views read of `mode: feedback`: its share of the analytics budget is planned before the
 * feedback read (src/modes/feedback/plan.ts, so it can never starve it); it reads the views list
 * 250 rows at a time only until every page the PR changes has been found. A bad reply (an error status, a list that never
 * ends or makes no progress) never fails the report: a warning, and a report without views.
 */
import { plural } from '../../util/format.js';
import type { ViewsPage } from '../../platform/index.js';
import { listRead, type Analytics } from '../shared/analytics.js';
import { readList } from '../shared/list-read.js';
import { VIEWS_LIST } from '../shared/lists.js';
import { PageViewsCollector } from '../shared/page-views.js';
import { SIGNAL_VOICE, type SignalReadPlan, type ViewsRead } from './model.js';

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
