/**
 * Child task of figure 4: the feedback mode's read loop (client → aggregator → JSON Lines file),
 * as src/modes/feedback/run.ts runs it, without `max-pages` and the hourly budget, so 100,000 entries
 * can be read in one process. The aggregation and the report rendering are timed with
 * process.cpuUsage() around their calls only, so their CPU time excludes the I/O; so is the call
 * of the reader-text scrubber the aggregator makes in result() (part of the aggregation's time).
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';

import { PlatformClient } from '../../src/platform/index.js';
import { FeedbackAggregator } from '../../src/modes/feedback/aggregate.js';
import { scrubReaderTexts, type ScrubbedText } from '../../src/util/reader-text.js';
import { renderFeedbackSummary } from '../../src/modes/feedback/report.js';
import type { FeedbackReportInput } from '../../src/modes/feedback/model.js';
import { renderFeedbackComment } from '../../src/modes/feedback/report.js';

/** Arguments from the parent. */
export interface FeedbackArgs {
  apiUrl: string;
  adminKey: string;
  projectId: string;
  /** Entries per request. */
  pageSize: number;
  /** Inclusive start date. */
  dateFrom: string;
  /** JSON Lines file to write. */
  file: string;
  /** PR pages to single out, as on a pull request. */
  prPages: string[];
  /** Upper bound of requests (the loop is bounded). */
  maxRequests: number;
}

/** What the parent gets back. */
export interface FeedbackChildResult {
  requests: number;
  entries: number;
  /** CPU ms of FeedbackAggregator.add over every entry plus result(). */
  aggregateCpuMs: number;
  /** CPU ms of rendering the job summary and the PR comment. */
  renderCpuMs: number;
  /** CPU ms of the reader-text scrubber's calls (within `aggregateCpuMs`). */
  scrubCpuMs: number;
  /** Texts (comments and code) the scrubber was given. */
  scrubbedTexts: number;
  /** CPU ms of the whole task (reading, parsing, writing, aggregating). */
  totalCpuMs: number;
  /** Wall ms of the whole task. */
  wallMs: number;
  /** Bytes of the job summary. */
  summaryBytes: number;
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
}

/** Reads every page, aggregating and writing as the feedback mode does. */
export async function feedback(args: FeedbackArgs): Promise<FeedbackChildResult> {
  const startCpu = process.cpuUsage();
  const started = performance.now();
  const client = new PlatformClient({
    baseUrl: args.apiUrl,
    adminKey: args.adminKey,
    userAgent: 'mintlify-docs-action-bench',
  });
  const scrubbing = { cpuMs: 0, texts: 0 };
  const scrub = (texts: readonly string[]): ScrubbedText[] => {
    const before = process.cpuUsage();
    const scrubbed = scrubReaderTexts(texts);
    scrubbing.cpuMs += cpuMs(before);
    scrubbing.texts += texts.length;
    return scrubbed;
  };
  const aggregator = new FeedbackAggregator({ prPages: args.prPages, scrub });
  const out = createWriteStream(args.file, { flags: 'w', mode: 0o600, encoding: 'utf8' });
  let aggregateCpuMs = 0;
  let requests = 0;
  let entries = 0;
  let skipped = 0;
  try {
    let cursor: string | undefined;
    while (requests < args.maxRequests) {
      const page = await client.listFeedback(args.projectId, {
        dateFrom: args.dateFrom,
        limit: args.pageSize,
        ...(cursor ? { cursor } : {}),
      });
      requests++;
      skipped += page.skipped;
      const before = process.cpuUsage();
      for (const entry of page.entries) aggregator.add(entry);
      aggregateCpuMs += cpuMs(before);
      let chunk = '';
      for (const entry of page.entries) {
        const { kind: _kind, ...raw } = entry;
        chunk += `${JSON.stringify(raw)}\n`;
      }
      if (!out.write(chunk)) await once(out, 'drain');
      entries += page.entries.length;
      if (!page.hasMore || !page.nextCursor) break;
      cursor = page.nextCursor;
    }
  } finally {
    await client.close();
    out.end();
    await finished(out);
  }
  let before = process.cpuUsage();
  const aggregate = aggregator.result();
  aggregateCpuMs += cpuMs(before);
  const report: FeedbackReportInput = {
    aggregate,
    projectId: args.projectId,
    dateFrom: args.dateFrom,
    dateTo: '',
    source: '',
    statuses: [],
    read: { requests, pageSize: args.pageSize, maxPages: requests, stop: 'complete', skipped },
    includeContact: false,
    feedbackFile: args.file,
    pr: { number: 1, fileCount: args.prPages.length, docsRoot: '' },
  };
  before = process.cpuUsage();
  const summary = renderFeedbackSummary(report);
  renderFeedbackComment(report);
  const renderCpuMs = cpuMs(before);
  return {
    requests,
    entries,
    aggregateCpuMs,
    renderCpuMs,
    scrubCpuMs: scrubbing.cpuMs,
    scrubbedTexts: scrubbing.texts,
    totalCpuMs: cpuMs(startCpu),
    wallMs: performance.now() - started,
    summaryBytes: Buffer.byteLength(summary),
  };
}
