/**
 * A fix drafted for the worst pages (`draft-fixes`): the vendor's docs agent is started for the
 * first listed pages that have no draft, each job is followed within the run's time, and each
 * draft is checked before anyone is asked to look at it (its changed files against the page's
 * own). What happened goes into the rows, the summary, the `drafts` output and the
 * issue's hidden memory (drafts-memory.ts), which holds a page back from a new job while its draft
 * is open, for 28 days after it was closed unmerged and for 7 after a failed job.
 *
 * Nothing here decides which issue is edited: the issue was found (and proven ours) before; a
 * `prLink` is only a link unless it names a pull request of this repository, whose state and
 * files are then read (`pull-requests: read`). A failure of any of it is a note in the report:
 * the issue is written in every case.
 */
import * as core from '../../log.js';
import { Input } from '../../constants.js';
import { githubErrorText, statusOf, type Octokit } from '../../github/octokit.js';
import { readPullFiles, readPullState } from '../../github/draft-pull.js';
import type { AgentJob, AgentJobStatus } from '../../platform/index.js';
import { pickDocsRoot } from '../../site-config/docs-root.js';
import { withDeadline } from '../../util/abort.js';
import { publishedAt, treeAt } from '../shared/site-config.js';
import type { ModeContext } from '../types.js';
import { AgentSession, draftPollMs } from './drafts-agent.js';
import { filesOutsidePage, prTarget } from './drafts-check.js';
import { heldBy, mergeRecords, type DraftRecord, type DraftStatus } from './drafts-memory.js';
import { buildDraftPrompt } from './drafts-prompt.js';
import type { HealthInputs } from './inputs.js';
import type { ZeroClickTerm } from './model.js';
import type { RankedPage } from './ranking.js';

/** One page's draft as this run leaves it: a row of the report and of the `drafts` output. */
export interface DraftRow extends Pick<
  DraftRecord,
  'page' | 'job' | 'status' | 'pr' | 'prNumber' | 'prState' | 'branch'
> {
  /**
   * Why the pull request the link names is not taken as the job's draft (its head branch is not
   * the job's `source.ref`, or the job names none): shown, never checked or linked as a fix.
   */
  readonly notOwn?: string;
  /** The link is not a pull request of this repository: shown as a link only. */
  readonly elsewhere?: boolean;
  /** Changed files outside the page (and images beside it). */
  readonly flagged: readonly string[];
  /** Why the files could not be checked, when they could not. */
  readonly unchecked?: string;
  /** Started by this run. */
  readonly started: boolean;
}

/** What drafting left for the report and the memory. */
export interface DraftsResult {
  /** The listed pages' drafts, in rank order. */
  readonly rows: readonly DraftRow[];
  /** What held drafting back, one line each (the agent's 429 or 403, the budget, a page's file). */
  readonly notes: readonly string[];
  /** The memory to write. */
  readonly records: readonly DraftRecord[];
  /** Agent requests this run made. */
  readonly agentRequests: number;
}

/** What drafting reads from the report. */
export interface DraftInput {
  readonly pages: readonly RankedPage[];
  readonly comments: ReadonlyMap<string, readonly string[]>;
  readonly searches: ReadonlyMap<string, readonly ZeroClickTerm[]>;
  /** The memory read back from our issue. */
  readonly earlier: readonly DraftRecord[];
}

/** A job this run follows. */
interface Followed {
  readonly page: string;
  job: AgentJob;
  readonly started: boolean;
  /** The page's file, when this run found it. */
  readonly file?: string;
  /** Its memory before this run. */
  readonly before?: DraftRecord;
}

/** Shared by the steps of one drafting run. */
interface Run {
  readonly ctx: ModeContext<HealthInputs>;
  readonly octokit: Octokit;
  readonly session: AgentSession;
  readonly notes: string[];
  readonly now: number;
}

