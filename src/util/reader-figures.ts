/**
 * What each reader figure of a page means, once, for every mode that shows one (feedback's PR
 * comment and summary, health's issue, the PR reviews), so the same page in the same window
 * gives the same numbers everywhere:
 *
 * - **Unanswered questions**: assistant conversations marked unanswered that started on the page
 *   or cite it as a source, each conversation once per page ({@link conversationPages}).
 * - **Views**: human views unless a figure says otherwise; AI views (agents and crawlers) and all
 *   views are always labelled as such ({@link VIEW_LABEL}).
 * - **Helpful share**: helpful votes among the helpful and not-helpful votes read; no share
 *   without a vote ({@link helpfulShare}).
 *
 * Bottom layer: pure, structural types only.
 */
import { normalizePagePath } from './page-path.js';

/** What a conversation says of where it happened (structurally the platform's conversation). */
export interface ConversationPlaces {
  readonly pageUrl?: string | null;
  readonly sources: readonly { readonly url?: string | null }[];
}

/** The pages a conversation counts for: the one it started on and every one it cites, once each. */
export function conversationPages(c: ConversationPlaces): Set<string> {
  const pages = new Set<string>();
  for (const url of [c.pageUrl, ...c.sources.map((s) => s.url)]) {
    if (url) pages.add(normalizePagePath(url));
  }
  return pages;
}

/** Which views a figure counts. */
export type ViewKind = 'human' | 'ai' | 'all';

/** How each kind of views is named wherever a figure shows it. */
export const VIEW_LABEL: Readonly<Record<ViewKind, string>> = {
  human: 'human views',
  ai: 'AI views',
  all: 'views (human and AI)',
};

/** A page's views of one kind. */
export function viewsOf(
  counts: { readonly human: number; readonly ai: number; readonly total: number },
  kind: ViewKind,
): number {
  return kind === 'human' ? counts.human : kind === 'ai' ? counts.ai : counts.total;
}

/** Helpful votes among the helpful and not-helpful votes, 0 to 1; undefined without a vote. */
export function helpfulShare(helpful: number, notHelpful: number): number | undefined {
  const votes = helpful + notHelpful;
  return votes > 0 ? helpful / votes : undefined;
}

/** The helpful share as every report writes it (`75%`), or undefined without a vote. */
export function helpfulPercent(helpful: number, notHelpful: number): string | undefined {
  const share = helpfulShare(helpful, notHelpful);
  return share === undefined ? undefined : `${Math.round(100 * share)}%`;
}
