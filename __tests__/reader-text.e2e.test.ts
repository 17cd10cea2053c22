/**
 * Credentials readers paste, through the built action (the test run's bundle, spawned as a runner
 * would): what only a process shows is that the bundled rule set (secretlint's preset, built into
 * the feedback chunk by ncc) loads and finds them. One run on a PR with credentials in feedback
 * comments and code, search terms and assistant questions; the checks are those of the
 * in-process tests (reader-text-feedback.test.ts, helpers/reader-credentials.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GitHubEmulator } from '../emulator/github/server.js';
import type { PlatformEmulator } from '../emulator/platform/server.js';
import {
  expectReaderTextScrubbed,
  feedbackComment,
  readerTextRun,
  startReaderTextEmulators,
} from './helpers/reader-credentials.js';
import { runAction } from './helpers/run-action.js';

let platform: PlatformEmulator;
let github: GitHubEmulator;

beforeAll(async () => {
  [platform, github] = await startReaderTextEmulators();
});

afterAll(async () => {
  await Promise.all([platform.close(), github.close()]);
});

describe('feedback mode, built: credentials readers paste', () => {
  it('publishes none of them in the PR comment or the job summary, and shows what was removed', async () => {
    const run = await runAction({ ...readerTextRun(platform, github, 27), killAfterMs: 45_000 });
    expect(run.code).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expectReaderTextScrubbed(feedbackComment(platform, github, 27), run.summary, [
      run.stdout,
      run.stderr,
      JSON.stringify(run.outputs),
    ]);
  });
});
