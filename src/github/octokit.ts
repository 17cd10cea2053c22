/**
 * The one place an Octokit client is made, pointed at this run's API (GHES or the emulator), with
 * the same resilience as platform calls: retries of server errors (@octokit/plugin-retry) and
 * waits on primary and secondary rate limits as `retry-after` asks (@octokit/plugin-throttling),
 * all within the mode's deadline. Its requests go through util/network.ts (Octokit's
 * `request.fetch`): the runner's proxy, connections bounded by the deadline, and a proxy's refusal
 * or silence in plain words, never retried.
 */
import * as github from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { RunnerContext } from '../inputs/runner.js';
import * as core from '../log.js';
import { errorText } from '../util/abort.js';
import { ProxyError } from '../util/network.js';
import { networkFetch } from '../util/network-fetch.js';
import { logText } from '../util/text.js';

/** An authenticated Octokit client. */
export type Octokit = ReturnType<typeof github.getOctokit>;

/** Optional limits of {@link createOctokit}. */
export interface OctokitLimits {
  /** Epoch ms by which the mode must be done: no wait or attempt goes past it. */
  readonly deadline?: number;
  /**
   * Whether an attempt due after the deadline is refused (default true). False where a request
   * must still go out after it, such as cancelling a Pages deployment that ran out of time.
   */
  readonly refuseLateAttempts?: boolean;
  /** Where a rate-limit wait is reported (one line each); the log unless a test listens. */
  readonly log?: (line: string) => void;
}

/** Rate-limit waits retried per request at most; each is also bounded by the deadline. */
const MAX_RATE_LIMIT_RETRIES = 3;

/**
 * Creates an Octokit for `token` against `runner.apiUrl`. @actions/github reads GITHUB_API_URL
 * when it loads, so the base URL is passed explicitly rather than trusted from the module.
 */
export function createOctokit(
  token: string,
  runner: Pick<RunnerContext, 'apiUrl'>,
  limits: OctokitLimits = {},
): Octokit {
  const deadline = limits.deadline ?? Number.POSITIVE_INFINITY;
  const log = limits.log ?? ((line: string): void => core.info(line));
  /** Whether waiting `seconds` and trying again still ends before the deadline. */
  const canWait = (seconds: number, retryCount: number, what: string): boolean => {
    const fits = Date.now() + seconds * 1000 < deadline;
    if (retryCount < MAX_RATE_LIMIT_RETRIES && fits) {
      log(`GitHub API: ${what}; retrying in ${seconds} s.`);
      return true;
    }
    log(`GitHub API: ${what}; not retrying (${fits ? 'retried enough' : 'past the `timeout`'}).`);
    return false;
  };
  return github.getOctokit(
    token,
    {
      baseUrl: runner.apiUrl,
      throttle: {
        onRateLimit: (after: number, _options: unknown, _octokit: unknown, count: number) =>
          canWait(after, count, 'rate limit reached'),
        onSecondaryRateLimit: (
          after: number,
          _options: unknown,
          _octokit: unknown,
          count: number,
        ) => canWait(after, count, 'secondary rate limit reached'),
      },
      retry: { retries: 3 },
      // Through our network module, not @actions/http-client's own ProxyAgent. A late request
      // (refuseLateAttempts false) still has the run's deadline, which main.ts sets with grace.
      request: {
        fetch: networkFetch(limits.refuseLateAttempts === false ? {} : { deadline }),
      },
    },
    // First, so its hooks are the innermost: they see each attempt (retries included) and each
    // error before the retry plugin does.
    deadlineGuard(deadline, limits.refuseLateAttempts !== false),
    retry,
    throttling,
  );
}

/** What the guard's hooks see of a request's options. */
interface HookOptions {
  request?: { signal?: AbortSignal; retries?: number };
}

/** The part of Octokit's hook API the guard uses. */
interface Hooks {
  hook: {
    before(name: 'request', fn: (options: HookOptions) => void): void;
    error(name: 'request', fn: (error: unknown, options: HookOptions) => never): void;
  };
}

