import type { Outcome } from '../constants.js';
import type { ActionInputs } from '../inputs.js';

/** What every mode's orchestrator is given. */
export interface ModeContext<I extends ActionInputs = ActionInputs> {
  /** The validated inputs of this mode. */
  readonly inputs: I;
  /** Aborted on SIGINT/SIGTERM (reason: a CancelledError) and at the hard deadline. */
  readonly signal: AbortSignal;
  /** Epoch ms by which the mode must have finished (start + `timeout`). */
  readonly deadline: number;
  /** `User-Agent` for every request. */
  readonly userAgent: string;
}

/** How a mode ended when it did not throw. */
export interface ModeResult {
  /** The `outcome` output. */
  readonly outcome: Outcome;
  /** For `failure` and `timeout`: what went wrong, in plain words (becomes the step's error). */
  readonly message?: string;
}

/** One mode's orchestrator. */
export type ModeRunner<I extends ActionInputs = ActionInputs> = (
  context: ModeContext<I>,
) => Promise<ModeResult>;
