/**
 * The one way a mode reads analytics (`feedback`, `health`, and whatever reads them next): one
 * client per run, opened with the run's budget and closed when the reads are done; the report
 * window from one place (`windowQuery`); and what every read's result shares. A list is read by
 * shared/list-read.ts (the feedback itself by feedback/read.ts), the lists both modes read are
 * defined once (shared/lists.ts); a bad reply never throws from a read; only cancellation
 * propagates.
 */
import type { PlatformClient, RequestBudget } from '../../platform/index.js';
import { closePlatformClient } from '../../platform/close.js';
import type { ReadStop } from '../../platform/paged-read.js';
import type { CommonInputs, ProjectInput } from '../../inputs/common.js';
import { windowQuery, type ReportWindow } from '../../inputs/window.js';
import { normalizePagePath } from '../../util/page-path.js';
import { createPlatformClient } from './platform-client.js';
import type { ModeContext } from '../types.js';

/**
 * How one analytics list was read, in the words every read's result shares (a mode's result of a
 * read extends it with what it kept).
 */
export interface ListRead {
  /** Why the read ended. */
  readonly stop: ReadStop;
  /** Requests that returned a page. */
  readonly requests: number;
  /** Rows per request asked for. */
  readonly pageSize: number;
  /** Requests the plan allowed. */
  readonly allowance: number;
  /** For `failed`: what went wrong (already scrubbed of secrets). */
  readonly error?: string;
}

/** What every read of a run shares. */
export interface Analytics {
  /** The run's one client; every attempt takes a unit of `budget`. */
  readonly client: PlatformClient;
  /** The run's analytics budget, shared by every read. */
  readonly budget: RequestBudget;
  /** Cancellation: an abort propagates as its reason. */
  readonly signal: AbortSignal;
  readonly projectId: string;
  /** The report window as every analytics query takes it. */
  readonly window: { readonly dateFrom: string; readonly dateTo?: string };
}

/** Opens the run's analytics client, hands it to `use`, and closes it on every path. */
export async function withAnalytics<T>(
  ctx: ModeContext<CommonInputs & ProjectInput & ReportWindow>,
  budget: RequestBudget,
  use: (analytics: Analytics) => Promise<T>,
): Promise<T> {
  const client = createPlatformClient(ctx, budget);
  try {
    return await use({
      client,
      budget,
      signal: ctx.signal,
      projectId: ctx.inputs.projectId,
      window: windowQuery(ctx.inputs),
    });
  } finally {
    await closePlatformClient(client, ctx.signal);
  }
}

/**
 * What a collector of one list keeps besides its data: the pages it looks for (normalized by the
 * path rules every report uses) and the keys of the rows taken, so that a reply repeating rows
 * instead of moving on adds nothing twice.
 */
export class ListCollector {
  /** The wanted pages, normalized. */
  protected readonly targets: ReadonlySet<string>;
  private readonly seen = new Set<string>();

  /** @param wanted the pages to look for (normalized again here); none by default */
  constructor(wanted: readonly string[] = []) {
    this.targets = new Set(wanted.map((p) => normalizePagePath(p)));
  }

  /** Distinct rows taken. */
  get rows(): number {
    return this.seen.size;
  }

  /** The items whose `key` was not taken before, each once; takes them. */
  fresh<T>(items: readonly T[], key: (item: T) => string): T[] {
    const fresh: T[] = [];
    for (const item of items) {
      const k = key(item);
      if (this.seen.has(k)) continue;
      this.seen.add(k);
      fresh.push(item);
    }
    return fresh;
  }
}

/** How a list read went, in the words every read's result shares (nothing else of `read`). */
export function listRead(read: ListRead): ListRead {
  const { stop, requests, pageSize, allowance, error } = read;
  return { stop, requests, pageSize, allowance, ...(error !== undefined ? { error } : {}) };
}
