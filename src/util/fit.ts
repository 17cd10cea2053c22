/**
 * Text that must fit under a limit (GitHub's, src/guard.ts `LIMITS`, less room for what a sink
 * adds): the one way renderers fit. A report renders with numeric limits (rows shown, characters
 * quoted...) and shrinks them until it fits ({@link shrinkToFit}); a list of sections keeps the
 * ones that fit ({@link sectionsThatFit}); a cut at a line is the last resort ({@link hardCut}).
 */

/** How {@link shrinkToFit} renders and what it shrinks. */
export interface ShrinkOptions<K extends string> {
  /** The limits of the first rendering. */
  readonly start: Readonly<Record<K, number>>;
  /** The least each limit goes down to (0 when absent). */
  readonly floor?: Partial<Record<K, number>>;
  /** The most the text may measure; past it after shrinking, it is cut ({@link hardCut}). */
  readonly max: number;
  /** The text's size: characters (`s.length`) or UTF-8 bytes. */
  readonly measure: (text: string) => number;
  readonly render: (limits: Readonly<Record<K, number>>) => string;
  /**
   * The limit to halve next for `text`, among those `movable` (above their floor); undefined ends
   * the shrinking (the text fits, or nothing that should shrink is left).
   */
  readonly next: (
    text: string,
    limits: Readonly<Record<K, number>>,
    movable: (key: K) => boolean,
  ) => K | undefined;
}

/** Renders, halving one limit at a time (`next`) and rendering again, until it fits `max`. */
export function shrinkToFit<K extends string>(options: ShrinkOptions<K>): string {
  const { text } = shrinkLimits(options);
  return options.measure(text) > options.max ? hardCut(text, options.max, options.measure) : text;
}

/**
 * {@link shrinkToFit} without the last-resort cut: the text and the limits it was rendered with
 * (a renderer that fits twice, lines then bytes, starts the second pass where the first ended).
 */
export function shrinkLimits<K extends string>(
  options: ShrinkOptions<K>,
): { text: string; limits: Record<K, number> } {
  const { start, render, next } = options;
  const floor: Partial<Record<K, number>> = options.floor ?? {};
  const limits: Record<K, number> = { ...start };
  const least = (key: K): number => floor[key] ?? 0;
  const movable = (key: K): boolean => limits[key] > least(key);
  let text = render(limits);
  // Bounded: every pass halves one limit, and each reaches its floor after a few halvings.
  for (let i = 0; i < 200; i++) {
    const key = next(text, limits, movable);
    if (key === undefined || !movable(key)) break;
    limits[key] = Math.max(least(key), Math.floor(limits[key] / 2));
    text = render(limits);
  }
  return { text, limits };
}

/**
 * How many of `sections` (in order) fit in `room` characters, each with the two characters of the
 * blank line that joins it to the one before.
 */
export function sectionsThatFit(sections: readonly string[], room: number): number {
  let left = room;
  let count = 0;
  for (const section of sections) {
    if (section.length + 2 > left) break;
    left -= section.length + 2;
    count++;
  }
  return count;
}

/**
 * Last resort of a renderer that shrinks its lists to fit (it should never be needed): cuts at a
 * line to fit `measure` under `max`, closing any open fence or `<details>`, and says so.
 */
export function hardCut(md: string, max: number, measure: (s: string) => number): string {
  const note = '\n\n…the report was cut to fit; see the job summary for all of it.\n';
  let lines = md.split('\n');
  while (lines.length > 0 && measure(lines.join('\n')) > max - 200) {
    lines = lines.slice(0, Math.max(0, Math.floor(lines.length * 0.9) - 1));
  }
  let fence: string | undefined;
  let open = 0;
  for (const line of lines) {
    const m = /^(`{3,})/.exec(line);
    if (m?.[1]) {
      if (fence === undefined) fence = m[1];
      else if (line.trim() === fence) fence = undefined;
    } else if (fence === undefined) {
      if (line.startsWith('<details')) open++;
      if (line.startsWith('</details>')) open = Math.max(0, open - 1);
    }
  }
  const close = `${fence ? `\n${fence}` : ''}${'\n</details>'.repeat(open)}`;
  return `${lines.join('\n')}${close}${note}`;
}
