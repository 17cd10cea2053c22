/**
 * The download's hash (publish/hash-thread.ts + hash-worker.ts), on the caller's thread and on
 * the helper thread the test setup bundles (build/test-dist/helper-worker/index.js, as dist/ has
 * it): the digest of slots given in order and reused once handed back, and a thread that cannot
 * start reported once, with the digest rejected.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
      onHashed: (slot) => {
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
    onHashed: () => undefined,
    onFail: (err) => failures.push(err),
  });
  await expect(hasher.digest()).rejects.toThrow(/missing-worker|Cannot find module/);
  await hasher.destroy();
  expect(failures).toHaveLength(1);
});
