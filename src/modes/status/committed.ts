/**
 * The committed text of a page at the deployed commit: from the checkout when its HEAD is that
 * commit (no request), else from the contents API (one request per file, each file read once,
 * at most 1 MiB). What a file holds is outside text: it is compared, never printed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Octokit } from '../../github/octokit.js';
import { readRepoFile } from '../../github/repo-file.js';
import type { RunnerContext } from '../../inputs/runner.js';
import { sameCommit } from '../shared/status-summary.js';

/** Reads one repository file at the commit; undefined when it cannot be read. */
export type CommittedReader = (file: string) => Promise<string | undefined>;

/** Where the committed files come from, and how many API reads were made. */
export interface Committed {
  readonly read: CommittedReader;
  /** `checkout` or `contents API`, for the summary. */
  readonly from: 'checkout' | 'contents API' | 'nowhere';
  /** Contents API requests made (counted apart from the site's). */
  readonly apiReads: () => number;
}

/** The commit the checkout's HEAD points at, or undefined when there is no readable checkout. */
export async function checkoutHead(workspace: string): Promise<string | undefined> {
  const git = path.join(workspace, '.git');
  const head = (await readFile(path.join(git, 'HEAD'), 'utf8').catch(() => '')).trim();
  if (/^[0-9a-f]{40}$/i.test(head)) return head;
  const ref = /^ref:\s*(refs\/\S+)$/.exec(head)?.[1];
  if (!ref || ref.split('/').includes('..')) return undefined;
  const loose = (await readFile(path.join(git, ref), 'utf8').catch(() => '')).trim();
  if (/^[0-9a-f]{40}$/i.test(loose)) return loose;
  const packed = await readFile(path.join(git, 'packed-refs'), 'utf8').catch(() => '');
  return packed
    .split('\n')
    .find((l) => l.endsWith(` ${ref}`))
    ?.slice(0, 40);
}

/** The reader of committed files at `sha`. */
export async function committedAt(
  sha: string,
  runner: RunnerContext,
  octokit: Octokit | undefined,
  signal: AbortSignal,
): Promise<Committed> {
  const head = await checkoutHead(runner.workspace);
  const cache = new Map<string, Promise<string | undefined>>();
  const once = (
    file: string,
    load: () => Promise<string | undefined>,
  ): Promise<string | undefined> => {
    let hit = cache.get(file);
    if (!hit) cache.set(file, (hit = load()));
    return hit;
  };
  if (head && sameCommit(head, sha)) {
    const root = path.resolve(runner.workspace);
    return {
      from: 'checkout',
      apiReads: () => 0,
      read: (file) =>
        once(file, async () => {
          const full = path.resolve(root, file);
          if (!full.startsWith(`${root}${path.sep}`)) return undefined;
          return readFile(full, 'utf8').catch(() => undefined);
        }),
    };
  }
  if (!octokit)
    return { from: 'nowhere', apiReads: () => 0, read: () => Promise.resolve(undefined) };
  let reads = 0;
  return {
    from: 'contents API',
    apiReads: () => reads,
    read: (file) =>
      once(file, async () => {
        reads += 1;
        const got = await readRepoFile(octokit, {
          owner: runner.owner,
          repo: runner.repo,
          path: file,
          ref: sha,
          signal,
        }).catch(() => undefined);
        return got?.kind === 'found' ? got.text : undefined;
      }),
  };
}
