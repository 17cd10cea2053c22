/**
 * The preview runner (src/modes/preview/run.ts, and end.ts for a closed PR) in process: `run()`
 * of src/main.ts with a runner's environment (helpers/in-process.ts) against the platform emulator
 * (preview endpoint, update lifecycle, faults) and the GitHub emulator (PR comments, Deployments
 * and their statuses), its summary, outputs and annotations captured. Cancelling by SIGTERM needs
 * a process: preview.e2e.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { runInProcess, type InProcessOptions, type InProcessRun } from './helpers/in-process.js';

/** The PR's head commit (not GITHUB_SHA, which is the merge commit on pull_request runs). */
const HEAD_SHA = 'abcdef0123456789abcdef0123456789abcdef01';
/** A branch name a URL would mangle: it must reach the API as written, in the JSON body. */
const ODD_BRANCH = 'docs/ü-#1&"q"%2F';
/** This run's page, as run-action's GITHUB_RUN_ID makes it. */
const RUN_URL = 'https://github.com/acme/docs/actions/runs/4242';

let platform: PlatformEmulator;
let github: GitHubEmulator;

beforeAll(async () => {
  // A limit high enough that the shared emulator never rate-limits these tests by itself.
  [platform, github] = await Promise.all([
    startPlatformEmulator({
      previewLimit: { count: 1_000, windowMs: 60_000 },
      preview: { queuedMs: 200, runningMs: 500 },
    }),
    startGitHubEmulator(),
  ]);
});

afterEach(() => {
  platform.clearFaults();
  platform.setPreviewBehaviour({ queuedMs: 200, runningMs: 500 });
});

afterAll(async () => {
  await Promise.all([platform.close(), github.close()]);
});

/** A pull_request event for PR `number` of acme/docs. */
function prEvent(number: number, options: { fork?: boolean; branch?: string } = {}) {
  return {
    name: 'pull_request',
    payload: {
      pull_request: {
        number,
        head: {
          ref: options.branch ?? ODD_BRANCH,
          sha: HEAD_SHA,
          repo: { full_name: options.fork ? 'stranger/docs' : 'acme/docs' },
        },
        base: { ref: 'main', repo: { full_name: 'acme/docs' } },
      },
    },
  };
}

/** Runs the action in preview mode (in process). */
function preview(
  extra: Record<string, string> = {},
  options: Partial<InProcessOptions> & { plat?: PlatformEmulator; gh?: GitHubEmulator } = {},
): Promise<InProcessRun> {
  const plat = options.plat ?? platform;
  const gh = options.gh ?? github;
  const { plat: _p, gh: _g, ...rest } = options;
  return runInProcess({
    inputs: {
      'admin-key': plat.adminKey,
      mode: 'preview',
      'api-url': plat.url,
      'project-id': plat.projectId,
      'github-token': gh.token,
      timeout: '30s',
      ...extra,
    },
    env: gh.env(),
    ...rest,
  });
}

/** The preview comments on a PR (by marker), and the feedback ones. */
function previewComments(pr: number, gh = github, key = platform.projectId) {
  const marker = `<!-- mintlify-docs-action:preview:${key} -->`;
  return (gh.state.comments.get(pr) ?? []).filter((c) => c.body.startsWith(marker));
}

function commentWrites(from: number, gh = github) {
  return gh.requests
    .slice(from)
    .filter(
      (r) =>
        (r.method === 'POST' && /\/issues\/\d+\/comments$/.test(r.path)) ||
        (r.method === 'PATCH' && /\/issues\/comments\/\d+$/.test(r.path)),
    );
}

function annotations(run: InProcessRun, command: string): string[] {
  return run.annotations.filter((a) => a.command === command).map((a) => a.message);
}

function lastDeployment(gh = github) {
  const d = gh.state.repoDeployments.at(-1);
  if (!d) throw new Error('no deployment was created');
  return d;
}

/** The admin key and the GitHub token appear nowhere the run wrote (their masks aside). */
function expectNoSecrets(run: InProcessRun, plat = platform, gh = github): void {
  const stdout = run.stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
  const comments = [...gh.state.comments.values()].flat().map((c) => c.body);
  const everything = [stdout, run.stderr, run.summary, JSON.stringify(run.outputs), ...comments];
  for (const text of everything) {
    expect(text).not.toContain(plat.adminKey);
    expect(text).not.toContain(gh.token);
  }
}

