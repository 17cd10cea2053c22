/**
 * "How this report was read" of the docs-health report: what each analytics read used of its
 * plan and what it left out, then the run's share of the hourly budget. Pure: data in, markdown
 * out.
 */
import { formatCount, plural } from '../../util/format.js';
import { inlineText } from '../../util/sanitize.js';
import { capitalize } from '../../util/text.js';
import type { ReadNote } from './model.js';
import type { HealthRead } from './model.js';

/** How each read is named in the log and the report. */
export const READ_NAMES: Readonly<Record<HealthRead, string>> = {
  views: 'page views',
  votes: 'feedback by page',
  assistant: 'assistant conversations',
  searches: 'search terms',
  comments: 'feedback comments',
};

/** "How this report was read": one line per read, then the budget. */
export function readNotes(
  notes: readonly ReadNote[],
  budget: { readonly used: number; readonly limit: number },
): string {
  const lines = notes.map((n) => `- ${capitalize(READ_NAMES[n.read])}: ${noteText(n)}`);
  if (!notes.some((n) => n.read === 'comments')) {
    lines.push(
      '- Feedback comments: not read, no listed page has a not-helpful vote or a code-snippet report.',
    );
  }
  lines.push(
    `- Analytics requests: ${formatCount(budget.used)} of the ${formatCount(budget.limit)} per hour the organization shares (this run's own, retries included).`,
  );
  return `<details><summary>How this report was read</summary>\n\n${lines.join('\n')}\n\n</details>`;
}

/** What one read used and what was cut, in words. */
function noteText(n: ReadNote): string {
  const used = `${n.used} of ${plural(n.planned, 'planned request')}`;
  if (n.stop === 'failed') return `${used}; could not be read: ${inlineText(n.error, 300)}`;
  if (n.stop === 'skipped') return 'not read: the analytics budget left no request for it.';
  const rows = `${formatCount(n.rows)} ${ROW_WORDS[n.read]}`;
  if (n.stop === 'found') return `${used}, ${rows}: enough for every listed page.`;
  if (!n.more) return `${used}, ${rows}: all there were.`;
  return `${used}, ${rows}; ${CUT_WORDS[n.read]}`;
}

/** What a row of each read is. */
const ROW_WORDS: Readonly<Record<ReadNote['read'], string>> = {
  views: 'pages, most viewed first',
  votes: 'pages, most feedback first',
  assistant: 'conversations, newest first',
  searches: 'terms, most searched first',
  comments: 'feedback entries, newest first',
};

/** What a cut read left out. */
const CUT_WORDS: Readonly<Record<ReadNote['read'], string>> = {
  views: 'less viewed pages were not read: their votes rank without views.',
  votes:
    'more pages have feedback, and the API returns at most 100 per request with no way to page.',
  assistant: 'older conversations are not counted.',
  searches: 'less searched terms were not read.',
  comments: 'older feedback was not read, so a page may show fewer comments than it has.',
};
