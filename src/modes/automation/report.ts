/**
 * The job summary of `mode: automation`: what was queued and where to see the run, or why nothing
 * was. A pure function of what the step knows; no I/O. The ids come from the platform and the
 * error text may quote it, so every such string goes through the sanitizer.
 */
import { inlineCode, inlineText, safeUrl } from '../../util/sanitize.js';

/** How the trigger ended, as the summary tells it. */
export type AutomationEnding =
  /** 202: a run is queued. */
  | 'queued'
  /** The platform refused (400, 404, 401/403…) or could not be reached: nothing was queued. */
  | 'refused'
  /** A failure that may come after the run was queued (500/502/504, connection lost, timeout). */
  | 'unknown'
  /** The workflow run was cancelled before an answer came. */
  | 'cancelled';

/** Everything the summary shows. */
export interface AutomationReport {
  /** How the trigger ended. */
  readonly ending: AutomationEnding;
  /** The project the automation belongs to. */
  readonly projectId: string;
  /** The automation asked for (the `automation-id` input). */
  readonly automationId: string;
  /** For `queued`: the run, as the platform answered. */
  readonly run?: { readonly schemaId: string; readonly instanceId: string; readonly jobId: string };
  /** For the other endings: what went wrong, in the action's words. */
  readonly errorMessage?: string;
  /** The dashboard page that lists the automation's runs. */
  readonly runsPageUrl: string;
}

/** Renders the job summary. */
export function renderAutomationSummary(report: AutomationReport): string {
  const page = safeUrl(report.runsPageUrl) ?? '';
  const automation = inlineCode(report.automationId, 200) || '—';
  const project = inlineCode(report.projectId, 200) || '—';
  const parts: string[] = [heading(report.ending)];
  if (report.ending === 'queued' && report.run) {
    const { instanceId, jobId, schemaId } = report.run;
    parts.push(
      `Automation ${inlineCode(schemaId, 200) || automation} of project ${project} was triggered: run ${inlineCode(instanceId, 200)} is queued. Like a scheduled run, it picks up the changes since the last completed run.`,
    );
    parts.push(
      [
        '| | |',
        '| --- | --- |',
        `| Automation | ${inlineCode(schemaId, 200) || automation} |`,
        `| Run (instance) | ${inlineCode(instanceId, 200)} |`,
        `| Job | ${inlineCode(jobId, 200)} |`,
        `| Project | ${project} |`,
      ].join('\n'),
    );
    parts.push(
      `**See the run:** open the automation on the [Automations page](${page}) of the Mintlify dashboard; run ${inlineCode(instanceId, 200)} is in its run history, with its status and the changes it made.`,
    );
    return `${parts.join('\n\n')}\n`;
  }
  const error = inlineText(report.errorMessage ?? 'No answer from the platform.', 1_500);
  parts.push(`> ${error}`);
  parts.push(`**Automation** ${automation} · **Project** ${project}`);
  if (report.ending === 'refused') {
    parts.push('Nothing was queued.');
  } else if (report.ending === 'unknown') {
    parts.push(
      `A run **may have been queued** anyway: look at the automation's run history on the [Automations page](${page}) before running this step again, or it may run twice.`,
    );
  } else {
    parts.push(
      `The workflow run was cancelled before the platform answered; whether a run was queued is not known. Look at the automation's run history on the [Automations page](${page}).`,
    );
  }
  return `${parts.join('\n\n')}\n`;
}

function heading(ending: AutomationEnding): string {
  switch (ending) {
    case 'queued':
      return '## ✅ Automation run queued';
    case 'refused':
      return '## ❌ Automation not triggered';
    case 'unknown':
      return '## ❔ Automation trigger failed: a run may have been queued';
    case 'cancelled':
      return '## 🛑 Automation trigger cancelled';
  }
}
