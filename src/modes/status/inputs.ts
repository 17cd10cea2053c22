/** Reads and checks the inputs of `mode: status` (the shared ones come from src/inputs/). */
import {
  DEFAULT_VERIFY_TIMEOUT_MS,
  FOLLOW,
  Input,
  ON_STALE,
  VERIFY,
  type OnStale,
  type Verify,
} from '../../constants.js';
import {
  readGitHubToken,
  readPollInterval,
  readProjectId,
  type CommonInputs,
  type PollInput,
  type ProjectInput,
  type TokenInput,
} from '../../inputs/common.js';
import {
  clip,
  isSafeId,
  parseBool,
  parseDocsRoot,
  parseDuration,
  parseEnum,
  type Getter,
} from '../../inputs/parse.js';
import { parseSiteUrl, type SiteRoot } from '../../live/site-url.js';

/** What the step follows to a deploy. */
export type StatusSource =
  /** An API update: `trigger: true` or `status-id`. */
  | 'api'
  /** The GitHub App's deploy of the pushed commit (`follow: github-app` on `push`). */
  | 'github-app'
  /** Nothing: the live site against the checkout's commit (`verify: all` on `schedule`). */
  | 'site';

/** Inputs of `mode: status`. */
export interface StatusInputs extends CommonInputs, ProjectInput, TokenInput, PollInput {
  readonly mode: 'status';
  /** An update to track; empty when `trigger` is set. */
  readonly statusId: string;
  /** Trigger a new update of `projectId` first. */
  readonly trigger: boolean;
  /** Poll until the update ends. */
  readonly wait: boolean;
  /** What the step follows. */
  readonly source: StatusSource;
  /** Which pages of the live site are checked. */
  readonly verify: Verify;
  /** One deadline for the App's deployment and the caches, ms. */
  readonly verifyTimeoutMs: number;
  /** `site-url`, checked; undefined: from the update's subdomain. */
  readonly siteRoot: SiteRoot | undefined;
  /** What a stale page does to the step. */
  readonly onStale: OnStale;
  /** Trigger one update through the API when pages stay stale or the App did not deploy. */
  readonly repair: boolean;
  /** Only the App's deployments to this environment, when set. */
  readonly deploymentEnvironment: string;
  /** `docs-root`: the docs folder in the repository (`''`: its root); undefined: found at the commit. */
  readonly docsRoot: string | undefined;
}

/** Events on which the step follows the App's deploy of a push. */
const PUSH_EVENTS: ReadonlySet<string> = new Set(['push']);
/** Events on which `verify: all` checks the live site without an update. */
const SITE_EVENTS: ReadonlySet<string> = new Set(['schedule', 'workflow_dispatch']);

/**
 * Whether the step calls the platform API, so needs `admin-key`: not when it only follows the
 * GitHub App or checks the site (no `trigger`, `status-id` or `repair`). Read before the mode's
 * own inputs, from the raw values.
 */
export function statusNeedsAdminKey(get: Getter): boolean {
  const calls = /^true$/i.test(get(Input.Trigger)) || get(Input.StatusId) !== '';
  if (calls || /^true$/i.test(get(Input.Repair))) return true;
  return get(Input.Follow) === '' && get(Input.Verify) !== 'all';
}

/** Reads `mode: status`'s own inputs onto the shared ones, pushing every problem found. */
export function readStatusInputs(
  common: CommonInputs,
  get: Getter,
  problems: string[],
): StatusInputs {
  const projectId = readProjectId(get, problems);
  const githubToken = readGitHubToken(get);
  const pollIntervalMs = readPollInterval(get, problems);
  const statusId = get(Input.StatusId);
  const trigger = parseBool(get(Input.Trigger), false, Input.Trigger, problems);
  const wait = parseBool(get(Input.Wait), true, Input.Wait, problems);
  if (statusId && !isSafeId(statusId)) {
    problems.push(
      `\`${Input.StatusId}\` "${clip(statusId)}" is not a status ID (letters, digits, \`-\` and \`_\` only).`,
    );
  }
  const verify = parseEnum(get(Input.Verify), VERIFY, Input.Verify, problems, false) ?? 'changed';
  const follow = parseEnum(get(Input.Follow), FOLLOW, Input.Follow, problems, false);
  const source = readSource(common, { statusId, trigger, follow, verify, projectId }, problems);
  const repair = parseBool(get(Input.Repair), false, Input.Repair, problems);
  if (repair && (!common.adminKey || !projectId)) {
    problems.push(
      `\`${Input.Repair}: true\` triggers an update through the API: it needs \`${Input.AdminKey}\` and \`${Input.ProjectId}\`.`,
    );
  }
  if (repair && verify === 'off') {
    problems.push(
      `\`${Input.Repair}: true\` repairs what the live check finds: not with \`${Input.Verify}: off\`.`,
    );
  }
  return {
    ...common,
    mode: 'status',
    projectId,
    githubToken,
    pollIntervalMs,
    statusId,
    trigger,
    wait,
    source,
    verify,
    verifyTimeoutMs: readVerifyTimeout(get(Input.VerifyTimeout), common, get, problems),
    siteRoot: readSiteRoot(get(Input.SiteUrl), source, verify, problems),
    onStale: parseEnum(get(Input.OnStale), ON_STALE, Input.OnStale, problems, false) ?? 'error',
    repair,
    deploymentEnvironment: get(Input.DeploymentEnvironment),
    docsRoot: get(Input.DocsRoot).trim() ? parseDocsRoot(get(Input.DocsRoot), problems) : undefined,
  };
}

