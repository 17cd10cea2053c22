/**
 * GitHub REST routes the action uses: issue comments, the authenticated user, pull request files,
 * releases and their assets. Shapes, status codes and pagination follow api.github.com closely
 * enough for Octokit (`@actions/github`) to behave as it does against the real service.
 */
import { createHash } from 'node:crypto';
import { ACTIONS_BOT_ID } from './context.js';
import type { Context } from './context.js';
import {
  asRecord,
  ghError,
  isoSeconds,
  notFound,
  paginate,
  userId,
  validationFailed,
} from './http.js';
import type { Incoming, Reply, Route } from './http.js';
import type { Asset, Comment, GitHubUser, PullFile, Release } from './types.js';

const COMMENT_DOCS = 'https://docs.github.com/rest/issues/comments';
const RELEASE_DOCS = 'https://docs.github.com/rest/releases/releases';
const ASSET_DOCS = 'https://docs.github.com/rest/releases/assets';
/** The documentation_url GitHub gives with its immutable-release refusals. */
const IMMUTABLE_DOCS = 'https://docs.github.com/rest';
/** GitHub rejects comment bodies longer than this. */
const MAX_COMMENT_BODY = 65_536;

/** REST routes plus the seeding helpers the emulator handle exposes. */
export interface RestApi {
  /** The routes. */
  routes: Route[];
  /** Add one comment by `author` to an issue. */
  seedComment(issueNumber: number, body: string, author: string): Comment;
  /** Add `count` comments by `author` (default 'octocat') to an issue. */
  seedComments(issueNumber: number, count: number, author?: string): void;
  /** Replace the changed files of a pull request. */
  setPullFiles(pullNumber: number, files: PullFile[]): void;
}

/** The numeric id of a user: its own, or derived from the login (github-actions[bot]'s is fixed). */
export function idOf(user: GitHubUser, ctx: Context): number {
  return user.id ?? (user.login === ctx.options.botLogin ? ACTIONS_BOT_ID : userId(user.login));
}

/** A user object shaped like GitHub's "simple user". */
function serializeUser(user: GitHubUser, ctx: Context): Record<string, unknown> {
  const id = idOf(user, ctx);
  return {
    login: user.login,
    id,
    node_id: `MDQ6VXNlcj${id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    url: `${ctx.baseUrl}/users/${encodeURIComponent(user.login)}`,
    html_url: `https://github.com/${user.login.replace(/\[bot\]$/, '')}`,
    type: user.type,
    site_admin: false,
  };
}

