/**
 * Whether a page path is covered by a `redirects` entry, by the vendor's documented rules
 * (mintlify.com/docs/create/redirects): a `source` matches exactly; `:slug*` after a segment
 * matches any number of segments; a partial wildcard matches inside one segment
 * (`/articles/concepts-*`); the destination reuses what the source captured (`/v2/:slug*`,
 * `/new/article-*`); sources with a query or an anchor are not allowed (so match nothing).
 * Inferred from the path-to-regexp syntax the vendor's hosting builds on (Next.js redirects):
 * `:slug` one segment, `:slug+` one or more, `:slug?` one or none; a bare `*` segment taking the
 * rest like `:slug*`; case ignored (Next.js matches redirects case-insensitively); percent-escapes
 * decoded, a trailing `index` folded. A source's extension is kept: `/gpu.mdx` matches the URL
 * `/gpu.mdx` a link wrote, not the page `/gpu` (see redirect-judge.ts for where one leads).
 *
 * No regular expression is built from a source: docs.json is untrusted and a running regular
 * expression cannot be stopped. Custom groups (`:id(\d+)`, `(.*)`) are refused with a reason.
 * Matching walks segments with a memo of the (pattern, path) positions already failed, so one
 * match costs at most pattern segments × path segments², never exponential backtracking. Pure.
 */
import type { RedirectMatch } from './types.js';

/** One entry of docs.json's `redirects`. */
export interface Redirect {
  /** The path (pattern) readers ask for, as written. */
  readonly source: string;
  /** Where they are sent, as written. */
  readonly destination: string;
  /** 308 (true, the default) or 307 (false). */
  readonly permanent: boolean;
}

/** Longest `source` compiled, in characters. */
const MAX_SOURCE_LENGTH = 2_048;
/** Most segments in a source. */
const MAX_SOURCE_SEGMENTS = 64;
/** Longest path segment tried against a partial wildcard. */
const MAX_PARTIAL_SEGMENT = 1_024;

/** Inside one segment: literal text, or a capture (`:name`, or `*` for a partial wildcard). */
type Piece = { readonly lit: string } | { readonly name: string };

/** One segment of a source. */
type Segment =
  | { readonly kind: 'lit'; readonly text: string }
  | { readonly kind: 'param'; readonly name: string; readonly min: 0 | 1; readonly max: 1 | number }
  | { readonly kind: 'partial'; readonly pieces: readonly Piece[] };

/** A parameter segment: `:name` with an optional modifier. */
const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)([*+?])?$/;
/** A parameter or a bare `*` inside a segment. */
const TOKEN = /:([A-Za-z_][A-Za-z0-9_]*)([*+?])?|\*/g;

/** Text as the site serves it: percent-escapes decoded, lower case (the router ignores case). */
function literal(text: string): string {
  try {
    return decodeURIComponent(text).toLowerCase();
  } catch {
    return text.toLowerCase();
  }
}

function compileSegment(segment: string): Segment {
  const whole = PARAM.exec(segment);
  if (whole) {
    const name = whole[1] as string;
    const mod = whole[2];
    if (mod === '*') return { kind: 'param', name, min: 0, max: Infinity };
    if (mod === '+') return { kind: 'param', name, min: 1, max: Infinity };
    return { kind: 'param', name, min: mod === '?' ? 0 : 1, max: 1 };
  }
  if (segment === '*') return { kind: 'param', name: '*', min: 0, max: Infinity };
  if (!segment.includes(':') && !segment.includes('*'))
    return { kind: 'lit', text: literal(segment) };
  const pieces: Piece[] = [];
  let last = 0;
  for (const m of segment.matchAll(TOKEN)) {
    if ((m.index ?? 0) > last) pieces.push({ lit: literal(segment.slice(last, m.index)) });
    pieces.push({ name: m[0] === '*' ? '*' : (m[1] as string) });
    last = (m.index ?? 0) + m[0].length;
  }
  if (last < segment.length) pieces.push({ lit: literal(segment.slice(last)) });
  return { kind: 'partial', pieces };
}

