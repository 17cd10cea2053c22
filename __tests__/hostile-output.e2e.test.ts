/**
 * Workflow-command injection, end to end: hostile strings put into every field the action prints
 * (every API field of every endpoint, error bodies, the storage host's XML errors, feedback text,
 * PR file names, comment bodies, issue bodies, bundle entry names), through every mode of the
 * built action. The real stdout and stderr, split the way the runner splits them, must hold no
 * command the action did not issue itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../emulator/platform/server.js';
import { runAction, type ActionRun } from './helpers/run-action.js';

/**
 * Each string tries one way in. Every injected command's value starts with `PWN`, so a line the
 * runner would execute as an injected command is told apart from our own (whose messages carry
 * outside text only after our own words).
 */
const HOSTILE: readonly (readonly [string, string])[] = [
  ['stop-commands', '::stop-commands::PWNtoken'],
  ['add-mask', '::add-mask::PWN'],
  ['annotation with file', '::warning file=a,line=1::PWN'],
  ['set-output', '::set-output name=outcome::PWN-success'],
  ['legacy mid-line', 'all good ##[set-output name=outcome]PWN-success'],
  ['legacy error', '##[error]PWN-legacy'],
  ['CR only', 'fine\r::error::PWN-cr'],
  ['CRLF', 'fine\r\n::notice::PWN-crlf'],
  ['LF then blanks', 'fine\n   ::group::PWN-indented'],
  ['U+2028 / U+2029', 'a\u2028::warning::PWN-ls\u2029::debug::PWN-ps'],
  ['very long', `${'A'.repeat(20_000)}\n::add-mask::PWN-long`],
];

/** All of them in one value: one per line, then each after a different kind of line break. */
const SHORT = HOSTILE.filter(([label]) => label !== 'very long').map(([, s]) => s);
const ALL = SHORT.join('\n');
const ALL_MIXED = SHORT.map((s, i) => `${['', '\n', '\r', '\r\n'][i % 4]}${s}`).join('');
/** The very long one apart: an id that long cannot travel in a URL, so those runs stop early. */
const LONG = HOSTILE.find(([label]) => label === 'very long')?.[1] ?? '';

/** Commands the action itself issues (through src/log.ts and @actions/core). */
const OWN_COMMANDS = new Set([
  'add-mask',
  'warning',
  'error',
  'notice',
  'debug',
  'group',
  'endgroup',
]);

/**
 * Fails when any line of the run's stdout or stderr, as the runner splits them, would run a
 * command the action did not issue: a `::` command outside our set, properties other than our
 * `title`, a command whose value is the injected one, or `##[` anywhere.
 */
function expectNoForeignCommands(run: ActionRun, label: string): void {
  for (const [name, stream] of [
    ['stdout', run.stdout],
    ['stderr', run.stderr],
  ] as const) {
    expect(stream.includes('##['), `${label}: ${name} carries ##[`).toBe(false);
    // The runner splits on CR, LF and CRLF; U+2028/U+2029 too, to be stricter than it is.
    for (const raw of stream.split(/\r\n|\r|\n|\u2028|\u2029/)) {
      const line = raw.trim();
      if (!line.startsWith('::')) continue;
      const shown = `${label}: ${name} line ${JSON.stringify(line.slice(0, 160))}`;
      const m = /^::([A-Za-z-]+)(?: ([^:]*))?::(.*)$/s.exec(line);
      expect(m, shown).not.toBeNull();
      const [, command = '', props, value = ''] = m ?? [];
      expect(OWN_COMMANDS.has(command), shown).toBe(true);
      if (props !== undefined) expect(props, shown).toMatch(/^title=(?:(?!PWN)[^,])*$/);
      // Our own `add-mask` may carry outside text as its value (a presigned link the service
      // chose is masked piece by piece): it masks that text, it runs nothing.
      expect(value.startsWith('PWN'), shown).toBe(false);
    }
  }
}

let platform: PlatformEmulator;
let failing: PlatformEmulator;
let names: PlatformEmulator;
let github: GitHubEmulator;
/** Each PR gets its own number, so runs do not see each other's comments. */
let nextPr = 700;

