/**
 * The search-terms read of `mode: health`: the terms readers typed, most searched first, 100 a
 * request within the plan; kept are those whose results nobody clicked (a click-through of 0),
 * the gaps a page may be expected to fill.
 */
import type { RequestBudget, SearchesPage } from '../../platform/index.js';
import { windowQuery } from '../../inputs/window.js';
import type { ModeContext } from '../types.js';
import type { HealthInputs } from './inputs.js';
import { readerKey, type ReadOutcome, type ZeroClickTerm } from './model.js';
import { readSite } from './site-read.js';

/** Terms per request: the contract's largest page. */
export const SEARCHES_PAGE_SIZE = 100;

/** Reads the terms searched without a click. Never throws for a bad reply. */
export async function readSiteSearches(
  ctx: ModeContext<HealthInputs>,
  budget: RequestBudget,
  allowance: number,
): Promise<ReadOutcome<readonly ZeroClickTerm[]>> {
  const { inputs } = ctx;
  const terms: ZeroClickTerm[] = [];
  const seen = new Set<string>();
  const note = await readSite<SearchesPage>(ctx, {
    read: 'searches',
    budget,
    allowance,
    fetch: (client, cursor) =>
      client.listSearches(inputs.projectId, {
        ...windowQuery(inputs),
        limit: SEARCHES_PAGE_SIZE,
        ...(cursor ? { cursor } : {}),
      }),
    absorb: (page) => {
      let fresh = 0;
      for (const row of page.searches) {
        const key = readerKey(row.searchQuery);
        if (seen.has(key)) continue;
        seen.add(key);
        fresh++;
        if (row.ctr === 0 && row.hits > 0) terms.push({ term: row.searchQuery, hits: row.hits });
      }
      return {
        rows: page.searches.length,
        fresh,
        more: page.nextCursor !== null,
        nextCursor: page.nextCursor,
      };
    },
    rows: () => seen.size,
    unit: ['term', 'terms'],
  });
  return { data: note.stop === 'failed' ? [] : terms, note };
}
