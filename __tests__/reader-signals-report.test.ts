/**
 * Reader signals in the feedback report (src/modes/feedback/signals-report.ts): the changed pages' terms
 * and conversations, quotes without contact details, the notes of partial and missing signals,
 * "Searched, nothing clicked", the requests line and the comment's size limit; and the pure parts
 * of the reads (budget plan, matching, click-through scale).
 */
import { describe, expect, it } from 'vitest';
import { AssistantCollector } from '../src/modes/feedback/assistant.js';
import { planAnalytics } from '../src/modes/feedback/plan.js';
import { SearchTermsCollector, ctrFraction } from '../src/modes/feedback/searches.js';
import type { AssistantConversation, SearchTerm } from '../src/platform/index.js';
import { FeedbackAggregator } from '../src/modes/feedback/aggregate.js';
import { renderFeedbackSummary } from '../src/modes/feedback/report.js';
import {
  ASSISTANT_MAX_PAGES,
  GAP_ROWS,
  QUOTE_CHARS,
  SEARCHES_MAX_PAGES,
  VIEWS_MAX_PAGES,
  type AssistantRead,
  type FeedbackReportInput,
  type PageConversations,
  type SearchTermStats,
  type SearchesRead,
} from '../src/modes/feedback/model.js';
import { LIMITS } from '../src/guard.js';
import { renderFeedbackComment } from '../src/modes/feedback/report.js';
import {
  quoteReaderText,
  searchGapsSection,
  signalsSection,
} from '../src/modes/feedback/signals-report.js';

function term(t: string, hits: number, ctr: number): SearchTermStats {
  return { term: t, hits, ctr, lastSearchedAt: '2026-11-20T10:00:00Z' };
}

function searches(overrides: Partial<SearchesRead> = {}): SearchesRead {
  return {
    stop: 'found',
    requests: 1,
    pageSize: 100,
    allowance: 3,
    termsRead: 100,
    totalSearches: 12_345,
    byPage: new Map([
      ['/guides/intro', [term('getting started', 608, 0.6299), term('intro', 12, 0.004)]],
    ]),
    gaps: [term('sso', 368, 0), term('mail me at jane@example.com', 9, 0)],
    ...overrides,
  };
}

function assistant(overrides: Partial<AssistantRead> = {}): AssistantRead {
  const intro: PageConversations = {
    page: '/guides/intro',
    conversations: 14,
    unanswered: 3,
    questions: [
      {
        text: 'How do I reach SSO? jane.doe@example.com +1 (415) 555-0132',
        at: '2026-11-24T09:00:00Z',
      },
      {
        text: '@everyone <img src=x onerror=alert(1)> [x](javascript:alert(1))',
        at: '2026-11-23T09:00:00Z',
      },
      { text: 'x'.repeat(500), at: 'not a date' },
    ],
  };
  return {
    stop: 'complete',
    requests: 1,
    pageSize: 1_000,
    allowance: 2,
    conversationsRead: 400,
    byPage: new Map([['/guides/intro', intro]]),
    ...overrides,
  };
}

const PAGES = ['/guides/intro', '/quickstart'];

describe('signalsSection', () => {
  it('shows each page with its top terms and conversations, and quotes unanswered questions without contact details', () => {
    const md = signalsSection({ searches: searches(), assistant: assistant() }, PAGES, '####', 50);
    expect(md).toContain('#### What readers searched for and asked on these pages');
    expect(md).toContain(
      '| Page | Top searches leading here (searches · click-through) | Assistant conversations | Unanswered |',
    );
    expect(md).toContain(
      '| /guides/intro | getting started (608 · 63%), intro (12 · <1%) | 14 | 3 |',
    );
    expect(md).toContain('| /quickstart | — | 0 | 0 |');
    // One line per page, its questions newest first, each quoted with its date.
    expect(md).toContain(
      '- `/guides/intro`: “How do I reach SSO? \\[e\\-mail\\] \\[phone\\]” (2026-11-24) · ',
    );
    expect(md).not.toMatch(/jane|555|<img|@everyone|\]\(javascript:/);
    // Cut to 200 characters, with an ellipsis; an unreadable date is shown as sent.
    expect(md).toContain(`“${'x'.repeat(QUOTE_CHARS - 1)}…” (not a date)`);
  });

  it('drops the columns of a failed or skipped signal and says why', () => {
    const failed = signalsSection(
      {
        searches: searches({ stop: 'failed', error: 'HTTP 500 <b>', byPage: new Map() }),
        assistant: assistant(),
      },
      PAGES,
      '###',
      50,
    );
    expect(failed).not.toContain('Top searches');
    expect(failed).toContain('| /guides/intro | 14 | 3 |');
    expect(failed).toContain(
      '> [!NOTE]\n> **Search terms could not be read**, so this report shows none: HTTP 500 &lt;b&gt;',
    );
    const skipped = signalsSection(
      {
        searches: searches({ stop: 'skipped', requests: 0 }),
        assistant: assistant({ stop: 'skipped', requests: 0 }),
      },
      PAGES,
      '###',
      50,
    );
    expect(skipped).not.toContain('| Page |');
    expect(skipped).toContain('**Search terms were not read:**');
    expect(skipped).toContain('**Assistant conversations were not read:**');
    expect(signalsSection({}, PAGES, '###', 50)).toBe('');
  });

  it('says how far a cut read went', () => {
    const md = signalsSection(
      {
        searches: searches({ stop: 'cut', requests: 3, termsRead: 300 }),
        assistant: assistant({ stop: 'cut', requests: 2, conversationsRead: 2_000 }),
      },
      PAGES,
      '###',
      50,
    );
    expect(md).toContain('| /quickstart | none in the 300 most searched terms read | 0 | 0 |');
    expect(md).toContain('**Search terms were cut short:** 3 requests of up to 100 terms');
    expect(md).toContain(
      '**Assistant conversations were cut short:** the counts cover the 2,000 conversations read (2 requests of up to 1,000)',
    );
  });

  it('shows at most maxRows pages and says how many more', () => {
    const md = signalsSection({ searches: searches() }, PAGES, '###', 1);
    expect(md).not.toContain('/quickstart');
    expect(md).toContain('…and 1 more page.');
  });
});

