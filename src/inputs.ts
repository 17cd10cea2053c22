/**
 * The only module that reads the action's inputs and the runner's environment. It returns one
 * typed, frozen object, or throws an {@link InputError} that lists every problem at once, before
 * any request is sent.
 */
import * as core from './log.js';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  ADMIN_KEY_PREFIX,
  DEFAULT_API_URL,
  DEFAULT_PREVIEW_ENVIRONMENT,
  DEFAULT_TIMEOUT_MS,
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  Input,
  MODES,
  READER_SIGNALS,
  TARGETS,
  type ReaderSignal,
  type Target,
  CHECK_LINKS,
  type CheckLinks,
} from './constants.js';
import { InputError } from './errors.js';
import { addSecret } from './secrets.js';

/** What the runner tells every step through its environment. */
export interface RunnerContext {
  /** RUNNER_TEMP, or the OS temp folder outside a runner. */
  readonly runnerTemp: string;
  /** GITHUB_SHA: the commit this workflow run is for. */
  readonly sha: string;
  /** GITHUB_REF, e.g. `refs/heads/main` or `refs/tags/v1.2.0`. */
  readonly ref: string;
  /** Owner of GITHUB_REPOSITORY. */
  readonly owner: string;
  /** Name of GITHUB_REPOSITORY. */
  readonly repo: string;
  /** GITHUB_EVENT_NAME, e.g. `push` or `pull_request`. */
  readonly eventName: string;
  /** The parsed event payload from GITHUB_EVENT_PATH (`{}` when absent). */
  readonly event: Readonly<Record<string, unknown>>;
  /** GITHUB_SERVER_URL, for links to commits and runs. */
  readonly serverUrl: string;
  /** GITHUB_API_URL, for Octokit. */
  readonly apiUrl: string;
  /** GITHUB_RUN_ID (empty outside a runner). */
  readonly runId: string;
  /** GITHUB_RUN_ATTEMPT (`1` outside a runner). */
  readonly runAttempt: string;
  /** GITHUB_JOB (empty outside a runner). */
  readonly job: string;
  /** GITHUB_HEAD_REF: the PR's head branch on pull request events (empty otherwise). */
  readonly headRef: string;
}

/** Inputs shared by every mode. */
export interface CommonInputs {
  /** The admin API key; already masked. */
  readonly adminKey: string;
  /** The API base URL without `/v1` and without a trailing slash. */
  readonly apiUrl: string;
  /** The project ID, or empty. */
  readonly projectId: string;
  /** Token for the GitHub API; already masked. */
  readonly githubToken: string;
  /** Overall time limit in milliseconds. */
  readonly timeoutMs: number;
  /** Minimum milliseconds between polls, or undefined for adaptive polling. */
  readonly pollIntervalMs: number | undefined;
  /** The runner's environment. */
  readonly runner: RunnerContext;
}

/** Inputs of `mode: status`. */
export interface StatusInputs extends CommonInputs {
  readonly mode: 'status';
  /** An update to track; empty when `trigger` is set. */
  readonly statusId: string;
  /** Trigger a new update of `projectId` first. */
  readonly trigger: boolean;
  /** Poll until the update ends. */
  readonly wait: boolean;
}

/** Inputs of `mode: export`. */
export interface ExportInputs extends CommonInputs {
  readonly mode: 'export';
  /** The deployment's bare hostname, normalized (lower case, no scheme or slash). */
  readonly domain: string;
  /** Version label, or empty for the latest. */
  readonly exportVersion: string;
  /** Page paths to export; empty for all pages. */
  readonly paths: readonly string[];
  /** Where the bundle goes. */
  readonly target: Target;
  /** Artifact name for the `artifact` target. */
  readonly artifactName: string;
  /** Artifact retention in days, or undefined for the repository default. */
  readonly retentionDays: number | undefined;
  /** Release tag for the `release` target (from the input or GITHUB_REF); empty otherwise. */
  readonly releaseTag: string;
  /** Broken links in the bundle: warn, fail before publishing, or not checked at all. */
  readonly checkLinks: CheckLinks;
}

