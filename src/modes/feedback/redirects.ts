/**
 * Whether a page path is covered by a `redirects` entry of docs.json, by the vendor's rules
 * (mintlify.com/docs/create/redirects): a `source` matches exactly, or through its parameters —
 * `:slug` one path segment, `:slug*` any number of them (none included), `:slug+` at least one,
 * `:slug?` one or none — or a partial wildcard inside a segment (`/articles/concepts-*`); the
 * destination may reuse what the source captured (`/v2/:slug*`, `/new/article-*`). Sources
 * cannot carry a query or an anchor, so one that does matches nothing.
 *
 * A page path is compared as the site serves it: no trailing slash, `index` folded into its
 * folder, no `.md`/`.mdx`/`.html` (normalizePagePath), and so is each literal `source`. Matching
 * ignores case, as the site's router does. Pure: no I/O.
 */
import { normalizePagePath } from '../../util/page-path.js';

/** One entry of docs.json's `redirects`. */
export interface Redirect {
  /** The path (pattern) readers ask for, as written. */
  readonly source: string;
  /** Where they are sent, as written. */
  readonly destination: string;
  /** 308 (true, the default) or 307 (false). */
  readonly permanent: boolean;
}

/** The redirect that covers a page, with its destination for that page. */
export interface RedirectMatch {
  /** The entry that matched (the first one, as the site applies them). */
  readonly redirect: Redirect;
  /** The destination with the source's captures filled in. */
  readonly destination: string;
}

/** A source turned into a test, with the names of its captures in order. */
interface CompiledSource {
  readonly pattern: RegExp;
  /** A parameter's name, or `*` for a partial wildcard, per capture group. */
  readonly names: readonly string[];
}

/** A parameter (`:name` with an optional modifier and pattern) or a bare `*` inside a segment. */
const TOKEN = /:([A-Za-z_][A-Za-z0-9_]*)(\([^)]*\))?([*+?])?|\*/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A literal segment as the site serves it (percent-escapes decoded). */
function literal(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** One segment of a source as a regular expression (with its leading slash). */
function compileSegment(segment: string, names: string[]): string {
  const whole = /^:([A-Za-z_][A-Za-z0-9_]*)(\([^)]*\))?([*+?])?$/.exec(segment);
  if (whole) {
    names.push(whole[1] as string);
    const modifier = whole[3];
    if (modifier === '*') return '(?:/(.*))?';
    if (modifier === '+') return '/(.+)';
    if (modifier === '?') return '(?:/([^/]+))?';
    return '/([^/]+)';
  }
  // A bare `*` segment takes the rest of the path, like `:slug*`.
  if (segment === '*') {
    names.push('*');
    return '(?:/(.*))?';
  }
  let out = '/';
  let last = 0;
  for (const m of segment.matchAll(TOKEN)) {
    out += escapeRegExp(literal(segment.slice(last, m.index)));
    if (m[0] === '*') {
      names.push('*');
      out += '([^/]*)';
    } else {
      names.push(m[1] as string);
      out += m[3] === '*' || m[3] === '+' ? '(.+)' : '([^/]+)';
    }
    last = (m.index ?? 0) + m[0].length;
  }
  return out + escapeRegExp(literal(segment.slice(last)));
}

/** The test of one `source`; undefined when it can match no page (a query, an anchor). */
export function compileSource(source: string): CompiledSource | undefined {
  const raw = source.trim();
  if (raw === '' || /[?#]/.test(raw.replace(/:[A-Za-z_]\w*(\([^)]*\))?\?/g, ''))) return undefined;
  let segments = raw.split('/').filter((s) => s !== '' && s !== '.');
  const last = segments[segments.length - 1];
  if (last !== undefined && !last.includes(':') && !last.includes('*')) {
    // A literal last segment is a page name: `.mdx`, `.html` and `index` go as the site drops them.
    segments = normalizePagePath(`/${segments.join('/')}`)
      .split('/')
      .filter((s) => s !== '');
  }
  const names: string[] = [];
  const body = segments.map((s) => compileSegment(s, names)).join('');
  return { pattern: new RegExp(`^${body}/?$`, 'i'), names };
}

/** The destination with `:name` (any modifier) and `*` replaced by what the source captured. */
function fillDestination(
  destination: string,
  captured: ReadonlyMap<string, string>,
  stars: string[],
): string {
  let star = 0;
  return destination
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)(\([^)]*\))?[*+?]?/g, (m, name: string) =>
      captured.has(name) ? (captured.get(name) ?? '') : m,
    )
    .replace(/\*/g, (m) => (star < stars.length ? (stars[star++] ?? '') : m));
}

/**
 * Compiles a list of redirects once, then tells for each page path the first entry that covers
 * it. Entries that match nothing (a query in the source) are skipped.
 */
export class RedirectMatcher {
  private readonly compiled: { redirect: Redirect; source: CompiledSource }[] = [];

  constructor(redirects: readonly Redirect[]) {
    for (const redirect of redirects) {
      const source = compileSource(redirect.source);
      if (source) this.compiled.push({ redirect, source });
    }
  }

  /** The first redirect whose source matches `page` (a normalized page path), if any. */
  match(page: string): RedirectMatch | undefined {
    const path = page === '/' ? '' : page;
    for (const { redirect, source } of this.compiled) {
      const m = source.pattern.exec(path);
      if (!m) continue;
      const captured = new Map<string, string>();
      const stars: string[] = [];
      source.names.forEach((name, i) => {
        const value = m[i + 1] ?? '';
        if (name === '*') stars.push(value);
        else captured.set(name, value);
      });
      return { redirect, destination: fillDestination(redirect.destination, captured, stars) };
    }
    return undefined;
  }
}
