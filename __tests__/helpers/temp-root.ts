/**
 * One temporary folder per test run (or demo run) that holds every other temporary folder, so that
 * nothing is left behind: not by a test that fails or times out before its own clean-up, not by
 * the emulators' bundles, not by the action runs' RUNNER_TEMP. `TMPDIR` points into it for this
 * process and every process it starts (node's `os.tmpdir()` reads `TMPDIR` on each call, and the
 * vitest workers and spawned actions inherit it).
 *
 * A run that was killed outright (SIGKILL, a closed terminal) cannot clean up after itself: the
 * next run removes the folders of runs whose process is gone. The folder's name holds its PID.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PREFIX = 'mintlify-docs-action-';

/** Whether process `pid` is alive (signal 0 checks without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the temp roots of earlier runs whose process is gone. */
function sweep(parent: string): void {
  for (const name of readdirSync(parent)) {
    const m = new RegExp(`^${PREFIX}(\\d+)-`).exec(name);
    if (m && !alive(Number(m[1])))
      rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

/**
 * Creates this run's temp root, points `TMPDIR` at it, and returns the function that removes it
 * (and restores `TMPDIR`). Calling the returned function twice is harmless.
 */
export function useTempRoot(): () => void {
  const parent = tmpdir();
  sweep(parent);
  const root = mkdtempSync(path.join(parent, `${PREFIX}${process.pid}-`));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  };
}
