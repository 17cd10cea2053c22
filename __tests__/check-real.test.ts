/**
 * Mode `check` on real data (issue 55, item 7), beside check-folder.test.ts (which holds the real
 * published site and each failure's line and column): each real failure is the only error in its
 * checkout and carries the compiler's own message. Data and provenance:
 * __tests__/fixtures/check-real/README.md and failures.json.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFolder } from '../src/modes/check/check.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'check-real');

/** One real failure, as failures.json records it. */
interface RealFailure {
  readonly id: string;
  readonly path: string;
  readonly docsRoot: string;
  readonly line: number;
  readonly message: string;
}

const failures = (
  JSON.parse(await readFile(path.join(FIXTURES, 'failures.json'), 'utf8')) as {
    failures: RealFailure[];
  }
).failures;

const temps: string[] = [];
afterAll(async () => {
  await Promise.all(temps.map((d) => rm(d, { recursive: true, force: true })));
});

/** A copy of fixture folder `from` as a checkout in a fresh temp folder. */
async function checkout(from: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'check-real-'));
  temps.push(dir);
  await cp(path.join(FIXTURES, from), dir, { recursive: true });
  return dir;
}

describe('check on real failures from public threads', () => {
  it.each(failures.map((f) => [f.id, f] as const))(
    '%s: the one error of its checkout, in the compiler’s words',
    async (id, failure) => {
      const dir = await checkout(path.join('failures', id));
      const report = await checkFolder(dir, { docsRoot: failure.docsRoot });
      const errors = report.findings.filter((f) => f.severity === 'error');
      expect(errors.map((f) => [f.file, f.rule, f.line])).toEqual([
        [failure.path, 'mdx-parse', failure.line],
      ]);
      expect(errors[0]?.message).toContain(failure.message);
    },
    60_000,
  );
});

describe('check on real published pages (polarsource/polar, Apache-2.0)', () => {
  it('takes a double-quoted frontmatter value continued at column 0, as the cloud does', async () => {
    const dir = await checkout(path.join('published', 'polar'));
    const source = await readFile(
      path.join(dir, 'docs', 'integrate', 'webhooks', 'delivery.mdx'),
      'utf8',
    );
    // The construct itself: the value's second line starts at column 0.
    expect(source.split('\n').slice(0, 6)).toContain('deliveries on Polar"');
    const report = await checkFolder(dir);
    expect(report.compiled).toBe(2);
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
  }, 60_000);
});
