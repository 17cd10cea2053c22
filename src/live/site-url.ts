/**
 * The live site's root and the URL of one page under it. The root comes from `site-url` (checked
 * before any request) or from the update's `subdomain`, which is the API's untrusted text: only a
 * plain DNS label makes a URL, anything else means no request at all. A page path from the API or
 * a push that could climb out of the site (`..`, `//host`, a scheme, a backslash, their encoded
 * forms) is refused, not fetched.
 */
import { isLoopback } from '../util/loopback.js';

/** The host every Mintlify site is served on, under its subdomain. */
export const DEFAULT_SITE_DOMAIN = 'mintlify.site';

/** A checked site root: origin plus base path (no trailing slash; empty for the root). */
export interface SiteRoot {
  /** `https://docs.example.com` */
  readonly origin: string;
  /** `/docs`, or empty. */
  readonly basePath: string;
  /** `origin + basePath`, as shown in the summary. */
  readonly href: string;
}

/**
 * Checks a `site-url` input: http(s), plain `http` only to a loopback address, no credentials,
 * query or fragment. Returns the root, or a problem in plain words.
 */
export function parseSiteUrl(raw: string): { root?: SiteRoot; problem?: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: "is not a URL; use the live site's root, e.g. `https://docs.example.com`." };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { problem: 'must be an https:// URL.' };
  }
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    return { problem: 'must use https:// (plain http:// is allowed for localhost only).' };
  }
  if (url.username || url.password || url.search || url.hash) {
    return { problem: 'must not carry credentials, a query or a fragment.' };
  }
  const basePath = url.pathname.replace(/(?<!\/)\/+$/, '');
  if (!isSafeBasePath(basePath)) {
    return { problem: 'has a path that is not a plain folder (no `..`, `//`, `%` escapes).' };
  }
  return { root: { origin: url.origin, basePath, href: `${url.origin}${basePath}` } };
}

/**
 * The default root `https://<subdomain>.mintlify.site`, only when `subdomain` is a plain DNS label
 * (letters, digits, inner hyphens, at most 63): otherwise undefined, and nothing is fetched.
 */
export function defaultSiteRoot(subdomain: string | undefined): SiteRoot | undefined {
  if (!subdomain || !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(subdomain)) return undefined;
  const origin = `https://${subdomain.toLowerCase()}.${DEFAULT_SITE_DOMAIN}`;
  return { origin, basePath: '', href: origin };
}

function isSafeBasePath(path: string): boolean {
  return path === '' || (/^(\/[A-Za-z0-9._~-]+)+$/.test(path) && !/\/\.{1,2}(\/|$)/.test(path));
}

/**
 * The URL of a page (`/guides/intro`) under the root, with `suffix` (`.md`) appended, or undefined
 * when the path could leave the site: `..` or `.` segments, `//`, a backslash, a scheme, control
 * characters, or `%` escapes of `.`, `/`, `\` and `%` itself.
 */
export function pageUrl(root: SiteRoot, pagePath: string, suffix = ''): string | undefined {
  if (!isSafePagePath(pagePath)) return undefined;
  const encoded = pagePath
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/');
  const path = encoded === '/' ? (suffix ? '/index' : '/') : encoded;
  const url = new URL(`${root.origin}${root.basePath}${path}${suffix}`);
  // The URL parser must not have moved it anywhere else (it never should after the checks above).
  return url.origin === root.origin && url.pathname.startsWith(`${root.basePath}/`)
    ? url.href
    : undefined;
}

/** Whether a page path stays inside the site (see {@link pageUrl}). */
export function isSafePagePath(pagePath: string): boolean {
  if (!pagePath.startsWith('/') || pagePath.startsWith('//') || pagePath.length > 1000) {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]|\/\/|^[a-z][a-z0-9+.-]*:/i.test(pagePath)) return false;
  if (/%(2e|2f|5c|25|00)/i.test(pagePath) || pagePath.includes(':')) return false;
  return !pagePath.split('/').some((s) => s === '..' || s === '.');
}

/** Whether `url` stays on the root's origin and under its base path. */
export function isWithinSite(root: SiteRoot, url: URL): boolean {
  if (url.origin !== root.origin) return false;
  return (
    root.basePath === '' ||
    url.pathname === root.basePath ||
    url.pathname.startsWith(`${root.basePath}/`)
  );
}
