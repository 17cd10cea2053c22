/**
 * The one way a mode reads analytics (`feedback`, `health`, and whatever reads them next): one
 * client per run, opened with the run's budget and closed when the reads are done; the report
 * window from one place (`windowQuery`); each list's page size defined once; and one reader of a
 * list (platform/paged-read.ts) whose result says what was read and what cut it short. A bad
 * reply never throws from a read; only cancellation propagates.
 */
import type { PlatformClient, RequestBudget } from '../../platform/index.js';
import { closePlatformClient } from '../../platform/close.js';
import {
  readPaged,
  type PageAt,
  type PagedReadResult,
  type PageTally,
  type Paging,
  type ReadStop,
} from '../../platform/paged-read.js';
import type { CommonInputs } from '../../inputs/common.js';
import { windowQuery, type ReportWindow } from '../../inputs/window.js';
import { createPlatformClient } from './platform-client.js';
import type { ModeContext } from '../types.js';

/** Rows per request of each analytics list: the contract's largest page. */
export const PAGE_SIZES = {
  /** Feedback entries (`health`'s comments; `feedback` sends its `page-size` input). */
  feedback: 100,
  /** Pages of feedback by page, most feedback first (one reply: the list has no further page). */
  feedbackByPage: 100,
  views: 250,
  searches: 100,
  assistant: 1_000,
} as const;

/**
 * How one analytics list was read, in the words every read's result shares (a mode's result of a
 * read extends it with what it kept).
 */
export interface ListRead {
  /** Why the read ended. */
  readonly stop: ReadStop;
  /** Requests that returned a page. */
  readonly requests: number;
  /** Rows per request asked for. */
  readonly pageSize: number;
  /** Requests the plan allowed. */
  readonly allowance: number;
  /** For `failed`: what went wrong (already scrubbed of secrets). */
  readonly error?: string;
}

/** What every read of a run shares. */
export interface Analytics {
  /** The run's one client; every attempt takes a unit of `budget`. */
  readonly client: PlatformClient;
  /** The run's analytics budget, shared by every read. */
  readonly budget: RequestBudget;
  /** Cancellation: an abort propagates as its reason. */
  readonly signal: AbortSignal;
  readonly projectId: string;
  /** The report window as every analytics query takes it. */
  readonly window: { readonly dateFrom: string; readonly dateTo?: string };
}

/** Opens the run's analytics client, hands it to `use`, and closes it on every path. */
export async function withAnalytics<T>(
  ctx: ModeContext<CommonInputs & ReportWindow>,
  budget: RequestBudget,
  use: (analytics: Analytics) => Promise<T>,
): Promise<T> {
  const client = createPlatformClient(ctx, budget);
  try {
    return await use({
      client,
      budget,
      signal: ctx.signal,
      projectId: ctx.inputs.projectId,
      window: windowQuery(ctx.inputs),
    });
  } finally {
    await closePlatformClient(client, ctx.signal);
  }
}

/** What {@link readSignalList} needs. */
export interface SignalReadOptions<P> {
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
 * Reads a list besides the feedback itself (search terms, assistant conversations, views,
 * feedback by page): follows the list until it ends, `enough` says so, or the allowance or budget
 * is spent, with one wording for a list that never ends.
 */
export function readSignalList<P>(
  analytics: Analytics,
  options: SignalReadOptions<P>,
): Promise<PagedReadResult> {
  return readPaged<P>({
    client: analytics.client,
    signal: analytics.signal,
    budget: analytics.budget,
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

/** The query of one page of a list: the report window, `limit` rows, and the cursor if any. */
export function pageQuery(
  analytics: Analytics,
  limit: number,
  cursor: string | undefined,
): { dateFrom: string; dateTo?: string; limit: number; cursor?: string } {
  return { ...analytics.window, limit, ...(cursor ? { cursor } : {}) };
}

/** The items of a page whose id `seen` does not hold yet (a list may repeat rows); adds them. */
export function freshOf<T extends { readonly id: string }>(
  seen: Set<string>,
  items: readonly T[],
): T[] {
  const fresh = items.filter((item) => !seen.has(item.id));
  for (const item of fresh) seen.add(item.id);
  return fresh;
}

/** What a page of a cursor-paged list brought, in the words the paged read takes. */
export function cursorTally(rows: number, fresh: number, nextCursor: string | null): PageTally {
  return { rows, fresh, more: nextCursor !== null, nextCursor };
}

/** How a list read went, in the words every read's result shares. */
export function listRead(
  read: Pick<PagedReadResult, 'stop' | 'requests' | 'error'>,
  pageSize: number,
  allowance: number,
): ListRead {
  const { stop, requests, error } = read;
  return { stop, requests, pageSize, allowance, ...(error !== undefined ? { error } : {}) };
}