/** Inputs of `mode: feedback`. */
export interface FeedbackInputs extends CommonInputs {
  readonly mode: 'feedback';
  /** Inclusive start, as sent to the API (`YYYY-MM-DD` or ISO date-time). */
  readonly dateFrom: string;
  /** Exclusive end, as sent to the API, or empty for now. */
  readonly dateTo: string;
  /** One source to filter on, or empty for all. */
  readonly source: string;
  /** Statuses to filter on; empty for all. */
  readonly statuses: readonly string[];
  /** Entries per request, 1..100. */
  readonly pageSize: number;
  /** Most requests in one run. */
  readonly maxPages: number;
  /** Write the sticky PR comment on pull request events. */
  readonly comment: boolean;
  /** Distinguishes sticky comments of several projects on one PR. */
  readonly commentKey: string;
  /** Show contact e-mails (personal data). */
  readonly includeContact: boolean;
  /** Folder of the docs inside the repository, without slashes at either end; empty for the root. */
  readonly docsRoot: string;
  /** Read page views and show them beside the feedback. */
  readonly pageViews: boolean;
  /** Reader signals to read and show (`reader-signals`); empty for `none`. */
  readonly readerSignals: readonly ReaderSignal[];
}

/** Inputs of `mode: preview`. */
export interface PreviewInputs extends CommonInputs {
  readonly mode: 'preview';
  /** Branch to preview (from the input or the event); empty only when `fork` is set. */
  readonly branch: string;
  /** Poll until the preview ends. */
  readonly wait: boolean;
  /** Write the sticky PR comment on pull request events. */
  readonly comment: boolean;
  /** Distinguishes sticky comments of several projects on one PR. */
  readonly commentKey: string;
  /** Record the preview as a GitHub Deployment. */
  readonly deployment: boolean;
  /** GitHub environment of the deployment. */
  readonly environment: string;
  /** The pull request's number on pull request events; undefined otherwise. */
  readonly pullNumber: number | undefined;
  /** The commit being previewed: the PR's head SHA on pull request events, else GITHUB_SHA. */
  readonly headSha: string;
  /**
   * The run is for a pull request whose head branch lives in a fork: the platform cannot build
   * that branch and the workflow gets no secrets, so nothing is sent at all.
   */
  readonly fork: boolean;
  /**
   * Set when the run is for a pull request event whose action is `closed`: the preview ends (no
   * platform request; the deployments go inactive and the comment says so). `merged` is the
   * payload's `pull_request.merged`.
   */
  readonly closed: { readonly merged: boolean } | undefined;
}

/** Inputs of `mode: automation`. */
export interface AutomationInputs extends CommonInputs {
  readonly mode: 'automation';
  /** The automation to run now; safe as one path segment (checked here). */
  readonly automationId: string;
}

/** The parsed inputs of whichever mode was chosen. */
export type ActionInputs =
  StatusInputs | ExportInputs | FeedbackInputs | PreviewInputs | AutomationInputs;

/** Side effects of reading inputs, injectable for tests. */
export interface InputHooks {
  /** Masks a secret in the runner's log. */
  setSecret(secret: string): void;
  /** Emits a warning annotation. */
  warning(message: string): void;
}

const defaultHooks: InputHooks = {
  setSecret: addSecret,
  warning: (m) => core.warning(m),
};

/**
 * Reads and validates every input the chosen mode uses.
 *
 * @param env the process environment (INPUT_* variables and the runner's GITHUB_* variables)
 * @param hooks masking and warnings; the real runner's by default
 * @throws InputError listing every problem found
 */
