/**
 * The analytics lists both modes read beside the feedback itself, each defined once:
 * how a page is asked for (the contract's largest page, by cursor or by offset), what a row is
 * called in the log, and what a page brought, given how many of its rows were new.
 */
import type {
  AssistantConversation,
  AssistantPage,
  PathViews,
  PlatformClient,
  SearchesPage,
  SearchTerm,
  ViewsPage,
} from '../../platform/index.js';
import type { PageAt, PageTally } from '../../platform/paged-read.js';

/** The query of one page of a list: the report window, `limit` rows, and the cursor if any. */
export interface PageQuery {
  readonly dateFrom: string;
  readonly dateTo?: string;
  readonly limit: number;
  readonly cursor?: string;
}

/** One analytics list of pages `P` of rows `R`. */
export interface ListSpec<P, R = unknown> {
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
  /** The rows of a page. */
  readonly items: (page: P) => readonly R[];
  /** Whether more rows follow a page, and the cursor to ask for them with. */
  readonly next: (page: P) => Pick<PageTally, 'more' | 'nextCursor'>;
  /** For a list that cannot be followed to its end: whether the platform says more rows exist. */
  readonly beyond?: (page: P) => boolean;
}

/** Page views per path, most viewed first. */
export const VIEWS_LIST: ListSpec<ViewsPage, PathViews> = {
  pageSize: 250,
  paging: 'offset',
  unit: ['page', 'pages'],
  fetch: (client, project, query, at) => client.listViews(project, { ...query, offset: at.offset }),
  items: (page) => page.views,
  next: (page) => ({ more: page.hasMore }),
};

/** Search terms, most searched first. */
export const SEARCHES_LIST: ListSpec<SearchesPage, SearchTerm> = {
  pageSize: 100,
  unit: ['term', 'terms'],
  fetch: (client, project, query) => client.listSearches(project, query),
  items: (page) => page.searches,
  next: (page) => ({ more: page.nextCursor !== null, nextCursor: page.nextCursor }),
};

/** Assistant conversations, newest first. */
export const ASSISTANT_LIST: ListSpec<AssistantPage, AssistantConversation> = {
  pageSize: 1_000,
  unit: ['conversation', 'conversations'],
  fetch: (client, project, query) => client.listAssistant(project, query),
  items: (page) => page.conversations,
  next: (page) => ({ more: page.hasMore, nextCursor: page.nextCursor }),
};
