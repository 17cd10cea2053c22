/**
 * Turns the parsers' problems into findings: each at its file's line (with the line itself,
 * cut), an error in a file the PR changed, and in a file it did not a finding marked `before`
 * (broken before this PR: its next edit will stop deploys), a warning on a pull request and an
 * error otherwise. The PR's files come first (GitHub shows the first annotations only), errors
 * before warnings, then by file and line. Pure.
 */
import type { Finding, RawProblem } from './model.js';

/** Longest excerpt of the offending line. */
export const MAX_EXCERPT = 160;

/** A problem in a file. */
export interface Located {
  /** Repository path. */
  readonly file: string;
  /** The other file the problem is about (the image a page shows): its change counts too. */
  readonly related?: string;
  readonly problem: RawProblem;
}

/** How findings are placed. */
export interface Placement {
  /** The files the PR changed; undefined: every file counts as changed. */
  readonly changed?: ReadonlySet<string>;
  /** A pull request: findings in files it did not change are warnings. */
  readonly pullRequest?: boolean;
}

/** The findings, ordered for the annotations. */
export function placeFindings(
  located: readonly Located[],
  sources: ReadonlyMap<string, string>,
  placement: Placement,
): Finding[] {
  const findings = located.map(({ file, related, problem }): Finding => {
    const changed = placement.changed;
    const before =
      changed !== undefined && !changed.has(file) && !(related && changed.has(related));
    const severity = problem.warningOnly || (before && placement.pullRequest) ? 'warning' : 'error';
    const excerpt = lineOf(sources.get(file), problem.line);
    return {
      file,
      line: Math.max(1, problem.line),
      column: Math.max(1, problem.column),
      severity,
      rule: problem.rule,
      title: problem.title,
      message: problem.message,
      before,
      ...(excerpt ? { excerpt } : {}),
      ...(problem.hint ? { hint: problem.hint } : {}),
    };
  });
  const rank = (f: Finding): number => (f.before ? 2 : 0) + (f.severity === 'error' ? 0 : 1);
  return findings.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.column - b.column,
  );
}

/** Line `line` (1-based) of `text`, trimmed and cut, or undefined. */
function lineOf(text: string | undefined, line: number): string | undefined {
  if (text === undefined) return undefined;
  const found = text.split('\n')[line - 1]?.trim();
  if (!found) return undefined;
  return found.length > MAX_EXCERPT ? `${found.slice(0, MAX_EXCERPT - 1)}…` : found;
}
