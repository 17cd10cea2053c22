/**
 * Vitest global setup: bundles `src/` and the emulator step into build/test-dist/ before any test
 * runs, so the e2e tests spawn the code as it is now, not the committed dist/ (which may be stale until someone
 * runs `npm run bundle`; CI checks dist/ separately, and one smoke test runs it). The build is
 * skipped when nothing it depends on changed since the last one (a hash of the inputs is kept
 * beside it).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, TEST_DIST } from './run-action.js';

/** Files whose change makes a new bundle. */
function inputs(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  return [
    ...walk(path.join(ROOT, 'src')),
    ...walk(path.join(ROOT, 'emulator')),
    ...['package-lock.json', 'tsconfig.json', 'scripts/bundle.mjs'].map((f) => path.join(ROOT, f)),
  ].sort();
}

function digest(files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Builds the action from `src/` unless the last build is of the same sources. */
export default function setup(): void {
  const stamp = path.join(TEST_DIST, '.source-hash');
  const hash = digest(inputs());
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'bundle.mjs')], {
    cwd: ROOT,
    env: { ...process.env, BUNDLE_OUT: TEST_DIST },
    stdio: 'inherit',
  });
  writeFileSync(stamp, hash);
}
