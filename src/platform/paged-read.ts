/**
 * The one read loop of every paged analytics list (feedback, views, search terms, assistant
 * conversations): page after page within an allowance and the run's shared budget, until the list
 * ends, the caller has what it needs, or the service stops making progress. Offset and cursor
 * paging are two small strategies of the same loop. A bad reply never throws: the read ends
 * `failed` with a reason in the caller's words; only cancellation propagates.
 */
import { BudgetExhaustedError, PlatformError, PlatformTimeoutError } from './errors.js';
import type { PlatformClient } from './client.js';
import type { RequestBudget } from './budget.js';

/**
 * Why a paged read ended: the list ended (`complete`), the caller had what it needed (`found`),
 * the allowance or budget ran out after some pages (`cut`) or before any (`skipped`), or a reply
 * was bad (`failed`).
 */
export type ReadStop = 'complete' | 'found' | 'cut' | 'skipped' | 'failed';

/** Where one page starts. */
export interface PageAt {
  /** 1 for the first page. */
  readonly number: number;
  /** Rows before this page (offset paging). */
  readonly offset: number;
  /** The cursor to send (cursor paging); undefined for the first page. */
  readonly cursor: string | undefined;
}

/** What one page brought, as the loop needs it. */
export interface PageTally {
  /** Rows the page held. */
  readonly rows: number;
  /** Rows not seen on an earlier page. */
  readonly fresh: number;
  /** Whether the service says more follow. */
  readonly more: boolean;
  /** Cursor of the next page (cursor paging; null or absent at the end). */
  readonly nextCursor?: string | null;
}

/** How the read asks for the page after another: by offset (`size` rows a page) or by cursor. */
export type Paging =
  { readonly kind: 'offset'; readonly size: number } | { readonly kind: 'cursor' };

/** Why following a page would loop: a cursor handed back again, or a page with nothing new. */
export type StuckReason = 'repeated-cursor' | 'no-progress';

/** What {@link readPaged} needs. */
export interface PagedReadOptions<P> {
  /** The run's client (the caller opens and closes it once for every read). */
  readonly client: PlatformClient;
  /** Cancellation: an abort propagates as its reason. */
  readonly signal: AbortSignal;
  /** The run's analytics budget, shared by every read. */
  readonly budget: RequestBudget;
  /** Requests this read may make. */
  readonly allowance: number;
  readonly paging: Paging;
  /** Asks for one page. */
  readonly fetch: (client: PlatformClient, at: PageAt) => Promise<P>;
  /** Takes a page in; says what it brought. */
  readonly absorb: (page: P, at: PageAt) => PageTally | Promise<PageTally>;
  /** Whether the caller has all it needs, so the rest of the list can stay unread. */
  readonly enough?: () => boolean;
  /** The caller's words for a list that would loop (the `error` of a `failed` read). */
  readonly stuck: (reason: StuckReason, at: PageAt, tally: PageTally) => string;
}

/** How the read went. */
export interface PagedReadResult {
  readonly stop: ReadStop;
  /** Requests that returned a page. */
  readonly requests: number;
  /** For `cut` and `skipped`: which limit ended it. */
  readonly cutBy?: 'allowance' | 'budget';
  /** For `failed`: a list that would loop, an error reply, or a timeout. */
  readonly failure?: StuckReason | 'error' | 'timeout';
  /** For `failed`: what went wrong (the client's messages are already scrubbed of secrets). */
  readonly error?: string;
}

/**
 * Reads pages until the list ends, {@link PagedReadOptions.enough} says so, the allowance or budget
 * is spent, or a reply is bad. Never throws for a bad reply; only cancellation propagates.
 */
export async function readPaged<P>(options: PagedReadOptions<P>): Promise<PagedReadResult> {
  if (options.allowance <= 0) return { stop: 'skipped', requests: 0, cutBy: 'allowance' };
  const { client } = options;
  const state: LoopState = { requests: 0, at: { number: 1, offset: 0, cursor: undefined } };
  try {
    return await loop(client, options, state);
  } catch (err) {
    return settleError(err, options.signal, state.requests);
  }
}

interface LoopState {
  requests: number;
  at: PageAt;
}

async function loop<P>(
  client: PlatformClient,
  options: PagedReadOptions<P>,
  state: LoopState,
): Promise<PagedReadResult> {
  // Cursors already followed: the service handing one back again would loop to the allowance.
  const followed = new Set<string>();
  for (;;) {
    const limit = limitReached(options, state.requests);
    if (limit) return cut(limit, state.requests);
    const { at } = state;
    const page = await options.fetch(client, at);
    state.requests++;
    const tally = await options.absorb(page, at);
    const next = nextAt(options.paging, at, tally, followed);
    if (options.enough?.()) return { stop: next ? 'found' : 'complete', requests: state.requests };
    if (!next) return { stop: 'complete', requests: state.requests };
    if (next === 'repeated-cursor' || tally.fresh === 0) {
      const reason: StuckReason = next === 'repeated-cursor' ? next : 'no-progress';
      const error = options.stuck(reason, at, tally);
      return { stop: 'failed', requests: state.requests, failure: reason, error };
    }
    state.at = next;
  }
}

/** Which limit stops the next request, if any. */
function limitReached<P>(
  options: PagedReadOptions<P>,
  requests: number,
): 'allowance' | 'budget' | undefined {
  if (requests >= options.allowance) return 'allowance';
  if (options.budget.remaining <= 0) return 'budget';
  return undefined;
}

function cut(by: 'allowance' | 'budget', requests: number): PagedReadResult {
  return { stop: requests === 0 ? 'skipped' : 'cut', requests, cutBy: by };
}

/**
 * Where the page after `at` starts: undefined at the end of the list, `repeated-cursor` when the
 * service hands back a cursor already followed.
 */
function nextAt(
  paging: Paging,
  at: PageAt,
  tally: PageTally,
  followed: Set<string>,
): PageAt | 'repeated-cursor' | undefined {
  if (paging.kind === 'offset') {
    if (!tally.more) return undefined;
    return { number: at.number + 1, offset: at.offset + paging.size, cursor: undefined };
  }
  const cursor = tally.nextCursor;
  if (!tally.more || !cursor) return undefined;
  if (cursor === at.cursor || followed.has(cursor)) return 'repeated-cursor';
  if (at.cursor) followed.add(at.cursor);
  return { number: at.number + 1, offset: at.offset + tally.rows, cursor };
}

/** A thrown error as a read result; cancellation and bugs propagate. */
function settleError(err: unknown, signal: AbortSignal, requests: number): PagedReadResult {
  if (signal.aborted) throw signal.reason;
  if (err instanceof BudgetExhaustedError) return cut('budget', requests);
  if (err instanceof PlatformTimeoutError) {
    return { stop: 'failed', requests, failure: 'timeout', error: err.message };
  }
  if (err instanceof PlatformError) {
    return { stop: 'failed', requests, failure: 'error', error: err.message };
  }
  throw err;
}
