/**
 * Whether the live site serves the committed version of a page: pure, data in, verdict out.
 *
 * The expectation comes from the committed file and, when known, the commit's diff of it: its
 * `title` and the prose lines the commit added; when it added none, the prose lines it removed
 * must be gone; without a diff (`verify: all` over pages the commit did not touch), a sample of
 * the page's prose. Lines are compared by their normalized key (normalize.ts), anywhere in the
 * live page's prose, so a re-wrapped paragraph still matches.
 */
import { normalizeProse } from './normalize.js';
import { patchLines, readProse } from './prose.js';

/** Prose lines compared at most per page. */
export const MAX_LINES_COMPARED = 20;
/** Lines sampled from a page the commit did not change. */
export const SAMPLE_LINES = 8;
/** Removed lines shorter than this (normalized) are not checked: they may well appear elsewhere. */
const MIN_GONE_CHARS = 12;

/** What the live page must show (all normalized), and on what it is based. */
export interface PageExpectation {
  /** The committed title (normalized), when the file has one. */
  readonly title: string | undefined;
  /** Lines that must be present. */
  readonly present: readonly string[];
  /** Lines that must be gone (the commit removed them and they are nowhere in the new file). */
  readonly gone: readonly string[];
  /** What was compared, for the summary. */
  readonly basis: 'added lines' | 'removed lines' | 'sample' | 'title only' | 'nothing';
  /** The committed title as written, and one line as written, for the summary. */
  readonly shown: { readonly title: string | undefined; readonly line: string | undefined };
  /** Why the committed file cannot be compared (its frontmatter is not YAML). */
  readonly problem?: string;
}

/**
 * The expectation of a page from its committed text and, when the commit's diff of it is known,
 * that diff's `patch` (`undefined`: no diff known → a sample of the page).
 */
export function expectationOf(committed: string, patch: string | undefined): PageExpectation {
  const prose = readProse(committed);
  if (prose.problem) {
    const shown = { title: undefined, line: undefined };
    const problem = `committed file: ${prose.problem}`;
    return { title: undefined, present: [], gone: [], basis: 'nothing', shown, problem };
  }
  const title = prose.title === undefined ? undefined : normalizeProse(prose.title) || undefined;
  const keyed = prose.lines.map((raw) => ({ raw, key: normalizeProse(raw) })).filter((l) => l.key);
  const shownTitle = prose.title;
  if (patch === undefined) {
    const sample = sampleOf(keyed, SAMPLE_LINES);
    return build(title, sample, [], sample.length ? 'sample' : undefined, shownTitle);
  }
  const { added } = patchLines(patch);
  const addedSet = new Set(added.map((l) => l.trim()));
  const present = keyed.filter((l) => addedSet.has(l.raw.trim())).slice(0, MAX_LINES_COMPARED);
  if (present.length > 0) return build(title, present, [], 'added lines', shownTitle);
  const newKeys = keyed.map((l) => l.key).join('\n');
  const gone = removedProse(patch, committed)
    .filter((key) => key.length >= MIN_GONE_CHARS && !newKeys.includes(key))
    .slice(0, MAX_LINES_COMPARED);
  if (gone.length > 0) return build(title, [], gone, 'removed lines', shownTitle);
  // A title the commit did not touch proves nothing about this deploy.
  const titleChanged = added.some((l) => /^title:/.test(l.trim()));
  return build(titleChanged ? title : undefined, [], [], undefined, shownTitle);
}

function build(
  title: string | undefined,
  present: readonly { raw: string; key: string }[],
  gone: readonly string[],
  basis: 'added lines' | 'removed lines' | 'sample' | undefined,
  shownTitle: string | undefined,
): PageExpectation {
  return {
    title,
    present: present.map((l) => l.key),
    gone,
    basis: basis ?? (title ? 'title only' : 'nothing'),
    shown: { title: shownTitle, line: present[0]?.raw.trim() },
  };
}

/**
 * The normalized prose among the lines a patch removed. Each hunk's old side is read from where it
 * starts in the file: inside frontmatter or a code fence there (as the committed file says), and
 * through the fences and frontmatter end it crosses, so a removed line of code or a removed
 * frontmatter key is not taken for prose.
 */
