/**
 * One read of an analytics list beside the feedback itself, as every mode makes it (`feedback`'s
 * page views, search terms and assistant conversations; `health`'s site reads): the paged reader
 * (platform/paged-read.ts) with the run's client and budget within the read's planned allowance, a
 * log line a page, one line on how the read went in the mode's words ({@link ReadVoice}), and how
 * many rows it kept (none of a failed read). A bad reply never throws; only cancellation
 * propagates.
 */
import * as core from '../../log.js';
import { readPaged, type PagedReadOptions } from '../../platform/paged-read.js';
import { formatCount, plural } from '../../util/format.js';
import type { Analytics, ListRead } from './analytics.js';
import type { ListSpec, PageQuery } from './lists.js';

/** The {@link PageQuery} of the page at `cursor` (undefined for the first). */
function pageQuery(analytics: Analytics, limit: number, cursor: string | undefined): PageQuery {
  return { ...analytics.window, limit, ...(cursor ? { cursor } : {}) };
}

/** How a mode words the log lines of its reads. */
export interface ReadVoice {
  /** A read's name as a line starts with it ("Page views", "Health report: the page views"). */
  readonly subject: (name: string) => string;
  /** What a failed read means for the report, after "could not be read" ('' for nothing more). */
  readonly failed: string;
  /** Why a read got no request, after "were not read: ". */
  readonly skipped: string;
}

/** What {@link readList} needs. */
export interface ListReadOptions<P> {
  /** The list (shared/lists.ts), the read's name for its {@link ReadVoice}, and that voice. */
  readonly list: ListSpec<P>;
  readonly name: string;
  readonly voice: ReadVoice;
  /** Requests the plan allows this read. */
  readonly allowance: number;
  /** Takes a page in; returns how many of its rows were new. */
  readonly absorb: (page: P) => number;
  /** Whether the report has what it needs, so the rest can stay unread; default: read to the end. */
  readonly enough?: () => boolean;
  /** Rows taken in so far. */
  readonly rows: () => number;
  /** Why a cut read leaves the report short, for a warning; without it a cut is logged as info. */
  readonly short?: string;
  /** Why the read got no request, instead of the voice's words. */
  readonly skipped?: string | undefined;
  /** The read's own words for a list that would loop; default: one wording for every list. */
  readonly stuck?: PagedReadOptions<P>['stuck'];
}

/** How one list read went, with what it kept. */
export interface ListOutcome extends ListRead {
  /** Rows taken in; 0 when the read failed. */
  readonly rows: number;
  /** Whether the platform said more rows exist than were read. */
  readonly more: boolean;
  /** For `failed`: the run's time limit ended it. */
  readonly timedOut?: boolean;
}

/**
 * Follows the list until it ends, `enough` says so, or the allowance or budget is spent, and says
 * how it went. Only cancellation propagates.
 */
export async function readList<P>(
  analytics: Analytics,
  options: ListReadOptions<P>,
): Promise<ListOutcome> {
  const { list } = options;
  const [one, many] = list.unit;
  const subject = options.voice.subject(options.name);
  // Whether the last page said more rows exist than the list lets a read reach.
  let beyond = false;
  const result = await readPaged<P>({
    client: analytics.client,
    signal: analytics.signal,
    budget: analytics.budget,
    allowance: options.allowance,
    paging: list.paging === 'offset' ? { kind: 'offset', size: list.pageSize } : { kind: 'cursor' },
    fetch: (client, at) =>
      list.fetch(client, analytics.projectId, pageQuery(analytics, list.pageSize, at.cursor), at),
    absorb: (page, at) => {
      beyond = list.beyond?.(page) ?? false;
      const tally = {
        rows: list.items(page).length,
        fresh: options.absorb(page),
        ...list.next(page),
      };
      core.info(
        `${subject}: page ${at.number}, ${plural(tally.rows, one, many)} (${formatCount(options.rows())} so far)${tally.more ? '' : ', the last one'}.`,
      );
      return tally;
    },
    enough: options.enough ?? (() => false),
    stuck: options.stuck ?? neverEnds,
  });
  const failed = result.stop === 'failed';
  const outcome: ListOutcome = {
    stop: result.stop,
    requests: result.requests,
    pageSize: list.pageSize,
    allowance: options.allowance,
    rows: failed ? 0 : options.rows(),
    more: !failed && (list.beyond ? beyond : result.stop === 'cut'),
    ...(result.error !== undefined ? { error: result.error } : {}),
    ...(result.failure === 'timeout' ? { timedOut: true } : {}),
  };
  logOutcome(outcome, subject, options, list.unit);
  return outcome;
}

/** What a list can be read into: a collector of what the report keeps of it. */
export interface PageCollector<P> {
  /** Takes a page in; returns how many of its rows were new. */
  add(page: P): number;
  /** Distinct rows taken. */
  readonly rows: number;
  /** Whether the report has what it needs (absent: the list is read to its end). */
  readonly enough?: boolean;
}

/**
 * Reads a list into a `Collector` made for the `wanted` pages, and returns the collector the report
 * shows: an empty one when the read failed, since nothing of a failed read is shown.
 */
export async function readInto<P, C extends PageCollector<P>>(
  analytics: Analytics,
  options: Omit<ListReadOptions<P>, 'absorb' | 'rows' | 'enough'>,
  Collector: new (wanted: readonly string[]) => C,
  wanted: readonly string[],
): Promise<{ read: ListOutcome; kept: C }> {
  const collector = new Collector(wanted);
  const read = await readList(analytics, {
    ...options,
    absorb: (page) => collector.add(page),
    rows: () => collector.rows,
    enough: () => collector.enough ?? false,
  });
  return { read, kept: read.stop === 'failed' ? new Collector([]) : collector };
}

/** One wording for a list that would loop. */
const neverEnds: PagedReadOptions<unknown>['stuck'] = (reason, at, tally) =>
  `the list never ends: page ${at.number} ${
    reason === 'repeated-cursor'
      ? 'hands back a cursor already followed'
      : `says more follow but brings ${tally.rows === 0 ? 'no rows' : 'only rows already read'}`
  }, so reading on would only repeat it.`;

/** The step's one line on a read: a warning when the report misses some of it. */
function logOutcome(
  o: ListOutcome,
  subject: string,
  options: Pick<ListReadOptions<unknown>, 'voice' | 'short' | 'skipped'>,
  unit: readonly [string, string],
): void {
  const rows = plural(o.rows, ...unit);
  const requests = plural(o.requests, 'request');
  if (o.stop === 'failed') {
    core.warning(
      `${subject} could not be read${options.voice.failed}: ${o.error ?? 'unknown error'}`,
    );
  } else if (o.stop === 'skipped') {
    // With an allowance, retries (this read's or an earlier one's) spent the budget first.
    const retries =
      o.allowance > 0 ? ` (retries used the ${plural(o.allowance, 'request')} planned)` : '';
    core.warning(
      `${subject} were not read: ${options.skipped ?? options.voice.skipped}${retries}.`,
    );
  } else if (o.stop === 'cut' && options.short !== undefined) {
    core.warning(
      `${subject} were cut short after ${requests} (${rows} read): ${options.short}; the report says so.`,
    );
  } else {
    const tail = o.more ? '; more exist, the report says so' : '';
    core.info(`${subject}: read ${rows} in ${requests}${tail}.`);
  }
}
