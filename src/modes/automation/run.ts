/**
 * `mode: automation`: runs a scheduled automation now (POST
 * /v1/workflow/{projectId}/{workflowSchemaId}/trigger), e.g. after every successful update on a
 * push to the default branch. One request: the platform queues the run and answers its ids; the
 * platform offers no way to follow a run, so the step ends there and the job summary says where
 * to see it.
 *
 * The request is never repeated after a failure that may come after the run was queued (a 500,
 * 502 or 504, or a connection lost after sending): a second trigger would queue a second run.
 * The platform client retries it only when the platform provably did nothing (429, 503, no
 * connection), and this mode then says "a run may have been queued" instead of "nothing happened".
 */
import * as core from '../../log.js';
import { Output } from '../../constants.js';
import { setOutput, summaryText } from '../../guard.js';
import type { AutomationInputs } from './inputs.js';
import {
  AUTOMATIONS_PAGE_URL,
  PlatformError,
  PlatformTimeoutError,
  type TriggerAutomationResponse,
} from '../../platform/index.js';
import { renderAutomationSummary, type AutomationEnding } from './report.js';
import { writeJobSummary } from '../shared/job-summary.js';
import { redact } from '../../secrets.js';
import { logText } from '../../util/text.js';
import { closePlatformClient } from '../../platform/close.js';
import { createPlatformClient } from '../shared/platform-client.js';
import type { ModeRunner } from '../types.js';

/** Runs `mode: automation`. */
export const runAutomation: ModeRunner<AutomationInputs> = async (ctx) => {
  const { inputs } = ctx;
  const client = createPlatformClient(ctx);
  let run: TriggerAutomationResponse | undefined;
  let ending: AutomationEnding = 'refused';
  let errorMessage: string | undefined;
  try {
    run = await client.triggerAutomation(inputs.projectId, inputs.automationId);
    ending = 'queued';
    // Ids from the API: the guard withholds one that is not an id (a line break, `$(…)`).
    setOutput(Output.InstanceId, run.instanceId);
    setOutput(Output.JobId, run.jobId);
    core.info(
      `Queued run ${logText(run.instanceId, 200)} of automation ${logText(run.schemaId, 200)} (project ${inputs.projectId}, job ${logText(run.jobId, 200)}). See it in the automation's run history: ${AUTOMATIONS_PAGE_URL}`,
    );
    return { outcome: 'success' };
  } catch (err) {
    ending = endingOf(err, ctx.signal);
    errorMessage = err instanceof Error ? err.message : String(err);
    throw err;
  } finally {
    await writeJobSummary(
      summaryText(
        renderAutomationSummary({
          ending,
          projectId: inputs.projectId,
          automationId: inputs.automationId,
          runsPageUrl: AUTOMATIONS_PAGE_URL,
          ...(run ? { run } : {}),
          ...(errorMessage !== undefined ? { errorMessage: redact(errorMessage) } : {}),
        }),
      ),
    );
    await closePlatformClient(client, ctx.signal);
  }
};

/** Whether a failed trigger surely queued nothing, may have queued a run, or was cancelled. */
function endingOf(err: unknown, signal: AbortSignal): AutomationEnding {
  if (signal.aborted && !(err instanceof PlatformTimeoutError)) return 'cancelled';
  if (err instanceof PlatformError) return err.maybeProcessed ? 'unknown' : 'refused';
  // A time limit may cut an attempt short after the request was sent.
  if (err instanceof PlatformTimeoutError) return 'unknown';
  return 'refused';
}
