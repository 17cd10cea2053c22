import { describe, expect, it } from 'vitest';
import type { RunnerContext } from '../src/inputs/runner.js';
import type {
  BaseFeedback,
  CodeSnippetFeedback,
  ContextualFeedback,
  FeedbackEntry,
} from '../src/platform/index.js';
import { FeedbackAggregator } from '../src/modes/feedback/aggregate.js';
import {
  renderFeedbackComment,
  renderFeedbackSummary,
  SUMMARY_LINE_LIMIT,
} from '../src/modes/feedback/report.js';
import { mermaidLabel } from '../src/util/markdown.js';
import type { FeedbackReportInput } from '../src/modes/feedback/model.js';
import { buildStickyBody } from '../src/github/sticky-comment.js';
import { LIMITS } from '../src/guard.js';
import { jobSummaryUrl } from '../src/modes/shared/job-summary.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2025, 4, 31);

function contextual(
  i: number,
  path: string,
  helpful: boolean | null,
  comment: string | null = null,
  contact: string | null = null,
): ContextualFeedback {
  return {
    kind: 'contextual',
    id: `fb_${i}`,
    path,
    comment,
    createdAt: new Date(T0 - i * 60_000).toISOString(),
    source: 'contextual',
    status: 'pending',
    helpful,
    contact,
  };
}

function snippet(
  i: number,
  path: string,
  filename: string | null,
  lang: string | null,
  comment: string | null,
  code = 'npm i mint',
): CodeSnippetFeedback {
  return {
    kind: 'code_snippet',
    id: `fb_${i}`,
    path,
    comment,
    createdAt: new Date(T0 - i * 60_000).toISOString(),
    source: 'code_snippet',
    status: 'resolved',
    code,
    filename,
    lang,
  };
}

function base(
  i: number,
  source: string,
  path: string | null,
  comment: string | null,
): BaseFeedback {
  return {
    kind: 'base',
    id: `fb_${i}`,
    path,
    comment,
    createdAt: new Date(T0 - i * 60_000).toISOString(),
    source,
    status: 'dismissed',
  };
}

function input(
  entries: readonly FeedbackEntry[],
  overrides: Partial<FeedbackReportInput> = {},
  prPages: readonly string[] = [],
  includeContact = false,
): FeedbackReportInput {
  const agg = new FeedbackAggregator({ prPages, includeContact });
  for (const e of entries) agg.add(e);
  return {
    aggregate: agg.result(),
    projectId: 'proj_demo',
    dateFrom: new Date(T0 - 30 * DAY).toISOString(),
    dateTo: '',
    source: '',
    statuses: [],
    read: { requests: 3, pageSize: 100, maxPages: 20, stop: 'complete', skipped: 0 },
    includeContact,
    feedbackFile: '/tmp/runner/mintlify-feedback-proj_demo-1.jsonl',
    jobSummaryUrl: 'https://github.com/acme/docs/actions/runs/4242',
    ...(prPages.length > 0 ? { pr: { number: 7, fileCount: 3, docsRoot: '' } } : {}),
    ...overrides,
  };
}

