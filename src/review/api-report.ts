/**
 * "API reference": the operations a PR changes in its OpenAPI files, after the changed pages.
 * Counts first; then the breaking changes, one line each (`METHOD path`, what changed, its page,
 * its readers), the most read first; then every other change grouped by file and folded; then
 * the files not compared and the warnings. Nothing when no spec changed. Pure: data in,
 * markdown out; operation paths, summaries, descriptions of changes and file names are the PR's
 * (untrusted) and go through src/util/sanitize.ts.
 */
import { details, inlineCode, inlineText } from '../util/sanitize.js';
import { formatCount, plural } from '../util/format.js';
import { linkedPages, operationViews, type PageReaders } from './model.js';
import type { ApiChangesRead, ApiOperationReport } from '../api-spec/changes.js';

/** How much of the section shows. */
export interface ApiLimits {
  /** Breaking operations shown unfolded. */
  readonly visibleRows: number;
  /** Operations listed at all (the rest counted). */
  readonly maxRows: number;
}

/** Readers of an operation's pages first, then path. */
export function orderOperations(
  ops: readonly ApiOperationReport[],
  views: PageReaders | undefined,
): ApiOperationReport[] {
  const readers = (op: ApiOperationReport) => operationViews(op, views)?.total ?? 0;
  return [...ops].sort(
    (a, b) =>
      Number(b.breaking > 0) - Number(a.breaking > 0) ||
      readers(b) - readers(a) ||
      (a.path < b.path ? -1 : a.path > b.path ? 1 : a.method < b.method ? -1 : 1),
  );
}

/** Where the operation shows: its first page, or "generated page", or "no page". */
function pageText(op: ApiOperationReport): string {
  const linked = linkedPages(op);
  if (linked[0] !== undefined) {
    const more = linked.length > 1 ? ` (+${linked.length - 1})` : '';
    return `${inlineCode(linked[0], 120)}${more}`;
  }
  if (op.pages.length > 0) return 'generated page';
  return op.excluded ? 'no page (`x-excluded`)' : 'no page found';
}

function readersText(op: ApiOperationReport, views: PageReaders | undefined): string {
  if (!views || linkedPages(op).length === 0) return '';
  const v = operationViews(op, views);
  if (!v) return ' · no views in the window';
  return ` · ${plural(v.total, 'view')} (${formatCount(v.human)} human, ${formatCount(v.ai)} AI)`;
}

/** Operation (`METHOD path` at the head) → the URL its generated page had at the base, if it moved. */
type MovedFrom = ReadonlyMap<string, string>;

/** One line: `- **removed** \`DELETE /pets\` · operation removed · page · views`. */
function line(op: ApiOperationReport, views: PageReaders | undefined, moved: MovedFrom): string {
  const first = op.changes[0];
  const what = first ? inlineText(first.what, 140) : op.status;
  const more = op.changes.length > 1 ? ` (+${op.changes.length - 1} more)` : '';
  const name = inlineCode(`${op.method} ${op.path}`, 160);
  const from = op.status === 'removed' ? undefined : moved.get(`${op.method} ${op.path}`);
  const move = from === undefined ? '' : ` (moved from ${inlineCode(from, 120)})`;
  return `- **${op.status}** ${name} · ${what}${more} · ${pageText(op)}${move}${readersText(op, views)}`;
}

function countsLine(api: ApiChangesRead): string {
  const ops = api.operations;
  const breaking = ops.filter((o) => o.breaking > 0).length;
  const by = (s: string) => ops.filter((o) => o.status === s).length;
  const parts = [
    `${plural(ops.length, 'operation')} changed in ${plural(api.specs.length, 'OpenAPI file')}`,
    `**${formatCount(breaking)} breaking**`,
    `${formatCount(by('added'))} added`,
    `${formatCount(by('removed'))} removed`,
    `${formatCount(by('deprecated'))} deprecated`,
    `${formatCount(by('changed'))} changed`,
  ];
  return parts.join(' · ');
}

function filesPart(api: ApiChangesRead): string {
  const lines = api.specs.map((s) =>
    s.kind === 'compared'
      ? `- ${inlineCode(s.file, 160)}: compared (${formatCount(s.counts?.base ?? 0)} → ${formatCount(s.counts?.head ?? 0)} operations)`
      : `- ${inlineCode(s.file, 160)}: not compared: ${inlineText(s.reason ?? '', 300)}`,
  );
  for (const url of api.urls.slice(0, 5)) {
    lines.push(`- ${inlineCode(url, 160)}: given by URL in docs.json, not fetched`);
  }
  return lines.join('\n');
}

/** The section, or '' when no spec changed. */
export function apiSection(
  api: ApiChangesRead | undefined,
  views: PageReaders | undefined,
  heading: string,
  limits: ApiLimits,
): string {
  if (!api || api.specs.length === 0) return '';
  const ordered = orderOperations(api.operations, views);
  const moved: MovedFrom = new Map(
    api.generated.moved.flatMap((m) =>
      m.headOperation === undefined ? [] : [[m.headOperation, m.page]],
    ),
  );
  const listed = ordered.slice(0, limits.maxRows);
  const breaking = listed.filter((o) => o.breaking > 0);
  const rest = listed.filter((o) => o.breaking === 0);
  const shown = breaking.slice(0, limits.visibleRows);
  const out = [`${heading} API reference`, countsLine(api)];
  if (api.operations.length === 0)
    out.push(
      'No operation changed (formatting, descriptions outside operations or components nothing uses).',
    );
  if (shown.length > 0) out.push(shown.map((o) => line(o, views, moved)).join('\n'));
  const folded = [...breaking.slice(shown.length), ...rest];
  if (folded.length > 0) {
    const more = breaking.length - shown.length;
    const title =
      more > 0
        ? `${plural(more, 'more breaking operation')}, ${plural(rest.length, 'other change')}`
        : plural(rest.length, 'non-breaking change');
    out.push(details(title, folded.map((o) => line(o, views, moved)).join('\n')));
  }
  const beyond = ordered.length - listed.length;
  if (beyond > 0) out.push(`…and ${plural(beyond, 'more operation')} in the job summary.`);
  const notes = [filesPart(api)];
  if (api.warnings.length > 0)
    notes.push(
      api.warnings
        .slice(0, 10)
        .map((w) => `- ⚠️ ${inlineText(w, 400)}`)
        .join('\n'),
    );
  if (api.unscanned > 0) {
    notes.push(
      `${plural(api.unscanned, 'page was', 'pages were')} not read for \`openapi:\` frontmatter.`,
    );
  }
  out.push(details('OpenAPI files and warnings', notes.join('\n\n')));
  return out.join('\n\n');
}
