/**
 * `mode: status`'s live check in process (src/modes/status/: run.ts, app-run.ts, live.ts): `run()`
 * of src/main.ts against the platform emulator (API and live site) and the GitHub emulator (the
 * App's Deployments, commits, contents). Each case uses pages of its own on the one live site.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startLiveSite, type LiveSite } from '../emulator/platform/live-site.js';
import { runInProcess, type InProcessRun } from './helpers/in-process.js';

/** GITHUB_SHA of every run (the helper's default). */
const RUN_SHA = '0123456789abcdef0123456789abcdef01234567';

let platform: PlatformEmulator;
let github: GitHubEmulator;

beforeAll(async () => {
  platform = await startPlatformEmulator({ update: { queuedMs: 100, runningMs: 200 } });
  github = await startGitHubEmulator();
});

afterAll(async () => {
  await platform.close();
  await github.close();
});

const OLD = (name: string): string => `---\ntitle: ${name}\n---\n\nThe old text of ${name}.\n`;
const NEW = (name: string): string =>
  `---\ntitle: ${name}\n---\n\nThe new text of ${name}, now “shipped”.\n`;

/**
 * A commit `sha` that modifies `<name>.mdx`, removes `<name>-gone.mdx` and changes docs.json: the
 * repository's side (file, diff) seeded, the live site serving the old versions.
 */
function commitOf(name: string, sha: string) {
  const file = `${name}.mdx`;
  platform.site.publish({ [`/${name}`]: OLD(name), [`/${name}-gone`]: OLD(`${name}-gone`) });
  github.setRepoFile(file, NEW(name), sha);
  github.setCommitFiles(sha, [
    {
      filename: file,
      patch: `@@ -5 +5 @@\n-The old text of ${name}.\n+The new text of ${name}, now “shipped”.`,
    },
    {
      filename: `${name}-gone.mdx`,
      status: 'removed',
      patch: `@@ -1,5 +0,0 @@\n-The old text of ${name}-gone.`,
    },
  ]);
  return {
    files: { added: ['docs.json'], modified: [file], removed: [`${name}-gone.mdx`] },
    pages: { [`/${name}`]: NEW(name), [`/${name}-gone`]: null },
  };
}

function apiInputs(extra: Record<string, string>): Record<string, string> {
  return {
    'admin-key': platform.adminKey,
    'api-url': platform.url,
    mode: 'status',
    'github-token': github.token,
    'site-url': platform.site.url,
    timeout: '60s',
    'verify-timeout': '4s',
    ...extra,
  };
}

function messages(run: InProcessRun, command: string): string[] {
  return run.annotations.filter((a) => a.command === command).map((a) => a.message);
}