/** Build the REST routes over the shared context. */
export function createRestApi(ctx: Context): RestApi {
  const { options, state } = ctx;
  const repoPath = (): string => `${ctx.baseUrl}/repos/${options.owner}/${options.repo}`;
  const htmlRepo = `https://github.com/${options.owner}/${options.repo}`;
  // Comments carry second-precision timestamps; a monotonic clock keeps created_at strictly
  // increasing in creation order even when many comments land within one second. It starts a day
  // back so seeded history reads as older than whatever the action posts.
  let clock = Math.floor(Date.now() / 1000) - 86_400;
  const tick = (atLeastNow: boolean): string => {
    const now = Math.floor(Date.now() / 1000);
    clock = atLeastNow ? Math.max(clock + 1, now) : clock + 1;
    return isoSeconds(new Date(clock * 1000));
  };

  const bot: GitHubUser = { login: options.botLogin, type: 'Bot' };

  const findComment = (
    id: number,
  ): { issue: number; list: Comment[]; index: number } | undefined => {
    for (const [issue, list] of state.comments) {
      const index = list.findIndex((c) => c.id === id);
      if (index >= 0) return { issue, list, index };
    }
    return undefined;
  };

  const serializeComment = (issue: number, c: Comment): Record<string, unknown> => ({
    id: c.id,
    node_id: `IC_kwDO${Buffer.from(String(c.id)).toString('base64url')}`,
    url: `${repoPath()}/issues/comments/${c.id}`,
    html_url: c.html_url,
    issue_url: `${repoPath()}/issues/${issue}`,
    body: c.body,
    user: serializeUser(c.user, ctx),
    created_at: c.created_at,
    updated_at: c.updated_at,
    author_association: c.user.type === 'Bot' ? 'NONE' : 'CONTRIBUTOR',
    performed_via_github_app: null,
    reactions: { url: `${repoPath()}/issues/comments/${c.id}/reactions`, total_count: 0 },
  });

  const newComment = (
    issue: number,
    body: string,
    user: GitHubUser,
    atLeastNow: boolean,
  ): Comment => {
    const id = ctx.nextId('comment');
    const at = tick(atLeastNow);
    const comment: Comment = {
      id,
      body,
      user,
      created_at: at,
      updated_at: at,
      html_url: `${htmlRepo}/issues/${issue}#issuecomment-${id}`,
    };
    const list = state.comments.get(issue) ?? [];
    list.push(comment);
    state.comments.set(issue, list);
    return comment;
  };

  /** The comment body from a JSON request, or the 422 GitHub answers. */
  const commentBody = (incoming: Incoming, docs: string): string | Reply => {
    const body = asRecord(incoming.json)['body'];
    if (typeof body !== 'string') {
      return ghError(422, `Invalid request.\n\n"body" wasn't supplied.`, docs);
    }
    if (body.length > MAX_COMMENT_BODY) {
      return ghError(422, 'Validation Failed', docs, {
        errors: [
          {
            resource: 'IssueComment',
            code: 'custom',
            field: 'body',
            message: `body is too long (maximum is ${MAX_COMMENT_BODY} characters)`,
          },
        ],
      });
    }
    return body;
  };

  const serializeAsset = (a: Asset): Record<string, unknown> => ({
    url: `${repoPath()}/releases/assets/${a.id}`,
    id: a.id,
    node_id: `RA_kwDO${Buffer.from(String(a.id)).toString('base64url')}`,
    name: a.name,
    label: a.label ?? null,
    uploader: serializeUser(bot, ctx),
    content_type: a.content_type,
    state: a.state,
    size: a.size,
    download_count: 0,
    created_at: a.created_at ?? isoSeconds(new Date()),
    updated_at: a.created_at ?? isoSeconds(new Date()),
    browser_download_url: a.browser_download_url,
    digest: a.digest ?? null,
  });

  const serializeRelease = (r: Release): Record<string, unknown> => ({
    url: `${repoPath()}/releases/${r.id}`,
    assets_url: `${repoPath()}/releases/${r.id}/assets`,
    upload_url: r.upload_url,
    html_url: r.html_url,
    id: r.id,
    author: serializeUser(bot, ctx),
    node_id: `RE_kwDO${Buffer.from(String(r.id)).toString('base64url')}`,
    tag_name: r.tag_name,
    target_commitish: r.target_commitish ?? 'main',
    name: r.name,
    draft: r.draft,
    prerelease: r.prerelease,
    immutable: r.immutable === true,
    created_at: r.created_at ?? isoSeconds(new Date()),
    published_at: r.draft ? null : (r.created_at ?? isoSeconds(new Date())),
    assets: r.assets.map(serializeAsset),
    tarball_url: `${repoPath()}/tarball/${encodeURIComponent(r.tag_name)}`,
    zipball_url: `${repoPath()}/zipball/${encodeURIComponent(r.tag_name)}`,
    body: r.body ?? null,
  });

  const findAsset = (id: number): { release: Release; index: number } | undefined => {
    for (const release of state.releases) {
      const index = release.assets.findIndex((a) => a.id === id);
      if (index >= 0) return { release, index };
    }
    return undefined;
  };

  const serializePullFile = (f: PullFile): Record<string, unknown> => {
    const status = f.status ?? 'modified';
    const additions = f.additions ?? (status === 'removed' ? 0 : 1);
    const deletions = f.deletions ?? (status === 'removed' ? 1 : 0);
    const sha = createHash('sha1').update(`${status}:${f.filename}`).digest('hex');
    const path = f.filename.split('/').map(encodeURIComponent).join('/');
    return {
      sha,
      filename: f.filename,
      status,
      additions,
      deletions,
      changes: additions + deletions,
      blob_url: `${htmlRepo}/blob/${sha}/${path}`,
      raw_url: `${htmlRepo}/raw/${sha}/${path}`,
      contents_url: `${repoPath()}/contents/${path}?ref=${sha}`,
      ...(f.previous_filename ? { previous_filename: f.previous_filename } : {}),
    };
  };

  const releaseById = (raw: string | undefined): Release | undefined =>
    state.releases.find((r) => String(r.id) === raw);

  const routes: Route[] = [
    {
      // Installation tokens (GITHUB_TOKEN) are not users; GitHub refuses them here.
      method: 'GET',
      pattern: /^\/user$/,
      auth: 'rest',
      handle: () =>
        ghError(
          403,
          'Resource not accessible by integration',
          'https://docs.github.com/rest/users/users#get-the-authenticated-user',
        ),
    },
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)$/,
      auth: 'rest',
      repoScoped: true,
      handle: () => ({
        status: 200,
        json: {
          id: 123456789,
          node_id: 'R_kgDOemulator',
          name: options.repo,
          full_name: `${options.owner}/${options.repo}`,
          owner: serializeUser({ login: options.owner, type: 'Organization' }, ctx),
          private: false,
          html_url: htmlRepo,
          url: repoPath(),
          default_branch: 'main',
          has_pages: options.pagesEnabled,
          permissions: options.forkPullRequest
            ? { admin: false, maintain: false, push: false, triage: false, pull: true }
            : { admin: false, maintain: false, push: true, triage: true, pull: true },
        },
      }),
    },
    // --- Issue comments ---------------------------------------------------------------------
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/,
      auth: 'rest',
      repoScoped: true,
      handle: (incoming, [issue]) => {
        const n = Number(issue);
        const since = incoming.url.searchParams.get('since');
        let list = state.comments.get(n) ?? [];
        if (since !== null) {
          const from = Date.parse(since);
          if (!Number.isNaN(from)) list = list.filter((c) => Date.parse(c.updated_at) >= from);
        }
        const page = paginate(list, incoming, ctx.baseUrl);
        return { ...page, json: (page.json as Comment[]).map((c) => serializeComment(n, c)) };
      },
    },
    {
      method: 'POST',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/,
      auth: 'rest',
      repoScoped: true,
      write: {
        docs: `${COMMENT_DOCS}#create-an-issue-comment`,
        permission: 'issues=write; pull_requests=write',
      },
      handle: (incoming, [issue]) => {
        const body = commentBody(incoming, `${COMMENT_DOCS}#create-an-issue-comment`);
        if (typeof body !== 'string') return body;
        const n = Number(issue);
        // Authored by whoever the request's token acts as.
        const comment = newComment(n, body, actorOf(incoming, ctx) ?? bot, true);
        return {
          status: 201,
          headers: { location: `${repoPath()}/issues/comments/${comment.id}` },
          json: serializeComment(n, comment),
        };
      },
    },
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/,
      auth: 'rest',
      repoScoped: true,
      handle: (_incoming, [id]) => {
        const found = findComment(Number(id));
        if (!found) return notFound(`${COMMENT_DOCS}#get-an-issue-comment`);
        return {
          status: 200,
          json: serializeComment(found.issue, found.list[found.index] as Comment),
        };
      },
    },
    {
      method: 'PATCH',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/,
      auth: 'rest',
      repoScoped: true,
      write: {
        docs: `${COMMENT_DOCS}#update-an-issue-comment`,
        permission: 'issues=write; pull_requests=write',
      },
      handle: (incoming, [id]) => {
        const found = findComment(Number(id));
        if (!found) return notFound(`${COMMENT_DOCS}#update-an-issue-comment`);
        const body = commentBody(incoming, `${COMMENT_DOCS}#update-an-issue-comment`);
        if (typeof body !== 'string') return body;
        const comment = found.list[found.index] as Comment;
        comment.body = body;
        comment.updated_at = isoSeconds(
          new Date(Math.max(Date.now(), Date.parse(comment.created_at))),
        );
        return { status: 200, json: serializeComment(found.issue, comment) };
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/,
      auth: 'rest',
      repoScoped: true,
      write: {
        docs: `${COMMENT_DOCS}#delete-an-issue-comment`,
        permission: 'issues=write; pull_requests=write',
      },
      handle: (_incoming, [id]) => {
        const found = findComment(Number(id));
        if (!found) return notFound(`${COMMENT_DOCS}#delete-an-issue-comment`);
        found.list.splice(found.index, 1);
        return { status: 204 };
      },
    },
    // --- Pull request files -----------------------------------------------------------------
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/files$/,
      auth: 'rest',
      repoScoped: true,
      handle: (incoming, [pull]) => {
        const files = state.pullFiles.get(Number(pull));
        if (!files)
          return notFound('https://docs.github.com/rest/pulls/pulls#list-pull-requests-files');
        const page = paginate(files, incoming, ctx.baseUrl);
        return { ...page, json: (page.json as PullFile[]).map(serializePullFile) };
      },
    },
    // --- Releases ---------------------------------------------------------------------------
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/releases$/,
      auth: 'rest',
      repoScoped: true,
      handle: (incoming) => {
        // Newest first, like GitHub.
        const page = paginate([...state.releases].reverse(), incoming, ctx.baseUrl);
        return { ...page, json: (page.json as Release[]).map(serializeRelease) };
      },
    },
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/releases\/latest$/,
      auth: 'rest',
      repoScoped: true,
      handle: () => {
        const latest = [...state.releases].reverse().find((r) => !r.draft && !r.prerelease);
        return latest
          ? { status: 200, json: serializeRelease(latest) }
          : notFound(`${RELEASE_DOCS}#get-the-latest-release`);
      },
    },
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/releases\/tags\/(.+)$/,
      auth: 'rest',
      repoScoped: true,
      handle: (_incoming, [tag]) => {
        // Drafts have no tag yet, so GitHub never finds them by tag.
        const release = state.releases.find((r) => r.tag_name === tag && !r.draft);
        return release
          ? { status: 200, json: serializeRelease(release) }
          : notFound(`${RELEASE_DOCS}#get-a-release-by-tag-name`);
      },
    },
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/releases\/(\d+)$/,
      auth: 'rest',
      repoScoped: true,
      handle: (_incoming, [id]) => {
        const release = releaseById(id);
        return release
          ? { status: 200, json: serializeRelease(release) }
          : notFound(`${RELEASE_DOCS}#get-a-release`);
      },
    },
    {
      method: 'POST',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/releases$/,
      auth: 'rest',
      repoScoped: true,
      write: { docs: `${RELEASE_DOCS}#create-a-release`, permission: 'contents=write' },
      handle: (incoming) => {
        const docs = `${RELEASE_DOCS}#create-a-release`;
        const input = asRecord(incoming.json);
        const tag = input['tag_name'];
        if (typeof tag !== 'string' || tag === '') {
          return validationFailed('Release', 'tag_name', 'missing_field', docs);
        }
        const draft = input['draft'] === true;
        if (!draft && state.releases.some((r) => r.tag_name === tag && !r.draft)) {
          return validationFailed('Release', 'tag_name', 'already_exists', docs);
        }
        const id = ctx.nextId('release');
        const release: Release = {
          id,
          tag_name: tag,
          name: typeof input['name'] === 'string' ? input['name'] : null,
          body: typeof input['body'] === 'string' ? input['body'] : null,
          draft,
          prerelease: input['prerelease'] === true,
          html_url: draft
            ? `${htmlRepo}/releases/tag/untagged-${id}`
            : `${htmlRepo}/releases/tag/${encodeURIComponent(tag)}`,
          upload_url: `${ctx.baseUrl}/uploads/repos/${options.owner}/${options.repo}/releases/${id}/assets{?name,label}`,
          assets: [],
          target_commitish:
            typeof input['target_commitish'] === 'string' ? input['target_commitish'] : 'main',
          created_at: isoSeconds(new Date()),
          ...(!draft && options.immutableReleases ? { immutable: true } : {}),
        };
        state.releases.push(release);
        return {
          status: 201,
          headers: { location: `${repoPath()}/releases/${id}` },
          json: serializeRelease(release),
        };
      },
    },
    {
      method: 'PATCH',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/releases\/(\d+)$/,
      auth: 'rest',
      repoScoped: true,
      write: { docs: `${RELEASE_DOCS}#update-a-release`, permission: 'contents=write' },
      handle: (incoming, [id]) => {
        const release = releaseById(id);
        if (!release) return notFound(`${RELEASE_DOCS}#update-a-release`);
        const input = asRecord(incoming.json);
        if (typeof input['tag_name'] === 'string') release.tag_name = input['tag_name'];
        if (typeof input['name'] === 'string') release.name = input['name'];
        if (typeof input['body'] === 'string') release.body = input['body'];
        if (typeof input['draft'] === 'boolean') release.draft = input['draft'];
        if (typeof input['prerelease'] === 'boolean') release.prerelease = input['prerelease'];
        // Publishing locks the release when the setting is on; a locked one stays locked.
        if (!release.draft && options.immutableReleases) release.immutable = true;
        if (!release.draft)
          release.html_url = `${htmlRepo}/releases/tag/${encodeURIComponent(release.tag_name)}`;
        return { status: 200, json: serializeRelease(release) };
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/releases\/(\d+)$/,
      auth: 'rest',
      repoScoped: true,
      write: { docs: `${RELEASE_DOCS}#delete-a-release`, permission: 'contents=write' },
      handle: (_incoming, [id]) => {
        const index = state.releases.findIndex((r) => String(r.id) === id);
        const release = state.releases[index];
        if (!release) return notFound(`${RELEASE_DOCS}#delete-a-release`);
        for (const asset of release.assets) state.assets.delete(asset.id);
        state.releases.splice(index, 1);
        return { status: 204 };
      },
    },
    // --- Release assets ---------------------------------------------------------------------
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/releases\/(\d+)\/assets$/,
      auth: 'rest',
      repoScoped: true,
      handle: (incoming, [id]) => {
        const release = releaseById(id);
        if (!release) return notFound(`${ASSET_DOCS}#list-release-assets`);
        const page = paginate(release.assets, incoming, ctx.baseUrl);
        return { ...page, json: (page.json as Asset[]).map(serializeAsset) };
      },
    },
    {
      method: 'GET',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/releases\/assets\/(\d+)$/,
      auth: 'rest',
      repoScoped: true,
      handle: (incoming, [id]) => {
        const found = findAsset(Number(id));
        if (!found) return notFound(`${ASSET_DOCS}#get-a-release-asset`);
        const asset = found.release.assets[found.index] as Asset;
        // With this Accept header GitHub serves the bytes (via a redirect); serve them directly.
        if ((incoming.headers['accept'] ?? '').includes('application/octet-stream')) {
          return {
            status: 200,
            headers: { 'content-type': 'application/octet-stream' },
            raw: state.assets.get(asset.id) ?? Buffer.alloc(0),
          };
        }
        return { status: 200, json: serializeAsset(asset) };
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/repos\/([^/]+)\/([^/]+)\/releases\/assets\/(\d+)$/,
      auth: 'rest',
      repoScoped: true,
      write: { docs: `${ASSET_DOCS}#delete-a-release-asset`, permission: 'contents=write' },
      handle: (_incoming, [id]) => {
        const found = findAsset(Number(id));
        if (!found) return notFound(`${ASSET_DOCS}#delete-a-release-asset`);
        if (found.release.immutable) {
          return ghError(422, 'Cannot delete assets from an immutable release.', IMMUTABLE_DOCS);
        }
        const [asset] = found.release.assets.splice(found.index, 1);
        if (asset) state.assets.delete(asset.id);
        return { status: 204 };
      },
    },
    {
      // The upload host: GitHub's upload_url template is expanded by Octokit with ?name=&label=.
      method: 'POST',
      pattern: /^\/uploads\/repos\/([^/]+)\/([^/]+)\/releases\/(\d+)\/assets$/,
      auth: 'rest',
      repoScoped: true,
      write: { docs: `${ASSET_DOCS}#upload-a-release-asset`, permission: 'contents=write' },
      handle: (incoming, [id]) => {
        const docs = `${ASSET_DOCS}#upload-a-release-asset`;
        const release = releaseById(id);
        if (!release) return notFound(docs);
        // What GitHub answers once a release is published with immutable releases on.
        if (release.immutable) {
          return ghError(422, 'Cannot upload assets to an immutable release.', IMMUTABLE_DOCS);
        }
        const name = incoming.url.searchParams.get('name');
        if (!name) return validationFailed('ReleaseAsset', 'name', 'missing_field', docs);
        if (release.assets.some((a) => a.name === name)) {
          return validationFailed('ReleaseAsset', 'name', 'already_exists', docs);
        }
        const assetId = ctx.nextId('asset');
        const asset: Asset = {
          id: assetId,
          name,
          label: incoming.url.searchParams.get('label'),
          size: incoming.body.length,
          content_type: incoming.headers['content-type'] ?? 'application/octet-stream',
          browser_download_url: `${ctx.baseUrl}/${options.owner}/${options.repo}/releases/download/${encodeURIComponent(release.tag_name)}/${encodeURIComponent(name)}`,
          state: 'uploaded',
          created_at: isoSeconds(new Date()),
          digest: `sha256:${createHash('sha256').update(incoming.body).digest('hex')}`,
        };
        release.assets.push(asset);
        state.assets.set(assetId, Buffer.from(incoming.body));
        return { status: 201, json: serializeAsset(asset) };
      },
    },
    {
      // browser_download_url: public, like github.com's release download links.
      method: 'GET',
      pattern: /^\/([^/]+)\/([^/]+)\/releases\/download\/([^/]+)\/([^/]+)$/,
      auth: 'none',
      repoScoped: true,
      handle: (_incoming, [tag, name]): Reply => {
        const release = state.releases.find((r) => r.tag_name === tag);
        const asset = release?.assets.find((a) => a.name === name);
        const bytes = asset ? state.assets.get(asset.id) : undefined;
        if (!asset || !bytes)
          return { status: 404, headers: { 'content-type': 'text/plain' }, raw: 'Not Found' };
        return {
          status: 200,
          headers: {
            'content-type': 'application/octet-stream',
            'content-disposition': `attachment; filename=${encodeURIComponent(asset.name)}`,
          },
          raw: bytes,
        };
      },
    },
  ];

  return {
    routes,
    seedComment(issueNumber, body, author) {
      const user: GitHubUser = { login: author, type: author.endsWith('[bot]') ? 'Bot' : 'User' };
      return newComment(issueNumber, body, user, false);
    },
    seedComments(issueNumber, count, author = 'octocat') {
      const user: GitHubUser = { login: author, type: author.endsWith('[bot]') ? 'Bot' : 'User' };
      for (let i = 0; i < count; i += 1) {
        newComment(issueNumber, `Comment ${i + 1} by ${author}`, user, false);
      }
    },
    setPullFiles(pullNumber, files) {
      state.pullFiles.set(
        pullNumber,
        files.map((f) => ({ ...f })),
      );
    },
  };
}

/** The token of a request, from `token X` or `Bearer X`. */
export function tokenOf(incoming: Incoming): string | undefined {
  return /^(?:token|bearer)\s+(\S+)\s*$/i.exec(incoming.headers['authorization'] ?? '')?.[1];
}

/** The account the request's token acts as, if it is a known token. */
export function actorOf(incoming: Incoming, ctx: Context): GitHubUser | undefined {
  const token = tokenOf(incoming);
  return token === undefined ? undefined : ctx.options.identities.get(token);
}
