/**
 * The job summary of a step that failed before its mode could report anything (bad inputs, a
 * refused key, an export that could not start, download or publish, a timeout, a cancellation):
 * what failed in plain words, the action's own message, and what to do. Pure: data in, markdown
 * out. `failure.ts` decides the words; the guard's `summaryText` scrubs the result.
 */
import type { Mode } from '../../constants.js';
import { inlineCode, inlineText, safeUrl } from '../../util/sanitize.js';

/** What the failure summary shows. */
export interface FailureReport {
  /** The mode, when the inputs named one. */
  readonly mode?: Mode;
  /** The step's `outcome`. */
  readonly outcome: 'failure' | 'timeout';
  /** What failed, in a few plain words: the heading. The action's own markdown, shown as is. */
  readonly what: string;
  /** The step's error message (the action's words; it may quote the platform). */
  readonly message: string;
  /** For invalid inputs: one line per problem, shown as a list instead of the message. */
  readonly problems?: readonly string[];
  /** What to do, one step per item: the action's own markdown, shown as is. */
  readonly todo: readonly string[];
  /** The troubleshooting entry for this failure, when the action's repository is known. */
  readonly docsUrl?: string;
}

/** How each mode is named in headings. */
const MODE_TITLES: Readonly<Record<Mode, string>> = {
  status: 'Docs update',
  export: 'Static export',
  feedback: 'Reader feedback',
  preview: 'Docs preview',
  automation: 'Automation',
  health: 'Docs health',
  check: 'Docs check',
};

/** The longest message quoted whole; the step's log has all of it. */
const MAX_MESSAGE_CHARS = 3_000;

/**
 * Our message as markdown: its `code` spans stay code, the rest is escaped like any text from
 * outside (a message may quote the platform), so nothing in it can become a link, HTML or a mention.
 */
function messageMarkdown(text: string, max = MAX_MESSAGE_CHARS): string {
  const cut = text.length > max ? `${text.slice(0, max - 1)}…` : text;
  return cut
    .split(/(`[^`\n]+`)/)
    .map((part) => {
      if (/^`[^`\n]+`$/.test(part)) return inlineCode(part.slice(1, -1));
      const lead = /^\s/.test(part) ? ' ' : '';
      const tail = /\s$/.test(part) && part.trim() !== '' ? ' ' : '';
      return `${lead}${inlineText(part, max)}${tail}`;
    })
    .join('');
}

/** The failure summary's markdown. */
export function renderFailureSummary(report: FailureReport): string {
  const subject = report.mode ? MODE_TITLES[report.mode] : 'Mintlify Docs Ops';
  const icon = report.outcome === 'timeout' ? '⏱️' : '❌';
  const parts = [`## ${icon} ${subject}: ${report.what}`];
  if (report.problems && report.problems.length > 0) {
    parts.push(
      'Nothing was sent to Mintlify: every input is checked before the first request.',
      report.problems.map((p) => `- ${messageMarkdown(p, 1_000)}`).join('\n'),
    );
  } else {
    const lines = report.message.split('\n').filter((l) => l.trim() !== '');
    parts.push(['> [!CAUTION]', ...lines.map((l) => `> ${messageMarkdown(l)}`)].join('\n'));
  }
  if (report.todo.length > 0) {
    parts.push(`**What to do**\n\n${report.todo.map((step) => `- ${step}`).join('\n')}`);
  }
  const docs = safeUrl(report.docsUrl);
  parts.push(
    `<sub>Outcome: \`${report.outcome}\`${docs ? ` · [Troubleshooting](${docs})` : ''}</sub>`,
  );
  return `${parts.join('\n\n')}\n`;
}
