/**
 * Attaches the verified bundle to the GitHub release of a tag: the release is created when there
 * is none, and an asset of the same name (from an earlier run or attempt) is replaced, so a re-run
 * ends with exactly one bundle per release.
 *
 * The upload streams the file (never read into memory) to the release's own `upload_url`, which is
 * right on github.com, on GHES and on the emulator alike.
 */
import * as core from '@actions/core';
import { createReadStream } from 'node:fs';
import { Output } from '../constants.js';
import { ActionError } from '../errors.js';
import { createOctokit } from '../github/octokit.js';
import type { Octokit } from '../github/octokit.js';
import type { Publisher } from './types.js';

/** What {@link attachToRelease} needs. */
export interface ReleaseUploadOptions {
  /** Authenticated client for this repository's API. */
  octokit: Octokit;
  /** Repository owner. */
  owner: string;
  /** Repository name. */
  repo: string;
  /** Tag of the release (`release-tag`, or the tag in GITHUB_REF). */
  tag: string;
  /** Commit to create the tag at when neither the release nor the tag exist yet. */
  sha: string;
  /** The verified `.tar.gz`. */
  bundlePath: string;
  /** Its size in bytes (sent as Content-Length). */
  sizeBytes: number;
  /** File name of the asset. */
  assetName: string;
  /** Cancels the requests. */
  signal: AbortSignal;
}

/** The attached asset. */
export interface ReleaseAsset {
  /** Public download URL of the asset (`release-asset-url`). */
  assetUrl: string;
  /** Web page of the release. */
  releaseUrl: string;
  /** Whether the release was created by this run. */
  createdRelease: boolean;
  /** Whether an asset of the same name was deleted first. */
  replacedAsset: boolean;
}

/** Minimal shape of a release as the REST API returns it. */
interface ReleaseData {
  id: number;
  html_url: string;
  upload_url: string;
}

/** Finds or creates the release of `tag`, replaces a same-named asset, and uploads the bundle. */
export async function attachToRelease(options: ReleaseUploadOptions): Promise<ReleaseAsset> {
  const { octokit, owner, repo, tag, signal } = options;
  const request = { signal };
  try {
    let createdRelease = false;
    let release = await findRelease(options);
    if (!release) {
      try {
        const created = await octokit.rest.repos.createRelease({
          owner,
          repo,
          tag_name: tag,
          name: tag,
          // Only used when the tag does not exist yet; an existing tag keeps its commit.
          ...(options.sha ? { target_commitish: options.sha } : {}),
          request,
        });
        release = created.data;
        createdRelease = true;
        core.info(`Created the release ${tag}.`);
      } catch (err) {
        // Another job created it in the meantime: use theirs.
        if (status(err) !== 422) throw err;
        release = await findRelease(options);
        if (!release) throw err;
      }
    }

    let replacedAsset = false;
    const assets = await octokit.paginate(octokit.rest.repos.listReleaseAssets, {
      owner,
      repo,
      release_id: release.id,
      per_page: 100,
      request,
    });
    for (const asset of assets.filter((a) => a.name === options.assetName)) {
      await octokit.rest.repos.deleteReleaseAsset({ owner, repo, asset_id: asset.id, request });
      replacedAsset = true;
      core.info(`Deleted the earlier asset ${options.assetName} of the release ${tag}.`);
    }

    const uploaded = await octokit.request({
      method: 'POST',
      url: release.upload_url,
      name: options.assetName,
      data: createReadStream(options.bundlePath),
      headers: {
        'content-type': 'application/gzip',
        'content-length': options.sizeBytes,
      },
      request,
    });
    const assetUrl = (uploaded.data as { browser_download_url?: unknown }).browser_download_url;
    if (typeof assetUrl !== 'string') {
      throw new ActionError(
        `GitHub accepted the asset ${options.assetName} but returned no download URL.`,
      );
    }
    return { assetUrl, releaseUrl: release.html_url, createdRelease, replacedAsset };
  } catch (err) {
    if (signal.aborted) throw signal.reason as Error;
    throw explain(err, options);
  }
}

/** The published release of `tag`, or undefined when there is none (drafts are not found). */
async function findRelease(options: ReleaseUploadOptions): Promise<ReleaseData | undefined> {
  try {
    const found = await options.octokit.rest.repos.getReleaseByTag({
      owner: options.owner,
      repo: options.repo,
      tag: options.tag,
      request: { signal: options.signal },
    });
    return found.data;
  } catch (err) {
    if (status(err) === 404) return undefined;
    throw err;
  }
}

/** One message that says what failed and what to change. */
function explain(err: unknown, options: ReleaseUploadOptions): unknown {
  if (err instanceof ActionError) return err;
  const code = status(err);
  const text = err instanceof Error ? err.message : String(err);
  let hint = 'Re-run the job; if it fails again, check https://www.githubstatus.com.';
  if (code === 401) {
    hint = 'The `github-token` is missing or invalid.';
  } else if (code === 403 || code === 404) {
    hint =
      'The `github-token` needs `contents: write` (add `permissions: contents: write` to the ' +
      "job). Workflows of pull requests from forks get a read-only token and can't publish.";
  } else if (code === 422) {
    hint = `GitHub refused the release or asset for the tag "${options.tag}"; check that the tag name is valid.`;
  }
  return new ActionError(
    `Attaching the bundle to the release ${options.tag} failed${code ? ` (HTTP ${code})` : ''}: ${text}. ${hint}`,
    'failure',
    { cause: err },
  );
}

function status(err: unknown): number | undefined {
  const value = (err as { status?: unknown } | null)?.status;
  return typeof value === 'number' ? value : undefined;
}

/** `target: release`: attached to the release of `release-tag`. */
export const releasePublisher: Publisher = {
  preflight(inputs) {
    if (!inputs.githubToken) {
      throw new ActionError(
        '`target: release` needs `github-token` (the default `${{ github.token }}` works when the ' +
          'job has `permissions: contents: write`).',
      );
    }
  },
  async publish({ inputs, bundle, signal }) {
    const { owner, repo, sha } = inputs.runner;
    const asset = await attachToRelease({
      octokit: createOctokit(inputs.githubToken, inputs.runner),
      owner,
      repo,
      tag: inputs.releaseTag,
      sha,
      bundlePath: bundle.path,
      sizeBytes: bundle.sizeBytes,
      assetName: bundle.fileName,
      signal,
    });
    core.info(
      `Attached ${bundle.fileName} to the release ${inputs.releaseTag}` +
        `${asset.createdRelease ? ' (created)' : ''}${asset.replacedAsset ? ', replacing the earlier asset' : ''}.`,
    );
    return {
      outputs: { [Output.ReleaseAssetUrl]: asset.assetUrl },
      destination: {
        title: `release ${inputs.releaseTag}, asset ${bundle.fileName}`,
        url: asset.releaseUrl,
        note: `Download URL: ${asset.assetUrl}`,
      },
    };
  },
};
