/** Writes the job summary: markdown the guard let through (`summaryText`), nothing else. */
import { summary } from '@actions/core';
import type { SafeText } from '../../safe-text.js';
import { summaryText } from '../../guard.js';
import { proxyRoutes } from '../../util/network.js';
import * as core from '../../log.js';
import { redact } from '../../secrets.js';
import type { RunnerContext } from '../../inputs/runner.js';
import { inlineCode, inlineText, safeUrl } from '../../util/sanitize.js';

/**
 * Whether this run has written a job summary. A mode that wrote one says in it why it failed; a
 * run that wrote none gets the failure summary (`failure.ts`), so every failed step has one.
 */
let written = false;

/** Whether this run has written to the job summary yet. */
export function jobSummaryWritten(): boolean {
  return written;
}

/**
 * Appends `markdown` to the job summary (GITHUB_STEP_SUMMARY). The guard's `summaryText` has
 * scrubbed every known secret and kept it under GitHub's 1 MiB. Does nothing, with a debug line,
 * outside a runner.
 *
 * Best-effort in every mode: the summary reports work already done (outputs set, bundle
 * published), so failing to write it is a warning, never the step's failure. Never throws.
 */
export async function writeJobSummary(markdown: SafeText<'summary'>): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.debug('GITHUB_STEP_SUMMARY is not set: no job summary written.');
    return;
  }
  try {
    await summary.addRaw(markdown + proxyNote(), true).write();
    written = true;
  } catch (err) {
    // Whatever was buffered must not leak into a later write.
    summary.emptyBuffer();
    core.warning(
      `Could not write the job summary (the step's result stands; its outputs are set): ${redact(
        err instanceof Error ? err.message : String(err),
      )}`,
    );
  }
}

/**
 * Tells the job summary why the step stops before its report, or failed after it: a caution
 * quoting `message` (our words, which may quote outside text: escaped) after `lead` (markdown),
 * under a heading naming the report and the project when `title` is given. Never throws.
 */
export async function writeCaution(
  message: string,
  title?: { readonly report: string; readonly projectId: string },
  lead = '',
): Promise<void> {
  const heading = title ? `## ${title.report} · ${inlineCode(title.projectId, 100)}\n\n` : '';
  await writeJobSummary(
    summaryText(`${heading}> [!CAUTION]\n> ${lead}${inlineText(message, 2_000)}\n`),
  );
}

/** The job summary URL of this run: `…/actions/runs/<id>` (plus `/attempts/<n>` after a re-run). */
export function jobSummaryUrl(runner: RunnerContext): string | undefined {
  if (!runner.runId || !runner.owner || !runner.repo) return undefined;
  const attempt = Number(runner.runAttempt);
  const base = `${runner.serverUrl}/${encodeURIComponent(runner.owner)}/${encodeURIComponent(runner.repo)}/actions/runs/${encodeURIComponent(runner.runId)}`;
  return safeUrl(Number.isInteger(attempt) && attempt > 1 ? `${base}/attempts/${attempt}` : base);
}

/** `proxy host` pairs already named in this run's summary. */
const routesNamed = new Set<string>();

/**
 * A line naming, per proxy, the hosts this run reached through it (tunnels the proxy opened, not
 * requests merely sent its way) that no earlier summary of the run named: so a user who did not
 * know the runner had one learns where the traffic went. Nothing when no request used a proxy.
 */
function proxyNote(): SafeText<'summary'> | '' {
  const lines: string[] = [];
  for (const { proxy, hosts } of proxyRoutes()) {
    const fresh = hosts.filter((h) => !routesNamed.has(`${proxy} ${h}`));
    if (fresh.length === 0) continue;
    for (const h of fresh) routesNamed.add(`${proxy} ${h}`);
    lines.push(
      `Requests to ${andList(fresh.map((h) => inlineCode(h)))} went through the runner's proxy ${inlineCode(proxy)} (its proxy settings; \`NO_PROXY\` sends a host around it).`,
    );
  }
  return lines.length === 0 ? '' : summaryText(`\n\n${lines.join('\n\n')}\n`);
}

/** `a`, `a and b`, `a, b and c`. */
function andList(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
