/**
 * Every failed step gets a job summary. A mode that wrote one says in it why it failed; for the
 * rest (bad inputs, a refused key, an export that could not start, download or publish, a
 * timeout, a cancellation, a bug) this module turns the error into plain words: what failed, the
 * action's own message, what to do, and the troubleshooting entry, through the guard's
 * `summaryText`. It is also where an error becomes the `outcome` output and the step's message.
 */
import { MODES, type Mode, type Outcome, type Target } from '../../constants.js';
import { ActionError, CancelledError, InputError, TimeoutError } from '../../errors.js';
import { summaryText } from '../../guard.js';
import {
  BudgetExhaustedError,
  EXPORT_ENDPOINTS,
  PlatformError,
  PlatformTimeoutError,
} from '../../platform/errors.js';
import { BundleRefusedError } from '../../publish/bundle-walk.js';
import { DownloadError } from '../../publish/download.js';
import { renderFailureSummary, type FailureReport } from './failure-summary.js';
import { jobSummaryWritten, writeJobSummary } from './job-summary.js';

/** Where in a mode the error happened, when the mode knows better than the error's type. */
export type FailureStage = 'download' | 'publish';

/** What the failure summary is told besides the error. */
export interface FailureContext {
  /** The mode, when the inputs named one. */
  readonly mode?: Mode;
  /** The export's stage when it failed. */
  readonly stage?: FailureStage;
  /** The export's target, for a failed publish. */
  readonly target?: Target;
  /** The runner's environment (GITHUB_ACTION_REPOSITORY and _REF make the troubleshooting link). */
  readonly env?: NodeJS.ProcessEnv;
}

/** The `outcome` output an error leads to. */
export function outcomeOf(error: unknown): Outcome {
  if (error instanceof ActionError) return error.outcome;
  if (error instanceof PlatformTimeoutError) return 'timeout';
  return 'failure';
}

/** The step's error message: ours as written, anything else marked as a bug to report. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) {
    // Our own errors are written for users; anything else is a bug or a library's message.
    const ours =
      error instanceof ActionError ||
      error instanceof PlatformError ||
      error instanceof PlatformTimeoutError ||
      error instanceof BudgetExhaustedError;
    return ours
      ? error.message
      : `Unexpected error: ${error.message}. Please report it with the step's log.`;
  }
  return `Unexpected error: ${String(error)}`;
}

/** `mode` as the workflow spelled it, when it is one of ours (inputs may have failed). */
export function modeNamed(raw: string | undefined): Mode | undefined {
  const name = (raw ?? '').trim().toLowerCase();
  return (MODES as readonly string[]).includes(name) ? (name as Mode) : undefined;
}

/**
 * Writes the failure summary, unless this run has already written a job summary (the mode's own,
 * which says why it failed). Best-effort and never throws, like every job summary.
 */
export async function writeFailureSummary(error: unknown, context: FailureContext): Promise<void> {
  if (jobSummaryWritten()) return;
  await writeJobSummary(summaryText(renderFailureSummary(explainFailure(error, context))));
}

/** What failed, what to do, and where the troubleshooting entry is. */
interface Cause {
  what: string;
  todo: readonly string[];
  /** The heading's anchor in docs/troubleshooting.md; the page's top when absent. */
  anchor?: string;
}

/** The failure summary's content for `error`. */
export function explainFailure(error: unknown, context: FailureContext): FailureReport {
  const outcome = outcomeOf(error) === 'timeout' ? 'timeout' : 'failure';
  const cause = causeOf(error, context);
  const docs = troubleshootingUrl(context.env ?? process.env, cause.anchor);
  return {
    ...(context.mode ? { mode: context.mode } : {}),
    outcome,
    what: cause.what,
    message: messageOf(error),
    ...(error instanceof InputError ? { problems: error.problems } : {}),
    todo: cause.todo,
    ...(docs ? { docsUrl: docs } : {}),
  };
}

function causeOf(error: unknown, context: FailureContext): Cause {
  if (error instanceof CancelledError) return CANCELLED;
  if (error instanceof TimeoutError || error instanceof PlatformTimeoutError) return TIMED_OUT;
  if (error instanceof InputError) return inputCause(error.problems);
  if (error instanceof PlatformError) return platformCause(error);
  if (error instanceof BudgetExhaustedError) return BUDGET;
  if (error instanceof BundleRefusedError) return REFUSED_BUNDLE;
  if (error instanceof DownloadError || context.stage === 'download') return DOWNLOAD;
  if (context.stage === 'publish') return publishCause(context.target);
  if (error instanceof ActionError) {
    return {
      what: 'the step failed',
      todo: ['The message above says what went wrong and what to do.'],
    };
  }
  return UNEXPECTED;
}

