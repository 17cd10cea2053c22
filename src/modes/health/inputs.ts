/** Reads and checks the inputs of `mode: health` (the shared ones come from src/inputs/). */
import { DEFAULT_HEALTH_TOP, DEFAULT_ISSUE_LABEL, DEFAULT_ISSUE_TITLE } from '../../constants.js';
import { Input } from '../../constants.js';
import { readGitHubToken, readProjectId } from '../../inputs/common.js';
import type { CommonInputs, ProjectInput, TokenInput } from '../../inputs/common.js';
import { clip, parseBool, parseIntIn, requireProjectId, type Getter } from '../../inputs/parse.js';
import { readReportWindow } from '../../inputs/window.js';

/** Most pages one report lists: beyond this an issue stops being a to-do list. */
export const MAX_HEALTH_TOP = 50;
/** Most agent jobs one run may start (`draft-fixes`). */
export const MAX_DRAFT_FIXES = 5;
/** GitHub's longest issue title, characters. */
export const MAX_ISSUE_TITLE = 256;
/** GitHub's longest label name, characters. */
export const MAX_LABEL = 50;

/** Inputs of `mode: health`. */
export interface HealthInputs extends CommonInputs, ProjectInput, TokenInput {
  readonly mode: 'health';
  /** Inclusive start, as sent to the API (`YYYY-MM-DD` or ISO date-time). */
  readonly dateFrom: string;
  /** Exclusive end, as sent to the API, or empty for now. */
  readonly dateTo: string;
  /** Pages the report lists, 1..{@link MAX_HEALTH_TOP}. */
  readonly top: number;
  /** The issue's title. */
  readonly issueTitle: string;
  /** The issue's label (with our identity and marker, what finds our issue again). */
  readonly issueLabel: string;
  /** Agent jobs this run may start for the worst pages without a draft, 0..{@link MAX_DRAFT_FIXES}. */
  readonly draftFixes: number;
  /** Whether the agent's prompt quotes readers' questions and comments (scrubbed, delimited). */
  readonly draftFixesQuotes: boolean;
}

/* eslint-disable no-control-regex -- a title or label must not hold control characters */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/* eslint-enable no-control-regex */

/** Reads `mode: health`'s own inputs onto the shared ones, pushing every problem found. */
export function readHealthInputs(
  common: CommonInputs,
  get: Getter,
  problems: string[],
): HealthInputs {
  const topRaw = get(Input.Top) || String(DEFAULT_HEALTH_TOP);
  const projectId = readProjectId(get, problems);
  requireProjectId(projectId, 'health', problems);
  const githubToken = readGitHubToken(get);
  if (!githubToken) {
    problems.push(
      `\`mode: health\` needs \`${Input.GitHubToken}\` to keep its issue: leave it at its default (\`\${{ github.token }}\`) and give the job \`permissions: issues: write\`.`,
    );
  }
  const { dateFrom, dateTo } = readReportWindow(get, problems);
  const top = parseIntIn(topRaw, 1, MAX_HEALTH_TOP, Input.Top, problems) ?? DEFAULT_HEALTH_TOP;
  const issueTitle = get(Input.IssueTitle) || DEFAULT_ISSUE_TITLE;
  if (CONTROL.test(issueTitle) || issueTitle.length > MAX_ISSUE_TITLE) {
    problems.push(
      `\`${Input.IssueTitle}\` "${clip(issueTitle)}" must be one line of at most ${MAX_ISSUE_TITLE} characters.`,
    );
  }
  const issueLabel = get(Input.IssueLabel) || DEFAULT_ISSUE_LABEL;
  if (CONTROL.test(issueLabel) || issueLabel.includes(',') || issueLabel.length > MAX_LABEL) {
    // GitHub's issue list takes labels as a comma-separated list: a comma would split ours.
    problems.push(
      `\`${Input.IssueLabel}\` "${clip(issueLabel)}" must be one label name: one line of at most ${MAX_LABEL} characters, without a comma.`,
    );
  }
  const { draftFixes, draftFixesQuotes } = readDraftInputs(get, top, problems);
  return {
    ...common,
    projectId,
    githubToken,
    mode: 'health',
    dateFrom,
    dateTo,
    top,
    issueTitle,
    issueLabel,
    draftFixes,
    draftFixesQuotes,
  };
}

/** `draft-fixes` (0 to 5, at most `top`) and `draft-fixes-quotes`. */
function readDraftInputs(
  get: Getter,
  top: number,
  problems: string[],
): { draftFixes: number; draftFixesQuotes: boolean } {
  const raw = get(Input.DraftFixes) || '0';
  const draftFixes = parseIntIn(raw, 0, MAX_DRAFT_FIXES, Input.DraftFixes, problems) ?? 0;
  if (draftFixes > top) {
    problems.push(
      `\`${Input.DraftFixes}\` (${draftFixes}) drafts fixes for listed pages only: it must not exceed \`${Input.Top}\` (${top}).`,
    );
  }
  const draftFixesQuotes = parseBool(
    get(Input.DraftFixesQuotes),
    false,
    Input.DraftFixesQuotes,
    problems,
  );
  return { draftFixes, draftFixesQuotes };
}
