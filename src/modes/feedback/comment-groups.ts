/**
 * Reader comments on the pull request's pages, grouped: the same sentence left by thirty readers
 * is one group of thirty, not thirty bullets. Two comments are one group when they read the same
 * once case, accents, punctuation, apostrophes and spacing are set aside ("Doesn't work!" and
 * "doesnt work"). Groups count the votes and the review states of their entries and keep the
 * newest entry to quote. Memory is bounded: past {@link MAX_GROUPS_PER_PAGE} groups on a page (or
 * {@link MAX_GROUPS} in all) further distinct comments are only counted.
 */
/** What grouping reads of an entry (the aggregator's kept entries have it all). */
export interface GroupedEntry {
  readonly id: string;
  /** `createdAt` as epoch ms (-Infinity when missing). */
  readonly time: number;
  /** The reader's comment (untrusted text). */
  readonly comment: string | null;
  /** The vote; null without one. */
  readonly helpful: boolean | null;
  /** Review state as sent. */
  readonly status: string | null;
}

/** Distinct comments kept per page. */
export const MAX_GROUPS_PER_PAGE = 500;
/** Distinct comments kept over all the PR's pages. */
export const MAX_GROUPS = 5_000;
/** Review states that mean someone dealt with the entry. */
const RESOLVED = new Set(['resolved', 'dismissed']);

/** Comments that read the same. */
export interface CommentGroup<E extends GroupedEntry = GroupedEntry> {
  /** What they have in common (the comparison key). */
  readonly key: string;
  /** The newest entry of the group: the one quoted. */
  newest: E;
  /** Entries in the group. */
  count: number;
  /** Of those, marked not helpful. */
  notHelpful: number;
  /** Of those, marked helpful. */
  helpful: number;
  /** Of those, not resolved or dismissed (pending, in progress, or no status). */
  unresolved: number;
}

/** One page's comments, grouped. */
export interface PageComments<E extends GroupedEntry = GroupedEntry> {
  /** Groups, most pressing first: not-helpful ones, then unresolved ones, then the largest. */
  readonly groups: readonly CommentGroup<E>[];
  /** Comments on the page in all. */
  readonly comments: number;
  /** Comments beyond the groups kept (counted, not grouped). */
  readonly ungrouped: number;
}

/** The comparison key of a comment: the same for comments that read the same. */
export function commentKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Newest first; ties broken by id, so the order never depends on the order entries came in. */
export function newerFirst(
  a: Pick<GroupedEntry, 'time' | 'id'>,
  b: Pick<GroupedEntry, 'time' | 'id'>,
): number {
  if (a.time !== b.time) return b.time > a.time ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Not-helpful groups first, then unresolved ones, then the largest, then the newest. */
function pressing(a: CommentGroup, b: CommentGroup): number {
  const weight = (g: CommentGroup): number =>
    (g.notHelpful > 0 ? 2 : 0) + (g.unresolved > 0 ? 1 : 0);
  return (
    weight(b) - weight(a) ||
    b.count - a.count ||
    newerFirst(a.newest, b.newest) ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

/** Groups the comments of the PR's pages as entries stream in. */
export class CommentGrouper<E extends GroupedEntry> {
  private readonly pages = new Map<
    string,
    { groups: Map<string, CommentGroup<E>>; comments: number; ungrouped: number }
  >();
  private total = 0;

  /** Adds one entry with a comment on PR page `page`. */
  add(page: string, entry: E): void {
    let slot = this.pages.get(page);
    if (!slot) this.pages.set(page, (slot = { groups: new Map(), comments: 0, ungrouped: 0 }));
    slot.comments++;
    const key = commentKey(entry.comment ?? '');
    let group = slot.groups.get(key);
    if (!group) {
      if (slot.groups.size >= MAX_GROUPS_PER_PAGE || this.total >= MAX_GROUPS) {
        slot.ungrouped++;
        return;
      }
      group = { key, newest: entry, count: 0, notHelpful: 0, helpful: 0, unresolved: 0 };
      slot.groups.set(key, group);
      this.total++;
    }
    group.count++;
    if (entry.helpful === false) group.notHelpful++;
    else if (entry.helpful === true) group.helpful++;
    if (!RESOLVED.has((entry.status ?? '').toLowerCase())) group.unresolved++;
    if (newerFirst(entry, group.newest) < 0) group.newest = entry;
  }

  /** The entry each group quotes (its newest), in no order. */
  *quoted(): Iterable<E> {
    for (const slot of this.pages.values()) for (const g of slot.groups.values()) yield g.newest;
  }

  /**
   * Each page's groups, most pressing first, each quoting its newest entry as `quote` gives it
   * (the aggregator's scrubbed copy); pages without a comment are absent.
   */
  result(quote: (entry: E) => E = (entry) => entry): ReadonlyMap<string, PageComments<E>> {
    const out = new Map<string, PageComments<E>>();
    for (const [page, slot] of this.pages) {
      out.set(page, {
        groups: [...slot.groups.values()]
          .sort(pressing)
          .map((g) => ({ ...g, newest: quote(g.newest) })),
        comments: slot.comments,
        ungrouped: slot.ungrouped,
      });
    }
    return out;
  }
}
