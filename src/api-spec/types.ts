/**
 * The API reference's changes as the modes see them: one entry per operation (`METHOD path`) a
 * pull request adds, removes, deprecates or changes in an OpenAPI file, each change classed as
 * breaking, non-breaking or an annotation. Pure types and the bounds every step of the read
 * shares. Everything in here that came from a spec (paths, summaries, tags, descriptions of
 * changes) is outside text: it reaches a log only through src/log.ts and GitHub only through
 * src/guard.ts, sanitized.
 */

/** How a change affects the API's clients. */
export type ChangeClass = 'breaking' | 'non-breaking' | 'annotation';

/** What happened to an operation. */
export type OperationStatus = 'added' | 'removed' | 'deprecated' | 'changed';

/** One change inside an operation. */
export interface SpecChange {
  readonly class: ChangeClass;
  /** A few words: `removed property \`name\` in Response 200 content (application/json)`. */
  readonly what: string;
}

/** What the page mapping needs to know of an operation (from the head, or the base if removed). */
export interface OperationFacts {
  /** Upper-case method. */
  readonly method: string;
  /** The path as written in the spec. */
  readonly path: string;
  /** Its `summary`, when a string. */
  readonly summary?: string;
  /** Its first tag, when any. */
  readonly tag?: string;
  /** `x-hidden: true`: Mintlify makes its page but leaves it out of the navigation. */
  readonly hidden: boolean;
  /** `x-excluded: true`: Mintlify makes no page for it. */
  readonly excluded: boolean;
  /** `x-mint.href`: the URL of its generated page, set by hand. */
  readonly href?: string;
}

/** One operation a spec's change touches. */
export interface OperationChange extends OperationFacts {
  readonly status: OperationStatus;
  /** Changes kept (at most {@link MAX_CHANGES_PER_OPERATION}), breaking first. */
  readonly changes: readonly SpecChange[];
  /** Counts over every change, kept or not. */
  readonly breaking: number;
  readonly nonBreaking: number;
  readonly annotation: number;
}

/** What comparing two versions of one spec gave. */
export type SpecComparison =
  | {
      readonly kind: 'compared';
      /** The OpenAPI version at the head (or the base when the file is removed). */
      readonly version: string;
      /** Operations in the order of their paths then methods. */
      readonly operations: readonly OperationChange[];
      /** Operations at the base and at the head. */
      readonly counts: { readonly base: number; readonly head: number };
      /**
       * Every operation at the base and at the head (changed or not), in the order Mintlify
       * generates their pages (paths, then methods): a generated page's URL depends on its
       * neighbours (a repeated URL gets `-1`, `-2`), and a page that moves needs the base's.
       */
      readonly facts: {
        readonly base: readonly OperationFacts[];
        readonly head: readonly OperationFacts[];
      };
      /** Each names the file: external `$ref`s not followed, keys dropped… */
      readonly warnings: readonly string[];
    }
  /** Neither version is an OpenAPI document (a candidate that is some other JSON/YAML). */
  | { readonly kind: 'not-openapi' }
  /** Named, but not diffed (an overlay, a Swagger 2.0 file): why. */
  | { readonly kind: 'skipped'; readonly reason: string }
  /** Refused or stopped (a parse error, a bound, the deadline): why, naming the file. */
  | { readonly kind: 'failed'; readonly reason: string };

/** Largest spec read, in bytes: what the contents API's raw media type is asked for at most. */
export const MAX_SPEC_BYTES = 20 * 1024 * 1024;
/** Most YAML aliases expanded in one file (the `yaml` package's bound against alias bombs). */
export const MAX_YAML_ALIASES = 1_000;
/** Deepest nesting of a spec's values. */
export const MAX_SPEC_DEPTH = 256;
/** Most values in one spec. */
export const MAX_SPEC_NODES = 4_000_000;
/** Most `$ref`s in one spec. */
export const MAX_SPEC_REFS = 500_000;
/** Longest chain of `$ref`s followed through one another (a schema naming a schema naming…). */
export const MAX_REF_CHAIN = 512;
/** Most operations in one spec. */
export const MAX_SPEC_OPERATIONS = 50_000;
/** Changes kept per operation (all are counted). */
export const MAX_CHANGES_PER_OPERATION = 20;
/** Warnings kept per spec. */
export const MAX_SPEC_WARNINGS = 10;
