/**
 * How the emulator step's post stops a process (emulator/step/process.ts), on real child
 * processes: SIGTERM first, SIGKILL for one that ignores it, nothing for one that is gone or that
 * runs another program under the saved PID.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRunning, stopProcess } from '../emulator/step/process.js';

const dir = mkdtempSync(path.join(tmpdir(), 'emulator-stop-'));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Starts `node script` where the script runs `body` and then prints `ready`. */
async function start(name: string, body: string): Promise<{ pid: number; script: string }> {
  const script = path.join(dir, name);
  writeFileSync(script, `${body}\nsetInterval(() => {}, 1000);\nconsole.log('ready');\n`);
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
  return { pid: child.pid ?? 0, script };
}

describe('stopProcess', () => {
  it('ends a process with SIGTERM', async () => {
    const { pid, script } = await start('polite.mjs', '');
    expect(isRunning(pid, script)).toBe(true);
    expect(await stopProcess(pid, script, 5_000)).toBe('terminated');
    expect(isRunning(pid, script)).toBe(false);
  });

  it('kills a process that ignores SIGTERM once the grace period is over', async () => {
    const { pid, script } = await start('stubborn.mjs', "process.on('SIGTERM', () => {});");
    expect(await stopProcess(pid, script, 300)).toBe('killed');
    expect(isRunning(pid, script)).toBe(false);
  });

  it('leaves alone a process that is gone, and is idempotent', async () => {
    const { pid, script } = await start('gone.mjs', '');
    expect(await stopProcess(pid, script, 5_000)).toBe('terminated');
    expect(await stopProcess(pid, script, 5_000)).toBe('not-running');
  });

  it.runIf(process.platform === 'linux')(
    'leaves alone a live process that runs another program under that PID',
    async () => {
      const { pid, script } = await start('other.mjs', '');
      const emulator = path.join(dir, 'server', 'index.js');
      expect(isRunning(pid, emulator)).toBe(false);
      expect(await stopProcess(pid, emulator, 300)).toBe('not-running');
      expect(isRunning(pid, script)).toBe(true);
    },
  );
});
