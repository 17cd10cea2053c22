/**
 * `check-links` through the built action (dist/index.js), spawned as a runner does, on every
 * target, against the platform emulator serving its link-check site (`bundle: {kind: 'site',
 * links: true}`: every rule of the check, each once good and once broken) and the GitHub emulator
 * (artifacts, releases, Pages). `warn` publishes and lists; `error` publishes nothing; `off`
 * parses no HTML.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startGitHubEmulator,
  startPlatformEmulator,
  type GitHubEmulator,
  type PlatformEmulator,
} from '../emulator/index.js';
import { LINK_SITE_BROKEN } from '../emulator/platform/bundles.js';
import { runAction, type ActionRun } from './helpers/run-action.js';

/** The default site's own two broken links, from its home page. */
const DEFAULT_BROKEN = ['/assets/banner.png', '/guides/quickstart'];
/** Every broken target of the link-check site: 15. */
const BROKEN = [...LINK_SITE_BROKEN, ...DEFAULT_BROKEN];

let links: PlatformEmulator;
/** A bundle without HTML: nothing can be broken. */
let noHtml: PlatformEmulator;
let github: GitHubEmulator;

beforeAll(async () => {
  [links, noHtml, github] = await Promise.all([
    startPlatformEmulator({
      seed: 61,
      exportJob: { queuedMs: 0, runningMs: 100 },
      bundle: { kind: 'site', links: true },
    }),
    startPlatformEmulator({
      seed: 62,
      exportJob: { queuedMs: 0, runningMs: 100 },
      bundle: { kind: 'random', sizeBytes: 64 * 1024 },
    }),
    startGitHubEmulator({ pagesDeployment: { stepMs: 100 } }),
  ]);
});
afterAll(async () => {
  await Promise.all([links, noHtml, github].map((e) => e.close()));
});

function run(
  extra: Record<string, string>,
  options: Partial<Parameters<typeof runAction>[0]> = {},
  emu: PlatformEmulator = links,
): Promise<ActionRun> {
  return runAction({
    inputs: {
      'admin-key': emu.adminKey,
      'api-url': emu.url,
      mode: 'export',
      domain: 'docs.example.com',
      'github-token': github.token,
      ...extra,
    },
    killAfterMs: 30_000,
    ...options,
    env: { ...github.env(), ...options.env },
  });
}

function messages(r: ActionRun, command: 'warning' | 'error'): string[] {
  return r.annotations.filter((a) => a.command === command).map((a) => a.message);
}

