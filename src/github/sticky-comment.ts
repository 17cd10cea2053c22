/**
 * One PR comment per report key, kept up to date across runs: found by a hidden marker, updated
 * in place only when its content changed, and de-duplicated when two runs race to create it.
 */
import { commentBody } from '../guard.js';
import type { SafeText } from '../safe-text.js';
import * as core from '../log.js';
import { markedBody, sameContent } from './marked-body.js';
import { issueComments, onRepo, statusOf, type Octokit } from './octokit.js';

/** Which report a sticky comment carries; each kind has its own marker namespace. */
export type CommentKind = 'feedback' | 'preview';

/** The hidden first line that identifies the comment of one kind and `comment-key`. */
export function commentMarker(key: string, kind: CommentKind = 'feedback'): string {
  return `<!-- mintlify-docs-action:${kind}:${key} -->`;
}

/**
 * The comment body, through the guard: marker, digest of `content`, `content`, then `footer`
 * (run-specific lines such as the job summary link, which do not count as a change). The digest
 * is of the scrubbed content, so a new token per run does not count as a change either.
 */
export function buildStickyBody(
  key: string,
  content: string,
  footer = '',
  kind: CommentKind = 'feedback',
): SafeText<'comment'> {
  return commentBody(markedBody(commentMarker(key, kind), commentBody(content), footer));
}

/**
 * Who the token in use writes as: `github-actions[bot]` for the default `GITHUB_TOKEN`, the
 * app's `name[bot]` for a GitHub App token, the user for a personal token.
 */
export interface TokenIdentity {
  /** Login as REST reports it on comments (`user.login`). */
  readonly login: string;
  /** Numeric user id (REST `user.id`, GraphQL `databaseId`), when known. */
  readonly id?: number;
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
  /** The full body, as {@link buildStickyBody} makes it (through the guard). */
  readonly body: SafeText<'comment'>;
  /** Cancels the requests. */
  readonly signal?: AbortSignal;
  /**
   * The token's identity, when the caller already knows it; `null` when it could not be read.
   * Left out, it is read once per Octokit client with {@link readTokenIdentity}.
   */
  readonly identity?: TokenIdentity | null;
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
}

/** The identity of each client, read once per run (one client per run). */
const identities = new WeakMap<object, Promise<TokenIdentity | null>>();

/**
 * The identity of the client's token, from GraphQL `viewer { login databaseId }`, which answers
 * for all three kinds of token (REST `GET /user` refuses installation tokens with 403). Read once
 * per client; `null` when it cannot be read (GraphQL off on a GHES, network trouble): callers
 * then must not edit or delete any comment.
 *
 * GraphQL names an app token's viewer `name[bot]`, as REST does; Bot actors elsewhere in GraphQL
 * lack the suffix, so comments are matched on the numeric id first and on the login only when an
 * id is missing.
 */
export function readTokenIdentity(
  octokit: Octokit,
  signal?: AbortSignal,
): Promise<TokenIdentity | null> {
  let pending = identities.get(octokit);
  if (!pending) {
    pending = (async () => {
      try {
        const data = await octokit.graphql<{
          viewer?: { login?: unknown; databaseId?: unknown } | null;
        }>('query { viewer { login databaseId } }', signal ? { request: { signal } } : {});
        const login = data.viewer?.login;
        const id = data.viewer?.databaseId;
        if (typeof login !== 'string' || login === '') return null;
        return typeof id === 'number' && Number.isSafeInteger(id) ? { login, id } : { login };
      } catch (err) {
        if (signal?.aborted) throw err;
        return null;
      }
    })();
    identities.set(octokit, pending);
  }
  return pending;
}

/** Whether a comment's (or a deployment's) author is the token's own identity. */
export function isOurs(
  user: { login?: string | null; id?: number | null } | null | undefined,
  identity: TokenIdentity,
): boolean {
  if (!user) return false;
  if (identity.id !== undefined && typeof user.id === 'number') return user.id === identity.id;
  return (user.login ?? '').toLowerCase() === identity.login.toLowerCase();
}

