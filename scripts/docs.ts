/**
 * Writes what the tables in code describe (each mode's `src/modes/<mode>/table.json`, the shared
 * inputs in src/inputs/table.json, the registry's `MODE_TABLES`):
 * - action.yml (every input, `mode` required, every output) and each mode's own action,
 *   `<mode>/action.yml` (its inputs and outputs only; it runs `dist/<mode>/index.js`, the loader
 *   scripts/bundle.mjs writes);
 * - README.md, between `<!-- NAME:start -->`/`<!-- NAME:end -->` markers: `inputs` (the shared
 *   ones, and a link to each mode's) and `permissions`;
 * - docs/inputs.md: each mode's inputs and outputs, then every output (the Shape column comes
 *   from `OUTPUT_SHAPES` in src/constants.ts, what the guard enforces);
 * - docs/before-you-start.md: `plan` and
 *   `github-permissions`; each mode's doc in `MODE_DOCS`: `<mode>-permissions` (one table, each
 *   mode's `paths`, for all three: they cannot disagree);
 * - docs/emulator.md: `emulator-inputs` and `emulator-outputs` from emulator/action.yml, and
 *   `emulator-scenarios` from the presets in emulator/options.ts.
 * `.ci/run` runs it and fails on a diff, and __tests__/docs-generated.test.ts runs `--check`, so
 * neither action.yml nor the docs can drift from the tables. `--check` only reports whether the
 * files are current (exit 1 when not).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import { SCENARIOS } from '../emulator/options.js';
import { MODES, OUTPUT_SHAPES, shapeLabel, type Mode, type OutputName } from '../src/constants.js';
import {
  modeInput,
  ownDescription,
  SHARED_INPUTS,
  type InputSpec,
  type OutputSpec,
  type PathSpec,
} from '../src/inputs/table.js';
import { MODE_TABLES, rootInputs } from '../src/modes/index.js';

interface Spec {
  description?: string;
  required?: boolean;
  default?: string;
}

interface ActionFile {
  inputs: Record<string, Spec>;
  outputs: Record<string, Spec>;
}

/** The root action's header, kept as it was published. */
const ROOT_HEADER = {
  name: 'Mintlify Docs Ops',
  description:
    'Mintlify docs from CI, one mode per job: status (trigger and track updates), export (static site to an artifact, release or Pages), feedback, preview, automation, health (a weekly docs-health issue) and check (will Mintlify publish this PR?).',
};
const AUTHOR = 'mintlify-docs-action authors';
const BRANDING = { icon: 'book-open', color: 'green' };

const emulator = parse(readFileSync('emulator/action.yml', 'utf8')) as ActionFile;

/** A table cell: one line, pipes escaped. */
const cell = (text: string): string => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** A single-quoted YAML scalar (prettier picks the quotes it prefers). */
const quoted = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/**
 * The root action's outputs: every mode's, in {@link MODES} order, each once; one name two modes
 * describe apart (`job-id`) gets both descriptions, one after the other.
 */
function rootOutputs(): OutputSpec[] {
  const byName = new Map<string, OutputSpec>();
  for (const mode of MODES) {
    for (const o of MODE_TABLES[mode].outputs) {
      const known = byName.get(o.name);
      const joined = known && known !== o ? `${known.description} ${o.description}` : undefined;
      byName.set(o.name, joined ? { name: o.name, description: joined } : o);
    }
  }
  return [...byName.values()];
}

/** A mode's inputs as its own action declares them. */
const ownInputs = (mode: Mode): InputSpec[] =>
  MODE_TABLES[mode].inputs.map((i) => ({ ...i, description: ownDescription(i, mode) }));

/** A mode's outputs as its own action declares them. */
const ownOutputs = (mode: Mode): OutputSpec[] =>
  MODE_TABLES[mode].outputs.map((o) => ({ ...o, description: ownDescription(o, mode) }));

