/**
 * Every failed step gets a job summary, written once, by main.ts. A mode that wrote one says in
 * it why it failed; for the rest (bad inputs, a refused key, an export that could not start,
 * download or publish, a timeout, a cancellation, a bug) this module turns the error into plain
 * words: what failed and what to do (each error class carries its own `failure`, src/errors.ts),
 * the action's own message, and the troubleshooting entry, through the guard's `summaryText`. It
 * is also where an error becomes the `outcome` output and the step's message. It knows no error
 * class beyond src/errors.ts, so loading it loads nothing of the platform client or the export.
 */
import { MODES, type Mode, type Outcome } from '../../constants.js';
import {
  ActionError,
  InputError,
  failureCauseOf,
  innerError,
  type FailureCause,
} from '../../errors.js';
import { summaryText } from '../../guard.js';
import { renderFailureSummary, type FailureReport } from './failure-summary.js';
import { jobSummaryWritten, writeJobSummary } from './job-summary.js';

/** What the failure summary is told besides the error. */
export interface FailureContext {
  /** The mode, when the inputs named one. */
  readonly mode?: Mode;
  /** The runner's environment (GITHUB_ACTION_REPOSITORY and _REF make the troubleshooting link). */
  readonly env?: NodeJS.ProcessEnv;
}

/** The `outcome` output an error leads to: its own (`ActionError`, a request's timeout) or failure. */
export function outcomeOf(error: unknown): Outcome {
  const inner = innerError(error);
  if (inner instanceof ActionError) return inner.outcome;
  const own = (inner as { outcome?: unknown } | null | undefined)?.outcome;
  return own === 'timeout' ? 'timeout' : 'failure';
}

/** The step's error message: ours as written, anything else marked as a bug to report. */
export function messageOf(error: unknown): string {
  const inner = innerError(error);
  if (inner instanceof Error) {
    // Our own errors are written for users; anything else is a bug or a library's message.
    const ours = inner instanceof ActionError || failureCauseOf(inner) !== undefined;
    return ours
      ? inner.message
      : `Unexpected error: ${inner.message}. Please report it with the step's log.`;
  }
  return `Unexpected error: ${String(inner)}`;
}

/** `mode` as the workflow spelled it, when it is one of ours (inputs may have failed). */
export function modeNamed(raw: string | undefined): Mode | undefined {
  const name = (raw ?? '').trim().toLowerCase();
  return (MODES as readonly string[]).includes(name) ? (name as Mode) : undefined;
}

/**
 * Writes the failure summary, unless this run has already written a job summary (the mode's own,
 * which says why it failed). Best-effort and never throws, like every job summary.
 */
export async function writeFailureSummary(error: unknown, context: FailureContext): Promise<void> {
  if (jobSummaryWritten()) return;
  await writeJobSummary(summaryText(renderFailureSummary(explainFailure(error, context))));
}

/** The failure summary's content for `error`. */
export function explainFailure(error: unknown, context: FailureContext): FailureReport {
  const outcome = outcomeOf(error) === 'timeout' ? 'timeout' : 'failure';
  const cause = causeOf(error);
  const docs = troubleshootingUrl(context.env ?? process.env, cause.anchor);
  const inner = innerError(error);
  return {
    ...(context.mode ? { mode: context.mode } : {}),
    outcome,
    what: cause.what,
    message: messageOf(error),
    ...(inner instanceof InputError ? { problems: inner.problems } : {}),
    todo: cause.todo,
    ...(docs ? { docsUrl: docs } : {}),
  };
}

/** The error's own cause, else the step's message (our error) or a bug (anything else). */
function causeOf(error: unknown): FailureCause {
  const own = failureCauseOf(error);
  if (own) return own;
  return innerError(error) instanceof ActionError ? STEP_FAILED : UNEXPECTED;
}

/** One of our errors without a cause of its own: its message says it all. */
const STEP_FAILED: FailureCause = {
  what: 'the step failed',
  todo: ['The message above says what went wrong and what to do.'],
};

const UNEXPECTED: FailureCause = {
  what: 'an unexpected error (a bug in the action)',
  todo: [
    "Please open an issue with the step's log (keys and links are masked in it).",
    'Run the job again meanwhile: the error may not repeat.',
  ],
  anchor: 'unexpected-error',
};

/** A repository name as GitHub spells it, and a ref without anything a URL would read. */
const REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const REF = /^[A-Za-z0-9_./-]{1,200}$/;

/**
 * The troubleshooting page of the action's own version (`GITHUB_ACTION_REPOSITORY` at
 * `GITHUB_ACTION_REF`, which the runner sets for a step that runs an action), at `anchor`.
 * Undefined for a local action (`uses: ./`), which has neither.
 */
export function troubleshootingUrl(env: NodeJS.ProcessEnv, anchor?: string): string | undefined {
  const repo = env.GITHUB_ACTION_REPOSITORY ?? '';
  const ref = env.GITHUB_ACTION_REF ?? '';
  if (!REPOSITORY.test(repo) || !REF.test(ref) || ref.includes('..')) return undefined;
  const server = /^https:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(env.GITHUB_SERVER_URL ?? '')
    ? (env.GITHUB_SERVER_URL as string)
    : 'https://github.com';
  return `${server}/${repo}/blob/${ref}/docs/troubleshooting.md${anchor ? `#${anchor}` : ''}`;
}
