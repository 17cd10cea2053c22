/**
 * `target: pages`: the verified bundle becomes a live GitHub Pages site in the same step, doing
 * what upload-pages-artifact and deploy-pages do as two more steps:
 *
 * 1. fail fast, before any work: no `github-token`, no OIDC token (`id-token: write`), Pages off
 *    or not writable (404/403 on the Pages settings);
 * 2. unpack the bundle safely into a fresh folder under RUNNER_TEMP (publish/unpack.ts: links,
 *    devices, absolute and `..` paths refuse the whole bundle; sizes and entry counts capped);
 * 3. check the site (warn without `index.html` / `404.html`, add `.nojekyll`), pack it into an
 *    uncompressed `artifact.tar` and upload that as the artifact `github-pages`
 *    (publish/pages-artifact.ts), then remove both folders;
 * 4. deploy the artifact by the id the upload returned, never by name, and wait for it
 *    (publish/pages-deploy.ts), cancelling it on timeout and on SIGINT/SIGTERM.
 */
import * as core from '../log.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Output } from '../constants.js';
import { ActionError, TimeoutError } from '../errors.js';
import { createOctokit } from '../github/octokit.js';
import type { RunnerContext } from '../inputs.js';
import type { Publisher } from '../modes/export.js';
import { checkSite, packSite, uploadPagesArtifact } from './pages-artifact.js';
import { checkPagesSite, deployToPages, getPagesIdToken } from './pages-deploy.js';
import { describeBytes, unpackBundle, type UnpackLimits } from './unpack.js';

/** What {@link publishToPages} needs. */
export interface PublishToPagesOptions {
  /** The verified `.tar.gz`. */
  bundlePath: string;
  /** The runner's context (repository, commit, RUNNER_TEMP, server URL). */
  runner: RunnerContext;
  /** Token for the Pages API (`github-token`). */
  githubToken: string;
  /** Cancellation (SIGINT/SIGTERM, hard deadline); a started deployment is cancelled. */
  signal: AbortSignal;
  /** Epoch ms by which everything must be done. */
  deadline: number;
  /** Minimum milliseconds between deployment status polls (the `poll-interval` input). */
  pollIntervalMs: number | undefined;
  /** Where the site and the tar are made; default RUNNER_TEMP. */
  workDir?: string;
  /** Overrides of the unpack limits (tests). */
  limits?: Partial<UnpackLimits>;
}

/** A deployed site. */
export interface PagesPublished {
  /** Id of the uploaded `github-pages` artifact (the `artifact-id` output). */
  artifactId: number;
  /** Name the artifact was stored under (`github-pages` unless that name was taken). */
  artifactName: string;
  /** The site's address (the `page-url` output). */
  pageUrl: string;
  /** The Pages deployment's id. */
  deploymentId: string;
  /** Files in the site (`.nojekyll` not counted). */
  files: number;
  /** Bytes of those files. */
  bytes: number;
}

/**
 * Unpacks, checks, packs, uploads and deploys the bundle. Throws an ActionError that says what
 * to do (a TimeoutError when the deployment did not finish in time), or the signal's reason.
 */