describe('after an API update', () => {
  it('fresh: every changed page serves the commit; not-a-page files listed as not checked', async () => {
    const sha = 'a'.repeat(40);
    const { files, pages } = commitOf('fresh', sha);
    const id = platform.createUpdate({ commitSha: sha, filesChanged: files, publish: { pages } });
    const run = await runInProcess({ inputs: apiInputs({ 'status-id': id }), env: github.env() });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'success', live: 'fresh', 'stale-pages': '[]' });
    expect(run.summary).toContain('Live site: fresh');
    expect(run.summary).toContain(`Checked \`${platform.site.url}\``);
    expect(run.summary).toContain(
      '| `/fresh`<br>modified | title “fresh”<br>“The new text of fresh, now “shipped”\\.” | HTTP 200',
    );
    expect(run.summary).toContain('HTTP 404: removed');
    expect(run.summary).toContain('1 file not checked');
  });

  it('stale: fails the step after writing everything, with an annotation on the file', async () => {
    const sha = 'b'.repeat(40);
    const { files, pages } = commitOf('stale', sha);
    const id = platform.createUpdate({
      commitSha: sha,
      filesChanged: files,
      publish: { pages, stale: ['/stale'] },
    });
    const run = await runInProcess({ inputs: apiInputs({ 'status-id': id }), env: github.env() });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({
      outcome: 'failure',
      status: 'success',
      live: 'stale',
      'stale-pages': '["/stale"]',
    });
    expect(run.stdout).toMatch(
      /^::error title=Stale page on the live site,file=stale\.mdx::The live site still serves an old version of \/stale:/m,
    );
    expect(run.summary).toContain('❌ stale');
    expect(run.summary).toContain('What to do');
  });

  it('stale with on-stale: warn only warns', async () => {
    const sha = 'c'.repeat(40);
    const { files, pages } = commitOf('warned', sha);
    const id = platform.createUpdate({
      commitSha: sha,
      filesChanged: files,
      publish: { pages, stale: ['/warned'] },
    });
    const run = await runInProcess({
      inputs: apiInputs({ 'status-id': id, 'on-stale': 'warn' }),
      env: github.env(),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.live).toBe('stale');
    expect(messages(run, 'warning').join()).toContain('/warned');
  });

  it('repair: one more update, followed, and the site checked again', async () => {
    const sha = 'd'.repeat(40);
    const { files, pages } = commitOf('repaired', sha);
    const id = platform.createUpdate({
      commitSha: sha,
      filesChanged: files,
      publish: { pages, stale: ['/repaired'] },
    });
    platform.setTriggerPublish({ pages });
    try {
      const before = platform.requests.filter((r) => r.endpoint === 'triggerUpdate').length;
      const run = await runInProcess({
        inputs: apiInputs({ 'status-id': id, repair: 'true', 'project-id': platform.projectId }),
        env: github.env(),
      });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs.live).toBe('fresh');
      expect(platform.requests.filter((r) => r.endpoint === 'triggerUpdate').length).toBe(
        before + 1,
      );
      expect(run.summary).toContain('The repair worked');
    } finally {
      platform.setTriggerPublish(undefined);
    }
  });

  it('a subdomain that is no DNS label: unverified, and no request to any site', async () => {
    const id = platform.createUpdate({
      subdomain: 'evil.example/x',
      filesChanged: { added: [], modified: ['x.mdx'], removed: [] },
    });
    const before = platform.site.requests.length;
    const inputs = apiInputs({ 'status-id': id });
    delete inputs['site-url'];
    const run = await runInProcess({ inputs, env: github.env() });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.live).toBe('unverified');
    expect(messages(run, 'warning').join()).toContain('set `site-url`');
    expect(platform.site.requests.length).toBe(before);
  });

  it('a site behind sign-in: unverified with the reason, never a failure', async () => {
    const sha = 'e'.repeat(40);
    const { files, pages } = commitOf('private', sha);
    const id = platform.createUpdate({ commitSha: sha, filesChanged: files, publish: { pages } });
    platform.site.setBehaviour('sign-in');
    try {
      const run = await runInProcess({ inputs: apiInputs({ 'status-id': id }), env: github.env() });
      expect(run.exitCode).toBe(0);
      expect(run.outputs.live).toBe('unverified');
      expect(run.summary).toContain('the site asks for sign\\-in');
    } finally {
      platform.site.setBehaviour('ok');
    }
  });
});

