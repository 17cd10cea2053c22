/**
 * The storage host's GET (src/publish/storage-get.ts) against raw servers on loopback that write
 * exactly the bytes each test needs: a body read in place into lent memory, whatever the pieces
 * the server writes; paused while the target is full; chunked and connection-framed answers;
 * interim heads; the head's errors before any body; a header that would break the request;
 * a stall, an abort, a connection closed before the head; TLS with a test-only certificate.
 */
import { readFileSync } from 'node:fs';
import * as net from 'node:net';
import * as tls from 'node:tls';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_HEAD_BYTES,
  storageGet,
  type BodyTarget,
  type StorageGetOptions,
} from '../src/publish/storage-get.js';

const TLS_DIR = join(__dirname, 'fixtures', 'tls');

/** What a raw server saw and does. */
interface Raw {
  url: string;
  /** Requests received (the bytes up to their empty line). */
  requests: string[];
  connections: number;
  close: () => Promise<void>;
}

const servers: Raw[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A server that answers every request by writing `pieces` one after another, then (maybe) ends. */
async function rawServer(
  pieces: (Buffer | string)[],
  options: { end?: boolean; secure?: boolean; gapMs?: number } = {},
): Promise<Raw> {
  const requests: string[] = [];
  const sockets = new Set<net.Socket>();
  const onSocket = (socket: net.Socket): void => {
    raw.connections++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    let seen = '';
    socket.on('data', (d: Buffer) => {
      seen += d.toString('latin1');
      const end = seen.indexOf('\r\n\r\n');
      if (end < 0 || requests.length >= raw.connections) return;
      requests.push(seen.slice(0, end));
      void (async () => {
        for (const piece of pieces) {
          if (socket.destroyed) return;
          socket.write(piece);
          if (options.gapMs) await new Promise((r) => setTimeout(r, options.gapMs));
        }
        if (options.end !== false) socket.end();
      })();
    });
  };
  const server = options.secure
    ? tls.createServer(
        {
          key: readFileSync(join(TLS_DIR, 'localhost.key')),
          cert: readFileSync(join(TLS_DIR, 'localhost.crt')),
        },
        onSocket,
      )
    : net.createServer(onSocket);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const raw: Raw = {
    url: `${options.secure ? 'https' : 'http'}://127.0.0.1:${port}/bundles/b.tar.gz?X-Sig=a%2Fb&x=1`,
    requests,
    connections: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  servers.push(raw);
  return raw;
}

/** Memory lent in regions of `regionBytes`, refusing room after every `fullEvery` bytes. */
function collector(size: number, regionBytes: number, fullEvery = Infinity) {
  const memory = Buffer.alloc(size);
  let filled = 0;
  let sinceFull = 0;
  const stats = { commits: 0, takes: 0, waits: 0 };
  const room = (n: number): boolean => {
    sinceFull += n;
    if (sinceFull < fullEvery) return true;
    sinceFull = 0;
    return false;
  };
  const target: BodyTarget = {
    region: () =>
      filled < size
        ? new Uint8Array(
            memory.buffer,
            memory.byteOffset + filled,
            Math.min(regionBytes, size - filled),
          )
        : undefined,
    commit: (n) => {
      stats.commits++;
      filled += n;
      return room(n);
    },
    take: (chunk) => {
      stats.takes++;
      chunk.copy(memory, filled);
      filled += chunk.length;
      return room(chunk.length);
    },
  };
  const wait = async (): Promise<void> => {
    stats.waits++;
    await new Promise((r) => setTimeout(r, 1));
  };
  return { target, wait, stats, bytes: () => memory.subarray(0, filled) };
}

function options(over: Partial<StorageGetOptions> = {}): StorageGetOptions {
  return { headers: {}, signal: new AbortController().signal, stallTimeoutMs: 5_000, ...over };
}

/** `size` bytes of a pattern that shows any byte out of place. */
function pattern(size: number): Buffer {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i++) b[i] = (i * 2654435761) >>> 24;
  return b;
}

/** A head and a body cut into pieces of `cut` bytes (the head split across pieces too). */
function pieces(head: string, body: Buffer, cut: number): Buffer[] {
  const all = Buffer.concat([Buffer.from(head, 'latin1'), body]);
  const out: Buffer[] = [];
  for (let i = 0; i < all.length; i += cut) out.push(all.subarray(i, i + cut));
  return out;
}

describe('storageGet', () => {
  it('reads a Content-Length body in place, whatever pieces the server writes', async () => {
    const body = pattern(300_000);
    for (const cut of [7, 1_000, 65_536]) {
      const server = await rawServer(
        pieces(
          `HTTP/1.1 200 OK\r\nContent-Length: ${body.length}\r\nETag: "e1"\r\n\r\n`,
          body,
          cut,
        ),
        { gapMs: cut === 7 ? 0 : 1 },
      );
      const res = await storageGet(
        new URL(server.url),
        options({ headers: { range: 'bytes=0-' } }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe('"e1"');
      const c = collector(body.length, 4_096);
      await res.body(c.target, c.wait);
      expect(c.bytes().equals(body)).toBe(true);
      // In place for all but what came with the head (and a first read after the head).
      expect(c.stats.commits).toBeGreaterThan(0);
      expect(c.stats.takes).toBeLessThanOrEqual(2);
      expect(server.requests[0]).toBe(
        `GET /bundles/b.tar.gz?X-Sig=a%2Fb&x=1 HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\n` +
          'Connection: close\r\nrange: bytes=0-',
      );
    }
  });

  it('pauses while the target is full and goes on when it has room', async () => {
    const body = pattern(1_000_000);
    const server = await rawServer(
      pieces(`HTTP/1.1 206 Partial\r\nContent-Length: ${body.length}\r\n\r\n`, body, 60_000),
    );
    const res = await storageGet(new URL(server.url), options());
    const c = collector(body.length, 32_768, 100_000);
    await res.body(c.target, c.wait);
    expect(c.bytes().equals(body)).toBe(true);
    expect(c.stats.waits).toBeGreaterThanOrEqual(5);
  });

  it('decodes a chunked answer, extensions and trailers included', async () => {
    const body = pattern(50_000);
    const chunks = [body.subarray(0, 1), body.subarray(1, 20_001), body.subarray(20_001)];
    const wire =
      chunks
        .map(
          (c, i) =>
            `${c.length.toString(16)}${i === 1 ? ';name=v' : ''}\r\n${c.toString('latin1')}\r\n`,
        )
        .join('') + '0\r\nX-Trailer: t\r\n\r\n';
    for (const cut of [3, 4_096]) {
      const server = await rawServer(
        pieces(
          'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n',
          Buffer.from(wire, 'latin1'),
          cut,
        ),
        { end: false },
      );
      const res = await storageGet(new URL(server.url), options());
      const c = collector(body.length, 4_096);
      // The server keeps the connection open: the last chunk alone ends the body.
      await res.body(c.target, c.wait);
      expect(c.bytes().equals(body)).toBe(true);
      expect(c.stats.commits).toBe(0);
    }
  });

  it("reads an answer framed by the connection's end, after an interim 100 head", async () => {
    const body = pattern(70_000);
    const server = await rawServer(
      pieces('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.0 200 OK\r\n\r\n', body, 9_000),
    );
    const res = await storageGet(new URL(server.url), options());
    expect(res.statusCode).toBe(200);
    const c = collector(body.length, 8_192);
    await res.body(c.target, c.wait);
    expect(c.bytes().equals(body)).toBe(true);
  });

  it('resolves a body cut short, leaving the count to the caller', async () => {
    const body = pattern(10_000);
    const server = await rawServer(
      pieces('HTTP/1.1 200 OK\r\nContent-Length: 20000\r\n\r\n', body, 4_000),
    );
    const res = await storageGet(new URL(server.url), options());
    const c = collector(20_000, 4_096);
    await res.body(c.target, c.wait);
    expect(c.bytes().equals(body)).toBe(true);
  });

  it('reads at most a few bytes of an error answer as text', async () => {
    const xml = '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>';
    const server = await rawServer([
      `HTTP/1.1 403 Forbidden\r\nContent-Length: ${xml.length}\r\n\r\n${xml}`,
    ]);
    const res = await storageGet(new URL(server.url), options());
    expect(res.statusCode).toBe(403);
    expect(await res.text(4096)).toBe(xml);
    const again = await storageGet(new URL(server.url), options());
    expect(await again.text(20)).toBe(xml.slice(0, 20));
  });

  it.each([
    ['a status line that is not HTTP', 'HTTP/2 200 OK\r\n\r\n'],
    ['a header line without a colon', 'HTTP/1.1 200 OK\r\nContent-Length 5\r\n\r\n'],
    ['a header name with a space', 'HTTP/1.1 200 OK\r\nContent Length: 5\r\n\r\n'],
    ['two lengths', 'HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n'],
    ['a bare CR in a value', 'HTTP/1.1 200 OK\r\nETag: "a\rb"\r\nContent-Length: 0\r\n\r\n'],
    ['a length that is not a number', 'HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\n'],
    ['a transfer coding other than chunked', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip\r\n\r\n'],
    ['a head over the limit', `HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(MAX_HEAD_BYTES)}\r\n\r\n`],
  ])('refuses %s before any body', async (_what, head) => {
    const server = await rawServer([head]);
    await expect(storageGet(new URL(server.url), options())).rejects.toMatchObject({
      code: 'HPE_INVALID',
    });
  });

  it('refuses a header value that would break the request, before connecting', async () => {
    const server = await rawServer(['HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n']);
    expect(() =>
      storageGet(new URL(server.url), options({ headers: { 'if-range': '"e"\r\nX-Evil: 1' } })),
    ).toThrow(/not valid/);
    expect(server.connections).toBe(0);
  });

  it('fails a stalled answer with ETIMEDOUT, and a connection closed before the head', async () => {
    const stalled = await rawServer(['HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nabc'], {
      end: false,
    });
    const res = await storageGet(new URL(stalled.url), options({ stallTimeoutMs: 150 }));
    const c = collector(100, 64);
    await expect(res.body(c.target, c.wait)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    const closed = await rawServer([]);
    await expect(storageGet(new URL(closed.url), options())).rejects.toMatchObject({
      code: 'ECONNRESET',
    });
  });

  it('stops at the abort, during the body', async () => {
    const server = await rawServer(['HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\nabc'], {
      end: false,
    });
    const controller = new AbortController();
    const res = await storageGet(new URL(server.url), options({ signal: controller.signal }));
    const c = collector(1000, 64);
    const reading = res.body(c.target, c.wait);
    setTimeout(() => controller.abort(new Error('stopped by the test')), 20);
    await expect(reading).rejects.toThrow('stopped by the test');
  });

  it('speaks TLS with the host checked against its certificate', async () => {
    const body = pattern(200_000);
    const server = await rawServer(
      pieces(`HTTP/1.1 200 OK\r\nContent-Length: ${body.length}\r\n\r\n`, body, 50_000),
      { secure: true },
    );
    const ca = readFileSync(join(TLS_DIR, 'localhost.crt'), 'utf8');
    const res = await storageGet(new URL(server.url), options({ ca }));
    const c = collector(body.length, 16_384);
    await res.body(c.target, c.wait);
    expect(c.bytes().equals(body)).toBe(true);
    // Not trusted without it: node's own trust store decides.
    await expect(storageGet(new URL(server.url), options())).rejects.toThrow(/self[- ]signed/i);
  });
});
