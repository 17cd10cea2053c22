/**
 * Uploads the verified bundle as a workflow artifact, byte for byte.
 *
 * @actions/artifact 6.2.1 can upload one file without zipping it (`skipArchive`), so the artifact
 * is the `.tar.gz` itself: no second compression pass, and what a later job downloads is the very
 * file whose SHA-256 this step reported. With `skipArchive` the library names the artifact after
 * the file, so the bundle is hard-linked (copied where links are impossible) under the requested
 * name first.
 *
 * Name clashes. The artifact service refuses a second artifact of the same name in one workflow
 * run, and a re-run ("Re-run jobs") is the same run: the artifact of attempt 1 is still there, so
 * a plain re-run would fail with "(409) Conflict: an artifact with this name already exists". On a
 * re-run (run attempt > 1) that conflict is resolved by deleting the earlier attempt's artifact
 * and uploading again under the same name, as `actions/upload-artifact` does with
 * `overwrite: true`: later jobs and workflows that download it by name keep working, and the
 * artifact matches the bundle this attempt verified. Renaming to `<name>-attempt-<n>` was the
 * other option; it keeps the old bytes but breaks every consumer that looks the artifact up by
 * name, so it is only the fallback when the delete is refused. On a first attempt the same
 * conflict means another step or job of this run already uploaded that name (a matrix without a
 * distinct `artifact-name`, or the action used twice); deleting their artifact would be wrong, so
 * the step fails and says which input to change.
 */
import * as core from '../log.js';
import type { DefaultArtifactClient } from '@actions/artifact';
import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Output } from '../constants.js';
import { ActionError } from '../errors.js';
import { errorText, untilAborted } from '../util/abort.js';
import { proxyFor, proxyRefusalFor, proxyStatusIn } from '../util/network.js';
import type { Publisher } from './types.js';

/** What {@link uploadBundleArtifact} needs. */
export interface ArtifactUploadOptions {
  /** The verified `.tar.gz`. */
  bundlePath: string;
  /** Artifact name (the `artifact-name` input). */
  name: string;
  /** Retention in days, or undefined for the repository default. */
  retentionDays: number | undefined;
  /** GITHUB_RUN_ATTEMPT, as a number (1 for the first attempt). */
  runAttempt: number;
  /** A folder of this run's own, where the named link is made. */
  workDir: string;
  /** Cancels the step; the library cannot abort an upload, so the wait for it is cut short. */
  signal: AbortSignal;
  /** The client, injectable for tests. */
  client?: ArtifactUploader;
}

/** The part of the artifact client this module uses. */
export interface ArtifactUploader {
  uploadArtifact: DefaultArtifactClient['uploadArtifact'];
  deleteArtifact: DefaultArtifactClient['deleteArtifact'];
}

/** The uploaded artifact. */
export interface UploadedArtifact {
  /** Artifact id (for the `artifact-id` output and the run's artifact link). */
  id: number;
  /** Name it was stored under (differs from the input only after a refused delete). */
  name: string;
  /** Bytes stored. */
  size: number;
  /** What happened to an artifact of the same name from an earlier attempt, if there was one. */
  replaced: 'deleted' | 'renamed' | undefined;
}

