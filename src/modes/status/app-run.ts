/**
 * `mode: status` without an API update: `follow: github-app` on `push` follows the deploy the
 * vendor's GitHub App makes of the pushed commit (its GitHub Deployment is context, a failure of
 * it fails the step) while the live check decides; `verify: all` on `schedule` checks the whole
 * site against the checkout's commit. One deadline (`verify-timeout`) for both; `repair: true`
 * triggers one update through the API when the App did not deploy or pages stay stale.
 */
import * as core from '../../log.js';
import type { Octokit } from '../../github/octokit.js';
import { closePlatformClient } from '../../platform/close.js';
import { createPlatformClient } from '../shared/platform-client.js';
import { writeSummary } from '../shared/track-update.js';
import { logText } from '../../util/text.js';
import type { ModeContext, ModeResult } from '../types.js';
import { renderAppSummary, type AppSummaryContext } from './app-summary.js';
import { followApp, type AppFollow } from './follow.js';
import type { StatusInputs } from './inputs.js';
import { LIVE_OFF, reportLive, verifyLive, type LiveReport, type LiveRequest } from './live.js';
import { liveResult, LIVE_MARGIN_MS } from './live-result.js';
import { pushFiles, touchesDocs } from './push.js';
import { repair } from './repair.js';
import { docsRootAt } from '../shared/site-config.js';

/** Runs the App's or the schedule's way. */
export async function runFollow(
  ctx: ModeContext<StatusInputs>,
  octokit: Octokit | undefined,
): Promise<ModeResult> {
  const { inputs } = ctx;
  const deadline = Math.min(ctx.deadline - LIVE_MARGIN_MS, Date.now() + inputs.verifyTimeoutMs);
  const summary: { report: LiveReport; context: AppSummaryContext } = {
    report: LIVE_OFF,
    context: { source: inputs.source === 'site' ? 'site' : 'github-app', sha: inputs.runner.sha },
  };
  try {
    let request: Omit<LiveRequest, 'deadline'> = {
      sha: inputs.runner.sha,
      files: { added: [], modified: [], removed: [] },
    };
    if (inputs.source === 'site') {
      summary.report = await verifyLive(ctx, octokit, { ...request, deadline });
    } else {
      const push = await pushFiles(inputs.runner, octokit, ctx.signal);
      const count =
        push.files.added.length + push.files.modified.length + push.files.removed.length;
      summary.context = { ...summary.context, files: { from: push.from, count } };
      // Found once at the pushed commit, then used by the check and the repair's check alike.
      const source = { ...(octokit ? { octokit } : {}), runner: inputs.runner, deadline };
      const docsRoot = await docsRootAt(
        { ...source, signal: ctx.signal },
        inputs.runner.sha,
        inputs.docsRoot,
      );
      ctx = { ...ctx, inputs: { ...inputs, docsRoot } };
      if (!touchesDocs(push.files, docsRoot)) {
        summary.report = {
          ...LIVE_OFF,
          live: 'unverified',
          reason: `this push changes no docs file${docsRoot ? ` under \`${docsRoot}\`` : ''} (pages, docs.json, snippets, images): nothing to deploy or check`,
        };
        return { outcome: 'success' };
      }
      request = { ...request, files: push.files, ...(push.before ? { base: push.before } : {}) };
      const { report, app } = await followAndCheck(ctx, octokit, { ...request, deadline });
      summary.report = report;
      summary.context = { ...summary.context, app };
      if (app.ending === 'failure') return appFailed(app);
    }
    const appMissing = summary.context.app !== undefined && summary.context.app.ending === 'none';
    let repairNote;
    if (inputs.repair && (summary.report.live === 'stale' || appMissing)) {
      repairNote = await repairWith(ctx, octokit, request);
      summary.context = { ...summary.context, repair: repairNote };
    }
    if (appMissing && summary.report.live !== 'fresh') {
      core.warning(
        'The GitHub App did not deploy this commit before the deadline (a later push may have superseded it).',
        { title: 'No GitHub App deployment' },
      );
    }
    return liveResult({ outcome: 'success' }, summary.report, repairNote, inputs.onStale);
  } finally {
    reportLive(summary.context.repair?.after ?? summary.report, inputs.onStale);
    await writeSummary(renderAppSummary(summary.report, summary.context));
  }
}

/** Follows the App's deployment and checks the site at once; the App's failure stops the check. */
async function followAndCheck(
  ctx: ModeContext<StatusInputs>,
  octokit: Octokit | undefined,
  request: LiveRequest,
): Promise<{ report: LiveReport; app: AppFollow }> {
  const stopFollowing = new AbortController();
  const stopChecking = new AbortController();
  const following: Promise<AppFollow> = octokit
    ? followApp(octokit, ctx.inputs.runner, {
        sha: request.sha,
        environment: ctx.inputs.deploymentEnvironment,
        deadline: request.deadline,
        signal: AbortSignal.any([ctx.signal, stopFollowing.signal]),
      }).then((app) => {
        if (app.ending === 'failure') stopChecking.abort();
        return app;
      })
    : Promise.resolve({ ending: 'none' });
  try {
    if (ctx.inputs.verify === 'off') return { report: LIVE_OFF, app: await following };
    const report = await verifyLive(ctx, octokit, {
      ...request,
      signal: stopChecking.signal,
    }).catch((err: unknown) => {
      if (ctx.signal.aborted || !stopChecking.signal.aborted) throw err;
      return {
        ...LIVE_OFF,
        live: 'unverified' as const,
        reason: "the GitHub App's deployment failed",
      };
    });
    stopFollowing.abort();
    return { report, app: await following };
  } finally {
    stopFollowing.abort();
  }
}

function appFailed(app: AppFollow): ModeResult {
  const words = logText(app.deployment?.description, 500) || 'it gave no description';
  core.error(`The GitHub App's deployment of this commit failed: ${words}`, {
    title: 'Mintlify GitHub App deployment failed',
  });
  return {
    outcome: 'failure',
    message: `The GitHub App's deployment of this commit ended with ${logText(app.deployment?.state, 20)}: ${words}`,
  };
}

async function repairWith(
  ctx: ModeContext<StatusInputs>,
  octokit: Octokit | undefined,
  request: Omit<LiveRequest, 'deadline'>,
) {
  const client = createPlatformClient(ctx);
  try {
    return await repair(ctx, client, octokit, request);
  } finally {
    await closePlatformClient(client, ctx.signal);
  }
}