function removedProse(patch: string, committed: string): string[] {
  const lines = committed.replace(/^\uFEFF/, '').split(/\r?\n/);
  const out: string[] = [];
  let state = { fence: false, front: false };
  for (const line of patch.split(/\r?\n/)) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)/.exec(line);
    if (hunk) {
      state = stateBefore(lines, Number(hunk[1]) - 1);
      continue;
    }
    if (line.startsWith('+')) continue;
    const text = line.slice(1);
    const trimmed = text.trim();
    if (state.front) {
      if (/^(---|\.\.\.)$/.test(trimmed)) state.front = false;
      continue;
    }
    if (/^(`{3,}|~{3,})/.test(trimmed)) {
      state.fence = !state.fence;
      continue;
    }
    if (line.startsWith('-') && !state.fence) out.push(...readProse(`\n${text}`).lines);
  }
  return out.map(normalizeProse).filter(Boolean);
}

/** Whether line `index` (0-based) of the file starts inside frontmatter or a code fence. */
function stateBefore(lines: readonly string[], index: number): { fence: boolean; front: boolean } {
  let front = lines[0]?.trim() === '---' && index > 0;
  let fence = false;
  for (let i = front ? 1 : 0; i < index && i < lines.length; i++) {
    const t = (lines[i] ?? '').trim();
    if (front) {
      if (/^(---|\.\.\.)$/.test(t)) front = false;
    } else if (/^(`{3,}|~{3,})/.test(t)) fence = !fence;
  }
  return { fence, front: front || (index === 0 && lines[0]?.trim() === '---') };
}

/** Up to `count` lines spread evenly over the page, the first included. */
function sampleOf<T>(lines: readonly T[], count: number): T[] {
  if (lines.length <= count) return [...lines];
  const step = lines.length / count;
  return Array.from({ length: count }, (_, i) => lines[Math.floor(i * step)] as T);
}

/** The verdict of one comparison. */
export interface Comparison {
  /** `fresh`: everything expected is there; `stale`: something is not; `not-compared`: nothing to compare. */
  readonly verdict: 'fresh' | 'stale' | 'not-compared';
  /** What differed, or what matched, in a few words. */
  readonly detail: string;
  /** Set when the detail deserves a warning (a frontmatter that could not be read). */
  readonly warn?: true;
}

/** Compares the live page's Markdown with the expectation. */
export function comparePage(expected: PageExpectation, live: string): Comparison {
  if (expected.problem) return { verdict: 'not-compared', detail: expected.problem, warn: true };
  if (expected.basis === 'nothing') {
    return { verdict: 'not-compared', detail: 'no title or prose line to compare' };
  }
  const prose = readProse(live);
  if (prose.problem) {
    return { verdict: 'not-compared', detail: `live page: ${prose.problem}`, warn: true };
  }
  const liveTitle = prose.title === undefined ? undefined : normalizeProse(prose.title);
  const text = [liveTitle ?? '', ...prose.lines.map(normalizeProse)].join(' ');
  const problems: string[] = [];
  if (expected.title !== undefined && liveTitle !== undefined && liveTitle !== expected.title) {
    problems.push('the title differs');
  }
  const missing = expected.present.filter((line) => !text.includes(line)).length;
  if (missing > 0) {
    problems.push(`${missing} of ${expected.present.length} expected lines missing`);
  }
  const still = expected.gone.filter((line) => text.includes(line)).length;
  if (still > 0) problems.push(`${still} removed line${still === 1 ? ' is' : 's are'} still there`);
  if (problems.length > 0) return { verdict: 'stale', detail: problems.join('; ') };
  return { verdict: 'fresh', detail: describe(expected) };
}

/** What a fresh comparison matched, e.g. `title and 3 added lines`. */
export function describe(expected: PageExpectation): string {
  const parts: string[] = [];
  if (expected.title !== undefined) parts.push('title');
  const n = expected.basis === 'removed lines' ? expected.gone.length : expected.present.length;
  if (expected.basis === 'added lines') parts.push(`${n} added line${n === 1 ? '' : 's'}`);
  if (expected.basis === 'sample') parts.push(`${n} sampled line${n === 1 ? '' : 's'}`);
  if (expected.basis === 'removed lines') parts.push(`${n} removed line${n === 1 ? '' : 's'} gone`);
  return parts.join(' and ') || 'nothing';
}