/** Which of the three ways the step goes; each wrong combination named. */
function readSource(
  common: CommonInputs,
  chosen: {
    statusId: string;
    trigger: boolean;
    follow: string | undefined;
    verify: Verify;
    projectId: string;
  },
  problems: string[],
): StatusSource {
  const { statusId, trigger, follow, verify, projectId } = chosen;
  const event = common.runner.eventName;
  if (statusId && trigger) {
    problems.push(
      `Set either \`${Input.StatusId}\` (track an existing update) or \`${Input.Trigger}: true\` (start a new one), not both.`,
    );
  } else if (follow && (statusId || trigger)) {
    problems.push(
      `\`${Input.Follow}: ${follow}\` follows the GitHub App's deploy: it takes neither \`${Input.StatusId}\` nor \`${Input.Trigger}\` (use \`repair: true\` to trigger an update when the App's deploy falls short).`,
    );
  } else if (statusId || trigger) {
    if (trigger && !projectId) {
      problems.push(
        `\`${Input.Trigger}: true\` needs \`${Input.ProjectId}\` (dashboard → Settings → API keys).`,
      );
    }
    return 'api';
  } else if (verify === 'all' && SITE_EVENTS.has(event)) {
    return 'site';
  } else if (follow && PUSH_EVENTS.has(event)) {
    return 'github-app';
  } else if (follow) {
    problems.push(
      `\`${Input.Follow}: ${follow}\` follows the deploy of a push: run it on \`push\` (this run is \`${clip(event) || 'unknown'}\`), or check the whole site on \`schedule\` with \`${Input.Verify}: all\`.`,
    );
  } else {
    problems.push(
      `\`mode: status\` needs \`${Input.StatusId}\` (the \`statusId\` returned when an update was triggered), \`${Input.Trigger}: true\` with \`${Input.ProjectId}\`, or \`${Input.Follow}: github-app\` on \`push\` (or \`${Input.Verify}: all\` on \`schedule\`).`,
    );
  }
  return 'api';
}

/** `verify-timeout`: inside the step's `timeout`; the default is cut to it. */
function readVerifyTimeout(
  raw: string,
  common: CommonInputs,
  get: Getter,
  problems: string[],
): number {
  if (!raw) return Math.min(DEFAULT_VERIFY_TIMEOUT_MS, common.timeoutMs);
  const parsed = parseDuration(raw);
  if (parsed === undefined || parsed <= 0) {
    problems.push(
      `\`${Input.VerifyTimeout}\` "${clip(raw)}" is not a duration: use seconds (\`90\`) or a unit (\`90s\`, \`10m\`).`,
    );
    return DEFAULT_VERIFY_TIMEOUT_MS;
  }
  if (parsed > common.timeoutMs) {
    problems.push(
      `\`${Input.VerifyTimeout}\` "${clip(raw)}" is longer than the step's \`${Input.Timeout}\` (${get(Input.Timeout) || 'the default 20m'}): the live check runs inside it; lower it or raise \`${Input.Timeout}\`.`,
    );
  }
  return parsed;
}

/** `site-url`, checked before any request; needed where there is no update's subdomain. */
function readSiteRoot(
  raw: string,
  source: StatusSource,
  verify: Verify,
  problems: string[],
): SiteRoot | undefined {
  if (!raw) {
    if (source !== 'api' && verify !== 'off') {
      problems.push(
        `\`${Input.SiteUrl}\` is required here: without an API update there is no subdomain to find the live site by (e.g. \`${Input.SiteUrl}: https://docs.example.com\`).`,
      );
    }
    return undefined;
  }
  const { root, problem } = parseSiteUrl(raw);
  if (problem) problems.push(`\`${Input.SiteUrl}\` "${clip(raw)}" ${problem}`);
  return root;
}
