/**
 * Uploads the Pages `artifact.tar` (written by the download's single pass, publish/bundle-walk.ts)
 * the way actions/upload-pages-artifact does: with @actions/artifact as the artifact
 * `github-pages`, kept one day. The upload zips the tar, as upload-artifact does; that zip holding
 * `artifact.tar` is what the Pages deployment API reads (so no `skipArchive`, which would also
 * rename the artifact).
 */
import * as core from '../log.js';
import { dirname } from 'node:path';
import { ActionError } from '../errors.js';
import { errorText, untilAborted } from '../util/abort.js';
import { newArtifactClient, uploadError, type UploadHints } from './artifact.js';
import { openUploadThread, type PagesUploader } from './upload-thread.js';

/** Name deploy-pages looks for; the deployment itself is made by id. */
export const PAGES_ARTIFACT_NAME = 'github-pages';

/** What {@link uploadPagesArtifact} needs. */
export interface PagesUploadOptions {
  /** The packed `artifact.tar`. */
  tarPath: string;
  /** GITHUB_RUN_ATTEMPT as a number, for the fallback name on a clash. */
  runAttempt: number;
  /** Cancels the wait (the library itself cannot be stopped). */
  signal: AbortSignal;
  /**
   * The client, injectable for tests; by default the real one on a thread of its own
   * (publish/upload-thread.ts), in-process when run from the sources.
   */
  client?: PagesUploader;
}

/** The uploaded Pages artifact. */
export interface UploadedPagesArtifact {
  /** Artifact id, as the upload returned it: the deployment is made with this id. */
  id: number;
  /** Name it was stored under. */
  name: string;
  /** Bytes stored (the zip). */
  size: number;
}

/**
 * Uploads `artifact.tar` as the artifact `github-pages`, kept one day. Nothing ever looks the
 * artifact up by name (the deployment takes the id the upload returns), so when that name is
 * taken in this run (a re-run, or a second deploy in one run) the artifact is stored as
 * `github-pages-attempt-<n>-<time>` instead of touching the earlier one.
 */
export async function uploadPagesArtifact(
  options: PagesUploadOptions,
): Promise<UploadedPagesArtifact> {
  boundUploadMemory(process.env);
  const client = options.client ?? openUploadThread(options.signal) ?? (await newArtifactClient());
  const upload = async (name: string): Promise<UploadedPagesArtifact> => {
    const response = await untilAborted(
      client.uploadArtifact(name, [options.tarPath], dirname(options.tarPath), {
        retentionDays: 1,
      }),
      options.signal,
    );
    if (response.id === undefined) {
      throw new ActionError(
        `The artifact service accepted "${name}" but returned no artifact id, so there is ` +
          'nothing to deploy. Re-run the job; if it persists, check https://www.githubstatus.com.',
      );
    }
    return { id: response.id, name, size: response.size ?? 0 };
  };
  try {
    return await upload(PAGES_ARTIFACT_NAME);
  } catch (err) {
    if (options.signal.aborted || !/\(409\)|already exists/i.test(errorText(err))) {
      throw wrapUploadError(err, PAGES_ARTIFACT_NAME);
    }
  }
  const fallback = `${PAGES_ARTIFACT_NAME}-attempt-${options.runAttempt}-${Date.now().toString(36)}`;
  core.info(
    `An artifact named "${PAGES_ARTIFACT_NAME}" already exists in this run; uploading the site ` +
      `as "${fallback}" (the deployment uses the artifact id, not the name).`,
  );
  try {
    return await upload(fallback);
  } catch (err) {
    throw wrapUploadError(err, fallback);
  }
}

/**
 * Blocks of the upload in flight. @actions/artifact 6 stages the zip in 8 MiB blocks, as many as
 * its concurrency (5 by default), on top of ~24 MiB of its streams' buffers: the whole Pages run
 * peaked 40–60 MiB above the download's pass in the upload (BENCHMARKS.md, Pages whole run). Two
 * keep one block uploading while the next fills.
 */
export const PAGES_UPLOAD_CONCURRENCY = 2;

/**
 * Sets `ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY`, the library's own setting for this (its
 * getConcurrency reads it at each upload), to {@link PAGES_UPLOAD_CONCURRENCY} for this process,
 * unless the runner set it (theirs wins).
 */
export function boundUploadMemory(env: NodeJS.ProcessEnv): void {
  if (!env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY) {
    env.ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY = String(PAGES_UPLOAD_CONCURRENCY);
  }
}

/** The hints of `target: pages`. */
const SITE_HINTS: UploadHints = {
  outsideActions:
    'Artifacts, and so Pages deployments, only work inside a GitHub Actions job; elsewhere use ' +
    '`target: none`.',
  ghes:
    'This GitHub Enterprise Server does not support the artifact API that Pages deployments ' +
    'need; use `target: artifact` and deploy with the actions GHES supports.',
};

function wrapUploadError(err: unknown, name: string): unknown {
  return uploadError(err, 'the site', name, SITE_HINTS);
}
