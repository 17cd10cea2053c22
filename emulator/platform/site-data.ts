/**
 * Pages planted into every analytics dataset at once (`pages` of the emulator's options): a page
 * with the views, votes, comments, unanswered assistant questions and unclicked search terms a
 * test names, on top of the generated data. A site-wide report (mode `health`) can then be
 * checked against a site whose worst page is known: one read 400,000 times and rated poorly
 * beside one read 900,000 times and praised.
 */
import { ulid } from './assistant-data.js';
import { compareEntries } from './feedback-data.js';
import { derive, Rng } from './random.js';
import type { SearchesDataset } from './searches-data.js';
import type {
  AssistantConversationRow,
  FeedbackEntry,
  FeedbackStatus,
  PlantedPage,
} from './types.js';
import type { ViewsDataset } from './views-data.js';

const DAY_MS = 86_400_000;
/** Host of the docs site the conversations' page URLs point at (as in the assistant dataset). */
const SITE = 'https://docs.example.com';

/** Day `d` of `days` (0 the newest) as a time inside it, shifted by `k` minutes. */
function dayTime(now: number, days: number, i: number, k: number): number {
  const d = i % Math.max(1, Math.floor(days));
  return now - d * DAY_MS - 3_600_000 - k * 60_000;
}

/** `total` spread over `days` whole days (the remainder on the newest). */
function spread(total: number, days: number): number[] {
  const n = Math.max(1, Math.floor(days));
  const each = Math.floor(total / n);
  return Array.from({ length: n }, (_, d) => each + (d === 0 ? total - each * n : 0));
}

/** The views dataset with the planted pages' views added (human views as given, AI on top). */
export function plantViews(data: ViewsDataset, pages: readonly PlantedPage[], days: number) {
  const planted = pages.map((page) => {
    const human = spread(page.views, days);
    const ai = spread(page.aiViews ?? 0, days);
    return { path: page.path, days: human.map((h, d) => [h, ai[d] ?? 0] as const) };
  });
  return { ...data, pages: [...data.pages, ...planted] } satisfies ViewsDataset;
}

/**
 * The feedback dataset with each planted page's votes added: `thumbsDown` unhelpful and `thumbsUp`
 * helpful contextual entries, the page's `comments` on its newest unhelpful ones (in order).
 */
export function plantFeedback(
  entries: readonly FeedbackEntry[],
  pages: readonly PlantedPage[],
  seed: number,
  days: number,
  now: number,
): FeedbackEntry[] {
  const out = [...entries];
  pages.forEach((page, p) => {
    const votes = [
      ...Array.from({ length: page.thumbsDown ?? 0 }, () => false),
      ...Array.from({ length: page.thumbsUp ?? 0 }, () => true),
    ];
    votes.forEach((helpful, i) => {
      const comment = helpful ? null : (page.comments?.[i] ?? null);
      out.push({
        id: `fb_${derive('planted-page', seed, p, i).slice(0, 20)}`,
        path: page.path,
        comment,
        createdAt: new Date(dayTime(now, days, i, p)).toISOString(),
        source: 'contextual',
        status: 'pending' satisfies FeedbackStatus,
        helpful,
        contact: null,
      });
    });
  });
  return out.sort(compareEntries);
}

/** The assistant dataset with each planted page's unanswered questions (and answered count). */
export function plantAssistant(
  rows: readonly AssistantConversationRow[],
  pages: readonly PlantedPage[],
  seed: number,
  days: number,
  now: number,
): AssistantConversationRow[] {
  const rng = new Rng(seed, 'planted-assistant');
  const out = [...rows];
  pages.forEach((page, p) => {
    const turns = [
      ...(page.unanswered ?? []).map((q) => [q, 'unanswered'] as const),
      ...Array.from({ length: page.answered ?? 0 }, () => ['How do I start?', 'answered'] as const),
    ];
    turns.forEach(([query, status], i) => {
      const url = `${SITE}${page.path}`;
      out.push({
        id: ulid(dayTime(now, days, i, p + 7), rng),
        timestamp: new Date(dayTime(now, days, i, p + 7)).toISOString(),
        query,
        response:
          status === 'answered' ? 'It is covered here.' : 'I could not find this in the docs.',
        responseType: 'answer',
        sources: status === 'answered' ? [{ title: page.path, url }] : [],
        resolutionStatus: status,
        queryCategory: null,
        pageUrl: url,
      });
    });
  });
  return out.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** The search dataset with each planted page's unclicked terms (searched daily, never clicked). */
export function plantSearches(
  data: SearchesDataset,
  pages: readonly PlantedPage[],
  days: number,
): SearchesDataset {
  const terms = pages.flatMap((page) =>
    (page.zeroClickSearches ?? []).map((term) => ({
      term,
      page: null,
      days: spread(6 * Math.max(1, Math.floor(days)), days).map((h) => [h, 0] as const),
    })),
  );
  return { ...data, terms: [...data.terms, ...terms] };
}
