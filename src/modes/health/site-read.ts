/**
 * One read of the site's analytics for `mode: health`: the shared list reader within the read's
 * planned allowance and the run's budget, one log line on how it went, and the note the report
 * shows. A bad reply never throws here; the runner decides what a failed read means.
 */
import * as core from '../../log.js';
import type { PlatformClient } from '../../platform/index.js';
import type { PageAt, PageTally, Paging } from '../../platform/paged-read.js';
import { plural } from '../../util/format.js';
import { readSignalList, type Analytics } from '../shared/analytics.js';
import type { ReadNote } from './model.js';
import { READ_NAMES } from './notes-report.js';
import type { HealthRead } from './model.js';

/** What {@link readSite} needs for one read. */
export interface SiteReadOptions<P> {
  readonly read: HealthRead;
  /** Requests the plan allows. */
  readonly allowance: number;
  readonly paging?: Paging;
  readonly fetch: (client: PlatformClient, cursor: string | undefined, at: PageAt) => Promise<P>;
  readonly absorb: (page: P) => PageTally;
  /** Whether the report has what it needs from this list; default: read to the end. */
  readonly enough?: () => boolean;
  /** Rows taken in so far, and what a row is (one, many), for the log. */
  readonly rows: () => number;
  readonly unit: readonly [string, string];
  /** Whether the platform said more rows exist (default: the plan's allowance cut the read). */
  readonly more?: () => boolean;
}

/** Reads one list and says how it went. Only cancellation propagates. */
export async function readSite<P>(
  analytics: Analytics,
  options: SiteReadOptions<P>,
): Promise<ReadNote> {
  const result = await readSignalList<P>(analytics, {
    allowance: options.allowance,
    ...(options.paging ? { paging: options.paging } : {}),
    fetch: options.fetch,
    absorb: options.absorb,
    enough: options.enough ?? (() => false),
  });
  const failed = result.stop === 'failed';
  const note: ReadNote = {
    read: options.read,
    planned: options.allowance,
    used: result.requests,
    stop: result.stop,
    rows: failed ? 0 : options.rows(),
    more: !failed && (options.more?.() ?? result.stop === 'cut'),
    ...(result.error !== undefined ? { error: result.error } : {}),
    ...(result.failure === 'timeout' ? { timedOut: true } : {}),
  };
  logNote(note, options.unit);
  return note;
}

/** The step's one line on a read. */
function logNote(note: ReadNote, [one, many]: readonly [string, string]): void {
  const name = READ_NAMES[note.read];
  const requests = plural(note.used, 'request');
  if (note.stop === 'failed') {
    core.warning(`Health report: the ${name} could not be read: ${note.error ?? 'unknown error'}`);
  } else if (note.stop === 'skipped') {
    core.warning(
      `Health report: the ${name} were not read: the analytics budget left no request for them.`,
    );
  } else {
    const tail = note.more ? '; more exist, the report says so' : '';
    core.info(
      `Health report: read ${plural(note.rows, one, many)} of ${name} in ${requests}${tail}.`,
    );
  }
}
