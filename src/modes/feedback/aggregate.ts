/**
 * Streaming aggregation of reader feedback: entries are added one by one as pages arrive and
 * only what the report shows is kept — counters, one row per page and per code block, the most
 * recent comments in bounded lists, and the comments on the pull request's pages grouped. Every
 * entry still goes to the JSON Lines file, so nothing the report leaves out is lost.
 */
import { normalizePagePath } from '../../util/page-path.js';
import {
  addRemoved,
  scrubReaderTexts,
  type RemovedCredentials,
  type ScrubbedText,
} from '../../util/reader-text.js';
import { compareText, sliceUnits } from '../../util/text.js';
import type { CodeSnippetFeedback, FeedbackEntry } from '../../platform/index.js';
import { CommentGrouper, newerFirst } from './comment-groups.js';
import type { FeedbackAggregate, KeptEntry, PageStats, SnippetGroup } from './model.js';

/** Longest comment kept for the report; the report cuts further, the JSON Lines file has it all. */
const MAX_KEPT_COMMENT = 2_000;
/**
 * Reader text held until the report is built, then scrubbed of credentials and cut to what the
 * report keeps: that and a margin, so that a credential across the cut is found whole (a private
 * key block longer than the margin is still found by its header), and a huge text costs little.
 */
const MAX_HELD = 3_000;
/** Longest code block kept per code-snippet group. */
const MAX_KEPT_CODE = 2_000;
/** Distinct pages counted one by one; beyond this they are summed in `otherPages`. */
const MAX_PAGES = 5_000;
/** Distinct code blocks (file + language) counted one by one; beyond this they are summed. */
const MAX_SNIPPET_GROUPS = 500;
/** Recent comments kept per code-snippet group. */
const SNIPPET_COMMENTS_KEPT = 3;

/** Options of {@link FeedbackAggregator}. */
export interface FeedbackAggregatorOptions {
  /** Normalized page paths of the pull request; empty outside pull requests. */
  readonly prPages?: readonly string[];
  /** Recent comments kept; default 30. */
  readonly recentLimit?: number;
  /** Keep contact e-mails (they are personal data; dropped at once otherwise). */
  readonly includeContact?: boolean;
  /**
   * Removes credentials from the reader text kept, all of it in one call when the result is built
   * (default {@link scrubReaderTexts}); the benchmark passes a timed wrapper of it.
   */
  readonly scrub?: (texts: readonly string[]) => ScrubbedText[];
}

/** Sort key of an ISO date: its epoch ms, or -Infinity when missing or unreadable. */
function timeOf(createdAt: string | null): number {
  if (!createdAt) return -Infinity;
  const t = Date.parse(createdAt);
  return Number.isNaN(t) ? -Infinity : t;
}

/** What ordering needs of an entry. */
type Ordered = Parameters<typeof newerFirst>[0];

/**
 * Keeps `list` the newest-first `limit` entries: the entry ordered as `order` goes in, built by
 * `make` only when it ranks among them (most do not: building is skipped). Inserting is a binary
 * search plus a splice on a short array, so 10,000 entries cost next to nothing.
 */
function keepNewest(list: KeptEntry[], limit: number, order: Ordered, make: () => KeptEntry) {
  const last = list[list.length - 1];
  if (limit <= 0 || (list.length >= limit && !(last && newerFirst(order, last) < 0))) return;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (newerFirst(list[mid] as KeptEntry, order) <= 0) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, make());
  if (list.length > limit) list.pop();
}

