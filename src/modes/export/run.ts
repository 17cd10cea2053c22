/**
 * `mode: export`: start a static export job, follow it with ETA-aware polls, get the bundle link,
 * download and verify the bundle, and hand it to the chosen target (artifact, release, or none).
 *
 * What the vendor's curl script leaves to luck, done on purpose:
 * - polls are placed by the job's own progress (export-schedule.ts), and the progress is logged
 *   one line per 10 % step or 15 s, not once per poll;
 * - a 409 from the bundle endpoint after `completed` means the bundle is not packaged yet: the
 *   job is looked at again after a short backoff, until the deadline;
 * - the link is masked the moment the client parses it, never logged, and shown in the summary
 *   only as a placeholder;
 * - the download is resumed, re-linked when it expires, hashed and read to the end of the tar
 *   before anything is reported (publish/download.ts);
 * - on failure, timeout or cancellation the work folder under RUNNER_TEMP is removed, and the
 *   bundle outputs are only written once the bundle is published: a partial bundle is never
 *   reported as done.
 *
 * Targets are a table (publish/index.ts); `pages` has the download's single pass write
 * `artifact.tar` as the bytes arrive, then deploys it (publish/pages.ts).
 */
import * as core from '../../log.js';
import { setOutput, summaryText } from '../../guard.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Output, type OutputName } from '../../constants.js';
import { StageError } from '../../errors.js';
import type { ExportInputs } from './inputs.js';
import {
  type PlatformClient,
  PlatformError,
  PlatformTimeoutError,
  type BundleResponse,
  type StaticExportJob,
} from '../../platform/index.js';
import { formatBytes, formatDuration } from '../../util/format.js';
import { sleep } from '../../util/timing.js';
import type { WalkOptions } from '../../publish/bundle-walk.js';
import { downloadBundle, type BundleLink, type DownloadResult } from '../../publish/download.js';
import {
  PUBLISHERS,
  type Published,
  type Publisher,
  type VerifiedBundle,
} from '../../publish/index.js';
import {
  deploymentValuesYaml,
  formatPercent,
  renderExportFailureSummary,
  renderExportSummary,
} from './summary.js';
import { writeJobSummary } from '../shared/job-summary.js';
import { renderLinkFailureSummary } from './link-summary.js';
import { LinkCheckError, linkWalkOptions, reportLinks } from './links.js';
import { pollUntil } from '../../util/poll.js';
import { backoffCeiling } from '../../util/timing.js';
import { oneLine } from '../../util/text.js';
import { PollSchedule, type Estimate } from './schedule.js';
import { closePlatformClient } from '../../platform/close.js';
import { createPlatformClient } from '../shared/platform-client.js';
import { stageCause, type ExportStage } from './causes.js';
import type { ModeContext, ModeResult, ModeRunner } from '../types.js';

/** Job statuses the contract documents; anything else is logged once and polled through. */
const KNOWN_STATUSES = new Set(['queued', 'running', 'completed', 'failed']);
/** Failed status reads in a row (each already retried by the client) before giving up. */
const MAX_MISSED_POLLS = 3;

/** Runs `mode: export`. */
export const runExport: ModeRunner<ExportInputs> = async (ctx) => {
  const { inputs, signal } = ctx;
  const publisher = PUBLISHERS[inputs.target];
  publisher.preflight?.(inputs);

  const client = createPlatformClient(ctx);
  let workDir: string | undefined;
  let succeeded = false;
  // Where a failure happened, for the failure summary: a publisher's error is an ActionError
  // like any other, and only the run knows it came from publishing.
  const at: { stage?: ExportStage } = {};
  try {
    const startedAt = Date.now();
    const started = await startJob(client, inputs);
    const waited = await waitForBundle(client, started, ctx, startedAt);
    if (waited.kind !== 'ready') return reportNotReady(inputs, started.jobId, waited);

    setOutput(Output.PageCount, String(waited.job.pageCount));
    const exportMs = waited.completedAt - startedAt;
    workDir = await mkdtemp(join(inputs.runner.runnerTemp, 'mintlify-export-'));
    await deliverBundle(client, ctx, publisher, {
      jobId: started.jobId,
      waited,
      workDir,
      exportMs,
      at,
    });
    succeeded = true;
    return { outcome: 'success' };
  } catch (err) {
    // main.ts writes the failure summary (and prefers a cancellation or timeout to this error).
    throw at.stage ? new StageError(err, stageCause(at.stage, inputs.target)) : err;
  } finally {
    // A failed, timed-out or cancelled run leaves nothing behind that could pass for a bundle.
    if (!succeeded && workDir) {
      await rm(workDir, { recursive: true, force: true }).catch(() => undefined);
    }
    await closePlatformClient(client, signal);
  }
};

