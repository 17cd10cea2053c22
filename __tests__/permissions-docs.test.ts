/**
 * What each mode needs from GitHub is written once, in each mode's `paths` (src/modes/<mode>/
 * table.json), and `npm run docs` copies it into the README's Permissions section, Before you
 * start and each mode's doc: here each of those tables is read back and compared with the table in
 * code, path by path, and no other `permissions:` table is left in them to disagree.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODES, type Mode } from '../src/constants.js';
import { MODE_TABLES } from '../src/modes/index.js';
import { ROOT } from './helpers/run-action.js';

/** Each doc with a permissions table, its marker and the modes whose paths it lists. */
const DOCS: readonly { file: string; marker: string; modes: readonly Mode[] }[] = [
  { file: 'README.md', marker: 'permissions', modes: MODES },
  { file: 'docs/before-you-start.md', marker: 'github-permissions', modes: MODES },
  { file: 'docs/status.md', marker: 'status-permissions', modes: ['status'] },
  { file: 'docs/export.md', marker: 'export-permissions', modes: ['export'] },
  { file: 'docs/feedback.md', marker: 'feedback-permissions', modes: ['feedback'] },
  { file: 'docs/health.md', marker: 'health-permissions', modes: ['health'] },
  { file: 'docs/check.md', marker: 'check-permissions', modes: ['check'] },
];

/** A Markdown table's rows as cells (code spans and escapes as written). */
function rows(table: string): string[][] {
  return table
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .slice(2)
    .map((l) =>
      l
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim().replace(/\\\|/g, '|')),
    );
}

/** The text between a doc's `<!-- marker:start -->` and `<!-- marker:end -->`. */
function between(text: string, marker: string): string {
  const start = text.indexOf(`<!-- ${marker}:start -->`);
  const end = text.indexOf(`<!-- ${marker}:end -->`);
  expect(start, marker).toBeGreaterThanOrEqual(0);
  expect(end, marker).toBeGreaterThan(start);
  return text.slice(start, end);
}

describe('permissions: one table in code, the same in every doc', () => {
  for (const doc of DOCS) {
    it(`${doc.file} lists each path's permissions as the table in code does`, () => {
      const text = readFileSync(path.join(ROOT, doc.file), 'utf8');
      const shown = rows(between(text, doc.marker));
      const paths = doc.modes.flatMap((m) => MODE_TABLES[m].paths);
      expect(shown.map((r) => r[0])).toEqual(paths.map((p) => p.path));
      expect(shown.map((r) => r[1])).toEqual(paths.map((p) => p.permissions.replace(/\s+/g, ' ')));
      // No second, hand-written table of permissions beside it.
      const outside = text.replace(between(text, doc.marker), '');
      expect(outside, doc.file).not.toMatch(/^\|[^\n]*\| `permissions:` \|/m);
    });
  }

  it('names the cases that differ: check, preview, health with drafts, status without waiting', () => {
    const of = (mode: Mode): string => MODE_TABLES[mode].paths.map((p) => p.permissions).join(' ');
    expect(MODE_TABLES.check.paths.map((p) => p.permissions)).toEqual([
      '`contents: read` (the checkout)',
    ]);
    expect(of('preview')).toMatch(/`contents: read` \(.*when `docs-root` is empty\)/);
    expect(of('health')).toMatch(
      /with `draft-fixes`, also `contents: read`.*`pull-requests: read`/,
    );
    expect(of('status')).toMatch(/none with `verify: off` or `wait: false`/);
  });
});
