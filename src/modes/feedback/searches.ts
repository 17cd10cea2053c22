/**
 * The search-terms read of `mode: feedback`: the terms readers typed, most searched first, read
 * 100 at a time within the planned allowance (at most 3 requests), and only until every changed
 * page has its top terms and the job summary its "Searched, nothing clicked" rows. Terms are
 * matched to pages by their most-clicked result, with the same path rules as the feedback.
 */
import * as core from '../../log.js';
import { normalizePagePath } from '../../util/page-path.js';
import { addRemoved, scrubReaderText } from '../../util/reader-text.js';
import type { SearchTerm, SearchesPage } from '../../platform/index.js';
import {
  cursorTally,
  listRead,
  PAGE_SIZES,
  pageQuery,
  readSignalList,
  type Analytics,
} from '../shared/analytics.js';
import {
  GAP_ROWS,
  TERMS_PER_PAGE,
  type SearchTermStats,
  type SearchesRead,
  type SignalReadPlan,
} from './model.js';

/** Rows per request: the contract's largest page. */
const SEARCHES_PAGE_SIZE = PAGE_SIZES.searches;

/**
 * A click-through rate as a fraction 0–1. The contract says "rate" without a scale: values up
 * to 1 are taken as fractions, larger ones as percentages (capped at 100%).
 */
export function ctrFraction(ctr: number): number {
  return ctr <= 1 ? ctr : Math.min(ctr, 100) / 100;
}

/** Collects the top terms of each wanted page and the most searched terms nobody clicked. */
export class SearchTermsCollector {
  /** Top terms per wanted page, most searched first. */
  readonly byPage = new Map<string, SearchTermStats[]>();
  /** Terms with a click-through of 0, most searched first. */
  readonly gaps: SearchTermStats[] = [];
  /** Distinct terms read. */
  terms = 0;
  /** Search events in the window (from the last page read). */
  totalSearches: number | null = null;
  /** Credentials removed from the terms kept, by kind. */
  readonly removed: Record<string, number> = {};
  private readonly targets: ReadonlySet<string>;
  private readonly seen = new Set<string>();

  /** @param wanted the PR's pages (normalized again here); empty outside pull requests */
  constructor(wanted: readonly string[]) {
    this.targets = new Set(wanted.map((p) => normalizePagePath(p)));
  }

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
    let fresh = 0;
    for (const row of page.searches) {
      if (this.seen.has(row.searchQuery)) continue;
      this.seen.add(row.searchQuery);
      fresh++;
      this.terms++;
      this.take(row);
    }
    return fresh;
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
  const collector = new SearchTermsCollector(options.prPages);
  const read = await readSignalList<SearchesPage>(analytics, {
    allowance: options.allowance,
    fetch: (client, cursor) =>
      client.listSearches(analytics.projectId, pageQuery(analytics, SEARCHES_PAGE_SIZE, cursor)),
    absorb: (page) => {
      const fresh = collector.add(page);
      core.info(
        `Read search terms page: ${page.searches.length} terms (${collector.terms} so far)${page.nextCursor ? '' : ', the last one'}.`,
      );
      return cursorTally(page.searches.length, fresh, page.nextCursor);
    },
    enough: () => collector.enough,
  });
  const failed = read.stop === 'failed';
  warn(read.stop, read.requests, collector.terms, options.allowance, read.error);
  return {
    ...listRead(read, SEARCHES_PAGE_SIZE, options.allowance),
    termsRead: failed ? 0 : collector.terms,
    totalSearches: failed ? null : collector.totalSearches,
    byPage: failed ? new Map() : collector.byPage,
    gaps: failed ? [] : collector.gaps,
    removed: failed ? {} : collector.removed,
  };
}

/** The step's word on a search read that is partial or missing. */
function warn(
  stop: SearchesRead['stop'],
  requests: number,
  terms: number,
  allowance: number,
  error: string | undefined,
): void {
  if (stop === 'failed') {
    core.warning(
      `Search terms could not be read, so the feedback report shows none: ${error ?? 'unknown error'}`,
    );
  } else if (stop === 'skipped') {
    core.warning(
      `Search terms were not read: the analytics budget left no request for them after the feedback read${allowance > 0 ? ' (its retries used the planned ones)' : ''}.`,
    );
  } else if (stop === 'cut') {
    // The plan's cap, not a fault: the report says which terms were read.
    core.info(
      `Search terms: stopped after ${requests} request${requests === 1 ? '' : 's'} (${terms} most searched terms read), the planned number; the report says so.`,
    );
  } else {
    core.info(`Read ${terms} search terms in ${requests} requests (${stop}).`);
  }
}
