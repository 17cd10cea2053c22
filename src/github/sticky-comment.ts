/**
 * One PR comment per report key, kept up to date across runs: found by a hidden marker, updated
 * in place only when its content changed, and de-duplicated when two runs race to create it.
 */
import { createHash } from 'node:crypto';
import type { Octokit } from './octokit.js';

/** Which report a sticky comment carries; each kind has its own marker namespace. */
export type CommentKind = 'feedback' | 'preview';

/** The hidden first line that identifies the comment of one kind and `comment-key`. */
export function commentMarker(key: string, kind: CommentKind = 'feedback'): string {
  return `<!-- mintlify-docs-action:${kind}:${key} -->`;
}

/** Digest line: lets a later run see that the content is unchanged without re-rendering it. */
const DIGEST = /^<!-- digest:([0-9a-f]{16,64}) -->$/m;

/**
 * The comment body: marker, digest of `content`, `content`, then `footer` (run-specific lines
 * such as the job summary link, which do not count as a change).
 */
export function buildStickyBody(
  key: string,
  content: string,
  footer = '',
  kind: CommentKind = 'feedback',
): string {
  const digest = createHash('sha256').update(content).digest('hex').slice(0, 32);
  const tail = footer ? `\n${footer}\n` : '';
  return `${commentMarker(key, kind)}\n<!-- digest:${digest} -->\n${content.replace(/\n+$/, '')}\n${tail}`;
}

/** What {@link upsertStickyComment} needs. */
export interface StickyCommentOptions {
  /** Repository owner. */
  readonly owner: string;
  /** Repository name. */
  readonly repo: string;
  /** Pull request (issue) number. */
  readonly issueNumber: number;
  /** The `comment-key`. */
  readonly key: string;
  /** Which report the comment carries; default `feedback`. */
  readonly kind?: CommentKind;
  /** The full body, as {@link buildStickyBody} makes it. */
  readonly body: string;
  /** Cancels the requests. */
  readonly signal?: AbortSignal;
  /** Progress lines. */
  readonly log?: (line: string) => void;
}

/** What happened to the comment. */
export interface StickyCommentResult {
  /** Id of the one comment left. */
  readonly id: number;
  /** Web link of that comment, when known. */
  readonly url?: string;
  /** `unchanged` when the content was already there. */
  readonly action: 'created' | 'updated' | 'unchanged';
  /** Newer duplicates deleted after a race. */
  readonly deleted: readonly number[];
}

/** A comment as far as this module cares. */
interface Found {
  id: number;
  body: string;
  url?: string;
  bot: boolean;
}

/**
 * Creates or updates the report's comment on a pull request.
 *
 * The comment is found through every page of the PR's comments, by its marker on the first line.
 * Comments written by a bot (the `GITHUB_TOKEN`'s `github-actions[bot]`, or an app) are preferred:
 * GET /user answers 403 for installation tokens, so the token's own login cannot be asked for;
 * a marked comment by a person is used only when no bot wrote one (a personal token writes as
 * its user).
 *
 * Two runs racing can both find nothing and both create a comment. So after creating, the
 * comments are listed again; when more than one carries the marker, the oldest (lowest id) is kept,
 * the newer ones are deleted (ours too, if ours is newer) and the survivor gets our body.
 * Whichever run creates last sees both comments, so the race ends with one.
 */