/**
 * Creates or updates the report's comment on a pull request.
 *
 * Only comments written by the token's own identity ({@link readTokenIdentity}) are ever found,
 * edited or deleted: a comment by anyone else is left alone whatever it contains, the marker
 * included (a PR author could plant one). Among ours, the comment is found through every page of
 * the PR's comments by its marker on the first line. When the identity cannot be read, nothing is
 * edited or deleted: a new comment is created, with a warning.
 *
 * Two runs racing can both find nothing and both create a comment. So after creating, our marked
 * comments are listed again; when more than one carries the marker, the oldest (lowest id) is kept,
 * the newer ones are deleted (ours too, if ours is newer) and the survivor gets our body.
 * Whichever run creates last sees both comments, so the race ends with one.
 */
export async function upsertStickyComment(
  octokit: Octokit,
  options: StickyCommentOptions,
): Promise<StickyCommentResult> {
  const { issueNumber, signal } = options;
  const marker = commentMarker(options.key, options.kind);
  const identity =
    options.identity !== undefined ? options.identity : await readTokenIdentity(octokit, signal);
  if (!identity) return createWithoutIdentity(octokit, options);

  core.info(
    `Looking for the ${options.kind ?? 'feedback'} comment on PR #${issueNumber} written by ${identity.login}…`,
  );
  const existing = await findMarked(octokit, options, marker, identity);
  const current = existing[0];
  if (current) return updateUnlessSame(octokit, options, current);

  const own = await createComment(octokit, options);
  return settleRace(octokit, options, marker, identity, own);
}

/** Posts a new comment with the report's body, logs its id and returns it. */
async function createComment(octokit: Octokit, options: StickyCommentOptions): Promise<Found> {
  const created = await octokit.rest.issues.createComment({
    ...onRepo(options),
    issue_number: options.issueNumber,
    body: options.body,
  });
  core.info(`Created the PR comment ${created.data.id}.`);
  return {
    id: created.data.id,
    body: options.body,
    ...(created.data.html_url ? { url: created.data.html_url } : {}),
  };
}

/**
 * Creates a new comment without looking for ours: without the token's identity no comment can be
 * proven ours, so none may be edited. Warns that earlier comments stay.
 */
async function createWithoutIdentity(
  octokit: Octokit,
  options: StickyCommentOptions,
): Promise<StickyCommentResult> {
  core.warning(
    `Could not tell which account the \`github-token\` writes as (GraphQL \`viewer\` unreadable), so no existing comment on PR #${options.issueNumber} is edited: a new comment is created instead. Earlier report comments, if any, stay as they are.`,
  );
  const own = await createComment(octokit, options);
  return { id: own.id, ...urlOf(own), action: 'created', deleted: [] };
}

/**
 * After creating `own`, lists our marked comments again: when another run created one meanwhile
 * (or already deleted ours), keeps the oldest, deletes the newer ones and gives the survivor our
 * body. Only our identity's comments count, so a planted one is never deleted.
 */
async function settleRace(
  octokit: Octokit,
  options: StickyCommentOptions,
  marker: string,
  identity: TokenIdentity,
  own: Found,
): Promise<StickyCommentResult> {
  const after = await findMarked(octokit, options, marker, identity);
  const survivor = after[0] ?? own;
  if (after.length <= 1 && survivor.id === own.id) {
    return { id: own.id, ...urlOf(survivor), action: 'created', deleted: [] };
  }
  const deleted = await deleteDuplicates(octokit, options, after.slice(1));
  core.info(
    `Another run wrote the same comment at the same time; kept the oldest (${survivor.id})${
      deleted.length > 0 ? ` and deleted ${deleted.length} newer one(s)` : ''
    }.`,
  );
  return giveSurvivorOurBody(octokit, options, survivor, own.id, deleted);
}

/** Deletes the newer duplicates one by one; returns the ids this run actually deleted. */
async function deleteDuplicates(
  octokit: Octokit,
  options: StickyCommentOptions,
  duplicates: readonly Found[],
): Promise<number[]> {
  const deleted: number[] = [];
  for (const duplicate of duplicates) {
    try {
      await octokit.rest.issues.deleteComment({ ...onRepo(options), comment_id: duplicate.id });
      deleted.push(duplicate.id);
    } catch (err) {
      // The other run may have deleted it first.
      if (statusOf(err) !== 404) throw err;
    }
  }
  return deleted;
}

