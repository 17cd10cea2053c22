/**
 * Command line entry of the platform emulator: `npx tsx emulator/cli.ts [--port N] [--seed N]
 * [--scenario NAME] [--feedback N] [--quiet]`. Prints the inputs to point the action at it and runs
 * until SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';

import { startPlatformEmulator } from './platform/server.js';
import type { EndpointName, Fault, PlatformEmulatorOptions } from './platform/types.js';

/** A named preset of emulator options and faults. */
interface Scenario {
  /** One-line description for --help. */
  description: string;
  /** Options merged over the command line ones. */
  options: PlatformEmulatorOptions;
  /** Faults queued right after start-up. */
  faults?: Fault[];
}

const ENDPOINTS: EndpointName[] = [
  'triggerUpdate',
  'getUpdateStatus',
  'startExport',
  'getExport',
  'generateBundle',
  'download',
  'listFeedback',
  'startPreview',
];

/** The presets `--scenario` accepts. */
const SCENARIOS: Record<string, Scenario> = {
  default: {
    description: 'fast, successful updates and exports (0.3 s + 0.7 s update, 1.7 s export)',
    options: {},
  },
  slow: {
    description: 'a 20 s update and a 30 s export job, for watching progress output',
    options: {
      update: { queuedMs: 5_000, runningMs: 15_000 },
      exportJob: { queuedMs: 2_000, runningMs: 28_000 },
    },
  },
  flaky: {
    description:
      'every endpoint answers 503 (Retry-After: 1) on its first call and resets the socket on its second',
    options: {},
    faults: ENDPOINTS.flatMap((endpoint): Fault[] => [
      { endpoint, kind: 'status', status: 503, retryAfter: '1' },
      { endpoint, kind: 'reset' },
    ]),
  },
  failing: {
    description: 'updates end in failure and export jobs fail',
    options: { update: { outcome: 'failure' }, exportJob: { outcome: 'failed' } },
  },
  'no-previews': {
    description: 'the plan has no preview deployments (403)',
    options: { previewsEnabled: false },
  },
  'no-export': {
    description: 'static export is not enabled for the organization (403)',
    options: { exportEnabled: false },
  },
};

const HELP = `Mintlify platform emulator

Usage: npx tsx emulator/cli.ts [options]

Options:
  --port N          port on 127.0.0.1 (default 4010; 0 picks a free one)
  --seed N          seed of all generated data and keys (default 1)
  --scenario NAME   preset, one of:
${Object.entries(SCENARIOS)
  .map(([name, s]) => `                      ${name.padEnd(10)} ${s.description}`)
  .join('\n')}
  --feedback N      number of feedback entries (default 250)
  --quiet           do not print one line per request
  --help            show this help
`;

/** Parses a non-negative integer option, or exits with a usage error. */
function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} expects a non-negative integer, got ${JSON.stringify(value)}`);
    process.exit(2);
  }
  return n;
}

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
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const values = parseCommandLine();
  if (values.help) {
    console.log(HELP);
    return;
  }
  const scenarioName = values.scenario ?? 'default';
  const scenario = SCENARIOS[scenarioName];
  if (!scenario) {
    console.error(
      `Unknown scenario ${JSON.stringify(scenarioName)}; choose one of ${Object.keys(SCENARIOS).join(', ')}.`,
    );
    process.exit(2);
  }
  const seed = integer('seed', values.seed, 1);
  const emulator = await startPlatformEmulator({
    port: integer('port', values.port, 4010),
    seed,
    feedbackCount: integer('feedback', values.feedback, 250),
    ...scenario.options,
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
  for (const fault of scenario.faults ?? []) emulator.inject(fault);

  console.log(`Mintlify platform emulator listening on ${emulator.url}`);
  console.log(`  scenario:      ${scenarioName} (seed ${seed})`);
  console.log(`  admin key:     ${emulator.adminKey}`);
  console.log(`  read-only key: ${emulator.readOnlyKey}`);
  console.log(`  expired key:   ${emulator.expiredKey}`);
  console.log(`  project id:    ${emulator.projectId}`);
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
}

main().catch((error: unknown) => {
  console.error(`Emulator failed to start: ${(error as Error).message}`);
  process.exitCode = 1;
});