export function readInputs(
  env: NodeJS.ProcessEnv = process.env,
  hooks: InputHooks = defaultHooks,
): ActionInputs {
  const problems: string[] = [];
  const get = (name: string): string =>
    (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();

  // Mask first: nothing below may print the key before the runner knows to hide it.
  const adminKey = get(Input.AdminKey);
  if (adminKey) hooks.setSecret(adminKey);
  // A key with a line break inside would be masked only whole; mask each piece too, since a
  // library could print one line of it.
  for (const piece of /\s/.test(adminKey) ? adminKey.split(/\s+/) : []) {
    if (piece.length >= 4) hooks.setSecret(piece);
  }
  const githubToken = get(Input.GitHubToken);
  if (githubToken) hooks.setSecret(githubToken);

  const runner = readRunner(env, problems);
  if (
    !adminKey &&
    get(Input.Mode) === 'preview' &&
    PR_EVENTS.has(runner.eventName) &&
    isForkPr(runner)
  ) {
    // `mode: preview` skips fork PRs without sending anything, so it needs no key there.
  } else if (!adminKey && runner.eventName === 'pull_request' && isForkPr(runner)) {
    // GitHub gives no secrets to workflows that fork PRs trigger: say so rather than "required".
    problems.push(
      `\`${Input.AdminKey}\` is empty because this run is for a pull request from a fork, and GitHub does not pass secrets to those. Skip the step for forks (\`if: github.event.pull_request.head.repo.full_name == github.repository\`); see "Fork pull requests" in the README.`,
    );
  } else if (!adminKey) {
    problems.push(
      `\`${Input.AdminKey}\` is required: pass your Mintlify admin API key from a secret, e.g. \`${Input.AdminKey}: \${{ secrets.MINTLIFY_ADMIN_KEY }}\`.`,
    );
  } else if (/\s/.test(adminKey)) {
    // Whatever its prefix: a header cannot carry it, and the key itself is never echoed.
    problems.push(
      `\`${Input.AdminKey}\` contains white space or a line break inside it; copy the key again as one line (white space around it is ignored).`,
    );
  } else if (!adminKey.startsWith(ADMIN_KEY_PREFIX)) {
    hooks.warning(
      `\`${Input.AdminKey}\` does not start with \`${ADMIN_KEY_PREFIX}\` as Mintlify admin keys do; if requests fail with 401, check that the secret holds an admin key (not an assistant or public key).`,
    );
  }

  const modeRaw = get(Input.Mode);
  const mode = parseEnum(modeRaw, MODES, Input.Mode, problems, true);

  const apiUrl = parseApiUrl(get(Input.ApiUrl) || DEFAULT_API_URL, problems, hooks);
  const projectId = get(Input.ProjectId);
  if (projectId && !isSafeId(projectId)) {
    problems.push(
      `\`${Input.ProjectId}\` "${clip(projectId)}" is not a project ID (letters, digits, \`-\` and \`_\` only).`,
    );
  }

  const timeoutRaw = get(Input.Timeout);
  let timeoutMs = mode ? DEFAULT_TIMEOUT_MS[mode] : 0;
  if (timeoutRaw) {
    const parsed = parseDuration(timeoutRaw);
    if (parsed === undefined || parsed <= 0) {
      problems.push(
        `\`${Input.Timeout}\` "${clip(timeoutRaw)}" is not a duration: use seconds (\`90\`) or a unit (\`90s\`, \`10m\`, \`1h\`).`,
      );
    } else if (parsed > 6 * 3_600_000) {
      problems.push(
        `\`${Input.Timeout}\` "${timeoutRaw}" is longer than a GitHub-hosted job may run (6h).`,
      );
    } else {
      timeoutMs = parsed;
    }
  }
  const pollRaw = get(Input.PollInterval);
  let pollIntervalMs: number | undefined;
  if (pollRaw) {
    const parsed = parseDuration(pollRaw);
    if (parsed === undefined || parsed < 1000) {
      problems.push(
        `\`${Input.PollInterval}\` "${clip(pollRaw)}" must be a duration of at least 1 second (\`5\`, \`5s\`, \`1m\`), or empty for adaptive polling.`,
      );
    } else {
      pollIntervalMs = parsed;
    }
  }

  const common = { adminKey, apiUrl, projectId, githubToken, timeoutMs, pollIntervalMs, runner };

  let result: ActionInputs | undefined;
  if (mode === 'status') result = readStatus(common, get, problems);
  else if (mode === 'export') result = readExport(common, get, problems);
  else if (mode === 'feedback') result = readFeedback(common, get, problems);
  else if (mode === 'preview') result = readPreview(common, get, problems);
  else if (mode === 'automation') result = readAutomation(common, get, problems);

  if (problems.length > 0 || !result) throw new InputError(problems);
  return deepFreeze(result);
}

type Getter = (name: string) => string;
type Common = Omit<CommonInputs, never>;

function readStatus(common: Common, get: Getter, problems: string[]): StatusInputs {
  const statusId = get(Input.StatusId);
  const trigger = parseBool(get(Input.Trigger), false, Input.Trigger, problems);
  const wait = parseBool(get(Input.Wait), true, Input.Wait, problems);
  if (statusId && !isSafeId(statusId)) {
    problems.push(
      `\`${Input.StatusId}\` "${clip(statusId)}" is not a status ID (letters, digits, \`-\` and \`_\` only).`,
    );
  }
  if (statusId && trigger) {
    problems.push(
      `Set either \`${Input.StatusId}\` (track an existing update) or \`${Input.Trigger}: true\` (start a new one), not both.`,
    );
  } else if (!statusId && !trigger) {
    problems.push(
      `\`mode: status\` needs \`${Input.StatusId}\` (the \`statusId\` returned when an update was triggered) or \`${Input.Trigger}: true\` with \`${Input.ProjectId}\`.`,
    );
  } else if (trigger && !common.projectId) {
    problems.push(
      `\`${Input.Trigger}: true\` needs \`${Input.ProjectId}\` (dashboard → Settings → API keys).`,
    );
  }
  return { ...common, mode: 'status', statusId, trigger, wait };
}

function readExport(common: Common, get: Getter, problems: string[]): ExportInputs {
  const domain = parseDomain(get(Input.Domain), problems);
  const exportVersion = get(Input.ExportVersion);
  const paths = parsePaths(get(Input.Paths), problems);
  const target =
    parseEnum(get(Input.Target) || 'artifact', TARGETS, Input.Target, problems, false) ??
    'artifact';
  const checkLinks =
    parseEnum(get(Input.CheckLinks) || 'warn', CHECK_LINKS, Input.CheckLinks, problems, false) ??
    'warn';
  const artifactName = get(Input.ArtifactName) || 'docs-export';
  const bad = artifactName.match(/["<>|*?:\\/\r\n]/);
  if (bad) {
    problems.push(
      `\`${Input.ArtifactName}\` "${clip(artifactName)}" contains "${bad[0]}", which artifact names may not contain.`,
    );
  }
  const retentionRaw = get(Input.RetentionDays);
  let retentionDays: number | undefined;
  if (retentionRaw) {
    retentionDays = parseIntIn(retentionRaw, 1, 90, Input.RetentionDays, problems);
  }
  let releaseTag = '';
  if (target === 'release') {
    releaseTag = get(Input.ReleaseTag);
    if (!releaseTag && common.runner.ref.startsWith('refs/tags/')) {
      releaseTag = common.runner.ref.slice('refs/tags/'.length);
    }
    if (!releaseTag) {
      problems.push(
        `\`${Input.Target}: release\` needs \`${Input.ReleaseTag}\`, or a workflow triggered by a tag (GITHUB_REF is "${clip(common.runner.ref) || 'empty'}").`,
      );
    }
  }
  return {
    ...common,
    mode: 'export',
    domain,
    exportVersion,
    paths,
    target,
    artifactName,
    retentionDays,
    releaseTag,
    checkLinks,
  };
}

function readFeedback(common: Common, get: Getter, problems: string[]): FeedbackInputs {
  if (!common.projectId) {
    problems.push(
      `\`mode: feedback\` needs \`${Input.ProjectId}\` (dashboard → Settings → API keys).`,
    );
  }
  const fromRaw = get(Input.DateFrom);
  const toRaw = get(Input.DateTo);
  const from = fromRaw ? parseDate(fromRaw, Input.DateFrom, problems) : undefined;
  const to = toRaw ? parseDate(toRaw, Input.DateTo, problems) : undefined;
  if (from !== undefined && to !== undefined && from >= to) {
    problems.push(
      `\`${Input.DateFrom}\` (${fromRaw}) must be before \`${Input.DateTo}\` (${toRaw}); \`${Input.DateTo}\` is exclusive.`,
    );
  }
  // Without a start, read the last 30 days: the report is about what readers say now.
  const dateFrom = fromRaw || new Date(Date.now() - 30 * 86_400_000).toISOString();
  const sourceRaw = get(Input.Source);
  const source = sourceRaw
    ? (parseEnum(sourceRaw, FEEDBACK_SOURCES, Input.Source, problems, false) ?? '')
    : '';
  const statuses: string[] = [];
  for (const part of get(Input.FeedbackStatus).split(',')) {
    const s = part.trim();
    if (!s) continue;
    if (!(FEEDBACK_STATUSES as readonly string[]).includes(s)) {
      problems.push(
        `\`${Input.FeedbackStatus}\` "${clip(s)}" is not one of ${FEEDBACK_STATUSES.join(', ')}.`,
      );
    } else if (!statuses.includes(s)) {
      statuses.push(s);
    }
  }
  const pageSize =
    parseIntIn(get(Input.PageSize) || '100', 1, 100, Input.PageSize, problems) ?? 100;
  const maxPages = parseIntIn(get(Input.MaxPages) || '20', 1, 100, Input.MaxPages, problems) ?? 20;
  const comment = parseBool(get(Input.Comment), true, Input.Comment, problems);
  const includeContact = parseBool(
    get(Input.IncludeContact),
    false,
    Input.IncludeContact,
    problems,
  );
  const commentKey = parseCommentKey(get(Input.CommentKey) || common.projectId, problems);
  const docsRoot = get(Input.DocsRoot)
    .replace(/^\.?\/+/, '')
    .replace(/\/+$/, '');
  if (docsRoot.split('/').includes('..')) {
    problems.push(
      `\`${Input.DocsRoot}\` "${clip(docsRoot)}" must be a folder inside the repository (no \`..\`).`,
    );
  }
  const pageViews = parseBool(get(Input.PageViews), true, Input.PageViews, problems);
  const readerSignals = parseReaderSignals(get(Input.ReaderSignals), problems);
  return {
    ...common,
    mode: 'feedback',
    dateFrom,
    dateTo: toRaw,
    source,
    statuses,
    pageSize,
    maxPages,
    comment,
    commentKey,
    includeContact,
    docsRoot,
    pageViews,
    readerSignals,
  };
}

/**
 * `reader-signals`: a comma (or line) list of `searches` and `assistant`, in any order and case,
 * or `none` alone. Empty means both, as action.yml's default says.
 */
export function parseReaderSignals(raw: string, problems: string[]): ReaderSignal[] {
  const parts = raw
    .split(/[,\n]/)
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p !== '');
  if (parts.length === 0) return [...READER_SIGNALS];
  const allowed = `${READER_SIGNALS.map((s) => `\`${s}\``).join(', ')} or \`none\``;
  if (parts.includes('none')) {
    if (parts.some((p) => p !== 'none')) {
      problems.push(
        `\`${Input.ReaderSignals}\` "${clip(raw)}" mixes \`none\` with signals: give \`none\` alone, or a list of ${READER_SIGNALS.map((s) => `\`${s}\``).join(', ')}.`,
      );
    }
    return [];
  }
  const out: ReaderSignal[] = [];
  for (const part of parts) {
    if (!(READER_SIGNALS as readonly string[]).includes(part)) {
      problems.push(`\`${Input.ReaderSignals}\` "${clip(part)}" is not one of ${allowed}.`);
    } else if (!out.includes(part as ReaderSignal)) {
      out.push(part as ReaderSignal);
    }
  }
  return out;
}

