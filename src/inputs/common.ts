/**
 * The inputs every mode reads (the key, the API, the time limit) and the runner's environment,
 * and the readers of the inputs only some modes read (the project, the token, the poll floor):
 * each mode's `src/modes/<mode>/inputs.ts` calls those it uses, so a mode's action declares
 * exactly what its mode reads (__tests__/mode-inputs.test.ts records the reads). The registry
 * (`src/modes/index.ts`) puts the two together. Nothing here sends a request.
 */
import {
  ADMIN_KEY_PREFIX,
  ASSISTANT_KEY_PREFIX,
  DEFAULT_API_URL,
  DEFAULT_TIMEOUT_MS,
  Input,
  MODES,
  type Mode,
} from '../constants.js';
import { clip, isSafeId, parseDuration, parseEnum, type Getter } from './parse.js';
import { isLoopback } from '../util/loopback.js';
import {
  PR_EVENTS,
  isForkPr,
  readRunner,
  secretsWithheld,
  type RunnerContext,
  type SecretsWithheld,
} from './runner.js';

/** Inputs every mode reads. */
export interface CommonInputs {
  /** The admin API key; already masked. */
  readonly adminKey: string;
  /** The API base URL without `/v1` and without a trailing slash. */
  readonly apiUrl: string;
  /** Overall time limit in milliseconds. */
  readonly timeoutMs: number;
  /** The runner's environment. */
  readonly runner: RunnerContext;
  /**
   * Set when the key is empty because GitHub gave this run no secrets (a fork's `pull_request`,
   * a Dependabot run): the step is skipped rather than failed, and nothing is sent.
   */
  readonly secretsWithheld?: SecretsWithheld;
}

/** `project-id`: the modes that address a project (every mode but `export`). */
export interface ProjectInput {
  /** The project ID (checked: letters, digits, `-` and `_`), or empty. */
  readonly projectId: string;
}

/** `github-token`: the modes that call GitHub's API (every mode but `automation`). */
export interface TokenInput {
  /** Token for the GitHub API; masked when read. */
  readonly githubToken: string;
}

/** `poll-interval`: the modes that poll an update, a preview or an export job. */
export interface PollInput {
  /** Minimum milliseconds between polls, or undefined for adaptive polling. */
  readonly pollIntervalMs: number | undefined;
}

/** Side effects of reading inputs, injectable for tests. */
export interface InputHooks {
  /** Masks a secret in the runner's log. */
  setSecret(secret: string): void;
  /** Emits a warning annotation. */
  warning(message: string): void;
}

/** The longest `timeout` a GitHub-hosted job allows. */
const MAX_TIMEOUT_MS = 6 * 3_600_000;

/**
 * Masks the admin key before anything else happens: nothing may print it before the runner knows
 * to hide it. The token is masked by {@link maskingGetter} the moment a mode reads it.
 */
export function maskSecrets(get: Getter, hooks: InputHooks): void {
  const adminKey = get(Input.AdminKey);
  if (adminKey) hooks.setSecret(adminKey);
  // A key with a line break inside would be masked only whole; mask each piece too, since a
  // library could print one line of it.
  for (const piece of /\s/.test(adminKey) ? adminKey.split(/\s+/) : []) {
    if (piece.length >= 4) hooks.setSecret(piece);
  }
}

/**
 * `get`, masking `github-token` the moment anything reads it: before the reader can hold it, so
 * before it can be printed. A mode that never reads the token never learns it.
 */
export function maskingGetter(get: Getter, hooks: InputHooks): Getter {
  return (name) => {
    const value = get(name);
    if (name === Input.GitHubToken && value) hooks.setSecret(value);
    return value;
  };
}

/**
 * Reads the mode and the inputs every mode reads, pushing each problem found.
 *
 * @param adminKeyNeeded whether the run calls the platform API (a missing key is a problem)
 * @returns the mode (undefined when missing or unknown) and the shared inputs
 */
export function readCommonInputs(
  env: NodeJS.ProcessEnv,
  get: Getter,
  hooks: InputHooks,
  problems: string[],
  adminKeyNeeded = true,
): { mode: Mode | undefined; common: CommonInputs } {
  const runner = readRunner(env, problems);
  const adminKey = get(Input.AdminKey);
  // A mode that sends no request to the API this time (`status` following the GitHub App) needs
  // no key; one given anyway is still masked and checked.
  const withheld =
    adminKeyNeeded || adminKey
      ? checkAdminKey(adminKey, get(Input.Mode), runner, problems, hooks)
      : undefined;
  const mode = parseEnum(get(Input.Mode), MODES, Input.Mode, problems, true);
  const apiUrl = parseApiUrl(get(Input.ApiUrl) || DEFAULT_API_URL, problems, hooks);
  const timeoutMs = readTimeout(get(Input.Timeout), mode ? DEFAULT_TIMEOUT_MS[mode] : 0, problems);
  const common: CommonInputs = {
    adminKey,
    apiUrl,
    timeoutMs,
    runner,
    ...(withheld ? { secretsWithheld: withheld } : {}),
  };
  return { mode, common };
}

