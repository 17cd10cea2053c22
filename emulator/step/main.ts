/**
 * Main of the `emulator/` step: checks the inputs, starts the platform emulator as a detached
 * background process (dist/emulator/server/index.js, output to a log file under RUNNER_TEMP),
 * waits until it answers HTTP, saves its PID with the runner's state for post, and sets the
 * outputs to point the action at it. The keys are fake ones of a local emulator, derived from the
 * seed: they are printed and not masked (see emulator/action.yml).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import * as core from '@actions/core';

import { parseSettings } from '../options.js';
import type { EmulatorSettings, ReadyInfo } from '../options.js';
import { GRACE_MS, logTail, State, stopProcess } from './process.js';

/** How long main waits for the emulator to answer. */
const START_TIMEOUT_MS = 30_000;

/** Log lines quoted when the emulator does not start. */
const TAIL_LINES = 20;

/**
 * The bundled emulator: dist/emulator/server/index.js next to this bundle's directory. Built from
 * parts so ncc does not take it for an asset of this bundle.
 */
function serverScript(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const parts = ['..', 'server', 'index.js'];
  return path.resolve(here, ...parts);
}

/** A start-up failure, with what the emulator's log says. */
class StartError extends Error {}

/** The ready file's contents once the emulator has written it. */
function readReady(file: string): ReadyInfo | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ReadyInfo;
  } catch {
    return undefined;
  }
}

/** Whether an HTTP server answers at `url` (any status will do) before `deadline`. */
async function answers(url: string, deadline: number): Promise<boolean> {
  try {
    const timeout = Math.max(1, Math.min(2_000, deadline - Date.now()));
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(timeout) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** Waits for the ready file, then for an HTTP answer; throws when the process ends or time runs out. */
async function waitUntilReady(child: ChildProcess, readyFile: string): Promise<ReadyInfo> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let ended: string | undefined;
  child.once('exit', (code, signal) => {
    ended = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
  });
  child.once('error', (error) => {
    ended = `could not be started (${error.message})`;
  });
  for (;;) {
    if (ended) throw new StartError(`The platform emulator ${ended} before it answered.`);
    const info = readReady(readyFile);
    if (info && (await answers(info.url, deadline))) return info;
    if (Date.now() >= deadline) {
      throw new StartError(
        `The platform emulator did not answer within ${START_TIMEOUT_MS / 1000} s.`,
      );
    }
    await sleep(100);
  }
}

/** Command line of the emulator for `settings`. */
function serverArgs(settings: EmulatorSettings, readyFile: string): string[] {
  return [
    ...['--scenario', settings.scenario, '--port', String(settings.port)],
    ...['--seed', String(settings.seed), '--feedback', String(settings.feedback)],
    ...['--ready-file', readyFile],
  ];
}

async function main(): Promise<void> {
  const parsed = parseSettings(
    {
      scenario: core.getInput('scenario'),
      port: core.getInput('port'),
      seed: core.getInput('seed'),
      feedback: core.getInput('feedback'),
    },
    0,
    (name) => `Input \`${name}\``,
  );
  if (!parsed.ok) {
    core.setFailed(
      `The emulator was not started; fix these inputs:\n- ${parsed.problems.join('\n- ')}`,
    );
    return;
  }
  const { settings } = parsed;

  const dir = mkdtempSync(path.join(process.env.RUNNER_TEMP || tmpdir(), 'mintlify-emulator-'));
  const logFile = path.join(dir, 'emulator.log');
  const readyFile = path.join(dir, 'ready.json');
  const script = serverScript();
  const log = openSync(logFile, 'a');
  // Detached, output to a file, unreferenced: the step ends while the emulator keeps serving the
  // job's later steps, and the runner does not wait for pipes the emulator would hold open.
  const child = spawn(process.execPath, [script, ...serverArgs(settings, readyFile)], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', log, log],
    windowsHide: true,
  });
  closeSync(log);
  child.unref();
  if (child.pid !== undefined) {
    // Saved at once, so post stops the emulator even when this step fails below.
    core.saveState(State.Pid, String(child.pid));
    core.saveState(State.Script, script);
  }
  core.saveState(State.Log, logFile);

  let info: ReadyInfo;
  try {
    info = await waitUntilReady(child, readyFile);
  } catch (error) {
    if (child.pid !== undefined) await stopProcess(child.pid, script, GRACE_MS);
    const tail = logTail(logFile, TAIL_LINES);
    core.setFailed(
      `${(error as Error).message} ${tail ? `Last lines of its log (${logFile}):\n${tail}` : `Its log (${logFile}) is empty.`}`,
    );
    return;
  }

  core.setOutput('url', info.url);
  core.setOutput('admin-key', info.adminKey);
  core.setOutput('read-only-key', info.readOnlyKey);
  core.setOutput('expired-key', info.expiredKey);
  core.setOutput('project-id', info.projectId);
  core.setOutput('domain', info.domain);
  core.setOutput('automation-id', info.automationId);
  core.setOutput('site-url', info.siteUrl);
  core.info(`Mintlify platform emulator listening on ${info.url} (PID ${info.pid}).`);
  core.info(`  scenario:      ${settings.scenario} (seed ${settings.seed})`);
  core.info(`  feedback:      ${settings.feedback} entries`);
  core.info(`  admin key:     ${info.adminKey}`);
  core.info(`  read-only key: ${info.readOnlyKey}`);
  core.info(`  expired key:   ${info.expiredKey}`);
  core.info(`  project id:    ${info.projectId}`);
  core.info(`  live site:     ${info.siteUrl}`);
  core.info(`  domain:        ${info.domain}`);
  core.info(`  automation id: ${info.automationId}`);
  core.info(`  log:           ${logFile} (printed when the job ends)`);
}

main().catch((error: unknown) => {
  core.setFailed(`The emulator step failed: ${(error as Error).message}`);
});
