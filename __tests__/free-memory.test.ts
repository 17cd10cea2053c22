/**
 * Freeing a spent buffer now (util/free-memory.ts): the buffer is detached and its memory is gone
 * without a garbage collection; a view of part of a buffer, a shared or an empty one is left alone.
 */
import { expect, it } from 'vitest';
import { freeBuffer, freeIfWhole } from '../src/util/free-memory.js';

it('detaches the buffer: every view of it reads as empty, the memory is given back', () => {
  const before = process.memoryUsage().arrayBuffers;
  const views: Buffer[] = [];
  for (let i = 0; i < 64; i++) {
    const buffer = Buffer.allocUnsafe(1024 * 1024);
    views.push(buffer.subarray(10, 20));
    freeBuffer(buffer.buffer);
    expect(buffer.length).toBe(0);
  }
  expect(views.every((v) => v.length === 0)).toBe(true);
  // 64 MiB allocated and freed at once: arrayBuffers never held them all (no collection ran).
  expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(8 * 1024 * 1024);
});

it('frees a view only when it is the whole of its buffer', () => {
  const whole = Buffer.from(new ArrayBuffer(4096));
  expect(freeIfWhole(whole)).toBe(true);
  expect(whole.length).toBe(0);
  const part = Buffer.from(new ArrayBuffer(4096), 0, 1024);
  expect(freeIfWhole(part)).toBe(false);
  expect(part.length).toBe(1024);
  const shared = Buffer.from(new SharedArrayBuffer(4096));
  expect(freeIfWhole(shared)).toBe(false);
  expect(shared.length).toBe(4096);
  // A small Buffer is a view of Node's shared pool: never the whole of it.
  const pooled = Buffer.from('a few bytes');
  expect(freeIfWhole(pooled)).toBe(false);
  expect(pooled.toString()).toBe('a few bytes');
});
