/**
 * What `mode: feedback` reads, keeps and reports: the data of each read (feedback, page views,
 * search terms, assistant conversations, the redirect check), the report's input, and the limits
 * the reads and the renderers share, and the order of the pages a PR removes. Reads and renderers
 * import this file, never each other. Reader text in here has had its credentials removed (util/reader-text.ts)
 * but is untrusted: it is quoted only through util/sanitize.ts.
 */
import type { RedirectCheck } from '../../site-config/gone-pages.js';
import type { RemovedCredentials } from '../../util/reader-text.js';
import type { SearchTerm, ViewCounts } from '../../platform/index.js';
import type { ListRead } from '../shared/analytics.js';
import type { ReadVoice } from '../shared/list-read.js';
import type { PageViewStats } from '../shared/page-views.js';
import type { PageComments } from './comment-groups.js';
import type { ApiChangesRead } from '../../api-spec/changes.js';
import type { FeedbackEntry } from '../../platform/index.js';
import type { FeedbackInputs } from './inputs.js';

export type { PageViewStats };

/**
 * Most views requests in one run (5,000 page paths): beyond that a site is large enough that a
 * changed page missing from the list is better reported as "not read" than chased further.
 */
export const VIEWS_MAX_PAGES = 20;

/** Most search-term requests in one run (300 terms, most searched first). */
export const SEARCHES_MAX_PAGES = 3;
/** Most assistant requests in one run (2,000 conversations of the window). */
export const ASSISTANT_MAX_PAGES = 2;

/** Longest quote of reader text (a term or a question), in characters. */
export const QUOTE_CHARS = 200;
/** Search terms shown per changed page. */
export const TERMS_PER_PAGE = 5;
/** Unanswered questions quoted per changed page. */
export const QUESTIONS_PER_PAGE = 3;
/** Rows of "Searched, nothing clicked". */
export const GAP_ROWS = 10;

/** Rows of the "Most read pages" table; a page among them counts as high-traffic. */
export const MOST_READ_ROWS = 10;
/** Helpful / not-helpful votes a page needs before its rate is judged. */
export const FLAG_MIN_VOTES = 3;
/** A high-traffic page is flagged when its helpful rate is below this: most votes are negative. */
export const FLAG_MAX_HELPFUL_RATE = 0.5;

/** How the reads beside the feedback word their log lines (shared/list-read.ts). */
export const SIGNAL_VOICE: ReadVoice = {
  subject: (name) => name,
  failed: ', so the feedback report shows none',
  skipped: 'the analytics budget left no request for them after the feedback read',
};

/** What a read beside the feedback (views, search terms, assistant) needs besides the context. */
export interface SignalReadPlan {
  /** Requests the plan (src/modes/feedback/plan.ts) allows this read. */
  readonly allowance: number;
  /** The PR's changed pages, normalized; empty outside pull requests. */
  readonly prPages: readonly string[];
}

/**
 * Why the feedback read stopped, in the report's words (from the paged read's stop: `max-pages`
 * and `budget` are its `cut`, `stuck`/`error`/`timeout` its `failed`).
 */
export type FeedbackStop = 'complete' | 'max-pages' | 'budget' | 'error' | 'timeout' | 'stuck';

/** How the feedback was read: its `requests`, `pageSize` and `error` as any list read's. */
export interface ReadInfo extends Pick<ListRead, 'requests' | 'pageSize' | 'error'> {
  /** The `max-pages` input. */
  readonly maxPages: number;
  /** Why the read stopped; anything but `complete` means more entries exist (or may). */
  readonly stop: FeedbackStop;
  /** Entries the client dropped as unreadable (no id). */
  readonly skipped: number;
}

/** The pull request the report is for. */
export interface PrInfo {
  /** Pull request number. */
  readonly number: number;
  /** Changed files of the PR; undefined when they could not be listed. */
  readonly fileCount?: number;
  /** Why the changed files could not be listed, if they could not. */
  readonly error?: string;
  /** The `docs-root` input. */
  readonly docsRoot: string;
}

/**
 * Everything a report shows: the inputs it names (the project, the window and filters as sent,
 * whether contact e-mails may be shown) and what was read.
 */
