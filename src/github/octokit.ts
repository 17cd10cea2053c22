/** The one place an Octokit client is made, pointed at this run's API (GHES or the emulator). */
import * as github from '@actions/github';
import type { RunnerContext } from '../inputs.js';

/** An authenticated Octokit client. */
export type Octokit = ReturnType<typeof github.getOctokit>;

/**
 * Creates an Octokit for `token` against `runner.apiUrl`. @actions/github reads GITHUB_API_URL
 * when it loads, so the base URL is passed explicitly rather than trusted from the module.
 */
export function createOctokit(token: string, runner: RunnerContext): Octokit {
  return github.getOctokit(token, { baseUrl: runner.apiUrl });
}
