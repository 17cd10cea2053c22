/**
 * docs.json against the vendor's own schema (`@mintlify/validation`'s `validateDocsConfig`, the
 * prebuild's), each issue at the line of docs.json its JSON path names: the deepest part of the
 * path the file has, found with a maintained JSON parser that keeps offsets (`jsonc-parser`).
 * `$ref`s are resolved by the vendor's own resolver first; an issue inside a referenced file is
 * put at the top of docs.json, naming its path. Runs on the parser thread.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findNodeAtLocation, parseTree, type Node as JsonNode } from 'jsonc-parser';
import { resolveRefs, validateDocsConfig } from '@mintlify/validation';
import type { DocsJsonJob, ParseResult, RawProblem } from './model.js';

/** Most schema issues reported for one docs.json (the first ones; the rest are counted). */
const MAX_ISSUES = 50;

const TITLE = 'docs.json does not match Mintlify’s schema: Mintlify will not deploy';

/** Validates docs.json (`job.source`; its `$ref`s from `job.root`). Never throws. */
export async function checkDocsJson(job: DocsJsonJob): Promise<ParseResult> {
  const tree = parseTree(job.source, [], { allowTrailingComma: false });
  let value: unknown;
  try {
    value = JSON.parse(job.source) as unknown;
  } catch (err) {
    return { problems: [notJson(job.source, err)], imports: [] };
  }
  try {
    value = (await resolveRefs(value, (rel) => readInside(job.root, rel))).resolved;
  } catch (err) {
    return {
      problems: [at(1, 1, `A \`$ref\` cannot be resolved: ${messageOf(err)}`)],
      imports: [],
    };
  }
  const verdict = validateDocsConfig(value);
  if (verdict.success) return { problems: [], imports: [] };
  const issues = verdict.error.issues;
  const problems = issues.slice(0, MAX_ISSUES).map((issue) => {
    const where = tree ? positionOf(job.source, tree, issue.path) : { line: 1, column: 1 };
    const pathText = issue.path.length ? issue.path.join('.') : '(the top level)';
    return at(where.line, where.column, `${pathText}: ${issueText(issue)}`);
  });
  if (issues.length > MAX_ISSUES) {
    problems.push(at(1, 1, `${issues.length - MAX_ISSUES} more issues are not listed.`));
  }
  return { problems, imports: [] };
}

/** A zod issue's message; for a union, the message of its closest alternative too. */
function issueText(issue: { message: string; code: string; unionErrors?: unknown }): string {
  if (issue.code !== 'invalid_union' || !Array.isArray(issue.unionErrors)) return issue.message;
  const closest = (issue.unionErrors as { issues?: { message: string; path: unknown[] }[] }[])
    .map((e) => e.issues?.[0])
    .find((i) => i !== undefined);
  return closest
    ? `${issue.message} (${closest.path.join('.')}: ${closest.message})`
    : issue.message;
}

function at(line: number, column: number, message: string): RawProblem {
  return { rule: 'docs-json', line, column, title: TITLE, message };
}

/** The line and column of the deepest node on `jsonPath` that docs.json has. */
function positionOf(
  text: string,
  tree: JsonNode,
  jsonPath: readonly (string | number)[],
): { line: number; column: number } {
  for (let n = jsonPath.length; n >= 0; n--) {
    const node = findNodeAtLocation(tree, jsonPath.slice(0, n) as (string | number)[]);
    if (!node) continue;
    // A property's value: point at its key, where readers look.
    const target = node.parent?.type === 'property' ? node.parent : node;
    return lineColumn(text, target.offset);
  }
  return { line: 1, column: 1 };
}

/** 1-based line and column of `offset` in `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lastBreak = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: offset - lastBreak };
}

/** JSON.parse's complaint, at the place jsonc-parser finds the first error. */
function notJson(text: string, err: unknown): RawProblem {
  const errors: { offset: number }[] = [];
  parseTree(text, errors as never, { allowTrailingComma: false });
  const where = errors[0] ? lineColumn(text, errors[0].offset) : { line: 1, column: 1 };
  return at(where.line, where.column, `docs.json is not valid JSON: ${messageOf(err)}`);
}

/** A file the `$ref` names, inside the docs folder only. */
async function readInside(root: string, rel: string): Promise<string> {
  const full = path.resolve(root, rel);
  if (!full.startsWith(`${path.resolve(root)}${path.sep}`)) {
    throw new Error(`${rel} lies outside the docs folder`);
  }
  return readFile(full, 'utf8');
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
