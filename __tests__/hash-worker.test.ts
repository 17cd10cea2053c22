/**
 * The ring's side of the helper thread (publish/hash-worker.ts, with the walk it feeds,
 * publish/walk-worker.ts), driven in-process with the messages the download sends: every slot is
 * hashed and handed back; with a walk, the slots are inflated into it and its result, its warning,
 * its refusal (as recorded, with the entry) and a stop (which deletes its Pages tar) come back as
 * messages; a walk whose Pages tar cannot be created says so and hands every slot back.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Header } from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { walkBundleFile } from '../src/publish/bundle-walk.js';
import type { FromHashWorker } from '../src/publish/hash-thread.js';
import { hashHandler } from '../src/publish/hash-worker.js';
import { SpentBuffers } from '../src/publish/walk-worker.js';
import { errorOfWalk, type WalkRequest } from '../src/publish/walk-thread.js';

const SLOT = 256 * 1024;
const SLOTS = 4;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'hash-worker-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A .tar.gz of `files` entries (`type` each) of `size` bytes of hex text. */
function bundle(files: number, size: number, type: 'File' | 'SymbolicLink' = 'File'): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < files; i++) {
    const body = type === 'File' ? Buffer.from(randomBytes(size / 2).toString('hex')) : undefined;
    const header = Buffer.alloc(512);
    new Header({
      path: `p/${i}.html`,
      type,
      size: body ? size : 0,
      mode: 0o644,
      ...(type === 'SymbolicLink' ? { linkpath: '/etc/passwd' } : {}),
    }).encode(header, 0);
    parts.push(header);
    if (body) parts.push(body, Buffer.alloc((512 - (size % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts), { level: 6 });
}

/** What {@link feed} saw: the handler's messages, the slots given, and a way to stop it. */
interface Fed {
  messages: FromHashWorker[];
  slots: number;
  /** Posts `stop` and waits for the walk's answer. */
  stop(): Promise<void>;
}

/**
 * Feeds `data` through a handler as the download does (slots of a 4-slot ring, each filled again
 * once handed back; no more once the walk failed), then `finish` and `end`, and waits `until`.
 */
async function feed(
  data: Buffer,
  walk: WalkRequest | undefined,
  until: (messages: FromHashWorker[]) => boolean,
): Promise<Fed> {
  const ring = new SharedArrayBuffer(SLOTS * SLOT);
  const messages: FromHashWorker[] = [];
  const free = [0, 1, 2, 3];
  let wake: () => void = () => undefined;
  const handle = hashHandler((message) => {
    messages.push(message);
    if (message.kind === 'released') free.push(message.slot);
    wake();
  });
  const waitFor = (ok: () => boolean): Promise<void> =>
    new Promise((resolve) => {
      const check = (): void => (ok() ? resolve() : void (wake = check));
      check();
    });
  const failed = (): boolean => has('walk-failed')(messages);
  handle({ kind: 'start', ring, slotBytes: SLOT, ...(walk ? { walk } : {}) });
  let slots = 0;
  for (let at = 0; at < data.length && !failed(); at += SLOT) {
    await waitFor(() => free.length > 0 || failed());
    if (failed()) break;
    const slot = free.shift() as number;
    const piece = data.subarray(at, at + SLOT);
    new Uint8Array(ring, slot * SLOT, piece.length).set(piece);
    handle({ kind: 'slot', slot, length: piece.length });
    slots++;
  }
  handle({ kind: 'finish' });
  handle({ kind: 'end' });
  await waitFor(() => until(messages));
  const stop = async (): Promise<void> => {
    handle({ kind: 'stop' });
    await waitFor(() => has('walk-stopped')(messages));
  };
  return { messages, slots, stop };
}

const has =
  (kind: FromHashWorker['kind']) =>
  (messages: FromHashWorker[]): boolean =>
    messages.some((m) => m.kind === kind);

it('hashes every slot and hands each back, with no walk asked for', async () => {
  const data = randomBytes(SLOT * 9 + 17);
  const { messages } = await feed(data, undefined, has('digest'));
  expect(messages.filter((m) => m.kind === 'released')).toHaveLength(10);
  expect(messages.find((m) => m.kind === 'digest')).toEqual({
    kind: 'digest',
    hex: createHash('sha256').update(data).digest('hex'),
  });
});

it('walks the bundle it inflates: the result and the Pages tar the walk here gives', async () => {
  const data = bundle(120, 30_000);
  const path = join(root, 'thread.tar');
  const mtime = new Date('2026-01-01T00:00:00Z');
  const request: WalkRequest = {
    pagesTar: { path, mtime, limits: { warnBytes: 1_000_000 } },
    links: { domain: 'docs.example.com', worker: false },
    warnings: true,
  };
  const { messages, slots } = await feed(data, request, has('walk-done'));
  const done = messages.find((m) => m.kind === 'walk-done');
  const here = join(root, 'here.gz');
  writeFileSync(here, data);
  const expected = await walkBundleFile(
    here,
    {
      pagesTar: { path: join(root, 'here.tar'), mtime, limits: { warnBytes: 1_000_000 } },
      links: { domain: 'docs.example.com', worker: false },
    },
    new AbortController().signal,
  );
  expect(done).toEqual({
    kind: 'walk-done',
    result: { ...expected, pages: { ...expected.pages, path } },
  });
  expect(readFileSync(path).equals(readFileSync(join(root, 'here.tar')))).toBe(true);
  // Every slot came back, and the one warning of a site past warnBytes crossed as a message.
  expect(slots).toBe(Math.ceil(data.length / SLOT));
  expect(messages.filter((m) => m.kind === 'released')).toHaveLength(slots);
  expect(messages.filter((m) => m.kind === 'walk-warning')).toHaveLength(1);
});

it('sends a refusal as recorded, which rebuilds with its entry, and deletes the tar on stop', async () => {
  const path = join(root, 'refused.tar');
  const request: WalkRequest = { pagesTar: { path }, warnings: false };
  const fed = await feed(bundle(3, 0, 'SymbolicLink'), request, has('walk-failed'));
  const { messages } = fed;
  const failed = messages.find((m) => m.kind === 'walk-failed');
  if (failed?.kind !== 'walk-failed') throw new Error('no failure came back');
  expect(failed.recorded).toBe(true);
  const err = errorOfWalk(failed.error);
  expect(err.name).toBe('BundleRefusedError');
  expect(err.message).toMatch(
    /^Refused the export bundle: entry "p\/0\.html" is a symbolic link to "\/etc\/passwd"\./,
  );
  expect(existsSync(path)).toBe(true);
  await fed.stop();
  expect(existsSync(path)).toBe(false);
});

it("says the Pages tar's folder is missing, and hands every slot back", async () => {
  const request: WalkRequest = {
    pagesTar: { path: join(root, 'no', 'such', 'a.tar') },
    warnings: false,
  };
  const data = bundle(40, 30_000);
  const { messages, slots } = await feed(
    data,
    request,
    (m) => has('digest')(m) && has('walk-failed')(m),
  );
  const failed = messages.find((m) => m.kind === 'walk-failed');
  if (failed?.kind !== 'walk-failed') throw new Error('no failure came back');
  expect(failed.recorded).toBe(false);
  expect((errorOfWalk(failed.error) as { code?: string }).code).toBe('ENOENT');
  expect(slots).toBeGreaterThan(0);
  expect(messages.filter((m) => m.kind === 'released')).toHaveLength(slots);
});

describe('SpentBuffers', () => {
  const CHUNK = 16;
  const view = (buffer: ArrayBuffer, offset: number, length: number): Buffer =>
    Buffer.from(buffer, offset, length);

  it('frees a full buffer once a chunk of the next one was read, never before', () => {
    const spent = new SpentBuffers(CHUNK);
    const a = new ArrayBuffer(CHUNK);
    const b = new ArrayBuffer(CHUNK);
    spent.read(view(a, 0, 10));
    spent.read(view(a, 10, 6));
    // Full, but the walk may still hold the tail of it until it reads on.
    expect(a.byteLength).toBe(CHUNK);
    spent.read(view(b, 0, 4));
    expect(a.byteLength).toBe(0);
    expect(b.byteLength).toBe(CHUNK);
  });

  it('leaves alone a buffer of another size, and one never filled', () => {
    const spent = new SpentBuffers(CHUNK);
    const odd = new ArrayBuffer(CHUNK * 2);
    const partial = new ArrayBuffer(CHUNK);
    const next = new ArrayBuffer(CHUNK);
    spent.read(view(odd, 0, CHUNK * 2));
    spent.read(view(partial, 0, 8));
    spent.read(view(next, 0, CHUNK));
    spent.read(view(new ArrayBuffer(CHUNK), 0, 1));
    expect(odd.byteLength).toBe(CHUNK * 2);
    expect(partial.byteLength).toBe(CHUNK);
    expect(next.byteLength).toBe(0);
  });
});
