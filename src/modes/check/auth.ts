/**
 * The cloud's rule for sites behind authentication (mintlify.com/docs create/files: "File serving
 * is not supported for documentation sites with authentication enabled … static files are not
 * accessible at their direct URLs"; help-center/static-file-not-served: they "return `404` on
 * authenticated sites even when the file exists and the user is signed in"). Authentication is
 * switched on in the vendor's dashboard, not in the repository, so the check takes the site to be
 * behind it when the `site-authentication` input says so, or (`auto`) when the checkout uses what
 * only such a site reads: a page's `public: true` frontmatter or a navigation entry's
 * `"public": true` in docs.json (deploy/authentication-setup, "Make pages public"). A site with
 * full authentication and no public page leaves no trace: its users set the input. Then every
 * static file a page links (a reader opens it at its own URL) is a warning at the link's line.
 * Files a page shows (`src`) are left alone: the build uploads them with the page.
 */
import { parseTree, type Node as JsonNode } from 'jsonc-parser';
import type { SiteAuthentication } from './inputs.js';
import type { PageImport } from './model.js';
import { targetOf } from './file-rules.js';
import type { Located } from './severity.js';
import type { SiteTree } from './site.js';

/** What the check knows of the site's authentication. */
export interface AuthSignals {
  readonly input: SiteAuthentication;
  /** docs.json's text, when the site has one. */
  readonly docsJson?: string | undefined;
  /** Pages whose frontmatter says `public: true` (repository paths). */
  readonly publicPages: readonly string[];
}

/** Why the site is taken to be behind authentication, in words; undefined when it is not. */
export function authReason(signals: AuthSignals): string | undefined {
  if (signals.input === 'false') return undefined;
  if (signals.input === 'true')
    return 'the `site-authentication` input says the site is behind authentication';
  const page = signals.publicPages[0];
  if (page !== undefined) {
    return `${page} says \`public: true\` in its frontmatter, which only a site with authentication reads`;
  }
  const line = signals.docsJson === undefined ? undefined : publicNavigationLine(signals.docsJson);
  if (line !== undefined) {
    return `docs.json marks navigation \`"public": true\` (line ${line}), which only a site with authentication reads`;
  }
  return undefined;
}

/** The line of the first `"public": true` under docs.json's `navigation`, if any. */
function publicNavigationLine(text: string): number | undefined {
  const root = parseTree(text);
  const navigation = root?.children?.find((p) => p.children?.[0]?.value === 'navigation')
    ?.children?.[1];
  const find = (node: JsonNode | undefined): JsonNode | undefined => {
    if (!node) return undefined;
    if (node.type === 'property' && node.children?.[0]?.value === 'public') {
      if (node.children[1]?.value === true) return node;
    }
    for (const child of node.children ?? []) {
      const hit = find(child);
      if (hit) return hit;
    }
    return undefined;
  };
  const hit = find(navigation);
  return hit ? text.slice(0, hit.offset).split('\n').length : undefined;
}

/**
 * A warning for each static file of the checkout a page links, at its first link, unless another
 * file rule already reports that file (`reported`: it is not served anyway).
 */
export function authProblems(
  tree: SiteTree,
  refs: ReadonlyMap<string, readonly PageImport[]>,
  reason: string,
  reported: readonly Located[],
): Located[] {
  const skip = new Set(reported.map((l) => l.related ?? l.file));
  const out: Located[] = [];
  for (const [page, list] of refs) {
    for (const ref of list) {
      if (!ref.link) continue;
      const target = targetOf(tree, page, ref.specifier);
      if (!target || !tree.files.has(target) || /\.mdx?$/i.test(target) || skip.has(target)) {
        continue;
      }
      skip.add(target);
      out.push({
        file: page,
        related: target,
        problem: {
          rule: 'auth-site',
          line: ref.line,
          column: ref.column,
          title: 'A static file on a site behind authentication is not served',
          message: `${target}: Mintlify serves no static file at its own URL on a site with authentication (readers get a 404, signed in or not); ${reason}. Host the file elsewhere and link there, or set \`site-authentication: false\` if the site has none.`,
          warningOnly: true,
        },
      });
    }
  }
  return out;
}
