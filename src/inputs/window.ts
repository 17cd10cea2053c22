/**
 * The report window of the analytics modes (`feedback`, `health`): `date-from` and `date-to` as
 * the API takes them, checked together, with the last 30 days when no start is given.
 */
import { Input } from '../constants.js';
import { parseDate, type Getter } from './parse.js';

/** Days read when `date-from` is empty: the reports are about what readers say now. */
export const DEFAULT_WINDOW_DAYS = 30;

/** A report window, as sent to the API. */
export interface ReportWindow {
  /** Inclusive start (`YYYY-MM-DD` or ISO date-time). */
  readonly dateFrom: string;
  /** Exclusive end, or empty for now. */
  readonly dateTo: string;
}

/** Reads `date-from` and `date-to`, pushing a problem for each bad date and a backwards window. */
export function readReportWindow(get: Getter, problems: string[]): ReportWindow {
  const fromRaw = get(Input.DateFrom);
  const toRaw = get(Input.DateTo);
  const from = fromRaw ? parseDate(fromRaw, Input.DateFrom, problems) : undefined;
  const to = toRaw ? parseDate(toRaw, Input.DateTo, problems) : undefined;
  if (from !== undefined && to !== undefined && from >= to) {
    problems.push(
      `\`${Input.DateFrom}\` (${fromRaw}) must be before \`${Input.DateTo}\` (${toRaw}); \`${Input.DateTo}\` is exclusive.`,
    );
  }
  const dateFrom = fromRaw || new Date(Date.now() - DEFAULT_WINDOW_DAYS * 86_400_000).toISOString();
  return { dateFrom, dateTo: toRaw };
}

/** The window as an analytics query takes it: `dateTo` only when there is one. */
export function windowQuery(window: ReportWindow): { dateFrom: string; dateTo?: string } {
  return { dateFrom: window.dateFrom, ...(window.dateTo ? { dateTo: window.dateTo } : {}) };
}
