/**
 * What the reads of `mode: health` bring back and what the ranking and the report take: plain
 * data, keyed by normalized page path (src/util/page-path.ts). Reader text in here is as the
 * reader typed it (white space folded); it becomes quotable only through `readerText`.
 */
import type { ReadStop } from '../../platform/paged-read.js';

/** The reads of a health report, in the order they are planned and made (plan.ts). */
export const HEALTH_READS = ['views', 'votes', 'assistant', 'searches', 'comments'] as const;
/** One of {@link HEALTH_READS}. */
export type HealthRead = (typeof HEALTH_READS)[number];

/** How one read went: for the log, and the report's "How this report was read". */
export interface ReadNote {
  readonly read: HealthRead;
  /** Requests the plan allowed. */
  readonly planned: number;
  /** Requests that returned a page. */
  readonly used: number;
  /** Why it ended (`skipped`: not one request was made). */
  readonly stop: ReadStop;
  /** Rows read: pages, conversations, terms or feedback entries. */
  readonly rows: number;
  /** Whether the platform said more rows exist than were read. */
  readonly more: boolean;
  /** For `failed`: what went wrong (already scrubbed of secrets). */
  readonly error?: string;
  /** For `failed`: the run's time limit ended it. */
  readonly timedOut?: boolean;
}

/** One read's data and how it went. */
export interface ReadOutcome<T> {
  readonly data: T;
  readonly note: ReadNote;
}

/** Votes on one page. */
export interface PageVotes {
  /** Helpful (thumbs up) votes. */
  readonly up: number;
  /** Not-helpful (thumbs down) votes. */
  readonly down: number;
  /** Code-snippet reports. */
  readonly code: number;
}

/** The assistant's unanswered questions on one page. */
export interface PageQuestions {
  /** Unanswered conversations started on the page. */
  readonly count: number;
  /** The newest distinct questions (at most {@link QUESTIONS_SHOWN}), newest first. */
  readonly questions: readonly string[];
}

/** A term readers searched and clicked no result of. */
export interface ZeroClickTerm {
  /** What they typed (untrusted, personal). */
  readonly term: string;
  /** Times it was searched in the window. */
  readonly hits: number;
}

/** Unanswered questions, comments and search terms quoted per page. */
export const QUESTIONS_SHOWN = 3;
/** Not-helpful comments quoted per page. */
export const COMMENTS_SHOWN = 3;
/** Zero-click search terms shown per page. */
export const TERMS_SHOWN = 3;

/** Everything read about the site, before ranking. */
export interface SiteReads {
  /** Human views per page. */
  readonly views: ReadOutcome<ReadonlyMap<string, number>>;
  /** Votes per page (the pages with the most feedback). */
  readonly votes: ReadOutcome<ReadonlyMap<string, PageVotes>>;
  /** Unanswered questions per page. */
  readonly assistant: ReadOutcome<ReadonlyMap<string, PageQuestions>>;
  /** Terms searched without a click, most searched first. */
  readonly searches: ReadOutcome<readonly ZeroClickTerm[]>;
}

/** Reader text as a key: two quotes that read alike are one. */
export function readerKey(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}
