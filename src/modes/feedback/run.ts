/**
 * `mode: feedback`: reads reader feedback page by page within the request budget, writes every
 * entry to a JSON Lines file while aggregating it, writes the report to the job summary, and on
 * pull requests keeps one sticky comment led by the feedback on the pages the PR changes.
 */
import * as core from '../../log.js';
import { setOutput, summaryText } from '../../guard.js';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { ANALYTICS_REQUESTS_PER_HOUR, Output } from '../../constants.js';
import { ActionError } from '../../errors.js';
import { createOctokit, type Octokit } from '../../github/octokit.js';
import { listPrPages, type AddedPage, type GonePage } from '../../github/pr-pages.js';
import { githubErrorText, statusOf } from '../../github/octokit.js';
import { buildStickyBody, upsertStickyComment } from '../../github/sticky-comment.js';
import { PR_EVENTS, isForkPr, pullRequestOf } from '../../inputs/runner.js';
import { type FeedbackInputs } from './inputs.js';
import {
  RequestBudget,
  type FeedbackEntry,
  type FeedbackPage,
  type FeedbackQuery,
} from '../../platform/index.js';
import { FeedbackAggregator } from './aggregate.js';
import { renderFeedbackComment } from './comment-report.js';
import {
  renderFeedbackSummary,
  type FeedbackReportInput,
  type PrInfo,
  type FeedbackStop,
} from './report.js';
import { jobSummaryUrl, writeJobSummary } from '../shared/job-summary.js';
import { inlineCode, inlineText } from '../../util/sanitize.js';
import { withAnalytics, type Analytics } from '../shared/analytics.js';
import {
  readPaged,
  type PageAt,
  type PagedReadResult,
  type PageTally,
} from '../../platform/paged-read.js';
import { readAssistant } from './assistant.js';
import { checkRedirects, judgeRedirects, prDocsRoot } from './redirect-check.js';
import type { RedirectCheck } from './removed-report.js';
import { planAnalytics } from './plan.js';
import { readSearches } from './searches.js';
import { readPageViews } from './views.js';
import { withDeadline } from '../../util/abort.js';
import type { ModeContext, ModeResult, ModeRunner } from '../types.js';

