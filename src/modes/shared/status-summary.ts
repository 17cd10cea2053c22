/**
 * The job summary of `mode: status`: what a docs update built, whether it worked, and why not.
 * A pure function of the last update status the step saw and a little context; no I/O.
 *
 * Every string that came from the API (summary, names, commit message, file names, logs, URLs)
 * goes through the sanitizer, because the update's content is written by whoever can push to the
 * docs repository, not by the workflow's author.
 */
import type { UpdateStatus } from '../../platform/index.js';
import { formatDuration } from '../../util/format.js';
import {
  codeBlock,
  details,
  escapeHtml,
  inlineCode,
  inlineText,
  safeUrl,
  stripControl,
  tableCell,
  truncate,
} from '../../util/sanitize.js';

/** How the step's tracking of the update ended. */
export type StatusEnding =
  /** The update reached `success` or `failure` (or `wait: false` looked once). */
  | 'final'
  /** The `timeout` ran out before the update ended. */
  | 'timeout'
  /** The workflow was cancelled (SIGINT/SIGTERM) while tracking. */
  | 'cancelled'
  /** A request failed for good (the error is in `errorMessage`). */
  | 'error';

/** What the summary needs besides the update itself. */
export interface StatusSummaryContext {
  /** GITHUB_SERVER_URL, for the commit link. */
  readonly serverUrl: string;
  /** Owner of this workflow's repository, for the commit link. */
  readonly owner: string;
  /** Name of this workflow's repository, for the commit link. */
  readonly repo: string;
  /** GITHUB_SHA of this run, to say when the update built another commit. */
  readonly workflowSha: string;
  /** The tracked status id (empty when a trigger failed before one was known). */
  readonly statusId: string;
  /** How long this step tracked the update, ms. */
  readonly trackedMs: number;
  /** How tracking ended. */
  readonly ending: StatusEnding;
  /** The `timeout` input, ms, named in the heading of a timed-out summary. */
  readonly timeoutMs?: number;
  /** For `ending: 'error'`: the error, in the action's own words (escaped here). */
  readonly errorMessage?: string;
  /** Epoch ms "now", for the age of an update that has not ended; default `Date.now()`. */
  readonly now?: number;
  /** What the headings call the update; default `Docs update` (`mode: preview`: `Docs preview`). */
  readonly subject?: string;
}

/** Files listed in the table at most; the rest are counted. */
export const MAX_FILES_LISTED = 200;
/** Above this many rows, the file table is collapsed. */
export const FILES_COLLAPSE_ABOVE = 20;
/** Log lines shown at most (the newest). */
export const MAX_LOG_LINES = 300;
/** Characters kept of one log line. */
const MAX_LOG_LINE_CHARS = 500;

/** The statuses the published contract documents. */
const KNOWN_STATUSES: ReadonlySet<string> = new Set([
  'queued',
  'in_progress',
  'success',
  'failure',
]);

/**
 * Renders the job summary of one status step.
 *
 * @param update the last status the step read, or undefined when none could be read
 * @param context where the step ran and how its tracking ended
 */
export function renderStatusSummary(
  update: UpdateStatus | undefined,
  context: StatusSummaryContext,
): string {
  const parts: string[] = [heading(update, context)];

  if (context.ending === 'error' && context.errorMessage) {
    parts.push(`> ${inlineText(context.errorMessage, 1000)}`);
  }
  if (!update) {
    if (context.statusId) parts.push(`Status id: ${inlineCode(context.statusId)}`);
    if (context.ending === 'cancelled') {
      parts.push('The workflow was cancelled before the update status could be read.');
    }
    return `${parts.join('\n\n')}\n`;
  }

  const summary = inlineText(update.summary, 500);
  if (summary) parts.push(`> ${summary}`);
  parts.push(factsTable(update, context));

  const sha = update.commit?.sha ?? '';
  if (sha && context.workflowSha && !sameCommit(sha, context.workflowSha)) {
    parts.push(
      `> [!NOTE]\n> The update built ${commitRef(sha, context)}, not this run's commit ${commitRef(context.workflowSha, context)}.`,
    );
  }

  const files = filesSection(update);
  if (files) parts.push(files);
  const shots = screenshotsSection(update);
  if (shots) parts.push(shots);
  const logs = logsSection(update.logs);
  if (logs) parts.push(logs);
  return `${parts.join('\n\n')}\n`;
}

