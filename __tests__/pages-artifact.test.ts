/**
 * The Pages upload's memory bound (publish/pages-artifact.ts): @actions/artifact's blocks in flight
 * set through its own `ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY` for the upload, a runner's own value
 * kept. The upload itself runs against the GitHub emulator's artifact service in pages.e2e.test.ts.
 */
import { afterEach, expect, it } from 'vitest';
import {
  PAGES_UPLOAD_CONCURRENCY,
  boundUploadMemory,
  uploadPagesArtifact,
} from '../src/publish/pages-artifact.js';

const saved = process.env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY;
afterEach(() => {
  if (saved === undefined) delete process.env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY;
  else process.env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY = saved;
});

it('uploads with two blocks in flight unless the runner says otherwise', async () => {
  delete process.env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY;
  const seen: (string | undefined)[] = [];
  const client = {
    uploadArtifact: async () => {
      seen.push(process.env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY);
      return { id: 7, size: 10 };
    },
  };
  const signal = new AbortController().signal;
  const uploaded = await uploadPagesArtifact({
    tarPath: '/tmp/x/artifact.tar',
    runAttempt: 1,
    signal,
    client,
  });
  expect(uploaded).toEqual({ id: 7, name: 'github-pages', size: 10 });
  expect(seen).toEqual([String(PAGES_UPLOAD_CONCURRENCY)]);
});

it("keeps the runner's own setting", () => {
  const env: NodeJS.ProcessEnv = { ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY: '8' };
  boundUploadMemory(env);
  expect(env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY).toBe('8');
  const empty: NodeJS.ProcessEnv = {};
  boundUploadMemory(empty);
  expect(empty.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY).toBe('2');
});
