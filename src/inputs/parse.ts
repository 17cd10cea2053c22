/**
 * Parsers every mode's input reader shares. Each takes the raw text and the problems list, and
 * pushes a plain-words problem rather than throwing, so one run lists every problem at once.
 */
import { Input, SAFE_ID } from '../constants.js';

/** Reads one input by its action.yml name (trimmed; empty when unset). */
export type Getter = (name: string) => string;

/**
 * Parses a duration: bare seconds (`90`) or one or more number+unit parts (`90s`, `10m`, `1h`,
 * `1h30m`, `500ms`). Returns milliseconds, or undefined when it is not a duration.
 */
export function parseDuration(text: string): number | undefined {
  const s = text.trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(s)) return Math.round(Number(s) * 1000);
  if (!/^(\d+(\.\d+)?(ms|s|m|h))+$/.test(s)) return undefined;
  const unit: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  let total = 0;
  for (const m of s.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(m[1]) * (unit[m[2] as string] ?? 0);
  }
  return Math.round(total);
}

/**
 * Parses a date as the analytics API accepts it: `YYYY-MM-DD` (a real calendar day) or an ISO 8601
 * date-time (`2024-01-31T12:00:00Z`, with optional fraction and offset). Returns epoch ms.
 */
export function parseIsoDate(text: string): number | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const t = Date.UTC(y, m - 1, d);
    const back = new Date(t);
    if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
      return undefined;
    }
    return t;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(text)) {
    return undefined;
  }
  const t = Date.parse(text);
  return Number.isNaN(t) ? undefined : t;
}

/**
 * Normalizes a deployment domain to a bare hostname: `https://Docs.Example.com/` → `docs.example.com`.
 * Returns undefined when what remains is not a hostname.
 */
export function normalizeDomain(text: string): string | undefined {
  let s = text.trim().toLowerCase();
  s = s.replace(/^https?:\/\//, '').replace(/(?<!\/)\/+$/, '');
  if (s.length === 0 || s.length > 253) return undefined;
  const labels = s.split('.');
  if (labels.length < 2) return undefined;
  for (const label of labels) {
    if (!/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) return undefined;
  }
  return s;
}

/** One of `allowed`, or a problem naming them. */
export function parseEnum<T extends string>(
  raw: string,
  allowed: readonly T[],
  name: string,
  problems: string[],
  required: boolean,
): T | undefined {
  if (!raw) {
    if (required)
      problems.push(
        `\`${name}\` is required: one of ${allowed.map((a) => `\`${a}\``).join(', ')}.`,
      );
    return undefined;
  }
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  problems.push(
    `\`${name}\` "${clip(raw)}" is not one of ${allowed.map((a) => `\`${a}\``).join(', ')}.`,
  );
  return undefined;
}

/** One of `allowed`, `fallback` when `raw` is empty; otherwise a problem, and `fallback`. */
export function parseEnumOr<T extends string>(
  raw: string,
  allowed: readonly T[],
  name: string,
  problems: string[],
  fallback: T,
): T {
  return parseEnum(raw || fallback, allowed, name, problems, false) ?? fallback;
}

/**
 * The values of a list input (`parts`, already split and trimmed), each once in the order given;
 * each one not in `allowed` is a problem that names them (as `known` words them).
 */
export function parseEnumList<T extends string>(
  parts: readonly string[],
  allowed: readonly T[],
  name: string,
  problems: string[],
  known = allowed.map((a) => `\`${a}\``).join(', '),
): T[] {
  const out: T[] = [];
  for (const part of parts) {
    if (!(allowed as readonly string[]).includes(part)) {
      problems.push(`\`${name}\` "${clip(part)}" is not one of ${known}.`);
    } else if (!out.includes(part as T)) {
      out.push(part as T);
    }
  }
  return out;
}

/** The non-empty parts of a list input, trimmed. */
export function listParts(raw: string, separator: string | RegExp): string[] {
  return raw
    .split(separator)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** A mode that reads the analytics needs `project-id`: a problem that says where to find it. */
export function requireProjectId(projectId: string, mode: string, problems: string[]): void {
  if (!projectId) {
    problems.push(
      `\`mode: ${mode}\` needs \`${Input.ProjectId}\` (dashboard → Settings → API keys).`,
    );
  }
}

/** YAML 1.2 core schema booleans, as `core.getBooleanInput` accepts them. */
export function parseBool(
  raw: string,
  fallback: boolean,
  name: string,
  problems: string[],
): boolean {
  if (!raw) return fallback;
  if (['true', 'True', 'TRUE'].includes(raw)) return true;
  if (['false', 'False', 'FALSE'].includes(raw)) return false;
  problems.push(`\`${name}\` "${clip(raw)}" is not a boolean: use \`true\` or \`false\`.`);
  return fallback;
}

/** A whole number from `min` to `max`, or a problem. */
export function parseIntIn(
  raw: string,
  min: number,
  max: number,
  name: string,
  problems: string[],
): number | undefined {
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    problems.push(`\`${name}\` "${clip(raw)}" must be a whole number from ${min} to ${max}.`);
    return undefined;
  }
  return Number(raw);
}

/** A date as {@link parseIsoDate} reads it, or a problem naming the input. */
export function parseDate(raw: string, name: string, problems: string[]): number | undefined {
  const t = parseIsoDate(raw);
  if (t === undefined) {
    problems.push(
      `\`${name}\` "${clip(raw)}" is not a date: use \`YYYY-MM-DD\` or an ISO 8601 date-time like \`2024-01-31T00:00:00Z\`.`,
    );
  }
  return t;
}

/** The `comment-key` input: letters, digits, `.`, `-` and `_`. */
export function parseCommentKey(commentKey: string, problems: string[]): string {
  if (commentKey && !/^[A-Za-z0-9._-]{1,100}$/.test(commentKey)) {
    problems.push(
      `\`${Input.CommentKey}\` "${clip(commentKey)}" may hold only letters, digits, \`.\`, \`-\` and \`_\` (at most 100).`,
    );
  }
  return commentKey;
}

/** Ids become one path segment of a request: letters, digits, `-` and `_` only. */
export function isSafeId(id: string): boolean {
  return SAFE_ID.test(id);
}

/** Inputs are echoed in messages; keep them short and on one line. */
export function clip(text: string): string {
  const one = text.replace(/[\r\n]+/g, ' ');
  return one.length > 80 ? `${one.slice(0, 77)}...` : one;
}

/** Freezes the inputs object and everything in it: no mode may change what was read. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/**
 * `docs-root`: the docs folder inside the repository, without slashes at either end (empty for
 * the root); a path that climbs out of the repository (`..`) is a problem.
 */
export function parseDocsRoot(raw: string, problems: string[]): string {
  // `.` and `/` name the repository root (an explicit root, unlike the empty input).
  const trimmed = raw
    .trim()
    .replace(/^\.?\/+/, '')
    .replace(/(?<!\/)\/+$/, '');
  const docsRoot = trimmed === '.' ? '' : trimmed;
  if (docsRoot.split('/').includes('..')) {
    problems.push(
      `\`${Input.DocsRoot}\` "${clip(docsRoot)}" must be a folder inside the repository (no \`..\`).`,
    );
  }
  return docsRoot;
}
