/**
 * The set of a bundle's file paths the link check answers references from, kept as 64-bit
 * fingerprints in one typed array (open addressing, linear probing) instead of a `Set` of
 * strings: 8 bytes a path at most twice over, where a string and its set entry cost ~80 bytes
 * and the heap grew with them (BENCHMARKS.md, Pages: the link check's share of the growth from
 * 10,000 to 100,000 files). Two independent 32-bit hashes of the path make its fingerprint; two
 * different paths share one with a chance of about one in 2^64 per pair, so among 100,000 files a
 * broken reference is taken for a file about once in 10^14 lookups.
 */

/** Slots to start with (a power of two). */
const INITIAL_SLOTS = 1024;

/** The last fingerprint computed (two words, kept here so that hashing allocates nothing). */
let fa = 0;
let fb = 0;

/**
 * Sets {@link fa} and {@link fb} to the fingerprint of `prefix` + `path` from `from` on (made
 * from the parts, so the joined string need not exist): FNV-1a over its UTF-16 code units, and a
 * second hash with other constants and a final mix (odd, so a used slot is never zero).
 */
function fingerprint(path: string, prefix = '', from = 0): void {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  const split = prefix.length;
  const shift = from - split;
  const end = path.length - shift;
  for (let k = 0; k < end; k++) {
    const c = k < split ? prefix.charCodeAt(k) : path.charCodeAt(k + shift);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  b = Math.imul(b ^ (b >>> 13), 0xc2b2ae35);
  fa = a >>> 0;
  fb = ((b ^ (b >>> 16)) | 1) >>> 0;
}

/** A set of paths by fingerprint: add and has, nothing else. */
export class PathTable {
  /** Two words a slot: [a, b]; b is never 0 in a used slot. */
  private slots = new Uint32Array(INITIAL_SLOTS * 2);
  private count = 0;

  /** Paths added (each once). */
  get size(): number {
    return this.count;
  }

  /** Adds `path` (a second add of the same path changes nothing). */
  add(path: string): void {
    fingerprint(path);
    if (this.insert(this.slots, fa, fb)) this.count++;
    if (this.count * 2 > this.slots.length / 2) this.grow();
  }

  /** Whether `path` was added. */
  has(path: string): boolean {
    fingerprint(path);
    const a = fa;
    const b = fb;
    const slots = this.slots;
    const mask = slots.length / 2 - 1;
    for (let i = a & mask; ; i = (i + 1) & mask) {
      const sb = slots[2 * i + 1];
      if (sb === 0) return false;
      if (sb === b && slots[2 * i] === a) return true;
    }
  }

  /** Puts [a, b] into `slots` unless there; true when it was added. */
  private insert(slots: Uint32Array, a: number, b: number): boolean {
    const mask = slots.length / 2 - 1;
    for (let i = a & mask; ; i = (i + 1) & mask) {
      const sb = slots[2 * i + 1];
      if (sb === 0) {
        slots[2 * i] = a;
        slots[2 * i + 1] = b;
        return true;
      }
      if (sb === b && slots[2 * i] === a) return false;
    }
  }

  /** Doubles the slots, keeping the load at most one half. */
  private grow(): void {
    const old = this.slots;
    const slots = new Uint32Array(old.length * 2);
    for (let i = 0; i < old.length; i += 2) {
      const b = old[i + 1] ?? 0;
      if (b !== 0) this.insert(slots, old[i] ?? 0, b);
    }
    this.slots = slots;
  }
}

/**
 * Paths found lately, by fingerprint, in a fixed number of slots (a path takes the slot its
 * fingerprint names, replacing whatever was there): the link check's cache of targets that
 * resolved, so a sidebar repeated page after page costs one hash a reference. It holds no string,
 * so nothing it forgets is left on the heap for a full collection to find (a `Set` of strings,
 * cleared when full, was most of the link thread's old-generation garbage).
 */
export class RecentPaths {
  private readonly slots: Uint32Array;
  private readonly mask: number;

  /** `size` slots, a power of two. */
  constructor(size: number) {
    this.slots = new Uint32Array(size * 2);
    this.mask = size - 1;
  }

  /**
   * Whether `prefix` + `path` from `from` on (the joined path, which need not be made) was added
   * and its slot not taken since.
   */
  has(path: string, prefix = '', from = 0): boolean {
    fingerprint(path, prefix, from);
    const i = (fa & this.mask) * 2;
    return this.slots[i + 1] === fb && this.slots[i] === fa;
  }

  /** Puts `path` in its slot. */
  add(path: string): void {
    fingerprint(path);
    const i = (fa & this.mask) * 2;
    this.slots[i] = fa;
    this.slots[i + 1] = fb;
  }
}