/** An action.yml: header, inputs, outputs, runs. */
function actionYaml(
  header: { name: string; description: string },
  inputs: readonly InputSpec[],
  outputs: readonly OutputSpec[],
  main: string,
): string {
  const lines = [
    `name: ${quoted(header.name)}`,
    `description: ${quoted(header.description)}`,
    `author: ${quoted(AUTHOR)}`,
    'branding:',
    `  icon: ${quoted(BRANDING.icon)}`,
    `  color: ${quoted(BRANDING.color)}`,
    '',
    'inputs:',
    ...inputs.flatMap((i) => [
      `  ${i.name}:`,
      `    description: ${quoted(i.description)}`,
      `    required: ${i.required ? 'true' : 'false'}`,
      ...(i.required ? [] : [`    default: ${quoted(i.default)}`]),
    ]),
    '',
    'outputs:',
    ...outputs.flatMap((o) => [`  ${o.name}:`, `    description: ${quoted(o.description)}`]),
    '',
    'runs:',
    `  using: 'node24'`,
    `  main: ${quoted(main)}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** The header of a mode's own action. */
const modeHeader = (mode: Mode): { name: string; description: string } => ({
  name: `Mintlify Docs Ops: ${mode}`,
  description: MODE_TABLES[mode].description,
});

/**
 * Whether an input is required, as a table says it: `mode` only by the root action (a mode's own
 * action fixes it and takes none), so the README's table, which serves both, does not say `yes`.
 */
function requiredCell(spec: InputSpec): string {
  if (spec.name === modeInput.name) return "root action only (a mode's own action takes none)";
  return spec.required ? 'yes' : 'no';
}

/** An inputs table. */
function inputsTable(inputs: readonly InputSpec[]): string {
  return [
    '| Input | Required | Default | Description |',
    '| --- | --- | --- | --- |',
    ...inputs.map(
      (i) =>
        `| \`${i.name}\` | ${requiredCell(i)} | ${i.default ? `\`${cell(i.default)}\`` : ''} | ${cell(i.description)} |`,
    ),
  ].join('\n');
}

/** An output's declared shape (src/constants.ts OUTPUT_SHAPES), as the guard enforces it. */
function shapeOf(name: OutputName): string {
  const shape = OUTPUT_SHAPES[name] as (typeof OUTPUT_SHAPES)[OutputName] | undefined;
  if (!shape) throw new Error(`The output ${name} has no shape in src/constants.ts OUTPUT_SHAPES`);
  return cell(shapeLabel(shape));
}

/** An outputs table. */
function outputsTable(outputs: readonly OutputSpec[]): string {
  return [
    '| Output | Shape | Description |',
    '| --- | --- | --- |',
    ...outputs.map((o) => `| \`${o.name}\` | ${shapeOf(o.name)} | ${cell(o.description)} |`),
  ].join('\n');
}

/** The README's inputs: `mode` and the shared ones, then a link to each mode's. */
const readmeInputs = [
  inputsTable(rootInputs().filter((i) => i.required || SHARED_INPUTS.includes(i))),
  '',
  `Each mode's own inputs: ${MODES.map((m) => `[\`${m}\`](docs/inputs.md#${m})`).join(', ')}.`,
].join('\n');

/** Every path of every mode. */
const PATHS = MODES.flatMap((m) => MODE_TABLES[m].paths);

/**
 * What paths need, from the one table (each mode's `paths`): the README's Permissions section and
 * each mode's doc show every column, Before you start the `permissions:` alone.
 */
function permissionsTable(paths: readonly PathSpec[], columns: 'all' | 'github'): string {
  if (columns === 'github') {
    return [
      '| Path | `permissions:` |',
      '| --- | --- |',
      ...paths.map((p) => `| ${cell(p.path)} | ${cell(p.permissions)} |`),
    ].join('\n');
  }
  return [
    '| Path | `permissions:` | Key scope | Mintlify plan | Runs on |',
    '| --- | --- | --- | --- | --- |',
    ...paths.map(
      (p) =>
        `| ${cell(p.path)} | ${cell(p.permissions)} | ${cell(p.keyScope)} | ${cell(p.plan)} | ${cell(p.events)} |`,
    ),
  ].join('\n');
}

const permissions = permissionsTable(PATHS, 'all');

/** The mode docs that hold their mode's permissions (between `<mode>-permissions` markers). */
const MODE_DOCS: Partial<Record<Mode, string>> = {
  status: 'docs/status.md',
  export: 'docs/export.md',
  feedback: 'docs/feedback.md',
  health: 'docs/health.md',
  check: 'docs/check.md',
};

const plan = [
  '| Path | Plan | Key scope | Requests it makes |',
  '| --- | --- | --- | --- |',
  ...PATHS.map(
    (p) => `| ${cell(p.path)} | ${cell(p.plan)} | ${cell(p.keyScope)} | ${cell(p.requests)} |`,
  ),
].join('\n');

/** docs/inputs.md: each mode's action, its inputs and outputs. */
function modePage(mode: Mode): string {
  const table = MODE_TABLES[mode];
  return [
    `## ${mode}`,
    '',
    `\`uses: OWNER/mintlify-docs-action/${mode}@v1\` (or the root action with \`mode: ${mode}\`). ${cell(table.description)}`,
    '',
    `<!-- ${mode}-inputs:start -->`,
    '',
    inputsTable(ownInputs(mode)),
    '',
    `<!-- ${mode}-inputs:end -->`,
    '',
    `<!-- ${mode}-outputs:start -->`,
    '',
    outputsTable(ownOutputs(mode)),
    '',
    `<!-- ${mode}-outputs:end -->`,
  ].join('\n');
}

