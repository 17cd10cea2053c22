/**
 * The download's hash and gunzip (publish/hash-thread.ts + hash-worker.ts), on the caller's thread
 * and on the helper thread the test setup bundles (build/test-dist/helper-worker/index.js, as
 * dist/ has it): the digest of slots given in order and reused once handed back, and a thread that
 * cannot start reported once, with the digest rejected; the gunzip on the thread fed from the
 * download's ring (through the sink, as the download feeds it): the same walk as on the caller's
 * thread, a damaged, cut or non-gzip stream refused as such, an abort mid-stream, and a thread that
 * fails mid-stream named in the error.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Header } from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { walkBundleFile, type WalkOptions } from '../src/publish/bundle-walk.js';
import { Sink, type SinkErrors } from '../src/publish/download-sink.js';
import { openSlotHasher } from '../src/publish/hash-thread.js';
import { HelperThread } from '../src/publish/helper-thread.js';
import { TEST_DIST } from './helpers/run-action.js';

const WORKER = join(TEST_DIST, 'helper-worker', 'index.js');
const SLOT = 64 * 1024;
const SLOTS = 4;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'hash-thread-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe.each([
  ['on the caller thread', false],
  ['on its worker thread', WORKER],
] as const)('the hash %s', (_name, script) => {
  it('hashes every slot in order, handing each back to be filled again', async () => {
    // Not a multiple of the slot: the last slot is a short one.
    const data = randomBytes(SLOT * 11 + 1234);
    const ring = new SharedArrayBuffer(SLOTS * SLOT);
    const free = [0, 1, 2, 3];
    let handedBack = 0;
    let wake: (() => void) | undefined;
    const hasher = openSlotHasher({
      ring,
      slotBytes: SLOT,
      thread: script ? new HelperThread(script) : undefined,
      onReleased: (slot) => {
        handedBack++;
        free.push(slot);
        wake?.();
      },
      onFail: (err) => {
        throw err;
      },
    });
    for (let at = 0; at < data.length; at += SLOT) {
      while (free.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const slot = free.shift() as number;
      const piece = data.subarray(at, at + SLOT);
      new Uint8Array(ring, slot * SLOT, piece.length).set(piece);
      hasher.update(slot, piece.length);
    }
    expect(await hasher.digest()).toBe(createHash('sha256').update(data).digest('hex'));
    await hasher.destroy();
    expect(handedBack).toBe(12);
  });
});

it('reports a worker that cannot start as a failure, and the digest rejects', async () => {
  const failures: Error[] = [];
  const hasher = openSlotHasher({
    ring: new SharedArrayBuffer(SLOT),
    slotBytes: SLOT,
    thread: new HelperThread(join(root, 'missing-worker.js')),
    onReleased: () => undefined,
    onFail: (err) => failures.push(err),
  });
  await expect(hasher.digest()).rejects.toThrow(/missing-worker|Cannot find module/);
  await hasher.destroy();
  expect(failures).toHaveLength(1);
});

/** A .tar.gz of `files` files of `size` (even) bytes of hex text each (it compresses ~2x). */
function siteBundle(files: number, size: number): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < files; i++) {
    const body = Buffer.from(randomBytes(size / 2).toString('hex'));
    const header = Buffer.alloc(512);
    new Header({ path: `p/${i}.html`, type: 'File', size, mode: 0o644 }).encode(header, 0);
    parts.push(header, body, Buffer.alloc((512 - (size % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts), { level: 6 });
}

const ERRORS: SinkErrors = { fail: (message, options) => new Error(message, options) };

/**
 * Feeds `data` (announced as `expected` bytes) through a sink whose helper thread is `script`, in
 * 64 KiB chunks, as the download does; `abortAt`: aborts the signal after that many bytes. The
 * sink's error, or its result.
 */
async function throughSink(
  data: Buffer,
  script: string,
  options: { expected?: number; abortAt?: number; walk?: WalkOptions } = {},
): Promise<{ error?: Error; result?: Awaited<ReturnType<Sink['finish']>> }> {
  const controller = new AbortController();
  const sink = await Sink.open(
    join(root, 'b.part'),
    options.expected ?? data.length,
    options.walk ?? {},
    ERRORS,
    script,
  );
  try {
    for (let at = 0; at < data.length; at += 64 * 1024) {
      if (options.abortAt !== undefined && at >= options.abortAt)
        controller.abort(new Error('stop'));
      controller.signal.throwIfAborted();
      if (!sink.take(data.subarray(at, at + 64 * 1024))) await sink.whenRoom();
      sink.check();
    }
    return { result: await sink.finish(controller.signal) };
  } catch (err) {
    await sink.destroy();
    return { error: err as Error };
  }
}

describe('the gunzip on the helper thread, fed from the ring', () => {
  it('walks what the walk on the caller thread walks: the same entries, bytes and Pages tar', async () => {
    const data = siteBundle(300, 40_000);
    const pagesTar = (name: string): WalkOptions => ({
      pagesTar: { path: join(root, name), mtime: new Date('2026-01-01T00:00:00Z') },
    });
    const here = await walkBundleFile(
      writeBundle(data),
      pagesTar('here.tar'),
      new AbortController().signal,
    );
    const before = HelperThread.started;
    const { result, error } = await throughSink(data, WORKER, { walk: pagesTar('thread.tar') });
    expect(error).toBeUndefined();
    expect(HelperThread.started - before).toBe(1);
    expect(HelperThread.alive).toBe(0);
    expect(result?.sha256).toBe(createHash('sha256').update(data).digest('hex'));
    expect(result?.walk.entries).toBe(here.entries);
    expect(result?.walk.tarBytes).toBe(here.tarBytes);
    // 12 MB inflated from ~6 MB: several slots of the ring, and far more than the thread may
    // run ahead of the walk (4 MiB), so it was held back.
    expect(here.tarBytes).toBeGreaterThan(40 * 256 * 1024);
    expect(
      readFileSync(join(root, 'thread.tar')).equals(readFileSync(join(root, 'here.tar'))),
    ).toBe(true);
  });

  it('refuses a damaged gzip stream (a flipped byte) as a damaged bundle', async () => {
    const data = siteBundle(50, 20_000);
    flip(data, Math.floor(data.length / 2));
    const { error } = await throughSink(data, WORKER);
    expect(error?.message).toMatch(
      /not a readable gzip tar: the gzip stream is damaged \(.+\)|the tar inside is damaged/,
    );
    expect(HelperThread.alive).toBe(0);
  });

  it('refuses a broken CRC once every byte arrived', async () => {
    const data = siteBundle(50, 20_000);
    // The CRC-32 is the trailer's first four bytes.
    flip(data, data.length - 8);
    const { error } = await throughSink(data, WORKER);
    expect(error?.message).toMatch(/gzip stream is damaged \(incorrect data check\)/);
    expect(error?.message).toMatch(/arrived, so the bundle itself is damaged/);
  });

  it('refuses a cut stream: the bytes announced end before the gzip does', async () => {
    const data = siteBundle(50, 20_000);
    const cut = data.subarray(0, data.length / 2);
    const { error } = await throughSink(cut, WORKER);
    expect(error?.message).toMatch(/gzip stream is damaged \(unexpected end of file\)/);
  });

  it('refuses bytes that are not gzip before the rest arrives', async () => {
    const data = Buffer.alloc(8 * 1024 * 1024, 'not gzip ');
    const { error } = await throughSink(data, WORKER);
    expect(error?.message).toMatch(/it is not gzip data\. Found after/);
  });

  it('stops mid-stream on abort: the thread ends, nothing is left waiting', async () => {
    const data = siteBundle(300, 40_000);
    const { error } = await throughSink(data, WORKER, { abortAt: data.length / 2 });
    expect(error?.message).toBe('stop');
    expect(HelperThread.alive).toBe(0);
  });

  it('says the helper thread stopped, and why, when it fails mid-stream', async () => {
    const script = join(root, 'failing-worker.mjs');
    writeFileSync(
      script,
      "import { parentPort } from 'node:worker_threads';\n" +
        "let n = 0;\nparentPort.on('message', () => { if (++n === 3) throw new Error('out of luck'); });\n",
    );
    const { error } = await throughSink(siteBundle(300, 40_000), script);
    expect(error?.message).toMatch(
      /^The download's helper thread \(SHA-256, gunzip and the archive's checks\) stopped: out of luck\. .*Run the job again/,
    );
    expect(HelperThread.alive).toBe(0);
  });
});

/** Writes `data` to a file of the test's folder; its path. */
function writeBundle(data: Buffer): string {
  const path = join(root, `bundle-${randomBytes(4).toString('hex')}.tar.gz`);
  writeFileSync(path, data);
  return path;
}

/** Inverts the byte of `data` at `at`. */
function flip(data: Buffer, at: number): void {
  data.writeUInt8(data.readUInt8(at) ^ 0xff, at);
}
