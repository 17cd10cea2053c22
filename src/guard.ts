/**
 * The one guard for text that leaves toward GitHub, as `src/log.ts` is for stdout.
 *
 * Job summaries, PR comments, issues, Deployments and releases are not masked by the runner, and
 * outputs travel to other steps (and into their `run:` scripts). Every value written there is
 * made here, and only here, into a {@link SafeText}: a branded string the GitHub-writing
 * functions (`github/sticky-comment.ts`, `github/report-issue.ts`, `github/deployments.ts`,
 * `publish/release.ts`, `modes/shared/job-summary.ts`, `log.ts writeOutput`) take instead of a
 * plain one. Each sink's function
 * - replaces every registered secret (admin key, GitHub token, OIDC token, presigned links and
 *   their queries: `src/secrets.ts`) and anything shaped like a credential;
 * - enforces the sink's documented GitHub size limit (below);
 * - for outputs, checks the value against the output's declared shape (`OUTPUT_SHAPES` in
 *   `src/constants.ts`) and withholds one that does not fit, with one warning that names the
 *   output and why, never the value.
 * Markdown from outside is sanitized where it is rendered (`util/sanitize.ts`, used by each mode's
 * reports); this guard is the last step before the wire, whatever the text is.
 *
 * A test (`__tests__/guard.test.ts`) scans `src/` so that no other module calls an Octokit write,
 * `core.summary` or `setOutput`.
 *
 * GitHub's limits: an issue comment body 65,536 characters, an issue body the same, an issue
 * title 256 and a label name 50; a Deployment or Deployment status `description` 140 characters
 * (longer is cut by GitHub, or refused); a release body 125,000 characters; a step's job summary
 * 1 MiB (1,024 KiB: a larger file is dropped whole, with an error annotation); step outputs 1 MB
 * per job. Release names and asset labels have no documented limit; 1,024 characters is far
 * above any tag or file name.
 */
import * as log from './log.js';
import {
  MAX_ID_LENGTH,
  OUTPUT_SHAPES,
  SAFE_ID,
  type OutputName,
  type OutputShape,
} from './constants.js';
import { holdsSecret, redact } from './secrets.js';
import { safeUrl } from './util/sanitize.js';
import { oneLine } from './util/text.js';
import type { SafeText, Sink } from './safe-text.js';

/** GitHub's size limits, per sink. */
export const LIMITS = {
  /** Issue and PR comment bodies, characters. */
  comment: 65_536,
  /** Issue bodies, characters (the same limit as a comment's). */
  issueBody: 65_536,
  /** Issue titles, characters. */
  issueTitle: 256,
  /** Label names, characters. */
  issueLabel: 50,
  /** Deployment and Deployment status `description`, characters. */
  deploymentDescription: 140,
  /** Release body, characters. */
  releaseBody: 125_000,
  /** Release name and asset label (no documented limit), characters. */
  releaseName: 1_024,
  /** One step's job summary, bytes. */
  summaryBytes: 1024 * 1024,
  /** One output (GitHub allows 1 MB for all of a job's outputs), UTF-16 units. */
  output: 512 * 1024,
} as const;

function brand<S extends Sink>(text: string): SafeText<S> {
  return text as SafeText<S>;
}

/** `text` cut to `max` UTF-16 units, with a closing line that says so. */
function cutBlock(text: string, max: number, what: string): string {
  if (text.length <= max) return text;
  const note = `\n\n… (cut: the ${what} reached GitHub's limit)\n`;
  let end = max - note.length;
  // Never half of a surrogate pair.
  if (/[\ud800-\udbff]/.test(text.charAt(end - 1))) end -= 1;
  return `${text.slice(0, end)}${note}`;
}

/** A PR (issue) comment body: secrets scrubbed, at most 65,536 characters. */
export function commentBody(markdown: string): SafeText<'comment'> {
  return brand(cutBlock(redact(markdown), LIMITS.comment, 'comment'));
}

/** An issue body: secrets scrubbed, at most 65,536 characters (a comment's limits). */
export function issueBody(markdown: string): SafeText<'issue'> {
  return brand(cutBlock(redact(markdown), LIMITS.issueBody, 'issue'));
}

/** An issue title: one line, scrubbed, at most 256 characters. */
export function issueTitle(text: string): SafeText<'issue'> {
  return brand(oneLine(redact(text), LIMITS.issueTitle));
}

/** A label name: one line, scrubbed, at most 50 characters. */
export function issueLabel(text: string): SafeText<'issue'> {
  return brand(oneLine(redact(text), LIMITS.issueLabel));
}

/** A Deployment (status) `description`: one line, scrubbed, at most 140 characters. */
export function deploymentDescription(text: string): SafeText<'deployment'> {
  return brand(oneLine(redact(text), LIMITS.deploymentDescription));
}

/**
 * A Deployment status `environment_url` or `log_url`: an http(s) URL without credentials and
 * without a registered secret; undefined otherwise (`javascript:`, `data:`, a presigned link…).
 */
