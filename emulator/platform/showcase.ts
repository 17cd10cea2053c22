/**
 * The `showcase` dataset's own words (what `npm run demo` renders into docs/samples/): the long
 * tail of a believable docs site's pages, the terms its readers search for, and the comments they
 * leave, each comment written for its page. The default dataset keeps its numbered tail pages,
 * generated terms and shared comment pools, which the tests read.
 */

/**
 * The pages after the known ones, most read first: an API reference, integrations, recipes, SDKs
 * and changelog entries of one product (Acme's API). Not the pages the demo plants on top
 * (`/guides/troubleshooting`, `/api-reference/projects/list-projects`): a path is listed once.
 */
export const SHOWCASE_TAIL_PAGES: readonly string[] = [
  '/api-reference/authentication',
  '/integrations/github',
  '/guides/pagination',
  '/api-reference/errors',
  '/sdks/go',
  '/integrations/slack',
  '/guides/recipes/sync-users-from-okta',
  '/integrations/vercel',
  '/api-reference/projects/get-a-project',
  '/guides/idempotency',
  '/sdks/ruby',
  '/guides/recipes/retry-failed-webhooks',
  '/api-reference/events/list',
  '/integrations/zapier',
  '/concepts/projects',
  '/api-reference/users/update',
  '/guides/migrating-from-v1',
  '/api-reference/users/delete',
  '/integrations/datadog',
  '/guides/recipes/export-audit-logs',
  '/api-reference/api-keys/create',
  '/concepts/roles-and-permissions',
  '/sdks/java',
  '/api-reference/api-keys/revoke',
  '/guides/testing-in-sandbox',
  '/integrations/segment',
  '/api-reference/events/get',
  '/guides/recipes/rotate-api-keys',
  '/concepts/regions',
  '/api-reference/projects/create-a-project',
  '/integrations/terraform',
  '/guides/recipes/bulk-import-users',
  '/api-reference/webhooks/create',
  '/sdks/php',
  '/api-reference/webhooks/list',
  '/guides/errors-and-retries',
  '/integrations/pagerduty',
  '/api-reference/webhooks/delete',
  '/concepts/usage-and-billing',
  '/guides/recipes/custom-domains',
  '/changelog/2025-05-27',
  '/integrations/microsoft-teams',
  '/api-reference/teams/list',
  '/guides/security-best-practices',
  '/api-reference/teams/create',
  '/changelog/2025-05-13',
  '/integrations/jira',
  '/guides/recipes/stream-events-to-s3',
  '/api-reference/audit-logs/list',
  '/concepts/data-retention',
  '/changelog/2025-04-29',
  '/integrations/linear',
  '/api-reference/usage/get',
  '/guides/recipes/nextjs-starter',
  '/sdks/dotnet',
  '/changelog/2025-04-15',
  '/integrations/snowflake',
  '/api-reference/regions/list',
  '/guides/recipes/cli-in-ci',
  '/changelog/2025-04-01',
  '/integrations/bigquery',
  '/guides/glossary',
  '/changelog/2025-03-18',
  '/integrations/google-sheets',
  '/guides/support',
  '/changelog/2025-03-04',
];

/**
 * Search terms after the known ones, with the page readers click (null: a content gap), most
 * searched first.
 */
export const SHOWCASE_TAIL_TERMS: readonly (readonly [string, string | null])[] = [
  ['pagination', '/guides/pagination'],
  ['error codes', '/api-reference/errors'],
  ['github integration', '/integrations/github'],
  ['go sdk', '/sdks/go'],
  ['slack', '/integrations/slack'],
  ['502', '/guides/troubleshooting'],
  ['okta', '/guides/recipes/sync-users-from-okta'],
  ['idempotency key', '/guides/idempotency'],
  ['vercel', '/integrations/vercel'],
  ['migrate v1', '/guides/migrating-from-v1'],
  ['scim', null],
  ['retry webhook', '/guides/recipes/retry-failed-webhooks'],
  ['sandbox', '/guides/testing-in-sandbox'],
  ['roles', '/concepts/roles-and-permissions'],
  ['rotate key', '/guides/recipes/rotate-api-keys'],
  ['ruby', '/sdks/ruby'],
  ['data residency', '/concepts/regions'],
  ['zapier', '/integrations/zapier'],
  ['bulk import', '/guides/recipes/bulk-import-users'],
  ['mfa', null],
  ['billing', '/concepts/usage-and-billing'],
  ['terraform', '/integrations/terraform'],
  ['custom domain', '/guides/recipes/custom-domains'],
  ['java', '/sdks/java'],
  ['s3 export', '/guides/recipes/stream-events-to-s3'],
  ['status page', null],
  ['teams', '/api-reference/teams/list'],
  ['datadog', '/integrations/datadog'],
  ['audit log', '/api-reference/audit-logs/list'],
  ['retention', '/concepts/data-retention'],
  ['php', '/sdks/php'],
  ['rate limit headers', '/guides/advanced/rate-limits'],
  ['next.js', '/guides/recipes/nextjs-starter'],
  ['webhook secret', '/api-reference/webhooks/create'],
  ['uptime sla', null],
  ['jira', '/integrations/jira'],
  ['usage', '/api-reference/usage/get'],
  ['github actions', '/guides/recipes/cli-in-ci'],
  ['.net', '/sdks/dotnet'],
  ['snowflake', '/integrations/snowflake'],
  ['glossary', '/guides/glossary'],
  ['contact support', '/guides/support'],
];