/**
 * Drafts fixes for the report's pages (or only follows and checks the earlier drafts, with
 * `draft-fixes: 0`). Never throws for the agent's or GitHub's answers; only cancellation rejects.
 */
export async function draftFixes(
  ctx: ModeContext<HealthInputs>,
  octokit: Octokit,
  input: DraftInput,
  pollMs = draftPollMs(ctx.inputs.apiUrl),
): Promise<DraftsResult> {
  const session = new AgentSession(ctx, pollMs);
  const run: Run = { ctx, octokit, session, notes: [], now: Date.now() };
  try {
    const listed = new Set(input.pages.map((p) => p.page));
    const earlier = input.earlier.filter((r) => listed.has(r.page));
    const followed = await resumeDrafting(run, earlier);
    followed.push(...(await startJobs(run, input, earlier)));
    await follow(run, followed);
    const rows = await checkAll(run, input.pages, earlier, followed);
    if (session.stopped) run.notes.unshift(session.stopped.why);
    const records = mergeRecords(
      rows.map((r) => recordOf(r, earlier, run.now)),
      input.earlier,
      run.now,
    );
    return { rows, notes: [...new Set(run.notes)], records, agentRequests: session.budget.used };
  } finally {
    await session.close();
  }
}

/** The earlier jobs still drafting, read again (they count against the limit like new ones). */
async function resumeDrafting(run: Run, earlier: readonly DraftRecord[]): Promise<Followed[]> {
  const followed: Followed[] = [];
  for (const record of earlier.filter((r) => r.status === 'drafting')) {
    if (run.session.stopped) break;
    const job = await run.session.read(record.job);
    if ('error' in job) continue;
    followed.push({ page: record.page, job, started: false, before: record });
  }
  return followed;
}

/**
 * Starts a job for each of the first `draft-fixes` listed pages that nothing holds back and whose
 * file is in the repository.
 */
async function startJobs(
  run: Run,
  input: DraftInput,
  earlier: readonly DraftRecord[],
): Promise<Followed[]> {
  const { inputs } = run.ctx;
  if (inputs.draftFixes === 0) return [];
  const windowStart = Date.parse(inputs.dateFrom);
  const free = input.pages.filter((p) => {
    const record = earlier.find((r) => r.page === p.page);
    const held = record ? heldBy(record, run.now, windowStart) : undefined;
    if (held) core.info(`No new draft for ${p.page}: ${held}.`);
    return !held;
  });
  if (free.length === 0) return [];
  // One git trees request finds every file: a page without one gives its turn to the next.
  const files = await pageFiles(
    run,
    free.map((p) => p.page),
  );
  if (!files) return [];
  const started: Followed[] = [];
  for (const page of free) {
    if (run.session.stopped || started.length >= inputs.draftFixes) break;
    const file = files.get(page.page);
    if (!file) {
      run.notes.push(`No job for ${page.page}: its file was not found in the repository.`);
      continue;
    }
    const prompt = buildDraftPrompt(
      {
        page,
        file,
        dateFrom: inputs.dateFrom,
        dateTo: inputs.dateTo,
        comments: input.comments.get(page.page) ?? [],
        searches: input.searches.get(page.page) ?? [],
      },
      inputs.draftFixesQuotes,
    );
    const job = await run.session.start(page.page, prompt.text);
    if ('error' in job) {
      if (!run.session.stopped) run.notes.push(`No job for ${page.page}: ${job.error}`);
      continue;
    }
    const before = earlier.find((r) => r.page === page.page);
    started.push({ page: page.page, job, started: true, file, ...(before ? { before } : {}) });
  }
  return started;
}

/**
 * The repository file of each page: the docs folder found from the file list (one git trees
 * request), then the file whose published path is the page. Undefined (with a note) when the
 * list could not be read.
 */
