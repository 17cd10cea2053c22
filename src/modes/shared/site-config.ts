/**
 * The site's configuration for any mode: the docs folder (the `docs-root` input, or found with
 * one git trees request), then docs.json through the one reader (src/site-config/), each file
 * read once from the checkout when it is at the commit, else through the contents API. Its
 * warnings go to the log here, once; what a mode makes of the result is the mode's.
 */
import * as core from '../../log.js';
import { Input } from '../../constants.js';
import { githubErrorText } from '../../github/octokit.js';
import type { Octokit } from '../../github/octokit.js';
import type { AddedPage } from '../../github/pr-pages.js';
import { readRepoTree, type RepoTree } from '../../github/repo-tree.js';
import { pickDocsRoot, type DocsRootFound } from '../../site-config/docs-root.js';
import { PublishedPages, type MintIgnore } from '../../site-config/published.js';
import { inDocsRoot, readSiteConfig } from '../../site-config/read.js';
import { MINTIGNORE, readMintIgnore } from '../../site-config/read-mintignore.js';
import { Warnings } from '../../site-config/warnings.js';
import { plural } from '../../util/format.js';
import {
  hiddenByFrontmatter,
  MAX_FRONTMATTER_READS,
  judgeMissing,
  missingPages,
  unnamedPages,
  type SiteStructure,
} from '../../site-config/structure.js';
import type { ConfigFileSource, SiteConfig } from '../../site-config/types.js';
import { withDeadline } from '../../util/abort.js';
import {
  apiSource,
  checkoutAt,
  checkoutSource,
  type ConfigSourceContext,
} from './config-sources.js';

export type { ConfigSourceContext } from './config-sources.js';

/** Which configuration to read. */
export interface SiteConfigAt {
  /** The commit to read it at (a PR's head, or the commit being checked). */
  readonly ref: string;
  /** The `docs-root` input; undefined to find the folder. */
  readonly docsRoot?: string;
}

/** File lists already asked for, per client and commit: one git trees request each. */
const trees = new WeakMap<Octokit, Map<string, Promise<RepoTree>>>();

/** The repository's file list at `ref`, asked once per client; failures throw. */
export function treeAt(
  ctx: ConfigSourceContext & { octokit: Octokit },
  ref: string,
): Promise<RepoTree> {
  const known = trees.get(ctx.octokit) ?? new Map<string, Promise<RepoTree>>();
  trees.set(ctx.octokit, known);
  let tree = known.get(ref);
  if (!tree) {
    tree = readRepoTree(ctx.octokit, {
      owner: ctx.runner.owner,
      repo: ctx.runner.repo,
      ref,
      signal: withDeadline(ctx.signal, ctx.deadline),
    });
    // A failed read is not kept: the next caller may try again.
    tree.catch(() => known.delete(ref));
    known.set(ref, tree);
  }
  return tree;
}

/** The checkout when it is at `ref` and may be read for it, else the contents API. */
export async function sourceAt(
  ctx: ConfigSourceContext,
  ref: string,
): Promise<{ source: ConfigFileSource; from: string }> {
  const workspace = await checkoutAt(ctx, ref);
  return workspace
    ? { source: checkoutSource(workspace), from: 'the checkout' }
    : { source: apiSource(ctx, ref), from: 'the contents API' };
}

/**
 * The docs folder at `ref`: the shallowest folder holding docs.json (or mint.json), from one
 * git trees request. Where the tree cannot be read, the repository root, with a notice.
 */
export async function discoverDocsRoot(
  ctx: ConfigSourceContext,
  ref: string,
): Promise<DocsRootFound> {
  if (!ctx.octokit) {
    return {
      docsRoot: '',
      warning: `The docs folder was not looked for (\`github-token\` is empty); the repository root is used. Set \`${Input.DocsRoot}\` if docs.json lives in a subfolder.`,
    };
  }
  try {
    const tree = await treeAt({ ...ctx, octokit: ctx.octokit }, ref);
    const found = pickDocsRoot(tree.paths, tree.truncated, Input.DocsRoot);
    if (found.warning) core.warning(found.warning);
    else
      core.info(
        `Docs folder: \`${found.docsRoot || '/'}\` (it holds ${found.file ?? 'docs.json'}).`,
      );
    return found;
  } catch (err) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    core.notice(
      `The repository's file list could not be read to find docs.json (${githubErrorText(err)}; the job may lack \`contents: read\`); the repository root is used. Set \`${Input.DocsRoot}\` if docs.json lives in a subfolder.`,
    );
    return { docsRoot: '' };
  }
}

/**
 * The docs folder at `ref`: the `docs-root` input, else the folder of the shallowest docs.json
 * (one git trees request, kept for docs.json's reader); the repository root without a token.
 * Every path of `mode: status` maps files to pages and pages to files with it; feedback and
 * preview look for the PR's at its head.
 */
