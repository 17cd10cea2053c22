/**
 * src/publish/bundle-get.ts: one GET of a bundle link on real loopback servers, redirects
 * followed (a CDN in front of the storage): across origins, at most five hops, https only (plain
 * http only to loopback, as for the emulators), each hop's URL masked before it is asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionError } from '../src/errors.js';
import { MAX_REDIRECTS, storageGet } from '../src/publish/bundle-get.js';
import { holdsSecret } from '../src/secrets.js';
import { freeIfWhole } from '../src/util/free-memory.js';
import { dispatcherFor } from '../src/util/network.js';

let servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  servers = [];
});

/** A loopback server answering with `answer(path)`: [status, headers, body]. */
async function serve(
  answer: (path: string) => [number, Record<string, string>, string],
): Promise<string> {
  const server = createServer((req, res) => {
    const [status, headers, body] = answer(req.url ?? '/');
    res.writeHead(status, headers).end(body);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** GETs `url` and reads the answer as text, or gives what it threw. */
async function get(url: string): Promise<{ status?: number; text?: string; err?: unknown }> {
  const target = new URL(url);
  const dispatcher = dispatcherFor(target);
  try {
    const response = await storageGet(dispatcher, target, {
      headers: {},
      signal: new AbortController().signal,
      stallTimeoutMs: 5_000,
    });
    return { status: response.statusCode, text: await response.text(1_000) };
  } catch (err) {
    return { err };
  } finally {
    await dispatcher.close();
  }
}

describe('redirects from the bundle host', () => {
  it('follows a 307 on the same origin and a 302 to another, masking each hop', async () => {
    const storage = await serve((path) => [200, {}, `bundle at ${path}`]);
    const cdn = await serve((path) =>
      path.startsWith('/hop/')
        ? [302, { location: `${storage}${path.slice(4)}` }, '']
        : [307, { location: `/hop${path}` }, ''],
    );
    const link = `${cdn}/b.tar.gz?X-Amz-Signature=cdn-secret-1234`;
    const got = await get(link);
    expect(got).toEqual({
      status: 200,
      text: 'bundle at /b.tar.gz?X-Amz-Signature=cdn-secret-1234',
    });
    expect(holdsSecret(`${cdn}/hop/b.tar.gz?X-Amz-Signature=cdn-secret-1234`)).toBe(true);
    expect(holdsSecret(`${storage}/b.tar.gz?X-Amz-Signature=cdn-secret-1234`)).toBe(true);
  });

  it(`gives up after ${MAX_REDIRECTS} hops, without retry`, async () => {
    let asked = 0;
    const loop = await serve((path) => {
      asked += 1;
      return [302, { location: `${path}x` }, ''];
    });
    const { err } = await get(`${loop}/a`);
    expect(err).toBeInstanceOf(ActionError);
    expect((err as Error).message).toContain(
      `redirected the bundle download more than ${MAX_REDIRECTS} times`,
    );
    expect(asked).toBe(MAX_REDIRECTS + 1);
  });

  it('refuses a plain-http hop off loopback, and never asks it', async () => {
    const cdn = await serve(() => [
      302,
      { location: 'http://storage.example.test/b.tar.gz?sig=s3cr3t-sig' },
      '',
    ]);
    const { err } = await get(`${cdn}/b.tar.gz`);
    expect(err).toBeInstanceOf(ActionError);
    expect((err as Error).message).toContain(
      'to plain http at storage.example.test; only https is followed',
    );
    expect((err as Error).message).not.toContain('s3cr3t-sig');
  });

  it('hands a 200 without a redirect to the caller as it came', async () => {
    const storage = await serve(() => [206, { 'content-range': 'bytes 0-1/2' }, 'ok']);
    expect(await get(`${storage}/b`)).toEqual({ status: 206, text: 'ok' });
  });
});

/**
 * Reads an 8 MiB body (written by the server in pieces of every size) into a target that keeps a
 * copy of each chunk, answers "no room" for every third one, and frees a chunk's memory by
 * `policy` (what the download does, or freeing a chunk that paused the connection); the bytes it
 * kept, or what the read threw.
 */
async function readFreeing(policy: 'after the next' | 'at once'): Promise<Buffer | Error> {
  const body = Buffer.alloc(8 * 1024 * 1024);
  for (let i = 0; i < body.length; i++) body[i] = (i * 31 + (i >> 13)) & 0xff;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-length': String(body.length) });
    let at = 0;
    const next = (): void => {
      if (at >= body.length) return void res.end();
      const n = 1 + ((at * 7919) % (200 * 1024));
      const piece = body.subarray(at, at + n);
      at += piece.length;
      if (res.write(piece)) setImmediate(next);
      else res.once('drain', next);
    };
    next();
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const target = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/b`);
  const dispatcher = dispatcherFor(target);
  const kept: Buffer[] = [];
  let spent: Buffer | undefined;
  let n = 0;
  try {
    const response = await storageGet(dispatcher, target, {
      headers: {},
      signal: new AbortController().signal,
      stallTimeoutMs: 5_000,
    });
    await response.body({
      take: (chunk) => {
        if (spent) freeIfWhole(spent);
        kept.push(Buffer.from(chunk));
        const room = ++n % 3 !== 0;
        if (policy === 'at once') freeIfWhole(chunk);
        spent = room ? chunk : undefined;
        return room;
      },
      whenRoom: () => new Promise((resolve) => setImmediate(resolve)),
    });
    return Buffer.concat(kept);
  } catch (err) {
    return err as Error;
  } finally {
    await dispatcher.close();
  }
}

describe("the body's chunks, freed as the download frees them", () => {
  it('keeps every byte when each chunk is freed once the next one came (none that paused)', async () => {
    const got = await readFreeing('after the next');
    expect(got).toBeInstanceOf(Buffer);
    const expected = Buffer.alloc(8 * 1024 * 1024);
    for (let i = 0; i < expected.length; i++) expected[i] = (i * 31 + (i >> 13)) & 0xff;
    expect((got as Buffer).equals(expected)).toBe(true);
  });

  it('breaks the read when a chunk that paused it is freed at once (why the download waits)', async () => {
    const got = await readFreeing('at once');
    expect(got).toBeInstanceOf(Error);
    expect((got as Error).message).toMatch(/detached/);
  });
});
