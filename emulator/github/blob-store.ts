/**
 * The Azure-blob-like store behind the results service's signed URLs, shared by the artifact
 * backend (./artifacts.ts) and the cache backend (./cache.ts): Put Blob, Put Block and Put Block
 * List as the Azure SDK sends them, reads with ranges, and Azure's headers and XML errors. Each
 * service keeps its own records; a {@link BlobSlot} is how the store reads and writes one.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isoSeconds } from './http.js';
import type { Incoming, Reply, Route } from './http.js';

/** Storage service version the blob store claims to speak. */
const STORAGE_VERSION = '2025-01-05';

/** Blob-side bookkeeping for one stored object. */
export interface Blob {
  /** Blob name (last path segment), `<name>.zip` for archives. */
  name: string;
  /** SAS signature of the write URL. */
  uploadSig: string;
  /** SAS signature of the read URL. */
  readSig: string;
  /** Staged, uncommitted blocks by block id. */
  blocks: Map<string, Buffer>;
  /** Whether a block list or a single put committed content. */
  committed: boolean;
  /** Content type given at upload (x-ms-blob-content-type). */
  contentType: string;
  /** ETag of the committed content. */
  etag: string;
  /** Last commit time. */
  lastModified: Date;
}

/** One blob as its service holds it: the bookkeeping, and where its bytes live. */
export interface BlobSlot {
  readonly blob: Blob;
  /** The committed content. */
  read(): Buffer;
  /** Commits `bytes` as the content. */
  write(bytes: Buffer): void;
}

/** Fresh bookkeeping for a blob named `name` (new signatures). */
export function newBlob(
  name: string,
  contentType: string,
  committed: boolean,
  bytes: Buffer,
  lastModified = new Date(),
): Blob {
  return {
    name,
    uploadSig: randomBytes(16).toString('base64url'),
    readSig: randomBytes(16).toString('base64url'),
    blocks: new Map(),
    committed,
    contentType,
    etag: etagOf(bytes),
    lastModified,
  };
}

/**
 * A signed URL for blob `id` of `container` (`cw`: create and write; `r`: read), valid six hours.
 * IP-style Azure URLs carry the account as the first path segment: /<account>/<container>/<blob>.
 */
export function signedBlobUrl(
  baseUrl: string,
  container: string,
  id: number,
  blob: Blob,
  permissions: 'cw' | 'r',
): string {
  const expires = isoSeconds(new Date(Date.now() + 6 * 3600_000));
  const sig = permissions === 'r' ? blob.readSig : blob.uploadSig;
  const query = new URLSearchParams({
    sv: STORAGE_VERSION,
    sr: 'b',
    sp: permissions,
    se: expires,
    sig,
  });
  return `${baseUrl}/_blob/${container}/${id}/${encodeURIComponent(blob.name)}?${query.toString()}`;
}

/**
 * The PUT, GET and HEAD routes of `container` (a fixed name: `[a-z]+`), answering for the blob
 * `find` returns by the id in the URL.
 */
