/**
 * The ranking of `mode: health`: readers reached × trouble. Pure: the site's reads in, pages in
 * the order to fix them out. A page read a lot and rated poorly ranks above a page read more and
 * rated well; an unanswered question or a code-snippet report weighs as much as a thousand views
 * that all found the page unhelpful, so a page few read can still lead when readers keep asking
 * about it.
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
 * Every page with any trouble, worst first: by score, then by views, then by path. Pages come
 * from all three reads (a page can have votes but fall outside the views read).
 */
export function rankPages(reads: Pick<SiteReads, 'views' | 'votes' | 'assistant'>): RankedPage[] {
  const views = reads.views.data;
  const votes = reads.votes.data;
  const asked = reads.assistant.data;
  const pages = new Set([...votes.keys(), ...asked.keys()]);
  const scored = [...pages].map((page) => {
    const v = votes.get(page) ?? NO_VOTES;
    const q = asked.get(page) ?? NO_QUESTIONS;
    return {
      page,
      views: views.get(page),
      votes: v,
      notHelpful: v.down / (v.up + v.down + VOTE_PRIOR),
      unanswered: q,
      score: scoreOf(views.get(page), v, q.count),
    };
  });
  return scored
    .filter((p) => p.score > 0)
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
