/**
 * The one configuration reader: docs.json under the docs folder (or the legacy mint.json where
 * there is none), its `$ref`s followed, its navigation and redirects read. Every mode that reads
 * the site's configuration goes through it; where the files come from is the caller's
 * {@link ConfigFileSource}. Never throws for what the files hold; only the source's cancellation
 * rejects.
 */
import { formatBytes, formatCount } from '../util/format.js';
import { readDocsConfig } from './docs-config.js';
import { isRecord } from './json-file.js';
import { loadConfigFiles } from './load-files.js';
import { resolveConfig } from './resolve.js';
import {
  MAX_CONFIG_FILE_BYTES,
  type ConfigFileRead,
  type ConfigFileSource,
  type SiteConfig,
} from './types.js';
import { Warnings } from './warnings.js';

/** The configuration files looked for, newest format first. */
export const CONFIG_FILES = ['docs.json', 'mint.json'] as const;

/** `docs/docs.json` for `docs`, `docs.json` for the root. */
export function inDocsRoot(docsRoot: string, name: string): string {
  return docsRoot === '' ? name : `${docsRoot}/${name}`;
}

function unknown(docsRoot: string, filesRead: number, reason: string, file?: string): SiteConfig {
  return { kind: 'unknown', reason, docsRoot, filesRead, warnings: [], ...(file ? { file } : {}) };
}

/** Why a main file read is unusable, or undefined when it was found. */
function mainProblem(read: ConfigFileRead, path: string): string | undefined {
  if (read.kind === 'error') return `${path} could not be read: ${read.reason}`;
  if (read.kind === 'too-large') {
    return `${path} is larger than ${formatBytes(MAX_CONFIG_FILE_BYTES)}${read.size > 0 ? ` (${formatCount(read.size)} bytes)` : ''}.`;
  }
  return undefined;
}

/**
 * Reads the configuration under `docsRoot` (`''` for the repository root, no slashes at either
 * end) from `source`.
 */
export async function readSiteConfig(
  source: ConfigFileSource,
  docsRoot: string,
): Promise<SiteConfig> {
  let requests = 0;
  for (const name of CONFIG_FILES) {
    const path = inDocsRoot(docsRoot, name);
    const read = await source.read(path);
    requests++;
    if (read.kind === 'missing') continue;
    const problem = mainProblem(read, path);
    if (problem || read.kind !== 'found') return unknown(docsRoot, requests, problem ?? path, path);
    const loaded = await loadConfigFiles(source, { path, text: read.text }, docsRoot);
    const filesRead = requests - 1 + loaded.read;
    const parsed = loaded.files.get(path);
    if (parsed?.kind === 'bad')
      return unknown(docsRoot, filesRead, `${path} cannot be read: ${parsed.reason}.`, path);
    const warnings = new Warnings();
    const resolved = resolveConfig(loaded.files, path, docsRoot, warnings);
    if (!resolved || !isRecord(resolved.value)) {
      return {
        ...unknown(docsRoot, filesRead, `${path} is not a JSON object.`, path),
        warnings: warnings.list(),
      };
    }
    const parts = readDocsConfig(resolved, path, warnings);
    return { kind: 'read', file: path, docsRoot, filesRead, warnings: warnings.list(), ...parts };
  }
  const where = docsRoot === '' ? 'at the repository root' : `in \`${docsRoot}\``;
  return unknown(docsRoot, requests, `there is no docs.json (nor a legacy mint.json) ${where}.`);
}
