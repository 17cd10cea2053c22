/**
 * What readers paste into feedback, search and the assistant, for the tests of the reader-text
 * scrubber (src/util/reader-text.ts): fake credentials of the right shapes, sentences holding one
 * kind each, text that must come through untouched, and the checks of a feedback report made of
 * them. The fakes are written in two halves so that no scanner takes a test file for a leak.
 */
import { expect } from 'vitest';
import { startGitHubEmulator, type GitHubEmulator } from '../../emulator/github/server.js';
import { startPlatformEmulator, type PlatformEmulator } from '../../emulator/platform/server.js';
import { placeholder } from '../../src/util/reader-text.js';
import type { RunActionOptions } from './run-action.js';

/** Fake credentials, one of each shape the scrubber knows by itself. */
export const FAKE = {
  github: 'ghp_' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8',
  stripe: 'sk_live_' + '51H8aBcDeFgHiJkLmNoPqRsTuV',
  jwt:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9' +
    '.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  mintAdmin: 'mint_' + 'Ab3dEf6hIj9kLm2nOp5qRs8t',
  mintAssistant: 'mint_dsc_' + 'x7Yz0AbCdEf1GhIjK',
  pemBody: 'MIIEpAIBAAKCAQEA3Tz2mr7SZiAMfQyuvBjM2wqP' + 'abcdefghijklmnop',
  card: '4242 4242 4242 4242',
  awsId: 'AKIA' + 'Z3MSJV4WWNKWW5FG',
  slack: 'xoxb-' + '123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx',
  npm: 'npm_' + 'abcdefghijklmnopqrstuvwxyz0123456789',
  anthropic: 'sk-ant-api03-' + 'x'.repeat(93) + 'AA',
  sendgrid: 'SG.' + 'abcdefghijklmnopqrstuv.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
  google: 'AIza' + 'SyA1234567890abcdefghijklmnopqrstuv',
} as const;

/** A private key block as a reader pastes it. */
export const PRIVATE_KEY = `-----BEGIN RSA PRIVATE KEY-----\n${FAKE.pemBody}\nQWERTYUIOPasdfghjklzxcvbnm1234567890abcd\n-----END RSA PRIVATE KEY-----`;

/** One pasted credential: the sentence, what of it must go, and the placeholder's words. */
export interface Pasted {
  readonly text: string;
  /** Parts of the credential none of which may show. */
  readonly secrets: readonly string[];
  readonly label: string;
}

/**
 * A sentence for each kind of credential the issue lists (and a few more), short enough that a
 * report's quote shows it whole once the credential is replaced.
 */
export const PASTED: readonly Pasted[] = [
  { text: `my key is ${FAKE.github}, why 401?`, secrets: [FAKE.github], label: 'GitHub token' },
  { text: `I tried ${FAKE.stripe} and it fails`, secrets: [FAKE.stripe], label: 'Stripe key' },
  { text: `my JWT ${FAKE.jwt} expired?`, secrets: [FAKE.jwt], label: 'JWT' },
  {
    text: `admin key ${FAKE.mintAdmin} gets 403`,
    secrets: [FAKE.mintAdmin],
    label: 'Mintlify key',
  },
  {
    text: `widget uses ${FAKE.mintAssistant}`,
    secrets: [FAKE.mintAssistant],
    label: 'Mintlify key',
  },
  {
    text: `key:\n${PRIVATE_KEY}\nwhy?`,
    secrets: [FAKE.pemBody, 'PRIVATE KEY'],
    label: 'private key',
  },
  { text: `paid with ${FAKE.card} twice`, secrets: [FAKE.card], label: 'card number' },
  { text: `aws id ${FAKE.awsId} denied`, secrets: [FAKE.awsId], label: 'AWS access key ID' },
  { text: `slack ${FAKE.slack} posts nothing`, secrets: [FAKE.slack], label: 'Slack token' },
  { text: `${FAKE.npm} in .npmrc`, secrets: [FAKE.npm], label: 'npm token' },
  {
    text: 'db postgres://admin:Hunter2pw@db.acme.io:5432/prod down',
    secrets: ['Hunter2pw'],
    label: 'database connection string',
  },
  {
    text: 'see https://app.acme.io/cb?lang=en&access_token=Zx81kQ0pLm29 now',
    secrets: ['Zx81kQ0pLm29'],
    label: 'URL token',
  },
  { text: 'set api_key=abc123def456ghi789 then', secrets: ['abc123def456ghi789'], label: 'secret' },
  { text: 'password: hunter2. still 401', secrets: ['hunter2'], label: 'password' },
  {
    text: 'curl -H "Authorization: Bearer Qm9vbGVhbjEyMzQ1Ng" fails',
    secrets: ['Qm9vbGVhbjEyMzQ1Ng'],
    label: 'Authorization credential',
  },
];

/** Reader text that holds no credential and must come through as it is. */
export const UNTOUCHED: readonly string[] = [
  'The second step of the quickstart confused me',
  'supercalifragilisticexpialidocious Donaudampfschifffahrtsgesellschaftskapitän',
  'fixed in commit 3f2a9c1d7e8b4a6f5c0d9e8b7a6f5c4d3e2b1a09',
  'upgrade from v1.2.3 to 10.15.7 since 2024-01-31',
  'order 4111 1111 1111 1112 and ticket 5500-0000-0000-0005',
  'request 123e4567-e89b-12d3-a456-426614174000 failed',
  'npm i -g mint && mint dev --port 3333',
  'my key is not working after a password reset',
];

