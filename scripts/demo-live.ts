/**
 * The demo's live-site scenarios (issue 34): `mode: status` after an update that reached
 * `success`, once with every changed page fresh on the live site and once with a page its CDN
 * keeps serving old (the step fails; `on-stale: error` is the default). Each seeds its own commit
 * on the GitHub emulator (the committed files, the diff, docs.json with a redirect) and its own
 * update on the platform emulator, whose success publishes to the emulator's live site. That
 * site answers at `https://docs.acme.com` (its custom domain) and `https://acme.mintlify.site`
 * through a TLS front with the test CA, reached directly (scripts/demo-hosts.mjs routes the names
 * to it) or, in the stale scenario alone, through a runner's CONNECT proxy (scripts/demo.ts
 * starts them). Every scenario is the one push of the demo: PR #6's squash, PUSH_SHA.
 */
import type { GitHubEmulator } from '../emulator/github/server.js';
import type { PlatformEmulator } from '../emulator/platform/server.js';
import { OLD_PAGES_AGE_MS, PUSH_FILES, PUSH_MESSAGE, PUSH_SHA } from './demo-site.js';

/** What scripts/demo.ts needs of a scenario (its `Scenario`, structurally). */
export interface LiveScenario {
  title: string;
  file: string;
  inputs: Record<string, string>;
  outcome?: 'success' | 'failure';
  setup: () => () => void;
  env?: Record<string, string>;
  event?: { name: string; payload: Record<string, unknown> };
}

/** Where the demo's live site answers: a public-looking origin, and what reaches it. */
export interface LiveSiteAccess {
  /** `https://docs.acme.com`, as `site-url`. */
  url: string;
  /** The runner's environment that reaches it directly (NODE_EXTRA_CA_CERTS). */
  env: Record<string, string>;
  /** The runner's environment that reaches it through a proxy (HTTPS_PROXY too). */
  proxied: Record<string, string>;
}

/** The commit the demo's runs are for (GITHUB_SHA of scripts/demo.ts's runs): the update built it. */
const RUN_SHA = PUSH_SHA;

const page = (title: string, text: string): string =>
  `---\ntitle: ${title}\ndescription: ${title} for Acme's API\n---\n\n${text}\n`;

const OLD = {
  quickstart: page('Quickstart', 'Install the CLI with `npm i -g acme`, then run `acme init`.'),
  auth: page('Authentication', 'Send your key in the `X-Acme-Key` header.'),
  webhooks: page('Webhooks', 'Acme posts each event to your endpoint.'),
};
const NEW = {
  quickstart: page(
    'Quickstart',
    'Install the CLI with `npm i -g acme`, then run `acme init`.\n\nThe CLI now needs Node 20 or later.',
  ),
  auth: page(
    'Authentication',
    'Send your key in the `Authorization: Bearer` header; `X-Acme-Key` stops working on July 1st.',
  ),
};

/**
 * A commit that edits two pages and removes one, redirected by docs.json; its diff as the commit
 * API lists it, or as the compare API lists it from `base` (a push's `before`).
 */
function seedCommit(github: GitHubEmulator, sha: string, base?: string): void {
  github.setRepoFile('docs/quickstart.mdx', NEW.quickstart, sha);
  github.setRepoFile('docs/api-reference/authentication.mdx', NEW.auth, sha);
  github.setRepoFile(
    'docs/docs.json',
    JSON.stringify({
      name: 'Acme',
      navigation: {
        groups: [{ group: 'Start', pages: ['quickstart', 'api-reference/authentication'] }],
      },
      redirects: [{ source: '/guides/webhooks', destination: '/api-reference/events/list' }],
    }),
    sha,
  );
  const files = [
    {
      filename: 'docs/quickstart.mdx',
      patch: '@@ -6,0 +7,2 @@\n+\n+The CLI now needs Node 20 or later.',
    },
    {
      filename: 'docs/api-reference/authentication.mdx',
      patch:
        '@@ -6 +6 @@\n-Send your key in the `X-Acme-Key` header.\n+Send your key in the `Authorization: Bearer` header; `X-Acme-Key` stops working on July 1st.',
    },
    {
      filename: 'docs/guides/webhooks.mdx',
      status: 'removed',
      patch: '@@ -1,6 +0,0 @@\n-Acme posts each event to your endpoint.',
    },
  ];
  github.setCommitFiles(sha, files, base);
}

/** The commit before the demo's push. */
const BEFORE_SHA = 'f'.repeat(40);

/** What the demo's commit changes, as an update and a push both list it. */
const FILES_CHANGED = PUSH_FILES;

/** What the push's update publishes: the two pages it edits, and the one it removes gone. */
const PUBLISHED = {
  '/quickstart': NEW.quickstart,
  '/api-reference/authentication': NEW.auth,
  '/guides/webhooks': null,
};

/**
 * The live site before the commit: its pages cached hours ago, as a CDN serves a page nobody
 * changed, and the removed page's redirect, to a page the site serves so readers land on it.
 */
