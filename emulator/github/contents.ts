/**
 * GET /repos/{owner}/{repo}/contents/{path}?ref=: the repository contents API, as the action reads
 * docs.json at a pull request's head. Shapes follow GitHub's: a file is an object with its content
 * in base64 (wrapped at 60 characters, as GitHub sends it); a folder is an array of entries; a
 * missing path 404s. Files over 1 MB come back without content (`content: ""`, `encoding:
 * "none"`), as GitHub's default media type answers for 1–100 MB; over 100 MB, 403 `too_large`.
 * With the raw media type (`Accept: application/vnd.github.raw+json`, or `.raw`) a file comes
 * back as its bytes with their `Content-Length`, up to 100 MB, as GitHub sends it.
 */
import { createHash } from 'node:crypto';
import type { Context } from './context.js';
import { ghError, notFound } from './http.js';
import type { Route } from './http.js';
import type { RepoFile } from './types.js';

const CONTENTS_DOCS = 'https://docs.github.com/rest/repos/contents#get-repository-content';
/** Largest file the contents API returns inline. */
export const INLINE_CONTENT_LIMIT = 1024 * 1024;
/** Largest file the contents API describes at all. */
const DESCRIBED_LIMIT = 100 * 1024 * 1024;
/** The branch a request without `ref` reads. */
const DEFAULT_BRANCH = 'main';

/** Whether `file` exists at `ref` (a file seeded without a ref exists at every ref). */
function atRef(file: RepoFile, ref: string): boolean {
  return file.ref === undefined || file.ref === ref;
}

/** Git's blob id of `bytes`, as GitHub reports it in `sha`. */
function blobSha(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/** The contents API route over the seeded repository files. */
export function createContentsRoutes(ctx: Context): Route[] {
  const { options, state } = ctx;
  const htmlRepo = `https://github.com/${options.owner}/${options.repo}`;

  const links = (path: string, ref: string, type: 'file' | 'dir', sha: string) => {
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    const url = `${ctx.baseUrl}/repos/${options.owner}/${options.repo}/contents/${encoded}?ref=${encodeURIComponent(ref)}`;
    const html = `${htmlRepo}/${type === 'file' ? 'blob' : 'tree'}/${encodeURIComponent(ref)}/${encoded}`;
    const git = `${ctx.baseUrl}/repos/${options.owner}/${options.repo}/git/${type === 'file' ? 'blobs' : 'trees'}/${sha}`;
    return { url, html_url: html, git_url: git, _links: { self: url, git, html } };
  };

  const describeFile = (file: RepoFile, ref: string, withContent: boolean) => {
    const bytes = Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content);
    const sha = blobSha(bytes);
    const inline = bytes.length <= INLINE_CONTENT_LIMIT;
    return {
      type: 'file',
      name: file.path.split('/').pop() ?? file.path,
      path: file.path,
      sha,
      size: bytes.length,
      ...links(file.path, ref, 'file', sha),
      download_url: `https://raw.githubusercontent.com/${options.owner}/${options.repo}/${encodeURIComponent(ref)}/${file.path}`,
      ...(withContent
        ? {
            content: inline ? (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n') : '',
            encoding: inline ? 'base64' : 'none',
          }
        : {}),
    };
  };

  /** The folder `path` at `ref` as GitHub lists it, or undefined when nothing lives under it. */
  const listFolder = (path: string, ref: string) => {
    const prefix = path === '' ? '' : `${path}/`;
    const entries = new Map<string, unknown>();
    for (const file of state.repoFiles) {
      if (!atRef(file, ref) || !file.path.startsWith(prefix)) continue;
      const [name = '', ...deeper] = file.path.slice(prefix.length).split('/');
      if (deeper.length === 0) entries.set(name, describeFile(file, ref, false));
      else if (!entries.has(name)) {
        const sub = `${prefix}${name}`;
        const sha = createHash('sha1').update(`tree:${sub}`).digest('hex');
        entries.set(name, {
          type: 'dir',
          name,
          path: sub,
          sha,
          size: 0,
          ...links(sub, ref, 'dir', sha),
          download_url: null,
        });
      }
    }
    return entries.size > 0 ? [...entries.values()] : undefined;
  };

  return [
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/contents(?:\/(.*))?$/,
      auth: 'rest',
      repoScoped: true,
      handle: (incoming, [raw = '']) => {
        const path = raw.replace(/^\/+|(?<!\/)\/+$/g, '');
        const ref = incoming.url.searchParams.get('ref') || DEFAULT_BRANCH;
        // The newest seeding of a path wins, as a later commit would.
        const file = [...state.repoFiles].reverse().find((f) => f.path === path && atRef(f, ref));
        if (file) {
          const size = Buffer.byteLength(file.content);
          if (size > DESCRIBED_LIMIT) {
            return ghError(
              403,
              'This API returns blobs up to 100 MB in size. The requested blob is too large to fetch via the API, but you can use the Git Data API to request blobs up to 100 MB in size.',
              CONTENTS_DOCS,
              { errors: [{ resource: 'Blob', field: 'data', code: 'too_large' }] },
            );
          }
          if (/\bvnd\.github(?:\.v3)?\.raw\b/.test(String(incoming.headers.accept ?? ''))) {
            const bytes = Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content);
            return {
              status: 200,
              headers: {
                'content-type': 'application/vnd.github.raw+json; charset=utf-8',
                'content-length': String(bytes.length),
              },
              raw: bytes,
            };
          }
          return { status: 200, json: describeFile(file, ref, true) };
        }
        const folder = listFolder(path, ref);
        return folder ? { status: 200, json: folder } : notFound(CONTENTS_DOCS);
      },
    },
  ];
}
