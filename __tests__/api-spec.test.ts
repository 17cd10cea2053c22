/**
 * src/api-spec/: the comparison of two versions of an OpenAPI file, on real files of the
 * vendor's own docs at two commits each (fixtures/openapi/mintlify-docs/PROVENANCE.md), on
 * hand-made changes of every kind the issue lists as breaking, and on hostile files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareSpecTexts } from '../src/api-spec/compare.js';
import type { OperationChange, SpecComparison } from '../src/api-spec/types.js';
import { ROOT } from './helpers/run-action.js';

/** Hand-edited spec JSON: the tests reach into it freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const FIXTURES = path.join(ROOT, '__tests__/fixtures/openapi/mintlify-docs');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const soon = () => Date.now() + 60_000;

function compared(result: SpecComparison) {
  if (result.kind !== 'compared') throw new Error(`not compared: ${JSON.stringify(result)}`);
  return result;
}
const byKey = (ops: readonly OperationChange[]) =>
  new Map(ops.map((o) => [`${o.method} ${o.path}`, o]));

/** A small spec; `edit` changes a copy of it. */
function spec(edit: (doc: Json) => void = () => {}): string {
  const doc: Json = {
    openapi: '3.0.3',
    info: { title: 't', version: '1' },
    paths: {
      '/users': {
        get: {
          summary: 'List users',
          tags: ['Users'],
          parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
          responses: {
            '200': {
              description: 'ok',
              headers: { 'X-Rate': { schema: { type: 'integer' } } },
              content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } },
            },
          },
        },
        post: {
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { role: { type: 'string', enum: ['admin', 'member'] } },
                },
              },
            },
          },
          responses: { '201': { description: 'made' } },
        },
      },
      '/pets': { get: { responses: { '200': { description: 'ok' } } } },
    },
    components: {
      schemas: {
        User: {
          type: 'object',
          properties: { id: { type: 'string' }, name: { type: 'string' } },
        },
      },
    },
  };
  edit(doc);
  return JSON.stringify(doc);
}

describe('real specs at two commits', () => {
  it('admin-openapi.json: the deslop operation removed is one breaking change', () => {
    const r = compared(
      compareSpecTexts({
        file: 'admin-openapi.json',
        base: fixture('admin-openapi.base.json'),
        head: fixture('admin-openapi.head.json'),
        deadline: soon(),
      }),
    );
    expect(r.counts).toEqual({ base: 7, head: 6 });
    expect(r.operations.map((o) => [o.status, o.method, o.path, o.breaking])).toEqual([
      ['removed', 'POST', '/v1/deslop/{projectId}', 1],
    ]);
  });

  it('analytics.openapi.json (3.1): one operation added, one changed without breaking', () => {
    const r = compared(
      compareSpecTexts({
        file: 'analytics.openapi.json',
        base: fixture('analytics.openapi.base.json'),
        head: fixture('analytics.openapi.head.json'),
        deadline: soon(),
      }),
    );
    expect(r.version).toBe('3.1.0');
    const ops = byKey(r.operations);
    expect(ops.get('GET /v1/analytics/{projectId}/assistant/threads/{threadId}')?.status).toBe(
      'added',
    );
    const changed = ops.get('GET /v1/analytics/{projectId}/assistant');
    expect(changed?.status).toBe('changed');
    expect(changed?.breaking).toBe(0);
    expect(changed?.changes.some((c) => c.what.includes('responseType'))).toBe(true);
    expect(r.operations.every((o) => o.breaking === 0)).toBe(true);
  });

  it('a version compared with itself has no change', () => {
    const text = fixture('analytics.openapi.head.json');
    const r = compared(
      compareSpecTexts({ file: 'a.json', base: text, head: text, deadline: soon() }),
    );
    expect(r.operations).toEqual([]);
  });
});