export interface FeedbackReportInput extends Pick<
  FeedbackInputs,
  'projectId' | 'dateFrom' | 'dateTo' | 'source' | 'statuses' | 'includeContact'
> {
  /** The aggregate of every entry read. */
  readonly aggregate: FeedbackAggregate;
  /** How the read went. */
  readonly read: ReadInfo;
  /** Path of the JSON Lines export, when written. */
  readonly feedbackFile?: string;
  /** The pull request, on pull request events. */
  readonly pr?: PrInfo;
  /** Link to this run's job summary (the full report), when known. */
  readonly jobSummaryUrl?: string;
  /** Page views of the window (`page-views: true`), when they were asked for. */
  readonly views?: ViewsRead;
  /** Search terms of the window (`reader-signals` with `searches`), when they were asked for. */
  readonly searches?: SearchesRead;
  /** Assistant conversations of the window, when they were asked for and read (PRs with pages). */
  readonly assistant?: AssistantRead;
  /** The run's analytics requests in all (retries included) against the hourly limit. */
  readonly budget?: { readonly used: number; readonly limit: number };
  /** The pages the PR removes or renames and their redirects (`missing-redirects` not `off`). */
  readonly redirects?: RedirectCheck;
  /** The OpenAPI files the PR changes, compared (`api-changes` not `off`, a spec changed). */
  readonly api?: ApiChangesRead;
}

/** A rendered comment: `content` is stable between runs with the same data; `footer` is not. */
export interface RenderedComment {
  /** The report. Compare it (or its digest) to decide whether the comment needs an update. */
  readonly content: string;
  /** Run-specific lines (the job summary link), appended after `content`. */
  readonly footer: string;
}

/**
 * One entry as the report shows it: the fields it displays (id, path, source, status and date as
 * sent), comments and code already cut.
 */
export interface KeptEntry extends Readonly<
  Pick<FeedbackEntry, 'id' | 'path' | 'source' | 'status' | 'createdAt'>
> {
  /** Normalized page path (see normalizePagePath), or null without a path. */
  readonly page: string | null;
  /** `createdAt` as epoch ms (-Infinity when missing), for ordering without parsing again. */
  readonly time: number;
  /** Reader's comment, credentials removed, cut to a few thousand characters (untrusted text). */
  readonly comment: string | null;
  /** Whether the comment was cut here. */
  readonly commentCut: boolean;
  /** Contextual feedback's vote; null for other sources or when missing. */
  readonly helpful: boolean | null;
  /** Contact e-mail; kept only when the report may show it (`includeContact`). */
  readonly contact: string | null;
  /** Code-snippet feedback's filename, or null. */
  readonly filename: string | null;
  /** Code-snippet feedback's language, or null. */
  readonly lang: string | null;
}

/** Counts of one page. */
export interface PageStats {
  /** Normalized page path. */
  readonly page: string;
  /** Entries of every source. */
  total: number;
  /** Contextual entries marked not helpful. */
  negative: number;
  /** Contextual entries marked helpful. */
  positive: number;
  /** Entries with a comment. */
  comments: number;
}

/** Code-snippet feedback on one code block, identified by file name and language (or null). */
export interface SnippetGroup extends Readonly<Pick<KeptEntry, 'filename' | 'lang'>> {
  /** Entries. */
  count: number;
  /** Entries with a comment. */
  withComment: number;
  /** Distinct pages the block was seen on (at most a few kept). */
  readonly pages: string[];
  /** Pages seen beyond those kept. */
  morePages: number;
  /** The code of the first entry seen, credentials removed, cut (untrusted text). */
  code: string | null;
  /** The most recent comments, newest first. */
  readonly recent: KeptEntry[];
}

