/**
 * Checks that the action works under GitHub's local runner for JavaScript actions
 * (`npx @github/local-action . src/main.ts .env`), which replaces @actions/core with its own: every
 * mode runs against the platform emulator and its outputs, `outcome` included, must show; once
 * through the root action (`mode:`), once through its own (`<mode>/action.yml`, no `mode` input:
 * the .env sets what its loader in dist/<mode>/ sets, `FIXED_MODE_ENV`).
 *
 * Usage: `tsx scripts/check-local-action.ts <path to the local-action binary>` (.ci/run installs
 * @github/local-action into a temp folder; it is not a dependency of the project).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { startGitHubEmulator, startPlatformEmulator } from '../emulator/index.js';
import { FIXED_MODE_ENV } from '../src/constants.js';

const run = promisify(execFile);

const bin = process.argv[2];
if (!bin) {
  console.error('usage: tsx scripts/check-local-action.ts <local-action binary>');
  process.exit(2);
}

const platform = await startPlatformEmulator({ seed: 3 });
// `mode: health` keeps an issue: the GitHub emulator serves it.
const github = await startGitHubEmulator({ owner: 'octo', repo: 'docs' });
const dir = mkdtempSync(path.join(tmpdir(), 'local-action-'));
const common = {
  'api-url': platform.url,
  'admin-key': platform.adminKey,
};
const cases: Record<string, Record<string, string>> = {
  status: { mode: 'status', 'project-id': platform.projectId, trigger: 'true', verify: 'off' },
  export: { mode: 'export', domain: 'docs.example.com', target: 'none' },
  preview: {
    mode: 'preview',
    'project-id': platform.projectId,
    branch: 'local-preview',
    deployment: 'false',
  },
  feedback: { mode: 'feedback', 'project-id': platform.projectId, comment: 'false' },
  automation: {
    mode: 'automation',
    'project-id': platform.projectId,
    'automation-id': platform.automationId,
  },
  health: { mode: 'health', 'project-id': platform.projectId, 'github-token': github.token },
  check: { mode: 'check' },
};

// `mode: check` reads a checkout: a small site of its own, as GITHUB_WORKSPACE.
const site = path.join(dir, 'site');
mkdirSync(site);
writeFileSync(
  path.join(site, 'docs.json'),
  JSON.stringify({
    theme: 'mint',
    name: 'Local',
    colors: { primary: '#0D9373' },
    navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
  }),
);
writeFileSync(path.join(site, 'index.mdx'), '---\ntitle: Home\n---\n\n# Home\n');
const extraEnv: Record<string, string[]> = { check: [`GITHUB_WORKSPACE=${site}`] };

/** Each case through the root action, then through its mode's own action (its folder). */
const runs = Object.entries(cases).flatMap(([name, inputs]) => {
  const { mode = name, ...own } = inputs;
  return [
    { name, action: '.', entry: 'src/main.ts', inputs, fixed: [] as string[] },
    {
      name: `${name}/`,
      action: mode,
      entry: '../src/main.ts',
      inputs: own,
      fixed: [`${FIXED_MODE_ENV}=${mode}`],
    },
  ];
});

let failed = 0;
try {
  for (const { name, action, entry, inputs, fixed } of runs) {
    // The same shape as the sample .env of docs/development.md: INPUT_ names as action.yml spells them.
    const env = Object.entries({ ...common, ...inputs })
      .map(([k, v]) => `INPUT_${k.toUpperCase()}=${v}`)
      .concat([
        `RUNNER_TEMP=${dir}`,
        `GITHUB_REPOSITORY=octo/docs`,
        `GITHUB_API_URL=${github.apiUrl}`,
        ...(extraEnv[name.replace('/', '')] ?? []),
        ...fixed,
      ])
      .join('\n');
    const file = path.join(dir, `${name.replace('/', '-own')}.env`);
    writeFileSync(file, `${env}\n`);
    const { stdout } = await run(bin, ['run', action, entry, file], {
      maxBuffer: 64 * 1024 * 1024,
      timeout: 180_000,
    }).catch((err: { stdout?: string; stderr?: string; message: string }) => ({
      stdout: `${err.stdout ?? ''}\n${err.stderr ?? ''}\n${err.message}`,
    }));
    // local-action prints a table of outputs; the row of `outcome` must say success.
    const ok = /'outcome'\s*│\s*'success'/.test(stdout);
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${name}: outcome ${ok ? 'success' : 'missing or not success'}`,
    );
    if (!ok) {
      failed++;
      console.log(stdout.split('\n').slice(-60).join('\n'));
    }
  }
} finally {
  await Promise.all([platform.close(), github.close()]);
  // The .env files and the runs' RUNNER_TEMP: nothing is left in the temp directory.
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
