/**
 * The job summary of `mode: export` and the `deployment-values` YAML. Pure functions: data in,
 * text out.
 *
 * The presigned link never appears in the summary (summaries are not masked by the runner and
 * are readable by anyone who can see the run): the values.yaml snippet shows a placeholder and
 * says where the real link is. Text that comes from the platform (job id, error text) goes through
 * the sanitize helpers.
 */
import type { BundleDestination } from '../../publish/types.js';
import type { LinkCheckResult } from '../../publish/link-check.js';
import { formatBytes, formatDuration } from '../../util/format.js';
import { codeBlock, inlineCode, inlineText, safeUrl, tableCell } from '../../util/sanitize.js';
import { renderLinkSection } from './link-summary.js';

/** The placeholder shown instead of the link. */
export const BUNDLE_URL_PLACEHOLDER = '<BUNDLE_URL>';

/** What the summary of a successful export shows. */
export interface ExportSummaryData {
  /** The exported deployment's hostname. */
  domain: string;
  /** The `export-version` input; empty for the latest version. */
  version: string;
  /** Static export job id. */
  jobId: string;
  /** Pages the platform exported. */
  pageCount: number;
  /** `.html` files found in the bundle. */
  htmlFiles: number;
  /** From the start request to the job's completion, ms. */
  exportMs: number;
  /** Download and verification, ms. */
  downloadMs: number;
  /** Bundle size, bytes. */
  sizeBytes: number;
  /** SHA-256 of the bundle, hex. */
  sha256: string;
  /** When the link expires, ISO 8601. */
  expiresAt: string;
  /** Where the bundle went. */
  destination: BundleDestination;
  /** The link check (`check-links: warn`); absent when it was off. */
  links?: LinkCheckResult;
}

/** What the summary of a failed or timed-out export shows. */
export interface ExportFailureSummaryData {
  /** The exported deployment's hostname. */
  domain: string;
  /** Static export job id, when the job was started. */
  jobId: string | undefined;
  /** `failure` or `timeout`. */
  outcome: 'failure' | 'timeout';
  /** Last status seen. */
  status: string | undefined;
  /** Last progress seen, 0–100. */
  progress: number | undefined;
  /** Last page count seen. */
  pageCount: number | undefined;
  /** What went wrong, in plain words (may quote the platform). */
  reason: string;
}

/**
 * The `staticExport` values a self-hosted deployment expects. JSON strings are valid YAML
 * double-quoted scalars, so a link full of `&`, `%` and `=` needs no further escaping.
 */
export function deploymentValuesYaml(bundleUrl: string, version: string): string {
  return [
    'staticExport:',
    '  enabled: true',
    `  bundleUrl: ${JSON.stringify(bundleUrl)}`,
    `  version: ${JSON.stringify(version || 'latest')}`,
  ].join('\n');
}

/** The job summary of a verified, published bundle. */
export function renderExportSummary(data: ExportSummaryData): string {
  const destUrl = safeUrl(data.destination.url)?.replace(/\|/g, '%7C');
  const destTitle = inlineText(data.destination.title, 200);
  const destination = destUrl ? `[${destTitle}](${destUrl})` : destTitle;
  const note = data.destination.note ? `<br>${inlineText(data.destination.note, 300)}` : '';
  const pages =
    data.htmlFiles > 0 && data.htmlFiles !== data.pageCount
      ? `${data.pageCount} exported by the platform · ${data.htmlFiles} \`.html\` files in the bundle`
      : String(data.pageCount);
  const rows: [string, string][] = [
    ['Domain', cellCode(data.domain)],
    ['Version', data.version ? cellCode(data.version) : 'latest published'],
    ['Job', cellCode(data.jobId)],
    ['Pages', pages],
    [
      'Duration',
      `${formatDuration(data.exportMs)} export · ${formatDuration(data.downloadMs)} download and verification`,
    ],
    ['Size', `${formatBytes(data.sizeBytes)} (${data.sizeBytes.toLocaleString('en-US')} bytes)`],
    ['SHA-256', cellCode(data.sha256)],
    ['Link expires', `${tableCell(data.expiresAt)} (the link is in the \`bundle-url\` output)`],
    ['Bundle', `${destination}${note}`],
  ];
  const table = ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
  const values = deploymentValuesYaml(BUNDLE_URL_PLACEHOLDER, data.version);
  return [
    `### Static export of ${inlineText(data.domain, 253)}`,
    '',
    table,
    '',
    ...(data.links ? [renderLinkSection(data.links, { mode: 'warn' }), ''] : []),
    '#### values.yaml for a self-hosted deployment',
    '',
    codeBlock(values, 'yaml'),
    '',
    `Replace \`${BUNDLE_URL_PLACEHOLDER}\` with the step's \`bundle-url\` output (the ` +
      '`deployment-values` output holds the whole block with the link filled in). The link is a ' +
      `credential and stops working at ${tableCell(data.expiresAt)}; pull the bundle before then.`,
    '',
    REWRITE_NOTE,
    '',
  ].join('\n');
}

/** The job summary when the export failed or ran out of time. */
export function renderExportFailureSummary(data: ExportFailureSummaryData): string {
  const rows: [string, string][] = [['Domain', cellCode(data.domain)]];
  if (data.jobId) rows.push(['Job', cellCode(data.jobId)]);
  if (data.status !== undefined) {
    const progress = data.progress !== undefined ? ` at ${formatPercent(data.progress)}` : '';
    rows.push(['Last status', `${tableCell(data.status, 40)}${progress}`]);
  }
  if (data.pageCount !== undefined) rows.push(['Pages so far', String(data.pageCount)]);
  const title = data.outcome === 'timeout' ? 'timed out' : 'failed';
  return [
    `### Static export of ${inlineText(data.domain, 253)} ${title}`,
    '',
    '| | |',
    '|---|---|',
    ...rows.map(([k, v]) => `| ${k} | ${v} |`),
    '',
    inlineText(data.reason, 1000),
    '',
  ].join('\n');
}

/** How exported URLs differ from the live site, and which hosts need a rule for it. */
const REWRITE_NOTE = [
  '> [!NOTE]',
  '> Exported pages are `.html` files, so their URLs end in `.html` (`/guides/intro.html`) while ' +
    'the live docs serve `/guides/intro`. GitHub Pages, Netlify and Cloudflare Pages serve ' +
    '`/guides/intro` from `guides/intro.html` by themselves. Other hosts need a rewrite rule, or ' +
    'existing links end in 404: nginx `try_files $uri $uri.html $uri/ =404;`, Caddy ' +
    '`try_files {path} {path}.html`, Apache `Options +MultiViews` (or a `RewriteRule` adding ' +
    '`.html`), Vercel `"cleanUrls": true`. The CloudFront set-up of Mintlify\'s self-hosted ' +
    'deployment handles it; a CloudFront of your own needs a viewer-request function that ' +
    'appends `.html`.',
].join('\n');

/** Inline code inside a table cell: a `|` would end the cell even between backticks. */
function cellCode(text: string): string {
  return inlineCode(text).replace(/\|/g, '\\|');
}

/** `42%`, `99.5%`. */
export function formatPercent(progress: number): string {
  const p = Math.min(100, Math.max(0, progress));
  return `${Number.isInteger(p) ? p : p.toFixed(1)}%`;
}
