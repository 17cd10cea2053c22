/**
 * The credential shapes secretlint's recommended preset does not look for in free text, found in
 * reader text: JWTs, the platform's own keys (`mint_`, `mint_dsc_`), Google API keys, private key
 * blocks (a header alone too: a pasted key is often cut), a credential-looking value after a word
 * like `key`, `token`, `secret`, `password` or `Authorization:`, credentials in URLs (`user:pass@`,
 * `?token=`, `sig=`), and card numbers that pass the Luhn check. Bottom layer.
 *
 * Each rule gives spans of the text with what they hold; `util/reader-text.ts` merges them with
 * secretlint's and replaces them.
 */
import { findCardNumbers } from './card-number.js';

/** Something found in reader text: its span (`end` exclusive) and what it is. */
export interface Finding {
  readonly start: number;
  readonly end: number;
  /** What it is, in the placeholder's words: `GitHub token`, `card number`. */
  readonly label: string;
  /**
   * Found by its context (a word before it, a URL parameter) rather than by its own shape: when
   * two findings overlap, the one found by its shape names the merged span.
   */
  readonly generic?: boolean;
}

/** Shapes that are credentials by themselves, whatever surrounds them. */
const SHAPES: readonly (readonly [RegExp, string])[] = [
  // A JWT: a base64url JSON header and payload (both start with `{"`, which is `eyJ`), a signature.
  [/(?<![\w-])eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]*/g, 'JWT'],
  // The platform's admin keys begin with `mint_`, its assistant keys with `mint_dsc_`.
  [/(?<![\w-])mint_(?:dsc_)?(?=[\w-]{0,200}[A-Z0-9])[\w-]{12,}/g, 'Mintlify key'],
  [/(?<![\w-])AIza[\w-]{35}(?![\w-])/g, 'Google API key'],
  // A private key's header, up to its footer or, when the paste was cut, to its last line.
  [
    /-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----(?:[\s\S]{0,20000}?-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----|(?:\s*[A-Za-z0-9+/=\\]{16,})*)/g,
    'private key',
  ],
];

/** Characters of a token or password value (no blank, quote, bracket or list punctuation). */
const VALUE = String.raw`[^\s"'\x60<>,;()[\]{}]`;

/**
 * A word naming a credential (`key`, `api_key`, `apiKey`, `X-API-Key`, `token`, `secret`,
 * `password`…), what introduces its value (`:`, `=`, `=>`, `is`, `was`, or a blank), and the
 * value. Whether the value looks like a credential is for {@link looksLikeCredential}. A URL's
 * parameters (`?token=…`) are {@link URL_SECRET}'s. The name's prefix is bounded: tried from every
 * word boundary of a long run (`1-1-1-…`), an unbounded one scanned the rest of the run each time
 * (quadratic; 20,000 characters took 0.15 s per call).
 */
const KEYWORD_VALUE = new RegExp(
  String.raw`(?<![?&;#])\b[a-z0-9_-]{0,64}?(key|token|secret|password|passwd|pwd)s?\b["']?(?:\s*(?:[:=]|=>)\s*|\s+(?:is|was)\s+|\s+)["'\x60]?(${VALUE}{6,})`,
  'gid',
);

/**
 * The scheme and value of an `Authorization:` header (group 1, the value alone group 2), or a bare
 * `Bearer` token (group 3, the value alone group 4). The scheme goes with the value: the guard
 * (`src/secrets.ts`) masks whatever follows `Bearer`, and would take a placeholder's first word
 * for a token.
 */
const AUTHORIZATION = new RegExp(
  String.raw`\b(?:(?:proxy-)?authorization["']?\s*[:=]\s*["']?((?:(?:bearer|basic|token|digest|bot|apikey|negotiate)\s+)?(${VALUE}{8,}))|(bearer\s+(${VALUE}{8,})))`,
  'gid',
);

