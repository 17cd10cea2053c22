/**
 * The page views read of `mode: health`: the views list, most viewed first, 250 rows a request
 * within the plan, summed per page by the path rules every report uses. Human views only: the
 * report ranks by readers reached, and AI bot traffic reaches none.
 */
import type { Analytics } from '../shared/analytics.js';
import type { ReadOutcome } from './model.js';
import { readSite } from './site-read.js';
import { VIEWS_LIST } from '../shared/lists.js';
import { PageViewsCollector } from '../shared/page-views.js';

/** Reads human views per page. Never throws for a bad reply. */
export async function readSiteViews(
  analytics: Analytics,
  allowance: number,
): Promise<ReadOutcome<ReadonlyMap<string, number>>> {
  const views = new PageViewsCollector();
  const note = await readSite(analytics, {
    read: 'views',
    allowance,
    list: VIEWS_LIST,
    // By raw path: a reply that repeats rows instead of moving on adds nothing twice.
    key: (row) => row.path,
    take: (row) => views.take(row),
  });
  return { data: new Map([...views.pages].map(([page, v]) => [page, v.human])), note };
}
