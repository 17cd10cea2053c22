/**
 * What the modes read of a resolved docs.json (or mint.json): its navigation's pages and its
 * redirects. Each part is independent: a broken `redirects` leaves the navigation readable and
 * the other way round; a part that cannot be read is undefined ("unknown"), with a warning naming
 * the file and where in it. Pure.
 */
import { isRecord } from './json-file.js';
import { readNavigation } from './navigation.js';
import { readOpenApiRefs, type OpenApiRefs } from './openapi-refs.js';
import { RedirectMatcher, type Redirect } from './redirects.js';
import { describeFrame, Unresolved, type Resolved } from './resolve.js';
import type { SiteNavigation, SiteRedirects } from './types.js';
import type { Warnings } from './warnings.js';

/** The parts of the configuration the modes use. */
export interface DocsConfigParts {
  readonly navigation?: SiteNavigation;
  readonly redirects?: SiteRedirects;
  readonly openapi?: OpenApiRefs;
}

/** `redirects` as a compiled matcher, or undefined when it is not a list. */
function readRedirects(
  value: unknown,
  resolved: Resolved,
  main: string,
  warnings: Warnings,
): SiteRedirects | undefined {
  if (value === undefined) return Object.assign(new RedirectMatcher([]), { count: 0, skipped: 0 });
  if (value instanceof Unresolved) return undefined;
  const at = (node: object): string => {
    const frame = resolved.origins.get(node);
    return frame ? describeFrame(frame) : `${main} at /redirects`;
  };
  if (!Array.isArray(value)) {
    warnings.add(`${main} at /redirects: \`redirects\` is not a list; the redirects are unknown.`);
    return undefined;
  }
  const list: Redirect[] = [];
  let skipped = 0;
  for (const entry of value as unknown[]) {
    if (entry instanceof Unresolved) return undefined;
    const r = isRecord(entry) ? entry : {};
    if (typeof r.source === 'string' && typeof r.destination === 'string') {
      list.push({ source: r.source, destination: r.destination, permanent: r.permanent !== false });
    } else {
      skipped++;
    }
  }
  if (skipped > 0) {
    warnings.add(
      `${at(value)}: ${skipped} ${skipped === 1 ? 'entry has' : 'entries have'} no \`source\` and \`destination\` string; skipped.`,
    );
  }
  const matcher = new RedirectMatcher(list);
  for (const { source, reason } of matcher.refused) {
    warnings.add(
      `${at(value)}: the redirect from "${source.slice(0, 200)}" is refused: ${reason}.`,
    );
  }
  return Object.assign(matcher, { count: value.length, skipped: skipped + matcher.refused.length });
}

/** The navigation and redirects of a resolved configuration whose top is an object. */
export function readDocsConfig(
  resolved: Resolved,
  main: string,
  warnings: Warnings,
): DocsConfigParts {
  const top = resolved.value;
  if (!isRecord(top)) return {};
  const navigation =
    top.navigation === undefined
      ? undefined
      : readNavigation(top.navigation, resolved.origins, warnings);
  const redirects = readRedirects(top.redirects, resolved, main, warnings);
  const openapi = navigation ? readOpenApiRefs(top.navigation, top.openapi) : undefined;
  return {
    ...(navigation ? { navigation } : {}),
    ...(redirects ? { redirects } : {}),
    ...(openapi ? { openapi } : {}),
  };
}
