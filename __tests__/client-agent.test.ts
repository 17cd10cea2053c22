/**
 * The platform client's agent calls (src/platform/client.ts createAgentJob / getAgentJob) over
 * real HTTP against the platform emulator's agent (emulator/platform/agent.ts), which opens its
 * pull requests in the GitHub emulator: the job's life, its budget, and the plain-words errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { AGENT_WORKFLOW_FILE } from '../emulator/platform/agent.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { PlatformClient, PlatformError, RequestBudget } from '../src/platform/index.js';
import { ShapeError, parseAgentJob } from '../src/platform/parse.js';

let platform: PlatformEmulator;
let gh: GitHubEmulator;
beforeAll(async () => {
  [platform, gh] = await Promise.all([startPlatformEmulator({ seed: 3 }), startGitHubEmulator()]);
});
afterAll(async () => {
  await Promise.all([platform.close(), gh.close()]);
});

function client(budget?: RequestBudget, key = platform.adminKey): PlatformClient {
  return new PlatformClient({
    baseUrl: platform.url,
    adminKey: key,
    userAgent: 'test/1',
    retry: { maxAttempts: 1 },
    ...(budget ? { budget } : {}),
  });
}

const PROMPT = 'Improve one page.\nFile to edit: docs/guides/a.mdx\n';

describe('agent jobs', () => {
  it('goes active → completed with a pull request the GitHub emulator holds, touching the named file', async () => {
    platform.setAgent({
      activeReads: 1,
      openPullRequest: (pr) =>
        gh.openPullRequest({ ...pr, files: pr.files.map((filename) => ({ filename })) }).html_url,
    });
    const c = client();
    try {
      const job = await c.createAgentJob(platform.projectId, PROMPT);
      expect(job).toMatchObject({ status: 'active', prLink: null });
      expect((await c.getAgentJob(platform.projectId, job.id)).status).toBe('active');
      const done = await c.getAgentJob(platform.projectId, job.id);
      const pull = gh.state.pulls.at(-1)!;
      expect(done).toEqual({
        id: job.id,
        status: 'completed',
        prLink: pull.html_url,
        sourceRef: pull.head,
      });
      expect(gh.state.pullFiles.get(pull.number)).toEqual([{ filename: 'docs/guides/a.mdx' }]);
      expect(platform.agentJobs().at(-1)?.prompt).toBe(PROMPT);
    } finally {
      await c.close();
    }
  });

  it('ends failed, archived, without a PR, or with one that touches a workflow file', async () => {
    platform.setAgent({ activeReads: 0, outcomes: ['failed', 'archived', 'no-pr', 'pr-workflow'] });
    const c = client();
    try {
      const ended = [];
      for (let i = 0; i < 4; i++) {
        const job = await c.createAgentJob(platform.projectId, PROMPT);
        ended.push(await c.getAgentJob(platform.projectId, job.id));
      }
      expect(ended.map((j) => [j.status, j.prLink === null])).toEqual([
        ['failed', true],
        ['archived', true],
        ['completed', true],
        ['completed', false],
      ]);
      expect(AGENT_WORKFLOW_FILE).toMatch(/^\.github\/workflows\//);
    } finally {
      await c.close();
    }
  });

  it('counts starts and reads against its budget and stops before the 101st request', async () => {
    platform.setAgent({ activeReads: 1_000 });
    const budget = new RequestBudget(3);
    const c = client(budget);
    try {
      const job = await c.createAgentJob(platform.projectId, PROMPT);
      await c.getAgentJob(platform.projectId, job.id);
      await c.getAgentJob(platform.projectId, job.id);
      const before = platform.requests.length;
      await expect(c.getAgentJob(platform.projectId, job.id)).rejects.toThrow(
        /already made 3 agent requests/,
      );
      expect(platform.requests.length).toBe(before);
    } finally {
      await c.close();
    }
  });

  it('says what a 429, a 403 and an unknown job mean', async () => {
    const c = client();
    const readOnly = client(undefined, platform.readOnlyKey);
    try {
      platform.setAgent({ limitPerHour: 0 });
      const limited = await c.createAgentJob(platform.projectId, PROMPT).catch((e: unknown) => e);
      expect(limited).toBeInstanceOf(PlatformError);
      expect((limited as Error).message).toContain('100 uses per project per hour');
      platform.setAgent({ enabled: false });
      const plan = await c.createAgentJob(platform.projectId, PROMPT).catch((e: unknown) => e);
      platform.setAgent({});
      const scope = await readOnly
        .createAgentJob(platform.projectId, PROMPT)
        .catch((e: unknown) => e);
      for (const err of [plan, scope]) {
        expect((err as PlatformError).status).toBe(403);
        expect((err as Error).message).toMatch(
          /plan may not include the agent, or the admin key is read-only/,
        );
      }
      const missing = await c
        .getAgentJob(platform.projectId, 'agent_nope')
        .catch((e: unknown) => e);
      expect((missing as PlatformError).status).toBe(404);
      expect((missing as Error).message).toContain('no agent job has');
    } finally {
      await Promise.all([c.close(), readOnly.close()]);
    }
  });
});

describe('parseAgentJob', () => {
  it('keeps id, status and a prLink, and refuses what it cannot read', () => {
    expect(
      parseAgentJob({ id: 'j', status: 'completed', prLink: 'https://x/pull/1', model: 'm' }),
    ).toEqual({
      id: 'j',
      status: 'completed',
      prLink: 'https://x/pull/1',
      sourceRef: null,
    });
    expect(parseAgentJob({ id: 'j', status: 'active', prLink: 7 }).prLink).toBeNull();
    // The branch the agent works on: a string of sane length, else null.
    const on = (ref: unknown) =>
      parseAgentJob({ id: 'j', status: 'active', source: { repository: 'r', ref } }).sourceRef;
    expect(on('mintlify/fix-1')).toBe('mintlify/fix-1');
    expect([on(null), on(7), on(''), on('x'.repeat(256))]).toEqual([null, null, null, null]);
    expect(() => parseAgentJob({ id: 'j', status: 'done' })).toThrow(ShapeError);
    expect(() => parseAgentJob({ status: 'active' })).toThrow(ShapeError);
    expect(() => parseAgentJob({ id: 'x'.repeat(201), status: 'active' })).toThrow(ShapeError);
  });
});
