/**
 * Credentials readers paste, through the feedback mode in process (helpers/in-process.ts) against
 * the platform emulator, whose `readerTexts` put them into feedback comments and code, search
 * terms and assistant questions, and the GitHub emulator for the PR: none of them reaches the PR
 * comment, the job summary or the log; placeholders show what was removed; ordinary text comes
 * through as it is; the JSON Lines export keeps the text as the API returned it. Then the
 * aggregator's count of what was removed, on entries of its own. The spawned built action:
 * reader-text.e2e.test.ts.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GitHubEmulator } from '../emulator/github/server.js';
import type { PlatformEmulator } from '../emulator/platform/server.js';
import { FeedbackAggregator } from '../src/modes/feedback/aggregate.js';
import type { ContextualFeedback } from '../src/platform/index.js';
import { runInProcess } from './helpers/in-process.js';
import {
  FAKE,
  expectReaderTextScrubbed,
  feedbackComment,
  readerTextRun,
  startReaderTextEmulators,
} from './helpers/reader-credentials.js';

describe('feedback mode: credentials readers paste', () => {
  let platform: PlatformEmulator;
  let github: GitHubEmulator;

  beforeAll(async () => {
    [platform, github] = await startReaderTextEmulators();
  });

  afterAll(async () => {
    await Promise.all([platform.close(), github.close()]);
  });

  it('quotes comments, code, terms and questions without them, placeholders shown, ordinary text intact', async () => {
    const run = await runInProcess(readerTextRun(platform, github, 27));
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('success');
    const comment = feedbackComment(platform, github, 27);
    expectReaderTextScrubbed(comment, run.summary, [run.stdout, run.stderr]);

    // The JSON Lines export is the owner's data: the text as the API returned it.
    const file = readFileSync(run.outputs['feedback-file'] ?? '', 'utf8');
    expect(file).toContain(FAKE.github);
    expect(file).toContain(FAKE.stripe);
    expect(file).not.toContain('removed]');
  });
});

describe('FeedbackAggregator: what was removed', () => {
  /** A contextual entry `minutes` old on `path` whose comment is `comment`. */
  function entry(id: string, minutes: number, path: string, comment: string): ContextualFeedback {
    return {
      kind: 'contextual',
      id,
      path,
      comment,
      createdAt: new Date(Date.UTC(2026, 0, 1) - minutes * 60_000).toISOString(),
      source: 'contextual',
      status: 'pending',
      helpful: false,
      contact: null,
    };
  }

  it('counts what the kept comments held, once each, and forgets comments pushed out', () => {
    const aggregator = new FeedbackAggregator({ prPages: ['/pr'], recentLimit: 1 });
    // Older first: the GitHub token is kept as the most recent comment, then pushed out.
    aggregator.add(entry('a', 10, '/other', `token ${FAKE.github}`));
    aggregator.add(entry('b', 5, '/pr', `card ${FAKE.card} and ${FAKE.jwt}`));
    const result = aggregator.result();
    expect(result.recent.map((e) => e.id)).toEqual(['b']);
    expect(result.prComments.get('/pr')?.groups[0]?.newest.id).toBe('b');
    // Entry b is both a recent comment and the PR page's quoted one, and counts once.
    expect(result.removed).toEqual({ 'card number': 1, JWT: 1 });
    expect(result.recent[0]?.comment).toBe('card [card number removed] and [JWT removed]');
  });

  it('removes a credential across the cut whole, before cutting', () => {
    const aggregator = new FeedbackAggregator();
    const long = `${'x '.repeat(995)}${FAKE.github} and more`;
    aggregator.add(entry('a', 1, '/p', long));
    const kept = aggregator.result().recent[0];
    expect(kept?.commentCut).toBe(true);
    expect(kept?.comment).not.toContain('ghp_');
    // Kept: the first 2,000 characters of the scrubbed text.
    expect(kept?.comment).toBe(
      `${'x '.repeat(995)}[GitHub token removed] and more`.slice(0, 2_000),
    );
  });
});
