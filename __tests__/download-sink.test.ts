/**
 * The download's sink (publish/download-sink.ts) on its own: chunks taken without waiting until
 * the ring is full, then room again once the slots come back, the file, the digest and the walk
 * each getting every byte once; and a failing file write (ENOSPC on /dev/full) reported as the
 * download's error.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Header } from 'tar';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Sink, type SinkErrors } from '../src/publish/download-sink.js';

const ERRORS: SinkErrors = { fail: (message, options) => new Error(message, options) };

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'download-sink-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A .tar.gz of one file of `size` pseudo-random bytes (stored, so it stays that large). */
function bundle(size: number): Buffer {
  const body = Buffer.alloc(size);
  for (let i = 0; i < size; i++) body[i] = (i * 2654435761) >>> 24;
  const header = Buffer.alloc(512);
  new Header({ path: 'big.bin', type: 'File', size, mode: 0o644 }).encode(header, 0);
  const pad = Buffer.alloc((512 - (size % 512)) % 512);
  return gzipSync(Buffer.concat([header, body, pad, Buffer.alloc(1024)]), { level: 0 });
}

it('takes chunks until the ring is full, then again once slots come back', async () => {
  const data = bundle(20 * 1024 * 1024);
  const sink = await Sink.open(join(root, 'b.part'), data.length, {}, ERRORS, false);
  let refusals = 0;
  for (let at = 0; at < data.length; at += 64 * 1024) {
    // The caller may reuse its chunk at once: the sink copied it.
    const chunk = Buffer.from(data.subarray(at, at + 64 * 1024));
    if (!sink.take(chunk)) {
      refusals++;
      await sink.whenRoom();
    }
    chunk.fill(0);
    sink.check();
  }
  const result = await sink.finish(new AbortController().signal);
  expect(refusals).toBeGreaterThan(0);
  expect(result.sha256).toBe(createHash('sha256').update(data).digest('hex'));
  expect(result.walk.entries).toBe(1);
  expect(readFileSync(join(root, 'b.part')).equals(data)).toBe(true);
});

it.runIf(existsSync('/dev/full'))(
  'reports a failing file write as the download error',
  async () => {
    const data = bundle(4 * 1024 * 1024);
    const sink = await Sink.open('/dev/full', data.length, {}, ERRORS, false);
    const error = await (async () => {
      for (let at = 0; at < data.length; at += 64 * 1024) {
        if (!sink.take(data.subarray(at, at + 64 * 1024))) await sink.whenRoom();
        sink.check();
      }
      await sink.finish(new AbortController().signal);
    })().catch((e: unknown) => e);
    await sink.destroy();
    expect((error as Error).message).toMatch(/Writing the bundle to \/dev\/full failed: .*ENOSPC/);
  },
);
