/**
 * How the action writes durations, sizes and counts, in messages and summaries alike. Bottom layer: it
 * imports nothing from `src/`, so the platform client's own errors can use it too.
 */

/** `850 ms`, `4.2 s`, `3 s`, `1 min 12 s`, `2 min`, `1 h 3 min`; `—` for no value. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${Number((ms / 1000).toFixed(1))} s`;
  const totalSeconds = Math.round(ms / 1000);
  if (totalSeconds < 3600) {
    const s = totalSeconds % 60;
    return `${Math.floor(totalSeconds / 60)} min${s ? ` ${s} s` : ''}`;
  }
  const minutes = Math.round(totalSeconds / 60);
  const m = minutes % 60;
  return `${Math.floor(minutes / 60)} h${m ? ` ${m} min` : ''}`;
}

/** `812 B`, `5.2 KiB`, `10 GiB`, `512 MiB`; `—` for no value. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return '—';
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : Number(value.toFixed(1))} ${units[unit]}`;
}

const NUMBER = new Intl.NumberFormat('en-US');

/** `7`, `12,345`. */
export function formatCount(value: number): string {
  return NUMBER.format(value);
}

/** `1 request`, `2,000 requests`; `many` for plurals that are not `one` + `s` (`entries`). */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** `part` of `whole` as a whole percentage (`43%`); the caller rules out a `whole` of 0. */
export function percentOf(part: number, whole: number): string {
  return `${Math.round((100 * part) / whole)}%`;
}
