/**
 * The live check: asks the site for every target page, at most {@link MAX_IN_FLIGHT} at once, and
 * keeps asking for the pages that are not fresh yet, with backoff, until they are or the deadline
 * comes (caches take minutes). A page found fresh, gone as it should be, or with nothing to
 * compare is never asked for again. A site that asks for sign-in or redirects to another origin
 * stops the check at once; one that cannot be reached at all stops after a few quick rounds.
 */
import { normalizePagePath } from '../util/page-path.js';
import { comparePage, type PageExpectation } from './compare.js';
import type { SiteAnswer, SiteClient } from './fetch.js';
import { pageUrl } from './site-url.js';
import { sleep } from '../util/timing.js';
import { mapLimit } from '../util/map-limit.js';

/** Requests in flight at most. */
export const MAX_IN_FLIGHT = 8;
/** First wait before asking again for pages that are not fresh yet. */
export const FIRST_RECHECK_MS = 2_000;
/** Longest wait between two rounds. */
export const MAX_RECHECK_MS = 30_000;
/** Rounds in a row in which nothing answered at all before the site counts as unreachable. */
export const UNREACHABLE_ROUNDS = 3;
/** Wait between rounds while nothing answers. */
const UNREACHABLE_RETRY_MS = 1_000;

/** One page to check. */
export interface LiveTarget {
  /** Page path (`/guides/intro`). */
  readonly pagePath: string;
  /** The repository file, for the annotation. */
  readonly file: string;
  /** What the commit did to it (`unchanged`: a page `verify: all` adds). */
  readonly change: 'added' | 'modified' | 'removed' | 'unchanged';
  /** What the page must show; absent for removed pages. */
  readonly expectation?: PageExpectation;
  /** Removed pages: docs.json's redirect (`null`: none; undefined: unknown). */
  readonly redirect?: { readonly destination: string } | null;
}

/** A page's verdict. */
export type PageVerdict = 'fresh' | 'stale' | 'unverified' | 'not-compared';

/** What was found of one page. */
export interface PageResult {
  readonly target: LiveTarget;
  readonly verdict: PageVerdict;
  /** What matched or differed, or why it could not be verified. */
  readonly detail: string;
  /** The last answer (status, cache headers, where it redirected). */
  readonly answer?: Pick<SiteAnswer, 'status' | 'cache' | 'redirectedTo' | 'kind'>;
  /** How many times it was asked for. */
  readonly looks: number;
  /** Set when the detail deserves a warning of its own (a frontmatter that could not be read). */
  readonly warn?: true;
}

/** Why the whole site could not be verified. */
export type SiteProblem = 'sign-in' | 'elsewhere' | 'unreachable';

/** The end of a live check. */
export interface LiveCheck {
  readonly pages: readonly PageResult[];
  /** Set when the site as a whole could not be verified. */
  readonly siteProblem?: { readonly kind: SiteProblem; readonly detail: string };
}

/** What {@link checkLive} needs. */
export interface CheckOptions {
  /** Epoch ms: no round starts after it. */
  readonly deadline: number;
  /**
   * Epoch ms no request may run past (the step's own deadline, a little later): a look started
   * just before `deadline` still gets its time. Default `deadline`.
   */
  readonly requestDeadline?: number;
  readonly signal: AbortSignal;
  /** Requests in flight at most (default {@link MAX_IN_FLIGHT}). */
  readonly inFlight?: number;
  /** Clock and wait, injectable for tests (a virtual clock skips the waits). */
  readonly now?: () => number;
  readonly wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Called after each round with the pages still open. */
  readonly onRound?: (round: number, open: number) => void;
}

/** A page's state between rounds. */
interface Open {
  readonly target: LiveTarget;
  looks: number;
  last?: PageResult;
}

/** Checks every target; resolves when all are settled or the deadline has passed. */
export async function checkLive(
  site: SiteClient,
  targets: readonly LiveTarget[],
  options: CheckOptions,
): Promise<LiveCheck> {
  const now = options.now ?? Date.now;
  const wait = options.wait ?? sleep;
  const done: PageResult[] = [];
  let open: Open[] = [];
  for (const target of targets) {
    if (!pageUrl(site.root, target.pagePath)) {
      done.push({
        target,
        verdict: 'unverified',
        detail: 'refused: the path leaves the site',
        looks: 0,
      });
    } else open.push({ target, looks: 0 });
  }
  const state = { mdServed: false, unreachableRounds: 0 };
  let delay = FIRST_RECHECK_MS;
  for (let round = 1; open.length > 0; round++) {
    const results = await lookAtAll(site, open, state, options);
    const problem = siteProblemOf(results, state);
    if (problem)
      return {
        pages: [...done, ...open.map((o) => unverifiedBy(o, problem))],
        siteProblem: problem,
      };
    const still: Open[] = [];
    results.forEach((r, i) => {
      const page = open[i] as Open;
      if (r.settled) done.push(r.result);
      else still.push({ ...page, last: r.result });
    });
    open = still;
    options.onRound?.(round, open.length);
    if (open.length === 0) break;
    const pause = state.unreachableRounds > 0 ? UNREACHABLE_RETRY_MS : delay;
    delay = Math.min(MAX_RECHECK_MS, Math.round(delay * 1.5));
    const remaining = options.deadline - now();
    if (remaining <= 0) break;
    await wait(Math.min(pause, remaining), options.signal);
  }
  return { pages: [...done, ...open.map(atDeadline)] };
}