/** What readers say on a known page: when it did not help, when it did, and the docs agent. */
interface PageComments {
  readonly negative: readonly string[];
  readonly positive: readonly string[];
  readonly agent: readonly string[];
  readonly snippet: readonly (string | null)[];
}

/** Each known page's comments (the feedback dataset's pages): no text on two pages. */
export const SHOWCASE_COMMENTS: Readonly<Record<string, PageComments>> = {
  '/quickstart': {
    negative: [
      'Step 3 is missing: where do I find the project ID?',
      '`acme init` asks for a region the page never mentions.',
    ],
    positive: ['Up and running in five minutes, thanks!', 'Worked first try on macOS.'],
    agent: ['The quickstart installs the CLI globally but the example runs it with npx.'],
    snippet: ['`npm i -g acme` needs sudo on Linux; say so.', null],
  },
  '/guides/intro': {
    negative: [
      'What is the rate limit? Not mentioned anywhere.',
      'Too much marketing, not enough detail.',
    ],
    positive: ['The diagram helped a lot.', 'Finally understood projects vs environments.'],
    agent: ['The intro links to /api-reference/users/get, which returns 404.'],
    snippet: ['This throws "module not found".', null],
  },
  '/guides/getting-started': {
    negative: ['The page stops after creating the project; what next?'],
    positive: ['Clear and short.'],
    agent: ['Getting started and the quickstart give different install commands.'],
    snippet: ['Missing the import for Client.', null],
  },
  '/guides/authentication': {
    negative: [
      'The example returns a 401 for me, the page does not say which key to use.',
      'Which scopes does a read-only key have?',
    ],
    positive: ['The OAuth flow diagram is great.'],
    agent: ['The page says keys never expire; the API reference says 90 days.'],
    snippet: ['The curl example sends the key in the old X-Acme-Key header.', null],
  },
  '/guides/webhooks': {
    negative: ['How do I verify the signature in Python?'],
    positive: ['Exactly what I needed for our Slack bot.'],
    agent: ['Contradicts /guides/authentication about key scopes.'],
    snippet: ['The payload example is missing the `type` field.', null],
  },
  '/guides/advanced/rate-limits': {
    negative: ['Is the limit per key or per project?'],
    positive: ['The retry-after example saved me.'],
    agent: ['The 429 body shown here differs from the API reference.'],
    snippet: ['Works, but please show the output.', null],
  },
  '/api-reference/introduction': {
    negative: ['Which base URL do EU accounts use?'],
    positive: ['Good overview of the conventions.'],
    agent: ['The introduction lists v1 and v2 base URLs, but v1 is retired.'],
    snippet: ['Copy button copies the $ prompt too.', null],
  },
  '/api-reference/users/create': {
    negative: ['The code sample does not compile.', 'Which fields are required?'],
    positive: ['The field table is handy.'],
    agent: ['The documented response omits the `updatedAt` field that the API returns.'],
    snippet: ['`role` must be lower case or the request fails with 422.', null],
  },
  '/api-reference/users/list': {
    negative: ['How do I page past the first 100 users?'],
    positive: ['Filter examples are useful.'],
    agent: ['Parameter `limit` is described as optional but the example always sets it.'],
    snippet: ['The Python example prints a generator, not the users.', null],
  },
  '/api-reference/projects/update': {
    negative: ['Does PATCH replace the whole settings object?'],
    positive: ['Clear about partial updates.'],
    agent: ['`settings.region` is documented as writable; the API rejects it.'],
    snippet: ['The JSON body has a trailing comma.', null],
  },
  '/concepts/deployments': {
    negative: ['How long are old deployments kept?'],
    positive: ['The lifecycle chart is great.'],
    agent: ['Deployment states here miss `canceled`, which the API returns.'],
    snippet: [null],
  },
  '/concepts/environments': {
    negative: ['Can two environments share a database?'],
    positive: ['Short and to the point.'],
    agent: ['The page calls them stages in one table and environments elsewhere.'],
    snippet: [null],
  },
  '/sdks/node': {
    negative: ['Does the SDK support ESM?'],
    positive: ['TypeScript types out of the box, nice.'],
    agent: ['The Node page still shows the callback API removed in 3.0.'],
    snippet: ['`client.users.list()` needs `await` in the example.', null],
  },
  '/sdks/python': {
    negative: ['Is there an async client?'],
    positive: ['pip install and go.'],
    agent: ['The Python page pins acme-sdk 1.x; 2.x is current.'],
    snippet: ['`print(client.users.list())` prints an object, not users.', null],
  },
  '/changelog': {
    negative: ['Please add dates to each entry.'],
    positive: ['Love the detailed entries.'],
    agent: ['The May entry links to a removed migration guide.'],
    snippet: [null],
  },
};
