/**
 * `npm run demo`: runs the bundled action (`node dist/index.js`, which `npm run demo` bundles
 * first) in every mode against the embedded platform and GitHub emulators, fully offline, as a
 * runner would. Prints each mode's outputs, and the action's own error lines when a mode fails;
 * writes each job summary (and the PR comments the feedback and preview modes posted) under
 * `.demo/`. Every temporary folder (the runs' RUNNER_TEMP, the emulators' bundles) lives in one
 * temp root that is removed at the end, also on failure or Ctrl+C.
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startGitHubEmulator, startPlatformEmulator } from '../emulator/index.js';
import {
  COMMITTED_ENTRY,
  ROOT,
  runAction,
  type ActionRun,
} from '../__tests__/helpers/run-action.js';
import { useTempRoot } from '../__tests__/helpers/temp-root.js';

const removeTempRoot = useTempRoot();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    removeTempRoot();
    process.exit(130);
  });
}

const outDir = path.join(ROOT, '.demo');
mkdirSync(outDir, { recursive: true });

const platform = await startPlatformEmulator({
  seed: 1,
  update: { queuedMs: 500, runningMs: 1500 },
  exportJob: { queuedMs: 300, runningMs: 3000, pageCount: 42 },
  preview: { queuedMs: 500, runningMs: 1500 },
});
const github = await startGitHubEmulator({ owner: 'acme', repo: 'docs' });
github.setPullFiles(7, [
  { filename: 'docs/guides/intro.mdx', status: 'modified' },
  { filename: 'docs/quickstart.mdx', status: 'modified' },
  { filename: 'README.md', status: 'modified' },
]);

const common = {
  'admin-key': platform.adminKey,
  'api-url': platform.url,
  'github-token': github.token,
};

interface Scenario {
  title: string;
  file: string;
  inputs: Record<string, string>;
  event?: { name: string; payload: Record<string, unknown> };
  /** The sticky PR comment this scenario writes, saved as `.demo/<file>-pr-comment.md`. */
  comment?: 'feedback' | 'preview';
}

/** PR #7 as a `pull_request` event carries it; `closed` with `merged` when the PR is merged. */
function pullRequest7(action: string, merged = false): Scenario['event'] {
  return {
    name: 'pull_request',
    payload: {
      action,
      number: 7,
      pull_request: {
        number: 7,
        merged,
        head: {
          ref: 'docs/new-guide',
          sha: 'abcdef0123456789abcdef0123456789abcdef01',
          repo: { full_name: 'acme/docs', fork: false },
        },
        base: { ref: 'main', repo: { full_name: 'acme/docs' } },
      },
    },
  };
}

const scenarios: Scenario[] = [
  {
    title: 'status: trigger an update and track it to the end',
    file: 'status',
    inputs: { mode: 'status', 'project-id': platform.projectId, trigger: 'true' },
  },
  {
    title: 'export: static export → verified bundle → artifact',
    file: 'export',
    inputs: { mode: 'export', domain: 'https://docs.example.com/', target: 'artifact' },
  },
  {
    title: 'feedback: reader feedback, page views and reader signals; sticky comment on PR #7',
    file: 'feedback',
    inputs: { mode: 'feedback', 'project-id': platform.projectId, 'docs-root': 'docs' },
    event: pullRequest7('synchronize'),
    comment: 'feedback',
  },
  {
    title: 'preview: docs preview of PR #7, sticky comment and GitHub Deployment',
    file: 'preview',
    inputs: { mode: 'preview', 'project-id': platform.projectId },
    event: pullRequest7('synchronize'),
    comment: 'preview',
  },
  {
    title: 'preview, PR #7 merged: the Deployment goes inactive, the comment says so',
    file: 'preview-merged',
    inputs: { mode: 'preview', 'project-id': platform.projectId },
    event: pullRequest7('closed', true),
    comment: 'preview',
  },
  {
    title: 'automation: run a scheduled automation now',
    file: 'automation',
    inputs: {
      mode: 'automation',
      'project-id': platform.projectId,
      'automation-id': platform.automationId,
    },
  },
];