function readPreview(common: Common, get: Getter, problems: string[]): PreviewInputs {
  const { runner } = common;
  const fork = PR_EVENTS.has(runner.eventName) && isForkPr(runner);
  if (!common.projectId && !fork) {
    problems.push(
      `\`mode: preview\` needs \`${Input.ProjectId}\` (dashboard → Settings → API keys).`,
    );
  }
  // Inputs of other modes that would silently do nothing here are refused, not ignored.
  if (get(Input.StatusId)) {
    problems.push(
      `\`${Input.StatusId}\` is for \`mode: status\`; \`mode: preview\` starts its own preview and tracks it. Remove \`${Input.StatusId}\`.`,
    );
  }
  if (get(Input.Trigger) === 'true') {
    problems.push(
      `\`${Input.Trigger}: true\` is for \`mode: status\`; \`mode: preview\` always starts a preview. Remove \`${Input.Trigger}\`.`,
    );
  }
  const wait = parseBool(get(Input.Wait), true, Input.Wait, problems);
  const comment = parseBool(get(Input.Comment), true, Input.Comment, problems);
  const deployment = parseBool(get(Input.Deployment), true, Input.Deployment, problems);
  const commentKey = parseCommentKey(get(Input.CommentKey) || common.projectId, problems);
  const environment = get(Input.Environment) || DEFAULT_PREVIEW_ENVIRONMENT;
  if (environment.length > 255 || /[\p{Cc}]/u.test(environment)) {
    problems.push(
      `\`${Input.Environment}\` "${clip(environment)}" is not an environment name (at most 255 characters, one line).`,
    );
  }

  const pr = PR_EVENTS.has(runner.eventName) ? pullRequestOf(runner.event) : undefined;
  let branch = get(Input.Branch).replace(/^refs\/heads\//, '');
  if (!branch && !fork) {
    if (PR_EVENTS.has(runner.eventName)) branch = pr?.headRef || runner.headRef;
    else if (runner.eventName === 'push' && runner.ref.startsWith('refs/heads/')) {
      branch = runner.ref.slice('refs/heads/'.length);
    }
    if (!branch) {
      problems.push(
        `\`mode: preview\` needs \`${Input.Branch}\` on \`${runner.eventName || 'unknown'}\` events${
          runner.eventName === 'push'
            ? ` that push a tag (GITHUB_REF is "${clip(runner.ref)}")`
            : ''
        }: only pull requests and branch pushes name a branch by themselves. Set e.g. \`${Input.Branch}: \${{ github.ref_name }}\`.`,
      );
    }
  }
  if (branch) {
    const bad = branchProblem(branch);
    if (bad) {
      problems.push(`\`${Input.Branch}\` "${clip(branch)}" is not a branch name: ${bad}.`);
    }
  }
  return {
    ...common,
    mode: 'preview',
    branch,
    wait,
    comment,
    commentKey,
    deployment,
    environment,
    pullNumber: pr?.number,
    headSha: pr?.headSha || runner.sha,
    fork,
    closed: pr && runner.event.action === 'closed' ? { merged: pr.merged } : undefined,
  };
}

function readAutomation(common: Common, get: Getter, problems: string[]): AutomationInputs {
  if (!common.projectId) {
    problems.push(
      `\`mode: automation\` needs \`${Input.ProjectId}\` (dashboard → Settings → API keys).`,
    );
  }
  // Inputs of other modes that would silently do nothing here are refused, not ignored.
  if (get(Input.StatusId)) {
    problems.push(
      `\`${Input.StatusId}\` is for \`mode: status\`; \`mode: automation\` queues an automation run, which has no status id. Remove \`${Input.StatusId}\`.`,
    );
  }
  if (get(Input.Trigger) === 'true') {
    problems.push(
      `\`${Input.Trigger}: true\` is for \`mode: status\` (a docs update); \`mode: automation\` always triggers \`${Input.AutomationId}\`. Remove \`${Input.Trigger}\`.`,
    );
  }
  const automationId = get(Input.AutomationId);
  if (!automationId) {
    problems.push(
      `\`mode: automation\` needs \`${Input.AutomationId}\`: copy the ID from the automation's settings panel on the dashboard's Automations page.`,
    );
  } else {
    const bad = automationIdProblem(automationId);
    if (bad) {
      problems.push(
        `\`${Input.AutomationId}\` "${clip(automationId)}" is not an automation ID: ${bad}. Copy the ID from the automation's settings panel on the dashboard's Automations page.`,
      );
    }
  }
  return { ...common, mode: 'automation', automationId };
}

/**
 * Why `id` cannot be an automation id, or undefined when it can. The id is one segment of the
 * request path: anything that could move the request elsewhere (`/`, `?`, `#`, `%`, white space,
 * `..`) is named, and the rest must be letters, digits, `-` and `_` like every other id.
 */
export function automationIdProblem(id: string): string | undefined {
  const char = /[/?#%\\]/.exec(id)?.[0];
  if (char) return `it contains \`${char}\`, which would change the request's path`;
  if (/[\p{Cc}\s]/u.test(id)) return 'it contains white space or a control character';
  if (id.includes('..')) return "it contains `..`, which would change the request's path";
  if (!isSafeId(id)) return 'use letters, digits, `-` and `_` only (at most 200)';
  return undefined;
}

/** Why `name` cannot be a Git branch (per `git check-ref-format`), or undefined when it can. */
function branchProblem(name: string): string | undefined {
  if (name.length > 255) return 'longer than 255 characters';
  if (/[\p{Cc}\s]/u.test(name)) return 'it contains white space or control characters';
  if (/[~^:?*[\\]/.test(name)) return 'it contains one of ~ ^ : ? * [ \\';
  if (name.includes('..') || name.includes('@{') || name.includes('//')) {
    return 'it contains `..`, `@{` or `//`';
  }
  if (/^[-/.]|[/.]$|\.lock$|\/\./.test(name)) {
    return 'it starts with `-`, `/` or `.`, ends with `/`, `.` or `.lock`, or has a part starting with `.`';
  }
  return undefined;
}

/** What `mode: preview` reads from a pull request event's payload. */
function pullRequestOf(
  event: Readonly<Record<string, unknown>>,
): { number: number | undefined; headRef: string; headSha: string; merged: boolean } | undefined {
  const pr = event.pull_request as
    | { number?: unknown; merged?: unknown; head?: { ref?: unknown; sha?: unknown } | null }
    | undefined;
  if (!pr || typeof pr !== 'object') return undefined;
  const n = pr.number;
  return {
    number: typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined,
    headRef: typeof pr.head?.ref === 'string' ? pr.head.ref : '',
    headSha: typeof pr.head?.sha === 'string' ? pr.head.sha : '',
    merged: pr.merged === true,
  };
}

/** Events whose payload carries a `pull_request` (its number, head and base). */
export const PR_EVENTS: ReadonlySet<string> = new Set(['pull_request', 'pull_request_target']);

/**
 * Whether the run's pull request comes from a fork: its head branch lives in another repository,
 * or in a deleted fork (`head.repo` null). False when the event carries no pull request. Callers
 * pick the events that matter: `pull_request` from a fork gets no secrets and a read-only token;
 * the platform builds branches of the connected repository only.
 */
export function isForkPr(runner: RunnerContext): boolean {
  const pr = runner.event.pull_request as
    { head?: { repo?: { full_name?: unknown } | null } } | undefined;
  if (!pr?.head) return false;
  if (pr.head.repo === null) return true;
  const head = pr.head.repo?.full_name;
  return typeof head === 'string' && head !== `${runner.owner}/${runner.repo}`;
}

function parseCommentKey(commentKey: string, problems: string[]): string {
  if (commentKey && !/^[A-Za-z0-9._-]{1,100}$/.test(commentKey)) {
    problems.push(
      `\`${Input.CommentKey}\` "${clip(commentKey)}" may hold only letters, digits, \`.\`, \`-\` and \`_\` (at most 100).`,
    );
  }
  return commentKey;
}

function readRunner(env: NodeJS.ProcessEnv, problems: string[]): RunnerContext {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  let event: Record<string, unknown> = {};
  const eventPath = env.GITHUB_EVENT_PATH;
  if (eventPath) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(eventPath, 'utf8'));
      if (parsed && typeof parsed === 'object') event = parsed as Record<string, unknown>;
    } catch (err) {
      problems.push(
        `GITHUB_EVENT_PATH (${eventPath}) could not be read as JSON: ${(err as Error).message}`,
      );
    }
  }
  return {
    runnerTemp: env.RUNNER_TEMP || tmpdir(),
    sha: env.GITHUB_SHA ?? '',
    ref: env.GITHUB_REF ?? '',
    owner,
    repo,
    eventName: env.GITHUB_EVENT_NAME ?? '',
    event,
    serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    runId: env.GITHUB_RUN_ID ?? '',
    runAttempt: env.GITHUB_RUN_ATTEMPT || '1',
    job: env.GITHUB_JOB ?? '',
    headRef: env.GITHUB_HEAD_REF ?? '',
  };
}

