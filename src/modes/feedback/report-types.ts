/**
 * What the feedback report is made of: how the read went, the pull request, and everything the
 * job summary (report.ts) and the PR comment (comment-report.ts) render. Types only.
 */
import type { FeedbackAggregate } from './aggregate.js';
import type { PageViewsResult } from './views-report.js';
import type { AssistantSignal, SearchSignal } from './signals-report.js';
import type { RedirectCheck } from './removed-report.js';

/**
 * Why the feedback read stopped, in the report's words (from the paged read's stop: `max-pages`
 * and `budget` are its `cut`, `stuck`/`error`/`timeout` its `failed`).
 */
export type FeedbackStop = 'complete' | 'max-pages' | 'budget' | 'error' | 'timeout' | 'stuck';

/** How the feedback was read. */
export interface ReadInfo {
  /** `listFeedback` calls that returned a page. */
  readonly requests: number;
  /** Entries per request asked for. */
  readonly pageSize: number;
  /** The `max-pages` input. */
  readonly maxPages: number;
  /** Why the read stopped; anything but `complete` means more entries exist (or may). */
  readonly stop: FeedbackStop;
  /** Entries the client dropped as unreadable (no id). */
  readonly skipped: number;
  /** For `error`/`timeout`: what went wrong (already scrubbed of secrets). */
  readonly error?: string;
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

/** Everything a report shows. */
export interface FeedbackReportInput {
  /** The aggregate of every entry read. */
  readonly aggregate: FeedbackAggregate;
  /** Mintlify project id. */
  readonly projectId: string;
  /** Inclusive start as sent. */
  readonly dateFrom: string;
  /** Exclusive end as sent, or empty for now. */
  readonly dateTo: string;
  /** Source filter, or empty. */
  readonly source: string;
  /** Status filter; empty for all. */
  readonly statuses: readonly string[];
  /** How the read went. */
  readonly read: ReadInfo;
  /** Whether contact e-mails may be shown. */
  readonly includeContact: boolean;
  /** Path of the JSON Lines export, when written. */
  readonly feedbackFile?: string;
  /** The pull request, on pull request events. */
  readonly pr?: PrInfo;
  /** Link to this run's job summary (the full report), when known. */
  readonly jobSummaryUrl?: string;
  /** Page views of the window (`page-views: true`), when they were asked for. */
  readonly views?: PageViewsResult;
  /** Search terms of the window (`reader-signals` with `searches`), when they were asked for. */
  readonly searches?: SearchSignal;
  /** Assistant conversations of the window, when they were asked for and read (PRs with pages). */
  readonly assistant?: AssistantSignal;
  /** The run's analytics requests in all (retries included) against the hourly limit. */
  readonly budget?: { readonly used: number; readonly limit: number };
  /** The pages the PR removes or renames and their redirects (`missing-redirects` not `off`). */
  readonly redirects?: RedirectCheck;
}

/** A rendered comment: `content` is stable between runs with the same data; `footer` is not. */
export interface RenderedComment {
  /** The report. Compare it (or its digest) to decide whether the comment needs an update. */
  readonly content: string;
  /** Run-specific lines (the job summary link), appended after `content`. */
  readonly footer: string;
}
