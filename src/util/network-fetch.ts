/**
 * `fetch` (undici's) through util/network.ts: for Octokit's `request.fetch`, so GitHub calls take
 * the runner's proxy, its deadlines and its messages as every other request does, instead of
 * @actions/http-client's own `ProxyAgent` (whose CONNECT no signal bounds).
 */
import { fetch, type Dispatcher } from 'undici';
import { dispatcherFor } from './network.js';
import { ProxyError } from './proxy-error.js';

/** Options of {@link networkFetch}. */
export interface NetworkFetchOptions {
  /** Epoch ms: no connection or CONNECT waits past it. */
  readonly deadline?: number;
}

/** The `fetch` Octokit calls: a URL (string) and the init it builds. */
export type OctokitFetch = (url: string, init?: Record<string, unknown>) => Promise<Response>;

/**
 * A `fetch` whose requests go through {@link dispatcherFor}'s dispatcher of their origin (made on
 * first use, kept for the run: idle sockets do not hold the process). A request refused or left
 * unanswered by the proxy rejects with the {@link ProxyError} that says so, not undici's
 * `fetch failed`.
 */
export function networkFetch(options: NetworkFetchOptions = {}): OctokitFetch {
  const dispatchers = new Map<string, Dispatcher>();
  const dispatcher = (url: URL): Dispatcher => {
    let found = dispatchers.get(url.origin);
    if (!found) {
      found = dispatcherFor(url, options.deadline === undefined ? {} : options);
      dispatchers.set(url.origin, found);
    }
    return found;
  };
  return async (url, init = {}) => {
    const target = new URL(url);
    try {
      const response = await fetch(target, {
        ...(init as Parameters<typeof fetch>[1]),
        dispatcher: dispatcher(target),
      });
      return response as unknown as Response;
    } catch (err) {
      throw proxyCause(err) ?? err;
    }
  };
}

/** The {@link ProxyError} behind undici's `TypeError: fetch failed`, if that is what it was. */
function proxyCause(err: unknown): ProxyError | undefined {
  const cause = (err as { cause?: unknown } | null)?.cause;
  return cause instanceof ProxyError ? cause : undefined;
}