describe('searchGapsSection', () => {
  it('lists the most searched terms without a click, redacted', () => {
    const md = searchGapsSection(searches(), '###');
    expect(md).toContain('### Searched, nothing clicked');
    expect(md).toContain('12,345 searches in this period; the 100 most searched terms read.');
    expect(md).toContain('| sso | 368 | 2026-11-20 |');
    expect(md).toContain('| mail me at \\[e\\-mail\\] | 9 | 2026-11-20 |');
    expect(md).not.toContain('jane');
  });

  it('says so when no term went unclicked, when the read failed, and nothing when not asked', () => {
    expect(
      searchGapsSection(searches({ gaps: [], stop: 'complete', termsRead: 40 }), '###'),
    ).toContain(
      'No term read was searched without a click. 12,345 searches in this period; all 40 terms read.',
    );
    expect(searchGapsSection(searches({ stop: 'failed', error: 'HTTP 400' }), '###')).toContain(
      '**Search terms could not be read**',
    );
    expect(searchGapsSection(undefined, '###')).toBe('');
  });
});

describe('quoteReaderText', () => {
  it('redacts, neutralizes and cuts to 200 characters', () => {
    expect(quoteReaderText('ping @octocat at a@b.io ```')).toBe(
      'ping @\u200boctocat at \\[e\\-mail\\] \\`\\`\\`',
    );
    expect(Array.from(quoteReaderText('é'.repeat(300)))).toHaveLength(QUOTE_CHARS);
  });
});

describe('the report with reader signals', () => {
  function input(pageCount: number): FeedbackReportInput {
    const prPages = Array.from({ length: pageCount }, (_, i) => `/guides/page-${i}`);
    const aggregate = new FeedbackAggregator({ prPages }).result();
    const terms = new Map(
      prPages.map((p) => [
        p,
        Array.from({ length: 5 }, (_, k) => term(`${'t'.repeat(55)} ${k}`, 10, 0.5)),
      ]),
    );
    const conv = new Map(
      prPages.map((p): [string, PageConversations] => [
        p,
        {
          page: p,
          conversations: 9,
          unanswered: 3,
          questions: Array.from({ length: 3 }, (_, k) => ({
            text: `${'q'.repeat(300)} ${k}`,
            at: '2026-11-24T00:00:00Z',
          })),
        },
      ]),
    );
    return {
      aggregate,
      projectId: 'proj',
      dateFrom: '2026-10-26',
      dateTo: '',
      source: '',
      statuses: [],
      read: { requests: 1, pageSize: 100, maxPages: 20, stop: 'complete', skipped: 0 },
      includeContact: false,
      pr: { number: 7, docsRoot: 'docs', fileCount: pageCount },
      searches: searches({ byPage: terms }),
      assistant: assistant({ byPage: conv }),
      budget: { used: 25, limit: 100 },
    };
  }

  it('keeps the comment under GitHub’s limit with many changed pages', () => {
    const rendered = renderFeedbackComment(input(400));
    expect(rendered.content.length + rendered.footer.length).toBeLessThan(LIMITS.comment);
    expect(rendered.content).toContain('What readers searched for and asked on these pages');
  });

  it('lists each read in the requests line of the summary', () => {
    const md = renderFeedbackSummary(input(2));
    expect(md).toContain(
      'Analytics requests: 1 for feedback (`max-pages: 20`), 1 for search terms of up to 100 each (stopped once the report had what it needs; up to 3 planned) and 1 for assistant conversations of up to 1,000 each (the whole list; up to 2 planned); 25 of the 100 per hour used in all, retries included.',
    );
    expect(md).toContain('### Searched, nothing clicked');
  });
});

