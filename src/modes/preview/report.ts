/**
 * The PR comment and job summary of `mode: preview`: pure functions of what the step knows about
 * one preview deployment. Every string from outside (branch names, the update's summary, commit
 * messages, file names, logs, URLs) goes through the sanitizer.
 */
import type { UpdateStatus } from '../../platform/index.js';
import { formatDuration } from '../../util/format.js';
import {
  codeBlock,
  details,
  inlineCode,
  inlineText,
  safeUrl,
  stripControl,
  truncate,
} from '../../util/sanitize.js';
import { isSha, renderStatusSummary, type StatusEnding } from '../shared/status-summary.js';

/** Where the preview stands, as the comment shows it. */
export type PreviewState =
  /** Queued or building. */
  | 'building'
  /** Built; the link works. */
  | 'success'
  /** The build failed. */
  | 'failure'
  /** The step's `timeout` ran out first; the preview may still finish. */
  | 'timeout'
  /** The workflow run was cancelled while the preview built. */
  | 'cancelled'
  /** The preview's status could not be read. */
  | 'error';

/** Everything the comment and the summary show. */
export interface PreviewReport {
  /** Where the preview stands. */
  readonly state: PreviewState;
  /** The branch previewed (untrusted: a branch name is whatever someone pushed). */
  readonly branch: string;
  /** The commit this run is for (the PR's head SHA, or GITHUB_SHA). */
  readonly headSha: string;
  /** The preview's URL from the platform, or empty. */
  readonly previewUrl: string;
  /** The preview's status id. */
  readonly statusId: string;
  /** The last status read, if any. */
  readonly update?: UpdateStatus;
  /** GITHUB_SERVER_URL, owner and repository, for commit links. */
  readonly serverUrl: string;
  /** Repository owner. */
  readonly owner: string;
  /** Repository name. */
  readonly repo: string;
  /** This run's page, when known. */
  readonly runUrl?: string;
  /** The `timeout` input, ms. */
  readonly timeoutMs?: number;
  /** For `error`: what went wrong, in the action's words. */
  readonly errorMessage?: string;
  /**
   * Page paths the pull request adds, changes or renames to (normalized, from its file names:
   * untrusted), linked on the preview once it is ready; undefined when not listed.
   */
  readonly pages?: readonly string[];
}

/** The comment's two parts, as {@link buildStickyBody} takes them. */
export interface PreviewComment {
  /** What counts as the comment's content (its digest decides whether to write). */
  readonly content: string;
  /** Run-specific lines. */
  readonly footer: string;
}

/** Above this many changed files, the list is collapsed. */
export const COMMENT_FILES_COLLAPSE_ABOVE = 10;
/** Changed files listed in the comment at most. */
const COMMENT_MAX_FILES = 100;
/** Changed pages linked in the comment at most. */
export const COMMENT_MAX_PAGE_LINKS = 20;
/** Log lines shown in a failure comment (the last ones). */
export const COMMENT_LOG_TAIL = 30;
/** Characters kept of one log line. */
const MAX_LOG_LINE_CHARS = 300;

/** Renders the sticky PR comment for one state of the preview. */
export function renderPreviewComment(report: PreviewReport): PreviewComment {
  const parts: string[] = [commentHeading(report)];
  const url = safeUrl(report.previewUrl);
  const facts = factsLine(report);

  switch (report.state) {
    case 'building':
      parts.push(facts);
      parts.push(
        url
          ? `The preview will be at ${url} once the build finishes. This comment is updated when it does.`
          : 'This comment is updated when the build finishes.',
      );
      break;
    case 'success':
      // The link once: the heading is the address readers click.
      if (url) parts.push(`### [Open the preview →](${url})`);
      if (url) parts.push(pageLinks(url, report.pages));
      parts.push(facts);
      pushFiles(parts, report.update);
      break;
    case 'failure': {
      const summary = inlineText(report.update?.summary, 500);
      parts.push(summary ? `> ${summary}` : '> The platform gave no summary.');
      parts.push(facts);
      const logs = logTail(report.update?.logs);
      if (logs) parts.push(logs);
      break;
    }
    case 'timeout':
      parts.push(facts);
      parts.push(
        `This step stopped waiting after ${formatDuration(report.timeoutMs ?? 0)} (its \`timeout\`), so tracking was cancelled${
          report.update ? ` while the preview was ${inlineCode(report.update.status, 60)}` : ''
        }. The preview may still finish${url ? ` at ${url}` : ''}; run the workflow again to update this comment.`,
      );
      break;
    case 'cancelled':
      parts.push(facts);
      parts.push(
        `The workflow run was cancelled before the preview finished${
          report.update ? ` (last seen ${inlineCode(report.update.status, 60)})` : ''
        }. Run the workflow again to build and link the preview.`,
      );
      break;
    case 'error':
      parts.push(facts);
      parts.push(
        `> ${inlineText(report.errorMessage ?? 'The preview status could not be read.', 600)}`,
      );
      break;
  }
  const run = safeUrl(report.runUrl);
  return {
    content: parts.filter((p) => p !== '').join('\n\n'),
    footer: run ? `<sub>[Workflow run](${run}) · Mintlify docs preview</sub>` : '',
  };
}

