/**
 * Streaming aggregation of reader feedback: entries are added one by one as pages arrive and
 * only what the report shows is kept — counters, one row per page and per code block, the most
 * recent comments in a bounded list, and the entries on the pull request's pages. Every entry
 * still goes to the JSON Lines file, so nothing the report leaves out is lost.
 */
import { normalizePagePath } from '../../util/page-path.js';
import {
  addRemoved,
  scrubReaderTexts,
  type RemovedCredentials,
  type ScrubbedText,
} from '../../util/reader-text.js';
import type { CodeSnippetFeedback, FeedbackEntry } from '../../platform/index.js';
import { CommentGrouper, type PageComments } from './comment-groups.js';
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
interface Ordered {
  readonly time: number;
  readonly id: string;
}

/** Newest first; ties broken by id so the order is stable whatever order entries came in. */
function newerFirst(a: Ordered, b: Ordered): number {
  if (a.time !== b.time) return b.time > a.time ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * A newest-first list of at most `limit` entries. Inserting is a binary search plus a splice on
 * a short array, so 10,000 entries cost next to nothing and memory stays at `limit`.
 */
class RecentList {
  readonly items: KeptEntry[] = [];
  constructor(private readonly limit: number) {}

  /** Whether an entry would be kept (checked before building it, to skip the work). */
  wants(entry: Ordered): boolean {
    if (this.limit <= 0) return false;
    if (this.items.length < this.limit) return true;
    const last = this.items[this.items.length - 1];
    return last !== undefined && newerFirst(entry, last) < 0;
  }

  add(entry: KeptEntry): void {
    if (!this.wants(entry)) return;
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (newerFirst(this.items[mid] as KeptEntry, entry) <= 0) lo = mid + 1;
      else hi = mid;
    }
    this.items.splice(lo, 0, entry);
    if (this.items.length > this.limit) this.items.pop();
  }
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
  private readonly recent: RecentList;
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
    this.recent = new RecentList(options.recentLimit ?? 30);
    this.includeContact = options.includeContact ?? false;
    this.scrub = options.scrub ?? scrubReaderTexts;
    for (const page of options.prPages ?? []) {
      const normalized = normalizePagePath(page);
      if (!this.prStats.has(normalized)) {
        this.prStats.set(normalized, {
          page: normalized,
          total: 0,
          negative: 0,
          positive: 0,
          comments: 0,
        });
      }
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

    if (hasComment && this.recent.wants(order)) this.recent.add(keep());

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
    if (!stats && this.pages.size < MAX_PAGES) {
      stats = { page, total: 0, negative: 0, positive: 0, comments: 0 };
      this.pages.set(page, stats);
    }
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
    if (group.code === null && entry.code !== null) {
      group.code = cut(entry.code, MAX_HELD).text;
    }
    if (page !== null && !group.pages.includes(page)) {
      if (group.pages.length < 5) group.pages.push(page);
      else group.morePages++;
    }
    if (hasComment) {
      group.withComment++;
      const list = group.recent;
      const last = list[list.length - 1];
      if (list.length < SNIPPET_COMMENTS_KEPT || (last && newerFirst(order, last) < 0)) {
        list.push(keep());
        list.sort(newerFirst);
        if (list.length > SNIPPET_COMMENTS_KEPT) list.pop();
      }
    }
  }

  /** Everything the report needs, as plain data. */
  result(): FeedbackAggregate {
    const pages = [...this.pages.values()];
    const byNegative = pages
      .filter((p) => p.negative > 0)
      .sort((a, b) => b.negative - a.negative || b.total - a.total || cmp(a.page, b.page));
    const byTotal = [...pages].sort(
      (a, b) => b.total - a.total || b.negative - a.negative || cmp(a.page, b.page),
    );
    const snippets = [...this.snippets.values()].sort(
      (a, b) =>
        b.count - a.count ||
        cmp(a.filename ?? '', b.filename ?? '') ||
        cmp(a.lang ?? '', b.lang ?? ''),
    );
    const prComments = this.prGroups.result();
    const scrubbed = this.scrubbed(snippets, prComments);
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
      recent: this.recent.items.map(scrubbed.entry),
      withComment: this.withComment,
      withContact: this.withContact,
      prPages: [...this.prStats.values()],
      prEntryTotal: this.prEntryTotal,
      prComments: scrubbed.pageComments(prComments),
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
    const comment = entry.comment === null ? undefined : cut(entry.comment, MAX_HELD);
    return {
      id: entry.id,
      path: entry.path,
      page,
      source: entry.source,
      status: entry.status,
      createdAt: entry.createdAt,
      time,
      comment: comment?.text ?? null,
      commentCut: comment?.cut ?? false,
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
  private scrubbed(
    snippets: readonly SnippetGroup[],
    prComments: ReadonlyMap<string, PageComments<KeptEntry>>,
  ) {
    const held = new Set<KeptEntry>(this.recent.items);
    for (const group of snippets) for (const e of group.recent) held.add(e);
    // The digest quotes each group's newest wording: it is reader text like any other.
    for (const page of prComments.values()) for (const g of page.groups) held.add(g.newest);
    const entries = [...held].filter((e) => e.comment !== null);
    const codes = snippets.filter((g) => g.code !== null);
    const texts = [...entries.map((e) => e.comment ?? ''), ...codes.map((g) => g.code ?? '')];
    const out = this.scrub(texts);
    const removed: Record<string, number> = {};
    for (const s of out) addRemoved(removed, s.removed);
    const entryOf = new Map<KeptEntry, KeptEntry>();
    entries.forEach((e, i) => {
      const comment = cut(out[i]?.text ?? '', MAX_KEPT_COMMENT);
      entryOf.set(e, { ...e, comment: comment.text, commentCut: e.commentCut || comment.cut });
    });
    const codeOf = new Map<SnippetGroup, string>();
    codes.forEach((g, i) =>
      codeOf.set(g, cut(out[entries.length + i]?.text ?? '', MAX_KEPT_CODE).text),
    );
    const entry = (e: KeptEntry): KeptEntry => entryOf.get(e) ?? e;
    const group = (g: SnippetGroup): SnippetGroup => ({
      ...g,
      code: codeOf.get(g) ?? g.code,
      pages: [...g.pages],
      recent: g.recent.map(entry),
    });
    const pageComments = (
      pages: ReadonlyMap<string, PageComments<KeptEntry>>,
    ): ReadonlyMap<string, PageComments<KeptEntry>> =>
      new Map(
        [...pages].map(([page, c]) => [
          page,
          { ...c, groups: c.groups.map((g) => ({ ...g, newest: entry(g.newest) })) },
        ]),
      );
    return { entry, group, pageComments, removed: removed as RemovedCredentials };
  }
}

function countInto(stats: PageStats, helpful: boolean | null, hasComment: boolean): void {
  stats.total++;
  if (helpful === true) stats.positive++;
  else if (helpful === false) stats.negative++;
  if (hasComment) stats.comments++;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Cuts text to `max` UTF-16 units without splitting a surrogate pair. */
function cut(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  let end = max;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return { text: text.slice(0, end), cut: true };
}
