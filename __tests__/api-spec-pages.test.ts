/**
 * Operations to pages (src/api-spec/pages.ts) over docs.json's OpenAPI references as the one
 * reader finds them (src/site-config/openapi-refs.ts): the forms of Mintlify's openapi-setup page
 * (an `openapi` on a tab, a group with `{ source, directory }`, inheritance, `"GET /users"` and
 * `"/spec.json GET /users"` entries, a URL), and frontmatter as the vendor's own docs repository
 * writes it (`openapi: /admin-openapi.json POST /v1/agent/{projectId}/job`).
 */
import { describe, expect, it } from 'vitest';
import {
  frontmatterOperation,
  frontmatterOpenapi,
  generatedPath,
  generatedPages,
  namesSpec,
  operationPages,
  slug,
  type PageMapContext,
} from '../src/api-spec/pages.js';
import type { OperationFacts } from '../src/api-spec/types.js';
import { readSiteConfig } from '../src/site-config/read.js';
import { MapSource } from './helpers/config-files.js';

const op = (method: string, path: string, extra: Partial<OperationFacts> = {}): OperationFacts => ({
  method,
  path,
  hidden: false,
  excluded: false,
  ...extra,
});

async function refs() {
  const docs = {
    navigation: {
      tabs: [
        { tab: 'Guides', pages: ['index'] },
        { tab: 'Hosted', openapi: 'https://example.com/openapi.json' },
        {
          tab: 'API',
          groups: [
            {
              group: 'Users API',
              openapi: { source: '/users-openapi.json', directory: 'users-api' },
            },
            {
              group: 'Selected',
              openapi: '/path/openapi-v1.json',
              pages: [
                'overview',
                'GET /users',
                { group: 'Orders', openapi: '/path/openapi-v2.json', pages: ['GET /orders'] },
              ],
            },
            { group: 'Mixed', pages: ['/path/orders.json POST /orders'] },
          ],
        },
      ],
    },
  };
  const config = await readSiteConfig(
    new MapSource(new Map([['docs/docs.json', JSON.stringify(docs)]])),
    'docs',
  );
  return config.openapi;
}

describe('docs.json OpenAPI references, read by the one reader', () => {
  it('finds every source form, inheritance and operation entries', async () => {
    const found = await refs();
    expect(found?.sources.map((s) => [s.source, s.directory])).toEqual(
      expect.arrayContaining([
        ['https://example.com/openapi.json', 'api-reference'],
        ['/users-openapi.json', 'users-api'],
        ['/path/openapi-v1.json', 'api-reference'],
        ['/path/openapi-v2.json', 'api-reference'],
      ]),
    );
    const entries = found?.entries.map((e) => `${e.source} ${e.method} ${e.path}`).sort();
    expect(entries).toEqual([
      '/path/openapi-v1.json GET /users',
      '/path/openapi-v2.json GET /orders',
      '/path/orders.json POST /orders',
    ]);
  });
});