/** Runs `mode: feedback`. */
export const runFeedback: ModeRunner<FeedbackInputs> = async (ctx) => {
  const { inputs } = ctx;
  const { runner } = inputs;
  const prNumber = PR_EVENTS.has(runner.eventName)
    ? pullRequestOf(runner.event)?.number
    : undefined;
  const octokit =
    prNumber !== undefined && inputs.githubToken
      ? createOctokit(inputs.githubToken, runner, { deadline: ctx.deadline })
      : undefined;

  // 1. The PR's pages first, so the aggregation can keep every entry on them as it streams; and
  // the redirects of the pages it removes or renames, from docs.json at its head.
  const head = headShaOf(runner);
  const docsRoot = prNumber !== undefined ? await prDocsRoot(ctx, octokit, head) : '';
  const listed =
    prNumber !== undefined ? await readPrPages(ctx, octokit, prNumber, docsRoot) : undefined;
  const prPages = listed?.pages ?? [];
  const redirects =
    listed?.gone && octokit && inputs.missingRedirects !== 'off'
      ? await checkRedirects(ctx, octokit, listed, { ref: head, docsRoot })
      : undefined;
  const { budget, plan, wanted } = planBudget(inputs, prPages);

  // 2. Read, write and aggregate, page by page; then the page views and the reader signals, within
  // what the plan left (they never fail the report). One client serves every read.
  const file = path.join(runner.runnerTemp, `mintlify-feedback-${fileKey(inputs)}.jsonl`);
  const aggregator = new FeedbackAggregator({ prPages, includeContact: inputs.includeContact });
  const reads = await withAnalytics(ctx, budget, async (analytics) => {
    const read = await readFeedback(analytics, inputs, file, aggregator);
    const aggregate = aggregator.result();
    setReadOutputs(aggregate.total, file, read);
    // After a failed feedback read the step fails anyway: nothing more is asked.
    const go = !read.failure;
    const views =
      wanted.views && go
        ? await readPageViews(analytics, {
            maxPages: inputs.maxPages,
            allowance: plan.views,
            prPages,
          })
        : undefined;
    const searches =
      wanted.searches && go
        ? await readSearches(analytics, { allowance: plan.searches, prPages })
        : undefined;
    const assistant =
      wanted.assistant && go
        ? await readAssistant(analytics, { allowance: plan.assistant, prPages })
        : undefined;
    return { read, aggregate, signals: { views, searches, assistant } };
  });
  const { read, aggregate, signals } = reads;
  if (read.failure && read.requests === 0) return failedRead(inputs, read.failure);
  const report = reportInput(
    inputs,
    { aggregate, read, file, budget, pr: listed?.pr, redirects },
    signals,
  );
  const verdict = redirects && judgeRedirects(inputs.missingRedirects, redirects, signals.views);

  // 3. The job summary carries the full report, whatever happens to the comment.
  await writeJobSummary(summaryText(renderFeedbackSummary(report)));
  noticeMoreExist(inputs, read, aggregate.total);
  // A failed or timed-out read fails the step; its partial report stays in the job summary only.
  if (read.failure) {
    if (verdict) core.warning(verdict.message);
    return read.failure;
  }

  // 4. The sticky comment; then `missing-redirects: error` fails the step, the comment written.
  const commented = await commentOnPr(ctx, octokit, prNumber, report);
  if (!verdict) return commented;
  if (commented.outcome === 'success') return verdict;
  core.warning(verdict.message);
  return commented;
};

/** The commit a pull request run reads docs.json at: the PR's head, else GITHUB_SHA. */
function headShaOf(runner: FeedbackInputs['runner']): string {
  return pullRequestOf(runner.event)?.headSha || runner.sha;
}

/**
 * The run's analytics budget, planned first: `max-pages` for the feedback, and what is left
 * shared by the reads that follow it (views, search terms, assistant conversations).
 */
function planBudget(inputs: FeedbackInputs, prPages: readonly string[]) {
  const budget = new RequestBudget(ANALYTICS_REQUESTS_PER_HOUR);
  const wanted = {
    views: inputs.pageViews,
    searches: inputs.readerSignals.includes('searches'),
    // Conversations are shown per changed page only: without one there is nothing to read for.
    assistant: inputs.readerSignals.includes('assistant') && prPages.length > 0,
  };
  const plan = planAnalytics(budget.remaining, inputs.maxPages, wanted);
  const after = [
    wanted.views ? `${plan.views} for page views` : '',
    wanted.searches ? `${plan.searches} for search terms` : '',
    wanted.assistant ? `${plan.assistant} for assistant conversations` : '',
  ].filter(Boolean);
  if (after.length > 0) {
    core.info(
      `Analytics budget (${budget.limit} requests per hour): up to ${inputs.maxPages} for feedback (max-pages), then up to ${after.join(', ')}.`,
    );
  }
  return { budget, plan, wanted };
}

/** The outputs the read alone decides: `total`, `feedback-file`, `has-more`. */
function setReadOutputs(total: number, file: string, read: ReadResult): void {
  setOutput(Output.Total, String(total));
  setOutput(Output.FeedbackFile, file);
  // Machine-readable twin of "first N entries; more exist": the read stopped before the end.
  setOutput(
    Output.HasMore,
    String(read.stop === 'max-pages' || read.stop === 'budget' || read.stop === 'stuck'),
  );
}

/** Nothing read: a short summary says why, and the step fails with the client's message. */
async function failedRead(
  inputs: FeedbackInputs,
  failure: ModeResult & { message: string },
): Promise<ModeResult> {
  await writeJobSummary(
    summaryText(
      `## Reader feedback · ${inlineCode(inputs.projectId, 100)}\n\n> [!CAUTION]\n> The feedback could not be read: ${inlineText(failure.message, 2_000)}\n`,
    ),
  );
  return failure;
}

