/**
 * src/api-spec/rules.ts: the cases where a reader of the docs wants another verdict than the
 * diff library's (and, where named, than oasdiff's), each a hand-made change of a small spec.
 * docs/api-review-rules.md lists each departure with its reason; each `it` names its case.
 */
import { describe, expect, it } from 'vitest';
import { compareSpecTexts } from '../src/api-spec/compare.js';
import type { OperationChange, SpecComparison } from '../src/api-spec/types.js';

/** Hand-edited spec JSON: the tests reach into it freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const soon = () => Date.now() + 60_000;

function compared(result: SpecComparison) {
  if (result.kind !== 'compared') throw new Error(`not compared: ${JSON.stringify(result)}`);
  return result;
}

/** A small spec: a pet store with a language enum, a time zone and security. */
function spec(edit: (doc: Json) => void = () => {}): string {
  const doc: Json = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    components: {
      securitySchemes: {
        key: { type: 'apiKey', in: 'header', name: 'X-Key' },
        oauth: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: 'https://x.test/token',
              scopes: { 'pets:read': 'read', 'pets:write': 'write' },
            },
          },
        },
      },
      schemas: {
        Pet: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'string' },
            status: { type: 'string', enum: ['available', 'sold'] },
          },
        },
        Schedule: {
          type: 'object',
          properties: {
            timezone: { anyOf: [{ type: 'string', default: 'UTC' }, { type: 'null' }] },
          },
        },
      },
    },
    paths: {
      '/pets/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        get: {
          summary: 'Get a pet',
          parameters: [
            {
              name: 'lang',
              in: 'query',
              schema: { type: 'string', enum: ['en', 'de'] },
            },
          ],
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
            },
          },
        },
        delete: { responses: { '204': { description: 'gone' } } },
      },
      '/pets': {
        post: {
          summary: 'Add a pet',
          'x-codeSamples': [{ lang: 'bash', source: 'curl -X POST /pets' }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['name'],
                  properties: {
                    name: { type: 'string', maxLength: 50, example: 'Rex' },
                    kind: { type: 'string', enum: ['cat', 'dog'] },
                  },
                },
              },
            },
          },
          responses: { '201': { description: 'made' } },
        },
      },
      '/schedules': {
        post: {
          requestBody: {
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/Schedule' } },
            },
          },
          responses: { '201': { description: 'made' } },
        },
      },
    },
  };
  edit(doc);
  return JSON.stringify(doc);
}

function diff(edit: (doc: Json) => void): Map<string, OperationChange> {
  const r = compared(
    compareSpecTexts({ file: 's.json', base: spec(), head: spec(edit), deadline: soon() }),
  );
  return new Map(r.operations.map((o) => [`${o.method} ${o.path}`, o]));
}

const whats = (op: OperationChange | undefined) => op?.changes.map((c) => c.what).join(' | ');
const body = (d: Json) =>
  d.paths['/pets'].post.requestBody.content['application/json'].schema.properties;

describe('a request that accepts more is not breaking', () => {
  it('a request enum dropped entirely (oasdiff: every value removed) is not breaking', () => {
    const op = diff((d) => delete d.paths['/pets/{id}'].get.parameters[0].schema.enum).get(
      'GET /pets/{id}',
    );
    expect(op?.status).toBe('changed');
    expect(op?.breaking, whats(op)).toBe(0);
    expect(whats(op)).not.toMatch(/replaced possible values/);
  });

  it('a request enum given more values is not breaking', () => {
    const op = diff((d) => body(d).kind.enum.push('bird')).get('POST /pets');
    expect(op?.breaking, whats(op)).toBe(0);
  });

  it('a request enum losing a value stays breaking', () => {
    const op = diff((d) => (body(d).kind.enum = ['cat'])).get('POST /pets');
    expect(op?.breaking, whats(op)).toBeGreaterThan(0);
  });

  it('a limit relaxed (maxLength 50 → 100) is not breaking; tightened it is', () => {
    const relaxed = diff((d) => (body(d).name.maxLength = 100)).get('POST /pets');
    expect(relaxed?.breaking, whats(relaxed)).toBe(0);
    const tightened = diff((d) => (body(d).name.maxLength = 10)).get('POST /pets');
    expect(tightened?.breaking, whats(tightened)).toBeGreaterThan(0);
  });

  it('Prefect 51f7523: `default` moved from an anyOf branch to its property is no change', () => {
    const ops = diff((d) => {
      d.components.schemas.Schedule.properties.timezone = {
        anyOf: [{ type: 'string' }, { type: 'null' }],
        default: 'UTC',
      };
    });
    const op = ops.get('POST /schedules');
    expect(op?.breaking ?? 0, whats(op)).toBe(0);
    expect(whats(op) ?? '').not.toMatch(/removed default/);
  });

  it('a default changed to another value is named, and not breaking in a request body', () => {
    const op = diff((d) => {
      d.components.schemas.Schedule.properties.timezone.anyOf[0].default = 'Europe/Paris';
    }).get('POST /schedules');
    expect(op?.breaking, whats(op)).toBe(0);
    expect(whats(op)).toMatch(/default/);
  });

  it('an optional query parameter added is never called required', () => {
    const op = diff((d) =>
      d.paths['/pets/{id}'].get.parameters.push({
        name: 'include',
        in: 'query',
        required: false,
        schema: { type: 'string' },
      }),
    ).get('GET /pets/{id}');
    expect(op?.breaking, whats(op)).toBe(0);
    expect(whats(op)).toMatch(/added optional query parameter `include`/);
    expect(whats(op)).not.toMatch(/required/);
  });

  it('an optional request property added is not breaking; a required one is', () => {
    const optional = diff((d) => (body(d).color = { type: 'string' })).get('POST /pets');
    expect(optional?.breaking, whats(optional)).toBe(0);
    const required = diff((d) => {
      body(d).color = { type: 'string' };
      d.paths['/pets'].post.requestBody.content['application/json'].schema.required.push('color');
    }).get('POST /pets');
    expect(required?.breaking, whats(required)).toBeGreaterThan(0);
  });
});

