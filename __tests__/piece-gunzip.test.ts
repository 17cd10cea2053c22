/**
 * The walk's gunzip (publish/piece-gunzip.ts): inflated in place, piece by piece, whatever the
 * chunks; the output of one piece bounded (so a bomb is seen after one piece); paused between
 * pieces; damaged, truncated and tampered streams reported as zlib reports them; every chunk's
 * `done` called once, after its bytes went through or were dropped.
 */
import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PIECE_BYTES, PieceGunzip } from '../src/publish/piece-gunzip.js';

/** A gunzip that records what it was given back (`keep: false`: only how much). */
function recorder(keep = true): {
  gunzip: PieceGunzip;
  out: Buffer[];
  errors: Error[];
  ended: () => boolean;
  /** Inflated bytes per value of `consumed` (what each inflate call produced). */
  perCall: Map<number, number>;
} {
  const out: Buffer[] = [];
  const errors: Error[] = [];
  const perCall = new Map<number, number>();
  let ended = false;
  const gunzip: PieceGunzip = new PieceGunzip({
    data: (chunk) => {
      if (keep) out.push(chunk);
      perCall.set(gunzip.consumed, (perCall.get(gunzip.consumed) ?? 0) + chunk.length);
    },
    error: (err) => errors.push(err),
    end: () => {
      ended = true;
    },
  });
  return { gunzip, out, errors, ended: () => ended, perCall };
}

/** `data` cut into chunks of seeded, uneven sizes (1 byte to 200 KiB). */
function cut(data: Buffer, seed: number): Buffer[] {
  const chunks: Buffer[] = [];
  let state = seed;
  for (let at = 0; at < data.length;) {
    state = (state * 1103515245 + 12345) >>> 0;
    const size = 1 + (state % (200 * 1024));
    chunks.push(data.subarray(at, at + size));
    at += size;
  }
  return chunks;
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('inflating', () => {
  it('gives what gunzip gives, whatever the chunks, calling each done once', async () => {
    const plain = Buffer.concat([randomBytes(300_000), Buffer.alloc(700_000, 'a')]);
    const zipped = gzipSync(plain);
    for (const seed of [1, 2, 3]) {
      const { gunzip, out, errors, ended } = recorder();
      const chunks = cut(zipped, seed);
      const done: number[] = [];
      chunks.forEach((chunk, i) => gunzip.write(chunk, () => done.push(i)));
      gunzip.end();
      await tick();
      expect(errors).toEqual([]);
      expect(ended()).toBe(true);
      expect(Buffer.concat(out).equals(plain)).toBe(true);
      expect(done).toEqual(chunks.map((_c, i) => i));
      expect(gunzip.consumed).toBe(zipped.length);
    }
  });

  it('inflates gzip members one after another, as gunzip does', async () => {
    const { gunzip, out, errors, ended } = recorder();
    gunzip.write(Buffer.concat([gzipSync('first '), gzipSync('second')]));
    gunzip.end();
    await tick();
    expect(errors).toEqual([]);
    expect(ended()).toBe(true);
    expect(Buffer.concat(out).toString()).toBe('first second');
  });

  it('bounds what one piece inflates to, so a bomb is seen after one piece', () => {
    const { gunzip, perCall } = recorder(false);
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
    // Given in one chunk: still inflated piece by piece.
    gunzip.write(bomb);
    gunzip.destroy();
    const largest = Math.max(...perCall.values());
    // Deflate's most is ~1032 bytes per byte: a piece gives at most ~16.5 MiB.
    expect(largest).toBeGreaterThan(PIECE_BYTES * 100);
    expect(largest).toBeLessThanOrEqual(PIECE_BYTES * 1040);
    expect(gunzip.consumed % PIECE_BYTES === 0 || gunzip.consumed === bomb.length).toBe(true);
  });
});

describe('pausing', () => {
  it('stops between pieces, asks the caller to wait, and goes on when resumed', async () => {
    const plain = randomBytes(6 * 1024 * 1024);
    const zipped = gzipSync(plain, { level: 0 });
    const { gunzip, out, ended } = recorder();
    gunzip.pause();
    gunzip.pause();
    expect(gunzip.write(zipped.subarray(0, 3 * 1024 * 1024))).toBe(true);
    expect(gunzip.write(zipped.subarray(3 * 1024 * 1024))).toBe(false);
    expect(out).toEqual([]);
    let drained = false;
    void gunzip.drained().then(() => (drained = true));
    gunzip.resume();
    await tick();
    // One pause is still held.
    expect([out.length, drained]).toEqual([0, false]);
    gunzip.resume();
    await tick();
    expect(drained).toBe(true);
    gunzip.end();
    expect(ended()).toBe(true);
    expect(Buffer.concat(out).equals(plain)).toBe(true);
  });

  it('drops what is queued when destroyed, still calling every done', async () => {
    const { gunzip, out } = recorder();
    const done: number[] = [];
    gunzip.pause();
    gunzip.write(gzipSync('never'), () => done.push(1));
    gunzip.write(gzipSync('read'), () => done.push(2));
    gunzip.destroy();
    gunzip.resume();
    gunzip.write(gzipSync('after'), () => done.push(3));
    await tick();
    expect(out).toEqual([]);
    expect(done).toEqual([1, 2, 3]);
  });
});

describe('damaged input', () => {
  const zipped = gzipSync(Buffer.alloc(100_000, 'page '));

  it.each([
    ['not gzip at all', Buffer.from('<html>an error page</html>'), /header check/],
    ['cut short', zipped.subarray(0, zipped.length - 20), /unexpected end/],
    [
      'with a wrong CRC',
      Buffer.concat([zipped.subarray(0, -8), Buffer.from([1, 2, 3, 4]), zipped.subarray(-4)]),
      /incorrect data check/,
    ],
  ])('reports a stream %s once, as zlib words it', (_name, data, message) => {
    const { gunzip, errors, ended } = recorder();
    gunzip.write(data);
    gunzip.end();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(message);
    expect((errors[0] as Error & { code?: string }).code).toMatch(/^Z_/);
    expect(ended()).toBe(false);
    // Nothing more is taken or given.
    expect(gunzip.write(gzipSync('more'))).toBe(true);
    expect(gunzipSync(zipped).length).toBe(100_000);
  });
});

describe('reusing slabs', () => {
  it('gives the same bytes from two slabs in turn, each view whole until the next one', async () => {
    const plain = Buffer.concat([randomBytes(700_000), Buffer.alloc(900_000, 'b')]);
    const copies: Buffer[] = [];
    const slabs = new Set<ArrayBufferLike>();
    let last: { view: Buffer; copy: Buffer } | undefined;
    let intact = true;
    let ended = false;
    const gunzip = new PieceGunzip(
      {
        data: (chunk) => {
          // The view before this one is still as it was handed out (what node-tar relies on).
          if (last && !last.view.equals(last.copy)) intact = false;
          const copy = Buffer.from(chunk);
          copies.push(copy);
          last = { view: chunk, copy };
          slabs.add(chunk.buffer);
        },
        error: (err) => {
          throw err;
        },
        end: () => {
          ended = true;
        },
      },
      { reuse: true },
    );
    for (const chunk of cut(gzipSync(plain), 7)) gunzip.write(chunk);
    gunzip.end();
    await tick();
    expect(ended).toBe(true);
    expect(Buffer.concat(copies).equals(plain)).toBe(true);
    expect(intact).toBe(true);
    // 1.6 MB inflated went through two 256 KiB slabs, not seven.
    expect(slabs.size).toBe(2);
  });
});
