/**
 * The votes read of `mode: health`: feedback by page, one request (the contract offers no way to
 * page it) for the 100 pages with the most feedback: helpful and not-helpful votes and
 * code-snippet reports per page.
 */
import { normalizePagePath } from '../../util/page-path.js';
import type { FeedbackByPageReply } from '../../platform/index.js';
import { PAGE_SIZES, type Analytics } from '../shared/analytics.js';
import type { PageVotes, ReadOutcome } from './model.js';
import { readSite } from './site-read.js';

/** Reads the votes per page. Never throws for a bad reply. */
export async function readSiteVotes(
  analytics: Analytics,
  allowance: number,
): Promise<ReadOutcome<ReadonlyMap<string, PageVotes>>> {
  const votes = new Map<string, PageVotes>();
  let rows = 0;
  let more = false;
  const note = await readSite<FeedbackByPageReply>(analytics, {
    read: 'votes',
    allowance,
    pageSize: PAGE_SIZES.feedbackByPage,
    fetch: (client, query) => client.listFeedbackByPage(analytics.projectId, query),
    absorb: (reply) => {
      more = reply.hasMore;
      rows = reply.pages.length;
      for (const row of reply.pages) {
        const path = normalizePagePath(row.path);
        const had = votes.get(path) ?? { up: 0, down: 0, code: 0 };
        votes.set(path, {
          up: had.up + row.thumbsUp,
          down: had.down + row.thumbsDown,
          code: had.code + row.code,
        });
      }
      // One reply is all there is: nothing to follow.
      return { rows: reply.pages.length, fresh: reply.pages.length, more: false };
    },
    rows: () => rows,
    unit: ['page', 'pages'],
    more: () => more,
  });
  return { data: votes, note };
}
