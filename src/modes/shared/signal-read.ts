/**
 * The read of an analytics list that is not the feedback itself (search terms, assistant
 * conversations, and for `health` page views and feedback by page): the shared paged reader
 * with cursor paging (or offset paging when asked), the run's client and budget, and one wording
 * for a list that never ends.
 */
import type { PlatformClient, RequestBudget } from '../../platform/index.js';
import {
  readPaged,
  type PageAt,
  type PagedReadResult,
  type PageTally,
  type Paging,
} from '../../platform/paged-read.js';
import { createPlatformClient } from './platform-client.js';
import type { ModeContext } from '../types.js';

/** What {@link readSignalList} needs. */
export interface SignalReadOptions<P> {
  /** The run's analytics budget, shared with the feedback read. */
  readonly budget: RequestBudget;
  /** Requests the plan allows this read. */
  readonly allowance: number;
  /** Asks for one page (`cursor` undefined for the first; `at.offset` for offset paging). */
  readonly fetch: (client: PlatformClient, cursor: string | undefined, at: PageAt) => Promise<P>;
  /** Takes a page in; says what it brought. */
  readonly absorb: (page: P) => PageTally;
  /** Whether the report has all it needs, so the rest of the list can stay unread. */
  readonly enough: () => boolean;
  /** How the list pages; by cursor unless given. */
  readonly paging?: Paging;
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
    paging: options.paging ?? { kind: 'cursor' },
    fetch: (client, at) => options.fetch(client, at.cursor, at),
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
