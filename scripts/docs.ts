/**
 * Regenerates the tables that describe what action.yml and emulator/action.yml declare, between
 * `<!-- NAME:start -->`/`<!-- NAME:end -->` markers:
 * - README.md: `inputs` and `outputs` from action.yml (the outputs' Shape column comes from
 *   `OUTPUT_SHAPES` in src/constants.ts, what the guard enforces);
 * - docs/emulator.md: `emulator-inputs` and `emulator-outputs` from emulator/action.yml, and
 *   `emulator-scenarios` from the presets in emulator/options.ts.
 * `.ci/run` runs it and fails on a diff, so the docs can never drift from what they describe.
 * `--check` only reports whether the files are current (exit 1 when not).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import { SCENARIOS } from '../emulator/options.js';
import { OUTPUT_SHAPES, shapeLabel, type OutputName } from '../src/constants.js';

interface Spec {
  description?: string;
  required?: boolean;
  default?: string;
}

interface ActionFile {
  inputs: Record<string, Spec>;
  outputs: Record<string, Spec>;
}

const action = parse(readFileSync('action.yml', 'utf8')) as ActionFile;
const emulator = parse(readFileSync('emulator/action.yml', 'utf8')) as ActionFile;

/** A table cell: one line, pipes escaped. */
const cell = (text: string): string => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

const inputs = [
  '| Input | Required | Default | Description |',
  '| --- | --- | --- | --- |',
  ...Object.entries(action.inputs).map(
    ([name, spec]) =>
      `| \`${name}\` | ${spec.required ? 'yes' : 'no'} | ${spec.default ? `\`${cell(spec.default)}\`` : ''} | ${cell(spec.description ?? '')} |`,
  ),
].join('\n');

/** An output's declared shape (src/constants.ts OUTPUT_SHAPES), as the guard enforces it. */
function shapeOf(name: string): string {
  const shape = (OUTPUT_SHAPES as Partial<Record<string, (typeof OUTPUT_SHAPES)[OutputName]>>)[
    name
  ];
  if (!shape) throw new Error(`The output ${name} has no shape in src/constants.ts OUTPUT_SHAPES`);
  return cell(shapeLabel(shape));
}

const outputs = [
  '| Output | Shape | Description |',
  '| --- | --- | --- |',
  ...Object.entries(action.outputs).map(
    ([name, spec]) => `| \`${name}\` | ${shapeOf(name)} | ${cell(spec.description ?? '')} |`,
  ),
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

/** Each file and the tables it holds. */
const TARGETS: Record<string, Record<string, string>> = {
  'README.md': { inputs, outputs },
  'docs/emulator.md': {
    'emulator-inputs': emulatorInputs,
    'emulator-outputs': emulatorOutputs,
    'emulator-scenarios': emulatorScenarios,
  },
};

let stale = 0;
for (const [file, tables] of Object.entries(TARGETS)) {
  const before = readFileSync(file, 'utf8');
  const filled = Object.entries(tables).reduce(
    (text, [marker, body]) => replaceBetween(text, file, marker, body),
    before,
  );
  // Formatted as `prettier --check` expects, so lint and this script agree on one file.
  const after = await format(filled, { ...(await resolveConfig(file)), parser: 'markdown' });
  if (after === before) continue;
  if (process.argv.includes('--check')) {
    console.error(`${file}: its generated tables are out of date: run \`npm run docs\`.`);
    stale += 1;
  } else {
    writeFileSync(file, after);
    console.log(`${file}: tables updated.`);
  }
}
if (stale > 0) process.exit(1);