/** What the report is made of besides the inputs. */
interface ReadOutcome {
  readonly aggregate: FeedbackReportInput['aggregate'];
  readonly read: ReadResult;
  readonly file: string;
  readonly budget: RequestBudget;
  readonly pr: PrInfo | undefined;
  readonly redirects: RedirectCheck | undefined;
}

/** Everything the summary and the comment render. */
function reportInput(
  inputs: FeedbackInputs,
  { aggregate, read, file, budget, pr, redirects }: ReadOutcome,
  signals: Pick<FeedbackReportInput, 'views' | 'searches' | 'assistant'>,
): FeedbackReportInput {
  return {
    aggregate,
    projectId: inputs.projectId,
    dateFrom: inputs.dateFrom,
    dateTo: inputs.dateTo,
    source: inputs.source,
    statuses: inputs.statuses,
    read: {
      requests: read.requests,
      pageSize: inputs.pageSize,
      maxPages: inputs.maxPages,
      stop: read.stop,
      skipped: read.skipped,
      ...(read.failure?.message ? { error: read.failure.message } : {}),
    },
    includeContact: inputs.includeContact,
    feedbackFile: file,
    ...(pr ? { pr } : {}),
    ...optional('jobSummaryUrl', jobSummaryUrl(inputs.runner)),
    ...optional('views', signals.views),
    ...optional('searches', signals.searches),
    ...optional('assistant', signals.assistant),
    ...optional('redirects', redirects),
    budget: { used: budget.used, limit: budget.limit },
  };
}

/** A notice when the read stopped at a limit: more entries exist than the report shows. */
function noticeMoreExist(inputs: FeedbackInputs, read: ReadResult, total: number): void {
  if (read.stop !== 'max-pages' && read.stop !== 'budget') return;
  core.notice(
    `Feedback: first ${total} entries; more exist. The read stopped at ${
      read.stop === 'max-pages'
        ? `max-pages (${inputs.maxPages} requests)`
        : 'the analytics request budget'
    }; the report says so.`,
  );
}

/** The sticky comment, when this run is for a PR that can take one; otherwise why not. */
async function commentOnPr(
  ctx: ModeContext<FeedbackInputs>,
  octokit: Octokit | undefined,
  prNumber: number | undefined,
  report: FeedbackReportInput,
): Promise<ModeResult> {
  const { inputs } = ctx;
  const { runner } = inputs;
  if (prNumber === undefined) {
    core.info(
      `No PR comment: the \`${runner.eventName || 'unknown'}\` event is not a pull request.`,
    );
    return { outcome: 'success' };
  }
  if (!inputs.comment) {
    core.info('No PR comment: `comment: false`.');
    return { outcome: 'success' };
  }
  if (!octokit) {
    core.warning(
      'No PR comment: `github-token` is empty. Pass `github-token: ${{ github.token }}` (the default) or another token with `pull-requests: write`.',
    );
    return { outcome: 'success' };
  }
  if (runner.eventName === 'pull_request' && isForkPr(runner)) {
    core.warning(forkWarning(prNumber));
    await writeJobSummary(
      summaryText(
        `> [!NOTE]\n> No PR comment was written: PR #${prNumber} comes from a fork, so this workflow's token is read-only.\n`,
      ),
    );
    return { outcome: 'success' };
  }
  return writeComment(ctx, octokit, prNumber, report);
}

