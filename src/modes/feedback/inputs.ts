/** Reads and checks the inputs of `mode: feedback` (the shared ones come from src/inputs/). */
import {
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  Input,
  MISSING_REDIRECTS,
  READER_SIGNALS,
  type MissingRedirects,
  API_CHANGES,
  type ApiChangesPolicy,
  type ReaderSignal,
} from '../../constants.js';
import { readGitHubToken, readProjectId } from '../../inputs/common.js';
import type { CommonInputs, ProjectInput, TokenInput } from '../../inputs/common.js';
import {
  clip,
  parseBool,
  parseCommentKey,
  parseDocsRoot,
  parseEnum,
  parseEnumList,
  parseEnumOr,
  listParts,
  parseIntIn,
  requireProjectId,
  type Getter,
} from '../../inputs/parse.js';
import { readReportWindow } from '../../inputs/window.js';

/** Inputs of `mode: feedback`. */
export interface FeedbackInputs extends CommonInputs, ProjectInput, TokenInput {
  readonly mode: 'feedback';
  /** Inclusive start, as sent to the API (`YYYY-MM-DD` or ISO date-time). */
  readonly dateFrom: string;
  /** Exclusive end, as sent to the API, or empty for now. */
  readonly dateTo: string;
  /** One source to filter on, or empty for all. */
  readonly source: string;
  /** Statuses to filter on; empty for all. */
  readonly statuses: readonly string[];
  /** Entries per request, 1..100. */
  readonly pageSize: number;
  /** Most requests in one run. */
  readonly maxPages: number;
  /** Write the sticky PR comment on pull request events. */
  readonly comment: boolean;
  /** Distinguishes sticky comments of several projects on one PR. */
  readonly commentKey: string;
  /** Show contact e-mails (personal data). */
  readonly includeContact: boolean;
  /**
   * Folder of the docs inside the repository, without slashes at either end; empty for the root;
   * undefined when the input is unset (then found: the folder holding docs.json at the head).
   */
  readonly docsRoot: string | undefined;
  /** Read page views and show them beside the feedback. */
  readonly pageViews: boolean;
  /** Reader signals to read and show (`reader-signals`); empty for `none`. */
  readonly readerSignals: readonly ReaderSignal[];
  /** Pages a PR removes or renames without a redirect: warn, fail the step, or not checked. */
  readonly missingRedirects: MissingRedirects;
  /** `api-changes`: the PR's OpenAPI changes in the comment; `error` fails on a breaking one. */
  readonly apiChanges: ApiChangesPolicy;
}

/** Reads `mode: feedback`'s own inputs onto the shared ones, pushing every problem found. */
export function readFeedbackInputs(
  common: CommonInputs,
  get: Getter,
  problems: string[],
): FeedbackInputs {
  const rawDocsRoot = get(Input.DocsRoot);
  const projectId = readProjectId(get, problems);
  requireProjectId(projectId, 'feedback', problems);
  const githubToken = readGitHubToken(get);
  // Each input read in turn: the problems are listed in this order.
  return {
    ...common,
    projectId,
    githubToken,
    mode: 'feedback',
    ...readReportWindow(get, problems),
    source: parseEnum(get(Input.Source), FEEDBACK_SOURCES, Input.Source, problems, false) ?? '',
    // A comma list of review states, each known, each once.
    statuses: parseEnumList(
      listParts(get(Input.FeedbackStatus), ','),
      FEEDBACK_STATUSES,
      Input.FeedbackStatus,
      problems,
      FEEDBACK_STATUSES.join(', '),
    ),
    pageSize: parseIntIn(get(Input.PageSize) || '100', 1, 100, Input.PageSize, problems) ?? 100,
    maxPages: parseIntIn(get(Input.MaxPages) || '20', 1, 100, Input.MaxPages, problems) ?? 20,
    comment: parseBool(get(Input.Comment), true, Input.Comment, problems),
    includeContact: parseBool(get(Input.IncludeContact), false, Input.IncludeContact, problems),
    commentKey: parseCommentKey(get(Input.CommentKey) || projectId, problems),
    docsRoot: rawDocsRoot.trim() === '' ? undefined : parseDocsRoot(rawDocsRoot, problems),
    pageViews: parseBool(get(Input.PageViews), true, Input.PageViews, problems),
    readerSignals: parseReaderSignals(get(Input.ReaderSignals), problems),
    missingRedirects: parseEnumOr(
      get(Input.MissingRedirects),
      MISSING_REDIRECTS,
      Input.MissingRedirects,
      problems,
      'warn',
    ),
    apiChanges: parseEnumOr(get(Input.ApiChanges), API_CHANGES, Input.ApiChanges, problems, 'warn'),
  };
}

/**
 * `reader-signals`: a comma (or line) list of `searches` and `assistant`, in any order and case,
 * or `none` alone. Empty means both, as action.yml's default says.
 */
export function parseReaderSignals(raw: string, problems: string[]): ReaderSignal[] {
  const parts = listParts(raw.toLowerCase(), /[,\n]/);
  if (parts.length === 0) return [...READER_SIGNALS];
  const allowed = READER_SIGNALS.map((s) => `\`${s}\``).join(', ');
  if (parts.includes('none')) {
    if (parts.some((p) => p !== 'none')) {
      problems.push(
        `\`${Input.ReaderSignals}\` "${clip(raw)}" mixes \`none\` with signals: give \`none\` alone, or a list of ${allowed}.`,
      );
    }
    return [];
  }
  const known = `${allowed} or \`none\``;
  return parseEnumList(parts, READER_SIGNALS, Input.ReaderSignals, problems, known);
}
