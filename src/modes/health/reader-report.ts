/**
 * The one door through which reader text (feedback comments, assistant questions, search terms)
 * reaches the health report. Everything a reader typed is untrusted and personal: it loses the
 * credentials readers paste (src/util/reader-text.ts), its contact details
 * (src/util/personal-data.ts) and is neutralized for markdown (no HTML, no
 * link, no mention or reference, one line: src/util/sanitize.ts) here, and nowhere else, so one
 * function decides what a stranger's words may become in our issue.
 */
import { redactContactDetails } from '../../util/personal-data.js';
import { scrubReaderText } from '../../util/reader-text.js';
import { inlineText } from '../../util/sanitize.js';

/** Longest quote of reader text, in characters. */
export const QUOTE_CHARS = 200;

/**
 * Reader text fit to quote inline: pasted credentials and contact details removed (before the cut,
 * so no half of a key survives it), markdown neutralized, cut to `max`.
 */
export function readerText(text: string, max = QUOTE_CHARS): string {
  return inlineText(redactContactDetails(scrubReaderText(text).text), max);
}
