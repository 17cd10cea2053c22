/**
 * The redirect check of `mode: feedback`: for every page a pull request removes or renames, is
 * its old URL still answered by a `redirects` entry of docs.json at the PR's head? The site's
 * configuration comes from the one reader (modes/shared/site-config.ts: `$ref`s followed). A
 * configuration that is missing, unreadable or whose redirects cannot be read leaves every page
 * "redirect unknown" with one warning: never "missing" on a guess.
 */
import * as core from '../../log.js';
import { setOutput } from '../../guard.js';
import { Output, type MissingRedirects } from '../../constants.js';
import type { AddedPage, GonePage } from '../../github/pr-pages.js';
import type { Octokit } from '../../github/octokit.js';
import { formatCount, plural } from '../../util/format.js';
import {
  loadSiteConfig,
  publishedAt,
  readStructure,
  type ConfigSourceContext,
} from '../shared/site-config.js';
import type { SiteConfig } from '../../site-config/types.js';
import type { ModeResult } from '../types.js';
import { judgeGone, type RedirectCheck } from '../../site-config/gone-pages.js';
import { orderGone, type ViewsRead } from './model.js';
import { logText } from '../../util/text.js';

/** The check of a PR that takes no page away. */
const NOT_NEEDED: RedirectCheck = { config: { kind: 'not-needed' }, pages: [], missing: 0 };

/**
 * Checks each gone page against docs.json at the PR's head, and the structure the PR leaves
 * (pages it adds in no navigation, navigation entries without a file). Sends nothing when the
 * PR neither removes nor adds a page. Never throws for GitHub's answers; only cancellation does.
 */
export async function checkRedirects(
  source: ConfigSourceContext & { octokit: Octokit },
  changes: { readonly gone?: readonly GonePage[]; readonly added?: readonly AddedPage[] },
  at: { readonly ref: string; readonly docsRoot: string },
  known?: SiteConfig,
): Promise<RedirectCheck> {
  const { gone = [], added = [] } = changes;
  if (gone.length === 0 && added.length === 0) return NOT_NEEDED;
  // docs.json at the head, unless the API reference read has it already (each file read once).
  const site = known ?? (await loadSiteConfig(source, at));
  const pages = await publishedAt(source, at, site);
  // A snippet or an ignored file taken away was never a page: no reader had its URL.
  const pageGone = gone.filter((g) => !g.file || pages.published.pageOf(g.file) !== undefined);
  const check = pageGone.length > 0 ? judgeGone(site, pageGone, at.ref) : NOT_NEEDED;
  const read = await readStructure(source, at, site, added, pages);
  // A gone page the navigation still names is reported with its redirect: not again as missing.
  const goneInNav = new Set(check.pages.filter((p) => p.inNav).map((p) => p.page));
  const structure = { ...read, missing: read.missing?.filter((p) => !goneInNav.has(p)) };
  const unlisted = structure.unlisted?.length ?? 0;
  const missing = structure.missing?.length ?? 0;
  if (unlisted + missing > 0) {
    core.info(
      `Site structure: ${plural(unlisted, 'added page')} in no navigation, ${plural(missing, 'navigation entry', 'navigation entries')} without a file.`,
    );
  }
  return { ...check, structure: { ...structure, filesRead: site.filesRead } };
}

/**
 * What `missing-redirects` makes of the check: sets the `missing-redirects` output; with pages
 * missing a redirect, `warn` warns now and `error` returns the step's failure (to return once the
 * comment is written). Pages whose redirect is unknown are never counted.
 */
export function judgeRedirects(
  policy: MissingRedirects,
  check: RedirectCheck,
  views: ViewsRead | undefined,
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

/** The pages without a redirect, for a log line or the step's error: `/a (12,345 views), …`. */
export function missingList(check: RedirectCheck, views: ViewsRead | undefined, max = 10): string {
  const missing = orderGone(check.pages, views).filter((p) => p.redirect.kind === 'missing');
  const named = missing.slice(0, max).map((p) => {
    const n = views?.pages.get(p.page)?.total;
    const page = logText(p.page, 200);
    return n === undefined ? page : `${page} (${plural(n, 'view')})`;
  });
  const more = missing.length - named.length;
  return `${named.join(', ')}${more > 0 ? `, and ${formatCount(more)} more` : ''}`;
}