/** Whether two commit ids name the same commit (a short sha matches its full form). */
export function sameCommit(a: string, b: string): boolean {
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  if (!isSha(x) || !isSha(y)) return x === y;
  return x.length <= y.length ? y.startsWith(x) : x.startsWith(y);
}

/** 7 to 40 hex digits: what a commit link may be made of. */
export function isSha(text: string): boolean {
  return /^[0-9a-f]{7,40}$/i.test(text);
}

function heading(update: UpdateStatus | undefined, context: StatusSummaryContext): string {
  return headingText(update, context).replace('Docs update', context.subject ?? 'Docs update');
}

function headingText(update: UpdateStatus | undefined, context: StatusSummaryContext): string {
  const status = update ? statusCode(update.status) : '';
  switch (context.ending) {
    case 'timeout': {
      const limit = context.timeoutMs ? ` after ${formatDuration(context.timeoutMs)}` : '';
      return `## ⏱️ Docs update: timed out${limit}${status ? ` while ${status}` : ''}`;
    }
    case 'cancelled':
      return `## 🛑 Docs update: tracking cancelled${status ? ` while ${status}` : ''}`;
    case 'error':
      return `## ❌ Docs update: ${update ? `status unknown (last seen ${status})` : 'could not be read'}`;
    case 'final':
      break;
  }
  if (!update) return '## ❔ Docs update: no status';
  switch (update.status) {
    case 'success':
      return '## ✅ Docs update succeeded';
    case 'failure':
      return '## ❌ Docs update failed';
    case 'queued':
      return '## ⏳ Docs update queued';
    case 'in_progress':
      return '## ⏳ Docs update in progress';
    default:
      return `## ❔ Docs update: ${status}`;
  }
}

/** The status as inline code, with a hint when it is outside the documented values. */
function statusCode(status: string): string {
  const code = inlineCode(status, 60) || '`(empty)`';
  return KNOWN_STATUSES.has(status) ? code : `${code} (not a documented status)`;
}

