/**
 * The PR reviews in one call, for every mode that reviews a pull request (`feedback` today;
 * `preview` and `check` can): the API review of the OpenAPI files the PR changes, then the
 * removed-page and structure review, told which generated pages went with removed operations.
 * docs.json at the head is read once and shared, within one time budget ({@link REVIEW_SHARE}
 * of the time left). Never throws for GitHub's answers; only
 * cancellation does.
 */
import type { ApiChangesPolicy, MissingRedirects } from '../constants.js';
import type { Octokit } from '../github/octokit.js';
import type { PrPages } from '../github/pr-pages.js';
import type { ConfigSourceContext } from '../modes/shared/site-config.js';
import { goneWithOperations, type ApiChangesRead } from '../api-spec/changes.js';
import type { RedirectCheck } from '../site-config/gone-pages.js';
import { apiChangesForPr } from './api-changes.js';
import { checkRedirects } from './redirect-check.js';

/**
 * Share of the time left to the step that the reviews take together (the specs compared, the
 * pages' frontmatter, docs.json and the file list): the rest is kept for the analytics reads and
 * for writing the comment, so a slow review never costs the comment.
 */
export const REVIEW_SHARE = 0.6;

/** What the reviews found; each absent when it was off or had nothing to review. */
export interface PrReview {
  readonly api?: ApiChangesRead;
  readonly redirects?: RedirectCheck;
}

/** Which reviews run (`off` skips one). */
export interface ReviewPolicy {
  readonly apiChanges: ApiChangesPolicy;
  readonly missingRedirects: MissingRedirects;
}

/** Runs the reviews of a PR whose files were listed (`listed`), at its base and head. */
export async function reviewPr(
  gh: ConfigSourceContext & { octokit: Octokit },
  listed: Partial<Pick<PrPages, 'gone' | 'added' | 'dataFiles' | 'removedDocs'>>,
  at: { readonly docsRoot: string; readonly head: string; readonly base: string },
  policy: ReviewPolicy,
): Promise<PrReview> {
  // One time budget for the whole review, in whole milliseconds (it becomes a timer).
  const now = Date.now();
  const deadline = Math.min(gh.deadline, now + Math.floor((gh.deadline - now) * REVIEW_SHARE));
  gh = { ...gh, deadline };
  const { api, site } =
    policy.apiChanges !== 'off'
      ? await apiChangesForPr(gh, listed.dataFiles, { ...at, removedDocs: listed.removedDocs })
      : {};
  const gone = listed.gone ? goneWithOperations(listed.gone, api) : undefined;
  const redirects =
    gone && policy.missingRedirects !== 'off'
      ? await checkRedirects(gh, { ...listed, gone }, { ref: at.head, docsRoot: at.docsRoot }, site)
      : undefined;
  return { api, redirects };
}