/**
 * Parses a duration: bare seconds (`90`) or one or more number+unit parts (`90s`, `10m`, `1h`,
 * `1h30m`, `500ms`). Returns milliseconds, or undefined when it is not a duration.
 */
export function parseDuration(text: string): number | undefined {
  const s = text.trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(s)) return Math.round(Number(s) * 1000);
  if (!/^(\d+(\.\d+)?(ms|s|m|h))+$/.test(s)) return undefined;
  const unit: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  let total = 0;
  for (const m of s.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(m[1]) * (unit[m[2] as string] ?? 0);
  }
  return Math.round(total);
}

/**
 * Parses a date as the analytics API accepts it: `YYYY-MM-DD` (a real calendar day) or an ISO 8601
 * date-time (`2024-01-31T12:00:00Z`, with optional fraction and offset). Returns epoch ms.
 */
export function parseIsoDate(text: string): number | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const t = Date.UTC(y, m - 1, d);
    const back = new Date(t);
    if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
      return undefined;
    }
    return t;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(text)) {
    return undefined;
  }
  const t = Date.parse(text);
  return Number.isNaN(t) ? undefined : t;
}

/**
 * Normalizes a deployment domain to a bare hostname: `https://Docs.Example.com/` → `docs.example.com`.
 * Returns undefined when what remains is not a hostname.
 */
