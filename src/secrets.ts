/**
 * Every secret the action learns (the admin key, the GitHub token, the OIDC token, each presigned
 * link) is registered here the moment it is known: masked in the runner's log at once, and
 * scrubbed from any text the action writes itself (job summaries, comments, Deployments and
 * outputs are not masked by the runner; `src/guard.ts` scrubs all of them through {@link redact}).
 *
 * The one redaction path of the action: {@link redact} (registered secrets) and
 * {@link scrubSecrets} (a caller's own list, for the platform client's errors) replace the same
 * credential shapes the same way. Bottom layer: imports only `log.ts`.
 */
import * as log from './log.js';

const secrets = new Set<string>();

// Secrets that can show up in text the action did not write itself.
/**
 * An absolute URL and its query, if any (server text only: a summary's own links keep theirs).
 * The query is optional so that a URL without one is stepped over whole: with `\?` required, a run
 * of `https://a:https://a:…` was scanned to its end from each URL in it (1 MiB: 71 s).
 */
const URL_QUERY = /(\bhttps?:\/\/[^\s"'<>?#]*)(\?[^\s"'<>#]*)?/gi;
/**
 * A query that makes a link a credential (S3, GCS and Azure presigning), also of a relative link:
 * the one such pattern of the action. Tried only from the first `?` of a run (the lookbehind): from
 * every `?` of `????…` the scan for the parameter names was quadratic; a later `?` of the run
 * matches only where the first one does.
 */
export const SIGNED_QUERY =
  /\?(?<=(?:^|[\s"'<>)#])[^\s"'<>)#?]*\?)[^\s"'<>)#]*(?:sig|X-Amz-|sv=|se=|token=)[^\s"'<>)#]*/gi;
/**
 * Single presigning parameters outside any URL; an `X-Amz-…` name without `=` is stepped over whole
 * (the second branch), or `X-Amz-X-Amz-…` was scanned to its end from each `X-Amz-` in it.
 */
const SIGNED_PARAM = /\b(?:(X-Amz-[A-Za-z-]+|Signature|sig)=[^&\s"'<>]*|X-Amz-[A-Za-z-]+)/gi;
/** Mintlify admin keys begin with `mint_`. */
const ADMIN_KEY = /\bmint_[A-Za-z0-9_-]{4,}/g;
/** An Authorization header value echoed back. */
const BEARER = /\b(Bearer)\s+[^\s"',;]+/gi;

/** Masks `secret` in the log and remembers it for {@link redact}. Empty values are ignored. */
export function addSecret(secret: string): void {
  if (!secret) return;
  log.setSecret(secret);
  secrets.add(secret);
  // A presigned link is also masked without its query, in case a library prints it decoded or cut.
  const q = secret.indexOf('?');
  if (q > 0 && /^https?:\/\//.test(secret)) {
    const query = secret.slice(q + 1);
    log.setSecret(query);
    secrets.add(query);
  }
}

/** Whether `text` holds a registered secret (a presigned query included). */
export function holdsSecret(text: string): boolean {
  return redact(text) !== text;
}

/**
 * Replaces every registered secret, and anything shaped like a credential (admin keys, bearer
 * tokens, presigned queries and parameters), with `***`. The guard applies it to everything
 * written to GitHub; messages use it through `util/text.ts logText`.
 */
export function redact(text: string): string {
  return scrub(text, secrets, 1, false);
}

/**
 * Like {@link redact} for text a server sent, with a caller's own `secrets` (of 4 characters or
 * more) instead of the registry, and the query of every absolute URL removed too.
 */
export function scrubSecrets(text: string, known: Iterable<string> = []): string {
  return scrub(text, known, 4, true);
}

/** What markdown and HTML escaping make of a character (`util/sanitize.ts`). */
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const patterns = new Map<string, RegExp>();
/** What rendering may put between a secret's characters: a markdown backslash, a zero-width space. */
const INSERTED = /[\\\u200b]/g;
/** The characters that {@link ENTITIES} may stand for. */
const ESCAPABLE = /[&<>"']/;
/** Per secret, the part that rendering cannot change ({@link plainPart}). */
const plainParts = new Map<string, string>();

/**
 * The longest run of `secret` that stands in rendered text as it is, once backslashes and
 * zero-width spaces are taken out of both: a run between characters that may be escaped as
 * entities. Empty when every character may be.
 */
function plainPart(secret: string): string {
  let part = plainParts.get(secret);
  if (part === undefined) {
    part = secret
      .replace(INSERTED, '')
      .split(ESCAPABLE)
      .reduce((a, b) => (b.length > a.length ? b : a), '');
    plainParts.set(secret, part);
  }
  return part;
}

/**
 * Whether `plain` (the text with backslashes and zero-width spaces taken out) may hold `secret` in
 * any form {@link secretPattern} matches: it must hold the secret's {@link plainPart}. Checked
 * first because the pattern of a long secret is costly to build: an OIDC token's (~1,000
 * characters, each with its escapes) took ~90 ms and several MiB of compiled code, paid by every
 * run at its first summary (BENCHMARKS.md, Pages whole run: the last ~10 MiB of a 10,000-file
 * run's peak). Most texts hold no secret, so most patterns are never built.
 */
function mayHold(plain: string, secret: string): boolean {
  return plain.includes(plainPart(secret));
}

/** Patterns built so far (for the tests: a text without the secret builds none). */
export function secretPatternsBuilt(): number {
  return patterns.size;
}

/**
 * `secret` as it may stand in rendered text: each character possibly behind a markdown
 * backslash, as its HTML entity, or followed by the zero-width space that defuses mentions and
 * links. A secret echoed by the platform is often escaped before it reaches a comment, and
 * `ghs\_token` is the token all the same.
 */
function secretPattern(secret: string): RegExp {
  let pattern = patterns.get(secret);
  if (!pattern) {
    const chars = Array.from(secret, (c) => {
      const literal = c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
      const entity = ENTITIES[c];
      return `\\\\?${entity ? `(?:${literal}|${entity})` : literal}\u200b?`;
    });
    pattern = new RegExp(chars.join(''), 'g');
    patterns.set(secret, pattern);
  }
  return pattern;
}

function scrub(text: string, known: Iterable<string>, minLength: number, allQueries: boolean) {
  let out = String(text);
  // Longest first, so a secret that contains another is replaced whole.
  const list = [...known].filter((s) => s.length >= minLength).sort((a, b) => b.length - a.length);
  // The pattern matches the secret as written too (every escape in it is optional).
  let plain: string | undefined;
  for (const secret of list) {
    plain ??= out.replace(INSERTED, '');
    if (!mayHold(plain, secret)) continue;
    const next = out.replace(secretPattern(secret), '***');
    // `***` now stands in the text: a later secret is looked for in the text as it is now.
    if (next !== out) plain = undefined;
    out = next;
  }
  if (allQueries) {
    out = out.replace(URL_QUERY, (url, base: string, query?: string) =>
      query === undefined ? url : `${base}?***`,
    );
  }
  return out
    .replace(SIGNED_QUERY, '?***')
    .replace(SIGNED_PARAM, (param, name?: string) => (name === undefined ? param : `${name}=***`))
    .replace(ADMIN_KEY, 'mint_***')
    .replace(BEARER, '$1 ***');
}