/** The user and password of a URL (`https://user:pass@host`). */
const URL_LOGIN =
  /\b[a-z][a-z0-9+.-]{1,20}:\/\/([^\s:@/?#]{1,256}:[^\s@/?#]{1,256})@(?=[^\s@/?#])/dgi;

/**
 * A URL parameter that carries a credential, name and value (the value at least 8 characters).
 * The name goes with the value: the guard masks a whole query that still says `token=` or `sig=`.
 */
const URL_SECRET =
  /[?&;#]((?:(?:access|id|refresh|auth|api|private|client|session)[_-]?)?(?:token|key|apikey|secret|sig|signature|password|passwd|pwd|credential|x-amz-signature|x-amz-credential|x-amz-security-token)s?=[^&#\s"'<>]{8,})/dgi;

/** Which character classes a value mixes: lower case, upper case, digits, others. */
function classes(value: string): number {
  return (
    Number(/[a-z]/.test(value)) +
    Number(/[A-Z]/.test(value)) +
    Number(/\d/.test(value)) +
    Number(/[^A-Za-z0-9]/.test(value))
  );
}

/**
 * Whether the value after a credential word looks like one rather than a word, a number or a
 * placeholder: `hunter2`, `abc123def456ghi`, but not `expired`, `YOUR_API_KEY`, `12345678` or
 * `supercalifragilistic`. A password is held to less: readers type short ones.
 */
export function looksLikeCredential(value: string, password: boolean): boolean {
  const mix = classes(value);
  if (password) return mix >= 2 || value.length >= 12;
  if (/^\d+$/.test(value) || /^[A-Z_]+$/.test(value)) return false;
  // Code that names where a key comes from rather than the key: `process.env.API_KEY`,
  // `config.apiKey`, `$API_KEY`, `${API_KEY}` (a dotted chain of identifiers without digits).
  if (/^(?:[A-Za-z_$][A-Za-z_$]*)(?:\.[A-Za-z_$][A-Za-z_$]*)+$/.test(value)) return false;
  if (/^\$\{?[A-Za-z_][A-Za-z0-9_]*\}?$/.test(value)) return false;
  return (value.length >= 12 && mix >= 2) || (value.length >= 8 && mix >= 3);
}

/** Spans of the shapes that are credentials by themselves. */
function shapes(text: string): Finding[] {
  const found: Finding[] = [];
  for (const [pattern, label] of SHAPES) {
    for (const m of text.matchAll(pattern)) {
      found.push({ start: m.index, end: m.index + m[0].length, label });
    }
  }
  return found;
}

/** The span of capture group `group` of a match made with the `d` flag. */
function groupSpan(m: RegExpMatchArray, group: number, label: string): Finding | undefined {
  const at = m.indices?.[group];
  return at ? { start: at[0], end: at[1], label, generic: true } : undefined;
}

/**
 * Spans found by their context: in a header, after a credential word, in a URL. When two name
 * the same span, the first named wins (`Authorization: token …` is a header's credential).
 */
function inContext(text: string): Finding[] {
  const found: (Finding | undefined)[] = [];
  for (const m of text.matchAll(AUTHORIZATION)) {
    // After `Authorization:` any value is a credential; a bare `Bearer` may start a sentence.
    const header = m[1] !== undefined;
    if (looksLikeCredential((header ? m[2] : m[4]) ?? '', header)) {
      found.push(groupSpan(m, header ? 1 : 3, 'Authorization credential'));
    }
  }
  for (const m of text.matchAll(KEYWORD_VALUE)) {
    const password = /^(?:password|passwd|pwd)$/i.test(m[1] ?? '');
    const value = (m[2] ?? '').replace(/(?<![.!?:])[.!?:]+$/, '');
    if (!looksLikeCredential(value, password)) continue;
    const span = groupSpan(m, 2, password ? 'password' : 'secret');
    if (span) found.push({ ...span, end: span.start + value.length });
  }
  for (const m of text.matchAll(URL_LOGIN)) found.push(groupSpan(m, 1, 'URL password'));
  for (const m of text.matchAll(URL_SECRET)) found.push(groupSpan(m, 1, 'URL token'));
  return found.filter((f): f is Finding => f !== undefined);
}

/** Every credential the rules of this file find in `text`, in no particular order. */
export function findOwnCredentials(text: string): Finding[] {
  const cards = findCardNumbers(text).map((s) => ({ ...s, label: 'card number' }));
  return [...shapes(text), ...inContext(text), ...cards];
}
