/**
 * The analytics budget plan of `mode: health`, made before any read. The platform allows 100
 * analytics requests per organization per hour, shared with every other workflow (the PR feedback
 * reports among them), so the weekly report takes a small, fixed share: each read has a cap, and
 * the reads are served in the order the ranking needs them (views and votes first: without them
 * nothing ranks). What a read did not get is said in the report.
 */
import { HEALTH_READS, type HealthRead } from './model.js';
import { READ_NAMES } from './notes-report.js';

/**
 * Most requests each read may make: views 4 × 250 (the 1,000 most read pages: a page further
 * down is read too little to lead the list); votes 1 (feedback by page has no paging: one reply
 * of the 100 pages with the most feedback); assistant 2 × 1,000 conversations; searches 3 × 100
 * terms (most searched first); comments 3 × 100 feedback entries (newest first), only when a
 * listed page has a not-helpful vote.
 */
export const HEALTH_CAPS: Readonly<Record<HealthRead, number>> = {
  views: 4,
  votes: 1,
  assistant: 2,
  searches: 3,
  comments: 3,
};

/** Requests each read may make. */
export type HealthPlan = Readonly<Record<HealthRead, number>>;

/**
 * Gives each read its cap, in {@link HEALTH_READS} order, while `budgetRemaining` lasts: a read
 * later in the order gets what is left, down to nothing.
 */
export function planHealth(budgetRemaining: number): HealthPlan {
  let left = Math.max(0, budgetRemaining);
  const plan: Record<HealthRead, number> = {
    views: 0,
    votes: 0,
    assistant: 0,
    searches: 0,
    comments: 0,
  };
  for (const read of HEALTH_READS) {
    plan[read] = Math.min(HEALTH_CAPS[read], left);
    left -= plan[read];
  }
  return plan;
}

/** The plan in one log line. */
export function describePlan(plan: HealthPlan, limit: number): string {
  const parts = HEALTH_READS.map((read) => `${plan[read]} for ${READ_NAMES[read]}`);
  return `Analytics budget (${limit} requests per hour, shared by the organization): up to ${parts.join(', ')}.`;
}