/** Starts the export job, logging what is exported, and sets the `job-id` output at once. */
async function startJob(client: PlatformClient, inputs: ExportInputs): Promise<StaticExportJob> {
  core.info(
    `Starting a static export of ${inputs.domain}` +
      `${inputs.exportVersion ? ` (version ${inputs.exportVersion})` : ''}` +
      `${inputs.paths.length ? ` for ${inputs.paths.length} paths` : ''}.`,
  );
  const started = await client.startExport({
    domain: inputs.domain,
    ...(inputs.exportVersion ? { version: inputs.exportVersion } : {}),
    ...(inputs.paths.length ? { paths: [...inputs.paths] } : {}),
  });
  setOutput(Output.JobId, started.jobId);
  core.info(`Export job ${started.jobId} started (${oneLine(started.status, 100)}).`);
  return started;
}

/** Ends a run whose job failed or ran out of time: page count (when known) and failure summary. */
async function reportNotReady(
  inputs: ExportInputs,
  jobId: string,
  waited: Exclude<Waited, { kind: 'ready' }>,
): Promise<ModeResult> {
  const job = waited.job;
  const outcome = waited.kind === 'failed' ? 'failure' : 'timeout';
  if (job) setOutput(Output.PageCount, String(job.pageCount));
  await writeJobSummary(
    summaryText(
      renderExportFailureSummary({
        domain: inputs.domain,
        jobId,
        outcome,
        status: job?.status,
        progress: job?.progress,
        pageCount: job?.pageCount,
        reason: waited.message,
      }),
    ),
  );
  return { outcome, message: waited.message };
}

/** The ready job, and where its bundle goes on the runner. */
interface Delivery {
  jobId: string;
  waited: Extract<Waited, { kind: 'ready' }>;
  /** The run's work folder (removed by the caller unless the run succeeds). */
  workDir: string;
  /** How long the export took on the platform, for the summary. */
  exportMs: number;
  /** Set to the stage under way, for the failure summary. */
  at: { stage?: ExportStage };
}

/**
 * Downloads and verifies the bundle, checks its links, publishes it to the target, then reports
 * it. Anything that throws leaves the bundle unreported.
 */
async function deliverBundle(
  client: PlatformClient,
  ctx: ModeContext<ExportInputs>,
  publisher: Publisher,
  { jobId, waited, workDir, exportMs, at }: Delivery,
): Promise<void> {
  const { inputs, signal, deadline } = ctx;
  const fileName = bundleFileName(inputs.domain, inputs.exportVersion);
  const walk = {
    ...(await publisher.prepare?.({ inputs, workDir, signal })),
    ...linkWalkOptions(inputs),
  };
  at.stage = 'download';
  const downloaded = await download(
    client,
    jobId,
    waited.bundle,
    join(workDir, fileName),
    walk,
    ctx,
  );
  delete at.stage;
  const links = await checkLinks(downloaded, inputs, jobId);
  const verified: VerifiedBundle = {
    path: downloaded.path,
    fileName,
    sizeBytes: downloaded.sizeBytes,
    sha256: downloaded.sha256,
    jobId,
    walk: downloaded.walk,
  };
  at.stage = 'publish';
  const published = await publisher.publish({
    inputs,
    bundle: verified,
    workDir,
    signal,
    deadline,
  });
  delete at.stage;
  setBundleOutputs(inputs, downloaded.link, verified, published);
  await writeJobSummary(
    summaryText(
      renderExportSummary({
        domain: inputs.domain,
        version: inputs.exportVersion,
        jobId,
        pageCount: waited.job.pageCount,
        htmlFiles: downloaded.htmlFiles,
        exportMs,
        downloadMs: downloaded.durationMs,
        sizeBytes: verified.sizeBytes,
        sha256: verified.sha256,
        expiresAt: downloaded.link.expiresAt,
        destination: published.destination,
        ...(links ? { links } : {}),
      }),
    ),
  );
}

