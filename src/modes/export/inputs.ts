/** Reads and checks the inputs of `mode: export` (the shared ones come from src/inputs/). */
import { CHECK_LINKS, Input, TARGETS, type CheckLinks, type Target } from '../../constants.js';
import {
  readGitHubToken,
  readPollInterval,
  type CommonInputs,
  type PollInput,
  type TokenInput,
} from '../../inputs/common.js';
import {
  clip,
  listParts,
  normalizeDomain,
  parseEnumOr,
  parseIntIn,
  type Getter,
} from '../../inputs/parse.js';

/** Inputs of `mode: export`. */
export interface ExportInputs extends CommonInputs, TokenInput, PollInput {
  readonly mode: 'export';
  /** The deployment's bare hostname, normalized (lower case, no scheme or slash). */
  readonly domain: string;
  /** Version label, or empty for the latest. */
  readonly exportVersion: string;
  /** Page paths to export; empty for all pages. */
  readonly paths: readonly string[];
  /** Where the bundle goes. */
  readonly target: Target;
  /** Artifact name for the `artifact` target. */
  readonly artifactName: string;
  /** Artifact retention in days, or undefined for the repository default. */
  readonly retentionDays: number | undefined;
  /** Release tag for the `release` target (from the input or GITHUB_REF); empty otherwise. */
  readonly releaseTag: string;
  /** Broken links in the bundle: warn, fail before publishing, or not checked at all. */
  readonly checkLinks: CheckLinks;
}

/** Reads `mode: export`'s own inputs onto the shared ones, pushing every problem found. */
export function readExportInputs(
  common: CommonInputs,
  get: Getter,
  problems: string[],
): ExportInputs {
  const githubToken = readGitHubToken(get);
  const pollIntervalMs = readPollInterval(get, problems);
  const domain = parseDomain(get(Input.Domain), problems);
  const exportVersion = get(Input.ExportVersion);
  const paths = parsePaths(get(Input.Paths), problems);
  const target = parseEnumOr(get(Input.Target), TARGETS, Input.Target, problems, 'artifact');
  if ((target === 'artifact' || target === 'pages') && isGhes(common.runner.serverUrl)) {
    problems.push(
      `\`${Input.Target}: ${target}\` cannot run on GitHub Enterprise Server (${clip(common.runner.serverUrl)}): ` +
        `the artifact service it uploads through (@actions/artifact v2 and later) refuses GHES. ` +
        `Use \`${Input.Target}: release\` to attach the bundle to a release, or \`${Input.Target}: none\` ` +
        `and upload the bundle's folder with a step of your own.`,
    );
  }
  const checkLinks = parseEnumOr(
    get(Input.CheckLinks),
    CHECK_LINKS,
    Input.CheckLinks,
    problems,
    'warn',
  );
  const artifactName = get(Input.ArtifactName) || 'docs-export';
  const bad = artifactName.match(/["<>|*?:\\/\r\n]/);
  if (bad) {
    problems.push(
      `\`${Input.ArtifactName}\` "${clip(artifactName)}" contains "${bad[0]}", which artifact names may not contain.`,
    );
  }
  const retentionRaw = get(Input.RetentionDays);
  let retentionDays: number | undefined;
  if (retentionRaw) {
    retentionDays = parseIntIn(retentionRaw, 1, 90, Input.RetentionDays, problems);
  }
  let releaseTag = '';
  if (target === 'release') {
    releaseTag = get(Input.ReleaseTag);
    if (!releaseTag && common.runner.ref.startsWith('refs/tags/')) {
      releaseTag = common.runner.ref.slice('refs/tags/'.length);
    }
    if (!releaseTag) {
      problems.push(
        `\`${Input.Target}: release\` needs \`${Input.ReleaseTag}\`, or a workflow triggered by a tag (GITHUB_REF is "${clip(common.runner.ref) || 'empty'}").`,
      );
    }
  }
  return {
    ...common,
    githubToken,
    pollIntervalMs,
    mode: 'export',
    domain,
    exportVersion,
    paths,
    target,
    artifactName,
    retentionDays,
    releaseTag,
    checkLinks,
  };
}

function parseDomain(raw: string, problems: string[]): string {
  if (!raw) {
    problems.push(
      `\`mode: export\` needs \`${Input.Domain}\`: the docs' custom domain (\`docs.example.com\`) or Mintlify subdomain (\`acme.mintlify.site\`).`,
    );
    return '';
  }
  const domain = normalizeDomain(raw);
  if (!domain) {
    problems.push(
      `\`${Input.Domain}\` "${clip(raw)}" is not a hostname: give the host only, like \`docs.example.com\` (no path such as \`/docs\`, no port).`,
    );
    return '';
  }
  return domain;
}

/** The home page as the static export API's `paths` expects it. */
/** The home page as the static export API's `paths` expects it. */
const HOME_PAGE_PATH = 'index';

function parsePaths(raw: string, problems: string[]): string[] {
  const out: string[] = [];
  for (const trimmed of listParts(raw, /\r?\n/)) {
    // The export API names the home page `index`; a line `/` means it (not "every page").
    const p = trimmed.replace(/^\/+/, '') || HOME_PAGE_PATH;
    if (/[\s?#]/.test(p) || p.split('/').includes('..')) {
      problems.push(
        `\`${Input.Paths}\` entry "${clip(p)}" is not a page path (like \`guides/getting-started\`).`,
      );
    } else if (!out.includes(p)) {
      out.push(p);
    }
  }
  return out;
}

/**
 * Whether the server is GitHub Enterprise Server, decided as @actions/artifact decides it:
 * anything but github.com, a GHE.com tenant (`*.ghe.com`) or `*.localhost`.
 */
export function isGhes(serverUrl: string): boolean {
  let host: string;
  try {
    host = new URL(serverUrl || 'https://github.com').hostname.toLowerCase();
  } catch {
    return false;
  }
  return host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost');
}
