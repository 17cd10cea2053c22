/**
 * The docs-health report: the issue body (the pages to fix next, worst first, each with what
 * readers said and asked) and the job summary (the same table, a link to the issue, how it was
 * read). Pure: data in, markdown out.
 *
 * Page paths come from the platform and go through src/util/sanitize.ts; everything a reader
 * typed goes through `readerText` (reader-report.ts) and nothing else. No line starts with outside
 * text, so none can become a heading, a list, a quote or a slash command.
 */
import { LIMITS } from '../../guard.js';
import { helpfulPercent } from '../../util/reader-figures.js';
import { formatCount, plural } from '../../util/format.js';
import { capitalize } from '../../util/text.js';
import { sectionsThatFit } from '../../util/fit.js';
import { inlineCode, inlineText, tableCell } from '../../util/sanitize.js';
import type { DraftsResult } from './drafts.js';
import { draftCell, draftsSection } from './drafts-report.js';
import type { ReadNote, ZeroClickTerm } from './model.js';
import { readNotes } from './notes-report.js';
import type { ListedFor, RankChange, RankedPage } from './ranking.js';
import { readerText } from './reader-report.js';

/**
 * The rule that lists a page (ranking.ts `rankPages` applies it), as the report, action.yml and
 * docs/health.md state it: trouble beyond the site's own norm.
 */
export const LISTING_RULE =
  "a page is listed only for trouble beyond the site's own norm: the 95% lower bound (Wilson) of " +
  "its not-helpful share above the site's not-helpful share, or the 95% lower bound (Poisson) of " +
  "its unanswered questions + code-snippet reports per 1,000 views above the site's rate";

/** Everything the report shows. */
export interface HealthReport {
  readonly projectId: string;
  /** The window as sent. */
  readonly dateFrom: string;
  readonly dateTo: string;
  /** The `top` input. */
  readonly top: number;
  /** The listed pages, worst first (at most `top`). */
  readonly pages: readonly RankedPage[];
  /** Pages with any trouble, listed or not. */
  readonly ranked: number;
  /** Pages whose views were read. */
  readonly pagesRead: number;
  /** Zero-click terms that probably belong to a listed page. */
  readonly searches: ReadonlyMap<string, readonly ZeroClickTerm[]>;
  /** Complaints per listed page, newest first. */
  readonly comments: ReadonlyMap<string, readonly string[]>;
  /** Moves since the last report; undefined when no earlier report could be read. */
  readonly changes: ReadonlyMap<string, RankChange> | undefined;
  /** How each read went (the comments read is absent when it was not needed). */
  readonly notes: readonly ReadNote[];
  /** Analytics requests this run made, of the hourly limit. */
  readonly budget: { readonly used: number; readonly limit: number };
  /** How pages are scored, in one line (ranking.ts `FORMULA`). */
  readonly formula: string;
  /** The drafts (`draft-fixes`), when drafting ran. */
  readonly drafts?: DraftsResult;
}

/**
 * The issue body's content (the part that decides whether the issue changed), without the
 * hidden ranks line the runner adds (history.ts).
 */
export function renderHealthIssue(report: HealthReport): string {
  const head = [
    '## Docs health: the pages to fix next',
    intro(report),
    `<sub>${capitalize(LISTING_RULE)}. Listed pages are ranked by ${inlineCode(report.formula, 400)}. Zero-click search terms are matched to pages by their words: shown, not scored.</sub>`,
    report.pages.length > 0 ? table(report) : emptyLine(),
    ...(report.drafts ? [draftsSection(report.drafts)].filter((d) => d !== '') : []),
  ];
  const notes = readNotes(report.notes, report.budget);
  // Page sections as long as they fit: the table lists every page whatever happens, and the
  // notes close the body, so the guard never has to cut it mid-way.
  const all = report.pages.map((page) => pageSection(report, page));
  const shown = sectionsThatFit(all, SECTIONS_BUDGET - head.join('\n\n').length - notes.length);
  const sections = all.slice(0, shown);
  const cut = report.pages[shown];
  if (cut) {
    sections.push(
      `Pages ${cut.rank} to ${report.pages.length} are in the table only: their details would take the issue past GitHub's limit of ${formatCount(LIMITS.issueBody)} characters.`,
    );
  }
  return `${[...head, ...sections, notes].join('\n\n')}\n`;
}