describe('responses', () => {
  it('a response enum given a value: "clients may see a new value", not breaking', () => {
    const op = diff((d) => d.components.schemas.Pet.properties.status.enum.push('pending')).get(
      'GET /pets/{id}',
    );
    expect(op?.breaking, whats(op)).toBe(0);
    expect(whats(op)).toMatch(/clients may see a new value/);
  });

  it('a removed response field stays breaking', () => {
    const op = diff((d) => delete d.components.schemas.Pet.properties.status).get('GET /pets/{id}');
    expect(op?.breaking, whats(op)).toBeGreaterThan(0);
  });
});

describe('docs only', () => {
  it('an example edit on a path parameter is docs only, not "replaced required path parameter"', () => {
    const op = diff((d) => (d.paths['/pets/{id}'].parameters[0].example = 'pet_123')).get(
      'GET /pets/{id}',
    );
    expect(op?.breaking ?? 0, whats(op)).toBe(0);
    expect(op?.nonBreaking ?? 0, whats(op)).toBe(0);
    expect(whats(op) ?? '').not.toMatch(/replaced required path parameter/);
  });

  it('x-codeSamples and descriptions are docs only', () => {
    const op = diff((d) => {
      d.paths['/pets'].post['x-codeSamples'][0].source = 'curl -X POST https://x.test/pets';
      d.paths['/pets'].post.description = 'Adds a pet.';
      body(d).name.description = 'Its name.';
    }).get('POST /pets');
    expect(op === undefined || (op.breaking === 0 && op.nonBreaking === 0), whats(op)).toBe(true);
    if (op) expect(whats(op)).toMatch(/docs only/);
  });
});

describe('an operation is its method and its path template', () => {
  it('/pets/{id} → /pets/{petId} is the same operations, not 2 removed and 2 added', () => {
    const r = compared(
      compareSpecTexts({
        file: 's.json',
        base: spec(),
        head: spec((d) => {
          const item = d.paths['/pets/{id}'];
          item.parameters[0].name = 'petId';
          delete d.paths['/pets/{id}'];
          d.paths['/pets/{petId}'] = item;
        }),
        deadline: soon(),
      }),
    );
    expect(r.operations.filter((o) => o.status === 'removed' || o.status === 'added')).toEqual([]);
    expect(r.operations.every((o) => o.breaking === 0)).toBe(true);
  });
});

describe('security', () => {
  it('a global security requirement added is reported and breaking on every operation', () => {
    const ops = diff((d) => (d.security = [{ key: [] }]));
    expect(ops.size).toBe(4);
    for (const op of ops.values()) {
      expect(op.breaking, whats(op)).toBeGreaterThan(0);
      expect(whats(op)).toMatch(/security/);
    }
  });

  it('a scope added to an operation is breaking; an alternative added is not', () => {
    const base = (d: Json) => (d.paths['/pets'].post.security = [{ oauth: ['pets:write'] }]);
    const scoped = compared(
      compareSpecTexts({
        file: 's.json',
        base: spec(base),
        head: spec(
          (d) => (d.paths['/pets'].post.security = [{ oauth: ['pets:write', 'pets:read'] }]),
        ),
        deadline: soon(),
      }),
    ).operations[0];
    expect(scoped?.breaking, whats(scoped)).toBeGreaterThan(0);
    expect(whats(scoped)).toMatch(/scope `pets:read`/);
    const alternative = compared(
      compareSpecTexts({
        file: 's.json',
        base: spec(base),
        head: spec(
          (d) => (d.paths['/pets'].post.security = [{ oauth: ['pets:write'] }, { key: [] }]),
        ),
        deadline: soon(),
      }),
    ).operations[0];
    expect(alternative?.breaking, whats(alternative)).toBe(0);
    expect(whats(alternative)).toMatch(/security/);
  });
});

describe('security schemes and undescribed changes', () => {
  it('a scheme renamed in components (same definition) is no security change', () => {
    const rename = (d: Json) => {
      d.security = [{ key: [] }];
    };
    const r = compared(
      compareSpecTexts({
        file: 's.json',
        base: spec(rename),
        head: spec((d) => {
          d.components.securitySchemes.apiKey = d.components.securitySchemes.key;
          delete d.components.securitySchemes.key;
          d.security = [{ apiKey: [] }];
        }),
        deadline: soon(),
      }),
    );
    expect(r.operations).toEqual([]);
  });

  it('a removed response header is named as one, in its response', () => {
    const op = diff((d) => {
      d.paths['/pets/{id}'].get.responses['200'].headers = {
        'X-Id': { schema: { type: 'string' } },
      };
    }).get('GET /pets/{id}');
    expect(op).toBeDefined();
    const back = compared(
      compareSpecTexts({
        file: 's.json',
        base: spec((d) => {
          d.paths['/pets/{id}'].get.responses['200'].headers = {
            'X-Id': { schema: { type: 'string' } },
          };
        }),
        head: spec(),
        deadline: soon(),
      }),
    ).operations[0];
    expect(back?.breaking, whats(back)).toBeGreaterThan(0);
    expect(whats(back)).toMatch(/removed header `X-Id` in Response 200/);
  });
});
