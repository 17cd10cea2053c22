/**
 * The votes read of `mode: health`: feedback by page, one request (the contract offers no way to
 * page it) for the 100 pages with the most feedback: helpful and not-helpful votes and
 * code-snippet reports per page.
 */
import type { FeedbackByPageReply, PageFeedbackCounts } from '../../platform/index.js';
import { normalizePagePath } from '../../util/page-path.js';
import type { Analytics } from '../shared/analytics.js';
import type { PageVotes, ReadOutcome } from './model.js';
import { readSite } from './site-read.js';
import type { ListSpec } from '../shared/lists.js';

/** Feedback by page, most feedback first: one reply, since the contract offers no further page. */
const VOTES_LIST: ListSpec<FeedbackByPageReply, PageFeedbackCounts> = {
  pageSize: 100,
  unit: ['page', 'pages'],
  fetch: (client, project, query) => client.listFeedbackByPage(project, query),
  items: (reply) => reply.pages,
  next: () => ({ more: false }),
  beyond: (reply) => reply.hasMore,
};

/** Reads the votes per page. Never throws for a bad reply. */
export async function readSiteVotes(
  analytics: Analytics,
  allowance: number,
): Promise<ReadOutcome<ReadonlyMap<string, PageVotes>>> {
  const votes = new Map<string, PageVotes>();
  const note = await readSite(analytics, {
    read: 'votes',
    allowance,
    list: VOTES_LIST,
    take: (row) => {
      const path = normalizePagePath(row.path);
      const had = votes.get(path) ?? { up: 0, down: 0, code: 0 };
      votes.set(path, {
        up: had.up + row.thumbsUp,
        down: had.down + row.thumbsDown,
        code: had.code + row.code,
      });
    },
  });
  return { data: votes, note };
}
