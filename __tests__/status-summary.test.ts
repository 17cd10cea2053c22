import { describe, expect, it } from 'vitest';
import type { UpdateStatus } from '../src/platform/index.js';
import { formatDuration } from '../src/util/format.js';
import {
  FILES_COLLAPSE_ABOVE,
  MAX_FILES_LISTED,
  isSha,
  renderStatusSummary,
  sameCommit,
  type StatusSummaryContext,
} from '../src/modes/shared/status-summary.js';

const SHA = 'abcdef0123456789abcdef0123456789abcdef01';

const context: StatusSummaryContext = {
  serverUrl: 'https://github.example',
  owner: 'acme',
  repo: 'docs',
  workflowSha: SHA,
  statusId: 'st_1',
  trackedMs: 3_400,
  ending: 'final',
  timeoutMs: 120_000,
  now: Date.parse('2024-05-01T12:05:00Z'),
};

function update(overrides: Partial<UpdateStatus> = {}): UpdateStatus {
  return {
    _id: 'st_1',
    projectId: 'proj_demo',
    createdAt: '2024-05-01T12:00:00.000Z',
    endedAt: '2024-05-01T12:01:05.000Z',
    status: 'success',
    summary: 'Deployment succeeded',
    logs: ['[info] first', '[info] second', '[info] last'],
    subdomain: 'acme',
    screenshotLight: 'https://cdn.example/light.png',
    screenshotDark: 'https://cdn.example/dark.png',
    author: { name: 'Ada Lovelace', avatarUrl: 'https://avatars.example/ada.png' },
    commit: {
      sha: SHA,
      ref: 'main',
      message: 'docs: update quickstart\n\nLonger body',
      filesChanged: { added: ['new.mdx'], modified: ['a.mdx', 'docs.json'], removed: ['old.mdx'] },
    },
    source: 'github',
    ...overrides,
  };
}

/** Lines of a markdown table that do not have `cells` unescaped pipes-separated cells. */
function brokenRows(md: string, cells: number): string[] {
  return md
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .filter((l) => l.split(/(?<!\\)\|/).length - 2 !== cells);
}

