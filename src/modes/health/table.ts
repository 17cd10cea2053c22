/**
 * `mode: health`'s table: its action's inputs and outputs, and what it needs
 * (src/inputs/table.ts says how the table is used).
 */
import { Input, Output } from '../../constants.js';
import {
  COMMON_INPUTS,
  dateFrom,
  dateTo,
  outcomeOutput,
  type InputSpec,
  type ModeTable,
  type OutputSpec,
} from '../../inputs/table.js';

/** `top`. */
const top: InputSpec = {
  name: Input.Top,
  default: '10',
  limits: { min: 1, max: 50 },
  description:
    "`health` mode: how many pages the issue lists at most (1-50). A page is listed only for trouble beyond the site's own norm: the 95% lower bound (Wilson) of its not-helpful share above the site's, or the 95% lower bound (Poisson) of its unanswered questions + code-snippet reports per 1,000 views above the site's rate; each listed page says which. Listed pages are ranked by readers reached × trouble (views × not-helpful share, plus unanswered questions and code-snippet reports).",
};

/** `issue-title`. */
const issueTitle: InputSpec = {
  name: Input.IssueTitle,
  default: 'Docs health report',
  description: '`health` mode: title of the docs-health issue (one line, at most 256 characters).',
};

/** `issue-label`. */
const issueLabel: InputSpec = {
  name: Input.IssueLabel,
  default: 'docs-health',
  description:
    "`health` mode: label of the docs-health issue: one label name, one line of at most 50 characters, without a comma. With the token's own identity and a hidden marker it finds the issue again on the next run; an issue someone else opened is never edited.",
};

/** `draft-fixes`. */
const draftFixes: InputSpec = {
  name: Input.DraftFixes,
  default: '0',
  limits: { min: 0, max: 5 },
  description:
    "`health` mode: how many of the listed pages without a draft get a fix drafted by Mintlify's docs agent this run (0-5, at most `top`; 0 turns drafting off). Each job opens a pull request for a person to review; the prompt holds the page, its file and its numbers, never a reader's words unless `draft-fixes-quotes` is on. Each draft's changed files are checked (give the job `pull-requests: read`): anything but the page's Markdown/MDX file and the images beside it is flagged. Uses the agent's hourly limit (100 per project). See docs/health.md.",
};

/** `draft-fixes-quotes`. */
const draftFixesQuotes: InputSpec = {
  name: Input.DraftFixesQuotes,
  default: 'false',
  description:
    "`health` mode: with `draft-fixes`, also give the agent up to 10 of the page's unanswered questions, comments and search terms, each scrubbed of credentials and contact details, cut to 300 characters and fenced as readers' words, never instructions. Off by default: an instruction hidden in reader text can still sway the agent (docs/health.md).",
};

/** The `issue-number` output. */
const issueNumberOutput: OutputSpec = {
  name: Output.IssueNumber,
  description:
    '`health` mode: number of the docs-health issue (created, edited or left as it was).',
};

/** The `issue-url` output. */
const issueUrlOutput: OutputSpec = {
  name: Output.IssueUrl,
  description: '`health` mode: web URL of the docs-health issue.',
};

/** The `drafts` output. */
const draftsOutput: OutputSpec = {
  name: Output.Drafts,
  description:
    '`health` mode with drafting: JSON array of the listed pages\' drafts, `[{"page", "job", "status", "pr", "prState", "flagged"}]` (status `drafting`, `pr`, `no-change`, `failed` or `ended`; `flagged`: changed files outside the page).',
};

/** `mode: health`. */
export const HEALTH_TABLE: ModeTable = {
  mode: 'health',
  description:
    'Mintlify docs from CI: keep one issue listing the docs pages to fix next, ranked by readers reached and trouble; optionally draft fixes with the docs agent.',
  inputs: [
    ...COMMON_INPUTS,
    dateFrom,
    dateTo,
    top,
    issueTitle,
    issueLabel,
    draftFixes,
    draftFixesQuotes,
  ],
  outputs: [outcomeOutput, issueNumberOutput, issueUrlOutput, draftsOutput],
  paths: [
    {
      path: '`health`',
      permissions:
        "`issues: write`; with `draft-fixes`, also `contents: read` (the docs folder) and `pull-requests: read` (the drafts' files)",
      keyScope: '`read` (`write` with `draft-fixes`)',
      plan: 'Pro or Enterprise (analytics)',
      requests:
        'page views, feedback by page, assistant conversations, search terms, feedback (GET); with `draft-fixes`, agent jobs (POST)',
      events: '`schedule`, `workflow_dispatch`',
    },
  ],
};
