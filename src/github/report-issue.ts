/**
 * One issue per report key, kept current across runs (the docs-health report): found by the
 * token's own identity, a hidden marker on the body's first line and the report's label; created
 * the first time, edited only when its content changed, and opened anew when ours was closed. An
 * issue anyone else opened is never edited, whatever its title, label or body holds.
 */
import { issueBody } from '../guard.js';
import type { SafeText } from '../safe-text.js';
import * as core from '../log.js';
import { markedBody, sameContent } from './marked-body.js';
import type { Octokit } from './octokit.js';
import { isOurs, type TokenIdentity } from './sticky-comment.js';

/** Which report an issue carries. */
export type IssueKind = 'health';

/** The hidden first line that identifies the issue of one kind and key. */
export function issueMarker(key: string, kind: IssueKind = 'health'): string {
  return `<!-- mintlify-docs-action:${kind}-issue:${key} -->`;
}

/**
 * The issue body, through the guard: marker, digest of `content`, `content`, then `footer`
 * (run-specific lines that do not count as a change). The digest is of the scrubbed content.
 */
export function buildIssueBody(
  key: string,
  content: string,
  footer = '',
  kind: IssueKind = 'health',
): SafeText<'issue'> {
  return issueBody(markedBody(issueMarker(key, kind), issueBody(content), footer));
}

/** An issue of ours, as far as this module cares. */
export interface ReportIssue {
  readonly number: number;
  readonly url: string;
  readonly state: 'open' | 'closed';
  readonly title: string;
  readonly body: string;
}

/** Where to look, and for whose issue. */
export interface FindIssueOptions {
  readonly owner: string;
  readonly repo: string;
  /** The report's key (the project ID). */
  readonly key: string;
  readonly kind?: IssueKind;
  /** The label the report's issues carry. */
  readonly label: SafeText<'issue'>;
  /** The token's identity: only its issues are ours. */
  readonly identity: TokenIdentity;
  readonly signal?: AbortSignal;
}

/** Most issues with the label looked through: a weekly report closed every week takes decades. */
const MAX_LISTED = 1_000;

/**
 * Our newest issue of the report, open or closed, or undefined. Lists the repository's issues
 * with the label, newest first, and takes the first one written by `identity` whose body starts
 * with the marker line; pull requests and everyone else's issues are skipped (and counted).
 */
export async function findReportIssue(
  octokit: Octokit,
  options: FindIssueOptions,
): Promise<ReportIssue | undefined> {
  const marker = issueMarker(options.key, options.kind);
  let foreign = 0;
  let listed = 0;
  const iterator = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
    owner: options.owner,
    repo: options.repo,
    labels: options.label,
    state: 'all',
    sort: 'created',
    direction: 'desc',
    per_page: 100,
    request: options.signal ? { signal: options.signal } : {},
  });
  try {
    for await (const page of iterator) {
      for (const issue of page.data) {
        listed++;
        if (issue.pull_request) continue;
        const body = issue.body ?? '';
        if (!hasMarker(body, marker)) continue;
        if (!isOurs(issue.user, options.identity)) {
          foreign++;
          continue;
        }
        return {
          number: issue.number,
          url: issue.html_url,
          state: issue.state === 'closed' ? 'closed' : 'open',
          title: issue.title,
          body,
        };
      }
      if (listed >= MAX_LISTED) break;
    }
    return undefined;
  } finally {
    if (foreign > 0) {
      core.info(
        `Left ${foreign} issue(s) carrying this report's marker alone: they were not opened by ${options.identity.login}.`,
      );
    }
  }
}

/** The marker must be the whole first line: `…:key` must not match `…:key-2`. */
function hasMarker(body: string, marker: string): boolean {
  if (!body.startsWith(marker)) return false;
  const rest = body.slice(marker.length);
  return rest === '' || /^\r?\n/.test(rest);
}

/** What {@link writeReportIssue} needs. */
export interface WriteIssueOptions {
  readonly owner: string;
  readonly repo: string;
  readonly title: SafeText<'issue'>;
  readonly label: SafeText<'issue'>;
  /** The full body, as {@link buildIssueBody} makes it. */
  readonly body: SafeText<'issue'>;
  readonly signal?: AbortSignal;
}

/** What happened to the issue. */
export interface IssueWriteResult {
  readonly number: number;
  readonly url: string;
  readonly action: 'created' | 'updated' | 'unchanged';
}

/**
 * Edits `current` (our open issue) when its content or title changed, or creates a new issue
 * when there is none open: the first run, or after someone closed ours.
 */
export async function writeReportIssue(
  octokit: Octokit,
  options: WriteIssueOptions,
  current: ReportIssue | undefined,
): Promise<IssueWriteResult> {
  const { owner, repo, title, body, signal } = options;
  const request = signal ? { signal } : {};
  if (current?.state === 'open') {
    if (sameContent(current.body, body) && current.title === title) {
      core.info(`The issue #${current.number} is up to date; not touched.`);
      return { number: current.number, url: current.url, action: 'unchanged' };
    }
    const res = await octokit.rest.issues.update({
      owner,
      repo,
      issue_number: current.number,
      title,
      body,
      request,
    });
    core.info(`Updated the issue #${current.number}.`);
    return { number: res.data.number, url: res.data.html_url, action: 'updated' };
  }
  const res = await octokit.rest.issues.create({
    owner,
    repo,
    title,
    body,
    labels: [options.label],
    request,
  });
  const labelled = res.data.labels.some(
    (l) => (typeof l === 'string' ? l : l.name)?.toLowerCase() === options.label.toLowerCase(),
  );
  if (!labelled) {
    core.warning(
      `The new issue #${res.data.number} did not get the label "${options.label}" (GitHub drops labels a token may not set): the next run will not find it and will open another. Create the label in the repository, or give the token \`issues: write\`.`,
    );
  }
  core.info(
    `Created the issue #${res.data.number}${current ? ` (#${current.number} was closed)` : ''}.`,
  );
  return { number: res.data.number, url: res.data.html_url, action: 'created' };
}
