/** How the live check's verdict (and a repair's) turns into the step's result. */
import { Input } from '../../constants.js';
import { oneLine } from '../../util/text.js';
import type { ModeResult } from '../types.js';
import type { StatusInputs } from './inputs.js';
import type { LiveReport } from './live.js';
import type { RepairNote } from './live-report.js';

/** Time kept after the live check's deadline to write the outputs and the summary. */
export const LIVE_MARGIN_MS = 2_000;

/**
 * `result` as the update left it, unless pages stay stale (after the repair, when there was one)
 * and `on-stale: error`: then a failure that names them. `unverified` never fails the step.
 */
export function liveResult(
  result: ModeResult,
  report: LiveReport,
  repair: RepairNote | undefined,
  onStale: StatusInputs['onStale'],
): ModeResult {
  const final = repair?.after ?? report;
  if (result.outcome !== 'success' || final.live !== 'stale' || onStale !== 'error') return result;
  const stale = final.pages.filter((p) => p.verdict === 'stale').map((p) => p.target.pagePath);
  const listed = stale
    .slice(0, 5)
    .map((p) => oneLine(p, 100))
    .join(', ');
  const more = stale.length > 5 ? ` and ${stale.length - 5} more` : '';
  const repaired = repair ? ' even after one repair update' : '';
  return {
    outcome: 'failure',
    message: `The live site still serves an old version of ${stale.length} page(s)${repaired}: ${listed}${more}. The job summary shows what was expected and what the site answered; \`${Input.OnStale}: warn\` makes this a warning.`,
  };
}
