/**
 * Command line entry of the platform emulator: `npx tsx emulator/cli.ts [--port N] [--seed N]
 * [--scenario NAME] [--feedback N] [--quiet] [--ready-file PATH]`. Prints the inputs to point the
 * action at it and runs until SIGINT/SIGTERM. The `emulator/` step runs this same entry (bundled
 * to dist/emulator/server/) in the background, with `--ready-file`.
 */
import { renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import {
  DEFAULT_FEEDBACK,
  DEFAULT_SEED,
  emulatorDomain,
  emulatorOptions,
  parseSettings,
  SCENARIOS,
} from './options.js';
import type { ReadyInfo } from './options.js';
import { startPlatformEmulator } from './platform/server.js';
import type { PlatformEmulator } from './platform/types.js';

/** Port of the command line when `--port` is not given. */
const DEFAULT_PORT = 4010;

const HELP = `Mintlify platform emulator

Usage: npx tsx emulator/cli.ts [options]

Options:
  --port N          port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 picks a free one)
  --seed N          seed of all generated data and keys (default ${DEFAULT_SEED})
  --scenario NAME   preset, one of:
${Object.entries(SCENARIOS)
  .map(([name, s]) => `                      ${name.padEnd(10)} ${s.description}`)
  .join('\n')}
  --feedback N      number of feedback entries (default ${DEFAULT_FEEDBACK})
  --quiet           do not print one line per request
  --ready-file PATH once listening, write the URL, keys, project ID and PID there as JSON
  --help            show this help
`;

/** Parses argv, or exits with a usage error. */
function parseCommandLine() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        seed: { type: 'string' },
        scenario: { type: 'string' },
        feedback: { type: 'string' },
        quiet: { type: 'boolean' },
        'ready-file': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
}

/** Writes the ready file whole (through a rename) so a reader never sees half of it. */
function writeReadyFile(file: string, emulator: PlatformEmulator): void {
  const info: ReadyInfo = {
    url: emulator.url,
    adminKey: emulator.adminKey,
    readOnlyKey: emulator.readOnlyKey,
    expiredKey: emulator.expiredKey,
    projectId: emulator.projectId,
    automationId: emulator.automationId,
    domain: emulatorDomain(emulator.projectId),
    siteUrl: emulator.site.url,
    pid: process.pid,
  };
  writeFileSync(`${file}.tmp`, `${JSON.stringify(info, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** Start-up failure in words a user can act on. */
function startError(error: unknown, port: number): string {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return `port ${port} on 127.0.0.1 is already in use; choose another port, or 0 for a free one.`;
  }
  return (error as Error).message;
}

async function main(): Promise<void> {
  const values = parseCommandLine();
  if (values.help) {
    console.log(HELP);
    return;
  }
  const parsed = parseSettings(values, DEFAULT_PORT, (name) => `--${name}`);
  if (!parsed.ok) {
    for (const problem of parsed.problems) console.error(problem);
    process.exit(2);
  }
  const { settings } = parsed;
  const { options, faults } = emulatorOptions(settings);
  let emulator: PlatformEmulator;
  try {
    emulator = await startPlatformEmulator({
      ...options,
      ...(values.quiet
        ? {}
        : {
            onRequest: (entry) => {
              const query = new URLSearchParams(entry.query).toString();
              console.log(
                `${new Date(entry.at).toISOString()} ${entry.method} ${entry.path}${query ? `?${query}` : ''} -> ${entry.status || 'reset'}`,
              );
            },
          }),
    });
  } catch (error) {
    console.error(`Emulator failed to start: ${startError(error, settings.port)}`);
    process.exitCode = 1;
    return;
  }
  for (const fault of faults) emulator.inject(fault);

  console.log(`Mintlify platform emulator listening on ${emulator.url}`);
  console.log(`  scenario:      ${settings.scenario} (seed ${settings.seed})`);
  console.log(`  admin key:     ${emulator.adminKey}`);
  console.log(`  read-only key: ${emulator.readOnlyKey}`);
  console.log(`  expired key:   ${emulator.expiredKey}`);
  console.log(`  project id:    ${emulator.projectId}`);
  console.log(`  live site:     ${emulator.site.url} (the action's site-url)`);
  console.log(
    `  inputs:        api-url: ${emulator.url}  admin-key: ${emulator.adminKey}  project-id: ${emulator.projectId}`,
  );
  console.log('Press Ctrl+C to stop.');

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // A second signal means the user does not want to wait for the clean shutdown.
      process.exit(130);
    }
    stopping = true;
    console.log(`\n${signal} received, stopping…`);
    emulator.close().then(
      () => console.log('Emulator stopped.'),
      (error: unknown) => {
        console.error(`Failed to stop cleanly: ${(error as Error).message}`);
        process.exitCode = 1;
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Last, once the signal handlers are in place: whoever waits for this file may stop us at once.
  if (values['ready-file']) writeReadyFile(values['ready-file'], emulator);
}

main().catch((error: unknown) => {
  console.error(`Emulator failed to start: ${(error as Error).message}`);
  process.exitCode = 1;
});
