/**
 * Reads one text file of the repository at a commit through the contents API
 * (GET /repos/{owner}/{repo}/contents/{path}?ref=): one request, no checkout. The API returns a
 * file's content inline up to 1 MB; a larger file comes back without it and is reported as too
 * large rather than fetched some other way.
 */
import { statusOf, type Octokit } from './octokit.js';

/** Largest file read, in bytes: what the contents API returns inline. */
export const MAX_REPO_FILE_BYTES = 1024 * 1024;

/** What reading a file found. */
export type RepoFileRead =
  /** The file, decoded as UTF-8. */
  | { readonly kind: 'found'; readonly text: string; readonly size: number }
  /** Nothing at that path and commit (404). */
  | { readonly kind: 'missing' }
  /** Something other than a file (a folder, a symlink, a submodule). */
  | { readonly kind: 'not-a-file'; readonly type: string }
  /** Larger than {@link MAX_REPO_FILE_BYTES}: the API sends no content. */
  | { readonly kind: 'too-large'; readonly size: number };

/** What {@link readRepoFile} needs. */
export interface ReadRepoFileOptions {
  readonly owner: string;
  readonly repo: string;
  /** Path in the repository, without a leading slash. */
  readonly path: string;
  /** The commit (or branch) to read it at. */
  readonly ref: string;
  /** Cancels the request. */
  readonly signal?: AbortSignal;
}

/**
 * Reads `path` at `ref`. A 404 is `missing`; any other failure (401, 403, 5xx after retries, a
 * timeout) throws the Octokit error for the caller to word.
 */
export async function readRepoFile(
  octokit: Octokit,
  options: ReadRepoFileOptions,
): Promise<RepoFileRead> {
  let data: unknown;
  try {
    ({ data } = await octokit.rest.repos.getContent({
      owner: options.owner,
      repo: options.repo,
      path: options.path,
      ref: options.ref,
      request: options.signal ? { signal: options.signal } : {},
    }));
  } catch (err) {
    if (statusOf(err) === 404) return { kind: 'missing' };
    throw err;
  }
  if (Array.isArray(data)) return { kind: 'not-a-file', type: 'dir' };
  const file = (data ?? {}) as {
    type?: unknown;
    size?: unknown;
    encoding?: unknown;
    content?: unknown;
  };
  if (file.type !== 'file') return { kind: 'not-a-file', type: String(file.type ?? 'unknown') };
  const size = typeof file.size === 'number' ? file.size : 0;
  if (
    size > MAX_REPO_FILE_BYTES ||
    file.encoding !== 'base64' ||
    typeof file.content !== 'string'
  ) {
    return { kind: 'too-large', size };
  }
  const bytes = Buffer.from(file.content, 'base64');
  if (bytes.length > MAX_REPO_FILE_BYTES) return { kind: 'too-large', size: bytes.length };
  return { kind: 'found', text: bytes.toString('utf8'), size: bytes.length };
}
