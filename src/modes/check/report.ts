/**
 * The job summary of `mode: check`: the verdict (will Mintlify deploy this?), every finding
 * grouped by file (the PR's files first, then the files broken before it), each with its line, the
 * parser's message, what it means in plain words and the offending line, and the parser versions
 * used. Pure: data in, markdown out. File names, messages and lines come from the repository and
 * the parsers (outside text): every one goes through the sanitizer, and the guard sizes the whole.
 */
import { plural } from '../../util/format.js';
import { inlineCode, inlineText } from '../../util/sanitize.js';
import { isPlainWords, type Finding } from './model.js';

/** Findings listed word for word; the rest are counted (the findings file has them all). */
export const MAX_LISTED = 300;

/** Everything the summary shows. */
export interface CheckSummary {
  readonly findings: readonly Finding[];
  readonly versions: Readonly<Record<string, string>>;
  /** The docs folder (repository-relative, `''` = the root). */
  readonly docsRoot: string;
  /** Pages and snippets compiled. */
  readonly compiled: number;
  /** How the PR's files were told apart (or why not). */
  readonly changedHow: string;
  /** Whether this run is a pull request's. */
  readonly pullRequest: boolean;
}

/** Renders the job summary. */
export function renderCheckSummary(s: CheckSummary): string {
  const errors = s.findings.filter((f) => f.severity === 'error').length;
  const warnings = s.findings.length - errors;
  const parts = [heading(errors, warnings, s.pullRequest), overview(s, errors, warnings)];
  const mine = s.findings.filter((f) => !f.before);
  const before = s.findings.filter((f) => f.before);
  let room = MAX_LISTED;
  if (mine.length > 0) {
    const title = s.pullRequest ? 'In this PR’s files' : 'Findings';
    parts.push(`### ${title}\n\n${byFile(mine, room)}`);
    room = Math.max(0, room - mine.length);
  }
  if (before.length > 0) {
    parts.push(
      `### Broken before this ${s.pullRequest ? 'PR' : 'change'}\n\nThese files fail already: the cloud re-parses a file only when a deploy changes it, so each one's next edit will stop deploys.\n\n${byFile(before, room)}`,
    );
  }
  const listed = Math.min(s.findings.length, MAX_LISTED);
  if (s.findings.length > listed) {
    parts.push(
      `…and ${plural(s.findings.length - listed, 'more finding')} (the \`findings-file\` output lists them all).`,
    );
  }
  parts.push(versions(s.versions));
  return `${parts.join('\n\n')}\n`;
}

function heading(errors: number, warnings: number, pullRequest: boolean): string {
  if (errors > 0) {
    return `## ❌ Docs check: Mintlify will not publish ${pullRequest ? 'this PR' : 'this commit'} as it is`;
  }
  if (warnings > 0) return '## ⚠️ Docs check: every page compiles; some files need a look';
  return '## ✅ Docs check: Mintlify can publish every page';
}

function overview(s: CheckSummary, errors: number, warnings: number): string {
  const folder = s.docsRoot === '' ? 'the repository root' : inlineCode(s.docsRoot);
  return [
    `${plural(s.compiled, 'page')} and snippets in ${folder} compiled with Mintlify's own parsers, docs.json checked against its schema, and the cloud's file rules applied: **${plural(errors, 'error')}, ${plural(warnings, 'warning')}**.`,
    `Which files are this change's: ${inlineText(s.changedHow, 300)}.`,
  ].join('\n\n');
}

/** The findings grouped by file, at most `room` of them. */
function byFile(findings: readonly Finding[], room: number): string {
  const groups = new Map<string, Finding[]>();
  for (const f of findings.slice(0, room)) {
    const list = groups.get(f.file) ?? [];
    list.push(f);
    groups.set(f.file, list);
  }
  const out: string[] = [];
  for (const [file, list] of groups) {
    out.push(`#### ${inlineCode(file, 300)}\n\n${list.map(item).join('\n')}`);
  }
  return out.join('\n\n');
}

/** Rules whose message is the vendor's parser's own words. */
const PARSED: ReadonlySet<Finding['rule']> = new Set(['mdx-parse', 'frontmatter', 'docs-json']);

function item(f: Finding): string {
  const mark = f.severity === 'error' ? '❌' : '⚠️';
  const lines = [
    // The title and the plain words are the action's own, but may come back from the cache:
    // sanitized like outside text all the same.
    `- ${mark} **Line ${f.line}, column ${f.column}** — ${inlineText(f.title, 200)} (${inlineCode(f.rule, 40)})`,
    `  - ${PARSED.has(f.rule) ? 'The parser says: ' : ''}${inlineText(f.message, 400)}`,
  ];
  if (f.hint) {
    // The action's own markdown when it is (a cached result could hold anything else).
    lines.push(`  - What it means: ${isPlainWords(f.hint) ? f.hint : inlineText(f.hint, 500)}`);
  }
  if (f.excerpt) lines.push(`  - The line: ${inlineCode(f.excerpt, 200)}`);
  return lines.join('\n');
}

function versions(v: Readonly<Record<string, string>>): string {
  const list = Object.entries(v).map(
    ([name, version]) => `${inlineCode(name)} ${inlineCode(version)}`,
  );
  return `<sub>Checked with ${list.join(', ')}; no request was sent.</sub>`;
}
