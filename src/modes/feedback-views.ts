/**
 * The page views read of `mode: feedback`: its share of the analytics budget is planned before the
 * feedback read (src/modes/feedback-plan.ts, so it can never starve it); it reads the views list
 * 250 rows at a time only until every page the PR changes has been found. A bad reply (an error status, a list that never
 * ends or makes no progress) never fails the report: a warning, and a report without views.
 */
import * as core from '../log.js';
import { normalizePagePath } from '../util/page-path.js';
import type { FeedbackInputs } from '../inputs.js';
import {
  BudgetExhaustedError,
  PlatformError,
  PlatformTimeoutError,
  type PathViews,
  type RequestBudget,
} from '../platform/index.js';
import type { PageViewStats, PageViewsResult, ViewsStop } from '../report/page-views.js';
import { createPlatformClient } from './platform-client.js';
import type { ModeContext } from './types.js';

/** Rows per views request: the contract's largest page. */
export const VIEWS_PAGE_SIZE = 250;
/**
 * Most views requests in one run (5,000 page paths): beyond that a site is large enough that a
 * changed page missing from the list is better reported as "not read" than chased further.
 */
export const VIEWS_MAX_PAGES = 20;

/**
 * Sums view rows into pages by the same path rules as the feedback (docs-root already stripped
 * from the PR's files; `.mdx`, `index`, trailing slashes and full URLs folded by
 * normalizePagePath) and tracks which of the wanted pages have turned up.
 */
export class PageViewsCollector {
  /** Every page read, by normalized path. */
  readonly pages = new Map<string, PageViewStats>();
  /** Rows read. */
  rows = 0;
  private readonly targets: ReadonlySet<string>;
  private readonly found = new Set<string>();
  /** Raw paths seen, to notice a reply that repeats rows instead of moving on. */
  private readonly seen = new Set<string>();

  /** @param wanted normalized page paths to find (the PR's pages); empty to find none */
  constructor(wanted: readonly string[]) {
    this.targets = new Set(wanted.map((p) => normalizePagePath(p)));
  }

  /** Distinct pages to find. */
  get wanted(): number {
    return this.targets.size;
  }

  /** Whether every wanted page has been found (true at once when none is wanted). */
  get complete(): boolean {
    return this.found.size >= this.targets.size;
  }

  /** Adds one page of rows; returns how many of them were new (not seen on an earlier page). */
  add(rows: readonly PathViews[]): number {
    let fresh = 0;
    for (const row of rows) {
      if (this.seen.has(row.path)) continue;
      this.seen.add(row.path);
      fresh++;
      this.rows++;
      const page = normalizePagePath(row.path);
      let stats = this.pages.get(page);
      if (!stats) {
        stats = { page, human: 0, ai: 0, total: 0 };
        this.pages.set(page, stats);
      }
      stats.human += row.human;
      stats.ai += row.ai;
      stats.total += row.total;
      if (this.targets.has(page)) this.found.add(page);
    }
    return fresh;
  }
}

/** What {@link readPageViews} needs besides the mode's context. */
export interface PageViewsReadOptions {
  /** The run's analytics budget, shared with the feedback read. */
  readonly budget: RequestBudget;
  /** Views requests planned by `planAnalytics` (src/modes/feedback-plan.ts). */
  readonly allowance: number;
  /** The PR's changed pages, normalized; empty outside pull requests. */
  readonly prPages: readonly string[];
}

/**
 * Reads the views list page by page (`limit=250`, `offset` += 250) until every PR page is found,
 * the list ends, or the allowance or budget is spent. Outside pull requests one page is enough
 * for the most read pages. Never throws for a bad reply; only cancellation propagates.
 */
export async function readPageViews(
  ctx: ModeContext<FeedbackInputs>,
  options: PageViewsReadOptions,
): Promise<PageViewsResult> {
  const { inputs } = ctx;
  const { budget, allowance } = options;
  const collector = new PageViewsCollector(options.prPages);
  const base = {
    pageSize: VIEWS_PAGE_SIZE,
    allowance,
    wanted: collector.wanted,
    budgetLimit: budget.limit,
  };
  if (allowance <= 0) {
    core.warning(
      `Page views were not read: \`max-pages: ${inputs.maxPages}\` keeps the whole analytics budget (${budget.limit} requests per hour) for the feedback read.`,
    );
    return done('skipped', 0, null);
  }
  const client = createPlatformClient(ctx, budget);
  let requests = 0;
  let totals: PageViewsResult['totals'] = null;
  let stop: ViewsStop = 'complete';
  let error: string | undefined;
  try {
    for (;;) {
      if (requests >= allowance || budget.remaining <= 0) {
        stop = 'cut';
        break;
      }
      const page = await client.listViews(inputs.projectId, {
        dateFrom: inputs.dateFrom,
        ...(inputs.dateTo ? { dateTo: inputs.dateTo } : {}),
        limit: VIEWS_PAGE_SIZE,
        offset: requests * VIEWS_PAGE_SIZE,
      });
      requests++;
      totals = page.totals;
      const fresh = collector.add(page.views);
      core.info(
        `Read views page ${requests}: ${page.views.length} pages (${collector.rows} so far)${page.hasMore ? '' : ', the last one'}.`,
      );
      if (collector.complete) {
        stop = page.hasMore ? 'found' : 'complete';
        break;
      }
      if (!page.hasMore) break;
      if (fresh === 0) {
        // hasMore, yet nothing new: following it would loop until the allowance is spent.
        stop = 'failed';
        error = `the views list made no progress: page ${requests} (offset ${(requests - 1) * VIEWS_PAGE_SIZE}) says more pages follow but brings ${page.views.length === 0 ? 'no rows' : 'only rows already read'}.`;
        break;
      }
    }
  } catch (err) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    if (err instanceof BudgetExhaustedError) {
      stop = 'cut';
    } else if (err instanceof PlatformError || err instanceof PlatformTimeoutError) {
      stop = 'failed';
      error = err.message;
    } else {
      throw err;
    }
  } finally {
    await client.close();
  }
  if (stop === 'failed') {
    core.warning(
      `Page views could not be read, so the feedback report shows none: ${error ?? 'unknown error'}`,
    );
    return done('failed', requests, null, error);
  }
  if (stop === 'cut' && requests === 0) {
    // The feedback read's retries took what the plan had left: nothing to show.
    core.warning(
      `Page views were not read: the feedback read (retries included) used the analytics requests planned for them.`,
    );
    return done('skipped', 0, null);
  }
  if (stop === 'cut') {
    core.warning(
      `Page views were cut short after ${requests} request${requests === 1 ? '' : 's'} (${collector.rows} pages read): the analytics budget planned for them (${allowance} requests) ran out before every changed page was found; the report says so.`,
    );
  }
  core.info(
    `Read the views of ${collector.rows} pages in ${requests} requests (${stop === 'found' ? (collector.wanted > 0 ? 'every changed page found' : 'enough for the most read pages') : stop}).`,
  );
  return done(stop, requests, totals);

  function done(
    how: ViewsStop,
    made: number,
    siteTotals: PageViewsResult['totals'],
    message?: string,
  ): PageViewsResult {
    const failed = how === 'failed';
    return {
      ...base,
      stop: how,
      requests: made,
      rowsRead: failed ? 0 : collector.rows,
      totals: siteTotals,
      pages: failed ? new Map() : collector.pages,
      budgetUsed: budget.used,
      ...(message !== undefined ? { error: message } : {}),
    };
  }
}