describe('what is breaking', () => {
  const changesOf = (edit: (doc: Json) => void, key: string) => {
    const r = compared(
      compareSpecTexts({ file: 's.json', base: spec(), head: spec(edit), deadline: soon() }),
    );
    return byKey(r.operations).get(key);
  };

  it.each([
    ['a removed operation', (d: Json) => delete d.paths['/pets'], 'GET /pets'],
    ['a removed parameter', (d: Json) => (d.paths['/users'].get.parameters = []), 'GET /users'],
    [
      'a removed response field (through a $ref)',
      (d: Json) => delete d.components.schemas.User.properties.name,
      'GET /users',
    ],
    [
      'a removed response header',
      (d: Json) => (d.paths['/users'].get.responses['200'].headers = {}),
      'GET /users',
    ],
    [
      'a new required parameter',
      (d: Json) =>
        d.paths['/users'].get.parameters.push({
          name: 'org',
          in: 'query',
          required: true,
          schema: { type: 'string' },
        }),
      'GET /users',
    ],
    [
      'a new required request field',
      (d: Json) => {
        const s = d.paths['/users'].post.requestBody.content['application/json'].schema;
        s.properties.org = { type: 'string' };
        s.required = ['org'];
      },
      'POST /users',
    ],
    [
      'a changed type',
      (d: Json) => (d.components.schemas.User.properties.id.type = 'integer'),
      'GET /users',
    ],
    [
      'a changed response content type',
      (d: Json) => {
        const r = d.paths['/users'].get.responses['200'];
        r.content = { 'text/csv': r.content['application/json'] };
      },
      'GET /users',
    ],
    [
      'a narrowed request enum',
      (d: Json) =>
        (d.paths['/users'].post.requestBody.content[
          'application/json'
        ].schema.properties.role.enum = ['admin']),
      'POST /users',
    ],
  ])('%s', (_name, edit, key) => {
    const op = changesOf(edit, key);
    expect(op?.breaking, JSON.stringify(op)).toBeGreaterThan(0);
    expect(op?.changes[0]?.class).toBe('breaking');
  });

  it('an added operation, an optional parameter and a new response field are not breaking', () => {
    const r = compared(
      compareSpecTexts({
        file: 's.json',
        base: spec(),
        head: spec((d) => {
          d.paths['/orders'] = { get: { responses: { '200': { description: 'ok' } } } };
          d.paths['/users'].get.parameters.push({
            name: 'q',
            in: 'query',
            schema: { type: 'string' },
          });
          d.components.schemas.User.properties.email = { type: 'string' };
        }),
        deadline: soon(),
      }),
    );
    const ops = byKey(r.operations);
    expect(ops.get('GET /orders')?.status).toBe('added');
    expect(ops.get('GET /users')?.status).toBe('changed');
    expect(r.operations.every((o) => o.breaking === 0)).toBe(true);
  });

  it('a summary is an annotation; deprecation is its own status', () => {
    const op = changesOf((d) => {
      d.paths['/users'].get.summary = 'All users';
      d.paths['/users'].get.deprecated = true;
    }, 'GET /users');
    expect(op?.status).toBe('deprecated');
    expect(op?.annotation).toBeGreaterThan(0);
    expect(op?.breaking).toBe(0);
  });

  it('YAML reads like JSON; x-hidden, x-excluded and x-mint.href are carried', () => {
    const yaml = `openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      x-hidden: true\n      x-mint: {href: /custom/a}\n      responses: {'200': {description: ok}}\n`;
    const r = compared(compareSpecTexts({ file: 'a.yaml', head: yaml, deadline: soon() }));
    expect(r.operations[0]).toMatchObject({ status: 'added', hidden: true, href: '/custom/a' });
  });

  it('an overlay and Swagger 2.0 are named, not diffed; other JSON is not OpenAPI', () => {
    expect(
      compareSpecTexts({ file: 'o.yaml', head: 'overlay: 1.0.0\nactions: []\n', deadline: soon() })
        .kind,
    ).toBe('skipped');
    expect(
      compareSpecTexts({ file: 's.json', head: '{"swagger":"2.0"}', deadline: soon() }).kind,
    ).toBe('skipped');
    expect(compareSpecTexts({ file: 'p.json', head: '{"name":"x"}', deadline: soon() }).kind).toBe(
      'not-openapi',
    );
  });

  it('a $ref to another file or a URL is warned about and not followed', () => {
    const head = spec((d) => {
      d.paths['/users'].get.responses['400'] = {
        description: 'bad',
        content: { 'application/json': { schema: { $ref: 'errors.yaml#/Error' } } },
      };
    });
    const r = compared(
      compareSpecTexts({ file: 'api/s.json', base: spec(), head, deadline: soon() }),
    );
    expect(r.warnings.join('\n')).toMatch(
      /api\/s\.json: 1 \$ref to another file or a URL \(errors\.yaml#\/Error\) not followed/,
    );
  });
});

describe('hostile specs', () => {
  it('a $ref cycle is compared; a 10,000-deep $ref chain is refused, naming the file', () => {
    const cyclic = spec((d) => {
      d.components.schemas.User.properties.friends = {
        type: 'array',
        items: { $ref: '#/components/schemas/User' },
      };
    });
    const r = compared(
      compareSpecTexts({ file: 'c.json', base: spec(), head: cyclic, deadline: soon() }),
    );
    expect(byKey(r.operations).get('GET /users')?.status).toBe('changed');
    const chain = spec((d) => {
      for (let i = 0; i < 10_000; i++)
        d.components.schemas[`S${i}`] = { $ref: `#/components/schemas/S${i + 1}` };
      d.components.schemas.S10000 = { type: 'string' };
      d.components.schemas.User.properties.deep = { $ref: '#/components/schemas/S0' };
    });
    const refused = compareSpecTexts({
      file: 'deep.json',
      base: spec(),
      head: chain,
      deadline: soon(),
    });
    expect(refused).toMatchObject({ kind: 'failed' });
    expect((refused as { reason: string }).reason).toMatch(
      /^deep\.json: its \$refs lead through more than/,
    );
    const loop = spec((d) => {
      d.components.schemas.A = { $ref: '#/components/schemas/B' };
      d.components.schemas.B = { $ref: '#/components/schemas/A' };
      d.components.schemas.User.properties.loop = { $ref: '#/components/schemas/A' };
    });
    expect(
      compareSpecTexts({ file: 'l.json', base: spec(), head: loop, deadline: soon() }).kind,
    ).toBe('compared');
  });

  it('values nested 10,000 deep are refused', () => {
    const deep = `{"openapi":"3.0.0","paths":{},"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const r = compareSpecTexts({ file: 'nest.json', head: deep, deadline: soon() });
    expect(r).toMatchObject({ kind: 'failed' });
    expect((r as { reason: string }).reason).toMatch(/nest\.json: its values nest deeper than/);
  });

  it('a YAML alias bomb is refused unexpanded', () => {
    let bomb = 'openapi: 3.0.0\na: &a ["x","x","x","x","x","x","x","x","x","x"]\n';
    let prev = 'a';
    for (let i = 0; i < 9; i++) {
      bomb += `b${i}: &b${i} [${Array(10).fill(`*${prev}`).join(',')}]\n`;
      prev = `b${i}`;
    }
    const r = compareSpecTexts({ file: 'bomb.yaml', head: bomb, deadline: soon() });
    expect(r).toMatchObject({ kind: 'failed' });
    expect((r as { reason: string }).reason).toMatch(
      /^bomb\.yaml at the head: it cannot be parsed/,
    );
  });

  it('`__proto__` keys reach no prototype and are warned about', () => {
    const head = spec().replace('"User":{', '"User":{"__proto__":{"polluted":true},');
    const r = compared(compareSpecTexts({ file: 'p.json', base: spec(), head, deadline: soon() }));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(r.warnings.join('\n')).toMatch(/p\.json: 1 `__proto__` key ignored/);
  });

  it('100,000 operations are refused past the bound; the deadline stops a comparison', () => {
    const many = spec((d) => {
      for (let i = 0; i < 100_000; i++) d.paths[`/p${i}`] = { get: { responses: {} } };
    });
    const r = compareSpecTexts({ file: 'many.json', base: spec(), head: many, deadline: soon() });
    expect((r as { reason: string }).reason).toMatch(
      /many\.json: it has more than 50000 operations/,
    );
    const late = compareSpecTexts({
      file: 'late.json',
      base: spec(),
      head: spec((d) => delete d.paths['/pets']),
      deadline: Date.now() - 1,
    });
    expect(late).toMatchObject({ kind: 'failed' });
    expect((late as { reason: string }).reason).toMatch(
      /late\.json: the comparison stopped at the run's deadline/,
    );
  });
});