function factsTable(update: UpdateStatus, context: StatusSummaryContext): string {
  const rows: [string, string][] = [];
  rows.push(['Status', statusCode(update.status).replace(/\|/g, '\\|')]);
  const id = update._id ?? context.statusId;
  if (id) rows.push(['Status id', codeCell(id)]);
  if (update.subdomain) rows.push(['Subdomain', tableCell(update.subdomain)]);
  const author = authorCell(update);
  if (author) rows.push(['Author', author]);
  const commit = commitCell(update, context);
  if (commit) rows.push(['Commit', commit]);
  if (update.createdAt) rows.push(['Created', timeCell(update.createdAt)]);
  if (update.endedAt) rows.push(['Ended', timeCell(update.endedAt)]);
  const duration = durationCell(update, context);
  if (duration) rows.push(['Duration', duration]);
  if (update.source) rows.push(['Source', tableCell(update.source)]);
  rows.push(['Tracked by this step', formatDuration(context.trackedMs)]);
  return ['| | |', '| --- | --- |', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}

function authorCell(update: UpdateStatus): string {
  const author = update.author;
  if (!author) return '';
  const name = author.name ? tableCell(author.name, 80) : '';
  const avatar = tableUrl(author.avatarUrl);
  const img = avatar ? `<img src="${escapeHtml(avatar)}" width="20" height="20" alt="">` : '';
  return [img, name].filter(Boolean).join(' ');
}

function commitCell(update: UpdateStatus, context: StatusSummaryContext): string {
  const commit = update.commit;
  if (!commit) return '';
  const pieces: string[] = [];
  if (commit.sha) pieces.push(commitRef(commit.sha, context));
  if (commit.ref) pieces.push(`on ${codeCell(commit.ref)}`);
  // A commit message's first line is its title; the rest would not fit a table cell.
  const title = commit.message?.trim().split(/\r?\n/)[0] ?? '';
  if (title) pieces.push(`— ${tableCell(title, 150)}`);
  return pieces.join(' ');
}

/** A short sha, linked to the commit on this repository's server when it is a real sha. */
function commitRef(sha: string, context: StatusSummaryContext): string {
  const clean = sha.trim();
  if (!isSha(clean)) return codeCell(clean);
  const short = `\`${clean.slice(0, 7).toLowerCase()}\``;
  const url =
    context.owner && context.repo
      ? tableUrl(
          `${context.serverUrl}/${encodeURIComponent(context.owner)}/${encodeURIComponent(context.repo)}/commit/${clean.toLowerCase()}`,
        )
      : undefined;
  return url ? `[${short}](${url})` : short;
}

function timeCell(value: string): string {
  const t = Date.parse(value);
  if (Number.isNaN(t)) return tableCell(value, 60);
  return `${new Date(t).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function durationCell(update: UpdateStatus, context: StatusSummaryContext): string {
  const created = update.createdAt ? Date.parse(update.createdAt) : NaN;
  if (Number.isNaN(created)) return '';
  const ended = update.endedAt ? Date.parse(update.endedAt) : NaN;
  if (!Number.isNaN(ended)) return formatDuration(ended - created);
  const now = context.now ?? Date.now();
  return now >= created ? `${formatDuration(now - created)} so far (not ended)` : '';
}

function filesSection(update: UpdateStatus): string {
  const files = update.commit?.filesChanged;
  if (!files) return '';
  const groups: [string, readonly string[]][] = [
    ['added', files.added],
    ['modified', files.modified],
    ['removed', files.removed],
  ];
  const total = groups.reduce((n, [, list]) => n + list.length, 0);
  const counts = groups.map(([kind, list]) => `${list.length} ${kind}`).join(', ');
  const title = `Files changed: ${total} (${counts})`;
  if (total === 0) return `### ${title}`;

  const rows: string[] = [];
  for (const [kind, list] of groups) {
    for (const file of list) {
      if (rows.length >= MAX_FILES_LISTED) break;
      rows.push(`| ${kind} | ${codeCell(file)} |`);
    }
  }
  const more = total - rows.length;
  const table = ['| Change | File |', '| --- | --- |', ...rows].join('\n');
  const body = more > 0 ? `${table}\n\n…and ${more} more not listed.` : table;
  return total > FILES_COLLAPSE_ABOVE
    ? `### ${title}\n\n${details(`${total} files`, body)}`
    : `### ${title}\n\n${body}`;
}

function screenshotsSection(update: UpdateStatus): string {
  const light = tableUrl(update.screenshotLight);
  const dark = tableUrl(update.screenshotDark);
  const cell = (url: string, alt: string): string =>
    `<img src="${escapeHtml(url)}" width="360" alt="${alt}">`;
  if (light || dark) {
    const head = [light ? 'Light' : '', dark ? 'Dark' : ''].filter(Boolean);
    const imgs = [
      light ? cell(light, 'Light mode screenshot') : '',
      dark ? cell(dark, 'Dark mode screenshot') : '',
    ].filter(Boolean);
    return [
      '### Screenshots',
      '',
      `| ${head.join(' | ')} |`,
      `| ${head.map(() => '---').join(' | ')} |`,
      `| ${imgs.join(' | ')} |`,
    ].join('\n');
  }
  const plain = tableUrl(update.screenshot);
  return plain ? `### Screenshot\n\n${cell(plain, 'Screenshot')}` : '';
}

/** The newest lines first, so a failure's cause is at the top; cut to {@link MAX_LOG_LINES}. */
function logsSection(logs: readonly string[] | undefined): string {
  if (!logs || logs.length === 0) return '';
  const shown = logs
    .slice(-MAX_LOG_LINES)
    .reverse()
    .map((line) => truncate(stripControl(line), MAX_LOG_LINE_CHARS));
  const hidden = logs.length - shown.length;
  if (hidden > 0) shown.push(`… ${hidden} older line${hidden === 1 ? '' : 's'} not shown`);
  const label =
    hidden > 0
      ? `Build log: newest ${shown.length - 1} of ${logs.length} lines, newest first`
      : `Build log: ${logs.length} line${logs.length === 1 ? '' : 's'}, newest first`;
  return details(label, codeBlock(shown.join('\n'), 'text'));
}

/** Inline code safe inside a table cell (GFM splits cells on `|` even inside code spans). */
function codeCell(text: string): string {
  const code = inlineCode(text);
  return code === '' ? '—' : code.replace(/\|/g, '\\|');
}

/** An http(s) URL safe inside a markdown link, an HTML attribute and a table cell. */
function tableUrl(url: string | undefined): string | undefined {
  return safeUrl(url)?.replace(/\|/g, '%7C');
}