/** Uploads the bundle unzipped as `name`, resolving a re-run's name clash as described above. */
export async function uploadBundleArtifact(
  options: ArtifactUploadOptions,
): Promise<UploadedArtifact> {
  const client = options.client ?? (await newArtifactClient());
  const upload = async (name: string): Promise<{ id: number; size: number }> => {
    const file = await namedCopy(options.bundlePath, options.workDir, name);
    try {
      const response = await untilAborted(
        client.uploadArtifact(name, [file], options.workDir, {
          skipArchive: true,
          ...(options.retentionDays !== undefined ? { retentionDays: options.retentionDays } : {}),
        }),
        options.signal,
      );
      if (response.id === undefined) {
        throw new ActionError(
          `The artifact service accepted "${name}" but returned no artifact id. Try again; if it ` +
            `persists, check https://www.githubstatus.com.`,
        );
      }
      return { id: response.id, size: response.size ?? 0 };
    } finally {
      await rm(file, { force: true }).catch(() => undefined);
    }
  };

  try {
    const done = await upload(options.name);
    return { ...done, name: options.name, replaced: undefined };
  } catch (err) {
    if (options.signal.aborted) throw wrap(err, options.name);
    if (!isNameConflict(err)) throw await withProxyAnswer(err, options.name);
  }

  if (options.runAttempt <= 1) {
    throw new ActionError(
      `An artifact named "${options.name}" already exists in this workflow run, uploaded by ` +
        `another step or job of this same attempt. Give each export its own \`artifact-name\` ` +
        `(in a matrix, e.g. \`artifact-name: docs-export-\${{ matrix.domain }}\`).`,
    );
  }
  try {
    await untilAborted(client.deleteArtifact(options.name), options.signal);
    core.info(
      `Re-run (attempt ${options.runAttempt}): deleted the artifact "${options.name}" of an ` +
        `earlier attempt, so this attempt's bundle takes its name.`,
    );
    const done = await upload(options.name);
    return { ...done, name: options.name, replaced: 'deleted' };
  } catch (err) {
    if (options.signal.aborted) throw err;
    const fallback = attemptName(options.name, options.runAttempt);
    core.warning(
      `Could not replace the artifact "${options.name}" of an earlier attempt (${errorText(err)}); ` +
        `uploading this attempt's bundle as "${fallback}" instead.`,
    );
    try {
      const done = await upload(fallback);
      return { ...done, name: fallback, replaced: 'renamed' };
    } catch (second) {
      throw wrap(second, fallback);
    }
  }
}

/** `docs-export` → `docs-export-attempt-2`; `site.tar.gz` → `site-attempt-2.tar.gz`. */
export function attemptName(name: string, runAttempt: number): string {
  const m = /^(.*?)((?:\.tar)?\.(?:gz|tgz|zip))$/i.exec(name);
  return m && m[1] ? `${m[1]}-attempt-${runAttempt}${m[2]}` : `${name}-attempt-${runAttempt}`;
}

/** The service's answer to a second artifact of one name in one run. */
function isNameConflict(err: unknown): boolean {
  const text = errorText(err);
  return /\(409\)|already exists/i.test(text);
}

/** `<workDir>/artifact/<name>`, a hard link to the bundle (or a copy across devices). */
async function namedCopy(bundlePath: string, workDir: string, name: string): Promise<string> {
  const dir = join(workDir, 'artifact');
  await mkdir(dir, { recursive: true });
  const file = join(dir, name);
  await rm(file, { force: true });
  try {
    await link(bundlePath, file);
  } catch {
    await copyFile(bundlePath, file);
  }
  return file;
}

/**
 * The real artifact client, its library loaded only now: @actions/artifact with the Azure SDK and
 * archiver is ~19 MiB of heap once loaded, which a run that uploads nothing (or uploads on a thread
 * of its own: publish/upload-thread.ts) does not carry through its download.
 */
export async function newArtifactClient(): Promise<DefaultArtifactClient> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  return new DefaultArtifactClient();
}

/** What to advise when an upload fails outside Actions or on GHES; the rest is shared. */
export interface UploadHints {
  /** When the runtime token or results URL is missing: not inside a GitHub Actions job. */
  outsideActions: string;
  /** When this GitHub Enterprise Server lacks the artifact API. */
  ghes: string;
}

/**
 * Turns the artifact library's errors into one message that says what to do: `Uploading
 * <subject> as the artifact "<name>" failed: …`. The one upload-error wrapper of the publishers.
 */
export function uploadError(
  err: unknown,
  subject: string,
  name: string,
  hints: UploadHints,
): unknown {
  if (err instanceof ActionError) return err;
  const text = errorText(err);
  const refused = proxyRefusalText(err);
  if (refused) {
    return new ActionError(
      `Uploading ${subject} as the artifact "${name}" failed: ${refused}`,
      'failure',
      { cause: err },
    );
  }
  let hint = 'Errors of the artifact service are often temporary: re-run the job.';
  if (/ACTIONS_RUNTIME_TOKEN|ACTIONS_RESULTS_URL/.test(text)) hint = hints.outsideActions;
  else if (/GHES|not supported/i.test(text)) hint = hints.ghes;
  return new ActionError(
    `Uploading ${subject} as the artifact "${name}" failed: ${text}. ${hint}`,
    'failure',
    { cause: err },
  );
}

