/**
 * `mode: feedback`'s table: its action's inputs and outputs, and what it needs
 * (src/inputs/table.ts says how the table is used).
 */
import { Input, Output } from '../../constants.js';
import {
  COMMON_INPUTS,
  comment,
  commentIdOutput,
  commentKey,
  dateFrom,
  dateTo,
  docsRoot,
  outcomeOutput,
  type InputSpec,
  type ModeTable,
  type OutputSpec,
} from '../../inputs/table.js';

/** `source`. */
const source: InputSpec = {
  name: Input.Source,
  default: '',
  description:
    '`feedback` mode: only this kind: `code_snippet`, `contextual`, `agent` or `thumbs_only`. Empty means all.',
};

/** `feedback-status`. */
const feedbackStatus: InputSpec = {
  name: Input.FeedbackStatus,
  default: '',
  description:
    '`feedback` mode: comma-separated statuses to include: `pending`, `in_progress`, `resolved`, `dismissed`. Empty means all.',
};

/** `page-size`. */
const pageSize: InputSpec = {
  name: Input.PageSize,
  default: '100',
  limits: { min: 1, max: 100 },
  description: '`feedback` mode: entries per request (1-100).',
};

/** `max-pages`. */
const maxPages: InputSpec = {
  name: Input.MaxPages,
  default: '20',
  limits: { min: 1, max: 100 },
  description:
    '`feedback` mode: at most this many feedback requests in one run (1-100). The run counts its own analytics requests against the 100 per hour the API allows an organization; page views and reader signals use what `max-pages` leaves.',
};

/** `include-contact`. */
const includeContact: InputSpec = {
  name: Input.IncludeContact,
  default: 'false',
  description:
    "`feedback` mode: show readers' contact e-mails (personal data) in the report. Off by default.",
};

/** `page-views`. */
const pageViews: InputSpec = {
  name: Input.PageViews,
  default: 'true',
  description:
    '`feedback` mode: read page views for the report window and show them beside the feedback (changed pages on PRs, most read pages in the job summary). Uses the analytics requests `max-pages` leaves free.',
};

/** `missing-redirects`. */
const missingRedirects: InputSpec = {
  name: Input.MissingRedirects,
  default: 'warn',
  description:
    '`feedback` mode, on pull requests: what to do with docs pages the PR removes or renames whose old URL has no `redirects` entry in docs.json (read at the PR head): `warn` lists them in the comment, the summary and a warning; `error` also fails the step after the comment is written; `off` reads nothing extra.',
};

/** `api-changes`. */
const apiChanges: InputSpec = {
  name: Input.ApiChanges,
  default: 'warn',
  description:
    '`feedback` mode, on pull requests: the OpenAPI files the PR changes (named in docs.json or a page\'s frontmatter, or any changed `.json`/`.yaml`/`.yml` under `docs-root` with a top-level `openapi` key), compared operation by operation at the PR\'s base and head: `warn` adds an "API reference" section to the comment and the summary (breaking changes first, each with its page and readers) and warns on breaking ones; `error` also fails the step after the comment is written when a breaking change touches an operation that has a page; `off` reads nothing extra.',
};

/** `reader-signals`. */
const readerSignals: InputSpec = {
  name: Input.ReaderSignals,
  default: 'searches,assistant',
  description:
    '`feedback` mode: what else readers did on the changed pages, as a comma list of `searches` (top search terms whose most-clicked result is the page) and `assistant` (assistant conversations on or citing the page, unanswered questions quoted), or `none`. The job summary also lists terms searched with no click. Uses at most 3 + 2 analytics requests, planned after `max-pages`.',
};

/** The `total` output. */
const totalOutput: OutputSpec = {
  name: Output.Total,
  description: '`feedback` mode: number of feedback entries read.',
};

/** The `feedback-file` output. */
const feedbackFileOutput: OutputSpec = {
  name: Output.FeedbackFile,
  description: '`feedback` mode: path of the JSON Lines file with every entry read.',
};

/** The `has-more` output. */
const hasMoreOutput: OutputSpec = {
  name: Output.HasMore,
  description:
    '`feedback` mode: `true` when `max-pages` or the hourly request budget stopped the read before the last entry (the report then says "first N entries; more exist").',
};

/** The `breaking-changes` output. */
const breakingChangesOutput: OutputSpec = {
  name: Output.BreakingChanges,
  description:
    '`feedback` mode, on pull requests: number of API operations with a breaking change in the OpenAPI files the PR changes (0 when none); not set with `api-changes: off` or outside pull requests.',
};

/** The `api-changes` output. */
const apiChangesOutput: OutputSpec = {
  name: Output.ApiChanges,
  description:
    '`feedback` mode, on pull requests: the operations the PR changes in its OpenAPI files, as JSON: a list of `{ operation, spec, status, class, changes, page, views }` (`class` the most severe of `breaking`, `non-breaking`, `annotation`; `changes` each `{ class, what }`; `page` the first page showing it, or null; `views` its views in the window, or null), at most 200 operations; not set with `api-changes: off` or outside pull requests.',
};

/** The `missing-redirects` output. */
const missingRedirectsOutput: OutputSpec = {
  name: Output.MissingRedirects,
  description:
    "`feedback` mode, on pull requests: number of docs pages the PR removes or renames without a redirect in docs.json (0 when none, or when docs.json could not be read); not set with `missing-redirects: off`, outside pull requests, or when the PR's files could not be listed.",
};

/** What both paths share: the key, the plan, the requests. */
const FEEDBACK_PATH = {
  keyScope: '`read`',
  plan: 'Pro or Enterprise (analytics: 100 requests per hour)',
  requests: 'feedback, page views, search terms, assistant conversations (GET)',
} as const;

/** `mode: feedback`. */
export const FEEDBACK_TABLE: ModeTable = {
  mode: 'feedback',
  description:
    "Mintlify docs from CI: readers' feedback, page views and questions on the pages a pull request changes (one sticky comment), or a report of the whole site.",
  inputs: [
    ...COMMON_INPUTS,
    dateFrom,
    dateTo,
    source,
    feedbackStatus,
    pageSize,
    maxPages,
    comment,
    commentKey,
    includeContact,
    docsRoot,
    pageViews,
    missingRedirects,
    apiChanges,
    readerSignals,
  ],
  outputs: [
    outcomeOutput,
    totalOutput,
    commentIdOutput,
    feedbackFileOutput,
    hasMoreOutput,
    breakingChangesOutput,
    apiChangesOutput,
    missingRedirectsOutput,
  ],
  paths: [
    {
      path: '`feedback` on pull requests',
      // The docs-root search reads the tree whatever `missing-redirects` says.
      permissions:
        "`pull-requests: write` (`read` with `comment: false`), `contents: read` (the docs folder's search, docs.json and the PR's OpenAPI files)",
      events: '`pull_request`',
      ...FEEDBACK_PATH,
    },
    {
      path: '`feedback` elsewhere',
      permissions: 'none (`{}`)',
      events: 'any other (`schedule`, `workflow_dispatch`)',
      ...FEEDBACK_PATH,
    },
  ],
};
