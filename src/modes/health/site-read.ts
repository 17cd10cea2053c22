/**
 * One read of the site's analytics for `mode: health`: the shared list read (shared/list-read.ts)
 * in the health report's words, and the note the report shows. A bad reply never throws here; the
 * runner decides what a failed read means.
 */
import { readList, type ListReadOptions, type ReadVoice } from '../shared/list-read.js';
import type { Analytics } from '../shared/analytics.js';
import type { HealthRead, ReadNote } from './model.js';
import { READ_NAMES } from './notes-report.js';

/** What {@link readSite} needs for one read: the list read but its name and voice. */
export interface SiteReadOptions<P> extends Omit<ListReadOptions<P>, 'name' | 'voice'> {
  readonly read: HealthRead;
}

/** How the health report's reads word their log lines. */
const HEALTH_VOICE: ReadVoice = {
  subject: (name) => `Health report: the ${name}`,
  failed: '',
  skipped: 'the analytics budget left no request for them',
};

/** Reads one list and says how it went. Only cancellation propagates. */
export async function readSite<P>(
  analytics: Analytics,
  options: SiteReadOptions<P>,
): Promise<ReadNote> {
  const { read } = options;
  const out = await readList<P>(analytics, {
    ...options,
    name: READ_NAMES[read],
    voice: HEALTH_VOICE,
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
