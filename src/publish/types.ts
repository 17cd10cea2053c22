/**
 * The publishers' contract: what the export mode hands a target and what it gets back. Lives in
 * publish/ so that modes/ imports publish/ and never the other way round.
 */
import type { Output } from '../constants.js';
import type { ExportInputs } from '../inputs.js';
import type { BundleDestination } from '../report/export-summary.js';
import type { WalkOptions, WalkResult } from './bundle-walk.js';

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
  inputs: ExportInputs;
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
  preflight?: (inputs: ExportInputs) => void;
  /**
   * Runs once the bundle is ready, before the download: checks that need a request (so they fail
   * before the bytes are fetched), and what the download's single pass must also do.
   */
  prepare?: (context: PrepareContext) => Promise<WalkOptions>;
  /** Publishes the verified bundle. */
  publish: (context: PublishContext) => Promise<Published>;
}
