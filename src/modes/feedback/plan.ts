/**
 * The analytics budget plan of `mode: feedback`, made before the feedback read: `max-pages` is
 * set aside for the feedback first, and the reads that follow it (page views, search terms,
 * assistant conversations) share what is left. They take turns, one request each per round, so
 * when little is left every read still gets its first page before any gets a second.
 */
import { ASSISTANT_MAX_PAGES, SEARCHES_MAX_PAGES, VIEWS_MAX_PAGES } from './model.js';

/** Requests each read after the feedback may make. */
export interface AnalyticsPlan {
  /** Page views requests. */
  readonly views: number;
  /** Search-term requests. */
  readonly searches: number;
  /** Assistant requests. */
  readonly assistant: number;
}

/** Which reads follow the feedback read (a read not wanted gets 0). */
export interface PlannedReads {
  readonly views: boolean;
  readonly searches: boolean;
  readonly assistant: boolean;
}

/**
 * Shares `budgetRemaining - maxPages` among the wanted reads, up to each one's cap
 * ({@link VIEWS_MAX_PAGES}, {@link SEARCHES_MAX_PAGES}, {@link ASSISTANT_MAX_PAGES}), one
 * request per read per round in the order views, searches, assistant.
 */
export function planAnalytics(
  budgetRemaining: number,
  maxPages: number,
  wanted: PlannedReads,
): AnalyticsPlan {
  const caps = {
    views: wanted.views ? VIEWS_MAX_PAGES : 0,
    searches: wanted.searches ? SEARCHES_MAX_PAGES : 0,
    assistant: wanted.assistant ? ASSISTANT_MAX_PAGES : 0,
  };
  const plan = { views: 0, searches: 0, assistant: 0 };
  let left = Math.max(0, budgetRemaining - maxPages);
  const order = ['views', 'searches', 'assistant'] as const;
  while (left > 0 && order.some((k) => plan[k] < caps[k])) {
    for (const k of order) {
      if (left > 0 && plan[k] < caps[k]) {
        plan[k]++;
        left--;
      }
    }
  }
  return plan;
}