describe('FeedbackAggregator', () => {
  it('counts by source, status, vote and page', () => {
    const entries: FeedbackEntry[] = [
      contextual(1, '/guides/intro', false, 'bad'),
      contextual(2, 'https://docs.example.com/guides/intro/', false),
      contextual(3, '/guides/intro', true, 'good'),
      contextual(4, '/quickstart', true),
      contextual(5, '/quickstart', null),
      snippet(6, '/quickstart', 'client.ts', 'typescript', 'broken'),
      snippet(7, '/sdks/node', 'client.ts', 'typescript', null),
      snippet(8, '/sdks/node', null, 'bash', 'hmm'),
      base(9, 'agent', '/guides/intro', 'agent says'),
      base(10, 'thumbs_only', '/quickstart', null),
      base(11, 'something_new', null, null),
    ];
    const agg = new FeedbackAggregator();
    for (const e of entries) agg.add(e);
    const r = agg.result();
    expect(r.total).toBe(11);
    expect(Object.fromEntries(r.bySource)).toEqual({
      contextual: 5,
      code_snippet: 3,
      agent: 1,
      thumbs_only: 1,
      something_new: 1,
    });
    expect(Object.fromEntries(r.byStatus)).toEqual({ pending: 5, resolved: 3, dismissed: 3 });
    expect(r.helpful).toEqual({ yes: 2, no: 2, unknown: 1 });
    expect(r.withoutPath).toBe(1);
    // URL, trailing slash and plain path are one page.
    expect(r.pagesByNegative.map((p) => [p.page, p.negative, p.total])).toEqual([
      ['/guides/intro', 2, 4],
    ]);
    // Ties on total are broken by negative feedback.
    expect(r.pagesByTotal.map((p) => [p.page, p.total])).toEqual([
      ['/guides/intro', 4],
      ['/quickstart', 4],
      ['/sdks/node', 2],
    ]);
    expect(r.snippets.map((g) => [g.filename, g.lang, g.count, g.withComment])).toEqual([
      ['client.ts', 'typescript', 2, 1],
      [null, 'bash', 1, 1],
    ]);
    expect(r.snippets[0]?.pages).toEqual(['/quickstart', '/sdks/node']);
    expect(r.withComment).toBe(5);
    expect(r.recent.map((e) => e.id)).toEqual(['fb_1', 'fb_3', 'fb_6', 'fb_8', 'fb_9']);
    expect(r.oldest).toBe(entries[10]?.createdAt);
    expect(r.newest).toBe(entries[0]?.createdAt);
  });

  it('keeps only the most recent comments, whatever order entries arrive in', () => {
    const agg = new FeedbackAggregator({ recentLimit: 5 });
    const order = Array.from({ length: 200 }, (_, i) => (i * 37) % 200);
    for (const i of order) agg.add(contextual(i, '/x', false, `comment ${i}`));
    expect(agg.result().recent.map((e) => e.id)).toEqual(['fb_0', 'fb_1', 'fb_2', 'fb_3', 'fb_4']);
    expect(agg.result().withComment).toBe(200);
  });

  it('counts every entry on the PR pages, matching URLs and index pages, and groups their comments', () => {
    const agg = new FeedbackAggregator({ prPages: ['/guides/intro', '/x', '/'] });
    agg.add(contextual(1, 'https://docs.example.com/guides/intro.html', false, 'a'));
    agg.add(contextual(2, '/x/index', true));
    agg.add(contextual(3, '/other', false, 'not on the PR'));
    agg.add(contextual(4, 'https://docs.example.com/', true));
    const r = agg.result();
    expect(r.prEntryTotal).toBe(3);
    expect([...r.prComments.keys()]).toEqual(['/guides/intro']);
    expect(r.prPages.map((p) => [p.page, p.total, p.negative])).toEqual([
      ['/guides/intro', 1, 1],
      ['/x', 1, 0],
      ['/', 1, 0],
    ]);
  });

  it('drops contact e-mails at once unless they may be shown', () => {
    const hidden = new FeedbackAggregator({ prPages: ['/x'] });
    hidden.add(contextual(1, '/x', false, 'hi', 'reader@example.com'));
    const r = hidden.result();
    expect(r.withContact).toBe(1);
    expect(JSON.stringify(r)).not.toContain('reader@example.com');
    const shown = new FeedbackAggregator({ includeContact: true });
    shown.add(contextual(1, '/x', false, 'hi', 'reader@example.com'));
    expect(shown.result().recent[0]?.contact).toBe('reader@example.com');
  });

  it('aggregates 10,000 entries with bounded memory for kept lists', () => {
    const agg = new FeedbackAggregator({ prPages: ['/p1'] });
    for (let i = 0; i < 10_000; i++) {
      agg.add(contextual(i, `/p${i % 50}`, i % 3 === 0, `comment ${i}`));
    }
    const r = agg.result();
    expect(r.total).toBe(10_000);
    expect(r.recent).toHaveLength(30);
    expect(r.prComments.get('/p1')?.comments).toBe(200);
    expect(r.prEntryTotal).toBe(200);
    expect(r.pagesByTotal).toHaveLength(50);
  });
});

