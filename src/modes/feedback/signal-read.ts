/**
 * The read of a cursor-paged reader signal (search terms, assistant conversations): the shared
 * paged reader with cursor paging, the run's client and budget, and one wording for a list that
 * never ends.
 */
import type { PlatformClient, RequestBudget } from '../../platform/index.js';
import { readPaged, type PagedReadResult, type PageTally } from '../../platform/paged-read.js';
import { createPlatformClient } from '../shared/platform-client.js';
import type { ModeContext } from '../types.js';

/** What {@link readSignalList} needs. */
export interface SignalReadOptions<P> {
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

/**
 * Follows `nextCursor` until the list ends, `enough` says so, or the allowance or budget is
 * spent. Never throws for a bad reply; only cancellation propagates.
 */
export function readSignalList<P>(
  ctx: ModeContext,
  options: SignalReadOptions<P>,
): Promise<PagedReadResult> {
  return readPaged<P>({
    open: () => createPlatformClient(ctx, options.budget),
    signal: ctx.signal,
    budget: options.budget,
    allowance: options.allowance,
    paging: { kind: 'cursor' },
    fetch: (client, at) => options.fetch(client, at.cursor),
    absorb: (page) => options.absorb(page),
    enough: options.enough,
    stuck: (reason, at, tally) =>
      `the list never ends: page ${at.number} ${
        reason === 'repeated-cursor'
          ? 'hands back a cursor already followed'
          : `says more follow but brings ${tally.rows === 0 ? 'no rows' : 'only rows already read'}`
      }, so reading on would only repeat it.`,
  });
}
