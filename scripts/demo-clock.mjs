// The demo's fixed clock. `npm run demo` renders the samples in docs/samples/ from real runs, and
// they must come out the same on every machine and every day: so the demo, its emulators and each
// action run it spawns read the wall clock as if the demo ran on a fixed date. `Date` is shifted
// by an offset; it still advances in real time, so timers, polling and every duration the action
// measures are real (scripts/demo-samples.ts normalizes what stays variable).
//
// The demo process calls `shiftDate`; each spawned action run loads this file first
// (`NODE_OPTIONS=--import=…`) and takes the offset from DEMO_CLOCK_OFFSET_MS.

/**
 * Replaces the global `Date` with one that reads `offsetMs()` later than the real clock. Dates
 * built from a value, `Date.parse`, `Date.UTC` and `instanceof Date` work as before.
 */
export function shiftDate(offsetMs) {
  const Real = globalThis.Date;
  function DemoDate(...args) {
    const now = Real.now() + offsetMs();
    // `Date()` without `new` returns the current time as a string.
    if (!new.target) return new Real(now).toString();
    return args.length === 0 ? new Real(now) : new Real(...args);
  }
  DemoDate.prototype = Real.prototype;
  DemoDate.now = () => Real.now() + offsetMs();
  DemoDate.parse = Real.parse;
  DemoDate.UTC = Real.UTC;
  globalThis.Date = DemoDate;
}

const offset = Number(process.env.DEMO_CLOCK_OFFSET_MS);
if (process.env.DEMO_CLOCK_OFFSET_MS && Number.isFinite(offset)) shiftDate(() => offset);
