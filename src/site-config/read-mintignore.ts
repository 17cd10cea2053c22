/**
 * The docs folder's `.mintignore`, read once through the same file source and size bound as
 * docs.json. A file that is missing is no rules; one that cannot be read, or is too large, is no
 * rules too, with a warning (its files are then counted as pages, never hidden on a guess). Only
 * the source's cancellation rejects.
 */
import { formatBytes } from '../util/format.js';
import { parseMintIgnore, type MintIgnore } from './published.js';
import { inDocsRoot } from './read.js';
import { MAX_CONFIG_FILE_BYTES, type ConfigFileSource } from './types.js';
import type { Warnings } from './warnings.js';

/** The file's name, in the docs folder. */
export const MINTIGNORE = '.mintignore';

/** The `.mintignore` of `docsRoot`, or undefined when there is none or it cannot be used. */
export async function readMintIgnore(
  source: ConfigFileSource,
  docsRoot: string,
  warnings: Warnings,
): Promise<MintIgnore | undefined> {
  const path = inDocsRoot(docsRoot, MINTIGNORE);
  const got = await source.read(path);
  if (got.kind === 'missing') return undefined;
  const unused = 'the files it lists are counted as pages';
  if (got.kind === 'error') {
    warnings.add(`${path} could not be read (${got.reason}); ${unused}.`);
    return undefined;
  }
  if (got.kind === 'too-large' || Buffer.byteLength(got.text) > MAX_CONFIG_FILE_BYTES) {
    warnings.add(`${path} is larger than ${formatBytes(MAX_CONFIG_FILE_BYTES)}; ${unused}.`);
    return undefined;
  }
  return parseMintIgnore(got.text, path, warnings);
}
