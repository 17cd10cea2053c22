/**
 * The class of one change the library found, with our rules over its own where they differ from
 * what the reference promises clients: a removed response field or header, and a changed type,
 * are breaking (api-smart-diff calls a response property it no longer sees non-breaking, and a
 * response type change non-breaking); the library's `deprecated` is a non-breaking change and
 * `unclassified` is non-breaking. Everything else keeps the library's class: a removed operation,
 * parameter or response content type, a new required parameter or request field, a narrowed
 * request enum are breaking there already.
 */
import type { Diff } from 'api-smart-diff';
import type { ChangeClass } from './types.js';

/** Longest description kept, in characters. */
const WHAT_CHARS = 160;

/** Whether `path` (inside an operation) is in a response. */
function inResponse(path: readonly (string | number)[]): boolean {
  return path[0] === 'responses';
}

/** Our class of `diff` (its path relative to the operation). */
export function classOf(diff: Diff, path: readonly (string | number)[]): ChangeClass {
  const last = path[path.length - 1];
  const parent = path[path.length - 2];
  if (
    diff.action === 'remove' &&
    inResponse(path) &&
    (parent === 'properties' || parent === 'headers')
  ) {
    return 'breaking';
  }
  if (diff.action === 'replace' && last === 'type') return 'breaking';
  switch (diff.type) {
    case 'breaking':
      return 'breaking';
    case 'annotation':
      return 'annotation';
    default:
      return 'non-breaking';
  }
}

/** `[Added] required query parameter \`org\`` → `added required query parameter \`org\``. */
export function whatOf(diff: Diff, path: readonly (string | number)[]): string {
  const text = diff.description;
  if (typeof text === 'string' && text.startsWith('[')) {
    const end = text.indexOf(']');
    if (end > 0) {
      const verb = text.slice(1, end).toLowerCase();
      return `${verb} ${text.slice(end + 1).trim()}`.slice(0, WHAT_CHARS);
    }
  }
  const verb = { add: 'added', remove: 'removed', replace: 'changed', rename: 'renamed' }[
    diff.action
  ];
  return `${verb} ${placeOf(path)}`.slice(0, WHAT_CHARS);
}

/** `responses.200.headers.X-Id` → "header `X-Id` in Response 200": for what the library leaves undescribed. */
function placeOf(path: readonly (string | number)[]): string {
  const last = String(path[path.length - 1]);
  const parent = String(path[path.length - 2]);
  const kind =
    { properties: 'property ', headers: 'header ', content: 'media type ' }[parent] ?? '';
  const where =
    path[0] === 'responses' && path.length > 2
      ? ` in Response ${String(path[1])}`
      : path[0] === 'requestBody' && path.length > 1
        ? ' in Request Body'
        : '';
  if (kind) return `${kind}\`${last}\`${where}`;
  // Deep in a schema: the key and the property it belongs to, not the whole library path.
  const field = nearestProperty(path);
  if (field === undefined) return `${path.join('.')}${where}`;
  // `examples.0` is an entry of `examples`: the key is what a reader knows.
  let end = path.length - 1;
  while (end > 0 && typeof path[end] === 'number') end--;
  const key = `\`${String(path[end])}\``;
  const what = end < path.length - 1 ? `an entry of ${key}` : key;
  return `${what} of property \`${field}\`${where}`;
}

/** The name of the last property `path` passes through (below the key it ends on), if any. */
function nearestProperty(path: readonly (string | number)[]): string | undefined {
  for (let i = path.length - 2; i > 0; i--) {
    if (path[i - 1] === 'properties' && typeof path[i] === 'string') return path[i] as string;
  }
  return undefined;
}
