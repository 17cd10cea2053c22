import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as log from '../src/log.js';
import { ROOT } from './helpers/run-action.js';

/** Hostile values: both command forms, breaks of every kind, and a very long one. */
export const HOSTILE = [
  '::stop-commands::tok',
  '::add-mask::x',
  '  ::warning file=a.ts,line=1::forged',
  '::set-output name=outcome::success',
  'ok ##[set-output name=outcome]success',
  '###[error]triple',
  'a\n::error::lf',
  'a\r::error::cr only',
  'a\r\n::error::crlf',
  'a\u2028::error::ls',
  'a\u2029##[group]ps',
  'a\u0085::error::nel',
  'a\u000b::error::vt',
  '\u001b[2K\u001b[1G::error::ansi',
  `${'x'.repeat(70_000)}\n::error::long`,
];

/** Splits stdout as the runner does: CR, LF and CRLF. */
function runnerLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).filter((l) => l !== '');
}

describe('log: the one way to print', () => {
  let written = '';
  afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });
  function capture(): void {
    written = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written += String(chunk);
      return true;
    });
  }

  it.each(HOSTILE)('a value never becomes a command: %j', (value) => {
    capture();
    log.info(`Update ${value} is queued`);
    log.info(value);
    log.debug(value);
    log.startGroup(value);
    log.endGroup();
    log.warning(`w ${value}`, { title: value, file: value });
    log.error(value);
    log.notice(`n\n${value}`);
    log.setFailed(value);
    vi.restoreAllMocks();
    const lines = runnerLines(written);
    // Every line is either plain text or one of the commands issued above, in that order.
    const commands = lines
      .filter((l) => l.trimStart().startsWith('::'))
      .map((l) => /^::([a-z-]+)/.exec(l.trimStart())?.[1]);
    expect(commands).toEqual(['debug', 'group', 'endgroup', 'warning', 'error', 'notice', 'error']);
    expect(written).not.toContain('##[');
    // The value did not start a line: the runner sees as many lines as the calls made.
    expect(lines).toHaveLength(9);
  });

  it('escapes annotation properties the way the runner expects', () => {
    capture();
    log.warning('100% sure', { title: 'a:b,c', file: 'x\ny' });
    vi.restoreAllMocks();
    expect(written).toContain('title=a%3Ab%2Cc');
    expect(written).toContain('::100%25 sure');
    expect(runnerLines(written)).toHaveLength(1);
  });

  it('keeps a message the action lays out over lines readable, each line safe', () => {
    capture();
    log.infoLines('first\n::add-mask::second\r\nthird ##[x]');
    vi.restoreAllMocks();
    const lines = runnerLines(written);
    expect(lines).toHaveLength(3);
    expect(lines.every((l) => !l.trimStart().startsWith('::'))).toBe(true);
    expect(written).not.toContain('##[');
  });

  it('masks a secret with a line break or ##[ inside piece by piece, on harmless lines', () => {
    capture();
    log.setSecret('https://bucket/x?sig=abcd\n::stop-commands::tok##[y]zzzz');
    vi.restoreAllMocks();
    const lines = runnerLines(written);
    expect(lines.every((l) => l.startsWith('::add-mask::'))).toBe(true);
    expect(lines.map((l) => l.slice('::add-mask::'.length))).toEqual([
      'https://bucket/x?sig=abcd',
      '::stop-commands::tok',
      'y]zzzz',
    ]);
  });

  it('neutralize is idempotent and leaves ordinary text alone', () => {
    for (const value of HOSTILE) {
      const once = log.neutralize(value);
      expect(log.neutralize(once)).toBe(once);
    }
    expect(log.neutralize('Docs update 12 is in progress (40%).')).toBe(
      'Docs update 12 is in progress (40%).',
    );
  });
});

describe('nothing else in src/ prints', () => {
  function files(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  }
  const src = path.join(ROOT, 'src');
  const sources = files(src).filter((f) => f.endsWith('.ts') && !f.endsWith(`${path.sep}log.ts`));

  it('finds the sources', () => {
    expect(sources.length).toBeGreaterThan(20);
  });

  it.each(sources.map((f) => path.relative(src, f)))('%s', (file) => {
    const text = readFileSync(path.join(src, file), 'utf8');
    expect(text).not.toMatch(/process\.(stdout|stderr)/);
    expect(text).not.toMatch(/\bconsole\.\w+\(/);
    // @actions/core may be imported for what does not print (the OIDC token, the summary file).
    for (const m of text.matchAll(/import\s+([^;]*?)\s+from\s+'@actions\/core'/g)) {
      expect(m[1]).toMatch(
        /^(type\s+)?\{\s*(getIDToken|summary)(\s*,\s*(getIDToken|summary))*\s*\}$/,
      );
    }
  });
});