describe('follow: github-app', () => {
  function push(files: { added: string[]; modified: string[]; removed: string[] }) {
    return {
      name: 'push',
      payload: { before: 'f'.repeat(40), after: RUN_SHA, commits: [{ id: RUN_SHA, ...files }] },
    };
  }
  function appInputs(extra: Record<string, string> = {}): Record<string, string> {
    return {
      mode: 'status',
      follow: 'github-app',
      'github-token': github.token,
      'site-url': platform.site.url,
      'verify-timeout': '4s',
      ...extra,
    };
  }

  it('the App deployed: no admin key, the live check decides', async () => {
    const { files, pages } = commitOf('app-ok', RUN_SHA);
    github.setCommitFiles(
      RUN_SHA,
      [{ filename: 'app-ok.mdx', patch: '@@ -5 +5 @@\n+The new text of app-ok, now “shipped”.' }],
      'f'.repeat(40),
    );
    github.seedDeployment({
      sha: RUN_SHA,
      statuses: [
        { state: 'in_progress' },
        { state: 'success', afterMs: 300, description: 'Deployed' },
      ],
    });
    platform.site.publish(pages, { lagMs: 800 });
    const run = await runInProcess({ inputs: appInputs(), event: push(files), env: github.env() });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.live).toBe('fresh');
    expect(run.summary).toContain("GitHub App's deploy: live site fresh");
    expect(run.stdout).not.toContain('::add-mask::mint_');
    github.state.repoDeployments.length = 0;
  });

  it("the App's deployment failed: the step fails with the App's words", async () => {
    const { files } = commitOf('app-failed', RUN_SHA);
    github.seedDeployment({
      sha: RUN_SHA,
      statuses: [{ state: 'failure', description: 'Build failed: broken link in app-failed.mdx' }],
    });
    const run = await runInProcess({ inputs: appInputs(), event: push(files), env: github.env() });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe('failure');
    expect(messages(run, 'error').join()).toContain('Build failed: broken link in app-failed.mdx');
    expect(run.summary).toContain('the deployment failed');
    github.state.repoDeployments.length = 0;
  });

  it('no App deployment (a preview or another bot does not count): said, and the live check decides', async () => {
    const { files, pages } = commitOf('app-none', RUN_SHA);
    github.seedDeployment({
      sha: RUN_SHA,
      environment: 'Preview',
      transient: true,
      statuses: [{ state: 'success' }],
    });
    github.seedDeployment({
      sha: RUN_SHA,
      creator: 'vercel[bot]',
      statuses: [{ state: 'success' }],
    });
    platform.site.publish(pages, { stale: ['/app-none'] });
    const run = await runInProcess({
      inputs: appInputs({ 'on-stale': 'warn', 'verify-timeout': '3s' }),
      event: push(files),
      env: github.env(),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.live).toBe('stale');
    expect(run.summary).toContain('the GitHub App did not deploy this commit');
    expect(messages(run, 'warning').join()).toContain('did not deploy this commit');
    github.state.repoDeployments.length = 0;
  });

  it('a push that changes no docs file ends at once as unverified', async () => {
    const run = await runInProcess({
      inputs: appInputs(),
      event: push({ added: ['.github/workflows/ci.yml'], modified: ['package.json'], removed: [] }),
      env: github.env(),
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.live).toBe('unverified');
    expect(run.summary).toContain('this push changes no docs file');
    expect(run.durationMs).toBeLessThan(3_000);
  });

  it('bad combinations are input errors before any request', async () => {
    const before = platform.site.requests.length;
    const onPr = await runInProcess({
      inputs: appInputs(),
      event: { name: 'pull_request', payload: {} },
    });
    expect(onPr.exitCode).toBe(1);
    expect(onPr.stdout).toContain('follows the deploy of a push');
    const longer = await runInProcess({
      inputs: appInputs({ timeout: '1m', 'verify-timeout': '5m' }),
      event: push({ added: [], modified: ['a.mdx'], removed: [] }),
    });
    expect(longer.stdout).toContain('is longer than the step');
    const plain = await runInProcess({
      inputs: appInputs({ 'site-url': 'http://docs.example.com' }),
      event: push({ added: [], modified: ['a.mdx'], removed: [] }),
    });
    expect(plain.stdout).toContain('must use https://');
    const noKey = await runInProcess({
      inputs: appInputs({ repair: 'true' }),
      event: push({ added: [], modified: ['a.mdx'], removed: [] }),
    });
    expect(noKey.stdout).toContain('needs `admin-key` and `project-id`');
    expect(platform.site.requests.length).toBe(before);
  });
});

describe('the redirects of removed pages come from docs.json at the commit', () => {
  it('redirected where docs.json says: fresh; 404 where it names a redirect, or 200 without one: stale', async () => {
    const sha = '9'.repeat(40);
    github.setRepoFile(
      'docs.json',
      JSON.stringify({
        navigation: { pages: ['kept'] },
        redirects: [
          { source: '/moved', destination: '/moved-here' },
          { source: '/lost', destination: '/lost-here' },
        ],
      }),
      sha,
    );
    github.setCommitFiles(sha, []);
    platform.site.publish({
      '/moved': OLD('moved'),
      '/lost': OLD('lost'),
      '/kept': OLD('kept'),
      // Where `/moved` leads: judged by the page at the end of the redirect.
      '/moved-here': NEW('moved-here'),
    });
    platform.site.setRedirects({ '/moved': '/moved-here' });
    const id = platform.createUpdate({
      commitSha: sha,
      filesChanged: { added: [], modified: [], removed: ['moved.mdx', 'lost.mdx', 'kept.mdx'] },
      publish: { pages: { '/moved': null, '/lost': null }, stale: ['/kept'] },
    });
    try {
      const run = await runInProcess({
        inputs: apiInputs({ 'status-id': id, 'on-stale': 'warn', 'verify-timeout': '2s' }),
        env: github.env(),
      });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs.live).toBe('stale');
      expect(JSON.parse(run.outputs['stale-pages'] ?? '').sort()).toEqual(['/kept', '/lost']);
      const row = (page: string) =>
        run.summary.split('\n').find((l) => l.startsWith(`| \`${page}\``));
      expect(row('/moved')).toContain('redirects to /moved\\-here');
      expect(row('/moved')).not.toContain('redirects unknown');
      expect(row('/lost')).toContain('docs\\.json redirects it to /lost\\-here');
      expect(row('/kept')).toContain('HTTP 200: still served');
      expect(messages(run, 'warning').join()).toContain('/lost');
    } finally {
      platform.site.setRedirects({});
    }
  });
});

