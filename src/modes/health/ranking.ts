/**
 * The ranking of `mode: health`: which pages are listed, and in what order. Pure: the site's reads
 * in, pages in the order to fix them out.
 *
 * A page is listed only for trouble beyond the site's own norm, so a page rated 98 % helpful is
 * never a page to fix however many read it: the lower bound (Wilson, 95 %) of its not-helpful
 * share is above the site's overall not-helpful share, or the lower bound (Poisson, 95 %) of its
 * unanswered questions + code-snippet reports per 1,000 views is above the site's rate. Lower
 * bounds, so that chance does not list a page: one thumbs-down or one question on a page read
 * 100,000 times is not trouble. Each listed page says which (`listedFor`); report.ts states the
 * rule (`LISTING_RULE`).
 *
 * The listed pages are ordered by readers reached × trouble: a page read a lot and rated poorly
 * ranks above a page read more and rated well; an unanswered question or a code-snippet report
 * weighs as much as a thousand views that all found the page unhelpful, so a page few read can
 * still lead when readers keep asking about it.
 */
import type { PageQuestions, PageVotes, SiteReads, ZeroClickTerm } from './model.js';
import { TERMS_SHOWN } from './model.js';

/**
 * Votes added to every page's count before the share is taken, so a page with one thumbs-down
 * does not read as 100% not helpful.
 */
export const VOTE_PRIOR = 5;
/** Views per unit of "per 1,000 views". */
export const PER_VIEWS = 1_000;

/** The formula, as the report states it (one line). */
export const FORMULA =
  `score = views × (not-helpful share + (unanswered questions + code-snippet reports) per ` +
  `1,000 views), where not-helpful share = 👎 ÷ (👍 + 👎 + ${VOTE_PRIOR})`;

/** z of a two-sided 95 % interval. */
const Z95 = 1.96;

/** The site's own norm, over everything the reads reached. */
export interface SiteNorm {
  /** 👎 ÷ (👍 + 👎) over every page the votes read reached; undefined without a vote. */
  readonly notHelpful: number | undefined;
  /** (Unanswered questions + code-snippet reports) per 1,000 human views; undefined without views. */
  readonly perThousand: number | undefined;
}

/** Why a page is listed: each part present only when the page is beyond the site's norm there. */
export interface ListedFor {
  /** The 95 % lower bound of its not-helpful share, and the site's share. */
  readonly notHelpful?: { readonly lower: number; readonly site: number };
  /**
   * Its unanswered questions + code-snippet reports per 1,000 views, and the site's rate. When
   * the views read did not reach the page (`atLeast`), its views are at most the fewest read, so
   * the rate is a lower bound.
   */
  readonly perThousand?: {
    /** Per 1,000 views, as counted. */
    readonly rate: number;
    /** Its 95 % lower bound: what is compared with the site's rate. */
    readonly lower: number;
    readonly site: number;
    readonly atLeast: boolean;
  };
}

/** One page of the ranking. */
export interface RankedPage {
  /** Normalized page path (untrusted: it came from the platform). */
  readonly page: string;
  /** 1 for the page to fix first. */
  readonly rank: number;
  /** Human views in the window; undefined when the views read did not reach the page. */
  readonly views: number | undefined;
  readonly votes: PageVotes;
  /** Not-helpful share as scored (with {@link VOTE_PRIOR}). */
  readonly notHelpful: number;
  readonly unanswered: PageQuestions;
  /** Readers reached × trouble. */
  readonly score: number;
  /** Why it is listed (at least one part is set). */
  readonly listedFor: ListedFor;
}

const NO_VOTES: PageVotes = { up: 0, down: 0, code: 0 };
const NO_QUESTIONS: PageQuestions = { count: 0, questions: [] };

/** The score of one page (see {@link FORMULA}); `views` undefined counts as 0. */
export function scoreOf(views: number | undefined, votes: PageVotes, unanswered: number): number {
  const share = votes.down / (votes.up + votes.down + VOTE_PRIOR);
  // views × (share + (unanswered + code) per 1,000 views), written so that 0 views is defined.
  return (views ?? 0) * share + PER_VIEWS * (unanswered + votes.code);
}

/**
 * The lower bound of the Wilson score interval (95 %) of `k` events in `n` trials: the smallest
 * share the votes are still consistent with. Undefined when `n` is 0.
 */
export function wilsonLower(k: number, n: number): number | undefined {
  if (n <= 0) return undefined;
  const p = k / n;
  const z2 = Z95 * Z95;
  const centre = p + z2 / (2 * n);
  const spread = Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return Math.max(0, (centre - spread) / (1 + z2 / n));
}

/** Above this many events, the Poisson bound comes from Wilson–Hilferty's approximation. */
const EXACT_POISSON = 100;

/**
 * The lower bound of the exact (Garwood) 95 % interval of a Poisson mean from `k` events: the
 * smallest mean under which `k` or more events still happen 2.5 % of the time. 0 when `k` is 0.
 */
