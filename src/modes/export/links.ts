/**
 * `check-links` in `mode: export`: what the bundle walk's link check found becomes the
 * `broken-links` output, one log line, one warning per broken target (at most
 * {@link WARNINGS}, then one for the rest), and with `check-links: error` the step's failure,
 * before the publisher runs. The summary table is rendered by link-summary.ts.
 */
import * as core from '../../log.js';
import { Output } from '../../constants.js';
import { ActionError } from '../../errors.js';
import type { ExportInputs } from './inputs.js';
import { setOutput } from '../../guard.js';
import { formatBytes, plural } from '../../util/format.js';
import type { WalkOptions, WalkResult } from '../../publish/bundle-walk.js';
import type { LinkCheckResult } from '../../publish/link-check.js';
import { oneLine } from '../../util/text.js';

/** Broken targets given a warning of their own; the rest are counted in one more. */
export const WARNINGS = 10;

/** The walk options that turn the link check on (none for `check-links: off`). */
export function linkWalkOptions(inputs: ExportInputs): Pick<WalkOptions, 'links'> {
  return inputs.checkLinks === 'off' ? {} : { links: { domain: inputs.domain } };
}

/**
 * Reports the link check of a verified bundle; returns its result for the summary, or
 * undefined when it was off. Throws a {@link LinkCheckError} with `check-links: error` and
 * broken links: nothing has been published yet, and nothing will be.
 */
export function reportLinks(walk: WalkResult, inputs: ExportInputs): LinkCheckResult | undefined {
  const result = walk.links;
  if (inputs.checkLinks === 'off' || !result) {
    core.info('Link check off (`check-links: off`): no HTML was parsed.');
    return undefined;
  }
  const broken = result.broken.length;
  setOutput(Output.BrokenLinks, String(broken));
  core.info(
    `Link check: ${plural(result.references, 'internal link')} in ` +
      `${plural(result.pages, 'HTML page')} (${formatBytes(result.htmlBytes)} of HTML tokenized), ` +
      `${broken === 0 ? 'none broken' : `${plural(broken, 'broken target')}`}.`,
  );
  for (const line of linkWarnings(result)) core.warning(line);
  if (broken > 0 && inputs.checkLinks === 'error') throw new LinkCheckError(result);
  return result;
}

/** `check-links: error` found broken links: the step fails before anything is published. */
export class LinkCheckError extends ActionError {
  constructor(readonly result: LinkCheckResult) {
    const n = result.broken.length;
    super(
      `The export has broken links: ${plural(n, 'target')} (${plural(
        result.broken.reduce((a, b) => a + b.references, 0),
        'link',
      )} to ${n === 1 ? 'it' : 'them'}): nothing was published (\`check-links: error\`). ` +
        'The job summary lists each target and the pages linking to it; fix them in the docs, or ' +
        'set `check-links: warn` to publish anyway.',
    );
    this.name = 'LinkCheckError';
  }
}

/** One warning per broken target (at most {@link WARNINGS}), then one for the rest. */
export function linkWarnings(result: LinkCheckResult): string[] {
  const lines = result.broken.slice(0, WARNINGS).map((b) => {
    const from = b.pages.map((p) => oneLine(p, 200)).join(', ');
    const more = b.references > b.pages.length ? ` (${plural(b.references, 'link')} in all)` : '';
    return `Broken link: ${oneLine(b.target, 300)} is not in the bundle; linked from ${from}${more}.`;
  });
  const rest = result.broken.length - WARNINGS;
  if (rest > 0) {
    lines.push(`…and ${plural(rest, 'more broken link target')} (listed in the job summary).`);
  }
  return lines;
}
