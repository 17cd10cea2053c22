/**
 * Checks the agent requests the platform emulator logged against the vendor's published Admin API
 * (admin-openapi.json, read where it lies, never copied into the project): the path and method
 * are the contract's (helpers/analytics-spec.ts `contractProblems`), and the JSON body has every
 * property its schema requires, only properties it declares, each of its type and `minLength`.
 * Set `MINTLIFY_ADMIN_SPEC` to the file's path; the default is `../shared/platform-api/` beside
 * the checkout. {@link loadAdminSpec} returns undefined when it is not there.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestLogEntry } from '../../emulator/platform/types.js';
import { contractProblems, type OpenApi } from './analytics-spec.js';

/** Where the vendor's Admin API OpenAPI file is read from. */
export const ADMIN_SPEC_FILE =
  process.env.MINTLIFY_ADMIN_SPEC ??
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../shared/platform-api/admin-openapi.json',
  );

interface BodySchema {
  type?: string;
  required?: string[];
  properties?: Record<string, { type?: string; minLength?: number }>;
}
type Operation = {
  requestBody?: { content?: Record<string, { schema?: BodySchema }> };
};

/** The published Admin API, or undefined when the file is not on this machine. */
export function loadAdminSpec(file = ADMIN_SPEC_FILE): OpenApi | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApi;
}

/** Every way a logged request breaks the Admin API's contract, its body included. */
export function adminContractProblems(
  spec: OpenApi,
  request: Pick<RequestLogEntry, 'method' | 'path' | 'query' | 'body'>,
): string[] {
  const problems = contractProblems(spec, request);
  if (problems.length > 0) return problems;
  const template = Object.keys(spec.paths).find((t) =>
    new RegExp(`^${t.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(request.path),
  );
  const op = spec.paths[template ?? '']?.[request.method.toLowerCase()] as Operation | undefined;
  const schema = op?.requestBody?.content?.['application/json']?.schema;
  if (!schema) return request.body === undefined ? [] : [`${request.path}: takes no body`];
  const body = request.body as Record<string, unknown> | undefined;
  if (typeof body !== 'object' || body === null) return [`${request.path}: body is not an object`];
  for (const name of schema.required ?? []) {
    if (!(name in body)) problems.push(`${request.path}: ${name} missing`);
  }
  for (const [name, value] of Object.entries(body)) {
    const prop = schema.properties?.[name];
    if (!prop) {
      problems.push(`${request.path}: property "${name}" is not declared`);
      continue;
    }
    if (prop.type === 'string' && typeof value !== 'string')
      problems.push(`${name} is not a string`);
    if (prop.minLength !== undefined && String(value).length < prop.minLength) {
      problems.push(`${name} is shorter than ${prop.minLength}`);
    }
  }
  return problems;
}
