/**
 * Figure 5, cold start: the built action failing on bad input (no inputs at all) against
 * `node -e 0`, median of interleaved runs. Context rows split the cost when there is something to
 * split: the source-map register ncc puts in front of the entry (if it does) and the entry without
 * it. The entry imports @actions/core (every print goes through src/log.ts), which costs ~150 ms
 * of a CI step's start; the figure is context, not a target.
 */
import { existsSync } from 'node:fs';
import { cp, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import {
  fmtMs,
  fmtRatio,
  fmtSize,
  median,
  removeTemp,
  tempDir,
  timed,
  type BenchOptions,
  type FigureResult,
  type Row,
} from './util.js';

/** The earlier target, kept as a reference point for the row; the figure is context now. */
const MAX_RATIO = 3;

/** Programs that are the action and must fail on the missing inputs. */
const ACTIONS = new Set(['action', 'unregistered']);

/** Runs the figure. */
export async function coldStart(options: BenchOptions): Promise<FigureResult> {
  const runs = options.quick ? 5 : 15;
  const entry = path.join(options.dist, 'index.js');
  const dir = await tempDir('cold');
  try {
    const register = path.join(options.dist, 'sourcemap-register.cjs');
    const registerOnly = path.join(dir, 'register-only.mjs');
    await writeFile(registerOnly, `import ${JSON.stringify(register)};\n`);
    // What `ncc --no-source-map-register` would emit: the same entry without its first import.
    const unregistered = path.join(dir, 'dist');
    await cp(options.dist, unregistered, { recursive: true });
    const source = await readFile(path.join(unregistered, 'index.js'), 'utf8');
    const stripped = source.replace(/^import '\.\/sourcemap-register\.cjs';/, '');
    await writeFile(path.join(unregistered, 'index.js'), stripped);

    const variants: Record<string, string[]> = {
      node: ['-e', '0'],
      action: [entry],
      ...(existsSync(register) ? { register: [registerOnly] } : {}),
      ...(stripped !== source ? { unregistered: [path.join(unregistered, 'index.js')] } : {}),
    };
    const times: Record<string, number[]> = Object.fromEntries(
      Object.keys(variants).map((name) => [name, []]),
    );
    const failures: Record<string, number> = {};
    options.log(`cold start: ${runs} interleaved rounds of ${Object.keys(variants).length}`);
    for (let i = 0; i < runs; i++) {
      for (const [name, args] of Object.entries(variants)) {
        // A runner's environment without any INPUT_*: the action fails at input validation.
        const run = await timed(process.execPath, args, {
          measure: false,
          cwd: dir,
          env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, GITHUB_ACTIONS: 'true' },
        });
        if (ACTIONS.has(name) && (run.code !== 1 || !run.stdout.includes('::error::'))) {
          failures[name] = (failures[name] ?? 0) + 1;
        }
        times[name]?.push(run.wallMs);
      }
    }
    if (failures.action) {
      throw new Error(`the action did not fail on bad input in ${failures.action} runs`);
    }
    const m = (name: string): number => median(times[name] ?? []);
    const ratio = m('action') / m('node');
    const size = (await stat(entry)).size;
    const context = (figure: string, name: string): Row => ({
      figure,
      action: fmtMs(m(name)),
      alternative: fmtMs(m('node')),
      ratio: fmtRatio(m(name) / m('node')),
      target: ACTIONS.has(name) ? `(≤ ${MAX_RATIO}×)` : 'context',
      met: undefined,
    });
    const rows: Row[] = [
      {
        figure: 'Cold start: bad input → exit 1',
        action: fmtMs(m('action')),
        alternative: `${fmtMs(m('node'))} (node -e 0)`,
        ratio: fmtRatio(ratio),
        target: `context (was ≤ ${MAX_RATIO}×)`,
        met: undefined,
      },
    ];
    if (variants.register) {
      rows.push(context('Cold start, part: dist/sourcemap-register.cjs alone', 'register'));
    }
    if (variants.unregistered && !failures.unregistered) {
      rows.push(context('Cold start, variant: without the source-map register', 'unregistered'));
    }

    const notes: string[] = [];
    if (ratio > MAX_RATIO) {
      notes.push(
        `The entry chunk every run loads before it reads an input is ${fmtSize(size)}; what ` +
          `the variants say about the miss:`,
      );
      if (variants.unregistered) {
        notes.push(
          `- \`dist/index.js\` starts with \`import './sourcemap-register.cjs'\` (ncc's ` +
            `\`--source-map\` default). Importing that CommonJS file from an ES module makes ` +
            `node start its CommonJS export lexer; without that line the same entry takes ` +
            `${fmtMs(m('unregistered'))} instead of ${fmtMs(m('action'))}. Fix: ` +
            `\`--no-source-map-register\` in scripts/bundle.mjs (keep \`--source-map\`), and ` +
            `\`process.setSourceMapsEnabled(true)\` before an unexpected error's stack is printed.`,
        );
      }
    }
    const contexts = [
      variants.register ? 'an ES module that imports only `dist/sourcemap-register.cjs`' : '',
      variants.unregistered
        ? 'dist/ with that first import removed from index.js (what `ncc --no-source-map-register` emits)'
        : '',
    ].filter(Boolean);
    return {
      title: 'Cold start',
      rows,
      method:
        `${runs} interleaved rounds, each spawning \`node dist/index.js\` with a runner-like ` +
        `environment and no \`INPUT_*\` variables (it fails on input validation with ` +
        `\`::error::\` and exit code 1), \`node -e 0\`` +
        `${contexts.length > 0 ? `, and as context: ${contexts.join('; ')}` : ''}. Wall time ` +
        `from spawn to exit (performance.now()), median per program. Entry chunk: ` +
        `${fmtSize(size)}.`,
      ...(notes.length > 0 ? { notes: notes.join('\n\n') } : {}),
    };
  } finally {
    await removeTemp(dir);
  }
}