export async function docsRootAt(
  source: ConfigSourceContext,
  ref: string,
  given: string | undefined,
): Promise<string> {
  if (given !== undefined) return given;
  const found = await discoverDocsRoot(source, ref);
  // With a token the search logs what it found; without one, only this says why the root is used.
  if (!source.octokit && found.warning) core.info(found.warning);
  return found.docsRoot;
}

/**
 * Reads the site's configuration at `at.ref`. Never throws for GitHub's answers or the files'
 * content; only cancellation rejects. Each warning is logged once.
 */
export async function loadSiteConfig(
  ctx: ConfigSourceContext,
  at: SiteConfigAt,
): Promise<SiteConfig> {
  const found = at.docsRoot === undefined ? await discoverDocsRoot(ctx, at.ref) : undefined;
  const docsRoot = at.docsRoot ?? found?.docsRoot ?? '';
  const { source, from } = await sourceAt(ctx, at.ref);
  const config = await readSiteConfig(source, docsRoot);
  for (const warning of config.warnings) core.warning(warning);
  core.info(
    `Site configuration: ${config.kind === 'read' ? `${config.file ?? ''} at ${at.ref.slice(0, 7)}` : 'unknown'}, ${config.filesRead} file${config.filesRead === 1 ? '' : 's'} read from ${from}.`,
  );
  return found?.warning ? { ...config, warnings: [found.warning, ...config.warnings] } : config;
}

/** The pages the site publishes at `ref`, as far as the head's file list is known. */
export interface PublishedAt {
  /** Tells each file's page (snippets, default ignores and `.mintignore` left out). */
  readonly published: PublishedPages;
  /** The head's file list; undefined without a token or when it could not be read. */
  readonly tree?: RepoTree;
}

/**
 * What the site publishes at `ref`: the one rule for what a page is, for every mode and review
 * (health's drafts, the API review, the removed-page check). The docs folder's `.mintignore` is
 * read (once, through the same source and bounds as docs.json) when the file list names one, or
 * when there is no file list; without `site`, every default ignore applies.
 * Never throws for GitHub's answers; only cancellation rejects.
 */
export async function publishedAt(
  ctx: ConfigSourceContext,
  at: { readonly ref: string; readonly docsRoot: string },
  site?: Pick<SiteConfig, 'navigation'>,
): Promise<PublishedAt> {
  let tree: RepoTree | undefined;
  if (ctx.octokit) {
    try {
      tree = await treeAt({ ...ctx, octokit: ctx.octokit }, at.ref);
    } catch (err) {
      if (ctx.signal.aborted) throw ctx.signal.reason;
      core.info(
        `The navigation's files were not checked: the file list could not be read (${githubErrorText(err)}).`,
      );
    }
  }
  const file = inDocsRoot(at.docsRoot, MINTIGNORE);
  let mintignore: MintIgnore | undefined;
  if (tree ? tree.truncated || tree.paths.includes(file) : ctx.octokit !== undefined) {
    const warnings = new Warnings();
    mintignore = await readMintIgnore((await sourceAt(ctx, at.ref)).source, at.docsRoot, warnings);
    for (const warning of warnings.list()) core.warning(warning);
    if (mintignore) core.info(`${file}: ${plural(mintignore.patterns, 'pattern')} read.`);
  }
  const published = new PublishedPages(at.docsRoot, mintignore, site?.navigation?.pages);
  return { published, ...(tree ? { tree } : {}) };
}

/**
 * The structure a pull request leaves at `ref`: pages it adds that the site publishes, no
 * navigation names and are not hidden (the frontmatter of at most {@link MAX_FRONTMATTER_READS}
 * read), and navigation entries no published file serves (from the file list of
 * {@link publishedAt}), or that the site looks generated. A part that cannot be known is
 * undefined; only cancellation rejects.
 */
export async function readStructure(
  ctx: ConfigSourceContext,
  at: { readonly ref: string; readonly docsRoot: string },
  site: SiteConfig,
  added: readonly AddedPage[],
  pages: PublishedAt,
): Promise<SiteStructure> {
  const { navigation } = site;
  if (!navigation) return { unchecked: 0 };
  const { source } = await sourceAt(ctx, at.ref);
  const publishedAdded = added.filter((a) => pages.published.pageOf(a.file) !== undefined);
  const candidates = unnamedPages(navigation, publishedAdded);
  const unlisted: string[] = [];
  let unchecked = Math.max(0, candidates.length - MAX_FRONTMATTER_READS);
  for (const page of candidates.slice(0, MAX_FRONTMATTER_READS)) {
    const read = await source.read(page.file);
    if (read.kind !== 'found') unchecked++;
    else if (!hiddenByFrontmatter(read.text)) unlisted.push(page.page);
  }
  const { tree } = pages;
  const files =
    tree && !tree.truncated
      ? judgeMissing(navigation, missingPages(navigation, tree.paths, pages.published))
      : {};
  return { unlisted, unchecked, ...files };
}
