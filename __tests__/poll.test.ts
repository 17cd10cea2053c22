import { describe, expect, it } from 'vitest';
import { sleep } from '../src/util/timing.js';
import { pollUntil } from '../src/util/poll.js';

describe('pollUntil', () => {
  it('returns the final value and honours the floor interval', async () => {
    const seen: number[] = [];
    const delays: number[] = [];
    let n = 0;
    const started = Date.now();
    const result = await pollUntil({
      fetch: async () => ++n,
      done: (v) => v >= 3,
      nextDelayMs: () => 1,
      minIntervalMs: 30,
      deadline: Date.now() + 5_000,
      signal: new AbortController().signal,
      onValue: (v) => {
        seen.push(v);
        delays.push(Date.now() - started);
      },
    });
    expect(result).toEqual({ done: true, value: 3 });
    expect(seen).toEqual([1, 2, 3]);
    // Two waits of at least the floor happened between three look-ups.
    expect((delays[2] ?? 0) - (delays[0] ?? 0)).toBeGreaterThanOrEqual(55);
  });

  it('looks once more at the deadline, then reports the last value', async () => {
    let n = 0;
    const result = await pollUntil({
      fetch: async () => ++n,
      done: () => false,
      nextDelayMs: () => 10_000,
      deadline: Date.now() + 50,
      signal: new AbortController().signal,
    });
    expect(result).toEqual({ done: false, last: 2 });
  });

  it('stops at once when aborted during a wait', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    setTimeout(() => controller.abort(reason), 20);
    const started = Date.now();
    await expect(
      pollUntil({
        fetch: async () => 0,
        done: () => false,
        nextDelayMs: () => 60_000,
        deadline: Date.now() + 60_000,
        signal: controller.signal,
      }),
    ).rejects.toBe(reason);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('sleep rejects immediately on an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('x'));
    await expect(sleep(1000, controller.signal)).rejects.toThrow('x');
  });
});