/**
 * Reports the link check of the downloaded bundle. With `check-links: error` and broken links it
 * throws, after a summary that lists what to fix, so nothing is published.
 */
async function checkLinks(
  downloaded: DownloadResult,
  inputs: ExportInputs,
  jobId: string,
): Promise<ReturnType<typeof reportLinks>> {
  try {
    return reportLinks(downloaded.walk, inputs);
  } catch (err) {
    if (err instanceof LinkCheckError) {
      await writeJobSummary(
        summaryText(renderLinkFailureSummary(inputs.domain, jobId, err.result)),
      );
    }
    throw err;
  }
}

/**
 * Sets the bundle outputs and the publisher's own. Called only once everything is checked and
 * published, so a partial bundle is never reported. The link is masked already: the client hands
 * every link it parses to addSecret (onSecret).
 */
function setBundleOutputs(
  inputs: ExportInputs,
  link: BundleLink,
  verified: VerifiedBundle,
  published: Published,
): void {
  setOutput(Output.BundleUrl, link.url);
  setOutput(Output.ExpiresAt, link.expiresAt);
  setOutput(Output.BundlePath, verified.path);
  setOutput(Output.BundleSha256, verified.sha256);
  setOutput(Output.BundleSize, String(verified.sizeBytes));
  setOutput(Output.DeploymentValues, deploymentValuesYaml(link.url, inputs.exportVersion));
  for (const [name, value] of Object.entries(published.outputs)) {
    if (value !== undefined) setOutput(name as OutputName, value);
  }
}

/** How waiting for the job ended. */
type Waited =
  | { kind: 'ready'; job: StaticExportJob; bundle: BundleResponse; completedAt: number }
  | { kind: 'failed'; job: StaticExportJob; message: string }
  | { kind: 'timeout'; job: StaticExportJob | undefined; message: string };

/**
 * Polls the job until it ends, then asks for the bundle; a 409 (not packaged yet) sends it back
 * to polling after a short backoff. The start response counts as the first look, so no status
 * request is spent right after starting.
 */
async function waitForBundle(
  client: PlatformClient,
  first: StaticExportJob,
  ctx: ModeContext<ExportInputs>,
  startedAt: number,
): Promise<Waited> {
  const jobId = first.jobId;
  const watch = new JobWatch(client, first, startedAt);
  // Evaluated when it happens, so the message names the last status seen by then.
  const timeout = (): Waited => timedOut(jobId, ctx.inputs.timeoutMs, watch.last);
  let conflicts = 0;
  for (;;) {
    const job = await pollUntilEnded(watch, ctx);
    if (!job) return timeout();
    if (job.status === 'failed') return jobFailed(jobId, job);
    const completedAt = Date.now();
    try {
      const bundle = await client.generateBundle(jobId);
      core.info(
        `Bundle ready: ${formatBytes(bundle.sizeBytes)}, link valid until ${bundle.expiresAt}.`,
      );
      return { kind: 'ready', job, bundle, completedAt };
    } catch (err) {
      if (err instanceof PlatformTimeoutError) return timeout();
      if (!(err instanceof PlatformError && err.code === 'conflict')) throw err;
      conflicts++;
      if (!(await waitAfterConflict(conflicts, ctx))) return timeout();
    }
  }
}

/**
 * Polls until the job is completed or failed, as read by a fresh status request. Returns
 * undefined when the deadline comes first.
 */
async function pollUntilEnded(
  watch: JobWatch,
  ctx: ModeContext<ExportInputs>,
): Promise<StaticExportJob | undefined> {
  const { inputs, signal, deadline } = ctx;
  let result;
  try {
    result = await pollUntil<StaticExportJob>({
      fetch: () => watch.fetch(),
      done: (job) => watch.isDone(job),
      nextDelayMs: () => watch.nextDelayMs(),
      ...(inputs.pollIntervalMs !== undefined ? { minIntervalMs: inputs.pollIntervalMs } : {}),
      deadline,
      signal,
      onValue: (job) => watch.record(job),
    });
  } catch (err) {
    if (err instanceof PlatformTimeoutError) return undefined;
    throw err;
  }
  return result.done ? result.value : undefined;
}

/**
 * Sleeps before looking at a completed job whose bundle is not packaged yet (HTTP 409), with a
 * backoff. Returns false, without sleeping, when the wait would reach the deadline.
 */