export function deploymentUrl(url: string | undefined): SafeText<'deployment'> | undefined {
  if (!url || holdsSecret(url) || ANY_CONTROL.test(url) || /\s/.test(url)) return undefined;
  return safeUrl(url) === undefined ? undefined : brand(url);
}

/** A release name or asset name/label: one line, scrubbed, at most 1,024 characters. */
export function releaseName(text: string): SafeText<'release'> {
  return brand(oneLine(redact(text), LIMITS.releaseName));
}

/** A release body: scrubbed, at most 125,000 characters. */
export function releaseBody(markdown: string): SafeText<'release'> {
  return brand(cutBlock(redact(markdown), LIMITS.releaseBody, 'release notes'));
}

/** Job summary markdown: scrubbed, at most 1 MiB (GitHub drops a larger summary whole). */
export function summaryText(markdown: string): SafeText<'summary'> {
  let text = redact(markdown);
  if (Buffer.byteLength(text) > LIMITS.summaryBytes) {
    // Characters take up to 3 bytes here (4 for a pair, which is 2 units): a third is safe.
    text = cutBlock(text, Math.floor(LIMITS.summaryBytes / 3), 'job summary');
  }
  return brand(text);
}

/* eslint-disable no-control-regex -- matching control characters is the point */
/** Control characters, line breaks included. */
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Controls other than LF and tab (multi-line shapes). */
const CONTROL_BUT_LF = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
/* eslint-enable no-control-regex */
/** What a shell expands even inside double quotes, and what ends a quoted word. */
const SHELL_ACTIVE = /[$`"'\\\s<>{}|^]/;
const ID = new RegExp(`^[A-Za-z0-9._:-]{1,${MAX_ID_LENGTH}}$`);
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Why `text` does not fit `shape`; undefined when it does. */
export function shapeProblem(text: string, shape: OutputShape): string | undefined {
  if (typeof shape !== 'string') {
    return shape.includes(text) ? undefined : `it is not one of ${shape.join(', ')}`;
  }
  switch (shape) {
    case 'url':
    case 'secret-url':
      if (ANY_CONTROL.test(text) || SHELL_ACTIVE.test(text)) {
        return 'it holds spaces, quotes, `$`, backticks or control characters';
      }
      return safeUrl(text) === undefined
        ? 'it is not an http(s) URL without credentials'
        : undefined;
    case 'id':
      return ID.test(text)
        ? undefined
        : `it is not an id of 1–${MAX_ID_LENGTH} characters from [A-Za-z0-9._:-]`;
    case 'status-id':
      return SAFE_ID.test(text)
        ? undefined
        : 'it is not an id of 1–200 characters from [A-Za-z0-9_-], what the `status-id` input accepts';
    case 'hex':
      return /^[0-9a-f]{7,128}$/i.test(text) ? undefined : 'it is not a hex digest';
    case 'integer':
      return /^\d{1,16}$/.test(text) ? undefined : 'it is not a whole number';
    case 'boolean':
      return text === 'true' || text === 'false' ? undefined : 'it is not `true` or `false`';
    case 'datetime':
      return ISO_TIME.test(text) && !Number.isNaN(Date.parse(text))
        ? undefined
        : 'it is not an ISO 8601 time';
    case 'json':
      try {
        JSON.parse(text);
        return ANY_CONTROL.test(text) ? 'it is not JSON on one line' : undefined;
      } catch {
        return 'it is not JSON';
      }
    case 'yaml':
    case 'secret-yaml':
      if (CONTROL_BUT_LF.test(text)) return 'it holds control characters';
      return /\$[({]|`/.test(text)
        ? 'it holds a shell substitution (`$(`, `${` or a backtick)'
        : undefined;
    case 'path':
      return ANY_CONTROL.test(text) || !/^(\/|[A-Za-z]:[\\/])/.test(text) || text.length > 4096
        ? 'it is not an absolute file path on one line'
        : undefined;
  }
}

/**
 * The value of output `name` as the guard lets it through, or undefined (with one warning naming
 * the output and why) when it does not fit the output's shape, holds a secret the shape does not
 * allow, or is too long. An empty value passes: it means "none" whatever the shape.
 */
export function outputValue(
  name: OutputName,
  value: string | number | boolean,
): SafeText<'output'> | undefined {
  const text = String(value);
  if (text === '') return brand(text);
  const shape = OUTPUT_SHAPES[name];
  const secretAllowed = shape === 'secret-url' || shape === 'secret-yaml';
  const problem =
    !secretAllowed && holdsSecret(text)
      ? 'it holds a secret'
      : text.length > LIMITS.output
        ? `it is longer than ${LIMITS.output} characters`
        : shapeProblem(text, shape);
  if (problem === undefined) return brand(text);
  log.warning(
    `The \`${name}\` output is left unset: ${problem}. The value came from outside the action and is not passed on unchecked.`,
  );
  return undefined;
}

/** Sets output `name` to `value` when it fits its shape ({@link outputValue}); the only way. */
export function setOutput(name: OutputName, value: string | number | boolean): void {
  const safe = outputValue(name, value);
  if (safe !== undefined) log.writeOutput(name, safe);
}