/** A source compiled, or why it cannot match any page. */
export function compileSource(source: string): { segments: Segment[] } | { refused: string } {
  const raw = source.trim();
  if (raw === '') return { refused: 'it is empty' };
  if (raw.length > MAX_SOURCE_LENGTH) return { refused: 'it is too long' };
  if (/[()]/.test(raw)) {
    return {
      refused: 'custom pattern groups such as `(\\d+)` are not supported, so it was not applied',
    };
  }
  if (/[?#]/.test(raw.replace(/:[A-Za-z_]\w*\?/g, ''))) {
    return { refused: 'a source cannot hold a query or an anchor' };
  }
  let parts = raw.split('/').filter((s) => s !== '' && s !== '.');
  if (parts.length > MAX_SOURCE_SEGMENTS) return { refused: 'it has too many segments' };
  // A literal `index` last is the folder's page, as the site serves it. An extension stays: the
  // source `/gpu.mdx` answers the URL `/gpu.mdx` only, never the page `/gpu`.
  if (parts.length > 0 && parts[parts.length - 1]?.toLowerCase() === 'index') {
    parts = parts.slice(0, -1);
  }
  return { segments: parts.map(compileSegment) };
}

/** What one match captured, in order. */
type Captures = { name: string; value: string }[];

/** Matches `pieces` against all of `text`; greedy captures, memo of failed positions. */
function matchPieces(pieces: readonly Piece[], text: string, caps: Captures): boolean {
  if (text.length > MAX_PARTIAL_SEGMENT) return false;
  const lower = text.toLowerCase();
  const failed = new Set<number>();
  const go = (p: number, at: number): boolean => {
    if (p === pieces.length) return at === text.length;
    const key = p * (text.length + 1) + at;
    if (failed.has(key)) return false;
    const piece = pieces[p] as Piece;
    if ('lit' in piece) {
      if (lower.startsWith(piece.lit, at) && go(p + 1, at + piece.lit.length)) return true;
    } else {
      // `*` may be empty (`/articles/concepts-` matches `concepts-*`); `:name` takes at least one.
      const min = piece.name === '*' ? 0 : 1;
      for (let end = text.length; end >= at + min; end--) {
        caps.push({ name: piece.name, value: text.slice(at, end) });
        if (go(p + 1, end)) return true;
        caps.pop();
      }
    }
    failed.add(key);
    return false;
  };
  return go(0, 0);
}

/** Matches `segments` against all of `path` (a page's segments); captures in `caps`. */
function matchSegments(
  segments: readonly Segment[],
  path: readonly string[],
  caps: Captures,
): boolean {
  const failed = new Set<number>();
  const go = (s: number, at: number): boolean => {
    if (s === segments.length) return at === path.length;
    const key = s * (path.length + 1) + at;
    if (failed.has(key)) return false;
    const seg = segments[s] as Segment;
    const mark = caps.length;
    if (seg.kind === 'lit') {
      if (
        at < path.length &&
        (path[at] as string).toLowerCase() === seg.text &&
        go(s + 1, at + 1)
      ) {
        return true;
      }
    } else if (seg.kind === 'partial') {
      if (
        at < path.length &&
        matchPieces(seg.pieces, path[at] as string, caps) &&
        go(s + 1, at + 1)
      ) {
        return true;
      }
    } else {
      const most = Math.min(seg.max, path.length - at);
      for (let n = most; n >= seg.min; n--) {
        caps.push({ name: seg.name, value: path.slice(at, at + n).join('/') });
        if (go(s + 1, at + n)) return true;
        caps.length = mark;
      }
    }
    caps.length = mark;
    failed.add(key);
    return false;
  };
  return go(0, 0);
}

/** The destination with `:name` (any modifier) and each `*` replaced by what was captured. */
function fillDestination(destination: string, caps: Captures): string {
  const named = new Map(caps.filter((c) => c.name !== '*').map((c) => [c.name, c.value]));
  const stars = caps.filter((c) => c.name === '*').map((c) => c.value);
  let star = 0;
  return destination
    .slice(0, MAX_SOURCE_LENGTH)
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)[*+?]?/g, (m, name: string) => named.get(name) ?? m)
    .replace(/\*/g, (m) => (star < stars.length ? (stars[star++] ?? '') : m));
}

/** One entry compiled, with its place in the list (the first match wins). */
interface Compiled {
  readonly index: number;
  readonly redirect: Redirect;
  readonly segments: readonly Segment[];
}

/**
 * Compiles a list of redirects once, then tells for each page path the first entry that covers
 * it. Entries whose source is all literal are looked up in a map; the others are tried only when
 * their first literal segment (if any) is the page's.
 */
export class RedirectMatcher {
  private readonly exact = new Map<string, Compiled>();
  private readonly byFirst = new Map<string, Compiled[]>();
  private readonly anyFirst: Compiled[] = [];
  /** Entries refused, with why. */
  readonly refused: { readonly source: string; readonly reason: string }[] = [];

  constructor(redirects: readonly Redirect[]) {
    redirects.forEach((redirect, index) => {
      const compiled = compileSource(redirect.source);
      if ('refused' in compiled) {
        this.refused.push({ source: redirect.source, reason: compiled.refused });
        return;
      }
      const entry: Compiled = { index, redirect, segments: compiled.segments };
      const { segments } = compiled;
      if (segments.every((s) => s.kind === 'lit')) {
        const key = `/${segments.map((s) => (s as { text: string }).text).join('/')}`;
        if (!this.exact.has(key)) this.exact.set(key, entry);
      } else if (segments[0]?.kind === 'lit') {
        const list = this.byFirst.get(segments[0].text) ?? [];
        list.push(entry);
        this.byFirst.set(segments[0].text, list);
      } else {
        this.anyFirst.push(entry);
      }
    });
  }

  /** The first redirect whose source matches `page` (a normalized page path), if any. */
  match(page: string): RedirectMatch | undefined {
    const path = page.split('/').filter((s) => s !== '');
    const exact = this.exact.get(`/${path.join('/').toLowerCase()}`);
    const limit = exact?.index ?? Infinity;
    // Both lists are in entry order: merged, the first that matches is the site's.
    const a = this.byFirst.get(path[0]?.toLowerCase() ?? '') ?? [];
    const b = this.anyFirst;
    for (let i = 0, j = 0; i < a.length || j < b.length;) {
      const c =
        j >= b.length || (i < a.length && (a[i] as Compiled).index < (b[j] as Compiled).index)
          ? (a[i++] as Compiled)
          : (b[j++] as Compiled);
      if (c.index > limit) break;
      const caps: Captures = [];
      if (matchSegments(c.segments, path, caps)) {
        return this.found(c.redirect, fillDestination(c.redirect.destination, caps));
      }
    }
    return exact ? this.found(exact.redirect, exact.redirect.destination) : undefined;
  }

  private found(redirect: Redirect, destination: string): RedirectMatch {
    return { source: redirect.source, destination, permanent: redirect.permanent };
  }
}