describe('`verify: all` on schedule', () => {
  let site: LiveSite;
  let work: string;
  beforeAll(async () => {
    // Each answer waits, so the requests in flight at once can be counted.
    site = await startLiveSite({ delayMs: 40 });
    work = mkdtempSync(path.join(tmpdir(), 'verify-all-'));
  });
  afterAll(async () => {
    await site.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** A checkout at a commit whose navigation names `count` pages under docs/. */
  function checkout(count: number): { repo: string; sha: string; pages: Record<string, string> } {
    const repo = path.join(work, 'repo');
    mkdirSync(path.join(repo, 'docs'), { recursive: true });
    const names = Array.from({ length: count }, (_, i) => `page-${i}`);
    const pages: Record<string, string> = {};
    for (const name of names) {
      writeFileSync(path.join(repo, 'docs', `${name}.mdx`), NEW(name));
      pages[`/${name}`] = NEW(name);
    }
    writeFileSync(
      path.join(repo, 'docs', 'docs.json'),
      JSON.stringify({ navigation: { groups: [{ group: 'All', pages: names }] } }),
    );
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
        encoding: 'utf8',
      }).trim();
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'docs');
    return { repo, sha: git('rev-parse', 'HEAD'), pages };
  }

  it('reads the navigation from the checkout and finds the page a deploy left behind, 8 in flight at most', async () => {
    const { repo, sha, pages } = checkout(24);
    // The last deploy left /page-7 behind: the site still serves its old version.
    site.publish({ ...pages, '/page-7': OLD('page-7') });
    const before = site.requests.length;
    const run = await runInProcess({
      inputs: {
        mode: 'status',
        verify: 'all',
        'docs-root': 'docs',
        'site-url': site.url,
        timeout: '60s',
        'verify-timeout': '2s',
      },
      event: { name: 'schedule', payload: { schedule: '0 6 * * *' } },
      sha,
      env: { GITHUB_WORKSPACE: repo },
    });
    expect(run.exitCode, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({ live: 'stale', 'stale-pages': '["/page-7"]' });
    expect(run.stdout).toContain('read from the checkout');
    expect(run.summary).toContain('committed files from the checkout');
    const asked = site.requests.slice(before).map((r) => r.path);
    // Every page the navigation names, each fresh one once.
    for (const page of Object.keys(pages)) expect(asked).toContain(`${page}.md`);
    expect(asked.filter((p) => p === '/page-3.md')).toHaveLength(1);
    expect(asked.filter((p) => p === '/page-7.md').length).toBeGreaterThan(1);
    expect(site.peakInFlight()).toBeLessThanOrEqual(8);
    expect(site.peakInFlight()).toBeGreaterThan(1);
  });

  it('a hostile site cannot hold the step past its timeout: unclosed markup, a body that never ends', async () => {
    const { repo, sha } = checkout(3);
    // `.md` is not served, so each page is asked as HTML: page-0 is 1.4 MiB of unclosed `<svg`
    // and `<` (minutes for the regular expressions that read HTML before), page-1 sends a byte a
    // second and never ends, page-2 never answers at all.
    const sockets = new Set<Socket>();
    const hostile = createServer((req, res) => {
      const url = req.url ?? '/';
      if (url.endsWith('.md')) return void res.writeHead(404).end('Not found');
      if (url.endsWith('/page-2')) return;
      res.writeHead(200, { 'content-type': 'text/html' });
      if (url.endsWith('/page-0')) return void res.end('<svg <'.repeat(245_000));
      const drip = setInterval(() => res.write('<'), 1_000);
      res.on('close', () => clearInterval(drip));
    });
    hostile.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    const port = (hostile.address() as AddressInfo).port;
    const started = Date.now();
    try {
      const run = await runInProcess({
        inputs: {
          mode: 'status',
          verify: 'all',
          'docs-root': 'docs',
          'site-url': `http://127.0.0.1:${port}`,
          timeout: '30s',
          'verify-timeout': '3s',
          'on-stale': 'warn',
        },
        event: { name: 'schedule', payload: { schedule: '0 6 * * *' } },
        sha,
        env: { GITHUB_WORKSPACE: repo },
      });
      // Each request ends by its own timeout (15 s at most), not the step's.
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(run.stdout).not.toContain('Timed out after');
      expect(run.outputs.live, run.stdout).toMatch(/^(stale|unverified)$/);
      expect(run.summary).toContain('page-0');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hostile.close(resolve));
    }
  });
});

