import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  BUNDLE_URL_PLACEHOLDER,
  deploymentValuesYaml,
  renderExportFailureSummary,
  renderExportSummary,
  type ExportSummaryData,
} from '../src/modes/export/summary.js';
import { formatBytes, formatDuration } from '../src/util/format.js';

const LINK =
  'https://bucket.s3.amazonaws.com/bundles/se_1/bundle.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
  '&X-Amz-Credential=AKIA%2F20260101%2Fus-east-1&X-Amz-Signature=abc123#frag';

function data(extra: Partial<ExportSummaryData> = {}): ExportSummaryData {
  return {
    domain: 'docs.example.com',
    version: '',
    jobId: 'se_0123456789abcdef',
    pageCount: 118,
    htmlFiles: 118,
    exportMs: 72_400,
    downloadMs: 3_100,
    sizeBytes: 5_452_595,
    sha256: 'a'.repeat(64),
    expiresAt: '2026-01-01T10:00:00.000Z',
    destination: {
      title: 'artifact docs-export',
      url: 'https://github.com/acme/docs/actions/runs/1/artifacts/7',
    },
    ...extra,
  };
}

/** Rows of the first markdown table, as [label, value]. */
function rows(md: string): string[][] {
  return md
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| |'))
    .map((l) =>
      l
        .slice(2, -2)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim()),
    );
}

describe('deployment values', () => {
  it('is YAML a self-hosted deployment reads back exactly, link and all', () => {
    const yaml = deploymentValuesYaml(LINK, 'v2.1');
    expect(yaml.split('\n')[0]).toBe('staticExport:');
    expect(parse(yaml)).toEqual({
      staticExport: { enabled: true, bundleUrl: LINK, version: 'v2.1' },
    });
  });

  it('says latest when no version was asked for', () => {
    expect(parse(deploymentValuesYaml(LINK, ''))).toMatchObject({
      staticExport: { version: 'latest' },
    });
  });
});

describe('export job summary', () => {
  it('lists every fact in a two-column table and shows the link only as a placeholder', () => {
    const md = renderExportSummary(data());
    const table = rows(md);
    expect(table.map((r) => r[0])).toEqual([
      'Domain',
      'Version',
      'Job',
      'Pages',
      'Duration',
      'Size',
      'SHA-256',
      'Link expires',
      'Bundle',
    ]);
    for (const row of table) expect(row).toHaveLength(2);
    expect(md).toContain('`se_0123456789abcdef`');
    expect(md).toContain('118');
    expect(md).toContain('1 min 12 s export');
    expect(md).toContain('5.2 MiB');
    expect(md).toContain('a'.repeat(64));
    expect(md).toContain(
      '[artifact docs\\-export](https://github.com/acme/docs/actions/runs/1/artifacts/7)',
    );
    expect(md).toContain(`bundleUrl: "${BUNDLE_URL_PLACEHOLDER}"`);
    expect(md).toMatch(/```yaml\nstaticExport:\n {2}enabled: true\n/);
    expect(md).toMatch(/`\.html`/);
    expect(md).toMatch(/nginx/);
    expect(md).not.toContain('X-Amz');
  });

  it('keeps hostile platform text from breaking the table or the page', () => {
    const md = renderExportSummary(
      data({
        jobId: 'se_1 | `x` <script>alert(1)</script>',
        version: 'v1|2',
        destination: { title: 'release @octocat #12 <b>x</b>', url: 'javascript:alert(1)' },
      }),
    );
    const table = rows(md);
    for (const row of table) expect(row).toHaveLength(2);
    // Inside a code span GitHub shows HTML as text; the cell's pipe is escaped for the table.
    expect(table.find((r) => r[0] === 'Job')?.[1]).toBe(
      '``se_1 \\| `x` <script>alert(1)</script>``',
    );
    expect(md.split('<script>')).toHaveLength(2);
    expect(md).not.toContain('<b>');
    expect(md).not.toContain('javascript:alert');
    expect(md).not.toMatch(/@octocat/);
    expect(md).not.toMatch(/#12/);
  });

  it('notes when the bundle holds a different number of .html files than pages', () => {
    // Two counts, each saying what it counts: neither reads like pages lost.
    expect(renderExportSummary(data({ htmlFiles: 120 }))).toContain(
      '| Pages | 118 exported by the platform · 120 `.html` files in the bundle |',
    );
  });

  it('summarizes a failure with the last status and the reason, escaped', () => {
    const md = renderExportFailureSummary({
      domain: 'docs.example.com',
      jobId: 'se_1',
      outcome: 'failure',
      status: 'failed',
      progress: 42.5,
      pageCount: 50,
      reason: 'Page /x failed: <img src=x onerror=alert(1)> @team',
    });
    expect(md).toMatch(/^### Static export of docs\\\.example\\\.com failed/);
    expect(md).toContain('failed at 42.5%');
    expect(md).toContain('| Pages so far | 50 |');
    expect(md).not.toContain('<img');
    expect(md).not.toMatch(/@team/);
    expect(
      renderExportFailureSummary({
        domain: 'docs.example.com',
        jobId: undefined,
        outcome: 'timeout',
        status: undefined,
        progress: undefined,
        pageCount: undefined,
        reason: 'x',
      }),
    ).toMatch(/timed out/);
  });
});

describe('formatting', () => {
  it('formats durations and sizes for people', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(3_000)).toBe('3 s');
    expect(formatDuration(4_240)).toBe('4.2 s');
    expect(formatDuration(72_400)).toBe('1 min 12 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(3_780_000)).toBe('1 h 3 min');
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(5_452_595)).toBe('5.2 MiB');
    expect(formatBytes(512 * 1024 * 1024)).toBe('512 MiB');
    expect(formatBytes(10 * 1024 ** 3)).toBe('10 GiB');
    expect(formatBytes(19.5 * 1024)).toBe('19.5 KiB');
    expect(formatDuration(-1)).toBe('—');
  });
});
