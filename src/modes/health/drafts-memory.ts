/**
 * The drafts' memory: page → agent job → pull request, kept in the health issue itself as one
 * hidden line (like the ranks line, history.ts), so the next run knows which pages have a draft
 * and when one may be drafted again. The job ids and links are the platform's text: the line
 * carries them base64url-encoded (nothing in it can end the HTML comment). Anyone who may edit
 * the issue may edit the line too: what is read back is checked, links are kept only as
 * sanitized http(s) URLs, and the line decides only whether a page gets a new job, never which
 * issue is edited or where a request goes (a job id is sent back encoded in its path segment).
 */
import { safeUrl } from '../../util/sanitize.js';

/** How a page's draft stands. */
export const DRAFT_STATUSES = ['drafting', 'pr', 'no-change', 'failed', 'ended'] as const;
/** One of {@link DRAFT_STATUSES}. */
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

/** The state of a draft's pull request, when it is one of this repository's. */
export type PrState = 'open' | 'closed' | 'merged';

/** One page's latest draft. */
export interface DraftRecord {
  /** Normalized page path. */
  readonly page: string;
  /** The agent job's id (the platform's text). */
  readonly job: string;
  readonly status: DraftStatus;
  /** The pull request's link (sanitized), once the job opened one. */
  readonly pr?: string;
  /** Its number, when it is a pull request of this repository. */
  readonly prNumber?: number;
  /** Its state as last read; undefined for a PR elsewhere (never read). */
  readonly prState?: PrState;
  /** The branch the job works on (its `source.ref`): its pull request's head must be this one. */
  readonly branch?: string;
  /** When the record last changed status or PR state (ISO): waits count from here. */
  readonly since: string;
}

const PREFIX = '<!-- mintlify-docs-action:health-drafts:';
const LINE = /^<!-- mintlify-docs-action:health-drafts:([A-Za-z0-9_-]{1,60000}) -->$/m;
/** Records kept: more than any run lists, so a page that drops off for a while is remembered. */
export const MAX_RECORDS = 60;
/** Longest page path and job id kept. */
const MAX_PATH = 500;
const MAX_JOB = 200;

const DAY_MS = 86_400_000;
/** A closed, unmerged draft (or a job that found nothing to change) is not redrafted for this long. */
export const CLOSED_WAIT_MS = 28 * DAY_MS;
/** A failed or archived job is not retried for this long. */
export const FAILED_WAIT_MS = 7 * DAY_MS;

/** The hidden line for `records`. */
export function draftsLine(records: readonly DraftRecord[]): string {
  const data = Buffer.from(JSON.stringify({ v: 1, drafts: records })).toString('base64url');
  return `${PREFIX}${data} -->`;
}

/** The records of an earlier issue; empty when it has no readable line. Bad records are dropped. */
export function readDrafts(body: string): DraftRecord[] {
  const data = LINE.exec(body)?.[1];
  if (!data) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
  } catch {
    return [];
  }
  const drafts = (parsed as { v?: unknown; drafts?: unknown } | null)?.drafts;
  if ((parsed as { v?: unknown }).v !== 1 || !Array.isArray(drafts)) return [];
  const records = drafts.slice(0, MAX_RECORDS).flatMap((raw) => {
    const record = checkRecord(raw);
    return record ? [record] : [];
  });
  // One record per page: the first wins.
  return records.filter((r, i) => records.findIndex((o) => o.page === r.page) === i);
}

/** A record read back, or undefined when any field is not what we write. */
function checkRecord(raw: unknown): DraftRecord | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const text = (v: unknown, max: number): v is string =>
    typeof v === 'string' && v.length > 0 && v.length <= max;
  if (!text(r.page, MAX_PATH) || !text(r.job, MAX_JOB) || !text(r.since, 40)) return undefined;
  if (!(DRAFT_STATUSES as readonly unknown[]).includes(r.status)) return undefined;
  if (Number.isNaN(Date.parse(r.since))) return undefined;
  const pr = typeof r.pr === 'string' ? safeUrl(r.pr) : undefined;
  const prNumber =
    Number.isSafeInteger(r.prNumber) && (r.prNumber as number) > 0
      ? (r.prNumber as number)
      : undefined;
  const prState = ['open', 'closed', 'merged'].includes(r.prState as string)
    ? (r.prState as PrState)
    : undefined;
  const branch = text(r.branch, 255) ? { branch: r.branch } : {};
  return {
    page: r.page,
    job: r.job,
    status: r.status as DraftStatus,
    since: r.since,
    ...branch,
    ...(pr ? { pr } : {}),
    ...(pr && prNumber ? { prNumber } : {}),
    ...(pr && prNumber && prState ? { prState } : {}),
  };
}

/**
 * Why `record` keeps its page from a new job at `now`, in a few words; undefined when the page
 * may be drafted again. An open draft (or one elsewhere, whose state is never read) holds the page
 * for {@link CLOSED_WAIT_MS}; a merged one until the report's window starts after the merge (the
 * page listed again on readers who saw the fix).
 */
export function heldBy(record: DraftRecord, now: number, windowStart: number): string | undefined {
  const since = Date.parse(record.since);
  const within = (wait: number): boolean => now - since < wait;
  switch (record.status) {
    case 'drafting':
      return 'its job is still drafting';
    case 'failed':
    case 'ended':
      return within(FAILED_WAIT_MS)
        ? `its last job ${record.status} less than 7 days ago`
        : undefined;
    case 'no-change':
      return within(CLOSED_WAIT_MS)
        ? 'the agent found nothing to change less than 28 days ago'
        : undefined;
    case 'pr':
      if (record.prState === 'merged') {
        return windowStart < since ? 'its draft was merged after this window began' : undefined;
      }
      if (record.prState === 'closed') {
        return within(CLOSED_WAIT_MS)
          ? 'its draft was closed unmerged less than 28 days ago'
          : undefined;
      }
      if (record.prState === 'open') return 'its draft pull request is open';
      return within(CLOSED_WAIT_MS) ? 'it has a draft elsewhere, less than 28 days old' : undefined;
  }
}

/**
 * The records to keep: this run's first (in rank order), then earlier ones of pages this run did
 * not touch, newest first, up to {@link MAX_RECORDS}; a finished one older than 28 days is
 * forgotten (nothing waits on it any more).
 */
export function mergeRecords(
  fresh: readonly DraftRecord[],
  earlier: readonly DraftRecord[],
  now: number,
): DraftRecord[] {
  const touched = new Set(fresh.map((r) => r.page));
  const kept = earlier
    .filter((r) => !touched.has(r.page))
    .filter(
      (r) =>
        r.status === 'drafting' ||
        r.prState === 'open' ||
        now - Date.parse(r.since) < CLOSED_WAIT_MS,
    )
    .sort((a, b) => Date.parse(b.since) - Date.parse(a.since));
  return [...fresh, ...kept].slice(0, MAX_RECORDS);
}
