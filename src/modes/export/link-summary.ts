/**
 * The link check of an export, as markdown for the job summary and as warning lines. Pure: data
 * in, text out. Targets and page paths come from the bundle (untrusted): they are shown as inline
 * code inside table cells, cut, with `|` escaped.
 */
import type { LinkCheckResult } from '../../publish/link-check.js';
import { inlineCode, inlineText } from '../../util/sanitize.js';
import { plural } from '../../util/format.js';

/** Broken targets listed in the summary table. */
export const SUMMARY_ROWS = 100;

/** How the summary words the consequence. */
export interface LinkSummaryOptions {
  /** The `check-links` input. */
  mode: 'warn' | 'error';
}

/** The "Links" section of the export summary. */
export function renderLinkSection(result: LinkCheckResult, options: LinkSummaryOptions): string {
  const checked =
    `${plural(result.references, 'internal link')} in ${plural(result.pages, 'HTML page')} ` +
    'checked against the files of the bundle, resolved as a static host does';
  if (result.broken.length === 0)
    return ['#### Links', '', `${checked}: none is broken.`].join('\n');
  const shown = result.broken.slice(0, SUMMARY_ROWS);
  const rows = shown.map((b) => {
    const more = b.references > b.pages.length ? ` (${plural(b.references, 'link')} in all)` : '';
    return `| ${cell(b.target)} | ${b.references} | ${b.pages.map(cell).join('<br>')}${more} |`;
  });
  const rest = result.broken.length - shown.length;
  const consequence =
    options.mode === 'error'
      ? 'With `check-links: error`, nothing was published.'
      : 'They were published as they are (`check-links: warn`); set `check-links: error` to ' +
        'stop publishing instead.';
  return [
    `#### Broken links: ${result.broken.length}`,
    '',
    `${checked}: ${plural(result.broken.length, 'target')} ` +
      `${result.broken.length === 1 ? 'is' : 'are'} not in the bundle, so ${
        result.broken.length === 1 ? 'it answers' : 'they answer'
      } 404 wherever the export is hosted. ${consequence}`,
    '',
    '| Target | Links | Linked from |',
    '|---|---:|---|',
    ...rows,
    ...(rest > 0 ? ['', `…and ${plural(rest, 'more broken target')}, most-referenced first.`] : []),
  ].join('\n');
}

function cell(text: string): string {
  return inlineCode(text, 200).replace(/\|/g, '\\|');
}

/** The job summary when `check-links: error` stopped publishing. */
export function renderLinkFailureSummary(
  domain: string,
  jobId: string,
  result: LinkCheckResult,
): string {
  return [
    `### Static export of ${inlineText(domain, 253)}: not published, broken links`,
    '',
    `Export job ${inlineCode(jobId)} finished and its bundle was downloaded and verified, but ` +
      `it holds broken links and \`check-links\` is \`error\`.`,
    '',
    renderLinkSection(result, { mode: 'error' }),
    '',
  ].join('\n');
}
