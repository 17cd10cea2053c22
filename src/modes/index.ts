/**
 * The registry of modes: each line names how a mode reads its inputs and where its runner is. A
 * new mode is a folder beside this file (runner, inputs, reports) plus one line here.
 */
import { Input, type Mode } from '../constants.js';
import { InputError } from '../errors.js';
import { addSecret } from '../secrets.js';
import * as core from '../log.js';
import { maskSecrets, readCommonInputs, type InputHooks } from '../inputs/common.js';
import { deepFreeze, type Getter } from '../inputs/parse.js';
import { readAutomationInputs, type AutomationInputs } from './automation/inputs.js';
import { readExportInputs, type ExportInputs } from './export/inputs.js';
import { readFeedbackInputs, type FeedbackInputs } from './feedback/inputs.js';
import { readHealthInputs, type HealthInputs } from './health/inputs.js';
import { readPreviewInputs, type PreviewInputs } from './preview/inputs.js';
import { readStatusInputs, statusNeedsAdminKey, type StatusInputs } from './status/inputs.js';
import type { ModeDefinition, ModeRunner } from './types.js';

/** The parsed inputs of whichever mode was chosen. */
export type ActionInputs =
  StatusInputs | ExportInputs | FeedbackInputs | PreviewInputs | AutomationInputs | HealthInputs;

/** Every mode, by its `mode` input. */
export const MODE_REGISTRY: { readonly [M in Mode]: ModeDefinition<ActionInputs & { mode: M }> } = {
  status: {
    readInputs: readStatusInputs,
    load: async () => (await import('./status/run.js')).runStatus,
  },
  export: {
    readInputs: readExportInputs,
    load: async () => (await import('./export/run.js')).runExport,
  },
  feedback: {
    readInputs: readFeedbackInputs,
    load: async () => (await import('./feedback/run.js')).runFeedback,
  },
  preview: {
    readInputs: readPreviewInputs,
    load: async () => (await import('./preview/run.js')).runPreview,
  },
  automation: {
    readInputs: readAutomationInputs,
    load: async () => (await import('./automation/run.js')).runAutomation,
  },
  health: {
    readInputs: readHealthInputs,
    load: async () => (await import('./health/run.js')).runHealth,
  },
};

/** Loads the runner of `mode`. */
export function loadRunner(mode: Mode): Promise<ModeRunner<ActionInputs>> {
  return MODE_REGISTRY[mode].load() as Promise<ModeRunner<ActionInputs>>;
}

const defaultHooks: InputHooks = {
  setSecret: addSecret,
  warning: (m) => core.warning(m),
};

/**
 * Reads and validates every input the chosen mode uses: one typed, frozen object, or an
 * {@link InputError} that lists every problem at once, before any request is sent.
 *
 * @param env the process environment (INPUT_* variables and the runner's GITHUB_* variables)
 * @param hooks masking and warnings; the real runner's by default
 * @returns the inputs; with `secretsWithheld` set, the run is to be skipped (src/main.ts)
 * @throws InputError listing every problem found
 */
export function readInputs(
  env: NodeJS.ProcessEnv = process.env,
  hooks: InputHooks = defaultHooks,
): ActionInputs {
  const problems: string[] = [];
  const get: Getter = (name) =>
    (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
  // Mask first: nothing below may print the key before the runner knows to hide it.
  maskSecrets(get, hooks);
  // Only `mode: status` may run without the API (following the GitHub App, checking the site).
  const keyNeeded = get(Input.Mode) !== 'status' || statusNeedsAdminKey(get);
  const { mode, common } = readCommonInputs(env, get, hooks, problems, keyNeeded);
  const result = mode ? MODE_REGISTRY[mode].readInputs(common, get, problems) : undefined;
  // A run without secrets is skipped whatever else is amiss: other inputs may come from the
  // withheld secrets too (a project ID kept in one), and a run that has them checks them all.
  if (result && common.secretsWithheld) return deepFreeze(result);
  if (problems.length > 0 || !result) throw new InputError(problems);
  return deepFreeze(result);
}
