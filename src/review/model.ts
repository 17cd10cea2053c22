/**
 * What the PR reviews (the API review and the removed-page and structure review) share: the
 * readers of a page as every review counts them, the order their rows take, and the pages an
 * operation has. Pure data and pure functions: at run time it imports nothing.
 */
import type { ReadStop } from '../platform/paged-read.js';
import type { ApiOperationReport } from '../api-spec/changes.js';
import type { GoneReport, RedirectState } from '../site-config/gone-pages.js';
import type { PageViewStats } from '../modes/shared/page-views.js';

/** The page views a review shows beside its rows: how the read went and every page read. */
export interface PageReaders {
  /** How the views read ended (`cut`: pages exist that were not read). */
  readonly stop: ReadStop;
  /** Every page read, by normalized path; empty when the read failed. */
  readonly pages: ReadonlyMap<string, PageViewStats>;
}

/** Whether a read has something to show (it was made, at least in part, and did not fail). */
export function usable<T extends { stop: ReadStop }>(read: T | undefined): read is T {
  return read !== undefined && read.stop !== 'failed' && read.stop !== 'skipped';
}

/** The pages of `op` that have a path. */
export function linkedPages(op: ApiOperationReport): string[] {
  return op.pages.flatMap((p) => (p.page === undefined ? [] : [p.page]));
}

/** Views of an operation's pages in the window (summed), or undefined when none was read. */
export function operationViews(
  op: ApiOperationReport,
  views: PageReaders | undefined,
): PageViewStats | undefined {
  let out: PageViewStats | undefined;
  for (const page of linkedPages(op)) {
    const v = views?.pages.get(page);
    if (!v) continue;
    out ??= { page, human: 0, ai: 0, total: 0 };
    out.human += v.human;
    out.ai += v.ai;
    out.total += v.total;
  }
  return out;
}

const ORDER: Readonly<Record<RedirectState['kind'], number>> = {
  missing: 0,
  unknown: 1,
  covered: 2,
};

/** Pages without a redirect first, then unknown, then covered; each by readers, then path. */
export function orderGone(
  pages: readonly GoneReport[],
  views: PageReaders | undefined,
): GoneReport[] {
  const readers = (page: string) => views?.pages.get(page)?.total ?? 0;
  return [...pages].sort(
    (a, b) =>
      ORDER[a.redirect.kind] - ORDER[b.redirect.kind] ||
      readers(b.page) - readers(a.page) ||
      (a.page < b.page ? -1 : a.page > b.page ? 1 : 0),
  );
}