export function blobRoutes(
  container: string,
  find: (id: string | undefined) => BlobSlot | undefined,
): Route[] {
  /** The blob a URL names, or the storage error to answer. */
  const resolveBlob = (
    incoming: Incoming,
    id: string | undefined,
    permission: 'write' | 'read',
  ): BlobSlot | Reply => {
    const slot = find(id);
    if (!slot) return storageError(404, 'BlobNotFound', 'The specified blob does not exist.');
    const expected = permission === 'write' ? slot.blob.uploadSig : slot.blob.readSig;
    if (incoming.url.searchParams.get('sig') !== expected) {
      return storageError(
        403,
        'AuthenticationFailed',
        'Server failed to authenticate the request. Make sure the value of the signature is formed correctly.',
      );
    }
    return slot;
  };

  const commit = (slot: BlobSlot, incoming: Incoming, bytes: Buffer): Reply => {
    const { blob } = slot;
    slot.write(bytes);
    blob.committed = true;
    blob.blocks.clear();
    const contentType = incoming.headers['x-ms-blob-content-type'];
    if (typeof contentType === 'string' && contentType !== '') blob.contentType = contentType;
    blob.etag = etagOf(bytes);
    blob.lastModified = new Date();
    return {
      status: 201,
      headers: {
        ...storageHeaders(incoming),
        etag: blob.etag,
        'last-modified': blob.lastModified.toUTCString(),
        'content-md5': createHash('md5').update(bytes).digest('base64'),
        'x-ms-request-server-encrypted': 'true',
      },
    };
  };

  const readBlob = (incoming: Incoming, id: string | undefined, withBody: boolean): Reply => {
    const found = resolveBlob(incoming, id, 'read');
    if (!('blob' in found)) return found;
    const { blob } = found;
    if (!blob.committed)
      return storageError(404, 'BlobNotFound', 'The specified blob does not exist.');
    const headers: Record<string, string> = {
      ...storageHeaders(incoming),
      'content-type': blob.contentType,
      'content-disposition': `attachment; filename="${asciiName(blob.name)}"; filename*=UTF-8''${encodeURIComponent(blob.name)}`,
      etag: blob.etag,
      'last-modified': blob.lastModified.toUTCString(),
      'accept-ranges': 'bytes',
      'x-ms-blob-type': 'BlockBlob',
    };
    let bytes = found.read();
    let status = 200;
    const range = /^bytes=(\d+)-(\d*)$/.exec(
      String(incoming.headers['x-ms-range'] ?? incoming.headers['range'] ?? ''),
    );
    if (range) {
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
      if (start >= bytes.length) {
        return storageError(
          416,
          'InvalidRange',
          'The range specified is invalid for the current size of the resource.',
        );
      }
      headers['content-range'] = `bytes ${start}-${end}/${bytes.length}`;
      bytes = bytes.subarray(start, end + 1);
      status = 206;
    }
    headers['content-length'] = String(bytes.length);
    return { status, headers, raw: withBody ? bytes : Buffer.alloc(0) };
  };

  // The container is one of this emulator's fixed names, never outside text.
  const pattern = new RegExp(`^/_blob/${container}/(\\d+)/([^/]+)$`);
  return [
    {
      method: 'PUT',
      pattern,
      auth: 'none',
      handle: (incoming, [id]) => {
        const found = resolveBlob(incoming, id, 'write');
        if (!('blob' in found)) return found;
        const { blob } = found;
        const comp = incoming.url.searchParams.get('comp');
        if (comp === 'block') {
          const blockId = incoming.url.searchParams.get('blockid');
          if (!blockId)
            return storageError(400, 'InvalidQueryParameterValue', 'blockid is required.');
          blob.blocks.set(blockId, Buffer.from(incoming.body));
          return {
            status: 201,
            headers: {
              ...storageHeaders(incoming),
              'content-md5': createHash('md5').update(incoming.body).digest('base64'),
              'x-ms-request-server-encrypted': 'true',
            },
          };
        }
        if (comp === 'blocklist') {
          const ids = [
            ...incoming.body
              .toString('utf8')
              .matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\/\1>/g),
          ].map((m) => m[2] ?? '');
          const parts: Buffer[] = [];
          for (const blockId of ids) {
            const block = blob.blocks.get(blockId);
            if (!block)
              return storageError(400, 'InvalidBlockList', 'The specified block list is invalid.');
            parts.push(block);
          }
          return commit(found, incoming, Buffer.concat(parts));
        }
        if (comp !== null)
          return storageError(400, 'UnsupportedQueryParameter', `comp=${comp} is not supported.`);
        // A single Put Blob carries the whole content.
        if (incoming.headers['x-ms-blob-type'] !== 'BlockBlob') {
          return storageError(400, 'InvalidHeaderValue', 'x-ms-blob-type must be BlockBlob.');
        }
        return commit(found, incoming, Buffer.from(incoming.body));
      },
    },
    {
      method: 'GET',
      pattern,
      auth: 'none',
      handle: (incoming, [id]) => readBlob(incoming, id, true),
    },
    {
      method: 'HEAD',
      pattern,
      auth: 'none',
      handle: (incoming, [id]) => readBlob(incoming, id, false),
    },
  ];
}

/** A quoted, content-derived ETag like Azure's. */
export function etagOf(bytes: Buffer): string {
  return `"0x8D${createHash('sha1').update(bytes).digest('hex').slice(0, 13).toUpperCase()}"`;
}

/** A file name with non-ASCII characters replaced, for the plain `filename=` parameter. */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** Headers every Azure Storage response carries; the SDK reads them into its response objects. */
function storageHeaders(incoming: Incoming): Record<string, string> {
  const requestId = incoming.headers['x-ms-client-request-id'];
  return {
    'x-ms-request-id': randomUUID(),
    'x-ms-version': String(incoming.headers['x-ms-version'] ?? STORAGE_VERSION),
    ...(typeof requestId === 'string' ? { 'x-ms-client-request-id': requestId } : {}),
    date: new Date().toUTCString(),
    server: 'Windows-Azure-Blob/1.0 Microsoft-HTTPAPI/2.0',
  };
}

/** An Azure Storage XML error. */
function storageError(status: number, code: string, message: string): Reply {
  return {
    status,
    headers: {
      'content-type': 'application/xml',
      'x-ms-error-code': code,
      'x-ms-request-id': randomUUID(),
    },
    raw: `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}\nRequestId:${randomUUID()}\nTime:${new Date().toISOString()}</Message></Error>`,
  };
}