export function poissonLower(k: number): number {
  if (k <= 0) return 0;
  if (k > EXACT_POISSON) {
    return k * (1 - 1 / (9 * k) - Z95 / (3 * Math.sqrt(k))) ** 3;
  }
  // P(X < k | mean) falls as the mean grows: bisect for where it is 97.5 %.
  const below = (mean: number): number => {
    let term = Math.exp(-mean);
    let sum = term;
    for (let i = 1; i < k; i++) {
      term *= mean / i;
      sum += term;
    }
    return sum;
  };
  let lo = 0;
  let hi = k;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (below(mid) > 0.975) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** The site's not-helpful share and its rate of unanswered questions + code reports. */
export function siteNorm(reads: Pick<SiteReads, 'views' | 'votes' | 'assistant'>): SiteNorm {
  let up = 0;
  let down = 0;
  let code = 0;
  for (const v of reads.votes.data.values()) {
    up += v.up;
    down += v.down;
    code += v.code;
  }
  let asked = 0;
  for (const q of reads.assistant.data.values()) asked += q.count;
  let views = 0;
  for (const n of reads.views.data.values()) views += n;
  return {
    notHelpful: up + down > 0 ? down / (up + down) : undefined,
    perThousand: views > 0 ? (PER_VIEWS * (asked + code)) / views : undefined,
  };
}

/** What of a page is beyond the site's norm (nothing: an empty object). */
function listedFor(
  norm: SiteNorm,
  votes: PageVotes,
  troubles: number,
  views: { readonly count: number | undefined; readonly fewest: number | undefined },
): ListedFor {
  const out: { -readonly [K in keyof ListedFor]: ListedFor[K] } = {};
  const lower = wilsonLower(votes.down, votes.up + votes.down);
  if (lower !== undefined && norm.notHelpful !== undefined && lower > norm.notHelpful) {
    out.notHelpful = { lower, site: norm.notHelpful };
  }
  // A page the views read did not reach has at most the views of the least viewed page read.
  const seen = views.count ?? views.fewest;
  if (troubles > 0 && norm.perThousand !== undefined && seen !== undefined) {
    const per = PER_VIEWS / Math.max(seen, 1);
    const lower = poissonLower(troubles) * per;
    if (lower > norm.perThousand) {
      const atLeast = views.count === undefined;
      out.perThousand = { rate: troubles * per, lower, site: norm.perThousand, atLeast };
    }
  }
  return out;
}

/**
 * The pages with trouble beyond the site's norm, worst first: by score, then by views, then by
 * path. Pages come from all three reads (a page can have votes but fall outside the views read).
 */
export function rankPages(reads: Pick<SiteReads, 'views' | 'votes' | 'assistant'>): RankedPage[] {
  const views = reads.views.data;
  const votes = reads.votes.data;
  const asked = reads.assistant.data;
  const norm = siteNorm(reads);
  let fewest: number | undefined;
  for (const n of views.values()) fewest = Math.min(n, fewest ?? n);
  const pages = new Set([...votes.keys(), ...asked.keys()]);
  const scored = [...pages].map((page) => {
    const v = votes.get(page) ?? NO_VOTES;
    const q = asked.get(page) ?? NO_QUESTIONS;
    const count = views.get(page);
    return {
      page,
      views: count,
      votes: v,
      notHelpful: v.down / (v.up + v.down + VOTE_PRIOR),
      unanswered: q,
      score: scoreOf(count, v, q.count),
      listedFor: listedFor(norm, v, q.count + v.code, { count, fewest }),
    };
  });
  return scored
    .filter((p) => p.listedFor.notHelpful !== undefined || p.listedFor.perThousand !== undefined)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (b.views ?? 0) - (a.views ?? 0) ||
        (a.page < b.page ? -1 : a.page > b.page ? 1 : 0),
    )
    .map((p, i) => ({ ...p, rank: i + 1 }));
}

/** Words too common in page paths and searches to tie one to the other. */
const GENERIC = new Set(
  'the and for how what with from into api docs doc page guide guides reference introduction index overview get use using'.split(
    ' ',
  ),
);

/** The words of a path or a term that can tie them: 3+ letters, lower case, plural folded. */
function words(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    const word = raw.length > 3 && raw.endsWith('s') ? raw.slice(0, -1) : raw;
    if (word.length >= 3 && !GENERIC.has(word)) out.add(word);
  }
  return out;
}

/**
 * Zero-click terms that probably belong to a listed page: a term goes to the listed page whose
 * path shares the most words with it (the higher-ranked page on a tie), and to none when no
 * word is shared. At most {@link TERMS_SHOWN} per page, most searched first. A guess, so the
 * report shows the terms and the score leaves them out.
 */
export function matchSearches(
  pages: readonly RankedPage[],
  terms: readonly ZeroClickTerm[],
): Map<string, ZeroClickTerm[]> {
  const pageWords = pages.map((p) => ({ page: p.page, words: words(p.page) }));
  const out = new Map<string, ZeroClickTerm[]>();
  for (const term of terms) {
    const mine = words(term.term);
    let best: { page: string; shared: number } | undefined;
    for (const p of pageWords) {
      const shared = [...mine].filter((w) => p.words.has(w)).length;
      if (shared > 0 && shared > (best?.shared ?? 0)) best = { page: p.page, shared };
    }
    if (!best) continue;
    const list = out.get(best.page) ?? [];
    if (list.length < TERMS_SHOWN) list.push(term);
    out.set(best.page, list);
  }
  return out;
}

/** How a page moved since the last report. */
export type RankChange =
  | { readonly kind: 'new' }
  | { readonly kind: 'same' }
  | { readonly kind: 'up' | 'down'; readonly by: number };

/** Each listed page's move since the `previous` list (pages in rank order). */
export function rankChanges(
  pages: readonly RankedPage[],
  previous: readonly string[],
): Map<string, RankChange> {
  const before = new Map(previous.map((page, i) => [page, i + 1]));
  const out = new Map<string, RankChange>();
  for (const p of pages) {
    const was = before.get(p.page);
    if (was === undefined) out.set(p.page, { kind: 'new' });
    else if (was === p.rank) out.set(p.page, { kind: 'same' });
    else out.set(p.page, { kind: was > p.rank ? 'up' : 'down', by: Math.abs(was - p.rank) });
  }
  return out;
}
