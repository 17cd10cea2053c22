/**
 * `target: pages`: the bundle becomes a live GitHub Pages site in the same step, doing what
 * upload-pages-artifact and deploy-pages do as two more steps:
 *
 * 1. fail fast, before any work: no `github-token`, no OIDC token (`id-token: write`), Pages off
 *    or not writable (404/403 on the Pages settings);
 * 2. the download's single pass (publish/bundle-walk.ts) judges every entry and writes
 *    `artifact.tar` as the bytes arrive: no site folder, no second read of the bundle;
 * 3. warn without `index.html` / `404.html` at the root, upload the tar as the artifact
 *    `github-pages` (publish/pages-artifact.ts), then remove it;
 * 4. deploy the artifact by the id the upload returned, never by name, and wait for it
 *    (publish/pages-deploy.ts), cancelling it on timeout and on SIGINT/SIGTERM.
 */
import * as core from '../log.js';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Output } from '../constants.js';
import { ActionError, TimeoutError } from '../errors.js';
import { createOctokit } from '../github/octokit.js';
import type { RunnerContext } from '../inputs/runner.js';
import { type PagesTar } from './bundle-walk.js';
import { formatBytes } from '../util/format.js';
import { uploadPagesArtifact } from './pages-artifact.js';
import { checkPagesSite, deployToPages, getPagesIdToken, type PagesRepo } from './pages-deploy.js';
import type { Publisher } from './types.js';

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

/** Warnings about the site's root, from what the walk noticed. */
export function warnAboutSite(tar: PagesTar, warn: (message: string) => void): void {
  if (!tar.hasIndex) {
    warn(
      'The export has no index.html at its root, so the site address itself will answer 404. ' +
        'If `paths` limits the export, include the home page.',
    );
  }
  if (!tar.has404) {
    warn(
      'The export has no 404.html at its root, so unknown addresses will show GitHub Pages’ ' +
        'generic “404 File not found” page instead of the docs’ own.',
    );
  }
}

function pagesRepo(githubToken: string, runner: RunnerContext, deadline?: number): PagesRepo {
  return {
    // Late attempts allowed: a deployment that ran out of time is cancelled after the deadline.
    octokit: createOctokit(githubToken, runner, {
      ...(deadline !== undefined ? { deadline } : {}),
      refuseLateAttempts: false,
    }),
    owner: runner.owner,
    repo: runner.repo,
    serverUrl: runner.serverUrl,
  };
}

/** The `pages` target for the export mode's publisher table. */
export const pagesPublisher: Publisher = {
  preflight(inputs) {
    assertPagesInputs(inputs.githubToken, inputs.runner);
  },
  async prepare({ inputs, workDir, signal }) {
    // Fail fast: both answers are known in a second, downloading a large site takes longer.
    await getPagesIdToken();
    await checkPagesSite(pagesRepo(inputs.githubToken, inputs.runner), signal);
    // The upload takes the tar's folder as its root: the tar is alone in it.
    const folder = join(workDir, 'pages-artifact');
    await mkdir(folder, { recursive: true });
    return {
      pagesTar: { path: join(folder, 'artifact.tar') },
      onWarning: (m) => core.warning(m),
    };
  },
  async publish({ inputs, bundle, signal, deadline }) {
    const tar = bundle.walk.pages;
    if (!tar) throw new Error('target pages: the download wrote no artifact.tar');
    const { runner } = inputs;
    const target = pagesRepo(inputs.githubToken, runner, deadline);
    let uploaded;
    try {
      core.info(
        `Wrote artifact.tar while downloading: ${tar.files} files (${formatBytes(tar.bytes)})` +
          `${tar.excluded > 0 ? `, ${tar.excluded} entries of .git/.github left out` : ''}` +
          `${tar.addedNoJekyll ? ', .nojekyll added' : ''}.`,
      );
      warnAboutSite(tar, (m) => core.warning(m));
      throwIfLate(deadline);
      const runAttempt = Number.parseInt(runner.runAttempt, 10);
      uploaded = await uploadPagesArtifact({
        tarPath: tar.path,
        runAttempt: Number.isFinite(runAttempt) && runAttempt > 0 ? runAttempt : 1,
        signal,
      });
      core.info(`Uploaded the site as the artifact "${uploaded.name}" (id ${uploaded.id}).`);
    } finally {
      await rm(dirname(tar.path), { recursive: true, force: true }).catch(() => undefined);
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
      pollIntervalMs: inputs.pollIntervalMs,
    });
    const pageUrl =
      deployed.pageUrl || (await checkPagesSite(target, signal).catch(() => undefined))?.htmlUrl;
    return {
      outputs: {
        [Output.ArtifactId]: String(uploaded.id),
        [Output.PageUrl]: pageUrl ?? '',
      },
      destination: {
        title: 'GitHub Pages',
        ...(pageUrl ? { url: pageUrl } : {}),
        note:
          `${tar.files} files (${formatBytes(tar.bytes)}) deployed from the artifact ` +
          `"${uploaded.name}" (id ${uploaded.id}), deployment ${deployed.id}.`,
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
