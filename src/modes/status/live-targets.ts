/**
 * The pages the live check asks for: each changed page with what it must show (from the
 * committed file and the commit's diff of it), each removed page with docs.json's redirect, and
 * with `verify: all` every page the navigation names. Files that are not pages are listed as not
 * checked; paths that would leave the site are refused.
 */
import { expectationOf } from '../../live/compare.js';
import type { LiveTarget } from '../../live/check.js';
import { isSafePagePath } from '../../live/site-url.js';
import { fileToPagePath } from '../../util/page-path.js';
import { mapLimit } from '../../util/map-limit.js';
import type { Verify } from '../../constants.js';
import type { CommittedReader } from './committed.js';
import type { SiteFacts } from './site-config.js';

/** The files a deploy changed, as the update or the push lists them. */
export interface ChangedFiles {
  readonly added: readonly string[];
  readonly modified: readonly string[];
  readonly removed: readonly string[];
}

/** What {@link planTargets} found. */
export interface TargetPlan {
  readonly targets: LiveTarget[];
  /** Files that are not pages (docs.json, snippets, images, files outside the docs). */
  readonly notChecked: string[];
  /** Files whose page path would leave the site: refused, never fetched. */
  readonly refused: string[];
}

/** What {@link planTargets} needs. */
export interface PlanInput {
  readonly files: ChangedFiles;
  readonly docsRoot: string;
  readonly verify: Verify;
  readonly facts: SiteFacts;
  /** The commit's patch of each file, when the diff was read; undefined: no diff known. */
  readonly patches: ReadonlyMap<string, string> | undefined;
  readonly read: CommittedReader;
}

/** Files read from the commit at once. */
const READS_IN_FLIGHT = 8;

/** A repository file's page path, or undefined when the site makes no page of it. */
export function pageOf(file: string, docsRoot: string): string | undefined {
  const root = docsRoot ? `${docsRoot}/` : '';
  const rel = root && file.startsWith(root) ? file.slice(root.length) : file;
  // Snippets are included into pages; hidden folders and node_modules are never served.
  if (
    /^snippets\//.test(rel) ||
    rel.split('/').some((s) => s.startsWith('.') || s === 'node_modules')
  ) {
    return undefined;
  }
  return fileToPagePath(file, docsRoot);
}

/** Plans the targets of the live check. */
export async function planTargets(input: PlanInput): Promise<TargetPlan> {
  const notChecked: string[] = [];
  const refused: string[] = [];
  const changed: { file: string; page: string; change: LiveTarget['change'] }[] = [];
  const kinds = [
    ['added', input.files.added],
    ['modified', input.files.modified],
    ['removed', input.files.removed],
  ] as const;
  for (const [change, list] of kinds) {
    for (const file of list) {
      const page = pageOf(file, input.docsRoot);
      if (page === undefined) notChecked.push(file);
      else if (!isSafePagePath(page) || file.split('/').includes('..')) refused.push(file);
      else changed.push({ file, page, change });
    }
  }
  const targets = await mapLimit(changed, READS_IN_FLIGHT, (c) => targetOf(c, input));
  if (input.verify === 'all' && input.facts.navigation) {
    const seen = new Set(changed.map((c) => c.page));
    const more = input.facts.navigation.filter((p) => !seen.has(p) && isSafePagePath(p));
    targets.push(
      ...(await mapLimit(more, READS_IN_FLIGHT, (page) => unchangedTarget(page, input))),
    );
  }
  return { targets, notChecked, refused };
}

async function targetOf(
  c: { file: string; page: string; change: LiveTarget['change'] },
  input: PlanInput,
): Promise<LiveTarget> {
  if (c.change === 'removed') {
    return {
      pagePath: c.page,
      file: c.file,
      change: 'removed',
      redirect: input.facts.redirectOf(c.page),
    };
  }
  const text = (await input.read(c.file)) ?? '';
  const patch = input.patches ? input.patches.get(c.file) : undefined;
  return {
    pagePath: c.page,
    file: c.file,
    change: c.change,
    expectation: expectationOf(text, patch),
  };
}

/** A navigation page the commit did not change: its file found by extension, then sampled. */
async function unchangedTarget(page: string, input: PlanInput): Promise<LiveTarget> {
  const root = input.docsRoot ? `${input.docsRoot}/` : '';
  const stem = page === '/' ? 'index' : page.slice(1);
  for (const file of [`${root}${stem}.mdx`, `${root}${stem}.md`, `${root}${stem}/index.mdx`]) {
    const text = await input.read(file);
    if (text !== undefined) {
      return {
        pagePath: page,
        file,
        change: 'unchanged',
        expectation: expectationOf(text, undefined),
      };
    }
  }
  return {
    pagePath: page,
    file: `${root}${stem}.mdx`,
    change: 'unchanged',
    expectation: expectationOf('', undefined),
  };
}
