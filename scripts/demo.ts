/**
 * `npm run demo`: runs the committed bundle (`node dist/index.js`, never rebuilt here: CI checks
 * that dist/ is the bundle of src/ before it runs the demo, so the samples are the sources') in
 * every mode against the embedded platform and GitHub emulators, fully offline, as a runner
 * would, on a fixed clock. It changes no tracked file but the samples that differ. Prints each mode's outputs, and the action's own error lines
 * when a mode fails; writes each job summary and PR comment as a rendered sample into
 * `docs/samples/` (scripts/demo-samples.ts: the same bytes on every run) with the issue the health
 * mode keeps, and the exported bundle and the feedback file into `.demo/`. Every temporary folder (the runs' RUNNER_TEMP, the
 * emulators' bundles) lives in one temp root that is removed at the end, also on failure or Ctrl+C.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  startGitHubEmulator,
  startPlatformEmulator,
  type PlatformEmulator,
  type RepoFile,
} from '../emulator/index.js';
import {
  COMMITTED_ENTRY,
  ROOT,
  runAction,
  type ActionRun,
} from '../__tests__/helpers/run-action.js';
import { useTempRoot } from '../__tests__/helpers/temp-root.js';
import { startTlsFront, TEST_CA_FILE } from '../__tests__/helpers/tls-front.js';
import { startConnectProxy } from '../emulator/connect-proxy.js';
import { setDate } from './demo-clock.mjs';
import { SampleWriter, scenarioInstant, type RunVariables } from './demo-samples.js';
import { deployOnPushScenario, liveScenarios } from './demo-live.js';
import {
  CUSTOM_DOMAIN,
  NEXT_ISSUE_NUMBER,
  PR_BASE,
  prHead,
  PROJECT,
  PUSH_FILES,
  PUSH_MESSAGE,
  PUSH_SHA,
  SITE_OPTIONS,
} from './demo-site.js';
import { forkPullRequest, makeCheckRepo } from '../__tests__/helpers/check-repo.js';

/** The bundle the demo runs: the committed one, or another (`DEMO_ENTRY=build/test-dist/index.js`). */
const entry = process.env.DEMO_ENTRY ? path.resolve(process.env.DEMO_ENTRY) : COMMITTED_ENTRY;
if (!existsSync(entry)) {
  // Checked before anything starts: without it every mode would fail alike, and say less.
  throw new Error(
    `${path.relative(ROOT, entry)} is missing: the demo runs the bundle as committed. ` +
      'Restore it (git checkout -- dist) or build it (npm run bundle).',
  );
}

const removeTempRoot = useTempRoot();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    removeTempRoot();
    process.exit(130);
  });
}

const outDir = path.join(ROOT, '.demo');
mkdirSync(outDir, { recursive: true });

// The clock is set before the emulators start: the data they make up is dated from it. It
// stands at each scenario's instant while the scenario runs (scripts/demo-clock.mjs).
let scenarioAt = scenarioInstant(0);
setDate(() => scenarioAt);
const clockPreload = pathToFileURL(path.join(ROOT, 'scripts', 'demo-clock.mjs')).href;
const hostsPreload = pathToFileURL(path.join(ROOT, 'scripts', 'demo-hosts.mjs')).href;

/**
 * Each open PR's head commit: its message, and what it changes under docs/ as the platform
 * reports it of a build (the same files as the PR's file list below, docs/ left out).
 */
const PR_HEADS: Record<
  number,
  { message: string; files: { added: string[]; modified: string[]; removed: string[] } }