/** How the summary's status part ends for a preview that stopped short; `final` otherwise. */
const ENDING: Partial<Record<PreviewState, StatusEnding>> = {
  timeout: 'timeout',
  cancelled: 'cancelled',
  error: 'error',
};

/** Renders the job summary: the preview link on top, then the update like `mode: status`. */
export function renderPreviewSummary(
  report: PreviewReport,
  trackedMs: number,
  workflowSha: string,
): string {
  const url = safeUrl(report.previewUrl);
  const top = url
    ? report.state === 'success'
      ? `**🔗 Preview: [${url}](${url})** (branch ${inlineCode(report.branch, 100)})`
      : `🔗 Preview (not ready): ${url} (branch ${inlineCode(report.branch, 100)})`
    : `Preview of branch ${inlineCode(report.branch, 100)}`;
  const ending: StatusEnding = ENDING[report.state] ?? 'final';
  const status = renderStatusSummary(report.update, {
    serverUrl: report.serverUrl,
    owner: report.owner,
    repo: report.repo,
    workflowSha,
    statusId: report.statusId,
    trackedMs,
    ending,
    subject: 'Docs preview',
    ...(report.timeoutMs !== undefined ? { timeoutMs: report.timeoutMs } : {}),
    ...(report.errorMessage !== undefined ? { errorMessage: report.errorMessage } : {}),
  });
  return `${top}\n\n${status}`;
}

/** The job summary of a fork PR's run, which sends nothing. */
export function renderForkSkippedSummary(prNumber: number | undefined): string {
  const pr = prNumber !== undefined ? `PR #${prNumber}` : 'This pull request';
  return `## ⏭️ Docs preview skipped\n\n${pr} comes from a fork: its branch is not in this repository, so the platform cannot build it, and GitHub gives this workflow no secrets. No request was sent.\n`;
}

function commentHeading(report: PreviewReport): string {
  switch (report.state) {
    case 'building':
      return '## ⏳ Docs preview building';
    case 'success':
      return '## ✅ Docs preview ready';
    case 'failure':
      return '## ❌ Docs preview failed';
    case 'timeout':
      return '## ⏱️ Docs preview: tracking cancelled (timed out)';
    case 'cancelled':
      return '## 🛑 Docs preview cancelled';
    case 'error':
      return '## ❔ Docs preview: status unknown';
  }
}

/** `Branch `x` · Commit [`abc1234`](…) — title`. */
function factsLine(report: PreviewReport): string {
  const built = report.update?.commit?.sha ?? '';
  const sha = built || report.headSha;
  const pieces = [`**Branch** ${inlineCode(report.branch, 200) || '—'}`];
  if (sha) pieces.push(`**Commit** ${commitLink(sha, report)}`);
  const title = report.update?.commit?.message?.trim().split(/\r?\n/)[0] ?? '';
  if (title && report.state !== 'building') pieces.push(inlineText(title, 120));
  return pieces.join(' · ');
}

function commitLink(sha: string, report: PreviewReport): string {
  const clean = sha.trim();
  if (!isSha(clean)) return inlineCode(clean, 60);
  const short = `\`${clean.slice(0, 7).toLowerCase()}\``;
  const url = safeUrl(
    `${report.serverUrl}/${encodeURIComponent(report.owner)}/${encodeURIComponent(report.repo)}/commit/${clean.toLowerCase()}`,
  );
  return url ? `[${short}](${url})` : short;
}

/**
 * `page` on the preview at `base`: the page path as the site serves it, each segment escaped,
 * under the preview's own path; undefined when the result is not a safe http(s) link.
 */
export function previewPageUrl(base: string, page: string): string | undefined {
  const root = base.endsWith('/') ? base : `${base}/`;
  const path = page
    .split('/')
    .filter((s) => s !== '')
    .map((s) => encodeURIComponent(s))
    .join('/');
  try {
    return safeUrl(new URL(path, root).href);
  } catch {
    return undefined;
  }
}

/** A link to each changed page on the preview, at most {@link COMMENT_MAX_PAGE_LINKS}. */
function pageLinks(base: string, pages: readonly string[] | undefined): string {
  if (!pages || pages.length === 0) return '';
  const items: string[] = [];
  for (const page of pages.slice(0, COMMENT_MAX_PAGE_LINKS)) {
    const link = previewPageUrl(base, page);
    // Link text as escaped text, not code: a file name cannot open a link or a mention in it.
    const text = inlineText(page, 200);
    items.push(link ? `- [${text}](${link})` : `- ${text}`);
  }
  const more = pages.length - COMMENT_MAX_PAGE_LINKS;
  if (more > 0) items.push(`- …and ${more} more`);
  return `**Changed pages on the preview** (${pages.length})\n\n${items.join('\n')}`;
}

