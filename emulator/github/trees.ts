/**
 * GET /repos/{owner}/{repo}/git/trees/{tree_sha}?recursive=1: the git trees API, as the action
 * lists a commit's files in one request to find docs.json. Entries follow GitHub's shape (path,
 * mode, type `blob`/`tree`, sha, size for blobs); without `recursive` only the top level is
 * listed; past `treeLimit` entries the list is cut and `truncated` is true, as GitHub does past
 * 100,000 entries. A ref at which no file was seeded 404s. `contentsReadable: false` answers 403
 * with `x-accepted-github-permissions: contents=read`, like a job without that permission.
 */
import { createHash } from 'node:crypto';
import type { Context } from './context.js';
import { ghError, notFound, type Route } from './http.js';

const TREES_DOCS = 'https://docs.github.com/rest/git/trees#get-a-tree';

function sha1(text: string | Buffer): string {
  return createHash('sha1').update(text).digest('hex');
}

/** The git trees route over the seeded repository files. */
export function createTreeRoutes(ctx: Context): Route[] {
  const { options, state } = ctx;
  return [
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/git\/trees\/(.+)$/,
      auth: 'rest',
      repoScoped: true,
      handle: (incoming, [rawRef = '']) => {
        if (!options.contentsReadable) {
          return {
            ...ghError(403, 'Resource not accessible by integration', TREES_DOCS),
            headers: { 'x-accepted-github-permissions': 'contents=read' },
          };
        }
        const ref = decodeURIComponent(rawRef);
        const recursive = ['1', 'true'].includes(incoming.url.searchParams.get('recursive') ?? '');
        const latest = new Map<string, Buffer>();
        for (const f of state.repoFiles) {
          if (f.ref !== undefined && f.ref !== ref) continue;
          latest.set(f.path, Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content));
        }
        if (![...state.repoFiles].some((f) => f.ref === ref) && latest.size === 0) {
          return notFound(TREES_DOCS);
        }
        const entries = new Map<string, Record<string, unknown>>();
        for (const [path, bytes] of [...latest].sort(([a], [b]) => (a < b ? -1 : 1))) {
          const parts = path.split('/');
          for (let i = 1; i < parts.length && recursive; i++) {
            const folder = parts.slice(0, i).join('/');
            if (!entries.has(folder)) {
              entries.set(folder, {
                path: folder,
                mode: '040000',
                type: 'tree',
                sha: sha1(`tree:${folder}`),
              });
            }
          }
          if (!recursive && parts.length > 1) {
            const top = parts[0] as string;
            entries.set(top, { path: top, mode: '040000', type: 'tree', sha: sha1(`tree:${top}`) });
            continue;
          }
          const sha = sha1(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]));
          entries.set(path, { path, mode: '100644', type: 'blob', sha, size: bytes.length });
        }
        const all = [...entries.values()];
        const tree = all.slice(0, options.treeLimit);
        const base = `${ctx.baseUrl}/repos/${options.owner}/${options.repo}/git`;
        return {
          status: 200,
          json: {
            sha: sha1(`root:${ref}`),
            url: `${base}/trees/${sha1(`root:${ref}`)}`,
            tree: tree.map((e) => ({
              ...e,
              url: `${base}/${e.type === 'tree' ? 'trees' : 'blobs'}/${String(e.sha)}`,
            })),
            truncated: tree.length < all.length,
          },
        };
      },
    },
  ];
}