> = {
  7: {
    message: 'docs: JavaScript SDK page replaces the Node one; webhooks page retired',
    files: {
      added: ['sdks/javascript.mdx'],
      modified: ['guides/intro.mdx', 'quickstart.mdx', 'docs.json', 'api-reference/openapi.yaml'],
      removed: ['guides/webhooks.mdx', 'sdks/node.mdx'],
    },
  },
  8: {
    message: 'docs: steps for the intro, quickstart for Node 20',
    files: { added: [], modified: ['guides/intro.mdx', 'quickstart.mdx'], removed: [] },
  },
};
/** Each open PR's branch. */
const PR_BRANCHES: Record<number, string> = { 7: 'docs/javascript-sdk', 8: 'docs/intro-steps' };
/** How the demo's previews build: each builds its PR's head, as the platform does. */
const previewOf = (pr: number) => ({
  queuedMs: 500,
  runningMs: 1500,
  commitSha: prHead(pr),
  ...(PR_HEADS[pr]
    ? { commitMessage: PR_HEADS[pr].message, filesChanged: PR_HEADS[pr].files }
    : {}),
});

// Updates and previews build the commit their run is for, as on GitHub: a run whose update built
// another commit would rightly warn about it, and the happy path has no reason to.
// One emulator serves the one showcase site (scripts/demo-site.ts) to every mode: the feedback
// summary, the PR comment and the health issue read the same pages, views, votes and questions.
const platform = await startPlatformEmulator({
  ...SITE_OPTIONS,
  // Updates, previews and exports move on by reads, not time: the action sees the same states.
  readStepMs: 700,
  update: {
    queuedMs: 500,
    runningMs: 1500,
    commitSha: PUSH_SHA,
    commitMessage: PUSH_MESSAGE,
    filesChanged: PUSH_FILES,
  },
  // The export holds the dataset's pages (as many as its .html files: the count the job reports),
  // their canonical URLs on the site's own host.
  // An export job of a minute, seen in a handful of polls (each read moves it on by `readStepMs`;
  // the scenario's waits are virtual, see below).
  exportJob: { queuedMs: 6_000, runningMs: 48_000, readStepMs: 10_000 },
  bundle: { kind: 'site', origin: `https://${CUSTOM_DOMAIN}` },
  preview: previewOf(7),
});
/** The same organization (same seed, same keys) without static export: it answers 403. */
const noExport = await startPlatformEmulator({
  seed: 1,
  projectId: PROJECT.id,
  subdomain: PROJECT.subdomain,
  dataset: 'showcase',
  exportEnabled: false,
});
const github = await startGitHubEmulator({
  owner: 'acme',
  repo: 'docs',
  firstIssueNumber: NEXT_ISSUE_NUMBER,
});
// The live site answers at its public names on port 443: its custom domain and its Mintlify
// subdomain (names the test CA's certificate holds). Runs reach a TLS front of the emulator's
// site: directly (scripts/demo-hosts.mjs routes the names to it, so nothing leaves the machine),
// or in one scenario through a CONNECT proxy that lands its tunnels there, as a runner behind a
// company's proxy reaches a public site.
const SITE_NAMES = [CUSTOM_DOMAIN, `${PROJECT.subdomain}.mintlify.site`];
const siteFront = await startTlsFront();
siteFront.forwardTo(Number(new URL(platform.site.url).port));
const siteProxy = await startConnectProxy({
  hosts: Object.fromEntries(SITE_NAMES.map((name) => [name, '127.0.0.1'])),
  ports: Object.fromEntries(SITE_NAMES.map((name) => [`${name}:443`, siteFront.port])),
});
/** What routes the site's names to the front, for every run (scripts/demo-hosts.mjs). */
const DEMO_HOSTS = JSON.stringify(
  Object.fromEntries(SITE_NAMES.map((name) => [`${name}:443`, siteFront.port])),
);
/** How the samples name the proxy (its real address is a free loopback port). */
const SHOWN_PROXY = 'proxy.acme.com:3128';
const site = {
  url: `https://${CUSTOM_DOMAIN}`,
  env: { NODE_EXTRA_CA_CERTS: TEST_CA_FILE },
  proxied: { HTTPS_PROXY: siteProxy.url, NODE_EXTRA_CA_CERTS: TEST_CA_FILE },
};
/** PR #7's head commit, where docs.json is read. */
const PR7_HEAD = prHead(7);
github.setPullFiles(7, [
  { filename: 'docs/guides/intro.mdx', status: 'modified' },
  { filename: 'docs/quickstart.mdx', status: 'modified' },
  { filename: 'docs/docs.json', status: 'modified' },
  { filename: 'README.md', status: 'modified' },
  // The API reference's spec: one breaking change, two additive ones (demoSpec below).
  { filename: 'docs/api-reference/openapi.yaml', status: 'modified' },
  // A page removed without a redirect, and one renamed with one: the feedback comment lists both.
  { filename: 'docs/guides/webhooks.mdx', status: 'removed' },
  {
    filename: 'docs/sdks/javascript.mdx',
    status: 'renamed',
    previous_filename: 'docs/sdks/node.mdx',
  },
]);
github.setRepoFile(
  'docs/docs.json',
  JSON.stringify({
    name: 'Acme',
    navigation: {
      groups: [
        { group: 'Guides', pages: ['quickstart', 'guides/intro'] },
        { group: 'SDKs', pages: ['sdks/javascript'] },
        // Mintlify generates a page per operation: /api-reference/{tag}/{summary}.
        { group: 'API reference', openapi: 'api-reference/openapi.yaml' },
      ],
    },
    redirects: [{ source: '/sdks/node', destination: '/sdks/javascript' }],
  }),
  PR7_HEAD,
);
github.setRepoFile('docs/api-reference/openapi.yaml', demoSpec(false), PR_BASE);
// The page PR #7 removes, as its base holds it: its frontmatter is read there for an operation.
github.setRepoFile(
  'docs/guides/webhooks.mdx',
  '---\ntitle: Webhooks\n---\n\n# Webhooks\n',
  PR_BASE,
);
github.setRepoFile('docs/api-reference/openapi.yaml', demoSpec(true), PR7_HEAD);
// The pages the navigation names, as the PR's head serves them.
for (const [file, title] of [
  ['quickstart.mdx', 'Quickstart'],
  ['guides/intro.mdx', 'Introduction'],
  ['sdks/javascript.mdx', 'JavaScript SDK'],
]) {
  github.setRepoFile(`docs/${file}`, `---\ntitle: ${title}\n---\n\n# ${title}\n`, PR7_HEAD);
}
const DOCS_PR_FILES = [
  { filename: 'docs/guides/intro.mdx', status: 'modified' },
  { filename: 'docs/quickstart.mdx', status: 'modified' },
  { filename: 'README.md', status: 'modified' },
];
github.setPullFiles(8, DOCS_PR_FILES);