beforeAll(async () => {
  [platform, failing, names, github] = await Promise.all([
    startPlatformEmulator({
      seed: 41,
      analyticsLimitPerHour: 100_000,
      triggerLimit: { count: 10_000, windowMs: 1_000 },
      update: { queuedMs: 0, runningMs: 150 },
      exportJob: { queuedMs: 0, runningMs: 150 },
    }),
    startPlatformEmulator({
      seed: 42,
      exportJob: { queuedMs: 0, runningMs: 150, outcome: 'failed' },
    }),
    startPlatformEmulator({
      seed: 43,
      exportJob: { queuedMs: 0, runningMs: 100 },
      bundle: {
        kind: 'site',
        // File names cannot hold `/` or be longer than 255 bytes: the long one is left out.
        extraNames: HOSTILE.filter(([, s]) => s.length < 200).map(([, s]) => s),
      },
    }),
    startGitHubEmulator(),
  ]);
});
afterAll(async () => {
  await Promise.all([platform, failing, names, github].map((e) => e.close()));
});

function common(emu: PlatformEmulator, extra: Record<string, string>): Record<string, string> {
  return {
    'admin-key': emu.adminKey,
    'api-url': emu.url,
    'project-id': emu.projectId,
    'github-token': github.token,
    timeout: '30s',
    ...extra,
  };
}

/** A preview of a same-repository PR that ends in `outcome`, with `hostile` in the update's text. */
function previewRun(hostile: string, outcome: 'success' | 'failure'): Promise<ActionRun> {
  platform.setHostile(hostile);
  platform.setPreviewBehaviour({ queuedMs: 0, runningMs: 150, outcome, logs: [hostile, 'done'] });
  const pr = nextPr++;
  github.seedComment(
    pr,
    `<!-- mintlify-docs-action:preview:${platform.projectId} -->\n${hostile}`,
    'mallory',
  );
  return runAction({
    inputs: common(platform, { mode: 'preview' }),
    env: github.env(),
    event: {
      name: 'pull_request',
      payload: {
        pull_request: {
          number: pr,
          head: { ref: 'feature/hostile', sha: 'a'.repeat(40), repo: { full_name: 'acme/docs' } },
          base: { repo: { full_name: 'acme/docs' } },
        },
      },
    },
  });
}

/** The runs of every mode, each reading `hostile` from the emulators. */
const SCENARIOS: Record<string, (hostile: string) => Promise<ActionRun>> = {
  'status: trigger and wait (summary, status id, logs, commit, author)': (hostile) => {
    platform.setHostile(hostile);
    return runAction({
      inputs: common(platform, { mode: 'status', trigger: 'true', verify: 'off' }),
      env: github.env(),
    });
  },
  'status: a failed update (error annotation)': (hostile) => {
    platform.setHostile(hostile);
    const id = platform.createUpdate({ outcome: 'failure', queuedMs: 0, runningMs: 0 });
    return runAction({
      inputs: common(platform, { mode: 'status', 'status-id': id, verify: 'off' }),
    });
  },
  'status: the API refuses the request (HTTP 400 error body)': (hostile) => {
    platform.setHostile(hostile);
    const id = platform.createUpdate({ queuedMs: 0, runningMs: 0 });
    platform.inject({ endpoint: 'getUpdateStatus', kind: 'status', status: 400, times: 3 });
    return runAction({
      inputs: common(platform, { mode: 'status', 'status-id': id, verify: 'off' }),
    }).finally(() => platform.clearFaults());
  },
  'export: job id and expiresAt (target none)': (hostile) => {
    platform.setHostile(hostile);
    return runAction({
      inputs: common(platform, { mode: 'export', domain: 'docs.example.com', target: 'none' }),
    });
  },
  'export: a failed job (its error)': (hostile) => {
    failing.setHostile(hostile);
    return runAction({
      inputs: common(failing, { mode: 'export', domain: 'docs.example.com', target: 'none' }),
    });
  },
  'export: the storage host refuses the link (XML Code and Message)': (hostile) => {
    platform.setHostile(hostile);
    platform.inject({ endpoint: 'download', kind: 'status', status: 403, times: 5 });
    return runAction({
      inputs: common(platform, { mode: 'export', domain: 'docs.example.com', target: 'none' }),
    }).finally(() => platform.clearFaults());
  },
  'export: bundle entry names (target pages)': (hostile) => {
    names.setHostile(hostile);
    return runAction({
      inputs: common(names, { mode: 'export', domain: 'docs.example.com', target: 'pages' }),
      env: github.env(),
    });
  },
  'preview: a failed PR preview (summary and log tail in the error and the comment)': (hostile) =>
    previewRun(hostile, 'failure'),
  'feedback: entries, PR file names and comment bodies': (hostile) => {
    platform.setHostile(hostile);
    const pr = nextPr++;
    github.setPullFiles(pr, [
      { filename: `${hostile}.mdx` },
      { filename: `guides/${hostile}.md`, status: 'renamed' },
      { filename: 'guides/intro.mdx' },
    ]);
    github.seedComment(pr, hostile, 'mallory');
    github.seedComment(
      pr,
      `<!-- mintlify-docs-action:feedback:${platform.projectId} -->\n${hostile}`,
      'mallory',
    );
    return runAction({
      inputs: common(platform, { mode: 'feedback', 'max-pages': '2', 'page-size': '50' }),
      env: github.env(),
      event: {
        name: 'pull_request',
        payload: {
          pull_request: {
            number: pr,
            head: { repo: { full_name: 'acme/docs' } },
            base: { repo: { full_name: 'acme/docs' } },
          },
        },
      },
    });
  },
  'health: reader text, page paths, a refused read and a planted issue': (hostile) => {
    platform.setHostile(hostile);
    // A refused read prints the platform's (hostile) error in a warning; the run goes on.
    platform.inject({ endpoint: 'listAssistant', kind: 'status', status: 400 });
    github.seedIssue({
      title: hostile,
      labels: ['docs-health'],
      author: 'mallory',
      body: `<!-- mintlify-docs-action:health-issue:${platform.projectId} -->\n${hostile}`,
    });
    return runAction({
      inputs: common(platform, { mode: 'health' }),
      env: github.env(),
      event: { name: 'schedule', payload: {} },
    }).finally(() => platform.clearFaults());
  },
};