export function normalizeDomain(text: string): string | undefined {
  let s = text.trim().toLowerCase();
  s = s.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  if (s.length === 0 || s.length > 253) return undefined;
  const labels = s.split('.');
  if (labels.length < 2) return undefined;
  for (const label of labels) {
    if (!/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) return undefined;
  }
  return s;
}

function parseDomain(raw: string, problems: string[]): string {
  if (!raw) {
    problems.push(
      `\`mode: export\` needs \`${Input.Domain}\`: the docs' custom domain (\`docs.example.com\`) or Mintlify subdomain (\`acme.mintlify.app\`).`,
    );
    return '';
  }
  const domain = normalizeDomain(raw);
  if (!domain) {
    problems.push(
      `\`${Input.Domain}\` "${clip(raw)}" is not a hostname: give the host only, like \`docs.example.com\` (no path such as \`/docs\`, no port).`,
    );
    return '';
  }
  return domain;
}

/** The home page as the static export API's `paths` expects it. */
const HOME_PAGE_PATH = 'index';

function parsePaths(raw: string, problems: string[]): string[] {
  const out: string[] = [];
  for (const line of raw.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    // The export API names the home page `index`; a line `/` means it (not "every page").
    const p = trimmed.replace(/^\/+/, '') || HOME_PAGE_PATH;
    if (/[\s?#]/.test(p) || p.split('/').includes('..')) {
      problems.push(
        `\`${Input.Paths}\` entry "${clip(p)}" is not a page path (like \`guides/getting-started\`).`,
      );
    } else if (!out.includes(p)) {
      out.push(p);
    }
  }
  return out;
}

function parseApiUrl(raw: string, problems: string[], hooks: InputHooks): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(
      `\`${Input.ApiUrl}\` "${clip(raw)}" is not a URL; use \`${DEFAULT_API_URL}\` or leave it empty.`,
    );
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    problems.push(`\`${Input.ApiUrl}\` must be an http(s) URL.`);
    return '';
  }
  if (url.username || url.password || url.search || url.hash) {
    problems.push(
      `\`${Input.ApiUrl}\` must not carry credentials, a query or a fragment; pass the key in \`${Input.AdminKey}\`.`,
    );
    return '';
  }
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    // Printed even when another input stops the run: the setting itself is the problem.
    hooks.warning(
      `\`${Input.ApiUrl}\` uses http:// to ${url.hostname}: the admin key would travel unencrypted. Use https:// (http:// is meant for a local emulator on localhost).`,
    );
  }
  let path = url.pathname.replace(/\/+$/, '');
  if (/\/v1$/.test(path)) {
    path = path.slice(0, -3);
    hooks.warning(`\`${Input.ApiUrl}\` should not end in \`/v1\`; using ${url.origin}${path}.`);
  }
  return `${url.origin}${path}`;
}

