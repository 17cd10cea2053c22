/**
 * Wall-clock state machines of updates and export jobs. Records store only their creation time and
 * timings; every read computes the state, so no timers run in the background.
 */
import { derive } from './random.js';
import type {
  ExportJobStatus,
  FilesChanged,
  StaticExportJob,
  UpdateSource,
  UpdateStatusRecord,
} from './types.js';

/** Stored form of an update. */
export interface UpdateState {
  /** Status id. */
  id: string;
  /** Creation time, epoch ms. */
  createdAt: number;
  /** Queued phase length. */
  queuedMs: number;
  /** Running phase length. */
  runningMs: number;
  /** Final state. */
  outcome: 'success' | 'failure';
  /** Raw status shown while running, if set. */
  statusOverride?: string;
  /** Commit SHA. */
  sha: string;
  /** Commit ref. */
  ref: string;
  /** Commit message. */
  message: string;
  /** Files of the commit. */
  filesChanged: FilesChanged;
  /** Complete log. */
  logs: string[];
  /** Summary once ended. */
  summary: string;
  /** Times it was read, when the emulator counts progress in reads (`readStepMs`). */
  reads?: number;
  /** Trigger source. */
  source: UpdateSource;
  /** The subdomain reported instead of the project's, when set. */
  subdomain?: string;
}

/** What a showcase site's build log counts: the site's pages and the files its commit changes. */
export interface ShowcaseBuild {
  /** Pages the site has. */
  sitePages: number;
  /** The commit's files. */
  files: FilesChanged;
}

/** A page file (what a build renders), as opposed to docs.json, a spec or an image. */
const isPage = (file: string): boolean => /\.mdx?$/i.test(file);

/**
 * The "Building …" line of an incremental build: the pages its commit adds or edits are built,
 * the rest come from the cache, the ones it removes are dropped.
 */
function buildLine(build: ShowcaseBuild): string {
  const changed = [...build.files.added, ...build.files.modified].filter(isPage).length;
  const removed = build.files.removed.filter(isPage).length;
  const pages = (n: number): string => (n === 1 ? 'page' : 'pages');
  const cached = Math.max(0, build.sitePages - changed);
  const gone = removed > 0 ? `; ${removed} ${pages(removed)} removed` : '';
  return `[info] Building ${changed} changed ${pages(changed)}, ${cached} unchanged from cache${gone}`;
}

/**
 * The plain warning a real build prints, about the first page the commit adds or edits (an
 * incremental build renders only those; the others come from the cache), named from the docs
 * root as build logs name files. None when the commit builds no page.
 */
function builtWarning(build: ShowcaseBuild): string[] {
  const page = [...build.files.added, ...build.files.modified].find(isPage);
  return page
    ? [`[warn] ${page.replace(/^docs\//, '')}: image /images/flow.png has no alt text`]
    : [];
}

/**
 * Default build log; includes hostile lines (fences, HTML, pipes) for escaping tests, or for a
 * `showcase` site the plain warnings a real build prints instead, and the count of what its
 * commit changed.
 */
export function defaultLogs(
  sha: string,
  outcome: 'success' | 'failure',
  showcase?: ShowcaseBuild,
): string[] {
  const warnings = showcase
    ? builtWarning(showcase)
    : [
        '[warn] guides/intro.mdx: code block contains ``` inside a fence',
        '[warn] api-reference/users/create.mdx: stripped raw HTML <script>alert("logs")</script>',
        '[warn] concepts/deployments.mdx: table row "a | b" has an unescaped | pipe',
      ];
  const head = [
    `[info] Cloning repository at ${sha.slice(0, 7)}`,
    '[info] Installing dependencies',
    // The showcase's build is incremental, as a small change's is: its 2 s stay believable.
    showcase ? buildLine(showcase) : '[info] Building 42 pages',
    ...warnings,
  ];
  return outcome === 'success'
    ? [...head, '[info] Uploading static assets', '[info] Deployment succeeded']
    : [
        ...head,
        '[error] Broken link to /guides/missing in guides/intro.mdx',
        '[error] Build failed with 1 error',
      ];
}

/** Default summary of an ended update. */
export function defaultSummary(outcome: 'success' | 'failure'): string {
  return outcome === 'success'
    ? 'Deployment succeeded'
    : 'Deployment failed: broken link to /guides/missing in guides/intro.mdx';
}

/** Derived pieces of a record that depend on the emulator rather than the update. */
export interface RenderContext {
  /** Base URL of the emulator, for screenshot and avatar links. */
  url: string;
  /** Project id. */
  projectId: string;
  /** Docs subdomain. */
  subdomain: string;
  /** Whether records carry screenshots and an avatar served by the emulator itself. */
  images: boolean;
}

