/**
 * The download's helper thread (publish/helper-thread.ts + helper-worker.ts), run from the bundle
 * the test setup builds (build/test-dist/helper-worker/index.js, as dist/ has it): a link check
 * that throws is reported on its channel while the hash on the same thread goes on, the thread
 * ends once its last channel closes (a channel opened after starts a fresh one), and a thread that
 * cannot start is reported to every channel. One thread per download for both is checked in
 * download.test.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { FromHashWorker, ToHashWorker } from '../src/publish/hash-thread.js';
import { HelperThread } from '../src/publish/helper-thread.js';
import type { FromWorker, ToWorker } from '../src/publish/link-thread.js';
import { TEST_DIST } from './helpers/run-action.js';

const WORKER = join(TEST_DIST, 'helper-worker', 'index.js');

/** The SHA-256 of `data` as the thread computes it over a one-slot ring; the channel is closed. */
async function hashOn(thread: HelperThread, data: Buffer): Promise<string> {
  const ring = new SharedArrayBuffer(data.length);
  new Uint8Array(ring).set(data);
  const hex = await new Promise<string>((resolve, reject) => {
    const channel = thread.open<ToHashWorker>(
      'hash',
      (message: FromHashWorker) => {
        if (message.kind === 'digest') void channel.close().then(() => resolve(message.hex));
      },
      reject,
    );
    channel.post({ kind: 'start', ring, slotBytes: data.length });
    channel.post({ kind: 'slot', slot: 0, length: data.length });
    channel.post({ kind: 'finish' });
  });
  return hex;
}

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

it('reports a link check that throws on its channel, and the hash on the thread goes on', async () => {
  const thread = new HelperThread(WORKER);
  const got: FromWorker[] = [];
  const failures: Error[] = [];
  const links = thread.open<ToWorker>(
    'links',
    (message: FromWorker) => got.push(message),
    (err) => failures.push(err),
  );
  // A batch before the start: the check throws there.
  const buffer = new ArrayBuffer(8);
  links.post({ kind: 'batch', buffer, length: 0 }, [buffer]);
  const data = randomBytes(300_000);
  expect(await hashOn(thread, data)).toBe(sha256(data));
  expect(got).toEqual([{ kind: 'error', message: 'a batch came before the start' }]);
  expect(failures).toEqual([]);
  expect(HelperThread.alive).toBe(1);
  await links.close();
  expect(HelperThread.alive).toBe(0);
});

it('ends the thread with its last channel, and starts a fresh one for a channel after', async () => {
  const thread = new HelperThread(WORKER);
  const before = HelperThread.started;
  const first = randomBytes(1000);
  expect(await hashOn(thread, first)).toBe(sha256(first));
  expect(HelperThread.alive).toBe(0);
  const second = randomBytes(2000);
  expect(await hashOn(thread, second)).toBe(sha256(second));
  expect(HelperThread.started - before).toBe(2);
  expect(HelperThread.alive).toBe(0);
});

it('reports a thread that cannot start to every open channel, once each', async () => {
  const thread = new HelperThread(join(TEST_DIST, 'absent', 'index.js'));
  const failures: [string, Error][] = [];
  const hash = thread.open(
    'hash',
    () => undefined,
    (err) => failures.push(['hash', err]),
  );
  const links = thread.open(
    'links',
    () => undefined,
    (err) => failures.push(['links', err]),
  );
  while (failures.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setImmediate(resolve));
  expect(failures).toHaveLength(2);
  expect(failures.map(([channel]) => channel).sort()).toEqual(['hash', 'links']);
  expect(failures[0]?.[1].message).toMatch(/Cannot find module/);
  await Promise.all([hash.close(), links.close()]);
  expect(HelperThread.alive).toBe(0);
});