const CANCELLED: Cause = {
  what: 'the workflow run was cancelled',
  todo: [
    'Nothing to fix in the step: run the workflow again when you need it.',
    'What the step had started on the platform (an update, an export, a preview) keeps running there.',
  ],
  anchor: 'the-workflow-run-was-cancelled',
};

const TIMED_OUT: Cause = {
  what: 'the step ran out of time',
  todo: [
    "Raise `timeout` (for example `timeout: 45m`, at most `6h`): it covers the whole step, an export's download and publishing included.",
    'What the step started may still finish on the platform: track an update later with `mode: status` and its `status-id`.',
  ],
  anchor: 'timed-out',
};

function inputCause(problems: readonly string[]): Cause {
  const n = problems.length;
  const todo = [
    'Fix each input listed above in the workflow file and run again: each line names the input and the form it expects.',
  ];
  if (problems.some((p) => p.includes('`admin-key` is required'))) {
    todo.push(
      'An empty `admin-key` means the secret did not reach the step: a pull request from a fork, a Dependabot run, an environment secret without `environment:`, or a reusable workflow called without `secrets: inherit`.',
    );
  }
  return {
    what: `${n === 1 ? 'an input needs' : `${n} inputs need`} fixing`,
    todo,
    anchor: 'invalid-inputs',
  };
}

const BUDGET: Cause = {
  what: "the run's analytics budget is spent",
  todo: [
    'Lower `max-pages`, keep `page-size` at 100, or shorten the date range (`date-from`, `date-to`).',
    '`page-views: false` and `reader-signals: none` leave the whole budget to the feedback.',
  ],
  anchor: 'the-runs-analytics-budget-is-spent',
};

const DOWNLOAD: Cause = {
  what: 'the export bundle could not be downloaded',
  todo: [
    'Run the job again: the download resumes and fetches fresh links by itself, so this means it kept failing.',
    'On a self-hosted runner, check its clock (links are time-limited), that the storage host is reachable, and the free space in RUNNER_TEMP.',
  ],
  anchor: 'the-bundle-could-not-be-downloaded',
};

const REFUSED_BUNDLE: Cause = {
  what: 'the export bundle was refused',
  todo: [
    'Nothing was published, and what was written is deleted. Run the export again.',
    'If the bundle is refused again, report it to Mintlify with the job id.',
  ],
  anchor: 'the-site-is-too-large-or-not-deployable',
};

const UNEXPECTED: Cause = {
  what: 'an unexpected error (a bug in the action)',
  todo: [
    "Please open an issue with the step's log (keys and links are masked in it).",
    'Run the job again meanwhile: the error may not repeat.',
  ],
  anchor: 'unexpected-error',
};

/** Where each target's publishing can fail, and the fix. */
function publishCause(target: Target | undefined): Cause {
  switch (target) {
    case 'pages':
      return {
        what: 'the site could not be deployed to GitHub Pages',
        todo: [
          'Set Settings → Pages → Build and deployment → Source to GitHub Actions.',
          'Give the job `pages: write` and `id-token: write`, and run it in the `github-pages` environment.',
        ],
        anchor: 'github-pages',
      };
    case 'release':
      return {
        what: 'the bundle could not be attached to the release',
        todo: [
          'Give the job `permissions: contents: write`.',
          'With immutable releases on, let the action create the release from a tag push, or start from a draft.',
        ],
        anchor: 'publishing',
      };
    default:
      return {
        what: 'the bundle could not be uploaded as an artifact',
        todo: [
          'Give each export of a run its own `artifact-name`.',
          'Outside GitHub Actions, or on a GitHub Enterprise Server without artifacts, use `target: none` or `target: release`.',
        ],
        anchor: 'publishing',
      };
  }
}

