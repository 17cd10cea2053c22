/**
 * The files a commit (or a push: `base...head`) changed, with each file's `patch` where GitHub
 * sends one: GET /repos/{o}/{r}/commits/{sha} or /compare/{base}...{head}. One request; GitHub
 * lists at most 300 files there, which is said (`complete: false`) rather than paged around.
 */
import type { Octokit } from './octokit.js';

/** One changed file. */
export interface DiffFile {
  /** Path in the repository. */
  readonly filename: string;
  /** `added`, `modified`, `removed`, `renamed`, … as GitHub says. */
  readonly status: string;
  /** The old path of a renamed file. */
  readonly previousFilename?: string;
  /** The unified diff's hunks, when GitHub sent them (not for binary or very large diffs). */
  readonly patch?: string;
}

/** Files GitHub lists at most in one answer. */
const MAX_FILES = 300;

/** What {@link readCommitDiff} needs. */
export interface CommitDiffOptions {
  readonly owner: string;
  readonly repo: string;
  /** The commit. */
  readonly head: string;
  /** The push's `before`: compare `base...head`; undefined: the commit against its parent. */
  readonly base?: string;
  readonly signal?: AbortSignal;
}

/** Reads the changed files and their patches (throws Octokit's error for the caller to word). */
export async function readCommitDiff(
  octokit: Octokit,
  options: CommitDiffOptions,
): Promise<{ files: DiffFile[]; complete: boolean }> {
  const request = options.signal ? { signal: options.signal } : {};
  const { owner, repo } = options;
  const data = options.base
    ? (
        await octokit.rest.repos.compareCommitsWithBasehead({
          owner,
          repo,
          basehead: `${options.base}...${options.head}`,
          per_page: 1,
          request,
        })
      ).data
    : (
        await octokit.rest.repos.getCommit({
          owner,
          repo,
          ref: options.head,
          per_page: MAX_FILES,
          request,
        })
      ).data;
  const files = (data.files ?? []).map((f) => ({
    filename: String(f.filename),
    status: String(f.status),
    ...(typeof f.previous_filename === 'string' ? { previousFilename: f.previous_filename } : {}),
    ...(typeof f.patch === 'string' ? { patch: f.patch } : {}),
  }));
  return { files, complete: files.length < MAX_FILES };
}
