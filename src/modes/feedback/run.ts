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
import { withAnalytics } from '../shared/analytics.js';
import { jobSummaryUrl, writeCaution, writeJobSummary } from '../shared/job-summary.js';
import type { ModeRunner } from '../types.js';
import { FeedbackAggregator } from './aggregate.js';
import { readAssistant } from './assistant.js';
import type { FeedbackInputs } from './inputs.js';
import type { FeedbackReportInput } from './model.js';
import { planAnalytics } from './plan.js';
import { commentOnPr, readPrPages } from './pr.js';
import { readFeedback, type FeedbackRead } from './read.js';
import { reviewPr } from '../../review/pr-review.js';
import { judgeRedirects } from '../../review/redirect-verdict.js';
import { docsRootAt } from '../shared/site-config.js';
import { pagesForViews } from '../../review/api-changes.js';
import { judgeApiChanges } from '../../review/api-verdict.js';
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
  const { pages: prPages = [], ...side } = await readPrSide(ctx, octokit, prNumber);
  const { budget, plan, wanted } = planBudget(inputs, prPages);

  // 2. Read, write and aggregate, page by page; then the page views and the reader signals, within
  // what the plan left (they never fail the report). One client serves every read.
  const file = path.join(runner.runnerTemp, `mintlify-feedback-${fileKey(inputs)}.jsonl`);
  const aggregator = new FeedbackAggregator({ prPages, includeContact: inputs.includeContact });
  const { read, ...reads } = await withAnalytics(ctx, budget, async (analytics) => {
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
            prPages: pagesForViews(prPages, side.api),
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
    return { read, aggregate, views, searches, assistant };
  });
  if (read.failure && read.requests === 0) {
    // Nothing read: a short summary says why, and the step fails with the client's message.
    const title = { report: 'Reader feedback', projectId: inputs.projectId };
    await writeCaution(read.failure.message, title, 'The feedback could not be read: ');
    return read.failure;
  }
  const { views } = reads;
  const report = reportInput(inputs, { ...reads, ...side, read, file, budget });
  const { redirects, api } = side;
  const redirectVerdict = redirects && judgeRedirects(inputs.missingRedirects, redirects, views);
  // Both judged (each sets its outputs); the first failure fails the step, the other warns.
  const apiVerdict = side.pr ? judgeApiChanges(inputs.apiChanges, api, views) : undefined;
  if (redirectVerdict && apiVerdict) core.warning(apiVerdict.message);
  const verdict = redirectVerdict || apiVerdict;

  // 3. The job summary carries the full report, whatever happens to the comment.
  await writeJobSummary(summaryText(renderFeedbackSummary(report)));
  noticeMoreExist(inputs, read, reads.aggregate.total);
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
  const { runner } = inputs;
  if (prNumber === undefined) return {};
  const source = { octokit, runner, signal: ctx.signal, deadline: ctx.deadline };
  const gh = octokit && { ...source, octokit };
  // docs.json is read at the PR's head (else GITHUB_SHA), compared with its base.
  const event = pullRequestOf(runner.event);
  const head = event?.headSha || runner.sha;
  const docsRoot = await docsRootAt(source, head, inputs.docsRoot);
  const at = { docsRoot, head, base: event?.baseSha ?? '' };
  const listed = await readPrPages(ctx, octokit, prNumber, docsRoot);
  const { api, redirects } = gh ? await reviewPr(gh, listed, at, inputs) : {};
  return { pr: listed.pr, pages: listed.pages, api, redirects };
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

/** What the report is made of besides the inputs. */
type ReadOutcome = Pick<
  FeedbackReportInput,
  'aggregate' | 'pr' | 'redirects' | 'api' | 'views' | 'searches' | 'assistant'
> & { readonly read: FeedbackRead; readonly file: string; readonly budget: RequestBudget };

/** Everything the summary and the comment render. */
function reportInput(
  inputs: FeedbackInputs,
  { read, file, budget, ...shown }: ReadOutcome,
): FeedbackReportInput {
  return {
    ...shown,
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
    jobSummaryUrl: jobSummaryUrl(inputs.runner),
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
