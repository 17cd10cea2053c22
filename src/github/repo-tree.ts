/**
 * The paths of a repository's files at a commit, in one request: the git trees API with
 * `recursive=1` (GET /repos/{owner}/{repo}/git/trees/{ref}). GitHub answers up to 100,000
 * entries and says `truncated` when there were more; the caller decides what a partial list is
 * worth.
 */
import type { Octokit } from './octokit.js';

/** A repository's file list at a commit. */
export interface RepoTree {
  /** Paths of the files (blobs), `/`-separated. */
  readonly paths: readonly string[];
  /** Whether GitHub cut the list short. */
  readonly truncated: boolean;
}

/** Lists the files at `ref` (a commit or branch). Failures throw the Octokit error. */
export async function readRepoTree(
  octokit: Octokit,
  options: { owner: string; repo: string; ref: string; signal?: AbortSignal },
): Promise<RepoTree> {
  const { data } = await octokit.rest.git.getTree({
    owner: options.owner,
    repo: options.repo,
    tree_sha: options.ref,
    recursive: '1',
    request: options.signal ? { signal: options.signal } : {},
  });
  const tree = Array.isArray(data.tree) ? data.tree : [];
  const paths = tree.flatMap((e) =>
    e.type === 'blob' && typeof e.path === 'string' ? [e.path] : [],
  );
  return { paths, truncated: data.truncated === true };
}
