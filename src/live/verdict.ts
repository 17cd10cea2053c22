/** The run's one verdict from every page's: pure. */
import type { LiveCheck } from './check.js';

/** The `live` output. */
export type LiveVerdict = 'fresh' | 'stale' | 'unverified' | 'off';

/**
 * `stale` when any page is stale; `unverified` when the site as a whole could not be checked, a
 * page could not be, or nothing at all could be compared; else `fresh`. With the reason in words.
 */
export function verdictOf(check: LiveCheck): { live: LiveVerdict; reason: string } {
  const stale = check.pages.filter((p) => p.verdict === 'stale');
  if (stale.length > 0) {
    return {
      live: 'stale',
      reason: `${stale.length} page${stale.length === 1 ? ' is' : 's are'} stale`,
    };
  }
  if (check.siteProblem) return { live: 'unverified', reason: check.siteProblem.detail };
  const unverified = check.pages.filter((p) => p.verdict === 'unverified');
  if (unverified.length > 0) {
    const first = unverified[0];
    return {
      live: 'unverified',
      reason: `${unverified.length} page${unverified.length === 1 ? '' : 's'} could not be verified (${first?.target.pagePath}: ${first?.detail})`,
    };
  }
  if (!check.pages.some((p) => p.verdict === 'fresh')) {
    return { live: 'unverified', reason: 'nothing could be compared' };
  }
  return { live: 'fresh', reason: 'every checked page serves the committed version' };
}
