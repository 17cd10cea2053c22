/**
 * The runner's environment (GITHUB_* variables and the event payload), read once for every mode,
 * and what the event says about its pull request.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';

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
  /** GITHUB_WORKSPACE: where the repository is checked out (the working directory outside a runner). */
  readonly workspace: string;
  /** GITHUB_ACTOR: who started the run (kept across re-runs), e.g. `dependabot[bot]`. */
  readonly actor: string;
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

/** Why GitHub gave a run no secrets: a fork's `pull_request`, or a run Dependabot started. */
export type SecretsWithheld = 'fork' | 'dependabot';

/** The account Dependabot's pull requests and pushes run as. */
const DEPENDABOT = 'dependabot[bot]';

/**
 * Whether this is a run GitHub starts without the repository's secrets: a `pull_request` from a
 * fork, or a `pull_request` or `push` that Dependabot started (those read Dependabot secrets
 * only). `pull_request_target` runs with the base repository's secrets, so it is never one.
 */
export function secretsWithheld(runner: RunnerContext): SecretsWithheld | undefined {
  if (runner.eventName === 'pull_request' && isForkPr(runner)) return 'fork';
  const byDependabot = runner.actor.toLowerCase() === DEPENDABOT;
  if (byDependabot && (runner.eventName === 'pull_request' || runner.eventName === 'push')) {
    return 'dependabot';
  }
  return undefined;
}

/** What a pull request event's payload says of its pull request, or undefined without one. */
export function pullRequestOf(event: Readonly<Record<string, unknown>>):
  | {
      number: number | undefined;
      headRef: string;
      headSha: string;
      baseSha: string;
      merged: boolean;
    }
  | undefined {
  type Side = { ref?: unknown; sha?: unknown } | null;
  const pr = event.pull_request as
    { number?: unknown; merged?: unknown; head?: Side; base?: Side } | undefined;
  if (!pr || typeof pr !== 'object') return undefined;
  const n = pr.number;
  return {
    number: typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined,
    headRef: typeof pr.head?.ref === 'string' ? pr.head.ref : '',
    headSha: typeof pr.head?.sha === 'string' ? pr.head.sha : '',
    baseSha: typeof pr.base?.sha === 'string' ? pr.base.sha : '',
    merged: pr.merged === true,
  };
}

/**
 * Reads the runner's environment; an unreadable event payload is a problem, not a crash.
 */
export function readRunner(env: NodeJS.ProcessEnv, problems: string[]): RunnerContext {
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
    serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/(?<!\/)\/+$/, ''),
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/(?<!\/)\/+$/, ''),
    runId: env.GITHUB_RUN_ID ?? '',
    runAttempt: env.GITHUB_RUN_ATTEMPT || '1',
    job: env.GITHUB_JOB ?? '',
    headRef: env.GITHUB_HEAD_REF ?? '',
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    actor: env.GITHUB_ACTOR ?? '',
  };
}
