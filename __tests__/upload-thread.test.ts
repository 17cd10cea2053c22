/**
 * The Pages artifact upload's thread (publish/upload-thread.ts + upload-worker.ts), run from the
 * bundle the test setup builds (build/test-dist/upload-worker/index.js, as dist/ has it), with the
 * real @actions/artifact client against the GitHub emulator's artifact service: an upload's answer
 * comes back, a failure comes back with the library's own words and causes (what the publisher's
 * messages and the proxy check read), and from the sources there is no thread.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { openUploadThread } from '../src/publish/upload-thread.js';
import { TEST_DIST } from './helpers/run-action.js';

const WORKER = join(TEST_DIST, 'upload-worker', 'index.js');
const RUNNER_ENV = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL'] as const;
const saved = Object.fromEntries(RUNNER_ENV.map((k) => [k, process.env[k]]));
let emulator: GitHubEmulator | undefined;
let dir = '';

afterEach(async () => {
  for (const k of RUNNER_ENV) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  await emulator?.close();
  emulator = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A folder holding `artifact.tar` (plain bytes: the upload zips whatever it is given). */
function tarFolder(): string {
  dir = mkdtempSync(join(tmpdir(), 'upload-thread-'));
  writeFileSync(join(dir, 'artifact.tar'), 'page\n'.repeat(10_000));
  return dir;
}

it('uploads on the thread with the real client and answers with the artifact', async () => {
  emulator = await startGitHubEmulator();
  // The thread gets a copy of the environment as it is when it starts.
  Object.assign(process.env, emulator.env());
  const folder = tarFolder();
  const uploader = openUploadThread(new AbortController().signal, WORKER);
  const response = await uploader?.uploadArtifact(
    'github-pages',
    [join(folder, 'artifact.tar')],
    folder,
    { retentionDays: 1 },
  );
  const [stored] = emulator.state.artifacts;
  expect(stored).toMatchObject({ id: response?.id, name: 'github-pages', finalized: true });
  expect(response?.size).toBe(stored?.size);
});

it("answers a failed upload with the library's words", async () => {
  for (const k of RUNNER_ENV) delete process.env[k];
  const folder = tarFolder();
  const uploader = openUploadThread(new AbortController().signal, WORKER);
  await expect(
    uploader?.uploadArtifact('github-pages', [join(folder, 'artifact.tar')], folder, {}),
  ).rejects.toThrow(/ACTIONS_RUNTIME_TOKEN/);
});

it('stops the thread when the step is cancelled', async () => {
  emulator = await startGitHubEmulator();
  Object.assign(process.env, emulator.env());
  const folder = tarFolder();
  const controller = new AbortController();
  const uploader = openUploadThread(controller.signal, WORKER);
  const upload = uploader?.uploadArtifact(
    'github-pages',
    [join(folder, 'artifact.tar')],
    folder,
    {},
  );
  controller.abort();
  await expect(upload).rejects.toThrow(/exited .* with no answer/);
  expect(emulator.state.artifacts.filter((a) => a.finalized)).toEqual([]);
});

it('has no thread when run from the sources (the caller uploads in-process)', () => {
  expect(openUploadThread(new AbortController().signal)).toBeUndefined();
});
