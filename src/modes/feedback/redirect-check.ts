/**
 * The redirect check of `mode: feedback`: for every page a pull request removes or renames, is
 * its old URL still answered by a `redirects` entry of docs.json at the PR's head? docs.json (or
 * the legacy mint.json when there is none) is read through the contents API in one request at the
 * head commit, at most 1 MB. A file that is missing, unreadable or not JSON leaves every page
 * "redirect unknown" with one warning: never "missing" on a guess.
 */
import * as core from '../../log.js';
import { setOutput } from '../../guard.js';
import { Output, type MissingRedirects } from '../../constants.js';
import type { GonePage } from '../../github/pr-pages.js';
import { githubErrorText, type Octokit } from '../../github/octokit.js';
import { readRepoFile, MAX_REPO_FILE_BYTES } from '../../github/repo-file.js';
import { withDeadline } from '../../util/abort.js';
import { logText } from '../../util/text.js';
import { formatCount, plural } from '../../util/format.js';
import { parseDocsConfig, type DocsConfig } from './docs-config.js';
import { RedirectMatcher } from './redirects.js';
import type { FeedbackInputs } from './inputs.js';
import type { ModeContext } from '../types.js';
import { missingList, type GoneReport, type RedirectCheck } from './removed-report.js';
import type { PageViewsResult } from './views-report.js';
import type { ModeResult } from '../types.js';

/** The configuration files looked for, newest format first. */
const CONFIG_FILES = ['docs.json', 'mint.json'] as const;

/** The configuration file read at the head, or why it could not be. */
type ConfigRead =
  | { readonly kind: 'read'; readonly file: string; readonly config: DocsConfig }
  | { readonly kind: 'unknown'; readonly reason: string };

/**
 * Checks each gone page against docs.json at `headSha`. Sends nothing when no page is gone.
 * Never throws for GitHub's answers; only cancellation propagates.
 */
export async function checkRedirects(
  ctx: ModeContext<FeedbackInputs>,
  octokit: Octokit,
  gone: readonly GonePage[],
  headSha: string,
): Promise<RedirectCheck> {
  if (gone.length === 0) return { config: { kind: 'not-needed' }, pages: [], missing: 0 };
  const read = await readConfig(ctx, octokit, headSha);
  if (read.kind === 'unknown') {
    core.warning(
      `Cannot check redirects for the ${plural(gone.length, 'page')} this PR removes or renames: ${read.reason} They are reported as "redirect unknown", not as missing.`,
    );
    const pages = gone.map((g): GoneReport => ({
      ...g,
      redirect: { kind: 'unknown' },
      inNav: false,
    }));
    return { config: read, pages, missing: 0 };
  }
  const matcher = new RedirectMatcher(read.config.redirects);
  const pages = gone.map((g): GoneReport => {
    const match = matcher.match(g.page);
    return {
      ...g,
      redirect: match
        ? { kind: 'covered', source: match.redirect.source, destination: match.destination }
        : { kind: 'missing' },
      inNav: read.config.navPages.has(g.page),
    };
  });
  const missing = pages.filter((p) => p.redirect.kind === 'missing').length;
  core.info(
    `Redirects: ${read.file} at ${headSha.slice(0, 7)} has ${plural(read.config.redirects.length, 'entry', 'entries')}; of the ${plural(gone.length, 'page')} this PR removes or renames, ${formatCount(missing)} ${missing === 1 ? 'has' : 'have'} none.`,
  );
  return {
    config: {
      kind: 'read',
      file: read.file,
      redirects: read.config.redirects.length,
      skipped: read.config.skipped,
    },
    pages,
    missing,
  };
}

/** docs.json under `docs-root` at the head, else mint.json; or why neither could be read. */
async function readConfig(
  ctx: ModeContext<FeedbackInputs>,
  octokit: Octokit,
  ref: string,
): Promise<ConfigRead> {
  const { runner, docsRoot } = ctx.inputs;
  const at = `at ${ref.slice(0, 12)}${docsRoot ? ` under \`${docsRoot}\`` : ''}`;
  for (const name of CONFIG_FILES) {
    const path = docsRoot ? `${docsRoot}/${name}` : name;
    let found;
    try {
      found = await readRepoFile(octokit, {
        owner: runner.owner,
        repo: runner.repo,
        path,
        ref,
        signal: withDeadline(ctx.signal, ctx.deadline),
      });
    } catch (err) {
      if (ctx.signal.aborted) throw ctx.signal.reason;
      return {
        kind: 'unknown',
        reason: `${name} ${at} could not be read: ${githubErrorText(err)}.`,
      };
    }
    if (found.kind === 'missing') continue;
    if (found.kind === 'not-a-file') {
      return {
        kind: 'unknown',
        reason: `${name} ${at} is not a file (${logText(found.type, 40)}).`,
      };
    }
    if (found.kind === 'too-large') {
      return {
        kind: 'unknown',
        reason: `${name} ${at} is larger than ${MAX_REPO_FILE_BYTES / 1024 / 1024} MB (${formatCount(found.size)} bytes), more than the contents API returns.`,
      };
    }
    const config = parseDocsConfig(found.text);
    if (typeof config === 'string') {
      return { kind: 'unknown', reason: `${name} ${at} cannot be read: ${logText(config, 300)}.` };
    }
    return { kind: 'read', file: name, config };
  }
  return {
    kind: 'unknown',
    reason: `there is no docs.json (nor a legacy mint.json) ${at}. If the docs live in a subfolder, set \`docs-root\`.`,
  };
}

/**
 * What `missing-redirects` makes of the check: sets the `missing-redirects` output; with pages
 * missing a redirect, `warn` warns now and `error` returns the step's failure (to return once the
 * comment is written). Pages whose redirect is unknown are never counted.
 */
export function judgeRedirects(
  policy: MissingRedirects,
  check: RedirectCheck,
  views: PageViewsResult | undefined,
): (ModeResult & { message: string }) | undefined {
  setOutput(Output.MissingRedirects, String(check.missing));
  if (check.missing === 0 || policy === 'off') return undefined;
  const one = check.missing === 1;
  const what = one
    ? 'A page this PR removes or renames has'
    : `${formatCount(check.missing)} pages this PR removes or renames have`;
  const message =
    `${what} no redirect in docs.json, so readers who follow a link, a bookmark or a search result to ${one ? 'it' : 'them'} get a 404: ` +
    `${missingList(check, views)}. Add a \`redirects\` entry to docs.json for each`;
  if (policy === 'warn') {
    core.warning(`${message}.`);
    return undefined;
  }
  return {
    outcome: 'failure',
    message: `${message}, or set \`missing-redirects: warn\` to be warned only.`,
  };
}