async function waitAfterConflict(
  conflicts: number,
  ctx: ModeContext<ExportInputs>,
): Promise<boolean> {
  const wait = backoffCeiling(conflicts, 500, 5_000);
  if (Date.now() + wait >= ctx.deadline) return false;
  core.info(
    `The job is completed but its bundle is not ready yet (HTTP 409); looking again in ` +
      `${formatDuration(wait)}.`,
  );
  await sleep(wait, ctx.signal);
  return true;
}

/** The end of a wait that ran out of time, naming the job's last known state. */
function timedOut(jobId: string, timeoutMs: number, last: StaticExportJob): Waited {
  return {
    kind: 'timeout',
    job: last,
    message:
      `The static export job ${jobId} did not finish within the time limit ` +
      `(\`timeout\`: ${formatDuration(timeoutMs)}); it was last ${describeJob(last)}. ` +
      'The job may still finish on the platform; raise `timeout` for large sites.',
  };
}

/** The end of a wait for a job the platform reports failed, with its reason when it gave one. */
function jobFailed(jobId: string, job: StaticExportJob): Waited {
  const why = job.error ? oneLine(job.error, 1000) : 'the platform gave no reason';
  return {
    kind: 'failed',
    job,
    message:
      `The static export job ${jobId} failed after ${formatPercent(job.progress)} ` +
      `(${job.pageCount} pages): ${why}`,
  };
}

/**
 * What following one job needs to remember between polls: the start response still to be used,
 * the last status read, whether the latest value is fresh, missed reads in a row, and the
 * schedule and progress log fed by each fresh status.
 */
class JobWatch {
  /** The last status read (the start response until a poll succeeds). */
  last: StaticExportJob;
  private readonly schedule = new PollSchedule();
  private readonly progress = new ProgressLog();
  /** Undocumented statuses already logged, so each is logged once. */
  private readonly unknown = new Set<string>();
  /** The start response, used as the first poll's value. */
  private pending: StaticExportJob | undefined;
  /** False when the value just returned is a stand-in for a status read that failed. */
  private fresh = true;
  private missed = 0;
  private readonly client: PlatformClient;
  /** The id the start response gave; every status read asks for it. */
  private readonly jobId: string;
  private readonly startedAt: number;

  constructor(client: PlatformClient, first: StaticExportJob, startedAt: number) {
    this.client = client;
    this.jobId = first.jobId;
    this.startedAt = startedAt;
    this.pending = first;
    this.last = first;
  }

  /**
   * The job's status: the start response first, then a status request. A request that still
   * fails after the client's retries returns the last status (not fresh), up to
   * {@link MAX_MISSED_POLLS} times in a row.
   */
  async fetch(): Promise<StaticExportJob> {
    if (this.pending) {
      const job = this.pending;
      this.pending = undefined;
      this.fresh = true;
      return job;
    }
    try {
      const job = await this.client.getExport(this.jobId);
      this.missed = 0;
      this.fresh = true;
      return job;
    } catch (err) {
      // The client has already retried; a poll that still fails is skipped a few times.
      if (!isTransient(err) || ++this.missed >= MAX_MISSED_POLLS) throw err;
      core.info(`Could not read the job's status (${(err as Error).message}); polling on.`);
      this.fresh = false;
      return this.last;
    }
  }

  /** Whether the job has ended; a stand-in for a missed read never counts. */
  isDone(job: StaticExportJob): boolean {
    return this.fresh && (job.status === 'completed' || job.status === 'failed');
  }

  /** Wait before the next poll, placed by the job's progress so far. */
  nextDelayMs(): number {
    return this.schedule.nextDelayMs(Date.now() - this.startedAt);
  }

  /** Takes in a fresh status: schedule sample, one note per unknown status, progress line. */
  record(job: StaticExportJob): void {
    if (!this.fresh) return;
    this.last = job;
    const at = Date.now() - this.startedAt;
    this.schedule.record(at, job.progress);
    if (!KNOWN_STATUSES.has(job.status) && !this.unknown.has(job.status)) {
      this.unknown.add(job.status);
      core.info(
        `The job reports the status "${oneLine(job.status, 100)}", which this action does not ` +
          'know; it keeps polling until the job is completed or failed.',
      );
    }
    this.progress.update(job, this.schedule.estimate(at), at);
  }
}

