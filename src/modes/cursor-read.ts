/**
 * The read loop of the cursor-paged analytics lists that follow the feedback read (search terms,
 * assistant conversations): page after page within a planned allowance and the run's budget,
 * stopping as soon as the report has what it needs. A bad reply (an error status, a cursor that
 * comes back, a page with nothing new) never fails the step: the read ends `failed` with a reason,
 * and the caller drops that signal from the report with a warning.
 */
import {
  BudgetExhaustedError,
  PlatformError,
  PlatformTimeoutError,
  type PlatformClient,
  type RequestBudget,
} from '../platform/index.js';
import type { SignalStop } from '../report/reader-signals.js';
import { closePlatformClient, createPlatformClient } from './platform-client.js';
import type { ModeContext } from './types.js';

/** What one page brought, as the loop needs it. */
export interface PageTally {
  /** Rows the page held. */
  readonly rows: number;
  /** Rows not seen on an earlier page. */
  readonly fresh: number;
  /** Cursor of the next page; null at the end of the list. */
  readonly nextCursor: string | null;
}

/** What {@link readCursorList} needs. */
export interface CursorReadOptions<P> {
  /** The run's analytics budget, shared with the feedback read. */
  readonly budget: RequestBudget;
  /** Requests the plan allows this read. */
  readonly allowance: number;
  /** Asks for one page (`cursor` undefined for the first). */
  readonly fetch: (client: PlatformClient, cursor: string | undefined) => Promise<P>;
  /** Takes a page in; says what it brought. */
  readonly absorb: (page: P) => PageTally;
  /** Whether the report has all it needs, so the rest of the list can stay unread. */
  readonly enough: () => boolean;
}

/** How the read went. */
export interface CursorReadResult {
  /** Why it ended. */
  readonly stop: SignalStop;
  /** Requests that returned a page. */
  readonly requests: number;
  /** For `failed`: what went wrong (the client's messages are already scrubbed of secrets). */
  readonly error?: string;
}

/**
 * Follows `nextCursor` until the list ends, {@link CursorReadOptions.enough} says so, or the
 * allowance or budget is spent. Never throws for a bad reply; only cancellation propagates.
 */
export async function readCursorList<P>(
  ctx: ModeContext,
  options: CursorReadOptions<P>,
): Promise<CursorReadResult> {
  const { budget, allowance } = options;
  if (allowance <= 0) return { stop: 'skipped', requests: 0 };
  const client = createPlatformClient(ctx, budget);
  let requests = 0;
  // Cursors already followed: the service handing one back again would loop to the allowance.
  const followed = new Set<string>();
  let cursor: string | undefined;
  try {
    for (;;) {
      if (requests >= allowance || budget.remaining <= 0) {
        return { stop: requests === 0 ? 'skipped' : 'cut', requests };
      }
      const page = await options.fetch(client, cursor);
      requests++;
      const tally = options.absorb(page);
      const next = tally.nextCursor;
      if (options.enough()) return { stop: next ? 'found' : 'complete', requests };
      if (!next) return { stop: 'complete', requests };
      if (next === cursor || followed.has(next)) {
        return failed(`page ${requests} hands back a cursor already followed`);
      }
      if (tally.fresh === 0) {
        return failed(
          `page ${requests} says more follow but brings ${tally.rows === 0 ? 'no rows' : 'only rows already read'}`,
        );
      }
      if (cursor) followed.add(cursor);
      cursor = next;
    }
  } catch (err) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    if (err instanceof BudgetExhaustedError) {
      return { stop: requests === 0 ? 'skipped' : 'cut', requests };
    }
    if (err instanceof PlatformError || err instanceof PlatformTimeoutError) {
      return { stop: 'failed', requests, error: err.message };
    }
    throw err;
  } finally {
    await closePlatformClient(client, ctx.signal);
  }

  function failed(why: string): CursorReadResult {
    return {
      stop: 'failed',
      requests,
      error: `the list never ends: ${why}, so reading on would only repeat it.`,
    };
  }
}
