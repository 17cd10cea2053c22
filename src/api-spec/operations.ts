/**
 * The operations of a spec: every `METHOD path` under `paths` (a path item given by an internal
 * `$ref` followed once), with what the page mapping needs of each (summary, first tag,
 * `x-hidden`, `x-excluded`, `x-mint.href`) and whether it is deprecated. Bounded by
 * {@link MAX_SPEC_OPERATIONS}.
 */
import { SpecBoundError } from './inspect.js';
import { isObject } from './parse.js';
import { refSegments, valueAt } from './pointer.js';
import { MAX_SPEC_OPERATIONS, type OperationFacts } from './types.js';

/** The HTTP methods a path item may hold, as OpenAPI 3.0 and 3.1 name them. */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** One operation of a spec. */
export interface SpecOperation extends OperationFacts {
  /** `GET /users`. */
  readonly key: string;
  /** `GET /users/{}`: the method and the path template, parameter names left out. */
  readonly match: string;
  /** The operation object. */
  readonly node: Record<string, unknown>;
  /** The path item's own `parameters`, shared by its operations. */
  readonly shared: unknown;
  readonly deprecated: boolean;
}

/** The path item at `value`, following one internal `$ref`. */
function pathItem(
  doc: Record<string, unknown>,
  value: unknown,
): Record<string, unknown> | undefined {
  if (isObject(value) && typeof value.$ref === 'string') {
    const segments = refSegments(value.$ref);
    const target = segments ? valueAt(doc, segments) : undefined;
    return isObject(target) ? target : undefined;
  }
  return isObject(value) ? value : undefined;
}

function facts(method: string, path: string, node: Record<string, unknown>): OperationFacts {
  const tags = node.tags;
  const tag = Array.isArray(tags) && typeof tags[0] === 'string' ? tags[0] : undefined;
  const mint = node['x-mint'];
  const href = isObject(mint) && typeof mint.href === 'string' ? mint.href : undefined;
  return {
    method: method.toUpperCase(),
    path,
    ...(typeof node.summary === 'string' ? { summary: node.summary } : {}),
    ...(tag !== undefined ? { tag } : {}),
    hidden: node['x-hidden'] === true,
    excluded: node['x-excluded'] === true,
    ...(href !== undefined ? { href } : {}),
  };
}

/** `/pets/{petId}` → `/pets/{}`: an operation is its method and its path template. */
export function pathTemplate(path: string): string {
  return path.replace(/\{[^{}/]*\}/g, '{}');
}

/** The names of a path's parameters, in order: `/a/{x}/b/{y}` → `['x', 'y']`. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{([^{}/]*)\}/g)].map((m) => m[1] ?? '');
}

/** The spec's operations by method and path template (`GET /users/{}`), in the order of `paths`. */
export function listOperations(doc: Record<string, unknown>): Map<string, SpecOperation> {
  const out = new Map<string, SpecOperation>();
  const paths = doc.paths;
  if (!isObject(paths)) return out;
  for (const path of Object.keys(paths)) {
    const item = pathItem(doc, paths[path]);
    if (!item) continue;
    for (const method of METHODS) {
      const node = item[method];
      if (!isObject(node)) continue;
      if (out.size >= MAX_SPEC_OPERATIONS) {
        throw new SpecBoundError(`it has more than ${MAX_SPEC_OPERATIONS} operations`);
      }
      const key = `${method.toUpperCase()} ${path}`;
      const template = `${method.toUpperCase()} ${pathTemplate(path)}`;
      // Two paths of one template (a spec's mistake) stay apart, by their full key.
      const match = out.has(template) ? key : template;
      out.set(match, {
        ...facts(method, path, node),
        key,
        match,
        node,
        shared: item.parameters,
        deprecated: node.deprecated === true,
      });
    }
  }
  return out;
}
