/**
 * Post of the `emulator/` step: stops the emulator main started (SIGTERM, then SIGKILL after a
 * grace period) and prints its request log. Idempotent: nothing to do when main never started it
 * or it is already gone.
 */
import { randomUUID } from 'node:crypto';

import * as core from '@actions/core';

import { GRACE_MS, logTail, State, stopProcess } from './process.js';

/** Log lines printed at most. */
const LOG_LINES = 500;

/** What each outcome of stopping tells the user. */
const MESSAGES = {
  'not-running': 'The platform emulator had already stopped',
  terminated: 'Stopped the platform emulator',
  killed: `The platform emulator did not stop within ${GRACE_MS / 1000} s of SIGTERM; killed it`,
  survived: 'The platform emulator is still running after SIGKILL',
} as const;

/** Prints the emulator's log with workflow commands off: request paths are not ours to trust. */
function printLog(file: string): void {
  const text = logTail(file, LOG_LINES);
  if (!text) return;
  const token = randomUUID();
  core.startGroup('Platform emulator log');
  core.info(`::stop-commands::${token}`);
  core.info(text);
  core.info(`::${token}::`);
  core.endGroup();
}

async function post(): Promise<void> {
  const pid = Number(core.getState(State.Pid));
  if (Number.isInteger(pid) && pid > 0) {
    const result = await stopProcess(pid, core.getState(State.Script), GRACE_MS);
    const message = `${MESSAGES[result]} (PID ${pid}).`;
    if (result === 'survived') core.warning(message);
    else core.info(message);
  } else {
    core.info('The platform emulator was not started; nothing to stop.');
  }
  const log = core.getState(State.Log);
  if (log) printLog(log);
}

post().catch((error: unknown) => {
  core.setFailed(`Could not stop the platform emulator: ${(error as Error).message}`);
});
