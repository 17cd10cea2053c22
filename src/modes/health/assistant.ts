/**
 * The assistant read of `mode: health`: the window's conversations, 1,000 a request within the
 * plan, newest first; the unanswered ones are counted per page by the one rule the PR comment
 * uses too (util/reader-figures.ts: the page it started on and every page it cites), with the
 * newest distinct questions kept.
 */
import type { AssistantConversation } from '../../platform/index.js';
import { conversationPages } from '../../util/reader-figures.js';
import type { Analytics } from '../shared/analytics.js';
import { QUESTIONS_SHOWN, readerKey, type PageQuestions, type ReadOutcome } from './model.js';
import { readSite } from './site-read.js';
import { ASSISTANT_LIST } from '../shared/lists.js';

/** Unanswered questions per page, as they arrive (newest first). */
export class UnansweredCollector {
  readonly pages = new Map<string, { count: number; questions: string[]; keys: Set<string> }>();

  /** Takes a new conversation in. */
  add(c: AssistantConversation): void {
    if (c.resolutionStatus === 'unanswered')
      for (const p of conversationPages(c)) this.count(p, c.query);
  }

  private count(page: string, query: string): void {
    let t = this.pages.get(page);
    if (!t) this.pages.set(page, (t = { count: 0, questions: [], keys: new Set() }));
    t.count++;
    const text = query.replace(/\s+/g, ' ').trim();
    const key = readerKey(text);
    if (text === '' || t.keys.has(key) || t.questions.length >= QUESTIONS_SHOWN) return;
    t.keys.add(key);
    t.questions.push(text);
  }
}

/** Reads the unanswered questions per page. Never throws for a bad reply. */
export async function readSiteAssistant(
  analytics: Analytics,
  allowance: number,
): Promise<ReadOutcome<ReadonlyMap<string, PageQuestions>>> {
  const collector = new UnansweredCollector();
  const note = await readSite(analytics, {
    read: 'assistant',
    allowance,
    list: ASSISTANT_LIST,
    key: (c) => c.id,
    take: (c) => collector.add(c),
  });
  const data = new Map<string, PageQuestions>();
  if (note.stop !== 'failed') {
    for (const [page, t] of collector.pages) {
      data.set(page, { count: t.count, questions: t.questions });
    }
  }
  return { data, note };
}
