/**
 * Removes contact details from text readers typed (search terms, assistant questions) before it is
 * quoted anywhere: e-mail addresses and phone numbers. Pure and self-contained (no imports), so it
 * can move to the bottom layer with the other text helpers.
 *
 * Run it before markdown sanitizing: the sanitizer escapes `.` and `-`, which would hide an
 * address from these patterns.
 */

/** What an e-mail address becomes. */
export const EMAIL_PLACEHOLDER = '[e-mail]';
/** What a phone number becomes. */
export const PHONE_PLACEHOLDER = '[phone]';

/**
 * An e-mail address: a local part, `@` (or its full-width form), and a domain with at least one
 * dot. Letters of any script count, since readers write in every language. The match starts only
 * where a run of local-part characters starts: tried from every character of a long run, it would
 * scan the rest of the run each time (quadratic; 20,000 letters took 0.2 s per call).
 */
const EMAIL =
  /(?<![\p{L}\p{N}._%+'-])[\p{L}\p{N}._%+'-]+\s?[@＠]\s?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}/gu;

/**
 * A phone number candidate: an optional `+` or `(`, then digits with blanks, dots, dashes, slashes
 * or parentheses between them, not glued to letters or other digits, nor to a word by a dash, dot
 * or slash (the last group of a UUID, `…-a456-426614174000`, is no phone number). Whether it is a
 * phone number is decided by {@link isPhoneNumber}.
 */
const PHONE_CANDIDATE =
  /(?<![\p{L}\p{N}+]|[\p{L}\p{N}][-./])(?:\+|\(\s?\+?)?\d[\d\s()./-]*\d(?![\p{L}\p{N}])/gu;

/** Digits a phone number has, national or international (E.164 allows at most 15). */
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;

/**
 * Whether a candidate is a phone number rather than a date, a time, a version or a plain count:
 * 7 to 15 digits, and not shaped like `2024-01-31`, `1.2.3.4` or `10.0.1`.
 */
function isPhoneNumber(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '').length;
  if (digits < MIN_PHONE_DIGITS || digits > MAX_PHONE_DIGITS) return false;
  const trimmed = candidate.trim();
  // ISO dates (with or without a time glued on by a blank) are not phone numbers.
  if (/^\d{4}-\d{2}-\d{2}(?:\s+\d{1,2})?$/.test(trimmed)) return false;
  // Version numbers and IPv4 addresses: dots only, short groups.
  if (/^\d{1,3}(?:\.\d{1,3}){2,3}$/.test(trimmed)) return false;
  return true;
}

/**
 * `text` with every e-mail address replaced by {@link EMAIL_PLACEHOLDER} and every phone number
 * by {@link PHONE_PLACEHOLDER}. Errs on the side of privacy: a 7-to-15-digit number that is not a
 * date or a version is taken for a phone number.
 */
export function redactContactDetails(text: string): string {
  return text
    .replace(EMAIL, EMAIL_PLACEHOLDER)
    .replace(PHONE_CANDIDATE, (match) => (isPhoneNumber(match) ? PHONE_PLACEHOLDER : match));
}
