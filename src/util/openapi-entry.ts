/**
 * An OpenAPI operation as docs.json's `pages` and a page's `openapi` frontmatter name it:
 * `GET /users` or `/spec.json GET /users`. Split on whitespace, never matched with a pattern that
 * could backtrack (the text is the PR's).
 */

const METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

/** An operation named by text. */
export interface NamedOperation {
  /** The spec file named before the method, as written; undefined when none. */
  readonly source?: string;
  /** Upper-case method. */
  readonly method: string;
  readonly path: string;
}

/** `GET /users` or `/spec.json GET /users` as an operation, else undefined. */
export function operationEntry(entry: string): NamedOperation | undefined {
  const words = entry.trim().split(/\s+/);
  const [a = '', b = '', c = ''] = words;
  if (words.length === 2 && METHODS.has(a.toUpperCase()) && b.startsWith('/')) {
    return { method: a.toUpperCase(), path: b };
  }
  if (words.length === 3 && METHODS.has(b.toUpperCase()) && c.startsWith('/')) {
    return { source: a, method: b.toUpperCase(), path: c };
  }
  return undefined;
}
