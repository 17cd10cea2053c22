/**
 * The table behind every input, output, permission and plan line: each mode's own table sits in
 * its folder (`src/modes/<mode>/table.json`, read by the `table.ts` beside it); this file holds
 * the types, what several modes share (table.json beside it) and the reader that checks every
 * name against src/constants.ts. `npm run docs` (scripts/docs.ts) writes action.yml, each mode's action (`<mode>/action.yml`),
 * the README's tables and docs/before-you-start.md's plan table from them, and the registry
 * (src/modes/index.ts) takes an empty input's default from them. Data only: no prose elsewhere.
 */
import { Input, Output, type Mode, type OutputName } from '../constants.js';
import SHARED from './table.json' with { type: 'json' };

/** An input's name, as action.yml spells it. */
export type InputName = (typeof Input)[keyof typeof Input];

/** One input: what action.yml declares and the limits the parser enforces. */
export interface InputSpec {
  readonly name: InputName;
  /** What an absent input means (`''`: none). `${{ … }}` defaults only a runner can fill. */
  readonly default: string;
  /** Only `mode`, in the root action. */
  readonly required?: boolean;
  /** The whole numbers the parser takes, where it takes only a range. */
  readonly limits?: { readonly min: number; readonly max: number };
  /** What the root action says: it names the modes it speaks of. */
  readonly description: string;
  /** What a mode's own action says instead, where the root's words speak of other modes. */
  readonly modes?: Partial<Readonly<Record<Mode, string>>>;
}

/** One output (its shape is in src/constants.ts `OUTPUT_SHAPES`, what the guard enforces). */
export interface OutputSpec {
  readonly name: OutputName;
  readonly description: string;
  /** What a mode's own action says instead (as {@link InputSpec.modes}). */
  readonly modes?: Partial<Readonly<Record<Mode, string>>>;
}

/** One way to run a mode, and what it needs: a row of the permissions and plan tables. */
export interface PathSpec {
  /** How a workflow picks this path, e.g. "`status` with `trigger: true`". */
  readonly path: string;
  /** The job's least `permissions:`, and why. */
  readonly permissions: string;
  /** The admin key's scope (`read`, `write`, or no key at all). */
  readonly keyScope: string;
  /** The Mintlify plan (or feature) it needs. */
  readonly plan: string;
  /** The requests it sends to the Mintlify API. */
  readonly requests: string;
  /** The workflow events it runs on. */
  readonly events: string;
}

/** One mode: its action's inputs (the shared ones included), outputs and paths. */
export interface ModeTable {
  readonly mode: Mode;
  /** The description of the mode's own action (`<mode>/action.yml`). */
  readonly description: string;
  readonly inputs: readonly InputSpec[];
  readonly outputs: readonly OutputSpec[];
  readonly paths: readonly PathSpec[];
}

/** A table file's input: one the modes share (table.json beside this file) by name, or its own. */
type InputEntry = string | (Omit<InputSpec, 'name'> & { readonly name: string });
/** A table file's output: a shared one by name, or its own. */
type OutputEntry = string | { readonly name: string; readonly description: string };

/** What a mode's `table.json` holds: its own action's description, inputs, outputs and paths. */
export interface ModeTableFile {
  readonly description: string;
  /**
   * After {@link COMMON_INPUTS}, which every mode's action declares first: the mode's own inputs,
   * and by name the shared ones its mode reads (`project-id`, `github-token`, `poll-interval`).
   */
  readonly inputs: readonly InputEntry[];
  readonly outputs: readonly OutputEntry[];
  readonly paths: readonly PathSpec[];
}

const INPUT_NAMES = new Set<string>(Object.values(Input));
const OUTPUT_NAMES = new Set<string>(Object.values(Output));
const sharedInputs = SHARED.inputs as Record<string, Omit<InputSpec, 'name'> | undefined>;
const sharedOutputs = SHARED.outputs as Record<string, { description: string } | undefined>;
/** One object per shared entry, so every mode's table holds the same one. */
const made = new Map<string, InputSpec | OutputSpec>();