/** Adds one to `key` in `map`. */
function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** A map's entries, largest count first, ties by key. */
function ranked(map: Map<string, number>): [string, number][] {
  return [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

/** Aggregates feedback entries as they stream in. */
export class FeedbackAggregator {
  private total = 0;
  private readonly bySource = new Map<string, number>();
  private readonly byStatus = new Map<string, number>();
  private readonly helpful = { yes: 0, no: 0, unknown: 0 };
  private readonly pages = new Map<string, PageStats>();
  private otherPages = 0;
  private withoutPath = 0;
  private readonly snippets = new Map<string, SnippetGroup>();
  private otherSnippets = 0;
  private readonly recent: KeptEntry[] = [];
  private readonly recentLimit: number;
  private withComment = 0;
  private withContact = 0;
  private readonly prStats = new Map<string, PageStats>();
  private prEntryTotal = 0;
  private readonly prGroups = new CommentGrouper<KeptEntry>();
  private oldest: { time: number; at: string } | null = null;
  private newest: { time: number; at: string } | null = null;
  /** Raw path → normalized page: paths repeat, and normalizing is the costly part of an entry. */
  private readonly pageOf = new Map<string, string>();
  private readonly includeContact: boolean;
  private readonly scrub: (texts: readonly string[]) => ScrubbedText[];

  constructor(options: FeedbackAggregatorOptions = {}) {
    this.recentLimit = options.recentLimit ?? 30;
    this.includeContact = options.includeContact ?? false;
    this.scrub = options.scrub ?? scrubReaderTexts;
    for (const page of options.prPages ?? []) {
      const normalized = normalizePagePath(page);
      if (!this.prStats.has(normalized)) this.prStats.set(normalized, noStats(normalized));
    }
  }

  /** Adds one entry. */
  add(entry: FeedbackEntry): void {
    this.total++;
    bump(this.bySource, entry.source ?? 'unknown');
    bump(this.byStatus, entry.status ?? 'unknown');
    const time = timeOf(entry.createdAt);
    this.widenWindow(time, entry.createdAt);

    const helpful = entry.kind === 'contextual' ? entry.helpful : null;
    if (entry.kind === 'contextual') {
      if (helpful === true) this.helpful.yes++;
      else if (helpful === false) this.helpful.no++;
      else this.helpful.unknown++;
    }
    const hasComment = entry.comment !== null && entry.comment.trim() !== '';
    if (hasComment) this.withComment++;
    if (entry.kind === 'contextual' && entry.contact) this.withContact++;

    const page = entry.path ? this.normalize(entry.path) : null;
    this.countPage(page, helpful, hasComment);

    // Build the kept form only when something will keep it.
    const order: Ordered = { time, id: entry.id };
    let kept: KeptEntry | undefined;
    const keep = (): KeptEntry => (kept ??= this.keep(entry, page, helpful, time));

    if (hasComment) keepNewest(this.recent, this.recentLimit, order, keep);

    const pr = page === null ? undefined : this.prStats.get(page);
    if (pr) {
      countInto(pr, helpful, hasComment);
      this.prEntryTotal++;
      if (hasComment) this.prGroups.add(pr.page, keep());
    }
    if (entry.kind === 'code_snippet') this.addSnippet(entry, page, hasComment, order, keep);
  }

  /** Moves the oldest and newest dates seen to include `time`. */
  private widenWindow(time: number, createdAt: string | null | undefined): void {
    if (time === -Infinity || !createdAt) return;
    if (this.oldest === null || time < this.oldest.time) this.oldest = { time, at: createdAt };
    if (this.newest === null || time > this.newest.time) this.newest = { time, at: createdAt };
  }

  /** Counts an entry on its page (up to MAX_PAGES pages; the rest are counted together). */
  private countPage(page: string | null, helpful: boolean | null, hasComment: boolean): void {
    if (page === null) {
      this.withoutPath++;
      return;
    }
    let stats = this.pages.get(page);
    if (!stats && this.pages.size < MAX_PAGES) this.pages.set(page, (stats = noStats(page)));
    if (stats) countInto(stats, helpful, hasComment);
    else this.otherPages++;
  }

  /** Groups a code snippet by file name and language (up to MAX_SNIPPET_GROUPS groups). */
  private addSnippet(
    entry: CodeSnippetFeedback,
    page: string | null,
    hasComment: boolean,
    order: Ordered,
    keep: () => KeptEntry,
  ): void {
    const key = `${entry.filename ?? ''}\u0000${entry.lang ?? ''}`;
    let group = this.snippets.get(key);
    if (!group && this.snippets.size < MAX_SNIPPET_GROUPS) {
      group = {
        filename: entry.filename,
        lang: entry.lang,
        count: 0,
        withComment: 0,
        pages: [],
        morePages: 0,
        code: null,
        recent: [],
      };
      this.snippets.set(key, group);
    }
    if (!group) {
      this.otherSnippets++;
      return;
    }
    group.count++;
    if (group.code === null && entry.code !== null) group.code = sliceUnits(entry.code, MAX_HELD);
    if (page !== null && !group.pages.includes(page)) {
      if (group.pages.length < 5) group.pages.push(page);
      else group.morePages++;
    }
    if (hasComment) {
      group.withComment++;
      keepNewest(group.recent, SNIPPET_COMMENTS_KEPT, order, keep);
    }
  }

  /** Everything the report needs, as plain data. */
  result(): FeedbackAggregate {
    const pages = [...this.pages.values()];
    const byNegative = pages
      .filter((p) => p.negative > 0)
      .sort((a, b) => b.negative - a.negative || b.total - a.total || compareText(a.page, b.page));
    const byTotal = [...pages].sort(
      (a, b) => b.total - a.total || b.negative - a.negative || compareText(a.page, b.page),
    );
    const snippets = [...this.snippets.values()].sort(
      (a, b) =>
        b.count - a.count ||
        compareText(a.filename ?? '', b.filename ?? '') ||
        compareText(a.lang ?? '', b.lang ?? ''),
    );
    const scrubbed = this.scrubbed(snippets);
    return {
      total: this.total,
      bySource: ranked(this.bySource),
      byStatus: ranked(this.byStatus),
      helpful: { ...this.helpful },
      pagesByNegative: byNegative,
      pagesByTotal: byTotal,
      otherPages: this.otherPages,
      withoutPath: this.withoutPath,
      snippets: snippets.map(scrubbed.group),
      otherSnippets: this.otherSnippets,
      recent: this.recent.map(scrubbed.entry),
      withComment: this.withComment,
      withContact: this.withContact,
      prPages: [...this.prStats.values()],
      prEntryTotal: this.prEntryTotal,
      prComments: this.prGroups.result(scrubbed.entry),
      removed: scrubbed.removed,
      oldest: this.oldest?.at ?? null,
      newest: this.newest?.at ?? null,
    };
  }

  /** Normalized page of a raw path, memoized (bounded, so odd data cannot grow it forever). */
  private normalize(path: string): string {
    let page = this.pageOf.get(path);
    if (page === undefined) {
      page = normalizePagePath(path);
      if (this.pageOf.size < MAX_PAGES * 2) this.pageOf.set(path, page);
    }
    return page;
  }

  /** The kept form of an entry: only displayed fields, long text cut, contact dropped unless allowed. */
  private keep(
    entry: FeedbackEntry,
    page: string | null,
    helpful: boolean | null,
    time: number,
  ): KeptEntry {
    const { comment } = entry;
    return {
      id: entry.id,
      path: entry.path,
      page,
      source: entry.source,
      status: entry.status,
      createdAt: entry.createdAt,
      time,
      comment: comment === null ? null : sliceUnits(comment, MAX_HELD),
      commentCut: comment !== null && comment.length > MAX_HELD,
      helpful,
      contact: this.includeContact && entry.kind === 'contextual' ? entry.contact : null,
      filename: entry.kind === 'code_snippet' ? entry.filename : null,
      lang: entry.kind === 'code_snippet' ? entry.lang : null,
    };
  }

  /**
   * The reader text the result keeps (comments of the kept entries, each once, and the code of
   * each block) scrubbed of credentials in one call of the scrubber, then cut: how to swap each
   * kept entry and code block for its scrubbed copy, and what was removed.
   */
  private scrubbed(snippets: readonly SnippetGroup[]) {
    const held = new Set<KeptEntry>(this.recent);
    for (const group of snippets) for (const e of group.recent) held.add(e);
    // The digest quotes each group's newest wording: it is reader text like any other.
    for (const e of this.prGroups.quoted()) held.add(e);
    const entries = [...held].filter((e) => e.comment !== null);
    const codes = snippets.filter((g) => g.code !== null);
    const texts = [...entries.map((e) => e.comment ?? ''), ...codes.map((g) => g.code ?? '')];
    const out = this.scrub(texts);
    const removed: Record<string, number> = {};
    for (const s of out) addRemoved(removed, s.removed);
    const entryOf = new Map<KeptEntry, KeptEntry>();
    entries.forEach((e, i) => {
      const text = out[i]?.text ?? '';
      const commentCut = e.commentCut || text.length > MAX_KEPT_COMMENT;
      entryOf.set(e, { ...e, comment: sliceUnits(text, MAX_KEPT_COMMENT), commentCut });
    });
    const codeOf = new Map<SnippetGroup, string>();
    codes.forEach((g, i) =>
      codeOf.set(g, sliceUnits(out[entries.length + i]?.text ?? '', MAX_KEPT_CODE)),
    );
    const entry = (e: KeptEntry): KeptEntry => entryOf.get(e) ?? e;
    const group = (g: SnippetGroup): SnippetGroup => ({
      ...g,
      code: codeOf.get(g) ?? g.code,
      pages: [...g.pages],
      recent: g.recent.map(entry),
    });
    return { entry, group, removed: removed as RemovedCredentials };
  }
}

/** A page's counts before its first entry. */
function noStats(page: string): PageStats {
  return { page, total: 0, negative: 0, positive: 0, comments: 0 };
}

function countInto(stats: PageStats, helpful: boolean | null, hasComment: boolean): void {
  stats.total++;
  if (helpful === true) stats.positive++;
  else if (helpful === false) stats.negative++;
  if (hasComment) stats.comments++;
}
