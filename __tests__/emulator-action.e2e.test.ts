/**
 * The `emulator/` step end to end, as a runner runs it: the built main (emulator/main/ of the test
 * run's bundle) with INPUT_* variables and the GITHUB_OUTPUT / GITHUB_STATE files, then the built
 * action against the emulator it started, in each mode, then the built post with the
 * saved state as STATE_* variables. Checks that the emulator is gone afterwards and its port free,
 * and that bad inputs or a taken port fail before anything is left running.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DIST, runAction, type ActionRun } from './helpers/run-action.js';

const MAIN = path.join(TEST_DIST, 'emulator', 'main', 'index.js');
const POST = path.join(TEST_DIST, 'emulator', 'post', 'index.js');

/** PIDs of emulators a test started, killed at the end should a test fail half-way. */
const started = new Set<number>();

afterAll(() => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone, as it should be.
    }
  }
});

/** Runs the step's main with these inputs (the others get emulator/action.yml's defaults). */
async function emulatorMain(inputs: Record<string, string>): Promise<ActionRun> {
  const run = await runAction({ entry: MAIN, action: 'emulator', inputs });
  const pid = Number(run.state.emulator_pid);
  if (pid > 0) started.add(pid);
  return run;
}

/** Runs the step's post with the state main saved, as the runner passes it. */
function emulatorPost(state: Record<string, string>): Promise<ActionRun> {
  return runAction({ entry: POST, action: 'emulator', inputs: {}, state });
}

/** Whether `pid` is a live process (a zombie waiting for its reaper counts as gone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    // Reaped between the two reads on Linux; elsewhere there is no /proc to ask.
    return process.platform !== 'linux';
  }
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The error annotations' text. */
function errors(run: ActionRun): string {
  return run.annotations
    .filter((a) => a.command === 'error')
    .map((a) => a.message)
    .join('\n');
}

/** Emulator directories main made under its RUNNER_TEMP. */
function emulatorDirs(run: ActionRun): string[] {
  return readdirSync(run.runnerTemp).filter((name) => name.startsWith('mintlify-emulator-'));
}

