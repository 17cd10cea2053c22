/** The one way a platform client is closed, whoever opened it. */
import * as core from '../log.js';
import type { PlatformClient } from './client.js';

/** Closes the client's pool; never throws, and after an abort does not make the exit wait. */
export async function closePlatformClient(
  client: PlatformClient,
  signal: AbortSignal,
): Promise<void> {
  if (signal.aborted) {
    // Aborted requests are already over; do not let closing the pool delay the exit.
    void client.close().catch(() => undefined);
    return;
  }
  await client.close().catch((err: unknown) => core.debug(`Closing the client: ${String(err)}`));
}
