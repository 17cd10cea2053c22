/**
 * Reads one file of the repository at a commit through the contents API with the raw media type
 * (`application/vnd.github.raw+json`): GitHub sends the file's bytes themselves, up to 100 MB,
 * where the default JSON answer carries content only up to 1 MB. One request; the body is
 * streamed and refused unread past `maxBytes` when its length says so, or cut off as soon as it
 * passes it. For the OpenAPI files of `mode: feedback` (up to 20 MiB each).
 */
import { statusOf, type Octokit } from './octokit.js';

/** What reading a file raw found. */
export type RawFileRead =
  | { readonly kind: 'found'; readonly text: string; readonly size: number }
  | { readonly kind: 'missing' }
  /** Larger than the cap: its size when GitHub said it, else what was read before stopping. */
  | { readonly kind: 'too-large'; readonly size: number };

/** What {@link readRawRepoFile} needs. */
export interface ReadRawFileOptions {
  readonly owner: string;
  readonly repo: string;
  /** Path in the repository, without a leading slash. */
  readonly path: string;
  /** The commit to read it at. */
  readonly ref: string;
  /** Largest file read, in bytes. */
  readonly maxBytes: number;
  readonly signal?: AbortSignal;
}

/** Reads at most `max` bytes of `body`; undefined past it (the stream cancelled). */
async function readCapped(body: ReadableStream<Uint8Array>, max: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return { size, bytes: undefined };
    }
    chunks.push(value);
  }
  return { size, bytes: Buffer.concat(chunks) };
}

/**
 * Reads `path` at `ref` raw. A 404 is `missing`; any other failure throws the Octokit error for
 * the caller to word.
 */
export async function readRawRepoFile(
  octokit: Octokit,
  options: ReadRawFileOptions,
): Promise<RawFileRead> {
  let response;
  try {
    response = await octokit.rest.repos.getContent({
      owner: options.owner,
      repo: options.repo,
      path: options.path,
      ref: options.ref,
      mediaType: { format: 'raw' },
      request: {
        parseSuccessResponseBody: false,
        ...(options.signal ? { signal: options.signal } : {}),
      },
    });
  } catch (err) {
    if (statusOf(err) === 404) return { kind: 'missing' };
    throw err;
  }
  const body = response.data as unknown as ReadableStream<Uint8Array> | null;
  const length = Number(response.headers['content-length'] ?? NaN);
  if (Number.isFinite(length) && length > options.maxBytes) {
    await body?.cancel().catch(() => undefined);
    return { kind: 'too-large', size: length };
  }
  if (!body) return { kind: 'found', text: '', size: 0 };
  const read = await readCapped(body, options.maxBytes);
  if (!read.bytes) return { kind: 'too-large', size: read.size };
  return { kind: 'found', text: read.bytes.toString('utf8'), size: read.bytes.length };
}
