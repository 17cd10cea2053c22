/**
 * The PR-comment rules the modes share (feedback and preview): whether this run comments at all,
 * with the line that says why not; the write itself (one sticky comment, created, or updated only
 * when its content changed: github/sticky-comment.ts); GitHub's refusal told apart from other
 * failures; and the note that sends readers to the job summary when no comment could be written.
 * What a failed write means for the step stays with each mode: feedback fails it, preview warns.
 */
import * as core from '../../log.js';
import { summaryText } from '../../guard.js';
import { githubErrorText, statusOf, type Octokit } from '../../github/octokit.js';
import {
  buildStickyBody,
  upsertStickyComment,
  type CommentKind,
} from '../../github/sticky-comment.js';
import type { RunnerContext } from '../../inputs/runner.js';
import { writeJobSummary } from './job-summary.js';

/**
 * Whether this run may comment on a pull request: false, with an info line that says why, when
 * the event is no pull request (`prNumber` undefined) or the `comment` input is false.
 */
export function commentWanted(
  comment: boolean,
  runner: RunnerContext,
  prNumber: number | undefined,
): prNumber is number {
  if (prNumber === undefined) {
    core.info(
      `No PR comment: the \`${runner.eventName || 'unknown'}\` event is not a pull request.`,
    );
    return false;
  }
  if (!comment) core.info('No PR comment: `comment: false`.');
  return comment;
}

/** A rendered comment: the content (digested) and run-specific footer lines (not digested). */
export interface CommentText {
  readonly content: string;
  readonly footer: string;
}

/** Where and what {@link writePrComment} writes. */
export interface PrComment {
  readonly octokit: Octokit;
  readonly runner: RunnerContext;
  readonly prNumber: number;
  /** The `comment-key`. */
  readonly key: string;
  readonly kind: CommentKind;
  readonly text: CommentText;
  readonly signal: AbortSignal;
}

/** How a comment write went: its id and link, or why not. */
export type PrCommentWrite =
  | { readonly ok: true; readonly id: number; readonly url?: string }
  | {
      readonly ok: false;
      /** 401 or 403: the token may not write comments here (a fork's read-only token...). */
      readonly refused?: 401 | 403;
      /** The write's signal was aborted (cancellation or the deadline). */
      readonly aborted: boolean;
      /** The request timed out or was aborted. */
      readonly timeout: boolean;
      /** GitHub's answer, as safe text for a log line. */
      readonly error: string;
    };

/**
 * Creates or updates the sticky comment. Comments are not masked by the runner: the guard scrubs
 * the text (before the digest) in buildStickyBody. Never throws for a failed write.
 */
export async function writePrComment(comment: PrComment): Promise<PrCommentWrite> {
  const { runner, text, key, kind } = comment;
  try {
    const result = await upsertStickyComment(comment.octokit, {
      owner: runner.owner,
      repo: runner.repo,
      issueNumber: comment.prNumber,
      key,
      kind,
      body: buildStickyBody(key, text.content, text.footer, kind),
      signal: comment.signal,
    });
    return { ok: true, id: result.id, ...(result.url ? { url: result.url } : {}) };
  } catch (err) {
    const status = statusOf(err);
    return {
      ok: false,
      ...(status === 401 || status === 403 ? { refused: status } : {}),
      aborted: comment.signal.aborted,
      timeout: err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'),
      error: githubErrorText(err),
    };
  }
}

/** Tells the job summary's readers why no comment was written (the report is there). */
export async function noteNoComment(why: string): Promise<void> {
  await writeJobSummary(summaryText(`> [!NOTE]\n> No PR comment was written: ${why}\n`));
}
