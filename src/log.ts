/**
 * The only way the action prints anything: log lines, annotations, groups, masks and outputs.
 *
 * The runner reads every line a step prints. A line whose first non-blank characters are `::` is
 * executed as a workflow command, the legacy form `##[name]` is executed anywhere in a line, and
 * lines split on CR, LF and CRLF. Much of what the action prints comes from outside (API fields,
 * storage error bodies, PR file names, feedback text, bundle entry names), so every message goes
 * through {@link neutralize} here, once, whatever its origin: a value can never start a line of its
 * own, never start a command, and never carry `##[`. The only commands on stdout are the ones this
 * module issues through @actions/core (which escapes `%`, CR and LF in messages, and `:` and `,`
 * in properties as the runner expects).
 *
 * A test scans `src/` so that nothing else writes to stdout or stderr.
 */
import * as core from '@actions/core';
import type { SafeText } from './safe-text.js';

/** Annotation properties (file, line, title…), as @actions/core takes them. */
export type AnnotationProperties = core.AnnotationProperties;

/** Zero-width space: invisible in the log, but breaks `::` and `##[` apart for the runner. */
const ZWSP = '\u200b';

/**
 * Every character sequence that some reader of the log may treat as a line break: the runner's
 * CR, LF and CRLF, and the Unicode breaks (NEL, LS, PS, VT, FF) that editors and viewers honour.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
const LINE_BREAK = /\r\n|[\r\n\u000b\u000c\u0085\u2028\u2029]/g;

/** ANSI escape sequences and the C0/C1 controls other than tab (line breaks are handled apart). */
const CONTROL =
  /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-Z\\-_]|[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
/* eslint-enable no-control-regex */

/**
 * Makes `text` safe to print on one line of the runner's log: every line break becomes a visible
 * `⏎`, control characters and terminal escapes are dropped, a leading `::` (after any blanks) is
 * split by a zero-width space, and so is every `##[`. Idempotent.
 */
export function neutralize(text: string): string {
  return (
    String(text)
      .replace(CONTROL, '')
      .replace(LINE_BREAK, ' ⏎ ')
      // `#` directly before `#[`: after this no `##[` is left anywhere (`###[` included).
      .replace(/#(?=#\[)/g, `#${ZWSP}`)
      .replace(/^(\s*):(?=:)/, `$1:${ZWSP}`)
  );
}

/** Neutralizes each line of a message that is meant to span several lines (`\n` between them). */
function neutralizeLines(text: string): string {
  return String(text)
    .split(LINE_BREAK)
    .map((line) => neutralize(line))
    .join('\n');
}

/** Property values of an annotation, neutralized (the file name may come from a PR, say). */
function safeProperties(properties?: AnnotationProperties): AnnotationProperties | undefined {
  if (!properties) return undefined;
  const out: AnnotationProperties = { ...properties };
  if (out.title !== undefined) out.title = neutralize(out.title);
  if (out.file !== undefined) out.file = neutralize(out.file);
  return out;
}

/**
 * A log line. Line breaks inside `message` never start a new line; use {@link infoLines} for text
 * the action itself lays out over several lines.
 */
export function info(message: string): void {
  core.info(neutralize(message));
}

/** Several log lines, one per `\n` of `message`, each neutralized on its own. */
export function infoLines(message: string): void {
  for (const line of neutralizeLines(message).split('\n')) core.info(line);
}

/** A debug line (shown when the run has debug logging on). */
export function debug(message: string): void {
  core.debug(neutralize(message));
}

/** A warning annotation. */
export function warning(message: string, properties?: AnnotationProperties): void {
  core.warning(neutralizeLines(message), safeProperties(properties));
}

/** An error annotation (does not fail the step: see {@link setFailed}). */
export function error(message: string, properties?: AnnotationProperties): void {
  core.error(neutralizeLines(message), safeProperties(properties));
}

/** A notice annotation. */
export function notice(message: string, properties?: AnnotationProperties): void {
  core.notice(neutralizeLines(message), safeProperties(properties));
}

/** Fails the step: exit code 1 and an error annotation with `message`. */
export function setFailed(message: string): void {
  core.setFailed(neutralizeLines(message));
}

/** Starts a collapsible group in the log. */
export function startGroup(name: string): void {
  core.startGroup(neutralize(name));
}

/** Ends the group started last. */
export function endGroup(): void {
  core.endGroup();
}

/**
 * Masks `secret` in the rest of the job's log. A value with a line break or `##[` inside (it may
 * come from outside, as a presigned link does) is masked piece by piece instead, so the mask
 * command itself stays one harmless line and every piece is still hidden.
 */
export function setSecret(secret: string): void {
  if (!secret) return;
  const pieces = secret.split(new RegExp(`##\\[|${LINE_BREAK.source}`));
  for (const piece of pieces) {
    if (pieces.length === 1 || piece.trim().length >= 4) core.setSecret(piece);
  }
}

/**
 * Writes a step output the guard let through: only `src/guard.ts`'s `setOutput` calls this.
 * Outputs go to the GITHUB_OUTPUT file, not to the log; only when that file is missing does
 * @actions/core fall back to a log command, and then the value is neutralized too.
 */
export function writeOutput(name: string, value: SafeText<'output'>): void {
  const text = String(value);
  core.setOutput(name, process.env.GITHUB_OUTPUT ? text : neutralize(text));
}