const common = {
  'admin-key': platform.adminKey,
  'api-url': platform.url,
  'github-token': github.token,
};

interface Scenario {
  title: string;
  /**
   * Names its samples: `docs/samples/<file>-summary.md`, `<file>-comment.md` for its comment;
   * and its bundle or feedback file in `.demo/`.
   */
  file: string;
  inputs: Record<string, string>;
  event?: { name: string; payload: Record<string, unknown> };
  /** The sticky PR comment this scenario leaves, saved as the sample `<file>-comment.md`. */
  comment?: { kind: 'feedback' | 'preview'; pr: number };
  /** The platform emulator it talks to; default `platform`. */
  api?: PlatformEmulator;
  /** The outcome it shows; default `success`. */
  outcome?: 'success' | 'failure';
  /** Sets the emulators up for this scenario alone, and returns how to undo it. */
  setup?: () => () => void;
  /** The issue this scenario keeps (by its label), saved as `.demo/<file>-issue.md`. */
  issue?: string;
  /** Environment variables of this scenario's run alone. */
  env?: Record<string, string>;
}

/**
 * The demo API's OpenAPI file at PR #7's base and head: the head makes `status` a required query
 * parameter of `GET /projects` (breaking), and adds `DELETE /projects/{id}` and an optional
 * `expand` parameter of `GET /projects/{id}` (additive).
 */
