/**
 * The feedback read of `mode: feedback`: follows the feedback list within `max-pages` and the
 * run's analytics budget, writes every new entry to the JSON Lines file and into the aggregate
 * before asking for the next page, and says how the read went in the report's words.
 */
import * as core from '../../log.js';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { ActionError } from '../../errors.js';
import type { FeedbackEntry, FeedbackPage, FeedbackQuery } from '../../platform/index.js';
import {
  readPaged,
  type PageAt,
  type PagedReadResult,
  type PageTally,
} from '../../platform/paged-read.js';
import { ListCollector, type Analytics } from '../shared/analytics.js';
import type { ModeResult } from '../types.js';
import type { FeedbackAggregator } from './aggregate.js';
import type { FeedbackInputs } from './inputs.js';
import type { ReadInfo } from './model.js';

/** How the feedback read went, in the report's words (those of {@link ReadInfo}). */
export interface FeedbackRead extends Pick<ReadInfo, 'requests' | 'skipped' | 'stop'> {
  /** For `error`/`timeout`: the step's result. */
  readonly failure?: ModeResult & { message: string };
}

/** Entries read so far: written and counted once each. */
class FeedbackIntake extends ListCollector {
  duplicates = 0;
  skipped = 0;

  constructor(
    private readonly aggregator: FeedbackAggregator,
    private readonly writer: JsonlWriter,
  ) {
    super();
  }

  /** Takes one page in: the aggregate and the JSON Lines file get each new entry. */
  async add(page: FeedbackPage, number: number): Promise<PageTally> {
    this.skipped += page.skipped;
    // By id: an entry that arrives between two page reads can shift one onto the next page
    // again, and it must be counted (and written) once.
    const fresh = this.fresh(page.entries, (entry) => entry.id);
    for (const entry of fresh) this.aggregator.add(entry);
    await this.writer.write(fresh);
    const repeated = page.entries.length - fresh.length;
    this.duplicates += repeated;
    core.info(
      `Read page ${number}: ${fresh.length} entries (${this.rows} so far)${
        repeated > 0 ? `, ${repeated} already read on an earlier page` : ''
      }${page.hasMore ? '' : ', the last one'}.`,
    );
    const more = page.hasMore && Boolean(page.nextCursor);
    return { rows: page.entries.length, fresh: fresh.length, more, nextCursor: page.nextCursor };
  }
}

/**
 * Follows `nextCursor` while `hasMore`, up to `max-pages` pages and within the run's analytics
 * budget (shared with the views read that follows), writing each page to the JSON Lines file and
 * into the aggregate before asking for the next one.
 */
export async function readFeedback(
  analytics: Analytics,
  inputs: FeedbackInputs,
  file: string,
  aggregator: FeedbackAggregator,
): Promise<FeedbackRead> {
  const writer = new JsonlWriter(file, inputs.includeContact);
  const intake = new FeedbackIntake(aggregator, writer);
  let read: PagedReadResult;
  try {
    read = await readPaged<FeedbackPage>({
      client: analytics.client,
      signal: analytics.signal,
      budget: analytics.budget,
      allowance: inputs.maxPages,
      paging: { kind: 'cursor' },
      fetch: (client, at) =>
        client.listFeedback(analytics.projectId, feedbackQuery(analytics, inputs, at)),
      absorb: (page, at) => intake.add(page, at.number),
      stuck: (reason) =>
        reason === 'repeated-cursor'
          ? 'returned a cursor it had already returned'
          : 'returned a page with no new entries while saying more exist',
    });
  } finally {
    await writer.close();
  }
  const result = feedbackRead(read, intake.skipped);
  if (result.stop === 'stuck') {
    core.warning(
      `Feedback: the read stopped after ${result.requests} requests because the service ${read.error}; reading on would only repeat the same data up to \`max-pages\`. The report holds the ${intake.rows} distinct entries read; more may exist.`,
    );
  }
  const tail = result.stop === 'complete' ? '' : `; stopped: ${result.stop}`;
  const dupes =
    intake.duplicates > 0 ? ` (${intake.duplicates} repeated entries counted once)` : '';
  core.info(`Read ${intake.rows} feedback entries in ${result.requests} requests${dupes}${tail}.`);
  return result;
}

/** The feedback list's query for the page at `at`. */
function feedbackQuery(analytics: Analytics, inputs: FeedbackInputs, at: PageAt): FeedbackQuery {
  return {
    ...analytics.window,
    ...(inputs.source ? { source: inputs.source } : {}),
    ...(inputs.statuses.length > 0 ? { status: [...inputs.statuses] } : {}),
    limit: inputs.pageSize,
    ...(at.cursor ? { cursor: at.cursor } : {}),
  };
}

/**
 * The paged read in the feedback report's words: the allowance is `max-pages`; a list that would
 * loop keeps what was read (`stuck`); an error or timeout fails the step.
 */
function feedbackRead(read: PagedReadResult, skipped: number): FeedbackRead {
  const base = { requests: read.requests, skipped };
  switch (read.stop) {
    case 'complete':
    case 'found':
      return { ...base, stop: 'complete' };
    case 'cut':
    case 'skipped':
      // Retries that used up the budget mid-page: what was read stands, like any budget stop.
      return { ...base, stop: read.cutBy === 'allowance' ? 'max-pages' : 'budget' };
    case 'failed': {
      if (read.failure === 'timeout' || read.failure === 'error') {
        const message = read.error ?? 'unknown error';
        const outcome = read.failure === 'timeout' ? 'timeout' : 'failure';
        return { ...base, stop: read.failure, failure: { outcome, message } };
      }
      return { ...base, stop: 'stuck' };
    }
  }
}

/**
 * Writes entries as JSON Lines through a write stream, waiting for `drain` when the stream's
 * buffer is full so a large export never piles up in memory.
 */
class JsonlWriter {
  private readonly stream: WriteStream;
  private failure: Error | undefined;

  constructor(
    private readonly file: string,
    private readonly includeContact: boolean,
  ) {
    // Owner-only: entries are readers' words, and with `include-contact` their e-mails.
    this.stream = createWriteStream(file, { flags: 'w', mode: 0o600, encoding: 'utf8' });
    this.stream.on('error', (err) => {
      this.failure ??= err;
    });
  }

  /** Appends one line per entry. */
  async write(entries: readonly FeedbackEntry[]): Promise<void> {
    this.check();
    if (entries.length === 0) return;
    let chunk = '';
    for (const entry of entries) chunk += `${JSON.stringify(this.raw(entry))}\n`;
    if (!this.stream.write(chunk)) {
      try {
        await once(this.stream, 'drain');
      } catch (err) {
        this.failure ??= err as Error;
      }
    }
    this.check();
  }

  /** Flushes and closes the file. */
  async close(): Promise<void> {
    if (!this.stream.writableEnded) this.stream.end();
    try {
      await finished(this.stream);
    } catch (err) {
      this.failure ??= err as Error;
    }
    this.check();
  }

  /** The entry as the platform sent it: without the client's `kind`, and contact only if allowed. */
  private raw(entry: FeedbackEntry): Record<string, unknown> {
    const { kind: _kind, ...rest } = entry;
    const out: Record<string, unknown> = rest;
    if (!this.includeContact && 'contact' in out) delete out.contact;
    return out;
  }

  private check(): void {
    if (this.failure) {
      throw new ActionError(
        `Could not write the feedback file ${this.file}: ${this.failure.message}. Check that RUNNER_TEMP is writable and has free space.`,
        'failure',
        { cause: this.failure },
      );
    }
  }
}
