/**
 * A count of the analytics requests this run has made, so the feedback mode can stop before the
 * platform's hourly limit instead of running into it.
 */

/**
 * Requests this run may still make within a rolling window (by default 100 per hour, the
 * platform's analytics limit per organization). Each HTTP attempt takes one unit, retries
 * included.
 *
 * It only counts this run's own requests: the organization may have spent part of its hourly
 * allowance elsewhere (other runs, other tools), so a 429 can still happen and still ends in a
 * `PlatformError` with status 429.
 */
export class RequestBudget {
  /** Requests allowed per window. */
  readonly limit: number;
  /** Length of the rolling window, ms. */
  readonly windowMs: number;
  /** Clock; injectable for tests. */
  private readonly now: () => number;
  /** Times of the requests still inside the window, oldest first (never more than `limit`). */
  private readonly taken: number[] = [];

  /**
   * @param limit Requests allowed per window (default 100).
   * @param windowMs Length of the rolling window in ms (default one hour).
   * @param now Clock, for tests (default `Date.now`).
   */
  constructor(limit = 100, windowMs = 3_600_000, now: () => number = Date.now) {
    if (!Number.isInteger(limit) || limit < 0) {
      throw new RangeError(`RequestBudget limit must be a whole number ≥ 0, got ${limit}`);
    }
    if (!(windowMs > 0)) {
      throw new RangeError(`RequestBudget windowMs must be > 0, got ${windowMs}`);
    }
    this.limit = limit;
    this.windowMs = windowMs;
    this.now = now;
  }

  /** Requests made within the current window. */
  get used(): number {
    this.expire();
    return this.taken.length;
  }

  /** Requests still allowed within the current window. */
  get remaining(): number {
    return this.limit - this.used;
  }

  /** Takes one unit if any is left; false (and nothing taken) when the budget is spent. */
  tryTake(): boolean {
    this.expire();
    if (this.taken.length >= this.limit) return false;
    this.taken.push(this.now());
    return true;
  }

  /** Forgets requests older than the window. */
  private expire(): void {
    const cutoff = this.now() - this.windowMs;
    while (this.taken.length > 0 && (this.taken[0] ?? Infinity) <= cutoff) this.taken.shift();
  }
}
