/** What one HTTP response costs on the virtual clock. */
export const RESPONSE_MS: number;
/** Replaces the global `Date` with one that reads `nowMs()` as the current time. */
export function setDate(nowMs: () => number): void;
/** Replaces the global `Date` with one that reads `offsetMs()` later than the real clock. */
export function shiftDate(offsetMs: () => number): void;
/**
 * Starts a virtual clock at `startMs` that advances only by waits and HTTP responses; each wait
 * lasts `waitScale` (default 1) of its virtual length for real.
 */
export function startVirtualClock(startMs: number, waitScale?: number): void;
