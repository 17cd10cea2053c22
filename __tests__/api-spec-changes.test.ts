/**
 * Generated pages a PR moves or takes away (src/api-spec/changes.ts: generatedMoves and
 * goneWithOperations), on the operations' facts as the comparison lists them. The first case is
 * Comfy-Org/docs PR #1163 (commit 724cda9, a summary pluralized in openapi-cloud.yaml, no
 * redirect added); its live page is
 * https://docs.comfy.org/api-reference/cloud/workflow/get-information-about-current-prompt-execution.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareSpecTexts } from '../src/api-spec/compare.js';
import {
  generatedMoves,
  goneWithOperations,
  type ApiChangesRead,
} from '../src/api-spec/changes.js';
import type { SpecSides, SpecSource } from '../src/api-spec/pages.js';
import type { OperationFacts } from '../src/api-spec/types.js';
import { ROOT } from './helpers/run-action.js';

const op = (method: string, path: string, extra: Partial<OperationFacts> = {}): OperationFacts => ({
  method,
  path,
  hidden: false,
  excluded: false,
  ...extra,
});

const CLOUD: SpecSource = {
  source: 'openapi-cloud.yaml',
  directory: 'api-reference/cloud',
  hidden: false,
  generates: true,
};

const submit = op('POST', '/api/prompt', {
  tag: 'workflow',
  summary: 'Submit a workflow for execution',
});

function moves(base: OperationFacts[], head: OperationFacts[], sources = [CLOUD]) {
  const specs = new Map<string, SpecSides>([['openapi-cloud.yaml', { base, head }]]);
  return generatedMoves(specs, sources, '');
}

function api(found: ReturnType<typeof moves>, operations: ApiChangesRead['operations'] = []) {
  return { specs: [], operations, urls: [], warnings: [], unscanned: 0, generated: found };
}

describe('generated pages a PR moves', () => {
  it('a renamed summary moves its page (Comfy-Org/docs #1163)', () => {
    const before = op('GET', '/api/prompt', {
      tag: 'workflow',
      summary: 'Get information about current prompt execution',
    });
    const after = { ...before, summary: 'Get information about current prompt executions' };
    const found = moves([before, submit], [after, submit]);
    expect(found.moved).toEqual([
      {
        page: '/api-reference/cloud/workflow/get-information-about-current-prompt-execution',
        renamedTo: '/api-reference/cloud/workflow/get-information-about-current-prompt-executions',
        operation: 'GET /api/prompt',
        headOperation: 'GET /api/prompt',
      },
    ]);
    expect(goneWithOperations([], api(found))).toEqual(found.moved);
  });

  it('a renamed tag moves every page of it; a changed x-mint.href moves that page', () => {
    const a = op('GET', '/pets', { tag: 'Pets', summary: 'List pets' });
    const b = op('POST', '/pets', { tag: 'Pets', summary: 'Add a pet', href: '/pets/add' });
    const found = moves(
      [a, b],
      [
        { ...a, tag: 'Animals' },
        { ...b, href: '/animals/add' },
      ],
    );
    expect(found.moved.map((m) => [m.page, m.renamedTo])).toEqual([
      ['/api-reference/cloud/pets/list-pets', '/api-reference/cloud/animals/list-pets'],
      ['/pets/add', '/animals/add'],
    ]);
  });

  it('a renamed path parameter, an x-hidden page, a reordered spec: nothing is gone', () => {
    const get = op('GET', '/pets/{id}', { tag: 'Pets', summary: 'Get a pet' });
    const del = op('DELETE', '/pets/{id}', { tag: 'Pets', summary: 'Delete a pet' });
    const renamed = [
      { ...del, path: '/pets/{petId}', hidden: true },
      { ...get, path: '/pets/{petId}' },
    ];
    const found = moves([get, del], renamed);
    expect(found.moved).toEqual([]);
    // The case: the PR's gone list names no page either, so missing-redirects has none.
    expect(goneWithOperations([], api(found))).toEqual([]);
  });

  it('a removed operation takes its page; a page another operation now generates stays', () => {
    const old = op('GET', '/v1/pets', { tag: 'Pets', summary: 'List pets' });
    const gone = op('DELETE', '/v1/pets', { tag: 'Pets', summary: 'Remove all pets' });
    // The path moves to /v2 (an operation removed, one added) with the same tag and summary.
    const found = moves([old, gone], [{ ...old, path: '/v2/pets' }]);
    expect(found.moved).toEqual([
      { page: '/api-reference/cloud/pets/remove-all-pets', operation: 'DELETE /v1/pets' },
    ]);
    // The MDX page the PR removes is the URL the spec now generates: not gone.
    const listed = [{ page: '/api-reference/cloud/pets/list-pets', file: 'pets/list.mdx' }];
    expect(goneWithOperations(listed, api(found)).map((g) => g.page)).toEqual([
      '/api-reference/cloud/pets/remove-all-pets',
    ]);
  });

  it('an excluded operation had no page; a source that does not generate moves nothing', () => {
    const hidden = op('GET', '/a', { tag: 'T', summary: 'A', excluded: true });
    expect(moves([hidden], [{ ...hidden, summary: 'B' }]).moved).toEqual([]);
    const listing = moves(
      [op('GET', '/a', { tag: 'T', summary: 'A' })],
      [op('GET', '/a', { tag: 'T', summary: 'B' })],
      [{ ...CLOUD, generates: false }],
    );
    expect(listing).toEqual({ moved: [], atHead: [] });
  });

  it('a renamed summary moves nothing where the pages are MDX naming the operation (mem0ai/mem0, api-pairs mem0-05)', () => {
    const pair = (side: string) =>
      readFileSync(path.join(ROOT, '__tests__/fixtures/api-pairs/mem0-05', `${side}.json`), 'utf8');
    const result = compareSpecTexts({
      file: 'docs/openapi.json',
      base: pair('base'),
      head: pair('head'),
      deadline: Date.now() + 30_000,
    });
    if (result.kind !== 'compared') throw new Error(result.kind);
    const events = (ops: readonly OperationFacts[]) =>
      ops.find((o) => o.method === 'GET' && o.path === '/v1/events/')?.summary;
    expect(events(result.facts.base)).not.toBe(events(result.facts.head));
    const specs = new Map<string, SpecSides>([['docs/openapi.json', result.facts]]);
    // mem0's docs.json names no `openapi` source: its pages are MDX files (frontmatter).
    expect(generatedMoves(specs, [], 'docs')).toEqual({ moved: [], atHead: [] });
    // Had it generated them, the page would have moved.
    const generating = { ...CLOUD, source: 'openapi.json', directory: 'api-reference' };
    const moved = generatedMoves(specs, [generating], 'docs').moved;
    expect(moved.map((m) => m.operation)).toEqual(['GET /v1/events/']);
  });
});
