/**
 * The page views read of `mode: feedback`: its share of the analytics budget is planned before the
 * feedback read (src/modes/feedback/plan.ts, so it can never starve it); it reads the views list
 * 250 rows at a time only until every page the PR changes has been found. A bad reply (an error status, a list that never
 * ends or makes no progress) never fails the report: a warning, and a report without views.
 */
import * as core from '../../log.js';
import { normalizePagePath } from '../../util/page-path.js';
import type { PathViews, ViewsPage } from '../../platform/index.js';
import { readPaged, type PagedReadResult } from '../../platform/paged-read.js';
import { PAGE_SIZES, listRead, type Analytics } from '../shared/analytics.js';
import type { PageViewStats, SignalReadPlan, ViewsRead } from './model.js';

/** Rows per views request: the contract's largest page. */
const VIEWS_PAGE_SIZE = PAGE_SIZES.views;

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
export interface PageViewsReadOptions extends SignalReadPlan {
  /** `max-pages`, which the warning of a read left no request names. */
  readonly maxPages: number;
}

/**
 * Reads the views list page by page (`limit=250`, `offset` += 250) until every PR page is found,
 * the list ends, or the allowance or budget is spent. Outside pull requests one page is enough
 * for the most read pages. Never throws for a bad reply; only cancellation propagates.
 */
export async function readPageViews(
  analytics: Analytics,
  options: PageViewsReadOptions,
): Promise<ViewsRead> {
  const { budget } = analytics;
  const { allowance } = options;
  const collector = new PageViewsCollector(options.prPages);
  if (allowance <= 0) {
    core.warning(
      `Page views were not read: \`max-pages: ${options.maxPages}\` keeps the whole analytics budget (${budget.limit} requests per hour) for the feedback read.`,
    );
    return viewsRead(collector, options, budget, { stop: 'skipped', requests: 0 }, null);
  }
  let totals: ViewsRead['totals'] = null;
  const read = await readPaged<ViewsPage>({
    client: analytics.client,
    signal: analytics.signal,
    budget,
    allowance,
    paging: { kind: 'offset', size: VIEWS_PAGE_SIZE },
    fetch: (client, at) =>
      client.listViews(analytics.projectId, {
        ...analytics.window,
        limit: VIEWS_PAGE_SIZE,
        offset: at.offset,
      }),
    absorb: (page, at) => {
      totals = page.totals;
      const fresh = collector.add(page.views);
      core.info(
        `Read views page ${at.number}: ${page.views.length} pages (${collector.rows} so far)${page.hasMore ? '' : ', the last one'}.`,
      );
      return { rows: page.views.length, fresh, more: page.hasMore };
    },
    enough: () => collector.complete,
    // hasMore, yet nothing new: following it would loop until the allowance is spent.
    stuck: (_reason, at, tally) =>
      `the views list made no progress: page ${at.number} (offset ${at.offset}) says more pages follow but brings ${tally.rows === 0 ? 'no rows' : 'only rows already read'}.`,
  });
  reportViewsRead(read, collector, allowance);
  return viewsRead(collector, options, budget, read, read.stop === 'skipped' ? null : totals);
}

/** The step's word on how the views read went. */
function reportViewsRead(
  read: PagedReadResult,
  collector: PageViewsCollector,
  allowance: number,
): void {
  const { stop, requests } = read;
  if (stop === 'failed') {
    core.warning(
      `Page views could not be read, so the feedback report shows none: ${read.error ?? 'unknown error'}`,
    );
  } else if (stop === 'skipped') {
    // The feedback read's retries took what the plan had left: nothing to show.
    core.warning(
      `Page views were not read: the feedback read (retries included) used the analytics requests planned for them.`,
    );
  } else {
    if (stop === 'cut') {
      core.warning(
        `Page views were cut short after ${requests} request${requests === 1 ? '' : 's'} (${collector.rows} pages read): the analytics budget planned for them (${allowance} requests) ran out before every changed page was found; the report says so.`,
      );
    }
    core.info(
      `Read the views of ${collector.rows} pages in ${requests} requests (${stop === 'found' ? (collector.wanted > 0 ? 'every changed page found' : 'enough for the most read pages') : stop}).`,
    );
  }
}

/** The views part of the report: nothing of a failed read is shown. */
function viewsRead(
  collector: PageViewsCollector,
  options: PageViewsReadOptions,
  budget: Analytics['budget'],
  read: Pick<PagedReadResult, 'stop' | 'requests' | 'error'>,
  totals: ViewsRead['totals'],
): ViewsRead {
  const failed = read.stop === 'failed';
  return {
    ...listRead(read, VIEWS_PAGE_SIZE, options.allowance),
    wanted: collector.wanted,
    budgetLimit: budget.limit,
    rowsRead: failed ? 0 : collector.rows,
    totals: failed ? null : totals,
    pages: failed ? new Map() : collector.pages,
    budgetUsed: budget.used,
  };
}