function demoSpec(head: boolean): string {
  const required = head
    ? '\n        - {name: status, in: query, required: true, schema: {type: string}}'
    : '';
  const expand = head ? '\n        - {name: expand, in: query, schema: {type: string}}' : '';
  const remove = head
    ? `\n    delete:\n      tags: [Projects]\n      summary: Delete a project\n      parameters:\n        - {name: id, in: path, required: true, schema: {type: string}}\n      responses:\n        '204': {description: Deleted}`
    : '';
  return `openapi: 3.1.0
info: {title: Acme API, version: '1.0'}
paths:
  /projects:
    get:
      tags: [Projects]
      summary: List projects
      parameters:
        - {name: limit, in: query, schema: {type: integer}}${required}
      responses:
        '200':
          description: The projects
          content:
            application/json:
              schema: {type: array, items: {$ref: '#/components/schemas/Project'}}
  /projects/{id}:
    get:
      tags: [Projects]
      summary: Get a project
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}}${expand}
      responses:
        '200':
          description: The project
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Project'}${remove}
components:
  schemas:
    Project:
      type: object
      properties:
        id: {type: string}
        name: {type: string}
`;
}

/** PR `number` as a `pull_request` event carries it; `closed` with `merged` when it is merged. */
function pullRequest(number: number, action: string, merged = false): Scenario['event'] {
  const branch = PR_BRANCHES[number] ?? `docs/pr-${number}`;
  return {
    name: 'pull_request',
    payload: {
      action,
      number,
      pull_request: {
        number,
        merged,
        head: {
          ref: branch,
          sha: prHead(number),
          repo: { full_name: 'acme/docs', fork: false },
        },
        base: { ref: 'main', sha: PR_BASE, repo: { full_name: 'acme/docs' } },
      },
    },
  };
}

