/**
 * The rendered samples in docs/samples/ (`npm run demo`): the normalizer replaces exactly what
 * varies between runs, the fixed clock shifts `Date` in a spawned process as the demo spawns the
 * action, and the committed samples are many, linked, and hold no key. That a fresh demo writes
 * them byte for byte is checked by `.ci/run` (the demo takes half a minute), not here.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { normalizeSample, SAMPLES_DIR, SampleWriter } from '../scripts/demo-samples.js';
import { ROOT } from './helpers/run-action.js';

const VARIABLES = {
  origins: [['http://127.0.0.1:39181', 'http://127.0.0.1:4010']] as const,
  runnerTemp: '/tmp/mintlify-docs-action-1-abc/action-run-xyz/runner-temp',
};

describe('normalizeSample', () => {
  it('replaces ports, RUNNER_TEMP, seconds and measured durations, and nothing else', () => {
    const text = [
      '| Author | <img src="http://127.0.0.1:39181/avatars/ada.png"> |',
      '| Created | 2025-06-02 09:10:01 UTC |',
      '| Duration | 2 s |',
      '| Tracked by this step | 2.1 s |',
      '| Duration | 4.4 s export · 58 ms download and verification |',
      'Link expires 2025\\-06\\-02T09:20:04\\.123Z and 2025-06-02T09:20:04Z.',
      'File `/tmp/mintlify-docs-action-1-abc/action-run-xyz/runner-temp/feedback.jsonl`.',
      'Timed out after 1 min 5 s; window 2025-05-03 09:30 UTC → now.',
    ].join('\n');
    expect(normalizeSample(text, VARIABLES)).toBe(
      [
        '| Author | <img src="http://127.0.0.1:4010/avatars/ada.png"> |',
        '| Created | 2025-06-02 09:10:00 UTC |',
        '| Duration | 2 s |',
        '| Tracked by this step | n.n s |',
        '| Duration | n.n s export · n.n s download and verification |',
        'Link expires 2025\\-06\\-02T09:20:00\\.000Z and 2025-06-02T09:20:00Z.',
        'File `/home/runner/work/_temp/feedback.jsonl`.',
        'Timed out after 1 min 5 s; window 2025-05-03 09:30 UTC → now.',
      ].join('\n'),
    );
  });
});

describe('SampleWriter', () => {
  it('writes summaries and comments only, once each, and removes samples it did not write', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'samples-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(path.join(dir, 'README.md'), 'index');
    writeFileSync(path.join(dir, 'old-summary.md'), 'a removed scenario');
    const writer = new SampleWriter(dir);
    writer.write('status-summary.md', 'port 39181: http://127.0.0.1:39181/x', VARIABLES);
    expect(() => writer.write('status-summary.md', 'again', VARIABLES)).toThrow(/new name/);
    expect(() => writer.write('status.md', 'what is it?', VARIABLES)).toThrow(/summary\.md/);
    writer.finish();
    expect(readdirSync(dir).sort()).toEqual(['README.md', 'status-summary.md']);
    expect(readFileSync(path.join(dir, 'status-summary.md'), 'utf8')).toBe(
      'port 39181: http://127.0.0.1:4010/x',
    );
  });
});

describe('the fixed clock (scripts/demo-clock.mjs)', () => {
  it('shifts Date in a process that loads it, as the demo starts the action', () => {
    const preload = pathToFileURL(path.join(ROOT, 'scripts', 'demo-clock.mjs')).href;
    const offset = Date.parse('2025-06-02T09:00:00Z') - Date.now();
    const out = execFileSync(
      process.execPath,
      [
        '-e',
        `console.log(JSON.stringify([new Date().toISOString(), Date.now(), new Date(0).toISOString(),
          Date.UTC(2020, 0, 1), Date.parse('2020-01-01T00:00:00Z'), new Date() instanceof Date,
          typeof Date()]))`,
      ],
      {
        env: {
          PATH: process.env.PATH,
          NODE_OPTIONS: `--import=${JSON.stringify(preload)}`,
          DEMO_CLOCK_OFFSET_MS: String(offset),
        },
        encoding: 'utf8',
      },
    );
    const [iso, now, epoch, utc, parsed, isDate, called] = JSON.parse(out) as unknown[];
    // The child started within a minute of the fixed instant, on the shifted clock.
    expect(Math.abs(Date.parse(String(iso)) - Date.parse('2025-06-02T09:00:00Z'))).toBeLessThan(
      60_000,
    );
    expect(Math.abs(Number(now) - Date.parse(String(iso)))).toBeLessThan(1_000);
    expect([epoch, utc, parsed, isDate, called]).toEqual([
      '1970-01-01T00:00:00.000Z',
      Date.UTC(2020, 0, 1),
      Date.UTC(2020, 0, 1),
      true,
      'string',
    ]);
  });
});

describe('docs/samples/', () => {
  const samples = readdirSync(SAMPLES_DIR).filter((f) => f !== 'README.md');
  const index = readFileSync(path.join(SAMPLES_DIR, 'README.md'), 'utf8');

  it('holds job summaries and PR comments, a failure summary among them', () => {
    expect(samples.every((f) => /-(summary|comment|issue)\.md$/.test(f))).toBe(true);
    expect(samples.filter((f) => f.endsWith('summary.md')).length).toBeGreaterThanOrEqual(6);
    expect(samples.filter((f) => f.endsWith('comment.md')).length).toBeGreaterThanOrEqual(3);
    const failures = samples.filter((f) =>
      readFileSync(path.join(SAMPLES_DIR, f), 'utf8').includes('**What to do**'),
    );
    expect(failures.length).toBeGreaterThanOrEqual(1);
  });

  it('lists every sample in its index, and only samples that exist', () => {
    const linked = [...index.matchAll(/\]\(([\w-]+\.md)\)/g)].map((m) => m[1]);
    expect(new Set(linked)).toEqual(new Set(samples));
  });

  it('shows a believable site: no test fixture as reader text, no loopback image', () => {
    // The demo runs on the emulator's showcase dataset; these are the default dataset's fixtures.
    const fixtures = [
      'evil.example',
      'onerror',
      'secrets.GITHUB_TOKEN',
      'alert(',
      '<b>boom</b>',
      /@\u200b?everyone/,
      /<img src="http:\/\/127\.0\.0\.1/,
    ];
    for (const file of samples) {
      const text = readFileSync(path.join(SAMPLES_DIR, file), 'utf8');
      for (const fixture of fixtures) {
        if (typeof fixture === 'string') expect(text, file).not.toContain(fixture);
        else expect(text, file).not.toMatch(fixture);
      }
    }
  });

  it('shows no key and no runner-specific path', () => {
    for (const file of samples) {
      const text = readFileSync(path.join(SAMPLES_DIR, file), 'utf8');
      expect(text, file).not.toMatch(/mint_[A-Za-z0-9]{8,}|ghs_[A-Za-z0-9]{8,}/);
      expect(text, file).not.toMatch(/\/tmp\/|127\.0\.0\.1:(?!401[0-2]\b)\d+/);
    }
  });
});
