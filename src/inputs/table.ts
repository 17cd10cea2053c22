/**
 * The table behind every input, output, permission and plan line: each mode's own table sits in
 * its folder (`src/modes/<mode>/table.ts`); this file holds the types and what several modes
 * share. `npm run docs` (scripts/docs.ts) writes action.yml, each mode's action (`<mode>/action.yml`),
 * the README's tables and docs/before-you-start.md's plan table from them, and the registry
 * (src/modes/index.ts) takes an empty input's default from them. Data only: no prose elsewhere.
 */
import { Input, Output, type Mode, type OutputName } from '../constants.js';

/** An input's name, as action.yml spells it. */
export type InputName = (typeof Input)[keyof typeof Input];

/** One input: what action.yml declares and the limits the parser enforces. */
export interface InputSpec {
  readonly name: InputName;
  /** What an absent input means (`''`: none). `${{ … }}` defaults only a runner can fill. */
  readonly default: string;
  /** Only `mode`, in the root action. */
  readonly required?: boolean;
  /** The whole numbers the parser takes, where it takes only a range. */
  readonly limits?: { readonly min: number; readonly max: number };
  readonly description: string;
}

/** One output (its shape is in src/constants.ts `OUTPUT_SHAPES`, what the guard enforces). */
export interface OutputSpec {
  readonly name: OutputName;
  readonly description: string;
}

/** One way to run a mode, and what it needs: a row of the permissions and plan tables. */
export interface PathSpec {
  /** How a workflow picks this path, e.g. "`status` with `trigger: true`". */
  readonly path: string;
  /** The job's least `permissions:`, and why. */
  readonly permissions: string;
  /** The admin key's scope (`read`, `write`, or no key at all). */
  readonly keyScope: string;
  /** The Mintlify plan (or feature) it needs. */
  readonly plan: string;
  /** The requests it sends to the Mintlify API. */
  readonly requests: string;
  /** The workflow events it runs on. */
  readonly events: string;
}

/** One mode: its action's inputs (the shared ones included), outputs and paths. */
export interface ModeTable {
  readonly mode: Mode;
  /** The description of the mode's own action (`<mode>/action.yml`). */
  readonly description: string;
  readonly inputs: readonly InputSpec[];
  readonly outputs: readonly OutputSpec[];
  readonly paths: readonly PathSpec[];
}

/** `mode`: only the root action has it (each mode's own action fixes it). */
export const modeInput: InputSpec = {
  name: Input.Mode,
  default: '',
  required: true,
  description:
    'What to do: `status` (track a docs update), `export` (static export bundle), `feedback` (feedback report and PR comment), `preview` (docs preview of a branch, PR comment and GitHub Deployment; ended when the PR closes), `automation` (run a scheduled automation now) or `health` (keep one issue listing the docs pages to fix next).',
};

/** `admin-key`. */
export const adminKey: InputSpec = {
  name: Input.AdminKey,
  default: '',
  description:
    'Mintlify admin API key (starts with `mint_`). Store it as a secret, e.g. `secrets.MINTLIFY_ADMIN_KEY`. Masked in all logs. Required wherever the step calls the API: every mode except `status` with `follow: github-app` (or `verify: all` on `schedule` or `workflow_dispatch`) and no `repair`.',
};

/** `api-url`. */
export const apiUrl: InputSpec = {
  name: Input.ApiUrl,
  default: 'https://api.mintlify.com',
  description:
    'Base URL of the Mintlify API, without `/v1`. Point it at `npm run emulator` to test a workflow offline.',
};

/** `project-id`. */
export const projectId: InputSpec = {
  name: Input.ProjectId,
  default: '',
  description:
    'Mintlify project ID (dashboard → Settings → API keys). Required for `trigger: true`, `feedback`, `preview`, `automation` and `health`.',
};

/** `github-token`. */
export const githubToken: InputSpec = {
  name: Input.GitHubToken,
  default: '${{ github.token }}',
  description:
    'Token for PR comments, PR files, releases, Pages deployments and the `health` issue.',
};

