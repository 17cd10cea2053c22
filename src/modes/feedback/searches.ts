/**
 * The search-terms read of `mode: feedback`: the terms readers typed, most searched first, read
 * 100 at a time within the planned allowance (at most 3 requests), and only until every changed
 * page has its top terms and the job summary its "Searched, nothing clicked" rows. Terms are
 * matched to pages by their most-clicked result, with the same path rules as the feedback.
 */
import { normalizePagePath } from '../../util/page-path.js';
import { addRemoved, scrubReaderText } from '../../util/reader-text.js';
import type { SearchTerm, SearchesPage } from '../../platform/index.js';
import { ListCollector, listRead, type Analytics } from '../shared/analytics.js';
import { readInto } from '../shared/list-read.js';
import { SEARCHES_LIST } from '../shared/lists.js';
import {
  GAP_ROWS,
  SIGNAL_VOICE,
  TERMS_PER_PAGE,
  type SearchTermStats,
  type SearchesRead,
  type SignalReadPlan,
} from './model.js';

/**
 * A click-through rate as a fraction 0–1. The contract says "rate" without a scale: values up
 * to 1 are taken as fractions, larger ones as percentages (capped at 100%).
 */
export function ctrFraction(ctr: number): number {
  return ctr <= 1 ? ctr : Math.min(ctr, 100) / 100;
}

/** Collects the top terms of each wanted page and the most searched terms nobody clicked. */
export class SearchTermsCollector extends ListCollector {
  /** Top terms per wanted page, most searched first. */
  readonly byPage = new Map<string, SearchTermStats[]>();
  /** Terms with a click-through of 0, most searched first. */
  readonly gaps: SearchTermStats[] = [];
  /** Search events in the window (from the last page read). */
  totalSearches: number | null = null;
  /** Credentials removed from the terms kept, by kind. */
  readonly removed: Record<string, number> = {};

  /** Whether every wanted page has its top terms and the gaps table is full. */
  get enough(): boolean {
    if (this.gaps.length < GAP_ROWS) return false;
    for (const page of this.targets) {
      if ((this.byPage.get(page)?.length ?? 0) < TERMS_PER_PAGE) return false;
    }
    return true;
  }

  /** Adds one page; returns how many of its terms were new. */
  add(page: SearchesPage): number {
    this.totalSearches = page.totalSearches;
    const fresh = this.fresh(page.searches, (row) => row.searchQuery);
    for (const row of fresh) this.take(row);
    return fresh.length;
  }

  private take(row: SearchTerm): void {
    const ctr = ctrFraction(row.ctr);
    if (ctr === 0) {
      if (this.gaps.length < GAP_ROWS) this.gaps.push(this.stats(row, ctr));
      return;
    }
    if (row.topClickedPage === null) return;
    const page = normalizePagePath(row.topClickedPage);
    if (!this.targets.has(page)) return;
    const list = this.byPage.get(page) ?? [];
    if (list.length < TERMS_PER_PAGE) list.push(this.stats(row, ctr));
    this.byPage.set(page, list);
  }

  /** A term as the report keeps it: what readers typed, credentials removed. */
  private stats(row: SearchTerm, ctr: number): SearchTermStats {
    const { text, removed } = scrubReaderText(row.searchQuery);
    addRemoved(this.removed, removed);
    return { term: text, hits: row.hits, ctr, lastSearchedAt: row.lastSearchedAt };
  }
}

/** Reads the search terms of the feedback's window. Never throws for a bad reply. */
export async function readSearches(
  analytics: Analytics,
  options: SignalReadPlan,
): Promise<SearchesRead> {
  const { read, kept } = await readInto(
    analytics,
    {
      list: SEARCHES_LIST,
      name: 'Search terms',
      voice: SIGNAL_VOICE,
      allowance: options.allowance,
    },
    SearchTermsCollector,
    options.prPages,
  );
  const { totalSearches, byPage, gaps, removed } = kept;
  return {
    ...listRead(read),
    termsRead: read.rows,
    totalSearches,
    byPage,
    gaps,
    removed,
  };
}
