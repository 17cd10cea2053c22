/**
 * Small HTTP plumbing shared by the emulator's route modules: the reply shape handlers return,
 * GitHub-style error bodies, and GitHub's page-number pagination with its Link header.
 */
import type { IncomingMessage } from 'node:http';

/** What a route handler answers; the server turns it into an HTTP response. */
export interface Reply {
  /** Status code. */
  status: number;
  /** Extra response headers. */
  headers?: Record<string, string>;
  /** JSON body (serialized by the server). */
  json?: unknown;
  /** Raw body, sent as is; wins over `json`. */
  raw?: Buffer | string;
}

/** A parsed incoming request, as handed to route handlers. */
export interface Incoming {
  /** HTTP method, upper case. */
  method: string;
  /** Parsed URL (absolute, against the emulator's base). */
  url: URL;
  /** Raw request headers. */
  headers: IncomingMessage['headers'];
  /** The whole request body. */
  body: Buffer;
  /** The body parsed as JSON, or undefined when it is empty or not JSON. */
  json: unknown;
}

/** Documentation root GitHub puts in error bodies. */
export const DOCS = 'https://docs.github.com/rest';

/** A GitHub REST error body, with the `status` string GitHub includes nowadays. */
export function ghError(
  status: number,
  message: string,
  documentationUrl = DOCS,
  extra: Record<string, unknown> = {},
): Reply {
  return {
    status,
    json: { message, documentation_url: documentationUrl, status: String(status), ...extra },
  };
}

/** GitHub's 404 body. */
export function notFound(documentationUrl = DOCS): Reply {
  return ghError(404, 'Not Found', documentationUrl);
}

/** GitHub's 422 "Validation Failed" body with one error entry. */
export function validationFailed(
  resource: string,
  field: string,
  code: string,
  documentationUrl = DOCS,
): Reply {
  return ghError(422, 'Validation Failed', documentationUrl, {
    errors: [{ resource, code, field }],
  });
}

/** A value from a JSON body as a plain object, or an empty one. */
export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** A positive integer query parameter, or the fallback when absent or malformed. */
function intParam(url: URL, name: string, fallback: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 ? value : fallback;
}

/**
 * Slice `items` the way GitHub's list endpoints do (`per_page` default 30, max 100; `page` from 1)
 * and build the matching Link header. Octokit's paginate follows rel="next" only, so that link
 * must be absolute and keep every other query parameter.
 */
export function paginate<T>(items: readonly T[], incoming: Incoming, baseUrl: string): Reply {
  const perPage = Math.min(intParam(incoming.url, 'per_page', 30), 100);
  const page = intParam(incoming.url, 'page', 1);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const headers: Record<string, string> = {};
  const link = (n: number): string => {
    const target = new URL(incoming.url.pathname + incoming.url.search, baseUrl);
    target.searchParams.set('page', String(n));
    return target.toString();
  };
  const parts: string[] = [];
  // GitHub omits the header entirely when everything fits on one page.
  if (lastPage > 1 || page > 1) {
    if (page > 1) parts.push(`<${link(Math.min(page - 1, lastPage))}>; rel="prev"`);
    if (page < lastPage) parts.push(`<${link(page + 1)}>; rel="next"`);
    if (page < lastPage) parts.push(`<${link(lastPage)}>; rel="last"`);
    if (page > 1) parts.push(`<${link(1)}>; rel="first"`);
  }
  if (parts.length > 0) headers['link'] = parts.join(', ');
  return { status: 200, headers, json: slice };
}

/** GitHub's timestamp format: ISO 8601 without milliseconds. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A stable numeric id for a login, so seeded users look consistent across calls. */
export function userId(login: string): number {
  let hash = 7;
  for (const char of login) hash = (hash * 31 + char.charCodeAt(0)) % 90_000_000;
  return 10_000_000 + hash;
}

/** Who may call a route. */
export type RouteAuth = 'rest' | 'none';

/** A route of the emulator. */
export interface Route {
  /** HTTP method, upper case. */
  method: string;
  /** Matched against the decoded-later pathname; capture groups become `params`. */
  pattern: RegExp;
  /** 'rest' requires the REST token; 'none' lets the handler check its own credentials. */
  auth: RouteAuth;
  /** When the first two captures are owner and repo, which must name the emulated repository. */
  repoScoped?: boolean;
  /** A REST write, answered 403 in fork pull request mode (a read-only token). */
  write?: {
    /** documentation_url of the 403 body. */
    docs: string;
    /** Value of the x-accepted-github-permissions header, e.g. 'issues=write'. */
    permission: string;
  };
  /** Produce the reply; `params` are the URI-decoded captures after owner/repo when repoScoped. */
  handle(incoming: Incoming, params: string[]): Reply | Promise<Reply>;
}
