/**
 * The page views read of `mode: health`: the views list, most viewed first, 250 rows a request
 * within the plan, summed per page by the path rules every report uses. Human views only: the
 * report ranks by readers reached, and AI bot traffic reaches none.
 */
import { normalizePagePath } from '../../util/page-path.js';
import type { ViewsPage } from '../../platform/index.js';
import { freshOf, PAGE_SIZES, type Analytics } from '../shared/analytics.js';
import type { ReadOutcome } from './model.js';
import { readSite } from './site-read.js';

/** Reads human views per page. Never throws for a bad reply. */
export async function readSiteViews(
  analytics: Analytics,
  allowance: number,
): Promise<ReadOutcome<ReadonlyMap<string, number>>> {
  const views = new Map<string, number>();
  // Raw paths seen: a reply that repeats rows instead of moving on adds nothing twice.
  const seen = new Set<string>();
  const note = await readSite<ViewsPage>(analytics, {
    read: 'views',
    allowance,
    paging: { kind: 'offset', size: PAGE_SIZES.views },
    fetch: (client, _cursor, at) =>
      client.listViews(analytics.projectId, {
        ...analytics.window,
        limit: PAGE_SIZES.views,
        offset: at.offset,
      }),
    absorb: (page) => {
      const fresh = freshOf(seen, page.views, (row) => row.path);
      for (const row of fresh) {
        const path = normalizePagePath(row.path);
        views.set(path, (views.get(path) ?? 0) + row.human);
      }
      return { rows: page.views.length, fresh: fresh.length, more: page.hasMore };
    },
    rows: () => seen.size,
    unit: ['page', 'pages'],
  });
  return { data: views, note };
}
