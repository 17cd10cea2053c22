/**
 * Attaches the verified bundle to the GitHub release of a tag: the release is created when there
 * is none (as a draft, published once the asset is in, so immutable releases work), and an asset
 * of the same name (from an earlier run or attempt) is replaced where GitHub allows it, so a
 * re-run ends with exactly one bundle per release.
 *
 * The upload streams the file (never read into memory) to the release's own `upload_url`, which is
 * right on github.com, on GHES and on the emulator alike.
 */
import * as core from '../log.js';
import { createReadStream } from 'node:fs';
import { Output } from '../constants.js';
import { ActionError } from '../errors.js';
import { releaseName } from '../guard.js';
import { errorText } from '../util/abort.js';
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
  /** SHA-256 of the bundle, hex (to recognize it already attached to an immutable release). */
  sha256: string;
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
  /** Whether the release is (still) a draft: one the action found, left for its owner. */
  draft: boolean;
}

/** Minimal shape of a release as the REST API returns it. */
interface ReleaseData {
  id: number;
  tag_name: string;
  html_url: string;
  upload_url: string;
  draft: boolean;
  /** Published while immutable releases were on (absent on older GitHub versions). */
  immutable?: boolean;
  assets?: { id: number; name: string; browser_download_url: string; digest?: string | null }[];
}

/**
 * Finds the release of `tag` (published, or a draft) or creates it as a draft, attaches the
 * bundle, and publishes a release it created only once the asset is in: with immutable releases
 * on, a published release takes no new assets, so create → upload → publish is the one order
 * that works either way. A draft it finds is filled and left a draft (its owner publishes it).
 * An earlier asset of the same name is replaced where GitHub allows it (drafts, and published
 * releases that are not immutable); on an immutable release the same bytes already attached
 * (same SHA-256 digest) count as done, anything else fails with what to change.
 */
export async function attachToRelease(options: ReleaseUploadOptions): Promise<ReleaseAsset> {
  const attachment = new ReleaseAttachment(options);
  try {
    return await attachment.attach();
  } catch (err) {
    await attachment.removeUnfinishedDraft();
    if (options.signal.aborted) throw options.signal.reason as Error;
    throw explain(err, options);
  }
}

/** A release asset as the REST API lists it. */
type AssetData = NonNullable<ReleaseData['assets']>[number];

/**
 * The steps of one {@link attachToRelease}, and the draft it created, which a failure must
 * remove until it is published.
 */
class ReleaseAttachment {
  /** A draft release this run created and has not published yet. */
  private created: ReleaseData | undefined;
  /** Request options shared by every call: they carry the cancellation. */
  private readonly request: { signal: AbortSignal };

  constructor(private readonly options: ReleaseUploadOptions) {
    this.request = { signal: options.signal };
  }

  /**
   * Finds or creates the release, replaces an earlier asset, uploads the bundle, and publishes
   * the release when this run created it.
   */
  async attach(): Promise<ReleaseAsset> {
    const release = await this.findOrCreateRelease();
    const same = release.assets?.filter((a) => a.name === this.options.assetName) ?? [];
    if (release.immutable && !release.draft) return this.alreadyAttached(release, same);

    const replacedAsset = await this.deleteAssets(same);
    const assetUrl = await this.upload(release);
    if (this.created) {
      const releaseUrl = await this.publish(this.created);
      return { assetUrl, releaseUrl, createdRelease: true, replacedAsset, draft: false };
    }
    return {
      assetUrl,
      releaseUrl: release.html_url,
      createdRelease: false,
      replacedAsset,
      draft: release.draft,
    };
  }

  /** Removes the draft this run created, if it is still unpublished; never throws. */
  async removeUnfinishedDraft(): Promise<void> {
    // A draft this run made and could not finish is removed: a re-run starts clean.
    if (this.created) {
      const { octokit, owner, repo } = this.options;
      await octokit.rest.repos
        .deleteRelease({ owner, repo, release_id: this.created.id })
        .catch(() => undefined);
    }
  }

  /** The release of the tag, or a new draft of it when there is none. */
  private async findOrCreateRelease(): Promise<ReleaseData> {
    const found = await findRelease(this.options);
    if (found) return found;
    const { octokit, owner, repo, tag } = this.options;
    const response = await octokit.rest.repos.createRelease({
      owner,
      repo,
      tag_name: tag,
      name: releaseName(tag),
      draft: true,
      // Only used when the tag does not exist yet; an existing tag keeps its commit.
      ...(this.options.sha ? { target_commitish: this.options.sha } : {}),
      request: this.request,
    });
    this.created = response.data as ReleaseData;
    core.info(`Created the release ${tag} as a draft; it is published once the bundle is in.`);
    return this.created;
  }

