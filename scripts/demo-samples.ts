/**
 * The rendered samples in docs/samples/: every job summary and PR comment `npm run demo` makes,
 * one Markdown file each, so that GitHub shows them as users will see them. `.ci/run` fails when
 * a fresh demo writes them differently, so they must come out byte for byte the same on every
 * machine and every day:
 *
 * - what the emulators make up is fixed by their seed (ids, keys, commits, feedback, bundles);
 * - the wall clock is fixed (scripts/demo-clock.mjs): each scenario starts at its own fixed
 *   instant, in the demo process and in the action run alike, and moves only by what is waited
 *   and a fixed time per HTTP response, so every instant, to the millisecond, is the same;
 * - what is left varies with the machine (free ports, temp folders), and is normalized here,
 *   rule by rule (docs/samples/README.md lists the rules for readers).
 */
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../__tests__/helpers/run-action.js';

/** Where the samples go. */
export const SAMPLES_DIR = path.join(ROOT, 'docs', 'samples');

/** The first scenario's instant: every date in the samples is near it. */
export const DEMO_EPOCH_MS = Date.parse('2025-06-02T09:00:00Z');
/** Each scenario starts this much later than the one before, so time only moves forward. */
const SCENARIO_SLOT_MS = 10 * 60_000;

/** What varies between two demo runs of one scenario, and what the samples show instead. */
export interface RunVariables {
  /** Each emulator's origin (`http://127.0.0.1:<port>`, a free port) and the fixed one shown. */
  readonly origins: ReadonlyArray<readonly [real: string, shown: string]>;
  /** The run's RUNNER_TEMP (a fresh temp folder). */
  readonly runnerTemp: string;
}

/** The samples' file names: job summaries, PR comments and issues. */
const SAMPLE_NAME = /(summary|comment|issue)\.md$/;

/** RUNNER_TEMP on GitHub's Linux runners. */
const SHOWN_RUNNER_TEMP = '/home/runner/work/_temp';

/**
 * The rules, in order. Each replaces one thing that differs between runs for reasons the demo
 * does not control; everything else is what the action wrote.
 */
const RULES: ReadonlyArray<{ why: string; apply: (text: string, v: RunVariables) => string }> = [
  {
    why: 'emulators listen on a free port: shown as the port the docs start them on',
    apply: (text, v) => v.origins.reduce((t, [real, shown]) => t.split(real).join(shown), text),
  },
  {
    why: "RUNNER_TEMP is a fresh temp folder: shown as a GitHub runner's",
    apply: (text, v) => text.split(v.runnerTemp).join(SHOWN_RUNNER_TEMP),
  },
];

/** `text` with every {@link RULES rule} applied. */
export function normalizeSample(text: string, variables: RunVariables): string {
  return RULES.reduce((t, rule) => rule.apply(t, variables), text);
}

/** The instant scenario `index` starts at, on the fixed clock. */
export function scenarioInstant(index: number): number {
  return DEMO_EPOCH_MS + index * SCENARIO_SLOT_MS;
}

/**
 * Writes samples into {@link SAMPLES_DIR} (or `dir`), and at the end removes the ones this demo did not
 * write (a renamed or removed scenario), so the folder holds exactly what the demo makes.
 */
export class SampleWriter {
  private readonly written = new Set<string>();

  constructor(private readonly dir = SAMPLES_DIR) {}

  /** Writes sample `name` (a file name ending in `summary.md`, `comment.md` or `issue.md`). */
  write(name: string, text: string, variables: RunVariables): string {
    if (!SAMPLE_NAME.test(name) || this.written.has(name)) {
      throw new Error(`sample ${name}: a new name ending in summary.md, comment.md or issue.md`);
    }
    this.written.add(name);
    const file = path.join(this.dir, name);
    const rendered = normalizeSample(text, variables);
    // A sample that has not changed is left as it is: no moment where `git status` shows it
    // emptied, and its file times stay.
    if (!existsSync(file) || readFileSync(file, 'utf8') !== rendered) writeFileSync(file, rendered);
    return file;
  }

  /** Removes the samples this demo did not write (README.md stays). */
  finish(): void {
    for (const name of readdirSync(this.dir)) {
      // Only the kinds the demo writes: README.md and other files stay.
      if (SAMPLE_NAME.test(name) && !this.written.has(name)) {
        rmSync(path.join(this.dir, name));
      }
    }
  }
}
