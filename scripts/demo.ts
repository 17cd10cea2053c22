/**
 * `npm run demo`: runs the bundled action (`node dist/index.js`) in every mode against the
 * embedded platform and GitHub emulators, fully offline. Prints each mode's outputs and writes
 * each job summary (and the PR comments the feedback and preview modes posted) under `.demo/`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startGitHubEmulator, startPlatformEmulator } from '../emulator/index.js';
import { ROOT, runAction, type ActionRun } from '../__tests__/helpers/run-action.js';

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
    title: 'feedback: report with page views, and sticky comment on PR #7',
    file: 'feedback',
    inputs: { mode: 'feedback', 'project-id': platform.projectId, 'docs-root': 'docs' },
    event: {
      name: 'pull_request',
      payload: { number: 7, pull_request: { number: 7, head: { repo: { fork: false } } } },
    },
  },
  {
    title: 'preview: docs preview of PR #7, sticky comment and GitHub Deployment',
    file: 'preview',
    inputs: { mode: 'preview', 'project-id': platform.projectId },
    event: {
      name: 'pull_request',
      payload: {
        number: 7,
        pull_request: {
          number: 7,
          head: {
            ref: 'docs/new-guide',
            sha: 'abcdef0123456789abcdef0123456789abcdef01',
            repo: { full_name: 'acme/docs' },
          },
          base: { ref: 'main', repo: { full_name: 'acme/docs' } },
        },
      },
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
    });
    for (const a of run.annotations.filter((x) =>
      ['error', 'warning', 'notice'].includes(x.command),
    )) {
      console.log(`  [${a.command}] ${a.message.split('\n')[0]}`);
    }
    console.log(`  exit code: ${run.code}`);
    for (const [name, value] of Object.entries(run.outputs)) {
      // The runner masks these in a real log; the demo does the same.
      const shown = name === 'bundle-url' || name === 'deployment-values' ? '*** (masked)' : value;
      console.log(`  ${name}: ${shown.length > 100 ? `${shown.slice(0, 97)}...` : shown}`);
    }
    const summaryFile = path.join(outDir, `${scenario.file}-summary.md`);
    writeFileSync(summaryFile, run.summary);
    console.log(`  job summary: ${path.relative(ROOT, summaryFile)} (${run.summary.length} chars)`);
    if (run.code !== 0) failures += 1;
  }
  const comments = github.state.comments.get(7) ?? [];
  for (const kind of ['feedback', 'preview']) {
    const mine = comments.filter((c) => c.body.startsWith(`<!-- mintlify-docs-action:${kind}:`));
    if (mine.length === 0) continue;
    const file = path.join(outDir, `${kind}-pr-comment.md`);
    writeFileSync(file, mine.map((c) => c.body).join('\n\n---\n\n'));
    console.log(`\nPR #7 ${kind} comment: ${path.relative(ROOT, file)}`);
  }
  for (const d of github.state.repoDeployments) {
    console.log(
      `Deployment ${d.id} of ${d.sha.slice(0, 7)} in ${d.environment}: ${d.statuses
        .map((s) => s.state + (s.environmentUrl ? ` → ${s.environmentUrl}` : ''))
        .join(', ')}`,
    );
  }
} finally {
  await Promise.all([platform.close(), github.close()]);
}
console.log(
  failures === 0
    ? '\nAll modes ran offline against the emulators.'
    : `\n${failures} mode(s) did not succeed (see the messages above).`,
);
process.exitCode = failures === 0 ? 0 : 1;
