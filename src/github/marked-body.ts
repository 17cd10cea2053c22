/**
 * The body of a GitHub object the action keeps current (a sticky PR comment, the health issue):
 * a hidden marker line, a digest of the content, the content, then a run-specific footer. The
 * digest lets a later run see that nothing changed without re-rendering or diffing the body.
 */
import { createHash } from 'node:crypto';

/** Digest line: lets a later run see that the content is unchanged. */
const DIGEST = /^<!-- digest:([0-9a-f]{16,64}) -->$/m;

/**
 * Lays out `marker`, the digest of `content`, `content` and `footer` (lines that do not count as
 * a change). `content` must already be guarded: the digest is of the scrubbed text, so a new token
 * per run does not count as a change.
 */
export function markedBody(marker: string, content: string, footer: string): string {
  const digest = createHash('sha256').update(content).digest('hex').slice(0, 32);
  const tail = footer ? `\n${footer}\n` : '';
  return `${marker}\n<!-- digest:${digest} -->\n${content.replace(/(?<!\n)\n+$/, '')}\n${tail}`;
}

/** Same digest (or, without one, the same body): the object needs no edit. */
export function sameContent(existing: string, wanted: string): boolean {
  const a = DIGEST.exec(existing)?.[1];
  const b = DIGEST.exec(wanted)?.[1];
  return a !== undefined && b !== undefined ? a === b : existing === wanted;
}
