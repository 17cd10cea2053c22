/**
 * The warnings of one configuration read, capped: a hostile docs.json with 100,000 bad entries
 * gives {@link MAX_WARNINGS} of them and a count of the rest, not 100,000 lines. Pure.
 */

/** Most warnings kept word for word. */
export const MAX_WARNINGS = 30;

/** Collects warnings, the same one once, at most {@link MAX_WARNINGS}. */
export class Warnings {
  private readonly kept: string[] = [];
  private readonly seen = new Set<string>();
  private dropped = 0;

  /** Adds `text` unless it was added before. */
  add(text: string): void {
    if (this.seen.has(text)) return;
    if (this.kept.length >= MAX_WARNINGS) {
      this.dropped++;
      return;
    }
    this.seen.add(text);
    this.kept.push(text);
  }

  /** The warnings, with one line counting those left out. */
  list(): string[] {
    if (this.dropped === 0) return [...this.kept];
    return [...this.kept, `…and ${this.dropped} more warnings about the configuration.`];
  }
}