describe('no outside text commands the runner', () => {
  it.each(Object.keys(SCENARIOS))('%s, with every hostile string at once', async (name) => {
    for (const value of [ALL, ALL_MIXED, LONG]) {
      const run = await (SCENARIOS[name] as (h: string) => Promise<ActionRun>)(value);
      // The run got far enough to print outside text (a crash would print none).
      // The hostile text did reach stdout (defused): the run got as far as printing it.
      // (A very long value may be clipped before its end: its start is what arrives.)
      expect(run.stdout, name).toContain(value === LONG ? 'A'.repeat(50) : 'PWN');
      expect(run.signal, name).toBeNull();
      expectNoForeignCommands(run, name);
      // The outcome output is ours, whatever the hostile text said.
      expect(['success', 'failure', 'timeout']).toContain(run.outputs.outcome);
      expect(run.outputs.outcome).not.toContain('PWN');
    }
  });

  const perString = [
    'status: trigger and wait (summary, status id, logs, commit, author)',
    'feedback: entries, PR file names and comment bodies',
  ];
  it.each(HOSTILE.flatMap(([label]) => perString.map((s) => [label, s] as const)))(
    '%s alone, %s',
    async (label, scenario) => {
      const value = HOSTILE.find(([l]) => l === label)?.[1] ?? '';
      const run = await (SCENARIOS[scenario] as (h: string) => Promise<ActionRun>)(value);
      // A 20,000-character status id cannot travel back in a URL (the host answers 431): that
      // run fails, with the id in its error; every other run goes all the way through.
      const through = !(label === 'very long' && scenario.startsWith('status'));
      expect(run.outputs.outcome, `${label}: ${run.stdout.slice(-2000)}`).toBe(
        through ? 'success' : 'failure',
      );
      expectNoForeignCommands(run, `${label} / ${scenario}`);
    },
  );

  it('the check itself catches an injected line (a run that printed one raw)', () => {
    const fake = (stdout: string): ActionRun =>
      ({ stdout, stderr: '', outputs: {} }) as unknown as ActionRun;
    for (const [, value] of HOSTILE) {
      expect(() => expectNoForeignCommands(fake(`${value}\n`), 'raw')).toThrow();
    }
    expect(() =>
      expectNoForeignCommands(fake('::warning title=Docs::ok\n::add-mask::s3cr3t\n'), 'ours'),
    ).not.toThrow();
  });
});
