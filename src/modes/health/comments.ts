/**
 * The comments read of `mode: health`: what readers wrote when a listed page did not help them.
 * The feedback list has no page filter, so its newest entries are read (100 a request, within the
 * plan) and only the comments on the listed pages with a not-helpful vote or a code-snippet
 * report are kept: not-helpful votes, code-snippet reports and agent feedback, the newest
 * {@link COMMENTS_SHOWN} distinct ones per page.
 */
import type { FeedbackEntry, FeedbackPage } from '../../platform/index.js';
import { normalizePagePath } from '../../util/page-path.js';
import type { Analytics } from '../shared/analytics.js';
import { COMMENTS_SHOWN, readerKey, type ReadOutcome } from './model.js';
import { readSite } from './site-read.js';
import type { ListSpec } from '../shared/lists.js';

/** Feedback entries, newest first, 100 a request. */
const FEEDBACK_LIST: ListSpec<FeedbackPage, FeedbackEntry> = {
  pageSize: 100,
  unit: ['entry', 'entries'],
  fetch: (client, project, query) => client.listFeedback(project, query),
  items: (page) => page.entries,
  next: (page) => ({ more: page.hasMore, nextCursor: page.nextCursor }),
};

/** Whether an entry says the page (or its code) did not help, with words. */
function complaint(entry: FeedbackEntry): string | undefined {
  const text = entry.comment?.replace(/\s+/g, ' ').trim();
  if (!text || entry.path === null) return undefined;
  if (entry.kind === 'contextual') return entry.helpful === false ? text : undefined;
  // Code-snippet reports and agent feedback are complaints by nature; thumbs carry no words.
  return entry.source === 'code_snippet' || entry.source === 'agent' ? text : undefined;
}

/** Reads the newest complaints on `pages`. Never throws for a bad reply. */
export async function readSiteComments(
  analytics: Analytics,
  allowance: number,
  pages: readonly string[],
): Promise<ReadOutcome<ReadonlyMap<string, readonly string[]>>> {
  const wanted = new Set(pages);
  const found = new Map<string, { texts: string[]; keys: Set<string> }>();
  const note = await readSite(analytics, {
    read: 'comments',
    allowance,
    list: FEEDBACK_LIST,
    key: (entry) => entry.id,
    take: (entry) => {
      const text = complaint(entry);
      const path = entry.path === null ? '' : normalizePagePath(entry.path);
      if (text === undefined || !wanted.has(path)) return;
      const kept = found.get(path) ?? { texts: [], keys: new Set<string>() };
      found.set(path, kept);
      if (kept.texts.length >= COMMENTS_SHOWN || kept.keys.has(readerKey(text))) return;
      kept.keys.add(readerKey(text));
      kept.texts.push(text);
    },
    enough: () => pages.every((p) => (found.get(p)?.texts.length ?? 0) >= COMMENTS_SHOWN),
  });
  const data = new Map<string, readonly string[]>();
  if (note.stop !== 'failed') for (const [page, kept] of found) data.set(page, kept.texts);
  return { data, note };
}