describe('the reads: plan, matching, click-through', () => {
  it('sets max-pages aside, then gives each read a turn up to its cap', () => {
    const all = { views: true, searches: true, assistant: true };
    expect(planAnalytics(100, 20, all)).toEqual({
      views: VIEWS_MAX_PAGES,
      searches: SEARCHES_MAX_PAGES,
      assistant: ASSISTANT_MAX_PAGES,
    });
    expect(planAnalytics(100, 97, all)).toEqual({ views: 1, searches: 1, assistant: 1 });
    expect(planAnalytics(100, 95, all)).toEqual({ views: 2, searches: 2, assistant: 1 });
    expect(planAnalytics(100, 99, all)).toEqual({ views: 1, searches: 0, assistant: 0 });
    expect(planAnalytics(100, 100, all)).toEqual({ views: 0, searches: 0, assistant: 0 });
    expect(planAnalytics(100, 20, { views: false, searches: true, assistant: false })).toEqual({
      views: 0,
      searches: 3,
      assistant: 0,
    });
    // Views alone: what max-pages leaves, up to 20, as before reader signals.
    const viewsAlone = { views: true, searches: false, assistant: false };
    expect([1, 20, 85, 95, 99, 100].map((m) => planAnalytics(100, m, viewsAlone).views)).toEqual([
      20, 20, 15, 5, 1, 0,
    ]);
  });

  it('takes a click-through as a fraction, or as a percentage above 1', () => {
    expect(ctrFraction(0.25)).toBe(0.25);
    expect(ctrFraction(1)).toBe(1);
    expect(ctrFraction(25)).toBe(0.25);
    expect(ctrFraction(250)).toBe(1);
  });

  it('matches terms to pages by their most-clicked result, and knows when it has enough', () => {
    const row = (q: string, hits: number, ctr: number, page: string | null): SearchTerm => ({
      searchQuery: q,
      hits,
      ctr,
      topClickedPage: page,
      lastSearchedAt: '',
    });
    const c = new SearchTermsCollector(['/guides/intro']);
    const rows = [
      row('a', 50, 0.5, 'https://docs.example.com/guides/intro/'),
      row('b', 40, 0, null),
      row('c', 30, 0.1, '/quickstart'),
      row('a', 50, 0.5, '/guides/intro'),
    ];
    expect(c.add({ searches: rows, totalSearches: 170, nextCursor: 'x', skipped: 0 })).toBe(3);
    expect(c.byPage.get('/guides/intro')?.map((t) => t.term)).toEqual(['a']);
    expect(c.gaps.map((t) => t.term)).toEqual(['b']);
    expect(c.enough).toBe(false);
    const more = Array.from({ length: 20 }, (_, i) =>
      row(`t${i}`, 10, i < 10 ? 0 : 0.3, i < 10 ? null : '/guides/intro'),
    );
    c.add({ searches: more, totalSearches: 170, nextCursor: null, skipped: 0 });
    expect(c.gaps).toHaveLength(GAP_ROWS);
    expect(c.byPage.get('/guides/intro')).toHaveLength(5);
    expect(c.enough).toBe(true);
  });

  it('counts conversations started on a page or citing it once each, with the newest distinct unanswered questions', () => {
    const conv = (
      id: string,
      at: string,
      status: string,
      pageUrl: string | null,
      cites: string[] = [],
      query = `q${id}`,
    ): AssistantConversation => ({
      id,
      timestamp: at,
      query,
      responseType: 'answer',
      sources: cites.map((url) => ({ title: '', url })),
      resolutionStatus: status,
      queryCategory: null,
      pageUrl,
    });
    const c = new AssistantCollector(['/guides/intro']);
    const site = 'https://docs.example.com';
    c.add({
      conversations: [
        conv(
          '1',
          '2026-11-01T00:00:00Z',
          'unanswered',
          `${site}/guides/intro`,
          [`${site}/guides/intro`],
          'old',
        ),
        conv('2', '2026-11-05T00:00:00Z', 'answered', null, [`${site}/guides/intro#setup`]),
        conv(
          '3',
          '2026-11-04T00:00:00Z',
          'unanswered',
          `${site}/guides/intro?x=1`,
          [],
          'Mail a@b.io',
        ),
        conv('4', '2026-11-03T00:00:00Z', 'unanswered', `${site}/guides/intro`, [], 'mail A@B.io'),
        conv('5', '2026-11-02T00:00:00Z', 'unanswered', `${site}/guides/intro`, [], 'newer'),
        conv('6', '2026-11-06T00:00:00Z', 'unanswered', `${site}/quickstart`),
      ],
      nextCursor: null,
      hasMore: false,
      skipped: 0,
    });
    const intro = c.result().get('/guides/intro');
    expect(intro?.conversations).toBe(5);
    expect(intro?.unanswered).toBe(4);
    // Redacted before keeping, so two questions differing only in an address are one.
    expect(intro?.questions.map((q) => q.text)).toEqual(['Mail [e-mail]', 'newer', 'old']);
    expect(c.result().has('/quickstart')).toBe(false);
  });
});
