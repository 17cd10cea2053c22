/**
 * `mode: health`: a standing list of the docs pages to fix next. Finds our issue first, reads the
 * site's analytics within a small planned share of the hourly budget (views, votes, unanswered
 * questions, unclicked searches, then the comments of the listed pages), ranks the pages by
 * readers reached × trouble, and keeps one issue current with the result; the job summary shows
 * the same table and links the issue.
 */
import * as core from '../../log.js';
import { issueLabel, issueTitle, setOutput, summaryText } from '../../guard.js';
import { AGENT_JOB_LIMIT_PER_HOUR, ANALYTICS_REQUESTS_PER_HOUR, Output } from '../../constants.js';
import { createOctokit, type Octokit } from '../../github/octokit.js';
import { buildIssueBody, type ReportIssue } from '../../github/report-issue.js';
import { RequestBudget } from '../../platform/index.js';
import { withAnalytics, type Analytics } from '../shared/analytics.js';
import { jobSummaryUrl, writeCaution, writeJobSummary } from '../shared/job-summary.js';
import type { ModeContext, ModeResult, ModeRunner } from '../types.js';
import { readSiteAssistant } from './assistant.js';
import { readSiteComments } from './comments.js';
import { draftFixes, type DraftsResult } from './drafts.js';
import { draftsLine, readDrafts, type DraftRecord } from './drafts-memory.js';
import { draftsOutput } from './drafts-report.js';
import { historyLine, readHistory } from './history.js';
import type { HealthInputs } from './inputs.js';
import { findHealthIssue, writeHealthIssue } from './issue.js';
import type { ReadNote, SiteReads } from './model.js';
import { READ_NAMES } from './notes-report.js';
import { describePlan, planHealth, type HealthPlan } from './plan.js';
import { FORMULA, matchSearches, rankChanges, rankPages } from './ranking.js';
import { renderHealthIssue, renderHealthSummary, type HealthReport } from './report.js';
import { readSiteSearches } from './searches.js';
import { readSiteViews } from './views.js';
import { readSiteVotes } from './votes.js';

/** Runs `mode: health`. */
export const runHealth: ModeRunner<HealthInputs> = async (ctx) => {
  const { inputs } = ctx;
  const octokit = createOctokit(inputs.githubToken, inputs.runner, { deadline: ctx.deadline });
  const title = issueTitle(inputs.issueTitle);
  const label = issueLabel(inputs.issueLabel);

  // 1. Our issue first: a token that may not read issues stops the run before any analytics.
  const found = await findHealthIssue(ctx, octokit, label);
  if ('outcome' in found) return stopWith(inputs, found);

  // 2. The site's reads, within the plan; without views or votes nothing ranks.
  const budget = new RequestBudget(ANALYTICS_REQUESTS_PER_HOUR);
  const plan = planHealth(budget.remaining);
  core.info(describePlan(plan, budget.limit));
  const report = await withAnalytics(ctx, budget, async (analytics) => {
    const reads = await readSiteSignals(analytics, plan);
    const missing = [reads.views.note, reads.votes.note].find((n) => n.stop === 'failed');
    if (missing) {
      const why = `The ${READ_NAMES[missing.read]} could not be read, so no page can be ranked and the issue was left as it was: ${missing.error ?? 'unknown error'}`;
      return { outcome: missing.timedOut ? 'timeout' : 'failure', message: why } as const;
    }
    // 3. Rank, then the words of the listed pages.
    return buildReport(ctx, analytics, { plan, reads, previous: found.issue });
  });
  if ('outcome' in report) return stopWith(inputs, report);

  // 4. Drafts for the worst pages (`draft-fixes`), and the earlier ones followed and checked.
  const earlier = found.issue ? readDrafts(found.issue.body) : [];
  const drafts = await draftStep(ctx, octokit, report, earlier);
  const full: HealthReport = drafts ? { ...report, drafts } : report;
  if (drafts) setOutput(Output.Drafts, draftsOutput(drafts));

  // 5. The issue, then the summary that links it.
  const footer = runFooter(inputs);
  // The hidden lines are content (the same ranking twice is no change), and come first.
  const memory = drafts && drafts.records.length > 0 ? `${draftsLine(drafts.records)}\n` : '';
  const content = `${historyLine(report.pages.map((p) => p.page))}\n${memory}${renderHealthIssue(full)}`;
  const body = buildIssueBody(inputs.projectId, content, footer);
  const written = await writeHealthIssue(ctx, octokit, found.issue, { title, label, body });
  if ('outcome' in written) {
    await writeJobSummary(summaryText(renderHealthSummary(full, { error: written.message })));
    return written;
  }
  setOutput(Output.IssueNumber, String(written.number));
  setOutput(Output.IssueUrl, written.url);
  core.info(`Docs health issue #${written.number} (${written.action}): ${written.url}`);
  await writeJobSummary(summaryText(renderHealthSummary(full, written)));
  return { outcome: 'success' };
};