describe('operations to pages', () => {
  it('derives the generated path as the vendor names it: directory, tag, summary; x-mint.href wins', () => {
    // Mintlify's docs (api-playground/endpoint-urls) and @mintlify/common 1.0.1183's
    // prepareStringToBeValidFilename: spaces made `-`, `{ } ( ) , . ' /` removed, lowercased;
    // every other character stays (a Feature Request of the vendor's, mintlify discussion #6993,
    // quotes `search-&-list-entities` from a live site).
    expect(slug('User Management')).toBe('user-management');
    expect(slug('Search & List Entities')).toBe('search-&-list-entities');
    expect(slug("Get a user's thread (v2)")).toBe('get-a-users-thread-v2');
    expect(slug('/users/{id}/posts')).toBe('users-posts');
    // The vendor's `\{.*?\}` does not cross a line break: the braces are only removed.
    expect(slug('a {b\nc} d')).toBe('a-bc-d');
    // One pass of `--` → `-` over `x---y`, as the vendor's replaceAll makes it.
    expect(slug('x {long} y')).toBe('x--y');
    expect(slug('')).toBeUndefined();
    const listed = op('GET', '/users', { tag: 'User Management', summary: 'List users' });
    expect(generatedPath(listed, 'users-api')).toBe('/users-api/user-management/list-users');
    expect(generatedPath({ ...listed, href: '/custom/users' }, 'x')).toBe('/custom/users');
    // The docs: x-mint.href lowercased, what follows the last `.` of its last segment dropped.
    expect(generatedPath({ ...listed, href: '/Reference/v1.2' }, 'x')).toBe('/reference/v1');
    // No tag: no tag part. No summary: the method and the path (the docs' own example).
    expect(generatedPath(op('GET', '/users', { summary: 'No tag' }), 'api-reference')).toBe(
      '/api-reference/no-tag',
    );
    expect(generatedPath(op('GET', '/users/{id}/posts'), 'API-Reference')).toBe(
      '/api-reference/get-users-posts',
    );
  });

  it('tells repeated URLs of one spec apart as the build does: -1, -2 in the spec order', () => {
    const ops = [
      op('GET', '/a', { tag: 'T', summary: 'Get' }),
      op('GET', '/b', { tag: 'T', summary: 'Get', excluded: true }),
      op('GET', '/c', { tag: 'T', summary: 'Get' }),
      op('POST', '/c', { tag: 'T', summary: 'Get', hidden: true }),
    ];
    expect([...generatedPages(ops, 'api-reference')]).toEqual([
      ['GET /a', '/api-reference/t/get'],
      ['GET /c', '/api-reference/t/get-1'],
      ['POST /c', '/api-reference/t/get-2'],
    ]);
  });

  it('maps frontmatter (with and without a file), navigation entries and generated pages', async () => {
    const found = await refs();
    const fm = [
      frontmatterOperation(
        'api/agent/create-agent-job.mdx',
        '---\ntitle: "Create agent job"\nopenapi: /users-openapi.json POST /users\n---\n',
      ),
      frontmatterOperation('api/users/get', "---\nopenapi: 'GET /users'\n---\n"),
      frontmatterOperation('guide', '---\ntitle: x\n---\nopenapi: GET /users\n'),
    ].flatMap((f) => (f ? [f] : []));
    expect(fm.map((f) => f.page)).toEqual(['/api/agent/create-agent-job', '/api/users/get']);
    const ctx: PageMapContext = {
      docsRoot: 'docs',
      sources: found?.sources ?? [],
      entries: found?.entries ?? [],
      frontmatter: fm,
      firstHolder: new Map([
        ['GET /users', 'docs/path/openapi-v1.json'],
        ['POST /users', 'docs/users-openapi.json'],
      ]),
    };
    const post = operationPages(
      op('POST', '/users', { tag: 'Users', summary: 'Create a user' }),
      'docs/users-openapi.json',
      ctx,
    );
    expect(post).toEqual([
      { page: '/api/agent/create-agent-job', via: 'frontmatter', hidden: false },
      { page: '/users-api/users/create-a-user', via: 'generated', hidden: false },
    ]);
    // `openapi: GET /users` without a file: the first changed spec holding it.
    const get = operationPages(
      op('GET', '/users', { tag: 'Users', summary: 'List users' }),
      'docs/path/openapi-v1.json',
      ctx,
    );
    expect(get.map((p) => [p.page, p.via])).toEqual([
      ['/api/users/get', 'frontmatter'],
      ['/api-reference/users/list-users', 'navigation'],
    ]);
    // x-excluded: no generated page; x-hidden: a page off the navigation; no tag: unlinked.
    expect(
      operationPages(
        op('POST', '/x', { excluded: true, tag: 'T', summary: 'S' }),
        'docs/users-openapi.json',
        ctx,
      ),
    ).toEqual([]);
    expect(
      operationPages(
        op('POST', '/x', { hidden: true, tag: 'T', summary: 'S' }),
        'docs/users-openapi.json',
        ctx,
      )[0],
    ).toMatchObject({ hidden: true });
    // Neither tag nor summary: the page is still made, named by its method and path.
    expect(operationPages(op('POST', '/x'), 'docs/users-openapi.json', ctx)).toEqual([
      { page: '/users-api/post-x', via: 'generated', hidden: false },
    ]);
    // A spec given by URL is never a file here.
    expect(
      operationPages(
        op('GET', '/a', { tag: 'T', summary: 'S' }),
        'https://example.com/openapi.json',
        ctx,
      ),
    ).toEqual([]);
  });
});