/**
 * Makes the comment that survived the race carry our body: nothing to do when it is ours or its
 * content is already the same, otherwise an update.
 */
async function giveSurvivorOurBody(
  octokit: Octokit,
  options: StickyCommentOptions,
  survivor: Found,
  ownId: number,
  deleted: number[],
): Promise<StickyCommentResult> {
  if (survivor.id === ownId || sameContent(survivor.body, options.body)) {
    return {
      id: survivor.id,
      ...urlOf(survivor),
      action: survivor.id === ownId ? 'created' : 'unchanged',
      deleted,
    };
  }
  return { ...(await writeBody(octokit, options, survivor.id)), deleted };
}

/**
 * Updates the report's comment only when it exists: for reports that end something (the preview
 * of a closed pull request), where a new comment would be noise. Never creates or deletes one;
 * the same rules as {@link upsertStickyComment} decide which comment is ours (when the identity
 * cannot be read, nothing is touched). With duplicates left by a race, the oldest is updated.
 * Returns undefined when there is no comment of ours.
 */
export async function updateStickyCommentIfPresent(
  octokit: Octokit,
  options: StickyCommentOptions,
): Promise<StickyCommentResult | undefined> {
  const { issueNumber, signal } = options;
  const identity =
    options.identity !== undefined ? options.identity : await readTokenIdentity(octokit, signal);
  if (!identity) {
    core.warning(
      `Could not tell which account the \`github-token\` writes as (GraphQL \`viewer\` unreadable), so the ${options.kind ?? 'feedback'} comment on PR #${issueNumber} is left as it is.`,
    );
    return undefined;
  }
  const current = (
    await findMarked(octokit, options, commentMarker(options.key, options.kind), identity)
  )[0];
  return current ? updateUnlessSame(octokit, options, current) : undefined;
}

/** Gives our comment `current` the new body, unless its digest says the content is the same. */
async function updateUnlessSame(
  octokit: Octokit,
  options: StickyCommentOptions,
  current: Found,
): Promise<StickyCommentResult> {
  if (sameContent(current.body, options.body)) {
    core.info(`The PR comment ${current.id} is up to date; not touched.`);
    return { id: current.id, ...urlOf(current), action: 'unchanged', deleted: [] };
  }
  return { ...(await writeBody(octokit, options, current.id)), deleted: [] };
}

/** Gives comment `id` the options' body. */
async function writeBody(
  octokit: Octokit,
  options: StickyCommentOptions,
  id: number,
): Promise<{ id: number; url: string; action: 'updated' }> {
  const res = await octokit.rest.issues.updateComment({
    ...onRepo(options),
    comment_id: id,
    body: options.body,
  });
  core.info(`Updated the PR comment ${id}.`);
  return { id, url: res.data.html_url, action: 'updated' };
}

/**
 * Every comment of the PR written by `identity` carrying `marker` on its first line, oldest
 * first. Marked comments by anyone else are skipped (and counted in a log line).
 */
async function findMarked(
  octokit: Octokit,
  options: StickyCommentOptions,
  marker: string,
  identity: TokenIdentity,
): Promise<Found[]> {
  const found: Found[] = [];
  let foreign = 0;
  const at = { ...options, number: options.issueNumber };
  for await (const c of issueComments(octokit, at)) {
    const text = c.body ?? '';
    if (!text.startsWith(marker)) continue;
    // The marker must be the whole first line: `…:key` must not match `…:key-2`.
    const rest = text.slice(marker.length);
    if (rest !== '' && !/^\r?\n/.test(rest)) continue;
    if (!isOurs(c.user, identity)) {
      foreign++;
      continue;
    }
    found.push({ id: c.id, body: text, ...(c.html_url ? { url: c.html_url } : {}) });
  }
  if (foreign > 0) {
    core.info(
      `Left ${foreign} comment(s) carrying this report's marker alone: they were not written by ${identity.login}.`,
    );
  }
  return found.sort((a, b) => a.id - b.id);
}

function urlOf(c: Found): { url?: string } {
  return c.url ? { url: c.url } : {};
}
