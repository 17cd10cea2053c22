/**
 * Payment card numbers in reader text: 13 to 19 digits, written whole or in groups split by
 * single spaces or dashes, that pass the Luhn check. Bottom layer, no imports.
 *
 * A reader's text is full of numbers that are no card (order and ticket numbers, timestamps, dates,
 * phone numbers, ids), so a number counts only when all of these hold: its groups are of 3 digits
 * or more (dates and times have groups of 2), it starts with 2 to 6 (the first digit of every
 * major card network; 1, 7, 8, 9 and 0 are airlines, telecoms, health and national schemes), and
 * its digits pass the Luhn check, which 9 numbers in 10 fail.
 */

/** Fewest and most digits of a card number (ISO/IEC 7812). */
const MIN_DIGITS = 13;
const MAX_DIGITS = 19;
/** Shortest group of digits a written card number has (Amex is 4-6-5, most cards 4-4-4-4). */
const MIN_GROUP = 3;

/**
 * A run of digit groups split by one space or dash, not glued to letters or other digits. Runs of
 * fewer than 13 digits are passed over; which parts of a longer one are card numbers is decided by
 * {@link cardSpans}.
 */
const DIGIT_RUN = /(?<![\p{L}\p{N}_])\d+(?:[ -]\d+)*(?![\p{L}\p{N}_])/gu;

/** A span of text, `end` exclusive. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** Whether `digits` (digits only) pass the Luhn check. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** One group of digits of a run: where it is in the text and its digits. */
interface Group {
  readonly start: number;
  readonly end: number;
  readonly digits: string;
}

/**
 * The longest card number of whole groups that starts with group `first` (its last group's
 * index), or -1.
 */
function longestCardFrom(groups: readonly Group[], first: number): number {
  let last = -1;
  let digits = '';
  for (let j = first; j < groups.length; j++) {
    const group = groups[j] as Group;
    if (group.digits.length < MIN_GROUP) break;
    digits += group.digits;
    if (digits.length > MAX_DIGITS) break;
    if (digits.length >= MIN_DIGITS && /^[2-6]/.test(digits) && passesLuhn(digits)) last = j;
  }
  return last;
}

/**
 * The card numbers in a run of digit groups, from the left, each the longest that starts there.
 * Trying every start finds a card between other numbers, as in `order 12 4111 1111 1111 1111 26`.
 */
function cardSpans(groups: readonly Group[]): Span[] {
  const spans: Span[] = [];
  for (let i = 0; i < groups.length; i++) {
    const last = longestCardFrom(groups, i);
    if (last < 0) continue;
    spans.push({ start: (groups[i] as Group).start, end: (groups[last] as Group).end });
    i = last;
  }
  return spans;
}

/** Every card number in `text`, in order. */
export function findCardNumbers(text: string): Span[] {
  const found: Span[] = [];
  for (const run of text.matchAll(DIGIT_RUN)) {
    const value = run[0];
    if (value.replace(/\D/g, '').length < MIN_DIGITS) continue;
    const groups: Group[] = [];
    for (const part of value.matchAll(/\d+/g)) {
      const start = run.index + part.index;
      groups.push({ start, end: start + part[0].length, digits: part[0] });
    }
    found.push(...cardSpans(groups));
  }
  return found;
}
