/**
 * The live check of `mode: status`, whatever led to it (an API update, the GitHub App's deploy, a
 * schedule): finds the site's root, plans the pages, reads the commit's diff for the lines it
 * added, asks the site (src/live/, which holds no credential) and says what it found: the
 * `live` and `stale-pages` outputs and an annotation on each stale page's file.
 */
import * as core from '../../log.js';
import { setOutput } from '../../guard.js';
import { Input, Output } from '../../constants.js';
import type { Octokit } from '../../github/octokit.js';
import { readCommitDiff } from '../../github/commit-diff.js';
import { checkLive, type LiveCheck, type PageResult } from '../../live/check.js';
import { SiteClient } from '../../live/fetch.js';
import { defaultSiteRoot, type SiteRoot } from '../../live/site-url.js';
import { verdictOf, type LiveVerdict } from '../../live/verdict.js';
import { errorText } from '../../util/abort.js';
import { logText } from '../../util/text.js';
import { committedAt } from './committed.js';
import type { StatusInputs } from './inputs.js';
import { planTargets, type ChangedFiles } from './live-targets.js';
import { docsRootAt } from '../shared/site-config.js';
import { readSiteFacts } from './site-config.js';
import type { ModeContext } from '../types.js';

/** Time kept after the last request to the site, before the step's own deadline. */
const REQUEST_MARGIN_MS = 1_000;

/** What the live check is asked to verify. */
export interface LiveRequest {
  /** The deployed commit. */
  readonly sha: string;
  /** What it changed. */
  readonly files: ChangedFiles;
  /** A push's `before`: the diff is `base...sha`; undefined: the commit against its parent. */
  readonly base?: string;
  /** The update's subdomain, for the default root (outside text). */
  readonly subdomain?: string;
  /** Epoch ms: the check's deadline. */
  readonly deadline: number;
  /** Cancels the check early (the App's deployment failed), besides the step's signal. */
  readonly signal?: AbortSignal;
}

/** What the live check found, for the summary and the outputs. */
export interface LiveReport {
  readonly live: LiveVerdict;
  readonly reason: string;
  /** The root checked; undefined when none could be. */
  readonly root?: SiteRoot;
  readonly pages: readonly PageResult[];
  readonly notChecked: readonly string[];
  readonly refused: readonly string[];
  readonly siteProblem?: LiveCheck['siteProblem'];
  /** Requests to the site, and contents API reads (counted apart). */
  readonly requests: number;
  readonly apiReads: number;
  /** Where the committed files came from. */
  readonly committedFrom: string;
  /** Whether the commit's diff was read (else pages are sampled). */
  readonly diffRead: boolean;
  /** How long the check took, ms. */
  readonly tookMs: number;
}

/** The report of a check that was not run (`verify: off`). */
export const LIVE_OFF: LiveReport = {
  live: 'off',
  reason: '`verify: off`',
  pages: [],
  notChecked: [],
  refused: [],
  requests: 0,
  apiReads: 0,
  committedFrom: '',
  diffRead: false,
  tookMs: 0,
};

