/**
 * The publishers' contract: what the export mode hands a target and what it gets back. Lives in
 * publish/ so that modes/ imports publish/ and never the other way round.
 */
import type { Output } from '../constants.js';
import type { RunnerContext } from '../inputs/runner.js';
import type { WalkOptions, WalkResult } from './bundle-walk.js';

/**
 * The settings the publishers read: only these, so publish/ knows nothing of the export mode's
 * inputs (which satisfy this shape).
 */
export interface PublishSettings {
  /** Token for the GitHub API; already masked. */
  readonly githubToken: string;
  /** The runner's environment. */
  readonly runner: RunnerContext;
  /** Artifact name for the `artifact` target. */
  readonly artifactName: string;
  /** Artifact retention in days, or undefined for the repository default. */
  readonly retentionDays: number | undefined;
  /** Release tag for the `release` target; empty otherwise. */
  readonly releaseTag: string;
  /** Minimum milliseconds between polls, or undefined for adaptive polling. */
  readonly pollIntervalMs: number | undefined;
}

/** Where the bundle went, for the job summary. */
export interface BundleDestination {
  /** Plain-text description, e.g. `artifact docs-export` (escaped when rendered). */
  title: string;
  /** Link to it, when there is one (the run's artifact page, the release). */
  url?: string;
  /** A second line of plain text, e.g. how to fetch it. */
  note?: string;
}

/** A verified bundle, as the publishers get it. */
export interface VerifiedBundle {
  /** Path of the `.tar.gz`. */
  path: string;
  /** File name to publish it under (`docs.example.com-v2.tar.gz`). */
  fileName: string;
  /** Size in bytes. */
  sizeBytes: number;
  /** SHA-256, hex. */
  sha256: string;
  /** The export job it came from. */
  jobId: string;
  /** What the single pass found (and the Pages tar it wrote, for `target: pages`). */
  walk: WalkResult;
}

/** What a publisher is given before the download. */
export interface PrepareContext {
  /** The step's inputs. */
  inputs: PublishSettings;
  /** A folder of this run's own under RUNNER_TEMP (removed if the step fails). */
  workDir: string;
  /** Cancellation (SIGINT/SIGTERM, hard deadline). */
  signal: AbortSignal;
}

/** What a publisher is given after the download. */
export interface PublishContext extends PrepareContext {
  /** The verified bundle. */
  bundle: VerifiedBundle;
  /** Epoch ms by which the step must be done. */
  deadline: number;
}

/** What a publisher reports back. */
export interface Published {
  /** Outputs to set (e.g. `artifact-id`), written together with the bundle outputs. */
  outputs: Partial<Record<(typeof Output)[keyof typeof Output], string>>;
  /** Where the bundle went, for the job summary. */
  destination: BundleDestination;
}

/** One target's publishing step. */
export interface Publisher {
  /** Checks that need no request, run before the export starts; throws an ActionError. */
  preflight?: (inputs: PublishSettings) => void;
  /**
   * Runs once the bundle is ready, before the download: checks that need a request (so they fail
   * before the bytes are fetched), and what the download's single pass must also do.
   */
  prepare?: (context: PrepareContext) => Promise<WalkOptions>;
  /** Publishes the verified bundle. */
  publish: (context: PublishContext) => Promise<Published>;
}
