/**
 * src/util/abort.ts's `windDown`: main.ts's backstop. Once the run's signal aborts, a mode that
 * does not end within the grace is left behind (the signal's reason answers), so the outcome and
 * the failure summary are written even if a socket or a promise still holds on; a mode that ends
 * in time keeps its own result.
 */
import { describe, expect, it } from 'vitest';
import { windDown } from '../src/util/abort.js';

describe('windDown', () => {
  it('answers with the reason once the grace after the abort is over, work still pending', async () => {
    const controller = new AbortController();
    const never = new Promise<string>(() => undefined);
    const started = Date.now();
    const answer = windDown(never, controller.signal, 200).catch((e: unknown) => e);
    setTimeout(() => controller.abort(new Error('timed out')), 50);
    const err = await answer;
    expect((err as Error).message).toBe('timed out');
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("keeps the work's own result when it ends within the grace", async () => {
    const controller = new AbortController();
    controller.abort(new Error('timed out'));
    const work = new Promise<string>((done) => setTimeout(() => done('wound down'), 50));
    expect(await windDown(work, controller.signal, 1_000)).toBe('wound down');
  });

  it('never answers early without an abort', async () => {
    const controller = new AbortController();
    const work = new Promise<string>((done) => setTimeout(() => done('done'), 300));
    expect(await windDown(work, controller.signal, 10)).toBe('done');
  });
});
