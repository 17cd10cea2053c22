/**
 * Maps a pull request's changed files to the docs page paths readers leave feedback on, and
 * matches the paths feedback entries carry (which may be full URLs, or end in `/` or `.html`)
 * against them.
 */
import { fileToPagePath } from '../util/page-path.js';
import type { Octokit } from './octokit.js';

/** Upper bound of changed files read: GitHub's files endpoint itself stops at 3,000. */
const MAX_FILES = 3_000;

/** A pull request's docs pages. */
export interface PrPages {
  /** Page paths the PR changes (added, modified, renamed, removed), normalized, sorted. */
  readonly pages: readonly string[];
  /** Changed files the PR has, pages or not. */
  readonly fileCount: number;
}

/** What {@link listPrPages} needs. */
export interface ListPrPagesOptions {
  /** Repository owner. */
  readonly owner: string;
  /** Repository name. */
  readonly repo: string;
  /** Pull request number. */
  readonly pullNumber: number;
  /** Folder of the docs in the repository; empty for the root. */
  readonly docsRoot: string;
  /** Cancels the requests. */
  readonly signal?: AbortSignal;
}

/**
 * Lists every changed file of a pull request (all pages of the API) and returns the docs pages
 * among them. A renamed page counts under both its old and its new path, since feedback was left
 * on the old one; a removed page counts too, since its feedback is what reviewers should see.
 */
export async function listPrPages(octokit: Octokit, options: ListPrPagesOptions): Promise<PrPages> {
  const pages = new Set<string>();
  let fileCount = 0;
  const iterator = octokit.paginate.iterator(octokit.rest.pulls.listFiles, {
    owner: options.owner,
    repo: options.repo,
    pull_number: options.pullNumber,
    per_page: 100,
    request: options.signal ? { signal: options.signal } : {},
  });
  for await (const response of iterator) {
    for (const file of response.data) {
      fileCount++;
      for (const name of [file.filename, file.previous_filename]) {
        if (!name) continue;
        const page = fileToPagePath(name, options.docsRoot);
        if (page !== undefined) pages.add(page);
      }
    }
    if (fileCount >= MAX_FILES) break;
  }
  return { pages: [...pages].sort(), fileCount };
}
