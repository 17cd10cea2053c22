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

/** The pull request's state: `merged` when it was closed by a merge. */
export async function readPullState(
  octokit: Octokit,
  target: DraftPullTarget,
): Promise<'open' | 'closed' | 'merged'> {
  const { data } = await octokit.rest.pulls.get({ ...onRepo(target), pull_number: target.number });
  if (data.merged === true || (typeof data.merged_at === 'string' && data.merged_at !== '')) {
    return 'merged';
  }
  return data.state === 'open' ? 'open' : 'closed';
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
