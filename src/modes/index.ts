/**
 * The registry of modes: each line names how a mode reads its inputs and where its runner is. A
 * new mode is a folder beside this file (runner, inputs, reports) plus one line here.
 */
import { FIXED_MODE_ENV, Input, MODES, type Mode } from '../constants.js';
import { InputError } from '../errors.js';
import { addSecret } from '../secrets.js';
import * as core from '../log.js';
import { maskingGetter, maskSecrets, readCommonInputs, type InputHooks } from '../inputs/common.js';
import { clip, deepFreeze, type Getter } from '../inputs/parse.js';
import { codeDefault, modeInput, type InputSpec, type ModeTable } from '../inputs/table.js';
import { readAutomationInputs, type AutomationInputs } from './automation/inputs.js';
import { readCheckInputs, type CheckInputs } from './check/inputs.js';
import { CHECK_TABLE } from './check/table.js';
import { AUTOMATION_TABLE } from './automation/table.js';
import { readExportInputs, type ExportInputs } from './export/inputs.js';
import { EXPORT_TABLE } from './export/table.js';
import { readFeedbackInputs, type FeedbackInputs } from './feedback/inputs.js';
import { FEEDBACK_TABLE } from './feedback/table.js';
import { readHealthInputs, type HealthInputs } from './health/inputs.js';
import { HEALTH_TABLE } from './health/table.js';
import { readPreviewInputs, type PreviewInputs } from './preview/inputs.js';
import { PREVIEW_TABLE } from './preview/table.js';
import { readStatusInputs, statusNeedsAdminKey, type StatusInputs } from './status/inputs.js';
import { STATUS_TABLE } from './status/table.js';
import type { ModeDefinition, ModeRunner } from './types.js';

/** The parsed inputs of whichever mode was chosen. */
export type ActionInputs =
  | StatusInputs
  | ExportInputs
  | FeedbackInputs
  | PreviewInputs
  | AutomationInputs
  | HealthInputs
  | CheckInputs;

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
  check: {
    readInputs: readCheckInputs,
    load: async () => (await import('./check/run.js')).runCheck,
  },
};

/**
 * Every mode's table (inputs, outputs, paths), in the order of {@link MODES}: the source of
 * action.yml, each mode's own action and the docs' tables (scripts/docs.ts).
 */
export const MODE_TABLES: { readonly [M in Mode]: ModeTable } = {
  status: STATUS_TABLE,
  export: EXPORT_TABLE,
  feedback: FEEDBACK_TABLE,
  preview: PREVIEW_TABLE,
  automation: AUTOMATION_TABLE,
  health: HEALTH_TABLE,
  check: CHECK_TABLE,
};

/**
 * The root action's inputs: `mode`, then every mode's in {@link MODES} order, each once. Two modes
 * sharing an input share its one spec (src/inputs/table.ts); two specs of one name are a bug.
 */
export function rootInputs(): readonly InputSpec[] {
  const byName = new Map<string, InputSpec>([[modeInput.name, modeInput]]);
  for (const mode of MODES) {
    for (const spec of MODE_TABLES[mode].inputs) {
      const known = byName.get(spec.name);
      if (known && known !== spec) throw new Error(`Two specs of the input ${spec.name}`);
      byName.set(spec.name, spec);
    }
  }
  const [first, ...rest] = byName.values();
  // `mode` second, after the key, as action.yml has always listed it.
  return [...rest.slice(0, 1), first as InputSpec, ...rest.slice(1)];
}

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
  const raw: Getter = (name) =>
    (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
  const get = maskingGetter(withTableDefaults(fixedMode(env, problems), raw), hooks);
  // Mask first: nothing below may print the key before the runner knows to hide it.
  maskSecrets(get, hooks);
  // `mode: status` may run without the API (following the GitHub App, checking the site);
  // `mode: check` never calls it, so a fork's or Dependabot's PR (no secrets) runs in full.
  const keyNeeded =
    get(Input.Mode) !== 'check' && (get(Input.Mode) !== 'status' || statusNeedsAdminKey(get));
  const { mode, common } = readCommonInputs(env, get, hooks, problems, keyNeeded);
  const result = mode ? MODE_REGISTRY[mode].readInputs(common, get, problems) : undefined;
  if (mode) refuseOtherModesInputs(mode, raw, problems, hooks);
  // A run without secrets is skipped whatever else is amiss: other inputs may come from the
  // withheld secrets too (a project ID kept in one), and a run that has them checks them all.
  if (result && common.secretsWithheld) return deepFreeze(result);
  if (problems.length > 0 || !result) throw new InputError(problems);
  return deepFreeze(result);
}

