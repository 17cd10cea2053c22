/**
 * One configuration file's text as JSON, and the `$ref`s it holds. The text is untrusted: a parse
 * error is a reason, never a throw, and the search for `$ref`s is bounded in depth and size.
 * Pure.
 */

/** Deepest nesting looked into, in one file or through `$ref`s (a real site needs ~15). */
export const MAX_JSON_DEPTH = 64;
/** Most values visited in one walk of a file. */
const MAX_WALK_NODES = 1_000_000;

/** A file parsed, or why not. */
export type ParsedFile =
  | { readonly kind: 'ok'; readonly value: unknown }
  | { readonly kind: 'bad'; readonly reason: string };

/** Parses `text` as JSON (a leading byte-order mark allowed, as editors write it). */
export function parseJsonFile(text: string): ParsedFile {
  try {
    return { kind: 'ok', value: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return { kind: 'bad', reason: `it is not valid JSON (${why.slice(0, 200)})` };
  }
}

/** Whether `value` is a JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The string values of every `$ref` key in `value`, within the depth and size bounds. */
export function refsIn(value: unknown): string[] {
  const out: string[] = [];
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  for (let seen = 0; stack.length > 0 && seen < MAX_WALK_NODES; seen++) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (depth > MAX_JSON_DEPTH || typeof node !== 'object' || node === null) continue;
    const children = Array.isArray(node) ? node : Object.values(node);
    if (isRecord(node) && typeof node.$ref === 'string') out.push(node.$ref);
    // Pushed last first, so they are taken in document order.
    for (let i = children.length - 1; i >= 0; i--) {
      const child: unknown = children[i];
      if (typeof child === 'object' && child !== null)
        stack.push({ node: child, depth: depth + 1 });
    }
  }
  return out;
}