describe('emulator step', () => {
  it('serves every mode of the action, then post stops it and frees the port', async () => {
    const main = await emulatorMain({ seed: '7', feedback: '40' });
    expect(main.code, main.stdout + main.stderr).toBe(0);
    const out = main.outputs;
    expect(out.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(out['admin-key']).toMatch(/^mint_emulator_\w+$/);
    expect(out['read-only-key']).toMatch(/^mint_readonly_\w+$/);
    expect(out['expired-key']).toMatch(/^mint_expired_\w+$/);
    expect(out['project-id']).toBe('proj_demo');
    expect(out.domain).toBe('proj-demo.mintlify.app');
    expect(out['automation-id']).toBe('auto_changelog');
    // The live site: another origin, serving no page until an update publishes one.
    expect(out['site-url']).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(out['site-url']).not.toBe(out.url);
    expect((await fetch(`${out['site-url'] ?? ''}/quickstart.md`)).status).toBe(404);
    const pid = Number(main.state.emulator_pid);
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(true);
    const port = Number(new URL(out.url ?? '').port);
    expect(await listening(port)).toBe(true);

    const common = {
      'api-url': out.url ?? '',
      'admin-key': out['admin-key'] ?? '',
      timeout: '60s',
    };
    const status = await runAction({
      inputs: {
        ...common,
        mode: 'status',
        trigger: 'true',
        verify: 'off',
        'project-id': out['project-id'] ?? '',
      },
    });
    expect(status.code, status.stdout).toBe(0);
    expect(status.outputs.outcome).toBe('success');

    const exported = await runAction({
      inputs: { ...common, mode: 'export', target: 'none', domain: out.domain ?? '' },
    });
    expect(exported.code, exported.stdout).toBe(0);
    expect(exported.outputs.outcome).toBe('success');
    expect(exported.outputs['bundle-sha256']).toMatch(/^[0-9a-f]{64}$/);

    const preview = await runAction({
      inputs: {
        ...common,
        mode: 'preview',
        'project-id': out['project-id'] ?? '',
        branch: 'emulator-preview',
        deployment: 'false',
      },
    });
    expect(preview.code, preview.stdout).toBe(0);
    expect(preview.outputs.outcome).toBe('success');
    expect(preview.outputs['preview-url']).toMatch(/^https?:\/\//);

    const automation = await runAction({
      inputs: {
        ...common,
        mode: 'automation',
        'project-id': out['project-id'] ?? '',
        'automation-id': out['automation-id'] ?? '',
      },
    });
    expect(automation.code, automation.stdout).toBe(0);
    expect(automation.outputs.outcome).toBe('success');
    expect(automation.outputs['instance-id']).toMatch(/^[0-9a-f]{24}$/);

    const feedback = await runAction({
      inputs: {
        ...common,
        mode: 'feedback',
        'project-id': out['project-id'] ?? '',
        comment: 'false',
      },
    });
    expect(feedback.code, feedback.stdout).toBe(0);
    expect(feedback.outputs.outcome).toBe('success');
    // The `feedback` input reached the emulator: it serves exactly that many entries.
    expect(feedback.outputs.total).toBe('40');

    const post = await emulatorPost(main.state);
    expect(post.code, post.stdout + post.stderr).toBe(0);
    expect(post.stdout).toContain(`Stopped the platform emulator (PID ${pid}).`);
    expect(alive(pid)).toBe(false);
    expect(await listening(port)).toBe(false);
    // The emulator's request log, every request of the three runs included, between a
    // stop-commands pair so that nothing in it can act as a workflow command.
    const token = /^::stop-commands::(.+)$/m.exec(post.stdout)?.[1] ?? '';
    expect(token).not.toBe('');
    const log = post.stdout.slice(
      post.stdout.indexOf(token),
      post.stdout.lastIndexOf(`::${token}::`),
    );
    expect(log).toContain('POST /v1/project/update/proj_demo -> 202');
    expect(log).toContain('GET /bundles/');
    expect(log).toContain('GET /v1/analytics/proj_demo/feedback');
    expect(log).toContain('SIGTERM received, stopping');

    // A second post (a re-run, or a process that already died) finds nothing to stop.
    const again = await emulatorPost(main.state);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('The platform emulator had already stopped (PID');
  });

  it('fails on bad inputs, all listed, before starting anything', async () => {
    const main = await emulatorMain({
      scenario: 'chaos',
      port: '70000',
      seed: '-1',
      feedback: 'x',
    });
    expect(main.code).toBe(1);
    const message = errors(main);
    expect(message).toContain('Input `scenario` must be one of default, slow, flaky, failing');
    expect(message).toContain('"chaos"');
    expect(message).toContain('Input `port` must be a port number from 0 (a free port) to 65535');
    expect(message).toContain('"70000"');
    expect(message).toContain('Input `seed` must be a non-negative integer; got "-1"');
    expect(message).toContain('Input `feedback` must be a number of entries');
    expect(main.state).toEqual({});
    expect(main.outputs).toEqual({});
    expect(emulatorDirs(main)).toEqual([]);

    // Post after a main that started nothing has nothing to do, and does not fail.
    const post = await emulatorPost(main.state);
    expect(post.code).toBe(0);
    expect(post.stdout).toContain('The platform emulator was not started; nothing to stop.');
  });

  it('rejects a port number out of range on its own too', async () => {
    const main = await emulatorMain({ port: '65536' });
    expect(main.code).toBe(1);
    expect(errors(main)).toContain('Input `port` must be a port number');
    expect(errors(main)).not.toContain('scenario');
    expect(main.state).toEqual({});
  });

  it('fails clearly when the port is taken, and leaves nothing running', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as AddressInfo).port;
    try {
      const main = await emulatorMain({ port: String(port) });
      expect(main.code).toBe(1);
      const message = errors(main);
      expect(message).toContain('The platform emulator exited with code 1 before it answered.');
      expect(message).toContain('Last lines of its log');
      expect(message).toContain(
        `Emulator failed to start: port ${port} on 127.0.0.1 is already in use; choose another port, or 0 for a free one.`,
      );
      expect(main.outputs).toEqual({});
      const pid = Number(main.state.emulator_pid);
      expect(pid).toBeGreaterThan(0);
      expect(alive(pid)).toBe(false);

      const post = await emulatorPost(main.state);
      expect(post.code).toBe(0);
      expect(post.stdout).toContain('The platform emulator had already stopped (PID');
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});
