/**
 * What `missing-redirects` makes of the redirect check (redirect-check.ts): the output, the
 * warning or the step's failure, and the pages named in them. Pure but for the output and the
 * warning it sets: no client.
 */
import * as core from '../log.js';
import { setOutput } from '../guard.js';
import { Output, type MissingRedirects } from '../constants.js';
import { formatCount, plural } from '../util/format.js';
import type { RedirectCheck } from '../site-config/gone-pages.js';
import type { ModeResult } from '../modes/types.js';
import { orderGone, type PageReaders } from './model.js';
import { logText } from '../util/text.js';

/**
 * What `missing-redirects` makes of the check: sets the `missing-redirects` output; with pages
 * missing a redirect, `warn` warns now and `error` returns the step's failure (to return once the
 * comment is written). Pages whose redirect is unknown are never counted.
 */
export function judgeRedirects(
  policy: MissingRedirects,
  check: RedirectCheck,
  views: PageReaders | undefined,
): (ModeResult & { message: string }) | undefined {
  setOutput(Output.MissingRedirects, String(check.missing));
  if (check.missing === 0 || policy === 'off') return undefined;
  const one = check.missing === 1;
  const what = one
    ? 'A page this PR removes or renames has'
    : `${formatCount(check.missing)} pages this PR removes or renames have`;
  const message =
    `${what} no redirect in docs.json, so readers who follow a link, a bookmark or a search result to ${one ? 'it' : 'them'} get a 404: ` +
    `${missingList(check, views)}. Add a \`redirects\` entry to docs.json for each`;
  if (policy === 'warn') {
    core.warning(`${message}.`);
    return undefined;
  }
  return {
    outcome: 'failure',
    message: `${message}, or set \`missing-redirects: warn\` to be warned only.`,
  };
}

/** The pages without a redirect, for a log line or the step's error: `/a (12,345 views), …`. */
export function missingList(
  check: RedirectCheck,
  views: PageReaders | undefined,
  max = 10,
): string {
  const missing = orderGone(check.pages, views).filter((p) => p.redirect.kind === 'missing');
  const named = missing.slice(0, max).map((p) => {
    const n = views?.pages.get(p.page)?.total;
    const page = logText(p.page, 200);
    return n === undefined ? page : `${page} (${plural(n, 'view')})`;
  });
  const more = missing.length - named.length;
  return `${named.join(', ')}${more > 0 ? `, and ${formatCount(more)} more` : ''}`;
}
