/**
 * Builds, in a temp folder, the lean-entry variant the cold-start figure compares against when
 * the entry imports `@actions/core` again: the same sources, except that main.ts, inputs.ts and
 * secrets.ts import src/runner-commands.ts instead, bundled with ncc `--no-source-map-register`.
 * Nothing is built when the entry is already lean. The repository's files are only read; the copy
 * is removed by the caller's temp cleanup.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import { ROOT, tempDir } from './util.js';

/** Files of the entry's import graph that import @actions/core. */
const ENTRY_FILES = ['main.ts', 'inputs.ts', 'secrets.ts'];
const CORE_IMPORT = "import * as core from '@actions/core';";

/** The built variant, or why it could not be built. */
export type LeanEntry = { ok: true; entry: string; bytes: number } | { ok: false; reason: string };

/** Copies the sources, swaps the entry's @actions/core for the runner commands, and bundles. */
export async function buildLeanEntry(log: (line: string) => void): Promise<LeanEntry> {
  const sources = await Promise.all(
    ENTRY_FILES.map((name) => readFile(path.join(ROOT, 'src', name), 'utf8').catch(() => '')),
  );
  if (!sources.some((text) => text.includes(CORE_IMPORT))) {
    return { ok: false, reason: 'not needed: the entry does not import @actions/core' };
  }
  if (!existsSync(path.join(ROOT, 'src', 'runner-commands.ts'))) {
    return { ok: false, reason: 'src/runner-commands.ts is missing' };
  }
  log('cold start: building the lean-entry variant (ncc, in a temp folder)');
  const dir = await tempDir('lean-entry');
  await cp(path.join(ROOT, 'src'), path.join(dir, 'src'), { recursive: true });
  await cp(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const tsconfig = JSON.parse(await readFile(path.join(ROOT, 'tsconfig.json'), 'utf8')) as {
    include?: string[];
  };
  tsconfig.include = ['src'];
  await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const name of ENTRY_FILES) {
    const file = path.join(dir, 'src', name);
    const text = await readFile(file, 'utf8');
    if (!text.includes(CORE_IMPORT)) continue;
    await writeFile(
      file,
      text.replace(CORE_IMPORT, "import * as core from './runner-commands.js';"),
    );
  }
  const out = path.join(dir, 'dist');
  try {
    await promisify(execFile)(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js'),
        'build',
        'src/index.ts',
        '--out',
        out,
        '--source-map',
        '--no-source-map-register',
        // Type-checked (the copy's tsconfig covers src/ only): transpile-only would emit
        // CommonJS under NodeNext and break ESM-only packages such as @actions/github.
        '--quiet',
      ],
      { cwd: dir, maxBuffer: 16 * 2 ** 20 },
    );
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { ok: false, reason: `the variant did not build: ${message.slice(0, 500)}` };
  }
  const entry = path.join(out, 'index.js');
  const bytes = Buffer.byteLength(await readFile(entry));
  return { ok: true, entry, bytes };
}
