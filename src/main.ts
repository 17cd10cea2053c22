/**
 * The action's one try/catch: reads inputs, runs the chosen mode, and turns whatever happened into
 * the `outcome` output and, on failure, one clear error for the workflow's author and a job
 * summary that says the same in plain words (when the mode wrote none).
 */
import * as core from './log.js';
import { setOutput } from './guard.js';
import { FIXED_MODE_ENV, Output, type Mode, type Outcome } from './constants.js';
import { ActionError, CancelledError, TimeoutError } from './errors.js';
import { loadRunner, readInputs } from './modes/index.js';
import { messageOf, modeNamed, outcomeOf, writeFailureSummary } from './modes/shared/failure.js';
import { skipWithoutSecrets } from './modes/shared/withheld.js';
import { formatDuration } from './util/format.js';
import { addSecret, redact } from './secrets.js';
import { USER_AGENT } from './version.js';

/**
 * Past the overall deadline, a mode gets this long to wind down by itself before it is aborted;
 * nothing may hang silently past `timeout`.
 */
const DEADLINE_GRACE_MS = 10_000;
/** After a cancellation, the process exits by this time even if a socket still holds it open. */
const CANCEL_EXIT_MS = 5_000;

/**
 * Runs the action. Never throws: failures end as `core.setFailed` and a non-zero exit code; a run
 * GitHub gave no secrets ends `skipped` with exit code 0.
 */
export async function run(): Promise<void> {
  let outcome: Outcome = 'failure';
  let failure: unknown;
  let mode: Mode | undefined = modeNamed(process.env[FIXED_MODE_ENV] || process.env.INPUT_MODE);
  const controller = new AbortController();
  const started = Date.now();
  let guard: NodeJS.Timeout | undefined;

  const onSignal = (signal: NodeJS.Signals): void => {
    if (controller.signal.aborted) return;
    core.info(`Received ${signal}: stopping.`);
    controller.abort(new CancelledError(signal));
    // A cancelled runner sends SIGKILL soon after; leave before that with our own words.
    setTimeout(() => process.exit(process.exitCode ?? 1), CANCEL_EXIT_MS).unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    const inputs = readInputs(process.env, {
      setSecret: addSecret,
      warning: (m) => core.warning(m),
    });
    mode = inputs.mode;
    if (inputs.secretsWithheld) {
      // GitHub gave this run no secrets (a fork's PR, Dependabot): skipped, nothing sent.
      outcome = await skipWithoutSecrets(inputs.mode, inputs.secretsWithheld, inputs.runner);
      return;
    }
    const deadline = started + inputs.timeoutMs;
    guard = setTimeout(
      () =>
        controller.abort(
          new TimeoutError(
            `Timed out after ${formatDuration(inputs.timeoutMs)} (the \`timeout\` input).`,
          ),
        ),
      inputs.timeoutMs + DEADLINE_GRACE_MS,
    );
    guard.unref();
    const runner = await loadRunner(inputs.mode);
    const result = await runner({
      inputs,
      signal: controller.signal,
      deadline,
      userAgent: USER_AGENT,
    });
    outcome = result.outcome;
    if (outcome === 'failure' || outcome === 'timeout') {
      failure = new ActionError(
        result.message ?? `The ${inputs.mode} step ended with ${outcome}.`,
        outcome,
      );
      core.setFailed(redact(messageOf(failure)));
    }
  } catch (err) {
    // dist/ is built without ncc's source-map register (it costs ~50 ms of every cold start);
    // turn Node's own source-map support on only now, so a bug's stack points into src/.
    process.setSourceMapsEnabled(true);
    const reason = controller.signal.aborted ? controller.signal.reason : undefined;
    failure = (reason instanceof ActionError ? reason : err) as unknown;
    outcome = outcomeOf(failure);
    core.setFailed(redact(messageOf(failure)));
  } finally {
    if (guard) clearTimeout(guard);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    // After the error line, so a summary that cannot be written never hides it.
    if (failure !== undefined) await writeFailureSummary(failure, mode ? { mode } : {});
    setOutput(Output.Outcome, outcome);
  }
}