/** Runs the live check. */
export async function verifyLive(
  ctx: ModeContext<StatusInputs>,
  octokit: Octokit | undefined,
  request: LiveRequest,
): Promise<LiveReport> {
  const { inputs } = ctx;
  const started = Date.now();
  const root = inputs.siteRoot ?? defaultSiteRoot(request.subdomain);
  const signal = request.signal ? AbortSignal.any([ctx.signal, request.signal]) : ctx.signal;
  const source = {
    ...(octokit ? { octokit } : {}),
    runner: inputs.runner,
    signal,
    deadline: request.deadline,
  };
  const docsRoot = await docsRootAt(source, request.sha, inputs.docsRoot);
  const facts = await readSiteFacts(source, { ref: request.sha, docsRoot });
  const patches = await readPatches(octokit, inputs, request, signal);
  const committed = await committedAt(request.sha, inputs.runner, octokit, signal);
  const plan = await planTargets({
    files: request.files,
    docsRoot,
    verify: inputs.verify,
    facts,
    patches,
    read: committed.read,
  });
  const common = {
    notChecked: plan.notChecked,
    refused: plan.refused,
    apiReads: committed.apiReads(),
    committedFrom: committed.from,
    diffRead: patches !== undefined,
  };
  if (!root) {
    return {
      ...common,
      live: 'unverified',
      reason: `the update's subdomain is not a plain DNS label, so there is no default site URL: set \`${Input.SiteUrl}\``,
      pages: [],
      requests: 0,
      tookMs: Date.now() - started,
    };
  }
  const site = new SiteClient(root, ctx.userAgent);
  try {
    core.info(
      `Checking ${plan.targets.length} page(s) on ${root.href} (until the \`${Input.VerifyTimeout}\`).`,
    );
    const check = await checkLive(site, plan.targets, {
      deadline: request.deadline,
      requestDeadline: ctx.deadline - REQUEST_MARGIN_MS,
      signal,
      onRound: (round, open) => {
        if (open > 0) core.info(`Live check, round ${round}: ${open} page(s) not fresh yet.`);
      },
    });
    const { live, reason } = verdictOf(check);
    return {
      ...common,
      live,
      reason,
      root,
      pages: check.pages,
      ...(check.siteProblem ? { siteProblem: check.siteProblem } : {}),
      requests: site.requests,
      apiReads: committed.apiReads(),
      tookMs: Date.now() - started,
    };
  } finally {
    await site.close();
  }
}

/** The commit's (or push's) patch of each file; undefined when the diff could not be read. */
async function readPatches(
  octokit: Octokit | undefined,
  inputs: StatusInputs,
  request: LiveRequest,
  signal: AbortSignal,
): Promise<Map<string, string> | undefined> {
  if (!octokit || !/^[0-9a-f]{40}$/i.test(request.sha)) return undefined;
  try {
    const base = request.base && !/^0+$/.test(request.base) ? request.base : undefined;
    const diff = await readCommitDiff(octokit, {
      owner: inputs.runner.owner,
      repo: inputs.runner.repo,
      head: request.sha,
      ...(base ? { base } : {}),
      signal,
    });
    return new Map(diff.files.filter((f) => f.patch).map((f) => [f.filename, f.patch as string]));
  } catch (err) {
    signal.throwIfAborted();
    core.info(
      `Could not read the commit's diff (${logText(errorText(err), 200)}): sampling each page's prose instead.`,
    );
    return undefined;
  }
}

/** Writes `live` and `stale-pages`, and an annotation on each stale page's file. */
export function reportLive(report: LiveReport, onStale: StatusInputs['onStale']): void {
  const stale = report.pages.filter((p) => p.verdict === 'stale');
  setOutput(Output.Live, report.live);
  setOutput(Output.StalePages, JSON.stringify(stale.map((p) => p.target.pagePath)));
  for (const page of stale) {
    const message = `The live site still serves an old version of ${logText(page.target.pagePath, 200)}: ${logText(page.detail, 200)}.`;
    const properties = { title: 'Stale page on the live site', file: page.target.file };
    if (onStale === 'error') core.error(message, properties);
    else core.warning(message, properties);
  }
  for (const page of report.pages.filter((p) => p.warn)) {
    core.warning(
      `${logText(page.target.pagePath, 200)} not compared: ${logText(page.detail, 300)}.`,
      {
        title: 'Frontmatter not read',
        file: page.target.file,
      },
    );
  }
  if (report.live === 'unverified') {
    core.warning(`The live site could not be verified: ${logText(report.reason, 400)}.`, {
      title: 'Live site not verified',
    });
  } else if (report.live === 'fresh') {
    core.info(
      `Live site: fresh (${report.pages.length} page(s) checked on ${logText(report.root?.href, 200)}).`,
    );
  }
}
