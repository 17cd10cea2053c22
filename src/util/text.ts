/**
 * Outside text (API fields, GitHub and library messages) made fit for one line of a message, an
 * output or an annotation. Printing itself neutralizes again (`neutralize` in `src/log.ts`); this
 * keeps the message short and readable wherever it ends up.
 */
import { stripControl, truncate } from './sanitize.js';
import { redact } from '../secrets.js';

/** `text` on one line, without control characters, cut to `max`. */
export function oneLine(text: string, max: number): string {
  return truncate(stripControl(text).replace(/\s+/g, ' ').trim(), max);
}

/** API text for a log line or annotation: one line, no control characters, no secrets. */
export function logText(text: string | undefined, max: number): string {
  return redact(oneLine(text ?? '', max));
}

/** The first `max` UTF-16 units of `text` (all of it when shorter), never half a surrogate pair. */
export function sliceUnits(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** Orders strings by UTF-16 code units (not locale), for stable tie-breaks. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `text` with a capital first letter. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
