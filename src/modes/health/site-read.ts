/**
 * One read of the site's analytics for `mode: health`: the shared list read (shared/list-read.ts)
 * in the health report's words, and the note the report shows. A bad reply never throws here; the
 * runner decides what a failed read means.
 */
import { readList, type ListReadOptions, type ReadVoice } from '../shared/list-read.js';
import { ListCollector, type Analytics } from '../shared/analytics.js';
import type { ListSpec } from '../shared/lists.js';
import type { HealthRead, ReadNote } from './model.js';
import { READ_NAMES } from './notes-report.js';

/** What {@link readSite} needs for one read: the list read's, but rows are taken one by one. */
export interface SiteReadOptions<P, R> extends Omit<
  ListReadOptions<P>,
  'name' | 'voice' | 'list' | 'absorb' | 'rows'
> {
  readonly read: HealthRead;
  readonly list: ListSpec<P, R>;
  /** A row's key: one whose key was taken before (a list may repeat rows) is left out. */
  readonly key?: (row: R) => string;
  /** Takes one new row in. */
  readonly take: (row: R) => void;
}

/** How the health report's reads word their log lines. */
const HEALTH_VOICE: ReadVoice = {
  subject: (name) => `Health report: the ${name}`,
  failed: '',
  skipped: 'the analytics budget left no request for them',
};

/** Reads one list and says how it went. Only cancellation propagates. */
export async function readSite<P, R>(
  analytics: Analytics,
  options: SiteReadOptions<P, R>,
): Promise<ReadNote> {
  const { read, list, key, take } = options;
  const taken = new ListCollector();
  let kept = 0;
  const out = await readList<P>(analytics, {
    ...options,
    name: READ_NAMES[read],
    voice: HEALTH_VOICE,
    absorb: (page) => {
      const fresh = key ? taken.fresh(list.items(page), key) : list.items(page);
      for (const row of fresh) take(row);
      kept += fresh.length;
      return fresh.length;
    },
    rows: () => kept,
  });
  const { allowance: planned, requests: used, stop, rows, more, error, timedOut } = out;
  return {
    read,
    planned,
    used,
    stop,
    rows,
    more,
    ...(error !== undefined ? { error } : {}),
    ...(timedOut ? { timedOut } : {}),
  };
}