async function pageFiles(
  run: Run,
  pages: readonly string[],
): Promise<Map<string, string> | undefined> {
  const { ctx } = run;
  const found = new Map<string, string>();
  try {
    const source = {
      octokit: run.octokit,
      runner: ctx.inputs.runner,
      signal: ctx.signal,
      deadline: ctx.deadline,
    };
    const ref = ctx.inputs.runner.sha || 'HEAD';
    const tree = await treeAt(source, ref);
    const { docsRoot } = pickDocsRoot(tree.paths, tree.truncated, Input.DocsRoot);
    // The one rule for what a page is: a snippet or an ignored file is never a page's file.
    const { published } = await publishedAt(source, { ref, docsRoot });
    const wanted = new Set(pages);
    for (const path of tree.paths) {
      const page = published.pageOf(path);
      if (page !== undefined && wanted.has(page) && !found.has(page)) found.set(page, path);
    }
  } catch (err) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    run.notes.push(
      `The repository's file list could not be read to find the pages' files (${githubErrorText(err)}; the job needs \`contents: read\`): no job was started and no draft checked.`,
    );
    return undefined;
  }
  return found;
}

/**
 * Reads the active jobs every interval until none is active or the next read would pass the
 * follow deadline (the run's, less time to write the issue).
 */
async function follow(run: Run, followed: Followed[]): Promise<void> {
  const until = followDeadline(run.ctx.deadline);
  const active = (): Followed[] => followed.filter((f) => f.job.status === 'active');
  while (active().length > 0 && !run.session.stopped) {
    if (!(await run.session.pause(until))) break;
    for (const f of active()) {
      if (run.session.stopped) break;
      const job = await run.session.read(f.job.id);
      if (!('error' in job)) f.job = job;
    }
  }
}

/** When following stops: leaves a quarter of the time left (5 to 30 s) for the issue. */
export function followDeadline(deadline: number, now = Date.now()): number {
  const left = deadline - now;
  return deadline - Math.min(30_000, Math.max(5_000, left / 4));
}

/**
 * Each listed page's draft as the report shows it: this run's jobs, and the earlier drafts with a
 * pull request of this repository read again (state, then files while it is open).
 */
async function checkAll(
  run: Run,
  pages: readonly RankedPage[],
  earlier: readonly DraftRecord[],
  followed: readonly Followed[],
): Promise<DraftRow[]> {
  const rows: DraftRow[] = [];
  const files = await fileLookup(run, pages, followed);
  for (const { page } of pages) {
    const f = followed.find((x) => x.page === page);
    const record = earlier.find((r) => r.page === page);
    if (f) rows.push(await checkRow(run, jobRow(f, run), files.get(page)));
    else if (record) rows.push(await checkRow(run, memoryRow(record), files.get(page)));
  }
  return rows;
}

/** The page files of the drafts that have a pull request here but no file found this run. */
async function fileLookup(
  run: Run,
  pages: readonly RankedPage[],
  followed: readonly Followed[],
): Promise<Map<string, string>> {
  const known = new Map(followed.flatMap((f) => (f.file ? [[f.page, f.file] as const] : [])));
  const missing = pages.map((p) => p.page).filter((p) => !known.has(p));
  if (missing.length === 0) return known;
  for (const [page, file] of (await pageFiles(run, missing)) ?? []) known.set(page, file);
  return known;
}

/** A job's status as a draft's, where the job alone says it (a done job's depends on its PR). */
const JOB_STATUS: Partial<Record<AgentJobStatus, DraftStatus>> = {
  active: 'drafting',
  failed: 'failed',
  archived: 'ended',
};

/** A followed job as a row (before its PR is checked). */
function jobRow(f: Followed, run: Run): DraftRow {
  const { job } = f;
  const target = prTarget(job.prLink, run.ctx.inputs.runner);
  const status: DraftStatus =
    JOB_STATUS[job.status] ?? (target.kind === 'none' ? 'no-change' : 'pr');
  return {
    page: f.page,
    job: job.id,
    status,
    ...(job.sourceRef ? { branch: job.sourceRef } : {}),
    ...(target.kind !== 'none' && status === 'pr' ? { pr: target.url } : {}),
    ...(target.kind === 'here' && status === 'pr' ? { prNumber: target.number } : {}),
    ...(target.kind === 'elsewhere' && status === 'pr' ? { elsewhere: true } : {}),
    flagged: [],
    started: f.started,
  };
}

