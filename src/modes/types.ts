import type { Outcome } from '../constants.js';
import type { CommonInputs } from '../inputs/common.js';
import type { Getter } from '../inputs/parse.js';

/** What every mode's orchestrator is given. */
export interface ModeContext<I extends CommonInputs = CommonInputs> {
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
export type ModeRunner<I extends CommonInputs = CommonInputs> = (
  context: ModeContext<I>,
) => Promise<ModeResult>;

/** Reads one mode's own inputs onto the shared ones, pushing every problem found. */
export type ModeInputReader<I extends CommonInputs = CommonInputs> = (
  common: CommonInputs,
  get: Getter,
  problems: string[],
) => I;

/** One line of the registry: how a mode reads its inputs and where its runner is. */
export interface ModeDefinition<I extends CommonInputs = CommonInputs> {
  /** Reads the mode's inputs (cheap: loaded with the registry). */
  readonly readInputs: ModeInputReader<I>;
  /**
   * Loads the runner on demand: each mode's heavy dependencies (the artifact client, tar,
   * Octokit) load only when that mode runs, which keeps a failing step's cold start short.
   */
  readonly load: () => Promise<ModeRunner<I>>;
}