/** Lists the PR's changed files and maps them to pages; a failure only loses the PR section. */
async function readPrPages(
  ctx: ModeContext<FeedbackInputs>,
  octokit: Octokit | undefined,
  prNumber: number,
  docsRoot: string,
): Promise<{
  pr: PrInfo;
  pages: readonly string[];
  gone?: readonly GonePage[];
  added?: readonly AddedPage[];
}> {
  const { runner } = ctx.inputs;
  if (!octokit) {
    const error = '`github-token` is empty';
    core.warning(`Cannot list the files of PR #${prNumber}: ${error}.`);
    return { pr: { number: prNumber, docsRoot, error }, pages: [] };
  }
  try {
    const listed = await listPrPages(octokit, {
      owner: runner.owner,
      repo: runner.repo,
      pullNumber: prNumber,
      docsRoot,
      signal: withDeadline(ctx.signal, ctx.deadline),
    });
    core.info(
      `PR #${prNumber} changes ${listed.fileCount} files, ${listed.pages.length} of them docs pages${
        listed.pages.length > 0 ? `: ${listed.pages.slice(0, 20).join(', ')}` : ''
      }${listed.pages.length > 20 ? ', …' : ''}.`,
    );
    return {
      pr: { number: prNumber, docsRoot, fileCount: listed.fileCount },
      pages: listed.pages,
      gone: listed.gone,
      added: listed.added,
    };
  } catch (err) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    const error = githubErrorText(err);
    core.warning(
      `Cannot list the files of PR #${prNumber}, so the report has no section for its pages: ${error}`,
    );
    return { pr: { number: prNumber, docsRoot, error }, pages: [] };
  }
}

/** How the read went. */
interface ReadResult {
  /** Pages read. */
  requests: number;
  /** Entries the client dropped. */
  skipped: number;
  /** Why it stopped. */
  stop: FeedbackStop;
  /** For `error`/`timeout`: the step's result. */
  failure?: ModeResult & { message: string };
}

/** Entries read so far: written and counted once each. */
class FeedbackIntake {
  total = 0;
  duplicates = 0;
  skipped = 0;
  // Ids already counted: an entry that arrives between two page reads can shift one onto the
  // next page again, and it must be counted (and written) once.
  private readonly seen = new Set<string>();

  constructor(
    private readonly aggregator: FeedbackAggregator,
    private readonly writer: JsonlWriter,
  ) {}

  /** Takes one page in: the aggregate and the JSON Lines file get each new entry. */
  async add(page: FeedbackPage, number: number): Promise<PageTally> {
    this.skipped += page.skipped;
    const fresh = page.entries.filter((entry) => !this.seen.has(entry.id));
    for (const entry of fresh) {
      this.seen.add(entry.id);
      this.aggregator.add(entry);
    }
    await this.writer.write(fresh);
    this.total += fresh.length;
    const repeated = page.entries.length - fresh.length;
    this.duplicates += repeated;
    core.info(
      `Read page ${number}: ${fresh.length} entries (${this.total} so far)${
        repeated > 0 ? `, ${repeated} already read on an earlier page` : ''
      }${page.hasMore ? '' : ', the last one'}.`,
    );
    const more = page.hasMore && Boolean(page.nextCursor);
    return { rows: page.entries.length, fresh: fresh.length, more, nextCursor: page.nextCursor };
  }
}

/**
 * Follows `nextCursor` while `hasMore`, up to `max-pages` pages and within the run's analytics
 * budget (shared with the views read that follows), writing each page to the JSON Lines file and
 * into the aggregate before asking for the next one.
 */