describe('renderStatusSummary', () => {
  it('shows every fact of a successful update', () => {
    const md = renderStatusSummary(update(), context);
    expect(md).toMatch(/^## ✅ Docs update succeeded/);
    expect(md).toContain('> Deployment succeeded');
    expect(md).toContain('| Subdomain | acme |');
    expect(md).toContain(
      '<img src="https://avatars.example/ada.png" width="20" height="20" alt=""> Ada Lovelace',
    );
    expect(md).toContain(`[\`abcdef0\`](https://github.example/acme/docs/commit/${SHA})`);
    expect(md).toContain('on `main`');
    expect(md).toContain('docs: update quickstart');
    expect(md).not.toContain('Longer body');
    expect(md).toContain('| Created | 2024-05-01 12:00:00 UTC |');
    expect(md).toContain('| Ended | 2024-05-01 12:01:05 UTC |');
    expect(md).toContain('| Duration | 1 min 5 s |');
    expect(md).toContain('| Source | github |');
    expect(md).toContain('| Tracked by this step | 3.4 s |');
    expect(md).toContain('<img src="https://cdn.example/light.png" width="360"');
    expect(md).toContain('<img src="https://cdn.example/dark.png" width="360"');
    expect(brokenRows(md, 2).filter((l) => !l.includes('Light'))).toEqual([]);
  });

  it('groups changed files as added, modified, removed', () => {
    const md = renderStatusSummary(update(), context);
    expect(md).toContain('### Files changed: 4 (1 added, 2 modified, 1 removed)');
    const rows = md.split('\n').filter((l) => /^\| (added|modified|removed) \|/.test(l));
    expect(rows).toEqual([
      '| added | `new.mdx` |',
      '| modified | `a.mdx` |',
      '| modified | `docs.json` |',
      '| removed | `old.mdx` |',
    ]);
    // Short lists stay visible.
    expect(md.indexOf('| added |')).toBeLessThan(md.indexOf('<details>'));
  });

  it('collapses long file lists and caps them', () => {
    const many = Array.from({ length: MAX_FILES_LISTED + 50 }, (_, i) => `pages/p${i}.mdx`);
    const md = renderStatusSummary(
      update({ commit: { sha: SHA, filesChanged: { added: many, modified: [], removed: [] } } }),
      context,
    );
    expect(md).toContain(`<details><summary>${MAX_FILES_LISTED + 50} files</summary>`);
    expect(md.split('\n').filter((l) => l.startsWith('| added |'))).toHaveLength(MAX_FILES_LISTED);
    expect(md).toContain('…and 50 more not listed.');

    const few = Array.from({ length: FILES_COLLAPSE_ABOVE }, (_, i) => `p${i}.mdx`);
    const short = renderStatusSummary(
      update({ commit: { filesChanged: { added: few, modified: [], removed: [] } }, logs: [] }),
      context,
    );
    expect(short).not.toContain('<details>');
  });

  it('keeps hostile file names inside their cells', () => {
    const md = renderStatusSummary(
      update({
        commit: {
          sha: SHA,
          filesChanged: {
            added: ['a|b.mdx', '`x`.mdx', '<img src=x onerror=alert(1)>'],
            modified: [],
            removed: [],
          },
        },
      }),
      context,
    );
    expect(brokenRows(md, 2).filter((l) => !l.includes('Light'))).toEqual([]);
    // Inside a code span, HTML is shown as text, and an escaped pipe does not split the cell.
    expect(md).toContain('| added | `<img src=x onerror=alert(1)>` |');
    expect(md).toContain('| added | `a\\|b.mdx` |');
    expect(md).toContain('| added | `` `x`.mdx `` |');
  });

  it('shows the logs newest first in a collapsed block that no line can break', () => {
    const logs = [
      '[info] start',
      '``` closing the fence',
      '```` and a longer one',
      '</details> <script>alert(1)</script>',
      '| a | b |',
      '\u001b[31mred\u001b[0m @everyone',
      '[error] the end',
    ];
    const md = renderStatusSummary(update({ status: 'failure', logs }), context);
    expect(md).toMatch(/^## ❌ Docs update failed/);
    const start = md.indexOf('<details><summary>Build log: 7 lines, newest first</summary>');
    expect(start).toBeGreaterThan(-1);
    const block = md.slice(start);
    // The fence is longer than any backtick run in the log.
    expect(block).toContain('`````text\n[error] the end\n');
    expect(block.indexOf('[error] the end')).toBeLessThan(block.indexOf('[info] start'));
    expect(block).not.toContain('\u001b');
    // Only one </details> closes the block: the one after the closing fence.
    const closing = block.lastIndexOf('`````\n\n</details>');
    expect(closing).toBeGreaterThan(block.indexOf('</details> <script>'));
  });

  it('keeps the tail of a long log', () => {
    const logs = Array.from({ length: 1000 }, (_, i) => `line ${i}`);
    const md = renderStatusSummary(update({ logs }), context);
    expect(md).toContain('Build log: newest 300 of 1000 lines, newest first');
    expect(md).toContain('line 999');
    expect(md).toContain('line 700');
    expect(md).not.toContain('line 699\n');
    expect(md).toContain('… 700 older lines not shown');
  });

  it('neutralizes every text that came from the API', () => {
    const md = renderStatusSummary(
      update({
        summary: 'Broke <script>alert(1)</script> cc @octocat #12 [x](javascript:alert(1))',
        subdomain: 'a|b',
        source: '**bold**',
        author: { name: '@admin <b>', avatarUrl: 'javascript:alert(1)' },
        commit: { sha: SHA, ref: 'main|x', message: '# Heading @team' },
        screenshotLight: 'data:image/png;base64,AAAA',
        screenshotDark: 'javascript:alert(1)',
        screenshot: 'ftp://x/y.png',
      }),
      context,
    );
    expect(md).not.toContain('<script>');
    expect(md).not.toMatch(/@octocat|@admin|@team/);
    expect(md).not.toContain('#12');
    expect(md).not.toContain('](javascript');
    expect(md).not.toContain('javascript:alert');
    expect(md).not.toContain('data:image');
    expect(md).not.toContain('<b>');
    expect(md).not.toContain('Screenshot');
    expect(md).not.toContain('<img');
    expect(brokenRows(md, 2)).toEqual([]);
  });

  it('links the commit only when it is a sha', () => {
    const md = renderStatusSummary(
      update({ commit: { sha: 'not-a-sha](https://evil.example)' } }),
      context,
    );
    expect(md).toContain('| Commit | `not-a-sha](https://evil.example)` |');
    expect(md).not.toContain('/commit/not');
    expect(md).not.toContain('(https://evil.example)`](');
  });

  it('notes a commit other than the workflow run’s', () => {
    const other = '1111111111111111111111111111111111111111';
    const md = renderStatusSummary(update({ commit: { sha: other } }), context);
    expect(md).toContain('> [!NOTE]');
    expect(md).toContain('`1111111`');
    expect(md).toContain('`abcdef0`');
    expect(renderStatusSummary(update(), context)).not.toContain('[!NOTE]');
  });

  it('marks a timeout, a cancellation and an unknown status with the last status seen', () => {
    const running = update({ status: 'in_progress', endedAt: undefined });
    const timedOut = renderStatusSummary(running, { ...context, ending: 'timeout' });
    expect(timedOut).toMatch(/^## ⏱️ Docs update: timed out after 2 min while `in_progress`/);
    expect(timedOut).toContain('| Duration | 5 min so far (not ended) |');

    const cancelled = renderStatusSummary(running, { ...context, ending: 'cancelled' });
    expect(cancelled).toMatch(/^## 🛑 Docs update: tracking cancelled while `in_progress`/);

    const odd = renderStatusSummary(update({ status: 'exploding' }), context);
    expect(odd).toMatch(/^## ❔ Docs update: `exploding` \(not a documented status\)/);

    const queued = renderStatusSummary(update({ status: 'queued' }), context);
    expect(queued).toMatch(/^## ⏳ Docs update queued/);
  });

  it('reports an error without an update', () => {
    const md = renderStatusSummary(undefined, {
      ...context,
      ending: 'error',
      errorMessage: 'No docs update has status id "st_1" <b>',
    });
    expect(md).toMatch(/^## ❌ Docs update: could not be read/);
    expect(md).toContain('st\\_1');
    expect(md).not.toContain('<b>');
    expect(md).toContain('Status id: `st_1`');
  });
});

describe('helpers', () => {
  it('compares commits, short or long', () => {
    expect(sameCommit(SHA, SHA.toUpperCase())).toBe(true);
    expect(sameCommit(SHA.slice(0, 7), SHA)).toBe(true);
    expect(sameCommit('1234567', SHA)).toBe(false);
    expect(isSha('abc123')).toBe(false);
    expect(isSha(SHA)).toBe(true);
  });

  it('formats durations', () => {
    expect(formatDuration(250)).toBe('250 ms');
    expect(formatDuration(3_400)).toBe('3.4 s');
    expect(formatDuration(65_000)).toBe('1 min 5 s');
    expect(formatDuration(3_725_000)).toBe('1 h 2 min');
    expect(formatDuration(-1)).toBe('—');
  });
});