/** What a row and its record share, each optional field only when it is set. */
function sharedFields(
  from: Pick<DraftRecord, 'page' | 'job' | 'status' | 'pr' | 'prNumber' | 'prState' | 'branch'>,
) {
  return {
    page: from.page,
    job: from.job,
    status: from.status,
    ...(from.pr ? { pr: from.pr } : {}),
    ...(from.prNumber ? { prNumber: from.prNumber } : {}),
    ...(from.prState ? { prState: from.prState } : {}),
    ...(from.branch ? { branch: from.branch } : {}),
  };
}

/** An earlier draft as a row. */
function memoryRow(record: DraftRecord): DraftRow {
  return {
    ...sharedFields(record),
    ...(record.pr && !record.prNumber ? { elsewhere: true } : {}),
    flagged: [],
    started: false,
  };
}

/**
 * A row with a pull request of this repository: its state (one request), and while it is open
 * its changed files against the page's. A refusal leaves the row unchecked, with the permission.
 */
async function checkRow(run: Run, row: DraftRow, file: string | undefined): Promise<DraftRow> {
  if (row.prNumber === undefined || row.prState === 'merged') return row;
  if (row.prState === 'closed') return row;
  const { ctx, octokit } = run;
  const target = {
    owner: ctx.inputs.runner.owner,
    repo: ctx.inputs.runner.repo,
    number: row.prNumber,
    signal: withDeadline(ctx.signal, ctx.deadline),
  };
  try {
    const pull = await readPullState(octokit, target);
    // The job's own pull request only: its link is the job's `prLink` (how the row got its
    // number) and its head branch the job's `source.ref`.
    const notOwn = ownership(row, pull.headRef);
    if (notOwn) return { ...row, notOwn };
    const prState = pull.state;
    if (prState !== 'open') return { ...row, prState };
    if (!file)
      return { ...row, prState, unchecked: "the page's file was not found in the repository" };
    const { files, more } = await readPullFiles(octokit, target);
    const flagged = filesOutsidePage(files, file);
    if (flagged.length > 0)
      core.warning(
        `The draft for ${row.page} touches files outside the page: ${flagged.join(', ')}`,
      );
    return {
      ...row,
      prState,
      flagged,
      ...(more ? { unchecked: 'it changes more files than were read' } : {}),
    };
  } catch (err) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    const status = statusOf(err);
    const why =
      status === 403 || status === 404
        ? `GitHub refused to show it (HTTP ${status}): the job needs \`pull-requests: read\``
        : `GitHub could not show it: ${githubErrorText(err)}`;
    return { ...row, unchecked: why };
  }
}

/** Why the PR whose head is `headRef` is not the row's job's own, or undefined when it is. */
function ownership(row: DraftRow, headRef: string | undefined): string | undefined {
  if (row.branch === undefined)
    return 'the job names no branch, so its pull request cannot be told apart from any other';
  if (headRef !== row.branch) return 'its head branch is not the branch the job works on';
  return undefined;
}

/** The memory of a row: `since` moves only when its status or PR state changed. */
function recordOf(row: DraftRow, earlier: readonly DraftRecord[], now: number): DraftRecord {
  const before = earlier.find((r) => r.page === row.page);
  const same =
    before !== undefined &&
    before.job === row.job &&
    before.status === row.status &&
    before.prState === row.prState;
  return {
    ...sharedFields(row),
    // A PR of this repository whose state was never read is taken as open.
    ...(!row.prState && row.prNumber ? { prState: 'open' as const } : {}),
    since: same ? before.since : new Date(now).toISOString(),
  };
}
