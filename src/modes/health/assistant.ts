/**
 * The assistant read of `mode: health`: the window's conversations, 1,000 a request within the
 * plan, newest first; the unanswered ones are counted per page they started on (a conversation
 * that started nowhere counts for the pages it cites), with the newest distinct questions kept.
 */
import type { AssistantConversation } from '../../platform/index.js';
import { normalizePagePath } from '../../util/page-path.js';
import type { Analytics } from '../shared/analytics.js';
import { QUESTIONS_SHOWN, readerKey, type PageQuestions, type ReadOutcome } from './model.js';
import { readSite } from './site-read.js';
import { ASSISTANT_LIST } from '../shared/lists.js';

/** Unanswered questions per page, as they arrive (newest first). */
class UnansweredCollector {
  readonly pages = new Map<string, { count: number; questions: string[]; keys: Set<string> }>();

  /** Takes a new conversation in. */
  add(c: AssistantConversation): void {
    if (c.resolutionStatus === 'unanswered') for (const p of pagesOf(c)) this.count(p, c.query);
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

/** The page a conversation started on, or else the pages it cites. */
function pagesOf(c: AssistantConversation): Set<string> {
  const urls = c.pageUrl ? [c.pageUrl] : c.sources.map((s) => s.url);
  return new Set(urls.filter(Boolean).map((u) => normalizePagePath(u)));
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