/**
 * Characters the issue's report may take: GitHub's limit less room for the marker, the digest,
 * the hidden ranks line (up to 50 paths) and the footer.
 */
const SECTIONS_BUDGET = LIMITS.issueBody - 5_536;

/** The job summary: the same table, the issue's link (or why there is none), how it was read. */
export function renderHealthSummary(
  report: HealthReport,
  issue: { readonly url: string; readonly number: number } | { readonly error: string },
): string {
  const link =
    'error' in issue
      ? `> [!WARNING]\n> The issue was not written: ${inlineText(issue.error, 600)}`
      : `Issue: [#${issue.number}](${issue.url}) (kept current by this workflow).`;
  const parts = [
    `## Docs health · ${inlineCode(report.projectId, 100)}`,
    link,
    intro(report),
    report.pages.length > 0 ? table(report) : emptyLine(),
    ...(report.drafts ? [draftsSection(report.drafts)].filter((d) => d !== '') : []),
    `<sub>${capitalize(LISTING_RULE)}. Listed pages are ranked by ${inlineCode(report.formula, 400)}.</sub>`,
    readNotes(report.notes, report.budget),
  ];
  return `${parts.join('\n\n')}\n`;
}

/** Project, window and how many pages are listed. */
function intro(report: HealthReport): string {
  const window = `${day(report.dateFrom)} → ${report.dateTo ? day(report.dateTo) : 'now'}`;
  const listed =
    report.ranked > report.pages.length
      ? `the ${report.pages.length} worst of ${plural(report.ranked, 'page')} with trouble beyond the site's norm`
      : plural(report.pages.length, 'page') + " with trouble beyond the site's norm";
  return `Project ${inlineCode(report.projectId, 100)} · readers of ${window} · ${listed}, out of ${plural(report.pagesRead, 'page')} with views read.`;
}

/** `2024-05-01` of an ISO date or date-time. */
function day(date: string): string {
  return inlineCode(/^\d{4}-\d{2}-\d{2}/.exec(date)?.[0] ?? date, 40);
}

function emptyLine(): string {
  return "No page shows trouble beyond the site's norm in this window: no page's not-helpful votes, unanswered questions or code-snippet reports stand out from the rest of the site.";
}

/** The ranking table; the last column only when an earlier report was read back. */
function table(report: HealthReport): string {
  const moves = report.changes;
  const head = [
    '#',
    'Page',
    'Human views',
    'Helpful',
    'Unanswered',
    'Code reports',
    'Score',
    'Listed for',
  ];
  if (moves) head.push('Since last report');
  const drafts = report.drafts?.rows;
  const drafted = drafts && drafts.length > 0 ? drafts : undefined;
  if (drafted) head.push('Draft fix');
  const rows = report.pages.map((p) => {
    const cells = [
      String(p.rank),
      tableCell(p.page, 120),
      p.views === undefined ? '—' : formatCount(p.views),
      helpful(p),
      formatCount(p.unanswered.count),
      formatCount(p.votes.code),
      formatCount(Math.round(p.score)),
      listedShort(p.listedFor),
    ];
    if (moves) cells.push(move(moves.get(p.page)));
    if (drafted) cells.push(draftCell(drafted.find((d) => d.page === p.page)));
    return `| ${cells.join(' | ')} |`;
  });
  const align = head.map((_, i) => (i === 0 || (i >= 2 && i !== 3 && i < 7) ? '---:' : '---'));
  return [`| ${head.join(' | ')} |`, `| ${align.join(' | ')} |`, ...rows].join('\n');
}