/**
 * Runs the drafting when `draft-fixes` asks for jobs or earlier drafts of listed pages are to be
 * followed; undefined when there is nothing to do. Its failures are notes: the issue is written.
 */
async function draftStep(
  ctx: ModeContext<HealthInputs>,
  octokit: Octokit,
  report: HealthReport,
  earlier: readonly DraftRecord[],
): Promise<DraftsResult | undefined> {
  const listed = new Set(report.pages.map((p) => p.page));
  if (ctx.inputs.draftFixes === 0 && !earlier.some((r) => listed.has(r.page))) return undefined;
  const drafts = await draftFixes(ctx, octokit, {
    pages: report.pages,
    comments: report.comments,
    searches: report.searches,
    earlier,
  });
  core.info(
    `Drafts: ${drafts.rows.length} listed page(s) with a draft, ${drafts.rows.filter((r) => r.started).length} job(s) started, ${drafts.agentRequests} agent request(s) of the ${AGENT_JOB_LIMIT_PER_HOUR} per hour.`,
  );
  for (const note of drafts.notes) core.warning(`Drafts: ${note}`);
  return drafts;
}

/** Views, votes, unanswered questions and unclicked searches, one read after the other. */
async function readSiteSignals(analytics: Analytics, plan: HealthPlan): Promise<SiteReads> {
  const views = await readSiteViews(analytics, plan.views);
  const votes = await readSiteVotes(analytics, plan.votes);
  const assistant = await readSiteAssistant(analytics, plan.assistant);
  const searches = await readSiteSearches(analytics, plan.searches);
  return { views, votes, assistant, searches };
}

/** What the report is made of besides the inputs. */
interface ReportParts {
  readonly plan: HealthPlan;
  readonly reads: SiteReads;
  /** Our last issue, whose hidden line says how the pages ranked then. */
  readonly previous: ReportIssue | undefined;
}

/** Ranks the pages, reads the comments of the listed ones, and puts the report together. */
async function buildReport(
  ctx: ModeContext<HealthInputs>,
  analytics: Analytics,
  { plan, reads, previous }: ReportParts,
): Promise<HealthReport> {
  const { inputs } = ctx;
  const { budget } = analytics;
  const ranked = rankPages(reads);
  const pages = ranked.slice(0, inputs.top);
  const notes: ReadNote[] = [
    reads.views.note,
    reads.votes.note,
    reads.assistant.note,
    reads.searches.note,
  ];
  // Comments are read only for listed pages that readers found wanting: the list has no page
  // filter, so each request is spent on the newest entries of the whole site.
  const complained = pages.filter((p) => p.votes.down > 0 || p.votes.code > 0).map((p) => p.page);
  const comments =
    complained.length > 0
      ? await readSiteComments(analytics, plan.comments, complained)
      : undefined;
  if (comments) notes.push(comments.note);
  const history = previous ? readHistory(previous.body) : undefined;
  return {
    projectId: inputs.projectId,
    dateFrom: inputs.dateFrom,
    dateTo: inputs.dateTo,
    top: inputs.top,
    pages,
    ranked: ranked.length,
    pagesRead: reads.views.data.size,
    searches: matchSearches(pages, reads.searches.data),
    comments: comments?.data ?? new Map(),
    changes: history ? rankChanges(pages, history) : undefined,
    notes,
    budget: { used: budget.used, limit: budget.limit },
    formula: FORMULA,
  };
}

/** The run-specific line under the report (not part of what decides an edit). */
function runFooter(inputs: HealthInputs): string {
  const url = jobSummaryUrl(inputs.runner);
  const run = url ? `[this workflow run](${url})` : 'a workflow run';
  return `<sub>Kept current by the \`mode: health\` step of mintlify-docs-action; last written by ${run}.</sub>`;
}

/** Ends the step before the issue: a short summary says why. */
async function stopWith(
  inputs: HealthInputs,
  stop: ModeResult & { message: string },
): Promise<ModeResult> {
  await writeCaution(stop.message, { report: 'Docs health', projectId: inputs.projectId });
  return stop;
}
