/**
 * Regenerates the README's inputs and outputs tables from action.yml, between the markers
 * `<!-- inputs:start -->`/`<!-- inputs:end -->` and `<!-- outputs:start -->`/`<!-- outputs:end -->`.
 * `.ci/run` runs it and fails on a diff, so the README can never drift from action.yml. The
 * outputs table's Shape column comes from `OUTPUT_SHAPES` in src/constants.ts (what the guard
 * enforces).
 * `--check` only reports whether the README is current (exit 1 when not).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import { OUTPUT_SHAPES, shapeLabel, type OutputName } from '../src/constants.js';

interface Spec {
  description?: string;
  required?: boolean;
  default?: string;
}

const action = parse(readFileSync('action.yml', 'utf8')) as {
  inputs: Record<string, Spec>;
  outputs: Record<string, Spec>;
};

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

function replaceBetween(text: string, marker: string, body: string): string {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a < 0 || b < a) throw new Error(`README.md lacks the ${start} … ${end} markers`);
  return `${text.slice(0, a + start.length)}\n\n${body}\n\n${text.slice(b)}`;
}

const before = readFileSync('README.md', 'utf8');
// Formatted as `prettier --check` expects, so lint and this script agree on one README.
const after = await format(
  replaceBetween(replaceBetween(before, 'inputs', inputs), 'outputs', outputs),
  {
    ...(await resolveConfig('README.md')),
    parser: 'markdown',
  },
);
if (process.argv.includes('--check')) {
  if (after !== before) {
    console.error('README.md tables are out of date: run `npm run docs`.');
    process.exit(1);
  }
} else if (after !== before) {
  writeFileSync('README.md', after);
  console.log('README.md tables updated from action.yml.');
}
