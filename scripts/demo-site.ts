/**
 * The one site behind every sample `npm run demo` renders (issue 48): Acme's API docs, served by
 * one platform emulator on the `showcase` dataset (emulator/platform/showcase.ts names its pages,
 * search terms and comments), with the few pages the samples talk about planted on top. The
 * feedback summary, the PR comment and the health issue all read this one emulator, so a page
 * has the same views, votes and questions in each; __tests__/demo-samples.test.ts checks it.
 */
import { createHash } from 'node:crypto';
import type { PlantedPage, PlatformEmulatorOptions } from '../emulator/platform/types.js';

/**
 * How long before a live scenario its site's old pages were cached: 4 min 12 s, after the
 * scenario before it (ten minutes earlier) published its own versions of the same pages.
 */
export const OLD_PAGES_AGE_MS = 252_000;

/** A believable commit SHA of the demo repository, the same on every run (`what` names it). */
export function commitSha(what: string): string {
  return createHash('sha1').update(`acme/docs ${what}`).digest('hex');
}

/** Acme's Mintlify project: an id as the dashboard shows one, and its docs subdomain. */
export const PROJECT = { id: '665f1c0e2b8d4a7f9c3e1d20', subdomain: 'acme' } as const;

/** The site's custom domain, where its readers (and `site-url`, and the export) find it. */
export const CUSTOM_DOMAIN = 'docs.acme.com';

/** The commit of the demo's push runs (GITHUB_SHA), which the updates build. */
export const PUSH_SHA = commitSha('main: docs: update quickstart and API reference');
/** Its message: the squash of Acme's PR #6. */
export const PUSH_MESSAGE = 'docs: update quickstart and API reference (#6)';
/**
 * What the push changes, as an update and the push event both list it (repository paths): two
 * pages edited, one removed with a redirect in docs.json.
 */
export const PUSH_FILES = {
  added: [],
  modified: ['docs/quickstart.mdx', 'docs/api-reference/authentication.mdx', 'docs/docs.json'],
  removed: ['docs/guides/webhooks.mdx'],
};
/**
 * The number GitHub gives the next issue or PR of acme/docs: PR #6 is merged, #7 and #8 are open,
 * and a contributor's fork opened #12 (the check sample).
 */
export const NEXT_ISSUE_NUMBER = 13;
/** The base commit of every demo PR (`pull_request.base.sha`), where its specs are read before. */
export const PR_BASE = commitSha('main: docs: changelog for May');
/** The head commit of PR `n`: each PR its own. */
export const prHead = (n: number): string => commitSha(`pull/${n}/head`);

/**
 * The pages the samples single out, planted into every dataset: the troubleshooting page readers
 * rate poorly and ask about (health drafts its fix), and the API operation PR #7 breaks (the
 * feedback comment names its readers). Figures a 80-page site's month could have.
 */
export const PLANTED_PAGES: PlantedPage[] = [
  {
    path: '/guides/troubleshooting',
    views: 7_420,
    aiViews: 1_130,
    thumbsUp: 5,
    thumbsDown: 23,
    comments: [
      'The 502 section still describes the old proxy.',
      'Step 4 fails with permission denied.',
      'Clearing the cache as shown here did not fix the 504.',
    ],
    unanswered: [
      'Why does deploy fail with error 502 after the upgrade?',
      'How do I clear the build cache?',
    ],
    zeroClickSearches: ['troubleshooting 502 gateway'],
  },
  {
    path: '/api-reference/projects/list-projects',
    views: 2_140,
    aiViews: 610,
    thumbsUp: 3,
    thumbsDown: 1,
  },
];

/** The showcase site's emulator options (seed, data, sizes); the demo adds its builds. */
export const SITE_OPTIONS: PlatformEmulatorOptions = {
  seed: 1,
  projectId: PROJECT.id,
  subdomain: PROJECT.subdomain,
  dataset: 'showcase',
  // Three weeks of a small site's feedback: the summary of PR #7 still reads on a page or two.
  feedbackCount: 120,
  // The 15 known pages and the showcase's 66 named ones: every page has a real name.
  viewsPageCount: 81,
  // The 32 known terms and the showcase's 42: every term one a reader would type.
  searchTermCount: 74,
  pages: PLANTED_PAGES,
};
