/**
 * What the live check needs of docs.json, from the one configuration reader (issue 33): the docs
 * folder, the pages the navigation names (`verify: all`) and where a removed page should redirect.
 * The only file of `mode: status` that knows the reader.
 */
import type { Octokit } from '../../github/octokit.js';
import type { RunnerContext } from '../../inputs/runner.js';
import { errorText } from '../../util/abort.js';
import { loadSiteConfig } from '../shared/site-config.js';

/** What the live check uses of the site's configuration. */
export interface SiteFacts {
  /** Page paths the navigation names; undefined: unknown. */
  readonly navigation: readonly string[] | undefined;
  /** Where docs.json redirects a page (`null`: nowhere; undefined: the redirects are unknown). */
  redirectOf(pagePath: string): { readonly destination: string } | null | undefined;
  /** Why the configuration could not be read, when it could not. */
  readonly problem?: string;
}

/** Where the site's configuration and pages are read from. */
type FactsSource = {
  octokit?: Octokit;
  runner: RunnerContext;
  signal: AbortSignal;
  deadline: number;
};

/** Reads the configuration at `ref` (the deployed commit); a failure leaves everything unknown. */
export async function readSiteFacts(
  source: FactsSource,
  at: { ref: string; docsRoot: string },
): Promise<SiteFacts> {
  try {
    const config = await loadSiteConfig(source, { ref: at.ref, docsRoot: at.docsRoot });
    const { navigation, redirects } = config;
    return {
      navigation: navigation ? [...navigation.pages] : undefined,
      redirectOf: (page) => {
        if (!redirects) return undefined;
        const hit = redirects.match(page);
        return hit ? { destination: hit.destination } : null;
      },
      ...(config.kind === 'unknown'
        ? { problem: config.reason ?? 'docs.json could not be read' }
        : {}),
    };
  } catch (err) {
    source.signal.throwIfAborted();
    return { navigation: undefined, redirectOf: () => undefined, problem: errorText(err) };
  }
}
