/**
 * Page views summed per page, as every report counts them (`feedback`'s views table and most
 * read pages, `health`'s ranking): view rows folded into pages by the path rules every report
 * uses (util/page-path.ts: `.mdx`, `index`, trailing slashes and full URLs), with which of the
 * wanted pages have turned up.
 */
import type { PathViews, ViewCounts } from '../../platform/index.js';
import { normalizePagePath } from '../../util/page-path.js';
import { ListCollector } from './analytics.js';

/** Views of one page in the report window, summed over the rows that normalize to it. */
export interface PageViewStats extends ViewCounts {
  /** Normalized page path (see normalizePagePath). */
  readonly page: string;
}

/** Sums view rows into pages and tracks which of the wanted pages have turned up. */
export class PageViewsCollector extends ListCollector {
  /** Every page read, by normalized path. */
  readonly pages = new Map<string, PageViewStats>();
  private readonly found = new Set<string>();

  /** Distinct pages to find. */
  get wanted(): number {
    return this.targets.size;
  }

  /** Whether every wanted page has been found (true at once when none is wanted). */
  get complete(): boolean {
    return this.found.size >= this.targets.size;
  }

  /** Adds one page of rows; returns how many of them were new (not seen on an earlier page). */
  add(rows: readonly PathViews[]): number {
    // By raw path: a reply that repeats rows instead of moving on adds nothing twice.
    const fresh = this.fresh(rows, (row) => row.path);
    for (const row of fresh) this.take(row);
    return fresh.length;
  }

  /** Adds one row known to be new. */
  take(row: PathViews): void {
    const page = normalizePagePath(row.path);
    const stats = this.pages.get(page) ?? { page, human: 0, ai: 0, total: 0 };
    this.pages.set(page, stats);
    stats.human += row.human;
    stats.ai += row.ai;
    stats.total += row.total;
    if (this.targets.has(page)) this.found.add(page);
  }
}
