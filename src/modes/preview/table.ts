/**
 * `mode: preview`'s table: its action's inputs and outputs, and what it needs
 * (src/inputs/table.ts says how the table is used).
 */
import { Input, Output } from '../../constants.js';
import {
  COMMON_INPUTS,
  comment,
  commentIdOutput,
  commentKey,
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

/** `branch`. */
const branch: InputSpec = {
  name: Input.Branch,
  default: '',
  description:
    "`preview` mode: branch to preview. Empty means the PR's head branch on `pull_request` events and the pushed branch on `push`; other events must set it.",
};

/** `deployment`. */
const deployment: InputSpec = {
  name: Input.Deployment,
  default: 'true',
  description:
    '`preview` mode: record the preview as a GitHub Deployment (needs `deployments: write`), so the PR shows "View deployment".',
};

/** `environment`. */
const environment: InputSpec = {
  name: Input.Environment,
  default: 'docs-preview',
  description: '`preview` mode: GitHub environment of the deployment.',
};

/** The `preview-url` output. */
const previewUrlOutput: OutputSpec = {
  name: Output.PreviewUrl,
  description: '`preview` mode: URL of the docs preview.',
};

/** The `deployment-id` output. */
const deploymentIdOutput: OutputSpec = {
  name: Output.DeploymentId,
  description: '`preview` mode: ID of the GitHub Deployment, when one was created.',
};

/** `mode: preview`. */
export const PREVIEW_TABLE: ModeTable = {
  mode: 'preview',
  description:
    "Mintlify docs from CI: a docs preview of a pull request's branch, linked from one sticky comment and a GitHub Deployment; ended when the pull request closes.",
  inputs: [...COMMON_INPUTS, wait, comment, commentKey, docsRoot, branch, deployment, environment],
  outputs: [
    outcomeOutput,
    statusOutput,
    statusIdOutput,
    commitShaOutput,
    filesChangedOutput,
    previewUrlOutput,
    deploymentIdOutput,
    commentIdOutput,
  ],
  paths: [
    {
      path: '`preview`',
      permissions:
        "`pull-requests: write`, `deployments: write` (also when a PR closes), `contents: read` (the docs folder's search when `docs-root` is empty)",
      keyScope: '`write`',
      plan: 'Pro or Enterprise (preview deployments)',
      requests: 'start a preview (POST), then its status (GET)',
      events: '`pull_request` (`closed` included), `push`',
    },
  ],
};
