/**
 * The page views read of `mode: health`: the views list, most viewed first, 250 rows a request
 * within the plan, summed per page by the path rules every report uses. Human views only: the
 * report ranks by readers reached, and AI bot traffic reaches none.
 */
import { normalizePagePath } from '../../util/page-path.js';
import type { Analytics } from '../shared/analytics.js';
import type { ReadOutcome } from './model.js';
import { readSite } from './site-read.js';
import { VIEWS_LIST } from '../shared/lists.js';

/** Reads human views per page. Never throws for a bad reply. */
export async function readSiteViews(
  analytics: Analytics,
  allowance: number,
): Promise<ReadOutcome<ReadonlyMap<string, number>>> {
  const views = new Map<string, number>();
  const note = await readSite(analytics, {
    read: 'views',
    allowance,
    list: VIEWS_LIST,
    // By raw path: a reply that repeats rows instead of moving on adds nothing twice.
    key: (row) => row.path,
    take: (row) => {
      const path = normalizePagePath(row.path);
      views.set(path, (views.get(path) ?? 0) + row.human);
    },
  });
  return { data: views, note };
}
