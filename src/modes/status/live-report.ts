/**
 * The live site's part of the job summary: one table (page, what was expected, what the site
 * answered, verdict; for a stale page, what to do), the host checked, what was compared, files not
 * checked, and what a repair did. Pure: data in, Markdown out; everything the site or the
 * repository said goes through the sanitizer.
 */
import type { PageResult } from '../../live/check.js';
import { formatDuration, plural } from '../../util/format.js';
import { details, inlineCode, tableCell } from '../../util/sanitize.js';
import type { LiveReport } from './live.js';

/** Rows listed at most; the rest are counted. */
export const MAX_LIVE_ROWS = 200;
/** Above this many rows the fresh ones are folded away. */
const FOLD_ABOVE = 20;

/** What a repair did, for the summary. */
export interface RepairNote {
  /** The update it triggered (empty when the trigger failed). */
  readonly statusId: string;
  /** How that update ended (`success`, `failure`, or why it did not). */
  readonly ended: string;
  /** The live check after it, when one ran. */
  readonly after?: LiveReport;
}

const ICONS: Readonly<Record<LiveReport['live'], string>> = {
  fresh: '✅',
  stale: '❌',
  unverified: '⚠️',
  off: '➖',
};

/** The live site's section: a heading, the facts, the table. */
export function renderLiveSection(report: LiveReport, repair?: RepairNote): string {
  const parts = [`### ${ICONS[report.live]} Live site: ${report.live}`];
  if (report.live === 'off') return `${parts[0]}\n\nNot checked (${report.reason}).`;
  parts.push(factsLine(report));
  if (report.live !== 'fresh') parts.push(`> ${tableCell(report.reason, 400)}${advice(report)}`);
  const table = pagesTable(report.pages);
  if (table) parts.push(table);
  const skipped = [
    ...report.notChecked.map((f) => ({ f, why: 'not a page' })),
    ...report.refused.map((f) => ({ f, why: 'refused: leaves the site' })),
  ];
  if (skipped.length > 0) {
    const rows = skipped.slice(0, MAX_LIVE_ROWS).map(({ f, why }) => `| ${code(f)} | ${why} |`);
    parts.push(
      details(
        `${plural(skipped.length, 'file')} not checked`,
        ['| File | Why |', '| --- | --- |', ...rows].join('\n'),
      ),
    );
  }
  if (repair) parts.push(repairText(repair));
  return parts.join('\n\n');
}

function factsLine(report: LiveReport): string {
  const host = report.root ? `Checked ${code(report.root.href)}` : 'No site checked';
  const compared = report.diffRead
    ? "each page's title and the prose lines the commit added (or, where it added none, that the lines it removed are gone)"
    : "each page's title and a sample of its prose lines (the commit's diff was not available)";
  const from = report.committedFrom ? `; committed files from the ${report.committedFrom}` : '';
  return (
    `${host} in ${formatDuration(report.tookMs)}: ${plural(report.requests, 'request')} to the site` +
    `${report.apiReads ? `, ${plural(report.apiReads, 'contents API read')}` : ''}${from}. ` +
    `Compared ${compared}, after normalizing white space, Markdown escapes, entities and typographic quotes.`
  );
}

function advice(report: LiveReport): string {
  if (report.siteProblem?.kind === 'elsewhere') {
    return '\n>\n> The site is served on another domain or under a subpath: set `site-url` to its root (e.g. `https://docs.example.com/docs`).';
  }
  if (report.siteProblem?.kind === 'sign-in') {
    return '\n>\n> A site behind sign-in cannot be checked from CI: set `verify: off`, or point `site-url` at a public copy.';
  }
  if (report.live === 'stale') {
    return '\n>\n> What to do: re-run the deploy (`repair: true` does it once per run), or trigger an update from the dashboard; if the page stays stale, its CDN cache is the likely cause (see docs/troubleshooting.md, "Stale pages").';
  }
  return '';
}

function pagesTable(pages: readonly PageResult[]): string {
  if (pages.length === 0) return '';
  const order = { stale: 0, unverified: 1, 'not-compared': 2, fresh: 3 } as const;
  const sorted = [...pages].sort((a, b) => order[a.verdict] - order[b.verdict]);
  const rows = sorted.slice(0, MAX_LIVE_ROWS).map(row);
  const more = pages.length - rows.length;
  const head = ['| Page | Expected | Site answered | Verdict |', '| --- | --- | --- | --- |'];
  const table =
    [...head, ...rows].join('\n') + (more > 0 ? `\n\n…and ${more} more not listed.` : '');
  const fresh = pages.filter((p) => p.verdict === 'fresh').length;
  return pages.length > FOLD_ABOVE
    ? details(
        `${plural(pages.length, 'page')} checked, ${fresh} fresh`,
        table,
        fresh < pages.length,
      )
    : table;
}

function row(page: PageResult): string {
  const t = page.target;
  const expected =
    t.change === 'removed'
      ? t.redirect
        ? `removed; redirect to ${code(t.redirect.destination)}`
        : t.redirect === null
          ? 'removed (404 or 410)'
          : "removed (docs.json's redirects unknown)"
      : expectedText(page);
  const answer = page.answer;
  const status = answer?.status !== undefined ? `HTTP ${answer.status}` : (answer?.kind ?? '—');
  // Where a redirect led is in the verdict; the status is the last answer's.
  const via = answer?.redirectedTo ? 'redirected, then ' : '';
  const cache = answer?.cache ? `<br>${tableCell(answer.cache, 120)}` : '';
  const verdict = `${verdictText(page.verdict)}: ${tableCell(page.detail, 200)}${page.looks > 1 ? ` (${page.looks} looks)` : ''}`;
  return `| ${code(t.pagePath)}<br>${t.change} | ${expected} | ${via}${status}${cache} | ${verdict} |`;
}

function expectedText(page: PageResult): string {
  const shown = page.target.expectation?.shown;
  const title = shown?.title ? `title “${tableCell(shown.title, 80)}”` : '';
  const line = shown?.line ? `“${tableCell(shown.line, 100)}”` : '';
  return [title, line].filter(Boolean).join('<br>') || '—';
}

function verdictText(verdict: PageResult['verdict']): string {
  return {
    fresh: '✅ fresh',
    stale: '❌ stale',
    unverified: '⚠️ unverified',
    'not-compared': '➖ not compared',
  }[verdict];
}

function repairText(repair: RepairNote): string {
  const id = repair.statusId ? ` ${code(repair.statusId)}` : '';
  const head = `#### Repair: triggered update${id}, which ended ${tableCell(repair.ended, 200)}`;
  if (!repair.after) return `${head}\n\nThe live site was not checked again.`;
  const helped =
    repair.after.live === 'fresh'
      ? 'The repair worked: every page is fresh now.'
      : `The repair did not help: the live site is ${repair.after.live} (${tableCell(repair.after.reason, 300)}).`;
  return `${head}\n\n${helped}\n\n${renderLiveSection(repair.after).replace(/^### /, '#### After the repair: ')}`;
}

function code(text: string): string {
  return inlineCode(text, 200).replace(/\|/g, '\\|') || '—';
}
