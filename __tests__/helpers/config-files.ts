/**
 * A {@link ConfigFileSource} over an in-memory map of repository files, counting what is read:
 * the configuration reader's tests and benchmark feed it real and hostile docs.json files.
 */
import type { ConfigFileRead, ConfigFileSource } from '../../src/site-config/types.js';

/** A source over `files` (repository path → text, or a read result to answer as is). */
export class MapSource implements ConfigFileSource {
  /** Every path asked for, in order. */
  readonly asked: string[] = [];

  constructor(private readonly files: ReadonlyMap<string, string | ConfigFileRead>) {}

  read(repoPath: string): Promise<ConfigFileRead> {
    this.asked.push(repoPath);
    const file = this.files.get(repoPath);
    if (file === undefined) return Promise.resolve({ kind: 'missing' });
    return Promise.resolve(typeof file === 'string' ? { kind: 'found', text: file } : file);
  }
}

/** A source over `files` given as an object, values JSON-encoded unless already strings. */
export function sourceOf(files: Record<string, unknown>): MapSource {
  return new MapSource(
    new Map(
      Object.entries(files).map(([p, v]) => [p, typeof v === 'string' ? v : JSON.stringify(v)]),
    ),
  );
}