/** Downloads and verifies the bundle, with progress lines and fresh links on expiry. */
async function download(
  client: PlatformClient,
  jobId: string,
  bundle: BundleResponse,
  destination: string,
  walk: WalkOptions,
  ctx: ModeContext<ExportInputs>,
): Promise<DownloadResult> {
  const toLink = (b: BundleResponse): BundleLink => ({
    url: b.bundleUrl,
    sizeBytes: b.sizeBytes,
    expiresAt: b.expiresAt,
  });
  const started = Date.now();
  let lastStep = -1;
  let lastLineAt = started;
  core.info(`Downloading the bundle (${formatBytes(bundle.sizeBytes)}).`);
  const result = await downloadBundle({
    link: toLink(bundle),
    refresh: async () => toLink(await client.generateBundle(jobId)),
    destination,
    walk,
    userAgent: ctx.userAgent,
    signal: ctx.signal,
    deadline: ctx.deadline,
    log: (line) => core.info(line),
    onProgress: (received, total) => {
      const now = Date.now();
      const step = Math.floor((received / total) * 10);
      // Small bundles arrive in a blink: only a download that takes a while gets progress lines.
      if (
        received < total &&
        ((step > lastStep && now - started >= 1_000) || now - lastLineAt >= 15_000)
      ) {
        lastStep = step;
        lastLineAt = now;
        const rate = received / Math.max(1, now - started);
        core.info(
          `Downloaded ${Math.floor((received / total) * 100)}% · ${formatBytes(received)} of ` +
            `${formatBytes(total)} · ~${formatEta((total - received) / rate)} left`,
        );
      }
    },
  });
  core.info(
    `Downloaded and verified ${formatBytes(result.sizeBytes)} in ` +
      `${formatDuration(result.durationMs)}: SHA-256 ${result.sha256}, a gzip tar of ` +
      `${result.entries} entries (${result.htmlFiles} .html files)` +
      `${result.attempts > 1 ? `, ${result.attempts} requests` : ''}` +
      `${result.refreshes > 0 ? `, ${result.refreshes} fresh links` : ''}.`,
  );
  return result;
}

/**
 * Progress lines while polling: one per 10 % step or every 15 s, whichever comes first, plus one
 * when the status changes — never one per poll.
 */
class ProgressLog {
  private lastStep = -1;
  private lastAt = -Infinity;
  private lastStatus: string | undefined;

  update(job: StaticExportJob, estimate: Estimate | undefined, atMs: number): void {
    const step = Math.floor(Math.min(100, Math.max(0, job.progress)) / 10);
    const changed = job.status !== this.lastStatus;
    if (!changed && step <= this.lastStep && atMs - this.lastAt < 15_000) return;
    this.lastStep = Math.max(this.lastStep, step);
    this.lastAt = atMs;
    this.lastStatus = job.status;
    const parts = [formatPercent(job.progress), `${job.pageCount} pages`];
    if (job.status === 'completed') {
      parts.push(`completed in ${formatDuration(atMs)}`);
    } else if (job.status === 'failed') {
      parts.push('failed');
    } else if (job.status === 'queued' || !(job.progress > 0)) {
      parts.push(oneLine(job.status, 100));
    } else if (estimate) {
      parts.push(
        estimate.remainingMs > 0 ? `~${formatEta(estimate.remainingMs)} left` : 'finishing',
      );
    }
    core.info(parts.join(' · '));
  }
}

/** `~25 s`, `~3 min`. */
function formatEta(ms: number): string {
  if (!Number.isFinite(ms)) return '?';
  if (ms < 60_000) return `${Math.max(1, Math.round(ms / 1000))} s`;
  return `${Math.round(ms / 60_000)} min`;
}

/** `running at 42% (118 pages)`. */
function describeJob(job: StaticExportJob): string {
  return `${oneLine(job.status, 100)} at ${formatPercent(job.progress)} (${job.pageCount} pages)`;
}

/** `docs.example.com.tar.gz`, `docs.example.com-v2.tar.gz`: the bundle's file and asset name. */
export function bundleFileName(domain: string, version: string): string {
  const safeVersion = version
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|(?<![-.])[-.]+$/g, '');
  return `${domain}${safeVersion ? `-${safeVersion}` : ''}.tar.gz`;
}

/** Failures worth another poll: the platform or the network having a moment. */
function isTransient(err: unknown): boolean {
  return (
    err instanceof PlatformError &&
    (err.code === 'server_error' || err.code === 'network' || err.code === 'rate_limited')
  );
}
