/**
 * The pages a change takes away from the site (removed, or renamed to another path), each judged
 * against the site's `redirects` and navigation as the site would serve it: covered, missing (a
 * 404 for readers who follow an old link) or unknown when the configuration could not be read,
 * never "missing" on a guess. Pure but for its log lines.
 */
import * as core from '../log.js';
import { formatCount, plural } from '../util/format.js';
import { judgeRedirect, type RedirectVerdict } from './redirect-judge.js';
import type { SiteStructure } from './structure.js';
import type { SiteConfig } from './types.js';

/** A page path the pull request takes away from the site. */
export interface GonePage {
  /** The page path at the base (normalized), which readers, links and search results know. */
  readonly page: string;
  /** Its new page path when the PR renames the file to another page; undefined when removed. */
  readonly renamedTo?: string;
  /** The file that served it at the base (to tell whether the site published it). */
  readonly file?: string;
  /** `GET /pets`: the operation it was generated for, when the API review found it gone. */
  readonly operation?: string;
}

/** Whether an old URL is still answered. */
export type RedirectState =
  /** A `redirects` entry matches it. */
  | { readonly kind: 'covered'; readonly source: string; readonly destination: string }
  /**
   * docs.json was read and no redirect leads its readers to a page: they get a 404 (or a loop).
   * `why` names an entry that looks like one and says why it does not count.
   */
  | { readonly kind: 'missing'; readonly why?: string }
  /** docs.json could not be read: not known. */
  | { readonly kind: 'unknown' };

/** One page the PR takes away, checked. */
export interface GoneReport extends GonePage {
  /** Its redirect. */
  readonly redirect: RedirectState;
  /** Whether docs.json's navigation still names the old path. */
  readonly inNav: boolean;
}

/** What the redirect check found. */
export interface RedirectCheck {
  /** The configuration file read, why it was not, or that no page needed it. */
  readonly config:
    | {
        readonly kind: 'read';
        readonly file: string;
        readonly redirects: number;
        readonly skipped: number;
      }
    | { readonly kind: 'unknown'; readonly reason: string }
    | { readonly kind: 'not-needed' };
  /** Every page the PR removes or renames, in path order. */
  readonly pages: readonly GoneReport[];
  /** Pages whose redirect is `missing`. */
  readonly missing: number;
  /** The structure the PR leaves (pages added in no navigation, entries without a file). */
  readonly structure?: SiteStructure & { readonly filesRead: number };
}

/** Each gone page against the site's redirects and navigation: unknown where they were not read. */
export function judgeGone(
  site: SiteConfig,
  gone: readonly GonePage[],
  headSha: string,
): RedirectCheck {
  const { redirects, navigation } = site;
  if (site.kind === 'unknown' || !redirects) {
    const reason =
      site.reason ??
      `the redirects of ${site.file ?? 'docs.json'} could not be read (see the warnings).`;
    core.warning(
      `Cannot check redirects for the ${plural(gone.length, 'page')} this PR removes or renames: ${reason} They are reported as "redirect unknown", not as missing.`,
    );
    const pages = gone.map((g): GoneReport => ({
      ...g,
      redirect: { kind: 'unknown' },
      inNav: navigation?.pages.has(g.page) ?? false,
    }));
    return { config: { kind: 'unknown', reason }, pages, missing: 0 };
  }
  const removed = new Set(gone.map((g) => g.page));
  const pages = gone.map((g): GoneReport => ({
    ...g,
    redirect: redirectState(judgeRedirect(redirects, g.page, removed)),
    inNav: navigation?.pages.has(g.page) ?? false,
  }));
  const missing = pages.filter((p) => p.redirect.kind === 'missing').length;
  const file = site.file ?? 'docs.json';
  core.info(
    `Redirects: ${file} at ${headSha.slice(0, 7)} has ${plural(redirects.count, 'entry', 'entries')}; of the ${plural(gone.length, 'page')} this PR removes or renames, ${formatCount(missing)} ${missing === 1 ? 'has' : 'have'} none.`,
  );
  return {
    config: { kind: 'read', file, redirects: redirects.count, skipped: redirects.skipped },
    pages,
    missing,
  };
}

/** A verdict as the report shows it: a redirect that leads nowhere is missing, with why. */
function redirectState(verdict: RedirectVerdict): RedirectState {
  if (verdict.kind === 'covered') return verdict;
  if (verdict.kind === 'missing') return verdict;
  return {
    kind: 'missing',
    why: `the redirect from \`${verdict.source}\` to \`${verdict.destination}\` does not count: ${verdict.why}`,
  };
}