let failures = 0;
try {
  for (const scenario of scenarios) {
    console.log(`\n=== ${scenario.title}`);
    const run: ActionRun = await runAction({
      inputs: { ...common, ...scenario.inputs },
      env: github.env(),
      event: scenario.event,
      killAfterMs: 120_000,
      entry: COMMITTED_ENTRY,
    });
    for (const a of run.annotations.filter((x) =>
      ['error', 'warning', 'notice'].includes(x.command),
    )) {
      // An error is the reason a mode failed: all of it; warnings and notices: their first line.
      const lines = a.command === 'error' ? a.message.split('\n') : a.message.split('\n', 1);
      console.log(`  [${a.command}] ${lines.join('\n    ')}`);
    }
    console.log(`  exit code: ${run.code ?? `killed by ${run.signal}`}`);
    if (run.code !== 0) showWhy(run);
    for (const [name, value] of Object.entries(run.outputs)) {
      // The runner masks these in a real log; the demo does the same.
      const shown = name === 'bundle-url' || name === 'deployment-values' ? '*** (masked)' : value;
      console.log(`  ${name}: ${shown.length > 100 ? `${shown.slice(0, 97)}...` : shown}`);
      if (name === 'bundle-path' || name === 'feedback-file') {
        console.log("    (in the run's RUNNER_TEMP, removed at the end; a copy is kept in .demo/)");
      }
    }
    keepFile(run, 'bundle-path', `${scenario.file}-bundle.tar.gz`);
    keepFile(run, 'feedback-file', `${scenario.file}.jsonl`);
    const summaryFile = path.join(outDir, `${scenario.file}-summary.md`);
    writeFileSync(summaryFile, run.summary);
    console.log(`  job summary: ${path.relative(ROOT, summaryFile)} (${run.summary.length} chars)`);
    if (scenario.comment) keepComment(scenario.comment, `${scenario.file}-pr-comment.md`);
    if (run.code !== 0) failures += 1;
  }
  console.log('');
  for (const d of github.state.repoDeployments) {
    console.log(
      `Deployment ${d.id} of ${d.sha.slice(0, 7)} in ${d.environment}: ${d.statuses
        .map((s) => s.state + (s.environmentUrl ? ` → ${s.environmentUrl}` : ''))
        .join(', ')}`,
    );
  }
} finally {
  await Promise.all([platform.close(), github.close()]);
  removeTempRoot();
}
console.log(
  failures === 0
    ? '\nAll modes ran offline against the emulators.'
    : `\n${failures} mode(s) did not succeed (see the messages above).`,
);
process.exitCode = failures === 0 ? 0 : 1;

/**
 * Why a mode did not succeed, in the action's own words: its error lines, and when it died
 * before it could say (a crash, a missing bundle), the end of what it printed on stderr.
 */
function showWhy(run: ActionRun): void {
  const errors = run.annotations.filter((a) => a.command === 'error');
  const stderr = run.stderr.trim().split('\n').filter(Boolean).slice(-20);
  if (errors.length === 0 && stderr.length === 0) {
    console.log('  (the action printed no error; its last log lines:)');
    for (const line of run.stdout.trim().split('\n').slice(-10)) console.log(`    ${line}`);
    return;
  }
  for (const line of stderr) console.log(`  stderr: ${line}`);
}

/** Copies the file named by output `name` (it lives in the run's RUNNER_TEMP) to `.demo/<as>`. */
function keepFile(run: ActionRun, name: string, as: string): void {
  const file = run.outputs[name];
  if (file && existsSync(file)) copyFileSync(file, path.join(outDir, as));
}

/** Saves the `kind` sticky comment of PR #7, as it is now, to `.demo/<as>`. */
function keepComment(kind: 'feedback' | 'preview', as: string): void {
  const mine = (github.state.comments.get(7) ?? []).filter((c) =>
    c.body.startsWith(`<!-- mintlify-docs-action:${kind}:`),
  );
  if (mine.length === 0) return;
  const file = path.join(outDir, as);
  writeFileSync(file, mine.map((c) => c.body).join('\n\n---\n\n'));
  console.log(`  PR #7 ${kind} comment: ${path.relative(ROOT, file)}`);
}
