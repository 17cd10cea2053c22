/**
 * GitHub's pull request read (GET /repos/{o}/{r}/pulls/{n}: state, merged, head) and a way to
 * open one as someone else would (the vendor's agent, in the platform emulator's agent jobs):
 * its number is taken from the issues' sequence, as on GitHub, and its changed files are what
 * GET .../pulls/{n}/files lists (rest.ts).
 */
import type { Context } from './context.js';
import { notFound } from './http.js';
import type { Route } from './http.js';
import type { PullFile, PullRequest } from './types.js';

const PULL_DOCS = 'https://docs.github.com/rest/pulls/pulls#get-a-pull-request';

/** What {@link PullsApi.openPullRequest} takes. */
export interface PullSeed {
  title: string;
  /** The branch it comes from. */
  head: string;
  /** Its changed files. */
  files: PullFile[];
  /** Who opened it (default `mintlify[bot]`). */
  author?: string;
}

/** The routes plus the seeding helpers the emulator handle exposes. */
export interface PullsApi {
  routes: Route[];
  /** Opens a pull request with `files`; returns it (its `html_url` is what an agent reports). */
  openPullRequest(seed: PullSeed): PullRequest;
  /** Closes a pull request, merged or not, as a person would. */
  closePullRequest(number: number, merged: boolean): void;
}

/** The pull request routes over the shared context. */
export function createPullRoutes(ctx: Context): PullsApi {
  const { options, state } = ctx;
  const serialize = (pull: PullRequest): Record<string, unknown> => ({
    url: `${ctx.baseUrl}/repos/${options.owner}/${options.repo}/pulls/${pull.number}`,
    html_url: pull.html_url,
    number: pull.number,
    state: pull.state,
    title: pull.title,
    user: { login: pull.author, type: pull.author.endsWith('[bot]') ? 'Bot' : 'User' },
    merged: pull.merged,
    merged_at: pull.merged_at,
    closed_at: pull.closed_at,
    created_at: pull.created_at,
    head: { ref: pull.head, sha: pull.headSha },
    base: { ref: 'main' },
    changed_files: state.pullFiles.get(pull.number)?.length ?? 0,
  });
  return {
    routes: [
      {
        method: 'GET',
        pattern: /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/,
        auth: 'rest',
        repoScoped: true,
        handle: (_incoming, [n]) => {
          const pull = state.pulls.find((p) => p.number === Number(n));
          return pull ? { status: 200, json: serialize(pull) } : notFound(PULL_DOCS);
        },
      },
    ],
    openPullRequest(seed) {
      const number = ctx.nextId('issue');
      const pull: PullRequest = {
        number,
        html_url: `https://github.com/${options.owner}/${options.repo}/pull/${number}`,
        title: seed.title,
        head: seed.head,
        headSha: number.toString(16).padStart(40, 'a'),
        author: seed.author ?? 'mintlify[bot]',
        state: 'open',
        merged: false,
        merged_at: null,
        closed_at: null,
        created_at: new Date().toISOString(),
      };
      state.pulls.push(pull);
      state.pullFiles.set(
        number,
        seed.files.map((f) => ({ ...f })),
      );
      return pull;
    },
    closePullRequest(number, merged) {
      const pull = state.pulls.find((p) => p.number === number);
      if (!pull) throw new Error(`No pull request #${number}`);
      const now = new Date().toISOString();
      pull.state = 'closed';
      pull.closed_at = now;
      pull.merged = merged;
      pull.merged_at = merged ? now : null;
    },
  };
}