/** The input an entry names or holds; a name src/constants.ts does not know is a bug here. */
function inputSpec(entry: InputEntry): InputSpec {
  if (typeof entry !== 'string') return checked(entry, INPUT_NAMES) as InputSpec;
  let spec = made.get(entry) as InputSpec | undefined;
  if (!spec) {
    const shared = sharedInputs[entry];
    if (!shared) throw new Error(`src/inputs/table.json has no input ${entry}`);
    spec = checked({ name: entry, ...shared }, INPUT_NAMES) as InputSpec;
    made.set(entry, spec);
  }
  return spec;
}

/** The output an entry names or holds. */
function outputSpec(entry: OutputEntry): OutputSpec {
  if (typeof entry !== 'string') return checked(entry, OUTPUT_NAMES) as OutputSpec;
  let spec = made.get(`output:${entry}`) as OutputSpec | undefined;
  if (!spec) {
    const shared = sharedOutputs[entry];
    if (!shared) throw new Error(`src/inputs/table.json has no output ${entry}`);
    spec = checked({ name: entry, ...shared }, OUTPUT_NAMES) as OutputSpec;
    made.set(`output:${entry}`, spec);
  }
  return spec;
}

/** `spec`, once its name is one src/constants.ts declares. */
function checked<T extends { readonly name: string }>(spec: T, names: ReadonlySet<string>): T {
  if (!names.has(spec.name))
    throw new Error(`A table names ${spec.name}, unknown to src/constants.ts`);
  return spec;
}

/** `mode`: only the root action has it (each mode's own action fixes it). */
export const modeInput: InputSpec = inputSpec(Input.Mode);

/**
 * The inputs several modes read (src/inputs/common.ts reads them), in the order an action
 * declares them, before a mode's own: README's table of shared inputs lists these.
 */
export const SHARED_INPUTS: readonly InputSpec[] = [
  Input.AdminKey,
  Input.ApiUrl,
  Input.ProjectId,
  Input.GitHubToken,
  Input.Timeout,
  Input.PollInterval,
].map(inputSpec);

const EVERY_MODE: readonly InputName[] = [Input.AdminKey, Input.ApiUrl, Input.Timeout];
/** The inputs every mode reads, so every mode's action declares (`readCommonInputs`). */
export const COMMON_INPUTS: readonly InputSpec[] = SHARED_INPUTS.filter((spec) =>
  EVERY_MODE.includes(spec.name),
);

/**
 * A mode's table from its `table.json`: the shared inputs it declares first (every mode's, and
 * those its table names), in {@link SHARED_INPUTS} order, then its own; every name checked.
 */
export function modeTable(mode: Mode, file: ModeTableFile): ModeTable {
  const listed = file.inputs.map(inputSpec);
  const shared = SHARED_INPUTS.filter((s) => COMMON_INPUTS.includes(s) || listed.includes(s));
  return {
    mode,
    description: file.description,
    inputs: [...shared, ...listed.filter((s) => !SHARED_INPUTS.includes(s))],
    outputs: file.outputs.map(outputSpec),
    paths: file.paths,
  };
}

/** The modes a description opens with (`` `status` mode``, `` `feedback` and `preview` modes``). */
const MODES_PREFIX = /^`[a-z]+`(?:(?:, | and )`[a-z]+`)* modes?/;

/**
 * What `mode`'s own action says of an input or output: its own words where the table gives them,
 * else the root's without the modes they open with, which only the root action's reader needs
 * (`` `status` mode with `follow: github-app`: …`` → `With …`).
 */
export function ownDescription(spec: InputSpec | OutputSpec, mode: Mode): string {
  const own = spec.modes?.[mode];
  if (own) return own;
  const text = spec.description;
  const prefix = MODES_PREFIX.exec(text)?.[0];
  if (!prefix) return text;
  const rest = text.slice(prefix.length).replace(/^[,:]? /, '');
  return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

/** An input's default when it is one the runner cannot fill in itself (a `${{ … }}` expression). */
export function codeDefault(spec: InputSpec): string {
  return spec.default.includes('${{') ? '' : spec.default;
}
