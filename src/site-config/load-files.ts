/**
 * Reads the main configuration file's `$ref` targets, level by level, each once, the reads of a
 * level at the same time: a navigation split over 40 files costs 40 requests, and the time of
 * as many round trips as the `$ref` chain is deep. Bounded: at most {@link MAX_CONFIG_FILES}
 * files, {@link MAX_CONFIG_FILE_BYTES} each, {@link MAX_CONFIG_TOTAL_BYTES} in all, chains
 * {@link MAX_REF_DEPTH} deep. A target refused, too large, missing or unparsable is kept with its
 * reason for the resolution to word where it is referenced.
 */
import { formatBytes, formatCount } from '../util/format.js';
import { parseJsonFile, refsIn, type ParsedFile } from './json-file.js';
import { refTarget } from './ref-path.js';
import {
  MAX_CONFIG_FILE_BYTES,
  MAX_CONFIG_FILES,
  MAX_CONFIG_TOTAL_BYTES,
  MAX_REF_DEPTH,
  type ConfigFileSource,
} from './types.js';

/** Every file of one configuration, by repository path, as read and parsed. */
export interface LoadedFiles {
  readonly files: ReadonlyMap<string, ParsedFile>;
  /** Files read (requests made), the main file included. */
  readonly read: number;
}

/** Why a read file cannot be used, or its parse. */
async function readOne(
  source: ConfigFileSource,
  path: string,
  budget: { bytes: number },
): Promise<ParsedFile> {
  const got = await source.read(path);
  if (got.kind === 'missing') return { kind: 'bad', reason: 'there is no such file' };
  if (got.kind === 'error') return { kind: 'bad', reason: `it could not be read: ${got.reason}` };
  const size = got.kind === 'found' ? Buffer.byteLength(got.text) : got.size;
  if (got.kind === 'too-large' || size > MAX_CONFIG_FILE_BYTES) {
    return {
      kind: 'bad',
      reason: `it is larger than ${formatBytes(MAX_CONFIG_FILE_BYTES)}${size > 0 ? ` (${formatCount(size)} bytes)` : ''}`,
    };
  }
  budget.bytes += size;
  if (budget.bytes > MAX_CONFIG_TOTAL_BYTES) {
    return {
      kind: 'bad',
      reason: `the configuration's files pass ${formatBytes(MAX_CONFIG_TOTAL_BYTES)} in all`,
    };
  }
  return parseJsonFile(got.text);
}

/** The files the `$ref`s of `holders` name that are not known yet, in order, once each. */
function nextTargets(
  holders: readonly string[],
  files: ReadonlyMap<string, ParsedFile>,
  docsRoot: string,
): string[] {
  const wanted = new Set<string>();
  for (const holder of holders) {
    const parsed = files.get(holder);
    if (parsed?.kind !== 'ok') continue;
    for (const ref of refsIn(parsed.value)) {
      const target = refTarget(ref, holder, docsRoot);
      if ('path' in target && !files.has(target.path)) wanted.add(target.path);
    }
  }
  return [...wanted];
}

/**
 * Reads `main` (already read as `mainText`) and every file its `$ref`s reach. Only the source's
 * cancellation rejects.
 */
export async function loadConfigFiles(
  source: ConfigFileSource,
  main: { readonly path: string; readonly text: string },
  docsRoot: string,
): Promise<LoadedFiles> {
  const files = new Map<string, ParsedFile>([[main.path, parseJsonFile(main.text)]]);
  const budget = { bytes: Buffer.byteLength(main.text) };
  let read = 1;
  let frontier = [main.path];
  for (let level = 1; frontier.length > 0 && level <= MAX_REF_DEPTH; level++) {
    const targets = nextTargets(frontier, files, docsRoot);
    const allowed = targets.slice(0, Math.max(0, MAX_CONFIG_FILES - read));
    for (const path of targets.slice(allowed.length)) {
      files.set(path, {
        kind: 'bad',
        reason: `the configuration names more than ${MAX_CONFIG_FILES} files; it was not read`,
      });
    }
    const parsed = await Promise.all(allowed.map((path) => readOne(source, path, budget)));
    allowed.forEach((path, i) => files.set(path, parsed[i] as ParsedFile));
    read += allowed.length;
    frontier = allowed;
  }
  return { files, read };
}
