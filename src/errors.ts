import type { Outcome } from './constants.js';

/**
 * An error whose message is meant for the workflow's author as is: it says what went wrong and
 * how to fix it. `outcome` is what the step reports in its `outcome` output.
 */
export class ActionError extends Error {
  /** The `outcome` output this error leads to. */
  readonly outcome: Outcome;

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

  constructor(problems: readonly string[]) {
    const list = problems.map((p) => `  - ${p}`).join('\n');
    super(
      problems.length === 1
        ? `Invalid input: ${problems[0]}`
        : `Invalid inputs (${problems.length} problems):\n${list}`,
    );
    this.name = 'InputError';
    this.problems = problems;
  }
}

/** The overall `timeout` ran out. */
export class TimeoutError extends ActionError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, 'timeout', options);
    this.name = 'TimeoutError';
  }
}

/** The workflow was cancelled (SIGINT/SIGTERM). */
export class CancelledError extends ActionError {
  constructor(signal: string) {
    super(`Cancelled by ${signal}: stopped at once.`);
    this.name = 'CancelledError';
  }
}
