/**
 * The redirect check of a PR review (`mode: feedback` today): for every page a pull request
 * removes or renames, is its old URL still answered by a `redirects` entry of docs.json at the
 * PR's head? The site's configuration comes from the one reader (modes/shared/site-config.ts:
 * `$ref`s followed). A configuration that is missing, unreadable or whose redirects cannot be
 * read leaves every page "redirect unknown" with one warning: never "missing" on a guess. What
 * the step makes of the check is redirect-verdict.ts's.
 */
import * as core from '../log.js';
import type { AddedPage, GonePage } from '../github/pr-pages.js';
import type { Octokit } from '../github/octokit.js';
import {
  loadSiteConfig,
  publishedAt,
  readStructure,
  type ConfigSourceContext,
} from '../modes/shared/site-config.js';
import type { SiteConfig } from '../site-config/types.js';
import { judgeGone, type RedirectCheck } from '../site-config/gone-pages.js';
import { structureCounts } from './removed-report.js';

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
  const checked = { ...check, structure: { ...structure, filesRead: site.filesRead } };
  // The log says what the comment says, in the same words (generated or not, with its counts).
  const line = structureCounts(checked);
  if (line) core.info(line);
  return checked;
}