function publishOldSite(platform: PlatformEmulator): void {
  platform.site.publish(
    {
      '/quickstart': OLD.quickstart,
      '/api-reference/authentication': OLD.auth,
      '/guides/webhooks': OLD.webhooks,
      '/api-reference/events/list':
        '---\ntitle: Events\n---\n\nAcme posts each event to your endpoint.\n',
    },
    { at: Date.now() - OLD_PAGES_AGE_MS },
  );
  platform.site.setRedirects({ '/guides/webhooks': '/api-reference/events/list' });
}

/** The emulators and the site the scenarios run against. */
interface Emulators {
  platform: PlatformEmulator;
  github: GitHubEmulator;
  site: LiveSiteAccess;
}

/**
 * The Deploy-on-push quick start as the README gives it: `trigger: true`, nothing else; the
 * update builds the push and publishes it, and the step checks the live site it finds by the
 * update's subdomain (`https://acme.mintlify.site`), as `verify`'s default does.
 */
export function deployOnPushScenario(emulators: Emulators): LiveScenario {
  const { platform, github, site } = emulators;
  return {
    title: 'status: trigger an update, track it to the end, check the live site',
    file: 'status',
    inputs: { mode: 'status', 'project-id': platform.projectId, trigger: 'true' },
    env: site.env,
    setup: () => {
      seedCommit(github, RUN_SHA);
      publishOldSite(platform);
      platform.setTriggerPublish({ pages: PUBLISHED });
      return () => {
        platform.setTriggerPublish(undefined);
        platform.site.setRedirects({});
      };
    },
  };
}

/** One scenario: the update of `sha` succeeds and publishes; `stale` pages keep their old text. */
function liveScenario(
  emulators: Emulators,
  shape: { file: string; title: string; sha: string; stale: string[]; proxied?: boolean },
): LiveScenario {
  const { platform, github, site } = emulators;
  let statusId = '';
  const scenario: LiveScenario = {
    title: shape.title,
    file: shape.file,
    inputs: {},
    env: shape.proxied ? site.proxied : site.env,
    ...(shape.stale.length > 0 ? { outcome: 'failure' as const } : {}),
    setup: () => {
      seedCommit(github, shape.sha);
      publishOldSite(platform);
      statusId = platform.createUpdate({
        commitSha: shape.sha,
        commitMessage: PUSH_MESSAGE,
        filesChanged: FILES_CHANGED,
        publish: { pages: PUBLISHED, stale: shape.stale },
      });
      scenario.inputs = {
        mode: 'status',
        'status-id': statusId,
        'site-url': site.url,
        'docs-root': 'docs',
        'verify-timeout': '6s',
      };
      return () => platform.site.setRedirects({});
    },
  };
  return scenario;
}

/** The push that `follow: github-app` sees: the files of the demo's commit, one commit. */
function pushEvent(sha: string): LiveScenario['event'] {
  return {
    name: 'push',
    payload: {
      ref: 'refs/heads/main',
      before: BEFORE_SHA,
      after: sha,
      commits: [{ id: sha, ...FILES_CHANGED }],
    },
  };
}

/**
 * The GitHub App path: no admin key, no API request. Mintlify's App deploys the push (a
 * Deployment that went from `in_progress` to `success`); the step follows it, finds the docs
 * folder itself (no `docs-root`), and checks the live site.
 */
function appScenario(emulators: Emulators): LiveScenario {
  const { platform, github, site } = emulators;
  return {
    title: "status: follow the GitHub App's deploy, then check the live site",
    file: 'status-app',
    // The README's first workflow, as it is (no admin key: the demo's shared one is taken off).
    inputs: { mode: 'status', follow: 'github-app', 'admin-key': '', 'site-url': site.url },
    event: pushEvent(RUN_SHA),
    env: site.env,
    setup: () => {
      seedCommit(github, RUN_SHA, BEFORE_SHA);
      publishOldSite(platform);
      github.seedDeployment({
        sha: RUN_SHA,
        environment: 'Production',
        statuses: [
          { state: 'in_progress', description: 'Building' },
          { state: 'success', description: 'Deployed' },
        ],
      });
      // The emulators' clock stands at the scenario's instant: the deploy has ended and its pages
      // are live when the step first looks (the tests follow deploys that take their time).
      platform.site.publish(PUBLISHED);
      return () => platform.site.setRedirects({});
    },
  };
}

/**
 * The fresh and the stale scenario (the one through a proxy: a runner behind a company's proxy),
 * then the App's (last, so the others keep their instants).
 */
export function liveScenarios(emulators: Emulators): LiveScenario[] {
  return [
    liveScenario(emulators, {
      file: 'status-live-fresh',
      title: 'status: the live site serves what the update built (fresh)',
      sha: RUN_SHA,
      stale: [],
    }),
    liveScenario(emulators, {
      file: 'status-live-stale',
      title:
        "status: the CDN keeps serving an old page (stale, the step fails), through a runner's proxy",
      sha: RUN_SHA,
      stale: ['/api-reference/authentication'],
      proxied: true,
    }),
    appScenario(emulators),
  ];
}