  /**
   * A published immutable release takes no new assets: the same bytes already attached (same
   * SHA-256 digest) count as done, anything else is refused with what to change.
   */
  private alreadyAttached(release: ReleaseData, same: AssetData[]): ReleaseAsset {
    const { tag, assetName } = this.options;
    const digest = `sha256:${this.options.sha256}`;
    const attached = same.find((a) => a.digest === digest);
    if (!attached) throw immutableError(this.options, same.length > 0);
    core.info(
      `The immutable release ${tag} already holds ${assetName} with this bundle's ` +
        'SHA-256; nothing to replace.',
    );
    return {
      assetUrl: attached.browser_download_url,
      releaseUrl: release.html_url,
      createdRelease: false,
      replacedAsset: false,
      draft: false,
    };
  }

  /** Deletes the earlier assets of the same name; true when there was one. */
  private async deleteAssets(same: AssetData[]): Promise<boolean> {
    const { octokit, owner, repo, tag } = this.options;
    let replacedAsset = false;
    for (const asset of same) {
      await octokit.rest.repos.deleteReleaseAsset({
        owner,
        repo,
        asset_id: asset.id,
        request: this.request,
      });
      replacedAsset = true;
      core.info(`Deleted the earlier asset ${this.options.assetName} of the release ${tag}.`);
    }
    return replacedAsset;
  }

  /** Streams the bundle to the release's upload URL; returns the asset's download URL. */
  private async upload(release: ReleaseData): Promise<string> {
    const { options } = this;
    let uploaded;
    try {
      uploaded = await options.octokit.request({
        method: 'POST',
        url: release.upload_url,
        name: releaseName(options.assetName),
        data: createReadStream(options.bundlePath),
        headers: {
          'content-type': 'application/gzip',
          'content-length': options.sizeBytes,
        },
        request: this.request,
      });
    } catch (err) {
      if (status(err) === 422 && /immutable/i.test(errorText(err))) {
        throw immutableError(options, false);
      }
      throw err;
    }
    const assetUrl = (uploaded.data as { browser_download_url?: unknown }).browser_download_url;
    if (typeof assetUrl !== 'string') {
      throw new ActionError(
        `GitHub accepted the asset ${options.assetName} but returned no download URL.`,
      );
    }
    return assetUrl;
  }

  /** Publishes the draft this run created, now that the asset is in; returns its web page. */
  private async publish(created: ReleaseData): Promise<string> {
    const { octokit, owner, repo, tag } = this.options;
    const published = await octokit.rest.repos.updateRelease({
      owner,
      repo,
      release_id: created.id,
      draft: false,
      request: this.request,
    });
    // Published: a later failure must no longer delete it.
    this.created = undefined;
    core.info(`Published the release ${tag}.`);
    return published.data.html_url;
  }
}

/**
 * The release of `tag`: the published one (get by tag), else a draft of that tag from the list
 * (drafts are only listed, never found by tag); undefined when there is neither.
 */
async function findRelease(options: ReleaseUploadOptions): Promise<ReleaseData | undefined> {
  const { octokit, owner, repo, tag, signal } = options;
  try {
    const found = await octokit.rest.repos.getReleaseByTag({
      owner,
      repo,
      tag,
      request: { signal },
    });
    return found.data as ReleaseData;
  } catch (err) {
    if (status(err) !== 404) throw err;
  }
  const releases = await octokit.paginate(octokit.rest.repos.listReleases, {
    owner,
    repo,
    per_page: 100,
    request: { signal },
  });
  return (releases as ReleaseData[]).find((r) => r.draft && r.tag_name === tag);
}

/** The refusal of an immutable release, with both ways out. */
function immutableError(options: ReleaseUploadOptions, hasOther: boolean): ActionError {
  return new ActionError(
    `The release ${options.tag} is published and immutable (the repository has immutable ` +
      `releases on), so GitHub takes no new assets on it` +
      `${hasOther ? ` and keeps its earlier ${options.assetName}, which differs from this bundle` : ''}. ` +
      'Either let the action create the release from a tag push (`on: push: tags`, with no ' +
      'release for the tag yet: it creates a draft, attaches the bundle, then publishes it), or ' +
      'run it on a draft release and publish that afterwards.',
  );
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
  async publish({ inputs, bundle, signal, deadline }) {
    const { owner, repo, sha } = inputs.runner;
    const asset = await attachToRelease({
      octokit: createOctokit(inputs.githubToken, inputs.runner, {
        deadline,
      }),
      owner,
      repo,
      tag: inputs.releaseTag,
      sha,
      bundlePath: bundle.path,
      sizeBytes: bundle.sizeBytes,
      assetName: bundle.fileName,
      sha256: bundle.sha256,
      signal,
    });
    core.info(
      `Attached ${bundle.fileName} to the release ${inputs.releaseTag}` +
        `${asset.createdRelease ? ' (created and published)' : ''}` +
        `${asset.draft ? ' (a draft: publish it when ready)' : ''}` +
        `${asset.replacedAsset ? ', replacing the earlier asset' : ''}.`,
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
