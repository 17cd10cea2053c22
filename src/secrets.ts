/**
 * Every secret the action learns (the admin key, the GitHub token, each presigned link) is
 * registered here the moment it is known: masked in the runner's log at once, and scrubbed from
 * any text the action writes itself (job summaries and comments are not masked by the runner).
 */
import * as core from './log.js';
import { SIGNED_QUERY } from './platform/errors.js';

const secrets = new Set<string>();

/** Masks `secret` in the log and remembers it for {@link redact}. Empty values are ignored. */
export function addSecret(secret: string): void {
  if (!secret) return;
  core.setSecret(secret);
  secrets.add(secret);
  // A presigned link is also masked without its query, in case a library prints it decoded or cut.
  const q = secret.indexOf('?');
  if (q > 0 && /^https?:\/\//.test(secret)) {
    const query = secret.slice(q + 1);
    core.setSecret(query);
    secrets.add(query);
  }
}

/**
 * Replaces every registered secret, and the query of any presigned link, with `***`.
 * Use on all text the action writes outside the log: summaries, comments, outputs meant for humans.
 */
export function redact(text: string): string {
  let out = text;
  // Longest first, so a secret that contains another is replaced whole.
  for (const s of [...secrets].sort((a, b) => b.length - a.length)) {
    out = out.split(s).join('***');
  }
  return out.replace(SIGNED_QUERY, '?***');
}