function platformCause(error: PlatformError): Cause {
  const http = error.status > 0 ? ` (HTTP ${error.status})` : '';
  switch (error.code) {
    case 'unauthorized':
      return {
        what: `Mintlify refused the admin key${http}`,
        todo: [
          'Create a new admin key in the Mintlify dashboard (Settings → API keys).',
          'Put it in the secret the workflow passes as `admin-key` (`MINTLIFY_ADMIN_KEY` in the examples) and run again.',
        ],
        anchor: '401-the-key-is-refused',
      };
    case 'forbidden':
      return forbiddenCause(error, http);
    case 'not_found':
      return {
        what: `Mintlify does not know an id the step passed${http}`,
        todo: [
          'Copy `project-id` (and `status-id` or `automation-id`) again from the Mintlify dashboard, whole.',
          'Check that the admin key belongs to the same organization as the project.',
        ],
        anchor: '404-unknown-project-update-or-export-job',
      };
    case 'rate_limited':
      return {
        what: `Mintlify's rate limit held${http}`,
        todo: [
          'Run fewer jobs against the API at once: a `concurrency` group per workflow helps.',
          'For `mode: feedback`, lower `max-pages`: analytics allow 100 requests per organization per hour.',
        ],
        anchor: '429-rate-limit',
      };
    default:
      return otherPlatformCause(error, http);
  }
}

function forbiddenCause(error: PlatformError, http: string): Cause {
  if (EXPORT_ENDPOINTS.has(error.endpoint)) {
    return {
      what: `Mintlify refused ${error.endpoint === 'startExport' ? 'to start ' : ''}the static export${http}`,
      todo: [
        'Static export is an Enterprise feature that Mintlify turns on per organization: ask Mintlify to enable it for yours.',
        "If it is on, use an admin key with the write scope, and check that the key's IP allowlist (if it has one) includes the runner.",
      ],
      anchor: '403-the-key-may-not-do-this',
    };
  }
  if (error.endpoint === 'startPreview') {
    return {
      what: `Mintlify refused the preview${http}`,
      todo: [
        'Preview deployments need a plan that has them: upgrade in the Mintlify dashboard (Settings → Billing), or remove the preview step.',
        'If your plan has them, use an admin key with the write scope whose IP allowlist (if it has one) includes the runner.',
      ],
      anchor: '403-previews-are-not-on-your-plan',
    };
  }
  return {
    what: `Mintlify refused this request to the admin key${http}`,
    todo: [
      'Writes (an update, an export, a preview, an automation) need a key with the write scope; reads work with a read-only key.',
      "Check the key's IP allowlist: the addresses of GitHub-hosted runners change.",
    ],
    anchor: '403-the-key-may-not-do-this',
  };
}

function otherPlatformCause(error: PlatformError, http: string): Cause {
  switch (error.code) {
    case 'bad_request':
      return {
        what: `Mintlify rejected the request as invalid${http}`,
        todo: ["The message above names what to check; the platform's own details follow it."],
        anchor: '400-the-request-was-rejected',
      };
    case 'server_error':
      return {
        what: `Mintlify failed on its side${http}`,
        todo: [
          'Nothing to change in the workflow: run the job again later.',
          'When the message says the request was not retried, check the dashboard first: what it asked for may have started anyway.',
        ],
        anchor: '5xx-the-platform-failed',
      };
    default:
      return {
        what: `the Mintlify API did not answer as expected${http}`,
        todo: [
          'Leave `api-url` empty for https://api.mintlify.com (without `/v1`).',
          'On a self-hosted runner, check that it can reach the API (DNS, firewall, proxy).',
        ],
        anchor: 'no-response-or-not-the-mintlify-api',
      };
  }
}

/** A repository name as GitHub spells it, and a ref without anything a URL would read. */
const REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
const REF = /^[A-Za-z0-9_./-]{1,200}$/;

/**
 * The troubleshooting page of the action's own version (`GITHUB_ACTION_REPOSITORY` at
 * `GITHUB_ACTION_REF`, which the runner sets for a step that runs an action), at `anchor`.
 * Undefined for a local action (`uses: ./`), which has neither.
 */
export function troubleshootingUrl(env: NodeJS.ProcessEnv, anchor?: string): string | undefined {
  const repo = env.GITHUB_ACTION_REPOSITORY ?? '';
  const ref = env.GITHUB_ACTION_REF ?? '';
  if (!REPOSITORY.test(repo) || !REF.test(ref) || ref.includes('..')) return undefined;
  const server = /^https:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(env.GITHUB_SERVER_URL ?? '')
    ? (env.GITHUB_SERVER_URL as string)
    : 'https://github.com';
  return `${server}/${repo}/blob/${ref}/docs/troubleshooting.md${anchor ? `#${anchor}` : ''}`;
}
