/**
 * The platform client of `mode: feedback`'s analytics reads (feedback, page views): one run-wide
 * request budget, the run's deadline and cancellation, secrets masked, retries logged.
 */
import * as core from '../log.js';
import type { FeedbackInputs } from '../inputs.js';
import { PlatformClient, type RequestBudget, type RetryInfo } from '../platform/index.js';
import { addSecret } from '../secrets.js';
import type { ModeContext } from './types.js';

/** A client whose every attempt takes a unit of `budget`; `close()` it after the read. */
export function createAnalyticsClient(
  ctx: ModeContext<FeedbackInputs>,
  budget: RequestBudget,
): PlatformClient {
  const { inputs } = ctx;
  return new PlatformClient({
    baseUrl: inputs.apiUrl,
    adminKey: inputs.adminKey,
    userAgent: ctx.userAgent,
    deadline: ctx.deadline,
    signal: ctx.signal,
    budget,
    onSecret: addSecret,
    onRetry: (info: RetryInfo) =>
      core.info(
        `Mintlify API (${info.endpoint}): ${info.reason}; retrying in ${(info.delayMs / 1000).toFixed(1)} s (attempt ${info.attempt + 1}).`,
      ),
  });
}