/** `10% of 100 votes`, or `no votes`. */
function helpful(p: RankedPage): string {
  const percent = helpfulPercent(p.votes.up, p.votes.down);
  if (percent === undefined) return 'no votes';
  return `${percent} of ${plural(p.votes.up + p.votes.down, 'vote')}`;
}

/** A share as a percentage: one decimal under 10%. */
function percent(share: number): string {
  const value = 100 * share;
  return `${value < 10 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value))}%`;
}

/** A rate per 1,000 views: two significant digits under 10 (`0.0064`, `2.4`), whole above. */
function rate(value: number): string {
  return value < 10 ? String(Number(value.toPrecision(2))) : formatCount(Math.round(value));
}

/** The table's "Listed for" cell: `👎 ≥ 31% (site 12%); ❓ ≥ 0.35 per 1k views (site 0.0064)`. */
function listedShort(why: ListedFor): string {
  const parts: string[] = [];
  if (why.notHelpful) {
    parts.push(`👎 ≥ ${percent(why.notHelpful.lower)} (site ${percent(why.notHelpful.site)})`);
  }
  if (why.perThousand) {
    const { lower, site } = why.perThousand;
    parts.push(`❓ ≥ ${rate(lower)} per 1k views (site ${rate(site)})`);
  }
  return parts.join('; ');
}

/** The page section's line that says why the page is listed. */
function listedLine(why: ListedFor): string {
  const parts: string[] = [];
  if (why.notHelpful) {
    parts.push(
      `at least ${percent(why.notHelpful.lower)} of its votes say not helpful (95% lower bound), above the site's ${percent(why.notHelpful.site)}`,
    );
  }
  if (why.perThousand) {
    const { rate: r, lower, site, atLeast } = why.perThousand;
    const counted = atLeast
      ? `at least ${rate(r)} (its views were not read: fewer than any page read)`
      : rate(r);
    parts.push(
      `its unanswered questions and code-snippet reports come to ${counted} per 1,000 views, at least ${rate(lower)} (95% lower bound), above the site's ${rate(site)}`,
    );
  }
  return `Listed because ${parts.join('; and ')}.`;
}

/** `▲ 2`, `▼ 1`, `=`, `new`. */
function move(change: RankChange | undefined): string {
  if (!change || change.kind === 'new') return 'new';
  if (change.kind === 'same') return '=';
  return `${change.kind === 'up' ? '▲' : '▼'} ${change.by}`;
}

/** One listed page: its numbers, then what readers asked, said and searched. */
function pageSection(report: HealthReport, p: RankedPage): string {
  const moved = report.changes ? ` (${move(report.changes.get(p.page))})` : '';
  const numbers = [
    p.views === undefined ? 'views not read' : plural(p.views, 'human view'),
    `helpful: ${helpful(p)} (${formatCount(p.votes.up)} 👍, ${formatCount(p.votes.down)} 👎)`,
    plural(p.votes.code, 'code-snippet report'),
    plural(p.unanswered.count, 'unanswered question'),
    `score ${formatCount(Math.round(p.score))}`,
  ].join(' · ');
  const lines = [
    `### ${p.rank}. ${inlineText(p.page, 160)}${moved}`,
    '',
    numbers,
    '',
    listedLine(p.listedFor),
    '',
  ];
  const asked = p.unanswered.questions.map((q) => `“${readerText(q)}”`);
  if (asked.length > 0) lines.push(`- Asked the assistant, unanswered: ${asked.join(' · ')}`);
  const said = (report.comments.get(p.page) ?? []).map((c) => `“${readerText(c)}”`);
  if (said.length > 0) lines.push(`- Said when it did not help: ${said.join(' · ')}`);
  const searched = (report.searches.get(p.page) ?? []).map(
    (t) => `“${readerText(t.term, 80)}” (${plural(t.hits, 'search', 'searches')})`,
  );
  if (searched.length > 0) {
    lines.push(`- Searched, nothing clicked (probably this page): ${searched.join(' · ')}`);
  }
  return lines.join('\n').trimEnd();
}
