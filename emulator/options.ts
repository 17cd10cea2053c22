/**
 * The platform emulator's presets and start-up settings, shared by the command line
 * (`emulator/cli.ts`) and the `emulator/` step (`emulator/step/main.ts`): the scenario names, the
 * checks of port, seed and feedback count (every problem listed at once), and the options they
 * turn into.
 */
import type { EndpointName, Fault, PlatformEmulatorOptions } from './platform/types.js';

/** A named preset of emulator options and faults. */
export interface Scenario {
  /** One-line description for help texts. */
  description: string;
  /** Options merged over the settings' ones. */
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

/** The presets `--scenario` (and the step's `scenario` input) accept. */
export const SCENARIOS: Readonly<Record<string, Scenario>> = {
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

/** Default seed of all generated data and keys. */
export const DEFAULT_SEED = 1;
/** Default number of feedback entries. */
export const DEFAULT_FEEDBACK = 250;
/** Largest feedback count accepted: the dataset is generated in memory at start-up. */
export const MAX_FEEDBACK = 100_000;

/** Settings as text, as the command line or the step's inputs give them; empty means default. */
export interface RawSettings {
  scenario?: string | undefined;
  port?: string | undefined;
  seed?: string | undefined;
  feedback?: string | undefined;
}

/** Checked settings of one emulator start. */
export interface EmulatorSettings {
  /** A key of {@link SCENARIOS}. */
  scenario: string;
  /** 0 (a free port) to 65535. */
  port: number;
  seed: number;
  /** Number of feedback entries. */
  feedback: number;
}

/** The outcome of {@link parseSettings}: settings, or every problem found. */
export type ParsedSettings =
  { ok: true; settings: EmulatorSettings } | { ok: false; problems: string[] };

/**
 * Checks raw settings and lists every problem at once. `label` turns a setting's name into how the
 * caller's user writes it (`--port` on the command line, `port` for the step's input).
 */
export function parseSettings(
  raw: RawSettings,
  defaultPort: number,
  label: (name: string) => string,
): ParsedSettings {
  const problems: string[] = [];
  const scenario = raw.scenario?.trim() || 'default';
  if (!Object.hasOwn(SCENARIOS, scenario)) {
    problems.push(
      `${label('scenario')} must be one of ${Object.keys(SCENARIOS).join(', ')}; got ${JSON.stringify(raw.scenario)}.`,
    );
  }
  const integer = (name: keyof RawSettings, fallback: number, max: number, what: string) => {
    const text = raw[name]?.trim() ?? '';
    if (text === '') return fallback;
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!(n <= max)) {
      problems.push(`${label(name)} must be ${what}; got ${JSON.stringify(raw[name])}.`);
    }
    return n;
  };
  const port = integer('port', defaultPort, 65_535, 'a port number from 0 (a free port) to 65535');
  const seed = integer('seed', DEFAULT_SEED, Number.MAX_SAFE_INTEGER, 'a non-negative integer');
  const feedback = integer(
    'feedback',
    DEFAULT_FEEDBACK,
    MAX_FEEDBACK,
    `a number of entries from 0 to ${MAX_FEEDBACK}`,
  );
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, settings: { scenario, port, seed, feedback } };
}

/** The options {@link startPlatformEmulator} takes for `settings`, and the faults to queue. */
export function emulatorOptions(settings: EmulatorSettings): {
  options: PlatformEmulatorOptions;
  faults: Fault[];
} {
  const scenario = SCENARIOS[settings.scenario] ?? SCENARIOS.default;
  return {
    options: {
      port: settings.port,
      seed: settings.seed,
      feedbackCount: settings.feedback,
      ...scenario?.options,
    },
    faults: [...(scenario?.faults ?? [])],
  };
}

/**
 * A docs domain for the emulator's project, to pass as the action's `domain` input: the Mintlify
 * subdomain form (`proj-demo.mintlify.app`), from the same subdomain the emulator reports in its
 * update records. The emulator accepts any hostname there; this one is only a ready-made value.
 */
export function emulatorDomain(projectId: string): string {
  return `${projectId.replace(/[^a-z0-9-]/gi, '-').toLowerCase()}.mintlify.app`;
}

/** What a started emulator tells its caller (the `--ready-file` JSON, the step's outputs). */
export interface ReadyInfo {
  /** `http://127.0.0.1:PORT`, the `api-url` to pass on. */
  url: string;
  adminKey: string;
  readOnlyKey: string;
  expiredKey: string;
  projectId: string;
  /** An active, custom-scheduled automation, for the action's `automation-id`. */
  automationId: string;
  /** See {@link emulatorDomain}. */
  domain: string;
  /** The live site successful updates publish to (another origin): the action's `site-url`. */
  siteUrl: string;
  /** Process id of the emulator. */
  pid: number;
}
