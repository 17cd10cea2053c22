/** Replaces the global `Date` with one that reads `offsetMs()` later than the real clock. */
export function shiftDate(offsetMs: () => number): void;