describe('frontmatter `openapi:`, read as YAML by the one frontmatter reader', () => {
  it("takes only the top-level key: a nested `seo:\n  openapi:` is not the page's operation", () => {
    const text = '---\ntitle: Guide\nseo:\n  openapi: GET /users\n---\n# Guide\n';
    expect(frontmatterOpenapi(text)).toBeUndefined();
    expect(frontmatterOperation('guide.mdx', text)).toBeUndefined();
  });

  it('reads a folded `>-` value as its text, not as `>-`', () => {
    const text = '---\nopenapi: >-\n  /openapi.json\n  GET /users/{id}\n---\n';
    expect(frontmatterOpenapi(text)).toBe('/openapi.json GET /users/{id}');
    expect(frontmatterOperation('api/get-user.mdx', text)).toEqual({
      page: '/api/get-user',
      source: '/openapi.json',
      method: 'GET',
      path: '/users/{id}',
    });
  });

  it('drops a trailing `# comment`, reads CRLF and a BOM, and a lower-case method', () => {
    const text = '\uFEFF---\r\nopenapi: post /v2/items # the create call\r\n---\r\nBody';
    expect(frontmatterOperation('api/create.mdx', text)).toEqual({
      page: '/api/create',
      method: 'POST',
      path: '/v2/items',
    });
  });

  it('reads a spec named before the method, by path or by file name without extension', () => {
    const named = frontmatterOperation(
      'management/users/list.mdx',
      '---\nopenapi: "management GET /api/users"\n---\n',
    );
    expect(named).toEqual({
      page: '/management/users/list',
      source: 'management',
      method: 'GET',
      path: '/api/users',
    });
    expect(namesSpec('management', 'docs/specs/management.yaml', 'docs')).toBe(true);
    expect(namesSpec('/specs/management.yaml', 'docs/specs/management.yaml', 'docs')).toBe(true);
    expect(namesSpec('specs/management.yaml', 'docs/specs/management.yaml', 'docs')).toBe(true);
    expect(namesSpec('manage', 'docs/specs/management.yaml', 'docs')).toBe(false);
    expect(namesSpec('other.yaml', 'docs/specs/management.yaml', 'docs')).toBe(false);
    const ctx: PageMapContext = {
      docsRoot: 'docs',
      sources: [],
      entries: [],
      frontmatter: named ? [named] : [],
      firstHolder: new Map(),
    };
    expect(
      operationPages(op('GET', '/api/users'), 'docs/specs/management.yaml', ctx).map((p) => p.page),
    ).toEqual(['/management/users/list']);
    expect(operationPages(op('GET', '/api/users'), 'docs/specs/other.yaml', ctx)).toEqual([]);
  });

  it('a frontmatter that is not YAML, or an `openapi:` that is not text, names nothing', () => {
    expect(frontmatterOpenapi('---\nopenapi: [GET, /users]\n---\n')).toBeUndefined();
    expect(frontmatterOpenapi('---\nopenapi: "GET /users\n---\n')).toBeUndefined();
    expect(frontmatterOpenapi('openapi: GET /users\n')).toBeUndefined();
  });
});