/**
 * Rendered markdown as a reader sees it: markdown escapes, HTML entities and the zero-width spaces
 * that defuse mentions and links undone, blanks collapsed. A credential escaped on its way into a
 * comment (`ghp\_…`) is still there; checking the markdown as written would miss it.
 */
export function plain(markdown: string): string {
  return markdown
    .replace(/\u200b/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!|~<>])/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Every text the emulator plants (`readerTexts`), in turn: one credential each, then the rest. */
export const TEXTS: readonly string[] = [...PASTED.map((p) => p.text), ...UNTOUCHED];

/**
 * A platform emulator that plants {@link TEXTS} (40 entries, every one of them quoted when the PR
 * changes all their pages) and a GitHub emulator.
 */
export function startReaderTextEmulators(): Promise<[PlatformEmulator, GitHubEmulator]> {
  return Promise.all([
    startPlatformEmulator({
      analyticsLimitPerHour: 100_000,
      feedbackCount: 40,
      readerTexts: TEXTS,
    }),
    startGitHubEmulator(),
  ]);
}

/**
 * A feedback run on PR `pr`, which changes a page for every page with feedback and the demo's
 * `/quickstart` and `/guides/intro` (where the emulator's searches and questions lead): its files
 * set on `github`, the options of the run returned (for in-process and spawned runs alike).
 */
export function readerTextRun(
  platform: PlatformEmulator,
  github: GitHubEmulator,
  pr: number,
): Pick<RunActionOptions, 'inputs' | 'env' | 'event'> {
  const pages = new Set(['/quickstart', '/guides/intro']);
  for (const entry of platform.feedback()) if (entry.path) pages.add(entry.path);
  github.setPullFiles(
    pr,
    [...pages].map((p) => ({ filename: `${p.slice(1)}.mdx` })),
  );
  return {
    inputs: {
      'admin-key': platform.adminKey,
      mode: 'feedback',
      'api-url': platform.url,
      'project-id': platform.projectId,
      'github-token': github.token,
      timeout: '30s',
    },
    env: github.env(),
    event: {
      name: 'pull_request',
      payload: {
        pull_request: {
          number: pr,
          head: { repo: { full_name: 'acme/docs', fork: false } },
          base: { repo: { full_name: 'acme/docs' } },
        },
      },
    },
  };
}

/** The one feedback comment on PR `pr` (the test fails unless there is exactly one). */
export function feedbackComment(platform: PlatformEmulator, github: GitHubEmulator, pr: number) {
  const marker = `<!-- mintlify-docs-action:feedback:${platform.projectId} -->`;
  const found = (github.state.comments.get(pr) ?? []).filter((c) => c.body.startsWith(marker));
  expect(found).toHaveLength(1);
  return found[0]?.body ?? '';
}

/** Every part of every planted credential. */
const SECRETS = PASTED.flatMap((p) => p.secrets);

/** The section of `md` that starts with `heading`, up to the next heading of any level. */
function section(md: string, heading: string): string {
  const at = md.indexOf(heading);
  expect(at).toBeGreaterThanOrEqual(0);
  const rest = md.slice(at + heading.length);
  const next = rest.search(/\n#{2,4} /);
  return next < 0 ? rest : rest.slice(0, next);
}

/** How many placeholders of any kind `md` shows. */
function placeholders(md: string): number {
  return (plain(md).match(/\[[A-Za-z0-9 ]+ removed\]/g) ?? []).length;
}

/** The summary's count: at least one of each kind, and the kinds listed add up to the total. */
function expectCount(summary: string): void {
  const count = /(\d+) credentials removed from reader text: ([^\n]*)\./.exec(summary);
  expect(count).not.toBeNull();
  const listed = (count?.[2] ?? '').split(/, | and /).map((part) => /^(\d+) (.*)$/.exec(part));
  for (const label of new Set(PASTED.map((p) => p.label))) {
    expect(listed.some((m) => m?.[2]?.startsWith(label))).toBe(true);
  }
  const sum = listed.reduce((total, m) => total + Number(m?.[1] ?? Number.NaN), 0);
  expect(sum).toBe(Number(count?.[1]));
  expect(sum).toBeGreaterThanOrEqual(PASTED.length);
}

/**
 * The PR comment and job summary of a feedback run on {@link TEXTS} ({@link readerTextRun}): no
 * planted credential in them or
 * in `logs`; a placeholder for each kind; the ordinary texts as they were; placeholders among the
 * changed pages' top terms and unanswered questions, and among the terms nobody clicked; the
 * summary counts what was removed, the comment does not.
 */
export function expectReaderTextScrubbed(
  comment: string,
  summary: string,
  logs: readonly string[],
): void {
  expect(comment).not.toBe('');
  for (const text of [plain(comment), plain(summary), ...logs]) {
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  }
  for (const md of [comment, summary]) {
    for (const { label } of PASTED) expect(plain(md)).toContain(placeholder(label));
    for (const text of UNTOUCHED) expect(plain(md)).toContain(text);
    const signals = section(md, 'What readers searched for and asked on these pages');
    const questions = signals.indexOf('**Unanswered assistant questions**');
    expect(placeholders(signals.slice(0, questions))).toBeGreaterThan(0);
    expect(placeholders(signals.slice(questions))).toBeGreaterThan(0);
  }
  expect(placeholders(section(summary, '### Searched, nothing clicked'))).toBeGreaterThan(0);
  expectCount(summary);
  expect(comment).not.toContain('removed from reader text');
}