/**
 * A plugin that stops retries of a cancelled or late request (@octokit/request reports an abort
 * as HTTP 500, which the retry plugin would otherwise retry three times, waiting 14 s in all),
 * and, with `refuseLate`, refuses any attempt once the deadline has passed.
 */
function deadlineGuard(deadline: number, refuseLate: boolean) {
  return (octokit: Hooks): void => {
    octokit.hook.before('request', () => {
      if (!refuseLate || Date.now() < deadline) return;
      // `request.retries: 0` tells the retry plugin not to try again.
      throw Object.assign(
        new Error('Timed out: the `timeout` ran out before this GitHub request.'),
        { name: 'TimeoutError', request: { request: { retries: 0 } } },
      );
    });
    octokit.hook.error('request', (error, options) => {
      const proxy = finalProxyError(error);
      // The proxy's own words, not Octokit's HTTP 500, and `retries: 0` for the retry plugin.
      if (proxy) throw Object.assign(proxy, { request: { request: { retries: 0 } } });
      if (options.request && (options.request.signal?.aborted || Date.now() >= deadline)) {
        options.request.retries = 0;
      }
      throw error;
    });
  };
}

/**
 * The proxy's refusal (407, 403) or silence behind an Octokit error (in its `cause`): no retry can
 * help either, and its message says what to do.
 */
function finalProxyError(error: unknown): ProxyError | undefined {
  const cause = (error as { cause?: unknown } | null)?.cause;
  const proxy =
    error instanceof ProxyError ? error : cause instanceof ProxyError ? cause : undefined;
  return proxy && (proxy.refused || proxy.answer === 'no-answer') ? proxy : undefined;
}

/** The HTTP status of an Octokit error, if it has one (network errors have none). */
export function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** An Octokit error in one line, with its HTTP status and without secrets. */
export function githubErrorText(err: unknown): string {
  const status = statusOf(err);
  const short = logText(errorText(err), 300);
  return status !== undefined && !short.includes(String(status))
    ? `HTTP ${status}: ${short}`
    : short;
}

/** Where a pull request's or issue's list is read, and the signal that aborts the read. */
export interface ListTarget {
  readonly owner: string;
  readonly repo: string;
  /** The pull request's or issue's number. */
  readonly number: number;
  readonly signal?: AbortSignal;
}

/** The owner, repository and abort signal every request on a repository takes. */
export function onRepo(at: {
  readonly owner: string;
  readonly repo: string;
  readonly signal?: AbortSignal;
}): { owner: string; repo: string; request: { signal?: AbortSignal } } {
  return { owner: at.owner, repo: at.repo, request: at.signal ? { signal: at.signal } : {} };
}

type Item<M extends (...args: never[]) => Promise<{ data: readonly unknown[] }>> = Awaited<
  ReturnType<M>
>['data'][number];

/** The files a pull request changes, as GitHub lists them (100 a request), stopping after `max`. */
export async function* pullFiles(
  octokit: Octokit,
  at: ListTarget,
  max: number,
): AsyncGenerator<Item<Octokit['rest']['pulls']['listFiles']>> {
  const params = { ...onRepo(at), pull_number: at.number, per_page: 100 };
  let count = 0;
  for await (const page of octokit.paginate.iterator(octokit.rest.pulls.listFiles, params)) {
    for (const file of page.data) {
      yield file;
      if (++count >= max) return;
    }
  }
}

/** The comments of an issue or pull request, oldest first, as GitHub lists them (100 a request). */
export async function* issueComments(
  octokit: Octokit,
  at: ListTarget,
): AsyncGenerator<Item<Octokit['rest']['issues']['listComments']>> {
  const params = { ...onRepo(at), issue_number: at.number, per_page: 100 };
  for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, params)) {
    yield* page.data;
  }
}
