/**
 * The analytics lists a mode reads beside the feedback itself, each defined once for every mode:
 * how a page is asked for (the contract's largest page, by cursor or by offset), what a row is
 * called in the log, and what a page brought, given how many of its rows were new.
 */
import type {
  AssistantPage,
  FeedbackByPageReply,
  FeedbackPage,
  PlatformClient,
  SearchesPage,
  ViewsPage,
} from '../../platform/index.js';
import type { PageAt, PageTally } from '../../platform/paged-read.js';
import { cursorTally } from './analytics.js';

/** The query of one page of a list: the report window, `limit` rows, and the cursor if any. */
export interface PageQuery {
  readonly dateFrom: string;
  readonly dateTo?: string;
  readonly limit: number;
  readonly cursor?: string;
}

/** One analytics list. */
export interface ListSpec<P> {
  /** Rows a request asks for: the contract's largest page. */
  readonly pageSize: number;
  /** By offset (`pageSize` rows a page); by cursor unless given. */
  readonly paging?: 'offset';
  /** What one row and many rows are. */
  readonly unit: readonly [string, string];
  /** Asks for one page of the project's list. */
  readonly fetch: (
    client: PlatformClient,
    projectId: string,
    query: PageQuery,
    at: PageAt,
  ) => Promise<P>;
  /** What a page brought, given how many of its rows were new. */
  readonly tally: (page: P, fresh: number) => PageTally;
}

/** Page views per path, most viewed first. */
export const VIEWS_LIST: ListSpec<ViewsPage> = {
  pageSize: 250,
  paging: 'offset',
  unit: ['page', 'pages'],
  fetch: (client, project, query, at) => client.listViews(project, { ...query, offset: at.offset }),
  tally: (page, fresh) => ({ rows: page.views.length, fresh, more: page.hasMore }),
};

/** Search terms, most searched first. */
export const SEARCHES_LIST: ListSpec<SearchesPage> = {
  pageSize: 100,
  unit: ['term', 'terms'],
  fetch: (client, project, query) => client.listSearches(project, query),
  tally: (page, fresh) => cursorTally(page.searches.length, fresh, page.nextCursor),
};

/** Assistant conversations, newest first. */
export const ASSISTANT_LIST: ListSpec<AssistantPage> = {
  pageSize: 1_000,
  unit: ['conversation', 'conversations'],
  fetch: (client, project, query) => client.listAssistant(project, query),
  tally: (page, fresh) =>
    cursorTally(page.conversations.length, fresh, page.nextCursor, page.hasMore),
};

/** Feedback entries, newest first (`health`'s comments; `feedback` reads its own by `page-size`). */
export const FEEDBACK_LIST: ListSpec<FeedbackPage> = {
  pageSize: 100,
  unit: ['entry', 'entries'],
  fetch: (client, project, query) => client.listFeedback(project, query),
  tally: (page, fresh) => cursorTally(page.entries.length, fresh, page.nextCursor, page.hasMore),
};

/** Feedback by page, most feedback first: one reply, since the contract offers no further page. */
export const VOTES_LIST: ListSpec<FeedbackByPageReply> = {
  pageSize: 100,
  unit: ['page', 'pages'],
  fetch: (client, project, query) => client.listFeedbackByPage(project, query),
  tally: (reply, fresh) => ({ rows: reply.pages.length, fresh, more: false }),
};
