/**
 * Maps a pull request's changed files to the docs page paths readers leave feedback on, and
 * matches the paths feedback entries carry (which may be full URLs, or end in `/` or `.html`)
 * against them.
 */
import { fileToPagePath } from '../util/page-path.js';
import { pullFiles, type Octokit } from './octokit.js';
import type { GonePage } from '../site-config/gone-pages.js';

export type { GonePage };

/** Upper bound of changed files read: GitHub's files endpoint itself stops at 3,000. */
const MAX_FILES = 3_000;

/** A pull request's docs pages. */
export interface PrPages {
  /** Page paths the PR changes (added, modified, renamed, removed), normalized, sorted. */
  readonly pages: readonly string[];
  /**
   * Page paths the PR's head still serves among its changes (added, modified, the new name of a
   * renamed file), sorted: what a preview of the head can link to.
   */
  readonly live: readonly string[];
  /**
   * Page paths the PR takes away (a removed file, or the old name of a renamed one whose path
   * changes), sorted; none that another changed file serves again at the head.
   */
  readonly gone: readonly GonePage[];
  /**
   * Pages the PR adds to the site (an added file, or the new path of a renamed one), with the
   * file that serves each, sorted by page: what the site's navigation should name.
   */
  readonly added: readonly AddedPage[];
  /** Changed files the PR has, pages or not. */
  readonly fileCount: number;
  /** Changed `.json`/`.yaml`/`.yml` files (OpenAPI candidates), at most {@link MAX_DATA_FILES}. */
  readonly dataFiles: readonly PrFile[];
  /** Removed `.md`/`.mdx` files (their frontmatter may name an operation removed with them). */
  readonly removedDocs: readonly string[];
}

/** Most changed data files kept as OpenAPI candidates. */
export const MAX_DATA_FILES = 200;

/** Whether a file name ends like a JSON or YAML file. */
function isDataFile(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.endsWith('.json') || lower.endsWith('.yaml') || lower.endsWith('.yml');
}

/** A page the pull request adds. */
export interface AddedPage {
  /** Its page path (normalized). */
  readonly page: string;
  /** The repository file that serves it at the head. */
  readonly file: string;
}

/** What {@link listPrPages} needs. */
export interface ListPrPagesOptions {
  /** Repository owner. */
  readonly owner: string;
  /** Repository name. */
  readonly repo: string;
  /** Pull request number. */
  readonly pullNumber: number;
  /** Folder of the docs in the repository; empty for the root. */
  readonly docsRoot: string;
  /** Cancels the requests. */
  readonly signal?: AbortSignal;
}

/** A changed file as the files endpoint lists it (the fields read here). */
export interface PrFile {
  readonly filename: string;
  readonly status: string;
  readonly previous_filename?: string;
}

/** The PR's pages, sorted into what changes, what the head serves and what it takes away. */
class PageSorter {
  readonly pages = new Set<string>();
  readonly live = new Set<string>();
  private readonly gone = new Map<string, GonePage>();
  private readonly added = new Map<string, AddedPage>();
  private readonly data: PrFile[] = [];
  private readonly removedDocs: string[] = [];

  constructor(private readonly docsRoot: string) {}

  add(file: PrFile): void {
    if (isDataFile(file.filename) && this.data.length < MAX_DATA_FILES) {
      const { filename, status, previous_filename } = file;
      this.data.push({ filename, status, ...(previous_filename ? { previous_filename } : {}) });
    }
    const lower = file.filename.toLowerCase();
    const isDoc = lower.endsWith('.md') || lower.endsWith('.mdx');
    if (file.status === 'removed' && isDoc && this.removedDocs.length < MAX_DATA_FILES) {
      this.removedDocs.push(file.filename);
    }
    const page = fileToPagePath(file.filename, this.docsRoot);
    const before = file.previous_filename
      ? fileToPagePath(file.previous_filename, this.docsRoot)
      : undefined;
    for (const p of [page, before]) if (p !== undefined) this.pages.add(p);
    if (file.status === 'removed') {
      if (page !== undefined) this.gone.set(page, { page, file: file.filename });
      return;
    }
    if (page !== undefined) this.live.add(page);
    const isNew = file.status === 'added' || (file.status === 'renamed' && before !== page);
    if (page !== undefined && isNew) this.added.set(page, { page, file: file.filename });
    // A rename that keeps the path (`x.md` → `x.mdx`, `x.mdx` → `x/index.mdx`) moves no URL.
    if (file.status === 'renamed' && before !== undefined && before !== page) {
      const was = file.previous_filename as string;
      this.gone.set(
        before,
        page === undefined
          ? { page: before, file: was }
          : { page: before, renamedTo: page, file: was },
      );
    }
  }

  result(fileCount: number): PrPages {
    // A path another changed file serves again (removed `x.md`, added `x/index.mdx`) stays up.
    const gone = [...this.gone.values()].filter((g) => !this.live.has(g.page));
    return {
      pages: [...this.pages].sort(),
      live: [...this.live].sort(),
      gone: gone.sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0)),
      added: [...this.added.values()].sort((a, b) => (a.page < b.page ? -1 : 1)),
      fileCount,
      dataFiles: this.data,
      removedDocs: this.removedDocs,
    };
  }
}

/**
 * Lists every changed file of a pull request (all pages of the API) and returns the docs pages
 * among them. A renamed page counts under both its old and its new path, since feedback was left
 * on the old one; a removed page counts too, since its feedback is what reviewers should see.
 */
export async function listPrPages(octokit: Octokit, options: ListPrPagesOptions): Promise<PrPages> {
  const sorter = new PageSorter(options.docsRoot);
  let fileCount = 0;
  const at = { ...options, number: options.pullNumber };
  for await (const file of pullFiles(octokit, at, MAX_FILES)) {
    fileCount++;
    sorter.add(file);
  }
  return sorter.result(fileCount);
}
