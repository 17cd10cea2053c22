/**
 * Checks requests the platform emulator logged against the vendor's published analytics contract
 * (its OpenAPI file, read where it lies, never copied into the project): the path is one of the
 * contract's, the method is declared for it, and every query parameter is declared with a value
 * its schema accepts (type, minimum and maximum, enum, ULID format).
 *
 * The file is not part of this repository: set `MINTLIFY_ANALYTICS_SPEC` to its path; the
 * default is `../shared/platform-api/` beside the checkout, where CI and the development machines
 * keep it. {@link loadAnalyticsSpec} returns undefined
 * when it is not there, and the tests that need it say so by skipping.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestLogEntry } from '../../emulator/platform/types.js';

/** Where the vendor's analytics OpenAPI file is read from. */
export const ANALYTICS_SPEC_FILE =
  process.env.MINTLIFY_ANALYTICS_SPEC ??
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../shared/platform-api/analytics.openapi.json',
  );

interface Schema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  format?: string;
  description?: string;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
  $ref?: string;
}
interface Operation {
  parameters?: Parameter[];
}
/** The parts of an OpenAPI document this check reads. */
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { parameters?: Record<string, Parameter> };
}

/** The published contract, or undefined when the file is not on this machine. */
export function loadAnalyticsSpec(file = ANALYTICS_SPEC_FILE): OpenApi | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApi;
}

const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i;
/** What the contract's dates accept: "Date in ISO 8601 or YYYY-MM-DD format". */
const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Why `value` does not fit `schema`; undefined when it does. */
function valueProblem(value: string, schema: Schema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string'];
  if (types.includes('number') || types.includes('integer')) {
    const n = value.trim() === '' ? Number.NaN : Number(value);
    if (!Number.isFinite(n)) return `${JSON.stringify(value)} is not a number`;
    if (!types.includes('number') && !Number.isInteger(n)) return `${value} is not an integer`;
    if (schema.minimum !== undefined && n < schema.minimum) return `${n} < ${schema.minimum}`;
    if (schema.maximum !== undefined && n > schema.maximum) return `${n} > ${schema.maximum}`;
  }
  if (schema.enum && !schema.enum.includes(value)) return `${JSON.stringify(value)} not in enum`;
  if (schema.format === 'ulid' && !ULID.test(value)) return `${JSON.stringify(value)} not a ULID`;
  if (/ISO 8601 or YYYY-MM-DD/.test(schema.description ?? '') && !DATE.test(value)) {
    return `${JSON.stringify(value)} is not ISO 8601 or YYYY-MM-DD`;
  }
  return undefined;
}

/** The contract's path template a request path matches, with its operation for the method. */
function operationOf(spec: OpenApi, method: string, path: string): Operation | string {
  for (const [template, ops] of Object.entries(spec.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (!pattern.test(path)) continue;
    const op = ops[method.toLowerCase()];
    return op ?? `${method} is not declared for ${template}`;
  }
  return `${path} is not a path of the contract`;
}

/**
 * Every way a logged request breaks the contract (empty when it keeps it): unknown path or
 * method, an undeclared query parameter, a value its schema refuses, a required one missing.
 */
export function contractProblems(
  spec: OpenApi,
  request: Pick<RequestLogEntry, 'method' | 'path' | 'query'>,
): string[] {
  const op = operationOf(spec, request.method, request.path);
  if (typeof op === 'string') return [op];
  const resolve = (p: Parameter): Parameter =>
    p.$ref ? (spec.components?.parameters?.[p.$ref.split('/').pop() ?? ''] ?? p) : p;
  const declared = (op.parameters ?? []).map(resolve).filter((p) => p.in === 'query');
  const problems: string[] = [];
  for (const [name, value] of Object.entries(request.query)) {
    const param = declared.find((p) => p.name === name);
    if (!param) {
      problems.push(`${request.path}: query parameter "${name}" is not declared`);
      continue;
    }
    const problem = valueProblem(value, param.schema ?? {});
    if (problem) problems.push(`${request.path}: ${name}: ${problem}`);
  }
  for (const p of declared) {
    if (p.required && !(p.name in request.query))
      problems.push(`${request.path}: ${p.name} missing`);
  }
  return problems;
}