/** The record GET /v1/project/update-status/{statusId} returns at time `now`. */
export function renderUpdate(
  state: UpdateState,
  now: number,
  ctx: RenderContext,
): UpdateStatusRecord {
  const elapsed = now - state.createdAt;
  const endsAt = state.createdAt + state.queuedMs + state.runningMs;
  let status: string;
  let summary: string;
  let logs: string[];
  if (elapsed < state.queuedMs) {
    status = 'queued';
    summary = 'Update queued';
    logs = [];
  } else if (now < endsAt) {
    status = state.statusOverride ?? 'in_progress';
    summary = 'Deployment in progress';
    logs = state.logs.slice(0, Math.ceil(state.logs.length / 2));
  } else {
    status = state.outcome;
    summary = state.summary;
    logs = [...state.logs];
  }
  const ended = status === 'success' || status === 'failure';
  return {
    _id: state.id,
    projectId: ctx.projectId,
    createdAt: new Date(state.createdAt).toISOString(),
    ...(ended ? { endedAt: new Date(endsAt).toISOString() } : {}),
    status,
    summary,
    logs,
    subdomain: state.subdomain ?? ctx.subdomain,
    ...(ctx.images
      ? {
          screenshot: `${ctx.url}/screenshots/screenshot.png`,
          screenshotLight: `${ctx.url}/screenshots/light.png`,
          screenshotDark: `${ctx.url}/screenshots/dark.png`,
        }
      : {}),
    author: {
      name: 'Ada Lovelace',
      // The showcase's avatar is GitHub's own, which renders wherever the samples are read.
      avatarUrl: ctx.images
        ? `${ctx.url}/avatars/ada.png`
        : 'https://avatars.githubusercontent.com/u/583231?v=4',
      githubUserId: 583231,
    },
    commit: {
      sha: state.sha,
      ref: state.ref,
      message: state.message,
      filesChanged: {
        added: [...state.filesChanged.added],
        modified: [...state.filesChanged.modified],
        removed: [...state.filesChanged.removed],
      },
    },
    source: state.source,
  };
}

/** Stored form of an export job. */
export interface ExportJobState {
  /** `se_` + 16 hex. */
  jobId: string;
  /** Creation time, epoch ms. */
  createdAt: number;
  /** Queued phase length. */
  queuedMs: number;
  /** Running phase length. */
  runningMs: number;
  /** Final state. */
  outcome: 'completed' | 'failed';
  /** With the emulator's `readStepMs`: how far each read of this job moves it, when it differs. */
  readStepMs?: number;
  /** Final page count. */
  pageCount: number;
  /** Times it was read, when the emulator counts progress in reads (`readStepMs`). */
  reads?: number;
  /** Error message when failed. */
  error: string;
  /** Requested domain. */
  domain: string;
  /** Requested version label. */
  version?: string;
  /** Requested page paths. */
  paths?: string[];
}

/** Default error of a failed export job. */
export const DEFAULT_EXPORT_ERROR =
  'Rendering /api-reference/users/create timed out after 30 s; the export was aborted.';

/** Failed jobs ramp up to this share of the work before failing. */
const FAILURE_POINT = 0.6;

/** Current status of a job, as computed at `now`. */
export function exportStatus(state: ExportJobState, now: number): ExportJobStatus {
  const elapsed = now - state.createdAt;
  if (elapsed < state.queuedMs) return 'queued';
  if (elapsed < state.queuedMs + state.runningMs) return 'running';
  return state.outcome;
}

/** The job body at time `now`: progress rises linearly while running, pageCount follows it. */
export function renderJob(state: ExportJobState, now: number): StaticExportJob {
  const status = exportStatus(state, now);
  const runStart = state.createdAt + state.queuedMs;
  const endsAt = runStart + state.runningMs;
  const ceiling = state.outcome === 'failed' ? FAILURE_POINT : 1;
  let fraction: number;
  let updatedAt: number;
  if (status === 'queued') {
    fraction = 0;
    updatedAt = state.createdAt;
  } else if (status === 'running') {
    fraction = ceiling * Math.min(1, (now - runStart) / Math.max(1, state.runningMs));
    updatedAt = now;
  } else {
    fraction = ceiling;
    updatedAt = endsAt;
  }
  return {
    jobId: state.jobId,
    status,
    progress: Math.round(fraction * 1000) / 10,
    pageCount: Math.floor(fraction * state.pageCount),
    createdAt: new Date(state.createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
    ...(status === 'failed' ? { error: state.error } : {}),
  };
}

/** Ids derived from the seed and a per-kind counter. */
export const ids = {
  /** 24 hex characters, like a database object id. */
  update: (seed: number, n: number): string => derive('update', seed, n).slice(0, 24),
  /** `se_` + 16 hex characters, as in the contract's example. */
  exportJob: (seed: number, n: number): string => `se_${derive('export', seed, n).slice(0, 16)}`,
  /** 40 hex characters. */
  commit: (seed: number, n: number): string => derive('commit', seed, n).slice(0, 40),
  /** 24 hex characters, like a database object id: an automation run. */
  automationRun: (seed: number, n: number): string =>
    derive('automation-run', seed, n).slice(0, 24),
  /** `job_` + 16 hex characters: the background job of an automation run. */
  automationJob: (seed: number, n: number): string =>
    `job_${derive('automation-job', seed, n).slice(0, 16)}`,
};