describe('a site kept in docs/ with `docs-root` left empty: the folder found is used on every path', () => {
  /**
   * The repository at `sha`: docs/docs.json naming `names`, each page under docs/ in its new
   * version. The live site serves `names` at the site's root (no `/docs` prefix), as Mintlify does.
   */
  function docsFolderAt(sha: string, names: string[]): void {
    github.setRepoFile('docs/docs.json', JSON.stringify({ navigation: { pages: names } }), sha);
    for (const name of names) github.setRepoFile(`docs/${name}.mdx`, NEW(name), sha);
    github.setRepoFile('README.md', '# The product\n', sha);
  }
  const patchOf = (name: string) => ({
    filename: `docs/${name}.mdx`,
    patch: `@@ -5 +5 @@\n-The old text of ${name}.\n+The new text of ${name}, now “shipped”.`,
  });

  it('`status-id`: the update’s docs/ files are checked as the site’s pages', async () => {
    const sha = '2'.repeat(40);
    docsFolderAt(sha, ['sub-api']);
    github.setCommitFiles(sha, [patchOf('sub-api')]);
    platform.site.publish({ '/sub-api': OLD('sub-api') });
    const id = platform.createUpdate({
      commitSha: sha,
      filesChanged: { added: [], modified: ['docs/sub-api.mdx', 'docs/docs.json'], removed: [] },
      publish: { pages: { '/sub-api': NEW('sub-api') } },
    });
    const run = await runInProcess({ inputs: apiInputs({ 'status-id': id }), env: github.env() });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.stdout).toContain('Docs folder: `docs`');
    expect(run.outputs.live).toBe('fresh');
    expect(run.summary).toContain('| `/sub-api`<br>modified |');
    expect(run.summary).not.toContain('/docs/sub-api');
  });

  it('`follow: github-app`: the push’s docs/ files are the pages; files outside docs/ deploy nothing', async () => {
    const sha = '3'.repeat(40);
    const before = 'f'.repeat(40);
    docsFolderAt(sha, ['sub-app']);
    github.setCommitFiles(sha, [patchOf('sub-app')], before);
    github.seedDeployment({ sha, statuses: [{ state: 'success', description: 'Deployed' }] });
    platform.site.publish({ '/sub-app': NEW('sub-app') });
    const pushOf = (modified: string[]) => ({
      name: 'push',
      payload: { before, after: sha, commits: [{ id: sha, added: [], modified, removed: [] }] },
    });
    const inputs = {
      mode: 'status',
      follow: 'github-app',
      'github-token': github.token,
      'site-url': platform.site.url,
      'verify-timeout': '4s',
    };
    try {
      const run = await runInProcess({
        inputs,
        event: pushOf(['docs/sub-app.mdx']),
        sha,
        env: github.env(),
      });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs.live).toBe('fresh');
      expect(run.summary).toContain('`/sub-app`');
      expect(run.summary).not.toContain('/docs/sub-app');
      // An image and a page outside the docs folder are no docs files of this site.
      const outside = await runInProcess({
        inputs,
        event: pushOf(['README.md', 'images/logo.png']),
        sha,
        env: github.env(),
      });
      expect(outside.outputs.live).toBe('unverified');
      expect(outside.summary).toContain('this push changes no docs file under \\`docs\\`');
    } finally {
      github.state.repoDeployments.length = 0;
    }
  });

  it.each(['schedule', 'workflow_dispatch'])(
    '`verify: all` on %s: each navigation page compared with its file under docs/',
    async (event) => {
      const sha = (event === 'schedule' ? '4' : '5').repeat(40);
      const names = [`sub-all-${event}-a`, `sub-all-${event}-b`];
      docsFolderAt(sha, names);
      const [fresh = '', left = ''] = names;
      // The last deploy left the second page behind.
      platform.site.publish({ [`/${fresh}`]: NEW(fresh), [`/${left}`]: OLD(left) });
      const run = await runInProcess({
        inputs: {
          mode: 'status',
          verify: 'all',
          'github-token': github.token,
          'site-url': platform.site.url,
          'verify-timeout': '2s',
          'on-stale': 'warn',
        },
        event: { name: event, payload: {} },
        sha,
        env: github.env(),
      });
      expect(run.exitCode, run.stdout).toBe(0);
      expect(run.outputs).toMatchObject({ live: 'stale', 'stale-pages': `["/${left}"]` });
      expect(run.stdout).toContain(
        `::warning title=Stale page on the live site,file=docs/${left}.mdx::`,
      );
      expect(run.summary).toContain(`\`/${fresh}\``);
    },
  );
});