async function readFeedback(
  analytics: Analytics,
  inputs: FeedbackInputs,
  file: string,
  aggregator: FeedbackAggregator,
): Promise<ReadResult> {
  const writer = new JsonlWriter(file, inputs.includeContact);
  const intake = new FeedbackIntake(aggregator, writer);
  let read: PagedReadResult;
  try {
    read = await readPaged<FeedbackPage>({
      client: analytics.client,
      signal: analytics.signal,
      budget: analytics.budget,
      allowance: inputs.maxPages,
      paging: { kind: 'cursor' },
      fetch: (client, at) =>
        client.listFeedback(analytics.projectId, feedbackQuery(analytics, inputs, at)),
      absorb: (page, at) => intake.add(page, at.number),
      stuck: (reason) =>
        reason === 'repeated-cursor'
          ? 'returned a cursor it had already returned'
          : 'returned a page with no new entries while saying more exist',
    });
  } finally {
    await writer.close();
  }
  const result = feedbackResult(read, intake.skipped);
  if (result.stop === 'stuck') {
    core.warning(
      `Feedback: the read stopped after ${result.requests} requests because the service ${read.error}; reading on would only repeat the same data up to \`max-pages\`. The report holds the ${intake.total} distinct entries read; more may exist.`,
    );
  }
  const tail = result.stop === 'complete' ? '' : `; stopped: ${result.stop}`;
  const dupes =
    intake.duplicates > 0 ? ` (${intake.duplicates} repeated entries counted once)` : '';
  core.info(`Read ${intake.total} feedback entries in ${result.requests} requests${dupes}${tail}.`);
  return result;
}

/** The feedback list's query for the page at `at`. */
function feedbackQuery(analytics: Analytics, inputs: FeedbackInputs, at: PageAt): FeedbackQuery {
  return {
    ...analytics.window,
    ...(inputs.source ? { source: inputs.source } : {}),
    ...(inputs.statuses.length > 0 ? { status: [...inputs.statuses] } : {}),
    limit: inputs.pageSize,
    ...(at.cursor ? { cursor: at.cursor } : {}),
  };
}

/**
 * The paged read in the feedback report's words: the allowance is `max-pages`; a list that would
 * loop keeps what was read (`stuck`); an error or timeout fails the step.
 */
function feedbackResult(read: PagedReadResult, skipped: number): ReadResult {
  const base = { requests: read.requests, skipped };
  switch (read.stop) {
    case 'complete':
    case 'found':
      return { ...base, stop: 'complete' };
    case 'cut':
    case 'skipped':
      // Retries that used up the budget mid-page: what was read stands, like any budget stop.
      return { ...base, stop: read.cutBy === 'allowance' ? 'max-pages' : 'budget' };
    case 'failed': {
      if (read.failure === 'timeout' || read.failure === 'error') {
        const message = read.error ?? 'unknown error';
        const outcome = read.failure === 'timeout' ? 'timeout' : 'failure';
        return { ...base, stop: read.failure, failure: { outcome, message } };
      }
      return { ...base, stop: 'stuck' };
    }
  }
}

/** Renders, then creates or updates the sticky comment; a read-only token only warns. */
async function writeComment(
  ctx: ModeContext<FeedbackInputs>,
  octokit: Octokit,
  prNumber: number,
  report: FeedbackReportInput,
): Promise<ModeResult> {
  const { inputs } = ctx;
  const rendered = renderFeedbackComment(report);
  // Comments are not masked by the runner: the guard scrubs (before the digest) in buildStickyBody.
  const body = buildStickyBody(inputs.commentKey, rendered.content, rendered.footer);
  try {
    const result = await upsertStickyComment(octokit, {
      owner: inputs.runner.owner,
      repo: inputs.runner.repo,
      issueNumber: prNumber,
      key: inputs.commentKey,
      body,
      signal: withDeadline(ctx.signal, ctx.deadline),
    });
    setOutput(Output.CommentId, String(result.id));
    if (result.url) core.info(`PR comment: ${result.url}`);
    return { outcome: 'success' };
  } catch (err) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    const status = statusOf(err);
    if (status === 401 || status === 403) {
      core.warning(readOnlyWarning(prNumber, status, githubErrorText(err)));
      await writeJobSummary(
        summaryText(
          `> [!NOTE]\n> No PR comment was written: the token may not write comments on PR #${prNumber} (HTTP ${status}); see the step's warning.\n`,
        ),
      );
      return { outcome: 'success' };
    }
    const result: ModeResult & { message: string } =
      err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
        ? {
            outcome: 'timeout',
            message: `Timed out writing the PR comment (the \`timeout\` input); the report is in the job summary.`,
          }
        : {
            outcome: 'failure',
            message: `Could not write the feedback comment on PR #${prNumber}: ${githubErrorText(err)} The report is in the job summary.`,
          };
    // The report above does not say why the step failed: this line does.
    await writeJobSummary(summaryText(`> [!CAUTION]\n> ${inlineText(result.message, 2_000)}\n`));
    return result;
  }
}