/** What {@link FeedbackAggregator.result} returns: everything the report needs. */
export interface FeedbackAggregate {
  /** Entries added. */
  readonly total: number;
  /** Entries by source (null source counted as `unknown`), largest first. */
  readonly bySource: readonly (readonly [string, number])[];
  /** Entries by status (null status counted as `unknown`), largest first. */
  readonly byStatus: readonly (readonly [string, number])[];
  /** Contextual feedback's votes. */
  readonly helpful: { readonly yes: number; readonly no: number; readonly unknown: number };
  /** Pages, ranked by negative feedback then total. */
  readonly pagesByNegative: readonly PageStats[];
  /** Pages, ranked by total feedback then negative. */
  readonly pagesByTotal: readonly PageStats[];
  /** Entries on pages beyond the counted ones (a site with very many pages). */
  readonly otherPages: number;
  /** Entries without a page path. */
  readonly withoutPath: number;
  /** Code-snippet groups, largest first. */
  readonly snippets: readonly SnippetGroup[];
  /** Code-snippet entries beyond the counted groups. */
  readonly otherSnippets: number;
  /** Most recent entries with a comment, newest first. */
  readonly recent: readonly KeptEntry[];
  /** Entries with a comment. */
  readonly withComment: number;
  /** Entries that carried a contact e-mail. */
  readonly withContact: number;
  /** Pull request pages, in the order given, with their counts (zero when no feedback). */
  readonly prPages: readonly PageStats[];
  /** Entries on the pull request's pages (their comments are in `prComments`). */
  readonly prEntryTotal: number;
  /** The comments on each pull request page, grouped (pages without a comment are absent). */
  readonly prComments: ReadonlyMap<string, PageComments<KeptEntry>>;
  /** Credentials removed from the comments and code kept above, by kind. */
  readonly removed: RemovedCredentials;
  /** Earliest `createdAt` seen. */
  readonly oldest: string | null;
  /** Latest `createdAt` seen. */
  readonly newest: string | null;
}

/** One search term of the window: its `hits` and `lastSearchedAt` as the platform sent them. */
export interface SearchTermStats extends Readonly<Pick<SearchTerm, 'hits' | 'lastSearchedAt'>> {
  /** What readers typed (untrusted, personal; credentials already removed). */
  readonly term: string;
  /** Click-through, 0–1. */
  readonly ctr: number;
}

/** What the search-terms read produced. */
export interface SearchesRead extends ListRead {
  /** Distinct terms read. */
  readonly termsRead: number;
  /** Search events in the window, from the platform; null when nothing was read. */
  readonly totalSearches: number | null;
  /** Per changed page (normalized): its top terms, most searched first. */
  readonly byPage: ReadonlyMap<string, readonly SearchTermStats[]>;
  /** Terms with a click-through of 0, most searched first (at most {@link GAP_ROWS}). */
  readonly gaps: readonly SearchTermStats[];
  /** Credentials removed from the terms kept, by kind. */
  readonly removed?: RemovedCredentials;
}

/** An unanswered assistant question. */
export interface UnansweredQuestion {
  /** The question (untrusted, personal; credentials and contact details already removed). */
  readonly text: string;
  /** When it was asked, as sent. */
  readonly at: string;
}

/** Assistant conversations on one changed page. */
export interface PageConversations {
  /** Normalized page path. */
  readonly page: string;
  /** Conversations started on the page or citing it. */
  readonly conversations: number;
  /** Of those, how many the assistant could not answer. */
  readonly unanswered: number;
  /** The newest distinct unanswered questions (at most {@link QUESTIONS_PER_PAGE}). */
  readonly questions: readonly UnansweredQuestion[];
}

/** What the assistant read produced. */
export interface AssistantRead extends ListRead {
  /** Distinct conversations read. */
  readonly conversationsRead: number;
  /** Per changed page (normalized) with at least one conversation. */
  readonly byPage: ReadonlyMap<string, PageConversations>;
  /** Credentials removed from the questions kept, by kind. */
  readonly removed?: RemovedCredentials;
}

/** The reader signals of a report, each present when it was asked for. */
export type ReaderSignals = Pick<FeedbackReportInput, 'searches' | 'assistant'>;

/** What the views read produced, as the report needs it. */
export interface ViewsRead extends ListRead {
  /** Changed pages the read looked for (0 outside pull requests: one page is then enough). */
  readonly wanted: number;
  /** Rows (page paths) read. */
  readonly rowsRead: number;
  /** Site-wide totals of the window; null when nothing was read. */
  readonly totals: Readonly<ViewCounts> | null;
  /** Every page read, by normalized path; empty when the read failed. */
  readonly pages: ReadonlyMap<string, PageViewStats>;
  /** Analytics requests this run made in all (feedback and views, retries included). */
  readonly budgetUsed: number;
  /** Analytics requests per hour the budget allows. */
  readonly budgetLimit: number;
}