const scenarios: Scenario[] = [
  deployOnPushScenario({ platform, github, site }),
  {
    title: 'export: static export → verified bundle → artifact',
    file: 'export',
    inputs: { mode: 'export', domain: `https://${CUSTOM_DOMAIN}/`, target: 'artifact' },
    // The job moves on by reads alone: its polls wait a fiftieth of their length for real.
    env: { DEMO_CLOCK_WAIT_SCALE: '0.02' },
  },
  {
    title: 'export without static export on the plan: the 403, in plain words',
    file: 'export-enterprise-403',
    inputs: { mode: 'export', domain: CUSTOM_DOMAIN, 'api-url': noExport.url },
    api: noExport,
    outcome: 'failure',
  },
  {
    title:
      'feedback: reader feedback, page views and reader signals; sticky comment on PR #7, which removes a page without a redirect',
    file: 'feedback',
    inputs: { mode: 'feedback', 'project-id': platform.projectId, 'docs-root': 'docs' },
    event: pullRequest(7, 'synchronize'),
    comment: { kind: 'feedback', pr: 7 },
  },
  {
    title: 'preview: docs preview of PR #7, sticky comment and GitHub Deployment',
    file: 'preview-ready',
    inputs: { mode: 'preview', 'project-id': platform.projectId, 'docs-root': 'docs' },
    event: pullRequest(7, 'synchronize'),
    comment: { kind: 'preview', pr: 7 },
  },
  {
    title: 'preview of PR #8, whose build fails: the comment shows the end of the build log',
    file: 'preview-failed',
    inputs: { mode: 'preview', 'project-id': platform.projectId },
    event: pullRequest(8, 'synchronize'),
    comment: { kind: 'preview', pr: 8 },
    outcome: 'failure',
    setup: () => {
      platform.setPreviewBehaviour({
        ...previewOf(8),
        outcome: 'failure',
        summary: 'Build failed: 1 error in guides/intro.mdx',
        logs: [
          `[info] Cloning repository at ${prHead(8).slice(0, 7)}`,
          '[info] Installing dependencies',
          '[info] Building 2 changed pages, 82 unchanged from cache',
          '[error] guides/intro.mdx:12:3: Unexpected closing tag </Card>: expected </Steps>',
          '[error] Build failed: 1 error',
        ],
      });
      return () => platform.setPreviewBehaviour(previewOf(7));
    },
  },
  {
    title: 'preview, PR #7 merged: the Deployment goes inactive, the comment says so',
    file: 'preview-closed',
    inputs: { mode: 'preview', 'project-id': platform.projectId },
    event: pullRequest(7, 'closed', true),
    comment: { kind: 'preview', pr: 7 },
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
  {
    title: 'invalid inputs: every problem at once, before any request',
    file: 'invalid-inputs',
    inputs: {
      mode: 'feedback',
      'project-id': platform.projectId,
      'date-from': '2025-06-31',
      'page-size': '500',
      timeout: '10 minutes',
    },
    outcome: 'failure',
  },
  {
    // The README's weekly quick start: the ten pages to fix next, no fix drafted.
    title: 'health: the docs pages to fix next, in one issue kept current',
    file: 'health',
    inputs: { mode: 'health', 'project-id': platform.projectId, top: '10' },
    // The docs and the worst pages' files at the run's commit, for this run alone.
    setup: () => {
      const added: RepoFile[] = [
        { path: 'docs/docs.json', content: '{"name":"Acme"}', ref: PUSH_SHA },
        ...[
          ['guides/troubleshooting', 'Troubleshooting'],
          ['guides/intro', 'Introduction'],
          ['quickstart', 'Quickstart'],
        ].map(([page, title]) => ({
          path: `docs/${page}.mdx`,
          content: `---\ntitle: ${title}\n---\n`,
          ref: PUSH_SHA,
        })),
      ];
      github.state.repoFiles.push(...added);
      return () => {
        github.state.repoFiles = github.state.repoFiles.filter((f) => !added.includes(f));
      };
    },
    event: { name: 'schedule', payload: { schedule: '0 6 * * 1' } },
    issue: 'docs-health',
  },
  ...liveScenarios({ platform, github, site }),
  // Last, so the other scenarios keep their instants (and their samples their times).
  checkScenario(),
];

/**
 * `mode: check` on a fork's PR to the showcase site's docs, with no secret at all: the checkout
 * (a git repository in the temp root, HEAD the merge commit) holds a page broken before the PR
 * and the PR breaks three more.
 */
function checkScenario(): Scenario {
  const workspace = mkdtempSync(path.join(tmpdir(), 'demo-check-'));
  const commits = makeCheckRepo(workspace);
  return {
    title: "check: every page compiled as Mintlify will, on a fork's PR without secrets",
    file: 'check',
    inputs: { mode: 'check', 'admin-key': '', 'github-token': '' },
    event: { name: 'pull_request', payload: forkPullRequest(commits) },
    env: { GITHUB_WORKSPACE: workspace },
    outcome: 'failure',
  };
}

const samples = new SampleWriter();
let unexpected = 0;
try {
  for (const [index, scenario] of scenarios.entries()) {
    // Set up at the scenario's own instant: what the setup publishes or creates is dated from it.
    scenarioAt = scenarioInstant(index);
    const undo = scenario.setup?.();
    try {
      if (!(await runScenario(scenario, index))) unexpected += 1;
    } finally {
      undo?.();
    }
  }
  samples.finish();
  console.log('');
  for (const d of github.state.repoDeployments) {
    console.log(
      `Deployment ${d.id} of ${d.sha.slice(0, 7)} in ${d.environment}: ${d.statuses
        .map((s) => s.state + (s.environmentUrl ? ` → ${s.environmentUrl}` : ''))
        .join(', ')}`,
    );
  }
} finally {
  await Promise.all([
    platform.close(),
    noExport.close(),
    github.close(),
    siteProxy.close(),
    siteFront.close(),
  ]);
  removeTempRoot();
}
console.log(
  unexpected === 0
    ? '\nAll modes ran offline against the emulators; the samples are in docs/samples/.'
    : `\n${unexpected} scenario(s) did not end as expected (see the messages above).`,
);
process.exitCode = unexpected === 0 ? 0 : 1;

/**
 * Runs one scenario at its own instant of the fixed clock, prints what it did, and saves its
 * samples. Returns whether it ended as the scenario expects.
 */
async function runScenario(scenario: Scenario, index: number): Promise<boolean> {
  console.log(`\n=== ${scenario.title}`);
  const run: ActionRun = await runAction({
    inputs: { ...common, ...scenario.inputs },
    env: {
      ...github.env(),
      // What a runner sets for a step that runs `uses: acme/mintlify-docs-action@v1`: Acme runs
      // its own copy of the action, as an organization that allows only its own actions does.
      GITHUB_ACTION_REPOSITORY: 'acme/mintlify-docs-action',
      GITHUB_ACTION_REF: 'v1',
      NODE_OPTIONS: [clockPreload, hostsPreload]
        .map((p) => `--import=${JSON.stringify(p)}`)
        .join(' '),
      DEMO_HOSTS,
      // The action's clock starts at the scenario's instant and counts only what it waits.
      DEMO_CLOCK_AT_MS: String(scenarioInstant(index)),
      ...scenario.env,
    },
    event: scenario.event,
    sha: PUSH_SHA,
    killAfterMs: 120_000,
    entry,
  });
  for (const a of run.annotations.filter((x) =>
    ['error', 'warning', 'notice'].includes(x.command),
  )) {
    // An error is the reason a mode failed: all of it; warnings and notices: their first line.
    const lines = a.command === 'error' ? a.message.split('\n') : a.message.split('\n', 1);
    console.log(`  [${a.command}] ${lines.join('\n    ')}`);
  }
  console.log(`  exit code: ${run.code ?? `killed by ${run.signal}`}`);
  const expected = scenario.outcome ?? 'success';
  if (run.code !== 0 && expected === 'success') showWhy(run);
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
  const variables: RunVariables = {
    origins: [
      [(scenario.api ?? platform).url, 'http://127.0.0.1:4010'],
      [github.apiUrl, 'http://127.0.0.1:4011'],
      // The live scenarios' proxy, which their summaries name: shown as a runner's proxy is named.
      [new URL(siteProxy.url).host, SHOWN_PROXY],
    ],
    runnerTemp: run.runnerTemp,
  };
  const summary = samples.write(`${scenario.file}-summary.md`, run.summary, variables);
  console.log(`  job summary: ${path.relative(ROOT, summary)}`);
  if (scenario.comment) keepComment(scenario, variables);
  if (scenario.issue) keepIssue(scenario.issue, `${scenario.file}-issue.md`, variables);
  return run.outputs.outcome === expected && (expected === 'success') === (run.code === 0);
}

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

/** Saves the scenario's sticky comment, as it is now, as its sample. */
function keepComment(scenario: Scenario, variables: RunVariables): void {
  const { kind, pr } = scenario.comment ?? { kind: 'preview', pr: 0 };
  const mine = (github.state.comments.get(pr) ?? []).filter((c) =>
    c.body.startsWith(`<!-- mintlify-docs-action:${kind}:`),
  );
  if (mine.length === 0) return;
  const body = mine.map((c) => c.body).join('\n\n---\n\n');
  const file = samples.write(`${scenario.file}-comment.md`, body, variables);
  console.log(`  PR #${pr} ${kind} comment: ${path.relative(ROOT, file)}`);
}

/** Saves the issue labelled `label`, as it is now, as the sample `<as>` (its body, as GitHub shows it). */
function keepIssue(label: string, as: string, variables: RunVariables): void {
  const issue = github.state.issues.find((i) => i.labels.includes(label));
  if (!issue) return;
  const file = samples.write(as, issue.body ?? '', variables);
  console.log(`  issue #${issue.number}: ${path.relative(ROOT, file)}`);
}
