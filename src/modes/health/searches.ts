/**
 * The search-terms read of `mode: health`: the terms readers typed, most searched first, 100 a
 * request within the plan; kept are those whose results nobody clicked (a click-through of 0),
 * the gaps a page may be expected to fill.
 */
import type { SearchesPage } from '../../platform/index.js';
import { ListCollector, type Analytics } from '../shared/analytics.js';
import { readerKey, type ReadOutcome, type ZeroClickTerm } from './model.js';
import { readSite } from './site-read.js';
import { SEARCHES_LIST } from '../shared/lists.js';

/** Reads the terms searched without a click. Never throws for a bad reply. */
export async function readSiteSearches(
  analytics: Analytics,
  allowance: number,
): Promise<ReadOutcome<readonly ZeroClickTerm[]>> {
  const terms: ZeroClickTerm[] = [];
  const taken = new ListCollector();
  const note = await readSite<SearchesPage>(analytics, {
    read: 'searches',
    allowance,
    list: SEARCHES_LIST,
    absorb: (page) => {
      const fresh = taken.fresh(page.searches, (row) => readerKey(row.searchQuery));
      for (const row of fresh) {
        if (row.ctr === 0 && row.hits > 0) terms.push({ term: row.searchQuery, hits: row.hits });
      }
      return fresh.length;
    },
    rows: () => taken.rows,
  });
  return { data: note.stop === 'failed' ? [] : terms, note };
}
