/**
 * Vitest global setup: gives the test run one temp root (helpers/temp-root.ts) that the returned
 * teardown removes, pass or fail, then bundles `src/` and the emulator step into build/test-dist/
 * so the e2e tests spawn the code as it is now, not the committed dist/ (which may be stale until
 * someone runs `npm run bundle`; CI checks dist/ separately, and one smoke test runs it).
 * scripts/bundle.mjs skips the build when neither the sources nor build/test-dist/ changed since
 * the last one.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, TEST_DIST } from './run-action.js';
import { useTempRoot } from './temp-root.js';

/** Sets up the temp root, bundles the sources, and returns the teardown. */
export default function setup(): () => void {
  const teardown = useTempRoot();
  try {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'bundle.mjs')], {
      cwd: ROOT,
      env: { ...process.env, BUNDLE_OUT: TEST_DIST },
      stdio: 'inherit',
    });
  } catch (error) {
    teardown();
    throw error;
  }
  return teardown;
}
