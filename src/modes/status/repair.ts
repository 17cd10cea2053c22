/**
 * `repair: true`: when pages are still stale at the deadline, or the GitHub App did not deploy,
 * one update is triggered through the API (it builds the deploy branch's head), followed to its
 * end, and the live site checked again. At most one trigger per run.
 */
import * as core from '../../log.js';
import { setOutput } from '../../guard.js';
import { Output } from '../../constants.js';
import type { PlatformClient } from '../../platform/index.js';
import type { Octokit } from '../../github/octokit.js';
import { errorText } from '../../util/abort.js';
import { logText } from '../../util/text.js';
import { trackerFor } from '../shared/track-update.js';
import type { ModeContext } from '../types.js';
import type { StatusInputs } from './inputs.js';
import { verifyLive, type LiveRequest } from './live.js';
import type { RepairNote } from './live-report.js';

/** Time kept after the repair's check to write the outputs and the summary. */
const MARGIN_MS = 2_000;

/** Triggers one update, follows it and checks the same pages again. */
export async function repair(
  ctx: ModeContext<StatusInputs>,
  client: PlatformClient,
  octokit: Octokit | undefined,
  request: Omit<LiveRequest, 'deadline'>,
): Promise<RepairNote> {
  const { inputs } = ctx;
  core.info('Repair: triggering one docs update through the API.');
  let statusId = '';
  try {
    statusId = (await client.triggerUpdate(inputs.projectId)).statusId;
    setOutput(Output.StatusId, statusId);
    const tracker = trackerFor(
      { ...ctx, inputs: { ...inputs, wait: true } },
      'Docs update',
      Date.now(),
    );
    const tracked = await tracker.track(client, statusId);
    const update = tracked.done ? tracked.value : undefined;
    if (update?.status !== 'success') {
      return {
        statusId,
        ended: update ? `with status ${update.status}` : 'after the deadline (still running)',
      };
    }
    const deadline = Math.min(ctx.deadline - MARGIN_MS, Date.now() + inputs.verifyTimeoutMs);
    const sha = update.commit?.sha || request.sha;
    const after = await verifyLive(ctx, octokit, {
      ...request,
      sha,
      ...(update.subdomain ? { subdomain: update.subdomain } : {}),
      deadline,
    });
    return { statusId, ended: 'with success', after };
  } catch (err) {
    ctx.signal.throwIfAborted();
    return { statusId, ended: `in an error: ${logText(errorText(err), 300)}` };
  }
}
