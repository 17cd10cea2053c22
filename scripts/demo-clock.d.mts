/** What one HTTP response costs on the virtual clock. */
export const RESPONSE_MS: number;
/** Replaces the global `Date` with one that reads `nowMs()` as the current time. */
export function setDate(nowMs: () => number): void;
/** Replaces the global `Date` with one that reads `offsetMs()` later than the real clock. */
export function shiftDate(offsetMs: () => number): void;
/** Starts a virtual clock at `startMs` that advances only by waits and HTTP responses. */
export function startVirtualClock(startMs: number): void;
