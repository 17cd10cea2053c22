/**
 * Reads one version of a spec file: JSON, or YAML through the `yaml` package with its alias
 * expansion bounded (an alias bomb is refused, not expanded). Says whether the top level is an
 * OpenAPI 3.0/3.1 document, a Swagger 2.0 one or an overlay (named, not diffed), or something
 * else. Pure; never throws.
 */
import { parse as parseYaml } from 'yaml';
import { MAX_YAML_ALIASES } from './types.js';

/** What one version of a file is. */
export type ParsedSpec =
  | { readonly kind: 'openapi'; readonly doc: Record<string, unknown>; readonly version: string }
  | { readonly kind: 'skipped'; readonly reason: string }
  | { readonly kind: 'not-openapi' }
  | { readonly kind: 'bad'; readonly reason: string };

/** Whether `value` is a plain JSON object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The file's value: JSON for `.json` (or text that opens with `{`), YAML otherwise. */
function parseText(text: string, file: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (file.toLowerCase().endsWith('.json') || body.trimStart().startsWith('{')) {
    return JSON.parse(body) as unknown;
  }
  return parseYaml(body, {
    maxAliasCount: MAX_YAML_ALIASES,
    merge: false,
    prettyErrors: false,
    uniqueKeys: false,
  }) as unknown;
}

/** Parses `text` (the content of `file`, for the format and the messages). */
export function parseSpec(text: string, file: string): ParsedSpec {
  let value: unknown;
  try {
    value = parseText(text, file);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { kind: 'bad', reason: `it cannot be parsed: ${message.split('\n')[0]?.slice(0, 200)}` };
  }
  if (!isObject(value)) return { kind: 'not-openapi' };
  if (typeof value.overlay === 'string') {
    return { kind: 'skipped', reason: 'it is an OpenAPI overlay, which is named, not diffed' };
  }
  if (typeof value.swagger === 'string') {
    return {
      kind: 'skipped',
      reason: 'it is a Swagger 2.0 file; Mintlify reads OpenAPI 3.0 and 3.1 only',
    };
  }
  const version = value.openapi;
  if (typeof version !== 'string') return { kind: 'not-openapi' };
  if (!version.startsWith('3.0') && !version.startsWith('3.1')) {
    return {
      kind: 'skipped',
      reason: `it is OpenAPI ${version.slice(0, 20)}; Mintlify reads OpenAPI 3.0 and 3.1 only`,
    };
  }
  return { kind: 'openapi', doc: value, version };
}