describe('renderFeedbackSummary / renderFeedbackComment', () => {
  const sample: FeedbackEntry[] = [
    contextual(1, '/guides/intro', false, 'The example returns a 401'),
    contextual(2, '/guides/intro', false),
    contextual(3, '/quickstart', true, 'Great'),
    snippet(4, '/quickstart', 'client.ts', 'typescript', 'Missing import'),
    base(5, 'agent', '/guides/intro', 'Contradicts another page'),
  ];

  it('keeps the site-wide lists of the summary to the line limit', () => {
    const entries: FeedbackEntry[] = [];
    for (let i = 0; i < 600; i++) {
      const page = `/section-${i % 60}/page-${i % 120}`;
      if (i % 3 === 0)
        entries.push(snippet(i, page, `file-${i % 40}.ts`, 'ts', `x${i}`, 'line\n'.repeat(40)));
      else entries.push(contextual(i, page, i % 2 === 0, `comment ${i}`));
    }
    const md = renderFeedbackSummary(input(entries));
    expect(md.split('\n').length).toBeLessThanOrEqual(SUMMARY_LINE_LIMIT);
    expect(md).toContain('### Recent comments');
    expect(md).toMatch(/…and [\d,]+ more comments/);
  });

  it('lists an entry on the PR pages once: recent comments leave them out', () => {
    const md = renderFeedbackSummary(input(sample, {}, ['/guides/intro']));
    expect(md.split('The example returns a 401').length).toBe(2);
    expect(md.split('Contradicts another page').length).toBe(2);
    const recent = md.slice(md.indexOf('### Recent comments on other pages'));
    expect(recent).toContain('Great');
    expect(recent).not.toContain('/guides/intro');
  });

  it('puts the PR section first and covers every section', () => {
    const md = renderFeedbackSummary(input(sample, {}, ['/guides/intro', '/new-page']));
    const pr = md.indexOf('### Pages this PR changes');
    expect(pr).toBeGreaterThan(0);
    for (const title of [
      'Overview',
      'Pages with the most negative feedback',
      'Pages with the most feedback',
      'Code-snippet feedback',
      'Recent comments',
    ]) {
      expect(md.indexOf(title)).toBeGreaterThan(pr);
    }
    expect(md).toContain('```mermaid\npie showData');
    expect(md).toContain('xychart-beta');
    expect(md).toContain('**5** entries');
    expect(md).toContain('- **Page feedback (contextual):** 1 helpful');
    // Sources and statuses: one line each, every value with its count and share.
    expect(md).toMatch(/^- \*\*By source:\*\* \S+ \d+ \(\d+%\)/m);
    expect(md).toMatch(/^- \*\*By status:\*\* \S+ \d+ \(\d+%\)/m);
    expect(md).toContain('mintlify-feedback-proj_demo-1.jsonl');
  });

  it('says plainly when the read stopped early', () => {
    const md = renderFeedbackSummary(
      input(sample, {
        read: { requests: 2, pageSize: 100, maxPages: 2, stop: 'max-pages', skipped: 0 },
      }),
    );
    expect(md).toContain('first 5 entries; more exist');
    expect(md).toContain('max-pages: 2');
    const comment = renderFeedbackComment(
      input(sample, {
        read: { requests: 9, pageSize: 1, maxPages: 20, stop: 'budget', skipped: 0 },
      }),
    );
    expect(comment.content).toContain('first 5 entries; more exist');
  });

  it('reports pages without feedback and PRs without pages', () => {
    const none = renderFeedbackComment(input(sample, {}, ['/untouched'])).content;
    expect(none).toContain('None of the 1 pages this PR changes has feedback');
    const noPages = renderFeedbackComment(
      input(sample, { pr: { number: 7, fileCount: 4, docsRoot: '' } }),
    ).content;
    expect(noPages).toContain('This PR changes no docs pages');
  });

  it('neutralizes hostile texts everywhere', () => {
    const hostile: FeedbackEntry[] = [
      contextual(1, '/x', false, '@everyone this page is broken'),
      contextual(2, '/x', false, 'Same as #123 and acme/docs#456'),
      contextual(3, '/x', false, '<img src=x onerror=alert(1)>'),
      contextual(4, '/x', false, 'The fix is [here](javascript:alert(1)), click'),
      contextual(5, '/x', false, 'Nice](https://evil.example/phish) [Verify](data:text/html,x)'),
      snippet(6, '/x', 'fence.js', 'javascript', 'breaks', 'const f = "```";\n````\n`````'),
      base(7, 'agent', '/x', 'Table | break\n| a | b |\n</details> <!-- x -->'),
      contextual(8, '/x"]; click A call alert(1)\n%%{init}%%', false, 'x'),
      base(9, '<script>alert(1)</script>', '/y', '\u202eRTL\u001b[31m red'),
    ];
    const report = input(hostile, {}, ['/x']);
    const outputs = [
      renderFeedbackSummary(report),
      renderFeedbackComment(report).content,
      renderFeedbackComment(report).footer,
    ];
    for (const md of outputs) {
      expect(md).not.toMatch(/@everyone/);
      expect(md).not.toMatch(/#123/);
      expect(md).not.toMatch(/docs#456/);
      expect(md).not.toMatch(/<img/i);
      expect(md).not.toMatch(/<script/i);
      expect(md).not.toMatch(/\]\(javascript:/i);
      expect(md).not.toMatch(/\]\(data:/i);
      expect(md).not.toMatch(/\]\(https:\/\/evil/);
      expect(md).not.toMatch(/<!-- x -->/);
      expect(md).not.toContain('\u202e');
      expect(md).not.toContain('\u001b');
      // Only our own </details> closers, each on its own line.
      for (const line of md.split('\n')) {
        if (line.includes('</details>')) expect(line).toBe('</details>');
      }
      // Mermaid blocks hold only sanitized labels.
      for (const block of md.matchAll(/```mermaid\n([\s\S]*?)\n```/g)) {
        for (const label of (block[1] ?? '').matchAll(/"([^"]*)"/g)) {
          expect(label[1]).toMatch(/^[\p{L}\p{N} /._…()-]*$/u);
        }
        expect(block[1]).not.toContain('%%');
        expect(block[1]).not.toMatch(/^\s*click/m);
      }
    }
    // The code block's fence is longer than any backtick run inside it.
    const summary = outputs[0] ?? '';
    expect(summary).toContain('``````javascript\nconst f = "```";');
  });

  it('shows no contact e-mail unless includeContact', () => {
    const entries = [
      contextual(1, '/x', false, 'please reply', 'attacker@example.com'),
      contextual(2, '/x', false, null, 'reader@example.com'),
    ];
    const hidden = input(entries, {}, ['/x']);
    for (const md of [renderFeedbackSummary(hidden), renderFeedbackComment(hidden).content]) {
      expect(md).not.toContain('@example.com');
      expect(md).not.toContain('attacker');
    }
    expect(renderFeedbackSummary(hidden)).toContain('2 entries carry a reader');
    const shown = input(entries, {}, ['/x'], true);
    expect(renderFeedbackSummary(shown)).toContain('`attacker@example.com`');
    expect(renderFeedbackComment(shown).content).toContain('`attacker@example.com`');
  });

  it('keeps the comment under the limit with 5,000 long entries, pointing at the job summary', () => {
    const long = 'This page does not work for me at all. '.repeat(150); // ~5,800 chars
    const pages = Array.from({ length: 400 }, (_, i) => `/section-${i % 40}/page-${i}`);
    const entries: FeedbackEntry[] = [];
    for (let i = 0; i < 5_000; i++) {
      const page = pages[i % pages.length] ?? '/';
      if (i % 4 === 0) entries.push(snippet(i, page, `file-${i % 300}.ts`, 'ts', long, long));
      else entries.push(contextual(i, page, i % 3 !== 0, `${i}: ${long}`, `r${i}@example.com`));
    }
    const prPages = pages.slice(0, 200);
    const report = input(entries, {}, prPages);
    const rendered = renderFeedbackComment(report);
    const body = buildStickyBody('proj_demo', rendered.content, rendered.footer);
    expect(body.length).toBeLessThan(LIMITS.comment);
    // What is not listed is counted, and the comment says where it is.
    expect(body).toMatch(/…and [\d,]+ more pages in the \[job summary\]\[summary\]/);
    expect(body).toMatch(/…and [\d,]+ more distinct comments? in the \[job summary\]\[summary\]/);
    expect(body).toContain('[summary]: https://github.com/acme/docs/actions/runs/4242');
    // The digest: the PR's pages, no site-wide section.
    expect(body).toContain('#### Pages this PR changes');
    expect(body).not.toContain('Overview');
    expect(body).not.toContain('```mermaid');
    expect(body).not.toContain('@example.com');
    // Fences and details stay balanced after trimming.
    expect((body.match(/<details>/g) ?? []).length).toBe((body.match(/<\/details>/g) ?? []).length);
    const summary = renderFeedbackSummary(report);
    expect(Buffer.byteLength(summary)).toBeLessThan(1_048_576);
    expect(summary.length).toBeGreaterThan(body.length);
  });

  it('renders the same content for the same data (stable digest), whatever the run', () => {
    const a = renderFeedbackComment(input(sample));
    const b = renderFeedbackComment(
      input(sample, {
        jobSummaryUrl: 'https://github.com/acme/docs/actions/runs/9999/attempts/2',
        dateFrom: new Date(T0 - 30 * DAY + 5_000).toISOString(),
      }),
    );
    expect(b.content).toBe(a.content);
    expect(b.footer).not.toBe(a.footer);
  });

  it('says so when there is no feedback', () => {
    expect(renderFeedbackComment(input([])).content).toContain('No feedback in this period.');
  });
});

describe('helpers', () => {
  it('mermaidLabel strips quotes, brackets, line breaks and directives', () => {
    expect(mermaidLabel('/guides/intro')).toBe('/guides/intro');
    const evil = mermaidLabel('a"] --> B[click\n%%{init: {}}%%');
    expect(evil).not.toMatch(/["[\]{}\n%:>]/);
    expect(mermaidLabel('')).toBe('(none)');
    expect(mermaidLabel('x'.repeat(100), 10)).toHaveLength(10);
  });

  it('jobSummaryUrl adds the attempt after a re-run', () => {
    const runner = {
      serverUrl: 'https://github.com',
      owner: 'acme',
      repo: 'docs',
      runId: '4242',
      runAttempt: '1',
    } as RunnerContext;
    expect(jobSummaryUrl(runner)).toBe('https://github.com/acme/docs/actions/runs/4242');
    expect(jobSummaryUrl({ ...runner, runAttempt: '3' })).toBe(
      'https://github.com/acme/docs/actions/runs/4242/attempts/3',
    );
    expect(jobSummaryUrl({ ...runner, runId: '' })).toBeUndefined();
  });
});
