import type { Outcome } from './constants.js';

/**
 * What failed and what to do, in plain words: the failure summary's heading and steps for one
 * error. Each error class that the action throws on purpose carries its own (`failure`), so the
 * summary (modes/shared/failure.ts) reads it instead of knowing every class.
 */
export interface FailureCause {
  /** What failed, in a few plain words: the summary's heading. The action's own markdown. */
  readonly what: string;
  /** What to do, one step per item: the action's own markdown, shown as is. */
  readonly todo: readonly string[];
  /** The heading's anchor in docs/troubleshooting.md; the page's top when absent. */
  readonly anchor?: string;
}

/**
 * An error whose message is meant for the workflow's author as is: it says what went wrong and
 * how to fix it. `outcome` is what the step reports in its `outcome` output; `failure`, when set,
 * is what the failure summary says (a plain ActionError leaves it to the message).
 */
export class ActionError extends Error {
  /** The `outcome` output this error leads to. */
  readonly outcome: Outcome;
  /** What failed and what to do, when this error knows better than "the step failed". */
  readonly failure?: FailureCause;

  constructor(message: string, outcome: Outcome = 'failure', options?: ErrorOptions) {
    super(message, options);
    this.name = 'ActionError';
    this.outcome = outcome;
  }
}

/** Bad inputs: every problem found, listed at once, before any request is sent. */
export class InputError extends ActionError {
  /** One line per problem. */
  readonly problems: readonly string[];
  override readonly failure: FailureCause;

  constructor(problems: readonly string[]) {
    const list = problems.map((p) => `  - ${p}`).join('\n');
    super(
      problems.length === 1
        ? `Invalid input: ${problems[0]}`
        : `Invalid inputs (${problems.length} problems):\n${list}`,
    );
    this.name = 'InputError';
    this.problems = problems;
    this.failure = inputCause(problems);
  }
}

/** The failure summary of bad inputs: how many, and the usual reason for an empty key. */
function inputCause(problems: readonly string[]): FailureCause {
  const n = problems.length;
  const todo = [
    'Fix each input listed above in the workflow file and run again: each line names the input and the form it expects.',
  ];
  if (problems.some((p) => p.includes('`admin-key` is required'))) {
    todo.push(
      "An empty `admin-key` means the secret did not reach the step: it is missing or misspelled, an environment secret without `environment:`, or a reusable workflow called without `secrets: inherit` (a fork's pull request and a Dependabot run are skipped instead, with a notice).",
    );
  }
  return {
    what: `${n === 1 ? 'an input needs' : `${n} inputs need`} fixing`,
    todo,
    anchor: 'invalid-inputs',
  };
}

/** What the failure summary says when the step ran out of time (the overall or a request's). */
export const TIMED_OUT: FailureCause = {
  what: 'the step ran out of time',
  todo: [
    "Raise `timeout` (for example `timeout: 45m`, at most `6h`): it covers the whole step, an export's download and publishing included.",
    'What the step started may still finish on the platform: track an update later with `mode: status` and its `status-id`.',
  ],
  anchor: 'timed-out',
};

/** The overall `timeout` ran out. */
export class TimeoutError extends ActionError {
  override readonly failure = TIMED_OUT;

  constructor(message: string, options?: ErrorOptions) {
    super(message, 'timeout', options);
    this.name = 'TimeoutError';
  }
}

/**
 * The runner's proxy refused a request (HTTP 407 or 403 to its CONNECT): no retry can help, so the
 * run stops at the first with the proxy's words (util/proxy-error.ts says what to do).
 */
export class ProxyRefusedError extends ActionError {
  override readonly failure: FailureCause = {
    what: "the runner's proxy refused the connection",
    todo: [
      'A 407 is about credentials: put them in `HTTPS_PROXY` (`http://user:password@host:port`, special characters percent-encoded), or fix the ones there.',
      "A 403 is the proxy's policy: ask its administrators to allow the host named above, or list the host in `NO_PROXY` if the runner can reach it directly.",
    ],
    anchor: 'the-runners-proxy-refuses-or-cannot-be-reached',
  };

  constructor(message: string, options?: ErrorOptions) {
    super(`${message.charAt(0).toUpperCase()}${message.slice(1)}.`, 'failure', options);
    this.name = 'ProxyRefusedError';
  }
}

/** The workflow was cancelled (SIGINT/SIGTERM). */
export class CancelledError extends ActionError {
  override readonly failure: FailureCause = {
    what: 'the workflow run was cancelled',
    todo: [
      'Nothing to fix in the step: run the workflow again when you need it.',
      'What the step had started on the platform (an update, an export, a preview) keeps running there.',
    ],
    anchor: 'the-workflow-run-was-cancelled',
  };

  constructor(signal: string) {
    super(`Cancelled by ${signal}: stopped at once.`);
    this.name = 'CancelledError';
  }
}

/**
 * An error met in a stage that knows what failed better than the error does (the export's
 * download or publishing, where a library's error says nothing of the target): the error itself
 * stays the message and the outcome; the stage's `failure` is the summary's words unless the
 * error carries its own.
 */
export class StageError extends Error {
  /** What the stage was doing, and what to do when it fails. */
  readonly failure: FailureCause;
  /** The error the stage met. */
  readonly error: unknown;

  constructor(error: unknown, failure: FailureCause) {
    super(error instanceof Error ? error.message : String(error), { cause: error });
    this.name = 'StageError';
    this.error = error;
    this.failure = failure;
  }
}

/** Whether `value` has the shape of a {@link FailureCause}. */
function isFailureCause(value: unknown): value is FailureCause {
  const cause = value as Partial<FailureCause> | null | undefined;
  return typeof cause?.what === 'string' && Array.isArray(cause.todo);
}

/**
 * What failed and what to do for `error`, when it says so itself: its own `failure` (the
 * action's errors and the platform client's), or, for a {@link StageError}, the inner error's own
 * and else the stage's. Undefined for anything else (a plain {@link ActionError}, a bug).
 */
export function failureCauseOf(error: unknown): FailureCause | undefined {
  if (error instanceof StageError) return failureCauseOf(error.error) ?? error.failure;
  const failure = error instanceof Error ? (error as { failure?: unknown }).failure : undefined;
  return isFailureCause(failure) ? failure : undefined;
}

/** The error a {@link StageError} wraps, or `error` itself. */
export function innerError(error: unknown): unknown {
  return error instanceof StageError ? innerError(error.error) : error;
}