describe('mode: preview', () => {
  it('previews a PR: sticky comment, deployment statuses and outputs', async () => {
    const requestsBefore = platform.requests.length;
    const ghBefore = github.requests.length;
    const run = await preview({}, { event: prEvent(11) });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const record = platform.previews().at(-1);
    expect(record?.branch).toBe(ODD_BRANCH);

    // One POST, the branch in the JSON body and nowhere in the URL; then status polls.
    const sent = platform.requests.slice(requestsBefore);
    const posts = sent.filter((r) => r.endpoint === 'startPreview');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe(`/v1/project/preview/${platform.projectId}`);
    expect(posts[0]?.body).toEqual({ branch: ODD_BRANCH });
    expect(sent.filter((r) => r.endpoint === 'getUpdateStatus').length).toBeGreaterThanOrEqual(1);

    expect(run.outputs).toMatchObject({
      outcome: 'success',
      status: 'success',
      'status-id': record?.statusId,
      'preview-url': record?.previewUrl,
      'commit-sha': record?.commitSha,
    });
    expect(JSON.parse(run.outputs['files-changed'] ?? '')).toHaveProperty('modified');

    // The comment: written "building", then updated once to "ready" with the link on top.
    const comments = previewComments(11);
    expect(comments).toHaveLength(1);
    const comment = comments[0];
    expect(run.outputs['comment-id']).toBe(String(comment?.id));
    const writes = commentWrites(ghBefore);
    expect(writes.map((w) => w.method)).toEqual(['POST', 'PATCH']);
    expect(String((writes[0]?.body as { body: string }).body)).toContain('Docs preview building');
    const body = comment?.body ?? '';
    // Links are normalized (`https://host` → `https://host/`).
    const link = new URL(record?.previewUrl ?? '').href;
    expect(body).toContain('## ✅ Docs preview ready');
    expect(body).toContain(`### [Open the preview →](${link})`);
    expect(body.indexOf('Open the preview')).toBeLessThan(body.indexOf('**Branch**'));
    expect(body).toContain(`**Branch** \`${ODD_BRANCH}\``);
    expect(body).toContain(`/commit/${record?.commitSha}`);
    expect(body).toContain('**Changed files: 3**');
    expect(body).toContain(`[Workflow run](${RUN_URL})`);
    // Not the feedback comment's marker.
    expect(body).not.toContain('mintlify-docs-action:feedback:');

    // The deployment: the PR head, transient, no merge, no required contexts; two statuses.
    const deployment = lastDeployment();
    expect(run.outputs['deployment-id']).toBe(String(deployment.id));
    expect(deployment).toMatchObject({
      ref: HEAD_SHA,
      sha: HEAD_SHA,
      environment: 'docs-preview',
      transientEnvironment: true,
      productionEnvironment: false,
      autoMerge: false,
      requiredContexts: [],
    });
    expect(deployment.statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
    expect(deployment.statuses[0]?.logUrl).toBe(RUN_URL);
    expect(deployment.statuses[1]?.environmentUrl).toBe(record?.previewUrl);

    // The job summary: the preview link first, then the update like `mode: status`.
    expect(run.summary.split('\n')[0]).toBe(
      `**🔗 Preview: [${link}](${link})** (branch \`${ODD_BRANCH}\`)`,
    );
    expect(run.summary).toMatch(/^## ✅ Docs preview succeeded/m);
    expectNoSecrets(run);
  });

  it('links each changed page on the preview: not removed pages, not other files or snippets, at most 20', async () => {
    github.setPullFiles(13, [
      { filename: 'docs/quickstart.mdx', status: 'modified' },
      { filename: 'docs/guides/getting-started/index.mdx', status: 'added' },
      {
        filename: 'docs/guides/new-name.mdx',
        status: 'renamed',
        previous_filename: 'docs/guides/old-name.mdx',
      },
      { filename: 'docs/guides/removed.mdx', status: 'removed' },
      { filename: 'docs/docs.json', status: 'modified' },
      { filename: 'docs/images/diagram.png', status: 'added' },
      // A snippet is never a page of its own: its link would be a 404.
      { filename: 'docs/snippets/intro-note.mdx', status: 'added' },
      { filename: 'docs/guides/@everyone [x](javascript:alert(1)).mdx', status: 'added' },
    ]);
    const run = await preview({ 'docs-root': 'docs' }, { event: prEvent(13) });
    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const base = new URL(platform.previews().at(-1)?.previewUrl ?? '').href.replace(/\/$/, '');
    const body = previewComments(13)[0]?.body ?? '';
    expect(body).toContain('**Changed pages on the preview** (4)');
    expect(body).toContain(`- [/quickstart](${base}/quickstart)`);
    expect(body).toContain(`- [/guides/getting\\-started](${base}/guides/getting-started)`);
    expect(body).toContain(`- [/guides/new\\-name](${base}/guides/new-name)`);
    // The hostile file name is one escaped link: no mention, no second link.
    expect(body).toContain(
      `](${base}/guides/%40everyone%20%5Bx%5D%28javascript%3Aalert%281%29%29)`,
    );
    expect(body).not.toMatch(/\]\(javascript:|@everyone/);
    for (const absent of ['removed', 'old-name', 'docs.json', 'diagram', 'intro-note']) {
      expect(body.slice(body.indexOf('Changed pages on the preview'))).not.toContain(`/${absent}`);
    }
    // Links only once the preview is ready: the first ("building") write had none.
    const first = github.requests.find(
      (r) => r.method === 'POST' && r.path.endsWith('/issues/13/comments'),
    );
    expect(String((first?.body as { body: string }).body)).not.toContain('Changed pages');

    // 25 pages: 20 links, then how many more.
    github.setPullFiles(
      14,
      Array.from({ length: 25 }, (_, i) => ({
        filename: `page-${String(i).padStart(2, '0')}.mdx`,
      })),
    );
    const many = await preview({}, { event: prEvent(14) });
    expect(many.exitCode).toBe(0);
    const list = previewComments(14)[0]?.body ?? '';
    expect(list.match(/^- \[\/page\\-\d+\]\(/gm)).toHaveLength(20);
    expect(list).toContain('- …and 5 more');
    expect(list).toContain(`(${base}/page-19)`);
    expect(list).not.toContain('/page-20)');
  });

  it('links the changed pages right without `docs-root`: the folder of docs.json is found', async () => {
    github.setRepoFile('docs/docs.json', '{"navigation": {"pages": ["quickstart"]}}', HEAD_SHA);
    github.setRepoFile('.github/docs.json', '{}', HEAD_SHA);
    github.setPullFiles(61, [
      { filename: 'docs/quickstart.mdx', status: 'modified' },
      { filename: 'README.md', status: 'modified' },
    ]);
    const before = github.requests.length;
    try {
      const run = await preview({}, { event: prEvent(61) });
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      const base = new URL(platform.previews().at(-1)?.previewUrl ?? '').href.replace(/\/$/, '');
      const body = previewComments(61)[0]?.body ?? '';
      expect(body).toContain('**Changed pages on the preview** (1)');
      expect(body).toContain(`- [/quickstart](${base}/quickstart)`);
      const trees = github.requests.slice(before).filter((r) => r.path.includes('/git/trees/'));
      expect(trees.map((r) => r.path)).toEqual([
        `/repos/acme/docs/git/trees/${HEAD_SHA}?recursive=1`,
      ]);
    } finally {
      github.removeRepoFile('docs/docs.json');
      github.removeRepoFile('.github/docs.json');
    }
  });

  it('previews without page links, and one warning, when the PR files cannot be listed', async () => {
    github.inject({ route: /\/pulls\/15\/files$/, status: 500, times: 4 });
    const run = await preview({}, { event: prEvent(15) });
    expect(run.exitCode, run.stdout).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(annotations(run, 'warning').join('\n')).toContain(
      'The preview comment will not link the changed pages: the files of PR #15 could not be listed',
    );
    const body = previewComments(15)[0]?.body ?? '';
    expect(body).toContain('## ✅ Docs preview ready');
    expect(body).not.toContain('Changed pages on the preview');
  });

  it('updates the same comment on a re-run and keeps the old (transient) deployment', async () => {
    const first = await preview({}, { event: prEvent(12, { branch: 'feature/rerun' }) });
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    const firstId = first.outputs['comment-id'];
    const firstDeployment = lastDeployment();
    const ghBefore = github.requests.length;

    const second = await preview({}, { event: prEvent(12, { branch: 'feature/rerun' }) });

    expect(second.exitCode, second.stdout + second.stderr).toBe(0);
    expect(second.outputs['comment-id']).toBe(firstId);
    expect(previewComments(12)).toHaveLength(1);
    // Building, then ready again: two edits of the one comment, no new comment.
    expect(commentWrites(ghBefore).map((w) => w.method)).toEqual(['PATCH', 'PATCH']);
    expect(previewComments(12)[0]?.body).toContain(
      `/commit/${platform.previews().at(-1)?.commitSha ?? '?'}`,
    );
    expect(second.outputs['deployment-id']).not.toBe(first.outputs['deployment-id']);
    // GitHub's auto_inactive leaves transient deployments alone: the first one stays until the
    // PR closes (see "ends the previews of a closed PR").
    expect(firstDeployment.statuses.at(-1)?.state).toBe('success');
    expectNoSecrets(second);
  });

  it('reports a failed preview with its summary and the tail of its log', async () => {
    platform.setPreviewBehaviour({ queuedMs: 100, runningMs: 300, outcome: 'failure' });
    const run = await preview({}, { event: prEvent(13, { branch: 'feature/broken' }) });

    expect(run.exitCode).not.toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'failure', status: 'failure' });
    expect(annotations(run, 'error').join('\n')).toContain(
      'broken link to /guides/missing in guides/intro.mdx',
    );
    const body = previewComments(13)[0]?.body ?? '';
    expect(body).toContain('## ❌ Docs preview failed');
    expect(body).toContain('> Deployment failed: broken link to /guides/missing in guides/intro');
    expect(body).toContain('<details open><summary>Build log: 8 lines</summary>');
    expect(body).toContain('[error] Build failed with 1 error');
    // Hostile log lines stay inside the fenced block.
    const fenceStart = body.indexOf('````text');
    expect(fenceStart).toBeGreaterThan(-1);
    expect(body.slice(0, fenceStart)).not.toContain('<script>');
    expect(lastDeployment().statuses.map((s) => s.state)).toEqual(['in_progress', 'failure']);
    expect(run.summary).toMatch(/^## ❌ Docs preview failed/m);
    expectNoSecrets(run);
  });

  it('skips a fork PR without sending a single request', async () => {
    const platformBefore = platform.requests.length;
    const ghBefore = github.requests.length;
    const run = await preview(
      // Fork PRs get no secrets: the key is empty.
      { 'admin-key': '' },
      { event: prEvent(14, { fork: true }) },
    );

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.outcome).toBe('skipped');
    expect(platform.requests.length).toBe(platformBefore);
    expect(github.requests.length).toBe(ghBefore);
    const notices = annotations(run, 'notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('comes from a fork');
    expect(annotations(run, 'error')).toEqual([]);
    expect(run.summary).toMatch(/^## ⏭️ Docs preview skipped/m);
  });

  it('waits out a 429 (Retry-After) and then previews', async () => {
    platform.inject({ endpoint: 'startPreview', kind: 'status', status: 429, retryAfter: '1' });
    const before = platform.requests.length;
    const run = await preview({}, { event: prEvent(15, { branch: 'feature/busy' }) });

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    const posts = platform.requests.slice(before).filter((r) => r.endpoint === 'startPreview');
    expect(posts.map((r) => r.status)).toEqual([429, 202]);
    expect(run.stdout).toMatch(/Retrying startPreview in 1(\.0)? s: attempt 1 failed \(HTTP 429\)/);
    expect(run.outputs.outcome).toBe('success');
    // One preview, one comment, one deployment.
    expect(previewComments(15)).toHaveLength(1);
    expectNoSecrets(run);
  });

  it('explains a plan without previews (403), and writes no comment or deployment', async () => {
    const plat = await startPlatformEmulator({ previewsEnabled: false });
    try {
      const deploymentsBefore = github.state.repoDeployments.length;
      const run = await preview({}, { plat, event: prEvent(16, { branch: 'feature/plan' }) });

      expect(run.exitCode).not.toBe(0);
      expect(run.outputs.outcome).toBe('failure');
      const posts = plat.requests.filter((r) => r.endpoint === 'startPreview');
      expect(posts.map((r) => r.status)).toEqual([403]);
      const error = annotations(run, 'error').join('\n');
      expect(error).toContain('HTTP 403');
      expect(error).toContain('Previews need a plan that has them');
      expect(error).toContain('Preview deployments are not available on your current plan.');
      expect(previewComments(16, github, plat.projectId)).toHaveLength(0);
      expect(github.state.repoDeployments.length).toBe(deploymentsBefore);
      expectNoSecrets(run, plat);
    } finally {
      await plat.close();
    }
  });

  it('warns, naming `deployments: write`, when GitHub refuses the deployment (403)', async () => {
    const gh = await startGitHubEmulator({ deploymentsWritable: false });
    try {
      const run = await preview({}, { gh, event: prEvent(17, { branch: 'feature/perm' }) });

      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(run.outputs.outcome).toBe('success');
      expect(run.outputs['deployment-id']).toBeUndefined();
      const warnings = annotations(run, 'warning').filter((w) => w.includes('Deployment'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('`deployments: write`');
      // Refused once, not asked again at the end.
      const posts = gh.requests.filter((r) => r.method === 'POST' && /deployments/.test(r.path));
      expect(posts.map((r) => r.status)).toEqual([403]);
      expect(previewComments(17, gh)[0]?.body).toContain('Docs preview ready');
      expectNoSecrets(run, platform, gh);
    } finally {
      await gh.close();
    }
  });

  it('previews the pushed branch on push, with a deployment of GITHUB_SHA and no comment', async () => {
    const sha = '1111111111111111111111111111111111111111';
    const ghBefore = github.requests.length;
    const run = await preview(
      {},
      { event: { name: 'push', payload: {} }, ref: 'refs/heads/release/2.0', sha },
    );

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(platform.previews().at(-1)?.branch).toBe('release/2.0');
    expect(run.outputs.outcome).toBe('success');
    expect(run.outputs['comment-id']).toBeUndefined();
    expect(commentWrites(ghBefore)).toHaveLength(0);
    const deployment = lastDeployment();
    expect(deployment.ref).toBe(sha);
    expect(deployment.statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
    expectNoSecrets(run);
  });

  it('refuses a workflow_dispatch run without `branch` before any request', async () => {
    const before = platform.requests.length;
    const run = await preview(
      { 'project-id': '', 'status-id': 'st_1' },
      { event: { name: 'workflow_dispatch', payload: {} } },
    );

    expect(run.exitCode).not.toBe(0);
    expect(platform.requests.length).toBe(before);
    const error = annotations(run, 'error').join('\n');
    // Every problem in one message.
    expect(error).toContain('`mode: preview` needs `project-id`');
    expect(error).toContain('`mode: preview` needs `branch` on `workflow_dispatch` events');
    expect(error).toContain('`status-id` is for `mode: status`');
  });

  it('times out: the deployment fails and the comment says tracking was cancelled', async () => {
    platform.setPreviewBehaviour({ queuedMs: 0, runningMs: 60_000 });
    // 8 s: GitHub writes are spaced by the throttling plugin (comments 3 s apart), so the
    // preview is still building when the time limit ends, on a loaded machine too.
    const run = await preview(
      { timeout: '8s' },
      { event: prEvent(18, { branch: 'feature/slow' }) },
    );

    expect(run.exitCode).not.toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'timeout', status: 'in_progress' });
    const error = annotations(run, 'error').join('\n');
    expect(error).toContain('Timed out after 8 s');
    expect(error).toContain('The preview may still finish');
    const body = previewComments(18)[0]?.body ?? '';
    expect(body).toContain('tracking cancelled');
    expect(body).toContain('tracking was cancelled while the preview was `in_progress`');
    expect(lastDeployment().statuses.map((s) => s.state)).toEqual(['in_progress', 'failure']);
    expect(run.summary).toMatch(/^## ⏱️ Docs preview: timed out after 8 s/m);
    expectNoSecrets(run);
  });
});

/**
 * `mode: preview` on a closed pull request (src/modes/preview/end.ts), with emulators of its own:
 * the platform must get no request at all; the GitHub emulator holds the PR's deployments and
 * comments. Two previews of one PR, one of another PR, then the first PR closes.
 */
describe('mode: preview on a closed pull request', () => {
  let endPlatform: PlatformEmulator;
  let endGitHub: GitHubEmulator;

  beforeAll(async () => {
    [endPlatform, endGitHub] = await Promise.all([
      startPlatformEmulator({
        previewLimit: { count: 1_000, windowMs: 60_000 },
        preview: { queuedMs: 100, runningMs: 200 },
      }),
      startGitHubEmulator(),
    ]);
  });

  afterAll(async () => {
    await Promise.all([endPlatform.close(), endGitHub.close()]);
  });

  /** A pull_request event of acme/docs; `closed` adds the action and `merged`. */
  function endEvent(number: number, closed?: { merged: boolean }, fork = false) {
    return {
      name: 'pull_request',
      payload: {
        ...(closed ? { action: 'closed' } : { action: 'synchronize' }),
        pull_request: {
          number,
          ...(closed
            ? { state: 'closed', merged: closed.merged }
            : { state: 'open', merged: false }),
          head: {
            ref: `feature/pr-${number}`,
            sha: HEAD_SHA,
            repo: { full_name: fork ? 'stranger/docs' : 'acme/docs' },
          },
          base: { ref: 'main', repo: { full_name: 'acme/docs' } },
        },
      },
    };
  }

  function previewOn(event: ReturnType<typeof endEvent>): Promise<InProcessRun> {
    return runInProcess({
      inputs: {
        'admin-key': endPlatform.adminKey,
        mode: 'preview',
        'api-url': endPlatform.url,
        'project-id': endPlatform.projectId,
        'github-token': endGitHub.token,
        timeout: '30s',
      },
      env: endGitHub.env(),
      event,
    });
  }

  const MARKER = (): string => `<!-- mintlify-docs-action:preview:${endPlatform.projectId} -->`;

  /** Deployments whose payload names `pr`, oldest first. */
  function deploymentsOf(pr: number) {
    return endGitHub.state.repoDeployments.filter(
      (d) =>
        (d.payload as Record<string, { pullRequest?: number }>)['mintlify-docs-action']
          ?.pullRequest === pr,
    );
  }

  function commentsOf(pr: number) {
    return endGitHub.state.comments.get(pr) ?? [];
  }

  it('marks both previews of the PR inactive and says closed, with no platform request', async () => {
    // Someone else's comments, one of them carrying our marker: never to be touched.
    const planted = endGitHub.state.comments.get(41) ?? [];
    endGitHub.seedComment(41, `${MARKER()}\nplanted by a stranger`, 'mallory');
    endGitHub.seedComment(41, 'Looks good to me @octo', 'octo-reviewer');
    for (const pr of [41, 41, 42]) {
      const run = await previewOn(endEvent(pr));
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    }
    const mine = deploymentsOf(41);
    expect(mine).toHaveLength(2);
    // Transient: the second success did not inactivate the first (GitHub's auto_inactive).
    expect(mine.map((d) => d.statuses.at(-1)?.state)).toEqual(['success', 'success']);
    const others = commentsOf(41).filter((c) => c.user.login !== 'github-actions[bot]');
    const othersBefore = others.map((c) => ({ id: c.id, body: c.body, at: c.updated_at }));
    expect(othersBefore).toHaveLength(2 + planted.length);

    const platformBefore = endPlatform.requests.length;
    const ghBefore = endGitHub.requests.length;
    const run = await previewOn(endEvent(41, { merged: false }));

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    expect(endPlatform.requests.length).toBe(platformBefore);
    // Both deployments of PR 41 inactive; PR 42's is left as it was.
    expect(mine.map((d) => d.statuses.at(-1)?.state)).toEqual(['inactive', 'inactive']);
    expect(mine[0]?.statuses.at(-1)?.description).toBe(
      'Pull request closed: the preview is no longer updated',
    );
    expect(deploymentsOf(42).map((d) => d.statuses.at(-1)?.state)).toEqual(['success']);

    // Our comment says closed, keeps the last link; nobody else's comment was touched.
    const ours = commentsOf(41).filter((c) => c.user.login === 'github-actions[bot]');
    expect(ours).toHaveLength(1);
    expect(run.outputs['comment-id']).toBe(String(ours[0]?.id));
    const body = ours[0]?.body ?? '';
    expect(body.startsWith(MARKER())).toBe(true);
    expect(body).toContain('## 🔒 Docs preview ended: pull request closed');
    expect(body).toContain(
      'This pull request was closed, so its docs preview is no longer updated',
    );
    expect(body).toContain(
      endPlatform.previews().find((p) => p.branch === 'feature/pr-41')?.previewUrl ?? '?',
    );
    expect(
      commentsOf(41)
        .filter((c) => c.user.login !== 'github-actions[bot]')
        .map((c) => ({ id: c.id, body: c.body, at: c.updated_at })),
    ).toEqual(othersBefore);
    const writes = endGitHub.requests
      .slice(ghBefore)
      .filter((r) => r.method !== 'GET' && !r.path.endsWith('/graphql'));
    const otherIds = othersBefore.map((c) => c.id);
    for (const w of writes) {
      expect(otherIds.some((id) => w.path.endsWith(`/comments/${id}`))).toBe(false);
    }
    // Exactly: two inactive statuses and one comment edit.
    expect(writes.map((w) => w.method).sort()).toEqual(['PATCH', 'POST', 'POST']);
    expect(commentsOf(42).some((c) => c.body.includes('Docs preview ended'))).toBe(false);

    expect(run.summary).toMatch(/^## 🔒 Docs preview ended/m);
    expect(run.summary).toContain('2 marked inactive');
    expect(run.summary).toContain('Preview comment: updated to say the preview ended.');

    // A re-run of the closed event changes nothing.
    const ghAgain = endGitHub.requests.length;
    const again = await previewOn(endEvent(41, { merged: false }));
    expect(again.exitCode).toBe(0);
    expect(endPlatform.requests.length).toBe(platformBefore);
    expect(
      endGitHub.requests
        .slice(ghAgain)
        .filter((r) => r.method !== 'GET' && !r.path.endsWith('/graphql')),
    ).toEqual([]);
    expect(again.summary).toContain('0 marked inactive; 2 already were');
  });

  it('says merged when the PR was merged', async () => {
    const before = endPlatform.requests.length;
    const run = await previewOn(endEvent(42, { merged: true }));

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(endPlatform.requests.length).toBe(before);
    expect(deploymentsOf(42).map((d) => d.statuses.at(-1)?.state)).toEqual(['inactive']);
    const body = commentsOf(42).find((c) => c.body.startsWith(MARKER()))?.body ?? '';
    expect(body).toContain('## 🔀 Docs preview ended: pull request merged');
  });

  it('still skips a closed PR from a fork, touching nothing', async () => {
    const [plat, gh] = [endPlatform.requests.length, endGitHub.requests.length];
    const run = await previewOn(endEvent(43, { merged: false }, true));

    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('skipped');
    expect(endPlatform.requests.length).toBe(plat);
    expect(endGitHub.requests.length).toBe(gh);
  });
});

/**
 * The guard (src/guard.ts) on what the preview runner writes, with emulators of its own: a
 * platform that echoes the admin key and the workflow's GitHub token back in a failed preview's
 * summary and build log, or answers with a `javascript:` preview URL. Nothing secret reaches the
 * PR comment, the Deployment, the job summary or the outputs; a value that does not fit its
 * output's shape is withheld with one warning that names the output, not the value.
 */
describe('the guard on `mode: preview`', () => {
  let guardPlatform: PlatformEmulator;
  let guardGitHub: GitHubEmulator;
  let nextPr = 1900;

  beforeAll(async () => {
    [guardPlatform, guardGitHub] = await Promise.all([
      startPlatformEmulator({
        seed: 19,
        previewLimit: { count: 1_000, windowMs: 60_000 },
        update: { queuedMs: 0, runningMs: 150 },
      }),
      startGitHubEmulator(),
    ]);
  });
  afterEach(() => {
    guardPlatform.setPreviewBehaviour({});
  });
  afterAll(async () => {
    await Promise.all([guardPlatform.close(), guardGitHub.close()]);
  });

  function guardPreview(pr: number): Promise<InProcessRun> {
    return runInProcess({
      inputs: {
        'admin-key': guardPlatform.adminKey,
        'api-url': guardPlatform.url,
        'project-id': guardPlatform.projectId,
        'github-token': guardGitHub.token,
        timeout: '30s',
        mode: 'preview',
      },
      env: guardGitHub.env(),
      event: {
        name: 'pull_request',
        payload: {
          pull_request: {
            number: pr,
            head: { ref: 'feature/echo', sha: 'b'.repeat(40), repo: { full_name: 'acme/docs' } },
            base: { repo: { full_name: 'acme/docs' } },
          },
        },
      },
    });
  }

  const warnings = (run: InProcessRun): string[] =>
    run.annotations.filter((a) => a.command === 'warning').map((a) => a.message);

  /** Warnings about output `name` being withheld. */
  const withheld = (run: InProcessRun, name: string): string[] =>
    warnings(run).filter((w) => w.includes(`\`${name}\` output is left unset`));

  it('a failed preview echoing the admin key and the GitHub token leaks neither to GitHub', async () => {
    guardPlatform.setPreviewBehaviour({
      queuedMs: 0,
      runningMs: 150,
      outcome: 'failure',
      echoAuthorization: true,
      summary: `Build failed: git clone with ${guardGitHub.token} refused`,
      logs: [
        `[error] token=${guardGitHub.token} key=${guardPlatform.adminKey}`,
        '[error] Build failed',
      ],
    });
    const pr = nextPr++;
    const deploymentsBefore = guardGitHub.state.repoDeployments.length;
    const run = await guardPreview(pr);

    expect(run.outputs.outcome, run.stdout.slice(-2000)).toBe('failure');
    // The guardPlatform did echo both: the comment carries the failure text, scrubbed.
    const comments = (guardGitHub.state.comments.get(pr) ?? []).map((c) => c.body);
    expect(comments).toHaveLength(1);
    const comment = comments[0] ?? '';
    expect(comment).toContain('Docs preview failed');
    expect(comment).toContain('git clone with *** refused');
    expect(comment).toContain('Bearer ***');
    // Every write toward GitHub: comment bodies as sent (create and update), Deployments and
    // their statuses, the job summary, the outputs.
    const sent = guardGitHub.requests
      .filter((r) => r.method !== 'GET')
      .map((r) => JSON.stringify(r.body ?? ''));
    const deployments = guardGitHub.state.repoDeployments.slice(deploymentsBefore);
    expect(deployments).toHaveLength(1);
    expect(deployments[0]?.statuses.map((s) => s.state)).toEqual(['in_progress', 'failure']);
    const everything = [
      ...comments,
      ...sent,
      JSON.stringify(deployments),
      run.summary,
      JSON.stringify(run.outputs),
    ];
    expect(run.summary).toContain('***');
    for (const text of everything) {
      expect(text).not.toContain(guardPlatform.adminKey);
      expect(text).not.toContain(guardGitHub.token);
    }
  });

  it('withholds a `javascript:` preview URL from `preview-url`, with one warning', async () => {
    const url = 'javascript:alert(document.domain)//https://acme.preview.mintlify.app';
    guardPlatform.setPreviewBehaviour({ queuedMs: 0, runningMs: 150, previewUrl: url });
    const pr = nextPr++;
    const deploymentsBefore = guardGitHub.state.repoDeployments.length;
    const run = await guardPreview(pr);

    expect(run.outputs.outcome, run.stdout.slice(-2000)).toBe('success');
    expect(run.outputs['preview-url']).toBeUndefined();
    expect(run.outputs['status-id']).toMatch(/^[A-Za-z0-9._:-]+$/);
    const why = withheld(run, 'preview-url');
    expect(why).toHaveLength(1);
    expect(why[0]).toContain('not an http(s) URL');
    expect(why[0]).not.toContain('javascript');
    // Neither the comment nor the Deployment links it.
    const comment = guardGitHub.state.comments.get(pr)?.[0]?.body ?? '';
    expect(comment).not.toMatch(/\]\(javascript:/i);
    const statuses = guardGitHub.state.repoDeployments.slice(deploymentsBefore)[0]?.statuses ?? [];
    expect(statuses.map((s) => s.state)).toEqual(['in_progress', 'success']);
    expect(JSON.stringify(statuses)).not.toContain('javascript:');
  });
});
