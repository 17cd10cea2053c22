/**
 * The analytics budget plan of `mode: feedback`, made before the feedback read: `max-pages` is
 * set aside for the feedback first, and the reads that follow it (page views, search terms,
 * assistant conversations) share what is left. They take turns, one request each per round, so
 * when little is left every read still gets its first page before any gets a second.
 */
import { ASSISTANT_MAX_PAGES, SEARCHES_MAX_PAGES, VIEWS_MAX_PAGES } from './model.js';

/** The reads after the feedback, in the order they take turns. */
const SIGNAL_READS = ['views', 'searches', 'assistant'] as const;

/** Requests each read after the feedback may make. */
export type AnalyticsPlan = Readonly<Record<(typeof SIGNAL_READS)[number], number>>;

/** Which reads follow the feedback read (a read not wanted gets 0). */
export type PlannedReads = Readonly<Record<keyof AnalyticsPlan, boolean>>;

/** Most requests of each read. */
const CAPS: AnalyticsPlan = {
  views: VIEWS_MAX_PAGES,
  searches: SEARCHES_MAX_PAGES,
  assistant: ASSISTANT_MAX_PAGES,
};

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
  const plan = { views: 0, searches: 0, assistant: 0 };
  let left = Math.max(0, budgetRemaining - maxPages);
  const open = (k: keyof AnalyticsPlan): boolean => wanted[k] && plan[k] < CAPS[k];
  while (left > 0 && SIGNAL_READS.some(open)) {
    for (const k of SIGNAL_READS) {
      if (left > 0 && open(k)) {
        plan[k]++;
        left--;
      }
    }
  }
  return plan;
}