/** The site-wide stop, if this round found one. */
function siteProblemOf(
  results: readonly Look[],
  state: { unreachableRounds: number },
): LiveCheck['siteProblem'] {
  const signIn = results.find((r) => r.kind === 'sign-in');
  if (signIn) return { kind: 'sign-in', detail: 'the site asks for sign-in' };
  // A removed page may redirect to another site on purpose: its own verdict says whether it should.
  const elsewhere = results.find(
    (r) => r.kind === 'elsewhere' && r.result.target.change !== 'removed',
  );
  if (elsewhere) {
    return {
      kind: 'elsewhere',
      detail: `the site redirects to another origin (${elsewhere.result.answer?.redirectedTo ?? 'unknown'})`,
    };
  }
  const unreachable = results.filter((r) => r.kind === 'unreachable');
  state.unreachableRounds = unreachable.length === results.length ? state.unreachableRounds + 1 : 0;
  if (state.unreachableRounds >= UNREACHABLE_ROUNDS) {
    const code = unreachable[0]?.result.detail ?? '';
    return { kind: 'unreachable', detail: `the site could not be reached (${code})` };
  }
  return undefined;
}

function unverifiedBy(page: Open, problem: NonNullable<LiveCheck['siteProblem']>): PageResult {
  return {
    target: page.target,
    verdict: 'unverified',
    detail: problem.detail,
    looks: page.looks,
    ...(page.last?.answer ? { answer: page.last.answer } : {}),
  };
}

/** What a page still open at the deadline ends as: stale when the site answered, else unverified. */
function atDeadline(page: Open): PageResult {
  const last = page.last;
  if (!last)
    return {
      target: page.target,
      verdict: 'unverified',
      detail: 'not checked before the deadline',
      looks: 0,
    };
  return last;
}

/** One look at one page: its result and whether it is settled for good. */
interface Look {
  readonly kind: SiteAnswer['kind'];
  readonly settled: boolean;
  readonly result: PageResult;
}

async function lookAt(
  site: SiteClient,
  page: Open,
  state: { mdServed: boolean },
  options: CheckOptions,
): Promise<Look> {
  page.looks += 1;
  const answer = await ask(site, page.target.pagePath, state, options);
  const shown = {
    kind: answer.kind,
    ...(answer.status !== undefined ? { status: answer.status } : {}),
    ...(answer.cache ? { cache: answer.cache } : {}),
    ...(answer.redirectedTo ? { redirectedTo: answer.redirectedTo } : {}),
  };
  const base = { target: page.target, looks: page.looks, answer: shown };
  const judged =
    page.target.change === 'removed'
      ? judgeRemoved(page.target, answer, site)
      : judgePage(page.target, answer);
  return {
    kind: answer.kind,
    settled: judged.settled,
    result: {
      ...base,
      verdict: judged.verdict,
      detail: judged.detail,
      ...(judged.warn ? { warn: true } : {}),
    },
  };
}

/**
 * One look at each open page, at most {@link MAX_IN_FLIGHT} at once; results in `open`'s order.
 * Removed pages go after the others: once some `<page>.md` has answered 200, a removed page's
 * 404 there is the answer, with no second request to the page URL.
 */
async function lookAtAll(
  site: SiteClient,
  open: readonly Open[],
  state: { mdServed: boolean },
  options: CheckOptions,
): Promise<Look[]> {
  const limit = options.inFlight ?? MAX_IN_FLIGHT;
  const removed = (page: Open): boolean => page.target.change === 'removed';
  const looks = new Map<Open, Look>();
  for (const batch of [open.filter((p) => !removed(p)), open.filter(removed)]) {
    const results = await mapLimit(batch, limit, (page) => lookAt(site, page, state, options));
    batch.forEach((page, i) => looks.set(page, results[i] as Look));
  }
  return open.map((page) => looks.get(page) as Look);
}

/** `<page>.md` first; the page URL with `Accept: text/markdown` where that answers 404. */
async function ask(
  site: SiteClient,
  pagePath: string,
  state: { mdServed: boolean },
  options: CheckOptions,
): Promise<SiteAnswer> {
  const fetchOptions = {
    signal: options.signal,
    deadline: options.requestDeadline ?? options.deadline,
  };
  const md = await site.get(pageUrl(site.root, pagePath, '.md') as string, fetchOptions);
  if (md.kind === 'page') state.mdServed = true;
  if (md.kind !== 'gone' || state.mdServed) return md;
  return site.get(pageUrl(site.root, pagePath) as string, {
    ...fetchOptions,
    acceptMarkdown: true,
  });
}