/**
 * Inputs only other modes read, given to this one: never silently ignored. `status-id` and
 * `trigger` ask for an update to be tracked or started, which this mode would not do: refused.
 * Any other (`project-id` on `mode: export`) would just do nothing here: a warning. An input at
 * the root action's default is one the workflow did not give (the runner passes every declared
 * input); one whose default only the runner fills (`github-token`) cannot be told apart.
 */
function refuseOtherModesInputs(
  mode: Mode,
  raw: Getter,
  problems: string[],
  hooks: InputHooks,
): void {
  const own = new Set<string>(MODE_TABLES[mode].inputs.map((s) => s.name));
  for (const spec of rootInputs()) {
    if (spec === modeInput || own.has(spec.name) || spec.default.includes('${{')) continue;
    const value = raw(spec.name);
    if (!value || value === spec.default) continue;
    const readers = MODES.filter((m) => MODE_TABLES[m].inputs.includes(spec));
    // A switch is named with its value (`trigger: true`), any other input by its name alone.
    const shown = ['true', 'false'].includes(spec.default)
      ? `${spec.name}: ${clip(value)}`
      : spec.name;
    const said = `\`${shown}\` is for ${inWords(readers.map((m) => `\`mode: ${m}\``))}; \`mode: ${mode}\` does not read it`;
    if (spec.name === Input.StatusId || spec.name === Input.Trigger) {
      problems.push(`${said}. Remove \`${spec.name}\`.`);
    } else {
      hooks.warning(`${said}, so it does nothing here. Remove \`${spec.name}\`.`);
    }
  }
}

/** `a`, `a and b`, `a, b and c`. */
function inWords(items: readonly string[]): string {
  return items.length > 1
    ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
    : (items[0] ?? '');
}

/**
 * The mode the loader of a mode's own action fixed (`dist/<mode>/index.js` sets
 * {@link FIXED_MODE_ENV}); a `mode` input that names another mode is an input error, since the
 * step would silently run something else than its `uses:` says.
 */
function fixedMode(env: NodeJS.ProcessEnv, problems: string[]): Mode | undefined {
  const fixed = MODES.find((m) => m === env[FIXED_MODE_ENV]);
  const given = (env.INPUT_MODE ?? '').trim();
  if (fixed && given && given !== fixed) {
    problems.push(
      `This is the \`${fixed}\` action, which takes no \`${Input.Mode}\` input: \`${Input.Mode}: ${clip(given)}\` disagrees. Remove \`${Input.Mode}\`, or use that mode's own action.`,
    );
  }
  return fixed;
}

/**
 * The inputs as the chosen mode's table declares them: an empty input takes the table's default
 * (a mode's own action declares only its mode's inputs, and the runner passes no other), and with
 * a fixed mode, `mode` is that mode.
 */
function withTableDefaults(fixed: Mode | undefined, raw: Getter): Getter {
  const mode = fixed ?? MODES.find((m) => m === raw(Input.Mode));
  const specs = new Map(mode ? MODE_TABLES[mode].inputs.map((s) => [s.name, s]) : []);
  return (name) => {
    if (name === Input.Mode) return fixed ?? raw(name);
    const spec = specs.get(name as InputSpec['name']);
    return raw(name) || (spec ? codeDefault(spec) : '');
  };
}
