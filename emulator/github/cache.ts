/**
 * The Actions cache backend as `@actions/cache` (cache service v2) sees it: the results service's
 * Twirp JSON API (`/twirp/github.actions.results.api.v1.CacheService/*`: CreateCacheEntry,
 * FinalizeCacheEntryUpload, GetCacheEntryDownloadURL) and the same Azure-blob-like store the
 * artifact backend uses (./blob-store.ts), container `cache`. The client uploads with the Azure SDK
 * and, for a URL not on `*.blob.core.windows.net`, downloads with a plain GET.
 *
 * Field names follow the protobuf JSON mapping of the client's generated code (proto field names,
 * int64 as strings). The emulator models one repository: every finalized entry is in scope.
 */
import type { Context } from './context.js';
import { twirpError } from './artifacts.js';
import { blobRoutes, newBlob, signedBlobUrl, type Blob, type BlobSlot } from './blob-store.js';
import { asRecord } from './http.js';
import type { Incoming, Reply, Route } from './http.js';
import type { StoredCacheEntry } from './types.js';

/** Twirp service path of the cache service. */
const SERVICE_PATH = '/twirp/github.actions.results.api.v1.CacheService/';
/** The blob container of cache archives. */
const CONTAINER = 'cache';

/** Build the cache service and its blob routes. */
export function createCacheRoutes(ctx: Context): Route[] {
  const { state } = ctx;
  const blobs = new Map<number, Blob>();
  const blobOf = (entry: StoredCacheEntry): Blob => {
    let blob = blobs.get(entry.id);
    if (!blob) {
      blob = newBlob('cache.tzst', 'application/octet-stream', entry.finalized, entry.bytes);
      blobs.set(entry.id, blob);
    }
    return blob;
  };
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');

  const twirp: Record<string, (body: Record<string, unknown>) => Reply> = {
    CreateCacheEntry(body) {
      const key = text(body['key']);
      const version = text(body['version']);
      if (key === '' || version === '') {
        return twirpError('invalid_argument', 'key and version are required');
      }
      if (state.caches.some((c) => c.finalized && c.key === key && c.version === version)) {
        return twirpError('already_exists', 'cache entry with the same key and version exists');
      }
      // An unfinished entry of the same key (a retried step) is replaced.
      for (const stale of state.caches.filter((c) => !c.finalized && c.key === key)) {
        blobs.delete(stale.id);
        state.caches.splice(state.caches.indexOf(stale), 1);
      }
      const entry: StoredCacheEntry = {
        id: ctx.nextId('cache'),
        key,
        version,
        bytes: Buffer.alloc(0),
        finalized: false,
        createdAt: new Date(),
      };
      state.caches.push(entry);
      const url = signedBlobUrl(ctx.baseUrl, CONTAINER, entry.id, blobOf(entry), 'cw');
      return { status: 200, json: { ok: true, signed_upload_url: url } };
    },
    FinalizeCacheEntryUpload(body) {
      const entry = state.caches.find(
        (c) => !c.finalized && c.key === body['key'] && c.version === body['version'],
      );
      if (!entry) return { status: 200, json: { ok: false, message: 'cache entry not found' } };
      if (!blobOf(entry).committed || Number(body['size_bytes'] ?? -1) !== entry.bytes.length) {
        return twirpError('failed_precondition', 'the uploaded archive does not match size_bytes');
      }
      entry.finalized = true;
      return { status: 200, json: { ok: true, entry_id: String(entry.id) } };
    },
    GetCacheEntryDownloadURL(body) {
      const entry = lookup(state.caches, body);
      if (!entry) return { status: 200, json: { ok: false } };
      const url = signedBlobUrl(ctx.baseUrl, CONTAINER, entry.id, blobOf(entry), 'r');
      return { status: 200, json: { ok: true, signed_download_url: url, matched_key: entry.key } };
    },
  };

  const slotOf = (id: string | undefined): BlobSlot | undefined => {
    const entry = state.caches.find((c) => String(c.id) === id);
    if (!entry) return undefined;
    return {
      blob: blobOf(entry),
      read: () => entry.bytes,
      write: (bytes) => {
        entry.bytes = bytes;
      },
    };
  };

  return [
    {
      method: 'POST',
      pattern: /^\/twirp\/github\.actions\.results\.api\.v1\.CacheService\/([^/]+)$/,
      auth: 'none',
      handle: (incoming: Incoming, [method]) => {
        if (incoming.headers['authorization'] !== `Bearer ${ctx.runtimeToken}`) {
          return twirpError('unauthenticated', 'invalid or missing runtime token');
        }
        const handler =
          method !== undefined && Object.hasOwn(twirp, method) ? twirp[method] : undefined;
        if (!handler) {
          return twirpError('bad_route', `no handler for path "${SERVICE_PATH}${method ?? ''}"`);
        }
        if (incoming.json === undefined) {
          return twirpError('malformed', 'the request body is not JSON');
        }
        return handler(asRecord(incoming.json));
      },
    },
    ...blobRoutes(CONTAINER, slotOf),
  ];
}

/**
 * The entry a restore gets: the key exactly, else the newest entry whose key starts with a restore
 * key (in the order given), the version always exactly, as the service documents its matching.
 */
function lookup(
  caches: readonly StoredCacheEntry[],
  body: Record<string, unknown>,
): StoredCacheEntry | undefined {
  const newestFirst = caches
    .filter((c) => c.finalized && c.version === body['version'])
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const exact = newestFirst.find((c) => c.key === body['key']);
  if (exact) return exact;
  const restoreKeys = Array.isArray(body['restore_keys']) ? body['restore_keys'] : [];
  for (const prefix of restoreKeys) {
    if (typeof prefix !== 'string') continue;
    const hit = newestFirst.find((c) => c.key.startsWith(prefix));
    if (hit) return hit;
  }
  return undefined;
}
