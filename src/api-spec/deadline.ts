/**
 * The run's deadline inside the comparison: parsing and diffing check it between steps and stop
 * with {@link DeadlineError}, on the caller's thread as on the worker (where the caller also
 * terminates the thread at the deadline, whatever it is doing).
 */

/** The run's deadline passed. */
export class DeadlineError extends Error {
  constructor() {
    super("the comparison stopped at the run's deadline (the `timeout` input)");
  }
}

/** Throws {@link DeadlineError} once `deadline` (epoch ms) has passed. */
export function checkDeadline(deadline: number): void {
  if (Date.now() > deadline) throw new DeadlineError();
}
