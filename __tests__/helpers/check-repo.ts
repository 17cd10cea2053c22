/**
 * A checkout as `actions/checkout` leaves it on a pull request (with `fetch-depth: 2`): a git
 * repository whose HEAD is the merge of the PR's head into its base, for `mode: check`'s
 * end-to-end test and the demo. The base holds a small docs site (pages of the demo's showcase
 * site, scripts/demo-site.ts) with one page already broken
 * (a brace in prose); the PR adds a heading with `{#id}`, an unclosed `<Note>` and a bare `<5`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The base branch's files (repository path → text). */
export const CHECK_BASE_FILES: Readonly<Record<string, string>> = {
  'README.md': '# Acme docs\n',
  'docs/docs.json': `${JSON.stringify(
    {
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Acme',
      colors: { primary: '#0D9373' },
      navigation: {
        groups: [
          { group: 'Guides', pages: ['quickstart', 'guides/intro', 'guides/errors-and-retries'] },
          { group: 'API reference', pages: ['api-reference/errors'] },
        ],
      },
    },
    null,
    2,
  )}\n`,
  'docs/quickstart.mdx':
    '---\ntitle: Quickstart\n---\n\nInstall the CLI:\n\n```bash\nnpm i -g acme\n```\n',
  'docs/guides/intro.mdx': '---\ntitle: Introduction\n---\n\nAcme keeps your docs current.\n',
  'docs/guides/errors-and-retries.mdx':
    '---\ntitle: Errors and retries\n---\n\nRequests are rate limited.\n',
  'docs/api-reference/errors.mdx':
    '---\ntitle: Errors\n---\n\nEvery error has a code.\n\nThe body is {"code": 42} in JSON.\n',
};

/** What the PR changes (repository path → text). */
export const CHECK_PR_FILES: Readonly<Record<string, string>> = {
  'docs/quickstart.mdx':
    '---\ntitle: Quickstart\ndescription: Install and run\n---\n\nInstall the CLI:\n\n```bash\nnpm i -g acme\n```\n\n## Before you begin {#before}\n\nYou need an account.\n',
  'docs/guides/intro.mdx':
    '---\ntitle: Introduction\n---\n\nAcme keeps your docs current.\n\n<Note>\nPreviews are built for every PR.\n',
  'docs/guides/errors-and-retries.mdx':
    '---\ntitle: Errors and retries\n---\n\nRequests are rate limited.\n\nMost answers take <5 seconds.\n',
};

/** The PR's changed files, as GitHub lists them. */
export const CHECK_PR_CHANGED = Object.keys(CHECK_PR_FILES);

function git(dir: string, ...args: string[]): string {
  return execFileSync(
    'git',
    [
      '-c',
      'user.name=Acme',
      '-c',
      'user.email=docs@acme.test',
      '-c',
      'init.defaultBranch=main',
      ...args,
    ],
    {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: '2026-05-01T09:00:00Z',
        GIT_COMMITTER_DATE: '2026-05-01T09:00:00Z',
      },
    },
  ).trim();
}

function write(dir: string, files: Readonly<Record<string, string>>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/**
 * Makes the checkout in `dir` (an empty folder): base commit, PR commit on a branch, and HEAD
 * the merge of the two (first parent: the base), detached, as on a `pull_request` run.
 *
 * @returns the base and head commits, for the event's payload
 */
export function makeCheckRepo(dir: string): { base: string; head: string } {
  git(dir, 'init', '-q');
  write(dir, CHECK_BASE_FILES);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'docs: base');
  const base = git(dir, 'rev-parse', 'HEAD');
  git(dir, 'checkout', '-q', '-b', 'feature');
  write(dir, CHECK_PR_FILES);
  git(dir, 'commit', '-q', '-am', 'docs: the PR');
  const head = git(dir, 'rev-parse', 'HEAD');
  git(dir, 'checkout', '-q', '--detach', base);
  git(dir, 'merge', '-q', '--no-ff', '-m', 'Merge the PR into main', head);
  return { base, head };
}

/** A `pull_request` event's payload for the checkout, from a fork (no secrets). */
export function forkPullRequest(commits: { base: string; head: string }): Record<string, unknown> {
  return {
    action: 'synchronize',
    number: 12,
    pull_request: {
      number: 12,
      head: { ref: 'feature', sha: commits.head, repo: { full_name: 'contributor/docs' } },
      base: { ref: 'main', sha: commits.base, repo: { full_name: 'acme/docs' } },
    },
  };
}
