/**
 * `mode: status`'s table: its action's inputs and outputs, and what each of its paths needs
 * (src/inputs/table.ts says how the table is used).
 */
import { Input, Output } from '../../constants.js';
import {
  COMMON_INPUTS,
  commitShaOutput,
  docsRoot,
  filesChangedOutput,
  outcomeOutput,
  statusIdOutput,
  statusOutput,
  wait,
  type InputSpec,
  type ModeTable,
  type OutputSpec,
} from '../../inputs/table.js';

/** `status-id`. */
const statusId: InputSpec = {
  name: Input.StatusId,
  default: '',
  description:
    '`status` mode: ID of an update to track (the `statusId` returned when an update is triggered).',
};

/** `trigger`. */
const trigger: InputSpec = {
  name: Input.Trigger,
  default: 'false',
  description: '`status` mode: trigger a new update of `project-id` first, then track it.',
};

/** `verify`. */
const verify: InputSpec = {
  name: Input.Verify,
  default: 'changed',
  description:
    "`status` mode: after the update succeeds, check that the live site serves it. `changed` (the pages the update changed), `all` (every page the navigation names: finds pages incremental deploys left behind; on `schedule` or `workflow_dispatch` it needs no update at all) or `off` (stop at the API's `success`, as before).",
};

/** `verify-timeout`. */
const verifyTimeout: InputSpec = {
  name: Input.VerifyTimeout,
  default: '',
  description:
    "`status` mode: one deadline for the GitHub App's deployment and the caches together (`5m`, `600`), inside `timeout` (a longer one is an input error). Empty means 10 minutes, or `timeout` when that is shorter.",
};

/** `site-url`. */
const siteUrl: InputSpec = {
  name: Input.SiteUrl,
  default: '',
  description:
    "`status` mode: the live site's root, a subpath included (`https://docs.example.com/docs`). Empty means `https://<subdomain>.mintlify.site` from the update; required with `follow: github-app` and with `verify: all` on `schedule` or `workflow_dispatch`.",
};

/** `on-stale`. */
const onStale: InputSpec = {
  name: Input.OnStale,
  default: 'error',
  description:
    '`status` mode: `error` fails the step when a page is still stale at the deadline (after writing everything); `warn` warns.',
};

/** `follow`. */
const follow: InputSpec = {
  name: Input.Follow,
  default: '',
  description:
    '`status` mode: `github-app` follows the deploy the Mintlify GitHub App makes of the pushed commit (on `push`; no admin key), then checks the live site.',
};

/** `repair`. */
const repair: InputSpec = {
  name: Input.Repair,
  default: 'false',
  description:
    '`status` mode: when pages are still stale at the deadline, or the GitHub App did not deploy, trigger one update through the API (needs `admin-key` and `project-id`), follow it and check again.',
};

/** `deployment-environment`. */
const deploymentEnvironment: InputSpec = {
  name: Input.DeploymentEnvironment,
  default: '',
  description:
    "`status` mode with `follow: github-app`: only the App's GitHub Deployments to this environment count. Empty means any environment that is not transient or a preview.",
};

/** The `live` output. */
const liveOutput: OutputSpec = {
  name: Output.Live,
  description:
    '`status` mode: what the live site serves: `fresh`, `stale`, `unverified` (sign-in, 5xx or 429 throughout, nothing to compare) or `off`.',
};

/** The `stale-pages` output. */
const stalePagesOutput: OutputSpec = {
  name: Output.StalePages,
  description:
    '`status` mode: JSON array of the page paths the live site still serves an old version of.',
};

/** What the check of the live site reads of the repository, through the API. */
const CHECK_READS =
  '`contents: read` (the check of the live site reads docs.json and the changed files; none with `verify: off` or `wait: false`)';

/** `mode: status`. */
export const STATUS_TABLE: ModeTable = {
  mode: 'status',
  description:
    "Mintlify docs from CI: follow a docs update (the GitHub App's deploy, or one this step triggers) until the live site serves it.",
  inputs: [
    ...COMMON_INPUTS,
    statusId,
    trigger,
    wait,
    verify,
    verifyTimeout,
    siteUrl,
    onStale,
    follow,
    repair,
    deploymentEnvironment,
    docsRoot,
  ],
  outputs: [
    outcomeOutput,
    statusOutput,
    statusIdOutput,
    commitShaOutput,
    filesChangedOutput,
    liveOutput,
    stalePagesOutput,
  ],
  paths: [
    {
      path: '`status` with `follow: github-app`',
      permissions:
        "`deployments: read` (the App's deployments), `contents: read` (docs.json and the pushed files)",
      keyScope: 'no admin key',
      plan: 'any (the GitHub App deploys)',
      requests: 'none',
      events: '`push`',
    },
    {
      path: '`status` with `verify: all`, no update',
      permissions: "`contents: read` (docs.json and the pages' files, through the API)",
      keyScope: 'no admin key',
      plan: 'any',
      requests: 'none',
      events: '`schedule`, `workflow_dispatch`',
    },
    {
      path: '`status` with `trigger: true`',
      permissions: CHECK_READS,
      keyScope: '`write`',
      plan: 'Pro or Enterprise (the REST API)',
      requests: 'trigger an update (POST), then its status (GET)',
      events: 'any (`push` to the docs branch)',
    },
    {
      path: '`status` with `status-id`',
      permissions: CHECK_READS,
      keyScope: '`read`',
      plan: 'Pro or Enterprise (the REST API)',
      requests: "the update's status (GET)",
      events: 'any',
    },
    {
      path: '`status` with `repair: true`',
      permissions: 'as the path it repairs',
      keyScope: '`write`: needs `admin-key` and `project-id`',
      plan: 'Pro or Enterprise (the REST API)',
      requests: 'when pages are stale: trigger one update (POST), then its status (GET)',
      events: 'as the path it repairs',
    },
  ],
};
