/**
 * The site's configuration as every mode sees it: docs.json (or the legacy mint.json) with its
 * `$ref`s resolved, its navigation walked and its redirects compiled, read from an abstract file
 * source so the same reader serves a checkout, the contents API and tests. Pure types.
 */

/** What reading one repository file gave. */
export type ConfigFileRead =
  /** The file's text (UTF-8). */
  | { readonly kind: 'found'; readonly text: string }
  /** Nothing at that path. */
  | { readonly kind: 'missing' }
  /** Larger than the reader takes ({@link MAX_CONFIG_FILE_BYTES}); its size when known. */
  | { readonly kind: 'too-large'; readonly size: number }
  /** Could not be read: why, in plain words (a folder, a 403, a timeout…). */
  | { readonly kind: 'error'; readonly reason: string };

/** Where configuration files come from: the checkout, the contents API, a test's map. */
export interface ConfigFileSource {
  /**
   * Reads `repoPath` (relative to the repository root, `/`-separated, no leading slash). Only
   * cancellation rejects; every other failure is a {@link ConfigFileRead} of kind `error`.
   */
  read(repoPath: string): Promise<ConfigFileRead>;
}

/** A redirect that answers a page path, with its destination for that path. */
export interface RedirectMatch {
  /** The destination with what the source captured filled in. */
  readonly destination: string;
  /** 308 (true, the default) or 307. */
  readonly permanent: boolean;
  /** The entry's `source` as written. */
  readonly source: string;
}

/** The site's redirects, compiled. */
export interface SiteRedirects {
  /** The first entry whose source matches `pagePath` (normalized, as normalizePagePath). */
  match(pagePath: string): RedirectMatch | undefined;
  /** Entries read (those refused included). */
  readonly count: number;
  /** Entries skipped: not an object with a string `source` and `destination`, or refused. */
  readonly skipped: number;
}

/** What the navigation names. */
export interface SiteNavigation {
  /** Every page path the navigation names (hidden ones included), normalized. */
  readonly pages: ReadonlySet<string>;
  /** Those of {@link pages} under a hidden group, tab, anchor, dropdown, version… */
  readonly hidden: ReadonlySet<string>;
}

/** The site's configuration as read at one commit. */
export interface SiteConfig {
  /** `unknown`: no usable docs.json/mint.json. */
  readonly kind: 'read' | 'unknown';
  /** Why, when unknown (plain words, names the file). */
  readonly reason?: string;
  /** Repository path of the main file, e.g. `docs/docs.json`. */
  readonly file?: string;
  /** Folder holding it (`''` = the repository root), found or given. */
  readonly docsRoot: string;
  /** Files asked for (`$ref` targets included; a missing docs.json before mint.json counts). */
  readonly filesRead: number;
  /** Each names the file and where inside it. */
  readonly warnings: readonly string[];
  /** Undefined when the navigation could not be read (then: "unknown", never "missing"). */
  readonly navigation?: SiteNavigation;
  /** Undefined when the redirects could not be read. */
  readonly redirects?: SiteRedirects;
  /** The OpenAPI files and operations the navigation names; undefined when it is unknown. */
  readonly openapi?: OpenApiRefs;
}

/** Largest configuration file read, in bytes. */
export const MAX_CONFIG_FILE_BYTES = 1024 * 1024;
/** Most bytes read over every file of one configuration. */
export const MAX_CONFIG_TOTAL_BYTES = 4 * 1024 * 1024;
/** Most files read for one configuration (the main file included). */
export const MAX_CONFIG_FILES = 64;
/** Deepest chain of `$ref`s followed (docs.json → a → b … ). */
export const MAX_REF_DEPTH = 16;

/** An `openapi` source of the navigation. */
export interface OpenApiSource {
  /** As written: a path in the repository (from the docs folder) or a URL. */
  readonly source: string;
  /** Where its generated pages go. */
  readonly directory: string;
  /** Under a hidden element. */
  readonly hidden: boolean;
  /** On a navigation element (Mintlify generates its pages), not docs.json's top level. */
  readonly generates: boolean;
}

/** A `pages` entry naming one operation. */
export interface OpenApiEntry {
  /** The spec: the entry's own file, or the nearest `openapi` above it; undefined when none. */
  readonly source?: string;
  /** The directory of that `openapi`, for the entry's generated page. */
  readonly directory: string;
  readonly method: string;
  readonly path: string;
  readonly hidden: boolean;
}

/** What the navigation says of OpenAPI. */
export interface OpenApiRefs {
  readonly sources: readonly OpenApiSource[];
  readonly entries: readonly OpenApiEntry[];
}