/** `timeout`. */
export const timeout: InputSpec = {
  name: Input.Timeout,
  default: '',
  description:
    'Overall time limit: `90` (seconds), `90s`, `10m` or `1h`, at most `6h` (what a GitHub-hosted job may run). Empty means the mode default: status 20m, export 30m, feedback 10m, preview 20m, automation 5m, health 10m.',
};

/** `poll-interval`. */
export const pollInterval: InputSpec = {
  name: Input.PollInterval,
  default: '',
  description:
    'Minimum seconds between status polls (`5`, `5s`, `1m`). Empty means adaptive: fast at first, sparse while far from done.',
};

/** `wait`. */
export const wait: InputSpec = {
  name: Input.Wait,
  default: 'true',
  description:
    '`status` and `preview` modes: wait until the update (or preview) ends. `false` looks the status up once.',
};

/** `docs-root`. */
export const docsRoot: InputSpec = {
  name: Input.DocsRoot,
  default: '',
  description:
    "`feedback`, `preview` and `status` modes: folder of the docs in this repository (e.g. `docs`), stripped when mapping changed files to page paths; docs.json is read from it. Empty means found: the folder of the shallowest docs.json (or mint.json) at the head, from one request listing the repository's files (`.` for the repository root).",
};

/** `comment`. */
export const comment: InputSpec = {
  name: Input.Comment,
  default: 'true',
  description:
    '`feedback` and `preview` modes: on pull requests, keep one sticky comment (feedback on the pages the PR changes; the preview link).',
};

/** `comment-key`. */
export const commentKey: InputSpec = {
  name: Input.CommentKey,
  default: '',
  description:
    '`feedback` and `preview` modes: distinguishes sticky comments when several projects report on one PR: letters, digits, `.`, `-` and `_`, at most 100 characters. Empty means the project ID.',
};

/** `date-from`. */
export const dateFrom: InputSpec = {
  name: Input.DateFrom,
  default: '',
  description:
    '`feedback` and `health` modes: start date, inclusive (`YYYY-MM-DD` or ISO 8601 date-time). Empty means 30 days ago.',
};

/** `date-to`. */
export const dateTo: InputSpec = {
  name: Input.DateTo,
  default: '',
  description:
    '`feedback` and `health` modes: end date, exclusive (`YYYY-MM-DD` or ISO 8601 date-time). Empty means now.',
};

/** The `outcome` output. */
export const outcomeOutput: OutputSpec = {
  name: Output.Outcome,
  description: '`success`, `failure`, `timeout` or `skipped`. Set even when the step fails.',
};

/** The `status` output. */
export const statusOutput: OutputSpec = {
  name: Output.Status,
  description:
    '`status` and `preview` modes: last known update status (`queued`, `in_progress`, `success`, `failure`).',
};

/** The `status-id` output. */
export const statusIdOutput: OutputSpec = {
  name: Output.StatusId,
  description: '`status` and `preview` modes: the tracked update ID.',
};

/** The `commit-sha` output. */
export const commitShaOutput: OutputSpec = {
  name: Output.CommitSha,
  description: '`status` and `preview` modes: the commit the update built.',
};

/** The `files-changed` output. */
export const filesChangedOutput: OutputSpec = {
  name: Output.FilesChanged,
  description:
    '`status` and `preview` modes: JSON `{"added": [], "modified": [], "removed": []}` of the update\'s commit.',
};

/** The `comment-id` output. */
export const commentIdOutput: OutputSpec = {
  name: Output.CommentId,
  description: '`feedback` and `preview` modes: ID of the sticky PR comment, when one was written.',
};

/** The inputs every mode's action declares, in this order, before its own. */
export const COMMON_INPUTS: readonly InputSpec[] = [
  adminKey,
  apiUrl,
  projectId,
  githubToken,
  timeout,
  pollInterval,
];

/** An input's default when it is one the runner cannot fill in itself (a `${{ … }}` expression). */
export function codeDefault(spec: InputSpec): string {
  return spec.default.includes('${{') ? '' : spec.default;
}
