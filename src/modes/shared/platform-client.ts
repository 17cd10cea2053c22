/**
 * The platform client every mode uses: the run's deadline and cancellation, secrets masked the
 * moment they are known, and each retry logged in one wording.
 */
import * as core from '../../log.js';
import { PlatformClient, type RequestBudget, type RetryInfo } from '../../platform/index.js';
import { formatDuration } from '../../util/format.js';
import { addSecret } from '../../secrets.js';
import type { ModeContext } from '../types.js';

/** A client for this run; with a `budget`, every attempt takes a unit of it. `close()` it after. */
export function createPlatformClient(ctx: ModeContext, budget?: RequestBudget): PlatformClient {
  return new PlatformClient({
    baseUrl: ctx.inputs.apiUrl,
    adminKey: ctx.inputs.adminKey,
    userAgent: ctx.userAgent,
    deadline: ctx.deadline,
    signal: ctx.signal,
    ...(budget ? { budget } : {}),
    onSecret: addSecret,
    onRetry: logRetry,
  });
}

/** Logs a retry of the platform client. */
function logRetry(info: RetryInfo): void {
  core.info(
    `Retrying ${info.endpoint} in ${formatDuration(info.delayMs)}: attempt ${info.attempt} failed (${info.reason}).`,
  );
}
