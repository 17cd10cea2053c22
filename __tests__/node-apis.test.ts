/**
 * Public Node APIs only in src/: no underscore field of an object (Node's `_handle`,
 * `_writeState`, `_readableState`…, read, written or destructured), no `process.binding`, no
 * `internalBinding`, no `node:internal` or `internal/…` module. A Node release may change any of
 * these, and the action floats with the runner's Node. Read with TypeScript's own parser, so a
 * comment or a string that names one is no use of it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/run-action.js';

/**
 * Underscore fields that are data, not Node's: the Mintlify API's record id, and the `__proto__`
 * key an outside OpenAPI file may hold, which src/api-spec/ deletes before reading the rest.
 */
const DATA_FIELDS = new Set(['_id', '__proto__']);

/** Module names that reach Node's internals. */
const INTERNAL_MODULE = /^(?:node:)?internal\//;

/** Every private use in `source`, as `line: what`. */
function privateUses(source: string, file = 'x.ts'): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string): void => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${line}: ${what}`);
  };
  const underscore = (name: string): boolean => name.startsWith('_') && !DATA_FIELDS.has(name);
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && underscore(node.name.text)) {
      report(node, `.${node.name.text}`);
    } else if (
      ts.isElementAccessExpression(node) &&
      ts.isStringLiteralLike(node.argumentExpression) &&
      underscore(node.argumentExpression.text)
    ) {
      report(node, `['${node.argumentExpression.text}']`);
    } else if (
      ts.isBindingElement(node) &&
      node.propertyName &&
      ts.isIdentifier(node.propertyName)
    ) {
      if (underscore(node.propertyName.text)) report(node, `{ ${node.propertyName.text} }`);
    } else if (ts.isBindingElement(node) && !node.propertyName && ts.isIdentifier(node.name)) {
      if (underscore(node.name.text) && ts.isObjectBindingPattern(node.parent)) {
        report(node, `{ ${node.name.text} }`);
      }
    } else if (ts.isIdentifier(node) && node.text === 'internalBinding') {
      report(node, 'internalBinding');
    } else if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'binding' &&
      node.expression.getText(sf) === 'process'
    ) {
      report(node, 'process.binding');
    } else if (ts.isStringLiteralLike(node) && INTERNAL_MODULE.test(node.text)) {
      const parent = node.parent;
      if (ts.isImportDeclaration(parent) || ts.isCallExpression(parent)) report(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('public Node APIs only', () => {
  it('finds each kind of private use (the check itself)', () => {
    const uses = privateUses(
      [
        "import { x } from 'node:internal/streams/utils';",
        'const { _handle: binding, _writeState } = stream;',
        'binding.writeSync(); stream._readableState.length; stream["_events"];',
        "process.binding('zlib'); internalBinding('fs'); require('internal/util');",
        'const record = { _id: 1 }; record._id; function f(_unused: number) {}',
      ].join('\n'),
    );
    expect(uses).toEqual([
      '1: node:internal/streams/utils',
      '2: { _handle }',
      '2: { _writeState }',
      '3: ._readableState',
      "3: ['_events']",
      '4: process.binding',
      '4: internalBinding',
      '4: internal/util',
    ]);
  });

  it('src/ uses none', () => {
    const src = path.join(ROOT, 'src');
    const files = (readdirSync(src, { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.ts'),
    );
    const offenders = files.flatMap((f) =>
      privateUses(readFileSync(path.join(src, f), 'utf8'), f).map((use) => `${f}:${use}`),
    );
    expect(offenders).toEqual([]);
  });
});