/**
 * Writes entries as JSON Lines through a write stream, waiting for `drain` when the stream's
 * buffer is full so a large export never piles up in memory.
 */
class JsonlWriter {
  private readonly stream: WriteStream;
  private failure: Error | undefined;

  constructor(
    private readonly file: string,
    private readonly includeContact: boolean,
  ) {
    // Owner-only: entries are readers' words, and with `include-contact` their e-mails.
    this.stream = createWriteStream(file, { flags: 'w', mode: 0o600, encoding: 'utf8' });
    this.stream.on('error', (err) => {
      this.failure ??= err;
    });
  }

  /** Appends one line per entry. */
  async write(entries: readonly FeedbackEntry[]): Promise<void> {
    this.check();
    if (entries.length === 0) return;
    let chunk = '';
    for (const entry of entries) chunk += `${JSON.stringify(this.raw(entry))}\n`;
    if (!this.stream.write(chunk)) {
      try {
        await once(this.stream, 'drain');
      } catch (err) {
        this.failure ??= err as Error;
      }
    }
    this.check();
  }

  /** Flushes and closes the file. */
  async close(): Promise<void> {
    if (!this.stream.writableEnded) this.stream.end();
    try {
      await finished(this.stream);
    } catch (err) {
      this.failure ??= err as Error;
    }
    this.check();
  }

  /** The entry as the platform sent it: without the client's `kind`, and contact only if allowed. */
  private raw(entry: FeedbackEntry): Record<string, unknown> {
    const { kind: _kind, ...rest } = entry;
    const out: Record<string, unknown> = rest;
    if (!this.includeContact && 'contact' in out) delete out.contact;
    return out;
  }

  private check(): void {
    if (this.failure) {
      throw new ActionError(
        `Could not write the feedback file ${this.file}: ${this.failure.message}. Check that RUNNER_TEMP is writable and has free space.`,
        'failure',
        { cause: this.failure },
      );
    }
  }
}

function forkWarning(prNumber: number): string {
  return (
    `No feedback comment on PR #${prNumber}: it comes from a fork, and GitHub gives \`pull_request\` ` +
    `workflows from forks a read-only token, so the comment could not be written. The full report ` +
    `is in the job summary. To comment on fork PRs, run this step from a \`pull_request_target\` ` +
    `workflow instead, with care: that event has a write token, so never check out or run the PR's ` +
    `code in it (see the README, "Forks and Dependabot").`
  );
}

function readOnlyWarning(prNumber: number, status: number, error: string): string {
  const why =
    status === 401
      ? 'the token was refused (401): check `github-token`.'
      : 'the token may not write comments here (403). A fork or Dependabot PR gets a read-only ' +
        'token; otherwise give the job `permissions: pull-requests: write`. For fork PRs, a ' +
        '`pull_request_target` workflow can comment, with care: never check out or run the ' +
        'PR\'s code in it (see the README, "Forks and Dependabot").';
  return `No feedback comment on PR #${prNumber}: ${why} GitHub said: ${error} The full report is in the job summary.`;
}

/** The feedback file's distinguishing part: comment key and run, so two steps do not collide. */
function fileKey(inputs: FeedbackInputs): string {
  const key = (inputs.commentKey || inputs.projectId).replace(/[^A-Za-z0-9._-]/g, '_');
  const run = inputs.runner.runId.replace(/[^A-Za-z0-9]/g, '') || 'local';
  return `${key}-${run}`;
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
