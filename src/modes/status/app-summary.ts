/**
 * The job summary of `mode: status` without an API update: following the GitHub App's deploy of a
 * push, or checking the whole site on a schedule. Pure: data in, Markdown out.
 */
import type { AppDeployment } from '../../github/app-deployments.js';
import { inlineCode, tableCell } from '../../util/sanitize.js';
import type { LiveReport } from './live.js';
import { renderLiveSection, type RepairNote } from './live-report.js';

/** What the summary shows besides the live check. */
export interface AppSummaryContext {
  /** `github-app` (a push) or `site` (a scheduled `verify: all`). */
  readonly source: 'github-app' | 'site';
  readonly sha: string;
  /** How following the App ended (github-app only). */
  readonly app?: { readonly ending: string; readonly deployment?: AppDeployment };
  /** Where the push's files came from and how many. */
  readonly files?: { readonly from: string; readonly count: number };
  readonly repair?: RepairNote;
}

/** Renders the whole summary. */
export function renderAppSummary(report: LiveReport, context: AppSummaryContext): string {
  const subject =
    context.source === 'github-app' ? "GitHub App's deploy" : 'Live site (scheduled check)';
  const icon = { fresh: '✅', stale: '❌', unverified: '⚠️', off: '➖' }[report.live];
  const failed = context.app?.ending === 'failure';
  const heading = failed
    ? `## ❌ ${subject}: the deployment failed`
    : `## ${icon} ${subject}: live site ${report.live}`;
  const rows: [string, string][] = [['Commit', code(context.sha.slice(0, 12))]];
  if (context.files)
    rows.push(['Files changed', `${context.files.count} (from the ${context.files.from})`]);
  if (context.source === 'github-app') rows.push(['App deployment', appCell(context.app)]);
  const facts = ['| | |', '| --- | --- |', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
  return `${[heading, facts, renderLiveSection(report, context.repair)].join('\n\n')}\n`;
}

function appCell(app: AppSummaryContext['app']): string {
  const d = app?.deployment;
  if (!d)
    return 'none: the GitHub App did not deploy this commit (a later push may have superseded it; the live check decides)';
  const words = d.description ? ` — ${tableCell(d.description, 200)}` : '';
  return `${code(d.state ?? 'created')} in ${code(d.environment)}${words}`;
}

function code(text: string): string {
  return inlineCode(text, 120).replace(/\|/g, '\\|') || '—';
}
