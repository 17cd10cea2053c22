/**
 * The page views read of `mode: health`: the views list, most viewed first, 250 rows a request
 * within the plan, summed per page by the path rules every report uses. Human views only: the
 * report ranks by readers reached, and AI bot traffic reaches none.
 */
import { normalizePagePath } from '../../util/page-path.js';
import type { ViewsPage } from '../../platform/index.js';
import { ListCollector, PAGE_SIZES, type Analytics } from '../shared/analytics.js';
import type { ReadOutcome } from './model.js';
import { readSite } from './site-read.js';

/** Reads human views per page. Never throws for a bad reply. */
export async function readSiteViews(
  analytics: Analytics,
  allowance: number,
): Promise<ReadOutcome<ReadonlyMap<string, number>>> {
  const views = new Map<string, number>();
  const taken = new ListCollector();
  const note = await readSite<ViewsPage>(analytics, {
    read: 'views',
    allowance,
    pageSize: PAGE_SIZES.views,
    paging: 'offset',
    fetch: (client, query, at) =>
      client.listViews(analytics.projectId, { ...query, offset: at.offset }),
    absorb: (page) => {
      // By raw path: a reply that repeats rows instead of moving on adds nothing twice.
      const fresh = taken.fresh(page.views, (row) => row.path);
      for (const row of fresh) {
        const path = normalizePagePath(row.path);
        views.set(path, (views.get(path) ?? 0) + row.human);
      }
      return { rows: page.views.length, fresh: fresh.length, more: page.hasMore };
    },
    rows: () => taken.rows,
    unit: ['page', 'pages'],
  });
  return { data: views, note };
}
