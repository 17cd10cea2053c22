/**
 * The page views read of `mode: health`: the views list, most viewed first, 250 rows a request
 * within the plan, summed per page by the path rules every report uses. Human views only: the
 * report ranks by readers reached, and AI bot traffic reaches none.
 */
import { normalizePagePath } from '../../util/page-path.js';
import type { RequestBudget, ViewsPage } from '../../platform/index.js';
import { windowQuery } from '../../inputs/window.js';
import type { ModeContext } from '../types.js';
import type { HealthInputs } from './inputs.js';
import type { ReadOutcome } from './model.js';
import { readSite } from './site-read.js';

/** Rows per views request: the contract's largest page. */
export const VIEWS_PAGE_SIZE = 250;

/** Reads human views per page. Never throws for a bad reply. */
export async function readSiteViews(
  ctx: ModeContext<HealthInputs>,
  budget: RequestBudget,
  allowance: number,
): Promise<ReadOutcome<ReadonlyMap<string, number>>> {
  const { inputs } = ctx;
  const views = new Map<string, number>();
  // Raw paths seen: a reply that repeats rows instead of moving on adds nothing twice.
  const seen = new Set<string>();
  const note = await readSite<ViewsPage>(ctx, {
    read: 'views',
    budget,
    allowance,
    paging: { kind: 'offset', size: VIEWS_PAGE_SIZE },
    fetch: (client, _cursor, at) =>
      client.listViews(inputs.projectId, {
        ...windowQuery(inputs),
        limit: VIEWS_PAGE_SIZE,
        offset: at.offset,
      }),
    absorb: (page) => {
      let fresh = 0;
      for (const row of page.views) {
        if (seen.has(row.path)) continue;
        seen.add(row.path);
        fresh++;
        const path = normalizePagePath(row.path);
        views.set(path, (views.get(path) ?? 0) + row.human);
      }
      return { rows: page.views.length, fresh, more: page.hasMore };
    },
    rows: () => seen.size,
    unit: ['page', 'pages'],
  });
  return { data: views, note };
}
