// The demo's fixed clock. `npm run demo` renders the samples in docs/samples/ from real runs, and
// they must come out the same on every machine and every day: so the demo, its emulators and each
// action run it spawns read the clock as if the demo ran on a fixed date, and no duration depends
// on how fast the machine is.
//
// The demo process calls `setDate`: its clock stands still at each scenario's instant, and its
// emulators count an update's, a preview's and an export's progress in reads (their `readStepMs`),
// not in time. Each spawned action run loads this file first
// (`NODE_OPTIONS=--import=…`): with DEMO_CLOCK_AT_MS its clock starts at that instant and then
// advances only by what the action waits (node:timers/promises' `setTimeout`, the action's one
// sleep, src/util/timing.ts) and a fixed time per HTTP response (diagnostics_channel), never by
// how fast the machine is: every duration the action measures (how long it tracked an update,
// exported, downloaded, checked the live site) is the same on every run. The waits themselves
// are real, so the emulators move on as they would. With DEMO_CLOCK_OFFSET_MS instead, the
// clock is only shifted (the demo's own test uses it).
import { subscribe } from 'node:diagnostics_channel';
import { createRequire, syncBuiltinESMExports } from 'node:module';

/** What one HTTP response costs on the virtual clock: a request to a nearby host. */
export const RESPONSE_MS = 40;

/**
 * Replaces the global `Date` with one that reads `nowMs()` as the current time. Dates built from
 * a value, `Date.parse`, `Date.UTC` and `instanceof Date` work as before.
 */
export function setDate(nowMs) {
  const Real = globalThis.Date;
  function DemoDate(...args) {
    // `Date()` without `new` returns the current time as a string.
    if (!new.target) return new Real(nowMs()).toString();
    return args.length === 0 ? new Real(nowMs()) : new Real(...args);
  }
  DemoDate.prototype = Real.prototype;
  DemoDate.now = () => nowMs();
  DemoDate.parse = Real.parse;
  DemoDate.UTC = Real.UTC;
  globalThis.Date = DemoDate;
}

/** Replaces the global `Date` with one that reads `offsetMs()` later than the real clock. */
export function shiftDate(offsetMs) {
  const realNow = Date.now;
  setDate(() => realNow() + offsetMs());
}

/**
 * Starts a virtual clock at `startMs`: `Date` reads it from now on. It advances when a
 * node:timers/promises `setTimeout` resolves (by its delay, counted from the virtual instant it
 * was started at, so waits side by side do not add up; the real wait is `waitScale` of it) and by {@link RESPONSE_MS} per HTTP
 * response (undici's `undici:request:headers` channel, which fetch and undici both publish), a
 * proxy's CONNECT answers left out.
 */
export function startVirtualClock(startMs, waitScale = 1) {
  let elapsed = 0;
  setDate(() => startMs + elapsed);
  const require = createRequire(import.meta.url);
  const timers = require('node:timers/promises');
  const realDelay = timers.setTimeout;
  timers.setTimeout = async function virtualDelay(ms, ...rest) {
    const from = elapsed;
    const value = await realDelay((Number(ms) || 0) * waitScale, ...rest);
    elapsed = Math.max(elapsed, from + Math.max(0, Number(ms) || 0));
    return value;
  };
  // ES modules importing node:timers/promises see the replacement too.
  syncBuiltinESMExports();
  subscribe('undici:request:headers', (message) => {
    // A proxy's answer to CONNECT opens a tunnel: how many tunnels requests sent side by side
    // open depends on the machine's timing, so only the requests themselves count.
    if (message?.request?.method !== 'CONNECT') elapsed += RESPONSE_MS;
  });
}

const at = Number(process.env.DEMO_CLOCK_AT_MS);
const offset = Number(process.env.DEMO_CLOCK_OFFSET_MS);
// A scenario whose emulators move on by reads alone (the export) may wait a fraction of each
// virtual wait for real: a minute's export then takes a second or two to render.
const scale = Number(process.env.DEMO_CLOCK_WAIT_SCALE);
const waitScale = scale > 0 && scale <= 1 ? scale : 1;
if (process.env.DEMO_CLOCK_AT_MS && Number.isFinite(at)) startVirtualClock(at, waitScale);
else if (process.env.DEMO_CLOCK_OFFSET_MS && Number.isFinite(offset)) shiftDate(() => offset);
