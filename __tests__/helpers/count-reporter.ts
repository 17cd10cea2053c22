/**
 * Prints the plain closing line CI reads (`N passed, N failed`) after vitest's own summary.
 * A test file that fails to load, and an unhandled error, each count as one failure, so a broken
 * suite can never look green.
 */
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

export default class CountReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
  ): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const mod of testModules) {
      let tests = 0;
      for (const test of mod.children.allTests()) {
        tests += 1;
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      if (tests === 0 || mod.errors().length > 0) {
        if (mod.state() === 'failed' || mod.errors().length > 0) failed += 1;
      }
    }
    process.stdout.write(
      `\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
  }
}
