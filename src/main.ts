/**
 * The action's one try/catch: reads inputs, runs the chosen mode, and turns whatever happened into
 * the `outcome` output and, on failure, one clear error for the workflow's author and a job
 * summary that says the same in plain words (when the mode wrote none).
 */
import * as core from './log.js';
import { setOutput } from './guard.js';
import { FIXED_MODE_ENV, Output, type Mode, type Outcome } from './constants.js';
import { ActionError, CancelledError, ProxyRefusedError, TimeoutError } from './errors.js';
import { loadRunner, readInputs } from './modes/index.js';
import { messageOf, modeNamed, outcomeOf, writeFailureSummary } from './modes/shared/failure.js';
import { skipWithoutSecrets } from './modes/shared/withheld.js';
import { windDown } from './util/abort.js';
import { formatDuration } from './util/format.js';
import { onProxyRefusal, setNetworkDeadline } from './util/network.js';
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
 * The backstop: once the run is aborted (its time ran out, the proxy refused), a mode that has not
 * ended within this long is left behind: the outcome and the failure summary are written without
 * it, and the process exits even if a socket or a promise still holds on.
 */
const WIND_DOWN_MS = 3_000;

/** Options of {@link run}. */
export interface RunOptions {
  /**
   * Whether the process ends once the outcome is written, whatever still holds on (a socket, a
   * mode left behind): at once after an aborted run (time out, proxy refusal), by `timeout` plus
   * its grace after any other. The entry point's choice (index.ts), never a test's that runs it in
   * its own process.
   */
  readonly exitByDeadline?: boolean;
}

/**
 * Runs the action. Never throws: failures end as `core.setFailed` and a non-zero exit code; a run
 * GitHub gave no secrets ends `skipped` with exit code 0.
 */
export async function run(options: RunOptions = {}): Promise<void> {
  let outcome: Outcome = 'failure';
  let failure: unknown;
  let mode: Mode | undefined = modeNamed(process.env[FIXED_MODE_ENV] || process.env.INPUT_MODE);
  const controller = new AbortController();
  const started = Date.now();
  let guard: NodeJS.Timeout | undefined;
  /** Epoch ms: `timeout` plus its grace, once the inputs are read. */
  let lastMoment: number | undefined;

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
    lastMoment = deadline + DEADLINE_GRACE_MS;
    guard = armDeadline(controller, deadline, inputs.timeoutMs);
    const runner = await loadRunner(inputs.mode);
    const result = await windDown(
      runner({ inputs, signal: controller.signal, deadline, userAgent: USER_AGENT }),
      controller.signal,
      WIND_DOWN_MS,
    );
    if (controller.signal.reason instanceof ProxyRefusedError) throw controller.signal.reason;
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
    onProxyRefusal(undefined);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    // After the error line, so a summary that cannot be written never hides it.
    if (failure !== undefined) await writeFailureSummary(failure, mode ? { mode } : {});
    setOutput(Output.Outcome, outcome);
    if (options.exitByDeadline) exitBy(controller.signal.aborted ? undefined : lastMoment);
  }
}

/**
 * Bounds the run: no connection or proxy CONNECT waits past `deadline` plus its grace, when the
 * returned timer aborts `controller`; and a proxy's 407 or 403 (it refuses every request alike)
 * aborts it at once: one message, no retries anywhere.
 */
function armDeadline(
  controller: AbortController,
  deadline: number,
  timeoutMs: number,
): NodeJS.Timeout {
  setNetworkDeadline(deadline + DEADLINE_GRACE_MS);
  onProxyRefusal((err) => {
    if (!controller.signal.aborted) {
      controller.abort(new ProxyRefusedError(err.message, { cause: err }));
    }
  });
  const guard = setTimeout(() => {
    const limit = formatDuration(timeoutMs);
    controller.abort(new TimeoutError(`Timed out after ${limit} (the \`timeout\` input).`));
  }, timeoutMs + DEADLINE_GRACE_MS);
  guard.unref();
  return guard;
}

/** After an aborted run wrote its outcome, the process exits by this time. */
const EXIT_MS = 200;

/**
 * Whatever still holds on once the outcome is written (a socket, a mode left behind) keeps the
 * step running until `at` (epoch ms; undefined: {@link EXIT_MS} from now) at the latest: the
 * process then exits with the exit code it has. Nothing waits on the timer: a process with
 * nothing left ends at once.
 */
function exitBy(at: number | undefined): void {
  const wait = Math.max(EXIT_MS, (at ?? 0) - Date.now());
  setTimeout(() => process.exit(), wait).unref();
}
