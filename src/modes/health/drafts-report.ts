/**
 * The drafts in the report: a cell of each listed page's row (the pull request, or how the job
 * stands) and a section that names what each draft touched outside its page and what held
 * drafting back. Pure. Everything here came from outside (job ids and links from the platform,
 * file names from the pull request's author): ids and names as inline code, links only as
 * sanitized http(s) URLs, the rest as inline text.
 */
import { inlineCode, inlineText, safeUrl } from '../../util/sanitize.js';
import type { DraftRow, DraftsResult } from './drafts.js';

/** What a flagged draft's row and the summary say. */
export const FLAG_TEXT =
  "touches files outside the page: review by hand, its CI ran with this repository's secrets";

/** Most flagged files named per draft. */
const MAX_NAMED = 10;

/** The row's cell: `#12`, `#12 ⚠️`, `drafting`, `failed`, … */
export function draftCell(row: DraftRow | undefined): string {
  if (!row) return '—';
  const link = prLink(row);
  if (row.status === 'pr' && link) {
    if (row.notOwn) return `${link} (not the job's)`;
    const flag =
      row.flagged.length > 0 ? ' ⚠️ outside the page' : row.unchecked ? ' (unchecked)' : '';
    return `${link}${stateWord(row)}${flag}`;
  }
  return {
    drafting: 'drafting',
    failed: 'failed',
    ended: 'ended',
    'no-change': 'no change needed',
    pr: 'pull request',
  }[row.status];
}

/** The section under the table: each draft in a line, then what held drafting back. */
export function draftsSection(drafts: DraftsResult): string {
  const lines = drafts.rows.map((row) => `- ${inlineText(row.page, 160)}: ${rowLine(row)}`);
  for (const note of drafts.notes) lines.push(`- ${inlineText(note, 600)}`);
  if (lines.length === 0) return '';
  return [
    '### Draft fixes',
    '',
    "Drafted by Mintlify's docs agent from each page's numbers; every draft is a pull request for a person to review. A draft that touches anything but its page's file and the images beside it is flagged.",
    '',
    ...lines,
  ].join('\n');
}

/** One draft in words. */
function rowLine(row: DraftRow): string {
  const job = `job ${inlineCode(row.job, 80)}${row.started ? ' (started by this run)' : ''}`;
  const link = prLink(row);
  const what: Record<DraftRow['status'], string> = {
    drafting: 'still drafting; read again on the next run',
    failed: 'the agent failed; not retried for 7 days',
    ended: 'the job was archived before it finished',
    'no-change': 'the agent completed without a pull request (no change needed)',
    pr: link
      ? `${row.elsewhere ? 'a link elsewhere (not a pull request of this repository; not checked): ' : 'pull request '}${link}${stateWord(row)}`
      : 'a pull request',
  };
  const parts = [what[row.status], job];
  if (row.notOwn) {
    parts.push(`not taken as the draft: ${inlineText(row.notOwn, 300)}`);
  } else if (row.flagged.length > 0) {
    const named = row.flagged.slice(0, MAX_NAMED).map((f) => inlineCode(f, 200));
    const more =
      row.flagged.length > MAX_NAMED ? ` and ${row.flagged.length - MAX_NAMED} more` : '';
    parts.push(`⚠️ ${FLAG_TEXT}: ${named.join(', ')}${more}`);
  } else if (row.unchecked) {
    parts.push(`its files were not checked: ${inlineText(row.unchecked, 300)}`);
  }
  return parts.join(' · ');
}

/**
 * `[#12](url)` for the job's own PR here, `[link](url)` elsewhere; undefined without a safe link.
 * A PR that is not the job's own, or that touches files beyond its page, is named (`#12`) and
 * labelled, never linked as a fix.
 */
function prLink(row: DraftRow): string | undefined {
  const url = safeUrl(row.pr);
  if (!url) return undefined;
  if (row.prNumber && (row.notOwn || row.flagged.length > 0)) return `#${row.prNumber}`;
  return row.prNumber && !row.elsewhere ? `[#${row.prNumber}](${url})` : `[link](${url})`;
}

/** ` (merged)`, ` (closed)`, or nothing for an open one. */
function stateWord(row: DraftRow): string {
  return row.prState === 'merged' || row.prState === 'closed' ? ` (${row.prState})` : '';
}

/** The `drafts` output: page, job id, status, PR link and flagged files of each draft. */
export function draftsOutput(drafts: DraftsResult): string {
  return JSON.stringify(
    drafts.rows.map((r) => ({
      page: r.page,
      job: r.job,
      status: r.status,
      pr: r.pr ?? null,
      ...(r.prState ? { prState: r.prState } : {}),
      ...(r.notOwn ? { notOwn: true } : {}),
      flagged: r.flagged,
    })),
  );
}