export async function upsertStickyComment(
  octokit: Octokit,
  options: StickyCommentOptions,
): Promise<StickyCommentResult> {
  const { owner, repo, issueNumber, body, signal } = options;
  const log = options.log ?? (() => undefined);
  const request = signal ? { signal } : {};
  const marker = commentMarker(options.key, options.kind);

  log(`Looking for the ${options.kind ?? 'feedback'} comment on PR #${issueNumber}…`);
  const existing = await findMarked(octokit, options, marker);
  const current = existing[0];
  if (current) {
    if (sameContent(current.body, body)) {
      log(`The PR comment ${current.id} is up to date; not touched.`);
      return { id: current.id, ...urlOf(current), action: 'unchanged', deleted: [] };
    }
    const res = await octokit.rest.issues.updateComment({
      owner,
      repo,
      comment_id: current.id,
      body,
      request,
    });
    log(`Updated the PR comment ${current.id}.`);
    return { id: current.id, url: res.data.html_url, action: 'updated', deleted: [] };
  }

  const created = await octokit.rest.issues.createComment({
    owner,
    repo,
    issue_number: issueNumber,
    body,
    request,
  });
  const ownId = created.data.id;
  log(`Created the PR comment ${ownId}.`);

  // Race check: another run may have created its own comment meanwhile, or already deleted ours.
  const after = await findMarked(octokit, options, marker);
  const survivor = after[0] ?? {
    id: ownId,
    body,
    bot: true,
    ...(created.data.html_url ? { url: created.data.html_url } : {}),
  };
  if (after.length <= 1 && survivor.id === ownId) {
    return { id: ownId, ...urlOf(survivor), action: 'created', deleted: [] };
  }
  const deleted: number[] = [];
  for (const duplicate of after.slice(1)) {
    try {
      await octokit.rest.issues.deleteComment({
        owner,
        repo,
        comment_id: duplicate.id,
        request,
      });
      deleted.push(duplicate.id);
    } catch (err) {
      // The other run may have deleted it first.
      if (statusOf(err) !== 404) throw err;
    }
  }
  log(
    `Another run wrote the same comment at the same time; kept the oldest (${survivor.id})${
      deleted.length > 0 ? ` and deleted ${deleted.length} newer one(s)` : ''
    }.`,
  );
  if (survivor.id === ownId || sameContent(survivor.body, body)) {
    return {
      id: survivor.id,
      ...urlOf(survivor),
      action: survivor.id === ownId ? 'created' : 'unchanged',
      deleted,
    };
  }
  const res = await octokit.rest.issues.updateComment({
    owner,
    repo,
    comment_id: survivor.id,
    body,
    request,
  });
  log(`Updated the PR comment ${survivor.id}.`);
  return { id: survivor.id, url: res.data.html_url, action: 'updated', deleted };
}

/**
 * Every comment of the PR carrying `marker` on its first line, oldest first: the bots' if any
 * bot wrote one, else the people's.
 */
async function findMarked(
  octokit: Octokit,
  options: StickyCommentOptions,
  marker: string,
): Promise<Found[]> {
  const found: Found[] = [];
  const iterator = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: options.owner,
    repo: options.repo,
    issue_number: options.issueNumber,
    per_page: 100,
    request: options.signal ? { signal: options.signal } : {},
  });
  for await (const page of iterator) {
    for (const c of page.data) {
      const text = c.body ?? '';
      if (!text.startsWith(marker)) continue;
      // The marker must be the whole first line: `…:key` must not match `…:key-2`.
      const rest = text.slice(marker.length);
      if (rest !== '' && !/^\r?\n/.test(rest)) continue;
      const login = c.user?.login ?? '';
      const bot = c.user?.type === 'Bot' || login.endsWith('[bot]');
      found.push({ id: c.id, body: text, bot, ...(c.html_url ? { url: c.html_url } : {}) });
    }
  }
  const bots = found.filter((c) => c.bot);
  return (bots.length > 0 ? bots : found).sort((a, b) => a.id - b.id);
}

/** Same digest (or, without one, the same body): the comment needs no update. */
function sameContent(existing: string, wanted: string): boolean {
  const a = DIGEST.exec(existing)?.[1];
  const b = DIGEST.exec(wanted)?.[1];
  return a !== undefined && b !== undefined ? a === b : existing === wanted;
}

function urlOf(c: Found): { url?: string } {
  return c.url ? { url: c.url } : {};
}

/** HTTP status of an Octokit error, if it has one. */
export function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
