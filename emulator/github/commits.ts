/**
 * GET /repos/{o}/{r}/commits/{sha} and GET /repos/{o}/{r}/compare/{base}...{head}: the files a
 * commit or a push changed, with their `patch`, as seeded by `setCommitFiles`. Anything not seeded
 * answers 404, as an unknown commit does.
 */
import type { Context } from './context.js';
import { notFound } from './http.js';
import type { Route } from './http.js';
import type { CommitFile } from './types.js';

const DOCS = 'https://docs.github.com/rest/commits/commits';

/** Routes over `state.commitFiles`. */
export function createCommitRoutes(ctx: Context): Route[] {
  const file = (f: CommitFile) => ({
    sha: '0'.repeat(40),
    filename: f.filename,
    status: f.status ?? 'modified',
    additions: (f.patch ?? '').split('\n').filter((l) => l.startsWith('+')).length,
    deletions: (f.patch ?? '').split('\n').filter((l) => l.startsWith('-')).length,
    changes: 0,
    ...(f.patch !== undefined ? { patch: f.patch } : {}),
    ...(f.previous_filename ? { previous_filename: f.previous_filename } : {}),
  });
  return [
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/commits\/([0-9a-fA-F]{7,40})$/,
      auth: 'rest',
      repoScoped: true,
      handle: (_incoming, [sha = '']) => {
        const files = ctx.state.commitFiles.get(sha.toLowerCase());
        if (!files) return notFound(`${DOCS}#get-a-commit`);
        return { status: 200, json: { sha: sha.toLowerCase(), files: files.map(file) } };
      },
    },
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/compare\/([0-9a-fA-F]{7,40})\.\.\.([0-9a-fA-F]{7,40})$/,
      auth: 'rest',
      repoScoped: true,
      handle: (_incoming, [base = '', head = '']) => {
        const files = ctx.state.commitFiles.get(`${base}...${head}`.toLowerCase());
        if (!files) return notFound(`${DOCS}#compare-two-commits`);
        return { status: 200, json: { status: 'ahead', commits: [], files: files.map(file) } };
      },
    },
  ];
}