/** `localhost` (and its subdomains), 127.0.0.0/8 and ::1: traffic that never leaves the machine. */
function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

function parseEnum<T extends string>(
  raw: string,
  allowed: readonly T[],
  name: string,
  problems: string[],
  required: boolean,
): T | undefined {
  if (!raw) {
    if (required)
      problems.push(
        `\`${name}\` is required: one of ${allowed.map((a) => `\`${a}\``).join(', ')}.`,
      );
    return undefined;
  }
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  problems.push(
    `\`${name}\` "${clip(raw)}" is not one of ${allowed.map((a) => `\`${a}\``).join(', ')}.`,
  );
  return undefined;
}

/** YAML 1.2 core schema booleans, as `core.getBooleanInput` accepts them. */
function parseBool(raw: string, fallback: boolean, name: string, problems: string[]): boolean {
  if (!raw) return fallback;
  if (['true', 'True', 'TRUE'].includes(raw)) return true;
  if (['false', 'False', 'FALSE'].includes(raw)) return false;
  problems.push(`\`${name}\` "${clip(raw)}" is not a boolean: use \`true\` or \`false\`.`);
  return fallback;
}

function parseIntIn(
  raw: string,
  min: number,
  max: number,
  name: string,
  problems: string[],
): number | undefined {
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    problems.push(`\`${name}\` "${clip(raw)}" must be a whole number from ${min} to ${max}.`);
    return undefined;
  }
  return Number(raw);
}

function parseDate(raw: string, name: string, problems: string[]): number | undefined {
  const t = parseIsoDate(raw);
  if (t === undefined) {
    problems.push(
      `\`${name}\` "${clip(raw)}" is not a date: use \`YYYY-MM-DD\` or an ISO 8601 date-time like \`2024-01-31T00:00:00Z\`.`,
    );
  }
  return t;
}

function isSafeId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,200}$/.test(id);
}

/** Inputs are echoed in messages; keep them short and on one line. */
function clip(text: string): string {
  const one = text.replace(/[\r\n]+/g, ' ');
  return one.length > 80 ? `${one.slice(0, 77)}...` : one;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}
