/**
 * The search-terms read of `mode: health`: the terms readers typed, most searched first, 100 a
 * request within the plan; kept are those whose results nobody clicked (a click-through of 0),
 * the gaps a page may be expected to fill.
 */
import type { Analytics } from '../shared/analytics.js';
import { readerKey, type ReadOutcome, type ZeroClickTerm } from './model.js';
import { readSite } from './site-read.js';
import { SEARCHES_LIST } from '../shared/lists.js';

/** Reads the terms searched without a click. Never throws for a bad reply. */
export async function readSiteSearches(
  analytics: Analytics,
  allowance: number,
): Promise<ReadOutcome<readonly ZeroClickTerm[]>> {
  const terms: ZeroClickTerm[] = [];
  const note = await readSite(analytics, {
    read: 'searches',
    allowance,
    list: SEARCHES_LIST,
    key: (row) => readerKey(row.searchQuery),
    take: (row) => {
      if (row.ctr === 0 && row.hits > 0) terms.push({ term: row.searchQuery, hits: row.hits });
    },
  });
  return { data: note.stop === 'failed' ? [] : terms, note };
}
