/**
 * Follows the GitHub App's deployment of the pushed commit until it ends or the deadline comes:
 * the Deployment is context for the live check, except that a failure fails the step with the
 * App's own words. Polls gently (3 s, growing to 15 s): the live check does the waiting that matters.
 */
import * as core from '../../log.js';
import { findAppDeployment, type AppDeployment } from '../../github/app-deployments.js';
import type { Octokit } from '../../github/octokit.js';
import type { RunnerContext } from '../../inputs/runner.js';
import { errorText } from '../../util/abort.js';
import { logText } from '../../util/text.js';
import { sleep } from '../../util/timing.js';

/** How following the App ended. */
export interface AppFollow {
  /** `success`/`failure`: the deployment ended so; `pending`: it had not ended; `none`: no deployment. */
  readonly ending: 'success' | 'failure' | 'pending' | 'none';
  readonly deployment?: AppDeployment;
}

const FIRST_LOOK_MS = 3_000;
const MAX_LOOK_MS = 15_000;
const FAILED: ReadonlySet<string> = new Set(['failure', 'error']);

/** Follows the App's deployment of `sha` until it ends, the deadline, or `signal`. */
export async function followApp(
  octokit: Octokit,
  runner: RunnerContext,
  options: { sha: string; environment: string; deadline: number; signal: AbortSignal },
): Promise<AppFollow> {
  let seen: AppDeployment | undefined;
  let delay = FIRST_LOOK_MS;
  let logged = '';
  for (;;) {
    try {
      seen =
        (await findAppDeployment(octokit, {
          owner: runner.owner,
          repo: runner.repo,
          sha: options.sha,
          ...(options.environment ? { environment: options.environment } : {}),
          signal: options.signal,
        })) ?? seen;
    } catch (err) {
      if (options.signal.aborted) break;
      core.info(`Could not read the GitHub App's deployments: ${logText(errorText(err), 200)}`);
    }
    const state = seen?.state ?? (seen ? 'created' : 'none');
    if (state !== logged) {
      logged = state;
      core.info(
        `GitHub App deployment: ${logText(state, 40)}${seen ? ` (${logText(seen.environment, 60)})` : ''}.`,
      );
    }
    if (seen?.state === 'success') return { ending: 'success', deployment: seen };
    if (seen?.state && FAILED.has(seen.state)) return { ending: 'failure', deployment: seen };
    const remaining = options.deadline - Date.now();
    if (remaining <= 0 || options.signal.aborted) break;
    try {
      await sleep(Math.min(delay, remaining), options.signal);
    } catch {
      break;
    }
    delay = Math.min(MAX_LOOK_MS, Math.round(delay * 1.5));
  }
  return seen ? { ending: 'pending', deployment: seen } : { ending: 'none' };
}
