/**
 * Deterministic randomness. Everything the emulator invents (keys, ids, datasets, bundle bytes)
 * comes from here so one seed always yields the same data.
 */
import { createHash } from 'node:crypto';

/** Hex SHA-256 of the parts joined by ':'; the building block of every derived id. */
export function derive(...parts: (string | number)[]): string {
  return createHash('sha256').update(parts.join(':')).digest('hex');
}

/** A small, fast seeded PRNG (mulberry32) with a few convenience draws. */
export class Rng {
  private state: number;

  /** Seeds from a label so independent streams (feedback, commits, …) do not interfere. */
  constructor(seed: number, stream: string) {
    this.state = Number.parseInt(derive('rng', seed, stream).slice(0, 8), 16) >>> 0;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** One element, uniformly. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** One element, with the given relative weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    const last = items[items.length - 1];
    if (last === undefined) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** `count` hex characters. */
  hex(count: number): string {
    let out = '';
    while (out.length < count) out += Math.floor(this.next() * 16).toString(16);
    return out;
  }
}
