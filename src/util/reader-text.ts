/**
 * The one credential scrubber for reader text (feedback comments and code, search terms, assistant
 * questions): readers paste keys, tokens and card numbers into what they type, and a report quotes
 * it in places anyone may read (a PR comment on a public repository). Bottom layer.
 *
 * Apply {@link scrubReaderText} where reader text enters a report's data, before it is cut or
 * sanitized, so every sink (comment, job summary, issue, warning) gets the same text; the raw
 * export (`feedback-file`) keeps the text as the API returned it. Contact details are another
 * matter (`util/personal-data.ts`); where both go, credentials go first, so that a card number is
 * not taken for a phone number, nor a URL's `user:pass@host` for an e-mail address.
 *
 * Detection: secretlint's recommended preset (`util/secretlint-rules.ts`) and the shapes it does
 * not cover (`util/credential-rules.ts`: JWTs, the platform's keys, private key headers, values
 * after `key`/`token`/`password`/`Authorization:`, URL credentials, card numbers).
 */
import { findOwnCredentials, type Finding } from './credential-rules.js';
import { formatCount, plural } from './format.js';
import { findWithSecretlintEach } from './secretlint-rules.js';

/** Credentials removed, by kind (the placeholder's words): `{ 'GitHub token': 2 }`. */
export type RemovedCredentials = Readonly<Record<string, number>>;

/** What {@link scrubReaderText} returns. */
export interface ScrubbedText {
  /** The text with each credential replaced by a visible placeholder (`[GitHub token removed]`). */
  readonly text: string;
  /** What was removed, by kind; empty when nothing was. */
  readonly removed: RemovedCredentials;
}

/** What nothing removed looks like (shared: most texts hold no credential). */
const NOTHING: RemovedCredentials = Object.freeze({});

/**
 * What every shape secretlint's rules look for has: a run of 12 or more token characters with
 * something else than letters in it (`ghp_…`, `sk-ant-…`, `AKIA…7`, `1234-5678-9012`, a URL), or
 * of 24 letters. Text without one skips those rules (most of what readers write), which cost
 * several times as much as the rest. Tried from the start of a run only (the lookbehinds): from
 * every letter of a long run of letters, the scan for a digit was quadratic.
 */
const LONG_TOKEN =
  /(?<![\w+/=.:@%~-])(?=[\w+/=.:@%~-]{12})[\w+/=.:@%~-]*[\d_+/=.:@%~-]|(?<![A-Za-z])[A-Za-z]{24}/;

/**
 * What the rules of `credential-rules.ts` need beside a long token: a word that introduces a
 * credential (`key`, `token`, `secret`, `password`, `pwd`, `Authorization`, `Bearer`), a private
 * key header, or 13 digits (a card number written in groups).
 */
const CONTEXT = /key|token|secret|passw|pwd|authoriz|bearer|-----BEGIN|(?:\d\D{0,2}){13}/i;

/** The placeholder a credential of kind `label` becomes: `[card number removed]`. */
export function placeholder(label: string): string {
  return `[${label} removed]`;
}

/**
 * Overlapping findings as one span each, in text order. The span is named after the finding that
 * knows best what it is: one found by its own shape (a GitHub token) over one found by its context
 * (the value after `token=`), then the earliest.
 */
function mergeSpans(found: readonly Finding[]): Finding[] {
  const sorted = [...found]
    .filter((f) => f.end > f.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Finding[] = [];
  for (const f of sorted) {
    const last = merged[merged.length - 1];
    if (!last || f.start >= last.end) {
      merged.push(f);
      continue;
    }
    const named = last.generic && !f.generic ? f : last;
    merged[merged.length - 1] = {
      start: last.start,
      end: Math.max(last.end, f.end),
      label: named.label,
      ...(named.generic ? { generic: true } : {}),
    };
  }
  return merged;
}

/** `text` with `spans` (in order, not overlapping) replaced by their placeholders. */
function replaceSpans(text: string, spans: readonly Finding[]): ScrubbedText {
  if (spans.length === 0) return { text, removed: NOTHING };
  const removed: Record<string, number> = {};
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + placeholder(span.label);
    removed[span.label] = (removed[span.label] ?? 0) + 1;
    at = span.end;
  }
  return { text: out + text.slice(at), removed };
}

/**
 * `text` with every credential it holds replaced by a placeholder naming its kind
 * (`[GitHub token removed]`, `[card number removed]`), and what was removed. Ordinary prose, words,
 * commit SHAs, versions, dates, UUIDs, shell commands and numbers that fail the Luhn check are kept
 * as they are. Synchronous and pure. For many texts, {@link scrubReaderTexts} is cheaper.
 */
export function scrubReaderText(text: string): ScrubbedText {
  return scrubReaderTexts([text])[0] as ScrubbedText;
}

/**
 * {@link scrubReaderText} of each of `texts`, in order. secretlint's rules scan all the texts that
 * need them at once: a few milliseconds for a report's thousand texts, where one by one they cost
 * three times as much.
 */
export function scrubReaderTexts(texts: readonly string[]): ScrubbedText[] {
  const long = texts.map((t) => t.length >= 8 && LONG_TOKEN.test(t));
  const scanned = findWithSecretlintEach(texts.filter((_, i) => long[i]));
  let next = 0;
  return texts.map((text, i) => {
    const secretlint = long[i] ? (scanned[next++] ?? []) : [];
    if (!long[i] && (text.length < 8 || !CONTEXT.test(text))) return { text, removed: NOTHING };
    return replaceSpans(text, mergeSpans([...secretlint, ...findOwnCredentials(text)]));
  });
}

/** Adds `removed` to `tally` (a running count of a report's removals). */
export function addRemoved(tally: Record<string, number>, removed: RemovedCredentials): void {
  for (const [label, count] of Object.entries(removed)) tally[label] = (tally[label] ?? 0) + count;
}

/** How many credentials `removed` counts in all. */
export function countRemoved(removed: RemovedCredentials): number {
  return Object.values(removed).reduce((sum, n) => sum + n, 0);
}

/**
 * One sentence for a report: `3 credentials removed from reader text: 2 GitHub tokens and 1 card
 * number.`, most frequent kind first; empty when nothing was removed.
 */
export function describeRemoved(removed: RemovedCredentials): string {
  const total = countRemoved(removed);
  if (total === 0) return '';
  const kinds = Object.entries(removed)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([label, n]) => plural(n, label));
  const list = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} and ${kinds.at(-1)}` : kinds[0];
  return `${total === 1 ? '1 credential' : `${formatCount(total)} credentials`} removed from reader text: ${list}.`;
}
