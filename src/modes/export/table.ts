/**
 * `mode: export`'s table: its action's inputs and outputs, and what each target needs
 * (src/inputs/table.ts says how the table is used).
 */
import { Input, Output } from '../../constants.js';
import {
  COMMON_INPUTS,
  outcomeOutput,
  type InputSpec,
  type ModeTable,
  type OutputSpec,
  type PathSpec,
} from '../../inputs/table.js';

/** `domain`. */
const domain: InputSpec = {
  name: Input.Domain,
  default: '',
  description:
    '`export` mode: the deployment to export, as a hostname (`docs.example.com`); `https://` and a trailing slash are stripped.',
};

/** `export-version`. */
const exportVersion: InputSpec = {
  name: Input.ExportVersion,
  default: '',
  description: '`export` mode: version label to export. Empty means the latest published version.',
};

/** `paths`. */
const paths: InputSpec = {
  name: Input.Paths,
  default: '',
  description:
    '`export` mode: page paths to include, one per line. Empty means every published page.',
};

/** `target`. */
const target: InputSpec = {
  name: Input.Target,
  default: 'artifact',
  description:
    '`export` mode: where the bundle goes: `artifact`, `pages`, `release` or `none` (download and verify only).',
};

/** `artifact-name`. */
const artifactName: InputSpec = {
  name: Input.ArtifactName,
  default: 'docs-export',
  description: '`export` mode with `target: artifact`: name of the uploaded artifact.',
};

/** `retention-days`. */
const retentionDays: InputSpec = {
  name: Input.RetentionDays,
  default: '',
  limits: { min: 1, max: 90 },
  description:
    '`export` mode with `target: artifact`: days to keep the artifact (1-90). Empty means the repository default.',
};

/** `release-tag`. */
const releaseTag: InputSpec = {
  name: Input.ReleaseTag,
  default: '',
  description:
    '`export` mode with `target: release`: tag of the release to attach the bundle to. Empty means the tag in `GITHUB_REF`.',
};

/** `check-links`. */
const checkLinks: InputSpec = {
  name: Input.CheckLinks,
  default: 'warn',
  description:
    '`export` mode: check every internal link of the exported HTML (every target, in the same pass as the download): `warn` lists broken ones in warnings and the summary, `error` also fails the step before anything is published, `off` parses no HTML.',
};

/** The `page-count` output. */
const pageCountOutput: OutputSpec = {
  name: Output.PageCount,
  description: '`export` mode: number of exported pages.',
};

/** The `bundle-url` output. */
const bundleUrlOutput: OutputSpec = {
  name: Output.BundleUrl,
  description: '`export` mode: presigned bundle link (masked in logs; time-limited).',
};

/** The `expires-at` output. */
const expiresAtOutput: OutputSpec = {
  name: Output.ExpiresAt,
  description: '`export` mode: when `bundle-url` expires (ISO 8601).',
};

/** The `bundle-path` output. */
const bundlePathOutput: OutputSpec = {
  name: Output.BundlePath,
  description: '`export` mode: path of the verified `.tar.gz` on the runner.',
};

/** The `bundle-sha256` output. */
const bundleSha256Output: OutputSpec = {
  name: Output.BundleSha256,
  description: '`export` mode: SHA-256 of the bundle, hex.',
};

/** The `bundle-size` output. */
const bundleSizeOutput: OutputSpec = {
  name: Output.BundleSize,
  description: '`export` mode: size of the bundle in bytes.',
};

/** The `deployment-values` output. */
const deploymentValuesOutput: OutputSpec = {
  name: Output.DeploymentValues,
  description: '`export` mode: YAML `staticExport` values for a self-hosted deployment.',
};

/** The `artifact-id` output. */
const artifactIdOutput: OutputSpec = {
  name: Output.ArtifactId,
  description: '`export` mode: ID of the uploaded artifact (`artifact` or `pages` target).',
};

/** The `page-url` output. */
const pageUrlOutput: OutputSpec = {
  name: Output.PageUrl,
  description: '`export` mode with `target: pages`: URL of the deployed site.',
};

/** The `release-asset-url` output. */
const releaseAssetUrlOutput: OutputSpec = {
  name: Output.ReleaseAssetUrl,
  description: '`export` mode with `target: release`: download URL of the attached bundle.',
};

/** The `broken-links` output. */
const brokenLinksOutput: OutputSpec = {
  name: Output.BrokenLinks,
  description:
    '`export` mode: number of distinct broken internal link targets in the bundle (0 when none); not set with `check-links: off`.',
};

/** What every target shares: the key, the plan, the requests, the events. */
const EXPORT_PATH = {
  keyScope: '`write`',
  plan: 'Enterprise: static export needs an agreement with Mintlify (private beta)',
  requests: 'start the export job, generate the bundle (POST); its status (GET)',
  events: 'any (`release`, `workflow_dispatch`, `schedule`)',
} as const;

/** One row per target. */
const EXPORT_PATHS: readonly PathSpec[] = [
  {
    path: '`export` to `artifact`/`none`',
    permissions: "none: the upload uses the job's runtime token",
    ...EXPORT_PATH,
  },
  { path: '`export` to `release`', permissions: '`contents: write`', ...EXPORT_PATH },
  {
    path: '`export` to `pages`',
    permissions: '`pages: write`, `id-token: write`, `environment: github-pages`',
    ...EXPORT_PATH,
  },
];

/** The `job-id` output (the root action joins both modes' descriptions). */
const jobIdOutput: OutputSpec = {
  name: Output.JobId,
  description: '`export` mode: the static export job ID.',
};

/** `mode: export`. */
export const EXPORT_TABLE: ModeTable = {
  mode: 'export',
  description:
    'Mintlify docs from CI: export the static site and verify it, then upload it as an artifact, attach it to a release or deploy it to GitHub Pages.',
  inputs: [
    ...COMMON_INPUTS,
    domain,
    exportVersion,
    paths,
    target,
    artifactName,
    retentionDays,
    releaseTag,
    checkLinks,
  ],
  outputs: [
    outcomeOutput,
    jobIdOutput,
    pageCountOutput,
    bundleUrlOutput,
    expiresAtOutput,
    bundlePathOutput,
    bundleSha256Output,
    bundleSizeOutput,
    deploymentValuesOutput,
    artifactIdOutput,
    pageUrlOutput,
    releaseAssetUrlOutput,
    brokenLinksOutput,
  ],
  paths: EXPORT_PATHS,
};
