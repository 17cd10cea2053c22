/**
 * The assistant read of `mode: feedback`: the window's assistant conversations, 1,000 per request
 * within the planned allowance (at most 2), counted per changed page by the one rule
 * (util/reader-figures.ts: started on it, or citing it), with the newest unanswered questions kept for quoting. Read on pull requests with
 * docs pages only: the report shows conversations per changed page and nothing else.
 */
import { conversationPages } from '../../util/reader-figures.js';
import type { AssistantConversation, AssistantPage } from '../../platform/index.js';
import { redactContactDetails } from '../../util/personal-data.js';
import { addRemoved, scrubReaderText, type RemovedCredentials } from '../../util/reader-text.js';
import { truncate } from '../../util/sanitize.js';
import { ListCollector, listRead, type Analytics } from '../shared/analytics.js';
import { readInto } from '../shared/list-read.js';
import { ASSISTANT_LIST } from '../shared/lists.js';
import {
  QUESTIONS_PER_PAGE,
  SIGNAL_VOICE,
  QUOTE_CHARS,
  type AssistantRead,
  type PageConversations,
  type SignalReadPlan,
  type UnansweredQuestion,
} from './model.js';

/** Counts per page, with the newest distinct unanswered questions. */
interface Tally {
  page: string;
  conversations: number;
  unanswered: number;
  questions: (UnansweredQuestion & { key: string; t: number; removed: RemovedCredentials })[];
}

/** Counts the conversations on each wanted page and keeps their newest unanswered questions. */
export class AssistantCollector extends ListCollector {
  private readonly tallies = new Map<string, Tally>();

  /** Adds one page; returns how many of its conversations were new. */
  add(page: AssistantPage): number {
    const fresh = this.fresh(page.conversations, (c) => c.id);
    for (const c of fresh) for (const p of this.pagesOf(c)) this.count(p, c);
    return fresh.length;
  }

  /** The tallies, as the report takes them (questions newest first). */
  result(): Map<string, PageConversations> {
    const out = new Map<string, PageConversations>();
    for (const [page, t] of this.tallies) {
      out.set(page, {
        page,
        conversations: t.conversations,
        unanswered: t.unanswered,
        questions: t.questions.map(({ text, at }) => ({ text, at })),
      });
    }
    return out;
  }

  /** Credentials removed from the questions kept, by kind. */
  removed(): RemovedCredentials {
    const tally: Record<string, number> = {};
    for (const t of this.tallies.values()) {
      for (const q of t.questions) addRemoved(tally, q.removed);
    }
    return tally;
  }

  /** The wanted pages a conversation counts for (util/reader-figures.ts: the one rule). */
  private pagesOf(c: AssistantConversation): string[] {
    return [...conversationPages(c)].filter((page) => this.targets.has(page));
  }

  private count(page: string, c: AssistantConversation): void {
    let t = this.tallies.get(page);
    if (!t) this.tallies.set(page, (t = { page, conversations: 0, unanswered: 0, questions: [] }));
    t.conversations++;
    if (c.resolutionStatus !== 'unanswered') return;
    t.unanswered++;
    // Credentials, then contact details, go before anything is kept; the cut leaves room for the
    // quote's own.
    const { text: scrubbed, removed } = scrubReaderText(c.query);
    const text = truncate(
      redactContactDetails(scrubbed).replace(/\s+/g, ' ').trim(),
      QUOTE_CHARS * 2,
    );
    const key = text.toLowerCase();
    if (text === '' || t.questions.some((q) => q.key === key)) return;
    const time = Date.parse(c.timestamp);
    t.questions.push({ text, at: c.timestamp, key, t: Number.isNaN(time) ? 0 : time, removed });
    t.questions.sort((a, b) => b.t - a.t);
    if (t.questions.length > QUESTIONS_PER_PAGE) t.questions.pop();
  }
}

/** Reads the assistant conversations of the feedback's window. Never throws for a bad reply. */
export async function readAssistant(
  analytics: Analytics,
  options: SignalReadPlan,
): Promise<AssistantRead> {
  // Counts need the whole window: the collector is never `enough` short of the end.
  const { read, kept } = await readInto(
    analytics,
    {
      list: ASSISTANT_LIST,
      name: 'Assistant conversations',
      voice: SIGNAL_VOICE,
      allowance: options.allowance,
    },
    AssistantCollector,
    options.prPages,
  );
  return {
    ...listRead(read),
    conversationsRead: read.rows,
    byPage: kept.result(),
    removed: kept.removed(),
  };
}
