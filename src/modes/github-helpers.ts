/** What the modes that talk to GitHub share: its error text and the signal of its requests. */
import { statusOf } from '../github/sticky-comment.js';
import { redact } from '../secrets.js';
import type { ModeContext } from './types.js';

/** An Octokit error in one line, with its HTTP status and without secrets. */
export function githubErrorText(err: unknown): string {
  const status = statusOf(err);
  const message = err instanceof Error ? err.message : String(err);
  const one = redact(message).replace(/\s+/g, ' ').trim();
  const short = one.length > 300 ? `${one.slice(0, 297)}...` : one;
  return status !== undefined && !short.includes(String(status))
    ? `HTTP ${status}: ${short}`
    : short;
}

/** GitHub requests stop at cancellation and at the run's deadline. */
export function githubSignal(ctx: ModeContext): AbortSignal {
  const left = Math.max(1, ctx.deadline - Date.now());
  return AbortSignal.any([ctx.signal, AbortSignal.timeout(left)]);
}