const INPUTS_PAGE = [
  '# Inputs and outputs of each mode',
  '',
  '<!-- Written by `npm run docs` from the tables in src/modes/<mode>/table.json: edit those. -->',
  '',
  "Each mode is an action of its own, whose `action.yml` declares only that mode's inputs and outputs (the shared ones included); the root action (`uses: OWNER/mintlify-docs-action@v1` with `mode:`) declares them all. What each needs from GitHub, the key and the plan: [Permissions](../README.md#permissions).",
  '',
  ...MODES.map(modePage).flatMap((p) => [p, '']),
  '## Every output',
  '',
  "The root action's outputs, each with the mode that sets it and its shape (what the guard lets through: a value from the platform that does not fit it, or that holds a secret, is left unset with a warning that names the output).",
  '',
  outputsTable(rootOutputs()),
  '',
].join('\n');

/** The emulator step's inputs (it has no required one). */
const emulatorInputs = [
  '| Input | Default | Description |',
  '| --- | --- | --- |',
  ...Object.entries(emulator.inputs).map(
    ([name, spec]) =>
      `| \`${name}\` | ${spec.default ? `\`${cell(spec.default)}\`` : ''} | ${cell(spec.description ?? '')} |`,
  ),
].join('\n');

const emulatorOutputs = [
  '| Output | Description |',
  '| --- | --- |',
  ...Object.entries(emulator.outputs).map(
    ([name, spec]) => `| \`${name}\` | ${cell(spec.description ?? '')} |`,
  ),
].join('\n');

const emulatorScenarios = [
  '| Scenario | What it does |',
  '| --- | --- |',
  ...Object.entries(SCENARIOS).map(([name, s]) => `| \`${name}\` | ${cell(s.description)} |`),
].join('\n');

function replaceBetween(text: string, file: string, marker: string, body: string): string {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < a) throw new Error(`${file} lacks the ${start} … ${end} markers`);
  return `${text.slice(0, a + start.length)}\n\n${body}\n\n${text.slice(b)}`;
}

/** Each Markdown file and the tables it holds between markers. */
const TABLES: Record<string, Record<string, string>> = {
  'README.md': { inputs: readmeInputs, permissions },
  'docs/before-you-start.md': { plan, 'github-permissions': permissionsTable(PATHS, 'github') },
  ...Object.fromEntries(
    Object.entries(MODE_DOCS).map(([mode, file]) => [
      file,
      { [`${mode}-permissions`]: permissionsTable(MODE_TABLES[mode as Mode].paths, 'all') },
    ]),
  ),
  'docs/emulator.md': {
    'emulator-inputs': emulatorInputs,
    'emulator-outputs': emulatorOutputs,
    'emulator-scenarios': emulatorScenarios,
  },
};

/** Each whole file written from the tables. */
const WHOLE: Record<string, { text: string; parser: 'yaml' | 'markdown' }> = {
  'action.yml': {
    text: actionYaml(ROOT_HEADER, rootInputs(), rootOutputs(), 'dist/index.js'),
    parser: 'yaml',
  },
  ...Object.fromEntries(
    MODES.map((m) => [
      `${m}/action.yml`,
      {
        text: actionYaml(modeHeader(m), ownInputs(m), ownOutputs(m), `../dist/${m}/index.js`),
        parser: 'yaml' as const,
      },
    ]),
  ),
  'docs/inputs.md': { text: INPUTS_PAGE, parser: 'markdown' },
};

/** What `file` should hold. */
async function expected(file: string): Promise<string> {
  const whole = WHOLE[file];
  const before = whole ? '' : readFileSync(file, 'utf8');
  const filled = whole
    ? whole.text
    : Object.entries(TABLES[file] ?? {}).reduce(
        (text, [marker, body]) => replaceBetween(text, file, marker, body),
        before,
      );
  // Formatted as `prettier --check` expects, so lint and this script agree on one file.
  return format(filled, { ...(await resolveConfig(file)), parser: whole?.parser ?? 'markdown' });
}

/** The file's text, or '' when it does not exist yet. */
function current(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

let stale = 0;
for (const file of [...Object.keys(WHOLE), ...Object.keys(TABLES)]) {
  const after = await expected(file);
  if (after === current(file)) continue;
  if (process.argv.includes('--check')) {
    console.error(`${file}: out of date with the tables in code: run \`npm run docs\`.`);
    stale += 1;
  } else {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, after);
    console.log(`${file}: written.`);
  }
}
if (stale > 0) process.exit(1);
