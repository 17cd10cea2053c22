/**
 * The report's memory: the listed pages in rank order, kept in the issue itself as one hidden
 * line, so the next report can say how each page moved. The pages are the platform's text, so
 * the line carries them base64url-encoded (nothing in it can end the HTML comment). Anyone who
 * may edit the issue may edit the line too: what is read back is checked, used only to compare
 * with the new ranking, and never shown.
 */
import { MAX_HEALTH_TOP } from './inputs.js';

const PREFIX = '<!-- mintlify-docs-action:health-ranks:';
const LINE = /^<!-- mintlify-docs-action:health-ranks:([A-Za-z0-9_-]{1,60000}) -->$/m;
/** Longest page path kept. */
const MAX_PATH = 500;

/** The hidden line for `pages` (in rank order). */
export function historyLine(pages: readonly string[]): string {
  const data = Buffer.from(JSON.stringify({ v: 1, pages })).toString('base64url');
  return `${PREFIX}${data} -->`;
}

/** The pages of an earlier report, in rank order; undefined when the body has no readable line. */
export function readHistory(body: string): string[] | undefined {
  const data = LINE.exec(body)?.[1];
  if (!data) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { v, pages } = parsed as { v?: unknown; pages?: unknown };
  if (v !== 1 || !Array.isArray(pages)) return undefined;
  if (pages.length > MAX_HEALTH_TOP) return undefined;
  const ok = pages.every((p) => typeof p === 'string' && p.length > 0 && p.length <= MAX_PATH);
  return ok ? (pages as string[]) : undefined;
}