/**
 * A proxy's 407 or 403 to the artifact client's requests, in words that say what to do (no retry
 * helps; never "temporary"). The library's calls go through @actions/http-client's tunnel and the
 * Azure SDK's https-proxy-agent, neither through util/network.ts: recognised by the status they
 * report (util/proxy-error.ts, whose test pins http-client's words).
 */
function proxyRefusalText(err: unknown): string | undefined {
  const status = proxyStatusIn(err);
  if (status === undefined) return undefined;
  const proxy = proxyFor(new URL('https://results-receiver.actions.githubusercontent.com/'));
  const named = proxy ? `the runner's proxy ${proxy.host}` : "the runner's proxy";
  if (status === 403) {
    return (
      `${named} refused to connect to the artifact service (HTTP 403, its policy). Ask its ` +
      `administrators to allow the artifact storage hosts (results-receiver.actions.githubusercontent.com ` +
      `and *.blob.core.windows.net), or use \`target: none\`.`
    );
  }
  return proxy?.username || proxy?.password
    ? `${named} refused the credentials in \`HTTPS_PROXY\` (HTTP 407). Check the user name and ` +
        `password in that URL (http://user:password@host:port, special characters percent-encoded).`
    : `${named} asks for credentials (HTTP 407). Put them in \`HTTPS_PROXY\` ` +
        `(http://user:password@host:port).`;
}

/**
 * The upload's error, or the proxy's refusal when that is what it hides: the library's calls
 * report a 407 at the CONNECT as a reset connection, so the proxy is asked once more through
 * util/network.ts (whose refusal also ends the run with the proxy's words).
 */
async function withProxyAnswer(err: unknown, name: string): Promise<unknown> {
  const results = process.env.ACTIONS_RESULTS_URL;
  if (proxyStatusIn(err) !== undefined || !results || !URL.canParse(results))
    return wrap(err, name);
  const refusal = await proxyRefusalFor(new URL(results));
  if (!refusal) return wrap(err, name);
  return new ActionError(
    `Uploading the bundle as the artifact "${name}" failed: ${refusal.message}.`,
    'failure',
    { cause: err },
  );
}

/** The hints of `target: artifact`. */
const BUNDLE_HINTS: UploadHints = {
  outsideActions:
    'Artifacts can only be uploaded inside a GitHub Actions job; elsewhere use `target: none` ' +
    'and take the bundle from the `bundle-path` output.',
  ghes:
    'This GitHub Enterprise Server does not support this artifact API; use `target: release` ' +
    'or `target: none`.',
};

function wrap(err: unknown, name: string): unknown {
  return uploadError(err, 'the bundle', name, BUNDLE_HINTS);
}

/** `target: artifact`: the `.tar.gz` as is, as a workflow artifact. */
export const artifactPublisher: Publisher = {
  async publish({ inputs, bundle, workDir, signal }) {
    const runAttempt = Number.parseInt(inputs.runner.runAttempt, 10);
    const uploaded = await uploadBundleArtifact({
      bundlePath: bundle.path,
      name: inputs.artifactName,
      retentionDays: inputs.retentionDays,
      runAttempt: Number.isFinite(runAttempt) && runAttempt > 0 ? runAttempt : 1,
      workDir,
      signal,
    });
    const { serverUrl, owner, repo, runId } = inputs.runner;
    core.info(
      `Uploaded the bundle as the artifact "${uploaded.name}" (id ${uploaded.id}, not zipped).`,
    );
    return {
      outputs: { [Output.ArtifactId]: String(uploaded.id) },
      destination: {
        title: `artifact ${uploaded.name}`,
        ...(runId && owner && repo
          ? { url: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}/artifacts/${uploaded.id}` }
          : {}),
        note:
          `The artifact is the .tar.gz itself (not zipped): actions/download-artifact with ` +
          `name "${uploaded.name}" gives the file, unpack it with tar -xzf.` +
          (uploaded.replaced === 'deleted'
            ? ' It replaced the artifact of an earlier attempt of this run.'
            : uploaded.replaced === 'renamed'
              ? ` The artifact "${inputs.artifactName}" of an earlier attempt could not be replaced.`
              : ''),
      },
    };
  },
};
