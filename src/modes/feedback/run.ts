/**
 * `mode: feedback`: reads reader feedback page by page within the request budget, writes every
 * entry to a JSON Lines file while aggregating it, writes the report to the job summary, and on
 * pull requests keeps one sticky comment led by the feedback on the pages the PR changes.
 */
import * as core from '../../log.js';
import { setOutput, summaryText } from '../../guard.js';
import path from 'node:path';
import { ANALYTICS_REQUESTS_PER_HOUR, Output } from '../../constants.js';
import { createOctokit } from '../../github/octokit.js';
import { PR_EVENTS, pullRequestOf } from '../../inputs/runner.js';
import { RequestBudget } from '../../platform/index.js';
import { inlineCode, inlineText } from '../../util/sanitize.js';
import { withAnalytics } from '../shared/analytics.js';
import { jobSummaryUrl, writeJobSummary } from '../shared/job-summary.js';
import type { ModeResult, ModeRunner } from '../types.js';
import { FeedbackAggregator } from './aggregate.js';
import { readAssistant } from './assistant.js';
import type { FeedbackInputs } from './inputs.js';
import type { RedirectCheck } from '../../site-config/gone-pages.js';
import type { FeedbackReportInput, PrInfo } from './model.js';
import { planAnalytics } from './plan.js';
import { commentOnPr, readPrPages } from './pr.js';
import { readFeedback, type FeedbackRead } from './read.js';
import { checkRedirects, judgeRedirects, prDocsRoot } from './redirect-check.js';
import { apiChangesForPr, pagesForViews } from './api-changes.js';
import { goneWithOperations } from '../../api-spec/changes.js';
import { judgeApiChanges } from './api-verdict.js';
import { renderFeedbackSummary } from './report.js';
import { readSearches } from './searches.js';
import { readPageViews } from './views.js';

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

  // 1. The PR's pages first, so the aggregation can keep every entry on them as it streams; the
  // operations its OpenAPI files change; and the redirects of the pages it removes or renames.
  const { listed, api, redirects } = await readPrSide(ctx, octokit, prNumber);
  const prPages = listed?.pages ?? [];
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
            prPages: pagesForViews(prPages, api),
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
    { aggregate, read, file, budget, pr: listed?.pr, redirects, api },
    signals,
  );
  const redirectVerdict =
    redirects && judgeRedirects(inputs.missingRedirects, redirects, signals.views);
  // Both judged (each sets its outputs); the first failure fails the step, the other warns.
  const apiVerdict = listed ? judgeApiChanges(inputs.apiChanges, api, signals.views) : undefined;
  if (redirectVerdict && apiVerdict) core.warning(apiVerdict.message);
  const verdict = redirectVerdict || apiVerdict;

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

/**
 * What the PR itself changes, from docs.json at its head: its pages; the operations its OpenAPI
 * files change (an operation removed with its generated page makes that page a gone one); the
 * redirects of the pages it removes or renames. Nothing outside pull requests.
 */
async function readPrSide(
  ctx: Parameters<typeof runFeedback>[0],
  octokit: ReturnType<typeof createOctokit> | undefined,
  prNumber: number | undefined,
) {
  const { inputs } = ctx;
  if (prNumber === undefined) return {};
  const head = headShaOf(inputs.runner);
  const docsRoot = await prDocsRoot(ctx, octokit, head);
  const listed = await readPrPages(ctx, octokit, prNumber, docsRoot);
  const { api, site } =
    octokit && inputs.apiChanges !== 'off'
      ? await apiChangesForPr({ ...sourceCtx(ctx), octokit }, listed.dataFiles, {
          docsRoot,
          head,
          base: baseShaOf(inputs.runner),
          ...(listed.removedDocs ? { removedDocs: listed.removedDocs } : {}),
        })
      : {};
  const gone = listed.gone ? goneWithOperations(listed.gone, api) : undefined;
  const redirects =
    gone && octokit && inputs.missingRedirects !== 'off'
      ? await checkRedirects(ctx, octokit, { ...listed, gone }, { ref: head, docsRoot }, site)
      : undefined;
  return { listed, api, redirects };
}

/** The base commit the PR event names (`pull_request.base.sha`); empty without one. */
function baseShaOf(runner: FeedbackInputs['runner']): string {
  return pullRequestOf(runner.event)?.baseSha ?? '';
}

/** What the configuration sources need of the run. */
function sourceCtx(ctx: Parameters<typeof runFeedback>[0]) {
  return { runner: ctx.inputs.runner, signal: ctx.signal, deadline: ctx.deadline };
}

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
function setReadOutputs(total: number, file: string, read: FeedbackRead): void {
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
  readonly read: FeedbackRead;
  readonly file: string;
  readonly budget: RequestBudget;
  readonly pr: PrInfo | undefined;
  readonly redirects: RedirectCheck | undefined;
  readonly api: FeedbackReportInput['api'];
}

/** Everything the summary and the comment render. */
function reportInput(
  inputs: FeedbackInputs,
  { aggregate, read, file, budget, pr, redirects, api }: ReadOutcome,
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
    ...optional('api', api),
    budget: { used: budget.used, limit: budget.limit },
  };
}

/** A notice when the read stopped at a limit: more entries exist than the report shows. */
function noticeMoreExist(inputs: FeedbackInputs, read: FeedbackRead, total: number): void {
  if (read.stop !== 'max-pages' && read.stop !== 'budget') return;
  core.notice(
    `Feedback: first ${total} entries; more exist. The read stopped at ${
      read.stop === 'max-pages'
        ? `max-pages (${inputs.maxPages} requests)`
        : 'the analytics request budget'
    }; the report says so.`,
  );
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
