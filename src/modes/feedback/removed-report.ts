/**
 * "Pages this PR removes or renames": each old URL path with how many readers it had in the
 * report's window and whether docs.json still answers it with a redirect; pages without one
 * first, then by readers. Pure: data in, markdown out. Page paths come from the PR's file names
 * and docs.json (untrusted) and go through src/util/sanitize.ts.
 */
import { details, inlineCode, inlineText, tableCell } from '../../util/sanitize.js';
import { formatCount, plural } from '../../util/format.js';
import { hasViewColumns } from './views-report.js';
import {
  orderGone,
  type GoneReport,
  type RedirectCheck,
  type RedirectState,
  type ViewsRead,
} from './model.js';

/** `12,345 (12,000 human, 345 AI)`, or why there is no figure. */
export function viewsCell(views: ViewsRead | undefined, page: string): string {
  if (!hasViewColumns(views)) return views ? 'not read' : '—';
  const stats = views.pages.get(page);
  if (stats) {
    return `${formatCount(stats.total)} (${formatCount(stats.human)} human, ${formatCount(stats.ai)} AI)`;
  }
  return views.stop === 'cut' ? 'not among the pages read' : 'no views in the window';
}

function changeCell(page: GoneReport): string {
  return page.renamedTo === undefined ? 'removed' : `renamed → ${tableCell(page.renamedTo, 100)}`;
}

function redirectCell(state: RedirectState): string {
  switch (state.kind) {
    case 'covered':
      return `→ ${tableCell(state.destination, 100)} (source ${tableCell(state.source, 100)})`;
    case 'missing':
      return '**none: readers get a 404**';
    case 'unknown':
      return 'unknown (docs.json not read)';
  }
}

function table(rows: readonly GoneReport[], views: ViewsRead | undefined): string {
  const lines = rows.map(
    (p) =>
      `| ${tableCell(p.page, 100)} | ${changeCell(p)} | ${viewsCell(views, p.page)} | ${redirectCell(p.redirect)} |`,
  );
  return [
    '| Old path | Change | Views in the window | Redirect |',
    '|---|---|--:|---|',
    ...lines,
  ].join('\n');
}

/** The line above the table: what is wrong, or that nothing is. */
function leadLine(check: RedirectCheck): string {
  const { config, missing } = check;
  if (config.kind === 'unknown') {
    return `> [!NOTE]\n> **Redirects could not be checked:** ${inlineText(config.reason, 400)} These pages are listed as "redirect unknown".`;
  }
  if (missing > 0) {
    return (
      `> [!WARNING]\n> **${plural(missing, 'page', 'pages')} without a redirect:** bookmarks, search results and AI ` +
      `citations that point at ${missing === 1 ? 'it' : 'them'} lead readers to a 404. Add a \`redirects\` entry ` +
      `to docs.json for each (\`{ "source": "/old/path", "destination": "/new/path" }\`).`
    );
  }
  return 'Every page this PR removes or renames has a redirect in docs.json.';
}

/** Notes under the table: navigation still naming old paths, unreadable redirect entries. */
function notes(check: RedirectCheck): string[] {
  const out: string[] = [];
  const inNav = check.pages.filter((p) => p.inNav);
  if (inNav.length > 0) {
    const list = inNav.slice(0, 20).map((p) => inlineCode(p.page, 100));
    const more =
      inNav.length > list.length ? `, and ${formatCount(inNav.length - list.length)} more` : '';
    const them = inNav.length === 1 ? 'it' : 'them';
    out.push(
      `docs.json's navigation still names ${list.join(', ')}${more}, which this PR takes away: take ${them} out of the navigation, or name the new path instead.`,
    );
  }
  if (check.config.kind === 'read' && check.config.skipped > 0) {
    out.push(
      `${plural(check.config.skipped, 'entry', 'entries')} of \`redirects\` in ${check.config.file} without a \`source\` and a \`destination\` string ${check.config.skipped === 1 ? 'was' : 'were'} skipped.`,
    );
  }
  return out;
}

/** Up to 20 paths as code, and how many more. */
function someOf(pages: readonly string[]): string {
  const list = pages.slice(0, 20).map((p) => inlineCode(p, 100));
  const more = pages.length - list.length;
  return `${list.join(', ')}${more > 0 ? `, and ${formatCount(more)} more` : ''}`;
}

/** Notes on the structure: pages added but unlisted, navigation entries without a file. */
export function structureNotes(check: RedirectCheck | undefined): string[] {
  const s = check?.structure;
  if (!s) return [];
  const out: string[] = [];
  const unlisted = s.unlisted ?? [];
  if (unlisted.length > 0) {
    const them = unlisted.length === 1 ? 'it' : 'them';
    out.push(
      `${plural(unlisted.length, 'page')} this PR adds ${unlisted.length === 1 ? 'is' : 'are'} in no navigation and not hidden: ${someOf(unlisted)}. The site serves ${them}, but readers cannot find ${them} from the sidebar: add ${them} to docs.json's navigation, or set \`hidden: true\` in the frontmatter if that is on purpose.`,
    );
  }
  if (s.unchecked > 0) {
    out.push(
      `${plural(s.unchecked, 'added page')} outside the navigation ${s.unchecked === 1 ? 'was' : 'were'} not checked for \`hidden: true\` (frontmatter not read).`,
    );
  }
  const missing = s.missing ?? [];
  if (missing.length > 0) {
    out.push(
      `docs.json's navigation names ${plural(missing.length, 'page')} that no file serves at the PR's head: ${someOf(missing)}.`,
    );
  }
  return out;
}

/** The structure's counts in one line, for the job summary. */
export function structureCounts(check: RedirectCheck | undefined): string {
  const s = check?.structure;
  if (!s) return '';
  const count = (list: readonly string[] | undefined): string =>
    list ? formatCount(list.length) : 'unknown';
  return `Site structure: ${count(s.unlisted)} added ${s.unlisted?.length === 1 ? 'page' : 'pages'} in no navigation, ${count(s.missing)} navigation ${s.missing?.length === 1 ? 'entry' : 'entries'} without a file; ${plural(s.filesRead, 'configuration file')} read.`;
}

/**
 * The section, or empty when the PR removes and renames no page and its structure has nothing
 * to say. At most `visibleRows` rows show;
 * the rest sit in a folded block (at most `maxRows` rows in all, then a count).
 */
export function removedSection(
  check: RedirectCheck | undefined,
  views: ViewsRead | undefined,
  heading: string,
  limits: { readonly visibleRows: number; readonly maxRows: number },
): string {
  if (!check) return '';
  if (check.pages.length === 0) {
    const found = structureNotes(check);
    return found.length > 0 ? [`${heading} Site structure`, ...found].join('\n\n') : '';
  }
  const ordered = orderGone(check.pages, views);
  const out = [`${heading} Pages this PR removes or renames`, leadLine(check)];
  const shown = ordered.slice(0, Math.max(1, limits.visibleRows));
  out.push(table(shown, views));
  const folded = ordered.slice(shown.length, Math.max(shown.length, limits.maxRows));
  if (folded.length > 0) {
    out.push(
      details(
        `${plural(folded.length, 'more page', 'more pages')} this PR removes or renames`,
        table(folded, views),
      ),
    );
  }
  const beyond = ordered.length - shown.length - folded.length;
  if (beyond > 0) out.push(`…and ${plural(beyond, 'more page', 'more pages')}.`);
  out.push(...notes(check), ...structureNotes(check));
  return out.join('\n\n');
}