export async function publishToPages(options: PublishToPagesOptions): Promise<PagesPublished> {
  const { runner, signal, deadline } = options;
  assertPagesInputs(options.githubToken, runner);
  const target = {
    // Late attempts allowed: a deployment that ran out of time is cancelled after the deadline.
    octokit: createOctokit(options.githubToken, runner, {
      deadline,
      refuseLateAttempts: false,
      log: (line) => core.info(line),
    }),
    owner: runner.owner,
    repo: runner.repo,
    serverUrl: runner.serverUrl,
  };

  // Fail fast: both answers are known in a second, unpacking a large site takes longer.
  await getPagesIdToken();
  const settings = await checkPagesSite(target, signal);

  const parent = options.workDir ?? runner.runnerTemp;
  const started = Date.now();
  const site = await unpackBundle({
    bundlePath: options.bundlePath,
    parentDir: parent,
    signal,
    ...(options.limits ? { limits: options.limits } : {}),
    onWarning: (m) => core.warning(m),
  });
  let tarDir: string | undefined;
  let uploaded;
  try {
    core.info(
      `Unpacked ${site.files} files (${describeBytes(site.bytes)}) in ` +
        `${formatSeconds(Date.now() - started)}.`,
    );
    await checkSite(site.dir);
    throwIfLate(deadline);
    tarDir = await mkdtemp(join(parent, 'pages-artifact-'));
    const packStarted = Date.now();
    const packed = await packSite({
      siteRoot: site.dir,
      tarPath: join(tarDir, 'artifact.tar'),
      signal,
    });
    core.info(
      `Packed artifact.tar (${describeBytes(packed.tarBytes)}, ${packed.files} files) in ` +
        `${formatSeconds(Date.now() - packStarted)}.`,
    );
    // The site is in the tar now; free its space before the upload doubles it in a zip.
    await rm(site.dir, { recursive: true, force: true });
    throwIfLate(deadline);
    const runAttempt = Number.parseInt(runner.runAttempt, 10);
    uploaded = await uploadPagesArtifact({
      tarPath: packed.tarPath,
      runAttempt: Number.isFinite(runAttempt) && runAttempt > 0 ? runAttempt : 1,
      signal,
    });
    core.info(`Uploaded the site as the artifact "${uploaded.name}" (id ${uploaded.id}).`);
  } finally {
    await rm(site.dir, { recursive: true, force: true }).catch(() => undefined);
    if (tarDir) await rm(tarDir, { recursive: true, force: true }).catch(() => undefined);
  }

  // A fresh token: the first one may be minutes old after a large site.
  const idToken = await getPagesIdToken();
  const deployed = await deployToPages({
    ...target,
    artifactId: uploaded.id,
    buildVersion: runner.sha,
    idToken,
    ref: runner.ref,
    signal,
    deadline,
    pollIntervalMs: options.pollIntervalMs,
  });
  return {
    artifactId: uploaded.id,
    artifactName: uploaded.name,
    pageUrl: deployed.pageUrl || settings.htmlUrl || '',
    deploymentId: deployed.id,
    files: site.files,
    bytes: site.bytes,
  };
}

/** Checks that need no request; run before the export starts. */
export function assertPagesInputs(githubToken: string, runner: RunnerContext): void {
  if (!githubToken) {
    throw new ActionError(
      '`target: pages` needs `github-token` (the default `${{ github.token }}` works when the job ' +
        'has `permissions: { pages: write, id-token: write }`).',
    );
  }
  if (!runner.owner || !runner.repo || !runner.sha) {
    throw new ActionError(
      '`target: pages` needs GITHUB_REPOSITORY and GITHUB_SHA, which only a GitHub Actions ' +
        'runner sets.',
    );
  }
}

/** The `pages` target for the export mode's publisher table. */
export const pagesPublisher: Publisher = {
  preflight(inputs) {
    assertPagesInputs(inputs.githubToken, inputs.runner);
  },
  async publish({ inputs, bundle, workDir, signal, deadline }) {
    const published = await publishToPages({
      bundlePath: bundle.path,
      runner: inputs.runner,
      githubToken: inputs.githubToken,
      signal,
      deadline,
      pollIntervalMs: inputs.pollIntervalMs,
      workDir,
    });
    return {
      outputs: {
        [Output.ArtifactId]: String(published.artifactId),
        [Output.PageUrl]: published.pageUrl,
      },
      destination: {
        title: 'GitHub Pages',
        ...(published.pageUrl ? { url: published.pageUrl } : {}),
        note:
          `${published.files} files (${describeBytes(published.bytes)}) deployed from the ` +
          `artifact "${published.artifactName}" (id ${published.artifactId}), deployment ` +
          `${published.deploymentId}.`,
      },
    };
  },
};

function throwIfLate(deadline: number): void {
  if (Date.now() >= deadline) {
    throw new TimeoutError(
      'The `timeout` ran out while the site was being prepared for GitHub Pages; nothing was ' +
        'deployed. Give the step a longer `timeout`.',
    );
  }
}

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