/**
 * Why the admin key cannot be used, in the words that fit the run.
 *
 * @returns why GitHub withheld the key, when the run is to be skipped rather than failed
 */
function checkAdminKey(
  adminKey: string,
  mode: string,
  runner: RunnerContext,
  problems: string[],
  hooks: InputHooks,
): SecretsWithheld | undefined {
  if (!adminKey && mode === 'preview' && PR_EVENTS.has(runner.eventName) && isForkPr(runner)) {
    // `mode: preview` skips fork PRs without sending anything, so it needs no key there.
  } else if (!adminKey && secretsWithheld(runner)) {
    // GitHub gives these runs no secrets: a skip with a notice, not a failure (src/main.ts).
    return secretsWithheld(runner);
  } else if (!adminKey) {
    problems.push(
      `\`${Input.AdminKey}\` is required: pass your Mintlify admin API key from a secret, e.g. \`${Input.AdminKey}: \${{ secrets.MINTLIFY_ADMIN_KEY }}\`.`,
    );
  } else if (/\s/.test(adminKey)) {
    // Whatever its prefix: a header cannot carry it, and the key itself is never echoed.
    problems.push(
      `\`${Input.AdminKey}\` contains white space or a line break inside it; copy the key again as one line (white space around it is ignored).`,
    );
  } else if (adminKey.startsWith(ASSISTANT_KEY_PREFIX)) {
    hooks.warning(
      `\`${Input.AdminKey}\` starts with \`${ASSISTANT_KEY_PREFIX}\`: it is an assistant key, which the admin API refuses (401). Create an admin key under Settings → API keys and store it in the secret.`,
    );
  } else if (!adminKey.startsWith(ADMIN_KEY_PREFIX)) {
    hooks.warning(
      `\`${Input.AdminKey}\` does not start with \`${ADMIN_KEY_PREFIX}\` as Mintlify admin keys do; if requests fail with 401, check that the secret holds an admin key (not an assistant or public key).`,
    );
  }
  return undefined;
}

/** `timeout`: the mode's default when empty; at most what a hosted job may run. */
function readTimeout(raw: string, fallback: number, problems: string[]): number {
  if (!raw) return fallback;
  const parsed = parseDuration(raw);
  if (parsed === undefined || parsed <= 0) {
    problems.push(
      `\`${Input.Timeout}\` "${clip(raw)}" is not a duration: use seconds (\`90\`) or a unit (\`90s\`, \`10m\`, \`1h\`).`,
    );
  } else if (parsed > MAX_TIMEOUT_MS) {
    problems.push(`\`${Input.Timeout}\` "${raw}" is longer than a GitHub-hosted job may run (6h).`);
  } else {
    return parsed;
  }
  return fallback;
}

/** `project-id`, checked when given (whether the mode needs one is the mode's to say). */
export function readProjectId(get: Getter, problems: string[]): string {
  const projectId = get(Input.ProjectId);
  if (projectId && !isSafeId(projectId)) {
    problems.push(
      `\`${Input.ProjectId}\` "${clip(projectId)}" is not a project ID (letters, digits, \`-\` and \`_\` only).`,
    );
  }
  return projectId;
}

/** `github-token` (masked by the {@link maskingGetter} it is read through). */
export function readGitHubToken(get: Getter): string {
  return get(Input.GitHubToken);
}

/** `poll-interval`: a floor of at least 1 s, or undefined for adaptive polling. */
export function readPollInterval(get: Getter, problems: string[]): number | undefined {
  const raw = get(Input.PollInterval);
  if (!raw) return undefined;
  const parsed = parseDuration(raw);
  if (parsed === undefined || parsed < 1000) {
    problems.push(
      `\`${Input.PollInterval}\` "${clip(raw)}" must be a duration of at least 1 second (\`5\`, \`5s\`, \`1m\`), or empty for adaptive polling.`,
    );
    return undefined;
  }
  return parsed;
}

function parseApiUrl(raw: string, problems: string[], hooks: InputHooks): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(
      `\`${Input.ApiUrl}\` "${clip(raw)}" is not a URL; use \`${DEFAULT_API_URL}\` or leave it empty.`,
    );
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    problems.push(`\`${Input.ApiUrl}\` must be an http(s) URL.`);
    return '';
  }
  if (url.username || url.password || url.search || url.hash) {
    problems.push(
      `\`${Input.ApiUrl}\` must not carry credentials, a query or a fragment; pass the key in \`${Input.AdminKey}\`.`,
    );
    return '';
  }
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    // Printed even when another input stops the run: the setting itself is the problem.
    hooks.warning(
      `\`${Input.ApiUrl}\` uses http:// to ${url.hostname}: the admin key would travel unencrypted. Use https:// (http:// is meant for a local emulator on localhost).`,
    );
  }
  let path = url.pathname.replace(/(?<!\/)\/+$/, '');
  if (/\/v1$/.test(path)) {
    path = path.slice(0, -3);
    hooks.warning(`\`${Input.ApiUrl}\` should not end in \`/v1\`; using ${url.origin}${path}.`);
  }
  return `${url.origin}${path}`;
}