/** Targets in the summary's broken-links table, in order. */
function tableTargets(summary: string): string[] {
  return summary
    .split('\n')
    .filter((l) => /^\| `[^`]+` \| \d+ \|/.test(l))
    .map((l) => /^\| `([^`]+)`/.exec(l)?.[1] ?? '');
}

/** The run failed on the link check with nothing published and nothing left behind. */
function expectBlocked(r: ActionRun): void {
  expect(r.code).toBe(1);
  expect(r.outputs.outcome).toBe('failure');
  expect(messages(r, 'error').join('\n')).toMatch(
    /The export has broken links: 15 targets \(17 links to them\): nothing was published/,
  );
  expect(r.outputs['broken-links']).toBe('15');
  expect(r.outputs['bundle-path']).toBeUndefined();
  expect(r.outputs['bundle-url']).toBeUndefined();
  expect(r.summary).toMatch(/not published, broken links/);
  expect(r.summary).toMatch(/With `check-links: error`, nothing was published/);
  expect([...tableTargets(r.summary)].sort()).toEqual([...BROKEN].sort());
  expect(readdirSync(r.runnerTemp).filter((f) => f.startsWith('mintlify-export-'))).toEqual([]);
}

describe('check-links: warn (the default)', () => {
  it('target artifact: publishes, counts, warns ten times and lists every broken target', async () => {
    const before = github.state.artifacts.length;
    const r = await run({ target: 'artifact' });
    expect(r.code, r.stdout).toBe(0);
    expect(github.state.artifacts.filter((a) => a.finalized).length).toBe(before + 1);
    expect(r.outputs['broken-links']).toBe('15');
    expect(r.stdout).toMatch(
      /Link check: 87 internal links in 11 HTML pages \([\d.]+ KiB of HTML tokenized\), 15 broken targets\./,
    );

    // One warning per target, most-referenced first, at most ten, then one for the rest.
    const warnings = messages(r, 'warning').filter((m) => /broken link/i.test(m));
    expect(warnings).toHaveLength(11);
    expect(warnings[0]).toBe(
      'Broken link: /links/nope-root is not in the bundle; linked from /links/index.html, ' +
        '/links/page.html (3 links in all).',
    );
    expect(warnings[10]).toBe('…and 5 more broken link targets (listed in the job summary).');

    // The table: every broken target, most-referenced first, and nothing else.
    const targets = tableTargets(r.summary);
    expect(targets[0]).toBe('/links/nope-root');
    expect([...targets].sort()).toEqual([...BROKEN].sort());
    expect(r.summary).toContain('#### Broken links: 15');
    expect(r.summary).toContain('| `/links/old-page` | 1 | `/links/café.html` |');
    expect(r.summary).toContain('| `/links/base-missing` | 1 | `/links/sub/index.html` |');
    // Not checked: other hosts and schemes; never reported.
    for (const skipped of ['example.org', 'mailto', 'tel:', 'javascript', 'data:']) {
      expect(r.summary).not.toContain(skipped);
    }
  });

  it('target none, release and pages: the same check on each', async () => {
    const none = await run({ target: 'none' });
    expect(none.code, none.stdout).toBe(0);
    expect(none.outputs['broken-links']).toBe('15');
    expect(tableTargets(none.summary)).toHaveLength(15);

    const release = await run({ target: 'release' }, { ref: 'refs/tags/v-links-warn' });
    expect(release.code, release.stdout).toBe(0);
    expect(release.outputs['broken-links']).toBe('15');
    const made = github.state.releases.find((x) => x.tag_name === 'v-links-warn');
    expect(made?.assets).toHaveLength(1);

    const deployments = github.state.deployments.length;
    const pages = await run({ target: 'pages' });
    expect(pages.code, pages.stdout).toBe(0);
    expect(pages.outputs['broken-links']).toBe('15');
    expect(github.state.deployments.length).toBe(deployments + 1);
    expect(tableTargets(pages.summary)).toHaveLength(15);
  });

  it('a bundle without broken links: 0, and the summary says none is broken', async () => {
    const r = await run({ target: 'none' }, {}, noHtml);
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs['broken-links']).toBe('0');
    expect(r.summary).toMatch(/0 internal links in 0 HTML pages .*: none is broken/);
    expect(messages(r, 'warning').filter((m) => /broken link/i.test(m))).toEqual([]);
  });
});

describe('check-links: error', () => {
  it('target artifact: no artifact is uploaded', async () => {
    const before = github.state.artifacts.length;
    const r = await run({ target: 'artifact', 'check-links': 'error' });
    expectBlocked(r);
    expect(github.state.artifacts.length).toBe(before);
  });

  it('target release: no release and no asset', async () => {
    const r = await run(
      { target: 'release', 'check-links': 'error' },
      { ref: 'refs/tags/v-links-error' },
    );
    expectBlocked(r);
    expect(github.state.releases.find((x) => x.tag_name === 'v-links-error')).toBeUndefined();
  });

  it('target pages: no artifact, no deployment', async () => {
    const artifacts = github.state.artifacts.length;
    const deployments = github.state.deployments.length;
    const r = await run({ target: 'pages', 'check-links': 'error' });
    expectBlocked(r);
    expect(github.state.artifacts.length).toBe(artifacts);
    expect(github.state.deployments.length).toBe(deployments);
    expect(readdirSync(r.runnerTemp).filter((f) => f.startsWith('pages-'))).toEqual([]);
  });

  it('target none: the bundle is not kept', async () => {
    expectBlocked(await run({ target: 'none', 'check-links': 'error' }));
  });

  it('passes when nothing is broken', async () => {
    const r = await run({ target: 'none', 'check-links': 'error' }, {}, noHtml);
    expect(r.code, r.stdout).toBe(0);
    expect(r.outputs['broken-links']).toBe('0');
  });
});

describe('check-links: off', () => {
  it('parses no HTML: no count, no output, no warning, no table', async () => {
    const r = await run({ target: 'artifact', 'artifact-name': 'docs-off', 'check-links': 'off' });
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toContain('Link check off (`check-links: off`): no HTML was parsed.');
    expect(r.stdout).not.toMatch(/Link check: \d/);
    expect(r.outputs['broken-links']).toBeUndefined();
    expect(messages(r, 'warning').filter((m) => /broken link/i.test(m))).toEqual([]);
    expect(r.summary).not.toMatch(/Broken links|internal links/);
  });

  it('refuses a value it does not know, before any request', async () => {
    const before = links.requests.length;
    const r = await run({ 'check-links': 'strict' });
    expect(r.code).toBe(1);
    expect(messages(r, 'error').join('\n')).toMatch(
      /`check-links` "strict" is not one of `warn`, `error`, `off`/,
    );
    expect(links.requests.length).toBe(before);
  });
});
