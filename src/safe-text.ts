/**
 * The brand of text the guard (`src/guard.ts`) let through for one sink. Its own module, below both
 * the logger and the guard, so that neither imports the other for a type.
 */
declare const sink: unique symbol;

/** Where a {@link SafeText} may go. */
export type Sink = 'comment' | 'issue' | 'deployment' | 'release' | 'summary' | 'output';

/** Text the guard let through for `S`: scrubbed, within the sink's limit, of the right shape. */
export type SafeText<S extends Sink = Sink> = string & { readonly [sink]: S };
