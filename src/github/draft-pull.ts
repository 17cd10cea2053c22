/**
 * What the health mode reads of a draft's pull request (one the vendor's agent opened in this
 * repository): its state (GET /repos/{o}/{r}/pulls/{n}) and its changed files (GET
 * .../pulls/{n}/files, up to {@link MAX_DRAFT_FILES}). Both need `pull-requests: read`. File
 * names are the PR author's text: the caller checks them and shows them only through the guard.
 */
import { onRepo, pullFiles, type Octokit } from './octokit.js';

/** Most changed files read: a focused fix of one page has a handful. */
export const MAX_DRAFT_FILES = 300;

/** A changed file: its path, and its old path when it was renamed. */
export interface DraftFile {
  readonly filename: string;
  readonly previousFilename?: string;
}

/** Which pull request, and how to reach it. */
export interface DraftPullTarget {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  readonly signal?: AbortSignal;
}

/** A pull request's state (`merged` when it was closed by a merge) and its head branch. */
export interface PullState {
  readonly state: 'open' | 'closed' | 'merged';
  /** The head branch's name; undefined when GitHub sent none. */
  readonly headRef?: string;
}

/** The pull request's state and head branch (one request). */
export async function readPullState(octokit: Octokit, target: DraftPullTarget): Promise<PullState> {
  const { data } = await octokit.rest.pulls.get({ ...onRepo(target), pull_number: target.number });
  const head = (data as { head?: { ref?: unknown } }).head?.ref;
  const headRef = typeof head === 'string' ? { headRef: head } : {};
  if (data.merged === true || (typeof data.merged_at === 'string' && data.merged_at !== '')) {
    return { state: 'merged', ...headRef };
  }
  return { state: data.state === 'open' ? 'open' : 'closed', ...headRef };
}

/** The pull request's changed files (at most {@link MAX_DRAFT_FILES}), and whether there were more. */
export async function readPullFiles(
  octokit: Octokit,
  target: DraftPullTarget,
): Promise<{ files: DraftFile[]; more: boolean }> {
  const files: DraftFile[] = [];
  // One more than kept tells whether there were more.
  for await (const file of pullFiles(octokit, target, MAX_DRAFT_FILES + 1)) {
    files.push({
      filename: String(file.filename),
      ...(typeof file.previous_filename === 'string'
        ? { previousFilename: file.previous_filename }
        : {}),
    });
  }
  if (files.length > MAX_DRAFT_FILES) return { files: files.slice(0, MAX_DRAFT_FILES), more: true };
  return { files, more: false };
}
