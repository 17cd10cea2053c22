/**
 * One meaning for each reader figure (src/util/reader-figures.ts), in every mode: the same
 * conversations give a page the same unanswered questions in feedback's PR comment
 * (modes/feedback/assistant.ts) and health's issue (modes/health/assistant.ts); the helpful share
 * is one rounding of one ratio; views say which kind they count.
 */
import { describe, expect, it } from 'vitest';
import { AssistantCollector } from '../src/modes/feedback/assistant.js';
import { UnansweredCollector } from '../src/modes/health/assistant.js';
import type { AssistantConversation } from '../src/platform/index.js';
import {
  conversationPages,
  helpfulPercent,
  helpfulShare,
  VIEW_LABEL,
  viewsOf,
} from '../src/util/reader-figures.js';

const SITE = 'https://docs.acme.dev';
let n = 0;
function conversation(
  pageUrl: string | null,
  cites: string[],
  resolutionStatus = 'unanswered',
): AssistantConversation {
  n++;
  return {
    id: `c${n}`,
    timestamp: `2026-11-0${(n % 9) + 1}T10:00:00Z`,
    query: `question ${n}`,
    responseType: 'answer',
    sources: cites.map((url) => ({ url: `${SITE}${url}`, title: url })),
    resolutionStatus,
    queryCategory: null,
    pageUrl: pageUrl === null ? null : `${SITE}${pageUrl}`,
  } as AssistantConversation;
}

describe('unanswered questions: one rule for the PR comment and the health issue', () => {
  // Started on /quickstart citing /auth (the case the two modes counted differently), started
  // nowhere citing /auth, started on /auth, one answered, one citing /auth twice.
  const conversations = [
    conversation('/quickstart', ['/auth']),
    conversation(null, ['/auth', '/errors']),
    conversation('/auth/', []),
    conversation('/auth', [], 'answered'),
    conversation('/errors', ['/auth', '/auth#tokens']),
  ];

  it('a conversation counts for the page it started on and every page it cites, once each', () => {
    expect([...conversationPages(conversations[0]!)].sort()).toEqual(['/auth', '/quickstart']);
    expect([...conversationPages(conversations[4]!)].sort()).toEqual(['/auth', '/errors']);
  });

  it('feedback and health give the same page the same count', () => {
    const feedback = new AssistantCollector(['/auth', '/quickstart', '/errors']);
    feedback.add({ conversations, nextCursor: null, hasMore: false } as never);
    const health = new UnansweredCollector();
    for (const c of conversations) health.add(c);
    const byFeedback = feedback.result();
    for (const page of ['/auth', '/quickstart', '/errors']) {
      expect(byFeedback.get(page)?.unanswered, page).toBe(health.pages.get(page)?.count);
    }
    expect(health.pages.get('/auth')?.count).toBe(4);
  });
});

describe('helpful share and views', () => {
  it('is helpful votes among helpful and not-helpful votes, none without a vote', () => {
    expect(helpfulShare(3, 1)).toBe(0.75);
    expect(helpfulShare(0, 0)).toBeUndefined();
    expect(helpfulPercent(2, 1)).toBe('67%');
    expect(helpfulPercent(0, 0)).toBeUndefined();
  });

  it('views name their kind', () => {
    const counts = { human: 10, ai: 5, total: 15 };
    expect([viewsOf(counts, 'human'), viewsOf(counts, 'ai'), viewsOf(counts, 'all')]).toEqual([
      10, 5, 15,
    ]);
    expect(VIEW_LABEL.human).toBe('human views');
  });
});
