/**
 * The helper thread's hand-over of zlib's output (publish/hash-worker.ts, OutputMover): a full
 * output buffer is moved whole, but only once zlib writes into another; a buffer zlib writes into
 * again, a run that does not continue, or the part of a buffer left at the end is copied, never
 * moved; and the bytes the walk gets are zlib's, in order. Then a real gunzip through it.
 */
import { randomBytes } from 'node:crypto';
import { createGunzip, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OutputMover, type Out } from '../src/publish/hash-worker.js';

const CHUNK = 16;

/** A mover whose posts are recorded as [bytes, moved]. */
function recorded(): { mover: OutputMover; posts: { bytes: Buffer; moved: boolean; out: Out }[] } {
  const posts: { bytes: Buffer; moved: boolean; out: Out }[] = [];
  const mover = new OutputMover(CHUNK, (out, moved) => {
    posts.push({ bytes: Buffer.from(out.buffer, out.offset, out.length), moved, out: { ...out } });
  });
  return { mover, posts };
}

/** A view of `length` bytes at `offset` of `buffer`. */
const view = (buffer: ArrayBuffer, offset: number, length: number): Buffer =>
  Buffer.from(buffer, offset, length);

describe('OutputMover', () => {
  it('moves a full buffer whole once zlib writes into the next, never before', () => {
    const { mover, posts } = recorded();
    const a = new ArrayBuffer(CHUNK);
    const b = new ArrayBuffer(CHUNK);
    mover.data(view(a, 0, 10));
    mover.data(view(a, 10, 6));
    // Full, but zlib has not been seen writing elsewhere yet.
    expect(posts).toEqual([]);
    mover.data(view(b, 0, 4));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.moved).toBe(true);
    expect(posts[0]?.out).toEqual({ buffer: a, offset: 0, length: CHUNK });
    // The open run in `b` is copied at the end (zlib's last buffer is never full).
    mover.end();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.moved).toBe(false);
    expect(posts[1]?.out).toEqual({ buffer: b, offset: 0, length: 4 });
  });

  it('copies a full buffer that zlib writes into again (a zlib that reuses its buffer)', () => {
    const { mover, posts } = recorded();
    const a = new ArrayBuffer(CHUNK);
    mover.data(view(a, 0, CHUNK));
    mover.data(view(a, 0, 8));
    expect(posts.map((p) => p.moved)).toEqual([false]);
    mover.end();
    expect(posts.map((p) => [p.moved, p.out.length])).toEqual([
      [false, CHUNK],
      [false, 8],
    ]);
  });

  it('copies a run that is not continued, and buffers of another size', () => {
    const { mover, posts } = recorded();
    const a = new ArrayBuffer(CHUNK);
    const big = new ArrayBuffer(CHUNK * 2);
    mover.data(view(a, 0, 4));
    // A gap: not the continuation of the run.
    mover.data(view(a, 6, 4));
    mover.data(view(big, 0, CHUNK * 2));
    mover.end();
    expect(posts.map((p) => [p.moved, p.out.offset, p.out.length])).toEqual([
      [false, 0, 4],
      [false, 6, 4],
      [false, 0, CHUNK * 2],
    ]);
  });

  it('hands on a real gunzip output whole and in order, most of it moved', async () => {
    const data = randomBytes(3 * 1024 * 1024 + 123);
    const chunkSize = 64 * 1024;
    const got: Buffer[] = [];
    let moved = 0;
    const mover = new OutputMover(chunkSize, (out, move) => {
      // A moved buffer is detached here, as postMessage's transfer does: zlib writing into it
      // again would fail.
      const buffer = move ? structuredClone(out.buffer, { transfer: [out.buffer] }) : out.buffer;
      got.push(Buffer.from(new Uint8Array(buffer, out.offset, out.length).slice()));
      if (move) moved += out.length;
    });
    const gunzip = createGunzip({ chunkSize });
    gunzip.on('data', (chunk: Buffer) => mover.data(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      gunzip.on('end', () => {
        mover.end();
        resolve();
      });
      gunzip.on('error', reject);
    });
    const gz = gzipSync(data, { level: 1 });
    for (let at = 0; at < gz.length; at += 100_000) gunzip.write(gz.subarray(at, at + 100_000));
    gunzip.end();
    await ended;
    expect(Buffer.concat(got).equals(data)).toBe(true);
    expect(moved).toBeGreaterThan(data.length / 2);
  });
});