type Judged = { verdict: PageVerdict; detail: string; settled: boolean; warn?: true };

/** A page that exists in the commit. */
function judgePage(target: LiveTarget, answer: SiteAnswer): Judged {
  switch (answer.kind) {
    case 'page': {
      const c = comparePage(target.expectation as PageExpectation, answer.body ?? '');
      return { ...c, settled: c.verdict !== 'stale' };
    }
    case 'gone':
      return {
        verdict: 'stale',
        detail: `HTTP ${answer.status}: not on the site yet`,
        settled: false,
      };
    case 'too-large':
      return { verdict: 'unverified', detail: 'the page is larger than 2 MiB', settled: true };
    default:
      return retrying(answer);
  }
}

/** A page the commit removed: gone, or redirected (judged where the chain ends) as docs.json says. */
function judgeRemoved(target: LiveTarget, answer: SiteAnswer, site: SiteClient): Judged {
  if (answer.kind === 'elsewhere') return judgeElsewhere(target, answer.redirectedTo ?? '');
  if (answer.redirectedTo && answer.kind !== 'sign-in') return judgeRedirect(target, answer, site);
  if (answer.kind === 'gone') {
    if (target.redirect) {
      return {
        verdict: 'stale',
        detail: `HTTP ${answer.status}; docs.json redirects it to ${normalizePagePath(target.redirect.destination)}`,
        settled: false,
      };
    }
    return { verdict: 'fresh', detail: `HTTP ${answer.status}: removed`, settled: true };
  }
  if (answer.kind === 'page') {
    return { verdict: 'stale', detail: 'HTTP 200: still served', settled: false };
  }
  return retrying(answer);
}

/** A removed page redirected within the site: by the last answer of the chain (5 hops at most). */
function judgeRedirect(target: LiveTarget, answer: SiteAnswer, site: SiteClient): Judged {
  const to = sitePath(site, answer.redirectedTo as string);
  if (answer.loop) return { verdict: 'stale', detail: `redirect loop at ${to}`, settled: false };
  if (answer.kind === 'gone') {
    const detail = `redirects to ${to}, which answers HTTP ${answer.status}`;
    return { verdict: 'stale', detail, settled: false };
  }
  if (answer.kind !== 'page' && answer.kind !== 'too-large') {
    const then = retrying(answer);
    return { ...then, detail: `redirects to ${to}, then ${then.detail}` };
  }
  const wanted = target.redirect ? normalizePagePath(target.redirect.destination) : undefined;
  if (wanted !== undefined && wanted !== to) {
    return {
      verdict: 'stale',
      detail: `redirects to ${to}; docs.json says ${wanted}`,
      settled: false,
    };
  }
  const note = target.redirect === undefined ? " (docs.json's redirects unknown)" : '';
  return { verdict: 'fresh', detail: `redirects to ${to}${note}`, settled: true };
}

/**
 * A removed page redirected to another origin (not followed): fine where docs.json's redirect
 * names that URL; unknown redirects leave it unverified.
 */
function judgeElsewhere(target: LiveTarget, to: string): Judged {
  const detail = `redirects to another site (${to})`;
  if (target.redirect === undefined) {
    return {
      verdict: 'unverified',
      detail: `${detail}; docs.json's redirects unknown`,
      settled: true,
    };
  }
  const wanted = target.redirect ? destinationOf(target.redirect.destination) : undefined;
  if (wanted !== undefined && wanted === destinationOf(to)) {
    return {
      verdict: 'fresh',
      detail: `${detail}, as docs.json says (not fetched)`,
      settled: true,
    };
  }
  const says = wanted === undefined ? 'no redirect' : wanted;
  return { verdict: 'stale', detail: `${detail}; docs.json says ${says}`, settled: false };
}

/** docs.json's destination as compared: a page path, or an absolute URL's origin and page path. */
function destinationOf(destination: string): string {
  if (!/^https?:\/\//i.test(destination)) return normalizePagePath(destination);
  try {
    const url = new URL(destination);
    const path = normalizePagePath(url.pathname);
    return path === '/' ? url.origin : url.origin + path;
  } catch {
    return normalizePagePath(destination);
  }
}

/** Answers worth asking again (until the deadline), and what they mean if they last. */
function retrying(answer: SiteAnswer): Judged {
  const status =
    answer.status !== undefined ? `HTTP ${answer.status}` : (answer.error ?? 'no answer');
  const detail =
    answer.kind === 'blocked'
      ? `${status}: rate limit or bot challenge`
      : answer.kind === 'unreachable'
        ? (answer.error ?? 'unreachable')
        : answer.kind === 'server-error'
          ? `${status}: server error`
          : answer.kind === 'timeout'
            ? 'timed out'
            : `${status}: unexpected answer`;
  return { verdict: 'unverified', detail, settled: false };
}

/** A site URL as a page path under the site's base path. */
function sitePath(site: SiteClient, href: string): string {
  const path = new URL(href).pathname;
  const base = site.root.basePath;
  return normalizePagePath(base && path.startsWith(base) ? path.slice(base.length) : path);
}
