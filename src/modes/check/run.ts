/**
 * `mode: check`: will Mintlify's cloud publish this? The whole site in the checkout, every run:
 * the PR's files told apart by git (./changed.ts), every page compiled by the vendor's parsers
 * on worker threads and the cloud's file rules applied (./check.ts), findings annotated at their
 * lines (the PR's first), listed in the job summary and written to the findings file. No key,
 * no token, no request: a fork's or Dependabot's PR runs it in full.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '../../log.js';
import { Output } from '../../constants.js';
import { setOutput, summaryText } from '../../guard.js';
import { PR_EVENTS } from '../../inputs/runner.js';
import { plural } from '../../util/format.js';
import { writeJobSummary } from '../shared/job-summary.js';
import type { ModeRunner } from '../types.js';
import { restoreResults, saveResults } from './cache.js';
import { changedFiles } from './changed.js';
import { checkFolder } from './check.js';
import type { CheckInputs } from './inputs.js';
import type { Finding } from './model.js';
import { startParsers, stopParsers, type ParserThreads } from './pool.js';
import { renderCheckSummary } from './report.js';

/** Events whose results are cached for later runs. */
const SAVING_EVENTS: ReadonlySet<string> = new Set(['push', 'schedule']);

/** Annotations sent; GitHub shows 10 errors and 10 warnings per step and 50 per job. */
const MAX_ANNOTATIONS = 50;

/** Runs `mode: check`. */
export const runCheck: ModeRunner<CheckInputs> = async (ctx) => {
  // The parser threads start first: each loads the vendor's parsers (about a second) while this
  // thread asks git for the PR's files, restores the cache and walks the site.
  const parsers = startParsers();
  try {
    return await checkStep(ctx, parsers);
  } finally {
    stopParsers(parsers);
  }
};

/** The step, its parser threads started. */
async function checkStep(ctx: Parameters<ModeRunner<CheckInputs>>[0], parsers: ParserThreads) {
  const { inputs } = ctx;
  const workspace = inputs.runner.workspace;
  const pullRequest = PR_EVENTS.has(inputs.runner.eventName);
  const changed = await changedFiles(inputs.runner, workspace, ctx.signal);
  core.info(`This change's files: ${changed.how}.`);
  const cacheDir = path.join(inputs.runner.runnerTemp, 'mintlify-check-cache');
  const cache = await restoreResults(cacheDir, inputs.runner.sha);
  const started = Date.now();
  const result = await checkFolder(workspace, {
    cache,
    ...(inputs.docsRoot !== undefined ? { docsRoot: inputs.docsRoot } : {}),
    siteAuthentication: inputs.siteAuthentication,
    ...(changed.files ? { changed: changed.files } : {}),
    pullRequest,
    signal: ctx.signal,
    parsers,
  });
  for (const note of result.notes) core.warning(note);
  core.info(
    `Compiled ${plural(result.compiled, 'page')} and snippets (${result.reused} of them from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  // The default branch's results, for the PRs that follow (a PR's own are never saved).
  if (SAVING_EVENTS.has(inputs.runner.eventName)) {
    await saveResults(cacheDir, inputs.runner.sha, cache);
  }
  annotate(result.findings);
  const file = path.join(inputs.runner.runnerTemp, `mintlify-check-${process.pid}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(
    file,
    `${JSON.stringify({ versions: result.versions, findings: result.findings }, null, 2)}\n`,
  );
  const errors = result.findings.filter((f) => f.severity === 'error').length;
  const warnings = result.findings.length - errors;
  setOutput(Output.Errors, errors);
  setOutput(Output.Warnings, warnings);
  setOutput(Output.FindingsFile, file);
  await writeJobSummary(
    summaryText(
      renderCheckSummary({
        findings: result.findings,
        versions: result.versions,
        docsRoot: result.docsRoot,
        compiled: result.compiled,
        changedHow: changed.how,
        pullRequest,
      }),
    ),
  );
  return verdict(inputs.failOn, errors, warnings);
}

/** One annotation per finding at its line, the first {@link MAX_ANNOTATIONS}; the rest logged. */
function annotate(findings: readonly Finding[]): void {
  findings.forEach((f, i) => {
    const before = f.before ? ' (fails before this change: its next edit will stop deploys)' : '';
    const text = [`${f.message}${before}`, f.hint].filter(Boolean).join(' — ');
    if (i >= MAX_ANNOTATIONS) {
      core.info(`${f.file}:${f.line}:${f.column}: ${f.severity}: ${f.title}: ${text}`);
      return;
    }
    const at = { file: f.file, startLine: f.line, startColumn: f.column, title: f.title };
    if (f.severity === 'error') core.error(text, at);
    else core.warning(text, at);
  });
}

/** The step's outcome by `fail-on`. */
function verdict(failOn: CheckInputs['failOn'], errors: number, warnings: number) {
  const failing = failOn === 'never' ? 0 : failOn === 'warning' ? errors + warnings : errors;
  if (failing === 0) return { outcome: 'success' as const };
  const what =
    failOn === 'warning'
      ? `${plural(errors, 'error')} and ${plural(warnings, 'warning')}`
      : plural(errors, 'error');
  return {
    outcome: 'failure' as const,
    message: `The docs check found ${what} (fail-on: ${failOn}): see the annotations and the job summary.`,
  };
}
