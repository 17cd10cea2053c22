/**
 * The link check in the export summary (modes/export/link-summary.ts) and its warnings
 * (modes/export/links.ts): the table's order and cap, hostile targets kept inside their cells,
 * the warning cap.
 */
import { describe, expect, it } from 'vitest';
import { linkWarnings } from '../src/modes/export/links.js';
import type { BrokenLink, LinkCheckResult } from '../src/publish/link-check.js';
import { renderExportSummary } from '../src/modes/export/summary.js';
import { renderLinkFailureSummary, renderLinkSection } from '../src/modes/export/link-summary.js';

function result(broken: BrokenLink[]): LinkCheckResult {
  return { pages: 12, htmlBytes: 4096, references: 345, broken };
}

function many(n: number): BrokenLink[] {
  return Array.from({ length: n }, (_, i) => ({
    target: `/missing/${String(i).padStart(3, '0')}`,
    references: n - i,
    pages: ['/a.html'],
  }));
}

/** Rows of the table (target cells). */
function rows(md: string): string[] {
  return md.split('\n').filter((l) => /^\| `/.test(l));
}

describe('renderLinkSection', () => {
  it('nothing broken: one line with the counts', () => {
    expect(renderLinkSection(result([]), { mode: 'warn' })).toBe(
      '#### Links\n\n345 internal links in 12 HTML pages checked against the files of the ' +
        'bundle, resolved as a static host does: none is broken.',
    );
  });

  it('lists up to 100 targets in the order given, then how many more', () => {
    const md = renderLinkSection(result(many(130)), { mode: 'warn' });
    expect(md).toContain('#### Broken links: 130');
    const table = rows(md);
    expect(table).toHaveLength(100);
    expect(table[0]).toBe('| `/missing/000` | 130 | `/a.html` (130 links in all) |');
    expect(table[99]).toContain('/missing/099');
    expect(md).toContain('…and 30 more broken targets, most-referenced first.');
    expect(md).toContain('set `check-links: error` to stop publishing');
  });

  it('keeps hostile targets and pages inside their cell', () => {
    const md = renderLinkSection(
      result([
        {
          target: '/a|b`c\n## <script>@admin',
          references: 2,
          pages: ['/x|y.html', '/`z`.html'],
        },
      ]),
      { mode: 'error' },
    );
    const row = rows(md)[0] ?? '';
    expect(md.split('\n').filter((l) => l.startsWith('## '))).toEqual([]);
    expect(row).toContain('\\|');
    // Every unescaped pipe is a cell border: 4 of them for 3 cells.
    expect(row.replace(/\\\|/g, '').split('|')).toHaveLength(5);
    expect(md).toContain('With `check-links: error`, nothing was published.');
  });

  it('is part of the export summary, and of the failure summary', () => {
    const data = {
      domain: 'docs.example.com',
      version: '',
      jobId: 'se_1',
      pageCount: 1,
      htmlFiles: 1,
      exportMs: 1,
      downloadMs: 1,
      sizeBytes: 1,
      sha256: 'a'.repeat(64),
      expiresAt: '2026-01-01T00:00:00Z',
      destination: { title: 'artifact' },
    };
    expect(renderExportSummary(data)).not.toContain('#### Links');
    expect(renderExportSummary({ ...data, links: result(many(2)) })).toContain(
      '#### Broken links: 2',
    );
    const failed = renderLinkFailureSummary('docs.example.com', 'se_1', result(many(2)));
    expect(failed).toMatch(/^### Static export of docs\\\.example\\\.com: not published/);
    expect(rows(failed)).toHaveLength(2);
  });
});

describe('linkWarnings', () => {
  it('one per target up to ten, then one for the rest', () => {
    const lines = linkWarnings(result(many(13)));
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe(
      'Broken link: /missing/000 is not in the bundle; linked from /a.html (13 links in all).',
    );
    expect(lines[10]).toBe('…and 3 more broken link targets (listed in the job summary).');
    expect(linkWarnings(result(many(10)))).toHaveLength(10);
    expect(linkWarnings(result([]))).toEqual([]);
  });

  it('keeps each warning on one line', () => {
    const [line] = linkWarnings(
      result([{ target: '/a\nb\r::error::x', references: 1, pages: ['/p\n.html'] }]),
    );
    expect(line).not.toMatch(/[\r\n]/);
  });
});
