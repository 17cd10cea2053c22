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
import { RESPONSE_MS } from '../scripts/demo-clock.mjs';
import { normalizeSample, SAMPLES_DIR, SampleWriter } from '../scripts/demo-samples.js';
import { SITE_OPTIONS } from '../scripts/demo-site.js';
import { generateViews } from '../emulator/platform/views-data.js';
import { plantViews } from '../emulator/platform/site-data.js';
import { ROOT } from './helpers/run-action.js';

const VARIABLES = {
  origins: [['http://127.0.0.1:39181', 'https://avatars.example']] as const,
  runnerTemp: '/tmp/mintlify-docs-action-1-abc/action-run-xyz/runner-temp',
};

describe('normalizeSample', () => {
  it('replaces ports and RUNNER_TEMP, and nothing else: no instant and no duration is masked', () => {
    const state = `<!-- mintlify-docs-action:health-drafts:${Buffer.from(JSON.stringify({ since: '2025-06-02T10:30:00.320Z' })).toString('base64url')} -->`;
    const kept = [
      '| Created | 2025-06-02 09:10:00 UTC |',
      '| Ended | 2025-06-02 09:10:02 UTC |',
      '| Duration | 2 s |',
      '| Tracked by this step | 2.1 s |',
      '| Duration | 1 min 24 s export · 40 ms download and verification |',
      'Link expires 2025\\-06\\-02T09:20:04\\.123Z and 2025-06-02T09:20:04Z.',
      'Timed out after 1 min 5 s; window 2025-05-03 09:30 UTC → now; age 12 s.',
      state,
      '<!-- mintlify-docs-action:health-issue:proj_demo -->',
    ];
    const text = [
      '| Author | <img src="http://127.0.0.1:39181/avatars/ada.png"> |',
      'File `/tmp/mintlify-docs-action-1-abc/action-run-xyz/runner-temp/feedback.jsonl`.',
      ...kept,
    ].join('\n');
    expect(normalizeSample(text, VARIABLES)).toBe(
      [
        '| Author | <img src="https://avatars.example/avatars/ada.png"> |',
        'File `/home/runner/work/_temp/feedback.jsonl`.',
        ...kept,
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
    writeFileSync(path.join(dir, 'old-issue.md'), 'a removed scenario');
    writer.write('status-summary.md', 'port 39181: http://127.0.0.1:39181/x', VARIABLES);
    writer.write('health-issue.md', 'the issue', VARIABLES);
    expect(() => writer.write('status-summary.md', 'again', VARIABLES)).toThrow(/new name/);
    expect(() => writer.write('status.md', 'what is it?', VARIABLES)).toThrow(/summary\.md/);
    writer.finish();
    expect(readdirSync(dir).sort()).toEqual(['README.md', 'health-issue.md', 'status-summary.md']);
    expect(readFileSync(path.join(dir, 'status-summary.md'), 'utf8')).toBe(
      'port 39181: https://avatars.example/x',
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

/** The instant the clock tests start their virtual clock at. */
const CLOCK_AT = Date.parse('2025-06-02T09:00:00Z');

/** Runs `script` (an ES module) in a Node process that loads the demo's clock as a scenario does. */
function runOnClock(script: string, env: Record<string, string> = {}): unknown {
  const preload = pathToFileURL(path.join(ROOT, 'scripts', 'demo-clock.mjs')).href;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      PATH: process.env.PATH,
      NODE_OPTIONS: `--import=${JSON.stringify(preload)}`,
      DEMO_CLOCK_AT_MS: String(CLOCK_AT),
      ...env,
    },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

describe('the virtual clock of an action run (DEMO_CLOCK_AT_MS)', () => {
  it('starts at the instant and advances only by waits and HTTP responses, never by work', () => {
    const script = `
      import { setTimeout as wait } from 'node:timers/promises';
      import { createServer } from 'node:http';
      const t0 = Date.now();
      const spin = performance.now() + 50;
      while (performance.now() < spin);
      const t1 = Date.now();
      await wait(300);
      const t2 = Date.now();
      await Promise.all([wait(200), wait(100)]);
      const t3 = Date.now();
      const server = createServer((_q, r) => r.end('ok')).listen(0, '127.0.0.1');
      await new Promise((r) => server.once('listening', r));
      await (await fetch('http://127.0.0.1:' + server.address().port + '/')).text();
      const t4 = Date.now();
      server.close();
      console.log(JSON.stringify([t0, t1 - t0, t2 - t1, t3 - t2, t4 - t3, new Date().getTime() - t4]));`;
    // Work takes no time, side-by-side waits count once, a response costs RESPONSE_MS.
    expect(runOnClock(script)).toEqual([CLOCK_AT, 0, 300, 200, RESPONSE_MS, 0]);
  });

  it('advances by a whole wait while waiting a fraction of it, with DEMO_CLOCK_WAIT_SCALE', () => {
    const script = `
      import { setTimeout as wait } from 'node:timers/promises';
      const [t0, r0] = [Date.now(), performance.now()];
      await wait(60000);
      console.log(JSON.stringify([Date.now() - t0, performance.now() - r0 < 30000]));`;
    // A minute on the clock, 60 ms for real (well under the half minute allowed).
    expect(runOnClock(script, { DEMO_CLOCK_WAIT_SCALE: '0.001' })).toEqual([60_000, true]);
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
  it('names no loopback address and shows no placeholder, in the samples and the README', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const texts = [
      ...samples.map((f) => [f, readFileSync(path.join(SAMPLES_DIR, f), 'utf8')] as const),
      ['README.md', readme] as const,
    ];
    for (const [file, text] of texts) {
      expect(text, file).not.toMatch(/127\.0\.0\.1|\blocalhost\b|\[::1\]/);
      expect(text, file).not.toMatch(/\bn\.n s\b|\bage n s\b/);
      // The tests' numbered pages and terms are not a site's.
      expect(text, file).not.toMatch(/\/page-\d{4}\b/);
    }
  });

  it('exports the site the other samples build: as many pages, at a believable size', () => {
    const exported = readFileSync(path.join(SAMPLES_DIR, 'export-summary.md'), 'utf8');
    const pages = Number(/^\| Pages \| ([\d,]+) \|$/m.exec(exported)?.[1]?.replace(/,/g, ''));
    const built = readFileSync(path.join(SAMPLES_DIR, 'status-summary.md'), 'utf8');
    const [, changed, cached] = /Building (\d+) changed pages, (\d+) unchanged/.exec(built) ?? [];
    // The bundle holds each page the build builds, and its 404 page.
    expect(pages).toBe(Number(changed) + Number(cached) + 1);
    expect(pages).toBeGreaterThan(50);
    const bytes = Number(
      /^\| Size \| .*\(([\d,]+) bytes\) \|$/m.exec(exported)?.[1]?.replace(/,/g, ''),
    );
    expect(bytes).toBeGreaterThan(100 * 1024);
    // A whole site's export takes its time: a minute or more, not seconds.
    expect(exported).toMatch(/^\| Duration \| \d+ min( \d+ s)? export/m);
  });

  it('gives a page the same views, votes and questions in every sample that shows it', () => {
    const facts = new Map<string, Map<string, string>>();
    for (const file of samples) {
      for (const [page, field, value] of pageFigures(
        file,
        readFileSync(path.join(SAMPLES_DIR, file), 'utf8'),
      )) {
        const key = `${page} ${field}`;
        const seen = facts.get(key) ?? new Map<string, string>();
        seen.set(file, value);
        facts.set(key, seen);
      }
    }
    const shared = [...facts].filter(([, seen]) => seen.size > 1);
    for (const [key, seen] of shared) {
      expect(new Set(seen.values()), `${key}: ${JSON.stringify([...seen])}`).toHaveLength(1);
    }
    // Not vacuous: the health issue, its summary and the feedback samples share pages.
    const fields = new Set(shared.map(([key]) => key.split(' ')[1]));
    expect([...fields].sort()).toEqual(['unanswered', 'views', 'votes']);
    expect(shared.length).toBeGreaterThanOrEqual(10);
  });
});

/**
 * The figures a sample's tables give a page: `[page, field, value]`, field one of `views`
 * (human views), `votes` (`up/down` or `pct/n`, compared as a share of a count) and `unanswered`
 * (assistant questions without an answer).
 */
function pageFigures(file: string, text: string): [string, string, string][] {
  const out: [string, string, string][] = [];
  for (const table of markdownTables(text)) {
    const col = (name: string): number => table.header.indexOf(name);
    for (const row of table.rows) {
      const page = (row[col('Page')] ?? '').replace(/\\/g, '').replace(/`/g, '');
      if (!page.startsWith('/')) continue;
      const cell = (name: string): string | undefined =>
        col(name) < 0 ? undefined : row[col(name)];
      const views = cell('Human views') ?? cell('Human');
      if (views && /^[\d,]+$/.test(views)) out.push([page, 'views', views]);
      const votes = votesOf(
        cell('Votes'),
        cell('Helpful'),
        cell('Not helpful'),
        cell('Helpful rate'),
      );
      if (votes) out.push([page, 'votes', votes]);
      const unanswered = cell('Unanswered') ?? cell('Unanswered questions');
      if (unanswered && /^\d+$/.test(unanswered)) out.push([page, 'unanswered', unanswered]);
    }
  }
  return out;
}

/** A page's votes as `pct% of n` (the form every sample can give), from whichever cells it has. */
function votesOf(
  votes?: string,
  helpful?: string,
  notHelpful?: string,
  rate?: string,
): string | undefined {
  const share = (up: number, down: number): string =>
    up + down === 0 ? 'none' : `${Math.round((100 * up) / (up + down))}% of ${up + down}`;
  const thumbs = votes?.match(/^(\d+) 👍 · (\d+) 👎$/);
  if (thumbs) return share(Number(thumbs[1]), Number(thumbs[2]));
  if (helpful && notHelpful && /^\d+$/.test(helpful) && /^\d+$/.test(notHelpful)) {
    return share(Number(helpful), Number(notHelpful));
  }
  const stated = (rate ?? helpful)?.match(/^(\d+)% of (\d+)(?: votes?)?$/);
  if (stated) return `${stated[1]}% of ${stated[2]}`;
  return rate === '—' ? 'none' : undefined;
}

/** Every Markdown table in `text`: its header cells and its rows' cells. */
function markdownTables(text: string): { header: string[]; rows: string[][] }[] {
  const cells = (line: string): string[] =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((c) => c.trim());
  const tables: { header: string[]; rows: string[][] }[] = [];
  const lines = text.split('\n');
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i]?.startsWith('|') || !/^\|[-:| ]+\|$/.test(lines[i + 1] ?? '')) continue;
    const table = { header: cells(lines[i] ?? ''), rows: [] as string[][] };
    for (i += 2; lines[i]?.startsWith('|'); i++) table.rows.push(cells(lines[i] ?? ''));
    tables.push(table);
  }
  return tables;
}

/** The showcase site's pages, as the demo's emulator serves them: the home page and every page with views. */
function showcasePages(): Set<string> {
  const data = generateViews(1, SITE_OPTIONS.viewsPageCount ?? 0, 20, Date.now(), true);
  const planted = plantViews(data, SITE_OPTIONS.pages ?? [], 20);
  return new Set(['/', ...planted.pages.map((p) => p.path)]);
}

/** The pages PR #7 adds (a page file, and an API operation its spec adds): on its preview only. */
const PR7_ADDS = ['/sdks/javascript', '/api-reference/projects/delete-a-project'];

/**
 * The site pages a sample names: page cells of its tables, page paths in code spans, page files
 * (`docs/guides/intro.mdx`, or `guides/intro.mdx` under the docs root) and preview links. Tables
 * of link targets are left out: the export's broken links name pages that do not exist, on purpose.
 */
function pagesNamed(text: string): Set<string> {
  const pages = new Set<string>();
  const lines = text.split('\n');
  let targets = false;
  const kept = lines.filter((line) => {
    if (!line.startsWith('|')) targets = false;
    else if (/^\| Target \|/.test(line)) targets = true;
    return !targets;
  });
  const body = kept.join('\n');
  for (const m of body.matchAll(/`(\/[a-z0-9][a-z0-9/-]*)`/g)) pages.add(m[1] ?? '');
  for (const m of body.matchAll(/`(?:docs\/)?([a-z0-9][a-z0-9/-]*)\.mdx`/g)) pages.add(`/${m[1]}`);
  for (const m of body.matchAll(/preview\.mintlify\.app(\/[a-z0-9][a-z0-9/-]*)/g))
    pages.add(m[1] ?? '');
  for (const table of markdownTables(body)) {
    const col = table.header.findIndex((h) => h === 'Page' || h === 'Old path');
    for (const row of table.rows) {
      const page = (row[col] ?? '').replace(/\\/g, '').replace(/`/g, '').split('<br>')[0] ?? '';
      if (col >= 0 && /^\/[a-z0-9/-]*$/.test(page)) pages.add(page);
    }
  }
  return pages;
}

/** Each commit a sample links (its full SHA) with the message the sample gives it. */
function commitsLinked(text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const m of text.matchAll(/\/commit\/([0-9a-f]{40})\)(?: on `[^`]+`)? (?:—|·) ([^|\n]+)/g)) {
    out.push([m[1] ?? '', (m[2] ?? '').trim()]);
  }
  return out;
}

/** The files of a summary's "Files changed" table, as `change path` lines, sorted. */
function filesListed(text: string): string | undefined {
  const start = text.indexOf('### Files changed:');
  if (start < 0) return undefined;
  const table = markdownTables(text.slice(start))[0];
  return table?.rows
    .map((r) => `${r[0]} ${(r[1] ?? '').replace(/`/g, '')}`)
    .sort()
    .join('\n');
}

describe('docs/samples/: one site, one dataset', () => {
  const samples = readdirSync(SAMPLES_DIR).filter((f) => f !== 'README.md');
  const read = (f: string): string => readFileSync(path.join(SAMPLES_DIR, f), 'utf8');
  const site = showcasePages();

  it('names only pages the showcase site has (or PR #7 adds, on its preview)', () => {
    const named = new Map<string, Set<string>>();
    for (const file of samples) named.set(file, pagesNamed(read(file)));
    for (const [file, pages] of named) {
      const unknown = [...pages].filter((p) => !site.has(p) && !PR7_ADDS.includes(p));
      expect(unknown, file).toEqual([]);
    }
    // Not vacuous: the status, preview, feedback, health and check samples all name pages.
    const naming = [...named].filter(([, pages]) => pages.size > 0).map(([f]) => f);
    for (const prefix of ['status-', 'preview-', 'feedback-', 'health-', 'check-']) {
      expect(
        naming.some((f) => f.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('gives each commit one message and one set of files, and each message one commit', () => {
    const messages = new Map<string, Set<string>>();
    const shas = new Map<string, Set<string>>();
    const files = new Map<string, Set<string>>();
    for (const file of samples) {
      const text = read(file);
      const listed = filesListed(text);
      for (const [sha, message] of commitsLinked(text)) {
        messages.set(sha, (messages.get(sha) ?? new Set()).add(message));
        shas.set(message, (shas.get(message) ?? new Set()).add(sha));
        if (listed !== undefined) files.set(sha, (files.get(sha) ?? new Set()).add(listed));
      }
    }
    for (const [sha, seen] of messages) expect([...seen], sha).toHaveLength(1);
    for (const [message, seen] of shas) expect([...seen], message).toHaveLength(1);
    for (const [sha, seen] of files) expect([...seen], sha).toHaveLength(1);
    // The push and both PRs' heads, each in more than one sample.
    expect(messages.size).toBeGreaterThanOrEqual(3);
    expect(files.size).toBeGreaterThanOrEqual(3);
  });

  it('counts in each build log the pages its commit changes, the rest of the site cached', () => {
    let logs = 0;
    for (const file of samples) {
      const text = read(file);
      const build =
        /Building (\d+) changed pages?, (\d+) unchanged from cache(?:; (\d+) pages? removed)?/.exec(
          text,
        );
      const listed = filesListed(text);
      if (!build || listed === undefined) continue;
      logs += 1;
      const rows = listed.split('\n').map((l) => l.split(' '));
      const pages = (changes: string[]): number =>
        rows.filter(([change, f]) => changes.includes(change ?? '') && /\.mdx?$/.test(f ?? ''))
          .length;
      expect(Number(build[1]), file).toBe(pages(['added', 'modified']));
      expect(Number(build[3] ?? 0), file).toBe(pages(['removed']));
      expect(Number(build[1]) + Number(build[2]), file).toBe(site.size);
    }
    expect(logs).toBeGreaterThanOrEqual(4);
  });

  it('shows no test values: a believable organization, project, domains and numbers', () => {
    for (const file of samples) {
      const text = read(file);
      expect(text, file).not.toMatch(/proj[_-]demo|\bOWNER\b|\.test\b|example\.(?:com|org)\b/);
      expect(text, file).not.toMatch(/\/(?:pull|issues)\/9\d{3}\b|#9\d{3}\b/);
      expect(text, file).not.toMatch(/docs\/pr-\d+|mintlify_emulator/);
    }
  });

  it('says a proxy was used only in the one sample run behind a proxy', () => {
    const proxied = samples.filter((f) => /through the runner's proxy/.test(read(f)));
    expect(proxied).toEqual(['status-live-stale-summary.md']);
  });

  it('shows what the quick starts run: the live check on push, health as configured', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(read('status-summary.md')).toMatch(/^### ✅ Live site: fresh$/m);
    const healthJob = readme.slice(readme.indexOf('# .github/workflows/docs-health.yml'));
    const drafts = /draft-fixes:/.test(healthJob.slice(0, healthJob.indexOf('```')));
    for (const file of ['health-issue.md', 'health-summary.md']) {
      expect(read(file).includes('| Draft fix |'), file).toBe(drafts);
      // Views say whose: the human views, as the feedback samples label them.
      expect(read(file), file).toMatch(/\| Human views \|/);
    }
  });

  it('keeps the feedback summary to what a person reads: at most 200 lines', () => {
    expect(read('feedback-summary.md').split('\n').length).toBeLessThanOrEqual(200);
  });
});