function pushFiles(parts: string[], update: UpdateStatus | undefined): void {
  const files = update?.commit?.filesChanged;
  if (!files) return;
  const rows: string[] = [];
  for (const [kind, list] of [
    ['added', files.added],
    ['modified', files.modified],
    ['removed', files.removed],
  ] as const) {
    for (const file of list) rows.push(`- ${kind}: ${inlineCode(file, 200)}`);
  }
  if (rows.length === 0) return;
  const shown = rows.slice(0, COMMENT_MAX_FILES);
  if (rows.length > shown.length) shown.push(`- …and ${rows.length - shown.length} more`);
  const title = `Changed files: ${rows.length}`;
  parts.push(
    rows.length > COMMENT_FILES_COLLAPSE_ABOVE
      ? details(title, shown.join('\n'))
      : `**${title}**\n\n${shown.join('\n')}`,
  );
}

/** The last {@link COMMENT_LOG_TAIL} lines, oldest first, in one fenced block. */
function logTail(logs: readonly string[] | undefined): string {
  if (!logs || logs.length === 0) return '';
  const tail = logs
    .slice(-COMMENT_LOG_TAIL)
    .map((line) => truncate(stripControl(line), MAX_LOG_LINE_CHARS));
  const label =
    logs.length > tail.length
      ? `Build log: last ${tail.length} of ${logs.length} lines`
      : `Build log: ${logs.length} line${logs.length === 1 ? '' : 's'}`;
  return details(label, codeBlock(tail.join('\n'), 'text'), true);
}

/** What the comment and the summary show once the pull request is closed. */
export interface PreviewEndReport {
  /** The pull request's number. */
  readonly pullNumber: number | undefined;
  /** Merged (true) or closed without merging. */
  readonly merged: boolean;
  /** The previewed branch (untrusted). */
  readonly branch: string;
  /** The environment of the deployments. */
  readonly environment: string;
  /** The link of the newest preview that was ready, or empty (untrusted: checked here). */
  readonly lastPreviewUrl: string;
  /** Deployments marked inactive by this run. */
  readonly deactivated: number;
  /** Deployments that were inactive already (an earlier run, or a newer deployment). */
  readonly alreadyInactive: number;
  /** Whether the deployments were looked at (`deployment: true`, a token, the permission). */
  readonly deploymentsChecked: boolean;
  /** What happened to the sticky comment. */
  readonly comment: 'updated' | 'unchanged' | 'none' | 'not-checked';
  /** This run's page, when known. */
  readonly runUrl?: string;
}

/** The sticky comment of a preview whose pull request was merged or closed. */
export function renderPreviewEndedComment(report: PreviewEndReport): PreviewComment {
  const what = report.merged ? 'merged' : 'closed';
  const url = safeUrl(report.lastPreviewUrl);
  const parts = [
    report.merged
      ? '## 🔀 Docs preview ended: pull request merged'
      : '## 🔒 Docs preview ended: pull request closed',
    `**Branch** ${inlineCode(report.branch, 200) || '—'}`,
    `This pull request was ${what}, so its docs preview is no longer updated${
      url
        ? `. The last preview was at ${url}; it may stay online until the platform removes it`
        : ''
    }.${
      report.deactivated + report.alreadyInactive > 0
        ? ` Its deployments in ${inlineCode(report.environment, 100)} are marked inactive.`
        : ''
    }`,
  ];
  const run = safeUrl(report.runUrl);
  return {
    content: parts.join('\n\n'),
    footer: run ? `<sub>[Workflow run](${run}) · Mintlify docs preview</sub>` : '',
  };
}

/** The job summary of a run that ended the previews of a closed pull request. */
export function renderPreviewEndedSummary(report: PreviewEndReport): string {
  const pr = report.pullNumber !== undefined ? `PR #${report.pullNumber}` : 'The pull request';
  const lines = [
    `## ${report.merged ? '🔀' : '🔒'} Docs preview ended`,
    `${pr} was ${report.merged ? 'merged' : 'closed'}: no request was sent to the platform (it has no way to delete a preview).`,
  ];
  if (report.deploymentsChecked) {
    const already = report.alreadyInactive > 0 ? `; ${report.alreadyInactive} already were` : '';
    lines.push(
      `- Deployments in ${inlineCode(report.environment, 100)}: ${report.deactivated} marked inactive${already}.`,
    );
  } else {
    lines.push(`- Deployments in ${inlineCode(report.environment, 100)}: not checked.`);
  }
  const comment: Record<PreviewEndReport['comment'], string> = {
    updated: 'updated to say the preview ended',
    unchanged: 'already said the preview ended',
    none: 'there is none of ours on this pull request',
    'not-checked': 'not checked',
  };
  lines.push(`- Preview comment: ${comment[report.comment]}.`);
  return `${lines.join('\n\n')}\n`;
}
