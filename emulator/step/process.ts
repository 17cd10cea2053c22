/**
 * What the emulator step's main and post share: the names of the state main saves for post, and
 * how to tell whether the emulator's process still runs and stop it.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Names of the values main saves with the runner's state (`GITHUB_STATE`) for post. */
export const State = {
  /** Process id of the emulator. */
  Pid: 'emulator_pid',
  /** Path of the script it runs, to recognize the process (not another one that reuses the PID). */
  Script: 'emulator_script',
  /** Path of its log file. */
  Log: 'emulator_log',
} as const;

/** How long post waits after SIGTERM before it sends SIGKILL. */
export const GRACE_MS = 5_000;

/** Linux's view of a process: its state letter and command line; undefined without /proc. */
function procInfo(pid: number): { state: string; cmdline: string } | undefined | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // `pid (comm) S …`: comm may hold spaces and parentheses, so read after the last `)`.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
    return { state, cmdline };
  } catch (error) {
    // No /proc at all (macOS, Windows): undefined, nothing to learn. No entry: null, gone.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' && process.platform === 'linux'
      ? null
      : undefined;
  }
}

/**
 * Whether `pid` is a live process running `script`. A zombie (exited, not yet reaped by a parent
 * that may never reap it) counts as gone, and so does a process that reused the PID for another
 * program (recognizable only where /proc exists).
 */
export function isRunning(pid: number, script: string): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    // ESRCH: gone. EPERM: the PID belongs to another user now, so it is not our emulator.
    return false;
  }
  const info = procInfo(pid);
  if (info === null) return false;
  if (info === undefined) return true;
  return info.state !== 'Z' && info.state !== 'X' && info.cmdline.includes(script);
}

/** How {@link stopProcess} ended. */
export type StopResult = 'not-running' | 'terminated' | 'killed' | 'survived';

/** Waits up to `ms` for the process to be gone; true when it is. */
async function gone(pid: number, script: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isRunning(pid, script)) {
    if (Date.now() >= deadline) return false;
    await sleep(50);
  }
  return true;
}

/** Sends a signal, ignoring a process that is already gone. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Stops the emulator: SIGTERM (it closes its server and temp files), then SIGKILL when it is
 * still there after `graceMs`. Idempotent: a process that is already gone is left alone.
 */
export async function stopProcess(
  pid: number,
  script: string,
  graceMs: number,
): Promise<StopResult> {
  if (!isRunning(pid, script)) return 'not-running';
  signal(pid, 'SIGTERM');
  if (await gone(pid, script, graceMs)) return 'terminated';
  signal(pid, 'SIGKILL');
  return (await gone(pid, script, 2_000)) ? 'killed' : 'survived';
}

/** The last `count` lines of a log file ('' when it cannot be read). */
export function logTail(file: string, count: number): string {
  try {
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    return lines.slice(-count).join('\n');
  } catch {
    return '';
  }
}
