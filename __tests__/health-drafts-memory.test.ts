/**
 * The drafts' memory (src/modes/health/drafts-memory.ts): the hidden line read back as written,
 * anything tampered dropped, and the waits before a page is drafted again.
 */
import { describe, expect, it } from 'vitest';
import {
  draftsLine,
  heldBy,
  mergeRecords,
  readDrafts,
  type DraftRecord,
} from '../src/modes/health/drafts-memory.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-27T12:00:00Z');
const ago = (days: number): string => new Date(NOW - days * DAY).toISOString();

const OPEN: DraftRecord = {
  page: '/guides/a',
  job: 'agent_1',
  status: 'pr',
  pr: 'https://github.com/acme/docs/pull/7',
  prNumber: 7,
  prState: 'open',
  since: ago(1),
};

describe('the drafts line', () => {
  it('reads back what it wrote, inside one HTML comment whatever the ids hold', () => {
    const hostile: DraftRecord = { ...OPEN, page: '/x --> <img src=x>', job: '--> @everyone' };
    const line = draftsLine([OPEN, hostile]);
    expect(line.split('-->').length).toBe(2);
    expect(readDrafts(`a\n${line}\nb`)).toEqual([OPEN, hostile]);
  });

  it('drops what it would not have written: bad status, javascript link, a second record of a page', () => {
    const raw = (drafts: unknown[]): string =>
      `<!-- mintlify-docs-action:health-drafts:${Buffer.from(JSON.stringify({ v: 1, drafts })).toString('base64url')} -->`;
    const body = raw([
      { ...OPEN, status: 'merged-by-me' },
      { ...OPEN, page: '/b', pr: 'javascript:alert(1)' },
      { ...OPEN, page: '/c', since: 'yesterday' },
      OPEN,
      { ...OPEN, job: 'other' },
    ]);
    const read = readDrafts(body);
    expect(read.map((r) => r.page)).toEqual(['/b', '/guides/a']);
    expect(read[0]?.pr).toBeUndefined();
    expect(read[0]?.prNumber).toBeUndefined();
    expect(readDrafts('no line')).toEqual([]);
    expect(readDrafts(raw([]).replace('health-drafts:', 'health-drafts:!!'))).toEqual([]);
  });
});

describe('when a page may be drafted again', () => {
  const start = NOW - 7 * DAY;
  it('never while its PR is open or its job drafting', () => {
    expect(heldBy(OPEN, NOW, start)).toContain('open');
    expect(heldBy({ ...OPEN, since: ago(400) }, NOW, start)).toContain('open');
    expect(heldBy({ ...OPEN, status: 'drafting' }, NOW, start)).toContain('drafting');
  });
  it('28 days after a PR closed unmerged, 7 after a failed job', () => {
    expect(heldBy({ ...OPEN, prState: 'closed', since: ago(27) }, NOW, start)).toContain('closed');
    expect(heldBy({ ...OPEN, prState: 'closed', since: ago(29) }, NOW, start)).toBeUndefined();
    expect(heldBy({ ...OPEN, status: 'failed', since: ago(6) }, NOW, start)).toContain('failed');
    expect(heldBy({ ...OPEN, status: 'failed', since: ago(8) }, NOW, start)).toBeUndefined();
    expect(heldBy({ ...OPEN, status: 'no-change', since: ago(20) }, NOW, start)).toContain(
      'nothing',
    );
  });
  it('a merged draft counts as a fix until a window that starts after the merge lists the page', () => {
    const merged = { ...OPEN, prState: 'merged' as const, since: ago(3) };
    expect(heldBy(merged, NOW, start)).toContain('merged');
    expect(heldBy(merged, NOW, NOW - 2 * DAY)).toBeUndefined();
  });
  it('keeps this run’s records first, then the open and recent others', () => {
    const old = { ...OPEN, page: '/old', prState: 'closed' as const, since: ago(40) };
    const openOld = { ...OPEN, page: '/open-old', since: ago(40) };
    const merged = mergeRecords([{ ...OPEN, job: 'new' }], [OPEN, old, openOld], NOW);
    expect(merged.map((r) => [r.page, r.job])).toEqual([
      ['/guides/a', 'new'],
      ['/open-old', 'agent_1'],
    ]);
  });
});
