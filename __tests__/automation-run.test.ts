/**
 * The automation runner (src/modes/automation/run.ts) in process: `run()` of src/main.ts with a
 * runner's environment (helpers/in-process.ts) against the platform emulator's trigger automation
 * endpoint (an active, an inactive, a not custom-scheduled and an unknown automation), its
 * summary, outputs and annotations captured. The emulator's request log counts what was sent.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { runInProcess, type InProcessRun } from './helpers/in-process.js';

const DASHBOARD = 'https://app.mintlify.com/products/automations';

let emu: PlatformEmulator;

beforeAll(async () => {
  emu = await startPlatformEmulator({ seed: 7 });
});

afterEach(() => {
  emu.clearFaults();
});

afterAll(async () => {
  await emu.close();
});

/** Runs the action in automation mode (in process) and returns the run with the requests it sent. */
async function automation(automationId: string, extra: Record<string, string> = {}) {
  const before = emu.requests.length;
  const run = await runInProcess({
    inputs: {
      'admin-key': emu.adminKey,
      mode: 'automation',
      'api-url': emu.url,
      'project-id': emu.projectId,
      'automation-id': automationId,
      ...extra,
    },
  });
  return { run, sent: emu.requests.slice(before) };
}

function errors(run: InProcessRun): string {
  return run.annotations
    .filter((a) => a.command === 'error')
    .map((a) => a.message)
    .join('\n');
}

function expectNoKey(run: InProcessRun): void {
  const stdout = run.stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
  for (const text of [stdout, run.stderr, run.summary, JSON.stringify(run.outputs)]) {
    expect(text).not.toContain(emu.adminKey);
  }
}

describe('mode: automation', () => {
  it('queues a run of an active automation and outputs its ids', async () => {
    const { run, sent } = await automation(emu.automationId);

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/workflow/${emu.projectId}/${emu.automationId}/trigger`,
    ]);
    expect(sent[0]?.authorization).toBe(`Bearer ${emu.adminKey}`);
    const queued = emu.automationRuns().at(-1);
    expect(queued?.schemaId).toBe(emu.automationId);
    expect(run.outputs).toMatchObject({
      outcome: 'success',
      'instance-id': queued?.instanceId,
      'job-id': queued?.jobId,
    });
    expect(run.summary).toMatch(/^## ✅ Automation run queued/m);
    expect(run.summary).toContain(`\`${queued?.instanceId}\``);
    expect(run.summary).toContain(`\`${queued?.jobId}\``);
    expect(run.summary).toContain(`[Automations page](${DASHBOARD})`);
    expect(run.stdout).toContain(`Queued run ${queued?.instanceId}`);
    expectNoKey(run);
  });

  it('explains an inactive automation in one request, without retrying', async () => {
    const runs = emu.automationRuns().length;
    const { run, sent } = await automation('auto_paused');

    expect(run.exitCode).not.toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.status).toBe(400);
    expect(emu.automationRuns()).toHaveLength(runs);
    expect(run.outputs.outcome).toBe('failure');
    expect(run.outputs['instance-id']).toBeUndefined();
    const error = errors(run);
    expect(error).toContain('HTTP 400');
    expect(error).toContain('the automation is not active');
    expect(error).toContain('Turn it on with the toggle');
    expect(error).not.toContain('custom schedule');
    expect(run.summary).toMatch(/^## ❌ Automation not triggered/m);
    expect(run.summary).toContain('Nothing was queued.');
  });

  it('explains an automation without a custom schedule in one request', async () => {
    const { run, sent } = await automation('auto_on_push');

    expect(run.exitCode).not.toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.status).toBe(400);
    const error = errors(run);
    expect(error).toContain('the automation has no custom schedule');
    expect(error).not.toContain('not active');
  });

  it('explains an unknown automation (404) in one request', async () => {
    const { run, sent } = await automation('auto_missing');

    expect(run.exitCode).not.toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.status).toBe(404);
    const error = errors(run);
    expect(error).toContain('HTTP 404');
    expect(error).toContain('no automation id "auto_missing" exists in this project');
    expect(error).toContain('`project-id`');
    expect(error).toContain(DASHBOARD);
  });

  it('lists the three 400 cases when the platform does not say which', async () => {
    emu.inject({
      endpoint: 'triggerAutomation',
      kind: 'status',
      status: 400,
      body: { error: 'Bad request' },
    });
    const { run, sent } = await automation(emu.automationId);

    expect(run.exitCode).not.toBe(0);
    expect(sent).toHaveLength(1);
    const error = errors(run);
    expect(error).toContain('One of three things is wrong: (1) the automation is not active');
    expect(error).toContain('(2) the automation has no custom schedule');
    expect(error).toContain('(3) the automation id is malformed');
    expect(error).toContain('The platform said: "Bad request"');
  });

  it('refuses an id that could change the request path before any request', async () => {
    const { run, sent } = await automation('../update/proj');

    expect(run.exitCode).not.toBe(0);
    expect(sent).toEqual([]);
    expect(run.outputs.outcome).toBe('failure');
    expect(errors(run)).toContain('`automation-id` "../update/proj" is not an automation ID');
  });

  it('does not repeat a trigger that failed with 500: a run may have been queued', async () => {
    emu.inject({ endpoint: 'triggerAutomation', kind: 'status', status: 500 });
    const { run, sent } = await automation(emu.automationId);

    expect(run.exitCode).not.toBe(0);
    expect(sent).toHaveLength(1);
    const error = errors(run);
    expect(error).toContain('It was not retried');
    expect(error).toContain('a second automation run');
    expect(run.summary).toMatch(/^## ❔ Automation trigger failed: a run may have been queued/m);
    expect(run.summary).toContain('**may have been queued**');
  });

  it('retries a 503 (nothing was queued) and then queues one run', async () => {
    emu.inject({ endpoint: 'triggerAutomation', kind: 'status', status: 503, retryAfter: '0' });
    const runs = emu.automationRuns().length;
    const { run, sent } = await automation(emu.automationId);

    expect(run.exitCode, run.stdout + run.stderr).toBe(0);
    expect(sent.map((r) => r.status)).toEqual([503, 202]);
    expect(emu.automationRuns()).toHaveLength(runs + 1);
    expect(run.outputs['instance-id']).toBe(emu.automationRuns().at(-1)?.instanceId);
  });
});
